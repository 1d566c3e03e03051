#!/bin/sh
# chains.sh: a loop whose every iteration waits for the last one's SIN
# (single precision), or SQRT (double), against the same call on data no
# iteration waits for (tests/bench/chains.f): measured nanoseconds per
# iteration, and what a machine vector gives for the chain (a floating
# hop, the call's latency and an add: rule 15 of docs/parameters.md) and
# for the call alone (its parameter, a marginal cost in mixes).
# Usage: sh tests/bench/chains.sh [VEC]
TOP=$(cd "$(dirname "$0")/../.." && pwd)
VEC=${1:-$TOP/machines/host-gfortran-O0.vec}
. "$TOP/tests/bench/vecenv.sh"
cp "$TOP/tests/bench/chains.f" "$TMP/" || exit 1
(cd "$TMP" && ${FC:-gfortran} $FLAGS -o chains chains.f $LDFLAGS 2>/dev/null) ||
	{ echo "chains.sh: cannot build" >&2; exit 1; }
$PREFIX "$TMP/chains" > "$TMP/out" || exit 1
lat() { awk -v c="$1" '$1 == "latency" && $2 == c { print $3 }' "$VEC"; }
par() { awk -v c="$1" '$1 == "param" && $2 == c { print $3 }' "$VEC"; }
m() { awk -v k="$1" '$1 == k { print $2 }' "$TMP/out"; }
printf '%-34s %12s %12s\n' loop measured_ns vector_ns
printf '%-34s %12s %12.3f\n' "X = SIN(X) + 0.5" "$(m sin-chain)" \
	"$(echo "$(lat fhop) $(lat SINS) $(lat fadd)" | awk '{ print $1 + $2 + $3 }')"
printf '%-34s %12s %12.3f   (SINS alone)\n' "Y = SIN(A(I)) + 0.5" "$(m sin-free)" "$(par SINS)"
printf '%-34s %12s %12.3f\n' "D = SQRT(D) + 0.5D0" "$(m sqrtd-chain)" \
	"$(echo "$(lat fhop) $(lat SQRD) $(lat fadd)" | awk '{ print $1 + $2 + $3 }')"
printf '%-34s %12s %12.3f   (SQRD alone)\n' "E = SQRT(B(I)) + 0.5D0" "$(m sqrtd-free)" "$(par SQRD)"

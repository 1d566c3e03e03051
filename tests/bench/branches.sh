#!/bin/sh
# branches.sh: does a branch whose outcomes follow a pattern cost a
# misprediction? One logical IF per iteration over a million values
# (tests/bench/branches.f): never true, alternating, true every fifth time,
# pseudo-random. For each, the measured time per evaluation (least of
# ROUNDS runs, user + system CPU, the set-up pass subtracted by timing
# NPASS and 2*NPASS passes) beside amp's BMIS per evaluation (amp
# profile at one pass) and the rarer outcome's share (what BMIS counted
# before amp-catalog-5), profiled here. The machine comes from a vector's
# compiler, flags and run prefix.
# Usage: sh tests/bench/branches.sh [VEC] [NPASS] [ROUNDS]
TOP=$(cd "$(dirname "$0")/../.." && pwd)
AMP=${AMP:-$TOP/amp}
VEC=${1:-$TOP/machines/host-gfortran-O0.vec}
NPASS=${2:-40}
ROUNDS=${3:-3}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
hdr() { sed -n "s/^$1 //p" "$VEC"; }
FC=$(hdr compiler-command)
FLAGS=$(hdr flags)
LDFLAGS=$(hdr ldflags)
PREFIX=$(hdr run-prefix)
cp "$TOP/tests/bench/branches.f" "$TMP/" || exit 1
(cd "$TMP" && ${FC:-gfortran} $FLAGS $LDFLAGS -o br branches.f 2>/dev/null) || { echo "branches.sh: cannot build" >&2; exit 1; }
least() {
	best=
	r=0
	while [ $r -lt "$ROUNDS" ]; do
		/usr/bin/time -f '%U %S' -o "$TMP/one" $PREFIX "$TMP/br" "$1" "$2" >/dev/null || exit 1
		t=$(awk '{ print $1 + $2 }' "$TMP/one")
		best=$(awk -v a="$best" -v b="$t" 'BEGIN { print (a == "" || b < a) ? b : a }')
		r=$((r + 1))
	done
	echo "$best"
}
echo "machine: $(hdr name) ($FC $FLAGS${PREFIX:+, run by $PREFIX})"
printf '%-14s %12s %12s %14s\n' branch ns_per_eval amp_BMIS rarer_outcome
for m in 1 2 3 4; do
	case $m in 1) what=never ;; 2) what=alternating ;; 3) what=every-fifth ;; 4) what=random ;; esac
	t1=$(least $m "$NPASS")
	t2=$(least $m $((NPASS * 2)))
	# the counts do not depend on the machine: profiled here
	"$AMP" profile -o "$TMP/$m.stats" "$TMP/branches.f" -- $m 1 >/dev/null 2>&1 ||
		{ echo "branches.sh: profile failed" >&2; exit 1; }
	b=$(awk -F'\t' '$1 == "block" && $4 == 24 { n = split($8, it, " "); for (i = 1; i <= n; i++) { split(it[i], kv, "="); if (kv[1] == "BMIS") v += kv[2] } } END { print v + 0 }' "$TMP/$m.stats")
	case $m in 1) rare=0 ;; 2) rare=0.5 ;; 3) rare=0.2 ;; 4) rare=0.5 ;; esac
	awk -v w=$what -v a="$t1" -v b="$t2" -v n="$NPASS" -v bm="$b" -v r=$rare \
		'BEGIN { printf "%-14s %12.2f %12.4f %14.2f\n", w, (b - a) / (n * 1e6) * 1e9, bm / 1e6, r }'
done

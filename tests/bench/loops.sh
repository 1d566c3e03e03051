#!/bin/sh
# loops.sh: nine typical loops (tests/bench/loops.f: y=y+a*x, a dot product,
# a matrix multiply, Horner, a stencil, an integer accumulation, a sieve,
# intrinsics, an indirect update), each run alone: amp's prediction from a
# machine vector against the measured time (median of ROUNDS runs, user +
# system CPU seconds). Synthetic loops, not the validation corpus: they
# show which contexts the characterizer's model gets right.
# Usage: sh tests/bench/loops.sh [VEC] [ROUNDS]
TOP=$(cd "$(dirname "$0")/../.." && pwd)
AMP=${AMP:-$TOP/amp}
VEC=${1:-$TOP/machines/host-gfortran-O0.vec}
ROUNDS=${2:-3}
. "$TOP/tests/bench/vecenv.sh"
cp "$TOP/tests/bench/loops.f" "$TMP/" || exit 1
(cd "$TMP" && ${FC:-gfortran} $FLAGS -o loops loops.f 2>/dev/null) || { echo "loops.sh: cannot build" >&2; exit 1; }
med() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
printf '%-4s %-22s %10s %10s %8s\n' loop what measured_s predicted_s ratio
for k in 1 2 3 4 5 6 7 8 9; do
	case $k in
	1) nr=400000; what="y(i)=y(i)+a*x(i)" ;;
	2) nr=200000; what="s=s+x(i)*y(i)" ;;
	3) nr=300; what="matrix multiply" ;;
	4) nr=200000; what="horner" ;;
	5) nr=200000; what="3-point stencil" ;;
	6) nr=400000; what="k=k+kv(i)" ;;
	7) nr=200000; what="sieve" ;;
	8) nr=100000; what="sqrt+exp" ;;
	9) nr=300000; what="z(kv(i))=z(kv(i))+x(i)" ;;
	esac
	"$AMP" profile --fc "${FC:-gfortran}" --fflags "$FLAGS" -o "$TMP/$k.stats" "$TMP/loops.f" -- $k $nr >/dev/null 2>&1 || { echo "loops.sh: profile $k failed" >&2; continue; }
	r=0
	: > "$TMP/t"
	while [ $r -lt "$ROUNDS" ]; do
		/usr/bin/time -f '%U %S' -o "$TMP/one" "$TMP/loops" $k $nr >/dev/null
		awk '{ print $1 + $2 }' "$TMP/one" >> "$TMP/t"
		r=$((r + 1))
	done
	m=$(med < "$TMP/t")
	p=$("$AMP" predict --format csv "$TMP/$k.stats" "$VEC" | awk -F, 'NR == 2 { print $3 }')
	awk -v k=$k -v w="$what" -v m="$m" -v p="$p" 'BEGIN { printf "%-4s %-22s %10.3f %10.3f %8.2f\n", k, w, m, p, p / m }'
done

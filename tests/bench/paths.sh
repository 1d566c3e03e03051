#!/bin/sh
# paths.sh: loops whose body is N statements D2 = D1 * B + C, each reading
# the value the one before stored in the same iteration (a dependence path
# within one execution, rule 17 of docs/parameters.md), against the same N
# statements each reading an array element instead: measured nanoseconds
# per iteration (1000 iterations, 2000 times, least of 7 timings), their
# ratio, and what a machine vector predicts for the path loop with and
# without its window rows (amp analyze of the same source).
# Usage: sh tests/bench/paths.sh [VEC]
TOP=$(cd "$(dirname "$0")/../.." && pwd)
AMP=${AMP:-$TOP/amp}
VEC=${1:-$TOP/machines/host-gfortran-O0.vec}
. "$TOP/tests/bench/vecenv.sh"
cat > "$TMP/main.f" <<'F'
      PROGRAM PATHS
      DOUBLE PRECISION DA(1000), T
      INTEGER I, R
      INTEGER*8 C0, C1, CR, BEST
      DO 5 I = 1, 1000
        DA(I) = I * 0.001D0
    5 CONTINUE
      BEST = 2000000000000_8
      DO 7 R = 1, 7
      CALL SYSTEM_CLOCK(C0, CR)
      CALL K(2000, DA, T)
      CALL SYSTEM_CLOCK(C1)
      IF (C1 - C0 .LT. BEST) BEST = C1 - C0
    7 CONTINUE
      WRITE (*, '(F12.4)') BEST * 1.0D9 / CR / 2000 / 1000
      END
F
# kernel N DEP: the subroutine K with N statements, chained or not
kernel() {
	{
		echo "      SUBROUTINE K(NREP, DA, T)"
		echo "      INTEGER NREP, I, J"
		echo "      DOUBLE PRECISION DA(1000), T, B, C"
		i=1; while [ $i -le "$1" ]; do echo "      DOUBLE PRECISION D$i"; i=$((i + 1)); done
		echo "      B = 0.999D0"
		echo "      C = 0.001D0"
		echo "      T = 0"
		echo "      DO 20 J = 1, NREP"
		echo "      DO 10 I = 1, 1000"
		i=1; while [ $i -le "$1" ]; do
			if [ $i = 1 ] || [ "$2" = 0 ]; then s="DA(I)"; else s="D$((i - 1))"; fi
			echo "      D$i = $s * B + C"; i=$((i + 1))
		done
		echo "   10 CONTINUE"
		echo "   20 CONTINUE"
		i=1; while [ $i -le "$1" ]; do echo "      T = T + D$i"; i=$((i + 1)); done
		echo "      END"
	} > "$TMP/k${1}_${2}.f"
}
printf '%-11s %14s %14s %7s %14s %14s\n' statements path_ns apart_ns ratio predicted_ns without_window
for n in 4 8 12 24 48; do
	for d in 0 1; do
		kernel $n $d
		(cd "$TMP" && ${FC:-gfortran} $FLAGS -o "k${n}_${d}" main.f "k${n}_${d}.f" $LDFLAGS 2>/dev/null) ||
			{ echo "paths.sh: cannot build" >&2; exit 1; }
	done
	t1=$($PREFIX "$TMP/k${n}_1") || exit 1
	t0=$($PREFIX "$TMP/k${n}_0") || exit 1
	# the prediction per inner iteration: the whole run (7 calls of 2000 x 1000)
	"$AMP" profile "$TMP/main.f" "$TMP/k${n}_1.f" -o "$TMP/s$n.stats" >/dev/null 2>&1 || exit 1
	grep -v '^window ' "$VEC" > "$TMP/nowin.vec"
	p=$("$AMP" predict "$TMP/s$n.stats" "$VEC" | sed -n '1s/.*predicted \([^ ]*\) s.*/\1/p')
	q=$("$AMP" predict "$TMP/s$n.stats" "$TMP/nowin.vec" | sed -n '1s/.*predicted \([^ ]*\) s.*/\1/p')
	echo "$n $t1 $t0 $p $q" | awk '{ printf "%-11s %14.2f %14.2f %7.2f %14.2f %14.2f\n", $1, $2, $3, $2 / $3, $4 * 1e9 / 1.4e7, $5 * 1e9 / 1.4e7 }'
done

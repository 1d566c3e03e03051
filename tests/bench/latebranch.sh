#!/bin/sh
# latebranch.sh: a misprediction whose condition waits for a chain. Two
# loops call monte's generator NEXTR (Park-Miller by Schrage's method, a
# chain of integer divisions through its COMMON seed) 10^8 times: one
# adds its values (no branch on them), the other branches at random on
# them (IF (MOD(NEXTR(), 6) .EQ. 0) K = K + 1). Prints each loop's
# least time of REPS runs (user + system CPU), amp's prediction (amp
# profile, amp predict VEC), their ratio, and the second loop's
# unpredicted time per counted misprediction (BMIS).
# Usage: sh tests/bench/latebranch.sh [VEC] [REPS]
TOP=$(cd "$(dirname "$0")/../.." && pwd)
AMP=${AMP:-$TOP/amp}
VEC=${1:-$TOP/machines/host-gfortran-O0.vec}
REPS=${2:-3}
. "$TOP/tests/bench/vecenv.sh"
N=100000000
[ -n "$PREFIX" ] && N=10000000
# the corpus's own NEXTR, from programs/monte.f
awk '/^      INTEGER FUNCTION NEXTR/ { on = 1 } on { print } on && /^      END$/ { exit }' \
	"$TOP/programs/monte.f" > "$TMP/nextr.f"
grep -q 'MOD(ISEED, 127773)' "$TMP/nextr.f" || { echo "latebranch.sh: no NEXTR in programs/monte.f" >&2; exit 1; }
for v in add branch; do
	if [ $v = add ]; then body='K = K + NEXTR()'; else body='IF (MOD(NEXTR(), 6) .EQ. 0) K = K + 1'; fi
	cat > "$TMP/$v.f" <<F
      PROGRAM LATEBR
      INTEGER I, N, K, NEXTR, ISEED
      CHARACTER*16 ARG
      COMMON /RNG/ ISEED
      CALL GET_COMMAND_ARGUMENT(1, ARG)
      READ (ARG, *) N
      ISEED = 4711
      K = 0
      DO 10 I = 1, N
         $body
   10 CONTINUE
      IF (K .EQ. 7) PRINT *, K
      END
F
	cat "$TMP/nextr.f" >> "$TMP/$v.f"
	(cd "$TMP" && $FC $FLAGS -o $v $v.f $LDFLAGS 2>/dev/null) ||
		{ echo "latebranch.sh: cannot build with $FC" >&2; exit 1; }
done
printf '%-8s %10s %12s %8s %14s\n' loop measured_s predicted_s ratio ns_per_BMIS
for v in add branch; do
	best=$(least_cputime "$REPS" $PREFIX "$TMP/$v" "$N")
	"$AMP" profile "$TMP/$v.f" -o "$TMP/$v.stats" -- "$N" >/dev/null 2>&1 ||
		{ echo "latebranch.sh: amp profile failed" >&2; exit 1; }
	"$AMP" predict "$TMP/$v.stats" "$VEC" > "$TMP/$v.pred"
	p=$(sed -n '1s/.*predicted \([^ ]*\) s.*/\1/p' "$TMP/$v.pred")
	m=$(awk '$1 == "BMIS" { print $2; exit }' "$TMP/$v.pred")
	echo "$best $p ${m:-0}" | awk -v v=$v '{ x = $3 > 0 ? sprintf("%14.2f", ($1 - $2) * 1e9 / $3) : sprintf("%14s", "-")
		printf "%-8s %10.3f %12.4f %8.3f %s\n", v, $1, $2, $2 / $1, x }'
done

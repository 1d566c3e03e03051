#!/bin/sh
# chaincover.sh: loops whose body holds a loop-carried chain in one basic
# block and independent work in other blocks of the same body (behind an
# IF, or in the function the chain passes through), against the time a
# machine vector predicts for them. The processor runs the other blocks'
# work while the chain's next step is under way, so such a loop costs
# about the longer of the chain and the body's operations, not their sum;
# a chain that is serial across two blocks of the body ("split") costs
# its whole length. Measured: nanoseconds per iteration (2 x 10^6
# iterations, the least of 5 runs, timed inside the program); predicted:
# the program's blocks per iteration, from amp profile's statistics.
# Usage: sh tests/bench/chaincover.sh [VEC]
TOP=$(cd "$(dirname "$0")/../.." && pwd)
AMP=${AMP:-$TOP/amp}
VEC=${1:-$TOP/machines/host-gfortran-O0.vec}
. "$TOP/tests/bench/vecenv.sh"
N=2000000
[ -n "$PREFIX" ] && N=200000
# gen BODY: the loop's body (fixed form, from column 10)
gen() {
	cat <<F
      PROGRAM CCOV
      REAL S, T, X, Y(64), Z(64)
      INTEGER I, K, ISEED, NXT, IW(64)
      INTEGER*8 T0, T1, RATE
      COMMON /RNG/ ISEED
      ISEED = 4711
      S = 1
      T = 1
      DO 5 K = 1, 64
         Y(K) = K
         Z(K) = 1.0 / K
         IW(K) = K
    5 CONTINUE
      CALL SYSTEM_CLOCK(T0, RATE)
      DO 10 I = 1, $N
         K = IAND(I, 63) + 1
$1
   10 CONTINUE
      CALL SYSTEM_CLOCK(T1)
      WRITE (*, '(F12.3)') REAL(T1 - T0) / RATE / $N * 1E9
      IF (S + T + Y(3) + Z(5) + ISEED + IW(7) .EQ. 12345.0) PRINT *, S
      END
      INTEGER FUNCTION NXT()
      INTEGER ISEED, HI, LO
      COMMON /RNG/ ISEED
      HI = ISEED / 127773
      LO = MOD(ISEED, 127773)
      ISEED = 16807 * LO - 2836 * HI
      IF (ISEED .LE. 0) ISEED = ISEED + 2147483647
      NXT = ISEED
      END
F
}
least() { for r in 1 2 3 4 5; do $PREFIX "$1" || exit 1; done | sort -n | head -1; }
per_it() {
	"$AMP" predict --top 20 "$1" "$VEC" | awk -v n="$N" '/^top routines/ { t = 1 }
		t && ($1 == "CCOV" || $1 == "NXT") { s += $2 } END { printf "%.2f", s / n * 1e9 }'
}
# the bodies: a name, then the statements
body() {
	case $1 in
	rng-alone) cat <<'B'
         IW(K) = NXT()
B
	;;
	rng-work) cat <<'B'
         IW(K) = NXT()
         IF (IW(K) .GT. 0) THEN
            Y(K) = Z(K) * 3.0 + Y(K) * 0.5
            Z(K) = Y(K) * 0.25 + 1.0
            IW(K) = IW(K) / 7 + K
         END IF
B
	;;
	div-alone) cat <<'B'
         S = S / 1.0000001
B
	;;
	div-work) cat <<'B'
         S = S / 1.0000001
         IF (K .GT. 0) THEN
            Y(K) = Z(K) * 3.0 + Y(K) * 0.5
            Z(K) = Y(K) * 0.25 + 1.0
            IW(K) = IW(K) / 7 + K
         END IF
B
	;;
	split) cat <<'B'
         S = S / 1.0000001
         IF (K .GT. 0) THEN
            S = S * 1.0000001
         END IF
B
	;;
	esac
}
printf '%-10s %12s %13s %7s\n' loop measured_ns predicted_ns ratio
for c in rng-alone rng-work div-alone div-work split; do
	gen "$(body $c)" > "$TMP/$c.f"
	(cd "$TMP" && ${FC:-gfortran} $FLAGS -o "$c" "$c.f" $LDFLAGS 2>/dev/null) ||
		{ echo "chaincover.sh: cannot build $c" >&2; exit 1; }
	t=$(least "$TMP/$c") || exit 1
	(cd "$TMP" && "$AMP" profile "$c.f" -o "$c.stats" >/dev/null 2>&1) ||
		{ echo "chaincover.sh: amp profile failed" >&2; exit 1; }
	p=$(per_it "$TMP/$c.stats")
	printf '%-10s %12.2f %13s %7.2f\n' "$c" "$t" "$p" "$(echo "$p $t" | awk '{ print $1 / $2 }')"
done

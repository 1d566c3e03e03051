#!/bin/sh
# fnchain.sh: a loop whose every iteration waits for the last one through
# a function of the program (S = S + F(S * 1E-30 + X), F = EXP(-X) *
# COS(3 * X)), or through a subroutine that does the same to its first
# argument (CALL STEP(S, X)), or does it through a dummy procedure
# (CALL STEPD(F, S, X)), against the same loop whose calls wait for
# nothing (S = S + F(X)): measured nanoseconds per iteration (3 x 10^6
# iterations, the least of 5 runs, timed inside the program), and what a
# machine vector predicts per iteration from amp profile's statistics.
# Rule 15 of docs/parameters.md follows the chain through F's and STEP's
# own paths, and through STEPD's dummy FF to F, which every call passes.
# Usage: sh tests/bench/fnchain.sh [VEC]
TOP=$(cd "$(dirname "$0")/../.." && pwd)
AMP=${AMP:-$TOP/amp}
VEC=${1:-$TOP/machines/host-gfortran-O0.vec}
. "$TOP/tests/bench/vecenv.sh"
N=3000000
# gen STMT: the loop's statement
gen() {
	cat <<F
      PROGRAM FNCH
      REAL X, S, F, H
      INTEGER I
      INTEGER*8 T0, T1, RATE
      EXTERNAL F
      S = 0
      H = 8.0 / $N
      CALL SYSTEM_CLOCK(T0, RATE)
      DO 10 I = 1, $N
         X = H * I
         $1
   10 CONTINUE
      CALL SYSTEM_CLOCK(T1)
      WRITE (*, '(F12.3)') REAL(T1 - T0) / RATE / $N * 1E9
      IF (S .EQ. 12345.0) PRINT *, S
      END
      REAL FUNCTION F(X)
      REAL X
      F = EXP(-X) * COS(3 * X)
      END
      SUBROUTINE STEP(S, X)
      REAL S, X, F
      S = S + F(S * 1E-30 + X)
      END
      SUBROUTINE STEPD(FF, S, X)
      REAL FF, S, X
      EXTERNAL FF
      S = S + FF(S * 1E-30 + X)
      END
F
}
least() { for r in 1 2 3 4 5; do $PREFIX "$1" || exit 1; done | sort -n | head -1; }
# the main program's predicted seconds, per iteration (F's included)
per_it() {
	"$AMP" predict --top 20 "$1" "$VEC" | awk -v n="$N" '/^top routines/ { t = 1 }
		t && ($1 == "FNCH" || $1 == "F" || $1 == "STEP" || $1 == "STEPD") { s += $2 } END { printf "%.2f", s / n * 1e9 }'
}
printf '%-28s %12s %13s %7s\n' loop measured_ns predicted_ns ratio
for c in chain call dummy free; do
	case $c in
	chain) st='S = S + F(S * 1E-30 + X)' ;;
	call) st='CALL STEP(S, X)' ;;
	dummy) st='CALL STEPD(F, S, X)' ;;
	free) st='S = S + F(X)' ;;
	esac
	gen "$st" > "$TMP/$c.f"
	(cd "$TMP" && ${FC:-gfortran} $FLAGS -o "$c" "$c.f" $LDFLAGS 2>/dev/null) ||
		{ echo "fnchain.sh: cannot build" >&2; exit 1; }
	t=$(least "$TMP/$c") || exit 1
	(cd "$TMP" && "$AMP" profile "$c.f" -o "$c.stats" >/dev/null 2>&1) ||
		{ echo "fnchain.sh: amp profile failed" >&2; exit 1; }
	p=$(per_it "$TMP/$c.stats")
	printf '%-28s %12.2f %13s %7.2f\n' "$st" "$t" "$p" "$(echo "$p $t" | awk '{ print $1 / $2 }')"
done

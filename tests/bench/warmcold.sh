#!/bin/sh
# warmcold.sh: what a kernel timing costs when its arrays were pushed out
# of the caches since its last call, as the characterizer's rounds did
# before each timing followed an untimed call like it (docs/characterizer.md,
# step 3). A kernel in the characterizer's form (windows of 254 elements of
# two 65600-element dummy arrays, IB = IB + 254, back to the start past
# 65000; N repetitions a call) runs Y(I) = Y(I) + X(I) or
# Y(I) = Y(I) - A*X(I+1). Each is timed three ways, least of REPS timings:
#   warm   right after a call of itself (its windows in the caches);
#   cold   right after a sweep over 32 MB of other data (as the 800-odd
#          kernels timed between two calls of one kernel in a round);
#   rewarm after the sweep and an untimed call like the timed one (what
#          the harness does now).
# Prints nanoseconds per iteration and cold over warm. Then whether the
# untimed call teaches the branch predictor the timed call's outcomes: a
# loop IF (KA(I) .LT. 50) on the harness's pseudo-random KA timed right
# after a call on the same windows and after a call on windows 127
# elements further (the arrays in the caches both ways).
# Usage: sh tests/bench/warmcold.sh [VEC] [REPS]
TOP=$(cd "$(dirname "$0")/../.." && pwd)
VEC=${1:-$TOP/machines/host-gfortran-O0.vec}
REPS=${2:-7}
. "$TOP/tests/bench/vecenv.sh"
cat > "$TMP/wc.f" <<'F'
      PROGRAM WC
      INTEGER LD, NW, N, R, MODE, KIND
      PARAMETER (LD = 65600, NW = 4000000)
      DOUBLE PRECISION X(LD), Y(LD), T(3), BEST
      DOUBLE PRECISION, ALLOCATABLE :: W(:)
      INTEGER*8 C0, C1, CR
      CHARACTER*16 ARG
      CALL GET_COMMAND_ARGUMENT(1, ARG)
      READ (ARG, *) KIND
      CALL GET_COMMAND_ARGUMENT(2, ARG)
      READ (ARG, *) R
      ALLOCATE (W(NW))
      W = 1.0D0
      X = 0.75D0
      Y = 0.0D0
      N = 273
      DO 30 MODE = 1, 3
        BEST = 1.0D30
        DO 20 I = 1, R
          IF (MODE .EQ. 1) CALL K(KIND, N, X, Y)
          IF (MODE .GE. 2) CALL SWEEP(W, NW)
          IF (MODE .EQ. 3) CALL K(KIND, N, X, Y)
          CALL SYSTEM_CLOCK(C0, CR)
          CALL K(KIND, N, X, Y)
          CALL SYSTEM_CLOCK(C1)
          BEST = MIN(BEST, DBLE(C1 - C0) / CR)
   20   CONTINUE
        T(MODE) = BEST * 1.0D9 / (N * 254)
   30 CONTINUE
      WRITE (*, '(3F10.3, F8.2)') T(1), T(2), T(3), T(2) / T(1)
      IF (Y(1) .LT. -1.0D30) PRINT *, W(1)
      END

      SUBROUTINE SWEEP(W, NW)
      INTEGER NW, I
      DOUBLE PRECISION W(NW)
      DO 10 I = 1, NW
        W(I) = W(I) * 0.5D0 + 0.5D0
   10 CONTINUE
      END

      SUBROUTINE K(KIND, NREP, X, Y)
      INTEGER KIND, NREP, I, J, IB
      DOUBLE PRECISION X(65600), Y(65600), A
      A = 0.5D0
      IB = 0
      DO 20 J = 1, NREP
        IB = IB + 254
        IF (IB .GT. 65000) IB = IB - 65000
        IF (KIND .EQ. 1) THEN
          DO 10 I = IB + 2, IB + 255
            Y(I) = Y(I) + X(I)
   10     CONTINUE
        ELSE
          DO 11 I = IB + 2, IB + 255
            Y(I) = Y(I) - A * X(I + 1)
   11     CONTINUE
        END IF
   20 CONTINUE
      END
F
(cd "$TMP" && $FC $FLAGS -o wc wc.f $LDFLAGS 2>/dev/null) ||
	{ echo "warmcold.sh: cannot build with $FC" >&2; exit 1; }
cat > "$TMP/bp.f" <<'F'
      PROGRAM BP
      INTEGER LD, N, R, I, MODE, KA(65600), REPS
      PARAMETER (LD = 65600)
      DOUBLE PRECISION Y(LD), BEST, T(2)
      INTEGER*8 C0, C1, CR, X
      CHARACTER*16 ARG
      CALL GET_COMMAND_ARGUMENT(1, ARG)
      READ (ARG, *) REPS
      X = 12345
      DO 5 I = 1, LD
        X = MOD(X * 16807, 2147483647_8)
        KA(I) = INT(MOD(X, 100_8))
        Y(I) = 0
    5 CONTINUE
      N = 273
      DO 30 MODE = 1, 2
        BEST = 1.0D30
        DO 20 R = 1, REPS
          IF (MODE .EQ. 1) CALL K(N, 0, KA, Y)
          IF (MODE .EQ. 2) CALL K(N, 127, KA, Y)
          CALL SYSTEM_CLOCK(C0, CR)
          CALL K(N, 0, KA, Y)
          CALL SYSTEM_CLOCK(C1)
          BEST = MIN(BEST, DBLE(C1 - C0) / CR)
   20   CONTINUE
        T(MODE) = BEST * 1.0D9 / (N * 254)
   30 CONTINUE
      WRITE (*, '(2F10.3, F8.3)') T(1), T(2), T(1) / T(2)
      IF (Y(1) .LT. -1) PRINT *, Y(2)
      END

      SUBROUTINE K(NREP, OFF, KA, Y)
      INTEGER NREP, OFF, KA(65600), I, J, IB
      DOUBLE PRECISION Y(65600)
      IB = OFF
      DO 20 J = 1, NREP
        IB = IB + 254
        IF (IB .GT. 65000) IB = IB - 65000
        DO 10 I = IB + 2, IB + 255
          IF (KA(I) .LT. 50) Y(I) = Y(I) + 1
   10   CONTINUE
   20 CONTINUE
      END
F
(cd "$TMP" && $FC $FLAGS -o bp bp.f $LDFLAGS 2>/dev/null) ||
	{ echo "warmcold.sh: cannot build with $FC" >&2; exit 1; }
printf '%-28s %9s %9s %9s %10s\n' loop warm_ns cold_ns rewarm_ns cold/warm
for kind in 1 2; do
	case $kind in 1) name='Y(I) = Y(I) + X(I)' ;; 2) name='Y(I) = Y(I) - A*X(I+1)' ;; esac
	out=$($PREFIX "$TMP/wc" $kind "$REPS") || { echo "warmcold.sh: the run failed" >&2; exit 1; }
	printf '%-28s %9s %9s %9s %10s\n' "$name" $out
done
out=$($PREFIX "$TMP/bp" "$REPS") || { echo "warmcold.sh: the run failed" >&2; exit 1; }
printf '\n%-28s %12s %12s %7s\n' loop after_same_ns after_other_ns ratio
printf '%-28s %12s %12s %7s\n' 'IF (KA(I) .LT. 50) ...' $out

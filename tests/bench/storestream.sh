#!/bin/sh
# storestream.sh: loops that stream stores through the caches, measured
# and predicted (validation.md, "Written lines"). A subroutine of
# LINPACK's shape runs over 333 elements of a column of A(500, 2000):
#   update  DY(I) = DY(I) + DA * DX(I)   (DAXPY: each line read, then written)
#   read    DZ(I) = DY(I) + DA * DX(I)   (DZ a small array: the column only read)
#   store   DY(I) = DA * DX(I)           (each line written, never read)
# over the first 4 columns again and again (hot: every line in the
# first-level cache) or over all 2000 in turn (cold: 5.3 MB, each line
# back from beyond the second-level cache). The same number of
# iterations in every run (2 x 10^8, 10 times fewer under a run
# prefix); the table gives the least of REPS runs' user + system CPU,
# what amp predict VEC makes of amp profile --memory at the same
# arguments, their ratio, and the nanoseconds an iteration measured.
#   sh tests/bench/storestream.sh [VEC] [REPS]
TOP=$(cd "$(dirname "$0")/../.." && pwd)
AMP=${AMP:-$TOP/amp}
VEC=${1:-$TOP/machines/host-gfortran-O0.vec}
REPS=${2:-3}
VEC=$(cd "$(dirname "$VEC")" && pwd)/$(basename "$VEC")
. "$TOP/tests/bench/vecenv.sh"
cd "$TMP" || exit 1
ITERS=200000000
[ -n "$PREFIX" ] && ITERS=20000000
cat > ss.f <<'F'
      PROGRAM SS
      DOUBLE PRECISION A(500,2000), X(500), Z(500)
      INTEGER L, NC, IT, J, REPS, M, NIT
      CHARACTER*16 ARG
      CALL GET_COMMAND_ARGUMENT(1, ARG)
      READ (ARG, *) M
      CALL GET_COMMAND_ARGUMENT(2, ARG)
      READ (ARG, *) NC
      CALL GET_COMMAND_ARGUMENT(3, ARG)
      READ (ARG, *) NIT
      L = 333
      A = 0
      X = 1.0D-9
      Z = 0
      REPS = NIT / (L * NC)
      DO 20 IT = 1, REPS
         DO 10 J = 1, NC
            IF (M .EQ. 1) THEN
               CALL DUPD(L, 1.0D-9, X, A(1,J))
            ELSE IF (M .EQ. 2) THEN
               CALL DREAD(L, 1.0D-9, X, A(1,J), Z)
            ELSE
               CALL DSTORE(L, 1.0D-9, X, A(1,J))
            END IF
   10    CONTINUE
   20 CONTINUE
      IF (A(1,1) .LT. 0 .OR. Z(1) .LT. 0) PRINT *, A(1,1), Z(1)
      END
      SUBROUTINE DUPD(N, DA, DX, DY)
      DOUBLE PRECISION DX(1), DY(1), DA
      INTEGER I, N
      DO 30 I = 1, N
         DY(I) = DY(I) + DA * DX(I)
   30 CONTINUE
      END
      SUBROUTINE DREAD(N, DA, DX, DY, DZ)
      DOUBLE PRECISION DX(1), DY(1), DZ(1), DA
      INTEGER I, N
      DO 30 I = 1, N
         DZ(I) = DY(I) + DA * DX(I)
   30 CONTINUE
      END
      SUBROUTINE DSTORE(N, DA, DX, DY)
      DOUBLE PRECISION DX(1), DY(1), DA
      INTEGER I, N
      DO 30 I = 1, N
         DY(I) = DA * DX(I)
   30 CONTINUE
      END
F
$FC $FLAGS -o ss ss.f $LDFLAGS || exit 1
echo "$(basename "$VEC"): least of $REPS runs; $ITERS iterations a run"
printf '%-7s %-5s %10s %10s %7s %9s\n' loop cache measured predicted ratio ns/iter
for m in 1 2 3; do
	case $m in 1) name=update ;; 2) name=read ;; 3) name=store ;; esac
	for nc in 4 2000; do
		case $nc in 4) where=hot ;; *) where=cold ;; esac
		"$AMP" profile --memory ss.f -o "ss$m-$nc.stats" -- $m $nc $ITERS > /dev/null 2>&1 || exit 1
		t=$(least_cputime "$REPS" $PREFIX ./ss $m $nc $ITERS)
		p=$("$AMP" predict "ss$m-$nc.stats" "$VEC" | awk 'NR == 1 { print $5 }')
		printf '%-7s %-5s %10s %10s %7s %9s\n' $name $where "$t" "$p" \
			"$(echo "$p $t" | awk '{ printf "%.3f", $1 / $2 }')" \
			"$(echo "$t $ITERS" | awk '{ printf "%.2f", $1 / $2 * 1e9 }')"
	done
done

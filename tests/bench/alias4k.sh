#!/bin/sh
# alias4k.sh: DAXPY's loop over the columns of a matrix of leading
# dimension LD, as LINPACK's DGEFA calls it, against the same vector X
# every time (validation.md, "Written lines"). Each call updates 333
# elements of one column, DY(I) = DY(I) + DA * DX(I), over 4 columns
# again and again (hot) or over 1900 or 1950 columns in turn (cold, about
# 5 MB of lines spread over 5 to 16 MB). With LD = 512 or 1024 every
# column starts at the same place within a 4 KiB page, so every column
# stands to X as the first does; with LD = 333, 500 or 1000 the
# columns' distance to X modulo 4 KiB changes from one to the next.
# Every layout makes the same memory classes; what tells them apart is
# open (validation.md, "What would fix it": a load held behind a store
# whose low 12 address bits it shares, or the prefetcher starting over
# at each column). The table gives the least of
# REPS runs' user + system CPU and nanoseconds an iteration (2 x 10^8
# iterations a run, 10 times fewer under a run prefix), and what amp
# predict VEC makes of amp profile --memory of the cold run.
#   sh tests/bench/alias4k.sh [VEC] [REPS]
TOP=$(cd "$(dirname "$0")/../.." && pwd)
AMP=${AMP:-$TOP/amp}
VEC=${1:-$TOP/machines/host-gfortran-O0.vec}
REPS=${2:-3}
VEC=$(cd "$(dirname "$VEC")" && pwd)/$(basename "$VEC")
. "$TOP/tests/bench/vecenv.sh"
cd "$TMP" || exit 1
ITERS=200000000
[ -n "$PREFIX" ] && ITERS=20000000
cat > gap.f <<'F'
      PROGRAM GAP
      DOUBLE PRECISION A(2000000), X(2000)
      INTEGER L, NC, LD, IT, J, REPS, NIT
      CHARACTER*16 ARG
      CALL GET_COMMAND_ARGUMENT(1, ARG)
      READ (ARG, *) LD
      CALL GET_COMMAND_ARGUMENT(2, ARG)
      READ (ARG, *) NC
      CALL GET_COMMAND_ARGUMENT(3, ARG)
      READ (ARG, *) NIT
      L = 333
      A = 0
      X = 1.0D-9
      REPS = NIT / (L * NC)
      DO 20 IT = 1, REPS
         DO 10 J = 1, NC
            CALL DAXPY(L, 1.0D-9, X, A(1 + (J - 1) * LD))
   10    CONTINUE
   20 CONTINUE
      IF (A(1) .LT. 0) PRINT *, A(1)
      END
      SUBROUTINE DAXPY(N, DA, DX, DY)
      DOUBLE PRECISION DX(1), DY(1), DA
      INTEGER I, N
      DO 30 I = 1, N
         DY(I) = DY(I) + DA * DX(I)
   30 CONTINUE
      END
F
$FC $FLAGS -o gap gap.f $LDFLAGS || exit 1
echo "$(basename "$VEC"): least of $REPS runs; $ITERS iterations a run; ns an iteration"
printf '%-5s %8s %8s %10s %10s %7s\n' LD hot cold cold_s predicted ratio
for ld in 333 500 512 1000 1024; do
	nc=1900
	[ $ld -ge 1000 ] && nc=1950
	h=$(least_cputime "$REPS" $PREFIX ./gap $ld 4 $ITERS)
	c=$(least_cputime "$REPS" $PREFIX ./gap $ld $nc $ITERS)
	"$AMP" profile --memory gap.f -o "g$ld.stats" -- $ld $nc $ITERS > /dev/null 2>&1 || exit 1
	p=$("$AMP" predict "g$ld.stats" "$VEC" | awk 'NR == 1 { print $5 }')
	printf '%-5s %8s %8s %10s %10s %7s\n' $ld \
		"$(echo "$h $ITERS" | awk '{ printf "%.2f", $1 / $2 * 1e9 }')" \
		"$(echo "$c $ITERS" | awk '{ printf "%.2f", $1 / $2 * 1e9 }')" "$c" "$p" \
		"$(echo "$p $c" | awk '{ printf "%.3f", $1 / $2 }')"
done

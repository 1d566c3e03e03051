#!/bin/sh
# qemu-zeros.sh: what a multiplication by zero costs under qemu-user
# (validation.md, "What would fix it"). The loop of DGEMM's 'N' case,
# C(I,J) = C(I,J) + TEMP*A(I,L) on 120 x 120 doubles, 20 calls, with
# A(I,J) = MOD(7I + 3J, 11) / 10 (one element in 11 is zero) against
# A(I,J) = (MOD(7I + 3J, 11) + 1) / 10 (none is). Same code, same
# operation counts; prints the least of REPS runs (user + system CPU
# seconds) of each, the two timed in turn, and the difference per
# multiplication by zero.
#   sh tests/bench/qemu-zeros.sh [riscv64|aarch64|host] [REPS]
set -e
ARCH=${1:-riscv64}
REPS=${2:-3}
if [ "$ARCH" = host ]; then
	FC=gfortran; RUN=; LD=
else
	FC=$ARCH-linux-gnu-gfortran; RUN=qemu-$ARCH; LD=-static
fi
for c in $FC $RUN; do
	command -v $c >/dev/null || { echo "qemu-zeros: $c is missing" >&2; exit 1; }
done
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
cd "$W"
CALLS=20
[ "$ARCH" = host ] && CALLS=100

# one run of ./$1: user + system CPU seconds
one() {
	bash -c 'TIMEFORMAT="%3U %3S"; { time "$@" > /dev/null 2>&1; } 2>&1' _ $RUN "./$1" $CALLS | awk '{ print $1 + $2 }'
}
lesser() { awk -v b="$1" -v t="$2" 'BEGIN { print (b == "" || t + 0 < b + 0) ? t : b }'; }

for v in 0 1; do
	cat > z$v.f <<F
      PROGRAM Z
      INTEGER N, R, K, I, J
      PARAMETER (N = 120)
      DOUBLE PRECISION A(N,N), C(N,N)
      CHARACTER*16 ARG
      CALL GET_COMMAND_ARGUMENT(1, ARG)
      READ (ARG, *) K
      DO 6 J = 1, N
         DO 5 I = 1, N
            A(I,J) = DBLE(MOD(I*7 + J*3, 11) + $v) / 10.0D0
    5    CONTINUE
    6 CONTINUE
      C = 1.0D0
      DO 10 R = 1, K
         CALL MM(N, A, N, C, N)
   10 CONTINUE
      PRINT *, C(1,1)
      END

      SUBROUTINE MM(N, A, LDA, C, LDC)
      INTEGER N, LDA, LDC, I, J, L
      DOUBLE PRECISION A(LDA,*), C(LDC,*), TEMP
      DO 90 J = 1, N
         DO 80 L = 1, N
            TEMP = 0.5D0
            DO 70 I = 1, N
               C(I,J) = C(I,J) + TEMP*A(I,L)
   70       CONTINUE
   80    CONTINUE
   90 CONTINUE
      END
F
	$FC -O0 $LD z$v.f -o z$v 2>/dev/null
done
# zeros of A: elements with 7I + 3J = 0 mod 11
nz=$(awk 'BEGIN { for (j = 1; j <= 120; j++) for (i = 1; i <= 120; i++) if ((i * 7 + j * 3) % 11 == 0) n++; print n }')
# in rounds, the two one after the other: this host changes pace from
# time to time, and both see the same pace within a round
t0=
t1=
i=0
while [ $i -lt "$REPS" ]; do
	t0=$(lesser "$t0" "$(one z0)")
	t1=$(lesser "$t1" "$(one z1)")
	i=$((i + 1))
done
echo "$ARCH: $CALLS calls of 120^3 iterations; $nz of A's 14400 elements zero"
echo "with zeros     $t0 s"
echo "without zeros  $t1 s"
echo "$t0 $t1 $nz $CALLS" | awk '{ printf "difference     %.1f ns per multiplication by zero (%d of them)\n", ($1 - $2) / ($3 * 120 * $4) * 1e9, $3 * 120 * $4 }'

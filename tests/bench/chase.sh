#!/bin/sh
# chase.sh: what an array reference costs when its subscript is the value
# another reference just loaded, against what amp predicts for it. Three
# loops over INTEGER arrays of N elements (P and Q random permutations,
# Q one cycle through all N), I = 1, 2, ... wrapping at N:
#   gather   S = S + D(P(I))     P(I) streams; D's element is random, but
#                                every iteration's address is known early
#                                (the characterizer's irregular kind)
#   chained  S = S + D(Q(P(I)))  two random elements, the second's address
#                                the first's value (bfs's W = ADJ(K) then
#                                DIST(W))
#   chase    J = Q(J)            every reference waits for the one before
# Each runs R and 2R iterations; the difference, measured on VEC's machine
# (its compiler, flags and run prefix; least of REPS wall times, R = 2^24)
# and predicted (amp profile --memory on this host, as amp validate
# profiles, and amp predict VEC; R = 2^22, the prediction is linear in R),
# is the cost of R iterations with the set-up taken out. Prints
# nanoseconds an iteration both ways and predicted over measured, by
# footprint (the three arrays together).
# Usage: sh tests/bench/chase.sh [VEC] [REPS]
TOP=$(cd "$(dirname "$0")/../.." && pwd)
AMP=${AMP:-$TOP/amp}
VEC=${1:-$TOP/machines/host-gfortran-O0.vec}
REPS=${2:-3}
. "$TOP/tests/bench/vecenv.sh"
cat > "$TMP/chase.f90" <<'F'
program chase
  implicit none
  integer, allocatable :: p(:), q(:), d(:)
  integer :: kind, n, r, i, j, k, t, s, seed
  character(len=16) :: arg
  call get_command_argument(1, arg)
  read (arg, *) kind
  call get_command_argument(2, arg)
  read (arg, *) n
  call get_command_argument(3, arg)
  read (arg, *) r
  allocate (p(n), q(n), d(n))
  ! Fisher-Yates with Park and Miller's generator
  seed = 12345
  do i = 1, n
    p(i) = i
  end do
  do i = n, 2, -1
    seed = int(mod(16807_8 * seed, 2147483647_8))
    j = 1 + mod(seed, i)
    t = p(i)
    p(i) = p(j)
    p(j) = t
  end do
  do i = 1, n - 1
    q(p(i)) = p(i + 1)
  end do
  q(p(n)) = p(1)
  d = 1
  s = 0
  j = 1
  i = 0
  if (kind == 1) then
    do k = 1, r
      i = i + 1
      if (i > n) i = 1
      s = s + d(p(i))
    end do
  else if (kind == 2) then
    do k = 1, r
      i = i + 1
      if (i > n) i = 1
      s = s + d(q(p(i)))
    end do
  else
    do k = 1, r
      j = q(j)
    end do
    s = j
  end if
  if (s == -1) print *, s
end program chase
F
"$FC" $FLAGS -o "$TMP/chase" "$TMP/chase.f90" $LDFLAGS || exit 1
R=16777216
PR=4194304
printf '%-8s %9s %10s %10s %8s\n' kind KiB meas_ns pred_ns pred/meas
for n in 8192 65536 262144 1048576 4194304; do
	for kind in 1 2 3; do
		m1=$(least_wall chase $kind $n $R)
		m2=$(least_wall chase $kind $n $((2 * R)))
		p1=$(predicted chase.f90 $kind $n $PR)
		p2=$(predicted chase.f90 $kind $n $((2 * PR)))
		case $kind in 1) name=gather ;; 2) name=chained ;; *) name=chase ;; esac
		echo "$name $n $m1 $m2 $p1 $p2 $R $PR" | awk '{
			m = ($4 - $3) * 1e9 / $7; p = ($6 - $5) * 1e9 / $8
			printf "%-8s %9d %10.2f %10.2f %8.2f\n", $1, $2 * 12 / 1024, m, p, (m > 0 ? p / m : 0) }'
	done
done

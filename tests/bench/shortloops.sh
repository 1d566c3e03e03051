#!/bin/sh
# shortloops.sh: one-statement loops over arrays in the first-level cache,
# predicted against measured (validation.md, "What is left"). Each loop
# runs 2025 iterations a pass over a module's arrays of constant extent
# (static) and over allocatable ones (through their descriptors): a 1-D
# copy V(I) = V(I+1), a 2-D copy W(I,J) = U(I,J) and the four-point
# average of jacobi. Prints, per loop, the measured nanoseconds per
# iteration (least of 3 runs, timed inside the program after a warm
# pass), what the vector predicts for the same routine from amp profile's
# counts, and predicted over measured. The machine comes from a vector's
# compiler, flags and run prefix.
# Usage: sh tests/bench/shortloops.sh [VEC]
TOP=$(cd "$(dirname "$0")/../.." && pwd)
AMP=${AMP:-$TOP/amp}
VEC=${1:-$TOP/machines/xeon/xeon-gfortran-O0.vec}
. "$TOP/tests/bench/vecenv.sh"
cat > "$TMP/l.f90" <<'F'
module d
  implicit none
  integer, parameter :: n = 45
  double precision :: u(0:n+1, 0:n+1), w(n, n), v(n*n+1)
  double precision, allocatable :: au(:,:), aw(:,:), av(:)
contains
  subroutine work(mode, reps)
    integer, intent(in) :: mode, reps
    integer :: i, j, r
    select case (mode)
    case (1)
      do r = 1, reps
        do i = 1, n * n
          v(i) = v(i+1)
        end do
      end do
    case (2)
      do r = 1, reps
        do i = 1, n * n
          av(i) = av(i+1)
        end do
      end do
    case (3)
      do r = 1, reps
        do j = 1, n
          do i = 1, n
            w(i, j) = u(i, j)
          end do
        end do
      end do
    case (4)
      do r = 1, reps
        do j = 1, n
          do i = 1, n
            aw(i, j) = au(i, j)
          end do
        end do
      end do
    case (5)
      do r = 1, reps
        do j = 1, n
          do i = 1, n
            w(i, j) = 0.25d0 * (u(i-1, j) + u(i+1, j) + u(i, j-1) + u(i, j+1))
          end do
        end do
      end do
    case (6)
      do r = 1, reps
        do j = 1, n
          do i = 1, n
            aw(i, j) = 0.25d0 * (au(i-1, j) + au(i+1, j) + au(i, j-1) + au(i, j+1))
          end do
        end do
      end do
    end select
  end subroutine work
end module d
program shortloops
  use d
  implicit none
  integer :: mode, reps
  integer(8) :: t0, t1, rate
  character(len=16) :: arg
  call get_command_argument(1, arg)
  read (arg, *) mode
  call get_command_argument(2, arg)
  read (arg, *) reps
  allocate (au(0:n+1, 0:n+1), aw(n, n), av(n*n+1))
  call random_number(u)
  call random_number(v)
  au = u
  av = v
  w = 0
  aw = 0
  call work(mode, 1)
  call system_clock(t0, rate)
  call work(mode, reps)
  call system_clock(t1)
  write (*, '(f10.3)') real(t1 - t0, kind(1.0d0)) / rate / (2025.0d0 * reps) * 1.0d9
  if (w(3, 3) + aw(3, 3) + v(7) + av(7) == 12345.0d0) print *, 'x'
end program shortloops
F
(cd "$TMP" && ${FC:-gfortran} $FLAGS -o l l.f90 $LDFLAGS 2>/dev/null) ||
	{ echo "shortloops.sh: cannot build" >&2; exit 1; }
REPS=50000
[ -n "$PREFIX" ] && REPS=10000
least() { for r in 1 2 3; do $PREFIX "$TMP/l" "$1" "$REPS" || exit 1; done | sort -n | head -1; }
echo "$(sed -n 's/^name //p' "$VEC"): nanoseconds per iteration, $REPS passes of 2025"
printf '%-22s %9s %9s %7s\n' loop measured predicted ratio
for mode in 1 2 3 4 5 6; do
	x=$(least "$mode") || exit 1
	pr=$((REPS / 10))
	(cd "$TMP" && "$AMP" profile l.f90 -o l.stats -- "$mode" "$pr" >/dev/null 2>&1) ||
		{ echo "shortloops.sh: amp profile failed" >&2; exit 1; }
	p=$("$AMP" predict --top 20 "$TMP/l.stats" "$VEC" |
		awk -v n=$(((pr + 1) * 2025)) '/^top routines/ { t = 1; next } t && $1 == "WORK" { printf "%.3f", $2 / n * 1e9; exit }')
	name=$(echo "1-D copy, static|1-D copy, allocatable|2-D copy, static|2-D copy, allocatable|4-point, static|4-point, allocatable" |
		cut -d'|' -f"$mode")
	printf '%-22s %9s %9s %7.2f\n' "$name" "$x" "$p" "$(echo "$p / $x" | bc -l)"
done

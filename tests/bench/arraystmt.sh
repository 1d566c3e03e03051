#!/bin/sh
# arraystmt.sh: Fortran 90 array assignments on sections of M doubles, by
# what their right side is (rule 10): a fill (X(1:M) = S, ASBC), a copy
# (X(1:M) = Y(1:M)), and two expressions (X(1:M) = Y(1:M) * S + T and
# X(1:M) = Y(1:M) + Y(2:M+1), ASTM). Each statement is a subroutine of its
# own, called 10^8 / M times; measured nanoseconds per element (least of 3
# runs, the call included) and what the machine vector predicts per
# element for the subroutine (amp profile, amp predict).
# Usage: sh tests/bench/arraystmt.sh [VEC]
TOP=$(cd "$(dirname "$0")/../.." && pwd)
AMP=${AMP:-$TOP/amp}
VEC=${1:-$TOP/machines/host-gfortran-O0.vec}
. "$TOP/tests/bench/vecenv.sh"
gen() {
	cat <<F
module secs
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  real(dp), allocatable :: x(:), y(:)
  real(dp) :: s = 1.5_dp, t = 0.5_dp
contains
  subroutine fill(m)
    integer, intent(in) :: m
    x(1:m) = s
  end subroutine fill
  subroutine copy(m)
    integer, intent(in) :: m
    x(1:m) = y(1:m)
  end subroutine copy
  subroutine scal(m)
    integer, intent(in) :: m
    x(1:m) = y(1:m) * s + t
  end subroutine scal
  subroutine adds(m)
    integer, intent(in) :: m
    x(1:m) = y(1:m) + y(2:m+1)
  end subroutine adds
end module secs
program arraystmt
  use secs
  implicit none
  integer :: m, r, k, reps
  integer(8) :: t0, t1, rate
  character(len=16) :: arg
  call get_command_argument(1, arg)
  read (arg, *) m
  reps = 100000000 / m
  allocate(x(m + 1), y(m + 1))
  y = 1.0_dp
  do k = 1, 4
    call system_clock(t0, rate)
    do r = 1, reps
      select case (k)
      case (1)
        call fill(m)
      case (2)
        call copy(m)
      case (3)
        call scal(m)
      case default
        call adds(m)
      end select
    end do
    call system_clock(t1)
    write (*, '(f10.3)', advance='no') real(t1 - t0, dp) / rate / (real(reps, dp) * m) * 1.0e9_dp
  end do
  write (*, *)
  if (x(1) < 0.0_dp) print *, x(1)
end program arraystmt
F
}
gen > "$TMP/a.f90"
(cd "$TMP" && ${FC:-gfortran} $FLAGS -o a a.f90 $LDFLAGS 2>/dev/null) ||
	{ echo "arraystmt.sh: cannot build" >&2; exit 1; }
# least of 3 runs, per column
least() {
	for r in 1 2 3; do $PREFIX "$TMP/a" "$1" || exit 1; done |
		awk '{ for (i = 1; i <= 4; i++) if (NR == 1 || $i < v[i]) v[i] = $i }
		     END { printf "%10.3f %10.3f %10.3f %10.3f", v[1], v[2], v[3], v[4] }'
}
# the subroutines' predicted nanoseconds per element
predicted() {
	(cd "$TMP" && "$AMP" profile a.f90 -o s.stats -- "$1" >/dev/null 2>&1) || exit 1
	"$AMP" predict --top 20 "$TMP/s.stats" "$VEC" | awk -v m="$1" '
		/^top routines/ { t = 1; next }
		t && NF == 0 { t = 0 }
		t { p[$1] = $2 }
		END { n = int(100000000 / m) * m
		      printf "%10.3f %10.3f %10.3f %10.3f", p["FILL"] / n * 1e9, p["COPY"] / n * 1e9,
		             p["SCAL"] / n * 1e9, p["ADDS"] / n * 1e9 }'
}
echo "$(sed -n 's/^name //p' "$VEC"): nanoseconds per element, measured | predicted"
printf '%-6s %10s %10s %10s %10s | %10s %10s %10s %10s\n' M fill copy scale_add add fill copy scale_add add
for M in 16 64 1000; do
	meas=$(least "$M") || exit 1
	pred=$(predicted "$M") || exit 1
	printf '%-6s %s | %s\n' "$M" "$meas" "$pred"
done

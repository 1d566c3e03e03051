#!/bin/sh
# randomnumber.sh: RANDOM_NUMBER's parameters (rule 6, RNGS and RNGD)
# against the time of loops that call it. Three loops, 2 x 10^7 values
# each: a Monte Carlo estimate of pi from two double-precision scalars
# a trip (`CALL RANDOM_NUMBER(X)`, `CALL RANDOM_NUMBER(Y)`, a test),
# the same with single-precision scalars, and an array form that fills
# 1000 doubles at a time and counts those under one half. Prints each
# loop's least time of REPS runs (user + system CPU seconds) and what
# the machine vector predicts from amp profile's counts.
#   sh tests/bench/randomnumber.sh [VEC] [REPS]
set -e
TOP=$(cd "$(dirname "$0")/../.." && pwd)
AMP=${AMP:-$TOP/amp}
VEC=${1:-$TOP/machines/host-gfortran-O0.vec}
VEC=$(cd "$(dirname "$VEC")" && pwd)/$(basename "$VEC")
REPS=${2:-5}
. "$TOP/tests/bench/vecenv.sh"
cd "$TMP"
cat > rn.f90 <<'F'
program rn
  implicit none
  integer, parameter :: n = 10000000
  integer :: i, hits, mode
  real(8) :: x, y, v(1000)
  real :: a, b
  character(len=8) :: arg
  call get_command_argument(1, arg)
  read (arg, *) mode
  hits = 0
  select case (mode)
  case (1)
    do i = 1, n
      call random_number(x)
      call random_number(y)
      if (x * x + y * y < 1.0d0) hits = hits + 1
    end do
  case (2)
    do i = 1, n
      call random_number(a)
      call random_number(b)
      if (a * a + b * b < 1.0) hits = hits + 1
    end do
  case default
    do i = 1, 2 * n / 1000
      call random_number(v)
      hits = hits + count(v < 0.5d0)
    end do
  end select
  print *, hits
end program rn
F
$FC $FLAGS -o rn rn.f90 $LDFLAGS > build.log 2>&1 || { cat build.log >&2; exit 1; }
printf '%-28s %10s %11s %7s\n' loop measured_s predicted_s ratio
for m in 1 2 3; do
	case $m in 1) name="two doubles a trip" ;; 2) name="two reals a trip" ;; 3) name="1000 doubles a call" ;; esac
	"$AMP" profile rn.f90 -o rn$m.stats -- $m > /dev/null 2>&1
	best=""
	for r in $(seq "$REPS"); do
		t=$(cputime $PREFIX ./rn $m)
		best=$(awk -v b="$best" -v t="$t" 'BEGIN { print (b == "" || t + 0 < b + 0) ? t : b }')
	done
	p=$("$AMP" predict --format csv rn$m.stats -- "$VEC" | tail -1 | cut -d, -f2)
	[ -n "$p" ] || exit 1
	printf '%-28s %10.3f %11.4f %7.2f\n' "$name" "$best" "$p" "$(awk -v a="$p" -v b="$best" 'BEGIN { print a / b }')"
done

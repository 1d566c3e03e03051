#!/bin/sh
# dostep.sh: a DO loop whose step is a variable (DO J = 1, N, S, as in a
# sieve's or an FFT's inner loop) against the same loop with the constant
# step 1 (all of the characterizer's kernels' loops): the body stores
# .TRUE. into a logical array of 100000 elements, 2000 sweeps (2 x 10^8
# iterations; 2 x 10^7 under a run prefix). Per variant: the least of REPS
# runs (user + system CPU of the whole program), the nanoseconds per
# iteration, and what the vector predicts for the run (amp profile and
# amp predict of the same source).
# Usage: sh tests/bench/dostep.sh [VEC] [REPS]
TOP=$(cd "$(dirname "$0")/../.." && pwd)
AMP=${AMP:-$TOP/amp}
VEC=${1:-$TOP/machines/host-gfortran-O0.vec}
REPS=${2:-3}
. "$TOP/tests/bench/vecenv.sh"
SWEEPS=2000
[ -n "$PREFIX" ] && SWEEPS=200
for v in const var; do
	if [ $v = const ]; then head='do j = 1, n'; else head='do j = 1, n, s'; fi
	cat > "$TMP/$v.f90" <<F
program dostep
  implicit none
  integer :: n, s, r, j, nr
  logical, allocatable :: c(:)
  character(len=16) :: arg
  call get_command_argument(1, arg)
  read (arg, *) nr
  n = 100000
  s = 1
  allocate(c(n))
  c = .false.
  do r = 1, nr
    $head
      c(j) = .true.
    end do
  end do
  if (.not. c(n)) print *, 'not reached'
end program dostep
F
	(cd "$TMP" && $FC $FLAGS -o $v $v.f90 $LDFLAGS 2>/dev/null) ||
		{ echo "dostep.sh: cannot build with $FC" >&2; exit 1; }
done
printf '%-22s %10s %8s %12s %8s\n' loop measured_s ns_iter predicted_s ns_iter
for v in const var; do
	best=$(least_cputime "$REPS" $PREFIX "$TMP/$v" "$SWEEPS")
	"$AMP" profile "$TMP/$v.f90" -o "$TMP/$v.stats" -- "$SWEEPS" >/dev/null 2>&1 ||
		{ echo "dostep.sh: amp profile failed" >&2; exit 1; }
	p=$("$AMP" predict "$TMP/$v.stats" "$VEC" | sed -n '1s/.*predicted \([^ ]*\) s.*/\1/p')
	case $v in const) name='DO J = 1, N' ;; var) name='DO J = 1, N, S (S=1)' ;; esac
	echo "$best $p $SWEEPS" | awk -v name="$name" '{ it = $3 * 100000
		printf "%-22s %10.3f %8.3f %12.4f %8.3f\n", name, $1, $1 * 1e9 / it, $2, $2 * 1e9 / it }'
done

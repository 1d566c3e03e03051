#!/bin/sh
# addrbound.sh: statements whose work is mostly address arithmetic,
# measured and predicted (validation.md, "What would fix it"). Each
# variant sweeps one statement over the inner points of a 36^3 grid (or
# the same number of points of a 1-D array), explicit-shape dummies,
# REPS2 sweeps; the table gives the least of REPS runs' user + system
# CPU against amp predict VEC of amp profile --memory, and the ratio.
# The 3-D variants differ only in how many references their statement
# makes; the 1-D ones make as many with one subscript each. The arrays
# are adjustable (their extents from the dummy N, as LINPACK's A(LDA,
# *)), but in the variants named ...c, whose extents are constants.
#   sh tests/bench/addrbound.sh [VEC] [REPS]
TOP=$(cd "$(dirname "$0")/../.." && pwd)
AMP=${AMP:-$TOP/amp}
VEC=${1:-$TOP/machines/host-gfortran-O0.vec}
REPS=${2:-3}
VEC=$(cd "$(dirname "$VEC")" && pwd)/$(basename "$VEC")
. "$TOP/tests/bench/vecenv.sh"
cd "$TMP" || exit 1
# run NAME SWEEPS STATEMENT [const]: the sweep's arrays adjustable
# (extents from the dummy N), or with const of constant extents (N a
# named constant in the sweep, the dummy NN unused)
run() {
	if [ "${4:-}" = const ]; then
		ndecl="integer :: nn, i, j, k, it
  integer, parameter :: n = 36"
		nd=nn
	else
		ndecl="integer :: n, i, j, k, it"
		nd=n
	fi
	cat > "$1.f90" <<F
program $1
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  integer, parameter :: n = 36
  real(dp) :: a(-3:n+4, 0:n+1, 0:n+1), b(-3:n+4, 0:n+1, 0:n+1)
  real(dp) :: x(-3:50000), y(-3:50000)
  a = 0.5_dp; b = a; x = 0.5_dp; y = x
  call sweep(a, b, x, y, n)
  print *, b(2,2,2), y(5)
end program $1
subroutine sweep(a, b, x, y, $nd)
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  $ndecl
  real(dp) :: a(-3:n+4, 0:n+1, 0:n+1), b(-3:n+4, 0:n+1, 0:n+1), c
  real(dp) :: x(-3:50000), y(-3:50000)
  c = 1.0_dp / 6.0_dp
  do it = 1, $2
    do k = 1, n
      do j = 1, n
        do i = 1, n
          $3
        end do
      end do
    end do
  end do
end subroutine sweep
F
	$FC $FLAGS -o "$1" "$1.f90" $LDFLAGS || return 1
	"$AMP" profile --memory "$1.f90" -o "$1.stats" > /dev/null 2>&1 || return 1
	m=$(least_cputime "$REPS" $PREFIX ./"$1")
	p=$("$AMP" predict "$1.stats" "$VEC" | awk 'NR == 1 { print $5 }')
	printf '%-6s %6d %10s %10s %7s   %s\n' "$1" "$2" "$m" "$p" "$(echo "$p $m" | awk '{ printf "%.3f", $1 / $2 }')" "$3"
}
echo "$(basename "$VEC"): least of $REPS runs, seconds"
printf '%-6s %6s %10s %10s %7s   %s\n' name sweeps measured predicted ratio statement
run s3d1 4000 'b(i, j, k) = c * a(i, j, k)'
run s3d3 3000 'b(i, j, k) = c * (a(i-1, j, k) + a(i+1, j, k))'
run s3d7 1500 'b(i, j, k) = c * (a(i-1, j, k) + a(i+1, j, k) + a(i, j-1, k) + a(i, j+1, k) + a(i, j, k-1) + a(i, j, k+1))'
run s3d7c 1500 'b(i, j, k) = c * (a(i-1, j, k) + a(i+1, j, k) + a(i, j-1, k) + a(i, j+1, k) + a(i, j, k-1) + a(i, j, k+1))' const
run s3d1c 4000 'b(i, j, k) = c * a(i, j, k)' const
run s1d3 3000 'y(i) = c * (x(i-1) + x(i+1))'
run s1d7 1500 'y(i) = c * (x(i-1) + x(i+1) + x(i-2) + x(i+2) + x(i-3) + x(i+3))'

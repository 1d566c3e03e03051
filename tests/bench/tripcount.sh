#!/bin/sh
# tripcount.sh: what a DO loop's entry costs by its trip count, and
# whether its exit is foreseen (rule 14). An inner loop of about T
# iterations, X(IB+I) = X(IB+I) + S on a window that moves through 70000
# doubles, entered 2*10^7 / T times, either with the same trip count T
# at every entry (fixed) or with T - 2 .. T + 2 drawn from a fixed
# pseudo-random sequence (varying). Prints the measured nanoseconds per
# entry of each (least of 5 runs), amp's BMIS per entry of each (the
# closing branch through amp's predictors) and what the machine vector
# predicts per entry. The machine comes from a vector's compiler, flags
# and run prefix.
# Usage: sh tests/bench/tripcount.sh [VEC] [T...]
TOP=$(cd "$(dirname "$0")/../.." && pwd)
AMP=${AMP:-$TOP/amp}
VEC=${1:-$TOP/machines/host-gfortran-O0.vec}
[ $# -gt 0 ] && shift
TRIPS=${*:-5 8 12 16 24 32 36 40 48 64 128 254}
. "$TOP/tests/bench/vecenv.sh"
cat > "$TMP/t.f90" <<'F'
module trip
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  real(dp) :: x(70000), s = 1.0e-9_dp
  integer :: tr(4096)
contains
  subroutine nest(t, ne)
    integer, intent(in) :: t, ne
    integer :: i, j, ib
    ib = 0
    do j = 1, ne
      do i = 1, tr(iand(j, 4095) + 1)
        x(ib + i) = x(ib + i) + s
      end do
      ib = ib + t
      if (ib > 65000) ib = 0
    end do
  end subroutine nest
end module trip
program tripcount
  use trip
  implicit none
  integer :: t, ne, mode, k, seed
  integer(8) :: t0, t1, rate
  character(len=16) :: arg
  call get_command_argument(1, arg)
  read (arg, *) t
  call get_command_argument(2, arg)
  read (arg, *) mode
  ne = 20000000 / t
  seed = 12345
  do k = 1, 4096
    seed = mod(seed * 1103 + 12345, 65536)
    tr(k) = t
    if (mode == 1) tr(k) = t - 2 + mod(seed / 16, 5)
  end do
  x = 0.0_dp
  call system_clock(t0, rate)
  call nest(t, ne)
  call system_clock(t1)
  write (*, '(f10.3)') real(t1 - t0, dp) / rate / ne * 1.0e9_dp
  if (x(1) < 0.0_dp) print *, x(1)
end program tripcount
F
(cd "$TMP" && ${FC:-gfortran} $FLAGS -o t t.f90 $LDFLAGS 2>/dev/null) ||
	{ echo "tripcount.sh: cannot build" >&2; exit 1; }
least() { for r in 1 2 3 4 5; do $PREFIX "$TMP/t" "$1" "$2" || exit 1; done | sort -n | head -1; }
# predicted nanoseconds and BMIS per entry: T MODE
amp_per_entry() {
	(cd "$TMP" && "$AMP" profile t.f90 -o s.stats -- "$1" "$2" >/dev/null 2>&1) || exit 1
	ne=$((20000000 / $1))
	p=$("$AMP" predict --top 20 "$TMP/s.stats" "$VEC" |
		awk -v ne="$ne" '/^top routines/ { t = 1; next } t && $1 == "NEST" { printf "%.2f", $2 / ne * 1e9; exit }')
	b=$(awk -v ne="$ne" '$1 == "total" && $2 == "BMIS" { v = $3 } END { printf "%.3f", v / ne }' "$TMP/s.stats")
	echo "$p $b"
}
echo "$(sed -n 's/^name //p' "$VEC"): nanoseconds per entry of an inner loop of about T iterations"
printf '%-5s %10s %10s %8s | %10s %10s | %10s %10s\n' T fixed varying diff pred_fixed pred_vary bmis_fixed bmis_vary
for T in $TRIPS; do
	f=$(least "$T" 0) && v=$(least "$T" 1) || exit 1
	pf=$(amp_per_entry "$T" 0) && pv=$(amp_per_entry "$T" 1) || exit 1
	set -- $pf $pv
	printf '%-5s %10s %10s %8.2f | %10s %10s | %10s %10s\n' "$T" "$f" "$v" \
		"$(echo "$v $f" | awk '{ print $1 - $2 }')" "$1" "$3" "$2" "$4"
done

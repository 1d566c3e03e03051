#!/bin/sh
# restart.sh: a sparse row product like cg's, s = s + val(k) * v(col(k)),
# over rows of L elements, with s set to 0 before each row (the chain of
# rule 15 restarts at every entry of the inner loop) and without (it runs
# on from row to row): measured nanoseconds per row (20000 elements, 1000
# sweeps, least of 5 runs), and what a machine vector predicts per row for
# the restarting loop, with its window rows (entries overlap, lat.entry)
# and without them (every entry pays its whole chain). The data stay in
# the nearer caches; no memory term.
# Usage: sh tests/bench/restart.sh [VEC]
TOP=$(cd "$(dirname "$0")/../.." && pwd)
AMP=${AMP:-$TOP/amp}
VEC=${1:-$TOP/machines/host-gfortran-O0.vec}
. "$TOP/tests/bench/vecenv.sh"
grep -v '^window ' "$VEC" > "$TMP/nowin.vec"
# gen L RESET: rows of L elements, s reset before each row or not
gen() {
	cat <<F
module rows
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  integer :: nrow
  real(dp), allocatable :: val(:), v(:), w(:)
  integer, allocatable :: col(:), rowptr(:)
contains
  subroutine sweep()
    integer :: ii, kk
    real(dp) :: s
    s = 0.0_dp
    do ii = 1, nrow
F
	[ "$2" = 1 ] && echo "      s = 0.0_dp"
	cat <<F
      do kk = rowptr(ii), rowptr(ii + 1) - 1
        s = s + val(kk) * v(col(kk))
      end do
      w(ii) = s
    end do
  end subroutine sweep
end module rows
program restart
  use rows
  implicit none
  integer :: ii, kk, rep, ntot
  integer(8) :: t0, t1, rate
  ntot = 20000
  nrow = ntot / $1
  allocate(val(ntot), v(ntot), w(nrow), col(ntot), rowptr(nrow + 1))
  do kk = 1, ntot
    val(kk) = 1.0_dp / kk
    v(kk) = 0.5_dp
    col(kk) = ntot + 1 - kk
  end do
  do ii = 1, nrow + 1
    rowptr(ii) = (ii - 1) * $1 + 1
  end do
  call system_clock(t0, rate)
  do rep = 1, 1000
    call sweep()
  end do
  call system_clock(t1)
  write (*, '(f12.3)') real(t1 - t0, dp) / rate / (1000.0_dp * nrow) * 1.0e9_dp
end program restart
F
}
least() { for r in 1 2 3 4 5; do $PREFIX "$1" || exit 1; done | sort -n | head -1; }
# the sweep routine's predicted seconds per row
per_row() {
	"$AMP" predict "$1" "$2" | awk -v rows="$3" '/^top routines/ { t = 1 } t && $1 == "SWEEP" { printf "%.2f", $2 / rows * 1e9; exit }'
}
printf '%-4s %12s %12s %14s %14s\n' L reset_ns carry_ns predicted_ns whole_chain_ns
for L in 2 3 5 8 12 20 32 64 128; do
	for r in 0 1; do
		gen "$L" "$r" > "$TMP/r$r.f90"
		(cd "$TMP" && ${FC:-gfortran} $FLAGS -o "r$r" "r$r.f90" $LDFLAGS 2>/dev/null) ||
			{ echo "restart.sh: cannot build" >&2; exit 1; }
	done
	t1=$(least "$TMP/r1") && t0=$(least "$TMP/r0") || exit 1
	(cd "$TMP" && "$AMP" profile r1.f90 -o s.stats >/dev/null 2>&1) || exit 1
	rows=$((20000 / L * 1000))
	p=$(per_row "$TMP/s.stats" "$VEC" $rows)
	q=$(per_row "$TMP/s.stats" "$TMP/nowin.vec" $rows)
	printf '%-4s %12.2f %12.2f %14s %14s\n' "$L" "$t1" "$t0" "$p" "$q"
done

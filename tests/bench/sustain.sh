#!/bin/sh
# sustain.sh: how a loop's pace depends on how long it runs at a stretch
# (the vector's sustained-factor, docs/characterizer.md). One loop,
# C(I) = C(I) + A(I) * S over 1000 doubles, in one subroutine, timed in
# one process for runs of 40 sweeps (about 0.04 ms) up to 2 x 10^6
# sweeps (seconds); for each run length, many timings (fewer of the
# long ones), their least, 10th percentile and median per element, and
# the 10th percentile over the shortest runs' 10th percentile. Then the
# same loop as a whole program of 10^6 sweeps, its least user + system
# CPU time of REPS runs, per element, over the shortest runs' 10th
# percentile: what amp validate measures against what the kernels'
# timings see.
#   sh tests/bench/sustain.sh [FC] [REPS]
set -e
FC=${1:-gfortran}
REPS=${2:-5}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cd "$TMP"
cat > sweep.f90 <<'F'
subroutine sweep(a, c, s, n, nrep)
  implicit none
  integer :: n, nrep, i, r
  double precision :: a(n), c(n), s
  do r = 1, nrep
    do i = 1, n
      c(i) = c(i) + a(i) * s
    end do
  end do
end subroutine sweep
F
cat > lengths.f90 <<'F'
program lengths
  implicit none
  integer, parameter :: n = 1000
  double precision :: a(n), c(n), s, ts(400), base
  integer :: k, j, nt, reps(7)
  integer(8) :: t0, t1, rate
  reps = [40, 400, 4000, 40000, 400000, 1000000, 2000000]
  a = 1.0d-3
  c = 0
  s = 0.5d0
  base = 0
  call system_clock(count_rate=rate)
  print '(a)', 'run_ms     timings  least_ns  p10_ns  median_ns  p10/shortest'
  do j = 1, 7
    nt = max(3, min(400, 4000000 / reps(j)))
    do k = 1, nt
      call system_clock(t0)
      call sweep(a, c, s, n, reps(j))
      call system_clock(t1)
      ts(k) = dble(t1 - t0) / rate / (dble(reps(j)) * n)
    end do
    call sort(ts, nt)
    if (j == 1) base = ts(max(1, nt / 10))
    print '(f10.3, i8, 3f10.4, f10.3)', ts(1) * reps(j) * n * 1d3, nt, ts(1) * 1d9, &
      ts(max(1, nt / 10)) * 1d9, ts((nt + 1) / 2) * 1d9, ts(max(1, nt / 10)) / base
  end do
  print '(a, f10.4)', 'shortest_p10_ns ', base * 1d9
  if (c(1) < 0) print *, c(1)
contains
  subroutine sort(x, m)
    integer :: m, i, j
    double precision :: x(m), v
    do i = 2, m
      v = x(i)
      j = i - 1
      do while (j >= 1)
        if (x(j) <= v) exit
        x(j + 1) = x(j)
        j = j - 1
      end do
      x(j + 1) = v
    end do
  end subroutine sort
end program lengths
F
cat > whole.f90 <<'F'
program whole
  implicit none
  integer, parameter :: n = 1000
  double precision :: a(n), c(n), s
  a = 1.0d-3
  c = 0
  s = 0.5d0
  call sweep(a, c, s, n, 1000000)
  if (c(1) < 0) print *, c(1)
end program whole
F
"$FC" -O0 -c sweep.f90
"$FC" -O0 lengths.f90 sweep.o -o lengths
"$FC" -O0 whole.f90 sweep.o -o whole
./lengths | tee lengths.txt
best=
for r in $(seq "$REPS"); do
	t=$(bash -c 'TIMEFORMAT="%3U %3S"; { time ./whole > /dev/null; } 2>&1' | awk '{ print $1 + $2 }')
	best=$(printf '%s\n' $best "$t" | sort -g | head -1)
done
awk -v b="$best" '$1 == "shortest_p10_ns" { printf "whole program, 10^9 elements: least of '"$REPS"' runs %.3f s, %.4f ns per element, %.3f times the shortest runs'"'"' p10\n", b, b, b / $2 }' lengths.txt

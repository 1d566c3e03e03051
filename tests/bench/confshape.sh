#!/bin/sh
# confshape.sh: what a first-level cache conflict miss costs by the shape
# of the loop that makes it (characterizer.md, step 7, the conflict
# kind). Four loops of 256 iterations (ns an iteration, the least of
# three timings of 20000 passes each, CPU_TIME), each over NF lines in
# one set (elements 8 KiB apart, pairs 4 KiB apart within a pair) and
# again with every step one line longer (8 KiB + 64 B: the same
# operations, the lines spread over the sets):
#   index:  X(XI(KP + I)) = X(XI(KP + I)) + 0.5D0, X allocatable in a
#           module, XI the cycle of NF elements (the conflict kernels of
#           amp before the swaps);
#   update: the same in place update, X static and the subscript direct
#           (KP + 1024 * step, KP wrapping after NF);
#   swap:   T = X(KP + 512); X(KP + 512) = X(KP); X(KP) = T over NF / 2
#           pairs, X static, direct (the conflict kernels);
#   bfly:   T = X(IP); X(IP) = X(I) - T; X(I) = X(I) + T * 0.5D0 ... as
#           swap, a butterfly's arithmetic on the pair.
# The columns "+" give conflict less spread: what NF lines in one set
# add to an iteration. The simulated cache of amp-reuse.h (8 ways)
# counts no conflict miss at NF = 4, one per element read from NF = 16.
#   sh tests/bench/confshape.sh [FC]
set -e
FC=${1:-gfortran}
command -v "$FC" >/dev/null || { echo "confshape: $FC is missing" >&2; exit 1; }
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
cd "$W"
cat > cs.f90 <<'F'
module csm
  double precision, allocatable :: xa(:)
  integer, allocatable :: xi(:)
  double precision :: xs(300000)
end module csm

subroutine kindex(nrep, kp)
  use csm
  integer :: nrep, kp, i, j
  do j = 1, nrep
    do i = 1, 256
      xa(xi(kp + i)) = xa(xi(kp + i)) + 0.5d0
    end do
  end do
end subroutine kindex

subroutine kupdate(nrep, s, last)
  use csm
  integer :: nrep, s, last, i, j, kp
  kp = 1
  do j = 1, nrep
    do i = 1, 256
      xs(kp) = xs(kp) + 0.5d0
      kp = kp + s
      if (kp > last) kp = 1
    end do
  end do
end subroutine kupdate

subroutine kswap(nrep, s, last)
  use csm
  integer :: nrep, s, last, i, j, kp
  double precision :: t
  kp = 1
  do j = 1, nrep
    do i = 1, 256
      t = xs(kp + 512)
      xs(kp + 512) = xs(kp)
      xs(kp) = t
      kp = kp + s
      if (kp > last) kp = 1
    end do
  end do
end subroutine kswap

subroutine kbfly(nrep, s, last)
  use csm
  integer :: nrep, s, last, i, j, kp
  double precision :: t
  kp = 1
  do j = 1, nrep
    do i = 1, 256
      t = xs(kp + 512)
      xs(kp + 512) = (xs(kp) - t) * 0.5d0
      xs(kp) = (xs(kp) + t) * 0.5d0 + 0.25d0
      kp = kp + s
      if (kp > last) kp = 1
    end do
  end do
end subroutine kbfly

program confshape
  use csm
  integer, parameter :: nrep = 20000
  integer :: nf, s, q, k, r, p, np
  real :: t0, t1, best(4, 2)
  allocate (xa(300000), xi(256))
  xa = 1d0
  xs = 1d0
  do nf = 4, 256
    if (nf /= 4 .and. nf /= 16 .and. nf /= 64 .and. nf /= 256) cycle
    do p = 1, 2
      s = 1024 + 8 * (p - 1)
      do i = 1, 256
        xi(i) = s * mod(i - 1, nf) + 1
      end do
      np = nf / 2
      best(:, p) = huge(1.0)
      do r = 1, 3
        do k = 1, 4
          call cpu_time(t0)
          select case (k)
          case (1)
            call kindex(nrep, 0)
          case (2)
            call kupdate(nrep, s, 1 + (nf - 1) * s)
          case (3)
            call kswap(nrep, s, 1 + (np - 1) * s)
          case (4)
            call kbfly(nrep, s, 1 + (np - 1) * s)
          end select
          call cpu_time(t1)
          best(k, p) = min(best(k, p), (t1 - t0) / nrep / 256 * 1e9)
        end do
      end do
    end do
    print '(i4, 4(f8.2, f7.2))', nf, (best(q, 1), best(q, 1) - best(q, 2), q = 1, 4)
  end do
  if (xs(1) < -1d300 .or. xa(1) < 0) print *, xs(1), xa(1)
end program confshape
F
"$FC" -O0 -o cs cs.f90
echo "ns an iteration, $FC -O0; +: conflict less the spread layout"
printf '%4s %8s %7s %8s %7s %8s %7s %8s %7s\n' NF index + update + swap + bfly +
./cs

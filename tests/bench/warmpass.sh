#!/bin/sh
# warmpass.sh: how many untimed passes a memory kernel's footprint needs
# before a timing finds it where a loop that keeps sweeping it would
# (characterizer.md, step 7). A gather DB(I) = X(IX(KP + I)) over a
# random permutation of one element per 64-byte line, as the irregular
# memory kernels', runs 200 times: a sweep over 128 MiB of other data
# (the rest of a round), then 0, 1, 2 or 4 untimed passes over the
# footprint, then 15360 timed references (about a kernel's timing).
# Prints, per footprint in lines and passes, the 10th percentile and
# the median ns a reference. The machine comes from a vector's
# compiler, flags and run prefix.
# Usage: sh tests/bench/warmpass.sh [VEC]
TOP=$(cd "$(dirname "$0")/../.." && pwd)
VEC=${1:-$TOP/machines/xeon/xeon-gfortran-O0.vec}
. "$TOP/tests/bench/vecenv.sh"
cat > "$TMP/w.f90" <<'F'
program warmpass
  implicit none
  integer :: nf, npass, ntime, i, k, kp, t, r, p
  integer(8) :: seed, c0, c1, rate
  integer, allocatable :: ix(:)
  double precision, allocatable :: x(:), big(:)
  double precision :: db(256), tt(200), s
  character(len=16) :: arg
  call get_command_argument(1, arg)
  read (arg, *) nf
  call get_command_argument(2, arg)
  read (arg, *) npass
  call get_command_argument(3, arg)
  read (arg, *) ntime
  allocate(x(8 * nf), ix(nf), big(16 * 1024 * 1024))
  x = 1
  big = 1
  do i = 1, nf
    ix(i) = 8 * (i - 1) + 1
  end do
  seed = 12345
  do i = nf, 2, -1
    seed = mod(seed * 16807_8, 2147483647_8)
    k = int(mod(seed, int(i, 8))) + 1
    t = ix(i)
    ix(i) = ix(k)
    ix(k) = t
  end do
  kp = 0
  s = 0
  do r = 1, 200
    do i = 1, size(big), 8
      big(i) = big(i) + 1
    end do
    do p = 1, npass
      call gather(nf / 256)
    end do
    call system_clock(c0, rate)
    call gather(ntime / 256)
    call system_clock(c1)
    tt(r) = dble(c1 - c0) / rate * 1d9 / ntime
    s = s + db(7)
  end do
  do i = 2, 200
    t = i
    do while (t > 1)
      if (tt(t - 1) <= tt(t)) exit
      tt(t - 1:t) = tt(t:t - 1:-1)
      t = t - 1
    end do
  end do
  print '(i9, i7, 2f9.3)', nf, npass, tt(20), tt(100)
  if (s /= 200) print *, s
contains
  ! nj blocks of 256 references, from where the last one stopped
  subroutine gather(nj)
    integer, intent(in) :: nj
    integer :: jj, ii
    do jj = 1, nj
      do ii = 1, 256
        db(ii) = x(ix(kp + ii))
      end do
      kp = kp + 256
      if (kp >= nf) kp = 0
    end do
  end subroutine gather
end program warmpass
F
(cd "$TMP" && ${FC:-gfortran} $FLAGS -o w w.f90 $LDFLAGS 2>/dev/null) ||
	{ echo "warmpass.sh: cannot build" >&2; exit 1; }
echo "$(sed -n 's/^name //p' "$VEC"): ns a gathered reference after a 128 MiB sweep and untimed passes"
printf '%9s %6s %8s %8s\n' lines passes p10 median
for nf in 65536 131072 262144 1048576; do
	for p in 0 1 2 4; do
		$PREFIX "$TMP/w" "$nf" "$p" 15360 || exit 1
	done
done

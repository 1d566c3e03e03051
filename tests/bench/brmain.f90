! brmain.f90: the main program of brcorr.sh and brdist.sh. Fills the
! module corr's KA and KB with pseudo-random bits (an integer generator),
! times WALK(MODE, REPS, S, T) and prints nanoseconds per iteration.
! Usage: b MODE REPS
program brmain
  use corr
  implicit none
  integer :: mode, i, s, t, reps
  integer(8) :: seed, t0, t1, rate
  character(len=16) :: arg
  call get_command_argument(1, arg)
  read (arg, *) mode
  call get_command_argument(2, arg)
  read (arg, *) reps
  seed = 12345_8
  do i = 1, nn
    seed = mod(seed * 1103515245_8 + 12345_8, 2147483648_8)
    ka(i) = int(mod(seed / 65536_8, 2_8))
    seed = mod(seed * 1103515245_8 + 12345_8, 2147483648_8)
    kb(i) = int(mod(seed / 65536_8, 2_8))
  end do
  s = 0
  t = 0
  call system_clock(t0, rate)
  call walk(mode, reps, s, t)
  call system_clock(t1)
  write (*, '(f10.3)') real(t1 - t0, kind(1.0d0)) / rate / (real(nn, kind(1.0d0)) * reps) * 1.0d9
  if (s + t < 0) print *, s, t
end program brmain

! stencil3d: a 7-point 3-D stencil (heat diffusion) on a cube with fixed
! boundaries; checks that the interior converges toward the steady state
! (a linear profile in x) and that the field stays bounded.
! usage: stencil3d [n]
program stencil3d
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  integer :: n, i, j, k, it, nit
  real(dp), allocatable :: a(:,:,:), b(:,:,:)
  real(dp) :: c, err, lin
  character(len=16) :: arg

  n = 36
  if (command_argument_count() >= 1) then
    call get_command_argument(1, arg)
    read (arg, *) n
  end if
  if (n < 3) stop 2
  allocate(a(0:n+1, 0:n+1, 0:n+1), b(0:n+1, 0:n+1, 0:n+1))
  a = 0.0_dp
  do i = 0, n + 1
    a(i, :, :) = real(i, dp) / (n + 1)
  end do
  a(1:n, 1:n, 1:n) = 0.5_dp
  b = a
  c = 1.0_dp / 6.0_dp
  nit = 3 * n * n
  do it = 1, nit
    do k = 1, n
      do j = 1, n
        do i = 1, n
          b(i, j, k) = c * (a(i-1, j, k) + a(i+1, j, k) + a(i, j-1, k) &
                          + a(i, j+1, k) + a(i, j, k-1) + a(i, j, k+1))
        end do
      end do
    end do
    a(1:n, 1:n, 1:n) = b(1:n, 1:n, 1:n)
    if (mod(it, 50) == 0 .and. maxval(abs(a)) > 1.0_dp) exit
  end do
  err = 0.0_dp
  do i = 1, n
    lin = real(i, dp) / (n + 1)
    err = max(err, abs(a(i, n/2, n/2) - lin))
  end do
  write (*, '(a, i5, a, i7)') ' stencil3d n =', n, ' sweeps', nit
  if (err < 0.05_dp) then
    write (*, '(a)') ' VERIFIED'
  else
    write (*, '(a, es12.4)') ' FAILED, error', err
    stop 1
  end if
end program stencil3d

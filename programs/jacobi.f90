! jacobi: Jacobi relaxation of the Laplace equation on a 2-D mesh built by
! a mesh module, with allocatable arrays and array syntax; the converged
! field must match the linear exact solution.  usage: jacobi [n]
module mesh
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  real(dp), allocatable :: u(:,:), unew(:,:)
  integer :: n
contains
  subroutine mesh_init(m)
    integer, intent(in) :: m
    integer :: i
    n = m
    allocate(u(0:n+1, 0:n+1), unew(0:n+1, 0:n+1))
    u = 0.0_dp
    ! boundary: u = x on all sides (x = i / (n+1)), so the solution is u = x
    do i = 0, n + 1
      u(i, 0) = real(i, dp) / (n + 1)
      u(i, n+1) = real(i, dp) / (n + 1)
    end do
    u(0, :) = 0.0_dp
    u(n+1, :) = 1.0_dp
    unew = u
  end subroutine mesh_init

  function sweep() result(change)
    real(dp) :: change
    integer :: i, j
    change = 0.0_dp
    do j = 1, n
      do i = 1, n
        unew(i, j) = 0.25_dp * (u(i-1, j) + u(i+1, j) + u(i, j-1) + u(i, j+1))
        change = max(change, abs(unew(i, j) - u(i, j)))
      end do
    end do
    u(1:n, 1:n) = unew(1:n, 1:n)
  end function sweep
end module mesh

program jacobi
  use mesh
  implicit none
  integer :: m, iter, i, j
  real(dp) :: change, err
  character(len=16) :: arg

  m = 100
  if (command_argument_count() >= 1) then
    call get_command_argument(1, arg)
    read (arg, *) m
  end if
  if (m < 2) stop 2
  call mesh_init(m)
  iter = 0
  change = 1.0_dp
  do while (change > 1.0e-9_dp .and. iter < 200000)
    change = sweep()
    iter = iter + 1
  end do
  err = 0.0_dp
  do j = 1, n
    do i = 1, n
      err = max(err, abs(u(i, j) - real(i, dp) / (n + 1)))
    end do
  end do
  write (*, '(a, i5)') ' jacobi n =', n
  if (err < 1.0e-4_dp) then
    write (*, '(a)') ' VERIFIED'
  else
    write (*, '(a, es12.4)') ' FAILED, max error', err
    stop 1
  end if
end program jacobi

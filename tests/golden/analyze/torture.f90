module consts
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  real(dp), parameter :: pi = 3.14159265358979d0
end module consts

module grid
  use consts
  implicit none
  real(dp), allocatable :: u(:,:), v(:,:)
  integer :: n
contains
  subroutine init(m)
    integer, intent(in) :: m
    n = m
    allocate(u(n,n), v(n,n))
    u = 0.0_dp
    v(2:n-1, 2:n-1) = 1.0_dp
  end subroutine init
end module grid

program torture90
  use grid
  implicit none
  integer :: i, j, k; real(dp) :: s
  character(len=*), parameter :: msg = 'a & b; c ! not a comment'
  type point
    real(dp) :: x, y
  end type point
  type(point) :: p
  call init(8)
  s = 0.0_dp
  do i = 2, n - 1
    do j = 2, n - 1
      s = s + u(i, j) * &
          & v(i, j)
    end do
  enddo
  k = 0
  do while (k < 10)
    k = k + 1
    if (mod(k, 2) == 0) cycle
    if (k > 7) exit
  end do
  select case (k)
  case (1:5)
    s = s + 1
  case default
    s = s - 1
  end select
  p%x = s; p%y = -s
  print *, msg, &
    'continued &
    &string', p%x
end program torture90

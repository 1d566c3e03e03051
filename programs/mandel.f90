! mandel: the Mandelbrot set on a grid with complex arithmetic; checks the
! area estimate against the known value (about 1.5066) and the symmetry of
! the set about the real axis.  usage: mandel [grid]
program mandel
  implicit none
  integer :: n, i, j, k, inside, maxit, asym
  complex :: c, z
  real :: x, y, area
  logical, allocatable :: in(:,:)
  character(len=16) :: arg
  n = 1500
  if (command_argument_count() >= 1) then
    call get_command_argument(1, arg)
    read (arg, *) n
  end if
  maxit = 500
  allocate(in(n, n))
  inside = 0
  do j = 1, n
    y = -1.25 + 2.5 * (j - 0.5) / n
    do i = 1, n
      x = -2.0 + 2.5 * (i - 0.5) / n
      c = cmplx(x, y)
      z = (0.0, 0.0)
      in(i, j) = .true.
      do k = 1, maxit
        z = z * z + c
        if (real(z)**2 + aimag(z)**2 > 4.0) then
          in(i, j) = .false.
          exit
        end if
      end do
      if (in(i, j)) inside = inside + 1
    end do
  end do
  asym = 0
  do j = 1, n
    do i = 1, n
      if (in(i, j) .neqv. in(i, n + 1 - j)) asym = asym + 1
    end do
  end do
  area = 2.5 * 2.5 * real(inside) / (real(n) * n)
  write (*, '(a, i6)') ' mandel grid =', n
  if (abs(area - 1.5066) < 0.05 + 10.0 / n .and. asym <= n / 2) then
    write (*, '(a)') ' VERIFIED'
  else
    write (*, '(a, f10.5, i8)') ' FAILED', area, asym
    stop 1
  end if
end program mandel

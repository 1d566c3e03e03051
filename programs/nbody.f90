! nbody: gravitational N-body integration with a leapfrog scheme in double
! precision; checks that total energy and momentum are conserved.
! usage: nbody [steps]
module bodies
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  integer, parameter :: nb = 40
  type body
    real(dp) :: x(3), v(3), m
  end type body
  type(body) :: b(nb)
contains
  subroutine setup()
    integer :: i
    real(dp) :: a
    do i = 1, nb
      a = 6.2831853_dp * i / nb
      b(i)%x = (/ cos(a) * (1 + 0.1_dp * mod(i, 3)), sin(a) * (1 + 0.1_dp * mod(i, 5)), 0.01_dp * i /)
      b(i)%v = (/ -sin(a) * 0.3_dp, cos(a) * 0.3_dp, 0.0_dp /)
      b(i)%m = 1.0_dp / nb
    end do
  end subroutine setup

  function energy() result(e)
    real(dp) :: e, d(3)
    integer :: i, j
    e = 0.0_dp
    do i = 1, nb
      e = e + 0.5_dp * b(i)%m * sum(b(i)%v**2)
      do j = i + 1, nb
        d = b(i)%x - b(j)%x
        e = e - b(i)%m * b(j)%m / sqrt(sum(d**2) + 0.01_dp)
      end do
    end do
  end function energy

  subroutine step(dt)
    real(dp), intent(in) :: dt
    real(dp) :: dx, dy, dz, r2, f
    real(dp) :: acc(3, nb)
    integer :: i, j
    acc = 0.0_dp
    do i = 1, nb
      do j = 1, nb
        if (i == j) cycle
        dx = b(j)%x(1) - b(i)%x(1)
        dy = b(j)%x(2) - b(i)%x(2)
        dz = b(j)%x(3) - b(i)%x(3)
        r2 = dx * dx + dy * dy + dz * dz + 0.01_dp
        f = b(j)%m / (r2 * sqrt(r2))
        acc(1, i) = acc(1, i) + f * dx
        acc(2, i) = acc(2, i) + f * dy
        acc(3, i) = acc(3, i) + f * dz
      end do
    end do
    do i = 1, nb
      b(i)%v = b(i)%v + dt * acc(:, i)
      b(i)%x = b(i)%x + dt * b(i)%v
    end do
  end subroutine step
end module bodies

program nbody
  use bodies
  implicit none
  integer :: nsteps, s
  real(dp) :: e0, e1, p(3)
  character(len=16) :: arg
  nsteps = 100000
  if (command_argument_count() >= 1) then
    call get_command_argument(1, arg)
    read (arg, *) nsteps
  end if
  call setup()
  e0 = energy()
  do s = 1, nsteps
    call step(0.001_dp)
  end do
  e1 = energy()
  p = 0.0_dp
  do s = 1, nb
    p = p + b(s)%m * b(s)%v
  end do
  write (*, '(a, i8)') ' nbody steps =', nsteps
  if (abs(e1 - e0) < 1.0e-2_dp * abs(e0) .and. sqrt(sum(p**2)) < 1.0_dp) then
    write (*, '(a)') ' VERIFIED'
  else
    write (*, '(a, 2es12.4)') ' FAILED', e0, e1
    stop 1
  end if
end program nbody

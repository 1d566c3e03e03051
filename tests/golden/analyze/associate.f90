! ASSOCIATE: each selector is evaluated once where the construct starts
! (P(3): at a constant subscript, a fixed offset, no ARR1), and its name
! takes the selector's type and shape:
! V(I) is an ARR1 of a double array, Q%X a double, N an integer bound.
module geo
  implicit none
  type :: pt
    real(8) :: x = 1d0, y = 2d0
  end type pt
end module geo
program as
  use geo
  implicit none
  type(pt) :: p(10)
  real(8) :: a(100), s
  integer :: i
  a = 1d0
  s = 0d0
  associate (v => a, q => p(3), n => size(a))
    do i = 1, n
      s = s + v(i) * q%x
    end do
  end associate
  print *, s
end program as

! SELECT TYPE: the construct is a branch (SELC); each guard's block sees
! the selector with the guard's type (C%R is a double of CIRCLE, which
! inherits V from BASE; 2 * X an integer multiply, 2D0 * X a double one),
! and CLASS DEFAULT with the declared type (C%V, double).
module shp
  implicit none
  type :: base
    real(8) :: v = 1d0
  end type base
  type, extends(base) :: circle
    real(8) :: r = 2d0
  end type circle
contains
  real(8) function measure(s)
    class(base), intent(in) :: s
    select type (c => s)
    type is (circle)
      measure = 3.14159d0 * c%r * c%r
    class default
      measure = c%v
    end select
  end function measure
  integer function twice(x)
    class(*), intent(in) :: x
    twice = 0
    select type (x)
    type is (integer)
      twice = 2 * x
    type is (real(8))
      twice = int(2d0 * x)
    end select
  end function twice
end module shp
program st
  use shp
  implicit none
  type(circle) :: c
  type(base) :: b
  real(8) :: s
  integer :: i
  s = 0d0
  do i = 1, 10
    s = s + measure(c) + measure(b) + twice(i)
  end do
  print *, s
end program st

! Type-bound procedures: OBJ%F(...) in an expression and CALL OBJ%S(...)
! count as a function call (FUNC) or a CALL (PROC), the object passed as
! one more argument (ARGU); the result has the type of the procedure the
! binding names (AREA => RECT_AREA: real).
module shapes
  implicit none
  type :: rect
    real :: w = 1.0, h = 2.0
  contains
    procedure :: area => rect_area
    procedure :: scale
    generic :: grow => scale
  end type rect
contains
  real function rect_area(self)
    class(rect), intent(in) :: self
    rect_area = self%w * self%h
  end function rect_area
  subroutine scale(self, f)
    class(rect), intent(inout) :: self
    real, intent(in) :: f
    self%w = self%w * f
  end subroutine scale
end module shapes

program bound
  use shapes
  implicit none
  type(rect) :: r(2)
  real :: s
  integer :: i
  s = 0.0
  do i = 1, 10
    call r(1)%scale(1.5)
    s = s + r(1)%area() + r(2)%area()
  end do
  call r(2)%grow(2.0)
  print *, s, r(2)%w
end program bound

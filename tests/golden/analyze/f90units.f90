! Named constructs, RESULT variables and generic interfaces.
module shapes
  implicit none
  type :: vec
    real(8) :: x = 0.0d0, y = 0.0d0
  end type vec
  interface area
    module procedure area_v
  end interface area
contains
  pure elemental function area_v(v) result(a)
    type(vec), intent(in) :: v
    real(8) :: a
    a = v%x * v%y
  end function area_v
  recursive integer function fact(n) result(r)
    integer, intent(in) :: n
    if (n <= 1) then
      r = 1
    else
      r = n * fact(n - 1)
    end if
  end function fact
end module shapes

program main
  use shapes
  implicit none
  type(vec) :: vs(10)
  real(8) :: tot
  integer :: i, j
  tot = 0.0d0
  outer: do i = 1, 10
    inner: do j = 1, 10
      if (j > i) cycle outer
      if (i*j > 50) exit outer
      tot = tot + area(vs(i))
    end do inner
  end do outer
  check: if (tot > 1) then
    tot = -tot
  else if (tot < -1) then check
    tot = abs(tot) + fact(3)
  end if check
end program main

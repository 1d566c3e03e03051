! Kinds decide precision: named kinds followed through their PARAMETER
! values (KIND(1.0), KIND(1.D0), SELECTED_REAL_KIND(P=15)), literal kind
! suffixes, REAL(X, KIND); nested components; BOZ constants; pointer
! assignments (unmodeled).
module k
  integer, parameter :: sp = kind(1.0), dp = kind(1.d0), qp = selected_real_kind(p=15)
  type inner
    real(dp) :: v(3)
    real(sp) :: w
  end type inner
  type outer
    type(inner) :: in(2)
  end type outer
end module k

program kinds
  use k
  implicit none
  real(sp) :: a
  real(dp) :: b
  real(qp) :: c
  integer :: i
  type(outer) :: o
  real(dp), pointer :: p(:)
  real(dp), target :: t(5)
  a = a * 1.5_sp
  b = b * 1.5_dp
  c = c * 2.0_qp
  b = real(a, dp) + real(b, sp)
  o%in(1)%v(2) = 3.0_dp + o%in(2)%v(1)
  o%in(2)%w = o%in(2)%w * a
  i = int(z'ff') + int(b'101') + i
  p => t(1:3)
end program kinds

! Reductions count once per element of the array they reduce; the rest of
! the statement counts once. Inquiries (SIZE, UBOUND) cost nothing.
program red
  implicit none
  real(8) :: r(100), rho, z
  real :: a(10), b(10, 10)
  integer :: n, k, m(5)
  logical :: l(5)
  rho = dot_product(r, r)
  z = sum(r**2) + 1.0d0
  z = maxval(abs(r))
  n = size(a) + ubound(b, 1)
  if (sum(a) > 1.0) n = 1
  if (any(l)) then
    n = count(l)
  end if
  do while (maxval(a(1:n)) < 2.0)
    n = n + 1
  end do
  if (norm2(a) > 0) n = 2
  k = product(m(2:4) - m(1:3))
  a = a / 2.0
end program red

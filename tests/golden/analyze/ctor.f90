! Array constructors with implied DO loops parse; their values are not counted.
program ctor
  integer :: i, n
  real :: a(5), b(3)
  n = 5
  a = (/ (real(i), i = 1, n) /)
  b = (/ 1.0, (2.0, i = 1, 2) /)
  print *, a, b
end program ctor

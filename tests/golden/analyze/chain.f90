! Dependence chains (CHNI, CHNF): an assignment that reads its own target.
! A scalar target always chains; an array element only when the innermost
! loop is a counted DO whose variable its subscripts do not use. Expected:
! block 2 CHNI 2 (k, f) CHNF 2 (s, z), y(i) none; c(i,j) in the loop over i
! and c(k,j) in the loop over k none; c(i,1) in the loop over k CHNF;
! y(i) under DO WHILE none, i = i + 1 CHNI; the IF action CHNF.
program ch
  implicit none
  integer :: i, j, k, n
  double precision :: s, c(4,4), a(4,4), y(4)
  complex :: z
  logical :: f
  n = 4; s = 0; c = 0; a = 1; y = 0; z = (0.,0.); f = .false.
  do i = 1, n
    s = s + a(i,1)
    y(i) = y(i) + s
    k = k + i
    f = f .or. s > 2
    z = z*z + (0.1, 0.1)
  end do
  do j = 1, n
    do k = 1, n
      do i = 1, n
        c(i,j) = c(i,j) + a(i,k)
      end do
      c(k,j) = c(k,j) * 0.5d0
    end do
  end do
  do i = 1, n
    do k = 1, n
      c(i,1) = c(i,1) + a(i,k)
    end do
  end do
  i = 1
  do while (i < n)
    y(i) = y(i) + 1
    i = i + 1
  end do
  if (s > 1) s = s * 0.5d0
  print *, s, c(1,1), y(1), k, f, z
end program ch

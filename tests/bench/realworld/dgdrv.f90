! dgdrv: reference BLAS DGEMM, C = alpha A B + beta C and C = alpha A^T B + beta C, repeated.
! usage: dgdrv n nrep
program dgdrv
  implicit none
  integer :: n, nrep, i, j, r
  double precision, allocatable :: a(:,:), b(:,:), c(:,:)
  double precision :: tr
  character(len=16) :: arg
  external :: dgemm
  call get_command_argument(1, arg); read (arg, *) n
  call get_command_argument(2, arg); read (arg, *) nrep
  allocate(a(n,n), b(n,n), c(n,n))
  do j = 1, n
    do i = 1, n
      a(i,j) = dble(mod(i*7 + j*3, 11)) / 10.0d0
      b(i,j) = dble(mod(i + 2*j, 13)) / 10.0d0
    end do
  end do
  c = 0.0d0
  do r = 1, nrep
    call dgemm('N', 'N', n, n, n, 1.0d0, a, n, b, n, 0.5d0, c, n)
    call dgemm('T', 'N', n, n, n, 1.0d-3, a, n, b, n, 0.25d0, c, n)
  end do
  tr = 0
  do i = 1, n
    tr = tr + c(i,i)
  end do
  print '(a, es24.16)', ' trace(C) = ', tr
end program dgdrv

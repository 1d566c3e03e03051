! lu2drv: LAPACK DGETF2 (unblocked LU with partial pivoting, BLAS level 2) on a
! diagonally weighted matrix, repeated; checks L U against the matrix's row sums.
! usage: lu2drv n nrep
program lu2drv
  implicit none
  integer :: n, nrep, i, j, r, info
  double precision, allocatable :: a(:,:)
  integer, allocatable :: ipiv(:)
  double precision :: s
  character(len=16) :: arg
  external :: dgetf2
  call get_command_argument(1, arg); read (arg, *) n
  call get_command_argument(2, arg); read (arg, *) nrep
  allocate(a(n,n), ipiv(n))
  s = 0
  do r = 1, nrep
    do j = 1, n
      do i = 1, n
        a(i,j) = dble(mod(i*37 + j*11 + r, 101)) / 50.0d0
      end do
      a(j,j) = a(j,j) + 0.5d0
    end do
    call dgetf2(n, n, a, n, ipiv, info)
    if (info /= 0) stop 1
    do i = 1, n
      s = s + log(abs(a(i,i)))
    end do
  end do
  print '(a, i3, a, es24.16)', ' info', info, ' sum log|u_ii| = ', s
end program lu2drv

! cg: conjugate gradients on a sparse symmetric positive definite matrix
! (the 2-D five-point Laplacian plus a diagonal shift) stored in CSR form
! with index arrays; checks the residual of the solution.
! usage: cg [grid]
program cg
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  integer :: m, n, nnz, i, j, k, row, it, rep
  integer, allocatable :: rowptr(:), col(:)
  real(dp), allocatable :: val(:), x(:), b(:), r(:), p(:), q(:)
  real(dp) :: rho, rho0, alpha, beta, pq, res
  character(len=16) :: arg

  m = 76
  if (command_argument_count() >= 1) then
    call get_command_argument(1, arg)
    read (arg, *) m
  end if
  n = m * m
  allocate(rowptr(n + 1), col(5 * n), val(5 * n), x(n), b(n), r(n), p(n), q(n))
  nnz = 0
  rowptr(1) = 1
  do j = 1, m
    do i = 1, m
      row = (j - 1) * m + i
      if (j > 1) call put(row - m, -1.0_dp)
      if (i > 1) call put(row - 1, -1.0_dp)
      call put(row, 4.1_dp)
      if (i < m) call put(row + 1, -1.0_dp)
      if (j < m) call put(row + m, -1.0_dp)
      rowptr(row + 1) = nnz + 1
    end do
  end do
  do i = 1, n
    b(i) = 1.0_dp + mod(i, 7) * 0.1_dp
  end do
  do rep = 1, 200
    x = 0.0_dp
    r = b
    p = r
    rho = dot_product(r, r)
    rho0 = rho
    do it = 1, 2 * n
      call spmv(p, q)
      pq = dot_product(p, q)
      alpha = rho / pq
      x = x + alpha * p
      r = r - alpha * q
      beta = rho
      rho = dot_product(r, r)
      if (sqrt(rho) < 1.0e-10_dp * sqrt(rho0)) exit
      p = r + (rho / beta) * p
    end do
  end do
  call spmv(x, q)
  res = maxval(abs(q - b))
  write (*, '(a, i7, a, i6)') ' cg n =', n, ' iterations', it
  if (res < 1.0e-6_dp) then
    write (*, '(a)') ' VERIFIED'
  else
    write (*, '(a, es12.4)') ' FAILED, residual', res
    stop 1
  end if
contains
  subroutine put(c, v)
    integer, intent(in) :: c
    real(dp), intent(in) :: v
    nnz = nnz + 1
    col(nnz) = c
    val(nnz) = v
  end subroutine put

  subroutine spmv(v, w)
    real(dp), intent(in) :: v(:)
    real(dp), intent(out) :: w(:)
    integer :: ii, kk
    real(dp) :: s
    do ii = 1, n
      s = 0.0_dp
      do kk = rowptr(ii), rowptr(ii + 1) - 1
        s = s + val(kk) * v(col(kk))
      end do
      w(ii) = s
    end do
  end subroutine spmv
end program cg

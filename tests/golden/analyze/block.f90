! BLOCK: its declarations type the names used inside (T double, K
! integer: T = 2D0 * I is MRDL + CVID, K = I + 1 is ADDI, S = S + T * K
! is MRDL + ARDL + CVID + CHNF); BLOCK and END BLOCK count nothing.
program blk
  implicit none
  integer :: i
  real(8) :: s
  s = 0d0
  do i = 1, 10
    block
      real(8) :: t
      integer :: k
      t = 2d0 * i
      k = i + 1
      s = s + t * k
    end block
  end do
  print *, s
end program blk

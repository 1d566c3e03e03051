! sorting: heapsort of reals and an iterative quicksort of integers on
! pseudo-random data, repeated; checks order and that the multiset of keys
! is unchanged (sums).  usage: sorting [n]
program sorting
  implicit none
  integer :: n, i, rep, seed
  integer, allocatable :: ia(:)
  real, allocatable :: ra(:)
  integer(kind=8) :: isum0, isum1
  real(kind=8) :: rsum0, rsum1
  logical :: ok
  character(len=16) :: arg

  n = 1000000
  if (command_argument_count() >= 1) then
    call get_command_argument(1, arg)
    read (arg, *) n
  end if
  allocate(ia(n), ra(n))
  ok = .true.
  do rep = 1, 6
    seed = 1234 + rep
    isum0 = 0
    rsum0 = 0
    do i = 1, n
      seed = mod(seed * 16807, 2147483647)
      if (seed < 0) seed = seed + 2147483647
      ia(i) = mod(seed, 1000000)
      ra(i) = real(mod(seed, 99991)) / 7.0
      isum0 = isum0 + ia(i)
      rsum0 = rsum0 + ra(i)
    end do
    call quicksort(ia, n)
    call heapsort(ra, n)
    isum1 = 0
    rsum1 = 0
    do i = 1, n
      isum1 = isum1 + ia(i)
      rsum1 = rsum1 + ra(i)
      if (i > 1) then
        if (ia(i) < ia(i - 1) .or. ra(i) < ra(i - 1)) ok = .false.
      end if
    end do
    if (isum0 /= isum1 .or. abs(rsum0 - rsum1) > 1.0d-3 * abs(rsum0)) ok = .false.
  end do
  write (*, '(a, i9)') ' sorting n =', n
  if (ok) then
    write (*, '(a)') ' VERIFIED'
  else
    write (*, '(a)') ' FAILED'
    stop 1
  end if
contains
  subroutine heapsort(a, m)
    integer, intent(in) :: m
    real, intent(inout) :: a(m)
    integer :: k, last
    real :: t
    do k = m / 2, 1, -1
      call sift(a, k, m)
    end do
    do last = m, 2, -1
      t = a(1)
      a(1) = a(last)
      a(last) = t
      call sift(a, 1, last - 1)
    end do
  end subroutine heapsort

  subroutine sift(a, start, m)
    integer, intent(in) :: start, m
    real, intent(inout) :: a(:)
    integer :: root, child
    real :: t
    root = start
    do while (2 * root <= m)
      child = 2 * root
      if (child < m) then
        if (a(child) < a(child + 1)) child = child + 1
      end if
      if (a(root) >= a(child)) exit
      t = a(root)
      a(root) = a(child)
      a(child) = t
      root = child
    end do
  end subroutine sift

  subroutine quicksort(a, m)
    integer, intent(in) :: m
    integer, intent(inout) :: a(m)
    integer :: stack(2, 64), top, lo, hi, i, j, pivot, t
    top = 1
    stack(:, 1) = (/ 1, m /)
    do while (top > 0)
      lo = stack(1, top)
      hi = stack(2, top)
      top = top - 1
      do while (lo < hi)
        pivot = a((lo + hi) / 2)
        i = lo
        j = hi
        do while (i <= j)
          do while (a(i) < pivot)
            i = i + 1
          end do
          do while (a(j) > pivot)
            j = j - 1
          end do
          if (i <= j) then
            t = a(i)
            a(i) = a(j)
            a(j) = t
            i = i + 1
            j = j - 1
          end if
        end do
        ! recurse into the smaller part later, loop on the larger
        if (j - lo < hi - i) then
          if (i < hi) then
            top = top + 1
            stack(:, top) = (/ i, hi /)
          end if
          hi = j
        else
          if (lo < j) then
            top = top + 1
            stack(:, top) = (/ lo, j /)
          end if
          lo = i
        end if
      end do
    end do
  end subroutine quicksort
end program sorting

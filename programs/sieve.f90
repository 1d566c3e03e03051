! sieve: the sieve of Eratosthenes, repeated, with the prime count checked
! against known values of pi(n).  usage: sieve [n]
program sieve
  implicit none
  integer :: n, i, j, count, rep, nrep
  logical, allocatable :: composite(:)
  character(len=16) :: arg

  n = 5000000
  if (command_argument_count() >= 1) then
    call get_command_argument(1, arg)
    read (arg, *) n
  end if
  if (n < 2) stop 2
  allocate(composite(n))
  nrep = 100
  do rep = 1, nrep
    composite = .false.
    i = 2
    do while (i * i <= n)
      if (.not. composite(i)) then
        do j = i * i, n, i
          composite(j) = .true.
        end do
      end if
      i = i + 1
    end do
  end do
  count = 0
  do i = 2, n
    if (.not. composite(i)) count = count + 1
  end do
  write (*, '(a, i10, a, i9)') ' sieve n =', n, ' primes:', count
  select case (n)
  case (1000000)
    call check(count, 78498)
  case (2000000)
    call check(count, 148933)
  case (100000)
    call check(count, 9592)
  case (1000)
    call check(count, 168)
  case default
    write (*, '(a)') ' VERIFIED'
  end select
contains
  subroutine check(got, want)
    integer, intent(in) :: got, want
    if (got == want) then
      write (*, '(a)') ' VERIFIED'
    else
      write (*, '(a, i9)') ' FAILED, expected', want
      stop 1
    end if
  end subroutine check
end program sieve

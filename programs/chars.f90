! chars: character processing: builds text from a word list, counts words
! and letters, reverses words, converts case and searches with INDEX;
! checks the counts against ones computed independently.
! usage: chars [lines]
program chars
  implicit none
  integer, parameter :: nw = 12
  character(len=10) :: words(nw)
  character(len=120) :: line, rev
  character(len=1) :: ch
  integer :: nlines, l, i, k, w, nwords, nletters, nvowel, hits, expect_words, p
  integer :: cnt(26)
  character(len=16) :: arg
  data words / 'alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', &
               'theta', 'iota', 'kappa', 'lambda', 'mu' /
  nlines = 2000000
  if (command_argument_count() >= 1) then
    call get_command_argument(1, arg)
    read (arg, *) nlines
  end if
  nwords = 0
  nletters = 0
  nvowel = 0
  hits = 0
  expect_words = 0
  cnt = 0
  do l = 1, nlines
    ! a line of 8 words chosen by the line number
    line = ' '
    p = 1
    do k = 1, 8
      w = mod(l * 7 + k * 5, nw) + 1
      line(p:p + len_trim(words(w)) - 1) = words(w)
      p = p + len_trim(words(w)) + 1
      expect_words = expect_words + 1
    end do
    ! count words and letters, upper-case the vowels
    i = 1
    do while (i <= len_trim(line))
      if (line(i:i) /= ' ' .and. (i == 1 .or. line(max(i - 1, 1):max(i - 1, 1)) == ' ')) &
        nwords = nwords + 1
      ch = line(i:i)
      if (ch >= 'a' .and. ch <= 'z') then
        nletters = nletters + 1
        cnt(ichar(ch) - ichar('a') + 1) = cnt(ichar(ch) - ichar('a') + 1) + 1
        if (index('aeiou', ch) > 0) then
          nvowel = nvowel + 1
          line(i:i) = char(ichar(ch) - 32)
        end if
      end if
      i = i + 1
    end do
    ! reverse the line and look for a word in it
    rev = ' '
    k = len_trim(line)
    do i = 1, k
      rev(i:i) = line(k + 1 - i:k + 1 - i)
    end do
    if (index(rev, 'AtEht') > 0) hits = hits + 1
  end do
  write (*, '(a, i8)') ' chars lines =', nlines
  if (nwords == expect_words .and. nletters == sum(cnt) .and. nvowel > 0 .and. hits > 0 &
      .and. nvowel == cnt(1) + cnt(5) + cnt(9) + cnt(15) + cnt(21)) then
    write (*, '(a)') ' VERIFIED'
  else
    write (*, '(a, 4i9)') ' FAILED', nwords, expect_words, nletters, sum(cnt)
    stop 1
  end if
end program chars

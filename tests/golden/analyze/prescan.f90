program pre  ! free form
  character(len=40) :: s
  integer :: i, j
  s = 'a & b ! c; d' // "it''s" ; i = 1; j = 2
  s = 'first part &
      &second part'
  i = i + &   ! comment after continuation
      j
10 continue
  if (i > 0) then; i = i - 1; end if
end program pre

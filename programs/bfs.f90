! bfs: breadth-first search on a graph stored as adjacency lists in index
! arrays (a torus grid with extra chords), from several sources; checks the
! distances on the plain torus against their closed form.
! usage: bfs [side]
module graph
  implicit none
  integer, allocatable :: first(:), adj(:)
  integer :: nv
contains
  subroutine build_torus(m)
    integer, intent(in) :: m
    integer :: i, j, v, e
    nv = m * m
    allocate(first(nv + 1), adj(4 * nv))
    e = 0
    do j = 0, m - 1
      do i = 0, m - 1
        v = j * m + i + 1
        first(v) = e + 1
        adj(e + 1) = j * m + mod(i + 1, m) + 1
        adj(e + 2) = j * m + mod(i - 1 + m, m) + 1
        adj(e + 3) = mod(j + 1, m) * m + i + 1
        adj(e + 4) = mod(j - 1 + m, m) * m + i + 1
        e = e + 4
      end do
    end do
    first(nv + 1) = e + 1
  end subroutine build_torus

  subroutine bfs_from(s, dist)
    integer, intent(in) :: s
    integer, intent(out) :: dist(:)
    integer, allocatable :: queue(:)
    integer :: head, tail, u, k, w
    allocate(queue(nv))
    dist = -1
    dist(s) = 0
    head = 1
    tail = 1
    queue(1) = s
    do while (head <= tail)
      u = queue(head)
      head = head + 1
      do k = first(u), first(u + 1) - 1
        w = adj(k)
        if (dist(w) < 0) then
          dist(w) = dist(u) + 1
          tail = tail + 1
          queue(tail) = w
        end if
      end do
    end do
  end subroutine bfs_from
end module graph

program bfs
  use graph
  implicit none
  integer :: m, s, src, total, expect, i, a
  integer, allocatable :: dist(:)
  logical :: ok
  character(len=16) :: arg
  m = 850
  if (command_argument_count() >= 1) then
    call get_command_argument(1, arg)
    read (arg, *) m
  end if
  call build_torus(m)
  allocate(dist(nv))
  ! on an m x m torus the distances from any vertex add up to m * S,
  ! S = sum over both axes of the cyclic distances min(a, m - a)
  expect = 0
  do a = 0, m - 1
    expect = expect + min(a, m - a)
  end do
  expect = 2 * m * expect
  ok = .true.
  do src = 1, 60
    s = mod(src * 7919, nv) + 1
    call bfs_from(s, dist)
    total = 0
    do i = 1, nv
      total = total + dist(i)
    end do
    if (total /= expect) ok = .false.
  end do
  write (*, '(a, i7)') ' bfs vertices =', nv
  if (ok) then
    write (*, '(a)') ' VERIFIED'
  else
    write (*, '(a, 2i12)') ' FAILED', total, expect
    stop 1
  end if
end program bfs

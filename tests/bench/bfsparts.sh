#!/bin/sh
# bfsparts.sh: where the time of programs/bfs's search loop goes, piece by
# piece, measured on VEC's machine and predicted by amp for it. The
# search of programs/bfs (an M x M torus, adjacency lists in index arrays)
# runs P times from one of 4 sources in turn, in one of four forms:
#   bfs       the loop of programs/bfs: U = QUEUE(HEAD), DO K = FIRST(U),
#             FIRST(U+1) - 1, W = ADJ(K), IF (DIST(W) < 0) ...
#   nofirst   the same with the bounds from U (4U-3, 4U), not from FIRST
#   order     U from an array holding the order a first search took (not
#             from the queue the loop writes) and the bounds from U
#   replay    W from an array holding the sequence a first search read
#             from ADJ: the same DIST(W) tests and stores, no chain of
#             loads before them
# Each form runs P and 2P searches; the difference, measured (least of
# REPS wall times) and predicted (amp profile --memory on this host, as
# amp validate profiles, and amp predict VEC), is the cost of P searches
# with the set-up taken out. Prints nanoseconds per inner iteration (an
# execution of W = ... and its test) both ways and predicted over measured.
# Usage: sh tests/bench/bfsparts.sh [VEC] [REPS] [M...]
TOP=$(cd "$(dirname "$0")/../.." && pwd)
AMP=${AMP:-$TOP/amp}
VEC=${1:-$TOP/machines/host-gfortran-O0.vec}
REPS=${2:-3}
[ $# -ge 2 ] && shift 2 || shift $#
SIZES=${*:-200 850}
. "$TOP/tests/bench/vecenv.sh"
# the torus as programs/bfs builds it: its module, taken from the program
sed -n '/^module graph/,/^end module graph/p' "$TOP/programs/bfs.f90" > "$TMP/parts.f90"
cat >> "$TMP/parts.f90" <<'F'
program parts
  use graph
  implicit none
  integer, allocatable :: dist(:), queue(:), wseq(:), useq(:)
  integer :: kind, m, p, i, s, src, head, tail, u, k, w, it, pass
  character(len=16) :: arg
  call get_command_argument(1, arg)
  read (arg, *) kind
  call get_command_argument(2, arg)
  read (arg, *) m
  call get_command_argument(3, arg)
  read (arg, *) p
  call build_torus(m)
  allocate (dist(nv), queue(nv), wseq(16 * nv), useq(4 * nv))
  ! one search from each source, recording the vertices in the order
  ! they leave the queue and the neighbours in the order they are read
  it = 0
  do src = 1, 4
    s = mod(src * 7919, nv) + 1
    dist = -1
    dist(s) = 0
    head = 1
    tail = 1
    queue(1) = s
    do while (head <= tail)
      u = queue(head)
      useq((src - 1) * nv + head) = u
      head = head + 1
      do k = first(u), first(u + 1) - 1
        w = adj(k)
        it = it + 1
        wseq(it) = w
        if (dist(w) < 0) then
          dist(w) = dist(u) + 1
          tail = tail + 1
          queue(tail) = w
        end if
      end do
    end do
  end do
  do pass = 1, p
    src = 1 + mod(pass, 4)
    s = mod(src * 7919, nv) + 1
    dist = -1
    dist(s) = 0
    head = 1
    tail = 1
    queue(1) = s
    if (kind == 1) then
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
    else if (kind == 2) then
      do while (head <= tail)
        u = queue(head)
        head = head + 1
        do k = 4 * u - 3, 4 * u
          w = adj(k)
          if (dist(w) < 0) then
            dist(w) = dist(u) + 1
            tail = tail + 1
            queue(tail) = w
          end if
        end do
      end do
    else if (kind == 3) then
      do i = (src - 1) * nv + 1, src * nv
        u = useq(i)
        do k = 4 * u - 3, 4 * u
          w = adj(k)
          if (dist(w) < 0) then
            dist(w) = dist(u) + 1
            tail = tail + 1
            queue(tail) = w
          end if
        end do
      end do
    else
      do i = (src - 1) * 4 * nv + 1, src * 4 * nv
        w = wseq(i)
        if (dist(w) < 0) then
          dist(w) = 1
          tail = tail + 1
          queue(tail) = w
        end if
      end do
    end if
  end do
  if (tail /= nv) print *, 'FAILED', tail, nv
end program parts
F
"$FC" $FLAGS -o "$TMP/parts" "$TMP/parts.f90" $LDFLAGS || exit 1
P=8
printf '%-8s %6s %10s %10s %8s\n' form M meas_ns pred_ns pred/meas
for m in $SIZES; do
	for kind in 1 2 3 4; do
		m1=$(least_wall parts $kind $m $P)
		m2=$(least_wall parts $kind $m $((2 * P)))
		p1=$(predicted parts.f90 $kind $m $P)
		p2=$(predicted parts.f90 $kind $m $((2 * P)))
		case $kind in 1) name=bfs ;; 2) name=nofirst ;; 3) name=order ;; *) name=replay ;; esac
		echo "$name $m $m1 $m2 $p1 $p2 $P" | awk '{
			n = 4 * $2 * $2 * $7
			me = ($4 - $3) * 1e9 / n; pr = ($6 - $5) * 1e9 / n
			printf "%-8s %6d %10.2f %10.2f %8.2f\n", $1, $2, me, pr, (me > 0 ? pr / me : 0) }'
	done
done

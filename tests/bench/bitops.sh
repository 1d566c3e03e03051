#!/bin/sh
# bitops.sh: what the bit functions cost against an integer addition
# (rule 6 of docs/parameters.md counts each as one, two for a shift by a
# variable count), and a program that does little else, measured and
# predicted. Part 1: loops of one statement on locals (R = A + B,
# R = IAND(A, B), ...), N iterations each in one process; prints the
# least over REPS runs of each loop's ns an iteration (cpu_time inside
# the program). Part 2: a xorshift64* generator with a bit-counting hash
# (IEOR, ISHFT, IAND, BTEST, IBITS in its loop), the least of REPS runs'
# user + system CPU against amp predict VEC of amp profile --memory.
# N is 2 x 10^8 (2 x 10^7 under a run prefix).
# Usage: sh tests/bench/bitops.sh [VEC] [REPS]
TOP=$(cd "$(dirname "$0")/../.." && pwd)
AMP=${AMP:-$TOP/amp}
VEC=${1:-$TOP/machines/host-gfortran-O0.vec}
REPS=${2:-3}
. "$TOP/tests/bench/vecenv.sh"
N=200000000
[ -n "$PREFIX" ] && N=20000000
cat > "$TMP/loops.f90" <<'F'
program loops
  implicit none
  integer, parameter :: nk = 14
  integer :: a, b, s, r, i, k, n
  logical :: l
  real :: t0, t1
  character(len=12) :: nm(nk)
  character(len=16) :: arg
  call get_command_argument(1, arg)
  read (arg, *) n
  a = 123456789
  b = 987654
  s = 3
  r = 0
  l = .false.
  nm = [character(len=12) :: 'R=A', 'A+B', 'A*B', 'MAX', 'IAND', 'IEOR', 'ISHFT(A,3)', &
        'ISHFT(A,S)', 'ISHFT(A,-S)', 'IBITS', 'BTEST', 'IBSET', 'NOT', 'POPCNT']
  do k = 1, nk
    call cpu_time(t0)
    select case (k)
    case (1)
      do i = 1, n
        r = a
      end do
    case (2)
      do i = 1, n
        r = a + b
      end do
    case (3)
      do i = 1, n
        r = a * b
      end do
    case (4)
      do i = 1, n
        r = max(a, b)
      end do
    case (5)
      do i = 1, n
        r = iand(a, b)
      end do
    case (6)
      do i = 1, n
        r = ieor(a, b)
      end do
    case (7)
      do i = 1, n
        r = ishft(a, 3)
      end do
    case (8)
      do i = 1, n
        r = ishft(a, s)
      end do
    case (9)
      do i = 1, n
        r = ishft(a, -s)
      end do
    case (10)
      do i = 1, n
        r = ibits(a, s, 5)
      end do
    case (11)
      do i = 1, n
        l = btest(a, s)
      end do
    case (12)
      do i = 1, n
        r = ibset(a, s)
      end do
    case (13)
      do i = 1, n
        r = not(a)
      end do
    case (14)
      do i = 1, n
        r = popcnt(a)
      end do
    end select
    call cpu_time(t1)
    write (*, '(a12, f10.4)') nm(k), (t1 - t0) / n * 1e9
  end do
  if (r == -7 .and. l) print *, r
end program loops
F
cat > "$TMP/xorshift.f90" <<'F'
program xorshift
  implicit none
  integer(8) :: x, h, m
  integer :: i, n, c, k
  character(len=16) :: arg
  call get_command_argument(1, arg)
  read (arg, *) n
  x = 88172645463325252_8
  h = 0
  c = 0
  m = 1023_8
  do i = 1, n
    x = ieor(x, ishft(x, -12))
    x = ieor(x, ishft(x, 25))
    x = ieor(x, ishft(x, -27))
    h = ieor(h, iand(x, m))
    k = int(iand(ishft(x, -40), 255_8))
    if (btest(x, 17)) c = c + 1
    c = c + ibits(k, 2, 3)
  end do
  print *, h, c
end program xorshift
F
for p in loops xorshift; do
	(cd "$TMP" && $FC $FLAGS -o $p $p.f90 $LDFLAGS 2>/dev/null) ||
		{ echo "bitops.sh: cannot build with $FC" >&2; exit 1; }
done
for r in $(seq "$REPS"); do
	$PREFIX "$TMP/loops" "$N" > "$TMP/run$r" || exit 1
done
echo "ns an iteration, least of $REPS runs ($FC $FLAGS)"
cat "$TMP"/run* | awk '{ k = substr($0, 1, 12); v = substr($0, 13) + 0
	if (!(k in best) || v < best[k]) best[k] = v; if (!(k in ord)) { ord[k] = ++n; key[n] = k } }
	END { for (i = 1; i <= n; i++) printf "%-12s %8.3f\n", key[i], best[key[i]] }'
best=$(least_cputime "$REPS" $PREFIX "$TMP/xorshift" "$N")
"$AMP" profile --memory "$TMP/xorshift.f90" -o "$TMP/xs.stats" -- "$N" >/dev/null 2>&1 ||
	{ echo "bitops.sh: amp profile failed" >&2; exit 1; }
p=$("$AMP" predict "$TMP/xs.stats" "$VEC" | sed -n '1s/.*predicted \([^ ]*\) s.*/\1/p')
echo "$best $p" | awk '{ printf "xorshift: measured %.3f s, predicted %.3f s, predicted over measured %.3f\n", $1, $2, $2 / $1 }'

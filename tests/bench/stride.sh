#!/bin/sh
# stride.sh: what a reference costs by the step between a site's
# successive addresses (rule 16's regular and strided classes). A loop
# stores into (or loads and adds up) every P-th element of an INTEGER
# array (4 bytes) of 5 000
# 000 elements (20 MB), starting one line further at each pass, so that
# each pass's lines were last touched about the whole array ago (stack
# distance bucket 5); the same loop over 4096 elements (16 KiB) stays in
# the first-level cache. Prints, per step in bytes and for stores and
# loads, the measured nanoseconds per reference in both (least of 3
# runs), the difference, amp's count of the 20 MB sweep's references by
# class (shares of regular and strided in buckets 4 to 6, the stores'
# strided ones counted as written strided, mem.stw) and the
# difference the vector predicts. The machine comes from a vector's
# compiler, flags and run prefix.
# Usage: sh tests/bench/stride.sh [VEC]
TOP=$(cd "$(dirname "$0")/../.." && pwd)
AMP=${AMP:-$TOP/amp}
VEC=${1:-$TOP/machines/xeon/xeon-gfortran-O0.vec}
. "$TOP/tests/bench/vecenv.sh"
cat > "$TMP/s.f90" <<'F'
module sw
  implicit none
contains
  subroutine sweep(c, n, p, reps, mode, s)
    integer, intent(in) :: n, p, reps, mode
    integer, intent(inout) :: c(n), s
    integer :: j, r
    if (mode == 0) then
      do r = 1, reps
        do j = 1 + mod(r * 16, p), n, p
          c(j) = r
        end do
      end do
    else
      do r = 1, reps
        do j = 1 + mod(r * 16, p), n, p
          s = s + c(j)
        end do
      end do
    end if
  end subroutine sweep
end module sw
program stride
  use sw
  implicit none
  integer :: n, p, reps, mode, s
  integer, allocatable :: c(:)
  integer(8) :: t0, t1, rate
  character(len=16) :: arg
  call get_command_argument(1, arg)
  read (arg, *) n
  call get_command_argument(2, arg)
  read (arg, *) p
  call get_command_argument(3, arg)
  read (arg, *) reps
  call get_command_argument(4, arg)
  read (arg, *) mode
  allocate (c(n))
  c = 0
  s = 0
  call sweep(c, n, p, 1, mode, s)
  call system_clock(t0, rate)
  call sweep(c, n, p, reps, mode, s)
  call system_clock(t1)
  write (*, '(f10.3)') real(t1 - t0, kind(1.0d0)) / rate / &
    (real((n - 1) / p + 1, kind(1.0d0)) * reps) * 1.0d9
  if (c(1) < 0 .or. s == 12345) print *, c(1), s
end program stride
F
(cd "$TMP" && ${FC:-gfortran} $FLAGS -o s s.f90 $LDFLAGS 2>/dev/null) ||
	{ echo "stride.sh: cannot build" >&2; exit 1; }
BIG=5000000
SMALL=4096
REFS=100000000
[ -n "$PREFIX" ] && REFS=20000000
least() { for r in 1 2 3; do $PREFIX "$TMP/s" "$1" "$2" "$3" "$MODE" || exit 1; done | sort -n | head -1; }
echo "$(sed -n 's/^name //p' "$VEC"): nanoseconds per reference by step, 20 MB swept against 16 KiB"
printf '%-5s %6s %8s %8s %8s | %6s %6s %8s\n' ref step 16KiB 20MB extra reg str predicted
for MODE in 0 1; do
for p in 2 16 17 31 61 112 127 251 509 1021; do
	reps=$((REFS / (BIG / p)))
	x=$(least "$BIG" "$p" "$reps") || exit 1
	y=$(least "$SMALL" "$p" $((REFS / (SMALL / p)))) || exit 1
	# amp's classes and prediction for one tenth of the references
	pr=$((reps / 10 + 1))
	(cd "$TMP" && "$AMP" profile --memory s.f90 -o big.stats -- "$BIG" "$p" "$pr" "$MODE" >/dev/null 2>&1 &&
		"$AMP" profile --memory s.f90 -o small.stats -- "$SMALL" "$p" $((REFS / 10 / (SMALL / p) + 1)) "$MODE" >/dev/null 2>&1) ||
		{ echo "stride.sh: amp profile failed" >&2; exit 1; }
	per() { "$AMP" predict --top 20 "$1" "$VEC" |
		awk -v n="$2" '/^top routines/ { t = 1; next } t && $1 == "SWEEP" { printf "%.3f", $2 / n * 1e9; exit }'; }
	nb=$(((BIG - 1) / p + 1))
	ns=$(((SMALL - 1) / p + 1))
	pb=$(per "$TMP/big.stats" $(((pr + 1) * nb)))
	ps=$(per "$TMP/small.stats" $(((REFS / 10 / (SMALL / p) + 2) * ns)))
	cls=$(awk -v n=$(((pr + 1) * nb)) '$1 == "total" && $2 ~ /^mem\.(reg|str|stw)[456]$/ { k = substr($2, 5, 3); v[k == "stw" ? "str" : k] += $3 }
		END { printf "%.2f %.2f", v["reg"] / n, v["str"] / n }' "$TMP/big.stats")
	printf '%-5s %6d %8s %8s %8.3f | %6s %6s %8.3f\n' "$(echo store load | cut -d' ' -f$((MODE + 1)))" \
		$((4 * p)) "$y" "$x" "$(echo "$x - $y" | bc -l)" $cls "$(echo "$pb - $ps" | bc -l)"
done
done

#!/bin/sh
# brdist.sh: how far back in the outcomes of other branches a processor
# finds the one a branch repeats (rule 14's shared history). A loop over
# 2^22 pseudo-random bits KA(I) and KB(I) (an integer generator) runs IF
# (KA(I) == 1), then D IFs that are always true (IF (I > k)), then IF
# (KA(I) == 1) again (same: its outcome is the first IF's, D + 1
# conditions back) or IF (KB(I) == 1) (other: independent). For each D
# prints the measured nanoseconds per iteration of both (least of 3 runs)
# and amp's BMIS per iteration of both (amp profile with its predictor).
# Where the processor finds the first IF's outcome, "same" costs about a
# miss every other iteration less than "other" (half an iteration's
# misses); where it no longer does, the two cost the same. The machine
# comes from a vector's compiler, flags and run prefix.
# Usage: sh tests/bench/brdist.sh [VEC] [D...]
TOP=$(cd "$(dirname "$0")/../.." && pwd)
AMP=${AMP:-$TOP/amp}
VEC=${1:-$TOP/machines/host-gfortran-O0.vec}
[ $# -gt 0 ] && shift
DS=${*:-0 16 64 128 256 384}
. "$TOP/tests/bench/vecenv.sh"
REPS=2
[ -n "$PREFIX" ] && REPS=1
# the source with D always-true IFs between the two on the same bit
gen() {
	{
		cat <<'F'
module corr
  implicit none
  integer, parameter :: nn = 4194304
  integer :: ka(nn), kb(nn)
contains
  subroutine walk(mode, reps, s, t)
    integer, intent(in) :: mode, reps
    integer, intent(inout) :: s, t
    integer :: u
    u = 0
    call walk2(mode, reps, s, t, u)
    if (u == 1) print *, u
  end subroutine walk
  subroutine walk2(mode, reps, s, t, u)
    integer, intent(in) :: mode, reps
    integer, intent(inout) :: s, t, u
    integer :: i, r
    do r = 1, reps
      do i = 1, nn
        if (ka(i) == 1) s = s + 1
F
		k=1
		while [ $k -le "$1" ]; do
			echo "        if (i > $k) u = u + 1"
			k=$((k + 1))
		done
		cat <<'F'
        if (mode == 1) then
          if (ka(i) == 1) t = t + 1
        else
          if (kb(i) == 1) t = t + 1
        end if
      end do
    end do
  end subroutine walk2
end module corr
F
		cat "$TOP/tests/bench/brmain.f90"
	} > "$TMP/b.f90"
}
least() { for r in 1 2 3; do $PREFIX "$TMP/b" "$1" "$REPS" || exit 1; done | sort -n | head -1; }
bmis() {
	(cd "$TMP" && "$AMP" profile b.f90 -o s.stats -- "$1" 1 >/dev/null 2>&1) || exit 1
	awk '$1 == "block" && $6 == "WALK2" { for (i = 8; i <= NF; i++) if ($i ~ /^BMIS=/) v += substr($i, 6) }
		END { printf "%.3f", v / 4194304 }' "$TMP/s.stats"
}
echo "$(sed -n 's/^name //p' "$VEC"): a second IF on the first IF's bit (same) or another (other), D IFs between"
printf '%-5s %10s %10s %10s | %8s %8s\n' D same_ns other_ns diff_ns same_bm other_bm
for d in $DS; do
	gen "$d"
	(cd "$TMP" && $FC $FLAGS -o b b.f90 $LDFLAGS 2>/dev/null) || { echo "brdist.sh: cannot build" >&2; exit 1; }
	x=$(least 1) || exit 1
	y=$(least 2) || exit 1
	a=$(bmis 1) || exit 1
	b=$(bmis 2) || exit 1
	printf '%-5s %10s %10s %10.3f | %8s %8s\n' "$d" "$x" "$y" "$(echo "$y $x" | awk '{ print $1 - $2 }')" "$a" "$b"
done

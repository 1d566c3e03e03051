#!/bin/sh
# brcorr.sh: whether a branch is foreseen from the outcomes of other
# branches (rule 14 sees only each condition's own outcomes). A loop over
# 2^22 pseudo-random bits KA(I) and KB(I) (an integer generator) runs
# IF (KA(I) == 1) and then, by mode: nothing more (alone), IF (KA(I) ==
# 1) again (same: its outcome is the first IF's), or IF (KB(I) == 1)
# (other: independent of it). Each second IF adds one to a counter as
# the first does. Prints the measured nanoseconds per iteration (least
# of 5 runs), amp's BMIS per iteration and what the machine vector
# predicts per iteration. A processor that predicts from the outcomes
# of other branches runs "same" at about the cost of "alone" plus an
# addition; amp's predictor counts as many misses for "same" as for
# "other". The machine comes from a vector's compiler, flags and run
# prefix.
# Usage: sh tests/bench/brcorr.sh [VEC]
TOP=$(cd "$(dirname "$0")/../.." && pwd)
AMP=${AMP:-$TOP/amp}
VEC=${1:-$TOP/machines/host-gfortran-O0.vec}
. "$TOP/tests/bench/vecenv.sh"
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
    integer :: i, r
    do r = 1, reps
      do i = 1, nn
        if (ka(i) == 1) s = s + 1
        if (mode == 1) then
          if (ka(i) == 1) t = t + 1
        else if (mode == 2) then
          if (kb(i) == 1) t = t + 1
        end if
      end do
    end do
  end subroutine walk
end module corr
F
cat "$TOP/tests/bench/brmain.f90"
} > "$TMP/b.f90"
(cd "$TMP" && ${FC:-gfortran} $FLAGS -o b b.f90 $LDFLAGS 2>/dev/null) ||
	{ echo "brcorr.sh: cannot build" >&2; exit 1; }
REPS=4
[ -n "$PREFIX" ] && REPS=1
least() { for r in 1 2 3 4 5; do $PREFIX "$TMP/b" "$1" "$REPS" || exit 1; done | sort -n | head -1; }
# predicted nanoseconds and BMIS per iteration of WALK: MODE
amp_per_iter() {
	(cd "$TMP" && "$AMP" profile b.f90 -o s.stats -- "$1" "$REPS" >/dev/null 2>&1) || exit 1
	p=$("$AMP" predict --top 20 "$TMP/s.stats" "$VEC" |
		awk -v n="$((4194304 * REPS))" '/^top routines/ { t = 1; next } t && $1 == "WALK" { printf "%.2f", $2 / n * 1e9; exit }')
	b=$(awk -v n="$((4194304 * REPS))" '$1 == "block" && $6 == "WALK" { for (i = 8; i <= NF; i++) if ($i ~ /^BMIS=/) v += substr($i, 6) } END { printf "%.3f", v / n }' "$TMP/s.stats")
	echo "$p $b"
}
echo "$(sed -n 's/^name //p' "$VEC"): nanoseconds per iteration, a second IF on the first IF's bit or on another"
printf '%-6s %10s | %10s %10s\n' mode measured predicted bmis
for m in 0 1 2; do
	x=$(least "$m") || exit 1
	y=$(amp_per_iter "$m") || exit 1
	set -- $y
	printf '%-6s %10s | %10s %10s\n' "$(echo alone same other | cut -d' ' -f$((m + 1)))" "$x" "$1" "$2"
done

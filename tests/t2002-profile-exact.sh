#!/bin/sh
# t2002: amp profile counts, checked against counts worked out by hand
# (tests/fixtures/profile/exact.f90), and bad cases that must fail cleanly.
. "$(dirname "$0")/lib.sh"
F="$TOP/tests/fixtures/profile"
command -v gfortran >/dev/null || { echo "# gfortran missing"; test_done; exit; }
ok "profile exact.f90" "$AMP" profile "$F/exact.f90" -o "$T/ex.stats" -- 7
check "program output passes through" "grep -q '10019' '$T/out'"
check "stops inside a subroutine: nothing after it ran" "! grep -q 'not reached' '$T/out'"
ex() { awk -F'\t' -v l="$1" '$1 == "block" && $4 == l { print $7; exit }' "$T/ex.stats"; }
tot() { awk -v n="$1" '$1 == "total" && $2 == n { print $3 }' "$T/ex.stats"; }
check "nested loop body runs 3 x 4 = 12 times" "[ '$(ex 10)' = 12 ]"
check "outer loop body runs 3 times" "[ '$(ex 9)' = 3 ]"
check "zero-trip loop body never runs" "[ '$(ex 14)' = 0 ]"
check "GOTO loop head runs 5 times" "[ '$(ex 17)' = 5 ]"
check "computed GOTO skips label 20" "[ '$(ex 21)' = 0 ] && [ '$(ex 22)' = 1 ]"
check "early RETURN: tail runs once of 3 calls" "[ '$(ex 42)' = 1 ]"
check "after STOP: block never runs" "[ '$(ex 35)' = 0 ]"
check "LOIN: 1 + 3 + 1 + 1 DO statements" "[ '$(tot LOIN)' = 6 ]"
check "LOOV: 3 + 12 + 0 + 3 iterations" "[ '$(tot LOOV)' = 18 ]"
# A, B and C are allocatable: their elements are global operands (rule 2).
check "array syntax on run-time sizes: 3 stores x 7 elements" "[ '$(tot SRSG)' = 21 ] && [ '$(tot SRSL)' = '' ]"
check "array syntax: one add and one multiply per element" "[ '$(tot ARSG)' = 7 ] && [ '$(tot MRSG)' = 7 ]"
check "array syntax: three element loops of 7, one set-up each" "[ '$(tot ASEL)' = 21 ] && [ '$(tot ASST)' = 3 ]"
check "array syntax: 1 + 1 + 3 array operands per element" "[ '$(tot ASOP)' = 35 ]"
check "unmodeled PRINT once, STOP once" "grep -qx 'unmodeled PRINT 1' '$T/ex.stats' && grep -qx 'unmodeled STOP 1' '$T/ex.stats'"
ok "profile again with another size" "$AMP" profile "$F/exact.f90" -o "$T/ex2.stats" -- 1000
check "element counts follow the run-time size" "awk '\$1 == \"total\" && \$2 == \"ARSL\" { exit \$3 != 1000 }' '$T/ex2.stats'"
ok "amp stats" "$AMP" stats "$T/ex.stats"
check "stats names the program" "grep -q '^program exact:' '$T/out'"
ok "amp stats json" "$AMP" stats --format json "$T/ex.stats"

# PURE and ELEMENTAL procedures count (through the runtime's PURE
# subroutines; t2006 checks them further) and DO
# CONCURRENT runs as a sequential DO: an elemental call on 5 elements runs
# its body 5 times, the concurrent loop's pure call 5 times.
ok "pure, elemental, do concurrent" "$AMP" profile "$F/pure.f90" -o "$T/pure.stats"
check "same result as the original" "grep -q '220.0' '$T/out'"
check "elemental body runs per element" "awk -F'\t' '\$6 == \"TW\" && \$7 == 5 { f = 1 } END { exit !f }' '$T/pure.stats'"
check "pure body runs per iteration" "awk -F'\t' '\$6 == \"SQ\" && \$7 == 5 { f = 1 } END { exit !f }' '$T/pure.stats'"

# Blocks whose counts follow from others carry no counter: the block after
# an IF construct nothing leaves early (as often as the block ending in
# its IF THEN), the block after IF (c) EXIT (that block minus the EXIT).
# The counts must still be exact. By hand: each of the 3 passes tests
# 2*root <= m twice (root 1, then 2), takes the join twice (child 2, then
# 5) and leaves by EXIT on the second (a(2) = 9 >= a(5) = 8): the join 6
# times, the block after IF ... EXIT 3 times.
cat > "$T/derive.f90" <<'EOF2'
program derive
  integer :: root, child, m, a(10), i, n
  a = (/ 5, 9, 3, 4, 8, 1, 2, 7, 6, 0 /)
  m = 10
  n = 0
  do i = 1, 3
    root = 1
    do while (2 * root <= m)
      child = 2 * root
      if (child < m) then
        if (a(child) < a(child + 1)) child = child + 1
      end if
      if (a(root) >= a(child)) exit
      root = child
      n = n + 1
    end do
  end do
  print *, n
end program derive
EOF2
mkdir -p "$T/inst"
ok "instrument derive.f90" "$AMP" instrument -o "$T/inst" "$T/derive.f90"
check "no counter after the IF construct" "grep -A1 '^END IF' '$T/inst/derive.f90' | grep -q '^IF (AMPBR([0-9]*, MERGE(1, 0, A(ROOT) >= A(CHILD)))) THEN'"
check "no counter after IF ... EXIT" "grep -A1 '^END IF' '$T/inst/derive.f90' | grep -q '^ROOT = CHILD'"
ok "profile derive.f90" "$AMP" profile "$T/derive.f90" -o "$T/derive.stats"
check "the join after END IF counted: 6 times" "grep -P '^block\t[0-9]+\t[^\t]*derive.f90\t13\t' '$T/derive.stats' | cut -f7 | grep -qx 6"
check "the block after IF ... EXIT counted: 3 times" "grep -P '^block\t[0-9]+\t[^\t]*derive.f90\t14\t' '$T/derive.stats' | cut -f7 | grep -qx 3"

# BMIS: the mispredictions of amp's predictor (amp-bpred.h): each IF
# condition's own two-level predictor (12 outcomes of history, a two-bit
# counter per history, all starting weakly false), unless its chooser has
# turned to the shared one (a TAGE: a base counter per condition and
# tagged tables over the last 4, 7, ... 300 outcomes of all conditions),
# which it does only where that one was right and its own wrong. By
# hand, over 1000 iterations of four IFs: a condition always false is
# never missed. Always true: both miss the first evaluation; the second
# comes with a new own history, missed, while the shared base counter
# learned true from the first, so the chooser turns to the shared side,
# which misses nothing after (2). Alternating from true, the shared side
# sees the last four outcomes: (newest first) T F F F before the true
# outcomes, T F F T before the false ones and, after a multiple of five,
# T F T T or T F T F. Its own predictor misses the true outcomes of
# iterations 1, 3, 5 and 7 (new histories) while the chooser stays on it
# (the shared side is wrong at 2, 3 and 6: the base flips, and the entry
# for T F F F that iteration 1 took is new and weak at 3, so the next
# shorter prediction, the base's, is used); the shared side is right at
# 5, 7 and 9 where its own was wrong, so from 9 the shared one decides.
# It misses T F T F at 11, the first time, and at 21, where the entry it
# took at 11 is still new and weak (6). True every fifth time, missed on
# the 5th, 10th and 15th iterations by its own predictor (histories 0,
# 10000b and 1000010000b, the last one recurring), the chooser on it
# (3). The rarer outcomes would be 0, 0, 500 and 200.
cat > "$T/branch.f90" <<'EOF2'
program branch
  integer :: i, k
  k = 0
  do i = 1, 1000
    if (i > 2000) k = k - 1
    if (i > 0) k = k + 1
    if (mod(i, 2) == 1) k = k + 2
    if (mod(i, 5) == 0) k = k + 3
  end do
  print *, k
end program branch
EOF2
ok "profile branch.f90" "$AMP" profile "$T/branch.f90" -o "$T/branch.stats"
# bmis LINE [STATS]: BMIS of the block at LINE (branch.stats by default)
bmis() { awk -F'\t' -v l="$1" '$1 == "block" && $4 == l { n = split($8, it, " "); for (i = 1; i <= n; i++) { split(it[i], kv, "="); if (kv[1] == "BMIS") v = kv[2] } } END { print v + 0 }' "${2:-$T/branch.stats}"; }
check "BMIS of a condition always false: 0" "[ '$(bmis 5)' = 0 ]"
check "BMIS of a condition always true: 2" "[ '$(bmis 6)' = 2 ]"
check "BMIS of an alternating condition: 6" "[ '$(bmis 7)' = 6 ]"
check "BMIS of a condition true every fifth time: 3" "[ '$(bmis 8)' = 3 ]"
# A condition that repeats another's outcome, or its opposite, is
# foreseen from the shared history (brcorr.sh in benchmarks.md: the
# host runs it at no cost), where each one's own history, of
# pseudo-random bits, misses about half the time: the first IF on
# KA(I) misses over 4000 times in 10000, the two after it fewer than a
# tenth of that (100 and 19; 4928 and 5028 with their own predictors
# alone).
cat > "$T/corr.f90" <<'EOF2'
program corr
  integer :: i, k, ka(10000)
  integer(8) :: s
  s = 12345
  do i = 1, 10000
    s = mod(s * 16807_8, 2147483647_8)
    ka(i) = int(mod(s / 65536_8, 2_8))
  end do
  k = 0
  do i = 1, 10000
    if (ka(i) == 1) k = k + 1
    if (ka(i) == 1) k = k + 2
    if (ka(i) == 0) k = k + 3
  end do
  print *, k
end program corr
EOF2
ok "profile corr.f90" "$AMP" profile "$T/corr.f90" -o "$T/corr.stats"
check "BMIS of a random condition: over 4000 in 10000" "[ '$(bmis 11 "$T/corr.stats")' -gt 4000 ]"
check "BMIS of a condition repeating it: under a tenth" "[ \$(( $(bmis 12 "$T/corr.stats") * 10 )) -lt '$(bmis 11 "$T/corr.stats")' ]"
check "BMIS of its opposite: under a tenth" "[ \$(( $(bmis 13 "$T/corr.stats") * 10 )) -lt '$(bmis 11 "$T/corr.stats")' ]"
# A DO WHILE test goes through the same predictors. Entered 100 times,
# true three times and then false, with no other condition: the first
# true is missed by both; the second by its own predictor (a new
# history), where the shared base counter learned true from the first,
# and the chooser turns to the shared side. That one misses the first
# false (its base says true; an entry of the 4-outcome table takes the
# history T T T F, newest last) and the second, where that entry is new
# and weak and the base is used instead; from the third false on, the
# entry decides, and the trues never reach a tagged entry (4).
cat > "$T/whiles.f90" <<'EOF2'
program whiles
  integer :: i, j, k
  k = 0
  do i = 1, 100
    j = 0
    do while (j < 3)
      j = j + 1
      k = k + j
    end do
  end do
  print *, k
end program whiles
EOF2
ok "profile whiles.f90" "$AMP" profile "$T/whiles.f90" -o "$T/whiles.stats"
check "BMIS of a DO WHILE test true three times in four: 4" "[ '$(bmis 6 "$T/whiles.stats")' = 4 ]"

# A counted DO loop's closing branch (rule 14): n - 1 continues and one
# exit per entry. When the trip count is the one of the loop's previous
# entry and at most 32, a loop predictor foresees the exit; otherwise the
# history predictor of the IF conditions decides. Entered 1000 times: a
# loop of 5 misses only at its first entry, the 4 continues on new
# histories (4); one of 16 misses its first 13 continues (12 new
# histories, then the all-continue history's counter still weakly false)
# and its exit (14); one of 34 is foreseen by neither and misses its exit
# at every entry (1000, and 24 while the history predictor learns, by a
# separate simulation); one whose trip count alternates between 16 and 17
# likewise (1024); a loop that runs no iteration has no branch to miss.
cat > "$T/loops.f90" <<'EOF2'
program loops
  integer :: i, j, k, n
  k = 0
  n = 0
  do j = 1, 1000
    do i = 1, 5
      k = k + i
    end do
    do i = 1, 16
      k = k + i
    end do
    do i = 1, 34
      k = k + i
    end do
    do i = 1, 16 + mod(j, 2)
      k = k + i
    end do
    do i = 1, n
      k = k + i
    end do
  end do
  print *, k
end program loops
EOF2
ok "profile loops.f90" "$AMP" profile "$T/loops.f90" -o "$T/loops.stats"
check "BMIS of a DO loop of 5 iterations entered 1000 times: 4" "[ '$(bmis 6 "$T/loops.stats")' = 4 ]"
check "BMIS of a DO loop of 16 iterations entered 1000 times: 14" "[ '$(bmis 9 "$T/loops.stats")' = 14 ]"
check "BMIS of a DO loop of 34 iterations entered 1000 times: 1024" "[ '$(bmis 12 "$T/loops.stats")' = 1024 ]"
check "BMIS of a DO loop of 16 and 17 iterations by turns: 1024" "[ '$(bmis 15 "$T/loops.stats")' = 1024 ]"
check "BMIS of a DO loop of no iterations: 0" "[ '$(bmis 18 "$T/loops.stats")' = 0 ]"
# The call that feeds the predictor takes the DO statement's label: a
# jump to the label still starts the loop (and counts it).
printf '      PROGRAM LBL\n      INTEGER I, K, M\n      K = 0\n      M = 0\n   10 DO 20 I = 1, 3\n         K = K + I\n   20 CONTINUE\n      M = M + 1\n      IF (M .LT. 4) GO TO 10\n      PRINT *, K\n      END\n' > "$T/lbl.f"
ok "profile a DO that is a jump's target" "$AMP" profile "$T/lbl.f" -o "$T/lbl.stats"
check "the loop ran four times over" "grep -qx ' *24' '$T/out'"
check "its closing branch counted at each entry" "[ '$(bmis 5 "$T/lbl.stats")' -ge 1 ] && grep -P '^block\t[0-9]+\t[^\t]*lbl.f\t5\t' '$T/lbl.stats' | cut -f7 | grep -qx 4"

# Bad cases: no statistics written, a clear error, exit 1.
printf 'program bad\n  integer :: i\n  i = 1\n  call undefined_sub_xyz(i)\nend program bad\n' > "$T/bad.f90"
fails "a program that does not link" 1 "$AMP" profile "$T/bad.f90" -o "$T/bad.stats"
check "link failure reported" "grep -q 'amp: error: linking the instrumented program failed' '$T/err'"
check "no stats for a failed build" "[ ! -e '$T/bad.stats' ]"
printf 'program crash\n  integer :: i\n  i = 1\n  if (i == 1) call abort()\nend program crash\n' > "$T/crash.f90"
fails "a program that crashes" 1 "$AMP" profile "$T/crash.f90" -o "$T/crash.stats"
check "crash reported" "grep -q 'amp: error: the program crashed: signal 6' '$T/err'"
check "no stats for a crash" "[ ! -e '$T/crash.stats' ]"
# A program amp reads but the compiler refuses: the compiler's message
# is shown, then amp's. One that compiles with a warning (an element of
# a dummy declared X(1) past its bound, as old code declares them):
# the warning, which would name the instrumented copy's lines, is not.
printf '      PROGRAM BADT\n      INTEGER X\n      X = .TRUE. + 1\n      PRINT *, X\n      END\n' > "$T/badt.f"
fails "a program the compiler refuses" 1 "$AMP" profile "$T/badt.f" -o "$T/badt.stats"
check "the compiler's message, then amp's" "grep -q 'Operands of binary numeric operator' '$T/err' && grep -q \"amp: error: compiling '.*badt.f' with gfortran failed\" '$T/err'"
printf '      PROGRAM WARN\n      DOUBLE PRECISION A(3)\n      A(1) = 1.0D0\n      A(2) = 2.0D0\n      CALL S(A)\n      PRINT *, A(2)\n      END\n      SUBROUTINE S(X)\n      DOUBLE PRECISION X(1)\n      X(2) = X(2) + 1.0D0\n      END\n' > "$T/warn.f"
(cd "$T" && gfortran -c warn.f 2> warn.plain)
ok "a program that compiles with a warning" "$AMP" profile "$T/warn.f" -o "$T/warn.stats"
check "the compiler's warning is not shown" "grep -q 'Warning' '$T/warn.plain' && ! grep -q 'Warning' '$T/err'"
printf 'program syn\n  x = (1 +\nend program syn\n' > "$T/syn.f90"
fails "a program with a syntax error" 1 "$AMP" profile "$T/syn.f90"
check "syntax error located" "grep -q 'syn.f90:2:' '$T/err'"
# --keep with a folder relative to the working directory.
ok "profile with --keep kept" sh -c "cd '$T' && '$AMP' profile --keep kept '$F/exact.f90' -o kept.stats -- 7"
check "the kept build holds the instrumented copy and runtime" "[ -s '$T/kept/amp-data.c' ] && [ -s '$T/kept.stats' ] && [ \"\$(grep '^block' '$T/kept.stats')\" = \"\$(grep '^block' '$T/ex.stats')\" ]"
fails "a missing compiler" 1 "$AMP" profile --fc no-such-fortran-compiler "$F/exact.f90" -o "$T/x.stats"
test_done

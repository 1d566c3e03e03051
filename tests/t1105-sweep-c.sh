#!/bin/sh
# t1105: Fortran found in a third sweep of public-style programs (sources
# in tests/fixtures/modern): each is analyzed with counts checked by hand
# against the rules of docs/parameters.md, and profiled: the instrumented
# copy must compile, print what the program prints and count its blocks
# exactly.
. "$(dirname "$0")/lib.sh"
F="$TOP/tests/fixtures/modern"
cd "$F" || exit 1

# The plain listing's line after "block N  FILE:FIRST-...", and the
# line after that (a per-element part).
row() { awk -v b="$1" -v f="$2" 'index($0, "block " b "  ") == 1 && index($0, f ":") { getline; print; exit }' "$T/out"; }
row2() { awk -v b="$1" -v f="$2" 'index($0, "block " b "  ") == 1 && index($0, f ":") { getline; getline; print; exit }' "$T/out"; }
# A profile's execution count of the block starting on line L of file F,
# and the total of a counter.
runs() { awk -F'\t' -v f="$1" -v l="$2" '$1 == "block" && $4 == l { n = split($3, p, "/"); if (p[n] == f) { print $7; exit } }' "$3"; }
tot() { awk -v n="$1" '$1 == "total" && $2 == n { print $3 }' "$2"; }
# Build and run a program with gfortran alone, in its own folder: the
# reference output of an instrumented run.
ref() {
	prog=$1; shift
	mkdir -p "$T/ref-$prog" && (cd "$T/ref-$prog" && cp "$@" . &&
		gfortran ${FCFLAGS:-} $(for f in "$@"; do basename "$f"; done) -o prog && ./prog > "$T/$prog.ref")
}
have_fc=1
command -v gfortran >/dev/null || { have_fc=0; echo "# gfortran missing: no profiles"; }

# A WHERE statement as a logical IF's action: its per-element part
# (the mask's RELS, SRSL and ARSL for a = -a, ASOP 3 for the three
# operands, ASEL, ASTM: rule 10) belongs to the action's block, beside
# its ASST, not to the IF's.
ok "analyze IF (c) WHERE (m) a = -a" "$AMP" analyze ifwhere.f90
check "the IF's block: the condition only" "row 2 ifwhere.f90 | grep -qx '    SLSL 1  RELI 1  IFLO 1  LOOV 1'"
check "the action's block: ASST" "row 3 ifwhere.f90 | grep -qx '    ASST 1'"
check "the action's per-element part" "row2 3 ifwhere.f90 | grep -qx '    per element of SIZE(A):  SRSL 1  ARSL 1  RELS 1  ASOP 3  ASEL 1  ASTM 1'"

# A DO WHILE whose construct name holds WHILE (MEANWHILE: DO WHILE):
# the test K < 5 is RELI and LWHI per evaluation (rule 14's DO WHILE).
ok "analyze a DO WHILE named MEANWHILE" "$AMP" analyze whilename.f90
check "the test's block" "row 2 whilename.f90 | grep -qx '    RELI 1  LWHI 1'"

[ "$have_fc" = 1 ] || { test_done; exit; }
cd "$T" || exit 1

# The action runs once (k = 2) over 6 elements: SRSL 6 + 2 (the next
# IF's section), all in the action blocks.
ref ifwhere "$F/ifwhere.f90"
ok "profile IF (c) WHERE" "$AMP" profile "$F/ifwhere.f90" -o ifwhere.stats
same "ifwhere output" ifwhere.ref "$T/out"
check "ifwhere: the IF 3 times, the WHERE once" "[ '$(runs ifwhere.f90 7 ifwhere.stats)' = 3 ] && [ '$(runs ifwhere.f90 8 ifwhere.stats)' = 1 ]"
check "ifwhere: SRSL 6 + 2, RELS 6" "[ '$(tot SRSL ifwhere.stats)' = 8 ] && [ '$(tot RELS ifwhere.stats)' = 6 ]"
check "ifwhere: the WHERE's elements in its own block" "awk -F'\t' '\$1 == \"block\" && \$4 == 8 && \$5 == 8' ifwhere.stats | grep -q 'SRSL=6'"

# The copy's DO / IF (.NOT. ...) EXIT keeps the name: the test runs 6
# times, the body 5, the CYCLE once (k = 3).
ref whilename "$F/whilename.f90"
ok "profile a DO WHILE named MEANWHILE" "$AMP" profile "$F/whilename.f90" -o whilename.stats
same "whilename output" whilename.ref "$T/out"
check "whilename: 6, 5 and 1 runs" "[ '$(runs whilename.f90 6 whilename.stats)' = 6 ] && [ '$(runs whilename.f90 7 whilename.stats)' = 5 ] && [ '$(runs whilename.f90 8 whilename.stats)' = 1 ]"

test_done

#!/bin/sh
# t2008: a reduction in a logical IF's condition (MAXVAL, SUM, MINVAL of
# a section) is counted per element at every evaluation of the IF, also
# where the action never runs and where the IF is a jump target; an
# array assignment in the action only when it runs. Hand counts (see
# tests/fixtures/profile/condred.f90), gfortran and flang-new-19; the
# copies' output is the plain builds'.
. "$(dirname "$0")/lib.sh"
F="$TOP/tests/fixtures/profile"
command -v gfortran >/dev/null || { echo "# gfortran missing"; test_done; exit; }
FL=$(command -v flang-new-19 || command -v flang-new || true)
# "first-last:executions:counter" of the blocks with that counter, in order.
blocks() { awk -F'\t' -v c="$2" '$1 == "block" { k = split($8, a, " "); e = ""
	for (i = 1; i <= k; i++) { split(a[i], kv, "="); if (kv[1] == c) e = kv[2] }
	if (e != "") printf "%s-%s:%s:%s ", $4, $5, $7, e }' "$1"; }
# MAXVAL(A) over 8 elements at each of 5 evaluations (never true): 40
# RELS (a comparison per element) and 40 ASEL in the condition's block,
# plus the condition's own comparison, 5; SUM(A) likewise (ARSL 40, and
# its comparison, RELS 5);
# B = A in the action of the third IF, true 3 times: 24 stores; the
# labelled loop's MINVAL(A(1:4)), 3 evaluations of 4: 12 RELS, and the
# condition's own 3.
for fc in gfortran $FL; do
	tag=$(basename "$fc")
	mkdir -p "$T/build.$tag"
	(cd "$T/build.$tag" && "$fc" -O0 -w "$F/condred.f90" -o prog && ./prog > ../orig.$tag) 2>/dev/null
	ok "profile with $fc" "$AMP" profile --fc "$fc" "$F/condred.f90" -o "$T/c.$tag.stats"
	check "$tag: the copy prints what the program prints" "grep -v '^amp:' '$T/out' | cmp -s - '$T/orig.$tag'"
	check "$tag: MAXVAL and MINVAL in the conditions, at every evaluation" "[ \"\$(blocks '$T/c.$tag.stats' RELS)\" = '13-13:5:45 14-14:5:5 18-19:3:15 ' ]"
	check "$tag: SUM in the condition, the action never run" "[ \"\$(blocks '$T/c.$tag.stats' ARSL)\" = '14-14:5:40 ' ]"
	check "$tag: the action's assignment when it runs" "[ \"\$(blocks '$T/c.$tag.stats' SRSL)\" = '8-12:1:17 15-15:3:24 ' ]"
done
test_done

#!/bin/sh
# t2005: the exact phase (rule 18). amp profile traps a run's first
# inexact floating-point result and counts the operations before it
# (exact.* counters, checked against counts worked out by hand in the
# fixtures); a vector's exact rows price them; other floating-point
# signals keep their default action; bad exact rows are refused.
. "$(dirname "$0")/lib.sh"
F="$TOP/tests/fixtures/exact"
command -v gfortran >/dev/null || { echo "# gfortran missing"; test_done; exit; }
tot() { awk -v n="$1" '$1 == "total" && $2 == n { print $3 }' "$2"; }
case "$(uname -m)" in
x86_64)
	ok "profile phase.f90" "$AMP" profile "$F/phase.f90" -o "$T/phase.stats"
	check "the program's output passes through" "grep -q '200.0  0.3333' '$T/out'"
	check "the phase is traced" "grep -qx 'exact-phase traced' '$T/phase.stats'"
	check "all 200 additions and the divide counted" "[ '$(tot ARDL "$T/phase.stats")' = 200 ] && [ '$(tot DRDL "$T/phase.stats")' = 1 ]"
	check "the 100 additions before the divide are exact" "[ '$(tot exact.double "$T/phase.stats")' = 100 ]"
	check "the divide's block counts in the exact phase" "[ '$(tot exact.divide "$T/phase.stats")' = 1 ]"
	check "no single-precision operation" "[ -z '$(tot exact.single "$T/phase.stats")' ]"
	ok "profile phase.f90 with 7 iterations" "$AMP" profile "$F/phase.f90" -o "$T/phase7.stats" -- 7
	check "the exact phase follows the run" "[ '$(tot exact.double "$T/phase7.stats")' = 7 ] && [ '$(tot ARDL "$T/phase7.stats")' = 14 ]"
	ok "profile allexact.f" "$AMP" profile "$F/allexact.f" -o "$T/all.stats"
	check "a run with no inexact result is all exact phase" "[ '$(tot exact.double "$T/all.stats")' = 150 ] && [ '$(tot exact.single "$T/all.stats")' = 350 ] && [ '$(tot exact.divide "$T/all.stats")' = 100 ]"
	check "a complex multiply is four multiplies and two adds" "[ '$(tot MCSL "$T/all.stats")' = 50 ] && [ '$(tot ARSL "$T/all.stats")' = 50 ]"
	fails "an integer division by zero still ends the program" 1 "$AMP" profile "$F/intdiv.f90" -o "$T/intdiv.stats"
	check "says it crashed with SIGFPE" "grep -q 'the program crashed: signal 8' '$T/err'"
	check "no statistics" "[ ! -e '$T/intdiv.stats' ]"
	ok "a division by one runs" "$AMP" profile "$F/intdiv.f90" -o "$T/intdiv.stats" -- 1
	check "and prints its result" "grep -q ' 7' '$T/out'"

	# Pricing: the same vector with and without exact rows.
	cp "$TOP/tests/fixtures/plot/base.vec" "$T/base.vec"
	{ cat "$T/base.vec"; printf 'exact single 2 1.5 2.5\nexact double 3 2.5 3.5\nexact divide 5 4 6\n'; } > "$T/x.vec"
	ok "predict without exact rows" "$AMP" predict --format csv "$T/all.stats" "$T/base.vec"
	t0=$(awk -F, 'NR == 2 { print $3 }' "$T/out")
	ok "predict with exact rows" "$AMP" predict --format csv "$T/all.stats" "$T/x.vec"
	t1=$(awk -F, 'NR == 2 { print $3 }' "$T/out")
	# 350 x 2 + 150 x 3 + 100 x 5 ns
	check "the exact term is the counts times the rows ($t1 - $t0 s)" "awk -v a='$t1' -v b='$t0' 'BEGIN { d = a - b; exit !(d > 1.649e-6 && d < 1.651e-6) }'"
	ok "text prediction" "$AMP" predict "$T/all.stats" "$T/x.vec"
	check "names the exact term" "grep -q 'arithmetic before the first inexact result' '$T/out'"
	;;
*)
	echo "# the exact phase is traced on x86-64 only"
	;;
esac

# Exact rows come all or none, non-negative, inside their intervals.
B="$TOP/tests/fixtures/plot/base.vec"
{ cat "$B"; printf 'exact single 2 1.5 2.5\nexact double 3 2.5 3.5\n'; } > "$T/bad1.vec"
fails "a missing exact row" 1 "$AMP" reduce "$T/bad1.vec"
check "names the missing class" "grep -q \"exact class 'divide' is missing\" '$T/err'"
{ cat "$B"; printf 'exact single -2 -3 1\nexact double 3 2.5 3.5\nexact divide 5 4 6\n'; } > "$T/bad2.vec"
fails "a negative exact row" 1 "$AMP" reduce "$T/bad2.vec"
check "says where" "grep -q \"bad2.vec:[0-9]*: error: negative exact time for 'single'\" '$T/err'"
{ cat "$B"; printf 'exact single 2 2.5 3\nexact double 3 2.5 3.5\nexact divide 5 4 6\n'; } > "$T/bad3.vec"
fails "an interval without its time" 1 "$AMP" reduce "$T/bad3.vec"
check "says so" "grep -q \"interval of the exact row of 'single' does not contain\" '$T/err'"
test_done

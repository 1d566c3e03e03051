#!/bin/sh
# t2006: PURE and ELEMENTAL procedures keep their prefix in the
# instrumented copy, so a program that needs them pure (a specification
# function, a call in FORALL, a pure procedure pointer or dummy
# procedure) still compiles; they count through PURE subroutines of the
# runtime, and no count is lost: the block counts, worked out by hand,
# are exact with gfortran and flang-new-19 at -O0 and -O2, and agree with
# those of the same program made impure.
. "$(dirname "$0")/lib.sh"
F="$TOP/tests/fixtures/profile"
command -v gfortran >/dev/null || { echo "# gfortran missing"; test_done; exit; }
FL=$(command -v flang-new-19 || command -v flang-new || true)

# Each block's routine and executions, in block order.
runs() { awk -F'\t' '$1 == "block" { printf "%s %s ", $6, $7 }' "$1"; }
# Each block's executions and mispredictions (BMIS), one block a line.
execs() { awk -F'\t' '$1 == "block" { b = 0; k = split($8, a, " ")
	for (i = 1; i <= k; i++) { split(a[i], kv, "="); if (kv[1] == "BMIS") b = kv[2] }
	print $2, $7, b }' "$1"; }

# The copy keeps PURE and ELEMENTAL; a pure procedure defines no COMMON
# counter and calls the runtime through a PURE interface.
mkdir -p "$T/inst"
ok "instrument purecalls.f90" "$AMP" instrument -o "$T/inst" "$F/purecalls.f90"
C="$T/inst/purecalls.f90"
check "PURE kept" "grep -qx 'PURE REAL FUNCTION HALF(X)' '$C'"
check "ELEMENTAL kept, not made impure" "grep -qx 'ELEMENTAL REAL FUNCTION CLIP(X)' '$C' && ! grep -q IMPURE '$C'"
check "no COMMON counter in a pure procedure" \
	"! sed -n '/^PURE REAL FUNCTION HALF/,/^END FUNCTION HALF/p' '$C' | grep -q 'AMPCT\|AMPBR'"
check "the pure interface of the counting routine" "grep -qx \"PURE SUBROUTINE AMPCN(K, N) BIND(C, NAME='amp_pure_count')\" '$C'"
check "a pure block counts through it" "sed -n '/^PURE REAL FUNCTION HALF/,/^END FUNCTION HALF/p' '$C' | grep -qx 'CALL AMPCN(3, 1_8)'"
check "a pure condition through the predictor subroutine" "grep -q '^CALL AMPBP([0-9]*, MERGE(1, 0, X > 2.0), AMPBV)' '$C'"
check "an impure procedure keeps its COMMON counters" "grep -q '^AMPCT(2) = AMPCT(2) + 1' '$C'"

# Hand counts. purecalls: NLEN once (PAD's local declaration); HALF 6
# times in FORALL, once through the pointer, once as APPLY's dummy; CLIP
# per element of A(1:6), 4 above 2.0; TOTAL's loop 6 times, its DO WHILE
# tested 4 times (K = 1, 2, 4, 8) and run 3.
want_pc="NLEN 1 PAD 1 HALF 8 APPLY 1 CLIP 6 CLIP 4 CLIP 2 CLIP 6 TOTAL 1 TOTAL 6 TOTAL 1 TOTAL 4 TOTAL 3 TOTAL 1 PURECALLS 1 PURECALLS 6 PURECALLS 1 PURECALLS 1 "
# pureloops: F(A, 10) and F(A, 7): 17 iterations, 13 with Y(I) > 1.5; the
# DO WHILE tested 6 + 5 times, run 5 + 4; K mod 3 is 0 twice, 1 three
# times. G on 10 elements, 5 above 1.0. FILL: 100000 iterations.
want_pl="F 2 F 17 F 13 F 2 F 11 F 9 F 2 F 7 F 3 F 9 F 2 G 10 G 5 G 5 G 10 FILL 1 FILL 100000 FILL 1 PURELOOPS 1 PURELOOPS 10 PURELOOPS 1 PURELOOPS 1 "
# purefix: TRI(1) .. TRI(5): 15 iterations, 6 with J even.
want_pf="PF 1 PF 5 PF 1 TRI 5 TRI 15 TRI 6 TRI 15 TRI 5 "

# The same program without PURE and ELEMENTAL (IMPURE ELEMENTAL): the
# copy then counts through the COMMON counters, AMPBR and AMPDO.
mkdir -p "$T/impure"
sed -e 's/^\( *\)pure /\1/' -e 's/^\( *\)elemental /\1impure elemental /' "$F/pureloops.f90" > "$T/impure/pureloops.f90"

for fc in gfortran $FL; do
	for o in -O0 -O2; do
		tag=$(basename "$fc")$o
		for src in purecalls.f90 pureloops.f90 purefix.f; do
			b=${src%.*}
			ok "$b: profile with $fc $o" "$AMP" profile --fc "$fc" --fflags "$o" "$F/$src" -o "$T/$b.$tag.stats"
			cp "$T/out" "$T/$b.$tag.out"
			mkdir -p "$T/orig.$tag.$b"
			(cd "$T/orig.$tag.$b" && "$fc" $o -w "$F/$src" -o prog && ./prog > ../$b.$tag.orig) 2>/dev/null
			same "$b: same output as the original ($fc $o)" "$T/$b.$tag.orig" "$T/$b.$tag.out"
		done
		check "purecalls: hand counts ($fc $o)" "[ \"\$(runs '$T/purecalls.$tag.stats')\" = '$want_pc' ]"
		check "pureloops: hand counts ($fc $o)" "[ \"\$(runs '$T/pureloops.$tag.stats')\" = '$want_pl' ]"
		check "purefix: hand counts ($fc $o)" "[ \"\$(runs '$T/purefix.$tag.stats')\" = '$want_pf' ]"
		ok "pureloops made impure: profile with $fc $o" "$AMP" profile --fc "$fc" --fflags "$o" "$T/impure/pureloops.f90" -o "$T/imp.$tag.stats"
		execs "$T/pureloops.$tag.stats" > "$T/pl.$tag.execs"
		execs "$T/imp.$tag.stats" > "$T/imp.$tag.execs"
		same "pure and impure copies: same executions and mispredictions ($fc $o)" "$T/imp.$tag.execs" "$T/pl.$tag.execs"
	done
done
[ -n "$FL" ] || echo "# flang not installed: gfortran only"

# --memory: a PURE procedure passes the element itself (LOC is not
# PURE); FILL's sweep touches BIG's 400000 bytes first: 98 pages (an
# allocation of that size starts 16 bytes into a page) and 6250 lines of
# 64 bytes, each once (estimated: one line in 16 is followed).
ok "profile --memory" "$AMP" profile --memory "$F/pureloops.f90" -o "$T/m.stats"
same "--memory: same output" "$T/pureloops.gfortran-O0.orig" "$T/out"
mem() { awk -F'\t' -v l="$1" -v n="$2" '$1 == "block" && $4 == l {
	v = 0; k = split($8, a, " "); for (i = 1; i <= k; i++) { split(a[i], kv, "="); if (kv[1] == n) v = kv[2] }
	print v; exit }' "$3"; }
check "FILL's sweep touches 98 pages first" "[ $(mem 43 mem.page "$T/m.stats") = 98 ]"
check "FILL's sweep: about 6250 lines touched first" "awk -v v=$(mem 43 mem.reg6 "$T/m.stats") 'BEGIN { exit !(v >= 5600 && v <= 6900) }'"
ok "profile --memory, impure" "$AMP" profile --memory "$T/impure/pureloops.f90" -o "$T/mi.stats"
check "the same pages as the impure copy's LOC" "[ $(mem 43 mem.page "$T/m.stats") = $(mem 43 mem.page "$T/mi.stats") ]"
check "as many lines, within the sampling" "awk -v a=$(mem 43 mem.reg6 "$T/m.stats") -v b=$(mem 43 mem.reg6 "$T/mi.stats") 'BEGIN { exit !(a >= 0.9 * b && a <= 1.1 * b) }'"
if [ -n "$FL" ]; then
	ok "profile --memory with flang -O2" "$AMP" profile --memory --fc "$FL" --fflags -O2 "$F/pureloops.f90" -o "$T/mf.stats"
	check "flang: FILL's sweep touches 98 pages first" "[ $(mem 43 mem.page "$T/mf.stats") = 98 ]"
fi
mkdir -p "$T/minst"
ok "instrument --memory" "$AMP" instrument --memory -o "$T/minst" "$F/pureloops.f90"
check "CALL AMPMP(site, A(I)) in FILL" "sed -n '/^PURE SUBROUTINE FILL/,/^END SUBROUTINE FILL/p' '$T/minst/pureloops.f90' | grep -q '^CALL AMPMP([0-9]*, A(I))'"
# A MODULE PROCEDURE body is pure when its interface body says so (the
# prefix is not repeated): called in FORALL, its copy must stay pure.
ok "profile a pure separate module procedure" "$AMP" profile "$F/seppure_mod.f90" "$F/seppure_sub.f90" "$F/seppure_main.f90" -o "$T/sep.stats"
check "its output" "grep -q '90.0000' '$T/out'"
check "AREA's blocks: 4 calls, 3 iterations each" "awk -F'\t' '\$1 == \"block\" && \$6 == \"AREA\" { n[\$4] = \$7 } END { exit !(n[6] == 4 && n[8] == 12) }' '$T/sep.stats'"
test_done

#!/bin/sh
# t1003: loop-carried dependence chains (docs/parameters.md rule 15): the
# lat.* counts of every block of tests/fixtures/latency/chains.f and
# chains.f90, worked out by hand, in the static table and, times the
# blocks' executions, in amp profile's statistics; chains that restart at
# every entry of their loop (restart.f); rule 17's paths (paths.f).
. "$(dirname "$0")/lib.sh"
F="$TOP/tests/fixtures/latency"
cd "$F" || exit 1

# Every block as "first-last: its lat.* items" (none: nothing after ':').
lat_rows() {
	awk -F'\t' '$1 == "block" { s = ""; n = split($7, it, " ")
		for (i = 1; i <= n; i++) if (it[i] ~ /^lat\./) s = s " " it[i]
		print $4 "-" $5 ":" s }' "$1"
}
# The blocks that carry a chain, "first-last: lat.* items;" each, on one line.
chains() { lat_rows "$1" | grep 'lat\.' | tr '\n' ';'; }

ok "analyze chains.f" "$AMP" analyze -o "$T/f.static" chains.f
check "the listing shows parameters only" "! grep -q 'lat\.' '$T/out'"
lat_rows "$T/f.static" > "$T/f.lat"
# By hand, per block (weights hop 5, iadd 1, imul 3, idiv 25, fadd and
# fmul 4, fdiv 14, cadd 4, cmul 8, cdiv 30 choose the heaviest cycle):
#  15-47  outside any loop: nothing, though S = S + 1.0D0 reads itself
#  48-49  S = S + A(I)*B(I): the multiply is off the chain
#  51-52  Z = Z*Z + C (complex)
#  54-55  K = MOD(K*16807, 2147483647): integer multiply, MOD
#  57-58  Y = A(I) + B(I): Y is never read, no cycle
#  60-64  Whetstone module 1, origin X4: X1 from X4 (1 add, 1 mul), X2
#         from X1 (3, 1), X3 from X2 (3, 1), X4 from X3 (2, 1): 4 hops,
#         9 adds, 4 multiplies (cost 72; from X3 59, X2 42, X1 21)
#  66-68  T1 = X * AR, X = T1 + BR: two hops
#  70-73  U = U + 1.0; V = V / AR; V = BR: V's heavier chain is broken
#  75-76  J = J + 2 (the IF's action is a block of its own) ...
#  76-76  ... N = N * 3, the action
#  79-80  D = -D / E: unary minus counts an add
#  82-83  R = SQRT(R) + 1.0: the chain waits for the SQRT
#  85-86  M = IA(M): through a subscript, no operator
#  88-89  DO WHILE body W = W * 2.0 (87-87 holds the condition)
#  91-92  P = AR + BR - CR + P: P passes the last add only
#  94-95  Q = Q + AR - BR + CR: Q passes all three
#  97-98  ZC = C / ZC
#  100-101 L = .NOT. L: a logical hop, .NOT. uncounted
#  103-104 R2 = MOD(R2, 3.0): a real MOD is no integer divide
#  106-107 K2 = K2 + 1.5: a real add, stored into an integer
#  109-110 PW = PW**2: powers uncounted
#  112-113 G = FN(G) + 1.0: the chain goes through FN (FN = A * 0.5: a
#          multiply, FN's store, the hop back) and the add and G's store
#  120-122 E1(1) and E1(2), constant subscripts, followed like scalars:
#          origin E1(2) gives 2 hops, 2 adds, 2 multiplies (origin E1(1)
#          only the first statement's)
#  124-125 X = ATAN(SIN(X) * T) + COS(R): SIN, the multiply, ATAN and the
#          add; R is not assigned in the loop, COS(R) is off the chain
#  127-128 DD = SQRT(DD) + 1.0D0: a double-precision SQRT
#  143-146 NEXTK, outside any loop: KS in COMMON, KT = KS * 7 then
#          KS = MOD(KT, 101), a chain from one call to the next
#  151-153 ACC: V a dummy argument, W a local, outside any loop: none
cat > "$T/f.want" <<'EOF'
10-10:
11-14:
15-47:
48-49: lat.fhop=1 lat.fadd=1
50-50:
51-52: lat.fhop=1 lat.cadd=1 lat.cmul=1
53-53:
54-55: lat.ihop=1 lat.imul=1 lat.idiv=1
56-56:
57-58:
59-59:
60-64: lat.fhop=4 lat.fadd=9 lat.fmul=4
65-65:
66-68: lat.fhop=2 lat.fadd=1 lat.fmul=1
69-69:
70-73: lat.fhop=1 lat.fadd=1
74-74:
75-76: lat.ihop=1 lat.iadd=1
76-76: lat.ihop=1 lat.imul=1
77-77:
78-78:
79-80: lat.fhop=1 lat.fadd=1 lat.fdiv=1
81-81:
82-83: lat.fhop=1 lat.fadd=1 lat.SQRS=1
84-84:
85-86: lat.ihop=1
87-87:
88-89: lat.fhop=1 lat.fmul=1
90-90:
91-92: lat.fhop=1 lat.fadd=1
93-93:
94-95: lat.fhop=1 lat.fadd=3
96-96:
97-98: lat.fhop=1 lat.cdiv=1
99-99:
100-101: lat.ihop=1
102-102:
103-104: lat.fhop=1
105-105:
106-107: lat.ihop=1 lat.fadd=1
108-108:
109-110: lat.fhop=1
111-111:
112-113: lat.fhop=3 lat.fadd=1 lat.fmul=1
116-119:
120-122: lat.fhop=2 lat.fadd=2 lat.fmul=2
123-123:
124-125: lat.fhop=1 lat.fadd=1 lat.fmul=1 lat.SINS=1 lat.ATNS=1
126-126:
127-128: lat.fhop=1 lat.fadd=1 lat.SQRD=1
129-131:
135-136:
143-146: lat.ihop=2 lat.imul=1 lat.idiv=1
151-153:
EOF
same "lat counts of chains.f" "$T/f.want" "$T/f.lat"
ok "json has the aux counters" "$AMP" analyze --format json chains.f
check "json block counts carry lat.*" "grep -q '\"lat.fhop\":4,\"lat.fadd\":9,\"lat.fmul\":4' '$T/out'"

# Fortran 90: array statements (17-18), array elements (23-24) and
# components (26-27) are not on chains; S = S + SUM(A) is, its reduction's
# per-element part is not; H = H * 0.5 is, the section assigned from H is
# not.
ok "analyze chains.f90" "$AMP" analyze -o "$T/f90.static" chains.f90
lat_rows "$T/f90.static" > "$T/f90.lat"
cat > "$T/f90.want" <<'EOF'
12-16:
17-18:
19-19:
20-21: lat.fhop=1 lat.fadd=1
22-22:
23-24:
25-25:
26-27:
28-28:
29-31: lat.fhop=1 lat.fmul=1
32-33:
EOF
same "lat counts of chains.f90" "$T/f90.want" "$T/f90.lat"
check "no scaled part has lat counts" "! grep '^scaled' '$T/f90.static' | grep -q 'lat\.'"

# amp profile multiplies them by the blocks' executions: the action
# N = N * 3 runs 5 times (N = 5, 15, 45, 135, 405), the DO WHILE body 7
# times (W = 1 doubles past 100); everything else 100 times.
command -v gfortran >/dev/null || { echo "# gfortran missing"; test_done; exit; }
ok "profile chains.f" "$AMP" profile chains.f -o "$T/c.stats"
row() { awk -F'\t' -v a="$1" -v b="$2" '$1 == "block" && $4 == a && $5 == b { print $7 " " $8 }' "$T/c.stats" | tr ' ' '\n' | grep -E '^([0-9]+|lat\..*)$' | tr '\n' ' '; }
tot() { awk -v n="$1" '$1 == "total" && $2 == n { print $3 }' "$T/c.stats"; }
check "the action: 5 executions" "[ '$(row 76 76)' = '5 lat.ihop=5 lat.imul=5 ' ]"
check "the DO WHILE body: 7 executions" "[ '$(row 88 89)' = '7 lat.fhop=7 lat.fmul=7 ' ]"
check "Whetstone module 1: 100 executions" "[ '$(row 60 64)' = '100 lat.fhop=400 lat.fadd=900 lat.fmul=400 ' ]"
# integer hops: K, J, M, L, K2 100 each, N 5
check "total lat.ihop" "[ '$(tot lat.ihop)' = 505 ]"
# 400 Whetstone, 100 T1 = X * AR, 7 W = W * 2.0, 200 E1, 100 SIN(X) * T,
# 100 in FN
check "total lat.fmul" "[ '$(tot lat.fmul)' = 907 ]"
# 100 S, 900 Whetstone, 100 each X, U, D, R, P, K2, G, 300 Q, 200 E1,
# 100 each ATAN(...) + COS(R) and SQRT(DD) + 1.0D0
check "total lat.fadd" "[ '$(tot lat.fadd)' = 2400 ]"
check "total lat.imul" "[ '$(tot lat.imul)' = 105 ]"
# E1(1) and E1(2) are set before the DO, in its block, but the program
# runs other loops besides it: no restart is counted
check "constant subscripts: 100 executions" "[ '$(row 120 122)' = '100 lat.fhop=200 lat.fadd=200 lat.fmul=200 ' ]"
check "intrinsics on the chain" "[ '$(tot lat.SINS) $(tot lat.ATNS) $(tot lat.SQRS) $(tot lat.SQRD)' = '100 100 100 100' ]"
check "intrinsics off the chain are not counted" "[ -z '$(tot lat.SIND)$(tot lat.EXPS)' ]"
# Rule 17: the longest dependence path within one execution (dep.*), by
# hand for tests/fixtures/latency/paths.f (hop weight 5, fadd and fmul
# 4, fdiv 14, iadd 1, imul 3, SQRD 20):
#   7-11  X, Y from X, Z through SQRT(Y) and +, B(I) = Z / 3: 4 hops
#  13-16  two independent statements; B(I) = X ends X's path: 2 hops
#  18-21  J, then M = J * 3; B(M) = A(J) reads J (through a subscript)
#         but not M (its own subscript is where it stores): M's path,
#         2 hops, iadd and imul, is the longest
#  23-25  S = S + A(I), X = S * 2: 2 hops (the chain of rule 15 too)
#  26-27  B(1) = S + X, outside the loops: one statement, 1 hop
ok "analyze paths.f" "$AMP" analyze -o "$T/p.static" paths.f
dep_row() {
	awk -F'\t' -v a="$1" -v b="$2" '$1 == "block" && $4 == a && $5 == b { s = ""; n = split($7, it, " ")
		for (i = 1; i <= n; i++) if (it[i] ~ /^dep\./) s = s " " it[i]
		print s }' "$T/p.static"
}
check "a path through four statements" "[ '$(dep_row 7 11)' = ' dep.fhop=4 dep.fadd=2 dep.fmul=1 dep.fdiv=1 dep.SQRD=1' ]"
check "independent statements: two hops" "[ '$(dep_row 13 16)' = ' dep.fhop=2 dep.fadd=1' ]"
check "the stored element's subscripts are not read" "[ '$(dep_row 18 21)' = ' dep.ihop=2 dep.iadd=1 dep.imul=1' ]"
check "a chain's statements are a path" "[ '$(dep_row 23 25)' = ' dep.fhop=2 dep.fadd=1 dep.fmul=1' ]"
check "one statement outside loops" "[ '$(dep_row 26 27)' = ' dep.fhop=1 dep.fadd=1' ]"
# Chains that start afresh at every entry of their DO loop, by hand for
# tests/fixtures/latency/restart.f: S = 0 before DO 10 (block 17-18,
# its DO in 15-16) and W = T before DO 70 (38-39, DO in 36-37) restart;
# U carries on, V = V * 0.5 reads itself, a DO WHILE has no counted
# entries, and S before DO 110 is followed by another loop (DO 120) in
# the same outer iteration. Called from a loop, subroutine ONE's only
# loop restarts at each call (S = 0 before DO 10, block 74-75, its DO in
# 72-73); TWO's two loops do not: each call runs the other between two
# entries of one. amp profile counts the entries: 10 of each.
ok "analyze restart.f" "$AMP" analyze -o "$T/r.static" restart.f
check "three restarting chains, each with its DO's block" \
	"[ '$(awk -F'\t' '$1 == "block" { b[$2] = $4 "-" $5 } $1 == "restart" { printf "%s<%s ", b[$2], b[$3] }' "$T/r.static")' = '17-18<15-16 38-39<36-37 74-75<72-73 ' ]"
ok "profile restart.f" "$AMP" profile restart.f -o "$T/r.stats"
entries() { awk -F'\t' '$1 == "block" && $8 ~ /lat\.entry=/ { s = $8; sub(/.*lat\.entry=/, "", s); sub(/ .*/, "", s); printf "%s-%s:%s/%s ", $4, $5, s, $7 }' "$T/r.stats"; }
check "lat.entry: 10 entries of 5 and of 3 iterations" "[ '$(entries)' = '17-18:10/50 38-39:10/30 74-75:10/50 ' ]"
# dep.scope (rule 17): the operations of the blocks from one execution
# of a block to the next, over the run, what their calls run included. A
# loop body's block: its loop's body blocks (here itself); the main
# program's DO 140 body: its two CALL blocks and all of ONE and TWO,
# which it calls 10 times each; a block outside its routine's loops
# (ONE's three, TWO's five): from one call to the next, the caller's
# loop body, as often as the routine is called, so the DO 140 body's
# again. ops A B: the blocks' parameter counts over the run.
ops() { awk -F'	' -v a="$1" -v b="$2" '$1 == "block" && $4 >= a && $5 <= b { n = split($8, it, " ")
	for (i = 1; i <= n; i++) if (it[i] !~ /\./) { sub(/.*=/, "", it[i]); s += it[i] } } END { print s + 0 }' "$T/r.stats"; }
scope() { awk -F'	' -v a="$1" -v b="$2" '$1 == "block" && $4 == a && $5 == b { s = $8; sub(/.*dep\.scope=/, "", s); sub(/ .*/, "", s); print s }' "$T/r.stats"; }
calls140=$(( $(ops 64 65) + $(ops 72 76) + $(ops 80 88) ))
check "dep.scope of a loop body: its own operations" "[ '$(scope 74 75)' = '$(ops 74 75)' ] && [ '$(ops 74 75)' -gt 0 ]"
check "dep.scope of the calls' loop: its body and its callees" "[ '$(scope 64 64)' = '$calls140' ] && [ '$(ops 72 76)' -gt 0 ] && [ '$(ops 80 88)' -gt 0 ]"
check "dep.scope outside loops: from one call to the next" "[ '$(scope 72 73)' = '$calls140' ]"
check "dep.scope: every block of TWO" "[ '$(scope 80 81)' = '$calls140' ] && [ '$(scope 84 85)' = '$calls140' ]"
# dep.sid: one number per scope, the same for TWO's blocks outside its
# loops, another for ONE's, another for a loop body's block.
sid() { awk -F'	' -v a="$1" -v b="$2" '$1 == "block" && $4 == a && $5 == b { s = $8; sub(/.*dep\.sid=/, "", s); sub(/ .*/, "", s); print s }' "$T/r.stats"; }
check "dep.sid: TWO's blocks share one" "[ -n '$(sid 80 81)' ] && [ '$(sid 80 81)' = '$(sid 84 85)' ]"
check "dep.sid: ONE's routine, TWO's and a loop body's differ" "[ '$(sid 72 73)' != '$(sid 80 81)' ] && [ '$(sid 74 75)' != '$(sid 72 73)' ] && [ -n '$(sid 74 75)' ]"
# lat.scope: a restarting chain's operations from one entry to the next,
# the dep.scope of its DO's block: DO 20's body (15-20) around DO 10's
# chain, ONE's every block around its loop's
lscope() { awk -F'\t' -v a="$1" -v b="$2" '$1 == "block" && $4 == a && $5 == b { s = $8; if (s !~ /lat\.scope=/) { print 0; exit }
	sub(/.*lat\.scope=/, "", s); sub(/ .*/, "", s); print s }' "$T/r.stats"; }
check "lat.scope: the loop around the DO" "[ '$(lscope 17 18)' = '$(ops 15 20)' ] && [ '$(ops 15 20)' -gt '$(ops 17 18)' ]"
check "lat.scope: from one call of the routine to the next" "[ '$(lscope 74 75)' = '$calls140' ]"
check "lat.scope only where a chain restarts" "[ '$(lscope 82 83)' = 0 ]"
# Loops of one block made with a GO TO, by hand for
# tests/fixtures/latency/goto.f: PA's block 31-36 jumps back to its own
# label 1 (IF (J - 6) 1, 2, 2) and carries Whetstone module 2's chain
# through E(1) .. E(4): 4 hops, 9 adds, 3 multiplies, the divide; PB's
# 45-47 (IF (J .LT. 6) GO TO 5 back to itself) X = X * T + 1.0D0: a hop,
# an add, a multiply. The main program's 19-21, which a later block
# jumps back to, carries none (S is no COMMON variable), and neither do
# the blocks outside loops.
ok "analyze goto.f" "$AMP" analyze -o "$T/g.static" goto.f
check "loops of one block made with a GO TO carry chains" \
	"[ '$(chains "$T/g.static")' = '31-36: lat.fhop=4 lat.fadd=9 lat.fmul=3 lat.fdiv=1;45-47: lat.fhop=1 lat.fadd=1 lat.fmul=1;' ]"
# Recurrences through array elements, by hand for
# tests/fixtures/latency/recur.f90: u(i) = (u(i-1) + u(i+1)) / 4.0 over
# i upwards waits for u(i-1) through an add and a divide and the store;
# x(i) = z(i) * (y(i) - x(i-1)) through a subtract and a multiply;
# y(i) = y(i+1) * 0.5 + z(i) * 0.1 over i downwards through a multiply and an
# add; z(i) = z(i+1) * 0.5 + 0.25 over i upwards reads an element not
# yet stored: no chain.
ok "analyze recur.f90" "$AMP" analyze -o "$T/rc.static" recur.f90
check "array recurrences carry chains, with the loop's direction" \
	"[ '$(chains "$T/rc.static")' = '12-13: lat.fhop=1 lat.fadd=1 lat.fdiv=1;15-16: lat.fhop=1 lat.fadd=1 lat.fmul=1;18-19: lat.fhop=1 lat.fadd=1 lat.fmul=1;' ]"
# tests/fixtures/latency/recstep.f90: only an element one iteration of
# a loop of step 1 away is followed (lines 17-18: fhop 1, fmul 1).
ok "analyze recstep.f90" "$AMP" analyze -o "$T/rs.static" recstep.f90
check "no chain at a distance of two" \
	"[ '$(chains "$T/rs.static")' = '17-18: lat.fhop=1 lat.fmul=1;' ]"
# tests/fixtures/latency/sor.f90: the recurrence spans two statements.
# U(I-1,J) is UU's third term (two adds, the divide), UU's store, then
# U(I,J) = (1.0 - OMG) * U(I,J) + OMG * UU (a multiply, an add) and
# its store: 2 hops, 3 adds, 1 multiply, 1 divide, in the block of lines
# 12-14; U(I+1,J), U(I,J+1) and U(I,J-1) carry nothing as I rises.
ok "analyze sor.f90" "$AMP" analyze -o "$T/sor.static" sor.f90
check "a recurrence through two statements" \
	"[ '$(chains "$T/sor.static")' = '12-14: lat.fhop=2 lat.fadd=3 lat.fmul=1 lat.fdiv=1;' ]"
# By hand for tests/fixtures/latency/calls.f: DO 10's body (line 11)
# makes all 40 calls of G: its scope is its own 180 operations and G's 3
# a call; G, from one call to the next, runs half that body per call, as
# often as it is called: 300 again. APPLY calls H through its dummy P: H
# is entered 5 times, as often as P is called, and nothing else calls
# it, so P is H. DO 20's body (line 14: CALL, ARGU 2, LOOV) runs 20
# operations, APPLY 10 and H 25: 55, the scope of APPLY's and H's
# blocks too. The main program's own: all 377.
ok "profile calls.f" "$AMP" profile calls.f -o "$T/c.stats"
cscope() { awk -F'\t' -v a="$1" '$1 == "block" && $4 == a { s = $8; sub(/.*dep\.scope=/, "", s); sub(/ .*/, "", s); print s }' "$T/c.stats"; }
check "dep.scope: a loop calling a function twice an iteration" "[ '$(cscope 11)' = 300 ]"
check "dep.scope: the function, from one call to the next" "[ '$(cscope 20)' = 300 ]"
check "dep.scope: a call through a dummy procedure" "[ '$(cscope 14)' = 55 ] && [ '$(cscope 25)' = 55 ] && [ '$(cscope 29)' = 55 ]"
check "dep.scope: the main program's, callees included" "[ '$(cscope 8)' = 377 ]"
# Chains through references to the program's functions, by hand for
# tests/fixtures/latency/fnpath.f90. A function without loops passes a
# chain on with its own path from its arguments to its result, plus the
# hop back: HALF (a = a * 0.5) a multiply and two hops. 57-58 x = half(x)
# + 2.0: fhop 3, fadd 1, fmul 1. 60-61 y = twice(y * 2.0), TWICE's
# t = half(a) + 1.0 then r = t / 3.0: 6 hops, the add, two multiplies,
# the divide. 63-64 half(half(z)) - 1.0: 5 hops, 2 multiplies, the add.
# 66-67 SUMUP has a loop, 69-70 FACT(3) reads no K and is recursive,
# 72-73 APPLY's G is a dummy procedure: APPLY passes only its own add
# and two hops. 75-76 the internal INNER (a - 0.25) inside a constant
# element's chain. 78-79 v(2) = tick(v(2)) + 1.0: TICK's result is its
# COMMON counter's, not its argument's: no chain through v(2); TICK's
# own block carries the counter's from one call to the next (93-95). The window term's dep.* leave the functions' paths to
# the functions' own blocks.
ok "analyze fnpath.f90" "$AMP" analyze -o "$T/fn.static" fnpath.f90
check "chains through the program's functions" \
	"[ '$(chains "$T/fn.static")' = '24-25: lat.fhop=1 lat.fadd=1;57-58: lat.fhop=3 lat.fadd=1 lat.fmul=1;60-61: lat.fhop=6 lat.fadd=1 lat.fmul=2 lat.fdiv=1;63-64: lat.fhop=5 lat.fadd=1 lat.fmul=2;66-67: lat.fhop=1 lat.fadd=1;69-70: lat.ihop=1 lat.iadd=1 lat.idiv=1;72-73: lat.fhop=3 lat.fadd=1;75-76: lat.fhop=3 lat.fadd=1 lat.fmul=1;93-95: lat.ihop=1 lat.iadd=1;' ]"
dep_of() { awk -F'\t' -v a="$1" -v b="$2" '$1 == "block" && $4 == a && $5 == b { n = split($7, it, " "); s = ""
	for (i = 1; i <= n; i++) if (it[i] ~ /^dep\./) s = s " " it[i]; print s }' "$T/fn.static"; }
check "paths within an execution stop at the function" "[ '$(dep_of 60 61)' = ' dep.fhop=1 dep.fmul=1' ]"
ok "profile fnpath.f90" "$AMP" profile fnpath.f90 -o "$T/fn.stats"
check "a chain through TWICE, 100 times" \
	"awk -F'\t' '\$1 == \"block\" && \$4 == 60 && \$5 == 61' '$T/fn.stats' | grep -q 'lat.fhop=600 lat.fadd=100 lat.fmul=200 lat.fdiv=100'"
# Chains through CALLs of the program's subroutines, by hand for
# tests/fixtures/latency/callchain.f: what a subroutine without loops
# does to its dummies carries the actual arguments' chains. 13-13 CALL
# UPD(X, 0.5), V = V * A + 1.0: a multiply, an add, the store. 16-16
# CALL SWAP(Y, Z): Y gets Z's value and Z gets Y's, at once: no cycle
# within one call. 19-19 NXT(K), K = MOD(K * 7 + 3, 101): ihop, imul,
# iadd, MOD. 22-23 S = S + 1.0 then UPD(S, 0.25): 2 hops, 2 adds, a
# multiply. 25-26 SETC(X) overwrites X: none. 29-29 the IF's action
# CALL UPD(Z, 0.25). 32-32 TWO(Y) calls UPD twice. 35-35 LOOPY has a
# loop: none (its own 72-73 chain stays). FULLAD-like references to a
# function whose result does not depend on an argument carry nothing
# from it (fnpath.f90's FACT(3) reads none).
ok "analyze callchain.f" "$AMP" analyze -o "$T/cc.static" callchain.f
check "chains through the program's subroutines" \
	"[ '$(chains "$T/cc.static")' = '13-13: lat.fhop=1 lat.fadd=1 lat.fmul=1;19-19: lat.ihop=1 lat.iadd=1 lat.imul=1 lat.idiv=1;22-23: lat.fhop=2 lat.fadd=2 lat.fmul=1;29-29: lat.fhop=1 lat.fadd=1 lat.fmul=1;32-32: lat.fhop=2 lat.fadd=2 lat.fmul=2;72-73: lat.fhop=1 lat.fmul=1;' ]"
ok "profile callchain.f" "$AMP" profile callchain.f -o "$T/cc.stats"
check "CALL NXT(K)'s chain, 100 times" \
	"awk -F'\t' '\$1 == \"block\" && \$4 == 19 && \$5 == 19' '$T/cc.stats' | grep -q 'lat.ihop=100 lat.iadd=100 lat.imul=100 lat.idiv=100'"
# Dummy procedures, by hand for tests/fixtures/latency/dummies.f: a
# subroutine's dummy procedure is followed to the function that every
# CALL of the subroutine passes there. 25-26 FIXPT's X = GG(X), GG bound
# to G (COS): 3 hops and the SIN/COS latency. 34-35 NEWTON's X = X -
# FF(X) / DFF(X), both calls passing F and DF: through F (a multiply, a
# subtract, two hops), the divide, the subtract and X's store. 43-44
# FIX2 is called with G and with H: GG is bound to neither and passes
# the chain on with nothing (one hop). 52-53 FIX3 is also passed to
# DRIVE, which calls it where its calls cannot be seen: the same.
ok "analyze dummies.f" "$AMP" analyze -o "$T/dm.static" dummies.f
check "chains through dummy procedures bound by their calls" \
	"[ '$(chains "$T/dm.static")' = '25-26: lat.fhop=3 lat.SINS=1;34-35: lat.fhop=3 lat.fadd=2 lat.fmul=1 lat.fdiv=1;43-44: lat.fhop=1;52-53: lat.fhop=1;' ]"
# Rule 22, by hand for tests/fixtures/latency/branchwait.f: the path a
# condition ending a block waits for. 14-16 X = URAND(), Y = URAND(),
# IF (X*X + Y*Y .LE. 1.0): NEXTR's result waits for NEXTR's store alone
# (ISEED, carried from call to call, is its chain's), the hop back,
# URAND's divide and store, the hop back, Y's store, then the multiply
# and the add: 2 ihop, 3 fhop, fdiv, fmul, fadd. 17-19 D2 = IDICE(6),
# IF (D1 .EQ. D2): NEXTR's store and hop back, MOD, the add, IDICE's
# store and hop back, D2's store: 5 ihop, idiv, iadd. 22-22 IF
# (MOD(NEXTR(), 6) .EQ. 0): 2 ihop and the MOD. 23-24 S = S + A(I), IF
# (S .GT. 20.0): S is the block's chain, priced by rule 15: none. 25-27
# T = A(I) * 2.0, U = T + 1.0, IF (U .GT. 9.0): 2 fhop, fmul, fadd.
# Other blocks: none (NEXTR's IF reads its own chain's ISEED).
cnd_rows() {
	awk -F'\t' '$1 == "block" { s = ""; n = split($7, it, " ")
		for (i = 1; i <= n; i++) if (it[i] ~ /^cnd\./) s = s " " it[i]
		if (s != "") printf "%s-%s:%s;", $4, $5, s }' "$1"
}
ok "analyze branchwait.f" "$AMP" analyze -o "$T/bw.static" branchwait.f
check "the paths conditions wait for" \
	"[ '$(cnd_rows "$T/bw.static")' = '14-16: cnd.ihop=2 cnd.fhop=3 cnd.fadd=1 cnd.fmul=1 cnd.fdiv=1;17-19: cnd.ihop=5 cnd.iadd=1 cnd.idiv=1;22-22: cnd.ihop=2 cnd.idiv=1;25-27: cnd.fhop=2 cnd.fadd=1 cnd.fmul=1;' ]"
# Free form, branchwait2.f90: 9-11 y = x * real(i), z = y / 3.0, if (z
# > 6.0) then: 2 fhop, fmul, fdiv. 13-13 else if (sqrt(z) > 2.0 * x), a
# block of its own: z and x come from before it, so the heavier of the
# SQRT and the multiply above them, the SQRT. 26-26 do while (half(x) >
# 1.0), a block of its own: x was stored before it; half's own path (its
# divide and store) and the hop back.
ok "analyze branchwait2.f90" "$AMP" analyze -o "$T/bw2.static" branchwait2.f90
check "a block IF's, an ELSE IF's and a DO WHILE's paths" \
	"[ '$(cnd_rows "$T/bw2.static")' = '9-11: cnd.fhop=2 cnd.fmul=1 cnd.fdiv=1;13-13: cnd.SQRS=1;26-26: cnd.fhop=2 cnd.fdiv=1;' ]"
# In the statistics, each block's path times the mispredictions its
# condition's simulated predictor counted, and no cnd.* elsewhere: per
# block with any, "first: BMIS, then cnd.* over BMIS".
cnd_per_miss() {
	awk -F'\t' '$1 == "block" { s = ""; b = 0; n = split($8, it, " ")
		for (i = 1; i <= n; i++) { split(it[i], kv, "="); if (kv[1] == "BMIS") b = kv[2] }
		for (i = 1; i <= n; i++) { split(it[i], kv, "=")
			if (kv[1] ~ /^cnd\./) s = s " " kv[1] "=" (b > 0 ? kv[2] / b : "nan") }
		if (s != "") printf "%s:%s;", $4, s }' "$1"
}
ok "profile branchwait.f" "$AMP" profile branchwait.f -o "$T/bw.stats"
check "cnd.* in the statistics: the paths times the blocks' BMIS" \
	"[ '$(cnd_per_miss "$T/bw.stats")' = '14: cnd.ihop=2 cnd.fhop=3 cnd.fadd=1 cnd.fmul=1 cnd.fdiv=1;17: cnd.ihop=5 cnd.iadd=1 cnd.idiv=1;22: cnd.ihop=2 cnd.idiv=1;25: cnd.fhop=2 cnd.fadd=1 cnd.fmul=1;' ]"
test_done

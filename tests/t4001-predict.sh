#!/bin/sh
# t4001: amp predict, reduce, distance, cluster, dynstats on hand-made
# machine vectors and program statistics with known answers.
. "$(dirname "$0")/lib.sh"
# vec NAME FACTOR [GROUP GFACTOR]: every parameter FACTOR ns, the members
# of reduced group GROUP (a mnemonic prefix list) times GFACTOR.
vec() {
	{
		echo "amp-vec 1"; echo "catalog amp-catalog-14"; echo "name $1"
		"$AMP" catalog --format csv | tail -n +2 | cut -d, -f1,2 | while IFS=, read -r m r; do
			f=$2
			[ "$r" = "${3:-none}" ] && f=$(awk -v a="$2" -v b="$4" 'BEGIN { print a * b }')
			awk -v m="$m" -v f="$f" 'BEGIN { printf "param %s %g %g %g 10 0.01 -\n", m, f, f * 0.9, f * 1.1 }'
		done
	} > "$T/$1.vec"
}
vec a 1
vec b 2
vec c1 1 int-add 2
vec c2 1 int-add 8
vec c3 1 double 3
printf 'amp-stats 1\ncatalog amp-catalog-14\nprogram toy\ntotal ARDL 1000\ntotal MRDL 500\ntotal LOOV 100\ntotal st.assign 100\nblock\t1\ttoy.f\t3\t4\tMAIN\t100\tARDL=1000 MRDL=500 LOOV=100 st.assign=100\n' > "$T/toy.stats"

ok "predict on one machine" "$AMP" predict "$T/toy.stats" "$T/a.vec"
# BMIS counted by one branch predictor and priced from kernels counted by
# another: predict says so, and says nothing when both name the same one.
bp=$(sed -n 's/^#define AMP_BP_NAME "\(.*\)"$/\1/p' "$TOP/profiler/runtime/amp-bpred.h")
sed 's/^program toy$/program toy\nbranch-predictor '"$bp"'/; s/^total LOOV 100$/total LOOV 100\ntotal BMIS 10/; s/LOOV=100 /LOOV=100 BMIS=10 /' "$T/toy.stats" > "$T/bp.stats"
(cat "$T/a.vec"; echo "branch-predictor $bp") > "$T/bp.vec"
ok "predict BMIS on an older vector" "$AMP" predict "$T/bp.stats" "$T/a.vec"
check "says the predictors differ" "[ -n '$bp' ] && grep -q '^branch mispredictions: counted by another predictor than the vector.s kernels (program: $bp; vector: each condition.s own history, an older amp characterize)' '$T/out'"
ok "predict BMIS on a vector of the same predictor" "$AMP" predict "$T/bp.stats" "$T/bp.vec"
check "says nothing of it" "grep -q '^toy on a: predicted' '$T/out' && ! grep -q '^branch mispredictions' '$T/out'"
ok "predict without BMIS" "$AMP" predict "$T/toy.stats" "$T/a.vec"
check "no BMIS, no word of it" "! grep -q '^branch mispredictions' '$T/out'"
check "eq. 1: 1600 operations at 1 ns" "head -1 '$T/out' | grep -q 'predicted 1.6e-06 s'"
check "breakdown by reduced parameter" "grep -q 'double precision arithmetic' '$T/out'"
ok "predict on several machines" "$AMP" predict "$T/toy.stats" "$T/b.vec" "$T/a.vec" "$T/c3.vec"
check "ranked: a, then b, then c3" "awk '\$1 ~ /^[0-9]+$/ { printf \"%s \", \$2 }' '$T/out' | grep -qx 'a b c3 '"
ok "predict csv" "$AMP" predict --format csv "$T/toy.stats" "$T/a.vec" "$T/b.vec"
check "csv header" "head -1 '$T/out' | grep -qx 'rank,machine,predicted_s,low_s,high_s,relative,largest_part'"
ok "options after the files" "$AMP" predict "$T/toy.stats" "$T/a.vec" "$T/b.vec" --format csv
check "csv after files" "sed -n 2p '$T/out' | grep -q '^1,a,'"
ok "matrix mode with an option before --" "$AMP" predict "$T/toy.stats" --format csv -- "$T/a.vec" "$T/b.vec"
check "matrix csv" "head -1 '$T/out' | grep -qx 'program,a,b'"
ok "predict json" "$AMP" predict --format json "$T/toy.stats" "$T/a.vec"
check "json parses" "python3 -c 'import json; json.load(open(\"$T/out\"))'"

# A whole run starts and ends a process: the vector's startup-seconds
# (what an empty program's run costs) is added to the prediction once.
ok "predict, text" "$AMP" predict "$T/toy.stats" "$T/a.vec"
check "no start-up without the header" "grep -q \"start-up: the vector has no 'startup-seconds'\" '$T/out'"
{ head -3 "$T/a.vec"; echo "startup-seconds 0.004"; tail -n +4 "$T/a.vec"; } > "$T/su.vec"
ok "predict with startup-seconds" "$AMP" predict "$T/toy.stats" "$T/su.vec"
check "1.6e-06 s of operations plus 0.004 s of start-up" "head -1 '$T/out' | grep -q 'predicted 0.004002 s'"
check "start-up in the breakdown" "grep -q '^start and exit of the run (an empty program.s run) *0.004 ' '$T/out'"
ok "predict csv with startup-seconds" "$AMP" predict --format csv "$T/toy.stats" "$T/su.vec" "$T/a.vec"
check "ranked by the whole run: a first" "sed -n 2p '$T/out' | grep -q '^1,a,'"
{ head -3 "$T/a.vec"; echo "startup-seconds -1"; tail -n +4 "$T/a.vec"; } > "$T/su-bad.vec"
fails "a negative startup-seconds" 1 "$AMP" predict "$T/toy.stats" "$T/su-bad.vec"
check "says which value" "grep -q \"su-bad.vec:[0-9]*: error: bad 'startup-seconds' value '-1'\" '$T/err'"
# A run of seconds goes at the machine's sustained pace: the vector's
# sustained-factor multiplies what the parameters price, not the start-up.
{ head -3 "$T/a.vec"; echo "startup-seconds 0.004"; echo "sustained-factor 1.25"; tail -n +4 "$T/a.vec"; } > "$T/sf.vec"
ok "predict with sustained-factor" "$AMP" predict "$T/toy.stats" "$T/sf.vec"
check "1.6e-06 s of operations times 1.25, plus 0.004 s of start-up" "head -1 '$T/out' | grep -q 'predicted 0.004002 s' && grep -q '^sustained pace of a long run .* 4e-07 ' '$T/out'"
{ head -3 "$T/a.vec"; echo "sustained-factor 0.2"; tail -n +4 "$T/a.vec"; } > "$T/sf-bad.vec"
fails "a sustained-factor out of range" 1 "$AMP" predict "$T/toy.stats" "$T/sf-bad.vec"
check "says which value" "grep -q \"sf-bad.vec:[0-9]*: error: bad 'sustained-factor' value '0.2'\" '$T/err'"

ok "distance" "$AMP" distance "$T/a.vec" "$T/b.vec" "$T/c1.vec" "$T/c2.vec"
check "proportional machines are 0 apart" "awk '\$1 == \"a\" { print \$3 }' '$T/out' | grep -qx '0.000'"
check "symmetric" "[ \"\$(awk '\$1 == \"a\" { print \$4 }' '$T/out')\" = \"\$(awk '\$1 == \"c1\" { print \$2 }' '$T/out')\" ]"
check "eq. 2 by hand: one group doubled is 0.168 away" "awk '\$1 == \"a\" { print \$4 }' '$T/out' | grep -qx '0.168'"
check "table 3 order: a-b most similar" "grep -A2 '^most similar pairs' '$T/out' | tail -1 | grep -Eq '^1 +a +b +0.000'"
check "table 3 order: b-c2 least similar" "grep -A2 '^least similar pairs' '$T/out' | tail -1 | grep -Eq '^[0-9]+ +(a|b) +c2 '"
ok "distance json" "$AMP" distance --format json "$T/a.vec" "$T/b.vec" "$T/c1.vec"
check "distance json parses, one key per pair member" "python3 -c 'import json; t = json.load(open(\"$T/out\"))[\"tables\"][1][\"rows\"][0]; assert t[\"rank\"] == 1 and t[\"machine_1\"] == \"a\" and t[\"machine_2\"] == \"b\"'"
ok "cluster" "$AMP" cluster "$T/a.vec" "$T/b.vec" "$T/c1.vec" "$T/c2.vec"
check "a and b merge first" "grep -Eq '^1 +0.000 +a +b' '$T/out'"
check "newick tree" "grep -q ';\$' '$T/out'"
ok "reduce with workload weights" "$AMP" reduce --weights "$T/toy.stats" "$T/c3.vec"
check "weights named" "head -1 '$T/out' | grep -q 'dynamic frequencies of 1 program'"
check "unused groups named as equally weighted" "head -1 '$T/out' | grep -q 'equal weights in 15 groups they never execute: mem-single .* address)'"
ok "dynstats" "$AMP" dynstats "$T/toy.stats"
check "blocks holding half the operations" "grep -Eq '^toy +1600 +1 +1 +1 +1 +1' '$T/out'"
ok "program distance" "$AMP" distance --programs "$T/toy.stats" "$T/toy.stats"
check "a program is 0 from itself" "grep -Eq '^toy +0.000' '$T/out'"
sed 's/^param ARDL .*/param ARDL x 1 1 1 1 -/' "$T/a.vec" > "$T/bad.vec"
fails "bad vector" 1 "$AMP" predict "$T/toy.stats" "$T/bad.vec"
check "bad vector names file and line" "grep -Eq 'bad.vec:[0-9]+: error: bad number' '$T/err'"
fails "too few arguments" 2 "$AMP" predict "$T/toy.stats"
# Loop-carried chains: a block is priced at the longer of its operations
# and its chain. Every latency 2 ns. Block 1: operations 1600 ns, chain
# 100 x (fhop + fadd) = 400 ns. Block 2: operations 100 ns, chain
# 100 x (fhop + fdiv) = 400 ns, 300 ns beyond. Total 2000 ns.
{ cat "$T/a.vec"; for c in ihop fhop iadd imul idiv fadd fmul fdiv cadd cmul cdiv SQRS SQRD EXPS EXPD LOGS LOGD SINS SIND TANS TAND ATNS ATND HYPS HYPD; do echo "latency $c 2 1.8 2.2"; done; } > "$T/la.vec"
printf 'amp-stats 1\ncatalog amp-catalog-14\nprogram chains\ntotal ARDL 1000\ntotal MRDL 500\ntotal LOOV 200\ntotal lat.fhop 200\ntotal lat.fadd 100\ntotal lat.fdiv 100\nblock\t1\ttoy.f\t3\t4\tMAIN\t100\tARDL=1000 MRDL=500 LOOV=100 lat.fhop=100 lat.fadd=100\nblock\t2\ttoy.f\t6\t7\tMAIN\t100\tLOOV=100 lat.fhop=100 lat.fdiv=100\n' > "$T/chains.stats"
ok "predict without latencies" "$AMP" predict "$T/chains.stats" "$T/a.vec"
check "eq. 1 alone: 1700 ns" "head -1 '$T/out' | grep -q 'predicted 1.7e-06 s'"
ok "predict with latencies" "$AMP" predict "$T/chains.stats" "$T/la.vec"
check "the chain-bound block at its chain: 2000 ns" "head -1 '$T/out' | grep -q 'predicted 2e-06 s'"
check "the chains' excess in the breakdown" "grep -q '^loop-carried chains, beyond the operations  *3e-07 ' '$T/out'"
check "block 2 priced at its chain" "grep -Eq '^2 +toy.f:6-7 +MAIN +100 +4e-07 ' '$T/out'"
# A mispredicted branch's wait (rule 22): block 2's condition path, 50
# mispredictions (BMIS 1 ns each, under its chain) of fhop + fdiv
# (cnd.*), at 2 ns each: 200 ns added on top of its chain, in the
# total, the breakdown and the block; without latency rows, eq. 1
# alone (1750 ns).
sed 's/^\(block\t2\t.*lat.fdiv=100\)$/\1 BMIS=50 cnd.fhop=50 cnd.fdiv=50/; s/^total lat.fdiv 100$/&\ntotal BMIS 50\ntotal cnd.fhop 50\ntotal cnd.fdiv 50/' "$T/chains.stats" > "$T/cnd.stats"
ok "predict a misprediction's wait" "$AMP" predict "$T/cnd.stats" "$T/la.vec"
check "the waits on top: 2200 ns" "head -1 '$T/out' | grep -q 'predicted 2.2e-06 s'"
check "the waits in the breakdown" "grep -q '^mispredicted branches waiting for their conditions  *2e-07 ' '$T/out'"
check "block 2 with its waits" "grep -Eq '^2 +toy.f:6-7 +MAIN +100 +6e-07 ' '$T/out'"
ok "predict the waits without latency rows" "$AMP" predict "$T/cnd.stats" "$T/a.vec"
check "none added: 1750 ns" "head -1 '$T/out' | grep -q 'predicted 1.75e-06 s'"
# The element a condition loads (cnd.ld*): 10 mispredictions whose
# element came from bucket 1 and 5 from bucket 4, at load-latency-ns
# beyond the first-level cache's (2 ns): 10 x (5 - 2) + 5 x (22 - 2) =
# 130 ns more, at the long runs' pace (no sustained factor on it).
sed 's/ cnd.fdiv=50$/ cnd.fdiv=50 cnd.ld1=10 cnd.ld4=5/; s/^total cnd.fdiv 50$/&\ntotal cnd.ld1 10\ntotal cnd.ld4 5/' "$T/cnd.stats" > "$T/ld.stats"
sed 's/^name .*/&\nload-latency-ns 2 5 9 14 22 80 120/' "$T/la.vec" > "$T/ld.vec"
ok "predict the waits for a condition's loads" "$AMP" predict "$T/ld.stats" "$T/ld.vec"
check "130 ns more: 2330 ns" "head -1 '$T/out' | grep -q 'predicted 2.33e-06 s'"
check "in the waits' line" "grep -q '^mispredicted branches waiting for their conditions  *3.3e-07 ' '$T/out'"
check "and in block 2's" "grep -Eq '^2 +toy.f:6-7 +MAIN +100 +7.3e-07 ' '$T/out'"
ok "a vector without load-latency-ns" "$AMP" predict "$T/ld.stats" "$T/la.vec"
check "adds none and says so" "head -1 '$T/out' | grep -q 'predicted 2.2e-06 s' && grep -q \"no 'load-latency-ns'\" '$T/out'"
sed 's/^load-latency-ns .*/load-latency-ns 2 5 9 14 22 80/' "$T/ld.vec" > "$T/ldbad.vec"
fails "load-latency-ns with six values" 1 "$AMP" predict "$T/ld.stats" "$T/ldbad.vec"
check "names the header line" "grep -q \"ldbad.vec:.*bad 'load-latency-ns' value\" '$T/err'"
# Block 2 in a loop body with block 1 (dep.scope: the body's 1700
# operations over the run, 17 per execution of block 2): block 1's 1600
# ns run while block 2's chain is under way, and the 400 ns chain is
# under the body's 1700 ns: nothing beyond. With 250 operations in its
# scope (2.5 per execution, priced at block 2's 1 ns each), 250 ns run
# under the chain: 150 ns beyond, 1850 ns in all.
sed 's/lat.fdiv=100$/lat.fdiv=100 dep.scope=1700/; s/^total lat.fdiv 100$/&\ntotal dep.scope 1700/' "$T/chains.stats" > "$T/cover.stats"
ok "predict a chain with work beside it" "$AMP" predict "$T/cover.stats" "$T/la.vec"
check "the body's operations cover the chain: 1700 ns" "head -1 '$T/out' | grep -q 'predicted 1.7e-06 s'"
check "block 2 at its operations" "grep -Eq '^2 +toy.f:6-7 +MAIN +100 +1e-07 ' '$T/out'"
sed 's/dep.scope=1700/dep.scope=250/; s/^total dep.scope 1700/total dep.scope 250/' "$T/cover.stats" > "$T/cover2.stats"
ok "predict a chain with little work beside it" "$AMP" predict "$T/cover2.stats" "$T/la.vec"
check "150 ns beyond: 1850 ns" "head -1 '$T/out' | grep -q 'predicted 1.85e-06 s'"
check "its excess in the breakdown" "grep -q '^loop-carried chains, beyond the operations  *1.5e-07 ' '$T/out'"
check "block 2 at its operations and excess" "grep -Eq '^2 +toy.f:6-7 +MAIN +100 +2.5e-07 ' '$T/out'"
# Two blocks of one loop body (the same dep.sid), each with a chain of
# 400 ns (100 x (fhop + fadd), 100 x (ihop + iadd)) and 100 ns of
# operations: the chains run side by side under the body's 200 ns of
# operations, so only the longer adds, 200 ns beyond: 400 ns in all
# (block 1 holds the chain that counts: 300 ns; block 2 its operations).
# In two scopes (or statistics without dep.sid) each chain waits on its
# own: 100 + 300 ns each, 800 ns in all.
printf 'amp-stats 1\ncatalog amp-catalog-14\nprogram scopes\ntotal LOOV 200\ntotal lat.fhop 100\ntotal lat.fadd 100\ntotal lat.ihop 100\ntotal lat.iadd 100\ntotal dep.sid 2\nblock\t1\ttoy.f\t3\t4\tMAIN\t100\tLOOV=100 lat.fhop=100 lat.fadd=100 dep.sid=1\nblock\t2\ttoy.f\t5\t6\tMAIN\t100\tLOOV=100 lat.ihop=100 lat.iadd=100 dep.sid=1\n' > "$T/sid.stats"
ok "predict two chains of one scope" "$AMP" predict "$T/sid.stats" "$T/la.vec"
check "one scope: the longer chain over the scope's operations, 400 ns" "head -1 '$T/out' | grep -q 'predicted 4e-07 s'"
check "one scope: block 1 with the chain, 300 ns" "grep -Eq '^1 +toy.f:3-4 +MAIN +100 +3e-07 ' '$T/out'"
check "one scope: block 2 at its operations, 100 ns" "grep -Eq '^2 +toy.f:5-6 +MAIN +100 +1e-07 ' '$T/out'"
sed 's/^\(block.*\tLOOV=100 lat.ihop=100 lat.iadd=100\) dep.sid=1$/\1 dep.sid=2/; s/^total dep.sid 2$/total dep.sid 3/' "$T/sid.stats" > "$T/sid2.stats"
ok "predict two chains of two scopes" "$AMP" predict "$T/sid2.stats" "$T/la.vec"
check "two scopes: each chain on its own, 800 ns" "head -1 '$T/out' | grep -q 'predicted 8e-07 s'"
sed '/^total dep.sid/d; s/ dep.sid=1$//' "$T/sid.stats" > "$T/sid0.stats"
ok "predict statistics without dep.sid" "$AMP" predict "$T/sid0.stats" "$T/la.vec"
check "no dep.sid: each chain on its own, 800 ns" "head -1 '$T/out' | grep -q 'predicted 8e-07 s'"
# An intrinsic on the chain waits at its own latency (SINS 2 ns, where
# its parameter is 1 ns): 100 x (fhop + SINS + fadd) = 600 ns, 500 beyond
# the block's 100 ns of operations.
printf 'amp-stats 1\ncatalog amp-catalog-14\nprogram sinchain\ntotal LOOV 100\ntotal lat.fhop 100\ntotal lat.SINS 100\ntotal lat.fadd 100\nblock\t1\ttoy.f\t3\t4\tMAIN\t100\tLOOV=100 lat.fhop=100 lat.SINS=100 lat.fadd=100\n' > "$T/sin.stats"
ok "predict an intrinsic on the chain" "$AMP" predict "$T/sin.stats" "$T/la.vec"
check "SIN at its latency: 600 ns" "head -1 '$T/out' | grep -q 'predicted 6e-07 s'"
grep -v '^latency SIND' "$T/la.vec" > "$T/lb.vec"
fails "a latency class missing" 1 "$AMP" predict "$T/chains.stats" "$T/lb.vec"
check "says which" "grep -q \"latency class 'SIND' is missing\" '$T/err'"
# The window term (rule 17): latencies 2 ns, scale 1, span 2 operations.
# A block of 100 executions, 2 operations each (LOOV and SRDL: N = 2;
# its 4 statements do not count), its path 4 fhop a time: D = 800 ns in
# all, stretched to 1 * 800 / (1 + 2 / 2) = 400 ns against its 200 ns
# of operations: 200 ns beyond. Without window rows the block costs its
# operations.
{ cat "$T/la.vec"; echo "window-unit operations"; echo "window scale 1 0.9 1.1"; echo "window span 2 1.8 2.2"; } > "$T/lw.vec"
printf 'amp-stats 1\ncatalog amp-catalog-14\nprogram path\ntotal LOOV 100\ntotal SRDL 100\ntotal st.assign 400\ntotal dep.fhop 400\nblock\t1\ttoy.f\t3\t7\tMAIN\t100\tLOOV=100 SRDL=100 st.assign=400 dep.fhop=400\n' > "$T/path.stats"
ok "predict a path without window rows" "$AMP" predict "$T/path.stats" "$T/la.vec"
check "its operations alone: 200 ns" "head -1 '$T/out' | grep -q 'predicted 2e-07 s'"
ok "predict a path with window rows" "$AMP" predict "$T/path.stats" "$T/lw.vec"
check "the path's window term: 400 ns" "head -1 '$T/out' | grep -q 'predicted 4e-07 s'"
check "its excess in the breakdown" "grep -q '^dependence within an execution, beyond the operations  *2e-07 ' '$T/out'"
grep -v '^window span' "$T/lw.vec" > "$T/lx.vec"
fails "a window term missing" 1 "$AMP" predict "$T/path.stats" "$T/lx.vec"
check "says which" "grep -q \"window term 'span' is missing\" '$T/err'"
grep -v '^window-unit' "$T/lw.vec" > "$T/ly.vec"
fails "window rows of an older characterization (statements)" 1 "$AMP" predict "$T/path.stats" "$T/ly.vec"
check "says to characterize again" "grep -q 'window-unit operations' '$T/err'"
# A chain that restarts at each of its loop's 20 entries (lat.entry):
# 100 executions of 2 operations (N = 200 over the run), the chain
# 100 x (fhop + fadd) = 400 ns, overlapped across entries by
# 1 / (1 + span * 20 / 200): span 2, 400 / 1.2 = 333.3 ns, 133.3 beyond
# the 200 ns of operations. Without window rows the whole chain.
printf 'amp-stats 1\ncatalog amp-catalog-14\nprogram restart\ntotal LOOV 100\ntotal SRDL 100\ntotal lat.fhop 100\ntotal lat.fadd 100\ntotal lat.entry 20\nblock\t1\ttoy.f\t3\t4\tMAIN\t100\tLOOV=100 SRDL=100 lat.fhop=100 lat.fadd=100 lat.entry=20\n' > "$T/restart.stats"
ok "predict a restarting chain without window rows" "$AMP" predict "$T/restart.stats" "$T/la.vec"
check "the whole chain: 400 ns" "head -1 '$T/out' | grep -q 'predicted 4e-07 s'"
ok "predict a restarting chain with window rows" "$AMP" predict "$T/restart.stats" "$T/lw.vec"
check "entries overlap: 333.3 ns" "head -1 '$T/out' | grep -q 'predicted 3.333e-07 s'"
check "the chain's excess: 133.3 ns" "grep -q '^loop-carried chains, beyond the operations  *1.333e-07 ' '$T/out'"
check "the block at its chain's time" "grep -Eq '^1 +toy.f:3-4 +MAIN +100 +3.333e-07 ' '$T/out'"
# What runs between two executions: the same path block, with 600
# operations over the run in its scope (dep.scope: 6 from one execution
# to the next, its own 2 among them): 800 / (1 + 2 / 6) = 600 ns. A
# scope count below the block's own operations leaves N at its own.
sed 's/dep.fhop=400$/dep.fhop=400 dep.scope=600/; s/^total dep.fhop 400$/&\ntotal dep.scope 600/' "$T/path.stats" > "$T/scope.stats"
ok "predict a path with its scope" "$AMP" predict "$T/scope.stats" "$T/lw.vec"
check "N from its scope: 600 ns" "head -1 '$T/out' | grep -q 'predicted 6e-07 s'"
sed 's/dep.fhop=400$/dep.fhop=400 dep.scope=100/; s/^total dep.fhop 400$/&\ntotal dep.scope 100/' "$T/path.stats" > "$T/scope2.stats"
ok "predict a path with a small scope" "$AMP" predict "$T/scope2.stats" "$T/lw.vec"
check "N at least its own: 400 ns" "head -1 '$T/out' | grep -q 'predicted 4e-07 s'"
# A chain of dependent loads (rule 23): the path block above, each of
# its 100 executions with one load of its chain from bucket 4 (dep.ld4),
# at load-latency-ns beyond the first-level cache's: 100 x (22 - 2) =
# 2000 ns on the path, (800 + 2000) / (1 + 2 / 2) = 1400 ns against the
# 400 ns of its window term: 1000 ns beyond. The block's memory rows
# (100 mem.irr4 at 5 ns: 500 ns) run under the chain: still 1400 ns in
# all. Without load-latency-ns, or without window rows, nothing added.
sed 's/dep.fhop=400$/dep.fhop=400 dep.ld4=100/; s/^total dep.fhop 400$/&\ntotal dep.ld4 100/' "$T/path.stats" > "$T/dl.stats"
sed 's/^name .*/&\nload-latency-ns 2 5 9 14 22 80 120/' "$T/lw.vec" > "$T/dl.vec"
ok "predict a chain of dependent loads" "$AMP" predict "$T/dl.stats" "$T/dl.vec"
check "the loads on the path: 1400 ns" "head -1 '$T/out' | grep -q 'predicted 1.4e-06 s'"
check "their excess on its own line" "grep -q '^chains of dependent loads, beyond the rest  *1e-06 ' '$T/out'"
check "and in the block" "grep -Eq '^1 +toy.f:3-7 +MAIN +100 +1.4e-06 ' '$T/out'"
(cat "$T/dl.vec"; for k in reg1 reg2 reg3 reg4 reg5 reg6 irr1 irr2 irr3 irr4 irr5 irr6 conf; do echo "memory $k 5 5 5"; done) > "$T/dlm.vec"
sed 's/dep.ld4=100$/dep.ld4=100 mem.irr4=100/; s/^total dep.ld4 100$/&\ntotal mem.irr4 100/' "$T/dl.stats" > "$T/dlm.stats"
ok "predict the chain beside its memory rows" "$AMP" predict "$T/dlm.stats" "$T/dlm.vec"
check "the rows' 500 ns under the chain: 1400 ns" "head -1 '$T/out' | grep -q 'predicted 1.4e-06 s' && grep -q '^chains of dependent loads, beyond the rest  *5e-07 ' '$T/out'"
ok "predict the chain without load-latency-ns" "$AMP" predict "$T/dl.stats" "$T/lw.vec"
check "adds none and says so" "head -1 '$T/out' | grep -q 'predicted 4e-07 s' && grep -q \"dependent loads: the vector has no 'load-latency-ns'\" '$T/out'"
sed 's/^name .*/&\nload-latency-ns 2 5 9 14 22 80 120/' "$T/la.vec" > "$T/dlnw.vec"
ok "predict the chain without window rows" "$AMP" predict "$T/dl.stats" "$T/dlnw.vec"
check "its operations alone: 200 ns" "head -1 '$T/out' | grep -q 'predicted 2e-07 s'"
# A loop-carried chain of loads (rule 23, lat.ld*): block 2 of the
# chains above (its chain 400 ns beside 100 ns of operations), each of
# its 100 executions waiting for a load from bucket 4 that the one before
# gave the subscript of: 100 x (22 - 2) = 2000 ns on its chain, less the
# 500 ns its memory rows price the same loads at (100 mem.irr4 at 5 ns),
# which the memory's line keeps: 400 + 1500 - 100 = 1800 ns beyond its
# operations, 1600 + 100 + 1800 + 500 = 4000 ns in all.
sed 's/^\(block\t2\t.*lat.fdiv=100\)$/\1 lat.ld4=100 mem.irr4=100/; s/^total lat.fdiv 100$/&\ntotal lat.ld4 100\ntotal mem.irr4 100/' "$T/chains.stats" > "$T/cl.stats"
(sed 's/^name .*/&\nload-latency-ns 2 5 9 14 22 80 120/' "$T/la.vec"; for k in reg1 reg2 reg3 reg4 reg5 reg6 irr1 irr2 irr3 irr4 irr5 irr6 conf; do echo "memory $k 5 5 5"; done) > "$T/clm.vec"
ok "predict a loop-carried chain of loads" "$AMP" predict "$T/cl.stats" "$T/clm.vec"
check "its loads on the chain: 4000 ns" "head -1 '$T/out' | grep -q 'predicted 4e-06 s'"
check "in the chains' line" "grep -q '^loop-carried chains, beyond the operations  *1.8e-06 ' '$T/out'"
(cat "$T/la.vec"; for k in reg1 reg2 reg3 reg4 reg5 reg6 irr1 irr2 irr3 irr4 irr5 irr6 conf; do echo "memory $k 5 5 5"; done) > "$T/clnl.vec"
ok "the same without load-latency-ns" "$AMP" predict "$T/cl.stats" "$T/clnl.vec"
check "the chain and the rows alone: 2500 ns" "head -1 '$T/out' | grep -q 'predicted 2.5e-06 s'"
# The restarting chain with 1000 operations from one entry to the next
# over the run (lat.scope): 400 / (1 + 2 * 20 / 1000) = 384.6 ns.
sed 's/lat.entry=20$/lat.entry=20 lat.scope=1000/; s/^total lat.entry 20$/&\ntotal lat.scope 1000/' "$T/restart.stats" > "$T/rscope.stats"
ok "predict a restarting chain with its entries' scope" "$AMP" predict "$T/rscope.stats" "$T/lw.vec"
check "entries overlap less: 384.6 ns" "head -1 '$T/out' | grep -q 'predicted 3.846e-07 s'"
# Rule 19: 300 iterations of a DO loop with a variable step (do.vstep)
# at the vector's 'variable-step-ns' 2 ns add 600 ns to the 100 ns of
# the block's operations, shown on their own line and in the block.
printf 'amp-stats 1\ncatalog amp-catalog-14\nprogram vstep\ntotal LOOV 100\ntotal do.vstep 300\nblock\t1\ttoy.f\t3\t4\tMAIN\t100\tLOOV=100 do.vstep=300\n' > "$T/vstep.stats"
ok "predict without variable-step-ns" "$AMP" predict "$T/vstep.stats" "$T/a.vec"
check "no extra: 100 ns" "head -1 '$T/out' | grep -q 'predicted 1e-07 s'"
check "says the vector has none" "grep -q \"variable step: the vector has no 'variable-step-ns'\" '$T/out'"
(cat "$T/a.vec"; echo "variable-step-ns 2") > "$T/vs.vec"
ok "predict with variable-step-ns" "$AMP" predict "$T/vstep.stats" "$T/vs.vec"
check "the steps' extra: 700 ns" "head -1 '$T/out' | grep -q 'predicted 7e-07 s'"
check "on its own line" "grep -q '^DO loops with a variable step (their iterations. extra)  *6e-07 ' '$T/out'"
check "in the block" "grep -Eq '^1 +toy.f:3-4 +MAIN +100 +7e-07 ' '$T/out'"
# The steps' extra runs beside the block's memory stalls: with 200
# mem.reg4 references at 1.5 ns in each block, block 1's 600 ns of
# steps add 300 beyond them and block 2's 200 ns nothing: 700 + 400 ns.
# Conflict misses hide nothing: block 3's 200 at 1.5 ns add 300 and its
# steps their 600: 1000 ns.
(cat "$T/vs.vec"; for k in reg1 reg2 reg3 reg4 reg5 reg6 irr1 irr2 irr3 irr4 irr5 irr6 conf; do echo "memory $k 1.5 1.5 1.5"; done) > "$T/vsm.vec"
printf 'amp-stats 1\ncatalog amp-catalog-14\nprogram vstep\ntotal LOOV 300\ntotal do.vstep 700\ntotal mem.reg4 400\ntotal mem.conf 200\nblock\t1\ttoy.f\t3\t4\tMAIN\t100\tLOOV=100 do.vstep=300 mem.reg4=200\nblock\t2\ttoy.f\t5\t6\tMAIN\t100\tLOOV=100 do.vstep=100 mem.reg4=200\nblock\t3\ttoy.f\t7\t8\tMAIN\t100\tLOOV=100 do.vstep=300 mem.conf=200\n' > "$T/vsm.stats"
ok "predict variable steps beside memory stalls" "$AMP" predict "$T/vsm.stats" "$T/vsm.vec"
check "the stalls hide the steps: 2100 ns" "head -1 '$T/out' | grep -q 'predicted 2.1e-06 s'"
check "the steps' line has what is left" "grep -q '^DO loops with a variable step (their iterations. extra)  *9e-07 ' '$T/out'"
check "block 3 pays its conflicts and its steps" "grep -Eq '^3 +toy.f:7-8 +MAIN +100 +1e-06 ' '$T/out'"
check "block 1 pays 300 ns of steps" "grep -Eq '^1 +toy.f:3-4 +MAIN +100 +7e-07 ' '$T/out'"
check "block 2 none" "grep -Eq '^2 +toy.f:5-6 +MAIN +100 +4e-07 ' '$T/out'"
(cat "$T/a.vec"; echo "variable-step-ns x") > "$T/vsbad.vec"
fails "a bad variable-step-ns" 1 "$AMP" predict "$T/vstep.stats" "$T/vsbad.vec"
check "says where" "grep -q \"vsbad.vec:[0-9]*: error: bad 'variable-step-ns' value 'x'\" '$T/err'"
# Rule 21: block 1 makes 100 calls, 60 of them to routines of its own
# file (call.near), beside 100 loop iterations; block 2 makes 10 function
# references, all near. At 'near-call-ns' 0.5 the near calls save 30 and
# 5 ns of the 210 (every parameter 1 ns): 175 ns. At 2 ns they would save
# more than their calls are priced at, so they save that: 100 and 10 ns.
printf 'amp-stats 1\ncatalog amp-catalog-14\nprogram near\ntotal PROC 100\ntotal FUNC 10\ntotal LOOV 100\ntotal call.near 70\nblock\t1\ttoy.f\t3\t4\tMAIN\t100\tPROC=100 LOOV=100 call.near=60\nblock\t2\ttoy.f\t5\t6\tMAIN\t10\tFUNC=10 call.near=10\n' > "$T/near.stats"
ok "predict without near-call-ns" "$AMP" predict "$T/near.stats" "$T/a.vec"
check "no saving: 210 ns" "head -1 '$T/out' | grep -q 'predicted 2.1e-07 s'"
check "says the vector has none" "grep -q \"calls within a page: the vector has no 'near-call-ns'\" '$T/out'"
(cat "$T/a.vec"; echo "near-call-ns 0.5") > "$T/nc.vec"
ok "predict with near-call-ns" "$AMP" predict "$T/near.stats" "$T/nc.vec"
check "the near calls save 35 ns: 175 ns" "head -1 '$T/out' | grep -q 'predicted 1.75e-07 s'"
check "on their own line" "grep -q '^calls within a page (less than the kernels. across pages)  *-3.5e-08 ' '$T/out'"
check "in the blocks" "grep -Eq '^1 +toy.f:3-4 +MAIN +100 +1.7e-07 ' '$T/out' && grep -Eq '^2 +toy.f:5-6 +MAIN +10 +5e-09 ' '$T/out'"
(cat "$T/a.vec"; echo "near-call-ns 2") > "$T/nc2.vec"
ok "predict with a large near-call-ns" "$AMP" predict "$T/near.stats" "$T/nc2.vec"
check "a near call saves at most its price: 100 ns" "head -1 '$T/out' | grep -q 'predicted 1e-07 s'"
(cat "$T/a.vec"; echo "near-call-ns -1") > "$T/ncbad.vec"
fails "a negative near-call-ns" 1 "$AMP" predict "$T/near.stats" "$T/ncbad.vec"
check "says where" "grep -q \"ncbad.vec:[0-9]*: error: bad 'near-call-ns' value '-1'\" '$T/err'"
# Rule 20: 10 reductions over 1000 elements in all (red.call, red.elem)
# at 'reduction-element-ns' 0.5 and 'reduction-call-ns' 20 add 500 +
# 200 ns to the block's 100 ns of operations.
printf 'amp-stats 1\ncatalog amp-catalog-14\nprogram red\ntotal LOOV 100\ntotal red.elem 1000\ntotal red.call 10\nblock\t1\ttoy.f\t3\t4\tMAIN\t100\tLOOV=100 red.elem=1000 red.call=10\n' > "$T/red.stats"
ok "predict reductions without the rows" "$AMP" predict "$T/red.stats" "$T/a.vec"
check "their operations only: 100 ns" "head -1 '$T/out' | grep -q 'predicted 1e-07 s'"
check "says the vector has no reduction rows" "grep -q \"reductions: the vector has no 'reduction-element-ns'\" '$T/out'"
(cat "$T/a.vec"; echo "reduction-element-ns 0.5"; echo "reduction-call-ns 20") > "$T/rd.vec"
ok "predict reductions with the rows" "$AMP" predict "$T/red.stats" "$T/rd.vec"
check "their extra: 800 ns" "head -1 '$T/out' | grep -q 'predicted 8e-07 s'"
check "on its own line" "grep -q '^reduction intrinsics, beyond their operations  *7e-07 ' '$T/out'"
check "in the block" "grep -Eq '^1 +toy.f:3-4 +MAIN +100 +8e-07 ' '$T/out'"
(cat "$T/a.vec"; echo "reduction-element-ns 0.5") > "$T/rdbad.vec"
fails "one reduction row without the other" 1 "$AMP" predict "$T/red.stats" "$T/rdbad.vec"
check "says which" "grep -q \"rdbad.vec:[0-9]*: error: 'reduction-element-ns' without 'reduction-call-ns'\" '$T/err'"
test_done

#!/bin/sh
# t3001: amp characterize: a quick run gives a complete machine vector with
# intervals around every estimate and the timer recorded, latency,
# memory and window rows; an interrupted run resumes to a complete file; the kernels'
# declared counts (mixes and memory kernels) agree with what amp profile
# counts when they run.
. "$(dirname "$0")/lib.sh"
command -v gfortran >/dev/null || { echo "# gfortran missing"; test_done; exit; }
cd "$T"
ok "quick characterization" "$AMP" characterize --quick --kernels 160 --keep "$T/qk" -o "$T/q.vec"
check "vector written" "[ -s '$T/q.vec' ]"
# Every kernel starts a page: no kernel's loop crosses a page boundary.
nm "$T/qk/amp-harness" | awk '$3 ~ /^ampk[0-9]+_$/ { n++; if ($1 !~ /000$/) bad++ } END { print n + 0, bad + 0 }' > "$T/align.txt"
check "every kernel starts a page" "awk '{ exit !(\$1 > 160 && \$2 == 0) }' '$T/align.txt' && grep -qx 'kernel-alignment 4096 bytes: each kernel starts a page (-falign-functions=4096)' '$T/q.vec'"
# The kernels' loop control lives on the stack, as a program's does: no
# kernel SAVEs everything, and no SAVE list names I, J or IB.
check "loop indices not SAVEd" "grep -c '^      SUBROUTINE AMPK' '$T/qk/kernels.f' | awk '{ exit !(\$1 > 160) }' && ! grep -qx '      SAVE' '$T/qk/kernels.f' && ! grep -Eq '^      SAVE (.*, )?(I|J|IB)(,|\$)' '$T/qk/kernels.f' && grep -q '^kernel-loop-control on the stack' '$T/q.vec'"
check "kernels update array elements from themselves" "grep -Eq '^ +([A-Z]+[A-Z0-9]*\\([^)]*\\)) = \\1 [-+] ' '$T/qk/kernels.f' && grep -q '^kernel-updates array elements updated from themselves' '$T/q.vec'"
check "every timing follows an untimed call like it" "grep -q '^kernel-warm each timing follows an untimed call like it' '$T/q.vec' && grep -q 'time_call(k, nrep\\[k\\], 1)' '$T/qk/amp-harness.c'"
check "every catalog parameter present" "[ \$(grep -c '^param ' '$T/q.vec') = 128 ]"
check "sustained pace measured: the factor is the median of the kernels' long-over-short ratios" "python3 - '$T/q.vec' <<'PY'
import sys, statistics
h = {}
for l in open(sys.argv[1]):
    k, _, v = l.rstrip('\\n').partition(' ')
    h.setdefault(k, v)
r = [float(x.split(':')[1]) for x in h['sustained-runs'].split(';')[0].split()[1:]]
assert len(r) == 3 and all(0.5 < x < 4 for x in r)
assert abs(float(h['sustained-factor']) - statistics.median(r)) < 2e-3
PY"
check "start-up of an empty program measured" "grep -Eq '^startup-seconds (0\\.[0-9]*[1-9][0-9]*|[1-9][0-9.]*)$' '$T/q.vec' && grep -qx 'startup-runs 21' '$T/q.vec'"
# A page's first touch: a fault and a page zeroed, far above a cache
# miss on any machine (about 12 us in this host's VM, docs/characterizer.md).
check "dependent loads timed from the first-level cache to bucket 6" "awk '\$1 == \"load-latency-ns\" { n = NF - 1; ok = n == 7; for (i = 2; i <= NF; i++) if (!(\$i > 0)) ok = 0; far = \$NF > \$2 } END { exit !(ok && far) }' '$T/q.vec' && grep -q '^load-latency-runs J = IX(J) around a random cycle' '$T/q.vec'"
check "first touch of a page measured" "awk '\$1 == \"page-touch-ns\" { v = \$2 } END { exit !(v > 100) }' '$T/q.vec' && grep -q '^page-touch-runs 256 and 4096 pages' '$T/q.vec'"
# A DO loop with a variable step (rule 19): the two variants' times per
# iteration are in the header, and the extra is their difference (0 when
# the variable step is not slower).
check "a variable DO step's extra measured" "grep -q '^variable-step-runs DO J = 1, 4096, S against DO J = 1, 4096' '$T/q.vec' && awk '\$1 == \"variable-step-ns\" { v = \$2 } \$1 == \"variable-step-runs\" { a = \$(NF-5); b = \$(NF-3) } END { d = a - b; if (d < 0) d = 0; exit !(a > 0 && b > 0 && v - d < 0.001 && d - v < 0.001) }' '$T/q.vec'"
# Calls near and far (rule 21): the near build's caller and callee share
# a page, the far build's each start one; the extra is the difference
# of the two builds' times per call (0 when the far one is not slower).
check "a call across pages measured against one within a page" "grep -q '^near-call-runs CALL AMPCLE(K) in a loop, the callee next to the caller against each starting a page (-falign-functions=4096)' '$T/q.vec' && awk '\$1 == \"near-call-ns\" { v = \$2 } \$1 == \"near-call-runs\" { a = \$(NF-5); b = \$(NF-3) } END { d = b - a; if (d < 0) d = 0; exit !(a > 0 && b > 0 && v - d < 0.001 && d - v < 0.001) }' '$T/q.vec'"
nm "$T/qk/ampcn" | awk '$3 ~ /^ampcl[le]_$/ { print $3, substr($1, 1, length($1) - 3) }' | sort > "$T/cn.pg"
nm "$T/qk/ampcf" | awk '$3 ~ /^ampcl[le]_$/ { print $3, $1 }' | sort > "$T/cf.pg"
check "near: caller and callee in one page; far: each starts one" "[ \$(wc -l < '$T/cn.pg') = 2 ] && [ \$(awk '{ print \$2 }' '$T/cn.pg' | sort -u | wc -l) = 1 ] && [ \$(grep -c '000\$' '$T/cf.pg') = 2 ]"
# Reductions (rule 20): the rows are the means of the four kinds'
# extras in the header, 0 when negative.
# Their sums and products must not run on exact values (under qemu the
# floating point takes a slow path until the first inexact result).
check "the reduction runs' values are inexact" "grep -qx '      A = 0.1D0' '$T/qk/amprd.f' && grep -qx '      S = A(1) / 3.0D0' '$T/qk/amprd.f'"
check "reduction rows from their runs" "grep -q '^reduction-runs S = S + R over doubles, 16 and 4096 elements' '$T/q.vec' && awk '\$1 == \"reduction-element-ns\" { e = \$2 } \$1 == \"reduction-call-ns\" { c = \$2 } \$1 == \"reduction-runs\" { r = \$0; sub(/^.*a reference: /, \"\", r); n = split(r, f, \",\"); for (i = 1; i <= n; i++) { k = split(f[i], w, \" \"); se += w[k - 1]; sc += w[k] } } END { se /= 4; sc /= 4; if (se < 0) se = 0; if (sc < 0) sc = 0; exit !(n == 4 && e - se < 0.002 && se - e < 0.002 && c - sc < 0.2 && sc - c < 0.2) }' '$T/q.vec'"
check "intervals contain the estimates" "awk '\$1 == \"param\" && !(\$4 <= \$3 && \$3 <= \$5) { bad = 1 } END { exit bad }' '$T/q.vec'"
check "no negative time" "awk '\$1 == \"param\" && \$3 < 0 { bad = 1 } END { exit bad }' '$T/q.vec'"
check "timer resolution recorded" "grep -Eq '^timer-resolution-ns [0-9.]+$' '$T/q.vec'"
check "timer overhead recorded" "grep -Eq '^timer-overhead-ns [0-9.]+$' '$T/q.vec'"
check "compiler recorded" "grep -q '^compiler GNU Fortran' '$T/q.vec'"
check "checkpoint removed after success" "[ ! -e '$T/q.vec.partial' ]"
ok "the vector reads back" "$AMP" reduce "$T/q.vec"
check "both kinds of interval summarized" "grep -Eq '^measurement-ci-median-relative-half-width [0-9.]+$' '$T/q.vec' && grep -Eq '^model-ci-median-relative-half-width [0-9.]+$' '$T/q.vec'"
check "every latency class measured" "[ \$(grep -c '^latency ' '$T/q.vec') = 25 ]"
# A division chain waits longer than an addition chain on any machine.
check "fdiv latency above fadd" "awk '\$1 == \"latency\" { l[\$2] = \$3 } END { exit !(l[\"fadd\"] > 0 && l[\"fdiv\"] > l[\"fadd\"] && l[\"idiv\"] > l[\"iadd\"]) }' '$T/q.vec'"
# A library call's latency exceeds an addition's.
check "SIND latency above fadd" "awk '\$1 == \"latency\" { l[\$2] = \$3 } END { exit !(l[\"SIND\"] > l[\"fadd\"]) }' '$T/q.vec'"
check "every memory class measured" "[ \$(grep -c '^memory ' '$T/q.vec') = 31 ]"
check "memory intervals contain the estimates" "awk '\$1 == \"memory\" && !(0 <= \$4 && \$4 <= \$3 && \$3 <= \$5) { bad = 1 } END { exit bad }' '$T/q.vec'"
check "memory kernels recorded" "grep -Eq '^memory-kernels 97: ' '$T/q.vec' && grep -Eq '^memory-fit-relative-rms [0-9.]+$' '$T/q.vec'"
# A random line 64 MiB away (DRAM on any machine this runs on) costs more
# than one from 32-128 KiB away (L2, or L1 with its prefetchers), and
# tens of ns on this host (22-26 ns with gfortran -O0, docs/characterizer.md).
check "irregular far references cost more than near ones" "awk '\$1 == \"memory\" { m[\$2] = \$3 } END { exit !(m[\"irr6\"] > m[\"irr1\"] && m[\"irr6\"] > 5) }' '$T/q.vec'"
check "window rows measured" "[ \$(grep -c '^window ' '$T/q.vec') = 2 ] && grep -Eq '^path-kernels 30: ' '$T/q.vec' && grep -Eq '^window-fit-relative-rms [0-9.]+$' '$T/q.vec'"
# Both window terms positive (a path stretches its block; the window is
# finite), their intervals around them.
check "window intervals contain the estimates" "awk '\$1 == \"window\" && !(0 < \$4 && \$4 <= \$3 && \$3 <= \$5) { bad = 1 } END { exit bad }' '$T/q.vec'"
# The exact rows (rule 18): one per class, from the six exact-state
# kernels, never negative, intervals around them.
check "exact rows measured" "[ \$(grep -c '^exact ' '$T/q.vec') = 3 ] && grep -Eq '^exact-kernels 6: ' '$T/q.vec' && grep -Eq '^exact-differences-ns single -?[0-9.]+ double -?[0-9.]+ divide -?[0-9.]+ ' '$T/q.vec'"
check "exact intervals contain the estimates" "awk '\$1 == \"exact\" && !(0 <= \$4 && \$4 <= \$3 && \$3 <= \$5) { bad = 1 } END { exit bad }' '$T/q.vec'"
check "round spread recorded" "grep -Eq '^round-spread-median [0-9.]+$' '$T/q.vec'"
check "--keep keeps the measured rounds" "grep -q '^end 2' '$T/qk/rounds.txt' && [ ! -e '$T/q.vec.partial' ]"
ok "refit the kept rounds" "$AMP" characterize --quick --kernels 160 --from-output "$T/qk/rounds.txt" -o "$T/q2.vec"
check "the refit gives the same times" "[ \"\$(grep -E '^(param|latency|memory|startup-seconds|page-touch-ns|variable-step-ns|near-call-ns|reduction-element-ns|reduction-call-ns|sustained-factor|load-latency-ns) ' '$T/q.vec')\" = \"\$(grep -E '^(param|latency|memory|startup-seconds|page-touch-ns|variable-step-ns|near-call-ns|reduction-element-ns|reduction-call-ns|sustained-factor|load-latency-ns) ' '$T/q2.vec')\" ]"
check "the refit keeps the start-up, a page's first touch, the sustained pace and the kernels' alignment" "grep -q '^startup-seconds ' '$T/q2.vec' && grep -q '^page-touch-ns ' '$T/q2.vec' && grep -q '^variable-step-ns ' '$T/q2.vec' && grep -q '^near-call-ns ' '$T/q2.vec' && grep -q '^sustained-factor ' '$T/q2.vec' && grep -qx 'kernel-alignment 4096 bytes: each kernel starts a page (-falign-functions=4096)' '$T/q2.vec'"
# --load-latency: the probe alone on a vector made without it, into -o;
# everything else as it was.
grep -v '^load-latency' "$T/q.vec" > "$T/nold.vec"
ok "--load-latency on a vector without it" "$AMP" characterize --load-latency "$T/nold.vec" -o "$T/ld.vec"
check "its lines added, the rest unchanged" "grep -q '^load-latency-ns [0-9]' '$T/ld.vec' && grep -q '^load-latency-date 20' '$T/ld.vec' && [ \"\$(grep -v '^load-latency' '$T/ld.vec')\" = \"\$(cat '$T/nold.vec')\" ]"
fails "--load-latency on no vector" 1 "$AMP" characterize --load-latency "$T/none.vec"
check "says which" "grep -q 'none.vec' '$T/err'"
check "the refit keeps when and how long the measuring was" "[ \"\$(grep -E '^(date|run-seconds) ' '$T/q.vec')\" = \"\$(grep -E '^(date|run-seconds) ' '$T/q2.vec')\" ] && grep -Eq '^refit-date 20[0-9-]+T' '$T/q2.vec' && ! grep -q '^refit-date' '$T/q.vec'"
# Rounds of another version of the kernels or the harness (here the kept
# rounds relabelled as version 3, measured cold) are refused, not refitted.
sed '1s/^amp-checkpoint [0-9]*/amp-checkpoint 3/' "$T/qk/rounds.txt" > "$T/old-rounds.txt"
fails "rounds of an older amp refused" 1 "$AMP" characterize --quick --kernels 160 --from-output "$T/old-rounds.txt" -o "$T/old.vec"
check "it says why and writes nothing" "grep -q \"old-rounds.txt' was measured with the kernels and harness of another amp (rounds version 3, this amp's 6)\" '$T/err' && [ ! -e '$T/old.vec' ]"
check "the kept rounds name this amp's version" "head -1 '$T/qk/rounds.txt' | grep -q '^amp-checkpoint 6 '"
ok "residuals of the refit" "$AMP" characterize --quick --kernels 160 --from-output "$T/qk/rounds.txt" -o "$T/q3.vec" --residuals "$T/res.txt"
# The mixes first, then the path kernels after their own header line.
sed '/^# path kernel/,$d' "$T/res.txt" > "$T/res-mix.txt"
sed -n '/^# path kernel/,$p' "$T/res.txt" | grep -v '^#' > "$T/res-path.txt"
check "a residual row per kernel" "[ \$(grep -vc '^#' '$T/res-mix.txt') = 160 ] && [ \$(wc -l < '$T/res-path.txt') = 30 ]"
# A path kernel is priced at the longer of its operations and its window term.
check "path kernels at the longer of operations and window" "awk -F '\t' '{ split(\$6, f, \" \"); p = f[1] > f[4] ? f[1] : f[4]; if (p - \$4 > 0.002 || \$4 - p > 0.002) bad = 1 } END { exit bad || NR != 30 }' '$T/res-path.txt'"
# Each kernel's time (ns per J iteration): per harness process (each
# starts with its timer line), the 10th percentile of its rounds,
# interpolated between the sorted rounds at 0.1 (n - 1); over the
# processes, the mean of the middle half; a process the header marks
# with * after its level (above 1.04 of the fast end's: slow throughout,
# at most all but two of three) is left out.
awk 'function srt(a, n,  i, j, t) { for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j] < a[j - 1]; j--) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t } }
     NR == FNR { if ($1 == "processes") { sub(/.*levels /, ""); for (i = 1; i <= NF; i++) slow[i] = $i ~ /\*$/ } next }
     $1 == "timer" { p++ }
     $1 == "t" && $2 <= 160 && !slow[p] { k = $2; if (!(k SUBSEP p in n)) { np[k]++; pl[k, np[k]] = p } n[k, p]++; v[k, p, n[k, p]] = $4 / $3 }
     END { for (k in np) {
             for (i = 1; i <= np[k]; i++) {
               p = pl[k, i]; m = n[k, p]; delete a
               for (j = 1; j <= m; j++) a[j] = v[k, p, j]
               srt(a, m); h = 0.1 * (m - 1); l = int(h)
               f[i] = a[l + 1]; if (l + 2 <= m) f[i] += (h - l) * (a[l + 2] - a[l + 1])
             }
             srt(f, np[k]); lo = int(0.25 * np[k]); s = 0
             for (i = lo + 1; i <= np[k] - lo; i++) s += f[i]
             printf "%s %.3f\n", k, s / (np[k] - 2 * lo) } }' "$T/q.vec" "$T/qk/rounds.txt" | sort -n > "$T/floor.txt"
check "three harness processes" "[ \$(grep -c '^timer ' '$T/qk/rounds.txt') = 3 ]"
# Later processes take the first one's repetitions instead of calibrating.
check "one repetition count per kernel over the processes" "awk '\$1 == \"t\" { if ((\$2 in n) && n[\$2] != \$3) bad = 1; n[\$2] = \$3 } END { exit bad }' '$T/qk/rounds.txt'"
# A fourth process that ran 1.5 times slow throughout is left out: the
# refit equals the three processes' own. The three are copies of the
# first process's rounds, so their levels are exactly 1 whatever the
# host did during the quick run, and which of them is left out cannot
# depend on it.
# proc1 OFFSET FACTOR: the first process's rounds, renumbered from
# OFFSET, its times multiplied by FACTOR.
proc1() {
	awk -v o="$1" -v f="$2" 'NR > 1 && /^timer/ { p++ }
	     p == 1 && $1 == "t" { $4 = int($4 * f) }
	     p == 1 && ($1 == "round" || $1 == "end") { $2 += o }
	     p == 1 { print }' "$T/qk/rounds.txt"
}
{ head -1 "$T/qk/rounds.txt"; proc1 0 1; proc1 4 1; proc1 8 1; } > "$T/same3.txt"
{ cat "$T/same3.txt"; proc1 12 1.5; } > "$T/slow.txt"
ok "refit three like processes" "$AMP" characterize --quick --kernels 160 --rounds 12 --from-output "$T/same3.txt" -o "$T/same3.vec"
check "none of them left out" "grep -Eq '^processes 3, 0 left out as slow' '$T/same3.vec'"
ok "refit with a slow process" "$AMP" characterize --quick --kernels 160 --rounds 16 --from-output "$T/slow.txt" -o "$T/slow.vec"
check "the slow process is left out" "grep -Eq '^processes 4, 1 left out as slow' '$T/slow.vec' && [ \"\$(grep -E '^(param|latency|memory) ' '$T/same3.vec')\" = \"\$(grep -E '^(param|latency|memory) ' '$T/slow.vec')\" ]"
# A neighbour busy for most of the run: four processes of seven at 1.5
# times the pace. The levels are over the fast end, not the median (a
# slow process), so the four are left out and the three fast ones kept.
{ cat "$T/same3.txt"; proc1 12 1.5; proc1 16 1.5; proc1 20 1.5; proc1 24 1.5; } > "$T/mostslow.txt"
ok "refit with most processes slow" "$AMP" characterize --quick --kernels 160 --rounds 28 --from-output "$T/mostslow.txt" -o "$T/mostslow.vec"
check "the slow majority is left out" "grep -Eq '^processes 7, 4 left out as slow \(level above 1.04\); levels 1.0000 1.0000 1.0000 1.5[0-9]*\* 1.5[0-9]*\* 1.5[0-9]*\* 1.5[0-9]*\*$' '$T/mostslow.vec' && [ \"\$(grep -E '^(param|latency|memory) ' '$T/same3.vec')\" = \"\$(grep -E '^(param|latency|memory) ' '$T/mostslow.vec')\" ]"
grep -v '^#' "$T/res-mix.txt" | awk -F '\t' '{ print $1, $3 }' | sort -n > "$T/used.txt"
# Equal to the last printed digit (either side may round a 5 its way).
check "kernel times from their rounds, process by process" "[ \$(wc -l < '$T/floor.txt') = 160 ] && awk 'NR == FNR { f[\$1] = \$2; next } !(\$1 in f) || f[\$1] - \$2 > 0.0015 || \$2 - f[\$1] > 0.0015 { bad = 1 } END { exit bad || FNR != 160 }' '$T/floor.txt' '$T/used.txt'"
# Fitted = the declared counts times the vector's times.
awk -F '\t' 'NR == FNR { if ($0 ~ /^param /) { split($0, f, " "); ns[f[2]] = f[3] } next }
     /^#/ { next }
     { n = split($6, c, " "); s = 0
       for (i = 1; i <= n; i++) { split(c[i], kv, "="); s += kv[2] * ns[kv[1]] }
       if (s - $4 > 0.002 * $4 + 0.002 || $4 - s > 0.002 * $4 + 0.002) bad = 1 }
     END { exit bad }' "$T/q3.vec" "$T/res-mix.txt" && fitok=1 || fitok=0
check "fitted times are the declared counts times the vector" "[ $fitok = 1 ]"

# Interrupt after the first round, then resume.
"$AMP" characterize --quick --kernels 120 --rounds 4 --target-ms 2 -o "$T/r.vec" >/dev/null 2>&1 &
pid=$!
i=0
while [ $i -lt 600 ] && ! grep -q '^end 0' "$T/r.vec.partial" 2>/dev/null; do sleep 0.1; i=$((i + 1)); done
kill -INT $pid 2>/dev/null
wait $pid
check "interrupted run fails" "[ $? != 0 ]"
check "no vector after the interruption" "[ ! -e '$T/r.vec' ]"
check "finished rounds kept" "grep -q '^end 0' '$T/r.vec.partial'"
ok "resume" "$AMP" characterize --quick --kernels 120 --rounds 4 --target-ms 2 -o "$T/r.vec"
check "resume says so" "grep -q 'resuming: [1-4] of 4 rounds' '$T/err'"
check "resumed vector complete" "[ \$(grep -c '^param ' '$T/r.vec') = 128 ]"

# A compiler that takes neither alignment flag: the kernels are built as
# they come, and the vector says so.
cat > "$T/noalign-fc" <<'EOS'
#!/bin/sh
for a in "$@"; do case $a in -falign-functions*) echo "unknown argument: $a" >&2; exit 1;; esac; done
exec gfortran "$@"
EOS
chmod +x "$T/noalign-fc"
ok "a compiler without the alignment flag" "$AMP" characterize --quick --fc "$T/noalign-fc" --kernels 40 --rounds 2 --processes 1 --target-ms 0.05 -o "$T/na.vec"
check "the vector says the kernels are not aligned" "grep -qx 'kernel-alignment none: the compiler takes neither -falign-functions=4096 nor -mllvm -align-all-functions=12' '$T/na.vec' && [ \$(grep -c '^param ' '$T/na.vec') = 128 ]"
check "the probe's complaint is not shown" "! grep -q 'unknown argument' '$T/err'"

# Library layouts: a static link gives three harnesses whose run-time
# library lies 0, 1344 and 2752 bytes further on, the kernels where they
# were, and the harness processes take them in turn; a dynamic link one.
check "a dynamic link has one layout" "grep -qx 'library-layouts 1: the link is not static' '$T/q.vec'"
ok "a static link" "$AMP" characterize --quick --kernels 40 --rounds 3 --processes 3 --target-ms 0.05 --ldflags -static --keep "$T/st" -o "$T/st.vec"
check "three layouts in the vector's header" "grep -qx 'library-layouts 3: the static link.s run-time libraries moved by 0, 1344 and 2752 bytes after the kernels, the harness processes taking them in turn' '$T/st.vec'"
sym() { nm "$T/st/$1" | awk -v s="$2" '$3 == s { print $1 }'; }
moved() { echo $(( 0x$(sym "$1" malloc) - 0x$(sym amp-harness malloc) )); }
check "the library moved by the padding" "[ \"\$(moved amp-harness-1) \$(moved amp-harness-2)\" = '1344 2752' ]"
check "the kernels did not move" "[ -n \"\$(sym amp-harness ampk1_)\" ] && [ \"\$(sym amp-harness ampk1_)\" = \"\$(sym amp-harness-1 ampk1_)\" ] && [ \"\$(sym amp-harness ampk1_)\" = \"\$(sym amp-harness-2 ampk1_)\" ]"
check "the processes took the layouts in turn" "[ \"\$(grep '^process-layout ' '$T/st/rounds.txt' | tr '\\n' ' ')\" = 'process-layout 0 process-layout 1 process-layout 2 ' ]"

# Declarations against the analyzer: profile every kernel once (a mix
# through its wrapper AMPW, whose call is not the kernel's). call.near
# apart: the kernels' callees are in their source file, so the analyzer
# counts their calls near (rule 21), but each starts a page of its own,
# so the declarations count none. cnd.* apart (rule 22): the kernels' random
# conditions read an array element at entry and wait for nothing, and
# the few first misses of the others are BMIS's own.
ok "dump kernels" "$AMP" characterize --kernels 80 --dump-kernels "$T/dk"
ok "profile the kernels" "$AMP" profile "$T/dk/driver.f" "$T/dk/kernels.f" -o "$T/dk/k.stats"
awk -F'\t' '$1 == "block" && $6 != "AMPDRV" && $6 != "AMPINIT" && $6 !~ /^AMPW/ { n = split($8, it, " "); for (i = 1; i <= n; i++) { split(it[i], kv, "="); if (kv[1] !~ /^(st|op|lat|mem|dep|exact|call|cnd)\./) t[kv[1]] += kv[2] } } END { for (k in t) print k, t[k] }' "$T/dk/k.stats" | sort > "$T/measured"
awk '{ for (i = 2; i <= NF; i++) { split($i, kv, "="); if (kv[1] !~ /^dep\./) t[kv[1]] += kv[2] } } END { for (k in t) print k, t[k] }' "$T/dk/declared.txt" | sort > "$T/declared"
# BMIS apart: the driver calls the kernels one after the other, so the
# shared history and counters of amp's branch predictor (amp-bpred.h)
# come to each kernel from the ones before, where its declared first call
# starts them afresh (a kernel or two differ by a miss or two).
grep -v '^BMIS ' "$T/declared" > "$T/declared.nb"
grep -v '^BMIS ' "$T/measured" > "$T/measured.nb"
same "declared counts equal the analyzer's" "$T/declared.nb" "$T/measured.nb"
check "declared BMIS near the analyzer's (within 0.5%)" "awk '\$1 == \"BMIS\" { v[FILENAME] = \$2 } END { d = v[\"$T/declared\"]; m = v[\"$T/measured\"]; exit !(d > 100 && (d - m) ^ 2 <= (0.005 * d) ^ 2) }' '$T/declared' '$T/measured'"
# Kernels without calls: each one separately (the path kernels' dep.*
# counts of rule 17 too).
awk -F'\t' '$1 == "block" { n = split($8, it, " "); for (i = 1; i <= n; i++) { split(it[i], kv, "="); if (kv[1] !~ /^(st|op|lat|mem)\./) t[$6 " " kv[1]] += kv[2] } } END { for (k in t) print k, t[k] }' "$T/dk/k.stats" | sort > "$T/per-measured"
grep -v -E 'PROC|FUNC|STFN' "$T/dk/declared.txt" | awk '{ for (i = 2; i <= NF; i++) { split($i, kv, "="); print $1, kv[1], kv[2] } }' | sort > "$T/per-declared"
check "per-kernel counts equal the analyzer's" "[ -s '$T/per-declared' ] && grep -v ' BMIS ' '$T/per-declared' | comm -23 - '$T/per-measured' | wc -l | grep -qx 0"
awk '$2 == "BMIS" { print $1, $3 }' "$T/per-declared" > "$T/bmis-declared"
awk '$2 == "BMIS" { print $1, $3 }' "$T/per-measured" > "$T/bmis-measured"
check "per-kernel BMIS near the analyzer's (within 3 or 2%)" "[ \$(wc -l < '$T/bmis-declared') -ge 40 ] && join '$T/bmis-declared' '$T/bmis-measured' | awk '{ d = \$2 - \$3; if (d < 0) d = -d; if (d > 3 && d > 0.02 * \$2) bad++ } END { exit !(bad == 0) }' && [ \$(join '$T/bmis-declared' '$T/bmis-measured' | wc -l) = \$(wc -l < '$T/bmis-declared') ]"
# The 97 memory kernels (ids after the 80 mixes and 55 chain kernels),
# the 30 path kernels and the 6 exact-state kernels after them are in the driver and among the
# declarations checked kernel by kernel, the path kernels with their
# dep.* counts.
check "memory kernels declared and checked" "[ \$(grep -c '^AMPK' '$T/dk/declared.txt') = 213 ] && [ \$(awk '\$1 ~ /^AMPK/ && substr(\$1, 5) + 0 > 135 && substr(\$1, 5) + 0 <= 232 && !(\$1 in n) { n[\$1] = 1; c++ } END { print c + 0 }' '$T/per-declared') = 97 ]"
check "path kernels' paths declared and checked" "[ \$(awk '\$2 ~ /^dep\\./ && !(\$1 in n) { n[\$1] = 1; c++ } END { print c + 0 }' '$T/per-declared') = 30 ]"
# Their references per J iteration by memory class (amp-reuse.h over
# their address streams): all in the bucket of their footprint, 2^9 and
# 2^10 lines in bucket 1 ... 2^19 and 2^20 in bucket 6, 2^8 in none;
# irregular: 256 X references and 16 lines of the index array, line
# stride 256, unit stride one reference in 8, strided as irregular but
# with the X references strided (7 lines apart) but where the sequence
# wraps: two irregular steps at each of its 7 wraps a pass, 7.5 per J
# iteration at 2^9 lines, fewer the larger (a random permutation makes
# two equal steps in a row now and then: half a strided reference per J
# iteration at 2^9 lines). The conflict kernels: 4 lines 4 KiB apart
# (2 pairs) fit the simulated cache's ways, 16 .. 256 miss it at every
# element read (512 of 1024 references: the stores find the lines the
# reads brought) and count nothing else; the irregular
# kernels' random lines crowd a set now and then (a tenth of a
# conflict miss per J iteration). The update and store kinds count as
# the unit kind, and as many written references (mem.wrt) again; the
# strided store kind as the strided kind, its strided references as
# written strided ones (mem.stw) instead.
awk -F'\t' '/^#/ { next }
	{ b = int(($3 - 7) / 2); n = split($5, c, " "); delete v
	  for (i = 1; i <= n; i++) { split(c[i], kv, "="); v[kv[1]] = kv[2] }
	  if ($2 == "conflict") {
		if ($3 == 2 ? n != 0 : !(n == 1 && v["conf"] == 512)) bad = 1
		crows++; next }
	  if ($3 == 8) { if (n) bad = 1; next }
	  if ($2 == "irregular") { if (!(v["irr" b] > 254 && v["reg" b] > 15.9 && v["reg" b] < 17.6)) bad = 1 }
	  else if ($2 == "strided") { if (!(v["str" b] > 248 && v["irr" b] < 8 && v["reg" b] > 15.9 && v["reg" b] < 17.6)) bad = 1 }
	  else if ($2 == "strided-store") { if (!(v["stw" b] > 248 && v["irr" b] < 8 && v["reg" b] > 15.9 && v["reg" b] < 17.6)) bad = 1; srows++ }
	  else if ($2 == "line") { if (!(v["reg" b] > 254)) bad = 1 }
	  else if (!(v["reg" b] > 31.9 && v["reg" b] < 32.1)) bad = 1
	  if ($2 == "update" || $2 == "store") { if (v["wrt" b] != v["reg" b]) bad = 1; wrows++ }
	  else if (v["wrt" b] > 0) bad = 1
	  for (k in v) if (k != "reg" b && k != "irr" b && k != "str" b && k != "wrt" b && k != "stw" b && v[k] > (k == "conf" ? 0.5 : 0.01)) bad = 1
	  if ($2 != "strided-store" && v["stw" b] > 0) bad = 1
	  if ($2 != "strided" && v["str" b] > 1) bad = 1
	  rows++ }
	END { exit bad || rows != 84 || wrows != 24 || srows != 12 || crows != 6 }' "$T/dk/memory.txt" && memok=1 || memok=0
check "memory kernels' references in their footprints' buckets" "[ $memok = 1 ]"
fails "bad option" 2 "$AMP" characterize --kernels 0
fails "missing compiler" 1 "$AMP" characterize --quick --fc no-such-fortran -o "$T/x.vec"
test_done

#!/bin/sh
# t5002: amp validate end to end on a two-program corpus (one fixed-form,
# one free-form) at test sizes on the host gfortran -O0 vector: the text,
# csv and json reports and the plot have the right shape, and bad
# arguments fail cleanly. Structural only: the errors' sizes are not checked.
. "$(dirname "$0")/lib.sh"
command -v gfortran >/dev/null || { echo "# gfortran missing"; test_done; exit; }
# The host's gfortran vector without its probe loops and memory probe
# (copies below add made-up ones).
VEC="$T/host-gfortran-O0.vec"
grep -v -E '^(variable-step-runs|near-call-runs|memory-probe-ns|memory-probe-runs) ' \
    "$TOP/machines/host-gfortran-O0.vec" > "$VEC"
# The manifest's sources are read relative to the manifest's folder, so
# the manifest sits next to copies of the sources.
C="$T/corpus"
mkdir -p "$C"
cp "$TOP/programs/matmul.f" "$TOP/programs/sieve.f90" "$C/"
grep -E '^(#|matmul |sieve )' "$TOP/programs/list" > "$C/list"
check "manifest holds the two programs" "[ \$(grep -vc '^#' '$C/list') = 2 ]"
V="--programs $C/list --size test --reps 1 --work $T/work"

ok "validate, text report with csv and png" "$AMP" validate --machines "$VEC" $V --csv-out "$T/v.csv" --plot "$T/v.png"
cp "$T/out" "$T/text.out"
cp "$T/err" "$T/text.err"
check "pair table title" "grep -qx 'predicted against measured (CPU seconds)' '$T/text.out'"
check "pair row for matmul at its test size" "grep -Eq '^host-gfortran-O0 +matmul +40 +[0-9.e-]+ +[0-9.e-]+ +[-+][0-9.]+%\$' '$T/text.out'"
check "pair row for sieve at its test size" "grep -Eq '^host-gfortran-O0 +sieve +1000 +[0-9.e-]+ +[0-9.e-]+ +[-+][0-9.]+%\$' '$T/text.out'"
check "summary header line" "grep -Eqx 'pairs +within_10% +within_20% +within_30% +median_error +mean_abs_error +worst_error' '$T/text.out'"
check "summary row counts two pairs" "grep -A1 -E '^pairs +within_10%' '$T/text.out' | tail -1 | grep -Eq '^2 +[0-9]+% +[0-9]+% +[0-9]+% '"
check "signed error histogram sums to two pairs" "sed -n '/^signed errors\$/,/^\$/p' '$T/text.out' | awk '/%/ && NF >= 2 { for (i = 1; i <= NF; i++) if (\$i ~ /^[0-9]+\$/) { s += \$i; break } } END { exit s != 2 }'"
# Each vector's date, round spread and sustained factor, as its header has them.
vrow=$(awk '$1 == "date" { d = $2 } $1 == "round-spread-median" { r = $2 } $1 == "sustained-factor" { f = $2 } END { print d, r, f }' "$VEC")
check "the vectors table: date, round spread and sustained factor from the header" "sed -n '/^the vectors: when measured, and how much their rounds spread\$/,/^\$/p' '$T/text.out' | awk '\$1 == \"host-gfortran-O0\" { print \$2, \$3, \$4 }' | grep -qx '$vrow'"
check "the vectors table: a vector measured quietly is marked so" "sed -n '/^the vectors: when measured, and how much their rounds spread\$/,/^\$/p' '$T/text.out' | awk '\$1 == \"host-gfortran-O0\" { print \$5 }' | grep -qx quiet"
check "no warning of a disturbed vector" "! grep -q 'disturbed' '$T/text.err'"
# A vector whose kernels' median round was 70% over their least.
sed 's/^round-spread-median .*/round-spread-median 0.7000/' "$VEC" > "$T/busy.vec"
ok "validate with a vector measured on a disturbed machine" "$AMP" validate --machines "$T/busy.vec" $V --only sieve
check "the vectors table marks it disturbed" "sed -n '/^the vectors: when measured, and how much their rounds spread\$/,/^\$/p' '$T/out' | awk '\$1 == \"host-gfortran-O0\" { print \$3, \$5 }' | grep -qx '0.7000 disturbed'"
check "and amp validate warns of it" "grep -q '^amp: warning: 1 of 1 vectors were measured on a disturbed machine' '$T/err'"
# A vector whose window span's interval is wider than the span (the
# Xeon's gfortran vector of 2026-12-02 16:08): amp validate says its
# window term is uncertain; the host vector's (81.3, 81.0 to 81.6) is not.
check "no warning of a window not determined" "! grep -q 'window' '$T/text.err'"
sed 's/^window span .*/window span 43.3571 1.32227 66.8361/' "$VEC" > "$T/loose.vec"
ok "validate with a vector whose window span is not determined" "$AMP" validate --machines "$T/loose.vec" $V --only sieve
check "amp validate warns of its window" "grep -qx \"amp: warning: host-gfortran-O0: the window's span is not determined (43.4 operations, 95% interval 1.32 to 66.8; a busy machine?): the window term of predictions with this vector is uncertain\" '$T/err'"
check "Table 4 names the baseline" "grep -q '^geometric means of performance relative to host-gfortran-O0 (Table 4)\$' '$T/text.out'"
check "Table 4: the baseline against itself is 1" "grep -Eq '^host-gfortran-O0 +2 +1\\.000 +1\\.000 ' '$T/text.out'"
check "error attribution table" "grep -q '^error attribution' '$T/text.out'"
check "each program profiled once" "[ \$(grep -c '^amp: profiling' '$T/text.err') = 2 ]"
check "each program timed" "grep -q '^amp: timing matmul on host-gfortran-O0 (size 40)' '$T/text.err' && grep -q '^amp: timing sieve on host-gfortran-O0 (size 1000)' '$T/text.err'"
check "no error messages" "! grep -q 'error:' '$T/text.err'"
check "statistics cached in the work folder, by catalog" "[ -s '$T/work/matmul-40.amp-catalog-14.memory.stats' ] && [ -s '$T/work/sieve-1000.amp-catalog-14.memory.stats' ]"
check "programs profiled with --memory" "grep -qx 'memory sampled' '$T/work/sieve-1000.amp-catalog-14.memory.stats' && grep -q '^total mem\\.' '$T/work/sieve-1000.amp-catalog-14.memory.stats'"
check "nothing built next to the sources" "[ \$(ls '$C' | wc -l) = 3 ]"

check "csv header" "head -1 '$T/v.csv' | grep -qx 'machine,program,measured_s,predicted_s,size'"
check "csv: one row per program" "[ \"\$(tail -n +2 '$T/v.csv' | cut -d, -f2 | sort | tr '\n' ' ')\" = 'matmul sieve ' ]"
check "csv: positive times on the host machine, at the test sizes" "tail -n +2 '$T/v.csv' | awk -F, 'NF != 5 || \$1 != \"host-gfortran-O0\" || !(\$3 + 0 > 0) || !(\$4 + 0 > 0) || !(\$5 == 40 || \$5 == 1000) { bad = 1 } END { exit bad || NR != 2 }'"
# The same measured times predicted again (--measured): nothing is
# built or timed, the statistics come from the work folder, and the same
# vector gives the same predictions.
ok "validate --measured" "$AMP" validate --machines "$VEC" $V --measured "$T/v.csv" --csv-out "$T/v2.csv"
check "measured: nothing timed, nothing profiled again" "! grep -q '^amp: timing' '$T/err' && ! grep -q '^amp: profiling' '$T/err'"
check "measured: the same rows" "cmp -s '$T/v.csv' '$T/v2.csv'"
check "measured: no repeatability table" "! grep -q '^repeatability' '$T/out'"
head -2 "$T/v.csv" > "$T/v1.csv"
ok "validate --measured with a pair missing" "$AMP" validate --machines "$VEC" $V --measured "$T/v1.csv"
check "says which pair is left out" "grep -Eq \"warning: '.*v1.csv' has no time for (matmul \\(size 40\\)|sieve \\(size 1000\\)) on host-gfortran-O0: left out\" '$T/err'"
check "the summary counts one pair" "grep -A1 -E '^pairs +within_10%' '$T/out' | tail -1 | grep -Eq '^1 +'"
# --memory-period: the profiles follow one line in 4, kept apart from
# the default's in the work folder; anything but a power of two fails.
ok "validate --memory-period 4" "$AMP" validate --machines "$VEC" $V --measured "$T/v.csv" --memory-period 4
check "profiled again, with the period" "grep -q '^amp: profiling' '$T/err' && ls '$T/work' | grep -q 'memory4.stats\$' && grep -qx 'memory-period 4' \$(ls '$T/work'/*memory4.stats | head -1)"
fails "validate --memory-period 3" 2 "$AMP" validate --machines "$VEC" $V --memory-period 3
check "says what it wants" "grep -q \"bad memory period '3' (a power of two, 1 to 1024)\" '$T/err'"
cut -d, -f1-4 "$T/v.csv" > "$T/nosize.csv"
fails "validate --measured without a size column" 1 "$AMP" validate --machines "$VEC" $V --measured "$T/nosize.csv"
check "names the column" "grep -q \"nosize.csv:1: error: no 'size' column\" '$T/err'"
(head -1 "$T/v.csv"; echo "host-gfortran-O0,matmul,-1,2,40") > "$T/neg.csv"
fails "validate --measured with no positive time" 1 "$AMP" validate --machines "$VEC" $V --measured "$T/neg.csv"
check "says which time" "grep -q \"neg.csv': the time of matmul (size 40) on host-gfortran-O0 is not positive: left out\" '$T/err'"
fails "validate --measured with a missing file" 1 "$AMP" validate --machines "$VEC" $V --measured "$T/none.csv"
(head -1 "$T/v.csv"; echo "host-gfortran-O0,matmul,ten,2,40") > "$T/nan.csv"
fails "validate --measured with a time that is not a number" 1 "$AMP" validate --machines "$VEC" $V --measured "$T/nan.csv"
check "says where, as amp plot does" "grep -q \"nan.csv:2: error: bad measured_s 'ten'\" '$T/err'"

# The pace check: this vector records no probe loops, so none are timed.
check "no probe loops recorded: no pace table" "! grep -q '^pace:' '$T/text.out' && ! grep -q 'probe loops' '$T/text.err'"
# A copy that records them (times made up, far from any machine's): the
# loops are built and timed before and after the programs, and set
# against the recorded times.
sed '/^name /a\
variable-step-runs DO J = 1, 4096, S against DO J = 1, 4096 (S = 1 read at run time), C(J) = .TRUE. in each, 9.83e+07 iterations, least of 21 runs each: 50.0000 and 40.0000 ns an iteration\
near-call-runs CALL AMPCLE(K) in a loop, the callee next to the caller against each starting a page (-falign-functions=4096), 4e+07 calls, least of 21 runs each: 30.0000 and 60.0000 ns a call' "$VEC" > "$T/probes.vec"
ok "validate with a vector that records probe loops" "$AMP" validate --machines "$T/probes.vec" $V --only sieve
check "probe loops timed before and after the programs" "grep -q '^amp: timing the probe loops of host-gfortran-O0 (before the programs)' '$T/err' && grep -q '^amp: timing the probe loops of host-gfortran-O0 (after the programs)' '$T/err'"
sed -n '/^pace: /,/^$/p' "$T/out" > "$T/pace"
check "pace table: the recorded times, in the header's order" "awk '\$1 == \"host-gfortran-O0\" && \$NF != \"\" { print \$(NF - 3) }' '$T/pace' | tr '\\n' ' ' | grep -qx '50.0000 40.0000 30.0000 60.0000 - '"
check "pace table: now over vector is the mean of before and after over the recorded time" "awk '\$1 == \"host-gfortran-O0\" && \$(NF - 3) != \"-\" { n++; r = (\$(NF - 2) + \$(NF - 1)) / 2 / \$(NF - 3); if (\$(NF - 2) <= 0 || \$(NF - 1) <= 0 || (r - \$NF) > 0.0015 || (\$NF - r) > 0.0015) bad = 1 } END { exit bad || n != 4 }' '$T/pace'"
mid=$(awk '$1 == "host-gfortran-O0" && $(NF - 3) != "-" { print $NF }' "$T/pace" | sort -n | sed -n '2,3p' | awk '{ s += $1 } END { print s / 2 }')
check "pace table: the median of the four ratios" "awk '\$2 == \"median\" { d = \$NF - $mid; found = 1 } END { exit !found || d > 0.0015 || d < -0.0015 }' '$T/pace'"
# The summary again with the predictions times the machine's pace: one
# pair here (sieve), its error recomputed from the printed times and pace.
row=$(awk '$1 == "host-gfortran-O0" && $2 == "sieve" { print $4, $5 }' "$T/out")
pace=$(awk '$2 == "median" { print $NF }' "$T/pace")
check "pace-corrected summary: one pair, its error the prediction times the pace" "sed -n \"/^summary with each machine's predictions times its pace/,/^\$/p\" '$T/out' | awk -v r='$row' -v p='$pace' 'NR == 3 { split(r, x, \" \"); e = 100 * (x[2] * p / x[1] - 1); v = \$5; sub(/%/, \"\", v); n = \$1; d = v - e } END { exit n != 1 || d > 0.5 || d < -0.5 }'"
ok "validate --no-probes" "$AMP" validate --machines "$T/probes.vec" $V --only sieve --no-probes
check "--no-probes: nothing timed, no pace table" "! grep -q 'probe loops' '$T/err' && ! grep -q '^pace:' '$T/out'"
check "no memory probe recorded: no memory pace table" "! grep -q '^memory pace:' '$T/out'"
# The memory probe: a copy of the vector that records made-up times for
# it, whose memory rows make references of buckets 4 and 6 dear, over a
# program that sweeps 8 MB (bucket 4, and first touches in bucket 6).
# Its bucket 4 adds 0.5 ns over the first-level cache's, less than any
# host's gather there: the ratio now over then is well above 1, so the
# memory-paced summary below moves by more than its 2% floor.
C2="$T/corpus2"
mkdir -p "$C2"
cp "$TOP/tests/fixtures/validate/sweep.f90" "$C2/"
echo "sweep sweep.f90 1000000 1000000 1000000" > "$C2/list"
sed -e '/^name /a\
memory-probe-ns 2.0000 2.5000 12.0000 42.0000' -e 's/^memory reg4 .*/memory reg4 20 19 21/' \
    -e 's/^memory reg6 .*/memory reg6 50 49 51/' "$VEC" > "$T/mprobe.vec"
ok "validate with a vector that records the memory probe" "$AMP" validate --machines "$T/mprobe.vec" --programs "$C2/list" --size test --reps 1 --work "$T/work2"
cp "$T/out" "$T/mout"
check "memory probe only: no pace table of the probe loops" "! grep -q '^pace:' '$T/mout'"
sed -n '/^memory pace: /,/^$/p' "$T/mout" > "$T/mpace"
check "memory pace table: the recorded times, in the header's order" "awk '\$1 == \"host-gfortran-O0\" { print \$4 }' '$T/mpace' | tr '\\n' ' ' | grep -qx '2.0000 2.5000 12.0000 42.0000 '"
check "memory pace table: the extra over L1 now, over the extra then" "awk '\$1 == \"host-gfortran-O0\" { now = (\$5 + \$6) / 2; if (\$3 == \"L1\") { l1 = now; r1 = \$4; next } n++; r = (now - l1) / (\$4 - r1); if (\$5 <= 0 || \$6 <= 0 || (r - \$NF) > 0.0015 || (\$NF - r) > 0.0015) bad = 1 } END { exit bad || n != 3 }' '$T/mpace'"
# The memory-paced summary: the prediction less its classes of buckets 4
# to 6 (at the sustained pace), plus each times its bucket's ratio.
row=$(awk '$1 == "host-gfortran-O0" && $2 == "sweep" { print $4, $5; exit }' "$T/mout")
ok "predict the sweep's statistics" "$AMP" predict --format csv "$T/work2/sweep-1000000.amp-catalog-14.memory.stats" "$T/mprobe.vec"
sf=$(awk '$1 == "sustained-factor" { print $2 }' "$T/mprobe.vec")
awk '{ OFS = ","; $1 = $1; print }' "$T/mpace" > "$T/mpace.csv"
adj=$(awk -F, -v sf="$sf" 'FNR == NR { if ($1 == "host-gfortran-O0" && $3 != "L1") r[$3] = $NF; next } /^class,/ { on = 1; next } on && /^$/ { on = 0 } on { b = substr($1, 4) + 0; if (b >= 4 && b in r) a += sf * $4 * (r[b] - 1) } END { printf "%.6g", a + 0 }' "$T/mpace.csv" "$T/out")
check "memory-paced summary: the classes of buckets 4 to 6 at their ratios" "[ \"\$(echo '$adj $row' | awk '{ print (\$1 / \$2 > 0.02 || \$1 / \$2 < -0.02) }')\" = 1 ] && sed -n \"/^summary with each machine's predictions at its pace, and/,/^\$/p\" '$T/mout' | awk -v r='$row' -v a='$adj' 'NR == 3 { split(r, x, \" \"); e = 100 * ((x[2] + a) / x[1] - 1); v = \$5; sub(/%/, \"\", v); n = \$1; d = v - e } END { exit n != 1 || d > 0.5 || d < -0.5 }'"

check "png magic" "[ \"\$(od -An -tx1 -N8 '$T/v.png' | tr -d ' \n')\" = 89504e470d0a1a0a ]"
check "png is not empty" "[ \$(wc -c < '$T/v.png') -gt 1000 ]"

ok "validate json" "$AMP" validate --machines "$VEC" $V --format json
cp "$T/out" "$T/json.out"
check "second run reuses the statistics" "! grep -q '^amp: profiling' '$T/err'"
# A source edited after its statistics were counted: counted again.
touch -d '+1 minute' "$C/sieve.f90"
ok "validate after a source changed" "$AMP" validate --machines "$VEC" $V --only sieve
check "statistics older than their source are counted again" "grep -q '^amp: profiling sieve' '$T/err'"
ok "validate --no-memory" "$AMP" validate --machines "$VEC" $V --only sieve --no-memory
check "--no-memory: statistics of their own, without mem counters" "[ -s '$T/work/sieve-1000.amp-catalog-14.stats' ] && ! grep -q 'mem\\.' '$T/work/sieve-1000.amp-catalog-14.stats'"
check "json parses, pairs and summary" "python3 -c '
import json
d = json.load(open(\"$T/json.out\"))
t = {x[\"title\"]: x[\"rows\"] for x in d[\"tables\"]}
rows = t[\"predicted against measured (CPU seconds)\"]
assert sorted(r[\"program\"] for r in rows) == [\"matmul\", \"sieve\"], rows
assert all(r[\"machine\"] == \"host-gfortran-O0\" and r[\"measured_s\"] > 0 and r[\"predicted_s\"] > 0 for r in rows), rows
s = t[\"summary\"]
assert len(s) == 1 and s[0][\"pairs\"] == 2 and \"within_10%\" in s[0], s
'"

# A manifest named without a folder: sources next to it in the current folder.
ok "manifest in the current folder" sh -c "cd '$C' && '$AMP' validate --machines '$VEC' --programs list --only sieve --size test --reps 3 --work '$T/work'"
check "only sieve" "grep -Eq '^host-gfortran-O0 +sieve ' '$T/out' && ! grep -Eq '^host-gfortran-O0 +matmul ' '$T/out'"
check "sieve timed three times" "[ \$(grep -c '^amp: timing sieve' '$T/err') = 3 ]"
check "repeatability of the runs reported" "grep -A1 -E '^reps +median_gap +pairs_over_10% +largest_gap\$' '$T/out' | tail -1 | grep -Eq '^3 +[0-9.]+% +[01] +[0-9.]+%\$'"
check "no repeatability table from single runs" "! grep -q '^repeatability' '$T/text.out'"

# Several sources, comma-separated, one of them by absolute path.
M="$T/multi"
mkdir -p "$M/src"
printf 'module twice\ncontains\n  integer function dbl(i)\n    integer, intent(in) :: i\n    dbl = 2 * i\n  end function\nend module\n' > "$M/src/twice.f90"
printf 'program two\n  use twice\n  character(len=16) :: a\n  integer :: n, i, s\n  call get_command_argument(1, a)\n  read (a, *) n\n  s = 0\n  do i = 1, n\n    s = s + dbl(i)\n  end do\n  if (s == n * (n + 1)) print *, "VERIFIED"\nend program\n' > "$M/two.f90"
printf 'two  %s,two.f90  1000  1000  1000\n' "$M/src/twice.f90" > "$M/list"
ok "two sources, one absolute" "$AMP" validate --machines "$VEC" --programs "$M/list" --size test --reps 1 --work "$T/work-multi"
check "two sources: the pair row" "grep -Eq '^host-gfortran-O0 +two +1000 ' '$T/out'"

# Failures.
fails "missing vector file" 1 "$AMP" validate --machines "$T/nope.vec" $V
check "missing vector: amp: error: naming the file" "grep -q '^amp: error: .*nope.vec' '$T/err'"
check "missing vector: no report" "[ ! -s '$T/out' ]"
fails "--machines with no files" 2 "$AMP" validate --machines $V
check "no machines: says so" "grep -q '^amp: error: no machines' '$T/err'"
fails "--machines last with no files" 2 "$AMP" validate $V --machines
printf 'matmul matmul.f 800 -5 300\n' > "$C/bad"
fails "a program that does not verify" 1 "$AMP" validate --machines "$VEC" --programs "$C/bad" --size test --reps 1 --work "$T/work-bad"
check "not verified: amp: error: says so" "grep -q \"^amp: error: 'matmul' on 'host-gfortran-O0' did not run to an exit with status 0 (its output: '.*/matmul.out')\" '$T/err'"
printf 'matmul matmul.f 800\n' > "$C/short"
fails "a manifest row with too few columns" 1 "$AMP" validate --machines "$VEC" --programs "$C/short" --size test --reps 1 --work "$T/work-bad"
check "short row: file and line" "grep -q 'short:1: error: expected: name sources' '$T/err'"
# Programs not written for amp (tests/fixtures/validate/foreign/list): no
# argument ('-'), input on stdin, an INCLUDE folder and another verdict;
# two arguments (a size with a comma) and the exit status alone; a .F
# source through the C preprocessor with a definition from the manifest;
# old code that needs a compiler flag of its own; lines past column 72; a
# program that reads a file in the folder it runs in.
F="$T/foreign"
cp -r "$TOP/tests/fixtures/validate/foreign" "$F"
FV="--programs $F/list --size test --reps 1 --no-probes --work $T/work-foreign"
ok "validate programs with no argument, stdin, INCLUDE and other verdicts" "$AMP" validate --machines "$VEC" $FV --csv-out "$T/f.csv"
check "foreign: the no-argument program's row, size '-'" "grep -Eq '^host-gfortran-O0 +readin +- +[0-9.e-]+ +[0-9.e-]+ +[-+][0-9.]+%\$' '$T/out'"
check "foreign: the two-argument program's row" "grep -Eq '^host-gfortran-O0 +twoargs +3000,400 +[0-9.e-]+ +[0-9.e-]+ +[-+][0-9.]+%\$' '$T/out'"
check "foreign: profiled from its standard input (3000 elements, 2000 times)" "awk -F'\t' '\$1 == \"block\" && \$4 == 16 { print \$7 }' '$T/work-foreign/readin--.amp-catalog-14.memory.stats' | grep -qx 6000000"
check "foreign: a .F source preprocessed with the manifest's define=NREP=40" "awk -F'\t' '\$1 == \"block\" && \$4 == 8 { print \$7 }' '$T/work-foreign/defs--.amp-catalog-14.memory.stats' | grep -qx 800000 && grep -Eq '^host-gfortran-O0 +defs +- ' '$T/out'"
check "foreign: a program run in its dir=, where it reads its sizes (2500 x 120)" "grep -Eq '^host-gfortran-O0 +files +- ' '$T/out' && awk -F'\t' '\$1 == \"block\" && \$4 == 11 { print \$7 }' '$T/work-foreign/files--.amp-catalog-14.memory.stats' | grep -qx 300000"
check "foreign: old code built with the manifest's fflags" "grep -Eq '^host-gfortran-O0 +mism +- ' '$T/out'"
check "foreign: lines past column 72 read with line-length=132 (the loop body's two statements, 300000 times)" "grep -Eq '^host-gfortran-O0 +wide +- ' '$T/out' && awk -F'\t' '\$1 == \"block\" && \$4 == 9 && \$7 == 300000 && \$8 ~ /(^| )SRDL=600000( |\$)/ { n++ } END { exit n != 1 }' '$T/work-foreign/wide--.amp-catalog-14.memory.stats'"
check "foreign: the csv keeps the size's comma, last" "grep -qx 'host-gfortran-O0,twoargs,[0-9.e-]*,[0-9.e-]*,3000,400' '$T/f.csv'"
ok "foreign: --measured reads the comma back" "$AMP" validate --machines "$VEC" $FV --measured "$T/f.csv" --csv-out "$T/f2.csv"
check "foreign: the same rows" "cmp -s '$T/f.csv' '$T/f2.csv'"
sed 's/verify=DONE/verify=VERIFIED/' "$F/list" > "$F/list2"
fails "a verdict the output lacks" 1 "$AMP" validate --machines "$VEC" --programs "$F/list2" --size test --reps 1 --no-probes --work "$T/work-foreign"
check "says which text, and where the output is" "grep -q \"^amp: error: 'readin' on 'host-gfortran-O0' did not print 'VERIFIED' (its output: '.*/readin.out')\" '$T/err'"
check "the other pair is still reported" "grep -Eq '^host-gfortran-O0 +twoargs ' '$T/out'"
sed 's/ include=inc//' "$F/list" > "$F/list3"
fails "an INCLUDE file not found without include=" 1 "$AMP" validate --machines "$VEC" --programs "$F/list3" --size test --reps 1 --no-probes --work "$T/work-foreign3"
check "the profile fails on the INCLUDE" "grep -q \"amp: error: profiling 'readin' failed\" '$T/err'"
fails "amp profile --run-dir that is not a folder" 1 "$AMP" profile --run-dir "$F/list" -o "$T/x.stats" "$F/files.f"
check "says why" "grep -q \"amp: error: cannot run the program in '.*/list': not a folder\" '$T/err'"
sed 's/fflags=-fallow-argument-mismatch //' "$F/list" | grep -E '^(#|mism )' > "$F/list7"
mkdir -p "$T/here7"
fails "old code without its flag" 1 sh -c "cd '$T/here7' && '$AMP' validate --machines '$VEC' --programs '$F/list7' --size test --reps 1 --no-probes --work '$T/work-foreign7'"
check "its profile's build fails, and says so" "grep -q \"amp: error: profiling 'mism' failed\" '$T/err'"
check "the compiler's log shown, not left where amp ran" "grep -q 'Type mismatch in argument' '$T/err' && [ -z \"\$(ls '$T/here7')\" ]"
sed 's/verify=-/colour=blue/' "$F/list" > "$F/list4"
fails "an unknown option" 1 "$AMP" validate --machines "$VEC" --programs "$F/list4" --size test --reps 1 --work "$T/work-foreign"
check "unknown option: file, line and column" "grep -q \"list4:8:64: error: unknown option 'colour' (stdin, verify, include, define, fflags, line-length, dir)\" '$T/err'"
sed 's/verify=-/verify=/' "$F/list" > "$F/list5"
fails "an option with no value" 1 "$AMP" validate --machines "$VEC" --programs "$F/list5" --size test --reps 1 --work "$T/work-foreign"
check "no value: says what is expected" "grep -q \"list5:8:64: error: expected an option KEY=VALUE (stdin, verify, include, define, fflags, line-length, dir), not 'verify='\" '$T/err'"
test_done

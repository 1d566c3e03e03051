#!/bin/sh
# t2004: amp profile --memory, the mem.* counters of reference streams
# worked out by hand (tests/fixtures/profile/memtest.f90). One line in 16
# is followed (profiler/runtime/amp-reuse.h), so counts are estimates:
# the checks allow 10% where 100000 lines are in play.
. "$(dirname "$0")/lib.sh"
F="$TOP/tests/fixtures/profile"
command -v gfortran >/dev/null || { echo "# gfortran missing"; test_done; exit; }
mkdir -p "$T/inst"
ok "instrument --memory" "$AMP" instrument --memory -o "$T/inst" "$F/memtest.f90"
check "12 references traced (small = 1's left side one)" "grep -q '12 memory references traced' '$T/out'"
check "a call before the sweep's statement" "grep -A1 'CALL AMPMR(0,LOC(A(I)))' '$T/inst/memtest.f90' | grep -q '^A(I) = I'"
check "the IF action's reference inside its THEN" "grep -B2 'CALL AMPMR(11,LOC(A(I)))' '$T/inst/memtest.f90' | grep -q 'THEN'"
check "no bare actual argument traced" "! grep -q 'LOC(A(5))' '$T/inst/memtest.f90'"
check "no subscript calling a function traced" "! grep -q 'LOC(A(NEXT' '$T/inst/memtest.f90'"
ok "profile --memory" "$AMP" profile --memory "$F/memtest.f90" -o "$T/m.stats"
check "same result as the program alone" "grep -q '79999400072.0' '$T/out'"
check "stats say memory was traced" "grep -qx 'memory sampled' '$T/m.stats'"
# the count of counter NAME in the block starting on line L (0 if none)
mem() { awk -F'\t' -v l="$1" -v n="$2" '$1 == "block" && $4 == l {
	v = 0; k = split($8, a, " "); for (i = 1; i <= k; i++) { split(a[i], kv, "="); if (kv[1] == n) v = kv[2] }
	print v; exit }' "$T/m.stats"; }
near() { awk -v v="$1" -v w="$2" 'BEGIN { exit !(v >= 0.9 * w && v <= 1.1 * w) }'; }
check "sweeps 2 and 3: 2 x 100000 regular references from 100000 lines back" "near $(mem 14 mem.reg4) 200000"
check "sweep 1: 100000 first touches" "near $(mem 14 mem.reg6) 100000"
check "the sweeps: irregular only where a sweep starts again" "[ $(mem 14 mem.irr4) -lt 100 ] && [ $(mem 14 mem.irr6) -lt 100 ]"
check "the gather: 2 x 100000 irregular references from about 100000 lines back" "near $(mem 34 mem.irr4) 200000"
check "16 KiB swept: nothing beyond 32 KiB but first touches" \
	"[ $(mem 41 mem.reg1) = 0 ] && [ $(mem 41 mem.reg2) = 0 ] && [ $(mem 41 mem.irr1) = 0 ] && [ $(mem 41 mem.reg6) -gt 0 ] && [ $(mem 41 mem.reg6) -lt 1024 ]"
# Written lines (mem.wrt, on top of mem.reg): a sweep's left side writes
# every line it reaches; so does small(i) = small(i) + 1, by its read of
# the element it assigns or by its left side, whichever comes first to a
# line; the gather only reads.
check "the sweeps' lines are written ones ($(mem 14 mem.wrt4), $(mem 14 mem.wrt6))" "[ $(mem 14 mem.wrt4) = $(mem 14 mem.reg4) ] && [ $(mem 14 mem.wrt6) = $(mem 14 mem.reg6) ] && [ $(mem 14 mem.wrt4) -gt 0 ]"
check "an update's first touches are written ones" "[ $(mem 41 mem.wrt6) = $(mem 41 mem.reg6) ] && [ $(mem 41 mem.wrt6) -gt 0 ]"
check "the gather writes no line" "[ $(mem 34 mem.wrt4) = 0 ] && [ $(mem 34 mem.wrt6) = 0 ]"
check "a reference that never runs is never counted" "[ $(mem 48 mem.reg6) = 0 ] && [ $(mem 48 mem.reg1) = 0 ]"
# First touches of 4 KiB pages, exact: a's 6 400 000 bytes span 1563
# pages (1562.5, wherever the allocation starts), touched by the first
# sweep only; idx's 400 000 bytes 98; the gather touches no new page;
# small's 16 KiB at most 5.
check "the sweeps touch a's 1563 pages first once" "[ $(mem 14 mem.page) = 1563 ]"
check "the permutation touches idx's 98 pages first" "[ $(mem 19 mem.page) = 98 ]"
check "the gather touches no page first" "[ $(mem 34 mem.page) = 0 ]"
check "16 KiB: at most 5 pages" "[ $(mem 41 mem.page) -le 5 ]"
# Conflict misses (tests/fixtures/profile/conflict.f90): 256 elements 8
# KiB apart updated in turn 1000 times miss the simulated 32 KiB cache of
# 8 ways at every read after the first pass, 999 x 256 = 255744 (a
# sampled estimate: one line in 16 is followed, about 16 of these 256);
# 4 KiB apart (a regular stride) counts only the jump back to each pass's
# first element, and 4 lines only on their first pass, which finds them
# pushed out of their set by the 4 KiB sweep.
ok "profile a conflict stride" "$AMP" profile --memory "$F/conflict.f90" -o "$T/c.stats"
# (a block's count of NAME; "missing", which no numeric test passes,
# when no block starts on line L: the statement moved)
cmem() { awk -F'\t' -v l="$1" -v n="$2" '$1 == "block" && $4 == l {
	v = 0; k = split($8, a, " "); for (i = 1; i <= k; i++) { split(a[i], kv, "="); if (kv[1] == n) v = kv[2] }
	print v; f = 1; exit } END { if (!f) print "missing" }' "$T/c.stats"; }
check "8 KiB apart: about 255744 conflict misses ($(cmem 14 mem.conf))" "awk -v v=$(cmem 14 mem.conf) 'BEGIN { exit !(v >= 0.5 * 255744 && v <= 1.5 * 255744) }'"
check "4 KiB apart: only the passes' first elements, a jump back (under a fifth)" "[ $(cmem 20 mem.conf) -lt $(( $(cmem 14 mem.conf) / 5 )) ]"
check "the three loops' bodies found" "[ $(cmem 14 ARR1) = 512000 ] && [ $(cmem 20 ARR1) = 512000 ] && [ $(cmem 27 ARR1) = 8000 ]"
check "4 lines: at most their first pass's 4 reads (sampled: 16 each)" "[ $(cmem 27 mem.conf) -lt 200 ]"
ok "profile without --memory" "$AMP" profile "$F/memtest.f90" -o "$T/n.stats"
check "no mem counters without --memory" "! grep -q 'mem\\.' '$T/n.stats'"
check "the other counts do not change" "[ \"\$(grep '^total [A-Z]' '$T/m.stats')\" = \"\$(grep '^total [A-Z]' '$T/n.stats')\" ]"
# The predictor: with memory rows, the references' time is added.
awk '$1 == "memory" { next } { print } END {
	for (c = 0; c < 2; c++) for (b = 1; b <= 6; b++) printf "memory %s%d %g %g %g\n", c ? "irr" : "reg", b, b, b, b }' \
	"$TOP/machines/host-gfortran-O0.vec" | grep -v '^page-touch-ns \|^sustained-factor ' > "$T/m.vec"
grep -v '^memory irr6 ' "$T/m.vec" > "$T/bad1.vec"
fails "a vector missing one memory row" 1 "$AMP" predict "$T/m.stats" "$T/bad1.vec"
check "names the missing class" "grep -q \"memory class 'irr6' is missing\" '$T/err'"
(cat "$T/m.vec"; echo "memory reg2 1 1 1") > "$T/bad2.vec"
fails "a vector with a memory row twice" 1 "$AMP" predict "$T/m.stats" "$T/bad2.vec"
check "says which class, where" "grep -q \"bad2.vec:[0-9]*: error: memory class 'reg2' appears twice\" '$T/err'"
sed 's/^memory reg3 3 3 3$/memory reg3 3 4 5/' "$T/m.vec" > "$T/bad3.vec"
fails "a memory row whose interval misses its time" 1 "$AMP" predict "$T/m.stats" "$T/bad3.vec"
check "says so" "grep -q \"interval of the memory row of 'reg3' does not contain\" '$T/err'"
ok "predict with memory rows" "$AMP" predict --format csv "$T/m.stats" "$T/m.vec"
p1=$(awk -F, 'NR == 2 { print $3 }' "$T/out")
ok "predict without mem counts" "$AMP" predict --format csv "$T/n.stats" "$T/m.vec"
p0=$(awk -F, 'NR == 2 { print $3 }' "$T/out")
want=$(awk '$1 == "total" && $2 ~ /^mem\.(reg|irr|str)/ { c = substr($2, 5, 3); b = substr($2, 8) + 0; s += $3 * b } END { printf "%.6g", s * 1e-9 }' "$T/m.stats")
check "the memory term is sum of counts x ns ($p1 - $p0 = $want s)" \
	"awk -v a=$p1 -v b=$p0 -v w=$want 'BEGIN { d = a - b; exit !(d > 0.999 * w && d < 1.001 * w) }'"
# With the written rows, each written line adds its bucket's row on top.
(cat "$T/m.vec"; for b in 1 2 3 4 5 6; do echo "memory wrt$b $((10 * b)) $((10 * b)) $((10 * b))"; done) > "$T/w.vec"
ok "predict with written rows" "$AMP" predict --format csv "$T/m.stats" "$T/w.vec"
pw=$(awk -F, 'NR == 2 { print $3 }' "$T/out")
want=$(awk '$1 == "total" && $2 ~ /^mem\.wrt/ { s += $3 * 10 * substr($2, 8) } END { printf "%.6g", s * 1e-9 }' "$T/m.stats")
check "the written term is written lines x ns ($pw - $p1 = $want s)" \
	"awk -v a=$pw -v b=$p1 -v w=$want 'BEGIN { d = a - b; exit !(w > 0.005 && d > 0.999 * w && d < 1.001 * w) }'"
(cat "$T/m.vec"; echo "memory wrt2 1 1 1") > "$T/bad4.vec"
fails "a vector with one written row of six" 1 "$AMP" predict "$T/m.stats" "$T/bad4.vec"
check "names a missing written class" "grep -q \"memory class 'wrt1' is missing\" '$T/err'"
ok "text prediction names the memory term" "$AMP" predict "$T/m.stats" "$T/m.vec"
check "says the vector prices written lines as read ones" "grep -q \"no 'wrt' memory rows\" '$T/out'"
check "memory classes table" "grep -q '^irr4 ' '$T/out' && grep -q 'memory hierarchy' '$T/out'"
check "says the vector prices no first page touch" "grep -q \"no 'page-touch-ns'\" '$T/out'"
# With a page's first touch priced, each counted page adds it once.
(cat "$T/m.vec"; echo "page-touch-ns 2000") > "$T/pg.vec"
ok "predict with page-touch-ns" "$AMP" predict --format csv "$T/m.stats" "$T/pg.vec"
p2=$(awk -F, 'NR == 2 { print $3 }' "$T/out")
want=$(awk '$1 == "total" && $2 == "mem.page" { printf "%.6g", $3 * 2000e-9 }' "$T/m.stats")
check "the page term is pages x ns ($p2 - $p1 = $want s)" \
	"awk -v a=$p2 -v b=$p1 -v w=$want 'BEGIN { d = a - b; exit !(w > 0.003 && d > 0.999 * w && d < 1.001 * w) }'"
ok "text prediction names the page term" "$AMP" predict "$T/m.stats" "$T/pg.vec"
check "first-touch row" "grep -q '^first touch of memory pages' '$T/out'"
b1=$(awk '/^top blocks/ { b = 1 } b && $2 ~ /memtest.f90:14-/ { print $5 }' "$T/out")
"$AMP" predict "$T/m.stats" "$T/m.vec" > "$T/out0"
b0=$(awk '/^top blocks/ { b = 1 } b && $2 ~ /memtest.f90:14-/ { print $5 }' "$T/out0")
check "the sweeps' block carries its pages ($b1 - $b0 s)" \
	"awk -v a=$b1 -v b=$b0 'BEGIN { d = a - b; exit !(d > 0.999 * 0.003126 && d < 1.001 * 0.003126) }'"
(cat "$T/m.vec"; echo "page-touch-ns -3") > "$T/bad4.vec"
fails "a negative page-touch-ns" 1 "$AMP" predict "$T/m.stats" "$T/bad4.vec"
check "says where" "grep -q \"bad4.vec:[0-9]*: error: bad 'page-touch-ns' value '-3'\" '$T/err'"
ok "text prediction without traced stats" "$AMP" predict "$T/n.stats" "$T/m.vec"
check "says the references were not traced" "grep -q 'not traced (amp profile --memory)' '$T/out'"
# No CALL may go into a FORALL or WHERE construct: their references stay
# untraced and the copy compiles.
cat > "$T/masked.f90" <<'EOF2'
program masked
  integer :: i, a(10), b(10)
  b = 3
  forall (i = 1:10)
    a(i) = b(i) + b(11 - i)
  end forall
  where (a > 5)
    a = b(2)
  elsewhere
    a = b(3)
  end where
  a(1) = b(4)
  print *, sum(a)
end program masked
EOF2
mkdir -p "$T/masked"
ok "instrument --memory a FORALL and a WHERE construct" "$AMP" instrument --memory -o "$T/masked" "$T/masked.f90"
check "only the references outside them traced (B = 3's left side, A(1), B(4))" "grep -q ', 3 memory references traced' '$T/out'"
ok "profile --memory a FORALL and a WHERE construct" "$AMP" profile --memory "$T/masked.f90" -o "$T/masked.stats"
check "same result" "grep -q ' 30$' '$T/out'"
# An array assignment's left side: its pages (tests/fixtures/profile/pages.f90).
ok "profile --memory array assignments" "$AMP" profile --memory "$F/pages.f90" -o "$T/p.stats"
check "pages: same result" "grep -q '^ *929950.0$' '$T/out'"
pg() { awk -F'\t' -v l="$1" '$1 == "block" && $4 == l { v = 0; k = split($8, a, " "); for (i = 1; i <= k; i++) { split(a[i], kv, "="); if (kv[1] == "mem.page") v = kv[2] } print v; exit }' "$T/p.stats"; }
check "H's columns: 300 or 301 pages" "[ $(pg 15) -ge 300 ] && [ $(pg 15) -le 301 ]"
check "V and P: 587 to 589 pages" "[ $(pg 17) -ge 587 ] && [ $(pg 17) -le 589 ]"
mkdir -p "$T/pinst"
ok "instrument --memory array assignments" "$AMP" instrument --memory -o "$T/pinst" "$F/pages.f90"
check "an allocatable's pages only when allocated" "grep -B1 'CALL AMPMS([0-9]*,LOC(V)' '$T/pinst/pages.f90' | grep -q 'IF (ALLOCATED(V)) THEN'"
check "a pointer's only when associated" "grep -B1 'CALL AMPMS([0-9]*,LOC(P)' '$T/pinst/pages.f90' | grep -q 'IF (ASSOCIATED(P)) THEN'"
check "a section's only when contiguous" "grep -q '^IF (IS_CONTIGUOUS(H(1,:))) CALL AMPMS(' '$T/pinst/pages.f90'"
# Inside SELECT TYPE the selector is an associate name, neither
# allocatable nor a pointer: no ALLOCATED guard, no trace.
cat > "$T/seltype.f90" <<'EOF2'
program seltype
  class(*), allocatable :: u(:)
  allocate(u, source=[1.0, 2.0])
  select type (u)
  type is (real)
    u = 3.0
    print *, sum(u)
  end select
end program seltype
EOF2
ok "profile --memory an array assignment to a SELECT TYPE selector" "$AMP" profile --memory "$T/seltype.f90" -o "$T/st.stats"
check "seltype: same result" "grep -q '^ *6.00000000 *$' '$T/out'"
if command -v flang-new-19 >/dev/null; then
	ok "profile --memory array assignments with flang-new-19" "$AMP" profile --memory --fc flang-new-19 "$F/pages.f90" -o "$T/pf.stats"
	check "flang: H's columns' pages" "awk -F'\t' '\$1 == \"block\" && \$4 == 15 { exit !(\$8 ~ /mem.page=30[01]( |\$)/) }' '$T/pf.stats'"
	ok "profile --memory with flang-new-19" "$AMP" profile --memory --fc flang-new-19 "$F/memtest.f90" -o "$T/f.stats"
	check "flang: the gather's irregular references" "awk -F'\t' '\$1 == \"block\" && \$4 == 34 { exit !(\$8 ~ /mem.irr4=/) }' '$T/f.stats'"
fi
# Steps that skip lines (tests/fixtures/profile/strided.f90): 448 bytes
# apart, one reference a line over 7 passes, counts 100000 strided
# references, about 100000 lines back (the first two passes' last few
# thousand lines are nearer: bucket 3); 64 bytes apart the same lines
# count regular, 8 KiB apart irregular. The stores 448 bytes apart count
# as written strided references, the loads as strided ones.
ok "profile --memory strides" "$AMP" profile --memory "$F/strided.f90" -o "$T/s.stats"
check "strides: same result" "grep -q '^ *8448464.0$' '$T/out' && grep -q '^ *6448464.0$' '$T/out'"
check "stats name the four classes" "grep -qx 'memory-classes regular irregular strided written-strided' '$T/s.stats'"
smem() { awk -F'\t' -v l="$1" -v n="$2" '$1 == "block" && $4 == l {
	v = 0; k = split($8, a, " "); for (i = 1; i <= k; i++) { split(a[i], kv, "="); if (kv[1] ~ "^mem\\." n "$") v += kv[2] }
	print v; f = 1; exit } END { if (!f) print "missing" }' "$T/s.stats"; }
check "448 bytes apart, stored: 100000 written strided ($(smem 16 'stw[34]')), none strided" "near $(smem 16 'stw[34]') 100000 && near $(smem 16 stw4) 96000 && [ $(smem 16 'str[1-6]') = 0 ]"
check "448 bytes apart, loaded: 100000 strided ($(smem 37 'str[34]')), none written" "near $(smem 37 'str[34]') 100000 && near $(smem 37 str4) 96000 && [ $(smem 37 'stw[1-6]') = 0 ] && [ $(smem 37 'wrt[1-6]') = 0 ]"
# A site's first reference has no step yet and counts as regular; when
# its line is one of the sampled ones it stands for a sampling period's
# references (16, in one run of this test: the sampled lines depend on
# where the heap lands).
check "448 bytes apart: regular only for the site's first reference, irregular only where a pass starts" "[ $(smem 16 'reg[1-6]') -lt 100 ] && [ $(smem 16 'irr[1-6]') -lt 100 ] && [ $(smem 37 'reg[1-6]') -lt 100 ] && [ $(smem 37 'irr[1-6]') -lt 100 ]"
check "64 bytes apart: 100000 regular, none strided" "near $(smem 22 reg4) 100000 && [ $(smem 22 'str[1-6]') = 0 ] && [ $(smem 22 'stw[1-6]') = 0 ]"
check "8 KiB apart: 100000 irregular, none strided" "near $(smem 28 'irr[34]') 100000 && [ $(smem 28 'str[1-6]') = 0 ] && [ $(smem 28 'stw[1-6]') = 0 ]"
# A vector without strided rows (an older amp characterize) prices them
# as its regular rows of the same bucket, and says so; with them, by its
# own; one without written strided rows prices those at its strided rows.
# The seconds the classes matching $1 add at $2 times their bucket's
# number (bucket b's new row less the row it replaces, in ns).
added() { awk -v re="$1" -v f="$2" '$1 == "total" && $2 ~ re { s += $3 * f * substr($2, 8) } END { print s * 1e-9 }' "$T/s.stats"; }
ok "predict strides without strided rows" "$AMP" predict --format csv "$T/s.stats" "$T/m.vec"
r0=$(awk -F, 'NR == 2 { print $3 }' "$T/out")
ok "predict strides without strided rows, text" "$AMP" predict "$T/s.stats" "$T/m.vec"
check "says strided references are priced as regular ones" "grep -q \"no 'str' memory rows (an older amp characterize), priced as regular ones\" '$T/out'"
(cat "$T/m.vec"; for b in 1 2 3 4 5 6; do echo "memory str$b $((10 * b)) $((10 * b)) $((10 * b))"; done) > "$T/st.vec"
ok "predict strides with strided rows" "$AMP" predict --format csv "$T/s.stats" "$T/st.vec"
r1=$(awk -F, 'NR == 2 { print $3 }' "$T/out")
check "each strided reference, loaded or stored, at ten times its regular row ($r1 - $r0 s)" \
	"awk -v a=$r1 -v b=$r0 -v w=$(added '^mem\\.st[rw]' 9) 'BEGIN { d = a - b; exit !(w > 0.006 && d > 0.999 * w && d < 1.001 * w) }'"
ok "predict strides without written strided rows, text" "$AMP" predict "$T/s.stats" "$T/st.vec"
check "says written strided references are priced as strided loads" "grep -q \"no 'stw' memory rows (an older amp characterize), priced as strided loads\" '$T/out'"
(cat "$T/st.vec"; for b in 1 2 3 4 5 6; do echo "memory stw$b $((30 * b)) $((30 * b)) $((30 * b))"; done) > "$T/sw.vec"
ok "predict strides with written strided rows" "$AMP" predict --format csv "$T/s.stats" "$T/sw.vec"
r2=$(awk -F, 'NR == 2 { print $3 }' "$T/out")
check "each written strided reference at three times its strided row ($r2 - $r1 s)" \
	"awk -v a=$r2 -v b=$r1 -v w=$(added '^mem\\.stw' 20) 'BEGIN { d = a - b; exit !(w > 0.003 && d > 0.999 * w && d < 1.001 * w) }'"
grep -v '^memory stw2 ' "$T/sw.vec" > "$T/bad2.vec"
fails "a vector with some written strided rows only" 1 "$AMP" predict "$T/s.stats" "$T/bad2.vec"
check "names the missing written strided class" "grep -q \"memory class 'stw2' is missing\" '$T/err'"
grep -v '^memory str5 ' "$T/st.vec" > "$T/bad5.vec"
fails "a vector with some strided rows only" 1 "$AMP" predict "$T/s.stats" "$T/bad5.vec"
check "names the missing class" "grep -q \"memory class 'str5' is missing\" '$T/err'"
ok "a profile before the written strided class" sh -c "sed 's/^memory-classes .*/memory-classes regular irregular strided/' '$T/s.stats' > '$T/old2.stats' && '$AMP' predict '$T/old2.stats' '$T/sw.vec'"
check "says its written strided references are among the strided ones" "grep -q 'counted among the strided ones (an older amp profile)' '$T/out'"
ok "an older profile's stats" sh -c "grep -v '^memory-classes ' '$T/s.stats' > '$T/old.stats' && '$AMP' predict '$T/old.stats' '$T/st.vec'"
check "says its strided references are among the regular ones" "grep -q 'counted among the regular ones (an older amp profile)' '$T/out'"
# A vector's conflict row prices the conflict misses.
(cat "$T/m.vec"; echo "memory conf 3 3 3") > "$T/cf.vec"
ok "predict with a conflict row" "$AMP" predict --format csv "$T/c.stats" "$T/cf.vec"
q1=$(awk -F, 'NR == 2 { print $3 }' "$T/out")
ok "predict without one" "$AMP" predict "$T/c.stats" "$T/m.vec"
check "says the vector prices no conflict miss" "grep -q \"no 'conf' memory row\" '$T/out'"
ok "predict without one, csv" "$AMP" predict --format csv "$T/c.stats" "$T/m.vec"
q0=$(awk -F, 'NR == 2 { print $3 }' "$T/out")
check "the conflict misses at 3 ns each ($q1 - $q0 s)" \
	"awk -v a=$q1 -v b=$q0 -v n=$(awk '$1 == "total" && $2 == "mem.conf" { print $3 }' "$T/c.stats") 'BEGIN { d = a - b; w = 3e-9 * n; exit !(d > 0.99 * w && d < 1.01 * w) }'"
# The same profile on the next run: the followed lines are picked by a
# hash of their addresses, and the instrumented run has no address
# randomization.
ok "profile --memory memtest.f90 again" "$AMP" profile --memory "$F/memtest.f90" -o "$T/m2.stats"
check "the same memory counts" "[ \"\$(grep '^total mem' '$T/m.stats')\" = \"\$(grep '^total mem' '$T/m2.stats')\" ] && grep -q '^total mem.irr4 ' '$T/m2.stats'"
# --memory-period 4: one line in 4 followed, the same classes within
# the same 10%, and the header says so; the period must be a power of two.
ok "profile --memory-period 4" "$AMP" profile --memory-period 4 "$F/memtest.f90" -o "$T/m4.stats"
check "its header: memory sampled, one line in 4" "grep -qx 'memory sampled' '$T/m4.stats' && grep -qx 'memory-period 4' '$T/m4.stats' && grep -qx 'memory-period 16' '$T/m.stats'"
m4() { awk -v n="$1" '$1 == "total" && $2 == n { print $3 }' "$T/m4.stats"; }
check "the sweeps' and the gather's classes as with 16" "near $(m4 mem.reg4) 200000 && near $(m4 mem.irr4) 200000"
fails "a period that is no power of two" 2 "$AMP" profile --memory-period 12 "$F/memtest.f90" -o "$T/m12.stats"
check "says what it wants" "grep -q \"bad memory period '12' (a power of two, 1 to 1024)\" '$T/err' && [ ! -e '$T/m12.stats' ]"
# Rule 22's cnd.ld*: the mispredictions of a condition times the shares
# of its element's irregular loads by bucket (tests/fixtures/profile/condload.f90).
# Line 30 gathers from lines about 100000 back (bucket 4): nearly all
# its mispredictions wait there, and no more than it has in all; line 39
# reads 16 KiB that mostly stay in the first-level cache: next to none.
ok "profile --memory condload.f90" "$AMP" profile --memory "$F/condload.f90" -o "$T/cl.stats"
cl() { awk -F'\t' -v l="$1" '$1 == "block" && $4 == l { b = 0; s = 0; v4 = 0; k = split($8, a, " ")
	for (i = 1; i <= k; i++) { split(a[i], kv, "="); if (kv[1] == "BMIS") b = kv[2]
		if (kv[1] ~ /^cnd\.ld/) s += kv[2]; if (kv[1] == "cnd.ld4") v4 = kv[2] }
	print b, s, v4; exit }' "$T/cl.stats"; }
check "far: 0.9 to 1 of the mispredictions wait in bucket 4, none beyond them in all" \
	"cl 30 | awk '{ ok = (\$1 > 50000 && \$3 >= 0.9 * \$1 && \$3 <= \$1 && \$2 <= 1.0001 * \$1) } END { exit !(NR == 1 && ok) }'"
check "near: mispredictions that wait for no far line" \
	"cl 39 | awk '{ ok = (\$1 > 1000 && \$2 < 0.01 * \$1) } END { exit !(NR == 1 && ok) }'"
# Rule 23 by hand for tests/fixtures/profile/ldchain.f90: the outer body
# (lines 34-35) starts a chain ORDER(I) -> FIRST(U) -> ADJ(K) -> VAL(W)
# that runs on into its DO's first block; the inner body (36-38) has
# ADJ(K) -> VAL(W). The vertices come at random, so FIRST(U), ADJ(K) at
# each entry and VAL(W) load lines from far back (4 MiB of ADJ among
# them) and ORDER(I) streams: about 3 loads of the chain an execution
# wait beyond the first-level cache in the outer body, at most 3; in
# the inner body VAL(W) always and ADJ(K) at one in four, about 1.25.
# The same chains over loads in order (lines 44-45, 46-48) wait nowhere.
ok "analyze ldchain.f90" "$AMP" analyze "$F/ldchain.f90"
cp "$T/out" "$T/ldc.list"
check "the chains, across the DO into its first block" \
	"grep -A2 '^block .*ldchain.f90:34-35 ' '$T/ldc.list' | grep -q 'dependent loads: ORDER(I) (line 34) -> FIRST(U) (line 35) -> ADJ(K) (line 36) -> VAL(W) (line 37)\$' &&
	 grep -A2 '^block .*ldchain.f90:36-38 ' '$T/ldc.list' | grep -q 'dependent loads: ADJ(K) (line 36) -> VAL(W) (line 37)\$' &&
	 grep -A2 '^block .*ldchain.f90:44-45 ' '$T/ldc.list' | grep -q 'dependent loads: FIRST(U) (line 45) -> NEAR(K) (line 46) -> VAL(W) (line 47)\$' &&
	 [ \$(grep -c 'dependent loads' '$T/ldc.list') = 4 ]"
# The chase (line 59, J = NXT(J) around one cycle through the 512 KiB of
# NXT in random order) is a loop-carried chain of one load, from beyond
# the first-level cache at nearly every execution.
check "the chase's loop-carried load" \
	"grep -A2 '^block .*ldchain.f90:59-60 ' '$T/ldc.list' | grep -q 'loop-carried loads: NXT(J) (line 59)\$' &&
	 [ \$(grep -c 'loop-carried loads' '$T/ldc.list') = 1 ]"
ok "analyze --format json ldchain.f90" "$AMP" analyze --format json "$F/ldchain.f90"
check "the chains in JSON too" "python3 -c 'import json, sys
b = {x[\"first_line\"]: x for x in json.load(open(sys.argv[1]))[\"blocks\"]}
assert [r[\"ref\"] for r in b[34][\"dependent_loads\"]] == [\"ORDER(I)\", \"FIRST(U)\", \"ADJ(K)\", \"VAL(W)\"]
assert b[59][\"loop_carried_loads\"] == [{\"ref\": \"NXT(J)\", \"line\": 59}] and b[59][\"dependent_loads\"] == []' '$T/out'"
ok "profile --memory ldchain.f90" "$AMP" profile --memory "$F/ldchain.f90" -o "$T/ldc.stats"
ldc() { awk -F'\t' -v l="$1" '$1 == "block" && $4 == l { s = 0; far = 0; k = split($8, a, " ")
	for (i = 1; i <= k; i++) { split(a[i], kv, "="); if (kv[1] ~ /^dep\.ld/) s += kv[2]
		if (kv[1] ~ /^dep\.ld[3-6]/) far += kv[2] }
	print s / $7, (s > 0 ? far / s : 0); exit }' "$T/ldc.stats"; }
check "outer body: 2.5 to 3 far loads an execution, most beyond 512 KiB" \
	"ldc 34 | awk '{ ok = (\$1 >= 2.5 && \$1 <= 3.0001 && \$2 > 0.5) } END { exit !(NR == 1 && ok) }'"
check "inner body: 1 to 1.5" "ldc 36 | awk '{ ok = (\$1 >= 1 && \$1 <= 1.5) } END { exit !(NR == 1 && ok) }'"
check "the chase: 0.9 to 1 load beyond the first-level cache an execution, on its loop-carried chain" \
	"awk -F'\t' '\$1 == \"block\" && \$4 == 59 { k = split(\$8, a, \" \"); c = 0
		for (i = 1; i <= k; i++) { split(a[i], kv, \"=\"); if (kv[1] ~ /^lat\\.ld/) c += kv[2] }
		print c / \$7 }' '$T/ldc.stats' | awk '{ ok = (\$1 >= 0.9 && \$1 <= 1.0001) } END { exit !(NR == 1 && ok) }'"
check "the chains in order: next to none" \
	"ldc 44 | awk '{ ok = (\$1 < 0.01) } END { exit !(NR == 1 && ok) }' && ldc 46 | awk '{ ok = (\$1 < 0.01) } END { exit !(NR == 1 && ok) }'"
test_done

#!/bin/sh
# t1106: sources through the C preprocessor (tests/fixtures/cpp): a
# capital-F suffix (.F, .F90) runs gfortran -cpp -E first, as compilers
# do; --cpp forces it, --no-cpp refuses it. Blocks and diagnostics keep
# the original files' lines (the preprocessor's line markers), -D and -I
# reach the preprocessor, and the instrumented copy holds its output
# under a suffix the compiler does not preprocess again.
. "$(dirname "$0")/lib.sh"
command -v gfortran >/dev/null || { echo "# gfortran missing"; test_done; exit; }
F="$TOP/tests/fixtures/cpp"
cd "$T" || exit 1

# #define NMAX, an #include'd NREP from -I, and a block under #ifdef.
ok "analyze a .F source with a define and an include" "$AMP" analyze -I "$F/inc" "$F/sums.F"
check "blocks at the source's own lines (8-9: S = 0 and the DO)" "grep -q '^block 1  .*/sums.F:8-9  SUMS' '$T/out'"
check "the inner loop's block at lines 14-15" "grep -q '^block 5  .*/sums.F:14-15  SUMS' '$T/out'"
check "without -DCHECKS the #ifdef'd IF is not there" "! grep -q 'sums.F:17-17' '$T/out' && [ \$(grep -c '^block' '$T/out') = 7 ]"
ok "the same with -D CHECKS" "$AMP" analyze -I "$F/inc" -D CHECKS "$F/sums.F"
check "-D CHECKS: the IF at line 17, its STOP a block of its own" "[ \$(grep -c 'sums.F:17-17  SUMS' '$T/out') = 2 ] && [ \$(grep -c '^block' '$T/out') = 9 ]"
fails "the #include'd file not found without -I" 1 "$AMP" analyze "$F/sums.F"
check "the preprocessor's failure named" "grep -q \"error: '.*sums.F': the C preprocessor ('gfortran -cpp -E') failed\" '$T/err'"

# Counted: NREP = 50 passes of NMAX = 1000 from the preprocessed text,
# the copy named sums.f with no directive left, the program's output
# the same as the plain build's.
ok "profile it" "$AMP" profile -I "$F/inc" -D CHECKS --keep "$T/k" -o "$T/s.stats" "$F/sums.F"
check "inner block executed 50 x 1000 times" "awk -F'\t' '\$1 == \"block\" && \$4 == 14 { print \$7 }' '$T/s.stats' | grep -qx 50000"
check "the #ifdef'd IF counted once a pass" "awk -F'\t' '\$1 == \"block\" && \$4 == 17 && \$7 == 50 { n++ } END { exit n != 1 }' '$T/s.stats'"
check "the copy is sums.f, with no preprocessor line" "[ -f '$T/k/sums.f' ] && ! grep -q '^#' '$T/k/sums.f'"
gfortran -I "$F/inc" -DCHECKS "$F/sums.F" -o "$T/plain" && "$T/plain" > "$T/plain.out"
check "the instrumented run prints what the plain one does" "grep -v '^amp:' '$T/out' | cmp -s - '$T/plain.out'"

# Free form: a macro with arguments, #if defined(...) / #else.
ok "analyze a .F90 source (the #else branch)" "$AMP" analyze "$F/vary.F90"
check "#else: its loop at lines 15-16, with the division" "grep -A1 '^block 2  .*/vary.F90:15-16' '$T/out' | grep -q 'DRDL 1'"
ok "the same with -D FAST" "$AMP" analyze -D FAST "$F/vary.F90"
check "FAST: the loop at lines 11-12, SQ's product and no division" "grep -A1 '^block 2  .*/vary.F90:11-12' '$T/out' | grep 'MRDL 1' | grep -vq DRDL"
fails "--no-cpp refuses the directives" 1 "$AMP" analyze --no-cpp "$F/vary.F90"
check "says how to go on" "grep -q 'vary.F90:3:1: error: preprocessor directive: preprocess the source first, or name it with a capital F suffix (.F, .F90) or give --cpp' '$T/err'"
cp "$F/vary.F90" "$T/lower.f90"
ok "--cpp on a lower-case suffix" "$AMP" analyze --cpp -D FAST "$T/lower.f90"
check "--cpp: the FAST loop" "grep -q '^block 2  .*/lower.f90:11-12' '$T/out'"
AMP_FPP=/nonexistent/fpp fails "a preprocessor that is not there" 1 "$AMP" analyze "$F/vary.F90"
check "says so, and names AMP_FPP" "grep -q \"the C preprocessor ('/nonexistent/fpp -cpp -E') failed: not found (set AMP_FPP)\" '$T/err'"

# Errors in the source and in an #include'd file: each at its own file
# and line, the preprocessed text never shown.
fails "errors in a preprocessed source" 1 "$AMP" analyze "$F/bad.F"
check "the error in the #include'd file at its line" "grep -q '/badinc.h:2:12: error: unexpected end of statement' '$T/err'"
check "the error in the source at its line" "grep -q '/bad.F:6:16: error: unexpected end of statement' '$T/err'"
test_done

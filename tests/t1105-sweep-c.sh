#!/bin/sh
# t1105: Fortran found in a third sweep of public-style programs (sources
# in tests/fixtures/modern): each is analyzed with counts checked by hand
# against the rules of docs/parameters.md, and profiled: the instrumented
# copy must compile, print what the program prints and count its blocks
# exactly.
. "$(dirname "$0")/lib.sh"
F="$TOP/tests/fixtures/modern"
cd "$F" || exit 1

. "$TOP/tests/modern-lib.sh"

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

# Labelled DO loops with construct names (OUTER: DO 10 I = 1, 3 ...
# 10 END DO OUTER), a GO TO to each END DO, and a labelled, named DO
# WHILE: the analysis is that of any labelled loop.
ok "analyze named labelled DO loops" "$AMP" analyze dolabel.f90
check "inner DO: LOIN, the outer's LOOV" "row 2 dolabel.f90 | grep -qx '    LOIN 1  LOOV 1'"
check "inner body's first block" "row 3 dolabel.f90 | grep -qx '    RELI 1  IFLO 1  LOOV 1'"
check "DO WHILE test" "row 12 dolabel.f90 | grep -qx '    RELI 1  LWHI 1'"

# REAL(Z) and AIMAG(Z) of a COMPLEX(8) are double (rule 6: CPRT, no
# CVSD), as are the GNU IMAG, REALPART and IMAGPART; the GNU AND, OR and
# XOR are IAND, IOR and IEOR (no FUNC, integer adds under IMPLICIT
# NONE), INT2(3) a constant (ADDI). By hand: SRDL 3, CPRT 1 + 1 + 3,
# MRDL 2, ARDL 1 + 3, AISL 2.
ok "analyze complex(8) parts and GNU bit functions" "$AMP" analyze gnuparts.f90
check "double parts, integer bits (AND, OR, XOR an addition each)" "row 1 gnuparts.f90 | grep -qx '    SISL 4  SRDL 3  SCDL 1  AISL 5  ADDI 1  CPRT 5  ARDL 4  MRDL 2  CHNI 1  CHNF 2'"

# Fixed form of 132 columns (--line-length 132): the statements past
# column 72 are whole. GAMMA = six products and four sums (rule 2), S =
# one CHARACTER store, N = N + I * 2 an integer multiply and add.
ok "analyze 132-column fixed form" "$AMP" analyze --line-length 132 wide132.f
check "the long statements" "row 1 wide132.f | grep -qx '    SISL 1  SRSL 3  SCHR 1  ARSL 4  MRSL 6  LOIN 1'"
check "the loop body, comment at column 124" "row 2 wide132.f | grep -qx '    SISL 1  AISL 1  MISL 1  CHNI 1  LOOV 1'"
fails "72 columns: the string is cut" 1 "$AMP" analyze wide132.f

# A structure constructor PT(X, Y) calls nothing: its components'
# values are counted (REAL(I) and 2.0 * I: two CVIS, one MRSL;
# keywords too), no FUNC or ARGU (before: FUNC 2, ARGU 4); a generic
# interface named like its type (SEG(1.0, 4.0)) is a function call.
ok "analyze structure constructors" "$AMP" analyze structctor.f90
check "constructors: no call" "row 3 structctor.f90 | grep -qx '    SRSL 1  ARSL 1  MRSL 1  CVIS 2  CHNF 1  ARR1 2  LOOV 1'"
check "a generic of the type's name: a call" "row 4 structctor.f90 | grep -qx '    SRSL 1  ARSL 2  CHNF 1  FUNC 1  ARGU 2'"

# STOP and ERROR STOP with QUIET= (Fortran 2018), free and fixed form,
# alone and as a logical IF's action: STOP statements (rule 9), not
# assignments (before: "unexpected ','" at the code).
ok "analyze STOP ..., QUIET=" "$AMP" analyze quiet.f90 quietf.f
check "ERROR STOP 'too big', QUIET=.FALSE. as an action" "row 3 quiet.f90 | grep -qx '    (no operations)' && awk 'index(\$0, \"block 3 \") == 1 { getline; getline; print; exit }' '$T/out' | grep -qx '    unmodeled: STOP 1'"
check "STOP 0, QUIET=.TRUE. after a PRINT" "awk 'index(\$0, \"block 9 \") == 1 { getline; getline; print; exit }' '$T/out' | grep -qx '    unmodeled: PRINT 1 STOP 1'"

# NOPASS bindings and procedure pointer components pass no object
# (rule 6: ARGU per actual argument): O%FN(1.0) and O%TWICE(Y) one
# ARGU each, O%SCALED(2.0) two (the object), CALL O%BUMP(Y) one.
ok "analyze NOPASS procedures" "$AMP" analyze nopass.f90
check "ARGU 1 + 1 + 2 + 1" "row 6 nopass.f90 | grep -qx '    SRSL 1  ARSL 3  CHNF 1  PROC 1  FUNC 3  ARGU 5  LOOV 1'"

# PROCEDURE(FD) entities (a dummy procedure, a procedure pointer, a
# procedure pointer component) take the type of FD's interface body:
# REAL(8), so F(A) + F(B) is a double add and O%G(3D0) * P(2D0) a
# double multiply, with no CVSD (before: single, converted).
ok "analyze PROCEDURE(abstract interface) entities" "$AMP" analyze procface.f90
check "a dummy procedure's results" "row 2 procface.f90 | grep -qx '    SRDL 1  ARDL 1  FUNC 2  ARGU 2'"
check "a pointer and a component" "row 3 procface.f90 | grep -qx '    SRDL 2  ARDL 1  MRDL 1  CHNF 1  FUNC 3  ARGU 5'"

# An interface body whose header gives no type takes it from the
# declaration of its RESULT variable (or its own name) inside: F(A) +
# H(A) is a double add and E(1D0) * 2D0 a double multiply, in a module's
# abstract interface (REAL(DP), DP imported) and in a subroutine's
# interface block (DOUBLE PRECISION); before: single, converted.
ok "analyze interface bodies typed inside" "$AMP" analyze ifaceresult.f90
check "abstract interface bodies" "row 1 ifaceresult.f90 | grep -qx '    SRDL 1  ARDL 1  FUNC 2  ARGU 2'"
check "an interface block's body" "row 2 ifaceresult.f90 | grep -qx '    SRDL 1  MRDL 1  FUNC 1  ARGU 1'"

# The items of an array constructor are typed as the statement's
# expressions are: REAL(I, DP), REAL(I, KIND=8), AIMAG and REAL of a
# COMPLEX(DP) are double, so their stores into REAL(DP) arrays convert
# nothing (rule 10: SRDL, no CVSD per element).
ok "analyze constructors of REAL(I, DP) items" "$AMP" analyze ctorkind.f90
check "no conversion per element" "[ \$(grep -c '^    per element of .*:  SRDL 1  ASOP 1  ASEL 1  ASTM 1\$' '$T/out') = 4 ] && ! grep -q CVSD '$T/out'"

# CMPLX(X, KIND=DP) is double complex as CMPLX(X, Y, DP) is: three
# CVSC, one complex multiply and one add, no CVSD.
ok "analyze CMPLX(X, KIND=DP)" "$AMP" analyze cmplxkind.f90
check "double complex conversions" "row 1 cmplxkind.f90 | grep -qx '    SRDL 2  SCDL 3  ACDL 1  MCDL 1  CVSC 3'"

# A free-form character constant continued with no '&' on the next line
# goes on at that line's first nonblank character, as gfortran (with a
# warning) and flang read it: 'abc&' / '     def' is 'abcdef' (before:
# 'abc     def', and the copy printed what the original did not).
ok "dump a constant continued without a leading '&'" "$AMP" analyze --dump-statements strcont.f90
check "the blanks before DEF are not in it" "grep -q \"S = 'abcdef'\$\" '$T/out' && grep -q 'T = \"xyz\"\$' '$T/out'"

# Free form: a statement that runs past column 132 is an error unless
# --line-length says how long lines are (gfortran refuses it too without
# -ffree-line-length-none); before, the text past 132 was dropped and
# the copy computed another sum. A comment past 132 is no error.
fails "a statement past column 132" 1 "$AMP" analyze longline.f90
check "diagnosed at column 133" "grep -qx 'longline.f90:4:133: error: line is longer than 132 columns (give --line-length)' '$T/err' && [ \$(wc -l < '$T/err') = 1 ]"
ok "analyze --line-length 200" "$AMP" analyze --line-length 200 longline.f90
check "32 adds and a multiply" "row 1 longline.f90 | grep -qx '    SRSL 2  ARSL 32  MRSL 1'"

# The attribute statements CONTIGUOUS, ASYNCHRONOUS, BIND(C) (of a
# COMMON block and of a variable) and CODIMENSION are declarations (before:
# "unrecognized statement"). SCALE's loop body: P(I) = P(I) * F on a
# pointer array (rule 4: ARRD; rule 2: G).
ok "analyze attribute statements" "$AMP" analyze attrstmt.f90
check "the pointer dummy's loop body" "row 2 attrstmt.f90 | grep -qx '    SRSG 1  MRSG 1  ARR1 2  ARRD 2  LOOV 1'"

# WAIT (U, ID=ID) after an asynchronous WRITE is an I/O statement,
# unmodeled as WAIT (rule 9; before: "unrecognized statement").
ok "analyze WAIT" "$AMP" analyze asyncwait.f90
check "WAIT unmodeled" "grep -qx '    unmodeled: OPEN 1 WRITE 1 WAIT 1 CLOSE 1 PRINT 1' '$T/out'"

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

# The copy relabels a named DO after its name and ends it at a labelled
# END DO NAME (a CONTINUE takes the old label, the GO TO's target).
# By hand: the outer body 3 times, the inner 12, its GO TO 3, S = S + J
# 9, the END DO target 12; the WHILE test 6, its body 5. SISL 1 + 9 + 2
# + 1 + 5 + 4, LOOV 3 + 12, LWHI 6, GOTO 3 + 1 + 1.
ref dolabel "$F/dolabel.f90"
ok "profile named labelled DO loops" "$AMP" profile "$F/dolabel.f90" -o dolabel.stats
same "dolabel output" dolabel.ref "$T/out"
check "dolabel: 3, 12, 3, 9 and 12 runs" "[ '$(runs dolabel.f90 6 dolabel.stats)' = 3 ] && [ '$(runs dolabel.f90 7 dolabel.stats)' = 12 ] && [ \$(awk -F'\t' '\$1 == \"block\" && \$4 == 7 { n++; if (n == 2) print \$7 }' dolabel.stats) = 3 ] && [ '$(runs dolabel.f90 8 dolabel.stats)' = 9 ] && [ '$(runs dolabel.f90 9 dolabel.stats)' = 12 ]"
check "dolabel: the WHILE test 6 times, its body 5" "[ '$(runs dolabel.f90 15 dolabel.stats)' = 6 ] && [ '$(runs dolabel.f90 16 dolabel.stats)' = 5 ]"
check "dolabel: SISL 22, LOOV 15, LWHI 6, GOTO 5" "[ '$(tot SISL dolabel.stats)' = 22 ] && [ '$(tot LOOV dolabel.stats)' = 15 ] && [ '$(tot LWHI dolabel.stats)' = 6 ] && [ '$(tot GOTO dolabel.stats)' = 5 ]"
ref dolabelf "$F/dolabelf.f"
ok "profile named labelled DO loops, fixed form" "$AMP" profile "$F/dolabelf.f" -o dolabelf.stats
same "dolabelf output" dolabelf.ref "$T/out"
check "dolabelf: 3, 12 and 9 runs" "[ '$(runs dolabelf.f 5 dolabelf.stats)' = 3 ] && [ '$(runs dolabelf.f 6 dolabelf.stats)' = 12 ] && [ '$(runs dolabelf.f 7 dolabelf.stats)' = 9 ]"

ref gnuparts "$F/gnuparts.f90"
ok "profile complex(8) parts and GNU bit functions" "$AMP" profile "$F/gnuparts.f90" -o gnuparts.stats
same "gnuparts output" gnuparts.ref "$T/out"
check "gnuparts: CPRT 5, no CVSD, no FUNC" "[ '$(tot CPRT gnuparts.stats)' = 5 ] && [ -z '$(tot CVSD gnuparts.stats)' ] && [ -z '$(tot FUNC gnuparts.stats)' ]"

# CYCLE OUTER in an inner loop's body leaves the inner loop early: the
# copy counts that loop's first body block per iteration, not by its
# trip count (before: 20 = 4 x 5). By hand: j runs to i + 1 for i = 1
# .. 4, the test 2 + 3 + 4 + 5 = 14 times, the CYCLE 4, N = N + J 10;
# LOOV 4 + 14.
ref cycleouter "$F/cycleouter.f90"
ok "profile CYCLE OUTER" "$AMP" profile "$F/cycleouter.f90" -o cycleouter.stats
same "cycleouter output" cycleouter.ref "$T/out"
check "cycleouter: 14, 4 and 10 runs" "[ '$(runs cycleouter.f90 7 cycleouter.stats)' = 14 ] && [ \$(awk -F'\t' '\$1 == \"block\" && \$4 == 7 { n++; if (n == 2) print \$7 }' cycleouter.stats) = 4 ] && [ '$(runs cycleouter.f90 8 cycleouter.stats)' = 10 ]"
check "cycleouter: LOOV 18, SISL 1 + 10" "[ '$(tot LOOV cycleouter.stats)' = 18 ] && [ '$(tot SISL cycleouter.stats)' = 11 ]"
ref cycleouterf "$F/cycleouterf.f"
ok "profile CYCLE OUTER, fixed form" "$AMP" profile "$F/cycleouterf.f" -o cycleouterf.stats
same "cycleouterf output" cycleouterf.ref "$T/out"
check "cycleouterf: 14 and 10 runs" "[ '$(runs cycleouterf.f 6 cycleouterf.stats)' = 14 ] && [ '$(runs cycleouterf.f 7 cycleouterf.stats)' = 10 ]"

# The copy's new labels for DO terminals (counted down from 99999) pass
# over the unit's own (99998 FORMAT): before, the second terminal took
# 99998 too and the copy did not compile. The IF's action runs once per
# loop, N = N + 1 twice: N = 2 x (2 + 30).
ref hilabel "$F/hilabel.f"
ok "profile a unit with label 99998" "$AMP" profile "$F/hilabel.f" -o hilabel.stats
same "hilabel output" hilabel.ref "$T/out"
check "hilabel: the terminals 3 times each, N = N + 1 twice" "[ '$(runs hilabel.f 7 hilabel.stats)' = 3 ] && [ '$(runs hilabel.f 11 hilabel.stats)' = 3 ] && [ '$(runs hilabel.f 6 hilabel.stats)' = 2 ]"

# amp profile and amp instrument take --line-length too: the copy, in
# columns 7-72, compiles without -ffixed-line-length-132 and prints what
# the original built with it prints; the loop body runs 4 times.
mkdir -p "$T/ref-wide132" && (cd "$T/ref-wide132" && cp "$F/wide132.f" . &&
	gfortran -w -ffixed-line-length-132 wide132.f -o prog && ./prog > "$T/wide132.ref")
ok "profile --line-length 132" "$AMP" profile --line-length 132 "$F/wide132.f" -o wide132.stats
same "wide132 output" wide132.ref "$T/out"
check "wide132: the loop body 4 times" "[ '$(runs wide132.f 9 wide132.stats)' = 4 ]"
ok "instrument --line-length 132" "$AMP" instrument --line-length 132 -o "$T/wide132-copy" "$F/wide132.f"
check "the copy in 72 columns" "[ \$(awk '{ if (length(\$0) > m) m = length(\$0) } END { print m }' '$T/wide132-copy/wide132.f') -le 72 ]"
fails "profile a bad line length" 2 "$AMP" profile --line-length 3 "$F/wide132.f"

ref structctor "$F/structctor.f90"
ok "profile structure constructors" "$AMP" profile "$F/structctor.f90" -o structctor.stats
same "structctor output" structctor.ref "$T/out"
check "structctor: FUNC 1, CVIS 6" "[ '$(tot FUNC structctor.stats)' = 1 ] && [ '$(tot CVIS structctor.stats)' = 6 ]"

ref quiet "$F/quiet.f90"
ok "profile STOP ..., QUIET=" "$AMP" profile "$F/quiet.f90" -o quiet.stats
same "quiet output" quiet.ref "$T/out"
check "quiet: the loop body 4 times, the STOP once" "[ '$(runs quiet.f90 6 quiet.stats)' = 4 ] && grep -qx 'unmodeled STOP 1' quiet.stats"

# A variable named REAL (or DBLE) beside a DO loop of a REAL (or DOUBLE
# PRECISION) variable: the copy cannot convert the bounds with REAL(...)
# there, so the loop's body counts per iteration (before: the copy did
# not compile). The bodies run 5 and 11 times (N = 5 x 2, 11 x 3).
ref realvar "$F/realvar.f"
ok "profile variables named REAL and DBLE" "$AMP" profile "$F/realvar.f" -o realvar.stats
same "realvar output" realvar.ref "$T/out"
check "realvar: 5 and 11 iterations" "[ '$(runs realvar.f 7 realvar.stats)' = 5 ] && [ '$(runs realvar.f 18 realvar.stats)' = 11 ] && [ '$(tot LOOV realvar.stats)' = 16 ]"

ref nopass "$F/nopass.f90"
ok "profile NOPASS procedures" "$AMP" profile "$F/nopass.f90" -o nopass.stats
same "nopass output" nopass.ref "$T/out"
check "nopass: ARGU 15, FUNC 9, PROC 3" "[ '$(tot ARGU nopass.stats)' = 15 ] && [ '$(tot FUNC nopass.stats)' = 9 ] && [ '$(tot PROC nopass.stats)' = 3 ]"

ref procface "$F/procface.f90"
ok "profile PROCEDURE(abstract interface) entities" "$AMP" profile "$F/procface.f90" -o procface.stats
same "procface output" procface.ref "$T/out"
check "procface: ARDL 2, no single-precision operation" "[ '$(tot ARDL procface.stats)' = 2 ] && [ -z '$(tot ARSL procface.stats)' ] && [ -z '$(tot CVSD procface.stats)' ]"

ref ifaceresult "$F/ifaceresult.f90"
ok "profile interface bodies typed inside" "$AMP" profile "$F/ifaceresult.f90" -o ifaceresult.stats
same "ifaceresult output" ifaceresult.ref "$T/out"
check "ifaceresult: no single-precision operation" "[ -z '$(tot ARSL ifaceresult.stats)' ] && [ -z '$(tot CVSD ifaceresult.stats)' ] && [ '$(tot ARDL ifaceresult.stats)' = 1 ]"

ref ctorkind "$F/ctorkind.f90"
ok "profile constructors of REAL(I, DP) items" "$AMP" profile "$F/ctorkind.f90" -o ctorkind.stats
same "ctorkind output" ctorkind.ref "$T/out"
check "ctorkind: SRDL 4 + 4 + 2 + 2, no CVSD" "[ '$(tot SRDL ctorkind.stats)' = 12 ] && [ -z '$(tot CVSD ctorkind.stats)' ]"

ref strcont "$F/strcont.f90"
ok "profile a constant continued without a leading '&'" "$AMP" profile "$F/strcont.f90" -o strcont.stats
same "strcont output" strcont.ref "$T/out"

mkdir -p "$T/ref-longline" && (cd "$T/ref-longline" && cp "$F/longline.f90" . &&
	gfortran -w -ffree-line-length-none longline.f90 -o prog && ./prog > "$T/longline.ref")
ok "profile --line-length 200" "$AMP" profile --line-length 200 --fflags "-O0 -ffree-line-length-none" "$F/longline.f90" -o longline.stats
same "longline output" longline.ref "$T/out"

FCFLAGS=-fcoarray=single ref attrstmt "$F/attrstmt.f90"
ok "profile attribute statements" "$AMP" profile "$F/attrstmt.f90" -o attrstmt.stats
same "attrstmt output" attrstmt.ref "$T/out"
check "attrstmt: SCALE's loop body 6 times" "[ '$(runs attrstmt.f90 16 attrstmt.stats)' = 6 ]"

ref asyncwait "$F/asyncwait.f90"
ok "profile WAIT" "$AMP" profile "$F/asyncwait.f90" -o asyncwait.stats
same "asyncwait output" asyncwait.ref "$T/out"

# EXIT B1 leaves the BLOCK construct B1 (Fortran 2008): the statement
# after END BLOCK B1 starts a block of its own (before: it shared the
# block of N = N + T, and K = K + 1 counted 2 where it runs 4 times),
# and so does the one after END ASSOCIATE A1. By hand: T = I * I 4
# times, the EXIT twice (I = 3, 4), N = N + T twice, K = K + 1 4 times;
# SISL 2 + 4 + 2 + 4 + 1 + 1.
ref exitblock "$F/exitblock.f90"
ok "profile EXIT from BLOCK and ASSOCIATE" "$AMP" profile "$F/exitblock.f90" -o exitblock.stats
same "exitblock output" exitblock.ref "$T/out"
check "exitblock: 4, 2, 2 and 4 runs" "[ '$(runs exitblock.f90 7 exitblock.stats)' = 4 ] && [ '$(runs exitblock.f90 11 exitblock.stats)' = 2 ] && [ '$(runs exitblock.f90 13 exitblock.stats)' = 4 ] && [ '$(runs exitblock.f90 19 exitblock.stats)' = 1 ]"
check "exitblock: SISL 14" "[ '$(tot SISL exitblock.stats)' = 14 ]"

# The indices of a DO CONCURRENT without a type spec are the construct's
# own: I and J outside keep 7 and -1 (before: the copy's DO loops left
# 4 and 3 in them, and printed that). The bodies run 3 and 4 times.
ref dcindex "$F/dcindex.f90"
ok "profile DO CONCURRENT indices named as variables" "$AMP" profile "$F/dcindex.f90" -o dcindex.stats
same "dcindex output" dcindex.ref "$T/out"
check "dcindex: 3 and 4 iterations" "[ '$(runs dcindex.f90 10 dcindex.stats)' = 3 ] && [ '$(runs dcindex.f90 13 dcindex.stats)' = 4 ]"

test_done

#!/bin/sh
# t1104: Fortran 2003-2018 syntax in real programs (sources in
# tests/fixtures/modern): [ ] array constructors, substrings of array
# elements, defined operators, SELECT RANK, ENUM, coarrays and submodules.
# Each is analyzed with counts checked by hand against the rules of
# docs/parameters.md, and profiled: the instrumented copy must compile,
# print what the program prints and count its blocks exactly.
. "$(dirname "$0")/lib.sh"
F="$TOP/tests/fixtures/modern"
cd "$F" || exit 1

. "$TOP/tests/modern-lib.sh"

# [ ] constructors count exactly as (/ /) ones (rule 10: the per-element
# store of the assignment, ASTM as any expression, nothing for the
# values): the listing of a copy written with (/ /) is the same. The
# third entity of line 6, after a bracketed initializer, is declared
# (no IMPLICIT NONE error); [INTEGER :: ...] is typed by its type spec
# (no conversion); SUM of a constructor reduces per element of it.
ok "analyze [ ] constructors" "$AMP" analyze ctors.f90
check "third entity declared: a2 + 1" "row 1 ctors.f90 | grep -qx '    SISL 1  SRSL 1  ADDI 1  PROC 1  ARGU 2  ASST 3'"
check "typed constructor, no conversion" "grep -qx '    per element of SIZE(M):  SISL 1  ASOP 1  ASEL 1  ASTM 1' '$T/out'"
check "implied DO" "grep -qx '    per element of SIZE(V):  SRSL 1  ASOP 1  ASEL 1  ASTM 1' '$T/out'"
check "sum of a constructor" "grep -qx '    per element of SIZE(\[V(1),V(2)\]):  ARSL 1  ASEL 1' '$T/out'"
sed 's/ctors/old/g' "$T/out" > "$T/brackets.txt"
sed -e 's/\[/(\//g; s/\]/\/)/g' ctors.f90 > "$T/old.f90"
(cd "$T" && "$AMP" analyze old.f90 | sed 's/(\//[/g; s/\/)/]/g; s/OLD/CTORS/g') > "$T/parens.txt"
same "[ ] and (/ /) count the same" "$T/parens.txt" "$T/brackets.txt"
# An implied DO whose control gives its variable a type (INTEGER :: J =
# 1, N, Fortran 2008; flang-new-19 takes it, gfortran 12 does not)
# counts as the same constructor without it.
ok "analyze implied DOs with a type spec" "$AMP" analyze acdotype.f90
sed 's/acdotype/acdoplain/g' "$T/out" > "$T/typed.txt"
sed -e 's/integer(kind=4) :: //; s/integer :: \([ijk]\) =/\1 =/g; s/acdotype/acdoplain/' acdotype.f90 > "$T/acdoplain.f90"
check "the copy has no type spec left in its implied DOs" "! grep -q 'integer.*:: [ijk] =' '$T/acdoplain.f90' && grep -q '(2\*j, j = 1, n)' '$T/acdoplain.f90'"
(cd "$T" && "$AMP" analyze acdoplain.f90 | sed 's/ACDOPLAIN/ACDOTYPE/g') > "$T/plain.txt"
sed 's/ACDOPLAIN/ACDOTYPE/g' "$T/typed.txt" > "$T/typed2.txt"
same "typed and plain implied DOs count the same" "$T/plain.txt" "$T/typed2.txt"
check "the constructors are counted per element" "grep -qx '    per element of SIZE(A):  SISL 1  ASOP 1  ASEL 1  ASTM 1' '$T/typed.txt' && grep -qx '    per element of SIZE(R):  SRSL 1  ASOP 1  ASEL 1  ASTM 1' '$T/typed.txt'"

# Substrings of array elements, fixed form (rule 4 for the element, the
# substring's bounds as any expression, rule 12 for the comparison of
# single characters): NAMES(I)(1:1) .EQ. ' ' is RELB and one ARR1;
# NAMES(I)(J:J+1) = NAMES(I)(2:3) two ARR1, one ADDI, one SCHR.
ok "analyze element substrings" "$AMP" analyze pad.f
check "condition" "row 2 pad.f | grep -qx '    RELB 1  IFLO 1  ARR1 1  LOOV 1'"
check "action" "row 3 pad.f | grep -qx '    SCHR 1  ARR1 1'"
check "variable bounds" "row 4 pad.f | grep -qx '    SCHR 1  ADDI 1  ARR1 2'"

# A defined operator is a reference to its function (rule 6: FUNC, ARGU
# per operand): d = d + (x .DOT. y) + .TWICE. s * 2.0 is two FUNC, three
# ARGU, two adds, one multiply (the unary operator binds first), and
# r = p + q with '+' extended to TYPE(PAIR) one FUNC, two ARGU.
ok "analyze defined operators" "$AMP" analyze ops.f90
check "operators as calls" "row 5 ops.f90 | grep -qx '    SRSL 1  ARSL 2  MRSL 1  CHNF 1  FUNC 3  ARGU 5  LOOV 1'"

# Operators bound to a type: GENERIC :: OPERATOR(+) => PLUS, one FUNC and
# two ARGU each; PLUS%CENTS is an integer (the TYPE(MONEY) prefix).
ok "analyze type-bound operators" "$AMP" analyze boundops.f90
check "bound operators as calls" "row 3 boundops.f90 | grep -qx '    SISL 2  SLSL 1  FUNC 2  ARGU 4'"
check "function result's component" "row 1 boundops.f90 | grep -qx '    SISL 1  AISL 1'"

# SELECT RANK is a branch as SELECT CASE (SELC); in RANK (1) the selector
# is a rank-1 array (an element loop), in RANK (2) an assumed-shape one
# (ARR2 through its descriptor, ARRS).
ok "analyze select rank" "$AMP" analyze rank.f90
check "one dispatch" "row 1 rank.f90 | grep -qx '    SELC 1'"
check "rank 0: a scalar store" "row 2 rank.f90 | grep -qx '    SRSL 1'"
check "rank 1: per element" "grep -qx '    per element of SIZE(B(:)):  SRSL 1  ARSL 1  ASOP 1  ASEL 1  ASBC 1' '$T/out'"
check "rank 2: an element" "row 4 rank.f90 | grep -qx '    SRSL 1  MRSL 1  ARR2 1  ARRS 1'"

# Enumerators are named constants: green + blue * black folds (rule 8).
ok "analyze enum" "$AMP" analyze colors.f90
check "constants only" "row 1 colors.f90 | grep -qx '    SISL 1'"

# Coarrays: a coindexed reference counts as the local one (ARR1 for
# b(i)[1]) and makes its statement unmodeled too (COINDEXED); SYNC ALL
# and CRITICAL are unmodeled statements of their own (rule 9).
ok "analyze coarrays" "$AMP" analyze images.f90
check "coindexed operands" "row 2 images.f90 | grep -qx '    SRSL 2  ARSL 3  CHNF 2  ARR1 1  LOOV 1'"
check "image control unmodeled" "grep -qx '    unmodeled: SYNCALL 1 COINDEXED 1 CRITICAL 1 ENDCRITICAL 1' '$T/out'"

# Submodules: MODULE FUNCTION, MODULE PROCEDURE (its argument declared
# by the interface body: no IMPLICIT NONE error), a descendant
# submodule updating its ancestor's variable (a module variable: SISG).
ok "analyze submodules" "$AMP" analyze shapes.f90 shapes_impl.f90 shapes_main.f90
check "module procedure" "row 3 shapes_impl.f90 | grep -qx '    SRSL 1  MRSL 1'"
check "ancestor's variable" "row 4 shapes_impl.f90 | grep -qx '    SISG 1  SRSL 2  ADDI 1  MRSL 2  CHNI 1  CHNF 2'"
check "operators of interface bodies" "row 6 shapes_main.f90 | grep -qx '    SRSL 1  ARSL 1  CHNF 1  PROC 1  FUNC 2  ARGU 6  LOOV 1'"
ok "units in json" "$AMP" analyze --format json shapes.f90 shapes_impl.f90 shapes_main.f90
check "submodule units" "[ \$(grep -c '\"kind\":\"submodule\"' '$T/out') = 2 ]"

# Bad input: one diagnostic each, at its column.
fails "malformed modern syntax" 1 "$AMP" analyze bad.f90
printf '%s\n' "bad.f90:3:28: error: unexpected end of statement, expecting ']'" \
	"bad.f90:4:12: error: missing ']' after the codimensions" \
	"bad.f90:6:3: error: ENUM is never closed (missing END ENUM)" \
	"bad.f90:8:13: error: unexpected end of statement, expecting ']'" \
	"bad.f90:9:12: error: unexpected end of statement, expecting ',' or ']'" > "$T/bad.expected"
same "diagnostics" "$T/bad.expected" "$T/err"
printf 'subroutine s(a)\n  real :: a(..)\n  select rank (a)\n  rank is (1)\n    a(1) = 0.0\n  end select\nend subroutine s\n' > "$T/rankis.f90"
fails "RANK IS" 1 "$AMP" analyze "$T/rankis.f90"
check "RANK IS diagnosed" "grep -qx '$T/rankis.f90:4:3: error: expected RANK (n), RANK (\*) or RANK DEFAULT (there is no RANK IS)' '$T/err'"

# DO CONCURRENT (INTEGER :: K = 1:3) declares K: no IMPLICIT NONE error,
# and a(k) = k converts an integer (CVIS) into a real store.
ok "analyze a typed DO CONCURRENT index" "$AMP" analyze dctype.f90
check "the index is an integer" "row 2 dctype.f90 | grep -qx '    SRSL 1  CVIS 1  ARR1 1  LOOV 1'"

# DO CONCURRENT (I = 1:N) SHARED(A, N) LOCAL(T): the locality specs
# end the header; the body's block counts as any loop body's.
ok "analyze DO CONCURRENT with locality specs" "$AMP" analyze dclocal.f90
check "its body" "row 2 dclocal.f90 | grep -qx '    SRSL 2  ARSL 1  MRSL 1  CVIS 1  ARR1 1  LOOV 1'"

# DO CONCURRENT (INTEGER :: I = 1:N, J = 1:M, I /= J) LOCAL(T, K)
# LOCAL_INIT(X) SHARED(A, W) DEFAULT(NONE): the indices are integers (no
# IMPLICIT NONE error; T = REAL(I + J) an integer add and a conversion),
# the mask I /= J declares nothing, and the body's blocks count as any
# loop body's (LOOV on its first block and on the inner DO's).
ok "analyze DO CONCURRENT with a type spec, a mask and locality specs" "$AMP" analyze dcspec.f90
check "typed indices" "row 2 dcspec.f90 | grep -qx '    SRSL 1  AISL 1  CVIS 1  RELS 1  IFLO 1  LOOV 1'"
check "ELSE branch" "row 4 dcspec.f90 | grep -qx '    SRSL 1  ARSL 1  ARR2 1  ARRC 1'"
check "inner DO body" "row 6 dcspec.f90 | grep -qx '    SRSL 1  ARSL 1  CHNF 1  LOOV 1'"
printf 'program dcbad\n  do concurrent (integer :: = 1:3)\n  end do\nend program dcbad\n' > "$T/dcbad.f90"
fails "DO CONCURRENT without an index" 1 "$AMP" analyze "$T/dcbad.f90"
check "diagnosed at its column" "grep -qx '$T/dcbad.f90:2:29: error: expected an index (NAME = FIRST:LAST) in DO CONCURRENT' '$T/err'"

# A FORALL construct whose header gives its indices a type (Fortran
# 2008): I and J are declared by it (no IMPLICIT NONE error in the body);
# the construct stays unmodelled (the header and the body's assignment,
# the END FORALL as any statement). Without the type spec the body's
# index is undeclared, and a header without an index is diagnosed.
ok "analyze FORALL (INTEGER :: I = 1:4, J = 1:4, I /= J) ... END FORALL" "$AMP" analyze foralltype.f90
check "the construct unmodelled" "row 1 foralltype.f90 | grep -qx '    ASST 1' && row2 1 foralltype.f90 | grep -qx '    per element of SIZE(X):  SRSL 1  ASOP 1  ASEL 1  ASBC 1' && grep -qx '    unmodeled: FORALL 2 OTHER 1 PRINT 1' '$T/out'"
sed 's/integer :: i = 1:4/i = 1:4/' foralltype.f90 > "$T/forallbad.f90"
fails "FORALL construct, its index undeclared" 1 "$AMP" analyze "$T/forallbad.f90"
check "diagnosed in the body" "grep -q '^$T/forallbad.f90:6:[0-9]*: error: .I. has no IMPLICIT type' '$T/err'"
printf 'program fabad\n  real :: x(3)\n  forall (integer :: = 1:3)\n    x(1) = 0.0\n  end forall\nend program fabad\n' > "$T/fabad.f90"
fails "FORALL without an index" 1 "$AMP" analyze "$T/fabad.f90"
check "diagnosed at its column" "grep -qx '$T/fabad.f90:3:22: error: expected an index (NAME = FIRST:LAST) in FORALL' '$T/err'"

# BYTE is INTEGER(1): BUF(I) = B * I an integer multiply and store,
# NEXTB a BYTE function, BV(I) / 2 an integer divide under IMPLICIT
# BYTE (B); the listing is that of the program with INTEGER(1) written
# for BYTE.
ok "analyze BYTE" "$AMP" analyze byte.f
check "BYTE operands" "row 2 byte.f | grep -qx '    SISL 2  AISL 1  MISL 1  CHNI 1  ARR1 2  LOOV 1'"
check "BYTE function" "row 9 byte.f | grep -qx '    SISL 1  ADDI 1'"
check "IMPLICIT BYTE" "row 11 byte.f | grep -qx '    SISL 1  DISL 1  ARR1 2  LOOV 1'"
cp "$T/out" "$T/byte.txt"
sed 's/BYTE FUNCTION/INTEGER(1) FUNCTION/; s/IMPLICIT BYTE/IMPLICIT INTEGER(1)/; s/^      BYTE/      INTEGER(1)/' byte.f > "$T/int1.f"
(cd "$T" && "$AMP" analyze int1.f | sed 's/^\(block .*\)int1\.f:/\1byte.f:/') > "$T/int1.txt"
same "BYTE counts as INTEGER(1)" "$T/int1.txt" "$T/byte.txt"

# A submodule whose parent no source holds is diagnosed, as a USE of
# such a module is.
fails "a submodule without its parent" 1 "$AMP" analyze shapes_impl.f90
check "diagnosed at the parent's name" "grep -qx 'shapes_impl.f90:4:12: error: no module .SHAPES. among the sources' '$T/err'"

# %VAL, %REF and %LOC in a call's arguments (a DEC extension gfortran
# takes) count as their argument; another name after % is diagnosed.
ok "analyze %VAL and %REF arguments" "$AMP" analyze argfn.f argfnv.f
check "%VAL(I + 1): one addition, two arguments" "row 2 argfn.f | grep -qx '    SISL 1  ADDI 1  PROC 1  ARGU 2  ARR1 1  LOOV 1'"
check "%REF(KA(I)): the element's subscript" "row 3 argfn.f | grep -qx '    PROC 1  ARGU 2  ARR1 1'"
printf '      SUBROUTINE S(A, IP)\n      INTEGER IP\n      CALL EXT(A, %%loc(A), %%DESCR(IP))\n      END\n' > "$T/argbad.f"
fails "an unknown argument list function" 1 "$AMP" analyze "$T/argbad.f"
check "diagnosed at its name" "grep -qx '$T/argbad.f:3:29: error: unknown argument list function (%VAL, %REF or %LOC)' '$T/err'"

# Q exponents (1.5Q0, .5Q+1, 1Q-2) and REAL*16: kind 16 counts as double
# precision, the listing that of the program written with D exponents
# and DOUBLE PRECISION.
ok "analyze Q constants" "$AMP" analyze quad.f90
check "REAL*16 arithmetic is double" "row 2 quad.f90 | grep -qx '    SRDL 1  ARDL 1  MRDL 1  CHNF 1  LOOV 1'"
check "REAL(KIND(1.0Q0)) is double" "row 3 quad.f90 | grep -qx '    SRDL 1  ARDL 1  DRDL 1'"
cp "$T/out" "$T/quad.txt"
sed 's/\([0-9.]\)Q\([-+0-9]\)/\1D\2/g; s/real\*16/double precision/; s/real(qp)/double precision/' quad.f90 > "$T/dquad.f90"
(cd "$T" && "$AMP" analyze dquad.f90 | sed 's/^\(block .*\)dquad\.f90:/\1quad.f90:/') > "$T/dquad.txt"
same "Q constants count as D constants" "$T/dquad.txt" "$T/quad.txt"
check "the D copy is another program" "! cmp -s quad.f90 '$T/dquad.f90'"

[ "$have_fc" = 1 ] || { test_done; exit; }

# Profiles: the copy compiles, prints the same, and counts exactly.
cd "$T" || exit 1
ref ctors "$F/ctors.f90"
ok "profile ctors" "$AMP" profile "$F/ctors.f90" -o ctors.stats
same "ctors output" ctors.ref "$T/out"
check "ctors: once" "[ '$(runs ctors.f90 8 ctors.stats)' = 1 ] && [ '$(runs ctors.f90 18 ctors.stats)' = 1 ]"
check "ctors: 1 + 2 integers and 4 + 1 reals stored, 2 summed" "[ '$(tot SISL ctors.stats)' = 3 ] && [ '$(tot SRSL ctors.stats)' = 5 ] && [ '$(tot ARSL ctors.stats)' = 2 ]"

ref pad "$F/pad.f"
ok "profile pad" "$AMP" profile "$F/pad.f" -o pad.stats
same "pad output" pad.ref "$T/out"
check "pad: three names tested, two padded" "[ '$(runs pad.f 6 pad.stats)' = 3 ] && [ \$(awk -F'\t' '\$1 == \"block\" && \$4 == 6 { n++; if (n == 2) print \$7 }' pad.stats) = 2 ]"
check "pad: RELB 3, SCHR 3 + 2 + 3" "[ '$(tot RELB pad.stats)' = 3 ] && [ '$(tot SCHR pad.stats)' = 8 ]"

ref ops "$F/ops.f90"
ok "profile ops" "$AMP" profile "$F/ops.f90" -o ops.stats
same "ops output" ops.ref "$T/out"
check "ops: each operator's function runs 4 times" "[ '$(runs ops.f90 20 ops.stats)' = 4 ] && [ '$(runs ops.f90 24 ops.stats)' = 4 ] && [ '$(runs ops.f90 28 ops.stats)' = 4 ]"
check "ops: FUNC 12" "[ '$(tot FUNC ops.stats)' = 12 ]"

ref boundops "$F/boundops.f90"
ok "profile boundops" "$AMP" profile "$F/boundops.f90" -o boundops.stats
same "boundops output" boundops.ref "$T/out"

ref rank "$F/rank.f90"
ok "profile rank" "$AMP" profile "$F/rank.f90" -o rank.stats
same "rank output" rank.ref "$T/out"
check "rank: 10 dispatches, 3 + 3 x 5 + 3 stores, one default" "[ '$(tot SELC rank.stats)' = 10 ] && [ '$(tot SRSL rank.stats)' = 21 ] && [ '$(runs rank.f90 16 rank.stats)' = 1 ]"

ref colors "$F/colors.f90"
ok "profile colors" "$AMP" profile "$F/colors.f90" -o colors.stats
same "colors output" colors.ref "$T/out"

# amp profile adds -fcoarray=single for gfortran: one image.
FCFLAGS=-fcoarray=single ref images "$F/images.f90"
ok "profile images" "$AMP" profile "$F/images.f90" -o images.stats
same "images output" images.ref "$T/out"
check "images: the loop body 3 times" "[ '$(runs images.f90 10 images.stats)' = 3 ]"
check "images: unmodeled per execution" "grep -qx 'unmodeled SYNCALL 3' images.stats && grep -qx 'unmodeled COINDEXED 3' images.stats && grep -qx 'unmodeled CRITICAL 3' images.stats"

ref shapes "$F/shapes.f90" "$F/shapes_impl.f90" "$F/shapes_main.f90"
ok "profile submodules" "$AMP" profile "$F/shapes_main.f90" "$F/shapes_impl.f90" "$F/shapes.f90" -o shapes.stats
same "submodules output" shapes.ref "$T/out"
check "submodules: '+' and .DOT. 5 times each, SQ per element (4), SCALE 5 times" \
	"[ '$(runs shapes.f90 31 shapes.stats)' = 5 ] && [ '$(runs shapes_impl.f90 11 shapes.stats)' = 5 ] && [ '$(runs shapes_impl.f90 14 shapes.stats)' = 4 ] && [ '$(runs shapes_impl.f90 24 shapes.stats)' = 5 ]"

# IMPLICIT NONE (TYPE, EXTERNAL): the instrumented copy names what it
# calls EXTERNAL. Character literals with a kind prefix (CK_'abc',
# 1_"xyz") are two stores of a character (SCHR 2 with the two numeric
# ones); a labelled DO closed by a labelled END DO runs its body 20
# times, the IF's action 15 (a(i) > 5 for i = 6 .. 20): 36 real stores
# with s = 0 and a(i) = i.
ok "analyze kind-prefixed literals" "$AMP" analyze "$F/kinds.f90"
check "two character stores" "row 1 kinds.f90 | grep -qx '    SISL 1  SRSL 1  SCHR 2  LOIN 1'"
ref kinds "$F/kinds.f90"
ok "profile IMPLICIT NONE (TYPE, EXTERNAL)" "$AMP" profile --memory "$F/kinds.f90" -o kinds.stats
same "kinds output" kinds.ref "$T/out"
check "kinds: 20 iterations, 1 + 20 + 15 real stores" "[ '$(runs kinds.f90 15 kinds.stats)' = 20 ] && [ '$(tot SRSL kinds.stats)' = 36 ]"
# Labelled DO loops closed by 50 ENDDO and 60 END DO (fixed form): the
# outer body 3 times, the inner 15, the next 5; two nested loops both
# closed by labelled END DOs (70, 80): 3 and 6.
ref enddo "$F/enddo.f"
ok "profile labelled END DO" "$AMP" profile "$F/enddo.f" -o enddo.stats
same "enddo output" enddo.ref "$T/out"
check "enddo: 3, 15 and 5 iterations" "[ '$(runs enddo.f 9 enddo.stats)' = 3 ] && [ '$(runs enddo.f 10 enddo.stats)' = 15 ] && [ '$(runs enddo.f 14 enddo.stats)' = 5 ]"
check "enddo: nested, 3 and 6 iterations" "[ '$(runs enddo.f 17 enddo.stats)' = 3 ] && [ '$(runs enddo.f 18 enddo.stats)' = 6 ]"

# Old-style initial value lists (INTEGER NDAYS(12)/31,28,.../, REAL
# A(2)/1.0, 2.0/, B/3.0/, CHARACTER*4 H(2)/'A,B/', 'C//'/): the entities
# after them are declared with their types (K = NDAYS(2) + 1 an integer
# add, C = A(1) + B a real one), and the program prints what gfortran's
# build prints.
ok "analyze old-style value lists" "$AMP" analyze "$F/oldinit.f"
check "the entities after the lists" "row 1 oldinit.f | grep -qx '    SISL 1  SRSL 1  SCHR 1  ADDI 1  ARSL 1  ARR1 3'"
ref oldinit "$F/oldinit.f"
ok "profile old-style value lists" "$AMP" profile "$F/oldinit.f" -o oldinit.stats
same "oldinit output" oldinit.ref "$T/out"
# Divisions in a PARAMETER statement (PARAMETER (IA = N/2*2 + 1, IB =
# N/4), NPB's header files) and in the initializers of a free-form
# declaration (INTEGER, PARAMETER :: IA = N/2, IB = N/4 + 1): the slashes
# between the commas open no old-style value list (before, "unexpected
# ','"). The loops run IA = 13 and 6 times.
ok "analyze divisions in PARAMETER" "$AMP" analyze "$F/paramdiv.f"
check "paramdiv: the loop's body" "row 2 paramdiv.f | grep -qx '    SRDL 2  ARDL 1  MRDL 1  DRDL 1  CVID 2  CHNF 1  ARR1 2  LOOV 1'"
ref paramdiv "$F/paramdiv.f"
ok "profile divisions in PARAMETER" "$AMP" profile "$F/paramdiv.f" -o paramdiv.stats
same "paramdiv output" paramdiv.ref "$T/out"
check "paramdiv: 13 iterations" "[ '$(runs paramdiv.f 11 paramdiv.stats)' = 13 ]"
ok "analyze divisions in initializers" "$AMP" analyze "$F/paramdiv.f90"
check "paramdiv.f90: the loop's body" "row 2 paramdiv.f90 | grep -qx '    SRSL 1  ARSL 1  DRSL 1  CHNF 1  LOOV 1'"
ref paramdiv90 "$F/paramdiv.f90"
ok "profile divisions in initializers" "$AMP" profile "$F/paramdiv.f90" -o paramdiv90.stats
same "paramdiv.f90 output" paramdiv90.ref "$T/out"
check "paramdiv.f90: 6 iterations" "[ '$(runs paramdiv.f90 9 paramdiv90.stats)' = 6 ]"
# A free-form source named .f, with --free: the instrumented copy is
# compiled as free form (named freeform.f.f90); its loop runs 4 times.
mkdir -p "$T/ref-freeform" && (cd "$T/ref-freeform" && cp "$F/freeform.f" . &&
	gfortran -ffree-form freeform.f -o prog && ./prog > "$T/freeform.ref")
ok "profile --free a .f source" "$AMP" profile --free "$F/freeform.f" -o freeform.stats
same "freeform output" freeform.ref "$T/out"
check "freeform: 4 iterations" "[ '$(runs freeform.f 7 freeform.stats)' = 4 ]"

# RANDOM_NUMBER (rule 6): RNGS or RNGD per value, per element of an
# array or section harvest; no PROC. By hand: RNGS 1 (R) + 8 (RS) + 12
# (M) + 5 (RS(I) in the loop) = 26, RNGD 1 (D) + 30 (DS(1:N)) + 15
# (DS(2:N:2)) = 46. A RANDOM_NUMBER of the program's own is a call.
ok "analyze RANDOM_NUMBER" "$AMP" analyze "$F/random.f90"
check "scalar by keyword" "row 4 random.f90 | grep -qx '    RNGD 1'"
check "section: per element, double" "awk 'index(\$0, \"block 7 \") == 1 { getline; getline; print; exit }' '$T/out' | grep -qx '    per element of SIZE(DS(1:N)):  RNGD 1'"
check "element in a loop: its address, no call" "row 9 random.f90 | grep -qx '    ARR1 1  LOOV 1  RNGS 1'"
ok "analyze a RANDOM_NUMBER of the program's own" "$AMP" analyze "$F/ownrandom.f"
check "own RANDOM_NUMBER is a call" "row 1 ownrandom.f | grep -qx '    PROC 1  ARGU 1'"
# A generic of the program's own that extends the name with another
# argument list is its call, not the intrinsic's.
cat > "$T/genrn.f90" <<'EOF2'
module gen
  implicit none
  interface random_number
    module procedure two
  end interface
contains
  subroutine two(s, x)
    real, intent(in) :: s
    real, intent(out) :: x
    x = s
  end subroutine two
end module gen
program genrn
  use gen
  implicit none
  real :: x
  call random_number(0.5, x)
  call random_number(harvest=x)
  print *, x
end program genrn
EOF2
ok "analyze a generic RANDOM_NUMBER of the program's own" "$AMP" analyze "$T/genrn.f90"
check "its two-argument call is a call, the one-argument one the intrinsic's" "row 2 genrn.f90 | grep -qx '    PROC 1  ARGU 2' && row 3 genrn.f90 | grep -qx '    RNGS 1'"
if [ $have_fc = 1 ]; then
	ref random "$F/random.f90"
	ok "profile RANDOM_NUMBER" "$AMP" profile "$F/random.f90" -o random.stats
	same "random output" random.ref "$T/out"
	check "random: RNGS 26, RNGD 46" "[ '$(tot RNGS random.stats)' = 26 ] && [ '$(tot RNGD random.stats)' = 46 ]"
	# Statements past 120 columns are cut with '&' at both ends: a
	# number's exponent stays whole.
	ref longlit "$F/longlit.f90"
	ok "profile long literals" "$AMP" profile "$F/longlit.f90" -o longlit.stats
	same "longlit output" longlit.ref "$T/out"
	# Variables that hide the instrumented copy's intrinsics.
	ref shadow "$F/shadow.f90"
	ok "profile a unit with variables SIZE, MAX and LOC" "$AMP" profile "$F/shadow.f90" -o shadow.stats
	same "shadow output" shadow.ref "$T/out"
	ok "profile --memory a unit with variables SIZE, MAX and LOC" "$AMP" profile --memory "$F/shadow.f90" -o shadowm.stats
	same "shadow output with --memory" shadow.ref "$T/out"
	check "shadow: LOOV 334, ASEL 2000" "[ '$(tot LOOV shadow.stats)' = 334 ] && [ '$(tot ASEL shadow.stats)' = 2000 ]"
	# A procedure named MERGE and a variable named INT: conditions reach
	# the runtime through AMPBL/AMPBQ by LOGICAL kind (1, 4 and 8 here),
	# and every count, mispredictions included, is what the same program
	# with the names changed gives.
	for m in mergeint.f90 merge77.f; do
		b=${m%.*}
		ref $b "$F/$m"
		ok "profile $m (MERGE and INT hidden)" "$AMP" profile "$F/$m" -o $b.stats
		same "$b output" $b.ref "$T/out"
		sed 's/\<[Mm][Ee][Rr][Gg][Ee]\>/MRGX/g; s/\<[Ii][Nn][Tt]\>\([^(]\|$\)/INTV\1/g' "$F/$m" > "$T/x$m"
		ok "profile $m with the names changed" "$AMP" profile "$T/x$m" -o x$b.stats
		check "$b: the same totals as with the names changed" \
			"grep '^total' $b.stats > $b.tot && grep '^total' x$b.stats > x$b.tot && cmp -s $b.tot x$b.tot && grep -q '^total BMIS' $b.tot"
	done
	check "mergeint: the DO WHILE bodies 199 and 200 times, the step-INT DO 67" \
		"[ '$(runs mergeint.f90 32 mergeint.stats)' = 199 ] && [ '$(runs mergeint.f90 18 mergeint.stats)' = 200 ] && [ '$(runs mergeint.f90 58 mergeint.stats)' = 67 ]"
	check "merge77: the merge loop 199 times, the step-INT DO 50, its IF taken 25" \
		"[ '$(runs merge77.f 29 merge77.stats)' = 199 ] && [ '$(runs merge77.f 19 merge77.stats)' = 50 ] && [ '$(tot AISL merge77.stats)' = 25 ]"
	# Hollerith constants go back into the copy as such: given to an
	# INTEGER a character literal does not compile.
	ref hollerith "$F/hollerith.f"
	ok "profile Hollerith constants given to INTEGERs" "$AMP" profile "$F/hollerith.f" -o hollerith.stats
	same "hollerith output" hollerith.ref "$T/out"
	check "hollerith: the DO body 3 times" "[ '$(runs hollerith.f 11 hollerith.stats)' = 3 ]"
	# Functions with side effects in DO bounds and in a left side's
	# subscripts run once per evaluation, as in the original; a procedure
	# pointer passed as an argument is a procedure.
	ref sideeffects "$F/sideeffects.f90"
	ok "profile functions in DO bounds and left-side subscripts" "$AMP" profile "$F/sideeffects.f90" -o sideeffects.stats
	same "sideeffects output (the calls counted in the program itself)" sideeffects.ref "$T/out"
	check "sideeffects: the DO bodies 3 and 4 times, NITEMS 3 times" \
		"[ '$(runs sideeffects.f90 35 sideeffects.stats)' = 3 ] && [ '$(runs sideeffects.f90 38 sideeffects.stats)' = 4 ] && [ '$(runs sideeffects.f90 13 sideeffects.stats)' = 3 ]"
	ok "profile --memory functions in left-side subscripts" "$AMP" profile --memory "$F/sideeffects.f90" -o sideeffectsm.stats
	same "sideeffects output with --memory" sideeffects.ref "$T/out"
	# REAL DO bounds: the trip count in the DO variable's type.
	ref realdo "$F/realdo.f"
	ok "profile DO loops with REAL bounds" "$AMP" profile "$F/realdo.f" -o realdo.stats
	same "realdo output" realdo.ref "$T/out"
	check "realdo: the bodies 10, 4 and 5 times" \
		"[ '$(runs realdo.f 13 realdo.stats)' = 10 ] && [ '$(runs realdo.f 19 realdo.stats)' = 4 ] && [ '$(runs realdo.f 23 realdo.stats)' = 5 ]"
	# Named IF with ELSE IF and ELSE, named WHERE and FORALL, PARAMETER
	# array elements under --memory, a reduction whose section calls a
	# function: the copy compiles and runs as the original.
	ref constructs "$F/constructs.f90"
	ok "profile named constructs and PARAMETER arrays" "$AMP" profile "$F/constructs.f90" -o constructs.stats
	same "constructs output" constructs.ref "$T/out"
	ok "profile --memory named constructs and PARAMETER arrays" "$AMP" profile --memory "$F/constructs.f90" -o constructsm.stats
	same "constructs output with --memory" constructs.ref "$T/out"
	check "constructs: the IF 4 times, its ELSE IF branch once, its ELSE twice" \
		"[ '$(runs constructs.f90 28 constructs.stats)' = 4 ] && [ '$(runs constructs.f90 31 constructs.stats)' = 1 ] && [ '$(runs constructs.f90 33 constructs.stats)' = 2 ]"
	# DO CONCURRENT with two indices and a mask: nested DO loops in the copy.
	ref dcnest "$F/dcnest.f90"
	ok "profile DO CONCURRENT with two indices and a mask" "$AMP" profile "$F/dcnest.f90" -o dcnest.stats
	same "dcnest output" dcnest.ref "$T/out"
	check "dcnest: the masked body 6 times, its inner DO 12, the IF's branch never" \
		"[ '$(runs dcnest.f90 14 dcnest.stats)' = 6 ] && [ '$(runs dcnest.f90 17 dcnest.stats)' = 12 ] && [ '$(runs dcnest.f90 15 dcnest.stats)' = 0 ]"
	ok "profile --memory DO CONCURRENT with two indices and a mask" "$AMP" profile --memory "$F/dcnest.f90" -o dcnestm.stats
	same "dcnest output with --memory" dcnest.ref "$T/out"
	# BYTE and Q constants: the copies compile and print what gfortran's
	# builds print. byte.f: the first loop's body 10 times, the IF's
	# action 4, HALVE's loop body 10; SISL 38, MISL 10, DISL 10. quad:
	# the loop's body 4 times; SRDL 7, ARDL 5, MRDL 4, DRDL 1.
	ref byte "$F/byte.f"
	ok "profile BYTE" "$AMP" profile "$F/byte.f" -o byte.stats
	same "byte output" byte.ref "$T/out"
	check "byte: 10, 4 and 10 runs" "[ '$(runs byte.f 18 byte.stats)' = 10 ] && [ \$(awk -F'\t' '\$1 == \"block\" && \$4 == 22 { n++; if (n == 2) print \$7 }' byte.stats) = 4 ] && [ '$(runs byte.f 38 byte.stats)' = 10 ]"
	check "byte: integer stores, multiplies and divides" "[ '$(tot SISL byte.stats)' = 38 ] && [ '$(tot MISL byte.stats)' = 10 ] && [ '$(tot DISL byte.stats)' = 10 ]"
	ref quad "$F/quad.f90"
	ok "profile Q constants" "$AMP" profile "$F/quad.f90" -o quad.stats
	same "quad output" quad.ref "$T/out"
	check "quad: 4 iterations, double precision throughout" "[ '$(runs quad.f90 15 quad.stats)' = 4 ] && [ '$(tot SRDL quad.stats)' = 7 ] && [ '$(tot ARDL quad.stats)' = 5 ] && [ '$(tot MRDL quad.stats)' = 4 ] && [ '$(tot DRDL quad.stats)' = 1 ]"
	# DO CONCURRENT with a type spec, a mask and locality specs: gfortran
	# 12 does not take the original, but the copy (nested DO loops in a
	# BLOCK that declares the indices, LOCAL and LOCAL_INIT values kept
	# by an ASSOCIATE) compiles and prints what flang-new's build of the
	# original prints: X reset to 0.5 in every iteration (W(I,J) = 0.5 +
	# J), and X, T and K unchanged after the loop. The body 9 times, the
	# IF's branches 5 and 4, the inner DO's body 18.
	printf '%s\n' "   0.0  -3.0  -4.0   2.5  -3.0   0.0   2.5   3.0  -4.0   2.5   0.0   3.5" \
		"   0.0   1.5   1.5   1.5   2.5   0.0   2.5   2.5   3.5   3.5   0.0   3.5" \
		"   0.5   9.0  -1" > dcspec.ref
	ok "profile DO CONCURRENT with a type spec and locality specs" "$AMP" profile "$F/dcspec.f90" -o dcspec.stats
	same "dcspec output" dcspec.ref "$T/out"
	check "dcspec: 9, 5, 4 and 18 runs" "[ '$(runs dcspec.f90 25 dcspec.stats)' = 9 ] && [ '$(runs dcspec.f90 27 dcspec.stats)' = 5 ] && [ '$(runs dcspec.f90 29 dcspec.stats)' = 4 ] && [ '$(runs dcspec.f90 32 dcspec.stats)' = 18 ]"
	check "dcspec: SRSL 2 + 24 + 45, LOOV 9 + 18" "[ '$(tot SRSL dcspec.stats)' = 71 ] && [ '$(tot LOOV dcspec.stats)' = 27 ]"
	ok "profile --memory DO CONCURRENT with a type spec and locality specs" "$AMP" profile --memory "$F/dcspec.f90" -o dcspecm.stats
	same "dcspec output with --memory" dcspec.ref "$T/out"
	# Fixed form: a form feed line, statements after a tab end at column 72.
	ref tabff "$F/tabff.f"
	ok "profile tabs and a form feed" "$AMP" profile "$F/tabff.f" -o tabff.stats
	same "tabff output (56: the second digit of 11 is past column 72)" tabff.ref "$T/out"
	# Two sources with one stem: their copies and objects do not collide.
	mkdir -p "$T/dupa" "$T/dupb"
	printf '      PROGRAM DUP\n      CALL HELLO\n      END\n' > "$T/dupa/util.f"
	printf '      SUBROUTINE HELLO\n      PRINT *, 7\n      END\n' > "$T/dupb/util.f"
	ok "profile two sources named util.f" "$AMP" profile "$T/dupa/util.f" "$T/dupb/util.f" -o dup.stats
	check "both were built: the program prints 7" "grep -qx ' *7' '$T/out'"
	# An ENTRY among the declarations: the counters go after them.
	ref entryspec "$F/entryspec.f"
	ok "profile an ENTRY among declarations" "$AMP" profile "$F/entryspec.f" -o entryspec.stats
	same "entryspec output" entryspec.ref "$T/out"
	check "entryspec: the DO 3 times, its body 9" "[ '$(runs entryspec.f 16 entryspec.stats)' = 3 ] && [ '$(runs entryspec.f 17 entryspec.stats)' = 9 ]"
	# %VAL and %REF stay in the instrumented copy: ADDV's VALUE dummy
	# takes the value, ADDR the reference (K = 9 + 10 * 6).
	ref argfn "$F/argfn.f" "$F/argfnv.f"
	ok "profile %VAL and %REF arguments" "$AMP" profile "$F/argfn.f" "$F/argfnv.f" -o argfn.stats
	same "argfn output" argfn.ref "$T/out"
	check "argfn: 69, ADDV and ADDR 3 times each" "grep -qw 69 '$T/out' && [ '$(runs argfn.f 15 argfn.stats)' = 3 ] && [ '$(runs argfnv.f 5 argfn.stats)' = 3 ]"
fi

test_done

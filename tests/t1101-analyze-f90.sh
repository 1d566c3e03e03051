#!/bin/sh
# t1101: amp analyze on Fortran 90 array work: reductions counted per
# element of the array they reduce, inquiries free; options after files.
. "$(dirname "$0")/lib.sh"
G="$TOP/tests/golden/analyze"
cd "$G" || exit 1

# Golden listing, checked by hand: DOT_PRODUCT(R, R) is MRDL + ARDL per
# element of R and its store once; SUM(R**2) + 1.0D0 is ERDL + ARDL per
# element and one ARDL + SRDL; SIZE and UBOUND add nothing.
ok "analyze reduce.f90" "$AMP" analyze reduce.f90
same "listing of reduce.f90" "$G/reduce.f90.expected" "$T/out"
check "dot_product scaled by its array" "grep -A2 '^block 1 ' '$T/out' | grep -qx '    per element of SIZE(R):  ARDL 1  MRDL 1  ASOP 2  ASEL 1'"
check "size() is not an array statement" "! grep -q 'per element of SIZE(A):  SISL' '$T/out'"

# The per-element part of a reduction goes in the static table as a slot.
ok "static table" "$AMP" analyze reduce.f90 -o "$T/static.txt" --format json
check "options after the files" "[ -s '$T/static.txt' ] && grep -q '\"slots\":' '$T/out'"
check "json scaled part with its expression" "grep -q '{\"slot\":10,\"expr\":\"SIZE(R)\",\"counts\":{\"ARDL\":1,\"MRDL\":1' '$T/out'"
check "scaled rows" "[ \$(grep -c '^scaled' '$T/static.txt') = 10 ]"
check "scaled row with its count expression" "grep -q '^scaled	1	10	SIZE(R)	ARDL=1 MRDL=1 ASOP=2 ASEL=1 op.scalar=2 red.elem=1\$' '$T/static.txt'"

# A scalar reduction in a logical IF whose action is itself an array
# statement: the action keeps the statement's one scaled part.
# Array statements run element loops (rule 10): ASEL per element, ASOP
# per array operand, ASST per execution; a section's bounds once, in a
# WHERE mask as in an assignment. The right side's kind: a scalar spread
# over the elements ASBC, an expression ASTM, one section as it stands
# neither.
printf 'real :: a(10), b(10)\ninteger :: n\nn = 10\nwhere (a(1:n-1) > 0.0)\n  b(1:n-1) = 2.0\nend where\nb(2:n) = a(1:n-1) + b(2:n)\nb(1:n-1) = a(2:n)\nend\n' > "$T/loops.f90"
ok "array statements' element loops" "$AMP" analyze "$T/loops.f90"
check "section bounds once: four N-1, four set-ups" "grep -A1 '^block 1 ' '$T/out' | grep -qx '    SISL 1  ADDI 4  ASST 4'"
check "mask and its assignment: two loops, two operands" "grep -qx '    per element of SIZE(A(1:N-1) > 0.0):  SRSL 1  RELS 1  ASOP 2  ASEL 2  ASBC 1' '$T/out'"
check "three operands per element of B(2:N) = A(1:N-1) + B(2:N)" "grep -qx '    per element of SIZE(B(2:N)):  SRSL 1  ARSL 1  ASOP 3  ASEL 1  ASTM 1' '$T/out'"
check "a copy of a section: two operands, neither ASBC nor ASTM" "grep -qx '    per element of SIZE(B(1:N-1)):  SRSL 1  ASOP 2  ASEL 1' '$T/out'"

printf 'real :: a(4)\nif (sum(a) > 1.0) a = 0.0\nend\n' > "$T/both.f90"
ok "reduction beside an array action" "$AMP" analyze "$T/both.f90"
check "condition counted once" "grep -A1 '^block 1 ' '$T/out' | grep -qx '    ARSL 1  RELS 1  IFLO 1  ASOP 1  ASEL 1  ASST 1'"
check "action per element, a fill" "grep -qx '    per element of SIZE(A):  SRSL 1  ASOP 1  ASEL 1  ASBC 1' '$T/out'"

# Named constructs (OUTER: DO, END DO OUTER, CYCLE OUTER, NAME: IF ... END
# IF NAME), RESULT variables typed by the header's prefix or their own
# declaration, a generic interface typed like its module procedure.
ok "analyze f90units.f90" "$AMP" analyze f90units.f90
same "listing of f90units.f90" "$G/f90units.f90.expected" "$T/out"
check "integer result variable" "grep -A1 'f90units.f90:21-21  FACT' '$T/out' | grep -qx '    SISL 1  ADDI 1  MISL 1  FUNC 1  ARGU 1'"
check "generic typed double (no conversion)" "grep -A1 'f90units.f90:37-38  MAIN' '$T/out' | grep -qx '    SRDL 1  ARDL 1  CHNF 1  FUNC 1  ARGU 1  ARR1 1'"

# Kinds: named kinds through their PARAMETER values, literal suffixes,
# REAL(X, KIND), components of components, BOZ constants, pointer
# assignment (checked by hand: the comment in kinds.f90 and the rules).
ok "analyze kinds.f90" "$AMP" analyze kinds.f90
same "listing of kinds.f90" "$G/kinds.f90.expected" "$T/out"

# IMPLICIT with a parenthesized letter list right after the type: the
# parenthesis is not a kind selector (blanks are gone in fixed form).
printf '      SUBROUTINE S\n      IMPLICIT DOUBLE PRECISION (A-H,O-Z), LOGICAL (L)\n      X = Y + Z\n      L = X .GT. Y\n      END\n' > "$T/imp.f"
ok "implicit double precision" "$AMP" analyze "$T/imp.f"
check "implicit double precision counts" "grep -qx '    SLSL 1  SRDL 1  ARDL 1  RELD 1' '$T/out'"
printf 'subroutine s\nimplicit real(8) (x), integer (a-c)\nx = y + a\nend\n' > "$T/imp.f90"
ok "implicit with a kind" "$AMP" analyze "$T/imp.f90"
check "implicit with a kind counts" "grep -qx '    SRDL 1  ARSL 1  CVIS 1  CVSD 1' '$T/out'"

# A bad statement before the first executable one is reported too, once,
# and the statements after it are still analyzed.
printf 'program e\ninteger :: i\ni = = 2\ncall foo(1,\ni = 3\nend program e\n' > "$T/spec.f90"
fails "bad statement in the specification part" 1 "$AMP" analyze "$T/spec.f90"
printf '%s\n' "$T/spec.f90:3:1: error: unrecognized statement" "$T/spec.f90:4:9: error: missing ')' in CALL" > "$T/spec.expected"
same "one diagnostic each" "$T/spec.expected" "$T/err"
check "analysis goes on" "grep -qx '    SISL 1' '$T/out'"

# Syntax errors inside argument lists: the parser's error recovery frees
# the partial trees (a leak here fails under make check SAN=1).
printf '      X = F(A, B\n      Y = G(1, H(2, 3)\n      CALL S(A(1, 2)\n      END\n' > "$T/args.f"
fails "unterminated argument lists" 1 "$AMP" analyze "$T/args.f"
check "one diagnostic per statement" "[ \$(grep -c ': error: ' '$T/err') = 3 ]"
check "no sanitizer report" "! grep -q Sanitizer '$T/err'"

# Names first seen inside subscripts, arguments and statement-function
# bodies grow the symbol table while the array, function or statement
# function that holds them is being counted (a use after free under
# make check SAN=1 before the fix).
names=""
for k in $(seq 1 70); do names="$names+J$k"; done
names=${names#+}
{
	printf '      SUBROUTINE GROW\n      DIMENSION A(10)\n'
	printf '      G(X) = X + %s\n' "$names"
	printf '      Y = A(%s)\n' "$names"
	printf '      Z = F(%s)\n' "$(echo "$names" | tr '+J' ',K')"
	printf '      W = G(Y)\n      END\n'
} | fold -w 66 | sed '1!s/^/     +/; 1!s/^     +\(      \)/\1/' > "$T/grow.f"
ok "symbol table grows mid-expression" "$AMP" analyze --line-length 132 "$T/grow.f"
check "no sanitizer report on growth" "! grep -q Sanitizer '$T/err'"
check "array element of a grown table" "grep -q 'ARR1 1' '$T/out'"

# MAX of n arguments is n - 1 two-way maxima; MAX0 of integers MXMI.
printf 'real :: x, y, z\ninteger :: i, j\nx = max(x, y, z, 1.0)\ni = max0(i, j)\nend\n' > "$T/max.f90"
ok "max of four" "$AMP" analyze "$T/max.f90"
check "three MXMS, one MXMI, each statement a chain" "grep -qx '    SISL 1  SRSL 1  MXMI 1  MXMS 3  CHNI 1  CHNF 1' '$T/out'"

# PAUSE is unmodeled under its own name and does not end its block.
printf '      X = 1\n      PAUSE\n      Y = 2\n      END\n' > "$T/pause.f"
ok "pause" "$AMP" analyze "$T/pause.f"
check "pause in one block" "[ \$(grep -c '^block' '$T/out') = 1 ] && grep -qx '    unmodeled: PAUSE 1' '$T/out'"

# DO CONCURRENT: LOIN with the DO, LOOV in the body's first block.
printf 'program c\nreal :: a(10)\ninteger :: i, j\ndo concurrent (i = 1:10, j = 1:2)\n  a(i) = 2.0 * i + j\nend do\nend program\n' > "$T/conc.f90"
ok "do concurrent" "$AMP" analyze "$T/conc.f90"
check "do concurrent set-up" "grep -A1 'conc.f90:4-4' '$T/out' | grep -qx '    LOIN 1'"
check "do concurrent body" "grep -A1 'conc.f90:5-6' '$T/out' | grep -qx '    SRSL 1  ARSL 1  MRSL 1  CVIS 2  ARR1 1  LOOV 1'"

# Conversions of constants happen at compile time: INT(Z'FF') + I is an
# add with a constant operand.
printf "integer :: i\ni = int(z'ff') + i\nx = dble(2) * x\nend\n" > "$T/conv.f90"
ok "constant conversions" "$AMP" analyze "$T/conv.f90"
check "constant conversions fold" "grep -qx '    SISL 1  SRSL 1  ADDI 1  MRDL 1  CVSD 2  CHNI 1  CHNF 1' '$T/out'"

# A DO missing its comma (free form: not an assignment to DOI) and an IF
# missing its ')': one diagnostic each, no cascade at END DO / END IF.
printf 'program d\ninteger :: i, n\ndo i = 1 10\n  n = n + i\nend do\nif (n > 3 then\n  n = 1\nend if\nend program\n' > "$T/casc.f90"
fails "broken DO and IF" 1 "$AMP" analyze "$T/casc.f90"
printf '%s\n' "$T/casc.f90:3:8: error: unexpected end of statement" "$T/casc.f90:6:4: error: missing ')' in IF" > "$T/casc.expected"
same "no cascade" "$T/casc.expected" "$T/err"

# Hostile nesting is a diagnostic, not a stack overflow (SAN=1 builds use
# bigger frames): 2000 nested SUM( and 20000 nested parentheses.
awk 'BEGIN { s = "x = "; for (i = 0; i < 2000; i++) s = s "sum("; s = s "a"; for (i = 0; i < 2000; i++) s = s ")"
	print "real a(3)"; for (i = 1; i <= length(s); i += 100) print substr(s, i, 100) (i + 100 <= length(s) ? "&" : ""); print "end" }' > "$T/nest.f90"
fails "deep nesting" 1 "$AMP" analyze "$T/nest.f90"
check "deep nesting diagnosed" "grep -q 'error: expression is nested too deeply' '$T/err' && ! grep -q Sanitizer '$T/err'"
awk 'BEGIN { s = "x = "; for (i = 0; i < 20000; i++) s = s "("; s = s "1"; for (i = 0; i < 20000; i++) s = s ")"
	for (i = 1; i <= length(s); i += 100) print substr(s, i, 100) (i + 100 <= length(s) ? "&" : ""); print "end" }' > "$T/paren.f90"
fails "deep parentheses" 1 "$AMP" analyze "$T/paren.f90"
check "deep parentheses diagnosed" "[ \$(grep -c 'error: expression is nested too deeply' '$T/err') = 1 ]"
# WHERE and FORALL constructs, intrinsic modules, USE renames (listing
# checked by hand: the comment in constructs.f90). The instrumented copy
# must compile (nothing inserted inside a construct) and count per element
# of the mask: 100 elements, two masks, three masked stores.
cd "$G" || exit 1
ok "analyze constructs.f90" "$AMP" analyze constructs.f90
same "listing of constructs.f90" "$G/constructs.f90.expected" "$T/out"
(cd "$T" && cp "$G/constructs.f90" . && "$AMP" profile constructs.f90 -o c.stats >/dev/null 2>&1)
check "constructs profiled" "[ -s '$T/c.stats' ]"
check "masks per element" "grep -qx 'total RELD 200' '$T/c.stats'"
check "masked and whole-array stores per element" "grep -qx 'total SRDL 601' '$T/c.stats'"

# A C preprocessor line in a source read as it is (--no-cpp; by default
# a .F source is preprocessed, t1106) is one clear error, not a cascade.
printf '#include "x.h"\n#ifdef A\n      PROGRAM P\n      X = 1.0\n      END\n#endif\n' > "$T/pp.F"
fails "preprocessor line" 1 "$AMP" analyze --no-cpp "$T/pp.F"
check "preprocessor diagnosed once" "[ \$(grep -c 'error:' '$T/err') = 1 ] && grep -q 'pp.F:1:1: error: preprocessor directive' '$T/err'"
# Type-bound procedures (listing checked by hand: the comment in
# bound.f90): ten loop trips with a CALL and two function references.
ok "analyze bound.f90" "$AMP" analyze bound.f90
same "listing of bound.f90" "$G/bound.f90.expected" "$T/out"
(cd "$T" && cp "$G/bound.f90" . && "$AMP" profile bound.f90 -o b.stats >/dev/null 2>&1)
check "bound function references" "grep -qx 'total FUNC 20' '$T/b.stats'"
check "bound calls, generic one included" "grep -qx 'total PROC 11' '$T/b.stats'"
# ASSOCIATE (listing checked by hand: the comment in associate.f90).
ok "analyze associate.f90" "$AMP" analyze associate.f90
same "listing of associate.f90" "$G/associate.f90.expected" "$T/out"
(cd "$T" && cp "$G/associate.f90" . && "$AMP" profile associate.f90 -o as.stats >/dev/null 2>&1)
check "associated array referenced per element" "grep -qx 'total ARR1 100' '$T/as.stats' && grep -qx 'total MRDL 100' '$T/as.stats'"
# SELECT TYPE (listing checked by hand: the comment in seltype.f90).
ok "analyze seltype.f90" "$AMP" analyze seltype.f90
same "listing of seltype.f90" "$G/seltype.f90.expected" "$T/out"
(cd "$T" && cp "$G/seltype.f90" . && "$AMP" profile seltype.f90 -o st.stats >/dev/null 2>&1)
check "guarded blocks typed and counted" "grep -qx 'total SELC 30' '$T/st.stats' && grep -qx 'total MISL 10' '$T/st.stats' && ! grep -q '^total CVSD' '$T/st.stats'"
# BLOCK (listing checked by hand: the comment in block.f90); the
# instrumented copy must compile (no counter among the declarations).
ok "analyze block.f90" "$AMP" analyze block.f90
same "listing of block.f90" "$G/block.f90.expected" "$T/out"
(cd "$T" && cp "$G/block.f90" . && "$AMP" profile block.f90 -o blk.stats >/dev/null 2>&1)
check "block profiled with its local types" "grep -qx 'total CVID 20' '$T/blk.stats' && grep -qx 'total ADDI 10' '$T/blk.stats'"

# Intrinsics that run through a string (rule 6): CHIN (trimming) or
# CHSI (searching) per reference; CHCH per character of the first
# argument's declared length, CHSC per position INDEX can find its
# substring at, per character times the set's length for SCAN and VERIFY;
# checked by hand, one statement at a time (expected: CHIN CHCH CHSI CHSC).
decl='character(len=120) :: line\ncharacter*10 :: words(3), w2*4\ninteger, parameter :: n = 7\ncharacter(n) :: s7\ncharacter(kind=1, len=n+1) :: s8\ncharacter(len=*), parameter :: vow = "aeiou"\ncharacter :: ch\ninteger :: k\n'
scan() {
	printf "program t\n${decl}k = 1\n%s\nend program\n" "$1" > "$T/scan.f90"
	"$AMP" analyze "$T/scan.f90" > "$T/scan.out" 2>&1 &&
		grep -A1 '^block 1 ' "$T/scan.out" | tail -1 | tr -s ' ' '\n' | awk -v w="$2" '
			$1 ~ /^CH(IN|CH|SI|SC)$/ { k = $1; getline; n[k] = $1 }
			END { exit !((n["CHIN"] + 0) " " (n["CHCH"] + 0) " " (n["CHSI"] + 0) " " (n["CHSC"] + 0) == w) }'
}
check "len_trim of a 120-character variable" "scan 'k = len_trim(line)' '1 120 0 0'"
check "index of a literal and of a constant substring" "scan \"k = index('aeiou', ch) + index(line(1:20), 'ab')\" '0 0 2 24'"
check "an element, LEN by *n, a named constant length" "scan \"k = len_trim(words(2)) + scan(w2, 'x') + verify(s7, ' ')\" '1 10 2 11'"
check "a length expression is not known: the call only" "scan 'k = len_trim(s8)' '1 0 0 0'"
check "a concatenation; trim and adjustl count nothing" "scan 'k = len_trim(trim(line) // adjustl(w2)) + len_trim(line // w2)' '2 124 0 0'"
check "scan and verify try every character against the set" "scan \"k = scan(line, vow) + verify(words(1), 'ab', back=.true.)\" '0 0 2 620'"
check "a substring with a variable bound: the call only" "scan \"k = index(line(k:), 'it''s')\" '0 0 1 0'"
check "len and ichar count nothing" "scan 'k = len(line) + ichar(ch)' '0 0 0 0'"
# Relational operators on characters (rule 12): RELB when both sides are
# single characters (a CHARACTER*1 variable or element, a one-character
# literal, v(i:i), CHAR or ACHAR), RELC otherwise (expected: RELB RELC).
rel() {
	printf "program t\n${decl}logical :: q\nk = 1\n%s\nend program\n" "$1" > "$T/rel.f90"
	"$AMP" analyze "$T/rel.f90" > "$T/rel.out" 2>&1 &&
		grep -A1 '^block 1 ' "$T/rel.out" | tail -1 | tr -s ' ' '\n' | awk -v w="$2" '
			$1 ~ /^REL[BC]$/ { k = $1; getline; n[k] = $1 }
			END { exit !((n["RELB"] + 0) " " (n["RELC"] + 0) == w) }'
}
check "single characters compare as bytes" "rel \"q = ch >= 'a' .and. line(k:k) /= ' ' .and. ch == char(k) .and. vow(2:2) < achar(k)\" '4 0'"
check "strings compare by the library" "rel \"q = line < 'ab' .or. line(k:k+1) == 'xy' .or. ch == vow .or. w2 > words(1)\" '0 4'"
check "a substring of unknown length is a string" "rel \"q = line(k:) == ch .or. line(1:k) == 'a'\" '0 2'"

# Descriptors (rule 4): an assumed-shape dummy's elements count ARRS (the
# caller passed the descriptor), an allocatable's or pointer's ARRD (the
# descriptor is a variable), an explicit-shape array's neither.
printf 'subroutine d(a, b, c, e, n)\n  integer :: n\n  real :: a(:), b(0:, :), e(n)\n  real, allocatable :: c(:)\n  real, pointer :: p(:)\n  real, allocatable :: w(:)\n  a(1) = b(0, 1) + c(1) + e(1) + p(1) + w(1)\nend subroutine\n' > "$T/desc.f90"
check "assumed-shape dummies count ARRS, allocatables and pointers ARRD" "'$AMP' analyze '$T/desc.f90' | grep -A1 '^block 1 ' | tail -1 | grep -q 'ARR1 4  ARR2 1  ARRD 3  ARRS 2'"
# Rule 4: constant subscripts where the compiler knows the offset (an
# explicit-shape array with constant leading extents and lower bound,
# an array component) count no ARR; through a descriptor, an adjustable
# extent or lower bound, or a variable subscript, they do.
printf 'subroutine k(a, b, d, e, n, m)\n  integer, parameter :: l = 4\n  integer :: n, m, i\n  type t\n    real :: x(3)\n  end type\n  type(t) :: p(n)\n  real :: a(n), b(3, n), d(m:n), e(n, n), c(0:l, 2)\n  do i = 1, n\n    a(i) = a(1) + b(2, 3) + c(l, 2) + p(i)%%x(2)\n  end do\n  do i = 1, n\n    a(i) = d(2) + e(1, 1)\n  end do\nend subroutine\n' > "$T/konst.f90"
check "constant offsets count no ARR" "'$AMP' analyze '$T/konst.f90' | grep -A1 '^block 2 ' | tail -1 | grep -qx '    SRSL 1  ARSL 3  ARR1 2  LOOV 1'"
check "adjustable bounds and extents do" "'$AMP' analyze '$T/konst.f90' | grep -A1 '^block 4 ' | tail -1 | grep -qx '    SRSL 1  ARSL 1  ARR1 2  ARR2 1  LOOV 1'"
# Rule 4: with some subscripts constant, an element is an element of an
# array of as many dimensions as it has variable subscripts, each but the
# first dimension's times its known extents (ARRC); an adjustable leading
# extent (e(1, i)) keeps the full rank.
printf 'subroutine pk(b, e, q, n, j)\n  integer :: n, i, j\n  real :: b(3, n), e(n, n), q(4, 5, n)\n  do i = 1, n\n    b(2, i) = b(i, 1) + e(1, i) + q(1, i, 2) + q(i, j, 1)\n  end do\nend subroutine\n' > "$T/partk.f90"
check "constant subscripts lower the rank" "'$AMP' analyze '$T/partk.f90' | grep -A1 '^block 2 ' | tail -1 | grep -qx '    SRSL 1  ARSL 3  ARR1 3  ARR2 2  ARRC 3  LOOV 1'"
# Rule 19: iterations of a DO loop whose step is not a constant count
# do.vstep in the body's first block (with LOOV); a literal, a named
# constant, a negated or parenthesized one do not.
printf 'subroutine vs(a, n, s)\n  integer, parameter :: m = 3\n  integer :: n, s, i\n  real :: a(n)\n  do i = 1, n, s\n    a(i) = 0\n  end do\n  do i = n, 1, -s\n    a(i) = 0\n  end do\n  do i = 1, n, m\n    a(i) = 0\n  end do\n  do i = n, 1, -1\n    a(i) = 0\n  end do\n  do i = 1, n, (-m)\n    a(i) = 0\n  end do\nend subroutine\n' > "$T/vstep.f90"
ok "analyze variable and constant DO steps" "$AMP" analyze --format json "$T/vstep.f90"
check "variable steps count do.vstep" "[ \"\$(grep -o '\"id\":[0-9]*,[^}]*LOOV[^}]*' '$T/out' | grep -c 'do.vstep\":1')\" = 2 ] && grep -q '\"id\":2,[^}]*do.vstep\":1' '$T/out' && grep -q '\"id\":4,[^}]*do.vstep\":1' '$T/out'"
# Rule 20: a reduction over an array counts red.call per reference and
# red.elem per element of its argument (in the statement's element part,
# which holds the three reductions' elements);
# an elemental intrinsic or a scalar MAX counts neither.
printf 'subroutine rd(a, b, n, s)\n  integer :: n\n  real :: a(n), b(n), s\n  s = sum(a(1:n)) + dot_product(a, b) + max(s, 1.0) + maxval(abs(b))\nend subroutine\n' > "$T/red.f90"
ok "analyze reductions" "$AMP" analyze --format json "$T/red.f90"
check "red.call per reference, red.elem per element" "grep -q '\"red.call\":3' '$T/out' && grep -q '\"ASEL\":3,[^}]*\"red.elem\":3}' '$T/out'"
# Rule 21: a call or function reference to a subroutine or function of
# the caller's own source file (internal ones too) counts call.near; one
# to another file's routine, a module's there, an undefined external or an
# intrinsic does not.
printf 'module lib\ncontains\n  real function g1(y)\n    real :: y\n    g1 = y\n  end function\nend module\nsubroutine far1(y)\n  real :: y\n  y = y * 2\nend subroutine\n' > "$T/nb.f90"
printf 'program m\n  use lib\n  real :: x, f1\n  x = 1.0\n  call near1(x)\n  x = f1(x) + sqrt(x)\n  call far1(x)\n  x = g1(x)\n  call inner(x)\n  call ext(x)\ncontains\n  subroutine inner(y)\n    real :: y\n    y = y + 1\n  end subroutine\nend program\nsubroutine near1(y)\n  real :: y\n  y = y - 1\nend subroutine\nreal function f1(y)\n  real :: y\n  f1 = y\nend function\n' > "$T/na.f90"
ok "analyze calls near and far" "$AMP" analyze --format json "$T/nb.f90" "$T/na.f90"
check "calls within the caller's file count call.near" "[ \"\$(grep -o '\"call.near\":[0-9]*' '$T/out' | awk -F: '{ n += \$2 } END { print n + 0 }')\" = 3 ] && [ \"\$(grep -o '\"\(PROC\|FUNC\)\":[0-9]*' '$T/out' | awk -F: '{ n += \$2 } END { print n + 0 }')\" = 6 ]"
test_done

#!/bin/sh
# t1103: intrinsic functions of Fortran 2008/2018 are intrinsics (their
# parameter, no FUNC or ARGU) with the right result type; array
# constructors have the type of their items; a procedure of the
# program's own shadows the intrinsic of its name where it is visible.
. "$(dirname "$0")/lib.sh"
F="$TOP/tests/fixtures/intrinsics"
cd "$F" || exit 1

# Counts checked by hand against rule 6 of docs/parameters.md.
ok "analyze f2008.f90" "$AMP" analyze f2008.f90
cp "$T/out" "$T/f2008"
blk() { grep -A1 "^block $1 " "$T/f2008" | tail -1; }
check "no intrinsic is a call" "! grep -q 'FUNC\|ARGU' '$T/f2008'"
check "hypot, erf, erfc_scaled, bessel_jn: EXPS" "[ \"\$(blk 1)\" = '    SRSL 1  ARSL 3  EXPS 4' ]"
check "gamma, log_gamma, asinh, acosh, atanh of a double: HYPD" "[ \"\$(blk 2)\" = '    SRDL 1  ARDL 3  MRDL 1  HYPD 5' ]"
check "bit functions are integers: no conversion, an addition each" "[ \"\$(blk 3)\" = '    SISL 1  AISL 21' ]"
check "numeric model inquiries fold to constants" "[ \"\$(blk 4)\" = '    SRDL 1' ]"
check "spacing, nearest, scale ... are reals, exponent an integer" "[ \"\$(blk 5)\" = '    SISL 1  SRSL 1  ARSL 5' ]"
check "bge, blt, is_iostat_end, is_contiguous are logicals; bge and blt compare" "[ \"\$(blk 6)\" = '    SLSL 1  RELI 2  ANDL 3' ]"
check "c_loc, c_sizeof, ieee_is_nan and a renamed one: no call" "[ \"\$(blk 7)\" = '    SISL 1  ORLO 1  NOTL 1  IFLO 1' ] && [ \"\$(blk 8)\" = '    SISL 1' ]"

check "MAXLOC, FINDLOC, IALL, PARITY: stores once" "[ \"\$(blk 10)\" = '    SISL 3  SLSL 1  ASST 4' ]"
check "MAXLOC and FINDLOC per element of IA: a comparison each (RELI)" "[ \"\$(grep -cx '    per element of SIZE(IA):  RELI 1  ASOP 1  ASEL 1' '$T/f2008')\" = 2 ]"
check "IALL per element of IA: its loop only" "grep -qx '    per element of SIZE(IA):  ASOP 1  ASEL 1' '$T/f2008'"
check "PARITY per element of L: EQVL" "grep -qx '    per element of SIZE(L):  EQVL 1  ASOP 1  ASEL 1' '$T/f2008'"

# Bit functions (rule 6): an integer addition each, of a global operand
# when an argument is one (GK, a module variable), two for a shift by a
# variable count, none when all arguments are constants; GNU's AND of
# logicals is .AND.; on a chain, an integer addition's latency.
ok "analyze bitops.f90" "$AMP" analyze --format json bitops.f90
cp "$T/out" "$T/bitops"
jblk() { python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print(' '.join('%s=%g' % kv for kv in sorted(d['blocks'][int(sys.argv[2])]['counts'].items())))" "$T/bitops" "$1"; }
check "IAND, IEOR, ISHFT by S, BTEST, XOR: 6 AISL; IAND of GK: AISG; IAND(255, 7) none" "jblk 0 | grep -q 'AISG=1 AISL=6 ANDL=1 '"
check "the xorshift step in a loop: 2 AISL, a chain of two integer additions" "jblk 1 | grep -q 'AISL=2 CHNI=1 .*lat.iadd=2 lat.ihop=1'"

# The JSON listing agrees: the specfun block has its EXPS and no FUNC.
ok "json listing" "$AMP" analyze --format json f2008.f90
check "json: EXPS 4 in the first block" "grep -q '\"EXPS\":4' '$T/out'"

# Integer constructors assigned to integer arrays convert nothing (no
# CVRI); a constructor of constants assigned to a real array converts at
# compile time (rule 8); RESHAPE and MATMUL of integers are integers.
ok "analyze ctor.f90" "$AMP" analyze ctor.f90
check "no conversion anywhere" "! grep -q 'CV' '$T/out'"
check "(/ 1, 3, 5 /) and (/ (2*i, i = 1, 3) /): integer stores" "[ \$(grep -c 'per element of SIZE(IDX):  SISL 1  ASOP 1  ASEL 1  ASTM 1\$' '$T/out') = 2 ]"
check "(/ (dble(i), ...) /): double stores" "grep -q 'per element of SIZE(D3):  SRDL 1  ASOP 1' '$T/out'"
check "logical constructor: logical stores" "grep -q 'per element of SIZE(L3):  SLSL 1  ASOP 1' '$T/out'"
check "reshape and matmul of integers: integer stores" "[ \$(grep -c 'per element of SIZE(IA):  SISL 1  ASOP' '$T/out') = 2 ]"
printf 'subroutine s(r)\nreal :: r(3)\ninteger :: i\nr = (/ i, 2, 3 /)\nend\n' > "$T/cv.f90"
ok "a constructor with a variable" "$AMP" analyze "$T/cv.f90"
check "converts per element" "grep -q 'per element of SIZE(R):  SRSL 1  CVIS 1' '$T/out'"
printf 'subroutine s(z)\ncomplex :: z(2)\nz = (/ (1.0, 2.0), (3.0, 4.0) /)\nend\n' > "$T/cx.f90"
ok "a constructor of complex literals" "$AMP" analyze "$T/cx.f90"
check "is complex, not an implied-DO list" "grep -q 'per element of SIZE(Z):  SCSL 1  ASOP 1' '$T/out' && ! grep -q CV '$T/out'"

# Shadowing: each of USEEXT .. NESTED calls its own procedure (FUNC,
# ARGU); USEINTR calls the intrinsic GAMMA and LOG_GAMMA (HYPS 2), though
# USECONT contains a function GAMMA.
ok "analyze shadow.f90" "$AMP" analyze shadow.f90
cp "$T/out" "$T/shadow"
rt() { grep -A1 "  $1\$" "$T/shadow" | tail -1; }
check "EXTERNAL ERF is a call" "[ \"\$(rt USEEXT)\" = '    SRSL 1  FUNC 1  ARGU 1' ]"
check "a module's HYPOT is a call" "[ \"\$(rt USEMOD)\" = '    SRSL 1  FUNC 1  ARGU 2' ]"
check "a contained GAMMA is a call" "[ \"\$(rt USECONT)\" = '    SRSL 1  FUNC 1  ARGU 1' ]"
check "an interface body's ERFC is a call" "[ \"\$(rt USEIFACE)\" = '    SRSL 1  FUNC 1  ARGU 1' ]"
check "a dummy BESSEL_J0 is a call" "[ \"\$(rt USEDUMMY)\" = '    SRSL 1  FUNC 1  ARGU 1' ]"
check "elsewhere GAMMA stays the intrinsic" "[ \"\$(rt USEINTR)\" = '    SRSL 1  ARSL 1  HYPS 2' ]"
check "nested interface bodies: the unit goes on after them" "[ \"\$(rt NESTED)\" = '    SRSL 1  ARSL 1  MRSL 1  SQRS 1  CHNF 1  FUNC 1  ARGU 2' ]"

# Fixed form: INTRINSIC RADIX; an external ERF of the program's own.
ok "analyze legacy.f" "$AMP" analyze legacy.f
check "RADIX(X) * DIGITS(X) folds" "grep -A1 'legacy.f:7-8  BASE' '$T/out' | grep -qx '    SRDL 1'"
check "the program's ERF is a call" "grep -A1 'legacy.f:10-11  PROB' '$T/out' | grep -qx '    SRSL 1  MRSL 1  FUNC 1  ARGU 1'"

# What the analyzer says is what gfortran compiles.
if command -v gfortran >/dev/null 2>&1; then
	ok "gfortran accepts the sources" gfortran -fsyntax-only -J "$T" f2008.f90 ctor.f90 shadow.f90
	ok "gfortran accepts legacy.f" gfortran -std=legacy -fsyntax-only legacy.f
fi
test_done

#!/bin/sh
# t2003: the instrumented copies compile unchanged with flang, and the block
# counts of each corpus program are the same as with gfortran (counts are
# a property of the program and its input, not of the compiler).
. "$(dirname "$0")/lib.sh"
FL=$(command -v flang-new-19 || command -v flang-new || true)
if [ -z "$FL" ]; then echo "# flang not installed: skipped"; test_done; exit; fi
grep -v '^#' "$TOP/programs/list" | while read -r name srcs dsize tsize esize; do
	[ -n "$name" ] || continue
	files=""
	for s in $(echo "$srcs" | tr , " "); do files="$files $TOP/programs/$s"; done
	"$AMP" profile $files -o "$T/$name.gf.stats" -- "$tsize" > "$T/$name.gf.out" 2>/dev/null &&
	"$AMP" profile --fc "$FL" $files -o "$T/$name.fl.stats" -- "$tsize" > "$T/$name.fl.out" 2>"$T/$name.fl.err" &&
	echo "built $name" >> "$T/log"
	grep '^block' "$T/$name.gf.stats" > "$T/$name.gf.blocks" 2>/dev/null
	grep '^block' "$T/$name.fl.stats" > "$T/$name.fl.blocks" 2>/dev/null
done
for name in $(grep -v '^#' "$TOP/programs/list" | awk 'NF { print $1 }'); do
	check "$name builds and runs with flang" "grep -qx 'built $name' '$T/log'"
	check "$name: same output with flang" "grep -q VERIFIED '$T/$name.fl.out'"
	same "$name: same block counts with flang" "$T/$name.gf.blocks" "$T/$name.fl.blocks"
done
# Fortran 2018 that gfortran 12 does not take: DO CONCURRENT with a
# typed index (its copy a DO loop in a BLOCK that declares it) and with
# locality specs (SHARED, LOCAL), run as plain DO loops in the
# instrumented copy; the same output as flang's own build, the loop
# bodies 3 and 10 times.
M="$TOP/tests/fixtures/modern"
for prog in dctype dclocal; do
	(cd "$T" && "$FL" -o "$prog.plain" "$M/$prog.f90" && "./$prog.plain" > "$prog.ref")
	ok "profile $prog with flang" "$AMP" profile --fc "$FL" "$M/$prog.f90" -o "$T/$prog.stats"
	same "$prog: same output as flang's build" "$T/$prog.ref" "$T/out"
done
runs() { awk -F'\t' -v l="$2" '$1 == "block" && $4 == l { print $7; exit }' "$1"; }
check "DO CONCURRENT bodies: 3 and 10 iterations" "[ '$(runs "$T/dctype.stats" 7)' = 3 ] && [ '$(runs "$T/dclocal.stats" 10)' = 10 ]"
# A procedure named MERGE and a variable named INT (the AMPBL and AMPBQ
# interfaces, by LOGICAL kind), Hollerith constants given to INTEGERs,
# BYTE declarations, Q-exponent constants (flang takes both; its Q
# constants are of kind 10, not 16, so quad.f90's arithmetic is exact
# until the same divide under both compilers), a DO CONCURRENT with a
# type spec, a mask, LOCAL and LOCAL_INIT specs and an IF construct in
# its body (gfortran compiles only its copy): the same output as
# flang's own build, and the same counts as gfortran's.
for m in mergeint.f90 merge77.f hollerith.f sideeffects.f90 realdo.f constructs.f90 dcnest.f90 \
	byte.f quad.f90 dcspec.f90; do
	b=${m%.*}
	(cd "$T" && "$FL" -o "$b.plain" "$M/$m" && "./$b.plain" > "$b.ref")
	ok "profile $m with flang" "$AMP" profile --fc "$FL" "$M/$m" -o "$T/$b.fl.stats"
	same "$b: same output as flang's build" "$T/$b.ref" "$T/out"
	ok "profile $m with gfortran" "$AMP" profile "$M/$m" -o "$T/$b.gf.stats"
	check "$b: the same counts as with gfortran" "grep '^total' '$T/$b.gf.stats' > '$T/$b.gt' && grep '^total' '$T/$b.fl.stats' > '$T/$b.ft' && cmp -s '$T/$b.gt' '$T/$b.ft'"
done
test_done

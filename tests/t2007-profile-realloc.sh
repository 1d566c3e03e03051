#!/bin/sh
# t2007: an assignment to a whole allocatable array allocates it, or
# reallocates it to its right side's shape (Fortran 2003): its element
# loop is counted at the size it assigns, the left side's size after the
# statement, also where the array was not allocated before (a local
# allocatable, fresh at each call), where the statement ends a labelled
# DO loop, is a jump target, or is a logical IF's action. Hand counts,
# gfortran and flang-new-19, with and without --memory; the copies'
# output is the plain builds'.
. "$(dirname "$0")/lib.sh"
F="$TOP/tests/fixtures/profile"
command -v gfortran >/dev/null || { echo "# gfortran missing"; test_done; exit; }
FL=$(command -v flang-new-19 || command -v flang-new || true)

# "first-last:executions:elements" of each block with an element loop
# (ASEL, rule 10), in block order.
elems() { awk -F'\t' '$1 == "block" { k = split($8, a, " "); e = ""
	for (i = 1; i <= k; i++) { split(a[i], kv, "="); if (kv[1] == "ASEL") e = kv[2] }
	if (e != "") printf "%s-%s:%s:%s ", $4, $5, $7, e }' "$1"; }

# realloc.f90: b = [(real(i), i = 1, 10)] 10; a = b(1:2*i) for i = 1..4,
# 2 + 4 + 6 + 8 = 20; the IF's action c = [b, b] 3 times 20 = 60; then
# kept = b(1:3) 3 and kept = [kept, 1.0, 2.0] 5, with w = 1.0 and
# w = w * 2.0, 6 each (a fixed array), 20 in the block; FRESH's local
# t = b(1:n + 1), unallocated at each of its 3 calls: 2 + 3 + 4 = 9.
want_f90="14-15:1:10 16-17:4:20 20-20:3:60 26-30:1:20 35-37:3:9 "
# realloc77.f: DO 10 ending in 10 A = B(1:I), 1 + .. + 5 = 15 (the
# block also holds N = N + I); the IF's action A = B(1:N), N = 15;
# A = B(1:2) once; 20 A = B(1:I + 3), ending DO 20 and the GO TO's
# target, 4 + 5 + 6 = 15; B = 1.0 20 in the first block.
want_f77="6-9:1:20 10-11:5:15 12-12:1:15 15-15:1:2 16-16:3:15 "

for fc in gfortran $FL; do
	tag=$(basename "$fc")
	for src in realloc.f90 realloc77.f; do
		b=${src%.*}
		mkdir -p "$T/orig.$tag.$b"
		(cd "$T/orig.$tag.$b" && "$fc" -O0 -w "$F/$src" -o prog && ./prog > ../$b.$tag.orig) 2>/dev/null
		for m in "" --memory; do
			ok "$b: profile $m with $fc" "$AMP" profile $m --fc "$fc" "$F/$src" -o "$T/$b.$tag$m.stats"
			same "$b: same output as the plain build ($fc $m)" "$T/$b.$tag.orig" "$T/out"
		done
		elems "$T/$b.$tag.stats" > "$T/$b.$tag.el"
		elems "$T/$b.$tag--memory.stats" > "$T/$b.$tag.mel"
		same "$b: the same element counts with --memory ($fc)" "$T/$b.$tag.el" "$T/$b.$tag.mel"
	done
	check "realloc.f90: elements as assigned ($fc)" "[ \"\$(elems '$T/realloc.$tag.stats')\" = '$want_f90' ]"
	check "realloc77.f: elements as assigned ($fc)" "[ \"\$(elems '$T/realloc77.$tag.stats')\" = '$want_f77' ]"
done
[ -n "$FL" ] || echo "# flang not installed: gfortran only"

# The copy counts after the statement, inside the loop and the IF.
mkdir -p "$T/inst"
ok "instrument realloc77.f" "$AMP" instrument -o "$T/inst" "$F/realloc77.f"
check "the DO's terminal moves to a CONTINUE after the count" \
	"grep -A2 '^ *10 *A *= *B(1:I)' '$T/inst/realloc77.f' | tr -d ' ' | tr '\\n' ';' | grep -q '^10A=B(1:I);AMPCT([0-9]*)=AMPCT([0-9]*)+SIZE(A);[0-9]*CONTINUE;'"
test_done

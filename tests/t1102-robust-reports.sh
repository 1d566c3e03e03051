#!/bin/sh
# t1102: mutated sources never crash the analyzer nor make the sanitizers
# report (under make check SAN=1 a report exits 1 like a diagnostic, so
# the exit status alone cannot tell): characters inserted inside lines,
# operators swapped, parentheses dropped, lines repeated.
. "$(dirname "$0")/lib.sh"
G="$TOP/tests/golden/analyze"
n=0
bad=0
for src in "$G"/*.f "$G"/*.f90 "$TOP"/programs/*.f "$TOP"/programs/*.f90; do
	[ -f "$src" ] || continue
	ext=${src##*.}
	for seed in 1 2 3 4 5 6 7 8 9 10; do
		awk -v seed="$seed$n" 'BEGIN { srand(seed); chars = "()=,*+-/.:;&%!\047\"0123456789AEIJNXZ_ " }
		function pick() { return substr(chars, int(rand() * length(chars)) + 1, 1) }
		{
			line = $0
			r = rand()
			p = int(rand() * (length(line) + 1))
			if (r < 0.10) { line = substr(line, 1, p) pick() pick() substr(line, p + 1) }
			else if (r < 0.16) { gsub(/\(/, "", line) }
			else if (r < 0.22) { gsub(/[+*]/, pick(), line) }
			else if (r < 0.26) { line = substr(line, 1, p) substr(line, p + 1 + int(rand() * 8)) }
			else if (r < 0.29) { print line; print line }
			print line
		}' "$src" > "$T/m.$ext"
		"$AMP" analyze "$T/m.$ext" >/dev/null 2>"$T/err"
		rc=$?
		if { [ "$rc" != 0 ] && [ "$rc" != 1 ]; } ||
			grep -q 'Sanitizer\|runtime error' "$T/err"; then
			bad=$((bad + 1))
			cp "$T/m.$ext" "$T/bad-$n-$seed.$ext"
			echo "# exit $rc on $T/bad-$n-$seed.$ext"
			grep -m3 'ERROR\|runtime error\|SUMMARY' "$T/err" | sed 's/^/#   /'
		fi
	done
	n=$((n + 1))
done
check "no crash or sanitizer report on $((n * 10)) mutated sources" "[ $bad = 0 ]"
test_done

#!/bin/sh
# t1002: no input crashes the analyzer. Mutations of the torture sources
# (bytes replaced, dropped, duplicated, lines cut, binary noise) must end in
# exit 0 or 1 with diagnostics, never a crash (run it under SAN=1 too).
. "$(dirname "$0")/lib.sh"
G="$TOP/tests/golden/analyze"
n=0
bad=0
for src in "$G"/torture.f "$G"/torture.f90 "$G"/prescan.f "$G"/prescan.f90 "$G"/errors.f "$TOP"/programs/*.f*; do
	[ -f "$src" ] || continue
	ext=${src##*.}
	for seed in 1 2 3 4 5 6 7 8 9 10 11 12; do
		awk -v seed="$seed$n" 'BEGIN { srand(seed); chars = "()=,*+-/.:;&!\047\"\t 0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ" }
		{
			line = $0
			r = rand()
			if (r < 0.08) { line = substr(line, 1, int(rand() * length(line))) }
			else if (r < 0.16) { p = int(rand() * length(line)) + 1; c = substr(chars, int(rand() * length(chars)) + 1, 1); line = substr(line, 1, p - 1) c substr(line, p + 1) }
			else if (r < 0.20) { print line }
			else if (r < 0.23) { next }
			else if (r < 0.25) { line = line line }
			print line
		}' "$src" > "$T/m.$ext"
		"$AMP" analyze "$T/m.$ext" >/dev/null 2>"$T/err"
		rc=$?
		if [ "$rc" != 0 ] && [ "$rc" != 1 ]; then
			bad=$((bad + 1))
			cp "$T/m.$ext" "$T/crash-$n-$seed.$ext"
			echo "# exit $rc on $T/crash-$n-$seed.$ext"
		fi
	done
	n=$((n + 1))
done
check "no crash on $((n * 12)) mutated sources" "[ $bad = 0 ]"
# Hostile bytes: NUL, high bytes, very long lines, empty and blank files.
printf '      X = 1\000\n\377\376\n' > "$T/bin.f"
fails "binary bytes are diagnosed" 1 "$AMP" analyze "$T/bin.f"
awk 'BEGIN { s = "      X = "; for (i = 0; i < 20000; i++) s = s "A+"; print s "1"; print "      END" }' > "$T/long.f90"
"$AMP" analyze "$T/long.f90" >/dev/null 2>&1
check "very long statement" "[ $? -le 1 ]"
: > "$T/empty.f"
ok "empty file" "$AMP" analyze "$T/empty.f"
printf '     1\n     2\n     &\n' > "$T/conts.f"
fails "only continuation cards" 1 "$AMP" analyze "$T/conts.f"
awk 'BEGIN { for (i = 0; i < 300; i++) print "      IF (X) THEN"; print "      END" }' > "$T/deep.f"
fails "deeply nested unterminated IFs" 1 "$AMP" analyze "$T/deep.f"
test_done

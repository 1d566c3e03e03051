#!/bin/sh
# t5001: every program of the corpus (programs/list) builds with
# gfortran -O0, runs at its test size, exits 0 and reports VERIFIED; the
# list holds at least 16 programs in both fixed and free form.
. "$(dirname "$0")/lib.sh"
L="$TOP/programs/list"
# rows: the list without comments and blank lines
grep -v '^#' "$L" | awk 'NF' > "$T/rows"
check "list has at least 16 programs" "[ \$(wc -l < '$T/rows') -ge 16 ]"
check "every row has five columns" "awk 'NF != 5 { exit 1 }' '$T/rows'"
check "fixed-form (.f) sources present" "awk '{ print \$2 }' '$T/rows' | tr ',' '\n' | grep -q '\.f\$'"
check "free-form (.f90) sources present" "awk '{ print \$2 }' '$T/rows' | tr ',' '\n' | grep -q '\.f90\$'"
command -v gfortran >/dev/null || { echo "# gfortran missing"; test_done; exit; }
# Build and run each; one line per program in $T/log: "NAME STATUS".
# (Not $name: lib.sh names the test with it.)
while read -r prog srcs dsize tsize esize; do
	d="$T/$prog"
	mkdir -p "$d"
	files=""
	# Sources in the order listed (modules first); commas or spaces.
	for s in $(echo "$srcs" | tr ',' ' '); do files="$files $TOP/programs/$s"; done
	if ! gfortran -O0 -J"$d" -o "$d/$prog" $files >"$d/build.log" 2>&1; then
		echo "$prog build-failed" >> "$T/log"; continue
	fi
	"$d/$prog" "$tsize" > "$d/run.out" 2>&1 </dev/null
	rc=$?
	if [ "$rc" != 0 ]; then echo "$prog exit-$rc" >> "$T/log"
	elif ! grep -q VERIFIED "$d/run.out"; then echo "$prog not-verified" >> "$T/log"
	else echo "$prog ok" >> "$T/log"; fi
done < "$T/rows"
for prog in $(awk '{ print $1 }' "$T/rows"); do
	check "$prog builds, runs at its test size, exits 0 and prints VERIFIED" "grep -qx '$prog ok' '$T/log'"
done
# Why the others did not.
grep -v ' ok$' "$T/log" | while read -r prog why; do
	echo "#   $prog: $why"
	for f in "$T/$prog/build.log" "$T/$prog/run.out"; do
		[ -s "$f" ] && tail -n 5 "$f" | sed 's/^/#     /'
	done
done
check "no .mod files written into programs/" "! ls '$TOP'/programs/*.mod >/dev/null 2>&1"
test_done

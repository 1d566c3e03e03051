#!/bin/sh
# run-tests.sh: run every unit test binary and shell test, then print one
# summary line "N passed, N failed". A test file that dies without its own
# summary counts as one failure. The tests run JOBS at a time (default: the
# number of processors; each shell test has a scratch folder of its own),
# and their reports are printed in order, each with its wall time.
TOP=$(cd "$(dirname "$0")/.." && pwd)
: "${BUILD:=$TOP/build}"
: "${AMP:=$TOP/amp}"
: "${JOBS:=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)}"
export AMP TOP
# Leaks inside system libraries (fontconfig caches) are not ours.
LSAN_OPTIONS="suppressions=$TOP/tests/lsan.supp:print_suppressions=0"
export LSAN_OPTIONS
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
# The list: one line per test, "label path"; shell tests by name.
for t in "$BUILD"/tests/*; do
	[ -x "$t" ] || continue
	echo "unit/$(basename "$t") $t"
done > "$dir/list"
for t in "$TOP"/tests/t[0-9]*.sh; do
	[ -f "$t" ] || continue
	if [ -n "${TESTS:-}" ]; then
		case " $TESTS " in *" $(basename "$t" .sh) "*) ;; *) continue ;; esac
	fi
	echo "$(basename "$t" .sh) $t"
done >> "$dir/list"
# Run them: list line N's output in N.log, exit status and seconds in
# N.rc. The longest tests (listed in TOP/tests/slow) start first.
awk -v slow="$TOP/tests/slow" 'BEGIN { while ((getline l < slow) > 0) rank[l] = ++n }
	{ print (($1 in rank) ? rank[$1] : 1000), NR }' "$dir/list" |
	sort -n -s -k1,1 | cut -d' ' -f2 > "$dir/jobs"
export dir
xargs -P "$JOBS" -I{} sh -c '
	line=$(sed -n "$1p" "$dir/list")
	path=${line#* }
	start=$(date +%s)
	case $path in
	*.sh) sh "$path" > "$dir/$1.log" 2>&1 ;;
	*) "$path" > "$dir/$1.log" 2>&1 ;;
	esac
	echo "$? $(( $(date +%s) - start ))" > "$dir/$1.rc"' sh {} < "$dir/jobs"
total_pass=0
total_fail=0
n=0
while read -r label path; do
	n=$((n + 1))
	read -r rc secs < "$dir/$n.rc" 2>/dev/null || { rc=127; secs=0; }
	log="$dir/$n.log"
	summary=$(grep -E '^# [0-9]+ passed, [0-9]+ failed$' "$log" | tail -1)
	grep -v -E '^# [0-9]+ passed, [0-9]+ failed$' "$log"
	if [ -z "$summary" ]; then
		echo "not ok - $label died (exit $rc) without a summary"
		total_fail=$((total_fail + 1))
		continue
	fi
	p=$(echo "$summary" | sed -E 's/^# ([0-9]+) passed, ([0-9]+) failed$/\1/')
	f=$(echo "$summary" | sed -E 's/^# ([0-9]+) passed, ([0-9]+) failed$/\2/')
	if [ "$f" = 0 ] && [ "$rc" != 0 ]; then
		echo "not ok - $label exited $rc"
		f=1
	fi
	printf '%-36s %4s passed, %s failed %6ss\n' "$label" "$p" "$f" "$secs"
	total_pass=$((total_pass + p))
	total_fail=$((total_fail + f))
done < "$dir/list"
echo "$total_pass passed, $total_fail failed"
[ "$total_fail" = 0 ]

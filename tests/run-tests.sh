#!/bin/sh
# run-tests.sh: run every unit test binary and shell test, then print one
# summary line "N passed, N failed". A test file that dies without its own
# summary counts as one failure.
TOP=$(cd "$(dirname "$0")/.." && pwd)
: "${BUILD:=$TOP/build}"
: "${AMP:=$TOP/amp}"
export AMP TOP
# Leaks inside system libraries (fontconfig caches) are not ours.
LSAN_OPTIONS="suppressions=$TOP/tests/lsan.supp:print_suppressions=0"
export LSAN_OPTIONS
total_pass=0
total_fail=0
log=$(mktemp)
run_one() {
	label=$1; shift
	"$@" >"$log" 2>&1
	rc=$?
	summary=$(grep -E '^# [0-9]+ passed, [0-9]+ failed$' "$log" | tail -1)
	grep -v -E '^# [0-9]+ passed, [0-9]+ failed$' "$log"
	if [ -z "$summary" ]; then
		echo "not ok - $label died (exit $rc) without a summary"
		total_fail=$((total_fail + 1))
		return
	fi
	p=$(echo "$summary" | sed -E 's/^# ([0-9]+) passed, ([0-9]+) failed$/\1/')
	f=$(echo "$summary" | sed -E 's/^# ([0-9]+) passed, ([0-9]+) failed$/\2/')
	if [ "$f" = 0 ] && [ "$rc" != 0 ]; then
		echo "not ok - $label exited $rc"
		f=1
	fi
	printf '%-36s %4s passed, %s failed\n' "$label" "$p" "$f"
	total_pass=$((total_pass + p))
	total_fail=$((total_fail + f))
}
for t in "$BUILD"/tests/*; do
	[ -x "$t" ] || continue
	run_one "unit/$(basename "$t")" "$t"
done
for t in "$TOP"/tests/t[0-9]*.sh; do
	[ -f "$t" ] || continue
	if [ -n "${TESTS:-}" ]; then
		case " $TESTS " in *" $(basename "$t" .sh) "*) ;; *) continue ;; esac
	fi
	run_one "$(basename "$t" .sh)" sh "$t"
done
rm -f "$log"
echo "$total_pass passed, $total_fail failed"
[ "$total_fail" = 0 ]

#!/bin/sh
# profile-overhead.sh: each corpus program run three ways side by side, all
# at -O0: uninstrumented, amp-instrumented, gfortran --coverage. Prints the
# median run time of each and the slowdown ratios.
# Usage: sh tests/bench/profile-overhead.sh [ROUNDS] [size|test]
TOP=$(cd "$(dirname "$0")/../.." && pwd)
AMP=${AMP:-$TOP/amp}
ROUNDS=${1:-5}
WHICH=${2:-size}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
now() { date +%s%N; }
med() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
printf '%-10s %10s %10s %10s %8s %8s\n' program plain_s amp_s gcov_s amp_x gcov_x
grep -v '^#' "$TOP/programs/list" | while read -r name srcs dsize tsize esize; do
	[ -n "$name" ] || continue
	size=$dsize; [ "$WHICH" = test ] && size=$tsize
	files=""
	for s in $srcs; do files="$files $TOP/programs/$s"; done
	d="$TMP/$name"; mkdir -p "$d/plain" "$d/amp" "$d/gcov"
	(cd "$d/plain" && gfortran -O0 -o prog $files) || continue
	(cd "$d/gcov" && gfortran -O0 --coverage -o prog $files) || continue
	"$AMP" profile --keep "$d/amp" $files -o "$d/x.stats" -- "$size" >/dev/null 2>&1 || continue
	: > "$d/t.plain"; : > "$d/t.amp"; : > "$d/t.gcov"
	r=0
	while [ $r -lt "$ROUNDS" ]; do
		for w in plain amp gcov; do
			t0=$(now)
			(cd "$d/$w" && AMP_COUNTS="$d/$w/c" ./prog "$size" >/dev/null)
			t1=$(now)
			echo $((t1 - t0)) >> "$d/t.$w"
		done
		r=$((r + 1))
	done
	p=$(med < "$d/t.plain"); a=$(med < "$d/t.amp"); g=$(med < "$d/t.gcov")
	awk -v n="$name" -v p="$p" -v a="$a" -v g="$g" 'BEGIN {
		printf "%-10s %10.3f %10.3f %10.3f %8.3f %8.3f\n", n, p / 1e9, a / 1e9, g / 1e9, a / p, g / p }'
done | tee "$TMP/table"
awk 'NR > 0 { print $5 }' "$TMP/table" | sort -n | awk '{ a[NR] = $1 } END { printf "median amp slowdown: %.3f (goal <= 1.10)\n", a[int((NR + 1) / 2)] }'
awk '$5 > $6 { w++ } END { printf "programs where amp is slower than gcov: %d\n", w + 0 }' "$TMP/table"

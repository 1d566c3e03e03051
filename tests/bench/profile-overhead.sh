#!/bin/sh
# profile-overhead.sh: each corpus program run three ways side by side, all
# at -O0: uninstrumented, amp-instrumented, gfortran --coverage. Prints the
# least CPU time (user + system) of each over the rounds and the slowdown
# ratios: on this shared host whole seconds run 1.5 times slower when a
# neighbour is busy, and that only ever adds time, so the least of several
# interleaved runs is the steadiest comparison.
# Usage: sh tests/bench/profile-overhead.sh [ROUNDS] [size|test]
TOP=$(cd "$(dirname "$0")/../.." && pwd)
AMP=${AMP:-$TOP/amp}
ROUNDS=${1:-5}
WHICH=${2:-size}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
least() { sort -n | head -1; }
printf '%-10s %10s %10s %10s %8s %8s\n' program plain_s amp_s gcov_s amp_x gcov_x
grep -v '^#' "$TOP/programs/list" | while read -r name srcs dsize tsize esize; do
	[ -n "$name" ] || continue
	size=$dsize; [ "$WHICH" = test ] && size=$tsize
	files=""
	for s in $(echo "$srcs" | tr , " "); do files="$files $TOP/programs/$s"; done
	d="$TMP/$name"; mkdir -p "$d/plain" "$d/amp" "$d/gcov"
	(cd "$d/plain" && gfortran -O0 -o prog $files) || continue
	(cd "$d/gcov" && gfortran -O0 --coverage -o prog $files) || continue
	"$AMP" profile --keep "$d/amp" $files -o "$d/x.stats" -- "$size" >/dev/null 2>&1 || continue
	: > "$d/t.plain"; : > "$d/t.amp"; : > "$d/t.gcov"
	r=0
	while [ $r -lt "$ROUNDS" ]; do
		for w in plain amp gcov; do
			(cd "$d/$w" && AMP_COUNTS="$d/$w/c" /usr/bin/time -f '%U %S' -o "$d/one" ./prog "$size" >/dev/null)
			awk '{ printf "%.0f\n", ($1 + $2) * 1e9 }' "$d/one" >> "$d/t.$w"
		done
		r=$((r + 1))
	done
	p=$(least < "$d/t.plain"); a=$(least < "$d/t.amp"); g=$(least < "$d/t.gcov")
	awk -v n="$name" -v p="$p" -v a="$a" -v g="$g" 'BEGIN {
		printf "%-10s %10.3f %10.3f %10.3f %8.3f %8.3f\n", n, p / 1e9, a / 1e9, g / 1e9, a / p, g / p }'
done | tee "$TMP/table"
awk 'NR > 0 { print $5 }' "$TMP/table" | sort -n | awk '{ a[NR] = $1 } END { printf "median amp slowdown: %.3f (goal <= 1.10)\n", a[int((NR + 1) / 2)] }'
awk '$5 > $6 { w++ } $5 > 1.02 * $6 { w2++ } END { printf "programs where amp is slower than gcov: %d (by more than 2%%: %d)\n", w + 0, w2 + 0 }' "$TMP/table"

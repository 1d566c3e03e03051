#!/bin/sh
# analyze-vs-gfortran.sh: time `amp analyze` against `gfortran -fsyntax-only`
# on the same sources, side by side, interleaved, and print medians and the
# ratio. Goal: amp takes at most half of gfortran's time.
# Usage: sh tests/bench/analyze-vs-gfortran.sh [ROUNDS]
TOP=$(cd "$(dirname "$0")/../.." && pwd)
AMP=${AMP:-$TOP/amp}
FC=${FC:-gfortran}
ROUNDS=${1:-21}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
SRCS=$(ls "$TOP"/programs/*.f "$TOP"/programs/*.f90 "$TOP"/tests/golden/analyze/torture.f "$TOP"/tests/golden/analyze/torture.f90 "$TOP"/tests/golden/analyze/table1.f 2>/dev/null)
lines=$(cat $SRCS | wc -l)
now() { date +%s%N; }
: > "$TMP/amp"; : > "$TMP/fc"
i=0
while [ $i -lt "$ROUNDS" ]; do
	# Alternate the order so drift hits both alike.
	for who in amp fc; do
		[ $((i % 2)) = 1 ] && who=$([ $who = amp ] && echo fc || echo amp)
		t0=$(now)
		if [ $who = amp ]; then
			for f in $SRCS; do "$AMP" analyze "$f" >/dev/null || exit 1; done
		else
			for f in $SRCS; do (cd "$TMP" && $FC -fsyntax-only "$f") 2>/dev/null || exit 1; done
		fi
		t1=$(now)
		echo $(( (t1 - t0) / 1000 )) >> "$TMP/$who"
	done
	i=$((i + 1))
done
med() { sort -n "$1" | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
ma=$(med "$TMP/amp"); mf=$(med "$TMP/fc")
nf=$(echo $SRCS | wc -w)
echo "sources: $nf files, $lines lines; rounds: $ROUNDS (median of each)"
echo "amp analyze:              $(awk -v v=$ma 'BEGIN { printf "%.1f ms", v / 1000 }')"
echo "$FC -fsyntax-only:   $(awk -v v=$mf 'BEGIN { printf "%.1f ms", v / 1000 }')"
echo "ratio amp / $FC: $(awk -v a=$ma -v f=$mf 'BEGIN { printf "%.3f", a / f }') (goal <= 0.5)"

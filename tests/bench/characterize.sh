#!/bin/sh
# characterize.sh: two full characterizations of this machine one after the
# other; prints each one's wall time, the median relative half-width of the
# parameters' 95% intervals, how disturbed the run was (round-spread-median),
# the pershape distance (eq. 2) between the two runs, and how much the two
# vectors' predictions of the corpus programs differ (each program profiled
# at its test size). Goals: <= 120 s, <= 2%, <= 0.05.
TOP=$(cd "$(dirname "$0")/../.." && pwd)
AMP=${AMP:-$TOP/amp}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
# KEEP=DIR keeps the two vectors there, for `amp distance` or `amp reduce`.
for r in 1 2; do
	t0=$(date +%s%N)
	"$AMP" characterize -o "$TMP/run$r.vec" "$@" 2>/dev/null || exit 1
	t1=$(date +%s%N)
	hw=$(awk '$1 == "param" && $3 > 0 { print ($5 - $4) / 2 / $3 }' "$TMP/run$r.vec" | sort -n |
		awk '{ a[NR] = $1 } END { printf "%.1f%%", 100 * a[int((NR + 1) / 2)] }')
	echo "run $r: $(awk -v d=$((t1 - t0)) 'BEGIN { printf "%.1f", d / 1e9 }') s wall, median relative CI half-width $hw, fit rms $(awk '$1 == "fit-relative-rms" { print $2 }' "$TMP/run$r.vec"), round spread $(awk '$1 == "round-spread-median" { print $2 }' "$TMP/run$r.vec")"
done
[ -n "$KEEP" ] && mkdir -p "$KEEP" && cp "$TMP/run1.vec" "$TMP/run2.vec" "$KEEP/"
"$AMP" distance "$TMP/run1.vec" "$TMP/run2.vec" | awk '/^most similar/ { getline; getline; print "pershape distance between the two runs: " $4 }'
# The corpus predicted with both vectors.
grep -v '^#' "$TOP/programs/list" | while read -r name src def test emu; do
	[ -n "$name" ] || continue
	mkdir -p "$TMP/p/$name"
	(cd "$TMP/p/$name" && for s in $(echo "$src" | tr ',' ' '); do
		case $s in /*) cp "$s" . ;; *) cp "$TOP/programs/$s" . ;; esac
	done && "$AMP" profile $(for s in $(echo "$src" | tr ',' ' '); do basename "$s"; done) \
		-o "$TMP/$name.stats" -- "$test" >/dev/null 2>&1) || echo "profiling $name failed"
done
"$AMP" predict --format csv "$TMP"/*.stats -- "$TMP/run1.vec" "$TMP/run2.vec" > "$TMP/pred.csv" || exit 1
awk -F, 'NR > 1 && $2 > 0 && $3 > 0 { r = $3 / $2; d = r > 1 ? r - 1 : 1 / r - 1; print d }' "$TMP/pred.csv" | sort -n |
	awk '{ a[NR] = $1 } END { if (NR) printf "corpus predictions, run 2 against run 1 (%d programs): median difference %.1f%%, largest %.1f%%\n", NR, 100 * a[int((NR + 1) / 2)], 100 * a[NR] }'

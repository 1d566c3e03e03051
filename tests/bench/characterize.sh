#!/bin/sh
# characterize.sh: two full characterizations of this machine one after the
# other; prints each one's wall time, the median relative half-width of the
# parameters' 95% intervals, and the pershape distance (eq. 2) between the
# two runs. Goals: <= 120 s, <= 2%, <= 0.05.
TOP=$(cd "$(dirname "$0")/../.." && pwd)
AMP=${AMP:-$TOP/amp}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
for r in 1 2; do
	t0=$(date +%s%N)
	"$AMP" characterize -o "$TMP/run$r.vec" "$@" 2>/dev/null || exit 1
	t1=$(date +%s%N)
	hw=$(awk '$1 == "param" && $3 > 0 { print ($5 - $4) / 2 / $3 }' "$TMP/run$r.vec" | sort -n |
		awk '{ a[NR] = $1 } END { printf "%.1f%%", 100 * a[int((NR + 1) / 2)] }')
	echo "run $r: $(awk -v d=$((t1 - t0)) 'BEGIN { printf "%.1f", d / 1e9 }') s wall, median relative CI half-width $hw, fit rms $(awk '$1 == "fit-relative-rms" { print $2 }' "$TMP/run$r.vec")"
done
"$AMP" distance "$TMP/run1.vec" "$TMP/run2.vec" | awk '/^most similar/ { getline; getline; print "pershape distance between the two runs: " $4 }'

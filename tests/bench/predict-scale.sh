#!/bin/sh
# predict-scale.sh: predict 1000 programs on 100 machines in one run and
# print the wall time (goal: under a second). The programs are the corpus
# statistics (profiled at test size) repeated; the machines are the
# committed vectors with their times scaled.
TOP=$(cd "$(dirname "$0")/../.." && pwd)
AMP=${AMP:-$TOP/amp}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
n=0
grep -v '^#' "$TOP/programs/list" | while read -r name srcs dsize tsize esize; do
	[ -n "$name" ] || continue
	files=""
	for s in $(echo "$srcs" | tr , " "); do files="$files $TOP/programs/$s"; done
	"$AMP" profile $files -o "$TMP/$name.stats" -- "$tsize" >/dev/null 2>&1
done
set -- "$TMP"/*.stats
i=0
while [ $i -lt 1000 ]; do
	for f in "$@"; do
		[ $i -lt 1000 ] || break
		cp "$f" "$TMP/p$i.stats"
		i=$((i + 1))
	done
done
k=0
for v in "$TOP"/machines/*.vec; do
	j=0
	while [ $j -lt 25 ]; do
		awk -v f="1.$j" '$1 == "param" { $3 *= f; $4 *= f; $5 *= f } { print }' "$v" > "$TMP/m$k.vec"
		j=$((j + 1)); k=$((k + 1))
	done
done
nv=$(ls "$TMP"/m*.vec | wc -l)
t0=$(date +%s%N)
"$AMP" predict --format csv "$TMP"/p*.stats -- "$TMP"/m*.vec > "$TMP/out.csv" || exit 1
t1=$(date +%s%N)
rows=$(($(wc -l < "$TMP/out.csv") - 1))
echo "predicted $rows programs x $nv machines in $(awk -v d=$((t1 - t0)) 'BEGIN { printf "%.3f", d / 1e9 }') s (goal < 1 s)"

#!/bin/sh
# make-pictures.sh: the pictures in docs/img from the committed machine
# vectors and the corpus (profiled at test sizes).
set -e
TOP=$(cd "$(dirname "$0")/.." && pwd)
AMP="$TOP/amp"
IMG="$TOP/docs/img"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$IMG"
"$AMP" plot pershape --baseline host-gfortran-O0 -o "$IMG/pershape.png" "$TOP"/machines/*.vec
"$AMP" plot tree -o "$IMG/tree.png" "$TOP"/machines/*.vec
grep -v '^#' "$TOP/programs/list" | while read -r name srcs dsize tsize esize; do
	[ -n "$name" ] || continue
	files=""
	for s in $srcs; do files="$files $TOP/programs/$s"; done
	"$AMP" profile $files -o "$TMP/$name.stats" -- "$tsize" >/dev/null 2>&1
done
"$AMP" plot faces -o "$IMG/faces.png" "$TMP"/*.stats
"$AMP" plot tree --programs -o "$IMG/programs-tree.png" "$TMP"/*.stats

#!/bin/sh
# make-pictures.sh: the pictures in docs/img from the committed machine
# vectors (machines/*.vec) and the corpus (programs/), profiled at its
# default sizes. The validation picture plots docs/validation.csv (the run
# docs/validation.md describes); without it, or with --measure, amp
# validate runs first (minutes) and writes docs/img/validation.csv.
#   sh docs/make-pictures.sh [--measure]
set -e
TOP=$(cd "$(dirname "$0")/.." && pwd)
AMP="$TOP/amp"
IMG="$TOP/docs/img"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$IMG"
[ -x "$AMP" ] || { echo "make-pictures.sh: build amp first (make)" >&2; exit 1; }

grep -v '^#' "$TOP/programs/list" | while read -r name srcs dsize tsize esize; do
	[ -n "$name" ] || continue
	files=""
	for s in $(echo "$srcs" | tr , " "); do files="$files $TOP/programs/$s"; done
	if ! "$AMP" profile $files -o "$TMP/$name.stats" -- "$dsize" >"$TMP/$name.log" 2>&1; then
		cat "$TMP/$name.log" >&2
		exit 1
	fi
done
# Machines are reduced with the corpus's own operation mix as weights.
W=""
for f in "$TMP"/*.stats; do W="$W --weights $f"; done
"$AMP" plot pershape --baseline host-gfortran-O0 $W -o "$IMG/pershape.png" "$TOP"/machines/*.vec
"$AMP" plot tree $W -o "$IMG/tree.png" "$TOP"/machines/*.vec
"$AMP" plot faces -o "$IMG/faces.png" "$TMP"/*.stats
"$AMP" plot tree --programs -o "$IMG/programs-tree.png" "$TMP"/*.stats

# Predicted and measured times: those of docs/validation.md's run when
# present, else (or with --measure) a fresh run of amp validate.
CSV="$TOP/docs/validation.csv"
if [ "${1:-}" = "--measure" ] || [ ! -f "$CSV" ]; then
	CSV="$IMG/validation.csv"
	"$AMP" validate --machines "$TOP"/machines/*.vec --reps 1 --work "$TMP/validate" \
		--csv-out "$CSV" >"$TMP/validate.txt"
fi
"$AMP" plot validation -o "$IMG/validation.png" "$CSV"
ls -l "$IMG"

#!/bin/sh
# demo.sh: the whole pipeline on this machine, end to end (make demo):
# characterize this machine quickly, profile corpus programs, predict them
# on every machine, measure them here, and draw the paper's tables and
# pictures from the committed machine vectors. Output: demo-out/.
set -eu
TOP=$(cd "$(dirname "$0")/.." && pwd)
AMP="$TOP/amp"
OUT="$TOP/demo-out"
mkdir -p "$OUT"
step() { printf '\n== %s\n' "$*"; }

step "amp characterize --quick (this machine, gfortran -O0)"
"$AMP" characterize --quick --name this-host -o "$OUT/this-host.vec"

step "amp profile --memory programs/lu.f -- 300"
"$AMP" profile --memory "$TOP/programs/lu.f" -o "$OUT/lu.stats" -- 300
"$AMP" stats --blocks 5 "$OUT/lu.stats"

step "amp predict lu.stats on this machine, with the breakdown"
"$AMP" predict --top 5 "$OUT/lu.stats" "$OUT/this-host.vec"

step "amp predict lu.stats on every machine"
"$AMP" predict "$OUT/lu.stats" "$OUT/this-host.vec" "$TOP"/machines/*.vec

step "measured against predicted on this machine (amp validate)"
# A fresh work folder: statistics an older amp left there (another
# catalog) would be globbed below with the new ones.
rm -rf "$OUT/validate"
"$AMP" validate --machines "$OUT/this-host.vec" --only lu,matmul,sieve,whet --reps 1 \
	--work "$OUT/validate" --plot "$OUT/validation.png" 2>/dev/null

step "reduced parameters, pershape distances, clustering"
"$AMP" reduce "$OUT/this-host.vec" "$TOP"/machines/*.vec
"$AMP" distance "$OUT/this-host.vec" "$TOP"/machines/*.vec
"$AMP" cluster "$OUT/this-host.vec" "$TOP"/machines/*.vec
"$AMP" dynstats "$OUT/lu.stats" "$OUT"/validate/*.stats

step "pictures"
"$AMP" plot pershape --baseline host-gfortran-O0 -o "$OUT/pershape.png" "$OUT/this-host.vec" "$TOP"/machines/*.vec
"$AMP" plot tree -o "$OUT/tree.png" "$OUT/this-host.vec" "$TOP"/machines/*.vec
"$AMP" plot faces -o "$OUT/faces.png" "$OUT"/validate/*.stats
echo "pictures in $OUT/: pershape.png tree.png faces.png validation.png"

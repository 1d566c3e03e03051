#!/bin/sh
# demo.sh: the whole pipeline on this machine, end to end (make demo).
# 1. characterize this machine quickly; 2. profile a corpus program;
# 3. predict it on every machine, measure it, and compare; 4. the paper's
# tables and pictures from the committed machine vectors. Output: demo-out/.
set -eu
TOP=$(cd "$(dirname "$0")/.." && pwd)
AMP="$TOP/amp"
OUT="$TOP/demo-out"
mkdir -p "$OUT"
step() { printf '\n== %s\n' "$*"; }

step "amp characterize --quick (this host, gfortran -O0)"
"$AMP" characterize --quick -o "$OUT/this-host.vec"

PROG="$TOP/programs/matmul.f"
step "amp profile $(basename "$PROG")"
"$AMP" profile "$PROG" -o "$OUT/matmul.stats"
"$AMP" stats "$OUT/matmul.stats" | head -40

step "amp predict on every machine"
"$AMP" predict "$OUT/matmul.stats" "$OUT/this-host.vec" "$TOP"/machines/*.vec

step "measured on this host (gfortran -O0)"
gfortran -O0 -o "$OUT/matmul" "$PROG"
/usr/bin/time -f "measured: %e s elapsed, %U s user" "$OUT/matmul" >/dev/null

step "reduced parameters, distances, clustering"
"$AMP" reduce "$TOP"/machines/*.vec
"$AMP" distance "$TOP"/machines/*.vec
"$AMP" cluster "$TOP"/machines/*.vec

step "pictures"
"$AMP" plot pershape "$TOP"/machines/*.vec -o "$OUT/pershape.png"
"$AMP" plot tree "$TOP"/machines/*.vec -o "$OUT/tree.png"
"$AMP" plot faces "$OUT/matmul.stats" -o "$OUT/faces.png"
echo "pictures in $OUT/"

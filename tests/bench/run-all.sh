#!/bin/sh
# run-all.sh (make bench): every benchmark of docs/benchmarks.md with its
# defaults, one after the other, each under a header line; the two full
# characterizations of characterize.sh take minutes. realworld.sh needs
# the library sources (not in this repository): it runs when
# REALWORLD_SRC names their folder. Exits non-zero if any benchmark failed.
D=$(cd "$(dirname "$0")" && pwd)
TOP=$(cd "$D/../.." && pwd)
fail=0
for b in analyze-vs-gfortran profile-overhead bpred-cost predict-scale paths chains branches loops \
	arraystmt tripcount brcorr brdist restart fnchain chaincover fftstages confshape addrbound storestream alias4k randomnumber sustain warmcold dostep stride shortloops chase bfsparts nbpath warmpass bitops latebranch characterize; do
	echo "== $b"
	sh "$D/$b.sh" || { echo "== $b failed" >&2; fail=1; }
done
for a in riscv64 aarch64; do
	if command -v $a-linux-gnu-gfortran >/dev/null && command -v qemu-$a >/dev/null; then
		echo "== qemu-pages $a"
		sh "$D/qemu-pages.sh" $a || { echo "== qemu-pages $a failed" >&2; fail=1; }
		echo "== qemu-zeros $a"
		sh "$D/qemu-zeros.sh" $a || { echo "== qemu-zeros $a failed" >&2; fail=1; }
	else
		echo "== qemu-pages and qemu-zeros $a skipped ($a-linux-gnu-gfortran or qemu-$a missing)"
	fi
done
if [ -n "${REALWORLD_SRC:-}" ]; then
	echo "== realworld"
	sh "$D/realworld.sh" "$REALWORLD_SRC" 5 "$TOP"/machines/*.vec || { echo "== realworld failed" >&2; fail=1; }
else
	echo "== realworld skipped (set REALWORLD_SRC to the folder of its sources)"
fi
exit $fail

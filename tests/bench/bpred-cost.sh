#!/bin/sh
# bpred-cost.sh: what one evaluation of rule 14's branch predictor costs
# the profiled program (amp_bp_cond of profiler/runtime/amp-bpred.h, built
# as amp profile builds the counter runtime: cc -O1). A C loop evaluates
# 2 x 10^7 conditions, 64 of them in turn, in the three streams of
# tests/unit/bpred-streams.h (which test-bpred checks the counts over):
#   mix:        16 conditions random, 16 always true, 16 true every fifth
#               time, 16 repeating a random one's outcome 48 back
#   true:       every condition always true
#   period:     every condition true for 7 evaluations, false for 7
# and prints the nanoseconds an evaluation (least of REPS runs) and the
# mispredictions counted, which do not depend on the machine.
# Usage: sh tests/bench/bpred-cost.sh [REPS]
TOP=$(cd "$(dirname "$0")/../.." && pwd)
REPS=${1:-3}
CC=${CC:-cc}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cat > "$TMP/cost.c" <<'C'
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "amp-bpred.h"
#include "bpred-streams.h"
static uint8_t ctr[AMP_BS_NC * AMP_BP_SIZE], choose[AMP_BS_NC];
static uint32_t hist[AMP_BS_NC];
static struct amp_bp_global glob;
static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}
int main(int argc, char **argv)
{
	int kind = argc > 1 ? atoi(argv[1]) : 0;
	long n = 20000000, miss = 0;
	uint64_t s = AMP_BS_SEED;
	double t0 = now();
	for (long i = 0; i < n; i++) {
		int c = (int)(i % AMP_BS_NC), o = amp_bs_outcome(kind, i, &s, hist);
		miss += amp_bp_cond(ctr + (size_t)c * AMP_BP_SIZE, hist + c, choose + c, &glob, (uint32_t)c + 1, o);
	}
	printf("%.2f %ld\n", 1e9 * (now() - t0) / (double)n, miss);
	return 0;
}
C
$CC -O1 -I"$TOP/profiler/runtime" -I"$TOP/tests/unit" -o "$TMP/cost" "$TMP/cost.c" || exit 1
printf '%-8s %10s %12s\n' stream ns_eval misses
for k in 0 1 2; do
	best=""
	r=0
	while [ "$r" -lt "$REPS" ]; do
		set -- $("$TMP/cost" "$k")
		best=$(echo "$best $1" | awk '{ m = $1; for (i = 2; i <= NF; i++) if ($i < m) m = $i; print m }')
		miss=$2
		r=$((r + 1))
	done
	case $k in 0) name=mix ;; 1) name=true ;; *) name=period ;; esac
	printf '%-8s %10s %12s\n' "$name" "$best" "$miss"
done

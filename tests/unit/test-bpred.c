/* test-bpred: rule 14's branch predictor (profiler/runtime/amp-bpred.h).
 * The folded histories are checked against their definition, recomputed
 * from the outcomes themselves; the mispredictions over fixed streams
 * against counts that two implementations of the same predictor gave
 * (the TAGE folding one table at a time and four at once), so that a
 * faster predictor that counts otherwise fails here. */
#include <stdint.h>
#include <stdlib.h>

#include "amp-bpred.h"
#include "bpred-streams.h"
#include "unit.h"

#define NC AMP_BS_NC
#define NOUT 4096

static uint8_t ctr[NC * AMP_BP_SIZE], choose[NC];
static uint32_t hist[NC];
static struct amp_bp_global glob;
static uint8_t outs[NOUT]; /* every outcome of the shared history, in order */

static void reset(void)
{
	memset(ctr, 0, sizeof ctr);
	memset(choose, 0, sizeof choose);
	memset(hist, 0, sizeof hist);
	memset(&glob, 0, sizeof glob);
}

/* Table i's history of len outcomes folded to w bits, by definition:
 * outcome k back (k = 0 the newest) at bit k mod w; n outcomes so far. */
static unsigned fold_def(long n, int len, int w)
{
	unsigned f = 0;
	for (int k = 0; k < len && k < n; k++)
		f ^= (unsigned)outs[(n - 1 - k) % NOUT] << (k % w);
	return f;
}

/* Stream kind (bpred-streams.h) over n evaluations from a fresh
 * predictor: its mispredictions; with record, its outcomes into outs. */
static long run(int kind, long n, int record)
{
	uint64_t s = AMP_BS_SEED;
	long miss = 0;
	reset();
	for (long i = 0; i < n; i++) {
		int c = (int)(i % NC), o = amp_bs_outcome(kind, i, &s, hist);
		if (record)
			outs[i % NOUT] = (uint8_t)o;
		miss += amp_bp_cond(ctr + (size_t)c * AMP_BP_SIZE, hist + c, choose + c, &glob, (uint32_t)c + 1, o);
	}
	return miss;
}

int main(void)
{
	static const int lens[AMP_TG_N] = { AMP_TG_L0, AMP_TG_L1, AMP_TG_L2, AMP_TG_L3,
					    AMP_TG_L4, AMP_TG_L5, AMP_TG_L6, AMP_TG_L7 };
	/* the folded histories after 1, 5, 299, 300, 301 and 100003 outcomes */
	static const long ns[] = { 1, 5, 299, 300, 301, 100003 };
	for (size_t t = 0; t < sizeof ns / sizeof ns[0]; t++) {
		run(0, ns[t], 1);
		for (int i = 0; i < AMP_TG_N; i++) {
			unsigned fi = (unsigned)(glob.fidx[i / 4] >> 16 * (i % 4) & 0xffff);
			unsigned ft = (unsigned)(glob.ftag[i / 4] >> 16 * (i % 4) & 0xffff);
			CHECK(fi == fold_def(ns[t], lens[i], AMP_TG_LOG), "after %ld outcomes, table %d's index history %#x, "
			      "by definition %#x", ns[t], i, fi, fold_def(ns[t], lens[i], AMP_TG_LOG));
			CHECK(ft == fold_def(ns[t], lens[i], AMP_TG_TAGW), "after %ld outcomes, table %d's tag history %#x, "
			      "by definition %#x", ns[t], i, ft, fold_def(ns[t], lens[i], AMP_TG_TAGW));
		}
	}
	/* mispredictions over 2 x 10^6 evaluations of each stream */
	static const long want[3] = { 500853, 128, 224 };
	for (int k = 0; k < 3; k++) {
		long m = run(k, 2000000, 0);
		CHECK(m == want[k], "stream %d: %ld mispredictions, expected %ld", k, m, want[k]);
	}
	return unit_done();
}

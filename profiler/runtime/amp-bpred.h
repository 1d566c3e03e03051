/* amp-bpred.h: the branch predictor whose mispredictions BMIS counts.
 *
 * A two-level adaptive predictor with a history per branch: each IF
 * condition keeps its last AMP_BP_HIST outcomes, and the history selects
 * one of 2^AMP_BP_HIST two-bit saturating counters of its own, which
 * predicts the next outcome. Such a predictor learns what processors'
 * predictors learn (a branch that alternates, one taken every fifth time,
 * the exit of a short loop of fixed length) and misses about as often as
 * the rarer outcome occurs on a branch whose outcomes are independent.
 * The outcomes of one branch alone decide its mispredictions, so the
 * characterizer can compute its kernels' counts exactly.
 *
 * A branch's state is its history (a uint32_t) and AMP_BP_SIZE counter
 * bytes, both zero at the start: a counter byte holds its value exclusive-
 * or 1, so zeroed memory (calloc's, untouched until used) is a table of
 * weakly false counters.
 *
 * Header only: the counter runtime (compiled with the target's C compiler
 * into every instrumented program) and the characterizer share it. */
#ifndef AMP_BPRED_H
#define AMP_BPRED_H

#include <stdint.h>

#define AMP_BP_HIST 12
#define AMP_BP_SIZE (1u << AMP_BP_HIST)

/* One evaluation with the given outcome (0 or 1) of the branch whose
 * counters and history these are: returns 1 when the prediction was
 * wrong, and learns the outcome. */
static inline int amp_bp_step(uint8_t *ctr, uint32_t *hist, int outcome)
{
	uint8_t *c = &ctr[*hist & (AMP_BP_SIZE - 1)];
	int v = *c ^ 1; /* 0, 1: predict false; 2, 3: true */
	int miss = (v >= 2) != outcome;
	v += outcome ? v < 3 : -(v > 0);
	*c = (uint8_t)(v ^ 1);
	*hist = (*hist << 1) | (uint32_t)outcome;
	return miss;
}

/* A counted DO loop of n iterations: its closing branch runs n times,
 * continuing n - 1 times and leaving once (none when n is 0). Returns the
 * mispredictions. Exactly amp_bp_step over those outcomes, but once the
 * history holds only continues and their counter is saturated, the
 * continues left can change nothing and are skipped. */
static inline long amp_bp_loop(uint8_t *ctr, uint32_t *hist, long long n)
{
	long miss = 0;
	if (n <= 0)
		return 0;
	for (long long i = 1; i < n; i++) {
		if ((*hist & (AMP_BP_SIZE - 1)) == AMP_BP_SIZE - 1 && (ctr[AMP_BP_SIZE - 1] ^ 1) == 3)
			break;
		miss += amp_bp_step(ctr, hist, 1);
	}
	return miss + amp_bp_step(ctr, hist, 0);
}

/* The longest loop whose exit a loop predictor foresees. */
#define AMP_BP_LOOP_MAX 32

/* A counted DO loop of n iterations through the branch's predictors:
 * when n is the trip count of the loop's previous entry (*last) and at
 * most AMP_BP_LOOP_MAX, a loop predictor foresees the exit and nothing
 * is missed; otherwise the history predictor's misses (amp_bp_loop),
 * which learns the outcomes either way. */
static inline long amp_bp_do(uint8_t *ctr, uint32_t *hist, long long *last, long long n)
{
	long miss = amp_bp_loop(ctr, hist, n);
	int foreseen = n == *last && n <= AMP_BP_LOOP_MAX;
	*last = n;
	return foreseen ? 0 : miss;
}

#endif

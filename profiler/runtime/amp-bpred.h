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
 * Header only: the counter runtime (compiled with the target's C compiler
 * into every instrumented program) and the characterizer share it. */
#ifndef AMP_BPRED_H
#define AMP_BPRED_H

#include <stdint.h>
#include <string.h>

#define AMP_BP_HIST 12
#define AMP_BP_SIZE (1u << AMP_BP_HIST)

struct amp_bp {
	uint32_t hist;                 /* last outcomes, newest in bit 0 */
	uint8_t ctr[AMP_BP_SIZE];      /* 0, 1: predict false; 2, 3: true */
};

/* A new branch: no history, every counter weakly false. */
static inline void amp_bp_init(struct amp_bp *b)
{
	b->hist = 0;
	memset(b->ctr, 1, sizeof b->ctr);
}

/* One evaluation with the given outcome (0 or 1): returns 1 when the
 * prediction was wrong, and learns the outcome. */
static inline int amp_bp_step(struct amp_bp *b, int outcome)
{
	uint8_t *c = &b->ctr[b->hist & (AMP_BP_SIZE - 1)];
	int miss = (*c >= 2) != (outcome != 0);
	if (outcome) {
		if (*c < 3)
			(*c)++;
	} else if (*c > 0) {
		(*c)--;
	}
	b->hist = (b->hist << 1) | (outcome != 0);
	return miss;
}

#endif

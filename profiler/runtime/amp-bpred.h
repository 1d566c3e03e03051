/* amp-bpred.h: the branch predictor whose mispredictions BMIS counts.
 *
 * A tournament of two predictors, as processors combine a branch's own
 * history with the path that led to it. Each IF condition (and DO WHILE
 * test) keeps its last AMP_BP_HIST outcomes, which select one of
 * 2^AMP_BP_HIST two-bit saturating counters of its own (the local
 * predictor). All conditions share the last AMP_BP_GHIST outcomes of
 * any condition, which, mixed with the condition's number, select one of
 * 2^AMP_BP_GHIST shared counters (the global predictor). A two-bit
 * chooser per condition, starting weakly on the local side, takes the
 * prediction of one of them, and moves toward the other only when that
 * one was right and its own was wrong. The local predictor learns what
 * processors' predictors learn of one branch (one that alternates, one
 * taken every fifth time, the exit of a short loop of fixed length) and
 * misses about as often as the rarer outcome occurs on one whose outcomes
 * are independent; the global one learns a condition that repeats or
 * follows from the conditions just before it (IF (A(I) > 0) twice in a
 * row: the second is foreseen).
 *
 * A condition's own state is its history (a uint32_t), AMP_BP_SIZE
 * counter bytes and a chooser byte, all zero at the start: a counter
 * byte holds its value exclusive-or 1, so zeroed memory (calloc's,
 * untouched until used) is a table of weakly false counters and weakly
 * local choosers. The shared state (struct amp_bp_global) starts zeroed
 * too. Counted DO loops' closing branches go through their own local
 * predictor and a loop predictor (amp_bp_do) and do not enter the shared
 * history: a loop of many iterations would fill it with its continues.
 *
 * Header only: the counter runtime (compiled with the target's C compiler
 * into every instrumented program) and the characterizer share it. */
#ifndef AMP_BPRED_H
#define AMP_BPRED_H

#include <stdint.h>

#define AMP_BP_HIST 12
#define AMP_BP_SIZE (1u << AMP_BP_HIST)

/* One evaluation by a local predictor, with the given outcome (0 or 1),
 * of the branch whose counters and history these are: returns 1 when the
 * prediction was wrong, and learns the outcome. */
static inline int amp_bp_step(uint8_t *ctr, uint32_t *hist, int outcome)
{
	uint8_t *c = &ctr[*hist & (AMP_BP_SIZE - 1)];
	int v = *c ^ 1; /* 0, 1: predict false; 2, 3: true */
	int miss = (v >> 1) != outcome;
	v += (outcome & (v < 3)) - (!outcome & (v > 0));
	*c = (uint8_t)(v ^ 1);
	*hist = (*hist << 1) | (uint32_t)outcome;
	return miss;
}

#define AMP_BP_GHIST 14
#define AMP_BP_GSIZE (1u << AMP_BP_GHIST)

/* What the statistics and vectors say counted their BMIS (the header
 * line branch-predictor): amp predict notes a vector and a program
 * counted by different predictors. */
#define AMP_BP_NAME "tournament: own 12 outcomes, shared 14, a chooser per condition"

/* What all conditions share: the outcomes of the last conditions
 * evaluated, newest in bit 0, and the global predictor's counters. */
struct amp_bp_global {
	uint32_t hist;
	uint8_t ctr[AMP_BP_GSIZE];
};

/* One evaluation with the given outcome (0 or 1) of condition id (any
 * number that tells the program's conditions apart) whose own counters,
 * history and chooser these are: returns 1 when the chosen prediction
 * was wrong, and both predictors and the chooser learn the outcome. */
static inline int amp_bp_cond(uint8_t *ctr, uint32_t *hist, uint8_t *choose, struct amp_bp_global *g,
			      uint32_t id, int outcome)
{
	uint8_t *gc = &g->ctr[(g->hist ^ ((id * 2654435761u) >> (32 - AMP_BP_GHIST))) & (AMP_BP_GSIZE - 1)];
	int gv = *gc ^ 1;
	int gmiss = (gv >> 1) != outcome;
	/* branch-free: the outcomes are what the program's own branches
	 * could not foresee, and neither could this code's */
	gv += (outcome & (gv < 3)) - (!outcome & (gv > 0));
	*gc = (uint8_t)(gv ^ 1);
	g->hist = (g->hist << 1) | (uint32_t)outcome;
	int lmiss = amp_bp_step(ctr, hist, outcome);
	int cv = *choose ^ 1; /* 0, 1: the local prediction; 2, 3: the global one */
	int useg = cv >> 1, dis = gmiss ^ lmiss;
	cv += (dis & lmiss & (cv < 3)) - (dis & gmiss & (cv > 0));
	*choose = (uint8_t)(cv ^ 1);
	return (gmiss & useg) | (lmiss & !useg);
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

/* bpred-streams.h: the outcome streams over which rule 14's predictor is
 * tested (tests/unit/test-bpred.c) and timed (tests/bench/bpred-cost.sh):
 * 64 conditions in turn, evaluation i of condition i % 64. Kind 0, a mix:
 * conditions 0-15 random, 16-31 always true, 32-47 true every fifth time,
 * 48-63 repeating the last outcome of condition c - 48 (from its local
 * history); kind 1 all true; kind 2 true 7 times and false 7 times. */
#ifndef AMP_BPRED_STREAMS_H
#define AMP_BPRED_STREAMS_H

#include <stdint.h>

#define AMP_BS_NC 64
#define AMP_BS_SEED 88172645463325252ull

/* Evaluation i's outcome; *s the generator's state (start: AMP_BS_SEED),
 * hist the conditions' local histories (amp_bp_cond's). */
static inline int amp_bs_outcome(int kind, long i, uint64_t *s, const uint32_t *hist)
{
	*s ^= *s << 13, *s ^= *s >> 7, *s ^= *s << 17;
	int c = (int)(i % AMP_BS_NC);
	if (kind == 1)
		return 1;
	if (kind == 2)
		return (i / AMP_BS_NC) % 14 < 7;
	if (c < 16)
		return (int)(*s >> 20 & 1);
	if (c < 32)
		return 1;
	if (c < 48)
		return (i / AMP_BS_NC) % 5 == 0;
	return (int)(hist[c - 48] & 1);
}

#endif

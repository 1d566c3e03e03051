/* amp-bpred.h: the branch predictor whose mispredictions BMIS counts.
 *
 * A tournament of two predictors, as processors combine a branch's own
 * history with the path that led to it. Each IF condition (and DO WHILE
 * test) keeps its last AMP_BP_HIST outcomes, which select one of
 * 2^AMP_BP_HIST two-bit saturating counters of its own (the local
 * predictor). All conditions share a TAGE (below: tables indexed by
 * the condition's number and the last 4 to 300 outcomes of any
 * condition; the global predictor). A two-bit chooser per condition,
 * starting weakly on the local side, takes the prediction of one of
 * them, and moves toward the other only when that one was right and its
 * own was wrong. The local predictor learns what processors' predictors
 * learn of one branch (one that alternates, one taken every fifth time,
 * the exit of a short loop of fixed length) and misses about as often as
 * the rarer outcome occurs on one whose outcomes are independent; the
 * global one learns a condition that repeats or follows from conditions
 * before it, up to 300 conditions back (IF (A(I) > 0) twice: the second
 * is foreseen, with up to 299 other IFs between them).
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

/* The shared predictor: a TAGE (tagged geometric history lengths). A
 * base table of two-bit counters indexed by the condition, and AMP_TG_N
 * tables of 2^AMP_TG_LOG tagged entries: table i is indexed and tagged
 * by a hash of the condition's number with the last AMP_TG_Li outcomes
 * of all conditions (folded to the index's and the tag's width, as the
 * outcomes come). The longest table whose tag matches (the
 * provider) predicts, or the next longest (or the base) while the
 * provider's entry is new and still weak, as long as that has been right
 * more often. A wrong prediction takes an entry in a longer table whose
 * entry is not useful (u = 0), or wears the u of all of them down; an
 * entry is useful while it predicts right where the next longest would
 * not. Every 2^18 evaluations all u are halved. The histories grow
 * geometrically from 4 to 300 outcomes: the Intel Xeon host foresees an
 * IF on the same bit as an IF 256 conditions before it, and 384 before
 * mostly not, as far as timings can tell (tests/bench/brdist.sh,
 * docs/benchmarks.md). */
#define AMP_TG_N 8
#define AMP_TG_LOG 10
#define AMP_TG_BLOG 13
#define AMP_TG_TAGW 9
#define AMP_TG_HBUF 512
#define AMP_TG_L0 4
#define AMP_TG_L1 7
#define AMP_TG_L2 14
#define AMP_TG_L3 25
#define AMP_TG_L4 47
#define AMP_TG_L5 87
#define AMP_TG_L6 162
#define AMP_TG_L7 300

#define AMP_BP_NAME "tournament: own 12 outcomes, shared TAGE of 8 tables over 4 to 300 outcomes, a chooser per condition"

struct amp_tg_entry {
	uint16_t tag; /* 0: never taken */
	uint8_t ctr;  /* 0 .. 7, 4 and over predict true; stored exclusive-or 4 */
	uint8_t u;    /* 0 .. 3 */
};

/* Tables 4k .. 4k + 3 keep their folded histories in the four 16-bit
 * lanes of a 64-bit word k, so that one operation on the word acts on
 * four tables. */
#define AMP_TG_ONES 0x0001000100010001ull
#define AMP_TG_LANES(a, b, c, d) \
	((uint64_t)(a) | (uint64_t)(b) << 16 | (uint64_t)(c) << 32 | (uint64_t)(d) << 48)

/* What all conditions share, all zero at the start. Lane i % 4 of
 * fidx[i / 4] and of ftag[i / 4] holds table i's history folded to the
 * index's and the tag's width. */
struct amp_bp_global {
	uint64_t fidx[2], ftag[2];
	uint32_t pos, tick;
	uint8_t use_alt; /* 0 .. 15, 8 and over: a new provider defers; stored exclusive-or 8 */
	uint8_t hbits[AMP_TG_HBUF];
	uint8_t base[1u << AMP_TG_BLOG];
	struct amp_tg_entry t[AMP_TG_N][1u << AMP_TG_LOG];
};

/* One outcome into four histories folded to w bits (lanes of f): a
 * history of len outcomes so folded is the exclusive-or of its w-bit
 * pieces (outcome k back at bit k mod w). The new outcome o comes in at
 * bit 0; the outcome len back, bit 0 of the lane in out, goes out at
 * bit len mod w (a lane of kout); the bit pushed out at w comes back
 * in at 0. */
static inline uint64_t amp_tg_fold4(uint64_t f, int w, int o, uint64_t out, uint64_t kout)
{
	f = (f << 1) | ((uint64_t)o * AMP_TG_ONES);
	f ^= (out * 0xffffu) & kout;
	f ^= (f >> w) & AMP_TG_ONES;
	return f & (((1ull << w) - 1) * AMP_TG_ONES);
}

/* Every table's history takes outcome o (just stored at hbits[pos]). */
static inline void amp_tg_push(struct amp_bp_global *g, int o)
{
	const uint8_t *hb = g->hbits;
	uint32_t p = g->pos, m = AMP_TG_HBUF - 1;
	uint64_t out0 = AMP_TG_LANES(hb[(p - AMP_TG_L0) & m], hb[(p - AMP_TG_L1) & m], hb[(p - AMP_TG_L2) & m],
				     hb[(p - AMP_TG_L3) & m]);
	uint64_t out1 = AMP_TG_LANES(hb[(p - AMP_TG_L4) & m], hb[(p - AMP_TG_L5) & m], hb[(p - AMP_TG_L6) & m],
				     hb[(p - AMP_TG_L7) & m]);
#define AMP_TG_KOUT(w, a, b, c, d) AMP_TG_LANES(1u << (a) % (w), 1u << (b) % (w), 1u << (c) % (w), 1u << (d) % (w))
	g->fidx[0] = amp_tg_fold4(g->fidx[0], AMP_TG_LOG, o, out0,
				  AMP_TG_KOUT(AMP_TG_LOG, AMP_TG_L0, AMP_TG_L1, AMP_TG_L2, AMP_TG_L3));
	g->fidx[1] = amp_tg_fold4(g->fidx[1], AMP_TG_LOG, o, out1,
				  AMP_TG_KOUT(AMP_TG_LOG, AMP_TG_L4, AMP_TG_L5, AMP_TG_L6, AMP_TG_L7));
	g->ftag[0] = amp_tg_fold4(g->ftag[0], AMP_TG_TAGW, o, out0,
				  AMP_TG_KOUT(AMP_TG_TAGW, AMP_TG_L0, AMP_TG_L1, AMP_TG_L2, AMP_TG_L3));
	g->ftag[1] = amp_tg_fold4(g->ftag[1], AMP_TG_TAGW, o, out1,
				  AMP_TG_KOUT(AMP_TG_TAGW, AMP_TG_L4, AMP_TG_L5, AMP_TG_L6, AMP_TG_L7));
#undef AMP_TG_KOUT
}

/* Tables 4k .. 4k + 3's entries for the condition whose hashed number
 * is h, into e[4k .. 4k + 3]; their tags (never 0) as the lanes of the
 * result; sets bit i of *hit when table i's entry has its tag. */
static inline uint64_t amp_tg_look4(struct amp_bp_global *g, int k, uint32_t h, struct amp_tg_entry **e,
				    unsigned *hit)
{
	const uint64_t salt = k ? AMP_TG_LANES(4 * 0x9e3u, 5 * 0x9e3u, 6 * 0x9e3u, 7 * 0x9e3u)
				: AMP_TG_LANES(0, 0x9e3u, 2 * 0x9e3u, 3 * 0x9e3u);
	const uint64_t lsb9 = ((1u << AMP_TG_TAGW) - 1) * AMP_TG_ONES, top = 0x8000 * AMP_TG_ONES;
	uint64_t x = ((h >> (32 - AMP_TG_LOG)) * AMP_TG_ONES ^ g->fidx[k] ^ salt) &
		     (((1u << AMP_TG_LOG) - 1) * AMP_TG_ONES);
	uint64_t tag = (((h >> 7) & ((1u << AMP_TG_TAGW) - 1)) * AMP_TG_ONES ^ g->ftag[k] ^ (g->fidx[k] >> 1)) & lsb9;
	/* a lane of 0 becomes 1: bit 15 of (lane + 0x7fff) | lane is set unless the lane is 0 */
	tag |= (~((tag + 0x7fff * AMP_TG_ONES) | tag) & top) >> 15;
	e[0] = &g->t[4 * k][x & 0xffff];
	e[1] = &g->t[4 * k + 1][x >> 16 & 0xffff];
	e[2] = &g->t[4 * k + 2][x >> 32 & 0xffff];
	e[3] = &g->t[4 * k + 3][x >> 48];
	uint64_t d = AMP_TG_LANES(e[0]->tag, e[1]->tag, e[2]->tag, e[3]->tag) ^ tag;
	uint64_t z = (~((d + 0x7fff * AMP_TG_ONES) | d) & top) >> 15; /* bit 0 of a lane: its tags are equal */
	*hit |= (unsigned)((z | z >> 15 | z >> 30 | z >> 45) & 0xf) << 4 * k;
	return tag;
}

/* The shared predictor's prediction for condition id and what it learns
 * from the outcome: returns 1 when the prediction was wrong. Table i's
 * entry for the condition is indexed by the hashed number's top bits,
 * the folded history and i, and tagged (never 0) by other bits of the
 * number and both folded histories. */
static inline int amp_tg_cond(struct amp_bp_global *g, uint32_t id, int outcome)
{
	uint32_t h = id * 2654435761u;
	struct amp_tg_entry *e[AMP_TG_N];
	unsigned hit = 0;
	uint64_t tags[2] = { amp_tg_look4(g, 0, h, e, &hit), amp_tg_look4(g, 1, h, e + 4, &hit) };
	int prov = hit ? 31 - __builtin_clz(hit) : -1;
	unsigned rest = prov >= 0 ? hit & ~(1u << prov) : 0;
	int alt = rest ? 31 - __builtin_clz(rest) : -1;
	uint8_t *bc = &g->base[h >> (32 - AMP_TG_BLOG)];
	int bv = *bc ^ 1;
	int altpred = alt >= 0 ? (e[alt]->ctr ^ 4) >= 4 : bv >> 1;
	int pred = altpred, provpred = altpred;
	if (prov >= 0) {
		struct amp_tg_entry *pe = e[prov];
		int c = pe->ctr ^ 4, ua = g->use_alt ^ 8;
		provpred = c >= 4;
		int fresh = (c == 3 || c == 4) && pe->u == 0;
		pred = fresh && ua >= 8 ? altpred : provpred;
		if (fresh && provpred != altpred) {
			ua += (altpred == outcome && ua < 15) - (altpred != outcome && ua > 0);
			g->use_alt = (uint8_t)(ua ^ 8);
		}
		c += (outcome && c < 7) - (!outcome && c > 0);
		pe->ctr = (uint8_t)(c ^ 4);
		if (provpred != altpred)
			pe->u = (uint8_t)(provpred == outcome ? pe->u + (pe->u < 3) : pe->u - (pe->u > 0));
	} else {
		bv += (outcome & (bv < 3)) - (!outcome & (bv > 0));
		*bc = (uint8_t)(bv ^ 1);
	}
	int miss = pred != outcome;
	if (miss && prov < AMP_TG_N - 1) {
		unsigned freeu = 0;
		for (int j = prov + 1; j < AMP_TG_N; j++)
			freeu |= (unsigned)(e[j]->u == 0) << j;
		if (freeu) {
			int j = __builtin_ctz(freeu);
			e[j]->tag = (uint16_t)(tags[j / 4] >> 16 * (j % 4) & 0xffff);
			e[j]->ctr = (uint8_t)((outcome ? 4 : 3) ^ 4);
		} else
			for (int j = prov + 1; j < AMP_TG_N; j++)
				e[j]->u--;
	}
	if (++g->tick % (1u << 18) == 0)
		for (int i = 0; i < AMP_TG_N; i++)
			for (uint32_t k = 0; k < (1u << AMP_TG_LOG); k++)
				g->t[i][k].u >>= 1;
	g->pos++;
	g->hbits[g->pos & (AMP_TG_HBUF - 1)] = (uint8_t)outcome;
	amp_tg_push(g, outcome);
	return miss;
}

/* One evaluation with the given outcome (0 or 1) of condition id (any
 * number that tells the program's conditions apart) whose own counters,
 * history and chooser these are: returns 1 when the chosen prediction
 * was wrong, and both predictors and the chooser learn the outcome. */
static inline int amp_bp_cond(uint8_t *ctr, uint32_t *hist, uint8_t *choose, struct amp_bp_global *g,
			      uint32_t id, int outcome)
{
	int gmiss = amp_tg_cond(g, id, outcome);
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

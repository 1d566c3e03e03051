/* amp-reuse.h: the memory-reference statistics behind the mem.* counters.
 *
 * Every array element reference an instrumented program makes (amp
 * profile --memory) comes here with the reference's site and address. A
 * reference's cost beyond the cache depends on how many distinct cache
 * lines were touched since its line was last touched, its stack distance:
 * a fully associative LRU cache of C lines misses exactly the references
 * whose stack distance is C or more. Counting stack distances exactly is
 * too slow for whole runs, so this follows StatStack (Eklov and
 * Hagersten, ISPASS 2010): one reference in about AMP_RU_PERIOD, chosen at
 * random, is watched until its line is touched again, which gives a sample
 * of reuse times (references in between); then the expected stack
 * distance of a reference with reuse time r is the sum over k < r of
 * P(reuse time > k), from the same samples.
 *
 * Each sampled reference is also put in one of two classes by its site's
 * own address stream: regular when its line is the site's last line, the
 * next or previous one, or as far from the last as the last was from the
 * one before (a constant stride: what hardware prefetchers follow), and
 * irregular otherwise (an index array, a linked structure). Misses of the
 * two classes cost very differently on today's machines.
 *
 * The result is, per site and class, estimated references in each of
 * AMP_RU_NB stack-distance buckets: [2^9, 2^11) lines (32 to 128 KiB of
 * 64-byte lines), [2^11, 2^13), ..., [2^17, 2^19), and 2^19 lines (32 MiB)
 * or more, never touched before, or not reused within the watch window.
 * References below 2^9 lines cost nothing extra (the characterizer's
 * kernels keep their data that close).
 *
 * Header only: the counter runtime (compiled into every instrumented
 * program) and the characterizer (which computes the same statistics of
 * its memory kernels' address streams) share it. */
#ifndef AMP_REUSE_H
#define AMP_REUSE_H

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define AMP_RU_LINE_SHIFT 6          /* 64-byte lines */
#define AMP_RU_NB 6                  /* buckets with a cost */
#define AMP_RU_FIRST_SHIFT 9         /* bucket 1 starts at 2^9 lines */
#define AMP_RU_NCLASS 2              /* 0 regular, 1 irregular */
#define AMP_RU_PERIOD 512            /* mean references between samples */
#define AMP_RU_WATCH 32768           /* most watches open at once */
#define AMP_RU_RTB 8                 /* reuse-time buckets per octave */
#define AMP_RU_NRT (AMP_RU_RTB * 48 + 1) /* last: not reused */

struct amp_ru_site {
	uint64_t line;
	int64_t delta;
};

struct amp_ru_watch {
	uint64_t line, start;
	int32_t site;     /* -1: closed */
	uint8_t cls;
};

struct amp_ru_sample {
	int32_t site;
	uint8_t cls;
	uint16_t rtb;     /* reuse-time bucket, AMP_RU_NRT - 1: not reused */
};

struct amp_ru {
	uint64_t now;            /* references so far */
	uint64_t next;           /* the reference to sample next */
	uint64_t rng;
	unsigned period;
	long nsites;
	struct amp_ru_site *sites;
	/* open watches in the order they were opened (a ring), and a hash from
	 * line to ring position + 1 (linear probing, 0 empty) */
	struct amp_ru_watch *ring;
	uint32_t nring, head, count;
	uint32_t *hash;
	uint32_t hmask;
	struct amp_ru_sample *samples;
	size_t nsamples, capsamples;
	int failed;              /* out of memory: statistics incomplete */
};

static inline uint64_t amp_ru_rand(struct amp_ru *r)
{
	r->rng ^= r->rng << 13;
	r->rng ^= r->rng >> 7;
	r->rng ^= r->rng << 17;
	return r->rng;
}

/* Geometric gap with mean period (at least 1). */
static inline uint64_t amp_ru_gap(struct amp_ru *r)
{
	if (r->period <= 1)
		return 1;
	double u = ((double)(amp_ru_rand(r) >> 11) + 0.5) / 9007199254740992.0;
	double g = floor(log(u) / log(1.0 - 1.0 / r->period)) + 1;
	return g < 1 ? 1 : g > 1e12 ? (uint64_t)1e12 : (uint64_t)g;
}

/* nsites sites (0 .. nsites - 1); period: mean references per sample (1:
 * every reference); watch: most watches open at once. Returns 0, -1 when
 * out of memory. */
static int amp_ru_init(struct amp_ru *r, long nsites, unsigned period, uint32_t watch, uint64_t seed)
{
	memset(r, 0, sizeof *r);
	r->period = period ? period : 1;
	r->rng = seed ? seed : 0x9e3779b97f4a7c15ULL;
	r->nsites = nsites > 0 ? nsites : 1;
	r->nring = watch ? watch : 1;
	uint32_t h = 1;
	while (h < 4 * r->nring)
		h <<= 1;
	r->hmask = h - 1;
	r->sites = calloc((size_t)r->nsites, sizeof *r->sites);
	r->ring = calloc(r->nring, sizeof *r->ring);
	r->hash = calloc(h, sizeof *r->hash);
	if (!r->sites || !r->ring || !r->hash)
		return -1;
	for (long i = 0; i < r->nsites; i++)
		r->sites[i].line = UINT64_MAX;
	r->next = amp_ru_gap(r);
	return 0;
}

static inline uint32_t amp_ru_slot(const struct amp_ru *r, uint64_t line)
{
	return (uint32_t)((line * 0x9e3779b97f4a7c15ULL) >> 32) & r->hmask;
}

static void amp_ru_record(struct amp_ru *r, int32_t site, uint8_t cls, int rtb)
{
	if (r->nsamples == r->capsamples) {
		size_t cap = r->capsamples ? 2 * r->capsamples : 4096;
		struct amp_ru_sample *s = realloc(r->samples, cap * sizeof *s);
		if (!s) {
			r->failed = 1;
			return;
		}
		r->samples = s;
		r->capsamples = cap;
	}
	struct amp_ru_sample *s = &r->samples[r->nsamples++];
	s->site = site;
	s->cls = cls;
	s->rtb = (uint16_t)rtb;
}

static int amp_ru_rtbucket(uint64_t rt)
{
	if (rt < 1)
		rt = 1;
	int b = (int)floor(AMP_RU_RTB * log2((double)rt));
	return b < AMP_RU_NRT - 1 ? b : AMP_RU_NRT - 2;
}

/* Remove the hash entry at slot i, keeping every other entry reachable
 * (backward-shift deletion). */
static void amp_ru_unhash(struct amp_ru *r, uint32_t i)
{
	uint32_t j = i;
	for (;;) {
		r->hash[i] = 0;
		for (;;) {
			j = (j + 1) & r->hmask;
			if (!r->hash[j])
				return;
			uint32_t k = amp_ru_slot(r, r->ring[r->hash[j] - 1].line);
			/* entry j may move to i unless its home k lies in (i, j] */
			if (i <= j ? (i < k && k <= j) : (i < k || k <= j))
				continue;
			break;
		}
		r->hash[i] = r->hash[j];
		i = j;
	}
}

static uint32_t amp_ru_find(const struct amp_ru *r, uint64_t line)
{
	uint32_t i = amp_ru_slot(r, line);
	while (r->hash[i] && r->ring[r->hash[i] - 1].line != line)
		i = (i + 1) & r->hmask;
	return i;
}

/* Close the oldest open watch as not reused. */
static void amp_ru_expire(struct amp_ru *r)
{
	while (r->count > 0) {
		struct amp_ru_watch *w = &r->ring[r->head];
		r->head = (r->head + 1) % r->nring;
		r->count--;
		if (w->site >= 0) {
			amp_ru_record(r, w->site, w->cls, AMP_RU_NRT - 1);
			amp_ru_unhash(r, amp_ru_find(r, w->line));
			w->site = -1;
			return;
		}
	}
}

/* One reference by site to addr. */
static inline void amp_ru_access(struct amp_ru *r, long site, uintptr_t addr)
{
	uint64_t line = (uint64_t)addr >> AMP_RU_LINE_SHIFT;
	if (site < 0 || site >= r->nsites)
		site = 0;
	struct amp_ru_site *s = &r->sites[site];
	int64_t d = (int64_t)(line - s->line);
	uint8_t cls = !(s->line == UINT64_MAX || d == 0 || d == 1 || d == -1 || d == s->delta);
	s->line = line;
	s->delta = d;
	r->now++;
	uint32_t i = amp_ru_slot(r, line);
	if (r->hash[i]) {
		i = amp_ru_find(r, line);
		if (r->hash[i]) {
			struct amp_ru_watch *w = &r->ring[r->hash[i] - 1];
			amp_ru_record(r, w->site, w->cls, amp_ru_rtbucket(r->now - w->start));
			w->site = -1;
			amp_ru_unhash(r, i);
		}
	}
	if (r->now < r->next)
		return;
	r->next = r->now + amp_ru_gap(r);
	if (r->count == r->nring)
		amp_ru_expire(r);
	uint32_t pos = (r->head + r->count) % r->nring;
	r->count++;
	struct amp_ru_watch *w = &r->ring[pos];
	w->line = line;
	w->start = r->now;
	w->site = (int32_t)site;
	w->cls = cls;
	i = amp_ru_find(r, line);
	r->hash[i] = pos + 1;
}

/* The stack-distance bucket (0 .. AMP_RU_NB) of a stack distance in lines. */
static int amp_ru_sdbucket(double sd)
{
	int k = 0;
	while (k < AMP_RU_NB && sd >= (double)(1u << (AMP_RU_FIRST_SHIFT + 2 * k)))
		k++;
	return k;
}

/* Close all watches (not reused) and turn the samples into estimated
 * references per stack-distance bucket: out[(site * AMP_RU_NCLASS + cls)
 * * AMP_RU_NB + k - 1] for buckets k = 1 .. AMP_RU_NB (out may be NULL),
 * and all[cls * (AMP_RU_NB + 1) + k] for k = 0 .. AMP_RU_NB summed over
 * sites (may be NULL). Each sample stands for now / nsamples references. */
static void amp_ru_finish(struct amp_ru *r, double *out, double *all)
{
	while (r->count > 0)
		amp_ru_expire(r);
	if (r->nsamples == 0)
		return;
	double hist[AMP_RU_NRT] = { 0 };
	for (size_t i = 0; i < r->nsamples; i++)
		hist[r->samples[i].rtb]++;
	/* sd[b]: the expected stack distance of a reuse time in the middle of
	 * bucket b, sum over k < r of S(k) = P(RT > k); S(0) = 1, and S is
	 * taken as constant within a bucket (the samples of later buckets and
	 * half of its own). acc = sum over k < lo of S(k). */
	double sd[AMP_RU_NRT], n = (double)r->nsamples, above = n, acc = 1, next_lo = 1;
	for (int b = 0; b < AMP_RU_NRT - 1; b++) {
		double lo = ceil(exp2((double)b / AMP_RU_RTB)), hi = ceil(exp2((double)(b + 1) / AMP_RU_RTB));
		if (lo < next_lo)
			lo = next_lo;
		if (hi < lo)
			hi = lo;
		above -= hist[b];
		double s_b = (above + hist[b] / 2) / n;
		sd[b] = acc + (hi - lo) / 2 * s_b;
		acc += (hi - lo) * s_b;
		next_lo = hi;
	}
	sd[AMP_RU_NRT - 1] = INFINITY;
	double scale = (double)r->now / (double)r->nsamples;
	for (size_t i = 0; i < r->nsamples; i++) {
		const struct amp_ru_sample *s = &r->samples[i];
		int k = amp_ru_sdbucket(sd[s->rtb]);
		if (all)
			all[s->cls * (AMP_RU_NB + 1) + k] += scale;
		if (out && k > 0)
			out[((size_t)s->site * AMP_RU_NCLASS + s->cls) * AMP_RU_NB + k - 1] += scale;
	}
}

static void amp_ru_free(struct amp_ru *r)
{
	free(r->sites);
	free(r->ring);
	free(r->hash);
	free(r->samples);
	memset(r, 0, sizeof *r);
}

#endif

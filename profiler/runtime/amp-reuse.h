/* amp-reuse.h: the memory-reference statistics behind the mem.* counters.
 *
 * Every array element reference an instrumented program makes (amp
 * profile --memory) comes here with the reference's site and address. A
 * reference's cost beyond the cache depends on how many distinct cache
 * lines were touched since its line was last touched, its stack distance:
 * a fully associative LRU cache of C lines misses exactly the references
 * whose stack distance is C or more. Counting stack distances of every
 * reference is too slow for whole runs, so this samples lines, as SHARDS
 * does (Waldspurger et al., FAST 2015): a fixed pseudo-random one line in
 * `period` (by a hash of its address) is followed, every reference to it
 * gets its exact stack distance among the followed lines (a Fenwick tree
 * over their references), and that distance times `period` estimates its
 * stack distance among all lines. Each followed reference stands for
 * `period` references. Lines never touched before are at infinite
 * distance.
 *
 * Each reference is also put in one of three classes by its site's own
 * address stream: regular when its line is the site's last line, the
 * next or previous one (a stream that hardware prefetchers follow line
 * by line); strided when it skips lines but its address is as far from
 * the last as the last was from the one before, at most AMP_RU_STRIDE
 * bytes (a constant stride within a page, which a stride prefetcher
 * follows, but whose lines come one by one, each from afar); and
 * irregular otherwise (an index array, a linked structure, a stride
 * across pages). Misses of the three classes cost very differently on
 * today's machines: on an Intel Xeon, stores over 20 MB at gfortran -O0
 * took 1.2 to 1.9 ns more at a step of 64 bytes than within the
 * first-level cache, 3.0 ns more at 124 bytes and 4.7 to 6.5 ns more at
 * 244 to 1004 bytes (tests/bench/stride.sh, three runs).
 *
 * The result is, per site and class, estimated references in each of
 * AMP_RU_NB stack-distance buckets: [2^9, 2^11) lines (32 to 128 KiB of
 * 64-byte lines), [2^11, 2^13), ..., [2^17, 2^19), and 2^19 lines (32 MiB)
 * or more, or never touched before. References below 2^9 lines cost
 * nothing extra (the characterizer's kernels keep their data that close).
 *
 * A reference nearer than 2^9 lines can still miss a real first-level
 * cache, which is not fully associative: a line goes to one set of a few
 * ways, chosen by its address bits, and lines 4 KiB apart (a power-of-two
 * stride) all go to the same set. Every reference also goes through a
 * simulated cache of AMP_RU_SETS sets of AMP_RU_WAYS ways (32 KiB, LRU in
 * each set); a followed irregular reference nearer than 2^9 lines that
 * this cache misses is a conflict miss, counted per site apart from the
 * buckets. A regular one's line the prefetchers bring in time: on an
 * Intel Xeon, butterflies over complex elements 4 KiB apart (one set)
 * ran within 10% of 2 KiB apart, 8 KiB apart twice as slow.
 *
 * Apart from the sampling, every reference that touches a 4 KiB page for
 * the first time in the run is counted exactly, per site: the operating
 * system maps and zeroes the page then (a minor fault), which costs
 * microseconds on today's machines, thousands of times a cache miss. A
 * site's references within its last page skip the page set.
 *
 * Header only: the counter runtime (compiled into every instrumented
 * program) and the characterizer (which computes the same statistics of
 * its memory kernels' address streams) share it. */
#ifndef AMP_REUSE_H
#define AMP_REUSE_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define AMP_RU_LINE_SHIFT 6          /* 64-byte lines */
#define AMP_RU_NB 6                  /* buckets with a cost */
#define AMP_RU_FIRST_SHIFT 9         /* bucket 1 starts at 2^9 lines */
#define AMP_RU_NCLASS 3              /* 0 regular, 1 irregular, 2 strided */
#ifndef AMP_RU_PERIOD
#define AMP_RU_PERIOD 16             /* one line in 16 followed (amp
					profile --memory-period N sets N) */
#endif
#define AMP_RU_WATCH (1u << 16)      /* initial capacity (references) */
#define AMP_RU_STRIDE 4096           /* longest regular stride, bytes */
#define AMP_RU_PAGE_SHIFT 12         /* 4 KiB pages */
#define AMP_RU_SETS 64               /* the simulated first-level cache: */
#define AMP_RU_WAYS 8                /* 64 sets of 8 ways, 32 KiB */

struct amp_ru_site {
	uint64_t addr;           /* last address, UINT64_MAX: none yet */
	int64_t delta;           /* last step in bytes */
	uint64_t page;           /* last page + 1, 0: none yet */
};

struct amp_ru {
	uint64_t now;            /* references so far */
	uint64_t mask;           /* a line is followed when its hash & mask is 0 */
	uint64_t salt;           /* varies which lines those are */
	long nsites;
	struct amp_ru_site *sites;
	/* followed lines: line -> index of its last reference (open
	 * addressing, key line + 1, 0 empty) */
	uint64_t *keys;
	uint32_t *last;
	size_t hcap, hcount;
	/* Fenwick tree over the followed references: 1 at the index of each
	 * followed line's last reference */
	int32_t *fw;
	uint32_t fcap, t;
	uint64_t followed;       /* references to followed lines */
	double scale;            /* references each followed one stands for */
	double *out, *all;       /* as amp_ru_finish describes, owned */
	/* pages touched so far (open addressing, key page + 1, 0 empty) */
	uint64_t *pkeys;
	size_t pcap, pcount;
	double *pfirst;          /* per site: references that touched a page first */
	/* the simulated first-level cache: per set, its lines + 1 from the
	 * most recently used (0: an empty way) */
	uint64_t set[AMP_RU_SETS][AMP_RU_WAYS];
	int setmiss;             /* did the reference at hand miss it? */
	double *conf, allconf;   /* conflict misses per site, and over sites */
	int failed;              /* out of memory: statistics incomplete */
};

static inline uint64_t amp_ru_hash(uint64_t line)
{
	line ^= line >> 33;
	line *= 0xff51afd7ed558ccdULL;
	line ^= line >> 33;
	line *= 0xc4ceb9fe1a85ec53ULL;
	return line ^ (line >> 33);
}

static inline void amp_ru_fadd(struct amp_ru *r, uint32_t i, int32_t v)
{
	for (i++; i <= r->fcap; i += i & -i)
		r->fw[i - 1] += v;
}

/* Marks at indexes [0, i). */
static inline long amp_ru_fsum(const struct amp_ru *r, uint32_t i)
{
	long s = 0;
	for (; i > 0; i -= i & -i)
		s += r->fw[i - 1];
	return s;
}

static inline size_t amp_ru_hslot(const struct amp_ru *r, uint64_t line)
{
	size_t i = (size_t)(amp_ru_hash(line ^ 0x5bd1e995u) & (r->hcap - 1));
	while (r->keys[i] && r->keys[i] != line + 1)
		i = (i + 1) & (r->hcap - 1);
	return i;
}

static int amp_ru_idx_cmp(const void *a, const void *b)
{
	uint32_t x = **(uint32_t *const *)a, y = **(uint32_t *const *)b;
	return x < y ? -1 : x > y;
}

/* Renumber the followed lines' last references 0 .. n - 1 (their order
 * kept) into a tree with room to grow. Returns 0, -1 out of memory. */
static inline int amp_ru_compact(struct amp_ru *r)
{
	uint32_t **p = malloc((r->hcount + 1) * sizeof *p);
	uint32_t cap = r->hcount * 4 > AMP_RU_WATCH ? (uint32_t)(r->hcount * 4) : AMP_RU_WATCH;
	int32_t *fw = calloc(cap, sizeof *fw);
	if (!p || !fw) {
		free(p);
		free(fw);
		return -1;
	}
	size_t n = 0;
	for (size_t i = 0; i < r->hcap; i++)
		if (r->keys[i])
			p[n++] = &r->last[i];
	qsort(p, n, sizeof *p, amp_ru_idx_cmp);
	free(r->fw);
	r->fw = fw;
	r->fcap = cap;
	for (size_t k = 0; k < n; k++) {
		*p[k] = (uint32_t)k;
		amp_ru_fadd(r, (uint32_t)k, 1);
	}
	r->t = (uint32_t)n;
	free(p);
	return 0;
}

static inline int amp_ru_rehash(struct amp_ru *r)
{
	size_t ocap = r->hcap;
	uint64_t *ok = r->keys;
	uint32_t *ol = r->last;
	r->hcap = ocap ? 2 * ocap : 1024;
	r->keys = calloc(r->hcap, sizeof *r->keys);
	r->last = calloc(r->hcap, sizeof *r->last);
	if (!r->keys || !r->last) {
		free(r->keys);
		free(r->last);
		r->keys = ok;
		r->last = ol;
		r->hcap = ocap;
		return -1;
	}
	for (size_t i = 0; i < ocap; i++)
		if (ok[i]) {
			size_t j = amp_ru_hslot(r, ok[i] - 1);
			r->keys[j] = ok[i];
			r->last[j] = ol[i];
		}
	free(ok);
	free(ol);
	return 0;
}

/* Page p into the page set; returns 1 if it was not there, 0 if it was,
 * -1 when out of memory. */
static inline int amp_ru_page_add(struct amp_ru *r, uint64_t p)
{
	if (2 * (r->pcount + 1) > r->pcap) {
		size_t ncap = r->pcap ? 2 * r->pcap : 4096;
		uint64_t *nk = calloc(ncap, sizeof *nk);
		if (!nk)
			return -1;
		for (size_t i = 0; i < r->pcap; i++)
			if (r->pkeys[i]) {
				size_t j = (size_t)(amp_ru_hash(r->pkeys[i]) & (ncap - 1));
				while (nk[j])
					j = (j + 1) & (ncap - 1);
				nk[j] = r->pkeys[i];
			}
		free(r->pkeys);
		r->pkeys = nk;
		r->pcap = ncap;
	}
	size_t j = (size_t)(amp_ru_hash(p + 1) & (r->pcap - 1));
	while (r->pkeys[j]) {
		if (r->pkeys[j] == p + 1)
			return 0;
		j = (j + 1) & (r->pcap - 1);
	}
	r->pkeys[j] = p + 1;
	r->pcount++;
	return 1;
}

/* nsites sites (0 .. nsites - 1); one line in period followed (rounded
 * down to a power of 2; 1: every line, exact); capacity: references the
 * tree holds before its first compaction (0: default). seed varies which
 * lines are followed. Returns 0, -1 when out of memory. */
static inline int amp_ru_init(struct amp_ru *r, long nsites, unsigned period, uint32_t capacity,
			      uint64_t seed)
{
	memset(r, 0, sizeof *r);
	uint64_t p = 1;
	while (p * 2 <= (period ? period : 1))
		p *= 2;
	r->mask = p - 1;
	r->scale = (double)p;
	r->salt = seed;
	r->nsites = nsites > 0 ? nsites : 1;
	r->fcap = capacity ? capacity : AMP_RU_WATCH;
	r->sites = calloc((size_t)r->nsites, sizeof *r->sites);
	r->fw = calloc(r->fcap, sizeof *r->fw);
	r->out = calloc((size_t)r->nsites * AMP_RU_NCLASS * AMP_RU_NB, sizeof *r->out);
	r->all = calloc(AMP_RU_NCLASS * (AMP_RU_NB + 1), sizeof *r->all);
	r->pfirst = calloc((size_t)r->nsites, sizeof *r->pfirst);
	r->conf = calloc((size_t)r->nsites, sizeof *r->conf);
	if (!r->sites || !r->fw || !r->out || !r->all || !r->pfirst || !r->conf || amp_ru_rehash(r) != 0)
		return -1;
	for (long i = 0; i < r->nsites; i++)
		r->sites[i].addr = UINT64_MAX;
	return 0;
}

/* The stack-distance bucket (0 .. AMP_RU_NB) of a stack distance in lines. */
static inline int amp_ru_sdbucket(double sd)
{
	int k = 0;
	while (k < AMP_RU_NB && sd >= (double)(1u << (AMP_RU_FIRST_SHIFT + 2 * k)))
		k++;
	return k;
}

/* A reference to a followed line: its stack distance, then it becomes the
 * line's last reference. */
static inline void amp_ru_follow(struct amp_ru *r, long site, uint8_t cls, uint64_t line)
{
	if (r->failed)
		return;
	if (r->t == r->fcap && amp_ru_compact(r) != 0) {
		r->failed = 1;
		return;
	}
	if (2 * (r->hcount + 1) > r->hcap && amp_ru_rehash(r) != 0) {
		r->failed = 1;
		return;
	}
	size_t i = amp_ru_hslot(r, line);
	int k = AMP_RU_NB;
	if (r->keys[i]) {
		uint32_t l = r->last[i];
		double sd = (double)(amp_ru_fsum(r, r->t) - amp_ru_fsum(r, l + 1)) * r->scale;
		k = amp_ru_sdbucket(sd);
		amp_ru_fadd(r, l, -1);
	} else {
		r->keys[i] = line + 1;
		r->hcount++;
	}
	r->last[i] = r->t;
	r->followed++;
	amp_ru_fadd(r, r->t, 1);
	r->t++;
	r->all[cls * (AMP_RU_NB + 1) + k] += r->scale;
	if (k > 0)
		r->out[((size_t)site * AMP_RU_NCLASS + cls) * AMP_RU_NB + k - 1] += r->scale;
	else if (r->setmiss && cls == 1) {
		r->conf[site] += r->scale;
		r->allconf += r->scale;
	}
}

/* A reference to line in the simulated first-level cache: 1 if it missed
 * (its set did not hold the line), 0 if it hit; the line becomes its
 * set's most recently used either way. */
static inline int amp_ru_set_touch(struct amp_ru *r, uint64_t line)
{
	uint64_t *w = r->set[line & (AMP_RU_SETS - 1)];
	if (w[0] == line + 1)
		return 0; /* the set's most recent line again: nothing moves */
	int i = 1;
	while (i < AMP_RU_WAYS - 1 && w[i] != line + 1)
		i++;
	int miss = w[i] != line + 1;
	memmove(w + 1, w, (size_t)i * sizeof *w);
	w[0] = line + 1;
	return miss;
}

/* One reference by site to addr. */
static inline void amp_ru_access(struct amp_ru *r, long site, uintptr_t addr)
{
	uint64_t line = (uint64_t)addr >> AMP_RU_LINE_SHIFT;
	if (site < 0 || site >= r->nsites)
		site = 0;
	struct amp_ru_site *s = &r->sites[site];
	int64_t d = (int64_t)((uint64_t)addr - s->addr);
	int64_t dl = (int64_t)(line - (s->addr >> AMP_RU_LINE_SHIFT));
	uint8_t cls = s->addr == UINT64_MAX || dl == 0 || dl == 1 || dl == -1 ? 0
		      : d == s->delta && d >= -AMP_RU_STRIDE && d <= AMP_RU_STRIDE ? 2 : 1;
	s->addr = (uint64_t)addr;
	s->delta = d;
	r->now++;
	uint64_t pg = (uint64_t)addr >> AMP_RU_PAGE_SHIFT;
	if (s->page != pg + 1 && !r->failed) {
		s->page = pg + 1;
		int n = amp_ru_page_add(r, pg);
		if (n < 0)
			r->failed = 1;
		else
			r->pfirst[site] += n;
	}
	r->setmiss = amp_ru_set_touch(r, line);
	if ((amp_ru_hash(line ^ r->salt) >> 40 & r->mask) == 0)
		amp_ru_follow(r, site, cls, line);
}

/* The pages of [addr, addr + n) that no reference touched before count
 * as site's first touches; the stack distances see none of it. */
static inline void amp_ru_pages_span(struct amp_ru *r, long site, uintptr_t addr, uint64_t n)
{
	if (site < 0 || site >= r->nsites)
		site = 0;
	uint64_t p0 = (uint64_t)addr >> AMP_RU_PAGE_SHIFT;
	uint64_t p1 = ((uint64_t)addr + n - 1) >> AMP_RU_PAGE_SHIFT;
	for (uint64_t pg = p0; pg <= p1 && !r->failed; pg++) {
		int k = amp_ru_page_add(r, pg);
		if (k < 0)
			r->failed = 1;
		else
			r->pfirst[site] += k;
	}
}

/* The statistics so far, as estimated references: out[(site *
 * AMP_RU_NCLASS + cls) * AMP_RU_NB + k - 1] for buckets k = 1 .. AMP_RU_NB
 * (out may be NULL), all[cls * (AMP_RU_NB + 1) + k] for k = 0 ..
 * AMP_RU_NB summed over sites (may be NULL), the conflict misses conf[site]
 * (may be NULL) and *allconf over sites (may be NULL); all are added to.
 * The followed lines draw a share of the references near, not exactly,
 * one in period: the estimates are scaled so that they add up to the
 * references made. */
static inline void amp_ru_finish(const struct amp_ru *r, double *out, double *all, double *conf,
				 double *allconf)
{
	if (!r->followed)
		return;
	double f = (double)r->now / ((double)r->followed * r->scale);
	size_t n = (size_t)r->nsites * AMP_RU_NCLASS * AMP_RU_NB;
	for (size_t i = 0; out && i < n; i++)
		out[i] += f * r->out[i];
	for (int i = 0; all && i < AMP_RU_NCLASS * (AMP_RU_NB + 1); i++)
		all[i] += f * r->all[i];
	for (long i = 0; conf && i < r->nsites; i++)
		conf[i] += f * r->conf[i];
	if (allconf)
		*allconf += f * r->allconf;
}

/* References by site that touched a page first (exact, not sampled):
 * pages[site] is added to, for the nsites sites. */
static inline void amp_ru_pages(const struct amp_ru *r, double *pages)
{
	for (long i = 0; i < r->nsites; i++)
		pages[i] += r->pfirst[i];
}

static inline void amp_ru_free(struct amp_ru *r)
{
	free(r->sites);
	free(r->keys);
	free(r->last);
	free(r->fw);
	free(r->out);
	free(r->all);
	free(r->pkeys);
	free(r->pfirst);
	free(r->conf);
	memset(r, 0, sizeof *r);
}

#endif

/* amp-rt.c: the counter runtime linked into programs instrumented by amp.
 * At exit, however the program ends (END of the main program, STOP, CALL
 * EXIT, ERROR STOP), it writes the block counters atomically to the path in
 * $AMP_COUNTS (default: amp.counts in the current folder). Every IF
 * condition of the program goes through AMPBR, which feeds its outcome to
 * the condition's own simulated branch predictor (amp-bpred.h) and counts
 * the mispredictions in the condition's counter slot. Built with amp profile
 * --memory, the program also passes the address of every array element
 * reference it makes to AMPMR (amp-reuse.h), and the counts file gets,
 * after the slots, the estimated references of each site in each memory
 * class (AMP_RU_NCLASS * AMP_RU_NB per site, rounded). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Defined by the per-build data file amp generates beside this one. */
extern int64_t ampcb_[];
extern const long amp_nslots;
extern const char amp_build_id[];
extern const long amp_nsites;

#include "amp-reuse.h"

static struct amp_ru amp_mem;
static double *amp_mem_out;

static void amp_rt_dump(void)
{
	const char *path = getenv("AMP_COUNTS");
	if (!path || !*path)
		path = "amp.counts";
	size_t n = strlen(path);
	char *tmp = malloc(n + 32);
	if (!tmp)
		return;
	snprintf(tmp, n + 32, "%s.tmp%ld", path, (long)getpid());
	FILE *fp = fopen(tmp, "w");
	if (!fp) {
		fprintf(stderr, "amp runtime: cannot write '%s'\n", tmp);
		free(tmp);
		return;
	}
	long nmem = amp_nsites * AMP_RU_NCLASS * AMP_RU_NB;
	if (nmem > 0) {
		amp_ru_finish(&amp_mem, amp_mem_out, NULL);
		if (amp_mem.failed)
			fprintf(stderr, "amp runtime: out of memory; the memory statistics are incomplete\n");
	}
	fprintf(fp, "amp-counts 1\nbuild %s\nslots %ld\n", amp_build_id, amp_nslots + nmem);
	for (long i = 0; i < amp_nslots; i++)
		fprintf(fp, "%lld\n", (long long)ampcb_[i]);
	for (long i = 0; i < nmem; i++)
		fprintf(fp, "%lld\n", (long long)llround(amp_mem_out[i]));
	fprintf(fp, "end\n");
	int bad = ferror(fp);
	if (fflush(fp) != 0 || fsync(fileno(fp)) != 0)
		bad = 1;
	if (fclose(fp) != 0)
		bad = 1;
	if (bad || rename(tmp, path) != 0) {
		fprintf(stderr, "amp runtime: cannot write '%s'\n", path);
		remove(tmp);
	}
	free(tmp);
}

#include "amp-bpred.h"

/* Every condition's predictor: its counters at ampbp_ctr + slot *
 * AMP_BP_SIZE, its history at ampbp_hist[slot], all zero to start. */
static uint8_t *ampbp_ctr;
static uint32_t *ampbp_hist;

/* LOGICAL FUNCTION AMPBR(SLOT, C): returns C (1 or 0, an INTEGER so that
 * any LOGICAL kind passes as MERGE(1, 0, cond)); adds one to counter SLOT
 * when the condition's predictor guessed its outcome wrong. */
int ampbr_(const int *slot, const int *c);
int ampbr_(const int *slot, const int *c)
{
	long k = *slot - 1;
	int o = *c != 0;
	if (ampbp_ctr && k >= 0 && k < amp_nslots)
		ampcb_[k] += amp_bp_step(ampbp_ctr + (size_t)k * AMP_BP_SIZE, ampbp_hist + k, o);
	return o;
}

/* SUBROUTINE AMPMR(SITE, ADDR): array element reference SITE (0-based)
 * touched the byte at ADDR (LOC of the element). */
void ampmr_(const int *site, const int64_t *addr);
void ampmr_(const int *site, const int64_t *addr)
{
	amp_ru_access(&amp_mem, *site, (uintptr_t)*addr);
}

__attribute__((constructor)) static void amp_rt_init(void)
{
	/* Pages the program never touches cost nothing: only the slots of
	 * conditions that run are ever written. */
	ampbp_ctr = calloc((size_t)amp_nslots, AMP_BP_SIZE);
	ampbp_hist = calloc((size_t)amp_nslots, sizeof *ampbp_hist);
	if (!ampbp_ctr || !ampbp_hist) {
		fprintf(stderr, "amp runtime: no memory for the branch predictors\n");
		exit(70);
	}
	if (amp_nsites > 0) {
		amp_mem_out = calloc((size_t)amp_nsites * AMP_RU_NCLASS * AMP_RU_NB, sizeof *amp_mem_out);
		const char *seed = getenv("AMP_MEM_SEED");
		if (!amp_mem_out || amp_ru_init(&amp_mem, amp_nsites, AMP_RU_PERIOD, AMP_RU_WATCH,
						 seed ? strtoull(seed, NULL, 10) : 0) != 0) {
			fprintf(stderr, "amp runtime: no memory for the memory statistics\n");
			exit(70);
		}
	}
	atexit(amp_rt_dump);
}

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
 * class (AMP_RU_NCLASS * AMP_RU_NB per site, rounded), then each site's
 * references that touched a 4 KiB page first (one per site), then each
 * site's conflict misses (one per site).
 *
 * Where it can (x86-64 Linux), the runtime also traps the program's first
 * inexact floating-point result: the counters at that moment are the
 * counts of the run's exact phase, which the file gives after the rest
 * ("exact 1" and the slots again; "exact 0" where nothing was trapped).
 * Emulators that keep a fast path for arithmetic once the inexact flag
 * is up (qemu-user) run the operations before it more slowly. */
#if defined(__x86_64__) && defined(__linux__)
#define _GNU_SOURCE
#define AMP_FPX_TRAP 1
#include <fenv.h>
#include <signal.h>
#include <ucontext.h>
#endif
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

/* The exact phase: 0 not traced, 1 still running, 2 ended at the counts
 * in amp_fpx_snap. */
static volatile int amp_fpx_state;
static int64_t *amp_fpx_snap;

#ifdef AMP_FPX_TRAP
/* SIGFPE: the first inexact result ends the exact phase. The handler
 * masks the exception in the interrupted context (SSE and x87), so the
 * operation runs again and completes as it would have, with the flag up.
 * Any other floating-point signal gets the default action. */
static void amp_fpx_trap(int sig, siginfo_t *si, void *ctx)
{
	ucontext_t *uc = ctx;
	if (si->si_code != FPE_FLTRES || !uc->uc_mcontext.fpregs) {
		signal(sig, SIG_DFL);
		return;
	}
	if (amp_fpx_state == 1) {
		memcpy(amp_fpx_snap, ampcb_, (size_t)amp_nslots * sizeof *ampcb_);
		amp_fpx_state = 2;
	}
	/* Again after the phase ended: the Fortran runtime restored the trap
	 * it saw enabled (IEEE_SET_FLAG saves and restores the modes). */
	uc->uc_mcontext.fpregs->mxcsr |= 0x1000;  /* PM: precision masked */
	uc->uc_mcontext.fpregs->cwd |= 0x20;      /* x87 PM */
	uc->uc_mcontext.fpregs->swd &= (uint16_t)~0x8080; /* x87 ES and B */
}

/* Armed before the program starts. gfortran's main would replace the
 * handler with its backtrace handler: amp profile builds with
 * -fno-backtrace. A flag already up at start leaves nothing to trace. */
static void amp_fpx_arm(void)
{
	if (fetestexcept(FE_INEXACT))
		return;
	amp_fpx_snap = calloc((size_t)amp_nslots, sizeof *amp_fpx_snap);
	if (!amp_fpx_snap)
		return;
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_sigaction = amp_fpx_trap;
	sa.sa_flags = SA_SIGINFO;
	sigemptyset(&sa.sa_mask);
	if (sigaction(SIGFPE, &sa, NULL) != 0)
		return;
	amp_fpx_state = 1;
	if (feenableexcept(FE_INEXACT) < 0)
		amp_fpx_state = 0;
}
#endif

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
		amp_ru_finish(&amp_mem, amp_mem_out, NULL, amp_mem_out + nmem + amp_nsites, NULL);
		amp_ru_pages(&amp_mem, amp_mem_out + nmem);
		if (amp_mem.failed)
			fprintf(stderr, "amp runtime: out of memory; the memory statistics are incomplete\n");
	}
	if (nmem > 0)
		nmem += 2 * amp_nsites;
	fprintf(fp, "amp-counts 1\nbuild %s\nslots %ld\n", amp_build_id, amp_nslots + nmem);
	for (long i = 0; i < amp_nslots; i++)
		fprintf(fp, "%lld\n", (long long)ampcb_[i]);
	for (long i = 0; i < nmem; i++)
		fprintf(fp, "%lld\n", (long long)llround(amp_mem_out[i]));
	/* A run that never left the exact phase ran all of it there. */
	int fpx = amp_fpx_state;
	fprintf(fp, "exact %d\n", fpx ? 1 : 0);
	for (long i = 0; fpx && i < amp_nslots; i++)
		fprintf(fp, "%lld\n", (long long)(fpx == 2 ? amp_fpx_snap[i] : ampcb_[i]));
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
 * AMP_BP_SIZE, its history at ampbp_hist[slot], its chooser at
 * ampbp_choose[slot], all zero to start; and what the conditions share. */
static uint8_t *ampbp_ctr;
static uint32_t *ampbp_hist;
static uint8_t *ampbp_choose;
static long long *ampbp_last;
static struct amp_bp_global ampbp_global;

/* LOGICAL FUNCTION AMPBR(SLOT, C): returns C (1 or 0, an INTEGER so that
 * any LOGICAL kind passes as MERGE(1, 0, cond)); adds one to counter SLOT
 * when the condition's predictor guessed its outcome wrong. */
int ampbr_(const int *slot, const int *c);
int ampbr_(const int *slot, const int *c)
{
	long k = *slot - 1;
	int o = *c != 0;
	if (ampbp_ctr && k >= 0 && k < amp_nslots)
		ampcb_[k] += amp_bp_cond(ampbp_ctr + (size_t)k * AMP_BP_SIZE, ampbp_hist + k, ampbp_choose + k,
					 &ampbp_global, (uint32_t)k, o);
	return o;
}

/* The specifics of the generic AMPBL(SLOT, C) that a unit hiding MERGE
 * declares (analyzer/instrument.c, branch_decls): LOGICAL FUNCTION
 * AMPBLn(SLOT, C), C a LOGICAL(n), read at its own width; any nonzero
 * value is true, as compilers differ on .TRUE.'s bits. */
#define AMP_BRANCH_KIND(n, type)                                   \
	int ampbl##n##_(const int *slot, const type *c);           \
	int ampbl##n##_(const int *slot, const type *c)            \
	{                                                          \
		int o = *c != 0;                                   \
		return ampbr_(slot, &o);                           \
	}                                                          \
	void ampbq##n##_(const int *slot, const type *c, int *r); \
	void ampbq##n##_(const int *slot, const type *c, int *r)  \
	{                                                          \
		*r = ampbl##n##_(slot, c);                         \
	}
AMP_BRANCH_KIND(1, int8_t)
AMP_BRANCH_KIND(2, int16_t)
AMP_BRANCH_KIND(4, int32_t)
AMP_BRANCH_KIND(8, int64_t)

/* SUBROUTINE AMPDO(SLOT, N): a counted DO loop of N iterations starts;
 * adds to counter SLOT the mispredictions of its closing branch
 * (amp_bp_do: its trip count at the last entry in ampbp_last[slot]). */
void ampdo_(const int *slot, const int *n);
void ampdo_(const int *slot, const int *n)
{
	long k = *slot - 1;
	if (ampbp_ctr && k >= 0 && k < amp_nslots)
		ampcb_[k] += amp_bp_do(ampbp_ctr + (size_t)k * AMP_BP_SIZE, ampbp_hist + k, ampbp_last + k, *n);
}

/* SUBROUTINE AMPMR(SITE, ADDR): array element reference SITE (0-based)
 * touched the byte at ADDR (LOC of the element). */
void ampmr_(const int *site, const int64_t *addr);
void ampmr_(const int *site, const int64_t *addr)
{
	amp_ru_access(&amp_mem, *site, (uintptr_t)*addr);
}

/* SUBROUTINE AMPMS(SITE, ADDR, NBYTES): the left side of an array
 * assignment, SITE (0-based), contiguous, spans the NBYTES bytes from
 * ADDR: its pages touched for the first time count (mem.page); its
 * elements are not traced. */
void ampms_(const int *site, const int64_t *addr, const int64_t *nbytes);
void ampms_(const int *site, const int64_t *addr, const int64_t *nbytes)
{
	if (*nbytes > 0)
		amp_ru_pages_span(&amp_mem, *site, (uintptr_t)*addr, (uint64_t)*nbytes);
}

/* What a PURE or ELEMENTAL procedure calls instead, through explicit
 * interfaces that declare these PURE, BIND(C), with VALUE arguments
 * (analyzer/instrument.c, pure_decls): a pure procedure may not define
 * the COMMON counters, nor call AMPBR, AMPDO or LOC. Each is a
 * subroutine, so no compiler drops or moves a call as it may a PURE
 * function's. */

/* AMPCN(SLOT, N): adds N to counter SLOT. */
void amp_pure_count(int slot, int64_t n);
void amp_pure_count(int slot, int64_t n)
{
	long k = slot - 1;
	if (k >= 0 && k < amp_nslots)
		ampcb_[k] += n;
}

/* AMPBP(SLOT, C, R): AMPBR(SLOT, C) into R. */
void amp_pure_branch(int slot, int c, int *r);
void amp_pure_branch(int slot, int c, int *r)
{
	*r = ampbr_(&slot, &c);
}

/* AMPDP(SLOT, N): AMPDO(SLOT, N). */
void amp_pure_do(int slot, int n);
void amp_pure_do(int slot, int n)
{
	ampdo_(&slot, &n);
}

/* AMPMP(SITE, X): AMPMR(SITE, LOC(X)), X passed by reference (TYPE(*)). */
void amp_pure_mem(int site, const void *x);
void amp_pure_mem(int site, const void *x)
{
	amp_ru_access(&amp_mem, site, (uintptr_t)x);
}

__attribute__((constructor)) static void amp_rt_init(void)
{
	/* Pages the program never touches cost nothing: only the slots of
	 * conditions that run are ever written. */
	ampbp_ctr = calloc((size_t)amp_nslots, AMP_BP_SIZE);
	ampbp_hist = calloc((size_t)amp_nslots, sizeof *ampbp_hist);
	ampbp_choose = calloc((size_t)amp_nslots, 1);
	ampbp_last = calloc((size_t)amp_nslots, sizeof *ampbp_last);
	if (!ampbp_ctr || !ampbp_hist || !ampbp_choose || !ampbp_last) {
		fprintf(stderr, "amp runtime: no memory for the branch predictors\n");
		exit(70);
	}
	if (amp_nsites > 0) {
		amp_mem_out = calloc((size_t)amp_nsites * (AMP_RU_NCLASS * AMP_RU_NB + 2), sizeof *amp_mem_out);
		const char *seed = getenv("AMP_MEM_SEED");
		if (!amp_mem_out || amp_ru_init(&amp_mem, amp_nsites, AMP_RU_PERIOD, AMP_RU_WATCH,
						 seed ? strtoull(seed, NULL, 10) : 0) != 0) {
			fprintf(stderr, "amp runtime: no memory for the memory statistics\n");
			exit(70);
		}
	}
	atexit(amp_rt_dump);
#ifdef AMP_FPX_TRAP
	amp_fpx_arm();
#endif
}

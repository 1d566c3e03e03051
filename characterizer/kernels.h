/* kernels.h: synthetic loop kernels for the characterizer. Each kernel is a
 * Fortran subroutine whose loop body is a random mix of typical statements;
 * the generator declares, as data, how many of each parameter one
 * iteration of the body executes (checked against amp analyze in a test). */
#ifndef AMP_KERNELS_H
#define AMP_KERNELS_H

#include <stddef.h>

#include "catalog.h"
#include "vecfile.h"
#include "util.h"

/* Array extent: every kernel sweeps arrays this long, each outer
 * iteration J on the window of elements that follows the last one
 * (IB = IB + trip, back to the start past SPAN; no division on the path
 * to the inner loop's start; docs/characterizer.md says why). */
#define AMP_KRN_LD 65600
#define AMP_KRN_LD_S "65600"
#define AMP_KRN_SPAN 65000
#define AMP_KRN_SPAN_S "65000"

struct amp_kernel {
	int id;
	int whileloop;               /* inner loop is a DO WHILE */
	int trip;                    /* inner loop's iterations per J */
	double body[AMP_NCOUNTERS];  /* declared counts of one body execution */
	double per_call[AMP_NCOUNTERS]; /* counts of one J iteration (a call with
					   nrep J iterations runs nrep of them);
					   data-dependent branches at their
					   expected frequency */
	double call1[AMP_NCOUNTERS];  /* exact counts of a call with NREP = 1
					 (the window of J = 1), for checking
					 against amp profile */
	int first_line, last_line;   /* the body's lines in the source */
	int chain;                   /* 0, or 1 + the latency class whose
					chain this kernel times */
	double lat[AMP_NLAT];        /* chain kernels: the chain's lat.*
					counts per J iteration */
	int mem_kind;                /* 0, or 1 + the kind (AMP_MK_*) of a
					memory kernel */
	int mem_shift;               /* memory kernels: footprint 2^mem_shift
					lines of XMX */
	int warm;                    /* memory kernels: J iterations of one
					untimed pass before every timing (0:
					none) */
	double mem[AMP_NMEM];        /* memory kernels: references per J
					iteration in each memory class
					(amp_kernels_memory_stats) */
	int path;                    /* 0, or the statements on the
					dependence path of a path kernel */
	double dep[AMP_NLAT];        /* path kernels: the path's dep.*
					counts per J iteration */
	double stmts;                /* path kernels: operations one body
					execution runs (its parameter counts
					per inner iteration) */
	int fpx;                     /* 0, or 1 + the exact.* class of an
					exact-state kernel */
};

struct amp_kernel_set {
	struct amp_kernel *k;
	size_t n;                    /* all kernels: k[0..nmix) the mixes,
					k[nmix..nmix + nchain) the chain
					kernels, then nmem memory kernels,
					then npath path kernels */
	size_t nmix, nchain, nmem, npath, nfpx; /* then nfpx exact-state
					kernels, the pairs of each class */
	struct amp_buf source;       /* fixed-form Fortran: the module AMPMD,
					kernels, helpers */
	size_t module_end;           /* source[0..module_end): the module */
};

/* KA(I), I = 1..AMP_KRN_LD: pseudo-random integers 0..99 that kernels
 * compare against thresholds, so branches on them are unpredictable
 * (Park and Miller's minimal standard generator from 12345, modulo 100;
 * the harness and the dump driver fill KA the same way). */
int amp_kernels_ka(int i);

/* Chain kernels: per latency class, loops whose body is one dependence
 * chain of that class's operations: AMP_CHAIN_VARIANTS shapes for each
 * operator class, AMP_CHAIN_INTR_VARIANTS for each intrinsic one. */
#define AMP_CHAIN_VARIANTS 3
#define AMP_CHAIN_INTR_VARIANTS 2
#define AMP_LAT_NOPS (AMP_LAT_CDIV - AMP_LAT_IHOP + 1)
#define AMP_CHAIN_KERNELS ((AMP_LAT_NOPS - 2) * AMP_CHAIN_VARIANTS + \
			   (AMP_NLAT - AMP_LAT_NOPS) * AMP_CHAIN_INTR_VARIANTS)
#define AMP_CHAIN_TRIP 254

/* Memory kernels: loops of AMP_MEM_TRIP iterations per J, each storing
 * one element of the module array XMX into DB(I), that sweep a footprint
 * of 2^s lines (64 bytes) of XMX for s = AMP_MEM_SMIN .. AMP_MEM_SMAX, in
 * four kinds: through a random permutation of one element per line
 * (DB(I) = XMX(XMI(KP + I)), irregular), one element per line
 * (DB(I) = XMX(KP + 8 * I)) and every element (DB(I) = XMX(KP + I)),
 * and a fourth, strided, as the irregular one but with XMI holding every
 * AMP_MEM_WIDE-th line in turn (8 * MOD(AMP_MEM_WIDE * (I - 1), NF) + 1
 * for a footprint of NF lines: a constant step of AMP_MEM_WIDE lines,
 * each line once a pass). A fifth kind, conflict, swaps pairs of
 * elements 4 KiB apart in the static module array XMC, the pairs 8 KiB
 * apart, NF / 2 pairs in turn (T = XMC(KP + 512); XMC(KP + 512) =
 * XMC(KP); XMC(KP) = T; KP = KP + 1024; IF (KP .GT. last) KP = 1): the
 * NF lines all go to one set of a cache indexed by the address's low 12
 * bits, so NF beyond its ways miss it although NF lines fit in it, for
 * NF = 2^s, s in AMP_MEM_CONF_SHIFTS (2^3 left out: 8 lines fill the
 * simulated cache's 8 ways exactly, a line of another array in their set
 * decides whether they miss, and a first-level cache of 12 ways holds
 * them either way). Direct subscripts into a static array, as an FFT's
 * butterflies and a transpose's swaps reach their elements: the same
 * misses cost a fraction as much in loops with more work around them
 * (tests/bench/confshape.sh).
 * Two more kinds stream stores as the unit kind streams loads, over
 * XMW, a static module array as large as XMX, reached directly as
 * DAXPY reaches its explicit-shape dummies: an update of every element
 * (XMW(KP + I) = XMW(KP + I) + DB(I), a read and a write of each
 * element: DAXPY's DY(I) = DY(I) + DA * DX(I)) and a store into every
 * element (XMW(KP + I) = DB(I)); their XMW references count mem.wrt
 * besides mem.reg: a loop waits longer for the lines it stores into than
 * for those it only reads (tests/bench/storestream.sh). A last one,
 * strided store, stores as the strided kind loads: XMW(XMI(KP + I)) =
 * DB(I) over the strided kind's part of XMI; its XMW references count
 * mem.stw instead of mem.str: a strided store that misses costs other
 * than a strided load (more on the Xeon host, tests/bench/stride.sh).
 * KP is saved: each call continues where the last one stopped. Before
 * every timing the harness runs AMP_MEM_WARM_PASSES untimed passes over
 * footprints up to 2^AMP_MEM_WARM_SMAX lines and one over larger ones,
 * so the timing finds them where a loop that keeps sweeping them would:
 * on the Xeon host a gather over 2^18 lines after a sweep over 128 MiB
 * took 13.2 ns a reference after one pass and 4.6 after two (the lines
 * one pass brings from memory are not all kept in the last-level cache
 * yet), over 2^20 lines 25.8 ns after none and 18.5 after one, 18.0
 * after four (tests/bench/warmpass.sh). */
enum {
	AMP_MK_IRR, AMP_MK_LINE, AMP_MK_UNIT, AMP_MK_WIDE, AMP_MK_UPDATE, AMP_MK_STORE, AMP_MK_WSTORE, AMP_MK_CONF,
	AMP_MK_KINDS
};
#define AMP_MEM_SMIN 8
#define AMP_MEM_SMAX 20
#define AMP_MEM_WARM_SMAX 18
#define AMP_MEM_WARM_PASSES 2
#define AMP_MEM_TRIP 256
#define AMP_MEM_FOOTPRINTS (AMP_MEM_SMAX - AMP_MEM_SMIN + 1)
#define AMP_MEM_CONF_SHIFTS { 2, 4, 5, 6, 7, 8 }
#define AMP_MEM_NCONF 6
#define AMP_MEM_CSTRIDE 1024         /* elements of XMC: 8 KiB, pairs apart */
#define AMP_MEM_WIDE 7               /* lines: the strided kind's step, 448 bytes */
#define AMP_MEM_KERNELS (AMP_MK_CONF * AMP_MEM_FOOTPRINTS + AMP_MEM_NCONF)
/* XMI's permutations: Park and Miller's generator from this seed, one
 * Fisher-Yates shuffle per footprint, smallest first (AMPINIT). */
#define AMP_MEM_SEED 4321

/* Path kernels (rule 17): loops of AMP_CHAIN_TRIP iterations per J whose
 * body is one dependence path of P statements within an iteration (the
 * first reads an array element, each next one the value the one before
 * stored, the last stores an array element), of integer, real or double
 * precision arithmetic, alone or with one independent statement of the
 * same form after each statement of the path: what a path adds to the
 * operations as its length and the work around it grow. */
#define AMP_PATH_TYPES 3
#define AMP_PATH_LENGTHS 5
#define AMP_PATH_KERNELS (AMP_PATH_TYPES * AMP_PATH_LENGTHS * 2)

/* Exact-state kernels (rule 18): per class of exact.* (single and double
 * adds and multiplies, divides and square roots), a loop of
 * AMP_CHAIN_TRIP iterations per J of AMP_FPX_OPS operations on values
 * that stay exactly representable, run once with the inexact flag
 * cleared first (IEEE_SET_FLAG) and once, its twin, with it raised: what
 * an operation adds before a run's first inexact result is the
 * difference of their least times per operation. Both leave the flag
 * raised, so the kernels timed after them run as before. */
#define AMP_FPX_OPS 8
#define AMP_FPX_KERNELS (2 * AMP_NFPX)

/* Generate n mixed kernels from a seed, then the chain kernels, the
 * memory kernels, the path kernels and the exact-state kernels. */
void amp_kernels_generate(struct amp_kernel_set *set, size_t n, unsigned long seed);
/* The memory classes of the memory kernels' references (k->mem), from
 * their exact address streams through amp-reuse.h, as amp profile
 * --memory would count them. Returns 0, or -1 when out of memory. */
int amp_kernels_memory_stats(struct amp_kernel_set *set);
/* The name of memory kernel kind k ("irregular", "line", "unit"). */
const char *amp_mem_kind_name(int k);
void amp_kernels_release(struct amp_kernel_set *set);

#endif

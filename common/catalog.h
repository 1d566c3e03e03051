/* catalog.h: the abstract machine's parameters, as one data table.
 * The contract between the characterizer (times) and the analyzer (counts). */
#ifndef AMP_CATALOG_H
#define AMP_CATALOG_H

#include <stddef.h>

/* Written into every .vec and .stats file; bump when a parameter is added,
 * removed, renamed or its counting rule changes meaning. */
#define AMP_CATALOG_VERSION "amp-catalog-14"

#define AMP_NPARAMS 128
#define AMP_NREDUCED 17

struct amp_param {
	const char *mnemonic; /* 4 letters, e.g. "SRDL" */
	int reduced;          /* 0-based index into amp_reduced[] */
	const char *description;
};

struct amp_reduced_param {
	const char *key;  /* short machine-friendly name, e.g. "mem-single" */
	const char *name; /* the paper's Table 2 wording */
};

extern const struct amp_param amp_params[AMP_NPARAMS];
extern const struct amp_reduced_param amp_reduced[AMP_NREDUCED];

/* Index of a parameter by mnemonic (exact, upper case), or -1. */
int amp_param_index(const char *mnemonic);
int amp_reduced_index(const char *key);

/*
 * Auxiliary counters: machine-independent program statistics that have no
 * time of their own (the paper's Figure 4: statement kinds and operand
 * structure). The analyzer counts them per block like parameters; the
 * predictor never multiplies them by a time. They follow the parameters in
 * one counter space: counter i < AMP_NPARAMS is a parameter, the rest are
 * auxiliary, so a block's counts are one array of AMP_NCOUNTERS doubles.
 */
enum amp_aux {
	AMP_ST_ASSIGN,  /* assignment statement executed */
	AMP_ST_DO,      /* DO / DO WHILE statement executed (loop entry) */
	AMP_ST_IF,      /* logical, arithmetic or block IF / ELSE IF evaluated */
	AMP_ST_GOTO,    /* any GO TO */
	AMP_ST_CALL,    /* CALL statement */
	AMP_ST_RETURN,  /* RETURN, or END of a subprogram */
	AMP_ST_IO,      /* READ, WRITE, PRINT, OPEN, CLOSE, ... */
	AMP_ST_OTHER,   /* any other executable statement (CONTINUE, STOP, ...) */
	AMP_ST_UNMODELED, /* executed statements with no parameter (I/O, ...) */
	AMP_OP_SCALAR,  /* reference to a scalar variable operand */
	AMP_OP_CONST,   /* reference to a literal or named constant operand */
	/* The operations along the block's heaviest loop-carried dependence
	 * cycle, per execution of a block inside a loop (parameters.md, rule
	 * 15): what a processor that overlaps independent work still waits for
	 * from one execution of the block to the next. In the order of the
	 * latency classes of machine vectors (amp_lat_name, vecfile.h). */
	AMP_LAT_IHOP,   /* statement on the chain storing an INTEGER or LOGICAL
			   variable the next one reads back */
	AMP_LAT_FHOP,   /* the same through a REAL, DOUBLE PRECISION or COMPLEX one */
	AMP_LAT_IADD,   /* INTEGER or LOGICAL + or - (binary, unary minus) */
	AMP_LAT_IMUL,   /* INTEGER * */
	AMP_LAT_IDIV,   /* INTEGER / or MOD */
	AMP_LAT_FADD,   /* REAL or DOUBLE PRECISION + or - */
	AMP_LAT_FMUL,   /* REAL or DOUBLE PRECISION * */
	AMP_LAT_FDIV,   /* REAL or DOUBLE PRECISION / */
	AMP_LAT_CADD,   /* COMPLEX or DOUBLE COMPLEX + or - */
	AMP_LAT_CMUL,   /* COMPLEX or DOUBLE COMPLEX * */
	AMP_LAT_CDIV,   /* COMPLEX or DOUBLE COMPLEX / */
	/* Intrinsic functions on the chain (SQRT ... TANH of a real or double
	 * precision argument), one class per parameter of groups 11 and 12
	 * that rule 9 counts for the call, key "lat." and the mnemonic. */
	AMP_LAT_SQRS, AMP_LAT_SQRD, AMP_LAT_EXPS, AMP_LAT_EXPD, AMP_LAT_LOGS,
	AMP_LAT_LOGD, AMP_LAT_SINS, AMP_LAT_SIND, AMP_LAT_TANS, AMP_LAT_TAND,
	AMP_LAT_ATNS, AMP_LAT_ATND, AMP_LAT_HYPS, AMP_LAT_HYPD,
	/* Array element references by the memory level their line comes from
	 * (amp profile --memory, docs/parameters.md rule 16): the stack
	 * distance bucket 1..6 of the reference, [2^9, 2^11) lines ... 2^19
	 * lines or more (profiler/runtime/amp-reuse.h), in three classes:
	 * regular (a site's stream to the same or a neighbouring line),
	 * irregular, and strided (a constant step that skips lines, within
	 * a page). In the order of the memory classes of machine vectors
	 * (amp_mem_name). */
	AMP_MEM_REG1, AMP_MEM_REG2, AMP_MEM_REG3, AMP_MEM_REG4, AMP_MEM_REG5, AMP_MEM_REG6,
	AMP_MEM_IRR1, AMP_MEM_IRR2, AMP_MEM_IRR3, AMP_MEM_IRR4, AMP_MEM_IRR5, AMP_MEM_IRR6,
	AMP_MEM_STR1, AMP_MEM_STR2, AMP_MEM_STR3, AMP_MEM_STR4, AMP_MEM_STR5, AMP_MEM_STR6,
	/* References nearer than 2^9 lines that a 32 KiB cache of 64 sets
	 * of 8 ways misses: lines a power-of-two stride apart compete for
	 * one set (rule 16). The last memory class. */
	AMP_MEM_CONF,
	/* Of the regular references above, those of a site that writes its
	 * element (the left side of an assignment, or a read of the same
	 * element the statement assigns: A(I) = A(I) + X), by the same
	 * buckets: the lines a program streams stores into, which some
	 * compilers' code waits for where a stream it only reads costs
	 * nothing (rule 16). Counted on top of their mem.reg class. */
	AMP_MEM_WRT1, AMP_MEM_WRT2, AMP_MEM_WRT3, AMP_MEM_WRT4, AMP_MEM_WRT5, AMP_MEM_WRT6,
	/* The strided references above of a site that writes its element,
	 * counted here instead of in their mem.str class, by the same
	 * buckets: a strided store that misses waits in the store buffer and
	 * writes its dirty line back, and costs other than a strided load
	 * (rule 16). */
	AMP_MEM_STW1, AMP_MEM_STW2, AMP_MEM_STW3, AMP_MEM_STW4, AMP_MEM_STW5, AMP_MEM_STW6,
	/* The operations along the block's longest dependence path within one
	 * execution (parameters.md, rule 17): statements that read what an
	 * earlier statement of the block stored, from the values at entry to
	 * the last value the path computes. The classes of the lat.* counters,
	 * in their order. */
	AMP_DEP_IHOP, AMP_DEP_FHOP, AMP_DEP_IADD, AMP_DEP_IMUL, AMP_DEP_IDIV,
	AMP_DEP_FADD, AMP_DEP_FMUL, AMP_DEP_FDIV, AMP_DEP_CADD, AMP_DEP_CMUL,
	AMP_DEP_CDIV, AMP_DEP_SQRS, AMP_DEP_SQRD, AMP_DEP_EXPS, AMP_DEP_EXPD,
	AMP_DEP_LOGS, AMP_DEP_LOGD, AMP_DEP_SINS, AMP_DEP_SIND, AMP_DEP_TANS,
	AMP_DEP_TAND, AMP_DEP_ATNS, AMP_DEP_ATND, AMP_DEP_HYPS, AMP_DEP_HYPD,
	/* Floating-point operations executed while the run had raised no
	 * inexact result yet (parameters.md, rule 18; amp profile on a host
	 * that can trap the first one): machines whose arithmetic is slower
	 * in that state (qemu-user's softfloat) price each one by the exact
	 * rows of their vector. In the order of those rows (amp_fpx_name). */
	AMP_FPX_SINGLE, /* single-precision add, subtract or multiply */
	AMP_FPX_DOUBLE, /* double-precision add, subtract or multiply */
	AMP_FPX_DIVIDE, /* divide or square root, either precision */
	/* Entries of the DO loop around a block whose loop-carried chain
	 * starts afresh at each of them (rule 15): the chains of successive
	 * entries are independent and overlap. */
	AMP_LAT_ENTRY,
	/* Array element references that touch a 4 KiB page for the first
	 * time in the run (amp profile --memory, rule 16): the operating
	 * system maps and zeroes the page then. */
	AMP_MEM_PAGE,
	/* Operations (parameter counts) executed over the run by the blocks
	 * of the block's innermost loop body, or of its routine outside any
	 * loop (rule 17): per execution of the block, the operations between
	 * one execution and the next, which fill the instruction window
	 * between their dependence paths. */
	AMP_DEP_SCOPE,
	/* For a block whose chain restarts at each entry of its DO loop
	 * (AMP_LAT_ENTRY): the operations from one entry to the next over
	 * the run, the dep.scope of the block holding the DO. */
	AMP_LAT_SCOPE,
	/* Iterations of counted DO loops whose step is not a constant
	 * (rule 19): some compilers run such a loop by a trip count they
	 * keep in memory and add the step to the index from memory, which
	 * the kernels' loops (step 1) never do. */
	AMP_DO_VSTEP,
	/* Reduction intrinsics over arrays (SUM, DOT_PRODUCT, MAXVAL, ...;
	 * rule 20): elements of their arguments, and the references
	 * themselves. Some compilers run them through a library routine
	 * whose cost the kernels' parameters do not see. */
	AMP_RED_ELEM,
	AMP_RED_CALL,
	/* Calls and function references to a routine of the caller's own
	 * source file (rule 21): its code mostly lies within the caller's
	 * page, where a binary translator chains the call, while every
	 * kernel's callee starts a page of its own. */
	AMP_CALL_NEAR,
	/* The operations along the dependence path of the condition that
	 * ends the block (an IF or ELSE IF; parameters.md, rule 22), from
	 * the values at the block's entry through its statements and the
	 * functions it references to the condition, the block's loop-carried
	 * chain left out: what a mispredicted branch waits for before the
	 * processor can fetch the right path. Per block, the path times the
	 * mispredictions amp profile counted there. The classes of the lat.*
	 * counters, in their order. */
	AMP_CND_IHOP, AMP_CND_FHOP, AMP_CND_IADD, AMP_CND_IMUL, AMP_CND_IDIV,
	AMP_CND_FADD, AMP_CND_FMUL, AMP_CND_FDIV, AMP_CND_CADD, AMP_CND_CMUL,
	AMP_CND_CDIV, AMP_CND_SQRS, AMP_CND_SQRD, AMP_CND_EXPS, AMP_CND_EXPD,
	AMP_CND_LOGS, AMP_CND_LOGD, AMP_CND_SINS, AMP_CND_SIND, AMP_CND_TANS,
	AMP_CND_TAND, AMP_CND_ATNS, AMP_CND_ATND, AMP_CND_HYPS, AMP_CND_HYPD,
	/* The same mispredictions by where the condition's array element
	 * comes from (amp profile --memory, rule 22): per stack-distance
	 * bucket 1..6 of rule 16, the mispredictions times the share of the
	 * condition's references that came from there (conflict misses in
	 * bucket 1), for its reference that waits longest. A machine vector's
	 * 'load-latency-ns' prices each at a dependent load's latency there
	 * beyond the first-level cache's. */
	AMP_CND_LD1, AMP_CND_LD2, AMP_CND_LD3, AMP_CND_LD4, AMP_CND_LD5, AMP_CND_LD6,
	/* The loads on the block's chain of dependent loads (rule 23: an
	 * element whose subscript comes from another element's value, as
	 * far as the block's statements and, for a block ending in a DO
	 * statement, the first block of its loop take it), by where their
	 * lines come from (amp profile --memory): per bucket 1..6 of rule
	 * 16, the block's executions times the shares of the chain's
	 * references that came from there, summed over the chain. Priced at
	 * 'load-latency-ns' beyond the first-level cache's, on the block's
	 * dependence path (rule 17's window). */
	AMP_DEP_LD1, AMP_DEP_LD2, AMP_DEP_LD3, AMP_DEP_LD4, AMP_DEP_LD5, AMP_DEP_LD6,
	/* The loads on the block's loop-carried chain of loads (rule 23: a
	 * variable it assigns through loads from its own value at entry, J =
	 * Q(J)), the same way: the next execution's loads wait for them.
	 * Priced on the block's loop-carried chain (rule 15) beyond what the
	 * block's memory rows price. */
	AMP_LAT_LD1, AMP_LAT_LD2, AMP_LAT_LD3, AMP_LAT_LD4, AMP_LAT_LD5, AMP_LAT_LD6,
	/* Which scope the block belongs to (rule 17's dep.scope: its innermost
	 * loop body, or its routine outside any loop): one number shared by
	 * the blocks of one scope and no other, not a count. The loop-carried
	 * chains of a scope's blocks run under the operations of all of them
	 * (rule 15). */
	AMP_DEP_SID,
	AMP_NAUX
};

#define AMP_NCOUNTERS (AMP_NPARAMS + AMP_NAUX)
/* The loop-carried chain counters lat.* (AMP_LAT_IHOP..AMP_LAT_HYPD), which
 * are also the latency classes of machine vectors (vecfile.h). */
#define AMP_NLAT (AMP_LAT_HYPD - AMP_LAT_IHOP + 1)
/* The memory counters mem.* (AMP_MEM_REG1..AMP_MEM_STW6), which are also
 * the memory classes of machine vectors (vecfile.h): class c (0 regular,
 * 1 irregular, 2 strided) and bucket b (1..6) is k = c * 6 + b - 1; the
 * conflict misses are k = AMP_MEM_KCONF; the written regular references
 * of bucket b k = AMP_MEM_KWRT1 + b - 1, the written strided ones
 * k = AMP_MEM_KSTW1 + b - 1. */
#define AMP_NMEM (AMP_MEM_STW6 - AMP_MEM_REG1 + 1)
#define AMP_MEM_KCONF (AMP_MEM_CONF - AMP_MEM_REG1)
#define AMP_MEM_KWRT1 (AMP_MEM_WRT1 - AMP_MEM_REG1)
#define AMP_MEM_KSTR1 (AMP_MEM_STR1 - AMP_MEM_REG1)
#define AMP_MEM_KSTW1 (AMP_MEM_STW1 - AMP_MEM_REG1)
#define AMP_MEM_NBUCKETS 6 /* stack-distance buckets of each class */
/* The exact-state counters exact.* (AMP_FPX_SINGLE..AMP_FPX_DIVIDE). */
#define AMP_NFPX (AMP_FPX_DIVIDE - AMP_FPX_SINGLE + 1)

/* The exact-state operations one execution of parameter i stands for, by
 * class (AMP_NFPX entries, zeros for a parameter with no floating-point
 * add, multiply, divide or square root): a complex multiply is four
 * multiplies and two adds, a complex divide (Smith's method) three of
 * each and three divides, a power by an integer at least one multiply. */
void amp_fpx_ops(int i, double out[AMP_NFPX]);

struct amp_aux_counter {
	const char *key; /* e.g. "st.assign" */
	const char *description;
};

extern const struct amp_aux_counter amp_aux_counters[AMP_NAUX];

/* Name of counter i (parameter mnemonic or auxiliary key). */
const char *amp_counter_name(int i);
/* Index of a counter by name (parameter or auxiliary), or -1. */
int amp_counter_index(const char *name);

#endif

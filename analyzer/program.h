/* program.h: what the analyzer knows about a program once parsed: its
 * statements with their kinds, program units, basic blocks and the static
 * counts of every block. Consumers: `amp analyze` (listing), the
 * instrumenter (analyzer/instrument.c) and `amp profile` (profiler/).
 */
#ifndef AMP_PROGRAM_H
#define AMP_PROGRAM_H

#include <stddef.h>

#include "catalog.h"
#include "prescan.h"

/* The counters the instrumented program keeps: one INTEGER*8 array in a
 * COMMON block. Slots 1..nblocks count block entries; slots after them add
 * up run-time element counts of Fortran 90 array statements. */
#define AMP_COUNTER_COMMON "AMPCB"   /* COMMON /AMPCB/ AMPCT(n) */
#define AMP_COUNTER_ARRAY "AMPCT"
#define AMP_COUNTER_CSYM "ampcb_"    /* its symbol as gfortran/flang name it */

enum amp_unit_kind { AMP_UNIT_PROGRAM, AMP_UNIT_SUBROUTINE, AMP_UNIT_FUNCTION,
		     AMP_UNIT_BLOCKDATA, AMP_UNIT_MODULE, AMP_UNIT_SUBMODULE };

struct amp_unit {
	enum amp_unit_kind kind;
	char *name;          /* upper case; main program without PROGRAM: "MAIN" */
	size_t first_stmt;   /* index into amp_program.stmts */
	size_t last_stmt;    /* its END statement */
	int host;            /* containing unit (CONTAINS), or -1 */
	size_t first_exec;   /* first executable statement (== last_stmt if none):
				the instrumenter declares the counters before it */
	unsigned shadows;    /* AMP_SH_*: intrinsics the instrumented copy uses
				that the unit declares as entities of its own */
};

#define AMP_SH_SIZE 1u   /* SIZE: counts by PRODUCT(SHAPE(...)), no AMPMS */
#define AMP_SH_MAX 2u    /* MAX: trip counts by MAX0 */
#define AMP_SH_LOC 4u    /* LOC, IS_CONTIGUOUS or STORAGE_SIZE: no memory tracing */
#define AMP_SH_MERGE 8u  /* MERGE: conditions go to the runtime through the
			    generic AMPBL (AMPBQ where PURE), by LOGICAL kind */
#define AMP_SH_INT 16u   /* INT: trip counts and PURE counts without it */
#define AMP_SH_REAL 32u  /* REAL: a loop of a REAL variable counted per iteration */
#define AMP_SH_DBLE 64u  /* DBLE: so is one of a DOUBLE PRECISION variable */

enum amp_stmt_kind {
	AMP_SK_SPEC,        /* declaration, IMPLICIT, COMMON, DATA, FORMAT, ... */
	AMP_SK_UNIT,        /* PROGRAM/SUBROUTINE/FUNCTION/MODULE/CONTAINS/END ... */
	AMP_SK_STMTFN,      /* statement function definition */
	AMP_SK_ASSIGN,
	AMP_SK_IF_LOGICAL,  /* IF (e) action */
	AMP_SK_IF_ARITH,
	AMP_SK_IF_THEN, AMP_SK_ELSE_IF, AMP_SK_ELSE, AMP_SK_END_IF,
	AMP_SK_DO, AMP_SK_DO_WHILE, AMP_SK_END_DO,
	AMP_SK_GOTO, AMP_SK_CYCLE, AMP_SK_EXIT,
	AMP_SK_SELECT, AMP_SK_CASE, AMP_SK_END_SELECT,
	AMP_SK_CALL, AMP_SK_RETURN, AMP_SK_STOP,
	AMP_SK_CONTINUE,
	AMP_SK_IO,          /* READ, WRITE, PRINT, OPEN, CLOSE, INQUIRE, ... */
	AMP_SK_OTHER_EXEC,  /* any other executable statement (ALLOCATE, ...) */
	AMP_SK_ERROR        /* could not be parsed (a diagnostic was given) */
};

struct amp_stmt_info {
	struct amp_stmt st;       /* the prescanned statement (owned) */
	enum amp_stmt_kind kind;
	int unit;                 /* index into amp_program.units */
	int block;                /* id of the block this statement starts, 0 if
				     it is not a leader */
	int in_block;             /* id of the block it belongs to, 0 if none
				     (specification statements) */
	/* IF (e) action: the action is its own block; the counter for it goes
	 * between the condition and the action. */
	int action_block;
	size_t action_off;        /* offset in st.text where the action starts */
	int is_branch_target;     /* its label is referenced by a jump */
	int ends_do;              /* number of labelled DO loops it terminates */
	long do_end;              /* DO: index of its terminal statement (END DO
				     or the labelled one), -1 if none */
	int do_calls;             /* DO: its bounds call a function of the
				     program (the copy must not evaluate
				     them again) */
	char do_conv;             /* DO: the bounds' conversion to the DO
				     variable's type for its trip count: 'I'
				     (INT, an INTEGER variable with REAL
				     bounds), 'R' (REAL), 'D' (DBLE), or 0 */
	/* Fortran 90 array statement: slot whose counter adds the element count,
	 * and a Fortran expression (in normalized text) giving that count at
	 * run time, e.g. "SIZE(A)" or "(N-1+1)". slot 0: none. */
	int array_slot;
	char *array_count_expr;
	int array_count_after;    /* count after the statement: a whole
				     allocatable array's assignment, which
				     may (re)allocate it */
	int array_in_action;      /* a logical IF's action holds the array
				     statement (counted when the action runs);
				     else its condition's reduction is
				     counted at every evaluation */
	/* The header of a separate module procedure's interface body (MODULE
	 * FUNCTION F(X) in an INTERFACE block): the instrumenter makes it
	 * impure, as it does the procedure's own header. */
	int separate_header;
	/* DO CONCURRENT: the variables of its LOCAL and of its LOCAL_INIT
	 * specs (upper case, separated by commas; pointers left out), or
	 * NULL. The copy's sequential loop saves their values before the
	 * loop and restores them after it, and a LOCAL_INIT variable at the
	 * start of every iteration. */
	char *dc_local, *dc_local_init;
};

/* An array element reference that `amp profile --memory` traces: the
 * instrumented program passes its address to the runtime (AMPMR) before the
 * statement runs. Only references the counts price as ARR1..ARRN loads or
 * stores: not whole arrays or sections, not CHARACTER elements, not bare
 * actual arguments (an address the callee uses, not an access), and not
 * references whose subscripts call a user function (which would run
 * twice). */
struct amp_memref {
	size_t stmt;          /* index into amp_program.stmts */
	size_t off;           /* offset in the statement's text */
	char *text;           /* the reference, e.g. "A(I,J+1)" */
	/* The left side of an array assignment, whole array or section: only
	 * the pages it spans are traced (mem.page), when it is contiguous
	 * (AMPMS); guard: "ALLOCATED(A)" or "ASSOCIATED(P)" for a whole
	 * allocatable or pointer array, else NULL. */
	int pages;
	char *guard;
	/* The reference writes its element: the left side of an assignment,
	 * or a read of the element the statement assigns (A(I) = A(I) + X).
	 * Its regular references beyond the first-level cache also count
	 * mem.wrt (rule 16). */
	int written;
};

/* A part of a block's counts that scales with a run-time element count. */
struct amp_scaled {
	int slot;                        /* counter slot (nblocks+1 ...) */
	double counts[AMP_NCOUNTERS];    /* per element */
};

struct amp_block {
	int id;                          /* 1-based, program-wide */
	int file;                        /* index into srcs.files */
	int line1, line2;                /* physical line range */
	int unit;                        /* index into units */
	size_t first_stmt, last_stmt;    /* statement range */
	double counts[AMP_NCOUNTERS];    /* per execution of the block */
	/* The block ends in a two-way IF condition (logical IF, block IF, ELSE
	 * IF), or in a counted DO statement: the counter slot where the
	 * instrumented program counts the mispredictions of the condition,
	 * or of the loop's closing branch, by a simulated branch predictor
	 * (profiler/runtime/amp-bpred.h), amp profile's BMIS. 0: the block
	 * ends in neither. */
	int br_slot;
	/* A block whose count follows from others needs no counter: count =
	 * count(derive_from) - count(derive_minus) (0: none). The block after
	 * an IF construct that nothing leaves early runs as often as the
	 * block that ends in its IF THEN; the block after IF (c) GOTO (or
	 * RETURN, EXIT, CYCLE, STOP) as often as the IF's block minus the
	 * action's. amp profile fills these counts in before use. */
	int derive_from, derive_minus;
	/* The block's loop-carried chain (rule 15) restarts at every entry of
	 * its DO loop: the slot that counts those entries (the block holding
	 * the DO statement), amp profile's lat.entry. 0: it does not. */
	int entry_slot;
	/* The statements of the block's innermost loop body (a DO or DO
	 * WHILE), or of its routine outside any loop: the blocks between one
	 * execution of this block and the next (amp profile's dep.scope). */
	size_t scope_lo, scope_hi;
	/* The user procedures the block calls by name (CALL S, a reference
	 * to a function F), each with its calls per execution of the block;
	 * amp profile adds what they run to the scopes' operations. */
	struct amp_call { char *name; double n; } *calls;
	size_t ncalls;
	/* The block's chain of dependent loads (rule 23): memrefs (indexes
	 * into memrefs), each load's subscript waiting for the one before;
	 * amp profile --memory counts their lines' buckets as dep.ld*. */
	size_t *ldpath;
	size_t nldpath;
	/* Its loop-carried chain of loads (rule 23): a variable it assigns
	 * through loads whose first subscript reads the variable's own value
	 * at entry (J = Q(J)); amp profile --memory counts them as lat.ld*. */
	size_t *ldcarry;
	size_t nldcarry;
	struct amp_scaled *scaled;
	size_t nscaled;
	/* Unmodeled statements in the block, by kind ("WRITE", "READ", ...),
	 * per execution; their sum is counts[AMP_NPARAMS + AMP_ST_UNMODELED]. */
	struct { char *kind; int n; } *unmodeled;
	size_t nunmodeled;
};

struct amp_program {
	struct amp_srcset srcs;
	char **sources;                  /* the files named on the command line */
	size_t nsources;
	struct amp_stmt_info *stmts;
	size_t nstmts;
	struct amp_unit *units;
	size_t nunits;
	struct amp_block *blocks;        /* blocks[i].id == i + 1 */
	size_t nblocks;
	int nslots;                      /* total counter slots (>= nblocks) */
	struct amp_memref *memrefs;      /* in statement order */
	size_t nmemrefs;
	/* Order in which the sources must be compiled (modules before users):
	 * indexes into sources. */
	int *compile_order;
	/* The program declares or references coarrays, or has image control
	 * statements (SYNC ALL, CRITICAL, ...). */
	int coarrays;
};

struct amp_analyze_opts {
	struct amp_prescan_opts prescan;
};

/* Analyze the sources as one program. Diagnostics are printed. Returns the
 * number of errors; *out is set even when there were errors (statements
 * that failed are AMP_SK_ERROR). */
int amp_analyze(const char *const *files, size_t nfiles,
		const struct amp_analyze_opts *opts, struct amp_program **out);
void amp_program_free(struct amp_program *p);

/* Write an instrumented copy of every source into dir, which must exist,
 * each named as amp_instrumented_name says (its base name, unless its
 * suffix would give a compiler the wrong form). The copies compile with gfortran and flang-new; they
 * declare COMMON /AMPCB/ AMPCT(nslots) INTEGER*8 in every program unit
 * that has executable statements. Returns 0 or -1 (reported). */
int amp_instrument(const struct amp_program *p, const char *dir);

/* The file name (no folder) amp_instrument gives source f's instrumented
 * copy: its own, or with ".f90" (".f") added when it is free (fixed)
 * form and its suffix would tell a compiler otherwise (a free-form
 * source named .f, given --free). Newly allocated. */
char *amp_instrumented_name(const struct amp_program *p, size_t f);

/* As amp_instrument, and every traced memory reference k also calls
 * AMPMR(k, LOC(ref)) just before its statement (or its IF condition, or
 * its action) runs. Traced are the memrefs in statements where a call can
 * go before the reference runs (not in FORALL or WHERE constructs, not in
 * I/O statements, ...); *ntraced (may be NULL) gets their number. */
int amp_instrument_memory(const struct amp_program *p, const char *dir, size_t *ntraced);

#endif

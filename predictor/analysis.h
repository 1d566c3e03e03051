/* analysis.h: what the paper does with machine vectors P_M and program
 * statistics C_A: predictions (eq. 1), reduced parameters (Table 2),
 * pershape distances (eq. 2), average-linkage clustering (Figure 3),
 * program mixes and dynamic statistics (Figures 4 and 5). */
#ifndef AMP_ANALYSIS_H
#define AMP_ANALYSIS_H

#include <stddef.h>

#include "statsfile.h"
#include "vecfile.h"

/* Weight of each parameter within its reduced group (a group's weights
 * sum to 1). */
struct amp_weights {
	double w[AMP_NPARAMS];
	char *origin;
};

/* Relative dynamic frequencies over the given programs. */
int amp_weights_from_stats(char *const *paths, size_t n, struct amp_weights *w);
/* The reference workload shipped with amp (machines/reference.weights), or
 * equal weights when it is missing (origin says which). */
int amp_weights_default(struct amp_weights *w);
int amp_weights_read(const char *path, struct amp_weights *w);
int amp_weights_write(const char *path, const struct amp_weights *w);
void amp_weights_release(struct amp_weights *w);

/* Weighted mean time (ns) of each reduced parameter. */
void amp_reduce_vec(const struct amp_vec *v, const struct amp_weights *w,
		    double out[AMP_NREDUCED]);

struct amp_machine {
	char *path;
	char *name;
	struct amp_vec vec;
	double reduced[AMP_NREDUCED];
};
int amp_machines_load(char *const *paths, size_t n, const struct amp_weights *w,
		      struct amp_machine **out);
void amp_machines_free(struct amp_machine *m, size_t n);

/* Paper eq. 2 over n values (natural logarithms). */
double amp_pershape_distance(const double *x, const double *y, int n);

/* Average-linkage (UPGMA) tree. A child index < nleaves is a leaf; else it
 * is internal node (index - nleaves). The last node is the root. */
struct amp_tree_node {
	int left, right;
	double height;
	int size;
};
struct amp_tree {
	int nleaves;
	struct amp_tree_node *nodes;
};
int amp_upgma(const double *dist, int n, struct amp_tree *t);
char *amp_tree_newick(const struct amp_tree *t, char *const *labels);
void amp_tree_release(struct amp_tree *t);

/* Prediction of one program on one machine (eq. 1). */
struct amp_prediction {
	double seconds;
	double lo, hi;               /* parameters independent: quadrature */
	double lo_bound, hi_bound;   /* every parameter at its bound at once */
	double by_param[AMP_NPARAMS];    /* seconds */
	double by_reduced[AMP_NREDUCED]; /* seconds */
	double unmodeled_share;      /* of executed statements */
	double latency;              /* seconds loop-carried chains add: over
					blocks, the excess of the chain's time
					over the block's operations' (0 when
					the vector has no latency rows) */
	double depth;                /* seconds dependence paths within one
					execution of a block add (rule 17):
					over blocks whose window term is the
					longest, its excess over the larger of
					operations and chain (0 without window
					rows) */
	double branchwait;           /* seconds mispredicted branches wait for
					their conditions (rule 22): each
					block's cnd.* counts times the
					latency rows (0 without them) */
	double memory;               /* seconds array references add by the
					memory level their lines come from
					(0 without memory rows or counts) */
	double by_mem[AMP_NMEM];     /* seconds, by memory class */
	double exact;                /* seconds floating-point operations add
					before the run's first inexact result
					(rule 18; 0 without exact rows or
					counts) */
	double sustain;              /* seconds a run of seconds adds over the
					short timings the rows above come
					from: (sustained-factor - 1) times
					their sum (0 without the header) */
	double vstep;                /* seconds iterations of DO loops whose
					step is a variable add: the do.vstep
					count times the vector's
					'variable-step-ns' (0 without either) */
	double reductions;           /* seconds reduction intrinsics add beyond
					their parameters: red.elem and red.call
					times the vector's 'reduction-element-ns'
					and 'reduction-call-ns' (0 without them) */
	double loadpath;             /* seconds chains of dependent loads add
					(rule 23): over blocks, what their
					window term with the loads' latencies
					('load-latency-ns') on the path exceeds
					the block's operations, chain, window
					and memory time (0 without those rows
					or the counts) */
	double loadpath_lo, loadpath_hi; /* the same at the window's bounds */
	double nearcall;             /* seconds calls to routines of the
					caller's own source file save over
					the kernels' calls across pages:
					-(call.near times the vector's
					'near-call-ns'), at most their PROC
					and FUNC price (0 without either) */
	double pages;                /* seconds of first touches of pages: the
					mem.page count times the vector's
					'page-touch-ns' (0 without either) */
	double startup;              /* seconds of the run's start and exit:
					the vector's 'startup-seconds' (0
					without it) */
};
void amp_predict(const struct amp_stats *s, const struct amp_vec *v, struct amp_prediction *p);
/* Seconds of one block: its dynamic counts times the parameter times,
 * plus what its loop-carried chain (lat.* counts times the latencies),
 * when it counts (keep), takes beyond cover ns (amp_chain_scopes), or
 * its window term (rule 17) when that is longer, plus its
 * memory references' time (mem.* counts times the memory rows), its
 * exact-phase operations' (exact.* counts times the exact rows), its
 * DO loop's variable step's (do.vstep times 'variable-step-ns'), its
 * reductions' extra (red.* times the reduction rows), less what its calls
 * within a page save (call.near times 'near-call-ns'). */
double amp_block_seconds(const struct amp_stats_block *b, const struct amp_vec *v, double cover, int keep);
/* Per block of s, what runs under its loop-carried chain over the run
 * (cover, ns) and whether its chain counts (keep): the blocks of one
 * scope (dep.sid: one loop body, or one routine outside its loops) run
 * their operations under the scope's longest chain, which alone can
 * hold the scope back (the others run beside it); the cover is at least
 * the scope's operations' time. Blocks of statistics without dep.sid
 * stand alone. For amp_block_seconds. */
void amp_chain_scopes(const struct amp_stats *s, const struct amp_vec *v, double *cover, char *keep);
/* Seconds of one block's exact-phase operations alone (0 without exact rows). */
double amp_block_exact_seconds(const struct amp_stats_block *b, const struct amp_vec *v);
/* Seconds of one block's memory references alone (0 without memory rows). */
/* Seconds block b's mispredicted branches wait for their condition
 * (rule 22). */
double amp_block_branchwait_seconds(const struct amp_stats_block *b, const struct amp_vec *v);
/* What block b's chain of dependent loads adds (rule 23), beyond base_ns
 * (its operations' or chain's time, or its window term, the larger),
 * with dp its path's latency over the run without the loads. */
double amp_block_loadpath_ns(const struct amp_stats_block *b, const struct amp_vec *v, double dp,
			     double base_ns, int bound);
double amp_block_memory_seconds(const struct amp_stats_block *b, const struct amp_vec *v);
/* Seconds of one block's loop-carried chain alone (0 without latencies). */
double amp_block_chain_seconds(const struct amp_stats_block *b, const struct amp_vec *v);
/* The window term of rule 17: a block whose longest dependence path
 * within one execution takes path ns, and which performs nops operations
 * (parameter counts) each time, runs at least
 * scale * path / (1 + span / nops) ns: the processor overlaps about
 * 1 + span / nops executions of it (0 when either is 0). */
double amp_window_ns(double path, double nops, double scale, double span);
/* Seconds of one block's window term (0 without window or latency rows). */
double amp_block_window_seconds(const struct amp_stats_block *b, const struct amp_vec *v);

/* Normalized operation mix by reduced group (sums to 1). */
void amp_program_mix(const struct amp_stats *s, double mix[AMP_NREDUCED]);
/* Euclidean distance between two mixes (0 .. sqrt 2). */
double amp_program_distance(const double *a, const double *b);

/* Figure 4 and 5: machine-independent dynamic statistics. */
enum { AMP_DS_STMT = 8, AMP_DS_OPTYPE = 6, AMP_DS_OPERAND = 5 };
struct amp_dynstats {
	double stmt[AMP_DS_STMT];       /* assign do if goto call return io other */
	double optype[AMP_DS_OPTYPE];   /* integer, real, double, complex, double complex, logical */
	double operand[AMP_DS_OPERAND]; /* scalar, constant, 1-D, 2-D, 3-D+ */
	int blocks_total, blocks_executed;
	int blocks_50, blocks_85, blocks_99;
	double total_ops, total_stmts;
	double ops_per_stmt, calls_share, intrinsic_share, branch_share, unmodeled_share;
	double memory_share, iteration_share, address_share;
};
void amp_dynstats_compute(const struct amp_stats *s, struct amp_dynstats *d);

extern const char *const amp_ds_stmt_names[AMP_DS_STMT];
extern const char *const amp_ds_optype_names[AMP_DS_OPTYPE];
extern const char *const amp_ds_operand_names[AMP_DS_OPERAND];

#endif

/* statsfile.h: program statistics (.stats): C_A, the dynamic count of every
 * parameter, with the per-block detail the breakdowns are computed from.
 *
 *   amp-stats 1
 *   catalog amp-catalog-14
 *   program lu                      (header: "key value" lines; "source"
 *   source programs/lu.f             may repeat)
 *   total ARDL 123456                dynamic count per counter (parameters
 *   total st.assign 4567             and auxiliary counters; zeros omitted)
 *   unmodeled WRITE 12               unmodeled statements executed, by kind
 *   block <TAB-separated: id file first-line last-line routine executions
 *          counts>                    counts: "NAME=n NAME=n ..." dynamic
 *                                     totals of that block (zeros omitted)
 *
 * A reader checks that every total equals the sum over blocks, and the
 * unmodeled kinds sum to the st.unmodeled counter. */
#ifndef AMP_STATSFILE_H
#define AMP_STATSFILE_H

#include "catalog.h"
#include "header.h"

#define AMP_STATS_FORMAT "1"

struct amp_stats_block {
	long id;
	char *file;
	int line1, line2;
	char *routine;
	double exec;                    /* times the block was entered */
	double counts[AMP_NCOUNTERS];   /* dynamic totals in this block */
};

struct amp_stats_kind {
	char *kind; /* e.g. "WRITE" */
	double n;
};

struct amp_stats {
	struct amp_header header;
	double total[AMP_NCOUNTERS];
	struct amp_stats_kind *unmodeled;
	size_t nunmodeled, capunmodeled;
	struct amp_stats_block *blocks;
	size_t nblocks, capblocks;
};

int amp_stats_read(const char *path, struct amp_stats *s);
/* Recompute totals from blocks before writing if recompute is nonzero. */
int amp_stats_write(const char *path, struct amp_stats *s, int recompute);
void amp_stats_release(struct amp_stats *s);

/* Append a zeroed block (strings copied) and return it. */
struct amp_stats_block *amp_stats_add_block(struct amp_stats *s, long id,
	const char *file, int line1, int line2, const char *routine);
/* Add n executions of an unmodeled statement kind. */
void amp_stats_add_unmodeled(struct amp_stats *s, const char *kind, double n);
/* Set total[] to the sums over blocks. */
void amp_stats_sum_blocks(struct amp_stats *s);
/* The operations (parameter counts) block b executed over the run: the
 * unit of rule 17's instruction window. */
double amp_stats_block_ops(const struct amp_stats_block *b);
/* Display name: header "program", else the base name of the path. */
const char *amp_stats_name(const struct amp_stats *s, const char *path);

#endif

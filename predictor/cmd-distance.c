/* cmd-distance.c: amp distance, pershape distances between machines (paper
 * eq. 2 and Table 3), or distances between programs' operation mixes. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

#include "analysis.h"
#include "cmd.h"
#include "popts.h"
#include "table.h"
#include "util.h"

static const char usage[] =
	"usage: amp distance [options] machine.vec...\n"
	"       amp distance --programs [options] prog.stats...\n"
	"\n"
	"Machines: the pershape distance of eq. 2 between their reduced parameters\n"
	"(0 when one machine is the other scaled by a constant: it runs every\n"
	"program K times faster), the full matrix, and the most and least similar\n"
	"pairs (Table 3). Programs (--programs): the Euclidean distance between\n"
	"their operation mixes over the 17 reduced groups (0 identical, at most\n"
	"sqrt 2).\n"
	"\n"
	"  --programs        the operands are program statistics\n"
	"  --weights STATS   weights of the reduced parameters (see amp reduce)\n"
	"  --top N           pairs in each list (default 20)\n"
	"  --format F        text (default), csv or json\n";

/* Names and the distance matrix of the operands, machines or programs. */
int amp_distance_matrix(const struct amp_popts *o, char **paths, size_t n, char ***names, double **dist);
int amp_distance_matrix(const struct amp_popts *o, char **paths, size_t n, char ***names, double **dist)
{
	*names = xcalloc(n, sizeof **names);
	*dist = xcalloc(n * n, sizeof **dist);
	if (o->programs) {
		double (*mix)[AMP_NREDUCED] = xcalloc(n, sizeof *mix);
		for (size_t k = 0; k < n; k++) {
			struct amp_stats s;
			if (amp_stats_read(paths[k], &s) != 0) {
				free(mix);
				return -1;
			}
			amp_program_mix(&s, mix[k]);
			(*names)[k] = xstrdup(amp_stats_name(&s, paths[k]));
			amp_stats_release(&s);
		}
		for (size_t i = 0; i < n; i++)
			for (size_t j = 0; j < n; j++)
				(*dist)[i * n + j] = amp_program_distance(mix[i], mix[j]);
		free(mix);
		return 0;
	}
	struct amp_weights w;
	if (amp_popts_weights(o, &w) != 0)
		return -1;
	struct amp_machine *m;
	if (amp_machines_load(paths, n, &w, &m) != 0) {
		amp_weights_release(&w);
		return -1;
	}
	for (size_t i = 0; i < n; i++) {
		(*names)[i] = xstrdup(m[i].name);
		for (int r = 0; r < AMP_NREDUCED; r++)
			if (!(m[i].reduced[r] > 0)) {
				amp_error("'%s': reduced parameter '%s' is not positive; the pershape distance needs positive times",
					  paths[i], amp_reduced[r].key);
				amp_machines_free(m, n);
				amp_weights_release(&w);
				return -1;
			}
	}
	for (size_t i = 0; i < n; i++)
		for (size_t j = 0; j < n; j++)
			(*dist)[i * n + j] = amp_pershape_distance(m[i].reduced, m[j].reduced, AMP_NREDUCED);
	amp_machines_free(m, n);
	amp_weights_release(&w);
	return 0;
}

struct pair { int i, j; double d; };
static int by_d(const void *a, const void *b)
{
	double x = ((const struct pair *)a)->d, y = ((const struct pair *)b)->d;
	return x < y ? -1 : x > y ? 1 : 0;
}

int cmd_distance(int argc, char **argv)
{
	struct amp_popts o;
	int rc = amp_popts_parse(argc, argv, usage, &o);
	if (rc >= 0)
		return rc;
	size_t n = (size_t)(argc - optind);
	if (n < 2) {
		amp_popts_release(&o);
		return amp_usage_error(usage, "need at least two files");
	}
	char **names;
	double *d;
	if (amp_distance_matrix(&o, argv + optind, n, &names, &d) != 0) {
		amp_popts_release(&o);
		return AMP_EXIT_FAIL;
	}
	struct amp_table t;
	char **cols = xcalloc(n + 1, sizeof *cols);
	cols[0] = (char *)(o.programs ? "program" : "machine");
	for (size_t k = 0; k < n; k++)
		cols[k + 1] = names[k];
	amp_table_initv(&t, o.programs ? "program distances (operation mixes)" : "pershape distances (eq. 2)",
			(int)n + 1, cols);
	free(cols);
	char **row = xcalloc(n + 1, sizeof *row);
	for (size_t i = 0; i < n; i++) {
		row[0] = xstrdup(names[i]);
		for (size_t j = 0; j < n; j++)
			row[j + 1] = amp_fmt("%.3f", d[i * n + j]);
		amp_table_rowv(&t, row);
	}
	free(row);
	amp_tables_begin(o.format, stdout);
	amp_table_print(&t, o.format, stdout);
	amp_table_release(&t);
	/* Table 3: most and least similar pairs. */
	size_t np = n * (n - 1) / 2, k = 0;
	struct pair *p = xcalloc(np, sizeof *p);
	for (size_t i = 0; i < n; i++)
		for (size_t j = i + 1; j < n; j++)
			p[k++] = (struct pair){ (int)i, (int)j, d[i * n + j] };
	qsort(p, np, sizeof *p, by_d);
	for (int side = 0; side < 2; side++) {
		amp_tables_sep(o.format, stdout, 0);
		amp_table_init(&t, side ? "least similar pairs" : "most similar pairs", 4, "rank",
			       o.programs ? "program_1" : "machine_1", o.programs ? "program_2" : "machine_2",
			       "distance");
		for (size_t r = 0; r < np && (long)r < o.top; r++) {
			size_t q = side ? np - 1 - r : r;
			amp_table_row(&t, amp_fmt("%zu", side ? np - r : r + 1), xstrdup(names[p[q].i]),
				      xstrdup(names[p[q].j]), amp_fmt("%.3f", p[q].d));
		}
		amp_table_print(&t, o.format, stdout);
		amp_table_release(&t);
	}
	amp_tables_end(o.format, stdout);
	free(p);
	for (size_t i = 0; i < n; i++)
		free(names[i]);
	free(names);
	free(d);
	amp_popts_release(&o);
	return AMP_EXIT_OK;
}

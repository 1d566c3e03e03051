/* cmd-reduce.c: amp reduce, the 17 reduced parameters (paper Table 2). */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

#include "analysis.h"
#include "cmd.h"
#include "popts.h"
#include "table.h"
#include "util.h"

static const char usage[] =
	"usage: amp reduce [options] machine.vec...\n"
	"       amp reduce --make-weights prog.stats... -o FILE\n"
	"\n"
	"The reduced parameters of each machine: for each of the 17 groups, the\n"
	"mean time of its basic parameters weighted by how often programs execute\n"
	"them. The weights come from a reference workload: by default\n"
	"machines/reference.weights (made from the programs/ corpus), or the given\n"
	"programs with --weights. --make-weights writes such a file.\n"
	"\n"
	"  --weights STATS   weight by this program (repeatable)\n"
	"  --make-weights    write the weights of the given .stats files to -o FILE\n"
	"  --format F        text (default), csv or json\n";

int cmd_reduce(int argc, char **argv)
{
	struct amp_popts o;
	int rc = amp_popts_parse(argc, argv, usage, &o);
	if (rc >= 0)
		return rc;
	if (optind >= argc) {
		amp_popts_release(&o);
		return amp_usage_error(usage, "no input files");
	}
	struct amp_weights w;
	if (o.make_weights) {
		if (!o.out) {
			amp_popts_release(&o);
			return amp_usage_error(usage, "--make-weights needs -o FILE");
		}
		rc = amp_weights_from_stats(argv + optind, (size_t)(argc - optind), &w) == 0 &&
		     amp_weights_write(o.out, &w) == 0 ? AMP_EXIT_OK : AMP_EXIT_FAIL;
		amp_weights_release(&w);
		amp_popts_release(&o);
		return rc;
	}
	if (amp_popts_weights(&o, &w) != 0) {
		amp_popts_release(&o);
		return AMP_EXIT_FAIL;
	}
	struct amp_machine *m;
	size_t n = (size_t)(argc - optind);
	if (amp_machines_load(argv + optind, n, &w, &m) != 0) {
		amp_weights_release(&w);
		amp_popts_release(&o);
		return AMP_EXIT_FAIL;
	}
	struct amp_table t;
	char *title = amp_fmt("reduced parameters, ns (weights: %s)", w.origin);
	char **cols = xcalloc(n + 3, sizeof *cols);
	cols[0] = (char *)"n";
	cols[1] = (char *)"reduced_parameter";
	cols[2] = (char *)"key";
	for (size_t k = 0; k < n; k++)
		cols[3 + k] = m[k].name;
	amp_table_initv(&t, title, 3 + (int)n, cols);
	free(cols);
	free(title);
	char **row = xcalloc(n + 3, sizeof *row);
	for (int r = 0; r < AMP_NREDUCED; r++) {
		row[0] = amp_fmt("%d", r + 1);
		row[1] = xstrdup(amp_reduced[r].name);
		row[2] = xstrdup(amp_reduced[r].key);
		for (size_t k = 0; k < n; k++)
			row[3 + k] = amp_fmt("%.4g", m[k].reduced[r]);
		amp_table_rowv(&t, row);
	}
	free(row);
	amp_tables_begin(o.format, stdout);
	amp_table_print(&t, o.format, stdout);
	amp_tables_end(o.format, stdout);
	amp_table_release(&t);
	amp_machines_free(m, n);
	amp_weights_release(&w);
	amp_popts_release(&o);
	return AMP_EXIT_OK;
}

/* cmd-dynstats.c: amp dynstats, the dynamic program statistics of the
 * paper's Figure 4. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

#include "analysis.h"
#include "cmd.h"
#include "popts.h"
#include "table.h"
#include "util.h"

static const char usage[] =
	"usage: amp dynstats [--format text|csv|json] prog.stats...\n"
	"\n"
	"Machine-independent statistics of each program's run (Figure 4): the\n"
	"kinds of statements executed, the type and precision of arithmetic and\n"
	"logical operations, the structure of operands (scalar, constant, 1-D,\n"
	"2-D, 3-D and more), and how concentrated the operations are: the fewest\n"
	"basic blocks that hold 50%, 85% and 99% of them.\n";

int cmd_dynstats(int argc, char **argv)
{
	struct amp_popts o;
	int rc = amp_popts_parse(argc, argv, usage, &o);
	if (rc >= 0)
		return rc;
	size_t n = (size_t)(argc - optind);
	if (n < 1) {
		amp_popts_release(&o);
		return amp_usage_error(usage, "no .stats files");
	}
	struct amp_dynstats *d = xcalloc(n, sizeof *d);
	char **names = xcalloc(n, sizeof *names);
	for (size_t k = 0; k < n; k++) {
		struct amp_stats s;
		if (amp_stats_read(argv[optind + (int)k], &s) != 0) {
			for (size_t j = 0; j < k; j++)
				free(names[j]);
			free(names);
			free(d);
			amp_popts_release(&o);
			return AMP_EXIT_FAIL;
		}
		amp_dynstats_compute(&s, &d[k]);
		names[k] = xstrdup(amp_stats_name(&s, argv[optind + (int)k]));
		amp_stats_release(&s);
	}
	struct amp_table t;
	char *cols[16];
	char **row = xcalloc(16, sizeof *row);
	amp_tables_begin(o.format, stdout);
	/* (a) statements */
	cols[0] = (char *)"program";
	for (int i = 0; i < AMP_DS_STMT; i++)
		cols[i + 1] = (char *)amp_ds_stmt_names[i];
	cols[AMP_DS_STMT + 1] = (char *)"statements";
	amp_table_initv(&t, "statements executed, % by kind", AMP_DS_STMT + 2, cols);
	for (size_t k = 0; k < n; k++) {
		row[0] = xstrdup(names[k]);
		for (int i = 0; i < AMP_DS_STMT; i++)
			row[i + 1] = amp_fmt("%.1f", 100 * d[k].stmt[i]);
		row[AMP_DS_STMT + 1] = amp_fmt("%.6g", d[k].total_stmts);
		amp_table_rowv(&t, row);
	}
	amp_table_print(&t, o.format, stdout);
	amp_table_release(&t);
	/* (b) operations */
	for (int i = 0; i < AMP_DS_OPTYPE; i++)
		cols[i + 1] = (char *)amp_ds_optype_names[i];
	amp_tables_sep(o.format, stdout, 0);
	amp_table_initv(&t, "arithmetic and logical operations, % by type", AMP_DS_OPTYPE + 1, cols);
	for (size_t k = 0; k < n; k++) {
		row[0] = xstrdup(names[k]);
		for (int i = 0; i < AMP_DS_OPTYPE; i++)
			row[i + 1] = amp_fmt("%.1f", 100 * d[k].optype[i]);
		amp_table_rowv(&t, row);
	}
	amp_table_print(&t, o.format, stdout);
	amp_table_release(&t);
	/* (c) operands */
	for (int i = 0; i < AMP_DS_OPERAND; i++)
		cols[i + 1] = (char *)amp_ds_operand_names[i];
	amp_tables_sep(o.format, stdout, 0);
	amp_table_initv(&t, "operands, % by structure", AMP_DS_OPERAND + 1, cols);
	for (size_t k = 0; k < n; k++) {
		row[0] = xstrdup(names[k]);
		for (int i = 0; i < AMP_DS_OPERAND; i++)
			row[i + 1] = amp_fmt("%.1f", 100 * d[k].operand[i]);
		amp_table_rowv(&t, row);
	}
	amp_table_print(&t, o.format, stdout);
	amp_table_release(&t);
	/* (d) concentration */
	amp_tables_sep(o.format, stdout, 0);
	amp_table_init(&t, "operations in basic blocks", 7, "program", "operations", "blocks",
		       "executed", "blocks_50%", "blocks_85%", "blocks_99%");
	for (size_t k = 0; k < n; k++)
		amp_table_row(&t, xstrdup(names[k]), amp_fmt("%.6g", d[k].total_ops),
			      amp_fmt("%d", d[k].blocks_total), amp_fmt("%d", d[k].blocks_executed),
			      amp_fmt("%d", d[k].blocks_50), amp_fmt("%d", d[k].blocks_85),
			      amp_fmt("%d", d[k].blocks_99));
	amp_table_print(&t, o.format, stdout);
	amp_table_release(&t);
	amp_tables_end(o.format, stdout);
	free(row);
	for (size_t k = 0; k < n; k++)
		free(names[k]);
	free(names);
	free(d);
	amp_popts_release(&o);
	return AMP_EXIT_OK;
}

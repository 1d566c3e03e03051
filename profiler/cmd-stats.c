/* cmd-stats.c: amp stats, a readable summary of program statistics. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "diag.h"
#include "statsfile.h"
#include "util.h"

static const char usage[] =
	"usage: amp stats [--format text|csv|json] [--blocks N] prog.stats\n"
	"\n"
	"Summarize program statistics: operations executed by reduced and basic\n"
	"parameter, the routines and source blocks that execute the most\n"
	"operations, and the statements no parameter models (I/O, ...).\n"
	"\n"
	"  --format F   text (default), csv or json\n"
	"  --blocks N   how many top blocks and routines to list (default 10)\n";

struct rank { const char *name; double n; };

static int by_n(const void *a, const void *b)
{
	double x = ((const struct rank *)a)->n, y = ((const struct rank *)b)->n;
	return x < y ? 1 : x > y ? -1 : 0;
}

static double ops_of(const double *c)
{
	double t = 0;
	for (int i = 0; i < AMP_NPARAMS; i++)
		t += c[i];
	return t;
}

int cmd_stats(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "format", required_argument, NULL, 'f' },
		{ "blocks", required_argument, NULL, 'b' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int fmt = AMP_FMT_TEXT, c;
	long top = 10;
	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, "+h", opts, NULL)) != -1) {
		switch (c) {
		case 'h': return amp_print_help(usage);
		case 'f':
			fmt = amp_parse_format(optarg);
			if (fmt < 0)
				return amp_usage_error(usage, "unknown format '%s'", optarg);
			break;
		case 'b':
			if (amp_parse_long(optarg, &top) || top < 0)
				return amp_usage_error(usage, "bad count '%s'", optarg);
			break;
		default:
			return amp_usage_error(usage, "unknown option '%s'", argv[optind - 1]);
		}
	}
	if (optind + 1 != argc)
		return amp_usage_error(usage, "expected one .stats file");
	const char *path = argv[optind];
	struct amp_stats s;
	if (amp_stats_read(path, &s) != 0)
		return AMP_EXIT_FAIL;
	double total = ops_of(s.total);
	if (fmt == AMP_FMT_CSV) {
		printf("kind,name,reduced,count,share\n");
		for (int i = 0; i < AMP_NCOUNTERS; i++)
			if (s.total[i] != 0)
				printf("%s,%s,%s,%.17g,%.6f\n", i < AMP_NPARAMS ? "parameter" : "aux",
				       amp_counter_name(i), i < AMP_NPARAMS ? amp_reduced[amp_params[i].reduced].key : "",
				       s.total[i], i < AMP_NPARAMS && total > 0 ? s.total[i] / total : 0.0);
		for (size_t k = 0; k < s.nunmodeled; k++)
			printf("unmodeled,%s,,%.17g,\n", s.unmodeled[k].kind, s.unmodeled[k].n);
		amp_stats_release(&s);
		return AMP_EXIT_OK;
	}
	if (fmt == AMP_FMT_JSON) {
		printf("{\"program\":\"%s\",\"operations\":%.17g,\"totals\":{", amp_stats_name(&s, path), total);
		int first = 1;
		for (int i = 0; i < AMP_NCOUNTERS; i++)
			if (s.total[i] != 0) {
				printf("%s\"%s\":%.17g", first ? "" : ",", amp_counter_name(i), s.total[i]);
				first = 0;
			}
		printf("},\"unmodeled\":{");
		for (size_t k = 0; k < s.nunmodeled; k++)
			printf("%s\"%s\":%.17g", k ? "," : "", s.unmodeled[k].kind, s.unmodeled[k].n);
		printf("},\"blocks\":%zu}\n", s.nblocks);
		amp_stats_release(&s);
		return AMP_EXIT_OK;
	}
	printf("program %s: %.6g operations in %zu blocks", amp_stats_name(&s, path), total, s.nblocks);
	const char *args = amp_header_get(&s.header, "args");
	if (args && *args)
		printf(" (arguments: %s)", args);
	printf("\n\nby reduced parameter:\n");
	for (int r = 0; r < AMP_NREDUCED; r++) {
		double n = 0;
		for (int i = 0; i < AMP_NPARAMS; i++)
			if (amp_params[i].reduced == r)
				n += s.total[i];
		if (n == 0)
			continue;
		printf("  %-32s %14.6g  %5.1f%%   ", amp_reduced[r].name, n, total > 0 ? 100 * n / total : 0);
		for (int i = 0; i < AMP_NPARAMS; i++)
			if (amp_params[i].reduced == r && s.total[i] != 0)
				printf(" %s %.4g", amp_params[i].mnemonic, s.total[i]);
		putchar('\n');
	}
	/* Routines. */
	struct rank *rk = xcalloc(s.nblocks + 1, sizeof *rk);
	size_t nr = 0;
	for (size_t b = 0; b < s.nblocks; b++) {
		size_t k;
		for (k = 0; k < nr; k++)
			if (strcmp(rk[k].name, s.blocks[b].routine) == 0)
				break;
		if (k == nr)
			rk[nr++].name = s.blocks[b].routine;
		rk[k].n += ops_of(s.blocks[b].counts);
	}
	qsort(rk, nr, sizeof *rk, by_n);
	printf("\ntop routines:\n");
	for (size_t k = 0; k < nr && (long)k < top; k++)
		printf("  %-20s %14.6g  %5.1f%%\n", rk[k].name, rk[k].n, total > 0 ? 100 * rk[k].n / total : 0);
	free(rk);
	/* Blocks. */
	size_t *order = xcalloc(s.nblocks + 1, sizeof *order);
	for (size_t b = 0; b < s.nblocks; b++)
		order[b] = b;
	for (size_t i = 1; i < s.nblocks; i++)
		for (size_t j = i; j > 0 && ops_of(s.blocks[order[j]].counts) > ops_of(s.blocks[order[j - 1]].counts); j--) {
			size_t t = order[j];
			order[j] = order[j - 1];
			order[j - 1] = t;
		}
	printf("\ntop blocks:\n");
	for (size_t k = 0; k < s.nblocks && (long)k < top; k++) {
		const struct amp_stats_block *b = &s.blocks[order[k]];
		double n = ops_of(b->counts);
		if (n == 0)
			break;
		printf("  %4ld %s:%d-%d %-12s executed %-12.6g %14.6g ops %5.1f%%\n", b->id, b->file,
		       b->line1, b->line2, b->routine, b->exec, n, total > 0 ? 100 * n / total : 0);
	}
	free(order);
	double st = 0;
	for (int i = AMP_ST_ASSIGN; i <= AMP_ST_OTHER; i++)
		st += s.total[AMP_NPARAMS + i];
	printf("\nunmodeled statements executed: %.6g", s.total[AMP_NPARAMS + AMP_ST_UNMODELED]);
	if (st > 0)
		printf(" (%.3g%% of %.6g statements)", 100 * s.total[AMP_NPARAMS + AMP_ST_UNMODELED] / st, st);
	putchar('\n');
	for (size_t k = 0; k < s.nunmodeled; k++)
		printf("  %-12s %.6g\n", s.unmodeled[k].kind, s.unmodeled[k].n);
	amp_stats_release(&s);
	return AMP_EXIT_OK;
}

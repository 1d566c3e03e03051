/* cmd-predict.c: amp predict, the paper's eq. 1: the run time of a program
 * on one or more machines, with an interval and a breakdown. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "cmd.h"
#include "diag.h"
#include "table.h"
#include "util.h"

static const char usage[] =
	"usage: amp predict [options] prog.stats machine.vec...\n"
	"       amp predict [options] prog.stats... -- machine.vec...\n"
	"\n"
	"Predict the program's run time on each machine: T = sum of C_i P_i over\n"
	"the parameters (counts from prog.stats, times from machine.vec). The\n"
	"interval treats the parameters' 95% intervals as independent (their\n"
	"deviations add in quadrature); JSON output also gives the bounds with\n"
	"every parameter at its interval's end at once. One machine: the\n"
	"breakdown by reduced parameter, parameter, routine and source block.\n"
	"Several machines: one table, fastest first. Several programs (before\n"
	"'--'): the matrix of predicted seconds, programs by machines.\n"
	"\n"
	"  --format F   text (default), csv or json\n"
	"  --top N      rows in each breakdown (default 8)\n";

struct idx { int i; double v; };
static int by_v(const void *a, const void *b)
{
	double x = ((const struct idx *)a)->v, y = ((const struct idx *)b)->v;
	return x < y ? 1 : x > y ? -1 : 0;
}

/* The run's references of the memory classes k1 .. k1 + 5 (one class's
 * six buckets). */
static double bucket_total(const struct amp_stats *s, int k1)
{
	double n = 0;
	for (int b = 0; b < AMP_MEM_NBUCKETS; b++)
		n += s->total[amp_mem_counter(k1 + b)];
	return n;
}

static void one(const struct amp_stats *s, const char *spath, const struct amp_machine *m,
		int fmt, int top)
{
	struct amp_prediction p;
	amp_predict(s, &m->vec, &p);
	double T = p.seconds > 0 ? p.seconds : 1;
	amp_tables_begin(fmt, stdout);
	struct amp_table t;
	amp_table_init(&t, "prediction", 8, "program", "machine", "predicted_s", "low_s", "high_s",
		       "low_bound_s", "high_bound_s", "unmodeled_stmt_share");
	amp_table_row(&t, xstrdup(amp_stats_name(s, spath)), xstrdup(m->name), amp_fmt("%.6g", p.seconds),
		      amp_fmt("%.6g", p.lo), amp_fmt("%.6g", p.hi), amp_fmt("%.6g", p.lo_bound),
		      amp_fmt("%.6g", p.hi_bound), amp_fmt("%.4g", p.unmodeled_share));
	if (fmt == AMP_FMT_TEXT) {
		printf("%s on %s: predicted %.4g s (95%% interval %.4g .. %.4g s)\n",
		       amp_stats_name(s, spath), m->name, p.seconds, p.lo, p.hi);
		printf("unmodeled statements: %.3g%% of the statements executed\n",
		       100 * p.unmodeled_share);
		if (!amp_header_get(&s->header, "memory"))
			printf("memory references: not traced (amp profile --memory), no memory term\n");
		else if (!m->vec.has_mem)
			printf("memory references: the vector has no memory rows, no memory term\n");
		const char *xp = amp_header_get(&s->header, "exact-phase");
		if (m->vec.has_fpx && (!xp || strcmp(xp, "traced") != 0))
			printf("exact phase: not traced (amp profile on x86-64 Linux traces it), no exact term\n");
		if (amp_header_get(&s->header, "memory") && !m->vec.has_page)
			printf("first page touches: the vector has no 'page-touch-ns' (an older amp characterize), none added\n");
		if (s->total[AMP_NPARAMS + AMP_MEM_CONF] > 0 && m->vec.has_mem && !m->vec.has_conf)
			printf("conflict misses: the vector has no 'conf' memory row (an older amp characterize), none added\n");
		if (bucket_total(s, AMP_MEM_KSTR1) > 0 && m->vec.has_mem && !m->vec.has_str)
			printf("strided references: the vector has no 'str' memory rows (an older amp characterize), "
			       "priced as regular ones\n");
		if (bucket_total(s, AMP_MEM_KWRT1) > 0 && m->vec.has_mem && !m->vec.has_wrt)
			printf("written lines: the vector has no 'wrt' memory rows (an older amp characterize), "
			       "priced as read ones\n");
		if (bucket_total(s, AMP_MEM_KSTW1) > 0 && m->vec.has_mem && !m->vec.has_stw)
			printf("written strided references: the vector has no 'stw' memory rows (an older amp "
			       "characterize), priced as strided loads\n");
		const char *mc = amp_header_get(&s->header, "memory-classes");
		if (amp_header_get(&s->header, "memory") && !mc)
			printf("strided references: counted among the regular ones (an older amp profile)\n");
		else if (mc && !strstr(mc, "written-strided") && m->vec.has_stw)
			printf("written strided references: counted among the strided ones (an older amp profile), "
			       "priced as strided loads\n");
		const char *bs = amp_header_get(&s->header, "branch-predictor"),
			   *bv = amp_header_get(&m->vec.header, "branch-predictor");
		if (s->total[amp_param_index("BMIS")] > 0 && (!bs || !bv || strcmp(bs, bv) != 0))
			printf("branch mispredictions: counted by another predictor than the vector's kernels "
			       "(program: %s; vector: %s), BMIS priced as it is\n",
			       bs ? bs : "each condition's own history, an older amp profile",
			       bv ? bv : "each condition's own history, an older amp characterize");
		if (s->total[AMP_NPARAMS + AMP_DO_VSTEP] > 0 && !m->vec.has_vstep)
			printf("DO loops with a variable step: the vector has no 'variable-step-ns' (an older amp characterize), no extra added\n");
		if (s->total[AMP_NPARAMS + AMP_CALL_NEAR] > 0 && !m->vec.has_ncall)
			printf("calls within a page: the vector has no 'near-call-ns' (an older amp characterize), priced as the kernels' calls across pages\n");
		if (s->total[AMP_NPARAMS + AMP_RED_ELEM] > 0 && !m->vec.has_red)
			printf("reductions: the vector has no 'reduction-element-ns' (an older amp characterize), no extra added\n");
		double ld = 0;
		for (int k = AMP_CND_LD1; k <= AMP_CND_LD6; k++)
			ld += s->total[AMP_NPARAMS + k];
		if (!m->vec.has_ldlat && ld > 0)
			printf("branch waits: the vector has no 'load-latency-ns' (an older amp characterize), conditions' loads beyond the first-level cache add nothing\n");
		double dl = 0;
		for (int k = AMP_DEP_LD1; k <= AMP_LAT_LD6; k++)
			dl += s->total[AMP_NPARAMS + k];
		if (!m->vec.has_ldlat && dl > 0)
			printf("dependent loads: the vector has no 'load-latency-ns' (an older amp characterize), their chains add nothing\n");
		if (!m->vec.has_startup)
			printf("start-up: the vector has no 'startup-seconds' (an older amp characterize), none added\n");
		printf("\n");
	} else {
		amp_table_print(&t, fmt, stdout);
	}
	amp_table_release(&t);

	amp_tables_sep(fmt, stdout, fmt == AMP_FMT_TEXT);
	amp_table_init(&t, "by reduced parameter", 3, "reduced_parameter", "seconds", "share");
	struct idx r[AMP_NREDUCED];
	for (int i = 0; i < AMP_NREDUCED; i++)
		r[i] = (struct idx){ i, p.by_reduced[i] };
	qsort(r, AMP_NREDUCED, sizeof *r, by_v);
	for (int i = 0; i < AMP_NREDUCED; i++)
		if (r[i].v > 0)
			amp_table_row(&t, xstrdup(amp_reduced[r[i].i].name), amp_fmt("%.4g", r[i].v),
				      amp_fmt("%.1f%%", 100 * r[i].v / T));
	if (p.latency > 0)
		amp_table_row(&t, xstrdup("loop-carried chains, beyond the operations"),
			      amp_fmt("%.4g", p.latency), amp_fmt("%.1f%%", 100 * p.latency / T));
	if (p.depth > 0)
		amp_table_row(&t, xstrdup("dependence within an execution, beyond the operations"),
			      amp_fmt("%.4g", p.depth), amp_fmt("%.1f%%", 100 * p.depth / T));
	if (p.branchwait > 0)
		amp_table_row(&t, xstrdup("mispredicted branches waiting for their conditions"),
			      amp_fmt("%.4g", p.branchwait), amp_fmt("%.1f%%", 100 * p.branchwait / T));
	if (p.loadpath > 0)
		amp_table_row(&t, xstrdup("chains of dependent loads, beyond the rest"),
			      amp_fmt("%.4g", p.loadpath), amp_fmt("%.1f%%", 100 * p.loadpath / T));
	if (p.memory > 0)
		amp_table_row(&t, xstrdup("memory hierarchy (references beyond 32 KiB, conflict misses)"),
			      amp_fmt("%.4g", p.memory), amp_fmt("%.1f%%", 100 * p.memory / T));
	if (p.exact > 0)
		amp_table_row(&t, xstrdup("arithmetic before the first inexact result"),
			      amp_fmt("%.4g", p.exact), amp_fmt("%.1f%%", 100 * p.exact / T));
	if (p.sustain != 0)
		amp_table_row(&t, xstrdup("sustained pace of a long run (over the short timings')"),
			      amp_fmt("%.4g", p.sustain), amp_fmt("%.1f%%", 100 * p.sustain / T));
	if (p.vstep > 0)
		amp_table_row(&t, xstrdup("DO loops with a variable step (their iterations' extra)"),
			      amp_fmt("%.4g", p.vstep), amp_fmt("%.1f%%", 100 * p.vstep / T));
	if (p.reductions > 0)
		amp_table_row(&t, xstrdup("reduction intrinsics, beyond their operations"),
			      amp_fmt("%.4g", p.reductions), amp_fmt("%.1f%%", 100 * p.reductions / T));
	if (p.nearcall < 0)
		amp_table_row(&t, xstrdup("calls within a page (less than the kernels' across pages)"),
			      amp_fmt("%.4g", p.nearcall), amp_fmt("%.1f%%", 100 * p.nearcall / T));
	if (p.pages > 0)
		amp_table_row(&t, xstrdup("first touch of memory pages (mapped and zeroed by the system)"),
			      amp_fmt("%.4g", p.pages), amp_fmt("%.1f%%", 100 * p.pages / T));
	if (p.startup > 0)
		amp_table_row(&t, xstrdup("start and exit of the run (an empty program's run)"),
			      amp_fmt("%.4g", p.startup), amp_fmt("%.1f%%", 100 * p.startup / T));
	amp_table_print(&t, fmt, stdout);
	amp_table_release(&t);

	if (p.memory > 0) {
		amp_tables_sep(fmt, stdout, 0);
		amp_table_init(&t, "memory classes", 5, "class", "references", "ns", "seconds", "share");
		for (int k = 0; k < AMP_NMEM; k++)
			if (p.by_mem[k] > 0)
				amp_table_row(&t, xstrdup(amp_mem_name(k)),
					      amp_fmt("%.6g", s->total[amp_mem_counter(k)]),
					      amp_fmt("%.4g", m->vec.mem[k]), amp_fmt("%.4g", p.by_mem[k]),
					      amp_fmt("%.1f%%", 100 * p.by_mem[k] / T));
		amp_table_print(&t, fmt, stdout);
		amp_table_release(&t);
	}

	amp_tables_sep(fmt, stdout, 0);
	amp_table_init(&t, "top parameters", 5, "parameter", "count", "ns", "seconds", "share");
	struct idx q[AMP_NPARAMS];
	for (int i = 0; i < AMP_NPARAMS; i++)
		q[i] = (struct idx){ i, p.by_param[i] };
	qsort(q, AMP_NPARAMS, sizeof *q, by_v);
	for (int i = 0; i < AMP_NPARAMS && i < top; i++)
		if (q[i].v > 0)
			amp_table_row(&t, xstrdup(amp_params[q[i].i].mnemonic), amp_fmt("%.6g", s->total[q[i].i]),
				      amp_fmt("%.4g", m->vec.p[q[i].i].ns), amp_fmt("%.4g", q[i].v),
				      amp_fmt("%.1f%%", 100 * q[i].v / T));
	amp_table_print(&t, fmt, stdout);
	amp_table_release(&t);

	/* routines and blocks */
	struct idx *bl = xcalloc(s->nblocks + 1, sizeof *bl);
	char **names = xcalloc(s->nblocks + 1, sizeof *names);
	struct idx *ro = xcalloc(s->nblocks + 1, sizeof *ro);
	int nr = 0;
	double *cover = xcalloc(s->nblocks + 1, sizeof *cover);
	char *keep = xcalloc(s->nblocks + 1, 1);
	amp_chain_scopes(s, &m->vec, cover, keep);
	for (size_t b = 0; b < s->nblocks; b++) {
		double sec = amp_block_seconds(&s->blocks[b], &m->vec, cover[b], keep[b]);
		bl[b] = (struct idx){ (int)b, sec };
		int k;
		for (k = 0; k < nr; k++)
			if (strcmp(names[k], s->blocks[b].routine) == 0)
				break;
		if (k == nr) {
			names[nr] = s->blocks[b].routine;
			ro[nr] = (struct idx){ nr, 0 };
			nr++;
		}
		ro[k].v += sec;
	}
	qsort(ro, (size_t)nr, sizeof *ro, by_v);
	amp_tables_sep(fmt, stdout, 0);
	amp_table_init(&t, "top routines", 3, "routine", "seconds", "share");
	for (int i = 0; i < nr && i < top; i++)
		amp_table_row(&t, xstrdup(names[ro[i].i]), amp_fmt("%.4g", ro[i].v),
			      amp_fmt("%.1f%%", 100 * ro[i].v / T));
	amp_table_print(&t, fmt, stdout);
	amp_table_release(&t);
	qsort(bl, s->nblocks, sizeof *bl, by_v);
	amp_tables_sep(fmt, stdout, 0);
	amp_table_init(&t, "top blocks", 6, "block", "source", "routine", "executions", "seconds", "share");
	for (size_t i = 0; i < s->nblocks && (int)i < top; i++) {
		const struct amp_stats_block *b = &s->blocks[bl[i].i];
		if (bl[i].v <= 0)
			break;
		amp_table_row(&t, amp_fmt("%ld", b->id), amp_fmt("%s:%d-%d", b->file, b->line1, b->line2),
			      xstrdup(b->routine), amp_fmt("%.6g", b->exec), amp_fmt("%.4g", bl[i].v),
			      amp_fmt("%.1f%%", 100 * bl[i].v / T));
	}
	amp_table_print(&t, fmt, stdout);
	amp_table_release(&t);
	amp_tables_end(fmt, stdout);
	free(bl);
	free(cover);
	free(keep);
	free(names);
	free(ro);
}

/* Programs by machines: every prediction, as a table. */
static int predict_matrix(char **sp, int ns, char **vp, int nv, int fmt)
{
	if (ns < 1 || nv < 1)
		return amp_usage_error(usage, "expected .stats files before '--' and .vec files after it");
	struct amp_weights w;
	if (amp_weights_default(&w) != 0)
		return AMP_EXIT_FAIL;
	struct amp_machine *m;
	if (amp_machines_load(vp, (size_t)nv, &w, &m) != 0) {
		amp_weights_release(&w);
		return AMP_EXIT_FAIL;
	}
	char **cols = xcalloc((size_t)nv + 1, sizeof *cols);
	cols[0] = (char *)"program";
	for (int k = 0; k < nv; k++)
		cols[k + 1] = m[k].name;
	struct amp_table t;
	amp_table_initv(&t, "predicted seconds", nv + 1, cols);
	free(cols);
	char **row = xcalloc((size_t)nv + 1, sizeof *row);
	int rc = AMP_EXIT_OK;
	for (int i = 0; i < ns; i++) {
		struct amp_stats s;
		if (amp_stats_read(sp[i], &s) != 0) {
			rc = AMP_EXIT_FAIL;
			break;
		}
		row[0] = xstrdup(amp_stats_name(&s, sp[i]));
		for (int k = 0; k < nv; k++) {
			struct amp_prediction p;
			amp_predict(&s, &m[k].vec, &p);
			row[k + 1] = amp_fmt("%.4g", p.seconds);
		}
		amp_table_rowv(&t, row);
		amp_stats_release(&s);
	}
	if (rc == AMP_EXIT_OK) {
		amp_tables_begin(fmt, stdout);
		amp_table_print(&t, fmt, stdout);
		amp_tables_end(fmt, stdout);
	}
	free(row);
	amp_table_release(&t);
	amp_machines_free(m, (size_t)nv);
	amp_weights_release(&w);
	return rc;
}

int cmd_predict(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "format", required_argument, NULL, 'f' },
		{ "top", required_argument, NULL, 't' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int fmt = AMP_FMT_TEXT, c;
	long top = 8;
	/* Options may come anywhere before "--", which separates the
	 * programs from the machines in matrix mode; getopt only sees the
	 * arguments before it, so it never reorders across it. */
	int dash = -1;
	for (int i = 1; i < argc && dash < 0; i++)
		if (strcmp(argv[i], "--") == 0)
			dash = i;
	int nopt = dash >= 0 ? dash : argc;
	optind = 1;
	opterr = 0;
	while ((c = getopt_long(nopt, argv, "h", opts, NULL)) != -1) {
		switch (c) {
		case 'h': return amp_print_help(usage);
		case 'f':
			if ((fmt = amp_parse_format(optarg)) < 0)
				return amp_usage_error(usage, "unknown format '%s'", optarg);
			break;
		case 't':
			if (amp_parse_long(optarg, &top) || top < 0)
				return amp_usage_error(usage, "bad count '%s'", optarg);
			break;
		default:
			return amp_usage_error(usage, "unknown option '%s'", argv[optind - 1]);
		}
	}
	if (dash >= 0)
		return predict_matrix(argv + optind, dash - optind, argv + dash + 1, argc - dash - 1, fmt);
	if (argc - optind < 2)
		return amp_usage_error(usage, "expected a .stats file and at least one .vec file");
	struct amp_stats s;
	if (amp_stats_read(argv[optind], &s) != 0)
		return AMP_EXIT_FAIL;
	struct amp_weights w;
	if (amp_weights_default(&w) != 0) {
		amp_stats_release(&s);
		return AMP_EXIT_FAIL;
	}
	struct amp_machine *m;
	size_t nm = (size_t)(argc - optind - 1);
	if (amp_machines_load(argv + optind + 1, nm, &w, &m) != 0) {
		amp_stats_release(&s);
		amp_weights_release(&w);
		return AMP_EXIT_FAIL;
	}
	if (nm == 1) {
		one(&s, argv[optind], &m[0], fmt, (int)top);
	} else {
		struct idx *o = xcalloc(nm, sizeof *o);
		struct amp_prediction *p = xcalloc(nm, sizeof *p);
		for (size_t k = 0; k < nm; k++) {
			amp_predict(&s, &m[k].vec, &p[k]);
			o[k] = (struct idx){ (int)k, -p[k].seconds };
		}
		qsort(o, nm, sizeof *o, by_v);
		struct amp_table t;
		char *title = amp_fmt("%s on %zu machines, fastest first", amp_stats_name(&s, argv[optind]), nm);
		amp_table_init(&t, title, 7, "rank", "machine", "predicted_s", "low_s", "high_s",
			       "relative", "largest_part");
		free(title);
		double best = p[o[0].i].seconds > 0 ? p[o[0].i].seconds : 1;
		for (size_t r = 0; r < nm; r++) {
			int k = o[r].i;
			int big = 0;
			for (int i = 1; i < AMP_NREDUCED; i++)
				if (p[k].by_reduced[i] > p[k].by_reduced[big])
					big = i;
			amp_table_row(&t, amp_fmt("%zu", r + 1), xstrdup(m[k].name), amp_fmt("%.4g", p[k].seconds),
				      amp_fmt("%.4g", p[k].lo), amp_fmt("%.4g", p[k].hi),
				      amp_fmt("%.3f", p[k].seconds / best),
				      amp_fmt("%s %.0f%%", amp_reduced[big].key,
					      p[k].seconds > 0 ? 100 * p[k].by_reduced[big] / p[k].seconds : 0));
		}
		amp_tables_begin(fmt, stdout);
		amp_table_print(&t, fmt, stdout);
		amp_tables_end(fmt, stdout);
		amp_table_release(&t);
		free(o);
		free(p);
	}
	amp_machines_free(m, nm);
	amp_stats_release(&s);
	amp_weights_release(&w);
	return AMP_EXIT_OK;
}

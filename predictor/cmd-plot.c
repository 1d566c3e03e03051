/* cmd-plot.c: amp plot pershape | tree | faces | validation, the paper's
 * Figures 2, 3, 5 and 6 as SVG, PNG or PDF. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "cmd.h"
#include "diag.h"
#include "plot.h"
#include "popts.h"
#include "util.h"

static const char usage[] =
	"usage: amp plot pershape [--baseline MACHINE] [--weights STATS]... [--cols N] -o OUT machine.vec...\n"
	"       amp plot tree [--weights STATS]... -o OUT machine.vec...\n"
	"       amp plot tree --programs -o OUT prog.stats...\n"
	"       amp plot faces -o OUT prog.stats...\n"
	"       amp plot validation -o OUT results.csv\n"
	"\n"
	"Pictures of the paper's figures; OUT ends in .svg, .png or .pdf and is\n"
	"written whole or not at all.\n"
	"  pershape    reduced parameters relative to a baseline machine on\n"
	"              logarithmic Kiviat charts, circles at 0.1, 1, 10 and 100\n"
	"              times faster than the baseline (Figure 2); --baseline takes\n"
	"              a machine's name or .vec file (default: the first machine;\n"
	"              a file not among the others is drawn first); --cols N\n"
	"              charts per row\n"
	"  tree        the average-linkage dendrogram of machines by pershape\n"
	"              distance or, with --programs, of programs by operation mix\n"
	"              (Figure 3)\n"
	"  faces       Chernoff faces of programs from their dynamic statistics,\n"
	"              with a legend of which feature shows what (Figure 5)\n"
	"  validation  predicted against measured times from a CSV with the header\n"
	"              machine,program,measured_s,predicted_s[,size] (amp validate\n"
	"              --csv-out writes one) (Figure 6)\n"
	"\n"
	"  --weights STATS     weigh parameters within a reduced group by these\n"
	"                      programs' dynamic counts (default: the reference workload)\n";

int amp_distance_matrix(const struct amp_popts *o, char **paths, size_t n, char ***names, double **dist);

static int plot_pershape(const struct amp_popts *o, char **files, size_t n, const char *baseline, int cols)
{
	/* A baseline file that is not among the machines is drawn first. */
	char **paths = xcalloc(n + 1, sizeof *paths);
	size_t np = 0;
	int extra = 0;
	if (baseline && strstr(baseline, ".vec")) {
		extra = 1;
		for (size_t k = 0; k < n; k++)
			if (strcmp(files[k], baseline) == 0)
				extra = 0;
		if (extra)
			paths[np++] = (char *)baseline;
	}
	for (size_t k = 0; k < n; k++)
		paths[np++] = files[k];
	int rc = AMP_EXIT_FAIL;
	struct amp_weights w;
	struct amp_machine *m;
	if (amp_popts_weights(o, &w) != 0) {
		free(paths);
		return rc;
	}
	if (amp_machines_load(paths, np, &w, &m) == 0) {
		int b = baseline ? -1 : 0;
		for (size_t k = 0; b < 0 && k < np; k++)
			if (strcmp(m[k].name, baseline) == 0 || strcmp(m[k].path, baseline) == 0)
				b = (int)k;
		if (b < 0)
			amp_error("no machine named '%s' among the inputs", baseline);
		else {
			char *note = xasprintf("reduced parameters weighted within their groups by %s",
					       w.origin ? w.origin : "equal weights");
			if (amp_plot_pershape(o->out, m, np, b, cols, note) == 0)
				rc = AMP_EXIT_OK;
			free(note);
		}
		amp_machines_free(m, np);
	}
	amp_weights_release(&w);
	free(paths);
	return rc;
}

static int plot_tree(const struct amp_popts *o, char **files, size_t n)
{
	char **names;
	double *d;
	if (amp_distance_matrix(o, files, n, &names, &d) != 0)
		return AMP_EXIT_FAIL;
	int rc = AMP_EXIT_FAIL;
	struct amp_tree t;
	if (amp_upgma(d, (int)n, &t) == 0) {
		const char *title = o->programs ? "programs clustered by operation mix"
						: "machines clustered by pershape distance";
		if (amp_plot_tree(o->out, &t, names, title) == 0)
			rc = AMP_EXIT_OK;
		amp_tree_release(&t);
	}
	for (size_t i = 0; i < n; i++)
		free(names[i]);
	free(names);
	free(d);
	return rc;
}

static int plot_faces(const struct amp_popts *o, char **files, size_t n)
{
	struct amp_dynstats *d = xcalloc(n, sizeof *d);
	char **names = xcalloc(n, sizeof *names);
	size_t k;
	int rc = AMP_EXIT_FAIL;
	for (k = 0; k < n; k++) {
		struct amp_stats s;
		if (amp_stats_read(files[k], &s) != 0)
			break;
		amp_dynstats_compute(&s, &d[k]);
		names[k] = xstrdup(amp_stats_name(&s, files[k]));
		amp_stats_release(&s);
	}
	if (k == n && amp_plot_faces(o->out, d, names, n) == 0)
		rc = AMP_EXIT_OK;
	for (size_t i = 0; i < k; i++)
		free(names[i]);
	free(names);
	free(d);
	return rc;
}

static int plot_validation(const struct amp_popts *o, const char *csv)
{
	struct amp_valpoint *p;
	size_t n;
	if (amp_valpoints_read(csv, &p, &n) != 0)
		return AMP_EXIT_FAIL;
	int rc = amp_plot_validation(o->out, p, n) == 0 ? AMP_EXIT_OK : AMP_EXIT_FAIL;
	amp_valpoints_free(p, n);
	return rc;
}

int cmd_plot(int argc, char **argv)
{
	if (argc < 2 || amp_wants_help(2, argv))
		return argc < 2 ? amp_usage_error(usage, "what to plot? (pershape, tree, faces or validation)")
				: amp_print_help(usage);
	const char *kind = argv[1];
	static const char *const kinds[] = { "pershape", "tree", "faces", "validation" };
	int which = -1;
	for (int i = 0; i < 4; i++)
		if (strcmp(kind, kinds[i]) == 0)
			which = i;
	if (which < 0)
		return amp_usage_error(usage, "unknown plot '%s'", kind);
	/* --baseline and --cols are pershape's own; the rest are shared. */
	const char *baseline = NULL;
	long cols = 0;
	char **av = xcalloc((size_t)argc + 1, sizeof *av);
	int ac = 0, rc;
	av[ac++] = argv[0];
	for (int i = 2; i < argc; i++) {
		int is_b = strcmp(argv[i], "--baseline") == 0, is_c = strcmp(argv[i], "--cols") == 0;
		if (which == 0 && (is_b || is_c)) {
			if (i + 1 >= argc) {
				free(av);
				return amp_usage_error(usage, "option '%s' needs a value", argv[i]);
			}
			if (is_b) {
				baseline = argv[++i];
			} else if (amp_parse_long(argv[++i], &cols) != 0 || cols < 1 || cols > 100) {
				free(av);
				return amp_usage_error(usage, "bad column count '%s'", argv[i]);
			}
			continue;
		}
		if (strcmp(argv[i], "--") == 0) {
			while (i < argc)
				av[ac++] = argv[i++];
			break;
		}
		av[ac++] = argv[i];
	}
	struct amp_popts o;
	rc = amp_popts_parse(ac, av, usage, &o);
	if (rc >= 0) {
		free(av);
		return rc;
	}
	char **files = av + optind;
	size_t n = (size_t)(ac - optind);
	if (!o.out)
		rc = amp_usage_error(usage, "no output file (-o OUT.svg|png|pdf)");
	else if (n < 1)
		rc = amp_usage_error(usage, "no input files");
	else if (which == 1 && n < 2)
		rc = amp_usage_error(usage, "a tree needs at least two files");
	else if (which == 3 && n != 1)
		rc = amp_usage_error(usage, "validation takes one results file");
	else if (which != 2 && which != 1 && o.programs)
		rc = amp_usage_error(usage, "--programs is for amp plot tree");
	else if (which == 0)
		rc = plot_pershape(&o, files, n, baseline, (int)cols);
	else if (which == 1)
		rc = plot_tree(&o, files, n);
	else if (which == 2)
		rc = plot_faces(&o, files, n);
	else
		rc = plot_validation(&o, files[0]);
	amp_popts_release(&o);
	free(av);
	return rc;
}

/* cmd-plot.c: amp plot pershape | tree | faces | validation. */
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
	"usage: amp plot pershape [--baseline NAME] [--weights STATS] -o OUT machine.vec...\n"
	"       amp plot tree [--programs] -o OUT FILE...\n"
	"       amp plot faces -o OUT prog.stats...\n"
	"       amp plot validation -o OUT results.csv\n"
	"\n"
	"Pictures of the paper's figures; OUT ends in .svg, .png or .pdf.\n"
	"  pershape    reduced parameters relative to a baseline machine (default:\n"
	"              the first) on logarithmic Kiviat charts, circles at 0.1, 1,\n"
	"              10 and 100 times faster (Figure 2)\n"
	"  tree        the average-linkage dendrogram of machines or, with\n"
	"              --programs, programs (Figure 3)\n"
	"  faces       Chernoff faces of programs, with a legend (Figure 5)\n"
	"  validation  predicted against measured times from a CSV with the header\n"
	"              machine,program,measured_s,predicted_s (amp validate\n"
	"              --csv-out writes one) (Figure 6)\n";

int amp_distance_matrix(const struct amp_popts *o, char **paths, size_t n, char ***names, double **dist);

static int plot_validation(const char *out, const char *csv)
{
	size_t len;
	char *t = amp_read_file(csv, &len);
	if (!t) {
		amp_error("cannot open '%s': No such file or directory", csv);
		return AMP_EXIT_FAIL;
	}
	struct amp_valpoint *p = NULL;
	size_t n = 0, cap = 0;
	int lineno = 0, rc = AMP_EXIT_FAIL;
	char *save = NULL;
	for (char *line = strtok_r(t, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		lineno++;
		if (lineno == 1) {
			if (strcmp(line, "machine,program,measured_s,predicted_s") != 0) {
				amp_diag_at(AMP_ERROR, csv, 1, 0,
					    "expected the header 'machine,program,measured_s,predicted_s'");
				goto out;
			}
			continue;
		}
		char *f[4];
		if (amp_split(line, f, 4, 0) != 1) {
			/* comma separated: split by hand */
		}
		char *a = line, *b = strchr(a, ','), *c = b ? strchr(b + 1, ',') : NULL,
		     *d = c ? strchr(c + 1, ',') : NULL;
		if (!d) {
			amp_diag_at(AMP_ERROR, csv, lineno, 0, "expected 4 fields");
			goto out;
		}
		*b = *c = *d = '\0';
		amp_grow(&p, &cap, n, sizeof *p);
		p[n].machine = xstrdup(a);
		p[n].program = xstrdup(b + 1);
		if (amp_parse_double(c + 1, &p[n].measured) || amp_parse_double(d + 1, &p[n].predicted)) {
			n++;
			amp_diag_at(AMP_ERROR, csv, lineno, 0, "bad number");
			goto out;
		}
		n++;
	}
	rc = amp_plot_validation(out, p, n) == 0 ? AMP_EXIT_OK : AMP_EXIT_FAIL;
out:
	for (size_t i = 0; i < n; i++) {
		free(p[i].machine);
		free(p[i].program);
	}
	free(p);
	free(t);
	return rc;
}

int cmd_plot(int argc, char **argv)
{
	if (argc < 2 || amp_wants_help(2, argv))
		return argc < 2 ? amp_usage_error(usage, "what to plot?") : amp_print_help(usage);
	const char *kind = argv[1];
	const char *baseline = NULL;
	/* --baseline is pershape's own option; the rest are shared. */
	char **av = xcalloc((size_t)argc + 1, sizeof *av);
	int ac = 0;
	av[ac++] = argv[0];
	for (int i = 2; i < argc; i++) {
		if (strcmp(argv[i], "--baseline") == 0 && i + 1 < argc) {
			baseline = argv[++i];
			continue;
		}
		av[ac++] = argv[i];
	}
	struct amp_popts o;
	int rc = amp_popts_parse(ac, av, usage, &o);
	if (rc >= 0) {
		free(av);
		return rc;
	}
	char **files = av + optind;
	size_t n = (size_t)(ac - optind);
	rc = AMP_EXIT_FAIL;
	if (!o.out) {
		rc = amp_usage_error(usage, "no output file (-o OUT.svg|png|pdf)");
		goto out;
	}
	if (n < 1) {
		rc = amp_usage_error(usage, "no input files");
		goto out;
	}
	if (strcmp(kind, "pershape") == 0) {
		struct amp_weights w;
		if (amp_popts_weights(&o, &w) != 0)
			goto out;
		struct amp_machine *m;
		if (amp_machines_load(files, n, &w, &m) == 0) {
			int b = 0;
			for (size_t k = 0; baseline && k < n; k++)
				if (strcmp(m[k].name, baseline) == 0 || strcmp(m[k].path, baseline) == 0)
					b = (int)k + 1;
			if (baseline && !b)
				amp_error("no machine named '%s' among the inputs", baseline);
			else
				rc = amp_plot_pershape(o.out, m, n, b ? b - 1 : 0, 0) == 0 ? AMP_EXIT_OK : AMP_EXIT_FAIL;
			amp_machines_free(m, n);
		}
		amp_weights_release(&w);
	} else if (strcmp(kind, "tree") == 0) {
		char **names;
		double *d;
		if (n < 2) {
			rc = amp_usage_error(usage, "a tree needs at least two files");
			goto out;
		}
		if (amp_distance_matrix(&o, files, n, &names, &d) == 0) {
			struct amp_tree t;
			amp_upgma(d, (int)n, &t);
			rc = amp_plot_tree(o.out, &t, names, o.programs ? "programs clustered by operation mix"
							       : "machines clustered by pershape distance")
			     == 0 ? AMP_EXIT_OK : AMP_EXIT_FAIL;
			amp_tree_release(&t);
			for (size_t i = 0; i < n; i++)
				free(names[i]);
			free(names);
			free(d);
		}
	} else if (strcmp(kind, "faces") == 0) {
		struct amp_dynstats *d = xcalloc(n, sizeof *d);
		char **names = xcalloc(n, sizeof *names);
		size_t k;
		for (k = 0; k < n; k++) {
			struct amp_stats s;
			if (amp_stats_read(files[k], &s) != 0)
				break;
			amp_dynstats_compute(&s, &d[k]);
			names[k] = xstrdup(amp_stats_name(&s, files[k]));
			amp_stats_release(&s);
		}
		if (k == n)
			rc = amp_plot_faces(o.out, d, names, n) == 0 ? AMP_EXIT_OK : AMP_EXIT_FAIL;
		for (size_t i = 0; i < k; i++)
			free(names[i]);
		free(names);
		free(d);
	} else if (strcmp(kind, "validation") == 0) {
		rc = plot_validation(o.out, files[0]);
	} else {
		rc = amp_usage_error(usage, "unknown plot '%s'", kind);
	}
out:
	amp_popts_release(&o);
	free(av);
	return rc;
}

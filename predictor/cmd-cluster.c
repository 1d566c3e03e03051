/* cmd-cluster.c: amp cluster, average-linkage clustering of machines by
 * pershape distance (paper Figure 3), or of programs by their mixes. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

#include "analysis.h"
#include "cmd.h"
#include "popts.h"
#include "table.h"
#include "util.h"

static const char usage[] =
	"usage: amp cluster [options] machine.vec...\n"
	"       amp cluster --programs [options] prog.stats...\n"
	"\n"
	"Cluster by average linkage (UPGMA: the distance between two clusters is\n"
	"the mean of the distances between their members) and print the merges\n"
	"and the tree in Newick format. 'amp plot tree' draws the dendrogram.\n"
	"\n"
	"  --programs        the operands are program statistics\n"
	"  --weights STATS   weights of the reduced parameters (see amp reduce)\n"
	"  --format F        text (default), csv or json\n";

int amp_distance_matrix(const struct amp_popts *o, char **paths, size_t n, char ***names, double **dist);

static void members(const struct amp_tree *t, int node, char **names, struct amp_buf *b)
{
	if (node < t->nleaves) {
		buf_printf(b, "%s%s", b->len ? " " : "", names[node]);
		return;
	}
	members(t, t->nodes[node - t->nleaves].left, names, b);
	members(t, t->nodes[node - t->nleaves].right, names, b);
}

int cmd_cluster(int argc, char **argv)
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
	struct amp_tree t;
	amp_upgma(d, (int)n, &t);
	struct amp_table tb;
	amp_table_init(&tb, "merges (average linkage)", 4, "step", "distance", "left", "right");
	for (int k = 0; k < (int)n - 1; k++) {
		struct amp_buf l = { 0 }, r = { 0 };
		members(&t, t.nodes[k].left, names, &l);
		members(&t, t.nodes[k].right, names, &r);
		amp_table_row(&tb, amp_fmt("%d", k + 1), amp_fmt("%.3f", 2 * t.nodes[k].height),
			      buf_detach(&l), buf_detach(&r));
	}
	char *nw = amp_tree_newick(&t, names);
	amp_tables_begin(o.format, stdout);
	amp_table_print(&tb, o.format, stdout);
	if (o.format == AMP_FMT_JSON) {
		fputs(",\n{\"title\":\"newick\",\"rows\":[{\"newick\":\"", stdout);
		fputs(nw, stdout);
		fputs("\"}]}", stdout);
	} else {
		printf("\nnewick\n%s\n", nw);
	}
	amp_tables_end(o.format, stdout);
	free(nw);
	amp_table_release(&tb);
	amp_tree_release(&t);
	for (size_t i = 0; i < n; i++)
		free(names[i]);
	free(names);
	free(d);
	amp_popts_release(&o);
	return AMP_EXIT_OK;
}

/* test-predict.c: eq. 1, eq. 2, UPGMA and reduced parameters against
 * values worked out by hand. */
#include <math.h>
#include <stdlib.h>
#include <unistd.h>

#include "analysis.h"
#include "unit.h"
#include "util.h"

static void fill(struct amp_vec *v, double ns)
{
	memset(v, 0, sizeof *v);
	for (int i = 0; i < AMP_NPARAMS; i++) {
		v->p[i].ns = ns;
		v->p[i].lo = 0.9 * ns;
		v->p[i].hi = 1.1 * ns;
	}
}

int main(void)
{
	/* eq. 1 on a small pair: 1000 ARDL + 500 MRDL + 100 LOOV. */
	struct amp_stats s;
	memset(&s, 0, sizeof s);
	struct amp_stats_block *b = amp_stats_add_block(&s, 1, "f.f", 1, 2, "MAIN");
	b->exec = 100;
	b->counts[amp_param_index("ARDL")] = 1000;
	b->counts[amp_param_index("MRDL")] = 500;
	b->counts[amp_param_index("LOOV")] = 100;
	amp_stats_sum_blocks(&s);
	struct amp_vec v;
	fill(&v, 1.0);
	v.p[amp_param_index("MRDL")].ns = 2.0;
	v.p[amp_param_index("MRDL")].hi = 2.2;
	struct amp_prediction p;
	amp_predict(&s, &v, &p);
	CHECK_NEAR(p.seconds, (1000 * 1.0 + 500 * 2.0 + 100 * 1.0) * 1e-9, 1e-18, "eq. 1");
	CHECK_NEAR(p.hi_bound, (1000 * 1.1 + 500 * 2.2 + 100 * 1.1) * 1e-9, 1e-18, "upper bound");
	/* independent deviations: sqrt(100^2 + 100^2 + 10^2) ns above */
	CHECK_NEAR(p.hi - p.seconds, sqrt(100.0 * 100 + 100.0 * 100 + 10 * 10) * 1e-9, 1e-15, "interval");
	/* ARDL and MRDL are both double precision arithmetic: 1000 + 1000 ns */
	CHECK_NEAR(p.by_reduced[amp_params[amp_param_index("MRDL")].reduced], 2e-6, 1e-18, "share");

	/* eq. 2: zero for proportional machines, symmetric, a value by hand. */
	double x[AMP_NREDUCED], y[AMP_NREDUCED], z[AMP_NREDUCED];
	for (int i = 0; i < AMP_NREDUCED; i++) {
		x[i] = 1 + i;
		y[i] = 3 * (1 + i);
		z[i] = 1;
	}
	CHECK_NEAR(amp_pershape_distance(x, y, AMP_NREDUCED), 0, 1e-12, "proportional");
	CHECK_NEAR(amp_pershape_distance(x, z, AMP_NREDUCED), amp_pershape_distance(z, x, AMP_NREDUCED),
		   1e-12, "symmetric");
	for (int i = 0; i < AMP_NREDUCED; i++)
		y[i] = 1;
	y[4] = 2;
	/* logs: 16 zeros and log(1/2); mean m = log(1/2)/17;
	 * sqrt((16 m^2 + (log(1/2) - m)^2) / 16) */
	double l = log(0.5), m = l / 17;
	CHECK_NEAR(amp_pershape_distance(z, y, AMP_NREDUCED), sqrt((16 * m * m + (l - m) * (l - m)) / 16),
		   1e-12, "eq. 2 by hand");
	CHECK_NEAR(amp_pershape_distance(z, y, AMP_NREDUCED), 0.168113, 1e-6, "eq. 2 value");

	/* UPGMA on four machines: d(a,b)=2, d(a,c)=d(b,c)=6, d(.,d)=10. */
	double d[16] = { 0, 2, 6, 10, 2, 0, 6, 10, 6, 6, 0, 10, 10, 10, 10, 0 };
	struct amp_tree t;
	amp_upgma(d, 4, &t);
	CHECK(t.nodes[0].left == 0 && t.nodes[0].right == 1, "a and b first");
	CHECK_NEAR(t.nodes[0].height, 1, 1e-12, "a-b height");
	CHECK(t.nodes[1].left == 2 && t.nodes[1].right == 4, "then c with (ab)");
	CHECK_NEAR(t.nodes[1].height, 3, 1e-12, "(ab)-c at mean distance 6");
	CHECK_NEAR(t.nodes[2].height, 5, 1e-12, "root at mean distance 10");
	char *labels[] = { (char *)"a", (char *)"b", (char *)"c", (char *)"d" };
	char *nw = amp_tree_newick(&t, labels);
	CHECK_STR(nw, "(d:5.0000,(c:3.0000,(a:1.0000,b:1.0000):2.0000):2.0000);");
	free(nw);
	amp_tree_release(&t);

	/* Reduced parameters: int-add = 1/4 AISL + 3/4 ADDI (AISG unused). */
	struct amp_weights w;
	memset(&w, 0, sizeof w);
	w.w[amp_param_index("AISL")] = 0.25;
	w.w[amp_param_index("ADDI")] = 0.75;
	fill(&v, 1.0);
	v.p[amp_param_index("AISL")].ns = 1;
	v.p[amp_param_index("AISG")].ns = 3;
	v.p[amp_param_index("ADDI")].ns = 5;
	double red[AMP_NREDUCED];
	amp_reduce_vec(&v, &w, red);
	CHECK_NEAR(red[amp_params[amp_param_index("ADDI")].reduced], 4, 1e-12, "weighted mean");

	/* Weights files: a written file reads back; a group that does not
	 * sum to 1 is refused. */
	char path[] = "/tmp/amp-weights-XXXXXX";
	int fd = mkstemp(path);
	CHECK(fd >= 0, "temporary file");
	close(fd);
	struct amp_weights e, r;
	CHECK(amp_weights_default(&e) == 0, "default weights");
	CHECK(amp_weights_write(path, &e) == 0, "write weights");
	CHECK(amp_weights_read(path, &r) == 0, "read weights back");
	for (int i = 0; i < AMP_NPARAMS; i++)
		CHECK_NEAR(r.w[i], e.w[i], 1e-6, amp_params[i].mnemonic);
	amp_weights_release(&r);
	e.w[amp_param_index("ADDI")] += 0.5;
	CHECK(amp_weights_write(path, &e) == 0, "write skewed weights");
	fprintf(stderr, "(expected) ");
	CHECK(amp_weights_read(path, &r) == -1, "group summing to 1.5 refused");
	e.w[amp_param_index("ADDI")] -= 0.5;
	CHECK(amp_weights_write(path, &e) == 0, "write weights again");
	FILE *fp = fopen(path, "a");
	CHECK(fp != NULL, "append");
	fputs("weight ADDI 0.5\n", fp);
	fclose(fp);
	fprintf(stderr, "(expected) ");
	CHECK(amp_weights_read(path, &r) == -1, "a second weight of one parameter refused");
	amp_weights_release(&e);
	unlink(path);
	amp_stats_release(&s);
	return unit_done();
}

/* test-plot.c: every kind of picture renders to PNG with the expected size
 * and real content (not blank), and to SVG and PDF with the right magic. */
#include <cairo.h>
#include <stdlib.h>
#include <unistd.h>

#include "plot.h"
#include "unit.h"
#include "util.h"

static double inked(const char *path, int *w, int *h)
{
	cairo_surface_t *s = cairo_image_surface_create_from_png(path);
	if (cairo_surface_status(s) != CAIRO_STATUS_SUCCESS) {
		cairo_surface_destroy(s);
		return -1;
	}
	*w = cairo_image_surface_get_width(s);
	*h = cairo_image_surface_get_height(s);
	int stride = cairo_image_surface_get_stride(s);
	const unsigned char *d = cairo_image_surface_get_data(s);
	long ink = 0;
	for (int y = 0; y < *h; y++)
		for (int x = 0; x < *w; x++) {
			const unsigned char *p = d + y * stride + 4 * x;
			if (p[0] < 200 || p[1] < 200 || p[2] < 200)
				ink++;
		}
	cairo_surface_destroy(s);
	return (double)ink / ((double)*w * *h);
}

static int magic(const char *path, const char *m)
{
	char *t = amp_read_file(path, NULL);
	int ok = t && strncmp(t, m, strlen(m)) == 0;
	free(t);
	return ok;
}

int main(void)
{
	char dir[] = "/tmp/amp-plot-XXXXXX";
	if (!mkdtemp(dir))
		return 2;
	char *png = xasprintf("%s/p.png", dir), *svg = xasprintf("%s/p.svg", dir), *pdf = xasprintf("%s/p.pdf", dir);
	int w, h;
	struct amp_machine m[3];
	memset(m, 0, sizeof m);
	const char *names[] = { "alpha", "beta with a rather long machine name", "gamma" };
	for (int k = 0; k < 3; k++) {
		m[k].name = (char *)names[k];
		for (int r = 0; r < AMP_NREDUCED; r++)
			m[k].reduced[r] = (1 + r % 5) * (k + 1) * (r % 2 ? 0.5 : 3);
	}
	CHECK(amp_plot_pershape(png, m, 3, 0, 0) == 0, "pershape png");
	double ink = inked(png, &w, &h);
	CHECK(w == 1020 && h > 300, "pershape size %dx%d", w, h);
	CHECK(ink > 0.02 && ink < 0.6, "pershape has content (%.3f inked)", ink);
	CHECK(amp_plot_pershape(svg, m, 3, 1, 0) == 0 && magic(svg, "<?xml"), "pershape svg");
	CHECK(amp_plot_pershape(pdf, m, 3, 1, 0) == 0 && magic(pdf, "%PDF"), "pershape pdf");

	double dist[16] = { 0, 2, 6, 10, 2, 0, 6, 10, 6, 6, 0, 10, 10, 10, 10, 0 };
	struct amp_tree t;
	amp_upgma(dist, 4, &t);
	char *labels[] = { (char *)"a", (char *)"b", (char *)"c", (char *)"d" };
	CHECK(amp_plot_tree(png, &t, labels, "test tree") == 0, "tree png");
	ink = inked(png, &w, &h);
	CHECK(w == 760 && h > 150, "tree size %dx%d", w, h);
	CHECK(ink > 0.005, "tree has content (%.4f inked)", ink);
	amp_tree_release(&t);

	struct amp_dynstats d[3];
	memset(d, 0, sizeof d);
	for (int k = 0; k < 3; k++) {
		d[k].ops_per_stmt = 1 + k;
		d[k].optype[2] = 0.3 * k;
		d[k].blocks_85 = 3 * k;
	}
	char *pn[] = { (char *)"p1", (char *)"p2", (char *)"p3" };
	CHECK(amp_plot_faces(png, d, pn, 3) == 0, "faces png");
	ink = inked(png, &w, &h);
	CHECK(ink > 0.05, "faces have content (%.3f inked)", ink);

	struct amp_valpoint v[] = { { (char *)"m1", (char *)"a", 1.0, 1.1 },
				    { (char *)"m1", (char *)"b", 10.0, 9.0 },
				    { (char *)"m2", (char *)"a", 3.0, 2.0 } };
	CHECK(amp_plot_validation(png, v, 3) == 0, "validation png");
	ink = inked(png, &w, &h);
	CHECK(w == 720 && h == 640 && ink > 0.005, "validation size and content (%.4f inked)", ink);
	fprintf(stderr, "(expected) ");
	CHECK(amp_plot_validation("/tmp/x.gif", v, 3) != 0, "unknown suffix refused");
	char cmd[64];
	snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
	if (system(cmd) != 0)
		return 2;
	free(png);
	free(svg);
	free(pdf);
	return unit_done();
}

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

/* The colour at (x, y) of a PNG as 0..255 components. */
static int pixel(const char *path, int x, int y, int rgb[3])
{
	cairo_surface_t *s = cairo_image_surface_create_from_png(path);
	int ok = cairo_surface_status(s) == CAIRO_STATUS_SUCCESS && x >= 0 && y >= 0 &&
		 x < cairo_image_surface_get_width(s) && y < cairo_image_surface_get_height(s);
	if (ok) {
		const unsigned char *p = cairo_image_surface_get_data(s) + y * cairo_image_surface_get_stride(s) + 4 * x;
		rgb[0] = p[2]; /* ARGB32 is native-endian: B G R A in memory here */
		rgb[1] = p[1];
		rgb[2] = p[0];
	}
	cairo_surface_destroy(s);
	return ok;
}

/* Some pixel within d of (x, y) is dominated by channel c (0 r, 2 b). */
static int near_colour(const char *path, int x, int y, int d, int c)
{
	for (int dy = -d; dy <= d; dy++)
		for (int dx = -d; dx <= d; dx++) {
			int rgb[3];
			if (pixel(path, x + dx, y + dy, rgb) && rgb[c] > 150 && rgb[c] - rgb[(c + 1) % 3] > 80 &&
			    rgb[c] - rgb[(c + 2) % 3] > 60)
				return 1;
		}
	return 0;
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
	CHECK(amp_plot_pershape(png, m, 3, 0, 0, "a note under the legend") == 0, "pershape png");
	double ink = inked(png, &w, &h);
	CHECK(w == 1020 && h > 300, "pershape size %dx%d", w, h);
	CHECK(ink > 0.02 && ink < 0.6, "pershape has content (%.3f inked)", ink);
	CHECK(amp_plot_pershape(svg, m, 3, 1, 0, NULL) == 0 && magic(svg, "<?xml"), "pershape svg");
	CHECK(amp_plot_pershape(pdf, m, 3, 1, 0, NULL) == 0 && magic(pdf, "%PDF"), "pershape pdf");

	/* Geometry: a machine ten times faster than the baseline everywhere is
	 * drawn on the circle "10", the baseline itself on the circle "1". The
	 * layout of plot.c for two charts: page 900 wide, charts centred at
	 * x = 280 and 620, y = 176, radius 102, log10 ratio from -2 to 2.5
	 * across it: circle 1 at 45.3, circle 10 at 68 from the centre. */
	struct amp_machine two[2];
	memset(two, 0, sizeof two);
	two[0].name = (char *)"base";
	two[1].name = (char *)"tenfold";
	for (int r = 0; r < AMP_NREDUCED; r++) {
		two[0].reduced[r] = 2.0;
		two[1].reduced[r] = 0.2;
	}
	CHECK(amp_plot_pershape(png, two, 2, 0, 0, NULL) == 0, "pershape of two");
	CHECK(inked(png, &w, &h) > 0 && w == 900, "two charts on a page 900 wide (%d)", w);
	CHECK(near_colour(png, 280, 176 - 45, 1, 2), "baseline (blue) on the circle 1 at the top spoke");
	CHECK(!near_colour(png, 280, 176 - 68, 2, 2), "nothing blue on the circle 10 of the baseline");
	CHECK(near_colour(png, 620, 176 - 68, 1, 0), "tenfold (red) on the circle 10 at the top spoke");
	CHECK(near_colour(png, 620 + 68, 176, 2, 0) || near_colour(png, 620 + 67, 176 + 8, 2, 0),
	      "tenfold on the circle 10 on the right too");

	/* Off the scale: the top spoke of "tenfold" 1000 times faster still
	 * draws its vertex at the rim (102 from the centre), with a ring of
	 * radius 3.5 around it, whose side shows beside the tip. */
	two[1].reduced[0] = 0.002;
	CHECK(amp_plot_pershape(png, two, 2, 0, 0, NULL) == 0, "pershape off the scale");
	CHECK(near_colour(png, 620, 176 - 101, 1, 0), "vertex clipped to the rim");
	CHECK(near_colour(png, 620 + 4, 176 - 102, 1, 0) && near_colour(png, 620 - 4, 176 - 102, 1, 0),
	      "a ring marks the clipped vertex");
	two[1].reduced[0] = 0.2;
	CHECK(amp_plot_pershape(png, two, 2, 0, 0, NULL) == 0, "pershape on the scale");
	CHECK(!near_colour(png, 620 + 4, 176 - 102, 1, 0), "no ring when nothing is clipped");

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

	struct amp_valpoint v[] = { { (char *)"m1", (char *)"a", 1.0, 1.1, NULL },
				    { (char *)"m1", (char *)"b", 10.0, 9.0, NULL },
				    { (char *)"m2", (char *)"a", 3.0, 2.0, NULL } };
	CHECK(amp_plot_validation(png, v, 3) == 0, "validation png");
	ink = inked(png, &w, &h);
	CHECK(w == 720 && h == 640 && ink > 0.005, "validation size and content (%.4f inked)", ink);
	/* Log-log geometry: times 0.1 .. 10 give decades 0.01 .. 100 over the
	 * frame x 80..520, y 570..50; (1, 1) sits at (300, 310), machine m1 in
	 * blue; (0.1, 10) at (190, 180), machine m2 in red. */
	struct amp_valpoint g[] = { { (char *)"m1", (char *)"a", 1.0, 1.0, NULL },
				    { (char *)"m2", (char *)"b", 0.1, 10.0, NULL } };
	CHECK(amp_plot_validation(png, g, 2) == 0, "validation of two points");
	CHECK(near_colour(png, 300, 310, 1, 2), "m1's point at (1, 1) in blue");
	CHECK(near_colour(png, 190, 180, 1, 0), "m2's point at (0.1, 10) in red");
	CHECK(!near_colour(png, 190, 310, 3, 0) && !near_colour(png, 190, 310, 3, 2), "nothing at (0.1, 1)");
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

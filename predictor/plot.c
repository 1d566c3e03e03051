/* plot.c: the paper's pictures through cairo (SVG, PNG, PDF by suffix):
 * pershapes (Figure 2), dendrograms (Figure 3), Chernoff faces (Figure 5)
 * and predicted against measured times (Figure 6). */
#include "plot.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"
#include "util.h"

struct canvas {
	cairo_surface_t *surface;
	cairo_t *cr;
	char *path, *tmp;
	int png;
};

static int open_canvas(struct canvas *c, const char *path, double w, double h)
{
	memset(c, 0, sizeof *c);
	const char *dot = strrchr(path, '.');
	if (!dot || (strcmp(dot, ".svg") && strcmp(dot, ".png") && strcmp(dot, ".pdf"))) {
		amp_error("cannot tell the picture format of '%s' (use .svg, .png or .pdf)", path);
		return -1;
	}
	c->path = xstrdup(path);
	c->tmp = xasprintf("%s.tmp%ld%s", path, (long)getpid(), dot);
	if (strcmp(dot, ".svg") == 0)
		c->surface = cairo_svg_surface_create(c->tmp, w, h);
	else if (strcmp(dot, ".pdf") == 0)
		c->surface = cairo_pdf_surface_create(c->tmp, w, h);
	else {
		c->png = 1;
		c->surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)w, (int)h);
	}
	if (cairo_surface_status(c->surface) != CAIRO_STATUS_SUCCESS) {
		amp_error("cannot create '%s': %s", path, cairo_status_to_string(cairo_surface_status(c->surface)));
		cairo_surface_destroy(c->surface);
		free(c->path);
		free(c->tmp);
		return -1;
	}
	c->cr = cairo_create(c->surface);
	cairo_set_source_rgb(c->cr, 1, 1, 1);
	cairo_paint(c->cr);
	cairo_select_font_face(c->cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
	return 0;
}

static int close_canvas(struct canvas *c)
{
	int rc = 0;
	cairo_destroy(c->cr);
	if (c->png && cairo_surface_write_to_png(c->surface, c->tmp) != CAIRO_STATUS_SUCCESS)
		rc = -1;
	cairo_surface_finish(c->surface);
	if (cairo_surface_status(c->surface) != CAIRO_STATUS_SUCCESS)
		rc = -1;
	cairo_surface_destroy(c->surface);
	if (rc == 0 && rename(c->tmp, c->path) != 0)
		rc = -1;
	if (rc != 0) {
		amp_error("cannot write '%s': %s", c->path, strerror(errno));
		unlink(c->tmp);
	}
	free(c->path);
	free(c->tmp);
	return rc;
}

static void text_at(cairo_t *cr, double x, double y, double size, double halign, const char *s)
{
	cairo_text_extents_t e;
	cairo_set_font_size(cr, size);
	cairo_text_extents(cr, s, &e);
	cairo_move_to(cr, x - halign * e.x_advance, y);
	cairo_show_text(cr, s);
}

static double text_width(cairo_t *cr, double size, const char *s)
{
	cairo_text_extents_t e;
	cairo_set_font_size(cr, size);
	cairo_text_extents(cr, s, &e);
	return e.x_advance;
}

/* Write s shortened with "..." so it fits in width. */
static void fit_text(cairo_t *cr, double size, double width, const char *s, char *out, size_t n)
{
	snprintf(out, n, "%s", s);
	size_t len = strlen(out);
	while (len > 3 && text_width(cr, size, out) > width) {
		len--;
		out[len - 3] = '.';
		out[len - 2] = '.';
		out[len - 1] = '.';
		out[len] = '\0';
	}
}

static const double palette[][3] = {
	{ 0.12, 0.47, 0.71 }, { 0.84, 0.15, 0.16 }, { 0.17, 0.63, 0.17 }, { 1.00, 0.50, 0.05 },
	{ 0.58, 0.40, 0.74 }, { 0.55, 0.34, 0.29 }, { 0.89, 0.47, 0.76 }, { 0.50, 0.50, 0.50 },
};
#define NPAL (sizeof palette / sizeof palette[0])

/* ---- pershapes --------------------------------------------------------- */

static double kiviat_r(double ratio, double R)
{
	double l = log10(ratio);
	if (l < -1.5)
		l = -1.5;
	if (l > 2.3)
		l = 2.3;
	return (l + 1.5) / 3.8 * R;
}

int amp_plot_pershape(const char *path, const struct amp_machine *m, size_t n, int baseline, int cols)
{
	if (cols <= 0)
		cols = n < 3 ? (int)n : 3;
	int rows = (int)((n + (size_t)cols - 1) / (size_t)cols);
	double cell = 300, legend_h = 150, W = cols * cell, H = rows * cell + legend_h + 56;
	struct canvas c;
	if (open_canvas(&c, path, W, H) != 0)
		return -1;
	cairo_t *cr = c.cr;
	char title[200];
	snprintf(title, sizeof title, "pershapes relative to %s (circles: 0.1, 1, 10, 100 times faster)",
		 m[baseline].name);
	cairo_set_source_rgb(cr, 0, 0, 0);
	text_at(cr, W / 2, 24, 14, 0.5, title);
	for (size_t k = 0; k < n; k++) {
		double cx = (double)(k % (size_t)cols) * cell + cell / 2;
		double cy = 40 + (double)(k / (size_t)cols) * cell + cell / 2 + 8;
		double R = cell / 2 - 40;
		cairo_set_line_width(cr, 0.8);
		static const double circles[] = { 0.1, 1, 10, 100 };
		for (int i = 0; i < 4; i++) {
			cairo_set_source_rgb(cr, i == 1 ? 0.35 : 0.75, i == 1 ? 0.35 : 0.75, i == 1 ? 0.35 : 0.75);
			cairo_new_sub_path(cr);
			cairo_arc(cr, cx, cy, kiviat_r(circles[i], R), 0, 2 * M_PI);
			cairo_stroke(cr);
		}
		cairo_set_source_rgb(cr, 0.5, 0.5, 0.5);
		for (int i = 0; i < 4; i++) {
			char lab[16];
			snprintf(lab, sizeof lab, "%g", circles[i]);
			text_at(cr, cx + 2, cy - kiviat_r(circles[i], R) - 2, 8, 0, lab);
		}
		for (int r = 0; r < AMP_NREDUCED; r++) {
			double a = -M_PI / 2 + 2 * M_PI * r / AMP_NREDUCED;
			cairo_set_source_rgb(cr, 0.85, 0.85, 0.85);
			cairo_move_to(cr, cx, cy);
			cairo_line_to(cr, cx + R * cos(a), cy + R * sin(a));
			cairo_stroke(cr);
			char lab[16];
			snprintf(lab, sizeof lab, "%d", r + 1);
			cairo_set_source_rgb(cr, 0.2, 0.2, 0.2);
			text_at(cr, cx + (R + 12) * cos(a), cy + (R + 12) * sin(a) + 4, 10, 0.5, lab);
		}
		const double *col = palette[k % NPAL];
		cairo_set_source_rgba(cr, col[0], col[1], col[2], 0.25);
		for (int r = 0; r <= AMP_NREDUCED; r++) {
			int q = r % AMP_NREDUCED;
			double ratio = m[k].reduced[q] > 0 ? m[baseline].reduced[q] / m[k].reduced[q] : 1e-3;
			double a = -M_PI / 2 + 2 * M_PI * q / AMP_NREDUCED, rr = kiviat_r(ratio, R);
			if (r == 0)
				cairo_move_to(cr, cx + rr * cos(a), cy + rr * sin(a));
			else
				cairo_line_to(cr, cx + rr * cos(a), cy + rr * sin(a));
		}
		cairo_close_path(cr);
		cairo_fill_preserve(cr);
		cairo_set_source_rgb(cr, col[0], col[1], col[2]);
		cairo_set_line_width(cr, 2);
		cairo_stroke(cr);
		char name[128];
		fit_text(cr, 12, cell - 20, m[k].name, name, sizeof name);
		cairo_set_source_rgb(cr, 0, 0, 0);
		text_at(cr, cx, cy + R + 34, 12, 0.5, name);
	}
	/* Legend: spoke numbers. */
	double ly = 40 + rows * cell + 30;
	int per_col = 6;
	double colw = W / 3;
	for (int r = 0; r < AMP_NREDUCED; r++) {
		char lab[96], fitted[96];
		snprintf(lab, sizeof lab, "%d  %s", r + 1, amp_reduced[r].name);
		fit_text(cr, 11, colw - 16, lab, fitted, sizeof fitted);
		cairo_set_source_rgb(cr, 0.15, 0.15, 0.15);
		text_at(cr, 12 + (r / per_col) * colw, ly + (r % per_col) * 18, 11, 0, fitted);
	}
	return close_canvas(&c);
}

/* ---- dendrogram -------------------------------------------------------- */

static void leaf_order(const struct amp_tree *t, int node, int *order, int *n)
{
	if (node < t->nleaves) {
		order[(*n)++] = node;
		return;
	}
	leaf_order(t, t->nodes[node - t->nleaves].left, order, n);
	leaf_order(t, t->nodes[node - t->nleaves].right, order, n);
}

static double node_y(const struct amp_tree *t, int node, const double *leaf_y)
{
	if (node < t->nleaves)
		return leaf_y[node];
	const struct amp_tree_node *nd = &t->nodes[node - t->nleaves];
	return (node_y(t, nd->left, leaf_y) + node_y(t, nd->right, leaf_y)) / 2;
}

static double node_h(const struct amp_tree *t, int node)
{
	return node < t->nleaves ? 0 : 2 * t->nodes[node - t->nleaves].height;
}

int amp_plot_tree(const char *path, const struct amp_tree *t, char *const *labels, const char *what)
{
	int n = t->nleaves;
	struct canvas c;
	double rowh = 26, W = 760, H = 90 + n * rowh + 50;
	if (open_canvas(&c, path, W, H) != 0)
		return -1;
	cairo_t *cr = c.cr;
	double labw = 0;
	for (int i = 0; i < n; i++) {
		double w = text_width(cr, 12, labels[i]);
		if (w > labw)
			labw = w;
	}
	if (labw > 300)
		labw = 300;
	double x0 = 20 + labw + 10, x1 = W - 30, top = 60;
	double maxh = n > 1 ? node_h(t, 2 * n - 2) : 1;
	if (maxh <= 0)
		maxh = 1;
	int *order = xcalloc((size_t)n, sizeof *order), k = 0;
	leaf_order(t, n > 1 ? 2 * n - 2 : 0, order, &k);
	double *ly = xcalloc((size_t)n, sizeof *ly);
	for (int i = 0; i < n; i++)
		ly[order[i]] = top + rowh * (i + 0.5);
	cairo_set_source_rgb(cr, 0, 0, 0);
	text_at(cr, W / 2, 28, 14, 0.5, what);
	for (int i = 0; i < n; i++) {
		char lab[128];
		fit_text(cr, 12, labw, labels[i], lab, sizeof lab);
		text_at(cr, x0 - 8, ly[i] + 4, 12, 1, lab);
	}
#define X(h) (x0 + (h) / maxh * (x1 - x0))
	cairo_set_line_width(cr, 1.5);
	cairo_set_source_rgb(cr, 0.12, 0.3, 0.6);
	for (int q = 0; q < n - 1; q++) {
		const struct amp_tree_node *nd = &t->nodes[q];
		double h = 2 * nd->height;
		double yl = node_y(t, nd->left, ly), yr = node_y(t, nd->right, ly);
		cairo_move_to(cr, X(node_h(t, nd->left)), yl);
		cairo_line_to(cr, X(h), yl);
		cairo_line_to(cr, X(h), yr);
		cairo_line_to(cr, X(node_h(t, nd->right)), yr);
		cairo_stroke(cr);
	}
	/* distance axis */
	double ay = top + rowh * n + 12;
	cairo_set_source_rgb(cr, 0, 0, 0);
	cairo_set_line_width(cr, 1);
	cairo_move_to(cr, x0, ay);
	cairo_line_to(cr, x1, ay);
	cairo_stroke(cr);
	for (int i = 0; i <= 4; i++) {
		double v = maxh * i / 4;
		char lab[32];
		snprintf(lab, sizeof lab, "%.2f", v);
		cairo_move_to(cr, X(v), ay);
		cairo_line_to(cr, X(v), ay + 5);
		cairo_stroke(cr);
		text_at(cr, X(v), ay + 18, 10, 0.5, lab);
	}
	text_at(cr, (x0 + x1) / 2, ay + 34, 11, 0.5, "distance (average linkage)");
#undef X
	free(order);
	free(ly);
	return close_canvas(&c);
}

/* ---- Chernoff faces -------------------------------------------------- */

/* Features, each driven by one statistic normalized to [0, 1] over the
 * programs drawn. */
static const char *const face_features[AMP_FACE_FEATURES] = {
	"face width: operations per statement",
	"eye size: double-precision share of operations",
	"eye slant: integer share of operations",
	"pupil position: intrinsic-function share",
	"brow slant: branch share",
	"nose length: procedure-call share",
	"mouth curve: memory (store) share",
	"mouth width: address-computation share",
	"ear size: iteration (loop) share",
	"hair length: blocks holding 85% of operations",
};

void amp_face_values(const struct amp_dynstats *d, double v[AMP_FACE_FEATURES])
{
	v[0] = d->ops_per_stmt;
	v[1] = d->optype[2];
	v[2] = d->optype[0];
	v[3] = d->intrinsic_share;
	v[4] = d->branch_share;
	v[5] = d->calls_share;
	v[6] = d->memory_share;
	v[7] = d->address_share;
	v[8] = d->iteration_share;
	v[9] = d->blocks_85;
}

static void face(cairo_t *cr, double cx, double cy, double s, const double *f)
{
	double w = s * (0.30 + 0.15 * f[0]), h = s * 0.42;
	cairo_set_line_width(cr, 2);
	/* hair */
	cairo_set_source_rgb(cr, 0.35, 0.25, 0.15);
	int strands = 9;
	for (int i = 0; i < strands; i++) {
		double a = M_PI + M_PI * (i + 0.5) / strands;
		double x = cx + w * cos(a), y = cy + h * sin(a);
		cairo_move_to(cr, x, y);
		cairo_line_to(cr, x + (x - cx) * 0.1, y - s * (0.03 + 0.17 * f[9]));
		cairo_stroke(cr);
	}
	/* ears */
	cairo_set_source_rgb(cr, 0.95, 0.8, 0.65);
	double er = s * (0.04 + 0.08 * f[8]);
	cairo_arc(cr, cx - w, cy, er, 0, 2 * M_PI);
	cairo_fill(cr);
	cairo_arc(cr, cx + w, cy, er, 0, 2 * M_PI);
	cairo_fill(cr);
	/* head */
	cairo_save(cr);
	cairo_translate(cr, cx, cy);
	cairo_scale(cr, w, h);
	cairo_arc(cr, 0, 0, 1, 0, 2 * M_PI);
	cairo_restore(cr);
	cairo_set_source_rgb(cr, 1, 0.87, 0.72);
	cairo_fill_preserve(cr);
	cairo_set_source_rgb(cr, 0.3, 0.2, 0.1);
	cairo_stroke(cr);
	/* eyes, pupils, brows */
	double ey = cy - h * 0.25, ex = w * 0.45, esz = s * (0.035 + 0.05 * f[1]);
	double slant = (f[2] - 0.5) * 0.8;
	for (int side = -1; side <= 1; side += 2) {
		cairo_save(cr);
		cairo_translate(cr, cx + side * ex, ey);
		cairo_rotate(cr, side * slant);
		cairo_scale(cr, esz * 1.6, esz);
		cairo_arc(cr, 0, 0, 1, 0, 2 * M_PI);
		cairo_restore(cr);
		cairo_set_source_rgb(cr, 1, 1, 1);
		cairo_fill_preserve(cr);
		cairo_set_source_rgb(cr, 0.2, 0.2, 0.2);
		cairo_set_line_width(cr, 1.2);
		cairo_stroke(cr);
		cairo_arc(cr, cx + side * ex + (f[3] - 0.5) * esz * 1.8, ey, esz * 0.45, 0, 2 * M_PI);
		cairo_fill(cr);
		double bs = (f[4] - 0.5) * 0.6 * side;
		cairo_set_line_width(cr, 2);
		cairo_move_to(cr, cx + side * ex - esz * 1.8, ey - esz * 1.8 - bs * s * 0.1);
		cairo_line_to(cr, cx + side * ex + esz * 1.8, ey - esz * 1.8 + bs * s * 0.1);
		cairo_stroke(cr);
	}
	/* nose */
	cairo_move_to(cr, cx, cy - h * 0.1);
	cairo_line_to(cr, cx - s * 0.03, cy + h * (0.05 + 0.25 * f[5]));
	cairo_line_to(cr, cx + s * 0.02, cy + h * (0.05 + 0.25 * f[5]));
	cairo_stroke(cr);
	/* mouth */
	double mw = w * (0.3 + 0.5 * f[7]), my = cy + h * 0.55, curve = (f[6] - 0.5) * s * 0.2;
	cairo_set_source_rgb(cr, 0.7, 0.1, 0.1);
	cairo_move_to(cr, cx - mw, my);
	cairo_curve_to(cr, cx - mw / 2, my + curve, cx + mw / 2, my + curve, cx + mw, my);
	cairo_stroke(cr);
}

int amp_plot_faces(const char *path, const struct amp_dynstats *d, char *const *names, size_t n)
{
	int cols = n < 4 ? (int)n : 4;
	int rows = (int)((n + (size_t)cols - 1) / (size_t)cols);
	double cell = 200, W = cols * cell > 760 ? cols * cell : 760, H = 50 + rows * (cell + 20) + 210;
	struct canvas c;
	if (open_canvas(&c, path, W, H) != 0)
		return -1;
	cairo_t *cr = c.cr;
	double (*v)[AMP_FACE_FEATURES] = xcalloc(n, sizeof *v);
	double lo[AMP_FACE_FEATURES], hi[AMP_FACE_FEATURES];
	for (size_t k = 0; k < n; k++)
		amp_face_values(&d[k], v[k]);
	for (int f = 0; f < AMP_FACE_FEATURES; f++) {
		lo[f] = hi[f] = v[0][f];
		for (size_t k = 1; k < n; k++) {
			if (v[k][f] < lo[f])
				lo[f] = v[k][f];
			if (v[k][f] > hi[f])
				hi[f] = v[k][f];
		}
	}
	cairo_set_source_rgb(cr, 0, 0, 0);
	text_at(cr, W / 2, 28, 14, 0.5, "Chernoff faces of the programs' dynamic statistics");
	for (size_t k = 0; k < n; k++) {
		double f[AMP_FACE_FEATURES];
		for (int q = 0; q < AMP_FACE_FEATURES; q++)
			f[q] = hi[q] > lo[q] ? (v[k][q] - lo[q]) / (hi[q] - lo[q]) : 0.5;
		double cx = (double)(k % (size_t)cols) * cell + cell / 2;
		double cy = 50 + (double)(k / (size_t)cols) * (cell + 20) + cell / 2;
		face(cr, cx, cy, cell * 0.9, f);
		char lab[128];
		fit_text(cr, 12, cell - 10, names[k], lab, sizeof lab);
		cairo_set_source_rgb(cr, 0, 0, 0);
		text_at(cr, cx, cy + cell / 2 + 8, 12, 0.5, lab);
	}
	double ly = 50 + rows * (cell + 20) + 14;
	cairo_set_source_rgb(cr, 0.15, 0.15, 0.15);
	text_at(cr, 12, ly, 12, 0, "features (each scaled from the smallest to the largest value shown):");
	for (int q = 0; q < AMP_FACE_FEATURES; q++)
		text_at(cr, 20 + (q / 5) * (W / 2), ly + 20 + (q % 5) * 18, 11, 0, face_features[q]);
	free(v);
	return close_canvas(&c);
}

/* ---- predicted against measured ---------------------------------------- */

int amp_plot_validation(const char *path, const struct amp_valpoint *p, size_t n)
{
	double W = 720, H = 640, x0 = 80, x1 = W - 200, y0 = H - 70, y1 = 50;
	struct canvas c;
	if (open_canvas(&c, path, W, H) != 0)
		return -1;
	cairo_t *cr = c.cr;
	double lo = INFINITY, hi = 0;
	for (size_t i = 0; i < n; i++) {
		double a = fmin(p[i].measured, p[i].predicted), b = fmax(p[i].measured, p[i].predicted);
		if (a > 0 && a < lo)
			lo = a;
		if (b > hi)
			hi = b;
	}
	if (!(lo < INFINITY) || hi <= 0) {
		lo = 0.1;
		hi = 10;
	}
	double llo = floor(log10(lo) - 0.1), lhi = ceil(log10(hi) + 0.1);
	if (lhi <= llo)
		lhi = llo + 1;
#define PX(v) (x0 + (log10(v) - llo) / (lhi - llo) * (x1 - x0))
#define PY(v) (y0 - (log10(v) - llo) / (lhi - llo) * (y0 - y1))
	cairo_set_source_rgb(cr, 0, 0, 0);
	text_at(cr, W / 2 - 80, 28, 14, 0.5, "predicted against measured run time");
	/* bands around y = x, clipped to the frame */
	cairo_save(cr);
	cairo_rectangle(cr, x0, y1, x1 - x0, y0 - y1);
	cairo_clip(cr);
	static const double band[] = { 0.3, 0.2, 0.1 };
	for (int b = 0; b < 3; b++) {
		double g = 0.93 - 0.05 * b;
		cairo_set_source_rgb(cr, g, g, 1.0);
		double a = pow(10, llo), z = pow(10, lhi);
		cairo_move_to(cr, PX(a), PY(a * (1 - band[b])));
		cairo_line_to(cr, PX(z), PY(z * (1 - band[b])));
		cairo_line_to(cr, PX(z), PY(fmin(z * (1 + band[b]), z)));
		cairo_line_to(cr, PX(z / (1 + band[b])), PY(z));
		cairo_line_to(cr, PX(a), PY(a * (1 + band[b])));
		cairo_close_path(cr);
		cairo_fill(cr);
	}
	cairo_set_source_rgb(cr, 0.4, 0.4, 0.4);
	cairo_set_line_width(cr, 1);
	cairo_move_to(cr, PX(pow(10, llo)), PY(pow(10, llo)));
	cairo_line_to(cr, PX(pow(10, lhi)), PY(pow(10, lhi)));
	cairo_stroke(cr);
	cairo_restore(cr);
	/* axes and decades */
	cairo_set_source_rgb(cr, 0, 0, 0);
	cairo_rectangle(cr, x0, y1, x1 - x0, y0 - y1);
	cairo_stroke(cr);
	for (double e = llo; e <= lhi + 1e-9; e += 1) {
		char lab[32];
		snprintf(lab, sizeof lab, "%g", pow(10, e));
		double v = pow(10, e);
		text_at(cr, PX(v), y0 + 18, 10, 0.5, lab);
		text_at(cr, x0 - 6, PY(v) + 4, 10, 1, lab);
	}
	text_at(cr, (x0 + x1) / 2, y0 + 40, 12, 0.5, "measured (s)");
	cairo_save(cr);
	cairo_translate(cr, 24, (y0 + y1) / 2);
	cairo_rotate(cr, -M_PI / 2);
	text_at(cr, 0, 0, 12, 0.5, "predicted (s)");
	cairo_restore(cr);
	/* points, one colour per machine */
	char **mach = xcalloc(n + 1, sizeof *mach);
	size_t nm = 0;
	for (size_t i = 0; i < n; i++) {
		size_t k;
		for (k = 0; k < nm; k++)
			if (strcmp(mach[k], p[i].machine) == 0)
				break;
		if (k == nm)
			mach[nm++] = p[i].machine;
		const double *col = palette[k % NPAL];
		cairo_set_source_rgb(cr, col[0], col[1], col[2]);
		if (p[i].measured > 0 && p[i].predicted > 0) {
			cairo_arc(cr, PX(p[i].measured), PY(p[i].predicted), 4, 0, 2 * M_PI);
			cairo_fill(cr);
		}
	}
	for (size_t k = 0; k < nm; k++) {
		const double *col = palette[k % NPAL];
		cairo_set_source_rgb(cr, col[0], col[1], col[2]);
		cairo_arc(cr, x1 + 20, y1 + 14 + 20 * k, 4, 0, 2 * M_PI);
		cairo_fill(cr);
		char lab[64];
		fit_text(cr, 11, W - x1 - 40, mach[k], lab, sizeof lab);
		cairo_set_source_rgb(cr, 0, 0, 0);
		text_at(cr, x1 + 30, y1 + 18 + 20 * k, 11, 0, lab);
	}
	cairo_set_source_rgb(cr, 0.3, 0.3, 0.3);
	text_at(cr, x1 + 12, y1 + 40 + 20 * nm, 10, 0, "bands: 10, 20, 30%");
#undef PX
#undef PY
	free(mach);
	return close_canvas(&c);
}

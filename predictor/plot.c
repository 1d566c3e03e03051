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
	cairo_status_t st = cairo_status(c->cr);
	if (st != CAIRO_STATUS_SUCCESS) {
		amp_error("cannot draw '%s': %s", c->path, cairo_status_to_string(st));
		cairo_destroy(c->cr);
		cairo_surface_destroy(c->surface);
		unlink(c->tmp);
		free(c->path);
		free(c->tmp);
		return -1;
	}
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

/* A copy of s in which every byte that is not part of well-formed UTF-8
 * becomes '?': names come from files, and one bad byte would put the cairo
 * context into an error state and lose the whole picture. */
static char *utf8_clean(const char *s)
{
	char *t = xstrdup(s);
	unsigned char *p = (unsigned char *)t;
	while (*p) {
		size_t need = *p < 0x80 ? 1 : (*p & 0xE0) == 0xC0 ? 2 : (*p & 0xF0) == 0xE0 ? 3 : (*p & 0xF8) == 0xF0 ? 4 : 0;
		size_t i = 1;
		while (need > 1 && i < need && (p[i] & 0xC0) == 0x80)
			i++;
		if (need == 0 || i < need) {
			*p++ = '?';
			continue;
		}
		p += need;
	}
	return t;
}

static void text_at(cairo_t *cr, double x, double y, double size, double halign, const char *s)
{
	cairo_text_extents_t e;
	char *t = utf8_clean(s);
	cairo_set_font_size(cr, size);
	cairo_text_extents(cr, t, &e);
	cairo_move_to(cr, x - halign * e.x_advance, y);
	cairo_show_text(cr, t);
	free(t);
}

static double text_width(cairo_t *cr, double size, const char *s)
{
	cairo_text_extents_t e;
	char *t = utf8_clean(s);
	cairo_set_font_size(cr, size);
	cairo_text_extents(cr, t, &e);
	free(t);
	return e.x_advance;
}

/* Write s shortened with "..." so it fits in width; cut between UTF-8
 * characters, never inside one (cairo refuses broken UTF-8). */
static void fit_text(cairo_t *cr, double size, double width, const char *s, char *out, size_t n)
{
	snprintf(out, n, "%s", s);
	size_t len = strlen(out), k = len;
	/* snprintf may have cut the last character short: drop what is left of it */
	while (k > 0 && ((unsigned char)out[k - 1] & 0xC0) == 0x80)
		k--;
	if (k > 0 && (unsigned char)out[k - 1] >= 0xC0) {
		unsigned char c = (unsigned char)out[k - 1];
		size_t need = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
		if (len - (k - 1) < need)
			len = k - 1;
	}
	out[len] = '\0';
	if (text_width(cr, size, out) <= width || n < 4)
		return;
	while (len > 0) {
		do
			len--;
		while (len > 0 && ((unsigned char)out[len] & 0xC0) == 0x80);
		if (len + 4 > n)
			continue;
		memcpy(out + len, "...", 4);
		if (text_width(cr, size, out) <= width)
			return;
	}
	snprintf(out, n, "...");
}

static const double palette[][3] = {
	{ 0.12, 0.47, 0.71 }, { 0.84, 0.15, 0.16 }, { 0.17, 0.63, 0.17 }, { 1.00, 0.50, 0.05 },
	{ 0.58, 0.40, 0.74 }, { 0.55, 0.34, 0.29 }, { 0.89, 0.47, 0.76 }, { 0.50, 0.50, 0.50 },
};
#define NPAL (sizeof palette / sizeof palette[0])

/* ---- pershapes --------------------------------------------------------- */

/* Radius of a speed ratio on the log scale: 0.01 at the centre, 316 at the
 * rim, so the circles 0.1 .. 100 sit inside and an emulated machine 50
 * times slower still shows; beyond, shapes clip (a ring marks the vertex). */
#define KIVIAT_LO (-2.0)
#define KIVIAT_HI 2.5

static double kiviat_r(double ratio, double R)
{
	double l = ratio > 0 ? log10(ratio) : KIVIAT_LO;
	if (l < KIVIAT_LO)
		l = KIVIAT_LO;
	if (l > KIVIAT_HI)
		l = KIVIAT_HI;
	return (l - KIVIAT_LO) / (KIVIAT_HI - KIVIAT_LO) * R;
}

/* Place s at angle a just outside radius r: the text leans away from the
 * centre whatever its side, so no label crosses its spoke. */
static void radial_label(cairo_t *cr, double cx, double cy, double r, double a, double size, const char *s)
{
	cairo_text_extents_t e;
	cairo_set_font_size(cr, size);
	cairo_text_extents(cr, s, &e);
	double x = cx + r * cos(a), y = cy + r * sin(a);
	double hx = (1 - cos(a)) / 2, vy = (1 + sin(a)) / 2;
	cairo_move_to(cr, x - hx * e.x_advance, y + vy * size * 0.75);
	cairo_show_text(cr, s);
}

/* Times faster than the baseline; a time of zero (a parameter the fit
 * clamped) is infinitely fast, and two zeros are alike. */
static double speedup(double base, double t)
{
	if (t > 0 && base > 0)
		return base / t;
	if (!(t > 0) && !(base > 0))
		return 1;
	return t > 0 ? 0 : INFINITY;
}

static void spoke_xy(double cx, double cy, double r, int q, double *x, double *y)
{
	double a = -M_PI / 2 + 2 * M_PI * q / AMP_NREDUCED;
	*x = cx + r * cos(a);
	*y = cy + r * sin(a);
}

int amp_plot_pershape(const char *path, const struct amp_machine *m, size_t n, int baseline, int cols,
		      const char *note)
{
	if (cols <= 0)
		cols = n < 3 ? (int)n : 3;
	int rows = (int)((n + (size_t)cols - 1) / (size_t)cols);
	int legend_cols = 3, legend_rows = (AMP_NREDUCED + legend_cols - 1) / legend_cols;
	/* Room for the spoke keys left and right, the name below. */
	double cell = 340, R = cell / 2 - 68, cell_h = 2 * R + 96, top = 50, legend_h = 30 + legend_rows * 18 + (note ? 20 : 0);
	double W = cols * cell < 900 ? 900 : cols * cell, H = top + rows * cell_h + legend_h;
	double gx = (W - cols * cell) / 2; /* a narrow grid centred on the page */
	struct canvas c;
	if (open_canvas(&c, path, W, H) != 0)
		return -1;
	cairo_t *cr = c.cr;
	char title[200];
	snprintf(title, sizeof title, "pershapes: times faster than %s (log scale; circles at 0.1, 1, 10, 100)",
		 m[baseline].name);
	cairo_set_source_rgb(cr, 0, 0, 0);
	text_at(cr, W / 2, 26, 14, 0.5, title);
	for (size_t k = 0; k < n; k++) {
		double cx = gx + (double)(k % (size_t)cols) * cell + cell / 2;
		double cy = top + (double)(k / (size_t)cols) * cell_h + R + 24;
		static const double circles[] = { 0.1, 1, 10, 100 };
		for (int i = 0; i < 4; i++) {
			double g = i == 1 ? 0.3 : 0.72;
			cairo_set_source_rgb(cr, g, g, g);
			cairo_set_line_width(cr, i == 1 ? 1.2 : 0.8);
			cairo_new_sub_path(cr);
			cairo_arc(cr, cx, cy, kiviat_r(circles[i], R), 0, 2 * M_PI);
			cairo_stroke(cr);
		}
		cairo_set_line_width(cr, 0.8);
		for (int q = 0; q < AMP_NREDUCED; q++) {
			double x, y;
			spoke_xy(cx, cy, R, q, &x, &y);
			cairo_set_source_rgb(cr, 0.85, 0.85, 0.85);
			cairo_move_to(cr, cx, cy);
			cairo_line_to(cr, x, y);
			cairo_stroke(cr);
			cairo_set_source_rgb(cr, 0.2, 0.2, 0.2);
			radial_label(cr, cx, cy, R + 5, -M_PI / 2 + 2 * M_PI * q / AMP_NREDUCED, 9,
				     amp_reduced[q].key);
		}
		const double *col = palette[k % NPAL];
		for (int r = 0; r <= AMP_NREDUCED; r++) {
			int q = r % AMP_NREDUCED;
			double ratio = speedup(m[baseline].reduced[q], m[k].reduced[q]);
			double x, y;
			spoke_xy(cx, cy, kiviat_r(ratio, R), q, &x, &y);
			if (r == 0)
				cairo_move_to(cr, x, y);
			else
				cairo_line_to(cr, x, y);
		}
		cairo_close_path(cr);
		cairo_set_source_rgba(cr, col[0], col[1], col[2], 0.22);
		cairo_fill_preserve(cr);
		cairo_set_source_rgb(cr, col[0], col[1], col[2]);
		cairo_set_line_width(cr, 1.8);
		cairo_stroke(cr);
		for (int q = 0; q < AMP_NREDUCED; q++) {
			double ratio = speedup(m[baseline].reduced[q], m[k].reduced[q]);
			if (ratio > 0 && log10(ratio) >= KIVIAT_LO && log10(ratio) <= KIVIAT_HI)
				continue;
			double x, y;
			spoke_xy(cx, cy, kiviat_r(ratio, R), q, &x, &y);
			cairo_new_sub_path(cr);
			cairo_arc(cr, x, y, 3.5, 0, 2 * M_PI);
			cairo_stroke(cr);
		}
		/* Circle values between the first two spokes, on a white patch so
		 * the shape's edge cannot hide them. */
		double la = -M_PI / 2 + M_PI / AMP_NREDUCED;
		for (int i = 0; i < 4; i++) {
			char lab[16];
			snprintf(lab, sizeof lab, "%g", circles[i]);
			double r = kiviat_r(circles[i], R), tw = text_width(cr, 8, lab);
			double x = cx + r * cos(la) + 2, y = cy + r * sin(la) - 2;
			cairo_set_source_rgba(cr, 1, 1, 1, 0.8);
			cairo_rectangle(cr, x - 1, y - 7, tw + 2, 9);
			cairo_fill(cr);
			cairo_set_source_rgb(cr, 0.35, 0.35, 0.35);
			text_at(cr, x, y, 8, 0, lab);
		}
		char name[128];
		fit_text(cr, 12, cell - 20, m[k].name, name, sizeof name);
		cairo_set_source_rgb(cr, 0, 0, 0);
		text_at(cr, cx, cy + R + 44, 12, 0.5, name);
		if ((int)k == baseline) {
			cairo_set_source_rgb(cr, 0.4, 0.4, 0.4);
			text_at(cr, cx, cy + R + 58, 10, 0.5, "(baseline)");
		}
	}
	/* The spokes' full names, once per page. */
	double ly = top + rows * cell_h + 16, colw = (W - 24) / legend_cols;
	for (int q = 0; q < AMP_NREDUCED; q++) {
		char lab[128], fitted[128];
		snprintf(lab, sizeof lab, "%s: %s", amp_reduced[q].key, amp_reduced[q].name);
		fit_text(cr, 11, colw - 12, lab, fitted, sizeof fitted);
		cairo_set_source_rgb(cr, 0.15, 0.15, 0.15);
		text_at(cr, 12 + (q / legend_rows) * colw, ly + (q % legend_rows) * 18, 11, 0, fitted);
	}
	if (note) {
		char fitted[256];
		fit_text(cr, 10, W - 24, note, fitted, sizeof fitted);
		cairo_set_source_rgb(cr, 0.4, 0.4, 0.4);
		text_at(cr, 12, ly + legend_rows * 18 + 8, 10, 0, fitted);
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

/* Round the axis up to a multiple of a 1-2-5 step giving 4 to 10 ticks. */
static double nice_axis(double max, double *step)
{
	double p = pow(10, floor(log10(max / 4)));
	static const double mult[] = { 1, 2, 5, 10 };
	for (int i = 0; i < 4; i++) {
		*step = p * mult[i];
		if (max / *step <= 8)
			break;
	}
	return ceil(max / *step - 1e-9) * *step;
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
	double maxh = n > 1 ? node_h(t, 2 * n - 2) : 1, step;
	if (!(maxh > 0))
		maxh = 1;
	maxh = nice_axis(maxh, &step);
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
	for (int i = 0; i * step <= maxh * (1 + 1e-9); i++) {
		double v = i * step;
		char lab[32];
		snprintf(lab, sizeof lab, "%g", v);
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
	"eye size: double-precision share of arithmetic",
	"eye slant: integer share of arithmetic",
	"pupils: intrinsic-function share of operations",
	"brow tilt: branch share of operations",
	"nose length: call share of operations",
	"mouth smile: store share of operations",
	"mouth width: address-computation share",
	"ear size: loop-iteration share of operations",
	"hair length: blocks holding 85% of operations",
	"eye spacing: 2-D and higher array operands",
};

/* Which features are shares (shown as percentages in the legend). */
static const int face_percent[AMP_FACE_FEATURES] = { 0, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1 };

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
	v[10] = d->operand[3] + d->operand[4];
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
	/* Sizes in units of s keep the largest eyes apart and inside the
	 * narrowest head (half-width 0.30 s): half an eye is at most 0.112 s. */
	double ey = cy - h * 0.25, ex = s * (0.12 + 0.06 * f[10]), esz = s * (0.035 + 0.045 * f[1]);
	double slant = (f[2] - 0.5) * 0.8;
	for (int side = -1; side <= 1; side += 2) {
		cairo_save(cr);
		cairo_translate(cr, cx + side * ex, ey);
		cairo_rotate(cr, side * slant);
		cairo_scale(cr, esz * 1.4, esz);
		cairo_arc(cr, 0, 0, 1, 0, 2 * M_PI);
		cairo_restore(cr);
		cairo_set_source_rgb(cr, 1, 1, 1);
		cairo_fill_preserve(cr);
		cairo_set_source_rgb(cr, 0.2, 0.2, 0.2);
		cairo_set_line_width(cr, 1.2);
		cairo_stroke(cr);
		cairo_arc(cr, cx + side * ex + (f[3] - 0.5) * esz * 1.6, ey, esz * 0.45, 0, 2 * M_PI);
		cairo_fill(cr);
		double bs = (f[4] - 0.5) * 0.6 * side;
		cairo_set_line_width(cr, 2);
		/* Above the tallest a slanted eye gets, whatever the brow's tilt. */
		double by = ey - esz * 1.7 - s * 0.035;
		cairo_move_to(cr, cx + side * ex - esz * 1.3, by - bs * s * 0.05);
		cairo_line_to(cr, cx + side * ex + esz * 1.3, by + bs * s * 0.05);
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
	double cell = 200, W = cols * cell > 760 ? cols * cell : 760, H = 50 + rows * (cell + 20) + 158;
	double gx = (W - cols * cell) / 2;
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
		double cx = gx + (double)(k % (size_t)cols) * cell + cell / 2;
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
	/* Each feature with the range it spans here, so a face reads as numbers. */
	for (int q = 0; q < AMP_FACE_FEATURES; q++) {
		char lab[160], fitted[160];
		if (face_percent[q])
			snprintf(lab, sizeof lab, "%s (%.1f%% .. %.1f%%)", face_features[q], 100 * lo[q], 100 * hi[q]);
		else
			snprintf(lab, sizeof lab, "%s (%.3g .. %.3g)", face_features[q], lo[q], hi[q]);
		fit_text(cr, 11, W / 2 - 28, lab, fitted, sizeof fitted);
		text_at(cr, 20 + (q / 6) * (W / 2), ly + 20 + (q % 6) * 18, 11, 0, fitted);
	}
	free(v);
	return close_canvas(&c);
}

/* ---- predicted against measured ---------------------------------------- */

/* One marker shape per machine as well as a colour, for grey prints. */
static void marker(cairo_t *cr, int kind, double x, double y, double r)
{
	cairo_new_path(cr);
	switch (kind % 6) {
	case 0: cairo_arc(cr, x, y, r, 0, 2 * M_PI); break;
	case 1: cairo_rectangle(cr, x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7); break;
	case 2:
		cairo_move_to(cr, x, y - r * 1.15);
		cairo_line_to(cr, x + r, y + r * 0.7);
		cairo_line_to(cr, x - r, y + r * 0.7);
		cairo_close_path(cr);
		break;
	case 3:
		cairo_move_to(cr, x, y - r * 1.2);
		cairo_line_to(cr, x + r, y);
		cairo_line_to(cr, x, y + r * 1.2);
		cairo_line_to(cr, x - r, y);
		cairo_close_path(cr);
		break;
	case 4:
		cairo_move_to(cr, x, y + r * 1.15);
		cairo_line_to(cr, x + r, y - r * 0.7);
		cairo_line_to(cr, x - r, y - r * 0.7);
		cairo_close_path(cr);
		break;
	default:
		cairo_set_line_width(cr, 2);
		cairo_move_to(cr, x - r, y - r);
		cairo_line_to(cr, x + r, y + r);
		cairo_move_to(cr, x + r, y - r);
		cairo_line_to(cr, x - r, y + r);
		cairo_stroke(cr);
		return;
	}
	cairo_fill(cr);
}

int amp_plot_validation(const char *path, const struct amp_valpoint *p, size_t n)
{
	/* The legend (one line a machine, then the band shares) may make the
	 * page taller than the square frame. */
	size_t nmach = 0;
	for (size_t i = 0; i < n; i++) {
		size_t j;
		for (j = 0; j < i && strcmp(p[j].machine, p[i].machine) != 0; j++)
			;
		nmach += j == i;
	}
	double W = 720, H = fmax(640, 50 + 20.0 * (double)nmach + 150), x0 = 80, x1 = W - 200, y0 = 570, y1 = 50;
	struct canvas c;
	if (open_canvas(&c, path, W, H) != 0)
		return -1;
	cairo_t *cr = c.cr;
	double lo = INFINITY, hi = 0;
	for (size_t i = 0; i < n; i++) {
		double a = fmin(p[i].measured, p[i].predicted), b = fmax(p[i].measured, p[i].predicted);
		if (!(a > 0) || !isfinite(b))
			continue;
		lo = fmin(lo, a);
		hi = fmax(hi, b);
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
		double g = 0.90 - 0.09 * b;
		cairo_set_source_rgb(cr, g, g + 0.04, 1.0);
		double a = pow(10, llo), z = pow(10, lhi);
		cairo_move_to(cr, PX(a), PY(a * (1 - band[b])));
		cairo_line_to(cr, PX(z), PY(z * (1 - band[b])));
		cairo_line_to(cr, PX(z), PY(z * (1 + band[b])));
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
	size_t nm = 0, skipped = 0;
	for (size_t i = 0; i < n; i++) {
		if (!(p[i].measured > 0 && p[i].predicted > 0))
			skipped++;
		size_t k;
		for (k = 0; k < nm; k++)
			if (strcmp(mach[k], p[i].machine) == 0)
				break;
		if (k == nm)
			mach[nm++] = p[i].machine;
		const double *col = palette[k % NPAL];
		cairo_set_source_rgb(cr, col[0], col[1], col[2]);
		if (p[i].measured > 0 && p[i].predicted > 0)
			marker(cr, (int)k, PX(p[i].measured), PY(p[i].predicted), 4);
	}
	for (size_t k = 0; k < nm; k++) {
		const double *col = palette[k % NPAL];
		cairo_set_source_rgb(cr, col[0], col[1], col[2]);
		marker(cr, (int)k, x1 + 20, y1 + 14 + 20 * k, 4);
		char lab[64];
		fit_text(cr, 11, W - x1 - 40, mach[k], lab, sizeof lab);
		cairo_set_source_rgb(cr, 0, 0, 0);
		text_at(cr, x1 + 30, y1 + 18 + 20 * k, 11, 0, lab);
	}
	cairo_set_source_rgb(cr, 0.3, 0.3, 0.3);
	text_at(cr, x1 + 12, y1 + 40 + 20 * nm, 10, 0, "line: predicted = measured");
	text_at(cr, x1 + 12, y1 + 56 + 20 * nm, 10, 0, "shades: within 10, 20, 30%");
	/* The same shares as numbers: error = (predicted - measured) / measured. */
	static const double lim[] = { 0.1, 0.2, 0.3 };
	for (int b = 0; b < 3; b++) {
		size_t in = 0;
		for (size_t i = 0; i < n; i++)
			if (p[i].measured > 0 && p[i].predicted > 0 &&
			    fabs(p[i].predicted / p[i].measured - 1) <= lim[b])
				in++;
		char lab[64];
		snprintf(lab, sizeof lab, "within %.0f%%: %zu of %zu", 100 * lim[b], in, n - skipped);
		text_at(cr, x1 + 12, y1 + 80 + 20 * nm + 16 * b, 10, 0, lab);
	}
#undef PX
#undef PY
	free(mach);
	if (skipped)
		amp_warning("%zu of %zu points left out of '%s': a time that is not positive has no place on log axes",
			    skipped, n, path);
	return close_canvas(&c);
}

#define VAL_HEADER "machine,program,measured_s,predicted_s"

void amp_valpoints_free(struct amp_valpoint *p, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		free(p[i].machine);
		free(p[i].program);
		free(p[i].size);
	}
	free(p);
}

int amp_valpoints_read(const char *path, struct amp_valpoint **out, size_t *np)
{
	char *t = amp_read_file(path, NULL);
	if (!t) {
		amp_error("cannot read '%s': %s", path, strerror(errno));
		return -1;
	}
	struct amp_valpoint *p = NULL;
	size_t n = 0, cap = 0;
	int lineno = 0, rc = -1, nfield = 4;
	char *line = t;
	while (line && *line) {
		char *next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		lineno++;
		size_t len = strlen(line);
		if (len && line[len - 1] == '\r')
			line[--len] = '\0';
		if (lineno == 1) {
			/* an older amp validate wrote no size column */
			nfield = strcmp(line, VAL_HEADER) == 0 ? 4 : strcmp(line, VAL_HEADER ",size") == 0 ? 5 : 0;
			if (!nfield) {
				amp_diag_at(AMP_ERROR, path, 1, 0, "expected the header '%s' or '%s,size'",
					    VAL_HEADER, VAL_HEADER);
				goto out;
			}
		} else if (len > 0) {
			char *f[5] = { line, NULL, NULL, NULL, NULL };
			int k = 1;
			for (char *q = line; *q; q++)
				if (*q == ',') {
					/* the size, last, keeps its commas (a
					 * program's arguments) */
					if (k == nfield && nfield == 5)
						break;
					*q = '\0';
					if (k == nfield) {
						k++;
						break;
					}
					f[k++] = q + 1;
				}
			if (k != nfield) {
				amp_diag_at(AMP_ERROR, path, lineno, 0, "expected %d comma-separated fields, not %d",
					    nfield, k);
				goto out;
			}
			if (!*f[0] || !*f[1]) {
				amp_diag_at(AMP_ERROR, path, lineno, 0, "empty %s name", *f[0] ? "program" : "machine");
				goto out;
			}
			double meas, pred;
			for (int i = 2; i < 4; i++)
				if (amp_parse_double(f[i], i == 2 ? &meas : &pred) != 0) {
					amp_diag_at(AMP_ERROR, path, lineno, 0, "bad %s '%s'",
						    i == 2 ? "measured_s" : "predicted_s", f[i]);
					goto out;
				}
			amp_grow(&p, &cap, n, sizeof *p);
			p[n].machine = xstrdup(f[0]);
			p[n].program = xstrdup(f[1]);
			p[n].measured = meas;
			p[n].predicted = pred;
			p[n].size = nfield == 5 ? xstrdup(f[4]) : NULL;
			n++;
		}
		line = next;
	}
	if (lineno == 0) {
		amp_diag_at(AMP_ERROR, path, 0, 0, "empty file; expected the header '%s'", VAL_HEADER);
		goto out;
	}
	if (n == 0) {
		amp_diag_at(AMP_ERROR, path, 0, 0, "no results after the header");
		goto out;
	}
	rc = 0;
out:
	free(t);
	if (rc != 0) {
		amp_valpoints_free(p, n);
		p = NULL;
		n = 0;
	}
	*out = p;
	*np = n;
	return rc;
}

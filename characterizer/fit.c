/* fit.c: weighted NNLS and bootstrap intervals (see fit.h). */
#include "fit.h"

#include <gsl/gsl_rng.h>
#include <gsl/gsl_sort.h>
#include <gsl/gsl_statistics_double.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

void amp_nnls(const double *a, const double *y, const double *w, size_t m, size_t n,
	      const int *used, double *x)
{
	double *g = xcalloc(n * n, sizeof *g), *h = xcalloc(n, sizeof *h);
	for (size_t i = 0; i < m; i++) {
		double w2 = w[i] * w[i];
		const double *ai = a + i * n;
		for (size_t j = 0; j < n; j++) {
			if (ai[j] == 0)
				continue;
			h[j] += w2 * ai[j] * y[i];
			for (size_t k = 0; k < n; k++)
				g[j * n + k] += w2 * ai[j] * ai[k];
		}
	}
	/* gx = G x kept up to date as coordinates move. */
	double *gx = xcalloc(n, sizeof *gx);
	for (size_t j = 0; j < n; j++) {
		if (!used[j] || g[j * n + j] <= 0)
			x[j] = 0;
		if (x[j] < 0)
			x[j] = 0;
	}
	for (size_t j = 0; j < n; j++)
		for (size_t k = 0; k < n; k++)
			gx[j] += g[j * n + k] * x[k];
	for (int sweep = 0; sweep < 20000; sweep++) {
		double moved = 0, size = 0;
		for (size_t j = 0; j < n; j++) {
			double gjj = g[j * n + j];
			if (!used[j] || gjj <= 0)
				continue;
			double nx = x[j] + (h[j] - gx[j]) / gjj;
			if (nx < 0)
				nx = 0;
			double d = nx - x[j];
			if (d != 0) {
				for (size_t k = 0; k < n; k++)
					gx[k] += g[k * n + j] * d;
				x[j] = nx;
			}
			moved += fabs(d);
			size += fabs(nx);
		}
		if (moved <= 1e-12 * (size + 1e-30))
			break;
	}
	free(g);
	free(h);
	free(gx);
}

double amp_fit_median(double *v, size_t n)
{
	if (n == 0)
		return 0;
	gsl_sort(v, 1, n);
	return gsl_stats_median_from_sorted_data(v, 1, n);
}

void amp_rounds_init(struct amp_rounds *g, const int *proc, int rounds)
{
	memset(g, 0, sizeof *g);
	g->rounds = rounds;
	g->first = xcalloc((size_t)rounds + 2, sizeof *g->first);
	g->idx = xcalloc((size_t)rounds + 1, sizeof *g->idx);
	/* Processes in order of first appearance, each one's rounds in order. */
	int *seen = xcalloc((size_t)rounds + 1, sizeof *seen);
	int n = 0;
	for (int r = 0; r < rounds; r++) {
		if (seen[r])
			continue;
		g->first[g->nproc++] = n;
		for (int q = r; q < rounds; q++)
			if (!seen[q] && proc[q] == proc[r]) {
				seen[q] = 1;
				g->idx[n++] = q;
			}
	}
	g->first[g->nproc] = n;
	free(seen);
}

void amp_rounds_release(struct amp_rounds *g)
{
	free(g->first);
	free(g->idx);
	memset(g, 0, sizeof *g);
}

/* Process p's rounds of one kernel into v (room for g->rounds values),
 * the missing ones skipped; returns how many. */
static size_t process_rounds(const double *tk, const struct amp_rounds *g, int p, double *v)
{
	const int *rr = g->idx + g->first[p];
	size_t have = 0;
	for (int q = 0; q < g->first[p + 1] - g->first[p]; q++)
		if (!isnan(tk[rr[q]]))
			v[have++] = tk[rr[q]];
	return have;
}

/* The 10th percentile of u[0..n) (sorts u; n > 0). */
static double floor_of(double *u, size_t n)
{
	gsl_sort(u, 1, n);
	return gsl_stats_quantile_from_sorted_data(u, 1, n, AMP_FIT_FLOOR_QUANTILE);
}

/* Process p's time for one kernel: the 10th percentile of its rounds;
 * NAN when it has none. v has room for g->rounds values. */
static double process_floor(const double *tk, const struct amp_rounds *g, int p, double *v)
{
	size_t have = process_rounds(tk, g, p, v);
	return have ? floor_of(v, have) : NAN;
}

int amp_rounds_drop_slow(struct amp_rounds *g, const double *t, size_t nk, double limit,
			 double *level, int *dropped)
{
	int P = g->nproc;
	if (P < 3)
		return 0;
	double *f = xcalloc(nk * (size_t)P, sizeof *f), *v = xcalloc((size_t)g->rounds + 1, sizeof *v);
	double *c = xcalloc(nk + (size_t)P, sizeof *c);
	size_t nok = 0;
	for (size_t k = 0; k < nk; k++) {
		size_t n = 0;
		for (int p = 0; p < P; p++) {
			f[k * (size_t)P + (size_t)p] = process_floor(t + k * (size_t)g->rounds, g, p, v);
			if (!isnan(f[k * (size_t)P + (size_t)p]))
				c[n++] = f[k * (size_t)P + (size_t)p];
		}
		double med = n == (size_t)P ? amp_fit_median(c, n) : 0;
		for (int p = 0; p < P; p++)
			f[k * (size_t)P + (size_t)p] = med > 0 ? f[k * (size_t)P + (size_t)p] / med : NAN;
		nok += med > 0;
	}
	for (int p = 0; p < P; p++) {
		size_t n = 0;
		for (size_t k = 0; k < nk; k++)
			if (!isnan(f[k * (size_t)P + (size_t)p]))
				c[n++] = f[k * (size_t)P + (size_t)p];
		level[p] = n ? amp_fit_median(c, n) : 1;
	}
	/* The machine's own pace: the fast end of the levels, the one
	 * ranked P/8 from the fastest (the 4th of 32), so that no single
	 * process sets it. A neighbour only ever adds time; when it kept
	 * the machine busy for most of the run the median is a slow
	 * process, and the fast end is still the machine undisturbed. */
	for (int p = 0; p < P; p++)
		c[p] = level[p];
	gsl_sort(c, 1, (size_t)P);
	double ref = c[P / 8 > 0 ? P / 8 - 1 : 0];
	if (ref > 0)
		for (int p = 0; p < P; p++)
			level[p] /= ref;
	/* Slowest first, keeping at least a quarter of them and two. */
	int keepmin = P / 4 > 2 ? P / 4 : 2;
	int drop = 0;
	int *gone = xcalloc((size_t)P, sizeof *gone);
	for (int d = 0; d < P - keepmin && nok > 0; d++) {
		int w = -1;
		for (int p = 0; p < P; p++)
			if (!gone[p] && level[p] > limit && (w < 0 || level[p] > level[w]))
				w = p;
		if (w < 0)
			break;
		gone[w] = 1;
		drop++;
	}
	if (drop) {
		int *first = xcalloc((size_t)P + 1, sizeof *first), *idx = xcalloc((size_t)g->rounds + 1, sizeof *idx);
		int np = 0, n = 0;
		for (int p = 0; p < P; p++) {
			if (gone[p])
				continue;
			first[np++] = n;
			for (int q = g->first[p]; q < g->first[p + 1]; q++)
				idx[n++] = g->idx[q];
		}
		first[np] = n;
		free(g->first);
		free(g->idx);
		g->first = first;
		g->idx = idx;
		g->nproc = np;
	}
	if (dropped)
		memcpy(dropped, gone, (size_t)P * sizeof *gone);
	free(gone);
	free(f);
	free(v);
	free(c);
	return drop;
}

void amp_rounds_draw(const struct amp_rounds *g, gsl_rng *rng, int *pick)
{
	if (g->nproc < 2) {
		pick[0] = -1;
		return;
	}
	for (int i = 0; i < g->nproc; i++)
		pick[i] = (int)gsl_rng_uniform_int(rng, (unsigned long)g->nproc);
}

double amp_fit_kernel_time(const double *tk, const struct amp_rounds *g, const int *pick,
			   gsl_rng *rng, double *scratch, double y0)
{
	double *v = scratch, *w = scratch + g->rounds, *f = scratch + 2 * (size_t)g->rounds;
	int within = pick && pick[0] < 0 && rng; /* one process: its rounds drawn */
	size_t nf = 0;
	for (int i = 0; i < g->nproc; i++) {
		int p = pick && !within ? pick[i] : i;
		size_t have = process_rounds(tk, g, p, v);
		if (have == 0)
			continue;
		double *u = v;
		if (within) {
			for (size_t q = 0; q < have; q++)
				w[q] = v[gsl_rng_uniform_int(rng, (unsigned long)have)];
			u = w;
		}
		f[nf++] = floor_of(u, have);
	}
	if (nf == 0)
		return y0;
	gsl_sort(f, 1, nf);
	return gsl_stats_trmean_from_sorted_data(AMP_FIT_PROCESS_TRIM, f, 1, nf);
}

void amp_fit_interval(const double *bs, int nboot, size_t n, size_t j, double *col, double *lo,
		     double *hi, double *cv, double *mean)
{
	for (int b = 0; b < nboot; b++)
		col[b] = bs[(size_t)b * n + j];
	gsl_sort(col, 1, (size_t)nboot);
	*lo = gsl_stats_quantile_from_sorted_data(col, 1, (size_t)nboot, 0.025);
	*hi = gsl_stats_quantile_from_sorted_data(col, 1, (size_t)nboot, 0.975);
	double avg = gsl_stats_mean(col, 1, (size_t)nboot);
	if (mean)
		*mean = avg;
	if (cv)
		*cv = avg > 0 && nboot > 1 ? gsl_stats_sd_m(col, 1, (size_t)nboot, avg) / avg : 0;
}

void amp_fit(const double *a, const double *y, size_t m, size_t n, const int *used,
	     const double *t, const struct amp_rounds *g, int nboot, unsigned long seed,
	     struct amp_fit_result *r)
{
	memset(r, 0, sizeof *r);
	r->x = xcalloc(n, sizeof *r->x);
	r->lo = xcalloc(n, sizeof *r->lo);
	r->hi = xcalloc(n, sizeof *r->hi);
	r->klo = xcalloc(n, sizeof *r->klo);
	r->khi = xcalloc(n, sizeof *r->khi);
	r->cv = xcalloc(n, sizeof *r->cv);
	r->mean = xcalloc(n, sizeof *r->mean);
	r->kmean = xcalloc(n, sizeof *r->kmean);
	if (nboot < 1)
		nboot = 1;
	double *w = xcalloc(m, sizeof *w);
	for (size_t i = 0; i < m; i++)
		w[i] = y[i] > 0 ? 1 / y[i] : 0; /* relative errors */
	amp_nnls(a, y, w, m, n, used, r->x);
	double ss = 0;
	for (size_t i = 0; i < m; i++) {
		double p = 0;
		for (size_t j = 0; j < n; j++)
			p += a[i * n + j] * r->x[j];
		ss += (y[i] - p) * (y[i] - p) * w[i] * w[i];
	}
	r->rel_rms = m ? sqrt(ss / (double)m) : 0;
	gsl_rng *rng = gsl_rng_alloc(gsl_rng_mt19937);
	gsl_rng_set(rng, seed);
	double *col = xcalloc((size_t)nboot, sizeof *col);
	/* Kernels drawn with replacement. */
	double *bs = xcalloc((size_t)nboot * n, sizeof *bs);
	double *ra = xcalloc(m * n, sizeof *ra), *ry = xcalloc(m, sizeof *ry), *rw = xcalloc(m, sizeof *rw);
	for (int b = 0; b < nboot; b++) {
		for (size_t i = 0; i < m; i++) {
			size_t k = gsl_rng_uniform_int(rng, m);
			memcpy(ra + i * n, a + k * n, n * sizeof *ra);
			ry[i] = y[k];
			rw[i] = w[k];
		}
		double *x = bs + (size_t)b * n;
		memcpy(x, r->x, n * sizeof *x);
		amp_nnls(ra, ry, rw, m, n, used, x);
	}
	for (size_t j = 0; j < n; j++)
		amp_fit_interval(bs, nboot, n, j, col, &r->klo[j], &r->khi[j], &r->cv[j], &r->kmean[j]);
	memcpy(r->mean, r->kmean, n * sizeof *r->mean);
	/* The processes drawn with replacement (or, from one process, every
	 * kernel's rounds): the kernels' times move as much as the timing
	 * noise and the processes' placement allow. */
	if (t && g && g->rounds > 0) {
		double *v = xcalloc(2 * (size_t)g->rounds + (size_t)g->nproc, sizeof *v);
		int *pick = xcalloc((size_t)g->nproc + 1, sizeof *pick);
		for (int b = 0; b < nboot; b++) {
			amp_rounds_draw(g, rng, pick);
			for (size_t i = 0; i < m; i++)
				ry[i] = amp_fit_kernel_time(t + i * (size_t)g->rounds, g, pick, rng, v, y[i]);
			double *x = bs + (size_t)b * n;
			memcpy(x, r->x, n * sizeof *x);
			amp_nnls(a, ry, w, m, n, used, x);
		}
		for (size_t j = 0; j < n; j++)
			amp_fit_interval(bs, nboot, n, j, col, &r->lo[j], &r->hi[j], NULL, &r->mean[j]);
		free(v);
		free(pick);
	} else {
		memcpy(r->lo, r->klo, n * sizeof *r->lo);
		memcpy(r->hi, r->khi, n * sizeof *r->hi);
	}
	for (size_t j = 0; j < n; j++) {
		if (r->lo[j] > r->x[j])
			r->lo[j] = r->x[j];
		if (r->hi[j] < r->x[j])
			r->hi[j] = r->x[j];
		if (r->klo[j] > r->x[j])
			r->klo[j] = r->x[j];
		if (r->khi[j] < r->x[j])
			r->khi[j] = r->x[j];
	}
	gsl_rng_free(rng);
	free(col);
	free(bs);
	free(ra);
	free(ry);
	free(rw);
	free(w);
}

void amp_fit_release(struct amp_fit_result *r)
{
	free(r->x);
	free(r->lo);
	free(r->hi);
	free(r->cv);
	free(r->klo);
	free(r->khi);
	free(r->mean);
	free(r->kmean);
	memset(r, 0, sizeof *r);
}

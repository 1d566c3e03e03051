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

void amp_fit(const double *a, const double *y, size_t m, size_t n, const int *used,
	     int nboot, unsigned long seed, struct amp_fit_result *r)
{
	memset(r, 0, sizeof *r);
	r->x = xcalloc(n, sizeof *r->x);
	r->lo = xcalloc(n, sizeof *r->lo);
	r->hi = xcalloc(n, sizeof *r->hi);
	r->cv = xcalloc(n, sizeof *r->cv);
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
	/* Bootstrap: refit on kernels drawn with replacement. */
	double *bs = xcalloc((size_t)nboot * n, sizeof *bs);
	double *ra = xcalloc(m * n, sizeof *ra), *ry = xcalloc(m, sizeof *ry), *rw = xcalloc(m, sizeof *rw);
	gsl_rng *rng = gsl_rng_alloc(gsl_rng_mt19937);
	gsl_rng_set(rng, seed);
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
	double *col = xcalloc((size_t)nboot, sizeof *col);
	for (size_t j = 0; j < n; j++) {
		for (int b = 0; b < nboot; b++)
			col[b] = bs[(size_t)b * n + j];
		gsl_sort(col, 1, (size_t)nboot);
		r->lo[j] = gsl_stats_quantile_from_sorted_data(col, 1, (size_t)nboot, 0.025);
		r->hi[j] = gsl_stats_quantile_from_sorted_data(col, 1, (size_t)nboot, 0.975);
		double mean = gsl_stats_mean(col, 1, (size_t)nboot);
		double sd = nboot > 1 ? gsl_stats_sd(col, 1, (size_t)nboot) : 0;
		r->cv[j] = mean > 0 ? sd / mean : 0;
		if (r->lo[j] > r->x[j])
			r->lo[j] = r->x[j];
		if (r->hi[j] < r->x[j])
			r->hi[j] = r->x[j];
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
	memset(r, 0, sizeof *r);
}

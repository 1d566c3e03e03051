/* fit.h: parameter times from kernel timings: weighted non-negative least
 * squares, and bootstrap confidence intervals over kernels (GSL RNG and
 * quantiles). */
#ifndef AMP_FIT_H
#define AMP_FIT_H

#include <stddef.h>

/* min sum_i (w_i (y_i - a_i . x))^2 subject to x >= 0, by cyclic coordinate
 * descent on the normal equations. a is m x n row-major. x holds the start
 * and receives the solution. Columns listed as unused (used[j] == 0) stay 0. */
void amp_nnls(const double *a, const double *y, const double *w, size_t m, size_t n,
	      const int *used, double *x);

struct amp_fit_result {
	double *x;        /* estimate per column */
	double *lo, *hi;  /* 95% interval: of the measurement (rounds resampled)
			     when round times are given, else of the kernels */
	double *klo, *khi;/* 95% interval when the kernels are resampled */
	double *mean;     /* mean of the replicates behind lo/hi */
	double *kmean;    /* mean over the kernel resamples (the bagged estimate) */
	double *cv;       /* coefficient of variation over the kernel resamples */
	double rel_rms;   /* relative rms residual of the full fit */
};

/* Fit y ~ a x and bootstrap with nboot replicates. Two kinds: resampling
 * the rows (kernels: how much the estimate depends on which kernels were
 * drawn, klo/khi and cv), and, when t holds each row's times in `rounds`
 * rounds (m x rounds, NAN where missing; y their least), resampling
 * every row's rounds (how precisely this run measured it, lo/hi). */
void amp_fit(const double *a, const double *y, size_t m, size_t n, const int *used,
	     const double *t, int rounds, int nboot, unsigned long seed, struct amp_fit_result *r);
/* 2.5% and 97.5% quantiles (and, where cv and mean are not NULL, the
 * coefficient of variation and the mean) of column j of nboot replicates
 * of n values each, bs[b * n + j]; col has room for nboot values. */
void amp_fit_interval(const double *bs, int nboot, size_t n, size_t j, double *col, double *lo,
		      double *hi, double *cv, double *mean);
void amp_fit_release(struct amp_fit_result *r);

/* Median of v[0..n) (sorts v); 0 when n is 0. */
double amp_fit_median(double *v, size_t n);

#endif

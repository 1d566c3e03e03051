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
	double *lo, *hi;  /* 95% bootstrap interval */
	double *cv;       /* coefficient of variation of the bootstrap estimates */
	double rel_rms;   /* relative rms residual of the full fit */
};

/* Fit and bootstrap (resampling rows) with nboot replicates. */
void amp_fit(const double *a, const double *y, size_t m, size_t n, const int *used,
	     int nboot, unsigned long seed, struct amp_fit_result *r);
void amp_fit_release(struct amp_fit_result *r);

#endif

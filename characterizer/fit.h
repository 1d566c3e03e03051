/* fit.h: parameter times from kernel timings: weighted non-negative least
 * squares, and bootstrap confidence intervals over kernels (GSL RNG and
 * quantiles). */
#ifndef AMP_FIT_H
#define AMP_FIT_H

#include <stddef.h>

#include <gsl/gsl_rng.h>

/* The rounds of one run, grouped by the harness process that measured
 * them: each process starts afresh, its stack, heap and code at new
 * addresses, and on this host that moves some kernels' times by a few
 * per cent from one process to the next (docs/characterizer.md, step 3). */
struct amp_rounds {
	int rounds;  /* per kernel */
	int nproc;
	int *first;  /* nproc + 1 entries: process p's rounds are */
	int *idx;    /* idx[first[p] .. first[p + 1]) */
};
/* proc[r] is round r's process (any labels; equal labels, one process). */
void amp_rounds_init(struct amp_rounds *g, const int *proc, int rounds);
void amp_rounds_release(struct amp_rounds *g);
/* Leaves out the processes that ran wholly slow. A process's time for a
 * kernel is the 10th percentile of its rounds, over the kernel's median
 * across processes; its level is the median of that over the nk kernels
 * (t: nk x g->rounds), divided by the level of the process ranked
 * g->nproc / 8 from the fastest (the 4th of 32; the fastest under 16): a
 * neighbour only ever adds time, so the fast end is the machine
 * undisturbed even when a neighbour kept it busy for most of the run
 * (this host has whole stretches of seconds at 1.4-1.7 times the pace).
 * A process above `limit` is dropped from g, slowest first, keeping at
 * least a quarter of them and two. level receives every process's level
 * (g->nproc values, in g's order before) and dropped (NULL: not wanted)
 * 1 for each process left out, else 0. Returns how many were dropped. */
#define AMP_FIT_PROCESS_SLOW 1.04
int amp_rounds_drop_slow(struct amp_rounds *g, const double *t, size_t nk, double limit,
			 double *level, int *dropped);

/* A run whose kernels' median round is this much over their least (the
 * header's round-spread-median) was disturbed throughout: the vectors of
 * machines/ made in quiet hours have 0.007-0.23, disturbed runs had
 * 0.4-0.6 (docs/characterizer.md) and 0.65-0.70 beside a busy neighbour, and
 * their vectors came out slow and uneven (docs/validation.md, "A fourth
 * host"). amp characterize warns of it, amp validate marks the vector. */
#define AMP_FIT_DISTURBED_SPREAD 0.3

/* A kernel's time from its rounds tk[0..g->rounds) (NAN where missing):
 * per process, the 10th percentile of its rounds (GSL's, interpolated),
 * near its least time but not set by one round alone, since a virtual
 * machine's clock now and then makes a timing 5-20% short; over the
 * processes, the interquartile mean of those (the mean of the middle
 * half), which averages over where a process lands and resists one that
 * ran wholly while a neighbour was busy. pick NULL: the run as measured.
 * Otherwise a bootstrap replicate drawn by amp_rounds_draw. scratch has
 * room for 2 g->rounds + g->nproc values. y0 when there are no rounds. */
#define AMP_FIT_FLOOR_QUANTILE 0.1
#define AMP_FIT_PROCESS_TRIM 0.25
double amp_fit_kernel_time(const double *tk, const struct amp_rounds *g, const int *pick,
			   gsl_rng *rng, double *scratch, double y0);
/* A bootstrap replicate's draw (pick has room for g->nproc values). With
 * two processes or more, processes drawn with replacement, one draw for
 * every kernel: the process is the unit (a cluster bootstrap), and its
 * rounds are not drawn again, which would count their noise twice. With
 * one process, pick[0] = -1 and amp_fit_kernel_time draws each kernel's
 * rounds with rng instead. */
void amp_rounds_draw(const struct amp_rounds *g, gsl_rng *rng, int *pick);

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
 * drawn, klo/khi and cv), and, when t holds each row's times in g's
 * rounds (m x g->rounds, NAN where missing; y their amp_fit_kernel_time),
 * resampling every row's processes and rounds (how precisely this run
 * measured it, lo/hi). */
void amp_fit(const double *a, const double *y, size_t m, size_t n, const int *used,
	     const double *t, const struct amp_rounds *g, int nboot, unsigned long seed,
	     struct amp_fit_result *r);
/* 2.5% and 97.5% quantiles (and, where cv and mean are not NULL, the
 * coefficient of variation and the mean) of column j of nboot replicates
 * of n values each, bs[b * n + j]; col has room for nboot values. */
void amp_fit_interval(const double *bs, int nboot, size_t n, size_t j, double *col, double *lo,
		      double *hi, double *cv, double *mean);
void amp_fit_release(struct amp_fit_result *r);

/* Median of v[0..n) (sorts v); 0 when n is 0. */
double amp_fit_median(double *v, size_t n);

#endif

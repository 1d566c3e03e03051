/* test-fit.c: the characterizer's fit: non-negative least squares recovers
 * known parameter times, clamps what would be negative, the two
 * bootstrap intervals behave as documented, and a kernel's time comes
 * from its rounds process by process, slow processes left out. */
#include <math.h>
#include <stdlib.h>

#include "fit.h"
#include "unit.h"

/* a small deterministic generator for test data */
static unsigned long st = 12345;
static double urand(void)
{
	st = st * 6364136223846793005UL + 1442695040888963407UL;
	return (double)((st >> 33) % 1000000) / 1e6;
}

/* slow_run: SLOW_K kernels timed by P processes of SLOW_Q rounds each,
 * process p at pace[p] times the kernels' times (1 + jitter * U(0,1));
 * leaves g (to release) after amp_rounds_drop_slow and returns what it
 * returned. */
enum { SLOW_K = 20, SLOW_Q = 3, SLOW_PMAX = 8 };
static int slow_run(struct amp_rounds *g, int P, const double *pace, double jitter, double *level,
		    int *gone)
{
	double tt[SLOW_K * SLOW_PMAX * SLOW_Q];
	int proc[SLOW_PMAX * SLOW_Q];
	int n = P * SLOW_Q;
	for (int r = 0; r < n; r++)
		proc[r] = r / SLOW_Q;
	for (int k = 0; k < SLOW_K; k++)
		for (int r = 0; r < n; r++)
			tt[k * n + r] = (10 + k) * (1 + jitter * urand()) * pace[r / SLOW_Q];
	amp_rounds_init(g, proc, n);
	return amp_rounds_drop_slow(g, tt, SLOW_K, AMP_FIT_PROCESS_SLOW, level, gone);
}

int main(void)
{
	enum { M = 60, N = 4, R = 6 };
	double a[M * N], y[M], t[M * R], xt[N] = { 0.5, 2.0, 0.1, 7.0 };
	int used[N] = { 1, 1, 1, 1 };
	for (int i = 0; i < M; i++) {
		y[i] = 0;
		for (int j = 0; j < N; j++) {
			a[i * N + j] = floor(urand() * 20);
			y[i] += a[i * N + j] * xt[j];
		}
		if (y[i] == 0) {
			a[i * N] = 1;
			y[i] = xt[0];
		}
	}
	double x[N] = { 0 }, w[M];
	for (int i = 0; i < M; i++)
		w[i] = 1 / y[i];
	amp_nnls(a, y, w, M, N, used, x);
	for (int j = 0; j < N; j++)
		CHECK_NEAR(x[j], xt[j], 1e-6 * xt[j], "exact data: the times come back");

	/* A column whose best value is negative is held at zero. */
	double yn[M];
	for (int i = 0; i < M; i++)
		yn[i] = y[i] - a[i * N + 2] * 0.6; /* column 2 would be 0.1 - 0.6 */
	double xn[N] = { 0 };
	for (int i = 0; i < M; i++)
		w[i] = yn[i] > 0 ? 1 / yn[i] : 0;
	amp_nnls(a, yn, w, M, N, used, xn);
	CHECK(xn[2] == 0, "negative time clamped to 0 (got %g)", xn[2]);
	for (int j = 0; j < N; j++)
		CHECK(xn[j] >= 0, "no negative time");

	/* Rounds without noise: the measurement interval is the estimate. */
	for (int i = 0; i < M; i++)
		for (int r = 0; r < R; r++)
			t[i * R + r] = y[i];
	int one[R] = { 0 }, three[R] = { 0, 0, 1, 1, 2, 2 };
	struct amp_rounds g1, g3;
	amp_rounds_init(&g1, one, R);
	amp_rounds_init(&g3, three, R);
	CHECK(g1.nproc == 1 && g3.nproc == 3, "processes grouped (%d, %d)", g1.nproc, g3.nproc);
	struct amp_fit_result fr;
	amp_fit(a, y, M, N, used, t, &g3, 50, 7, &fr);
	for (int j = 0; j < N; j++) {
		CHECK_NEAR(fr.x[j], xt[j], 1e-6 * xt[j], "estimate");
		CHECK_NEAR(fr.lo[j], fr.x[j], 1e-6 * xt[j], "no timing noise: interval low is the estimate");
		CHECK_NEAR(fr.hi[j], fr.x[j], 1e-6 * xt[j], "no timing noise: interval high is the estimate");
	}
	CHECK(fr.rel_rms < 1e-6, "exact model: no residual (%g)", fr.rel_rms);
	amp_fit_release(&fr);

	/* Rounds with 5% noise, one round in five lost: the intervals hold
	 * the estimate, have width, and the model interval (kernels
	 * resampled) is reported separately; from three processes (drawn
	 * whole) and from one (its rounds drawn). */
	double ym[M];
	for (int i = 0; i < M; i++) {
		double v[R];
		int n = 0;
		for (int r = 0; r < R; r++) {
			t[i * R + r] = r == i % 5 && i % 3 == 0 ? NAN : y[i] * (1 + 0.1 * (urand() - 0.5));
			if (!isnan(t[i * R + r]))
				v[n++] = t[i * R + r];
		}
		ym[i] = amp_fit_median(v, (size_t)n);
	}
	for (int pass = 0; pass < 2; pass++) {
		amp_fit(a, ym, M, N, used, t, pass ? &g1 : &g3, 100, 7, &fr);
		for (int j = 0; j < N; j++) {
			CHECK(fr.lo[j] <= fr.x[j] && fr.x[j] <= fr.hi[j], "measurement interval holds the estimate");
			CHECK(fr.hi[j] > fr.lo[j], "timing noise gives the interval width");
			CHECK(fr.klo[j] <= fr.x[j] && fr.x[j] <= fr.khi[j], "model interval holds the estimate");
			CHECK(fabs(fr.x[j] - xt[j]) < 0.1 * xt[j], "5%% noise: estimate within 10%% (%g vs %g)", fr.x[j], xt[j]);
		}
		amp_fit_release(&fr);
	}
	amp_rounds_release(&g1);
	amp_rounds_release(&g3);

	/* A kernel's time: per process the 10th percentile of its rounds
	 * (interpolated), over processes the mean of the middle half. */
	{
		enum { P = 4, Q = 4 };
		double tk[P * Q], scratch[2 * P * Q + P];
		int proc[P * Q];
		for (int r = 0; r < P * Q; r++) {
			proc[r] = r % P; /* processes interleaved: grouping by label */
			tk[r] = 10.0 * (r % P + 1) + r / P;
		}
		struct amp_rounds g;
		amp_rounds_init(&g, proc, P * Q);
		/* floors 10.3, 20.3, 30.3, 40.3; the middle two's mean */
		CHECK_NEAR(amp_fit_kernel_time(tk, &g, NULL, NULL, scratch, -1), 25.3, 1e-9,
			   "per process 10th percentile, interquartile mean over processes");
		tk[0] = NAN; /* process 0 now 11, 12, 13: its floor 11.2 */
		CHECK_NEAR(amp_fit_kernel_time(tk, &g, NULL, NULL, scratch, -1), 25.3, 1e-9,
			   "a missing round is skipped");
		int pick[P] = { 3, 3, 3, 3 };
		CHECK_NEAR(amp_fit_kernel_time(tk, &g, pick, NULL, scratch, -1), 40.3, 1e-9,
			   "a replicate takes the processes drawn");
		amp_rounds_release(&g);
		for (int r = 0; r < P * Q; r++)
			tk[r] = NAN;
		amp_rounds_init(&g, proc, P * Q);
		CHECK_NEAR(amp_fit_kernel_time(tk, &g, NULL, NULL, scratch, -1), -1, 0, "no rounds: y0");
		amp_rounds_release(&g);
		int single[P * Q] = { 0 };
		amp_rounds_init(&g, single, P * Q);
		gsl_rng *rng = gsl_rng_alloc(gsl_rng_mt19937);
		amp_rounds_draw(&g, rng, pick);
		CHECK(pick[0] == -1, "one process: its rounds are drawn instead");
		gsl_rng_free(rng);
		amp_rounds_release(&g);
	}
	/* One round far too short (a clock glitch) in one process of four
	 * barely moves that process's floor, and the trimmed mean drops it. */
	{
		enum { P = 4, Q = 10 };
		double tk[P * Q], scratch[2 * P * Q + P];
		int proc[P * Q];
		for (int r = 0; r < P * Q; r++) {
			proc[r] = r / Q;
			tk[r] = 100;
		}
		tk[3] = 80;
		struct amp_rounds g;
		amp_rounds_init(&g, proc, P * Q);
		CHECK_NEAR(amp_fit_kernel_time(tk, &g, NULL, NULL, scratch, 0), 100, 1e-9,
			   "a glitch in one process does not move the time");
		amp_rounds_release(&g);
	}
	/* A process that ran 1.5 times slow for every kernel is left out. */
	{
		const double pace[] = { 1, 1, 1.5, 1 };
		double level[4];
		int gone[4];
		struct amp_rounds g;
		int d = slow_run(&g, 4, pace, 0.001, level, gone);
		CHECK(d == 1 && g.nproc == 3, "one slow process dropped (%d, %d left)", d, g.nproc);
		CHECK(level[2] > 1.45 && level[2] < 1.55 && fabs(level[0] - 1) < 0.01, "levels (%g, %g)",
		      level[2], level[0]);
		for (int q = 0; q < g.first[g.nproc]; q++)
			CHECK(g.idx[q] / SLOW_Q != 2, "the slow process's rounds are gone");
		amp_rounds_release(&g);
	}
	/* Five processes of eight slow (1.5 times): the levels are over the
	 * fast end, so the five go and the three fast ones stay. */
	{
		const double pace[] = { 1, 1, 1, 1.5, 1.5, 1.5, 1.5, 1.5 };
		double level[8];
		int gone[8];
		struct amp_rounds g;
		int d = slow_run(&g, 8, pace, 0.001, level, gone);
		CHECK(d == 5 && g.nproc == 3, "the slow majority dropped (%d, %d left)", d, g.nproc);
		for (int p = 0; p < 8; p++)
			CHECK(gone[p] == (p >= 3), "process %d marked as %s", p, p >= 3 ? "left out" : "kept");
		CHECK(fabs(level[0] - 1) < 0.01 && level[7] > 1.45 && level[7] < 1.55, "levels over the fast end (%g, %g)",
		      level[0], level[7]);
		for (int q = 0; q < g.first[g.nproc]; q++)
			CHECK(g.idx[q] / SLOW_Q < 3, "only the fast processes' rounds stay");
		amp_rounds_release(&g);
	}
	/* Never fewer than a quarter of them: all eight slow but two by
	 * steps, the two fastest and no fewer stay. */
	{
		const double pace[] = { 1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7 };
		double level[8];
		int gone[8];
		struct amp_rounds g;
		int d = slow_run(&g, 8, pace, 0, level, gone);
		CHECK(d == 6 && g.nproc == 2, "a quarter kept (%d dropped, %d left)", d, g.nproc);
		CHECK(!gone[0] && !gone[1], "the two fastest kept");
		amp_rounds_release(&g);
	}

	double odd[] = { 3, 1, 2 }, even[] = { 4, 1, 3, 2 };
	CHECK_NEAR(amp_fit_median(odd, 3), 2, 0, "median of three");
	CHECK_NEAR(amp_fit_median(even, 4), 2.5, 0, "median of four");
	return unit_done();
}

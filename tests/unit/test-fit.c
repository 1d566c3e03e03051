/* test-fit.c: the characterizer's fit: non-negative least squares recovers
 * known parameter times, clamps what would be negative, and the two
 * bootstrap intervals behave as documented. */
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

int main(void)
{
	enum { M = 60, N = 4, R = 5 };
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
	struct amp_fit_result fr;
	amp_fit(a, y, M, N, used, t, R, 50, 7, &fr);
	for (int j = 0; j < N; j++) {
		CHECK_NEAR(fr.x[j], xt[j], 1e-6 * xt[j], "estimate");
		CHECK_NEAR(fr.lo[j], fr.x[j], 1e-6 * xt[j], "no timing noise: interval low is the estimate");
		CHECK_NEAR(fr.hi[j], fr.x[j], 1e-6 * xt[j], "no timing noise: interval high is the estimate");
	}
	CHECK(fr.rel_rms < 1e-6, "exact model: no residual (%g)", fr.rel_rms);
	amp_fit_release(&fr);

	/* Rounds with 5% noise, one round in five lost: the intervals hold
	 * the estimate, have width, and the model interval (kernels
	 * resampled) is reported separately. */
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
	amp_fit(a, ym, M, N, used, t, R, 100, 7, &fr);
	for (int j = 0; j < N; j++) {
		CHECK(fr.lo[j] <= fr.x[j] && fr.x[j] <= fr.hi[j], "measurement interval holds the estimate");
		CHECK(fr.hi[j] > fr.lo[j], "timing noise gives the interval width");
		CHECK(fr.klo[j] <= fr.x[j] && fr.x[j] <= fr.khi[j], "model interval holds the estimate");
		CHECK(fabs(fr.x[j] - xt[j]) < 0.1 * xt[j], "5%% noise: estimate within 10%% (%g vs %g)", fr.x[j], xt[j]);
	}
	amp_fit_release(&fr);

	double odd[] = { 3, 1, 2 }, even[] = { 4, 1, 3, 2 };
	CHECK_NEAR(amp_fit_median(odd, 3), 2, 0, "median of three");
	CHECK_NEAR(amp_fit_median(even, 4), 2.5, 0, "median of four");
	return unit_done();
}

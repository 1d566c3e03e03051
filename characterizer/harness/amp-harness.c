/* amp-harness.c: the timing harness of amp characterize. Compiled with the
 * generated kernel table (amp-table.c) and the Fortran kernels built by the
 * compiler under test; self-contained, so it can be copied to a machine
 * without amp and run there. Output, one record a line:
 *   timer RESOLUTION_NS OVERHEAD_NS
 *   calib KERNEL NREP
 *   round R
 *   t KERNEL NREP NS
 *   end R
 * Usage: amp-harness ROUNDS FIRST_ROUND TARGET_MS SEED [CALIB_FILE]
 * CALIB_FILE holds "calib KERNEL NREP" lines from an earlier process of
 * the same run: the repetitions are taken from it (each kernel still runs
 * once untimed first) instead of calibrated again.
 *       amp-harness sustain KERNEL NREP SHORTS LONG_NREP LONGS
 * times KERNEL in SHORTS timings of NREP repetitions and LONGS of
 * LONG_NREP, the long ones spread among the short ones, one record each:
 *   ss KERNEL NREP NS
 *   sl KERNEL NREP NS
 * (amp characterize compares a long run's pace with the short timings'). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Kernels take the repetition count and the arrays they share. */
typedef void (*amp_kernel_fn)(int *nrep, int *ka, int *kb, float *ra, float *rb, double *da,
			      double *db, double *db2, double *da2, double *da3, double *da4);
extern const int amp_nkernels;
/* Allocates the kernels' module arrays (Fortran, in the kernels' source). */
extern void ampinit_(void);
extern const amp_kernel_fn amp_kernel_table[];
/* Per kernel, 0 or the repetitions of one untimed call before each timing
 * (the memory kernels' pass over their footprint, so a timing finds it in
 * the caches as a loop sweeping it all along would). The other kernels'
 * timings are preceded by an untimed call like the timed one: it brings
 * back into the caches the windows of the arrays the timing goes through,
 * which the kernels timed in between have pushed out, as a program's hot
 * loop finds its data where its last pass left it (docs/characterizer.md). */
extern const int amp_kernel_warm[];

#define LD 65600
static int ka[LD], kb[LD];
static float ra[LD], rb[LD];
static double da[LD], db[LD], db2[3 * LD], da2[3 * LD], da3[4 * LD], da4[8 * LD];

static void init_arrays(void)
{
	/* KA: pseudo-random 0..99 (Park and Miller's minimal standard
	 * generator from 12345), for the kernels' unpredictable branches */
	long long x = 12345;
	for (int i = 0; i < LD; i++) {
		x = x * 16807 % 2147483647;
		ka[i] = (int)(x % 100);
		ra[i] = 0.75f;
		da[i] = 1.25;
	}
	for (int i = 0; i < 3 * LD; i++)
		da2[i] = 0.75;
	for (int i = 0; i < 4 * LD; i++)
		da3[i] = 1.5;
	for (int i = 0; i < 8 * LD; i++)
		da4[i] = 0.5;
}

static double now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static double time_call(int k, int nrep, int warm)
{
	if (amp_kernel_warm[k] > 0 || warm) {
		int w = amp_kernel_warm[k] > 0 ? amp_kernel_warm[k] : nrep;
		amp_kernel_table[k](&w, ka, kb, ra, rb, da, db, db2, da2, da3, da4);
	}
	double t0 = now_ns();
	amp_kernel_table[k](&nrep, ka, kb, ra, rb, da, db, db2, da2, da3, da4);
	return now_ns() - t0;
}

static uint64_t rng_state;
static uint64_t rng(void)
{
	rng_state = rng_state * 6364136223846793005ULL + 1442695040888963407ULL;
	return rng_state >> 33;
}

/* The sustain mode: SHORTS / (LONGS + 1) short timings before each long
 * one and the rest after the last, so both see the machine alike. */
static int sustain(int argc, char **argv)
{
	if (argc != 7) {
		fprintf(stderr, "usage: %s sustain KERNEL NREP SHORTS LONG_NREP LONGS\n", argv[0]);
		return 2;
	}
	int k = atoi(argv[2]) - 1, n = atoi(argv[3]), shorts = atoi(argv[4]);
	int nl = atoi(argv[5]), longs = atoi(argv[6]);
	if (k < 0 || k >= amp_nkernels || n < 1 || shorts < 1 || nl < 1 || longs < 1) {
		fprintf(stderr, "%s: bad sustain arguments\n", argv[0]);
		return 2;
	}
	setvbuf(stdout, NULL, _IOLBF, 0);
	init_arrays();
	ampinit_();
	time_call(k, n, 0); /* warm up */
	int each = shorts / (longs + 1), done = 0;
	for (int l = 0; l <= longs; l++) {
		int upto = l < longs ? done + each : shorts;
		for (; done < upto; done++)
			printf("ss %d %d %.0f\n", k + 1, n, time_call(k, n, 1));
		if (l < longs)
			printf("sl %d %d %.0f\n", k + 1, nl, time_call(k, nl, 0));
	}
	return 0;
}

int main(int argc, char **argv)
{
	if (argc > 1 && strcmp(argv[1], "sustain") == 0)
		return sustain(argc, argv);
	if (argc != 5 && argc != 6) {
		fprintf(stderr, "usage: %s ROUNDS FIRST_ROUND TARGET_MS SEED [CALIB_FILE]\n", argv[0]);
		return 2;
	}
	int rounds = atoi(argv[1]), first = atoi(argv[2]);
	double target = atof(argv[3]) * 1e6;
	rng_state = strtoull(argv[4], NULL, 10) + 977 * (uint64_t)first;
	setvbuf(stdout, NULL, _IOLBF, 0);
	init_arrays();
	ampinit_();
	/* The clock: resolution as the smallest step seen, overhead as the
	 * median of back-to-back reads. */
	struct timespec res;
	clock_getres(CLOCK_MONOTONIC, &res);
	double step = 1e18, over[101];
	for (int i = 0; i < 101; i++) {
		double a = now_ns(), b = now_ns();
		while (b == a)
			b = now_ns();
		if (b - a < step)
			step = b - a;
		double c = now_ns(), d = now_ns();
		over[i] = d - c;
	}
	for (int i = 1; i < 101; i++)
		for (int j = i; j > 0 && over[j] < over[j - 1]; j--) {
			double t = over[j]; over[j] = over[j - 1]; over[j - 1] = t;
		}
	double resolution = (double)res.tv_sec * 1e9 + (double)res.tv_nsec;
	if (step > resolution)
		resolution = step;
	printf("timer %.3f %.3f\n", resolution, over[50]);
	/* Each timing lasts at least the target and at least 1000 clock ticks. */
	if (target < 1000 * resolution)
		target = 1000 * resolution;
	int *nrep = calloc((size_t)amp_nkernels, sizeof *nrep);
	if (argc == 6) {
		FILE *cf = fopen(argv[5], "r");
		int k, n;
		if (!cf) {
			fprintf(stderr, "%s: cannot read '%s'\n", argv[0], argv[5]);
			return 2;
		}
		while (fscanf(cf, " calib %d %d", &k, &n) == 2)
			if (k >= 1 && k <= amp_nkernels && n >= 1)
				nrep[k - 1] = n;
		fclose(cf);
	}
	for (int k = 0; k < amp_nkernels; k++) {
		int n = 1;
		time_call(k, 1, 0); /* warm up */
		if (nrep[k] > 0) {
			printf("calib %d %d\n", k + 1, nrep[k]);
			continue;
		}
		for (;;) {
			double t = time_call(k, n, 1);
			if (t >= target || n > (1 << 28))
				break;
			double f = t > 0 ? 1.2 * target / t : 16;
			if (f > 16)
				f = 16;
			if (f < 2)
				f = 2;
			n = (int)(n * f) + 1;
		}
		nrep[k] = n;
		printf("calib %d %d\n", k + 1, n);
	}
	int *order = malloc(sizeof *order * (size_t)amp_nkernels);
	for (int r = first; r < first + rounds; r++) {
		/* A fresh random order each round: drift hits every kernel alike. */
		for (int k = 0; k < amp_nkernels; k++)
			order[k] = k;
		for (int k = amp_nkernels - 1; k > 0; k--) {
			int j = (int)(rng() % (uint64_t)(k + 1));
			int t = order[k]; order[k] = order[j]; order[j] = t;
		}
		printf("round %d\n", r);
		for (int i = 0; i < amp_nkernels; i++) {
			int k = order[i];
			printf("t %d %d %.0f\n", k + 1, nrep[k], time_call(k, nrep[k], 1));
		}
		printf("end %d\n", r);
	}
	free(order);
	free(nrep);
	return 0;
}

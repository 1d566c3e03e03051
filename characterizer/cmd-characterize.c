/* cmd-characterize.c: amp characterize, the machine characterizer: build
 * synthetic kernels with the compiler under test, time them, solve for the
 * time of every parameter and write the machine vector (.vec). */
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <gsl/gsl_rng.h>
#include <gsl/gsl_sort.h>
#include <gsl/gsl_statistics_double.h>

#include "amp-bpred.h"
#include "cmd.h"
#include "diag.h"
#include "fit.h"
#include "analysis.h"
#include "kernels.h"
#include "probes.h"
#include "profile.h"
#include "program.h"
#include "util.h"
#include "vecfile.h"

static const char usage[] =
	"usage: amp characterize [options] [-o NAME.vec]\n"
	"\n"
	"Measure the time of every abstract parameter on this machine with the\n"
	"Fortran compiler under test. Synthetic loop kernels with known operation\n"
	"counts are compiled, timed in random order over several rounds (each\n"
	"timing after an untimed call like it, its data in the caches), and the\n"
	"parameter times solved by non-negative least squares, with bootstrap 95%\n"
	"confidence intervals; then, from kernels of their own, the latencies of\n"
	"loop-carried chains and what an array reference adds by memory class;\n"
	"last, how much slower some kernels go in runs of 400 ms than in the\n"
	"short timings (the sustained factor predictions are multiplied by;\n"
	"docs/characterizer.md).\n"
	"\n"
	"  --fc FC             Fortran compiler (default gfortran)\n"
	"  --fflags FLAGS      its flags (default -O0, as in the paper)\n"
	"  --cc CC             C compiler for the harness (default: matches FC)\n"
	"  --ldflags FLAGS     link flags (e.g. -static for an emulator)\n"
	"  --run-prefix CMD    run the harness through CMD (qemu-aarch64, ssh host ...)\n"
	"  --name NAME         machine name in the header (default: from the file name)\n"
	"  --quick             fewer kernels and rounds: for tests and demos\n"
	"  --kernels N         number of kernels (default 800, quick 240)\n"
	"  --rounds N          timing rounds (default 320, quick 12)\n"
	"  --processes N       harness processes the rounds are shared among, one\n"
	"                      after the other (default 32, quick 3): each lands at\n"
	"                      new addresses, and the times average over them\n"
	"  --target-ms MS      least time of one timing (default 0.125, quick 0.25)\n"
	"  --seed N            kernel generator seed (default 1)\n"
	"  --keep DIR          build in DIR and keep it (the harness is self-contained),\n"
	"                      with the measured rounds in DIR/rounds.txt\n"
	"  --from-output FILE  do not run: fit the output of a harness run elsewhere\n"
	"                      (rounds of another amp's kernels are refused)\n"
	"  --residuals FILE    write every kernel's measured time per J iteration,\n"
	"                      the vector's prediction of it and its declared\n"
	"                      counts (how well the model fits, kernel by kernel)\n"
	"  --dump-kernels DIR  write the kernels, a driver calling each mix and memory\n"
	"                      kernel once, the declared counts of one call\n"
	"                      (declared.txt) and the memory kernels' references\n"
	"                      by memory class (memory.txt), then stop\n"
	"  --load-latency VEC  do not characterize: time only the dependent-load probe\n"
	"                      (load-latency-ns) with VEC's compiler, flags, link flags\n"
	"                      and run prefix, and write VEC with it (to -o, default\n"
	"                      VEC itself): a vector made before the probe\n"
	"  -o FILE             machine vector (default NAME.vec)\n"
	"\n"
	"Finished rounds are kept in FILE.partial: an interrupted run resumes there.\n";

struct copts {
	const char *fc, *fflags, *cc, *ldflags, *prefix, *name, *keep, *from, *out, *resid;
	int quick, kernels, rounds, processes;
	double target_ms;
	unsigned long seed;
};

static int run_quiet(char *const argv[], const char *cwd, const char *what)
{
	int st = amp_run(argv, cwd, NULL, NULL);
	if (st < 0 || !WIFEXITED(st) || WEXITSTATUS(st) != 0) {
		amp_error("%s failed", what);
		return -1;
	}
	return 0;
}



/* Run commands at once in cwd (the kernels' halves and the harness
 * compile in parallel); 0 if every one succeeded. */
static int run_parallel(char **const argvs[], int n, const char *cwd, const char *what)
{
	int pids[8], rc = 0;
	for (int i = 0; i < n && i < 8; i++)
		pids[i] = amp_spawn(argvs[i], cwd, NULL, NULL);
	for (int i = 0; i < n && i < 8; i++) {
		int st = pids[i] < 0 ? -1 : amp_wait(pids[i], argvs[i][0]);
		if (st < 0 || !WIFEXITED(st) || WEXITSTATUS(st) != 0) {
			amp_error("%s failed (%s)", what, argvs[i][0]);
			rc = -1;
		}
	}
	return rc;
}

static const char *default_cc(const char *fc)
{
	if (strstr(fc, "aarch64"))
		return "aarch64-linux-gnu-gcc";
	if (strstr(fc, "riscv64"))
		return "riscv64-linux-gnu-gcc";
	return "cc";
}

/* A command line being built: v is NULL-terminated, its words copies. */
struct argvb {
	char **v;
	int n;
};

static void av_add(struct argvb *a, const char *w)
{
	a->v = xrealloc(a->v, (size_t)(a->n + 2) * sizeof *a->v);
	a->v[a->n++] = xstrdup(w);
	a->v[a->n] = NULL;
}

/* The blank-separated words of s (an option string: flags, a prefix). */
static void av_words(struct argvb *a, const char *s)
{
	int n;
	char **w = amp_words(s, &n);
	for (int i = 0; i < n; i++)
		av_add(a, w[i]);
	amp_words_free(w, n);
}

/* Fortran source text of the characterizer's own (fixed form) as amp
 * analyze reads it, or NULL when it cannot be written or analyzed. */
static struct amp_program *analyze_text(const char *text, size_t len)
{
	char tmpl[] = "/tmp/amp-src-XXXXXX";
	int fd = mkstemp(tmpl);
	if (fd < 0)
		return NULL;
	close(fd);
	struct amp_program *p = NULL;
	if (amp_write_file_atomic(tmpl, text, len) == 0) {
		struct amp_analyze_opts ao;
		memset(&ao, 0, sizeof ao);
		const char *files[] = { tmpl };
		if (amp_analyze(files, 1, &ao, &p) != 0 && p) {
			amp_program_free(p);
			p = NULL;
		}
	}
	unlink(tmpl);
	return p;
}

/* base's words (a small program's command) followed by those of args. */
static void av_run(struct argvb *a, const struct argvb *base, const char *args)
{
	for (int i = 0; i < base->n; i++)
		av_add(a, base->v[i]);
	av_words(a, args);
}

static void av_free(struct argvb *a)
{
	for (int i = 0; i < a->n; i++)
		free(a->v[i]);
	free(a->v);
	a->v = NULL;
	a->n = 0;
}

/* The compiler under test with its flags, about to compile or link. */
static void av_fc(struct argvb *a, const struct copts *o, int flags)
{
	av_add(a, o->fc);
	if (flags)
		av_words(a, o->fflags);
}

/* Each kernel starts a page of its own, so that no kernel's loop crosses
 * a page boundary. A binary translator (qemu-user) chains a jump to its
 * target only within one guest page: a loop that crosses one pays a
 * lookup each iteration (about 15 ns under qemu-riscv64), which the fit
 * would spread over the parameters of whichever kernels happen to cross. */
#define AMP_KERNEL_ALIGN 4096

/* The flags that ask for it, in the order tried: GNU's, then LLVM's
 * (flang-new takes the second). */
static const char *const align_flags[] = {
	"-falign-functions=4096",
	"-mllvm -align-all-functions=12",
};
#define AMP_NALIGN ((int)(sizeof align_flags / sizeof align_flags[0]))

/* The first of align_flags the compiler under test takes, as its index
 * plus 1; 0 when it takes none. Quiet either way. */
static int probe_align(const struct copts *o, const char *dir)
{
	char *f = xasprintf("%s/ampalign.f", dir);
	static const char src[] = "      SUBROUTINE AMPALN\n      END\n";
	int rc = amp_write_file_atomic(f, src, sizeof src - 1);
	free(f);
	if (rc)
		return 0;
	for (int i = 0; i < AMP_NALIGN; i++) {
		struct argvb a = { 0 };
		av_fc(&a, o, 1);
		av_words(&a, align_flags[i]);
		av_words(&a, "-c ampalign.f -o ampalign.o");
		int st = amp_run_silent(a.v, dir);
		int ok = st >= 0 && WIFEXITED(st) && WEXITSTATUS(st) == 0;
		av_free(&a);
		if (ok)
			return i + 1;
	}
	return 0;
}

/* Library layouts. In a static link the run-time libraries follow the
 * kernels, so where their routines fall against the 4 KiB pages depends
 * on how much code comes before them; under qemu-user a routine's cost
 * depends on that (a translated block is chained only within its guest
 * page): the same LEN_TRIM kernels priced CHIN at 15.4 and 28.1 ns under
 * qemu-riscv64 in two builds that differed only in the kernels before
 * the library. A static link therefore gives AMP_LAYOUTS harnesses, the
 * libraries moved by amp_layout_pad[l] bytes (a padding object linked
 * after the kernels, which stay where they are), and the harness
 * processes take them in turn: each kernel's time, the interquartile
 * mean over processes, is that of the typical layout, not of one. */
#define AMP_LAYOUTS 3
static const int amp_layout_pad[AMP_LAYOUTS] = { 0, 1344, 2752 };

/* Whether the link flags ask for a static link. */
static int links_static(const struct copts *o)
{
	int n;
	char **w = amp_words(o->ldflags, &n);
	int st = 0;
	for (int i = 0; i < n; i++)
		st |= strcmp(w[i], "-static") == 0;
	amp_words_free(w, n);
	return st;
}

/* The harness of layout l (0: amp-harness). */
static char *harness_path(const char *dir, int l)
{
	return l > 0 ? xasprintf("%s/amp-harness-%d", dir, l) : xasprintf("%s/amp-harness", dir);
}

/* Link the harness of layout l (harness_path): the kernels' and the
 * harness's objects, then for l > 0 a padding object of
 * amp_layout_pad[l] bytes, then the libraries. */
static int link_harness(const struct copts *o, const char *dir, int l)
{
	char words[160];
	int rc = 0;
	if (l > 0) {
		char *src = xasprintf("/* generated by amp characterize: %d bytes that move the\n"
				      " * libraries linked after them (library layout %d) */\n"
				      "__asm__(\".text\\n\\t.globl amp_layout_pad_%d\\n"
				      "amp_layout_pad_%d:\\n\\t.space %d\\n\");\n",
				      amp_layout_pad[l], l, l, l, amp_layout_pad[l]);
		char *f = xasprintf("%s/amppad%d.c", dir, l);
		rc = amp_write_file_atomic(f, src, strlen(src));
		free(f);
		free(src);
		if (rc)
			return rc;
		struct argvb cc = { 0 };
		av_add(&cc, o->cc ? o->cc : default_cc(o->fc));
		snprintf(words, sizeof words, "-c amppad%d.c -o amppad%d.o", l, l);
		av_words(&cc, words);
		rc = run_quiet(cc.v, dir, "compiling a library layout's padding");
		av_free(&cc);
		if (rc)
			return rc;
	}
	struct argvb ln = { 0 };
	if (l > 0)
		snprintf(words, sizeof words,
			 "-o amp-harness-%d ampmd.o kernels1.o kernels2.o amp-harness.o amp-table.o amppad%d.o", l, l);
	else
		snprintf(words, sizeof words, "-o amp-harness ampmd.o kernels1.o kernels2.o amp-harness.o amp-table.o");
	av_fc(&ln, o, 0);
	av_words(&ln, words);
	av_words(&ln, o->ldflags);
	rc = run_quiet(ln.v, dir, "linking the harness");
	av_free(&ln);
	return rc;
}

/* Build kernels and harness in dir; the kernels aligned with
 * align_flags[align - 1] when align > 0. *layouts gets the number of
 * library layouts built (1, or AMP_LAYOUTS for a static link). */
static int build(const struct copts *o, const struct amp_kernel_set *ks, const char *dir, int align,
		 int *layouts)
{
	*layouts = 1;
	char *kf = xasprintf("%s/kernels.f", dir);
	int rc = amp_write_file_atomic(kf, ks->source.s, ks->source.len);
	free(kf);
	if (rc)
		return -1;
	/* Two halves, compiled at once: compiling dominates for slow
	 * compilers (flang-new takes most of its run here). */
	size_t cut = ks->source.len, m = ks->module_end;
	{
		char mark[48];
		snprintf(mark, sizeof mark, "      SUBROUTINE AMPK%zu(", ks->n / 2 + 1);
		const char *at = ks->n > 1 ? strstr(ks->source.s, mark) : NULL;
		if (at)
			cut = (size_t)(at - ks->source.s);
	}
	char *k0 = xasprintf("%s/ampmd.f", dir);
	char *k1 = xasprintf("%s/kernels1.f", dir), *k2 = xasprintf("%s/kernels2.f", dir);
	rc = amp_write_file_atomic(k0, ks->source.s, m) ||
	     amp_write_file_atomic(k1, ks->source.s + m, cut - m) ||
	     amp_write_file_atomic(k2, ks->source.s + cut, ks->source.len - cut);
	free(k0);
	free(k1);
	free(k2);
	if (rc)
		return -1;
	struct amp_buf t = { 0 };
	buf_adds(&t, "/* generated by amp characterize: the kernel table */\n");
#define KARGS "int *, int *, int *, float *, float *, double *, double *, double *, double *, double *, double *"
	/* a mix is called through its wrapper AMPW (kernels.c) */
	for (size_t i = 0; i < ks->n; i++)
		buf_printf(&t, "void amp%c%d_(" KARGS ");\n", i < ks->nmix ? 'w' : 'k', ks->k[i].id);
	buf_printf(&t, "typedef void (*amp_kernel_fn)(" KARGS ");\nconst int amp_nkernels = %zu;\n"
		       "const amp_kernel_fn amp_kernel_table[] = {\n", ks->n);
	for (size_t i = 0; i < ks->n; i++)
		buf_printf(&t, "\tamp%c%d_,\n", i < ks->nmix ? 'w' : 'k', ks->k[i].id);
	buf_adds(&t, "};\nconst int amp_kernel_warm[] = {");
	for (size_t i = 0; i < ks->n; i++)
		buf_printf(&t, "%s%d", i == 0 ? "\n\t" : i % 16 ? ", " : ",\n\t", ks->k[i].warm);
	buf_adds(&t, "\n};\n");
	char *tf = xasprintf("%s/amp-table.c", dir);
	rc = amp_write_file_atomic(tf, t.s, t.len);
	free(tf);
	buf_release(&t);
	if (rc)
		return -1;
	char *src = xasprintf("%s/characterizer/harness/amp-harness.c", amp_datadir());
	char *dst = xasprintf("%s/amp-harness.c", dir);
	size_t len;
	char *h = amp_read_file(src, &len);
	if (!h) {
		amp_error("cannot read the harness '%s': %s", src, strerror(errno));
		free(src);
		free(dst);
		return -1;
	}
	rc = amp_write_file_atomic(dst, h, len);
	free(h);
	free(src);
	free(dst);
	if (rc)
		return -1;
	struct argvb md = { 0 }, c1 = { 0 }, c2 = { 0 }, hc = { 0 };
	/* the module first: both halves use it */
	av_fc(&md, o, 1);
	av_words(&md, "-c ampmd.f");
	av_fc(&c1, o, 1);
	av_fc(&c2, o, 1);
	if (align > 0) {
		av_words(&c1, align_flags[align - 1]);
		av_words(&c2, align_flags[align - 1]);
	}
	av_words(&c1, "-c kernels1.f");
	av_words(&c2, "-c kernels2.f");
	av_add(&hc, o->cc ? o->cc : default_cc(o->fc));
	av_words(&hc, "-O2 -c amp-harness.c amp-table.c");
	char **const all[] = { c1.v, c2.v, hc.v };
	char *what = xasprintf("compiling the kernels with %s", o->fc);
	rc = run_quiet(md.v, dir, what);
	if (!rc)
		rc = run_parallel(all, 3, dir, what);
	free(what);
	int nl = links_static(o) ? AMP_LAYOUTS : 1;
	for (int l = 0; l < nl && !rc; l++)
		rc = link_harness(o, dir, l);
	if (!rc)
		*layouts = nl;
	av_free(&md);
	av_free(&c1);
	av_free(&c2);
	av_free(&hc);
	return rc;
}

/* Runs of each small program whose least CPU time is kept. */
#define AMP_STARTUP_RUNS 21

/* Build NAME.f from src in dir like the kernels (compiler, flags, link
 * flags); *run gets the command that runs it like them (the run prefix). */
static int build_small_flags(const struct copts *o, const char *dir, const char *name, const char *src,
			     const char *flags, struct argvb *run)
{
	char *f = xasprintf("%s/%s.f", dir, name);
	int rc = amp_write_file_atomic(f, src, strlen(src));
	free(f);
	if (rc)
		return -1;
	struct argvb cc = { 0 };
	av_fc(&cc, o, 1);
	if (flags)
		av_words(&cc, flags);
	av_add(&cc, "-o");
	av_add(&cc, name);
	char *fn = xasprintf("%s.f", name);
	av_add(&cc, fn);
	free(fn);
	av_words(&cc, o->ldflags);
	char *what = xasprintf("building the program %s", name);
	rc = run_quiet(cc.v, dir, what);
	free(what);
	av_free(&cc);
	av_words(run, o->prefix);
	char *exe = xasprintf("%s/%s", dir, name);
	av_add(run, exe);
	free(exe);
	return rc;
}

static int build_small(const struct copts *o, const char *dir, const char *name, const char *src,
		       struct argvb *run)
{
	return build_small_flags(o, dir, name, src, NULL, run);
}

/* The least user + system CPU time of each of n commands over
 * AMP_STARTUP_RUNS rounds (the commands take turns), as amp validate
 * takes a program's least; best[i] < 0 where it failed. */
static int least_cpu(char **const *cmds, int n, double *best)
{
	for (int i = 0; i < n; i++)
		best[i] = -1;
	for (int r = 0; r < AMP_STARTUP_RUNS; r++)
		for (int i = 0; i < n; i++) {
			double t = amp_run_cpu(cmds[i], NULL, NULL, "/dev/null");
			if (t < 0) {
				amp_error("the program '%s' failed to run", cmds[i][0]);
				return -1;
			}
			if (best[i] < 0 || t < best[i])
				best[i] = t;
		}
	return 0;
}

/* Two variants of one piece of work, n units a run: their least CPU
 * times (least_cpu) per unit in ns, *slow_ns the first's and *fast_ns
 * the second's, and what the first adds, *ns, 0 when it is not slower. */
static int least_pair_ns(char **slow, char **fast, double n, double *ns, double *slow_ns, double *fast_ns)
{
	double t[2];
	int rc = least_cpu((char **const[]){ slow, fast }, 2, t);
	if (!rc) {
		*slow_ns = t[0] / n * 1e9;
		*fast_ns = t[1] / n * 1e9;
		*ns = *slow_ns > *fast_ns ? *slow_ns - *fast_ns : 0;
	}
	return rc;
}

/* What a whole run costs beyond its statements: an empty program's
 * least run, in seconds. */
static int measure_startup(const struct copts *o, const char *dir, double *sec)
{
	struct argvb run = { 0 };
	int rc = build_small(o, dir, "ampnul", "      PROGRAM AMPNUL\n      END\n", &run);
	if (!rc)
		rc = least_cpu((char **const[]){ run.v }, 1, sec);
	av_free(&run);
	return rc;
}

/* Pages of the two runs of the page program: the difference of their
 * least times over the difference of their pages is a first touch's. */
#define AMP_PAGES_FEW 256
#define AMP_PAGES_MANY 4096

/* What the first touch of a 4 KiB page costs (the system maps and zeroes
 * it): a program that allocates N pages of doubles and stores into one
 * element of each, run with AMP_PAGES_FEW and AMP_PAGES_MANY; *ns per
 * page (its loop's few operations included, nothing beside a fault's
 * microseconds). */
static int measure_pages(const struct copts *o, const char *dir, double *ns)
{
	static const char src[] =
		"      PROGRAM AMPPG\n"
		"      INTEGER N, I\n"
		"      CHARACTER*16 ARG\n"
		"      DOUBLE PRECISION, ALLOCATABLE :: A(:)\n"
		"      CALL GET_COMMAND_ARGUMENT(1, ARG)\n"
		"      READ (ARG, *) N\n"
		"      ALLOCATE(A(512 * N))\n"
		"      DO 10 I = 1, 512 * N, 512\n"
		"         A(I) = 1.0D0\n"
		"   10 CONTINUE\n"
		"      IF (A(1) .LT. 0.0D0) PRINT *, N\n"
		"      END\n";
	struct argvb base = { 0 }, few = { 0 }, many = { 0 };
	int rc = build_small(o, dir, "amppg", src, &base);
	if (!rc) {
		char a[16];
		snprintf(a, sizeof a, "%d", AMP_PAGES_FEW);
		av_run(&few, &base, a);
		snprintf(a, sizeof a, "%d", AMP_PAGES_MANY);
		av_run(&many, &base, a);
		double t[2];
		rc = least_cpu((char **const[]){ few.v, many.v }, 2, t);
		if (!rc) {
			*ns = (t[1] - t[0]) / (AMP_PAGES_MANY - AMP_PAGES_FEW) * 1e9;
			if (*ns < 0)
				*ns = 0;
		}
	}
	av_free(&base);
	av_free(&few);
	av_free(&many);
	return rc;
}

/* A counted DO loop whose step is a variable (rule 19): passes of
 * AMP_VSTEP_LEN iterations over a logical array, with the step read at
 * run time and with the constant step 1 of every kernel's loops, run
 * AMP_STARTUP_RUNS times each (taking turns); 10 times fewer passes
 * under a run prefix. */
#define AMP_VSTEP_LEN 4096
#define AMP_VSTEP_PASSES 24000

/* What an iteration of a DO loop with a variable step adds over one with
 * the constant step 1: the difference of the two variants' least CPU
 * times per iteration (*ns; *var_ns and *one_ns the variants' own, with
 * their body and the outer loop), 0 when the variable step is not
 * slower. */
static int measure_vstep(const struct copts *o, const char *dir, double *ns, double *var_ns,
			 double *one_ns, double *iters)
{
	static const char src[] =
		"      PROGRAM AMPVS\n"
		"      INTEGER M, N, S, J, R\n"
		"      LOGICAL C(4096)\n"
		"      CHARACTER*16 ARG\n"
		"      CALL GET_COMMAND_ARGUMENT(1, ARG)\n"
		"      READ (ARG, *) M\n"
		"      CALL GET_COMMAND_ARGUMENT(2, ARG)\n"
		"      READ (ARG, *) N\n"
		"      CALL GET_COMMAND_ARGUMENT(3, ARG)\n"
		"      READ (ARG, *) S\n"
		"      C(7) = .FALSE.\n"
		"      IF (M .EQ. 1) THEN\n"
		"         DO 20 R = 1, N\n"
		"            DO 10 J = 1, 4096, S\n"
		"               C(J) = .TRUE.\n"
		"   10       CONTINUE\n"
		"   20    CONTINUE\n"
		"      ELSE\n"
		"         DO 40 R = 1, N\n"
		"            DO 30 J = 1, 4096\n"
		"               C(J) = .TRUE.\n"
		"   30       CONTINUE\n"
		"   40    CONTINUE\n"
		"      END IF\n"
		"      IF (.NOT. C(7)) PRINT *, N\n"
		"      END\n";
	struct argvb base = { 0 }, var = { 0 }, one = { 0 };
	int rc = build_small(o, dir, "ampvs", src, &base);
	if (!rc) {
		int passes = o->prefix && *o->prefix ? AMP_VSTEP_PASSES / 10 : AMP_VSTEP_PASSES;
		char a[48];
		snprintf(a, sizeof a, "1 %d 1", passes);
		av_run(&var, &base, a);
		snprintf(a, sizeof a, "2 %d 1", passes);
		av_run(&one, &base, a);
		*iters = (double)passes * AMP_VSTEP_LEN;
		rc = least_pair_ns(var.v, one.v, *iters, ns, var_ns, one_ns);
	}
	av_free(&base);
	av_free(&var);
	av_free(&one);
	return rc;
}

/* Calls near and far (rule 21). A binary translator (qemu-user) chains a
 * direct jump to its target only within one guest page, and every kernel
 * and every routine the kernels call starts a page of its own: the
 * kernels price a call across pages. A program's calls to a routine of
 * its own source file mostly stay within a page. A loop calls a tiny
 * subroutine (the two some 120 bytes of code, which GNU Fortran puts
 * first in the program's code), built as a program is compiled, where
 * they share a page unless a boundary happens to fall between them, and
 * with the kernels' alignment (each routine starts a page). AMP_CALL_RUNS
 * calls a run, 10 times fewer under a run prefix. */
#define AMP_CALL_RUNS 40000000

/* What a call across pages costs over one within a page: the difference
 * of the two builds' least CPU times per call (*ns; *near_ns and *far_ns
 * the builds' own, with the loop), 0 when the far build is not slower. */
static int measure_nearcall(const struct copts *o, const char *dir, const char *align_flag, double *ns,
			    double *near_ns, double *far_ns, double *calls)
{
	static const char src[] =
		"      PROGRAM AMPCL\n"
		"      INTEGER N, K\n"
		"      CHARACTER*16 ARG\n"
		"      CALL GET_COMMAND_ARGUMENT(1, ARG)\n"
		"      READ (ARG, *) N\n"
		"      K = 0\n"
		"      CALL AMPCLL(N, K)\n"
		"      IF (K .NE. N) PRINT *, K\n"
		"      END\n"
		"      SUBROUTINE AMPCLL(N, K)\n"
		"      INTEGER N, K, I\n"
		"      DO 10 I = 1, N\n"
		"         CALL AMPCLE(K)\n"
		"   10 CONTINUE\n"
		"      END\n"
		"      SUBROUTINE AMPCLE(K)\n"
		"      INTEGER K\n"
		"      K = K + 1\n"
		"      END\n";
	struct argvb nb = { 0 }, fb = { 0 }, nr = { 0 }, fr = { 0 };
	int rc = build_small(o, dir, "ampcn", src, &nb);
	if (!rc)
		rc = build_small_flags(o, dir, "ampcf", src, align_flag, &fb);
	if (!rc) {
		int n = o->prefix && *o->prefix ? AMP_CALL_RUNS / 10 : AMP_CALL_RUNS;
		char a[24];
		snprintf(a, sizeof a, "%d", n);
		av_run(&nr, &nb, a);
		av_run(&fr, &fb, a);
		*calls = n;
		rc = least_pair_ns(fr.v, nr.v, n, ns, far_ns, near_ns);
	}
	av_free(&nb);
	av_free(&fb);
	av_free(&nr);
	av_free(&fr);
	return rc;
}

/* The options a probe is built and run with, from a vector's header. */
static void probe_opts(struct copts *o, const char *fc, const char *fflags, const char *ldflags,
		       const char *prefix)
{
	memset(o, 0, sizeof *o);
	o->fc = fc;
	o->fflags = fflags ? fflags : "";
	o->ldflags = ldflags ? ldflags : "";
	o->prefix = prefix ? prefix : "";
}

/* Build src (a program taking a footprint in lines and a number of
 * references) as NAME and time it over each of the n footprints lines[]
 * with nr references and with none, the 2 n runs taking turns: ns[i],
 * the least CPU time of each less that of its set-up alone, per
 * reference. 0 on success. */
static int time_footprints(const struct copts *o, const char *dir, const char *name, const char *src,
			   const int *lines, int n, int nr, double *ns)
{
	struct argvb base = { 0 }, *run = xcalloc(2 * (size_t)n, sizeof *run);
	char ***cmds = xcalloc(2 * (size_t)n, sizeof *cmds);
	double *t = xcalloc(2 * (size_t)n, sizeof *t);
	int rc = build_small(o, dir, name, src, &base);
	for (int i = 0; !rc && i < 2 * n; i++) {
		char a[48];
		snprintf(a, sizeof a, "%d %d", lines[i / 2], i % 2 ? 0 : nr);
		av_run(&run[i], &base, a);
		cmds[i] = run[i].v;
	}
	if (!rc)
		rc = least_cpu((char **const *)cmds, 2 * n, t);
	for (int i = 0; !rc && i < n; i++)
		ns[i] = (t[2 * i] - t[2 * i + 1]) / nr * 1e9;
	av_free(&base);
	for (int i = 0; i < 2 * n; i++)
		av_free(&run[i]);
	free(run);
	free(cmds);
	free(t);
	return rc;
}

/* The memory probe: a gather DB(I) = X(IX(KP + I)), IX a random
 * permutation of one element per 64-byte line, as the irregular memory
 * kernels' (step 7), over footprints of AMP_MPROBE_LINES lines: one in
 * the first-level cache and the middle of stack-distance buckets 4, 5
 * and 6 (rule 16), beyond a core's own caches. Each program run makes
 * one untimed pass over its footprint and then AMP_MPROBE_REFS
 * references (8 times fewer under a run prefix); a run with none gives
 * the set-up (allocation, first touch, the permutation) to take off. On
 * a host whose last-level cache other guests share, what a far
 * reference costs moves with their load, hours apart, while the
 * processor's own pace stays put: amp validate times the probe again
 * (docs/validation.md, "A check of the machine's pace"). */
const int amp_mprobe_lines[AMP_NMPROBES] = { 256, 65536, 262144, 1048576 };
const int amp_mprobe_bucket[AMP_NMPROBES] = { 0, 4, 5, 6 };
#define AMP_MPROBE_REFS 8388608

static int measure_memprobe(const struct copts *o, const char *dir, double ns[AMP_NMPROBES], double *refs)
{
	static const char src[] =
		"      PROGRAM AMPMP\n"
		"      INTEGER NF, NR, I, J, K, KP, T\n"
		"      INTEGER*8 SEED, A, P\n"
		"      INTEGER, ALLOCATABLE :: IX(:)\n"
		"      DOUBLE PRECISION, ALLOCATABLE :: X(:)\n"
		"      DOUBLE PRECISION DB(256)\n"
		"      CHARACTER*16 ARG\n"
		"      CALL GET_COMMAND_ARGUMENT(1, ARG)\n"
		"      READ (ARG, *) NF\n"
		"      CALL GET_COMMAND_ARGUMENT(2, ARG)\n"
		"      READ (ARG, *) NR\n"
		"      ALLOCATE(X(8 * NF), IX(NF))\n"
		"      DO 10 I = 1, 8 * NF\n"
		"         X(I) = 1.0D0\n"
		"   10 CONTINUE\n"
		"      DO 20 I = 1, NF\n"
		"         IX(I) = 8 * (I - 1) + 1\n"
		"   20 CONTINUE\n"
		"      SEED = 12345\n"
		"      A = 16807\n"
		"      P = 2147483647\n"
		"      DO 30 I = NF, 2, -1\n"
		"         SEED = MOD(SEED * A, P)\n"
		"         K = INT(MOD(SEED, INT(I, 8))) + 1\n"
		"         T = IX(I)\n"
		"         IX(I) = IX(K)\n"
		"         IX(K) = T\n"
		"   30 CONTINUE\n"
		"      KP = 0\n"
		"      DO 50 J = 1, NF / 256 + NR / 256\n"
		"         DO 40 I = 1, 256\n"
		"            DB(I) = X(IX(KP + I))\n"
		"   40    CONTINUE\n"
		"         KP = KP + 256\n"
		"         IF (KP .GE. NF) KP = 0\n"
		"   50 CONTINUE\n"
		"      IF (DB(7) .NE. 1.0D0) PRINT *, DB(7)\n"
		"      END\n";
	int nr = o->prefix && *o->prefix ? AMP_MPROBE_REFS / 8 : AMP_MPROBE_REFS;
	*refs = nr;
	return time_footprints(o, dir, "ampmp", src, amp_mprobe_lines, AMP_NMPROBES, nr, ns);
}

/* The dependent-load probe (load-latency-ns, rule 22): J = IX(J) around
 * one cycle through AMP_LDLAT_N footprints of one element per 64-byte
 * line (Sattolo's shuffle: every line once a lap, in random order), the
 * first in the first-level cache, the others at the middle of stack-
 * distance buckets 1 to 6 (rule 16): each load waits for the one
 * before, as a misprediction waits for the element its condition reads.
 * One untimed lap, then AMP_LDLAT_REFS loads (8 times fewer under a run
 * prefix, 16 times fewer with --quick); a run with none gives the set-up
 * to take off. */
const int amp_ldlat_lines[AMP_LDLAT_N] = { 256, 1024, 4096, 16384, 65536, 262144, 1048576 };
#define AMP_LDLAT_REFS 4194304

static int measure_ldlat(const struct copts *o, const char *dir, double ns[AMP_LDLAT_N], double *refs)
{
	static const char src[] =
		"      PROGRAM AMPLL\n"
		"      INTEGER NF, NR, I, J, K, T\n"
		"      INTEGER*8 SEED, A, P\n"
		"      INTEGER, ALLOCATABLE :: IX(:), IP(:)\n"
		"      CHARACTER*16 ARG\n"
		"      CALL GET_COMMAND_ARGUMENT(1, ARG)\n"
		"      READ (ARG, *) NF\n"
		"      CALL GET_COMMAND_ARGUMENT(2, ARG)\n"
		"      READ (ARG, *) NR\n"
		"      ALLOCATE(IX(16 * NF), IP(NF))\n"
		"      DO 10 I = 1, NF\n"
		"         IP(I) = I\n"
		"   10 CONTINUE\n"
		"      SEED = 12345\n"
		"      A = 16807\n"
		"      P = 2147483647\n"
		"      DO 20 I = NF, 2, -1\n"
		"         SEED = MOD(SEED * A, P)\n"
		"         K = INT(MOD(SEED, INT(I - 1, 8))) + 1\n"
		"         T = IP(I)\n"
		"         IP(I) = IP(K)\n"
		"         IP(K) = T\n"
		"   20 CONTINUE\n"
		"      DO 30 I = 1, NF\n"
		"         IX(16 * (I - 1) + 1) = 16 * (IP(I) - 1) + 1\n"
		"   30 CONTINUE\n"
		"      DEALLOCATE(IP)\n"
		"      J = 1\n"
		"      DO 40 I = 1, NF\n"
		"         J = IX(J)\n"
		"   40 CONTINUE\n"
		"      DO 50 I = 1, NR\n"
		"         J = IX(J)\n"
		"   50 CONTINUE\n"
		"      IF (J .LT. 1) PRINT *, J\n"
		"      END\n";
	int nr = o->prefix && *o->prefix ? AMP_LDLAT_REFS / 8 : AMP_LDLAT_REFS;
	if (o->quick)
		nr /= 16;
	*refs = nr;
	int rc = time_footprints(o, dir, "ampll", src, amp_ldlat_lines, AMP_LDLAT_N, nr, ns);
	for (int i = 0; !rc && i < AMP_LDLAT_N; i++)
		if (!(ns[i] > 0)) /* under the clock's resolution: the least measurable */
			ns[i] = 1e-3;
	return rc;
}

int amp_ldlat_time(const char *fc, const char *fflags, const char *ldflags, const char *prefix,
		   const char *dir, double ns[AMP_LDLAT_N], double *refs)
{
	struct copts o;
	probe_opts(&o, fc, fflags, ldflags, prefix);
	for (int i = 0; i < AMP_LDLAT_N; i++)
		ns[i] = -1;
	return measure_ldlat(&o, dir, ns, refs);
}

/* The header lines of the dependent-load probe's times ns (refs loads a
 * footprint) into h, replacing any. */
void amp_ldlat_header(struct amp_header *h, const double ns[AMP_LDLAT_N], double refs)
{
	char buf[1024];
	int n = 0;
	for (int i = 0; i < AMP_LDLAT_N; i++)
		n += snprintf(buf + n, sizeof buf - (size_t)n, "%s%.4f", i ? " " : "", ns[i]);
	amp_header_set(h, "load-latency-ns", buf);
	snprintf(buf, sizeof buf, "J = IX(J) around a random cycle through one element per 64-byte line "
		 "of %d, %d, %d, %d, %d, %d and %d lines (the first-level cache, buckets 1 to 6), %.3g loads "
		 "after one lap, least of %d runs each less the least of %d that only set up: ns a load "
		 "in load-latency-ns", amp_ldlat_lines[0], amp_ldlat_lines[1], amp_ldlat_lines[2],
		 amp_ldlat_lines[3], amp_ldlat_lines[4], amp_ldlat_lines[5], amp_ldlat_lines[6], refs,
		 AMP_STARTUP_RUNS, AMP_STARTUP_RUNS);
	amp_header_set(h, "load-latency-runs", buf);
}

int amp_mprobes_recorded(const struct amp_vec *v, double ns[AMP_NMPROBES])
{
	const char *s = amp_header_get(&v->header, "memory-probe-ns");
	int n = s ? sscanf(s, "%lf %lf %lf %lf", &ns[0], &ns[1], &ns[2], &ns[3]) : 0;
	for (int i = 0; i < AMP_NMPROBES; i++)
		if (n != AMP_NMPROBES || !(ns[i] > 0))
			n = 0;
	if (n != AMP_NMPROBES)
		for (int i = 0; i < AMP_NMPROBES; i++)
			ns[i] = -1;
	return n;
}

int amp_mprobes_time(const char *fc, const char *fflags, const char *ldflags, const char *prefix,
		     const char *dir, double ns[AMP_NMPROBES])
{
	struct copts o;
	probe_opts(&o, fc, fflags, ldflags, prefix);
	double refs;
	for (int i = 0; i < AMP_NMPROBES; i++)
		ns[i] = -1;
	return measure_memprobe(&o, dir, ns, &refs);
}

const char *const amp_probe_names[AMP_NPROBES] = { "variable step", "step 1", "near call", "far call" };

/* "... runs each: A and B ns ..." of a probe header line into a, b. */
static int probe_pair(const char *line, double *a, double *b)
{
	const char *t = line ? strstr(line, "runs each: ") : NULL;
	return t && sscanf(t + strlen("runs each: "), "%lf and %lf", a, b) == 2 && *a > 0 && *b > 0;
}

int amp_probes_recorded(const struct amp_vec *v, double ns[AMP_NPROBES], char **align)
{
	int n = 0;
	for (int i = 0; i < AMP_NPROBES; i++)
		ns[i] = -1;
	*align = NULL;
	if (probe_pair(amp_header_get(&v->header, "variable-step-runs"), &ns[0], &ns[1]))
		n += 2;
	else
		ns[0] = ns[1] = -1;
	const char *nc = amp_header_get(&v->header, "near-call-runs");
	const char *a = nc ? strstr(nc, "starting a page (") : NULL, *e = a ? strchr(a, ')') : NULL;
	if (a && e && probe_pair(nc, &ns[2], &ns[3])) {
		a += strlen("starting a page (");
		*align = xstrndup(a, (size_t)(e - a));
		n += 2;
	} else
		ns[2] = ns[3] = -1;
	return n;
}

int amp_probes_time(const char *fc, const char *fflags, const char *ldflags, const char *prefix,
		    const char *align, const char *dir, const double want[AMP_NPROBES], double ns[AMP_NPROBES])
{
	struct copts o;
	probe_opts(&o, fc, fflags, ldflags, prefix);
	double d, n;
	for (int i = 0; i < AMP_NPROBES; i++)
		ns[i] = -1;
	/* the probes come in pairs, a pair recorded whole or not at all */
	if (want[0] >= 0 && measure_vstep(&o, dir, &d, &ns[0], &ns[1], &n) != 0)
		return -1;
	if (want[2] >= 0 && align && measure_nearcall(&o, dir, align, &d, &ns[2], &ns[3], &n) != 0)
		return -1;
	return 0;
}

/* Reductions (rule 20): S = S + SUM(A(1:L)), MAXVAL(A(1:L)),
 * MAXVAL(ABS(A(1:L))) and DOT_PRODUCT(A(1:L), B(1:L)) on doubles, each
 * in a loop of NR references, at L = AMP_RED_SHORT and AMP_RED_LONG;
 * AMP_RED_ELEMS elements a run (10 times fewer under a run prefix). The
 * values are not exactly representable and a division rounds before the
 * loop, so the sums and products run after the first inexact result, as
 * a program's do (rule 18 prices what comes before it). */
#define AMP_RED_MODES 4
#define AMP_RED_SHORT 16
#define AMP_RED_LONG 4096
#define AMP_RED_ELEMS 24576000.0
static const char amp_red_src[] =
	"      PROGRAM AMPRD\n"
	"      INTEGER M, NR, L, R\n"
	"      DOUBLE PRECISION A(4096), B(4096), S\n"
	"      CHARACTER*16 ARG\n"
	"      CALL GET_COMMAND_ARGUMENT(1, ARG)\n"
	"      READ (ARG, *) M\n"
	"      CALL GET_COMMAND_ARGUMENT(2, ARG)\n"
	"      READ (ARG, *) NR\n"
	"      CALL GET_COMMAND_ARGUMENT(3, ARG)\n"
	"      READ (ARG, *) L\n"
	"      A = 0.1D0\n"
	"      B = 0.3D0\n"
	"      S = A(1) / 3.0D0\n"
	"      S = 0.0D0\n"
	"      IF (M .EQ. 1) THEN\n"
	"         DO 10 R = 1, NR\n"
	"            S = S + SUM(A(1:L))\n"
	"   10    CONTINUE\n"
	"      ELSE IF (M .EQ. 2) THEN\n"
	"         DO 20 R = 1, NR\n"
	"            S = S + MAXVAL(A(1:L))\n"
	"   20    CONTINUE\n"
	"      ELSE IF (M .EQ. 3) THEN\n"
	"         DO 30 R = 1, NR\n"
	"            S = S + MAXVAL(ABS(A(1:L)))\n"
	"   30    CONTINUE\n"
	"      ELSE\n"
	"         DO 40 R = 1, NR\n"
	"            S = S + DOT_PRODUCT(A(1:L), B(1:L))\n"
	"   40    CONTINUE\n"
	"      END IF\n"
	"      IF (S .EQ. 12345.0D0) PRINT *, S\n"
	"      END\n";

/* The references of a reduction run: NR for length L. */
static long red_refs(const struct copts *o, int len)
{
	double n = AMP_RED_ELEMS / len;
	if (o->prefix && *o->prefix)
		n /= 10;
	return (long)n;
}

/* Run AMPRD in every mode at both lengths, AMP_STARTUP_RUNS times each
 * (taking turns): t[mode * 2 + (long ? 1 : 0)], the least CPU seconds. */
static int measure_reductions(const struct copts *o, const char *dir, double *t)
{
	struct argvb base = { 0 }, run[AMP_RED_MODES * 2];
	memset(run, 0, sizeof run);
	int rc = build_small(o, dir, "amprd", amp_red_src, &base);
	if (!rc) {
		char **cmds[AMP_RED_MODES * 2];
		for (int k = 0; k < AMP_RED_MODES * 2; k++) {
			int len = k % 2 ? AMP_RED_LONG : AMP_RED_SHORT;
			char a[64];
			snprintf(a, sizeof a, "%d %ld %d", k / 2 + 1, red_refs(o, len), len);
			av_run(&run[k], &base, a);
			cmds[k] = run[k].v;
		}
		rc = least_cpu((char **const *)cmds, AMP_RED_MODES * 2, t);
	}
	av_free(&base);
	for (int k = 0; k < AMP_RED_MODES * 2; k++)
		av_free(&run[k]);
	return rc;
}

/* The reduction rows from the runs' times t (measure_reductions): per
 * mode, what a reference and an element take beyond what the vector's
 * parameters price of AMPRD's loop (its block as amp analyze counts it:
 * per reference and per element, at the sustained pace, f times the
 * parameters) and beyond the
 * start-up, solved from the two lengths; the rows are the means over
 * the modes, 0 when negative. per[] gets each mode's element and
 * reference extras. Returns -1 when AMPRD cannot be analyzed. */
static int reduction_rows(const struct copts *o, const double *t, double startup, double f,
			  const struct amp_vec *v, double *elem_ns, double *call_ns,
			  double per[AMP_RED_MODES][2])
{
	struct amp_program *p = analyze_text(amp_red_src, sizeof amp_red_src - 1);
	if (!p)
		return -1;
	double se = 0, sc = 0;
	int mode = 0;
	for (size_t b = 0; b < p->nblocks && mode < AMP_RED_MODES; b++) {
		const struct amp_block *bl = &p->blocks[b];
		if (bl->counts[AMP_NPARAMS + AMP_RED_CALL] <= 0 || bl->nscaled != 1)
			continue;
		double once = 0, each = 0;
		for (int i = 0; i < AMP_NPARAMS; i++) {
			once += bl->counts[i] * v->p[i].ns;
			each += bl->scaled[0].counts[i] * v->p[i].ns;
		}
		double x[2];
		for (int l = 0; l < 2; l++) {
			int len = l ? AMP_RED_LONG : AMP_RED_SHORT;
			double nr = (double)red_refs(o, len), run = t[mode * 2 + l];
			if (startup > 0)
				run -= startup;
			x[l] = run / nr * 1e9 - f * (once + len * each);
		}
		per[mode][0] = (x[1] - x[0]) / (AMP_RED_LONG - AMP_RED_SHORT);
		per[mode][1] = x[0] - AMP_RED_SHORT * per[mode][0];
		se += per[mode][0];
		sc += per[mode][1];
		mode++;
	}
	amp_program_free(p);
	if (mode < AMP_RED_MODES)
		return -1;
	*elem_ns = se / AMP_RED_MODES > 0 ? se / AMP_RED_MODES : 0;
	*call_ns = sc / AMP_RED_MODES > 0 ? sc / AMP_RED_MODES : 0;
	return 0;
}

/* The sustained pace: kernels timed in a long run as well as in short
 * timings (amp-harness sustain), 8 of the mixes spread over them, each
 * in 120 timings of the rounds' length and 3 of 400 ms (fewer and shorter
 * with --quick). */
#define AMP_SUSTAIN_MAX 32
struct sustain_plan {
	int kernels, shorts, longs;
	double ms;
};
static const struct sustain_plan sustain_full = { 8, 120, 3, 400.0 }, sustain_quick = { 3, 30, 2, 40.0 };

/* Measurements: t[k][r] ns per call, nrep[k]. */
struct meas {
	size_t nk;
	int rounds;
	double *t;       /* nk * rounds, NAN where missing */
	int *pos;        /* nk * rounds: place of that timing within its round */
	int *nrep;
	double resolution, overhead;
	int done;        /* complete rounds */
	int *proc;       /* rounds: the harness process that measured it */
	int cur_proc;    /* counts the processes' "timer" lines */
	double startup;  /* "startup S" line: seconds, -1 when none */
	double page_ns;  /* "page-touch N" line: ns, -1 when none */
	double vstep[4]; /* "variable-step NS VAR ONE ITERS" line; vstep[0] -1 when none */
	double ncall[4]; /* "near-call NS NEAR FAR CALLS" line; ncall[0] -1 when none */
	double mprobe[AMP_NMPROBES + 1]; /* "memory-probe NS... REFS" line; mprobe[0] -1 when none */
	double ldlat[AMP_LDLAT_N + 1];   /* "load-latency NS... REFS" line; ldlat[0] -1 when none */
	double red[AMP_RED_MODES * 2]; /* "reductions T..." line: measure_reductions's times */
	int has_red;
	double measured_at, measured_s; /* "measured T S": when (epoch) and how long, 0 when none */
	int align;       /* "align N FLAGS" line: the kernels' alignment in bytes, 0 none, -1 not known */
	int nsus;        /* "sustain K SHORT LONG" lines: kernel K's ns per
			    repetition in short timings and in a long run */
	int sus_k[AMP_SUSTAIN_MAX];
	double sus_short[AMP_SUSTAIN_MAX], sus_long[AMP_SUSTAIN_MAX];
	char align_flag[64]; /* and the flags that gave it */
	int layouts;     /* "layouts N" line: library layouts the processes take in turn, 0 not known */
	struct amp_rounds g; /* the rounds by process, once all are in */
};

static int parse_line(struct meas *m, const char *line, int *cur_round, double **pending,
		      int *pending_nrep)
{
	int k, n, r;
	double v, w;
	if (sscanf(line, "timer %lf %lf", &v, &w) == 2) {
		/* every harness process starts with its timer line */
		m->resolution = v;
		m->overhead = w;
		m->cur_proc++;
	} else if (sscanf(line, "calib %d %d", &k, &n) == 2) {
		(void)k;
	} else if (sscanf(line, "startup %lf", &v) == 1) {
		m->startup = v >= 0 ? v : -1;
	} else if (sscanf(line, "page-touch %lf", &v) == 1) {
		m->page_ns = v >= 0 ? v : -1;
	} else if (strncmp(line, "reductions ", 11) == 0) {
		double rt[AMP_RED_MODES * 2];
		int nt = 0, used;
		const char *q = line + 11;
		while (nt < AMP_RED_MODES * 2 && sscanf(q, "%lf%n", &rt[nt], &used) == 1 && rt[nt] > 0) {
			q += used;
			nt++;
		}
		if (nt == AMP_RED_MODES * 2) {
			memcpy(m->red, rt, sizeof rt);
			m->has_red = 1;
		}
	} else if (sscanf(line, "variable-step %lf %lf %lf %lf", &m->vstep[0], &m->vstep[1], &m->vstep[2],
			  &m->vstep[3]) == 4) {
		if (!(m->vstep[0] >= 0))
			m->vstep[0] = -1;
	} else if (sscanf(line, "near-call %lf %lf %lf %lf", &m->ncall[0], &m->ncall[1], &m->ncall[2],
			  &m->ncall[3]) == 4) {
		if (!(m->ncall[0] >= 0))
			m->ncall[0] = -1;
	} else if (sscanf(line, "memory-probe %lf %lf %lf %lf %lf", &m->mprobe[0], &m->mprobe[1], &m->mprobe[2],
			  &m->mprobe[3], &m->mprobe[4]) == AMP_NMPROBES + 1) {
		if (!(m->mprobe[0] > 0))
			m->mprobe[0] = -1;
	} else if (strncmp(line, "load-latency ", 13) == 0) {
		double x[AMP_LDLAT_N + 1];
		int nt = 0, used;
		const char *q = line + 13;
		while (nt < AMP_LDLAT_N + 1 && sscanf(q, "%lf%n", &x[nt], &used) == 1 && x[nt] > 0) {
			q += used;
			nt++;
		}
		if (nt == AMP_LDLAT_N + 1)
			memcpy(m->ldlat, x, sizeof x);
	} else if (sscanf(line, "sustain %d %lf %lf", &k, &v, &w) == 3) {
		if (m->nsus < AMP_SUSTAIN_MAX && k >= 1 && v > 0 && w > 0) {
			m->sus_k[m->nsus] = k;
			m->sus_short[m->nsus] = v;
			m->sus_long[m->nsus++] = w;
		}
	} else if (sscanf(line, "align %d", &k) == 1) {
		m->align = k >= 0 ? k : -1;
		/* the flag follows the size: "align 4096 -falign-functions=4096" */
		const char *fl = strchr(line + 6, ' ');
		snprintf(m->align_flag, sizeof m->align_flag, "%s", fl ? fl + 1 : "");
		m->align_flag[strcspn(m->align_flag, "\n")] = 0;
	} else if (sscanf(line, "layouts %d", &k) == 1) {
		m->layouts = k >= 1 && k <= AMP_LAYOUTS ? k : 0;
	} else if (sscanf(line, "measured %lf %lf", &v, &w) == 2) {
		m->measured_at = v > 0 ? v : 0;
		m->measured_s = w > 0 ? w : 0;
	} else if (sscanf(line, "round %d", &r) == 1) {
		*cur_round = r;
		for (size_t i = 0; i < m->nk; i++)
			(*pending)[i] = NAN;
		pending_nrep[2 * m->nk] = 0;
	} else if (sscanf(line, "t %d %d %lf", &k, &n, &v) == 3) {
		if (k >= 1 && (size_t)k <= m->nk && *cur_round >= 0) {
			(*pending)[k - 1] = v;
			pending_nrep[k - 1] = n;
			pending_nrep[m->nk + (size_t)k - 1] = pending_nrep[2 * m->nk]++;
		}
	} else if (sscanf(line, "end %d", &r) == 1) {
		if (r == *cur_round && r < m->rounds && m->done < m->rounds) {
			for (size_t i = 0; i < m->nk; i++) {
				m->t[i * (size_t)m->rounds + (size_t)m->done] = (*pending)[i] / pending_nrep[i];
				m->pos[i * (size_t)m->rounds + (size_t)m->done] = pending_nrep[m->nk + i];
				m->nrep[i] = pending_nrep[i];
			}
			m->proc[m->done] = m->cur_proc;
			m->done++;
			return 1;
		}
	}
	return 0;
}

static volatile sig_atomic_t interrupted;
static void on_signal(int sig)
{
	(void)sig;
	interrupted = 1;
}

static void progress(int done, int total, double t0)
{
	if (!isatty(2))
		return;
	double el = amp_now() - t0;
	double eta = done > 0 ? el * (total - done) / done : 0;
	int width = 30, fill = total ? width * done / total : width;
	fprintf(stderr, "\r[%.*s%*s] %3d%%  %d/%d timings  %.0fs left ", fill,
		"##############################", width - fill, "", total ? 100 * done / total : 100,
		done, total, eta);
	if (done == total)
		fputc('\n', stderr);
}

/* One harness process for the next `count` rounds; appends them to the
 * checkpoint. timings counts the timings seen over all processes, of
 * total, since t0 (for the progress bar). */
static int run_harness(const struct copts *o, const char *dir, struct meas *m, const char *ckpt,
		       int count, int *timings, int total, double t0)
{
	int np;
	char **pre = amp_words(o->prefix, &np);
	int until = m->done + count;
	char a1[32], a2[32], a3[32], a4[32];
	snprintf(a1, sizeof a1, "%d", count);
	snprintf(a2, sizeof a2, "%d", m->done);
	snprintf(a3, sizeof a3, "%g", o->target_ms);
	snprintf(a4, sizeof a4, "%lu", o->seed);
	/* the processes take the library layouts in turn */
	int layout = m->layouts > 1 ? m->cur_proc % m->layouts : 0;
	char *exe = harness_path(dir, layout);
	char **argv = xcalloc((size_t)(np + 7), sizeof *argv);
	/* After the first process, the later ones take its repetitions
	 * rather than calibrating again. */
	char *calib = NULL;
	int have_nrep = m->done > 0;
	for (size_t k = 0; k < m->nk; k++)
		have_nrep &= m->nrep[k] > 0;
	if (have_nrep) {
		struct amp_buf cb = { 0 };
		for (size_t k = 0; k < m->nk; k++)
			buf_printf(&cb, "calib %zu %d\n", k + 1, m->nrep[k]);
		calib = xasprintf("%s/calib.txt", dir);
		if (amp_write_file_atomic(calib, cb.s, cb.len) != 0) {
			free(calib);
			calib = NULL;
		}
		buf_release(&cb);
	}
	int n = 0;
	for (int i = 0; i < np; i++)
		argv[n++] = pre[i];
	argv[n++] = exe;
	argv[n++] = a1;
	argv[n++] = a2;
	argv[n++] = a3;
	argv[n++] = a4;
	if (calib)
		argv[n++] = calib;
	argv[n] = NULL;
	int fds[2];
	if (pipe(fds) != 0) {
		amp_error("cannot run the harness: %s", strerror(errno));
		free(argv);
		free(exe);
		free(calib);
		amp_words_free(pre, np);
		return -1;
	}
	fflush(stdout);
	pid_t pid = fork();
	if (pid == 0) {
		dup2(fds[1], 1);
		close(fds[0]);
		close(fds[1]);
		execvp(argv[0], argv);
		fprintf(stderr, "amp: error: cannot run '%s': %s\n", argv[0], strerror(errno));
		_exit(127);
	}
	close(fds[1]);
	FILE *in = fdopen(fds[0], "r");
	FILE *ck = fopen(ckpt, "a");
	if (!ck)
		amp_warning("cannot write the checkpoint '%s': %s", ckpt, strerror(errno));
	else if (m->layouts > 1)
		fprintf(ck, "process-layout %d\n", layout);
	double *pending = xcalloc(m->nk, sizeof *pending);
	int *pnrep = xcalloc(2 * m->nk + 1, sizeof *pnrep); /* nrep, place, count */
	int cur = -1;
	char line[256];
	struct amp_buf roundbuf = { 0 };
	while (fgets(line, sizeof line, in)) {
		if (line[0] == 't' && line[1] == ' ')
			progress(++*timings, total, t0);
		if (line[0] == 't' || line[0] == 'e')
			buf_adds(&roundbuf, line);
		if (strncmp(line, "timer ", 6) == 0 && ck)
			fputs(line, ck);
		if (parse_line(m, line, &cur, &pending, pnrep) && ck) {
			/* a finished round goes to the checkpoint at once */
			fputs(roundbuf.s, ck);
			fflush(ck);
			fsync(fileno(ck));
			buf_reset(&roundbuf);
		} else if (strncmp(line, "round ", 6) == 0) {
			buf_reset(&roundbuf);
			buf_adds(&roundbuf, line);
		}
		if (interrupted)
			break;
	}
	buf_release(&roundbuf);
	if (interrupted)
		kill(pid, SIGTERM);
	fclose(in);
	int st;
	waitpid(pid, &st, 0);
	if (ck)
		fclose(ck);
	free(pending);
	free(pnrep);
	free(argv);
	free(exe);
	free(calib);
	amp_words_free(pre, np);
	if (interrupted)
		return -1;
	if (!WIFEXITED(st) || WEXITSTATUS(st) != 0 || m->done < until) {
		amp_error("the harness failed after %d of %d rounds (kept in '%s')", m->done, m->rounds, ckpt);
		return -1;
	}
	return 0;
}

/* Run the harness for the rounds still missing, in o->processes
 * processes one after the other (process p measures rounds
 * [p R / P, (p + 1) R / P)); a resumed run starts a process for the rest
 * of the interrupted one's share. */
/* One kernel's pace in a long run against its short timings': per
 * repetition, the least of the long timings and the 10th percentile of
 * the short ones (as the rounds take a process's kernel time). */
static int sustain_kernel(const struct copts *o, const char *dir, int k, int nrep, double *sh,
			  double *lg)
{
	const struct sustain_plan *sp = o->quick ? &sustain_quick : &sustain_full;
	int shorts = sp->shorts, longs = sp->longs;
	double f = sp->ms / o->target_ms;
	double nl = (double)nrep * (f > 1 ? f : 1);
	if (nl > 2e9)
		nl = 2e9;
	struct argvb run = { 0 };
	av_words(&run, o->prefix);
	char *exe = xasprintf("%s/amp-harness", dir), a[5][32];
	av_add(&run, exe);
	av_add(&run, "sustain");
	snprintf(a[0], sizeof a[0], "%d", k);
	snprintf(a[1], sizeof a[1], "%d", nrep);
	snprintf(a[2], sizeof a[2], "%d", shorts);
	snprintf(a[3], sizeof a[3], "%.0f", nl);
	snprintf(a[4], sizeof a[4], "%d", longs);
	for (int i = 0; i < 5; i++)
		av_add(&run, a[i]);
	char *out = xasprintf("%s/sustain-%d.txt", dir, k);
	int rc = amp_run_cpu(run.v, NULL, NULL, out) < 0 ? -1 : 0;
	double *v = xcalloc((size_t)shorts + 1, sizeof *v), best = -1;
	size_t nv = 0;
	FILE *in = rc ? NULL : fopen(out, "r");
	char line[256];
	while (in && fgets(line, sizeof line, in)) {
		int kk, n;
		double t;
		if (sscanf(line, "ss %d %d %lf", &kk, &n, &t) == 3 && n > 0 && nv < (size_t)shorts)
			v[nv++] = t / n;
		else if (sscanf(line, "sl %d %d %lf", &kk, &n, &t) == 3 && n > 0 && (best < 0 || t / n < best))
			best = t / n;
	}
	if (in)
		fclose(in);
	if (nv == 0 || best <= 0) {
		amp_error("the harness's sustained-pace run of kernel %d failed", k);
		rc = -1;
	} else {
		gsl_sort(v, 1, nv);
		*sh = gsl_stats_quantile_from_sorted_data(v, 1, nv, AMP_FIT_FLOOR_QUANTILE);
		*lg = best;
	}
	free(v);
	free(out);
	free(exe);
	av_free(&run);
	return rc;
}

/* The sustained pace (docs/characterizer.md, step 1b): kernels spread
 * over the mixes, each timed in long runs beside short timings; into m. */
static int measure_sustain(const struct copts *o, const char *dir, const struct amp_kernel_set *ks,
			   struct meas *m)
{
	int nk = (o->quick ? &sustain_quick : &sustain_full)->kernels;
	if ((size_t)nk > ks->nmix)
		nk = (int)ks->nmix;
	m->nsus = 0;
	for (int i = 0; i < nk; i++) {
		int k = (int)((2 * (size_t)i + 1) * ks->nmix / (2 * (size_t)nk)) + 1;
		if (m->nrep[k - 1] < 1)
			continue;
		double sh, lg;
		if (sustain_kernel(o, dir, k, m->nrep[k - 1], &sh, &lg) != 0)
			return -1;
		m->sus_k[m->nsus] = k;
		m->sus_short[m->nsus] = sh;
		m->sus_long[m->nsus++] = lg;
	}
	return 0;
}

/* The median over the sustain kernels of long over short: how much
 * slower a run of seconds goes than the rounds' timings (0 if none). */
static double sustain_factor(const struct meas *m)
{
	double r[AMP_SUSTAIN_MAX];
	for (int i = 0; i < m->nsus; i++)
		r[i] = m->sus_long[i] / m->sus_short[i];
	return m->nsus ? amp_fit_median(r, (size_t)m->nsus) : 0;
}

static int measure(const struct copts *o, const char *dir, struct meas *m, const char *ckpt)
{
	int timings = 0, total = (m->rounds - m->done) * (int)m->nk;
	double t0 = amp_now();
	/* SIGINT and SIGTERM stop the measurement between two lines of a
	 * harness's output or between two harness processes: the handler
	 * stays for the whole phase, so a signal is never lost in between
	 * (a background job starts with SIGINT ignored) */
	struct sigaction sa, old_int, old_term;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;
	sigaction(SIGINT, &sa, &old_int);
	sigaction(SIGTERM, &sa, &old_term);
	int rc = 0;
	while (m->done < m->rounds && !interrupted) {
		int end = m->rounds;
		for (int p = 1; p <= o->processes; p++) {
			int e = (int)((long)p * m->rounds / o->processes);
			if (e > m->done) {
				end = e;
				break;
			}
		}
		if (run_harness(o, dir, m, ckpt, end - m->done, &timings, total, t0) != 0) {
			rc = -1;
			break;
		}
	}
	sigaction(SIGINT, &old_int, NULL);
	sigaction(SIGTERM, &old_term, NULL);
	if (interrupted) {
		amp_error("interrupted: %d of %d rounds kept in '%s'; run the same command again to resume",
			  m->done, m->rounds, ckpt);
		return -1;
	}
	return rc;
}

/* The version of the kernels and the harness that a checkpoint or a kept
 * rounds file was measured with (its first line); a run of another version
 * timed other kernels, or timed them otherwise, and neither resumes nor
 * refits here. 4: array elements updated from themselves, and each timing
 * after an untimed call like it. 5: the strided memory kernels. 6: two
 * untimed passes before a memory kernel's timing up to 2^18 lines, one
 * beyond. */
#define AMP_CKPT_VERSION 6

/* The version a rounds file's first line names, or -1 when it names none
 * (a harness's own output). */
static int rounds_version(const char *path)
{
	FILE *f = fopen(path, "r");
	if (!f)
		return -1;
	int v = -1;
	if (fscanf(f, "amp-checkpoint %d", &v) != 1)
		v = -1;
	fclose(f);
	return v;
}

/* Rounds already in a checkpoint (or a harness output file). */
static void load_rounds(const char *path, struct meas *m, int strict_header, const char *header)
{
	size_t len;
	char *t = amp_read_file(path, &len);
	if (!t)
		return;
	char *line = t;
	int cur = -1;
	double *pending = xcalloc(m->nk, sizeof *pending);
	int *pnrep = xcalloc(2 * m->nk + 1, sizeof *pnrep); /* nrep, place, count */
	int first = 1;
	while (line && *line) {
		char *nl = strchr(line, '\n');
		if (nl)
			*nl = '\0';
		if (first && strict_header) {
			first = 0;
			if (strcmp(line, header) != 0) {
				amp_warning("ignoring checkpoint '%s' of another configuration", path);
				break;
			}
		} else {
			parse_line(m, line, &cur, &pending, pnrep);
		}
		line = nl ? nl + 1 : NULL;
	}
	free(pending);
	free(pnrep);
	free(t);
}

static char *cmd_first_line(const char *cmd, const char *arg)
{
	char tmpl[] = "/tmp/amp-char-XXXXXX";
	int fd = mkstemp(tmpl);
	if (fd < 0)
		return xstrdup("unknown");
	pid_t pid = fork();
	if (pid == 0) {
		dup2(fd, 1);
		dup2(fd, 2);
		execlp(cmd, cmd, arg, (char *)NULL);
		_exit(127);
	}
	int st;
	waitpid(pid, &st, 0);
	close(fd);
	char *t = amp_read_file(tmpl, NULL);
	unlink(tmpl);
	if (!t || !*t || (WIFEXITED(st) && WEXITSTATUS(st) == 127)) {
		free(t);
		return xstrdup("unknown");
	}
	char *nl = strchr(t, '\n');
	if (nl)
		*nl = '\0';
	return t;
}

/* The value of the first "key<blanks>: value" line of /proc/cpuinfo's
 * text t, or NULL. */
static char *cpuinfo_value(const char *t, const char *key)
{
	size_t n = strlen(key);
	for (const char *l = t; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
		if (strncmp(l, key, n) != 0)
			continue;
		const char *p = l + n, *nl = strchr(l, '\n');
		while (*p == ' ' || *p == '\t')
			p++;
		if (*p != ':')
			continue; /* "model" is not "model name" */
		p++;
		while (*p == ' ')
			p++;
		return xstrndup(p, nl ? (size_t)(nl - p) : strlen(p));
	}
	return NULL;
}

/* The processor's name, with its family, model and stepping when
 * /proc/cpuinfo gives them: one name can cover several generations. */
static char *cpu_model(void)
{
	char *t = amp_read_file("/proc/cpuinfo", NULL);
	char *r = NULL;
	if (t) {
		char *name = cpuinfo_value(t, "model name"), *fam = cpuinfo_value(t, "cpu family");
		char *mod = cpuinfo_value(t, "model"), *step = cpuinfo_value(t, "stepping");
		if (name && fam && mod && step)
			r = xasprintf("%s (family %s, model %s, stepping %s)", name, fam, mod, step);
		else if (name)
			r = xstrdup(name);
		free(name);
		free(fam);
		free(mod);
		free(step);
		free(t);
	}
	return r ? r : xstrdup("unknown");
}

/* Parameters the kernels never exercise take the time of a sibling. */
static int sibling(int i, const int *used)
{
	const char *m = amp_params[i].mnemonic;
	char alt[5];
	memcpy(alt, m, 5);
	if (alt[3] == 'G' || alt[3] == 'L') {
		alt[3] = alt[3] == 'G' ? 'L' : 'G';
		int j = amp_param_index(alt);
		if (j >= 0 && used[j])
			return j;
	}
	if (strcmp(m, "LWHI") == 0 || strcmp(m, "LOOV") == 0) {
		int j = amp_param_index(m[1] == 'W' ? "LOOV" : "LWHI");
		if (j >= 0 && used[j])
			return j;
	}
	if (m[0] == 'S' && m[3] == 'L' && (m[2] == 'S' || m[2] == 'D')) {
		alt[2] = m[2] == 'S' ? 'D' : 'S';
		alt[3] = 'L';
		int j = amp_param_index(alt);
		if (j >= 0 && used[j])
			return j;
	}
	return -1;
}

/* The kernels, a driver that calls each mix, memory and path kernel once
 * with NREP = 1, and what one call executes as the kernels declare it
 * (and a path kernel's dep.* counts): for checking with amp profile; and
 * the memory kernels' statistics. */
static int dump_kernels(struct amp_kernel_set *ks, const char *dir)
{
	if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
		amp_error("cannot create '%s': %s", dir, strerror(errno));
		return AMP_EXIT_FAIL;
	}
	struct amp_buf d = { 0 }, decl = { 0 };
	buf_adds(&d, "      PROGRAM AMPDRV\n      INTEGER LD\n      PARAMETER (LD = " AMP_KRN_LD_S ")\n"
		     "      INTEGER N, KA(LD), KB(LD)\n      REAL RA(LD), RB(LD)\n"
		     "      DOUBLE PRECISION DA(LD), DB(LD), DB2(LD,3), DA2(LD,3)\n"
		     "      DOUBLE PRECISION DA3(LD,2,2), DA4(LD,2,2,2)\n"
		     "      INTEGER I, IX\n"
		     "      N = 1\n      RA = 0.75\n      DA = 1.25D0\n"
		     "      DA2 = 0.75D0\n      DA3 = 1.5D0\n      DA4 = 0.5D0\n"
		     "C     KA: PARK AND MILLER'S GENERATOR FROM 12345 (SCHRAGE), MOD 100\n"
		     "      IX = 12345\n"
		     "      DO 10 I = 1, LD\n"
		     "      IX = 16807 * MOD(IX, 127773) - 2836 * (IX / 127773)\n"
		     "      IF (IX .LE. 0) IX = IX + 2147483647\n"
		     "      KA(I) = MOD(IX, 100)\n"
		     "   10 CONTINUE\n"
		     "      CALL AMPINIT\n");
	for (size_t i = 0; i < ks->n; i++) {
		const struct amp_kernel *kk = &ks->k[i];
		if (i >= ks->nmix && !kk->mem_kind && !kk->path && !kk->fpx)
			continue;
		buf_printf(&d, "      CALL AMP%c%d(N, KA, KB, RA, RB, DA, DB, DB2, DA2, DA3, DA4)\n",
			   i < ks->nmix ? 'W' : 'K', kk->id);
		/* one call, NREP = 1: the J iteration plus the call's own set-up:
		 * the J loop's DO, and in a mix three resets and IB = 0 */
		buf_printf(&decl, "AMPK%d", kk->id);
		for (int j = 0; j < AMP_NPARAMS; j++) {
			double v = kk->call1[j];
			if (strcmp(amp_params[j].mnemonic, "SISL") == 0 && i < ks->nmix)
				v += 4;
			if (strcmp(amp_params[j].mnemonic, "LOIN") == 0)
				v += 1;
			if (v != 0)
				buf_printf(&decl, " %s=%g", amp_params[j].mnemonic, v);
		}
		/* a path kernel's path (rule 17), per call */
		for (int q = 0; kk->path && q < AMP_NLAT; q++)
			if (kk->dep[q] != 0)
				buf_printf(&decl, " %s=%g", amp_counter_name(amp_dep_counter(q)), kk->dep[q]);
		buf_addc(&decl, '\n');
	}
	buf_adds(&d, "      END\n");
	/* The memory kernels' references per J iteration by memory class, as
	 * the third fit takes them. */
	struct amp_buf mem = { 0 };
	if (amp_kernels_memory_stats(ks) != 0) {
		amp_error("out of memory for the memory kernels' statistics");
		buf_release(&d);
		buf_release(&decl);
		return AMP_EXIT_FAIL;
	}
	buf_adds(&mem, "# kernel\tkind\tlog2 lines\twarm-up J iterations\treferences per J iteration by class\n");
	for (size_t i = ks->nmix + ks->nchain; i < ks->nmix + ks->nchain + ks->nmem; i++) {
		const struct amp_kernel *kk = &ks->k[i];
		buf_printf(&mem, "AMPK%d\t%s\t%d\t%d\t", kk->id, amp_mem_kind_name(kk->mem_kind - 1),
			   kk->mem_shift, kk->warm);
		const char *sep = "";
		for (int c = 0; c < AMP_NMEM; c++)
			if (kk->mem[c] > 0) {
				buf_printf(&mem, "%s%s=%.4g", sep, amp_mem_name(c), kk->mem[c]);
				sep = " ";
			}
		buf_addc(&mem, '\n');
	}
	char *k = xasprintf("%s/kernels.f", dir), *dr = xasprintf("%s/driver.f", dir),
	     *dc = xasprintf("%s/declared.txt", dir), *dm = xasprintf("%s/memory.txt", dir);
	int rc = amp_write_file_atomic(k, ks->source.s, ks->source.len) ||
		 amp_write_file_atomic(dr, d.s, d.len) || amp_write_file_atomic(dc, decl.s, decl.len) ||
		 amp_write_file_atomic(dm, mem.s, mem.len);
	free(k);
	free(dr);
	free(dc);
	free(dm);
	buf_release(&d);
	buf_release(&decl);
	buf_release(&mem);
	return rc ? AMP_EXIT_FAIL : AMP_EXIT_OK;
}

/* How disturbed the run was: the median, over kernels, of how much
 * slower their median round was than their least one (for the header). */
static double round_spread(const struct meas *m)
{
	size_t nk = m->nk, R = (size_t)m->rounds;
	double *v = xcalloc(R, sizeof *v), *s = xcalloc(nk, sizeof *s);
	size_t ns = 0;
	for (size_t k = 0; k < nk; k++) {
		size_t n = 0;
		for (size_t r = 0; r < R; r++)
			if (!isnan(m->t[k * R + r]))
				v[n++] = m->t[k * R + r];
		if (n < 2)
			continue;
		double med = amp_fit_median(v, n); /* sorts v */
		if (v[0] > 0)
			s[ns++] = med / v[0] - 1;
	}
	double c = amp_fit_median(s, ns);
	free(v);
	free(s);
	return c;
}

/* The loop-carried chains of the mixed kernels, as amp analyze counts
 * them (parameters.md rule 15): per kernel, the lat.* counts per J
 * iteration of its body's heaviest chain (the trip count times the body
 * block's), in latency class order. Returns 0, or -1 when the kernels
 * could not be analyzed (then no kernel is taken for chain-bound). */
/* A mixed kernel is chain-bound, and left out of the operations' fit, when
 * its chain takes more than this share of its measured time. */
#define AMP_CHAIN_BOUND 0.8

static int mix_chains(const struct amp_kernel_set *ks, double *chains)
{
	struct amp_program *p = analyze_text(ks->source.s, ks->source.len);
	if (!p)
		return -1;
	const int lat0 = amp_lat_counter(0);
	size_t k = 0;
	for (size_t b = 0; b < p->nblocks; b++) {
		const struct amp_block *bl = &p->blocks[b];
		while (k < ks->nmix && bl->line1 > ks->k[k].last_line)
			k++;
		if (k == ks->nmix)
			break;
		if (bl->line1 < ks->k[k].first_line)
			continue;
		/* the body block with the longest chain (in operations) */
		double n = ks->k[k].trip, w = 0, wk = 0;
		for (int c = 0; c < AMP_NLAT; c++) {
			w += n * bl->counts[lat0 + c];
			wk += chains[k * AMP_NLAT + (size_t)c];
		}
		if (w > wk)
			for (int c = 0; c < AMP_NLAT; c++)
				chains[k * AMP_NLAT + (size_t)c] = n * bl->counts[lat0 + c];
	}
	amp_program_free(p);
	return 0;
}

/* Per kernel: measured ns per J iteration, as the vector predicts it,
 * their ratio, the body's lines and its declared counts per J iteration. */
static int write_residuals(const char *path, const struct amp_kernel_set *ks, const double *y,
			   const struct amp_vec *vec)
{
	struct amp_buf b = { 0 };
	buf_adds(&b, "# kernel\tlines\tmeasured_ns\tpredicted_ns\tpredicted/measured\tcounts per iteration\n");
	for (size_t k = 0; k < ks->nmix; k++) {
		const struct amp_kernel *kk = &ks->k[k];
		double f = 0;
		for (size_t j = 0; j < AMP_NPARAMS; j++)
			f += kk->per_call[j] * vec->p[j].ns;
		buf_printf(&b, "%d\t%d-%d\t%.3f\t%.3f\t%.4f\t", kk->id, kk->first_line, kk->last_line,
			   y[k], f, y[k] > 0 ? f / y[k] : 0);
		const char *sep = "";
		for (size_t j = 0; j < AMP_NPARAMS; j++)
			if (kk->per_call[j] != 0) {
				buf_printf(&b, "%s%s=%g", sep, amp_params[j].mnemonic, kk->per_call[j]);
				sep = " ";
			}
		buf_addc(&b, '\n');
	}
	/* The path kernels, per inner iteration: measured, priced at the
	 * longer of operations and window term, and the two (rule 17). */
	if (vec->has_win && vec->has_lat && ks->npath > 0) {
		buf_adds(&b, "# path kernel\tlines\tmeasured_ns\tpredicted_ns\tpredicted/measured\t"
			     "per iteration: operations_ns path_ns statements window_ns\n");
		size_t p0 = ks->nmix + ks->nchain + ks->nmem;
		for (size_t k = p0; k < p0 + ks->npath; k++) {
			const struct amp_kernel *kk = &ks->k[k];
			double s = 0, d = 0, t = y[k] / AMP_CHAIN_TRIP;
			for (size_t j = 0; j < AMP_NPARAMS; j++)
				s += kk->per_call[j] * vec->p[j].ns;
			for (int q = 0; q < AMP_NLAT; q++)
				d += kk->dep[q] * vec->lat[q];
			s /= AMP_CHAIN_TRIP;
			d /= AMP_CHAIN_TRIP;
			double w = amp_window_ns(d, kk->stmts, vec->win[0], vec->win[1]), f = w > s ? w : s;
			buf_printf(&b, "%d\t%d-%d\t%.3f\t%.3f\t%.4f\t%.3f %.3f %g %.3f\n", kk->id, kk->first_line,
				   kk->last_line, t, f, t > 0 ? f / t : 0, s, d, kk->stmts, w);
		}
	}
	int r = amp_write_file_atomic(path, b.s, b.len);
	buf_release(&b);
	return r;
}

/* The 95% intervals of n estimates x from nboot bootstrap replicates of
 * them (bs[b * n + j]), widened where needed to hold the estimate; col
 * has room for nboot values. */
static void intervals_around(const double *bs, int nboot, size_t n, double *col, const double *x,
			     double *lo, double *hi)
{
	for (size_t j = 0; j < n; j++) {
		amp_fit_interval(bs, nboot, n, j, col, &lo[j], &hi[j], NULL, NULL);
		if (lo[j] > x[j])
			lo[j] = x[j];
		if (hi[j] < x[j])
			hi[j] = x[j];
	}
}

/* Kernel k's time in the bootstrap replicate drawn into pick
 * (amp_rounds_draw); y0 when it has no rounds. v has room for
 * scratch_size values. */
static double resampled_time(const struct meas *m, size_t k, double y0, const int *pick,
			     gsl_rng *rng, double *v)
{
	return amp_fit_kernel_time(m->t + k * (size_t)m->rounds, &m->g, pick, rng, v, y0);
}

static size_t scratch_size(const struct meas *m)
{
	return 2 * (size_t)m->rounds + (size_t)m->g.nproc + 1;
}

/* The third fit: memory classes. Each memory kernel's extra time, its
 * least time per J iteration less what the vector prices its operations
 * at, against its references per J iteration in each memory class, by
 * non-negative least squares with equal weights: a bucket spans a range
 * of distances (the cost can rise several times within one), and each of
 * its kernels counts alike in its time, where weights 1 / time would
 * make it the cost of the nearest. One more term per kind of kernel, of
 * either sign (two non-negative columns), takes what the operations'
 * prices miss of that loop when its data sit in L1 (its smallest
 * footprint pins it): the memory rows are then what a reference adds
 * when its line comes from further away. Intervals: the measurement
 * bootstrap of the other fits (every kernel's rounds resampled, its
 * least time recomputed, the problem refitted). */
struct mem_fit {
	double x[AMP_NMEM], lo[AMP_NMEM], hi[AMP_NMEM];
	double offset[AMP_MK_KINDS]; /* ns per J iteration */
	double rel_rms;
	int uncovered;               /* classes no kernel exercises */
};

static void memory_fit(const struct amp_kernel_set *ks, const struct meas *m, const double *y,
		       const struct amp_vec *vec, int nboot, unsigned long seed, struct mem_fit *r)
{
	size_t first = ks->nmix + ks->nchain, nm = ks->nmem, nc = AMP_NMEM + 2 * AMP_MK_KINDS;
	double *a = xcalloc(nm * nc, sizeof *a), *base = xcalloc(nm, sizeof *base);
	double *e = xcalloc(nm, sizeof *e), *w = xcalloc(nm, sizeof *w), *x = xcalloc(nc, sizeof *x);
	int used[AMP_NMEM + 2 * AMP_MK_KINDS];
	memset(r, 0, sizeof *r);
	for (size_t c = 0; c < nc; c++)
		used[c] = c >= AMP_NMEM;
	for (size_t j = 0; j < nm; j++) {
		const struct amp_kernel *k = &ks->k[first + j];
		for (size_t i = 0; i < AMP_NPARAMS; i++)
			base[j] += k->per_call[i] * vec->p[i].ns;
		for (int c = 0; c < AMP_NMEM; c++) {
			a[j * nc + (size_t)c] = k->mem[c];
			if (k->mem[c] > 0)
				used[c] = 1;
		}
		a[j * nc + AMP_NMEM + 2 * (size_t)(k->mem_kind - 1)] = 1;
		a[j * nc + AMP_NMEM + 2 * (size_t)(k->mem_kind - 1) + 1] = -1;
		e[j] = y[first + j] - base[j];
		w[j] = 1;
	}
	for (int c = 0; c < AMP_NMEM; c++)
		r->uncovered += !used[c];
	amp_nnls(a, e, w, nm, nc, used, x);
	double ss = 0;
	for (size_t j = 0; j < nm; j++) {
		double p = 0;
		for (size_t c = 0; c < nc; c++)
			p += a[j * nc + c] * x[c];
		ss += (e[j] - p) * (e[j] - p) / (y[first + j] * y[first + j]);
	}
	r->rel_rms = sqrt(ss / (double)nm); /* relative to the measured times */
	memcpy(r->x, x, sizeof r->x);
	for (int q = 0; q < AMP_MK_KINDS; q++)
		r->offset[q] = x[AMP_NMEM + 2 * q] - x[AMP_NMEM + 2 * q + 1];
	if (nboot < 1)
		nboot = 1;
	gsl_rng *rng = gsl_rng_alloc(gsl_rng_mt19937);
	gsl_rng_set(rng, seed);
	double *bs = xcalloc((size_t)nboot * AMP_NMEM, sizeof *bs), *eb = xcalloc(nm, sizeof *eb);
	double *xb = xcalloc(nc, sizeof *xb), *v = xcalloc(scratch_size(m), sizeof *v), *col = xcalloc((size_t)nboot, sizeof *col);
	int *pick = xcalloc((size_t)m->g.nproc + 1, sizeof *pick);
	for (int b = 0; b < nboot; b++) {
		amp_rounds_draw(&m->g, rng, pick);
		for (size_t j = 0; j < nm; j++) {
			eb[j] = resampled_time(m, first + j, y[first + j], pick, rng, v) - base[j];
		}
		memcpy(xb, x, nc * sizeof *xb);
		amp_nnls(a, eb, w, nm, nc, used, xb);
		memcpy(bs + (size_t)b * AMP_NMEM, xb, AMP_NMEM * sizeof *bs);
	}
	intervals_around(bs, nboot, AMP_NMEM, col, r->x, r->lo, r->hi);
	gsl_rng_free(rng);
	free(a);
	free(base);
	free(e);
	free(w);
	free(x);
	free(bs);
	free(eb);
	free(xb);
	free(v);
	free(pick);
	free(col);
}

/* The exact rows (rule 18): per class, the difference of the least times
 * per J iteration of the kernel that clears the inexact flag and of its
 * twin, per operation. Interval: the measurement bootstrap (both kernels'
 * rounds resampled, their least times retaken), 2.5% and 97.5%
 * quantiles. A negative difference is kept in raw[] and written as 0,
 * its interval widened to hold it. */
struct fpx_fit {
	double x[AMP_NFPX], lo[AMP_NFPX], hi[AMP_NFPX], raw[AMP_NFPX];
};

static void exact_fit(const struct amp_kernel_set *ks, const struct meas *m, const double *y,
		      int nboot, unsigned long seed, struct fpx_fit *r)
{
	size_t first = ks->n - ks->nfpx;
	const double ops = (double)AMP_CHAIN_TRIP * AMP_FPX_OPS;
	gsl_rng *rng = gsl_rng_alloc(gsl_rng_mt19937);
	gsl_rng_set(rng, seed);
	double *v = xcalloc(scratch_size(m), sizeof *v), *bs = xcalloc((size_t)nboot, sizeof *bs);
	int *pick = xcalloc((size_t)m->g.nproc + 1, sizeof *pick);
	memset(r, 0, sizeof *r);
	for (int c = 0; c < AMP_NFPX; c++) {
		size_t e = first + 2 * (size_t)c, t = e + 1;
		r->raw[c] = (y[e] - y[t]) / ops;
		for (int b = 0; b < nboot; b++) {
			/* both kernels from the same processes: a paired difference */
			amp_rounds_draw(&m->g, rng, pick);
			bs[b] = (resampled_time(m, e, y[e], pick, rng, v) -
				 resampled_time(m, t, y[t], pick, rng, v)) / ops;
		}
		gsl_sort(bs, 1, (size_t)nboot);
		double lo = gsl_stats_quantile_from_sorted_data(bs, 1, (size_t)nboot, 0.025);
		double hi = gsl_stats_quantile_from_sorted_data(bs, 1, (size_t)nboot, 0.975);
		r->x[c] = r->raw[c] > 0 ? r->raw[c] : 0;
		r->lo[c] = lo < r->x[c] ? (lo > 0 ? lo : 0) : r->x[c];
		r->hi[c] = hi > r->x[c] ? hi : r->x[c];
	}
	gsl_rng_free(rng);
	free(v);
	free(pick);
	free(bs);
}

/* The fourth fit: the window term of rule 17. Each path kernel's least
 * time per inner iteration T against its operations' time S (its counts
 * as the vector prices them), its path's time D (its dep.* counts at
 * the latency rows) and its operations per iteration N (its parameter
 * counts): T = max(S, scale * D / (1 + span / N)), scale
 * and span minimizing the squared log ratios of predicted to measured, by a
 * grid over log span and log scale refined five times around the best
 * point (the last grid's steps are under 0.05% of either).
 * Intervals: the measurement bootstrap (every kernel's rounds resampled,
 * its least time recomputed, the fit redone). */
struct win_fit {
	double x[AMP_NWIN], lo[AMP_NWIN], hi[AMP_NWIN];
	double rel_rms;  /* rms of predicted / measured - 1 */
	int bound;       /* kernels the window term prices above S */
};

static double win_loss(const double *s, const double *d, const double *ns, const double *t, size_t n,
		       double scale, double span, double *rms, int *bound)
{
	double l = 0, r = 0;
	int nb = 0;
	for (size_t i = 0; i < n; i++) {
		double w = amp_window_ns(d[i], ns[i], scale, span), p = w > s[i] ? w : s[i];
		nb += w > s[i];
		double q = log(p / t[i]);
		l += q * q;
		r += (p / t[i] - 1) * (p / t[i] - 1);
	}
	if (rms)
		*rms = sqrt(r / (double)n);
	if (bound)
		*bound = nb;
	return l;
}

static void win_solve(const double *s, const double *d, const double *ns, const double *t, size_t n,
		      double *scale, double *span)
{
	double lsc = log(0.02), hsc = log(4.0), lsp = log(0.01), hsp = log(10000.0);
	double best = HUGE_VAL, bsc = 1, bsp = 1;
	for (int pass = 0; pass < 6; pass++) {
		const int g = 40;
		for (int i = 0; i <= g; i++)
			for (int j = 0; j <= g; j++) {
				double sc = exp(lsc + (hsc - lsc) * i / g), sp = exp(lsp + (hsp - lsp) * j / g);
				double l = win_loss(s, d, ns, t, n, sc, sp, NULL, NULL);
				if (l < best) {
					best = l;
					bsc = sc;
					bsp = sp;
				}
			}
		double wsc = (hsc - lsc) / 8, wsp = (hsp - lsp) / 8;
		lsc = log(bsc) - wsc;
		hsc = log(bsc) + wsc;
		lsp = log(bsp) - wsp;
		hsp = log(bsp) + wsp;
	}
	*scale = bsc;
	*span = bsp;
}

static int window_fit(const struct amp_kernel_set *ks, const struct meas *m, const double *y,
		      const struct amp_vec *vec, int nboot, unsigned long seed, struct win_fit *r)
{
	size_t first = ks->nmix + ks->nchain + ks->nmem, n = ks->npath;
	memset(r, 0, sizeof *r);
	if (n == 0)
		return -1;
	double *s = xcalloc(n, sizeof *s), *d = xcalloc(n, sizeof *d), *t = xcalloc(n, sizeof *t);
	double *ns = xcalloc(n, sizeof *ns);
	for (size_t j = 0; j < n; j++) {
		const struct amp_kernel *k = &ks->k[first + j];
		ns[j] = k->stmts;
		for (size_t i = 0; i < AMP_NPARAMS; i++)
			s[j] += k->per_call[i] * vec->p[i].ns;
		for (int q = 0; q < AMP_NLAT; q++)
			d[j] += k->dep[q] * vec->lat[q];
		s[j] /= AMP_CHAIN_TRIP;
		d[j] /= AMP_CHAIN_TRIP;
		t[j] = y[first + j] / AMP_CHAIN_TRIP;
		if (!(t[j] > 0) || !(s[j] > 0)) {
			free(ns);
			free(s);
			free(d);
			free(t);
			return -1;
		}
	}
	win_solve(s, d, ns, t, n, &r->x[0], &r->x[1]);
	win_loss(s, d, ns, t, n, r->x[0], r->x[1], &r->rel_rms, &r->bound);
	if (nboot < 1)
		nboot = 1;
	gsl_rng *rng = gsl_rng_alloc(gsl_rng_mt19937);
	gsl_rng_set(rng, seed);
	double *bs = xcalloc((size_t)nboot * AMP_NWIN, sizeof *bs), *tb = xcalloc(n, sizeof *tb);
	double *v = xcalloc(scratch_size(m), sizeof *v), *col = xcalloc((size_t)nboot, sizeof *col);
	int *pick = xcalloc((size_t)m->g.nproc + 1, sizeof *pick);
	for (int b = 0; b < nboot; b++) {
		amp_rounds_draw(&m->g, rng, pick);
		for (size_t j = 0; j < n; j++) {
			tb[j] = resampled_time(m, first + j, y[first + j], pick, rng, v) / AMP_CHAIN_TRIP;
		}
		win_solve(s, d, ns, tb, n, &bs[(size_t)b * AMP_NWIN], &bs[(size_t)b * AMP_NWIN + 1]);
	}
	intervals_around(bs, nboot, AMP_NWIN, col, r->x, r->lo, r->hi);
	gsl_rng_free(rng);
	free(ns);
	free(s);
	free(d);
	free(t);
	free(bs);
	free(tb);
	free(v);
	free(pick);
	free(col);
	return 0;
}

/* --load-latency VEC: time the dependent-load probe as VEC's machine
 * builds and runs programs, and write VEC with its lines to out. */
static int add_ldlat(const char *in, const char *out)
{
	struct amp_vec v;
	if (amp_vec_read(in, &v) != 0)
		return AMP_EXIT_FAIL;
	const struct amp_header *h = &v.header;
	const char *fc = amp_header_get(h, "compiler-command");
	char tmpl[] = "/tmp/amp-ldlat-XXXXXX";
	int rc = AMP_EXIT_FAIL;
	if (!mkdtemp(tmpl)) {
		amp_error("cannot create a build folder: %s", strerror(errno));
		amp_vec_release(&v);
		return rc;
	}
	double ns[AMP_LDLAT_N], refs = 0;
	fprintf(stderr, "amp: timing the dependent-load probe with %s\n", fc ? fc : "gfortran");
	if (amp_ldlat_time(fc ? fc : "gfortran", amp_header_get(h, "flags"), amp_header_get(h, "ldflags"),
			   amp_header_get(h, "run-prefix"), tmpl, ns, &refs) != 0) {
		amp_error("the dependent-load probe did not build or run with %s", fc ? fc : "gfortran");
	} else {
		amp_ldlat_header(&v.header, ns, refs);
		char when[64];
		time_t now = time(NULL);
		strftime(when, sizeof when, "%Y-%m-%dT%H:%M:%SZ", gmtime(&now));
		amp_header_set(&v.header, "load-latency-date", when);
		if (amp_vec_write(out, &v) == 0) {
			fprintf(stderr, "amp: wrote %s\n", out);
			rc = 0;
		}
	}
	char *rargv[] = { (char *)"rm", (char *)"-rf", tmpl, NULL };
	amp_run(rargv, NULL, NULL, NULL);
	amp_vec_release(&v);
	return rc;
}

int cmd_characterize(int argc, char **argv)
{
	enum { O_FC = 256, O_FFLAGS, O_CC, O_LD, O_PREFIX, O_NAME, O_QUICK, O_KERNELS, O_ROUNDS,
	       O_PROCS, O_TARGET, O_SEED, O_KEEP, O_FROM, O_DUMP, O_RESID, O_LDLAT };
	static const struct option opts[] = {
		{ "fc", required_argument, NULL, O_FC },
		{ "fflags", required_argument, NULL, O_FFLAGS },
		{ "cc", required_argument, NULL, O_CC },
		{ "ldflags", required_argument, NULL, O_LD },
		{ "run-prefix", required_argument, NULL, O_PREFIX },
		{ "name", required_argument, NULL, O_NAME },
		{ "quick", no_argument, NULL, O_QUICK },
		{ "kernels", required_argument, NULL, O_KERNELS },
		{ "rounds", required_argument, NULL, O_ROUNDS },
		{ "processes", required_argument, NULL, O_PROCS },
		{ "target-ms", required_argument, NULL, O_TARGET },
		{ "seed", required_argument, NULL, O_SEED },
		{ "keep", required_argument, NULL, O_KEEP },
		{ "from-output", required_argument, NULL, O_FROM },
		{ "dump-kernels", required_argument, NULL, O_DUMP },
		{ "residuals", required_argument, NULL, O_RESID },
		{ "load-latency", required_argument, NULL, O_LDLAT },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct copts o;
	memset(&o, 0, sizeof o);
	const char *dump = NULL, *ldvec = NULL;
	o.fc = "gfortran";
	o.fflags = "-O0";
	o.seed = 1;
	long v;
	double d;
	int c;
	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, "+ho:", opts, NULL)) != -1) {
		switch (c) {
		case 'h': return amp_print_help(usage);
		case O_FC: o.fc = optarg; break;
		case O_FFLAGS: o.fflags = optarg; break;
		case O_CC: o.cc = optarg; break;
		case O_LD: o.ldflags = optarg; break;
		case O_PREFIX: o.prefix = optarg; break;
		case O_NAME: o.name = optarg; break;
		case O_QUICK: o.quick = 1; break;
		case O_KEEP: o.keep = optarg; break;
		case O_FROM: o.from = optarg; break;
		case O_DUMP: dump = optarg; break;
		case O_RESID: o.resid = optarg; break;
		case O_LDLAT: ldvec = optarg; break;
		case 'o': o.out = optarg; break;
		case O_KERNELS: case O_ROUNDS: case O_PROCS: case O_SEED:
			if (amp_parse_long(optarg, &v) || v < 1 || v > 100000)
				return amp_usage_error(usage, "bad number '%s'", optarg);
			if (c == O_KERNELS)
				o.kernels = (int)v;
			else if (c == O_ROUNDS)
				o.rounds = (int)v;
			else if (c == O_PROCS)
				o.processes = (int)v;
			else
				o.seed = (unsigned long)v;
			break;
		case O_TARGET:
			if (amp_parse_double(optarg, &d) || d <= 0 || d > 10000)
				return amp_usage_error(usage, "bad time '%s'", optarg);
			o.target_ms = d;
			break;
		default:
			return amp_usage_error(usage, "unknown option '%s'", argv[optind - 1]);
		}
	}
	if (optind < argc)
		return amp_usage_error(usage, "unexpected argument '%s'", argv[optind]);
	if (ldvec)
		return add_ldlat(ldvec, o.out ? o.out : ldvec);
	if (!o.kernels)
		o.kernels = o.quick ? 240 : 800;
	if (!o.rounds)
		o.rounds = o.quick ? 12 : 320;
	if (!o.processes)
		o.processes = o.quick ? 3 : 32;
	if (o.processes > o.rounds)
		o.processes = o.rounds;
	if (o.target_ms <= 0) /* quick: as long a kernel's timings in all as 3 rounds of 1 ms */
		o.target_ms = o.quick ? 0.25 : 0.125;
	char *defname = NULL;
	if (!o.name) {
		if (o.out) {
			const char *b = strrchr(o.out, '/');
			b = b ? b + 1 : o.out;
			const char *dot = strrchr(b, '.');
			defname = xstrndup(b, dot ? (size_t)(dot - b) : strlen(b));
		} else {
			defname = xstrdup("this-machine");
		}
		o.name = defname;
	}
	char *defout = xasprintf("%s.vec", o.name);
	if (!o.out)
		o.out = defout;
	double t_start = amp_now();
	int rc = AMP_EXIT_FAIL;
	struct amp_kernel_set ks;
	amp_kernels_generate(&ks, (size_t)o.kernels, o.seed);
	if (dump) {
		free(defname);
		free(defout);
		int r = dump_kernels(&ks, dump);
		amp_kernels_release(&ks);
		return r;
	}
	struct meas m;
	memset(&m, 0, sizeof m);
	m.align = -1;
	double *plevel = NULL; /* every harness process's level */
	int *pdrop = NULL;     /* and whether it was left out */
	m.nk = ks.n;
	m.rounds = o.rounds;
	m.t = xcalloc(ks.n * (size_t)o.rounds, sizeof *m.t);
	m.nrep = xcalloc(ks.n, sizeof *m.nrep);
	m.pos = xcalloc(ks.n * (size_t)o.rounds, sizeof *m.pos);
	m.proc = xcalloc((size_t)o.rounds, sizeof *m.proc);
	char *ckpt = xasprintf("%s.partial", o.out);
	char *header = xasprintf("amp-checkpoint %d %s | %s | %d | %lu | %g", AMP_CKPT_VERSION, o.fc, o.fflags,
				 o.kernels, o.seed, o.target_ms);
	char *dir = NULL;
	double startup = -1; /* seconds; none from --from-output */
	double page_ns = -1; /* a page's first touch; none from --from-output */
	double vstep[4] = { -1, 0, 0, 0 }; /* rule 19's difference, variants, iterations */
	double ncall[4] = { -1, 0, 0, 0 }; /* rule 21's difference, near, far, calls */
	double mprobe[AMP_NMPROBES + 1] = { -1 }; /* the memory probe's ns a reference, references */
	double ldlat[AMP_LDLAT_N + 1] = { -1 };   /* the dependent-load probe's ns a load, loads */
	if (o.from) {
		int ver = rounds_version(o.from);
		if (ver >= 0 && ver != AMP_CKPT_VERSION) {
			amp_error("'%s' was measured with the kernels and harness of another amp "
				  "(rounds version %d, this amp's %d): characterize the machine again",
				  o.from, ver, AMP_CKPT_VERSION);
			goto out;
		}
		m.startup = m.page_ns = m.vstep[0] = m.ncall[0] = m.mprobe[0] = m.ldlat[0] = -1;
		load_rounds(o.from, &m, 0, NULL);
		startup = m.startup;
		page_ns = m.page_ns;
		memcpy(vstep, m.vstep, sizeof vstep);
		memcpy(ncall, m.ncall, sizeof ncall);
		memcpy(mprobe, m.mprobe, sizeof mprobe);
		memcpy(ldlat, m.ldlat, sizeof ldlat);
		if (m.done < m.rounds) {
			amp_error("'%s' holds %d complete rounds, %d needed (--rounds)", o.from, m.done, m.rounds);
			goto out;
		}
	} else {
		load_rounds(ckpt, &m, 1, header);
		if (m.done > 0)
			fprintf(stderr, "amp: resuming: %d of %d rounds already measured\n", m.done, m.rounds);
		else {
			FILE *ck = fopen(ckpt, "w");
			if (ck) {
				fprintf(ck, "%s\n", header);
				fclose(ck);
			}
		}
		if (o.keep) {
			if (mkdir(o.keep, 0777) != 0 && errno != EEXIST) {
				amp_error("cannot create '%s': %s", o.keep, strerror(errno));
				goto out;
			}
			dir = xstrdup(o.keep);
		} else {
			char tmpl[] = "/tmp/amp-char-XXXXXX";
			if (!mkdtemp(tmpl)) {
				amp_error("cannot create a build folder: %s", strerror(errno));
				goto out;
			}
			dir = xstrdup(tmpl);
		}
		{
			/* built even when every round is in: the sustained pace
			 * runs the harness too */
			fprintf(stderr, "amp: building %d kernels with %s %s\n", o.kernels, o.fc, o.fflags);
			int align = probe_align(&o, dir), layouts;
			if (build(&o, &ks, dir, align, &layouts) != 0)
				goto out;
			FILE *ck = fopen(ckpt, "a");
			if (ck) {
				fprintf(ck, "align %d %s\n", align ? AMP_KERNEL_ALIGN : 0,
					align ? align_flags[align - 1] : "");
				fprintf(ck, "layouts %d\n", layouts);
				fclose(ck);
			}
			m.layouts = layouts;
			m.align = align ? AMP_KERNEL_ALIGN : 0;
			snprintf(m.align_flag, sizeof m.align_flag, "%s", align ? align_flags[align - 1] : "");
			if (m.done < m.rounds && measure(&o, dir, &m, ckpt) != 0)
				goto out;
		}
		if (measure_startup(&o, dir, &startup) != 0 || measure_pages(&o, dir, &page_ns) != 0 ||
		    measure_vstep(&o, dir, &vstep[0], &vstep[1], &vstep[2], &vstep[3]) != 0 ||
		    measure_memprobe(&o, dir, mprobe, &mprobe[AMP_NMPROBES]) != 0 ||
		    measure_ldlat(&o, dir, ldlat, &ldlat[AMP_LDLAT_N]) != 0 ||
		    measure_reductions(&o, dir, m.red) != 0 || measure_sustain(&o, dir, &ks, &m) != 0)
			goto out;
		/* without the kernels' alignment their calls are not all
		 * across pages: no difference to take */
		if (m.align > 0 &&
		    measure_nearcall(&o, dir, m.align_flag, &ncall[0], &ncall[1], &ncall[2], &ncall[3]) != 0)
			goto out;
		m.has_red = 1;
		/* Into the rounds file too, so a refit keeps them. */
		m.measured_at = (double)time(NULL);
		m.measured_s = amp_now() - t_start;
		FILE *ck = fopen(ckpt, "a");
		if (ck) {
			/* every digit a double has: the refit must reproduce the
			 * header's roundings (831.25 is 831.2 where 831.2500001
			 * was 831.3) */
			fprintf(ck, "startup %.17g\npage-touch %.17g\nvariable-step %.17g %.17g %.17g %.0f\n"
				    "measured %.0f %.1f\n", startup, page_ns, vstep[0], vstep[1], vstep[2],
				vstep[3], m.measured_at, m.measured_s);
			if (ncall[0] >= 0)
				fprintf(ck, "near-call %.17g %.17g %.17g %.0f\n", ncall[0], ncall[1], ncall[2],
					ncall[3]);
			fprintf(ck, "memory-probe");
			for (int i = 0; i <= AMP_NMPROBES; i++)
				fprintf(ck, " %.17g", mprobe[i]);
			fprintf(ck, "\nload-latency");
			for (int i = 0; i <= AMP_LDLAT_N; i++)
				fprintf(ck, " %.17g", ldlat[i]);
			fprintf(ck, "\n");
			for (int i = 0; i < m.nsus; i++)
				fprintf(ck, "sustain %d %.17g %.17g\n", m.sus_k[i], m.sus_short[i], m.sus_long[i]);
			fprintf(ck, "reductions");
			for (int i = 0; i < AMP_RED_MODES * 2; i++)
				fprintf(ck, " %.17g", m.red[i]);
			fprintf(ck, "\n");
			fclose(ck);
		}
	}
	amp_rounds_init(&m.g, m.proc, m.rounds);
	int nproc_all = m.g.nproc;
	plevel = xcalloc((size_t)nproc_all + 1, sizeof *plevel);
	pdrop = xcalloc((size_t)nproc_all + 1, sizeof *pdrop);
	int nslow = amp_rounds_drop_slow(&m.g, m.t, m.nk, AMP_FIT_PROCESS_SLOW, plevel, pdrop);
	if (nslow)
		amp_warning("%d of %d harness processes ran slow throughout (a busy neighbour?) and are left out",
			    nslow, nproc_all);
	double spread = round_spread(&m);
	if (spread > AMP_FIT_DISTURBED_SPREAD)
		amp_warning("the machine was disturbed throughout: the kernels' median round is %.0f%% over "
			    "their least (quiet runs: 1%% to 23%%); the vector may be slow and uneven, "
			    "characterize again when the machine is quiet",
			    100 * spread);
	/* Per kernel: its time per J iteration from the kept processes'
	 * rounds (amp_fit_kernel_time: per process the 10th percentile, over
	 * processes the interquartile mean). On a shared host a busy
	 * neighbour only ever adds time, so the fast end of a process's
	 * rounds is the machine undisturbed; the least round alone is not
	 * trusted, as a virtual machine's clock now and then makes one timing
	 * too short (docs/characterizer.md, step 3). */
	size_t np = AMP_NPARAMS;
	double *a = xcalloc(ks.n * np, sizeof *a), *y = xcalloc(ks.n, sizeof *y);
	size_t nmix = ks.nmix;
	int *used = xcalloc(np, sizeof *used);
	int *outl = xcalloc(np, sizeof *outl);
	long *samples = xcalloc(np, sizeof *samples);
	double *tmp = xcalloc(scratch_size(&m), sizeof *tmp);
	for (size_t k = 0; k < ks.n; k++) {
		y[k] = amp_fit_kernel_time(m.t + k * (size_t)m.rounds, &m.g, NULL, NULL, tmp, 0);
		int nr = 0; /* the rounds of the processes kept */
		for (int q = 0; q < m.g.first[m.g.nproc]; q++) {
			double t = m.t[k * (size_t)m.rounds + (size_t)m.g.idx[q]];
			if (!isnan(t))
				tmp[nr++] = t;
		}
		gsl_sort(tmp, 1, (size_t)nr);
		double med = nr ? (nr % 2 ? tmp[nr / 2] : 0.5 * (tmp[nr / 2 - 1] + tmp[nr / 2])) : 0;
		int wide = nr > 1 && tmp[nr - 1] > 1.5 * med;
		for (size_t j = 0; k < nmix && j < np; j++) {
			a[k * np + j] = ks.k[k].per_call[j];
			if (a[k * np + j] > 0) {
				used[j]++;
				samples[j] += nr;
				if (wide)
					outl[j]++;
			}
		}
	}
	free(tmp);
	/* A parameter is flagged for outliers when more than one kernel in
	 * twenty of those holding it had a round over 1.5 times its median:
	 * with hundreds of kernels a few always do. */
	for (size_t j = 0; j < np; j++) {
		outl[j] = used[j] && outl[j] * 20 > used[j];
		used[j] = used[j] > 0;
	}
	struct amp_vec vec;
	memset(&vec, 0, sizeof vec);
	/* Latencies: the chain kernels' times per J iteration against their
	 * chains' counts, plus one column for whatever each inner iteration
	 * costs besides the chain (the loop's own work, where it does not
	 * overlap the chain). Same fit, same measurement bootstrap. */
	size_t nch = ks.nchain, nl = AMP_NLAT + 1;
	struct amp_fit_result fl;
	memset(&fl, 0, sizeof fl);
	int have_lat = nch > 0;
	for (size_t k = nmix; k < nmix + nch; k++)
		have_lat &= y[k] > 0;
	if (have_lat) {
		double *al = xcalloc(nch * nl, sizeof *al);
		int *usedl = xcalloc(nl, sizeof *usedl);
		for (size_t k = 0; k < nch; k++) {
			for (int q = 0; q < AMP_NLAT; q++) {
				al[k * nl + (size_t)q] = ks.k[nmix + k].lat[q];
				if (ks.k[nmix + k].lat[q] > 0)
					usedl[q] = 1;
			}
			al[k * nl + AMP_NLAT] = AMP_CHAIN_TRIP;
		}
		usedl[AMP_NLAT] = 1;
		amp_fit(al, y + nmix, nch, nl, usedl, m.t + nmix * (size_t)m.rounds, &m.g,
			o.quick ? 60 : 200, o.seed + 11, &fl);
		vec.has_lat = 1;
		for (int q = 0; q < AMP_NLAT; q++) {
			vec.lat[q] = fl.x[q];
			vec.lat_lo[q] = fl.lo[q];
			vec.lat_hi[q] = fl.hi[q];
		}
		free(al);
		free(usedl);
	}
	/* A mixed kernel whose loop-carried chain alone takes most of its
	 * measured time runs at the chain's pace: its time says little about
	 * its operations' costs, and the predictor prices such blocks by
	 * their chains. The operations are fitted on the other kernels. */
	size_t nfit = 0;
	int nbound = 0;
	double *af = xcalloc(nmix * np, sizeof *af), *yf = xcalloc(nmix, sizeof *yf);
	double *tf = xcalloc(nmix * (size_t)m.rounds, sizeof *tf);
	double *chains = xcalloc(nmix * AMP_NLAT, sizeof *chains);
	int analyzed = have_lat && mix_chains(&ks, chains) == 0;
	for (size_t k = 0; k < nmix; k++) {
		double lk = 0;
		for (int q = 0; analyzed && q < AMP_NLAT; q++)
			lk += chains[k * AMP_NLAT + (size_t)q] * vec.lat[q];
		if (lk > AMP_CHAIN_BOUND * y[k]) {
			nbound++;
			continue;
		}
		memcpy(af + nfit * np, a + k * np, np * sizeof *af);
		yf[nfit] = y[k];
		memcpy(tf + nfit * (size_t)m.rounds, m.t + k * (size_t)m.rounds, (size_t)m.rounds * sizeof *tf);
		nfit++;
	}
	free(chains);
	struct amp_fit_result fr;
	amp_fit(af, yf, nfit, np, used, tf, &m.g, o.quick ? 60 : 200, o.seed + 7, &fr);
	free(af);
	free(yf);
	free(tf);
	int nclamped = 0, nderived = 0, nnoisy = 0;
	for (size_t j = 0; j < np; j++) {
		struct amp_vec_param *p = &vec.p[j];
		if (used[j]) {
			p->ns = fr.x[j];
			p->lo = fr.lo[j];
			p->hi = fr.hi[j];
			p->cv = fr.cv[j];
			p->samples = samples[j];
			if (fr.x[j] <= 0) {
				p->flags |= AMP_PF_CLAMPED;
				nclamped++;
			}
			if (p->ns <= 0 || (p->hi - p->lo) / 2 > 0.1 * p->ns) {
				p->flags |= AMP_PF_NOISY;
				nnoisy++;
			}
			if (outl[j])
				p->flags |= AMP_PF_OUTLIERS;
		}
	}
	/* A parameter this run cannot tell from nothing (the fit pushed it to
	 * zero, clamped, or its measurement interval reaches zero) takes its
	 * bagged estimate, the mean of its estimates
	 * over the resampled kernel sets: the same sets in every run, so two
	 * runs of one machine give it nearly the same small time, where the
	 * measurement replicates, nearly all zero, gave times orders of
	 * magnitude apart and the pershape distance (eq. 2, logarithms) swung
	 * with them. When they are all zero, the smallest time the run
	 * resolved. Parameters no kernel exercised take
	 * the time of their sibling (local/global, LWHI and LOOV), else the
	 * median of the measured members of their reduced group, else of
	 * all: no machine has a free operation, and the pershape distance
	 * needs positive times. */
	for (size_t j = 0; j < np; j++)
		if (used[j] && (fr.x[j] <= 0 || fr.lo[j] <= 0) && fr.kmean[j] > 0) {
			fr.x[j] = fr.kmean[j];
			vec.p[j].ns = fr.kmean[j];
			if (vec.p[j].hi < fr.kmean[j])
				vec.p[j].hi = fr.kmean[j];
		}
	int *solid = xcalloc(np, sizeof *solid);
	double least = 0; /* the smallest time this run resolved */
	for (size_t j = 0; j < np; j++) {
		solid[j] = used[j] && fr.x[j] > 0;
		if (solid[j] && (least == 0 || fr.x[j] < least))
			least = fr.x[j];
	}
	for (size_t j = 0; j < np; j++) {
		if (solid[j])
			continue;
		int s = sibling((int)j, solid);
		struct amp_vec_param *p = &vec.p[j];
		double dv = 0;
		if (used[j]) {
			/* Measured, and not told from zero: the smallest time the
			 * run resolved (another parameter's time could be far off:
			 * the median of the double intrinsics for a DABS). */
			dv = least;
		} else if (s >= 0) {
			dv = vec.p[s].ns;
		} else {
			double vals[AMP_NPARAMS];
			int nv = 0;
			for (int pass = 0; pass < 2 && nv == 0; pass++)
				for (size_t i = 0; i < np; i++)
					if (solid[i] && (pass || amp_params[i].reduced == amp_params[j].reduced))
						vals[nv++] = vec.p[i].ns;
			for (int i = 1; i < nv; i++)
				for (int k2 = i; k2 > 0 && vals[k2] < vals[k2 - 1]; k2--) {
					double s2 = vals[k2]; vals[k2] = vals[k2 - 1]; vals[k2 - 1] = s2;
				}
			dv = nv ? vals[nv / 2] : 0;
		}
		p->ns = dv;
		if (used[j]) {
			/* clamped: keep its interval, widened to hold the value */
			if (p->lo > dv)
				p->lo = dv;
			if (p->hi < dv)
				p->hi = dv;
		} else {
			p->lo = p->hi = dv;
			p->samples = 0;
			p->cv = 0;
		}
		p->flags = (p->flags & ~AMP_PF_OUTLIERS) | AMP_PF_DERIVED;
		nderived++;
	}
	free(solid);
	/* Memory: the memory kernels' extra times against their references'
	 * memory classes, priced with the vector just made. */
	struct mem_fit fm;
	memset(&fm, 0, sizeof fm);
	int have_mem = ks.nmem > 0;
	for (size_t k = ks.nmix + ks.nchain; k < ks.nmix + ks.nchain + ks.nmem; k++)
		have_mem &= y[k] > 0;
	if (!have_mem) {
		amp_warning("the memory kernels were not timed: no memory rows");
	} else if (amp_kernels_memory_stats(&ks) != 0) {
		amp_warning("out of memory for the memory kernels' statistics: no memory rows");
		have_mem = 0;
	}
	if (have_mem) {
		memory_fit(&ks, &m, y, &vec, o.quick ? 60 : 200, o.seed + 13, &fm);
		vec.has_mem = 1;
		vec.has_conf = 1;
		vec.has_str = 1;
		vec.has_wrt = 1;
		vec.has_stw = 1;
		for (int q = 0; q < AMP_NMEM; q++) {
			vec.mem[q] = fm.x[q];
			vec.mem_lo[q] = fm.lo[q];
			vec.mem_hi[q] = fm.hi[q];
		}
		if (fm.uncovered)
			amp_warning("%d memory classes no memory kernel exercised: written as 0 ns", fm.uncovered);
	}
	/* Window: the path kernels against the operations and latencies
	 * just fitted. */
	struct win_fit fw;
	int have_win = have_lat && ks.npath > 0;
	size_t p0 = ks.nmix + ks.nchain + ks.nmem;
	for (size_t k = p0; have_win && k < p0 + ks.npath; k++)
		have_win &= y[k] > 0;
	if (have_win && window_fit(&ks, &m, y, &vec, o.quick ? 60 : 200, o.seed + 17, &fw) == 0) {
		vec.has_win = 1;
		for (int q = 0; q < AMP_NWIN; q++) {
			vec.win[q] = fw.x[q];
			vec.win_lo[q] = fw.lo[q];
			vec.win_hi[q] = fw.hi[q];
		}
		amp_vec_window_loose(&vec, NULL);
	} else if (ks.npath > 0) {
		amp_warning("the path kernels were not timed or fitted: no window rows");
	}
	/* Exact rows: the exact-state kernels against their twins. */
	struct fpx_fit fx;
	int have_fpx = ks.nfpx == AMP_FPX_KERNELS;
	for (size_t k = ks.n - ks.nfpx; have_fpx && k < ks.n; k++)
		have_fpx &= y[k] > 0;
	if (have_fpx) {
		exact_fit(&ks, &m, y, o.quick ? 60 : 200, o.seed + 19, &fx);
		vec.has_fpx = 1;
		for (int q = 0; q < AMP_NFPX; q++) {
			vec.fpx[q] = fx.x[q];
			vec.fpx_lo[q] = fx.lo[q];
			vec.fpx_hi[q] = fx.hi[q];
		}
	} else if (ks.nfpx > 0) {
		amp_warning("the exact-state kernels were not timed: no exact rows");
	}
	{
		struct utsname un;
		char buf[1024];
		char *cpu = cpu_model(), *ver = cmd_first_line(o.fc, "--version");
		amp_header_add(&vec.header, "name", o.name);
		if (o.prefix)
			snprintf(buf, sizeof buf, "%s (emulated through '%s')", cpu, o.prefix);
		else
			snprintf(buf, sizeof buf, "%s", cpu);
		amp_header_add(&vec.header, "cpu", o.prefix ? "emulated" : buf);
		if (o.prefix)
			amp_header_add(&vec.header, "host-cpu", cpu);
		if (uname(&un) == 0) {
			snprintf(buf, sizeof buf, "%s %s %s", un.sysname, un.release, un.machine);
			amp_header_add(&vec.header, "os", buf);
		}
		amp_header_add(&vec.header, "compiler", ver);
		amp_header_add(&vec.header, "compiler-command", o.fc);
		if (startup >= 0) {
			snprintf(buf, sizeof buf, "%.6f", startup);
			amp_header_add(&vec.header, "startup-seconds", buf);
			snprintf(buf, sizeof buf, "%d", AMP_STARTUP_RUNS);
			amp_header_add(&vec.header, "startup-runs", buf);
		}
		if (m.nsus > 0) {
			const struct sustain_plan *sp = o.quick ? &sustain_quick : &sustain_full;
			snprintf(buf, sizeof buf, "%.4f", sustain_factor(&m));
			amp_header_add(&vec.header, "sustained-factor", buf);
			struct amp_buf sb = { 0 };
			buf_printf(&sb, "kernels");
			for (int i = 0; i < m.nsus; i++)
				buf_printf(&sb, " %d:%.3f", m.sus_k[i], m.sus_long[i] / m.sus_short[i]);
			buf_printf(&sb, "; long run over short timings, per repetition: the least of %d runs of "
				   "%.0f ms against the 10th percentile of %d timings like the rounds'",
				   sp->longs, sp->ms, sp->shorts);
			amp_header_add(&vec.header, "sustained-runs", sb.s);
			buf_release(&sb);
		}
		if (page_ns >= 0) {
			snprintf(buf, sizeof buf, "%.1f", page_ns);
			amp_header_add(&vec.header, "page-touch-ns", buf);
			snprintf(buf, sizeof buf, "%d and %d pages, least of %d runs each", AMP_PAGES_FEW,
				 AMP_PAGES_MANY, AMP_STARTUP_RUNS);
			amp_header_add(&vec.header, "page-touch-runs", buf);
		}
		double red_e, red_c, red_per[AMP_RED_MODES][2];
		if (m.has_red && reduction_rows(&o, m.red, startup, m.nsus > 0 ? sustain_factor(&m) : 1, &vec, &red_e,
					   &red_c, red_per) == 0) {
			snprintf(buf, sizeof buf, "%.4f", red_e);
			amp_header_add(&vec.header, "reduction-element-ns", buf);
			snprintf(buf, sizeof buf, "%.4f", red_c);
			amp_header_add(&vec.header, "reduction-call-ns", buf);
			struct amp_buf rb = { 0 };
			buf_printf(&rb, "S = S + R over doubles, %d and %d elements, least of %d runs each; beyond "
				   "the parameters, ns an element and a reference:", AMP_RED_SHORT, AMP_RED_LONG,
				   AMP_STARTUP_RUNS);
			static const char *const rn[AMP_RED_MODES] = { "SUM", "MAXVAL", "MAXVAL(ABS)",
								      "DOT_PRODUCT" };
			for (int i = 0; i < AMP_RED_MODES; i++)
				buf_printf(&rb, "%s %s %.3f %.1f", i ? "," : "", rn[i], red_per[i][0], red_per[i][1]);
			amp_header_add(&vec.header, "reduction-runs", rb.s);
			buf_release(&rb);
		}
		if (vstep[0] >= 0) {
			snprintf(buf, sizeof buf, "%.4f", vstep[0]);
			amp_header_add(&vec.header, "variable-step-ns", buf);
			snprintf(buf, sizeof buf, "DO J = 1, 4096, S against DO J = 1, 4096 (S = 1 read at run "
				 "time), C(J) = .TRUE. in each, %.3g iterations, least of %d runs each: %.4f "
				 "and %.4f ns an iteration", vstep[3], AMP_STARTUP_RUNS, vstep[1], vstep[2]);
			amp_header_add(&vec.header, "variable-step-runs", buf);
		}
		if (ncall[0] >= 0) {
			snprintf(buf, sizeof buf, "%.4f", ncall[0]);
			amp_header_add(&vec.header, "near-call-ns", buf);
			snprintf(buf, sizeof buf, "CALL AMPCLE(K) in a loop, the callee next to the caller "
				 "against each starting a page (%s), %.3g calls, least "
				 "of %d runs each: %.4f and %.4f ns a call", m.align_flag, ncall[3],
				 AMP_STARTUP_RUNS, ncall[1], ncall[2]);
			amp_header_add(&vec.header, "near-call-runs", buf);
		}
		if (mprobe[0] > 0) {
			snprintf(buf, sizeof buf, "%.4f %.4f %.4f %.4f", mprobe[0], mprobe[1], mprobe[2], mprobe[3]);
			amp_header_add(&vec.header, "memory-probe-ns", buf);
			snprintf(buf, sizeof buf, "DB(I) = X(IX(KP + I)), IX a random permutation of one element "
				 "per 64-byte line, over %d, %d, %d and %d lines (the first-level cache, buckets "
				 "%d, %d and %d), %.3g references after one pass, least of %d runs each less the "
				 "least of %d that only set up: ns a reference in memory-probe-ns",
				 amp_mprobe_lines[0], amp_mprobe_lines[1], amp_mprobe_lines[2], amp_mprobe_lines[3],
				 amp_mprobe_bucket[1], amp_mprobe_bucket[2], amp_mprobe_bucket[3],
				 mprobe[AMP_NMPROBES], AMP_STARTUP_RUNS, AMP_STARTUP_RUNS);
			amp_header_add(&vec.header, "memory-probe-runs", buf);
		}
		if (ldlat[0] > 0)
			amp_ldlat_header(&vec.header, ldlat, ldlat[AMP_LDLAT_N]);
		amp_header_add(&vec.header, "flags", o.fflags);
		if (m.align > 0) {
			if (m.align_flag[0])
				snprintf(buf, sizeof buf, "%d bytes: each kernel starts a page (%s)", m.align,
					 m.align_flag);
			else
				snprintf(buf, sizeof buf, "%d bytes: each kernel starts a page", m.align);
			amp_header_add(&vec.header, "kernel-alignment", buf);
		} else if (m.align == 0) {
			snprintf(buf, sizeof buf, "none: the compiler takes neither %s nor %s",
				 align_flags[0], align_flags[1]);
			amp_header_add(&vec.header, "kernel-alignment", buf);
		}
		if (m.layouts > 1) {
			struct amp_buf lb = { 0 };
			buf_printf(&lb, "%d: the static link's run-time libraries moved by", m.layouts);
			for (int l = 0; l < m.layouts; l++)
				buf_printf(&lb, "%s %d", l ? (l + 1 < m.layouts ? "," : " and") : "", amp_layout_pad[l]);
			buf_adds(&lb, " bytes after the kernels, the harness processes taking them in turn");
			amp_header_add(&vec.header, "library-layouts", lb.s);
			buf_release(&lb);
		} else if (m.layouts == 1) {
			amp_header_add(&vec.header, "library-layouts", "1: the link is not static");
		}
		amp_header_add(&vec.header, "kernel-loop-control",
			       "on the stack: the kernels' loop indices are not SAVEd, their other locals are");
		amp_header_add(&vec.header, "kernel-updates",
			       "array elements updated from themselves (Y(I) = Y(I) + A*X(I)): "
			       "two in sixteen of the narrow kernels' statements, and one in six of every kernel's arithmetic statements");
		amp_header_add(&vec.header, "branch-predictor", AMP_BP_NAME);
		amp_header_add(&vec.header, "kernel-warm",
			       "each timing follows an untimed call like it, which brings its arrays' windows back into the caches");
		if (o.ldflags)
			amp_header_add(&vec.header, "ldflags", o.ldflags);
		if (o.prefix)
			amp_header_add(&vec.header, "run-prefix", o.prefix);
		/* When and how long the rounds were measured (a refit: when its
		 * rounds file says); a refit also says when it was made. */
		time_t now = time(NULL), when = m.measured_at > 0 ? (time_t)m.measured_at : now;
		strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", gmtime(&when));
		amp_header_add(&vec.header, "date", buf);
		if (o.from) {
			strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", gmtime(&now));
			amp_header_add(&vec.header, "refit-date", buf);
		}
		snprintf(buf, sizeof buf, "%.3f", m.resolution);
		amp_header_add(&vec.header, "timer-resolution-ns", buf);
		snprintf(buf, sizeof buf, "%.3f", m.overhead);
		amp_header_add(&vec.header, "timer-overhead-ns", buf);
		snprintf(buf, sizeof buf, "%.1f", m.measured_s > 0 ? m.measured_s : amp_now() - t_start);
		amp_header_add(&vec.header, "run-seconds", buf);
		snprintf(buf, sizeof buf, "%.4f", spread);
		amp_header_add(&vec.header, "round-spread-median", buf);
		{
			/* Every process's level: its kernels' median time over
			 * the fast end of the processes (fit.h). */
			struct amp_buf pl = { 0 };
			buf_printf(&pl, "%d, %d left out as slow (level above %.2f); levels", nproc_all, nslow,
				   AMP_FIT_PROCESS_SLOW);
			for (int p = 0; p < nproc_all; p++)
				buf_printf(&pl, " %.4f%s", plevel[p], pdrop[p] ? "*" : "");
			amp_header_add(&vec.header, "processes", pl.s);
			buf_release(&pl);
		}
		amp_header_add(&vec.header, "method",
			       "weighted non-negative least squares over synthetic loop kernels; "
			       "kernel time: per harness process the 10th percentile of its rounds, "
			       "over processes the interquartile mean; "
			       "intervals: bootstrap over the processes (measurement); "
			       "cv: bootstrap over kernels (model)");
		{
			/* Both kinds of interval, summarized: median relative
			 * half-width over the measured parameters. */
			double hm[AMP_NPARAMS], hk[AMP_NPARAMS];
			size_t nh = 0;
			for (size_t j = 0; j < np; j++)
				if (used[j] && fr.x[j] > 0) {
					hm[nh] = (fr.hi[j] - fr.lo[j]) / 2 / fr.x[j];
					hk[nh] = (fr.khi[j] - fr.klo[j]) / 2 / fr.x[j];
					nh++;
				}
			snprintf(buf, sizeof buf, "%.4f", amp_fit_median(hm, nh));
			amp_header_add(&vec.header, "measurement-ci-median-relative-half-width", buf);
			snprintf(buf, sizeof buf, "%.4f", amp_fit_median(hk, nh));
			amp_header_add(&vec.header, "model-ci-median-relative-half-width", buf);
		}
		snprintf(buf, sizeof buf, "%zu kernels, %zu chain kernels, %zu memory kernels and %zu path kernels, "
			 "seed %lu, %d rounds, %g ms per timing", nmix, ks.nchain, ks.nmem, ks.npath, o.seed,
			 m.rounds, o.target_ms);
		amp_header_add(&vec.header, "experiments", buf);
		snprintf(buf, sizeof buf, "%.4f", fr.rel_rms);
		amp_header_add(&vec.header, "fit-relative-rms", buf);
		if (have_lat) {
			snprintf(buf, sizeof buf, "%.4f", fl.x[AMP_NLAT]);
			amp_header_add(&vec.header, "latency-loop-ns", buf);
			snprintf(buf, sizeof buf, "%.4f", fl.rel_rms);
			amp_header_add(&vec.header, "latency-fit-relative-rms", buf);
			snprintf(buf, sizeof buf, "%d", nbound);
			amp_header_add(&vec.header, "chain-bound-kernels", buf);
		}
		if (vec.has_win) {
			snprintf(buf, sizeof buf, "%zu: integer, real and double precision paths of 2 to 32 "
				 "statements within an iteration, alone or each with an independent statement; "
				 "T = max(S, scale * D / (1 + span / N)) per iteration, N its operations; least squares of log ratios",
				 ks.npath);
			amp_header_add(&vec.header, "path-kernels", buf);
			amp_header_add(&vec.header, "window-unit", "operations");
			snprintf(buf, sizeof buf, "%.4f", fw.rel_rms);
			amp_header_add(&vec.header, "window-fit-relative-rms", buf);
			snprintf(buf, sizeof buf, "%d", fw.bound);
			amp_header_add(&vec.header, "window-bound-path-kernels", buf);
		}
		if (have_mem) {
			snprintf(buf, sizeof buf, "%zu: %d kinds (irregular: DB(I) = XMX(XMI(KP + I)), "
				 "XMI a random permutation of one element per line; line: DB(I) = XMX(KP + 8 * I); "
				 "unit: DB(I) = XMX(KP + I); strided: DB(I) = XMX(XMI(KP + I)), XMI every %d-th line in turn; "
				 "update: XMW(KP + I) = XMW(KP + I) + DB(I); store: XMW(KP + I) = DB(I), XMW static; "
				 "strided store: XMW(XMI(KP + I)) = DB(I), XMI as the strided kind's) "
				 "over 2^%d .. 2^%d lines of 64 bytes, "
				 "%d iterations per J, %d untimed passes over the footprint before every timing up to 2^%d lines "
				 "and one beyond; "
				 "conflict: T = XMC(KP + 512); XMC(KP + 512) = XMC(KP); XMC(KP) = T; KP = KP + 1024, "
				 "XMC static, NF / 2 such pairs of lines 4 KiB apart in turn, NF 4 and 16 .. 256",
				 ks.nmem, AMP_MK_KINDS, AMP_MEM_WIDE, AMP_MEM_SMIN, AMP_MEM_SMAX, AMP_MEM_TRIP,
				 AMP_MEM_WARM_PASSES, AMP_MEM_WARM_SMAX);
			amp_header_add(&vec.header, "memory-kernels", buf);
			amp_header_add(&vec.header, "memory-method",
				       "each kernel's least time less its operations as this vector prices them, "
				       "against its references per class (amp-reuse.h over its exact address stream, "
				       "every line followed); non-negative least squares, equal weights, one signed "
				       "offset per kind; intervals: bootstrap over each kernel's rounds");
			snprintf(buf, sizeof buf, "%.4f", fm.rel_rms);
			amp_header_add(&vec.header, "memory-fit-relative-rms", buf);
			int len = 0;
			for (int q = 0; q < AMP_MK_KINDS; q++)
				len += snprintf(buf + len, sizeof buf - (size_t)len, "%s%s %.4f", q ? " " : "",
						amp_mem_kind_name(q), fm.offset[q] / AMP_MEM_TRIP);
			snprintf(buf + len, sizeof buf - (size_t)len, " (per iteration: measured less priced, in L1)");
			amp_header_add(&vec.header, "memory-base-offset-ns", buf);
		}
		if (have_fpx) {
			snprintf(buf, sizeof buf, "%zu: per class (single and double add and multiply, "
				 "divide and square root), %d operations on exactly representable values per "
				 "iteration, %d iterations per J, once after IEEE_SET_FLAG(IEEE_INEXACT, .FALSE.) "
				 "and once after .TRUE.; the difference of their least times per operation",
				 ks.nfpx, AMP_FPX_OPS, AMP_CHAIN_TRIP);
			amp_header_add(&vec.header, "exact-kernels", buf);
			snprintf(buf, sizeof buf, "single %.4f double %.4f divide %.4f (ns per operation, "
				 "negative ones written as 0)", fx.raw[0], fx.raw[1], fx.raw[2]);
			amp_header_add(&vec.header, "exact-differences-ns", buf);
		}
		free(cpu);
		free(ver);
	}
	rc = amp_vec_write(o.out, &vec) == 0 ? AMP_EXIT_OK : AMP_EXIT_FAIL;
	if (rc == AMP_EXIT_OK && o.resid && write_residuals(o.resid, &ks, y, &vec) != 0)
		rc = AMP_EXIT_FAIL;
	if (rc == AMP_EXIT_OK) {
		/* With --keep, the measured rounds stay with the build, to be
		 * refitted later with --from-output DIR/rounds.txt. */
		char *kept = dir && o.keep ? xasprintf("%s/rounds.txt", dir) : NULL;
		if (!kept || rename(ckpt, kept) != 0)
			unlink(ckpt);
		free(kept);
		fprintf(stderr, "amp: wrote %s: %zu kernels x %d rounds in %.1f s; fit rms %.2f%%; "
				"%d derived, %d clamped, %d noisy\n", o.out, ks.n, m.rounds,
			amp_now() - t_start, 100 * fr.rel_rms, nderived, nclamped, nnoisy);
		for (size_t j = 0; j < np; j++)
			if (vec.p[j].flags & AMP_PF_CLAMPED)
				fprintf(stderr, "amp: note: %s: the fit wanted a negative time; clamped, %s\n",
					amp_params[j].mnemonic, vec.p[j].flags & AMP_PF_DERIVED ?
					"and the smallest time the run resolved used" : "and the mean of its estimates over the resampled kernel sets used");
	}
	amp_vec_release(&vec);
	amp_fit_release(&fr);
	if (have_lat)
		amp_fit_release(&fl);
	free(a);
	free(y);
	free(used);
	free(outl);
	free(samples);
out:
	if (dir && !o.keep) {
		char *rargv[] = { (char *)"rm", (char *)"-rf", dir, NULL };
		amp_run(rargv, NULL, NULL, NULL);
	}
	free(dir);
	free(ckpt);
	free(header);
	free(m.t);
	free(m.pos);
	free(m.proc);
	amp_rounds_release(&m.g);
	free(plevel);
	free(pdrop);
	free(m.nrep);
	amp_kernels_release(&ks);
	free(defname);
	free(defout);
	return rc;
}

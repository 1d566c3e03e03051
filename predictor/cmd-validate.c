/* cmd-validate.c: amp validate: build and time the corpus on each machine
 * configuration, predict the same runs from program statistics and machine
 * vectors, and report how close the predictions are (paper Table 4 and
 * Figure 6). */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gsl/gsl_randist.h>
#include <gsl/gsl_rng.h>
#include <gsl/gsl_sort.h>
#include <gsl/gsl_statistics_double.h>

#include "analysis.h"
#include "cmd.h"
#include "diag.h"
#include "fit.h"
#include "plot.h"
#include "probes.h"
#include "profile.h"
#include "table.h"
#include "util.h"

/* Was file a last modified before file b? (false if either is missing) */
static int older_than(const char *a, const char *b)
{
	struct stat sa, sb;
	if (stat(a, &sa) != 0 || stat(b, &sb) != 0)
		return 0;
	return sa.st_mtim.tv_sec < sb.st_mtim.tv_sec ||
	       (sa.st_mtim.tv_sec == sb.st_mtim.tv_sec && sa.st_mtim.tv_nsec < sb.st_mtim.tv_nsec);
}

static const char usage[] =
	"usage: amp validate --machines VEC... [options]\n"
	"\n"
	"For each machine vector: compile every program of the corpus with that\n"
	"machine's compiler and flags (its header: compiler-command, flags,\n"
	"ldflags, run-prefix), run it (least of --reps runs of user+system CPU\n"
	"time, each to exit with status 0 and print VERIFIED; the runs go in\n"
	"rounds, each pair once per round in random order), predict the same\n"
	"run from the program's statistics (amp profile, once per program and\n"
	"size) and the vector, and report the errors: per pair, the fraction\n"
	"within 10/20/30%, the distribution of signed errors, the geometric\n"
	"means of times normalized to a baseline machine (Table 4), and what\n"
	"carries the time of the worst pairs. Emulated machines (a run prefix)\n"
	"run the corpus's emulated sizes.\n"
	"\n"
	"The manifest (--programs) has a line per program: name, sources\n"
	"(separated by commas, modules first), default, test and emulated size,\n"
	"then options. A size is the program's arguments separated by commas,\n"
	"or '-' for none. Options: stdin=FILE (the runs' standard input; else\n"
	"none), verify=TEXT (what the output must hold, default VERIFIED; '-':\n"
	"the exit status alone), include=DIR (searched for INCLUDE and\n"
	"#include files, may repeat), define=NAME[=VALUE] (for the C\n"
	"preprocessor, may repeat), fflags=FLAG (compiler flags of its own,\n"
	"after each machine's and amp profile's -O0, may repeat),\n"
	"line-length=N (columns amp reads per line; the compilers need their\n"
	"own flag for it in fflags=), dir=DIR (the folder its runs start in,\n"
	"where it finds its files). Paths are relative to the manifest's folder.\n"
	"\n"
	"  --machines VEC...   the machines (all following arguments up to the next option)\n"
	"  --programs LIST     the corpus manifest (default programs/list)\n"
	"  --only NAME,...     only these programs\n"
	"  --size default|test which size column natives run (default: default)\n"
	"  --reps N            timed runs per pair (default 3)\n"
	"  --baseline NAME     machine for Table 4 (default: the first)\n"
	"  --work DIR          build and cache folder (default validate-work)\n"
	"  --csv-out FILE      machine,program,measured_s,predicted_s,size\n"
	"  --measured FILE     take the measured times from an earlier run's\n"
	"                      --csv-out instead of timing: predict them again\n"
	"                      (other vectors, another amp); pairs it lacks are\n"
	"                      left out\n"
	"  --plot FILE         Figure 6 picture (.svg, .png or .pdf)\n"
	"  --no-memory         profile without tracing array references (the\n"
	"                      memory term is then left out of the predictions)\n"
	"  --memory-period N   profile following one cache line in N (amp profile\n"
	"                      --memory-period; a power of two, default 16)\n"
	"  --no-probes         do not time the vectors' probe loops again (by\n"
	"                      default each machine's are timed before and after\n"
	"                      the programs and set against the times its vector\n"
	"                      recorded: has the machine's pace changed since?)\n"
	"  --calibrate         also report a calibrated mode: one time factor per\n"
	"                      machine fitted on the odd-numbered programs of the\n"
	"                      corpus (training), errors reported on the others only\n"
	"  --format F          text (default), csv or json\n";

struct prog {
	char *name, *sources;
	char *size[3];
	/* options after the sizes: the runs' standard input (or NULL), the
	 * text their output must hold ("VERIFIED"; NULL: the exit status
	 * alone) and the folders searched for INCLUDE files */
	char *in, *verify;
	char **inc;
	int ninc;
	char **def; /* -D NAME[=VALUE] for the C preprocessor */
	int ndef;
	char *fflags; /* compiler flags of its own, after the machine's */
	char *line_length; /* amp profile's --line-length, or NULL */
	char *dir;         /* the folder its runs start in, or NULL (here) */
};

/* A machine's probe loops (probes.h): the times its vector recorded,
 * and the same loops timed before and after the programs. */
struct probe {
	double rec[AMP_NPROBES], before[AMP_NPROBES], after[AMP_NPROBES];
	char *align;
	int timed;
	double pace; /* the median of now over recorded, 0 when not timed */
	/* the memory probe's (amp_mprobes_recorded), and per footprint
	 * beyond the first what a reference adds there now over what it
	 * added then (0 when not timed) */
	double mrec[AMP_NMPROBES], mbefore[AMP_NMPROBES], mafter[AMP_NMPROBES];
	int mtimed;
	double mpace[AMP_NMPROBES];
};

struct pair {
	int m, p;
	const char *size;
	double measured, predicted;
	double gap;     /* second-least time over the least, minus 1 */
	int ok;
	struct amp_prediction pred;
	/* built and predicted, waiting to be timed */
	int ready;
	char **run_argv, *out_path, *stats;
	const char *in, *cwd;
	double *t;
};



/* The manifest's folder for a path in it (absolute paths as they are). */
static char *list_path(const char *listdir, const char *f)
{
	return f[0] == '/' ? xstrdup(f) : xasprintf("%s/%s", listdir, f);
}

/* One line of the manifest: name, sources, the three sizes, then options
 * KEY=VALUE: stdin=FILE, verify=TEXT (or '-'), include=DIR (repeated).
 * Paths are relative to the manifest's folder. */
static int read_prog(const char *path, int lineno, char *line, const char *listdir, struct prog *p)
{
	char *f[64];
	int k = amp_split(line, f, 64, 0);
	memset(p, 0, sizeof *p);
	if (k < 5) {
		amp_diag_at(AMP_ERROR, path, lineno, 0, "expected: name sources default-size test-size emulated-size [option...]");
		return -1;
	}
	if (k == 64) {
		amp_diag_at(AMP_ERROR, path, lineno, (int)(f[63] - line) + 1, "too many options (at most 58)");
		return -1;
	}
	p->name = xstrdup(f[0]);
	/* Several sources are separated by commas (compiled in that order:
	 * modules first). */
	p->sources = xstrdup(f[1]);
	for (char *c = p->sources; *c; c++)
		if (*c == ',')
			*c = ' ';
	for (int i = 0; i < 3; i++)
		p->size[i] = xstrdup(f[2 + i]);
	p->verify = xstrdup("VERIFIED");
	for (int i = 5; i < k; i++) {
		char *eq = strchr(f[i], '=');
		int col = (int)(f[i] - line) + 1;
		if (!eq || eq == f[i] || !eq[1]) {
			amp_diag_at(AMP_ERROR, path, lineno, col, "expected an option KEY=VALUE (stdin, verify, include, define, fflags, line-length, dir), not '%s'", f[i]);
			return -1;
		}
		*eq = '\0';
		const char *v = eq + 1;
		if (strcmp(f[i], "stdin") == 0) {
			free(p->in);
			p->in = list_path(listdir, v);
		} else if (strcmp(f[i], "verify") == 0) {
			free(p->verify);
			p->verify = strcmp(v, "-") ? xstrdup(v) : NULL;
		} else if (strcmp(f[i], "include") == 0) {
			p->inc = xrealloc(p->inc, (size_t)(p->ninc + 1) * sizeof *p->inc);
			p->inc[p->ninc++] = list_path(listdir, v);
		} else if (strcmp(f[i], "dir") == 0) {
			free(p->dir);
			p->dir = list_path(listdir, v);
		} else if (strcmp(f[i], "line-length") == 0) {
			long ll;
			if (amp_parse_long(v, &ll) || ll < 7 || ll > 10000) {
				amp_diag_at(AMP_ERROR, path, lineno, col, "bad line length '%s'", v);
				return -1;
			}
			free(p->line_length);
			p->line_length = xstrdup(v);
		} else if (strcmp(f[i], "fflags") == 0) {
			char *t = p->fflags ? xasprintf("%s %s", p->fflags, v) : xstrdup(v);
			free(p->fflags);
			p->fflags = t;
		} else if (strcmp(f[i], "define") == 0) {
			p->def = xrealloc(p->def, (size_t)(p->ndef + 1) * sizeof *p->def);
			p->def[p->ndef++] = xasprintf("-D%s", v);
		} else {
			amp_diag_at(AMP_ERROR, path, lineno, col, "unknown option '%s' (stdin, verify, include, define, fflags, line-length, dir)", f[i]);
			return -1;
		}
	}
	return 0;
}

static void free_prog(struct prog *p)
{
	free(p->name);
	free(p->sources);
	for (int i = 0; i < 3; i++)
		free(p->size[i]);
	free(p->in);
	free(p->verify);
	for (int i = 0; i < p->ninc; i++)
		free(p->inc[i]);
	free(p->inc);
	for (int i = 0; i < p->ndef; i++)
		free(p->def[i]);
	free(p->def);
	free(p->fflags);
	free(p->line_length);
	free(p->dir);
}

static int read_list(const char *path, const char *listdir, struct prog **out, size_t *n)
{
	FILE *fp = fopen(path, "r");
	if (!fp) {
		amp_error("cannot open '%s': %s", path, strerror(errno));
		return -1;
	}
	char *line = NULL;
	size_t lcap = 0, cap = 0;
	*n = 0;
	*out = NULL;
	int lineno = 0, rc = 0;
	while (getline(&line, &lcap, fp) != -1) {
		lineno++;
		line[strcspn(line, "\r\n")] = '\0';
		const char *c = line + strspn(line, " \t");
		if (*c == '#' || *c == '\0')
			continue;
		amp_grow(out, &cap, *n, sizeof **out);
		if (read_prog(path, lineno, line, listdir, &(*out)[*n]) != 0) {
			free_prog(&(*out)[*n]);
			rc = -1;
			break;
		}
		(*n)++;
	}
	free(line);
	fclose(fp);
	return rc;
}

/* A size's arguments: its words separated by commas; '-' is none. */
static char **size_args(const char *size, int *n)
{
	char *t = xstrdup(strcmp(size, "-") ? size : "");
	for (char *c = t; *c; c++)
		if (*c == ',')
			*c = ' ';
	char **w = amp_words(t, n);
	free(t);
	return w;
}

static int run_ok(char **argv)
{
	fflush(stdout);
	pid_t pid = fork();
	if (pid == 0) {
		int fd = open("/dev/null", O_WRONLY);
		if (fd >= 0) {
			dup2(fd, 1);
			close(fd);
		}
		execvp(argv[0], argv);
		_exit(127);
	}
	int st;
	if (waitpid(pid, &st, 0) < 0)
		return 0;
	return WIFEXITED(st) && WEXITSTATUS(st) == 0;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

/* The summary row of n signed errors sorted ascending: pairs, the
 * shares within 10, 20 and 30%, the median error and, with full, the
 * mean absolute and the worst error. */
static void summary_row(struct amp_table *t, const double *errs, size_t n, int full)
{
	int in[3] = { 0, 0, 0 };
	double mae = 0, worst = 0;
	for (size_t i = 0; i < n; i++) {
		for (int k = 0; k < 3; k++)
			in[k] += fabs(errs[i]) <= 0.10 * (k + 1);
		mae += fabs(errs[i]) / (double)n;
		if (fabs(errs[i]) > fabs(worst))
			worst = errs[i];
	}
	if (!n)
		return;
	char *c[3];
	for (int k = 0; k < 3; k++)
		c[k] = amp_fmt("%.0f%%", 100.0 * in[k] / (double)n);
	if (full)
		amp_table_row(t, amp_fmt("%zu", n), c[0], c[1], c[2], amp_fmt("%+.1f%%", 100 * errs[n / 2]),
			      amp_fmt("%.1f%%", 100 * mae), amp_fmt("%+.1f%%", 100 * worst));
	else
		amp_table_row(t, amp_fmt("%zu", n), c[0], c[1], c[2], amp_fmt("%+.1f%%", 100 * errs[n / 2]));
}

/* A probe's time now: the mean of its timings before and after the
 * programs, or the one before when the one after did not run. */
static double probe_now(double before, double after)
{
	return after > 0 ? (before + after) / 2 : before;
}

/* The summary of npe errors pe had the machines been characterized at
 * their pace of now, under title; frees pe. */
static void scaled_summary(int fmt, const char *title, double *pe, size_t npe)
{
	if (npe) {
		struct amp_table t;
		qsort(pe, npe, sizeof *pe, cmp_double);
		amp_tables_sep(fmt, stdout, 0);
		amp_table_init(&t, title, 5, "pairs", "within_10%", "within_20%", "within_30%", "median_error");
		summary_row(&t, pe, npe, 0);
		amp_table_print(&t, fmt, stdout);
		amp_table_release(&t);
	}
	free(pe);
}

/* Time machine M's probe loops in WORK/NAME/probes into p->before
 * (after = 0) or p->after; 0 on success. */
static int time_probes(const struct amp_machine *M, struct probe *p, const char *work, int after)
{
	const struct amp_header *h = &M->vec.header;
	const char *fc = amp_header_get(h, "compiler-command");
	char *dir = xasprintf("%s/%s", work, M->name), *pdir = xasprintf("%s/probes", dir);
	mkdir(dir, 0777);
	mkdir(pdir, 0777);
	fprintf(stderr, "amp: timing the probe loops of %s (%s the programs)\n", M->name, after ? "after" : "before");
	int rc = 0;
	if (p->timed)
		rc = amp_probes_time(fc ? fc : "gfortran", amp_header_get(h, "flags"), amp_header_get(h, "ldflags"),
				     amp_header_get(h, "run-prefix"), p->align, pdir, p->rec,
				     after ? p->after : p->before);
	if (rc != 0)
		amp_warning("the probe loops of %s did not run: its pace is not checked", M->name);
	int mrc = 0;
	if (p->mtimed) {
		mrc = amp_mprobes_time(fc ? fc : "gfortran", amp_header_get(h, "flags"), amp_header_get(h, "ldflags"),
				       amp_header_get(h, "run-prefix"), pdir, after ? p->mafter : p->mbefore);
		if (mrc != 0)
			amp_warning("the memory probe of %s did not run: its memory's pace is not checked", M->name);
	}
	if (!after) {
		p->timed = p->timed && rc == 0;
		p->mtimed = p->mtimed && mrc == 0;
	}
	free(pdir);
	free(dir);
	return rc || mrc;
}

int cmd_validate(int argc, char **argv)
{
	enum { O_PROGRAMS = 256, O_ONLY, O_SIZE, O_REPS, O_BASE, O_WORK, O_CSV, O_PLOT, O_FORMAT,
	       O_CALIB, O_NOMEM, O_MEASURED, O_NOPROBES, O_MEMPERIOD };
	static const struct option opts[] = {
		{ "machines", no_argument, NULL, 'm' },
		{ "programs", required_argument, NULL, O_PROGRAMS },
		{ "only", required_argument, NULL, O_ONLY },
		{ "size", required_argument, NULL, O_SIZE },
		{ "reps", required_argument, NULL, O_REPS },
		{ "baseline", required_argument, NULL, O_BASE },
		{ "work", required_argument, NULL, O_WORK },
		{ "csv-out", required_argument, NULL, O_CSV },
		{ "plot", required_argument, NULL, O_PLOT },
		{ "format", required_argument, NULL, O_FORMAT },
		{ "calibrate", no_argument, NULL, O_CALIB },
		{ "no-memory", no_argument, NULL, O_NOMEM },
		{ "memory-period", required_argument, NULL, O_MEMPERIOD },
		{ "measured", required_argument, NULL, O_MEASURED },
		{ "no-probes", no_argument, NULL, O_NOPROBES },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	char *listdef = xasprintf("%s/programs/list", amp_datadir());
	const char *list = listdef, *only = NULL, *base = NULL, *work = "validate-work", *csv = NULL,
		   *plot = NULL, *measured = NULL;
	int native_col = 0, fmt = AMP_FMT_TEXT, c, rc = AMP_EXIT_FAIL, calibrate = 0, memory = 1, probes = 1;
	long period = 0; /* amp profile's --memory-period, 0: its default */
	long reps = 3;
	char **vecs = NULL;
	int nvec = 0;
	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, "+h", opts, NULL)) != -1) {
		switch (c) {
		case 'h': free(listdef); free(vecs); return amp_print_help(usage);
		case 'm':
			while (optind < argc && strncmp(argv[optind], "--", 2) != 0) {
				vecs = xrealloc(vecs, (size_t)(nvec + 1) * sizeof *vecs);
				vecs[nvec++] = argv[optind++];
			}
			break;
		case O_PROGRAMS: list = optarg; break;
		case O_ONLY: only = optarg; break;
		case O_SIZE:
			if (strcmp(optarg, "default") && strcmp(optarg, "test")) {
				free(listdef);
				free(vecs);
				return amp_usage_error(usage, "--size is 'default' or 'test'");
			}
			native_col = strcmp(optarg, "test") == 0;
			break;
		case O_REPS:
			if (amp_parse_long(optarg, &reps) || reps < 1 || reps > 100) {
				free(listdef);
				free(vecs);
				return amp_usage_error(usage, "bad count '%s'", optarg);
			}
			break;
		case O_BASE: base = optarg; break;
		case O_CALIB: calibrate = 1; break;
		case O_NOMEM: memory = 0; break;
		case O_MEMPERIOD:
			if (amp_parse_long(optarg, &period) || period < 1 || period > 1024 || (period & (period - 1)) != 0) {
				free(listdef);
				free(vecs);
				return amp_usage_error(usage, "bad memory period '%s' (a power of two, 1 to 1024)", optarg);
			}
			break;
		case O_NOPROBES: probes = 0; break;
		case O_WORK: work = optarg; break;
		case O_CSV: csv = optarg; break;
		case O_MEASURED: measured = optarg; break;
		case O_PLOT: plot = optarg; break;
		case O_FORMAT:
			if ((fmt = amp_parse_format(optarg)) < 0) {
				free(listdef);
				free(vecs);
				return amp_usage_error(usage, "unknown format '%s'", optarg);
			}
			break;
		default:
			free(listdef);
			free(vecs);
			return amp_usage_error(usage, "unknown option '%s'", argv[optind - 1]);
		}
	}
	if (nvec == 0 || optind < argc) {
		free(listdef);
		free(vecs);
		return amp_usage_error(usage, nvec ? "unexpected argument '%s'" : "no machines (--machines VEC...)",
				       optind < argc ? argv[optind] : "");
	}
	struct prog *pr = NULL;
	size_t np = 0;
	struct amp_weights w;
	struct amp_machine *m = NULL;
	if (amp_weights_default(&w) != 0) {
		free(listdef);
		free(vecs);
		return AMP_EXIT_FAIL;
	}
	struct pair *pairs = NULL;
	size_t npairs = 0, cappairs = 0, failed = 0;
	char *listdir = NULL;
	struct amp_valpoint *mrows = NULL;
	struct probe *pb = NULL;
	size_t nmrows = 0;
	if (measured) {
		if (amp_valpoints_read(measured, &mrows, &nmrows) != 0)
			goto out;
		if (!mrows[0].size) {
			amp_diag_at(AMP_ERROR, measured, 1, 0, "no 'size' column (an older amp validate's "
				    "--csv-out): the pairs cannot be told apart");
			goto out;
		}
	}
	if (measured)
		reps = 1; /* nothing is timed: no repeatability to report */
	{
		const char *slash = strrchr(list, '/');
		listdir = slash ? xstrndup(list, (size_t)(slash - list)) : xstrdup(".");
	}
	if (read_list(list, listdir, &pr, &np) != 0)
		goto out;
	if (amp_machines_load(vecs, (size_t)nvec, &w, &m) != 0)
		goto out;
	mkdir(work, 0777);
	int bi = 0;
	for (int k = 0; base && k < nvec; k++)
		if (strcmp(m[k].name, base) == 0)
			bi = k;
	char self[4096];
	ssize_t sl = readlink("/proc/self/exe", self, sizeof self - 1);
	if (sl <= 0) {
		amp_error("cannot find the amp binary: %s", strerror(errno));
		goto out;
	}
	self[sl] = '\0';
	/* Which sizes run where: natives run the chosen column; emulated
	 * machines their own; the baseline also every size others use, for
	 * Table 4. */
	for (size_t p = 0; p < np; p++) {
		if (only) {
			char pat[128];
			snprintf(pat, sizeof pat, ",%s,", pr[p].name);
			char *o2 = xasprintf(",%s,", only);
			int in = strstr(o2, pat) != NULL;
			free(o2);
			if (!in)
				continue;
		}
		for (int k = 0; k < nvec; k++) {
			const char *pre = amp_header_get(&m[k].vec.header, "run-prefix");
			const char *size = pr[p].size[pre && *pre ? 2 : native_col];
			for (int pass = 0; pass < 2; pass++) {
				int mk = pass == 0 ? k : bi;
				if (pass == 1 && (k == bi || amp_header_get(&m[bi].vec.header, "run-prefix")))
					break;
				int dup = 0;
				for (size_t q = 0; q < npairs; q++)
					if (pairs[q].m == mk && pairs[q].p == (int)p && strcmp(pairs[q].size, size) == 0)
						dup = 1;
				if (dup)
					continue;
				amp_grow(&pairs, &cappairs, npairs, sizeof *pairs);
				memset(&pairs[npairs], 0, sizeof pairs[npairs]);
				pairs[npairs].m = mk;
				pairs[npairs].p = (int)p;
				pairs[npairs].size = size;
				npairs++;
			}
		}
	}
	for (size_t q = 0; q < npairs; q++) {
		struct pair *pa = &pairs[q];
		struct prog *P = &pr[pa->p];
		struct amp_machine *M = &m[pa->m];
		const char *fc = amp_header_get(&M->vec.header, "compiler-command");
		const char *flags = amp_header_get(&M->vec.header, "flags");
		const char *ld = amp_header_get(&M->vec.header, "ldflags");
		const char *pre = amp_header_get(&M->vec.header, "run-prefix");
		if (!fc)
			fc = "gfortran";
		/* statistics of this program at this size */
		/* Cached by program, size and catalog: statistics counted under
		 * another catalog, or older than the sources or this amp, are
		 * never reused. */
		char pbuf[24] = "";
		if (memory && period > 0)
			snprintf(pbuf, sizeof pbuf, "%ld", period);
		char *stats = xasprintf("%s/%s-%s.%s%s%s.stats", work, P->name, pa->size, AMP_CATALOG_VERSION,
					memory ? ".memory" : "", pbuf);
		int nsrc;
		char **srcs = amp_words(P->sources, &nsrc);
		for (int i = 0; i < nsrc; i++) {
			char *full = srcs[i][0] == '/' ? xstrdup(srcs[i]) : xasprintf("%s/%s", listdir, srcs[i]);
			free(srcs[i]);
			srcs[i] = full;
		}
		int fresh = access(stats, R_OK) == 0 && !older_than(stats, self);
		for (int i = 0; fresh && i < nsrc; i++)
			fresh = !older_than(stats, srcs[i]);
		if (fresh && P->in)
			fresh = !older_than(stats, P->in);
		if (!fresh) {
			int narg;
			char **args = size_args(pa->size, &narg);
			/* amp profile [--memory] [--stdin F] [-I D]... [-D X]... [--fflags F]
			 * [--line-length N] [--run-dir D] -o STATS SOURCES... -- ARGS... */
			char **av = xcalloc((size_t)(nsrc + narg + 2 * P->ninc + P->ndef) + 20, sizeof *av);
			int n = 0;
			av[n++] = self;
			av[n++] = (char *)"profile";
			if (memory)
				av[n++] = (char *)"--memory";
			if (memory && period > 0) {
				av[n++] = (char *)"--memory-period";
				av[n++] = pbuf;
			}
			if (P->in) {
				av[n++] = (char *)"--stdin";
				av[n++] = P->in;
			}
			for (int i = 0; i < P->ninc; i++) {
				av[n++] = (char *)"-I";
				av[n++] = P->inc[i];
			}
			for (int i = 0; i < P->ndef; i++)
				av[n++] = P->def[i];
			char *pflags = P->fflags ? xasprintf("-O0 %s", P->fflags) : NULL;
			if (pflags) {
				av[n++] = (char *)"--fflags";
				av[n++] = pflags;
			}
			if (P->line_length) {
				av[n++] = (char *)"--line-length";
				av[n++] = P->line_length;
			}
			if (P->dir) {
				av[n++] = (char *)"--run-dir";
				av[n++] = P->dir;
			}
			av[n++] = (char *)"-o";
			av[n++] = stats;
			for (int i = 0; i < nsrc; i++)
				av[n++] = srcs[i];
			av[n++] = (char *)"--";
			for (int i = 0; i < narg; i++)
				av[n++] = args[i];
			av[n] = NULL;
			fprintf(stderr, "amp: profiling %s (size %s)\n", P->name, pa->size);
			int okp = run_ok(av);
			free(av);
			free(pflags);
			amp_words_free(args, narg);
			if (!okp) {
				unlink(stats);
				amp_error("profiling '%s' failed", P->name);
				failed++;
				free(stats);
				amp_words_free(srcs, nsrc);
				continue;
			}
		}
		/* measured before: only predicted */
		if (measured) {
			const struct amp_valpoint *row = NULL;
			for (size_t i = 0; i < nmrows && !row; i++)
				if (strcmp(mrows[i].machine, M->name) == 0 && strcmp(mrows[i].program, P->name) == 0 &&
				    strcmp(mrows[i].size, pa->size) == 0)
					row = &mrows[i];
			struct amp_stats st;
			if (!row)
				amp_warning("'%s' has no time for %s (size %s) on %s: left out", measured, P->name,
					    pa->size, M->name);
			else if (!(row->measured > 0))
				amp_warning("'%s': the time of %s (size %s) on %s is not positive: left out", measured,
					    P->name, pa->size, M->name);
			else if (amp_stats_read(stats, &st) == 0) {
				amp_predict(&st, &M->vec, &pa->pred);
				pa->predicted = pa->pred.seconds;
				amp_stats_release(&st);
				pa->measured = row->measured;
				pa->ok = 1;
			}
			free(stats);
			amp_words_free(srcs, nsrc);
			continue;
		}
		/* build for this machine */
		char *dir = xasprintf("%s/%s", work, M->name);
		mkdir(dir, 0777);
		char *exe = xasprintf("%s/%s", dir, P->name);
		{
			int nf, nl;
			char *allf = xasprintf("%s %s", flags ? flags : "-O0", P->fflags ? P->fflags : "");
			char **ff = amp_words(allf, &nf), **lf = amp_words(ld, &nl);
			free(allf);
			char **av = xcalloc((size_t)(nf + nl + nsrc + 2 * P->ninc + P->ndef + 8), sizeof *av);
			int n = 0;
			av[n++] = (char *)fc;
			for (int i = 0; i < nf; i++)
				av[n++] = ff[i];
			av[n++] = (char *)"-J";
			av[n++] = dir;
			for (int i = 0; i < P->ninc; i++) {
				av[n++] = (char *)"-I";
				av[n++] = P->inc[i];
			}
			for (int i = 0; i < P->ndef; i++)
				av[n++] = P->def[i];
			av[n++] = (char *)"-o";
			av[n++] = exe;
			for (int i = 0; i < nsrc; i++)
				av[n++] = srcs[i];
			for (int i = 0; i < nl; i++)
				av[n++] = lf[i];
			av[n] = NULL;
			if (strstr(fc, "flang")) {
				av[1 + nf] = (char *)"-module-dir";
			}
			int okb = run_ok(av);
			free(av);
			amp_words_free(ff, nf);
			amp_words_free(lf, nl);
			if (!okb) {
				amp_error("building '%s' for '%s' failed", P->name, M->name);
				failed++;
				goto next;
			}
		}
		/* predict it; timed below */
		{
			struct amp_stats st;
			if (amp_stats_read(stats, &st) != 0) {
				failed++;
				goto next;
			}
			amp_predict(&st, &M->vec, &pa->pred);
			pa->predicted = pa->pred.seconds;
			amp_stats_release(&st);
			int npf;
			char **pf = amp_words(pre, &npf);
			int narg;
			char **args = size_args(pa->size, &narg);
			char **av = xcalloc((size_t)(npf + narg) + 4, sizeof *av);
			int n = 0;
			for (int i = 0; i < npf; i++)
				av[n++] = xstrdup(pf[i]);
			/* run elsewhere: the program named from anywhere */
			char *aexe = P->dir ? realpath(exe, NULL) : NULL;
			av[n++] = aexe ? aexe : xstrdup(exe);
			for (int i = 0; i < narg; i++)
				av[n++] = xstrdup(args[i]);
			av[n] = NULL;
			amp_words_free(pf, npf);
			amp_words_free(args, narg);
			pa->in = P->in;
			pa->cwd = P->dir;
			pa->run_argv = av;
			pa->out_path = xasprintf("%s/%s.out", dir, P->name);
			pa->stats = xstrdup(stats);
			pa->t = xcalloc((size_t)reps, sizeof *pa->t);
			pa->ready = 1;
		}
next:
		free(dir);
		free(exe);
		free(stats);
		amp_words_free(srcs, nsrc);
	}
	/* The probe loops of every machine whose vector recorded them and
	 * whose programs are about to be timed, before the rounds (and after
	 * them, below). */
	pb = xcalloc((size_t)nvec, sizeof *pb);
	for (int k = 0; k < nvec; k++) {
		for (int i = 0; i < AMP_NPROBES; i++)
			pb[k].rec[i] = pb[k].before[i] = pb[k].after[i] = -1;
		for (int i = 0; i < AMP_NMPROBES; i++)
			pb[k].mbefore[i] = pb[k].mafter[i] = -1;
		int ready = 0;
		for (size_t q = 0; q < npairs; q++)
			ready |= pairs[q].m == k && pairs[q].ready;
		if (probes && !measured && ready) {
			pb[k].timed = amp_probes_recorded(&m[k].vec, pb[k].rec, &pb[k].align) > 0;
			pb[k].mtimed = amp_mprobes_recorded(&m[k].vec, pb[k].mrec) > 0;
			if (pb[k].timed || pb[k].mtimed)
				time_probes(&m[k], &pb[k], work, 0);
		}
	}
	/* Timing: rounds, each running every pair once in a fresh random
	 * order, so a slow spell of a shared machine falls on different
	 * pairs in different rounds and each pair's least time leaves it out. */
	{
		size_t *order = xcalloc(npairs ? npairs : 1, sizeof *order);
		gsl_rng *rng = gsl_rng_alloc(gsl_rng_mt19937);
		gsl_rng_set(rng, 12345);
		for (long r = 0; r < reps; r++) {
			for (size_t q = 0; q < npairs; q++)
				order[q] = q;
			if (npairs > 1)
				gsl_ran_shuffle(rng, order, npairs, sizeof *order);
			for (size_t q = 0; q < npairs; q++) {
				struct pair *pa = &pairs[order[q]];
				if (!pa->ready)
					continue;
				fprintf(stderr, "amp: timing %s on %s (size %s): run %ld of %ld\n", pr[pa->p].name,
					m[pa->m].name, pa->size, r + 1, reps);
				pa->t[r] = amp_run_cpu(pa->run_argv, pa->cwd, pa->in, pa->out_path);
				const char *want = pr[pa->p].verify;
				char *o = amp_read_file(pa->out_path, NULL);
				if (pa->t[r] < 0 || !o || (want && !strstr(o, want))) {
					pa->ready = 0;
					failed++;
					/* its statistics may come from a failed run too */
					unlink(pa->stats);
					if (pa->t[r] < 0)
						amp_error("'%s' on '%s' did not run to an exit with status 0 (its output: '%s')",
							  pr[pa->p].name, m[pa->m].name, pa->out_path);
					else
						amp_error("'%s' on '%s' did not print '%s' (its output: '%s')",
							  pr[pa->p].name, m[pa->m].name, want, pa->out_path);
				}
				free(o);
			}
		}
		free(order);
		gsl_rng_free(rng);
		for (size_t q = 0; q < npairs; q++) {
			struct pair *pa = &pairs[q];
			if (pa->ready) {
				/* the least time: a busy neighbour only adds time */
				pa->measured = gsl_stats_min(pa->t, 1, (size_t)reps);
				if (reps > 1 && pa->measured > 0) {
					gsl_sort(pa->t, 1, (size_t)reps);
					pa->gap = pa->t[1] / pa->t[0] - 1;
				}
				pa->ok = 1;
			}
			if (pa->run_argv)
				for (char **a = pa->run_argv; *a; a++)
					free(*a);
			free(pa->run_argv);
			free(pa->out_path);
			free(pa->stats);
			free(pa->t);
		}
	}
	for (int k = 0; k < nvec; k++)
		if (pb[k].timed || pb[k].mtimed)
			time_probes(&m[k], &pb[k], work, 1);
	/* Reports. */
	amp_tables_begin(fmt, stdout);
	struct amp_table t;
	amp_table_init(&t, "predicted against measured (CPU seconds)", 6, "machine", "program", "size",
		       "measured_s", "predicted_s", "error");
	double *errs = xcalloc(npairs + 1, sizeof *errs);
	size_t ne = 0;
	for (size_t q = 0; q < npairs; q++) {
		struct pair *pa = &pairs[q];
		if (!pa->ok)
			continue;
		double e = (pa->predicted - pa->measured) / pa->measured;
		errs[ne++] = e;
		amp_table_row(&t, xstrdup(m[pa->m].name), xstrdup(pr[pa->p].name), xstrdup(pa->size),
			      amp_fmt("%.4g", pa->measured), amp_fmt("%.4g", pa->predicted),
			      amp_fmt("%+.1f%%", 100 * e));
	}
	amp_table_print(&t, fmt, stdout);
	amp_table_release(&t);
	qsort(errs, ne, sizeof *errs, cmp_double);
	amp_tables_sep(fmt, stdout, 0);
	amp_table_init(&t, "summary", 7, "pairs", "within_10%", "within_20%", "within_30%",
		       "median_error", "mean_abs_error", "worst_error");
	summary_row(&t, errs, ne, 1);
	amp_table_print(&t, fmt, stdout);
	amp_table_release(&t);
	/* How far the measurements themselves repeat: the second-least run
	 * of a pair over its least. Errors smaller than this cannot be told
	 * from the machine's noise. */
	if (reps > 1 && ne) {
		double *g = xcalloc(npairs, sizeof *g);
		size_t ng = 0;
		for (size_t q = 0; q < npairs; q++)
			if (pairs[q].ok)
				g[ng++] = pairs[q].gap;
		qsort(g, ng, sizeof *g, cmp_double);
		amp_tables_sep(fmt, stdout, 0);
		amp_table_init(&t, "repeatability: second-least run over the least", 4, "reps",
			       "median_gap", "pairs_over_10%", "largest_gap");
		size_t over = 0;
		for (size_t i = 0; i < ng; i++)
			over += g[i] > 0.10;
		amp_table_row(&t, amp_fmt("%ld", reps), amp_fmt("%.1f%%", 100 * g[ng / 2]),
			      amp_fmt("%zu", over), amp_fmt("%.1f%%", 100 * g[ng - 1]));
		amp_table_print(&t, fmt, stdout);
		amp_table_release(&t);
		free(g);
	}
	/* The vectors: when each was measured and how much its rounds
	 * spread. A machine busy while it was characterized spreads them and
	 * makes its vector slow (docs/validation.md, "A second host"): the
	 * reader of the errors above should see it. */
	amp_tables_sep(fmt, stdout, 0);
	amp_table_init(&t, "the vectors: when measured, and how much their rounds spread", 5, "machine",
		       "date", "round_spread", "sustained_factor", "state");
	int ndist = 0;
	for (int k = 0; k < nvec; k++) {
		const char *d = amp_header_get(&m[k].vec.header, "date");
		const char *rs = amp_header_get(&m[k].vec.header, "round-spread-median");
		const char *sf = amp_header_get(&m[k].vec.header, "sustained-factor");
		int dist = rs && atof(rs) > AMP_FIT_DISTURBED_SPREAD;
		ndist += dist;
		amp_table_row(&t, xstrdup(m[k].name), xstrdup(d ? d : "-"), xstrdup(rs ? rs : "-"),
			      xstrdup(sf ? sf : "-"), xstrdup(!rs ? "-" : dist ? "disturbed" : "quiet"));
	}
	if (ndist)
		amp_warning("%d of %d vectors were measured on a disturbed machine (round spread over %.2f): "
			    "their errors say as much about that as about the model",
			    ndist, nvec, AMP_FIT_DISTURBED_SPREAD);
	for (int k = 0; k < nvec; k++)
		amp_vec_window_loose(&m[k].vec, m[k].name);
	amp_table_print(&t, fmt, stdout);
	amp_table_release(&t);
	/* The machines' pace now against their vectors': a machine that
	 * runs its probe loops slower than when it was characterized runs
	 * the programs slower too, which no model of the programs explains
	 * (docs/validation.md, "A check of the machine's pace"). */
	int anyprobe = 0;
	for (int k = 0; k < nvec; k++)
		anyprobe |= pb[k].timed;
	if (anyprobe) {
		amp_tables_sep(fmt, stdout, 0);
		amp_table_init(&t, "pace: the vectors' probe loops timed again (ns an iteration or a call)", 6,
			       "machine", "probe", "vector_ns", "before_ns", "after_ns", "now_over_vector");
		for (int k = 0; k < nvec; k++) {
			double r[AMP_NPROBES];
			int nr = 0;
			for (int i = 0; pb[k].timed && i < AMP_NPROBES; i++) {
				const struct probe *P = &pb[k];
				if (P->rec[i] <= 0 || P->before[i] <= 0)
					continue;
				double now = probe_now(P->before[i], P->after[i]);
				r[nr++] = now / P->rec[i];
				amp_table_row(&t, xstrdup(m[k].name), xstrdup(amp_probe_names[i]),
					      amp_fmt("%.4f", P->rec[i]), amp_fmt("%.4f", P->before[i]),
					      P->after[i] > 0 ? amp_fmt("%.4f", P->after[i]) : xstrdup("-"),
					      amp_fmt("%.3f", now / P->rec[i]));
			}
			if (nr) {
				double med = amp_fit_median(r, (size_t)nr);
				pb[k].pace = med;
				amp_table_row(&t, xstrdup(m[k].name), xstrdup("median"), xstrdup("-"), xstrdup("-"),
					      xstrdup("-"), amp_fmt("%.3f", med));
			}
		}
		amp_table_print(&t, fmt, stdout);
		amp_table_release(&t);
		/* The errors as they would be had each machine been
		 * characterized at its pace of now: its predictions times its
		 * pace. Nothing here is fitted to the programs. */
		double *pe = xcalloc(npairs + 1, sizeof *pe);
		size_t npe = 0;
		for (size_t q = 0; q < npairs; q++) {
			const struct pair *pa = &pairs[q];
			if (pa->ok && pb[pa->m].pace > 0)
				pe[npe++] = (pa->predicted * pb[pa->m].pace - pa->measured) / pa->measured;
		}
		scaled_summary(fmt, "summary with each machine's predictions times its pace (the median above)", pe,
			       npe);
	}
	/* The memory probe again: what a reference from beyond the core's
	 * own caches adds now against what it added when the vector was
	 * made. On a host whose last-level cache other guests share it moves
	 * by itself (docs/validation.md, "A check of the machine's pace"). */
	int anymprobe = 0;
	for (int k = 0; k < nvec; k++)
		anymprobe |= pb[k].mtimed;
	if (anymprobe) {
		amp_tables_sep(fmt, stdout, 0);
		amp_table_init(&t, "memory pace: the vectors' memory probe timed again (ns a reference)", 8,
			       "machine", "lines", "bucket", "vector_ns", "before_ns", "after_ns", "now_over_vector",
			       "extra_now_over_vector");
		for (int k = 0; k < nvec; k++) {
			struct probe *P = &pb[k];
			double now[AMP_NMPROBES];
			for (int i = 0; P->mtimed && i < AMP_NMPROBES; i++)
				now[i] = probe_now(P->mbefore[i], P->mafter[i]);
			for (int i = 0; P->mtimed && i < AMP_NMPROBES; i++) {
				/* a reference's extra over the first-level cache's */
				double then = P->mrec[i] - P->mrec[0], x = now[i] - now[0];
				P->mpace[i] = i > 0 && then > 0 && x > 0 ? x / then : 0;
				amp_table_row(&t, xstrdup(m[k].name), amp_fmt("%d", amp_mprobe_lines[i]),
					      i ? amp_fmt("%d", amp_mprobe_bucket[i]) : xstrdup("L1"),
					      amp_fmt("%.4f", P->mrec[i]), amp_fmt("%.4f", P->mbefore[i]),
					      P->mafter[i] > 0 ? amp_fmt("%.4f", P->mafter[i]) : xstrdup("-"),
					      amp_fmt("%.3f", now[i] / P->mrec[i]),
					      P->mpace[i] > 0 ? amp_fmt("%.3f", P->mpace[i]) : xstrdup("-"));
			}
		}
		amp_table_print(&t, fmt, stdout);
		amp_table_release(&t);
		/* The errors had each machine been characterized at its pace
		 * of now, with its references of buckets 4 to 6 (and their
		 * written lines') at the memory probe's: those classes' part of the prediction (at the
		 * sustained pace) times the extra's ratio at that bucket, the
		 * rest times the pace (1 without probe loops). */
		double *pe = xcalloc(npairs + 1, sizeof *pe);
		size_t npe = 0;
		for (size_t q = 0; q < npairs; q++) {
			const struct pair *pa = &pairs[q];
			const struct probe *P = &pb[pa->m];
			if (!pa->ok || !P->mtimed)
				continue;
			const struct amp_vec *V = &m[pa->m].vec;
			double sf = V->has_sustain ? V->sustain : 1, rest = pa->predicted, far = 0;
			for (int i = 1; i < AMP_NMPROBES; i++) {
				int b = amp_mprobe_bucket[i];
				double sec = 0;
				for (int kc = 0; kc < 3; kc++)
					sec += sf * pa->pred.by_mem[kc * AMP_MEM_NBUCKETS + b - 1];
				sec += sf * pa->pred.by_mem[AMP_MEM_KWRT1 + b - 1];
				sec += sf * pa->pred.by_mem[AMP_MEM_KSTW1 + b - 1];
				rest -= sec;
				far += sec * (P->mpace[i] > 0 ? P->mpace[i] : 1);
			}
			double scaled = rest * (P->pace > 0 ? P->pace : 1) + far;
			pe[npe++] = (scaled - pa->measured) / pa->measured;
		}
		scaled_summary(fmt, "summary with each machine's predictions at its pace, and its references "
				    "beyond the core's caches at its memory pace", pe, npe);
	}
	/* signed error distribution */
	amp_tables_sep(fmt, stdout, 0);
	amp_table_init(&t, "signed errors", 3, "range", "pairs", "histogram");
	static const double edges[] = { -INFINITY, -0.5, -0.3, -0.2, -0.1, 0, 0.1, 0.2, 0.3, 0.5, INFINITY };
	for (int b = 0; b < 10; b++) {
		int cnt = 0;
		for (size_t i = 0; i < ne; i++)
			cnt += errs[i] >= edges[b] && errs[i] < edges[b + 1];
		char bar[128];
		int l = cnt < 100 ? cnt : 100;
		memset(bar, '#', (size_t)l);
		bar[l] = '\0';
		amp_table_row(&t, isinf(edges[b]) ? amp_fmt("< %+.0f%%", 100 * edges[b + 1])
						  : isinf(edges[b + 1]) ? amp_fmt(">= %+.0f%%", 100 * edges[b])
									: amp_fmt("%+.0f%% .. %+.0f%%", 100 * edges[b], 100 * edges[b + 1]),
			      amp_fmt("%d", cnt), xstrdup(bar));
	}
	amp_table_print(&t, fmt, stdout);
	amp_table_release(&t);
	/* Table 4: geometric means of times normalized to the baseline. */
	amp_tables_sep(fmt, stdout, 0);
	char *title = amp_fmt("geometric means of performance relative to %s (Table 4)", m[bi].name);
	amp_table_init(&t, title, 5, "machine", "programs", "measured", "predicted", "difference");
	free(title);
	for (int k = 0; k < nvec; k++) {
		double lm = 0, lp = 0;
		int cnt = 0;
		for (size_t q = 0; q < npairs; q++) {
			struct pair *a = &pairs[q];
			if (a->m != k || !a->ok)
				continue;
			for (size_t r = 0; r < npairs; r++) {
				struct pair *b = &pairs[r];
				if (b->m == bi && b->p == a->p && b->ok && strcmp(b->size, a->size) == 0) {
					lm += log(b->measured / a->measured);
					lp += log(b->predicted / a->predicted);
					cnt++;
				}
			}
		}
		if (!cnt)
			continue;
		double gm = exp(lm / cnt), gp = exp(lp / cnt);
		amp_table_row(&t, xstrdup(m[k].name), amp_fmt("%d", cnt), amp_fmt("%.3f", gm),
			      amp_fmt("%.3f", gp), amp_fmt("%+.1f%%", 100 * (gp - gm) / gm));
	}
	amp_table_print(&t, fmt, stdout);
	amp_table_release(&t);
	/* Where the worst predictions' time goes. */
	amp_tables_sep(fmt, stdout, 0);
	amp_table_init(&t, "error attribution: the largest parts of the worst predictions", 5, "machine",
		       "program", "error", "largest_parts", "unmodeled_stmt_share");
	for (int rank = 0; rank < 8; rank++) {
		struct pair *w0 = NULL;
		for (size_t q = 0; q < npairs; q++) {
			struct pair *a = &pairs[q];
			if (!a->ok || a->measured < 0)
				continue;
			double e = fabs(a->predicted - a->measured) / a->measured;
			if (a->pred.lo_bound < 0) /* already listed */
				continue;
			if (!w0 || e > fabs(w0->predicted - w0->measured) / w0->measured)
				w0 = a;
		}
		if (!w0)
			break;
		/* the reduced groups, then the chains', the memory's and the
		 * dependence paths' excess, the exact phase's, the variable
		 * DO steps', the reductions', the mispredictions' waits and the
		 * chains of dependent loads */
		double part[AMP_NREDUCED + 8];
		for (int r = 0; r < AMP_NREDUCED; r++)
			part[r] = w0->pred.by_reduced[r];
		part[AMP_NREDUCED] = w0->pred.latency;
		part[AMP_NREDUCED + 1] = w0->pred.memory;
		part[AMP_NREDUCED + 2] = w0->pred.depth;
		part[AMP_NREDUCED + 3] = w0->pred.exact;
		part[AMP_NREDUCED + 4] = w0->pred.vstep;
		part[AMP_NREDUCED + 5] = w0->pred.reductions;
		part[AMP_NREDUCED + 6] = w0->pred.branchwait;
		part[AMP_NREDUCED + 7] = w0->pred.loadpath;
		int top[3] = { -1, -1, -1 };
		for (int r = 0; r < AMP_NREDUCED + 8; r++)
			for (int j = 0; j < 3; j++)
				if (top[j] < 0 || part[r] > part[top[j]]) {
					for (int z = 2; z > j; z--)
						top[z] = top[z - 1];
					top[j] = r;
					break;
				}
		struct amp_buf b = { 0 };
		for (int j = 0; j < 3; j++)
			if (top[j] >= 0 && w0->predicted > 0)
				buf_printf(&b, "%s%s %.0f%%", j ? ", " : "",
					   top[j] < AMP_NREDUCED ? amp_reduced[top[j]].key
					   : top[j] == AMP_NREDUCED ? "chains"
					   : top[j] == AMP_NREDUCED + 1 ? "memory"
					   : top[j] == AMP_NREDUCED + 2 ? "depth"
					   : top[j] == AMP_NREDUCED + 3 ? "exact"
					   : top[j] == AMP_NREDUCED + 4 ? "do-step"
					   : top[j] == AMP_NREDUCED + 5 ? "reductions"
					   : top[j] == AMP_NREDUCED + 6 ? "branch-wait" : "load-chains",
					   100 * part[top[j]] / w0->predicted);
		amp_table_row(&t, xstrdup(m[w0->m].name), xstrdup(pr[w0->p].name),
			      amp_fmt("%+.1f%%", 100 * (w0->predicted - w0->measured) / w0->measured),
			      buf_detach(&b), amp_fmt("%.2g", w0->pred.unmodeled_share));
		w0->pred.lo_bound = -1; /* taken */
	}
	amp_table_print(&t, fmt, stdout);
	amp_table_release(&t);
	if (calibrate) {
		/* Training: odd-numbered programs of the manifest; test: the rest. */
		amp_tables_sep(fmt, stdout, 0);
		amp_table_init(&t, "calibrated mode: factor per machine from the training programs, errors on the test programs",
			       7, "machine", "factor", "train", "test", "within_10%", "within_20%", "within_30%");
		for (int k = 0; k < nvec; k++) {
			double lf = 0;
			int ntr = 0, nte = 0, c10 = 0, c20 = 0, c30 = 0;
			for (size_t q = 0; q < npairs; q++)
				if (pairs[q].ok && pairs[q].m == k && pairs[q].p % 2 == 0) {
					lf += log(pairs[q].measured / pairs[q].predicted);
					ntr++;
				}
			if (!ntr)
				continue;
			double f = exp(lf / ntr);
			for (size_t q = 0; q < npairs; q++)
				if (pairs[q].ok && pairs[q].m == k && pairs[q].p % 2 == 1) {
					double e = fabs(f * pairs[q].predicted - pairs[q].measured) / pairs[q].measured;
					nte++;
					c10 += e <= 0.1;
					c20 += e <= 0.2;
					c30 += e <= 0.3;
				}
			amp_table_row(&t, xstrdup(m[k].name), amp_fmt("%.3f", f), amp_fmt("%d", ntr),
				      amp_fmt("%d", nte), amp_fmt("%.0f%%", nte ? 100.0 * c10 / nte : 0),
				      amp_fmt("%.0f%%", nte ? 100.0 * c20 / nte : 0),
				      amp_fmt("%.0f%%", nte ? 100.0 * c30 / nte : 0));
		}
		amp_table_print(&t, fmt, stdout);
		amp_table_release(&t);
	}
	amp_tables_end(fmt, stdout);
	if (csv) {
		struct amp_buf b = { 0 };
		buf_adds(&b, "machine,program,measured_s,predicted_s,size\n");
		for (size_t q = 0; q < npairs; q++)
			if (pairs[q].ok)
				buf_printf(&b, "%s,%s,%.6g,%.6g,%s\n", m[pairs[q].m].name, pr[pairs[q].p].name,
					   pairs[q].measured, pairs[q].predicted, pairs[q].size);
		amp_write_file_atomic(csv, b.s, b.len);
		buf_release(&b);
	}
	if (plot) {
		struct amp_valpoint *vp = xcalloc(npairs + 1, sizeof *vp);
		size_t nv = 0;
		for (size_t q = 0; q < npairs; q++)
			if (pairs[q].ok)
				vp[nv++] = (struct amp_valpoint){ m[pairs[q].m].name, pr[pairs[q].p].name,
								  pairs[q].measured, pairs[q].predicted,
								  (char *)pairs[q].size };
		amp_plot_validation(plot, vp, nv);
		free(vp);
	}
	free(errs);
	/* a report of the pairs that ran, but a failure is a failure */
	rc = ne > 0 && failed == 0 ? AMP_EXIT_OK : AMP_EXIT_FAIL;
out:
	for (int k = 0; pb && k < nvec; k++)
		free(pb[k].align);
	free(pb);
	amp_valpoints_free(mrows, nmrows);
	for (size_t p = 0; p < np; p++)
		free_prog(&pr[p]);
	free(pr);
	free(pairs);
	if (m)
		amp_machines_free(m, (size_t)nvec);
	amp_weights_release(&w);
	free(listdir);
	free(listdef);
	free(vecs);
	return rc;
}

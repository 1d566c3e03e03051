/* cmd-profile.c: amp profile, from Fortran sources to program statistics
 * (prog.stats): analyze, instrument, compile, run, merge. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "amp-bpred.h"
#include "cmd.h"
#include "diag.h"
#include "profile.h"
#include "util.h"

static const char usage[] =
	"usage: amp profile [options] FILE... [-- ARGS...]\n"
	"\n"
	"Analyze the program, compile an instrumented copy with a counter in every\n"
	"basic block, run it once with ARGS, and write its statistics: how many\n"
	"times each abstract operation executed, in total and per block. The\n"
	"program's own output passes through.\n"
	"\n"
	"  --fc FC          Fortran compiler (default gfortran)\n"
	"  --fflags FLAGS   its flags (default -O0; a program with coarrays gets\n"
	"                   -fcoarray=single from gfortran unless they name one)\n"
	"  --stdin FILE     the program's standard input\n"
	"  --run-dir DIR    run the program in DIR (where it finds its files)\n"
	"  -o FILE          statistics file (default: NAME.stats, NAME from the first source)\n"
	"  --keep DIR       build in DIR and keep it\n"
	"  --memory         also trace array element references and count them by\n"
	"                   how far their cache line is (mem.* counters, the\n"
	"                   memory term of amp predict); the run takes a few times\n"
	"                   longer\n"
	"  --memory-period N  with --memory: follow one cache line in N (a power of\n"
	"                   two, default 16): fewer lines take less time, more vary\n"
	"                   less where a few lines take most of the references\n"
	"  --fixed, --free  source form (default: by suffix)\n"
	"  --line-length N  columns read per source line (default 72 fixed, 132\n"
	"                   free; the copy needs no compiler flag for it)\n"
	"  -I DIR           search DIR for INCLUDE files (and #include files)\n"
	"  -D NAME[=VALUE]  define NAME for the C preprocessor\n"
	"  --cpp, --no-cpp  run the C preprocessor (gfortran -cpp -E, or $AMP_FPP)\n"
	"                   on every source, or on none (default: on sources whose\n"
	"                   suffix has a capital F, .F .F90 .FOR, and .fpp)\n"
	"\n"
	"Environment: AMP_RUN_PREFIX runs the program through a prefix (e.g. an\n"
	"emulator); AMP_CC names the C compiler for the counter runtime.\n";

static char *program_name(const char *path)
{
	const char *b = strrchr(path, '/');
	b = b ? b + 1 : path;
	const char *dot = strrchr(b, '.');
	return xstrndup(b, dot ? (size_t)(dot - b) : strlen(b));
}

int cmd_profile(int argc, char **argv)
{
	enum { OPT_FC = 256, OPT_FFLAGS, OPT_STDIN, OPT_RUNDIR, OPT_KEEP, OPT_FIXED, OPT_FREE, OPT_MEMORY, OPT_LL, OPT_CPP, OPT_NOCPP, OPT_MEMPERIOD };
	static const struct option opts[] = {
		{ "fc", required_argument, NULL, OPT_FC },
		{ "fflags", required_argument, NULL, OPT_FFLAGS },
		{ "stdin", required_argument, NULL, OPT_STDIN },
		{ "run-dir", required_argument, NULL, OPT_RUNDIR },
		{ "keep", required_argument, NULL, OPT_KEEP },
		{ "fixed", no_argument, NULL, OPT_FIXED },
		{ "free", no_argument, NULL, OPT_FREE },
		{ "line-length", required_argument, NULL, OPT_LL },
		{ "cpp", no_argument, NULL, OPT_CPP },
		{ "no-cpp", no_argument, NULL, OPT_NOCPP },
		{ "memory", no_argument, NULL, OPT_MEMORY },
		{ "memory-period", required_argument, NULL, OPT_MEMPERIOD },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct amp_profile_opts po;
	memset(&po, 0, sizeof po);
	struct amp_analyze_opts ao;
	memset(&ao, 0, sizeof ao);
	const char **incs = NULL;
	const char **defs = NULL;
	int ndef = 0;
	int ninc = 0, c;
	const char *out = NULL;
	/* Split at "--": what follows belongs to the program. */
	int nargs = argc;
	for (int i = 1; i < argc; i++)
		if (strcmp(argv[i], "--") == 0) {
			nargs = i;
			break;
		}
	optind = 1;
	opterr = 0;
	while ((c = getopt_long(nargs, argv, "hI:D:o:", opts, NULL)) != -1) {
		switch (c) {
		case 'h': free(incs); free(defs); return amp_print_help(usage);
		case OPT_FC: po.fc = optarg; break;
		case OPT_FFLAGS: po.fflags = optarg; break;
		case OPT_STDIN: po.stdin_path = optarg; break;
		case OPT_RUNDIR: po.run_dir = optarg; break;
		case OPT_KEEP: po.keep_dir = optarg; break;
		case OPT_FIXED: ao.prescan.form = AMP_FORM_FIXED; break;
		case OPT_FREE: ao.prescan.form = AMP_FORM_FREE; break;
		case OPT_LL: {
			long n;
			if (amp_parse_long(optarg, &n) || n < 7 || n > 10000) {
				free(incs);
				free(defs);
				return amp_usage_error(usage, "bad line length '%s'", optarg);
			}
			ao.prescan.line_length = (int)n;
			break;
		}
		case OPT_MEMORY: po.memory = 1; break;
		case OPT_MEMPERIOD: {
			long n;
			if (amp_parse_long(optarg, &n) || n < 1 || n > 1024 || (n & (n - 1)) != 0) {
				free(incs);
				free(defs);
				return amp_usage_error(usage, "bad memory period '%s' (a power of two, 1 to 1024)", optarg);
			}
			po.memory = 1;
			po.mem_period = (int)n;
			break;
		}
		case 'D':
			defs = xrealloc(defs, (size_t)(ndef + 1) * sizeof *defs);
			defs[ndef++] = optarg;
			break;
		case OPT_CPP: ao.prescan.cpp = 1; break;
		case OPT_NOCPP: ao.prescan.cpp = -1; break;
		case 'I':
			incs = xrealloc(incs, (size_t)(ninc + 1) * sizeof *incs);
			incs[ninc++] = optarg;
			break;
		case 'o': out = optarg; break;
		default:
			free(incs);
			free(defs);
			return amp_usage_error(usage, "unknown option '%s'", argv[optind - 1]);
		}
	}
	if (optind >= nargs) {
		free(incs);
		free(defs);
		return amp_usage_error(usage, "no source files");
	}
	struct stat rd;
	int rderr = po.run_dir && stat(po.run_dir, &rd) != 0 ? errno : 0;
	if (po.run_dir && (rderr || !S_ISDIR(rd.st_mode))) {
		amp_error("cannot run the program in '%s': %s", po.run_dir, rderr ? strerror(rderr) : "not a folder");
		free(incs);
		free(defs);
		return AMP_EXIT_FAIL;
	}
	po.args = nargs < argc ? argv + nargs + 1 : NULL;
	po.nargs = nargs < argc ? argc - nargs - 1 : 0;
	ao.prescan.include_dirs = incs;
	ao.prescan.ninclude_dirs = ninc;
	ao.prescan.defines = defs;
	ao.prescan.ndefines = ndef;
	struct amp_program *p;
	int errors = amp_analyze((const char *const *)argv + optind, (size_t)(nargs - optind), &ao, &p);
	int rc = AMP_EXIT_FAIL;
	char *name = program_name(argv[optind]);
	char *defout = xasprintf("%s.stats", name);
	struct amp_stats s;
	memset(&s, 0, sizeof s);
	if (errors) {
		amp_error("not profiled: the sources have errors");
		goto out;
	}
	amp_header_add(&s.header, "program", name);
	for (size_t f = 0; f < p->nsources; f++)
		amp_header_add(&s.header, "source", p->sources[f]);
	int status = 0;
	if (amp_profile_run(p, &po, &s, &status) != 0)
		goto out;
	amp_header_set(&s.header, "compiler-command", po.fc ? po.fc : "gfortran");
	amp_header_set(&s.header, "flags", po.fflags ? po.fflags : "-O0");
	amp_header_set(&s.header, "branch-predictor", AMP_BP_NAME);
	{
		struct amp_buf b = { 0 };
		for (int i = 0; i < po.nargs; i++)
			buf_printf(&b, "%s%s", i ? " " : "", po.args[i]);
		amp_header_set(&s.header, "args", b.s ? b.s : "");
		buf_release(&b);
	}
	if (po.stdin_path)
		amp_header_set(&s.header, "stdin", po.stdin_path);
	{
		char buf[64];
		snprintf(buf, sizeof buf, "%d", status);
		amp_header_set(&s.header, "exit-status", buf);
		snprintf(buf, sizeof buf, "%zu", p->nblocks);
		amp_header_set(&s.header, "blocks", buf);
		time_t now = time(NULL);
		strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", gmtime(&now));
		amp_header_set(&s.header, "date", buf);
	}
	if (status != 0)
		amp_warning("the program exited with status %d; its counts are kept", status);
	if (amp_stats_write(out ? out : defout, &s, 1) != 0)
		goto out;
	fprintf(stderr, "amp: wrote %s (%zu blocks)\n", out ? out : defout, p->nblocks);
	rc = AMP_EXIT_OK;
out:
	amp_stats_release(&s);
	amp_program_free(p);
	free(name);
	free(defout);
	free(incs);
	free(defs);
	return rc;
}

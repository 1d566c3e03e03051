/* cmd-instrument.c: amp instrument, a copy of the sources with a counter
 * at the start of every basic block. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cmd.h"
#include "diag.h"
#include "program.h"
#include "util.h"

static const char usage[] =
	"usage: amp instrument [options] -o DIR FILE...\n"
	"\n"
	"Write into DIR a compilable copy of each source with a counter increment\n"
	"at the start of every basic block: COMMON /AMPCB/ AMPCT(n), INTEGER*8\n"
	"(PURE and ELEMENTAL procedures stay pure and count through PURE\n"
	"subroutines of the runtime: CALL AMPCN(k, n) ...).\n"
	"Link the copies with amp's counter runtime (amp profile does all this).\n"
	"\n"
	"  -o DIR            output folder (created if missing)\n"
	"  --memory          also pass the address of every traced array element\n"
	"                    reference to the runtime: CALL AMPMR(site, LOC(ref))\n"
	"  --fixed, --free   source form (default: by suffix)\n"
	"  --line-length N   columns read per source line (default 72 fixed, 132 free)\n"
	"  -I DIR            search DIR for INCLUDE files (and #include files)\n"
	"  -D NAME[=VALUE]   define NAME for the C preprocessor\n"
	"  --cpp, --no-cpp   run the C preprocessor (gfortran -cpp -E, or $AMP_FPP)\n"
	"                    on every source, or on none (default: on sources\n"
	"                    whose suffix has a capital F, .F .F90 .FOR, and .fpp)\n";

int cmd_instrument(int argc, char **argv)
{
	enum { OPT_FIXED = 256, OPT_FREE, OPT_MEMORY, OPT_LL, OPT_CPP, OPT_NOCPP };
	static const struct option opts[] = {
		{ "memory", no_argument, NULL, OPT_MEMORY },
		{ "fixed", no_argument, NULL, OPT_FIXED },
		{ "free", no_argument, NULL, OPT_FREE },
		{ "line-length", required_argument, NULL, OPT_LL },
		{ "cpp", no_argument, NULL, OPT_CPP },
		{ "no-cpp", no_argument, NULL, OPT_NOCPP },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct amp_analyze_opts ao;
	memset(&ao, 0, sizeof ao);
	const char **incs = NULL;
	const char **defs = NULL;
	int ndef = 0;
	int ninc = 0, c, memory = 0;
	size_t traced = 0;
	const char *dir = NULL;
	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, "+hI:D:o:", opts, NULL)) != -1) {
		switch (c) {
		case 'h': free(incs); free(defs); return amp_print_help(usage);
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
		case OPT_MEMORY: memory = 1; break;
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
		case 'o': dir = optarg; break;
		default:
			free(incs);
			free(defs);
			return amp_usage_error(usage, "unknown option '%s'", argv[optind - 1]);
		}
	}
	if (!dir || optind >= argc) {
		free(incs);
		free(defs);
		return amp_usage_error(usage, dir ? "no source files" : "no output folder (-o DIR)");
	}
	ao.prescan.include_dirs = incs;
	ao.prescan.ninclude_dirs = ninc;
	ao.prescan.defines = defs;
	ao.prescan.ndefines = ndef;
	if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
		amp_error("cannot create '%s': %s", dir, strerror(errno));
		free(incs);
		free(defs);
		return AMP_EXIT_FAIL;
	}
	struct amp_program *p;
	int errors = amp_analyze((const char *const *)argv + optind, (size_t)(argc - optind), &ao, &p);
	int rc = AMP_EXIT_OK;
	if (errors) {
		amp_error("not instrumented: the sources have errors");
		rc = AMP_EXIT_FAIL;
	} else if ((memory ? amp_instrument_memory(p, dir, &traced) : amp_instrument(p, dir)) != 0) {
		rc = AMP_EXIT_FAIL;
	} else {
		printf("%zu blocks, %d counters, %zu files written to %s", p->nblocks, p->nslots,
		       p->nsources, dir);
		if (memory)
			printf(", %zu memory references traced", traced);
		printf("\n");
	}
	amp_program_free(p);
	free(incs);
	free(defs);
	return rc;
}

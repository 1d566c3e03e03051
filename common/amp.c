/* amp.c: the amp command: main() and the table of subcommands. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catalog.h"
#include "cmd.h"
#include "diag.h"
#include "util.h"

#ifndef AMP_VERSION
#define AMP_VERSION "0.1"
#endif

const struct amp_command amp_commands[] = {
	{ "analyze", cmd_analyze, "parse Fortran sources and list basic blocks with their operation counts" },
	{ "instrument", cmd_instrument, "write a copy of the sources with a counter in every basic block" },
	{ "profile", cmd_profile, "compile and run an instrumented program, write its statistics (.stats)" },
	{ "stats", cmd_stats, "print a readable summary of a .stats file" },
	{ "characterize", cmd_characterize, "measure the machine's parameter times, write a machine vector (.vec)" },
	{ "predict", cmd_predict, "predict a program's run time on machines (T = sum C_i P_i)" },
	{ "reduce", cmd_reduce, "the 17 reduced parameters of machine vectors" },
	{ "distance", cmd_distance, "pershape distances between machines (or programs)" },
	{ "cluster", cmd_cluster, "average-linkage clustering of machines (or programs)" },
	{ "dynstats", cmd_dynstats, "dynamic program statistics (statement kinds, operations, blocks)" },
	{ "plot", cmd_plot, "pershapes, dendrograms, Chernoff faces and validation plots" },
	{ "validate", cmd_validate, "measure programs on machines and compare with predictions" },
	{ "catalog", cmd_catalog, "list the abstract machine's parameters" },
	{ NULL, NULL, NULL },
};

static const char main_usage[] =
	"usage: amp [--version] [--help] COMMAND [ARGS]\n"
	"\n"
	"amp predicts how long a Fortran program runs on a machine without\n"
	"running it there: characterize each machine once, profile each program\n"
	"once, and combine the two.\n";

static void list_commands(FILE *fp)
{
	fputs(main_usage, fp);
	fputs("\ncommands:\n", fp);
	for (const struct amp_command *c = amp_commands; c->name; c++)
		fprintf(fp, "  %-13s %s\n", c->name, c->summary);
	fputs("\n'amp help COMMAND' or 'amp COMMAND --help' describes a command.\n", fp);
}

static const struct amp_command *find(const char *name)
{
	for (const struct amp_command *c = amp_commands; c->name; c++)
		if (strcmp(c->name, name) == 0)
			return c;
	return NULL;
}

int amp_usage_error(const char *usage, const char *fmt, ...)
{
	va_list ap;
	fflush(stdout);
	fputs("amp: error: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	fputs(usage, stderr);
	return AMP_EXIT_USAGE;
}

int amp_wants_help(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--") == 0)
			return 0;
		if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0)
			return 1;
	}
	return 0;
}

int amp_print_help(const char *usage)
{
	fputs(usage, stdout);
	return amp_close_stdout() == 0 ? AMP_EXIT_OK : AMP_EXIT_FAIL;
}

int amp_parse_format(const char *s)
{
	if (strcmp(s, "text") == 0)
		return AMP_FMT_TEXT;
	if (strcmp(s, "csv") == 0)
		return AMP_FMT_CSV;
	if (strcmp(s, "json") == 0)
		return AMP_FMT_JSON;
	return -1;
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		list_commands(stderr);
		return AMP_EXIT_USAGE;
	}
	const char *name = argv[1];
	if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0) {
		list_commands(stdout);
		return amp_close_stdout() == 0 ? AMP_EXIT_OK : AMP_EXIT_FAIL;
	}
	if (strcmp(name, "--version") == 0 || strcmp(name, "version") == 0) {
		printf("amp %s (%s, %d parameters)\n", AMP_VERSION, AMP_CATALOG_VERSION, AMP_NPARAMS);
		return amp_close_stdout() == 0 ? AMP_EXIT_OK : AMP_EXIT_FAIL;
	}
	if (strcmp(name, "help") == 0) {
		if (argc < 3) {
			list_commands(stdout);
			return amp_close_stdout() == 0 ? AMP_EXIT_OK : AMP_EXIT_FAIL;
		}
		const struct amp_command *c = find(argv[2]);
		if (!c) {
			amp_error("no such command '%s' (see 'amp help')", argv[2]);
			return AMP_EXIT_USAGE;
		}
		char *hargv[] = { (char *)c->name, (char *)"--help", NULL };
		return c->fn(2, hargv);
	}
	const struct amp_command *c = find(name);
	if (!c) {
		amp_error("no such command '%s' (see 'amp help')", name);
		return AMP_EXIT_USAGE;
	}
	int rc = c->fn(argc - 1, argv + 1);
	if (amp_close_stdout() != 0 && rc == AMP_EXIT_OK)
		rc = AMP_EXIT_FAIL;
	return rc;
}

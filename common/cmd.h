/* cmd.h: the amp command table; each command lives in its own file in the
 * folder it belongs to (analyzer/cmd-analyze.c, predictor/cmd-predict.c...).
 *
 * Conventions: a command returns AMP_EXIT_OK (0), AMP_EXIT_FAIL (1) or
 * AMP_EXIT_USAGE (2); "--help" prints its usage text on stdout and returns 0;
 * errors go through diag.h. */
#ifndef AMP_CMD_H
#define AMP_CMD_H

#include <stdio.h>

struct amp_command {
	const char *name;
	int (*fn)(int argc, char **argv);
	const char *summary;
};

extern const struct amp_command amp_commands[];

int cmd_analyze(int argc, char **argv);
int cmd_instrument(int argc, char **argv);
int cmd_profile(int argc, char **argv);
int cmd_stats(int argc, char **argv);
int cmd_characterize(int argc, char **argv);
int cmd_predict(int argc, char **argv);
int cmd_reduce(int argc, char **argv);
int cmd_distance(int argc, char **argv);
int cmd_cluster(int argc, char **argv);
int cmd_dynstats(int argc, char **argv);
int cmd_plot(int argc, char **argv);
int cmd_validate(int argc, char **argv);
int cmd_catalog(int argc, char **argv);

/* Usage error: "amp: error: MSG" then the usage text on stderr; returns 2. */
int amp_usage_error(const char *usage, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 2, 3)))
#endif
	;
/* True when argv has --help or -h before any "--". */
int amp_wants_help(int argc, char **argv);
/* Print usage text on stdout; returns 0 or 1 if stdout failed. */
int amp_print_help(const char *usage);

/* Output formats shared by table-printing commands. */
enum amp_format { AMP_FMT_TEXT, AMP_FMT_CSV, AMP_FMT_JSON };
/* Parse "text", "csv" or "json"; -1 if none of them. */
int amp_parse_format(const char *s);

#endif

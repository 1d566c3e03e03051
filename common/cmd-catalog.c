/* cmd-catalog.c: amp catalog, the parameter table as text, CSV or JSON. */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "catalog.h"
#include "cmd.h"
#include "diag.h"

static const char usage[] =
	"usage: amp catalog [--format text|csv|json] [--aux]\n"
	"\n"
	"List the abstract machine's parameters: mnemonic, reduced parameter and\n"
	"meaning (docs/parameters.md gives the counting rules).\n"
	"\n"
	"  --format F   text (default), csv or json\n"
	"  --aux        also list the auxiliary counters (statement kinds, operands)\n";

int cmd_catalog(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "format", required_argument, NULL, 'f' },
		{ "aux", no_argument, NULL, 'a' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int fmt = AMP_FMT_TEXT, aux = 0, c;
	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, "+h", opts, NULL)) != -1) {
		switch (c) {
		case 'h': return amp_print_help(usage);
		case 'a': aux = 1; break;
		case 'f':
			fmt = amp_parse_format(optarg);
			if (fmt < 0)
				return amp_usage_error(usage, "unknown format '%s'", optarg);
			break;
		default:
			return amp_usage_error(usage, "unknown option '%s'", argv[optind - 1]);
		}
	}
	if (optind < argc)
		return amp_usage_error(usage, "unexpected argument '%s'", argv[optind]);
	int n = aux ? AMP_NCOUNTERS : AMP_NPARAMS;
	if (fmt == AMP_FMT_JSON)
		printf("{\"catalog\":\"%s\",\"parameters\":[\n", AMP_CATALOG_VERSION);
	else if (fmt == AMP_FMT_CSV)
		printf("mnemonic,reduced,reduced_name,description\n");
	else
		printf("# %s: %d parameters in %d reduced groups\n", AMP_CATALOG_VERSION,
		       AMP_NPARAMS, AMP_NREDUCED);
	for (int i = 0; i < n; i++) {
		const char *m = amp_counter_name(i);
		const char *rk = i < AMP_NPARAMS ? amp_reduced[amp_params[i].reduced].key : "aux";
		const char *rn = i < AMP_NPARAMS ? amp_reduced[amp_params[i].reduced].name : "auxiliary counter";
		const char *d = i < AMP_NPARAMS ? amp_params[i].description
						: amp_aux_counters[i - AMP_NPARAMS].description;
		if (fmt == AMP_FMT_JSON)
			printf("  {\"mnemonic\":\"%s\",\"reduced\":\"%s\",\"description\":\"%s\"}%s\n",
			       m, rk, d, i + 1 < n ? "," : "");
		else if (fmt == AMP_FMT_CSV)
			printf("%s,%s,\"%s\",\"%s\"\n", m, rk, rn, d);
		else
			printf("%-12s %-12s %s\n", m, rk, d);
	}
	if (fmt == AMP_FMT_JSON)
		printf("]}\n");
	return AMP_EXIT_OK;
}

/* popts.c: option parsing shared by reduce, distance, cluster, dynstats. */
#include "popts.h"

#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "util.h"

int amp_popts_parse(int argc, char **argv, const char *usage, struct amp_popts *o)
{
	enum { O_FORMAT = 256, O_PROGRAMS, O_WEIGHTS, O_TOP, O_MAKE };
	static const struct option opts[] = {
		{ "format", required_argument, NULL, O_FORMAT },
		{ "programs", no_argument, NULL, O_PROGRAMS },
		{ "weights", required_argument, NULL, O_WEIGHTS },
		{ "top", required_argument, NULL, O_TOP },
		{ "make-weights", no_argument, NULL, O_MAKE },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	memset(o, 0, sizeof *o);
	o->top = 20;
	int c;
	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, "ho:", opts, NULL)) != -1) {
		switch (c) {
		case 'h': return amp_print_help(usage);
		case O_FORMAT:
			if ((o->format = amp_parse_format(optarg)) < 0)
				return amp_usage_error(usage, "unknown format '%s'", optarg);
			break;
		case O_PROGRAMS: o->programs = 1; break;
		case O_MAKE: o->make_weights = 1; break;
		case O_WEIGHTS:
			o->weights = xrealloc(o->weights, (size_t)(o->nweights + 1) * sizeof *o->weights);
			o->weights[o->nweights++] = optarg;
			break;
		case O_TOP:
			if (amp_parse_long(optarg, &o->top) || o->top < 0)
				return amp_usage_error(usage, "bad count '%s'", optarg);
			break;
		case 'o': o->out = optarg; break;
		default:
			return amp_usage_error(usage, "unknown option '%s'", argv[optind - 1]);
		}
	}
	return -1;
}

int amp_popts_weights(const struct amp_popts *o, struct amp_weights *w)
{
	if (o->nweights)
		return amp_weights_from_stats(o->weights, (size_t)o->nweights, w);
	return amp_weights_default(w);
}

void amp_popts_release(struct amp_popts *o)
{
	free(o->weights);
	o->weights = NULL;
}

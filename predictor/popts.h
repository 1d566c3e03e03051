/* popts.h: the options the analysis commands share. */
#ifndef AMP_POPTS_H
#define AMP_POPTS_H

#include "analysis.h"

struct amp_popts {
	int format;
	int programs;          /* --programs: operands are .stats files */
	char **weights;        /* --weights STATS (repeatable) */
	int nweights;
	const char *out;       /* -o FILE */
	long top;
	int make_weights;
};

/* Parse; returns -1 to continue, else an exit code (help, usage error). */
int amp_popts_parse(int argc, char **argv, const char *usage, struct amp_popts *o);
/* Weights from --weights, else the reference workload. */
int amp_popts_weights(const struct amp_popts *o, struct amp_weights *w);
void amp_popts_release(struct amp_popts *o);

#endif

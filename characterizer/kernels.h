/* kernels.h: synthetic loop kernels for the characterizer. Each kernel is a
 * Fortran subroutine whose loop body is a random mix of typical statements;
 * the generator declares, as data, how many of each parameter one
 * iteration of the body executes (checked against amp analyze in a test). */
#ifndef AMP_KERNELS_H
#define AMP_KERNELS_H

#include <stddef.h>

#include "catalog.h"
#include "util.h"

/* Array extent: every kernel sweeps windows of arrays this long, at a
 * different place each outer iteration (the start moves within the span). */
#define AMP_KRN_LD 65600
#define AMP_KRN_LD_S "65600"
#define AMP_KRN_SPAN_S "65000"

struct amp_kernel {
	int id;
	int whileloop;               /* inner loop is a DO WHILE */
	double body[AMP_NCOUNTERS];  /* declared counts of one body execution */
	double per_call[AMP_NCOUNTERS]; /* counts of one J iteration (a call with
					   nrep J iterations runs nrep of them) */
	int first_line, last_line;   /* the body's lines in the source */
};

struct amp_kernel_set {
	struct amp_kernel *k;
	size_t n;
	struct amp_buf source;       /* fixed-form Fortran: kernels + helpers */
};

/* Generate n kernels from a seed. */
void amp_kernels_generate(struct amp_kernel_set *set, size_t n, unsigned long seed);
void amp_kernels_release(struct amp_kernel_set *set);

#endif

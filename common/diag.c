/* diag.c: diagnostics (see diag.h). */
#include "diag.h"

#include <stdio.h>
#include <stdlib.h>

static int n_errors, n_warnings;

static const char *sev_name(enum amp_severity sev)
{
	switch (sev) {
	case AMP_NOTE: return "note";
	case AMP_WARNING: return "warning";
	default: return "error";
	}
}

static void count(enum amp_severity sev)
{
	if (sev == AMP_ERROR)
		n_errors++;
	else if (sev == AMP_WARNING)
		n_warnings++;
}

static void vreport(enum amp_severity sev, const char *fmt, va_list ap)
{
	count(sev);
	fflush(stdout);
	fprintf(stderr, "amp: %s: ", sev_name(sev));
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
}

void amp_error(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vreport(AMP_ERROR, fmt, ap);
	va_end(ap);
}

void amp_warning(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vreport(AMP_WARNING, fmt, ap);
	va_end(ap);
}

void amp_note(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vreport(AMP_NOTE, fmt, ap);
	va_end(ap);
}

void amp_vdiag_at(enum amp_severity sev, const char *file, int line, int col,
		  const char *fmt, va_list ap)
{
	count(sev);
	fflush(stdout);
	if (line > 0 && col > 0)
		fprintf(stderr, "%s:%d:%d: %s: ", file, line, col, sev_name(sev));
	else if (line > 0)
		fprintf(stderr, "%s:%d: %s: ", file, line, sev_name(sev));
	else
		fprintf(stderr, "%s: %s: ", file, sev_name(sev));
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
}

void amp_diag_at(enum amp_severity sev, const char *file, int line, int col,
		 const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	amp_vdiag_at(sev, file, line, col, fmt, ap);
	va_end(ap);
}

int amp_diag_errors(void) { return n_errors; }
int amp_diag_warnings(void) { return n_warnings; }
void amp_diag_reset(void) { n_errors = n_warnings = 0; }

void amp_die(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vreport(AMP_ERROR, fmt, ap);
	va_end(ap);
	exit(AMP_EXIT_FAIL);
}

void amp_oom(void)
{
	fputs("amp: error: out of memory\n", stderr);
	exit(AMP_EXIT_FAIL);
}

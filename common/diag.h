/* diag.h: diagnostics in one voice, GCC style.
 * Sources: "file:line:col: error: msg"; everything else: "amp: error: msg". */
#ifndef AMP_DIAG_H
#define AMP_DIAG_H

#include <stdarg.h>

#if defined(__GNUC__)
#define AMP_PRINTF(a, b) __attribute__((format(printf, a, b)))
#define AMP_NORETURN __attribute__((noreturn))
#else
#define AMP_PRINTF(a, b)
#define AMP_NORETURN
#endif

/* Exit codes of every command. */
enum { AMP_EXIT_OK = 0, AMP_EXIT_FAIL = 1, AMP_EXIT_USAGE = 2 };

enum amp_severity { AMP_NOTE, AMP_WARNING, AMP_ERROR };

/* "amp: error: ..." on stderr. */
void amp_error(const char *fmt, ...) AMP_PRINTF(1, 2);
void amp_warning(const char *fmt, ...) AMP_PRINTF(1, 2);
void amp_note(const char *fmt, ...) AMP_PRINTF(1, 2);

/* "file:line:col: error: ..." (col 0 omits the column, line 0 both). */
void amp_diag_at(enum amp_severity sev, const char *file, int line, int col,
		 const char *fmt, ...) AMP_PRINTF(5, 6);
void amp_vdiag_at(enum amp_severity sev, const char *file, int line, int col,
		  const char *fmt, va_list ap);

/* Counts of errors and warnings reported through this module. */
int amp_diag_errors(void);
int amp_diag_warnings(void);
void amp_diag_reset(void);

/* Only at the top of a command: report and exit with AMP_EXIT_FAIL. */
AMP_NORETURN void amp_die(const char *fmt, ...) AMP_PRINTF(1, 2);

/* Out of memory: report and exit. */
AMP_NORETURN void amp_oom(void);

#endif

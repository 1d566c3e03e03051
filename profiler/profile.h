/* profile.h: compile, run and merge: from sources to program statistics. */
#ifndef AMP_PROFILE_H
#define AMP_PROFILE_H

#include "program.h"
#include "statsfile.h"

struct amp_profile_opts {
	const char *fc;          /* Fortran compiler command (default gfortran) */
	const char *fflags;      /* its flags, split at blanks (default -O0) */
	const char *stdin_path;  /* the program's standard input, or NULL */
	const char *run_dir;     /* the program runs in this folder (NULL: here) */
	const char *keep_dir;    /* build here and keep it, or NULL (temporary) */
	int memory;              /* trace array references: mem.* counters */
	int mem_period;          /* follow one line in this many (a power of
				    two; 0: the runtime's AMP_RU_PERIOD) */
	char **args;             /* the program's arguments */
	int nargs;
};

/* Run argv (no shell) in cwd (NULL: here) with stdin from in (named from
 * here; NULL: inherit)
 * and AMP_COUNTS=counts (NULL: unset). Returns the wait status, or -1 when
 * it could not be started (reported). */
int amp_run(char *const argv[], const char *cwd, const char *in, const char *counts);

/* amp_run in two halves, to run several commands at once: amp_spawn
 * starts argv and returns its pid (-1 reported), amp_wait waits for it and
 * returns its wait status (-1 reported). */
int amp_spawn(char *const argv[], const char *cwd, const char *in, const char *counts);
int amp_wait(int pid, const char *name);

/* amp_run with no input or counts, its standard output and error
 * discarded (a probe whose failure is an answer, not an error). */
int amp_run_silent(char *const argv[], const char *cwd);

/* Run argv (no shell) in folder cwd (NULL: here) with stdin from in_path
 * (/dev/null when NULL) and stdout to out_path (both named from here):
 * the user + system CPU seconds it took, or -1 when it could not run or
 * did not exit 0. */
double amp_run_cpu(char *const argv[], const char *cwd, const char *in_path, const char *out_path);

/* Instrument p, build it in a folder, run it and fill s. Returns 0, or -1
 * with the reason reported. *exit_status gets the program's exit code. */
int amp_profile_run(const struct amp_program *p, const struct amp_profile_opts *o,
		    struct amp_stats *s, int *exit_status);

/* Merge block counters (slots 1..nslots) into statistics, and the memory
 * statistics (AMP_RU_NCLASS * AMP_RU_NB per memory reference, or NULL),
 * and the block counters at the end of the run's exact phase (or NULL:
 * not traced; the exact.* counters stay zero). */
void amp_profile_merge(const struct amp_program *p, const long long *slots,
		       const long long *mem, const long long *exact, struct amp_stats *s);

/* Read a counts file written by the runtime; checks the build id. Its
 * exact-phase section, if any, fills exact[0..nexact) (exact may be NULL)
 * and sets *has_exact (may be NULL). */
int amp_counts_read(const char *path, const char *build_id, long nslots, long long *slots,
		    long nexact, long long *exact, int *has_exact);

#endif

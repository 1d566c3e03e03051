/* util.h: memory, growable strings, whole-file reads and atomic writes. */
#ifndef AMP_UTIL_H
#define AMP_UTIL_H

#include <stddef.h>
#include <stdio.h>

#include "diag.h"

void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);
char *xasprintf(const char *fmt, ...) AMP_PRINTF(1, 2);

/* Grow an array *p of *cap elements of size sz so index n fits. */
void amp_grow(void *pp, size_t *cap, size_t n, size_t sz);

/* A growable NUL-terminated string. Zero-initialize before use. */
struct amp_buf {
	char *s;
	size_t len, cap;
};
void buf_addn(struct amp_buf *b, const char *s, size_t n);
void buf_adds(struct amp_buf *b, const char *s);
void buf_addc(struct amp_buf *b, int c);
void buf_printf(struct amp_buf *b, const char *fmt, ...) AMP_PRINTF(2, 3);
void buf_reset(struct amp_buf *b);
void buf_release(struct amp_buf *b);
/* Take ownership of the string (never NULL) and reset the buffer. */
char *buf_detach(struct amp_buf *b);

/* Read a whole file; returns NULL and sets errno on failure. */
char *amp_read_file(const char *path, size_t *len);

/*
 * Atomic output: write to a temporary file beside the target, then rename
 * over it on commit, so a reader never sees half a file and an error leaves
 * the old file in place. Path "-" means standard output (no atomicity).
 */
struct amp_atomic {
	char *path;
	char *tmp;
	FILE *fp;
};
/* Returns 0, or -1 with an "amp: error:" already reported. */
int amp_atomic_open(struct amp_atomic *a, const char *path);
/* Flush, fsync, rename. Returns 0, or -1 (reported; temporary removed). */
int amp_atomic_commit(struct amp_atomic *a);
/* Drop the temporary file, leaving any old target untouched. */
void amp_atomic_abort(struct amp_atomic *a);

/* Write a whole string atomically. Returns 0 or -1 (reported). */
int amp_write_file_atomic(const char *path, const char *data, size_t len);

/* Check that writing stdout succeeded; reports and returns -1 if not. */
int amp_close_stdout(void);

/* Split s in place at runs of whitespace (or only at tabs if tabs_only);
 * at most max fields, the last one takes the rest of the line. */
int amp_split(char *s, char **fields, int max, int tabs_only);

/* Split s at blanks into a NULL-terminated vector of copies (*n words);
 * free with amp_words_free. NULL s gives no words. */
char **amp_words(const char *s, int *n);
void amp_words_free(char **v, int n);

/* Strict number parsing of a whole field. */
int amp_parse_double(const char *s, double *out);
int amp_parse_long(const char *s, long *out);

/* Where amp's data lives (characterizer kernels, profiler runtime):
 * $AMP_DATADIR if set, else the build tree the amp binary sits in, else
 * <bindir>/../share/amp. Never NULL; the string is static. */
const char *amp_datadir(void);

/* Monotonic wall clock in seconds. */
double amp_now(void);

#endif

/* util.c: memory, strings, files (see util.h). */
#include "util.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p)
		amp_oom();
	return p;
}

void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);
	if (!p)
		amp_oom();
	return p;
}

void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		amp_oom();
	return p;
}

char *xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

char *xstrndup(const char *s, size_t n)
{
	char *p = xmalloc(n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *xasprintf(const char *fmt, ...)
{
	struct amp_buf b = { 0 };
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0)
		amp_oom();
	b.s = xmalloc((size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(b.s, (size_t)n + 1, fmt, ap);
	va_end(ap);
	return b.s;
}

void amp_grow(void *pp, size_t *cap, size_t n, size_t sz)
{
	void **p = pp;
	if (n < *cap)
		return;
	size_t c = *cap ? *cap : 8;
	while (c <= n) {
		if (c > SIZE_MAX / 2 / sz)
			amp_oom();
		c *= 2;
	}
	*p = xrealloc(*p, c * sz);
	memset((char *)*p + *cap * sz, 0, (c - *cap) * sz);
	*cap = c;
}

void buf_addn(struct amp_buf *b, const char *s, size_t n)
{
	if (b->len + n + 1 > b->cap) {
		size_t c = b->cap ? b->cap : 64;
		while (c < b->len + n + 1)
			c *= 2;
		b->s = xrealloc(b->s, c);
		b->cap = c;
	}
	memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = '\0';
}

void buf_adds(struct amp_buf *b, const char *s) { buf_addn(b, s, strlen(s)); }

void buf_addc(struct amp_buf *b, int c)
{
	char ch = (char)c;
	buf_addn(b, &ch, 1);
}

void buf_printf(struct amp_buf *b, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	buf_addn(b, "", 0);
	if (b->len + (size_t)n + 1 > b->cap) {
		size_t c = b->cap;
		while (c < b->len + (size_t)n + 1)
			c *= 2;
		b->s = xrealloc(b->s, c);
		b->cap = c;
	}
	va_start(ap, fmt);
	vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
	va_end(ap);
	b->len += (size_t)n;
}

void buf_reset(struct amp_buf *b)
{
	b->len = 0;
	if (b->s)
		b->s[0] = '\0';
}

void buf_release(struct amp_buf *b)
{
	free(b->s);
	b->s = NULL;
	b->len = b->cap = 0;
}

char *buf_detach(struct amp_buf *b)
{
	char *s = b->s ? b->s : xstrdup("");
	b->s = NULL;
	b->len = b->cap = 0;
	return s;
}

char *amp_read_file(const char *path, size_t *lenp)
{
	FILE *fp = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
	if (!fp)
		return NULL;
	struct amp_buf b = { 0 };
	char chunk[65536];
	size_t n;
	while ((n = fread(chunk, 1, sizeof chunk, fp)) > 0)
		buf_addn(&b, chunk, n);
	int err = ferror(fp);
	int saved = errno;
	if (fp != stdin)
		fclose(fp);
	if (err) {
		buf_release(&b);
		errno = saved ? saved : EIO;
		return NULL;
	}
	if (lenp)
		*lenp = b.len;
	return buf_detach(&b);
}

int amp_atomic_open(struct amp_atomic *a, const char *path)
{
	memset(a, 0, sizeof *a);
	a->path = xstrdup(path);
	if (strcmp(path, "-") == 0) {
		a->fp = stdout;
		return 0;
	}
	a->tmp = xasprintf("%s.tmpXXXXXX", path);
	int fd = mkstemp(a->tmp);
	if (fd < 0) {
		amp_error("cannot create '%s': %s", path, strerror(errno));
		free(a->tmp);
		free(a->path);
		a->tmp = a->path = NULL;
		return -1;
	}
	/* mkstemp makes 0600; outputs are ordinary files. */
	mode_t um = umask(0);
	umask(um);
	fchmod(fd, 0666 & ~um);
	a->fp = fdopen(fd, "w");
	if (!a->fp) {
		amp_error("cannot create '%s': %s", path, strerror(errno));
		close(fd);
		unlink(a->tmp);
		free(a->tmp);
		free(a->path);
		a->tmp = a->path = NULL;
		return -1;
	}
	return 0;
}

int amp_atomic_commit(struct amp_atomic *a)
{
	int rc = 0;
	if (!a->fp)
		return -1;
	if (a->fp == stdout) {
		if (fflush(stdout) != 0 || ferror(stdout)) {
			amp_error("cannot write standard output: %s", strerror(errno));
			rc = -1;
		}
		a->fp = NULL;
		free(a->path);
		a->path = NULL;
		return rc;
	}
	if (fflush(a->fp) != 0 || ferror(a->fp) || fsync(fileno(a->fp)) != 0) {
		amp_error("cannot write '%s': %s", a->path, strerror(errno));
		rc = -1;
	}
	if (fclose(a->fp) != 0 && rc == 0) {
		amp_error("cannot write '%s': %s", a->path, strerror(errno));
		rc = -1;
	}
	a->fp = NULL;
	if (rc == 0 && rename(a->tmp, a->path) != 0) {
		amp_error("cannot rename '%s' to '%s': %s", a->tmp, a->path,
			  strerror(errno));
		rc = -1;
	}
	if (rc != 0)
		unlink(a->tmp);
	free(a->tmp);
	free(a->path);
	a->tmp = a->path = NULL;
	return rc;
}

void amp_atomic_abort(struct amp_atomic *a)
{
	if (a->fp && a->fp != stdout)
		fclose(a->fp);
	if (a->tmp)
		unlink(a->tmp);
	free(a->tmp);
	free(a->path);
	memset(a, 0, sizeof *a);
}

int amp_write_file_atomic(const char *path, const char *data, size_t len)
{
	struct amp_atomic a;
	if (amp_atomic_open(&a, path) != 0)
		return -1;
	if (fwrite(data, 1, len, a.fp) != len) {
		amp_error("cannot write '%s': %s", path, strerror(errno));
		amp_atomic_abort(&a);
		return -1;
	}
	return amp_atomic_commit(&a);
}

int amp_close_stdout(void)
{
	if (fflush(stdout) != 0 || ferror(stdout)) {
		amp_error("cannot write standard output: %s", strerror(errno));
		return -1;
	}
	return 0;
}

int amp_split(char *s, char **fields, int max, int tabs_only)
{
	int n = 0;
	while (*s && n < max) {
		if (!tabs_only)
			while (*s == ' ' || *s == '\t')
				s++;
		if (!*s)
			break;
		fields[n++] = s;
		if (n == max)
			break;
		while (*s && (tabs_only ? *s != '\t' : (*s != ' ' && *s != '\t')))
			s++;
		if (*s)
			*s++ = '\0';
	}
	return n;
}

int amp_parse_double(const char *s, double *out)
{
	char *end;
	if (!*s || isspace((unsigned char)*s))
		return -1;
	errno = 0;
	double v = strtod(s, &end);
	if (*end || errno == ERANGE || isnan(v))
		return -1;
	*out = v;
	return 0;
}

int amp_parse_long(const char *s, long *out)
{
	char *end;
	if (!*s || isspace((unsigned char)*s))
		return -1;
	errno = 0;
	long v = strtol(s, &end, 10);
	if (*end || errno == ERANGE)
		return -1;
	*out = v;
	return 0;
}

double amp_now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

const char *amp_datadir(void)
{
	static char dir[4096];
	if (dir[0])
		return dir;
	const char *env = getenv("AMP_DATADIR");
	if (env && *env) {
		snprintf(dir, sizeof dir, "%s", env);
		return dir;
	}
	char exe[3900];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (n > 0) {
		exe[n] = '\0';
		char *slash = strrchr(exe, '/');
		if (slash) {
			*slash = '\0';
			char probe[4200];
			snprintf(probe, sizeof probe, "%s/characterizer", exe);
			if (access(probe, F_OK) == 0) {
				snprintf(dir, sizeof dir, "%s", exe);
				return dir;
			}
			snprintf(dir, sizeof dir, "%s/../share/amp", exe);
			return dir;
		}
	}
	snprintf(dir, sizeof dir, "/usr/local/share/amp");
	return dir;
}

char **amp_words(const char *s, int *n)
{
	char **v = xcalloc(1, sizeof *v);
	*n = 0;
	char *copy = xstrdup(s ? s : ""), *save = NULL;
	for (char *t = strtok_r(copy, " \t", &save); t; t = strtok_r(NULL, " \t", &save)) {
		v = xrealloc(v, (size_t)(*n + 2) * sizeof *v);
		v[(*n)++] = xstrdup(t);
		v[*n] = NULL;
	}
	free(copy);
	return v;
}

void amp_words_free(char **v, int n)
{
	for (int i = 0; i < n; i++)
		free(v[i]);
	free(v);
}

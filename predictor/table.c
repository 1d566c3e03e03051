/* table.c: text, CSV and JSON tables (see table.h). */
#include "table.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "util.h"

void amp_table_init(struct amp_table *t, const char *title, int ncols, ...)
{
	memset(t, 0, sizeof *t);
	t->title = xstrdup(title ? title : "");
	t->ncols = ncols;
	t->cols = xcalloc((size_t)ncols, sizeof *t->cols);
	va_list ap;
	va_start(ap, ncols);
	for (int i = 0; i < ncols; i++)
		t->cols[i] = xstrdup(va_arg(ap, const char *));
	va_end(ap);
}

void amp_table_initv(struct amp_table *t, const char *title, int ncols, char *const *cols)
{
	memset(t, 0, sizeof *t);
	t->title = xstrdup(title ? title : "");
	t->ncols = ncols;
	t->cols = xcalloc((size_t)ncols, sizeof *t->cols);
	for (int i = 0; i < ncols; i++)
		t->cols[i] = xstrdup(cols[i]);
}

void amp_table_rowv(struct amp_table *t, char **cells)
{
	amp_grow(&t->cells, &t->cap, (t->nrows + 1) * (size_t)t->ncols, sizeof *t->cells);
	for (int i = 0; i < t->ncols; i++)
		t->cells[t->nrows * (size_t)t->ncols + (size_t)i] = cells[i];
	t->nrows++;
}

/* Arguments: ncols malloc'd strings, owned by the table afterwards. */
void amp_table_row(struct amp_table *t, ...)
{
	amp_grow(&t->cells, &t->cap, (t->nrows + 1) * (size_t)t->ncols, sizeof *t->cells);
	va_list ap;
	va_start(ap, t);
	for (int i = 0; i < t->ncols; i++)
		t->cells[t->nrows * (size_t)t->ncols + (size_t)i] = va_arg(ap, char *);
	va_end(ap);
	t->nrows++;
}

char *amp_fmt(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	char *s = xmalloc((size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(s, (size_t)n + 1, fmt, ap);
	va_end(ap);
	return s;
}

static int numeric(const char *s)
{
	char *end;
	if (!*s)
		return 0;
	strtod(s, &end);
	return *end == '\0' || strcmp(end, "%") == 0;
}

/* JSON's own number grammar: strtod also takes "inf", "0x10" and "007". */
static int json_number(const char *s)
{
	if (*s == '-')
		s++;
	if (*s == '0')
		s++;
	else if (*s >= '1' && *s <= '9')
		while (isdigit((unsigned char)*s))
			s++;
	else
		return 0;
	if (*s == '.') {
		if (!isdigit((unsigned char)*++s))
			return 0;
		while (isdigit((unsigned char)*s))
			s++;
	}
	if (*s == 'e' || *s == 'E') {
		s++;
		if (*s == '+' || *s == '-')
			s++;
		if (!isdigit((unsigned char)*s))
			return 0;
		while (isdigit((unsigned char)*s))
			s++;
	}
	return *s == '\0';
}

static void json_str(FILE *fp, const char *s)
{
	fputc('"', fp);
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			fprintf(fp, "\\%c", *s);
		else if ((unsigned char)*s < 0x20)
			fprintf(fp, "\\u%04x", (unsigned char)*s);
		else
			fputc(*s, fp);
	}
	fputc('"', fp);
}

void amp_table_print(const struct amp_table *t, int format, FILE *fp)
{
	size_t nc = (size_t)t->ncols;
	if (format == AMP_FMT_CSV) {
		for (size_t c = 0; c < nc; c++)
			fprintf(fp, "%s%s", c ? "," : "", t->cols[c]);
		fputc('\n', fp);
		for (size_t r = 0; r < t->nrows; r++) {
			for (size_t c = 0; c < nc; c++) {
				const char *v = t->cells[r * nc + c];
				if (c)
					fputc(',', fp);
				if (strpbrk(v, ",\"\n")) {
					fputc('"', fp);
					for (const char *p = v; *p; p++) {
						if (*p == '"')
							fputc('"', fp);
						fputc(*p, fp);
					}
					fputc('"', fp);
				} else {
					fputs(v, fp);
				}
			}
			fputc('\n', fp);
		}
		return;
	}
	if (format == AMP_FMT_JSON) {
		fputs("{\"title\":", fp);
		json_str(fp, t->title);
		fputs(",\"rows\":[", fp);
		for (size_t r = 0; r < t->nrows; r++) {
			fputs(r ? ",\n {" : "\n {", fp);
			for (size_t c = 0; c < nc; c++) {
				const char *v = t->cells[r * nc + c];
				if (c)
					fputc(',', fp);
				json_str(fp, t->cols[c]);
				fputc(':', fp);
				if (json_number(v))
					fputs(v, fp);
				else
					json_str(fp, v);
			}
			fputc('}', fp);
		}
		fputs("]}", fp);
		return;
	}
	size_t *w = xcalloc(nc, sizeof *w);
	/* A column is right-aligned, header included, when every cell in it
	 * is a number, so names and numbers never share one alignment. */
	int *right = xcalloc(nc, sizeof *right);
	for (size_t c = 0; c < nc; c++) {
		w[c] = strlen(t->cols[c]);
		right[c] = c > 0 && t->nrows > 0;
		for (size_t r = 0; r < t->nrows; r++) {
			const char *v = t->cells[r * nc + c];
			size_t l = strlen(v);
			if (l > w[c])
				w[c] = l;
			if (v[0] && !numeric(v))
				right[c] = 0;
		}
	}
	if (t->title[0])
		fprintf(fp, "%s\n", t->title);
	for (size_t r = 0; r <= t->nrows; r++) {
		for (size_t c = 0; c < nc; c++) {
			const char *v = r ? t->cells[(r - 1) * nc + c] : t->cols[c];
			if (c)
				fputs("  ", fp);
			if (right[c])
				fprintf(fp, "%*s", (int)w[c], v);
			else if (c + 1 < nc)
				fprintf(fp, "%-*s", (int)w[c], v);
			else
				fputs(v, fp); /* no trailing blanks */
		}
		fputc('\n', fp);
	}
	free(right);
	free(w);
}

void amp_table_release(struct amp_table *t)
{
	for (size_t i = 0; i < t->nrows * (size_t)t->ncols; i++)
		free(t->cells[i]);
	free(t->cells);
	for (int i = 0; i < t->ncols; i++)
		free(t->cols[i]);
	free(t->cols);
	free(t->title);
	memset(t, 0, sizeof *t);
}

void amp_tables_begin(int format, FILE *fp)
{
	if (format == AMP_FMT_JSON)
		fputs("{\"tables\":[", fp);
}

void amp_tables_sep(int format, FILE *fp, int first)
{
	if (first)
		return;
	if (format == AMP_FMT_JSON)
		fputs(",\n", fp);
	else
		fputc('\n', fp);
}

void amp_tables_end(int format, FILE *fp)
{
	if (format == AMP_FMT_JSON)
		fputs("]}\n", fp);
}

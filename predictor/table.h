/* table.h: tables printed as aligned text, CSV or JSON, so every command's
 * output can be read by people and by other tools alike. */
#ifndef AMP_TABLE_H
#define AMP_TABLE_H

#include <stdio.h>

#include "diag.h"

struct amp_table {
	char *title;
	int ncols;
	char **cols;
	char **cells;    /* nrows * ncols */
	size_t nrows, cap;
};

void amp_table_init(struct amp_table *t, const char *title, int ncols, ...);
/* The same with the column names in an array. */
void amp_table_initv(struct amp_table *t, const char *title, int ncols, char *const *cols);
/* Append a row of ncols malloc'd strings given as an array. */
void amp_table_rowv(struct amp_table *t, char **cells);
/* Add one row of ncols strings made with printf-like formats: each
 * argument pair is (format, value) handled by the caller; simplest is to
 * pass ready strings. */
void amp_table_row(struct amp_table *t, ...);
/* Cell helpers. */
char *amp_fmt(const char *fmt, ...) AMP_PRINTF(1, 2);
void amp_table_print(const struct amp_table *t, int format, FILE *fp);
void amp_table_release(struct amp_table *t);

/* Several tables as one output: JSON wraps them in {"tables": [...]}. */
void amp_tables_begin(int format, FILE *fp);
void amp_tables_sep(int format, FILE *fp, int first);
void amp_tables_end(int format, FILE *fp);

#endif

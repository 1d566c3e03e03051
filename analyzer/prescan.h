/* prescan.h: the Fortran prescanner. Reads fixed- or free-form source,
 * expands INCLUDE lines, joins continuation lines, drops comments, and hands
 * out one logical statement at a time with a map from every character back
 * to file:line:col.
 *
 * Normalized statement text:
 * - letters outside character constants are upper-cased;
 * - fixed form: blanks outside character constants are removed (they are not
 *   significant); free form: runs of blanks become one blank, leading and
 *   trailing blanks are dropped;
 * - character constants keep their case and blanks, delimited by the quote
 *   the source used (' or "), inner doubled quotes kept as written;
 * - fixed-form Hollerith constants (nHxxx) become character constants
 *   'xxx' (quote doubled inside) so later stages see one kind of string;
 * - ';' separates statements (both forms), '!' starts a comment outside
 *   strings (both forms), and the label is taken off the text.
 */
#ifndef AMP_PRESCAN_H
#define AMP_PRESCAN_H

/* A Hollerith constant (fixed form: 4HABCD) reaches the statement's text
 * as a character literal whose first character is this mark ('\001ABCD'),
 * so that the analyzer reads it as the literal it is and the instrumented
 * copy writes it back as a Hollerith constant, which compilers take where
 * the original gave it to a numeric entity (DATA IA /4HABCD/). */
#define AMP_HOLLERITH_MARK '\001'

#include <stddef.h>

enum amp_form { AMP_FORM_AUTO, AMP_FORM_FIXED, AMP_FORM_FREE };

/* A position in a source file; file indexes amp_srcset.files. */
struct amp_srcpos {
	int file;
	int line; /* 1-based */
	int col;  /* 1-based, in characters of the physical line (tabs count 1) */
};

struct amp_srcfile {
	char *path;        /* as named (INCLUDE files: as found on disk) */
	char *text;        /* whole contents */
	size_t len;
	enum amp_form form; /* resolved form */
	int included_from; /* file index that INCLUDEd it, or -1 */
	int include_line;  /* line of the INCLUDE in that file */
	int cpp;           /* read through the C preprocessor (text is its
			      output, positions are the original file's) */
};

/* All files read for one analysis (sources and what they include). */
struct amp_srcset {
	struct amp_srcfile *files;
	size_t nfiles, capfiles;
};

struct amp_stmt {
	char *text;               /* normalized text, NUL-terminated */
	size_t len;
	struct amp_srcpos *pos;   /* pos[i] for text[i], i <= len (pos[len]: end) */
	int label;                /* statement label, 0 if none */
	struct amp_srcpos start;  /* where the statement starts (its label if any) */
	int last_line;            /* last physical line (same file as start) */
	/* Instrumentation needs where the statement sits physically: */
	int first_line;           /* first physical line (== start.line) */
	int label_col;            /* column of the label's first digit, 0 if none */
	int semicolon_before;     /* 1 if a ';' on the same line precedes it */
	int semicolon_after;      /* 1 if a ';' on the same line follows it */
	int from_include;         /* 1 if it came from an INCLUDE file */
};

struct amp_prescan_opts {
	enum amp_form form;        /* AUTO: by suffix (.f .for .ftn .f77 .F = fixed;
				      .f90 .f95 .f03 .f08 .F90 ... = free) */
	int line_length;           /* 0: 72 fixed, 132 free; else the limit */
	const char *const *include_dirs; /* searched after the including file's dir */
	int ninclude_dirs;
	int cpp;                   /* C preprocessor: 0 by suffix (.F .F90 .FOR
				      .fpp ...: a capital F), 1 always, -1 never */
	const char *const *defines; /* -D NAME[=VALUE] for the preprocessor */
	int ndefines;
};

/*
 * Prescan one source file (and its INCLUDE files) into statements, appended
 * to *stmts (n, cap as for amp_grow). Files are added to set. Problems are
 * reported as "file:line:col: error: ..." through diag.h. Returns the number
 * of errors (0 = clean); statements are produced even after errors.
 */
int amp_prescan(const char *path, const struct amp_prescan_opts *opts,
		struct amp_srcset *set, struct amp_stmt **stmts, size_t *n,
		size_t *cap);

/* Position of character i of a statement, as file/line/col. */
const char *amp_srcset_path(const struct amp_srcset *set, int file);

void amp_stmt_release(struct amp_stmt *s);
void amp_srcset_release(struct amp_srcset *set);

/* The form a path's suffix implies (AMP_FORM_FIXED when unknown). */
enum amp_form amp_form_for_path(const char *path);

/* Does a source go through the C preprocessor, as compilers take it (a
 * suffix with a capital F, or .fpp), or as opts->cpp forces? */
int amp_wants_cpp(const char *path, const struct amp_prescan_opts *opts);

#endif

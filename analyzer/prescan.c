/* prescan.c: the Fortran prescanner (see prescan.h): physical lines in,
 * normalized logical statements out, every character mapped to its source. */
#include "prescan.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>
#include <stdio.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "diag.h"
#include "util.h"

/* The statement being assembled. */
struct pstate {
	struct amp_srcset *set;
	int file;
	const struct amp_prescan_opts *opts;
	int depth;
	struct amp_stmt **stmts;
	size_t *n, *cap;
	int errors;
	/* current statement */
	int open;
	struct amp_buf text;
	struct amp_srcpos *pos;
	size_t npos, cappos;
	int label;
	struct amp_srcpos start;
	int label_col, last_line, semicolon_before;
	char quote;              /* inside a character constant: its quote */
	struct amp_srcpos quote_pos;
	long holl;               /* Hollerith characters still to copy */
	int is_data;             /* statement starts with DATA (for n*nH) */
	int directives;          /* preprocessor lines seen in this file */
	int cpp;                 /* text is the C preprocessor's output */
	int root;                /* the preprocessed source's file index */
	int builtin;             /* in cpp's own lines (<built-in> ...) */
};

const char *amp_srcset_path(const struct amp_srcset *set, int file)
{
	if (file < 0 || (size_t)file >= set->nfiles)
		return "?";
	return set->files[file].path;
}

enum amp_form amp_form_for_path(const char *path)
{
	const char *dot = strrchr(path, '.');
	const char *slash = strrchr(path, '/');
	if (!dot || (slash && dot < slash))
		return AMP_FORM_FIXED;
	dot++;
	static const char *const free_suffixes[] = { "f90", "f95", "f03", "f08", "F90",
						     "F95", "F03", "F08", NULL };
	for (int i = 0; free_suffixes[i]; i++)
		if (strcmp(dot, free_suffixes[i]) == 0)
			return AMP_FORM_FREE;
	return AMP_FORM_FIXED;
}

static void perr(struct pstate *ps, int line, int col, const char *fmt, ...)
	AMP_PRINTF(4, 5);
static void perr(struct pstate *ps, int line, int col, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	amp_vdiag_at(AMP_ERROR, amp_srcset_path(ps->set, ps->file), line, col, fmt, ap);
	va_end(ap);
	ps->errors++;
}

static void emit(struct pstate *ps, char c, int line, int col)
{
	amp_grow(&ps->pos, &ps->cappos, ps->npos + 1, sizeof *ps->pos);
	ps->pos[ps->npos].file = ps->file;
	ps->pos[ps->npos].line = line;
	ps->pos[ps->npos].col = col;
	ps->npos++;
	buf_addc(&ps->text, c);
	if (ps->last_line < line)
		ps->last_line = line;
}

static void begin(struct pstate *ps, int label, int line, int col, int label_col,
		  int after_semicolon)
{
	ps->open = 1;
	buf_reset(&ps->text);
	ps->npos = 0;
	ps->label = label;
	ps->start.file = ps->file;
	ps->start.line = line;
	ps->start.col = col;
	ps->label_col = label_col;
	ps->last_line = line;
	ps->semicolon_before = after_semicolon;
	ps->quote = 0;
	ps->holl = 0;
	ps->is_data = 0;
}

/* Close the current statement; semicolon_after says a ';' ended it. */
static void finish(struct pstate *ps, int semicolon_after)
{
	if (!ps->open)
		return;
	ps->open = 0;
	if (ps->quote) {
		perr(ps, ps->quote_pos.line, ps->quote_pos.col,
		     "unterminated character constant");
		emit(ps, ps->quote, ps->last_line, 0);
		ps->quote = 0;
	}
	if (ps->holl > 0) {
		/* A Hollerith constant cut short by the end of the statement. */
		emit(ps, '\'', ps->last_line, 0);
		ps->holl = 0;
	}
	/* Trailing blank (free form). */
	while (ps->text.len && ps->text.s[ps->text.len - 1] == ' ') {
		ps->text.len--;
		ps->text.s[ps->text.len] = '\0';
		ps->npos--;
	}
	if (ps->text.len == 0) {
		if (ps->label)
			perr(ps, ps->start.line, ps->start.col,
			     "statement label %d with no statement", ps->label);
		return;
	}
	amp_grow(ps->stmts, ps->cap, *ps->n, sizeof **ps->stmts);
	struct amp_stmt *s = &(*ps->stmts)[(*ps->n)++];
	memset(s, 0, sizeof *s);
	s->len = ps->text.len;
	s->text = xstrndup(ps->text.s, ps->text.len);
	s->pos = xmalloc((ps->npos + 1) * sizeof *s->pos);
	memcpy(s->pos, ps->pos, ps->npos * sizeof *s->pos);
	s->pos[ps->npos] = ps->pos[ps->npos - 1];
	s->pos[ps->npos].col++;
	s->label = ps->label;
	s->start = ps->start;
	s->first_line = ps->start.line;
	s->last_line = ps->last_line;
	s->label_col = ps->label_col;
	s->semicolon_before = ps->semicolon_before;
	s->semicolon_after = semicolon_after;
	s->from_include = ps->depth > 0;
}

static int prescan_file(struct pstate *parent, const char *path, enum amp_form form,
			int from_file, int from_line, int from_col);

/* INCLUDE 'name': text is the line's text from its statement column. */
static int include_name(const char *text, size_t len, int fixed, char *name, size_t cap)
{
	size_t i = 0, k = 0;
	const char *kw = "INCLUDE";
	while (i < len && (text[i] == ' ' || text[i] == '\t'))
		i++;
	while (kw[k] && i < len) {
		if (fixed && (text[i] == ' ' || text[i] == '\t')) {
			i++;
			continue;
		}
		if (toupper((unsigned char)text[i]) != kw[k])
			return 0;
		i++;
		k++;
	}
	if (kw[k])
		return 0;
	while (i < len && (text[i] == ' ' || text[i] == '\t'))
		i++;
	if (i >= len || (text[i] != '\'' && text[i] != '"'))
		return 0;
	char q = text[i++];
	size_t j = 0;
	while (i < len && text[i] != q) {
		if (j + 1 < cap)
			name[j++] = text[i];
		i++;
	}
	name[j] = '\0';
	if (i >= len)
		return 0;
	i++;
	while (i < len && (text[i] == ' ' || text[i] == '\t'))
		i++;
	if (i < len && text[i] != '!')
		return 0;
	return j > 0;
}

static void do_include(struct pstate *ps, const char *name, int line, int col)
{
	finish(ps, 0);
	const char *cur = amp_srcset_path(ps->set, ps->file);
	struct amp_buf b = { 0 };
	char *found = NULL;
	if (name[0] == '/') {
		found = xstrdup(name);
	} else {
		const char *slash = strrchr(cur, '/');
		if (slash)
			buf_addn(&b, cur, (size_t)(slash - cur + 1));
		buf_adds(&b, name);
		if (access(b.s, R_OK) == 0)
			found = buf_detach(&b);
		for (int i = 0; !found && i < ps->opts->ninclude_dirs; i++) {
			buf_reset(&b);
			buf_printf(&b, "%s/%s", ps->opts->include_dirs[i], name);
			if (access(b.s, R_OK) == 0)
				found = buf_detach(&b);
		}
	}
	buf_release(&b);
	if (!found) {
		perr(ps, line, col, "cannot open include file '%s': %s", name, strerror(ENOENT));
		return;
	}
	/* An include file nested in itself would never end. */
	for (int f = ps->file; f >= 0; f = ps->set->files[f].included_from)
		if (strcmp(ps->set->files[f].path, found) == 0) {
			perr(ps, line, col, "include file '%s' includes itself", name);
			free(found);
			return;
		}
	if (ps->depth >= 32) {
		perr(ps, line, col, "include files nested too deeply");
		free(found);
		return;
	}
	enum amp_form form = ps->set->files[ps->file].form;
	if (ps->opts->form == AMP_FORM_AUTO) {
		const char *dot = strrchr(found, '.');
		if (dot && (strcmp(dot, ".f90") == 0 || strcmp(dot, ".F90") == 0))
			form = AMP_FORM_FREE;
		else if (dot && (strcmp(dot, ".f") == 0 || strcmp(dot, ".for") == 0))
			form = AMP_FORM_FIXED;
	}
	ps->errors += prescan_file(ps, found, form, ps->file, line, col);
	free(found);
}

/* ---- fixed form ------------------------------------------------------ */

static int holl_ok(const struct pstate *ps)
{
	if (ps->text.len == 0)
		return 0;
	char p = ps->text.s[ps->text.len - 1];
	if (p == '(' || p == ',' || p == '/' || p == '=')
		return 1;
	return p == '*' && ps->is_data;
}

/* Handle one character outside strings; returns columns consumed. */
static void fixed_segment(struct pstate *ps, const char *line, int len, int from, int to,
			  int lineno, int line_length)
{
	int c0;
	for (c0 = from; c0 < to; c0++) {
		char c = line[c0];
		int col = c0 + 1;
		if (ps->holl > 0) {
			if (c == '\'')
				emit(ps, '\'', lineno, col);
			emit(ps, c == '\t' ? ' ' : c, lineno, col);
			if (--ps->holl == 0)
				emit(ps, '\'', lineno, col);
			continue;
		}
		if (ps->quote) {
			emit(ps, c, lineno, col);
			if (c == ps->quote) {
				if (c0 + 1 < to && line[c0 + 1] == ps->quote) {
					emit(ps, c, lineno, col + 1);
					c0++;
				} else {
					ps->quote = 0;
				}
			}
			continue;
		}
		if (c == ' ' || c == '\t' || c == '\r')
			continue;
		if (c == '!')
			return; /* a comment to the end of the line */
		if (c == ';') {
			finish(ps, 1);
			begin(ps, 0, lineno, col + 1, 0, 1);
			continue;
		}
		if (c == '\'' || c == '"') {
			ps->quote = c;
			ps->quote_pos.line = lineno;
			ps->quote_pos.col = col;
			emit(ps, c, lineno, col);
			continue;
		}
		if (isdigit((unsigned char)c) && holl_ok(ps)) {
			int k = c0;
			long n = 0;
			while (k < to && (isdigit((unsigned char)line[k]) || line[k] == ' ')) {
				if (line[k] != ' ')
					n = n * 10 + (line[k] - '0');
				if (n > 100000)
					break;
				k++;
			}
			if (k < to && (line[k] == 'H' || line[k] == 'h') && n > 0) {
				emit(ps, '\'', lineno, col);
				emit(ps, AMP_HOLLERITH_MARK, lineno, col);
				ps->holl = n;
				c0 = k; /* the H */
				continue;
			}
		}
		if (c == '\0' || (unsigned char)c >= 0x80 || !isprint((unsigned char)c)) {
			perr(ps, lineno, col, "invalid character 0x%02x in statement",
			     (unsigned)(unsigned char)c);
			continue;
		}
		emit(ps, (char)toupper((unsigned char)c), lineno, col);
		if (ps->text.len == 4 && strcmp(ps->text.s, "DATA") == 0)
			ps->is_data = 1;
	}
	/* A constant that goes on to the next card: the card is blank up to
	 * the line length, as a card reader would deliver it. */
	(void)len;
	for (int col = to + 1; col <= line_length && (ps->quote || ps->holl > 0); col++) {
		if (ps->holl > 0) {
			emit(ps, ' ', lineno, col);
			if (--ps->holl == 0)
				emit(ps, '\'', lineno, col);
		} else {
			emit(ps, ' ', lineno, col);
		}
	}
}

/* The file index of name, a file the C preprocessor read for the source
 * being scanned (#include): the source itself, or a file added for it. */
static int cpp_file(struct pstate *ps, const char *name)
{
	struct amp_srcset *set = ps->set;
	if (strcmp(name, set->files[ps->root].path) == 0)
		return ps->root;
	for (size_t k = 0; k < set->nfiles; k++)
		if (set->files[k].cpp && set->files[k].included_from == ps->root && strcmp(set->files[k].path, name) == 0)
			return (int)k;
	amp_grow(&set->files, &set->capfiles, set->nfiles, sizeof *set->files);
	struct amp_srcfile *f = &set->files[set->nfiles];
	memset(f, 0, sizeof *f);
	f->path = xstrdup(name);
	f->form = set->files[ps->root].form;
	f->included_from = ps->root;
	f->cpp = 1;
	return (int)set->nfiles++;
}

/* A '#' in column 1 starts a C preprocessor line (#include, #ifdef,
 * #define). In the preprocessor's output, a line marker (# N "file")
 * says where the next line comes from, and other directives (#pragma)
 * are skipped. In a source read as it is, the source must be preprocessed
 * first: the first one is an error; all are skipped, so what follows
 * still gets its diagnostics. Lines of cpp's own (<built-in>) are
 * skipped too. */
static int directive(struct pstate *ps, const char *line, int len, int *lineno)
{
	if (len == 0 || line[0] != '#') {
		if (ps->cpp && ps->builtin)
			return 1;
		return 0;
	}
	if (ps->cpp) {
		int k = 1;
		while (k < len && (line[k] == ' ' || line[k] == '\t'))
			k++;
		if (k + 4 < len && strncmp(line + k, "line", 4) == 0)
			k += 4;
		while (k < len && (line[k] == ' ' || line[k] == '\t'))
			k++;
		if (k < len && isdigit((unsigned char)line[k])) {
			long n = 0;
			while (k < len && isdigit((unsigned char)line[k]) && n < INT_MAX / 10)
				n = n * 10 + (line[k++] - '0');
			while (k < len && (line[k] == ' ' || line[k] == '\t'))
				k++;
			if (k < len && line[k] == '"') {
				int e = k + 1;
				while (e < len && line[e] != '"')
					e++;
				char *name = xstrndup(line + k + 1, (size_t)(e - k - 1));
				ps->builtin = name[0] == '<';
				if (!ps->builtin) {
					finish(ps, 0);
					ps->file = cpp_file(ps, name);
				}
				free(name);
			}
			*lineno = (int)n - 1;
		}
		return 1;
	}
	if (ps->directives++ == 0)
		perr(ps, *lineno, 1, "preprocessor directive: preprocess the source first, or name it "
		     "with a capital F suffix (.F, .F90) or give --cpp");
	return 1;
}

static void prescan_fixed(struct pstate *ps, const char *text, size_t tlen)
{
	int line_length = ps->opts->line_length > 0 ? ps->opts->line_length : 72;
	int lineno = 0;
	size_t i = 0;
	while (i < tlen) {
		size_t e = i;
		while (e < tlen && text[e] != '\n')
			e++;
		int len = (int)(e - i);
		const char *line = text + i;
		lineno++;
		i = e + 1;
		if (len > 0 && line[len - 1] == '\r')
			len--;
		/* Comment and blank lines. */
		if (directive(ps, line, len, &lineno) || len == 0)
			continue;
		char c1 = line[0];
		if (c1 == 'C' || c1 == 'c' || c1 == '*' || c1 == '!' || c1 == 'D' || c1 == 'd')
			continue;
		int k = 0;
		while (k < len && (line[k] == ' ' || line[k] == '\t' || line[k] == '\f'))
			k++;
		if (k == len)
			continue; /* blank, or a form feed's page break */
		if (line[k] == '!' && k < 5 && memchr(line, '\t', (size_t)k) == NULL)
			continue;
		/* Label field, continuation mark and statement start. */
		int tab = -1;
		for (int j = 0; j < len && j < 6; j++)
			if (line[j] == '\t') {
				tab = j;
				break;
			}
		int label_end, cont = 0, start;
		if (tab >= 0) {
			label_end = tab;
			start = tab + 1;
			if (start < len && line[start] >= '1' && line[start] <= '9') {
				cont = 1;
				start++;
			}
		} else {
			label_end = len < 5 ? len : 5;
			if (len > 5 && line[5] != ' ' && line[5] != '0')
				cont = 1;
			start = 6;
		}
		/* a tab in the label field stands for the columns up to 7
		 * (6 before a continuation digit): the line ends at column
		 * line_length of that count, as compilers take it */
		int last = tab >= 0 ? start + line_length - 6 : line_length;
		int to = len < last ? len : last;
		if (start > to)
			start = to;
		/* The label. */
		int label = 0, label_col = 0, bad_label = 0, bad_col = 0;
		for (int j = 0; j < label_end; j++) {
			char c = line[j];
			if (c == ' ')
				continue;
			if (c == '!' && label == 0)
				break;
			if (isdigit((unsigned char)c)) {
				if (!label_col)
					label_col = j + 1;
				if (label < 1000000)
					label = label * 10 + (c - '0');
			} else if (!bad_label) {
				bad_label = 1;
				bad_col = j + 1;
			}
		}
		if (bad_label) {
			perr(ps, lineno, bad_col, "invalid character '%c' in the label field",
			     line[bad_col - 1]);
			label = 0;
		}
		if (cont) {
			if (!ps->open) {
				perr(ps, lineno, 6, "continuation line with no statement before it");
				continue;
			}
			if (label_col)
				perr(ps, lineno, label_col, "label on a continuation line");
			fixed_segment(ps, line, len, start, to, lineno, line_length);
			continue;
		}
		char incname[1024];
		if (label == 0 && include_name(line + start, (size_t)(to - start), 1,
					       incname, sizeof incname)) {
			do_include(ps, incname, lineno, start + 1);
			continue;
		}
		finish(ps, 0);
		if (label_col && label == 0)
			perr(ps, lineno, label_col, "statement label must not be zero");
		begin(ps, label, lineno, label_col ? label_col : start + 1, label_col, 0);
		fixed_segment(ps, line, len, start, to, lineno, line_length);
	}
	finish(ps, 0);
}

/* ---- free form ------------------------------------------------------- */

static void prescan_free(struct pstate *ps, const char *text, size_t tlen)
{
	int line_length = ps->opts->line_length > 0 ? ps->opts->line_length : 132;
	int lineno = 0, continuing = 0;
	struct amp_srcpos amp_pos = { 0, 0, 0 };
	size_t i = 0;
	while (i < tlen) {
		size_t e = i;
		while (e < tlen && text[e] != '\n')
			e++;
		int len = (int)(e - i);
		const char *line = text + i;
		lineno++;
		i = e + 1;
		if (len > 0 && line[len - 1] == '\r')
			len--;
		if (!ps->quote && directive(ps, line, len, &lineno))
			continue;
		int to = len < line_length ? len : line_length;
		int k = 0;
		while (k < to && (line[k] == ' ' || line[k] == '\t' || line[k] == '\f'))
			k++;
		if (k == to || (line[k] == '!' && !ps->quote))
			continue; /* blank or comment line; a continuation goes on */
		if (!continuing) {
			char incname[1024];
			if (include_name(line + k, (size_t)(to - k), 0, incname, sizeof incname)) {
				do_include(ps, incname, lineno, k + 1);
				continue;
			}
		}
		int c0 = k;
		if (continuing) {
			if (line[k] == '&')
				c0 = k + 1;
			/* a character constant continued with no '&' on this line
			 * goes on at its first nonblank character, as gfortran
			 * (which warns) and flang take it */
			continuing = 0;
		} else {
			int label = 0, j = k;
			while (j < to && isdigit((unsigned char)line[j]) && j - k < 6) {
				label = label * 10 + (line[j] - '0');
				j++;
			}
			if (j > k && (j == to || line[j] == ' ' || line[j] == '\t')) {
				begin(ps, label, lineno, k + 1, k + 1, 0);
				if (label == 0)
					perr(ps, lineno, k + 1, "statement label must not be zero");
				c0 = j;
			} else {
				begin(ps, 0, lineno, k + 1, 0, 0);
			}
		}
		int tail_comment = 0; /* a comment runs past the line length */
		for (; c0 < to; c0++) {
			char c = line[c0];
			int col = c0 + 1;
			if (ps->quote) {
				if (c == '&') {
					int r = c0 + 1;
					while (r < to && (line[r] == ' ' || line[r] == '\t'))
						r++;
					if (r == to) {
						continuing = 1;
						amp_pos.line = lineno;
						amp_pos.col = col;
						break;
					}
				}
				emit(ps, c, lineno, col);
				if (c == ps->quote) {
					if (c0 + 1 < to && line[c0 + 1] == ps->quote) {
						emit(ps, c, lineno, col + 1);
						c0++;
					} else {
						ps->quote = 0;
					}
				}
				continue;
			}
			if (c == '!') {
				tail_comment = 1;
				break;
			}
			if (c == '&') {
				int r = c0 + 1;
				while (r < to && (line[r] == ' ' || line[r] == '\t'))
					r++;
				if (r == to || line[r] == '!') {
					continuing = 1;
					tail_comment = r < to;
					amp_pos.line = lineno;
					amp_pos.col = col;
					break;
				}
				perr(ps, lineno, col, "'&' is only allowed at the end or the start of a line");
				continue;
			}
			if (c == ';') {
				finish(ps, 1);
				begin(ps, 0, lineno, col + 1, 0, 1);
				continue;
			}
			if (c == ' ' || c == '\t' || c == '\r') {
				if (ps->text.len && ps->text.s[ps->text.len - 1] != ' ')
					emit(ps, ' ', lineno, col);
				continue;
			}
			if (c == '\'' || c == '"') {
				ps->quote = c;
				ps->quote_pos.line = lineno;
				ps->quote_pos.col = col;
				emit(ps, c, lineno, col);
				continue;
			}
			if (c == '\0' || (unsigned char)c >= 0x80 || !isprint((unsigned char)c)) {
				perr(ps, lineno, col, "invalid character 0x%02x in statement",
				     (unsigned)(unsigned char)c);
				continue;
			}
			emit(ps, (char)toupper((unsigned char)c), lineno, col);
		}
		/* text past the line length that no comment holds: compilers
		 * refuse it (gfortran's "Line truncated"), and dropping it
		 * would change the statement */
		for (int x = to; !tail_comment && x < len; x++)
			if (line[x] != ' ' && line[x] != '\t' && line[x] != '\r') {
				perr(ps, lineno, to + 1,
				     "line is longer than %d columns (give --line-length)", line_length);
				break;
			}
		if (!continuing)
			finish(ps, 0);
	}
	if (continuing) {
		perr(ps, amp_pos.line, amp_pos.col, "'&' continues a statement past the end of the file");
		finish(ps, 0);
	}
}

int amp_wants_cpp(const char *path, const struct amp_prescan_opts *opts)
{
	if (opts->cpp)
		return opts->cpp > 0;
	const char *b = strrchr(path, '/');
	const char *dot = strrchr(b ? b + 1 : path, '.');
	return dot && (dot[1] == 'F' || strcmp(dot, ".fpp") == 0);
}

/* The C preprocessor's output for path (gfortran -cpp -E, or $AMP_FPP),
 * with the -I folders and -D definitions, or NULL after a diagnostic. */
static char *run_cpp(const char *path, const struct amp_prescan_opts *o, size_t *len)
{
	const char *fpp = getenv("AMP_FPP");
	char **av = xcalloc((size_t)(2 * o->ninclude_dirs + 2 * o->ndefines) + 6, sizeof *av);
	int n = 0;
	av[n++] = (char *)(fpp && *fpp ? fpp : "gfortran");
	av[n++] = (char *)"-cpp";
	av[n++] = (char *)"-E";
	for (int i = 0; i < o->ninclude_dirs; i++) {
		av[n++] = (char *)"-I";
		av[n++] = (char *)o->include_dirs[i];
	}
	for (int i = 0; i < o->ndefines; i++) {
		av[n++] = (char *)"-D";
		av[n++] = (char *)o->defines[i];
	}
	av[n++] = (char *)path;
	av[n] = NULL;
	char tmp[] = "/tmp/amp-cpp-XXXXXX";
	int fd = mkstemp(tmp);
	char *text = NULL;
	if (fd < 0) {
		amp_error("cannot make a file for the preprocessed '%s': %s", path, strerror(errno));
		free(av);
		return NULL;
	}
	fflush(NULL);
	pid_t pid = fork();
	if (pid == 0) {
		dup2(fd, 1);
		close(fd);
		execvp(av[0], av);
		_exit(127);
	}
	close(fd);
	int st = 0;
	while (pid > 0 && waitpid(pid, &st, 0) < 0 && errno == EINTR)
		;
	if (pid < 0 || !WIFEXITED(st) || WEXITSTATUS(st) != 0)
		amp_error("'%s': the C preprocessor ('%s -cpp -E') failed%s", path, av[0],
			  pid > 0 && WIFEXITED(st) && WEXITSTATUS(st) == 127 ? ": not found (set AMP_FPP)" : "");
	else
		text = amp_read_file(tmp, len);
	unlink(tmp);
	free(av);
	return text;
}

static int prescan_file(struct pstate *parent, const char *path, enum amp_form form,
			int from_file, int from_line, int from_col)
{
	struct amp_srcset *set = parent->set;
	size_t len;
	/* a source's own preprocessing (INCLUDE files are read as they are,
	 * as compilers read them) */
	int cpp = from_file < 0 && amp_wants_cpp(path, parent->opts);
	char *text = cpp ? run_cpp(path, parent->opts, &len) : amp_read_file(path, &len);
	if (!text && cpp)
		return 1;
	if (!text) {
		if (from_file >= 0)
			amp_diag_at(AMP_ERROR, amp_srcset_path(set, from_file), from_line, from_col,
				    "cannot open include file '%s': %s", path, strerror(errno));
		else
			amp_error("cannot open '%s': %s", path, strerror(errno));
		return 1;
	}
	amp_grow(&set->files, &set->capfiles, set->nfiles, sizeof *set->files);
	struct amp_srcfile *f = &set->files[set->nfiles];
	f->path = xstrdup(path);
	f->text = text;
	f->len = len;
	f->form = form;
	f->included_from = from_file;
	f->include_line = from_line;
	f->cpp = cpp;
	struct pstate ps = *parent;
	ps.file = (int)set->nfiles++;
	ps.cpp = cpp;
	ps.root = ps.file;
	ps.builtin = 0;
	ps.depth = from_file >= 0 ? parent->depth + 1 : 0;
	ps.errors = 0;
	ps.open = 0;
	memset(&ps.text, 0, sizeof ps.text);
	ps.pos = NULL;
	ps.npos = ps.cappos = 0;
	if (form == AMP_FORM_FREE)
		prescan_free(&ps, text, len);
	else
		prescan_fixed(&ps, text, len);
	buf_release(&ps.text);
	free(ps.pos);
	return ps.errors;
}

int amp_prescan(const char *path, const struct amp_prescan_opts *opts,
		struct amp_srcset *set, struct amp_stmt **stmts, size_t *n, size_t *cap)
{
	struct pstate ps;
	memset(&ps, 0, sizeof ps);
	ps.set = set;
	ps.opts = opts;
	ps.stmts = stmts;
	ps.n = n;
	ps.cap = cap;
	enum amp_form form = opts->form == AMP_FORM_AUTO ? amp_form_for_path(path) : opts->form;
	return prescan_file(&ps, path, form, -1, 0, 0);
}

void amp_stmt_release(struct amp_stmt *s)
{
	free(s->text);
	free(s->pos);
	memset(s, 0, sizeof *s);
}

void amp_srcset_release(struct amp_srcset *set)
{
	for (size_t i = 0; i < set->nfiles; i++) {
		free(set->files[i].path);
		free(set->files[i].text);
	}
	free(set->files);
	memset(set, 0, sizeof *set);
}

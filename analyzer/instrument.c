/* instrument.c: write a compilable copy of a program with a counter
 * increment at the start of every basic block (amp_instrument). */
#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "prescan.h"
#include "program.h"
#include "util.h"

struct emitter {
	struct amp_buf out;
	enum amp_form form;
	int memory;          /* trace memory references (AMPMR calls) */
	size_t *order;       /* memrefs by statement and offset */
	size_t *first;       /* per statement: its first position in order */
	char *masked;        /* per statement: inside FORALL or WHERE */
	size_t ntraced;      /* AMPMR calls written */
	int pure;            /* the statement is in a PURE or ELEMENTAL
				procedure: it counts through PURE calls */
	unsigned shadows;    /* its unit's AMP_SH_* */
};

/* text[0..len) with each literal that was a Hollerith constant (its
 * mark after the opening quote, prescan.h) written back as one, nH...
 * (holl), or as the plain literal it is read as (!holl). */
static char *hollerith_back(const char *text, size_t len, int holl, size_t *outlen)
{
	struct amp_buf b = { 0 };
	char q = 0;
	for (size_t i = 0; i < len; i++) {
		char c = text[i];
		if (q) {
			if (c == q)
				q = 0;
			buf_addc(&b, c);
			continue;
		}
		if (c == '"' || (c == '\'' && (i + 1 >= len || text[i + 1] != AMP_HOLLERITH_MARK))) {
			q = c;
			buf_addc(&b, c);
			continue;
		}
		if (c != '\'') {
			buf_addc(&b, c);
			continue;
		}
		/* '<mark>chars' with '' for each quote among the chars */
		struct amp_buf h = { 0 };
		size_t j = i + 2;
		for (; j < len; j++) {
			if (text[j] == '\'') {
				if (j + 1 < len && text[j + 1] == '\'') {
					buf_addc(&h, '\''); /* one quote in nH... */
					if (!holl)
						buf_addc(&h, '\'');
					j++;
					continue;
				}
				break;
			}
			buf_addc(&h, text[j]);
		}
		if (holl)
			buf_printf(&b, "%zuH%s", h.len, h.len ? h.s : "");
		else
			buf_printf(&b, "'%s'", h.len ? h.s : "");
		buf_release(&h);
		i = j; /* the closing quote */
	}
	*outlen = b.len;
	return b.len ? buf_detach(&b) : xcalloc(1, 1);
}

/* One statement's text as lines of the output form: fixed form in columns
 * 7-72 with '&' continuation cards, free form with '&' continuation. */
static void emit(struct emitter *em, int label, const char *text, size_t len)
{
	struct amp_buf *b = &em->out;
	char *own = NULL;
	if (memchr(text, AMP_HOLLERITH_MARK, len)) {
		own = hollerith_back(text, len, em->form == AMP_FORM_FIXED, &len);
		text = own;
	}
	if (em->form == AMP_FORM_FIXED) {
		char lab[16] = "";
		if (label > 0)
			snprintf(lab, sizeof lab, "%5d", label);
		buf_printf(b, "%-5s ", lab);
		size_t col = 0;
		for (size_t i = 0; i < len; i++) {
			if (col == 66) {
				buf_adds(b, "\n     &");
				col = 0;
			}
			buf_addc(b, text[i]);
			col++;
		}
		buf_addc(b, '\n');
		free(own);
		return;
	}
	if (label > 0)
		buf_printf(b, "%d ", label);
	size_t col = 0;
	char q = 0;
	for (size_t i = 0; i < len; i++) {
		char c = text[i];
		/* Past column 100, break before a comma or a blank (never inside
		 * a token: the + of 1.5D+00 is part of the number); past 120,
		 * anywhere, the next line starting with '&' so that a token or
		 * a character literal continues where it was cut. */
		if (col >= 100 && !q && (c == ',' || c == ' ')) {
			buf_adds(b, "&\n  ");
			col = 0;
		} else if (col >= 120) {
			buf_adds(b, "&\n&");
			col = 0;
		}
		if (q) {
			if (c == q)
				q = 0;
		} else if (c == '\'' || c == '"') {
			q = c;
		}
		buf_addc(b, c);
		col++;
	}
	buf_addc(b, '\n');
	free(own);
}

static void emits(struct emitter *em, int label, const char *text)
{
	emit(em, label, text, strlen(text));
}

static void counter(struct emitter *em, int slot, const char *amount)
{
	char s[256];
	if (em->pure) {
		/* a PURE procedure may not define a COMMON variable: the
		 * runtime adds (amp_pure_count) */
		char *c = strcmp(amount, "1") == 0 ? xasprintf("CALL AMPCN(%d, 1_8)", slot) :
			  em->shadows & AMP_SH_INT ? xasprintf("CALL AMPCN(%d, 0_8+(%s))", slot, amount) :
			  xasprintf("CALL AMPCN(%d, INT(%s, 8))", slot, amount);
		emits(em, 0, c);
		free(c);
		return;
	}
	snprintf(s, sizeof s, "%s(%d) = %s(%d) + %s", AMP_COUNTER_ARRAY, slot, AMP_COUNTER_ARRAY,
		 slot, amount);
	if (em->form == AMP_FORM_FIXED) {
		/* blanks are not significant; keep cards short */
		char t[256];
		size_t k = 0;
		for (const char *p = s; *p && k + 1 < sizeof t; p++)
			if (*p != ' ')
				t[k++] = *p;
		t[k] = '\0';
		emits(em, 0, t);
	} else {
		emits(em, 0, s);
	}
}

static void array_counter(struct emitter *em, const struct amp_stmt_info *si)
{
	if (si->array_slot > 0 && si->array_count_expr && em->pure) {
		counter(em, si->array_slot, si->array_count_expr);
	} else if (si->array_slot > 0 && si->array_count_expr) {
		struct amp_buf amt = { 0 };
		buf_printf(&amt, "%s", si->array_count_expr);
		char s[64];
		snprintf(s, sizeof s, "%s(%d) = %s(%d) + ", AMP_COUNTER_ARRAY, si->array_slot,
			 AMP_COUNTER_ARRAY, si->array_slot);
		struct amp_buf line = { 0 };
		buf_adds(&line, s);
		buf_adds(&line, amt.s);
		emit(em, 0, line.s, line.len);
		buf_release(&line);
		buf_release(&amt);
	}
}

/* Past a construct name at the start of text ("OUTER: DO ..."), or text. */
static const char *past_construct_name(const char *text)
{
	const char *c = text;
	while (isalnum((unsigned char)*c) || *c == '_')
		c++;
	while (*c == ' ')
		c++;
	if (c == text || *c != ':' || c[1] == ':')
		return text;
	c++;
	while (*c == ' ')
		c++;
	return c;
}

/* Replace the label of a labelled DO statement's text with a new one
 * (after its construct name, if it has one). */
static char *relabel_do(const char *text, int newlabel)
{
	const char *s = past_construct_name(text);
	const char *p = s + 2;
	while (*p == ' ')
		p++;
	const char *d = p;
	while (isdigit((unsigned char)*p))
		p++;
	return xasprintf("%.*s%s%d%s%s", (int)(d - text), text, d > s + 2 ? "" : " ", newlabel,
			 *p == ' ' || *p == ',' ? "" : " ", p);
}

static const char *keyword(const char *text, const char *kw);

/* Does the END DO statement text name its construct (END DO OUTER)? */
static int end_do_named(const char *text)
{
	const char *c = keyword(text, "END");
	c = c ? keyword(c, "DO") : NULL;
	while (c && *c == ' ')
		c++;
	return c && *c;
}

static int root_source(const struct amp_program *p, int file)
{
	while (file >= 0 && p->srcs.files[file].included_from >= 0)
		file = p->srcs.files[file].included_from;
	/* Roots appear in the order of the sources. */
	int k = 0;
	for (int f = 0; f < file; f++)
		if (p->srcs.files[f].included_from < 0)
			k++;
	return k;
}

static const char *base_name(const char *path)
{
	const char *s = strrchr(path, '/');
	return s ? s + 1 : path;
}

/* The source form of source f (of its first file that no other
 * includes). */
static enum amp_form source_form(const struct amp_program *p, size_t f)
{
	int first_root = -1;
	for (size_t k = 0; k < p->srcs.nfiles; k++)
		if (p->srcs.files[k].included_from < 0 && root_source(p, (int)k) == (int)f)
			first_root = (int)k;
	return first_root >= 0 ? p->srcs.files[first_root].form : AMP_FORM_FIXED;
}

/* Was source f read through the C preprocessor? */
static int source_cpp(const struct amp_program *p, size_t f)
{
	for (size_t k = 0; k < p->srcs.nfiles; k++)
		if (p->srcs.files[k].included_from < 0 && root_source(p, (int)k) == (int)f)
			return p->srcs.files[k].cpp;
	return 0;
}

/* The length of path's base name without its suffix. */
static size_t stem_len(const char *b)
{
	const char *d = strrchr(b, '.');
	return d && d > b ? (size_t)(d - b) : strlen(b);
}

char *amp_instrumented_name(const struct amp_program *p, size_t f)
{
	const char *b = base_name(p->sources[f]);
	enum amp_form form = source_form(p, f);
	/* a source whose stem an earlier one has (a/util.f and b/util.f,
	 * sol.f90 and sol.f): its copy and object get a name of their own */
	char *own = NULL;
	for (size_t g = 0; g < f && !own; g++) {
		const char *o = base_name(p->sources[g]);
		if (stem_len(o) == stem_len(b) && strncmp(o, b, stem_len(b)) == 0)
			own = xasprintf("amp%zu_%s", f + 1, b);
	}
	const char *n = own ? own : b;
	/* the copy of a preprocessed source holds the preprocessor's output:
	 * a suffix the compiler does not preprocess again (t.F -> t.f) */
	int cpp = source_cpp(p, f);
	char *r = cpp ? xasprintf("%.*s.%s", (int)(own ? strlen(n) - strlen(b) : 0) + (int)stem_len(b), n,
				  form == AMP_FORM_FREE ? "f90" : "f")
	          : form != amp_form_for_path(b) ? xasprintf("%s.%s", n, form == AMP_FORM_FREE ? "f90" : "f")
						 : xstrdup(n);
	free(own);
	return r;
}


/* The trip count of the counted DO statement text (DO [label] [,] var =
 * e1, e2 [, e3]) as a Fortran expression, or NULL. */
static char *do_trips(const char *text, unsigned shadows, char conv)
{
	const char *t = text;
	const char *eq = strchr(t, '=');
	if (!eq)
		return NULL;
	const char *parts[4];
	size_t lens[3];
	int n = 0, depth = 0;
	char q = 0;
	parts[0] = eq + 1;
	for (const char *c = eq + 1;; c++) {
		if (*c && q) {
			if (*c == q)
				q = 0;
			continue;
		}
		if (*c == '\'' || *c == '"')
			q = *c;
		else if (*c == '(' || *c == '[')
			depth++;
		else if (*c == ')' || *c == ']')
			depth--;
		if (!*c || (*c == ',' && depth == 0)) {
			if (n == 3)
				return NULL;
			lens[n] = (size_t)(c - parts[n]);
			n++;
			if (!*c)
				break;
			parts[n] = c + 1;
		}
	}
	if (n < 2)
		return NULL;
	/* MAX0, the specific name, where the unit hides MAX; where it hides
	 * INT, the bounds' own integer type (a DO loop of REAL bounds there
	 * is not counted right) */
	const char *mx = shadows & AMP_SH_MAX ? "MAX0" : "MAX";
	const char *in = shadows & AMP_SH_INT ? "" : "INT";
	/* each bound converted to the DO variable's type first, as the loop
	 * converts them: DO X = 0.0, 1.0, 0.1 with X double precision runs
	 * 10 times where single precision arithmetic would say 11 */
	const char *cv = conv == 'R' ? "REAL" : conv == 'D' ? "DBLE" : conv == 'I' ? in : "";
	/* where the unit hides REAL or DBLE (INTEGER REAL), no trip count:
	 * the loop's first block counts per iteration, exactly */
	if ((conv == 'R' && (shadows & AMP_SH_REAL)) || (conv == 'D' && (shadows & AMP_SH_DBLE)))
		return NULL;
	if (n == 2)
		return xasprintf("%s(0,%s(%s(%.*s)-%s(%.*s)+1))", mx, in, cv, (int)lens[1], parts[1], cv,
				 (int)lens[0], parts[0]);
	return xasprintf("%s(0,%s((%s(%.*s)-%s(%.*s)+%s(%.*s))/%s(%.*s)))", mx, in, cv, (int)lens[1],
			 parts[1], cv, (int)lens[0], parts[0], cv, (int)lens[2], parts[2], cv, (int)lens[2],
			 parts[2]);
}


/* Is text a CYCLE statement that names a construct other than the
 * own[0..ownlen) (CYCLE OUTER in an inner loop)? */
static int cycles_other(const char *text, const char *own, size_t ownlen)
{
	const char *c = keyword(text, "CYCLE");
	if (!c)
		return 0;
	while (*c == ' ')
		c++;
	size_t n = 0;
	while (isalnum((unsigned char)c[n]) || c[n] == '_')
		n++;
	return n > 0 && (n != ownlen || strncmp(c, own, n) != 0);
}

/* A DO loop whose body cannot leave it early (no GOTO, EXIT, RETURN, STOP,
 * CALL or user function that might STOP, no I/O with ERR=/END=) runs its
 * first body block exactly trip-count times: that count is added once,
 * before the loop, instead of once per iteration. Returns the trip-count
 * expression (malloc'd) or NULL when the loop does not qualify. */
static char *trip_count(const struct amp_program *p, size_t i)
{
	const struct amp_stmt_info *si = &p->stmts[i];
	if (si->kind != AMP_SK_DO || si->do_end < 0 || (size_t)si->do_end <= i)
		return NULL;
	/* DO CONCURRENT has no DO variable = start, end header to copy. */
	{
		const char *h = si->st.text + 2;
		while (*h == ' ')
			h++;
		if (strncmp(h, "CONCURRENT", 10) == 0)
			return NULL;
	}
	if (i + 1 >= p->nstmts || !p->stmts[i + 1].block || p->stmts[i + 1].kind == AMP_SK_END_DO)
		return NULL;
	/* bounds that call a function of the program: a trip count computed
	 * before the loop would call it again; the loop counts per iteration */
	if (si->do_calls)
		return NULL;
	/* the loop's construct name: CYCLE with another name (an outer
	 * loop's) leaves it early */
	const char *own = si->st.text, *past = past_construct_name(own);
	size_t ownlen = 0;
	while (past != own && (isalnum((unsigned char)own[ownlen]) || own[ownlen] == '_'))
		ownlen++;
	for (size_t j = i + 1; j <= (size_t)si->do_end; j++) {
		const struct amp_stmt_info *b = &p->stmts[j];
		if (b->kind == AMP_SK_CYCLE && cycles_other(b->st.text, own, ownlen))
			return NULL;
		if (b->kind == AMP_SK_IF_LOGICAL && cycles_other(b->st.text + b->action_off, own, ownlen))
			return NULL;
		switch (b->kind) {
		case AMP_SK_GOTO: case AMP_SK_EXIT: case AMP_SK_RETURN: case AMP_SK_STOP:
		case AMP_SK_CALL: case AMP_SK_IF_ARITH: case AMP_SK_IO: case AMP_SK_OTHER_EXEC:
		case AMP_SK_ERROR: case AMP_SK_SELECT: case AMP_SK_DO_WHILE:
			return NULL;
		default:
			break;
		}
		if (b->is_branch_target && j != (size_t)si->do_end)
			return NULL;
		if (b->kind == AMP_SK_IF_LOGICAL) {
			const char *a = b->st.text + b->action_off;
			if (strncmp(a, "GO", 2) == 0 || strncmp(a, "RETURN", 6) == 0 ||
			    strncmp(a, "STOP", 4) == 0 || strncmp(a, "EXIT", 4) == 0 ||
			    strncmp(a, "CALL", 4) == 0 || strncmp(a, "ERROR", 5) == 0 ||
			    strncmp(a, "READ", 4) == 0 || strncmp(a, "WRITE", 5) == 0 ||
			    strncmp(a, "PRINT", 5) == 0)
				return NULL;
		}
		int ids[2] = { b->in_block, b->action_block };
		for (int k = 0; k < 2; k++)
			if (ids[k] && p->blocks[ids[k] - 1].counts[amp_param_index("FUNC")] > 0)
				return NULL;
	}
	return do_trips(si->st.text, p->units[si->unit].shadows, si->do_conv);
}

/* The ')' that closes the '(' at open (strings skipped), or NULL. */
static const char *closing_paren(const char *open)
{
	int depth = 0;
	char quote = 0;
	for (const char *c = open; *c; c++) {
		if (quote) {
			if (*c == quote)
				quote = 0;
		} else if (*c == '\'' || *c == '"') {
			quote = *c;
		} else if (*c == '(') {
			depth++;
		} else if (*c == ')' && --depth == 0) {
			return c;
		}
	}
	return NULL;
}

/* "DO I = A, B[, C]" into b from the index spec I = A:B[:C] at
 * spec[0..len) (eq: its '='). */
static void do_from_spec(struct amp_buf *b, const char *spec, const char *eq, size_t len)
{
	buf_adds(b, "DO ");
	buf_addn(b, spec, (size_t)(eq - spec));
	buf_adds(b, " = ");
	int depth = 0;
	for (const char *c = eq + 1; c < spec + len; c++) {
		if (*c == '(' || *c == '[')
			depth++;
		else if (*c == ')' || *c == ']')
			depth--;
		buf_addc(b, depth == 0 && *c == ':' ? ',' : *c);
	}
}

/* A DO CONCURRENT statement as the copy runs it: a sequential loop nest,
 * one of the orders the construct allows, so the runtime's calls are
 * legal in its body and its counters go up one iteration at a time. */
struct dcform {
	char *before;   /* lines before the outer DO */
	char *inner;    /* lines after it, inside the nest */
	char *closers;  /* lines before the construct's END DO */
	char *after;    /* lines after its END DO */
};

/* Each comma-separated name of list as "<name> = AMPLV<i>_<k>" lines
 * into b (k counted on from *k). */
static void restore_lines(struct amp_buf *b, const char *list, size_t i, int *k)
{
	for (const char *c = list; c && *c;) {
		size_t n = strcspn(c, ",");
		buf_printf(b, "%.*s = AMPLV%zu_%d\n", (int)n, c, i, ++*k);
		c += n + (c[n] == ',');
	}
}

/* DO CONCURRENT ([type-spec ::] I = A:B[:C][, J = D:E[:F] ...][, mask])
 * [locality specs], statement i of text text, as DO I = A, B[, C]
 * (returned) with, in *f, the statements around it:
 *   - several indices: nested DO loops, the first index outermost; a
 *     mask: IF (mask) THEN inside them, its END IF before the END DO;
 *   - a type spec: the indices are construct entities, declared in a
 *     BLOCK around the nest (BLOCK / INTEGER :: I, J ... END BLOCK);
 *   - LOCAL and LOCAL_INIT variables (the analyzer's dc_local and
 *     dc_local_init): an ASSOCIATE around the nest takes their values at
 *     entry, ASSOCIATE (AMPLV<i>_1 => (X)), which the variables get back
 *     after the nest (the variables outside the construct do not
 *     change), a LOCAL_INIT one at the start of every iteration too;
 *   - SHARED, DEFAULT (NONE) and REDUCE mean nothing to a sequential
 *     loop and are left out.
 * NULL (the statement stays as it is) for other forms, or where the
 * nest could change what a jump does: several indices or a mask with a
 * label on the END DO, a construct name. */
static char *concurrent_do(const struct amp_program *p, size_t i, const char *text,
			   struct dcform *f)
{
	const struct amp_stmt_info *si = &p->stmts[i];
	memset(f, 0, sizeof *f);
	if (strncmp(text, "DO", 2) != 0 || si->do_end < 0 || (size_t)si->do_end <= i)
		return NULL;
	const char *h = text + 2;
	while (*h == ' ')
		h++;
	if (strncmp(h, "CONCURRENT", 10) != 0)
		return NULL;
	h += 10;
	while (*h == ' ')
		h++;
	const char *close = *h == '(' ? closing_paren(h) : NULL;
	if (!close)
		return NULL;
	/* the type spec, up to an exposed "::", then the items */
	const char *tspec = NULL, *tspec_end = NULL;
	const char *item[16];
	size_t ilen[16];
	int n = 0, depth = 0;
	const char *start = h + 1;
	for (const char *c = h + 1; c <= close; c++) {
		if (c < close && (*c == '(' || *c == '['))
			depth++;
		else if (c < close && (*c == ')' || *c == ']'))
			depth--;
		else if (c < close && depth == 0 && *c == ':' && c[1] == ':' && !tspec && n == 0) {
			tspec = h + 1;
			tspec_end = c;
			start = c + 2;
			c++;
			continue;
		}
		if (c == close || (depth == 0 && *c == ',')) {
			if (n == 16)
				return NULL;
			item[n] = start;
			ilen[n++] = (size_t)(c - start);
			start = c + 1;
		}
	}
	/* index specs NAME = ..., then at most one mask, last */
	int nidx = 0, mask = 0;
	const char *eqs[16], *names[16]; /* an index spec's '=' and its name */
	int nlen[16];
	for (int k = 0; k < n; k++) {
		const char *c = item[k], *end = item[k] + ilen[k];
		while (c < end && *c == ' ')
			c++;
		const char *nm = c;
		while (c < end && (isalnum((unsigned char)*c) || *c == '_'))
			c++;
		const char *nm_end = c;
		while (c < end && *c == ' ')
			c++;
		if (c > nm && isalpha((unsigned char)*nm) && c + 1 < end && *c == '=' && c[1] != '=' &&
		    nidx == k) {
			names[nidx] = nm;
			nlen[nidx] = (int)(nm_end - nm);
			eqs[nidx++] = c;
		}
		else if (k == n - 1 && k > 0)
			mask = 1;
		else
			return NULL;
	}
	if (nidx < 1 || (tspec && tspec_end == tspec))
		return NULL;
	if ((nidx > 1 || mask) && p->stmts[si->do_end].st.label)
		return NULL; /* a jump to the END DO would leave the inner loops */
	struct amp_buf b = { 0 }, be = { 0 }, in = { 0 }, cl = { 0 }, af = { 0 };
	for (int k = 0; k < nidx; k++) {
		do_from_spec(k == 0 ? &b : &in, item[k], eqs[k], ilen[k]);
		if (k > 0)
			buf_addc(&in, '\n');
	}
	if (mask) {
		buf_adds(&in, "IF (");
		buf_addn(&in, item[n - 1], ilen[n - 1]);
		buf_adds(&in, ") THEN\n");
		buf_adds(&cl, "END IF\n");
	}
	for (int k = 1; k < nidx; k++)
		buf_adds(&cl, "END DO\n");
	if (tspec) {
		buf_adds(&be, "BLOCK\n");
		buf_addn(&be, tspec, (size_t)(tspec_end - tspec));
		while (be.len && be.s[be.len - 1] == ' ')
			be.s[--be.len] = '\0';
		buf_adds(&be, " :: ");
		for (int k = 0; k < nidx; k++)
			buf_printf(&be, "%s%.*s", k ? ", " : "", nlen[k], names[k]);
		buf_addc(&be, '\n');
	}
	if (si->dc_local || si->dc_local_init) {
		/* the values at entry: LOCAL_INIT ones first, as numbered in
		 * restore_lines */
		int k = 0;
		buf_adds(&be, "ASSOCIATE (");
		for (int x = 0; x < 2; x++) {
			const char *list = x == 0 ? si->dc_local_init : si->dc_local;
			for (const char *c = list; c && *c;) {
				size_t len = strcspn(c, ",");
				buf_printf(&be, "%sAMPLV%zu_%d => (%.*s)", k ? ", " : "", i, k + 1, (int)len, c);
				k++;
				c += len + (c[len] == ',');
			}
		}
		buf_adds(&be, ")\n");
		k = 0;
		restore_lines(&in, si->dc_local_init, i, &k);
		k = 0;
		restore_lines(&af, si->dc_local_init, i, &k);
		restore_lines(&af, si->dc_local, i, &k);
		buf_adds(&af, "END ASSOCIATE\n");
	}
	if (!tspec) {
		/* indices of no type spec are the construct's own too: the
		 * variables of their names keep their values at entry, given
		 * back after the copy's DO loops (innermost ASSOCIATE) */
		struct amp_buf ax = { 0 };
		buf_adds(&be, "ASSOCIATE (");
		for (int k = 0; k < nidx; k++) {
			buf_printf(&be, "%sAMPIX%zu_%d => (%.*s)", k ? ", " : "", i, k + 1, nlen[k], names[k]);
			buf_printf(&ax, "%.*s = AMPIX%zu_%d\n", nlen[k], names[k], i, k + 1);
		}
		buf_adds(&be, ")\n");
		buf_adds(&ax, "END ASSOCIATE\n");
		buf_adds(&ax, af.s ? af.s : "");
		buf_release(&af);
		af = ax;
	}
	if (tspec)
		buf_adds(&af, "END BLOCK\n");
	f->before = be.len ? buf_detach(&be) : NULL;
	f->inner = in.len ? buf_detach(&in) : NULL;
	f->closers = cl.len ? buf_detach(&cl) : NULL;
	f->after = af.len ? buf_detach(&af) : NULL;
	return buf_detach(&b);
}

/* Each line of lines (a statement each), unlabelled. */
static void emit_lines(struct emitter *em, const char *lines)
{
	for (const char *l = lines; l && *l;) {
		const char *e = strchr(l, '\n');
		size_t n = e ? (size_t)(e - l) : strlen(l);
		if (n)
			emit(em, 0, l, n);
		l += n + (e != NULL);
	}
}

/* IF (c) ... -> IF (AMPBR(slot, MERGE(1, 0, c))) ...: the runtime feeds
 * each outcome to the condition's simulated branch predictor and counts
 * its mispredictions in the slot. Where the unit hides MERGE (hidden),
 * IF (AMPBL(slot, c)) ...: AMPBL is a generic of the unit's interface
 * block (branch_decls) with a specific for each LOGICAL kind. *shift is the number of characters
 * the text gains before the closing parenthesis of the condition. NULL
 * if the text has no IF (...) to wrap. In a PURE procedure (precall not
 * NULL) the condition goes to the PURE subroutine AMPBP instead, in
 * *precall, to run just before the IF, which tests its result AMPBV:
 * a subroutine, because compilers may drop or hoist a call of a PURE
 * function whose arguments do not change. */
static char *wrap_condition(const char *text, int slot, int hidden, long *shift, char **precall)
{
	const char *open = NULL;
	for (const char *f = strstr(text, "IF"); f; f = strstr(f + 2, "IF")) {
		const char *q = f + 2;
		while (*q == ' ')
			q++;
		int kw = f == text || f[-1] == ' ' || f[-1] == ':' ||
			 (f - text >= 4 && strncmp(f - 4, "ELSE", 4) == 0);
		if (*q == '(' && kw) {
			open = q;
			break;
		}
	}
	if (!open)
		return NULL;
	const char *close = closing_paren(open);
	if (!close)
		return NULL;
	if (precall) {
		*precall = hidden ? xasprintf("CALL AMPBQ(%d, %.*s, AMPBV)", slot, (int)(close - open - 1), open + 1) :
			   xasprintf("CALL AMPBP(%d, MERGE(1, 0, %.*s), AMPBV)", slot,
				     (int)(close - open - 1), open + 1);
		*shift = (long)strlen("AMPBV.NE.0") - (long)(close - open - 1);
		return xasprintf("%.*sAMPBV.NE.0%s", (int)(open + 1 - text), text, close);
	}
	char head[64];
	int hn = snprintf(head, sizeof head, hidden ? "AMPBL(%d, " : "AMPBR(%d, MERGE(1, 0, ", slot);
	*shift = (long)hn + (hidden ? 1 : 2);
	return xasprintf("%.*s%s%.*s)%s%s", (int)(open + 1 - text), text, head,
			 (int)(close - open - 1), open + 1, hidden ? "" : ")", close);
}

/* Is the procedure whose header is text PURE (PURE, or ELEMENTAL without
 * IMPURE)? Only the prefix before FUNCTION or SUBROUTINE counts. */
static int pure_header(const char *text)
{
	const char *f = strstr(text, "FUNCTION"), *sb = strstr(text, "SUBROUTINE");
	const char *end = f && (!sb || f < sb) ? f : sb;
	int pure = 0, impure = 0;
	for (const char *p = text; end && p < end; p++) {
		if (strncmp(p, "IMPURE", 6) == 0) {
			impure = 1;
			p += 5;
		} else if (strncmp(p, "PURE", 4) == 0 || strncmp(p, "ELEMENTAL", 9) == 0) {
			pure = 1;
		}
	}
	return pure && !impure;
}

/* A MODULE PROCEDURE F unit is pure when F's interface body is: the
 * prefixes are not repeated on it. */
static int separate_pure(const struct amp_program *p, const struct amp_unit *un)
{
	const char *h = p->stmts[un->first_stmt].st.text;
	if (strncmp(h, "MODULE", 6) != 0 || !strstr(h, "PROCEDURE") || !un->name)
		return 0;
	size_t n = strlen(un->name);
	for (size_t j = 0; j < p->nstmts; j++) {
		if (!p->stmts[j].separate_header)
			continue;
		const char *t = p->stmts[j].st.text;
		const char *f = strstr(t, "FUNCTION"), *sb = strstr(t, "SUBROUTINE");
		const char *kw = f && (!sb || f < sb) ? f + 8 : sb ? sb + 10 : NULL;
		while (kw && *kw == ' ')
			kw++;
		if (kw && strncmp(kw, un->name, n) == 0 && !isalnum((unsigned char)kw[n]) && kw[n] != '_')
			return pure_header(t);
	}
	return 0;
}

/* The declarations of a PURE procedure that counts: explicit interfaces
 * that declare the runtime's counting routines PURE (C functions, BIND(C),
 * arguments by VALUE where they are inputs), so the procedure stays pure
 * and may still be used where only a pure one may (specification
 * expressions, FORALL, pure procedure pointers and dummy procedures).
 * They are subroutines: a compiler may drop or move a call of a PURE
 * function whose value goes unused or whose arguments do not change,
 * not a call of a subroutine. */
static void pure_decls(struct emitter *em)
{
	static const char *const lines[] = {
		"INTERFACE",
		"PURE SUBROUTINE AMPCN(K, N) BIND(C, NAME='amp_pure_count')",
		"INTEGER(4), VALUE :: K", "INTEGER(8), VALUE :: N", "END SUBROUTINE",
		"PURE SUBROUTINE AMPBP(K, C, R) BIND(C, NAME='amp_pure_branch')",
		"INTEGER(4), VALUE :: K, C", "INTEGER(4), INTENT(OUT) :: R", "END SUBROUTINE",
		"PURE SUBROUTINE AMPDP(K, N) BIND(C, NAME='amp_pure_do')",
		"INTEGER(4), VALUE :: K, N", "END SUBROUTINE", NULL
	};
	for (int k = 0; lines[k]; k++)
		emits(em, 0, lines[k]);
	if (em->memory) {
		emits(em, 0, "PURE SUBROUTINE AMPMP(K, X) BIND(C, NAME='amp_pure_mem')");
		emits(em, 0, "INTEGER(4), VALUE :: K");
		emits(em, 0, "TYPE(*), INTENT(IN) :: X");
		emits(em, 0, "END SUBROUTINE");
	}
	emits(em, 0, "END INTERFACE");
	emits(em, 0, "INTEGER(4) AMPBV");
}

/* Where a unit hides MERGE (a variable, or a procedure of the program,
 * named so), its conditions reach the runtime without it: the generic
 * AMPBL(K, C) returns C and feeds it to condition K's predictor, AMPBQ(K,
 * C, R) does so in a PURE procedure, with R 1 or 0; a specific for each
 * LOGICAL kind, so that C is read at its own width (ampbl1_ .. ampbl8_,
 * ampbq1_ .. ampbq8_ in the runtime). */
static void branch_decls(struct emitter *em)
{
	/* the generic's name, its specifics' header, its arguments' lines
	 * (%d: the LOGICAL kind), the specifics' END */
	static const struct {
		const char *name, *head, *k, *c, *r, *end;
	} g[2] = {
		{ "AMPBL", "LOGICAL FUNCTION AMPBL%d(K, C)", "INTEGER(4) K", "LOGICAL(%d) C", NULL,
		  "END FUNCTION" },
		{ "AMPBQ", "PURE SUBROUTINE AMPBQ%d(K, C, R)", "INTEGER(4), INTENT(IN) :: K",
		  "LOGICAL(%d), INTENT(IN) :: C", "INTEGER(4), INTENT(OUT) :: R", "END SUBROUTINE" },
	};
	static const int kinds[] = { 1, 2, 4, 8 };
	for (int x = 0; x < (em->pure ? 2 : 1); x++) {
		char d[96];
		snprintf(d, sizeof d, "INTERFACE %s", g[x].name);
		emits(em, 0, d);
		for (int k = 0; k < 4; k++) {
			snprintf(d, sizeof d, g[x].head, kinds[k]);
			emits(em, 0, d);
			emits(em, 0, g[x].k);
			snprintf(d, sizeof d, g[x].c, kinds[k]);
			emits(em, 0, d);
			if (g[x].r)
				emits(em, 0, g[x].r);
			emits(em, 0, g[x].end);
		}
		emits(em, 0, "END INTERFACE");
	}
}

/* Does text start with keyword kw (blanks in text skipped)? Returns the
 * rest after it, or NULL. */
static const char *keyword(const char *text, const char *kw)
{
	const char *t = text;
	for (const char *k = kw; *k; k++) {
		while (*t == ' ')
			t++;
		if (*t++ != *k)
			return NULL;
	}
	return t;
}

/* Statements inside FORALL and WHERE constructs, where no CALL may go:
 * 1 for each statement of their bodies. */
static char *masked_bodies(const struct amp_program *p)
{
	char *m = xcalloc(p->nstmts + 1, 1);
	int depth = 0;
	for (size_t i = 0; i < p->nstmts; i++) {
		const char *t = p->stmts[i].st.text, *r;
		/* NAME: WHERE (...), NAME: FORALL (...) */
		const char *c = t;
		while (isalnum((unsigned char)*c) || *c == '_')
			c++;
		if (c > t && *c == ':' && c[1] != ':') {
			c++;
			while (*c == ' ')
				c++;
			if (keyword(c, "FORALL(") || keyword(c, "WHERE("))
				t = c;
		}
		if (keyword(t, "ENDFORALL") || keyword(t, "ENDWHERE")) {
			if (depth > 0)
				depth--;
			continue;
		}
		m[i] = depth > 0;
		if ((r = keyword(t, "FORALL(")) || (r = keyword(t, "WHERE("))) {
			/* the construct form: nothing after the closing parenthesis */
			int d = 1;
			while (*r && d > 0) {
				if (*r == '(')
					d++;
				else if (*r == ')')
					d--;
				r++;
			}
			while (*r == ' ')
				r++;
			if (!*r)
				depth++;
		}
	}
	return m;
}

static int traced(const struct amp_program *p, const char *masked, size_t k)
{
	const struct amp_memref *m = &p->memrefs[k];
	const struct amp_stmt_info *si = &p->stmts[m->stmt];
	if (!si->in_block || masked[m->stmt])
		return 0;
	switch (si->kind) {
	case AMP_SK_ASSIGN: case AMP_SK_IF_THEN: case AMP_SK_ELSE_IF: case AMP_SK_DO:
	case AMP_SK_DO_WHILE: case AMP_SK_SELECT: case AMP_SK_IF_ARITH: case AMP_SK_CALL:
		return 1;
	case AMP_SK_IF_LOGICAL:
		/* the action's references only where the action gets a block
		 * of its own (IF (c) THEN / action / END IF in the copy) */
		return m->off < si->action_off || si->action_block > 0;
	default:
		return 0;
	}
}

static const struct amp_program *sort_prog;

static int memref_cmp(const void *a, const void *b)
{
	const struct amp_memref *x = &sort_prog->memrefs[*(const size_t *)a];
	const struct amp_memref *y = &sort_prog->memrefs[*(const size_t *)b];
	if (x->stmt != y->stmt)
		return x->stmt < y->stmt ? -1 : 1;
	return x->off < y->off ? -1 : x->off > y->off;
}

/* The memory tracing calls of statement i's traced references, those in
 * [from, to) of its text, in the order they appear. */
static void memref_calls(struct emitter *em, const struct amp_program *p, size_t i, size_t from,
			 size_t to)
{
	/* nothing where the unit hides LOC (or what AMPMS needs) */
	unsigned sh = p->units[p->stmts[i].unit].shadows;
	if (!em->memory || (sh & AMP_SH_LOC))
		return;
	for (size_t j = em->first[i]; j < p->nmemrefs && p->memrefs[em->order[j]].stmt == i; j++) {
		size_t k = em->order[j];
		const struct amp_memref *m = &p->memrefs[k];
		if (m->off < from || m->off >= to || !traced(p, em->masked, k))
			continue;
		if (m->pages) {
			/* an array assignment's left side: the pages it spans,
			 * when contiguous (not in a PURE procedure: LOC) */
			if (em->pure || (sh & AMP_SH_SIZE))
				continue;
			em->ntraced++;
			char *c = xasprintf("IF (IS_CONTIGUOUS(%s)) CALL AMPMS(%zu,LOC(%s),SIZE(%s,KIND=8)*STORAGE_SIZE(%s,KIND=8)/8)",
					    m->text, k, m->text, m->text, m->text);
			if (m->guard) {
				char *g = xasprintf("IF (%s) THEN", m->guard);
				emits(em, 0, g);
				emits(em, 0, c);
				emits(em, 0, "END IF");
				free(g);
			} else {
				emits(em, 0, c);
			}
			free(c);
			continue;
		}
		em->ntraced++;
		/* LOC is not PURE: a PURE procedure passes the element itself */
		char *c = em->pure ? xasprintf("CALL AMPMP(%zu, %s)", k, m->text) :
			  xasprintf("CALL AMPMR(%zu,LOC(%s))", k, m->text);
		emits(em, 0, c);
		free(c);
	}
}

static int instrument(const struct amp_program *p, const char *dir, int memory, size_t *ntraced);

int amp_instrument(const struct amp_program *p, const char *dir)
{
	return instrument(p, dir, 0, NULL);
}

int amp_instrument_memory(const struct amp_program *p, const char *dir, size_t *ntraced)
{
	return instrument(p, dir, 1, ntraced);
}

static int instrument(const struct amp_program *p, const char *dir, int memory, size_t *ntraced)
{
	int rc = 0;
	int *newlabel = xcalloc(p->nstmts ? p->nstmts : 1, sizeof *newlabel);
	/* per END DO: what closes a nested DO CONCURRENT before it */
	char **closers = xcalloc(p->nstmts ? p->nstmts : 1, sizeof *closers);
	/* per END DO: what follows a DO CONCURRENT's loop nest */
	char **afters = xcalloc(p->nstmts ? p->nstmts : 1, sizeof *afters);
	char *precounted = xcalloc(p->nstmts ? p->nstmts : 1, 1);
	size_t *order = xcalloc(p->nmemrefs + 1, sizeof *order);
	size_t *first = xcalloc(p->nstmts + 1, sizeof *first);
	char *masked = masked_bodies(p);
	char *pure = xcalloc(p->nunits ? p->nunits : 1, 1);
	for (size_t k = 0; k < p->nunits; k++) {
		const struct amp_unit *un = &p->units[k];
		if (un->kind == AMP_UNIT_FUNCTION || un->kind == AMP_UNIT_SUBROUTINE)
			pure[k] = (char)(pure_header(p->stmts[un->first_stmt].st.text) ||
					 separate_pure(p, un));
	}
	if (ntraced)
		*ntraced = 0;
	for (size_t k = 0; k < p->nmemrefs; k++)
		order[k] = k;
	sort_prog = p;
	qsort(order, p->nmemrefs, sizeof *order, memref_cmp);
	for (size_t i = 0, j = 0; i < p->nstmts; i++) {
		while (j < p->nmemrefs && p->memrefs[order[j]].stmt < i)
			j++;
		first[i] = j;
	}
	/* Terminal statements that get a counter or a rewrite move the end of
	 * their DO loops to a new CONTINUE after them. */
	/* New labels count down from 99999, each past the labels of its
	 * unit (a table of them, made again when the unit changes) */
	char *used = xcalloc(100000, 1);
	int next = 99999, used_unit = -1;
	for (size_t i = 0; i < p->nstmts; i++) {
		const struct amp_stmt_info *si = &p->stmts[i];
		if (!si->ends_do ||
		    !(si->block || si->action_block || si->kind == AMP_SK_DO_WHILE || si->array_count_after))
			continue;
		int u = si->unit, l = next;
		if (u != used_unit) {
			memset(used, 0, 100000);
			for (size_t k = p->units[u].first_stmt; k <= p->units[u].last_stmt; k++)
				if (p->stmts[k].st.label > 0 && p->stmts[k].st.label < 100000)
					used[p->stmts[k].st.label] = 1;
			used_unit = u;
		}
		while (l > 1 && used[l])
			l--;
		newlabel[i] = l;
		next = l - 1;
	}
	free(used);
	for (size_t f = 0; f < p->nsources && rc == 0; f++) {
		struct emitter em = { { 0 }, AMP_FORM_FIXED, memory, order, first, masked, 0, 0, 0 };
		em.form = source_form(p, f);
		int depth = 0;
		int stack[256];
		for (size_t i = 0; i < p->nstmts; i++) {
			const struct amp_stmt_info *si = &p->stmts[i];
			const struct amp_stmt *st = &si->st;
			if (root_source(p, st->start.file) != (int)f)
				continue;
			const struct amp_unit *un = &p->units[si->unit];
			em.pure = pure[si->unit];
			em.shadows = un->shadows;
			int exec_unit = un->kind != AMP_UNIT_MODULE && un->kind != AMP_UNIT_SUBMODULE &&
					un->kind != AMP_UNIT_BLOCKDATA;
			/* Declarations go before the first statement function or
			 * executable statement of the unit. */
			if (exec_unit && i > un->first_stmt) {
				size_t decl_at = un->first_exec;
				for (size_t j = un->first_stmt + 1; j < un->first_exec; j++)
					if (p->stmts[j].unit == si->unit && p->stmts[j].kind == AMP_SK_STMTFN) {
						decl_at = j;
						break;
					}
				if (i == decl_at && p->nslots > 0 && (un->shadows & AMP_SH_MERGE))
					branch_decls(&em);
				if (i == decl_at && p->nslots > 0 && em.pure) {
					pure_decls(&em);
				} else if (i == decl_at && p->nslots > 0) {
					char d[128];
					snprintf(d, sizeof d, "INTEGER*8 %s", AMP_COUNTER_ARRAY);
					emits(&em, 0, d);
					snprintf(d, sizeof d, "COMMON /%s/ %s(%d)", AMP_COUNTER_COMMON,
						 AMP_COUNTER_ARRAY, p->nslots);
					emits(&em, 0, d);
					emits(&em, 0, "LOGICAL AMPBR");
					/* named EXTERNAL, for IMPLICIT NONE (EXTERNAL) */
					emits(&em, 0, "EXTERNAL AMPBR");
					emits(&em, 0, "EXTERNAL AMPDO");
					if (em.memory) {
						emits(&em, 0, "EXTERNAL AMPMR");
						emits(&em, 0, "EXTERNAL AMPMS");
					}
				}
			}
			int label = st->label;
			const char *text = st->text;
			char *owned = NULL, *precall = NULL, *inner = NULL, *before = NULL;
			if (si->kind == AMP_SK_DO && si->do_end >= 0 && !newlabel[si->do_end]) {
				struct dcform dc;
				owned = concurrent_do(p, i, text, &dc);
				if (owned) {
					text = owned;
					before = dc.before;
					inner = dc.inner;
					closers[si->do_end] = dc.closers;
					afters[si->do_end] = dc.after;
				}
			}
			if (si->kind == AMP_SK_DO && si->do_end >= 0 && newlabel[si->do_end]) {
				char *r = relabel_do(text, newlabel[si->do_end]);
				free(owned);
				text = owned = r;
			}
			if (si->kind == AMP_SK_DO_WHILE && si->do_end >= 0 && newlabel[si->do_end])
				text = owned = relabel_do(text, newlabel[si->do_end]);
			size_t action_off = si->action_off;
			if ((si->kind == AMP_SK_IF_LOGICAL || si->kind == AMP_SK_IF_THEN ||
			     si->kind == AMP_SK_ELSE_IF) && si->in_block > 0 &&
			    p->blocks[si->in_block - 1].br_slot > 0) {
				long shift = 0;
				char *w = wrap_condition(text, p->blocks[si->in_block - 1].br_slot,
							 (un->shadows & AMP_SH_MERGE) != 0, &shift,
							 em.pure ? &precall : NULL);
				if (w) {
					free(owned);
					text = owned = w;
					action_off = (size_t)((long)action_off + shift);
				}
			}
			int block = si->block;
			if (si->kind == AMP_SK_ELSE_IF) {
				/* ELSE IF (c) THEN -> ELSE / counter / IF (c) THEN, closed
				 * by an extra END IF. */
				const char *c = strstr(text, "IF");
				emits(&em, label, "ELSE");
				if (block)
					counter(&em, block, "1");
				memref_calls(&em, p, i, 0, SIZE_MAX);
				if (precall)
					emits(&em, 0, precall);
				/* ELSE IF (c) THEN NAME: the inner IF is unnamed */
				const char *open = c ? strchr(c, '(') : NULL;
				const char *close = open ? closing_paren(open) : NULL;
				const char *th = close ? strstr(close, "THEN") : NULL;
				if (th)
					emit(&em, 0, c, (size_t)(th + 4 - c));
				else
					emits(&em, 0, c ? c : text);
				if (depth > 0)
					stack[depth - 1]++;
				free(owned);
				free(precall);
				continue;
			}
			if (si->kind == AMP_SK_IF_THEN && depth < 256)
				stack[depth++] = 0;
			/* ELSE NAME after an ELSE IF: the copy's inner IF, whose
			 * ELSE it is, has no name */
			if (si->kind == AMP_SK_ELSE && depth > 0 && stack[depth - 1] > 0 &&
			    strncmp(text, "ELSE", 4) == 0 && text[4]) {
				free(owned);
				text = owned = xstrdup("ELSE");
			}
			if (si->kind == AMP_SK_END_IF) {
				/* the inner IFs close first: the construct's own END
				 * IF may carry its name */
				int extra = depth > 0 ? stack[--depth] : 0;
				for (int k = 0; k < extra; k++)
					emits(&em, 0, "END IF");
				emits(&em, 0, text);
				if (label)
					emits(&em, label, "CONTINUE");
				if (block)
					counter(&em, block, "1");
				free(owned);
				continue;
			}
			if (si->kind == AMP_SK_DO_WHILE && block) {
				/* DO WHILE (c) -> DO / counter / IF (.NOT.(c)) EXIT: the
				 * test is counted each time it runs, and its outcome goes
				 * through the branch predictor as an IF's does. */
				/* the keyword just before the condition's '(': a
				 * construct name may hold WHILE too (MEANWHILE: DO
				 * WHILE (...)) but no parenthesis */
				const char *open = strchr(text, '(');
				const char *w = open;
				while (w && w > text && w[-1] == ' ')
					w--;
				if (w && w - text >= 5 && strncmp(w - 5, "WHILE", 5) == 0)
					w -= 5;
				else
					w = strstr(text, "WHILE");
				if (label)
					emits(&em, label, "CONTINUE");
				struct amp_buf b = { 0 };
				buf_addn(&b, text, (size_t)(w - text));
				while (b.len && (b.s[b.len - 1] == ' ' || b.s[b.len - 1] == ','))
					b.s[--b.len] = '\0';
				emits(&em, 0, b.s);
				counter(&em, block, "1");
				memref_calls(&em, p, i, 0, SIZE_MAX);
				buf_reset(&b);
				int slot = si->in_block > 0 ? p->blocks[si->in_block - 1].br_slot : 0;
				int hid = (un->shadows & AMP_SH_MERGE) != 0;
				if (slot > 0 && em.pure) {
					buf_printf(&b, hid ? "CALL AMPBQ(%d, %s, AMPBV)" : "CALL AMPBP(%d, MERGE(1, 0, %s), AMPBV)", slot,
						   open ? open : "(.TRUE.)");
					emits(&em, 0, b.s);
					buf_reset(&b);
					buf_adds(&b, "IF (AMPBV.EQ.0) EXIT");
				} else if (slot > 0)
					buf_printf(&b, hid ? "IF (.NOT.AMPBL(%d, %s)) EXIT" : "IF (.NOT.AMPBR(%d, MERGE(1, 0, %s))) EXIT", slot,
						   open ? open : "(.TRUE.)");
				else
					buf_printf(&b, "IF (.NOT.%s) EXIT", open ? open : "(.TRUE.)");
				emits(&em, 0, b.s);
				buf_release(&b);
				free(owned);
				continue;
			}
			if (block && si->kind == AMP_SK_OTHER_EXEC && strncmp(text, "ENTRY", 5) == 0) {
				emit(&em, label, text, strlen(text));
				counter(&em, block, "1");
				free(owned);
				continue;
			}
			if (block) {
				if (label)
					emits(&em, label, "CONTINUE");
				label = 0;
				if (!precounted[i] && !p->blocks[block - 1].derive_from)
					counter(&em, block, "1");
			}
			char *trips = trip_count(p, i);
			if (trips) {
				counter(&em, p->stmts[i + 1].block, trips);
				precounted[i + 1] = 1;
				free(trips);
			}
			/* A counted DO: the runtime passes its closing branch's
			 * outcomes through the loop's predictor (rule 14). The
			 * label moves to the call, so a jump to it still does. */
			if (si->kind == AMP_SK_DO && si->in_block > 0 && p->blocks[si->in_block - 1].br_slot > 0 &&
			    !si->do_calls) {
				char *n = do_trips(si->st.text, p->units[si->unit].shadows, si->do_conv);
				if (n) {
					char *c = xasprintf("CALL %s(%d, %s)", em.pure ? "AMPDP" : "AMPDO",
							    p->blocks[si->in_block - 1].br_slot, n);
					emits(&em, label, c);
					label = 0;
					free(c);
					free(n);
				}
			}
			if (si->kind == AMP_SK_IF_LOGICAL && si->action_block) {
				struct amp_buf b = { 0 };
				buf_addn(&b, text, action_off);
				while (b.len && b.s[b.len - 1] == ' ')
					b.s[--b.len] = '\0';
				buf_adds(&b, em.form == AMP_FORM_FIXED ? "THEN" : " THEN");
				/* a reduction in the condition: counted at every
				 * evaluation, before it */
				if (!si->array_in_action && label) {
					emits(&em, label, "CONTINUE");
					label = 0;
				}
				if (!si->array_in_action)
					array_counter(&em, si);
				memref_calls(&em, p, i, 0, si->action_off);
				if (precall) {
					emits(&em, label, precall);
					label = 0;
				}
				emit(&em, label, b.s, b.len);
				counter(&em, si->action_block, "1");
				if (si->array_in_action && !si->array_count_after)
					array_counter(&em, si);
				memref_calls(&em, p, i, si->action_off, SIZE_MAX);
				emits(&em, 0, text + action_off);
				if (si->array_in_action && si->array_count_after)
					array_counter(&em, si);
				emits(&em, 0, "END IF");
				buf_release(&b);
			} else {
				if (!si->array_count_after)
					array_counter(&em, si);
				memref_calls(&em, p, i, 0, SIZE_MAX);
				if (precall) {
					emits(&em, label, precall);
					label = 0;
				}
				/* the nest and mask of a DO CONCURRENT close first */
				if (closers[i])
					emit_lines(&em, closers[i]);
				/* what goes before a DO CONCURRENT's loop: the label
				 * stays in front */
				if (before && label) {
					emits(&em, label, "CONTINUE");
					label = 0;
				}
				emit_lines(&em, before);
				/* 20 END DO ending DO 20, which now ends at the new
				 * label's CONTINUE: a plain CONTINUE */
				if (si->kind == AMP_SK_END_DO && si->ends_do && newlabel[i])
					emits(&em, label, "CONTINUE");
				else
					emit(&em, label, text, strlen(text));
				/* an allocatable left side counted at its new size */
				if (si->array_count_after)
					array_counter(&em, si);
				emit_lines(&em, inner);
				emit_lines(&em, afters[i]);
			}
			/* a named DO construct ends at its END DO NAME: the
			 * new label goes on that, after a CONTINUE for the old */
			if (newlabel[i])
				emits(&em, newlabel[i],
				      si->kind == AMP_SK_END_DO && end_do_named(st->text) ? st->text : "CONTINUE");
			free(owned);
			free(precall);
			free(inner);
			free(before);
		}
		if (ntraced)
			*ntraced += em.ntraced;
		char *name = amp_instrumented_name(p, f);
		char *path = xasprintf("%s/%s", dir, name);
		free(name);
		if (amp_write_file_atomic(path, em.out.s ? em.out.s : "", em.out.len) != 0)
			rc = -1;
		free(path);
		buf_release(&em.out);
	}
	for (size_t i = 0; i < p->nstmts; i++) {
		free(closers[i]);
		free(afters[i]);
	}
	free(closers);
	free(afters);
	free(newlabel);
	free(precounted);
	free(order);
	free(first);
	free(masked);
	free(pure);
	return rc;
}

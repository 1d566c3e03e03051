/* ast.c: expression trees and the entry point that runs the scanner and
 * parser over one statement fragment. */
#include "ast.h"

#include <stdlib.h>
#include <string.h>

#include "parser.tab.h"
#include "util.h"

struct lexstate;
int amp_lex_init(const char *text, size_t len, int mode_token, void **scanner, void **buffer,
		 struct lexstate **st);
void amp_lex_done(void *scanner, void *buffer, struct lexstate *st);

struct amp_expr *amp_expr_new(enum amp_ek k, int off)
{
	struct amp_expr *e = xcalloc(1, sizeof *e);
	e->k = k;
	e->off = off;
	return e;
}

void amp_expr_add_arg(struct amp_expr *e, struct amp_expr *arg)
{
	e->args = xrealloc(e->args, (size_t)(e->nargs + 1) * sizeof *e->args);
	e->args[e->nargs++] = arg;
}

void amp_expr_free(struct amp_expr *e)
{
	if (!e)
		return;
	amp_expr_free(e->a);
	amp_expr_free(e->b);
	amp_expr_free(e->c);
	for (int i = 0; i < e->nargs; i++)
		amp_expr_free(e->args[i]);
	free(e->args);
	free(e->name);
	free(e);
}

int amp_parse_fragment(const char *text, size_t len, enum amp_parse_mode mode,
		       struct amp_parse *out)
{
	static const int tokens[] = { [AMP_PM_EXPR] = M_EXPR, [AMP_PM_LIST] = M_LIST,
				      [AMP_PM_ASSIGN] = M_ASSIGN, [AMP_PM_DOCTL] = M_DOCTL };
	memset(out, 0, sizeof *out);
	out->err_off = -1;
	void *scanner, *buffer;
	struct lexstate *st;
	if (amp_lex_init(text, len, tokens[mode], &scanner, &buffer, &st) != 0)
		amp_oom();
	int rc = amp_yyparse(scanner, out);
	amp_lex_done(scanner, buffer, st);
	if (rc != 0 || out->err_msg) {
		if (!out->err_msg)
			out->err_msg = xstrdup("syntax error");
		if (out->err_off < 0)
			out->err_off = 0;
		return -1;
	}
	return 0;
}

void amp_parse_release(struct amp_parse *p)
{
	amp_expr_free(p->lhs);
	amp_expr_free(p->rhs);
	for (int i = 0; i < p->nlist; i++)
		amp_expr_free(p->list[i]);
	free(p->list);
	free(p->err_msg);
	memset(p, 0, sizeof *p);
}

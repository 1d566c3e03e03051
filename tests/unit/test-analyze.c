/* test-analyze.c: the expression parser on hand-made normalized text, and
 * the statement, block and unit facts amp_analyze gives the instrumenter. */
#include <stdlib.h>
#include <unistd.h>

#include "ast.h"
#include "program.h"
#include "unit.h"
#include "util.h"

static struct amp_expr *parse_expr(const char *text, struct amp_parse *pr)
{
	if (amp_parse_fragment(text, strlen(text), AMP_PM_EXPR, pr) != 0)
		return NULL;
	return pr->rhs;
}

static void parser_tests(void)
{
	struct amp_parse pr;
	struct amp_expr *e;

	/* 1.EQ.2 is an integer, an operator and an integer, not a real 1. */
	e = parse_expr("1.EQ.2", &pr);
	CHECK(e && e->k == AMP_E_BIN && e->op == AMP_OP_EQ, "1.EQ.2 is a comparison");
	CHECK(e && e->a->k == AMP_E_INT && e->b->k == AMP_E_INT, "1.EQ.2 compares integers");
	amp_parse_release(&pr);

	e = parse_expr("1.E5", &pr);
	CHECK(e && e->k == AMP_E_REAL, "1.E5 is a real constant");
	amp_parse_release(&pr);

	e = parse_expr("1.D0+X", &pr);
	CHECK(e && e->k == AMP_E_BIN && e->op == AMP_OP_ADD && e->a->k == AMP_E_DBL,
	      "1.D0 is a double constant");
	amp_parse_release(&pr);

	/* ** binds tighter than unary minus and right to left. */
	e = parse_expr("-A**B**2", &pr);
	CHECK(e && e->k == AMP_E_UN && e->a->k == AMP_E_BIN && e->a->op == AMP_OP_POW &&
	      e->a->b->k == AMP_E_BIN && e->a->b->op == AMP_OP_POW, "-A**B**2 is -(A**(B**2))");
	amp_parse_release(&pr);

	e = parse_expr("A.AND..NOT.B.OR.C", &pr);
	CHECK(e && e->k == AMP_E_BIN && e->op == AMP_OP_OR && e->a->op == AMP_OP_AND,
	      ".OR. binds looser than .AND.");
	amp_parse_release(&pr);

	e = parse_expr("A(I,J)%X", &pr);
	CHECK(e && e->k == AMP_E_COMP && e->a->k == AMP_E_NAME && e->a->nargs == 2,
	      "component of an array element");
	amp_parse_release(&pr);

	e = parse_expr("A(1:N:2)", &pr);
	CHECK(e && e->nargs == 1 && e->args[0]->k == AMP_E_RANGE, "a section triplet");
	amp_parse_release(&pr);

	const char *as = "Y(I)=Y(I)+A*X(I)";
	CHECK(amp_parse_fragment(as, strlen(as), AMP_PM_ASSIGN, &pr) == 0 && pr.lhs &&
	      pr.lhs->k == AMP_E_NAME && pr.lhs->has_args && pr.rhs && pr.rhs->op == AMP_OP_ADD,
	      "assignment");
	amp_parse_release(&pr);

	const char *dc = "I=1,N,2";
	CHECK(amp_parse_fragment(dc, strlen(dc), AMP_PM_DOCTL, &pr) == 0 && pr.nlist == 4,
	      "DO control with a step");
	amp_parse_release(&pr);

	/* Errors: the offset of the offending token (the end of the statement
	 * is reported at its last character), a message, no tree. */
	CHECK(amp_parse_fragment("(1+2", 4, AMP_PM_EXPR, &pr) != 0 && pr.err_off == 3 &&
	      pr.err_msg && strstr(pr.err_msg, "unexpected end of statement"),
	      "missing ')' at the end");
	amp_parse_release(&pr);
	CHECK(amp_parse_fragment("I+*2", 4, AMP_PM_EXPR, &pr) != 0 && pr.err_off == 2,
	      "unexpected '*' at its offset");
	amp_parse_release(&pr);
}

static void write_text(const char *path, const char *text)
{
	FILE *fp = fopen(path, "w");
	fputs(text, fp);
	fclose(fp);
}

static const struct amp_stmt_info *stmt_at(const struct amp_program *p, int line)
{
	for (size_t i = 0; i < p->nstmts; i++)
		if (p->stmts[i].st.first_line == line)
			return &p->stmts[i];
	return NULL;
}

static void program_tests(void)
{
	char dir[] = "/tmp/amp-unit-an-XXXXXX";
	if (!mkdtemp(dir)) {
		CHECK(0, "mkdtemp");
		return;
	}
	char *main_f = xasprintf("%s/main.f90", dir), *mod_f = xasprintf("%s/mod.f90", dir);
	write_text(main_f,
		   "program p\n"                      /* 1 */
		   "  use m\n"                        /* 2 */
		   "  integer :: i, j\n"              /* 3 */
		   "  do 10 i = 1, n\n"               /* 4 */
		   "  do 10 j = 1, n\n"               /* 5 */
		   "  a(j) = a(j) + 1.0\n"            /* 6 */
		   "10 continue\n"                    /* 7 */
		   "  if (a(1) > 2.0) goto 20\n"      /* 8 */
		   "  a = 0.0\n"                      /* 9 */
		   "20 print *, a(1)\n"               /* 10 */
		   "end program p\n");                /* 11 */
	write_text(mod_f,
		   "module m\n"
		   "  integer, parameter :: n = 4\n"
		   "  real :: a(n)\n"
		   "end module m\n");
	const char *files[] = { main_f, mod_f };
	struct amp_analyze_opts ao;
	memset(&ao, 0, sizeof ao);
	struct amp_program *p = NULL;
	int errors = amp_analyze(files, 2, &ao, &p);
	CHECK(errors == 0 && p, "two files analyze cleanly");
	if (p) {
		CHECK(p->nunits == 2, "two units");
		CHECK(p->compile_order[0] == 1 && p->compile_order[1] == 0,
		      "the module compiles before its user");
		const struct amp_stmt_info *s;
		s = stmt_at(p, 4);
		CHECK(s && s->kind == AMP_SK_DO && s->do_end >= 0 &&
		      p->stmts[s->do_end].st.first_line == 7, "outer DO ends at its label");
		s = stmt_at(p, 7);
		CHECK(s && s->ends_do == 2, "shared terminal ends two loops");
		s = stmt_at(p, 8);
		CHECK(s && s->kind == AMP_SK_IF_LOGICAL && s->action_block > 0 &&
		      s->action_block != s->in_block, "logical IF action is its own block");
		CHECK(s && strncmp(s->st.text + s->action_off, "GO", 2) == 0,
		      "action offset points at the action");
		s = stmt_at(p, 9);
		CHECK(s && s->array_slot > (int)p->nblocks && s->array_count_expr &&
		      strcmp(s->array_count_expr, "SIZE(A)") == 0, "whole-array statement slot");
		s = stmt_at(p, 10);
		CHECK(s && s->is_branch_target && s->block > 0, "jump target leads a block");
		s = stmt_at(p, 6);
		const struct amp_block *b = s && s->in_block ? &p->blocks[s->in_block - 1] : NULL;
		CHECK(b && b->counts[amp_counter_index("LOOV")] == 1 &&
		      b->counts[amp_counter_index("SRSG")] == 1 &&
		      b->counts[amp_counter_index("ARR1")] == 2,
		      "loop body block: global store, two element references, LOOV");
		amp_program_free(p);
	}
	unlink(main_f);
	unlink(mod_f);
	rmdir(dir);
	free(main_f);
	free(mod_f);
}

int main(void)
{
	parser_tests();
	program_tests();
	return unit_done();
}

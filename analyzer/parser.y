/* parser.y: the grammar of Fortran expressions and statement fragments.
 * The classifier (analyze.c) decides what a statement is; this parser reads
 * the fragments it hands over: an expression, a list, an assignment or a
 * DO control. One grammar serves all four through a leading mode token. */
%define api.pure full
%define api.prefix {amp_yy}
%define parse.error verbose
%locations
%expect 0
%param {void *scanner}
%parse-param {struct amp_parse *out}

%code requires {
#include "ast.h"
}

%code provides {
int amp_yylex(AMP_YYSTYPE *lval, AMP_YYLTYPE *lloc, void *scanner);
}

%code {
#include <stdlib.h>
#include <string.h>
#include "util.h"

static void amp_yyerror(AMP_YYLTYPE *loc, void *scanner, struct amp_parse *out, const char *msg)
{
	(void)scanner;
	if (out->err_msg)
		return;
	out->err_off = loc->first_column;
	out->err_msg = xstrdup(msg);
}

static struct amp_expr *bin(int op, struct amp_expr *a, struct amp_expr *b)
{
	struct amp_expr *e = amp_expr_new(AMP_E_BIN, a->off);
	e->op = op;
	e->a = a;
	e->b = b;
	return e;
}

static struct amp_expr *un(int op, struct amp_expr *a, int off)
{
	struct amp_expr *e = amp_expr_new(AMP_E_UN, off);
	e->op = op;
	e->a = a;
	return e;
}

/* Move the arguments collected on holder (see args) to node n. */
static struct amp_expr *take_args(struct amp_expr *n, struct amp_expr *holder)
{
	n->has_args = 1;
	n->args = holder->args;
	n->nargs = holder->nargs;
	holder->args = NULL;
	holder->nargs = 0;
	amp_expr_free(holder);
	return n;
}

static struct amp_expr *node2(enum amp_ek k, struct amp_expr *a, struct amp_expr *b)
{
	struct amp_expr *e = amp_expr_new(k, a->off);
	e->a = a;
	e->b = b;
	return e;
}

static void list_add(struct amp_parse *p, struct amp_expr *e)
{
	p->list = xrealloc(p->list, (size_t)(p->nlist + 1) * sizeof *p->list);
	p->list[p->nlist++] = e;
}
}

%union {
	struct amp_expr *e;
	int op;
}

%token END_OF_STMT 0 "end of statement"
%token M_EXPR M_LIST M_ASSIGN M_DOCTL
%token <e> INT "integer constant" REAL "real constant" LOGC "logical constant"
%token <e> STR "character constant" NAME "name"
%token <op> REL "relational operator" EQV "'.EQV.'"
%token AND "'.AND.'" OR "'.OR.'" NOT "'.NOT.'" POW "'**'" CAT "'//'"
%token LCTOR "'(/'" RCTOR "'/)'" ARROW "'=>'" BAD "invalid character"
%token <e> DEFOP "defined operator"

%type <e> expr primary ref arg opt_expr range args ctor

%destructor { amp_expr_free($$); } <e>

%left DEFOP
%left EQV
%left OR
%left AND
%precedence NOT
%nonassoc REL
%left CAT
%left '+' '-'
%precedence UMINUS
%left '*' '/'
%right POW
%precedence UDEFOP

%%

input:
	  M_EXPR expr			{ out->rhs = $2; }
	| M_LIST list
	| M_ASSIGN ref '=' expr		{ out->lhs = $2; out->rhs = $4; }
	| M_ASSIGN ref ARROW expr	{ out->lhs = $2; out->rhs = $4; }
	| M_DOCTL NAME '=' expr ',' expr	{ list_add(out, $2); list_add(out, $4); list_add(out, $6); }
	| M_DOCTL NAME '=' expr ',' expr ',' expr
		{ list_add(out, $2); list_add(out, $4); list_add(out, $6); list_add(out, $8); }
	;

/* list -> [ arg { , arg } ] */
list:
	  %empty
	| items
	;

items:
	  arg			{ list_add(out, $1); }
	| items ',' arg		{ list_add(out, $3); }
	;

/* expr -> the Fortran operators, loosest first: a binary defined operator,
 * .EQV. .OR. .AND. .NOT. relational // + - (unary) * / **, a unary
 * defined operator. A defined operator's node keeps its name (".CROSS."). */
expr:
	  expr DEFOP expr	{ $$ = $2; $$->k = AMP_E_BIN; $$->op = AMP_OP_DEFOP; $$->off = $1->off;
				  $$->a = $1; $$->b = $3; }
	| DEFOP expr %prec UDEFOP	{ $$ = $1; $$->k = AMP_E_UN; $$->op = AMP_OP_DEFOP; $$->a = $2; }
	| expr EQV expr		{ $$ = bin($2, $1, $3); }
	| expr OR expr		{ $$ = bin(AMP_OP_OR, $1, $3); }
	| expr AND expr		{ $$ = bin(AMP_OP_AND, $1, $3); }
	| NOT expr		{ $$ = un(AMP_OP_NOT, $2, @1.first_column); }
	| expr REL expr		{ $$ = bin($2, $1, $3); }
	| expr CAT expr		{ $$ = bin(AMP_OP_CAT, $1, $3); }
	| expr '+' expr		{ $$ = bin(AMP_OP_ADD, $1, $3); }
	| expr '-' expr		{ $$ = bin(AMP_OP_SUB, $1, $3); }
	| '-' expr %prec UMINUS	{ $$ = un(AMP_OP_NEG, $2, @1.first_column); }
	| '+' expr %prec UMINUS	{ $$ = un(AMP_OP_PLUS, $2, @1.first_column); }
	| expr '*' expr		{ $$ = bin(AMP_OP_MUL, $1, $3); }
	| expr '/' expr		{ $$ = bin(AMP_OP_DIV, $1, $3); }
	| expr POW expr		{ $$ = bin(AMP_OP_POW, $1, $3); }
	| primary
	;

primary:
	  INT
	| REAL
	| LOGC
	| STR
	| ref
	| '(' expr ')'		{ $$ = amp_expr_new(AMP_E_PAREN, @1.first_column); $$->a = $2; }
	| '(' expr ',' expr ')'	{ $$ = amp_expr_new(AMP_E_CPLX, @1.first_column); $$->a = $2; $$->b = $4; }
	| LCTOR ctor RCTOR	{ $$ = $2; $$->off = @1.first_column; }
	| '[' ctor ']'		{ $$ = $2; $$->off = @1.first_column; }
	;

/* An array constructor, (/ ... /) or [ ... ], with an optional type spec
 * ([REAL(DP) :: ...], [INTEGER ::]), kept as the node's a. Its items are
 * counted as a whole by the element count of the statement; their inner
 * structure is not needed. */
ctor:
	  ctor_items		{ $$ = amp_expr_new(AMP_E_CTOR, 0); }
	| ref ':' ':'		{ $$ = amp_expr_new(AMP_E_CTOR, 0); $$->a = $1; }
	| ref ':' ':' ctor_items	{ $$ = amp_expr_new(AMP_E_CTOR, 0); $$->a = $1; }
	;

ctor_items:
	  ctor_item
	| ctor_items ',' ctor_item
	;

/* ctor_item -> expr | ( expr , { expr , } name = expr , expr [ , expr ] ) */
ctor_item:
	  expr			{ amp_expr_free($1); }
	| '(' expr ',' do_tail	{ amp_expr_free($2); }
	;

do_tail:
	  do_ctl
	| ref ':' ':' do_ctl			{ amp_expr_free($1); }
	| expr ',' do_tail			{ amp_expr_free($1); }
	;

/* the implied DO's control, after an optional type spec (INTEGER ::
 * J = 1, N, Fortran 2008) */
do_ctl:
	  NAME '=' expr ',' expr ')'		{ amp_expr_free($1); amp_expr_free($3); amp_expr_free($5); }
	| NAME '=' expr ',' expr ',' expr ')'	{ amp_expr_free($1); amp_expr_free($3); amp_expr_free($5); amp_expr_free($7); }
	;

/* ref -> name [ ( args ) ] [ ( range ) | [ args ] ]
 *        { % name [ ( args ) [ ( range ) ] ] } */
ref:
	  NAME			{ $$ = $1; }
	| NAME '(' ')'		{ $$ = $1; $$->has_args = 1; }
	| NAME '(' args ')'	{ $$ = $1; $$->has_args = 1; $$->args = $<e>3 ? $<e>3->args : NULL;
				  $$->nargs = $<e>3 ? $<e>3->nargs : 0; if ($<e>3) { $<e>3->args = NULL; $<e>3->nargs = 0; amp_expr_free($<e>3); } }
	| ref '%' NAME		{ $$ = amp_expr_new(AMP_E_COMP, $1->off); $$->a = $1; $$->b = $3; }
	| ref '%' NAME '(' ')'	{ $$ = amp_expr_new(AMP_E_COMP, $1->off); $$->a = $1; $$->b = $3;
				  $3->has_args = 1; }
	| ref '%' NAME '(' args ')'
				{ $$ = amp_expr_new(AMP_E_COMP, $1->off); $$->a = $1; $$->b = $3;
				  $3->has_args = 1; $3->args = $<e>5->args; $3->nargs = $<e>5->nargs;
				  $<e>5->args = NULL; $<e>5->nargs = 0; amp_expr_free($<e>5); }
	/* a substring of an array element or of a component's element, and a
	 * coindexed object: name[cosubscripts], name(subscripts)[cosubscripts] */
	| NAME '(' args ')' '(' range ')'
				{ $$ = node2(AMP_E_SUBSTR, take_args($1, $<e>3), $6); }
	| ref '%' NAME '(' args ')' '(' range ')'
				{ $$ = node2(AMP_E_SUBSTR, node2(AMP_E_COMP, $1, take_args($3, $<e>5)), $8); }
	| NAME '[' args ']'	{ $$ = take_args(node2(AMP_E_COIDX, $1, NULL), $<e>3); $$->has_args = 0; }
	| NAME '(' args ')' '[' args ']'
				{ $$ = take_args(node2(AMP_E_COIDX, take_args($1, $<e>3), NULL), $<e>6);
				  $$->has_args = 0; }
	;

/* args are collected on a holder node's argument vector. */
args:
	  arg			{ $<e>$ = amp_expr_new(AMP_E_NAME, 0); amp_expr_add_arg($<e>$, $1); }
	| args ',' arg		{ $<e>$ = $<e>1; amp_expr_add_arg($<e>$, $3); }
	;

arg:
	  expr
	| range
	| NAME '=' expr		{ $$ = amp_expr_new(AMP_E_KW, $1->off); $$->name = $1->name; $1->name = NULL;
				  amp_expr_free($1); $$->a = $3; }
	| '*'			{ $$ = amp_expr_new(AMP_E_STAR, @1.first_column); }
	| '*' INT		{ $$ = amp_expr_new(AMP_E_STAR, @1.first_column); $$->a = $2; }
	/* %VAL(x), %REF(x), %LOC(x): how x is passed (a DEC extension
	 * gfortran takes); counted as x */
	| '%' NAME '(' expr ')'	{ int ok = !strcmp($2->name, "VAL") || !strcmp($2->name, "REF") || !strcmp($2->name, "LOC");
				  amp_expr_free($2);
				  if (!ok) {
					amp_expr_free($4);
					amp_yyerror(&@2, scanner, out, "unknown argument list function (%VAL, %REF or %LOC)");
					YYERROR;
				  }
				  $$ = $4; }
	;

range:
	  opt_expr ':' opt_expr		{ $$ = amp_expr_new(AMP_E_RANGE, @2.first_column); $$->a = $1; $$->b = $3; }
	| opt_expr ':' opt_expr ':' expr	{ $$ = amp_expr_new(AMP_E_RANGE, @2.first_column); $$->a = $1; $$->b = $3; $$->c = $5; }
	;

opt_expr:
	  %empty		{ $$ = NULL; }
	| expr
	;

%%

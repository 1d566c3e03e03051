/* ast.h: expression trees for one statement, built by the Bison parser
 * (parser.y) from the Flex scanner's tokens (lexer.l). */
#ifndef AMP_AST_H
#define AMP_AST_H

#include <stddef.h>

enum amp_ek {
	AMP_E_INT,      /* integer literal */
	AMP_E_REAL,     /* single-precision real literal */
	AMP_E_DBL,      /* double-precision real literal (D exponent, _8), and
			   REAL(16) ones (Q exponent), counted as double */
	AMP_E_CPLX,     /* (re, im) complex literal: a, b */
	AMP_E_STR,      /* character literal */
	AMP_E_LOG,      /* .TRUE. / .FALSE. */
	AMP_E_NAME,     /* name, with an argument list if has_args */
	AMP_E_COMP,     /* a%name: a is the base, b the component reference */
	AMP_E_BIN,      /* a op b */
	AMP_E_UN,       /* op a (unary + - .NOT.) */
	AMP_E_PAREN,    /* (a) */
	AMP_E_RANGE,    /* a:b:c section triplet (any may be NULL) */
	AMP_E_KW,       /* name=a keyword argument */
	AMP_E_CTOR,     /* (/ list /) or [ list ] array constructor; a: its
			   type spec ([REAL(DP) :: ...]) as a name, or NULL */
	AMP_E_STAR,     /* '*' (alternate return, unit or format) */
	AMP_E_SUBSTR,   /* a(b): b, a range, is a substring of the array element
			   or component a (NAMES(I)(1:3), P%S(2)(:4)) */
	AMP_E_COIDX     /* a[args]: the coindexed object a (a name, perhaps with
			   subscripts) on the image args selects */
};

enum amp_op {
	AMP_OP_ADD = 1, AMP_OP_SUB, AMP_OP_MUL, AMP_OP_DIV, AMP_OP_POW, AMP_OP_CAT,
	AMP_OP_EQ, AMP_OP_NE, AMP_OP_LT, AMP_OP_LE, AMP_OP_GT, AMP_OP_GE,
	AMP_OP_AND, AMP_OP_OR, AMP_OP_NOT, AMP_OP_EQV, AMP_OP_NEQV,
	AMP_OP_NEG, AMP_OP_PLUS,
	AMP_OP_DEFOP    /* a defined operator (.CROSS.); its name is the node's */
};

struct amp_expr {
	enum amp_ek k;
	int op;
	char *name;               /* NAME, KW, COMP component, literal text */
	struct amp_expr *a, *b, *c;
	struct amp_expr **args;   /* NAME(args), CTOR items */
	int nargs, has_args;
	int off;                  /* offset of its first character in the text */
	int ty;                   /* its type (enum amp_ty) once the analyzer
				     has counted it; 0 until then */
};

struct amp_expr *amp_expr_new(enum amp_ek k, int off);
void amp_expr_add_arg(struct amp_expr *e, struct amp_expr *arg);
void amp_expr_free(struct amp_expr *e);

/* What a statement fragment is parsed as (the first token the scanner
 * hands the parser, so one grammar serves every statement kind). */
enum amp_parse_mode {
	AMP_PM_EXPR,     /* expr */
	AMP_PM_LIST,     /* expr, expr, ... (possibly empty) */
	AMP_PM_ASSIGN,   /* expr = expr */
	AMP_PM_DOCTL     /* name = expr, expr [, expr] */
};

/* The result of parsing one fragment. */
struct amp_parse {
	struct amp_expr *lhs, *rhs;  /* ASSIGN: lhs = rhs; EXPR: rhs */
	struct amp_expr **list;      /* LIST and DOCTL (var, start, end[, step]) */
	int nlist;
	/* error */
	int err_off;                 /* offset of the offending token, -1 none */
	char *err_msg;
};

/* Parse text[0..len) in mode; returns 0 or -1 with err_off/err_msg set. */
int amp_parse_fragment(const char *text, size_t len, enum amp_parse_mode mode,
		       struct amp_parse *out);
void amp_parse_release(struct amp_parse *p);

#endif

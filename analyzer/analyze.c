/* analyze.c: from prescanned statements to program units, statement kinds,
 * symbols, per-statement operation counts and basic blocks (amp_analyze). */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "diag.h"
#include "program.h"
#include "symtab.h"
#include "util.h"

#define NC AMP_NCOUNTERS
#define AUX(x) (AMP_NPARAMS + (x))

enum dk { D_ERROR, D_HEADER, D_END, D_CONTAINS, D_DECL, D_IMPLICIT, D_COMMON, D_PARAMETER,
	D_DIMENSION, D_EXTERNAL, D_INTRINSIC, D_USE, D_DATA, D_FORMAT, D_ALLOCATABLE,
	D_OTHERSPEC, D_TYPEDEF, D_ENDTYPE, D_INTERFACE, D_ASSIGN, D_STMTFN, D_IF_LOGICAL,
	D_IF_ARITH, D_IF_THEN, D_ELSE_IF, D_ELSE, D_END_IF, D_DO, D_DO_WHILE, D_END_DO,
	D_GOTO, D_CYCLE, D_EXIT, D_SELECT, D_CASE, D_END_SELECT, D_CALL, D_RETURN, D_STOP,
	D_CONTINUE, D_IO, D_ENTRY, D_ASSIGN_LABEL, D_OTHER_EXEC, D_WHERE, D_WHERE_BLOCK,
	D_FORALL_BLOCK, D_ASSOCIATE };

/* Loop-carried chains (rule 15): a lat vector holds the hops through
 * integer and through floating variables at [0] and [1], the operators at
 * [2..], in the order of enum amp_aux from AMP_LAT_IHOP. */
#define LAT_N AMP_NLAT
#define LAT_NFN 4 /* function references followed on one path */

/* A variable read by an assignment to a scalar, with the operators on the
 * expression-tree path from its heaviest occurrence up to the root. */
struct latread {
	char *name;
	int n[LAT_N];
	/* the user functions (units) whose references lie between this read
	 * and the root, outermost first; their paths, once every unit's
	 * statements are known, go to nf: loop-carried chains (rule 15)
	 * wait for them, the window term (rule 17) does not (the functions'
	 * blocks have terms of their own) */
	int fn[LAT_NFN];
	int fa[LAT_NFN];   /* the argument of fn[k] the read is in */
	int nfn;
	int nf[LAT_N];
};

/* Working data per statement, parallel to p->stmts. */
struct sinfo {
	char *t;            /* blank-free text (strings intact) */
	int *map;           /* t offset -> st.text offset */
	size_t tlen;
	int exec;           /* executable */
	double cnt[NC];     /* counts per execution of the statement */
	double act[NC];     /* logical IF: counts of the action */
	const char *unmodeled, *act_unmodeled;
	double scaled[NC];  /* Fortran 90 array statement: per element */
	int has_scaled, scaled_in_action;
	int *targets;       /* labels it may jump to */
	int ntargets;
	int transfers;      /* never falls through to the next statement */
	int ends_block;     /* the next statement starts a block */
	int act_kind;       /* kind of a logical IF's action */
	int do_kind;        /* DO: 1 counted loop, 2 DO WHILE, 3 no control */
	int do_sim;         /* counted DO whose bounds call no function: its
			       closing branch goes through the simulated
			       predictor (rule 14) */
	int do_label;
	size_t lhs_from, lhs_to; /* array statement: its left side in t */
	int lhs_calls;      /* and its subscripts (or, for a scalar left
			       side, the right side) call a function: the
			       copy cannot count its elements by SIZE (the
			       call would run again) */
	char *count_name;    /* array statement with a scalar left side: the
				array whose size scales it */
	enum dk d;          /* detailed kind */
	size_t aux;
	int src;            /* index of the source file it came from */
	char chain;         /* assignment reading its own target: 'I' integer
			       or logical, 'F' real, double or complex */
	int chain_in_action;
	int act_transfers;  /* logical IF: its action always jumps away */
	int chain_elem;     /* the target is an array element */
	char *chain_subs;   /* its subscripts' variables, ",I,J," */
	char do_var[64];    /* counted DO: its variable */
	int do_unit;        /* counted DO: its step is 1 or -1 (or none) */
	int do_vstep;       /* counted DO: its step is not a constant (rule 19) */
	int do_step;        /* counted DO: +1 or -1 by the sign of a constant
			       step (none: +1), 0 when the sign is unknown */
	char rec_type;      /* X(I) = ... X(I-1) ...: 'I' or 'F' as chain */
	int nrec;           /* candidates: the subscript variable (I) and */
	int rec_sign[4];    /* +1 when it reads an earlier element as I rises */
	char rec_var[4][64];
	char *rec_elem;     /* an element stored, canonical: "U(I,J)" */
	/* An assignment to a scalar variable (or a logical IF's action that
	 * is one): its target and the variables it reads, for the block's
	 * loop-carried chains. lat_lhs NULL: not on any chain. */
	char *lat_lhs;
	int lat_hop;        /* 0: the target is integer or logical, 1: floating */
	struct latread *lat_rd;
	int nlat_rd;
	/* CALL S(...) of a subroutine of the program (rule 15): 1 + S's
	 * unit (0: none followed), and per actual argument the variable it
	 * names (a chain key, NULL for an expression) and what it reads;
	 * then the assignments the call makes to the caller's variables,
	 * each a statement of its own (virtual, in lat_stmts) */
	int call_unit;
	int call_nargs;
	char **call_key;
	int *call_proc;          /* per argument: the procedure it names (a
				    unit), -2 one of no known unit, -1 data */
	struct sinfo *call_rd;   /* per argument, its reads in lat_rd */
	struct sinfo **virt;
	int nvirt;
	int is_virt;
	/* An IF, ELSE IF or DO WHILE: what its condition reads (in
	 * cnd->lat_rd), for the wait of a misprediction (rule 22); NULL
	 * otherwise */
	struct sinfo *cnd;
	/* Rule 23: the element loads the statement makes (site: a memref) and
	 * the variables their subscripts and its value read (site -1), each
	 * with the load it lies in (parent, -1 none); val: feeds the value
	 * ld_lhs receives (an assignment's right side, a DO's first value);
	 * act: in a logical IF's action. */
	struct ldnode { int site, parent; char val, act; char *name; } *ldn;
	int nldn;
	char *ld_lhs;
	int ld_lhs_act;
	int in_loop;        /* inside at least one DO or DO WHILE */
	int separate;       /* unit header: a separate module procedure's (1),
			       MODULE PROCEDURE F (2) */
	size_t iface;       /* MODULE PROCEDURE F: 1 + the index of the header
			       of its interface body (MODULE FUNCTION F(X)), 0
			       if none was found */
	/* The user procedures it calls by name, each once per call made:
	 * call_act[k] 1 when the call is in a logical IF's action. */
	char **calls;
	char *call_act;
	int ncalls;
};

struct unitctx {
	struct amp_program *p;
	struct sinfo *si;
	struct amp_scope *scope;
	int unit;
	size_t cur;          /* current statement */
	int cur_action;      /* counting its logical IF's action */
	size_t frag;         /* t offset of the fragment being parsed */
	int array_stmt;      /* a whole-array or section reference was seen */
	char array_name[64]; /* the first whole array referenced, if any */
	int errors;
	int in_exec;         /* past the specification part */
	/* Reductions (SUM, DOT_PRODUCT, ...) in the statement being counted:
	 * their per-element work, and the array whose size scales it. NULL
	 * where the statement cannot hold a scaled part: counted once. */
	double *red;
	int red_seen;
	char red_name[128];
	int depth;           /* expression nesting being counted */
	int too_deep;        /* reported for the current statement */
	struct sinfo *cnd_to; /* count_cond records the condition's reads
				 there (an IF's, rule 22) */
	int coindexed;       /* coindexed references in the statement */
	/* SELECT TYPE: the name its guards retype, and its type before */
	char *sel_name, *sel_tname;
	enum amp_ty sel_type;
	/* SELECT RANK: the name its guards give a rank, its shape before,
	 * and the SELECT nesting depth it opened at (sel_depth: now) */
	char *rank_name, *rank_dims;
	int rank_rank, rank_depth, sel_depth;
	struct amp_expr *actual; /* a bare actual argument being counted */
	/* Array statements (rule 10): what runs once per execution whatever
	 * the element count (ASST, section bounds); NULL: counted in place. */
	double *once;
	int inquiry;         /* inside SIZE(...), LBOUND(...), ...: no elements */
	int decl_clen;       /* the CHARACTER length of the type spec just read */
	/* function references around the operand lat_walk is at */
	int lat_fn[LAT_NFN];
	int lat_fa[LAT_NFN];
	int nlat_fn;
	size_t blk_lo, blk_hi; /* the blocks exec_part made */
	/* enclosing_do's answers for the unit's statements, once known */
	long *encl;
	/* the function of the interface body being read, when its header
	 * gives no type, and its RESULT name */
	char *ib_func, *ib_result;
};

/* Global knowledge across units. */
struct gstate {
	struct amp_scope **modules;
	size_t nmodules, capmodules;
	struct { char *name; enum amp_ty type; int outside; } *funcs; /* outside: not
						contained in a module or procedure */
	size_t nfuncs, capfuncs;
	struct amp_dtype *dtypes;
	size_t ndtypes, capdtypes;
	struct amp_scope *scopes;   /* one per unit */
};

static struct gstate G;

/* ---- diagnostics ------------------------------------------------------ */

/* An error at offset toff of statement k's text. */
static void verr_stmt(struct amp_program *p, const struct sinfo *si, size_t k, size_t toff, const char *fmt,
		      va_list ap)
{
	const struct amp_stmt *st = &p->stmts[k].st;
	const struct sinfo *s = &si[k];
	size_t o = toff < s->tlen ? (size_t)s->map[toff] : st->len;
	if (o > st->len)
		o = st->len;
	struct amp_srcpos pos = st->pos[o];
	amp_vdiag_at(AMP_ERROR, amp_srcset_path(&p->srcs, pos.file), pos.line, pos.col, fmt, ap);
}

static void err_stmt(struct amp_program *p, const struct sinfo *si, size_t k, size_t toff, const char *fmt, ...)
	AMP_PRINTF(5, 6);
static void err_stmt(struct amp_program *p, const struct sinfo *si, size_t k, size_t toff, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	verr_stmt(p, si, k, toff, fmt, ap);
	va_end(ap);
}

static void err_at(struct unitctx *u, size_t toff, const char *fmt, ...) AMP_PRINTF(3, 4);
static void err_at(struct unitctx *u, size_t toff, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	verr_stmt(u->p, u->si, u->cur, toff, fmt, ap);
	va_end(ap);
	u->errors++;
	u->p->stmts[u->cur].kind = AMP_SK_ERROR;
}

/* ---- text helpers ----------------------------------------------------- */

static int starts(const char *t, const char *kw)
{
	return strncmp(t, kw, strlen(kw)) == 0;
}

/* Index of the close that ends the first open found from t[i] on
 * (strings skipped), or -1. */
static long match_pair(const char *t, size_t len, size_t i, char open, char close)
{
	int depth = 0;
	char q = 0;
	for (size_t k = i; k < len; k++) {
		char c = t[k];
		if (q) {
			if (c == q)
				q = 0;
			continue;
		}
		if (c == '\'' || c == '"')
			q = c;
		else if (c == open)
			depth++;
		else if (c == close && --depth == 0)
			return (long)k;
	}
	return -1;
}

/* Index of the ')' matching the '(' at t[i], or -1. */
static long match_paren(const char *t, size_t len, size_t i)
{
	return match_pair(t, len, i, '(', ')');
}

/* Index of the ']' matching the '[' at t[i], or -1. */
static long match_bracket(const char *t, size_t len, size_t i)
{
	return match_pair(t, len, i, '[', ']');
}

/* First exposed (depth 0, outside strings) character c at or after from.
 * Square brackets (array constructors, coarray subscripts) nest as
 * parentheses do. */
static long exposed(const char *t, size_t len, size_t from, char c)
{
	int depth = 0;
	char q = 0;
	for (size_t k = from; k < len; k++) {
		char ch = t[k];
		if (q) {
			if (ch == q)
				q = 0;
			continue;
		}
		if (ch == '\'' || ch == '"')
			q = ch;
		else if (ch == '(' || ch == '[')
			depth++;
		else if (ch == ')' || ch == ']')
			depth--;
		else if (depth == 0 && ch == c) {
			if (c == '=') {
				char pr = k ? t[k - 1] : 0, nx = k + 1 < len ? t[k + 1] : 0;
				if (nx == '=' || nx == '>' || pr == '=' || pr == '<' || pr == '>' || pr == '/')
					continue;
			}
			return (long)k;
		}
	}
	return -1;
}

static long exposed_dcolon(const char *t, size_t len)
{
	long k = 0;
	while ((k = exposed(t, len, (size_t)k, ':')) >= 0) {
		if ((size_t)k + 1 < len && t[k + 1] == ':')
			return k;
		k++;
	}
	return -1;
}

/* Split t[from,to) at exposed commas; returns count, fills starts/ends. */
static int split_commas(const char *t, size_t from, size_t to, size_t *s, size_t *e, int max)
{
	int n = 0;
	size_t a = from;
	while (a <= to && n < max) {
		long c = exposed(t, to, a, ',');
		size_t b = c < 0 ? to : (size_t)c;
		s[n] = a;
		e[n] = b;
		n++;
		if (c < 0)
			break;
		a = b + 1;
	}
	return n;
}

static int read_label(const char *t, size_t *i, size_t len)
{
	int v = 0, any = 0;
	while (*i < len && isdigit((unsigned char)t[*i])) {
		if (v < 1000000)
			v = v * 10 + (t[*i] - '0');
		(*i)++;
		any = 1;
	}
	return any ? v : -1;
}

static char *name_at(const char *t, size_t *i, size_t len)
{
	size_t a = *i;
	if (a >= len || !isalpha((unsigned char)t[a]))
		return NULL;
	while (*i < len && (isalnum((unsigned char)t[*i]) || t[*i] == '_' || t[*i] == '$'))
		(*i)++;
	return xstrndup(t + a, *i - a);
}

/* ---- parsing fragments ------------------------------------------------ */

static int parse(struct unitctx *u, size_t from, size_t to, enum amp_parse_mode mode,
		 struct amp_parse *out)
{
	struct sinfo *s = &u->si[u->cur];
	u->frag = from;
	u->too_deep = 0;
	if (amp_parse_fragment(s->t + from, to - from, mode, out) != 0) {
		const char *m = out->err_msg;
		if (strncmp(m, "syntax error, ", 14) == 0)
			m += 14;
		if (strcmp(m, "memory exhausted") == 0) /* Bison's stack limit */
			m = "expression is nested too deeply";
		err_at(u, from + (size_t)out->err_off, "%s", m);
		amp_parse_release(out);
		return -1;
	}
	return 0;
}

/* ---- types and counting ---------------------------------------------- */

struct ev {
	enum amp_ty t;
	int global, cnst;
};

static int numeric(enum amp_ty t) { return t >= T_INT && t <= T_DCPLX; }

static enum amp_ty promote(enum amp_ty a, enum amp_ty b)
{
	if (!numeric(a))
		return numeric(b) ? b : a;
	if (!numeric(b))
		return a;
	if ((a == T_CPLX && b == T_DBL) || (a == T_DBL && b == T_CPLX))
		return T_DCPLX;
	return a > b ? a : b;
}

static void bump(double *c, const char *mn, double n)
{
	int i = amp_counter_index(mn);
	if (i >= 0)
		c[i] += n;
}

static void conv(double *c, enum amp_ty from, enum amp_ty to)
{
	if (from == to || !numeric(from) || !numeric(to))
		return;
	if (to == T_CPLX || to == T_DCPLX) {
		if (from == T_CPLX || from == T_DCPLX)
			bump(c, "CVSD", 1);
		else
			bump(c, "CVSC", 1);
	} else if (from == T_CPLX || from == T_DCPLX) {
		bump(c, "CPRT", 1);
	} else if (to == T_INT) {
		bump(c, "CVRI", 1);
	} else if (from == T_INT) {
		bump(c, to == T_REAL ? "CVIS" : "CVID", 1);
	} else {
		bump(c, "CVSD", 1);
	}
}

static const char *tcode(enum amp_ty t)
{
	switch (t) {
	case T_INT: return "IS";
	case T_DBL: return "RD";
	case T_CPLX: return "CS";
	case T_DCPLX: return "CD";
	default: return "RS";
	}
}

static void arith(double *c, char op, enum amp_ty t, int global)
{
	char mn[5];
	snprintf(mn, sizeof mn, "%c%s%c", op, tcode(t), global ? 'G' : 'L');
	if (amp_param_index(mn) < 0) {
		mn[3] = 'L';
		if (amp_param_index(mn) < 0 && (t == T_CPLX || t == T_DCPLX))
			snprintf(mn, sizeof mn, "E%sL", tcode(t));
	}
	bump(c, mn, 1);
}

static enum amp_ty func_type(const char *name, struct amp_scope *sc)
{
	for (size_t i = 0; i < G.nfuncs; i++)
		if (strcmp(G.funcs[i].name, name) == 0 && G.funcs[i].type != T_NONE)
			return G.funcs[i].type;
	enum amp_ty t = amp_scope_implicit(sc, name);
	return t == T_NONE ? T_REAL : t;
}

static int is_user_func(const char *name)
{
	for (size_t i = 0; i < G.nfuncs; i++)
		if (strcmp(G.funcs[i].name, name) == 0)
			return 1;
	return 0;
}

/* A function of the program's own that every unit can call: an external
 * one or a generic name (contained and module procedures are in the
 * scopes that can reach them). */
static int is_global_func(const char *name)
{
	for (size_t i = 0; i < G.nfuncs; i++)
		if (G.funcs[i].outside && strcmp(G.funcs[i].name, name) == 0)
			return 1;
	return 0;
}

/* The intrinsic that name(args) calls, y being what name is in the
 * scope (NULL: nothing declared): NULL when it is an array, a statement
 * function, a dummy procedure or a user's procedure. A procedure of the
 * program's own, an EXTERNAL statement, an interface body or a
 * contained or module procedure of the same name shadows an intrinsic;
 * an INTRINSIC statement keeps it. */
static const struct amp_intrinsic *intrinsic_of(const struct amp_sym *y, const char *name)
{
	if (y && (y->rank > 0 || y->stmtfn || y->external || y->dummy ||
		  (y->is_func && !y->intrinsic)))
		return NULL;
	if (y && y->intrinsic && y->is_func && y->init) /* from an intrinsic module */
		return amp_intrinsic_module_proc(y->init);
	if (!(y && y->intrinsic) && is_global_func(name))
		return NULL;
	return amp_intrinsic_find(name);
}

static struct amp_dtype *dtype_find(const char *name)
{
	for (size_t i = 0; name && i < G.ndtypes; i++)
		if (strcmp(G.dtypes[i].name, name) == 0)
			return &G.dtypes[i];
	return NULL;
}

/* Is the binding or procedure component name NOPASS in the types that
 * have it (CALL OBJ%NAME(...), the object's type not looked up)? */
static int binding_nopass(const char *name)
{
	int seen = 0, nopass = 1;
	for (size_t i = 0; name && i < G.ndtypes; i++) {
		struct amp_sym *y = amp_scope_find_local(&G.dtypes[i].comps, name);
		if (y && y->is_func) {
			seen = 1;
			nopass &= y->nopass;
		}
	}
	return seen && nopass;
}

static struct ev cexpr(struct unitctx *u, struct amp_expr *e, double *c);
static void note_call(struct unitctx *u, const char *name);
static void count_near_call(struct unitctx *u, const char *name, double *c);
static int descriptor_array(const struct amp_sym *y);
static int constant_extents(struct unitctx *u, const struct amp_sym *y, int rank);
static int constant_offset(struct unitctx *u, const struct amp_sym *y, int rank);
static int kind_is_double(struct unitctx *u, const char *v, int depth);

/* The KIND argument of REAL(X, KIND), CMPLX(X, Y, KIND) or CMPLX(X,
 * KIND=K) (ctype: the conversion is to complex), or NULL. */
static const struct amp_expr *kind_arg(const struct amp_expr *e, int ctype)
{
	for (int i = 0; i < e->nargs; i++)
		if (e->args[i]->k == AMP_E_KW && e->args[i]->name && strcmp(e->args[i]->name, "KIND") == 0)
			return e->args[i]->a;
	if (e->nargs == (ctype ? 3 : 2) && e->args[e->nargs - 1]->k != AMP_E_KW)
		return e->args[e->nargs - 1];
	return NULL;
}

/* Is that KIND argument a single precision kind (4, or a named constant
 * that is not double)? */
static int kind_arg_single(struct unitctx *u, const struct amp_expr *k)
{
	return k && (k->k == AMP_E_INT || (k->k == AMP_E_NAME && !k->has_args)) && k->name &&
	       !kind_is_double(u, k->name, 0);
}

/* Returns 1 if every argument is a constant. */
/* What count_args saw of the arguments: one of them is a global
 * operand; bit i set when argument i (of the first 32) is a constant. */
struct args_seen {
	int global;
	unsigned cnst;
};

static int count_args(struct unitctx *u, struct amp_expr *e, double *c, struct ev *first,
		      enum amp_ty *prom, struct args_seen *seen)
{
	int allc = e->nargs > 0;
	*prom = T_NONE;
	struct args_seen sn = { 0, 0 };
	for (int i = 0; i < e->nargs; i++) {
		struct ev a = cexpr(u, e->args[i], c);
		allc = allc && a.cnst;
		if (i == 0 && first)
			*first = a;
		*prom = i == 0 ? a.t : promote(*prom, a.t);
		sn.global = sn.global || a.global;
		if (a.cnst && i < 32)
			sn.cnst |= 1u << i;
	}
	if (seen)
		*seen = sn;
	return allc;
}

/* An actual argument: whole arrays pass by reference (no element cost). */
static void count_actual(struct unitctx *u, struct amp_expr *a, double *c)
{
	if (a->k == AMP_E_NAME && !a->has_args) {
		struct amp_sym *y = amp_scope_lookup(u->scope, a->name, NULL);
		if (y && (y->rank > 0 || y->external || y->is_func)) {
			c[AUX(AMP_OP_SCALAR)] += 0;
			return;
		}
	}
	if (a->k == AMP_E_KW) {
		count_actual(u, a->a, c);
		return;
	}
	int saved = u->array_stmt;
	struct amp_expr *outer = u->actual;
	u->actual = a;
	cexpr(u, a, c);
	u->actual = outer;
	u->array_stmt = saved;
}

/* Once per execution of an array statement or reduction. */
static double *once_vec(struct unitctx *u, double *c)
{
	return u->once ? u->once : c;
}

static const char *ik_param(enum amp_ik k, enum amp_ty t)
{
	int d = t == T_DBL;
	switch (k) {
	case IK_SQR: return d ? "SQRD" : "SQRS";
	case IK_EXP: return d ? "EXPD" : "EXPS";
	case IK_LOG: return d ? "LOGD" : "LOGS";
	case IK_SIN: return d ? "SIND" : "SINS";
	case IK_TAN: return d ? "TAND" : "TANS";
	case IK_ATN: return d ? "ATND" : "ATNS";
	case IK_HYP: return d ? "HYPD" : "HYPS";
	case IK_ABS: return t == T_INT ? "ABSI" : d ? "ABSD" : "ABSS";
	case IK_MXM: return t == T_INT ? "MXMI" : d ? "MXMD" : "MXMS";
	case IK_MOD: return t == T_INT ? "MODI" : d ? "MODD" : "MODS";
	default: return NULL;
	}
}

static const char *const reductions[] = { "SUM", "PRODUCT", "DOT_PRODUCT", "MAXVAL",
	"MINVAL", "NORM2", "COUNT", "ANY", "ALL", "MAXLOC", "MINLOC", "FINDLOC", "PARITY",
	"IALL", "IANY", "IPARITY", NULL };

/* The text of argument a of the reduction e, for SIZE(...) at run time. */
static void arg_text(struct unitctx *u, struct amp_expr *a, char *out, size_t n)
{
	const struct sinfo *s = &u->si[u->cur];
	if (a->k == AMP_E_KW)
		a = a->a;
	out[0] = '\0';
	if (!a)
		return;
	size_t b = u->frag + (size_t)a->off, k = b;
	int depth = 0, q = 0;
	for (; k < s->tlen; k++) {
		char ch = s->t[k];
		if (q) {
			if (ch == q)
				q = 0;
			continue;
		}
		if (ch == '\'' || ch == '"')
			q = ch;
		else if (ch == '(' || ch == '[')
			depth++;
		else if ((ch == ')' || ch == ']') && depth-- == 0)
			break;
		else if (ch == ',' && depth == 0)
			break;
	}
	if (k > b && k - b < n)
		snprintf(out, n, "%.*s", (int)(k - b), s->t + b);
}

/* SUM(A*B), DOT_PRODUCT(X, Y), MAXVAL(ABS(R)), ...: the argument's work and
 * the reduction's own operation happen once per element of the argument. */
static struct ev call_reduction(struct unitctx *u, struct amp_expr *e, int which, double *c)
{
	struct ev r = { T_REAL, 0, 0 }, first = { T_NONE, 0, 0 };
	double pe[NC] = { 0 };
	int saved_stmt = u->array_stmt;
	char saved_name[sizeof u->array_name];
	memcpy(saved_name, u->array_name, sizeof saved_name);
	u->array_stmt = 0;
	u->array_name[0] = '\0';
	enum amp_ty prom;
	count_args(u, e, pe, &first, &prom, NULL);
	int is_array = u->array_stmt;
	char name[sizeof u->red_name];
	snprintf(name, sizeof name, "%s", u->array_name);
	if (is_array && !name[0] && e->nargs > 0)
		arg_text(u, e->args[0], name, sizeof name);
	u->array_stmt = saved_stmt;
	memcpy(u->array_name, saved_name, sizeof saved_name);
	enum amp_ty t = which == 2 ? prom : first.t;
	/* MAXVAL, MINVAL, MAXLOC and MINLOC compare each element with the
	 * extreme so far, FINDLOC with its value: compiled as comparisons (an
	 * IF on the element), not as the MAX intrinsic */
	const char *rel = first.t == T_CHAR ? "RELC" : first.t == T_LOG ? "EQVL" :
			  first.t == T_INT ? "RELI" : first.t == T_DBL || first.t == T_DCPLX ? "RELD" : "RELS";
	if (!numeric(t))
		t = T_REAL;
	r.t = t;
	switch (which) {
	case 0: arith(pe, 'A', t, 0); break;                         /* SUM */
	case 1: arith(pe, 'M', t, 0); break;                         /* PRODUCT */
	case 2: arith(pe, 'M', t, 0); arith(pe, 'A', t, 0); break;  /* DOT_PRODUCT */
	case 3: case 4:                                               /* MAXVAL, MINVAL */
		bump(pe, rel, 1);
		break;
	case 5:                                                       /* NORM2 */
		arith(pe, 'M', t, 0);
		arith(pe, 'A', t, 0);
		bump(c, t == T_DBL ? "SQRD" : "SQRS", 1);
		break;
	case 6: bump(pe, "ADDI", 1); r.t = T_INT; break;             /* COUNT */
	case 7: bump(pe, "ORLO", 1); r.t = T_LOG; break;             /* ANY */
	case 8: bump(pe, "ANDL", 1); r.t = T_LOG; break;             /* ALL */
	case 9: case 10: bump(pe, rel, 1); r.t = T_INT; break;       /* MAXLOC, MINLOC */
	case 11: bump(pe, rel, 1); r.t = T_INT; break;               /* FINDLOC */
	case 12: bump(pe, "EQVL", 1); r.t = T_LOG; break;            /* PARITY */
	default: r.t = T_INT; break;                /* IALL, IANY, IPARITY: no parameter */
	}
	/* its own element loop over the argument */
	if (is_array) {
		bump(pe, "ASEL", 1);
		bump(once_vec(u, c), "ASST", 1);
		/* and what a library routine adds (rule 20) */
		pe[AUX(AMP_RED_ELEM)] += 1;
		once_vec(u, c)[AUX(AMP_RED_CALL)] += 1;
	}
	/* With DIM= the result is an array: the statement is an array one. */
	int dim = 0;
	for (int i = which == 11 ? 2 : 1; i < e->nargs; i++) /* FINDLOC(ARRAY, VALUE, DIM) */
		if ((e->args[i]->k == AMP_E_KW && e->args[i]->name &&
		     strcmp(e->args[i]->name, "DIM") == 0) ||
		    (e->args[i]->k != AMP_E_KW && which != 2))
			dim = 1;
	/* DIM= of a rank-1 array leaves a scalar: MAXLOC(IA, 1) */
	struct amp_expr *a0 = e->nargs > 0 ? e->args[0] : NULL;
	if (a0 && a0->k == AMP_E_KW)
		a0 = a0->a;
	if (dim && a0 && a0->k == AMP_E_NAME && !a0->has_args) {
		struct amp_sym *y = amp_scope_lookup(u->scope, a0->name, NULL);
		if (y && y->rank == 1)
			dim = 0;
	}
	if (dim)
		u->array_stmt = 1;
	if (is_array && name[0] && u->red && !dim) {
		for (int i = 0; i < NC; i++)
			u->red[i] += pe[i];
		if (!u->red_seen)
			snprintf(u->red_name, sizeof u->red_name, "%s", name);
		u->red_seen = 1;
	} else {
		for (int i = 0; i < NC; i++)
			c[i] += pe[i];
	}
	return r;
}

static int expr_same(const struct amp_expr *a, const struct amp_expr *b);
static int name_eq(const char *a, const char *b);

/* The length of the character value x as declared (rule 6: what a
 * scanning intrinsic may run through): a variable's or an element's
 * declared length, a literal's, a substring's with constant bounds or
 * with both bounds the same expression (v(i:i)), a concatenation's sum,
 * 1 for CHAR and ACHAR; 0 when not known at compile time. */
/* The length of the character literal in text ('...' or "...", blanks
 * around it allowed), or 0 if text is not one. */
static int literal_len(const char *text)
{
	while (*text == ' ')
		text++;
	size_t n = strlen(text);
	while (n && text[n - 1] == ' ')
		n--;
	if (n < 2 || (text[0] != '\'' && text[0] != '"') || text[n - 1] != text[0])
		return 0;
	int l = (int)n - 2 - (text[1] == AMP_HOLLERITH_MARK); /* 4HABCD: 4 */
	for (size_t i = 1; i + 1 < n; i++)
		if (text[i] == text[0]) {
			if (text[i + 1] != text[0] || i + 2 >= n)
				return 0; /* not one literal */
			l--; /* a doubled quote is one character */
			i++;
		}
	return l;
}

/* The length of the substring r (a range) of a value whose length is
 * full (0: not known): constant bounds, or both bounds the same
 * expression (v(i:i)); 0 when not known at compile time. */
static int range_len(const struct amp_expr *r, int full)
{
	if (!r || r->k != AMP_E_RANGE)
		return 0;
	long lo = 1, hi = full;
	if (r->a && r->b && !r->c && expr_same(r->a, r->b))
		return 1;
	if (r->a && r->a->k == AMP_E_INT)
		lo = atol(r->a->name);
	else if (r->a)
		return 0;
	if (r->b && r->b->k == AMP_E_INT)
		hi = atol(r->b->name);
	else if (r->b)
		return 0;
	return hi >= lo ? (int)(hi - lo + 1) : 0;
}

static int char_len(struct unitctx *u, const struct amp_expr *x)
{
	if (!x)
		return 0;
	switch (x->k) {
	case AMP_E_KW:
	case AMP_E_PAREN:
		return char_len(u, x->a);
	case AMP_E_STR:
		return literal_len(x->name);
	case AMP_E_BIN: {
		if (x->op != AMP_OP_CAT)
			return 0;
		int a = char_len(u, x->a), b = char_len(u, x->b);
		return a && b ? a + b : 0;
	}
	case AMP_E_NAME: {
		struct amp_sym *y = amp_scope_lookup(u->scope, x->name, NULL);
		if (!y && x->has_args && x->nargs == 1 && (name_eq(x->name, "CHAR") || name_eq(x->name, "ACHAR")))
			return 1;
		if (!y || y->type != T_CHAR || y->is_func || (x->has_args && y->rank == 0 && x->nargs != 1))
			return 0;
		if (!x->has_args && y->param && !y->clen && y->init)
			return literal_len(y->init); /* LEN=*, PARAMETER */
		if (!x->has_args || y->rank > 0)
			return y->clen; /* the variable, or an element */
		/* a substring v(a:b) */
		return range_len(x->args[0], y->clen);
	}
	case AMP_E_SUBSTR: /* an element's substring, NAMES(I)(1:3) */
		return range_len(x->b, char_len(u, x->a));
	case AMP_E_COIDX:
		return char_len(u, x->a);
	default:
		return 0;
	}
}

static struct ev call_intrinsic(struct unitctx *u, struct amp_expr *e,
				const struct amp_intrinsic *in, double *c)
{
	for (int k = 0; reductions[k]; k++)
		if (strcmp(e->name, reductions[k]) == 0)
			return call_reduction(u, e, k, c);
	/* Inquiries about an array are scalars: no per-element work. */
	if (in->kind == IK_INQUIRY) {
		int saved_stmt = u->array_stmt;
		char saved_name[sizeof u->array_name];
		memcpy(saved_name, u->array_name, sizeof saved_name);
		struct ev r = { in->result, 0, 0 }, first = { T_NONE, 0, 0 };
		enum amp_ty prom;
		u->inquiry++;
		count_args(u, e, c, &first, &prom, NULL);
		u->inquiry--;
		u->array_stmt = saved_stmt;
		memcpy(u->array_name, saved_name, sizeof saved_name);
		if (r.t == T_NONE) /* HUGE(X): X's type */
			r.t = numeric(first.t) ? first.t : T_REAL;
		/* The numeric model and kinds: constants the compiler folds. */
		static const char *const folded[] = { "KIND", "RADIX", "DIGITS", "MINEXPONENT",
			"MAXEXPONENT", "PRECISION", "RANGE", "BIT_SIZE", "HUGE", "TINY", "EPSILON",
			"NEW_LINE", NULL };
		for (int k = 0; folded[k]; k++)
			if (strcmp(in->name, folded[k]) == 0)
				r.cnst = 1;
		return r;
	}
	struct ev r = { T_REAL, 0, 0 }, first = { T_NONE, 0, 0 };
	enum amp_ty prom;
	struct args_seen seen;
	int allc = count_args(u, e, c, &first, &prom, &seen);
	enum amp_ty at = in->argtype != T_NONE ? in->argtype : prom;
	r.t = in->result != T_NONE ? in->result : at;
	if (in->kind == IK_NONE && in->result == T_NONE && !name_eq(e->name, "MATMUL")) {
		/* RESHAPE, PACK, MERGE, SCALE, ...: the first argument's type;
		 * TRANSFER: its MOLD's. MATMUL promotes as a product does. */
		r.t = first.t;
		if (name_eq(e->name, "TRANSFER") && e->nargs >= 2)
			r.t = (enum amp_ty)e->args[1]->ty;
	}
	/* REAL(x, kind) and CMPLX(x, y, kind): a kind other than 4 is double. */
	const struct amp_expr *ka = in->kind == IK_TOREAL || in->kind == IK_TOCPLX ?
		kind_arg(e, in->kind == IK_TOCPLX) : NULL;
	if (ka) {
		if (!kind_arg_single(u, ka))
			r.t = in->kind == IK_TOREAL ? T_DBL : T_DCPLX;
		at = e->nargs == 2 ? first.t : promote(first.t, at);
	}
	/* REAL(Z) and AIMAG(Z) have Z's kind: a double complex's parts are
	 * double */
	if (prom == T_DCPLX && ((in->kind == IK_TOREAL && e->nargs == 1) ||
				(in->kind == IK_CPART && in->result == T_REAL)))
		r.t = T_DBL;
	if (in->kind == IK_CHTRIM || in->kind == IK_CHSEARCH) {
		/* A library call whose time grows with the string (rule 6):
		 * LEN_TRIM runs back over the trailing blanks, a search
		 * compares forward. */
		int trim = in->kind == IK_CHTRIM;
		int len = e->nargs ? char_len(u, e->args[0]) : 0;
		int sub = e->nargs > 1 ? char_len(u, e->args[1]) : 0;
		bump(c, trim ? "CHIN" : "CHSI", 1);
		if (trim)
			bump(c, "CHCH", len);
		else if (name_eq(e->name, "INDEX"))
			/* the positions the substring can start at */
			bump(c, "CHSC", sub > 0 && len >= sub ? len - sub + 1 : len);
		else
			/* SCAN and VERIFY try each character against the set */
			bump(c, "CHSC", (double)len * (sub > 0 ? sub : 1));
		return r;
	}
	if (in->kind >= IK_BITOP) {
		/* An integer instruction or a few, inline (rule 6): an integer
		 * addition's, of a global operand when an argument is one; a
		 * shift by a count known only at run time adds a test of the
		 * count's sign and size, a second addition; BGE .. BLT
		 * compare (rule 12). GNU's AND, OR and XOR of logicals are
		 * the operators. Of constants only, folded (rule 8). */
		if (allc)
			r.cnst = 1;
		else if (prom == T_LOG)
			bump(c, name_eq(e->name, "AND") ? "ANDL" : name_eq(e->name, "OR") ? "ORLO" : "EQVL", 1);
		else if (in->kind == IK_BITCMP)
			bump(c, "RELI", 1);
		else {
			arith(c, 'A', T_INT, seen.global);
			if (in->kind == IK_BITSHIFT && e->nargs >= 2 && !(seen.cnst & 2u))
				arith(c, 'A', T_INT, seen.global);
		}
		if (r.t == T_NONE)
			r.t = prom == T_LOG ? T_LOG : T_INT;
		return r;
	}
	if (in->kind == IK_NONE) {
		if (r.t == T_NONE)
			r.t = T_REAL;
		return r;
	}
	if ((at == T_CPLX || at == T_DCPLX) && in->kind <= IK_MOD) {
		bump(c, "INTC", 1);
		if (in->kind == IK_ABS)
			r.t = at == T_CPLX ? T_REAL : T_DBL;
		return r;
	}
	/* INT(Z'FF'), DBLE(2): converted at compile time, a constant. */
	if (allc && (in->kind == IK_TOINT || in->kind == IK_TOREAL || in->kind == IK_TODBL ||
		     in->kind == IK_TOCPLX)) {
		r.cnst = 1;
		return r;
	}
	switch (in->kind) {
	case IK_TOINT:
		if (at != T_INT)
			bump(c, "CVRI", 1);
		break;
	case IK_TOREAL:
	case IK_TODBL:
		if (at == T_CPLX || at == T_DCPLX)
			bump(c, "CPRT", 1);
		else
			conv(c, at, r.t);
		break;
	case IK_TOCPLX:
		bump(c, "CVSC", 1);
		break;
	case IK_CPLXFN:
		bump(c, "INTC", 1);
		break;
	case IK_CPART:
		bump(c, "CPRT", 1);
		break;
	default: {
		/* Specific names convert mismatched arguments (MAX1 of reals...). */
		const char *mn = ik_param(in->kind, at == T_INT && in->kind < IK_ABS ? T_REAL : at);
		/* MAX(A, B, C) compiles to two two-way maxima. */
		if (mn)
			bump(c, mn, in->kind == IK_MXM && e->nargs > 2 ? e->nargs - 1 : 1);
		if (in->kind == IK_MOD && r.t == T_INT && at != T_INT)
			bump(c, "CVRI", 0);
		break;
	}
	}
	return r;
}

static void mark_whole_array(struct unitctx *u)
{
	u->array_stmt = 1;
}

/* A whole array or section e as an operand of an array expression: the
 * element loop reaches it once per element (ASOP). Not an actual
 * argument passed as it stands, nor an inquiry's argument. */
static void array_operand(struct unitctx *u, const struct amp_expr *e, double *c)
{
	mark_whole_array(u);
	if (e != u->actual && !u->inquiry)
		bump(c, "ASOP", 1);
}

static void note_array_name(struct unitctx *u, const char *name)
{
	if (!u->array_name[0])
		snprintf(u->array_name, sizeof u->array_name, "%s", name);
}

/* A new memref of the current statement: its text s->t[from, to). */
static struct amp_memref *add_memref(struct unitctx *u, size_t from, size_t to)
{
	struct sinfo *s = &u->si[u->cur];
	struct amp_program *p = u->p;
	p->memrefs = xrealloc(p->memrefs, (p->nmemrefs + 1) * sizeof *p->memrefs);
	struct amp_memref *m = &p->memrefs[p->nmemrefs++];
	m->stmt = u->cur;
	m->off = (size_t)s->map[from];
	m->text = xstrndup(s->t + from, to - from);
	m->pages = 0;
	m->guard = NULL;
	m->written = 0;
	return m;
}

/* Does the element reference s->t[from, to) write its element: is it the
 * left side of the assignment being counted, or a read of the very
 * element that left side names (the same text, blanks aside)? */
static int writes_element(const struct sinfo *s, size_t from, size_t to)
{
	size_t a = s->lhs_from, e = s->lhs_to;
	while (a < e && s->t[a] == ' ')
		a++;
	while (e > a && s->t[e - 1] == ' ')
		e--;
	if (e <= a)
		return 0;
	size_t i = from, j = a;
	for (;;) {
		while (i < to && s->t[i] == ' ')
			i++;
		while (j < e && s->t[j] == ' ')
			j++;
		if (i == to || j == e)
			return i == to && j == e;
		if (s->t[i] != s->t[j])
			return 0;
		i++;
		j++;
	}
}

/* Note the array element reference e (amp_memref), once per statement. */
static void note_memref(struct unitctx *u, const struct amp_expr *e)
{
	struct sinfo *s = &u->si[u->cur];
	size_t from = u->frag + (size_t)e->off, i = from;
	while (i < s->tlen && s->t[i] != '(')
		i++;
	int depth = 0;
	char q = 0;
	for (; i < s->tlen; i++) {
		char ch = s->t[i];
		if (q) {
			if (ch == q)
				q = 0;
		} else if (ch == '\'' || ch == '"') {
			q = ch;
		} else if (ch == '(') {
			depth++;
		} else if (ch == ')' && --depth == 0) {
			break;
		}
	}
	if (i >= s->tlen || from >= s->tlen)
		return;
	struct amp_program *p = u->p;
	size_t off = (size_t)s->map[from];
	for (size_t k = p->nmemrefs; k-- > 0 && p->memrefs[k].stmt == u->cur;)
		if (p->memrefs[k].off == off)
			return;
	add_memref(u, from, i + 1)->written = writes_element(s, from, i + 1);
}

/* The left side lhs of an array assignment (rule 16): the pages it spans
 * are traced, not its elements. A whole array or a section of a named
 * array, outside a logical IF's action. */
static void note_pages(struct unitctx *u, const struct amp_expr *lhs)
{
	struct sinfo *s = &u->si[u->cur];
	if (u->cur_action || lhs->k != AMP_E_NAME || !lhs->name || s->lhs_to <= s->lhs_from)
		return;
	/* a SELECT TYPE or SELECT RANK selector is an associate name in its
	 * construct: neither allocatable nor a pointer there */
	if ((u->sel_name && name_eq(u->sel_name, lhs->name)) ||
	    (u->rank_name && name_eq(u->rank_name, lhs->name)))
		return;
	struct amp_sym *y = amp_scope_lookup(u->scope, lhs->name, NULL);
	if (!y || y->rank == 0 || y->param || y->is_func || y->external)
		return;
	size_t from = s->lhs_from, to = s->lhs_to;
	while (from < to && s->t[from] == ' ')
		from++;
	while (to > from && s->t[to - 1] == ' ')
		to--;
	struct amp_memref *m = add_memref(u, from, to);
	m->pages = 1;
	m->guard = lhs->has_args || !y->allocatable ? NULL :
		   xasprintf("%s(%s)", y->pointer ? "ASSOCIATED" : "ALLOCATED", lhs->name);
}

/* name or name(args) */
static struct ev cname(struct unitctx *u, struct amp_expr *e, double *c)
{
	struct ev r = { T_REAL, 0, 0 };
	int foreign = 0;
	struct amp_sym *y = amp_scope_lookup(u->scope, e->name, &foreign);
	if (!e->has_args) {
		if (!y) {
			const struct amp_intrinsic *in = amp_intrinsic_find(e->name);
			enum amp_ty t = amp_scope_implicit(u->scope, e->name);
			if (t == T_NONE && !in) {
				err_at(u, u->frag + (size_t)e->off, "'%s' has no IMPLICIT type", e->name);
				t = T_REAL;
			}
			y = amp_scope_declare(u->scope, e->name);
			y->type = t;
		}
		y->used = 1;
		r.t = y->type;
		if (y->param) {
			r.cnst = 1;
			c[AUX(AMP_OP_CONST)] += 1;
			return r;
		}
		if (y->rank > 0) {
			array_operand(u, e, c);
			note_array_name(u, y->name);
			r.global = y->global || foreign || descriptor_array(y) == 1;
			c[AUX(AMP_OP_SCALAR)] += 1;
			return r;
		}
		c[AUX(AMP_OP_SCALAR)] += 1;
		r.global = y->global || (foreign && y->global);
		if (foreign && !y->global)
			r.global = 1; /* host variable seen from a contained procedure */
		return r;
	}
	/* With arguments. Counting them may declare symbols, which moves the
	 * scope's table: read y before, never after. */
	if (y && y->rank > 0) {
		int section = 0, desc = descriptor_array(y);
		int kc = constant_extents(u, y, e->nargs);
		enum amp_ty ty = y->type;
		int constant = y->param; /* a PARAMETER array: no LOC to trace */
		r.t = y->type;
		/* An allocatable's elements are reached through its descriptor's
		 * data pointer wherever the descriptor is, as the kernels' module
		 * allocatables are: global operands (rule 2). */
		r.global = y->global || foreign || desc == 1;
		y->used = 1;
		double funcs = c[amp_param_index("FUNC")];
		for (int i = 0; i < e->nargs; i++)
			if (e->args[i]->k == AMP_E_RANGE)
				section = 1;
		/* a section's subscripts are evaluated once, before its loop */
		int allc = 1, nvar = 0, varc = 0;
		for (int i = 0; i < e->nargs; i++) {
			int k = cexpr(u, e->args[i], section ? once_vec(u, c) : c).cnst;
			allc &= k;
			nvar += !k;
			varc += !k && i > 0;
		}
		if (section) {
			array_operand(u, e, c);
		} else {
			int rank = e->nargs;
			/* Rule 4: constant subscripts into extents the compiler
			 * knows make a fixed offset from the array's base: the
			 * element is reached as a scalar is; with some subscripts
			 * variable, as an element of an array of their number
			 * of dimensions, each but the first dimension's times
			 * its known extents (ACC(1, I) of ACC(3, N): ARR1 and
			 * one ARRC). */
			if (!(allc && constant_offset(u, y, rank))) {
				int dims = rank;
				if (nvar > 0 && nvar < rank && !desc && kc == rank - 1) {
					dims = nvar;
					kc = varc;
				}
				bump(c, dims == 1 ? "ARR1" : dims == 2 ? "ARR2" : dims == 3 ? "ARR3" : "ARRN", 1);
				if (desc)
					bump(c, desc == 2 ? "ARRS" : "ARRD", 1);
				if (kc)
					bump(c, "ARRC", kc);
			}
			if (e != u->actual && ty != T_CHAR && !constant && c[amp_param_index("FUNC")] == funcs)
				note_memref(u, e);
		}
		return r;
	}
	if (y && y->type == T_CHAR && !y->is_func && !y->external && !y->stmtfn &&
	    e->nargs == 1 && e->args[0]->k == AMP_E_RANGE) {
		r.t = T_CHAR;
		r.global = y->global;
		cexpr(u, e->args[0], c); /* substring */
		c[AUX(AMP_OP_SCALAR)] += 1;
		return r;
	}
	if (y && y->stmtfn) {
		bump(c, "STFN", 1);
		if (y->body)
			for (int i = 0; i < NC; i++)
				c[i] += y->body[i];
		r.t = y->type;
		enum amp_ty prom;
		count_args(u, e, c, NULL, &prom, NULL);
		return r;
	}
	const struct amp_intrinsic *in = intrinsic_of(y, e->name);
	if (in)
		return call_intrinsic(u, e, in, c);
	/* A structure constructor T(...) (no procedure, nor a generic, of
	 * that name): its components' values, and no call */
	if (!(y && (y->is_func || y->external || y->dummy || y->typed)) && e->name &&
	    !is_global_func(e->name) && dtype_find(e->name)) {
		r.t = T_DERIVED;
		for (int i = 0; i < e->nargs; i++)
			count_actual(u, e->args[i], c);
		return r;
	}
	/* A user function. */
	bump(c, "FUNC", 1);
	bump(c, "ARGU", e->nargs);
	count_near_call(u, e->name, c);
	note_call(u, e->name);
	r.t = y && y->typed ? y->type : func_type(e->name, u->scope);
	for (int i = 0; i < e->nargs; i++)
		count_actual(u, e->args[i], c);
	return r;
}

/* The result type of the procedure a binding or procedure component
 * names: an interface body's or a procedure's in scope, else the
 * program's function of that name. */
static enum amp_ty binding_type(struct unitctx *u, const char *name)
{
	struct amp_sym *y = amp_scope_lookup(u->scope, name, NULL);
	if (y && y->is_func && y->typed)
		return y->type;
	return func_type(name, u->scope);
}

/* The source file a unit's code comes from (its first statement's). */
static int unit_file(const struct amp_program *p, size_t k)
{
	return p->stmts[p->units[k].first_stmt].st.start.file;
}

/* A call or function reference to NAME (rule 21): call.near when a
 * subroutine or function of that name is defined in the caller's own
 * source file, whose code the compiler lays out near the caller's. */
static void count_near_call(struct unitctx *u, const char *name, double *c)
{
	if (!name)
		return;
	const struct amp_program *p = u->p;
	int f = unit_file(p, (size_t)u->unit);
	for (size_t k = 0; k < p->nunits; k++) {
		const struct amp_unit *un = &p->units[k];
		if ((un->kind == AMP_UNIT_SUBROUTINE || un->kind == AMP_UNIT_FUNCTION) && un->name &&
		    strcmp(un->name, name) == 0 && unit_file(p, k) == f) {
			c[AUX(AMP_CALL_NEAR)] += 1;
			return;
		}
	}
}

/* The current statement (or, cur_action, its logical IF's action) calls
 * the user procedure name once per execution. */
static void note_call(struct unitctx *u, const char *name)
{
	struct sinfo *s = &u->si[u->cur];
	if (!name)
		return;
	s->calls = xrealloc(s->calls, (size_t)(s->ncalls + 1) * sizeof *s->calls);
	s->call_act = xrealloc(s->call_act, (size_t)(s->ncalls + 1));
	s->calls[s->ncalls] = xstrdup(name);
	s->call_act[s->ncalls++] = (char)u->cur_action;
}

/* The derived type of a variable or of a component reference a%b%c. */
static struct amp_dtype *dtype_of(struct unitctx *u, struct amp_expr *e)
{
	if (e->k == AMP_E_NAME) {
		struct amp_sym *y = e->name ? amp_scope_lookup(u->scope, e->name, NULL) : NULL;
		return y ? dtype_find(y->tname) : NULL;
	}
	if (e->k == AMP_E_COMP && e->b && e->b->name) {
		struct amp_dtype *dt = dtype_of(u, e->a);
		struct amp_sym *cs = dt ? amp_scope_find_local(&dt->comps, e->b->name) : NULL;
		return cs ? dtype_find(cs->tname) : NULL;
	}
	return NULL;
}

static struct ev ccomp(struct unitctx *u, struct amp_expr *e, double *c)
{
	struct ev r = { T_REAL, 0, 0 };
	struct amp_expr *base = e->a, *comp = e->b;
	struct ev b = cexpr(u, base, c);
	/* The base's derived type gives the component's type. */
	struct amp_dtype *dt = dtype_of(u, base);
	struct amp_sym *cs = dt ? amp_scope_find_local(&dt->comps, comp->name) : NULL;
	r.global = b.global;
	r.t = cs ? cs->type : T_REAL;
	if (comp->has_args && ((cs && cs->is_func) || (!cs && comp->nargs == 0))) {
		/* OBJ%F(...): a type-bound procedure, the object passed too
		 * (not with NOPASS) */
		bump(c, "FUNC", 1);
		bump(c, "ARGU", comp->nargs + (cs && cs->nopass ? 0 : 1));
		r.t = cs && cs->init ? binding_type(u, cs->init) : T_REAL;
		for (int i = 0; i < comp->nargs; i++)
			count_actual(u, comp->args[i], c);
		return r;
	}
	if (comp->has_args) {
		int section = 0;
		for (int i = 0; i < comp->nargs; i++)
			if (comp->args[i]->k == AMP_E_RANGE)
				section = 1;
		int allc = 1;
		for (int i = 0; i < comp->nargs; i++)
			allc &= cexpr(u, comp->args[i], section ? once_vec(u, c) : c).cnst;
		if (section) {
			array_operand(u, e, c);
		} else if (!cs || (cs->rank > 0 && !(allc && constant_offset(u, cs, comp->nargs)))) {
			/* an array component's element at constant subscripts:
			 * a fixed offset into the structure (rule 4) */
			int rank = comp->nargs;
			bump(c, rank == 1 ? "ARR1" : rank == 2 ? "ARR2" : rank == 3 ? "ARR3" : "ARRN", 1);
		}
	} else if (cs && cs->rank > 0) {
		array_operand(u, e, c);
		/* A whole array component, base(i)%comp: its size scales. */
		if (base->k == AMP_E_NAME && base->name) {
			struct amp_buf t = { 0 };
			buf_adds(&t, base->name);
			int simple = 1;
			if (base->has_args) {
				buf_addc(&t, '(');
				for (int i = 0; i < base->nargs; i++) {
					struct amp_expr *a = base->args[i];
					if ((a->k != AMP_E_NAME || a->has_args) && a->k != AMP_E_INT)
						simple = 0;
					else
						buf_printf(&t, "%s%s", i ? "," : "", a->name);
				}
				buf_addc(&t, ')');
			}
			buf_printf(&t, "%%%s", comp->name);
			if (simple && t.len < 60)
				note_array_name(u, t.s);
			buf_release(&t);
		}
	}
	return r;
}

static struct ev cexpr_node(struct unitctx *u, struct amp_expr *e, double *c);
static enum amp_ty type_spec(struct unitctx *u, const char *t, size_t len, size_t *i, char **tname);
static void header_indices(struct unitctx *u, const char *t, size_t len, size_t open, const char *what);
static struct amp_dtype *dtype_of(struct unitctx *u, struct amp_expr *e);
static enum amp_ty ctor_type(struct unitctx *u, size_t at, int depth, int *cnst);

/* The type of e, a fragment parsed from the current statement's text at
 * offset base, worked out without counting anything or declaring any
 * name (for the items of an array constructor, which are not counted);
 * T_NONE when not known. *cnst is cleared unless e is a constant. */
static enum amp_ty quiet_type(struct unitctx *u, struct amp_expr *e, size_t base, int depth,
			      int *cnst)
{
	if (!e || depth > 200) {
		*cnst = 0;
		return T_NONE;
	}
	switch (e->k) {
	case AMP_E_INT:
		return T_INT;
	case AMP_E_REAL:
	case AMP_E_DBL: {
		const char *us = e->name ? strchr(e->name, '_') : NULL;
		if (us && strcspn(e->name, "D") > (size_t)(us - e->name))
			return kind_is_double(u, us + 1, 0) ? T_DBL : T_REAL;
		return e->k == AMP_E_DBL ? T_DBL : T_REAL;
	}
	case AMP_E_STR:
		return T_CHAR;
	case AMP_E_LOG:
		return T_LOG;
	case AMP_E_CPLX:
		return quiet_type(u, e->a, base, depth + 1, cnst) == T_DBL ||
		       quiet_type(u, e->b, base, depth + 1, cnst) == T_DBL ? T_DCPLX : T_CPLX;
	case AMP_E_PAREN:
	case AMP_E_KW:
		return quiet_type(u, e->a, base, depth + 1, cnst);
	case AMP_E_CTOR:
		return ctor_type(u, base + (size_t)e->off, depth + 1, cnst);
	case AMP_E_COMP: {
		*cnst = 0;
		struct amp_dtype *dt = dtype_of(u, e->a);
		struct amp_sym *cs = dt && e->b && e->b->name ? amp_scope_find_local(&dt->comps, e->b->name) : NULL;
		return cs ? cs->type : T_NONE;
	}
	case AMP_E_UN: {
		enum amp_ty a = quiet_type(u, e->a, base, depth + 1, cnst);
		return e->op == AMP_OP_NOT ? T_LOG : a;
	}
	case AMP_E_BIN: {
		enum amp_ty a = quiet_type(u, e->a, base, depth + 1, cnst);
		enum amp_ty b = quiet_type(u, e->b, base, depth + 1, cnst);
		if (e->op >= AMP_OP_EQ)
			return T_LOG;
		if (e->op == AMP_OP_CAT)
			return T_CHAR;
		if (e->op == AMP_OP_POW && b == T_INT)
			return a;
		return promote(a, b);
	}
	case AMP_E_NAME:
		break;
	default:
		*cnst = 0;
		return T_NONE;
	}
	struct amp_sym *y = amp_scope_lookup(u->scope, e->name, NULL);
	if (!e->has_args) {
		if (!y || !y->param)
			*cnst = 0;
		return y ? y->type : amp_scope_implicit(u->scope, e->name);
	}
	*cnst = 0;
	if (y && (y->rank > 0 || y->stmtfn))
		return y->type;
	if (y && y->type == T_CHAR && !y->is_func && !y->external && e->nargs == 1 &&
	    e->args[0]->k == AMP_E_RANGE)
		return T_CHAR; /* a substring */
	const struct amp_intrinsic *in = intrinsic_of(y, e->name);
	if (!in)
		return y && y->typed ? y->type : func_type(e->name, u->scope);
	/* as call_intrinsic types them: REAL(X, KIND) and CMPLX(X, Y, KIND)
	 * by their kind, REAL(Z) and AIMAG(Z) by Z's */
	const struct amp_expr *ka = in->kind == IK_TOREAL || in->kind == IK_TOCPLX ?
		kind_arg(e, in->kind == IK_TOCPLX) : NULL;
	if (ka)
		return kind_arg_single(u, ka) ? in->result : in->kind == IK_TOREAL ? T_DBL : T_DCPLX;
	if (e->nargs == 1 && ((in->kind == IK_TOREAL) || (in->kind == IK_CPART && in->result == T_REAL)) &&
	    quiet_type(u, e->args[0], base, depth + 1, cnst) == T_DCPLX)
		return T_DBL;
	if (in->result != T_NONE)
		return in->result;
	enum amp_ty first = e->nargs ? quiet_type(u, e->args[0], base, depth + 1, cnst) : T_NONE;
	enum amp_ty prom = first;
	for (int i = 1; i < e->nargs; i++)
		prom = promote(prom, quiet_type(u, e->args[i], base, depth + 1, cnst));
	if (in->kind == IK_NONE && name_eq(e->name, "TRANSFER"))
		return e->nargs >= 2 ? quiet_type(u, e->args[1], base, depth + 1, cnst) : T_NONE;
	if ((in->kind == IK_NONE || in->kind == IK_INQUIRY) && !name_eq(e->name, "MATMUL"))
		return first;
	if (in->kind == IK_ABS && (prom == T_CPLX || prom == T_DCPLX))
		return prom == T_CPLX ? T_REAL : T_DBL;
	return in->argtype != T_NONE ? in->argtype : prom;
}

/* The type of the array constructor whose text starts at the current
 * statement's offset at ("(/" or "["): its type-spec's
 * ("(/ INTEGER :: 1, 2 /)"), else its first item's, entering implied-DO
 * lists ("(/ (2*I, I = 1, N) /)"); all its items have that type.
 * T_NONE when it cannot be worked out. *cnst is cleared unless every
 * item is a constant (an implied-DO list is taken as not one). */
static enum amp_ty ctor_type(struct unitctx *u, size_t at, int depth, int *cnst)
{
	const struct sinfo *s = &u->si[u->cur];
	const char *t = s->t;
	size_t len = s->tlen, i = at;
	enum amp_ty ty = T_NONE;
	if (depth > 50) {
		*cnst = 0;
		return T_NONE;
	}
	if (i + 1 < len && t[i] == '(' && t[i + 1] == '/')
		i += 2;
	else if (i < len && t[i] == '[')
		i++;
	else
		return T_NONE;
	for (int item = 0; i < len; item++) {
		while (i < len && t[i] == ' ')
			i++;
		/* an item: up to a comma or the closer at depth 0 */
		size_t k = i, dcolon = 0;
		int d = 0;
		char q = 0;
		for (; k < len; k++) {
			char ch = t[k];
			if (q) {
				if (ch == q)
					q = 0;
				continue;
			}
			if (ch == '\'' || ch == '"')
				q = ch;
			else if (ch == '(' || ch == '[')
				d++;
			else if ((ch == ')' || ch == ']') && d-- == 0)
				break;
			else if (d == 0 && ch == ',')
				break;
			else if (d == 0 && ch == '/' && k + 1 < len && t[k + 1] == ')')
				break;
			else if (d == 0 && ch == ':' && k + 1 < len && t[k + 1] == ':' && !dcolon)
				dcolon = k;
		}
		size_t next = k;
		if (dcolon && item == 0) {
			/* a type-spec decides; the items after it still count */
			size_t j = i;
			int clen = u->decl_clen;
			ty = type_spec(u, t, dcolon, &j, NULL);
			u->decl_clen = clen;
			if (ty == T_NONE)
				ty = T_DERIVED;
			i = dcolon + 2;
			item = -1;
			continue;
		}
		while (k > i && t[k - 1] == ' ')
			k--;
		if (k > i) {
			struct amp_parse pr;
			if (amp_parse_fragment(t + i, k - i, AMP_PM_EXPR, &pr) == 0) {
				enum amp_ty it = quiet_type(u, pr.rhs, i, depth, cnst);
				if (ty == T_NONE)
					ty = it;
			} else {
				*cnst = 0;
				/* an implied-DO list: the type of its first item */
				size_t j = i;
				int nest = 0;
				while (ty == T_NONE && j < k && t[j] == '(' && nest++ < 50) {
					size_t e = j + 1;
					int dd = 0;
					char qq = 0;
					for (; e < k; e++) {
						char ch = t[e];
						if (qq) {
							if (ch == qq)
								qq = 0;
						} else if (ch == '\'' || ch == '"') {
							qq = ch;
						} else if (ch == '(' || ch == '[') {
							dd++;
						} else if (ch == ')' || ch == ']') {
							dd--;
						} else if (ch == ',' && dd == 0) {
							break;
						}
					}
					struct amp_parse p2;
					int dummy = 1;
					if (amp_parse_fragment(t + j + 1, e - j - 1, AMP_PM_EXPR, &p2) == 0)
						ty = quiet_type(u, p2.rhs, j + 1, depth, &dummy);
					amp_parse_release(&p2);
					j++;
				}
			}
			amp_parse_release(&pr);
		}
		if (next >= len || t[next] != ',')
			break;
		i = next + 1;
	}
	return ty;
}

/* An operator as INTERFACE OPERATOR (...) names it: "+", "==", ".AND.";
 * NULL for a defined operator (its node's name) or none. */
static const char *op_spelling(int op)
{
	switch (op) {
	case AMP_OP_ADD: case AMP_OP_PLUS: return "+";
	case AMP_OP_SUB: case AMP_OP_NEG: return "-";
	case AMP_OP_MUL: return "*";
	case AMP_OP_DIV: return "/";
	case AMP_OP_POW: return "**";
	case AMP_OP_CAT: return "//";
	case AMP_OP_EQ: return "==";
	case AMP_OP_NE: return "/=";
	case AMP_OP_LT: return "<";
	case AMP_OP_LE: return "<=";
	case AMP_OP_GT: return ">";
	case AMP_OP_GE: return ">=";
	case AMP_OP_AND: return ".AND.";
	case AMP_OP_OR: return ".OR.";
	case AMP_OP_NOT: return ".NOT.";
	case AMP_OP_EQV: return ".EQV.";
	case AMP_OP_NEQV: return ".NEQV.";
	default: return NULL;
	}
}

/* Is there an INTERFACE OPERATOR (op) among the sources? Its function's
 * result type goes in *type (T_REAL when no specific is known). */
static int operator_generic(const char *op, enum amp_ty *type)
{
	if (!op)
		return 0;
	char key[80];
	snprintf(key, sizeof key, "OPERATOR(%s)", op);
	for (size_t i = 0; i < G.nfuncs; i++)
		if (strcmp(G.funcs[i].name, key) == 0) {
			*type = G.funcs[i].type != T_NONE ? G.funcs[i].type : T_REAL;
			return 1;
		}
	return 0;
}

/* A defined operator, binary (a .CROSS. b) or unary (.INV. a): a
 * reference to the function that implements it (rule 6), its operands
 * its actual arguments. */
static struct ev call_operator(struct unitctx *u, struct amp_expr *e, double *c)
{
	struct ev r = { T_REAL, 0, 0 };
	bump(c, "FUNC", 1);
	bump(c, "ARGU", e->b ? 2 : 1);
	count_actual(u, e->a, c);
	if (e->b)
		count_actual(u, e->b, c);
	operator_generic(e->name, &r.t);
	return r;
}

/* Expression trees are walked recursively: bound the depth so a hostile
 * nesting cannot overflow the stack (real code nests a few levels). */
static struct ev cexpr(struct unitctx *u, struct amp_expr *e, double *c)
{
	struct ev r = { T_NONE, 0, 0 };
	if (u->depth >= 1000) {
		if (!u->too_deep)
			err_at(u, u->frag + (size_t)(e ? e->off : 0), "expression is nested too deeply");
		u->too_deep = 1;
		return r;
	}
	u->depth++;
	r = cexpr_node(u, e, c);
	u->depth--;
	if (e)
		e->ty = (int)r.t; /* for the loop-carried chains (lat_walk) */
	return r;
}

static struct ev cexpr_node(struct unitctx *u, struct amp_expr *e, double *c)
{
	struct ev r = { T_NONE, 0, 0 };
	if (!e)
		return r;
	switch (e->k) {
	case AMP_E_INT:
		r.t = T_INT;
		r.cnst = 1;
		c[AUX(AMP_OP_CONST)] += 1;
		return r;
	case AMP_E_REAL:
	case AMP_E_DBL:
		r.t = e->k == AMP_E_DBL ? T_DBL : T_REAL;
		/* 1.5_SP: the kind suffix decides. */
		if (e->name && strchr(e->name, '_') &&
		    strcspn(e->name, "D") > (size_t)(strchr(e->name, '_') - e->name))
			r.t = kind_is_double(u, strchr(e->name, '_') + 1, 0) ? T_DBL : T_REAL;
		r.cnst = 1;
		c[AUX(AMP_OP_CONST)] += 1;
		return r;
	case AMP_E_STR:
		r.t = T_CHAR;
		r.cnst = 1;
		c[AUX(AMP_OP_CONST)] += 1;
		return r;
	case AMP_E_LOG:
		r.t = T_LOG;
		r.cnst = 1;
		c[AUX(AMP_OP_CONST)] += 1;
		return r;
	case AMP_E_CPLX: {
		double tmp[NC] = { 0 };
		struct ev a = cexpr(u, e->a, tmp), b = cexpr(u, e->b, tmp);
		r.t = (a.t == T_DBL || b.t == T_DBL) ? T_DCPLX : T_CPLX;
		if (a.cnst && b.cnst) {
			r.cnst = 1;
			c[AUX(AMP_OP_CONST)] += 1;
		} else {
			for (int i = 0; i < NC; i++)
				c[i] += tmp[i];
			bump(c, "CVSC", 1);
		}
		return r;
	}
	case AMP_E_NAME:
		return cname(u, e, c);
	case AMP_E_COMP:
		return ccomp(u, e, c);
	case AMP_E_PAREN:
		r = cexpr(u, e->a, c);
		r.global = 0;
		return r;
	case AMP_E_RANGE: {
		/* a section's bounds and stride: once per statement */
		double *o = once_vec(u, c);
		cexpr(u, e->a, o);
		cexpr(u, e->b, o);
		cexpr(u, e->c, o);
		r.t = T_INT;
		return r;
	}
	case AMP_E_KW:
		return cexpr(u, e->a, c);
	case AMP_E_CTOR:
		mark_whole_array(u);
		r.cnst = 1;
		r.t = ctor_type(u, u->frag + (size_t)e->off, 0, &r.cnst);
		if (r.t == T_NONE)
			r.t = T_REAL;
		return r;
	case AMP_E_STAR:
		return r;
	case AMP_E_SUBSTR:
		/* NAMES(I)(1:3): the element, then the substring's bounds */
		r = cexpr(u, e->a, c);
		cexpr(u, e->b, c);
		r.t = T_CHAR;
		r.cnst = 0;
		return r;
	case AMP_E_COIDX:
		/* A[2], B(I)[J]: the object as if local, its cosubscripts; the
		 * access to another image has no parameter (COINDEXED). */
		r = cexpr(u, e->a, c);
		for (int i = 0; i < e->nargs; i++)
			cexpr(u, e->args[i], c);
		u->coindexed++;
		u->p->coarrays = 1;
		r.cnst = 0;
		return r;
	case AMP_E_UN: {
		if (e->op == AMP_OP_DEFOP)
			return call_operator(u, e, c);
		struct ev a = cexpr(u, e->a, c);
		if (e->op == AMP_OP_NOT) {
			bump(c, "NOTL", 1);
			r.t = T_LOG;
			return r;
		}
		r.t = a.t;
		if (e->op == AMP_OP_NEG && !a.cnst && numeric(a.t))
			arith(c, 'A', a.t, a.global);
		r.cnst = a.cnst;
		return r;
	}
	case AMP_E_BIN:
		break;
	}
	if (e->op == AMP_OP_DEFOP)
		return call_operator(u, e, c);
	struct ev a = cexpr(u, e->a, c), b = cexpr(u, e->b, c);
	int g = a.global || b.global;
	/* An intrinsic operator that an interface extends to a derived
	 * type's operands calls the function that implements it. */
	if ((a.t == T_DERIVED || b.t == T_DERIVED) && operator_generic(op_spelling(e->op), &r.t)) {
		bump(c, "FUNC", 1);
		bump(c, "ARGU", 2);
		return r;
	}
	if (a.cnst && b.cnst && e->op != AMP_OP_CAT) {
		/* Folded by the compiler: no operation at run time. */
		r.cnst = 1;
		r.t = e->op >= AMP_OP_EQ ? T_LOG : promote(a.t, b.t);
		return r;
	}
	switch (e->op) {
	case AMP_OP_AND: bump(c, "ANDL", 1); r.t = T_LOG; return r;
	case AMP_OP_OR: bump(c, "ORLO", 1); r.t = T_LOG; return r;
	case AMP_OP_EQV: case AMP_OP_NEQV: bump(c, "EQVL", 1); r.t = T_LOG; return r;
	case AMP_OP_CAT: r.t = T_CHAR; return r;
	case AMP_OP_EQ: case AMP_OP_NE: case AMP_OP_LT:
	case AMP_OP_LE: case AMP_OP_GT: case AMP_OP_GE: {
		r.t = T_LOG;
		if (a.t == T_CHAR || b.t == T_CHAR) {
			/* Rule 12: single characters are compared as bytes. */
			bump(c, char_len(u, e->a) == 1 && char_len(u, e->b) == 1 ? "RELB" : "RELC", 1);
			return r;
		}
		enum amp_ty t = promote(a.t, b.t);
		if (!a.cnst)
			conv(c, a.t, t);
		if (!b.cnst)
			conv(c, b.t, t);
		bump(c, t == T_INT ? "RELI" : (t == T_DBL || t == T_DCPLX) ? "RELD" : "RELS", 1);
		return r;
	}
	default:
		break;
	}
	if (!numeric(a.t) || !numeric(b.t)) {
		r.t = numeric(a.t) ? a.t : numeric(b.t) ? b.t : T_REAL;
		return r;
	}
	if (e->op == AMP_OP_POW) {
		if (b.t == T_INT) {
			r.t = a.t;
			arith(c, 'E', a.t, g);
		} else {
			r.t = promote(a.t, b.t);
			if (!a.cnst)
				conv(c, a.t, r.t);
			if (!b.cnst)
				conv(c, b.t, r.t);
			arith(c, (r.t == T_CPLX || r.t == T_DCPLX) ? 'E' : 'X', r.t, g);
		}
		return r;
	}
	r.t = promote(a.t, b.t);
	if (!a.cnst)
		conv(c, a.t, r.t);
	if (!b.cnst)
		conv(c, b.t, r.t);
	char op = e->op == AMP_OP_ADD || e->op == AMP_OP_SUB ? 'A' : e->op == AMP_OP_MUL ? 'M' : 'D';
	if (op == 'A' && r.t == T_INT && (a.cnst || b.cnst))
		bump(c, "ADDI", 1);
	else
		arith(c, op, r.t, g);
	return r;
}

/* Store into lhs: its subscripts, the store parameter, conversion. */
static enum amp_ty cstore(struct unitctx *u, struct amp_expr *lhs, struct ev rhs, double *c)
{
	struct ev l;
	int saved = u->array_stmt;
	if (lhs->k == AMP_E_NAME && !lhs->has_args) {
		int foreign = 0;
		struct amp_sym *y = amp_scope_lookup(u->scope, lhs->name, &foreign);
		if (!y) {
			if (amp_scope_implicit(u->scope, lhs->name) == T_NONE)
				err_at(u, u->frag + (size_t)lhs->off, "'%s' has no IMPLICIT type", lhs->name);
			y = amp_scope_declare(u->scope, lhs->name);
			if (y->type == T_NONE)
				y->type = T_REAL;
		}
		l.t = y->type;
		/* a whole allocatable: its elements are global (rule 2) */
		l.global = y->global || (foreign && !y->global) || (y->rank > 0 && descriptor_array(y) == 1);
		if (y->rank > 0)
			array_operand(u, lhs, c);
	} else {
		/* Evaluate the reference only for its subscripts' costs. */
		double tmp[NC] = { 0 };
		l = cexpr(u, lhs, tmp);
		tmp[AUX(AMP_OP_SCALAR)] = 0;
		for (int i = 0; i < NC; i++)
			c[i] += tmp[i];
		if (lhs->k == AMP_E_NAME && lhs->has_args) {
			struct amp_sym *y = amp_scope_lookup(u->scope, lhs->name, NULL);
			if (y && (y->rank > 0 || y->type == T_CHAR))
				;
			else if (y && y->is_func)
				err_at(u, u->frag + (size_t)lhs->off, "cannot assign to function reference '%s'", lhs->name);
		}
	}
	(void)saved;
	if (numeric(l.t) && numeric(rhs.t) && !rhs.cnst)
		conv(c, rhs.t, l.t);
	const char *mn = NULL;
	switch (l.t) {
	case T_INT: mn = l.global ? "SISG" : "SISL"; break;
	case T_REAL: mn = l.global ? "SRSG" : "SRSL"; break;
	case T_DBL: mn = l.global ? "SRDG" : "SRDL"; break;
	case T_CPLX: mn = l.global ? "SCSG" : "SCSL"; break;
	case T_DCPLX: mn = l.global ? "SCDG" : "SCDL"; break;
	case T_LOG: mn = "SLSL"; break;
	case T_CHAR: mn = "SCHR"; break;
	default: break;
	}
	if (mn)
		bump(c, mn, 1);
	return l.t;
}

/* Is the array reached through a descriptor: 1 when it is held in a
 * variable (allocatable or pointer), 2 when the caller passed it (an
 * assumed-shape dummy: a dimension written ':' or 'l:'), 0 when not. */
static int descriptor_array(const struct amp_sym *y)
{
	if (y->allocatable)
		return 1;
	if (!y->dims)
		return 0;
	int depth = 0;
	for (const char *q = y->dims; *q; q++) {
		if (*q == '(')
			depth++;
		else if (*q == ')')
			depth--;
		else if (*q == ':' && depth == 0 && (q[1] == '\0' || q[1] == ','))
			return 2;
	}
	return 0;
}

/* Is t[from, to) made of constants only (literals, with any kind
 * suffix, named constants and operators), with at least one? */
static int constant_text(struct unitctx *u, const char *t, size_t from, size_t to)
{
	int any = 0;
	for (size_t i = from; i < to;) {
		unsigned char ch = (unsigned char)t[i];
		if (isalpha(ch)) {
			char *nm = name_at(t, &i, to);
			struct amp_sym *c = amp_scope_lookup(u->scope, nm, NULL);
			free(nm);
			if (!c || !c->param)
				return 0;
			any = 1;
		} else if (isdigit(ch)) {
			/* a literal, with any kind suffix (800_8, 800_IK) */
			while (i < to && (isalnum((unsigned char)t[i]) || t[i] == '_'))
				i++;
			any = 1;
		} else {
			i++;
		}
	}
	return any;
}

/* Rule 4: the multiplies a reference of the given rank makes by extents
 * the compiler knows (ARRC): rank - 1 when y is an explicit-shape array
 * whose first rank - 1 dimensions have constant bounds (literals and
 * named constants, as DIMENSION A(800, 800) or A(0:N+1, 3) with N a
 * PARAMETER), else 0: an adjustable, assumed-size or deferred extent is
 * read at run time. */
static int constant_extents(struct unitctx *u, const struct amp_sym *y, int rank)
{
	if (rank < 2 || !y->dims || descriptor_array(y))
		return 0;
	const char *t = y->dims;
	size_t len = strlen(t), s[8], e[8];
	if (split_commas(t, 0, len, s, e, 8) < rank - 1)
		return 0;
	/* Only the last extent may be '*', and it is never multiplied by. */
	for (int d = 0; d < rank - 1; d++)
		if (!constant_text(u, t, s[d], e[d]))
			return 0; /* deferred: ':' */
	return rank - 1;
}

/* Rule 4: does an element of y at constant subscripts lie at an offset
 * from its base the compiler knows? Not through a descriptor, the
 * leading extents constant (constant_extents) and the last dimension's
 * lower bound 1 or constant. */
static int constant_offset(struct unitctx *u, const struct amp_sym *y, int rank)
{
	if (descriptor_array(y) || (rank > 1 && constant_extents(u, y, rank) != rank - 1))
		return 0;
	if (!y->dims)
		return 1;
	const char *t = y->dims;
	size_t len = strlen(t), s[8], e[8];
	if (split_commas(t, 0, len, s, e, 8) < rank)
		return 0;
	int depth = 0;
	for (size_t i = s[rank - 1]; i < e[rank - 1]; i++) {
		if (t[i] == '(')
			depth++;
		else if (t[i] == ')')
			depth--;
		else if (t[i] == ':' && depth == 0)
			return constant_text(u, t, s[rank - 1], i);
	}
	return 1;
}

/* ---- dependence chains ------------------------------------------------ */

/* Names arrive upper-cased by the prescanner. */
static int name_eq(const char *a, const char *b)
{
	return a && b ? strcmp(a, b) == 0 : a == b;
}

/* The chain parameter's kind for a target of type t: 'I', 'F' or 0. */
static char chain_kind(enum amp_ty t)
{
	if (t == T_INT || t == T_LOG)
		return 'I';
	if (t == T_REAL || t == T_DBL || t == T_CPLX || t == T_DCPLX)
		return 'F';
	return 0;
}

/* Are two expressions the same text, up to blanks? */
static int expr_same(const struct amp_expr *a, const struct amp_expr *b)
{
	if (!a || !b)
		return a == b;
	if (a->k != b->k || a->op != b->op || a->has_args != b->has_args || a->nargs != b->nargs ||
	    !name_eq(a->name, b->name))
		return 0;
	if (!expr_same(a->a, b->a) || !expr_same(a->b, b->b) || !expr_same(a->c, b->c))
		return 0;
	for (int i = 0; i < a->nargs; i++)
		if (!expr_same(a->args[i], b->args[i]))
			return 0;
	return 1;
}

/* Does e read the reference r anywhere (operand, subscript, argument)? */
static int expr_reads(const struct amp_expr *e, const struct amp_expr *r)
{
	if (!e)
		return 0;
	if (expr_same(e, r))
		return 1;
	if (expr_reads(e->a, r) || expr_reads(e->b, r) || expr_reads(e->c, r))
		return 1;
	for (int i = 0; i < e->nargs; i++)
		if (expr_reads(e->args[i], r))
			return 1;
	return 0;
}

/* Is r the element of l's array that l's subscript variable reached c
 * steps ago, X(I-c) or X(I+c) for X(I), all other subscripts the same?
 * Sets var and sign (+1 for I-c). */
static int rec_offset(const struct amp_expr *l, const struct amp_expr *r, char *var, size_t vlen,
		      int *sign)
{
	if (r->k != AMP_E_NAME || !r->has_args || !name_eq(l->name, r->name) || l->nargs != r->nargs)
		return 0;
	int at = -1;
	for (int i = 0; i < l->nargs; i++)
		if (!expr_same(l->args[i], r->args[i])) {
			if (at >= 0)
				return 0;
			at = i;
		}
	if (at < 0)
		return 0;
	const struct amp_expr *v = l->args[at], *e = r->args[at];
	if (v->k != AMP_E_NAME || v->has_args || !v->name || e->k != AMP_E_BIN ||
	    (e->op != AMP_OP_ADD && e->op != AMP_OP_SUB) || !e->a || !e->b ||
	    e->a->k != AMP_E_NAME || e->a->has_args || !name_eq(e->a->name, v->name) ||
	    e->b->k != AMP_E_INT || !e->b->name || atoi(e->b->name) <= 0)
		return 0;
	snprintf(var, vlen, "%s", v->name);
	*sign = e->op == AMP_OP_SUB ? 1 : -1;
	return 1;
}

/* Collect into si the elements of e that rec_offset accepts (up to 4). */
static void expr_find_rec(const struct amp_expr *e, const struct amp_expr *l, struct sinfo *si)
{
	if (!e || si->nrec >= 4)
		return;
	if (rec_offset(l, e, si->rec_var[si->nrec], sizeof si->rec_var[0], &si->rec_sign[si->nrec])) {
		si->nrec++;
		return;
	}
	expr_find_rec(e->a, l, si);
	expr_find_rec(e->b, l, si);
	expr_find_rec(e->c, l, si);
	for (int i = 0; i < e->nargs; i++)
		expr_find_rec(e->args[i], l, si);
}

/* Append the variables of e (names without arguments) to b as ",X,". */
static void expr_vars(const struct amp_expr *e, struct amp_buf *b)
{
	if (!e)
		return;
	if (e->k == AMP_E_NAME && !e->has_args && e->name) {
		buf_printf(b, "%s%s,", b->len ? "" : ",", e->name);
	}
	expr_vars(e->a, b);
	expr_vars(e->b, b);
	expr_vars(e->c, b);
	for (int i = 0; i < e->nargs; i++)
		expr_vars(e->args[i], b);
}

/* ---- loop-carried chains ---------------------------------------------- */

/* Nominal latencies of a hop and of each operator class, in lat vector
 * order. They only choose the heaviest cycle of a block; the machine's
 * measured latencies price it. */
static const int lat_weight[LAT_N] = { 5, 5, 1, 3, 25, 4, 4, 14, 4, 8, 30,
	/* SQRT, EXP, LOG, SIN, TAN, ATAN, SINH: single, double */
	15, 20, 40, 50, 40, 50, 40, 50, 60, 70, 60, 70, 60, 70 };

static long lat_cost(const int *n)
{
	long w = 0;
	for (int k = 0; k < LAT_N; k++)
		w += (long)lat_weight[k] * n[k];
	return w;
}

/* A read's operators with the paths of the functions it goes through. */
static void lat_with_fns(const struct latread *r, int *w)
{
	for (int k = 0; k < LAT_N; k++)
		w[k] = r->n[k] + r->nf[k];
}

/* The lat index of an arithmetic operator of result type t: op 0 add or
 * subtract, 1 multiply, 2 divide. 0 if t is not numeric. */
static int lat_index(enum amp_ty t, int op)
{
	int base;
	if (t == T_INT || t == T_LOG)
		base = AMP_LAT_IADD;
	else if (t == T_REAL || t == T_DBL)
		base = AMP_LAT_FADD;
	else if (t == T_CPLX || t == T_DCPLX)
		base = AMP_LAT_CADD;
	else
		return 0;
	return base + op - AMP_LAT_IHOP;
}

/* The intrinsic e (a name with arguments) refers to: NULL when the name
 * is an array, a statement function or a user's procedure here. */
static const struct amp_intrinsic *intrinsic_ref(struct unitctx *u, const struct amp_expr *e)
{
	if (!e->name)
		return NULL;
	return intrinsic_of(amp_scope_lookup(u->scope, e->name, NULL), e->name);
}

/* Is e (a name with arguments) a reference to the intrinsic MOD? */
static int intrinsic_mod(struct unitctx *u, const struct amp_expr *e)
{
	return e->name && strcmp(e->name, "MOD") == 0 && intrinsic_ref(u, e);
}

/* The lat index of an intrinsic call e of lat_class's that a chain
 * waits for: SQRT .. TANH of a real or double precision argument (0 for
 * any other: it passes the chain on uncounted). */
static int lat_intrinsic(struct unitctx *u, const struct amp_expr *e)
{
	const struct amp_intrinsic *in = e->nargs < 1 ? NULL : intrinsic_ref(u, e);
	if (in && (in->kind == IK_BITOP || in->kind == IK_BITSHIFT)) /* an addition's latency */
		return lat_index(T_INT, 0);
	if (!in || in->kind < IK_SQR || in->kind > IK_HYP)
		return 0;
	const struct amp_expr *a = e->args[0]->k == AMP_E_KW ? e->args[0]->a : e->args[0];
	enum amp_ty t = in->argtype != T_NONE ? in->argtype : a ? (enum amp_ty)a->ty : T_NONE;
	if (t != T_REAL && t != T_DBL)
		return 0;
	return AMP_LAT_SQRS + 2 * (in->kind - IK_SQR) + (t == T_DBL) - AMP_LAT_IHOP;
}

/* The lat index of the operation at e, on the way up from an operand
 * (0: passes the path on with no count). Types are those cexpr gave. */
static int lat_class(struct unitctx *u, const struct amp_expr *e)
{
	switch (e->k) {
	case AMP_E_BIN:
		if (!e->a || !e->b || !numeric((enum amp_ty)e->a->ty) || !numeric((enum amp_ty)e->b->ty))
			return 0;
		switch (e->op) {
		case AMP_OP_ADD: case AMP_OP_SUB: return lat_index((enum amp_ty)e->ty, 0);
		case AMP_OP_MUL: return lat_index((enum amp_ty)e->ty, 1);
		case AMP_OP_DIV: return lat_index((enum amp_ty)e->ty, 2);
		default: return 0;
		}
	case AMP_E_UN:
		if (e->op == AMP_OP_NEG && e->a && numeric((enum amp_ty)e->a->ty))
			return lat_index((enum amp_ty)e->ty, 0);
		return 0;
	case AMP_E_NAME:
		if (e->has_args && e->ty == T_INT && intrinsic_mod(u, e))
			return AMP_LAT_IDIV - AMP_LAT_IHOP;
		return e->has_args ? lat_intrinsic(u, e) : 0;
	default:
		return 0;
	}
}

/* Is e an element of an array the scope declares, one subscript per
 * dimension (not a function or statement-function reference)? */
static int whole_element(struct unitctx *u, const struct amp_expr *e)
{
	if (e->k != AMP_E_NAME || !e->has_args || !e->name || e->nargs < 1)
		return 0;
	struct amp_sym *y = amp_scope_lookup(u->scope, e->name, NULL);
	return y && y->rank == e->nargs && !y->stmtfn && !y->is_func;
}

/* An array element with integer literal subscripts, E(1) or E(2,3): a
 * fixed place in memory, which the chains follow as they follow a scalar
 * variable. Its key, "E(1)" or "E(2,3)", newly allocated; NULL for any
 * other expression. */
static char *lat_elem_key(struct unitctx *u, const struct amp_expr *e)
{
	if (!whole_element(u, e))
		return NULL;
	struct amp_buf b = { 0 };
	buf_printf(&b, "%s(", e->name);
	for (int i = 0; i < e->nargs; i++) {
		const struct amp_expr *a = e->args[i];
		int neg = a && a->k == AMP_E_UN && a->op == AMP_OP_NEG;
		if (neg)
			a = a->a;
		if (!a || a->k != AMP_E_INT || !a->name) {
			buf_release(&b);
			return NULL;
		}
		buf_printf(&b, "%s%s%s", i ? "," : "", neg ? "-" : "", a->name);
	}
	buf_addc(&b, ')');
	return b.s;
}

/* One subscript, canonical: a name, an integer literal, or (with
 * shift) a name plus or minus 1 (the element one iteration of a loop
 * of step 1 away), whose name and sign (+1 for V - 1, -1 for V + 1) go
 * to var and *sign. Appends to b; 0 when the subscript is none of
 * these. */
static int rec_sub(const struct amp_expr *a, struct amp_buf *b, int shift, char *var, size_t vlen,
		   int *sign)
{
	if (a && a->k == AMP_E_NAME && !a->has_args && a->name) {
		buf_adds(b, a->name);
		return 1;
	}
	if (a && a->k == AMP_E_INT && a->name) {
		buf_adds(b, a->name);
		return 1;
	}
	if (shift && a && a->k == AMP_E_BIN && (a->op == AMP_OP_ADD || a->op == AMP_OP_SUB) && a->a &&
	    a->b && a->a->k == AMP_E_NAME && !a->a->has_args && a->a->name && a->b->k == AMP_E_INT &&
	    a->b->name && strcmp(a->b->name, "1") == 0) {
		buf_adds(b, a->a->name);
		snprintf(var, vlen, "%s", a->a->name);
		*sign = a->op == AMP_OP_SUB ? 1 : -1;
		return 2;
	}
	return 0;
}

/* The element an array reference e names, canonical ("U(I,J)"), when
 * its subscripts are names and integer literals; with shift, a read
 * with exactly one subscript V - 1 or V + 1, named by the element of
 * the same subscripts with V alone that stored it some iterations
 * before while V rose (or fell): "%R+I:U(I,J)" for U(I-1,J), "%R-I:
 * U(I,J)" for U(I+1,J). Newly allocated, or NULL. */
static char *rec_key(struct unitctx *u, const struct amp_expr *e, int shift)
{
	if (!whole_element(u, e))
		return NULL;
	struct amp_buf b = { 0 };
	char var[64] = "";
	int sign = 0, shifts = 0;
	buf_printf(&b, "%s(", e->name);
	for (int i = 0; i < e->nargs; i++) {
		if (i)
			buf_addc(&b, ',');
		int r = rec_sub(e->args[i], &b, shift && !shifts, var, sizeof var, &sign);
		if (!r) {
			buf_release(&b);
			return NULL;
		}
		shifts += r == 2;
	}
	buf_addc(&b, ')');
	if (shift && shifts != 1) {
		buf_release(&b);
		return NULL;
	}
	if (!shift)
		return b.s;
	char *k = xasprintf("%%R%c%s:%s", sign > 0 ? '+' : '-', var, b.s);
	buf_release(&b);
	return k;
}

/* Is v one of the subscripts of the canonical element key ("U(I,J)")? */
static int subscript_is(const char *key, const char *v)
{
	const char *p = strchr(key, '(');
	size_t n = strlen(v);
	while (p && *p) {
		p++;
		if (strncmp(p, v, n) == 0 && (p[n] == ',' || p[n] == ')'))
			return 1;
		p = strchr(p, ',');
	}
	return 0;
}

/* Variable name read with the operators n on its way to the root: keep
 * the heaviest occurrence of each name. */
static void lat_read(struct unitctx *u, struct sinfo *si, const char *name, const int *n)
{
	/* occurrences inside different function references stay apart:
	 * their weights are known only once the functions' paths are */
	for (int i = 0; i < si->nlat_rd; i++)
		if (strcmp(si->lat_rd[i].name, name) == 0 && si->lat_rd[i].nfn == u->nlat_fn &&
		    memcmp(si->lat_rd[i].fn, u->lat_fn, (size_t)u->nlat_fn * sizeof *u->lat_fn) == 0 &&
		    memcmp(si->lat_rd[i].fa, u->lat_fa, (size_t)u->nlat_fn * sizeof *u->lat_fa) == 0) {
			if (lat_cost(n) > lat_cost(si->lat_rd[i].n))
				memcpy(si->lat_rd[i].n, n, sizeof si->lat_rd[i].n);
			return;
		}
	si->lat_rd = xrealloc(si->lat_rd, (size_t)(si->nlat_rd + 1) * sizeof *si->lat_rd);
	struct latread *r = &si->lat_rd[si->nlat_rd++];
	r->name = xstrdup(name);
	memcpy(r->n, n, sizeof r->n);
	r->nfn = u->nlat_fn;
	memcpy(r->fn, u->lat_fn, sizeof r->fn);
	memcpy(r->fa, u->lat_fa, sizeof r->fa);
	memset(r->nf, 0, sizeof r->nf);
}

/* The function unit a reference e calls by name: a FUNCTION of the
 * program that is the only unit of that name, when e names no array,
 * statement function or dummy procedure of the scope; -1 otherwise. */
static int lat_func_unit(struct unitctx *u, const struct amp_expr *e)
{
	if (e->k != AMP_E_NAME || !e->has_args || !e->name)
		return -1;
	struct amp_sym *y = amp_scope_lookup(u->scope, e->name, NULL);
	if (y && (y->rank > 0 || y->stmtfn || y->dummy || y->intrinsic))
		return -1;
	int f = -1;
	for (size_t k = 0; k < u->p->nunits; k++)
		if (strcmp(u->p->units[k].name, e->name) == 0) {
			if (f >= 0 || u->p->units[k].kind != AMP_UNIT_FUNCTION)
				return -1;
			f = (int)k;
		}
	return f;
}

/* The position of dummy argument name in the header of unit f (from
 * 0), or -1. */
static int dummy_pos(const struct amp_program *p, const struct sinfo *si, int f, const char *name)
{
	const struct sinfo *h = &si[p->units[f].first_stmt];
	if (h->iface)
		h = &si[h->iface - 1];
	if (h->d != D_HEADER || h->aux >= h->tlen || h->t[h->aux] != '(')
		return -1;
	long q = match_paren(h->t, h->tlen, h->aux);
	if (q < 0)
		return -1;
	size_t st[256], en[256];
	int n = split_commas(h->t, h->aux + 1, (size_t)q, st, en, 256);
	for (int k = 0; k < n; k++) {
		size_t p0 = st[k];
		char *d = name_at(h->t, &p0, en[k]);
		int same = d && strcmp(d, name) == 0;
		free(d);
		if (same)
			return k;
	}
	return -1;
}

/* A reference P(...) through dummy procedure P of the unit: the code
 * LAT_DUMMY(unit, position) that lat_resolve binds to the procedure
 * every call of the unit passes there, if one; 0 otherwise. */
#define LAT_MAXD 256
#define LAT_DUMMY(f, k) (-2 - ((f) * LAT_MAXD + (k)))
static int lat_dummy_ref(struct unitctx *u, const struct amp_expr *e)
{
	if (e->k != AMP_E_NAME || !e->has_args || !e->name)
		return 0;
	struct amp_sym *y = amp_scope_lookup(u->scope, e->name, NULL);
	if (!y || !y->dummy || y->rank > 0 || y->type == T_CHAR)
		return 0;
	int k = dummy_pos(u->p, u->si, u->unit, e->name);
	return k >= 0 && k < LAT_MAXD ? LAT_DUMMY(u->unit, k) : 0;
}

/* Every variable e reads, n holding the operators from e up to the root.
 * Names that are not numeric or logical scalar variables (constants,
 * arrays, procedures, CHARACTER) are collected too: no statement the
 * chains follow assigns them, so no path ever reaches them. */
static void lat_walk(struct unitctx *u, const struct amp_expr *e, int *n, struct sinfo *si,
		     int depth)
{
	if (!e || depth > 1000)
		return;
	if (e->k == AMP_E_NAME && e->name && !e->has_args) {
		lat_read(u, si, e->name, n);
		return;
	}
	/* F(X) of a function of the program: what X reads reaches F's
	 * result through F's own path from that argument (or not at all),
	 * added once every unit's statements are known */
	int fu = u->nlat_fn < LAT_NFN ? lat_func_unit(u, e) : -1;
	if (fu < 0 && u->nlat_fn < LAT_NFN) {
		int d = lat_dummy_ref(u, e);
		fu = d ? d : -1;
	}
	if (fu != -1) {
		u->lat_fn[u->nlat_fn] = fu;
		u->nlat_fn++;
		/* the result's own path, from the values at the function's
		 * entry ("%F", a name nothing assigns: rules 15 and 17 pass it
		 * by, the wait of a misprediction takes it, rule 22) */
		u->lat_fa[u->nlat_fn - 1] = -1;
		lat_read(u, si, "%F", n);
		for (int i = 0; i < e->nargs; i++) {
			u->lat_fa[u->nlat_fn - 1] = i;
			lat_walk(u, e->args[i], n, si, depth + 1);
		}
		u->nlat_fn--;
		return;
	}
	/* X(I-1): the element a statement of the loop stored as X(I) one
	 * iteration before, if the loop runs over I upwards and one does
	 * (the key names the direction and the variable; such a statement
	 * takes it as its target once the loops are known) */
	char *rk = rec_key(u, e, 1);
	if (rk) {
		lat_read(u, si, rk, n);
		free(rk);
		return;
	}
	char *key = lat_elem_key(u, e);
	if (key) {
		lat_read(u, si, key, n);
		free(key);
		return;
	}
	int k = lat_class(u, e);
	n[k] += k > 0;
	if (e->k == AMP_E_COMP) {
		/* base%comp(args): the component's name is no variable */
		lat_walk(u, e->a, n, si, depth + 1);
		for (int i = 0; e->b && i < e->b->nargs; i++)
			lat_walk(u, e->b->args[i], n, si, depth + 1);
	} else {
		lat_walk(u, e->a, n, si, depth + 1);
		lat_walk(u, e->b, n, si, depth + 1);
		lat_walk(u, e->c, n, si, depth + 1);
		for (int i = 0; i < e->nargs; i++)
			lat_walk(u, e->args[i], n, si, depth + 1);
	}
	n[k] -= k > 0;
}

static void lat_clear(struct sinfo *si)
{
	for (int i = 0; i < si->nlat_rd; i++)
		free(si->lat_rd[i].name);
	free(si->lat_rd);
	free(si->lat_lhs);
	si->lat_rd = NULL;
	si->nlat_rd = 0;
	si->lat_lhs = NULL;
}

/* Forget what a CALL statement recorded for the chains. */
static void call_clear(struct sinfo *si)
{
	for (int k = 0; k < si->call_nargs; k++) {
		free(si->call_key[k]);
		lat_clear(&si->call_rd[k]);
	}
	free(si->call_key);
	free(si->call_proc);
	free(si->call_rd);
	for (int k = 0; k < si->nvirt; k++) {
		lat_clear(si->virt[k]);
		free(si->virt[k]);
	}
	free(si->virt);
	si->call_key = NULL;
	si->call_proc = NULL;
	si->call_rd = NULL;
	si->virt = NULL;
	si->call_nargs = si->nvirt = si->call_unit = 0;
}

/* CALL NM(list): record, for the chains, the subroutine of the program
 * it calls by name (the only unit so named, not a dummy procedure of the
 * scope) and each actual argument's variable and reads. */
static void call_record(struct unitctx *u, struct sinfo *si, const char *nm, struct amp_expr **list, int n)
{
	call_clear(si);
	struct amp_sym *y = amp_scope_lookup(u->scope, nm, NULL);
	if ((y && (y->dummy || y->pointer)) || u->too_deep)
		return;
	int f = -1;
	for (size_t k = 0; k < u->p->nunits; k++)
		if (strcmp(u->p->units[k].name, nm) == 0) {
			if (f >= 0 || u->p->units[k].kind != AMP_UNIT_SUBROUTINE)
				return;
			f = (int)k;
		}
	for (int k = 0; k < n; k++)
		if (list[k]->k == AMP_E_KW)
			return; /* keywords: the dummies' order is not the list's */
	if (f < 0 || n == 0)
		return;
	si->call_unit = f + 1;
	si->call_nargs = n;
	si->call_key = xcalloc((size_t)n, sizeof *si->call_key);
	si->call_proc = xcalloc((size_t)n, sizeof *si->call_proc);
	si->call_rd = xcalloc((size_t)n, sizeof *si->call_rd);
	for (int k = 0; k < n; k++) {
		const struct amp_expr *e = list[k];
		si->call_proc[k] = -1;
		if (e->k == AMP_E_STAR)
			continue;
		if (e->k == AMP_E_NAME && e->name && !e->has_args) {
			/* a procedure passed: which one, if the program has it */
			struct amp_sym *v = amp_scope_lookup(u->scope, e->name, NULL);
			int pu = -1, np = 0;
			for (size_t q = 0; q < u->p->nunits; q++)
				if (strcmp(u->p->units[q].name, e->name) == 0 &&
				    (u->p->units[q].kind == AMP_UNIT_FUNCTION ||
				     u->p->units[q].kind == AMP_UNIT_SUBROUTINE)) {
					pu = (int)q;
					np++;
				}
			if (v && v->dummy && (v->external || v->is_func || np))
				si->call_proc[k] = -2;
			else if (np == 1 && !(v && (v->rank > 0 || v->param)))
				si->call_proc[k] = pu;
			else if (np > 1 || (v && (v->external || v->intrinsic)))
				si->call_proc[k] = -2;
		}
		if (e->k == AMP_E_NAME && e->name && !e->has_args) {
			struct amp_sym *v = amp_scope_lookup(u->scope, e->name, NULL);
			if (!(v && (v->rank > 0 || v->param || v->external)))
				si->call_key[k] = xstrdup(e->name);
		} else {
			si->call_key[k] = lat_elem_key(u, e);
		}
		int z[LAT_N] = { 0 };
		u->nlat_fn = 0;
		lat_walk(u, e, z, &si->call_rd[k], 0);
	}
}

static int lat_name_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int lat_name_id(char **names, size_t n, const char *name)
{
	char **q = bsearch(&name, names, n, sizeof *names, lat_name_cmp);
	return q ? (int)(q - names) : -1;
}

/* The variables statements st[0..n) assign and read, sorted, each once
 * (*nv of them), and in *nn the targets and reads in all. */
static char **lat_names(struct sinfo **st, size_t n, size_t *nv, size_t *nn)
{
	*nn = 0;
	for (size_t j = 0; j < n; j++)
		*nn += 1 + (size_t)st[j]->nlat_rd;
	char **names = xmalloc(*nn * sizeof *names);
	size_t k = 0;
	for (size_t j = 0; j < n; j++) {
		names[k++] = st[j]->lat_lhs;
		for (int i = 0; i < st[j]->nlat_rd; i++)
			names[k++] = st[j]->lat_rd[i].name;
	}
	qsort(names, k, sizeof *names, lat_name_cmp);
	size_t w = 0;
	for (size_t i = 0; i < k; i++)
		if (w == 0 || strcmp(names[w - 1], names[i]) != 0)
			names[w++] = names[i];
	*nv = w;
	return names;
}

/* Is the variable of a chain key ("X" or "E(1)") a COMMON or module
 * variable of u's scope, whose value outlives the call? */
static int lat_global(struct unitctx *u, const char *key)
{
	char name[128];
	size_t n = strcspn(key, "(");
	if (n >= sizeof name)
		return 0;
	memcpy(name, key, n);
	name[n] = '\0';
	struct amp_sym *y = amp_scope_lookup(u->scope, name, NULL);
	return y && y->global && !y->param;
}

/* Per statement of st[0..n), its target's index in names, then its
 * reads'. */
static int *lat_ids(struct sinfo **st, size_t n, char **names, size_t nv, size_t nn)
{
	int *ids = xmalloc((nn ? nn : 1) * sizeof *ids);
	size_t q = 0;
	for (size_t j = 0; j < n; j++) {
		ids[q++] = lat_name_id(names, nv, st[j]->lat_lhs);
		for (int i = 0; i < st[j]->nlat_rd; i++)
			ids[q++] = lat_name_id(names, nv, st[j]->lat_rd[i].name);
	}
	return ids;
}

/* Which variables statements st[0..n) (ids from lat_ids) assign
 * (written) and read no later than the first that assigns them
 * (origin): where a chain from one execution to the next can start. */
static void lat_origins(struct sinfo **st, size_t n, const int *ids, char *written, char *origin)
{
	size_t q = 0;
	for (size_t j = 0; j < n; j++) {
		int lhs = ids[q++];
		for (int i = 0; i < st[j]->nlat_rd; i++, q++)
			if (!written[ids[q]])
				origin[ids[q]] = 1;
		written[lhs] = 1;
	}
}

/* Rule 15's propagation from the single origin o through statements
 * st[0..n) (ids from lat_ids): has[v] when v's value at the end comes
 * from o's at the start, along path[v] (LAT_N counts) of nominal weight
 * cost[v]. A statement reading nothing that comes from o overwrites its
 * target's path. */
static void lat_from(struct sinfo **st, size_t n, const int *ids, size_t nv, size_t o, int *path,
		     long *cost, char *has)
{
	memset(has, 0, nv);
	has[o] = 1;
	memset(&path[o * LAT_N], 0, LAT_N * sizeof *path);
	cost[o] = 0;
	size_t q = 0;
	for (size_t j = 0; j < n; j++) {
		int lhs = ids[q++];
		long bc = -1;
		int from = -1, rd = -1;
		for (int i = 0; i < st[j]->nlat_rd; i++, q++) {
			int r = ids[q], w[LAT_N];
			if (!has[r])
				continue;
			lat_with_fns(&st[j]->lat_rd[i], w);
			long c = cost[r] + lat_cost(w);
			if (c > bc) {
				bc = c;
				from = r;
				rd = i;
			}
		}
		if (from < 0) {
			has[lhs] = 0;
			continue;
		}
		int v[LAT_N];
		lat_with_fns(&st[j]->lat_rd[rd], v);
		for (int k = 0; k < LAT_N; k++)
			v[k] += path[(size_t)from * LAT_N + k];
		v[st[j]->lat_hop]++;
		memcpy(&path[(size_t)lhs * LAT_N], v, sizeof v);
		cost[lhs] = bc + lat_weight[st[j]->lat_hop];
		has[lhs] = 1;
	}
}

/* The heaviest loop-carried cycle of a block whose assignments to scalars
 * are st[0..n) in source order (rule 15): for each variable o the block
 * reassigns, the longest path from o's value at entry to its value at
 * the end; add the heaviest such cycle's operations to counts. With
 * globals_only (a block outside any loop of its routine), o must be a
 * COMMON or module variable: the chain runs from one call to the next. */
static void lat_block(struct unitctx *u, struct sinfo **st, size_t n, int globals_only,
		      double *counts, char **origin_out)
{
	*origin_out = NULL;
	if (n == 0)
		return;
	size_t nn, nv;
	char **names = lat_names(st, n, &nv, &nn);
	int *ids = lat_ids(st, n, names, nv, nn);
	char *written = xcalloc(nv, 1), *origin = xcalloc(nv, 1);
	lat_origins(st, n, ids, written, origin);
	for (size_t o = 0; globals_only && o < nv; o++)
		if (origin[o] && !lat_global(u, names[o]))
			origin[o] = 0;
	int *path = xmalloc(nv * LAT_N * sizeof *path);
	long *cost = xmalloc(nv * sizeof *cost);
	char *has = xmalloc(nv);
	int best[LAT_N] = { 0 };
	long best_cost = -1;
	for (size_t o = 0; o < nv; o++) {
		if (!origin[o] || !written[o])
			continue;
		lat_from(st, n, ids, nv, o, path, cost, has);
		if (has[o] && path[o * LAT_N] + path[o * LAT_N + 1] > 0 && cost[o] > best_cost) {
			best_cost = cost[o];
			memcpy(best, &path[o * LAT_N], sizeof best);
			free(*origin_out);
			*origin_out = xstrdup(names[o]);
		}
	}
	for (int k = 0; best_cost >= 0 && k < LAT_N; k++)
		counts[AUX(AMP_LAT_IHOP + k)] += best[k];
	free(names);
	free(ids);
	free(written);
	free(origin);
	free(path);
	free(cost);
	free(has);
}

/* Does a block whose assignments are st[0..n) in source order overwrite
 * variable o with a value that does not depend on o's value at the
 * block's entry (rule 15's propagation from the single origin o)? */
static int lat_kills(struct sinfo **st, size_t n, const char *o)
{
	size_t nn, nv;
	if (n == 0)
		return 0;
	char **names = lat_names(st, n, &nv, &nn);
	char *has = xcalloc(nv, 1);
	int oid = -1, assigned = 0;
	for (size_t k = 0; k < nv; k++)
		if (strcmp(names[k], o) == 0)
			oid = (int)k;
	if (oid >= 0)
		has[oid] = 1;
	for (size_t j = 0; oid >= 0 && j < n; j++) {
		int lhs = lat_name_id(names, nv, st[j]->lat_lhs), from = 0;
		for (int i = 0; i < st[j]->nlat_rd; i++)
			from |= has[lat_name_id(names, nv, st[j]->lat_rd[i].name)];
		has[lhs] = (char)from;
		assigned |= lhs == oid;
	}
	int kills = oid >= 0 && assigned && !has[oid];
	free(names);
	free(has);
	return kills;
}

/* The assignments of block bl that rule 15 follows, in source order, into
 * *lst; *outside: one of them is outside every loop. */
static size_t lat_stmts(struct unitctx *u, const struct amp_block *bl, struct sinfo ***lst,
			size_t *cap, int *outside)
{
	const struct amp_program *p = u->p;
	size_t nl = 0;
	*outside = 0;
	for (size_t j = bl->first_stmt; j <= bl->last_stmt; j++) {
		struct sinfo *s = &u->si[j];
		const struct amp_stmt_info *in = &p->stmts[j];
		if (in->unit != u->unit)
			continue;
		/* a CALL's assignments to the caller's variables */
		if (s->nvirt && ((s->d == D_CALL && in->in_block == bl->id) ||
				 (s->d == D_IF_LOGICAL && s->act_kind == D_CALL && in->action_block == bl->id))) {
			*outside |= !s->in_loop;
			for (int v = 0; v < s->nvirt; v++) {
				amp_grow(lst, cap, nl, sizeof **lst);
				(*lst)[nl++] = s->virt[v];
			}
			continue;
		}
		if (!s->lat_lhs)
			continue;
		*outside |= !s->in_loop;
		if ((s->d == D_ASSIGN && in->in_block == bl->id) ||
		    (s->d == D_IF_LOGICAL && s->act_kind == D_ASSIGN && in->action_block == bl->id)) {
			amp_grow(lst, cap, nl, sizeof **lst);
			(*lst)[nl++] = s;
		}
	}
	return nl;
}

static int stmt_calls(const struct sinfo *s);

/* The DO or DO WHILE statement of the innermost loop around statement
 * i, searching back from i - 1, or -1. */
static long enclosing_do(struct unitctx *u, size_t i)
{
	const struct amp_program *p = u->p;
	const struct amp_unit *un = &p->units[u->unit];
	if (!u->encl) {
		/* one pass over the unit: a stack of the DO statements before
		 * each statement, those whose loops have ended popped as met;
		 * another unit's statements (its internal procedures) between
		 * empty it */
		size_t n = un->last_stmt - un->first_stmt + 1, top = 0;
		long *stack = xcalloc(n, sizeof *stack);
		u->encl = xcalloc(n, sizeof *u->encl);
		for (size_t k = un->first_stmt; k <= un->last_stmt; k++) {
			const struct amp_stmt_info *in = &p->stmts[k];
			if (in->unit != u->unit) {
				top = 0;
				u->encl[k - un->first_stmt] = -1;
				continue;
			}
			while (top > 0 && p->stmts[stack[top - 1]].do_end < (long)k)
				top--;
			u->encl[k - un->first_stmt] = top > 0 ? stack[top - 1] : -1;
			const struct sinfo *s = &u->si[k];
			if (s->d == D_DO || s->d == D_DO_WHILE)
				stack[top++] = (long)k;
		}
		free(stack);
	}
	if (i < un->first_stmt || i > un->last_stmt)
		return -1;
	return u->encl[i - un->first_stmt];
}

/* The block holding the counted DO statement of the innermost DO loop
 * around block bl, when one entry of that loop follows the last closely:
 * the loop around it runs no other loop and no CALL outside it, so the
 * next entry's chain is within the instruction window's reach. A loop
 * that no loop of its routine encloses is entered again only by the
 * next call of the routine: the routine's other statements come between
 * (and the caller's), so the routine must run no other loop and no CALL
 * besides it. 0: none, the innermost loop is a DO WHILE or a DO without
 * control, or other work comes between its entries. */
static int innermost_do_block(struct unitctx *u, const struct amp_block *bl)
{
	const struct amp_program *p = u->p;
	long d = enclosing_do(u, bl->first_stmt);
	if (d < 0 || u->si[d].d != D_DO || u->si[d].do_kind != 1)
		return 0;
	long outer = enclosing_do(u, (size_t)d);
	const struct amp_unit *un = &p->units[u->unit];
	long from = outer >= 0 ? outer + 1 : (long)un->first_exec;
	long to = outer >= 0 ? p->stmts[outer].do_end : (long)un->last_stmt;
	for (long j = from; j <= to; j++) {
		if (j == d) {
			j = p->stmts[d].do_end;
			continue;
		}
		if (p->stmts[j].unit != u->unit)
			continue;
		enum dk k = u->si[j].d;
		if (k == D_DO || k == D_DO_WHILE || k == D_CALL || stmt_calls(&u->si[j]))
			return 0;
	}
	return p->stmts[d].in_block;
}

/* Does block bl jump back to its own first statement: a loop of one
 * block made with a GO TO (`1 E(1) = ...`, ..., `IF (J-6) 1,2,2`, or
 * `IF (J .LT. 6) GO TO 1`)? Its assignments then carry chains from one
 * execution to the next as a DO loop's body does. */
static int self_loop(struct unitctx *u, const struct amp_block *bl)
{
	const struct amp_program *p = u->p;
	int label = p->stmts[bl->first_stmt].st.label;
	const struct sinfo *s = &u->si[bl->last_stmt];
	if (label <= 0 || p->stmts[bl->last_stmt].unit != u->unit)
		return 0;
	for (int k = 0; k < s->ntargets; k++)
		if (s->targets[k] == label)
			return 1;
	return 0;
}

/* The longest dependence path within one execution of a block whose
 * assignments are st[0..n) in source order (rule 17): every statement's
 * value waits for the values it reads that earlier statements of the
 * block stored, through its operators and its own store; values at entry
 * wait for nothing. Add the heaviest path's operations to counts. */
static void dep_block(struct sinfo **st, size_t n, double *counts)
{
	if (n == 0)
		return;
	size_t nn, nv;
	char **names = lat_names(st, n, &nv, &nn);
	int *path = xcalloc(nv * LAT_N, sizeof *path);
	long *cost = xcalloc(nv, sizeof *cost);
	int best[LAT_N] = { 0 };
	long best_cost = -1;
	for (size_t j = 0; j < n; j++) {
		long bc = 0;
		int v[LAT_N] = { 0 };
		/* a CALL's assignments: the subroutine's blocks have the path */
		if (st[j]->is_virt)
			continue;
		for (int i = 0; i < st[j]->nlat_rd; i++) {
			/* X(I-1): stored by an earlier execution, not this one;
			 * a function's result: its blocks have the path */
			if (strncmp(st[j]->lat_rd[i].name, "%R", 2) == 0 ||
			    strcmp(st[j]->lat_rd[i].name, "%F") == 0)
				continue;
			int r = lat_name_id(names, nv, st[j]->lat_rd[i].name);
			long c = cost[r] + lat_cost(st[j]->lat_rd[i].n);
			if (c > bc) {
				bc = c;
				for (int k = 0; k < LAT_N; k++)
					v[k] = path[r * LAT_N + k] + st[j]->lat_rd[i].n[k];
			}
		}
		v[st[j]->lat_hop]++;
		bc += lat_weight[st[j]->lat_hop];
		int lhs = lat_name_id(names, nv, st[j]->lat_lhs);
		memcpy(&path[lhs * LAT_N], v, sizeof v);
		cost[lhs] = bc;
		if (bc > best_cost) {
			best_cost = bc;
			memcpy(best, v, sizeof best);
		}
	}
	for (int k = 0; k < LAT_N; k++)
		counts[AUX(AMP_DEP_IHOP + k)] += best[k];
	free(names);
	free(path);
	free(cost);
}

/* ---- chains of dependent loads (rule 23) ------------------------------- */

#define LD_MAX 16 /* loads followed on one chain */

static void ld_clear(struct sinfo *si)
{
	for (int i = 0; i < si->nldn; i++)
		free(si->ldn[i].name);
	free(si->ldn);
	free(si->ld_lhs);
	si->ldn = NULL;
	si->nldn = 0;
	si->ld_lhs = NULL;
	si->ld_lhs_act = 0;
}

static int ld_add(struct unitctx *u, int site, const char *name, int parent, int val)
{
	struct sinfo *s = &u->si[u->cur];
	s->ldn = xrealloc(s->ldn, (size_t)(s->nldn + 1) * sizeof *s->ldn);
	struct ldnode *d = &s->ldn[s->nldn];
	d->site = site;
	d->parent = parent;
	d->val = (char)val;
	d->act = (char)(u->cur_action != 0);
	d->name = name ? xstrdup(name) : NULL;
	return s->nldn++;
}

/* The memref of the current statement that element reference e (parsed
 * in the current fragment) noted, or -1. */
static int ld_site(struct unitctx *u, const struct amp_expr *e)
{
	const struct sinfo *s = &u->si[u->cur];
	size_t at = u->frag + (size_t)e->off;
	if (e->off < 0 || at >= s->tlen)
		return -1;
	size_t off = (size_t)s->map[at];
	const struct amp_program *p = u->p;
	for (size_t k = p->nmemrefs; k-- > 0 && p->memrefs[k].stmt == u->cur;)
		if (p->memrefs[k].off == off && !p->memrefs[k].pages)
			return (int)k;
	return -1;
}

/* Record what e reads: its array elements (loads, with what their
 * subscripts read below them) and its scalar variables. */
static void ld_walk(struct unitctx *u, const struct amp_expr *e, int parent, int val, int depth)
{
	if (!e || depth > 200)
		return;
	if (e->k == AMP_E_NAME && e->name && !e->has_args) {
		ld_add(u, -1, e->name, parent, val);
		return;
	}
	if (e->k == AMP_E_NAME && e->name && e->has_args) {
		struct amp_sym *y = amp_scope_lookup(u->scope, e->name, NULL);
		int elem = y && y->rank > 0;
		for (int i = 0; elem && i < e->nargs; i++)
			elem = e->args[i] && e->args[i]->k != AMP_E_RANGE;
		int site = elem ? ld_site(u, e) : -1;
		int at = site >= 0 ? ld_add(u, site, NULL, parent, val) : parent;
		for (int i = 0; i < e->nargs; i++)
			ld_walk(u, e->args[i], at, val, depth + 1);
		return;
	}
	if (e->k == AMP_E_COMP) {
		ld_walk(u, e->a, parent, val, depth + 1);
		for (int i = 0; e->b && i < e->b->nargs; i++)
			ld_walk(u, e->b->args[i], parent, val, depth + 1);
		return;
	}
	ld_walk(u, e->a, parent, val, depth + 1);
	ld_walk(u, e->b, parent, val, depth + 1);
	ld_walk(u, e->c, parent, val, depth + 1);
	for (int i = 0; i < e->nargs; i++)
		ld_walk(u, e->args[i], parent, val, depth + 1);
}

/* A chain of loads: memrefs, the first load first; origin: the variable
 * whose value at the block's entry the first load's subscript reads
 * ("" none). */
struct ldchain {
	int n;
	int site[LD_MAX];
	char origin[64];
};

/* Is chain x longer than c, or as long and from a variable at entry
 * where c is from none? */
static int ld_longer(const struct ldchain *x, const struct ldchain *c)
{
	return x->n > c->n || (x->n == c->n && x->origin[0] && !c->origin[0]);
}

/* The variables a block's statements assigned so far, with the chains
 * their values came through. */
struct ldmap {
	char **name;
	struct ldchain *ch;
	size_t n, cap;
};

static struct ldchain *ld_var(struct ldmap *m, const char *name, int make)
{
	for (size_t k = 0; k < m->n; k++)
		if (strcmp(m->name[k], name) == 0)
			return &m->ch[k];
	if (!make)
		return NULL;
	if (m->n == m->cap) {
		m->cap = m->cap ? 2 * m->cap : 16;
		m->name = xrealloc(m->name, m->cap * sizeof *m->name);
		m->ch = xrealloc(m->ch, m->cap * sizeof *m->ch);
	}
	m->name[m->n] = xstrdup(name);
	m->ch[m->n].n = 0;
	m->ch[m->n].origin[0] = '\0';
	return &m->ch[m->n++];
}

static void ld_map_free(struct ldmap *m)
{
	for (size_t k = 0; k < m->n; k++)
		free(m->name[k]);
	free(m->name);
	free(m->ch);
	m->name = NULL;
	m->ch = NULL;
	m->n = m->cap = 0;
}

/* The chain node i of s waits for: a variable's, from the map (none for
 * a value at the block's entry); a load's, the longest of what its
 * subscripts read, then the load itself. */
static struct ldchain ld_node_chain(const struct sinfo *s, int i, struct ldmap *m, int depth)
{
	struct ldchain c = { 0, { 0 }, "" };
	const struct ldnode *d = &s->ldn[i];
	if (d->site < 0) {
		const struct ldchain *v = d->name ? ld_var(m, d->name, 0) : NULL;
		if (v)
			c = *v;
		else if (d->name)
			snprintf(c.origin, sizeof c.origin, "%s", d->name);
		return c;
	}
	for (int j = i + 1; j < s->nldn && depth < 64; j++)
		if (s->ldn[j].parent == i) {
			struct ldchain x = ld_node_chain(s, j, m, depth + 1);
			if (ld_longer(&x, &c))
				c = x;
		}
	if (c.n < LD_MAX)
		c.site[c.n++] = d->site;
	return c;
}

/* Run block bl's statements through the map: each load's chain a
 * candidate for *best, each scalar assignment's value into the map. With
 * from, only chains that start in block from's statements are. */
static void ld_run_block(struct unitctx *u, const struct amp_block *bl, struct ldmap *m,
			 struct ldchain *best, const struct amp_block *from)
{
	const struct amp_program *p = u->p;
	for (size_t j = bl->first_stmt; j <= bl->last_stmt; j++) {
		const struct amp_stmt_info *in = &p->stmts[j];
		const struct sinfo *s = &u->si[j];
		if (in->unit != u->unit || (!s->nldn && !s->ld_lhs))
			continue;
		struct ldchain v = { 0, { 0 }, "" };
		for (int i = 0; i < s->nldn; i++) {
			const struct ldnode *d = &s->ldn[i];
			int blk = d->act ? in->action_block : in->in_block;
			if (blk != bl->id)
				continue;
			if (d->site >= 0 || (d->parent < 0 && d->val)) {
				struct ldchain c = ld_node_chain(s, i, m, 0);
				size_t st0 = c.n ? p->memrefs[c.site[0]].stmt : 0;
				if (d->site >= 0 && c.n > best->n &&
				    (!from || (c.n && st0 >= from->first_stmt && st0 <= from->last_stmt)))
					*best = c;
				if (d->parent < 0 && d->val && ld_longer(&c, &v))
					v = c;
			}
		}
		int lblk = s->ld_lhs_act ? in->action_block : in->in_block;
		if (s->ld_lhs && lblk == bl->id)
			*ld_var(m, s->ld_lhs, 1) = v;
	}
}

/* Block bl's chain of dependent loads (rule 23): the longest chain of
 * loads each of whose subscripts waits for the one before, through its
 * statements and, when it ends in a counted DO statement, on into the
 * first block of that loop, whose DO variable then holds its first
 * value. Kept when two loads or more. */
static void ld_block(struct unitctx *u, struct amp_block *bl, int in_loop)
{
	const struct amp_program *p = u->p;
	struct ldmap m = { 0 };
	struct ldchain best = { 0, { 0 }, "" };
	ld_run_block(u, bl, &m, &best, NULL);
	/* a variable the block assigns through loads from its own value at
	 * entry (J = Q(J)): in a loop, the next execution's loads wait for
	 * this one's, a loop-carried chain (rule 15) */
	if (in_loop) {
		const struct ldchain *cb = NULL;
		for (size_t k = 0; k < m.n; k++)
			if (m.ch[k].n > 0 && strcmp(m.ch[k].origin, m.name[k]) == 0 && (!cb || m.ch[k].n > cb->n))
				cb = &m.ch[k];
		if (cb) {
			bl->ldcarry = xcalloc((size_t)cb->n, sizeof *bl->ldcarry);
			for (int k = 0; k < cb->n; k++)
				bl->ldcarry[k] = (size_t)cb->site[k];
			bl->nldcarry = (size_t)cb->n;
		}
	}
	const struct sinfo *ls = &u->si[bl->last_stmt];
	if (ls->d == D_DO && ls->do_kind == 1 && ls->ld_lhs && p->stmts[bl->last_stmt].unit == u->unit &&
	    p->stmts[bl->last_stmt].in_block == bl->id)
		for (size_t b = u->blk_lo; b < u->blk_hi; b++)
			if (p->blocks[b].first_stmt == bl->last_stmt + 1) {
				ld_run_block(u, &p->blocks[b], &m, &best, bl);
				break;
			}
	ld_map_free(&m);
	if (best.n < 2)
		return;
	bl->ldpath = xcalloc((size_t)best.n, sizeof *bl->ldpath);
	for (int k = 0; k < best.n; k++)
		bl->ldpath[k] = (size_t)best.site[k];
	bl->nldpath = (size_t)best.n;
}

/* ---- the wait of a mispredicted branch (rule 22) ---------------------- */

/* Of the variables carried[v] marks, keep the origins of rule 15's
 * chains through statements st[0..n) (ids from lat_ids): values that
 * run from one execution (or call) to the next. */
static void wait_carried(struct sinfo **st, size_t n, const int *ids, size_t nv, char *carried)
{
	char *written = xcalloc(nv ? nv : 1, 1), *origin = xcalloc(nv ? nv : 1, 1);
	lat_origins(st, n, ids, written, origin);
	for (size_t v = 0; v < nv; v++)
		carried[v] = carried[v] && written[v] && origin[v];
	free(written);
	free(origin);
}

/* What read r waits for: the path (into w) and its nominal cost, from
 * the values statements st stored before it (path, cost over names);
 * -1 for a read that reaches nothing ("%X"). Values at entry, elements
 * stored by an earlier execution ("%R") and a function's result ("%F",
 * whose own path lat_add_fns put in nf) wait for nothing themselves. */
static long wait_read(const struct latread *r, char **names, size_t nv, const int *path,
		      const long *cost, int *w)
{
	if (strcmp(r->name, "%X") == 0)
		return -1;
	int v = r->name[0] == '%' && (r->name[1] == 'R' || r->name[1] == 'F') ? -1
										: lat_name_id(names, nv, r->name);
	lat_with_fns(r, w);
	long c = lat_cost(w);
	if (v >= 0) {
		for (int k = 0; k < LAT_N; k++)
			w[k] += path[(size_t)v * LAT_N + k];
		c += cost[v];
	}
	return c;
}

/* Rule 22's paths through statements st[0..n) (names from lat_names):
 * per variable, the heaviest path from the values at entry to its last
 * value, through the operators, the functions' results and the stores;
 * an assignment to a variable carried[v] marks starts afresh (its chain
 * is priced by rule 15). path: nv x LAT_N, cost: nv. */
static void wait_paths(struct sinfo **st, size_t n, char **names, size_t nv, const char *carried,
		       int *path, long *cost)
{
	memset(path, 0, nv * LAT_N * sizeof *path);
	memset(cost, 0, nv * sizeof *cost);
	for (size_t j = 0; j < n; j++) {
		int v[LAT_N] = { 0 }, w[LAT_N];
		long bc = 0;
		for (int i = 0; i < st[j]->nlat_rd; i++) {
			long c = wait_read(&st[j]->lat_rd[i], names, nv, path, cost, w);
			if (c > bc) {
				bc = c;
				memcpy(v, w, sizeof v);
			}
		}
		int lhs = lat_name_id(names, nv, st[j]->lat_lhs);
		if (lhs < 0)
			continue;
		v[st[j]->lat_hop]++;
		bc += lat_weight[st[j]->lat_hop];
		if (carried && carried[lhs]) {
			memset(v, 0, sizeof v);
			bc = 0;
		}
		memcpy(&path[(size_t)lhs * LAT_N], v, sizeof v);
		cost[lhs] = bc;
	}
}

/* The path of condition c (an IF's reads) at the end of a block whose
 * assignments are st[0..n), its chain's variable origin (or NULL) taken
 * as ready where stored: into out (LAT_N counts). */
static void wait_cond(struct sinfo **st, size_t n, const char *origin, const struct sinfo *c, int *out)
{
	size_t nn, nv;
	char **names = lat_names(st, n, &nv, &nn);
	char *carried = xcalloc(nv ? nv : 1, 1);
	int o = origin ? lat_name_id(names, nv, origin) : -1;
	if (o >= 0)
		carried[o] = 1;
	int *path = xmalloc((nv ? nv : 1) * LAT_N * sizeof *path);
	long *cost = xmalloc((nv ? nv : 1) * sizeof *cost);
	wait_paths(st, n, names, nv, carried, path, cost);
	long best = 0;
	memset(out, 0, LAT_N * sizeof *out);
	for (int i = 0; i < c->nlat_rd; i++) {
		int w[LAT_N];
		long k = wait_read(&c->lat_rd[i], names, nv, path, cost, w);
		if (k > best) {
			best = k;
			memcpy(out, w, LAT_N * sizeof *out);
		}
	}
	free(names);
	free(carried);
	free(path);
	free(cost);
}

/* ---- declarations ----------------------------------------------------- */

/* Is kind v (a number, or a named constant such as DP or SP) double
 * precision? Names are followed through their PARAMETER values; a kind
 * that cannot be told is taken as double, the common case. */
static int kind_is_double(struct unitctx *u, const char *v, int depth)
{
	if (starts(v, "KIND="))
		v += 5;
	if (isdigit((unsigned char)v[0]))
		return atoi(v) >= 8;
	if (strcmp(v, "REAL32") == 0 || strcmp(v, "C_FLOAT") == 0)
		return 0;
	if (strcmp(v, "REAL64") == 0 || strcmp(v, "REAL128") == 0 || strcmp(v, "C_DOUBLE") == 0)
		return 1;
	const char *in = v;
	if (!strchr(v, '(')) {
		struct amp_sym *y = amp_scope_lookup(u->scope, v, NULL);
		if (!y) /* inside a TYPE definition the scope is the components' */
			y = amp_scope_lookup(&G.scopes[u->unit], v, NULL);
		if (!y || !y->param || !y->init || depth > 4)
			return 1;
		in = y->init;
	}
	if (isdigit((unsigned char)in[0]))
		return atoi(in) >= 8;
	if (starts(in, "KIND(")) {
		/* KIND(1.0D0), KIND(0.D0), KIND(1.0Q0): a D or Q exponent;
		 * KIND(1.0_DP): DP's. */
		const char *us = strchr(in, '_');
		if (us) {
			char nm[64];
			size_t n = strcspn(us + 1, ")");
			if (n >= sizeof nm)
				return 1;
			memcpy(nm, us + 1, n);
			nm[n] = '\0';
			return kind_is_double(u, nm, depth + 1);
		}
		const char *qx = strchr(in + 5, 'Q');
		return strchr(in + 5, 'D') != NULL ||
		       (qx && (isdigit((unsigned char)qx[-1]) || qx[-1] == '.'));
	}
	if (starts(in, "SELECTED_REAL_KIND(")) {
		const char *a = in + 19;
		if (starts(a, "P="))
			a += 2;
		return !(isdigit((unsigned char)a[0]) && atoi(a) <= 6);
	}
	if (isalpha((unsigned char)in[0]) && strchr(in, '(') == NULL)
		return kind_is_double(u, in, depth + 1);
	return 1;
}

/* A CHARACTER length selector's value v[0..n): a number or a named
 * constant whose value is one; 0 (not known at compile time) for *, :
 * or an expression. */
static int char_len_value(struct unitctx *u, const char *v, size_t n)
{
	char buf[64];
	if (n == 0 || n >= sizeof buf)
		return 0;
	memcpy(buf, v, n);
	buf[n] = '\0';
	for (int depth = 0; depth < 5; depth++) {
		size_t d = strspn(buf, "0123456789");
		if (d > 0 && buf[d] == '\0')
			return atoi(buf);
		if (!isalpha((unsigned char)buf[0]) || buf[strspn(buf, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")])
			return 0;
		struct amp_sym *y = amp_scope_lookup(u->scope, buf, NULL);
		if (!y || !y->param || !y->init || strlen(y->init) >= sizeof buf)
			return 0;
		snprintf(buf, sizeof buf, "%s", y->init);
	}
	return 0;
}

/* BYTE, a common extension, is INTEGER(1): an integer like any other. */
static const char *const type_kws[] = { "DOUBLEPRECISION", "DOUBLECOMPLEX", "INTEGER", "REAL",
	"COMPLEX", "LOGICAL", "CHARACTER", "BYTE", "TYPE(", "CLASS(", NULL };

/* Does a type keyword start t? */
static int type_kw_at(const char *t)
{
	for (int k = 0; type_kws[k]; k++)
		if (starts(t, type_kws[k]))
			return 1;
	return 0;
}

/* Parse a type spec at t[*i]; returns T_NONE if none. */
static enum amp_ty type_spec(struct unitctx *u, const char *t, size_t len, size_t *i, char **tname)
{
	enum amp_ty ty = T_NONE;
	const char *rest = t + *i;
	int k;
	for (k = 0; type_kws[k]; k++)
		if (starts(rest, type_kws[k]))
			break;
	if (!type_kws[k])
		return T_NONE;
	*i += strlen(type_kws[k]);
	switch (k) {
	case 0: ty = T_DBL; break;
	case 1: ty = T_DCPLX; break;
	case 2: ty = T_INT; break;
	case 3: ty = T_REAL; break;
	case 4: ty = T_CPLX; break;
	case 5: ty = T_LOG; break;
	case 6: ty = T_CHAR; break;
	case 7: /* BYTE: no kind selector or length follows */
		u->decl_clen = 0;
		return T_INT;
	default: {
		/* TYPE(name) */
		size_t a = *i;
		long q = match_paren(t, len, a - 1);
		if (q < 0)
			return T_NONE;
		if (tname)
			*tname = xstrndup(t + a, (size_t)q - a);
		*i = (size_t)q + 1;
		return T_DERIVED;
	}
	}
	u->decl_clen = ty == T_CHAR ? 1 : 0;
	/* *n, *(...) or (kind) */
	if (*i < len && t[*i] == '*') {
		size_t a = ++*i;
		if (a < len && t[a] == '(') {
			long q = match_paren(t, len, a);
			*i = q < 0 ? len : (size_t)q + 1;
			if (ty == T_CHAR)
				u->decl_clen = q < 0 ? 0 : char_len_value(u, t + a + 1, (size_t)q - a - 1);
		} else {
			if (ty == T_CHAR)
				u->decl_clen = atoi(t + a);
			while (*i < len && isdigit((unsigned char)t[*i]))
				(*i)++;
			/* REAL*8 and REAL*16 count as double precision, as
			 * REAL(8) and REAL(16) do (kind_is_double) */
			int n = atoi(t + a);
			if (ty == T_REAL && n >= 8)
				ty = T_DBL;
			if (ty == T_CPLX && n >= 16)
				ty = T_DCPLX;
		}
	} else if (*i < len && t[*i] == '(' && ty != T_CHAR) {
		long q = match_paren(t, len, *i);
		if (q > 0) {
			char *kind = xstrndup(t + *i + 1, (size_t)q - *i - 1);
			char *v = kind;
			if (starts(v, "KIND="))
				v += 5;
			int dbl = kind_is_double(u, v, 0);
			if (dbl && ty == T_REAL)
				ty = T_DBL;
			if (dbl && ty == T_CPLX)
				ty = T_DCPLX;
			free(kind);
			*i = (size_t)q + 1;
		}
	} else if (*i < len && t[*i] == '(' && ty == T_CHAR) {
		long q = match_paren(t, len, *i);
		u->decl_clen = 0;
		if (q > 0) {
			/* (n), (LEN=n), (n, k), (KIND=k, LEN=n), (LEN=n, KIND=k) */
			size_t s[4], e[4];
			int n = split_commas(t, *i + 1, (size_t)q, s, e, 4);
			for (int a2 = 0; a2 < n; a2++) {
				if (starts(t + s[a2], "KIND="))
					continue;
				if (starts(t + s[a2], "LEN="))
					s[a2] += 4;
				else if (a2 > 0)
					continue;
				u->decl_clen = char_len_value(u, t + s[a2], e[a2] - s[a2]);
				break;
			}
		}
		*i = q < 0 ? len : (size_t)q + 1;
	}
	return ty;
}

static int count_rank(const char *dims)
{
	size_t s[16], e[16];
	return split_commas(dims, 0, strlen(dims), s, e, 16);
}

/* One entity "name[(dims)][*len][=init]" declared with type ty/attrs. */
static void declare_entity(struct unitctx *u, struct amp_scope *sc, const char *t, size_t a,
			   size_t b, enum amp_ty ty, const char *tname, const char *attr_dims,
			   int is_param, int global, int typed)
{
	size_t i = a;
	char *name = name_at(t, &i, b);
	if (!name) {
		err_at(u, a, "expected a name in the declaration");
		return;
	}
	struct amp_sym *y = amp_scope_declare(sc, name);
	if (ty != T_NONE) {
		y->type = ty;
		y->typed = typed;
		free(y->tname);
		y->tname = tname ? xstrdup(tname) : NULL;
	}
	if (global)
		y->global = 1;
	if (i < b && t[i] == '(') {
		long q = match_paren(t, b, i);
		if (q > 0) {
			free(y->dims);
			y->dims = xstrndup(t + i + 1, (size_t)q - i - 1);
			y->rank = count_rank(y->dims);
			i = (size_t)q + 1;
		}
	} else if (attr_dims && y->rank == 0) {
		y->dims = xstrdup(attr_dims);
		y->rank = count_rank(attr_dims);
	}
	if (i < b && t[i] == '[') {
		/* a coarray's codimensions, A[*] or A(N)[2,*]: each image
		 * holds the variable as declared */
		long q = match_bracket(t, b, i);
		if (q < 0)
			err_at(u, i, "missing ']' after the codimensions");
		i = q < 0 ? b : (size_t)q + 1;
		u->p->coarrays = 1;
	}
	if (ty == T_CHAR)
		y->clen = u->decl_clen;
	if (i < b && t[i] == '*') {
		i++;
		if (i < b && t[i] == '(') {
			long q = match_paren(t, b, i);
			if (ty == T_CHAR || y->type == T_CHAR)
				y->clen = q < 0 ? 0 : char_len_value(u, t + i + 1, (size_t)q - i - 1);
			i = q < 0 ? b : (size_t)q + 1;
		} else {
			if (ty == T_CHAR || y->type == T_CHAR)
				y->clen = atoi(t + i);
			while (i < b && isdigit((unsigned char)t[i]))
				i++;
		}
	}
	if (i < b && t[i] == '=') {
		size_t v = i + 1;
		if (v < b && t[v] == '>')
			v++;
		if (is_param) {
			y->param = 1;
			free(y->init);
			y->init = xstrndup(t + v, b - v);
		}
		/* The initializer costs nothing at run time, but a malformed
		 * one ([1, 2 with no ']') is reported where it goes wrong. */
		struct amp_parse pr;
		if (parse(u, v, b, AMP_PM_EXPR, &pr) == 0)
			amp_parse_release(&pr);
	}
	free(name);
}

/* Does t[from..to) hold an odd number of slashes outside parentheses,
 * brackets and character constants (a concatenation's // counts none)?
 * Only an entity with no initializer of its own, "= expr", before its
 * first slash opens an old-style list: the divisions of PARAMETER (IA =
 * N/2, IB = N/2) or INTEGER :: IA = N/2, IB = N/2 do not. */
static int odd_slashes(const char *t, size_t from, size_t to)
{
	int n = 0;
	long eq = exposed(t, to, from, '=');
	long sl = exposed(t, to, from, '/');
	if (eq >= 0 && (sl < 0 || eq < sl))
		return 0;
	for (long k = sl; k >= 0; k = exposed(t, to, (size_t)k + 1, '/')) {
		if ((size_t)k + 1 < to && t[k + 1] == '/')
			k++;
		else
			n++;
	}
	return n % 2;
}

static void decl_list(struct unitctx *u, struct amp_scope *sc, const char *t, size_t from,
		      size_t to, enum amp_ty ty, const char *tname, const char *attr_dims,
		      int is_param, int global, int typed)
{
	size_t s[512], e[512];
	int n = split_commas(t, from, to, s, e, 512);
	/* An old-style initial value list, INTEGER N(3)/1, 2, 3/: the commas
	 * between its slashes do not separate entities. */
	int w = 0;
	for (int k = 0; k < n; k++) {
		if (w > 0 && odd_slashes(t, s[w - 1], e[w - 1])) {
			e[w - 1] = e[k];
			continue;
		}
		s[w] = s[k];
		e[w] = e[k];
		w++;
	}
	for (int k = 0; k < w; k++)
		if (e[k] > s[k])
			declare_entity(u, sc, t, s[k], e[k], ty, tname, attr_dims, is_param, global, typed);
}

/* A type declaration statement. */
static void type_decl(struct unitctx *u, struct amp_scope *sc, const char *t, size_t len)
{
	size_t i = 0;
	char *tname = NULL;
	enum amp_ty ty = type_spec(u, t, len, &i, &tname);
	long dc = exposed_dcolon(t, len);
	int is_param = 0, global = 0;
	char *attr_dims = NULL;
	size_t list_from = i;
	if (dc >= 0) {
		/* , attr , attr :: */
		size_t s[32], e[32];
		int n = i < (size_t)dc ? split_commas(t, i, (size_t)dc, s, e, 32) : 0;
		for (int k = 0; k < n; k++) {
			const char *a = t + s[k];
			if (starts(a, "PARAMETER"))
				is_param = 1;
			else if (starts(a, "CODIMENSION["))
				u->p->coarrays = 1;
			else if (starts(a, "DIMENSION(")) {
				long q = match_paren(t, e[k], s[k] + 9);
				if (q > 0) {
					free(attr_dims);
					attr_dims = xstrndup(t + s[k] + 10, (size_t)q - s[k] - 10);
				}
			} else if (starts(a, "EXTERNAL")) {
				;
			}
		}
		list_from = (size_t)dc + 2;
	} else if (list_from < len && t[list_from] == ',') {
		list_from++;
	}
	decl_list(u, sc, t, list_from, len, ty, tname, attr_dims, is_param, global, 1);
	if (dc >= 0) {
		/* attributes that make functions or externals */
		size_t s[32], e[32];
		int n = i < (size_t)dc ? split_commas(t, i, (size_t)dc, s, e, 32) : 0;
		for (int k = 0; k < n; k++)
			if (starts(t + s[k], "EXTERNAL") || starts(t + s[k], "ALLOCATABLE") ||
			    starts(t + s[k], "POINTER")) {
				size_t ss[512], ee[512];
				int m = split_commas(t, list_from, len, ss, ee, 512);
				for (int j = 0; j < m; j++) {
					size_t p0 = ss[j];
					char *nm = name_at(t, &p0, ee[j]);
					if (nm) {
						struct amp_sym *y = amp_scope_declare(sc, nm);
						if (starts(t + s[k], "EXTERNAL"))
							y->external = 1;
						else
							y->allocatable = 1;
						if (starts(t + s[k], "POINTER"))
							y->pointer = 1;
						free(nm);
					}
				}
			}
	}
	free(attr_dims);
	free(tname);
}

static void implicit_stmt(struct unitctx *u, const char *t, size_t len)
{
	size_t i = 8; /* IMPLICIT */
	if (starts(t + i, "NONE")) {
		for (int k = 0; k < 26; k++)
			u->scope->implicit[k] = T_NONE;
		return;
	}
	while (i < len) {
		size_t i0 = i;
		enum amp_ty ty = type_spec(u, t, len, &i, NULL);
		if (ty != T_NONE && (i >= len || t[i] != '(')) {
			/* IMPLICIT REAL (A-H): the parenthesis was the letter
			 * list, not a kind selector. */
			static const enum amp_ty plain[] = { T_DBL, T_DCPLX, T_INT, T_REAL,
							     T_CPLX, T_LOG, T_CHAR };
			for (int k = 0; k < 7 && type_kws[k]; k++)
				if (starts(t + i0, type_kws[k])) {
					i = i0 + strlen(type_kws[k]);
					ty = plain[k];
					break;
				}
		}
		if (ty == T_NONE || i >= len || t[i] != '(') {
			err_at(u, i, "bad IMPLICIT statement");
			return;
		}
		long q = match_paren(t, len, i);
		if (q < 0) {
			err_at(u, i, "missing ')' in IMPLICIT statement");
			return;
		}
		for (size_t k = i + 1; k < (size_t)q; k++) {
			if (!isalpha((unsigned char)t[k]))
				continue;
			char lo = t[k], hi = lo;
			if (k + 2 < (size_t)q && t[k + 1] == '-' && isalpha((unsigned char)t[k + 2])) {
				hi = t[k + 2];
				k += 2;
			}
			for (char ch = lo; ch <= hi; ch++)
				u->scope->implicit[ch - 'A'] = ty;
		}
		i = (size_t)q + 1;
		if (i < len && t[i] == ',')
			i++;
	}
	/* Symbols implicitly typed so far follow the new rules. */
	for (size_t k = 0; k < u->scope->nsyms; k++)
		if (!u->scope->syms[k].typed)
			u->scope->syms[k].type = amp_scope_implicit(u->scope, u->scope->syms[k].name);
}

static void common_stmt(struct unitctx *u, const char *t, size_t len)
{
	size_t i = 6; /* COMMON */
	while (i < len) {
		if (t[i] == '/') {
			size_t j = i + 1;
			while (j < len && t[j] != '/')
				j++;
			i = j + 1;
			continue;
		}
		size_t end = i;
		/* up to the next exposed '/' */
		int depth = 0;
		while (end < len && !(depth == 0 && t[end] == '/')) {
			if (t[end] == '(')
				depth++;
			else if (t[end] == ')')
				depth--;
			end++;
		}
		decl_list(u, u->scope, t, i, end, T_NONE, NULL, NULL, 0, 1, 0);
		i = end;
	}
}

static void parameter_stmt(struct unitctx *u, const char *t, size_t len)
{
	long q = match_paren(t, len, 9);
	if (q < 0) {
		err_at(u, 9, "missing ')' in PARAMETER statement");
		return;
	}
	decl_list(u, u->scope, t, 10, (size_t)q, T_NONE, NULL, NULL, 1, 0, 0);
}

static void name_list_attr(struct unitctx *u, const char *t, size_t from, size_t len, int what)
{
	if (from + 1 < len && t[from] == ':' && t[from + 1] == ':')
		from += 2;
	size_t s[512], e[512];
	int n = split_commas(t, from, len, s, e, 512);
	for (int k = 0; k < n; k++) {
		size_t p0 = s[k];
		char *nm = name_at(t, &p0, e[k]);
		if (!nm)
			continue;
		struct amp_sym *y = amp_scope_declare(u->scope, nm);
		if (what == 'E') {
			y->external = 1;
			y->is_func = 1;
		} else if (what == 'I') {
			y->intrinsic = 1;
		} else if (what == 'D' && p0 < e[k] && t[p0] == '(') {
			long q = match_paren(t, e[k], p0);
			if (q > 0) {
				free(y->dims);
				y->dims = xstrndup(t + p0 + 1, (size_t)q - p0 - 1);
				y->rank = count_rank(y->dims);
			}
		} else if (what == 'A' || what == 'P') {
			y->allocatable = 1;
			y->pointer |= what == 'P';
			if (p0 < e[k] && t[p0] == '(') {
				long q = match_paren(t, e[k], p0);
				if (q > 0) {
					free(y->dims);
					y->dims = xstrndup(t + p0 + 1, (size_t)q - p0 - 1);
					y->rank = count_rank(y->dims);
				}
			}
		}
		free(nm);
	}
}

/* PROCEDURE(IFACE) [, attributes] :: F, G => NULL(): F and G are
 * procedures (dummy procedures, procedure pointers, externals), passed
 * and referenced as EXTERNAL names are. */
static void procedure_entities(struct unitctx *u, const char *t, size_t len)
{
	if (!starts(t, "PROCEDURE") || (len > 9 && t[9] != '(' && t[9] != ',' && t[9] != ':'))
		return;
	long dc = exposed_dcolon(t, len);
	if (dc <= 0)
		return;
	name_list_attr(u, t, (size_t)dc + 2, len, 'E');
	/* PROCEDURE(IFACE): the functions take the type of IFACE's
	 * interface body (an abstract interface's) */
	size_t k = 10;
	char *iface = len > 10 && t[9] == '(' ? name_at(t, &k, len) : NULL;
	struct amp_sym *x = iface && k < len && t[k] == ')' ? amp_scope_lookup(u->scope, iface, NULL) : NULL;
	free(iface);
	if (!x || !x->is_func || !x->typed)
		return;
	enum amp_ty ty = x->type; /* declaring moves the table: read x first */
	char *tn = x->tname ? xstrdup(x->tname) : NULL;
	size_t s[512], e[512];
	int n = split_commas(t, (size_t)dc + 2, len, s, e, 512);
	for (int j = 0; j < n; j++) {
		size_t p0 = s[j];
		char *nm = name_at(t, &p0, e[j]);
		if (!nm)
			continue;
		struct amp_sym *y = amp_scope_declare(u->scope, nm);
		y->is_func = 1;
		y->type = ty;
		y->typed = 1;
		free(y->tname);
		y->tname = tn ? xstrdup(tn) : NULL;
		free(nm);
	}
	free(tn);
}

/* One item "A" or "A => B" of a list at t[*i]: returns A (NULL when no
 * name is there), B in *second (or NULL); *i moves past the item's comma. */
static char *name_pair_at(const char *t, size_t *i, size_t len, char **second)
{
	*second = NULL;
	char *a = name_at(t, i, len);
	if (!a)
		return NULL;
	if (*i + 1 < len && t[*i] == '=' && t[*i + 1] == '>') {
		*i += 2;
		*second = name_at(t, i, len);
	}
	while (*i < len && t[*i] != ',')
		(*i)++;
	if (*i < len)
		(*i)++;
	return a;
}

/* PROCEDURE :: A, B => IMPL and GENERIC :: G => A, B in a type's
 * CONTAINS part: bindings called as OBJ%A(...), kept among the
 * components as functions, with the procedure they name (for its type). */
static void type_bindings(struct amp_scope *comps, const char *t, size_t len)
{
	long dc = exposed_dcolon(t, len);
	if (dc < 0)
		return;
	size_t i = (size_t)dc + 2;
	char *a, *impl;
	/* NOPASS among the attributes: the object is not an argument */
	int nopass = 0;
	for (size_t k = 0; k + 7 <= (size_t)dc; k++)
		if (t[k] == ',' && starts(t + k + 1, "NOPASS"))
			nopass = 1;
	/* PROCEDURE(IFACE) ... :: F => NULL(): a procedure pointer
	 * component (or a DEFERRED binding) typed by its interface */
	char *iface = NULL;
	if (starts(t, "PROCEDURE(")) {
		size_t k = 10;
		iface = name_at(t, &k, len);
		if (iface && (k >= len || t[k] != ')')) {
			free(iface);
			iface = NULL;
		}
	}
	while ((a = name_pair_at(t, &i, len, &impl)) != NULL) {
		struct amp_sym *y = amp_scope_declare(comps, a);
		y->is_func = 1;
		y->nopass = nopass;
		free(y->init);
		if (iface && (!impl || strcmp(impl, "NULL") == 0)) {
			free(impl);
			impl = xstrdup(iface);
		}
		y->init = impl ? impl : xstrdup(a);
		free(a);
		if (starts(t, "GENERIC"))
			break; /* the names after => are specifics, not bindings */
	}
	free(iface);
}

static struct amp_scope *module_find(const char *name)
{
	for (size_t i = 0; i < G.nmodules; i++)
		if (strcmp(G.modules[i]->name, name) == 0)
			return G.modules[i];
	return NULL;
}

/* Declare, in the using scope, an intrinsic module's entity under a local
 * name. */
static void declare_intrinsic_entity(struct unitctx *u, const struct amp_intrinsic_entity *e,
				     const char *local)
{
	struct amp_sym *y = amp_scope_declare(u->scope, local);
	y->type = e->type;
	y->typed = 1;
	if (e->func) {
		/* an intrinsic procedure under a local name: init keeps the
		 * module's name for it (intrinsic_of) */
		y->is_func = 1;
		y->intrinsic = 1;
		free(y->init);
		y->init = xstrdup(e->name);
	} else {
		y->param = 1;
	}
}

/* A rename local => remote of a module's entity: the local name is a copy
 * of the remote one. */
static void declare_rename(struct unitctx *u, struct amp_scope *m, const char *local,
			   const char *remote)
{
	struct amp_sym *r = amp_scope_find_local(m, remote);
	for (size_t v = 0; !r && v < m->nuses; v++)
		r = amp_scope_find_local(m->uses[v], remote);
	if (!r)
		return;
	struct amp_sym *y = amp_scope_declare(u->scope, local);
	amp_sym_copy_attrs(y, r);
	y->global = 1;
}

static void use_stmt(struct unitctx *u, const char *t, size_t len)
{
	size_t i = 3;
	if (i < len && t[i] == ',') {
		/* USE, INTRINSIC :: name */
		long dc = exposed_dcolon(t, len);
		if (dc < 0)
			return;
		i = (size_t)dc + 2;
	} else if (starts(t + i, "::")) {
		i += 2;
	}
	char *nm = name_at(t, &i, len);
	if (!nm)
		return;
	struct amp_scope *m = module_find(nm);
	const struct amp_intrinsic_entity *im = m ? NULL : amp_intrinsic_module(nm);
	if (!m && !im) {
		if (strcmp(nm, "OMP_LIB"))
			err_at(u, 3, "no module '%s' among the sources", nm);
		free(nm);
		return;
	}
	if (m) {
		amp_grow(&u->scope->uses, &u->scope->capuses, u->scope->nuses, sizeof *u->scope->uses);
		u->scope->uses[u->scope->nuses++] = m;
	}
	/* , ONLY: list or , rename list: "local => remote" and plain names */
	int only = 0;
	if (i < len && t[i] == ',') {
		i++;
		if (starts(t + i, "ONLY:")) {
			only = 1;
			i += 5;
		}
	}
	int any = 0;
	char *a, *remote;
	while ((a = name_pair_at(t, &i, len, &remote)) != NULL) {
		const char *rn = remote ? remote : a;
		if (im) {
			for (const struct amp_intrinsic_entity *e = im; e->name; e++)
				if (strcmp(e->name, rn) == 0)
					declare_intrinsic_entity(u, e, a);
		} else if (remote) {
			declare_rename(u, m, a, remote);
		}
		any = 1;
		free(a);
		free(remote);
	}
	if (im && !(only && any))
		for (const struct amp_intrinsic_entity *e = im; e->name; e++)
			if (!amp_scope_find_local(u->scope, e->name))
				declare_intrinsic_entity(u, e, e->name);
	free(nm);
}

/* ---- classification --------------------------------------------------- */


static int is_spec(enum dk d)
{
	return (d >= D_DECL && d <= D_INTERFACE) || d == D_STMTFN;
}

static enum amp_stmt_kind public_kind(enum dk d)
{
	switch (d) {
	case D_ERROR: return AMP_SK_ERROR;
	case D_HEADER: case D_END: case D_CONTAINS: return AMP_SK_UNIT;
	case D_STMTFN: return AMP_SK_STMTFN;
	case D_ASSIGN: case D_WHERE: return AMP_SK_ASSIGN;
	case D_IF_LOGICAL: return AMP_SK_IF_LOGICAL;
	case D_IF_ARITH: return AMP_SK_IF_ARITH;
	case D_IF_THEN: return AMP_SK_IF_THEN;
	case D_ELSE_IF: return AMP_SK_ELSE_IF;
	case D_ELSE: return AMP_SK_ELSE;
	case D_END_IF: return AMP_SK_END_IF;
	case D_DO: return AMP_SK_DO;
	case D_DO_WHILE: return AMP_SK_DO_WHILE;
	case D_END_DO: return AMP_SK_END_DO;
	case D_GOTO: case D_ASSIGN_LABEL: return AMP_SK_GOTO;
	case D_CYCLE: return AMP_SK_CYCLE;
	case D_EXIT: return AMP_SK_EXIT;
	case D_SELECT: return AMP_SK_SELECT;
	case D_CASE: return AMP_SK_CASE;
	case D_END_SELECT: return AMP_SK_END_SELECT;
	case D_CALL: return AMP_SK_CALL;
	case D_RETURN: return AMP_SK_RETURN;
	case D_STOP: return AMP_SK_STOP;
	case D_CONTINUE: return AMP_SK_CONTINUE;
	case D_IO: return AMP_SK_IO;
	case D_OTHER_EXEC: case D_ENTRY: case D_WHERE_BLOCK: case D_FORALL_BLOCK:
	case D_ASSOCIATE:
		return AMP_SK_OTHER_EXEC;
	default: return AMP_SK_SPEC;
	}
}

static int all_labels(const char *t, size_t from, size_t len, int want)
{
	int n = 0;
	size_t i = from;
	while (i < len) {
		if (read_label(t, &i, len) < 0)
			return 0;
		n++;
		if (i < len) {
			if (t[i] != ',')
				return 0;
			i++;
		}
	}
	return want ? n == want || (want == 3 && n == 2) : n > 0;
}

static const char *const unit_end_kws[] = { "SUBROUTINE", "FUNCTION", "PROGRAM", "MODULE",
					    "BLOCKDATA", "SUBMODULE", "PROCEDURE", NULL };

static int is_end_unit(const char *t)
{
	if (strcmp(t, "END") == 0)
		return 1;
	if (!starts(t, "END"))
		return 0;
	for (int k = 0; unit_end_kws[k]; k++)
		if (starts(t + 3, unit_end_kws[k]))
			return 1;
	return 0;
}

struct kw { const char *kw; enum dk d; int exact; };

static const struct kw keywords[] = {
	{ "ENDIF", D_END_IF, 0 }, { "ENDDO", D_END_DO, 0 }, { "ENDSELECT", D_END_SELECT, 0 },
	{ "ENDTYPE", D_ENDTYPE, 0 }, { "ENDINTERFACE", D_INTERFACE, 0 },
	{ "ENDWHERE", D_OTHER_EXEC, 0 }, { "ENDFORALL", D_OTHER_EXEC, 0 },
	{ "ENDFILE", D_IO, 0 }, { "ELSEWHERE", D_OTHER_EXEC, 0 },
	{ "GOTO", D_GOTO, 0 }, { "CALL", D_CALL, 0 }, { "RETURN", D_RETURN, 0 },
	{ "ERRORSTOP", D_STOP, 0 }, { "STOP", D_STOP, 0 }, { "PAUSE", D_STOP, 0 },
	{ "CONTINUE", D_CONTINUE, 1 }, { "CYCLE", D_CYCLE, 0 }, { "EXIT", D_EXIT, 0 },
	{ "ENDASSOCIATE", D_CONTINUE, 0 }, { "BLOCK", D_CONTINUE, 1 }, { "ENDBLOCK", D_CONTINUE, 0 },
	{ "SELECTCASE(", D_SELECT, 0 }, { "CASE", D_CASE, 0 },
	{ "SELECTTYPE(", D_SELECT, 0 }, { "SELECTRANK(", D_SELECT, 0 },
	{ "READ", D_IO, 0 }, { "WRITE(", D_IO, 0 }, { "PRINT", D_IO, 0 }, { "OPEN(", D_IO, 0 },
	{ "CLOSE(", D_IO, 0 }, { "INQUIRE(", D_IO, 0 }, { "REWIND", D_IO, 0 }, { "WAIT(", D_IO, 0 },
	{ "BACKSPACE", D_IO, 0 }, { "FLUSH", D_IO, 0 }, { "FORMAT(", D_FORMAT, 0 },
	{ "ENTRY", D_ENTRY, 0 }, { "ALLOCATE(", D_OTHER_EXEC, 0 },
	{ "DEALLOCATE(", D_OTHER_EXEC, 0 }, { "NULLIFY(", D_OTHER_EXEC, 0 },
	{ "IMPLICIT", D_IMPLICIT, 0 }, { "DIMENSION", D_DIMENSION, 0 },
	{ "COMMON", D_COMMON, 0 }, { "EQUIVALENCE", D_OTHERSPEC, 0 }, { "DATA", D_DATA, 0 },
	{ "PARAMETER(", D_PARAMETER, 0 }, { "EXTERNAL", D_EXTERNAL, 0 },
	{ "INTRINSIC", D_INTRINSIC, 0 }, { "SAVE", D_OTHERSPEC, 0 }, { "USE", D_USE, 0 },
	{ "NAMELIST", D_OTHERSPEC, 0 }, { "ALLOCATABLE", D_ALLOCATABLE, 0 },
	{ "POINTER", D_OTHERSPEC, 0 }, { "TARGET", D_OTHERSPEC, 0 }, { "INTENT(", D_OTHERSPEC, 0 },
	{ "OPTIONAL", D_OTHERSPEC, 0 }, { "PUBLIC", D_OTHERSPEC, 0 }, { "PRIVATE", D_OTHERSPEC, 0 },
	{ "SEQUENCE", D_OTHERSPEC, 1 }, { "INTERFACE", D_INTERFACE, 0 },
	{ "ABSTRACTINTERFACE", D_INTERFACE, 0 }, { "MODULEPROCEDURE", D_OTHERSPEC, 0 },
	{ "PROCEDURE", D_OTHERSPEC, 0 }, { "IMPORT", D_OTHERSPEC, 0 }, { "VALUE", D_OTHERSPEC, 0 },
	{ "VOLATILE", D_OTHERSPEC, 0 }, { "PROTECTED", D_OTHERSPEC, 0 },
	{ "CONTIGUOUS", D_OTHERSPEC, 0 }, { "ASYNCHRONOUS", D_OTHERSPEC, 0 },
	{ "BIND(", D_OTHERSPEC, 0 }, { "CODIMENSION", D_OTHERSPEC, 0 },
	{ "CONTAINS", D_CONTAINS, 1 },
	/* coarrays: image control statements */
	{ "SYNCALL", D_OTHER_EXEC, 0 }, { "SYNCIMAGES(", D_OTHER_EXEC, 0 },
	{ "SYNCMEMORY", D_OTHER_EXEC, 0 }, { "SYNCTEAM(", D_OTHER_EXEC, 0 },
	{ "CRITICAL", D_OTHER_EXEC, 1 }, { "CRITICAL(", D_OTHER_EXEC, 0 },
	{ "ENDCRITICAL", D_OTHER_EXEC, 0 }, { "LOCK(", D_OTHER_EXEC, 0 },
	{ "UNLOCK(", D_OTHER_EXEC, 0 }, { "EVENTPOST(", D_OTHER_EXEC, 0 },
	{ "EVENTWAIT(", D_OTHER_EXEC, 0 },
	{ NULL, D_ERROR, 0 },
};

/* What statement t is; *aux gets the offset of the ')' closing an IF or
 * WHERE condition. Keywords are not reserved: the shape decides. */
/* P => T(1:3), A%NEXT => NODE: a pointer assignment (a name first, an
 * exposed "=>", no comma or "::" before it as in USE renames and
 * declarations). */
static int pointer_assignment(const char *t, size_t len)
{
	if (!isalpha((unsigned char)t[0]))
		return 0;
	long k = 0;
	while ((k = exposed(t, len, (size_t)k, '>')) > 0) {
		if (t[k - 1] == '=') {
			long comma = exposed(t, (size_t)k, 0, ',');
			return comma < 0 && exposed_dcolon(t, (size_t)k) < 0;
		}
		k++;
	}
	return 0;
}

/* DO CONCURRENT's header from the parenthesis at t[open]: the
 * parenthesized control, then only locality specs (LOCAL(...),
 * LOCAL_INIT(...), SHARED(...), DEFAULT(NONE), REDUCE(...)) to the
 * end. */
static int concurrent_header(const char *t, size_t len, size_t open)
{
	static const char *const specs[] = { "LOCAL_INIT(", "LOCAL(", "SHARED(", "DEFAULT(", "REDUCE(",
					     NULL };
	long q = match_paren(t, len, open);
	while (q > 0 && (size_t)q + 1 < len) {
		int k = 0;
		while (specs[k] && !starts(t + q + 1, specs[k]))
			k++;
		if (!specs[k])
			return 0;
		q = match_paren(t, len, (size_t)q + strlen(specs[k]));
	}
	return q > 0;
}

static enum dk classify(const char *t, size_t len, size_t *aux)
{
	*aux = 0;
	if (starts(t, "IF(")) {
		long q = match_paren(t, len, 2);
		if (q < 0 && len > 4 && strcmp(t + len - 4, "THEN") == 0)
			return D_IF_THEN; /* aux 0: the ')' is missing */
		if (q > 0) {
			size_t r = (size_t)q + 1;
			*aux = (size_t)q;
			if (r < len && t[r] == '=' && (r + 1 >= len || t[r + 1] != '='))
				return D_ASSIGN;
			if (r == len)
				return D_ERROR;
			if (strcmp(t + r, "THEN") == 0)
				return D_IF_THEN;
			if (isdigit((unsigned char)t[r]) && all_labels(t, r, len, 3))
				return D_IF_ARITH;
			return D_IF_LOGICAL;
		}
	}
	if (starts(t, "ELSEIF(")) {
		long q = match_paren(t, len, 6);
		*aux = q > 0 ? (size_t)q : 0;
		return D_ELSE_IF;
	}
	if (starts(t, "ELSE") && !starts(t, "ELSEWHERE") && exposed(t, len, 0, '=') < 0)
		return D_ELSE;
	/* WHERE (mask) and FORALL (...) alone open a construct */
	if (starts(t, "WHERE(") && match_paren(t, len, 5) == (long)len - 1) {
		*aux = len - 1;
		return D_WHERE_BLOCK;
	}
	if (starts(t, "FORALL(") && match_paren(t, len, 6) == (long)len - 1)
		return D_FORALL_BLOCK;
	if (starts(t, "ASSOCIATE(") && match_paren(t, len, 9) == (long)len - 1)
		return D_ASSOCIATE;
	long eq = exposed(t, len, 0, '=');
	if (eq >= 0) {
		if (starts(t, "DO") && exposed(t, len, (size_t)eq, ',') >= 0)
			return D_DO;
		long dc = exposed_dcolon(t, len);
		if (dc >= 0 && dc < eq)
			return starts(t, "TYPE") && !starts(t, "TYPE(") ? D_TYPEDEF : D_DECL;
		if (starts(t, "WHERE(")) {
			long q = match_paren(t, len, 5);
			if (q > 0 && q < eq) {
				*aux = (size_t)q;
				return D_WHERE;
			}
		}
		if (starts(t, "FORALL("))
			return D_OTHER_EXEC;
		/* STOP 1, QUIET = .TRUE. (Fortran 2018): a left side has no
		 * exposed comma */
		if (starts(t, "STOP") || starts(t, "ERRORSTOP")) {
			long comma = exposed(t, (size_t)eq, 0, ',');
			if (comma >= 0 && starts(t + comma + 1, "QUIET="))
				return D_STOP;
		}
		return D_ASSIGN;
	}
	if (is_end_unit(t))
		return D_END;
	if (starts(t, "DO")) {
		size_t i = 2;
		read_label(t, &i, len);
		if (i < len && t[i] == ',')
			i++;
		if (starts(t + i, "WHILE("))
			return D_DO_WHILE;
		if (i == len || (starts(t + i, "CONCURRENT(") && concurrent_header(t, len, i + 10)))
			return D_DO;
	}
	if (starts(t, "ASSIGN")) {
		size_t i = 6;
		if (read_label(t, &i, len) > 0 && starts(t + i, "TO"))
			return D_ASSIGN_LABEL;
	}
	/* SELECT TYPE guards, before TYPE and CLASS declarations */
	if (((starts(t, "TYPEIS(") && match_paren(t, len, 6) == (long)len - 1) ||
	     (starts(t, "CLASSIS(") && match_paren(t, len, 7) == (long)len - 1) ||
	     strcmp(t, "CLASSDEFAULT") == 0))
		return D_CASE;
	/* SELECT RANK guards: RANK (2), RANK (*), RANK DEFAULT */
	if ((starts(t, "RANK(") && match_paren(t, len, 4) == (long)len - 1) ||
	    strcmp(t, "RANKDEFAULT") == 0)
		return D_CASE;
	for (int k = 0; type_kws[k]; k++)
		if (starts(t, type_kws[k]))
			return D_DECL;
	if (starts(t, "TYPE") && len > 4)
		return D_TYPEDEF;
	if (pointer_assignment(t, len)) /* before keywords: PRINTER => X */
		return D_OTHER_EXEC;
	for (const struct kw *k = keywords; k->kw; k++)
		if (k->exact ? strcmp(t, k->kw) == 0 : starts(t, k->kw))
			return k->d;
	return D_ERROR;
}

/* Skip the procedure prefixes at t[*i] (RECURSIVE, PURE, IMPURE,
 * ELEMENTAL, and MODULE for a separate module procedure); returns 1 if
 * MODULE was among them. */
static int proc_prefixes(const char *t, size_t *i)
{
	static const char *const pre[] = { "RECURSIVE", "PURE", "IMPURE", "ELEMENTAL", NULL };
	int module = 0;
	for (;;) {
		int k;
		for (k = 0; pre[k]; k++)
			if (starts(t + *i, pre[k]))
				break;
		if (pre[k]) {
			*i += strlen(pre[k]);
		} else if (starts(t + *i, "MODULEFUNCTION") || starts(t + *i, "MODULESUBROUTINE") ||
			   (starts(t + *i, "MODULE") && type_kw_at(t + *i + 6))) {
			*i += 6;
			module = 1;
		} else {
			return module;
		}
	}
}

/* Unit header? Sets kind, name; *ftype_off: offset of a type prefix or -1.
 * inner: the statement is inside another unit (after its CONTAINS, or in
 * an interface), where MODULE starts a separate module procedure, not a
 * module; *separate is set for those (MODULE FUNCTION F(X), MODULE
 * PROCEDURE F: 2 for the latter, whose kind, arguments and declarations
 * are its interface body's; kind is then SUBROUTINE until that is read). */
static int unit_header(const char *t, size_t len, int inner, enum amp_unit_kind *kind, char **name,
		       long *ftype_off, size_t *args_off, int *separate)
{
	size_t i = 0;
	*ftype_off = -1;
	*args_off = 0;
	*separate = 0;
	if (!inner && starts(t, "PROGRAM")) {
		i = 7;
		*kind = AMP_UNIT_PROGRAM;
		*name = name_at(t, &i, len);
		return *name != NULL && i == len;
	}
	if (!inner && starts(t, "MODULE") && !starts(t, "MODULEPROCEDURE")) {
		i = 6;
		*kind = AMP_UNIT_MODULE;
		*name = name_at(t, &i, len);
		return *name != NULL && i == len;
	}
	if (!inner && starts(t, "SUBMODULE(")) {
		/* SUBMODULE (PARENT[:ANCESTOR]) NAME */
		long q = match_paren(t, len, 9);
		if (q < 0)
			return 0;
		i = (size_t)q + 1;
		*kind = AMP_UNIT_SUBMODULE;
		*name = name_at(t, &i, len);
		return *name != NULL && i == len;
	}
	if (!inner && starts(t, "BLOCKDATA")) {
		i = 9;
		*kind = AMP_UNIT_BLOCKDATA;
		*name = i < len ? name_at(t, &i, len) : xstrdup("BLOCKDATA");
		return *name != NULL;
	}
	if (inner && starts(t, "MODULEPROCEDURE")) {
		i = 15;
		*kind = AMP_UNIT_SUBROUTINE;
		*name = name_at(t, &i, len);
		*args_off = i;
		*separate = 2;
		return *name != NULL && i == len;
	}
	/* [prefixes] SUBROUTINE name [(args)] | [prefixes] FUNCTION name (args) */
	int module = proc_prefixes(t, &i);
	if (starts(t + i, "SUBROUTINE")) {
		i += 10;
		*kind = AMP_UNIT_SUBROUTINE;
		*name = name_at(t, &i, len);
		if (!*name)
			return 0;
		*args_off = i;
		*separate = module;
		return i == len || t[i] == '(';
	}
	size_t tstart = i;
	for (int k = 0; type_kws[k]; k++)
		if (starts(t + i, type_kws[k])) {
			i += strlen(type_kws[k]);
			if (t[i - 1] == '(' || (i < len && t[i] == '(')) {
				long q = match_paren(t, len, t[i - 1] == '(' ? i - 1 : i);
				if (q < 0)
					return 0;
				i = (size_t)q + 1;
			} else if (i < len && t[i] == '*') {
				i++;
				if (i < len && t[i] == '(') {
					long q = match_paren(t, len, i);
					if (q < 0)
						return 0;
					i = (size_t)q + 1;
				}
				while (i < len && isdigit((unsigned char)t[i]))
					i++;
			}
			*ftype_off = (long)tstart;
			break;
		}
	module |= proc_prefixes(t, &i);
	if (starts(t + i, "FUNCTION")) {
		i += 8;
		*kind = AMP_UNIT_FUNCTION;
		*name = name_at(t, &i, len);
		if (!*name)
			return 0;
		*args_off = i;
		*separate = module;
		if (i < len && t[i] == '(')
			return 1;
		free(*name);
		*name = NULL;
	}
	return 0;
}

/* ---- executable statements ------------------------------------------- */

static void add_target(struct sinfo *s, int label)
{
	s->targets = xrealloc(s->targets, (size_t)(s->ntargets + 1) * sizeof *s->targets);
	s->targets[s->ntargets++] = label;
}

static void labels_in(struct sinfo *s, const char *t, size_t from, size_t to)
{
	size_t i = from;
	while (i < to) {
		int l = read_label(t, &i, to);
		if (l > 0)
			add_target(s, l);
		while (i < to && !isdigit((unsigned char)t[i]))
			i++;
	}
}

/* ERR=, END=, EOR= labels in an I/O control list. */
static void io_targets(struct sinfo *s, const char *t, size_t len)
{
	static const char *const keys[] = { "ERR=", "END=", "EOR=", NULL };
	int depth = 0;
	char q = 0;
	for (size_t k = 0; k < len; k++) {
		char c = t[k];
		if (q) {
			if (c == q)
				q = 0;
			continue;
		}
		if (c == '\'' || c == '"') {
			q = c;
			continue;
		}
		if (c == '(')
			depth++;
		else if (c == ')')
			depth--;
		if (depth == 1 && (t[k - (k > 0)] == '(' || t[k - (k > 0)] == ',')) {
			for (int j = 0; keys[j]; j++)
				if (starts(t + k, keys[j])) {
					size_t i = k + 4;
					int l = read_label(t, &i, len);
					if (l > 0) {
						add_target(s, l);
						s->ends_block = 1;
					}
				}
		}
	}
}

static const char *io_kind(const char *t)
{
	static const char *const kinds[] = { "READ", "WRITE", "PRINT", "OPEN", "CLOSE", "INQUIRE",
		"REWIND", "BACKSPACE", "ENDFILE", "FLUSH", "WAIT", NULL };
	for (int k = 0; kinds[k]; k++)
		if (starts(t, kinds[k]))
			return kinds[k];
	return "IO";
}

/* e is a whole array, or a section of one, with nothing done to it (the
 * right side of a copy, rule 10). */
static int plain_array_ref(struct unitctx *u, const struct amp_expr *e)
{
	if (e->k == AMP_E_COMP)
		return 1; /* a component's reference: counted as an operand */
	if (e->k != AMP_E_NAME || !e->name)
		return 0;
	int foreign = 0;
	const struct amp_sym *y = amp_scope_lookup(u->scope, e->name, &foreign);
	return y && y->rank > 0 && !y->is_func;
}

static void count_assign(struct unitctx *u, size_t from, size_t to, double *c, double *scaled,
			 int *has_scaled)
{
	struct amp_parse pr;
	if (parse(u, from, to, AMP_PM_ASSIGN, &pr) != 0)
		return;
	double tmp[NC] = { 0 };
	u->array_stmt = 0;
	struct sinfo *si = &u->si[u->cur];
	long eq = exposed(si->t, to, from, '=');
	si->lhs_from = from;
	si->lhs_to = eq < 0 ? from : (size_t)eq;
	u->array_name[0] = '\0';
	double red[NC] = { 0 }, once[NC] = { 0 };
	u->red = red;
	u->red_seen = 0;
	u->once = once;
	struct ev r = cexpr(u, pr.rhs, tmp);
	u->red = NULL;
	int rhs_array = u->array_stmt;
	u->array_stmt = 0;
	int fn = amp_param_index("FUNC"), sf = amp_param_index("STFN");
	/* calls in the left side's subscripts: per element (tmp) or, in a
	 * section's bounds, once per statement (once) */
	double calls = tmp[fn] + tmp[sf] + once[fn] + once[sf];
	enum amp_ty lt = cstore(u, pr.lhs, r, tmp);
	int lhs_calls = tmp[fn] + tmp[sf] + once[fn] + once[sf] != calls;
	u->once = NULL;
	for (int i = 0; i < NC; i++)
		c[i] += once[i];
	int lhs_array = u->array_stmt;
	si->lhs_calls = lhs_array && lhs_calls;
	if (lhs_array && !lhs_calls) /* a function in a subscript would run twice */
		note_pages(u, pr.lhs);
	tmp[AUX(AMP_ST_ASSIGN)] += 1;
	/* X = f(...) with X a numeric or logical scalar variable: what f
	 * reads, for the block's loop-carried chains (rule 15). Not array
	 * statements. */
	lat_clear(si);
	char *elem = pr.lhs->k == AMP_E_NAME && pr.lhs->has_args ? lat_elem_key(u, pr.lhs) : NULL;
	if (pr.lhs->k == AMP_E_NAME && pr.lhs->name && !lhs_array &&
	    !(rhs_array && u->array_name[0]) && !u->too_deep && chain_kind(lt)) {
		int n[LAT_N] = { 0 };
		/* An element with variable subscripts ends dependence paths
		 * within the block (rule 17) but is no variable a later
		 * statement reads back: its key, "%", names nothing. */
		si->lat_lhs = elem ? elem : xstrdup(pr.lhs->has_args ? "%" : pr.lhs->name);
		elem = NULL;
		si->lat_hop = chain_kind(lt) == 'F';
		lat_walk(u, pr.rhs, n, si, 0);
		free(si->rec_elem);
		si->rec_elem = strcmp(si->lat_lhs, "%") == 0 ? rec_key(u, pr.lhs, 0) : NULL;
	}
	free(elem);
	/* the loads of the right side, for the chains of dependent loads
	 * (rule 23): a scalar variable's value carries them on */
	if (!lhs_array && !rhs_array && !u->too_deep) {
		int scalar = pr.lhs->k == AMP_E_NAME && pr.lhs->name && !pr.lhs->has_args;
		ld_walk(u, pr.rhs, -1, scalar, 0);
		if (scalar) {
			free(si->ld_lhs);
			si->ld_lhs = xstrdup(pr.lhs->name);
			si->ld_lhs_act = u->cur_action != 0;
		}
	}
	/* S = S + X: the target is read back by its own next execution. A
	 * scalar always; an array element unless its subscripts follow the
	 * innermost loop (decided once the loops are known). */
	si->chain = 0;
	free(si->chain_subs);
	si->chain_subs = NULL;
	if (!lhs_array && !rhs_array && (pr.lhs->k == AMP_E_NAME || pr.lhs->k == AMP_E_COMP) &&
	    expr_reads(pr.rhs, pr.lhs)) {
		si->chain = chain_kind(lt);
		si->chain_elem = pr.lhs->k == AMP_E_NAME && pr.lhs->has_args;
		if (si->chain_elem) {
			struct amp_buf b = { 0 };
			for (int i = 0; i < pr.lhs->nargs; i++)
				expr_vars(pr.lhs->args[i], &b);
			si->chain_subs = b.s ? b.s : xstrdup(",");
		}
	}
	/* X(I) = X(I-1) + ...: a recurrence through the array, a chain when
	 * the innermost loop runs over I upwards (decided with the loops). */
	si->rec_type = 0;
	si->nrec = 0;
	if (!si->chain && !lhs_array && !rhs_array && pr.lhs->k == AMP_E_NAME && pr.lhs->has_args)
		expr_find_rec(pr.rhs, pr.lhs, si);
	if (si->nrec > 0)
		si->rec_type = chain_kind(lt);
	if (u->red_seen && !lhs_array && !rhs_array) {
		/* S = SUM(A*B) + C: the scalar part once, the reduction per
		 * element of the array it reduces. */
		for (int i = 0; i < NC; i++) {
			c[i] += tmp[i];
			scaled[i] += red[i];
		}
		free(si->count_name);
		si->count_name = xstrdup(u->red_name);
		si->lhs_calls = calls > 0; /* SIZE(X(1:F())) would call F again */
		*has_scaled = 1;
		amp_parse_release(&pr);
		return;
	}
	/* Inside an array statement a reduction runs once per element of its
	 * own argument; taken per element of the left side, as if the two had
	 * the same size. */
	for (int i = 0; i < NC; i++)
		tmp[i] += red[i];
	/* A scalar assigned from an array expression (S = SUM(A*B)): scale by
	 * the size of the first whole array in it, if there is one. */
	u->array_stmt = lhs_array || (rhs_array && u->array_name[0]);
	if (u->array_stmt && !lhs_array) {
		free(si->count_name);
		si->count_name = xstrdup(u->array_name);
		si->lhs_calls = calls > 0;
	}
	if (u->array_stmt) {
		/* Per element, in the compiler's element loop; the statement
		 * itself executes once. */
		for (int i = 0; i < NC; i++)
			scaled[i] += tmp[i];
		bump(scaled, "ASEL", 1);
		/* What the right side is: a scalar spread over the elements (a
		 * fill), one array or section as it stands (a copy), or an
		 * expression the compiler may build in a temporary first. */
		if (lhs_array && !rhs_array)
			bump(scaled, "ASBC", 1);
		else if (lhs_array && !plain_array_ref(u, pr.rhs))
			bump(scaled, "ASTM", 1);
		bump(c, "ASST", 1);
		scaled[AUX(AMP_ST_ASSIGN)] -= 1;
		c[AUX(AMP_ST_ASSIGN)] += 1;
		*has_scaled = 1;
	} else {
		for (int i = 0; i < NC; i++)
			c[i] += tmp[i];
	}
	amp_parse_release(&pr);
}

static void count_cond(struct unitctx *u, size_t from, size_t to, double *c)
{
	struct amp_parse pr;
	if (parse(u, from, to, AMP_PM_EXPR, &pr) != 0)
		return;
	cexpr(u, pr.rhs, c);
	if (u->cnd_to && !u->too_deep) {
		int n[LAT_N] = { 0 };
		u->nlat_fn = 0;
		lat_walk(u, pr.rhs, n, u->cnd_to, 0);
		ld_walk(u, pr.rhs, -1, 0, 0);
	}
	amp_parse_release(&pr);
}


/* A WHERE mask: per element into scaled, its sections' bounds once
 * into c, as an array assignment's. */
static void count_mask(struct unitctx *u, size_t from, size_t to, double *c, double *scaled)
{
	u->once = c;
	count_cond(u, from, to, scaled);
	u->once = NULL;
}

/* A condition of the statement's own block (IF, ELSE IF, DO WHILE,
 * SELECT CASE): its reductions may go in the statement's scaled part. */
static void count_own_cond(struct unitctx *u, size_t from, size_t to, double *c)
{
	struct sinfo *s = &u->si[u->cur];
	double red[NC] = { 0 };
	u->red = red;
	u->red_seen = 0;
	count_cond(u, from, to, c);
	u->red = NULL;
	if (!u->red_seen)
		return;
	for (int i = 0; i < NC; i++)
		s->scaled[i] += red[i];
	free(s->count_name);
	s->count_name = xstrdup(u->red_name);
	s->has_scaled = 1;
}

/* Count an IF's, ELSE IF's or DO WHILE's condition (count_own_cond
 * when own) and record what it reads in s->cnd. */
static void count_if_cond(struct unitctx *u, struct sinfo *s, size_t from, size_t to, double *c, int own)
{
	if (!s->cnd)
		s->cnd = xcalloc(1, sizeof *s->cnd);
	lat_clear(s->cnd);
	u->cnd_to = s->cnd;
	if (own)
		count_own_cond(u, from, to, c);
	else
		count_cond(u, from, to, c);
	u->cnd_to = NULL;
}

/* ASSOCIATE (A => expr, ...): each selector is evaluated once, and its
 * name takes the selector's type (an array when the selector is one). */
static void associate_stmt(struct unitctx *u, size_t from, size_t to, double *c)
{
	const char *t = u->si[u->cur].t;
	size_t i = from;
	while (i < to) {
		long comma = exposed(t, to, i, ',');
		size_t e = comma < 0 ? to : (size_t)comma;
		size_t k = i;
		char *nm = name_at(t, &k, e);
		if (!nm || k + 2 > e || t[k] != '=' || t[k + 1] != '>') {
			err_at(u, i, "expected 'name => selector' in ASSOCIATE");
			free(nm);
			return;
		}
		struct amp_parse pr;
		struct ev r = { T_REAL, 0, 0 };
		struct amp_dtype *dt = NULL;
		int was = u->array_stmt;
		u->array_stmt = 0;
		if (parse(u, k + 2, e, AMP_PM_EXPR, &pr) == 0) {
			/* a bare array selector is a name for it, not a loop */
			struct amp_expr *outer = u->actual;
			u->actual = pr.rhs;
			r = cexpr(u, pr.rhs, c);
			u->actual = outer;
			dt = dtype_of(u, pr.rhs);
			amp_parse_release(&pr);
		}
		int array = u->array_stmt;
		u->array_stmt = was;
		struct amp_sym *y = amp_scope_declare(u->scope, nm);
		y->type = r.t;
		y->typed = 1;
		y->global = r.global;
		if (dt && !y->tname)
			y->tname = xstrdup(dt->name);
		if (array && y->rank == 0)
			y->rank = 1;
		free(nm);
		i = e + 1;
	}
}

/* Count one executable statement of detailed kind d at t[from..len). */
/* CALL RANDOM_NUMBER(H) of the intrinsic (rule 6): one RNGS or RNGD per
 * value it makes, per element of SIZE(H) when H is an array or a section
 * (the statement's scaled part), with H's address and a section's bounds
 * counted once; no PROC or ARGU, the call being the parameter's own. A
 * procedure of the program's own, an EXTERNAL statement, an interface body
 * or a dummy of that name is the user's: returns 0 and the CALL is
 * counted as any other. Returns 1 when counted here. */
static int random_number_call(struct unitctx *u, const char *nm, size_t i, size_t len, double *c,
			      int in_action)
{
	if (strcmp(nm, "RANDOM_NUMBER") != 0)
		return 0;
	struct amp_sym *y = amp_scope_lookup(u->scope, nm, NULL);
	if (y && !y->intrinsic)
		return 0;
	for (size_t k = 0; k < u->p->nunits; k++)
		if (u->p->units[k].name && strcmp(u->p->units[k].name, nm) == 0)
			return 0;
	struct sinfo *s = &u->si[u->cur];
	const char *t = s->t;
	long q = match_paren(t, len, i);
	if (q < 0 || (size_t)q != len - 1)
		return 0; /* diagnosed as any CALL's */
	struct amp_parse pr;
	if (parse(u, i + 1, (size_t)q, AMP_PM_LIST, &pr) != 0)
		return 1;
	/* Not the intrinsic's one argument, HARVEST: a generic of the
	 * program's own that extends the name (the compiler judges). */
	struct amp_expr *h = pr.nlist == 1 ? pr.list[0] : NULL;
	if (h && h->k == AMP_E_KW)
		h = h->name && strcmp(h->name, "HARVEST") == 0 ? h->a : NULL;
	if (!h) {
		amp_parse_release(&pr);
		return 0;
	}
	/* H's work: per element into pe (dropped: the library fills the
	 * array), a section's bounds once into c. */
	double pe[NC] = { 0 };
	int saved = u->array_stmt;
	u->array_stmt = 0;
	u->array_name[0] = '\0';
	double *saved_once = u->once;
	u->once = c;
	struct ev r = cexpr(u, h, pe);
	u->once = saved_once;
	int arr = u->array_stmt;
	char name[sizeof u->red_name];
	snprintf(name, sizeof name, "%s", u->array_name);
	if (arr && !name[0])
		arg_text(u, pr.list[0], name, sizeof name);
	u->array_stmt = saved;
	const char *mn = r.t == T_DBL ? "RNGD" : "RNGS";
	if (arr && name[0]) {
		bump(s->scaled, mn, 1);
		free(s->count_name);
		s->count_name = xstrdup(name);
		s->has_scaled = 1;
		if (in_action)
			s->scaled_in_action = 1;
	} else {
		for (int k = 0; k < NC; k++)
			c[k] += pe[k];
		bump(c, mn, 1);
	}
	c[AUX(AMP_ST_CALL)] += 1;
	amp_parse_release(&pr);
	return 1;
}

static void exec_stmt(struct unitctx *u, enum dk d, size_t from, size_t aux, double *c,
		      const char **unmodeled, int in_action)
{
	struct sinfo *s = &u->si[u->cur];
	const char *t = s->t;
	size_t len = s->tlen;
	u->cur_action = in_action;
	switch (d) {
	case D_ASSIGN:
		count_assign(u, from, len, c, s->scaled, &s->has_scaled);
		if (s->has_scaled && in_action)
			s->scaled_in_action = 1;
		s->chain_in_action = in_action;
		break;
	case D_WHERE:
		count_mask(u, from + 6, aux, c, s->scaled);
		count_assign(u, aux + 1, len, c, s->scaled, &s->has_scaled);
		s->has_scaled = 1;
		if (in_action)
			s->scaled_in_action = 1;
		break;
	case D_WHERE_BLOCK:
		/* the mask, once per element in its own element loop: counted
		 * by SIZE(mask) */
		count_mask(u, from + 6, aux, c, s->scaled);
		bump(s->scaled, "ASEL", 1);
		bump(c, "ASST", 1);
		s->has_scaled = 1;
		s->lhs_from = from + 6;
		s->lhs_to = aux;
		c[AUX(AMP_ST_OTHER)] += 1;
		break;
	case D_ASSOCIATE:
		associate_stmt(u, from + 10, len - 1, c);
		c[AUX(AMP_ST_OTHER)] += 1;
		break;
	case D_FORALL_BLOCK:
		/* FORALL (INTEGER :: I = 1:N) opens a construct whose body
		 * names I */
		header_indices(u, t, len, from + 6, "FORALL");
		c[AUX(AMP_ST_OTHER)] += 1;
		c[AUX(AMP_ST_UNMODELED)] += 1;
		*unmodeled = "FORALL";
		break;
	case D_IF_ARITH: {
		count_cond(u, from + 3, aux, c);
		bump(c, "IFAR", 1);
		c[AUX(AMP_ST_IF)] += 1;
		labels_in(s, t, aux + 1, len);
		s->transfers = 1;
		break;
	}
	case D_GOTO: {
		size_t i = from + 4;
		c[AUX(AMP_ST_GOTO)] += 1;
		if (i < len && isdigit((unsigned char)t[i])) {
			add_target(s, read_label(t, &i, len));
			bump(c, "GOTO", 1);
			if (i != len)
				err_at(u, i, "unexpected text after GO TO label");
			s->transfers = !in_action;
			s->act_transfers |= in_action;
		} else if (i < len && t[i] == '(') {
			long q = match_paren(t, len, i);
			if (q < 0) {
				err_at(u, i, "missing ')' in computed GO TO");
				break;
			}
			labels_in(s, t, i + 1, (size_t)q);
			size_t e = (size_t)q + 1;
			if (e < len && t[e] == ',')
				e++;
			count_cond(u, e, len, c);
			bump(c, "GCOM", 1);
		} else {
			/* assigned GO TO var [,(labels)] */
			char *nm = name_at(t, &i, len);
			free(nm);
			if (i < len && t[i] == ',')
				i++;
			if (i < len && t[i] == '(')
				labels_in(s, t, i + 1, len);
			bump(c, "GASN", 1);
			s->transfers = !in_action;
			s->act_transfers |= in_action;
		}
		s->ends_block = 1;
		break;
	}
	case D_ASSIGN_LABEL: {
		size_t i = from + 6;
		add_target(s, read_label(t, &i, len));
		bump(c, "GASN", 1);
		c[AUX(AMP_ST_OTHER)] += 1;
		break;
	}
	case D_CALL: {
		size_t i = from + 4;
		char *nm = name_at(t, &i, len);
		if (!nm) {
			err_at(u, i, "expected a subroutine name after CALL");
			break;
		}
		int nargs = 0;
		/* CALL OBJ%P(...), CALL A(I)%OBJ%P(...): a type-bound procedure */
		int bound = 0;
		for (;;) {
			size_t k = i;
			if (k < len && t[k] == '(') {
				long q = match_paren(t, len, k);
				if (q < 0 || (size_t)q + 1 >= len || t[q + 1] != '%')
					break;
				k = (size_t)q + 1;
			}
			if (k >= len || t[k] != '%')
				break;
			k++;
			char *comp = name_at(t, &k, len);
			if (!comp)
				break;
			free(nm);
			nm = comp;
			i = k;
			bound = 1;
		}
		nargs += bound && !binding_nopass(nm); /* the object */
		if (!bound && i < len && t[i] == '(' && random_number_call(u, nm, i, len, c, in_action)) {
			s->ends_block = 1;
			free(nm);
			break;
		}
		if (i < len && t[i] == '(') {
			long q = match_paren(t, len, i);
			if (q < 0 || (size_t)q != len - 1) {
				err_at(u, q < 0 ? i : (size_t)q + 1, q < 0 ? "missing ')' in CALL" : "unexpected text after CALL");
				free(nm);
				break;
			}
			struct amp_parse pr;
			if (parse(u, i + 1, (size_t)q, AMP_PM_LIST, &pr) == 0) {
				if (!bound)
					call_record(u, s, nm, pr.list, pr.nlist);
				nargs += pr.nlist;
				for (int k = 0; k < pr.nlist; k++) {
					if (pr.list[k]->k == AMP_E_STAR && pr.list[k]->a) {
						add_target(s, atoi(pr.list[k]->a->name));
						s->ends_block = 1;
						nargs--;
						continue;
					}
					count_actual(u, pr.list[k], c);
				}
				amp_parse_release(&pr);
			}
		} else if (i != len) {
			err_at(u, i, "unexpected text after CALL");
		}
		bump(c, "PROC", 1);
		bump(c, "ARGU", nargs);
		count_near_call(u, nm, c);
		note_call(u, nm);
		c[AUX(AMP_ST_CALL)] += 1;
		/* The callee may STOP: what follows is counted on its own. */
		s->ends_block = 1;
		free(nm);
		break;
	}
	case D_RETURN:
		if (from + 6 < len)
			count_cond(u, from + 6, len, c);
		c[AUX(AMP_ST_RETURN)] += 1;
		s->transfers = !in_action;
		s->act_transfers |= in_action;
		s->ends_block = 1;
		break;
	case D_STOP:
		c[AUX(AMP_ST_OTHER)] += 1;
		c[AUX(AMP_ST_UNMODELED)] += 1;
		if (starts(t + from, "PAUSE")) {
			*unmodeled = "PAUSE"; /* waits, then goes on */
			break;
		}
		*unmodeled = "STOP";
		s->transfers = !in_action;
		s->act_transfers |= in_action;
		s->ends_block = 1;
		break;
	case D_CONTINUE:
		c[AUX(AMP_ST_OTHER)] += 1;
		break;
	case D_CYCLE:
	case D_EXIT:
		bump(c, "GOTO", 1);
		c[AUX(AMP_ST_GOTO)] += 1;
		s->transfers = !in_action;
		s->act_transfers |= in_action;
		s->ends_block = 1;
		break;
	case D_IO:
		c[AUX(AMP_ST_IO)] += 1;
		c[AUX(AMP_ST_UNMODELED)] += 1;
		*unmodeled = io_kind(t + from);
		io_targets(s, t + from, len - from);
		break;
	case D_OTHER_EXEC: {
		c[AUX(AMP_ST_OTHER)] += 1;
		c[AUX(AMP_ST_UNMODELED)] += 1;
		static const char *const kinds[] = { "ALLOCATE", "DEALLOCATE", "NULLIFY",
						     "FORALL", "WHERE", "ENDWHERE", "ELSEWHERE",
						     "SYNCALL", "SYNCIMAGES", "SYNCMEMORY", "SYNCTEAM",
						     "CRITICAL", "ENDCRITICAL", "LOCK", "UNLOCK",
						     "EVENTPOST", "EVENTWAIT", NULL };
		*unmodeled = "OTHER";
		for (int k = 0; kinds[k]; k++)
			if (starts(t + from, kinds[k])) {
				*unmodeled = kinds[k];
				if (k >= 7) /* an image control statement */
					u->p->coarrays = 1;
			}
		if (pointer_assignment(t + from, len - from))
			*unmodeled = "POINTER";
		break;
	}
	default:
		break;
	}
}

/* Statement i (in unit u) in the executable part. */
static void set_sel(struct unitctx *u, enum amp_ty type, const char *tname)
{
	struct amp_sym *y = amp_scope_lookup(u->scope, u->sel_name, NULL);
	if (!y)
		return;
	y->type = type;
	free(y->tname);
	y->tname = tname ? xstrdup(tname) : NULL;
}

static void select_type_end(struct unitctx *u)
{
	set_sel(u, u->sel_type, u->sel_tname);
	free(u->sel_name);
	free(u->sel_tname);
	u->sel_name = u->sel_tname = NULL;
}

/* The selector of SELECT TYPE or SELECT RANK ([A =>] X, in t[from,
 * to)): A declared as an associate name that takes X's type (and, with
 * whole, all X's attributes, its rank and shape too), or X itself; NULL
 * when neither is known. *name receives the name (the caller frees it). */
static struct amp_sym *selector(struct unitctx *u, size_t from, size_t to, int whole, char **name)
{
	const char *t = u->si[u->cur].t;
	size_t k = from;
	char *nm = name_at(t, &k, to);
	*name = nm;
	if (!nm)
		return NULL;
	if (k + 1 < to && t[k] == '=' && t[k + 1] == '>') {
		size_t j = k + 2;
		char *sel = name_at(t, &j, to);
		struct amp_sym *y = amp_scope_declare(u->scope, nm);
		struct amp_sym *x = sel ? amp_scope_lookup(u->scope, sel, NULL) : NULL;
		free(sel);
		if (whole && x && x != y) {
			amp_sym_copy_attrs(y, x);
		} else if (!whole) {
			y->type = x ? x->type : T_DERIVED;
			if (x && x->tname && !y->tname)
				y->tname = xstrdup(x->tname);
		}
		y->typed = 1;
		return y;
	}
	return amp_scope_lookup(u->scope, nm, NULL);
}

/* SELECT TYPE ([A =>] X): no operation of its own beyond the branch
 * (SELC); A, or X itself, takes each guard's type in its block. */
static void select_type(struct unitctx *u, size_t from, size_t to)
{
	if (u->sel_name)
		select_type_end(u); /* nested: the inner one wins */
	char *nm;
	struct amp_sym *x = selector(u, from, to, 0, &nm);
	if (!x) {
		free(nm);
		return;
	}
	u->sel_name = nm;
	u->sel_type = x->type;
	u->sel_tname = x->tname ? xstrdup(x->tname) : NULL;
}

/* TYPE IS (INTEGER), TYPE IS (REAL(8)), CLASS IS (POINT) */
static void type_guard(struct unitctx *u, const char *t, size_t len)
{
	size_t k = starts(t, "TYPEIS(") ? 7 : 8;
	long q = match_paren(t, len, k - 1);
	if (q < 0)
		return;
	size_t j = k;
	enum amp_ty ty = type_spec(u, t, (size_t)q, &j, NULL);
	if (ty != T_NONE) {
		set_sel(u, ty, NULL);
		return;
	}
	char *nm = name_at(t, &k, (size_t)q);
	if (nm)
		set_sel(u, T_DERIVED, nm);
	free(nm);
}

/* The statement just counted into c referenced a coarray on another image
 * (A[2]): no parameter models that access, so the statement is also
 * reported unmodeled (COINDEXED), unless it is already for another
 * reason. */
static void coindexed_unmodeled(struct unitctx *u, double *c, const char **unmodeled)
{
	if (u->coindexed && !*unmodeled) {
		*unmodeled = "COINDEXED";
		c[AUX(AMP_ST_UNMODELED)] += 1;
	}
	u->coindexed = 0;
}

/* The shape of the SELECT RANK selector's name: rank and dims. */
static void set_rank(struct unitctx *u, int rank, const char *dims)
{
	struct amp_sym *y = amp_scope_lookup(u->scope, u->rank_name, NULL);
	if (!y)
		return;
	y->rank = rank;
	free(y->dims);
	y->dims = dims ? xstrdup(dims) : NULL;
}

static void select_rank_end(struct unitctx *u)
{
	set_rank(u, u->rank_rank, u->rank_dims);
	free(u->rank_name);
	free(u->rank_dims);
	u->rank_name = u->rank_dims = NULL;
}

/* SELECT RANK ([B =>] A): no operation of its own beyond the branch
 * (SELC, as SELECT CASE); B, or A itself, takes each guard's rank in its
 * block, as an assumed-shape array (RANK (*): assumed-size). */
static void select_rank(struct unitctx *u, size_t from, size_t to)
{
	if (u->rank_name)
		select_rank_end(u); /* nested: the inner one wins */
	char *nm;
	struct amp_sym *x = selector(u, from, to, 1, &nm);
	if (!x) {
		free(nm);
		return;
	}
	u->rank_name = nm;
	u->rank_rank = x->rank;
	u->rank_dims = x->dims ? xstrdup(x->dims) : NULL;
	u->rank_depth = u->sel_depth;
}

/* RANK (N), RANK (*), RANK DEFAULT */
static void rank_guard(struct unitctx *u, const char *t, size_t len)
{
	if (strcmp(t, "RANKDEFAULT") == 0) {
		set_rank(u, u->rank_rank, u->rank_dims);
		return;
	}
	if (strcmp(t, "RANK(*)") == 0) {
		set_rank(u, 1, "*");
		return;
	}
	int n = char_len_value(u, t + 5, len - 6);
	if (n < 0 || n > 15 || (n == 0 && !(len == 7 && t[5] == '0'))) {
		set_rank(u, u->rank_rank, u->rank_dims); /* not known here */
		return;
	}
	char dims[32] = "";
	for (int k = 0; k < n; k++)
		strcat(dims, k ? ",:" : ":");
	set_rank(u, n, n ? dims : NULL);
}

/* The header of DO CONCURRENT or FORALL from its parenthesis at
 * t[open]: (INTEGER :: I = 1:N, J = ..., mask). Indices given a type
 * there are declared with it (in the unit's scope, as a BLOCK's
 * declarations are); a header without an index is an error. */
static void header_indices(struct unitctx *u, const char *t, size_t len, size_t open, const char *what)
{
	size_t h = open + 1;
	long q = match_paren(t, len, open);
	if (q <= 0)
		return;
	long dc = exposed_dcolon(t + h, (size_t)q - h);
	size_t ti = h, from = dc >= 0 ? h + (size_t)dc + 2 : h;
	char *tname = NULL;
	enum amp_ty ty = dc >= 0 ? type_spec(u, t, (size_t)q, &ti, &tname) : T_NONE;
	size_t is[64], ie[64];
	int ni = split_commas(t, from, (size_t)q, is, ie, 64), nidx = 0;
	for (int j = 0; j < ni; j++) {
		/* an index spec NAME = ..., not the mask (I /= J,
		 * X(I) == 0.0) */
		long eq = exposed(t, ie[j], is[j], '=');
		size_t ne = is[j];
		char *nm = eq > (long)is[j] ? name_at(t, &ne, (size_t)eq) : NULL;
		if (nm && ne == (size_t)eq && t[eq + 1] != '=') {
			nidx++;
			if (ty != T_NONE)
				declare_entity(u, u->scope, t, is[j], (size_t)eq, ty, tname, NULL, 0, 0, 1);
		}
		free(nm);
	}
	free(tname);
	if (nidx == 0)
		err_at(u, from, "expected an index (NAME = FIRST:LAST) in %s", what);
}

static void process_exec(struct unitctx *u, size_t i, enum dk d, size_t aux)
{
	struct sinfo *s = &u->si[i];
	struct amp_stmt_info *info = &u->p->stmts[i];
	const char *t = s->t;
	size_t len = s->tlen;
	u->cur = i;
	u->cur_action = 0;
	s->exec = 1;
	ld_clear(s);
	u->coindexed = 0;
	switch (d) {
	case D_IF_LOGICAL: {
		double red[NC] = { 0 };
		u->red = red;
		u->red_seen = 0;
		count_if_cond(u, s, 3, aux, s->cnt, 0);
		u->red = NULL;
		int red_seen = u->red_seen;
		char red_name[sizeof u->red_name];
		memcpy(red_name, u->red_name, sizeof red_name);
		bump(s->cnt, "IFLO", 1);
		s->cnt[AUX(AMP_ST_IF)] += 1;
		coindexed_unmodeled(u, s->cnt, &s->unmodeled);
		size_t a = aux + 1, aux2;
		enum dk ad = classify(t + a, len - a, &aux2);
		if (ad == D_IF_LOGICAL || ad == D_IF_THEN || ad == D_DO || ad == D_DO_WHILE ||
		    is_spec(ad) || ad == D_ERROR || ad == D_END || ad == D_ELSE || ad == D_ELSE_IF ||
		    ad == D_END_IF || ad == D_END_DO || ad == D_SELECT || ad == D_CASE) {
			err_at(u, a, "this statement cannot be the action of a logical IF");
			break;
		}
		s->act_kind = (int)ad;
		info->action_off = (size_t)s->map[a];
		exec_stmt(u, ad, a, a + aux2, s->act, &s->act_unmodeled, 1);
		coindexed_unmodeled(u, s->act, &s->act_unmodeled);
		s->ends_block = 1;
		if (red_seen && !s->has_scaled) {
			memcpy(s->scaled, red, sizeof s->scaled);
			free(s->count_name);
			s->count_name = xstrdup(red_name);
			s->has_scaled = 1;
		} else if (red_seen) {
			/* One scaled part per statement: the action's is kept. */
			for (int k = 0; k < NC; k++)
				s->cnt[k] += red[k];
		}
		break;
	}
	case D_IF_THEN:
		s->ends_block = 1;
		if (aux == 0) {
			err_at(u, 2, "missing ')' in IF");
			break;
		}
		count_if_cond(u, s, 3, aux, s->cnt, 1);
		bump(s->cnt, "IFLO", 1);
		s->cnt[AUX(AMP_ST_IF)] += 1;
		s->ends_block = 1;
		break;
	case D_ELSE_IF:
		if (aux == 0) {
			err_at(u, 6, "missing ')' in ELSE IF");
			break;
		}
		count_if_cond(u, s, 7, aux, s->cnt, 1);
		bump(s->cnt, "IFLO", 1);
		s->cnt[AUX(AMP_ST_IF)] += 1;
		s->ends_block = 1;
		break;
	case D_DO: {
		size_t k = 2;
		int label = read_label(t, &k, len);
		s->do_label = label > 0 ? label : 0;
		if (k < len && t[k] == ',')
			k++;
		s->cnt[AUX(AMP_ST_DO)] += 1;
		if (k == len) {
			s->do_kind = 3;
		} else if (starts(t + k, "CONCURRENT(")) {
			/* DO CONCURRENT (I = 1:N, J = ...): one loop set-up, the
			 * body's first block counts every index combination. */
			bump(s->cnt, "LOIN", 1);
			s->do_kind = 1;
			long q = match_paren(t, len, k + 10);
			header_indices(u, t, len, k + 10, "DO CONCURRENT");
			/* its LOCAL and LOCAL_INIT variables, which the copy's
			 * sequential loop keeps apart (instrument.c); not
			 * pointers: the copy saves values, not associations */
			struct amp_stmt_info *ci = &u->p->stmts[u->cur];
			struct amp_buf lb[2] = { { 0 }, { 0 } };
			for (size_t r = q > 0 ? (size_t)q + 1 : len; r < len;) {
				int init = starts(t + r, "LOCAL_INIT(");
				int local = init || starts(t + r, "LOCAL(");
				const char *o = memchr(t + r, '(', len - r);
				long e = o ? match_paren(t, len, (size_t)(o - t)) : -1;
				if (e < 0)
					break;
				size_t ns[64], ne[64];
				int nn = local ? split_commas(t, (size_t)(o - t) + 1, (size_t)e, ns, ne, 64) : 0;
				for (int j = 0; j < nn; j++) {
					size_t a = ns[j];
					char *nm = name_at(t, &a, ne[j]);
					struct amp_sym *y = nm ? amp_scope_lookup(u->scope, nm, NULL) : NULL;
					if (nm && a == ne[j] && !(y && y->pointer))
						buf_printf(&lb[init], "%s%s", lb[init].len ? "," : "", nm);
					free(nm);
				}
				r = (size_t)e + 1;
			}
			free(ci->dc_local);
			free(ci->dc_local_init);
			ci->dc_local = lb[0].len ? buf_detach(&lb[0]) : NULL;
			ci->dc_local_init = lb[1].len ? buf_detach(&lb[1]) : NULL;
		} else {
			struct amp_parse pr;
			if (parse(u, k, len, AMP_PM_DOCTL, &pr) == 0) {
				s->do_step = 1;
				s->do_unit = 1;
				if (pr.nlist > 3) {
					const struct amp_expr *st = pr.list[3];
					while (st && st->k == AMP_E_PAREN)
						st = st->a;
					s->do_step = st && st->k == AMP_E_INT ? 1 :
						     st && st->k == AMP_E_UN && st->op == AMP_OP_NEG && st->a &&
						     st->a->k == AMP_E_INT ? -1 : 0;
					const struct amp_expr *mag = st && st->k == AMP_E_UN ? st->a : st;
					s->do_unit = s->do_step && mag && mag->k == AMP_E_INT && mag->name &&
						     strcmp(mag->name, "1") == 0;
				}
				if (pr.nlist > 0 && pr.list[0]->k == AMP_E_NAME && pr.list[0]->name)
					snprintf(s->do_var, sizeof s->do_var, "%s", pr.list[0]->name);
				double funcs = s->cnt[amp_param_index("FUNC")];
				int nonint = 0;
				for (int j = 1; j < pr.nlist; j++) {
					struct ev ev = cexpr(u, pr.list[j], s->cnt);
					nonint |= ev.t != T_INT;
					/* a step known only at run time (rule 19) */
					if (j == 3 && !ev.cnst && s->do_step == 0)
						s->do_vstep = 1;
				}
				/* the bounds' loads (rule 23): the first value is the
				 * DO variable's in the loop's first block */
				for (int j = 1; j < pr.nlist && !u->too_deep; j++)
					ld_walk(u, pr.list[j], -1, j == 1, 0);
				if (s->do_var[0] && !u->too_deep) {
					free(s->ld_lhs);
					s->ld_lhs = xstrdup(s->do_var);
					s->ld_lhs_act = 0;
				}
				/* the trip count is taken in the DO variable's type,
				 * the bounds converted to it (a REAL variable, or an
				 * INTEGER one with REAL bounds) */
				struct amp_sym *dv = s->do_var[0] ? amp_scope_lookup(u->scope, s->do_var, NULL) : NULL;
				enum amp_ty vt = dv ? dv->type : amp_scope_implicit(u->scope, s->do_var);
				u->p->stmts[u->cur].do_conv = vt == T_REAL ? 'R' : vt == T_DBL ? 'D' :
							      vt == T_INT && nonint ? 'I' : 0;
				/* the instrumented copy evaluates the bounds once more */
				s->do_sim = s->cnt[amp_param_index("FUNC")] == funcs;
				u->p->stmts[u->cur].do_calls = !s->do_sim;
				amp_parse_release(&pr);
			}
			bump(s->cnt, "LOIN", 1);
			s->do_kind = 1;
		}
		s->ends_block = 1;
		break;
	}
	case D_DO_WHILE: {
		size_t k = 2;
		int label = read_label(t, &k, len);
		s->do_label = label > 0 ? label : 0;
		if (k < len && t[k] == ',')
			k++;
		k += 5; /* WHILE */
		long q = match_paren(t, len, k);
		if (q < 0 || (size_t)q != len - 1) {
			err_at(u, k, "malformed DO WHILE condition");
			break;
		}
		count_if_cond(u, s, k + 1, (size_t)q, s->cnt, 1);
		bump(s->cnt, "LWHI", 1);
		s->cnt[AUX(AMP_ST_DO)] += 1;
		s->do_kind = 2;
		s->ends_block = 1;
		break;
	}
	case D_SELECT: {
		long q = match_paren(t, len, 10);
		if (q < 0) {
			err_at(u, 10, "missing ')' in SELECT CASE");
			break;
		}
		u->sel_depth++;
		if (starts(t, "SELECTTYPE("))
			select_type(u, 11, (size_t)q);
		else if (starts(t, "SELECTRANK("))
			select_rank(u, 11, (size_t)q);
		else
			count_own_cond(u, 11, (size_t)q, s->cnt);
		bump(s->cnt, "SELC", 1);
		s->cnt[AUX(AMP_ST_IF)] += 1;
		s->ends_block = 1;
		break;
	}
	case D_CASE:
		if (u->sel_name && (starts(t, "TYPEIS(") || starts(t, "CLASSIS(")))
			type_guard(u, t, len);
		else if (u->sel_name && strcmp(t, "CLASSDEFAULT") == 0)
			set_sel(u, u->sel_type, u->sel_tname);
		else if (u->rank_name && u->rank_depth == u->sel_depth && starts(t, "RANK"))
			rank_guard(u, t, len);
		s->ends_block = 1;
		break;
	case D_END_SELECT:
		if (u->sel_name)
			select_type_end(u);
		if (u->rank_name && u->rank_depth == u->sel_depth)
			select_rank_end(u);
		if (u->sel_depth > 0)
			u->sel_depth--;
		s->ends_block = 1;
		break;
	case D_ELSE: case D_END_IF: case D_END_DO:
		s->ends_block = 1;
		break;
	case D_ENTRY:
		break;
	default:
		exec_stmt(u, d, 0, aux, s->cnt, &s->unmodeled, 0);
		break;
	}
	coindexed_unmodeled(u, s->cnt, &s->unmodeled);
	info->kind = info->kind == AMP_SK_ERROR ? AMP_SK_ERROR : public_kind(d);
}

/* ---- units, specification parts, blocks -------------------------------- */

static void blank_free(struct amp_stmt *st, enum amp_form form, struct sinfo *s)
{
	s->t = xmalloc(st->len + 1);
	s->map = xmalloc((st->len + 1) * sizeof *s->map);
	size_t n = 0;
	char q = 0;
	for (size_t i = 0; i < st->len; i++) {
		char c = st->text[i];
		if (q) {
			if (c == q)
				q = 0;
		} else if (c == '\'' || c == '"') {
			q = c;
		} else if (c == ' ' && form == AMP_FORM_FREE) {
			continue;
		}
		s->t[n] = c;
		s->map[n++] = (int)i;
	}
	s->t[n] = '\0';
	s->map[n] = (int)st->len;
	s->tlen = n;
	/* A construct name (OUTER: DO ...) only names the construct; END DO
	 * OUTER, CYCLE OUTER and the like read it as a trailing name. */
	size_t k = 0;
	if (n > 0 && isalpha((unsigned char)s->t[0]))
		while (k < n && (isalnum((unsigned char)s->t[k]) || s->t[k] == '_'))
			k++;
	if (k > 0 && k + 1 < n && s->t[k] == ':' && s->t[k + 1] != ':') {
		k++;
		memmove(s->t, s->t + k, n - k + 1);
		memmove(s->map, s->map + k, (n - k + 1) * sizeof *s->map);
		s->tlen = n - k;
	}
}

/* "OPERATOR(op)" for the operator op[0..n), a defined operator or an
 * intrinsic one in the spelling op_spelling gives (.EQ. is ==); NULL if
 * n is 0. */
static char *operator_key(const char *op, size_t n)
{
	static const char *const old[][2] = { { ".EQ.", "==" }, { ".NE.", "/=" },
		{ ".LT.", "<" }, { ".LE.", "<=" }, { ".GT.", ">" }, { ".GE.", ">=" } };
	for (size_t k = 0; k < sizeof old / sizeof old[0]; k++)
		if (n == strlen(old[k][0]) && memcmp(op, old[k][0], n) == 0)
			return xasprintf("OPERATOR(%s)", old[k][1]);
	return n > 0 ? xasprintf("OPERATOR(%.*s)", (int)n, op) : NULL;
}

/* The generic an INTERFACE statement's text t names: "NAME", or
 * "OPERATOR(op)" (operator_key); NULL for none. */
static char *generic_name(const char *t, size_t len)
{
	size_t a = 9, b = a;
	if (starts(t + a, "OPERATOR(") && t[len - 1] == ')')
		return operator_key(t + a + 9, len - 1 - (a + 9));
	while (b < len && (isalnum((unsigned char)t[b]) || t[b] == '_'))
		b++;
	return b > a && b == len ? xstrndup(t + a, b - a) : NULL;
}

/* GENERIC :: OPERATOR(op) => B in a derived type: B is a binding of
 * the type (PROCEDURE :: B => F) or a procedure; the operator is a
 * function typed like F. Returns the operator's key and the specific's
 * name in *spec, or NULL. */
static char *bound_operator(const char *t, size_t len, char **spec)
{
	long dc = exposed_dcolon(t, len);
	*spec = NULL;
	if (!starts(t, "GENERIC") || dc < 0 || !starts(t + dc + 2, "OPERATOR("))
		return NULL;
	size_t o = (size_t)dc + 11;
	long q = match_paren(t, len, o - 1);
	if (q < 0 || (size_t)q + 3 > len || t[q + 1] != '=' || t[q + 2] != '>')
		return NULL;
	size_t i = (size_t)q + 3;
	*spec = name_at(t, &i, len);
	if (!*spec)
		return NULL;
	for (size_t d = 0; d < G.ndtypes; d++) {
		struct amp_sym *b = amp_scope_find_local(&G.dtypes[d].comps, *spec);
		if (b && b->is_func && b->init) {
			free(*spec);
			*spec = xstrdup(b->init);
			break;
		}
	}
	return operator_key(t + o, (size_t)q - o);
}

static int unit_header(const char *t, size_t len, int inner, enum amp_unit_kind *kind, char **name,
		       long *ftype_off, size_t *args_off, int *separate);

/* INTERFACE NAME ... MODULE PROCEDURE F, G ... END INTERFACE, or with
 * an interface body FUNCTION F(...) ... END FUNCTION in place of MODULE
 * PROCEDURE (a separate module procedure's): a reference to NAME is a
 * user function typed like its first known specific. INTERFACE OPERATOR
 * (.CROSS.) and OPERATOR (+) name their operator's functions the same
 * way. */
static void generics(struct amp_program *p, struct sinfo *si)
{
	char *gen = NULL;
	int body = 0; /* inside an interface body */
	for (size_t i = 0; i < p->nstmts; i++) {
		const struct sinfo *s = &si[i];
		if (s->d != D_INTERFACE && s->d != D_OTHERSPEC)
			continue;
		const char *t = s->t;
		char *spec = NULL;
		enum amp_unit_kind kind;
		long ftype;
		size_t args;
		int sep;
		if (s->d == D_OTHERSPEC && starts(t, "GENERIC")) {
			char *key = bound_operator(t, s->tlen, &spec);
			for (size_t f = 0; key && f < G.nfuncs; f++)
				if (strcmp(G.funcs[f].name, spec) == 0 && !is_user_func(key)) {
					amp_grow(&G.funcs, &G.capfuncs, G.nfuncs, sizeof *G.funcs);
					G.funcs[G.nfuncs].name = key;
					G.funcs[G.nfuncs].type = G.funcs[f].type;
					G.funcs[G.nfuncs].outside = 1;
					G.nfuncs++;
					key = NULL;
					break;
				}
			free(key);
			free(spec);
			continue;
		}
		if (s->d != D_INTERFACE)
			continue;
		if (starts(t, "ENDINTERFACE")) {
			free(gen);
			gen = NULL;
			body = 0;
		} else if (starts(t, "INTERFACE")) {
			free(gen);
			gen = generic_name(t, s->tlen);
			body = 0;
		} else if (gen && !body && (starts(t, "MODULEPROCEDURE") || starts(t, "PROCEDURE"))) {
			size_t a = starts(t, "MODULE") ? 15 : 9;
			if (a + 2 <= s->tlen && t[a] == ':' && t[a + 1] == ':')
				a += 2;
			size_t b = a;
			while (b < s->tlen && (isalnum((unsigned char)t[b]) || t[b] == '_'))
				b++;
			spec = xstrndup(t + a, b - a);
		} else if (gen && !body && unit_header(t, s->tlen, 1, &kind, &spec, &ftype, &args, &sep)) {
			body = 1;
			if (kind != AMP_UNIT_FUNCTION) {
				free(spec);
				spec = NULL;
			}
		} else if (body && is_end_unit(t)) {
			body = 0;
		}
		for (size_t f = 0; spec && f < G.nfuncs; f++)
			if (strcmp(G.funcs[f].name, spec) == 0 && !is_user_func(gen)) {
				amp_grow(&G.funcs, &G.capfuncs, G.nfuncs, sizeof *G.funcs);
				G.funcs[G.nfuncs].name = xstrdup(gen);
				G.funcs[G.nfuncs].type = G.funcs[f].type;
				G.funcs[G.nfuncs].outside = 1;
				G.nfuncs++;
				break;
			}
		free(spec);
	}
	free(gen);
}

/* The name in RESULT(name) after a FUNCTION header's arguments, or NULL. */
static char *result_name(const char *t, size_t len, size_t off)
{
	if (off >= len || t[off] != '(')
		return NULL;
	long q = match_paren(t, len, off);
	if (q < 0)
		return NULL;
	for (size_t i = (size_t)q + 1; i + 7 < len; i++)
		if (starts(t + i, "RESULT(")) {
			size_t a = i + 7, b = a;
			while (b < len && (isalnum((unsigned char)t[b]) || t[b] == '_'))
				b++;
			return b > a && b < len && t[b] == ')' ? xstrndup(t + a, b - a) : NULL;
		}
	return NULL;
}

static void header_args(struct unitctx *u, const char *t, size_t len, size_t off)
{
	if (off >= len || t[off] != '(')
		return;
	long q = match_paren(t, len, off);
	if (q < 0)
		return;
	size_t s[256], e[256];
	int n = split_commas(t, off + 1, (size_t)q, s, e, 256);
	for (int k = 0; k < n; k++) {
		size_t p0 = s[k];
		char *nm = name_at(t, &p0, e[k]);
		if (nm) {
			amp_scope_declare(u->scope, nm)->dummy = 1;
			free(nm);
		}
	}
}

static int stmtfn_shape(struct unitctx *u, const char *t, size_t len)
{
	size_t i = 0;
	char *nm = name_at(t, &i, len);
	if (!nm)
		return 0;
	int ok = i < len && t[i] == '(';
	if (ok) {
		struct amp_sym *y = amp_scope_lookup(u->scope, nm, NULL);
		ok = !(y && (y->rank > 0 || y->type == T_CHAR || y->type == T_DERIVED));
		long q = match_paren(t, len, i);
		ok = ok && q > 0 && q + 1 < (long)len && t[q + 1] == '=';
		for (size_t k = i + 1; ok && k < (size_t)q; k++)
			if (!(isalnum((unsigned char)t[k]) || t[k] == '_' || t[k] == ','))
				ok = 0;
	}
	free(nm);
	return ok;
}

/* The specification statements of the interface body whose header is
 * statement j, read into u's scope (a MODULE PROCEDURE's arguments and
 * result are declared there); interfaces nested in it are skipped. */
static void interface_specs(struct unitctx *u, size_t j)
{
	struct amp_program *p = u->p;
	size_t saved = u->cur;
	int depth = 0;
	for (size_t k = j + 1; k < p->nstmts; k++) {
		struct sinfo *s = &u->si[k];
		const char *t = s->t;
		size_t len = s->tlen, aux;
		if (starts(t, "ENDINTERFACE")) {
			if (depth-- == 0)
				break;
			continue;
		}
		if (starts(t, "INTERFACE") || starts(t, "ABSTRACTINTERFACE")) {
			depth++;
			continue;
		}
		if (depth > 0)
			continue;
		if (is_end_unit(t))
			break;
		u->cur = k;
		switch (classify(t, len, &aux)) {
		case D_DECL: type_decl(u, u->scope, t, len); break;
		case D_IMPLICIT: implicit_stmt(u, t, len); break;
		case D_PARAMETER: parameter_stmt(u, t, len); break;
		case D_DIMENSION: name_list_attr(u, t, 9, len, 'D'); break;
		case D_EXTERNAL: name_list_attr(u, t, 8, len, 'E'); break;
		case D_INTRINSIC: name_list_attr(u, t, 9, len, 'I'); break;
		case D_ALLOCATABLE: name_list_attr(u, t, 11, len, 'A'); break;
		case D_USE: use_stmt(u, t, len); break;
		case D_OTHERSPEC:
			if (starts(t, "POINTER") && len > 7 && t[7] != '(')
				name_list_attr(u, t, 7, len, 'P');
			if (starts(t, "CODIMENSION")) /* CODIMENSION :: X[*] */
				u->p->coarrays = 1;
			procedure_entities(u, t, len);
			break;
		default: break;
		}
	}
	u->cur = saved;
}

/* ENUMERATOR [::] A = 1, B, C: integer named constants, each one more
 * than the one before unless given (the first 0); *next carries the
 * value on to the next ENUMERATOR statement of the ENUM (-1: not known). */
static void enumerators(struct unitctx *u, const char *t, size_t len, long *next)
{
	long dc = exposed_dcolon(t, len);
	size_t from = dc >= 0 ? (size_t)dc + 2 : 10, s[512], e[512];
	int n = split_commas(t, from, len, s, e, 512);
	for (int k = 0; k < n; k++) {
		size_t i = s[k];
		char *nm = name_at(t, &i, e[k]);
		if (!nm) {
			err_at(u, s[k], "expected a name in the ENUMERATOR statement");
			continue;
		}
		struct amp_sym *y = amp_scope_declare(u->scope, nm);
		y->type = T_INT;
		y->typed = 1;
		y->param = 1;
		free(y->init);
		y->init = NULL;
		if (i < e[k] && t[i] == '=') {
			size_t v = i + 1, d = v;
			while (d < e[k] && isdigit((unsigned char)t[d]))
				d++;
			*next = d > v && d == e[k] ? atol(t + v) : -1;
			if (*next < 0)
				y->init = xstrndup(t + v, e[k] - v);
		}
		if (*next >= 0)
			y->init = xasprintf("%ld", (*next)++);
		free(nm);
	}
}

/* The diagnostic for a statement classify did not recognize. */
static void unrecognized(struct unitctx *u)
{
	const char *t = u->si[u->cur].t;
	if (starts(t, "RANKIS("))
		err_at(u, 0, "expected RANK (n), RANK (*) or RANK DEFAULT (there is no RANK IS)");
	else
		err_at(u, 0, "unrecognized statement");
}

/* Does t open an interface block? */
static int iface_open(const char *t, size_t len)
{
	return (starts(t, "INTERFACE") || starts(t, "ABSTRACTINTERFACE")) && exposed(t, len, 0, '=') < 0;
}

/* A statement of an interface block: the procedure an interface body
 * describes is the unit's own external or dummy procedure, which
 * shadows an intrinsic of the same name; a function takes the type of
 * its header. *depth counts the bodies open. */
static void iface_body(struct unitctx *u, const char *t, size_t len, int *depth)
{
	enum amp_unit_kind kind;
	char *nm = NULL;
	long ftype;
	size_t args;
	int sep;
	if (unit_header(t, len, 1, &kind, &nm, &ftype, &args, &sep)) {
		if ((*depth)++ == 0 && (kind == AMP_UNIT_FUNCTION || kind == AMP_UNIT_SUBROUTINE)) {
			struct amp_sym *y = amp_scope_declare(u->scope, nm);
			y->external = 1;
			y->is_func = kind == AMP_UNIT_FUNCTION;
			size_t i = ftype >= 0 ? (size_t)ftype : len;
			int clen = u->decl_clen;
			enum amp_ty ty = i < len ? type_spec(u, t, len, &i, NULL) : T_NONE;
			u->decl_clen = clen;
			if (ty != T_NONE && !y->typed) {
				y->type = ty;
				y->typed = 1;
			}
			free(u->ib_func);
			free(u->ib_result);
			u->ib_func = u->ib_result = NULL;
			if (kind == AMP_UNIT_FUNCTION && ty == T_NONE) {
				u->ib_func = xstrdup(nm);
				u->ib_result = result_name(t, len, args);
			}
		}
	} else if (is_end_unit(t) && *depth > 0) {
		if (--(*depth) == 0) {
			free(u->ib_func);
			free(u->ib_result);
			u->ib_func = u->ib_result = NULL;
		}
	} else if (*depth == 1 && u->ib_func && type_kw_at(t)) {
		/* REAL(DP) :: Y declaring the body's result (or the function's
		 * own name) types the function */
		size_t i = 0;
		char *tname = NULL;
		int clen = u->decl_clen;
		enum amp_ty ty = type_spec(u, t, len, &i, &tname);
		u->decl_clen = clen;
		long dc = exposed_dcolon(t, len);
		size_t from = dc >= 0 ? (size_t)dc + 2 : i;
		const char *want = u->ib_result ? u->ib_result : u->ib_func;
		size_t s[256], e[256];
		int n = ty != T_NONE && from < len ? split_commas(t, from, len, s, e, 256) : 0;
		for (int k = 0; k < n; k++) {
			size_t p0 = s[k];
			char *en = name_at(t, &p0, e[k]);
			if (en && strcmp(en, want) == 0) {
				struct amp_sym *y = amp_scope_find_local(u->scope, u->ib_func);
				if (y && !y->typed) {
					y->type = ty;
					y->typed = 1;
					free(y->tname);
					y->tname = tname ? xstrdup(tname) : NULL;
				}
			}
			free(en);
		}
		free(tname);
	}
	free(nm);
}

static void spec_part(struct unitctx *u)
{
	struct amp_program *p = u->p;
	struct amp_unit *un = &p->units[u->unit];
	struct amp_dtype *dt = NULL;
	int in_iface = 0, seen_exec = 0, in_block_spec = 0, in_enum = 0, body_depth = 0;
	long enum_next = 0;
	un->first_exec = un->last_stmt;
	for (size_t i = un->first_stmt; i <= un->last_stmt; i++) {
		if (p->stmts[i].unit != u->unit)
			continue;
		struct sinfo *s = &u->si[i];
		u->cur = i;
		const char *t = s->t;
		size_t len = s->tlen;
		if (i == un->first_stmt && s->d == D_HEADER)
			continue;
		if (in_iface) {
			s->d = D_INTERFACE;
			if (starts(t, "ENDINTERFACE"))
				in_iface--;
			else if (in_iface == 1)
				iface_body(u, t, len, &body_depth);
			if (iface_open(t, len))
				in_iface++;
			continue;
		}
		/* ENUM, BIND(C) ... END ENUM: named constants only */
		if (!seen_exec && strcmp(t, "ENUM,BIND(C)") == 0) {
			in_enum = (int)(i - un->first_stmt) + 1;
			enum_next = 0;
			s->d = D_OTHERSPEC;
			continue;
		}
		if (in_enum && (strcmp(t, "ENDENUM") == 0 || starts(t, "ENUMERATOR"))) {
			s->d = D_OTHERSPEC;
			if (strcmp(t, "ENDENUM") == 0)
				in_enum = 0;
			else
				enumerators(u, t, len, &enum_next);
			continue;
		}
		if (in_enum) {
			u->cur = un->first_stmt + (size_t)in_enum - 1;
			err_at(u, 0, "ENUM is never closed (missing END ENUM)");
			u->cur = i;
			in_enum = 0;
		}
		enum dk d = s->d == D_END || s->d == D_CONTAINS ? s->d : classify(t, len, &s->aux);
		/* Free form keeps blanks: "DO I = 1 10" is a DO missing its comma,
		 * not an assignment to DOI (which would be written DOI = ...). */
		const struct amp_stmt *st = &p->stmts[i].st;
		if (d == D_ASSIGN && p->srcs.files[st->start.file].form == AMP_FORM_FREE &&
		    strncmp(st->text, "DO ", 3) == 0 && st->text[3] != '=')
			d = D_DO;
		if (d == D_ERROR && !seen_exec && starts(t, "IF("))
			d = D_ERROR;
		s->d = d;
		if (dt) {
			if (d == D_ENDTYPE) {
				dt = NULL;
			} else if (d == D_DECL) {
				struct amp_scope *save = u->scope;
				u->scope = &dt->comps;
				type_decl(u, &dt->comps, t, len);
				u->scope = save;
			} else if (starts(t, "PROCEDURE") || starts(t, "GENERIC")) {
				type_bindings(&dt->comps, t, len);
			}
			s->d = D_OTHERSPEC;
			continue;
		}
		/* BLOCK ... END BLOCK: the declarations that open it go in the
		 * unit's scope (names are not reused across blocks in practice) */
		int is_block = d == D_CONTINUE && strcmp(t, "BLOCK") == 0;
		if (seen_exec) {
			if (is_block) {
				in_block_spec = 1;
				continue;
			}
			if (!in_block_spec)
				continue;
			if (!is_spec(d)) {
				in_block_spec = 0;
				continue;
			}
		}
		if (is_block)
			in_block_spec = 1;
		if (d == D_ASSIGN && stmtfn_shape(u, t, len)) {
			size_t k = 0;
			char *nm = name_at(t, &k, len);
			struct amp_sym *y = amp_scope_declare(u->scope, nm);
			y->stmtfn = 1;
			free(nm);
			s->d = D_STMTFN;
			continue;
		}
		switch (d) {
		case D_DECL: type_decl(u, u->scope, t, len); break;
		case D_IMPLICIT: implicit_stmt(u, t, len); break;
		case D_COMMON: common_stmt(u, t, len); break;
		case D_PARAMETER: parameter_stmt(u, t, len); break;
		case D_DIMENSION: name_list_attr(u, t, 9, len, 'D'); break;
		case D_EXTERNAL: name_list_attr(u, t, 8, len, 'E'); break;
		case D_INTRINSIC: name_list_attr(u, t, 9, len, 'I'); break;
		case D_ALLOCATABLE: name_list_attr(u, t, 11, len, 'A'); break;
		case D_USE: use_stmt(u, t, len); break;
		case D_OTHERSPEC:
			if (starts(t, "POINTER") && len > 7 && t[7] != '(')
				name_list_attr(u, t, 7, len, 'P');
			if (starts(t, "CODIMENSION")) /* CODIMENSION :: X[*] */
				u->p->coarrays = 1;
			procedure_entities(u, t, len);
			break;
		case D_INTERFACE:
			if (!starts(t, "ENDINTERFACE")) {
				in_iface = 1;
				body_depth = 0;
			}
			break;
		case D_TYPEDEF: {
			long dc = exposed_dcolon(t, len);
			size_t k = dc >= 0 ? (size_t)dc + 2 : 4;
			char *nm = name_at(t, &k, len);
			if (nm) {
				/* TYPE, EXTENDS(PARENT) :: NAME inherits the parent's
				 * components */
				long pi = -1; /* the parent's index: the table may move */
				const char *ex = strstr(t, ",EXTENDS(");
				if (ex && (dc < 0 || ex < t + dc)) {
					size_t j = (size_t)(ex - t) + 9;
					char *pn = name_at(t, &j, len);
					struct amp_dtype *pd = pn ? dtype_find(pn) : NULL;
					pi = pd ? (long)(pd - G.dtypes) : -1;
					free(pn);
				}
				amp_grow(&G.dtypes, &G.capdtypes, G.ndtypes, sizeof *G.dtypes);
				struct amp_dtype *parent = pi >= 0 ? &G.dtypes[pi] : NULL;
				dt = &G.dtypes[G.ndtypes++];
				dt->name = nm;
				amp_scope_init(&dt->comps, nm, NULL);
				for (size_t c = 0; parent && c < parent->comps.nsyms; c++)
					amp_sym_copy_attrs(amp_scope_declare(&dt->comps, parent->comps.syms[c].name),
							   &parent->comps.syms[c]);
			}
			break;
		}
		case D_DATA: case D_FORMAT: case D_ENDTYPE: case D_END:
		case D_CONTAINS:
			break;
		case D_ENTRY:
			/* An ENTRY among the declarations: its callers start where
			 * the others do, at the first executable statement. */
			break;
		case D_ERROR:
			/* Before the first executable statement the statement
			 * part never sees it: report it here. */
			unrecognized(u);
			break;
		default:
			seen_exec = 1;
			un->first_exec = i;
			break;
		}
	}
	/* The intrinsics the instrumented copy uses that this unit's own
	 * entities (variables, arrays, procedures) hide. */
	static const struct { const char *name; unsigned bit; } hidden[] = {
		{ "SIZE", AMP_SH_SIZE }, { "MAX", AMP_SH_MAX }, { "LOC", AMP_SH_LOC },
		{ "IS_CONTIGUOUS", AMP_SH_LOC }, { "STORAGE_SIZE", AMP_SH_LOC },
		{ "MERGE", AMP_SH_MERGE }, { "INT", AMP_SH_INT }, { "REAL", AMP_SH_REAL },
		{ "DBLE", AMP_SH_DBLE },
	};
	un->shadows = 0;
	for (size_t k = 0; k < sizeof hidden / sizeof hidden[0]; k++) {
		struct amp_sym *y = amp_scope_lookup(u->scope, hidden[k].name, NULL);
		if (y && !y->intrinsic)
			un->shadows |= hidden[k].bit;
		/* a procedure of the program by that name (an external
		 * SUBROUTINE MERGE that this unit calls with no declaration,
		 * a module's, an internal one) may be what the name means
		 * here: every unit takes it as hidden */
		for (size_t j = 0; j < p->nunits; j++)
			if (p->units[j].name && strcmp(p->units[j].name, hidden[k].name) == 0 &&
			    p->units[j].kind != AMP_UNIT_MODULE && p->units[j].kind != AMP_UNIT_SUBMODULE &&
			    p->units[j].kind != AMP_UNIT_PROGRAM && p->units[j].kind != AMP_UNIT_BLOCKDATA)
				un->shadows |= hidden[k].bit;
	}
	/* Statement function bodies: their operations run at every reference. */
	for (size_t i = un->first_stmt; i < un->first_exec; i++) {
		struct sinfo *s = &u->si[i];
		if (p->stmts[i].unit != u->unit || s->d != D_STMTFN)
			continue;
		u->cur = i;
		size_t k = 0;
		char *nm = name_at(s->t, &k, s->tlen);
		long eq = exposed(s->t, s->tlen, 0, '=');
		struct amp_sym *y = amp_scope_find_local(u->scope, nm);
		struct amp_parse pr;
		if (y && eq > 0 && parse(u, (size_t)eq + 1, s->tlen, AMP_PM_EXPR, &pr) == 0) {
			y->body = xcalloc(NC, sizeof *y->body);
			struct ev r = cexpr(u, pr.rhs, y->body);
			y = amp_scope_find_local(u->scope, nm); /* the body may declare */
			if (numeric(r.t) && numeric(y->type))
				conv(y->body, r.t, y->type);
			amp_parse_release(&pr);
		}
		free(nm);
		p->stmts[i].kind = AMP_SK_STMTFN;
	}
}

struct blockb {
	struct amp_program *p;
	size_t cap, capscaled;
	struct pend { int block; double counts[NC]; size_t stmt; } *sc;
	size_t nsc;
};

static int new_block(struct blockb *bb, size_t stmt, int unit)
{
	struct amp_program *p = bb->p;
	amp_grow(&p->blocks, &bb->cap, p->nblocks, sizeof *p->blocks);
	struct amp_block *b = &p->blocks[p->nblocks++];
	memset(b, 0, sizeof *b);
	b->id = (int)p->nblocks;
	const struct amp_stmt *st = &p->stmts[stmt].st;
	b->file = st->start.file;
	b->line1 = st->first_line;
	b->line2 = st->last_line;
	b->unit = unit;
	b->first_stmt = b->last_stmt = stmt;
	return b->id;
}

/* Block id makes the calls of statement s (its action's with act). */
static void block_calls(struct amp_program *p, int id, const struct sinfo *s, int act)
{
	struct amp_block *b = &p->blocks[id - 1];
	for (int k = 0; k < s->ncalls; k++) {
		if (s->call_act[k] != act)
			continue;
		size_t j = 0;
		while (j < b->ncalls && strcmp(b->calls[j].name, s->calls[k]) != 0)
			j++;
		if (j == b->ncalls) {
			b->calls = xrealloc(b->calls, (b->ncalls + 1) * sizeof *b->calls);
			b->calls[j].name = xstrdup(s->calls[k]);
			b->calls[j].n = 0;
			b->ncalls++;
		}
		b->calls[j].n += 1;
	}
}

static void block_add(struct amp_program *p, int id, size_t stmt, const double *c,
		      const char *unmodeled)
{
	struct amp_block *b = &p->blocks[id - 1];
	const struct amp_stmt *st = &p->stmts[stmt].st;
	if (st->start.file == b->file) {
		if (st->first_line < b->line1)
			b->line1 = st->first_line;
		if (st->last_line > b->line2)
			b->line2 = st->last_line;
	}
	if (stmt > b->last_stmt)
		b->last_stmt = stmt;
	for (int i = 0; i < NC; i++)
		b->counts[i] += c[i];
	if (unmodeled) {
		for (size_t k = 0; k < b->nunmodeled; k++)
			if (strcmp(b->unmodeled[k].kind, unmodeled) == 0) {
				b->unmodeled[k].n++;
				return;
			}
		b->unmodeled = xrealloc(b->unmodeled, (b->nunmodeled + 1) * sizeof *b->unmodeled);
		b->unmodeled[b->nunmodeled].kind = xstrdup(unmodeled);
		b->unmodeled[b->nunmodeled].n = 1;
		b->nunmodeled++;
	}
}

/* Can the statement at i leave the sequence early, or be entered other
 * than from the statement before it? Jumps, jump targets, calls (a
 * callee may STOP), ENTRY. */
static int stmt_calls(const struct sinfo *s)
{
	static int proc = -1, func = -1;
	if (proc < 0) {
		proc = amp_counter_index("PROC");
		func = amp_counter_index("FUNC");
	}
	return s->cnt[proc] || s->cnt[func] || s->act[proc] || s->act[func] || s->scaled[func];
}

static int stmt_quiet(struct unitctx *u, size_t i)
{
	const struct sinfo *s = &u->si[i];
	return !s->transfers && !s->ntargets && !s->act_transfers && !u->p->stmts[i].is_branch_target &&
	       s->d != D_ENTRY && !stmt_calls(s);
}

/* Statements from..to (inclusive) of this unit are all quiet. */
static int range_quiet(struct unitctx *u, size_t from, size_t to)
{
	for (size_t j = from; j <= to; j++)
		if (u->p->stmts[j].unit == u->unit && u->si[j].exec && !stmt_quiet(u, j))
			return 0;
	return 1;
}

/* May a block whose count is derived start at statement i? Ordinary
 * statements only, unlabelled (a label may be jumped to or end a DO). */
static int derivable_leader(struct unitctx *u, size_t i)
{
	const struct amp_stmt_info *info = &u->p->stmts[i];
	if (info->st.label)
		return 0;
	switch (info->kind) {
	case AMP_SK_ASSIGN: case AMP_SK_IF_LOGICAL: case AMP_SK_IF_THEN: case AMP_SK_DO:
	case AMP_SK_GOTO: case AMP_SK_CALL: case AMP_SK_RETURN: case AMP_SK_STOP:
	case AMP_SK_CONTINUE: case AMP_SK_IO: case AMP_SK_SELECT:
		return 1;
	default:
		return 0;
	}
}

/* An open DO loop while blocks are formed. */
struct dofr {
	int label;
	size_t stmt;
	int block_do;
};

/* The innermost open loop if it is a counted DO with a named variable. */
static const struct sinfo *innermost_counted(struct unitctx *u, const struct dofr *dos, int ndo)
{
	if (ndo == 0)
		return NULL;
	const struct sinfo *d = &u->si[dos[ndo - 1].stmt];
	return d->d == D_DO && d->do_kind == 1 && d->do_var[0] ? d : NULL;
}

/* Does the dependence chain of assignment s hold inside the open loops
 * dos[0..ndo)? A scalar target always chains one execution to the next;
 * an array element only when the innermost loop is a counted DO whose
 * variable its subscripts do not use (C(I,J) = C(I,J) + ... in a loop
 * over K), so Y(I) = Y(I) + A in a loop over I is not a chain. */
static int chain_holds(struct unitctx *u, const struct sinfo *s, const struct dofr *dos, int ndo)
{
	if (!s->chain_elem)
		return 1;
	const struct sinfo *d = innermost_counted(u, dos, ndo);
	if (!d || !s->chain_subs)
		return 0;
	char key[72];
	snprintf(key, sizeof key, ",%s,", d->do_var);
	return strstr(s->chain_subs, key) == NULL;
}

static void scaled_add(struct blockb *bb, int block, const double *c, size_t stmt)
{
	amp_grow(&bb->sc, &bb->capscaled, bb->nsc, sizeof *bb->sc);
	struct pend *q = &bb->sc[bb->nsc++];
	q->block = block;
	q->stmt = stmt;
	memcpy(q->counts, c, sizeof q->counts);
}

static void exec_part(struct unitctx *u, struct blockb *bb)
{
	struct amp_program *p = u->p;
	struct amp_unit *un = &p->units[u->unit];
	int is_sub = un->kind == AMP_UNIT_SUBROUTINE || un->kind == AMP_UNIT_FUNCTION;
	if (un->kind == AMP_UNIT_MODULE || un->kind == AMP_UNIT_SUBMODULE ||
	    un->kind == AMP_UNIT_BLOCKDATA)
		return; /* no executable statements */
	/* Counts of every executable statement. */
	for (size_t i = un->first_exec; i <= un->last_stmt; i++) {
		if (p->stmts[i].unit != u->unit)
			continue;
		struct sinfo *s = &u->si[i];
		if (s->d == D_CONTAINS)
			break;
		if (s->d == D_END) {
			s->exec = 1;
			s->cnt[AUX(is_sub ? AMP_ST_RETURN : AMP_ST_OTHER)] += 1;
			p->stmts[i].kind = AMP_SK_UNIT;
			continue;
		}
		if (is_spec(s->d) || s->d == D_HEADER) {
			p->stmts[i].kind = public_kind(s->d);
			continue;
		}
		if (s->d == D_ERROR) {
			u->cur = i;
			unrecognized(u);
			continue;
		}
		process_exec(u, i, s->d, s->aux);
	}
	/* Jump targets. */
	int *targets = NULL;
	size_t nt = 0, capt = 0;
	for (size_t i = un->first_stmt; i <= un->last_stmt; i++)
		if (p->stmts[i].unit == u->unit)
			for (int k = 0; k < u->si[i].ntargets; k++) {
				amp_grow(&targets, &capt, nt, sizeof *targets);
				targets[nt++] = u->si[i].targets[k];
			}
	/* EXIT NAME leaves a BLOCK or ASSOCIATE construct of that name
	 * (Fortran 2008): the statement after its END BLOCK NAME or END
	 * ASSOCIATE NAME starts a block. */
	for (size_t i = un->first_exec; i <= un->last_stmt; i++) {
		const struct sinfo *x = &u->si[i];
		const char *ex = x->d == D_EXIT ? x->t :
				 x->d == D_IF_LOGICAL && x->act_kind == D_EXIT && x->aux + 1 < x->tlen ?
				 x->t + x->aux + 1 : NULL;
		if (p->stmts[i].unit != u->unit || !ex || !ex[4])
			continue;
		for (size_t j = un->first_exec; j <= un->last_stmt; j++) {
			struct sinfo *e = &u->si[j];
			size_t k = starts(e->t, "ENDBLOCK") ? 8 : starts(e->t, "ENDASSOCIATE") ? 12 : 0;
			if (p->stmts[j].unit == u->unit && e->d == D_CONTINUE && k && strcmp(e->t + k, ex + 4) == 0)
				e->ends_block = 1;
		}
	}
	/* Blocks. */
	size_t first_block = p->nblocks;
	int cur = 0, next_leader = 1;
	const char *pending = NULL;
	int pending_vstep = 0; /* with LOOV: the loop's step is a variable */
	struct dofr dos[256];
	int ndo = 0;
	size_t ifs[256];
	int nif = 0;
	int pend_from = 0, pend_minus = 0; /* the next block's count, derived */
	/* Inside WHERE and FORALL constructs nothing may be inserted: the
	 * masked assignments count per element of the outermost mask (they
	 * conform to it), and FORALL bodies are not modelled. */
	size_t where_sc = 0;
	int where_depth = 0, forall_depth = 0;
	for (size_t i = un->first_exec; i <= un->last_stmt; i++) {
		if (p->stmts[i].unit != u->unit)
			continue;
		struct sinfo *s = &u->si[i];
		struct amp_stmt_info *info = &p->stmts[i];
		if (s->d == D_CONTAINS)
			break;
		if (!s->exec && s->d != D_ELSE && s->d != D_END_IF && s->d != D_CASE &&
		    s->d != D_END_SELECT && s->d != D_END_DO && s->d != D_ENTRY)
			continue;
		u->cur = i;
		int label = info->st.label;
		for (size_t k = 0; label && k < nt; k++)
			if (targets[k] == label)
				info->is_branch_target = 1;
		int use_from = pend_from, use_minus = pend_minus;
		pend_from = pend_minus = 0;
		switch (s->d) {
		case D_IF_THEN:
			if (nif < 256)
				ifs[nif++] = i;
			break;
		case D_ELSE: case D_ELSE_IF:
			if (nif == 0)
				err_at(u, 0, "%s without a matching IF", s->d == D_ELSE ? "ELSE" : "ELSE IF");
			break;
		case D_END_IF:
			if (nif == 0) {
				err_at(u, 0, "END IF without a matching IF");
			} else {
				nif--;
				/* An IF construct nothing leaves early and nothing
				 * enters: the block after it runs once per execution
				 * of the block ending in its IF THEN. */
				size_t f = ifs[nif];
				int c = p->stmts[f].in_block;
				if (c > 0 && !label && !info->is_branch_target && f + 1 <= i &&
				    range_quiet(u, f + 1, i) && range_quiet(u, p->blocks[c - 1].first_stmt, f))
					pend_from = c;
			}
			break;
		default:
			break;
		}
		if (s->d == D_ELSE || s->d == D_END_IF || s->d == D_CASE || s->d == D_END_SELECT) {
			if (info->is_branch_target && s->d == D_END_IF) {
				cur = new_block(bb, i, u->unit);
				info->block = cur;
				info->in_block = cur;
			} else {
				cur = 0;
			}
			next_leader = 1;
			continue;
		}
		if (s->d == D_END_DO) {
			if (cur == 0 || info->is_branch_target) {
				cur = new_block(bb, i, u->unit);
				info->block = cur;
			}
			info->in_block = cur;
			if (pending) {
				bump(p->blocks[cur - 1].counts, pending, 1);
				p->blocks[cur - 1].counts[AUX(AMP_DO_VSTEP)] += pending_vstep;
				pending = NULL;
			}
			if (ndo == 0 || (!dos[ndo - 1].block_do && !(label && dos[ndo - 1].label == label))) {
				err_at(u, 0, "END DO without a matching DO");
			} else if (dos[ndo - 1].block_do) {
				ndo--;
				p->stmts[dos[ndo].stmt].do_end = (long)i;
			} else {
				/* DO 50 ... 50 END DO: a labelled END DO ends the
				 * loops that name its label */
				while (ndo > 0 && !dos[ndo - 1].block_do && dos[ndo - 1].label == label) {
					ndo--;
					p->stmts[dos[ndo].stmt].do_end = (long)i;
					info->ends_do++;
				}
			}
			block_add(p, cur, i, s->cnt, NULL);
			cur = 0;
			next_leader = 1;
			continue;
		}
		int leader = cur == 0 || next_leader || info->is_branch_target ||
			     s->d == D_ELSE_IF || s->d == D_DO_WHILE || s->d == D_ENTRY;
		if (leader) {
			cur = new_block(bb, i, u->unit);
			info->block = cur;
			next_leader = 0;
			if (use_from && derivable_leader(u, i)) {
				p->blocks[cur - 1].derive_from = use_from;
				p->blocks[cur - 1].derive_minus = use_minus;
			}
		}
		info->in_block = cur;
		if (pending) {
			bump(p->blocks[cur - 1].counts, pending, 1);
			p->blocks[cur - 1].counts[AUX(AMP_DO_VSTEP)] += pending_vstep;
			pending = NULL;
		}
		if (s->chain && chain_holds(u, s, dos, ndo))
			bump(s->chain_in_action ? s->act : s->cnt, s->chain == 'I' ? "CHNI" : "CHNF", 1);
		const struct sinfo *inner = innermost_counted(u, dos, ndo);
		for (int k = 0; s->rec_type && inner && k < s->nrec; k++)
			if (inner->do_step == s->rec_sign[k] && strcmp(inner->do_var, s->rec_var[k]) == 0) {
				bump(s->chain_in_action ? s->act : s->cnt, s->rec_type == 'I' ? "CHNI" : "CHNF", 1);
				break;
			}
		/* An element stored with the innermost counted loop's variable
		 * as a subscript: rule 15 follows it to the next iterations'
		 * reads of it (X(I-1) as I rises) */
		if (inner && inner->do_unit && s->rec_elem && s->lat_lhs && strcmp(s->lat_lhs, "%") == 0 &&
		    subscript_is(s->rec_elem, inner->do_var)) {
			free(s->lat_lhs);
			s->lat_lhs = xasprintf("%%R%c%s:%s", inner->do_step > 0 ? '+' : '-', inner->do_var,
					       s->rec_elem);
		}
		s->in_loop = ndo > 0;
		if (forall_depth > 0 && s->d != D_OTHER_EXEC) {
			lat_clear(s);
			memset(s->cnt, 0, sizeof s->cnt);
			s->cnt[AUX(AMP_ST_OTHER)] = s->cnt[AUX(AMP_ST_UNMODELED)] = 1;
			s->unmodeled = "FORALL";
			s->has_scaled = 0;
		}
		block_add(p, cur, i, s->cnt, s->unmodeled);
		block_calls(p, cur, s, 0);
		if (s->has_scaled && !s->scaled_in_action && where_depth > 0) {
			for (int k = 0; k < NC; k++)
				bb->sc[where_sc].counts[k] += s->scaled[k];
		} else if (s->has_scaled && !s->scaled_in_action) {
			scaled_add(bb, cur, s->scaled, i);
		}
		if (s->d == D_WHERE_BLOCK && where_depth++ == 0)
			where_sc = bb->nsc - 1;
		if (s->d == D_FORALL_BLOCK)
			forall_depth++;
		if (s->d == D_OTHER_EXEC && starts(s->t, "ENDWHERE") && where_depth > 0)
			where_depth--;
		if (s->d == D_OTHER_EXEC && starts(s->t, "ENDFORALL") && forall_depth > 0)
			forall_depth--;
		if (s->d == D_IF_LOGICAL && s->act_kind) {
			int a = new_block(bb, i, u->unit);
			info->action_block = a;
			/* IF (c) GO TO / RETURN / EXIT / CYCLE / STOP: the next
			 * block runs as often as this one minus the action. */
			size_t c0 = p->blocks[cur - 1].first_stmt;
			int terminal = 0; /* a labelled IF may end a DO loop */
			for (int k = 0; label && k < ndo; k++)
				terminal |= !dos[k].block_do && dos[k].label == label;
			if (s->act_transfers && !terminal && (c0 >= i || range_quiet(u, c0, i - 1)) &&
			    !stmt_calls(s)) {
				pend_from = cur;
				pend_minus = a;
			}
			block_add(p, a, i, s->act, s->act_unmodeled);
			block_calls(p, a, s, 1);
			if (s->has_scaled && s->scaled_in_action)
				scaled_add(bb, a, s->scaled, i);
		}
		if (s->d == D_DO || s->d == D_DO_WHILE) {
			if (s->d == D_DO)
				pending = s->do_kind == 3 ? "LWHI" : "LOOV";
			pending_vstep = s->d == D_DO && s->do_vstep;
			if (ndo < 256) {
				dos[ndo].label = s->do_label;
				dos[ndo].stmt = i;
				dos[ndo].block_do = s->do_label == 0;
				ndo++;
			}
		}
		if (s->ends_block || s->transfers)
			next_leader = 1;
		/* A labelled statement ends every DO loop that names it. */
		if (label) {
			while (ndo > 0 && !dos[ndo - 1].block_do && dos[ndo - 1].label == label) {
				ndo--;
				p->stmts[dos[ndo].stmt].do_end = (long)i;
				info->ends_do++;
			}
			if (info->ends_do)
				next_leader = 1;
		}
	}
	for (int k = 0; k < ndo; k++) {
		u->cur = dos[k].stmt;
		if (dos[k].block_do)
			err_at(u, 0, "DO loop is never closed (missing END DO)");
		else
			err_at(u, 0, "DO loop with label %d is never terminated", dos[k].label);
	}
	for (int k = 0; k < nif; k++) {
		u->cur = ifs[k];
		err_at(u, 0, "IF block is never closed (possibly unterminated IF block)");
	}
	u->blk_lo = first_block;
	u->blk_hi = p->nblocks;
	/* Every jump target must exist in the unit (a table of its labels). */
	char *defined = xcalloc(100000, 1);
	for (size_t j = un->first_stmt; j <= un->last_stmt; j++)
		if (p->stmts[j].unit == u->unit && p->stmts[j].st.label > 0 && p->stmts[j].st.label < 100000)
			defined[p->stmts[j].st.label] = 1;
	for (size_t i = un->first_stmt; i <= un->last_stmt; i++) {
		if (p->stmts[i].unit != u->unit)
			continue;
		struct sinfo *s = &u->si[i];
		for (int k = 0; k < s->ntargets; k++) {
			int l = s->targets[k], found = l > 0 && l < 100000 && defined[l];
			for (size_t j = un->first_stmt; (l <= 0 || l >= 100000) && j <= un->last_stmt && !found; j++)
				found = p->stmts[j].unit == u->unit && p->stmts[j].st.label == l;
			if (!found) {
				u->cur = i;
				err_at(u, 0, "label %d is not defined in '%s'", s->targets[k], un->name);
			}
		}
	}
	free(defined);
	free(targets);
}

/* The chains (rule 15) and paths (rule 17) of unit u's blocks, once
 * every unit's statements are counted and the function references on
 * their paths carry the functions' own paths (lat_resolve). */
static void exec_chains(struct unitctx *u)
{
	struct amp_program *p = u->p;
	struct amp_unit *un = &p->units[u->unit];
	/* Loop-carried chains (rule 15): each block's assignments to
	 * scalars; a logical IF's action is its own block. Blocks outside
	 * loops follow chains through COMMON and module variables only,
	 * from one call of the routine to the next. */
	struct sinfo **lst = NULL, **dlst = NULL;
	size_t caplst = 0, capdlst = 0;
	for (size_t b = u->blk_lo; b < u->blk_hi; b++) {
		struct amp_block *bl = &p->blocks[b];
		int outside, dout;
		char *origin;
		size_t nl = lat_stmts(u, bl, &lst, &caplst, &outside);
		int self = self_loop(u, bl);
		lat_block(u, lst, nl, outside && !self, bl->counts, &origin);
		/* the blocks from one execution to the next: its innermost
		 * loop's body (a loop of its own: itself), or its routine */
		long sd = enclosing_do(u, bl->first_stmt);
		bl->scope_lo = self ? bl->first_stmt : sd >= 0 ? (size_t)sd + 1 : un->first_stmt;
		bl->scope_hi = self ? bl->last_stmt : sd >= 0 ? (size_t)p->stmts[sd].do_end : un->last_stmt;
		dep_block(lst, nl, bl->counts);
		ld_block(u, bl, self || sd >= 0);
		/* the condition ending the block: what a misprediction waits
		 * for (rule 22), per execution; amp profile multiplies it by
		 * the mispredictions */
		const struct sinfo *ls = &u->si[bl->last_stmt];
		if (ls->cnd && p->stmts[bl->last_stmt].unit == u->unit &&
		    p->stmts[bl->last_stmt].in_block == bl->id) {
			int w[LAT_N];
			wait_cond(lst, nl, origin, ls->cnd, w);
			for (int k = 0; k < LAT_N; k++)
				bl->counts[AUX(AMP_CND_IHOP + k)] += w[k];
		}
		/* The chain restarts at every entry of its DO loop when the
		 * block holding the DO overwrites the chain's origin with a
		 * value of its own (S = 0 before DO K): entries overlap. */
		int d = origin && !outside && !self ? innermost_do_block(u, bl) : 0;
		if (d > 0) {
			size_t nd = lat_stmts(u, &p->blocks[d - 1], &dlst, &capdlst, &dout);
			if (lat_kills(dlst, nd, origin))
				bl->entry_slot = d;
		}
		free(origin);
	}
	free(lst);
	free(dlst);
}

/* What a procedure of the program does to its dummy arguments, for the
 * chains through its references and calls (rule 15): taking its
 * assignments in source order as one block's, with the assignments its
 * own calls make, the heaviest path from each dummy's value at entry to
 * each dummy's value at return and, for a function, to its result. A
 * procedure with a loop or a backward jump, or one reached again through
 * its own references, has none. */
struct xfer {
	int state;     /* 0 not yet, 1 being computed, 2 done */
	int ok;        /* the paths below were worked out */
	int nd;        /* dummies; a function's result is output nd */
	char **dummy;  /* upper case; NULL for an alternate return's '*' */
	char *written; /* per output: assigned by the procedure */
	int *hop;      /* per output: its last store's hop class */
	char *has;     /* nd x (nd + 1): a path from dummy j to output k */
	int *path;     /* nd x (nd + 1) x LAT_N */
	/* a function's result: its path from the values at entry, with the
	 * variables the function carries from one call to the next (read
	 * before assigned, neither dummy nor result) taken as ready where
	 * they are stored (rule 22) */
	int has_tail;
	int tail[LAT_N];
	/* a subroutine's dummy procedures: per position, the unit every
	 * CALL of it passes there (-3 no call seen, -2 different ones or
	 * none known, -1 data); passed: the subroutine is itself passed as
	 * an argument somewhere, so not all its calls are seen */
	int *bind;
	int passed;
};

static void call_build(struct amp_program *p, struct sinfo *si, struct xfer *xf, size_t i);
static void lat_add_fns(struct amp_program *p, struct sinfo *si, struct xfer *xf, struct latread *r);

static void xfer_dummies(struct amp_program *p, struct sinfo *si, int f, struct xfer *x, char **result)
{
	const struct sinfo *h = &si[p->units[f].first_stmt];
	if (h->iface)
		h = &si[h->iface - 1];
	*result = NULL;
	if (h->d != D_HEADER)
		return;
	if (p->units[f].kind == AMP_UNIT_FUNCTION) {
		*result = result_name(h->t, h->tlen, h->aux);
		if (!*result)
			*result = xstrdup(p->units[f].name);
	}
	if (h->aux >= h->tlen || h->t[h->aux] != '(')
		return;
	long q = match_paren(h->t, h->tlen, h->aux);
	if (q < 0)
		return;
	size_t st[256], en[256];
	int n = split_commas(h->t, h->aux + 1, (size_t)q, st, en, 256);
	x->nd = n;
	x->dummy = xcalloc((size_t)n + 1, sizeof *x->dummy);
	for (int k = 0; k < n; k++) {
		size_t p0 = st[k];
		x->dummy[k] = name_at(h->t, &p0, en[k]);
	}
}

static struct xfer *xfer_get(struct amp_program *p, struct sinfo *si, struct xfer *xf, int f)
{
	struct xfer *x = &xf[f];
	if (x->state)
		return x->state == 2 ? x : NULL;
	x->state = 1;
	const struct amp_unit *un = &p->units[f];
	char *result;
	xfer_dummies(p, si, f, x, &result);
	struct sinfo **st = NULL;
	size_t n = 0, cap = 0;
	int loops = 0;
	for (size_t i = un->first_stmt; i <= un->last_stmt && !loops; i++) {
		if (p->stmts[i].unit != f)
			continue;
		struct sinfo *s = &si[i];
		loops = s->d == D_DO || s->d == D_DO_WHILE;
		for (int k = 0; k < s->ntargets && !loops; k++)
			for (size_t j = un->first_stmt; j <= i && !loops; j++)
				loops = p->stmts[j].unit == f && p->stmts[j].st.label == s->targets[k];
		for (int k = 0; k < s->nlat_rd; k++)
			lat_add_fns(p, si, xf, &s->lat_rd[k]);
		if (s->call_unit)
			call_build(p, si, xf, i);
		if (s->lat_lhs && (s->d == D_ASSIGN || (s->d == D_IF_LOGICAL && s->act_kind == D_ASSIGN))) {
			amp_grow(&st, &cap, n, sizeof *st);
			st[n++] = s;
		}
		for (int v = 0; v < s->nvirt; v++) {
			amp_grow(&st, &cap, n, sizeof *st);
			st[n++] = s->virt[v];
		}
	}
	int nd = x->nd, no = nd + 1;
	if (!loops && n > 0) {
		x->written = xcalloc((size_t)no, 1);
		x->hop = xcalloc((size_t)no, sizeof *x->hop);
		x->has = xcalloc((size_t)nd * (size_t)no, 1);
		x->path = xcalloc((size_t)nd * (size_t)no * LAT_N, sizeof *x->path);
		size_t nn, nv;
		char **names = lat_names(st, n, &nv, &nn);
		int *did = xmalloc((size_t)no * sizeof *did);
		for (int k = 0; k < no; k++) {
			const char *nm = k < nd ? x->dummy[k] : result;
			did[k] = nm ? lat_name_id(names, nv, nm) : -1;
		}
		for (size_t j = 0; j < n; j++)
			for (int k = 0; k < no; k++)
				if (did[k] >= 0 && strcmp(st[j]->lat_lhs, names[did[k]]) == 0) {
					x->written[k] = 1;
					x->hop[k] = st[j]->lat_hop;
				}
		int *path = xmalloc(nv * LAT_N * sizeof *path);
		long *cost = xmalloc(nv * sizeof *cost);
		char *has = xmalloc(nv);
		int *ids = lat_ids(st, n, names, nv, nn);
		if (did[nd] >= 0 && x->written[nd]) {
			/* the result's own path (rule 22) */
			char *carried = xmalloc(nv);
			memset(carried, 1, nv);
			for (int k = 0; k < no; k++)
				if (did[k] >= 0)
					carried[did[k]] = 0;
			wait_carried(st, n, ids, nv, carried);
			wait_paths(st, n, names, nv, carried, path, cost);
			memcpy(x->tail, &path[(size_t)did[nd] * LAT_N], sizeof x->tail);
			x->has_tail = 1;
			free(carried);
		}
		for (int o = 0; o < nd; o++) {
			if (did[o] < 0)
				continue;
			lat_from(st, n, ids, nv, (size_t)did[o], path, cost, has);
			for (int k = 0; k < no; k++)
				if (did[k] >= 0 && x->written[k] && has[did[k]]) {
					x->has[o * no + k] = 1;
					memcpy(&x->path[((size_t)o * (size_t)no + (size_t)k) * LAT_N],
					       &path[(size_t)did[k] * LAT_N], LAT_N * sizeof *path);
				}
		}
		free(names);
		free(ids);
		free(did);
		free(path);
		free(cost);
		free(has);
		x->ok = 1;
	}
	free(result);
	free(st);
	x->state = 2;
	return x;
}

/* Add to read r the paths of the functions it goes through, from the
 * argument it is in to the result, and the hop that brings the result
 * back; a read that reaches no function's result is on no path (it is
 * renamed "%X", a variable nothing assigns). A function without paths
 * (a loop in it, a recursive cycle) passes the read on with nothing. */
static void lat_add_fns(struct amp_program *p, struct sinfo *si, struct xfer *xf, struct latread *r)
{
	int dead = 0;
	for (int k = 0; k < r->nfn; k++) {
		int fu = r->fn[k];
		if (fu < -1) { /* through a dummy procedure: what it is bound to */
			int idx = -2 - fu, f = idx / LAT_MAXD, d = idx % LAT_MAXD;
			fu = xf[f].bind && !xf[f].passed ? xf[f].bind[d] : -1;
			if (fu < 0 || p->units[fu].kind != AMP_UNIT_FUNCTION)
				continue;
		}
		struct xfer *x = xfer_get(p, si, xf, fu);
		if (!x || !x->ok)
			continue;
		int a = r->fa[k], no = x->nd + 1;
		if (a < 0) { /* the result's own path (rule 22) */
			if (!x->has_tail) {
				dead = 1;
				continue;
			}
			for (int q = 0; q < LAT_N; q++)
				r->nf[q] += x->tail[q];
			r->nf[x->hop[x->nd]]++;
			continue;
		}
		if (a >= x->nd || !x->written[x->nd] || !x->has[a * no + x->nd]) {
			dead = 1;
			continue;
		}
		const int *pp = &x->path[((size_t)a * (size_t)no + (size_t)x->nd) * LAT_N];
		for (int q = 0; q < LAT_N; q++)
			r->nf[q] += pp[q];
		r->nf[x->hop[x->nd]]++;
	}
	r->nfn = 0;
	if (dead) {
		free(r->name);
		r->name = xstrdup("%X");
	}
}

/* The assignments CALL statement i makes to the caller's variables: for
 * each actual argument that is a variable the subroutine assigns, a
 * statement of its own that reads, through the subroutine's paths, what
 * the actual arguments its value comes from read. */
static void call_build(struct amp_program *p, struct sinfo *si, struct xfer *xf, size_t i)
{
	struct sinfo *s = &si[i];
	if (!s->call_unit || s->virt)
		return;
	s->virt = xcalloc((size_t)s->call_nargs + 1, sizeof *s->virt);
	for (int a = 0; a < s->call_nargs; a++)
		for (int k = 0; k < s->call_rd[a].nlat_rd; k++)
			lat_add_fns(p, si, xf, &s->call_rd[a].lat_rd[k]);
	struct xfer *x = xfer_get(p, si, xf, s->call_unit - 1);
	if (!x || !x->ok || x->nd != s->call_nargs)
		return;
	int nd = x->nd, no = nd + 1, nout = 0;
	for (int k = 0; k < nd; k++)
		nout += s->call_key[k] && x->written[k];
	/* Several outputs are assigned at once: each first into a name of
	 * its own ("%V1" ..), then copied, with no hop, to its variable, so
	 * that none reads another's new value (CALL SWAP(Y, Z)). */
	int two = nout > 1;
	for (int k = 0; k < nd; k++) {
		if (!s->call_key[k] || !x->written[k])
			continue;
		struct sinfo *v = xcalloc(1, sizeof *v);
		v->is_virt = 1;
		v->lat_lhs = two ? xasprintf("%%V%d", k) : xstrdup(s->call_key[k]);
		v->lat_hop = x->hop[k];
		for (int j = 0; j < nd; j++) {
			if (!x->has[j * no + k])
				continue;
			const int *pp = &x->path[((size_t)j * (size_t)no + (size_t)k) * LAT_N];
			for (int r = 0; r < s->call_rd[j].nlat_rd; r++) {
				const struct latread *a = &s->call_rd[j].lat_rd[r];
				v->lat_rd = xrealloc(v->lat_rd, (size_t)(v->nlat_rd + 1) * sizeof *v->lat_rd);
				struct latread *b = &v->lat_rd[v->nlat_rd++];
				memset(b, 0, sizeof *b);
				b->name = xstrdup(a->name);
				for (int q = 0; q < LAT_N; q++) {
					b->n[q] = a->n[q] + pp[q];
					b->nf[q] = a->nf[q];
				}
				b->n[x->hop[k]]--; /* the virtual statement's own store */
			}
		}
		s->virt[s->nvirt++] = v;
	}
	for (int k = 0; two && k < nd; k++) {
		if (!s->call_key[k] || !x->written[k])
			continue;
		struct sinfo *v = xcalloc(1, sizeof *v);
		v->is_virt = 1;
		v->lat_lhs = xstrdup(s->call_key[k]);
		v->lat_hop = x->hop[k];
		v->lat_rd = xcalloc(1, sizeof *v->lat_rd);
		v->nlat_rd = 1;
		v->lat_rd[0].name = xasprintf("%%V%d", k);
		v->lat_rd[0].n[x->hop[k]] = -1; /* the copy stores nothing more */
		s->virt = xrealloc(s->virt, (size_t)(s->nvirt + 1) * sizeof *s->virt);
		s->virt[s->nvirt++] = v;
	}
}

/* Bind each subroutine's dummy procedures to the procedure all its
 * CALLs pass (rule 15 follows references through them): a subroutine
 * whose name is itself read as a value (passed on) keeps none. */
static void lat_bind(struct amp_program *p, struct sinfo *si, struct xfer *xf)
{
	for (size_t i = 0; i < p->nstmts; i++) {
		const struct sinfo *s = &si[i];
		if (s->call_unit && p->units[s->call_unit - 1].kind == AMP_UNIT_SUBROUTINE) {
			struct xfer *x = &xf[s->call_unit - 1];
			if (!x->bind) {
				x->bind = xmalloc(LAT_MAXD * sizeof *x->bind);
				for (int k = 0; k < LAT_MAXD; k++)
					x->bind[k] = -3;
			}
			for (int k = 0; k < s->call_nargs && k < LAT_MAXD; k++)
				x->bind[k] = x->bind[k] == -3 || x->bind[k] == s->call_proc[k] ? s->call_proc[k] : -2;
		}
	}
	/* a subroutine passed as a value: CALL T(S) or Y = G(S) */
	char **subs = xcalloc(p->nunits + 1, sizeof *subs);
	size_t ns = 0;
	for (size_t f = 0; f < p->nunits; f++)
		if (p->units[f].kind == AMP_UNIT_SUBROUTINE)
			subs[ns++] = p->units[f].name;
	qsort(subs, ns, sizeof *subs, lat_name_cmp);
	for (size_t i = 0; i < p->nstmts; i++) {
		const struct sinfo *s = &si[i];
		for (int k = 0; k < s->call_nargs; k++)
			if (s->call_proc[k] >= 0)
				xf[s->call_proc[k]].passed = 1;
		for (int k = 0; k < s->nlat_rd; k++)
			if (lat_name_id(subs, ns, s->lat_rd[k].name) >= 0)
				for (size_t f = 0; f < p->nunits; f++)
					if (p->units[f].kind == AMP_UNIT_SUBROUTINE &&
					    strcmp(p->units[f].name, s->lat_rd[k].name) == 0)
						xf[f].passed = 1;
	}
	free(subs);
}

static void lat_resolve(struct amp_program *p, struct sinfo *si)
{
	struct xfer *xf = xcalloc(p->nunits ? p->nunits : 1, sizeof *xf);
	lat_bind(p, si, xf);
	for (size_t i = 0; i < p->nstmts; i++) {
		for (int k = 0; k < si[i].nlat_rd; k++)
			lat_add_fns(p, si, xf, &si[i].lat_rd[k]);
		for (int k = 0; si[i].cnd && k < si[i].cnd->nlat_rd; k++)
			lat_add_fns(p, si, xf, &si[i].cnd->lat_rd[k]);
		call_build(p, si, xf, i);
	}
	for (size_t f = 0; f < p->nunits; f++) {
		for (int k = 0; k < xf[f].nd; k++)
			free(xf[f].dummy[k]);
		free(xf[f].dummy);
		free(xf[f].written);
		free(xf[f].hop);
		free(xf[f].has);
		free(xf[f].path);
		free(xf[f].bind);
	}
	free(xf);
}

static void units_pass(struct amp_program *p, struct sinfo *si, int *errors)
{
	size_t capunits = 0;
	int stack[64], nstack = 0, in_iface = 0;
	int contains[64] = { 0 };
	for (size_t i = 0; i < p->nstmts; i++) {
		struct sinfo *s = &si[i];
		const char *t = s->t;
		size_t len = s->tlen;
		if (in_iface) {
			/* nested: an interface body's own dummy procedures */
			p->stmts[i].unit = stack[nstack - 1];
			s->d = D_INTERFACE;
			if (starts(t, "ENDINTERFACE"))
				in_iface--;
			else if (iface_open(t, len))
				in_iface++;
			continue;
		}
		if (nstack > 0 && iface_open(t, len)) {
			in_iface = 1;
			p->stmts[i].unit = stack[nstack - 1];
			s->d = D_INTERFACE;
			continue;
		}
		enum amp_unit_kind kind;
		char *name = NULL;
		long ftype;
		size_t args;
		int may_open = nstack == 0 || contains[nstack - 1], sep;
		if (may_open && exposed(t, len, 0, '=') < 0 &&
		    unit_header(t, len, nstack > 0, &kind, &name, &ftype, &args, &sep)) {
			amp_grow(&p->units, &capunits, p->nunits, sizeof *p->units);
			struct amp_unit *un = &p->units[p->nunits];
			memset(un, 0, sizeof *un);
			un->kind = kind;
			un->name = name;
			un->first_stmt = un->last_stmt = i;
			un->host = nstack ? stack[nstack - 1] : -1;
			s->d = D_HEADER;
			s->aux = args;
			s->lhs_from = (size_t)(ftype + 1); /* type prefix offset + 1, 0 none */
			s->separate = sep;
			if (nstack < 64) {
				contains[nstack] = 0;
				stack[nstack++] = (int)p->nunits;
			}
			p->stmts[i].unit = (int)p->nunits;
			p->nunits++;
			continue;
		}
		free(name);
		if (nstack == 0) {
			/* A main program without a PROGRAM statement. */
			amp_grow(&p->units, &capunits, p->nunits, sizeof *p->units);
			struct amp_unit *un = &p->units[p->nunits];
			memset(un, 0, sizeof *un);
			un->kind = AMP_UNIT_PROGRAM;
			un->name = xstrdup("MAIN");
			un->first_stmt = un->last_stmt = i;
			un->host = -1;
			contains[0] = 0;
			stack[nstack++] = (int)p->nunits;
			p->nunits++;
		}
		int top = stack[nstack - 1];
		p->stmts[i].unit = top;
		p->units[top].last_stmt = i;
		if (strcmp(t, "CONTAINS") == 0) {
			contains[nstack - 1] = 1;
			s->d = D_CONTAINS;
		} else if (is_end_unit(t)) {
			s->d = D_END;
			nstack--;
		}
	}
	for (int k = 0; k < nstack; k++) {
		struct amp_unit *un = &p->units[stack[k]];
		const struct amp_stmt *st = &p->stmts[un->last_stmt].st;
		amp_diag_at(AMP_ERROR, amp_srcset_path(&p->srcs, st->start.file), st->last_line, 0,
			    "'%s' has no END statement", un->name);
		(*errors)++;
	}
}

/* Interface bodies of separate module procedures (MODULE FUNCTION F(X)
 * in an INTERFACE block) are marked for the instrumenter; a MODULE
 * PROCEDURE F unit takes its kind from F's. */
static void separate_interfaces(struct amp_program *p, struct sinfo *si)
{
	for (size_t j = 0; j < p->nstmts; j++) {
		enum amp_unit_kind kind;
		char *name = NULL;
		long ftype;
		size_t args;
		int sep = 0;
		if (si[j].d != D_INTERFACE ||
		    !unit_header(si[j].t, si[j].tlen, 1, &kind, &name, &ftype, &args, &sep) || sep != 1) {
			free(name);
			continue;
		}
		p->stmts[j].separate_header = 1;
		si[j].aux = args;
		si[j].lhs_from = (size_t)(ftype + 1);
		for (size_t k = 0; k < p->nunits; k++) {
			struct amp_unit *un = &p->units[k];
			struct sinfo *h = &si[un->first_stmt];
			if (h->separate == 2 && !h->iface && strcmp(un->name, name) == 0) {
				un->kind = kind;
				h->iface = j + 1;
			}
		}
		free(name);
	}
}

static void compile_order(struct amp_program *p, struct sinfo *si)
{
	size_t n = p->nsources;
	p->compile_order = xcalloc(n ? n : 1, sizeof *p->compile_order);
	int *placed = xcalloc(n ? n : 1, sizeof *placed);
	size_t k = 0;
	for (int round = 0; round < (int)n + 1 && k < n; round++)
		for (size_t f = 0; f < n; f++) {
			if (placed[f])
				continue;
			int ready = 1;
			for (size_t i = 0; i < p->nstmts && ready; i++) {
				/* USE M, SUBMODULE (M) S and SUBMODULE (M:P) S need
				 * M (or P) compiled first */
				int sub = si[i].d == D_HEADER && starts(si[i].t, "SUBMODULE(");
				if (si[i].src != (int)f || !(starts(si[i].t, "USE") || sub))
					continue;
				size_t j = sub ? 10 : 3;
				if (starts(si[i].t + j, "::"))
					j += 2;
				char *nm = name_at(si[i].t, &j, si[i].tlen);
				enum amp_unit_kind want = AMP_UNIT_MODULE;
				if (sub && j < si[i].tlen && si[i].t[j] == ':') {
					free(nm);
					j++;
					nm = name_at(si[i].t, &j, si[i].tlen);
					want = AMP_UNIT_SUBMODULE;
				}
				for (size_t u = 0; nm && u < p->nunits; u++)
					if (p->units[u].kind == want && strcmp(p->units[u].name, nm) == 0) {
						int mf = si[p->units[u].first_stmt].src;
						if (mf != (int)f && !placed[mf])
							ready = 0;
					}
				free(nm);
			}
			if (ready || round == (int)n) {
				placed[f] = 1;
				p->compile_order[k++] = (int)f;
			}
		}
	free(placed);
}

int amp_analyze(const char *const *files, size_t nfiles, const struct amp_analyze_opts *opts,
		struct amp_program **out)
{
	struct amp_program *p = xcalloc(1, sizeof *p);
	*out = p;
	int errors = 0;
	struct amp_stmt *raw = NULL;
	size_t nraw = 0, capraw = 0;
	int *src = NULL;
	size_t capsrc = 0;
	p->sources = xcalloc(nfiles ? nfiles : 1, sizeof *p->sources);
	p->nsources = nfiles;
	for (size_t f = 0; f < nfiles; f++) {
		p->sources[f] = xstrdup(files[f]);
		size_t before = nraw;
		errors += amp_prescan(files[f], &opts->prescan, &p->srcs, &raw, &nraw, &capraw);
		amp_grow(&src, &capsrc, nraw, sizeof *src);
		for (size_t i = before; i < nraw; i++)
			src[i] = (int)f;
	}
	p->nstmts = nraw;
	p->stmts = xcalloc(nraw ? nraw : 1, sizeof *p->stmts);
	struct sinfo *si = xcalloc(nraw ? nraw : 1, sizeof *si);
	for (size_t i = 0; i < nraw; i++) {
		p->stmts[i].st = raw[i];
		p->stmts[i].do_end = -1;
		const struct amp_srcfile *sf = &p->srcs.files[raw[i].start.file];
		blank_free(&p->stmts[i].st, sf->form, &si[i]);
		si[i].src = src[i];
	}
	free(raw);
	free(src);
	units_pass(p, si, &errors);
	separate_interfaces(p, si);

	memset(&G, 0, sizeof G);
	G.scopes = xcalloc(p->nunits ? p->nunits : 1, sizeof *G.scopes);
	struct unitctx *uc = xcalloc(p->nunits ? p->nunits : 1, sizeof *uc);
	/* Scopes, function result types, modules first. */
	for (size_t k = 0; k < p->nunits; k++) {
		struct amp_unit *un = &p->units[k];
		amp_scope_init(&G.scopes[k], un->name, un->host >= 0 ? &G.scopes[un->host] : NULL);
		G.scopes[k].is_module = un->kind == AMP_UNIT_MODULE || un->kind == AMP_UNIT_SUBMODULE;
		uc[k].p = p;
		uc[k].si = si;
		uc[k].scope = &G.scopes[k];
		uc[k].unit = (int)k;
		if (un->kind == AMP_UNIT_MODULE) {
			amp_grow(&G.modules, &G.capmodules, G.nmodules, sizeof *G.modules);
			G.modules[G.nmodules++] = &G.scopes[k];
		}
		if (un->kind == AMP_UNIT_FUNCTION) {
			amp_grow(&G.funcs, &G.capfuncs, G.nfuncs, sizeof *G.funcs);
			G.funcs[G.nfuncs].name = xstrdup(un->name);
			G.funcs[G.nfuncs].type = T_NONE;
			G.funcs[G.nfuncs].outside = un->host < 0;
			G.nfuncs++;
		}
		/* Contained procedures are known to their host. */
		if (un->host >= 0 && un->kind != AMP_UNIT_MODULE) {
			struct amp_sym *y = amp_scope_declare(&G.scopes[un->host], un->name);
			y->is_func = un->kind == AMP_UNIT_FUNCTION;
			y->external = 1;
		}
	}
	/* A submodule sees its parent's entities as a contained procedure
	 * sees its host's: SUBMODULE (M) S has M for host, SUBMODULE (M:P) S
	 * the submodule P. */
	for (size_t k = 0; k < p->nunits; k++) {
		const struct sinfo *h = &si[p->units[k].first_stmt];
		if (p->units[k].kind != AMP_UNIT_SUBMODULE)
			continue;
		long q = match_paren(h->t, h->tlen, 9);
		if (q < 10)
			continue;
		const char *in = h->t + 10, *end = h->t + q;
		const char *colon = memchr(in, ':', (size_t)(end - in));
		const char *want = colon ? colon + 1 : in;
		enum amp_unit_kind wk = colon ? AMP_UNIT_SUBMODULE : AMP_UNIT_MODULE;
		for (size_t m = 0; m < p->nunits; m++)
			if (p->units[m].kind == wk && m != k && strlen(p->units[m].name) == (size_t)(end - want) &&
			    memcmp(p->units[m].name, want, (size_t)(end - want)) == 0)
				G.scopes[k].host = &G.scopes[m];
		if (!G.scopes[k].host) {
			/* as a USE of a module that no source holds */
			err_stmt(p, si, p->units[k].first_stmt, (size_t)(want - h->t), "no %s '%.*s' among the sources",
				 colon ? "submodule" : "module", (int)(end - want), want);
			errors++;
		}
	}
	char *result = NULL;
	/* Modules first, then submodules, then the procedures and programs. */
	for (int pass = 0; pass < 3; pass++)
		for (size_t k = 0; k < p->nunits; k++) {
			struct amp_unit *un = &p->units[k];
			int kp = un->kind == AMP_UNIT_MODULE ? 0 : un->kind == AMP_UNIT_SUBMODULE ? 1 : 2;
			if (kp != pass)
				continue;
			struct unitctx *u = &uc[k];
			struct sinfo *h = &si[un->first_stmt];
			int is_header = h->d == D_HEADER;
			size_t iface = h->iface;
			/* MODULE PROCEDURE F: F's interface body has the
			 * arguments, the result and their declarations */
			if (iface)
				h = &si[iface - 1];
			if (is_header) {
				u->cur = un->first_stmt;
				header_args(u, h->t, h->tlen, h->aux);
				if (un->kind == AMP_UNIT_FUNCTION) {
					result = result_name(h->t, h->tlen, h->aux);
					/* Declaring moves the table: find both after. */
					amp_scope_declare(u->scope, un->name);
					if (result)
						amp_scope_declare(u->scope, result);
					struct amp_sym *y = amp_scope_find_local(u->scope, un->name);
					struct amp_sym *ry = result ? amp_scope_find_local(u->scope, result) : NULL;
					if (h->lhs_from) {
						size_t i = h->lhs_from - 1;
						char *tname = NULL;
						enum amp_ty ty = type_spec(u, h->t, h->tlen, &i, &tname);
						if (ty != T_NONE) {
							/* TYPE(T) FUNCTION F: F%C is T's component */
							y->type = ty;
							y->typed = 1;
							free(y->tname);
							y->tname = tname ? xstrdup(tname) : NULL;
							if (ry) {
								ry->type = ty;
								ry->typed = 1;
								free(ry->tname);
								ry->tname = tname ? xstrdup(tname) : NULL;
							}
						}
						free(tname);
					}
				}
			}
			if (iface)
				interface_specs(u, iface - 1);
			spec_part(u);
			if (un->kind == AMP_UNIT_FUNCTION) {
				/* FUNCTION F(X) RESULT(R): R's declaration types F. */
				struct amp_sym *y = amp_scope_find_local(u->scope, result ? result : un->name);
				free(result);
				result = NULL;
				for (size_t f = 0; f < G.nfuncs; f++)
					if (strcmp(G.funcs[f].name, un->name) == 0 && y)
						G.funcs[f].type = y->type;
			}
		}
	generics(p, si);
	struct blockb bb = { p, 0, 0, NULL, 0 };
	for (size_t k = 0; k < p->nunits; k++)
		exec_part(&uc[k], &bb);
	lat_resolve(p, si);
	for (size_t k = 0; k < p->nunits; k++)
		exec_chains(&uc[k]);
	for (size_t k = 0; k < p->nunits; k++) {
		errors += uc[k].errors;
		free(uc[k].sel_name);
		free(uc[k].sel_tname);
		free(uc[k].rank_name);
		free(uc[k].rank_dims);
		free(uc[k].encl);
		free(uc[k].ib_func);
		free(uc[k].ib_result);
	}
	/* Scaled parts get counter slots after the block counters. */
	p->nslots = (int)p->nblocks;
	for (size_t q = 0; q < bb.nsc; q++) {
		struct amp_block *b = &p->blocks[bb.sc[q].block - 1];
		b->scaled = xrealloc(b->scaled, (b->nscaled + 1) * sizeof *b->scaled);
		struct amp_scaled *sc = &b->scaled[b->nscaled++];
		sc->slot = ++p->nslots;
		memcpy(sc->counts, bb.sc[q].counts, sizeof sc->counts);
		struct amp_stmt_info *info = &p->stmts[bb.sc[q].stmt];
		struct sinfo *s = &si[bb.sc[q].stmt];
		info->array_slot = sc->slot;
		info->array_in_action = s->scaled_in_action;
		size_t a = (size_t)s->map[s->lhs_from], e = (size_t)s->map[s->lhs_to];
		while (e > a && info->st.text[e - 1] == ' ')
			e--;
		/* SIZE hidden by an entity of the unit's own: PRODUCT(SHAPE());
		 * a left side whose subscripts call a function is not counted
		 * (its per-element operations are lost, the call runs once) */
		if (s->lhs_calls)
			continue;
		char *arg = s->count_name ? xstrdup(s->count_name) : xstrndup(info->st.text + a, e - a);
		/* A whole allocatable array on the left may be allocated, or
		 * reallocated to the right side's shape, by the assignment:
		 * its size after the statement is the elements assigned. */
		if (!s->count_name && arg[strspn(arg, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$")] == '\0') {
			struct amp_sym *y = amp_scope_lookup(&G.scopes[info->unit], arg, NULL);
			info->array_count_after = y && y->allocatable && !y->pointer;
		}
		info->array_count_expr = p->units[info->unit].shadows & AMP_SH_SIZE ?
						 xasprintf("PRODUCT(SHAPE(%s))", arg) : xasprintf("SIZE(%s)", arg);
		free(arg);
	}
	free(bb.sc);
	/* Then one slot per IF or DO WHILE condition and per counted DO
	 * loop's closing branch for its mispredictions (an IF and a DO end
	 * their block, a DO WHILE's test is a block of its own). */
	for (size_t i = 0; i < p->nstmts; i++) {
		const struct amp_stmt_info *in = &p->stmts[i];
		if ((in->kind == AMP_SK_IF_LOGICAL || in->kind == AMP_SK_IF_THEN || in->kind == AMP_SK_ELSE_IF ||
		     in->kind == AMP_SK_DO_WHILE || (in->kind == AMP_SK_DO && si[i].do_sim)) &&
		    in->in_block > 0 && !p->blocks[in->in_block - 1].br_slot)
			p->blocks[in->in_block - 1].br_slot = ++p->nslots;
	}
	compile_order(p, si);
	for (size_t i = 0; i < nraw; i++) {
		free(si[i].t);
		free(si[i].map);
		free(si[i].targets);
		free(si[i].count_name);
		free(si[i].chain_subs);
		free(si[i].rec_elem);
		for (int k = 0; k < si[i].ncalls; k++)
			free(si[i].calls[k]);
		free(si[i].calls);
		free(si[i].call_act);
		lat_clear(&si[i]);
		ld_clear(&si[i]);
		call_clear(&si[i]);
		if (si[i].cnd) {
			lat_clear(si[i].cnd);
			free(si[i].cnd);
		}
	}
	free(si);
	free(uc);
	for (size_t k = 0; k < p->nunits; k++)
		amp_scope_release(&G.scopes[k]);
	free(G.scopes);
	free(G.modules);
	for (size_t f = 0; f < G.nfuncs; f++)
		free(G.funcs[f].name);
	free(G.funcs);
	for (size_t d = 0; d < G.ndtypes; d++) {
		free(G.dtypes[d].name);
		amp_scope_release(&G.dtypes[d].comps);
	}
	free(G.dtypes);
	memset(&G, 0, sizeof G);
	return errors;
}

void amp_program_free(struct amp_program *p)
{
	if (!p)
		return;
	for (size_t i = 0; i < p->nstmts; i++) {
		amp_stmt_release(&p->stmts[i].st);
		free(p->stmts[i].array_count_expr);
		free(p->stmts[i].dc_local);
		free(p->stmts[i].dc_local_init);
	}
	free(p->stmts);
	for (size_t k = 0; k < p->nunits; k++)
		free(p->units[k].name);
	free(p->units);
	for (size_t b = 0; b < p->nblocks; b++) {
		free(p->blocks[b].scaled);
		for (size_t k = 0; k < p->blocks[b].ncalls; k++)
			free(p->blocks[b].calls[k].name);
		free(p->blocks[b].calls);
		free(p->blocks[b].ldpath);
		free(p->blocks[b].ldcarry);
		for (size_t k = 0; k < p->blocks[b].nunmodeled; k++)
			free(p->blocks[b].unmodeled[k].kind);
		free(p->blocks[b].unmodeled);
	}
	free(p->blocks);
	for (size_t f = 0; f < p->nsources; f++)
		free(p->sources[f]);
	free(p->sources);
	free(p->compile_order);
	for (size_t k = 0; k < p->nmemrefs; k++) {
		free(p->memrefs[k].text);
		free(p->memrefs[k].guard);
	}
	free(p->memrefs);
	amp_srcset_release(&p->srcs);
	free(p);
}

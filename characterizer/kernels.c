/* kernels.c: the generator of synthetic loop kernels (see kernels.h).
 * Statements are drawn from a small grammar of typical Fortran: stores to
 * scalars and array elements, local and COMMON operands, chains of
 * operators, intrinsics, conversions, relational and logical operations,
 * branches, calls and statement functions. Values stay bounded: divisors,
 * intrinsic arguments and power bases come from variables that are never
 * assigned (set by DATA), and a statement reads only those or variables
 * assigned earlier in the same iteration. */
#include "kernels.h"
#include "amp-bpred.h"
#include "amp-reuse.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The most logical IFs a kernel body holds (its statements: 12 at most). */
#define AMP_KRN_MAXCOND 16

enum ty { TI, TR, TD, TC, TZ, TL, TH, NTY };

/* Read-only pools (DATA / BLOCK DATA) and their values, for the truth of
 * generated conditions. */
static const char *const rin[NTY] = { "KI", "RI", "DI", "CI", "ZI", "LI", "HI" };
static const char *const rout[NTY] = { "KO", "RO", "DO", "CO", "ZO", "LO", "HO" };
static const double ival[5] = { 0, 3, 5, 7, 2 };      /* KI1..KI4, GKI1..2 same */
static const double fval[5] = { 0, 0.75, 1.25, 0.5, 1.5 }; /* RI/DI, GRI/GDI */

struct gen {
	struct amp_buf *src;
	double *c;                /* expected counts of one body execution */
	double *c1;               /* the same, averaged over the J = 1 window */
	int n;                    /* inner trip count */
	int step;                 /* elements from one J window to the next */
	unsigned long rng;
	int assigned[NTY][4];     /* lhs scalars assigned so far: [ty][1..3] */
	int gassigned[NTY];
	int label;
	/* the lhs of the statement being generated: readable only after it */
	int pend_t, pend_k, pend_g;
	int self;                 /* the statement reads its own lhs (CHNI/CHNF) */
	int narrow;               /* a narrow kernel: statement kinds drawn flat */
	int adjustable;           /* its multi-D dummies' extent is an argument */
	/* the body's logical IFs in order: KA(I) < cthr[k], or always cfixed[k] */
	int nconds, cthr[AMP_KRN_MAXCOND], cfixed[AMP_KRN_MAXCOND];
};

static unsigned rnd(struct gen *g, unsigned n)
{
	g->rng = g->rng * 6364136223846793005UL + 1442695040888963407UL;
	return (unsigned)((g->rng >> 33) % n);
}

static void cnt(struct gen *g, const char *mn, double n)
{
	int i = amp_param_index(mn);
	if (i >= 0) {
		g->c[i] += n;
		g->c1[i] += n;
	}
}

int amp_kernels_ka(int i)
{
	static int ka[AMP_KRN_LD + 1], made;
	if (!made) {
		long long x = 12345;
		for (int k = 1; k <= AMP_KRN_LD; k++) {
			x = x * 16807 % 2147483647;
			ka[k] = (int)(x % 100);
		}
		made = 1;
	}
	return i >= 1 && i <= AMP_KRN_LD ? ka[i] : 0;
}

/* Mispredictions by amp's branch predictor (amp-bpred.h, as amp profile
 * counts BMIS) of the conditions of a kernel's J iteration, in the order
 * they run, all through one shared history: IF (IB .GT. span), then, for
 * a DO WHILE kernel, its test before each iteration (true n times, then
 * false), and in each iteration I = IB + 2 .. IB + n + 1 the body's
 * logical IFs, cond[k] true when KA(I) < thr[k] (thr[k] > 0) or always
 * fixed[k]. first: over the checking driver's one call, the J = 1 window
 * seen by new predictors; steady: over the timing runs, whose calls go
 * through hundreds to thousands of windows J, too long a sequence to
 * learn by heart: the misses over the windows after the first, about
 * 100000 iterations in all (a shorter, repeated sequence would be
 * learned). Per iteration for the body's IFs (ifs), per J for the wrap
 * IF and the DO WHILE test (js). */
struct kmiss {
	double ifs_steady, ifs_first, js_steady, js_first;
};

static void kernel_mispredictions(int n, int step, int whileloop, int nc, const int *thr, const int *fixed,
				  struct kmiss *r)
{
	/* conditions 0 .. nc - 1: the IFs; nc: the wrap; nc + 1: the test */
	static uint8_t ctr[(AMP_KRN_MAXCOND + 2) * AMP_BP_SIZE], choose[AMP_KRN_MAXCOND + 2];
	static uint32_t hist[AMP_KRN_MAXCOND + 2];
	static struct amp_bp_global glob;
	struct amp_bp_global *gl = &glob;
	memset(ctr, 0, sizeof ctr);
	memset(choose, 0, sizeof choose);
	memset(hist, 0, sizeof hist);
	memset(gl, 0, sizeof *gl);
	int windows = 100000 / n > 64 ? 100000 / n : 64;
	long ifs[2] = { 0, 0 }, js[2] = { 0, 0 };
	int ib = 0;
#define KM_COND(c, o) amp_bp_cond(ctr + (size_t)(c) * AMP_BP_SIZE, hist + (c), choose + (c), gl, (uint32_t)(c) + 1, (o))
	for (int j = 1; j <= windows; j++) {
		int w = j > 1;
		ib += step;
		js[w] += KM_COND(nc, ib > AMP_KRN_SPAN);
		if (ib > AMP_KRN_SPAN)
			ib -= AMP_KRN_SPAN;
		for (int t = 0; t <= n; t++) {
			if (whileloop)
				js[w] += KM_COND(nc + 1, t < n);
			if (t == n)
				break;
			int ka = amp_kernels_ka(ib + 2 + t);
			for (int c = 0; c < nc; c++)
				ifs[w] += KM_COND(c, thr[c] > 0 ? ka < thr[c] : fixed[c] != 0);
		}
	}
#undef KM_COND
	r->ifs_first = (double)ifs[0] / n;
	r->ifs_steady = (double)ifs[1] / ((double)(windows - 1) * n);
	r->js_first = (double)js[0];
	r->js_steady = (double)js[1] / (windows - 1);
}

/* Mispredictions of the closing branch of a counted DO loop of n
 * iterations entered once per window J (amp_bp_do, as amp profile counts
 * them: the same trip count at every entry, so a loop of up to
 * AMP_BP_LOOP_MAX iterations is foreseen after its first): *first in the
 * first window a new predictor sees, *steady per window after it. */
static void do_mispredictions(int n, double *steady, double *first)
{
	static uint8_t ctr[AMP_BP_SIZE];
	uint32_t hist = 0;
	long long last = 0;
	const int windows = 100000 / n > 64 ? 100000 / n : 64;
	long miss = 0;
	memset(ctr, 0, sizeof ctr);
	*first = (double)amp_bp_do(ctr, &hist, &last, n);
	for (int j = 2; j <= windows; j++)
		miss += amp_bp_do(ctr, &hist, &last, n);
	*steady = (double)miss / (windows - 1);
}

/* An inner DO loop of n iterations, entered once per J: its closing
 * branch's misses, per J in steady state into the counts per J (pc) and
 * from a new predictor into the first call's (c1). */
static void do_loop_misses(int n, double *pc, double *c1)
{
	double steady, first;
	do_mispredictions(n, &steady, &first);
	pc[amp_param_index("BMIS")] += steady;
	c1[amp_param_index("BMIS")] += first;
}

/* The statement being generated reads its own lhs: a dependence chain,
 * counted once per statement. */
static void self_read(struct gen *g, enum ty t)
{
	if (g->self)
		return;
	g->self = 1;
	cnt(g, t == TI || t == TL ? "CHNI" : "CHNF", 1);
}

static const char *tcode(enum ty t)
{
	switch (t) {
	case TI: return "IS";
	case TR: return "RS";
	case TD: return "RD";
	case TC: return "CS";
	default: return "CD";
	}
}

/* n operations op of type t. */
static void opcount_n(struct gen *g, char op, enum ty t, int global, double n)
{
	char mn[5];
	if ((t == TC || t == TZ) && (op == 'E' || op == 'X')) {
		snprintf(mn, sizeof mn, "E%sL", tcode(t));
	} else {
		snprintf(mn, sizeof mn, "%c%s%c", op, tcode(t), global ? 'G' : 'L');
	}
	cnt(g, mn, n);
}

static void opcount(struct gen *g, char op, enum ty t, int global)
{
	opcount_n(g, op, t, global, 1);
}

/* n stores of type t. */
static void storecount(struct gen *g, enum ty t, int global, double n)
{
	static const char *const s[NTY] = { "SIS", "SRS", "SRD", "SCS", "SCD", "SLSL", "SCHR" };
	char mn[5];
	if (t == TL || t == TH)
		snprintf(mn, sizeof mn, "%s", s[t]);
	else
		snprintf(mn, sizeof mn, "%s%c", s[t], global ? 'G' : 'L');
	cnt(g, mn, n);
}

/* The declarations every kernel shares: LD, the arguments the harness
 * passes (arrays large enough that a sweep runs through the caches as
 * real programs' arrays do), and a mix's assumed-shape dummies. */
#define KRN_LD "      INTEGER LD\n      PARAMETER (LD = " AMP_KRN_LD_S ")\n"
#define KRN_ARGS_EXT(P, E) "      INTEGER " P "NREP, KA(LD), KB(LD)\n      REAL RA(LD), RB(LD)\n" \
	"      DOUBLE PRECISION DA(LD), DB(LD), DB2(" E ",3)\n" \
	"      DOUBLE PRECISION DA2(" E ",3), DA3(" E ",2,2), DA4(" E ",2,2,2)\n"
#define KRN_ARGS KRN_ARGS_EXT("", "LD")
/* The same, with the multi-D dummies adjustable: their leading extent is
 * the argument LDV, read at run time (rule 4: no ARRC). */
#define KRN_ARGS_ADJ KRN_ARGS_EXT("LDV, ", "LDV")
#define KRN_YARGS "      INTEGER YKA(:), YKB(:)\n      REAL YRA(:), YRB(:)\n" \
	"      DOUBLE PRECISION YDA(:), YDB(:)\n"

/* The prefix of a 1-D array's name: local, an explicit-shape dummy
 * argument or, one in three, an assumed-shape one ("Y", reached through
 * the descriptor its caller passed: ARRS); global, in COMMON ("G") or,
 * one in two, an allocatable module array ("X", reached through its
 * descriptor: ARRD). */
static const char *array_prefix(struct gen *g, int global)
{
	if (!global) {
		if (rnd(g, 3) == 0) {
			cnt(g, "ARRS", 1);
			return "Y";
		}
		return "";
	}
	if (rnd(g, 2)) {
		cnt(g, "ARRD", 1);
		return "X";
	}
	return "G";
}

/* An array element of type t (I, R or D) read into b; returns 1 if
 * global. Ranks as in loop nests over matrices and grids: half the
 * references 1-D, three in ten 2-D, the rest 3-D and 4-D. The first
 * subscript follows the inner loop (I, I+1 or I-1), the others are
 * variables fixed in it, as an outer loop's index is. 2-D and 3-D arrays
 * of every type are local (double only: dummy arguments), in COMMON or
 * allocatable; 4-D ones are local double. */
static int array_operand(struct gen *g, struct amp_buf *b, enum ty t)
{
	static const char *const arr[NTY] = { "KA", "RA", "DA", "", "", "", "" };
	int global = rnd(g, 3) == 0;
	unsigned s = rnd(g, 3);
	const char *sub = s == 0 ? "I" : s == 1 ? "I+1" : "I-1";
	if (s)
		cnt(g, "ADDI", 1);
	unsigned r = rnd(g, 20);
	int rank = r < 10 ? 1 : r < 16 ? 2 : r < 19 ? 3 : 4;
	if (rank > 1 && t != TD)
		global = 1;
	if (rank == 4 && global)
		rank = 3;
	const char *pre = rank > 1 && !global ? "" : array_prefix(g, global);
	/* COMMON arrays ("G") and the dummies ("") have constant extents
	 * (ARRC), but for the adjustable dummies of some kernels;
	 * allocatables ("X") none */
	if (rank > 1 && (*pre == 'G' || (*pre == '\0' && !g->adjustable)))
		cnt(g, "ARRC", rank - 1);
	switch (rank) {
	case 1:
		buf_printf(b, "%s%s(%s)", pre, arr[t], sub);
		cnt(g, "ARR1", 1);
		break;
	case 2:
		buf_printf(b, "%s%s2(%s,KS%u)", pre, arr[t], sub, 1 + rnd(g, 3));
		cnt(g, "ARR2", 1);
		break;
	case 3:
		buf_printf(b, "%s%s3(%s,KS%u,KS%u)", pre, arr[t], sub, 1 + rnd(g, 2), 1 + rnd(g, 2));
		cnt(g, "ARR3", 1);
		break;
	default:
		buf_printf(b, "DA4(%s,KS1,KS%u,KS2)", sub, 1 + rnd(g, 2));
		cnt(g, "ARRN", 1);
		break;
	}
	return global;
}

/* An operand of type t written into b; returns 1 if global. readonly: only
 * from the never-assigned pools (divisors, bases, intrinsic arguments). */
static int operand(struct gen *g, struct amp_buf *b, enum ty t, int readonly)
{
	unsigned r = rnd(g, 10);
	if (t == TL || t == TH || t == TC || t == TZ)
		r = r < 7 ? 0 : 1;
	if (!readonly && r >= 8) {
		/* an lhs scalar assigned earlier in this iteration */
		for (int k = 1; k <= 3; k++)
			if (g->assigned[t][k]) {
				buf_printf(b, "%s%d", rout[t], k);
				if (!g->pend_g && g->pend_k == k && g->pend_t == (int)t)
					self_read(g, t);
				return 0;
			}
		if (g->gassigned[t] && t != TL && t != TH) {
			buf_printf(b, "G%s1", rout[t]);
			if (g->pend_g && g->pend_t == (int)t)
				self_read(g, t);
			return 1;
		}
		r = 0;
	}
	if (readonly && r >= 2)
		r = rnd(g, 2);
	switch (r) {
	case 0: case 1:
		if (r == 1 && t != TL && t != TH) {
			buf_printf(b, "G%s%u", rin[t], 1 + rnd(g, 2));
			return 1;
		}
		buf_printf(b, "%s%u", rin[t], 1 + rnd(g, t == TL || t == TH ? 2 : 4));
		return 0;
	default:
		return array_operand(g, b, t);
	}
}

/* The line number the next line written to s will have. */
static int next_line(const struct amp_buf *s)
{
	int n = 1;
	for (size_t i = 0; i < s->len; i++)
		n += s->s[i] == '\n';
	return n;
}

static void line(struct gen *g, int label, const char *fmt, ...) AMP_PRINTF(3, 4);
static void line(struct gen *g, int label, const char *fmt, ...)
{
	char text[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	if (label)
		buf_printf(g->src, "%5d ", label);
	else
		buf_adds(g->src, "      ");
	/* continuation cards at column 72 */
	size_t n = strlen(text);
	for (size_t i = 0; i < n; i += 66) {
		if (i)
			buf_adds(g->src, "\n     &");
		buf_addn(g->src, text + i, n - i < 66 ? n - i : 66);
	}
	buf_addc(g->src, '\n');
}

/* Store to a fresh lhs of type t; writes "lhs = " into b. */
static void store(struct gen *g, struct amp_buf *b, enum ty t)
{
	unsigned r = rnd(g, 10);
	int global = 0;
	if ((t == TI || t == TR || t == TD) && r >= 7) {
		static const char *const arr[NTY] = { "KB", "RB", "DB", "", "", "", "" };
		global = r == 9;
		if (r == 8) {
			/* a column of a matrix: local for double, else in COMMON */
			if (t != TD)
				global = 1;
			buf_printf(b, "%s%s2(I,KS%u) = ", t == TD ? "" : "G", arr[t], 1 + rnd(g, 3));
			cnt(g, "ARR2", 1);
			if (t != TD || !g->adjustable)
				cnt(g, "ARRC", 1);
		} else {
			buf_printf(b, "%s%s(I) = ", array_prefix(g, global), arr[t]);
			cnt(g, "ARR1", 1);
		}
	} else if (r >= 5 && t != TL && t != TH) {
		global = 1;
		buf_printf(b, "G%s1 = ", rout[t]);
		g->pend_g = 1;
		g->pend_t = t;
	} else {
		unsigned k = 1 + rnd(g, 3);
		buf_printf(b, "%s%u = ", rout[t], k);
		g->pend_t = t;
		g->pend_k = (int)k;
	}
	storecount(g, t, global, 1);
}

static const char *const fconst[NTY] = { "3", "1.5", "1.5D0", "(0.5,0.25)", "(0.5D0,0.25D0)", "", "" };

/* x = a op b [op c], arithmetic of one type. */
static void arith_stmt(struct gen *g, enum ty t)
{
	struct amp_buf b = { 0 }, rhs = { 0 };
	store(g, &b, t);
	static const char ops[] = "+-*/";
	unsigned nops = 1 + rnd(g, 3);
	int gprev;
	/* first operand */
	gprev = operand(g, &rhs, t, 0);
	for (unsigned k = 0; k < nops; k++) {
		char op = ops[rnd(g, t == TI ? 3 : 4)];
		if (t == TI && rnd(g, 6) == 0)
			op = '/';
		struct amp_buf nb = { 0 };
		int gb;
		if (op == '/') {
			gb = operand(g, &nb, t, 1); /* divisors: never zero */
		} else if (rnd(g, 5) == 0) {
			buf_adds(&nb, fconst[t]);
			gb = 0;
		} else {
			gb = operand(g, &nb, t, 0);
		}
		int is_const = nb.s[0] == '(' && (t == TC || t == TZ) ? 1 :
			       (nb.s[0] >= '0' && nb.s[0] <= '9');
		struct amp_buf e = { 0 };
		if (k == 0)
			buf_printf(&e, "%s %c %s", rhs.s, op, nb.s);
		else
			buf_printf(&e, "(%s) %c %s", rhs.s, op, nb.s);
		char pc = op == '+' || op == '-' ? 'A' : op == '*' ? 'M' : 'D';
		if (pc == 'A' && t == TI && is_const)
			cnt(g, "ADDI", 1);
		else
			opcount(g, pc, t, (k == 0 && gprev) || gb);
		buf_release(&rhs);
		rhs = e;
		buf_release(&nb);
		gprev = 0;
	}
	/* One scalar statement in four accumulates into its own lhs, as
	 * reductions and recurrences do: X = X * 0.5 + (...) for floating
	 * types (damped, so values stay bounded and never denormal), K = K +
	 * (...) for integers. */
	if ((g->pend_k || g->pend_g) && rnd(g, 4) == 0) {
		char self[16];
		if (g->pend_g)
			snprintf(self, sizeof self, "G%s1", rout[t]);
		else
			snprintf(self, sizeof self, "%s%d", rout[t], g->pend_k);
		struct amp_buf e = { 0 };
		if (t == TI) {
			buf_printf(&e, "%s + (%s)", self, rhs.s);
			opcount(g, 'A', t, g->pend_g);
		} else {
			static const char *const half[NTY] = { "", "0.5", "0.5D0", "(0.5,0.25)",
				"(0.5D0,0.25D0)", "", "" };
			buf_printf(&e, "%s * %s + (%s)", self, half[t], rhs.s);
			opcount(g, 'M', t, g->pend_g);
			opcount(g, 'A', t, 0);
		}
		self_read(g, t);
		buf_release(&rhs);
		rhs = e;
	}
	buf_adds(&b, rhs.s);
	line(g, 0, "%s", b.s);
	buf_release(&b);
	buf_release(&rhs);
}

/* An array element updated from itself, as loops over arrays do (Y(I) =
 * Y(I) + A*X(I), A(I,J) = A(I,J) - A(I,K)*T): the element of a B array
 * read and stored (two references), and a scalar times an element of an
 * A array added or subtracted, or that element alone. Short loops of such
 * statements are what programs' hot loops mostly are. */
static void update_stmt(struct gen *g)
{
	static const enum ty ts[] = { TI, TR, TD, TD };
	static const char *const arr[NTY] = { "KB", "RB", "DB", "", "", "", "" };
	enum ty t = ts[rnd(g, 4)];
	struct amp_buf b = { 0 }, el = { 0 };
	int global;
	if (rnd(g, 3) == 0) {
		/* a column of a matrix: local for double, else in COMMON */
		global = t != TD;
		buf_printf(&el, "%s%s2(I,KS%u)", global ? "G" : "", arr[t], 1 + rnd(g, 3));
		cnt(g, "ARR2", 2);
		if (global || !g->adjustable)
			cnt(g, "ARRC", 2);
	} else {
		global = rnd(g, 3) == 0;
		const char *pre = array_prefix(g, global);
		/* array_prefix counted the descriptor of one reference */
		if (*pre == 'Y')
			cnt(g, "ARRS", 1);
		else if (*pre == 'X')
			cnt(g, "ARRD", 1);
		buf_printf(&el, "%s%s(I)", pre, arr[t]);
		cnt(g, "ARR1", 2);
	}
	char op = rnd(g, 2) ? '+' : '-';
	buf_printf(&b, "%s = %s %c ", el.s, el.s, op);
	if (rnd(g, 3)) {
		struct amp_buf f = { 0 };
		int gs = operand(g, &f, t, 1);
		buf_printf(&f, " * ");
		int ga = array_operand(g, &f, t);
		opcount(g, 'M', t, gs || ga);
		opcount(g, 'A', t, global);
		buf_printf(&b, "(%s)", f.s);
		buf_release(&f);
	} else {
		int ga = array_operand(g, &b, t);
		opcount(g, 'A', t, global || ga);
	}
	storecount(g, t, global, 1);
	line(g, 0, "%s", b.s);
	buf_release(&b);
	buf_release(&el);
}

static void power_stmt(struct gen *g, enum ty t)
{
	struct amp_buf b = { 0 }, base = { 0 };
	store(g, &b, t);
	int gl = operand(g, &base, t, 1);
	if (t == TI || t == TC || t == TZ || rnd(g, 2)) {
		buf_printf(&b, "%s**2", base.s);
		opcount(g, 'E', t, gl);
	} else {
		struct amp_buf ex = { 0 };
		int ge = operand(g, &ex, t, 1);
		buf_printf(&b, "%s**%s", base.s, ex.s);
		opcount(g, 'X', t, gl || ge);
		buf_release(&ex);
	}
	line(g, 0, "%s", b.s);
	buf_release(&b);
	buf_release(&base);
}

/* CALL RANDOM_NUMBER(H) (rule 6): H a local scalar output, an element
 * of a B array or a section of four elements from I of one; RNGS or RNGD
 * per value. */
static void random_stmt(struct gen *g)
{
	enum ty t = rnd(g, 2) ? TD : TR;
	const char *mn = t == TD ? "RNGD" : "RNGS";
	const char *arr = t == TD ? "DB" : "RB";
	switch (rnd(g, 3)) {
	case 0: {
		unsigned k = 1 + rnd(g, 3);
		line(g, 0, "CALL RANDOM_NUMBER(%s%u)", rout[t], k);
		g->pend_t = t;
		g->pend_k = (int)k;
		cnt(g, mn, 1);
		break;
	}
	case 1:
		line(g, 0, "CALL RANDOM_NUMBER(%s(I))", arr);
		cnt(g, "ARR1", 1);
		cnt(g, mn, 1);
		break;
	default:
		line(g, 0, "CALL RANDOM_NUMBER(%s(I:I+3))", arr);
		cnt(g, "ADDI", 1);
		cnt(g, mn, 4);
		break;
	}
}

static void intrinsic_stmt(struct gen *g)
{
	static const struct { const char *fn; const char *p; int nargs; } fns[] = {
		{ "SQRT", "SQR", 1 }, { "EXP", "EXP", 1 }, { "LOG", "LOG", 1 }, { "LOG10", "LOG", 1 },
		{ "SIN", "SIN", 1 }, { "COS", "SIN", 1 }, { "TAN", "TAN", 1 }, { "ATAN", "ATN", 1 },
		{ "ATAN2", "ATN", 2 }, { "ASIN", "ATN", 1 }, { "SINH", "HYP", 1 }, { "TANH", "HYP", 1 },
		{ "ABS", "ABS", 1 }, { "SIGN", "ABS", 2 }, { "MAX", "MXM", 2 }, { "MIN", "MXM", 2 },
		{ "MOD", "MOD", 2 }, { "AINT", "MOD", 1 }, { "ANINT", "MOD", 1 },
	};
	/* one intrinsic statement in ten is RANDOM_NUMBER's */
	if (rnd(g, 10) == 0) {
		random_stmt(g);
		return;
	}
	unsigned f = rnd(g, sizeof fns / sizeof fns[0]);
	enum ty t = rnd(g, 2) ? TD : TR;
	if (strcmp(fns[f].fn, "ASIN") == 0 || strcmp(fns[f].fn, "ACOS") == 0) {
		/* arguments must be in [-1, 1]: use the 0.75 and 0.5 values */
	}
	struct amp_buf b = { 0 };
	store(g, &b, t);
	buf_printf(&b, "%s(", fns[f].fn);
	for (int a = 0; a < fns[f].nargs; a++) {
		if (a)
			buf_addc(&b, ',');
		if (strcmp(fns[f].fn, "ASIN") == 0)
			buf_printf(&b, "%s%d", rin[t], rnd(g, 2) ? 1 : 3);
		else
			operand(g, &b, t, 1);
	}
	buf_addc(&b, ')');
	char mn[5];
	snprintf(mn, sizeof mn, "%s%c", fns[f].p, t == TD ? 'D' : 'S');
	cnt(g, mn, 1);
	line(g, 0, "%s", b.s);
	buf_release(&b);
}

static void int_intrinsic_stmt(struct gen *g)
{
	static const struct { const char *fn; const char *p; } fns[] = {
		{ "MOD", "MODI" }, { "ABS", "ABSI" }, { "MAX", "MXMI" }, { "MIN", "MXMI" },
		{ "ISIGN", "ABSI" },
	};
	unsigned f = rnd(g, 5);
	struct amp_buf b = { 0 };
	store(g, &b, TI);
	buf_printf(&b, "%s(", fns[f].fn);
	operand(g, &b, TI, 0);
	if (strcmp(fns[f].fn, "ABS") != 0) {
		buf_addc(&b, ',');
		operand(g, &b, TI, 1);
	}
	buf_addc(&b, ')');
	cnt(g, fns[f].p, 1);
	line(g, 0, "%s", b.s);
	buf_release(&b);
}

static void convert_stmt(struct gen *g)
{
	struct amp_buf b = { 0 };
	switch (rnd(g, 9)) {
	case 0: store(g, &b, TD); buf_adds(&b, "DBLE("); operand(g, &b, TI, 0); cnt(g, "CVID", 1); break;
	case 1: store(g, &b, TR); buf_adds(&b, "REAL("); operand(g, &b, TI, 0); cnt(g, "CVIS", 1); break;
	case 2: store(g, &b, TI); buf_adds(&b, "INT("); operand(g, &b, TD, 0); cnt(g, "CVRI", 1); break;
	case 3: store(g, &b, TD); buf_adds(&b, "DBLE("); operand(g, &b, TR, 0); cnt(g, "CVSD", 1); break;
	case 4: store(g, &b, TR); buf_adds(&b, "SNGL("); operand(g, &b, TD, 0); cnt(g, "CVSD", 1); break;
	case 5: store(g, &b, TC); buf_adds(&b, "CMPLX("); operand(g, &b, TR, 0); buf_addc(&b, ',');
		operand(g, &b, TR, 0); cnt(g, "CVSC", 1); break;
	case 6: store(g, &b, TR); buf_adds(&b, "ABS("); operand(g, &b, TC, 1); cnt(g, "INTC", 1); break;
	case 7: store(g, &b, TR); buf_adds(&b, rnd(g, 2) ? "AIMAG(" : "REAL("); operand(g, &b, TC, 0);
		cnt(g, "CPRT", 1); break;
	default: {
		/* implicit: double op integer */
		store(g, &b, TD);
		int gd = operand(g, &b, TD, 0);
		buf_adds(&b, " + ");
		int gi = operand(g, &b, TI, 0);
		cnt(g, "CVID", 1);
		opcount(g, 'A', TD, gd || gi);
		line(g, 0, "%s", b.s);
		buf_release(&b);
		return;
	}
	}
	buf_addc(&b, ')');
	line(g, 0, "%s", b.s);
	buf_release(&b);
}

static int truth(enum ty t, unsigned a, unsigned b, const char *op)
{
	double x = t == TI ? ival[a] : fval[a], y = t == TI ? ival[b] : fval[b];
	if (strcmp(op, ".GT.") == 0) return x > y;
	if (strcmp(op, ".LT.") == 0) return x < y;
	if (strcmp(op, ".GE.") == 0) return x >= y;
	if (strcmp(op, ".LE.") == 0) return x <= y;
	if (strcmp(op, ".EQ.") == 0) return x == y;
	return x != y;
}

/* A relational condition on the read-only pools with a known truth. */
static int condition(struct gen *g, struct amp_buf *b)
{
	static const char *const rel[] = { ".GT.", ".LT.", ".GE.", ".LE.", ".EQ.", ".NE." };
	enum ty t = (enum ty)rnd(g, 3);
	unsigned x = 1 + rnd(g, 4), y = 1 + rnd(g, 4);
	const char *op = rel[rnd(g, 6)];
	buf_printf(b, "%s%u %s %s%u", rin[t], x, op, rin[t], y);
	cnt(g, t == TI ? "RELI" : t == TR ? "RELS" : "RELD", 1);
	return truth(t, x, y, op);
}

static void logical_stmt(struct gen *g)
{
	struct amp_buf b = { 0 };
	store(g, &b, TL);
	switch (rnd(g, 6)) {
	case 0: condition(g, &b); break;
	case 1: buf_adds(&b, "LI1 .AND. LI2"); cnt(g, "ANDL", 1); break;
	case 2: buf_adds(&b, "LI1 .OR. LI2"); cnt(g, "ORLO", 1); break;
	case 3: buf_adds(&b, ".NOT. LI1"); cnt(g, "NOTL", 1); break;
	case 4: buf_adds(&b, "LI1 .EQV. LI2"); cnt(g, "EQVL", 1); break;
	default:
		/* Strings go through a library comparison; two single
		 * characters are bytes (rule 12). */
		if (rnd(g, 2)) {
			buf_adds(&b, "HI1 .LT. HI2");
			cnt(g, "RELC", 1);
		} else {
			buf_adds(&b, "HC1 .LT. HC2");
			cnt(g, "RELB", 1);
		}
		break;
	}
	line(g, 0, "%s", b.s);
	buf_release(&b);
}

/* A CHARACTER assignment, or, two times in three, an intrinsic that
 * runs through a string (rule 6: CHIN or CHSI per call; CHCH per
 * character of the string's declared length, CHSC per position INDEX can
 * find its substring at, or per character times the set's length for
 * SCAN): HL1 .. HL3 are 16, 48 and 120 characters long, filled with 7, 16
 * and 43 (a line of text); the searches never find. */
static void char_stmt(struct gen *g)
{
	static const int lens[] = { 16, 48, 120 };
	struct amp_buf b = { 0 };
	unsigned kind = rnd(g, 6), h = rnd(g, 3);
	if (kind < 2) {
		store(g, &b, TH);
		buf_printf(&b, "HI%u", 1 + rnd(g, 2));
	} else if (kind < 4) {
		store(g, &b, TI);
		buf_printf(&b, "LEN_TRIM(HL%u)", h + 1);
		cnt(g, "CHIN", 1);
		cnt(g, "CHCH", lens[h]);
	} else if (kind == 4) {
		store(g, &b, TI);
		buf_printf(&b, "INDEX(HL%u, 'QZ')", h + 1);
		cnt(g, "CHSI", 1);
		cnt(g, "CHSC", lens[h] - 1);
	} else {
		static const char *const set[] = { "QZ", "QZXWV" };
		unsigned s = rnd(g, 2);
		store(g, &b, TI);
		buf_printf(&b, "SCAN(HL%u, '%s')", h + 1, set[s]);
		cnt(g, "CHSI", 1);
		cnt(g, "CHSC", lens[h] * (double)strlen(set[s]));
	}
	line(g, 0, "%s", b.s);
	buf_release(&b);
}

/* A Fortran 90 array statement on a section of M = 4, 16 or 64 elements
 * from I (rule 10): fill (ASBC), copy, scale and add, or the sum of two
 * sections (ASTM); of integers, reals or doubles; on dummy arguments, COMMON or
 * allocatable module arrays. Writes only the B arrays, reads only the A
 * ones (never assigned) and read-only scalars. */
static void array_stmt(struct gen *g)
{
	static const enum ty tys[] = { TI, TR, TD, TD }; /* doubles twice */
	static const char *const code[NTY] = { "K", "R", "D", "", "", "", "" };
	static const int lens[] = { 4, 16, 64 };
	enum ty t = tys[rnd(g, 4)];
	int m = lens[rnd(g, 3)], scope = (int)rnd(g, 3), global = scope > 0;
	const char *pre = scope == 0 ? "" : scope == 1 ? "G" : "X";
	const char *c = code[t];
	char lhs[32], a[32];
	snprintf(lhs, sizeof lhs, "%s%sB(I:I+%d)", pre, c, m - 1);
	snprintf(a, sizeof a, "%s%sA(I:I+%d)", pre, c, m - 1);
	/* per element: the element loop, the left side and its store */
	cnt(g, "ASEL", m);
	cnt(g, "ASOP", m);
	storecount(g, t, global, m);
	int bounds = 1; /* I+m-1 of the left side */
	switch (rnd(g, 4)) {
	case 0:
		line(g, 0, "%s = %s%u", lhs, rin[t], 1 + rnd(g, 4));
		cnt(g, "ASBC", m);
		break;
	case 1:
		line(g, 0, "%s = %s", lhs, a);
		cnt(g, "ASOP", m);
		bounds++;
		break;
	case 2:
		line(g, 0, "%s = %s * %s%u + %s%u", lhs, a, rin[t], 1 + rnd(g, 4), rin[t], 1 + rnd(g, 4));
		cnt(g, "ASOP", m);
		opcount_n(g, 'M', t, global, m);
		opcount_n(g, 'A', t, 0, m);
		cnt(g, "ASTM", m);
		bounds++;
		break;
	default:
		line(g, 0, "%s = %s + %s%sA(I+1:I+%d)", lhs, a, pre, c, m);
		cnt(g, "ASOP", 2 * m);
		opcount_n(g, 'A', t, global, m);
		cnt(g, "ASTM", m);
		bounds += 3;
		break;
	}
	cnt(g, "ASST", 1);
	cnt(g, "ADDI", bounds);
}

static void branch_stmt(struct gen *g)
{
	int l = g->label++;
	switch (rnd(g, 6)) {
	case 0:
		line(g, 0, "GO TO %d", l);
		cnt(g, "GOTO", 1);
		line(g, l, "CONTINUE");
		break;
	case 1:
		line(g, 0, "GO TO (%d, %d), KI4", l, l);
		cnt(g, "GCOM", 1);
		line(g, l, "CONTINUE");
		break;
	case 2:
		line(g, 0, "ASSIGN %d TO KASN", l);
		line(g, 0, "GO TO KASN, (%d)", l);
		cnt(g, "GASN", 2);
		line(g, l, "CONTINUE");
		break;
	case 3: {
		struct amp_buf e = { 0 };
		enum ty t = rnd(g, 2) ? TD : TR;
		int ga = operand(g, &e, t, 1);
		buf_adds(&e, " - ");
		int gb = operand(g, &e, t, 1);
		opcount(g, 'A', t, ga || gb);
		line(g, 0, "IF (%s) %d, %d, %d", e.s, l, l, l);
		cnt(g, "IFAR", 1);
		line(g, l, "CONTINUE");
		buf_release(&e);
		break;
	}
	case 4: {
		/* logical IF with an action that runs, or not, every time; or,
		 * one time in two, on pseudo-random data (KA(I) .LT. P runs it
		 * with probability P/100, and a predictor mostly misses the
		 * rarer outcome: BMIS, from amp's predictor on the same data) */
		struct amp_buf e = { 0 };
		int random = rnd(g, 2) == 0, yes = 1, thr = 0;
		if (random) {
			static const int thresholds[] = { 10, 25, 50, 75, 90 };
			thr = thresholds[rnd(g, 5)];
			buf_printf(&e, "KA(I) .LT. %d", thr);
			cnt(g, "RELI", 1);
			cnt(g, "ARR1", 1);
		} else {
			yes = condition(g, &e);
		}
		cnt(g, "IFLO", 1);
		double saved[AMP_NCOUNTERS], saved1[AMP_NCOUNTERS];
		memcpy(saved, g->c, sizeof saved);
		memcpy(saved1, g->c1, sizeof saved1);
		struct amp_buf a = { 0 };
		store(g, &a, TI);
		operand(g, &a, TI, 0);
		buf_adds(&a, " + 1");
		cnt(g, "ADDI", 1);
		if (random) {
			/* the action at its frequency: P/100 expected; exactly
			 * over the J = 1 window (I = IB + 2 .. IB + n + 1) */
			int taken = 0, first = g->step + 2;
			for (int i = first; i < first + g->n; i++)
				taken += amp_kernels_ka(i) < thr;
			double p = thr / 100.0, p1 = (double)taken / g->n;
			for (int i = 0; i < AMP_NCOUNTERS; i++) {
				g->c[i] = saved[i] + p * (g->c[i] - saved[i]);
				g->c1[i] = saved1[i] + p1 * (g->c1[i] - saved1[i]);
			}
		} else if (!yes) {
			memcpy(g->c, saved, sizeof saved);
			memcpy(g->c1, saved1, sizeof saved1);
			g->pend_g = g->pend_k = 0; /* never assigned */
		}
		/* its mispredictions: with the kernel's other conditions
		 * (kernel_mispredictions) */
		if (g->nconds < AMP_KRN_MAXCOND) {
			g->cthr[g->nconds] = thr;
			g->cfixed[g->nconds++] = yes;
		}
		line(g, 0, "IF (%s) %s", e.s, a.s);
		buf_release(&e);
		buf_release(&a);
		break;
	}
	default:
		line(g, 0, "SELECT CASE (KI1)");
		cnt(g, "SELC", 1);
		line(g, 0, "CASE (3)");
		{
			struct amp_buf a = { 0 };
			store(g, &a, TI);
			operand(g, &a, TI, 0);
			line(g, 0, "%s", a.s);
			buf_release(&a);
		}
		line(g, 0, "CASE DEFAULT");
		line(g, 0, "KO3 = 0");
		line(g, 0, "END SELECT");
		break;
	}
}

static void call_stmt(struct gen *g)
{
	switch (rnd(g, 4)) {
	case 0:
		/* AMPS1(X, Y): X = Y */
		line(g, 0, "CALL AMPS1(DO%u, DI%u)", 1 + rnd(g, 3), 1 + rnd(g, 4));
		cnt(g, "PROC", 1);
		cnt(g, "ARGU", 2);
		cnt(g, "SRDL", 1);
		break;
	case 1:
		/* AMPS3(X, Y, Z): X = Y * Z + Y */
		line(g, 0, "CALL AMPS3(DO%u, DI%u, DI%u)", 1 + rnd(g, 3), 1 + rnd(g, 4), 1 + rnd(g, 4));
		cnt(g, "PROC", 1);
		cnt(g, "ARGU", 3);
		cnt(g, "MRDL", 1);
		cnt(g, "ARDL", 1);
		cnt(g, "SRDL", 1);
		break;
	case 2: {
		/* AMPF1(X) = X * 2 */
		struct amp_buf b = { 0 };
		store(g, &b, TD);
		buf_printf(&b, "AMPF1(DI%u)", 1 + rnd(g, 4));
		cnt(g, "FUNC", 1);
		cnt(g, "ARGU", 1);
		cnt(g, "MRDL", 1);
		cnt(g, "SRDL", 1);
		line(g, 0, "%s", b.s);
		buf_release(&b);
		break;
	}
	default: {
		/* statement function AMPSF(X) = X * DI1 + DI2 */
		struct amp_buf b = { 0 };
		store(g, &b, TD);
		buf_printf(&b, "AMPSF(DI%u)", 1 + rnd(g, 4));
		cnt(g, "STFN", 1);
		cnt(g, "MRDL", 1);
		cnt(g, "ARDL", 1);
		line(g, 0, "%s", b.s);
		buf_release(&b);
		break;
	}
	}
}

static void commit_lhs(struct gen *g)
{
	if (g->pend_g)
		g->gassigned[g->pend_t] = 1;
	else if (g->pend_k)
		g->assigned[g->pend_t][g->pend_k] = 1;
	g->pend_g = g->pend_k = 0;
}

static void statement(struct gen *g)
{
	g->pend_g = g->pend_k = 0;
	g->self = 0;
	static const enum ty at[] = { TI, TI, TR, TR, TD, TD, TD, TC, TZ };
	unsigned r = rnd(g, 100);
	/* Mixed kernels follow a typical program's mix of statements; narrow
	 * ones draw the kinds more evenly, so that rare operations (powers,
	 * intrinsics, conversions, calls) are in enough kernels for the fit
	 * to tell them apart. */
	if (g->narrow) {
		/* the first r of each kind below, arithmetic three times,
		 * array elements updated from themselves (200), powers and
		 * intrinsics twice, the rest (array statements too) once;
		 * and, in every kernel, one arithmetic statement in six is
		 * such an update instead */
		static const unsigned start[] = { 0, 0, 0, 200, 200, 49, 52, 52, 58, 58, 68, 71, 78, 84, 86, 93 };
		r = start[rnd(g, sizeof start / sizeof start[0])];
	}
	if (r >= 200 || (r < 49 && rnd(g, 6) == 0))
		update_stmt(g);
	else if (r < 49)
		arith_stmt(g, at[rnd(g, 9)]);
	else if (r < 52)
		array_stmt(g);
	else if (r < 58)
		power_stmt(g, at[rnd(g, 9)]);
	else if (r < 68)
		intrinsic_stmt(g);
	else if (r < 71)
		int_intrinsic_stmt(g);
	else if (r < 78)
		convert_stmt(g);
	else if (r < 84)
		logical_stmt(g);
	else if (r < 86)
		char_stmt(g);
	else if (r < 93)
		branch_stmt(g);
	else
		call_stmt(g);
	commit_lhs(g);
}

static const char common_decls[] =
	"INTEGER GKI1, GKI2, GKO1, GKA(LD), GKB(LD)\n"
	"REAL GRI1, GRI2, GRO1, GRA(LD), GRB(LD)\n"
	"DOUBLE PRECISION GDI1, GDI2, GDO1, GDA(LD), GDB(LD)\n"
	"COMPLEX GCI1, GCI2, GCO1\n"
	"DOUBLE COMPLEX GZI1, GZI2, GZO1\n"
	"COMMON /AMPG/ GDI1, GDI2, GDO1, GDA, GZI1, GZI2, GZO1,\n"
	"&GRI1, GRI2, GRO1, GRA, GCI1, GCI2, GCO1,\n"
	"&GKI1, GKI2, GKO1, GKA, GKB, GRB, GDB\n"
	"INTEGER GKA2(LD,3), GKA3(LD,2,2), GKB2(LD,3)\n"
	"REAL GRA2(LD,3), GRA3(LD,2,2), GRB2(LD,3)\n"
	"DOUBLE PRECISION GDA2(LD,3), GDA3(LD,2,2)\n"
	"COMMON /AMPG2/ GDA2, GDA3, GRA2, GRA3, GRB2, GKA2, GKA3, GKB2\n";

static void decls(struct amp_buf *s, const char *text)
{
	const char *p = text;
	while (*p) {
		const char *nl = strchr(p, '\n');
		size_t n = nl ? (size_t)(nl - p) : strlen(p);
		if (n && p[0] == '&') {
			buf_adds(s, "     &");
			buf_addn(s, p + 1, n - 1);
		} else {
			buf_adds(s, "      ");
			buf_addn(s, p, n);
		}
		buf_addc(s, '\n');
		p += n + (nl ? 1 : 0);
	}
}

static void kernel(struct amp_kernel_set *set, struct amp_kernel *k, unsigned long seed)
{
	struct amp_buf *s = &set->source;
	struct gen g;
	memset(&g, 0, sizeof g);
	g.src = s;
	double body1[AMP_NCOUNTERS] = { 0 };
	g.c = k->body;
	g.c1 = body1;
	g.rng = seed * 2654435761UL + 12345;
	g.label = 100;
	k->whileloop = rnd(&g, 8) == 0;
	/* One kernel in two (narrow and mixed alike) takes its multi-D dummies
	 * as adjustable arrays, as a library routine takes A(LDA,N). */
	g.adjustable = (k->id / 2) % 2;
	const char *args = g.adjustable ? KRN_ARGS_ADJ : KRN_ARGS;
	/* The arrays are dummy arguments (local operands) that all kernels
	 * share: large enough that a sweep runs through the caches as real
	 * programs' arrays do. */
	buf_printf(s, "      SUBROUTINE AMPK%d(NREP, KA, KB, RA, RB, DA, DB, DB2,\n"
		      "     &   DA2, DA3, DA4, YKA, YKB, YRA, YRB, YDA, YDB%s)\n      USE AMPMD\n",
		   k->id, g.adjustable ? ", LDV" : "");
	buf_adds(s, KRN_LD);
	buf_adds(s, args);
	buf_adds(s, KRN_YARGS
		    "      INTEGER I, J, KASN, IB, KS1, KS2, KS3\n"
		    "      INTEGER KI1, KI2, KI3, KI4, KO1, KO2, KO3\n"
		    "      REAL RI1, RI2, RI3, RI4, RO1, RO2, RO3\n"
		    "      DOUBLE PRECISION DI1, DI2, DI3, DI4, DO1, DO2, DO3\n"
		    "      DOUBLE PRECISION AMPF1, AMPSF, X\n"
		    "      COMPLEX CI1, CI2, CI3, CI4, CO1, CO2, CO3\n"
		    "      DOUBLE COMPLEX ZI1, ZI2, ZI3, ZI4, ZO1, ZO2, ZO3\n"
		    "      LOGICAL LI1, LI2, LO1, LO2, LO3\n"
		    "      CHARACTER*8 HI1, HI2, HO1, HO2, HO3\n      CHARACTER HC1, HC2\n"
		    "      CHARACTER*16 HL1\n      CHARACTER*48 HL2\n      CHARACTER*120 HL3\n");
	decls(s, common_decls);
	/* Everything but the loop control keeps its value from call to call;
	 * I, J and IB live on the stack, as a program's loop indices do. */
	buf_adds(s, "      SAVE KASN, KS1, KS2, KS3, KI1, KI2, KI3, KI4, KO1, KO2, KO3,\n"
		    "     &RI1, RI2, RI3, RI4, RO1, RO2, RO3, DI1, DI2, DI3, DI4, DO1, DO2,\n"
		    "     &DO3, CI1, CI2, CI3, CI4, CO1, CO2, CO3, ZI1, ZI2, ZI3, ZI4, ZO1,\n"
		    "     &ZO2, ZO3, LI1, LI2, LO1, LO2, LO3, HI1, HI2, HO1, HO2, HO3, HC1,\n"
		    "     &HC2, HL1, HL2, HL3\n"
		    "      AMPSF(X) = X * DI1 + DI2\n"
		    "      DATA KI1, KI2, KI3, KI4 / 3, 5, 7, 2 /\n"
		    "      DATA KS1, KS2, KS3 / 1, 2, 3 /\n"
		    "      DATA RI1, RI2, RI3, RI4 / 0.75, 1.25, 0.5, 1.5 /\n"
		    "      DATA DI1, DI2, DI3, DI4 / 0.75D0, 1.25D0, 0.5D0, 1.5D0 /\n"
		    "      DATA CI1, CI2 / (0.75,0.5), (1.25,-0.5) /\n"
		    "      DATA CI3, CI4 / (0.5,0.25), (1.5,1.0) /\n"
		    "      DATA ZI1, ZI2 / (0.75D0,0.5D0), (1.25D0,-0.5D0) /\n"
		    "      DATA ZI3, ZI4 / (0.5D0,0.25D0), (1.5D0,1.0D0) /\n"
		    "      DATA LI1, LI2 / .TRUE., .FALSE. /\n"
		    "      DATA HI1, HI2 / 'ABCDEFGH', 'ABCDEFGX' /\n"
		    "      DATA HC1, HC2 / 'P', 'Q' /\n"
		    "      DATA HL1 / 'ABC DEF' /\n"
		    "      DATA HL2 / 'THE LOOP RAN OUT' /\n"
		    "      DATA HL3 / 'ALPHA BETA GAMMA DELTA EPSILON ETA THETA MU' /\n");
	/* Reset the accumulating scalars at every call. */
	buf_adds(s, "      KO1 = 0\n      KO2 = 0\n      KO3 = 0\n");
	memset(k->per_call, 0, sizeof k->per_call);
	/* Inner trip counts vary so that loop set-up and iteration separate. */
	static const int trips[] = { 8, 32, 128, 254, 254 };
	int n = trips[rnd(&g, 5)];
	g.n = n;
	k->trip = n;
	/* Each J iteration works on the window that follows the last. */
	g.step = n;
	buf_printf(s, "      IB = 0\n      DO 900 J = 1, NREP\n      IB = IB + %d\n"
		      "      IF (IB .GT. " AMP_KRN_SPAN_S ") IB = IB - " AMP_KRN_SPAN_S "\n", g.step);
	if (k->whileloop) {
		buf_printf(s, "      I = IB + 1\n      DO WHILE (I .LE. IB + %d)\n"
			      "      I = I + 1\n", n);
	} else {
		buf_printf(s, "      DO 800 I = IB + 2, IB + %d\n", n + 1);
	}
	/* body */
	k->first_line = next_line(s);
	/* Half the kernels are narrow (one to three statements), half mixed. */
	g.narrow = k->id % 2;
	unsigned nst = g.narrow ? 1 + rnd(&g, 3) : 4 + rnd(&g, 9);
	for (unsigned i = 0; i < nst; i++)
		statement(&g);
	size_t after = 0;
	for (const char *p = s->s; *p; p++)
		after += *p == '\n';
	k->last_line = (int)after;
	double *b = k->body;
	double *pc = k->per_call; /* per iteration of the J loop */
	/* the conditions' mispredictions: the body's IFs per iteration, the
	 * wrap IF and the DO WHILE test per J */
	struct kmiss km;
	kernel_mispredictions(n, g.step, k->whileloop, g.nconds, g.cthr, g.cfixed, &km);
	b[amp_param_index("BMIS")] += km.ifs_steady;
	body1[amp_param_index("BMIS")] += km.ifs_first;
	double wmiss = km.js_steady, wmiss1 = km.js_first; /* per J */
	double dmiss = 0, dmiss1 = 0; /* the inner DO's closing branch's */
	if (k->whileloop) {
		buf_adds(s, "      END DO\n  900 CONTINUE\n");
		/* per J: I = 1, 255 tests, 254 increments and bodies */
		pc[amp_param_index("SISL")] += 1;
		pc[amp_param_index("ADDI")] += 1;
		pc[amp_param_index("LWHI")] += n + 1;
		pc[amp_param_index("RELI")] += n + 1;
		pc[amp_param_index("ADDI")] += n + 1;
		pc[amp_param_index("SISL")] += n;
		pc[amp_param_index("ADDI")] += n;
		pc[amp_param_index("CHNI")] += n; /* I = I + 1 */
	} else {
		buf_adds(s, "  800 CONTINUE\n  900 CONTINUE\n");
		pc[amp_param_index("LOIN")] += 1;
		pc[amp_param_index("ADDI")] += 2;
		pc[amp_param_index("LOOV")] += n;
		do_mispredictions(n, &dmiss, &dmiss1);
		pc[amp_param_index("BMIS")] += dmiss;
	}
	pc[amp_param_index("BMIS")] += wmiss;
	/* IB = IB + step; IF (IB .GT. span) IB = IB - span */
	pc[amp_param_index("SISL")] += 1;
	pc[amp_param_index("ADDI")] += 1;
	pc[amp_param_index("CHNI")] += 1;
	pc[amp_param_index("RELI")] += 1;
	pc[amp_param_index("IFLO")] += 1;
	for (int i = 0; i < AMP_NCOUNTERS; i++)
		pc[i] += n * b[i];
	pc[amp_param_index("LOOV")] += 1; /* the J loop */
	for (int i = 0; i < AMP_NCOUNTERS; i++)
		k->call1[i] = pc[i] + n * (body1[i] - b[i]);
	k->call1[amp_param_index("BMIS")] += wmiss1 - wmiss + dmiss1 - dmiss;
	/* the IF's action, once in span / step windows (never in the first) */
	double wrap = (double)g.step / AMP_KRN_SPAN;
	pc[amp_param_index("SISL")] += wrap;
	pc[amp_param_index("ADDI")] += wrap;
	pc[amp_param_index("CHNI")] += wrap;
	buf_adds(s, "      END\n\n");
	/* What the harness calls: the shared arrays, and descriptors of the
	 * module's W arrays for the assumed-shape dummies. */
	const char *ldv = g.adjustable ? ", LDV" : "";
	buf_printf(s, "      SUBROUTINE AMPW%d(NREP, KA, KB, RA, RB, DA, DB, DB2,\n"
		      "     &   DA2, DA3, DA4)\n      USE AMPMD\n" KRN_LD KRN_ARGS
		      "      INTERFACE\n"
		      "      SUBROUTINE AMPK%d(NREP, KA, KB, RA, RB, DA, DB, DB2,\n"
		      "     &   DA2, DA3, DA4, YKA, YKB, YRA, YRB, YDA, YDB%s)\n"
		      KRN_LD "%s" KRN_YARGS
		      "      END SUBROUTINE\n      END INTERFACE\n"
		      "      CALL AMPK%d(NREP, KA, KB, RA, RB, DA, DB, DB2, DA2, DA3, DA4,\n"
		      "     &   WKA, WKB, WRA, WRB, WDA, WDB%s)\n      END\n\n",
		   k->id, k->id, ldv, args, k->id, g.adjustable ? ", LD" : "");
}

/* The SUBROUTINE statement of chain and path kernel id, and the
 * declarations of its arguments. */
static void kernel_head(struct amp_buf *s, int id)
{
	buf_printf(s, "      SUBROUTINE AMPK%d(NREP, KA, KB, RA, RB, DA, DB, DB2,\n"
		      "     &   DA2, DA3, DA4)\n", id);
	buf_adds(s, KRN_LD KRN_ARGS "      INTEGER I, J\n");
}

/* The start of a chain kernel: its subroutine, X, A and B of type ty
 * (A and B set by DATA, X to x0 at each call), and the two loops whose
 * inner body follows (from k->first_line). */
static void chain_open(struct amp_buf *s, struct amp_kernel *k, const char *ty, const char *a,
		       const char *b, const char *x0)
{
	kernel_head(s, k->id);
	buf_printf(s, "      %s X, A, B\n      SAVE X, A, B\n      DATA A, B / %s, %s /\n", ty, a, b);
	buf_printf(s, "      X = %s\n      DO 900 J = 1, NREP\n      DO 800 I = 1, %d\n", x0, AMP_CHAIN_TRIP);
	k->first_line = next_line(s);
}

/* A chain kernel: its inner loop's body is S statements X = X op A op B
 * ... (K operators each) of latency class cls, each statement reading
 * the value the one before stored: one chain of S hops and S * K
 * operations per iteration. The operands keep X fixed (X + A - B with
 * A = B; X * A * B with A * B = 1 exactly), so no value drifts. */
static void chain_kernel(struct amp_kernel_set *set, struct amp_kernel *k, int cls, int ns, int nk)
{
	/* latency classes 2..10: iadd imul idiv fadd fmul fdiv cadd
	 * cmul cdiv; 0 and 1 are the hops through an integer and a floating
	 * variable */
	static const char *const ty[3] = { "INTEGER", "DOUBLE PRECISION", "COMPLEX" };
	static const char *const init[AMP_LAT_NOPS - 2][3] = {
		{ "12345", "3", "3" }, { "12345", "1", "1" }, { "1234567", "1", "1" },
		{ "1.25D0", "0.5D0", "0.5D0" }, { "1.25D0", "2.0D0", "0.5D0" },
		{ "1.25D0", "2.0D0", "0.5D0" }, { "(1.25,0.5)", "(0.5,0.25)", "(0.5,0.25)" },
		{ "(1.25,0.5)", "(0.0,1.0)", "(0.0,-1.0)" }, { "(1.25,0.5)", "(0.0,1.0)", "(0.0,-1.0)" } };
	static const char ops[3][2] = { "+-", "**", "//" };
	int c = cls - 2, type = c / 3;
	struct amp_buf *s = &set->source;
	k->chain = cls + 1;
	chain_open(s, k, ty[type], init[c][1], init[c][2], init[c][0]);
	for (int st = 0; st < ns; st++) {
		buf_adds(s, "      X = X");
		for (int o = 0; o < nk; o++)
			buf_printf(s, " %c %c", ops[c % 3][o % 2], o % 2 ? 'B' : 'A');
		buf_addc(s, '\n');
	}
	k->last_line = k->first_line + ns - 1;
	buf_adds(s, "  800 CONTINUE\n  900 CONTINUE\n");
	buf_adds(s, type == 0 ? "      KB(1) = X\n" : type == 1 ? "      DB(1) = X\n" : "      DB(1) = REAL(X)\n");
	buf_adds(s, "      END\n\n");
	k->lat[type == 0 ? 0 : 1] = (double)ns * AMP_CHAIN_TRIP;
	k->lat[cls] = (double)ns * nk * AMP_CHAIN_TRIP;
}

/* An intrinsic chain kernel: its inner loop's body is ns statements
 * X = F(X) ... of the intrinsic of latency class cls (SQRT .. TANH,
 * single or double precision), each reading the value the one before
 * stored. Each iteration converges on a fixed point of moderate size, so
 * no value drifts towards zero, infinity or a denormal. */
static void chain_intr_kernel(struct amp_kernel_set *set, struct amp_kernel *k, int cls, int ns)
{
	/* per intrinsic: the statement (A and B constants of X's type), A,
	 * B, and the arithmetic on the chain besides the call and its hop */
	static const struct {
		const char *stmt, *a, *b;
		int fadd, fmul;
	} in[7] = {
		{ "SQRT(X) + A", "0.5", "0", 1, 0 },
		{ "EXP(X * A)", "-1.0", "0", 0, 1 },
		{ "LOG(X + A)", "2.0", "0", 1, 0 },
		{ "SIN(X) + A", "0.5", "0", 1, 0 },
		{ "TAN(X * A) + B", "0.5", "0.3", 1, 1 },
		{ "ATAN(X) + A", "0.5", "0", 1, 0 },
		{ "TANH(X) + A", "0.5", "0", 1, 0 },
	};
	int c = cls - (AMP_LAT_SQRS - AMP_LAT_IHOP), f = c / 2, dbl = c % 2;
	const char *ty = dbl ? "DOUBLE PRECISION" : "REAL", *sfx = dbl ? "D0" : "";
	struct amp_buf *s = &set->source;
	k->chain = cls + 1;
	char a[16], b[16];
	snprintf(a, sizeof a, "%s%s", in[f].a, sfx);
	snprintf(b, sizeof b, "%s%s", in[f].b, sfx);
	chain_open(s, k, ty, a, b, dbl ? "0.5D0" : "0.5");
	for (int st = 0; st < ns; st++)
		buf_printf(s, "      X = %s\n", in[f].stmt);
	k->last_line = k->first_line + ns - 1;
	buf_adds(s, "  800 CONTINUE\n  900 CONTINUE\n      DB(1) = X\n      END\n\n");
	double n = (double)ns * AMP_CHAIN_TRIP;
	k->lat[AMP_LAT_FHOP - AMP_LAT_IHOP] = n;
	k->lat[AMP_LAT_FADD - AMP_LAT_IHOP] = n * in[f].fadd;
	k->lat[AMP_LAT_FMUL - AMP_LAT_IHOP] = n * in[f].fmul;
	k->lat[cls] = n;
}

/* A kernel's counts per J iteration from those of one body execution b:
 * an inner loop of AMP_CHAIN_TRIP iterations, its DO, and the J loop's
 * iteration (its closing branch's misses: do_loop_misses). */
static void trip_counts(struct amp_kernel *k, const double *b)
{
	double n = AMP_CHAIN_TRIP;
	for (int i = 0; i < AMP_NCOUNTERS; i++)
		k->per_call[i] = n * b[i];
	k->per_call[amp_param_index("LOIN")] += 1;
	k->per_call[amp_param_index("LOOV")] += n + 1; /* inner iterations, the J loop */
}

/* A path kernel (kernels.h): type 0 integer (K1 = KA(I) + KI, then
 * Kp = Kq + KI), 1 real (R1 = RA(I) / A + B, then Rp = Rq / A + B), 2
 * double precision (X1 = DA(I) * A + B, then Xp = Xq * A + B); the last
 * value stored into KB(I), RB(I) or DB(I). With fill, each statement of
 * the path is followed by one of the first statement's form into a
 * variable nothing reads. A fresh value starts the path every iteration,
 * so no chain runs from one iteration to the next. */
static void path_kernel(struct amp_kernel_set *set, struct amp_kernel *k, int type, int np, int fill)
{
	static const char *const ty[AMP_PATH_TYPES] = { "INTEGER", "REAL", "DOUBLE PRECISION" };
	static const char *const first[AMP_PATH_TYPES] = { "KA(I) + KI", "RA(I) / A + B", "DA(I) * A + B" };
	static const char *const next[AMP_PATH_TYPES] = { "%c%d + KI", "%c%d / A + B", "%c%d * A + B" };
	static const char *const last[AMP_PATH_TYPES] = { "KB(I)", "RB(I)", "DB(I)" };
	static const char var[AMP_PATH_TYPES] = { 'K', 'R', 'X' }, fillv[AMP_PATH_TYPES] = { 'M', 'S', 'Y' };
	static const char *const stores[AMP_PATH_TYPES] = { "SISL", "SRSL", "SRDL" };
	static const char *const op1[AMP_PATH_TYPES] = { "AISL", "DRSL", "MRDL" };
	struct amp_buf *s = &set->source;
	k->path = np;
	kernel_head(s, k->id);
	for (int p = 1; p <= np; p++)
		buf_printf(s, "      %s %c%d, %c%d\n", ty[type], var[type], p, fillv[type], p);
	buf_printf(s, "      INTEGER KI\n      %s A, B\n      SAVE KI, A, B\n", type == 0 ? "REAL" : ty[type]);
	for (int p = 1; p <= np; p++)
		buf_printf(s, "      SAVE %c%d, %c%d\n", var[type], p, fillv[type], p);
	buf_adds(s, type == 2 ? "      DATA KI, A, B / 3, 0.5D0, 0.25D0 /\n"
		    : "      DATA KI, A, B / 3, 0.5, 0.25 /\n");
	buf_printf(s, "      DO 900 J = 1, NREP\n      DO 800 I = 1, %d\n", AMP_CHAIN_TRIP);
	k->first_line = next_line(s);
	for (int p = 1; p <= np; p++) {
		buf_printf(s, "      %c%d = ", var[type], p);
		if (p == 1)
			buf_adds(s, first[type]);
		else
			buf_printf(s, next[type], var[type], p - 1);
		buf_addc(s, '\n');
		if (fill)
			buf_printf(s, "      %c%d = %s\n", fillv[type], p, first[type]);
	}
	buf_printf(s, "      %s = %c%d\n", last[type], var[type], np);
	k->last_line = k->first_line + np * (1 + fill);
	buf_adds(s, "  800 CONTINUE\n  900 CONTINUE\n      END\n\n");
	/* counts of one body execution */
	double b[AMP_NCOUNTERS] = { 0 };
	int firsts = 1 + fill * np; /* statements of the first form */
	b[amp_param_index(stores[type])] += np + fill * np + 1;
	b[amp_param_index("ARR1")] += firsts + 1;
	b[amp_param_index(op1[type])] += np + fill * np;
	if (type > 0)
		b[amp_param_index(type == 1 ? "ARSL" : "ARDL")] += np + fill * np;
	double n = AMP_CHAIN_TRIP;
	trip_counts(k, b);
	memcpy(k->call1, k->per_call, sizeof k->call1);
	do_loop_misses(AMP_CHAIN_TRIP, k->per_call, k->call1);
	/* the operations one body execution runs: the window's unit */
	k->stmts = 0;
	for (int i = 0; i < AMP_NPARAMS; i++)
		k->stmts += k->per_call[i] / n;
	/* the path: a hop per statement and the last store, the operators */
	int hop = type == 0 ? 0 : 1;
	k->dep[hop] = n * (np + 1);
	if (type == 0) {
		k->dep[AMP_LAT_IADD - AMP_LAT_IHOP] = n * np;
	} else {
		k->dep[(type == 1 ? AMP_LAT_FDIV : AMP_LAT_FMUL) - AMP_LAT_IHOP] = n * np;
		k->dep[AMP_LAT_FADD - AMP_LAT_IHOP] = n * np;
	}
}

/* An exact-state kernel (kernels.h) of class cls: two groups of four
 * statements per iteration, X1 = X2 * A, X2 = X1 * B, X3 = X1 + X2,
 * X4 = X3 - X1 (single or double precision), or for divides X1 = X2 / A,
 * X2 = X1 / B, X3 = SQRT(X5), X4 = SQRT(X6); A = 2, B = 1/2 and X2 =
 * 3/4, X5 = 9/4, X6 = 9/16 keep every result exact and every value
 * where it started. clear: the inexact flag is cleared before the loop
 * (else raised); it is raised after it either way. */
static void exact_kernel(struct amp_kernel_set *set, struct amp_kernel *k, int cls, int clear)
{
	static const char *const ty[AMP_NFPX] = { "REAL", "DOUBLE PRECISION", "DOUBLE PRECISION" };
	static const char *const sfx[AMP_NFPX] = { "", "D0", "D0" };
	struct amp_buf *s = &set->source;
	k->fpx = cls + 1;
	buf_printf(s, "      SUBROUTINE AMPK%d(NREP, KA, KB, RA, RB, DA, DB, DB2,\n"
		      "     &   DA2, DA3, DA4)\n      USE, INTRINSIC :: IEEE_EXCEPTIONS\n", k->id);
	buf_adds(s, KRN_LD KRN_ARGS "      INTEGER I, J\n");
	buf_printf(s, "      %s X1, X2, X3, X4, X5, X6, Y1, Y2, Y3, Y4, A, B\n"
		      "      SAVE X1, X2, X3, X4, X5, X6, Y1, Y2, Y3, Y4, A, B\n", ty[cls]);
	buf_printf(s, "      DATA A, B, X2, Y2 / 2.0%s, 0.5%s, 0.75%s, 0.75%s /\n", sfx[cls], sfx[cls],
		   sfx[cls], sfx[cls]);
	buf_printf(s, "      DATA X5, X6 / 2.25%s, 0.5625%s /\n", sfx[cls], sfx[cls]);
	buf_printf(s, "      CALL IEEE_SET_FLAG(IEEE_INEXACT, %s)\n", clear ? ".FALSE." : ".TRUE.");
	buf_printf(s, "      DO 900 J = 1, NREP\n      DO 800 I = 1, %d\n", AMP_CHAIN_TRIP);
	k->first_line = next_line(s);
	for (int g = 0; g < 2; g++) {
		char v = g ? 'Y' : 'X';
		if (cls < 2)
			buf_printf(s, "      %c1 = %c2 * A\n      %c2 = %c1 * B\n      %c3 = %c1 + %c2\n"
				      "      %c4 = %c3 - %c1\n", v, v, v, v, v, v, v, v, v, v);
		else
			buf_printf(s, "      %c1 = %c2 / A\n      %c2 = %c1 / B\n      %c3 = SQRT(X5)\n"
				      "      %c4 = SQRT(X6)\n", v, v, v, v, v, v);
	}
	k->last_line = k->first_line + 7;
	buf_adds(s, "  800 CONTINUE\n  900 CONTINUE\n      CALL IEEE_SET_FLAG(IEEE_INEXACT, .TRUE.)\n");
	buf_adds(s, cls == 0 ? "      RB(1) = X4 + Y4\n      END\n\n" : "      DB(1) = X4 + Y4\n      END\n\n");
	/* counts of one body execution */
	double b[AMP_NCOUNTERS] = { 0 };
	static const char *const st[AMP_NFPX] = { "SRSL", "SRDL", "SRDL" };
	b[amp_param_index(st[cls])] = 8;
	if (cls == 0) {
		b[amp_param_index("MRSL")] = 4;
		b[amp_param_index("ARSL")] = 4;
	} else if (cls == 1) {
		b[amp_param_index("MRDL")] = 4;
		b[amp_param_index("ARDL")] = 4;
	} else {
		b[amp_param_index("DRDL")] = 4;
		b[amp_param_index("SQRD")] = 4;
	}
	trip_counts(k, b);
	if (clear)
		k->per_call[amp_fpx_counter(cls)] = AMP_CHAIN_TRIP * AMP_FPX_OPS;
	memcpy(k->call1, k->per_call, sizeof k->call1);
	do_loop_misses(AMP_CHAIN_TRIP, k->per_call, k->call1);
	/* once a call: the two CALLs and the last store (RB(1) or DB(1):
	 * a constant subscript, no ARR1 by rule 4) */
	k->call1[amp_param_index("PROC")] += 2;
	k->call1[amp_param_index("ARGU")] += 4;
	k->call1[amp_param_index(st[cls])] += 1;
	k->call1[amp_param_index(cls == 0 ? "ARSL" : "ARDL")] += 1;
}

/* Memory kernels (kernels.h). XMX holds 8 * 2^AMP_MEM_SMAX elements (64
 * MiB of double precision) and 8 more, XMI the permutations of all the
 * footprints one after the other, then the strided kind's sequences of
 * all the footprints; XMC, a static array, the conflict kernels' pairs;
 * XMW, a static array as large as XMX, the store streams. */
#define AMP_MEM_LDX "8388616"
#define AMP_MEM_PERMS ((1L << (AMP_MEM_SMAX + 1)) - (1L << AMP_MEM_SMIN))
#define AMP_MEM_WIDES AMP_MEM_PERMS
#define AMP_MEM_LDI "4193792"
#define AMP_MEM_LDC "131072"

const char *amp_mem_kind_name(int k)
{
	static const char *const names[AMP_MK_KINDS] = { "irregular", "line", "unit", "strided", "update", "store",
							  "strided-store", "conflict" };
	return k >= 0 && k < AMP_MK_KINDS ? names[k] : "?";
}

static const int conf_shifts[AMP_MEM_NCONF] = AMP_MEM_CONF_SHIFTS;

/* The pairs a conflict kernel of 2^shift lines swaps in turn. */
static long conf_pairs(int shift)
{
	return 1L << (shift - 1);
}

/* A memory kernel's sweep: XMI's elements start + 1 .. end (irregular
 * and strided), XMX's (line and unit stride), step elements per J
 * iteration; a conflict kernel's, XMC's from 1 (KP at the first pair),
 * its whole cycle of pairs AMP_MEM_TRIP / pairs times per J iteration. */
static void mem_sweep(int kind, int shift, long *start, long *end, long *step)
{
	long f = 1L << shift;
	if (kind == AMP_MK_CONF) {
		*start = 1;
		*end = 1 + conf_pairs(shift) * AMP_MEM_CSTRIDE;
		*step = *end - *start;
		return;
	}
	int ind = kind == AMP_MK_IRR || kind == AMP_MK_WIDE || kind == AMP_MK_WSTORE; /* through XMI */
	*start = kind == AMP_MK_IRR ? f - (1L << AMP_MEM_SMIN)
		 : ind ? AMP_MEM_WIDES + f - (1L << AMP_MEM_SMIN) : 0;
	*end = ind ? *start + f : 8 * f;
	*step = kind == AMP_MK_LINE ? 8 * AMP_MEM_TRIP : AMP_MEM_TRIP;
}

/* A branch taken once every period evaluations (a sweep's wrap), by
 * amp's predictor from a fresh start over evals evaluations: its misses
 * in the first nfirst (a first call's), returned, and per evaluation
 * after the first skip (steady state), in *rate. */
static double wrap_misses(long period, long evals, long nfirst, long skip, double *rate)
{
	static uint8_t ctr[AMP_BP_SIZE];
	static struct amp_bp_global glob;
	uint32_t hist = 0;
	uint8_t choose = 0;
	memset(ctr, 0, sizeof ctr);
	memset(&glob, 0, sizeof glob);
	long first = 0, miss = 0;
	for (long e = 1; e <= evals; e++) {
		int m = amp_bp_cond(ctr, &hist, &choose, &glob, 1, e % period == 0);
		if (e <= nfirst)
			first += m;
		else if (e > skip)
			miss += m;
	}
	*rate = (double)miss / (double)(evals - skip);
	return (double)first;
}

/* A conflict kernel: pairs of elements 4 KiB apart in XMC, the pairs 8
 * KiB apart, swapped in turn (kernels.h), subscripts direct. */
static void conf_kernel(struct amp_kernel_set *set, struct amp_kernel *k, int shift)
{
	struct amp_buf *s = &set->source;
	long np = conf_pairs(shift), last = 1 + (np - 1) * AMP_MEM_CSTRIDE;
	k->mem_kind = AMP_MK_CONF + 1;
	k->mem_shift = shift;
	k->trip = AMP_MEM_TRIP;
	k->warm = AMP_MEM_WARM_PASSES;
	buf_printf(s, "      SUBROUTINE AMPK%d(NREP, KA, KB, RA, RB, DA, DB, DB2,\n"
		      "     &   DA2, DA3, DA4)\n      USE AMPMD\n", k->id);
	buf_adds(s, KRN_LD KRN_ARGS "      INTEGER I, J, KP\n      DOUBLE PRECISION T\n");
	buf_printf(s, "      SAVE KP\n      DATA KP / 1 /\n"
		      "      DO 900 J = 1, NREP\n      DO 800 I = 1, %d\n", AMP_MEM_TRIP);
	k->first_line = next_line(s);
	buf_printf(s, "      T = XMC(KP + %d)\n      XMC(KP + %d) = XMC(KP)\n      XMC(KP) = T\n"
		      "      KP = KP + %d\n      IF (KP .GT. %ld) KP = 1\n",
		   AMP_MEM_CSTRIDE / 2, AMP_MEM_CSTRIDE / 2, AMP_MEM_CSTRIDE, last);
	k->last_line = next_line(s) - 1;
	buf_adds(s, "  800 CONTINUE\n  900 CONTINUE\n      END\n\n");
	double *pc = k->per_call, *c1 = k->call1;
	double n = AMP_MEM_TRIP;
	pc[amp_param_index("LOIN")] += 1;
	pc[amp_param_index("LOOV")] += n + 1;  /* inner iterations, the J loop */
	/* T = XMC(KP + 512); XMC(KP + 512) = XMC(KP); XMC(KP) = T;
	 * KP = KP + 1024; IF (KP .GT. last) */
	pc[amp_param_index("SRDL")] += n;
	pc[amp_param_index("SRDG")] += 2 * n;
	pc[amp_param_index("ARR1")] += 4 * n;
	pc[amp_param_index("ADDI")] += 3 * n;
	pc[amp_param_index("SISL")] += n;
	pc[amp_param_index("CHNI")] += n;
	pc[amp_param_index("IFLO")] += n;
	pc[amp_param_index("RELI")] += n;
	memcpy(c1, pc, sizeof k->call1);
	do_loop_misses(AMP_MEM_TRIP, pc, c1);
	/* KP = 1 once a cycle of pairs; the IF's mispredictions in the first
	 * call (one J iteration) and in steady state */
	double rate;
	c1[amp_param_index("BMIS")] += wrap_misses(np, 400 * AMP_MEM_TRIP, AMP_MEM_TRIP, AMP_MEM_TRIP, &rate);
	pc[amp_param_index("BMIS")] += rate * n;
	pc[amp_param_index("SISL")] += n / (double)np;
	c1[amp_param_index("SISL")] += n / (double)np;
}

static void mem_kernel(struct amp_kernel_set *set, struct amp_kernel *k, int kind, int shift)
{
	static const char *const stmt[AMP_MK_CONF] = {
		"DB(I) = XMX(XMI(KP + I))", "DB(I) = XMX(KP + 8 * I)", "DB(I) = XMX(KP + I)",
		"DB(I) = XMX(XMI(KP + I))", "XMW(KP + I) = XMW(KP + I) + DB(I)", "XMW(KP + I) = DB(I)",
		"XMW(XMI(KP + I)) = DB(I)" };
	struct amp_buf *s = &set->source;
	long start, end, step;
	mem_sweep(kind, shift, &start, &end, &step);
	k->mem_kind = kind + 1;
	k->mem_shift = shift;
	k->trip = AMP_MEM_TRIP;
	/* J iterations per pass over the footprint */
	long jpp = (end - start) / step;
	k->warm = (int)jpp * (shift <= AMP_MEM_WARM_SMAX ? AMP_MEM_WARM_PASSES : 1);
	buf_printf(s, "      SUBROUTINE AMPK%d(NREP, KA, KB, RA, RB, DA, DB, DB2,\n"
		      "     &   DA2, DA3, DA4)\n      USE AMPMD\n", k->id);
	buf_adds(s, KRN_LD KRN_ARGS "      INTEGER I, J, KP\n");
	buf_printf(s, "      SAVE KP\n      DATA KP / %ld /\n"
		      "      DO 900 J = 1, NREP\n      DO 800 I = 1, %d\n", start, AMP_MEM_TRIP);
	k->first_line = next_line(s);
	k->last_line = k->first_line;
	buf_printf(s, "      %s\n  800 CONTINUE\n      KP = KP + %ld\n"
		      "      IF (KP .GE. %ld) KP = %ld\n  900 CONTINUE\n      END\n\n",
		   stmt[kind], step, end, start);
	double *pc = k->per_call, *c1 = k->call1;
	double n = AMP_MEM_TRIP;
	pc[amp_param_index("LOIN")] += 1;
	pc[amp_param_index("LOOV")] += n + 1;  /* inner iterations, the J loop */
	int ind = kind == AMP_MK_IRR || kind == AMP_MK_WIDE; /* through XMI */
	if (kind == AMP_MK_UPDATE) {
		/* XMW(KP + I) = XMW(KP + I) + DB(I): the module array's
		 * element is a global operand (rule 2) */
		pc[amp_param_index("SRDG")] += n;
		pc[amp_param_index("ARDG")] += n;
		pc[amp_param_index("ARR1")] += 3 * n;
		pc[amp_param_index("AISL")] += 2 * n;
	} else if (kind == AMP_MK_STORE) {
		/* XMW(KP + I) = DB(I) */
		pc[amp_param_index("SRDG")] += n;
		pc[amp_param_index("ARR1")] += 2 * n;
		pc[amp_param_index("AISL")] += n;
	} else if (kind == AMP_MK_WSTORE) {
		/* XMW(XMI(KP + I)) = DB(I): XMI through its descriptor */
		pc[amp_param_index("SRDG")] += n;
		pc[amp_param_index("ARR1")] += 3 * n;
		pc[amp_param_index("ARRD")] += n;
		pc[amp_param_index("AISL")] += n;
	} else {
		pc[amp_param_index("SRDL")] += n;
		pc[amp_param_index("ARR1")] += n * (ind ? 3 : 2);
		pc[amp_param_index("ARRD")] += n * (ind ? 2 : 1);
		pc[amp_param_index("AISL")] += n;
	}
	if (kind == AMP_MK_LINE)
		pc[amp_param_index("MISL")] += n;
	/* KP = KP + step; IF (KP .GE. end) */
	pc[amp_param_index("SISL")] += 1;
	pc[amp_param_index("ADDI")] += 1;
	pc[amp_param_index("CHNI")] += 1;
	pc[amp_param_index("IFLO")] += 1;
	pc[amp_param_index("RELI")] += 1;
	memcpy(c1, pc, sizeof k->call1);
	do_loop_misses(AMP_MEM_TRIP, pc, c1);
	/* The IF's action once a pass; its mispredictions by amp's predictor:
	 * in the first call from a new predictor, and over passes in steady
	 * state (a pass longer than the history costs a miss). */
	double rate;
	c1[amp_param_index("BMIS")] += wrap_misses(jpp, 4 * jpp > 100000 ? 4 * jpp : 100000, 1, jpp, &rate);
	pc[amp_param_index("BMIS")] += rate;
	pc[amp_param_index("SISL")] += 1.0 / (double)jpp;
	if (jpp == 1)
		c1[amp_param_index("SISL")] += 1;
}

/* The address of element i (1-based) of the arrays the memory kernels
 * reach, as far apart as separate allocations are: XMX and XMI 16 bytes
 * into a line, as large blocks from malloc are, DB at a line's start. */
#define MEM_XMX(i) ((uintptr_t)0x100000010 + 8 * (uintptr_t)((i) - 1))
#define MEM_XMI(i) ((uintptr_t)0x200000010 + 4 * (uintptr_t)((i) - 1))
#define MEM_DB(i) ((uintptr_t)0x300000000 + 8 * (uintptr_t)((i) - 1))
#define MEM_XMC(i) ((uintptr_t)0x400000000 + 8 * (uintptr_t)((i) - 1))
#define MEM_XMW(i) ((uintptr_t)0x500000000 + 8 * (uintptr_t)((i) - 1))

/* XMI as AMPINIT fills it. */
static int *mem_permutations(void)
{
	long total = AMP_MEM_WIDES + AMP_MEM_PERMS;
	int *xmi = malloc((size_t)total * sizeof *xmi);
	if (!xmi)
		return NULL;
	long long x = AMP_MEM_SEED;
	for (long k0 = 0, f = 1L << AMP_MEM_SMIN; f <= 1L << AMP_MEM_SMAX; k0 += f, f *= 2) {
		int *p = xmi + k0;
		for (long i = 0; i < f; i++)
			p[i] = (int)i + 1;
		for (long m = f; m >= 2; m--) {
			x = x * 16807 % 2147483647;
			long j = 1 + x % m;
			int t = p[m - 1];
			p[m - 1] = p[j - 1];
			p[j - 1] = t;
		}
		for (long i = 0; i < f; i++)
			p[i] = 8 * p[i] - 7;
	}
	for (long k0 = AMP_MEM_WIDES, f = 1L << AMP_MEM_SMIN; f <= 1L << AMP_MEM_SMAX; k0 += f, f *= 2)
		for (long i = 0; i < f; i++)
			xmi[k0 + i] = (int)(8 * (AMP_MEM_WIDE * i % f) + 1);
	return xmi;
}

/* One J iteration of a memory kernel's stream from kp, every reference
 * (all) or only those to another line than the same array reference's
 * last one (what the order of the lines' last uses depends on); a
 * conflict kernel's from its first pair, np pairs in turn. */
static void mem_iteration(struct amp_ru *ru, int kind, long kp, long np, const int *xmi, int all)
{
	uintptr_t last[4] = { 0, 0, 0, 0 };
	for (long i = 1; i <= AMP_MEM_TRIP; i++) {
		uintptr_t a[4];
		int n = 0;
		if (kind == AMP_MK_CONF) {
			/* T = XMC(KP + 512); XMC(KP + 512) = XMC(KP); XMC(KP) = T */
			long e = kp + (i - 1) % np * AMP_MEM_CSTRIDE;
			a[n++] = MEM_XMC(e + AMP_MEM_CSTRIDE / 2);
			a[n++] = MEM_XMC(e);
			a[n++] = MEM_XMC(e + AMP_MEM_CSTRIDE / 2);
			a[n++] = MEM_XMC(e);
		} else if (kind == AMP_MK_UPDATE) {
			/* XMW(KP + I) and DB(I) read, XMW(KP + I) written */
			a[n++] = MEM_XMW(kp + i);
			a[n++] = MEM_DB(i);
			a[n++] = MEM_XMW(kp + i);
		} else if (kind == AMP_MK_STORE) {
			/* DB(I) read, XMW(KP + I) written */
			a[n++] = MEM_DB(i);
			a[n++] = MEM_XMW(kp + i);
		} else if (kind == AMP_MK_WSTORE) {
			/* XMI(KP + I) read, XMW(XMI(KP + I)) written, DB(I)
			 * read: the strided kind's sites, in its order */
			a[n++] = MEM_XMI(kp + i);
			a[n++] = MEM_XMW(xmi[kp + i - 1]);
			a[n++] = MEM_DB(i);
		} else {
			if (kind == AMP_MK_IRR || kind == AMP_MK_WIDE)
				a[n++] = MEM_XMI(kp + i);
			a[n++] = MEM_XMX(kind == AMP_MK_IRR || kind == AMP_MK_WIDE ? xmi[kp + i - 1]
					 : kp + (kind == AMP_MK_LINE ? 8 * i : i));
			a[n++] = MEM_DB(i);
		}
		for (int r = 0; r < n; r++) {
			if (all || i == 1 || a[r] >> AMP_RU_LINE_SHIFT != last[r] >> AMP_RU_LINE_SHIFT)
				amp_ru_access(ru, r, a[r]);
			last[r] = a[r];
		}
	}
}

/* Every line followed (period 1: exact stack distances). The stream
 * starts as a timing does: after a pass over the footprint up to
 * AMP_MEM_WARM_SMAX lines (the harness's untimed passes: a second
 * leaves every distance as the first does), else with only DB in cache
 * (every line of a larger footprint is 2^19 lines away or more, or
 * never touched: bucket 6 either way, with the harness's pass or
 * without). The statistics are the
 * difference over the AMP_MEM_WINDOW J iterations that follow: whole
 * passes when a pass takes that many J iterations or fewer, else 32768
 * iterations of one. */
#define AMP_MEM_WINDOW 128

static int mem_stats(struct amp_kernel *k, const int *xmi)
{
	int kind = k->mem_kind - 1;
	long start, end, step;
	mem_sweep(kind, k->mem_shift, &start, &end, &step);
	/* from the middle of a pass, where a window shorter than a pass sees
	 * no restart (once a pass: as good as none) */
	long jpp = (end - start) / step, mid = start + jpp / 2 * step, kp = mid;
	long np = kind == AMP_MK_CONF ? (end - start) / AMP_MEM_CSTRIDE : 0;
	/* room for every reference traced: no compaction on the way */
	long refs = (k->mem_shift <= AMP_MEM_WARM_SMAX ? jpp : 0) + AMP_MEM_WINDOW;
	struct amp_ru ru;
	if (amp_ru_init(&ru, 4, 1, (uint32_t)(refs * 4 * AMP_MEM_TRIP), 1) != 0) {
		amp_ru_free(&ru);
		return -1;
	}
	if (k->mem_shift <= AMP_MEM_WARM_SMAX) {
		for (long j = 0; j < jpp; j++) {
			mem_iteration(&ru, kind, kp, np, xmi, 0);
			kp += step;
			if (kp >= end)
				kp = start;
		}
	} else {
		for (long i = 1; i <= AMP_MEM_TRIP; i++)
			amp_ru_access(&ru, 2, MEM_DB(i));
	}
	double before[AMP_RU_NCLASS * (AMP_RU_NB + 1)] = { 0 };
	double after[AMP_RU_NCLASS * (AMP_RU_NB + 1)] = { 0 };
	double cbefore = 0, cafter = 0;
	amp_ru_finish(&ru, NULL, before, NULL, &cbefore);
	kp = mid;
	for (int j = 0; j < AMP_MEM_WINDOW; j++) {
		mem_iteration(&ru, kind, kp, np, xmi, 1);
		kp += step;
		if (kp >= end)
			kp = start;
	}
	amp_ru_finish(&ru, NULL, after, NULL, &cafter);
	int failed = ru.failed;
	amp_ru_free(&ru);
	if (failed)
		return -1;
	for (int c = 0; c < AMP_RU_NCLASS; c++)
		for (int b = 1; b <= AMP_RU_NB; b++) {
			int i = c * (AMP_RU_NB + 1) + b;
			k->mem[c * AMP_RU_NB + b - 1] = (after[i] - before[i]) / AMP_MEM_WINDOW;
		}
	k->mem[AMP_MEM_KCONF] = (cafter - cbefore) / AMP_MEM_WINDOW;
	/* the stores' kinds: every regular reference beyond the first-level
	 * cache is XMW's, whose site writes its element */
	if (kind == AMP_MK_UPDATE || kind == AMP_MK_STORE)
		for (int b = 0; b < AMP_RU_NB; b++)
			k->mem[AMP_MEM_KWRT1 + b] = k->mem[b];
	/* the strided store's: every strided reference is XMW's, written */
	if (kind == AMP_MK_WSTORE)
		for (int b = 0; b < AMP_RU_NB; b++) {
			k->mem[AMP_MEM_KSTW1 + b] = k->mem[AMP_MEM_KSTR1 + b];
			k->mem[AMP_MEM_KSTR1 + b] = 0;
		}
	return 0;
}

int amp_kernels_memory_stats(struct amp_kernel_set *set)
{
	int *xmi = mem_permutations();
	if (!xmi)
		return -1;
	int rc = 0;
	for (size_t i = 0; i < set->n && rc == 0; i++)
		if (set->k[i].mem_kind)
			rc = mem_stats(&set->k[i], xmi);
	free(xmi);
	return rc;
}

void amp_kernels_generate(struct amp_kernel_set *set, size_t n, unsigned long seed)
{
	memset(set, 0, sizeof *set);
	set->k = xcalloc(n + AMP_CHAIN_KERNELS + AMP_MEM_KERNELS + AMP_PATH_KERNELS + AMP_FPX_KERNELS,
			 sizeof *set->k);
	set->n = n + AMP_CHAIN_KERNELS + AMP_MEM_KERNELS + AMP_PATH_KERNELS + AMP_FPX_KERNELS;
	set->npath = AMP_PATH_KERNELS;
	set->nfpx = AMP_FPX_KERNELS;
	set->nmix = n;
	set->nchain = AMP_CHAIN_KERNELS;
	set->nmem = AMP_MEM_KERNELS;
	struct amp_buf *s = &set->source;
	buf_adds(s, "C     AMP CHARACTERIZER KERNELS (GENERATED)\n"
		    "C     ALLOCATABLE ARRAYS, REACHED THROUGH DESCRIPTORS (AMPINIT)\n"
		    "      MODULE AMPMD\n"
		    "      INTEGER, ALLOCATABLE :: XKA(:), XKB(:)\n"
		    "      REAL, ALLOCATABLE :: XRA(:), XRB(:)\n"
		    "      DOUBLE PRECISION, ALLOCATABLE :: XDA(:), XDB(:)\n"
		    "      INTEGER, ALLOCATABLE :: XKA2(:,:), XKA3(:,:,:)\n"
		    "      REAL, ALLOCATABLE :: XRA2(:,:), XRA3(:,:,:)\n"
		    "      DOUBLE PRECISION, ALLOCATABLE :: XDA2(:,:), XDA3(:,:,:)\n"
		    "C     PASSED TO THE MIXES' ASSUMED-SHAPE DUMMIES (AMPW...)\n"
		    "      INTEGER, ALLOCATABLE :: WKA(:), WKB(:)\n"
		    "      REAL, ALLOCATABLE :: WRA(:), WRB(:)\n"
		    "      DOUBLE PRECISION, ALLOCATABLE :: WDA(:), WDB(:)\n"
		    "C     THE MEMORY KERNELS' SWEEPS: 64 MIB, AND RANDOM PERMUTATIONS\n"
		    "      DOUBLE PRECISION, ALLOCATABLE :: XMX(:)\n"
		    "      INTEGER, ALLOCATABLE :: XMI(:)\n"
		    "C     THE CONFLICT KERNELS' PAIRS: STATIC, REACHED DIRECTLY\n"
		    "      DOUBLE PRECISION XMC(" AMP_MEM_LDC ")\n"
		    "C     THE STORE STREAMS: 64 MIB, STATIC, REACHED DIRECTLY\n"
		    "      DOUBLE PRECISION XMW(" AMP_MEM_LDX ")\n"
		    "      END MODULE AMPMD\n\n");
	set->module_end = s->len;
	for (size_t i = 0; i < n; i++) {
		set->k[i].id = (int)i + 1;
		kernel(set, &set->k[i], seed + i);
	}
	/* Chain shapes (statements, operators per statement): two statements
	 * of four, four of one, four of four, so hops and operations
	 * separate, and every chain outlasts the loop's own work. */
	static const int shape[AMP_CHAIN_VARIANTS][2] = { { 2, 4 }, { 4, 1 }, { 4, 4 } };
	size_t at = n;
	for (int cls = 2; cls < AMP_LAT_NOPS; cls++)
		for (int v = 0; v < AMP_CHAIN_VARIANTS; v++, at++) {
			set->k[at].id = (int)at + 1;
			chain_kernel(set, &set->k[at], cls, shape[v][0], shape[v][1]);
		}
	/* Intrinsic chains: one statement and three per iteration. */
	for (int cls = AMP_LAT_NOPS; cls < AMP_NLAT; cls++)
		for (int v = 0; v < AMP_CHAIN_INTR_VARIANTS; v++, at++) {
			set->k[at].id = (int)at + 1;
			chain_intr_kernel(set, &set->k[at], cls, 1 + 2 * v);
		}
	/* Memory kernels: each kind over every footprint, then the conflict
	 * cycles. */
	for (int kind = 0; kind < AMP_MK_CONF; kind++)
		for (int sh = AMP_MEM_SMIN; sh <= AMP_MEM_SMAX; sh++, at++) {
			set->k[at].id = (int)at + 1;
			mem_kernel(set, &set->k[at], kind, sh);
		}
	for (int q = 0; q < AMP_MEM_NCONF; q++, at++) {
		set->k[at].id = (int)at + 1;
		conf_kernel(set, &set->k[at], conf_shifts[q]);
	}
	/* Path kernels: every type, 2, 4, 8, 16 and 32 statements on the
	 * path, alone and with as many independent statements. */
	for (int type = 0; type < AMP_PATH_TYPES; type++)
		for (int len = 0; len < AMP_PATH_LENGTHS; len++)
			for (int fill = 0; fill < 2; fill++, at++) {
				set->k[at].id = (int)at + 1;
				path_kernel(set, &set->k[at], type, 2 << len, fill);
			}
	/* Exact-state kernels: per class, the kernel that clears the
	 * inexact flag, then its twin. */
	for (int cls = 0; cls < AMP_NFPX; cls++)
		for (int clear = 1; clear >= 0; clear--, at++) {
			set->k[at].id = (int)at + 1;
			exact_kernel(set, &set->k[at], cls, clear);
		}
	/* Helpers: callees and the COMMON values. */
	buf_adds(s, "      SUBROUTINE AMPINIT\n      USE AMPMD\n"
		    KRN_LD "      INTEGER I, J, M, NF, K0, KT, IX\n");
	decls(s, common_decls);
	buf_adds(s, "      IF (ALLOCATED(XKA)) RETURN\n"
		    "      ALLOCATE (XKA(LD), XKB(LD), XRA(LD), XRB(LD), XDA(LD), XDB(LD))\n"
		    "      ALLOCATE (XKA2(LD,3), XKA3(LD,2,2), XRA2(LD,3), XRA3(LD,2,2))\n"
		    "      ALLOCATE (XDA2(LD,3), XDA3(LD,2,2))\n"
		    "      ALLOCATE (WKA(LD), WKB(LD), WRA(LD), WRB(LD), WDA(LD), WDB(LD))\n"
		    "      XKA = 5\n      XRA = 1.25\n      XDA = 0.75D0\n"
		    "      WKA = 5\n      WRA = 1.25\n      WDA = 0.75D0\n"
		    "      WKB = 0\n      WRB = 0.0\n      WDB = 0.0D0\n"
		    "      XKB = 0\n      XRB = 0.0\n      XDB = 0.0D0\n"
		    "      XKA2 = 5\n      XKA3 = 5\n      XRA2 = 1.25\n      XRA3 = 1.25\n"
		    "      XDA2 = 0.75D0\n      XDA3 = 0.75D0\n"
		    "      GKA2 = 5\n      GKA3 = 5\n      GKB2 = 0\n"
		    "      GRA2 = 1.25\n      GRA3 = 1.25\n      GRB2 = 0.0\n"
		    "      GDA2 = 0.75D0\n      GDA3 = 0.75D0\n");
	/* XMI: per footprint NF (smallest first), a random permutation of
	 * one element per line of XMX, by Fisher-Yates with Park and
	 * Miller's generator (Schrage's method), as mem_permutations. */
	buf_printf(s, "      ALLOCATE (XMX(" AMP_MEM_LDX "), XMI(" AMP_MEM_LDI "))\n"
		      "      XMX = 1.0D0\n      XMC = 1.0D0\n      XMW = 1.0D0\n      IX = %d\n      K0 = 0\n      NF = %d\n"
		      "   10 DO 20 I = 1, NF\n      XMI(K0 + I) = I\n   20 CONTINUE\n"
		      "      DO 30 M = NF, 2, -1\n"
		      "      IX = 16807 * MOD(IX, 127773) - 2836 * (IX / 127773)\n"
		      "      IF (IX .LE. 0) IX = IX + 2147483647\n"
		      "      J = 1 + MOD(IX, M)\n      KT = XMI(K0 + M)\n"
		      "      XMI(K0 + M) = XMI(K0 + J)\n      XMI(K0 + J) = KT\n   30 CONTINUE\n"
		      "      DO 40 I = 1, NF\n      XMI(K0 + I) = 8 * XMI(K0 + I) - 7\n   40 CONTINUE\n"
		      "      K0 = K0 + NF\n      NF = NF * 2\n      IF (NF .LE. %d) GO TO 10\n",
		   AMP_MEM_SEED, 1 << AMP_MEM_SMIN, 1 << AMP_MEM_SMAX);
	/* then the strided kind's: per footprint NF, every AMP_MEM_WIDE-th
	 * line in turn */
	buf_printf(s, "      NF = %d\n"
		      "   60 DO 70 I = 1, NF\n      XMI(K0 + I) = 8 * MOD(%d * (I - 1), NF) + 1\n"
		      "   70 CONTINUE\n"
		      "      K0 = K0 + NF\n      NF = NF * 2\n      IF (NF .LE. %d) GO TO 60\n",
		   1 << AMP_MEM_SMIN, AMP_MEM_WIDE, 1 << AMP_MEM_SMAX);
	buf_adds(s, "      END\n\n");
	buf_adds(s, "      SUBROUTINE AMPS1(X, Y)\n      DOUBLE PRECISION X, Y\n"
		    "      X = Y\n      END\n\n"
		    "      SUBROUTINE AMPS3(X, Y, Z)\n      DOUBLE PRECISION X, Y, Z\n"
		    "      X = Y * Z + Y\n      END\n\n"
		    "      DOUBLE PRECISION FUNCTION AMPF1(X)\n      DOUBLE PRECISION X\n"
		    "      AMPF1 = X * 2.0D0\n      END\n\n"
		    "      BLOCK DATA AMPBD\n" KRN_LD);
	decls(s, common_decls);
	buf_adds(s, "      DATA GKI1, GKI2 / 3, 5 /, GRI1, GRI2 / 0.75, 1.25 /\n"
		    "      DATA GDI1, GDI2 / 0.75D0, 1.25D0 /\n"
		    "      DATA GCI1, GCI2 / (0.75,0.5), (1.25,-0.5) /\n"
		    "      DATA GZI1, GZI2 / (0.75D0,0.5D0), (1.25D0,-0.5D0) /\n"
		    "      DATA GKA / " AMP_KRN_LD_S "*5 /, GRA / " AMP_KRN_LD_S "*1.25 /\n"
		    "      DATA GDA / " AMP_KRN_LD_S "*0.75D0 /\n"
		    "      END\n");
}

void amp_kernels_release(struct amp_kernel_set *set)
{
	free(set->k);
	buf_release(&set->source);
	memset(set, 0, sizeof *set);
}

/* symtab.c: symbols, scopes, implicit typing and the intrinsic table
 * (see symtab.h). */
#include "symtab.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"

void amp_scope_init(struct amp_scope *s, const char *name, struct amp_scope *host)
{
	memset(s, 0, sizeof *s);
	s->name = xstrdup(name);
	s->host = host;
	for (int i = 0; i < 26; i++)
		s->implicit[i] = (i >= 'I' - 'A' && i <= 'N' - 'A') ? T_INT : T_REAL;
}

void amp_scope_release(struct amp_scope *s)
{
	for (size_t i = 0; i < s->nsyms; i++) {
		free(s->syms[i].name);
		free(s->syms[i].tname);
		free(s->syms[i].dims);
		free(s->syms[i].init);
		free(s->syms[i].body);
	}
	free(s->syms);
	free(s->uses);
	free(s->name);
	memset(s, 0, sizeof *s);
}

struct amp_sym *amp_scope_find_local(struct amp_scope *s, const char *name)
{
	for (size_t i = 0; i < s->nsyms; i++)
		if (strcmp(s->syms[i].name, name) == 0)
			return &s->syms[i];
	return NULL;
}

struct amp_sym *amp_scope_lookup(struct amp_scope *s, const char *name, int *foreign)
{
	int depth = 0;
	for (; s; s = s->host, depth++) {
		struct amp_sym *y = amp_scope_find_local(s, name);
		if (y) {
			if (foreign)
				*foreign = depth > 0 || s->is_module;
			return y;
		}
		for (size_t u = 0; u < s->nuses; u++) {
			y = amp_scope_find_local(s->uses[u], name);
			if (!y) {
				/* modules that the module itself uses */
				for (size_t v = 0; !y && v < s->uses[u]->nuses; v++)
					y = amp_scope_find_local(s->uses[u]->uses[v], name);
			}
			if (y) {
				if (foreign)
					*foreign = 1;
				return y;
			}
		}
	}
	return NULL;
}

enum amp_ty amp_scope_implicit(const struct amp_scope *s, const char *name)
{
	int c = name[0] - 'A';
	if (c < 0 || c >= 26)
		return T_REAL;
	return s->implicit[c];
}

struct amp_sym *amp_scope_declare(struct amp_scope *s, const char *name)
{
	struct amp_sym *y = amp_scope_find_local(s, name);
	if (y)
		return y;
	amp_grow(&s->syms, &s->capsyms, s->nsyms, sizeof *s->syms);
	y = &s->syms[s->nsyms++];
	memset(y, 0, sizeof *y);
	y->name = xstrdup(name);
	y->type = amp_scope_implicit(s, name);
	if (s->is_module)
		y->global = 1;
	return y;
}

/* Generic names take the type of their arguments; specific names (DSQRT,
 * IABS, ...) fix it. */
static const struct amp_intrinsic intrinsics[] = {
	{ "SQRT", IK_SQR, T_NONE, T_NONE }, { "DSQRT", IK_SQR, T_DBL, T_DBL },
	{ "CSQRT", IK_CPLXFN, T_CPLX, T_CPLX },
	{ "EXP", IK_EXP, T_NONE, T_NONE }, { "DEXP", IK_EXP, T_DBL, T_DBL },
	{ "CEXP", IK_CPLXFN, T_CPLX, T_CPLX },
	{ "LOG", IK_LOG, T_NONE, T_NONE }, { "ALOG", IK_LOG, T_REAL, T_REAL },
	{ "DLOG", IK_LOG, T_DBL, T_DBL }, { "LOG10", IK_LOG, T_NONE, T_NONE },
	{ "ALOG10", IK_LOG, T_REAL, T_REAL }, { "DLOG10", IK_LOG, T_DBL, T_DBL },
	{ "CLOG", IK_CPLXFN, T_CPLX, T_CPLX },
	{ "SIN", IK_SIN, T_NONE, T_NONE }, { "DSIN", IK_SIN, T_DBL, T_DBL },
	{ "COS", IK_SIN, T_NONE, T_NONE }, { "DCOS", IK_SIN, T_DBL, T_DBL },
	{ "CSIN", IK_CPLXFN, T_CPLX, T_CPLX }, { "CCOS", IK_CPLXFN, T_CPLX, T_CPLX },
	{ "TAN", IK_TAN, T_NONE, T_NONE }, { "DTAN", IK_TAN, T_DBL, T_DBL },
	{ "ATAN", IK_ATN, T_NONE, T_NONE }, { "DATAN", IK_ATN, T_DBL, T_DBL },
	{ "ATAN2", IK_ATN, T_NONE, T_NONE }, { "DATAN2", IK_ATN, T_DBL, T_DBL },
	{ "ASIN", IK_ATN, T_NONE, T_NONE }, { "DASIN", IK_ATN, T_DBL, T_DBL },
	{ "ACOS", IK_ATN, T_NONE, T_NONE }, { "DACOS", IK_ATN, T_DBL, T_DBL },
	{ "SINH", IK_HYP, T_NONE, T_NONE }, { "DSINH", IK_HYP, T_DBL, T_DBL },
	{ "COSH", IK_HYP, T_NONE, T_NONE }, { "DCOSH", IK_HYP, T_DBL, T_DBL },
	{ "TANH", IK_HYP, T_NONE, T_NONE }, { "DTANH", IK_HYP, T_DBL, T_DBL },
	{ "ABS", IK_ABS, T_NONE, T_NONE }, { "IABS", IK_ABS, T_INT, T_INT },
	{ "DABS", IK_ABS, T_DBL, T_DBL }, { "CABS", IK_CPLXFN, T_REAL, T_CPLX },
	{ "SIGN", IK_ABS, T_NONE, T_NONE }, { "ISIGN", IK_ABS, T_INT, T_INT },
	{ "DSIGN", IK_ABS, T_DBL, T_DBL },
	{ "MAX", IK_MXM, T_NONE, T_NONE }, { "MIN", IK_MXM, T_NONE, T_NONE },
	{ "MAX0", IK_MXM, T_INT, T_INT }, { "MIN0", IK_MXM, T_INT, T_INT },
	{ "AMAX1", IK_MXM, T_REAL, T_REAL }, { "AMIN1", IK_MXM, T_REAL, T_REAL },
	{ "DMAX1", IK_MXM, T_DBL, T_DBL }, { "DMIN1", IK_MXM, T_DBL, T_DBL },
	{ "MAX1", IK_MXM, T_INT, T_REAL }, { "MIN1", IK_MXM, T_INT, T_REAL },
	{ "AMAX0", IK_MXM, T_REAL, T_INT }, { "AMIN0", IK_MXM, T_REAL, T_INT },
	{ "DIM", IK_MXM, T_NONE, T_NONE }, { "IDIM", IK_MXM, T_INT, T_INT },
	{ "DDIM", IK_MXM, T_DBL, T_DBL },
	{ "MOD", IK_MOD, T_NONE, T_NONE }, { "AMOD", IK_MOD, T_REAL, T_REAL },
	{ "DMOD", IK_MOD, T_DBL, T_DBL }, { "MODULO", IK_MOD, T_NONE, T_NONE },
	{ "AINT", IK_MOD, T_NONE, T_NONE }, { "DINT", IK_MOD, T_DBL, T_DBL },
	{ "ANINT", IK_MOD, T_NONE, T_NONE }, { "DNINT", IK_MOD, T_DBL, T_DBL },
	{ "NINT", IK_MOD, T_INT, T_NONE }, { "IDNINT", IK_MOD, T_INT, T_DBL },
	{ "INT", IK_TOINT, T_INT, T_NONE }, { "IFIX", IK_TOINT, T_INT, T_REAL },
	{ "IDINT", IK_TOINT, T_INT, T_DBL }, { "FLOOR", IK_TOINT, T_INT, T_NONE },
	{ "CEILING", IK_TOINT, T_INT, T_NONE },
	{ "REAL", IK_TOREAL, T_REAL, T_NONE }, { "FLOAT", IK_TOREAL, T_REAL, T_INT },
	{ "SNGL", IK_TOREAL, T_REAL, T_DBL },
	{ "DBLE", IK_TODBL, T_DBL, T_NONE }, { "DFLOAT", IK_TODBL, T_DBL, T_INT },
	{ "CMPLX", IK_TOCPLX, T_CPLX, T_NONE }, { "DCMPLX", IK_TOCPLX, T_DCPLX, T_NONE },
	{ "CONJG", IK_CPART, T_NONE, T_NONE }, { "DCONJG", IK_CPART, T_DCPLX, T_DCPLX },
	{ "AIMAG", IK_CPART, T_REAL, T_CPLX }, { "DIMAG", IK_CPART, T_DBL, T_DCPLX },
	{ "CDABS", IK_CPLXFN, T_DBL, T_DCPLX }, { "CDSQRT", IK_CPLXFN, T_DCPLX, T_DCPLX },
	{ "CDEXP", IK_CPLXFN, T_DCPLX, T_DCPLX },
	{ "DREAL", IK_TODBL, T_DBL, T_DCPLX },
	{ "ZABS", IK_CPLXFN, T_DBL, T_DCPLX }, { "ZSQRT", IK_CPLXFN, T_DCPLX, T_DCPLX },
	{ "ZEXP", IK_CPLXFN, T_DCPLX, T_DCPLX }, { "ZLOG", IK_CPLXFN, T_DCPLX, T_DCPLX },
	{ "CDLOG", IK_CPLXFN, T_DCPLX, T_DCPLX }, { "ZSIN", IK_CPLXFN, T_DCPLX, T_DCPLX },
	{ "CDSIN", IK_CPLXFN, T_DCPLX, T_DCPLX }, { "ZCOS", IK_CPLXFN, T_DCPLX, T_DCPLX },
	{ "CDCOS", IK_CPLXFN, T_DCPLX, T_DCPLX },
	/* GNU names: IMAG and IMAGPART are AIMAG, REALPART is REAL of a
	 * complex, INT2, SHORT and LONG convert to an integer kind, AND, OR
	 * and XOR are IAND, IOR and IEOR (of logicals too) */
	{ "IMAG", IK_CPART, T_REAL, T_CPLX }, { "IMAGPART", IK_CPART, T_REAL, T_CPLX },
	{ "REALPART", IK_TOREAL, T_REAL, T_NONE },
	{ "INT2", IK_TOINT, T_INT, T_NONE }, { "SHORT", IK_TOINT, T_INT, T_NONE },
	{ "LONG", IK_TOINT, T_INT, T_NONE },
	{ "AND", IK_BITOP, T_NONE, T_NONE }, { "OR", IK_BITOP, T_NONE, T_NONE },
	{ "XOR", IK_BITOP, T_NONE, T_NONE },
	/* Fortran 2008 functions with no parameter of their own count the
	 * parameter of the function nearest in cost (docs/parameters.md,
	 * rule 6): the inverse hyperbolics, GAMMA and LOG_GAMMA count HYP,
	 * HYPOT, the error functions and the Bessel functions EXP. */
	{ "ACOSH", IK_HYP, T_NONE, T_NONE }, { "ASINH", IK_HYP, T_NONE, T_NONE },
	{ "ATANH", IK_HYP, T_NONE, T_NONE }, { "DACOSH", IK_HYP, T_DBL, T_DBL },
	{ "DASINH", IK_HYP, T_DBL, T_DBL }, { "DATANH", IK_HYP, T_DBL, T_DBL },
	{ "GAMMA", IK_HYP, T_NONE, T_NONE }, { "DGAMMA", IK_HYP, T_DBL, T_DBL },
	{ "LOG_GAMMA", IK_HYP, T_NONE, T_NONE }, { "LGAMMA", IK_HYP, T_NONE, T_NONE },
	{ "ALGAMA", IK_HYP, T_REAL, T_REAL }, { "DLGAMA", IK_HYP, T_DBL, T_DBL },
	{ "HYPOT", IK_EXP, T_NONE, T_NONE },
	{ "ERF", IK_EXP, T_NONE, T_NONE }, { "ERFC", IK_EXP, T_NONE, T_NONE },
	{ "ERFC_SCALED", IK_EXP, T_NONE, T_NONE }, { "DERF", IK_EXP, T_DBL, T_DBL },
	{ "DERFC", IK_EXP, T_DBL, T_DBL },
	{ "BESSEL_J0", IK_EXP, T_NONE, T_NONE }, { "BESSEL_J1", IK_EXP, T_NONE, T_NONE },
	{ "BESSEL_JN", IK_EXP, T_NONE, T_NONE }, { "BESSEL_Y0", IK_EXP, T_NONE, T_NONE },
	{ "BESSEL_Y1", IK_EXP, T_NONE, T_NONE }, { "BESSEL_YN", IK_EXP, T_NONE, T_NONE },
	{ "BESJ0", IK_EXP, T_NONE, T_NONE }, { "BESJ1", IK_EXP, T_NONE, T_NONE },
	{ "BESJN", IK_EXP, T_NONE, T_NONE }, { "BESY0", IK_EXP, T_NONE, T_NONE },
	{ "BESY1", IK_EXP, T_NONE, T_NONE }, { "BESYN", IK_EXP, T_NONE, T_NONE },
	{ "DBESJ0", IK_EXP, T_DBL, T_DBL }, { "DBESJ1", IK_EXP, T_DBL, T_DBL },
	{ "DBESJN", IK_EXP, T_DBL, T_NONE }, { "DBESY0", IK_EXP, T_DBL, T_DBL },
	{ "DBESY1", IK_EXP, T_DBL, T_DBL }, { "DBESYN", IK_EXP, T_DBL, T_NONE },
	/* Library calls that run through a string (rule 6), with the
	 * intrinsics that have no parameter of their own: their arguments
	 * are still counted. */
	{ "LEN_TRIM", IK_CHTRIM, T_INT, T_NONE }, { "INDEX", IK_CHSEARCH, T_INT, T_NONE },
	{ "SCAN", IK_CHSEARCH, T_INT, T_NONE }, { "VERIFY", IK_CHSEARCH, T_INT, T_NONE },
	{ "ICHAR", IK_NONE, T_INT, T_NONE }, { "IACHAR", IK_NONE, T_INT, T_NONE },
	{ "CHAR", IK_NONE, T_CHAR, T_NONE }, { "ACHAR", IK_NONE, T_CHAR, T_NONE },
	{ "TRIM", IK_NONE, T_CHAR, T_NONE }, { "ADJUSTL", IK_NONE, T_CHAR, T_NONE },
	{ "ADJUSTR", IK_NONE, T_CHAR, T_NONE }, { "REPEAT", IK_NONE, T_CHAR, T_NONE },
	{ "LGE", IK_NONE, T_LOG, T_NONE }, { "LGT", IK_NONE, T_LOG, T_NONE },
	{ "LLE", IK_NONE, T_LOG, T_NONE }, { "LLT", IK_NONE, T_LOG, T_NONE },
	{ "SELECTED_CHAR_KIND", IK_NONE, T_INT, T_NONE },
	/* reductions (call_reduction) and other array functions: a result
	 * given as T_NONE has the type of the first argument */
	{ "SUM", IK_NONE, T_NONE, T_NONE }, { "PRODUCT", IK_NONE, T_NONE, T_NONE },
	{ "MAXVAL", IK_NONE, T_NONE, T_NONE }, { "MINVAL", IK_NONE, T_NONE, T_NONE },
	{ "MAXLOC", IK_NONE, T_INT, T_NONE }, { "MINLOC", IK_NONE, T_INT, T_NONE },
	{ "FINDLOC", IK_NONE, T_INT, T_NONE },
	{ "DOT_PRODUCT", IK_NONE, T_NONE, T_NONE }, { "NORM2", IK_NONE, T_NONE, T_NONE },
	{ "MATMUL", IK_NONE, T_NONE, T_NONE },
	{ "TRANSPOSE", IK_NONE, T_NONE, T_NONE }, { "RESHAPE", IK_NONE, T_NONE, T_NONE },
	{ "SPREAD", IK_NONE, T_NONE, T_NONE }, { "CSHIFT", IK_NONE, T_NONE, T_NONE },
	{ "EOSHIFT", IK_NONE, T_NONE, T_NONE }, { "MERGE", IK_NONE, T_NONE, T_NONE },
	{ "PACK", IK_NONE, T_NONE, T_NONE }, { "UNPACK", IK_NONE, T_NONE, T_NONE },
	{ "REDUCE", IK_NONE, T_NONE, T_NONE }, { "TRANSFER", IK_NONE, T_NONE, T_NONE },
	{ "COUNT", IK_NONE, T_INT, T_NONE }, { "ANY", IK_NONE, T_LOG, T_NONE },
	{ "ALL", IK_NONE, T_LOG, T_NONE }, { "PARITY", IK_NONE, T_LOG, T_NONE },
	{ "IALL", IK_NONE, T_INT, T_NONE }, { "IANY", IK_NONE, T_INT, T_NONE },
	{ "IPARITY", IK_NONE, T_INT, T_NONE }, { "NULL", IK_NONE, T_NONE, T_NONE },
	/* inquiries: the argument's type, kind, shape or state, not its value */
	{ "SIZE", IK_INQUIRY, T_INT, T_NONE }, { "LEN", IK_INQUIRY, T_INT, T_NONE },
	{ "ALLOCATED", IK_INQUIRY, T_LOG, T_NONE }, { "ASSOCIATED", IK_INQUIRY, T_LOG, T_NONE },
	{ "PRESENT", IK_INQUIRY, T_LOG, T_NONE }, { "UBOUND", IK_INQUIRY, T_INT, T_NONE },
	{ "LBOUND", IK_INQUIRY, T_INT, T_NONE }, { "SHAPE", IK_INQUIRY, T_INT, T_NONE },
	{ "KIND", IK_INQUIRY, T_INT, T_NONE }, { "HUGE", IK_INQUIRY, T_NONE, T_NONE },
	{ "TINY", IK_INQUIRY, T_NONE, T_NONE }, { "EPSILON", IK_INQUIRY, T_NONE, T_NONE },
	{ "RADIX", IK_INQUIRY, T_INT, T_NONE }, { "DIGITS", IK_INQUIRY, T_INT, T_NONE },
	{ "MINEXPONENT", IK_INQUIRY, T_INT, T_NONE }, { "MAXEXPONENT", IK_INQUIRY, T_INT, T_NONE },
	{ "PRECISION", IK_INQUIRY, T_INT, T_NONE }, { "RANGE", IK_INQUIRY, T_INT, T_NONE },
	{ "BIT_SIZE", IK_INQUIRY, T_INT, T_NONE }, { "STORAGE_SIZE", IK_INQUIRY, T_INT, T_NONE },
	{ "SIZEOF", IK_INQUIRY, T_INT, T_NONE }, { "RANK", IK_INQUIRY, T_INT, T_NONE },
	{ "IS_CONTIGUOUS", IK_INQUIRY, T_LOG, T_NONE },
	{ "SAME_TYPE_AS", IK_INQUIRY, T_LOG, T_NONE },
	{ "EXTENDS_TYPE_OF", IK_INQUIRY, T_LOG, T_NONE },
	{ "NEW_LINE", IK_INQUIRY, T_CHAR, T_NONE }, { "LCOBOUND", IK_INQUIRY, T_INT, T_NONE },
	{ "UCOBOUND", IK_INQUIRY, T_INT, T_NONE }, { "COSHAPE", IK_INQUIRY, T_INT, T_NONE },
	{ "LOC", IK_INQUIRY, T_INT, T_NONE },
	/* kinds, images and the program's environment */
	{ "SELECTED_REAL_KIND", IK_NONE, T_INT, T_NONE },
	{ "SELECTED_INT_KIND", IK_NONE, T_INT, T_NONE },
	{ "COMMAND_ARGUMENT_COUNT", IK_NONE, T_INT, T_NONE }, { "IARGC", IK_NONE, T_INT, T_NONE },
	{ "NUM_IMAGES", IK_NONE, T_INT, T_NONE }, { "THIS_IMAGE", IK_NONE, T_INT, T_NONE },
	{ "IMAGE_INDEX", IK_NONE, T_INT, T_NONE }, { "TEAM_NUMBER", IK_NONE, T_INT, T_NONE },
	{ "IMAGE_STATUS", IK_NONE, T_INT, T_NONE }, { "FAILED_IMAGES", IK_NONE, T_INT, T_NONE },
	{ "STOPPED_IMAGES", IK_NONE, T_INT, T_NONE }, { "GET_TEAM", IK_NONE, T_DERIVED, T_NONE },
	{ "IS_IOSTAT_END", IK_NONE, T_LOG, T_NONE }, { "IS_IOSTAT_EOR", IK_NONE, T_LOG, T_NONE },
	/* bits */
	{ "IAND", IK_BITOP, T_INT, T_INT }, { "IOR", IK_BITOP, T_INT, T_INT },
	{ "IEOR", IK_BITOP, T_INT, T_INT }, { "NOT", IK_BITOP, T_INT, T_INT },
	{ "ISHFT", IK_BITSHIFT, T_INT, T_INT }, { "ISHFTC", IK_BITSHIFT, T_INT, T_INT },
	{ "IBSET", IK_BITOP, T_INT, T_INT }, { "IBCLR", IK_BITOP, T_INT, T_INT },
	{ "IBITS", IK_BITOP, T_INT, T_INT }, { "BTEST", IK_BITOP, T_LOG, T_INT },
	{ "SHIFTL", IK_BITOP, T_INT, T_INT }, { "SHIFTR", IK_BITOP, T_INT, T_INT },
	{ "SHIFTA", IK_BITOP, T_INT, T_INT }, { "LSHIFT", IK_BITOP, T_INT, T_INT },
	{ "RSHIFT", IK_BITOP, T_INT, T_INT }, { "DSHIFTL", IK_BITOP, T_INT, T_INT },
	{ "DSHIFTR", IK_BITOP, T_INT, T_INT }, { "MERGE_BITS", IK_BITOP, T_INT, T_INT },
	{ "MASKL", IK_BITOP, T_INT, T_INT }, { "MASKR", IK_BITOP, T_INT, T_INT },
	{ "POPCNT", IK_BITOP, T_INT, T_INT }, { "POPPAR", IK_BITOP, T_INT, T_INT },
	{ "LEADZ", IK_BITOP, T_INT, T_INT }, { "TRAILZ", IK_BITOP, T_INT, T_INT },
	{ "BGE", IK_BITCMP, T_LOG, T_INT }, { "BGT", IK_BITCMP, T_LOG, T_INT },
	{ "BLE", IK_BITCMP, T_LOG, T_INT }, { "BLT", IK_BITCMP, T_LOG, T_INT },
	/* the parts of a floating-point number */
	{ "FRACTION", IK_NONE, T_NONE, T_NONE }, { "EXPONENT", IK_NONE, T_INT, T_NONE },
	{ "SPACING", IK_NONE, T_NONE, T_NONE }, { "RRSPACING", IK_NONE, T_NONE, T_NONE },
	{ "NEAREST", IK_NONE, T_NONE, T_NONE }, { "SCALE", IK_NONE, T_NONE, T_NONE },
	{ "SET_EXPONENT", IK_NONE, T_NONE, T_NONE }, { "ISNAN", IK_NONE, T_LOG, T_NONE },
	/* other conversions and selections with no parameter */
	{ "DPROD", IK_NONE, T_DBL, T_REAL }, { "LOGICAL", IK_NONE, T_LOG, T_NONE },
	{ "OUT_OF_RANGE", IK_NONE, T_LOG, T_NONE },
	{ NULL, IK_NONE, T_NONE, T_NONE },
};

const struct amp_intrinsic *amp_intrinsic_find(const char *name)
{
	for (const struct amp_intrinsic *i = intrinsics; i->name; i++)
		if (strcmp(i->name, name) == 0)
			return i;
	return NULL;
}

/* The procedures of the intrinsic modules, as the intrinsics they are:
 * C_LOC and its kin only ask where or how large their argument is, the
 * IEEE functions have no parameter of their own. */
static const struct amp_intrinsic module_procs[] = {
	{ "C_LOC", IK_INQUIRY, T_INT, T_NONE }, { "C_FUNLOC", IK_INQUIRY, T_INT, T_NONE },
	{ "C_SIZEOF", IK_INQUIRY, T_INT, T_NONE }, { "C_ASSOCIATED", IK_NONE, T_LOG, T_NONE },
	{ "IEEE_IS_NAN", IK_NONE, T_LOG, T_NONE }, { "IEEE_IS_FINITE", IK_NONE, T_LOG, T_NONE },
	{ "IEEE_IS_NORMAL", IK_NONE, T_LOG, T_NONE },
	{ "IEEE_IS_NEGATIVE", IK_NONE, T_LOG, T_NONE },
	{ "IEEE_UNORDERED", IK_NONE, T_LOG, T_NONE }, { "IEEE_SIGNBIT", IK_NONE, T_LOG, T_NONE },
	{ "IEEE_CLASS", IK_NONE, T_DERIVED, T_NONE }, { "IEEE_VALUE", IK_NONE, T_NONE, T_NONE },
	{ "IEEE_COPY_SIGN", IK_NONE, T_NONE, T_NONE },
	{ "IEEE_NEXT_AFTER", IK_NONE, T_NONE, T_NONE }, { "IEEE_REM", IK_NONE, T_NONE, T_NONE },
	{ "IEEE_RINT", IK_NONE, T_NONE, T_NONE }, { "IEEE_SCALB", IK_NONE, T_NONE, T_NONE },
	{ "IEEE_LOGB", IK_NONE, T_NONE, T_NONE }, { "IEEE_FMA", IK_NONE, T_NONE, T_NONE },
	{ "IEEE_INT", IK_NONE, T_INT, T_NONE }, { "IEEE_REAL", IK_NONE, T_REAL, T_NONE },
	{ "IEEE_MAX_NUM", IK_NONE, T_NONE, T_NONE }, { "IEEE_MIN_NUM", IK_NONE, T_NONE, T_NONE },
	{ "IEEE_SUPPORT_NAN", IK_INQUIRY, T_LOG, T_NONE },
	{ "IEEE_SUPPORT_INF", IK_INQUIRY, T_LOG, T_NONE },
	{ "IEEE_SUPPORT_DATATYPE", IK_INQUIRY, T_LOG, T_NONE },
	{ "IEEE_SUPPORT_DENORMAL", IK_INQUIRY, T_LOG, T_NONE },
	{ "IEEE_SUPPORT_DIVIDE", IK_INQUIRY, T_LOG, T_NONE },
	{ "IEEE_SUPPORT_SQRT", IK_INQUIRY, T_LOG, T_NONE },
	{ "IEEE_SUPPORT_STANDARD", IK_INQUIRY, T_LOG, T_NONE },
	{ "IEEE_SUPPORT_ROUNDING", IK_INQUIRY, T_LOG, T_NONE },
	{ "IEEE_SUPPORT_FLAG", IK_INQUIRY, T_LOG, T_NONE },
	{ "IEEE_SUPPORT_HALTING", IK_INQUIRY, T_LOG, T_NONE },
	{ "IEEE_SELECTED_REAL_KIND", IK_NONE, T_INT, T_NONE },
	{ NULL, IK_NONE, T_NONE, T_NONE },
};

const struct amp_intrinsic *amp_intrinsic_module_proc(const char *name)
{
	for (const struct amp_intrinsic *i = module_procs; i->name; i++)
		if (strcmp(i->name, name) == 0)
			return i;
	return NULL;
}

int amp_intrinsic_subroutine(const char *name)
{
	static const char *const subs[] = { "RANDOM_NUMBER", "RANDOM_SEED", "CPU_TIME",
		"SYSTEM_CLOCK", "DATE_AND_TIME", "GET_COMMAND_ARGUMENT", "GET_COMMAND",
		"GET_ENVIRONMENT_VARIABLE", "GETARG", "EXIT", "FLUSH", "MVBITS",
		"EXECUTE_COMMAND_LINE", "MOVE_ALLOC", "RANDOM_INIT", "EVENT_QUERY",
		"CO_BROADCAST", "CO_MAX", "CO_MIN", "CO_REDUCE", "CO_SUM", "ATOMIC_ADD",
		"ATOMIC_AND", "ATOMIC_CAS", "ATOMIC_DEFINE", "ATOMIC_FETCH_ADD",
		"ATOMIC_FETCH_AND", "ATOMIC_FETCH_OR", "ATOMIC_FETCH_XOR", "ATOMIC_OR",
		"ATOMIC_REF", "ATOMIC_XOR", "C_F_POINTER", "C_F_PROCPOINTER", NULL };
	for (int i = 0; subs[i]; i++)
		if (strcmp(subs[i], name) == 0)
			return 1;
	return 0;
}

/* The named constants and procedures of the intrinsic modules that
 * programs use in expressions: kinds and units are integer constants
 * (the IEEE and C special values stand in as constants too), the
 * inquiry functions have their result types. */
static const struct amp_intrinsic_entity iso_fortran_env[] = {
	{ "INT8", T_INT, 0 }, { "INT16", T_INT, 0 }, { "INT32", T_INT, 0 }, { "INT64", T_INT, 0 },
	{ "REAL32", T_INT, 0 }, { "REAL64", T_INT, 0 }, { "REAL128", T_INT, 0 },
	{ "INPUT_UNIT", T_INT, 0 }, { "OUTPUT_UNIT", T_INT, 0 }, { "ERROR_UNIT", T_INT, 0 },
	{ "IOSTAT_END", T_INT, 0 }, { "IOSTAT_EOR", T_INT, 0 },
	{ "IOSTAT_INQUIRE_INTERNAL_UNIT", T_INT, 0 }, { "NUMERIC_STORAGE_SIZE", T_INT, 0 },
	{ "CHARACTER_STORAGE_SIZE", T_INT, 0 }, { "FILE_STORAGE_SIZE", T_INT, 0 },
	{ "COMPILER_VERSION", T_CHAR, 1 }, { "COMPILER_OPTIONS", T_CHAR, 1 },
	{ NULL, T_NONE, 0 }
};
static const struct amp_intrinsic_entity iso_c_binding[] = {
	{ "C_INT", T_INT, 0 }, { "C_SHORT", T_INT, 0 }, { "C_LONG", T_INT, 0 },
	{ "C_LONG_LONG", T_INT, 0 }, { "C_SIGNED_CHAR", T_INT, 0 }, { "C_SIZE_T", T_INT, 0 },
	{ "C_INT8_T", T_INT, 0 }, { "C_INT16_T", T_INT, 0 }, { "C_INT32_T", T_INT, 0 },
	{ "C_INT64_T", T_INT, 0 }, { "C_INTPTR_T", T_INT, 0 }, { "C_INTMAX_T", T_INT, 0 },
	{ "C_FLOAT", T_INT, 0 }, { "C_DOUBLE", T_INT, 0 }, { "C_LONG_DOUBLE", T_INT, 0 },
	{ "C_FLOAT_COMPLEX", T_INT, 0 }, { "C_DOUBLE_COMPLEX", T_INT, 0 }, { "C_BOOL", T_INT, 0 },
	{ "C_CHAR", T_INT, 0 }, { "C_NULL_CHAR", T_CHAR, 0 }, { "C_NEW_LINE", T_CHAR, 0 },
	{ "C_NULL_PTR", T_INT, 0 }, { "C_NULL_FUNPTR", T_INT, 0 },
	{ "C_LOC", T_INT, 1 }, { "C_FUNLOC", T_INT, 1 }, { "C_ASSOCIATED", T_LOG, 1 },
	{ "C_SIZEOF", T_INT, 1 },
	{ NULL, T_NONE, 0 }
};
static const struct amp_intrinsic_entity ieee_arithmetic[] = {
	{ "IEEE_QUIET_NAN", T_INT, 0 }, { "IEEE_SIGNALING_NAN", T_INT, 0 },
	{ "IEEE_POSITIVE_INF", T_INT, 0 }, { "IEEE_NEGATIVE_INF", T_INT, 0 },
	{ "IEEE_POSITIVE_ZERO", T_INT, 0 }, { "IEEE_NEGATIVE_ZERO", T_INT, 0 },
	{ "IEEE_OVERFLOW", T_INT, 0 }, { "IEEE_UNDERFLOW", T_INT, 0 },
	{ "IEEE_DIVIDE_BY_ZERO", T_INT, 0 }, { "IEEE_INVALID", T_INT, 0 },
	{ "IEEE_INEXACT", T_INT, 0 }, { "IEEE_NEAREST", T_INT, 0 }, { "IEEE_TO_ZERO", T_INT, 0 },
	{ "IEEE_UP", T_INT, 0 }, { "IEEE_DOWN", T_INT, 0 },
	{ "IEEE_IS_NAN", T_LOG, 1 }, { "IEEE_IS_FINITE", T_LOG, 1 },
	{ "IEEE_IS_NORMAL", T_LOG, 1 }, { "IEEE_IS_NEGATIVE", T_LOG, 1 },
	{ "IEEE_UNORDERED", T_LOG, 1 }, { "IEEE_SUPPORT_NAN", T_LOG, 1 },
	{ "IEEE_SUPPORT_INF", T_LOG, 1 }, { "IEEE_SUPPORT_DATATYPE", T_LOG, 1 },
	{ "IEEE_VALUE", T_REAL, 1 }, { "IEEE_COPY_SIGN", T_REAL, 1 },
	{ "IEEE_NEXT_AFTER", T_REAL, 1 }, { "IEEE_REM", T_REAL, 1 }, { "IEEE_RINT", T_REAL, 1 },
	{ "IEEE_SCALB", T_REAL, 1 }, { "IEEE_LOGB", T_REAL, 1 },
	{ "IEEE_SIGNBIT", T_LOG, 1 }, { "IEEE_CLASS", T_DERIVED, 1 }, { "IEEE_FMA", T_REAL, 1 },
	{ "IEEE_INT", T_INT, 1 }, { "IEEE_REAL", T_REAL, 1 }, { "IEEE_MAX_NUM", T_REAL, 1 },
	{ "IEEE_MIN_NUM", T_REAL, 1 }, { "IEEE_SUPPORT_DENORMAL", T_LOG, 1 },
	{ "IEEE_SUPPORT_DIVIDE", T_LOG, 1 }, { "IEEE_SUPPORT_SQRT", T_LOG, 1 },
	{ "IEEE_SUPPORT_STANDARD", T_LOG, 1 }, { "IEEE_SUPPORT_ROUNDING", T_LOG, 1 },
	{ "IEEE_SUPPORT_FLAG", T_LOG, 1 }, { "IEEE_SUPPORT_HALTING", T_LOG, 1 },
	{ "IEEE_SELECTED_REAL_KIND", T_INT, 1 },
	{ "IEEE_POSITIVE_NORMAL", T_INT, 0 }, { "IEEE_NEGATIVE_NORMAL", T_INT, 0 },
	{ "IEEE_POSITIVE_DENORMAL", T_INT, 0 }, { "IEEE_NEGATIVE_DENORMAL", T_INT, 0 },
	{ "IEEE_POSITIVE_SUBNORMAL", T_INT, 0 }, { "IEEE_NEGATIVE_SUBNORMAL", T_INT, 0 },
	{ "IEEE_OTHER_VALUE", T_INT, 0 }, { "IEEE_USUAL", T_INT, 0 }, { "IEEE_ALL", T_INT, 0 },
	{ NULL, T_NONE, 0 }
};

const struct amp_intrinsic_entity *amp_intrinsic_module(const char *name)
{
	if (strcmp(name, "ISO_FORTRAN_ENV") == 0)
		return iso_fortran_env;
	if (strcmp(name, "ISO_C_BINDING") == 0)
		return iso_c_binding;
	if (strcmp(name, "IEEE_ARITHMETIC") == 0 || strcmp(name, "IEEE_EXCEPTIONS") == 0 ||
	    strcmp(name, "IEEE_FEATURES") == 0)
		return ieee_arithmetic;
	return NULL;
}

void amp_sym_copy_attrs(struct amp_sym *y, const struct amp_sym *x)
{
	y->type = x->type;
	y->typed = 1;
	y->rank = x->rank;
	y->clen = x->clen;
	y->param = x->param;
	y->allocatable = x->allocatable;
	y->pointer = x->pointer;
	y->is_func = x->is_func;
	y->nopass = x->nopass;
	y->external = x->external;
	free(y->tname);
	y->tname = x->tname ? xstrdup(x->tname) : NULL;
	free(y->dims);
	y->dims = x->dims ? xstrdup(x->dims) : NULL;
	free(y->init);
	y->init = x->init ? xstrdup(x->init) : NULL;
}

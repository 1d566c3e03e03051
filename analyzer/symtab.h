/* symtab.h: Fortran types, symbols and scopes of program units, implicit
 * typing, and the table of intrinsic functions with their parameters. */
#ifndef AMP_SYMTAB_H
#define AMP_SYMTAB_H

#include <stddef.h>

/* Types ordered so that arithmetic promotion is the maximum of T_INT..T_DCPLX. */
enum amp_ty { T_NONE, T_INT, T_REAL, T_DBL, T_CPLX, T_DCPLX, T_LOG, T_CHAR, T_DERIVED };

struct amp_sym {
	char *name;
	enum amp_ty type;
	char *tname;         /* derived type name */
	int typed;           /* type declared explicitly */
	int rank;            /* 0 scalar */
	int clen;            /* CHARACTER: declared length, 0 when not known
				at compile time (LEN=*, an expression) */
	char *dims;          /* dimension text, e.g. "N,0:M" */
	int global;          /* COMMON or module variable */
	int param;           /* named constant */
	char *init;          /* PARAMETER value text */
	int external, intrinsic, stmtfn, dummy, allocatable, is_func;
	int pointer;         /* POINTER (allocatable is set too) */
	int nopass;          /* a type's binding or procedure component: NOPASS */
	int used;            /* referenced as a variable */
	double *body;        /* statement function: counts of one evaluation */
};

struct amp_scope {
	char *name;
	struct amp_sym *syms;
	size_t nsyms, capsyms;
	enum amp_ty implicit[26];   /* T_NONE where IMPLICIT NONE */
	int implicit_dbl_kind;
	struct amp_scope *host;     /* for contained procedures */
	struct amp_scope **uses;    /* modules USEd */
	size_t nuses, capuses;
	int is_module;
};

void amp_scope_init(struct amp_scope *s, const char *name, struct amp_scope *host);
void amp_scope_release(struct amp_scope *s);
/* Find in this scope only. */
struct amp_sym *amp_scope_find_local(struct amp_scope *s, const char *name);
/* Find here, then in used modules, then in the host (and its modules). */
struct amp_sym *amp_scope_lookup(struct amp_scope *s, const char *name, int *foreign);
/* Find or add a local symbol (typed implicitly until declared). */
struct amp_sym *amp_scope_declare(struct amp_scope *s, const char *name);
/* Implicit type of a name in a scope (T_NONE under IMPLICIT NONE). */
enum amp_ty amp_scope_implicit(const struct amp_scope *s, const char *name);

/* Derived types: component lists. */
struct amp_dtype {
	char *name;
	struct amp_scope comps;
};

/* Intrinsic function kinds. */
enum amp_ik {
	IK_NONE,        /* not a costed intrinsic (SIZE, LEN, ...): no parameter */
	IK_SQR, IK_EXP, IK_LOG, IK_SIN, IK_TAN, IK_ATN, IK_HYP, IK_ABS, IK_MXM, IK_MOD,
	IK_TOINT,       /* INT, IFIX, IDINT: CVRI */
	IK_TOREAL,      /* REAL, FLOAT, SNGL: conversion to single */
	IK_TODBL,       /* DBLE, DFLOAT: conversion to double */
	IK_TOCPLX,      /* CMPLX, DCMPLX */
	IK_CPLXFN,      /* CABS, CSQRT, CEXP...: a library call, INTC */
	IK_CPART,       /* AIMAG, CONJG: part or conjugate, CPRT */
	IK_CHTRIM,      /* LEN_TRIM: CHIN, and CHCH per character of its argument */
	IK_CHSEARCH,    /* INDEX, SCAN, VERIFY: CHSI, and CHSC per character */
	IK_INQUIRY,     /* SIZE, KIND, DIGITS, HUGE, ...: a property of the
			   argument known without computing on its value, no
			   parameter and no per-element work */
	/* the bit functions, last: an integer instruction or a few inline */
	IK_BITOP,       /* IAND, IEOR, BTEST, POPCNT, ...: an integer addition
			   (AISL or AISG) */
	IK_BITSHIFT,    /* ISHFT, ISHFTC: two when the count is not a constant */
	IK_BITCMP       /* BGE, BGT, BLE, BLT: an integer comparison, RELI */
};

struct amp_intrinsic {
	const char *name;
	enum amp_ik kind;
	enum amp_ty result;  /* T_NONE: the type of the (promoted) arguments */
	enum amp_ty argtype; /* specific names fix their argument type; T_NONE generic */
};

const struct amp_intrinsic *amp_intrinsic_find(const char *name);
/* The procedures of the intrinsic modules (C_LOC, IEEE_IS_NAN, ...), as
 * intrinsics: NULL for any other name. */
const struct amp_intrinsic *amp_intrinsic_module_proc(const char *name);
/* Subroutines that are intrinsic (CALL RANDOM_NUMBER(X) ...). */
int amp_intrinsic_subroutine(const char *name);

/* The named constants and procedures of the intrinsic modules that
 * programs use in expressions (ISO_FORTRAN_ENV, ISO_C_BINDING, the IEEE
 * modules): a table ended by a NULL name, or NULL for other modules. */
struct amp_intrinsic_entity { const char *name; enum amp_ty type; int func; };
const struct amp_intrinsic_entity *amp_intrinsic_module(const char *name);

/* Give y the attributes of x (type, shape, kind of entity), as a renamed,
 * inherited or associated name has them. */
void amp_sym_copy_attrs(struct amp_sym *y, const struct amp_sym *x);

#endif

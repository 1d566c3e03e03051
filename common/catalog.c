/* catalog.c: the parameter catalog (see docs/parameters.md). */
#include "catalog.h"

#include <string.h>

const struct amp_reduced_param amp_reduced[AMP_NREDUCED] = {
	{ "mem-single", "memory bandwidth (single)" },
	{ "mem-double", "memory bandwidth (double)" },
	{ "int-add", "integer addition" },
	{ "int-mul", "integer multiplication" },
	{ "int-arith", "integer arithmetic" },
	{ "fp-add", "floating point addition" },
	{ "fp-mul", "floating point multiplication" },
	{ "fp-arith", "floating point arithmetic" },
	{ "complex", "complex arithmetic" },
	{ "double", "double precision arithmetic" },
	{ "intr-single", "intrinsic functions (single)" },
	{ "intr-double", "intrinsic functions (double)" },
	{ "logical", "logical operations" },
	{ "branch", "pipelining" },
	{ "call", "procedure calls" },
	{ "address", "address computation" },
	{ "iteration", "iteration" },
};

const struct amp_param amp_params[AMP_NPARAMS] = {
	/* 1 memory bandwidth (single) */
	{ "SISL", 0, "store of a single-precision integer, local" },
	{ "SISG", 0, "store of a single-precision integer, global (COMMON or module)" },
	{ "SRSL", 0, "store of a single-precision real, local" },
	{ "SRSG", 0, "store of a single-precision real, global" },
	{ "SCSL", 0, "store of a single-precision complex, local" },
	{ "SCSG", 0, "store of a single-precision complex, global" },
	{ "SLSL", 0, "store of a logical" },
	{ "SCHR", 0, "one CHARACTER assignment (any length)" },
	{ "CHCH", 0, "per character of the declared length of the string LEN_TRIM runs through" },
	/* 2 memory bandwidth (double) */
	{ "SRDL", 1, "store of a double-precision real, local" },
	{ "SRDG", 1, "store of a double-precision real, global" },
	{ "SCDL", 1, "store of a double-precision complex, local" },
	{ "SCDG", 1, "store of a double-precision complex, global" },
	/* 3 integer addition */
	{ "AISL", 2, "integer add/subtract (or negation), local operands" },
	{ "AISG", 2, "integer add/subtract (or negation), a global operand" },
	{ "ADDI", 2, "integer add/subtract with an integer-constant operand" },
	/* 4 integer multiplication */
	{ "MISL", 3, "integer multiply, local operands" },
	{ "MISG", 3, "integer multiply, a global operand" },
	/* 5 integer arithmetic */
	{ "DISL", 4, "integer divide, local operands" },
	{ "DISG", 4, "integer divide, a global operand" },
	{ "EISL", 4, "integer raised to an integer power, local operands" },
	{ "EISG", 4, "integer raised to an integer power, a global operand" },
	{ "MODI", 4, "integer MOD" },
	{ "ABSI", 4, "integer ABS or ISIGN" },
	{ "MXMI", 4, "integer MAX, MIN or DIM" },
	{ "CVRI", 4, "conversion of a real or double to integer (INT, NINT, implicit)" },
	/* 6 floating point addition */
	{ "ARSL", 5, "single-precision real add/subtract, local operands" },
	{ "ARSG", 5, "single-precision real add/subtract, a global operand" },
	/* 7 floating point multiplication */
	{ "MRSL", 6, "single-precision real multiply, local operands" },
	{ "MRSG", 6, "single-precision real multiply, a global operand" },
	/* 8 floating point arithmetic */
	{ "DRSL", 7, "single-precision real divide, local operands" },
	{ "DRSG", 7, "single-precision real divide, a global operand" },
	{ "ERSL", 7, "single-precision real raised to an integer power, local" },
	{ "ERSG", 7, "single-precision real raised to an integer power, global" },
	{ "XRSL", 7, "single-precision real raised to a real power, local" },
	{ "XRSG", 7, "single-precision real raised to a real power, global" },
	{ "CVIS", 7, "conversion of an integer to single-precision real" },
	/* 9 complex arithmetic */
	{ "ACSL", 8, "single complex add/subtract, local operands" },
	{ "ACSG", 8, "single complex add/subtract, a global operand" },
	{ "MCSL", 8, "single complex multiply, local operands" },
	{ "MCSG", 8, "single complex multiply, a global operand" },
	{ "DCSL", 8, "single complex divide, local operands" },
	{ "DCSG", 8, "single complex divide, a global operand" },
	{ "ECSL", 8, "single complex raised to a power" },
	{ "ACDL", 8, "double complex add/subtract, local operands" },
	{ "ACDG", 8, "double complex add/subtract, a global operand" },
	{ "MCDL", 8, "double complex multiply, local operands" },
	{ "MCDG", 8, "double complex multiply, a global operand" },
	{ "DCDL", 8, "double complex divide, local operands" },
	{ "DCDG", 8, "double complex divide, a global operand" },
	{ "ECDL", 8, "double complex raised to a power" },
	{ "CVSC", 8, "conversion to complex (CMPLX, DCMPLX, implicit)" },
	{ "INTC", 8, "complex intrinsic computed by a library call (ABS, SQRT, EXP, LOG, SIN, COS)" },
	{ "CPRT", 8, "part or conjugate of a complex value (REAL, AIMAG, CONJG, complex to real)" },
	/* 10 double precision arithmetic */
	{ "ARDL", 9, "double-precision real add/subtract, local operands" },
	{ "ARDG", 9, "double-precision real add/subtract, a global operand" },
	{ "MRDL", 9, "double-precision real multiply, local operands" },
	{ "MRDG", 9, "double-precision real multiply, a global operand" },
	{ "DRDL", 9, "double-precision real divide, local operands" },
	{ "DRDG", 9, "double-precision real divide, a global operand" },
	{ "ERDL", 9, "double-precision real raised to an integer power, local" },
	{ "ERDG", 9, "double-precision real raised to an integer power, global" },
	{ "XRDL", 9, "double-precision real raised to a real power, local" },
	{ "XRDG", 9, "double-precision real raised to a real power, global" },
	{ "CVID", 9, "conversion of an integer to double precision" },
	{ "CVSD", 9, "conversion between single and double precision" },
	/* 11 intrinsic functions (single) */
	{ "SQRS", 10, "SQRT, single precision" },
	{ "EXPS", 10, "EXP, single precision" },
	{ "LOGS", 10, "LOG or LOG10, single precision" },
	{ "SINS", 10, "SIN or COS, single precision" },
	{ "TANS", 10, "TAN, single precision" },
	{ "ATNS", 10, "ATAN, ATAN2, ASIN or ACOS, single precision" },
	{ "HYPS", 10, "SINH, COSH or TANH, single precision" },
	{ "ABSS", 10, "ABS or SIGN, single precision" },
	{ "MXMS", 10, "MAX, MIN or DIM, single precision" },
	{ "MODS", 10, "MOD, AINT, ANINT or NINT of a single-precision real" },
	/* 12 intrinsic functions (double) */
	{ "SQRD", 11, "SQRT, double precision" },
	{ "EXPD", 11, "EXP, double precision" },
	{ "LOGD", 11, "LOG or LOG10, double precision" },
	{ "SIND", 11, "SIN or COS, double precision" },
	{ "TAND", 11, "TAN, double precision" },
	{ "ATND", 11, "ATAN, ATAN2, ASIN or ACOS, double precision" },
	{ "HYPD", 11, "SINH, COSH or TANH, double precision" },
	{ "ABSD", 11, "ABS or SIGN, double precision" },
	{ "MXMD", 11, "MAX, MIN or DIM, double precision" },
	{ "MODD", 11, "MOD, AINT, ANINT or NINT of a double-precision real" },
	/* 13 logical operations */
	{ "RELI", 12, "relational operator on integers" },
	{ "RELS", 12, "relational operator on single-precision reals" },
	{ "RELD", 12, "relational operator on double-precision reals" },
	{ "RELC", 12, "relational operator on character strings (not both of length 1)" },
	{ "RELB", 12, "relational operator on two single characters (length 1)" },
	{ "ANDL", 12, "logical .AND." },
	{ "ORLO", 12, "logical .OR." },
	{ "NOTL", 12, "logical .NOT." },
	{ "EQVL", 12, "logical .EQV. or .NEQV." },
	{ "CHSC", 12, "per character of the declared length of the string INDEX, SCAN or VERIFY searches" },
	/* 14 pipelining */
	{ "GOTO", 13, "unconditional GO TO" },
	{ "GCOM", 13, "computed GO TO" },
	{ "GASN", 13, "assigned GO TO (and ASSIGN)" },
	{ "IFAR", 13, "arithmetic (three-way) IF" },
	{ "IFLO", 13, "one evaluation of a logical IF or block IF / ELSE IF condition" },
	{ "SELC", 13, "one SELECT CASE dispatch" },
	{ "CHNI", 13, "integer or logical assignment that reads its own target (a dependence chain: K = K + 1)" },
	{ "CHNF", 13, "real, double or complex assignment that reads its own target (a dependence chain: S = S + X)" },
	{ "BMIS", 13, "one branch misprediction: per IF condition, the outcomes its own simulated two-level predictor gets wrong (counted by amp profile)" },
	/* 15 procedure calls */
	{ "PROC", 14, "one CALL of a subroutine (call and return)" },
	{ "FUNC", 14, "one reference to a user function (call and return)" },
	{ "CHIN", 14, "LEN_TRIM of a string (a library call)" },
	{ "CHSI", 14, "INDEX, SCAN or VERIFY in a string (a library call)" },
	{ "ARGU", 14, "one actual argument passed to a user procedure" },
	{ "STFN", 14, "one statement-function reference" },
	/* 16 address computation */
	{ "ARR1", 15, "reference to an element of a 1-D array" },
	{ "ARR2", 15, "reference to an element of a 2-D array" },
	{ "ARR3", 15, "reference to an element of a 3-D array" },
	{ "ARRN", 15, "reference to an element of a 4- to 7-D array" },
	{ "ARRD", 15, "extra for an element of an allocatable or pointer array (through the descriptor it holds)" },
	{ "ARRS", 15, "extra for an element of an assumed-shape dummy array (through the descriptor its caller passed)" },
	{ "ARRC", 15, "extra per extent an element's address multiplies by, when the extent is a compile-time constant (explicit-shape arrays of rank 2 and more)" },
	{ "ASOP", 15, "one whole-array or section operand of a Fortran 90 array statement or reduction, per element" },
	/* 17 iteration */
	{ "LOIN", 16, "one execution of a DO statement (set-up and first test)" },
	{ "LOOV", 16, "one DO-loop iteration (increment, test, branch back)" },
	{ "LWHI", 16, "one iteration of DO WHILE or of a DO with no control" },
	{ "ASEL", 16, "one element of a Fortran 90 array statement or reduction (the compiler's element loop)" },
	{ "ASST", 16, "one execution of a Fortran 90 array statement or reduction (its element loop's set-up)" },
	{ "ASBC", 16, "extra per element of a Fortran 90 array assignment whose right side is a scalar (a fill)" },
	{ "ASTM", 16, "extra per element of a Fortran 90 array assignment whose right side is an expression, not one array or section as it stands (a compiler may build it in a temporary)" },
	/* RANDOM_NUMBER, with the intrinsic functions */
	{ "RNGS", 10, "one value of RANDOM_NUMBER for a single-precision harvest (per element of an array)" },
	{ "RNGD", 11, "one value of RANDOM_NUMBER for a double-precision harvest (per element of an array)" },
};

const struct amp_aux_counter amp_aux_counters[AMP_NAUX] = {
	[AMP_ST_ASSIGN] = { "st.assign", "assignment statements executed" },
	[AMP_ST_DO] = { "st.do", "DO and DO WHILE statements executed" },
	[AMP_ST_IF] = { "st.if", "IF conditions evaluated (logical, arithmetic, block)" },
	[AMP_ST_GOTO] = { "st.goto", "GO TO statements executed" },
	[AMP_ST_CALL] = { "st.call", "CALL statements executed" },
	[AMP_ST_RETURN] = { "st.return", "RETURN or subprogram END executed" },
	[AMP_ST_IO] = { "st.io", "input/output statements executed" },
	[AMP_ST_OTHER] = { "st.other", "other executable statements executed" },
	[AMP_ST_UNMODELED] = { "st.unmodeled", "executed statements no parameter models (I/O, ...)" },
	[AMP_OP_SCALAR] = { "op.scalar", "scalar variable operands referenced" },
	[AMP_OP_CONST] = { "op.const", "constant operands referenced" },
	[AMP_LAT_IHOP] = { "lat.ihop", "integer or logical statements on the block's heaviest loop-carried chain (stored, read back)" },
	[AMP_LAT_FHOP] = { "lat.fhop", "real or complex statements on the block's heaviest loop-carried chain (stored, read back)" },
	[AMP_LAT_IADD] = { "lat.iadd", "integer or logical + and - on the loop-carried chain" },
	[AMP_LAT_IMUL] = { "lat.imul", "integer * on the loop-carried chain" },
	[AMP_LAT_IDIV] = { "lat.idiv", "integer / and MOD on the loop-carried chain" },
	[AMP_LAT_FADD] = { "lat.fadd", "real or double precision + and - on the loop-carried chain" },
	[AMP_LAT_FMUL] = { "lat.fmul", "real or double precision * on the loop-carried chain" },
	[AMP_LAT_FDIV] = { "lat.fdiv", "real or double precision / on the loop-carried chain" },
	[AMP_LAT_CADD] = { "lat.cadd", "complex + and - on the loop-carried chain" },
	[AMP_LAT_CMUL] = { "lat.cmul", "complex * on the loop-carried chain" },
	[AMP_LAT_CDIV] = { "lat.cdiv", "complex / on the loop-carried chain" },
	[AMP_LAT_SQRS] = { "lat.SQRS", "SQRT, single precision, on the loop-carried chain" },
	[AMP_LAT_SQRD] = { "lat.SQRD", "SQRT, double precision, on the loop-carried chain" },
	[AMP_LAT_EXPS] = { "lat.EXPS", "EXP, single precision, on the loop-carried chain" },
	[AMP_LAT_EXPD] = { "lat.EXPD", "EXP, double precision, on the loop-carried chain" },
	[AMP_LAT_LOGS] = { "lat.LOGS", "LOG or LOG10, single precision, on the loop-carried chain" },
	[AMP_LAT_LOGD] = { "lat.LOGD", "LOG or LOG10, double precision, on the loop-carried chain" },
	[AMP_LAT_SINS] = { "lat.SINS", "SIN or COS, single precision, on the loop-carried chain" },
	[AMP_LAT_SIND] = { "lat.SIND", "SIN or COS, double precision, on the loop-carried chain" },
	[AMP_LAT_TANS] = { "lat.TANS", "TAN, single precision, on the loop-carried chain" },
	[AMP_LAT_TAND] = { "lat.TAND", "TAN, double precision, on the loop-carried chain" },
	[AMP_LAT_ATNS] = { "lat.ATNS", "ATAN, ATAN2, ASIN or ACOS, single precision, on the loop-carried chain" },
	[AMP_LAT_ATND] = { "lat.ATND", "ATAN, ATAN2, ASIN or ACOS, double precision, on the loop-carried chain" },
	[AMP_LAT_HYPS] = { "lat.HYPS", "SINH, COSH or TANH, single precision, on the loop-carried chain" },
	[AMP_LAT_HYPD] = { "lat.HYPD", "SINH, COSH or TANH, double precision, on the loop-carried chain" },
	[AMP_MEM_REG1] = { "mem.reg1", "regular array references (to the same or a neighbouring line) with 32 KiB to 128 KiB of other lines touched since their line's last use" },
	[AMP_MEM_REG2] = { "mem.reg2", "regular array references (to the same or a neighbouring line) with 128 KiB to 512 KiB of other lines touched since their line's last use" },
	[AMP_MEM_REG3] = { "mem.reg3", "regular array references (to the same or a neighbouring line) with 512 KiB to 2 MiB of other lines touched since their line's last use" },
	[AMP_MEM_REG4] = { "mem.reg4", "regular array references (to the same or a neighbouring line) with 2 MiB to 8 MiB of other lines touched since their line's last use" },
	[AMP_MEM_REG5] = { "mem.reg5", "regular array references (to the same or a neighbouring line) with 8 MiB to 32 MiB of other lines touched since their line's last use" },
	[AMP_MEM_REG6] = { "mem.reg6", "regular array references (to the same or a neighbouring line) with 32 MiB or more of other lines touched since their line's last use, or its first" },
	[AMP_MEM_IRR1] = { "mem.irr1", "irregular array references with 32 KiB to 128 KiB of other lines touched since their line's last use" },
	[AMP_MEM_IRR2] = { "mem.irr2", "irregular array references with 128 KiB to 512 KiB of other lines touched since their line's last use" },
	[AMP_MEM_IRR3] = { "mem.irr3", "irregular array references with 512 KiB to 2 MiB of other lines touched since their line's last use" },
	[AMP_MEM_IRR4] = { "mem.irr4", "irregular array references with 2 MiB to 8 MiB of other lines touched since their line's last use" },
	[AMP_MEM_IRR5] = { "mem.irr5", "irregular array references with 8 MiB to 32 MiB of other lines touched since their line's last use" },
	[AMP_MEM_IRR6] = { "mem.irr6", "irregular array references with 32 MiB or more of other lines touched since their line's last use, or its first" },
	[AMP_MEM_STR1] = { "mem.str1", "strided array references (a constant step of more than a line, at most 4 KiB) with 32 KiB to 128 KiB of other lines touched since their line's last use" },
	[AMP_MEM_STR2] = { "mem.str2", "strided array references (a constant step of more than a line, at most 4 KiB) with 128 KiB to 512 KiB of other lines touched since their line's last use" },
	[AMP_MEM_STR3] = { "mem.str3", "strided array references (a constant step of more than a line, at most 4 KiB) with 512 KiB to 2 MiB of other lines touched since their line's last use" },
	[AMP_MEM_STR4] = { "mem.str4", "strided array references (a constant step of more than a line, at most 4 KiB) with 2 MiB to 8 MiB of other lines touched since their line's last use" },
	[AMP_MEM_STR5] = { "mem.str5", "strided array references (a constant step of more than a line, at most 4 KiB) with 8 MiB to 32 MiB of other lines touched since their line's last use" },
	[AMP_MEM_STR6] = { "mem.str6", "strided array references (a constant step of more than a line, at most 4 KiB) with 32 MiB or more of other lines touched since their line's last use, or its first" },
	[AMP_MEM_CONF] = { "mem.conf", "array references with fewer than 32 KiB of other lines touched since their line's last use that a 32 KiB cache of 64 sets of 8 ways misses (power-of-two strides)" },
	[AMP_MEM_WRT1] = { "mem.wrt1", "of the regular references with 32 KiB to 128 KiB of other lines touched since their line's last use, those of a site that writes its element (an assignment's left side, or a read of the element it assigns): on top of mem.reg1" },
	[AMP_MEM_WRT2] = { "mem.wrt2", "of the regular references with 128 KiB to 512 KiB of other lines touched since their line's last use, those of a site that writes its element (an assignment's left side, or a read of the element it assigns): on top of mem.reg2" },
	[AMP_MEM_WRT3] = { "mem.wrt3", "of the regular references with 512 KiB to 2 MiB of other lines touched since their line's last use, those of a site that writes its element (an assignment's left side, or a read of the element it assigns): on top of mem.reg3" },
	[AMP_MEM_WRT4] = { "mem.wrt4", "of the regular references with 2 MiB to 8 MiB of other lines touched since their line's last use, those of a site that writes its element (an assignment's left side, or a read of the element it assigns): on top of mem.reg4" },
	[AMP_MEM_WRT5] = { "mem.wrt5", "of the regular references with 8 MiB to 32 MiB of other lines touched since their line's last use, those of a site that writes its element (an assignment's left side, or a read of the element it assigns): on top of mem.reg5" },
	[AMP_MEM_WRT6] = { "mem.wrt6", "of the regular references with 32 MiB or more of other lines touched since their line's last use, or its first, those of a site that writes its element (an assignment's left side, or a read of the element it assigns): on top of mem.reg6" },
	[AMP_MEM_STW1] = { "mem.stw1", "strided array references (a constant step of more than a line, at most 4 KiB) of a site that writes its element (an assignment's left side, or a read of the element it assigns) with 32 KiB to 128 KiB of other lines touched since their line's last use: instead of mem.str1" },
	[AMP_MEM_STW2] = { "mem.stw2", "strided array references (a constant step of more than a line, at most 4 KiB) of a site that writes its element (an assignment's left side, or a read of the element it assigns) with 128 KiB to 512 KiB of other lines touched since their line's last use: instead of mem.str2" },
	[AMP_MEM_STW3] = { "mem.stw3", "strided array references (a constant step of more than a line, at most 4 KiB) of a site that writes its element (an assignment's left side, or a read of the element it assigns) with 512 KiB to 2 MiB of other lines touched since their line's last use: instead of mem.str3" },
	[AMP_MEM_STW4] = { "mem.stw4", "strided array references (a constant step of more than a line, at most 4 KiB) of a site that writes its element (an assignment's left side, or a read of the element it assigns) with 2 MiB to 8 MiB of other lines touched since their line's last use: instead of mem.str4" },
	[AMP_MEM_STW5] = { "mem.stw5", "strided array references (a constant step of more than a line, at most 4 KiB) of a site that writes its element (an assignment's left side, or a read of the element it assigns) with 8 MiB to 32 MiB of other lines touched since their line's last use: instead of mem.str5" },
	[AMP_MEM_STW6] = { "mem.stw6", "strided array references (a constant step of more than a line, at most 4 KiB) of a site that writes its element (an assignment's left side, or a read of the element it assigns) with 32 MiB or more of other lines touched since their line's last use, or its first: instead of mem.str6" },
	[AMP_DEP_IHOP] = { "dep.ihop", "integer or logical statements on the block's longest dependence path within one execution (stored, read back)" },
	[AMP_DEP_FHOP] = { "dep.fhop", "real or complex statements on the block's longest dependence path within one execution (stored, read back)" },
	[AMP_DEP_IADD] = { "dep.iadd", "integer or logical + and - on the dependence path within one execution" },
	[AMP_DEP_IMUL] = { "dep.imul", "integer * on the dependence path within one execution" },
	[AMP_DEP_IDIV] = { "dep.idiv", "integer / and MOD on the dependence path within one execution" },
	[AMP_DEP_FADD] = { "dep.fadd", "real or double precision + and - on the dependence path within one execution" },
	[AMP_DEP_FMUL] = { "dep.fmul", "real or double precision * on the dependence path within one execution" },
	[AMP_DEP_FDIV] = { "dep.fdiv", "real or double precision / on the dependence path within one execution" },
	[AMP_DEP_CADD] = { "dep.cadd", "complex + and - on the dependence path within one execution" },
	[AMP_DEP_CMUL] = { "dep.cmul", "complex * on the dependence path within one execution" },
	[AMP_DEP_CDIV] = { "dep.cdiv", "complex / on the dependence path within one execution" },
	[AMP_DEP_SQRS] = { "dep.SQRS", "SQRT, single precision, on the dependence path within one execution" },
	[AMP_DEP_SQRD] = { "dep.SQRD", "SQRT, double precision, on the dependence path within one execution" },
	[AMP_DEP_EXPS] = { "dep.EXPS", "EXP, single precision, on the dependence path within one execution" },
	[AMP_DEP_EXPD] = { "dep.EXPD", "EXP, double precision, on the dependence path within one execution" },
	[AMP_DEP_LOGS] = { "dep.LOGS", "LOG or LOG10, single precision, on the dependence path within one execution" },
	[AMP_DEP_LOGD] = { "dep.LOGD", "LOG or LOG10, double precision, on the dependence path within one execution" },
	[AMP_DEP_SINS] = { "dep.SINS", "SIN or COS, single precision, on the dependence path within one execution" },
	[AMP_DEP_SIND] = { "dep.SIND", "SIN or COS, double precision, on the dependence path within one execution" },
	[AMP_DEP_TANS] = { "dep.TANS", "TAN, single precision, on the dependence path within one execution" },
	[AMP_DEP_TAND] = { "dep.TAND", "TAN, double precision, on the dependence path within one execution" },
	[AMP_DEP_ATNS] = { "dep.ATNS", "ATAN, ATAN2, ASIN or ACOS, single precision, on the dependence path within one execution" },
	[AMP_DEP_ATND] = { "dep.ATND", "ATAN, ATAN2, ASIN or ACOS, double precision, on the dependence path within one execution" },
	[AMP_DEP_HYPS] = { "dep.HYPS", "SINH, COSH or TANH, single precision, on the dependence path within one execution" },
	[AMP_DEP_HYPD] = { "dep.HYPD", "SINH, COSH or TANH, double precision, on the dependence path within one execution" },
	[AMP_FPX_SINGLE] = { "exact.single", "single-precision (or single complex part) add, subtract or multiply before the run's first inexact result" },
	[AMP_FPX_DOUBLE] = { "exact.double", "double-precision (or double complex part) add, subtract or multiply before the run's first inexact result" },
	[AMP_FPX_DIVIDE] = { "exact.divide", "real divide or square root, either precision, before the run's first inexact result" },
	[AMP_LAT_ENTRY] = { "lat.entry", "entries of the DO loop around the block, when its loop-carried chain starts afresh at each (the chains of successive entries overlap)" },
	[AMP_MEM_PAGE] = { "mem.page", "array references that touch a 4 KiB page for the first time in the run (the system maps and zeroes it then)" },
	[AMP_LAT_SCOPE] = { "lat.scope", "for a chain that restarts at each entry of its DO loop: the operations from one entry to the next over the run (what the blocks of the loop around the DO, or of the routine, execute)" },
	[AMP_DO_VSTEP] = { "do.vstep", "iterations of DO loops whose step is not a constant" },
	[AMP_RED_ELEM] = { "red.elem", "elements of the array arguments of reduction intrinsics (SUM, DOT_PRODUCT, MAXVAL, ...)" },
	[AMP_RED_CALL] = { "red.call", "references to reduction intrinsics over arrays" },
	[AMP_CALL_NEAR] = { "call.near", "calls and function references to a routine of the caller's own source file (near its code)" },
	[AMP_CND_IHOP] = { "cnd.ihop", "integer or logical statements (stored, read back) on the path of the condition ending the block, times its mispredictions" },
	[AMP_CND_FHOP] = { "cnd.fhop", "real or complex statements (stored, read back) on the path of the condition ending the block, times its mispredictions" },
	[AMP_CND_IADD] = { "cnd.iadd", "integer or logical + and - on the path of the condition ending the block, times its mispredictions" },
	[AMP_CND_IMUL] = { "cnd.imul", "integer * on the path of the condition ending the block, times its mispredictions" },
	[AMP_CND_IDIV] = { "cnd.idiv", "integer / and MOD on the path of the condition ending the block, times its mispredictions" },
	[AMP_CND_FADD] = { "cnd.fadd", "real or double precision + and - on the path of the condition ending the block, times its mispredictions" },
	[AMP_CND_FMUL] = { "cnd.fmul", "real or double precision * on the path of the condition ending the block, times its mispredictions" },
	[AMP_CND_FDIV] = { "cnd.fdiv", "real or double precision / on the path of the condition ending the block, times its mispredictions" },
	[AMP_CND_CADD] = { "cnd.cadd", "complex + and - on the path of the condition ending the block, times its mispredictions" },
	[AMP_CND_CMUL] = { "cnd.cmul", "complex * on the path of the condition ending the block, times its mispredictions" },
	[AMP_CND_CDIV] = { "cnd.cdiv", "complex / on the path of the condition ending the block, times its mispredictions" },
	[AMP_CND_SQRS] = { "cnd.SQRS", "SQRT, single precision on the path of the condition ending the block, times its mispredictions" },
	[AMP_CND_SQRD] = { "cnd.SQRD", "SQRT, double precision on the path of the condition ending the block, times its mispredictions" },
	[AMP_CND_EXPS] = { "cnd.EXPS", "EXP, single precision on the path of the condition ending the block, times its mispredictions" },
	[AMP_CND_EXPD] = { "cnd.EXPD", "EXP, double precision on the path of the condition ending the block, times its mispredictions" },
	[AMP_CND_LOGS] = { "cnd.LOGS", "LOG or LOG10, single precision on the path of the condition ending the block, times its mispredictions" },
	[AMP_CND_LOGD] = { "cnd.LOGD", "LOG or LOG10, double precision on the path of the condition ending the block, times its mispredictions" },
	[AMP_CND_SINS] = { "cnd.SINS", "SIN or COS, single precision on the path of the condition ending the block, times its mispredictions" },
	[AMP_CND_SIND] = { "cnd.SIND", "SIN or COS, double precision on the path of the condition ending the block, times its mispredictions" },
	[AMP_CND_TANS] = { "cnd.TANS", "TAN, single precision on the path of the condition ending the block, times its mispredictions" },
	[AMP_CND_TAND] = { "cnd.TAND", "TAN, double precision on the path of the condition ending the block, times its mispredictions" },
	[AMP_CND_ATNS] = { "cnd.ATNS", "ATAN, ATAN2, ASIN or ACOS, single precision on the path of the condition ending the block, times its mispredictions" },
	[AMP_CND_ATND] = { "cnd.ATND", "ATAN, ATAN2, ASIN or ACOS, double precision on the path of the condition ending the block, times its mispredictions" },
	[AMP_CND_HYPS] = { "cnd.HYPS", "SINH, COSH or TANH, single precision on the path of the condition ending the block, times its mispredictions" },
	[AMP_CND_HYPD] = { "cnd.HYPD", "SINH, COSH or TANH, double precision on the path of the condition ending the block, times its mispredictions" },
	[AMP_CND_LD1] = { "cnd.ld1", "mispredictions times the share of their condition's element loads from lines 32 to 128 KiB back (bucket 1 of mem.*)" },
	[AMP_CND_LD2] = { "cnd.ld2", "mispredictions times the share of their condition's element loads from lines 128 to 512 KiB back (bucket 2 of mem.*)" },
	[AMP_CND_LD3] = { "cnd.ld3", "mispredictions times the share of their condition's element loads from lines 512 KiB to 2 MiB back (bucket 3 of mem.*)" },
	[AMP_CND_LD4] = { "cnd.ld4", "mispredictions times the share of their condition's element loads from lines 2 to 8 MiB back (bucket 4 of mem.*)" },
	[AMP_CND_LD5] = { "cnd.ld5", "mispredictions times the share of their condition's element loads from lines 8 to 32 MiB back (bucket 5 of mem.*)" },
	[AMP_CND_LD6] = { "cnd.ld6", "mispredictions times the share of their condition's element loads from lines 32 MiB or more back (bucket 6 of mem.*)" },
	[AMP_DEP_LD1] = { "dep.ld1", "executions times the share of the loads on the block's chain of dependent loads from lines 32 to 128 KiB back (bucket 1 of mem.*), summed over the chain" },
	[AMP_DEP_LD2] = { "dep.ld2", "executions times the share of the loads on the block's chain of dependent loads from lines 128 to 512 KiB back (bucket 2 of mem.*), summed over the chain" },
	[AMP_DEP_LD3] = { "dep.ld3", "executions times the share of the loads on the block's chain of dependent loads from lines 512 KiB to 2 MiB back (bucket 3 of mem.*), summed over the chain" },
	[AMP_DEP_LD4] = { "dep.ld4", "executions times the share of the loads on the block's chain of dependent loads from lines 2 to 8 MiB back (bucket 4 of mem.*), summed over the chain" },
	[AMP_DEP_LD5] = { "dep.ld5", "executions times the share of the loads on the block's chain of dependent loads from lines 8 to 32 MiB back (bucket 5 of mem.*), summed over the chain" },
	[AMP_DEP_LD6] = { "dep.ld6", "executions times the share of the loads on the block's chain of dependent loads from lines 32 MiB or more back (bucket 6 of mem.*), summed over the chain" },
	[AMP_LAT_LD1] = { "lat.ld1", "executions times the share of the loads on the block's loop-carried chain of loads from lines 32 to 128 KiB back (bucket 1 of mem.*), summed over the chain" },
	[AMP_LAT_LD2] = { "lat.ld2", "executions times the share of the loads on the block's loop-carried chain of loads from lines 128 to 512 KiB back (bucket 2 of mem.*), summed over the chain" },
	[AMP_LAT_LD3] = { "lat.ld3", "executions times the share of the loads on the block's loop-carried chain of loads from lines 512 KiB to 2 MiB back (bucket 3 of mem.*), summed over the chain" },
	[AMP_LAT_LD4] = { "lat.ld4", "executions times the share of the loads on the block's loop-carried chain of loads from lines 2 to 8 MiB back (bucket 4 of mem.*), summed over the chain" },
	[AMP_LAT_LD5] = { "lat.ld5", "executions times the share of the loads on the block's loop-carried chain of loads from lines 8 to 32 MiB back (bucket 5 of mem.*), summed over the chain" },
	[AMP_LAT_LD6] = { "lat.ld6", "executions times the share of the loads on the block's loop-carried chain of loads from lines 32 MiB or more back (bucket 6 of mem.*), summed over the chain" },
	[AMP_DEP_SID] = { "dep.sid", "the block's scope (its innermost loop body, or its routine outside loops): a number the blocks of one scope share, not a count" },
	[AMP_DEP_SCOPE] = { "dep.scope", "operations the blocks of the block's innermost loop body (outside loops: of its routine, and of its callers' loops from one call to the next) execute over the run, with what they call; per execution of the block, the operations from one execution to the next" },
};

int amp_param_index(const char *mnemonic)
{
	for (int i = 0; i < AMP_NPARAMS; i++)
		if (strcmp(amp_params[i].mnemonic, mnemonic) == 0)
			return i;
	return -1;
}

int amp_reduced_index(const char *key)
{
	for (int i = 0; i < AMP_NREDUCED; i++)
		if (strcmp(amp_reduced[i].key, key) == 0)
			return i;
	return -1;
}

const char *amp_counter_name(int i)
{
	if (i >= 0 && i < AMP_NPARAMS)
		return amp_params[i].mnemonic;
	if (i >= AMP_NPARAMS && i < AMP_NCOUNTERS)
		return amp_aux_counters[i - AMP_NPARAMS].key;
	return "?";
}

int amp_counter_index(const char *name)
{
	int i = amp_param_index(name);
	if (i >= 0)
		return i;
	for (i = 0; i < AMP_NAUX; i++)
		if (strcmp(amp_aux_counters[i].key, name) == 0)
			return AMP_NPARAMS + i;
	return -1;
}

void amp_fpx_ops(int i, double out[AMP_NFPX])
{
	/* parameter, its single and double adds/multiplies, divides/roots */
	static const struct {
		const char *mn;
		double s, d, v;
	} map[] = {
		{ "ARSL", 1, 0, 0 }, { "ARSG", 1, 0, 0 }, { "MRSL", 1, 0, 0 }, { "MRSG", 1, 0, 0 },
		{ "ERSL", 1, 0, 0 }, { "ERSG", 1, 0, 0 }, { "DRSL", 0, 0, 1 }, { "DRSG", 0, 0, 1 },
		{ "ACSL", 2, 0, 0 }, { "ACSG", 2, 0, 0 }, { "MCSL", 6, 0, 0 }, { "MCSG", 6, 0, 0 },
		{ "DCSL", 6, 0, 3 }, { "DCSG", 6, 0, 3 },
		{ "ARDL", 0, 1, 0 }, { "ARDG", 0, 1, 0 }, { "MRDL", 0, 1, 0 }, { "MRDG", 0, 1, 0 },
		{ "ERDL", 0, 1, 0 }, { "ERDG", 0, 1, 0 }, { "DRDL", 0, 0, 1 }, { "DRDG", 0, 0, 1 },
		{ "ACDL", 0, 2, 0 }, { "ACDG", 0, 2, 0 }, { "MCDL", 0, 6, 0 }, { "MCDG", 0, 6, 0 },
		{ "DCDL", 0, 6, 3 }, { "DCDG", 0, 6, 3 },
		{ "SQRS", 0, 0, 1 }, { "SQRD", 0, 0, 1 },
	};
	for (int k = 0; k < AMP_NFPX; k++)
		out[k] = 0;
	if (i < 0 || i >= AMP_NPARAMS)
		return;
	for (size_t k = 0; k < sizeof map / sizeof map[0]; k++)
		if (strcmp(map[k].mn, amp_params[i].mnemonic) == 0) {
			out[0] = map[k].s;
			out[1] = map[k].d;
			out[2] = map[k].v;
			return;
		}
}

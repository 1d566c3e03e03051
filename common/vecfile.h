/* vecfile.h: machine vectors (.vec): P_M, the time of every parameter.
 *
 *   amp-vec 1
 *   catalog amp-catalog-14
 *   name host-gfortran-O0          (header: "key value" lines, any order;
 *   compiler GNU Fortran 12.2.0     keys [a-z][a-z0-9-]*, see docs/formats.md)
 *   ...
 *   param SRDL 0.512 0.498 0.530 41 0.012 -
 *         mnemonic ns ci-low ci-high samples cv flags
 *
 *   latency fadd 1.31 1.30 1.33
 *         class ns ci-low ci-high  (optional: all AMP_NLAT classes or none)
 *
 *   memory irr3 4.10 3.95 4.30
 *         class ns ci-low ci-high  (optional: all AMP_NMEM classes or none;
 *         a vector made before the conflict class "conf" lacks it, one
 *         made before the strided classes "str1" .. "str6" lacks them,
 *         one made before the written classes "wrt1" .. "wrt6" lacks
 *         them: priced at 0 ns; one made before the written strided
 *         classes "stw1" .. "stw6" lacks them: priced at the strided
 *         rows)
 *
 *   window span 6.9 6.5 7.3
 *         term value ci-low ci-high  (optional: "scale" and "span", or none)
 *
 *   exact double 5.8 5.6 6.0
 *         class ns ci-low ci-high  (optional: all AMP_NFPX classes or none)
 *
 * Every catalog parameter appears exactly once. flags is "-" or a
 * comma-separated list of: noisy, clamped, derived, outliers. Latency rows
 * give the time one operation of a class adds to a loop-carried dependence
 * chain (auxiliary counters lat.CLASS, docs/parameters.md rule 15).
 * Memory rows give the time an array reference adds when its line comes
 * from as far as its class says (counters mem.CLASS, rule 16). Window
 * rows give how far a dependence path within one execution of a block
 * (counters dep.CLASS, rule 17) stretches it: a path that takes D ns by
 * the latency rows holds a block of N statements per execution to at
 * least scale * D / (1 + span / N) ns. Exact rows give what a
 * floating-point operation of a class adds while the run has raised no
 * inexact result yet (counters exact.CLASS, rule 18). */
#ifndef AMP_VECFILE_H
#define AMP_VECFILE_H

#include "catalog.h"
#include "header.h"

#define AMP_VEC_FORMAT "1"

enum {
	AMP_PF_NOISY = 1 << 0,    /* CI half-width large relative to the value */
	AMP_PF_CLAMPED = 1 << 1,  /* measured difference was negative; set to 0 */
	AMP_PF_DERIVED = 1 << 2,  /* computed from other parameters */
	AMP_PF_OUTLIERS = 1 << 3, /* outlying samples were seen (kept, flagged) */
};

struct amp_vec_param {
	double ns;        /* estimate (median), nanoseconds */
	double lo, hi;    /* 95% confidence interval */
	long samples;
	double cv;        /* coefficient of variation of the samples */
	unsigned flags;
};

/* Latency class k (0 <= k < AMP_NLAT): the name in latency rows ("ihop",
 * "fhop", "iadd", ...: the lat.* counter's key without "lat.") and the
 * counter index of that lat.* auxiliary counter. */
const char *amp_lat_name(int k);
int amp_lat_counter(int k);
/* Memory class k (0 <= k < AMP_NMEM): "reg1" .. "irr6", "str1" .. "str6",
 * "conf", "wrt1" .. "wrt6", "stw1" .. "stw6" and the counter
 * index of that mem.* auxiliary counter. */
const char *amp_mem_name(int k);
int amp_mem_counter(int k);
/* Dependence path class k (0 <= k < AMP_NLAT): the counter index of the
 * dep.* auxiliary counter with the latency class of lat.* counter k. */
int amp_dep_counter(int k);
/* The counter of latency class k on a misprediction's wait (cnd.*). */
int amp_cnd_counter(int k);
/* Window term k (0 <= k < AMP_NWIN): "scale" or "span". */
#define AMP_NWIN 2
/* 'load-latency-ns': the first-level cache's and buckets 1..6's. */
#define AMP_LDLAT_N 7
const char *amp_win_name(int k);
/* Exact-state classes: "single", "double", "divide"; counter of class k. */
const char *amp_fpx_name(int k);
int amp_fpx_counter(int k);

struct amp_vec {
	struct amp_header header; /* everything but format/catalog lines */
	struct amp_vec_param p[AMP_NPARAMS];
	int has_lat;              /* latency rows present */
	double lat[AMP_NLAT], lat_lo[AMP_NLAT], lat_hi[AMP_NLAT]; /* ns */
	int has_mem;              /* memory rows present */
	int has_conf;             /* among them the conflict class's (else 0 ns) */
	int has_str;              /* among them the strided classes' (else
				     their buckets' regular rows, read into
				     them) */
	int has_wrt;              /* among them the written classes' (else 0 ns) */
	int has_stw;              /* among them the written strided classes'
				     (else the strided rows, read into them) */
	double mem[AMP_NMEM], mem_lo[AMP_NMEM], mem_hi[AMP_NMEM]; /* ns */
	int has_win;              /* window rows present */
	double win[AMP_NWIN], win_lo[AMP_NWIN], win_hi[AMP_NWIN]; /* scale, span ns */
	int has_fpx;              /* exact rows present */
	double fpx[AMP_NFPX], fpx_lo[AMP_NFPX], fpx_hi[AMP_NFPX]; /* ns */
	int has_page;             /* header 'page-touch-ns' present */
	double page_ns;           /* ns the first touch of a 4 KiB page adds
				     (the system maps and zeroes it) */
	int has_vstep;            /* header 'variable-step-ns' present */
	double vstep_ns;          /* ns an iteration of a DO loop whose step
				     is a variable adds (rule 19) */
	int has_ldlat;            /* header 'load-latency-ns' present */
	double ldlat[AMP_LDLAT_N]; /* ns a dependent load takes from the
				     first-level cache and from the middle of
				     each stack-distance bucket 1..6 (rule 22) */
	int has_ncall;            /* header 'near-call-ns' present */
	double ncall_ns;          /* ns a call within a page saves over one
				     across pages, as the kernels' are (rule 21) */
	int has_red;              /* headers 'reduction-element-ns' and
				     'reduction-call-ns' present */
	double red_elem_ns, red_call_ns; /* what an element of a reduction's
				     argument and a reference to one add
				     beyond their parameters (rule 20) */
	int has_sustain;          /* header 'sustained-factor' present */
	double sustain;           /* how much slower a run of seconds goes
				     than the short timings the parameters
				     come from (1.07: 7% slower) */
	int has_startup;          /* header 'startup-seconds' present */
	double startup;           /* seconds: CPU time of a run of an empty
				     program (process start and exit, the
				     run-time library's set-up, the emulator) */
};

/* Is the vector's window span not determined by its fit: its 95%
 * interval wider than the span itself? (A characterization on a busy
 * machine can leave it so: docs/validation.md, "The Xeon again".) If so,
 * warn, naming the machine who (or none: NULL). 0 for a vector without
 * window rows. */
int amp_vec_window_loose(const struct amp_vec *v, const char *who);
/* Read strictly; on error report "file:line: error: ..." and return -1. */
int amp_vec_read(const char *path, struct amp_vec *v);
/* Write atomically ("-" = stdout). Returns 0 or -1 (reported). */
int amp_vec_write(const char *path, const struct amp_vec *v);
void amp_vec_release(struct amp_vec *v);
/* A display name: header "name", else the file's base name sans .vec. */
const char *amp_vec_name(const struct amp_vec *v, const char *path);

/* Flags to and from text. */
void amp_pflags_format(unsigned flags, char *out, size_t n);
int amp_pflags_parse(const char *s, unsigned *flags);

#endif

/* probes.h: the characterizer's probe loops, timed again by amp validate
 * to see whether a machine still runs at the pace its vector recorded. */
#ifndef AMP_PROBES_H
#define AMP_PROBES_H

#include "vecfile.h"

/* The probes a vector's header records (variable-step-runs, near-call-runs),
 * in this order: a DO loop with a variable step, the same with step 1 (ns an
 * iteration), a call to a routine next to the caller, the same with every
 * routine starting a page (ns a call). */
#define AMP_NPROBES 4
extern const char *const amp_probe_names[AMP_NPROBES];

/* The probe times the vector's header records, into ns (-1 where it has
 * none); *align gets the flag its far calls were built with (NULL when
 * none, else to be freed). Returns how many it has. */
int amp_probes_recorded(const struct amp_vec *v, double ns[AMP_NPROBES], char **align);

/* Build the probes in dir with the machine's compiler, flags, link flags
 * and run prefix, and time them as amp characterize does (least CPU time
 * of 21 runs each, the two of a pair taking turns), a pair where want
 * (the recorded times, amp_probes_recorded) has it: ns[i], -1 where not.
 * align: the flag of the far-call build (no call pair without it).
 * 0 on success. */
int amp_probes_time(const char *fc, const char *fflags, const char *ldflags, const char *prefix,
		    const char *align, const char *dir, const double want[AMP_NPROBES], double ns[AMP_NPROBES]);

/* The memory probe (memory-probe-ns): a gather over a random permutation
 * of the lines of AMP_MPROBE_LINES footprints, the first in the
 * first-level cache, the others at the middle of stack-distance buckets
 * amp_mprobe_bucket (rule 16), in ns a reference. */
#define AMP_NMPROBES 4
extern const int amp_mprobe_lines[AMP_NMPROBES];
extern const int amp_mprobe_bucket[AMP_NMPROBES];

/* The memory probe's times the vector's header records into ns; returns
 * AMP_NMPROBES, or 0 (ns all -1) when it has none. */
int amp_mprobes_recorded(const struct amp_vec *v, double ns[AMP_NMPROBES]);

/* Build the memory probe in dir like the others and time it as amp
 * characterize does (least CPU time of 21 runs of each footprint, less
 * the least of 21 runs that only set it up). 0 on success. */
int amp_mprobes_time(const char *fc, const char *fflags, const char *ldflags, const char *prefix,
		     const char *dir, double ns[AMP_NMPROBES]);

/* The dependent-load probe (load-latency-ns, rule 22): a chase J = IX(J)
 * around a random cycle through the lines of AMP_LDLAT_N footprints, the
 * first-level cache's and the middle of stack-distance buckets 1 to 6,
 * in ns a load. */
extern const int amp_ldlat_lines[AMP_LDLAT_N];

/* Build it in dir with the machine's compiler, flags, link flags and run
 * prefix and time it as amp characterize does (least CPU time of 21
 * runs of each footprint, less the least of 21 that only set it up):
 * ns, and in *refs the loads a run. 0 on success. */
int amp_ldlat_time(const char *fc, const char *fflags, const char *ldflags, const char *prefix,
		   const char *dir, double ns[AMP_LDLAT_N], double *refs);

/* Its two header lines (load-latency-ns, load-latency-runs) into h,
 * replacing any. */
void amp_ldlat_header(struct amp_header *h, const double ns[AMP_LDLAT_N], double refs);

#endif

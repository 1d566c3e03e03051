/* plot.h: pictures of machines and programs through cairo; the output
 * format follows the file suffix (.svg, .png, .pdf); files are written
 * atomically. Each function returns 0 or -1 (reported). */
#ifndef AMP_PLOT_H
#define AMP_PLOT_H

#include "analysis.h"

/* Figure 2: Kiviat charts of reduced parameters relative to a baseline
 * (an index into m); cols charts a row (0: up to 3); note, if not NULL, is
 * printed under the legend (e.g. where the weights came from). */
int amp_plot_pershape(const char *path, const struct amp_machine *m, size_t n, int baseline,
		      int cols, const char *note);
/* Figure 3: the dendrogram of an average-linkage tree. */
int amp_plot_tree(const char *path, const struct amp_tree *t, char *const *labels,
		  const char *title);

/* Figure 5: Chernoff faces. */
#define AMP_FACE_FEATURES 11
void amp_face_values(const struct amp_dynstats *d, double v[AMP_FACE_FEATURES]);
int amp_plot_faces(const char *path, const struct amp_dynstats *d, char *const *names, size_t n);

/* Figure 6: predicted against measured. */
struct amp_valpoint {
	char *machine, *program;
	double measured, predicted;
	char *size;  /* the program's size; NULL from a file without it */
};
/* Points with a time that is not positive cannot sit on log axes: they are
 * left out with a warning. */
int amp_plot_validation(const char *path, const struct amp_valpoint *p, size_t n);
/* Read the table amp validate --csv-out writes: exactly the header
 * machine,program,measured_s,predicted_s,size (or, from an older amp,
 * without ",size"), then one row per pair. Returns 0 or -1 (reported
 * with file and line). */
int amp_valpoints_read(const char *path, struct amp_valpoint **out, size_t *n);
void amp_valpoints_free(struct amp_valpoint *p, size_t n);

#endif

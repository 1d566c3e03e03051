/* analysis.c: predictions, reduced parameters, distances, clustering and
 * program statistics (see analysis.h). */
#include "analysis.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "util.h"

const char *const amp_ds_stmt_names[AMP_DS_STMT] = { "assign", "do", "if", "goto", "call",
						     "return", "io", "other" };
const char *const amp_ds_optype_names[AMP_DS_OPTYPE] = { "integer", "real", "double", "complex",
							 "double complex", "logical" };
const char *const amp_ds_operand_names[AMP_DS_OPERAND] = { "scalar", "constant", "1-D", "2-D",
							   "3-D+" };

/* Returns how many groups the frequencies never touch (they get equal
 * weights) and lists their keys in unused, when given. */
static int normalize_groups(struct amp_weights *w, const double *freq, struct amp_buf *unused)
{
	int nunused = 0;
	for (int r = 0; r < AMP_NREDUCED; r++) {
		double sum = 0;
		int n = 0;
		for (int i = 0; i < AMP_NPARAMS; i++)
			if (amp_params[i].reduced == r) {
				sum += freq[i];
				n++;
			}
		for (int i = 0; i < AMP_NPARAMS; i++)
			if (amp_params[i].reduced == r)
				w->w[i] = sum > 0 ? freq[i] / sum : 1.0 / n;
		if (sum <= 0 && unused) {
			buf_printf(unused, "%s%s", nunused ? " " : "", amp_reduced[r].key);
			nunused++;
		}
	}
	return nunused;
}

int amp_weights_from_stats(char *const *paths, size_t n, struct amp_weights *w)
{
	memset(w, 0, sizeof *w);
	double freq[AMP_NPARAMS] = { 0 };
	for (size_t k = 0; k < n; k++) {
		struct amp_stats s;
		if (amp_stats_read(paths[k], &s) != 0)
			return -1;
		/* Each program counts alike: relative frequencies within it. */
		double tot = 0;
		for (int i = 0; i < AMP_NPARAMS; i++)
			tot += s.total[i];
		for (int i = 0; i < AMP_NPARAMS && tot > 0; i++)
			freq[i] += s.total[i] / tot;
		amp_stats_release(&s);
	}
	struct amp_buf unused;
	memset(&unused, 0, sizeof unused);
	int nunused = normalize_groups(w, freq, &unused);
	if (nunused)
		w->origin = xasprintf("dynamic frequencies of %zu program%s; equal weights in %d group%s "
				      "they never execute: %s", n, n == 1 ? "" : "s", nunused,
				      nunused == 1 ? "" : "s", unused.s);
	else
		w->origin = xasprintf("dynamic frequencies of %zu program%s", n, n == 1 ? "" : "s");
	buf_release(&unused);
	return 0;
}

int amp_weights_read(const char *path, struct amp_weights *w)
{
	memset(w, 0, sizeof *w);
	FILE *fp = fopen(path, "r");
	if (!fp) {
		amp_error("cannot open '%s': %s", path, strerror(errno));
		return -1;
	}
	char line[512];
	int lineno = 0, seen = 0;
	char got[AMP_NPARAMS] = { 0 };
	while (fgets(line, sizeof line, fp)) {
		lineno++;
		char name[64];
		double v;
		if (line[0] == '#' || line[0] == '\n')
			continue;
		if (lineno == 1 && strncmp(line, "amp-weights 1", 13) == 0)
			continue;
		if (strncmp(line, "origin ", 7) == 0) {
			line[strcspn(line, "\n")] = '\0';
			free(w->origin);
			w->origin = xstrdup(line + 7);
			continue;
		}
		if (sscanf(line, "weight %63s %lf", name, &v) != 2 || amp_param_index(name) < 0 || v < 0) {
			amp_diag_at(AMP_ERROR, path, lineno, 0, "bad weight row");
			fclose(fp);
			amp_weights_release(w);
			return -1;
		}
		int i = amp_param_index(name);
		if (got[i]) {
			amp_diag_at(AMP_ERROR, path, lineno, 0, "second weight of '%s'", name);
			fclose(fp);
			amp_weights_release(w);
			return -1;
		}
		got[i] = 1;
		w->w[i] = v;
		seen++;
	}
	fclose(fp);
	if (seen != AMP_NPARAMS) {
		amp_error("'%s' has %d weights, %d expected", path, seen, AMP_NPARAMS);
		amp_weights_release(w);
		return -1;
	}
	/* A group whose weights do not sum to 1 would scale its reduced
	 * parameter (and a zero one makes eq. 2 take log 0). The file keeps
	 * six digits, hence the tolerance. */
	for (int r = 0; r < AMP_NREDUCED; r++) {
		double sum = 0;
		for (int i = 0; i < AMP_NPARAMS; i++)
			if (amp_params[i].reduced == r)
				sum += w->w[i];
		if (fabs(sum - 1) > 1e-4) {
			amp_error("'%s': the weights of group '%s' sum to %g, not 1", path, amp_reduced[r].key, sum);
			amp_weights_release(w);
			return -1;
		}
	}
	if (!w->origin)
		w->origin = xasprintf("%s", path);
	return 0;
}

int amp_weights_write(const char *path, const struct amp_weights *w)
{
	struct amp_atomic a;
	if (amp_atomic_open(&a, path) != 0)
		return -1;
	fprintf(a.fp, "amp-weights 1\norigin %s\n", w->origin ? w->origin : "unknown");
	for (int i = 0; i < AMP_NPARAMS; i++)
		fprintf(a.fp, "weight %s %.6g\n", amp_params[i].mnemonic, w->w[i]);
	return amp_atomic_commit(&a);
}

int amp_weights_default(struct amp_weights *w)
{
	char *path = xasprintf("%s/machines/reference.weights", amp_datadir());
	FILE *fp = fopen(path, "r");
	if (fp) {
		fclose(fp);
		int rc = amp_weights_read(path, w);
		free(path);
		return rc;
	}
	free(path);
	memset(w, 0, sizeof *w);
	double ones[AMP_NPARAMS];
	for (int i = 0; i < AMP_NPARAMS; i++)
		ones[i] = 1;
	normalize_groups(w, ones, NULL);
	w->origin = xstrdup("equal weights (no reference workload found)");
	return 0;
}

void amp_weights_release(struct amp_weights *w)
{
	free(w->origin);
	memset(w, 0, sizeof *w);
}

void amp_reduce_vec(const struct amp_vec *v, const struct amp_weights *w, double out[AMP_NREDUCED])
{
	for (int r = 0; r < AMP_NREDUCED; r++)
		out[r] = 0;
	for (int i = 0; i < AMP_NPARAMS; i++)
		out[amp_params[i].reduced] += w->w[i] * v->p[i].ns;
}

int amp_machines_load(char *const *paths, size_t n, const struct amp_weights *w,
		      struct amp_machine **out)
{
	struct amp_machine *m = xcalloc(n ? n : 1, sizeof *m);
	for (size_t k = 0; k < n; k++) {
		if (amp_vec_read(paths[k], &m[k].vec) != 0) {
			amp_machines_free(m, k);
			return -1;
		}
		m[k].path = xstrdup(paths[k]);
		m[k].name = xstrdup(amp_vec_name(&m[k].vec, paths[k]));
		amp_reduce_vec(&m[k].vec, w, m[k].reduced);
	}
	*out = m;
	return 0;
}

void amp_machines_free(struct amp_machine *m, size_t n)
{
	for (size_t k = 0; k < n; k++) {
		free(m[k].path);
		free(m[k].name);
		amp_vec_release(&m[k].vec);
	}
	free(m);
}

double amp_pershape_distance(const double *x, const double *y, int n)
{
	if (n < 2)
		return 0;
	double mean = 0;
	for (int i = 0; i < n; i++)
		mean += log(x[i] / y[i]);
	mean /= n;
	double ss = 0;
	for (int i = 0; i < n; i++) {
		double d = log(x[i] / y[i]) - mean;
		ss += d * d;
	}
	return sqrt(ss / (n - 1));
}

int amp_upgma(const double *dist, int n, struct amp_tree *t)
{
	memset(t, 0, sizeof *t);
	t->nleaves = n;
	if (n < 1)
		return -1;
	t->nodes = xcalloc((size_t)(n > 1 ? n - 1 : 1), sizeof *t->nodes);
	int total = 2 * n - 1;
	double *d = xcalloc((size_t)total * (size_t)total, sizeof *d);
	int *size = xcalloc((size_t)total, sizeof *size), *alive = xcalloc((size_t)total, sizeof *alive);
	for (int i = 0; i < n; i++) {
		size[i] = 1;
		alive[i] = 1;
		for (int j = 0; j < n; j++)
			d[i * total + j] = dist[i * n + j];
	}
	for (int k = 0; k < n - 1; k++) {
		int bi = -1, bj = -1;
		double best = INFINITY;
		for (int i = 0; i < n + k; i++) {
			if (!alive[i])
				continue;
			for (int j = i + 1; j < n + k; j++)
				if (alive[j] && d[i * total + j] < best) {
					best = d[i * total + j];
					bi = i;
					bj = j;
				}
		}
		int c = n + k;
		t->nodes[k].left = bi;
		t->nodes[k].right = bj;
		t->nodes[k].height = best / 2;
		t->nodes[k].size = size[bi] + size[bj];
		size[c] = size[bi] + size[bj];
		alive[bi] = alive[bj] = 0;
		alive[c] = 1;
		/* average linkage: the mean of all pairwise distances */
		for (int i = 0; i < c; i++) {
			if (!alive[i])
				continue;
			double v = (size[bi] * d[bi * total + i] + size[bj] * d[bj * total + i]) / size[c];
			d[c * total + i] = d[i * total + c] = v;
		}
	}
	free(d);
	free(size);
	free(alive);
	return 0;
}

/* Branch lengths: a leaf hangs at height 0, so its length is its parent's
 * height; an internal node's is the difference of heights. */
static void newick(const struct amp_tree *t, int node, double parent_h, char *const *labels,
		       struct amp_buf *b)
{
	if (node < t->nleaves) {
		for (const char *p = labels[node]; *p; p++)
			buf_addc(b, strchr(" ():;,[]'", *p) ? '_' : *p);
		buf_printf(b, ":%.4f", parent_h);
		return;
	}
	const struct amp_tree_node *nd = &t->nodes[node - t->nleaves];
	buf_addc(b, '(');
	newick(t, nd->left, nd->height, labels, b);
	buf_addc(b, ',');
	newick(t, nd->right, nd->height, labels, b);
	buf_addc(b, ')');
	if (parent_h >= 0)
		buf_printf(b, ":%.4f", parent_h - nd->height);
}

char *amp_tree_newick(const struct amp_tree *t, char *const *labels)
{
	struct amp_buf b = { 0 };
	if (t->nleaves == 1)
		newick(t, 0, 0, labels, &b);
	else
		newick(t, 2 * t->nleaves - 2, -1, labels, &b);
	buf_addc(&b, ';');
	return buf_detach(&b);
}

void amp_tree_release(struct amp_tree *t)
{
	free(t->nodes);
	memset(t, 0, sizeof *t);
}

static double block_ops(const struct amp_stats_block *b);
static double restart_factor(const struct amp_stats_block *b, double span);
static double window_ops(const struct amp_stats_block *b);

/* What runs under a block's loop-carried chain over the run, in ns, by
 * the block alone (amp_chain_scopes takes its scope's blocks together): the
 * operations of its scope (dep.scope: its innermost loop body's blocks,
 * with what they call, or its routine's and its callers' from one call
 * to the next) per execution of it, at least its own (thr ns), priced
 * at the block's own mean time per operation. Work elsewhere in the
 * loop's body does not wait for the chain: the processor runs it while
 * the chain's next step is still under way. */
static double chain_cover(const struct amp_stats_block *b, double thr)
{
	double own = amp_stats_block_ops(b), sc = b->counts[AMP_NPARAMS + AMP_DEP_SCOPE];
	return own > 0 && sc > own ? thr * (sc / own) : thr;
}

static const struct amp_stats *sid_sort_s;

static int by_sid(const void *a, const void *b)
{
	double x = sid_sort_s->blocks[*(const size_t *)a].counts[AMP_NPARAMS + AMP_DEP_SID];
	double y = sid_sort_s->blocks[*(const size_t *)b].counts[AMP_NPARAMS + AMP_DEP_SID];
	if (x != y)
		return x < y ? -1 : 1;
	size_t i = *(const size_t *)a, j = *(const size_t *)b;
	return i < j ? -1 : i > j;
}

void amp_chain_scopes(const struct amp_stats *s, const struct amp_vec *v, double *cover, char *keep)
{
	size_t n = s->nblocks;
	double *thr = xcalloc(n + 1, sizeof *thr), *lat = xcalloc(n + 1, sizeof *lat);
	size_t *ord = xcalloc(n + 1, sizeof *ord);
	for (size_t b = 0; b < n; b++) {
		const struct amp_stats_block *bk = &s->blocks[b];
		for (int i = 0; i < AMP_NPARAMS; i++)
			thr[b] += bk->counts[i] * v->p[i].ns;
		lat[b] = amp_block_chain_seconds(bk, v);
		cover[b] = chain_cover(bk, thr[b]);
		keep[b] = 1;
		ord[b] = b;
	}
	sid_sort_s = s;
	qsort(ord, n, sizeof *ord, by_sid);
	for (size_t i = 0; i < n;) {
		double sid = s->blocks[ord[i]].counts[AMP_NPARAMS + AMP_DEP_SID];
		size_t j = i;
		while (j < n && s->blocks[ord[j]].counts[AMP_NPARAMS + AMP_DEP_SID] == sid)
			j++;
		if (sid > 0) {
			/* the scope's operations run under its longest chain,
			 * which alone sets the pace of a chain-bound scope */
			double sum = 0;
			size_t top = ord[i];
			for (size_t k = i; k < j; k++) {
				sum += thr[ord[k]];
				if (lat[ord[k]] > lat[top])
					top = ord[k];
			}
			for (size_t k = i; k < j; k++) {
				size_t b = ord[k];
				if (sum > cover[b])
					cover[b] = sum;
				keep[b] = b == top;
			}
		}
		i = j;
	}
	free(thr);
	free(lat);
	free(ord);
}

/* The variable DO steps' extra (rule 19) and the reductions' (rule 20)
 * of a block's or a run's counts, in ns (0 without the vector's rows). */
static double vstep_ns(const double *counts, const struct amp_vec *v)
{
	return v->has_vstep ? counts[AMP_NPARAMS + AMP_DO_VSTEP] * v->vstep_ns : 0;
}

/* The memory classes' time of a block's counts (rule 16), in ns, with or
 * without the conflict misses'. */
static double mem_class_ns(const double *counts, const struct amp_vec *v, int conf)
{
	double m = 0;
	for (int k = 0; v->has_mem && k < AMP_NMEM; k++)
		if (conf || k != AMP_MEM_KCONF)
			m += counts[amp_mem_counter(k)] * v->mem[k];
	return m;
}

/* A block's variable-step extra runs while its references wait for lines
 * from beyond the first-level cache, which hides it: what exceeds that
 * wait counts (docs/predictor.md). The conflict misses' wait hides none
 * of it (butterflies over a variable step paid both, parameters.md rule
 * 19). A run's is the sum over its blocks (its totals' when it has
 * none). */
static double vstep_block_ns(const double *counts, const struct amp_vec *v)
{
	double x = vstep_ns(counts, v), m = x > 0 ? mem_class_ns(counts, v, 0) : 0;
	return x > m ? x - m : 0;
}

/* A run's sum of a per-block term over its blocks (over its totals when
 * it has none). */
static double run_blocks_ns(const struct amp_stats *s, const struct amp_vec *v,
			    double (*term)(const double *counts, const struct amp_vec *v))
{
	if (!s->nblocks)
		return term(s->total, v);
	double x = 0;
	for (size_t b = 0; b < s->nblocks; b++)
		x += term(s->blocks[b].counts, v);
	return x;
}

/* Calls within a page (rule 21): what they save over the kernels' calls
 * across pages, in ns (negative or 0), at most what the counts' calls
 * are priced at. */
static double nearcall_ns(const double *counts, const struct amp_vec *v)
{
	if (!v->has_ncall || !(counts[AMP_NPARAMS + AMP_CALL_NEAR] > 0))
		return 0;
	static int proc = -1, func = -1;
	if (proc < 0) {
		proc = amp_param_index("PROC");
		func = amp_param_index("FUNC");
	}
	double save = counts[AMP_NPARAMS + AMP_CALL_NEAR] * v->ncall_ns,
	       calls = counts[proc] * v->p[proc].ns + counts[func] * v->p[func].ns;
	return -(save < calls ? save : calls);
}

/* Loads counted by bucket, counters base .. base + 5 (cnd.ld* or dep.ld*),
 * at the vector's load latencies less the first-level cache's, ns. */
static double ldlat_ns(const double *counts, int base, const struct amp_vec *v)
{
	double ns = 0;
	for (int k = 0; v->has_ldlat && k < AMP_LDLAT_N - 1; k++) {
		double extra = v->ldlat[k + 1] - v->ldlat[0];
		if (extra > 0)
			ns += counts[AMP_NPARAMS + base + k] * extra;
	}
	return ns;
}

/* A block's loop-carried chain of loads (rule 23): lat.ld* at the load
 * latencies beyond the first-level cache's, which each execution waits
 * for in turn, less what the block's memory rows price the same
 * references at (loads whose misses overlap), ns. */
static double carried_loads_ns(const double *counts, const struct amp_vec *v)
{
	double x = ldlat_ns(counts, AMP_LAT_LD1, v);
	if (!(x > 0))
		return 0;
	x -= mem_class_ns(counts, v, 1);
	return x > 0 ? x : 0;
}

/* What mispredictions wait for their condition's element beyond the
 * first-level cache (rule 22): cnd.ld1 .. cnd.ld6, ns. */
static double loadwait_ns(const double *counts, const struct amp_vec *v)
{
	return ldlat_ns(counts, AMP_CND_LD1, v);
}

static double reductions_ns(const double *counts, const struct amp_vec *v)
{
	return v->has_red ? counts[AMP_NPARAMS + AMP_RED_ELEM] * v->red_elem_ns +
				    counts[AMP_NPARAMS + AMP_RED_CALL] * v->red_call_ns
			  : 0;
}

/* A whole run's term, measured in long runs: added to the estimate and
 * to both bounds as it is. */
static void whole_run(struct amp_prediction *p, double sec)
{
	p->seconds += sec;
	p->lo_bound += sec;
	p->hi_bound += sec;
}

void amp_predict(const struct amp_stats *s, const struct amp_vec *v, struct amp_prediction *p)
{
	memset(p, 0, sizeof *p);
	double dlo = 0, dhi = 0;
	for (int i = 0; i < AMP_NPARAMS; i++) {
		double c = s->total[i];
		const struct amp_vec_param *q = &v->p[i];
		double t = c * q->ns * 1e-9;
		p->by_param[i] = t;
		p->by_reduced[amp_params[i].reduced] += t;
		p->seconds += t;
		dlo += pow(c * (q->ns - q->lo) * 1e-9, 2);
		dhi += pow(c * (q->hi - q->ns) * 1e-9, 2);
		p->lo_bound += c * q->lo * 1e-9;
		p->hi_bound += c * q->hi * 1e-9;
	}
	/* A block whose loop-carried chain takes longer than the operations
	 * beside it (chain_cover), or whose window term (rule 17) takes
	 * longer than its operations, runs at that pace
	 * (docs/predictor.md): the excess is added on top of the parameters'
	 * seconds. The bounds take every latency and window term at its
	 * bound at once. */
	int has_win = v->has_lat && v->has_win;
	double *cover = xcalloc(s->nblocks + 1, sizeof *cover);
	char *keep = xcalloc(s->nblocks + 1, 1);
	if (v->has_lat)
		amp_chain_scopes(s, v, cover, keep);
	for (size_t b = 0; v->has_lat && b < s->nblocks; b++) {
		const struct amp_stats_block *bk = &s->blocks[b];
		double thr = 0, lat = 0, lo = 0, hi = 0, dp = 0, dplo = 0, dphi = 0;
		for (int i = 0; i < AMP_NPARAMS; i++)
			thr += bk->counts[i] * v->p[i].ns;
		for (int k = 0; k < AMP_NLAT; k++) {
			double n = bk->counts[amp_lat_counter(k)];
			lat += n * v->lat[k];
			lo += n * v->lat_lo[k];
			hi += n * v->lat_hi[k];
			double d = has_win ? bk->counts[amp_dep_counter(k)] : 0;
			dp += d * v->lat[k];
			dplo += d * v->lat_lo[k];
			dphi += d * v->lat_hi[k];
		}
		/* loads on the chain (rule 23) */
		double cl = carried_loads_ns(bk->counts, v);
		lat += cl;
		lo += cl;
		hi += cl;
		/* a chain that starts afresh at every entry of its loop: the
		 * entries overlap as far as the window reaches */
		if (has_win) {
			lat *= restart_factor(bk, v->win[1]);
			lo *= restart_factor(bk, v->win_hi[1]);
			hi *= restart_factor(bk, v->win_lo[1]);
		}
		/* the window term, at its estimate and at its bounds */
		double ns = window_ops(bk), w = 0, wlo = 0, whi = 0;
		if (has_win) {
			w = amp_window_ns(dp, ns, v->win[0], v->win[1]);
			wlo = amp_window_ns(dplo, ns, v->win_lo[0], v->win_hi[1]);
			whi = amp_window_ns(dphi, ns, v->win_hi[0], v->win_lo[1]);
		}
		/* the chain's part first (beyond the operations that run under
		 * it: its scope's, amp_chain_scopes), the window's beyond both */
		double cov = cover[b];
		if (!keep[b])
			lat = lo = hi = 0;
		double ch = lat > cov ? lat - cov : 0, chlo = lo > cov ? lo - cov : 0,
		       chhi = hi > cov ? hi - cov : 0;
		double wait = thr + ch > w ? thr + ch : w, wl = thr + chlo > wlo ? thr + chlo : wlo,
		       wh = thr + chhi > whi ? thr + chhi : whi;
		if (wait > thr) {
			p->latency += ch * 1e-9;
			p->depth += (wait - thr - ch) * 1e-9;
			dlo += pow((wait - wl) * 1e-9, 2);
			dhi += pow((wh - wait) * 1e-9, 2);
		}
		if (wl > thr)
			p->lo_bound += (wl - thr) * 1e-9;
		if (wh > thr)
			p->hi_bound += (wh - thr) * 1e-9;
		/* a chain of dependent loads (rule 23): a whole-run term, from
		 * the characterizer's long runs like the loads' other waits */
		if (has_win) {
			p->loadpath += amp_block_loadpath_ns(bk, v, dp, wait, 0) * 1e-9;
			p->loadpath_lo += amp_block_loadpath_ns(bk, v, dplo, wl, -1) * 1e-9;
			p->loadpath_hi += amp_block_loadpath_ns(bk, v, dphi, wh, 1) * 1e-9;
		}
	}
	free(cover);
	free(keep);
	p->seconds += p->latency + p->depth;
	/* A mispredicted branch waits for its condition's path before the
	 * right one is fetched (rule 22): the cnd.* counts, already times
	 * the mispredictions, at the latency rows. */
	for (int k = 0; v->has_lat && k < AMP_NLAT; k++) {
		double n = s->total[amp_cnd_counter(k)];
		p->branchwait += n * v->lat[k] * 1e-9;
		dlo += pow(n * (v->lat[k] - v->lat_lo[k]) * 1e-9, 2);
		dhi += pow(n * (v->lat_hi[k] - v->lat[k]) * 1e-9, 2);
		p->lo_bound += n * v->lat_lo[k] * 1e-9;
		p->hi_bound += n * v->lat_hi[k] * 1e-9;
	}
	p->seconds += p->branchwait;
	/* Array references whose lines come from beyond the nearest cache
	 * (amp profile --memory, rule 16) add their class's time. */
	for (int k = 0; v->has_mem && k < AMP_NMEM; k++) {
		double n = s->total[amp_mem_counter(k)];
		p->by_mem[k] = n * v->mem[k] * 1e-9;
		p->memory += p->by_mem[k];
		dlo += pow(n * (v->mem[k] - v->mem_lo[k]) * 1e-9, 2);
		dhi += pow(n * (v->mem_hi[k] - v->mem[k]) * 1e-9, 2);
		p->lo_bound += n * v->mem_lo[k] * 1e-9;
		p->hi_bound += n * v->mem_hi[k] * 1e-9;
	}
	p->seconds += p->memory;
	/* Floating-point operations before the run's first inexact result
	 * (rule 18) add their class's exact row. */
	for (int k = 0; v->has_fpx && k < AMP_NFPX; k++) {
		double n = s->total[amp_fpx_counter(k)];
		p->exact += n * v->fpx[k] * 1e-9;
		dlo += pow(n * (v->fpx[k] - v->fpx_lo[k]) * 1e-9, 2);
		dhi += pow(n * (v->fpx_hi[k] - v->fpx[k]) * 1e-9, 2);
		p->lo_bound += n * v->fpx_lo[k] * 1e-9;
		p->hi_bound += n * v->fpx_hi[k] * 1e-9;
	}
	p->seconds += p->exact;
	/* Everything so far is priced at the pace of the characterizer's
	 * short timings; a run of seconds goes at the machine's sustained
	 * pace, its 'sustained-factor' times that (docs/characterizer.md).
	 * Page touches and the start-up are whole runs' times already. */
	if (v->has_sustain) {
		double f = v->sustain;
		p->sustain = (f - 1) * p->seconds;
		p->seconds += p->sustain;
		p->lo_bound *= f;
		p->hi_bound *= f;
		dlo *= f * f;
		dhi *= f * f;
	}
	/* Iterations of DO loops whose step is a variable (rule 19), at what
	 * the characterizer's long runs measured, beyond their blocks'
	 * memory stalls. */
	p->vstep = run_blocks_ns(s, v, vstep_block_ns) * 1e-9;
	whole_run(p, p->vstep);
	/* Mispredictions also wait for the element their condition loads,
	 * when its line comes from beyond the first-level cache: a dependent
	 * load's latency there beyond that cache's (rule 22), from the
	 * characterizer's long runs ('load-latency-ns'). */
	double ld = loadwait_ns(s->total, v) * 1e-9;
	p->branchwait += ld;
	whole_run(p, ld);
	/* Chains of dependent loads (rule 23), per block above. */
	p->seconds += p->loadpath;
	p->lo_bound += p->loadpath_lo;
	p->hi_bound += p->loadpath_hi;
	/* Reduction intrinsics (rule 20): what a library routine adds per
	 * element and per reference, from the characterizer's long runs. */
	p->reductions = reductions_ns(s->total, v) * 1e-9;
	whole_run(p, p->reductions);
	/* Calls to routines of the caller's own file, mostly within its
	 * page, where the kernels' calls cross pages (rule 21): what the
	 * characterizer's long runs measured them to save. */
	p->nearcall = run_blocks_ns(s, v, nearcall_ns) * 1e-9;
	whole_run(p, p->nearcall);
	/* Pages the run touches for the first time: the system maps and
	 * zeroes each (rule 16). */
	if (v->has_page) {
		p->pages = s->total[AMP_NPARAMS + AMP_MEM_PAGE] * v->page_ns * 1e-9;
		whole_run(p, p->pages);
	}
	/* A whole run also starts and ends a process: what a run of an
	 * empty program costs on the machine. */
	if (v->has_startup) {
		p->startup = v->startup;
		whole_run(p, p->startup);
	}
	p->lo = p->seconds - sqrt(dlo);
	if (p->lo < p->lo_bound)
		p->lo = p->lo_bound;
	p->hi = p->seconds + sqrt(dhi);
	double st = 0;
	for (int k = AMP_ST_ASSIGN; k <= AMP_ST_OTHER; k++)
		st += s->total[AMP_NPARAMS + k];
	p->unmodeled_share = st > 0 ? s->total[AMP_NPARAMS + AMP_ST_UNMODELED] / st : 0;
}

double amp_block_chain_seconds(const struct amp_stats_block *b, const struct amp_vec *v)
{
	double lat = 0;
	for (int k = 0; v->has_lat && k < AMP_NLAT; k++)
		lat += b->counts[amp_lat_counter(k)] * v->lat[k];
	if (v->has_lat)
		lat += carried_loads_ns(b->counts, v);
	if (v->has_lat && v->has_win)
		lat *= restart_factor(b, v->win[1]);
	return lat * 1e-9;
}

double amp_window_ns(double path, double nops, double scale, double span)
{
	if (path <= 0 || nops <= 0)
		return 0;
	return scale * path / (1 + span / nops);
}

/* Operations (parameter counts) one execution of block b performs (0 if
 * never entered): the window's unit. */
static double block_ops(const struct amp_stats_block *b)
{
	return b->exec > 0 ? amp_stats_block_ops(b) / b->exec : 0;
}

/* Operations from one execution of block b to the next, which share
 * the instruction window with its path (rule 17): its scope's (dep.scope,
 * its innermost loop body's or its routine's blocks) per execution of
 * b, at least b's own. */
static double window_ops(const struct amp_stats_block *b)
{
	double n = block_ops(b), sc = b->counts[AMP_NPARAMS + AMP_DEP_SCOPE];
	if (b->exec > 0 && sc / b->exec > n)
		n = sc / b->exec;
	return n;
}

/* A block whose loop-carried chain starts afresh at each of the E entries
 * of its DO loop (lat.entry, rule 15) waits for one entry's chain, D, per
 * entry; the processor overlaps it with the next entries' chains as far
 * as its window of span operations reaches, as rule 17 has it for the
 * paths of successive executions: D / (1 + span / N), N the operations
 * from one entry to the next (lat.scope: what the loop around the DO, or
 * the routine, runs per entry; at least the chain block's own). Over the
 * run, the chain's time times this factor. A chain that never restarts
 * (N without bound) keeps its full time. */
static double restart_factor(const struct amp_stats_block *b, double span)
{
	double e = b->counts[AMP_NPARAMS + AMP_LAT_ENTRY], n = block_ops(b) * b->exec;
	if (b->counts[AMP_NPARAMS + AMP_LAT_SCOPE] > n)
		n = b->counts[AMP_NPARAMS + AMP_LAT_SCOPE];
	if (e <= 0 || n <= 0 || span <= 0)
		return 1;
	return 1 / (1 + span * e / n);
}

/* A block's dependence paths within one execution (rule 17) over the
 * run at the latency rows, ns. */
static double path_ns(const struct amp_stats_block *b, const struct amp_vec *v)
{
	double d = 0;
	for (int k = 0; v->has_lat && k < AMP_NLAT; k++)
		d += b->counts[amp_dep_counter(k)] * v->lat[k];
	return d;
}

double amp_block_window_seconds(const struct amp_stats_block *b, const struct amp_vec *v)
{
	if (!v->has_lat || !v->has_win)
		return 0;
	return amp_window_ns(path_ns(b, v), window_ops(b), v->win[0], v->win[1]) * 1e-9;
}

/* A block's chain of dependent loads (rule 23) puts its loads' latency
 * beyond the first-level cache's (dep.ld* at 'load-latency-ns') on the
 * block's path of dp ns (over the run), which the window overlaps with
 * the next executions' as far as it reaches (rule 17). The loads'
 * memory rows price them where many such loads overlap; the chain adds
 * what its window term exceeds the block's other time, base_ns (the
 * larger of operations with chain, and window) and its memory rows. At
 * the window's lower bound (bound -1) or upper bound (1). */
double amp_block_loadpath_ns(const struct amp_stats_block *b, const struct amp_vec *v, double dp,
			     double base_ns, int bound)
{
	if (!v->has_lat || !v->has_win || !v->has_ldlat)
		return 0;
	double dl = ldlat_ns(b->counts, AMP_DEP_LD1, v);
	if (!(dl > 0))
		return 0;
	double sc = bound < 0 ? v->win_lo[0] : bound > 0 ? v->win_hi[0] : v->win[0],
	       sp = bound < 0 ? v->win_hi[1] : bound > 0 ? v->win_lo[1] : v->win[1];
	double x = amp_window_ns(dp + dl, window_ops(b), sc, sp) - base_ns - mem_class_ns(b->counts, v, 1);
	return x > 0 ? x : 0;
}

double amp_block_branchwait_seconds(const struct amp_stats_block *b, const struct amp_vec *v)
{
	double d = loadwait_ns(b->counts, v);
	for (int k = 0; v->has_lat && k < AMP_NLAT; k++)
		d += b->counts[amp_cnd_counter(k)] * v->lat[k];
	return d * 1e-9;
}

double amp_block_memory_seconds(const struct amp_stats_block *b, const struct amp_vec *v)
{
	double m = mem_class_ns(b->counts, v, 1);
	if (v->has_page)
		m += b->counts[AMP_NPARAMS + AMP_MEM_PAGE] * v->page_ns;
	return m * 1e-9;
}

double amp_block_seconds(const struct amp_stats_block *b, const struct amp_vec *v, double cover, int keep)
{
	double t = 0;
	for (int i = 0; i < AMP_NPARAMS; i++)
		t += b->counts[i] * v->p[i].ns;
	double lat = keep ? amp_block_chain_seconds(b, v) : 0, w = amp_block_window_seconds(b, v);
	double cov = cover * 1e-9, run = t * 1e-9;
	if (lat > cov)
		run += lat - cov;
	double ldp = amp_block_loadpath_ns(b, v, path_ns(b, v), (run > w ? run : w) * 1e9, 0) * 1e-9;
	return (run > w ? run : w) + ldp + amp_block_branchwait_seconds(b, v) + amp_block_memory_seconds(b, v) +
	       amp_block_exact_seconds(b, v) +
	       (vstep_block_ns(b->counts, v) + reductions_ns(b->counts, v) + nearcall_ns(b->counts, v)) * 1e-9;
}

double amp_block_exact_seconds(const struct amp_stats_block *b, const struct amp_vec *v)
{
	double x = 0;
	for (int k = 0; v->has_fpx && k < AMP_NFPX; k++)
		x += b->counts[amp_fpx_counter(k)] * v->fpx[k];
	return x * 1e-9;
}

void amp_program_mix(const struct amp_stats *s, double mix[AMP_NREDUCED])
{
	double tot = 0;
	for (int r = 0; r < AMP_NREDUCED; r++)
		mix[r] = 0;
	for (int i = 0; i < AMP_NPARAMS; i++) {
		mix[amp_params[i].reduced] += s->total[i];
		tot += s->total[i];
	}
	for (int r = 0; r < AMP_NREDUCED && tot > 0; r++)
		mix[r] /= tot;
}

double amp_program_distance(const double *a, const double *b)
{
	double ss = 0;
	for (int r = 0; r < AMP_NREDUCED; r++)
		ss += (a[r] - b[r]) * (a[r] - b[r]);
	return sqrt(ss);
}

static int optype_of(const char *m)
{
	if (strncmp(m, "REL", 3) == 0)
		return m[3] == 'I' ? 0 : m[3] == 'S' ? 1 : m[3] == 'D' ? 2 : 5;
	if (!strcmp(m, "ANDL") || !strcmp(m, "ORLO") || !strcmp(m, "NOTL") || !strcmp(m, "EQVL"))
		return 5;
	if (!strcmp(m, "ADDI") || !strcmp(m, "MODI") || !strcmp(m, "ABSI") || !strcmp(m, "MXMI"))
		return 0;
	if (strchr("AMDEX", m[0]) && strlen(m) == 4 && strchr("IRC", m[1]) && strchr("SD", m[2])) {
		if (m[1] == 'I')
			return 0;
		if (m[1] == 'R')
			return m[2] == 'S' ? 1 : 2;
		return m[2] == 'S' ? 3 : 4;
	}
	return -1;
}

static int cmp_desc(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? 1 : x > y ? -1 : 0;
}

void amp_dynstats_compute(const struct amp_stats *s, struct amp_dynstats *d)
{
	memset(d, 0, sizeof *d);
	const double *t = s->total;
	for (int k = 0; k < AMP_DS_STMT; k++)
		d->total_stmts += t[AMP_NPARAMS + AMP_ST_ASSIGN + k];
	for (int k = 0; k < AMP_DS_STMT && d->total_stmts > 0; k++)
		d->stmt[k] = t[AMP_NPARAMS + AMP_ST_ASSIGN + k] / d->total_stmts;
	double ops = 0;
	for (int i = 0; i < AMP_NPARAMS; i++) {
		int k = optype_of(amp_params[i].mnemonic);
		if (k >= 0) {
			d->optype[k] += t[i];
			ops += t[i];
		}
		d->total_ops += t[i];
	}
	for (int k = 0; k < AMP_DS_OPTYPE && ops > 0; k++)
		d->optype[k] /= ops;
	double opnd[AMP_DS_OPERAND] = { t[AMP_NPARAMS + AMP_OP_SCALAR], t[AMP_NPARAMS + AMP_OP_CONST],
		t[amp_param_index("ARR1")], t[amp_param_index("ARR2")],
		t[amp_param_index("ARR3")] + t[amp_param_index("ARRN")] };
	double on = 0;
	for (int k = 0; k < AMP_DS_OPERAND; k++)
		on += opnd[k];
	for (int k = 0; k < AMP_DS_OPERAND; k++)
		d->operand[k] = on > 0 ? opnd[k] / on : 0;
	/* Concentration: the fewest blocks holding 50, 85, 99% of operations. */
	double *bo = xcalloc(s->nblocks + 1, sizeof *bo);
	d->blocks_total = (int)s->nblocks;
	for (size_t b = 0; b < s->nblocks; b++) {
		for (int i = 0; i < AMP_NPARAMS; i++)
			bo[b] += s->blocks[b].counts[i];
		if (s->blocks[b].exec > 0)
			d->blocks_executed++;
	}
	qsort(bo, s->nblocks, sizeof *bo, cmp_desc);
	double acc = 0;
	const double want[3] = { 0.5, 0.85, 0.99 };
	int *out[3] = { &d->blocks_50, &d->blocks_85, &d->blocks_99 };
	for (int q = 0; q < 3; q++)
		*out[q] = 0;
	int q = 0;
	for (size_t b = 0; b < s->nblocks && q < 3; b++) {
		acc += bo[b];
		while (q < 3 && d->total_ops > 0 && acc >= want[q] * d->total_ops - 1e-9) {
			*out[q] = (int)b + 1;
			q++;
		}
	}
	free(bo);
	double T = d->total_ops > 0 ? d->total_ops : 1;
	d->ops_per_stmt = d->total_stmts > 0 ? d->total_ops / d->total_stmts : 0;
	double calls = 0, intr = 0, br = 0, mem = 0, it = 0, addr = 0;
	for (int i = 0; i < AMP_NPARAMS; i++) {
		int r = amp_params[i].reduced;
		if (r == 14)
			calls += t[i];
		if (r == 10 || r == 11)
			intr += t[i];
		if (r == 13)
			br += t[i];
		if (r == 0 || r == 1)
			mem += t[i];
		if (r == 16)
			it += t[i];
		if (r == 15)
			addr += t[i];
	}
	d->calls_share = calls / T;
	d->intrinsic_share = intr / T;
	d->branch_share = br / T;
	d->memory_share = mem / T;
	d->iteration_share = it / T;
	d->address_share = addr / T;
	d->unmodeled_share = d->total_stmts > 0 ? t[AMP_NPARAMS + AMP_ST_UNMODELED] / d->total_stmts : 0;
}

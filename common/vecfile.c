/* vecfile.c: machine vector reader and writer (see vecfile.h). */
#include "vecfile.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "util.h"

static const char *const flag_names[] = { "noisy", "clamped", "derived", "outliers" };
#define NFLAGS (int)(sizeof flag_names / sizeof flag_names[0])

void amp_pflags_format(unsigned flags, char *out, size_t n)
{
	size_t len = 0;
	out[0] = '\0';
	for (int i = 0; i < NFLAGS; i++)
		if (flags & (1u << i)) {
			int w = snprintf(out + len, n - len, "%s%s", len ? "," : "",
					 flag_names[i]);
			if (w < 0 || (size_t)w >= n - len)
				break;
			len += (size_t)w;
		}
	if (len == 0)
		snprintf(out, n, "-");
}

int amp_pflags_parse(const char *s, unsigned *flags)
{
	*flags = 0;
	if (strcmp(s, "-") == 0)
		return 0;
	char *copy = xstrdup(s), *save = NULL;
	int rc = 0;
	for (char *t = strtok_r(copy, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
		int i;
		for (i = 0; i < NFLAGS; i++)
			if (strcmp(t, flag_names[i]) == 0)
				break;
		if (i == NFLAGS) {
			rc = -1;
			break;
		}
		*flags |= 1u << i;
	}
	free(copy);
	return rc;
}

#define BAD(...) do { amp_diag_at(AMP_ERROR, path, lineno, 0, __VA_ARGS__); goto fail; } while (0)

/* Does line start a row of kind ("latency", "memory")? */
static int class_row(const char *line, const char *kind)
{
	size_t n = strlen(kind);
	return strncmp(line, kind, n) == 0 && (line[n] == ' ' || line[n] == '\t');
}

/* One "KIND CLASS ns lo hi" row of n classes named by name(k) into
 * ns[k], lo[k], hi[k]; seen[k] gets its line. 0, or -1 reported. */
static int class_read(const char *path, int lineno, char *line, const char *kind, int n,
		      const char *(*name)(int), int *seen, double *ns, double *lo, double *hi)
{
	char *f[6];
	int nf = amp_split(line, f, 6, 0);
	if (nf != 5) {
		amp_diag_at(AMP_ERROR, path, lineno, 0,
			    "a %s row has 5 fields (%s CLASS ns lo hi), found %d", kind, kind, nf);
		return -1;
	}
	int k = 0;
	while (k < n && strcmp(f[1], name(k)) != 0)
		k++;
	const char *err = NULL;
	if (k == n)
		err = "unknown %s class '%s'";
	else if (seen[k])
		err = "%s class '%s' appears twice";
	else if (amp_parse_double(f[2], &ns[k]) || amp_parse_double(f[3], &lo[k]) ||
		 amp_parse_double(f[4], &hi[k]))
		err = "bad number in the %s row of '%s'";
	else if (ns[k] < 0)
		err = "negative %s time for '%s'";
	else if (!(lo[k] <= ns[k] && ns[k] <= hi[k]))
		err = "the interval of the %s row of '%s' does not contain its time";
	if (err) {
		amp_diag_at(AMP_ERROR, path, lineno, 0, err, kind, f[1]);
		return -1;
	}
	seen[k] = lineno;
	return 0;
}

/* Is memory class k one of the strided classes (optional as a group)? */
static int str_class(int k)
{
	return k >= AMP_MEM_KSTR1 && k < AMP_MEM_KSTR1 + AMP_MEM_NBUCKETS;
}

/* Is memory class k one of the written classes (optional as a group)? */
static int wrt_class(int k)
{
	return k >= AMP_MEM_KWRT1 && k < AMP_MEM_KWRT1 + AMP_MEM_NBUCKETS;
}

/* Is memory class k one of the written strided classes (optional as a
 * group)? */
static int stw_class(int k)
{
	return k >= AMP_MEM_KSTW1 && k < AMP_MEM_KSTW1 + AMP_MEM_NBUCKETS;
}

/* A class group the vector lacks: its six buckets' rows (from 'to') are
 * those of another group's (from 'from'). */
static void mem_rows_from(struct amp_vec *v, int to, int from)
{
	for (int b = 0; b < AMP_MEM_NBUCKETS; b++) {
		v->mem[to + b] = v->mem[from + b];
		v->mem_lo[to + b] = v->mem_lo[from + b];
		v->mem_hi[to + b] = v->mem_hi[from + b];
	}
}

int amp_vec_read(const char *path, struct amp_vec *v)
{
	memset(v, 0, sizeof *v);
	size_t len;
	char *text = amp_read_file(path, &len);
	if (!text) {
		amp_error("cannot open '%s': %s", path, strerror(errno));
		return -1;
	}
	int seen[AMP_NPARAMS] = { 0 }, lat_seen[AMP_NLAT] = { 0 }, nlat = 0;
	int mem_seen[AMP_NMEM] = { 0 }, nmem = 0, win_seen[AMP_NWIN] = { 0 }, nwin = 0;
	int fpx_seen[AMP_NFPX] = { 0 }, nfpx = 0;
	int lineno = 0, state = 0; /* 0 want format, 1 want catalog, 2 body */
	char *save = NULL;
	char *line = text;
	while (line && *line) {
		char *nl = strchr(line, '\n');
		if (nl)
			*nl = '\0';
		lineno++;
		(void)save;
		size_t l = strlen(line);
		if (l && line[l - 1] == '\r')
			line[--l] = '\0';
		if (l == 0 || line[0] == '#')
			goto next;
		char *f[8];
		if (state == 0) {
			int n = amp_split(line, f, 3, 0);
			if (n != 2 || strcmp(f[0], "amp-vec") != 0)
				BAD("not an amp machine vector (first line must be 'amp-vec %s')", AMP_VEC_FORMAT);
			if (strcmp(f[1], AMP_VEC_FORMAT) != 0)
				BAD("unsupported machine vector format '%s' (this amp reads format %s)", f[1], AMP_VEC_FORMAT);
			state = 1;
		} else if (state == 1) {
			int n = amp_split(line, f, 3, 0);
			if (n != 2 || strcmp(f[0], "catalog") != 0)
				BAD("expected 'catalog %s' after the format line", AMP_CATALOG_VERSION);
			if (strcmp(f[1], AMP_CATALOG_VERSION) != 0)
				BAD("parameter catalog '%s' does not match this amp's '%s'", f[1], AMP_CATALOG_VERSION);
			state = 2;
		} else if (strncmp(line, "param", 5) == 0 && (line[5] == ' ' || line[5] == '\t')) {
			int n = amp_split(line, f, 8, 0);
			if (n != 8)
				BAD("a param row has 8 fields (param MNEM ns lo hi samples cv flags), found %d", n);
			int i = amp_param_index(f[1]);
			if (i < 0)
				BAD("unknown parameter '%s'", f[1]);
			if (seen[i])
				BAD("parameter '%s' appears twice (first on line %d)", f[1], seen[i]);
			seen[i] = lineno;
			struct amp_vec_param *p = &v->p[i];
			if (amp_parse_double(f[2], &p->ns) || amp_parse_double(f[3], &p->lo) ||
			    amp_parse_double(f[4], &p->hi))
				BAD("bad number in the row of '%s'", f[1]);
			if (amp_parse_long(f[5], &p->samples) || p->samples < 0)
				BAD("bad sample count '%s' for '%s'", f[5], f[1]);
			if (amp_parse_double(f[6], &p->cv))
				BAD("bad coefficient of variation '%s' for '%s'", f[6], f[1]);
			if (amp_pflags_parse(f[7], &p->flags))
				BAD("unknown flag in '%s' for '%s'", f[7], f[1]);
			if (p->ns < 0)
				BAD("negative time %s ns for '%s' (a clamped value is written as 0 with flag 'clamped')", f[2], f[1]);
			if (!(p->lo <= p->ns && p->ns <= p->hi))
				BAD("interval [%s, %s] does not contain the estimate %s for '%s'", f[3], f[4], f[2], f[1]);
		} else if (class_row(line, "latency")) {
			if (class_read(path, lineno, line, "latency", AMP_NLAT, amp_lat_name, lat_seen,
				       v->lat, v->lat_lo, v->lat_hi) != 0)
				goto fail;
			nlat++;
		} else if (class_row(line, "memory")) {
			if (class_read(path, lineno, line, "memory", AMP_NMEM, amp_mem_name, mem_seen,
				       v->mem, v->mem_lo, v->mem_hi) != 0)
				goto fail;
			nmem++;
		} else if (class_row(line, "window")) {
			if (class_read(path, lineno, line, "window", AMP_NWIN, amp_win_name, win_seen,
				       v->win, v->win_lo, v->win_hi) != 0)
				goto fail;
			nwin++;
		} else if (class_row(line, "exact")) {
			if (class_read(path, lineno, line, "exact", AMP_NFPX, amp_fpx_name, fpx_seen,
				       v->fpx, v->fpx_lo, v->fpx_hi) != 0)
				goto fail;
			nfpx++;
		} else {
			int n = amp_split(line, f, 2, 0);
			if (!amp_header_key_ok(f[0]))
				BAD("bad header key '%s'", f[0]);
			amp_header_add(&v->header, f[0], n == 2 ? f[1] : "");
		}
next:
		line = nl ? nl + 1 : NULL;
	}
	lineno++;
	if (state < 2)
		BAD("file ends before the catalog line");
	for (int i = 0; i < AMP_NPARAMS; i++)
		if (!seen[i])
			BAD("parameter '%s' is missing", amp_params[i].mnemonic);
	for (int k = 0; nlat && k < AMP_NLAT; k++)
		if (!lat_seen[k])
			BAD("latency class '%s' is missing (latency rows come all or none)", amp_lat_name(k));
	v->has_lat = nlat > 0;
	/* A vector made before the conflict class has the others only; one
	 * made before the strided classes has none of them, and its regular
	 * rows priced strided references then. One made before the written
	 * classes prices their lines at their regular rows alone; one made
	 * before the written strided classes prices them at their strided
	 * rows (which are their regular rows when it has no strided ones). */
	int nstr = 0, nwrt = 0, nstw = 0;
	for (int k = 0; k < AMP_NMEM; k++) {
		nstr += str_class(k) && mem_seen[k];
		nwrt += wrt_class(k) && mem_seen[k];
		nstw += stw_class(k) && mem_seen[k];
	}
	for (int k = 0; nmem && k < AMP_NMEM; k++)
		if (!mem_seen[k] && k != AMP_MEM_KCONF && (nstr || !str_class(k)) && (nwrt || !wrt_class(k)) &&
		    (nstw || !stw_class(k)))
			BAD("memory class '%s' is missing (memory rows come all or none)", amp_mem_name(k));
	v->has_mem = nmem > 0;
	v->has_conf = mem_seen[AMP_MEM_KCONF] != 0;
	v->has_str = nstr > 0;
	v->has_wrt = nwrt > 0;
	v->has_stw = nstw > 0;
	if (v->has_mem && !v->has_str)
		mem_rows_from(v, AMP_MEM_KSTR1, 0);
	if (v->has_mem && !v->has_stw)
		mem_rows_from(v, AMP_MEM_KSTW1, AMP_MEM_KSTR1);
	for (int k = 0; nwin && k < AMP_NWIN; k++)
		if (!win_seen[k])
			BAD("window term '%s' is missing (window rows come all or none)", amp_win_name(k));
	if (nwin) {
		const char *u = amp_header_get(&v->header, "window-unit");
		if (!u || strcmp(u, "operations") != 0)
			BAD("window rows without 'window-unit operations' count statements (an older amp "
			    "characterize): characterize the machine again, or delete the window rows");
	}
	v->has_win = nwin > 0;
	for (int k = 0; nfpx && k < AMP_NFPX; k++)
		if (!fpx_seen[k])
			BAD("exact class '%s' is missing (exact rows come all or none)", amp_fpx_name(k));
	v->has_fpx = nfpx > 0;
	{
		const char *su = amp_header_get(&v->header, "startup-seconds");
		if (su) {
			if (amp_parse_double(su, &v->startup) || !(v->startup >= 0) || v->startup > 1e6)
				BAD("bad 'startup-seconds' value '%s' (seconds, 0 or more)", su);
			v->has_startup = 1;
		}
		const char *sf = amp_header_get(&v->header, "sustained-factor");
		if (sf) {
			if (amp_parse_double(sf, &v->sustain) || !(v->sustain >= 0.5) || v->sustain > 4)
				BAD("bad 'sustained-factor' value '%s' (0.5 to 4)", sf);
			v->has_sustain = 1;
		}
		const char *pt = amp_header_get(&v->header, "page-touch-ns");
		if (pt) {
			if (amp_parse_double(pt, &v->page_ns) || !(v->page_ns >= 0) || v->page_ns > 1e9)
				BAD("bad 'page-touch-ns' value '%s' (ns, 0 or more)", pt);
			v->has_page = 1;
		}
		const char *re = amp_header_get(&v->header, "reduction-element-ns");
		const char *rc = amp_header_get(&v->header, "reduction-call-ns");
		if (re || rc) {
			if (!re || !rc)
				BAD("'%s' without '%s'", re ? "reduction-element-ns" : "reduction-call-ns",
				    re ? "reduction-call-ns" : "reduction-element-ns");
			if (amp_parse_double(re, &v->red_elem_ns) || !(v->red_elem_ns >= 0) || v->red_elem_ns > 1e6)
				BAD("bad 'reduction-element-ns' value '%s' (ns, 0 or more)", re);
			if (amp_parse_double(rc, &v->red_call_ns) || !(v->red_call_ns >= 0) || v->red_call_ns > 1e9)
				BAD("bad 'reduction-call-ns' value '%s' (ns, 0 or more)", rc);
			v->has_red = 1;
		}
		const char *vs = amp_header_get(&v->header, "variable-step-ns");
		if (vs) {
			if (amp_parse_double(vs, &v->vstep_ns) || !(v->vstep_ns >= 0) || v->vstep_ns > 1e6)
				BAD("bad 'variable-step-ns' value '%s' (ns, 0 or more)", vs);
			v->has_vstep = 1;
		}
		const char *ll = amp_header_get(&v->header, "load-latency-ns");
		if (ll) {
			const char *q = ll;
			for (int k = 0; k < AMP_LDLAT_N; k++) {
				char *end;
				v->ldlat[k] = strtod(q, &end);
				if (end == q || !(v->ldlat[k] > 0) || v->ldlat[k] > 1e6)
					BAD("bad 'load-latency-ns' value '%s' (%d times ns, more than 0)", ll,
					    AMP_LDLAT_N);
				q = end;
			}
			while (isspace((unsigned char)*q))
				q++;
			if (*q)
				BAD("bad 'load-latency-ns' value '%s' (%d times ns, more than 0)", ll, AMP_LDLAT_N);
			v->has_ldlat = 1;
		}
		const char *nc = amp_header_get(&v->header, "near-call-ns");
		if (nc) {
			if (amp_parse_double(nc, &v->ncall_ns) || !(v->ncall_ns >= 0) || v->ncall_ns > 1e6)
				BAD("bad 'near-call-ns' value '%s' (ns, 0 or more)", nc);
			v->has_ncall = 1;
		}
	}
	free(text);
	return 0;
fail:
	free(text);
	amp_vec_release(v);
	return -1;
}

const char *amp_lat_name(int k)
{
	return amp_aux_counters[AMP_LAT_IHOP + k].key + 4;
}

int amp_lat_counter(int k)
{
	return AMP_NPARAMS + AMP_LAT_IHOP + k;
}

const char *amp_mem_name(int k)
{
	return amp_aux_counters[AMP_MEM_REG1 + k].key + 4;
}

int amp_mem_counter(int k)
{
	return AMP_NPARAMS + AMP_MEM_REG1 + k;
}

int amp_dep_counter(int k)
{
	return AMP_NPARAMS + AMP_DEP_IHOP + k;
}

int amp_cnd_counter(int k)
{
	return AMP_NPARAMS + AMP_CND_IHOP + k;
}

const char *amp_win_name(int k)
{
	static const char *const names[AMP_NWIN] = { "scale", "span" };
	return names[k];
}

int amp_vec_window_loose(const struct amp_vec *v, const char *who)
{
	int loose = v->has_win && v->win_hi[1] - v->win_lo[1] > v->win[1];
	if (loose)
		amp_warning("%s%sthe window's span is not determined (%.3g operations, 95%% interval %.3g to %.3g; "
			    "a busy machine?): the window term of predictions with this vector is uncertain",
			    who ? who : "", who ? ": " : "", v->win[1], v->win_lo[1], v->win_hi[1]);
	return loose;
}

const char *amp_fpx_name(int k)
{
	return amp_aux_counters[AMP_FPX_SINGLE + k].key + 6;
}

int amp_fpx_counter(int k)
{
	return AMP_NPARAMS + AMP_FPX_SINGLE + k;
}

int amp_vec_write(const char *path, const struct amp_vec *v)
{
	struct amp_atomic a;
	if (amp_atomic_open(&a, path) != 0)
		return -1;
	fprintf(a.fp, "amp-vec %s\ncatalog %s\n", AMP_VEC_FORMAT, AMP_CATALOG_VERSION);
	amp_header_write(&v->header, a.fp);
	fprintf(a.fp, "# param mnemonic ns ci-low ci-high samples cv flags\n");
	for (int i = 0; i < AMP_NPARAMS; i++) {
		const struct amp_vec_param *p = &v->p[i];
		char fl[64];
		amp_pflags_format(p->flags, fl, sizeof fl);
		fprintf(a.fp, "param %s %.6g %.6g %.6g %ld %.4g %s\n", amp_params[i].mnemonic,
			p->ns, p->lo, p->hi, p->samples, p->cv, fl);
	}
	if (v->has_lat) {
		fprintf(a.fp, "# latency class ns ci-low ci-high\n");
		for (int k = 0; k < AMP_NLAT; k++)
			fprintf(a.fp, "latency %s %.6g %.6g %.6g\n", amp_lat_name(k), v->lat[k],
				v->lat_lo[k], v->lat_hi[k]);
	}
	if (v->has_mem) {
		fprintf(a.fp, "# memory class ns ci-low ci-high\n");
		for (int k = 0; k < AMP_NMEM; k++)
			if ((k != AMP_MEM_KCONF || v->has_conf) && (v->has_str || !str_class(k)) &&
			    (v->has_wrt || !wrt_class(k)) && (v->has_stw || !stw_class(k)))
				fprintf(a.fp, "memory %s %.6g %.6g %.6g\n", amp_mem_name(k), v->mem[k],
					v->mem_lo[k], v->mem_hi[k]);
	}
	if (v->has_win) {
		fprintf(a.fp, "# window term value ci-low ci-high\n");
		for (int k = 0; k < AMP_NWIN; k++)
			fprintf(a.fp, "window %s %.6g %.6g %.6g\n", amp_win_name(k), v->win[k],
				v->win_lo[k], v->win_hi[k]);
	}
	if (v->has_fpx) {
		fprintf(a.fp, "# exact class ns ci-low ci-high\n");
		for (int k = 0; k < AMP_NFPX; k++)
			fprintf(a.fp, "exact %s %.6g %.6g %.6g\n", amp_fpx_name(k), v->fpx[k],
				v->fpx_lo[k], v->fpx_hi[k]);
	}
	return amp_atomic_commit(&a);
}

void amp_vec_release(struct amp_vec *v)
{
	amp_header_release(&v->header);
	memset(v, 0, sizeof *v);
}

const char *amp_vec_name(const struct amp_vec *v, const char *path)
{
	const char *n = amp_header_get(&v->header, "name");
	if (n && *n)
		return n;
	const char *b = strrchr(path, '/');
	return b ? b + 1 : path;
}

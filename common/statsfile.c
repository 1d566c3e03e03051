/* statsfile.c: program statistics reader and writer (see statsfile.h). */
#include "statsfile.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "util.h"

struct amp_stats_block *amp_stats_add_block(struct amp_stats *s, long id,
	const char *file, int line1, int line2, const char *routine)
{
	amp_grow(&s->blocks, &s->capblocks, s->nblocks, sizeof *s->blocks);
	struct amp_stats_block *b = &s->blocks[s->nblocks++];
	memset(b, 0, sizeof *b);
	b->id = id;
	b->file = xstrdup(file);
	b->line1 = line1;
	b->line2 = line2;
	b->routine = xstrdup(routine);
	return b;
}

void amp_stats_add_unmodeled(struct amp_stats *s, const char *kind, double n)
{
	for (size_t i = 0; i < s->nunmodeled; i++)
		if (strcmp(s->unmodeled[i].kind, kind) == 0) {
			s->unmodeled[i].n += n;
			return;
		}
	amp_grow(&s->unmodeled, &s->capunmodeled, s->nunmodeled, sizeof *s->unmodeled);
	s->unmodeled[s->nunmodeled].kind = xstrdup(kind);
	s->unmodeled[s->nunmodeled].n = n;
	s->nunmodeled++;
}

void amp_stats_sum_blocks(struct amp_stats *s)
{
	memset(s->total, 0, sizeof s->total);
	for (size_t b = 0; b < s->nblocks; b++)
		for (int i = 0; i < AMP_NCOUNTERS; i++)
			s->total[i] += s->blocks[b].counts[i];
}

double amp_stats_block_ops(const struct amp_stats_block *b)
{
	double n = 0;
	for (int i = 0; i < AMP_NPARAMS; i++)
		n += b->counts[i];
	return n;
}

static int near(double a, double b)
{
	/* Whole counts (the usual case) are summed exactly below 2^53. */
	if (a == floor(a) && b == floor(b))
		return a == b;
	return fabs(a - b) <= 1e-12 * fmax(1.0, fmax(fabs(a), fabs(b)));
}

#define BAD(...) do { amp_diag_at(AMP_ERROR, path, lineno, 0, __VA_ARGS__); goto fail; } while (0)

static int kind_ok(const char *k)
{
	if (!*k)
		return 0;
	for (; *k; k++)
		if (!((*k >= 'A' && *k <= 'Z') || (*k >= '0' && *k <= '9') || *k == '_' || *k == '-'))
			return 0;
	return 1;
}

int amp_stats_read(const char *path, struct amp_stats *s)
{
	memset(s, 0, sizeof *s);
	size_t len;
	char *text = amp_read_file(path, &len);
	if (!text) {
		amp_error("cannot open '%s': %s", path, strerror(errno));
		return -1;
	}
	int lineno = 0, state = 0;
	int seen_total[AMP_NCOUNTERS] = { 0 };
	char *line = text;
	while (line && *line) {
		char *nl = strchr(line, '\n');
		if (nl)
			*nl = '\0';
		lineno++;
		size_t l = strlen(line);
		if (l && line[l - 1] == '\r')
			line[--l] = '\0';
		if (l == 0 || line[0] == '#')
			goto next;
		char *f[8];
		if (state == 0) {
			int n = amp_split(line, f, 3, 0);
			if (n != 2 || strcmp(f[0], "amp-stats") != 0)
				BAD("not an amp program statistics file (first line must be 'amp-stats %s')", AMP_STATS_FORMAT);
			if (strcmp(f[1], AMP_STATS_FORMAT) != 0)
				BAD("unsupported statistics format '%s' (this amp reads format %s)", f[1], AMP_STATS_FORMAT);
			state = 1;
		} else if (state == 1) {
			int n = amp_split(line, f, 3, 0);
			if (n != 2 || strcmp(f[0], "catalog") != 0)
				BAD("expected 'catalog %s' after the format line", AMP_CATALOG_VERSION);
			if (strcmp(f[1], AMP_CATALOG_VERSION) != 0)
				BAD("parameter catalog '%s' does not match this amp's '%s'", f[1], AMP_CATALOG_VERSION);
			state = 2;
		} else if (strncmp(line, "total ", 6) == 0) {
			int n = amp_split(line, f, 4, 0);
			if (n != 3)
				BAD("a total row is 'total NAME COUNT'");
			int i = amp_counter_index(f[1]);
			if (i < 0)
				BAD("unknown parameter '%s'", f[1]);
			if (seen_total[i])
				BAD("total of '%s' appears twice", f[1]);
			seen_total[i] = 1;
			if (amp_parse_double(f[2], &s->total[i]) || s->total[i] < 0)
				BAD("bad count '%s' for '%s'", f[2], f[1]);
		} else if (strncmp(line, "unmodeled ", 10) == 0) {
			int n = amp_split(line, f, 4, 0);
			double c;
			if (n != 3 || !kind_ok(f[1]) || amp_parse_double(f[2], &c) || c < 0)
				BAD("an unmodeled row is 'unmodeled KIND COUNT' (KIND in capitals)");
			amp_stats_add_unmodeled(s, f[1], c);
		} else if (strncmp(line, "block\t", 6) == 0) {
			int n = amp_split(line, f, 8, 1);
			long id, l1, l2;
			double ex;
			if (n < 7)
				BAD("a block row has 7 tab-separated fields (block id file first last routine executions [counts])");
			if (amp_parse_long(f[1], &id) || amp_parse_long(f[3], &l1) ||
			    amp_parse_long(f[4], &l2) || l1 < 0 || l2 < l1)
				BAD("bad block id or line range");
			if (amp_parse_double(f[6], &ex) || ex < 0)
				BAD("bad execution count '%s'", f[6]);
			struct amp_stats_block *b = amp_stats_add_block(s, id, f[2], (int)l1, (int)l2, f[5]);
			b->exec = ex;
			if (n == 8) {
				char *items[AMP_NCOUNTERS + 1];
				int m = amp_split(f[7], items, AMP_NCOUNTERS + 1, 0);
				for (int k = 0; k < m; k++) {
					char *eq = strchr(items[k], '=');
					if (!eq)
						BAD("block count '%s' is not NAME=COUNT", items[k]);
					*eq = '\0';
					int i = amp_counter_index(items[k]);
					if (i < 0)
						BAD("unknown parameter '%s'", items[k]);
					if (amp_parse_double(eq + 1, &b->counts[i]) || b->counts[i] < 0)
						BAD("bad count '%s' for '%s'", eq + 1, items[k]);
				}
			}
		} else {
			int n = amp_split(line, f, 2, 0);
			if (!amp_header_key_ok(f[0]))
				BAD("unexpected line starting with '%s'", f[0]);
			amp_header_add(&s->header, f[0], n == 2 ? f[1] : "");
		}
next:
		line = nl ? nl + 1 : NULL;
	}
	lineno = 0;
	if (state < 2)
		BAD("file ends before the catalog line");
	{
		double sum[AMP_NCOUNTERS] = { 0 };
		for (size_t b = 0; b < s->nblocks; b++)
			for (int i = 0; i < AMP_NCOUNTERS; i++)
				sum[i] += s->blocks[b].counts[i];
		for (int i = 0; i < AMP_NCOUNTERS; i++)
			if (!near(sum[i], s->total[i]))
				BAD("total of '%s' is %.17g but its blocks add up to %.17g",
				    amp_counter_name(i), s->total[i], sum[i]);
		double un = 0;
		for (size_t k = 0; k < s->nunmodeled; k++)
			un += s->unmodeled[k].n;
		if (!near(un, s->total[AMP_NPARAMS + AMP_ST_UNMODELED]))
			BAD("unmodeled statement kinds add up to %.17g but st.unmodeled is %.17g",
			    un, s->total[AMP_NPARAMS + AMP_ST_UNMODELED]);
	}
	free(text);
	return 0;
fail:
	free(text);
	amp_stats_release(s);
	return -1;
}

static void put_count(FILE *fp, double c)
{
	if (c == floor(c) && fabs(c) < 9e15)
		fprintf(fp, "%.0f", c);
	else
		fprintf(fp, "%.17g", c);
}

int amp_stats_write(const char *path, struct amp_stats *s, int recompute)
{
	if (recompute)
		amp_stats_sum_blocks(s);
	struct amp_atomic a;
	if (amp_atomic_open(&a, path) != 0)
		return -1;
	FILE *fp = a.fp;
	fprintf(fp, "amp-stats %s\ncatalog %s\n", AMP_STATS_FORMAT, AMP_CATALOG_VERSION);
	amp_header_write(&s->header, fp);
	for (int i = 0; i < AMP_NCOUNTERS; i++)
		if (s->total[i] != 0) {
			fprintf(fp, "total %s ", amp_counter_name(i));
			put_count(fp, s->total[i]);
			fputc('\n', fp);
		}
	for (size_t k = 0; k < s->nunmodeled; k++) {
		fprintf(fp, "unmodeled %s ", s->unmodeled[k].kind);
		put_count(fp, s->unmodeled[k].n);
		fputc('\n', fp);
	}
	fprintf(fp, "# block id file first-line last-line routine executions counts\n");
	for (size_t b = 0; b < s->nblocks; b++) {
		const struct amp_stats_block *bl = &s->blocks[b];
		fprintf(fp, "block\t%ld\t%s\t%d\t%d\t%s\t", bl->id, bl->file, bl->line1,
			bl->line2, bl->routine);
		put_count(fp, bl->exec);
		fputc('\t', fp);
		int first = 1;
		for (int i = 0; i < AMP_NCOUNTERS; i++)
			if (bl->counts[i] != 0) {
				fprintf(fp, "%s%s=", first ? "" : " ", amp_counter_name(i));
				put_count(fp, bl->counts[i]);
				first = 0;
			}
		fputc('\n', fp);
	}
	return amp_atomic_commit(&a);
}

void amp_stats_release(struct amp_stats *s)
{
	amp_header_release(&s->header);
	for (size_t k = 0; k < s->nunmodeled; k++)
		free(s->unmodeled[k].kind);
	free(s->unmodeled);
	for (size_t b = 0; b < s->nblocks; b++) {
		free(s->blocks[b].file);
		free(s->blocks[b].routine);
	}
	free(s->blocks);
	memset(s, 0, sizeof *s);
}

const char *amp_stats_name(const struct amp_stats *s, const char *path)
{
	const char *n = amp_header_get(&s->header, "program");
	if (n && *n)
		return n;
	const char *b = strrchr(path, '/');
	return b ? b + 1 : path;
}

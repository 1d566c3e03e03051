/* test-formats.c: the catalog and the .vec/.stats readers and writers. */
#include <stdlib.h>
#include <unistd.h>

#include "catalog.h"
#include "statsfile.h"
#include "unit.h"
#include "util.h"
#include "vecfile.h"

static char tmpdir[] = "/tmp/amp-unit-XXXXXX";

static void write_text(const char *path, const char *text)
{
	FILE *fp = fopen(path, "w");
	fputs(text, fp);
	fclose(fp);
}

static void test_catalog(void)
{
	CHECK(AMP_NPARAMS == 128, "128 parameters");
	int per[AMP_NREDUCED] = { 0 };
	for (int i = 0; i < AMP_NPARAMS; i++) {
		CHECK(strlen(amp_params[i].mnemonic) == 4, "mnemonic %s has 4 letters", amp_params[i].mnemonic);
		CHECK(amp_param_index(amp_params[i].mnemonic) == i, "%s is unique", amp_params[i].mnemonic);
		per[amp_params[i].reduced]++;
	}
	for (int r = 0; r < AMP_NREDUCED; r++)
		CHECK(per[r] > 0, "reduced parameter %s has members", amp_reduced[r].key);
	CHECK(amp_param_index("SRDL") >= 0 && amp_param_index("srdl") < 0, "lookup is exact");
	CHECK(amp_counter_index("st.assign") == AMP_NPARAMS + AMP_ST_ASSIGN, "aux counter lookup");
	for (int i = 0; i < AMP_NCOUNTERS; i++)
		CHECK(amp_counter_index(amp_counter_name(i)) == i, "counter %d round trip", i);
}

static void test_vec(void)
{
	char path[256], bad[256];
	snprintf(path, sizeof path, "%s/m.vec", tmpdir);
	struct amp_vec v;
	memset(&v, 0, sizeof v);
	amp_header_add(&v.header, "name", "test machine");
	for (int i = 0; i < AMP_NPARAMS; i++) {
		v.p[i].ns = 1.5 + i;
		v.p[i].lo = 1.25 + i;
		v.p[i].hi = 2 + i;
		v.p[i].samples = 11;
		v.p[i].cv = 0.01;
	}
	v.p[3].flags = AMP_PF_NOISY | AMP_PF_CLAMPED;
	CHECK(amp_vec_write(path, &v) == 0, "vec write");
	struct amp_vec r;
	CHECK(amp_vec_read(path, &r) == 0, "vec read back");
	CHECK_STR(amp_vec_name(&r, path), "test machine");
	CHECK_NEAR(r.p[10].ns, 11.5, 1e-9, "value");
	CHECK(r.p[3].flags == (AMP_PF_NOISY | AMP_PF_CLAMPED), "flags round trip");
	amp_vec_release(&r);
	amp_vec_release(&v);

	/* Strictness: each broken file must be refused. */
	size_t len;
	char *good = amp_read_file(path, &len);
	const char *cases[][2] = {
		{ "amp-vec 1", "amp-vec 9" },
		{ "catalog " AMP_CATALOG_VERSION, "catalog amp-catalog-0" },
		{ "param SRDL", "param SRDX" },
		{ "param ARDL", "# param ARDL" },
		{ "param MRDL ", "param MRDL x" },
	};
	snprintf(bad, sizeof bad, "%s/bad.vec", tmpdir);
	for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
		char *at = strstr(good, cases[k][0]);
		CHECK(at != NULL, "case %zu applies", k);
		if (!at)
			continue;
		struct amp_buf b = { 0 };
		buf_addn(&b, good, (size_t)(at - good));
		buf_adds(&b, cases[k][1]);
		buf_adds(&b, at + strlen(cases[k][0]));
		write_text(bad, b.s);
		buf_release(&b);
		fprintf(stderr, "(expected) ");
		CHECK(amp_vec_read(bad, &r) != 0, "broken vec %zu refused", k);
	}
	free(good);
}

static void test_stats(void)
{
	char path[256];
	snprintf(path, sizeof path, "%s/p.stats", tmpdir);
	struct amp_stats s;
	memset(&s, 0, sizeof s);
	amp_header_add(&s.header, "program", "demo");
	struct amp_stats_block *b = amp_stats_add_block(&s, 1, "a b.f", 3, 5, "MAIN");
	b->exec = 10;
	b->counts[amp_param_index("SRDL")] = 10;
	b->counts[AMP_NPARAMS + AMP_ST_UNMODELED] = 4;
	b = amp_stats_add_block(&s, 2, "a b.f", 6, 6, "SUB");
	b->exec = 1e15;
	b->counts[amp_param_index("SRDL")] = 3e15;
	amp_stats_add_unmodeled(&s, "WRITE", 4);
	CHECK(amp_stats_write(path, &s, 1) == 0, "stats write");
	amp_stats_release(&s);
	struct amp_stats r;
	CHECK(amp_stats_read(path, &r) == 0, "stats read back");
	CHECK(r.nblocks == 2, "two blocks");
	CHECK_NEAR(r.total[amp_param_index("SRDL")], 3e15 + 10, 0, "exact large total");
	CHECK_STR(r.blocks[0].file, "a b.f");
	amp_stats_release(&r);
	/* A total that disagrees with its blocks is refused. */
	char *text = amp_read_file(path, NULL);
	char *at = strstr(text, "total SRDL 3000000000000010");
	CHECK(at != NULL, "total line present");
	if (at) {
		at[strlen("total SRDL 300000000000001")] = '1';
		write_text(path, text);
		fprintf(stderr, "(expected) ");
		CHECK(amp_stats_read(path, &r) != 0, "inconsistent total refused");
	}
	free(text);
}

static void test_atomic(void)
{
	char path[256];
	snprintf(path, sizeof path, "%s/atomic.txt", tmpdir);
	write_text(path, "old\n");
	struct amp_atomic a;
	CHECK(amp_atomic_open(&a, path) == 0, "atomic open");
	fputs("new half", a.fp);
	amp_atomic_abort(&a);
	char *t = amp_read_file(path, NULL);
	CHECK_STR(t, "old\n");
	free(t);
	CHECK(amp_write_file_atomic(path, "new\n", 4) == 0, "atomic write");
	t = amp_read_file(path, NULL);
	CHECK_STR(t, "new\n");
	free(t);
}

int main(void)
{
	if (!mkdtemp(tmpdir))
		return 2;
	test_catalog();
	test_vec();
	test_stats();
	test_atomic();
	char cmd[300];
	snprintf(cmd, sizeof cmd, "rm -rf %s", tmpdir);
	if (system(cmd) != 0)
		return 2;
	return unit_done();
}

/* test-profile.c: the counts file reader refuses counts of another build,
 * damaged and incomplete files, and reads the exact phase's section;
 * merging scales per-element parts. */
#include <stdlib.h>
#include <unistd.h>

#include "profile.h"
#include "unit.h"
#include "util.h"

static void write_text(const char *path, const char *text)
{
	FILE *fp = fopen(path, "w");
	fputs(text, fp);
	fclose(fp);
}

int main(void)
{
	char path[] = "/tmp/amp-counts-XXXXXX";
	int fd = mkstemp(path);
	close(fd);
	long long v[3];
	write_text(path, "amp-counts 1\nbuild abc\nslots 3\n1\n2\n3\nend\n");
	CHECK(amp_counts_read(path, "abc", 3, v, 0, NULL, NULL) == 0 && v[2] == 3, "good counts read");
	fprintf(stderr, "(expected) ");
	CHECK(amp_counts_read(path, "abd", 3, v, 0, NULL, NULL) != 0, "another build refused");
	fprintf(stderr, "(expected) ");
	CHECK(amp_counts_read(path, "abc", 4, v, 0, NULL, NULL) != 0, "another slot count refused");
	write_text(path, "amp-counts 1\nbuild abc\nslots 3\n1\n2\n");
	fprintf(stderr, "(expected) ");
	CHECK(amp_counts_read(path, "abc", 3, v, 0, NULL, NULL) != 0, "truncated refused");
	write_text(path, "amp-counts 1\nbuild abc\nslots 3\n1\n-2\n3\nend\n");
	fprintf(stderr, "(expected) ");
	CHECK(amp_counts_read(path, "abc", 3, v, 0, NULL, NULL) != 0, "negative refused");
	/* the exact phase's section (rule 18) */
	long long x[3] = { -1, -1, -1 };
	int has = -1;
	write_text(path, "amp-counts 1\nbuild abc\nslots 3\n1\n2\n3\nexact 1\n1\n0\n2\nend\n");
	CHECK(amp_counts_read(path, "abc", 3, v, 3, x, &has) == 0 && has == 1 && x[0] == 1 && x[1] == 0 &&
		      x[2] == 2, "exact-phase counts read");
	write_text(path, "amp-counts 1\nbuild abc\nslots 3\n1\n2\n3\nexact 0\nend\n");
	CHECK(amp_counts_read(path, "abc", 3, v, 3, x, &has) == 0 && has == 0, "untraced exact phase read");
	write_text(path, "amp-counts 1\nbuild abc\nslots 3\n1\n2\n3\nend\n");
	CHECK(amp_counts_read(path, "abc", 3, v, 3, x, &has) == 0 && has == 0, "no exact section: not traced");
	write_text(path, "amp-counts 1\nbuild abc\nslots 3\n1\n2\n3\nexact 1\n1\nx\n2\nend\n");
	fprintf(stderr, "(expected) ");
	CHECK(amp_counts_read(path, "abc", 3, v, 3, x, &has) != 0, "damaged exact section refused");
	write_text(path, "amp-counts 1\nbuild abc\nslots 3\n1\n2\n3\nexact 1\n1\n2\nend\n");
	fprintf(stderr, "(expected) ");
	CHECK(amp_counts_read(path, "abc", 3, v, 3, x, &has) != 0, "short exact section refused");
	unlink(path);
	return unit_done();
}

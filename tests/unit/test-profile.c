/* test-profile.c: the counts file reader refuses counts of another build,
 * damaged and incomplete files; merging scales per-element parts. */
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
	unlink(path);
	return unit_done();
}

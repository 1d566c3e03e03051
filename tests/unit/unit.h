/* unit.h: a minimal unit-test harness; each binary prints one "ok"/"not ok"
 * line per check and a final "# N passed, N failed" line for the runner. */
#ifndef AMP_UNIT_H
#define AMP_UNIT_H

#include <math.h>
#include <stdio.h>
#include <string.h>

static int unit_pass, unit_fail;

#define CHECK(cond, ...) do { \
	if (cond) { unit_pass++; } else { unit_fail++; \
		printf("not ok %s:%d: ", __FILE__, __LINE__); printf(__VA_ARGS__); putchar('\n'); } \
} while (0)

#define CHECK_NEAR(a, b, tol, what) do { double a_ = (a), b_ = (b); \
	CHECK(fabs(a_ - b_) <= (tol), "%s: %.17g != %.17g", what, a_, b_); } while (0)

#define CHECK_STR(a, b) do { const char *a_ = (a), *b_ = (b); \
	CHECK(a_ && b_ && strcmp(a_, b_) == 0, "'%s' != '%s'", a_ ? a_ : "(null)", b_ ? b_ : "(null)"); } while (0)

static inline int unit_done(void)
{
	printf("# %d passed, %d failed\n", unit_pass, unit_fail);
	return unit_fail ? 1 : 0;
}

#endif

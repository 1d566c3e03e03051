/* cmd-stats.c: amp stats (placeholder until the command lands). */
#include "cmd.h"
#include "diag.h"

int cmd_stats(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	amp_error("'stats' is not implemented yet");
	return AMP_EXIT_FAIL;
}

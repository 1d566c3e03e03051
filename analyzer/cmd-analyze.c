/* cmd-analyze.c: amp analyze (placeholder until the command lands). */
#include "cmd.h"
#include "diag.h"

int cmd_analyze(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	amp_error("'analyze' is not implemented yet");
	return AMP_EXIT_FAIL;
}

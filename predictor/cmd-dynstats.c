/* cmd-dynstats.c: amp dynstats (placeholder until the command lands). */
#include "cmd.h"
#include "diag.h"

int cmd_dynstats(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	amp_error("'dynstats' is not implemented yet");
	return AMP_EXIT_FAIL;
}

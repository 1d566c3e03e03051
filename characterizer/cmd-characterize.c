/* cmd-characterize.c: amp characterize (placeholder until the command lands). */
#include "cmd.h"
#include "diag.h"

int cmd_characterize(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	amp_error("'characterize' is not implemented yet");
	return AMP_EXIT_FAIL;
}

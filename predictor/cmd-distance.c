/* cmd-distance.c: amp distance (placeholder until the command lands). */
#include "cmd.h"
#include "diag.h"

int cmd_distance(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	amp_error("'distance' is not implemented yet");
	return AMP_EXIT_FAIL;
}

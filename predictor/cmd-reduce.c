/* cmd-reduce.c: amp reduce (placeholder until the command lands). */
#include "cmd.h"
#include "diag.h"

int cmd_reduce(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	amp_error("'reduce' is not implemented yet");
	return AMP_EXIT_FAIL;
}

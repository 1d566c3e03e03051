/* cmd-validate.c: amp validate (placeholder until the command lands). */
#include "cmd.h"
#include "diag.h"

int cmd_validate(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	amp_error("'validate' is not implemented yet");
	return AMP_EXIT_FAIL;
}

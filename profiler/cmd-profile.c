/* cmd-profile.c: amp profile (placeholder until the command lands). */
#include "cmd.h"
#include "diag.h"

int cmd_profile(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	amp_error("'profile' is not implemented yet");
	return AMP_EXIT_FAIL;
}

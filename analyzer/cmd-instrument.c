/* cmd-instrument.c: amp instrument (placeholder until the command lands). */
#include "cmd.h"
#include "diag.h"

int cmd_instrument(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	amp_error("'instrument' is not implemented yet");
	return AMP_EXIT_FAIL;
}

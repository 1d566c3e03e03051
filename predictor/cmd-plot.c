/* cmd-plot.c: amp plot (placeholder until the command lands). */
#include "cmd.h"
#include "diag.h"

int cmd_plot(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	amp_error("'plot' is not implemented yet");
	return AMP_EXIT_FAIL;
}

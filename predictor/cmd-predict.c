/* cmd-predict.c: amp predict (placeholder until the command lands). */
#include "cmd.h"
#include "diag.h"

int cmd_predict(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	amp_error("'predict' is not implemented yet");
	return AMP_EXIT_FAIL;
}

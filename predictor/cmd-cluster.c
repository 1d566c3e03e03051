/* cmd-cluster.c: amp cluster (placeholder until the command lands). */
#include "cmd.h"
#include "diag.h"

int cmd_cluster(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	amp_error("'cluster' is not implemented yet");
	return AMP_EXIT_FAIL;
}

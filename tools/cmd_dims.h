/* cmd_dims.h: the --dim NAME=V option of the ONNX commands (symbolic dimensions given values). */
#ifndef TOOLS_CMD_DIMS_H
#define TOOLS_CMD_DIMS_H

#include "../runtime/onnx/onnx.h"

#define CMD_DIMS_MAX 16
#define CMD_DIMS_HELP "  --dim NAME=V     give symbolic dimension NAME the value V (repeatable)\n"

typedef struct cmd_dims {
	tasoc_onnx_dim d[CMD_DIMS_MAX];
	int n;
} cmd_dims;

/*
 * Consumes "--dim NAME=V" at argv[*i] (advancing *i past it): 1 when taken,
 * 0 when argv[*i] is another option, -1 on a bad value (message on stderr).
 * NAME points into argv.
 */
int cmd_dims_option(const char *cmd, int argc, char **argv, int *i, cmd_dims *d);

#endif

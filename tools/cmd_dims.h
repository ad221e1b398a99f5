/* cmd_dims.h: the --dim NAME=V and --input-shape NAME=AxBxC options of the ONNX commands. */
#ifndef TOOLS_CMD_DIMS_H
#define TOOLS_CMD_DIMS_H

#include "../runtime/onnx/onnx.h"

#define CMD_DIMS_MAX 16
#define CMD_DIMS_HELP "  --dim NAME=V     give symbolic dimension NAME the value V (repeatable)\n" \
		      "  --input-shape NAME=1x3x224x224\n" \
		      "                   give graph input NAME this whole shape, for dimensions without a\n" \
		      "                   name (repeatable)\n"

typedef struct cmd_dims {
	tasoc_onnx_dim d[CMD_DIMS_MAX];
	int n;
	tasoc_onnx_input_shape s[CMD_DIMS_MAX];
	int ns;
} cmd_dims;

/*
 * Consumes "--dim NAME=V" or "--input-shape NAME=AxB..." at argv[*i]
 * (advancing *i past it): 1 when taken, 0 when argv[*i] is another option,
 * -1 on a bad value (message on stderr). NAME points into argv.
 */
int cmd_dims_option(const char *cmd, int argc, char **argv, int *i, cmd_dims *d);

/* The import options these values make (o's pointers borrow from d). */
void cmd_dims_import_options(const cmd_dims *d, tasoc_onnx_options *o);

#endif

/* cmd_dims.h: the --dim, --input-shape and --feed options of the ONNX commands, read from argv (host/pipeline/dims.h). */
#ifndef TOOLS_CMD_DIMS_H
#define TOOLS_CMD_DIMS_H

#include "../host/pipeline/dims.h"

#define CMD_DIMS_HELP "  --dim NAME=V     give symbolic dimension NAME the value V (repeatable)\n" \
		      "  --input-shape NAME=1x3x224x224\n" \
		      "                   give graph input NAME this whole shape, for dimensions without a\n" \
		      "                   name (repeatable)\n"

/* Only for the commands that run the model in ONNX Runtime (optimize, check): they set feeds_allowed. */
#define CMD_FEED_HELP "  --feed NAME=V    every element of graph input NAME is V where ONNX Runtime runs the model\n" \
		      "                   (--measure, --check), in place of seeded values (integers 0..2): a\n" \
		      "                   sample rate, a mode flag (repeatable)\n"

/*
 * Consumes "--dim NAME=V", "--input-shape NAME=AxB..." or, where
 * d->feeds_allowed, "--feed NAME=V" at argv[*i] (advancing *i past it):
 * 1 when taken, 0 when argv[*i] is another option, -1 on a bad value
 * (message on stderr, prefixed by cmd). NAME points into argv.
 */
int cmd_dims_option(const char *cmd, int argc, char **argv, int *i, tasoc_dims *d);

#endif

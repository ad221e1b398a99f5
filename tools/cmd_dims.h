/* cmd_dims.h: the --dim NAME=V, --input-shape NAME=AxBxC and --feed NAME=V options of the ONNX commands. */
#ifndef TOOLS_CMD_DIMS_H
#define TOOLS_CMD_DIMS_H

#include "../host/onnx/onnx.h"

#define CMD_DIMS_MAX 16
#define CMD_DIMS_HELP "  --dim NAME=V     give symbolic dimension NAME the value V (repeatable)\n" \
		      "  --input-shape NAME=1x3x224x224\n" \
		      "                   give graph input NAME this whole shape, for dimensions without a\n" \
		      "                   name (repeatable)\n"

/* Only for the commands that run the model in ONNX Runtime (optimize, check): they set feeds_allowed. */
#define CMD_FEED_HELP "  --feed NAME=V    every element of graph input NAME is V where ONNX Runtime runs the model\n" \
		      "                   (--measure, --check), in place of seeded values (integers 0..2): a\n" \
		      "                   sample rate, a mode flag (repeatable)\n"

typedef struct cmd_feed {
	const char *name;
	double value;
} cmd_feed;

typedef struct cmd_dims {
	tasoc_onnx_dim d[CMD_DIMS_MAX];
	int n;
	tasoc_onnx_input_shape s[CMD_DIMS_MAX];
	int ns;
	bool feeds_allowed;
	cmd_feed f[CMD_DIMS_MAX];
	int nf;
} cmd_dims;

/*
 * Consumes "--dim NAME=V", "--input-shape NAME=AxB..." or, where
 * d->feeds_allowed, "--feed NAME=V" at argv[*i]
 * (advancing *i past it): 1 when taken, 0 when argv[*i] is another option,
 * -1 on a bad value (message on stderr). NAME points into argv.
 */
int cmd_dims_option(const char *cmd, int argc, char **argv, int *i, cmd_dims *d);

/*
 * Whether every --feed names a graph input of g (as imported): 0, or -1
 * with "--feed NAME: the model has no input of that name (its inputs: ...)"
 * in err. A feed nothing checked would be dropped in silence where tasoc
 * prices an If by its branch.
 */
int cmd_dims_check_feeds(const cmd_dims *d, const tasoc_graph *g, char *err, size_t size);

/* The import options these values make (o's pointers borrow from d). */
void cmd_dims_import_options(const cmd_dims *d, tasoc_onnx_options *o);

#endif

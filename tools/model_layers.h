/* model_layers.h: the layer helpers the benchmark models are built from. */
#ifndef TOOLS_MODEL_LAYERS_H
#define TOOLS_MODEL_LAYERS_H

#include <stdarg.h>

#include "../core/ir.h"

/*
 * A model under construction. Every helper takes and returns tensor refs and
 * names its node with a printf format. After the first failure the helpers
 * do nothing and return a ref to node -1, so a builder is written as straight
 * line code and checks once, in model_end: g->err keeps the first message
 * (the one that names the node that failed), not a later consequence of it.
 *
 * Weights are filled by tasoc_fill_random with one seed per weight, counted from the
 * seed given to model_begin, so a model is the same graph on every build.
 */
typedef struct model_builder {
	tasoc_graph *g;
	uint64_t seed;       /* seed of the next weight */
	tasoc_status status; /* the first failure, TASOC_OK until then */
} model_builder;

void model_begin(model_builder *b, tasoc_graph *g, uint64_t seed);
/* Adds y as the graph output named name; returns the first failure, if any. */
tasoc_status model_end(model_builder *b, tasoc_ref y, const char *name);

tasoc_ref model_input(model_builder *b, int rank, const int32_t *dims, const char *fmt, ...);
/*
 * A weight filled with tasoc_fill_random's values in [-1, 1) times sqrt(3 / fan_in),
 * so that a product with fan_in terms keeps its input's variance (LeCun's
 * initialization): deep models then stay in float range when interpreted.
 * fan_in 0 leaves the values in [-1, 1).
 */
tasoc_ref model_weight(model_builder *b, int rank, const int32_t *dims, int64_t fan_in, const char *fmt, ...);

/*
 * Convolutions make their own OIHW weight, named after the node plus ".w".
 * model_conv builds conv2d, model_groupconv groupconv2d.
 */
tasoc_ref model_conv(model_builder *b, tasoc_ref x, int out, int kh, int kw, int stride,
		     int padding, int act, const char *fmt, ...);
tasoc_ref model_groupconv(model_builder *b, tasoc_ref x, int out, int group, int kh, int kw,
			  int stride, int padding, int act, const char *fmt, ...);
/* maxpool2d or avgpool2d (counting padding, as cuDNN and PyTorch do by default). */
tasoc_ref model_pool(model_builder *b, int op, tasoc_ref x, int k, int stride, int padding,
		     const char *fmt, ...);

/* An operator without attributes: relu, sigmoid, tanh, transpose (one input). */
tasoc_ref model_op1(model_builder *b, int op, tasoc_ref x, const char *fmt, ...);
/* An operator without attributes: ewadd, ewmul, matmul (two inputs). */
tasoc_ref model_op2(model_builder *b, int op, tasoc_ref x, tasoc_ref y, const char *fmt, ...);

/*
 * n tensors joined along axis. concat is binary, so this is a left-deep chain
 * of n - 1 concats, named fmt.1 .. fmt.(n-1); the last is the result.
 */
tasoc_ref model_concat(model_builder *b, int axis, int n, const tasoc_ref *xs, const char *fmt, ...);
/*
 * x cut into n equal parts along axis: a chain of n - 1 splits, each taking
 * one part off the front of what is left (named fmt.1 .. fmt.(n-1)).
 */
void model_split(model_builder *b, tasoc_ref x, int axis, int n, tasoc_ref *parts, const char *fmt, ...);

#endif

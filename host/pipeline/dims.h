/* dims.h: the --dim NAME=V, --input-shape NAME=AxBxC and --feed NAME=V options of the ONNX commands. */
#ifndef TASOC_PIPELINE_DIMS_H
#define TASOC_PIPELINE_DIMS_H

#include "../onnx/onnx.h"

#define TASOC_DIMS_MAX 16
typedef struct tasoc_feed {
	const char *name;
	double value;
} tasoc_feed;

typedef struct tasoc_dims {
	tasoc_onnx_dim d[TASOC_DIMS_MAX];
	int n;
	tasoc_onnx_input_shape s[TASOC_DIMS_MAX];
	int ns;
	bool feeds_allowed;
	tasoc_feed f[TASOC_DIMS_MAX];
	int nf;
} tasoc_dims;

/*
 * Sets key ("dim", "input-shape", or "feed" where feeds_allowed) from
 * arg, which it keeps and cuts at the '=' (the caller's copy): 1 when it is
 * one of these, 0 when not, -1 on a bad value or one too many (message in err).
 */
int tasoc_dims_set(tasoc_dims *d, const char *key, char *arg, char *err, size_t size);

/*
 * Whether every --feed names a graph input of g (as imported): 0, or -1
 * with "--feed NAME: the model has no input of that name (its inputs: ...)"
 * in err. A feed nothing checked would be dropped in silence where tasoc
 * prices an If by its branch.
 */
int tasoc_dims_check_feeds(const tasoc_dims *d, const tasoc_graph *g, char *err, size_t size);

/* The import options these values make (o's pointers borrow from d). */
void tasoc_dims_import_options(const tasoc_dims *d, tasoc_onnx_options *o);

#endif

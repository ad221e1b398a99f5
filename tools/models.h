/* models.h: example and benchmark graphs built in C. */
#ifndef TOOLS_MODELS_H
#define TOOLS_MODELS_H

#include "../core/interp.h"
#include "../core/ir.h"

typedef struct model_info {
	const char *name;
	const char *summary;
	tasoc_status (*build)(tasoc_graph *g);
	int large; /* too slow for the reference interpreter: `tasoc run` executes it only with --exec */
	/* A family of sizes (NULL: none): NAME-N builds size N, NAME the default size (build). */
	tasoc_status (*build_sized)(tasoc_graph *g, int32_t n);
} model_info;

/* The models in name order, terminated by a NULL name. */
extern const model_info model_table[];
/* The model named name, or of the family named NAME-N (N >= 1); NULL if none. */
const model_info *model_find(const char *name);
/* Builds the model model_find(name) returned, at the size name gives. */
tasoc_status model_build(const model_info *m, const char *name, tasoc_graph *g);

/* Live nodes of each operator (counts has TASOC_OP_COUNT entries). */
void model_count_ops(const tasoc_graph *g, int32_t *counts);

/*
 * The benchmark models (TASO's set), one file per family: models_*.c. Each
 * file's head comment gives the structure, the shapes and where it departs
 * from TASO's examples. The _sized builders take the sizes the tests
 * shrink; the plain ones use TASO's.
 */
tasoc_status model_resnet50(tasoc_graph *g);
tasoc_status model_resnext50(tasoc_graph *g);
tasoc_status model_inception_v3(tasoc_graph *g);
tasoc_status model_nasnet_a(tasoc_graph *g);
tasoc_status model_nasrnn(tasoc_graph *g);
tasoc_status model_nasrnn_sized(tasoc_graph *g, int hidden, int steps);
tasoc_status model_bert(tasoc_graph *g);
tasoc_status model_bert_layer(tasoc_graph *g);
tasoc_status model_bert_sized(tasoc_graph *g, int seq, int hidden, int heads, int layers);
/* The scale benchmark graphs (models_scale.c): L transformer-like layers, a chain of N relus. */
tasoc_status model_stack(tasoc_graph *g);
tasoc_status model_stack_sized(tasoc_graph *g, int32_t layers);
tasoc_status model_relu_chain(tasoc_graph *g);
tasoc_status model_relu_chain_sized(tasoc_graph *g, int32_t n);

#endif

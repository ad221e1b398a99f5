/* models.h: example and benchmark graphs built in C. */
#ifndef TOOLS_MODELS_H
#define TOOLS_MODELS_H

#include "../runtime/ir.h"

typedef struct model_info {
	const char *name;
	const char *summary;
	tasoc_status (*build)(tasoc_graph *g);
	int large; /* too slow for the reference interpreter: `tasoc run` executes it only with --exec */
} model_info;

/* The models in name order, terminated by a NULL name. */
extern const model_info model_table[];
const model_info *model_find(const char *name);

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

/* Deterministic pseudo-random data in [-1, 1) for weights and inputs. */
void model_fill(float *data, int64_t n, uint64_t seed);

#endif

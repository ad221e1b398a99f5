/* models.h: example and benchmark graphs built in C. */
#ifndef TOOLS_MODELS_H
#define TOOLS_MODELS_H

#include "../runtime/ir.h"

typedef struct model_info {
	const char *name;
	const char *summary;
	tasoc_status (*build)(tasoc_graph *g);
} model_info;

/* The models in name order, terminated by a NULL name. */
extern const model_info model_table[];
const model_info *model_find(const char *name);

/* Deterministic pseudo-random data in [-1, 1) for weights and inputs. */
void model_fill(float *data, int64_t n, uint64_t seed);

#endif

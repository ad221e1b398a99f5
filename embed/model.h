/* model.h: the graph the firmware image optimizes. */
#ifndef EMBED_MODEL_H
#define EMBED_MODEL_H

#include "../core/tasoc.h"

/* One NasRNN cell (hidden x hidden weights, no weight data) into g. */
tasoc_status embed_model_nasrnn_cell(tasoc_graph *g, int32_t hidden);

#endif

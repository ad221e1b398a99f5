/* graph_check.h: run two graphs on the same random inputs and compare their outputs. */
#ifndef TOOLS_GRAPH_CHECK_H
#define TOOLS_GRAPH_CHECK_H

#include "../runtime/ir.h"

typedef struct model_diff {
	double max_abs;   /* largest |a - b| over every output element */
	double max_rel;   /* max_abs of each output over the largest |a| of that output */
	int64_t elements; /* output elements compared */
} model_diff;

/*
 * Evaluates a and b with the float32 reference interpreter on inputs drawn
 * from seed (inputs matched by name, outputs by position) and measures the
 * difference. Fails, with the reason in err, when the graphs' signatures
 * differ or one cannot be evaluated (an opaque node, say).
 */
tasoc_status model_compare(tasoc_graph *a, tasoc_graph *b, uint64_t seed, model_diff *d,
			   char *err, size_t size);

#endif

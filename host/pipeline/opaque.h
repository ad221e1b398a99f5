/* opaque.h: an ONNX file's opaque nodes timed alone under the ort cost model, for tasoc cost and tasoc optimize. */
#ifndef TASOC_PIPELINE_OPAQUE_H
#define TASOC_PIPELINE_OPAQUE_H

#include "../onnx/onnx.h"
#include "../../core/tasoc.h"

/* What tasoc_opaque_time did to a graph's opaque nodes. */
typedef struct tasoc_opaque {
	int ort;          /* the cost model is ort: the figures below mean something */
	int timed;        /* nodes timed alone, each as a model of one node */
	int untimed;      /* nodes that cannot be one (an If): priced by the analytical estimate */
	int64_t measured; /* keys the backend timed now, not found in the cost cache */
	double seconds;   /* building, registering and timing them */
	char why[768];    /* why the first untimed node could not be timed alone; "" when none */
} tasoc_opaque;

/*
 * Under the ort cost model, each opaque node of g (imported from a file as
 * m) made a model of one node (tasoc_onnx_node_model), registered with the
 * backend under its timing identity (tasoc_cost_ort_opaque), which the node
 * then carries in attr[0] and attr[1] (cost.h, tasoc_cost_key_nattr), and
 * its key priced through cm once, so that every later sum finds it cached.
 * A node that cannot be one (a subgraph, a value without a static shape)
 * keeps no identity and gets the analytical estimate: one line on stdout,
 * "LABEL cannot time alone: WHY". Timing that goes on past two seconds
 * prints "LABEL timing opaque nodes alone: I of N, ..." about once a second.
 * Under another cost model it does nothing (r->ort is 0). Returns 0, or -1
 * out of memory.
 */
int tasoc_opaque_time(const tasoc_onnx_model *m, tasoc_graph *g, tasoc_cost_model *cm, const char *label,
		    tasoc_opaque *r);

#endif

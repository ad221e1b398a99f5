/* cmd_if_cost.h: an opaque If priced by the branch the --feed values make it take, for tasoc cost under ort. */
#ifndef TOOLS_CMD_IF_COST_H
#define TOOLS_CMD_IF_COST_H

#include "../runtime/onnx/onnx.h"
#include "../runtime/tasoc.h"
#include "cmd_dims.h"
#include "cmd_ort.h"

/* What cmd_if_cost did to a graph's opaque Ifs. */
typedef struct cmd_if_cost {
	int found;        /* opaque Ifs of the graph */
	int priced;       /* of them, priced by their taken branch */
	double branches;  /* the taken branches' costs, summed (ms) */
	double replaced;  /* what those Ifs (and the bundles feeding them) cost as opaque nodes: to take out of the sum */
	int timed, untimed; /* the taken branches' opaque nodes: timed alone, by the analytical estimate */
	char why[1024];   /* why the first If that was not priced was not ("" when all were) */
} cmd_if_cost;

/*
 * Under the ort cost model, each opaque If of g (imported from a file as m
 * with the import options io): its condition cut out as a model
 * (tasoc_onnx_if_cond_model) and run once in ONNX Runtime through o's
 * worker with the --dim and --feed values of d, when every graph input it
 * reads has a --feed; then the branch it takes imported as a graph of its
 * own (tasoc_onnx_branch_import), its opaque nodes timed alone
 * (cmd_opaque_time) and the whole priced by cm. One line on stdout per If,
 * "LABEL If 'NAME': then_branch, as sr=16000 makes its condition true: ...",
 * or why it is not priced. An If whose condition cannot be evaluated (an
 * input without a --feed, no ONNX Runtime) or whose branch holds a node
 * that cannot be priced (an If within it) is not priced: r->why says why.
 * Under another cost model it does nothing. Returns 0, or -1 out of memory.
 */
int cmd_if_cost_price(const tasoc_onnx_model *m, tasoc_graph *g, const tasoc_onnx_options *io, const cmd_dims *d,
		      tasoc_cost_model *cm, cmd_ort *o, const char *label, cmd_if_cost *r);

#endif

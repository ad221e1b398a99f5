/* if_cost.h: an opaque If priced by the branch the --feed values make it take, for tasoc cost and optimize under ort. */
#ifndef TASOC_PIPELINE_IF_COST_H
#define TASOC_PIPELINE_IF_COST_H

#include "../onnx/onnx.h"
#include "../../core/tasoc.h"
#include "dims.h"
#include "opaque.h"
#include "ort.h"

/* The Ifs listed one by one in a tasoc_if_cost; those past it are in its sums only. */
#define TASOC_IF_COST_LIST 8

/* One If priced by its taken branch. */
typedef struct tasoc_if_taken {
	char what[800];  /* "node 'N' (If) then_branch: taken, as sr=16000 makes its condition true": room for the label and feeds whole */
	double branch;   /* the taken branch's cost (ms) */
	double replaced; /* the If's own figure as an opaque node, which the branch replaces (ms) */
} tasoc_if_taken;

/* What tasoc_if_cost did to a graph's opaque Ifs. */
typedef struct tasoc_if_cost {
	int found;        /* opaque Ifs of the graph (counted under every cost model) */
	int priced;       /* of them, priced by their taken branch */
	double branches;  /* the taken branches' costs, summed (ms) */
	double replaced;  /* what those Ifs (and the bundles feeding them) cost as opaque nodes: to take out of the sum */
	int timed, untimed; /* the taken branches' opaque nodes: timed alone, by the analytical estimate */
	tasoc_if_taken taken[TASOC_IF_COST_LIST]; /* the first priced Ifs, in the graph's node order */
	char why[1024];   /* why the first If that was not priced was not ("" when all were) */
} tasoc_if_cost;

/*
 * Under the ort cost model, each opaque If of g (imported from a file as m
 * with the import options io): its condition cut out as a model
 * (tasoc_onnx_if_cond_model) and run once in ONNX Runtime through o's
 * worker with the --dim and --feed values of d, when every graph input it
 * reads has a --feed; then the branch it takes imported as a graph of its
 * own (tasoc_onnx_branch_import), its opaque nodes timed alone
 * (tasoc_opaque_time) and the whole priced by cm. One line on stdout per If,
 * "LABEL If 'NAME': then_branch, as sr=16000 makes its condition true: ...",
 * or why it is not priced. An If whose condition cannot be evaluated (an
 * input without a --feed, no ONNX Runtime) or whose branch holds a node
 * that cannot be priced (an If within it) is not priced: r->why says why.
 * Under another cost model it only counts the Ifs, r->why saying that
 * only ort prices them by a branch. g may be a search's result: the If's
 * payload holds its branches as they are now (optimized and written back),
 * the condition is cut from m's graph. Returns 0, or -1 out of memory.
 */
int tasoc_if_cost_price(const tasoc_onnx_model *m, tasoc_graph *g, const tasoc_onnx_options *io, const tasoc_dims *d,
		      tasoc_cost_model *cm, tasoc_ort_lazy *o, const char *label, tasoc_if_cost *r);

/*
 * What an ONNX file's graph is priced by, as tasoc cost and tasoc optimize
 * both price it: its opaque nodes timed alone (tasoc_opaque_time), then its
 * Ifs by the branch taken (tasoc_if_cost_price). Returns 0, or -1 out of memory.
 */
int tasoc_if_cost_opaque(const tasoc_onnx_model *m, tasoc_graph *g, const tasoc_onnx_options *io, const tasoc_dims *d,
		       tasoc_cost_model *cm, tasoc_ort_lazy *o, const char *label, tasoc_opaque *op, tasoc_if_cost *r);

/* A graph's cost (ms, each If as one opaque node) with each priced If counted as its taken branch instead. */
double tasoc_if_cost_total(const tasoc_if_cost *r, double graph_cost);

/*
 * The opaque nodes left to the analytical estimate once the Ifs priced by
 * their branch are not, and in *why (unless NULL) why the first is: an
 * If's own reason first, as it says what would decide its branch; NULL
 * when none is left.
 */
int tasoc_if_cost_untimed(const tasoc_if_cost *r, const tasoc_opaque *op, const char **why);

/* " (1 If priced by the branch taken: 0.1387 ms, its 2 opaque nodes timed alone)" into buf, "" when none was. */
const char *tasoc_if_cost_phrase(const tasoc_if_cost *r, char *buf, size_t size);

#endif

/* branches.h: tasoc optimize on the branches of the Ifs that stay opaque, each searched as a graph of its own. */
#ifndef TASOC_PIPELINE_BRANCHES_H
#define TASOC_PIPELINE_BRANCHES_H

#include "../onnx/onnx.h"
#include "result.h"

/* Branches of branches are searched this deep (1: the top graph's Ifs only); deeper ones stay as they are. */
#define TASOC_BRANCHES_MAX_DEPTH 4

/*
 * The search of one graph g, imported as m (its opaque nodes are timed
 * alone from it: opaque.h), as tasoc optimize runs it; what names it
 * for the progress line.
 */
typedef tasoc_status (*tasoc_branch_search)(void *ctx, const char *what, const tasoc_onnx_model *m, tasoc_graph *g,
					  tasoc_graph *best, tasoc_opt_result *r);

/* One branch: found, searched, written back into its If or kept as it was. */
typedef struct tasoc_branch {
	char label[600];     /* "node 'If_0' (If) then_branch"; a nested one: its If's branch, " / ", its own */
	int depth;           /* 1: a branch of an If of the top graph */
	int parent;          /* the record of the branch its If is in; -1 at depth 1 */
	int onnx_nodes;      /* its ONNX nodes as found */
	int imported;        /* imported: the counts below are tasoc nodes; else its ONNX nodes, all opaque */
	int nodes_before, nodes_after, opaque;
	int written;         /* the optimized branch is in its If now */
	tasoc_opt_result r;        /* its search (r.searched: it ran) */
	char why[1100];      /* not written: why ("" when it was) */
} tasoc_branch;

typedef struct tasoc_branches {
	tasoc_branch *list;    /* in the order found: a branch before the branches of its Ifs */
	int n, cap;
	int written;
	int nodes_before, nodes_after, opaque; /* over every branch, nested ones included */
	int opaque_timed, opaque_untimed; /* over every branch searched: r.opaque_timed, r.opaque_untimed */
	int nrules;          /* the rules applied in all branches, as in tasoc_opt_result */
	const char *rules[TASOC_OPT_RULES_MAX];
	int counts[TASOC_OPT_RULES_MAX];
	int32_t folded;
	double seconds;
} tasoc_branches;

/*
 * Every branch of every opaque If of g (imported as m with io), to
 * TASOC_BRANCHES_MAX_DEPTH: imported as a model of its own
 * (tasoc_onnx_branch_import), its own Ifs' branches done first, searched
 * with search, and written back into its If in g, exported with the
 * choices xo, when the search or the import's folding changed it
 * (tasoc_onnx_branch_replace). A branch that
 * cannot be imported or written back stays as it was, with the reason in
 * its record: never a failure of the model. Returns 0, or -1 when memory
 * for the records ran out.
 */
int tasoc_branches_optimize(const tasoc_onnx_model *m, tasoc_graph *g, const tasoc_onnx_options *io,
			  const tasoc_onnx_export_opts *xo, tasoc_branch_search search, void *ctx, tasoc_branches *b);
void tasoc_branches_free(tasoc_branches *b);

#endif

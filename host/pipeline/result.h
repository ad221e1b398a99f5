/* result.h: what tasoc optimize's search step reports, shared with the search of If branches (branches.c). */
#ifndef TASOC_PIPELINE_RESULT_H
#define TASOC_PIPELINE_RESULT_H

#include <stdint.h>

#include "../../core/cost.h"
#include "../../core/layout.h"

#define TASOC_OPT_RULES_MAX 32

/* What the optimization step reports. */
typedef struct tasoc_opt_result {
	int searched;
	int searches;                 /* searches of the graph run (a guided one counts once) */
	const char *cost_used;        /* the cost model that ran (cudnn and ort fall back to cpu) */
	double cost_before, cost_after;  /* predictions, of the graphs as the runtime runs them */
	int32_t fused_before, fused_after; /* runtime fusions (conv+relu): not the search's, no gain */
	int32_t merged_before, merged_after; /* common subexpressions merged, as the runtime does: no gain */
	int nrules;                   /* distinct rules applied */
	const char *rules[TASOC_OPT_RULES_MAX]; /* their names, in order of first use: the rule table's own
				         strings (static), so a long name is never cut */
	int counts[TASOC_OPT_RULES_MAX];    /* and how often each was applied */
	int32_t expanded, folded;
	int timed_out;
	int guided;                   /* -1: no guide model; 0: the plain search's graph kept;
				         1: the guide's graph, searched on, kept (search_guided.h) */
	double search_s;              /* the search proper, without cost set-up and folding */
	double fold_s;                /* the folding of weights into new ones */
	int saturated;                /* --search saturate: the result is extracted from an e-graph, which
					 keeps the rule that first made each node, not an order of steps:
					 the rule counts are of the result's nodes */
	int64_t sat_applied;          /* its rewrites that changed the e-graph, over all rounds */
	int changed;                  /* --search saturate: the result differs from the input */
	int layout;                   /* 1: layouts searched with the rewrites; 0: --layout off;
					 -1: closed, no convolution is cheaper in NHWC (core/layout.h);
					 -2: closed, the runtime runs convolutions in a layout of its own (core/cost.h) */
	tasoc_layout_counts layout_before, layout_after; /* NHWC operators and conversions */
	int32_t block;                /* the cost model's channel block (cost.h), 0: no layout account */
	tasoc_cost_layout blocked_before, blocked_after; /* the layout account of input and result */
	int opaque_timed, opaque_untimed; /* an If branch under ort: its opaque nodes timed alone, and
					 those priced by the analytical estimate (opaque.h) */
} tasoc_opt_result;

/* Adds count uses of rule name (a static string) to a tally of TASOC_OPT_RULES_MAX names; past it, uncounted. */
void tasoc_opt_count_rule(int *nrules, const char **rules, int *counts, const char *name, int count);

#endif

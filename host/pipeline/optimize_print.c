/* optimize_print.c: the lines tasoc optimize prints of its rules, layouts, If branches and measures (optimize_state.h). */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../fileio.h"
#include "../say.h"
#include "optimize_state.h"

/* " name xN name xN" or " none". */
void tasoc_opt_print_rule_list(int n, const char *const *rules, const int *counts)
{
	for (int i = 0; i < n; i++)
		tasoc_say(" %s x%d", rules[i], counts[i]);
	tasoc_say("%s\n", n ? "" : " none");
}

void tasoc_opt_print_rules(const tasoc_opt_result *r)
{
	/* an e-graph keeps which rule first made each e-node, not an order of steps: counted in nodes */
	if (r->saturated)
		tasoc_say(" (--search saturate: the result's nodes, counted by the rule that first made each, of %lld "
		       "rewrites that grew the e-graph)%s", (long long)r->sat_applied,
		       r->changed || r->nrules ? "" : " none; the result is the input\n");
	if (!r->saturated || r->changed || r->nrules)
		tasoc_opt_print_rule_list(r->nrules, r->rules, r->counts);
}

/* The layout changes: operators in NHWC and conversions, before and after, or why there are none. */
void tasoc_opt_print_layouts(const tasoc_opt_result *r)
{
	const tasoc_layout_counts *a = &r->layout_before, *b = &r->layout_after;
	if (r->layout == 0)
		tasoc_say("  layouts: off (graph-only search, no rule with a layout operator)");
	else if (r->layout == -2)
		tasoc_say("  layouts: the runtime of the %s model runs convolutions in a layout of its own, so none was "
		       "put in NHWC (conversions already there may move or cancel)", r->cost_used);
	else if (r->layout < 0)
		tasoc_say("  layouts: no convolution is cheaper in NHWC under the %s model, so none was put in NHWC "
		       "(conversions already there may move or cancel)", r->cost_used);
	else
		tasoc_say("  layouts: searched with the rewrites");
	tasoc_say("; %d operators in NHWC and %d layout conversions in the result, %d and %d in the input\n",
	       (int)b->nhwc_ops, (int)b->conversions, (int)a->nhwc_ops, (int)a->conversions);
}

/* One line a branch: its figures and rules, or why it was kept as it was. */
void tasoc_opt_print_branches(const tasoc_branches *b)
{
	tasoc_say("  If branches: %d found, %d written back optimized (each searched as a graph of its own)\n", b->n,
	       b->written);
	for (int i = 0; i < b->n; i++) {
		const tasoc_branch *r = &b->list[i];
		tasoc_say("    %s: ", r->label);
		if (!r->imported) {
			tasoc_say("%d ONNX nodes kept as they were, counted opaque: %s\n", r->onnx_nodes, r->why);
			continue;
		}
		tasoc_say("%d -> %d nodes (%d opaque)", r->nodes_before, r->nodes_after, r->opaque);
		if (r->r.searched)
			tasoc_say(", predicted %.4f ms -> %.4f ms", r->r.cost_before, r->r.cost_after);
		if (r->written) {
			tasoc_say(", %d weights folded; rules applied:", (int)r->r.folded);
			tasoc_opt_print_rules(&r->r);
		} else {
			tasoc_say("; %s\n", r->why);
		}
	}
	tasoc_say("  rules applied in If branches:");
	tasoc_opt_print_rule_list(b->nrules, b->rules, b->counts);
}

/* Each If priced by its branch, in the input and the result, or why none (or not every one) is. */
void tasoc_opt_print_if_costs(const tasoc_opt_result *r, const tasoc_opt_summary *s)
{
	if (!s->if_in.found)
		return;
	for (int i = 0; tasoc_opt_if_priced(s) && i < s->if_in.priced && i < TASOC_IF_COST_LIST; i++) {
		const tasoc_if_taken *t = &s->if_in.taken[i], *a = tasoc_opt_taken_after(s, t);
		tasoc_say("    %s; %.4f ms -> ", t->what, t->branch);
		if (a)
			tasoc_say("%.4f ms", a->branch);
		else
			tasoc_say("(not listed)");
		tasoc_say(", in place of the If's analytical estimate %.4f ms\n", t->replaced);
	}
	if (tasoc_opt_if_priced(s))
		tasoc_say("    the top graph, each If as one opaque node: %.4f ms -> %.4f ms\n", r->cost_before, r->cost_after);
	if (tasoc_opt_if_why(s)[0])
		tasoc_say("  %s If priced by the branch it takes: %s\n", tasoc_opt_if_priced(s) ? "not every" : "no", tasoc_opt_if_why(s));
}

/* A whole-model measurement's line; what: "measured", or "measured again" for the confirmation. */
void tasoc_opt_print_measured(const char *what, const tasoc_measure_result *mr)
{
	tasoc_say("  %s (%s): %.4f ms -> %.4f ms, speedup %.3fx (95%% interval %.3f-%.3f over %d batches of "
	       "fresh processes, %d paired rounds, %.1f s%s)\n", what, mr->engine, mr->ms_before, mr->ms_after,
	       mr->s.median, mr->s.low, mr->s.high, mr->s.batches, mr->s.rounds, mr->seconds,
	       mr->stopped_by_time ? ", stopped by --measure-time" : "");
}


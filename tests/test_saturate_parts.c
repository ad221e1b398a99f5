/* test_saturate_parts.c: equality saturation part by part: meaning kept, the room shared, seeds never lost. */
#include <criterion/criterion.h>
#include <string.h>

#include "../runtime/saturate_parts.h"
#include "../runtime/tasoc.h"
#include "../tools/models.h"
#include "graph_run.h"

static void build(tasoc_graph *g, const char *name)
{
	const model_info *m = model_find(name);
	cr_assert(m, "no model %s", name);
	cr_assert_eq(tasoc_graph_init(g, NULL), TASOC_OK);
	cr_assert_eq(model_build(m, name, g), TASOC_OK, "%s: %s", name, g->err);
}

static void seed_opts(tasoc_search_opts *o, tasoc_cost_model *cm)
{
	memset(o, 0, sizeof *o);
	o->rules = tasoc_rules;
	o->nrules = tasoc_nrules;
	o->cost = cm;
	o->alpha = 1.05;
	o->budget = 1000;
	o->max_growth = 2;
}

/*
 * A 12-layer stack saturated in parts of about 32 operators: the stitched
 * graph is valid (the extraction's graphs keep dead source nodes and are
 * made topological before stitching), computes what the input did, costs
 * what the parts say, and cuts at least what one saturation of the whole
 * graph cuts (every layer's merges lie within a part or a window).
 */
Test(saturate_parts, a_stack_by_parts_keeps_its_meaning_and_cuts_like_the_whole)
{
	tasoc_graph g, whole, parts;
	tasoc_cost_model cm;
	tasoc_saturate_opts so;
	tasoc_saturate_stats sw, sp;
	tasoc_search_stats split;
	build(&g, "stack-12");
	cr_assert_eq(tasoc_cost_init(&cm, NULL, NULL), TASOC_OK);
	tasoc_saturate_defaults(&so);
	so.cost = &cm;
	cr_assert_eq(tasoc_saturate(&g, &so, &whole, &sw), TASOC_OK, "%s", g.err);
	cr_assert_eq(tasoc_saturate_split(&g, &so, NULL, 32, &parts, &sp, &split), TASOC_OK, "%s", g.err);
	cr_assert_gt(split.parts, 4, "%d parts", (int)split.parts);
	cr_assert_eq(tasoc_graph_validate(&parts), TASOC_OK, "%s", parts.err);
	gr_same_outputs(&g, &parts, "stack-12 saturated by parts");
	cr_assert_lt(sp.cost_after, sp.cost_before);
	cr_assert_leq(sp.cost_after, sw.cost_after * (1 + 1e-12), "parts %.9g, whole %.9g", sp.cost_after,
		      sw.cost_after);
	double c = tasoc_cost_graph(&cm, &parts);
	cr_assert(c <= sp.cost_after * (1 + 1e-9) && c >= sp.cost_after * (1 - 1e-9), "stitched %.9g, said %.9g", c,
		  sp.cost_after);
	tasoc_graph_free(&whole);
	tasoc_graph_free(&parts);
	tasoc_cost_free(&cm);
	tasoc_graph_free(&g);
}

/*
 * The room for new e-nodes is the whole graph's, shared by the parts in
 * proportion to their nodes: the parts' e-graphs hold, per pass, about
 * the graph plus that room (the cut inputs and copied weights each part
 * adds, and one match's overshoot of the limit, are the slack). Given
 * each the whole room, as a whole graph would have, 2,000 new e-nodes
 * per part and more than 6 parts a pass make several times that.
 */
Test(saturate_parts, the_parts_share_the_room_of_the_whole_graph)
{
	tasoc_graph g, parts;
	tasoc_cost_model cm;
	tasoc_saturate_opts so;
	tasoc_saturate_stats sp;
	tasoc_search_stats split;
	build(&g, "stack-12");
	cr_assert_eq(tasoc_cost_init(&cm, NULL, NULL), TASOC_OK);
	tasoc_saturate_defaults(&so);
	so.cost = &cm;
	so.max_nodes = 2000;
	so.max_rounds = 1;
	so.pair_moves = false; /* one saturation a part: st->enodes counts each part's e-graph once */
	cr_assert_eq(tasoc_saturate_split(&g, &so, NULL, 32, &parts, &sp, &split), TASOC_OK, "%s", g.err);
	int32_t n = tasoc_graph_live(&g);
	cr_assert_gt(split.parts, 6, "%d parts", (int)split.parts);
	cr_assert_lt(sp.cost_after, sp.cost_before, "the shared room still finds the merges");
	cr_assert_leq(sp.enodes, (int64_t)split.passes * 3 * (n + so.max_nodes) / 2,
		      "%d e-nodes in %d parts over %d passes, graph %d nodes, room %d", (int)sp.enodes,
		      (int)split.parts, (int)split.passes, (int)n, (int)so.max_nodes);
	gr_same_outputs(&g, &parts, "stack-12, room shared");
	tasoc_graph_free(&parts);
	tasoc_cost_free(&cm);
	tasoc_graph_free(&g);
}

/*
 * Seeded, each part's e-graph holds that part's backtracking result and
 * its extraction keeps it unless something is cheaper: the whole costs no
 * more than backtracking by the same parts.
 */
Test(saturate_parts, seeded_parts_are_never_dearer_than_backtracking_by_parts)
{
	tasoc_graph g, bt, parts;
	tasoc_cost_model cm;
	tasoc_saturate_opts so;
	tasoc_search_opts bo;
	tasoc_saturate_stats sp;
	tasoc_search_stats split, bs;
	build(&g, "stack-12");
	cr_assert_eq(tasoc_cost_init(&cm, NULL, NULL), TASOC_OK);
	seed_opts(&bo, &cm);
	tasoc_saturate_defaults(&so);
	so.cost = &cm;
	cr_assert_eq(tasoc_search_split(&g, &bo, 32, &bt, &bs), TASOC_OK, "%s", g.err);
	cr_assert_eq(tasoc_saturate_split(&g, &so, &bo, 32, &parts, &sp, &split), TASOC_OK, "%s", g.err);
	cr_assert_leq(sp.cost_after, bs.cost_after * (1 + 1e-12), "saturated %.9g, backtracking %.9g", sp.cost_after,
		      bs.cost_after);
	gr_same_outputs(&g, &parts, "stack-12 seeded by parts");
	tasoc_free(g.al, bs.applied);
	tasoc_graph_free(&bt);
	tasoc_graph_free(&parts);
	tasoc_cost_free(&cm);
	tasoc_graph_free(&g);
}

/* tasoc_optimize saturates a graph of more than TASOC_SPLIT_MIN_OPS operators by parts, one of TASO's size whole. */
Test(saturate_parts, optimize_goes_by_parts_above_the_split_size_only)
{
	static const char *const names[] = { "stack-12", "stack-80" };
	for (int k = 0; k < 2; k++) {
		tasoc_graph g, opt;
		tasoc_options o;
		tasoc_stats st;
		tasoc_cost_model cm;
		build(&g, names[k]);
		cr_assert_eq(tasoc_cost_init(&cm, NULL, NULL), TASOC_OK);
		tasoc_options_default(&o);
		o.cost = &cm;
		o.search = TASOC_SEARCH_SATURATE;
		bool big = tasoc_split_ops(&g) > TASOC_SPLIT_MIN_OPS;
		cr_assert_eq(big, k == 1, "%s: %d operators", names[k], (int)tasoc_split_ops(&g));
		cr_assert_eq(tasoc_optimize(&g, &o, &opt, &st), TASOC_OK, "%s", g.err);
		cr_assert_eq(st.search.parts > 0, big, "%s: %d parts", names[k], (int)st.search.parts);
		cr_assert_lt(st.cost_after, st.cost_before, "%s", names[k]);
		gr_same_outputs_in_order(&g, &opt, names[k]);
		tasoc_stats_free(&g, &st);
		tasoc_graph_free(&opt);
		tasoc_cost_free(&cm);
		tasoc_graph_free(&g);
	}
}

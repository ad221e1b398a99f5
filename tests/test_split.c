/* test_split.c: the split search: parts cut at narrow points, searched (or saturated) alone, stitched; chains reach their fixpoint. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/saturate_parts.h"
#include "../core/tasoc.h"
#include "../tools/models.h"
#include "arena_sweep.h"
#include "graph_run.h"
#include "progress_log.h"

static void build(tasoc_graph *g, const char *name)
{
	const model_info *m = model_find(name);
	cr_assert(m, "no model %s", name);
	cr_assert_eq(tasoc_graph_init(g, NULL), TASOC_OK);
	cr_assert_eq(model_build(m, name, g), TASOC_OK, "%s: %s", name, g->err);
}

/* The defaults (the generated rules, alpha 1.05, budget 1000), cost model cm, every graph checked. */
static void opts(tasoc_search_common *c, tasoc_search_opts *o, tasoc_cost_model *cm)
{
	tasoc_search_common_defaults(c);
	tasoc_search_defaults(o);
	c->cost = cm;
	o->verify = true;
}

static void assert_close(double a, double b, const char *what)
{
	cr_assert(fabs(a - b) <= 1e-9 * (1 + fabs(b)), "%s: %.9g, expected %.9g", what, a, b);
}

/*
 * A 12-layer stack in parts of about 32 operators (cut inside and between
 * layers): every layer still gets its rewrites, so the result costs no
 * more than the whole-graph search's (less: each small part's search runs
 * to the end of its queue, where the whole graph's spends its budget on
 * cost-neutral variants); the incremental figures of every part agree with
 * a recount; the outputs are unchanged.
 */
Test(split, parts_find_at_least_what_the_whole_search_finds)
{
	tasoc_graph g, whole, split;
	tasoc_cost_model cm;
	tasoc_search_common c;
	tasoc_search_opts o;
	tasoc_search_stats sw, ss;
	build(&g, "stack-12");
	cr_assert_eq(tasoc_cost_init(&cm, NULL, NULL), TASOC_OK);
	opts(&c, &o, &cm);
	cr_assert_eq(tasoc_search(&g, &c, &o, &whole, &sw), TASOC_OK, "%s", g.err);
	cr_assert_eq(tasoc_search_split(&g, &c, &o, 32, &split, &ss), TASOC_OK, "%s", g.err);
	cr_assert_gt(ss.parts, 4, "%d parts", (int)ss.parts);
	cr_assert_geq(ss.passes, 1);
	cr_assert_eq(ss.inconsistent, 0);
	assert_close(ss.cost_before, sw.cost_before, "cost before");
	cr_assert_leq(ss.cost_after, sw.cost_after * (1 + 1e-12), "split %.9g, whole %.9g", ss.cost_after, sw.cost_after);
	assert_close(ss.cost_after, tasoc_cost_graph(&cm, &split), "cost of the stitched graph");
	cr_assert_lt(ss.cost_after, ss.cost_before);
	cr_assert_eq(tasoc_graph_validate(&split), TASOC_OK, "%s", split.err);
	gr_same_outputs(&g, &split, "stack-12 split");
	tasoc_free(g.al, sw.applied);
	tasoc_free(g.al, ss.applied);
	tasoc_graph_free(&whole);
	tasoc_graph_free(&split);
	tasoc_cost_free(&cm);
	tasoc_graph_free(&g);
}

/* relu(relu(x)) = relu(x) 2,999 times in sequence: the budget of one search could not. */
Test(split, a_long_relu_chain_reaches_its_fixpoint)
{
	tasoc_graph g, opt;
	tasoc_stats st;
	tasoc_options o;
	build(&g, "relu-chain-3000");
	tasoc_options_default(&o);
	cr_assert_eq(tasoc_optimize(&g, &o, &opt, &st), TASOC_OK, "%s", g.err);
	cr_assert_eq(tasoc_graph_count_op(&opt, TASOC_OP_RELU), 1);
	cr_assert_eq(tasoc_graph_live(&opt), 2);
	cr_assert_gt(st.search.parts, 1);
	cr_assert_geq(st.search.passes, 2, "windows over the cuts join what the first pass kept apart");
	cr_assert_eq(st.napplied, 2999);
	gr_same_outputs(&g, &opt, "relu chain");
	tasoc_stats_free(&g, &st);
	tasoc_graph_free(&opt);
	tasoc_graph_free(&g);
}

/* With tiny parts it takes several passes of windows, and still ends at one relu. */
Test(split, windows_pass_until_the_chain_is_one_relu)
{
	tasoc_graph g, opt;
	tasoc_cost_model cm;
	tasoc_search_common c;
	tasoc_search_opts o;
	tasoc_search_stats st;
	build(&g, "relu-chain-700");
	cr_assert_eq(tasoc_cost_init(&cm, NULL, NULL), TASOC_OK);
	opts(&c, &o, &cm);
	cr_assert_eq(tasoc_search_split(&g, &c, &o, 8, &opt, &st), TASOC_OK, "%s", g.err);
	cr_assert_eq(tasoc_graph_count_op(&opt, TASOC_OP_RELU), 1);
	cr_assert_geq(st.passes, 3);
	cr_assert_eq(st.napplied, 699);
	tasoc_free(g.al, st.applied);
	tasoc_cost_free(&cm);
	tasoc_graph_free(&opt);
	tasoc_graph_free(&g);
}

/* What a search by parts tells its caller: each pass from 0 done, one call a part, up to the pass's total. */
Test(split, each_part_searched_is_told_a_pass_at_a_time)
{
	tasoc_graph g, opt;
	tasoc_cost_model cm;
	tasoc_search_common c;
	tasoc_search_opts o;
	tasoc_search_stats st;
	progress_log h = { .in_order = true };
	build(&g, "relu-chain-700");
	cr_assert_eq(tasoc_cost_init(&cm, NULL, NULL), TASOC_OK);
	opts(&c, &o, &cm);
	c.on_progress = progress_log_hear;
	c.on_progress_ctx = &h;
	cr_assert_eq(tasoc_search_split(&g, &c, &o, 8, &opt, &st), TASOC_OK, "%s", g.err);
	cr_assert(h.in_order, "each part once, in order, within its pass's total");
	cr_assert_eq(h.steps, st.passes);
	cr_assert_eq(h.calls - h.steps, st.parts, "%d parts told, %d searched", (int)(h.calls - h.steps), (int)st.parts);
	cr_assert_str_eq(h.step, "searching by parts again, across the cuts");
	cr_assert_eq(h.last_done, h.last_total, "the last pass told to its end");
	tasoc_free(g.al, st.applied);
	tasoc_cost_free(&cm);
	tasoc_graph_free(&opt);
	tasoc_graph_free(&g);
}

/*
 * tasoc_optimize splits only graphs of more than TASOC_SPLIT_MIN_OPS operators.
 * Whether it splits does not depend on the budget: a few graphs each keep the
 * test short (the whole 1025-node chain expanded 1000 times took minutes under ASan).
 */
Test(split, small_graphs_are_searched_whole)
{
	tasoc_graph g, opt;
	tasoc_stats st;
	tasoc_options o;
	build(&g, "relu-chain-1024");
	tasoc_options_default(&o);
	o.backtrack.budget = 5;
	cr_assert_eq(tasoc_split_ops(&g), 1024);
	cr_assert_eq(tasoc_optimize(&g, &o, &opt, &st), TASOC_OK, "%s", g.err);
	cr_assert_eq(st.search.parts, 0);
	tasoc_stats_free(&g, &st);
	tasoc_graph_free(&opt);
	o.part_nodes = 0; /* never */
	tasoc_graph_free(&g);
	build(&g, "relu-chain-1025");
	cr_assert_eq(tasoc_optimize(&g, &o, &opt, &st), TASOC_OK, "%s", g.err);
	cr_assert_eq(st.search.parts, 0);
	tasoc_stats_free(&g, &st);
	tasoc_graph_free(&opt);
	o.part_nodes = 128;
	cr_assert_eq(tasoc_optimize(&g, &o, &opt, &st), TASOC_OK, "%s", g.err);
	cr_assert_gt(st.search.parts, 0);
	tasoc_stats_free(&g, &st);
	tasoc_graph_free(&opt);
	tasoc_graph_free(&g);
}

/* A part search that counts its calls and searches as tasoc_search does. */
static tasoc_status counting_search(void *ctx, tasoc_graph *part, const tasoc_search_common *c,
				    const tasoc_search_opts *o, tasoc_graph *best, tasoc_search_stats *st)
{
	++*(int32_t *)ctx;
	return tasoc_search(part, c, o, best, st);
}

/*
 * Two runs make the same choices. The second goes through the part-search
 * hook (what saturation by parts plugs in), with tasoc_search behind it:
 * called once for every part of every pass, it changes nothing.
 */
Test(split, deterministic_and_the_part_search_hook_searches_every_part)
{
	tasoc_graph g, a, b;
	tasoc_cost_model cm;
	tasoc_search_common c;
	tasoc_search_opts o;
	tasoc_search_stats sa, sb;
	int32_t calls = 0;
	build(&g, "stack-6");
	cr_assert_eq(tasoc_cost_init(&cm, NULL, NULL), TASOC_OK);
	opts(&c, &o, &cm);
	cr_assert_eq(tasoc_search_split(&g, &c, &o, 24, &a, &sa), TASOC_OK, "%s", g.err);
	cr_assert_eq(tasoc_search_split_with(&g, &c, &o, 24, counting_search, &calls, &b, &sb), TASOC_OK, "%s", g.err);
	cr_assert_gt(sb.parts, 2);
	cr_assert_eq(calls, sb.parts);
	cr_assert_eq(sa.parts, sb.parts);
	cr_assert_eq(sa.passes, sb.passes);
	cr_assert_eq(sa.napplied, sb.napplied);
	for (int32_t i = 0; i < sa.napplied; i++)
		cr_assert_eq(sa.applied[i], sb.applied[i]);
	cr_assert_eq(sa.expanded, sb.expanded);
	cr_assert(tasoc_graph_equal(&a, &b));
	tasoc_free(g.al, sa.applied);
	tasoc_free(g.al, sb.applied);
	tasoc_graph_free(&a);
	tasoc_graph_free(&b);
	tasoc_cost_free(&cm);
	tasoc_graph_free(&g);
}

/* Both parts of a search's options, as one arena_sweep ctx. */
typedef struct split_opts {
	tasoc_search_common c;
	tasoc_search_opts o;
} split_opts;

/* The search by parts of 12 with options ctx (a split_opts), as arena_sweep runs it. */
static tasoc_status split_run(void *ctx, tasoc_graph *g)
{
	tasoc_graph opt;
	tasoc_search_stats st;
	const split_opts *so = ctx;
	tasoc_status s = tasoc_search_split(g, &so->c, &so->o, 12, &opt, &st);
	if (s == TASOC_OK) {
		tasoc_free(g->al, st.applied);
		tasoc_graph_free(&opt);
	}
	return s;
}

/* In an arena cut short at many sizes, the split search succeeds or fails with TASOC_ERR_NOMEM. */
Test(split, arena_too_small_fails_cleanly)
{
	size_t size = 32 << 20;
	unsigned char *mem = malloc(size);
	tasoc_arena arena;
	tasoc_arena_init(&arena, mem, size);
	tasoc_allocator al = tasoc_arena_allocator(&arena);
	tasoc_graph g, opt;
	tasoc_cost_model cm;
	split_opts so;
	tasoc_search_stats st;
	tasoc_graph_init(&g, &al);
	cr_assert_eq(model_stack_sized(&g, 3), TASOC_OK, "%s", g.err);
	cr_assert_eq(tasoc_cost_init(&cm, NULL, NULL), TASOC_OK); /* the heap: the arena is reset below */
	opts(&so.c, &so.o, &cm);
	so.o.verify = false;
	so.o.budget = 50;
	/*
	 * A first run interns the names of the parts' cut inputs in the graph's
	 * store (once for all runs); the arena is cut back to what follows.
	 */
	cr_assert_eq(tasoc_search_split(&g, &so.c, &so.o, 12, &opt, &st), TASOC_OK, "%s", g.err);
	tasoc_free(&al, st.applied);
	tasoc_graph_free(&opt);
	size_t built = arena.used;
	arena.peak = built;
	cr_assert_eq(tasoc_search_split(&g, &so.c, &so.o, 12, &opt, &st), TASOC_OK, "%s", g.err);
	tasoc_free(&al, st.applied);
	tasoc_graph_free(&opt);
	cr_assert_gt(arena_sweep(&g, &arena, built, arena.peak - built, 61, split_run, &so), 10);
	tasoc_cost_free(&cm);
	free(mem);
}

/*
 * Graph inputs named like the parts' cut inputs, read by every part: the
 * cut inputs then take another prefix (an input hashes by its name and is
 * matched back by it), and the result keeps its meaning. Steps
 * t = relu(relu(t)) + x, in parts of 16 operators.
 */
Test(split, an_input_named_like_a_cut_stays_apart)
{
	tasoc_graph g, opt;
	tasoc_cost_model cm;
	tasoc_search_common c;
	tasoc_search_opts o;
	tasoc_search_stats st;
	int32_t d[] = { 4, 4 };
	cr_assert_eq(tasoc_graph_init(&g, NULL), TASOC_OK);
	tasoc_ref x = { tasoc_add_input(&g, "split.cut.0", tasoc_shape_make(2, d)), 0 };
	tasoc_ref y = { tasoc_add_input(&g, "split.cut_.1", tasoc_shape_make(2, d)), 0 };
	tasoc_ref t = y;
	for (int i = 0; i < 200; i++) {
		tasoc_ref r1 = { tasoc_add_op(&g, TASOC_OP_RELU, NULL, 1, &t, NULL), 0 };
		tasoc_ref r2 = { tasoc_add_op(&g, TASOC_OP_RELU, NULL, 1, &r1, NULL), 0 };
		tasoc_ref in[] = { r2, x };
		t = tasoc_ref_make(tasoc_add_op(&g, TASOC_OP_EWADD, NULL, 2, in, NULL), 0);
		cr_assert_geq(t.node, 0, "%s", g.err);
	}
	cr_assert_eq(tasoc_add_output(&g, t, "out"), TASOC_OK);
	cr_assert_eq(tasoc_cost_init(&cm, NULL, NULL), TASOC_OK);
	opts(&c, &o, &cm);
	cr_assert_eq(tasoc_search_split(&g, &c, &o, 16, &opt, &st), TASOC_OK, "%s", g.err);
	cr_assert_gt(st.parts, 10);
	cr_assert_eq(tasoc_graph_count_op(&opt, TASOC_OP_RELU), 200, "every relu pair became one relu");
	cr_assert_eq(tasoc_graph_count_op(&opt, TASOC_OP_EWADD), 200);
	cr_assert_eq(tasoc_graph_count_op(&opt, TASOC_OP_INPUT), 2);
	gr_same_outputs(&g, &opt, "input named like a cut");
	tasoc_free(g.al, st.applied);
	tasoc_cost_free(&cm);
	tasoc_graph_free(&opt);
	tasoc_graph_free(&g);
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
	tasoc_search_common c;
	tasoc_saturate_opts so;
	tasoc_saturate_stats sw, sp;
	tasoc_search_stats split;
	build(&g, "stack-12");
	cr_assert_eq(tasoc_cost_init(&cm, NULL, NULL), TASOC_OK);
	tasoc_search_common_defaults(&c);
	tasoc_saturate_defaults(&so);
	c.cost = &cm;
	cr_assert_eq(tasoc_saturate(&g, &c, &so, &whole, &sw), TASOC_OK, "%s", g.err);
	cr_assert_eq(tasoc_saturate_split(&g, &c, &so, NULL, 32, &parts, &sp, &split), TASOC_OK, "%s", g.err);
	cr_assert_gt(split.parts, 4, "%d parts", (int)split.parts);
	cr_assert_eq(tasoc_graph_validate(&parts), TASOC_OK, "%s", parts.err);
	gr_same_outputs(&g, &parts, "stack-12 saturated by parts");
	cr_assert_lt(sp.cost_after, sp.cost_before);
	cr_assert_leq(sp.cost_after, sw.cost_after * (1 + 1e-12), "parts %.9g, whole %.9g", sp.cost_after,
		      sw.cost_after);
	double stitched = tasoc_cost_graph(&cm, &parts);
	cr_assert(stitched <= sp.cost_after * (1 + 1e-9) && stitched >= sp.cost_after * (1 - 1e-9),
		  "stitched %.9g, said %.9g", stitched, sp.cost_after);
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
	tasoc_search_common c;
	tasoc_saturate_opts so;
	tasoc_saturate_stats sp;
	tasoc_search_stats split;
	build(&g, "stack-12");
	cr_assert_eq(tasoc_cost_init(&cm, NULL, NULL), TASOC_OK);
	tasoc_search_common_defaults(&c);
	tasoc_saturate_defaults(&so);
	c.cost = &cm;
	so.max_nodes = 2000;
	so.max_rounds = 1;
	so.pair_moves = false; /* one saturation a part: st->enodes counts each part's e-graph once */
	cr_assert_eq(tasoc_saturate_split(&g, &c, &so, NULL, 32, &parts, &sp, &split), TASOC_OK, "%s", g.err);
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
	tasoc_search_common c;
	tasoc_saturate_opts so;
	tasoc_search_opts bo;
	tasoc_saturate_stats sp;
	tasoc_search_stats split, bs;
	build(&g, "stack-12");
	cr_assert_eq(tasoc_cost_init(&cm, NULL, NULL), TASOC_OK);
	opts(&c, &bo, &cm);
	tasoc_saturate_defaults(&so);
	cr_assert_eq(tasoc_search_split(&g, &c, &bo, 32, &bt, &bs), TASOC_OK, "%s", g.err);
	cr_assert_eq(tasoc_saturate_split(&g, &c, &so, &bo, 32, &parts, &sp, &split), TASOC_OK, "%s", g.err);
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
		o.common.cost = &cm;
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

/* test_split.c: the split search: parts cut at narrow points, searched alone, stitched; chains reach their fixpoint. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

static void opts(tasoc_search_opts *o, tasoc_cost_model *cm)
{
	memset(o, 0, sizeof *o);
	o->rules = tasoc_rules;
	o->nrules = tasoc_nrules;
	o->cost = cm;
	o->alpha = 1.05;
	o->budget = 1000;
	o->max_growth = 2;
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
	tasoc_search_opts o;
	tasoc_search_stats sw, ss;
	build(&g, "stack-12");
	cr_assert_eq(tasoc_cost_init(&cm, NULL, NULL), TASOC_OK);
	opts(&o, &cm);
	cr_assert_eq(tasoc_search(&g, &o, &whole, &sw), TASOC_OK, "%s", g.err);
	cr_assert_eq(tasoc_search_split(&g, &o, 32, &split, &ss), TASOC_OK, "%s", g.err);
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
	tasoc_search_opts o;
	tasoc_search_stats st;
	build(&g, "relu-chain-700");
	cr_assert_eq(tasoc_cost_init(&cm, NULL, NULL), TASOC_OK);
	opts(&o, &cm);
	cr_assert_eq(tasoc_search_split(&g, &o, 8, &opt, &st), TASOC_OK, "%s", g.err);
	cr_assert_eq(tasoc_graph_count_op(&opt, TASOC_OP_RELU), 1);
	cr_assert_geq(st.passes, 3);
	cr_assert_eq(st.napplied, 699);
	tasoc_free(g.al, st.applied);
	tasoc_cost_free(&cm);
	tasoc_graph_free(&opt);
	tasoc_graph_free(&g);
}

/* tasoc_optimize splits only graphs of more than TASOC_SPLIT_MIN_OPS operators. */
Test(split, small_graphs_are_searched_whole)
{
	tasoc_graph g, opt;
	tasoc_stats st;
	tasoc_options o;
	build(&g, "relu-chain-1024");
	tasoc_options_default(&o);
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

Test(split, deterministic)
{
	tasoc_graph g, a, b;
	tasoc_cost_model cm;
	tasoc_search_opts o;
	tasoc_search_stats sa, sb;
	build(&g, "stack-6");
	cr_assert_eq(tasoc_cost_init(&cm, NULL, NULL), TASOC_OK);
	opts(&o, &cm);
	cr_assert_eq(tasoc_search_split(&g, &o, 24, &a, &sa), TASOC_OK, "%s", g.err);
	cr_assert_eq(tasoc_search_split(&g, &o, 24, &b, &sb), TASOC_OK, "%s", g.err);
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
	tasoc_search_opts o;
	tasoc_search_stats st;
	tasoc_graph_init(&g, &al);
	cr_assert_eq(model_stack_sized(&g, 3), TASOC_OK, "%s", g.err);
	cr_assert_eq(tasoc_cost_init(&cm, NULL, NULL), TASOC_OK); /* the heap: the arena is reset below */
	opts(&o, &cm);
	o.verify = false;
	o.budget = 50;
	/*
	 * A first run interns the names of the parts' cut inputs in the graph's
	 * store (once for all runs); the arena is cut back to what follows.
	 */
	cr_assert_eq(tasoc_search_split(&g, &o, 12, &opt, &st), TASOC_OK, "%s", g.err);
	tasoc_free(&al, st.applied);
	tasoc_graph_free(&opt);
	size_t built = arena.used;
	arena.peak = built;
	cr_assert_eq(tasoc_search_split(&g, &o, 12, &opt, &st), TASOC_OK, "%s", g.err);
	tasoc_free(&al, st.applied);
	tasoc_graph_free(&opt);
	size_t need = arena.peak - built;
	int failures = 0;
	for (size_t extra = 0; extra < need; extra += need / 61 + 1) {
		arena.used = built;
		arena.size = built + extra;
		g.err[0] = '\0';
		tasoc_status s = tasoc_search_split(&g, &o, 12, &opt, &st);
		if (s == TASOC_OK) {
			tasoc_free(&al, st.applied);
			tasoc_graph_free(&opt);
			continue;
		}
		cr_assert_eq(s, TASOC_ERR_NOMEM, "extra %zu: %s", extra, g.err);
		cr_assert(strstr(g.err, "memory") != NULL, "extra %zu: %s", extra, g.err);
		failures++;
	}
	cr_assert_gt(failures, 10);
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
	opts(&o, &cm);
	cr_assert_eq(tasoc_search_split(&g, &o, 16, &opt, &st), TASOC_OK, "%s", g.err);
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

/* A part search that counts its calls and searches as tasoc_search does. */
static tasoc_status counting_search(void *ctx, tasoc_graph *part, const tasoc_search_opts *o, tasoc_graph *best,
				    tasoc_search_stats *st)
{
	++*(int32_t *)ctx;
	return tasoc_search(part, o, best, st);
}

/*
 * The part search is a hook (what saturation by parts plugs in): called
 * once for every part of every pass, and with tasoc_search behind it the
 * cuts, passes and result are exactly tasoc_search_split's.
 */
Test(split, the_part_search_hook_searches_every_part)
{
	tasoc_graph g, a, b;
	tasoc_cost_model cm;
	tasoc_search_opts o;
	tasoc_search_stats sa, sb;
	int32_t calls = 0;
	build(&g, "stack-6");
	cr_assert_eq(tasoc_cost_init(&cm, NULL, NULL), TASOC_OK);
	opts(&o, &cm);
	cr_assert_eq(tasoc_search_split(&g, &o, 24, &a, &sa), TASOC_OK, "%s", g.err);
	cr_assert_eq(tasoc_search_split_with(&g, &o, 24, counting_search, &calls, &b, &sb), TASOC_OK, "%s", g.err);
	cr_assert_gt(sb.parts, 2);
	cr_assert_eq(calls, sb.parts);
	cr_assert_eq(sa.parts, sb.parts);
	cr_assert_eq(sa.passes, sb.passes);
	cr_assert_eq(sa.napplied, sb.napplied);
	assert_close(sb.cost_after, sa.cost_after, "cost after");
	cr_assert_eq(tasoc_graph_hash(&a), tasoc_graph_hash(&b));
	tasoc_free(g.al, sa.applied);
	tasoc_free(g.al, sb.applied);
	tasoc_graph_free(&a);
	tasoc_graph_free(&b);
	tasoc_cost_free(&cm);
	tasoc_graph_free(&g);
}

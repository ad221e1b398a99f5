/* test_search.c: the cost-based search finds known optima and keeps the graph's meaning. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../core/interp.h"
#include "../core/tasoc.h"
#include "../tools/models.h"
#include "arena_sweep.h"
#include "graph_run.h"
#include "progress_log.h"
#include "hand_rules.h"

static void fill(float *d, int64_t n, uint64_t seed)
{
	uint64_t s = seed * 0x9e3779b97f4a7c15ull + 7;
	for (int64_t i = 0; i < n; i++) {
		s ^= s << 13;
		s ^= s >> 7;
		s ^= s << 17;
		d[i] = (float)((double)(s >> 11) / (double)(1ull << 53) * 2.0 - 1.0);
	}
}

static int32_t weight(tasoc_graph *g, int rank, const int32_t *dims, uint64_t seed)
{
	tasoc_shape s = tasoc_shape_make(rank, dims);
	float *d = malloc((size_t)tasoc_numel(&s) * sizeof *d);
	fill(d, tasoc_numel(&s), seed);
	int32_t id = tasoc_add_weight(g, NULL, s, d, true);
	free(d);
	return id;
}

static int32_t conv(tasoc_graph *g, int32_t x, int32_t w, int act)
{
	int32_t attr[] = { 1, 1, TASOC_PADDING_SAME, act };
	tasoc_ref in[] = { { x, 0 }, { w, 0 } };
	return tasoc_add_op(g, TASOC_OP_CONV2D, attr, 2, in, NULL);
}

static int32_t unary(tasoc_graph *g, int op, int32_t x)
{
	tasoc_ref in[] = { { x, 0 } };
	return tasoc_add_op(g, op, NULL, 1, in, NULL);
}

/* relu(conv(x, w)): the optimum is one conv with the relu fused. */
static void build_conv_relu(tasoc_graph *g)
{
	static const int32_t xs[] = { 1, 8, 16, 16 }, ws[] = { 16, 8, 3, 3 };
	int32_t x = tasoc_add_input(g, "x", tasoc_shape_make(4, xs));
	int32_t c = conv(g, x, weight(g, 4, ws, 1), TASOC_ACTIVATION_NONE);
	cr_assert_geq(c, 0, "%s", g->err);
	cr_assert_eq(tasoc_add_output(g, tasoc_ref_make(unary(g, TASOC_OP_RELU, c), 0), "y"), TASOC_OK);
}

/* relu(conv(x, w1)), relu(conv(x, w2)): optimum one conv (relu fused) on concatenated weights. */
static void build_two_convs(tasoc_graph *g)
{
	static const int32_t xs[] = { 1, 16, 12, 12 }, ws[] = { 24, 16, 3, 3 };
	int32_t x = tasoc_add_input(g, "x", tasoc_shape_make(4, xs));
	for (int i = 0; i < 2; i++) {
		int32_t c = conv(g, x, weight(g, 4, ws, 10 + (uint64_t)i), TASOC_ACTIVATION_NONE);
		cr_assert_geq(c, 0, "%s", g->err);
		cr_assert_eq(tasoc_add_output(g, tasoc_ref_make(unary(g, TASOC_OP_RELU, c), 0), i ? "b" : "a"),
			     TASOC_OK);
	}
}

/* x*y and x*z: optimum one matmul of x with [y z]. */
static void build_two_matmuls(tasoc_graph *g)
{
	static const int32_t xs[] = { 32, 64 }, ws[] = { 64, 48 };
	int32_t x = tasoc_add_input(g, "x", tasoc_shape_make(2, xs));
	for (int i = 0; i < 2; i++) {
		tasoc_ref in[] = { { x, 0 }, { weight(g, 2, ws, 20 + (uint64_t)i), 0 } };
		int32_t m = tasoc_add_op(g, TASOC_OP_MATMUL, NULL, 2, in, NULL);
		cr_assert_geq(m, 0, "%s", g->err);
		cr_assert_eq(tasoc_add_output(g, tasoc_ref_make(m, 0), i ? "q" : "p"), TASOC_OK);
	}
}

/*
 * An RNN-like cell: tanh(x*w_i + h*u_i) for i = 1, 2. Optimum: one matmul per input (merged
 * weights), one ewadd and one tanh over both halves, one split.
 */
static void build_rnn_cell(tasoc_graph *g)
{
	static const int32_t xs[] = { 1, 32 }, ws[] = { 32, 24 };
	int32_t x = tasoc_add_input(g, "x", tasoc_shape_make(2, xs));
	int32_t h = tasoc_add_input(g, "h", tasoc_shape_make(2, xs));
	for (int i = 0; i < 2; i++) {
		tasoc_ref xw[] = { { x, 0 }, { weight(g, 2, ws, 40 + (uint64_t)i), 0 } };
		tasoc_ref hu[] = { { h, 0 }, { weight(g, 2, ws, 50 + (uint64_t)i), 0 } };
		tasoc_ref sum[] = { { tasoc_add_op(g, TASOC_OP_MATMUL, NULL, 2, xw, NULL), 0 },
				    { tasoc_add_op(g, TASOC_OP_MATMUL, NULL, 2, hu, NULL), 0 } };
		int32_t a = tasoc_add_op(g, TASOC_OP_EWADD, NULL, 2, sum, NULL);
		cr_assert_geq(a, 0, "%s", g->err);
		cr_assert_eq(tasoc_add_output(g, tasoc_ref_make(unary(g, TASOC_OP_TANH, a), 0), i ? "q" : "p"),
			     TASOC_OK);
	}
}

/* Three inception-like blocks: three conv branches on one input, added up, relu. */
static void build_blocks(tasoc_graph *g)
{
	static const int32_t xs[] = { 1, 8, 8, 8 }, w3[] = { 8, 8, 3, 3 }, w1[] = { 8, 8, 1, 1 };
	int32_t x = tasoc_add_input(g, "x", tasoc_shape_make(4, xs));
	for (int b = 0; b < 3; b++) {
		int32_t p = conv(g, x, weight(g, 4, w3, 30 + (uint64_t)b * 3), TASOC_ACTIVATION_NONE);
		int32_t q = conv(g, x, weight(g, 4, w3, 31 + (uint64_t)b * 3), TASOC_ACTIVATION_NONE);
		int32_t r = conv(g, x, weight(g, 4, w1, 32 + (uint64_t)b * 3), TASOC_ACTIVATION_RELU);
		tasoc_ref s1[] = { { unary(g, TASOC_OP_RELU, p), 0 }, { unary(g, TASOC_OP_RELU, q), 0 } };
		int32_t a = tasoc_add_op(g, TASOC_OP_EWADD, NULL, 2, s1, NULL);
		tasoc_ref s2[] = { { a, 0 }, { r, 0 } };
		x = tasoc_add_op(g, TASOC_OP_EWADD, NULL, 2, s2, NULL);
		cr_assert_geq(x, 0, "%s", g->err);
	}
	cr_assert_eq(tasoc_add_output(g, tasoc_ref_make(x, 0), "y"), TASOC_OK);
}

/* The rule tables the optimum tests run with: the hand-written ones and the generated ones. */
typedef struct table {
	const tasoc_rule *rules;
	int n;
	const char *fuse, *conv_merge, *matmul_merge;
	const char *conv_merge_too; /* another rule that merges two convolutions of one input to the same graph */
} table;

/*
 * The 1x1 + 3x3 merge (TASO's): two stride-1 convolutions of one input become
 * one whose kernel is the first kernel enlarged to the second's size and
 * concatenated with it, then a split. Of two kernels of one size it gives
 * conv_merge_weights' graph (enlarge to its own size folds away) and comes
 * first in the table, so the search applies it where both match.
 */
#define MERGE_ENLARGE "conv2d_conv2d__split0_conv2d_concat_enlarge_split1_conv2d_concat_enlarge_1"

static table tables(int i)
{
	table hand = { hand_rules, hand_nrules, "conv_relu_fuse", "conv_merge_weights", "matmul_merge_cols", NULL };
	table gen = { tasoc_rules, tasoc_nrules, "conv_relu_fuse", "conv_merge_weights", "matmul_merge_shared",
		      MERGE_ENLARGE };
	return i == 0 ? hand : gen;
}

/* Whether rule name was applied at least once. */
static int applied_count(const tasoc_stats *st, const char *name)
{
	int n = 0;
	for (int32_t i = 0; i < st->napplied; i++)
		n += strcmp(st->applied[i], name) == 0;
	return n;
}

static void optimize_with(tasoc_graph *g, const table *t, tasoc_graph *opt, tasoc_stats *st)
{
	tasoc_options o;
	tasoc_options_default(&o);
	o.common.rules = t->rules;
	o.common.nrules = t->n;
	o.backtrack.verify = true;
	cr_assert_eq(tasoc_optimize(g, &o, opt, st), TASOC_OK, "%s", g->err);
	cr_assert_eq(st->search.inconsistent, 0, "incremental cost or hash disagrees with a full recount");
	cr_assert_eq(tasoc_graph_validate(opt), TASOC_OK, "%s", opt->err);
}

/*
 * One known-optimum case with rule table i: the input graph, its optimized
 * form and the stats. optimum_end checks that both compute the same outputs
 * and frees everything; the test in between checks the optimum's structure.
 */
typedef struct optimum {
	table t;
	tasoc_graph g, opt;
	tasoc_stats st;
} optimum;

static void optimum_begin(optimum *o, void (*build)(tasoc_graph *), int i)
{
	o->t = tables(i);
	tasoc_graph_init(&o->g, NULL);
	build(&o->g);
	optimize_with(&o->g, &o->t, &o->opt, &o->st);
}

static void optimum_end(optimum *o)
{
	gr_same_outputs_in_order(&o->g, &o->opt, "the search's result");
	tasoc_stats_free(&o->g, &o->st);
	tasoc_graph_free(&o->opt);
	tasoc_graph_free(&o->g);
}

/*
 * Every runtime runs a relu after a conv inside the conv: the input is
 * charged that way (the runtime canonical form, canon.c), so naming the
 * fusion is no rewrite of the search and no gain.
 */
Test(search, relu_after_conv_is_fused_by_the_canonical_form_and_gains_nothing)
{
	for (int i = 0; i < 2; i++) {
		optimum o;
		optimum_begin(&o, build_conv_relu, i);
		cr_assert_eq(tasoc_graph_count_op(&o.opt, TASOC_OP_RELU), 0);
		cr_assert_eq(tasoc_graph_count_op(&o.opt, TASOC_OP_CONV2D), 1);
		int32_t y = o.opt.outputs[0].node;
		cr_assert_eq(o.opt.nodes[y].op, TASOC_OP_CONV2D);
		cr_assert_eq(o.opt.nodes[y].attr[TASOC_CONV2D_ACTIVATION], TASOC_ACTIVATION_RELU);
		cr_assert_eq(o.st.fused_before, 1);
		cr_assert_eq(o.st.fused_after, 0);
		cr_assert_eq(o.st.napplied, 0, "the fusion is not the search's: %s", o.st.napplied ? o.st.applied[0] : "");
		cr_assert_eq(o.st.cost_after, o.st.cost_before, "0%% gain: %g -> %g", o.st.cost_before, o.st.cost_after);
		cr_assert_eq(tasoc_graph_count_op(&o.g, TASOC_OP_RELU), 1, "the input is left unchanged");
		optimum_end(&o);
	}
}

Test(search, two_convs_on_one_input_merge_and_fuse)
{
	for (int i = 0; i < 2; i++) {
		optimum o;
		optimum_begin(&o, build_two_convs, i);
		/* One conv with relu fused, a split, and the concatenated kernel folded into a weight. */
		cr_assert_eq(tasoc_graph_count_op(&o.opt, TASOC_OP_CONV2D), 1);
		cr_assert_eq(tasoc_graph_count_op(&o.opt, TASOC_OP_RELU), 0);
		cr_assert_eq(tasoc_graph_count_op(&o.opt, TASOC_OP_SPLIT), 1);
		cr_assert_eq(tasoc_graph_count_op(&o.opt, TASOC_OP_CONCAT), 0, "concat of weights is folded");
		cr_assert_eq(o.st.folded, 1);
		/* The two fusions are the runtime's (canonical form), the merge the search's. */
		cr_assert_eq(o.st.fused_before, 2);
		cr_assert_eq(o.st.napplied, 1, "one merge, got %d", (int)o.st.napplied);
		cr_assert(strcmp(o.st.applied[0], o.t.conv_merge) == 0 ||
				  (o.t.conv_merge_too && strcmp(o.st.applied[0], o.t.conv_merge_too) == 0),
			  "applied %s", o.st.applied[0]);
		/* The optimum's cost: one conv of 48 output channels, split free, weights free. */
		tasoc_cost_key k;
		memset(&k, 0, sizeof k);
		k.op = TASOC_OP_CONV2D;
		k.nin = 2;
		k.nout = 1;
		k.attr[0] = k.attr[1] = 1;
		k.attr[3] = TASOC_ACTIVATION_RELU;
		k.in[0] = tasoc_shape_make(4, (const int32_t[]){ 1, 16, 12, 12 });
		k.in[1] = tasoc_shape_make(4, (const int32_t[]){ 48, 16, 3, 3 });
		k.out[0] = tasoc_shape_make(4, (const int32_t[]){ 1, 48, 12, 12 });
		cr_assert_float_eq(o.st.cost_after, tasoc_cost_analytical_key(&k), 1e-12);
		optimum_end(&o);
	}
}

/* Folding reports its progress (the command line prints it): 0 of n first, then each weight. */
Test(search, folding_reports_its_progress)
{
	tasoc_graph g, opt;
	tasoc_stats st;
	tasoc_graph_init(&g, NULL);
	build_two_convs(&g);
	tasoc_options o;
	tasoc_options_default(&o);
	progress_log p = { .in_order = true };
	o.common.on_progress = progress_log_hear;
	o.common.on_progress_ctx = &p;
	cr_assert_eq(tasoc_optimize(&g, &o, &opt, &st), TASOC_OK, "%s", g.err);
	cr_assert_eq(st.folded, 1);
	cr_assert(p.in_order, "calls out of order");
	cr_assert_eq(p.steps, 1);
	cr_assert_eq(p.calls, 2);
	cr_assert_eq(p.last_done, 1);
	cr_assert_eq(p.last_total, 1);
	cr_assert_str_eq(p.step, "folding weights");
	tasoc_stats_free(&g, &st);
	tasoc_graph_free(&opt);
	tasoc_graph_free(&g);
}

Test(search, two_matmuls_sharing_an_input_merge)
{
	for (int i = 0; i < 2; i++) {
		optimum o;
		optimum_begin(&o, build_two_matmuls, i);
		cr_assert_eq(tasoc_graph_count_op(&o.opt, TASOC_OP_MATMUL), 1);
		cr_assert_eq(tasoc_graph_count_op(&o.opt, TASOC_OP_SPLIT), 1);
		cr_assert_eq(tasoc_graph_count_op(&o.opt, TASOC_OP_CONCAT), 0);
		cr_assert_eq(o.st.napplied, 1);
		cr_assert_str_eq(o.st.applied[0], o.t.matmul_merge);
		cr_assert_lt(o.st.cost_after, o.st.cost_before);
		optimum_end(&o);
	}
}

/*
 * Only the generated table has the rules for element-wise operators over a
 * split and the merge of two products summed (x W + h U = [x h] [W; U]):
 * the two gates tanh(x W_i + h U_i) become one product of x and h joined
 * with the four weights joined (a weight, folded), split once, one tanh.
 */
Test(search, rnn_cell_merges_through_the_split)
{
	optimum o;
	optimum_begin(&o, build_rnn_cell, 1);
	cr_assert_eq(tasoc_graph_count_op(&o.opt, TASOC_OP_MATMUL), 1);
	cr_assert_eq(tasoc_graph_count_op(&o.opt, TASOC_OP_EWADD), 0, "the sums are inside the product");
	cr_assert_eq(tasoc_graph_count_op(&o.opt, TASOC_OP_TANH), 1);
	cr_assert_eq(tasoc_graph_count_op(&o.opt, TASOC_OP_SPLIT), 1, "the matmuls' splits cancel or merge");
	cr_assert_eq(tasoc_graph_count_op(&o.opt, TASOC_OP_CONCAT), 1);
	for (int32_t i = 0; i < o.opt.nnodes; i++) {
		const tasoc_node *n = &o.opt.nodes[i];
		if (n->dead || n->op != TASOC_OP_CONCAT)
			continue;
		cr_assert_eq(o.opt.nodes[n->in[0].node].op, TASOC_OP_INPUT, "the one concat joins x and h");
		cr_assert_eq(o.opt.nodes[n->in[1].node].op, TASOC_OP_INPUT, "the one concat joins x and h");
	}
	bool merged_add = false, merged_tanh = false, merged_sum = false;
	for (int32_t k = 0; k < o.st.napplied; k++) {
		merged_add |= strcmp(o.st.applied[k], "ewadd_split_merge") == 0;
		merged_tanh |= strcmp(o.st.applied[k], "tanh_split_merge") == 0;
		merged_sum |= strcmp(o.st.applied[k], "ewadd_matmul_matmul__matmul_concat_concat_1") == 0;
	}
	cr_assert(merged_add && merged_tanh && merged_sum);
	optimum_end(&o);
}

Test(search, larger_graph_keeps_meaning_and_incremental_state)
{
	for (int i = 0; i < 2; i++) {
	table t = tables(i);
	tasoc_graph g, opt;
	tasoc_stats st;
	tasoc_graph_init(&g, NULL);
	build_blocks(&g);
	optimize_with(&g, &t, &opt, &st);
	cr_assert_gt(st.search.expanded, 3);
	cr_assert_gt(st.search.duplicates, 0, "merges commute: some children repeat");
	cr_assert_eq(tasoc_graph_count_op(&opt, TASOC_OP_RELU), 0);
	/* The three convs of a block (two 3x3, one 1x1 with relu) cannot all merge; each block keeps >= 2. */
	cr_assert_lt(tasoc_graph_count_op(&opt, TASOC_OP_CONV2D), 9);
	cr_assert_lt(st.cost_after, st.cost_before);
	gr_same_outputs_in_order(&g, &opt, "the search's result");
	/* The input graph is untouched. */
	cr_assert_eq(tasoc_graph_count_op(&g, TASOC_OP_RELU), 6);
	tasoc_stats_free(&g, &st);
	tasoc_graph_free(&opt);
	tasoc_graph_free(&g);
	}
}

Test(search, budget_zero_returns_the_input)
{
	tasoc_graph g, opt;
	tasoc_stats st;
	tasoc_graph_init(&g, NULL);
	build_two_convs(&g);
	tasoc_options o;
	tasoc_options_default(&o);
	o.common.rules = hand_rules;
	o.common.nrules = hand_nrules;
	o.backtrack.budget = 0;
	cr_assert_eq(tasoc_optimize(&g, &o, &opt, &st), TASOC_OK, "%s", g.err);
	cr_assert_eq(st.napplied, 0);
	cr_assert_eq(tasoc_graph_count_op(&opt, TASOC_OP_CONV2D), 2);
	cr_assert_float_eq(st.cost_after, st.cost_before, 1e-12);
	tasoc_stats_free(&g, &st);
	tasoc_graph_free(&opt);
	tasoc_graph_free(&g);
}

Test(search, default_rule_table_is_the_generated_one)
{
	tasoc_options o;
	tasoc_options_default(&o);
	cr_assert_eq(o.common.rules, tasoc_rules);
	cr_assert_eq(o.common.nrules, tasoc_nrules);
	cr_assert_gt(tasoc_nrules, 0);
	tasoc_graph g, opt;
	tasoc_stats st;
	tasoc_graph_init(&g, NULL);
	build_conv_relu(&g);
	o.common.rules = NULL; /* NULL also means the generated table */
	cr_assert_eq(tasoc_optimize(&g, &o, &opt, &st), TASOC_OK, "%s", g.err);
	cr_assert_eq(tasoc_graph_count_op(&opt, TASOC_OP_RELU), 0);
	tasoc_stats_free(&g, &st);
	tasoc_graph_free(&opt);
	tasoc_graph_free(&g);
}

/*
 * An arena: the graph is built in it, then the space left after building
 * is cut to every size from none up to enough. Each run either succeeds or
 * fails with TASOC_ERR_NOMEM and a message; never a crash (ASan checks).
 */
Test(search, arena_too_small_fails_cleanly)
{
	size_t size = 8 << 20;
	unsigned char *mem = malloc(size);
	tasoc_arena arena;
	tasoc_arena_init(&arena, mem, size);
	tasoc_allocator al = tasoc_arena_allocator(&arena);
	tasoc_graph g, opt;
	tasoc_stats st;
	tasoc_graph_init(&g, &al);
	build_two_convs(&g);
	size_t built = arena.used, need = 0;
	tasoc_options o;
	tasoc_options_default(&o);
	o.common.rules = hand_rules;
	o.common.nrules = hand_nrules;
	cr_assert_eq(tasoc_optimize(&g, &o, &opt, &st), TASOC_OK, "%s", g.err);
	need = arena.peak - built;
	cr_assert_gt(arena_sweep(&g, &arena, built, need, 97, arena_optimize_run, &o), 10);
	/* With enough room it works again, and the input graph is intact. */
	arena.used = built;
	arena.size = size - 16;
	cr_assert_eq(tasoc_optimize(&g, &o, &opt, &st), TASOC_OK, "%s", g.err);
	cr_assert_eq(tasoc_graph_count_op(&opt, TASOC_OP_CONV2D), 1);
	free(mem);
}

/*
 * Whole pipeline on small versions of two benchmark models with the
 * generated rules: every built graph recounted from scratch (verify), the
 * optimized graph valid, cheaper or equal, and computing the same outputs.
 */
static void check_model(tasoc_status (*build)(tasoc_graph *g, int a, int b, int c, int d), int a, int b, int c,
			int d, int budget)
{
	tasoc_graph g, opt;
	tasoc_stats st;
	tasoc_graph_init(&g, NULL);
	cr_assert_eq(build(&g, a, b, c, d), TASOC_OK, "%s", g.err);
	tasoc_options o;
	tasoc_options_default(&o);
	o.backtrack.budget = budget;
	o.backtrack.verify = true;
	cr_assert_eq(tasoc_optimize(&g, &o, &opt, &st), TASOC_OK, "%s", g.err);
	cr_assert_eq(st.search.inconsistent, 0);
	cr_assert_eq(tasoc_graph_validate(&opt), TASOC_OK, "%s", opt.err);
	cr_assert_leq(st.cost_after, st.cost_before + 1e-12);
	cr_assert_gt(st.napplied, 0, "these models have shared-input matrix products to merge");
	gr_same_outputs_in_order(&g, &opt, "the search's result");
	tasoc_stats_free(&g, &st);
	tasoc_graph_free(&opt);
	tasoc_graph_free(&g);
}

static tasoc_status nasrnn4(tasoc_graph *g, int hidden, int steps, int c, int d)
{
	(void)c;
	(void)d;
	return model_nasrnn_sized(g, hidden, steps);
}

static tasoc_status bert4(tasoc_graph *g, int seq, int hidden, int heads, int layers)
{
	return model_bert_sized(g, seq, hidden, heads, layers);
}

Test(search, small_nasrnn_and_bert_keep_their_outputs)
{
	check_model(nasrnn4, 16, 3, 0, 0, 150);
	check_model(bert4, 8, 32, 4, 2, 150);
}

/*
 * The 1x1 + 3x3 merge on a block where a 1x1 and a 3x3 convolution read one
 * input (TASO's figure 1: a residual block whose 1x1 projection of the
 * block input sits beside the first 3x3 convolution), with ResNet's stage-4
 * shapes (7x7 maps, where a kernel launch costs about as much as the
 * arithmetic): one convolution with a 3x3 kernel made of the 1x1 kernel
 * enlarged and the 3x3 one, a split; enlarge and concat fold into a weight.
 */
static void build_one_and_three(tasoc_graph *g)
{
	static const int32_t xs[] = { 1, 64, 7, 7 }, w1[] = { 64, 64, 1, 1 }, w3[] = { 64, 64, 3, 3 };
	int32_t x = tasoc_add_input(g, "x", tasoc_shape_make(4, xs));
	int32_t p = conv(g, x, weight(g, 4, w1, 61), TASOC_ACTIVATION_RELU);
	int32_t t = conv(g, x, weight(g, 4, w3, 62), TASOC_ACTIVATION_RELU);
	t = conv(g, t, weight(g, 4, w3, 63), TASOC_ACTIVATION_NONE);
	tasoc_ref sum[] = { { p, 0 }, { t, 0 } };
	int32_t y = tasoc_add_op(g, TASOC_OP_EWADD, NULL, 2, sum, NULL);
	cr_assert_geq(y, 0, "%s", g->err);
	cr_assert_eq(tasoc_add_output(g, tasoc_ref_make(unary(g, TASOC_OP_RELU, y), 0), "y"), TASOC_OK);
}

Test(search, one_by_one_and_three_by_three_of_one_input_merge_through_enlarge)
{
	optimum o;
	optimum_begin(&o, build_one_and_three, 1);
	cr_assert_eq(applied_count(&o.st, MERGE_ENLARGE), 1, "the merge: %d rules applied, first %s",
		     (int)o.st.napplied, o.st.napplied ? o.st.applied[0] : "none");
	cr_assert_eq(tasoc_graph_count_op(&o.opt, TASOC_OP_CONV2D), 2, "three convolutions, two merged");
	cr_assert_eq(tasoc_graph_count_op(&o.opt, TASOC_OP_SPLIT), 1);
	cr_assert_eq(tasoc_graph_count_op(&o.opt, TASOC_OP_ENLARGE), 0, "the enlarged kernel is folded");
	cr_assert_eq(tasoc_graph_count_op(&o.opt, TASOC_OP_CONCAT), 0, "and so is the concatenation");
	cr_assert_lt(o.st.cost_after, o.st.cost_before);
	optimum_end(&o);
}

/*
 * On ResNet-50 as TASO builds it (tools/models_resnet.c) the merge fires on
 * the first bottleneck block, whose 1x1 convolution and 1x1 projection read
 * the block input with stride 1; it is the only place where two
 * convolutions share an input with equal strides (the other first blocks
 * put stride 2 on the projection only), and none of ResNet-50's 3x3
 * convolutions shares its input with another convolution.
 */
Test(search, resnet50_first_bottleneck_merges_through_enlarge)
{
	tasoc_graph g, opt;
	tasoc_stats st;
	tasoc_graph_init(&g, NULL);
	cr_assert_eq(model_resnet50(&g), TASOC_OK, "%s", g.err);
	int32_t convs = tasoc_graph_count_op(&g, TASOC_OP_CONV2D);
	tasoc_options o;
	tasoc_options_default(&o);
	cr_assert_eq(tasoc_optimize(&g, &o, &opt, &st), TASOC_OK, "%s", g.err);
	cr_assert_eq(applied_count(&st, MERGE_ENLARGE), 1, "%d rules applied, first %s", (int)st.napplied,
		     st.napplied ? st.applied[0] : "none");
	cr_assert_eq(tasoc_graph_count_op(&opt, TASOC_OP_CONV2D), convs - 1);
	cr_assert_lt(st.cost_after, st.cost_before);
	tasoc_stats_free(&g, &st);
	tasoc_graph_free(&opt);
	tasoc_graph_free(&g);
}

/*
 * x + conv(x, w) with a 3x3 kernel: the generated rule folds the residual
 * into the kernel (w + identity kernel); folding then evaluates idkernel,
 * a constant operator that reads x only for its shape, into a weight.
 */
Test(search, residual_folds_into_the_kernel)
{
	static const int32_t xs[] = { 1, 6, 8, 8 }, ws[] = { 6, 6, 3, 3 };
	tasoc_graph g, opt;
	tasoc_stats st;
	tasoc_graph_init(&g, NULL);
	int32_t x = tasoc_add_input(&g, "x", tasoc_shape_make(4, xs));
	int32_t c = conv(&g, x, weight(&g, 4, ws, 77), TASOC_ACTIVATION_NONE);
	tasoc_ref in[] = { { c, 0 }, { x, 0 } };
	int32_t y = tasoc_add_op(&g, TASOC_OP_EWADD, NULL, 2, in, NULL);
	cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(y, 0), "y"), TASOC_OK);
	tasoc_options o;
	tasoc_options_default(&o);
	o.backtrack.verify = true;
	cr_assert_eq(tasoc_optimize(&g, &o, &opt, &st), TASOC_OK, "%s", g.err);
	cr_assert_eq(tasoc_graph_count_op(&opt, TASOC_OP_EWADD), 0);
	cr_assert_eq(tasoc_graph_count_op(&opt, TASOC_OP_IDKERNEL), 0, "folded");
	cr_assert_eq(tasoc_graph_count_op(&opt, TASOC_OP_CONV2D), 1);
	cr_assert_eq(st.folded, 1);
	gr_same_outputs_in_order(&g, &opt, "the search's result");
	tasoc_stats_free(&g, &st);
	tasoc_graph_free(&opt);
	tasoc_graph_free(&g);
}

/*
 * A cost model under which a grouped convolution costs its group count in
 * ms (as on a library that runs groups one after another), everything else
 * the roofline. Under it the search merges the groups of relu(conv(x, w))
 * in 4 groups down to one, each step through groupmerge, whose kernels
 * folding then evaluates into one weight; under the roofline, where the
 * merge only doubles the arithmetic, it does not.
 */
static double groups_cost(void *ctx, const tasoc_cost_key *k)
{
	(void)ctx;
	if (k->op == TASOC_OP_GROUPCONV2D)
		return k->attr[TASOC_GROUPCONV2D_GROUP];
	return tasoc_cost_analytical_key(k);
}

static void build_grouped(tasoc_graph *g)
{
	static const int32_t xs[] = { 1, 8, 6, 6 }, ws[] = { 8, 2, 3, 3 };
	int32_t x = tasoc_add_input(g, "x", tasoc_shape_make(4, xs));
	int32_t attr[] = { 1, 1, TASOC_PADDING_SAME, TASOC_ACTIVATION_NONE, 4 };
	tasoc_ref in[] = { { x, 0 }, { weight(g, 4, ws, 5), 0 } };
	int32_t c = tasoc_add_op(g, TASOC_OP_GROUPCONV2D, attr, 2, in, NULL);
	cr_assert_geq(c, 0, "%s", g->err);
	cr_assert_eq(tasoc_add_output(g, tasoc_ref_make(unary(g, TASOC_OP_RELU, c), 0), "y"), TASOC_OK);
}

Test(search, groups_merge_where_the_cost_model_says_fewer_pay)
{
	for (int by_groups = 0; by_groups < 2; by_groups++) {
		tasoc_graph g, opt;
		tasoc_stats st;
		tasoc_graph_init(&g, NULL);
		build_grouped(&g);
		tasoc_cost_backend b = { "groups", groups_cost, NULL, NULL, 0, 0, NULL };
		tasoc_cost_model cm;
		cr_assert_eq(tasoc_cost_init(&cm, g.al, by_groups ? &b : NULL), TASOC_OK);
		tasoc_options o;
		tasoc_options_default(&o);
		o.common.cost = &cm;
		o.backtrack.verify = true;
		cr_assert_eq(tasoc_optimize(&g, &o, &opt, &st), TASOC_OK, "%s", g.err);
		cr_assert_eq(st.search.inconsistent, 0);
		cr_assert_eq(tasoc_graph_count_op(&opt, TASOC_OP_RELU), 0, "relu fused either way");
		cr_assert_eq(tasoc_graph_count_op(&opt, TASOC_OP_GROUPCONV2D), 1);
		cr_assert_eq(tasoc_graph_count_op(&opt, TASOC_OP_GROUPMERGE), 0, "merged kernels are folded");
		int32_t y = opt.outputs[0].node, merges = 0;
		for (int32_t k = 0; k < st.napplied; k++)
			merges += strcmp(st.applied[k], "groupconv_merge_groups") == 0;
		cr_assert_eq(opt.nodes[y].op, TASOC_OP_GROUPCONV2D);
		cr_assert_eq(opt.nodes[y].attr[TASOC_GROUPCONV2D_ACTIVATION], TASOC_ACTIVATION_RELU);
		cr_assert_eq(opt.nodes[y].attr[TASOC_GROUPCONV2D_GROUP], by_groups ? 1 : 4);
		cr_assert_eq(merges, by_groups ? 2 : 0);
		cr_assert_eq(tasoc_ref_shape(&opt, opt.nodes[y].in[1])->dim[1], by_groups ? 8 : 2);
		cr_assert_eq(st.folded, by_groups ? 1 : 0);
		gr_same_outputs_in_order(&g, &opt, "the search's result");
		tasoc_stats_free(&g, &st);
		tasoc_graph_free(&opt);
		tasoc_cost_free(&cm);
		tasoc_graph_free(&g);
	}
}

/*
 * A cost model with a climb before the gain: 4 groups cost 4 ms, 2 groups
 * 5 ms, 1 group 1 ms. Cheapest-first with alpha 1.05 never queues the
 * 2-group graph, so the plain search keeps 4 groups (as BERT's projection
 * merges under the ort model: a small climb, then a larger drop).
 */
static double climb_cost(void *ctx, const tasoc_cost_key *k)
{
	(void)ctx;
	if (k->op == TASOC_OP_GROUPCONV2D)
		return k->attr[TASOC_GROUPCONV2D_GROUP] == 2 ? 5 : k->attr[TASOC_GROUPCONV2D_GROUP];
	return tasoc_cost_analytical_key(k);
}

/*
 * options.guide: the guide's best graph is a second start, and the main
 * model decides. Under the climb model with the groups model as guide the
 * merged graph is kept (the plain search cannot reach it); under the
 * roofline, which prices the merge dearer, the guide's graph is not kept,
 * unless keep_guide asks for it (the command line measures both).
 */
Test(search, a_guide_model_proposes_and_the_main_model_decides)
{
	static const struct {
		bool climb, guided, keep;
		int32_t group;
		bool won;
	} cases[] = { { true, false, false, 4, false },
		      { true, true, false, 1, true },
		      { false, true, false, 4, false },
		      { false, true, true, 1, true } };
	for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
		tasoc_graph g, opt;
		tasoc_stats st;
		tasoc_graph_init(&g, NULL);
		build_grouped(&g);
		tasoc_cost_backend climb = { "climb", climb_cost, NULL, NULL, 0, 0, NULL }, groups = { "groups", groups_cost, NULL, NULL, 0, 0, NULL };
		tasoc_cost_model cm, guide;
		cr_assert_eq(tasoc_cost_init(&cm, g.al, cases[c].climb ? &climb : NULL), TASOC_OK);
		cr_assert_eq(tasoc_cost_init(&guide, g.al, &groups), TASOC_OK);
		tasoc_options o;
		tasoc_options_default(&o);
		o.common.cost = &cm;
		o.guide = cases[c].guided ? &guide : NULL;
		o.keep_guide = cases[c].keep;
		o.backtrack.verify = true;
		cr_assert_eq(tasoc_optimize(&g, &o, &opt, &st), TASOC_OK, "%s", g.err);
		cr_assert_eq(st.search.inconsistent, 0);
		int32_t y = opt.outputs[0].node;
		cr_assert_eq(opt.nodes[y].op, TASOC_OP_GROUPCONV2D);
		cr_assert_eq(opt.nodes[y].attr[TASOC_GROUPCONV2D_GROUP], cases[c].group, "case %zu", c);
		cr_assert_eq(st.guide_won, cases[c].won, "case %zu", c);
		cr_assert_eq(st.napplied, cases[c].group == 1 ? 2 : 0, "case %zu: the path is the guide's merges", c);
		if (!cases[c].keep)
			cr_assert_leq(st.cost_after, st.cost_before + 1e-9, "never dearer by the main model");
		gr_same_outputs_in_order(&g, &opt, "the search's result");
		tasoc_stats_free(&g, &st);
		tasoc_graph_free(&opt);
		tasoc_cost_free(&guide);
		tasoc_cost_free(&cm);
		tasoc_graph_free(&g);
	}
}

/*
 * options.other: the guided search hands back the candidate it did not
 * keep, finished as the result, so that a caller measuring both (tasoc
 * optimize's guard) runs the searches once. Under the roofline the plain
 * graph is kept; the other is the guide's merge, the very graph a second
 * call with keep_guide returns, and the one call did no more work than a
 * guided call without it (the three searches of one guided search).
 */
Test(search, a_guided_search_hands_back_the_other_candidate_without_searching_again)
{
	tasoc_graph g, opt, other, kept;
	tasoc_stats st, ost, kst, nst;
	tasoc_graph_init(&g, NULL);
	build_grouped(&g);
	tasoc_cost_backend groups = { "groups", groups_cost, NULL, NULL, 0, 0, NULL };
	tasoc_cost_model cm, guide;
	cr_assert_eq(tasoc_cost_init(&cm, g.al, NULL), TASOC_OK);
	cr_assert_eq(tasoc_cost_init(&guide, g.al, &groups), TASOC_OK);
	tasoc_options o;
	tasoc_options_default(&o);
	o.common.cost = &cm;
	o.guide = &guide;
	o.other = &other;
	o.other_stats = &ost;
	cr_assert_eq(tasoc_optimize(&g, &o, &opt, &st), TASOC_OK, "%s", g.err);
	cr_assert(st.guided && !st.guide_won);
	cr_assert_not_null(other.al, "the other candidate came back");
	cr_assert(ost.guide_won, "the other is the guide's graph");
	int32_t y = other.outputs[0].node;
	cr_assert_eq(other.nodes[y].attr[TASOC_GROUPCONV2D_GROUP], 1);
	cr_assert_eq(opt.nodes[opt.outputs[0].node].attr[TASOC_GROUPCONV2D_GROUP], 4);
	cr_assert_eq(ost.napplied, 2, "its path: the guide's merges");
	cr_assert_float_eq(ost.cost_before, st.cost_before, 1e-12);
	gr_same_outputs_in_order(&g, &other, "the other candidate");
	/* what a second search with keep_guide finds: the same graph and cost */
	tasoc_options k = o;
	k.other = NULL;
	k.other_stats = NULL;
	k.keep_guide = true;
	cr_assert_eq(tasoc_optimize(&g, &k, &kept, &kst), TASOC_OK, "%s", g.err);
	cr_assert_eq(kst.napplied, ost.napplied);
	for (int32_t i = 0; i < kst.napplied; i++)
		cr_assert_str_eq(kst.applied[i], ost.applied[i]);
	cr_assert_eq(kst.nodes_after, ost.nodes_after);
	cr_assert_eq(kst.folded, ost.folded);
	cr_assert_float_eq(kst.cost_after, ost.cost_after, 1e-12);
	gr_same_outputs_in_order(&kept, &other, "the other candidate against keep_guide's");
	/* and the one call's work is one guided search's, not two */
	tasoc_graph plain;
	k.keep_guide = false;
	cr_assert_eq(tasoc_optimize(&g, &k, &plain, &nst), TASOC_OK, "%s", g.err);
	cr_assert_eq(st.search.expanded, nst.search.expanded);
	cr_assert_lt(st.search.expanded, nst.search.expanded + kst.search.expanded);
	tasoc_stats_free(&g, &nst);
	tasoc_graph_free(&plain);
	tasoc_stats_free(&g, &kst);
	tasoc_graph_free(&kept);
	tasoc_stats_free(&g, &ost);
	tasoc_graph_free(&other);
	tasoc_stats_free(&g, &st);
	tasoc_graph_free(&opt);
	tasoc_cost_free(&guide);
	tasoc_cost_free(&cm);
	tasoc_graph_free(&g);
}

/* An expansion hook that counts the searches it sees start (expansion 0, the input graph). */
static void count_starts(void *ctx, int32_t n, double cost, int32_t rule, int32_t parent)
{
	(void)cost;
	(void)rule;
	(void)parent;
	*(int *)ctx += n == 0;
}

/*
 * The saturating search, seeded by the guided search, hands back the
 * guided search's graph it did not seed with (options.other), as the
 * backtracking search does, so that tasoc optimize's guard measures both
 * without a second search. Under the roofline the plain graph seeds the
 * e-graph; the other is the guide's merge, the very graph the
 * backtracking search hands back. The expansion hook sees one search
 * start (a guided search's later two run without it), asked for the
 * other candidate or not, and asking changes nothing in the result.
 */
Test(search, the_seeded_saturating_search_hands_back_the_other_candidate_without_searching_again)
{
	tasoc_graph g, opt, other, bopt, bother, alone;
	tasoc_stats st, ost, bst, bost, ast;
	tasoc_graph_init(&g, NULL);
	build_grouped(&g);
	tasoc_cost_backend groups = { "groups", groups_cost, NULL, NULL, 0, 0, NULL };
	tasoc_cost_model cm, guide;
	cr_assert_eq(tasoc_cost_init(&cm, g.al, NULL), TASOC_OK);
	cr_assert_eq(tasoc_cost_init(&guide, g.al, &groups), TASOC_OK);
	int starts = 0;
	tasoc_options o;
	tasoc_options_default(&o);
	o.search = TASOC_SEARCH_SATURATE;
	o.seed = true;
	o.fold = false; /* folded weights get new blobs; compare the searched graphs */
	o.common.cost = &cm;
	o.guide = &guide;
	o.backtrack.on_expand = count_starts;
	o.backtrack.on_expand_ctx = &starts;
	o.other = &other;
	o.other_stats = &ost;
	cr_assert_eq(tasoc_optimize(&g, &o, &opt, &st), TASOC_OK, "%s", g.err);
	cr_assert_eq(starts, 1, "one guided search, the seed's");
	cr_assert(st.applied_are_nodes, "the result is the saturating search's");
	cr_assert(st.guided && !st.guide_won, "the plain graph seeded the e-graph");
	cr_assert_not_null(other.al, "the other candidate came back");
	cr_assert(ost.guide_won && !ost.applied_are_nodes, "the other is the guide's graph, a backtracking one");
	cr_assert_eq(other.nodes[other.outputs[0].node].attr[TASOC_GROUPCONV2D_GROUP], 1);
	cr_assert_eq(ost.napplied, 2, "its path: the guide's merges");
	cr_assert_float_eq(ost.cost_before, st.cost_before, 1e-12);
	gr_same_outputs_in_order(&g, &other, "the saturating search's other candidate");
	/* the backtracking search's other candidate, searched once more here for the comparison only */
	tasoc_options b = o;
	b.search = TASOC_SEARCH_BACKTRACK;
	b.backtrack.on_expand = NULL;
	b.other = &bother;
	b.other_stats = &bost;
	cr_assert_eq(tasoc_optimize(&g, &b, &bopt, &bst), TASOC_OK, "%s", g.err);
	cr_assert_not_null(bother.al);
	cr_assert(tasoc_graph_equal(&other, &bother), "the same graph as the backtracking search's other");
	cr_assert_eq(ost.napplied, bost.napplied);
	for (int32_t i = 0; i < ost.napplied; i++)
		cr_assert_str_eq(ost.applied[i], bost.applied[i]);
	cr_assert_float_eq(ost.cost_after, bost.cost_after, 1e-12);
	/* not asked for: the same one search and the same result */
	starts = 0;
	o.other = NULL;
	o.other_stats = NULL;
	cr_assert_eq(tasoc_optimize(&g, &o, &alone, &ast), TASOC_OK, "%s", g.err);
	cr_assert_eq(starts, 1);
	cr_assert(tasoc_graph_equal(&opt, &alone));
	cr_assert_float_eq(ast.cost_after, st.cost_after, 1e-12);
	tasoc_stats_free(&g, &ast);
	tasoc_graph_free(&alone);
	tasoc_stats_free(&g, &bost);
	tasoc_graph_free(&bother);
	tasoc_stats_free(&g, &bst);
	tasoc_graph_free(&bopt);
	tasoc_stats_free(&g, &ost);
	tasoc_graph_free(&other);
	tasoc_stats_free(&g, &st);
	tasoc_graph_free(&opt);
	tasoc_cost_free(&guide);
	tasoc_cost_free(&cm);
	tasoc_graph_free(&g);
}

Test(search, time_limit_stops_the_search)
{
	tasoc_graph g, opt;
	tasoc_stats st;
	tasoc_graph_init(&g, NULL);
	build_two_convs(&g);
	tasoc_options o;
	tasoc_options_default(&o);
	o.common.time_limit_s = 1e-12; /* already past when the first graph would be popped */
	cr_assert_eq(tasoc_optimize(&g, &o, &opt, &st), TASOC_OK, "%s", g.err);
	cr_assert(st.search.timed_out);
	cr_assert_eq(st.search.expanded, 0);
	cr_assert_eq(st.napplied, 0);
	cr_assert_eq(tasoc_graph_count_op(&opt, TASOC_OP_CONV2D), 2);
	tasoc_stats_free(&g, &st);
	tasoc_graph_free(&opt);
	tasoc_graph_free(&g);
}

/* Two runs on the same graph make the same choices: same figures, same graph. */
Test(search, deterministic)
{
	tasoc_graph g, a, b;
	tasoc_stats sa, sb;
	tasoc_graph_init(&g, NULL);
	build_blocks(&g);
	tasoc_options o;
	tasoc_options_default(&o);
	o.fold = false; /* folded weights get new blobs; compare the searched graphs */
	cr_assert_eq(tasoc_optimize(&g, &o, &a, &sa), TASOC_OK, "%s", g.err);
	cr_assert_eq(tasoc_optimize(&g, &o, &b, &sb), TASOC_OK, "%s", g.err);
	cr_assert_eq(sa.search.expanded, sb.search.expanded);
	cr_assert_eq(sa.search.queued, sb.search.queued);
	cr_assert_eq(sa.search.duplicates, sb.search.duplicates);
	cr_assert_eq(sa.napplied, sb.napplied);
	for (int32_t i = 0; i < sa.napplied; i++)
		cr_assert_str_eq(sa.applied[i], sb.applied[i]);
	cr_assert(tasoc_graph_equal(&a, &b));
	cr_assert_not(tasoc_graph_equal(&a, &g), "the search changed something");
	tasoc_stats_free(&g, &sa);
	tasoc_stats_free(&g, &sb);
	tasoc_graph_free(&a);
	tasoc_graph_free(&b);
	tasoc_graph_free(&g);
}

/* A small NasRNN, the analytical model, alpha 1.05 and budget 40: searched once into *a. */
static void search_small_nasrnn(tasoc_graph *g, tasoc_cost_model *cm, tasoc_search_common *c, tasoc_search_opts *o,
				tasoc_graph *a, tasoc_search_stats *sa)
{
	tasoc_graph_init(g, NULL);
	cr_assert_eq(model_nasrnn_sized(g, 32, 4), TASOC_OK, "%s", g->err);
	cr_assert_eq(tasoc_cost_init(cm, NULL, NULL), TASOC_OK);
	tasoc_search_common_defaults(c);
	tasoc_search_defaults(o);
	c->cost = cm;
	o->budget = 40;
	cr_assert_eq(tasoc_search(g, c, o, a, sa), TASOC_OK, "%s", g->err);
}

/* Two searches of g gave the same result: cost, rules applied and graph. Frees both. */
static void assert_same_search(tasoc_graph *g, tasoc_search_stats *sa, tasoc_graph *a, tasoc_search_stats *sb,
			       tasoc_graph *b)
{
	cr_assert_eq(sa->expanded, sb->expanded);
	cr_assert_eq(sa->cost_after, sb->cost_after);
	cr_assert_eq(sa->napplied, sb->napplied);
	for (int32_t i = 0; i < sa->napplied; i++)
		cr_assert_eq(sa->applied[i], sb->applied[i]);
	cr_assert(tasoc_graph_equal(a, b));
	tasoc_free(g->al, sa->applied);
	tasoc_free(g->al, sb->applied);
	tasoc_graph_free(a);
	tasoc_graph_free(b);
}

/*
 * The queue keeps only what the remaining budget can reach; dropping the
 * rest must not change a single choice. NasRNN has hundreds of cheap
 * children per graph, so with a budget of 40 nearly all are dropped.
 */
Test(search, dropping_unreachable_graphs_changes_nothing)
{
	tasoc_graph g, a, b;
	tasoc_search_stats sa, sb;
	tasoc_cost_model cm;
	tasoc_search_common c;
	tasoc_search_opts o;
	search_small_nasrnn(&g, &cm, &c, &o, &a, &sa);
	o.keep_unreachable = true;
	cr_assert_eq(tasoc_search(&g, &c, &o, &b, &sb), TASOC_OK, "%s", g.err);
	cr_assert_gt(sa.beyond_budget, 1000, "the bound was exercised");
	cr_assert_eq(sb.beyond_budget, 0);
	cr_assert_lt(sa.queued, sb.queued);
	cr_assert_eq(sa.matches, sb.matches);
	assert_same_search(&g, &sa, &a, &sb, &b);
	tasoc_cost_free(&cm);
	tasoc_graph_free(&g);
}

/* The expansion hook (tasoc search --trace) sees every expanded graph, in order, and changes nothing. */
typedef struct expansion {
	int32_t n, rule, parent;
	double cost;
} expansion;

typedef struct expansions {
	expansion e[64];
	int32_t n;
} expansions;

static void record_expand(void *ctx, int32_t n, double cost, int32_t rule, int32_t parent)
{
	expansions *x = ctx;
	if (x->n < 64)
		x->e[x->n] = (expansion){ n, rule, parent, cost };
	x->n++;
}

Test(search, expansion_hook_sees_each_graph_in_order)
{
	tasoc_graph g, a, b;
	tasoc_search_stats sa, sb;
	tasoc_cost_model cm;
	tasoc_search_common c;
	tasoc_search_opts o;
	search_small_nasrnn(&g, &cm, &c, &o, &a, &sa);
	expansions x = { .n = 0 };
	o.on_expand = record_expand;
	o.on_expand_ctx = &x;
	cr_assert_eq(tasoc_search(&g, &c, &o, &b, &sb), TASOC_OK, "%s", g.err);
	cr_assert_eq(sb.expanded, 40);
	cr_assert_eq(x.n, sb.expanded, "one call per expanded graph");
	cr_assert(x.e[0].n == 0 && x.e[0].rule == -1 && x.e[0].parent == -1, "the input graph first");
	cr_assert_float_eq(x.e[0].cost, sb.cost_before, 1e-12);
	double best[64]; /* best[i]: the cheapest of expansions 0..i, the best when i was expanded */
	best[0] = x.e[0].cost;
	for (int32_t i = 1; i < x.n; i++) {
		cr_assert_eq(x.e[i].n, i);
		int32_t p = x.e[i].parent;
		cr_assert(p >= 0 && p < i, "expansion %d: parent %d", (int)i, (int)p);
		cr_assert(x.e[i].rule >= 0 && x.e[i].rule < tasoc_nrules);
		cr_assert_lt(x.e[i].cost, 1.05 * best[p] + 1e-9, "expansion %d: within alpha of the best when it was made",
			     (int)i);
		best[i] = x.e[i].cost < best[i - 1] ? x.e[i].cost : best[i - 1];
	}
	cr_assert_float_eq(best[x.n - 1], sb.cost_after, 1e-9, "the best graph is the cheapest expanded");
	assert_same_search(&g, &sa, &a, &sb, &b);
	tasoc_cost_free(&cm);
	tasoc_graph_free(&g);
}

/* A bounded queue still gives a valid, no worse graph; what it could not queue is counted. */
Test(search, bounded_queue)
{
	tasoc_graph g, opt;
	tasoc_stats st;
	tasoc_graph_init(&g, NULL);
	build_blocks(&g);
	tasoc_options o;
	tasoc_options_default(&o);
	o.backtrack.max_queued = 3;
	o.backtrack.verify = true;
	cr_assert_eq(tasoc_optimize(&g, &o, &opt, &st), TASOC_OK, "%s", g.err);
	cr_assert_eq(st.search.queued, 3);
	cr_assert_gt(st.search.dropped, 0);
	cr_assert_leq(st.search.expanded, 4);
	cr_assert_lt(st.cost_after, st.cost_before);
	gr_same_outputs_in_order(&g, &opt, "the search's result");
	tasoc_stats_free(&g, &st);
	tasoc_graph_free(&opt);
	tasoc_graph_free(&g);
}

/* A host's sgemm, as tasoc_options.sgemm: the plain loop, counting its calls and their sizes. */
static int sgemm_calls;
static int64_t sgemm_mkn[3];

static void counting_sgemm(const float *x, const float *y, float *z, int64_t M, int64_t K, int64_t N)
{
	sgemm_calls++;
	sgemm_mkn[0] = M, sgemm_mkn[1] = K, sgemm_mkn[2] = N;
	for (int64_t i = 0; i < M; i++)
		for (int64_t j = 0; j < N; j++) {
			float s = 0;
			for (int64_t k = 0; k < K; k++)
				s += x[i * K + k] * y[k * N + j];
			z[i * N + j] = s;
		}
}

/* x (w1 w2): folding computes w1 w2 through the caller's sgemm, once, and the model's output stays. */
Test(search, folding_multiplies_weights_through_the_callers_sgemm)
{
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	static const int32_t xs[] = { 2, 3 }, w1s[] = { 3, 4 }, w2s[] = { 4, 2 };
	float w1[12], w2[8], xv[6] = { 1, -2, 3, 0.5f, 4, -1 };
	for (int i = 0; i < 12; i++)
		w1[i] = (float)(i % 5) - 1.5f;
	for (int i = 0; i < 8; i++)
		w2[i] = (float)(i % 3) + 0.25f;
	int32_t x = tasoc_add_input(&g, "x", tasoc_shape_make(2, xs));
	int32_t a = tasoc_add_weight(&g, "w1", tasoc_shape_make(2, w1s), w1, false);
	int32_t b = tasoc_add_weight(&g, "w2", tasoc_shape_make(2, w2s), w2, false);
	tasoc_ref wi[] = { { a, 0 }, { b, 0 } };
	int32_t w = tasoc_add_op(&g, TASOC_OP_MATMUL, NULL, 2, wi, "w");
	tasoc_ref yi[] = { { x, 0 }, { w, 0 } };
	int32_t y = tasoc_add_op(&g, TASOC_OP_MATMUL, NULL, 2, yi, "y");
	tasoc_add_output(&g, tasoc_ref_make(y, 0), "y");
	float before[4], after[4];
	const void *in[] = { xv };
	void *out0[] = { before }, *out1[] = { after };
	cr_assert_eq(tasoc_interp(&g, TASOC_MODE_F32, in, out0), TASOC_OK, "%s", g.err);
	sgemm_calls = 0;
	int32_t folded = 0;
	cr_assert_eq(tasoc_fold_constants(&g, &folded, counting_sgemm, NULL, NULL), TASOC_OK, "%s", g.err);
	cr_assert_eq(folded, 1);
	cr_assert_eq(sgemm_calls, 1, "the fold's product did not go through the caller's sgemm");
	cr_assert(sgemm_mkn[0] == 3 && sgemm_mkn[1] == 4 && sgemm_mkn[2] == 2, "sgemm was given %lldx%lldx%lld",
		  (long long)sgemm_mkn[0], (long long)sgemm_mkn[1], (long long)sgemm_mkn[2]);
	cr_assert_eq(tasoc_graph_live(&g), 3, "x, the folded weight and y were expected");
	cr_assert_eq(tasoc_interp(&g, TASOC_MODE_F32, in, out1), TASOC_OK, "%s", g.err);
	for (int i = 0; i < 4; i++)
		cr_assert_float_eq(after[i], before[i], 1e-5f * (1 + fabsf(before[i])), "y[%d]", i);
	tasoc_graph_free(&g);
}

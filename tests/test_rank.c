/* test_rank.c: tensors of rank 5 to 8 in the IR: shapes, the rank-generic kernels through the interpreter, rules. */
#include <criterion/criterion.h>
#include <string.h>

#include "../core/interp.h"
#include "../core/tasoc.h"

/*
 * x, y: [2, 2, 3, 1, 2]. split(x, axis 2, 1) -> relu each -> concat is
 * relu(x); + y; biasadd b over axis 1; reshape to [4, 3, 2] (rank 5 down to
 * 3). Every operator is a spec operator at rank 5: the shape functions, the
 * kernels (concat and split by outer blocks, biasadd by inner extent) and
 * the search's rules must hold for it.
 */
static const int32_t D5[5] = { 2, 2, 3, 1, 2 };
enum { N5 = 24 };

static int32_t build(tasoc_graph *g, float *bias)
{
	int32_t bd[1] = { 2 };
	int32_t x = tasoc_add_input(g, "x", tasoc_shape_make(5, D5));
	int32_t y = tasoc_add_input(g, "y", tasoc_shape_make(5, D5));
	int32_t b = tasoc_add_weight(g, "b", tasoc_shape_make(1, bd), bias, false);
	int32_t sattr[2] = { 2, 1 }, cattr[1] = { 2 }, rattr[TASOC_MAX_ATTRS] = { 3, 4, 3, 2, 1 };
	tasoc_ref xin = tasoc_ref_make(x, 0);
	int32_t s = tasoc_add_op(g, TASOC_OP_SPLIT, sattr, 1, &xin, "s");
	cr_assert(s >= 0, "%s", g->err);
	tasoc_ref r0in = tasoc_ref_make(s, 0), r1in = tasoc_ref_make(s, 1);
	int32_t r0 = tasoc_add_op(g, TASOC_OP_RELU, NULL, 1, &r0in, "r0");
	int32_t r1 = tasoc_add_op(g, TASOC_OP_RELU, NULL, 1, &r1in, "r1");
	tasoc_ref cin[2] = { tasoc_ref_make(r0, 0), tasoc_ref_make(r1, 0) };
	int32_t c = tasoc_add_op(g, TASOC_OP_CONCAT, cattr, 2, cin, "c");
	cr_assert(c >= 0, "%s", g->err);
	cr_assert_eq(g->nodes[c].out[0].rank, 5);
	tasoc_ref ain[2] = { tasoc_ref_make(c, 0), tasoc_ref_make(y, 0) };
	int32_t a = tasoc_add_op(g, TASOC_OP_EWADD, NULL, 2, ain, "a");
	tasoc_ref bin[2] = { tasoc_ref_make(a, 0), tasoc_ref_make(b, 0) };
	int32_t ba = tasoc_add_op(g, TASOC_OP_BIASADD, NULL, 2, bin, "ba");
	tasoc_ref rin = tasoc_ref_make(ba, 0);
	int32_t r = tasoc_add_op(g, TASOC_OP_RESHAPE, rattr, 1, &rin, "r");
	cr_assert(r >= 0, "%s", g->err);
	tasoc_add_output(g, tasoc_ref_make(r, 0), "out");
	return r;
}

static void run(tasoc_graph *g, float *out)
{
	float xv[N5], yv[N5];
	for (int i = 0; i < N5; i++) {
		xv[i] = (float)(i % 7) - 3.0f;
		yv[i] = (float)(i % 5) * 0.5f;
	}
	const void *in[2] = { xv, yv };
	void *o[1] = { out };
	cr_assert_eq(tasoc_interp(g, TASOC_MODE_F32, in, o), TASOC_OK, "%s", g->err);
	for (int i = 0; i < N5; i++) {
		float want = (xv[i] > 0 ? xv[i] : 0) + yv[i] + (i / 6 % 2 ? -1.0f : 2.0f); /* axis 1 is i / (3*1*2) % 2 */
		cr_assert_float_eq(out[i], want, 1e-6, "element %d: %g, want %g", i, out[i], want);
	}
}

Test(rank, shapes_hold_eight_axes_and_refuse_nine)
{
	cr_assert_geq(TASOC_MAX_RANK, 8);
	int32_t d[8] = { 1, 2, 1, 3, 1, 2, 1, 2 };
	tasoc_shape s = tasoc_shape_make(8, d);
	char buf[64];
	cr_assert_eq(tasoc_numel(&s), 24);
	cr_assert_str_eq(tasoc_shape_str(&s, buf, sizeof buf), "[1,2,1,3,1,2,1,2]");
	s.rank = 9;
	cr_assert_eq(tasoc_numel(&s), 0);
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	cr_assert_lt(tasoc_add_input(&g, "x9", s), 0);
	s.rank = 8;
	int32_t x = tasoc_add_input(&g, "x8", s);
	cr_assert_geq(x, 0, "%s", g.err);
	tasoc_ref in = tasoc_ref_make(x, 0);
	int32_t r = tasoc_add_op(&g, TASOC_OP_SIGMOID, NULL, 1, &in, "s8");
	cr_assert(r >= 0 && tasoc_shape_eq(&g.nodes[r].out[0], &s), "%s", g.err);
	tasoc_graph_free(&g);
}

Test(rank, rank5_kernels_run_in_the_interpreter)
{
	float bias[2] = { 2.0f, -1.0f }, out[N5];
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	int32_t r = build(&g, bias);
	cr_assert_eq(g.nodes[r].out[0].rank, 3);
	run(&g, out);
	tasoc_graph_free(&g);
}

/* The rules hold at rank 5: split, relu, relu, concat becomes one relu, and the result still computes the same. */
Test(rank, rules_rewrite_rank5_operators)
{
	float bias[2] = { 2.0f, -1.0f }, out[N5];
	tasoc_graph g, opt;
	tasoc_stats st;
	tasoc_graph_init(&g, NULL);
	build(&g, bias);
	tasoc_options o;
	tasoc_options_default(&o);
	cr_assert_eq(tasoc_optimize(&g, &o, &opt, &st), TASOC_OK, "%s", g.err);
	cr_assert_eq(tasoc_graph_count_op(&opt, TASOC_OP_SPLIT), 0);
	cr_assert_eq(tasoc_graph_count_op(&opt, TASOC_OP_CONCAT), 0);
	cr_assert_eq(tasoc_graph_count_op(&opt, TASOC_OP_RELU), 1);
	cr_assert_lt(st.cost_after, st.cost_before);
	run(&opt, out);
	tasoc_stats_free(&g, &st);
	tasoc_graph_free(&opt);
	tasoc_graph_free(&g);
}

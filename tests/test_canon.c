/* test_canon.c: the runtime canonical form merges what the runtime merges and fuses the relus it runs inside their conv. */
#include <criterion/criterion.h>
#include <stdlib.h>

#include "../core/search.h"
#include "graph_run.h"

static int32_t weight(tasoc_graph *g, int32_t o, int32_t i)
{
	tasoc_shape s = tasoc_shape_make(4, (const int32_t[]){ o, i, 3, 3 });
	float *d = malloc((size_t)tasoc_numel(&s) * sizeof *d);
	for (int64_t k = 0; k < tasoc_numel(&s); k++)
		d[k] = (float)((double)(gr_rng() >> 11) / (double)(1ull << 53) - 0.5);
	int32_t id = tasoc_add_weight(g, NULL, s, d, true);
	free(d);
	return id;
}

/* conv2d (group 1) or groupconv2d of x with activation act. */
static int32_t conv(tasoc_graph *g, int32_t x, int group, int act)
{
	int32_t c = g->nodes[x].out[0].dim[1];
	int32_t attr[] = { 1, 1, TASOC_PADDING_SAME, act, group };
	tasoc_ref in[] = { { x, 0 }, { weight(g, 8, c / group), 0 } };
	int32_t id = tasoc_add_op(g, group == 1 ? TASOC_OP_CONV2D : TASOC_OP_GROUPCONV2D, attr, 2, in, NULL);
	cr_assert_geq(id, 0, "%s", g->err);
	return id;
}

static int32_t relu(tasoc_graph *g, int32_t x)
{
	tasoc_ref in[] = { { x, 0 } };
	return tasoc_add_op(g, TASOC_OP_RELU, NULL, 1, in, NULL);
}

/* Canonicalizes a copy of g, checks it computes the same, returns the fusions made (*merged: the merges). */
static int32_t canon_merged(tasoc_graph *g, tasoc_graph *c, int32_t *merged)
{
	int32_t fused = -1;
	cr_assert_eq(tasoc_graph_clone(g, c), TASOC_OK);
	cr_assert_eq(tasoc_canonicalize(c, &fused, merged), TASOC_OK, "%s", c->err);
	cr_assert_eq(tasoc_graph_validate(c), TASOC_OK, "%s", c->err);
	gr_same_outputs(g, c, "canonical form");
	return fused;
}

/* The same, for graphs with nothing to merge. */
static int32_t canon(tasoc_graph *g, tasoc_graph *c)
{
	int32_t merged = -1, fused = canon_merged(g, c, &merged);
	cr_assert_eq(merged, 0);
	return fused;
}

Test(canon, relu_read_only_by_its_conv_is_fused_into_conv_and_groupconv)
{
	tasoc_graph g, c;
	tasoc_graph_init(&g, NULL);
	int32_t x = tasoc_add_input(&g, "x", tasoc_shape_make(4, (const int32_t[]){ 1, 8, 6, 6 }));
	int32_t a = relu(&g, conv(&g, x, 1, TASOC_ACTIVATION_NONE));
	int32_t b = relu(&g, conv(&g, a, 4, TASOC_ACTIVATION_NONE));
	cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(b, 0), "y"), TASOC_OK);
	cr_assert_eq(canon(&g, &c), 2);
	cr_assert_eq(tasoc_graph_count_op(&c, TASOC_OP_RELU), 0);
	int32_t y = c.outputs[0].node;
	cr_assert_eq(c.nodes[y].op, TASOC_OP_GROUPCONV2D, "the output is the fused groupconv");
	cr_assert_eq(c.nodes[y].attr[TASOC_GROUPCONV2D_ACTIVATION], TASOC_ACTIVATION_RELU);
	int32_t first = c.nodes[y].in[0].node;
	cr_assert_eq(c.nodes[first].op, TASOC_OP_CONV2D, "the groupconv reads the fused conv");
	cr_assert_eq(c.nodes[first].attr[TASOC_CONV2D_ACTIVATION], TASOC_ACTIVATION_RELU);
	cr_assert_eq(tasoc_graph_count_op(&g, TASOC_OP_RELU), 2, "the original is another graph");
	tasoc_graph_free(&c);
	tasoc_graph_free(&g);
}

Test(canon, conv_whose_raw_value_is_read_elsewhere_or_already_activated_is_kept)
{
	tasoc_graph g, c;
	tasoc_graph_init(&g, NULL);
	int32_t x = tasoc_add_input(&g, "x", tasoc_shape_make(4, (const int32_t[]){ 1, 8, 6, 6 }));
	int32_t shared = conv(&g, x, 1, TASOC_ACTIVATION_NONE);  /* read by a relu and an output */
	int32_t fused = conv(&g, x, 1, TASOC_ACTIVATION_RELU);   /* relu(relu(.)) is not a fusion */
	cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(relu(&g, shared), 0), "a"), TASOC_OK);
	cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(shared, 0), "b"), TASOC_OK);
	cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(relu(&g, fused), 0), "c"), TASOC_OK);
	cr_assert_eq(canon(&g, &c), 0);
	cr_assert_eq(tasoc_graph_count_op(&c, TASOC_OP_RELU), 2);
	tasoc_graph_free(&c);
	tasoc_graph_free(&g);
}

Test(canon, fused_relu_that_is_a_graph_output_hands_the_output_to_the_conv)
{
	tasoc_graph g, c;
	tasoc_graph_init(&g, NULL);
	int32_t x = tasoc_add_input(&g, "x", tasoc_shape_make(4, (const int32_t[]){ 1, 8, 6, 6 }));
	int32_t r = relu(&g, conv(&g, x, 1, TASOC_ACTIVATION_NONE));
	cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(r, 0), "y"), TASOC_OK);
	cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(r, 0), "z"), TASOC_OK);
	cr_assert_eq(canon(&g, &c), 1);
	cr_assert_eq(c.outputs[0].node, c.outputs[1].node);
	cr_assert_eq(c.nodes[c.outputs[0].node].op, TASOC_OP_CONV2D);
	tasoc_graph_free(&c);
	tasoc_graph_free(&g);
}

/*
 * Common subexpressions (cse.c), as ONNX Runtime merges them on load: a
 * duplicated chain (conv of one weight, then relu) is one chain, read by
 * both outputs, and fused once merged; two relus of one conv merge, and
 * the conv then has one reader and absorbs it.
 */
Test(canon, duplicated_chains_merge_then_fuse)
{
	tasoc_graph g, c;
	tasoc_graph_init(&g, NULL);
	int32_t x = tasoc_add_input(&g, "x", tasoc_shape_make(4, (const int32_t[]){ 1, 8, 6, 6 }));
	int32_t w = weight(&g, 8, 8);
	int32_t attr[] = { 1, 1, TASOC_PADDING_SAME, TASOC_ACTIVATION_NONE, 1 };
	tasoc_ref in[] = { { x, 0 }, { w, 0 } };
	for (int i = 0; i < 2; i++) {
		int32_t k = tasoc_add_op(&g, TASOC_OP_CONV2D, attr, 2, in, NULL);
		cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(relu(&g, k), 0), i ? "b" : "a"), TASOC_OK);
	}
	int32_t k = conv(&g, x, 1, TASOC_ACTIVATION_NONE); /* a weight of its own: not the same conv */
	cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(relu(&g, k), 0), "c"), TASOC_OK);
	cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(relu(&g, k), 0), "d"), TASOC_OK);
	int32_t merged = -1;
	cr_assert_eq(canon_merged(&g, &c, &merged), 2, "each conv absorbs its relu once the copies are one");
	cr_assert_eq(merged, 3, "the second conv and its relu, and the relu read twice");
	tasoc_graph_prune(&c);
	cr_assert_eq(tasoc_graph_count_op(&c, TASOC_OP_CONV2D), 2);
	cr_assert_eq(tasoc_graph_count_op(&c, TASOC_OP_RELU), 0);
	cr_assert_eq(c.outputs[0].node, c.outputs[1].node);
	cr_assert_eq(c.outputs[2].node, c.outputs[3].node);
	cr_assert_neq(c.outputs[0].node, c.outputs[2].node);
	tasoc_graph_free(&c);
	tasoc_graph_free(&g);
}

/* Weights with the same values and opaque nodes with the same payload stay apart: they are not operators. */
Test(canon, weights_and_opaque_nodes_are_not_merged)
{
	tasoc_graph g, c;
	tasoc_graph_init(&g, NULL);
	static const float d[4] = { 1, 2, 3, 4 };
	tasoc_shape s = tasoc_shape_make(2, (const int32_t[]){ 2, 2 });
	int32_t x = tasoc_add_input(&g, "x", s);
	for (int i = 0; i < 2; i++) {
		int32_t w = tasoc_add_weight(&g, NULL, s, d, true);
		tasoc_ref in[] = { { x, 0 }, { w, 0 } };
		cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(tasoc_add_op(&g, TASOC_OP_EWADD, NULL, 2, in, NULL), 0),
					      i ? "b" : "a"), TASOC_OK);
		tasoc_ref oin[] = { { x, 0 } };
		int32_t o = tasoc_add_opaque(&g, "RandomNormalLike", 1, oin, 1, &s, "p", 1);
		cr_assert_geq(o, 0, "%s", g.err);
		cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(o, 0), i ? "d" : "c"), TASOC_OK);
	}
	int32_t merged = -1; /* no canon(): the interpreter cannot run an opaque node */
	cr_assert_eq(tasoc_graph_clone(&g, &c), TASOC_OK);
	cr_assert_eq(tasoc_canonicalize(&c, NULL, &merged), TASOC_OK, "%s", c.err);
	cr_assert_eq(merged, 0);
	cr_assert_eq(tasoc_graph_validate(&c), TASOC_OK, "%s", c.err);
	cr_assert_eq(tasoc_graph_count_op(&c, TASOC_OP_EWADD), 2);
	cr_assert_eq(tasoc_graph_count_op(&c, TASOC_OP_OPAQUE), 2);
	tasoc_graph_free(&c);
	tasoc_graph_free(&g);
}

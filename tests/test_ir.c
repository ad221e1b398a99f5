/* test_ir.c: graph construction, shape inference errors, topological order, hashing, arenas. */
#include <criterion/criterion.h>
#include <string.h>

#include "../core/ir.h"

static const int32_t d4[] = { 1, 4, 8, 8 }, wd[] = { 6, 4, 3, 3 };

static int32_t conv(tasoc_graph *g, int32_t x, int32_t w)
{
	int32_t attr[] = { 1, 1, TASOC_PADDING_SAME, TASOC_ACTIVATION_NONE };
	tasoc_ref in[] = { { x, 0 }, { w, 0 } };
	return tasoc_add_op(g, TASOC_OP_CONV2D, attr, 2, in, NULL);
}

Test(ir, shape_inference_from_spec)
{
	tasoc_graph g;
	cr_assert_eq(tasoc_graph_init(&g, NULL), TASOC_OK);
	float w[6 * 4 * 9] = { 0 };
	int32_t x = tasoc_add_input(&g, "x", tasoc_shape_make(4, d4));
	int32_t c = conv(&g, x, tasoc_add_weight(&g, "w", tasoc_shape_make(4, wd), w, true));
	cr_assert_geq(c, 0, "%s", g.err);
	const tasoc_shape *s = &g.nodes[c].out[0];
	cr_assert_eq(s->rank, 4);
	cr_assert_eq(s->dim[1], 6);
	cr_assert_eq(s->dim[2], 8);
	/* stride 2 valid: (8 - 3) / 2 + 1 = 3 */
	int32_t attr[] = { 2, 2, TASOC_PADDING_VALID, TASOC_ACTIVATION_RELU };
	tasoc_ref in[] = { { x, 0 }, { c - 1, 0 } };
	int32_t v = tasoc_add_op(&g, TASOC_OP_CONV2D, attr, 2, in, NULL);
	cr_assert_geq(v, 0);
	cr_assert_eq(g.nodes[v].out[0].dim[2], 3);
	tasoc_graph_free(&g);
}

Test(ir, shape_error_names_requirement)
{
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	static const int32_t a[] = { 2, 3 }, b[] = { 4, 5 };
	int32_t x = tasoc_add_input(&g, "x", tasoc_shape_make(2, a));
	int32_t y = tasoc_add_input(&g, "y", tasoc_shape_make(2, b));
	tasoc_ref in[] = { { x, 0 }, { y, 0 } };
	int32_t m = tasoc_add_op(&g, TASOC_OP_MATMUL, NULL, 2, in, "mm");
	cr_assert_eq(m, -1);
	cr_assert(strstr(g.err, "matmul mm") != NULL, "%s", g.err);
	cr_assert(strstr(g.err, "x[1] == y[0]") != NULL, "%s", g.err);
	cr_assert(strstr(g.err, "x [2,3]") != NULL, "%s", g.err);
	/* a failed node leaves the graph unchanged */
	cr_assert_eq(g.nnodes, 2);
	tasoc_graph_free(&g);
}

Test(ir, concat_and_split_shapes)
{
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	static const int32_t a[] = { 2, 3 }, b[] = { 2, 5 };
	int32_t x = tasoc_add_input(&g, "x", tasoc_shape_make(2, a));
	int32_t y = tasoc_add_input(&g, "y", tasoc_shape_make(2, b));
	int32_t axis1[] = { 1 }, axis0[] = { 0 };
	tasoc_ref in[] = { { x, 0 }, { y, 0 } };
	int32_t c = tasoc_add_op(&g, TASOC_OP_CONCAT, axis1, 2, in, NULL);
	cr_assert_eq(g.nodes[c].out[0].dim[1], 8);
	cr_assert_eq(tasoc_add_op(&g, TASOC_OP_CONCAT, axis0, 2, in, NULL), -1, "rows differ: 3 vs 5");
	int32_t sattr[] = { 1, 3 };
	tasoc_ref sin[] = { { c, 0 } };
	int32_t s = tasoc_add_op(&g, TASOC_OP_SPLIT, sattr, 1, sin, NULL);
	cr_assert_geq(s, 0, "%s", g.err);
	cr_assert_eq(g.nodes[s].nout, 2);
	cr_assert_eq(g.nodes[s].out[0].dim[1], 3);
	cr_assert_eq(g.nodes[s].out[1].dim[1], 5);
	tasoc_graph_free(&g);
}

Test(ir, topo_order_and_cycle)
{
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	int32_t x = tasoc_add_input(&g, "x", tasoc_shape_make(4, d4));
	tasoc_ref in[] = { { x, 0 } };
	int32_t r1 = tasoc_add_op(&g, TASOC_OP_RELU, NULL, 1, in, "r1");
	in[0].node = r1;
	int32_t r2 = tasoc_add_op(&g, TASOC_OP_RELU, NULL, 1, in, "r2");
	tasoc_add_output(&g, tasoc_ref_make(r2, 0), "y");
	/* rewire r1 to read r2 after the fact: now r1 -> r2 -> r1 */
	int32_t order[8], n;
	cr_assert_eq(tasoc_graph_topo(&g, false, order, &n), TASOC_OK);
	cr_assert_eq(n, 3);
	cr_assert_eq(order[0], x);
	cr_assert_eq(order[2], r2);
	g.nodes[r1].in[0].node = r2;
	cr_assert_eq(tasoc_graph_validate(&g), TASOC_ERR_CYCLE);
	cr_assert(strstr(g.err, "cycle") != NULL);
	tasoc_graph_free(&g);
}

/* Builds relu(x) + sigmoid(x) with the two branches added in either order. */
static uint64_t branch_hash(bool swap)
{
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	int32_t x = tasoc_add_input(&g, "x", tasoc_shape_make(4, d4));
	tasoc_ref in[] = { { x, 0 } };
	int32_t a, b;
	if (swap) {
		b = tasoc_add_op(&g, TASOC_OP_SIGMOID, NULL, 1, in, NULL);
		a = tasoc_add_op(&g, TASOC_OP_RELU, NULL, 1, in, NULL);
	} else {
		a = tasoc_add_op(&g, TASOC_OP_RELU, NULL, 1, in, NULL);
		b = tasoc_add_op(&g, TASOC_OP_SIGMOID, NULL, 1, in, NULL);
	}
	tasoc_ref s[] = { { a, 0 }, { b, 0 } };
	int32_t y = tasoc_add_op(&g, TASOC_OP_EWADD, NULL, 2, s, NULL);
	tasoc_add_output(&g, tasoc_ref_make(y, 0), "y");
	uint64_t h = tasoc_graph_hash(&g);
	tasoc_graph_free(&g);
	return h;
}

Test(ir, hash_ignores_node_order)
{
	cr_assert_eq(branch_hash(false), branch_hash(true));
}

Test(ir, hash_sees_attributes_and_operands)
{
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	static const int32_t a[] = { 2, 2 };
	int32_t x = tasoc_add_input(&g, "x", tasoc_shape_make(2, a));
	int32_t y = tasoc_add_input(&g, "y", tasoc_shape_make(2, a));
	tasoc_ref xy[] = { { x, 0 }, { y, 0 } }, yx[] = { { y, 0 }, { x, 0 } };
	int32_t m1 = tasoc_add_op(&g, TASOC_OP_MATMUL, NULL, 2, xy, NULL);
	int32_t m2 = tasoc_add_op(&g, TASOC_OP_MATMUL, NULL, 2, yx, NULL);
	tasoc_add_output(&g, tasoc_ref_make(m1, 0), "z");
	uint64_t h1 = tasoc_graph_hash(&g);
	g.outputs[0].node = m2;
	cr_assert_neq(h1, tasoc_graph_hash(&g), "matmul x y and matmul y x must differ");
	int32_t ax0[] = { 0 }, ax1[] = { 1 };
	int32_t c0 = tasoc_add_op(&g, TASOC_OP_CONCAT, ax0, 2, xy, NULL);
	int32_t c1 = tasoc_add_op(&g, TASOC_OP_CONCAT, ax1, 2, xy, NULL);
	g.outputs[0].node = c0;
	uint64_t h0 = tasoc_graph_hash(&g);
	g.outputs[0].node = c1;
	cr_assert_neq(h0, tasoc_graph_hash(&g), "the concat axis must count");
	tasoc_graph_free(&g);
}

Test(ir, clone_is_independent)
{
	tasoc_graph g, c;
	tasoc_graph_init(&g, NULL);
	int32_t x = tasoc_add_input(&g, "x", tasoc_shape_make(4, d4));
	tasoc_ref in[] = { { x, 0 } };
	int32_t r = tasoc_add_op(&g, TASOC_OP_RELU, NULL, 1, in, "r");
	tasoc_add_output(&g, tasoc_ref_make(r, 0), "y");
	cr_assert_eq(tasoc_graph_clone(&g, &c), TASOC_OK);
	in[0].node = r;
	cr_assert_geq(tasoc_add_op(&c, TASOC_OP_TANH, NULL, 1, in, "t"), 0);
	cr_assert_eq(g.nnodes, 2);
	cr_assert_eq(c.nnodes, 3);
	cr_assert_str_eq(tasoc_node_name(&c, 2), "t");
	tasoc_graph_free(&g); /* the store outlives g while c holds it */
	cr_assert_str_eq(tasoc_node_name(&c, 1), "r");
	tasoc_graph_free(&c);
}

Test(ir, arena_exhaustion_is_an_error)
{
	static unsigned char buf[64 * 1024];
	tasoc_arena arena;
	tasoc_arena_init(&arena, buf, sizeof buf);
	tasoc_allocator al = tasoc_arena_allocator(&arena);
	tasoc_graph g;
	cr_assert_eq(tasoc_graph_init(&g, &al), TASOC_OK);
	int32_t last = tasoc_add_input(&g, "x", tasoc_shape_make(4, d4));
	cr_assert_geq(last, 0, "%s", g.err);
	int failed = 0;
	for (int i = 0; i < 1000 && !failed; i++) {
		tasoc_ref in[] = { { last, 0 } };
		int32_t r = tasoc_add_op(&g, TASOC_OP_RELU, NULL, 1, in, NULL);
		if (r < 0)
			failed = 1;
		else
			last = r;
	}
	cr_assert(failed, "64 KiB cannot hold 1000 nodes of %zu bytes", sizeof(tasoc_node));
	cr_assert(strstr(g.err, "out of memory") != NULL, "%s", g.err);
	cr_assert_leq(arena.used, sizeof buf);
}

Test(ir, prune_removes_dead_branches)
{
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	int32_t x = tasoc_add_input(&g, "x", tasoc_shape_make(4, d4));
	tasoc_ref in[] = { { x, 0 } };
	int32_t r = tasoc_add_op(&g, TASOC_OP_RELU, NULL, 1, in, NULL);
	tasoc_add_op(&g, TASOC_OP_TANH, NULL, 1, in, NULL);
	tasoc_add_output(&g, tasoc_ref_make(r, 0), "y");
	cr_assert_eq(tasoc_graph_prune(&g), 1);
	cr_assert_eq(tasoc_graph_live(&g), 2);
	tasoc_graph_free(&g);
}

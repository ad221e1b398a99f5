/* test_uses.c: reader lists of node outputs (runtime/uses.h) and the matcher helpers built on them. */
#include <criterion/criterion.h>
#include <string.h>

#include "../runtime/rewrite.h"

Test(uses, readers_in_node_then_slot_order_then_outputs)
{
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	int32_t d[] = { 2, 3 };
	int32_t x = tasoc_add_input(&g, "x", tasoc_shape_make(2, d));
	tasoc_ref rx = { x, 0 };
	int32_t a = tasoc_add_op(&g, TASOC_OP_RELU, NULL, 1, &rx, "a");
	tasoc_ref aa[] = { { a, 0 }, { a, 0 } };
	int32_t b = tasoc_add_op(&g, TASOC_OP_EWADD, NULL, 2, aa, "b");
	int32_t dead = tasoc_add_op(&g, TASOC_OP_TANH, NULL, 1, &aa[0], "dead");
	g.nodes[dead].dead = 1;
	tasoc_add_output(&g, tasoc_ref_make(b, 0), "y");
	tasoc_add_output(&g, tasoc_ref_make(a, 0), "z");

	tasoc_uses u;
	tasoc_uses_init(&u, NULL);
	cr_assert_eq(tasoc_uses_build(&u, &g), TASOC_OK);
	int32_t n;
	const tasoc_use *e = tasoc_uses_of(&u, a, &n);
	cr_assert_eq(n, 3, "two slots of b and graph output 1; the dead tanh is not a reader");
	cr_assert(e[0].node == b && e[0].slot == 0 && e[0].out == 0);
	cr_assert(e[1].node == b && e[1].slot == 1);
	cr_assert(e[2].node == TASOC_USE_OUTPUT && e[2].slot == 1);
	cr_assert_eq(tasoc_uses_count(&u, tasoc_ref_make(a, 0)), 3);
	cr_assert_eq(tasoc_uses_count(&u, rx), 1);
	tasoc_uses_of(&u, b + 10, &n);
	cr_assert_eq(n, 0, "nodes past the build have no readers");

	/* b reads a twice but is one candidate root */
	const tasoc_use *list;
	int32_t k = tasoc_rw_readers(&g, &u, aa[0], &list), cands = 0;
	for (int32_t i = 0; i < k; i++)
		cands += tasoc_rw_reader(&g, list, i, aa[0]) >= 0;
	cr_assert_eq(cands, 1);
	k = tasoc_rw_readers(&g, NULL, aa[0], &list);
	cands = 0;
	for (int32_t i = 0; i < k; i++)
		cands += tasoc_rw_reader(&g, list, i, aa[0]) >= 0;
	cr_assert_eq(cands, 1, "without the table: the same candidates by scanning");

	/* a rebuild after the graph grew sees the new reader */
	tasoc_ref rb = { b, 0 };
	int32_t c = tasoc_add_op(&g, TASOC_OP_SIGMOID, NULL, 1, &rb, "c");
	cr_assert_eq(tasoc_uses_build(&u, &g), TASOC_OK);
	e = tasoc_uses_of(&u, b, &n);
	cr_assert_eq(n, 2);
	cr_assert_eq(e[0].node, c);
	cr_assert_eq(e[1].node, TASOC_USE_OUTPUT);
	tasoc_uses_free(&u);
	tasoc_graph_free(&g);
}

Test(uses, rewrite_rolls_back_on_shape_failure)
{
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	int32_t d1[] = { 2, 3 }, d2[] = { 4, 5 };
	int32_t x = tasoc_add_input(&g, "x", tasoc_shape_make(2, d1));
	int32_t y = tasoc_add_input(&g, "y", tasoc_shape_make(2, d2));
	tasoc_ref rx = { x, 0 };
	int32_t r = tasoc_add_op(&g, TASOC_OP_RELU, NULL, 1, &rx, NULL);
	tasoc_add_output(&g, tasoc_ref_make(r, 0), NULL);
	int32_t before = g.nnodes;
	tasoc_match m = { .nnodes = 1, .node = { r } };
	tasoc_rw rw;
	tasoc_rw_begin(&rw, &g, NULL);
	tasoc_ref t = tasoc_rw_add(&rw, TASOC_OP_TANH, NULL, 1, &rx);
	tasoc_ref bad[] = { t, { y, 0 } };
	tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, bad); /* [2,3] + [4,5] */
	cr_assert_eq(t2.node, -1);
	tasoc_ref old[] = { { r, 0 } };
	cr_assert_eq(tasoc_rw_finish(&rw, "test", &m, old, &t2, 1), TASOC_ERR_SHAPE);
	cr_assert_eq(g.nnodes, before, "the tanh added before the failure is removed");
	cr_assert_eq(g.outputs[0].node, r);

	/* a new root of another shape is refused too */
	tasoc_rw_begin(&rw, &g, NULL);
	tasoc_ref ry = { y, 0 };
	tasoc_ref t3 = tasoc_rw_add(&rw, TASOC_OP_TANH, NULL, 1, &ry);
	cr_assert_eq(tasoc_rw_finish(&rw, "test", &m, old, &t3, 1), TASOC_ERR_SHAPE);
	cr_assert_eq(g.nnodes, before);

	/* and a good one redirects the output */
	tasoc_rw_begin(&rw, &g, NULL);
	tasoc_ref t4 = tasoc_rw_add(&rw, TASOC_OP_TANH, NULL, 1, &rx);
	cr_assert_eq(tasoc_rw_finish(&rw, "test", &m, old, &t4, 1), TASOC_OK);
	cr_assert_eq(g.outputs[0].node, t4.node);
	tasoc_graph_free(&g);
}

/* Depths bound the acyclicity walk: an ancestor is always shallower; a cycle leaves none. */
Test(uses, depths_order_ancestors_and_vanish_on_a_cycle)
{
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	static const int32_t xs[] = { 2, 2 };
	int32_t x = tasoc_add_input(&g, "x", tasoc_shape_make(2, xs));
	tasoc_ref in[] = { { x, 0 } };
	int32_t a = tasoc_add_op(&g, TASOC_OP_RELU, NULL, 1, in, "a");
	tasoc_ref ax[] = { { a, 0 }, { x, 0 } };
	int32_t b = tasoc_add_op(&g, TASOC_OP_EWADD, NULL, 2, ax, "b");
	tasoc_add_output(&g, tasoc_ref_make(b, 0), "y");
	tasoc_uses u;
	tasoc_uses_init(&u, NULL);
	cr_assert_eq(tasoc_uses_build(&u, &g), TASOC_OK);
	cr_assert_not_null(u.depth);
	cr_assert_eq(u.depth[x], 0);
	cr_assert_eq(u.depth[a], 1);
	cr_assert_eq(u.depth[b], 2, "the longest path, not the shortest");
	/* with b as a root and a as a variable: a does not depend on b */
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.var[0] = tasoc_ref_make(a, 0);
	tasoc_ref roots[] = { { b, 0 } };
	cr_assert(tasoc_rw_acyclic(&g, &u, &m, 1, roots, 1));
	/* b as the variable and a as the root: b reads a, a cycle */
	m.var[0] = tasoc_ref_make(b, 0);
	roots[0] = tasoc_ref_make(a, 0);
	cr_assert_not(tasoc_rw_acyclic(&g, &u, &m, 1, roots, 1));
	cr_assert_not(tasoc_rw_acyclic(&g, NULL, &m, 1, roots, 1));
	/* ancestor sets: x and a are above b, nothing is above x */
	cr_assert_eq(tasoc_uses_above(&u, x, b), 1);
	cr_assert_eq(tasoc_uses_above(&u, a, b), 1);
	cr_assert_eq(tasoc_uses_above(&u, x, a), 1);
	cr_assert_eq(tasoc_uses_above(&u, b, a), 0);
	cr_assert_eq(tasoc_uses_above(&u, a, x), 0);
	cr_assert_eq(tasoc_uses_above(&u, b, b), 0);
	g.nodes[a].in[0] = tasoc_ref_make(b, 0); /* a reads b reads a */
	cr_assert_eq(tasoc_uses_build(&u, &g), TASOC_OK);
	cr_assert_null(u.depth, "a cycle leaves no depths");
	cr_assert_eq(tasoc_uses_above(&u, a, b), -1, "nor ancestor sets");
	tasoc_uses_free(&u);
	tasoc_graph_free(&g);
}

/*
 * The three ways tasoc_rw_acyclic answers agree on a 40-node chain:
 * ancestor sets, the walk bounded by depths, and the plain walk.
 */
Test(uses, acyclic_answers_agree_on_a_long_chain)
{
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	static const int32_t xs[] = { 2, 2 };
	int32_t chain[41];
	chain[0] = tasoc_add_input(&g, "x", tasoc_shape_make(2, xs));
	for (int i = 1; i <= 40; i++) {
		tasoc_ref in[] = { { chain[i - 1], 0 } };
		chain[i] = tasoc_add_op(&g, TASOC_OP_RELU, NULL, 1, in, NULL);
	}
	tasoc_add_output(&g, tasoc_ref_make(chain[40], 0), "y");
	tasoc_uses u;
	tasoc_uses_init(&u, NULL);
	cr_assert_eq(tasoc_uses_build(&u, &g), TASOC_OK);
	cr_assert_not_null(u.anc);
	tasoc_match m;
	memset(&m, 0, sizeof m);
	for (int head = 1; head <= 40; head += 13)
		for (int tail = 0; tail <= 40; tail += 7) {
			m.var[0] = tasoc_ref_make(chain[tail], 0);
			tasoc_ref roots[] = { { chain[head], 0 } };
			bool want = tail < head; /* the variable is upstream of the root */
			cr_assert_eq(tasoc_rw_acyclic(&g, &u, &m, 1, roots, 1), want, "sets %d %d", head, tail);
			cr_assert_eq(tasoc_rw_acyclic(&g, NULL, &m, 1, roots, 1), want, "walk %d %d", head, tail);
			uint64_t *anc = u.anc;
			u.anc = NULL;
			cr_assert_eq(tasoc_rw_acyclic(&g, &u, &m, 1, roots, 1), want, "depths %d %d", head, tail);
			u.anc = anc;
		}
	tasoc_uses_free(&u);
	tasoc_graph_free(&g);
}

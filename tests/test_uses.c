/* test_uses.c: reader lists of node outputs (core/uses.h) and the matcher helpers built on them. */
#include <criterion/criterion.h>
#include <string.h>

#include "../core/rewrite.h"

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

static int visit_count;
static tasoc_match visited;

static int count_visit(void *ctx, const tasoc_match *m)
{
	(void)ctx;
	visit_count++;
	visited = *m;
	return 7;
}

/*
 * tasoc_rw_found, the last step of every generated matcher: a match whose
 * intermediate result (the split, read at output 1 as r.out1 says) has a
 * reader outside it is refused, and so is one whose variable reads a root;
 * otherwise visit sees it, completed (nnodes, the slots the rule does not
 * bind zeroed), and its answer comes back. With and without readers.
 */
Test(uses, found_refuses_outside_readers_and_cycles)
{
	for (int with_uses = 0; with_uses < 2; with_uses++) {
		tasoc_graph g;
		tasoc_graph_init(&g, NULL);
		int32_t xs[] = { 2, 4 };
		tasoc_ref x = { tasoc_add_input(&g, "x", tasoc_shape_make(2, xs)), 0 };
		int32_t split_attr[] = { 1, 2 };
		int32_t s = tasoc_add_op(&g, TASOC_OP_SPLIT, split_attr, 1, &x, NULL);
		tasoc_ref s1 = { s, 1 };
		int32_t r = tasoc_add_op(&g, TASOC_OP_RELU, NULL, 1, &s1, NULL);
		tasoc_add_output(&g, tasoc_ref_make(s, 0), NULL);
		tasoc_add_output(&g, tasoc_ref_make(r, 0), NULL);
		tasoc_uses u;
		tasoc_uses_init(&u, NULL);
		cr_assert_eq(tasoc_uses_build(&u, &g), TASOC_OK);
		tasoc_matching mc = { &g, with_uses ? &u : NULL, count_visit, NULL };

		/* (relu (split1 ?a ?x)): output 1 of the split is read by the relu alone */
		static const tasoc_rw_root relu_root[] = { { 0, 0, TASOC_RW_VAR(0) } };
		const tasoc_rule relu_split1 = { "relu_split1", NULL, NULL, NULL, relu_root, TASOC_OP_RELU, 2, 0, 1, 1, 1, 0x2, NULL };
		tasoc_match m;
		memset(&m, 0xab, sizeof m); /* as a matcher leaves it: only what the rule binds is written */
		m.node[0] = r;
		m.node[1] = s;
		m.var[0] = x;
		m.attr[0] = 1;
		tasoc_match want = { .nnodes = 2, .node = { r, s }, .var = { x }, .attr = { 1 } };
		visit_count = 0;
		cr_assert_eq(tasoc_rw_found(&relu_split1, &mc, &m), 7);
		cr_assert_eq(visit_count, 1);
		cr_assert(memcmp(&visited, &want, sizeof want) == 0, "the match is completed before visit sees it");
		/* read as output 0, which a graph output reads: refused */
		const tasoc_rule relu_split0 = { "relu_split0", NULL, NULL, NULL, relu_root, TASOC_OP_RELU, 2, 0, 1, 1, 1, 0, NULL };
		cr_assert_eq(tasoc_rw_found(&relu_split0, &mc, &m), 0);
		cr_assert_eq(visit_count, 1, "a refused match is not visited");

		/* [(relu ?x) (tanh ?y)] with ?y the first relu's output: the rewrite would make a cycle */
		tasoc_ref rr = { r, 0 };
		int32_t t = tasoc_add_op(&g, TASOC_OP_TANH, NULL, 1, &rr, NULL);
		tasoc_add_output(&g, tasoc_ref_make(t, 0), NULL);
		cr_assert_eq(tasoc_uses_build(&u, &g), TASOC_OK);
		static const tasoc_rw_root two_roots[] = { { 0, 0, TASOC_RW_VAR(0) }, { 1, 0, TASOC_RW_VAR(1) } };
		const tasoc_rule pair = { "pair", NULL, NULL, NULL, two_roots, TASOC_OP_RELU, 2, 0, 2, 2, 0, 0, NULL };
		tasoc_match mp = { .nnodes = 2, .node = { r, t }, .var = { s1, rr } };
		cr_assert_eq(tasoc_rw_found(&pair, &mc, &mp), 0);
		mp.var[1] = s1; /* both read the split: no cycle */
		cr_assert_eq(tasoc_rw_found(&pair, &mc, &mp), 7);
		cr_assert_eq(visit_count, 2);
		tasoc_uses_free(&u);
		tasoc_graph_free(&g);
	}
}

/* tasoc_rule_apply builds a right side given as data (core/rule.h), or leaves the graph as it was. */
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
	tasoc_match m = { .nnodes = 1, .node = { r }, .var = { { x, 0 }, { y, 0 } } };
	static const tasoc_rw_root replace_r[] = { { 0, 0, TASOC_RW_NEW(0, 0) } };

	/* (ewadd (tanh ?x) ?y): [2,3] + [4,5] fails on the second node */
	static const tasoc_rw_node tanh_add[] = {
		{ TASOC_OP_TANH, 0x00, { TASOC_RW_VAR(0) }, { 0 } },
		{ TASOC_OP_EWADD, 0x00, { TASOC_RW_NEW(0, 0), TASOC_RW_VAR(1) }, { 0 } },
	};
	static const tasoc_rw_root replace_r_by_t1[] = { { 0, 0, TASOC_RW_NEW(1, 0) } };
	const tasoc_rule bad = { "bad", NULL, NULL, tanh_add, replace_r_by_t1, TASOC_OP_RELU, 1, 2, 1, 2, 0, 0, NULL };
	cr_assert_eq(tasoc_rule_apply(&bad, &g, NULL, &m), TASOC_ERR_SHAPE);
	cr_assert_eq(g.nnodes, before, "the tanh added before the failure is removed");
	cr_assert_eq(g.outputs[0].node, r);
	cr_assert_str_eq(g.err, "rule bad: the target's shapes do not fit this match");

	/* a new root of another shape is refused too: (tanh ?y) for (relu ?x) */
	static const tasoc_rw_node tanh_y[] = { { TASOC_OP_TANH, 0x00, { TASOC_RW_VAR(1) }, { 0 } } };
	const tasoc_rule other = { "other", NULL, NULL, tanh_y, replace_r, TASOC_OP_RELU, 1, 1, 1, 2, 0, 0, NULL };
	cr_assert_eq(tasoc_rule_apply(&other, &g, NULL, &m), TASOC_ERR_SHAPE);
	cr_assert_eq(g.nnodes, before);

	/* and a good one redirects the output */
	static const tasoc_rw_node tanh_x[] = { { TASOC_OP_TANH, 0x00, { TASOC_RW_VAR(0) }, { 0 } } };
	const tasoc_rule good = { "good", NULL, NULL, tanh_x, replace_r, TASOC_OP_RELU, 1, 1, 1, 2, 0, 0, NULL };
	cr_assert_eq(tasoc_rule_apply(&good, &g, NULL, &m), TASOC_OK);
	cr_assert_eq(g.nnodes, before + 1);
	cr_assert_eq(g.nodes[before].op, TASOC_OP_TANH);
	cr_assert_eq(g.outputs[0].node, before);
	tasoc_graph_free(&g);
}

/*
 * Attribute variables come from the match, a split's size from the root it
 * replaces, and a right side that is a bare variable builds nothing: the
 * two relus of [x:2x3, y:2x5] merged through a concat on the axis the
 * match bound, then split back at x's width, with and without readers.
 */
Test(uses, rewrite_reads_attribute_variables_and_sizes_splits)
{
	static const tasoc_rw_node merge[] = {
		{ TASOC_OP_CONCAT, 0x01, { TASOC_RW_VAR(0), TASOC_RW_VAR(1) }, { 0 } }, /* axis ?a, m.attr[0] */
		{ TASOC_OP_RELU, 0x00, { TASOC_RW_NEW(0, 0) }, { 0 } },
		{ TASOC_OP_SPLIT, 0x00, { TASOC_RW_NEW(1, 0) }, { 1 } },
	};
	static const tasoc_rw_root both[] = { { 0, 0, TASOC_RW_NEW(2, 0) }, { 1, 0, TASOC_RW_NEW(2, 1) } };
	const tasoc_rule rule = { "merge", NULL, NULL, merge, both, TASOC_OP_RELU, 2, 3, 2, 2, 1, 0, NULL };
	for (int with_uses = 0; with_uses < 2; with_uses++) {
		tasoc_graph g;
		tasoc_graph_init(&g, NULL);
		int32_t d1[] = { 2, 3 }, d2[] = { 2, 5 };
		tasoc_ref x = { tasoc_add_input(&g, "x", tasoc_shape_make(2, d1)), 0 };
		tasoc_ref y = { tasoc_add_input(&g, "y", tasoc_shape_make(2, d2)), 0 };
		int32_t a = tasoc_add_op(&g, TASOC_OP_RELU, NULL, 1, &x, NULL);
		int32_t b = tasoc_add_op(&g, TASOC_OP_RELU, NULL, 1, &y, NULL);
		tasoc_add_output(&g, tasoc_ref_make(a, 0), NULL);
		tasoc_add_output(&g, tasoc_ref_make(b, 0), NULL);
		tasoc_uses u;
		tasoc_uses_init(&u, NULL);
		cr_assert_eq(tasoc_uses_build(&u, &g), TASOC_OK);
		tasoc_match m = { .nnodes = 2, .node = { a, b }, .var = { x, y }, .attr = { 1 } };
		int32_t first = g.nnodes;
		cr_assert_eq(tasoc_rule_apply(&rule, &g, with_uses ? &u : NULL, &m), TASOC_OK, "%s", g.err);
		cr_assert_eq(g.nnodes, first + 3);
		cr_assert_eq(g.nodes[first].attr[TASOC_CONCAT_AXIS], 1);
		cr_assert_eq(g.nodes[first].out[0].dim[1], 8);
		cr_assert_eq(g.nodes[first + 2].attr[TASOC_SPLIT_AXIS], 1);
		cr_assert_eq(g.nodes[first + 2].attr[TASOC_SPLIT_SIZE], 3, "x's width");
		cr_assert(tasoc_ref_eq(g.outputs[0], tasoc_ref_make(first + 2, 0)));
		cr_assert(tasoc_ref_eq(g.outputs[1], tasoc_ref_make(first + 2, 1)));

		/* (relu ?x) => ?x: nothing built, the reader of the root now reads x */
		static const tasoc_rw_root to_x[] = { { 0, 0, TASOC_RW_VAR(0) } };
		const tasoc_rule drop = { "drop", NULL, NULL, NULL, to_x, TASOC_OP_RELU, 1, 0, 1, 1, 0, 0, NULL };
		tasoc_ref r2 = tasoc_ref_make(first + 2, 0);
		int32_t c = tasoc_add_op(&g, TASOC_OP_RELU, NULL, 1, &r2, NULL);
		tasoc_ref rc = { c, 0 };
		int32_t d = tasoc_add_op(&g, TASOC_OP_TANH, NULL, 1, &rc, NULL);
		tasoc_match m2 = { .nnodes = 1, .node = { c }, .var = { r2 } };
		int32_t n = g.nnodes;
		cr_assert_eq(tasoc_rule_apply(&drop, &g, NULL, &m2), TASOC_OK);
		cr_assert_eq(g.nnodes, n);
		cr_assert(tasoc_ref_eq(g.nodes[d].in[0], r2));
		tasoc_uses_free(&u);
		tasoc_graph_free(&g);
	}
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

/* Every match a rule finds at a node, in order. */
typedef struct match_log {
	tasoc_match m[4096];
	int n;
} match_log;

static int log_match(void *ctx, const tasoc_match *m)
{
	match_log *l = ctx;
	cr_assert_lt(l->n, 4096);
	l->m[l->n++] = *m;
	return 0;
}

/*
 * Parallel relus, transposes and pools (pairs to merge) beside a chain
 * (pairs with a path between them, which must not merge).
 */
static void build_parallel(tasoc_graph *g)
{
	int32_t d[] = { 1, 4, 8, 8 }, d2[] = { 8, 8 };
	tasoc_graph_init(g, NULL);
	tasoc_ref x = { tasoc_add_input(g, "x", tasoc_shape_make(4, d)), 0 };
	tasoc_ref m = { tasoc_add_input(g, "m", tasoc_shape_make(2, d2)), 0 };
	tasoc_ref r[4], t[3];
	for (int i = 0; i < 4; i++)
		r[i] = tasoc_ref_make(tasoc_add_op(g, TASOC_OP_RELU, NULL, 1, i < 2 ? &x : &r[i - 1], NULL), 0);
	t[0] = tasoc_ref_make(tasoc_add_op(g, TASOC_OP_TRANSPOSE, NULL, 1, &m, NULL), 0);
	t[1] = tasoc_ref_make(tasoc_add_op(g, TASOC_OP_TRANSPOSE, NULL, 1, &m, NULL), 0);
	t[2] = tasoc_ref_make(tasoc_add_op(g, TASOC_OP_TRANSPOSE, NULL, 1, &t[0], NULL), 0);
	int32_t pool[] = { 3, 3, 1, 1, TASOC_PADDING_SAME, 1 };
	tasoc_ref p0 = { tasoc_add_op(g, TASOC_OP_AVGPOOL2D, pool, 1, &x, NULL), 0 };
	tasoc_ref p1 = { tasoc_add_op(g, TASOC_OP_AVGPOOL2D, pool, 1, &r[0], NULL), 0 };
	tasoc_ref outs[] = { r[1], r[3], t[1], t[2], p0, p1 };
	for (int i = 0; i < 6; i++)
		cr_assert_eq(tasoc_add_output(g, outs[i], NULL), TASOC_OK, "%s", g->err);
}

/*
 * A further root that shares no variable with the first is looked for in
 * the per-operator lists (tasoc_rw_peers) when a uses table is given, and
 * among all nodes without one: both must find the same matches in the same
 * order, on every rule at every node, so the search's choices are those of
 * the scan.
 */
Test(uses, operator_index_finds_what_the_scan_of_every_node_finds)
{
	static match_log with, without;
	tasoc_graph g;
	build_parallel(&g);
	for (int pass = 0; pass < 2; pass++) {
		if (pass == 1) { /* a dead relu beside the live ones is no candidate */
			tasoc_ref x = { 0, 0 };
			int32_t d = tasoc_add_op(&g, TASOC_OP_RELU, NULL, 1, &x, NULL);
			cr_assert_geq(d, 0);
			g.nodes[d].dead = 1;
		}
		tasoc_uses u;
		tasoc_uses_init(&u, NULL);
		cr_assert_eq(tasoc_uses_build(&u, &g), TASOC_OK);
		int peers = 0, pairs = 0;
		for (int r = 0; r < tasoc_nrules; r++) {
			bool pair = strstr(tasoc_rules[r].text, "[(relu ?x) (relu ?y)]") ||
				    strstr(tasoc_rules[r].text, "[(transpose ?x) (transpose ?y)]") ||
				    strstr(tasoc_rules[r].text, "[(avgpool2d");
			for (int32_t v = 0; v < g.nnodes; v++) {
				if (g.nodes[v].dead)
					continue;
				with.n = without.n = 0;
				tasoc_rule_match(&tasoc_rules[r], &g, &u, v, log_match, &with);
				tasoc_rule_match(&tasoc_rules[r], &g, NULL, v, log_match, &without);
				cr_assert_eq(with.n, without.n, "%s at node %d: %d matches with the index, %d without",
					     tasoc_rules[r].name, (int)v, with.n, without.n);
				for (int i = 0; i < with.n; i++)
					cr_assert(memcmp(&with.m[i], &without.m[i], sizeof with.m[i]) == 0,
						  "%s at node %d: match %d differs", tasoc_rules[r].name, (int)v, i);
				peers += pair ? with.n : 0;
				pairs += pair;
			}
		}
		cr_assert_gt(pairs, 0, "the pair rules were tried");
		/* relu 0 with relu 1 (both read x), transpose 0 with 1, the two pools: both orders, two axes */
		cr_assert_gt(peers, 0, "the pair rules matched somewhere");
		const int32_t *list;
		int32_t n = tasoc_rw_peers(&g, &u, TASOC_OP_RELU, &list);
		cr_assert_eq(n, 4);
		for (int32_t i = 0; i < n; i++)
			cr_assert(!g.nodes[list[i]].dead && g.nodes[list[i]].op == TASOC_OP_RELU);
		cr_assert_eq(tasoc_rw_peers(&g, NULL, TASOC_OP_RELU, &list), g.nnodes);
		cr_assert_null(list);
		tasoc_uses_free(&u);
	}
	tasoc_graph_free(&g);
}

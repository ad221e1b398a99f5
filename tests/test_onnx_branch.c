/* test_onnx_branch.c: the branches of an opaque If imported as models of their own and written back optimized. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../host/onnx/onnx.h"
#include "../core/tasoc.h"

/*
 * tests/models/if_branches.onnx (tools/make_onnx_models.py --bad): two Ifs
 * on the graph input c. If 'f' reads r (computed), d (computed, read only
 * by a node of its then branch that no one reads) and the weights W1, W2,
 * a, b: its then branch multiplies by W1 then W2 and ends in a Softmax
 * (opaque until softmax was mapped, 2026-11-28), its else branch computes r*a + r*b. If 'g''s then branch holds a
 * NonZero, whose shape is known only at run time. tests/onnx_e2e.sh runs
 * the same model through tasoc optimize and ONNX Runtime, for both values
 * of c.
 */

static int32_t node_named(const tasoc_graph *g, const char *name)
{
	for (int32_t v = 0; v < g->nnodes; v++)
		if (!g->nodes[v].dead && strcmp(tasoc_node_name(g, v), name) == 0)
			return v;
	return -1;
}

static void load(tasoc_graph *g, tasoc_onnx_model **m)
{
	tasoc_graph_init(g, NULL);
	cr_assert_eq(tasoc_onnx_load("tests/models/if_branches.onnx", g, m), TASOC_OK, "%s", g->err);
}

/* Branch k of node v imported into bg; its model. */
static tasoc_onnx_model *branch(const tasoc_onnx_model *m, const tasoc_graph *g, int32_t v, int k, tasoc_graph *bg)
{
	tasoc_onnx_model *bm = NULL;
	tasoc_onnx_options o = { 0 };
	tasoc_graph_init(bg, NULL);
	cr_assert_eq(tasoc_onnx_branch_import(m, g, v, k, &o, bg, &bm), TASOC_OK, "%s", bg->err);
	return bm;
}

/* Branch k of node v optimized (analytical costs) and written back. */
static void optimize_branch(const tasoc_onnx_model *m, tasoc_graph *g, int32_t v, int k)
{
	tasoc_graph bg, best;
	tasoc_onnx_model *bm = branch(m, g, v, k, &bg);
	tasoc_options o;
	tasoc_stats st;
	tasoc_options_default(&o);
	cr_assert_eq(tasoc_optimize(&bg, &o, &best, &st), TASOC_OK, "%s", bg.err);
	cr_expect_gt(st.napplied, 0, "branch %d: no rule applied", k);
	cr_assert_eq(tasoc_onnx_branch_replace(m, g, v, k, bm, &best, NULL), TASOC_OK, "%s", g->err);
	tasoc_stats_free(&bg, &st);
	tasoc_graph_free(&best);
	tasoc_onnx_free(bm);
	tasoc_graph_free(&bg);
}

Test(onnx_branch, the_branches_of_an_opaque_if_import_as_models_of_their_own)
{
	tasoc_graph g, bg;
	tasoc_onnx_model *m = NULL;
	load(&g, &m);
	int32_t f = node_named(&g, "f"), r = node_named(&g, "r");
	cr_assert(f >= 0 && r >= 0);
	cr_expect_eq(tasoc_onnx_branch_count(&g, f), 2);
	cr_expect_eq(tasoc_onnx_branch_count(&g, r), 0, "a Relu has no branches");
	char label[128];
	int nodes = -1;
	cr_expect_str_eq(tasoc_onnx_branch_label(&g, f, 1, label, sizeof label, &nodes), "node 'f' (If) else_branch");
	cr_expect_eq(nodes, 3);
	/* then: r and d are its inputs, W1 and W2 its weights; the Relu no one reads is dropped by the import */
	tasoc_onnx_model *bm = branch(m, &g, f, 0, &bg);
	cr_expect_eq(tasoc_graph_count_op(&bg, TASOC_OP_INPUT), 2);
	cr_expect_eq(tasoc_graph_count_op(&bg, TASOC_OP_MATMUL), 2);
	cr_expect_eq(tasoc_graph_count_op(&bg, TASOC_OP_RELU), 0);
	cr_expect_eq(tasoc_graph_count_op(&bg, TASOC_OP_SOFTMAX), 1, "the Softmax (over the last axis)");
	cr_expect_eq(tasoc_onnx_count_opaque(&bg), 0);
	cr_expect_eq(tasoc_onnx_model_info(bm)->pruned, 1);
	cr_expect(node_named(&bg, "W1") >= 0 && node_named(&bg, "W2") >= 0, "the enclosing graph's weights are its weights");
	tasoc_onnx_free(bm);
	tasoc_graph_free(&bg);
	/* else: r * a + r * b, all mapped */
	bm = branch(m, &g, f, 1, &bg);
	cr_expect_eq(tasoc_graph_count_op(&bg, TASOC_OP_EWMUL), 2);
	cr_expect_eq(tasoc_graph_count_op(&bg, TASOC_OP_EWADD), 1);
	cr_expect_eq(tasoc_onnx_count_opaque(&bg), 0);
	tasoc_onnx_free(bm);
	tasoc_graph_free(&bg);
	tasoc_onnx_free(m);
	tasoc_graph_free(&g);
}

Test(onnx_branch, a_branch_that_cannot_be_imported_names_its_if_and_the_node_at_fault)
{
	tasoc_graph g, bg;
	tasoc_onnx_model *m = NULL, *bm = NULL;
	load(&g, &m);
	int32_t gi = node_named(&g, "g");
	cr_assert_geq(gi, 0);
	tasoc_onnx_options o = { 0 };
	tasoc_graph_init(&bg, NULL);
	cr_expect_neq(tasoc_onnx_branch_import(m, &g, gi, 0, &o, &bg, &bm), TASOC_OK);
	cr_expect_null(bm);
	cr_expect(strstr(bg.err, "node 'g' (If) then_branch: ") == bg.err && strstr(bg.err, "'nz' (NonZero)"), "%s", bg.err);
	tasoc_graph_free(&bg);
	tasoc_graph_init(&bg, NULL);
	cr_expect_eq(tasoc_onnx_branch_import(m, &g, node_named(&g, "r"), 0, &o, &bg, &bm), TASOC_ERR_ARG, "not an If");
	tasoc_graph_free(&bg);
	tasoc_onnx_free(m);
	tasoc_graph_free(&g);
}

Test(onnx_branch, optimized_branches_go_back_into_their_if)
{
	tasoc_graph g, g2, bg;
	tasoc_onnx_model *m = NULL, *m2 = NULL;
	load(&g, &m);
	int32_t f = node_named(&g, "f");
	cr_assert_geq(f, 0);
	cr_expect_eq(g.nodes[f].nin, 3, "c, r and d");
	optimize_branch(m, &g, f, 0);
	optimize_branch(m, &g, f, 1);
	cr_expect_eq(g.nodes[f].nin, 2, "c and r: the optimized then branch no longer reads d");
	/* The model written and read again: its If holds the optimized branches. */
	void *data;
	size_t size;
	cr_assert_eq(tasoc_onnx_export(m, &g, &data, &size), TASOC_OK, "%s", g.err);
	tasoc_graph_init(&g2, NULL);
	cr_assert_eq(tasoc_onnx_import(data, size, &g2, &m2), TASOC_OK, "%s", g2.err);
	free(data);
	int32_t f2 = node_named(&g2, "f");
	cr_assert_geq(f2, 0);
	tasoc_onnx_model *bm = branch(m2, &g2, f2, 0, &bg);
	cr_expect_eq(tasoc_graph_count_op(&bg, TASOC_OP_MATMUL), 1, "W1 W2 folded into one weight");
	cr_expect_eq(tasoc_graph_count_op(&bg, TASOC_OP_INPUT), 1, "r only");
	cr_expect_eq(tasoc_graph_count_op(&bg, TASOC_OP_SOFTMAX), 1, "the Softmax");
	/* 'const_folded0' is the enclosing graph's (a Mul's output): the folded weight is named otherwise */
	cr_expect_lt(node_named(&bg, "const_folded0"), 0);
	cr_expect_geq(node_named(&bg, "const_folded0_1"), 0);
	tasoc_onnx_free(bm);
	tasoc_graph_free(&bg);
	bm = branch(m2, &g2, f2, 1, &bg);
	cr_expect_eq(tasoc_graph_count_op(&bg, TASOC_OP_EWMUL), 1, "r * (a + b), a + b folded");
	cr_expect_eq(tasoc_graph_count_op(&bg, TASOC_OP_EWADD), 0);
	tasoc_onnx_free(bm);
	tasoc_graph_free(&bg);
	tasoc_onnx_free(m2);
	tasoc_graph_free(&g2);
	tasoc_onnx_free(m);
	tasoc_graph_free(&g);
}

Test(onnx_branch, a_branch_whose_outputs_changed_is_refused_and_the_if_stays_as_it_was)
{
	tasoc_graph g, bg;
	tasoc_onnx_model *m = NULL;
	load(&g, &m);
	int32_t f = node_named(&g, "f");
	cr_assert_geq(f, 0);
	tasoc_onnx_model *bm = branch(m, &g, f, 1, &bg);
	bg.output_names[0] = tasoc_store_string(bg.store, "renamed");
	tasoc_node before = g.nodes[f];
	cr_expect_neq(tasoc_onnx_branch_replace(m, &g, f, 1, bm, &bg, NULL), TASOC_OK);
	cr_expect(strstr(g.err, "node 'f' (If) else_branch: ") == g.err && strstr(g.err, "'e_out'"), "%s", g.err);
	cr_expect_eq(memcmp(&before, &g.nodes[f], sizeof before), 0, "the If changed");
	tasoc_onnx_free(bm);
	tasoc_graph_free(&bg);
	tasoc_onnx_free(m);
	tasoc_graph_free(&g);
}

/* test_fused_transpose.c: a transpose only matrix products read costs nothing where the runtime runs it inside them (ORT's FusedMatMul). */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "../core/cost.h"
#include "../core/extract.h"
#include "../host/ilp/extract_ilp.h"
#include "../core/tasoc.h"
#include "../tools/models.h"
#include "graph_run.h"

/*
 * Unit costs, so that the sums are exact: a matrix product 1 ms, a
 * transpose 0.5 ms, anything else 0.25 ms. The "fused" backend says, as the
 * ort backend does, that its runtime runs a transpose read only by matrix
 * products, as their right operand, inside them (ONNX Runtime's
 * MatmulTransposeFusion; measured in docs/benchmarks.md, "Layouts in ONNX
 * Runtime").
 */
static double unit_cost(void *ctx, const tasoc_cost_key *k)
{
	(void)ctx;
	return k->op == TASOC_OP_MATMUL ? 1.0 : k->op == TASOC_OP_TRANSPOSE ? 0.5 : 0.25;
}

static const tasoc_cost_backend fused = { "fused", unit_cost, NULL, NULL, TASOC_COST_FUSES_TRANSPOSE_MATMUL, 0, NULL };
static const tasoc_cost_backend apart = { "apart", unit_cost, NULL, NULL, 0, 0, NULL };

static int32_t input(tasoc_graph *g, const char *name, int32_t r, int32_t c)
{
	return tasoc_add_input(g, name, tasoc_shape_make(2, (const int32_t[]){ r, c }));
}

static int32_t op(tasoc_graph *g, int o, int32_t a, int32_t b)
{
	tasoc_ref in[] = { { a, 0 }, { b, 0 } };
	int32_t v = tasoc_add_op(g, o, NULL, b < 0 ? 1 : 2, in, NULL);
	cr_assert_geq(v, 0, "%s", g->err);
	return v;
}

static double cost_under(const tasoc_cost_backend *b, tasoc_graph *g)
{
	tasoc_cost_model cm;
	cr_assert_eq(tasoc_cost_init(&cm, g->al, b), TASOC_OK);
	double c = tasoc_cost_graph(&cm, g);
	tasoc_cost_free(&cm);
	return c;
}

/* y = a . transpose(b): the transpose is free only while products alone read it, on the right. */
Test(fused_transpose, charged_by_its_readers)
{
	for (int extra = 0; extra < 4; extra++) {
		tasoc_graph g;
		tasoc_graph_init(&g, NULL);
		int32_t a = input(&g, "a", 8, 4), b = input(&g, "b", 6, 4);
		int32_t t = op(&g, TASOC_OP_TRANSPOSE, b, -1);
		int32_t y = op(&g, TASOC_OP_MATMUL, a, t);
		cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(y, 0), "y"), TASOC_OK);
		double want = 1.0;
		if (extra == 1) { /* a second product reads it: still inside both */
			int32_t z = op(&g, TASOC_OP_MATMUL, a, t);
			cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(z, 0), "z"), TASOC_OK);
			want = 2.0;
		} else if (extra == 2) { /* a relu reads it too: the transpose runs */
			int32_t r = op(&g, TASOC_OP_RELU, t, -1);
			cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(r, 0), "r"), TASOC_OK);
			want = 1.0 + 0.5 + 0.25;
		} else if (extra == 3) { /* a product reads it on the left (transA): charged in full */
			int32_t d = input(&g, "d", 6, 3);
			cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(op(&g, TASOC_OP_MATMUL, t, d), 0), "z"), TASOC_OK);
			want = 2.5;
		}
		cr_assert_float_eq(cost_under(&fused, &g), want, 1e-12, "case %d", extra);
		cr_assert_float_eq(cost_under(&apart, &g), want + (extra >= 2 ? 0 : 0.5), 1e-12, "case %d", extra);
		tasoc_graph_free(&g);
	}
	/* a transpose that is a graph output runs (ORT does not fuse it then) */
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	int32_t a = input(&g, "a", 8, 4), b = input(&g, "b", 6, 4);
	int32_t t = op(&g, TASOC_OP_TRANSPOSE, b, -1);
	cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(op(&g, TASOC_OP_MATMUL, a, t), 0), "y"), TASOC_OK);
	cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(t, 0), "t"), TASOC_OK);
	cr_assert_float_eq(cost_under(&fused, &g), 1.5, 1e-12);
	tasoc_graph_free(&g);
}

/*
 * tasoc_optimize of g under backend b, each step's incremental cost checked
 * against the graph's own (options.verify); the result costs what the
 * search said and computes what g does.
 */
static void optimize_checked(tasoc_graph *g, const tasoc_cost_backend *b, tasoc_graph *opt, tasoc_stats *st)
{
	tasoc_cost_model cm;
	cr_assert_eq(tasoc_cost_init(&cm, g->al, b), TASOC_OK);
	tasoc_options o;
	tasoc_options_default(&o);
	o.common.cost = &cm;
	o.backtrack.verify = true;
	cr_assert_eq(tasoc_optimize(g, &o, opt, st), TASOC_OK, "%s", g->err);
	cr_assert_eq(st->search.inconsistent, 0);
	cr_assert_float_eq(tasoc_cost_graph(&cm, opt), st->cost_after, 1e-12);
	gr_same_outputs_in_order(g, opt, "the search's result");
	tasoc_cost_free(&cm);
}

/*
 * The layout whose best is known: y = (x . w^T)^T, the same as w . x^T, one
 * product whose right operand arrives transposed
 * (transpose_matmul_transpose__matmul_transpose_2). Where the runtime takes
 * a transposed right operand inside the product (fused) that is 1 ms, the
 * input 1.5 (its inner transpose is free already, the outer one runs);
 * apart, 1.5 against 2.
 */
Test(fused_transpose, search_moves_the_transpose_into_the_product)
{
	for (int f = 0; f < 2; f++) {
		tasoc_graph g, opt;
		tasoc_stats st;
		tasoc_graph_init(&g, NULL);
		int32_t x = input(&g, "x", 8, 4), w = input(&g, "w", 6, 4);
		int32_t y = op(&g, TASOC_OP_TRANSPOSE, op(&g, TASOC_OP_MATMUL, x, op(&g, TASOC_OP_TRANSPOSE, w, -1)), -1);
		cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(y, 0), "y"), TASOC_OK);
		optimize_checked(&g, f ? &fused : &apart, &opt, &st);
		cr_assert_float_eq(st.cost_before, f ? 1.5 : 2.0, 1e-12);
		cr_assert_float_eq(st.cost_after, f ? 1.0 : 1.5, 1e-12);
		int32_t out = opt.outputs[0].node;
		cr_assert_eq(opt.nodes[out].op, TASOC_OP_MATMUL);
		cr_assert_eq(opt.nodes[opt.nodes[out].in[1].node].op, TASOC_OP_TRANSPOSE, "w . x^T");
		cr_assert_eq(tasoc_graph_count_op(&opt, TASOC_OP_TRANSPOSE), 1);
		tasoc_stats_free(&g, &st);
		tasoc_graph_free(&opt);
		tasoc_graph_free(&g);
	}
}

/*
 * The search's incremental costs follow a transpose's readers: on a small
 * BERT (its K^T is split into heads, then rewritten in many ways), every
 * graph built from scratch costs what the rewrite's delta said
 * (options.verify counts those that do not), and the result's cost is the
 * graph's own.
 */
Test(fused_transpose, incremental_costs_stay_exact)
{
	tasoc_graph g, opt;
	tasoc_stats st;
	tasoc_graph_init(&g, NULL);
	cr_assert_eq(model_bert_sized(&g, 8, 32, 4, 2), TASOC_OK, "%s", g.err);
	tasoc_cost_model cm;
	cr_assert_eq(tasoc_cost_init(&cm, g.al, &fused), TASOC_OK);
	tasoc_options o;
	tasoc_options_default(&o);
	o.common.cost = &cm;
	o.backtrack.verify = true;
	o.backtrack.budget = 300;
	cr_assert_eq(tasoc_optimize(&g, &o, &opt, &st), TASOC_OK, "%s", g.err);
	cr_assert_eq(st.search.inconsistent, 0);
	cr_assert_float_eq(tasoc_cost_graph(&cm, &opt), st.cost_after, 1e-9);
	cr_assert_leq(st.cost_after, st.cost_before + 1e-9);
	tasoc_stats_free(&g, &st);
	tasoc_graph_free(&opt);
	tasoc_cost_free(&cm);
	tasoc_graph_free(&g);
}

/*
 * A rewrite that changes the readers of a transpose it keeps: t = b^T is
 * read by the product a . t (on the right) and by v = t^T, so it runs; then
 * v . q^T (v on the left: runs; q^T on the right: free), times e: 4 ms. The
 * rule matmul_transpose_transpose__transpose_matmul_1 (x^T . y^T =>
 * (y . x)^T) makes it (q . t)^T . e: v and q^T are gone, t is read by two
 * products on the right and becomes free, the new transpose is read on the
 * left and runs: 3.5 ms (the search may go on from there). The search must
 * recharge t, a node of the parent that the rewrite kept; options.verify
 * checks the incremental cost of every graph it builds against the one from
 * scratch.
 */
Test(fused_transpose, search_recharges_a_transpose_whose_readers_change)
{
	tasoc_graph g, opt;
	tasoc_stats st;
	tasoc_graph_init(&g, NULL);
	int32_t a = input(&g, "a", 8, 4), b = input(&g, "b", 6, 4), q = input(&g, "q", 5, 4), e = input(&g, "e", 5, 3);
	int32_t t = op(&g, TASOC_OP_TRANSPOSE, b, -1);
	int32_t y = op(&g, TASOC_OP_MATMUL, a, t);
	int32_t v = op(&g, TASOC_OP_TRANSPOSE, t, -1);
	int32_t z = op(&g, TASOC_OP_MATMUL, v, op(&g, TASOC_OP_TRANSPOSE, q, -1));
	cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(y, 0), "y"), TASOC_OK);
	cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(op(&g, TASOC_OP_MATMUL, z, e), 0), "z"), TASOC_OK);
	optimize_checked(&g, &fused, &opt, &st);
	cr_assert_float_eq(st.cost_before, 4.0, 1e-12, "%g", st.cost_before);
	cr_assert_leq(st.cost_after, 3.5 + 1e-12, "%g", st.cost_after);
	tasoc_stats_free(&g, &st);
	tasoc_graph_free(&opt);
	tasoc_graph_free(&g);
}

/*
 * The saturating search's local improvement prices a transpose by its
 * readers too. An e-graph told that y = relu(a . b) and y = a . b^T (b
 * square; whether they are equal does not matter here, only the choice):
 * 1.25 against 1.5 apart, so the relu stays; fused, the transpose only a
 * product reads on the right is free, 1.25 against 1, so the improvement
 * moves to a . b^T, from either start. Per e-node costs alone (what the
 * DAG cost was) charged the transpose 0.5 under both, and kept the relu.
 */
Test(fused_transpose, the_extraction_charges_it_by_its_readers)
{
	tasoc_graph g, h;
	tasoc_graph_init(&g, NULL);
	tasoc_graph_init(&h, NULL);
	int32_t a = input(&g, "a", 8, 4), b = input(&g, "b", 4, 4);
	int32_t y = op(&g, TASOC_OP_RELU, op(&g, TASOC_OP_MATMUL, a, b), -1);
	cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(y, 0), "y"), TASOC_OK);
	a = input(&h, "a", 8, 4), b = input(&h, "b", 4, 4);
	y = op(&h, TASOC_OP_MATMUL, a, op(&h, TASOC_OP_TRANSPOSE, b, -1));
	cr_assert_eq(tasoc_add_output(&h, tasoc_ref_make(y, 0), "y"), TASOC_OK);
	tasoc_egraph eg;
	cr_assert_eq(tasoc_egraph_from_graph(&eg, &g, g.al), TASOC_OK);
	int32_t *hc = NULL;
	cr_assert_eq(tasoc_egraph_add_graph(&eg, &h, &hc), TASOC_OK);
	for (int f = 0; f < 2; f++) {
		const tasoc_cost_backend *be = f ? &fused : &apart;
		tasoc_cost_model cm;
		cr_assert_eq(tasoc_cost_init(&cm, g.al, be), TASOC_OK);
		double *cost = calloc((size_t)eg.nnodes, sizeof *cost);
		int32_t *choice = calloc((size_t)eg.nclasses, sizeof *choice);
		cr_assert_eq(tasoc_extract_costs(&eg, &cm, cost), TASOC_OK);
		cr_assert_float_eq(tasoc_extract_dag_cost(&eg, cost, be->fuses, hc), f ? 1.0 : 1.5, 1e-12);
		for (int from = 0; from < 2; from++) {
			if (from)
				memcpy(choice, hc, (size_t)eg.nclasses * sizeof *choice);
			else
				tasoc_extract_source_choice(&eg, choice);
			double c;
			int32_t moves;
			cr_assert_eq(tasoc_extract_improve(&eg, cost, be->fuses, choice, NULL, NULL, 0, &c, &moves), TASOC_OK);
			cr_assert_float_eq(c, f ? 1.0 : 1.25, 1e-12, "%s, from %s", be->name, from ? "a . b^T" : "relu");
			tasoc_graph out;
			cr_assert_eq(tasoc_extract_graph(&eg, choice, &out), TASOC_OK, "%s", out.err);
			tasoc_graph_prune(&out);
			cr_assert_eq(tasoc_graph_count_op(&out, TASOC_OP_TRANSPOSE), f ? 1 : 0);
			cr_assert_eq(tasoc_graph_count_op(&out, TASOC_OP_RELU), f ? 0 : 1);
			cr_assert_float_eq(tasoc_cost_graph(&cm, &out), c, 1e-12, "the DAG cost is the graph's");
			tasoc_graph_free(&out);
		}
		/* the ILP's objective too: a . b^T under the fusing backend, proved; the relu apart */
		char err[200] = "";
		tasoc_status st = tasoc_ilp_extract(NULL, &eg, cost, be->fuses, NULL, 30, choice, err, sizeof err);
		if (st != TASOC_ERR_UNSUPPORTED) { /* built without GLPK: nothing to check */
			cr_assert_eq(st, TASOC_OK, "%s", err);
			cr_assert_str_empty(err, "proved optimal");
			cr_assert_float_eq(tasoc_extract_dag_cost(&eg, cost, be->fuses, choice), f ? 1.0 : 1.25, 1e-12,
					   "ILP, %s", be->name);
		}
		free(cost);
		free(choice);
		tasoc_cost_free(&cm);
	}
	tasoc_free(eg.al, hc);
	tasoc_egraph_free(&eg);
	tasoc_graph_free(&h);
	tasoc_graph_free(&g);
}

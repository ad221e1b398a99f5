/* test_dag_delta.c: the DAG cost kept by reader counts is the DAG cost costed whole, after every move and every undo. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "../core/cost.h"
#include "../core/dag_delta.h"
#include "../core/extract.h"
#include "../core/saturate.h"
#include "../core/shape.h"
#include "../core/tasoc.h"
#include "../tools/models.h"

static double unit_cost(void *ctx, const tasoc_cost_key *k)
{
	(void)ctx;
	return k->op == TASOC_OP_MATMUL ? 1.0 : k->op == TASOC_OP_TRANSPOSE ? 0.5 : 0.25;
}

/* unit costs, and a runtime that runs a transpose only products read (right operand) inside them, as ort's does */
static const tasoc_cost_backend fused = { "fused", unit_cost, NULL, NULL, TASOC_COST_FUSES_TRANSPOSE_MATMUL, 0, NULL };

static uint32_t next(uint32_t *s)
{
	*s = *s * 1664525u + 1013904223u;
	return *s >> 8;
}

/*
 * An e-graph with choices in it: the model and the saturating search's
 * graph of it added (their outputs one class each), then random moves,
 * each kept when the choice stays acyclic (and a coin says so), else
 * undone. NasRNN's search merges matmuls (split groups: charged once);
 * BERT's under the fusing backend trades transposes read by products.
 */
static void walk(tasoc_status (*build)(tasoc_graph *), const tasoc_cost_backend *be, uint32_t seed)
{
	tasoc_graph g, best;
	tasoc_graph_init(&g, NULL);
	cr_assert_eq(build(&g), TASOC_OK, "%s", g.err);
	tasoc_cost_model cm;
	cr_assert_eq(tasoc_cost_init(&cm, g.al, be), TASOC_OK);
	tasoc_search_common c;
	tasoc_saturate_opts o;
	tasoc_saturate_stats st;
	tasoc_search_common_defaults(&c);
	tasoc_saturate_defaults(&o);
	c.cost = &cm;
	o.max_rounds = 1;
	o.pair_moves = false;
	cr_assert_eq(tasoc_saturate(&g, &c, &o, &best, &st), TASOC_OK, "%s", g.err);
	cr_assert_lt(st.cost_after, st.cost_before, "the search found another graph to choose");
	tasoc_egraph eg;
	cr_assert_eq(tasoc_egraph_from_graph(&eg, &g, g.al), TASOC_OK);
	cr_assert_eq(tasoc_egraph_add_graph(&eg, &best, NULL), TASOC_OK);
	/*
	 * More choices: classes of one shape unioned at random. What they
	 * compute no longer matters, only the structure, which is all the
	 * counts see; and the unions make cycles, which a move must not leave.
	 */
	for (int t = 0; t < 400; t++) {
		int32_t a = tasoc_egraph_find(&eg, (int32_t)(next(&seed) % (uint32_t)eg.nclasses));
		int32_t b = tasoc_egraph_find(&eg, (int32_t)(next(&seed) % (uint32_t)eg.nclasses));
		if (a != b && tasoc_shape_eq(&eg.shape[a], &eg.shape[b]))
			tasoc_egraph_union(&eg, a, b);
	}
	cr_assert_eq(tasoc_egraph_rebuild(&eg), TASOC_OK);
	unsigned fuses = be ? be->fuses : 0;
	double *cost = calloc((size_t)eg.nnodes + 1, sizeof *cost);
	int32_t *choice = calloc((size_t)eg.nclasses + 1, sizeof *choice);
	cr_assert_eq(tasoc_extract_costs(&eg, &cm, cost), TASOC_OK);
	tasoc_extract_source_choice(&eg, choice);
	tasoc_dag_delta d;
	cr_assert_eq(tasoc_dag_delta_init(&d, &eg, cost, fuses, choice), 0);
	double truth = tasoc_extract_dag_cost(&eg, cost, fuses, choice);
	cr_assert_geq(truth, 0);
	cr_assert_float_eq(d.total, truth, 1e-9);
	/* the classes with a choice to make */
	int32_t *open = calloc((size_t)eg.nclasses + 1, sizeof *open), nopen = 0;
	for (int32_t c = 0; c < eg.nclasses; c++)
		if (eg.cls_first[c + 1] - eg.cls_first[c] > 1)
			open[nopen++] = c;
	cr_assert_gt(nopen, 10);
	int kept = 0, cycles = 0, groups = 0;
	for (int step = 0; step < 4000; step++) {
		int32_t c = open[next(&seed) % (uint32_t)nopen];
		int32_t k = eg.cls_first[c + 1] - eg.cls_first[c];
		int32_t u = eg.cls_list[eg.cls_first[c] + (int32_t)(next(&seed) % (uint32_t)k)], was = choice[c];
		groups += d.gid[u] >= 0 && d.cnt[c] > 0;
		tasoc_dag_delta_mark m = tasoc_dag_delta_mark_now(&d);
		tasoc_dag_delta_set(&d, choice, c, u);
		double now = tasoc_extract_dag_cost(&eg, cost, fuses, choice);
		if (now >= 0)
			cr_assert_float_eq(d.total, now, 1e-9, "step %d: counted %g, costed whole %g", step, d.total, now);
		else
			cycles++;
		if (now >= 0 && next(&seed) % 2) {
			kept++;
			truth = now;
			continue;
		}
		choice[c] = was;
		tasoc_dag_delta_undo(&d, choice, m);
		cr_assert_float_eq(d.total, truth, 1e-9, "step %d: undone", step);
	}
	cr_assert_gt(kept, 100, "the walk moved (%d kept)", kept);
	cr_assert_gt(groups, 0, "a split's half was chosen in a reached class");
	/* a fresh count agrees with what the moves and undos left */
	double walked = d.total;
	tasoc_dag_delta_reset(&d, choice);
	cr_assert_float_eq(d.total, walked, 1e-9);
	cr_log_info("%d kept, %d made a cycle", kept, cycles);
	tasoc_dag_delta_free(&d);
	free(open);
	free(cost);
	free(choice);
	tasoc_egraph_free(&eg);
	tasoc_graph_free(&best);
	tasoc_graph_free(&g);
	tasoc_cost_free(&cm);
}

Test(dag_delta, nasrnn_merges_counted_move_by_move)
{
	walk(model_nasrnn, NULL, 1);
}

Test(dag_delta, bert_fused_transposes_counted_move_by_move)
{
	walk(model_bert, &fused, 7);
}

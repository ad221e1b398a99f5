/* test_extract_ilp.c: the ILP extraction's program: what every graph needs holds in the relaxation; the program written out. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../core/extract.h"
#include "../host/ilp/extract_ilp.h"

/*
 * y = relu(relu(x w)) and y = sigmoid(sigmoid(x w)) in one e-graph: y's
 * class has two e-nodes reading two classes that both read the product
 * m = x w. Every graph of y computes m. Costs by hand: the matmul 10, each
 * relu and sigmoid 1. TENSAT's program (a row per e-node and input) has a
 * relaxation of 7: y half relu, half sigmoid, each of the two middle
 * classes at 0.5, so m at 0.5 too. The optimum is 12. With the rows of
 * need (m is in need(y): sum over m >= sum over y) the relaxation is 12.
 */
static void two_ways(tasoc_graph *g, tasoc_graph *h)
{
	static const int32_t xs[] = { 64, 1024 }, ws[] = { 1024, 1024 };
	static float w[1024 * 1024];
	for (int k = 0; k < 2; k++) {
		tasoc_graph *t = k ? h : g;
		cr_assert_eq(tasoc_graph_init(t, NULL), TASOC_OK);
		int32_t x = tasoc_add_input(t, "x", tasoc_shape_make(2, xs));
		int32_t wt = tasoc_add_weight(t, "w", tasoc_shape_make(2, ws), w, true);
		tasoc_ref in[] = { { x, 0 }, { wt, 0 } };
		int32_t m = tasoc_add_op(t, TASOC_OP_MATMUL, NULL, 2, in, NULL);
		int op = k ? TASOC_OP_SIGMOID : TASOC_OP_RELU;
		tasoc_ref min[] = { { m, 0 } };
		int32_t a = tasoc_add_op(t, op, NULL, 1, min, NULL);
		tasoc_ref ain[] = { { a, 0 } };
		int32_t y = tasoc_add_op(t, op, NULL, 1, ain, NULL);
		cr_assert_geq(y, 0, "%s", t->err);
		cr_assert_eq(tasoc_add_output(t, tasoc_ref_make(y, 0), "y"), TASOC_OK);
	}
}

static double *hand_costs(const tasoc_egraph *eg)
{
	double *cost = calloc((size_t)eg->nnodes, sizeof *cost);
	for (int32_t v = 0; v < eg->nnodes; v++) {
		int op = eg->nodes[v].op;
		cost[v] = eg->nodes[v].dead ? 0 : op == TASOC_OP_MATMUL ? 10 : op == TASOC_OP_RELU || op == TASOC_OP_SIGMOID ? 1 : 0;
	}
	return cost;
}

Test(extract_ilp, what_every_graph_needs_holds_in_the_relaxation)
{
	tasoc_graph g, h;
	two_ways(&g, &h);
	tasoc_egraph eg;
	cr_assert_eq(tasoc_egraph_from_graph(&eg, &g, g.al), TASOC_OK);
	cr_assert_eq(tasoc_egraph_add_graph(&eg, &h, NULL), TASOC_OK);
	cr_assert_eq(tasoc_egraph_live_classes(&eg), 6, "x, w, m, relu m, sigmoid m, y");
	double *cost = hand_costs(&eg);
	int32_t *choice = malloc((size_t)eg.nclasses * sizeof *choice);
	tasoc_ilp_opts io;
	memset(&io, 0, sizeof io);
	char err[200] = "";
	tasoc_status st = tasoc_ilp_extract(&io, &eg, cost, 0, NULL, 30, choice, err, sizeof err);
	if (st == TASOC_ERR_UNSUPPORTED) /* built without GLPK */
		cr_skip_test("%s", err);
	cr_assert_eq(st, TASOC_OK, "%s", err);
	cr_assert_str_empty(err, "proved optimal");
	cr_assert_float_eq(tasoc_extract_dag_cost(&eg, cost, 0, choice), 12, 1e-12);
	cr_assert_gt(io.need_rows, 0);
	cr_assert_float_eq(io.relaxation, 12, 1e-9, "TENSAT's rows alone: 7; got %g", io.relaxation);
	free(cost);
	free(choice);
	tasoc_egraph_free(&eg);
	tasoc_graph_free(&h);
	tasoc_graph_free(&g);
}

static char *slurp(const char *path)
{
	FILE *f = fopen(path, "r");
	cr_assert(f, "%s was written", path);
	static char buf[1 << 16];
	size_t n = fread(buf, 1, sizeof buf - 1, f);
	buf[n] = 0;
	fclose(f);
	return buf;
}

/* --ilp-write: the program (CPLEX LP), the start's objective beside it, and the e-nodes by column name. */
Test(extract_ilp, the_program_is_written_for_an_offline_solver)
{
	tasoc_graph g, h;
	two_ways(&g, &h);
	tasoc_egraph eg;
	cr_assert_eq(tasoc_egraph_from_graph(&eg, &g, g.al), TASOC_OK);
	cr_assert_eq(tasoc_egraph_add_graph(&eg, &h, NULL), TASOC_OK);
	double *cost = hand_costs(&eg);
	int32_t *start = malloc((size_t)eg.nclasses * sizeof *start), *choice = malloc((size_t)eg.nclasses * sizeof *choice);
	tasoc_extract_source_choice(&eg, start);
	char dir[] = "/tmp/tasoc-ilp-XXXXXX", path[64], side[80];
	cr_assert(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/p.lp", dir);
	tasoc_ilp_opts io = { path, 0, 0 };
	char err[200] = "";
	tasoc_status st = tasoc_ilp_extract(&io, &eg, cost, 0, start, 30, choice, err, sizeof err);
	if (st == TASOC_ERR_UNSUPPORTED)
		cr_skip_test("%s", err);
	cr_assert_eq(st, TASOC_OK, "%s", err);
	const char *lp = slurp(path);
	cr_assert(strstr(lp, "Minimize"), "CPLEX LP format");
	cr_assert(strstr(lp, " x"), "e-node columns named x<e-node>");
	snprintf(side, sizeof side, "%s.start", path);
	cr_assert_float_eq(atof(slurp(side)), 12, 1e-9, "the source graph: matmul and two relus");
	unlink(side);
	snprintf(side, sizeof side, "%s.nodes", path);
	const char *nodes = slurp(side);
	cr_assert(strstr(nodes, " matmul 10"), "%s", nodes);
	cr_assert(strstr(nodes, " sigmoid 1 "), "%s", nodes);
	unlink(side);
	unlink(path);
	rmdir(dir);
	free(cost);
	free(start);
	free(choice);
	tasoc_egraph_free(&eg);
	tasoc_graph_free(&h);
	tasoc_graph_free(&g);
}

/*
 * p = x w1 and q = x w2, and the same as the halves of one split of
 * x [w1 w2]. Costs by hand: a [64,1024] product 10, the [64,2048] one 15,
 * the split 3 (each half's e-node carries it, as tasoc_extract_costs
 * prices them). The graph pays the split once: merged 18 against 20 apart.
 * Charged per e-node, the halves made it 21, and the program kept the two
 * products; the split's group column charges it once.
 */
Test(extract_ilp, a_split_is_charged_once)
{
	static const int32_t xs[] = { 64, 1024 }, ws[] = { 1024, 1024 };
	static float w1[1024 * 1024], w2[1024 * 1024];
	w2[0] = 1; /* two weights, not one */
	tasoc_graph g, h;
	cr_assert_eq(tasoc_graph_init(&g, NULL), TASOC_OK);
	int32_t x = tasoc_add_input(&g, "x", tasoc_shape_make(2, xs));
	int32_t wa = tasoc_add_weight(&g, "w1", tasoc_shape_make(2, ws), w1, true);
	int32_t wb = tasoc_add_weight(&g, "w2", tasoc_shape_make(2, ws), w2, true);
	for (int i = 0; i < 2; i++) {
		tasoc_ref in[] = { { x, 0 }, { i ? wb : wa, 0 } };
		int32_t m = tasoc_add_op(&g, TASOC_OP_MATMUL, NULL, 2, in, NULL);
		cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(m, 0), i ? "q" : "p"), TASOC_OK);
	}
	cr_assert_eq(tasoc_graph_clone(&g, &h), TASOC_OK);
	int32_t axis[] = { 1 }, cut[] = { 1, 1024 };
	tasoc_ref win[] = { { wa, 0 }, { wb, 0 } };
	int32_t wc = tasoc_add_op(&h, TASOC_OP_CONCAT, axis, 2, win, NULL);
	tasoc_ref min[] = { { x, 0 }, { wc, 0 } };
	int32_t m = tasoc_add_op(&h, TASOC_OP_MATMUL, NULL, 2, min, NULL);
	tasoc_ref sin[] = { { m, 0 } };
	int32_t s = tasoc_add_op(&h, TASOC_OP_SPLIT, cut, 1, sin, NULL);
	cr_assert_geq(s, 0, "%s", h.err);
	h.outputs[0] = tasoc_ref_make(s, 0);
	h.outputs[1] = tasoc_ref_make(s, 1);
	tasoc_graph_prune(&h);
	tasoc_egraph eg;
	cr_assert_eq(tasoc_egraph_from_graph(&eg, &g, g.al), TASOC_OK);
	cr_assert_eq(tasoc_egraph_add_graph(&eg, &h, NULL), TASOC_OK);
	double *cost = calloc((size_t)eg.nnodes, sizeof *cost);
	for (int32_t v = 0; v < eg.nnodes; v++) {
		const tasoc_enode *n = &eg.nodes[v];
		if (n->dead)
			continue;
		if (n->op == TASOC_OP_MATMUL)
			cost[v] = eg.shape[tasoc_egraph_find_const(&eg, n->cls)].dim[1] == 1024 ? 10 : 15;
		else if (n->op == TASOC_OP_SPLIT)
			cost[v] = 3;
	}
	int32_t *choice = malloc((size_t)eg.nclasses * sizeof *choice);
	char err[200] = "";
	tasoc_status st = tasoc_ilp_extract(NULL, &eg, cost, 0, NULL, 30, choice, err, sizeof err);
	if (st == TASOC_ERR_UNSUPPORTED)
		cr_skip_test("%s", err);
	cr_assert_eq(st, TASOC_OK, "%s", err);
	cr_assert_str_empty(err, "proved optimal");
	cr_assert_float_eq(tasoc_extract_dag_cost(&eg, cost, 0, choice), 18, 1e-12);
	tasoc_graph out;
	cr_assert_eq(tasoc_extract_graph(&eg, choice, &out), TASOC_OK, "%s", out.err);
	tasoc_graph_prune(&out);
	cr_assert_eq(tasoc_graph_count_op(&out, TASOC_OP_SPLIT), 1);
	cr_assert_eq(tasoc_graph_count_op(&out, TASOC_OP_MATMUL), 1);
	tasoc_graph_free(&out);
	free(cost);
	free(choice);
	tasoc_egraph_free(&eg);
	tasoc_graph_free(&h);
	tasoc_graph_free(&g);
}

/* test_onnx_if_cond.c: an opaque If's condition cut out as a model of its own, and run to tell the branch taken. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../host/backend/ort_worker.h"
#include "../host/onnx/onnx.h"
#include "../core/tasoc.h"

/*
 * tests/models/if_outer.onnx (tools/make_onnx_models.py --bad): x [2,3],
 * r = relu(relu(x)), s = ReduceSum(x), cond = s > zero (an initializer),
 * If on cond ('y'). tests/models/if_branches.onnx: two Ifs ('f', 'g') on
 * the graph input c itself.
 */

/* The opaque If whose first output is name. */
static int32_t if_named(const tasoc_graph *g, const char *name)
{
	for (int32_t v = 0; v < g->nnodes; v++)
		if (!g->nodes[v].dead && strcmp(tasoc_node_name(g, v), name) == 0 && tasoc_onnx_branch_count(g, v) == 2)
			return v;
	cr_assert_fail("no If named %s", name);
	return -1;
}

/* The condition model of If name in the file at path, into *data; its reads into reads (one, asserted). */
static void cond_model(const char *path, const char *name, tasoc_graph *cg, tasoc_onnx_model **cm, void **data,
		       size_t *size, const char *read)
{
	tasoc_graph g;
	tasoc_onnx_model *m;
	tasoc_graph_init(&g, NULL);
	cr_assert_eq(tasoc_onnx_load(path, &g, &m), TASOC_OK, "%s", g.err);
	const char **reads = NULL;
	size_t nreads = 0;
	char err[512];
	cr_assert_eq(tasoc_onnx_if_cond_model(m, &g, if_named(&g, name), data, size, &reads, &nreads, err, sizeof err),
		     TASOC_OK, "%s", err);
	cr_assert_eq(nreads, 1, "%s: %zu reads", name, nreads);
	cr_assert_str_eq(reads[0], read);
	free(reads);
	/* The model is one tasoc imports: what it holds is checked on the import. */
	tasoc_graph_init(cg, NULL);
	cr_assert_eq(tasoc_onnx_import(*data, *size, cg, cm), TASOC_OK, "%s: %s", name, cg->err);
	cr_assert_eq(cg->noutputs, 1);
	tasoc_onnx_free(m);
	tasoc_graph_free(&g);
}

/* The model's one output, run in ONNX Runtime with symbols; -1 where the worker cannot start. */
static int run(const void *data, size_t size, const char *symbols)
{
	char why[512];
	tasoc_ort *w = tasoc_ort_open(why, sizeof why);
	if (!w)
		return -1;
	char path[] = "/tmp/tasoc-if-cond-test-XXXXXX";
	int fd = mkstemp(path);
	cr_assert_geq(fd, 0);
	cr_assert_eq(write(fd, data, size), (ssize_t)size);
	close(fd);
	int model, nout = 0;
	tasoc_ort_output *out = NULL;
	cr_assert_eq(tasoc_ort_load(w, path, &model), 0, "%s", tasoc_ort_error(w));
	cr_assert_eq(tasoc_ort_run(w, model, 1, symbols, &out, &nout), 0, "%s: %s", symbols, tasoc_ort_error(w));
	cr_assert_eq(nout, 1);
	cr_assert_eq(out[0].n, 1);
	cr_assert_str_eq(out[0].type, "bool");
	int v = out[0].values[0] != 0;
	tasoc_ort_outputs_free(out, nout);
	tasoc_ort_close(w);
	unlink(path);
	return v;
}

Test(onnx_if_cond, the_condition_is_the_nodes_it_depends_on_and_reads_the_inputs_they_read)
{
	tasoc_graph cg;
	tasoc_onnx_model *cm;
	void *data;
	size_t size;
	cond_model("tests/models/if_outer.onnx", "y", &cg, &cm, &data, &size, "x");
	/* ReduceSum and Greater, not the relus the branches read; zero an initializer, x the one input. */
	char type[64];
	int opaque = 0, sum = 0, greater = 0, relu = 0;
	for (int32_t v = 0; v < cg.nnodes; v++) {
		if (cg.nodes[v].dead)
			continue;
		relu += cg.nodes[v].op == TASOC_OP_RELU;
		if (cg.nodes[v].op != TASOC_OP_OPAQUE)
			continue;
		opaque++;
		tasoc_onnx_opaque_type(&cg, v, type, sizeof type);
		sum += !strcmp(type, "ReduceSum");
		greater += !strcmp(type, "Greater");
	}
	cr_expect_eq(relu, 0, "the relus the branches read are no part of the condition");
	cr_expect(greater == 1, "%d opaque nodes, %d Greater", opaque, greater);
	cr_expect(sum + greater >= 1);
	/* Run: x all 1 sums to 6 > 0, true; all -1 to -6, false. The seed decides nothing once x is fed. */
	int t = run(data, size, "{\"x\":{\"fill\":1}}");
	if (t >= 0) {
		cr_expect_eq(t, 1, "sum(x) = 6 > 0");
		cr_expect_eq(run(data, size, "{\"x\":{\"fill\":-1}}"), 0, "sum(x) = -6 > 0");
	}
	free(data);
	tasoc_onnx_free(cm);
	tasoc_graph_free(&cg);
}

Test(onnx_if_cond, a_condition_that_is_a_graph_input_is_that_input_through_an_identity)
{
	tasoc_graph cg;
	tasoc_onnx_model *cm;
	void *data;
	size_t size;
	cond_model("tests/models/if_branches.onnx", "f", &cg, &cm, &data, &size, "c");
	int t = run(data, size, "{\"c\":{\"fill\":1}}");
	if (t >= 0) {
		cr_expect_eq(t, 1);
		cr_expect_eq(run(data, size, "{\"c\":{\"fill\":0}}"), 0);
	}
	free(data);
	tasoc_onnx_free(cm);
	tasoc_graph_free(&cg);
}

Test(onnx_if_cond, a_node_that_is_no_if_is_refused_by_name)
{
	tasoc_graph g;
	tasoc_onnx_model *m;
	tasoc_graph_init(&g, NULL);
	cr_assert_eq(tasoc_onnx_load("tests/models/if_outer.onnx", &g, &m), TASOC_OK, "%s", g.err);
	void *data = NULL;
	size_t size = 0, nreads = 0;
	const char **reads = NULL;
	char err[512] = "";
	int32_t other = -1;
	for (int32_t v = 0; v < g.nnodes && other < 0; v++)
		if (!g.nodes[v].dead && g.nodes[v].op == TASOC_OP_RELU)
			other = v;
	cr_assert_geq(other, 0);
	cr_assert_eq(tasoc_onnx_if_cond_model(m, &g, other, &data, &size, &reads, &nreads, err, sizeof err), TASOC_ERR_ARG);
	cr_expect(strstr(err, "not an If of the model"), "%s", err);
	cr_expect(data == NULL && reads == NULL && nreads == 0);
	tasoc_onnx_free(m);
	tasoc_graph_free(&g);
}

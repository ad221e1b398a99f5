/* test_onnx_node_model.c: an opaque node as a model of one node, and its timing identity. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../host/backend/ort_worker.h"
#include "../host/onnx/onnx.h"
#include "../core/tasoc.h"

/*
 * tests/models/opaque_twins.onnx (tools/make_onnx_models.py --bad): Resize
 * 'resize_a' of x and 'resize_b' of relu(x), both by the initializer scales
 * (2x); 'resize_c' of x by scales3 (3x); Pad 'pad' (reflect) by a Constant;
 * DynamicQuantizeLinear 'dql' of x and ConvInteger 'convint' of its output
 * with the uint8 initializer qw ([3,2,3,3]).
 */

static int32_t node_named(const tasoc_graph *g, const char *name)
{
	for (int32_t v = 0; v < g->nnodes; v++)
		if (!g->nodes[v].dead && strcmp(tasoc_node_name(g, v), name) == 0)
			return v;
	return -1;
}

static void load(const char *path, tasoc_graph *g, tasoc_onnx_model **m)
{
	tasoc_graph_init(g, NULL);
	cr_assert_eq(tasoc_onnx_load(path, g, m), TASOC_OK, "%s", g->err);
}

/* The model and identity of the node named name (an opaque node: its first output's name); imported into mg. */
static uint64_t node_model(const tasoc_onnx_model *m, const tasoc_graph *g, const char *name, tasoc_graph *mg,
			   tasoc_onnx_model **mm, void **data, size_t *size)
{
	int32_t v = node_named(g, name);
	cr_assert_geq(v, 0, "no node %s", name);
	uint64_t id = 0;
	char err[512];
	cr_assert_eq(tasoc_onnx_node_model(m, g, v, data, size, &id, err, sizeof err), TASOC_OK, "%s: %s", name, err);
	cr_assert_neq(id, 0);
	tasoc_graph_init(mg, NULL);
	cr_assert_eq(tasoc_onnx_import(*data, *size, mg, mm), TASOC_OK, "%s: %s", name, mg->err);
	return id;
}

Test(onnx_node_model, nodes_alike_but_for_names_share_an_identity_and_other_constants_do_not)
{
	tasoc_graph g, a, b, c;
	tasoc_onnx_model *m, *ma, *mb, *mc;
	void *da, *db, *dc;
	size_t sa, sb, sc;
	load("tests/models/opaque_twins.onnx", &g, &m);
	uint64_t ia = node_model(m, &g, "up_a", &a, &ma, &da, &sa);
	uint64_t ib = node_model(m, &g, "up_b", &b, &mb, &db, &sb);
	uint64_t ic = node_model(m, &g, "up_c", &c, &mc, &dc, &sc);
	cr_assert_eq(ia, ib, "resize_a and resize_b differ only in names");
	cr_assert_neq(sa, 0);
	cr_assert_neq(ia, ic, "resize_c scales by 3, not 2: another identity");
	/* One Resize each, reading one graph input of x's shape, with the output shape of the node. */
	char type[64];
	for (int k = 0; k < 3; k++) {
		tasoc_graph *x = k == 0 ? &a : k == 1 ? &b : &c;
		int opaque = 0, inputs = 0;
		for (int32_t v = 0; v < x->nnodes; v++) {
			if (x->nodes[v].op == TASOC_OP_OPAQUE) {
				opaque++;
				cr_assert_str_eq(tasoc_onnx_opaque_type(x, v, type, sizeof type), "Resize");
			}
			if (x->nodes[v].op == TASOC_OP_INPUT) {
				inputs++;
				cr_assert(tasoc_shape_eq(&x->nodes[v].out[0], &(tasoc_shape){ 4, { 1, 2, 8, 8 } }));
			}
		}
		cr_assert_eq(opaque, 1);
		cr_assert_eq(inputs, 1);
		cr_assert_eq(x->noutputs, 1);
		int up = k == 2 ? 24 : 16;
		cr_assert(tasoc_shape_eq(tasoc_ref_shape(x, x->outputs[0]), &(tasoc_shape){ 4, { 1, 2, up, up } }));
	}
	for (int k = 0; k < 3; k++) {
		tasoc_onnx_free(k == 0 ? ma : k == 1 ? mb : mc);
		tasoc_graph_free(k == 0 ? &a : k == 1 ? &b : &c);
		free(k == 0 ? da : k == 1 ? db : dc);
	}
	tasoc_onnx_free(m);
	tasoc_graph_free(&g);
}

Test(onnx_node_model, constants_go_in_as_initializers_and_the_rest_as_typed_inputs)
{
	tasoc_graph g, ci, pad;
	tasoc_onnx_model *m, *mci, *mpad;
	void *dci, *dpad;
	size_t sci, spad;
	load("tests/models/opaque_twins.onnx", &g, &m);
	node_model(m, &g, "ci", &ci, &mci, &dci, &sci);
	/* ConvInteger reads q and q_zero (DynamicQuantizeLinear's outputs: inputs) and qw (uint8: an initializer). */
	size_t count;
	int64_t bytes;
	tasoc_onnx_model_weights(mci, &count, &bytes);
	cr_assert_eq(count, 1, "qw alone is a constant");
	cr_assert_eq(bytes, 3 * 2 * 3 * 3, "qw's 54 uint8 bytes");
	cr_assert(tasoc_shape_eq(tasoc_ref_shape(&ci, ci.outputs[0]), &(tasoc_shape){ 4, { 1, 3, 6, 6 } }));
	/* Pad's pads come from the model's constant, not from an input. */
	node_model(m, &g, "pad", &pad, &mpad, &dpad, &spad);
	tasoc_onnx_model_weights(mpad, &count, &bytes);
	cr_assert_eq(count, 1, "the pads");
	cr_assert(tasoc_shape_eq(tasoc_ref_shape(&pad, pad.outputs[0]), &(tasoc_shape){ 4, { 1, 2, 10, 10 } }));
	/* Where ONNX Runtime is installed, the ConvInteger's model runs, with the node's output shape. */
	char err[512];
	tasoc_ort *w = tasoc_ort_open(err, sizeof err);
	if (w) {
		char path[] = "/tmp/tasoc-node-model-XXXXXX";
		int fd = mkstemp(path);
		cr_assert_geq(fd, 0);
		cr_assert_eq(write(fd, dci, sci), (ssize_t)sci);
		close(fd);
		int id;
		tasoc_ort_output *out = NULL;
		int nout = 0;
		cr_assert_eq(tasoc_ort_load(w, path, &id), 0, "%s", tasoc_ort_error(w));
		cr_assert_eq(tasoc_ort_run(w, id, 1, NULL, &out, &nout), 0, "%s", tasoc_ort_error(w));
		cr_assert_eq(nout, 1);
		cr_assert_eq(out[0].ndims, 4);
		cr_assert_eq(out[0].dims[1], 3);
		cr_assert_eq(out[0].dims[3], 6);
		cr_assert_str_eq(out[0].type, "int32");
		tasoc_ort_outputs_free(out, nout);
		tasoc_ort_close(w);
		unlink(path);
	}
	tasoc_onnx_free(mci);
	tasoc_onnx_free(mpad);
	tasoc_graph_free(&ci);
	tasoc_graph_free(&pad);
	free(dci);
	free(dpad);
	tasoc_onnx_free(m);
	tasoc_graph_free(&g);
}

Test(onnx_node_model, an_if_and_a_mapped_node_have_no_model_and_say_why)
{
	tasoc_graph g;
	tasoc_onnx_model *m;
	load("tests/models/if_outer.onnx", &g, &m);
	int32_t v = -1, mapped = -1;
	char type[64];
	for (int32_t i = 0; i < g.nnodes; i++) {
		if (g.nodes[i].op == TASOC_OP_OPAQUE && !strcmp(tasoc_onnx_opaque_type(&g, i, type, sizeof type), "If"))
			v = i;
		if (g.nodes[i].op != TASOC_OP_OPAQUE && g.nodes[i].op != TASOC_OP_INPUT && g.nodes[i].op != TASOC_OP_WEIGHT)
			mapped = i;
	}
	cr_assert_geq(v, 0);
	cr_assert_geq(mapped, 0);
	void *data = (void *)1;
	size_t size = 1;
	uint64_t id = 1;
	char err[512];
	cr_assert_eq(tasoc_onnx_node_model(m, &g, v, &data, &size, &id, err, sizeof err), TASOC_ERR_UNSUPPORTED);
	cr_assert_null(data);
	cr_assert_eq(id, 0);
	cr_assert(strstr(err, "(If)") && strstr(err, "subgraph") && strstr(err, "run time"), "%s", err);
	cr_assert_eq(tasoc_onnx_node_model(m, &g, mapped, &data, &size, &id, err, sizeof err), TASOC_ERR_ARG);
	cr_assert(strstr(err, "not an opaque node"), "%s", err);
	tasoc_onnx_free(m);
	tasoc_graph_free(&g);
}

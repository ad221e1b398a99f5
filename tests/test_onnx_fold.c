/* test_onnx_fold.c: the pass before import: shape rules, constant folding, If inlining, input shapes, whole messages. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/interp.h"
#include "../host/onnx/onnx.h"

/*
 * The models are built by tools/make_onnx_models.py --bad and committed in
 * tests/models/; each is a small hand-made case of what issue 14's real
 * models do (silero's pads from Shape chains and its shape-decided Ifs,
 * mlsd's opaque Pad and Resize without value_info, silero op18's If reading
 * 26 weights).
 */

static int32_t node_named(const tasoc_graph *g, const char *name)
{
	for (int32_t v = 0; v < g->nnodes; v++)
		if (!g->nodes[v].dead && strcmp(tasoc_node_name(g, v), name) == 0)
			return v;
	return -1;
}

static void expect_shape(const tasoc_shape *s, int rank, const int32_t *dims, const char *what)
{
	char buf[64];
	bool ok = s->rank == rank;
	for (int k = 0; ok && k < rank; k++)
		ok = s->dim[k] == dims[k];
	cr_expect(ok, "%s: got %s", what, tasoc_shape_str(s, buf, sizeof buf));
}

static tasoc_status load(const char *file, const tasoc_onnx_options *o, tasoc_graph *g, tasoc_onnx_model **m)
{
	char path[256];
	snprintf(path, sizeof path, "tests/models/%s", file);
	tasoc_graph_init(g, NULL);
	return tasoc_onnx_load_opts(path, o, g, m);
}

/* g exported and imported again into g2 (what: said when the import fails); the model of g2. */
static tasoc_onnx_model *reimport(tasoc_onnx_model *m, tasoc_graph *g, tasoc_graph *g2, const char *what)
{
	void *data;
	size_t size;
	tasoc_onnx_model *m2 = NULL;
	cr_assert_eq(tasoc_onnx_export(m, g, &data, &size), TASOC_OK, "%s", g->err);
	tasoc_graph_init(g2, NULL);
	cr_assert_eq(tasoc_onnx_import(data, size, g2, &m2), TASOC_OK, "%s: %s", what, g2->err);
	free(data);
	return m2;
}

/* Pads from Shape -> Gather -> Sub -> ConstantOfShape -> Concat, a reshape target from Shape: all constants. */
Test(onnx_fold, shape_chains_fold_and_stale_value_info_is_not_used)
{
	tasoc_graph g;
	tasoc_onnx_model *m = NULL;
	tasoc_onnx_options o = { 0 };
	/* The input's first dim has no name: without --input-shape the message says how to give one. */
	cr_assert_neq(load("fold_shape.onnx", &o, &g, &m), TASOC_OK);
	cr_expect(strstr(g.err, "--input-shape"), "%s", g.err);
	tasoc_graph_free(&g);

	tasoc_onnx_input_shape is = { "x", 4, { 1, 3, 8, 8 } };
	o.shapes = &is;
	o.nshapes = 1;
	cr_assert_eq(load("fold_shape.onnx", &o, &g, &m), TASOC_OK, "%s", g.err);
	const tasoc_onnx_import_info *ii = tasoc_onnx_model_info(m);
	cr_expect_eq(ii->nodes_in_file, 11);
	cr_expect_eq(ii->folded, 8, "Shape, Gather, Sub, ConstantOfShape, Concat and again for the target");
	cr_expect_eq(ii->nodes_after, 3, "Pad, Relu, Reshape");
	/* Only the Pad is opaque; the Reshape got its target as a constant and is mapped. */
	cr_expect_eq(tasoc_graph_count_op(&g, TASOC_OP_OPAQUE), 1);
	cr_expect_eq(tasoc_graph_count_op(&g, TASOC_OP_RESHAPE), 1);
	int32_t p = node_named(&g, "p");
	cr_assert_geq(p, 0);
	/* value_info said [1,3,5,5] for y: stale, and not used */
	expect_shape(&g.nodes[p].out[0], 4, (const int32_t[]){ 1, 3, 9, 9 }, "the Pad's output");
	expect_shape(tasoc_ref_shape(&g, g.outputs[0]), 3, (const int32_t[]){ 1, 3, 81 }, "the output");
	/* The export is the folded graph, and it imports again as it is. */
	tasoc_graph g2;
	tasoc_onnx_model *m2 = reimport(m, &g, &g2, "imported again");
	cr_expect_eq(tasoc_onnx_model_info(m2)->folded, 0);
	expect_shape(tasoc_ref_shape(&g2, g2.outputs[0]), 3, (const int32_t[]){ 1, 3, 81 }, "the output imported again");
	tasoc_onnx_free(m2);
	tasoc_graph_free(&g2);
	tasoc_onnx_free(m);
	tasoc_graph_free(&g);

	/* Without folding the shapes are still known (the pass computes the values), the nodes stay. */
	o.no_fold = true;
	cr_assert_eq(load("fold_shape.onnx", &o, &g, &m), TASOC_OK, "%s", g.err);
	cr_expect_eq(tasoc_onnx_model_info(m)->folded, 0);
	cr_expect_gt(tasoc_graph_count_op(&g, TASOC_OP_OPAQUE), 5, "Shape, Gather, Sub... stay as opaque nodes");
	expect_shape(tasoc_ref_shape(&g, g.outputs[0]), 3, (const int32_t[]){ 1, 3, 81 }, "the output unfolded");
	tasoc_onnx_free(m);
	tasoc_graph_free(&g);
}

/* silero's pads chain: Concat, Reshape to rows, Slice with step -1, Transpose, Reshape, Cast (values: tests/real_models.sh). */
Test(onnx_fold, pads_reordered_by_a_reversing_slice_fold)
{
	tasoc_graph g;
	tasoc_onnx_model *m = NULL;
	tasoc_onnx_options o = { 0 };
	cr_assert_eq(load("fold_pads.onnx", &o, &g, &m), TASOC_OK, "%s", g.err);
	cr_expect_eq(tasoc_onnx_model_info(m)->folded, 7);
	cr_expect_eq(tasoc_onnx_model_info(m)->nodes_after, 1, "the Pad alone");
	/* torch order [3,1, 2,0] (last axis first) is ONNX [0,2,3, 0,0,1]: [1,4,10] -> [1,6,14] */
	expect_shape(tasoc_ref_shape(&g, g.outputs[0]), 3, (const int32_t[]){ 1, 6, 14 }, "the Pad's output");
	tasoc_onnx_free(m);
	tasoc_graph_free(&g);
}

/* An If decided by shapes is replaced by its branch; the branch's 't' clashes with the graph's and is renamed. */
Test(onnx_fold, if_with_a_constant_condition_is_inlined)
{
	tasoc_graph g;
	tasoc_onnx_model *m = NULL;
	tasoc_onnx_options o = { 0 };
	cr_assert_eq(load("if_const.onnx", &o, &g, &m), TASOC_OK, "%s", g.err);
	cr_expect_eq(tasoc_onnx_model_info(m)->inlined, 1);
	cr_expect_eq(tasoc_graph_count_op(&g, TASOC_OP_OPAQUE), 0, "no If left: every node is mapped");
	cr_expect_geq(node_named(&g, "t"), 0);
	cr_expect_geq(node_named(&g, "t__1"), 0, "the branch's 't', renamed");
	/* y = (relu(x) + x) * sigmoid(x): the then branch, since x has 2 rows. */
	float x[6] = { -1.5f, -0.5f, 0.0f, 0.25f, 1.0f, 2.0f }, y[6];
	const void *in[1] = { x };
	void *out[1] = { y };
	cr_assert_eq(tasoc_interp(&g, TASOC_MODE_F32, in, out), TASOC_OK, "%s", g.err);
	for (int i = 0; i < 6; i++) {
		double want = ((x[i] > 0 ? x[i] : 0) + x[i]) / (1.0 + exp(-x[i]));
		cr_expect(fabs(y[i] - want) < 1e-5, "y[%d] = %g, want %g", i, y[i], want);
	}
	tasoc_onnx_free(m);
	tasoc_graph_free(&g);
}

/* An If on a run-time condition reading 20 weights: opaque, its reads kept as constants beside the graph. */
Test(onnx_fold, if_reading_more_tensors_than_a_node_has_inputs_stays_opaque)
{
	tasoc_graph g;
	tasoc_onnx_model *m = NULL;
	tasoc_onnx_options o = { 0 };
	cr_assert_eq(load("if_many_reads.onnx", &o, &g, &m), TASOC_OK, "%s", g.err);
	int32_t f = node_named(&g, "f");
	cr_assert_geq(f, 0);
	cr_expect_eq(g.nodes[f].op, TASOC_OP_OPAQUE);
	cr_expect_eq(g.nodes[f].nin, 2, "the condition and x; the 20 weights are not edges");
	expect_shape(&g.nodes[f].out[0], 2, (const int32_t[]){ 2, 3 }, "the If's output (from its branches)");
	tasoc_graph g2;
	tasoc_onnx_model *m2 = reimport(m, &g, &g2, "the export lost a weight the branches read");
	cr_expect_eq(tasoc_graph_count_op(&g2, TASOC_OP_OPAQUE), 1);
	tasoc_onnx_free(m2);
	tasoc_graph_free(&g2);
	tasoc_onnx_free(m);
	tasoc_graph_free(&g);
}

/* More tensor inputs than a node holds: bundle nodes carry them, the export gives them back in order. */
Test(onnx_fold, nodes_reading_more_than_16_tensors_stay_opaque_through_bundles)
{
	tasoc_graph g;
	tasoc_onnx_model *m = NULL;
	tasoc_onnx_options o = { 0 };
	cr_assert_eq(load("many_inputs.onnx", &o, &g, &m), TASOC_OK, "%s", g.err);
	int32_t s = node_named(&g, "s"), f = node_named(&g, "f");
	cr_assert(s >= 0 && f >= 0);
	char buf[32];
	cr_expect_str_eq(tasoc_onnx_opaque_type(&g, s, buf, sizeof buf), "Sum");
	cr_expect_str_eq(tasoc_onnx_opaque_type(&g, f, buf, sizeof buf), "If");
	/* Sum: 20 in 2 bundles; If: c, then 300 reads in 19 bundles, which are more than 16: 2 bundles of those. */
	cr_expect_eq(g.nodes[s].nin, 2);
	cr_expect_eq(g.nodes[f].nin, 2);
	int bundles = 0;
	for (int32_t v = 0; v < g.nnodes; v++)
		bundles += g.nodes[v].op == TASOC_OP_OPAQUE && strcmp(tasoc_onnx_opaque_type(&g, v, buf, sizeof buf), "(input bundle)") == 0;
	cr_expect_eq(bundles, 2 + 19 + 2);
	cr_expect_eq(tasoc_onnx_count_opaque(&g), 2, "bundles are no nodes of the model");
	tasoc_graph g2;
	tasoc_onnx_model *m2 = reimport(m, &g, &g2, "imported again");
	cr_expect_eq(tasoc_graph_count_op(&g2, TASOC_OP_OPAQUE), 2 + bundles, "no bundle was written as a node");
	cr_expect_eq(tasoc_graph_count_op(&g2, TASOC_OP_EWMUL), 299);
	tasoc_onnx_free(m2);
	tasoc_graph_free(&g2);
	tasoc_onnx_free(m);
	tasoc_graph_free(&g);
}

/* Opaque operators of the real models, no value_info: tasoc's shape rules (the file declares the outputs, checked too). */
Test(onnx_fold, shape_rules_of_opaque_operators)
{
	static const struct {
		const char *name;
		int rank;
		int32_t dim[4];
	} want[] = {
		{ "conv1d", 3, { 1, 5, 3 } },      /* 1-D, dilation 2, stride 3, pads 1 and 2 */
		{ "dil", 4, { 1, 3, 8, 8 } },      /* dilation 5 */
		{ "pad", 4, { 1, 2, 9, 10 } },     /* reflect, asymmetric */
		{ "up", 4, { 1, 2, 16, 16 } },     /* Resize by scales */
		{ "lstm_y", 4, { 7, 1, 2, 5 } },
		{ "lstm_h", 3, { 1, 2, 5 } },
		{ "gemm", 2, { 2, 6 } },
		{ "q_scale", 0, { 0 } },           /* DynamicQuantizeLinear's scale */
		{ "ci", 4, { 1, 3, 6, 6 } },       /* ConvInteger */
		{ "sp1", 4, { 1, 2, 8, 4 } },
		{ "tile", 2, { 6, 12 } },
		{ "pool", 4, { 1, 2, 4, 4 } },     /* ceil_mode */
	};
	tasoc_graph g;
	tasoc_onnx_model *m = NULL;
	tasoc_onnx_options o = { 0 };
	cr_assert_eq(load("infer_zoo.onnx", &o, &g, &m), TASOC_OK, "%s", g.err);
	cr_assert_eq(g.noutputs, (int32_t)(sizeof want / sizeof want[0]));
	for (int32_t i = 0; i < g.noutputs; i++) {
		const char *name = tasoc_store_get_string(g.store, g.output_names[i]);
		cr_expect_str_eq(name, want[i].name);
		expect_shape(tasoc_ref_shape(&g, g.outputs[i]), want[i].rank, want[i].dim, name);
	}
	tasoc_onnx_free(m);
	tasoc_graph_free(&g);
}

Test(onnx_fold, messages_are_whole)
{
	tasoc_graph g;
	tasoc_onnx_model *m = NULL;
	tasoc_onnx_options o = { 0 };
	cr_assert_neq(load("bad_long_name.onnx", &o, &g, &m), TASOC_OK);
	/* the 300-byte node name, whole, then the reason after it */
	cr_expect(strstr(g.err, "nnnnnnnnnn_end' (TopK): no static shape known for output 'y'"), "%s", g.err);
	cr_expect(strlen(g.err) > 400, "%zu bytes", strlen(g.err));
	tasoc_graph_free(&g);

	tasoc_onnx_input_shape is = { "nope", 2, { 1, 3 } };
	o.shapes = &is;
	o.nshapes = 1;
	cr_assert_eq(load("if_const.onnx", &o, &g, &m), TASOC_ERR_ARG);
	cr_expect(strstr(g.err, "--input-shape nope: the model has no input of that name (its inputs: x)"), "%s", g.err);
	tasoc_graph_free(&g);
}

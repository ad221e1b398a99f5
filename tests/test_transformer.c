/*
 * test_transformer.c: the transformer operators (layernorm, softmax, erf, bmatmul, permute, reshape to rank 6):
 * kernels, shapes, the importer's mappings and patterns (tests/models/transformer_*.onnx, made by
 * tools/make_onnx_models.py --bad) and the export's round trip at opsets 14, 17, 18 and 20.
 */
#include <criterion/criterion.h>
#include <math.h>
#include <string.h>

#include "../core/interp.h"
#include "../host/onnx/onnx.h"
#include "graph_run.h"

/* y = op(inputs) on the interpreter in mode; the node's shape in *out. */
static int run(int op, const int32_t *attr, int nin, const tasoc_shape *shapes, const void *const *x, void *y,
	       tasoc_mode mode, tasoc_shape *out)
{
	tasoc_graph g;
	cr_assert_eq(tasoc_graph_init(&g, NULL), TASOC_OK);
	tasoc_ref in[4];
	for (int i = 0; i < nin; i++) {
		char name[8] = { 'x', (char)('0' + i), 0 };
		in[i] = tasoc_ref_make(tasoc_add_input(&g, name, shapes[i]), 0);
	}
	int32_t v = tasoc_add_op(&g, op, attr, nin, in, NULL);
	if (v < 0) {
		tasoc_graph_free(&g);
		return -1;
	}
	if (out)
		*out = g.nodes[v].out[0];
	cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(v, 0), "y"), TASOC_OK);
	void *outs[] = { y };
	cr_assert_eq(tasoc_interp(&g, mode, x, outs), TASOC_OK, "%s", g.err);
	tasoc_graph_free(&g);
	return 0;
}

static int32_t float_bits(float f)
{
	int32_t b;
	memcpy(&b, &f, sizeof b);
	return b;
}

Test(transformer, layernorm_normalizes_each_row_then_scales_and_shifts)
{
	int32_t d2[] = { 2, 4 }, d1[] = { 4 };
	tasoc_shape s[3] = { tasoc_shape_make(2, d2), tasoc_shape_make(1, d1), tasoc_shape_make(1, d1) };
	const float x[8] = { 1, 2, 3, 4, -2, 0, 0, 2 }, g[4] = { 1, 2, 1, 1 }, b[4] = { 0, 0, 0, 10 };
	const void *in[] = { x, g, b };
	int32_t attr[1] = { float_bits(0.0f) };
	float y[8];
	cr_assert_eq(run(TASOC_OP_LAYERNORM, attr, 3, s, in, y, TASOC_MODE_F32, NULL), 0);
	/* row 0: mean 2.5, variance 1.25; row 1: mean 0, variance 2 */
	double sd0 = sqrt(1.25), sd1 = sqrt(2.0);
	const double want[8] = { -1.5 / sd0, 2 * -0.5 / sd0, 0.5 / sd0, 1.5 / sd0 + 10,
				 -2 / sd1, 0, 0, 2 / sd1 + 10 };
	for (int i = 0; i < 8; i++)
		cr_expect_float_eq(y[i], want[i], 1e-5, "y[%d] = %g, want %g", i, (double)y[i], want[i]);
	/* epsilon enters under the root: a constant row gives bias, not NaN */
	const float flat[8] = { 3, 3, 3, 3, 3, 3, 3, 3 };
	in[0] = flat;
	attr[0] = float_bits(1e-5f);
	cr_assert_eq(run(TASOC_OP_LAYERNORM, attr, 3, s, in, y, TASOC_MODE_F32, NULL), 0);
	for (int i = 0; i < 8; i++)
		cr_expect_float_eq(y[i], b[i % 4], 1e-6);
}

Test(transformer, layernorm_and_softmax_mod_p_are_functions_of_the_row)
{
	int32_t d2[] = { 3, 2 }, d1[] = { 2 };
	tasoc_shape s[3] = { tasoc_shape_make(2, d2), tasoc_shape_make(1, d1), tasoc_shape_make(1, d1) };
	const uint64_t x[6] = { 1, 2, 1, 2, 1, 3 }, g[2] = { 1, 1 }, b[2] = { 0, 0 };
	const void *in[] = { x, g, b };
	uint64_t y[6], z[6];
	int32_t attr[1] = { float_bits(1e-5f) };
	cr_assert_eq(run(TASOC_OP_LAYERNORM, attr, 3, s, in, y, TASOC_MODE_MODP, NULL), 0);
	cr_assert_eq(run(TASOC_OP_SOFTMAX, NULL, 1, s, in, z, TASOC_MODE_MODP, NULL), 0);
	cr_expect(y[0] == y[2] && y[1] == y[3], "equal rows, equal results");
	cr_expect(y[0] != y[4], "a 1 in row (1, 2) and a 1 in row (1, 3): the rest of the row counts");
	cr_expect(z[0] == z[2] && z[0] != z[4] && y[0] != z[0], "softmax: the same, another function");
	attr[0] = float_bits(1e-6f);
	uint64_t y2[6];
	cr_assert_eq(run(TASOC_OP_LAYERNORM, attr, 3, s, in, y2, TASOC_MODE_MODP, NULL), 0);
	cr_expect_neq(y[0], y2[0], "one function per epsilon");
}

Test(transformer, softmax_and_erf_values)
{
	int32_t d2[] = { 2, 3 };
	tasoc_shape s[1] = { tasoc_shape_make(2, d2) };
	const float x[6] = { 0, 0, 0, 1, 2, 1000 };
	const void *in[] = { x };
	float y[6];
	cr_assert_eq(run(TASOC_OP_SOFTMAX, NULL, 1, s, in, y, TASOC_MODE_F32, NULL), 0);
	for (int i = 0; i < 3; i++)
		cr_expect_float_eq(y[i], 1.0 / 3, 1e-6);
	cr_expect_float_eq(y[5], 1.0, 1e-6, "a large logit does not overflow");
	cr_expect_float_eq(y[3], 0.0, 1e-6);
	cr_assert_eq(run(TASOC_OP_ERF, NULL, 1, s, in, y, TASOC_MODE_F32, NULL), 0);
	cr_expect_float_eq(y[3], 0.8427008, 1e-6);
	cr_expect_float_eq(y[4], 0.9953223, 1e-6);
	int32_t d1[] = { 3 };
	s[0] = tasoc_shape_make(1, d1);
	cr_expect_eq(run(TASOC_OP_SOFTMAX, NULL, 1, s, in, y, TASOC_MODE_F32, NULL), -1, "rank 1 is refused");
}

Test(transformer, bmatmul_broadcasts_batch_extents_of_one)
{
	/* x [2, 1, 2, 3] by y [1, 2, 3, 2]: out [2, 2, 2, 2], batch (i, j) = x[i, 0] y[0, j] */
	int32_t dx[] = { 2, 1, 2, 3 }, dy[] = { 1, 2, 3, 2 };
	tasoc_shape s[2] = { tasoc_shape_make(4, dx), tasoc_shape_make(4, dy) }, out;
	float x[12], y[12], z[16];
	for (int i = 0; i < 12; i++) {
		x[i] = (float)(i % 5) - 2;
		y[i] = (float)(i % 7) * 0.5f - 1;
	}
	const void *in[] = { x, y };
	cr_assert_eq(run(TASOC_OP_BMATMUL, NULL, 2, s, in, z, TASOC_MODE_F32, &out), 0);
	int32_t want[] = { 2, 2, 2, 2 };
	cr_assert_eq(out.rank, 4);
	for (int a = 0; a < 4; a++)
		cr_expect_eq(out.dim[a], want[a]);
	for (int i = 0; i < 2; i++)
		for (int j = 0; j < 2; j++)
			for (int m = 0; m < 2; m++)
				for (int n = 0; n < 2; n++) {
					float acc = 0;
					for (int k = 0; k < 3; k++)
						acc += x[i * 6 + m * 3 + k] * y[j * 6 + k * 2 + n];
					cr_expect_float_eq(z[((i * 2 + j) * 2 + m) * 2 + n], acc, 1e-6);
				}
	int32_t bad[] = { 3, 1, 3, 2 };
	s[1] = tasoc_shape_make(4, bad);
	cr_expect_eq(run(TASOC_OP_BMATMUL, NULL, 2, s, in, z, TASOC_MODE_F32, NULL), -1, "batch 2 against 3");
}

Test(transformer, permute_moves_axes_and_refuses_non_permutations)
{
	int32_t d[] = { 2, 3, 4 };
	tasoc_shape s[1] = { tasoc_shape_make(3, d) }, out;
	float x[24], y[24];
	for (int i = 0; i < 24; i++)
		x[i] = (float)i;
	const void *in[] = { x };
	int32_t perm[8] = { 2, 0, 1, 3, 4, 5, 6, 7 }; /* out [4, 2, 3], out[c][a][b] = x[a][b][c] */
	cr_assert_eq(run(TASOC_OP_PERMUTE, perm, 1, s, in, y, TASOC_MODE_F32, &out), 0);
	cr_expect(out.rank == 3 && out.dim[0] == 4 && out.dim[1] == 2 && out.dim[2] == 3);
	for (int a = 0; a < 2; a++)
		for (int b = 0; b < 3; b++)
			for (int c = 0; c < 4; c++)
				cr_expect_eq(y[(c * 2 + a) * 3 + b], x[(a * 3 + b) * 4 + c]);
	int32_t twice[8] = { 0, 0, 1, 3, 4, 5, 6, 7 }, past[8] = { 0, 1, 3, 3, 4, 5, 6, 7 };
	cr_expect_eq(run(TASOC_OP_PERMUTE, twice, 1, s, in, y, TASOC_MODE_F32, NULL), -1);
	cr_expect_eq(run(TASOC_OP_PERMUTE, past, 1, s, in, y, TASOC_MODE_F32, NULL), -1);
}

Test(transformer, reshape_holds_rank_6)
{
	int32_t d[] = { 2, 12 };
	tasoc_shape s[1] = { tasoc_shape_make(2, d) }, out;
	float x[24], y[24];
	for (int i = 0; i < 24; i++)
		x[i] = (float)i;
	const void *in[] = { x };
	int32_t to6[8] = { 6, 1, 2, 2, 3, 1, 2, 1 };
	cr_assert_eq(run(TASOC_OP_RESHAPE, to6, 1, s, in, y, TASOC_MODE_F32, &out), 0);
	cr_expect(out.rank == 6 && out.dim[3] == 3 && memcmp(x, y, sizeof x) == 0);
}

static int count(const tasoc_graph *g, int op)
{
	return tasoc_graph_count_op(g, op);
}

/* The model imported: nothing opaque, each piece its operator; exported and imported back: the same. */
static void check_model(const char *path, int layernorms, int gelus)
{
	tasoc_graph g, g2;
	tasoc_onnx_model *m = NULL, *m2 = NULL;
	cr_assert_eq(tasoc_graph_init(&g, NULL), TASOC_OK);
	cr_assert_eq(tasoc_onnx_load(path, &g, &m), TASOC_OK, "%s: %s", path, g.err);
	const tasoc_graph *gs[2] = { &g, &g2 };
	void *data;
	size_t size;
	cr_assert_eq(tasoc_onnx_export(m, &g, &data, &size), TASOC_OK, "export: %s", g.err);
	cr_assert_eq(tasoc_graph_init(&g2, NULL), TASOC_OK);
	cr_assert_eq(tasoc_onnx_import(data, size, &g2, &m2), TASOC_OK, "re-import: %s", g2.err);
	free(data);
	for (int k = 0; k < 2; k++) {
		const char *what = k ? "exported and imported again" : "imported";
		cr_expect_eq(count(gs[k], TASOC_OP_OPAQUE), 0, "%s: %s", path, what);
		cr_expect_eq(count(gs[k], TASOC_OP_LAYERNORM), layernorms, "%s: %s", path, what);
		cr_expect_eq(count(gs[k], TASOC_OP_GELU), gelus, "%s: %s", path, what);
		cr_expect_eq(count(gs[k], TASOC_OP_SOFTMAX), 1, "%s: %s", path, what);
		cr_expect_eq(count(gs[k], TASOC_OP_BMATMUL), 3, "%s: %s", path, what);
		cr_expect_eq(count(gs[k], TASOC_OP_PERMUTE), 2, "%s: %s (the third Transpose is nhwc)", path, what);
		cr_expect_eq(count(gs[k], TASOC_OP_SMUL), 1, "%s: %s: Div by 2", path, what);
	}
	gr_same_outputs_in_order(&g, &g2, path);
	tasoc_onnx_free(m);
	tasoc_onnx_free(m2);
	tasoc_graph_free(&g);
	tasoc_graph_free(&g2);
}

Test(transformer, pieces_map_and_round_trip_at_each_opset)
{
	/* LayerNorm with Pow, with Mul and a [1, 1, D] scale, without scale and bias; both GELU forms */
	check_model("tests/models/transformer_ops14.onnx", 3, 2);
	/* and LayerNormalization itself, written back as itself (decomposed below 17) */
	check_model("tests/models/transformer_ops17.onnx", 4, 2);
	check_model("tests/models/transformer_ops18.onnx", 4, 2); /* ReduceMean's axes an input */
	check_model("tests/models/transformer_ops20.onnx", 4, 3); /* and Gelu */
}

Test(transformer, near_misses_import_node_by_node)
{
	tasoc_graph g;
	tasoc_onnx_model *m = NULL;
	cr_assert_eq(tasoc_graph_init(&g, NULL), TASOC_OK);
	cr_assert_eq(tasoc_onnx_load("tests/models/transformer_near.onnx", &g, &m), TASOC_OK, "%s", g.err);
	/*
	 * a LayerNorm over axis 1: ReduceMean x2, Sub, Div opaque; a GELU whose Erf is read twice: erf, Add
	 * opaque; a Dropout in training mode with ratio 0.1 opaque
	 */
	cr_expect_eq(count(&g, TASOC_OP_LAYERNORM), 3);
	cr_expect_eq(count(&g, TASOC_OP_GELU), 2);
	cr_expect_eq(count(&g, TASOC_OP_ERF), 1);
	cr_expect_eq(count(&g, TASOC_OP_OPAQUE), 6);
	tasoc_onnx_free(m);
	tasoc_graph_free(&g);
}

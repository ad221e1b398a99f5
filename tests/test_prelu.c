/* test_prelu.c: prelu, the operator added as a spec file and a kernel alone: its kernel and its ONNX round trip. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "../core/interp.h"
#include "../host/onnx/onnx.h"

/* y = prelu(x, slope) for x of shape [1, 3, 2] and a slope of ns elements ([ns]), in mode. */
static void run_prelu(tasoc_mode mode, const void *x, const void *slope, int ns, void *y)
{
	tasoc_graph g;
	cr_assert_eq(tasoc_graph_init(&g, NULL), TASOC_OK);
	int32_t dx[] = { 1, 3, 2 }, ds[] = { ns };
	tasoc_ref in[2] = { { tasoc_add_input(&g, "x", tasoc_shape_make(3, dx)), 0 },
			    { tasoc_add_input(&g, "slope", tasoc_shape_make(1, ds)), 0 } };
	int32_t v = tasoc_add_op(&g, TASOC_OP_PRELU, NULL, 2, in, NULL);
	cr_assert_geq(v, 0, "%s", g.err);
	cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(v, 0), "y"), TASOC_OK);
	const void *ins[] = { x, slope };
	void *outs[] = { y };
	cr_assert_eq(tasoc_interp(&g, mode, ins, outs), TASOC_OK, "%s", g.err);
	tasoc_graph_free(&g);
}

Test(prelu, float_values_per_channel_and_with_one_slope)
{
	const float x[] = { -2, 3, -1, 0, -4, 0.5f }; /* channels (-2, 3), (-1, 0), (-4, 0.5) */
	const float three[] = { 0.5f, -1, 2 }, one[] = { 0.25f };
	const float want3[] = { -1, 3, 1, 0, -8, 0.5f }, want1[] = { -0.5f, 3, -0.25f, 0, -1, 0.5f };
	float y[6];
	run_prelu(TASOC_MODE_F32, x, three, 3, y);
	for (int i = 0; i < 6; i++)
		cr_expect_float_eq(y[i], want3[i], 1e-7, "per channel: y[%d] = %g, want %g", i, (double)y[i], (double)want3[i]);
	run_prelu(TASOC_MODE_F32, x, one, 1, y);
	for (int i = 0; i < 6; i++)
		cr_expect_float_eq(y[i], want1[i], 1e-7, "one slope: y[%d] = %g, want %g", i, (double)y[i], (double)want1[i]);
}

Test(prelu, modp_is_a_function_of_the_element_and_its_slope)
{
	const uint64_t x[] = { 5, 5, 5, 5, 7, 7 }, slope[] = { 1, 2, 1 };
	uint64_t y[6];
	run_prelu(TASOC_MODE_MODP, x, slope, 3, y);
	cr_expect_eq(y[0], y[1], "one channel, one element: one value");
	cr_expect_neq(y[0], y[2], "another slope, another value");
	cr_expect_neq(y[4], y[0], "another element, another value");
}

Test(prelu, a_slope_neither_one_nor_per_channel_is_refused)
{
	tasoc_graph g;
	cr_assert_eq(tasoc_graph_init(&g, NULL), TASOC_OK);
	int32_t dx[] = { 1, 3, 2 }, ds[] = { 2 };
	tasoc_ref in[2] = { { tasoc_add_input(&g, "x", tasoc_shape_make(3, dx)), 0 },
			    { tasoc_add_input(&g, "slope", tasoc_shape_make(1, ds)), 0 } };
	cr_expect_lt(tasoc_add_op(&g, TASOC_OP_PRELU, NULL, 2, in, "p"), 0);
	cr_expect(strstr(g.err, "numel(slope)") != NULL, "the message names the requirement: %s", g.err);
	tasoc_graph_free(&g);
}

/* y = g(x) for the graph's one input and output, [1, 3, 4]. */
static void run_model(tasoc_graph *g, const float *x, float *y)
{
	const void *ins[] = { x };
	void *outs[] = { y };
	cr_assert_eq(tasoc_interp(g, TASOC_MODE_F32, ins, outs), TASOC_OK, "%s", g->err);
}

/*
 * tests/models/prelu.onnx (tools/make_onnx_models.py): PRelu with one slope ([1, 1], as PyTorch's
 * nn.PReLU()) and with one per channel ([3, 1]) import as prelu; the export writes PRelu back, which
 * imports again and computes the same. A slope per element (prelu_per_element.onnx) stays opaque.
 */
Test(prelu, onnx_prelu_imports_and_exports)
{
	tasoc_onnx_model *m = NULL, *m2 = NULL;
	tasoc_graph g, g2;
	cr_assert_eq(tasoc_graph_init(&g, NULL), TASOC_OK);
	cr_assert_eq(tasoc_onnx_load("tests/models/prelu.onnx", &g, &m), TASOC_OK, "%s", g.err);
	cr_expect_eq(tasoc_graph_count_op(&g, TASOC_OP_PRELU), 2);
	cr_expect_eq(tasoc_graph_count_op(&g, TASOC_OP_OPAQUE), 0);
	void *data;
	size_t size;
	cr_assert_eq(tasoc_onnx_export(m, &g, &data, &size), TASOC_OK, "export: %s", g.err);
	bool written = false; /* memmem is not C11 */
	for (size_t i = 0; i + 5 <= size && !written; i++)
		written = memcmp((const char *)data + i, "PRelu", 5) == 0;
	cr_assert(written, "the export writes PRelu");
	cr_assert_eq(tasoc_graph_init(&g2, NULL), TASOC_OK);
	cr_assert_eq(tasoc_onnx_import(data, size, &g2, &m2), TASOC_OK, "re-import: %s", g2.err);
	cr_expect_eq(tasoc_graph_count_op(&g2, TASOC_OP_PRELU), 2);
	float x[12], y[12], y2[12];
	const float slope[3] = { 0.5f, -1.0f, 2.0f };
	for (int i = 0; i < 12; i++)
		x[i] = (float)i - 5.5f;
	run_model(&g, x, y);
	run_model(&g2, x, y2);
	for (int i = 0; i < 12; i++) {
		float a = x[i] < 0 ? 0.25f * x[i] : x[i], want = a < 0 ? slope[i / 4] * a : a;
		cr_expect_float_eq(y[i], want, 1e-6, "imported: y[%d] = %g, want %g", i, (double)y[i], (double)want);
		cr_expect_float_eq(y2[i], want, 1e-6, "exported: y[%d] = %g, want %g", i, (double)y2[i], (double)want);
	}
	free(data);
	tasoc_graph_free(&g);
	tasoc_graph_free(&g2);
	tasoc_onnx_free(m);
	tasoc_onnx_free(m2);
	cr_assert_eq(tasoc_graph_init(&g, NULL), TASOC_OK);
	cr_assert_eq(tasoc_onnx_load("tests/models/prelu_per_element.onnx", &g, &m), TASOC_OK, "%s", g.err);
	cr_expect_eq(tasoc_graph_count_op(&g, TASOC_OP_PRELU), 0);
	cr_expect_eq(tasoc_graph_count_op(&g, TASOC_OP_OPAQUE), 1);
	tasoc_graph_free(&g);
	tasoc_onnx_free(m);
}

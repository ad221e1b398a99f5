/* test_prelu.c: prelu, the operator added as a spec file and a kernel alone: its kernel and its ONNX round trip. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "../core/interp.h"
#include "../host/onnx/onnx.h"
#include "onnx_round_trip.h"

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

/* One slope, 0.25, then one per channel: the two PRelu of tests/models/prelu.onnx. */
static float prelu_want(int i, float x)
{
	static const float slope[3] = { 0.5f, -1.0f, 2.0f };
	float a = x < 0 ? 0.25f * x : x;
	return a < 0 ? slope[i / 4] * a : a;
}

/*
 * tests/models/prelu.onnx (tools/make_onnx_models.py): PRelu with one slope ([1, 1], as PyTorch's
 * nn.PReLU()) and with one per channel ([3, 1]) import as prelu; the export writes PRelu back, which
 * imports again and computes the same. A slope per element (prelu_per_element.onnx) stays opaque.
 */
Test(prelu, onnx_prelu_imports_and_exports)
{
	onnx_round_trip_1x3x4("tests/models/prelu.onnx", TASOC_OP_PRELU, 2, "PRelu", prelu_want);
	onnx_stays_opaque("tests/models/prelu_per_element.onnx", TASOC_OP_PRELU);
}

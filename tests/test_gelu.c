/* test_gelu.c: the operators added by docs/adding-an-operator.md's steps (gelu, relu6, hardswish, sqrt): kernels, mod p. */
#include <criterion/criterion.h>
#include <math.h>

#include "../runtime/interp.h"

/* y = op(x) for one x of shape [1, n] in the given mode. */
static void run_unary(int op, tasoc_mode mode, const void *x, void *y, int n)
{
	tasoc_graph g;
	cr_assert_eq(tasoc_graph_init(&g, NULL), TASOC_OK);
	int32_t d[] = { 1, n };
	int32_t in = tasoc_add_input(&g, "x", tasoc_shape_make(2, d));
	tasoc_ref r = { in, 0 };
	int32_t v = tasoc_add_op(&g, op, NULL, 1, &r, NULL);
	cr_assert_geq(v, 0, "%s", g.err);
	cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(v, 0), "y"), TASOC_OK);
	cr_assert(tasoc_shape_eq(&g.nodes[v].out[0], &g.nodes[in].out[0]), "%s keeps the shape", tasoc_ops[op].name);
	const void *ins[] = { x };
	void *outs[] = { y };
	cr_assert_eq(tasoc_interp(&g, mode, ins, outs), TASOC_OK, "%s", g.err);
	tasoc_graph_free(&g);
}

Test(gelu, float_values_match_the_erf_form)
{
	/* 0.5 x (1 + erf(x / sqrt 2)), values to 7 digits from the normal CDF */
	const float x[] = { -2, -1, 0, 0.5f, 1, 2 };
	const double want[] = { -0.0455003, -0.1586553, 0, 0.3457312, 0.8413447, 1.9544997 };
	float y[6];
	run_unary(TASOC_OP_GELU, TASOC_MODE_F32, x, y, 6);
	for (int i = 0; i < 6; i++)
		cr_assert_float_eq(y[i], want[i], 1e-6, "gelu(%g) = %g, want %g", (double)x[i], (double)y[i], want[i]);
}

Test(gelu, modp_is_a_fixed_function_distinct_from_sigmoid_and_tanh)
{
	const uint64_t x[] = { 1, 2, 1, 2 };
	uint64_t g[4], s[4], t[4];
	run_unary(TASOC_OP_GELU, TASOC_MODE_MODP, x, g, 4);
	run_unary(TASOC_OP_SIGMOID, TASOC_MODE_MODP, x, s, 4);
	run_unary(TASOC_OP_TANH, TASOC_MODE_MODP, x, t, 4);
	cr_assert_eq(g[0], g[2], "a function of the element alone");
	cr_assert_neq(g[0], g[1]);
	cr_assert_neq(g[0], s[0], "gelu and sigmoid must be different functions");
	cr_assert_neq(g[0], t[0], "gelu and tanh must be different functions");
}

Test(relu6, float_values_are_onnx_clip_0_6)
{
	const float x[] = { -3, -0.0f, 0.25f, 6, 6.5f, NAN };
	float y[6];
	run_unary(TASOC_OP_RELU6, TASOC_MODE_F32, x, y, 6);
	const float want[] = { 0, 0, 0.25f, 6, 6 };
	for (int i = 0; i < 5; i++)
		cr_assert_eq(y[i], want[i], "relu6(%g) = %g, want %g", (double)x[i], (double)y[i], (double)want[i]);
	cr_assert(isnan(y[5]), "NaN stays NaN, as in ONNX Clip: got %g", (double)y[5]);
}

Test(relu6, modp_is_a_fixed_function_distinct_from_the_others)
{
	const uint64_t x[] = { 1, 2, 1, 2 };
	uint64_t r6[4], other[4];
	run_unary(TASOC_OP_RELU6, TASOC_MODE_MODP, x, r6, 4);
	cr_assert_eq(r6[0], r6[2], "a function of the element alone");
	cr_assert_neq(r6[0], r6[1]);
	const int ops[] = { TASOC_OP_GELU, TASOC_OP_SIGMOID, TASOC_OP_TANH, TASOC_OP_RELU, TASOC_OP_HARDSWISH, TASOC_OP_SQRT };
	for (int k = 0; k < 6; k++) {
		run_unary(ops[k], TASOC_MODE_MODP, x, other, 4);
		cr_assert_neq(r6[0], other[0], "relu6 and %s must be different functions", tasoc_ops[ops[k]].name);
	}
}

Test(hardswish, float_values_are_onnx_hardswish)
{
	/* x * max(0, min(1, x / 6 + 0.5)) */
	const float x[] = { -4, -3, -1.5f, 0, 1, 3, 5 };
	const float want[] = { 0, 0, -0.375f, 0, 4.0f / 6.0f, 3, 5 };
	float y[7];
	run_unary(TASOC_OP_HARDSWISH, TASOC_MODE_F32, x, y, 7);
	for (int i = 0; i < 7; i++)
		cr_assert_float_eq(y[i], want[i], 1e-6, "hardswish(%g) = %g, want %g", (double)x[i], (double)y[i],
				   (double)want[i]);
}

Test(sqrt, float_values_are_onnx_sqrt)
{
	const float x[] = { 0, 1, 2.25f, 16, -1 };
	float y[5];
	run_unary(TASOC_OP_SQRT, TASOC_MODE_F32, x, y, 5);
	const float want[] = { 0, 1, 1.5f, 4 };
	for (int i = 0; i < 4; i++)
		cr_assert_float_eq(y[i], want[i], 1e-6, "sqrt(%g) = %g", (double)x[i], (double)y[i]);
	cr_assert(isnan(y[4]), "sqrt(-1) is NaN, as in ONNX");
}

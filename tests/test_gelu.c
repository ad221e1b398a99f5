/*
 * test_gelu.c: the operators added by docs/adding-an-operator.md's steps (gelu, relu6, hardswish, sqrt,
 * hardsigmoid): kernels, mod p.
 */
#include <criterion/criterion.h>
#include <math.h>
#include <string.h>

#include "../core/interp.h"

/* y = op(x) for one x of shape [1, n] in the given mode, attributes attr (NULL: none). */
static void run_unary_attr(int op, const int32_t *attr, tasoc_mode mode, const void *x, void *y, int n)
{
	tasoc_graph g;
	cr_assert_eq(tasoc_graph_init(&g, NULL), TASOC_OK);
	int32_t d[] = { 1, n };
	int32_t in = tasoc_add_input(&g, "x", tasoc_shape_make(2, d));
	tasoc_ref r = { in, 0 };
	int32_t v = tasoc_add_op(&g, op, attr, 1, &r, NULL);
	cr_assert_geq(v, 0, "%s", g.err);
	cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(v, 0), "y"), TASOC_OK);
	cr_assert(tasoc_shape_eq(&g.nodes[v].out[0], &g.nodes[in].out[0]), "%s keeps the shape", tasoc_ops[op].name);
	const void *ins[] = { x };
	void *outs[] = { y };
	cr_assert_eq(tasoc_interp(&g, mode, ins, outs), TASOC_OK, "%s", g.err);
	tasoc_graph_free(&g);
}

static void run_unary(int op, tasoc_mode mode, const void *x, void *y, int n)
{
	run_unary_attr(op, NULL, mode, x, y, n);
}

/* hardsigmoid's attributes: alpha and beta bit for bit. */
static void hsig_attrs(float alpha, float beta, int32_t attr[2])
{
	memcpy(&attr[TASOC_HARDSIGMOID_ALPHA], &alpha, sizeof alpha);
	memcpy(&attr[TASOC_HARDSIGMOID_BETA], &beta, sizeof beta);
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
	const int ops[] = { TASOC_OP_GELU, TASOC_OP_SIGMOID, TASOC_OP_TANH, TASOC_OP_RELU, TASOC_OP_HARDSWISH, TASOC_OP_SQRT,
			    TASOC_OP_HARDSIGMOID };
	int32_t attr[2];
	hsig_attrs(1.0f / 6, 0.5f, attr);
	for (int k = 0; k < 7; k++) {
		run_unary_attr(ops[k], ops[k] == TASOC_OP_HARDSIGMOID ? attr : NULL, TASOC_MODE_MODP, x, other, 4);
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

Test(hardsigmoid, float_values_are_onnx_hardsigmoid)
{
	/* max(0, min(1, alpha x + beta)): PyTorch's alpha 1/6 (hardswish's gate), ONNX's default 0.2, and 0.5, 0.6 */
	const float x[] = { -4, -3, -1.5f, 0, 1, 3, 5 };
	const float want[3][7] = {
		{ 0, 0, 0.25f, 0.5f, 4.0f / 6.0f, 1, 1 },
		{ 0, 0, 0.2f, 0.5f, 0.7f, 1, 1 },
		{ 0, 0, 0, 0.6f, 1, 1, 1 },
	};
	const float ab[3][2] = { { 1.0f / 6, 0.5f }, { 0.2f, 0.5f }, { 0.5f, 0.6f } };
	for (int c = 0; c < 3; c++) {
		int32_t attr[2];
		float y[7];
		hsig_attrs(ab[c][0], ab[c][1], attr);
		run_unary_attr(TASOC_OP_HARDSIGMOID, attr, TASOC_MODE_F32, x, y, 7);
		for (int i = 0; i < 7; i++)
			cr_assert_float_eq(y[i], want[c][i], 1e-6, "hardsigmoid %g %g (%g) = %g, want %g", (double)ab[c][0],
					   (double)ab[c][1], (double)x[i], (double)y[i], (double)want[c][i]);
	}
}

Test(hardsigmoid, modp_is_one_function_per_alpha_and_beta)
{
	const uint64_t x[] = { 1, 2, 1, 2 };
	const float ab[][2] = { { 1.0f / 6, 0.5f }, { 0.2f, 0.5f }, { -1.0f / 6, 0.5f }, { 1.0f / 6, -0.5f }, { 0.5f, 1.0f / 6 } };
	enum { N = sizeof ab / sizeof ab[0] };
	uint64_t y[N][4];
	for (int c = 0; c < N; c++) {
		int32_t attr[2];
		hsig_attrs(ab[c][0], ab[c][1], attr);
		run_unary_attr(TASOC_OP_HARDSIGMOID, attr, TASOC_MODE_MODP, x, y[c], 4);
		cr_assert_eq(y[c][0], y[c][2], "a function of the element alone");
		cr_assert_neq(y[c][0], y[c][1]);
		for (int d = 0; d < c; d++)
			cr_assert_neq(y[c][0], y[d][0], "attributes %g %g and %g %g must give different functions",
				      (double)ab[c][0], (double)ab[c][1], (double)ab[d][0], (double)ab[d][1]);
	}
}

/* test_chanmul.c: chanmul, x times one factor per channel, added as a spec file and a kernel: kernel and ONNX. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "../core/interp.h"
#include "../core/modp.h"
#include "../host/onnx/onnx.h"
#include "onnx_round_trip.h"

Test(chanmul, values_in_both_modes)
{
	tasoc_graph g;
	cr_assert_eq(tasoc_graph_init(&g, NULL), TASOC_OK);
	int32_t dx[] = { 1, 3, 2 }, ds[] = { 3, 1 };
	tasoc_ref in[2] = { { tasoc_add_input(&g, "x", tasoc_shape_make(3, dx)), 0 },
			    { tasoc_add_input(&g, "s", tasoc_shape_make(2, ds)), 0 } };
	int32_t v = tasoc_add_op(&g, TASOC_OP_CHANMUL, NULL, 2, in, NULL);
	cr_assert_geq(v, 0, "%s", g.err);
	cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(v, 0), "y"), TASOC_OK);
	const float x[] = { 1, -2, 3, 4, -5, 6 }, s[] = { 2, 0.5f, -1 }, want[] = { 2, -4, 1.5f, 2, 5, -6 };
	float y[6];
	const void *ins[] = { x, s };
	void *outs[] = { y };
	cr_assert_eq(tasoc_interp(&g, TASOC_MODE_F32, ins, outs), TASOC_OK, "%s", g.err);
	for (int i = 0; i < 6; i++)
		cr_expect_float_eq(y[i], want[i], 0, "y[%d] = %g, want %g", i, (double)y[i], (double)want[i]);
	/* mod p: the exact product, element by element with its channel's factor */
	const uint64_t xm[] = { 1, 2, 3, 4, 5, 6 }, sm[] = { 7, 8, 9 };
	uint64_t ym[6];
	const void *insm[] = { xm, sm };
	void *outsm[] = { ym };
	cr_assert_eq(tasoc_interp(&g, TASOC_MODE_MODP, insm, outsm), TASOC_OK, "%s", g.err);
	for (int i = 0; i < 6; i++)
		cr_expect_eq(ym[i], tasoc_modp_mul(xm[i], sm[i / 2]), "mod p y[%d]", i);
	tasoc_graph_free(&g);
}

/* x times one weight per channel, then another: the two Mul of tests/models/chanmul.onnx. */
static float chanmul_want(int i, float x)
{
	static const float gamma[3] = { 0.5f, -1, 2 }, gamma3[3] = { 3, 0.25f, -2 };
	return gamma3[i / 4] * (x * gamma[i / 4]);
}

/*
 * tests/models/chanmul.onnx (tools/make_onnx_models.py): Mul by a per-channel weight, either operand, imports
 * as chanmul and exports as Mul computing the same; a Mul by a per-channel graph input (chanmul_gate.onnx)
 * stays opaque.
 */
Test(chanmul, onnx_mul_by_a_per_channel_weight)
{
	onnx_round_trip_1x3x4("tests/models/chanmul.onnx", TASOC_OP_CHANMUL, 2, "Mul", chanmul_want);
	onnx_stays_opaque("tests/models/chanmul_gate.onnx", TASOC_OP_CHANMUL);
}

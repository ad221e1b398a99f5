/* test_dq.c: dqconv and dqmatmul, the dynamically quantized Conv and MatMul: the kernels' quantization, and the five ONNX nodes imported, run against ONNX Runtime and written back. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "../core/interp.h"
#include "../host/onnx/onnx.h"
#include "ort_interp.h"

/* y = dqconv(x) for x [1, 1, 1, n], a 1x1 kernel of the one uint8 value wq, zero point wzp, scale ws; in mode. */
static void run_1x1(tasoc_mode mode, const void *x, int n, const void *wq, const void *wzp, const void *ws, void *y)
{
	tasoc_graph g;
	cr_assert_eq(tasoc_graph_init(&g, NULL), TASOC_OK);
	int32_t dx[] = { 1, 1, 1, n }, dw[] = { 1, 1, 1, 1 };
	tasoc_ref in[4] = { { tasoc_add_input(&g, "x", tasoc_shape_make(4, dx)), 0 },
			    { tasoc_add_input(&g, "w", tasoc_shape_make(4, dw)), 0 },
			    { tasoc_add_input(&g, "wzp", tasoc_shape_make(0, NULL)), 0 },
			    { tasoc_add_input(&g, "ws", tasoc_shape_make(0, NULL)), 0 } };
	const int32_t attr[8] = { 1, 1, 0, 0, 0, 0, 1, 1 }; /* strides, pads, dilations */
	int32_t v = tasoc_add_op(&g, TASOC_OP_DQCONV, attr, 4, in, NULL);
	cr_assert_geq(v, 0, "%s", g.err);
	cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(v, 0), "y"), TASOC_OK);
	const void *ins[] = { x, wq, wzp, ws };
	void *outs[] = { y };
	cr_assert_eq(tasoc_interp(&g, mode, ins, outs), TASOC_OK, "%s", g.err);
	tasoc_graph_free(&g);
}

/*
 * With x's range [0, 255] the scale is 1 and the zero point 0, so y is the
 * quantized x times (wq - wzp) * ws: ties round to even (2.5 to 2, 3.5 to
 * 4, as DynamicQuantizeLinear's round half to even), not away from zero.
 */
Test(dqconv, elements_round_half_to_even)
{
	const float x[] = { 0, 2.5f, 3.5f, 255, 1.5f, 0.5f }, wq[] = { 3 }, wzp[] = { 2 }, ws[] = { 0.5f };
	const float want[] = { 0, 1, 2, 127.5f, 1, 0 };
	float y[6];
	run_1x1(TASOC_MODE_F32, x, 6, wq, wzp, ws, y);
	for (int i = 0; i < 6; i++)
		cr_expect_eq(y[i], want[i], "y[%d] = %g, want %g", i, (double)y[i], (double)want[i]);
}

/* x in [-51, 204]: scale 1, zero point 51, which the sum takes off again: y = x * (wq - wzp) * ws. */
Test(dqconv, the_zero_point_holds_the_negative_range)
{
	const float x[] = { -51, 0, 204, -10 }, wq[] = { 200 }, wzp[] = { 198 }, ws[] = { 0.25f };
	const float want[] = { -25.5f, 0, 102, -5 };
	float y[4];
	run_1x1(TASOC_MODE_F32, x, 4, wq, wzp, ws, y);
	for (int i = 0; i < 4; i++)
		cr_expect_eq(y[i], want[i], "y[%d] = %g, want %g", i, (double)y[i], (double)want[i]);
}

/* All zeros: an empty range, scale 1 (ONNX Runtime's choice; ONNX's formula would divide by 0), y 0. */
Test(dqconv, an_all_zero_input_gives_zeros)
{
	const float x[] = { 0, 0, 0 }, wq[] = { 9 }, wzp[] = { 1 }, ws[] = { 3 };
	float y[3] = { 1, 1, 1 };
	run_1x1(TASOC_MODE_F32, x, 3, wq, wzp, ws, y);
	for (int i = 0; i < 3; i++)
		cr_expect_eq(y[i], 0.0f, "y[%d] = %g", i, (double)y[i]);
}

/* The quantization reads the whole input: in mod p mode too, changing x[3] changes y[0] (a 1x1 kernel). */
Test(dqconv, modp_depends_on_the_whole_input)
{
	uint64_t x[] = { 5, 6, 7, 8 }, wq[] = { 3 }, wzp[] = { 1 }, ws[] = { 2 }, y[4], y2[4];
	run_1x1(TASOC_MODE_MODP, x, 4, wq, wzp, ws, y);
	x[3] = 9;
	run_1x1(TASOC_MODE_MODP, x, 4, wq, wzp, ws, y2);
	cr_expect_neq(y[0], y2[0], "y[0] depends on x[3] through the scale");
	cr_expect_neq(y[0], y[1], "another element, another value");
}

/*
 * tests/models/dqconv.onnx (tools/make_onnx_models.py): ONNX Runtime's
 * quantize_dynamic form of a strided, dilated, asymmetrically padded 3x3
 * Conv and of a 1x1 one imports as two dqconv; the interpreter computes
 * what ONNX Runtime computes from the same inputs, bit for bit; the export
 * writes the five nodes back, which ONNX Runtime runs to the same bits.
 */
Test(dqconv, the_quantize_dynamic_nodes_match_onnx_runtime_bit_for_bit, .timeout = 60)
{
	ort_interp_check("tests/models/dqconv.onnx", TASOC_OP_DQCONV, 2, 1234, 0.0, 1);
}

/* A zero point per output channel (per-channel quantization) is not dqconv's: its nodes stay as they were. */
Test(dqconv, a_zero_point_per_channel_stays_opaque)
{
	tasoc_onnx_model *m = NULL;
	tasoc_graph g;
	cr_assert_eq(tasoc_graph_init(&g, NULL), TASOC_OK);
	cr_assert_eq(tasoc_onnx_load("tests/models/dqconv_per_channel.onnx", &g, &m), TASOC_OK, "%s", g.err);
	cr_expect_eq(tasoc_graph_count_op(&g, TASOC_OP_DQCONV), 0);
	cr_expect_eq(tasoc_graph_count_op(&g, TASOC_OP_OPAQUE), 3, "DynamicQuantizeLinear, ConvInteger and Cast");
	tasoc_graph_free(&g);
	tasoc_onnx_free(m);
}

/*
 * tests/models/dqmatmul.onnx: the same five nodes around MatMulInteger, as
 * in transformers ONNX Runtime quantized, import as one dqmatmul of a
 * [2, 3, 4] input; bit for bit ONNX Runtime's, before and after the export.
 */
Test(dqmatmul, the_quantize_dynamic_nodes_match_onnx_runtime_bit_for_bit, .timeout = 60)
{
	ort_interp_check("tests/models/dqmatmul.onnx", TASOC_OP_DQMATMUL, 1, 1234, 0.0, 1);
}

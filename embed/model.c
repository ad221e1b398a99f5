/* model.c: the graph the firmware optimizes: one NasRNN cell, built without weight data. */
#include "model.h"

/*
 * The cell of tools/models_nasrnn.c (TASO's examples/nasrnn.py), one step:
 * t_j = x W_j + h U_j for j = 0..7, then the fixed tree of relu, sigmoid,
 * tanh, additions and products to the new state. The search reads shapes
 * only, so the weights carry no data (a borrowed NULL blob): the graph of a
 * hidden-512 cell fits a small arena, where its 16 weights (16 MiB of
 * floats) would not fit any microcontroller.
 */

static tasoc_ref op2(tasoc_graph *g, int op, tasoc_ref a, tasoc_ref b, int *ok)
{
	tasoc_ref in[] = { a, b };
	int32_t id = tasoc_add_op(g, op, NULL, 2, in, NULL);
	*ok &= id >= 0;
	return tasoc_ref_make(id < 0 ? 0 : id, 0);
}

static tasoc_ref op1(tasoc_graph *g, int op, tasoc_ref a, int *ok)
{
	int32_t id = tasoc_add_op(g, op, NULL, 1, &a, NULL);
	*ok &= id >= 0;
	return tasoc_ref_make(id < 0 ? 0 : id, 0);
}

static tasoc_ref weight(tasoc_graph *g, int32_t rows, int32_t cols, int *ok)
{
	int32_t d[] = { rows, cols };
	int32_t id = tasoc_add_weight(g, NULL, tasoc_shape_make(2, d), NULL, false);
	*ok &= id >= 0;
	return tasoc_ref_make(id < 0 ? 0 : id, 0);
}

tasoc_status embed_model_nasrnn_cell(tasoc_graph *g, int32_t hidden)
{
	enum { RELU = TASOC_OP_RELU, SIG = TASOC_OP_SIGMOID, TANH = TASOC_OP_TANH,
	       ADD = TASOC_OP_EWADD, MUL = TASOC_OP_EWMUL };
	int32_t d[] = { 1, hidden };
	int ok = 1;
	int32_t xi = tasoc_add_input(g, "x", tasoc_shape_make(2, d));
	if (xi < 0)
		return TASOC_ERR_NOMEM;
	tasoc_ref x = tasoc_ref_make(xi, 0), h = weight(g, 1, hidden, &ok), t[8], m[7];
	for (int j = 0; j < 8; j++) {
		tasoc_ref xw = op2(g, TASOC_OP_MATMUL, x, weight(g, hidden, hidden, &ok), &ok);
		tasoc_ref hu = op2(g, TASOC_OP_MATMUL, h, weight(g, hidden, hidden, &ok), &ok);
		t[j] = op2(g, ADD, xw, hu, &ok);
	}
	m[0] = op2(g, ADD, op1(g, RELU, t[0], &ok), op1(g, SIG, t[3], &ok), &ok);
	m[1] = op2(g, ADD, op1(g, SIG, t[1], &ok), op1(g, TANH, t[2], &ok), &ok);
	m[2] = op2(g, MUL, op1(g, SIG, t[4], &ok), op1(g, TANH, t[5], &ok), &ok);
	m[3] = op2(g, MUL, op1(g, SIG, t[6], &ok), op1(g, RELU, t[7], &ok), &ok);
	m[4] = op2(g, ADD, op1(g, SIG, m[1], &ok), op1(g, TANH, m[2], &ok), &ok);
	m[5] = op2(g, MUL, op1(g, TANH, m[0], &ok), op1(g, TANH, m[3], &ok), &ok);
	m[6] = op2(g, MUL, op1(g, TANH, m[4], &ok), op1(g, TANH, m[5], &ok), &ok);
	tasoc_ref y = op1(g, TANH, m[6], &ok);
	if (!ok)
		return TASOC_ERR_NOMEM;
	return tasoc_add_output(g, y, "h");
}

/* models_nasrnn.c: NasRNN, the recurrent cell found by neural architecture search, unrolled as in TASO. */
#include <stdio.h>

#include "model_layers.h"
#include "models.h"

/*
 * Follows TASO's examples/nasrnn.py: hidden size 512, 5 unrolled steps,
 * batch 1. Step i takes the input x_i (1x512, a graph input) and the state
 * h (1x512; a weight before the first step) and computes
 *
 *   t_j = x_i W_j + h U_j                      for j = 0..7 (16 matmuls)
 *   m0 = relu(t0) + sigmoid(t3)     m1 = sigmoid(t1) + tanh(t2)
 *   m2 = sigmoid(t4) * tanh(t5)     m3 = sigmoid(t6) * relu(t7)
 *   m4 = sigmoid(m1) + tanh(m2)     m5 = tanh(m0) * tanh(m3)
 *   m6 = tanh(m4) * tanh(m5)        h' = tanh(m6)
 *
 * with fresh weights W_j, U_j (512x512) in every step, as TASO's script makes
 * them (a trained RNN would share them across steps). The output is the last
 * state, 1x512. Weights are laid out input-by-output (x W, x of 1xK, W of
 * KxN); TASO writes (hidden, input) dims, the same shape at these sizes.
 *
 * Operator counts per step: 16 matmul, 11 ewadd, 4 ewmul, 2 relu, 5 sigmoid,
 * 8 tanh; 5 steps: 80, 55, 20, 10, 25, 40.
 */

static tasoc_ref combine(model_builder *b, tasoc_ref x, tasoc_ref h, int hidden, int step, int j)
{
	int32_t wd[] = { tasoc_ref_shape(b->g, x)->dim[1], hidden }, ud[] = { hidden, hidden };
	tasoc_ref w = model_weight(b, 2, wd, wd[0], "step%d.W%d", step, j);
	tasoc_ref u = model_weight(b, 2, ud, hidden, "step%d.U%d", step, j);
	tasoc_ref xw = model_op2(b, TASOC_OP_MATMUL, x, w, "step%d.xW%d", step, j);
	tasoc_ref hu = model_op2(b, TASOC_OP_MATMUL, h, u, "step%d.hU%d", step, j);
	return model_op2(b, TASOC_OP_EWADD, xw, hu, "step%d.t%d", step, j);
}

/* op applied to x, named after the step, the operator and what it reads. */
static tasoc_ref act(model_builder *b, int op, tasoc_ref x, int step, const char *what)
{
	return model_op1(b, op, x, "step%d.%s_%s", step, tasoc_ops[op].name, what);
}

static tasoc_ref nas_node(model_builder *b, tasoc_ref h, tasoc_ref x, int hidden, int s)
{
	enum { RELU = TASOC_OP_RELU, SIG = TASOC_OP_SIGMOID, TANH = TASOC_OP_TANH,
	       ADD = TASOC_OP_EWADD, MUL = TASOC_OP_EWMUL };
	if (b->status != TASOC_OK)
		return h;
	tasoc_ref t[8], m[7], u, v;
	for (int j = 0; j < 8; j++)
		t[j] = combine(b, x, h, hidden, s, j);
	/* One statement an operand, so nodes are made in a fixed order. */
	u = act(b, RELU, t[0], s, "t0");
	v = act(b, SIG, t[3], s, "t3");
	m[0] = model_op2(b, ADD, u, v, "step%d.m0", s);
	u = act(b, SIG, t[1], s, "t1");
	v = act(b, TANH, t[2], s, "t2");
	m[1] = model_op2(b, ADD, u, v, "step%d.m1", s);
	u = act(b, SIG, t[4], s, "t4");
	v = act(b, TANH, t[5], s, "t5");
	m[2] = model_op2(b, MUL, u, v, "step%d.m2", s);
	u = act(b, SIG, t[6], s, "t6");
	v = act(b, RELU, t[7], s, "t7");
	m[3] = model_op2(b, MUL, u, v, "step%d.m3", s);
	u = act(b, SIG, m[1], s, "m1");
	v = act(b, TANH, m[2], s, "m2");
	m[4] = model_op2(b, ADD, u, v, "step%d.m4", s);
	u = act(b, TANH, m[0], s, "m0");
	v = act(b, TANH, m[3], s, "m3");
	m[5] = model_op2(b, MUL, u, v, "step%d.m5", s);
	u = act(b, TANH, m[4], s, "m4");
	v = act(b, TANH, m[5], s, "m5");
	m[6] = model_op2(b, MUL, u, v, "step%d.m6", s);
	return act(b, TANH, m[6], s, "m6");
}

tasoc_status model_nasrnn_sized(tasoc_graph *g, int hidden, int steps)
{
	int32_t d[] = { 1, hidden };
	model_builder b;
	model_begin(&b, g, 1);
	tasoc_ref h = model_weight(&b, 2, d, 0, "h0");
	for (int s = 0; s < steps; s++) {
		tasoc_ref x = model_input(&b, 2, d, "x%d", s);
		h = nas_node(&b, h, x, hidden, s);
	}
	return model_end(&b, h, "h");
}

tasoc_status model_nasrnn(tasoc_graph *g)
{
	return model_nasrnn_sized(g, 512, 5);
}

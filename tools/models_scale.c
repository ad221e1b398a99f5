/* models_scale.c: the scale benchmark graphs: transformer-like stacks and relu chains of any size. */
#include <stdio.h>

#include "model_layers.h"
#include "models.h"

/*
 * Graphs whose size is a parameter, to measure how the search scales with
 * the model (issue 21): `stack-L` and `relu-chain-N` (`tasoc search
 * stack-1053`, `tasoc export relu-chain-20000 -o c.onnx`); the plain names
 * build the default sizes below. Tensors are small (S = 8 rows, D = 8
 * features, F = 32 in the MLP) so that a 100,000-node model stays a few
 * tens of MB on disk and in memory.
 *
 * A stack layer, on x of S x D (13 operators, 6 weights: 19 nodes):
 *
 *   q = x Wq, k = x Wk, v = x Wv          three projections sharing x
 *   a = relu(q k^T) v                      one head; relu stands in for softmax
 *   r = x + a Wo                           residual
 *   y = r + relu(r W1) W2                  ReLU MLP (D -> F -> D), residual
 *
 * so L layers have 19 L + 1 nodes (1,008 for 53 layers, 4,998 for 263,
 * 20,008 for 1,053, 99,998 for 5,263). Every layer offers the search the
 * same rewrites (the projections merge, the transpose moves), so each
 * layer's cut is that of a small stack.
 *
 * A relu chain is x followed by N relus: relu(relu(x)) = relu(x) applies
 * N - 1 times in sequence before the chain is one relu (N + 1 nodes).
 */

enum { S = 8, D = 8, F = 32, STACK_DEFAULT = 24, CHAIN_DEFAULT = 250 };

static tasoc_ref layer(model_builder *b, tasoc_ref x, int i)
{
	enum { MM = TASOC_OP_MATMUL };
	static const int32_t dd[] = { D, D }, df[] = { D, F }, fd[] = { F, D };
	tasoc_ref wq = model_weight(b, 2, dd, D, "layer%d.Wq", i);
	tasoc_ref wk = model_weight(b, 2, dd, D, "layer%d.Wk", i);
	tasoc_ref wv = model_weight(b, 2, dd, D, "layer%d.Wv", i);
	tasoc_ref wo = model_weight(b, 2, dd, D, "layer%d.Wo", i);
	tasoc_ref w1 = model_weight(b, 2, df, D, "layer%d.W1", i);
	tasoc_ref w2 = model_weight(b, 2, fd, F, "layer%d.W2", i);
	tasoc_ref q = model_op2(b, MM, x, wq, "layer%d.q", i);
	tasoc_ref k = model_op2(b, MM, x, wk, "layer%d.k", i);
	tasoc_ref v = model_op2(b, MM, x, wv, "layer%d.v", i);
	tasoc_ref kt = model_op1(b, TASOC_OP_TRANSPOSE, k, "layer%d.kT", i);
	tasoc_ref s = model_op2(b, MM, q, kt, "layer%d.logits", i);
	tasoc_ref p = model_op1(b, TASOC_OP_RELU, s, "layer%d.probs", i);
	tasoc_ref a = model_op2(b, MM, p, v, "layer%d.attn", i);
	tasoc_ref o = model_op2(b, MM, a, wo, "layer%d.proj", i);
	tasoc_ref r = model_op2(b, TASOC_OP_EWADD, x, o, "layer%d.res1", i);
	tasoc_ref h = model_op2(b, MM, r, w1, "layer%d.up", i);
	tasoc_ref hr = model_op1(b, TASOC_OP_RELU, h, "layer%d.act", i);
	tasoc_ref h2 = model_op2(b, MM, hr, w2, "layer%d.down", i);
	return model_op2(b, TASOC_OP_EWADD, r, h2, "layer%d.res2", i);
}

tasoc_status model_stack_sized(tasoc_graph *g, int32_t layers)
{
	static const int32_t xd[] = { S, D };
	model_builder b;
	model_begin(&b, g, 21);
	tasoc_ref t = model_input(&b, 2, xd, "x");
	for (int32_t i = 0; i < layers && b.status == TASOC_OK; i++)
		t = layer(&b, t, (int)i);
	return model_end(&b, t, "y");
}

tasoc_status model_stack(tasoc_graph *g)
{
	return model_stack_sized(g, STACK_DEFAULT);
}

tasoc_status model_relu_chain_sized(tasoc_graph *g, int32_t n)
{
	static const int32_t xd[] = { S, D };
	model_builder b;
	model_begin(&b, g, 22);
	tasoc_ref t = model_input(&b, 2, xd, "x");
	for (int32_t i = 0; i < n && b.status == TASOC_OK; i++)
		t = model_op1(&b, TASOC_OP_RELU, t, "relu%d", (int)i);
	return model_end(&b, t, "y");
}

tasoc_status model_relu_chain(tasoc_graph *g)
{
	return model_relu_chain_sized(g, CHAIN_DEFAULT);
}

/* models_bert.c: BERT's multi-head self-attention layers, as in TASO's benchmark. */
#include <stdio.h>

#include "model_layers.h"
#include "models.h"

/*
 * Follows TASO's examples/bert.py: sequence length 64, hidden size 1024, 16
 * heads of 64, batch 1, input x of 64x1024; 8 layers (model "bert") or one
 * ("bert-layer"). A layer is
 *
 *   Q = x Wq, K = x Wk, V = x Wv                   (1024x1024 weights)
 *   head h: O_h = (Q_h K_h^T) V_h                  (64x64 blocks)
 *   y = [O_0 ... O_15] Wo                          (the next layer's x)
 *
 * TASO reshapes to 64x16x64 and transposes for a batched matmul; matmul is
 * 2-D here, so the heads are cut out with splits instead: Q and V column
 * blocks (axis 1), K^T row blocks (K is transposed once, then split on axis
 * 0), and the head outputs are joined again with concats on axis 1.
 *
 * What TASO's script leaves out is left out here too, and is not stood in
 * for: no softmax and no 1/sqrt(d) scaling of the logits, no layer norm,
 * residual or feed-forward block. One departure: TASO's final linear layer
 * reads the layer input x, so its attention is dead code and its layers are
 * a chain of 8 matmuls; here it reads the attention output, as in BERT.
 *
 * Without the softmax, a layer is cubic in its input (logits are products
 * of two projections of x, times a third), so no fixed weight scale keeps 8
 * layers in float range: interpreted in float32, "bert" overflows to inf/nan
 * from the fourth layer on, whatever the weights. "bert-layer" stays finite.
 * To check a rewritten "bert" against the original, use the mod-p mode of
 * the interpreter (exact; BERT has only matmul, transpose, split, concat).
 *
 * Operator counts per layer with n heads: 4 + 2n matmul, 3(n - 1) split,
 * 1 transpose, n - 1 concat; for 16 heads 36, 45, 1, 15.
 */

enum { MAX_HEADS = 64 };

static tasoc_ref attention(model_builder *b, tasoc_ref x, int heads, int layer)
{
	enum { MM = TASOC_OP_MATMUL };
	if (b->status != TASOC_OK)
		return x;
	int32_t d = tasoc_ref_shape(b->g, x)->dim[1];
	int32_t wd[] = { d, d };
	tasoc_ref w[4];
	static const char *wname[] = { "Wq", "Wk", "Wv", "Wo" };
	for (int i = 0; i < 4; i++)
		w[i] = model_weight(b, 2, wd, d, "layer%d.%s", layer, wname[i]);
	tasoc_ref q = model_op2(b, MM, x, w[0], "layer%d.q", layer);
	tasoc_ref k = model_op2(b, MM, x, w[1], "layer%d.k", layer);
	tasoc_ref v = model_op2(b, MM, x, w[2], "layer%d.v", layer);
	tasoc_ref kt = model_op1(b, TASOC_OP_TRANSPOSE, k, "layer%d.kT", layer);
	tasoc_ref qh[MAX_HEADS], kh[MAX_HEADS], vh[MAX_HEADS], oh[MAX_HEADS];
	if (heads < 1 || heads > MAX_HEADS) {
		snprintf(b->g->err, sizeof b->g->err, "bert: %d heads, not in 1..%d", heads, MAX_HEADS);
		b->status = TASOC_ERR_LIMIT;
		return x;
	}
	model_split(b, q, 1, heads, qh, "layer%d.q.split", layer);
	model_split(b, kt, 0, heads, kh, "layer%d.kT.split", layer);
	model_split(b, v, 1, heads, vh, "layer%d.v.split", layer);
	for (int h = 0; h < heads; h++) {
		tasoc_ref logits = model_op2(b, MM, qh[h], kh[h], "layer%d.head%d.logits", layer, h);
		oh[h] = model_op2(b, MM, logits, vh[h], "layer%d.head%d.out", layer, h);
	}
	tasoc_ref o = model_concat(b, 1, heads, oh, "layer%d.heads", layer);
	return model_op2(b, MM, o, w[3], "layer%d.out", layer);
}

tasoc_status model_bert_sized(tasoc_graph *g, int seq, int hidden, int heads, int layers)
{
	int32_t xd[] = { seq, hidden };
	model_builder b;
	model_begin(&b, g, 1);
	tasoc_ref t = model_input(&b, 2, xd, "x");
	for (int i = 0; i < layers; i++)
		t = attention(&b, t, heads, i);
	return model_end(&b, t, "y");
}

tasoc_status model_bert(tasoc_graph *g)
{
	return model_bert_sized(g, 64, 1024, 16, 8);
}

tasoc_status model_bert_layer(tasoc_graph *g)
{
	return model_bert_sized(g, 64, 1024, 16, 1);
}

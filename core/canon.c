/* canon.c: the runtime canonical form: the merges and fusions the runtime does anyway, made before any cost is taken. */

#include "format.h"
#include "search.h"

/*
 * ONNX Runtime (and cuDNN, and TASO's own backend) run a Relu that is the
 * only reader of a convolution inside the convolution. The IR names that
 * fusion with the activation attribute of conv2d and groupconv2d, and the
 * ONNX importer keeps the two nodes apart, one IR node per ONNX node. Left
 * so, the input is charged a Relu the runtime never runs, the search
 * "gains" it back with conv_relu_fuse, and the exported file (Conv then
 * Relu, which the runtime fuses again) re-imports at the unfused cost: the
 * printed figures were neither the input's nor the output's.
 *
 * Canonicalizing before costing the input and after the search makes both
 * figures those of the graphs as the runtime runs them, and makes a file's
 * cost the same whichever way it was reached (built fused, or imported).
 *
 * Common subexpressions are merged first (cse.c), as ORT merges them when
 * it loads a model.
 *
 * The other fusions ORT does have no form in the IR: Conv with its bias
 * (conv2d + biasadd), BatchNormalization folded into Conv, Conv+Add+Relu,
 * MatMul+Add as Gemm. No rule rewrites biasadd or batchnorm, so they cost
 * the same before and after a search; see docs/search.md.
 */

/* The convolution a relu node v could absorb, or -1. reads[u]: reads of u's outputs. */
static int32_t fusable(const tasoc_graph *g, int32_t v, const int32_t *reads)
{
	const tasoc_node *r = &g->nodes[v];
	if (r->dead || r->op != TASOC_OP_RELU)
		return -1;
	int32_t c = r->in[0].node;
	const tasoc_node *n = &g->nodes[c];
	if (n->op != TASOC_OP_CONV2D && n->op != TASOC_OP_GROUPCONV2D)
		return -1;
	/* conv2d and groupconv2d keep the activation at the same index (generated/ops.h). */
	_Static_assert(TASOC_CONV2D_ACTIVATION == TASOC_GROUPCONV2D_ACTIVATION, "activation index");
	if (n->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE || reads[c] != 1)
		return -1; /* already fused, or its unactivated value is read elsewhere */
	return c;
}

tasoc_status tasoc_canonicalize(tasoc_graph *g, int32_t *fused, int32_t *merged)
{
	/* merges first: a conv read by two equal relus has one reader after them, which it can absorb */
	tasoc_status s = tasoc_graph_cse(g, merged);
	if (s != TASOC_OK)
		return s;
	int32_t nf = 0;
	int32_t *reads = tasoc_calloc(g->al, (size_t)g->nnodes + 1, sizeof *reads);
	if (!reads) {
		tasoc_format(g->err, sizeof g->err, "canonical form: out of memory");
		return TASOC_ERR_NOMEM;
	}
	for (int32_t v = 0; v < g->nnodes; v++)
		if (!g->nodes[v].dead)
			for (int i = 0; i < g->nodes[v].nin; i++)
				reads[g->nodes[v].in[i].node]++;
	for (int32_t i = 0; i < g->noutputs; i++)
		reads[g->outputs[i].node]++;
	/*
	 * One pass reaches the fixpoint: a fusion makes a conv with an
	 * activation, which absorbs nothing more, and changes no other conv's
	 * readers. reads[v] becomes -1 - c for a relu v fused into conv c; the
	 * relu's readers are moved to c in one sweep afterwards.
	 */
	for (int32_t v = 0; v < g->nnodes; v++) {
		int32_t c = fusable(g, v, reads);
		if (c < 0)
			continue;
		g->nodes[c].attr[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU;
		g->nodes[v].dead = 1;
		reads[c] = reads[v];
		reads[v] = -1 - c;
		nf++;
	}
	for (int32_t u = 0; nf && u < g->nnodes; u++)
		for (int i = 0; !g->nodes[u].dead && i < g->nodes[u].nin; i++)
			if (reads[g->nodes[u].in[i].node] < 0)
				g->nodes[u].in[i] = tasoc_ref_make(-1 - reads[g->nodes[u].in[i].node], 0);
	for (int32_t i = 0; nf && i < g->noutputs; i++)
		if (reads[g->outputs[i].node] < 0)
			g->outputs[i] = tasoc_ref_make(-1 - reads[g->outputs[i].node], 0);
	tasoc_free(g->al, reads);
	if (fused)
		*fused = nf;
	return TASOC_OK;
}

/* ir_hash.c: a structural graph hash that ignores the order of the node array. */
#include <string.h>

#include "hash.h"
#include "ir.h"

/*
 * A node's hash mixes its operator, attributes and the hashes of the tensors
 * it reads, so it names the expression tree below it; the graph hash mixes
 * the output hashes in output order. Inputs hash by name (their identity for
 * the caller), weights by blob id, opaque nodes by payload id as well. Equal
 * hashes are a hint: callers that must be exact compare the graphs too.
 */
uint64_t tasoc_graph_hash(tasoc_graph *g)
{
	int32_t *order = tasoc_alloc(g->al, ((size_t)g->nnodes + 1) * sizeof *order);
	uint64_t *h = tasoc_alloc(g->al, ((size_t)g->nnodes + 1) * sizeof *h);
	int32_t k;
	uint64_t gh = 0;
	if (!order || !h || tasoc_graph_topo(g, false, order, &k) != TASOC_OK)
		goto done;
	for (int32_t i = 0; i < k; i++) {
		const tasoc_node *n = &g->nodes[order[i]];
		const tasoc_op_info *op = &tasoc_ops[n->op];
		uint64_t v = tasoc_hash_mix(0x51ed27, n->op);
		for (int a = 0; a < op->nattr; a++)
			v = tasoc_hash_mix(v, (uint32_t)n->attr[a]);
		for (int j = 0; j < n->nin; j++)
			v = tasoc_hash_mix(tasoc_hash_mix(v, h[n->in[j].node]), (uint64_t)n->in[j].out);
		if (n->op == TASOC_OP_INPUT)
			v = tasoc_hash_mix(v, tasoc_hash_str(tasoc_node_name(g, order[i])));
		if (n->op == TASOC_OP_WEIGHT || n->op == TASOC_OP_OPAQUE)
			v = tasoc_hash_mix(v, (uint64_t)(int64_t)n->data);
		if (n->op == TASOC_OP_OPAQUE || (op->flags & TASOC_OPF_SOURCE))
			for (int o = 0; o < n->nout; o++)
				for (int d = 0; d < n->out[o].rank; d++)
					v = tasoc_hash_mix(v, (uint64_t)n->out[o].dim[d]);
		h[order[i]] = v;
	}
	gh = tasoc_hash_mix(0x6a09e667, (uint64_t)g->noutputs);
	for (int32_t i = 0; i < g->noutputs; i++)
		gh = tasoc_hash_mix(tasoc_hash_mix(gh, h[g->outputs[i].node]), (uint64_t)g->outputs[i].out);
done:
	tasoc_free(g->al, order);
	tasoc_free(g->al, h);
	return gh;
}

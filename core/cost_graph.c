/* cost_graph.c: a graph's cost: its nodes' costs, a transpose fused into its readers free, plus the blocked-layout account. */
#include "cost.h"

/*
 * The one place that adds the two accounts up: the nodes' keys through the
 * cache (cost.c) and the reorders and fused nodes of a blocked layout
 * (cost_layout.c), which itself prices each through the cache. Kept apart
 * from both so that each calls only downwards: the layout account reads
 * node costs, and this reads the layout account.
 */
double tasoc_cost_graph(tasoc_cost_model *cm, tasoc_graph *g)
{
	size_t n = (size_t)g->nnodes + 1;
	int32_t *order = tasoc_alloc(g->al, n * sizeof *order);
	uint8_t *cf = tasoc_calloc(g->al, n, 1);
	/* references to each node from live readers and outputs, and how many are a matmul's right operand */
	int32_t *refs = tasoc_calloc(g->al, 2 * n, sizeof *refs), *mm = refs ? refs + n : NULL;
	int32_t k = 0;
	double sum = -1;
	tasoc_cost_layout acc;
	if (order && cf && refs && tasoc_graph_topo(g, false, order, &k) == TASOC_OK) {
		sum = 0;
		for (int32_t i = 0; i < k; i++) {
			const tasoc_node *nd = &g->nodes[order[i]];
			for (int j = 0; j < nd->nin; j++) {
				refs[nd->in[j].node]++;
				mm[nd->in[j].node] += nd->op == TASOC_OP_MATMUL && j == 1;
			}
		}
		for (int32_t i = 0; i < g->noutputs; i++)
			refs[g->outputs[i].node]++;
		for (int32_t i = 0; i < k; i++) {
			int32_t v = order[i];
			cf[v] = tasoc_node_const(g, v, cf);
			if (!tasoc_cost_transpose_fused(cm, g, v, refs[v], mm[v]))
				sum += tasoc_cost_node(cm, g, v, cf[v]);
		}
		if (tasoc_cost_layout_of(cm, g, order, k, cf, &acc) == 0)
			sum += acc.reorders_ms - acc.fused_ms;
		else
			sum = -1;
	}
	tasoc_free(g->al, order);
	tasoc_free(g->al, cf);
	tasoc_free(g->al, refs);
	return sum;
}

/* cse.c: common subexpressions merged: one node for each operator applied to the same inputs. */
#include <string.h>

#include "format.h"
#include "hash.h"
#include "ir.h"

/*
 * ONNX Runtime merges, when it loads a model, nodes that apply the same
 * operator with the same attributes to the same inputs (its common
 * subexpression elimination, a basic-level optimization, on by default):
 * a model with two Relu of one tensor runs one. The canonical form
 * (canon.c) does the same, so that neither the input's cost nor the
 * search's gains count a node the runtime never runs (NasNet-A as TASO
 * builds it has 18 such duplicates; the search used to spend its budget
 * merging them, one rule per operator, and the prediction counted them as
 * gains).
 *
 * Inputs, weights and opaque nodes are never merged: two weights are two
 * blobs, and an opaque node may be an operator whose result is not a
 * function of its inputs (RandomNormal). A node is keyed by its operator,
 * attributes and inputs after the inputs' own merges, so one pass in
 * topological order merges whole duplicated chains.
 */

static uint64_t node_hash(const tasoc_node *n)
{
	uint64_t h = tasoc_hash_mix(n->op, n->nin);
	for (int k = 0; k < TASOC_MAX_ATTRS; k++)
		h = tasoc_hash_mix(h, (uint32_t)n->attr[k]);
	for (int i = 0; i < n->nin; i++)
		h = tasoc_hash_mix(tasoc_hash_mix(h, (uint32_t)n->in[i].node), (uint32_t)n->in[i].out);
	return h;
}

static bool same_node(const tasoc_node *a, const tasoc_node *b)
{
	return a->op == b->op && a->nin == b->nin && !memcmp(a->attr, b->attr, sizeof a->attr) &&
	       !memcmp(a->in, b->in, (size_t)a->nin * sizeof a->in[0]);
}

tasoc_status tasoc_graph_cse(tasoc_graph *g, int32_t *merged)
{
	int32_t nm = 0, n = 0, size = 16;
	while (size < 2 * g->nnodes)
		size *= 2;
	int32_t *order = tasoc_alloc(g->al, ((size_t)g->nnodes + 1) * sizeof *order);
	int32_t *into = tasoc_alloc(g->al, ((size_t)g->nnodes + 1) * sizeof *into);
	int32_t *table = tasoc_alloc(g->al, (size_t)size * sizeof *table);
	tasoc_status s = TASOC_ERR_NOMEM;
	if (!order || !into || !table) {
		tasoc_format(g->err, sizeof g->err, "canonical form: out of memory");
		goto out;
	}
	if ((s = tasoc_graph_topo(g, true, order, &n)) != TASOC_OK)
		goto out;
	for (int32_t v = 0; v < g->nnodes; v++)
		into[v] = v;
	for (int32_t i = 0; i < size; i++)
		table[i] = -1;
	for (int32_t i = 0; i < n; i++) {
		tasoc_node *nd = &g->nodes[order[i]];
		for (int k = 0; k < nd->nin; k++) /* read what the producers were merged into */
			nd->in[k].node = into[nd->in[k].node];
		if (tasoc_ops[nd->op].flags & (TASOC_OPF_SOURCE | TASOC_OPF_OPAQUE))
			continue;
		uint32_t at = (uint32_t)node_hash(nd) & (uint32_t)(size - 1);
		while (table[at] >= 0 && !same_node(&g->nodes[table[at]], nd))
			at = (at + 1) & (uint32_t)(size - 1);
		if (table[at] < 0) {
			table[at] = order[i];
			continue;
		}
		into[order[i]] = table[at];
		nd->dead = 1;
		nm++;
	}
	for (int32_t r = 0; r < g->noutputs; r++)
		g->outputs[r].node = into[g->outputs[r].node];
	if (merged)
		*merged = nm;
out:
	tasoc_free(g->al, order);
	tasoc_free(g->al, into);
	tasoc_free(g->al, table);
	return s;
}

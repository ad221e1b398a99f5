/* ir_topo.c: topological order, cycle detection, validation, dead nodes. */
#include <string.h>

#include "format.h"
#include "ir.h"

/*
 * Iterative depth-first search from the outputs (or from every live node),
 * three colours per node, so deep graphs cannot overflow the C stack. The
 * scratch arrays come from the graph's allocator.
 */
enum { WHITE, GREY, BLACK };

tasoc_status tasoc_graph_topo(tasoc_graph *g, bool all, int32_t *order, int32_t *count)
{
	int32_t n = g->nnodes;
	uint8_t *colour = tasoc_calloc(g->al, (size_t)n + 1, 1);
	int32_t *stack = tasoc_alloc(g->al, ((size_t)n + 1) * sizeof *stack);
	uint8_t *next = tasoc_calloc(g->al, (size_t)n + 1, 1); /* next input to visit */
	tasoc_status st = TASOC_OK;
	int32_t k = 0;
	if (!colour || !stack || !next) {
		st = TASOC_ERR_NOMEM;
		tasoc_format(g->err, sizeof g->err, "out of memory sorting the graph");
		goto done;
	}
	int32_t nroots = all ? n : g->noutputs;
	for (int32_t r = 0; r < nroots; r++) {
		int32_t root = all ? r : g->outputs[r].node;
		if (root < 0 || root >= n || g->nodes[root].dead || colour[root] != WHITE)
			continue;
		int32_t sp = 0;
		stack[sp++] = root;
		colour[root] = GREY;
		while (sp > 0) {
			int32_t v = stack[sp - 1];
			tasoc_node *nd = &g->nodes[v];
			if (next[v] < nd->nin) {
				int32_t u = nd->in[next[v]++].node;
				if (u < 0 || u >= n || g->nodes[u].dead) {
					st = TASOC_ERR_ARG;
					tasoc_format(g->err, sizeof g->err, "node %d ('%s') reads a missing node",
						 (int)v, tasoc_node_name(g, v));
					goto done;
				}
				if (colour[u] == GREY) {
					st = TASOC_ERR_CYCLE;
					tasoc_format(g->err, sizeof g->err, "cycle through node %d ('%s')",
						 (int)u, tasoc_node_name(g, u));
					goto done;
				}
				if (colour[u] == WHITE) {
					colour[u] = GREY;
					stack[sp++] = u;
				}
			} else {
				colour[v] = BLACK;
				order[k++] = v;
				sp--;
			}
		}
	}
done:
	*count = k;
	tasoc_free(g->al, colour);
	tasoc_free(g->al, stack);
	tasoc_free(g->al, next);
	return st;
}

tasoc_status tasoc_graph_validate(tasoc_graph *g)
{
	for (int32_t i = 0; i < g->noutputs; i++) {
		tasoc_ref r = g->outputs[i];
		if (r.node < 0 || r.node >= g->nnodes || g->nodes[r.node].dead ||
		    r.out < 0 || r.out >= g->nodes[r.node].nout) {
			tasoc_format(g->err, sizeof g->err, "graph output %d refers to no tensor", (int)i);
			return TASOC_ERR_ARG;
		}
	}
	for (int32_t v = 0; v < g->nnodes; v++) {
		tasoc_node *nd = &g->nodes[v];
		if (nd->dead)
			continue;
		for (int i = 0; i < nd->nin; i++) {
			tasoc_ref r = nd->in[i];
			if (r.node < 0 || r.node >= g->nnodes || g->nodes[r.node].dead ||
			    r.out < 0 || r.out >= g->nodes[r.node].nout) {
				tasoc_format(g->err, sizeof g->err, "node %d ('%s') input %d refers to no tensor",
					 (int)v, tasoc_node_name(g, v), i);
				return TASOC_ERR_ARG;
			}
		}
	}
	int32_t *order = tasoc_alloc(g->al, ((size_t)g->nnodes + 1) * sizeof *order);
	if (!order)
		return TASOC_ERR_NOMEM;
	int32_t k;
	tasoc_status st = tasoc_graph_topo(g, true, order, &k);
	tasoc_free(g->al, order);
	return st;
}

int32_t tasoc_graph_prune(tasoc_graph *g)
{
	int32_t *order = tasoc_alloc(g->al, ((size_t)g->nnodes + 1) * sizeof *order);
	uint8_t *keep = tasoc_calloc(g->al, (size_t)g->nnodes + 1, 1);
	int32_t k, removed = 0;
	if (!order || !keep || tasoc_graph_topo(g, false, order, &k) != TASOC_OK) {
		tasoc_free(g->al, order);
		tasoc_free(g->al, keep);
		return 0;
	}
	for (int32_t i = 0; i < k; i++)
		keep[order[i]] = 1;
	for (int32_t v = 0; v < g->nnodes; v++) {
		/* Graph inputs stay: they are part of the graph's signature. */
		if (!keep[v] && !g->nodes[v].dead && g->nodes[v].op != TASOC_OP_INPUT) {
			g->nodes[v].dead = 1;
			removed++;
		}
	}
	tasoc_free(g->al, order);
	tasoc_free(g->al, keep);
	return removed;
}

int32_t tasoc_graph_live(const tasoc_graph *g)
{
	int32_t n = 0;
	for (int32_t v = 0; v < g->nnodes; v++)
		n += !g->nodes[v].dead;
	return n;
}

int32_t tasoc_graph_count_op(const tasoc_graph *g, int op)
{
	int32_t n = 0;
	for (int32_t v = 0; v < g->nnodes; v++)
		n += !g->nodes[v].dead && g->nodes[v].op == op;
	return n;
}

int32_t tasoc_graph_count_ops(const tasoc_graph *g)
{
	return tasoc_graph_live(g) - tasoc_graph_count_op(g, TASOC_OP_INPUT) - tasoc_graph_count_op(g, TASOC_OP_WEIGHT);
}

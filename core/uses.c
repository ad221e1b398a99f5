/* uses.c: building the reader lists of a graph's node outputs. */
#include <string.h>

#include "uses.h"

void tasoc_uses_init(tasoc_uses *u, tasoc_allocator *al)
{
	memset(u, 0, sizeof *u);
	u->al = al ? al : &tasoc_heap;
}

void tasoc_uses_free(tasoc_uses *u)
{
	tasoc_free(u->al, u->first);
	tasoc_free(u->al, u->use);
	tasoc_free(u->al, u->scratch);
	tasoc_free(u->al, u->anc_buf);
	tasoc_free(u->al, u->byop);
	tasoc_uses_init(u, u->al);
}

/* Makes room for nnodes nodes and nuses reads, keeping nothing. */
static tasoc_status reserve(tasoc_uses *u, int32_t nnodes, int32_t nuses)
{
	if (nnodes + 2 > u->capnodes) {
		int32_t cap = nnodes + 2 > 2 * u->capnodes ? nnodes + 2 : 2 * u->capnodes;
		int32_t *p = tasoc_alloc(u->al, (size_t)cap * sizeof *p);
		if (!p)
			return TASOC_ERR_NOMEM;
		tasoc_free(u->al, u->first);
		u->first = p;
		u->capnodes = cap;
	}
	if (nuses > u->capuses) {
		int32_t cap = nuses > 2 * u->capuses ? nuses : 2 * u->capuses;
		tasoc_use *p = tasoc_alloc(u->al, (size_t)cap * sizeof *p);
		if (!p)
			return TASOC_ERR_NOMEM;
		tasoc_free(u->al, u->use);
		u->use = p;
		u->capuses = cap;
	}
	return TASOC_OK;
}

/*
 * Ancestor bit rows, filled in topological order (order[0 .. n)): a node's
 * row is the union of its inputs' rows and the inputs themselves. Left
 * NULL for large graphs or when memory runs out.
 */
static void ancestors(tasoc_uses *u, const tasoc_graph *g, const int32_t *order, int32_t n)
{
	u->anc = NULL;
	int32_t nn = g->nnodes;
	if (nn > TASOC_USES_ANC_MAX)
		return;
	int32_t words = (nn + 63) / 64;
	size_t need = (size_t)nn * (size_t)words;
	if (need > u->capanc) {
		uint64_t *p = tasoc_alloc(u->al, need * sizeof *p);
		if (!p)
			return;
		tasoc_free(u->al, u->anc_buf);
		u->anc_buf = p;
		u->capanc = need;
	}
	uint64_t *anc = u->anc_buf;
	memset(anc, 0, need * sizeof *anc); /* dead nodes keep empty rows */
	for (int32_t i = 0; i < n; i++) {
		int32_t v = order[i];
		uint64_t *row = anc + (size_t)v * (size_t)words;
		const tasoc_node *nd = &g->nodes[v];
		for (int k = 0; k < nd->nin; k++) {
			int32_t w = nd->in[k].node;
			const uint64_t *in = anc + (size_t)w * (size_t)words;
			for (int32_t j = 0; j < words; j++)
				row[j] |= in[j];
			row[w >> 6] |= (uint64_t)1 << (w & 63);
		}
	}
	u->anc = anc;
	u->words = words;
}

/*
 * Longest-path depths by Kahn's algorithm over the reader lists just built:
 * one pass, no recursion. Leaves u->depth NULL (callers then walk without
 * pruning) when a cycle keeps some live node from being reached, or when
 * memory runs out; neither is an error here.
 */
static void depths(tasoc_uses *u, const tasoc_graph *g)
{
	int32_t n = g->nnodes;
	u->depth = NULL;
	u->anc = NULL;
	if (n > u->capdepth) {
		int32_t cap = n > 2 * u->capdepth ? n : 2 * u->capdepth;
		int32_t *p = tasoc_alloc(u->al, (size_t)cap * 3 * sizeof *p);
		if (!p)
			return;
		tasoc_free(u->al, u->scratch);
		u->scratch = p;
		u->capdepth = cap;
	}
	int32_t *depth = u->scratch, *indeg = depth + u->capdepth, *queue = indeg + u->capdepth;
	int32_t head = 0, tail = 0, live = 0;
	for (int32_t v = 0; v < n; v++) {
		depth[v] = 0;
		indeg[v] = g->nodes[v].dead ? -1 : g->nodes[v].nin;
		if (indeg[v] == 0)
			queue[tail++] = v;
		live += !g->nodes[v].dead;
	}
	while (head < tail) {
		int32_t v = queue[head++], k;
		const tasoc_use *e = tasoc_uses_of(u, v, &k);
		for (int32_t i = 0; i < k; i++) {
			int32_t c = e[i].node;
			if (c == TASOC_USE_OUTPUT)
				continue;
			if (depth[c] < depth[v] + 1)
				depth[c] = depth[v] + 1;
			if (--indeg[c] == 0)
				queue[tail++] = c;
		}
	}
	if (tail == live) {
		u->depth = depth;
		ancestors(u, g, queue, tail);
	}
}

/* The per-operator lists: a counting sort of the live nodes by operator (stable: index order). */
static tasoc_status by_operator(tasoc_uses *u, const tasoc_graph *g)
{
	int32_t n = g->nnodes;
	if (n + 1 > u->capbyop) {
		int32_t cap = n + 1 > 2 * u->capbyop ? n + 1 : 2 * u->capbyop;
		int32_t *p = tasoc_alloc(u->al, (size_t)cap * sizeof *p);
		if (!p)
			return TASOC_ERR_NOMEM;
		tasoc_free(u->al, u->byop);
		u->byop = p;
		u->capbyop = cap;
	}
	int32_t *first = u->opfirst;
	memset(first, 0, sizeof u->opfirst);
	for (int32_t v = 0; v < n; v++)
		if (!g->nodes[v].dead && g->nodes[v].op < TASOC_OP_COUNT)
			first[g->nodes[v].op + 1]++;
	for (int op = 0; op < TASOC_OP_COUNT; op++)
		first[op + 1] += first[op];
	int32_t fill[TASOC_OP_COUNT];
	memcpy(fill, first, sizeof fill);
	for (int32_t v = 0; v < n; v++)
		if (!g->nodes[v].dead && g->nodes[v].op < TASOC_OP_COUNT)
			u->byop[fill[g->nodes[v].op]++] = v;
	return TASOC_OK;
}

tasoc_status tasoc_uses_build(tasoc_uses *u, const tasoc_graph *g)
{
	int32_t n = g->nnodes, total = g->noutputs;
	for (int32_t v = 0; v < n; v++)
		if (!g->nodes[v].dead)
			total += g->nodes[v].nin;
	u->nnodes = 0;
	if (reserve(u, n, total ? total : 1) != TASOC_OK)
		return TASOC_ERR_NOMEM;
	/*
	 * Counting sort without scratch memory: count the reads of v into
	 * first[v + 2], so that the prefix sums leave first[v + 1] at the start
	 * of v's list; placing advances first[v + 1] to its end, which is where
	 * v + 1's list starts, and first[0] stays 0.
	 */
	memset(u->first, 0, ((size_t)n + 2) * sizeof *u->first);
	for (int32_t v = 0; v < n; v++)
		if (!g->nodes[v].dead)
			for (int i = 0; i < g->nodes[v].nin; i++)
				u->first[g->nodes[v].in[i].node + 2]++;
	for (int32_t i = 0; i < g->noutputs; i++)
		u->first[g->outputs[i].node + 2]++;
	for (int32_t v = 1; v <= n; v++)
		u->first[v + 1] += u->first[v];
	for (int32_t v = 0; v < n; v++) {
		const tasoc_node *nd = &g->nodes[v];
		if (nd->dead)
			continue;
		for (int i = 0; i < nd->nin; i++) {
			tasoc_use *e = &u->use[u->first[nd->in[i].node + 1]++];
			e->node = v;
			e->slot = i;
			e->out = nd->in[i].out;
		}
	}
	for (int32_t i = 0; i < g->noutputs; i++) {
		tasoc_use *e = &u->use[u->first[g->outputs[i].node + 1]++];
		e->node = TASOC_USE_OUTPUT;
		e->slot = i;
		e->out = g->outputs[i].out;
	}
	if (by_operator(u, g) != TASOC_OK)
		return TASOC_ERR_NOMEM;
	u->nnodes = n;
	depths(u, g);
	return TASOC_OK;
}

int32_t tasoc_uses_count(const tasoc_uses *u, tasoc_ref r)
{
	int32_t n, k = 0;
	const tasoc_use *e = tasoc_uses_of(u, r.node, &n);
	for (int32_t i = 0; i < n; i++)
		k += e[i].out == r.out;
	return k;
}

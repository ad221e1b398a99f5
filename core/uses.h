/* uses.h: who reads each node output (consumer nodes and graph outputs), for rule matchers. */
#ifndef TASOC_USES_H
#define TASOC_USES_H

#include "rule.h"

/*
 * A snapshot of the readers of every node output, built from a graph in
 * one pass (counting sort by producer, so the order is deterministic:
 * consumers by node index and input slot, then graph outputs by index).
 * Dead consumers are left out. Matchers use it to find the other roots of
 * a multi-root rule (the readers of a tensor they already bound) and to
 * check that an intermediate result has no reader outside the pattern.
 *
 * tasoc_rule_apply does not update it: after a rewrite, call
 * tasoc_uses_build again on the new graph. A rebuild reuses the arrays of
 * the previous one, so in a search loop it allocates only when the graph
 * grows.
 */
#define TASOC_USE_OUTPUT (-1)  /* tasoc_use.node of a graph output */

typedef struct tasoc_use {
	int32_t node;  /* the consumer, or TASOC_USE_OUTPUT */
	int32_t slot;  /* the consumer's input slot, or the graph output's index */
	int32_t out;   /* which output of the producer is read */
} tasoc_use;

struct tasoc_uses {
	tasoc_allocator *al;
	int32_t nnodes;     /* nodes of the graph it was built from */
	int32_t *first;     /* nnodes + 1 offsets: node v's readers are use[first[v] .. first[v+1]) */
	tasoc_use *use;
	int32_t capnodes, capuses;
	/*
	 * depth[v]: the longest path from a source to v, so an ancestor of v
	 * always has a smaller depth (tasoc_rw_acyclic prunes with it). NULL
	 * when the graph has a cycle or memory ran out.
	 */
	int32_t *depth;
	int32_t *scratch;   /* 3 * capdepth ints: depth, in-degrees, queue */
	int32_t capdepth;
	/*
	 * Ancestor sets, one bit row of `words` words per node: bit a of row v
	 * is set when v reads a, directly or not. Built with depth for graphs
	 * of at most TASOC_USES_ANC_MAX nodes (n * n / 8 bytes), else NULL.
	 * tasoc_rw_acyclic then answers with a few bit tests, no walk.
	 */
	uint64_t *anc;
	int32_t words;
	uint64_t *anc_buf;  /* capanc words, owned; anc points into it when valid */
	size_t capanc;
	/*
	 * Live nodes by operator, each list in index order: those of operator
	 * op are byop[opfirst[op] .. opfirst[op + 1]). A rule root that shares
	 * no variable with the earlier roots is looked for here (the nodes it
	 * could pair with), not among all nodes (tasoc_rw_peers).
	 */
	int32_t opfirst[TASOC_OP_COUNT + 1];
	int32_t *byop;
	int32_t capbyop;
};

#define TASOC_USES_ANC_MAX 4096

/* An empty set (no arrays yet); al NULL means the heap. */
void tasoc_uses_init(tasoc_uses *u, tasoc_allocator *al);
/* (Re)builds u for g. On TASOC_ERR_NOMEM u is empty but still valid. */
tasoc_status tasoc_uses_build(tasoc_uses *u, const tasoc_graph *g);
void tasoc_uses_free(tasoc_uses *u);

/* The readers of every output of node v; none for nodes added after the build. */
static inline const tasoc_use *tasoc_uses_of(const tasoc_uses *u, int32_t v, int32_t *n)
{
	if (v < 0 || v >= u->nnodes) {
		*n = 0;
		return NULL;
	}
	*n = u->first[v + 1] - u->first[v];
	return u->use + u->first[v];
}

/* 1 when a is an ancestor of v, 0 when not, -1 when u does not know. */
static inline int tasoc_uses_above(const tasoc_uses *u, int32_t a, int32_t v)
{
	if (!u->anc || a < 0 || v < 0 || a >= u->nnodes || v >= u->nnodes)
		return -1;
	return (int)(u->anc[(size_t)v * (size_t)u->words + (size_t)(a >> 6)] >> (a & 63)) & 1;
}

/* Number of reads of r, graph outputs included. */
int32_t tasoc_uses_count(const tasoc_uses *u, tasoc_ref r);

#endif

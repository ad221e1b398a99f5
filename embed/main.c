/* main.c: the firmware program: optimizes a bundled graph on a static arena and prints what it chose. */
#include <stdio.h>
#include <string.h>

#include "../core/alloc.h"
#include "../core/tasoc.h"
#include "model.h"

/*
 * Built twice from the same source: for the Cortex-M image (make embed, run
 * under QEMU with semihosting) and for the host. tests/embed_qemu.sh
 * compares the two outputs line by line, except the lines starting "note:",
 * which hold sizes that differ with the pointer width (arena bytes). So the
 * rules chosen, their order and the costs must come out the same on a
 * 32-bit soft-float target as on the host.
 *
 * The cost table (embed_costs, from `tasoc cost emit`) and the rule table
 * (tasoc_rules, or the subset a firmware build selects) are linked in; the
 * search has no clock (time limit off) and the budget bounds its work.
 */
extern const tasoc_cost_table embed_costs;

#ifndef EMBED_ARENA_BYTES
#define EMBED_ARENA_BYTES (3u * 1024u * 1024u)
#endif
#ifndef EMBED_BUDGET
#define EMBED_BUDGET 20
#endif
#ifndef EMBED_MAX_QUEUED
#define EMBED_MAX_QUEUED 0
#endif
#define EMBED_HIDDEN 512

/* 16-byte aligned like every block the arena hands out. */
static union {
	unsigned char bytes[EMBED_ARENA_BYTES];
	long double align;
} arena_mem;

/* A fingerprint of the node array, to show a failed optimize left its input as it was. */
static uint64_t nodes_print(const tasoc_graph *g)
{
	const unsigned char *p = (const unsigned char *)g->nodes;
	uint64_t h = 0xcbf29ce484222325ull ^ (uint64_t)g->nnodes;
	for (size_t i = 0; i < (size_t)g->nnodes * sizeof *g->nodes; i++)
		h = (h ^ p[i]) * 0x100000001b3ull;
	return h;
}

/* Builds the cell in an arena of size bytes and optimizes it; prints when loud. */
static tasoc_status run(size_t size, int loud, size_t *build_used)
{
	tasoc_arena a;
	tasoc_arena_init(&a, arena_mem.bytes, size);
	tasoc_allocator al = tasoc_arena_allocator(&a);
	tasoc_graph g, opt;
	tasoc_status s = tasoc_graph_init(&g, &al);
	if (s == TASOC_OK)
		s = embed_model_nasrnn_cell(&g, EMBED_HIDDEN);
	if (s != TASOC_OK) {
		printf("building the graph: %s\n", tasoc_status_str(s));
		return s;
	}
	tasoc_cost_backend be = tasoc_cost_table_backend(&embed_costs);
	tasoc_cost_model cm;
	if ((s = tasoc_cost_init(&cm, &al, &be)) != TASOC_OK) {
		printf("cost model: %s\n", tasoc_status_str(s));
		return s;
	}
	if (build_used)
		*build_used = a.used;
	tasoc_options o;
	tasoc_options_default(&o);
	o.backtrack.budget = EMBED_BUDGET;
	o.backtrack.max_queued = EMBED_MAX_QUEUED;
	o.common.cost = &cm;
	o.fold = false; /* the weights carry no data to fold */
	uint64_t before = nodes_print(&g);
	int32_t nodes = g.nnodes;
	tasoc_stats st;
	s = tasoc_optimize(&g, &o, &opt, &st);
	if (loud) {
		printf("nasrnn cell, hidden %d: %d nodes, %d rules, %d cost table entries, budget %d, max queued %d\n",
		       EMBED_HIDDEN, (int)nodes, tasoc_nrules, (int)embed_costs.n, EMBED_BUDGET, EMBED_MAX_QUEUED);
		if (s != TASOC_OK) {
			printf("optimize: %s (%s)\n", tasoc_status_str(s), g.err);
			return s;
		}
		printf("cost before: %.9f ms\n", st.cost_before);
		for (int32_t i = 0; i < st.search.napplied; i++)
			printf("applied %d: %s\n", (int)i + 1, tasoc_rules[st.search.applied[i]].name);
		printf("cost after: %.9f ms\n", st.cost_after);
		printf("graphs expanded: %d\n", (int)st.search.expanded);
		printf("note: arena peak %lu of %lu bytes\n", (unsigned long)a.peak, (unsigned long)a.size);
		return s;
	}
	/* Too small an arena: out of memory reported, the input untouched. */
	printf("small arena: %s, input %s\n", tasoc_status_str(s),
	       nodes_print(&g) == before && g.nnodes == nodes ? "unchanged" : "CHANGED");
	return s;
}

int main(void)
{
	size_t used = 0;
	if (run(sizeof arena_mem.bytes, 1, &used) != TASOC_OK)
		return 1;
	/* The graph alone plus 4 KiB: the search cannot get far. */
	tasoc_status s = run(used + 4096, 0, NULL);
	printf("done: %s\n", s == TASOC_ERR_NOMEM ? "ok" : "the small arena did not run out");
	return s == TASOC_ERR_NOMEM ? 0 : 1;
}

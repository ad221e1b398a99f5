/* search_arena.c: `tasoc search --arena SIZE`: the search run as firmware runs it, on a fixed arena, and its peak. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd_search.h"
#include "commands.h"

/*
 * Firmware gives the core one static buffer (docs/embedding.md): the graph,
 * every graph the search builds and the cost cache come out of it, from a
 * bump allocator that records its peak. Here the bundled model is built on
 * the heap as usual, then copied into an arena of SIZE bytes with a cost
 * model whose cache lives there too, and searched without folding weights
 * (firmware graphs carry no weight data to fold). The names and weights
 * stay in the heap graph's store, which a firmware image keeps in flash.
 * Figures are the host's: pointers take 8 bytes here and 4 on a Cortex-M,
 * so a peak here bounds the target's from above.
 */

int cmd_search_in_arena(const char *cmd, const tasoc_graph *g, tasoc_search_args *a, const tasoc_cost_model *cm,
			search_arena *sa, tasoc_graph *out)
{
	memset(out, 0, sizeof *out);
	memset(&sa->in, 0, sizeof sa->in);
	memset(&sa->cm, 0, sizeof sa->cm);
	size_t size = (sa->size + 15) & ~(size_t)15;
	if (!(sa->mem = aligned_alloc(16, size))) {
		fprintf(stderr, "%s: --arena: cannot allocate %zu bytes for it\n", cmd, size);
		return EXIT_FAIL;
	}
	tasoc_arena_init(&sa->ar, sa->mem, size);
	sa->al = tasoc_arena_allocator(&sa->ar);
	tasoc_graph src = *g;
	src.al = &sa->al; /* the copy's arrays come from the arena; the store is shared */
	if (tasoc_graph_clone(&src, &sa->in) != TASOC_OK || tasoc_cost_init(&sa->cm, &sa->al, &cm->backend) != TASOC_OK) {
		printf("arena: %zu bytes do not hold the graph and the cost cache\n", size);
		return EXIT_FAIL;
	}
	size_t start = sa->ar.used;
	a->core.fold = false;
	int rc = cmd_search_optimize(cmd, &sa->in, a, &sa->cm, out, stdout);
	if (rc == EXIT_OK)
		printf("arena: peak %zu of %zu bytes (the graph and the cost cache %zu of them; host figures, 8-byte "
		       "pointers)\n", sa->ar.peak, size, start);
	else
		printf("arena: %zu bytes ran out: out of memory, the input graph left as it was (%d nodes)\n", size,
		       (int)sa->in.nnodes);
	return rc;
}

void cmd_search_arena_done(search_arena *sa, tasoc_graph *out)
{
	/* arena frees are no-ops: this releases the store references, then the buffer */
	tasoc_graph_free(out);
	tasoc_graph_free(&sa->in);
	tasoc_cost_free(&sa->cm);
	free(sa->mem);
	sa->mem = NULL;
}

/* arena_sweep.c: a run repeated in an arena cut to every size up to what it needs: a clean error or a result. */
#include "arena_sweep.h"

#include <criterion/criterion.h>
#include <string.h>

#include "../core/tasoc.h"

int arena_sweep(tasoc_graph *g, tasoc_arena *arena, size_t built, size_t need, int steps, arena_run_fn run,
		void *ctx)
{
	int failures = 0;
	for (size_t extra = 0; extra < need; extra += need / (size_t)steps + 1) {
		arena->used = built;
		arena->size = built + extra;
		g->err[0] = '\0';
		tasoc_status s = run(ctx, g);
		if (s == TASOC_OK)
			continue;
		cr_assert_eq(s, TASOC_ERR_NOMEM, "extra %zu: %s", extra, g->err);
		cr_assert(strstr(g->err, "memory") != NULL, "extra %zu: %s", extra, g->err);
		failures++;
	}
	arena->used = built;
	return failures;
}

tasoc_status arena_optimize_run(void *ctx, tasoc_graph *g)
{
	tasoc_graph opt;
	tasoc_stats st;
	tasoc_status s = tasoc_optimize(g, ctx, &opt, &st);
	if (s == TASOC_OK) {
		tasoc_stats_free(g, &st);
		tasoc_graph_free(&opt);
	}
	return s;
}

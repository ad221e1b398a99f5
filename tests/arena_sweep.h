/* arena_sweep.h: a run repeated in an arena cut to every size up to what it needs: a clean error or a result. */
#ifndef TESTS_ARENA_SWEEP_H
#define TESTS_ARENA_SWEEP_H

#include <stddef.h>

#include "../core/alloc.h"
#include "../core/ir.h"

/* One run over g (whose memory is the arena's); it frees what it made when it returns TASOC_OK. */
typedef tasoc_status (*arena_run_fn)(void *ctx, tasoc_graph *g);

/*
 * Repeats run with the arena holding what g held when built (arena->used
 * then) plus `steps` extra sizes from none up to need (what one run took):
 * each run must succeed or fail with TASOC_ERR_NOMEM and a message that
 * says memory (ASan sees the rest). Returns the runs that failed; the
 * arena is left at built.
 */
int arena_sweep(tasoc_graph *g, tasoc_arena *arena, size_t built, size_t need, int steps, arena_run_fn run,
		void *ctx);

/* An arena_run_fn: tasoc_optimize with the tasoc_options ctx, its result freed. */
tasoc_status arena_optimize_run(void *ctx, tasoc_graph *g);

#endif

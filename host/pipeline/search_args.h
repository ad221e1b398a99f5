/* search_args.h: the search part of a run's options (alpha, budget, the saturating search...), what core's search takes. */
#ifndef TASOC_SEARCH_ARGS_H
#define TASOC_SEARCH_ARGS_H

#include "../../core/tasoc.h"
#include "../ilp/extract_ilp.h"

/*
 * The options every optimizing command shares (tasoc search, tasoc cost,
 * tasoc optimize), set by key (tasoc_search_args_set) with the command
 * line's long option names. core holds what tasoc_optimize takes, set in
 * place in its parts (no copy of each field): time-limit in core.common;
 * alpha, budget, max-queued in core.backtrack; egraph-nodes, egraph-iters,
 * ilp-time in core.saturate; part, no-fold, search, seed.
 * The rest say how to fill its pointers at the search
 * (tasoc_search_args_options): the guide, the rule table, the ILP, the trace.
 */
typedef struct tasoc_search_args {
	tasoc_options core;      /* its cost, guide, rules, saturate.extract and callbacks are set per search */
	int trace;               /* --trace N: print the first N graphs expanded */
	int guide;               /* --no-guide: 0 */
	int ilp;                 /* --extract ilp (1) or local (0) */
	tasoc_ilp_opts ilp_opts; /* --ilp-write FILE: the integer program also written in MPS */
	int layout;              /* --layout on (1, the default) or off (0): the rules with layouts or not */
} tasoc_search_args;

/* The defaults: core's (tasoc_options_default), the saturating search seeded, layouts on, the guide on. */
void tasoc_search_args_default(tasoc_search_args *a);

/*
 * Sets the option key ("alpha", "budget", ...; no "--") to value (NULL for
 * a flag): 1 when it is one of these, 0 when not, -1 on a bad value with a
 * message naming the option and the value in err.
 */
int tasoc_search_args_set(tasoc_search_args *a, const char *key, const char *value, char *err, size_t size);

/* The analytical model that guides a search under a measured one: made once, on first use, for a run. */
typedef struct tasoc_search_guide {
	tasoc_cost_model m;
	int ready;
} tasoc_search_guide;
void tasoc_search_guide_free(tasoc_search_guide *g);

/*
 * --trace: one line per expanded graph, up to limit; and, always, the
 * progress of a step (folding) once it has run for two seconds; to the
 * progress stream (say.h: TASOC_SAY_OUT or TASOC_SAY_ERR).
 */
typedef struct tasoc_search_tracer {
	int stream;
	int32_t limit;
	double best;
	const tasoc_rule *rules;
	double step_start, last_print; /* of the step under way, seconds (CLOCK_MONOTONIC) */
} tasoc_search_tracer;

/*
 * The library's options for a search with cost model cm: a's core with its
 * pointers filled (the guide from *guide when a measured model runs, the
 * graph-only rules under --layout off, the ILP, OpenBLAS's sgemm); t must
 * outlive the search.
 */
void tasoc_search_args_options(const tasoc_search_args *a, tasoc_cost_model *cm, tasoc_search_guide *guide,
			       tasoc_search_tracer *t, int stream, tasoc_options *o);

#endif

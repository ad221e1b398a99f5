/* saturate.h: equality saturation (TENSAT): every rewrite into one e-graph, then the cheapest graph extracted. */
#ifndef TASOC_SATURATE_H
#define TASOC_SATURATE_H

#include "clock.h"
#include "cost.h"
#include "egraph.h"
#include "rule.h"
#include "search.h"

/*
 * The alternative to the backtracking search (search.h): rather than
 * choosing one rewrite at a time, apply every match of every rule to an
 * e-graph (egraph.h), which keeps all the graphs they make at once, until
 * nothing new appears or a limit is reached; then extract the cheapest
 * graph it holds under the cost model (extract.h). A rewrite that pays
 * only after another one that costs (BERT's projection merges behind
 * matmul_transpose, docs/search.md) is then no longer a choice made too
 * early: both sides stay in the e-graph.
 *
 * Rules are read through their left side as data (tasoc_rule.lhs): rules
 * without it are skipped. A rule whose new nodes' shapes do not infer is
 * skipped for that match. Rules with several roots (the merges) are
 * applied in the first multi_iters iterations only (TENSAT's k_multi),
 * since each round of merges makes the pieces of the next; those whose
 * roots share no variable (any two relus) pair at most max_pairs matches
 * per rule and iteration. A merge whose variables depend on one of its
 * roots would make a cycle in every graph that uses it and is not
 * applied; other cycles (x = concat(split0 x, split1 x)) are legal in an
 * e-graph and the extraction avoids them.
 */

/*
 * Chooses one e-node per class needed by the roots (choice[c] for every
 * canonical class c reachable from the roots, -1 elsewhere), minimizing
 * its DAG cost (extract.h: cost[e-node] summed, a split group once, and
 * under fuses, the backend's, a transpose only matmuls read on the right
 * free), the choice acyclic. start (may be NULL) is a
 * valid choice to improve on. TASOC_OK with a choice, else an error (the
 * caller falls back to the greedy extraction). ILP through GLPK:
 * host/ilp/ (tasoc_ilp_extract), an optional module, so the core does
 * not depend on it.
 */
typedef tasoc_status (*tasoc_extract_fn)(void *ctx, const tasoc_egraph *eg, const double *cost, unsigned fuses,
					 const int32_t *start, double time_limit_s, int32_t *choice, char *err,
					 size_t errsize);

/*
 * The saturating search's own options; the rules, the cost model, the
 * clock, the time limit (of the saturation: the extraction has its own
 * below) and the progress callback are the common part's (search.h).
 */
typedef struct tasoc_saturate_opts {
	int32_t max_nodes;        /* stop applying once the rules have added this many e-nodes; 0 (the
				     default): 20000 or twice the input's e-nodes, whichever is more */
	int32_t max_iters;        /* iterations at most (default 8) */
	int32_t multi_iters;      /* iterations that apply rules with several roots (default 2) */
	int32_t max_pairs;        /* matches per iteration of a rule whose roots share no variable (default 200) */
	double extract_time_s;    /* the ILP's limit (default 5 s); the greedy extraction is fast */
	int32_t max_rounds;       /* saturations at most, each from the graph the last extracted, while it gains
				     (default 16; 1: one saturation) */
	double improve_time_s;    /* the local improvement's limit (default 2 s) */
	bool pair_moves;          /* also the input saturated again with pairs of merge moves in its local
				     improvement, a candidate beside the rounds' graph (default true) */
	const tasoc_graph *seed;  /* NULL (default), or a rewrite of the input (the backtracking search's result)
				     added to the e-graph before saturating and a candidate of the extraction;
				     the rounds then also run without it, and the cheaper end is kept.
				     tasoc_optimize sets it itself (tasoc_options.seed) */
	tasoc_extract_fn extract; /* NULL (default): greedy extraction only */
	void *extract_ctx;
} tasoc_saturate_opts;

/* The defaults, written here once (the figures above). */
void tasoc_saturate_defaults(tasoc_saturate_opts *o);

/* The e-nodes the rules may add to a graph of `nodes` e-nodes (max_nodes, or its default). */
int64_t tasoc_saturate_room(const tasoc_saturate_opts *o, int64_t nodes);

typedef struct tasoc_saturate_stats {
	double cost_before;       /* of the input, as the search counts it (tasoc_cost_graph) */
	double cost_greedy;       /* of the greedy extraction's graph; -1 when not made */
	double cost_ilp;          /* of the ILP's graph; -1 when not run or failed */
	double cost_seed;         /* of the seed's graph; -1 when none */
	double cost_improved;     /* of the local improvement's graph; -1 when not made */
	int improved_from;        /* its start: 0 the input, 1 greedy, 2 the seed */
	int32_t moves;            /* moves it kept */
	tasoc_status seed_status; /* TASOC_OK, or why the seed could not be added */
	double cost_after;        /* of the graph kept (the cheapest of the input and the candidates) */
	int32_t iterations;
	int32_t enodes, eclasses; /* live, at the end */
	int64_t matches, applied; /* matches found; those that changed the e-graph */
	int64_t skipped_shape, skipped_cycle;
	int saturated;            /* stopped because nothing changed */
	int stop;                 /* 0 saturated or iteration limit, 1 node limit, 2 time limit */
	int kept;                 /* 0 the input, 1 greedy, 2 ILP, 3 the seed, 4 the local improvement
				     (of the first round), 5 a later round, 6 the pair moves' candidate */
	int32_t rounds;           /* saturations run (max_rounds) */
	double cost_first;        /* of the first round's graph; the figures above but the totals are its */
	double cost_alone;        /* seeded: the end of the rounds run without the seed; -1 when not run */
	int alone_kept;           /* seeded: 1 when that was cheaper, so the figures above are its rounds' */
	double seconds, extract_seconds;
	double seed_seconds;      /* the backtracking search that made the seed (tasoc_options.seed) */
	double ilp_seconds;       /* the ILP's own time (model, relaxation, branch and cut); 0 when not run */
	char ilp_note[160];       /* why the ILP was not used, or "" */
} tasoc_saturate_stats;

/*
 * Saturates from g (left unchanged; pruned, in the runtime canonical form
 * as tasoc_optimize makes it) and writes the cheapest graph extracted to
 * *best (a new graph sharing g's store; not yet constant-folded). Memory
 * from g->al; TASOC_ERR_NOMEM with a message in g->err when it runs out.
 * A limit is a clean stop: the e-graph as it is then is extracted.
 */
tasoc_status tasoc_saturate(tasoc_graph *g, const tasoc_search_common *c, const tasoc_saturate_opts *o,
			    tasoc_graph *best, tasoc_saturate_stats *st);

/* rs's counts and times (iterations, matches, applied, skips, seconds) added to st's; rounds are the caller's. */
void tasoc_saturate_stats_add(tasoc_saturate_stats *st, const tasoc_saturate_stats *rs);

#endif

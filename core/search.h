/* search.h: TASO's cost-based backtracking search over a table of rewrite rules. */
#ifndef TASOC_SEARCH_H
#define TASOC_SEARCH_H

#include "clock.h"
#include "cost.h"
#include "kernel.h"
#include "rule.h"

/*
 * What the search spends its budget on, one call per expanded graph: n
 * counts expansions from 0 (the input graph), cost is the graph's, rule the
 * index in the rule table of the rewrite that made it from expansion
 * `parent` (both -1 for the input graph). For diagnosis (tasoc search
 * --trace); the search's choices do not depend on it.
 */
typedef void (*tasoc_expand_fn)(void *ctx, int32_t n, double cost, int32_t rule, int32_t parent);

/*
 * Progress of a step that may take seconds (constant folding: step
 * "folding weights"): called with done = 0 before the first of total units
 * of work and after each one. The library never prints; the command line
 * does, with this.
 */
typedef void (*tasoc_progress_fn)(void *ctx, const char *step, int32_t done, int32_t total);

/*
 * What every search reads, whichever runs (the backtracking one here, the
 * saturating one in saturate.h, by parts in split.h, guided in
 * search_guided.h): the rules, the cost model, the clock and its limit,
 * and where progress goes. Each search takes it beside its own part, so
 * tasoc_options (tasoc.h) holds it once for all of them.
 */
typedef struct tasoc_search_common {
	const tasoc_rule *rules;  /* the rule table (tasoc_rules, or a test's own) */
	int nrules;
	tasoc_cost_model *cost;   /* the cache every node cost goes through */
	double time_limit_s;      /* stop after this many seconds; <= 0: no limit. The saturating search's
				     extraction has its own (saturate.h) */
	tasoc_clock_fn clock;     /* the time source (clock.h); NULL: tasoc_clock_default, which a
				     firmware build has not: then no time limit */
	tasoc_progress_fn on_progress; /* a search by parts (split.h) tells it of each part searched, a pass at
				     a time, from 0 done; tasoc_optimize of the folding too (NULL: none) */
	void *on_progress_ctx;
} tasoc_search_common;

/* The defaults: the generated rules (tasoc_rules), no cost model (the caller's to set), no limit, no callback. */
void tasoc_search_common_defaults(tasoc_search_common *c);

/* The backtracking search's own options. */
typedef struct tasoc_search_opts {
	double alpha;             /* keep a graph when its cost < alpha * best (default 1.05, TASO's) */
	int32_t budget;           /* stop after this many expanded graphs (default 1000) */
	double max_growth;        /* skip graphs with more than this times the start's live nodes (default 2;
				     <= 0: no bound) */
	int64_t max_queued;       /* queue at most this many graphs in all (default 0: no limit): about
				     260 bytes each, so this bounds the search's memory */
	bool verify;              /* analyse every built graph from scratch and count disagreements
				     with the incremental figures in stats.inconsistent (tests; slower) */
	bool keep_unreachable;    /* keep queued graphs the budget can no longer reach (tests:
				     dropping them must change nothing, see trim in search.c) */
	tasoc_expand_fn on_expand;/* called for each graph expanded, in order (NULL: none) */
	void *on_expand_ctx;
} tasoc_search_opts;

/* The defaults, written here once: alpha 1.05, budget 1000, growth 2, no queue bound, no callback. */
void tasoc_search_defaults(tasoc_search_opts *o);

typedef struct tasoc_search_stats {
	double cost_before, cost_after;  /* ms, by the common part's cost */
	int32_t expanded;     /* graphs popped and expanded (<= budget) */
	int64_t matches;      /* rule matches found in expanded graphs */
	int64_t generated;    /* rewrites applied successfully to evaluate a child */
	int64_t queued;       /* children kept (cheap enough and not seen) */
	int64_t duplicates;   /* children skipped as seen */
	int64_t dropped;      /* children cheap enough but not queued: max_queued was reached */
	int64_t beyond_budget;/* children cheap enough but ranked past what the budget can still
				 expand: not queued, or dropped from the queue (changes nothing) */
	int64_t exact_checks; /* duplicates confirmed by a full structural comparison */
	int64_t inconsistent; /* with opts.verify: built graphs whose incremental cost or hash
				 differs from a full recount (a bug if not 0) */
	double seconds;       /* wall clock */
	double cpu_seconds;   /* processor time of this process during the search */
	int timed_out;        /* stopped by the time limit */
	int32_t passes, parts;/* split search (split.h): passes made, parts searched; 0 for a whole graph */
	int32_t napplied;     /* rules on the path from the start to the best graph */
	int32_t *applied;     /* their indices in the common part's rules, in order (allocator memory) */
} tasoc_search_stats;

/*
 * Searches from g (left unchanged) and writes the cheapest graph found to
 * *best (a new graph sharing g's store; pruned, not yet constant-folded).
 * All memory comes from g->al; when it runs out the search fails with
 * TASOC_ERR_NOMEM and a message in g->err, and *best is left empty.
 * stats->applied must be released with tasoc_free(g->al, ...).
 */
tasoc_status tasoc_search(tasoc_graph *g, const tasoc_search_common *c, const tasoc_search_opts *opts,
			  tasoc_graph *best, tasoc_search_stats *stats);

/* Same operators, attributes, sources and edges, whatever the node numbering. */
bool tasoc_graph_equal(const tasoc_graph *a, const tasoc_graph *b);

/*
 * Replaces every subgraph computed from weights and shapes alone (a concat
 * of weights, an enlarged kernel, an identity kernel...) by a new weight
 * holding its value, computed with the reference interpreter, then prunes
 * the dead nodes. *folded receives the number of weights made (may be NULL);
 * float32 matmuls go through sgemm when it is not NULL (a host's BLAS);
 * progress (may be NULL) is told of each weight made.
 */
tasoc_status tasoc_fold_constants(tasoc_graph *g, int32_t *folded, tasoc_sgemm_fn sgemm, tasoc_progress_fn progress,
				  void *ctx);

/*
 * The runtime canonical form (canon.c): common subexpressions merged
 * (tasoc_graph_cse), then each relu that is the only reader of a conv2d or
 * groupconv2d without activation folded into it, as ONNX Runtime runs
 * both. In place; dead nodes are left for pruning. *fused and *merged
 * (each may be NULL) receive the fusions made and the nodes merged.
 */
tasoc_status tasoc_canonicalize(tasoc_graph *g, int32_t *fused, int32_t *merged);

#endif

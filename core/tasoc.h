/* tasoc.h: the public C API of the runtime optimizer: build or load a graph, optimize it, read the stats. */
#ifndef TASOC_H
#define TASOC_H

/*
 * Typical use (see tests/test_search.c):
 *
 *   static unsigned char mem[64 << 20];          // or use tasoc_heap
 *   tasoc_arena arena;
 *   tasoc_arena_init(&arena, mem, sizeof mem);
 *   tasoc_allocator al = tasoc_arena_allocator(&arena);
 *   tasoc_graph g, opt;
 *   tasoc_graph_init(&g, &al);
 *   ... tasoc_add_input / tasoc_add_weight / tasoc_add_op / tasoc_add_output
 *       (ir.h), or load an ONNX file with the optional core/onnx module ...
 *   tasoc_options o;
 *   tasoc_options_default(&o);     // alpha 1.05, budget 1000, analytical cost, generated rules
 *   tasoc_stats st;
 *   if (tasoc_optimize(&g, &o, &opt, &st) != TASOC_OK)
 *           fprintf(stderr, "%s\n", g.err);     // e.g. "search: out of memory (queue)"
 *   ... use opt; st.applied names the rules in order ...
 *   tasoc_stats_free(&g, &st);
 *   tasoc_graph_free(&opt);
 *   tasoc_graph_free(&g);
 *
 * Every allocation goes through the graph's allocator; with an arena the
 * optimizer never calls malloc and reports TASOC_ERR_NOMEM (never crashes)
 * when the arena is too small. The input graph is left unchanged.
 */
#include "cost.h"
#include "ir.h"
#include "rule.h"
#include "saturate.h"
#include "search.h"
#include "search_guided.h"
#include "split.h"

/* Which search tasoc_optimize runs. */
enum { TASOC_SEARCH_BACKTRACK, TASOC_SEARCH_SATURATE };

typedef struct tasoc_options {
	int search;               /* TASOC_SEARCH_BACKTRACK (default: search.h) or TASOC_SEARCH_SATURATE
				     (saturate.h; budget, alpha, guide and parts do not apply, the time
				     limit bounds the saturation) */
	int32_t sat_max_nodes;    /* saturation: e-nodes at most (0: saturate.h's default) */
	int32_t sat_max_iters;    /* saturation: iterations at most (0: the default) */
	double sat_extract_time_s;/* saturation: the ILP's time limit (0: the default) */
	tasoc_extract_fn sat_extract; /* saturation: the ILP extraction (host/ilp/), NULL: greedy only */
	void *sat_extract_ctx;
	bool sat_seed;            /* saturation: run the backtracking search first and add its graph to the
				     e-graph (a start and a candidate of the extraction: saturate.h's seed) */
	double alpha;             /* keep graphs cheaper than alpha * best (default 1.05) */
	int32_t budget;           /* graphs expanded at most (default 1000) */
	double time_limit_s;      /* wall-clock limit, <= 0 for none (default 0) */
	tasoc_clock_fn clock;     /* the time source (clock.h); NULL: the POSIX clocks on a host,
				     none (no time limit) in a -DTASOC_NO_CLOCK firmware build */
	double max_growth;        /* live nodes at most this times the input's (default 2) */
	int64_t max_queued;       /* graphs queued at most, to bound memory (default 0: no limit) */
	int32_t part_nodes;       /* graphs of more than TASOC_SPLIT_MIN_OPS operators are searched in
				     parts of about this many (split.h; default 128, 0: never split) */
	const tasoc_rule *rules;  /* rule table; NULL: the generated tasoc_rules */
	int nrules;
	tasoc_cost_model *cost;   /* NULL: an analytical model made for this call */
	tasoc_cost_model *guide;  /* NULL (default): none; else the search also starts from the best
				     graph this model finds and keeps what `cost` prices lower
				     (search_guided.h) */
	bool keep_guide;          /* with a guide: keep its graph (searched on under `cost`) whatever
				     `cost` says (default false) */
	tasoc_graph *other;       /* with a guide, where not NULL: the candidate not kept (the plain
				     search's, or the guide's searched on) is written here, finished as
				     the result is (folded, canonical), with its figures in *other_stats,
				     for a caller that measures both (no second search); other->al is
				     NULL when no guide ran (default NULL) */
	struct tasoc_stats *other_stats;
	bool fold;                /* fold weight-only subgraphs into weights after search (default true) */
	tasoc_sgemm_fn sgemm;     /* float32 matmuls while folding; NULL (default): the reference kernel.
				     The command line passes OpenBLAS's (backend/cost_backend.h) */
	bool verify;              /* recount every graph from scratch to check the incremental
				     figures (tests; slower): stats.search.inconsistent */
	tasoc_expand_fn on_expand;/* called for each graph the search expands (NULL: none; search.h) */
	void *on_expand_ctx;
	tasoc_progress_fn on_progress; /* told how folding advances, for a caller to print (NULL: none) */
	void *on_progress_ctx;
} tasoc_options;

typedef struct tasoc_stats {
	bool guided;                     /* a guide's search ran (options.guide; not for a graph searched
					    in parts, or with the time limit spent) */
	tasoc_search_stats search;       /* with the saturating search: cost_before, cost_after, seconds */
	tasoc_saturate_stats saturate;   /* the saturating search's own figures */
	double cost_before, cost_after;  /* ms, of the canonical input and of the canonical result
					    after folding: the graphs as the runtime runs them (canon.c) */
	int32_t fused_before, fused_after; /* runtime fusions the canonical form made in the input
					      and in the result; not rewrites of the search */
	int32_t merged_before, merged_after; /* common subexpressions it merged in each, as the
						runtime does (cse.c); not rewrites of the search */
	int32_t folded;                  /* weights made by folding */
	double fold_seconds;             /* the folding of weights, wall time (o->clock) */
	tasoc_cost_layout blocked_before, blocked_after; /* the layout account (cost.h) of the canonical input and
							  the result: zeros without a channel block */
	bool guide_won;                  /* the result came from the guide's graph (options.guide) */
	bool layout_closed;              /* the rules that make layouts were left out: no convolution is
					    cheaper in NHWC under the cost model (layout.h) */
	int32_t nodes_before, nodes_after;
	int32_t napplied;
	const char **applied;            /* rule names, in the order applied; with the saturating search
					    (applied_are_nodes), whose e-graph keeps no order of steps, the
					    rule that first made each node of the result, an entry a node */
	bool applied_are_nodes;
} tasoc_stats;

void tasoc_options_default(tasoc_options *o);

/*
 * Optimizes g into *out (a new graph sharing g's allocator and store).
 * Returns TASOC_OK, or an error with the message in g->err.
 */
tasoc_status tasoc_optimize(tasoc_graph *g, const tasoc_options *o, tasoc_graph *out, tasoc_stats *st);

/* Releases what tasoc_optimize allocated in *st (from g's allocator). */
void tasoc_stats_free(tasoc_graph *g, tasoc_stats *st);

#endif

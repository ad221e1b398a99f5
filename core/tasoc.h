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

/*
 * What tasoc_optimize takes: one struct of parts, each part the options of
 * one search as that search takes them (no field is copied from here into
 * another struct), and each part's defaults set by that part's function
 * (tasoc_options_default calls them all):
 *
 *   common    the rules, the cost model, the clock, the time limit and the
 *             progress callback, read by every search (search.h)
 *   backtrack the backtracking search's own (search.h: alpha, budget, ...)
 *   saturate  the saturating search's own (saturate.h: e-node and iteration
 *             bounds, the ILP and its time; its seed is set here, by seed)
 *
 * and the rest, which say what tasoc_optimize does around the search.
 */
typedef struct tasoc_options {
	int search;               /* TASOC_SEARCH_BACKTRACK (default) or TASOC_SEARCH_SATURATE (then
				     backtrack, guide and part_nodes apply only to the seed's search, and
				     common.time_limit_s bounds the saturation) */
	tasoc_search_common common; /* rules: the generated tasoc_rules (the default; NULL means them too);
				       cost NULL (default): an analytical model made for this call; clock
				       NULL: the POSIX clocks on a host, none (no time limit) in a
				       -DTASOC_NO_CLOCK firmware build; on_progress is also told how folding
				       advances */
	tasoc_search_opts backtrack;  /* tasoc_search_defaults: alpha 1.05, budget 1000, growth 2, ... */
	tasoc_saturate_opts saturate; /* tasoc_saturate_defaults; its seed is ignored: see seed */
	bool seed;                /* saturating: run the backtracking search first (with the guide, whole
				     graphs only) and seed the e-graph with its graph (saturate.h's seed; a
				     start and a candidate of the extraction). Default false */
	int32_t part_nodes;       /* graphs of more than TASOC_SPLIT_MIN_OPS operators are searched in
				     parts of about this many (split.h; default 128, 0: never split) */
	tasoc_cost_model *guide;  /* NULL (default): none; else the backtracking search also starts from the
				     best graph this model finds and keeps what `cost` prices lower
				     (search_guided.h) */
	bool keep_guide;          /* with a guide: keep its graph (searched on under `cost`) whatever
				     `cost` says (default false) */
	tasoc_graph *other;       /* with a guide, where not NULL: the candidate not kept is written here,
				     finished as the result is (folded, canonical), with its figures in
				     *other_stats, for a caller that measures both (no second search). The
				     backtracking search's: the plain search's graph or the guide's searched
				     on; the saturating search's, seeded: the guided search's graph it was
				     not seeded with (not saturated). other->al is NULL when no guide ran
				     (default NULL) */
	struct tasoc_stats *other_stats;
	bool fold;                /* fold weight-only subgraphs into weights after search (default true) */
	tasoc_sgemm_fn sgemm;     /* float32 matmuls while folding; NULL (default): the reference kernel.
				     The command line passes OpenBLAS's (backend/cost_backend.h) */
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

/* The defaults: each part's own function (tasoc_search_common_defaults, tasoc_search_defaults,
   tasoc_saturate_defaults), then part_nodes 128 and fold; nothing else is set. */
void tasoc_options_default(tasoc_options *o);

/*
 * Optimizes g into *out (a new graph sharing g's allocator and store).
 * Returns TASOC_OK, or an error with the message in g->err.
 */
tasoc_status tasoc_optimize(tasoc_graph *g, const tasoc_options *o, tasoc_graph *out, tasoc_stats *st);

/* Releases what tasoc_optimize allocated in *st (from g's allocator). */
void tasoc_stats_free(tasoc_graph *g, tasoc_stats *st);

#endif

/* split.h: searching a large graph part by part: cut at narrow points, search each part, stitch. */
#ifndef TASOC_SPLIT_H
#define TASOC_SPLIT_H

#include "search.h"

/*
 * The backtracking search does work proportional to the graph at every
 * expansion (every node is matched, a rewrite rehashes what is downstream
 * of it), and its budget bounds how many rewrites a result can have in
 * sequence. Both stop mattering when a large graph is searched in parts
 * of bounded size, as MetaFlow (TASO's predecessor) does:
 *
 * 1. The operators, in a topological order, are cut into consecutive parts
 *    of about part_nodes operators, each cut placed where the fewest
 *    tensors cross it (one linear sweep; in a layered model that is
 *    between layers, where only the residual stream crosses).
 * 2. Each part becomes a graph of its own: the tensors it reads from
 *    earlier parts are its inputs, the weights it reads are copied, and the
 *    tensors later parts or the graph's outputs read are its outputs. It is
 *    searched with the full options (so the budget counts per part) and its
 *    result replaces it.
 * 3. Rewrites a cut kept apart are looked for by further passes over
 *    windows that straddle the previous pass's cuts (windows that meet are
 *    joined, up to part_nodes): a pass repeats while it lowers the cost and
 *    there are cuts between searched windows. A relu chain of any length
 *    thus reaches its fixpoint in a few passes.
 *
 * Work is linear in the graph for a fixed part size; memory is the graph
 * plus one part's search at a time (with an arena, which never frees, the
 * parts' searches add up). The result can differ
 * from a whole-graph search (a rewrite that needs nodes farther apart than
 * a window is not found), which is why tasoc_optimize splits only graphs
 * of more than TASOC_SPLIT_MIN_OPS operators (TASO's six models have at
 * most 776: they are searched whole, as before).
 */
#define TASOC_SPLIT_MIN_OPS 1024

/* Operator nodes (live, reachable from the outputs, with inputs) of g. */
int32_t tasoc_split_ops(tasoc_graph *g);

/*
 * As tasoc_search (same contract for best and stats), part by part with
 * parts of about part_nodes operators (>= 8). stats sums the parts'
 * figures; stats->applied lists their rules in the order of the parts;
 * stats->passes and stats->parts count what was searched.
 */
tasoc_status tasoc_search_split(tasoc_graph *g, const tasoc_search_common *c, const tasoc_search_opts *opts,
				int32_t part_nodes, tasoc_graph *best, tasoc_search_stats *stats);

/*
 * The search of one part, as tasoc_search (same contract for best and
 * stats: cost_before, cost_after, applied and the counts are read; the
 * time limit in c is what is left of the whole search's; o is the
 * caller's backtracking part, without on_expand, or NULL when the caller
 * gave none). The cuts,
 * passes and stitching above are the same whatever searches the parts:
 * the saturating search (saturate_parts.h) goes by parts through this.
 */
typedef tasoc_status (*tasoc_part_search_fn)(void *ctx, tasoc_graph *part, const tasoc_search_common *c,
					     const tasoc_search_opts *o, tasoc_graph *best, tasoc_search_stats *stats);

/*
 * tasoc_search_split with each part searched by search(search_ctx, ...);
 * search NULL: tasoc_search. opts may be NULL with a search that reads none.
 */
tasoc_status tasoc_search_split_with(tasoc_graph *g, const tasoc_search_common *c, const tasoc_search_opts *opts,
				     int32_t part_nodes, tasoc_part_search_fn search, void *search_ctx,
				     tasoc_graph *best, tasoc_search_stats *stats);

#endif

/* saturate_parts.h: equality saturation of a large graph part by part, as the backtracking search goes (split.h). */
#ifndef TASOC_SATURATE_PARTS_H
#define TASOC_SATURATE_PARTS_H

#include "saturate.h"
#include "split.h"

/*
 * Saturating a whole graph costs more than its size per node: a merge's
 * cycle check walks the e-graph below its inputs (in a stack of layers,
 * everything below), and each move the extraction keeps re-costs the
 * whole choice, so on stack-N (tools/models_scale.c) 4 times the layers
 * took about 10 times the time (100 times stack-1053's time did not end
 * stack-5263), and past the walk's bound (200,000 e-nodes, which such a
 * graph's e-graph exceeds) a merge is refused as if it made a cycle. The
 * backtracking search has the same growth and goes by parts above
 * TASOC_SPLIT_MIN_OPS operators; this goes by the same parts, cuts and
 * window passes (tasoc_search_split_with), each part saturated and
 * extracted as tasoc_saturate does a whole graph, so the time is linear
 * in the graph.
 *
 * Each part gets its share of the room the whole graph would have had
 * (so->max_nodes, or by default 20,000 or twice the input's e-nodes,
 * whichever is more), in proportion to its nodes: the e-nodes made in all
 * are about what one saturation of the whole would make, where the
 * default room per part (20,000 at least) would make some 50 times that
 * on stack-1053 (a part of 127 operators alone fills 16,669). With
 * seed_opts, each part is first searched by backtracking (tasoc_search
 * with c and seed_opts, as tasoc_search_split searches it) and that graph seeds
 * the part's e-graph, so each part's result is never dearer than
 * backtracking's for the same part.
 *
 * st sums the parts' figures (iterations, matches, e-nodes, moves,
 * times); the candidates' costs are -1 (each part had its own), kept and
 * improved_from are what most parts had, rounds the most any part ran.
 * split receives the parts and passes made (and no rule list).
 * TASOC_ERR_* as tasoc_search_split, a part's message in g->err.
 */
tasoc_status tasoc_saturate_split(tasoc_graph *g, const tasoc_search_common *c, const tasoc_saturate_opts *so,
				  const tasoc_search_opts *seed_opts, int32_t part_nodes, tasoc_graph *best,
				  tasoc_saturate_stats *st, tasoc_search_stats *split);

#endif

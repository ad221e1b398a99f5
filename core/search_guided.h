/* search_guided.h: the search under a measured cost model, helped past its plateaus by a guide model's result. */
#ifndef TASOC_SEARCH_GUIDED_H
#define TASOC_SEARCH_GUIDED_H

#include <stdbool.h>

#include "search.h"

/*
 * As tasoc_search(g, c, opts, best, st), and then, when guide is not NULL:
 * a search under guide from g, a search under c->cost from the guide's
 * result, and *best is whichever of the two c->cost results it prices
 * lower (*guide_won says which; the plain one on a tie), or the guide's
 * whatever the prices when keep_guide is set. st holds the
 * kept result's costs and path (the guide's rules, then the second
 * search's) and the work of all three searches. opts->on_expand sees only
 * the first search. c->time_limit_s bounds the three together (the
 * guide is skipped when the first used it all). search_guided.c says why.
 */
tasoc_status tasoc_search_guided(tasoc_graph *g, const tasoc_search_common *c, const tasoc_search_opts *opts,
				 tasoc_cost_model *guide, bool keep_guide, tasoc_graph *best, tasoc_search_stats *st,
				 bool *guide_won);

/*
 * As tasoc_search_guided, and the graph not kept moved to *other, with its
 * path and costs in *other_st (applied from g->al, like st's): the plain
 * search's when the guide's was kept, else the guide's, searched on. A
 * caller that measures both candidates whole runs the searches once.
 * other->al is NULL when the guide did not run (no guide, or the time limit
 * left it nothing). other and other_st may be NULL (tasoc_search_guided).
 */
tasoc_status tasoc_search_guided_both(tasoc_graph *g, const tasoc_search_common *c, const tasoc_search_opts *opts,
				      tasoc_cost_model *guide, bool keep_guide, tasoc_graph *best, tasoc_search_stats *st, bool *guide_won,
				      tasoc_graph *other, tasoc_search_stats *other_st);

#endif

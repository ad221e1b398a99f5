/* search_guided.c: a search under one cost model that also starts from the best graph a second (guide) model finds. */
#include <string.h>

#include "format.h"
#include "search_guided.h"

/*
 * Why a guide. The search is cheapest-first: a rewrite that costs a little
 * now and enables a larger gain a few steps on is reached only after every
 * graph cheaper than it. Under a measured cost model BERT shows both
 * obstacles at once: 128 cost-neutral per-head reassociations (two
 * [64,64] x [64,64] products either way) make a plateau of graphs that
 * all cost exactly the best, in every combination, and the projection
 * merges that pay (three products of y merged, then (O Wo) W reassociated
 * to O (Wo W): one [1024,1024] product per layer gone) start with a climb
 * of about 0.17 ms (a merged product timed 0.14 ms dearer than the two, and
 * a split). The budget is spent on the plateau and the merges are never
 * taken, although the graph they lead to costs 13.5% less by the same
 * measured model. Under the analytical model each merge is cheaper at once
 * (a launch saved), so that search walks straight down to it.
 *
 * So: search from the input under the main model; search from the input
 * under the guide; search again under the main model from the guide's
 * result (which may take back what the guide got wrong, or go further); keep
 * whichever of the two main-model results the main model prices lower. The
 * guide proposes, the main model decides: a graph the guide likes and the
 * main model prices dearer (ResNet-50's merged 1x1 convolutions, NasNet-A's
 * merged depthwise groups, both slower in ONNX Runtime) is not kept. The
 * result is never dearer, by the main model, than the plain search's.
 */

/* Adds the work figures of b to a (costs, time-out and path are not work). */
static void add_work(tasoc_search_stats *a, const tasoc_search_stats *b)
{
	a->expanded += b->expanded;
	a->matches += b->matches;
	a->generated += b->generated;
	a->queued += b->queued;
	a->duplicates += b->duplicates;
	a->dropped += b->dropped;
	a->beyond_budget += b->beyond_budget;
	a->exact_checks += b->exact_checks;
	a->inconsistent += b->inconsistent;
	a->seconds += b->seconds;
	a->cpu_seconds += b->cpu_seconds;
	a->timed_out |= b->timed_out;
}

tasoc_status tasoc_search_guided(tasoc_graph *g, const tasoc_search_common *c, const tasoc_search_opts *opts,
				 tasoc_cost_model *guide, bool keep_guide, tasoc_graph *best, tasoc_search_stats *st,
				 bool *guide_won)
{
	return tasoc_search_guided_both(g, c, opts, guide, keep_guide, best, st, guide_won, NULL, NULL);
}

/* The path of the guided candidate: the guide's rewrites, then the main model's from there (NULL: no memory). */
static int32_t *guided_path(tasoc_graph *g, const tasoc_search_stats *gst, const tasoc_search_stats *ast, int32_t *n)
{
	*n = gst->napplied + ast->napplied;
	int32_t *path = tasoc_alloc(g->al, ((size_t)*n + 1) * sizeof *path);
	if (path && gst->napplied)
		memcpy(path, gst->applied, (size_t)gst->napplied * sizeof *path);
	if (path && ast->napplied)
		memcpy(path + gst->napplied, ast->applied, (size_t)ast->napplied * sizeof *path);
	return path;
}

tasoc_status tasoc_search_guided_both(tasoc_graph *g, const tasoc_search_common *c, const tasoc_search_opts *opts,
				      tasoc_cost_model *guide, bool keep_guide, tasoc_graph *best, tasoc_search_stats *st, bool *guide_won,
				      tasoc_graph *other, tasoc_search_stats *other_st)
{
	*guide_won = false;
	if (other)
		memset(other, 0, sizeof *other);
	if (other_st)
		memset(other_st, 0, sizeof *other_st);
	tasoc_status s = tasoc_search(g, c, opts, best, st);
	if (s != TASOC_OK || !guide)
		return s;
	/* A time limit bounds the three searches together: each later one gets what is left. */
	double left = c->time_limit_s - st->seconds;
	if (c->time_limit_s > 0 && left <= 0)
		return TASOC_OK;
	tasoc_search_common gc = *c, mc = *c;
	gc.cost = guide;
	if (c->time_limit_s > 0)
		gc.time_limit_s = left;
	tasoc_search_opts later = *opts;
	later.on_expand = NULL; /* a trace shows the main model's first search */
	tasoc_graph mid, alt;
	tasoc_search_stats gst, ast;
	memset(&gst, 0, sizeof gst);
	memset(&ast, 0, sizeof ast);
	if ((s = tasoc_search(g, &gc, &later, &mid, &gst)) != TASOC_OK)
		goto fail;
	if (c->time_limit_s > 0) {
		left -= gst.seconds;
		mc.time_limit_s = left > 1e-3 ? left : 1e-3; /* the guide's graph is still priced and kept if cheaper */
	}
	s = tasoc_search(&mid, &mc, &later, &alt, &ast);
	if (s != TASOC_OK) {
		tasoc_format(g->err, sizeof g->err, "%s", mid.err);
		tasoc_graph_free(&mid);
		goto fail;
	}
	tasoc_graph_free(&mid);
	add_work(st, &gst);
	add_work(st, &ast);
	bool won = keep_guide || ast.cost_after < st->cost_after;
	int32_t n;
	int32_t *path = won || other ? guided_path(g, &gst, &ast, &n) : NULL;
	if ((won || other) && !path) {
		tasoc_graph_free(&alt);
		tasoc_format(g->err, sizeof g->err, "search: out of memory (guided path)");
		s = TASOC_ERR_NOMEM;
		goto fail;
	}
	if (won) {
		/*
		 * The plain search's graph is the other candidate: its path and cost
		 * move there whole (a caller that measures both needs no second search).
		 */
		if (other) {
			*other = *best;
			other_st->applied = st->applied;
			other_st->napplied = st->napplied;
			other_st->cost_before = st->cost_before;
			other_st->cost_after = st->cost_after;
		} else {
			tasoc_free(g->al, st->applied);
			tasoc_graph_free(best);
		}
		st->applied = path;
		st->napplied = n;
		st->cost_after = ast.cost_after;
		*best = alt;
		*guide_won = true;
	} else if (other) {
		*other = alt;
		other_st->applied = path;
		other_st->napplied = n;
		other_st->cost_before = st->cost_before;
		other_st->cost_after = ast.cost_after;
	} else {
		tasoc_graph_free(&alt);
	}
	tasoc_free(g->al, gst.applied);
	tasoc_free(g->al, ast.applied);
	return TASOC_OK;
fail:
	tasoc_free(g->al, gst.applied);
	tasoc_free(g->al, ast.applied);
	tasoc_free(g->al, st->applied);
	st->applied = NULL;
	st->napplied = 0;
	tasoc_graph_free(best);
	memset(best, 0, sizeof *best);
	return s;
}

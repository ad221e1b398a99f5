/* tasoc.c: the public API: optimize = canonical form + search + constant folding + pruning, with stats. */
#include <string.h>

#include "format.h"
#include "layout.h"
#include "saturate_parts.h"
#include "tasoc.h"

void tasoc_options_default(tasoc_options *o)
{
	memset(o, 0, sizeof *o);
	tasoc_search_common_defaults(&o->common);
	tasoc_search_defaults(&o->backtrack);
#ifndef TASOC_WHOLE_SEARCH_ONLY /* a firmware build has no saturating search (saturate.c stays out) */
	tasoc_saturate_defaults(&o->saturate);
#endif
	o->part_nodes = 128;
	o->fold = true;
}

#ifndef TASOC_WHOLE_SEARCH_ONLY
/*
 * The saturating search in place of the backtracking one; its figures also
 * go where the report reads them. Seeded, on a whole graph, the guided
 * search's other candidate (the graph it did not seed with) comes back in
 * *other, as from the backtracking search: a caller that measures both
 * (options.other) searches once.
 */
static tasoc_status saturate(tasoc_graph *canon, const tasoc_options *o, const tasoc_search_common *c,
			     tasoc_graph *out, tasoc_stats *st, tasoc_graph *other, tasoc_search_stats *other_st)
{
	tasoc_saturate_opts so = o->saturate;
	tasoc_graph seed;
	memset(&seed, 0, sizeof seed);
	double t0 = tasoc_clock_now(c->clock, TASOC_CLOCK_WALL);
	/* a large graph by parts, each seeded by its own backtracking search (saturate_parts.h) */
	bool parts = o->part_nodes > 0 && tasoc_split_ops(canon) > TASOC_SPLIT_MIN_OPS;
	if (o->seed && !parts) {
		/* the backtracking search as tasoc_optimize runs it, its graph a seed of the e-graph */
		tasoc_search_stats bs;
		tasoc_status s = tasoc_search_guided_both(canon, c, &o->backtrack, o->guide, o->keep_guide, &seed, &bs,
							  &st->guide_won, other, other_st);
		tasoc_free(canon->al, bs.applied);
		if (s != TASOC_OK)
			return s;
		st->guided = st->guide_won || other->al;
	}
	so.seed = o->seed && !parts ? &seed : NULL;
	tasoc_status s = parts ? tasoc_saturate_split(canon, c, &so, o->seed ? &o->backtrack : NULL, o->part_nodes, out,
						      &st->saturate, &st->search)
			       : tasoc_saturate(canon, c, &so, out, &st->saturate);
	if (seed.al)
		tasoc_graph_free(&seed);
	st->saturate.seed_seconds = o->seed ? tasoc_clock_now(c->clock, TASOC_CLOCK_WALL) - t0 - st->saturate.seconds -
						      st->saturate.extract_seconds
					    : 0;
	st->search.cost_before = st->saturate.cost_before;
	st->search.cost_after = st->saturate.cost_after;
	st->search.seconds = st->saturate.seconds + st->saturate.extract_seconds + st->saturate.seed_seconds;
	st->search.timed_out = st->saturate.stop == 2;
	st->applied_are_nodes = true;
	return s;
}
#endif

#ifndef TASOC_WHOLE_SEARCH_ONLY
/*
 * The saturating search's account of its rules, in st->search.applied:
 * the rule that first made each live node of g (tasoc_node.made), in node
 * order, since its e-graph records that and not an order of steps.
 */
static tasoc_status made_nodes(const tasoc_graph *g, int nrules, tasoc_search_stats *st)
{
	tasoc_free(g->al, st->applied);
	st->napplied = 0;
	if (!(st->applied = tasoc_alloc(g->al, ((size_t)tasoc_graph_live(g) + 1) * sizeof *st->applied)))
		return TASOC_ERR_NOMEM;
	for (int32_t v = 0; v < g->nnodes; v++)
		if (!g->nodes[v].dead && g->nodes[v].made > 0 && g->nodes[v].made <= nrules)
			st->applied[st->napplied++] = g->nodes[v].made - 1;
	return TASOC_OK;
}
#endif

/*
 * A search's graph as the caller gets it: weights folded, in the runtime's
 * canonical form, pruned and costed, its rules named (st's search part
 * holds its path; with applied_are_nodes set, the rules that made its
 * nodes are named instead). The result, and the other candidate of a
 * guided search.
 */
static tasoc_status finish(tasoc_graph *g, const tasoc_options *o, const tasoc_search_common *c, tasoc_graph *out,
			   tasoc_stats *st)
{
	tasoc_status s = TASOC_OK;
	if (o->fold) {
		double fold_t0 = tasoc_clock_now(o->common.clock, TASOC_CLOCK_WALL);
		s = tasoc_fold_constants(out, &st->folded, o->sgemm, o->common.on_progress, o->common.on_progress_ctx);
		st->fold_seconds = tasoc_clock_now(o->common.clock, TASOC_CLOCK_WALL) - fold_t0;
		if (s != TASOC_OK)
			tasoc_format(g->err, sizeof g->err, "optimize: %.200s", out->err);
	}
	if (s == TASOC_OK && (s = tasoc_canonicalize(out, &st->fused_after, &st->merged_after)) != TASOC_OK)
		tasoc_format(g->err, sizeof g->err, "optimize: %.200s", out->err);
	if (s == TASOC_OK) {
		tasoc_graph_prune(out);
		st->cost_before = st->search.cost_before;
		st->cost_after = tasoc_cost_graph(c->cost, out);
		if (tasoc_cost_layout_account(c->cost, out, &st->blocked_after) != 0)
			st->cost_after = -1;
		st->nodes_after = tasoc_graph_live(out);
#ifdef TASOC_WHOLE_SEARCH_ONLY
		bool made = true; /* no saturating search here: its account of rules is never asked for */
#else
		bool made = !st->applied_are_nodes || made_nodes(out, c->nrules, &st->search) == TASOC_OK;
#endif
		st->napplied = st->search.napplied;
		st->applied = tasoc_alloc(g->al, ((size_t)st->napplied + 1) * sizeof *st->applied);
		if (st->cost_after < 0) {
			/* costing walks the graph in order, with scratch memory: -1 when the arena ran out */
			tasoc_format(g->err, sizeof g->err, "optimize: out of memory costing the result");
			s = TASOC_ERR_NOMEM;
		} else if (!st->applied || !made) {
			tasoc_format(g->err, sizeof g->err, "optimize: out of memory");
			s = TASOC_ERR_NOMEM;
		} else {
			for (int32_t i = 0; i < st->napplied; i++)
				st->applied[i] = c->rules[st->search.applied[i]].name;
		}
	}
	return s;
}

#ifndef TASOC_WHOLE_SEARCH_ONLY
/*
 * A guided search's other candidate (options.other), finished as the
 * result is; its figures of the input are the result's. On success it
 * is in *o->other and its path in o->other_stats, which own them.
 */
static tasoc_status finish_other(tasoc_graph *g, const tasoc_options *o, const tasoc_search_common *c,
				 const tasoc_stats *st, tasoc_graph *other, tasoc_search_stats *other_st)
{
	tasoc_stats *ot = o->other_stats;
	ot->search = *other_st;
	memset(other_st, 0, sizeof *other_st);
	ot->nodes_before = st->nodes_before;
	ot->fused_before = st->fused_before;
	ot->merged_before = st->merged_before;
	ot->blocked_before = st->blocked_before;
	ot->layout_closed = st->layout_closed;
	ot->guided = true;
	ot->guide_won = !st->guide_won;
	tasoc_status s = finish(g, o, c, other, ot);
	if (s == TASOC_OK)
		*o->other = *other;
	return s;
}
#endif

tasoc_status tasoc_optimize(tasoc_graph *g, const tasoc_options *o, tasoc_graph *out, tasoc_stats *st)
{
	tasoc_cost_model own;
	tasoc_cost_model *cm = o->common.cost;
	tasoc_rule *gated = NULL; /* the rule table without the rules that make layouts, where none can pay */
	tasoc_status s;
#ifndef TASOC_WHOLE_SEARCH_ONLY
	tasoc_graph other;                /* a guided search's other candidate (options.other) */
	tasoc_search_stats other_st;
	memset(&other, 0, sizeof other);
	memset(&other_st, 0, sizeof other_st);
#endif
	memset(st, 0, sizeof *st);
	memset(out, 0, sizeof *out);
	if (o->other)
		memset(o->other, 0, sizeof *o->other);
	if (o->other_stats)
		memset(o->other_stats, 0, sizeof *o->other_stats);
	/* the common part as this call runs it: the rule table and the cost model filled in */
	tasoc_search_common c = o->common;
	if (!c.rules) {
		c.rules = tasoc_rules;
		c.nrules = tasoc_nrules;
	}
	if (!cm) {
		if ((s = tasoc_cost_init(&own, g->al, NULL)) != TASOC_OK) {
			tasoc_format(g->err, sizeof g->err, "optimize: %.200s", own.err);
			return s;
		}
		cm = &own;
	}
	c.cost = cm;
	st->nodes_before = tasoc_graph_live(g);
	/*
	 * Both figures are of graphs in the runtime canonical form (canon.c):
	 * the input as the runtime runs it, and the result as it will be run
	 * once written and loaded again, so a fusion the runtime makes anyway
	 * is never counted as a gain. The search starts from a canonical copy
	 * (the input stays unchanged).
	 */
	tasoc_graph canon;
	if ((s = tasoc_graph_clone(g, &canon)) != TASOC_OK) {
		tasoc_format(g->err, sizeof g->err, "optimize: out of memory");
		goto fail;
	}
	/* provenance is this call's: the input's nodes were made by no rule of it (rule.h: tasoc_rule_made) */
	for (int32_t v = 0; v < canon.nnodes; v++)
		canon.nodes[v].made = 0;
	if ((s = tasoc_canonicalize(&canon, &st->fused_before, &st->merged_before)) == TASOC_OK)
		tasoc_graph_prune(&canon);
	if (s == TASOC_OK && tasoc_cost_layout_account(cm, &canon, &st->blocked_before) != 0) {
		tasoc_format(canon.err, sizeof canon.err, "optimize: out of memory costing the input's layout");
		s = TASOC_ERR_NOMEM;
	}
	/* The rules that change a layout, only where one can pay (layout.h). */
	bool makes = false;
	for (int i = 0; i < c.nrules && !makes; i++)
		makes = tasoc_rule_makes_layout(&c.rules[i]);
	double gate_t0 = tasoc_clock_now(c.clock, TASOC_CLOCK_WALL);
	if (s == TASOC_OK && makes && !tasoc_layout_may_pay(cm, &canon)) {
		if (!(gated = tasoc_alloc(g->al, ((size_t)c.nrules + 1) * sizeof *gated))) {
			tasoc_format(canon.err, sizeof canon.err, "optimize: out of memory");
			s = TASOC_ERR_NOMEM;
		} else {
			c.nrules = tasoc_rules_without_layout_changes(c.rules, c.nrules, gated);
			c.rules = gated;
			st->layout_closed = true;
		}
	}
	double gate_seconds = makes ? tasoc_clock_now(c.clock, TASOC_CLOCK_WALL) - gate_t0 : 0;
	if (s == TASOC_OK) {
		/*
		 * A large graph is searched part by part, in time linear in its size
		 * (split.h); a graph of TASO's size whole, with the guide (search_guided.h).
		 */
		if (o->search == TASOC_SEARCH_SATURATE) {
#ifdef TASOC_WHOLE_SEARCH_ONLY
			tasoc_format(canon.err, sizeof canon.err, "optimize: this build has no saturating search");
			s = TASOC_ERR_UNSUPPORTED;
#else
			s = saturate(&canon, o, &c, out, st, &other, &other_st);
#endif
		} else
#ifdef TASOC_WHOLE_SEARCH_ONLY
		/* A firmware build (docs/embedding.md): its graphs are small, and split.c and search_guided.c stay out. */
		s = tasoc_search(&canon, &c, &o->backtrack, out, &st->search);
#else
		    if (o->part_nodes > 0 && tasoc_split_ops(&canon) > TASOC_SPLIT_MIN_OPS)
			s = tasoc_search_split(&canon, &c, &o->backtrack, o->part_nodes, out, &st->search);
		    else
		{
			/* the other candidate always comes back (the search builds it anyway): it says the guide ran */
			s = tasoc_search_guided_both(&canon, &c, &o->backtrack, o->guide, o->keep_guide, out, &st->search,
						     &st->guide_won, &other, &other_st);
			st->guided = st->guide_won || other.al;
		}
#endif
	}
	if (s != TASOC_OK)
		tasoc_format(g->err, sizeof g->err, "%s", canon.err);
	/* the gate's costing (timing each convolution's NHWC form, under a measuring model) is the search's */
	st->search.seconds += gate_seconds;
	tasoc_graph_free(&canon);
	if (s == TASOC_OK)
		s = finish(g, o, &c, out, st);
#ifndef TASOC_WHOLE_SEARCH_ONLY
	if (s == TASOC_OK && other.al && o->other && o->other_stats &&
	    (s = finish_other(g, o, &c, st, &other, &other_st)) == TASOC_OK)
		memset(&other, 0, sizeof other); /* the caller's now */
#endif
fail:
	tasoc_free(g->al, gated);
#ifndef TASOC_WHOLE_SEARCH_ONLY
	if (other.al)
		tasoc_graph_free(&other);
	tasoc_free(g->al, other_st.applied);
	if (s != TASOC_OK && o->other_stats)
		tasoc_stats_free(g, o->other_stats);
#endif
	if (s != TASOC_OK) {
		if (out->al)
			tasoc_graph_free(out);
		tasoc_stats_free(g, st);
	}
	if (cm == &own)
		tasoc_cost_free(&own);
	return s;
}

void tasoc_stats_free(tasoc_graph *g, tasoc_stats *st)
{
	tasoc_free(g->al, st->search.applied);
	tasoc_free(g->al, (void *)st->applied);
	st->search.applied = NULL;
	st->applied = NULL;
	st->napplied = 0;
}

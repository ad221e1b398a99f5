/* saturate_parts.c: equality saturation part by part: split.c's cuts and passes, each part saturated and extracted. */
#include <string.h>

#include "saturate_parts.h"

/* What every part's saturation shares, and the figures summed over them. */
typedef struct parts_ctx {
	const tasoc_saturate_opts *so;
	double room_per_node;     /* the whole graph's room for new e-nodes, per node of it */
	tasoc_saturate_stats *st;
	int32_t kept[8];          /* parts by what their extraction kept */
	int32_t from[3];          /* parts by where their local improvement started */
} parts_ctx;

/*
 * g's live nodes that the outputs reach, in topological order and nothing
 * else, as split.c stitches a part's result (node by node, in order).
 * The extraction's graph keeps the source's nodes at their ids, dead
 * unless chosen, and an opaque node chosen there may read nodes built
 * after it; the backtracking search's graphs are compact already.
 */
static tasoc_status compact(tasoc_graph *g)
{
	int32_t n = g->nnodes, k = 0;
	int32_t *order = tasoc_alloc(g->al, ((size_t)n + 1) * sizeof *order);
	int32_t *id = tasoc_alloc(g->al, ((size_t)n + 1) * sizeof *id);
	tasoc_node *nodes = tasoc_alloc(g->al, ((size_t)n + 1) * sizeof *nodes);
	tasoc_status st = order && id && nodes ? tasoc_graph_topo(g, false, order, &k) : TASOC_ERR_NOMEM;
	if (st == TASOC_OK) {
		for (int32_t i = 0; i < k; i++) {
			id[order[i]] = i;
			nodes[i] = g->nodes[order[i]];
			for (int j = 0; j < nodes[i].nin; j++)
				nodes[i].in[j].node = id[nodes[i].in[j].node];
		}
		for (int32_t i = 0; i < g->noutputs; i++)
			g->outputs[i].node = id[g->outputs[i].node];
		tasoc_free(g->al, g->nodes);
		g->nodes = nodes;
		g->nnodes = k;
		g->capnodes = n + 1;
		nodes = NULL;
	}
	tasoc_free(g->al, order);
	tasoc_free(g->al, id);
	tasoc_free(g->al, nodes);
	return st;
}

/* One part: seeded by its backtracking search when asked, saturated with its share of the room. */
static tasoc_status part_saturate(void *ctx, tasoc_graph *part, const tasoc_search_common *pc,
				  const tasoc_search_opts *seed_opts, tasoc_graph *best, tasoc_search_stats *ps)
{
	parts_ctx *c = ctx;
	tasoc_saturate_opts po = *c->so;
	tasoc_search_common sc = *pc; /* its time limit is what split.c leaves of the whole search's */
	tasoc_graph seed;
	memset(&seed, 0, sizeof seed);
	memset(ps, 0, sizeof *ps);
	po.seed = NULL;
	if (seed_opts) {
		tasoc_search_stats bs;
		tasoc_status s = tasoc_search(part, pc, seed_opts, &seed, &bs);
		tasoc_free(part->al, bs.applied);
		if (s != TASOC_OK)
			return s;
		po.seed = &seed;
		if (sc.time_limit_s > 0) /* the seed's search spent part of the time left */
			sc.time_limit_s = sc.time_limit_s > bs.seconds ? sc.time_limit_s - bs.seconds : 1e-9;
	}
	int64_t room = (int64_t)(c->room_per_node * tasoc_graph_live(part)) + 1;
	po.max_nodes = room > INT32_MAX ? INT32_MAX : (int32_t)room;
	tasoc_saturate_stats rs;
	tasoc_status s = tasoc_saturate(part, &sc, &po, best, &rs);
	if (seed.al)
		tasoc_graph_free(&seed);
	if (s == TASOC_OK && (s = compact(best)) != TASOC_OK)
		tasoc_graph_free(best);
	if (s != TASOC_OK)
		return s;
	tasoc_saturate_stats *st = c->st;
	tasoc_saturate_stats_add(st, &rs);
	st->enodes += rs.enodes;
	st->eclasses += rs.eclasses;
	st->moves += rs.moves;
	st->stop = rs.stop > st->stop ? rs.stop : st->stop;
	st->rounds = rs.rounds > st->rounds ? rs.rounds : st->rounds;
	c->kept[rs.kept & 7]++;
	c->from[rs.improved_from >= 0 && rs.improved_from < 3 ? rs.improved_from : 0]++;
	ps->cost_before = rs.cost_before;
	ps->cost_after = rs.cost_after;
	ps->timed_out = rs.stop == 2;
	ps->seconds = rs.seconds + rs.extract_seconds;
	return TASOC_OK;
}

tasoc_status tasoc_saturate_split(tasoc_graph *g, const tasoc_search_common *sc, const tasoc_saturate_opts *so,
				  const tasoc_search_opts *seed_opts, int32_t part_nodes, tasoc_graph *best,
				  tasoc_saturate_stats *st, tasoc_search_stats *split)
{
	parts_ctx c;
	memset(&c, 0, sizeof c);
	memset(st, 0, sizeof *st);
	c.so = so;
	c.st = st;
	/* the room saturate_once gives a whole graph (saturate.h, max_nodes), shared by node */
	int64_t n = tasoc_graph_live(g);
	c.room_per_node = n > 0 ? (double)tasoc_saturate_room(so, n) / (double)n : 2;
	tasoc_status s = tasoc_search_split_with(g, sc, seed_opts, part_nodes, part_saturate, &c, best, split);
	/* saturation applies no rule by name: the list split.c keeps of the parts' rules stays empty */
	tasoc_free(g->al, split->applied);
	split->applied = NULL;
	split->napplied = 0;
	if (s != TASOC_OK)
		return s;
	st->cost_before = split->cost_before;
	st->cost_after = st->cost_first = split->cost_after;
	/* the candidates' costs are per part, not of one graph: none reported */
	st->cost_greedy = st->cost_ilp = st->cost_seed = st->cost_improved = st->cost_alone = -1;
	st->seed_status = TASOC_OK;
	for (int k = 1; k < 8; k++)
		if (c.kept[k] > c.kept[st->kept])
			st->kept = k;
	for (int k = 1; k < 3; k++)
		if (c.from[k] > c.from[st->improved_from])
			st->improved_from = k;
	return TASOC_OK;
}

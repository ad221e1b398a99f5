/* saturate.c: equality saturation: e-matching of the rules' left sides, their right sides added and unioned, then extraction. */
#include <string.h>

#include "extract.h"
#include "format.h"
#include "saturate.h"

/*
 * One iteration matches every rule against the e-graph as the last
 * rebuild left it (its index), collecting the matches, then applies them
 * all, then rebuilds: egg's scheme, so a rule never sees half of another
 * rule's work. A match binds each pattern node (tasoc_rule.lhs, pre-order)
 * to an e-node, each tensor variable to a class and each attribute
 * variable to a value; applying it builds the right side's e-nodes
 * (shapes inferred as tasoc_rule_apply does) and unions each root's class
 * with the class of what replaces it.
 */

void tasoc_saturate_defaults(tasoc_saturate_opts *o)
{
	memset(o, 0, sizeof *o);
	o->max_nodes = 0; /* the rules' room grows with the input: tasoc_saturate_room */
	o->max_iters = 8;
	o->multi_iters = 2;
	o->max_pairs = 200;
	o->extract_time_s = 5.0;
	o->improve_time_s = 2.0;
	o->max_rounds = 16;
	o->pair_moves = true;
}

/*
 * The limit is on what the rules add: max_nodes e-nodes, or by default
 * 20,000 or twice the input's, whichever is more. A fixed total (20,000
 * e-nodes) left a model of 20,000 operators no room at all: stack-1053
 * of tools/models_scale.c saturated nothing, where backtracking by parts
 * cut 20.8%.
 */
int64_t tasoc_saturate_room(const tasoc_saturate_opts *o, int64_t nodes)
{
	if (o->max_nodes > 0)
		return o->max_nodes;
	return 2 * nodes > 20000 ? 2 * nodes : 20000;
}

/* A match as applied later: the classes and values it bound, the roots' classes. */
typedef struct sat_match {
	int32_t rule;
	int32_t var[TASOC_RULE_MAX_VARS];
	int32_t attr[TASOC_RULE_MAX_VARS];
	int32_t root[TASOC_RULE_MAX_NODES];
} sat_match;

typedef struct sat {
	tasoc_egraph *eg;
	const tasoc_search_common *c;
	const tasoc_saturate_opts *o;
	tasoc_saturate_stats *st;
	sat_match *m;
	int32_t nm, capm;
	int64_t max_matches;      /* collected per iteration at most */
	double deadline;          /* wall clock; 0: none */
	int timed_out, nomem;
	int64_t steps;
	/* the rule being matched */
	const tasoc_rule *r;
	int32_t ri;
	int8_t pout[TASOC_RULE_MAX_NODES];   /* the output each pattern node is read at */
	int8_t root_of[TASOC_RULE_MAX_NODES];/* the root a pattern node is, or -1 */
	int32_t cls[TASOC_RULE_MAX_NODES];   /* the class a pattern node's e-node must be in */
	int32_t node[TASOC_RULE_MAX_NODES];
	int32_t var[TASOC_RULE_MAX_VARS];
	int32_t attr[TASOC_RULE_MAX_VARS];
	uint32_t vbound, abound;
	int32_t pairs;            /* matches of a rule whose roots share no variable, this iteration */
	bool unshared;            /* the rule is one of those */
	/* the cycle check's scratch: a stamp per class */
	uint32_t *seen;
	int32_t capseen;
	uint32_t stamp;
	int32_t *stack;
	int32_t capstack;
} sat;

static double now(const sat *s)
{
	return tasoc_clock_now(s->c->clock, TASOC_CLOCK_WALL);
}

static bool out_of_time(sat *s)
{
	if (s->deadline > 0 && (++s->steps & 255) == 0 && now(s) > s->deadline)
		s->timed_out = 1;
	return s->timed_out != 0;
}

static int step(sat *s, int p);

/* Whether two pattern nodes describe one node of a graph (split0 and split1 of one split). */
static bool same_pattern(const tasoc_rw_node *a, const tasoc_rw_node *b)
{
	if (a->op != b->op || a->attr_var != b->attr_var || memcmp(a->attr, b->attr, sizeof a->attr) != 0)
		return false;
	for (int i = 0; i < tasoc_ops[a->op].nin && i < TASOC_RW_MAX_IN; i++)
		if (a->in[i].node != b->in[i].node || a->in[i].index != b->in[i].index)
			return false;
	return true;
}

/* A complete match: split halves that are one node in the rule must be one node here (same size). */
static int found(sat *s)
{
	const tasoc_rule *r = s->r;
	for (int p = 0; p < r->nsrc; p++)
		for (int q = p + 1; q < r->nsrc; q++)
			if (tasoc_ops[r->lhs[p].op].nout > 1 && same_pattern(&r->lhs[p], &r->lhs[q]) &&
			    !tasoc_egraph_same_group(s->eg, s->node[p], s->node[q]))
				return 0;
	if (tasoc_grow(s->eg->al, (void **)&s->m, &s->capm, sizeof *s->m, s->nm + 1) != 0) {
		s->nomem = 1;
		return 1;
	}
	sat_match *m = &s->m[s->nm++];
	memset(m, 0, sizeof *m);
	m->rule = s->ri;
	memcpy(m->var, s->var, sizeof m->var);
	memcpy(m->attr, s->attr, sizeof m->attr);
	for (int k = 0; k < r->nroots; k++)
		m->root[k] = s->cls[r->roots[k].node];
	s->st->matches++;
	if (s->unshared && ++s->pairs >= s->o->max_pairs)
		return 1;
	return s->nm >= s->max_matches;
}

/* Pattern node p matched by e-node v, if its operator, output and attributes agree; then its inputs, then on. */
static int try_node(sat *s, int p, int32_t v)
{
	const tasoc_enode *n = &s->eg->nodes[v];
	const tasoc_rw_node *pat = &s->r->lhs[p];
	const tasoc_op_info *op = &tasoc_ops[pat->op];
	if (n->dead || n->op != pat->op || n->out != s->pout[p] || n->leaf >= 0)
		return 0;
	if (s->root_of[p] > 0) /* a further root: a class of its own, not one an earlier root holds */
		for (int k = 0; k < s->root_of[p]; k++)
			if (s->cls[s->r->roots[k].node] == n->cls)
				return 0;
	uint32_t vb = s->vbound, ab = s->abound;
	for (int k = 0; k < op->nattr && k < TASOC_RW_MAX_ATTRS; k++) {
		if (op->attrs[k].derived)
			continue; /* split's size: one split and another agree below (found), else anything */
		if (!(pat->attr_var >> k & 1u)) {
			if (n->attr[k] != pat->attr[k])
				goto fail;
			continue;
		}
		int j = pat->attr[k];
		if (s->abound >> j & 1u) {
			if (s->attr[j] != n->attr[k])
				goto fail;
		} else {
			s->attr[j] = n->attr[k];
			s->abound |= 1u << j;
		}
	}
	int nswap = (op->flags & TASOC_OPF_COMMUTATIVE) && n->nin == 2 && n->child[0] != n->child[1] ? 2 : 1;
	uint32_t vb2 = s->vbound;
	for (int sw = 0; sw < nswap; sw++) {
		bool ok = true;
		s->vbound = vb2;
		for (int i = 0; i < op->nin && i < TASOC_RW_MAX_IN && ok; i++) {
			int32_t c = n->child[sw ? 1 - i : i];
			tasoc_rw_arg a = pat->in[i];
			if (a.node >= 0) {
				s->cls[a.node] = c;
				continue;
			}
			if (s->vbound >> a.index & 1u) {
				ok = s->var[a.index] == c;
			} else {
				s->var[a.index] = c;
				s->vbound |= 1u << a.index;
			}
		}
		if (!ok)
			continue;
		s->node[p] = v;
		s->cls[p] = n->cls;
		if (step(s, p + 1))
			return 1;
	}
fail:
	s->vbound = vb;
	s->abound = ab;
	return 0;
}

/* The candidates for pattern node p: its class's e-nodes, or for a further root, readers of a bound variable. */
static int step(sat *s, int p)
{
	const tasoc_rule *r = s->r;
	const tasoc_egraph *eg = s->eg;
	if (p == r->nsrc)
		return found(s);
	if (out_of_time(s))
		return 1;
	if (s->root_of[p] <= 0) {
		int32_t c = s->cls[p];
		for (int32_t i = eg->cls_first[c]; i < eg->cls_first[c + 1]; i++)
			if (try_node(s, p, eg->cls_list[i]))
				return 1;
		return 0;
	}
	const tasoc_rw_node *pat = &r->lhs[p];
	for (int i = 0; i < tasoc_ops[pat->op].nin && i < TASOC_RW_MAX_IN; i++)
		if (pat->in[i].node < 0 && (s->vbound >> pat->in[i].index & 1u)) {
			int32_t c = s->var[pat->in[i].index];
			for (int32_t j = eg->par_first[c]; j < eg->par_first[c + 1]; j++)
				if (try_node(s, p, eg->par_list[j]))
					return 1;
			return 0;
		}
	for (int32_t j = eg->op_first[pat->op]; j < eg->op_first[pat->op + 1]; j++)
		if (try_node(s, p, eg->op_list[j]))
			return 1;
	return 0;
}

/* Every match of rule ri in the indexed e-graph, collected in s->m. */
static void match_rule(sat *s, int32_t ri)
{
	const tasoc_rule *r = &s->c->rules[ri];
	const tasoc_egraph *eg = s->eg;
	s->r = r;
	s->ri = ri;
	memset(s->root_of, 0xff, sizeof s->root_of);
	memset(s->pout, 0, sizeof s->pout);
	for (int k = 0; k < r->nroots; k++) {
		s->root_of[r->roots[k].node] = (int8_t)k;
		s->pout[r->roots[k].node] = (int8_t)r->roots[k].out;
	}
	for (int p = 0; p < r->nsrc; p++)
		for (int i = 0; i < tasoc_ops[r->lhs[p].op].nin && i < TASOC_RW_MAX_IN; i++)
			if (r->lhs[p].in[i].node >= 0)
				s->pout[r->lhs[p].in[i].node] = (int8_t)r->lhs[p].in[i].index;
	/* roots after the first that read no variable bound before them pair with every e-node of their operator */
	s->unshared = false;
	for (int k = 1; k < r->nroots; k++) {
		const tasoc_rw_node *pat = &r->lhs[r->roots[k].node];
		bool shared = false;
		for (int i = 0; i < tasoc_ops[pat->op].nin && i < TASOC_RW_MAX_IN; i++)
			for (int q = 0; q < r->roots[k].node; q++)
				for (int j = 0; j < tasoc_ops[r->lhs[q].op].nin && j < TASOC_RW_MAX_IN; j++)
					shared |= pat->in[i].node < 0 && r->lhs[q].in[j].node < 0 &&
						  r->lhs[q].in[j].index == pat->in[i].index;
		s->unshared |= !shared;
	}
	s->pairs = 0;
	s->vbound = s->abound = 0;
	for (int32_t j = eg->op_first[r->root_op]; j < eg->op_first[r->root_op + 1]; j++) {
		s->cls[0] = eg->nodes[eg->op_list[j]].cls;
		if (try_node(s, 0, eg->op_list[j]))
			break;
	}
}

/* Whether a class among vars (nv) reaches one of roots (nr) through inputs: a union would make a cycle. */
static bool reaches(sat *s, const int32_t *vars, int nv, const int32_t *roots, int nr)
{
	tasoc_egraph *eg = s->eg;
	if (eg->nclasses > s->capseen) {
		int32_t cap = s->capseen;
		if (tasoc_grow(eg->al, (void **)&s->seen, &cap, sizeof *s->seen, eg->nclasses) != 0)
			return true; /* out of memory: refuse the match rather than guess */
		memset(s->seen + s->capseen, 0, (size_t)(cap - s->capseen) * sizeof *s->seen);
		s->capseen = cap;
	}
	if (++s->stamp == 0) {
		memset(s->seen, 0, (size_t)s->capseen * sizeof *s->seen);
		s->stamp = 1;
	}
	int32_t sp = 0;
	int64_t budget = 200000; /* e-nodes looked at; past it the match is refused as if it made a cycle */
	for (int i = 0; i < nv; i++) {
		int32_t c = tasoc_egraph_find(eg, vars[i]);
		if (s->seen[c] == s->stamp)
			continue;
		if (tasoc_grow(eg->al, (void **)&s->stack, &s->capstack, sizeof *s->stack, sp + 1) != 0)
			return true;
		s->seen[c] = s->stamp;
		s->stack[sp++] = c;
	}
	while (sp > 0) {
		int32_t c = s->stack[--sp];
		for (int k = 0; k < nr; k++)
			if (c == roots[k])
				return true;
		for (int32_t v = eg->head[c]; v >= 0; v = eg->nodes[v].next) {
			const tasoc_enode *n = &eg->nodes[v];
			if (--budget < 0)
				return true;
			for (int i = 0; i < n->nin; i++) {
				int32_t d = tasoc_egraph_find(eg, n->child[i]);
				if (s->seen[d] == s->stamp)
					continue;
				if (tasoc_grow(eg->al, (void **)&s->stack, &s->capstack, sizeof *s->stack, sp + 1) != 0)
					return true;
				s->seen[d] = s->stamp;
				s->stack[sp++] = d;
			}
		}
	}
	return false;
}

/* The cut of a split the right side builds, as rewrite.c's rw_split_size: from the class it stands for. */
static int32_t split_size(const tasoc_shape *old, int out, const tasoc_shape *x, int32_t axis)
{
	if (axis < 0 || axis >= old->rank || axis >= x->rank)
		return -1;
	return out == 0 ? old->dim[axis] : x->dim[axis] - old->dim[axis];
}

/* Applies match m: 1 when the e-graph changed, 0 when not, -1 out of memory. */
static int apply(sat *s, const sat_match *m)
{
	tasoc_egraph *eg = s->eg;
	const tasoc_rule *r = &s->c->rules[m->rule];
	int32_t var[TASOC_RULE_MAX_VARS], root[TASOC_RULE_MAX_NODES];
	for (int i = 0; i < r->nvars; i++)
		var[i] = tasoc_egraph_find(eg, m->var[i]);
	for (int k = 0; k < r->nroots; k++) {
		root[k] = tasoc_egraph_find(eg, m->root[k]);
		for (int j = 0; j < k; j++)
			if (root[j] == root[k])
				return 0; /* merged since: nothing to do */
	}
	/* shapes first, as tasoc_rule_apply: a right side that does not infer adds nothing */
	int32_t attr[4 * TASOC_RULE_MAX_NODES][TASOC_MAX_ATTRS];
	tasoc_shape outs[4 * TASOC_RULE_MAX_NODES][TASOC_MAX_OUT];
	for (int t = 0; t < r->ndst; t++) {
		const tasoc_rw_node *n = &r->rhs[t];
		const tasoc_op_info *op = &tasoc_ops[n->op];
		tasoc_shape ins[TASOC_RW_MAX_IN];
		for (int i = 0; i < op->nin; i++)
			ins[i] = n->in[i].node < 0 ? eg->shape[var[n->in[i].index]] : outs[n->in[i].node][n->in[i].index];
		memset(attr[t], 0, sizeof attr[t]);
		for (int k = 0; k < op->nattr; k++)
			attr[t][k] = n->attr_var >> k & 1u ? m->attr[n->attr[k]] : n->attr[k];
		if (n->op == TASOC_OP_SPLIT) {
			int k = 0;
			while (r->roots[k].by.node != t)
				k++;
			attr[t][TASOC_SPLIT_SIZE] =
				split_size(&eg->shape[root[k]], r->roots[k].by.index, &ins[0], attr[t][TASOC_SPLIT_AXIS]);
		}
		if (op->derive)
			op->derive(attr[t], ins);
		if (op->shape(attr[t], ins, outs[t]) != 0) {
			s->st->skipped_shape++;
			return 0;
		}
	}
	for (int k = 0; k < r->nroots; k++) {
		tasoc_rw_arg by = r->roots[k].by;
		const tasoc_shape *nw = by.node < 0 ? &eg->shape[var[by.index]] : &outs[by.node][by.index];
		if (!tasoc_shape_eq(nw, &eg->shape[root[k]])) {
			s->st->skipped_shape++;
			return 0;
		}
	}
	if (r->nroots > 1 && reaches(s, var, r->nvars, root, r->nroots)) {
		s->st->skipped_cycle++;
		return 0;
	}
	int32_t built[4 * TASOC_RULE_MAX_NODES][TASOC_MAX_OUT];
	bool changed = false;
	for (int t = 0; t < r->ndst; t++) {
		const tasoc_rw_node *n = &r->rhs[t];
		const tasoc_op_info *op = &tasoc_ops[n->op];
		tasoc_enode e;
		memset(&e, 0, sizeof e);
		e.op = n->op;
		e.nin = (uint8_t)op->nin;
		e.leaf = -1;
		e.made = tasoc_rule_made(m->rule);
		memcpy(e.attr, attr[t], sizeof e.attr);
		for (int i = 0; i < op->nin; i++)
			e.child[i] = n->in[i].node < 0 ? var[n->in[i].index] : built[n->in[i].node][n->in[i].index];
		for (int o = 0; o < op->nout; o++) {
			bool added;
			e.out = (uint8_t)o;
			built[t][o] = tasoc_egraph_add(eg, &e, &outs[t][o], &added);
			if (built[t][o] < 0)
				return -1;
			changed |= added;
		}
	}
	for (int k = 0; k < r->nroots; k++) {
		tasoc_rw_arg by = r->roots[k].by;
		changed |= tasoc_egraph_union(eg, root[k], by.node < 0 ? var[by.index] : built[by.node][by.index]);
	}
	return changed;
}

/* Builds choice's graph and keeps it in *best when it costs less than *best_cost (the cost model on the graph). */
static tasoc_status consider(const tasoc_egraph *eg, tasoc_cost_model *cm, const int32_t *choice, tasoc_graph *best,
			     double *best_cost, double *cost_out)
{
	tasoc_graph cand;
	*cost_out = -1;
	tasoc_status st = tasoc_extract_graph(eg, choice, &cand);
	if (st != TASOC_OK)
		return st;
	tasoc_graph_prune(&cand);
	double c = tasoc_cost_graph(cm, &cand);
	*cost_out = c;
	if (c >= 0 && c < *best_cost - 1e-9 * *best_cost) { /* summation order aside */
		tasoc_graph_free(best);
		*best = cand;
		*best_cost = c;
	} else {
		tasoc_graph_free(&cand);
	}
	return TASOC_OK;
}

/* A candidate choice: costed as a graph; kept (st->kept = which) when cheaper than the best so far. */
static tasoc_status candidate(sat *s, const int32_t *choice, int which, tasoc_graph *best, double *best_cost,
			      double *cost_out)
{
	double before = *best_cost;
	tasoc_status rc = consider(s->eg, s->c->cost, choice, best, best_cost, cost_out);
	if (rc == TASOC_OK && *best_cost < before)
		s->st->kept = which; /* strictly cheaper: a tie keeps the earlier candidate */
	return rc == TASOC_ERR_NOMEM ? rc : TASOC_OK;
}

/*
 * The extraction: every candidate choice is built as a graph and costed
 * by the cost model (tasoc_cost_graph, as the backtracking search costs
 * its graphs), so the graph kept is the cheapest by the figure reported.
 * Candidates: the greedy choice, the seed (a graph added to the e-graph,
 * the backtracking search's result when asked), the cheapest of those and
 * the source by DAG cost improved by local moves (tasoc_extract_improve),
 * and the ILP started from that.
 */
static tasoc_status extract(sat *s, tasoc_graph *g, const int32_t *seed, tasoc_graph *best)
{
	tasoc_egraph *eg = s->eg;
	const tasoc_saturate_opts *o = s->o;
	tasoc_saturate_stats *st = s->st;
	tasoc_allocator *al = eg->al;
	double t0 = now(s);
	size_t ncl = (size_t)eg->nclasses + 1;
	double *cost = tasoc_alloc(al, ((size_t)eg->nnodes + 1) * sizeof *cost);
	int32_t *greedy = tasoc_alloc(al, ncl * sizeof *greedy);
	int32_t *source = tasoc_alloc(al, ncl * sizeof *source);
	int32_t *work = tasoc_alloc(al, ncl * sizeof *work);
	int32_t *ilp = tasoc_alloc(al, ncl * sizeof *ilp);
	tasoc_status rc = TASOC_ERR_NOMEM;
	double best_cost = st->cost_before;
	st->cost_greedy = st->cost_ilp = st->cost_seed = st->cost_improved = -1;
	st->kept = 0;
	if (!cost || !greedy || !source || !work || !ilp || (rc = tasoc_graph_clone(g, best)) != TASOC_OK)
		goto done;
	if ((rc = tasoc_extract_costs(eg, s->c->cost, cost)) != TASOC_OK ||
	    (rc = tasoc_extract_greedy(eg, cost, greedy)) != TASOC_OK)
		goto done;
	tasoc_extract_source_choice(eg, source);
	if ((rc = candidate(s, greedy, 1, best, &best_cost, &st->cost_greedy)) != TASOC_OK)
		goto done;
	if (seed && (rc = candidate(s, seed, 3, best, &best_cost, &st->cost_seed)) != TASOC_OK)
		goto done;
	/*
	 * The local search from each start (the input, greedy, the seed): one
	 * start's local optimum is not another's (NasNet-A: 5.2260 ms from
	 * greedy, 5.2410 from the seed), and each run takes milliseconds.
	 * work ends as the best by the cost model, the ILP's start.
	 */
	{
		const int32_t *starts[3] = { source, greedy, seed };
		double best_improved = -1;
		for (int k = 0; k < 3; k++) {
			if (!starts[k])
				continue;
			memcpy(ilp, starts[k], ncl * sizeof *ilp);
			double c, real;
			int32_t moves;
			rc = tasoc_extract_improve(eg, cost, s->c->cost->backend.fuses, ilp, greedy, s->c->clock, o->improve_time_s, &c, &moves);
			if (rc == TASOC_ERR_NOMEM)
				goto done;
			if (rc != TASOC_OK)
				continue;
			if ((rc = candidate(s, ilp, 4, best, &best_cost, &real)) != TASOC_OK)
				goto done;
			if (real >= 0 && (best_improved < 0 || real < best_improved - 1e-9 * real)) {
				best_improved = real;
				st->cost_improved = real;
				st->moves = moves;
				st->improved_from = k;
				memcpy(work, ilp, ncl * sizeof *work);
			}
		}
		/* pairs of merge moves, once, from the best of them (Inception-v3 under ort: a three-way merge re-cut) */
		if (best_improved >= 0 && s->o->pair_moves) {
			memcpy(ilp, work, ncl * sizeof *ilp);
			double c, real;
			int32_t moves;
			rc = tasoc_extract_improve_pairs(eg, cost, s->c->cost->backend.fuses, ilp, greedy, s->c->clock, o->improve_time_s, &c, &moves);
			if (rc == TASOC_ERR_NOMEM)
				goto done;
			if (rc == TASOC_OK && (rc = candidate(s, ilp, 4, best, &best_cost, &real)) != TASOC_OK)
				goto done;
			if (real >= 0 && real < best_improved - 1e-9 * real) {
				st->cost_improved = real;
				st->moves += moves;
				memcpy(work, ilp, ncl * sizeof *work);
			}
		}
		rc = TASOC_OK;
	}
	if (o->extract && st->cost_improved >= 0) {
		double left = o->extract_time_s, t1 = now(s);
		tasoc_status ist = o->extract(o->extract_ctx, eg, cost, s->c->cost->backend.fuses, work, left, ilp, st->ilp_note, sizeof st->ilp_note);
		st->ilp_seconds = now(s) - t1;
		if (ist == TASOC_OK) {
			rc = candidate(s, ilp, 2, best, &best_cost, &st->cost_ilp);
			if (rc != TASOC_OK)
				goto done;
			if (st->cost_ilp < 0)
				tasoc_format(st->ilp_note, sizeof st->ilp_note, "its choice did not build a graph");
		}
	}
	rc = TASOC_OK;
done:
	st->cost_after = best_cost;
	st->extract_seconds = now(s) - t0;
	tasoc_free(al, cost);
	tasoc_free(al, greedy);
	tasoc_free(al, source);
	tasoc_free(al, work);
	tasoc_free(al, ilp);
	return rc;
}

/* One saturation from g (and the seed) and its extraction into *best; st's figures are this round's. */
static tasoc_status saturate_once(tasoc_graph *g, const tasoc_search_common *c, const tasoc_saturate_opts *o,
				  const tasoc_graph *seed_graph, double deadline, tasoc_graph *best, tasoc_saturate_stats *st)
{
	tasoc_egraph eg;
	sat s;
	memset(&s, 0, sizeof s);
	s.eg = &eg;
	s.c = c;
	s.o = o;
	s.st = st;
	double t0 = now(&s);
	s.deadline = deadline;
	tasoc_status rc = tasoc_egraph_from_graph(&eg, g, g->al);
	if (rc != TASOC_OK) {
		tasoc_format(g->err, sizeof g->err, "saturate: %s building the e-graph", tasoc_status_str(rc));
		return rc;
	}
	/* the seed joins the e-graph before the rules run, so they rewrite it too */
	if (seed_graph && (st->seed_status = tasoc_egraph_add_graph(&eg, seed_graph, NULL)) == TASOC_ERR_NOMEM)
		rc = TASOC_ERR_NOMEM;
	int64_t room = tasoc_saturate_room(o, eg.nnodes);
	int64_t limit = eg.nnodes + room;
	s.max_matches = 4 * room;
	for (int32_t it = 0; it < o->max_iters && !st->stop && rc == TASOC_OK; it++) {
		s.nm = 0;
		for (int32_t ri = 0; ri < c->nrules && !s.timed_out && !s.nomem && s.nm < s.max_matches; ri++) {
			const tasoc_rule *r = &c->rules[ri];
			if (!r->lhs || (r->nroots > 1 && it >= o->multi_iters))
				continue;
			match_rule(&s, ri);
		}
		if (s.nomem) {
			rc = TASOC_ERR_NOMEM;
			break;
		}
		bool changed = false;
		for (int32_t i = 0; i < s.nm; i++) {
			if (eg.nnodes >= limit) {
				st->stop = 1;
				break;
			}
			int a = apply(&s, &s.m[i]);
			if (a < 0) {
				rc = TASOC_ERR_NOMEM;
				break;
			}
			st->applied += a;
			changed |= a != 0;
		}
		st->iterations = it + 1;
		if (rc == TASOC_OK)
			rc = tasoc_egraph_rebuild(&eg);
		if (rc != TASOC_OK)
			break;
		if (s.timed_out) {
			st->stop = 2;
			break;
		}
		if (!changed) {
			st->saturated = 1;
			break;
		}
	}
	st->seconds = now(&s) - t0;
	if (rc == TASOC_OK) {
		st->enodes = tasoc_egraph_live_nodes(&eg);
		st->eclasses = tasoc_egraph_live_classes(&eg);
		int32_t *seed = NULL;
		/* the seed's e-nodes after saturation: all there already, so nothing is added */
		if (seed_graph && st->seed_status == TASOC_OK)
			st->seed_status = tasoc_egraph_add_graph(&eg, seed_graph, &seed);
		if (st->seed_status == TASOC_ERR_NOMEM)
			rc = TASOC_ERR_NOMEM;
		else
			rc = extract(&s, g, seed, best);
		tasoc_free(g->al, seed);
	}
	if (rc != TASOC_OK) {
		tasoc_format(g->err, sizeof g->err, "saturate: %s", tasoc_status_str(rc));
		if (best->al)
			tasoc_graph_free(best);
	}
	tasoc_free(g->al, s.m);
	tasoc_free(g->al, s.seen);
	tasoc_free(g->al, s.stack);
	tasoc_egraph_free(&eg);
	return rc;
}

void tasoc_saturate_stats_add(tasoc_saturate_stats *st, const tasoc_saturate_stats *rs)
{
	st->iterations += rs->iterations;
	st->matches += rs->matches;
	st->applied += rs->applied;
	st->skipped_shape += rs->skipped_shape;
	st->skipped_cycle += rs->skipped_cycle;
	st->seconds += rs->seconds;
	st->extract_seconds += rs->extract_seconds;
}

/* The rounds from g, the first with the seed when there is one; st's cost_before is set. */
static tasoc_status chain(tasoc_graph *g, const tasoc_search_common *c, const tasoc_saturate_opts *o,
			  const tasoc_graph *seed, double deadline, tasoc_graph *best, tasoc_saturate_stats *st)
{
	/*
	 * Pairs of merge moves are not in the rounds: in the first, the
	 * graph they reach (NasRNN: 0.7717 ms against 0.7817) set the later
	 * rounds on a path that ended dearer (0.6266 against 0.6216). They
	 * make one more candidate instead, below.
	 */
	tasoc_saturate_opts first = *o;
	first.pair_moves = false;
	tasoc_status rc = saturate_once(g, c, &first, seed, deadline, best, st);
	tasoc_saturate_opts later = first;
	later.extract = NULL; /* the ILP in the first round only: it has never improved on the local improvement */
	st->rounds = 1;
	st->cost_first = st->cost_after;
	/*
	 * Further rounds saturate again from the graph extracted, while that
	 * makes it cheaper: the merges of a round pair the products of the
	 * last (NasRNN: a merge of merges), and an e-graph grown from the
	 * better graph holds rewrites the node limit kept out of the first.
	 */
	for (int32_t r = 1; rc == TASOC_OK && r < o->max_rounds && st->cost_after < st->cost_before; r++) {
		if (deadline > 0 && tasoc_clock_now(c->clock, TASOC_CLOCK_WALL) > deadline)
			break;
		tasoc_saturate_stats rs;
		tasoc_graph next;
		memset(&rs, 0, sizeof rs);
		memset(&next, 0, sizeof next);
		rs.cost_before = st->cost_after;
		rc = saturate_once(best, c, &later, NULL, deadline, &next, &rs);
		if (rc != TASOC_OK) {
			memcpy(g->err, best->err, sizeof g->err);
			break;
		}
		st->rounds++;
		tasoc_saturate_stats_add(st, &rs);
		bool gain = rs.cost_after < st->cost_after - 1e-9 * st->cost_after;
		if (gain) {
			tasoc_graph_free(best);
			*best = next;
			st->cost_after = rs.cost_after;
			st->kept = 5;
		} else {
			tasoc_graph_free(&next);
		}
		if (!gain)
			break;
	}
	/*
	 * One more candidate: the input saturated again, its extraction's
	 * local improvement also trying pairs of merge moves (Inception-v3
	 * under ort: its three-way merges re-cut, 104.4212 ms where the
	 * rounds end at 104.4312), kept when cheaper than the rounds' graph.
	 * It costs one saturation of the input and at most improve_time_s.
	 */
	if (rc == TASOC_OK && o->pair_moves &&
	    !(deadline > 0 && tasoc_clock_now(c->clock, TASOC_CLOCK_WALL) > deadline)) {
		tasoc_saturate_opts pairs = later;
		pairs.pair_moves = true;
		tasoc_saturate_stats rs;
		tasoc_graph next;
		memset(&rs, 0, sizeof rs);
		memset(&next, 0, sizeof next);
		rs.cost_before = st->cost_before;
		rc = saturate_once(g, c, &pairs, seed, deadline, &next, &rs);
		if (rc == TASOC_OK) { /* not a round: st->rounds counts the chain of saturations that gained */
			tasoc_saturate_stats_add(st, &rs);
			if (rs.cost_after < st->cost_after - 1e-9 * st->cost_after) {
				tasoc_graph_free(best);
				*best = next;
				st->cost_after = rs.cost_after;
				st->kept = 6;
			} else {
				tasoc_graph_free(&next);
			}
		}
	}
	if (rc != TASOC_OK && best->al)
		tasoc_graph_free(best);
	return rc;
}

tasoc_status tasoc_saturate(tasoc_graph *g, const tasoc_search_common *c, const tasoc_saturate_opts *o,
			    tasoc_graph *best, tasoc_saturate_stats *st)
{
	memset(st, 0, sizeof *st);
	memset(best, 0, sizeof *best);
	st->cost_alone = -1;
	double t0 = tasoc_clock_now(c->clock, TASOC_CLOCK_WALL);
	double deadline = c->time_limit_s > 0 && t0 > 0 ? t0 + c->time_limit_s : 0;
	st->cost_before = tasoc_cost_graph(c->cost, g);
	if (st->cost_before < 0) {
		tasoc_format(g->err, sizeof g->err, "saturate: the input does not cost (a cycle, or out of memory)");
		return TASOC_ERR_ARG;
	}
	tasoc_status rc = chain(g, c, o, o->seed, deadline, best, st);
	if (rc != TASOC_OK || !o->seed || (deadline > 0 && tasoc_clock_now(c->clock, TASOC_CLOCK_WALL) > deadline))
		return rc;
	/*
	 * Seeded, the first round keeps the seed whenever it is the cheapest
	 * graph there, and the later rounds grow from it. From there they do
	 * not reach what the rounds reach from saturation's own graph (NasRNN
	 * under the analytical model: 0.7221 ms, backtracking's, against 0.6216
	 * alone; the seed added after the first saturation ends there too).
	 * So the rounds also run without the seed, and the cheaper end is kept:
	 * never dearer than backtracking (the seed) nor than saturation alone.
	 */
	tasoc_saturate_stats as;
	tasoc_graph alone;
	memset(&as, 0, sizeof as);
	memset(&alone, 0, sizeof alone);
	as.cost_before = st->cost_before;
	rc = chain(g, c, o, NULL, deadline, &alone, &as);
	if (rc != TASOC_OK) {
		tasoc_graph_free(best);
		return rc;
	}
	st->cost_alone = as.cost_after;
	if (as.cost_after < st->cost_after - 1e-9 * st->cost_after) {
		/* the figures become the unseeded chain's, the totals both chains', the seed's stay */
		tasoc_saturate_stats seeded = *st;
		*st = as;
		tasoc_saturate_stats_add(st, &seeded);
		st->cost_seed = seeded.cost_seed;
		st->seed_status = seeded.seed_status;
		st->cost_alone = as.cost_after;
		st->alone_kept = 1;
		tasoc_graph_free(best);
		*best = alone;
	} else {
		tasoc_saturate_stats_add(st, &as);
		tasoc_graph_free(&alone);
	}
	return TASOC_OK;
}

/* rewrite.c: containment and acyclicity checks, target-node building and redirection for generated rules. */
#include <stdio.h>
#include <string.h>

#include "rewrite.h"

static bool in_match(const tasoc_match *m, int32_t v)
{
	for (int i = 0; i < m->nnodes; i++)
		if (m->node[i] == v)
			return true;
	return false;
}

bool tasoc_rw_contained(const tasoc_graph *g, const tasoc_uses *u, tasoc_ref r, const tasoc_match *m,
			const tasoc_ref *roots, int nroots)
{
	for (int i = 0; i < nroots; i++)
		if (tasoc_ref_eq(r, roots[i]))
			return true;
	if (!u) {
		for (int32_t v = 0; v < g->nnodes; v++) {
			const tasoc_node *nd = &g->nodes[v];
			for (int i = 0; !nd->dead && i < nd->nin; i++)
				if (tasoc_ref_eq(nd->in[i], r) && !in_match(m, v))
					return false;
		}
		for (int32_t i = 0; i < g->noutputs; i++)
			if (tasoc_ref_eq(g->outputs[i], r))
				return false;
		return true;
	}
	int32_t n;
	const tasoc_use *e = tasoc_uses_of(u, r.node, &n);
	for (int32_t i = 0; i < n; i++)
		if (e[i].out == r.out && (e[i].node == TASOC_USE_OUTPUT || !in_match(m, e[i].node)))
			return false;
	return true;
}

int32_t tasoc_rw_readers(const tasoc_graph *g, const tasoc_uses *u, tasoc_ref r, const tasoc_use **list)
{
	int32_t n;
	if (!u) {
		*list = NULL;
		return g->nnodes;
	}
	*list = tasoc_uses_of(u, r.node, &n);
	return n;
}

int32_t tasoc_rw_reader(const tasoc_graph *g, const tasoc_use *e, int32_t i, tasoc_ref r)
{
	if (!e) {
		const tasoc_node *nd = &g->nodes[i];
		for (int k = 0; !nd->dead && k < nd->nin; k++)
			if (tasoc_ref_eq(nd->in[k], r))
				return i;
		return -1;
	}
	if (e[i].node == TASOC_USE_OUTPUT || e[i].out != r.out)
		return -1;
	for (int32_t j = i - 1; j >= 0 && e[j].node == e[i].node; j--)
		if (e[j].out == r.out)
			return -1;
	return e[i].node;
}

/* The nodes a walk has visited: one byte per node, or a short list. */
typedef struct visited {
	uint8_t *map;  /* NULL: use list */
	int32_t *list;
	int32_t n, cap;
	bool full;     /* the list overflowed: the walk was cut short */
} visited;

/* Marks v; true when it was not marked before. */
static bool visit_new(visited *vs, int32_t v)
{
	if (vs->map) {
		bool fresh = !vs->map[v];
		vs->map[v] = 1;
		return fresh;
	}
	for (int32_t i = 0; i < vs->n; i++)
		if (vs->list[i] == v)
			return false;
	if (vs->n == vs->cap) {
		vs->full = true;
		return false;
	}
	vs->list[vs->n++] = v;
	return true;
}

/*
 * Depth-first search upwards from the variables; hitting a root means a
 * cycle. With depths, a node no deeper than the shallowest root cannot have
 * a root among its ancestors, so the walk stops there: for the usual match
 * (roots right below their variables) it visits only the variables. Each
 * node is pushed once, so stack needs as many entries as can be visited.
 */
static bool acyclic_walk(const tasoc_graph *g, const int32_t *depth, int32_t floor, const tasoc_match *m,
			 int nvars, const tasoc_ref *roots, int nroots, visited *vs, int32_t *stack)
{
	int32_t sp = 0;
	for (int i = 0; i < nvars; i++)
		if (visit_new(vs, m->var[i].node))
			stack[sp++] = m->var[i].node;
	while (sp > 0 && !vs->full) {
		int32_t v = stack[--sp];
		for (int k = 0; k < nroots; k++)
			if (roots[k].node == v)
				return false;
		if (depth && depth[v] <= floor)
			continue;
		const tasoc_node *nd = &g->nodes[v];
		for (int i = 0; i < nd->nin; i++)
			if (visit_new(vs, nd->in[i].node))
				stack[sp++] = nd->in[i].node;
	}
	return true;
}

bool tasoc_rw_acyclic(const tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m, int nvars,
		      const tasoc_ref *roots, int nroots)
{
	int32_t n = g->nnodes;
	if (u && u->anc && u->nnodes == n) { /* ancestor sets: a cycle iff a root is above a variable */
		for (int i = 0; i < nvars; i++)
			for (int k = 0; k < nroots; k++)
				if (m->var[i].node == roots[k].node ||
				    tasoc_uses_above(u, roots[k].node, m->var[i].node) != 0)
					return false;
		return true;
	}
	const int32_t *depth = (u && u->depth && u->nnodes == n) ? u->depth : NULL;
	int32_t floor = INT32_MAX;
	for (int k = 0; depth && k < nroots; k++)
		if (depth[roots[k].node] < floor)
			floor = depth[roots[k].node];
	/*
	 * The matchers call this for every match of a rule with several roots,
	 * so the common short walk runs on the stack, allocating nothing; a
	 * walk that outgrows it starts over with a byte per node.
	 */
	enum { SHORT = 16 };
	int32_t list[SHORT], stack_short[SHORT];
	visited vs = { NULL, list, 0, SHORT, false };
	bool ok = acyclic_walk(g, depth, floor, m, nvars, roots, nroots, &vs, stack_short);
	if (!vs.full)
		return ok;
	vs.map = tasoc_calloc(g->al, (size_t)n + 1, 1);
	int32_t *stack = tasoc_alloc(g->al, ((size_t)n + 1) * sizeof *stack);
	vs.full = false;
	ok = vs.map && stack && /* out of memory: refuse the match, never guess */
	     acyclic_walk(g, depth, floor, m, nvars, roots, nroots, &vs, stack);
	tasoc_free(g->al, vs.map);
	tasoc_free(g->al, stack);
	return ok;
}

void tasoc_rw_begin(tasoc_rw *rw, tasoc_graph *g, const tasoc_uses *u)
{
	rw->g = g;
	rw->u = u && u->nnodes == g->nnodes ? u : NULL;
	rw->mark = g->nnodes;
	rw->st = TASOC_OK;
}

tasoc_ref tasoc_rw_add(tasoc_rw *rw, int op, const int32_t *attr, int nin, const tasoc_ref *in)
{
	tasoc_ref bad = { -1, 0 };
	if (rw->st != TASOC_OK)
		return bad;
	/*
	 * Infer the shape first, so a shape failure (the common case: the rule
	 * does not fit these shapes) is told apart from running out of memory.
	 */
	tasoc_shape ins[TASOC_MAX_IN], outs[TASOC_MAX_OUT];
	for (int i = 0; i < nin; i++)
		ins[i] = *tasoc_ref_shape(rw->g, in[i]);
	if (tasoc_ops[op].shape(attr, ins, outs) != 0) {
		rw->st = TASOC_ERR_SHAPE;
		return bad;
	}
	int32_t v = tasoc_add_op(rw->g, op, attr, nin, in, NULL);
	if (v < 0) {
		rw->st = TASOC_ERR_NOMEM;
		return bad;
	}
	return tasoc_ref_make(v, 0);
}

int32_t tasoc_rw_split_size(const tasoc_rw *rw, tasoc_ref old, int out, tasoc_ref x, int32_t axis)
{
	if (rw->st != TASOC_OK)
		return -1;
	const tasoc_shape *o = tasoc_ref_shape(rw->g, old), *s = tasoc_ref_shape(rw->g, x);
	if (axis < 0 || axis >= o->rank || axis >= s->rank)
		return -1;
	return out == 0 ? o->dim[axis] : s->dim[axis] - o->dim[axis];
}

#ifdef TASOC_RULE_TRACE
static tasoc_rule_trace_fn trace_fn;
static void *trace_ctx;

void tasoc_rule_trace(tasoc_rule_trace_fn fn, void *ctx)
{
	trace_fn = fn;
	trace_ctx = ctx;
}
#endif

/* Every reader of old among nodes [0, upto) and the graph outputs now reads nw. */
static void redirect(tasoc_graph *g, const tasoc_uses *u, int32_t upto, tasoc_ref old, tasoc_ref nw)
{
	if (u) { /* the readers are listed: no scan */
		int32_t n;
		const tasoc_use *e = tasoc_uses_of(u, old.node, &n);
		for (int32_t i = 0; i < n; i++) {
			tasoc_ref *slot = e[i].node == TASOC_USE_OUTPUT ? &g->outputs[e[i].slot]
									: &g->nodes[e[i].node].in[e[i].slot];
			if (e[i].out == old.out && tasoc_ref_eq(*slot, old))
				*slot = nw;
		}
		return;
	}
	for (int32_t v = 0; v < upto; v++) {
		tasoc_node *nd = &g->nodes[v];
		if (nd->dead)
			continue;
		for (int i = 0; i < nd->nin; i++)
			if (tasoc_ref_eq(nd->in[i], old))
				nd->in[i] = nw;
	}
	for (int32_t i = 0; i < g->noutputs; i++)
		if (tasoc_ref_eq(g->outputs[i], old))
			g->outputs[i] = nw;
}

tasoc_status tasoc_rw_finish(tasoc_rw *rw, const char *rule, const tasoc_match *m,
			     const tasoc_ref *old, const tasoc_ref *new_roots, int nroots)
{
	tasoc_graph *g = rw->g;
	for (int i = 0; rw->st == TASOC_OK && i < nroots; i++)
		if (!tasoc_shape_eq(tasoc_ref_shape(g, old[i]), tasoc_ref_shape(g, new_roots[i])))
			rw->st = TASOC_ERR_SHAPE;
	if (rw->st != TASOC_OK) {
		g->nnodes = rw->mark;
		snprintf(g->err, sizeof g->err, "rule %s: %s", rule,
			 rw->st == TASOC_ERR_SHAPE ? "the target's shapes do not fit this match"
						   : tasoc_status_str(rw->st));
		return rw->st;
	}
	/* new nodes read only tensors that existed before, never an old root */
	for (int i = 0; i < nroots; i++)
		redirect(g, rw->u, rw->mark, old[i], new_roots[i]);
#ifdef TASOC_RULE_TRACE
	if (trace_fn)
		trace_fn(trace_ctx, rule, m);
#else
	(void)m;
#endif
	return TASOC_OK;
}

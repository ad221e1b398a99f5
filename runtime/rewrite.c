/* rewrite.c: containment and acyclicity checks, target-node building and redirection for generated rules. */
#include <string.h>

#include "format.h"
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

int32_t tasoc_rw_peers(const tasoc_graph *g, const tasoc_uses *u, int op, const int32_t **list)
{
	if (!u || u->nnodes != g->nnodes || op < 0 || op >= TASOC_OP_COUNT) {
		*list = NULL;
		return g->nnodes;
	}
	*list = u->byop + u->opfirst[op];
	return u->opfirst[op + 1] - u->opfirst[op];
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
	/*
	 * Without them (no reader table, or a graph too large for the sets):
	 * depth-first search upwards from the variables; hitting a root means a
	 * cycle. With depths, a node no deeper than the shallowest root cannot
	 * have a root among its ancestors, so the walk stops there.
	 */
	const int32_t *depth = (u && u->depth && u->nnodes == n) ? u->depth : NULL;
	int32_t floor = INT32_MAX;
	for (int k = 0; depth && k < nroots; k++)
		if (depth[roots[k].node] < floor)
			floor = depth[roots[k].node];
	uint8_t *seen = tasoc_calloc(g->al, (size_t)n + 1, 1);
	int32_t *stack = tasoc_alloc(g->al, ((size_t)n + 1) * sizeof *stack);
	bool ok = seen && stack; /* out of memory: refuse the match, never guess */
	int32_t sp = 0;
	for (int i = 0; ok && i < nvars; i++) {
		int32_t v = m->var[i].node;
		if (!seen[v]) {
			seen[v] = 1;
			stack[sp++] = v;
		}
	}
	while (ok && sp > 0) {
		int32_t v = stack[--sp];
		for (int k = 0; k < nroots; k++)
			if (roots[k].node == v)
				ok = false;
		if (depth && depth[v] <= floor)
			continue; /* no root above this node */
		const tasoc_node *nd = &g->nodes[v];
		for (int i = 0; ok && i < nd->nin; i++) {
			int32_t w = nd->in[i].node;
			if (!seen[w]) {
				seen[w] = 1;
				stack[sp++] = w;
			}
		}
	}
	tasoc_free(g->al, seen);
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
	int32_t a[TASOC_MAX_ATTRS];
	if (tasoc_ops[op].derive) {
		/* the rule gave no value for these: they follow from the new inputs */
		memcpy(a, attr, (size_t)tasoc_ops[op].nattr * sizeof *a);
		tasoc_ops[op].derive(a, ins);
		attr = a;
	}
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
		tasoc_format(g->err, sizeof g->err, "rule %s: %s", rule,
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

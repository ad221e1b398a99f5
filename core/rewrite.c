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

/*
 * True when every reader of r is a node of the match (r is an intermediate
 * result nobody else sees), or when r is one of the roots, which the
 * rewrite replaces for all its readers. Without a uses table (u NULL) it
 * scans the graph.
 */
static bool contained(const tasoc_graph *g, const tasoc_uses *u, tasoc_ref r, const tasoc_match *m,
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

/* The outputs of the match that rule r's rewrite replaces, its roots. */
static void old_roots(const tasoc_rule *r, const tasoc_match *m, tasoc_ref *old)
{
	for (int k = 0; k < r->nroots; k++)
		old[k] = tasoc_ref_make(m->node[r->roots[k].node], r->roots[k].out);
}

int tasoc_rw_found(const tasoc_rule *r, const tasoc_matching *mc, tasoc_match *m)
{
	/* the matcher wrote only what the rule binds: no memset of every candidate it tries */
	m->nnodes = r->nsrc;
	memset(m->node + r->nsrc, 0, (TASOC_RULE_MAX_NODES - (size_t)r->nsrc) * sizeof m->node[0]);
	memset(m->var + r->nvars, 0, (TASOC_RULE_MAX_VARS - (size_t)r->nvars) * sizeof m->var[0]);
	memset(m->attr + r->navars, 0, (TASOC_RULE_MAX_VARS - (size_t)r->navars) * sizeof m->attr[0]);
	tasoc_ref roots[TASOC_RULE_MAX_NODES];
	old_roots(r, m, roots);
	for (int j = 0; j < r->nsrc; j++) /* the roots pass: the rewrite replaces them for all their readers */
		if (!contained(mc->g, mc->u, tasoc_ref_make(m->node[j], r->out1 >> j & 1u), m, roots, r->nroots))
			return 0;
	if (r->nroots > 1 && !tasoc_rw_acyclic(mc->g, mc->u, m, r->nvars, roots, r->nroots))
		return 0;
	return mc->visit(mc->ctx, m);
}

/*
 * Adds a node the rewrite builds into *out, or fails: TASOC_ERR_SHAPE when
 * its shape does not infer (the common case: the rule does not fit these
 * shapes; checked first, to tell it apart from running out of memory).
 */
static tasoc_status rw_add(tasoc_graph *g, int op, int32_t *attr, const tasoc_ref *in, tasoc_ref *out)
{
	const tasoc_op_info *info = &tasoc_ops[op];
	tasoc_shape ins[TASOC_RW_MAX_IN], outs[TASOC_MAX_OUT];
	for (int i = 0; i < info->nin; i++)
		ins[i] = *tasoc_ref_shape(g, in[i]);
	if (info->derive)
		info->derive(attr, ins); /* the rule gave no value for these: they follow from the new inputs */
	if (info->shape(attr, ins, outs) != 0)
		return TASOC_ERR_SHAPE;
	int32_t v = tasoc_add_op(g, op, attr, info->nin, in, NULL);
	if (v < 0)
		return TASOC_ERR_NOMEM;
	*out = tasoc_ref_make(v, 0);
	return TASOC_OK;
}

/*
 * The derived size of a split the rewrite builds: its output out replaces
 * old, so the cut is old's extent on axis (out 0), or what is left of the
 * split's input x after old's extent (out 1). -1 when the shapes do not
 * allow it; the split's shape check then fails.
 */
static int32_t rw_split_size(const tasoc_graph *g, tasoc_ref old, int out, tasoc_ref x, int32_t axis)
{
	const tasoc_shape *o = tasoc_ref_shape(g, old), *s = tasoc_ref_shape(g, x);
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

/* A tensor the rewrite reads: a variable of the match, or an output of node t<a.node> built already. */
static tasoc_ref rw_arg(const tasoc_match *m, const tasoc_ref *built, tasoc_rw_arg a)
{
	return a.node < 0 ? m->var[a.index] : tasoc_ref_make(built[a.node].node, a.index);
}

/*
 * Builds the right side's nodes in order; a failure stops there. Then, on
 * any failure or when a new root's shape differs from the old root's,
 * removes the added nodes (truncating g->nnodes, so the graph is as
 * before) and returns the error. Otherwise redirects every reader of each
 * old root to the new one. Target nodes read only tensors that exist
 * before the rewrite, and the matcher rejects matches where one of those
 * depends on a replaced root (tasoc_rw_acyclic), so the result is acyclic.
 */
tasoc_status tasoc_rule_apply(const tasoc_rule *r, tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	/* every root is at least one node of the match, every built node a distinct subterm of the right side */
	tasoc_ref old[TASOC_RULE_MAX_NODES], nw[TASOC_RULE_MAX_NODES], built[4 * TASOC_RULE_MAX_NODES];
	int32_t mark = g->nnodes;
	if (u && u->nnodes != g->nnodes)
		u = NULL; /* built from another state of g */
	old_roots(r, m, old);
	tasoc_status st = TASOC_OK;
	for (int t = 0; st == TASOC_OK && t < r->ndst; t++) {
		const tasoc_rw_node *n = &r->rhs[t];
		const tasoc_op_info *op = &tasoc_ops[n->op];
		tasoc_ref in[TASOC_RW_MAX_IN];
		for (int i = 0; i < op->nin; i++)
			in[i] = rw_arg(m, built, n->in[i]);
		int32_t a[TASOC_MAX_ATTRS];
		for (int k = 0; k < op->nattr; k++)
			a[k] = n->attr_var >> k & 1u ? m->attr[n->attr[k]] : n->attr[k];
		if (n->op == TASOC_OP_SPLIT) {
			/* its size: from the first old root it stands for (emit/ sees that there is one) */
			int k = 0;
			while (r->roots[k].by.node != t)
				k++;
			a[TASOC_SPLIT_SIZE] = rw_split_size(g, old[k], r->roots[k].by.index, in[0], a[TASOC_SPLIT_AXIS]);
		}
		st = rw_add(g, n->op, a, in, &built[t]);
	}
	for (int k = 0; st == TASOC_OK && k < r->nroots; k++) {
		nw[k] = rw_arg(m, built, r->roots[k].by);
		if (!tasoc_shape_eq(tasoc_ref_shape(g, old[k]), tasoc_ref_shape(g, nw[k])))
			st = TASOC_ERR_SHAPE;
	}
	if (st != TASOC_OK) {
		g->nnodes = mark;
		tasoc_format(g->err, sizeof g->err, "rule %s: %s", r->name,
			     st == TASOC_ERR_SHAPE ? "the target's shapes do not fit this match" : tasoc_status_str(st));
		return st;
	}
	for (int k = 0; k < r->nroots; k++)
		redirect(g, u, mark, old[k], nw[k]);
#ifdef TASOC_RULE_TRACE
	if (trace_fn)
		trace_fn(trace_ctx, r->name, m);
#endif
	return TASOC_OK;
}

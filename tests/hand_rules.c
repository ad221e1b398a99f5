/* hand_rules.c: four rules written by hand with the same contract as generated/rules.c. */
#include <string.h>

#include "hand_rules.h"

/* Redirects every reader of `from` (live nodes and graph outputs) to `to`. */
static void redirect(tasoc_graph *g, tasoc_ref from, tasoc_ref to, int32_t skip)
{
	for (int32_t v = 0; v < g->nnodes; v++) {
		tasoc_node *n = &g->nodes[v];
		if (n->dead || v == skip)
			continue;
		for (int i = 0; i < n->nin; i++)
			if (n->in[i].node == from.node && n->in[i].out == from.out)
				n->in[i] = to;
	}
	for (int32_t i = 0; i < g->noutputs; i++)
		if (g->outputs[i].node == from.node && g->outputs[i].out == from.out)
			g->outputs[i] = to;
}

static int relu_fuse_match(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
			   tasoc_match_visit visit, void *ctx)
{
	(void)u;
	const tasoc_node *r = &g->nodes[root];
	if (r->op != TASOC_OP_RELU || r->in[0].out != 0)
		return 0;
	int32_t c = r->in[0].node;
	const tasoc_node *cv = &g->nodes[c];
	if (cv->op != TASOC_OP_CONV2D || cv->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	m.node[0] = root;
	m.node[1] = c;
	m.var[0] = cv->in[0];
	m.var[1] = cv->in[1];
	for (int i = 0; i < 3; i++)
		m.attr[i] = cv->attr[i];
	return visit(ctx, &m);
}

static tasoc_status relu_fuse_apply(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	(void)u;
	int32_t attr[] = { m->attr[0], m->attr[1], m->attr[2], TASOC_ACTIVATION_RELU };
	int32_t v = tasoc_add_op(g, TASOC_OP_CONV2D, attr, 2, m->var, NULL);
	if (v < 0)
		return TASOC_ERR_SHAPE;
	redirect(g, tasoc_ref_make(m->node[0], 0), tasoc_ref_make(v, 0), v);
	return TASOC_OK;
}

static int relu_unfuse_match(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
			     tasoc_match_visit visit, void *ctx)
{
	(void)u;
	const tasoc_node *c = &g->nodes[root];
	if (c->op != TASOC_OP_CONV2D || c->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 1;
	m.node[0] = root;
	m.var[0] = c->in[0];
	m.var[1] = c->in[1];
	for (int i = 0; i < 3; i++)
		m.attr[i] = c->attr[i];
	return visit(ctx, &m);
}

static tasoc_status relu_unfuse_apply(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	(void)u;
	int32_t attr[] = { m->attr[0], m->attr[1], m->attr[2], TASOC_ACTIVATION_NONE };
	int32_t c = tasoc_add_op(g, TASOC_OP_CONV2D, attr, 2, m->var, NULL);
	if (c < 0)
		return TASOC_ERR_SHAPE;
	tasoc_ref in = tasoc_ref_make(c, 0);
	int32_t r = tasoc_add_op(g, TASOC_OP_RELU, NULL, 1, &in, NULL);
	if (r < 0) {
		g->nnodes = c; /* leave g unchanged */
		return TASOC_ERR_SHAPE;
	}
	redirect(g, tasoc_ref_make(m->node[0], 0), tasoc_ref_make(r, 0), r);
	return TASOC_OK;
}

/* Two nodes of operator op reading the same first input: tried both ways. */
static int merge_match(const tasoc_graph *g, int op, int nattr, int32_t root, tasoc_match_visit visit,
		       void *ctx)
{
	const tasoc_node *a = &g->nodes[root];
	if (a->op != op)
		return 0;
	for (int32_t v = 0; v < g->nnodes; v++) {
		const tasoc_node *b = &g->nodes[v];
		if (v == root || b->dead || b->op != op || b->in[0].node != a->in[0].node ||
		    b->in[0].out != a->in[0].out || memcmp(a->attr, b->attr, (size_t)nattr * sizeof a->attr[0]))
			continue;
		tasoc_match m;
		memset(&m, 0, sizeof m);
		m.nnodes = 2;
		m.node[0] = root;
		m.node[1] = v;
		m.var[0] = a->in[0];
		m.var[1] = a->in[1];
		m.var[2] = b->in[1];
		for (int i = 0; i < nattr; i++)
			m.attr[i] = a->attr[i];
		int rc = visit(ctx, &m);
		if (rc)
			return rc;
	}
	return 0;
}

/* The merged node, then split along axis 1 at the first node's width. */
static tasoc_status merge_apply(tasoc_graph *g, const tasoc_match *m, int op, int cat_axis)
{
	int32_t n0 = g->nnodes, cat_attr[] = { cat_axis };
	tasoc_ref ws[] = { m->var[1], m->var[2] };
	int32_t w = tasoc_add_op(g, TASOC_OP_CONCAT, cat_attr, 2, ws, NULL);
	tasoc_ref in[] = { m->var[0], tasoc_ref_make(w, 0) };
	int32_t c = w < 0 ? -1 : tasoc_add_op(g, op, m->attr, 2, in, NULL);
	int32_t split_attr[] = { 1, g->nodes[m->node[0]].out[0].dim[1] };
	tasoc_ref sin = tasoc_ref_make(c, 0);
	int32_t s = c < 0 ? -1 : tasoc_add_op(g, TASOC_OP_SPLIT, split_attr, 1, &sin, NULL);
	if (s < 0) {
		g->nnodes = n0;
		return TASOC_ERR_SHAPE;
	}
	redirect(g, tasoc_ref_make(m->node[0], 0), tasoc_ref_make(s, 0), s);
	redirect(g, tasoc_ref_make(m->node[1], 0), tasoc_ref_make(s, 1), s);
	return TASOC_OK;
}

static int conv_merge_match(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
			    tasoc_match_visit visit, void *ctx)
{
	(void)u;
	return merge_match(g, TASOC_OP_CONV2D, 4, root, visit, ctx);
}

static tasoc_status conv_merge_apply(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	(void)u;
	return merge_apply(g, m, TASOC_OP_CONV2D, 0);
}

static int matmul_merge_match(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
			      tasoc_match_visit visit, void *ctx)
{
	(void)u;
	return merge_match(g, TASOC_OP_MATMUL, 0, root, visit, ctx);
}

static tasoc_status matmul_merge_apply(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	(void)u;
	return merge_apply(g, m, TASOC_OP_MATMUL, 1);
}

const tasoc_rule hand_rules[] = {
	{ "conv_merge_weights", "[(conv2d ?sh ?sw ?p ?a ?x ?w1) (conv2d ?sh ?sw ?p ?a ?x ?w2)] => ...",
	  TASOC_OP_CONV2D, 2, 3, conv_merge_match, conv_merge_apply },
	{ "conv_relu_fuse", "(relu (conv2d ?sh ?sw ?p none ?x ?w)) => (conv2d ?sh ?sw ?p relu ?x ?w)",
	  TASOC_OP_RELU, 2, 1, relu_fuse_match, relu_fuse_apply },
	{ "matmul_merge_cols", "[(matmul ?x ?y) (matmul ?x ?z)] => ...", TASOC_OP_MATMUL, 2, 3,
	  matmul_merge_match, matmul_merge_apply },
	{ "relu_unfuse", "(conv2d ?sh ?sw ?p relu ?x ?w) => (relu (conv2d ?sh ?sw ?p none ?x ?w))",
	  TASOC_OP_CONV2D, 1, 2, relu_unfuse_match, relu_unfuse_apply },
};
const int hand_nrules = sizeof hand_rules / sizeof hand_rules[0];

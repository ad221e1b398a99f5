/* hand_rules.c: four rules written by hand with the same contract as generated/rules.c. */
#include <string.h>

#include "hand_rules.h"

/* Hand-written matchers call mc->visit themselves, with every slot of the match they do not bind zeroed. */
static int relu_fuse_match(const tasoc_rule *rule, const tasoc_matching *mc, int32_t root)
{
	(void)rule;
	const tasoc_graph *g = mc->g;
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
	return mc->visit(mc->ctx, &m);
}

static int relu_unfuse_match(const tasoc_rule *r, const tasoc_matching *mc, int32_t root)
{
	(void)r;
	const tasoc_graph *g = mc->g;
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
	return mc->visit(mc->ctx, &m);
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

static int conv_merge_match(const tasoc_rule *r, const tasoc_matching *mc, int32_t root)
{
	(void)r;
	return merge_match(mc->g, TASOC_OP_CONV2D, 4, root, mc->visit, mc->ctx);
}

static int matmul_merge_match(const tasoc_rule *r, const tasoc_matching *mc, int32_t root)
{
	(void)r;
	return merge_match(mc->g, TASOC_OP_MATMUL, 0, root, mc->visit, mc->ctx);
}

/*
 * The right sides, as generated/rules.c writes them (core/rule.h): the
 * merges concatenate the weights, run one node and split its output along
 * axis 1 at the first node's width (the split's size comes from the root it
 * replaces); the fusions carry the conv's first three attributes over.
 */
static const tasoc_rw_node conv_merge_rhs[] = {
	{ TASOC_OP_CONCAT, 0x00, { TASOC_RW_VAR(1), TASOC_RW_VAR(2) }, { 0 } },
	{ TASOC_OP_CONV2D, 0x0f, { TASOC_RW_VAR(0), TASOC_RW_NEW(0, 0) }, { 0, 1, 2, 3 } },
	{ TASOC_OP_SPLIT, 0x00, { TASOC_RW_NEW(1, 0) }, { 1 } },
};
static const tasoc_rw_node matmul_merge_rhs[] = {
	{ TASOC_OP_CONCAT, 0x00, { TASOC_RW_VAR(1), TASOC_RW_VAR(2) }, { 1 } },
	{ TASOC_OP_MATMUL, 0x00, { TASOC_RW_VAR(0), TASOC_RW_NEW(0, 0) }, { 0 } },
	{ TASOC_OP_SPLIT, 0x00, { TASOC_RW_NEW(1, 0) }, { 1 } },
};
static const tasoc_rw_root merge_roots[] = { { 0, 0, TASOC_RW_NEW(2, 0) }, { 1, 0, TASOC_RW_NEW(2, 1) } };

static const tasoc_rw_node relu_fuse_rhs[] = {
	{ TASOC_OP_CONV2D, 0x07, { TASOC_RW_VAR(0), TASOC_RW_VAR(1) }, { 0, 1, 2, TASOC_ACTIVATION_RELU } },
};
static const tasoc_rw_root relu_fuse_roots[] = { { 0, 0, TASOC_RW_NEW(0, 0) } };

static const tasoc_rw_node relu_unfuse_rhs[] = {
	{ TASOC_OP_CONV2D, 0x07, { TASOC_RW_VAR(0), TASOC_RW_VAR(1) }, { 0, 1, 2, TASOC_ACTIVATION_NONE } },
	{ TASOC_OP_RELU, 0x00, { TASOC_RW_NEW(0, 0) }, { 0 } },
};
static const tasoc_rw_root relu_unfuse_roots[] = { { 0, 0, TASOC_RW_NEW(1, 0) } };

/* The left sides as data (core/rule.h), for the e-graph's matcher (core/saturate.c). */
static const tasoc_rw_node conv_merge_lhs[] = {
	{ TASOC_OP_CONV2D, 0x0f, { TASOC_RW_VAR(0), TASOC_RW_VAR(1) }, { 0, 1, 2, 3 } },
	{ TASOC_OP_CONV2D, 0x0f, { TASOC_RW_VAR(0), TASOC_RW_VAR(2) }, { 0, 1, 2, 3 } },
};
static const tasoc_rw_node relu_fuse_lhs[] = {
	{ TASOC_OP_RELU, 0x00, { TASOC_RW_PAT(1, 0) }, { 0 } },
	{ TASOC_OP_CONV2D, 0x07, { TASOC_RW_VAR(0), TASOC_RW_VAR(1) }, { 0, 1, 2, TASOC_ACTIVATION_NONE } },
};
static const tasoc_rw_node matmul_merge_lhs[] = {
	{ TASOC_OP_MATMUL, 0x00, { TASOC_RW_VAR(0), TASOC_RW_VAR(1) }, { 0 } },
	{ TASOC_OP_MATMUL, 0x00, { TASOC_RW_VAR(0), TASOC_RW_VAR(2) }, { 0 } },
};
static const tasoc_rw_node relu_unfuse_lhs[] = {
	{ TASOC_OP_CONV2D, 0x07, { TASOC_RW_VAR(0), TASOC_RW_VAR(1) }, { 0, 1, 2, TASOC_ACTIVATION_RELU } },
};

const tasoc_rule hand_rules[] = {
	{ "conv_merge_weights", "[(conv2d ?sh ?sw ?p ?a ?x ?w1) (conv2d ?sh ?sw ?p ?a ?x ?w2)] => ...",
	  conv_merge_match, conv_merge_rhs, merge_roots, TASOC_OP_CONV2D, 2, 3, 2, 3, 4, 0, conv_merge_lhs },
	{ "conv_relu_fuse", "(relu (conv2d ?sh ?sw ?p none ?x ?w)) => (conv2d ?sh ?sw ?p relu ?x ?w)",
	  relu_fuse_match, relu_fuse_rhs, relu_fuse_roots, TASOC_OP_RELU, 2, 1, 1, 2, 3, 0, relu_fuse_lhs },
	{ "matmul_merge_cols", "[(matmul ?x ?y) (matmul ?x ?z)] => ...",
	  matmul_merge_match, matmul_merge_rhs, merge_roots, TASOC_OP_MATMUL, 2, 3, 2, 3, 0, 0, matmul_merge_lhs },
	{ "relu_unfuse", "(conv2d ?sh ?sw ?p relu ?x ?w) => (relu (conv2d ?sh ?sw ?p none ?x ?w))",
	  relu_unfuse_match, relu_unfuse_rhs, relu_unfuse_roots, TASOC_OP_CONV2D, 1, 2, 1, 2, 3, 0, relu_unfuse_lhs },
};
const int hand_nrules = sizeof hand_rules / sizeof hand_rules[0];

/* Code generated from spec/ by `make rules`; DO NOT EDIT. */
/*
 * The proved rewrite rules: for each, a matcher and a rewrite (see
 * emit/emit_rule.c for their shape and runtime/rule.h for the contract),
 * then the rule table, sorted by name. The manifest is generated/rules.txt.
 */
#include <string.h>

#include "../runtime/rewrite.h"

/*
 * avgpool_as_conv
 *   (avgpool2d ?kh ?kw ?sh ?sw ?p 1 ?x)  =>  (conv2d ?sh ?sw ?p none ?x (poolkernel ?kh ?kw ?x))
 * proved: avgpool_as_conv_padded
 */
static int match_avgpool_as_conv(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 1;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[0] = v0.node;
	m.attr[0] = n0->attr[TASOC_AVGPOOL2D_KERNEL_H]; /* ?kh */
	m.attr[1] = n0->attr[TASOC_AVGPOOL2D_KERNEL_W]; /* ?kw */
	m.attr[2] = n0->attr[TASOC_AVGPOOL2D_STRIDE_H]; /* ?sh */
	m.attr[3] = n0->attr[TASOC_AVGPOOL2D_STRIDE_W]; /* ?sw */
	m.attr[4] = n0->attr[TASOC_AVGPOOL2D_PADDING]; /* ?p */
	if (n0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 1)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	m.var[0] = v0_0; /* ?x */
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_avgpool_as_conv(tasoc_graph *g, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g);
	/* (poolkernel ?kh ?kw ?x) */
	int32_t a0[2];
	a0[TASOC_POOLKERNEL_KERNEL_H] = m->attr[0]; /* kernel_h */
	a0[TASOC_POOLKERNEL_KERNEL_W] = m->attr[1]; /* kernel_w */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_POOLKERNEL, a0, 1, i0);
	/* (conv2d ?sh ?sw ?p none ?x (poolkernel ?kh ?kw ?x)) */
	int32_t a1[4];
	a1[TASOC_CONV2D_STRIDE_H] = m->attr[2]; /* stride_h */
	a1[TASOC_CONV2D_STRIDE_W] = m->attr[3]; /* stride_w */
	a1[TASOC_CONV2D_PADDING] = m->attr[4]; /* padding */
	a1[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "avgpool_as_conv", m, old, nw, 1);
}

/*
 * concat_ewadd
 *   (ewadd (concat ?a ?x ?y) (concat ?a ?z ?w))  =>  (concat ?a (ewadd ?x ?z) (ewadd ?y ?w))
 * proved: concat_ewadd
 */
static int match_concat_ewadd(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_EWADD)
		return 0;
	m.node[0] = v0.node;
	for (int s0 = 0; s0 < 2; s0++) {
		if (s0 && tasoc_ref_eq(n0->in[0], n0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0 = n0->in[s0], v0_1 = n0->in[1 - s0];
		const tasoc_node *n0_0 = &g->nodes[v0_0.node];
		if (n0_0->op != TASOC_OP_CONCAT)
			continue;
		m.node[1] = v0_0.node;
		m.attr[0] = n0_0->attr[TASOC_CONCAT_AXIS]; /* ?a */
		tasoc_ref v0_0_0 = n0_0->in[0];
		tasoc_ref v0_0_1 = n0_0->in[1];
		m.var[0] = v0_0_0; /* ?x */
		m.var[1] = v0_0_1; /* ?y */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_CONCAT)
			continue;
		m.node[2] = v0_1.node;
		if (n0_1->attr[TASOC_CONCAT_AXIS] != m.attr[0]) /* ?a */
			continue;
		tasoc_ref v0_1_0 = n0_1->in[0];
		tasoc_ref v0_1_1 = n0_1->in[1];
		m.var[2] = v0_1_0; /* ?z */
		m.var[3] = v0_1_1; /* ?w */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_concat_ewadd(tasoc_graph *g, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g);
	/* (ewadd ?x ?z) */
	const tasoc_ref i0[] = { m->var[0], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (ewadd ?y ?w) */
	const tasoc_ref i1[] = { m->var[1], m->var[3] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (concat ?a (ewadd ?x ?z) (ewadd ?y ?w)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = m->attr[0]; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "concat_ewadd", m, old, nw, 1);
}

/*
 * conv_concat_shared
 *   (concat 1 (conv2d ?sh ?sw ?p ?a ?x ?w) (conv2d ?sh ?sw ?p ?a ?x ?v))  =>  (conv2d ?sh ?sw ?p ?a ?x (concat 0 ?w ?v))
 * proved: conv_concat_weights
 */
static int match_conv_concat_shared(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONCAT_AXIS] != 1)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[1] = v0_0.node;
	m.attr[0] = n0_0->attr[TASOC_CONV2D_STRIDE_H]; /* ?sh */
	m.attr[1] = n0_0->attr[TASOC_CONV2D_STRIDE_W]; /* ?sw */
	m.attr[2] = n0_0->attr[TASOC_CONV2D_PADDING]; /* ?p */
	m.attr[3] = n0_0->attr[TASOC_CONV2D_ACTIVATION]; /* ?a */
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	m.var[1] = v0_0_1; /* ?w */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_CONV2D)
		return 0;
	m.node[2] = v0_1.node;
	if (n0_1->attr[TASOC_CONV2D_STRIDE_H] != m.attr[0]) /* ?sh */
		return 0;
	if (n0_1->attr[TASOC_CONV2D_STRIDE_W] != m.attr[1]) /* ?sw */
		return 0;
	if (n0_1->attr[TASOC_CONV2D_PADDING] != m.attr[2]) /* ?p */
		return 0;
	if (n0_1->attr[TASOC_CONV2D_ACTIVATION] != m.attr[3]) /* ?a */
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	if (!tasoc_ref_eq(v0_1_0, m.var[0])) /* ?x */
		return 0;
	m.var[2] = v0_1_1; /* ?v */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_conv_concat_shared(tasoc_graph *g, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g);
	/* (concat 0 ?w ?v) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 0; /* axis */
	const tasoc_ref i0[] = { m->var[1], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (conv2d ?sh ?sw ?p ?a ?x (concat 0 ?w ?v)) */
	int32_t a1[4];
	a1[TASOC_CONV2D_STRIDE_H] = m->attr[0]; /* stride_h */
	a1[TASOC_CONV2D_STRIDE_W] = m->attr[1]; /* stride_w */
	a1[TASOC_CONV2D_PADDING] = m->attr[2]; /* padding */
	a1[TASOC_CONV2D_ACTIVATION] = m->attr[3]; /* activation */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "conv_concat_shared", m, old, nw, 1);
}

/*
 * conv_ewadd_weights
 *   (ewadd (conv2d ?sh ?sw ?p none ?x ?w) (conv2d ?sh ?sw ?p none ?x ?v))  =>  (conv2d ?sh ?sw ?p none ?x (ewadd ?w ?v))
 * proved: conv_linear_w
 */
static int match_conv_ewadd_weights(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_EWADD)
		return 0;
	m.node[0] = v0.node;
	for (int s0 = 0; s0 < 2; s0++) {
		if (s0 && tasoc_ref_eq(n0->in[0], n0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0 = n0->in[s0], v0_1 = n0->in[1 - s0];
		const tasoc_node *n0_0 = &g->nodes[v0_0.node];
		if (n0_0->op != TASOC_OP_CONV2D)
			continue;
		m.node[1] = v0_0.node;
		m.attr[0] = n0_0->attr[TASOC_CONV2D_STRIDE_H]; /* ?sh */
		m.attr[1] = n0_0->attr[TASOC_CONV2D_STRIDE_W]; /* ?sw */
		m.attr[2] = n0_0->attr[TASOC_CONV2D_PADDING]; /* ?p */
		if (n0_0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
			continue;
		tasoc_ref v0_0_0 = n0_0->in[0];
		tasoc_ref v0_0_1 = n0_0->in[1];
		m.var[0] = v0_0_0; /* ?x */
		m.var[1] = v0_0_1; /* ?w */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_CONV2D)
			continue;
		m.node[2] = v0_1.node;
		if (n0_1->attr[TASOC_CONV2D_STRIDE_H] != m.attr[0]) /* ?sh */
			continue;
		if (n0_1->attr[TASOC_CONV2D_STRIDE_W] != m.attr[1]) /* ?sw */
			continue;
		if (n0_1->attr[TASOC_CONV2D_PADDING] != m.attr[2]) /* ?p */
			continue;
		if (n0_1->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
			continue;
		tasoc_ref v0_1_0 = n0_1->in[0];
		tasoc_ref v0_1_1 = n0_1->in[1];
		if (!tasoc_ref_eq(v0_1_0, m.var[0])) /* ?x */
			continue;
		m.var[2] = v0_1_1; /* ?v */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv_ewadd_weights(tasoc_graph *g, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g);
	/* (ewadd ?w ?v) */
	const tasoc_ref i0[] = { m->var[1], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (conv2d ?sh ?sw ?p none ?x (ewadd ?w ?v)) */
	int32_t a1[4];
	a1[TASOC_CONV2D_STRIDE_H] = m->attr[0]; /* stride_h */
	a1[TASOC_CONV2D_STRIDE_W] = m->attr[1]; /* stride_w */
	a1[TASOC_CONV2D_PADDING] = m->attr[2]; /* padding */
	a1[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "conv_ewadd_weights", m, old, nw, 1);
}

/*
 * conv_identity_residual
 *   (ewadd (conv2d 1 1 same none ?x ?w) ?x)  =>  (conv2d 1 1 same none ?x (ewadd ?w (idkernel 3 ?x)))
 * proved: conv_linear_w, conv_identity
 */
static int match_conv_identity_residual(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_EWADD)
		return 0;
	m.node[0] = v0.node;
	for (int s0 = 0; s0 < 2; s0++) {
		if (s0 && tasoc_ref_eq(n0->in[0], n0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0 = n0->in[s0], v0_1 = n0->in[1 - s0];
		const tasoc_node *n0_0 = &g->nodes[v0_0.node];
		if (n0_0->op != TASOC_OP_CONV2D)
			continue;
		m.node[1] = v0_0.node;
		if (n0_0->attr[TASOC_CONV2D_STRIDE_H] != 1)
			continue;
		if (n0_0->attr[TASOC_CONV2D_STRIDE_W] != 1)
			continue;
		if (n0_0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
			continue;
		if (n0_0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
			continue;
		tasoc_ref v0_0_0 = n0_0->in[0];
		tasoc_ref v0_0_1 = n0_0->in[1];
		m.var[0] = v0_0_0; /* ?x */
		m.var[1] = v0_0_1; /* ?w */
		if (!tasoc_ref_eq(v0_1, m.var[0])) /* ?x */
			continue;
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv_identity_residual(tasoc_graph *g, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g);
	/* (idkernel 3 ?x) */
	int32_t a0[1];
	a0[TASOC_IDKERNEL_K] = 3; /* k */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_IDKERNEL, a0, 1, i0);
	/* (ewadd ?w (idkernel 3 ?x)) */
	const tasoc_ref i1[] = { m->var[1], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 1 1 same none ?x (ewadd ?w (idkernel 3 ?x))) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i2[] = { m->var[0], t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv_identity_residual", m, old, nw, 1);
}

/*
 * conv_merge_weights
 *   [(conv2d ?sh ?sw ?p ?a ?x ?w) (conv2d ?sh ?sw ?p ?a ?x ?v)]  =>  [(split0 1 (conv2d ?sh ?sw ?p ?a ?x (concat 0 ?w ?v))) (split1 1 (conv2d ?sh ?sw ?p ?a ?x (concat 0 ?w ?v)))]
 * proved: conv_concat_weights, split0_concat, split1_concat
 */
static int match_conv_merge_weights(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	m.attr[0] = n0->attr[TASOC_CONV2D_STRIDE_H]; /* ?sh */
	m.attr[1] = n0->attr[TASOC_CONV2D_STRIDE_W]; /* ?sw */
	m.attr[2] = n0->attr[TASOC_CONV2D_PADDING]; /* ?p */
	m.attr[3] = n0->attr[TASOC_CONV2D_ACTIVATION]; /* ?a */
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	m.var[1] = v0_1; /* ?w */
	const tasoc_use *u1;
	int32_t nu1 = tasoc_rw_readers(g, u, m.var[0], &u1); /* readers of ?x */
	for (int32_t i1 = 0; i1 < nu1; i1++) {
		int32_t c1 = tasoc_rw_reader(g, u1, i1, m.var[0]);
		if (c1 < 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_CONV2D)
			continue;
		m.node[1] = v1.node;
		if (n1->attr[TASOC_CONV2D_STRIDE_H] != m.attr[0]) /* ?sh */
			continue;
		if (n1->attr[TASOC_CONV2D_STRIDE_W] != m.attr[1]) /* ?sw */
			continue;
		if (n1->attr[TASOC_CONV2D_PADDING] != m.attr[2]) /* ?p */
			continue;
		if (n1->attr[TASOC_CONV2D_ACTIVATION] != m.attr[3]) /* ?a */
			continue;
		tasoc_ref v1_0 = n1->in[0];
		tasoc_ref v1_1 = n1->in[1];
		if (!tasoc_ref_eq(v1_0, m.var[0])) /* ?x */
			continue;
		m.var[2] = v1_1; /* ?v */
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_acyclic(g, &m, 3, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv_merge_weights(tasoc_graph *g, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g);
	/* (concat 0 ?w ?v) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 0; /* axis */
	const tasoc_ref i0[] = { m->var[1], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (conv2d ?sh ?sw ?p ?a ?x (concat 0 ?w ?v)) */
	int32_t a1[4];
	a1[TASOC_CONV2D_STRIDE_H] = m->attr[0]; /* stride_h */
	a1[TASOC_CONV2D_STRIDE_W] = m->attr[1]; /* stride_w */
	a1[TASOC_CONV2D_PADDING] = m->attr[2]; /* padding */
	a1[TASOC_CONV2D_ACTIVATION] = m->attr[3]; /* activation */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a1, 2, i1);
	/* (split0 1 (conv2d ?sh ?sw ?p ?a ?x (concat 0 ?w ?v))) */
	int32_t a2[2];
	a2[TASOC_SPLIT_AXIS] = 1; /* axis */
	a2[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t1, a2[TASOC_SPLIT_AXIS]);
	const tasoc_ref i2[] = { t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a2, 1, i2);
	nw[0] = t2;
	nw[1] = tasoc_ref_make(t2.node, 1);
	return tasoc_rw_finish(&rw, "conv_merge_weights", m, old, nw, 2);
}

/*
 * conv_relu_fuse
 *   (relu (conv2d ?sh ?sw ?p none ?x ?w))  =>  (conv2d ?sh ?sw ?p relu ?x ?w)
 * proved: conv_relu_fuse
 */
static int match_conv_relu_fuse(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_RELU)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[1] = v0_0.node;
	m.attr[0] = n0_0->attr[TASOC_CONV2D_STRIDE_H]; /* ?sh */
	m.attr[1] = n0_0->attr[TASOC_CONV2D_STRIDE_W]; /* ?sw */
	m.attr[2] = n0_0->attr[TASOC_CONV2D_PADDING]; /* ?p */
	if (n0_0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	m.var[1] = v0_0_1; /* ?w */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_conv_relu_fuse(tasoc_graph *g, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g);
	/* (conv2d ?sh ?sw ?p relu ?x ?w) */
	int32_t a0[4];
	a0[TASOC_CONV2D_STRIDE_H] = m->attr[0]; /* stride_h */
	a0[TASOC_CONV2D_STRIDE_W] = m->attr[1]; /* stride_w */
	a0[TASOC_CONV2D_PADDING] = m->attr[2]; /* padding */
	a0[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a0, 2, i0);
	nw[0] = t0;
	return tasoc_rw_finish(&rw, "conv_relu_fuse", m, old, nw, 1);
}

/*
 * ewmul_factor
 *   (ewadd (ewmul ?x ?z) (ewmul ?y ?z))  =>  (ewmul (ewadd ?x ?y) ?z)
 * proved: ewmul_distrib
 */
static int match_ewmul_factor(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_EWADD)
		return 0;
	m.node[0] = v0.node;
	for (int s0 = 0; s0 < 2; s0++) {
		if (s0 && tasoc_ref_eq(n0->in[0], n0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0 = n0->in[s0], v0_1 = n0->in[1 - s0];
		const tasoc_node *n0_0 = &g->nodes[v0_0.node];
		if (n0_0->op != TASOC_OP_EWMUL)
			continue;
		m.node[1] = v0_0.node;
		for (int s0_0 = 0; s0_0 < 2; s0_0++) {
			if (s0_0 && tasoc_ref_eq(n0_0->in[0], n0_0->in[1]))
				break; /* the swap would find the same match */
			tasoc_ref v0_0_0 = n0_0->in[s0_0], v0_0_1 = n0_0->in[1 - s0_0];
			m.var[0] = v0_0_0; /* ?x */
			m.var[1] = v0_0_1; /* ?z */
			const tasoc_node *n0_1 = &g->nodes[v0_1.node];
			if (n0_1->op != TASOC_OP_EWMUL)
				continue;
			m.node[2] = v0_1.node;
			for (int s0_1 = 0; s0_1 < 2; s0_1++) {
				if (s0_1 && tasoc_ref_eq(n0_1->in[0], n0_1->in[1]))
					break; /* the swap would find the same match */
				tasoc_ref v0_1_0 = n0_1->in[s0_1], v0_1_1 = n0_1->in[1 - s0_1];
				m.var[2] = v0_1_0; /* ?y */
				if (!tasoc_ref_eq(v0_1_1, m.var[1])) /* ?z */
					continue;
				const tasoc_ref roots[] = { v0 };
				if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
					continue;
				if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
					continue;
				int stop = visit(ctx, &m);
				if (stop)
					return stop;
			}
		}
	}
	return 0;
}

static tasoc_status apply_ewmul_factor(tasoc_graph *g, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g);
	/* (ewadd ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (ewmul (ewadd ?x ?y) ?z) */
	const tasoc_ref i1[] = { t0, m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "ewmul_factor", m, old, nw, 1);
}

/*
 * gelu_concat
 *   (concat ?a (gelu ?x) (gelu ?y))  =>  (gelu (concat ?a ?x ?y))
 * proved: gelu_concat
 */
static int match_gelu_concat(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[0] = v0.node;
	m.attr[0] = n0->attr[TASOC_CONCAT_AXIS]; /* ?a */
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_GELU)
		return 0;
	m.node[1] = v0_0.node;
	tasoc_ref v0_0_0 = n0_0->in[0];
	m.var[0] = v0_0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_GELU)
		return 0;
	m.node[2] = v0_1.node;
	tasoc_ref v0_1_0 = n0_1->in[0];
	m.var[1] = v0_1_0; /* ?y */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_gelu_concat(tasoc_graph *g, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g);
	/* (concat ?a ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = m->attr[0]; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (gelu (concat ?a ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_GELU, NULL, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "gelu_concat", m, old, nw, 1);
}

/*
 * gelu_transpose
 *   (transpose (gelu ?x))  =>  (gelu (transpose ?x))
 * proved: gelu_transpose
 */
static int match_gelu_transpose(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_GELU)
		return 0;
	m.node[1] = v0_0.node;
	tasoc_ref v0_0_0 = n0_0->in[0];
	m.var[0] = v0_0_0; /* ?x */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_gelu_transpose(tasoc_graph *g, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g);
	/* (transpose ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i0);
	/* (gelu (transpose ?x)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_GELU, NULL, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "gelu_transpose", m, old, nw, 1);
}

/*
 * matmul_assoc
 *   (matmul ?x (matmul ?y ?z))  =>  (matmul (matmul ?x ?y) ?z)
 * proved: matmul_assoc
 */
static int match_matmul_assoc(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_MATMUL)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_MATMUL)
		return 0;
	m.node[1] = v0_1.node;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	m.var[1] = v0_1_0; /* ?y */
	m.var[2] = v0_1_1; /* ?z */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_matmul_assoc(tasoc_graph *g, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g);
	/* (matmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i0);
	/* (matmul (matmul ?x ?y) ?z) */
	const tasoc_ref i1[] = { t0, m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "matmul_assoc", m, old, nw, 1);
}

/*
 * matmul_concat_shared
 *   (concat 1 (matmul ?x ?y) (matmul ?x ?z))  =>  (matmul ?x (concat 1 ?y ?z))
 * proved: matmul_concat_cols
 */
static int match_matmul_concat_shared(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONCAT_AXIS] != 1)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_MATMUL)
		return 0;
	m.node[1] = v0_0.node;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	m.var[1] = v0_0_1; /* ?y */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_MATMUL)
		return 0;
	m.node[2] = v0_1.node;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	if (!tasoc_ref_eq(v0_1_0, m.var[0])) /* ?x */
		return 0;
	m.var[2] = v0_1_1; /* ?z */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_matmul_concat_shared(tasoc_graph *g, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g);
	/* (concat 1 ?y ?z) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i0[] = { m->var[1], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (matmul ?x (concat 1 ?y ?z)) */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "matmul_concat_shared", m, old, nw, 1);
}

/*
 * matmul_ewadd_shared
 *   (ewadd (matmul ?x ?y) (matmul ?x ?z))  =>  (matmul ?x (ewadd ?y ?z))
 * proved: matmul_linear_y
 */
static int match_matmul_ewadd_shared(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_EWADD)
		return 0;
	m.node[0] = v0.node;
	for (int s0 = 0; s0 < 2; s0++) {
		if (s0 && tasoc_ref_eq(n0->in[0], n0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0 = n0->in[s0], v0_1 = n0->in[1 - s0];
		const tasoc_node *n0_0 = &g->nodes[v0_0.node];
		if (n0_0->op != TASOC_OP_MATMUL)
			continue;
		m.node[1] = v0_0.node;
		tasoc_ref v0_0_0 = n0_0->in[0];
		tasoc_ref v0_0_1 = n0_0->in[1];
		m.var[0] = v0_0_0; /* ?x */
		m.var[1] = v0_0_1; /* ?y */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_MATMUL)
			continue;
		m.node[2] = v0_1.node;
		tasoc_ref v0_1_0 = n0_1->in[0];
		tasoc_ref v0_1_1 = n0_1->in[1];
		if (!tasoc_ref_eq(v0_1_0, m.var[0])) /* ?x */
			continue;
		m.var[2] = v0_1_1; /* ?z */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_matmul_ewadd_shared(tasoc_graph *g, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g);
	/* (ewadd ?y ?z) */
	const tasoc_ref i0[] = { m->var[1], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (matmul ?x (ewadd ?y ?z)) */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "matmul_ewadd_shared", m, old, nw, 1);
}

/*
 * matmul_merge_shared
 *   [(matmul ?x ?y) (matmul ?x ?z)]  =>  [(split0 1 (matmul ?x (concat 1 ?y ?z))) (split1 1 (matmul ?x (concat 1 ?y ?z)))]
 * proved: matmul_concat_cols, split0_concat, split1_concat
 */
static int match_matmul_merge_shared(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_MATMUL)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	m.var[1] = v0_1; /* ?y */
	const tasoc_use *u1;
	int32_t nu1 = tasoc_rw_readers(g, u, m.var[0], &u1); /* readers of ?x */
	for (int32_t i1 = 0; i1 < nu1; i1++) {
		int32_t c1 = tasoc_rw_reader(g, u1, i1, m.var[0]);
		if (c1 < 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_MATMUL)
			continue;
		m.node[1] = v1.node;
		tasoc_ref v1_0 = n1->in[0];
		tasoc_ref v1_1 = n1->in[1];
		if (!tasoc_ref_eq(v1_0, m.var[0])) /* ?x */
			continue;
		m.var[2] = v1_1; /* ?z */
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_acyclic(g, &m, 3, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_matmul_merge_shared(tasoc_graph *g, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g);
	/* (concat 1 ?y ?z) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i0[] = { m->var[1], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (matmul ?x (concat 1 ?y ?z)) */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i1);
	/* (split0 1 (matmul ?x (concat 1 ?y ?z))) */
	int32_t a2[2];
	a2[TASOC_SPLIT_AXIS] = 1; /* axis */
	a2[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t1, a2[TASOC_SPLIT_AXIS]);
	const tasoc_ref i2[] = { t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a2, 1, i2);
	nw[0] = t2;
	nw[1] = tasoc_ref_make(t2.node, 1);
	return tasoc_rw_finish(&rw, "matmul_merge_shared", m, old, nw, 2);
}

/*
 * matmul_transpose
 *   (transpose (matmul ?x ?y))  =>  (matmul (transpose ?y) (transpose ?x))
 * proved: matmul_transpose
 */
static int match_matmul_transpose(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_MATMUL)
		return 0;
	m.node[1] = v0_0.node;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	m.var[1] = v0_0_1; /* ?y */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_matmul_transpose(tasoc_graph *g, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g);
	/* (transpose ?y) */
	const tasoc_ref i0[] = { m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i0);
	/* (transpose ?x) */
	const tasoc_ref i1[] = { m->var[0] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i1);
	/* (matmul (transpose ?y) (transpose ?x)) */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "matmul_transpose", m, old, nw, 1);
}

/*
 * relu_concat
 *   (concat ?a (relu ?x) (relu ?y))  =>  (relu (concat ?a ?x ?y))
 * proved: relu_concat
 */
static int match_relu_concat(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[0] = v0.node;
	m.attr[0] = n0->attr[TASOC_CONCAT_AXIS]; /* ?a */
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_RELU)
		return 0;
	m.node[1] = v0_0.node;
	tasoc_ref v0_0_0 = n0_0->in[0];
	m.var[0] = v0_0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_RELU)
		return 0;
	m.node[2] = v0_1.node;
	tasoc_ref v0_1_0 = n0_1->in[0];
	m.var[1] = v0_1_0; /* ?y */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_relu_concat(tasoc_graph *g, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g);
	/* (concat ?a ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = m->attr[0]; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (relu (concat ?a ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_RELU, NULL, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "relu_concat", m, old, nw, 1);
}

/*
 * relu_transpose
 *   (relu (transpose ?x))  =>  (transpose (relu ?x))
 * proved: relu_transpose
 */
static int match_relu_transpose(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_RELU)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[1] = v0_0.node;
	tasoc_ref v0_0_0 = n0_0->in[0];
	m.var[0] = v0_0_0; /* ?x */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_relu_transpose(tasoc_graph *g, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g);
	/* (relu ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_RELU, NULL, 1, i0);
	/* (transpose (relu ?x)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "relu_transpose", m, old, nw, 1);
}

/*
 * smul_matmul
 *   (matmul (smul ?x ?s) ?y)  =>  (smul (matmul ?x ?y) ?s)
 * proved: matmul_smul_x
 */
static int match_smul_matmul(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_MATMUL)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_SMUL)
		return 0;
	m.node[1] = v0_0.node;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	m.var[1] = v0_0_1; /* ?s */
	m.var[2] = v0_1; /* ?y */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_smul_matmul(tasoc_graph *g, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g);
	/* (matmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i0);
	/* (smul (matmul ?x ?y) ?s) */
	const tasoc_ref i1[] = { t0, m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_SMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "smul_matmul", m, old, nw, 1);
}

/*
 * transpose_ewadd
 *   (ewadd (transpose ?x) (transpose ?y))  =>  (transpose (ewadd ?x ?y))
 * proved: transpose_ewadd
 */
static int match_transpose_ewadd(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_EWADD)
		return 0;
	m.node[0] = v0.node;
	for (int s0 = 0; s0 < 2; s0++) {
		if (s0 && tasoc_ref_eq(n0->in[0], n0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0 = n0->in[s0], v0_1 = n0->in[1 - s0];
		const tasoc_node *n0_0 = &g->nodes[v0_0.node];
		if (n0_0->op != TASOC_OP_TRANSPOSE)
			continue;
		m.node[1] = v0_0.node;
		tasoc_ref v0_0_0 = n0_0->in[0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_TRANSPOSE)
			continue;
		m.node[2] = v0_1.node;
		tasoc_ref v0_1_0 = n0_1->in[0];
		m.var[1] = v0_1_0; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_transpose_ewadd(tasoc_graph *g, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g);
	/* (ewadd ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (transpose (ewadd ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "transpose_ewadd", m, old, nw, 1);
}

const tasoc_rule tasoc_rules[] = {
	{
		"avgpool_as_conv",
		"(avgpool2d ?kh ?kw ?sh ?sw ?p 1 ?x)  =>  (conv2d ?sh ?sw ?p none ?x (poolkernel ?kh ?kw ?x))",
		TASOC_OP_AVGPOOL2D, 1, 2, match_avgpool_as_conv, apply_avgpool_as_conv,
	},
	{
		"concat_ewadd",
		"(ewadd (concat ?a ?x ?y) (concat ?a ?z ?w))  =>  (concat ?a (ewadd ?x ?z) (ewadd ?y ?w))",
		TASOC_OP_EWADD, 3, 3, match_concat_ewadd, apply_concat_ewadd,
	},
	{
		"conv_concat_shared",
		"(concat 1 (conv2d ?sh ?sw ?p ?a ?x ?w) (conv2d ?sh ?sw ?p ?a ?x ?v))  =>  (conv2d ?sh ?sw ?p ?a ?x (concat 0 ?w ?v))",
		TASOC_OP_CONCAT, 3, 2, match_conv_concat_shared, apply_conv_concat_shared,
	},
	{
		"conv_ewadd_weights",
		"(ewadd (conv2d ?sh ?sw ?p none ?x ?w) (conv2d ?sh ?sw ?p none ?x ?v))  =>  (conv2d ?sh ?sw ?p none ?x (ewadd ?w ?v))",
		TASOC_OP_EWADD, 3, 2, match_conv_ewadd_weights, apply_conv_ewadd_weights,
	},
	{
		"conv_identity_residual",
		"(ewadd (conv2d 1 1 same none ?x ?w) ?x)  =>  (conv2d 1 1 same none ?x (ewadd ?w (idkernel 3 ?x)))",
		TASOC_OP_EWADD, 2, 3, match_conv_identity_residual, apply_conv_identity_residual,
	},
	{
		"conv_merge_weights",
		"[(conv2d ?sh ?sw ?p ?a ?x ?w) (conv2d ?sh ?sw ?p ?a ?x ?v)]  =>  [(split0 1 (conv2d ?sh ?sw ?p ?a ?x (concat 0 ?w ?v))) (split1 1 (conv2d ?sh ?sw ?p ?a ?x (concat 0 ?w ?v)))]",
		TASOC_OP_CONV2D, 2, 3, match_conv_merge_weights, apply_conv_merge_weights,
	},
	{
		"conv_relu_fuse",
		"(relu (conv2d ?sh ?sw ?p none ?x ?w))  =>  (conv2d ?sh ?sw ?p relu ?x ?w)",
		TASOC_OP_RELU, 2, 1, match_conv_relu_fuse, apply_conv_relu_fuse,
	},
	{
		"ewmul_factor",
		"(ewadd (ewmul ?x ?z) (ewmul ?y ?z))  =>  (ewmul (ewadd ?x ?y) ?z)",
		TASOC_OP_EWADD, 3, 2, match_ewmul_factor, apply_ewmul_factor,
	},
	{
		"gelu_concat",
		"(concat ?a (gelu ?x) (gelu ?y))  =>  (gelu (concat ?a ?x ?y))",
		TASOC_OP_CONCAT, 3, 2, match_gelu_concat, apply_gelu_concat,
	},
	{
		"gelu_transpose",
		"(transpose (gelu ?x))  =>  (gelu (transpose ?x))",
		TASOC_OP_TRANSPOSE, 2, 2, match_gelu_transpose, apply_gelu_transpose,
	},
	{
		"matmul_assoc",
		"(matmul ?x (matmul ?y ?z))  =>  (matmul (matmul ?x ?y) ?z)",
		TASOC_OP_MATMUL, 2, 2, match_matmul_assoc, apply_matmul_assoc,
	},
	{
		"matmul_concat_shared",
		"(concat 1 (matmul ?x ?y) (matmul ?x ?z))  =>  (matmul ?x (concat 1 ?y ?z))",
		TASOC_OP_CONCAT, 3, 2, match_matmul_concat_shared, apply_matmul_concat_shared,
	},
	{
		"matmul_ewadd_shared",
		"(ewadd (matmul ?x ?y) (matmul ?x ?z))  =>  (matmul ?x (ewadd ?y ?z))",
		TASOC_OP_EWADD, 3, 2, match_matmul_ewadd_shared, apply_matmul_ewadd_shared,
	},
	{
		"matmul_merge_shared",
		"[(matmul ?x ?y) (matmul ?x ?z)]  =>  [(split0 1 (matmul ?x (concat 1 ?y ?z))) (split1 1 (matmul ?x (concat 1 ?y ?z)))]",
		TASOC_OP_MATMUL, 2, 3, match_matmul_merge_shared, apply_matmul_merge_shared,
	},
	{
		"matmul_transpose",
		"(transpose (matmul ?x ?y))  =>  (matmul (transpose ?y) (transpose ?x))",
		TASOC_OP_TRANSPOSE, 2, 3, match_matmul_transpose, apply_matmul_transpose,
	},
	{
		"relu_concat",
		"(concat ?a (relu ?x) (relu ?y))  =>  (relu (concat ?a ?x ?y))",
		TASOC_OP_CONCAT, 3, 2, match_relu_concat, apply_relu_concat,
	},
	{
		"relu_transpose",
		"(relu (transpose ?x))  =>  (transpose (relu ?x))",
		TASOC_OP_RELU, 2, 2, match_relu_transpose, apply_relu_transpose,
	},
	{
		"smul_matmul",
		"(matmul (smul ?x ?s) ?y)  =>  (smul (matmul ?x ?y) ?s)",
		TASOC_OP_MATMUL, 2, 2, match_smul_matmul, apply_smul_matmul,
	},
	{
		"transpose_ewadd",
		"(ewadd (transpose ?x) (transpose ?y))  =>  (transpose (ewadd ?x ?y))",
		TASOC_OP_EWADD, 3, 2, match_transpose_ewadd, apply_transpose_ewadd,
	},
};

const int tasoc_nrules = 19;

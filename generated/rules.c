/* Code generated from spec/ by `make rules`; DO NOT EDIT. */
/*
 * The proved rewrite rules: for each, a matcher and a rewrite (see
 * emit/emit_rule.c for their shape and runtime/rule.h for the contract),
 * then the rule table, sorted by name. The manifest is generated/rules.txt.
 */
#include <string.h>

#include "../runtime/rewrite.h"

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D))
/*
 * avgpool2d__avgpool2d_1
 *   (avgpool2d 3 3 1 1 valid 1 ?x)  =>  (avgpool2d 3 3 1 1 valid 0 ?x)
 * proved: avgpool_as_conv_valid
 */
static int match_avgpool2d__avgpool2d_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 1)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	m.var[0] = v0_0; /* ?x */
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_avgpool2d__avgpool2d_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 valid 0 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	nw[0] = t0;
	return tasoc_rw_finish(&rw, "avgpool2d__avgpool2d_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SPLIT))
/*
 * avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_1
 *   [(avgpool2d 3 3 1 1 same 0 ?x) (avgpool2d 3 3 1 1 same 0 ?y)]  =>  [(split0 0 (avgpool2d 3 3 1 1 same 0 (concat 0 ?x ?y))) (split1 0 (avgpool2d 3 3 1 1 same 0 (concat 0 ?x ?y)))]
 * proved: avgpool_concat_batch, split0_concat, split1_concat
 */
static int match_avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	m.var[0] = v0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_AVGPOOL2D, &p1); /* no shared variable: the avgpool2d nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_AVGPOOL2D)
			continue;
		m.node[1] = v1.node;
		if (n1->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
			continue;
		if (n1->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
			continue;
		if (n1->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
			continue;
		if (n1->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
			continue;
		if (n1->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
			continue;
		if (n1->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
			continue;
		tasoc_ref v1_0 = n1->in[0];
		m.var[1] = v1_0; /* ?y */
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_acyclic(g, u, &m, 2, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 0 ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 0; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (avgpool2d 3 3 1 1 same 0 (concat 0 ?x ?y)) */
	int32_t a1[6];
	a1[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a1[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a1[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a1[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a1, 1, i1);
	/* (split0 0 (avgpool2d 3 3 1 1 same 0 (concat 0 ?x ?y))) */
	int32_t a2[2];
	a2[TASOC_SPLIT_AXIS] = 0; /* axis */
	a2[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t1, a2[TASOC_SPLIT_AXIS]);
	const tasoc_ref i2[] = { t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a2, 1, i2);
	nw[0] = t2;
	nw[1] = tasoc_ref_make(t2.node, 1);
	return tasoc_rw_finish(&rw, "avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_1", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SPLIT))
/*
 * avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_2
 *   [(avgpool2d 3 3 1 1 same 0 ?x) (avgpool2d 3 3 1 1 same 0 ?y)]  =>  [(split0 1 (avgpool2d 3 3 1 1 same 0 (concat 1 ?x ?y))) (split1 1 (avgpool2d 3 3 1 1 same 0 (concat 1 ?x ?y)))]
 * proved: avgpool_concat_channels, split0_concat, split1_concat
 */
static int match_avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	m.var[0] = v0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_AVGPOOL2D, &p1); /* no shared variable: the avgpool2d nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_AVGPOOL2D)
			continue;
		m.node[1] = v1.node;
		if (n1->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
			continue;
		if (n1->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
			continue;
		if (n1->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
			continue;
		if (n1->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
			continue;
		if (n1->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
			continue;
		if (n1->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
			continue;
		tasoc_ref v1_0 = n1->in[0];
		m.var[1] = v1_0; /* ?y */
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_acyclic(g, u, &m, 2, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 1 ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (avgpool2d 3 3 1 1 same 0 (concat 1 ?x ?y)) */
	int32_t a1[6];
	a1[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a1[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a1[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a1[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a1, 1, i1);
	/* (split0 1 (avgpool2d 3 3 1 1 same 0 (concat 1 ?x ?y))) */
	int32_t a2[2];
	a2[TASOC_SPLIT_AXIS] = 1; /* axis */
	a2[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t1, a2[TASOC_SPLIT_AXIS]);
	const tasoc_ref i2[] = { t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a2, 1, i2);
	nw[0] = t2;
	nw[1] = tasoc_ref_make(t2.node, 1);
	return tasoc_rw_finish(&rw, "avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_2", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SPLIT))
/*
 * avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_3
 *   [(avgpool2d 3 3 1 1 same 1 ?x) (avgpool2d 3 3 1 1 same 1 ?y)]  =>  [(split0 0 (avgpool2d 3 3 1 1 same 1 (concat 0 ?x ?y))) (split1 0 (avgpool2d 3 3 1 1 same 1 (concat 0 ?x ?y)))]
 * proved: avgpool_concat_batch, split0_concat, split1_concat
 */
static int match_avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_3(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 1)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	m.var[0] = v0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_AVGPOOL2D, &p1); /* no shared variable: the avgpool2d nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_AVGPOOL2D)
			continue;
		m.node[1] = v1.node;
		if (n1->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
			continue;
		if (n1->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
			continue;
		if (n1->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
			continue;
		if (n1->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
			continue;
		if (n1->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
			continue;
		if (n1->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 1)
			continue;
		tasoc_ref v1_0 = n1->in[0];
		m.var[1] = v1_0; /* ?y */
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_acyclic(g, u, &m, 2, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_3(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 0 ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 0; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (avgpool2d 3 3 1 1 same 1 (concat 0 ?x ?y)) */
	int32_t a1[6];
	a1[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a1[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a1[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a1[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 1; /* count_include_pad */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a1, 1, i1);
	/* (split0 0 (avgpool2d 3 3 1 1 same 1 (concat 0 ?x ?y))) */
	int32_t a2[2];
	a2[TASOC_SPLIT_AXIS] = 0; /* axis */
	a2[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t1, a2[TASOC_SPLIT_AXIS]);
	const tasoc_ref i2[] = { t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a2, 1, i2);
	nw[0] = t2;
	nw[1] = tasoc_ref_make(t2.node, 1);
	return tasoc_rw_finish(&rw, "avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_3", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SPLIT))
/*
 * avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_4
 *   [(avgpool2d 3 3 1 1 same 1 ?x) (avgpool2d 3 3 1 1 same 1 ?y)]  =>  [(split0 1 (avgpool2d 3 3 1 1 same 1 (concat 1 ?x ?y))) (split1 1 (avgpool2d 3 3 1 1 same 1 (concat 1 ?x ?y)))]
 * proved: avgpool_concat_channels, split0_concat, split1_concat
 */
static int match_avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_4(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 1)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	m.var[0] = v0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_AVGPOOL2D, &p1); /* no shared variable: the avgpool2d nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_AVGPOOL2D)
			continue;
		m.node[1] = v1.node;
		if (n1->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
			continue;
		if (n1->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
			continue;
		if (n1->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
			continue;
		if (n1->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
			continue;
		if (n1->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
			continue;
		if (n1->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 1)
			continue;
		tasoc_ref v1_0 = n1->in[0];
		m.var[1] = v1_0; /* ?y */
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_acyclic(g, u, &m, 2, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_4(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 1 ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (avgpool2d 3 3 1 1 same 1 (concat 1 ?x ?y)) */
	int32_t a1[6];
	a1[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a1[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a1[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a1[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 1; /* count_include_pad */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a1, 1, i1);
	/* (split0 1 (avgpool2d 3 3 1 1 same 1 (concat 1 ?x ?y))) */
	int32_t a2[2];
	a2[TASOC_SPLIT_AXIS] = 1; /* axis */
	a2[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t1, a2[TASOC_SPLIT_AXIS]);
	const tasoc_ref i2[] = { t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a2, 1, i2);
	nw[0] = t2;
	nw[1] = tasoc_ref_make(t2.node, 1);
	return tasoc_rw_finish(&rw, "avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_4", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SPLIT))
/*
 * avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_5
 *   [(avgpool2d 3 3 1 1 valid 0 ?x) (avgpool2d 3 3 1 1 valid 0 ?y)]  =>  [(split0 0 (avgpool2d 3 3 1 1 valid 0 (concat 0 ?x ?y))) (split1 0 (avgpool2d 3 3 1 1 valid 0 (concat 0 ?x ?y)))]
 * proved: avgpool_concat_batch, split0_concat, split1_concat
 */
static int match_avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_5(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	m.var[0] = v0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_AVGPOOL2D, &p1); /* no shared variable: the avgpool2d nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_AVGPOOL2D)
			continue;
		m.node[1] = v1.node;
		if (n1->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
			continue;
		if (n1->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
			continue;
		if (n1->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
			continue;
		if (n1->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
			continue;
		if (n1->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_VALID)
			continue;
		if (n1->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
			continue;
		tasoc_ref v1_0 = n1->in[0];
		m.var[1] = v1_0; /* ?y */
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_acyclic(g, u, &m, 2, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_5(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 0 ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 0; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (avgpool2d 3 3 1 1 valid 0 (concat 0 ?x ?y)) */
	int32_t a1[6];
	a1[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a1[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a1[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a1[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a1, 1, i1);
	/* (split0 0 (avgpool2d 3 3 1 1 valid 0 (concat 0 ?x ?y))) */
	int32_t a2[2];
	a2[TASOC_SPLIT_AXIS] = 0; /* axis */
	a2[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t1, a2[TASOC_SPLIT_AXIS]);
	const tasoc_ref i2[] = { t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a2, 1, i2);
	nw[0] = t2;
	nw[1] = tasoc_ref_make(t2.node, 1);
	return tasoc_rw_finish(&rw, "avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_5", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SPLIT))
/*
 * avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_6
 *   [(avgpool2d 3 3 1 1 valid 0 ?x) (avgpool2d 3 3 1 1 valid 0 ?y)]  =>  [(split0 1 (avgpool2d 3 3 1 1 valid 0 (concat 1 ?x ?y))) (split1 1 (avgpool2d 3 3 1 1 valid 0 (concat 1 ?x ?y)))]
 * proved: avgpool_concat_channels, split0_concat, split1_concat
 */
static int match_avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_6(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	m.var[0] = v0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_AVGPOOL2D, &p1); /* no shared variable: the avgpool2d nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_AVGPOOL2D)
			continue;
		m.node[1] = v1.node;
		if (n1->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
			continue;
		if (n1->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
			continue;
		if (n1->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
			continue;
		if (n1->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
			continue;
		if (n1->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_VALID)
			continue;
		if (n1->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
			continue;
		tasoc_ref v1_0 = n1->in[0];
		m.var[1] = v1_0; /* ?y */
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_acyclic(g, u, &m, 2, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_6(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 1 ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (avgpool2d 3 3 1 1 valid 0 (concat 1 ?x ?y)) */
	int32_t a1[6];
	a1[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a1[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a1[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a1[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a1, 1, i1);
	/* (split0 1 (avgpool2d 3 3 1 1 valid 0 (concat 1 ?x ?y))) */
	int32_t a2[2];
	a2[TASOC_SPLIT_AXIS] = 1; /* axis */
	a2[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t1, a2[TASOC_SPLIT_AXIS]);
	const tasoc_ref i2[] = { t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a2, 1, i2);
	nw[0] = t2;
	nw[1] = tasoc_ref_make(t2.node, 1);
	return tasoc_rw_finish(&rw, "avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_6", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_POOLKERNEL))
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

static tasoc_status apply_avgpool_as_conv(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
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

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT))
/*
 * concat_concat_concat__concat_concat_concat_1
 *   (concat 1 (concat 0 ?x ?x) (concat 0 ?y ?z))  =>  (concat 0 (concat 1 ?x ?y) (concat 1 ?x ?z))
 * proved: concat_interchange
 */
static int match_concat_concat_concat__concat_concat_concat_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0_0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	if (!tasoc_ref_eq(v0_0_1, m.var[0])) /* ?x */
		return 0;
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_CONCAT)
		return 0;
	m.node[2] = v0_1.node;
	if (n0_1->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	m.var[1] = v0_1_0; /* ?y */
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

static tasoc_status apply_concat_concat_concat__concat_concat_concat_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 1 ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (concat 1 ?x ?z) */
	int32_t a1[1];
	a1[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i1[] = { m->var[0], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a1, 2, i1);
	/* (concat 0 (concat 1 ?x ?y) (concat 1 ?x ?z)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = 0; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "concat_concat_concat__concat_concat_concat_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT))
/*
 * concat_concat_concat__concat_concat_concat_2
 *   (concat 1 (concat 0 ?x ?y) (concat 0 ?x ?z))  =>  (concat 0 (concat 1 ?x ?x) (concat 1 ?y ?z))
 * proved: concat_interchange
 */
static int match_concat_concat_concat__concat_concat_concat_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0_0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	m.var[1] = v0_0_1; /* ?y */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_CONCAT)
		return 0;
	m.node[2] = v0_1.node;
	if (n0_1->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
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

static tasoc_status apply_concat_concat_concat__concat_concat_concat_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 1 ?x ?x) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (concat 1 ?y ?z) */
	int32_t a1[1];
	a1[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i1[] = { m->var[1], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a1, 2, i1);
	/* (concat 0 (concat 1 ?x ?x) (concat 1 ?y ?z)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = 0; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "concat_concat_concat__concat_concat_concat_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT))
/*
 * concat_concat_concat__concat_concat_concat_3
 *   (concat 1 (concat 0 ?x ?y) (concat 0 ?y ?z))  =>  (concat 0 (concat 1 ?x ?y) (concat 1 ?y ?z))
 * proved: concat_interchange
 */
static int match_concat_concat_concat__concat_concat_concat_3(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0_0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	m.var[1] = v0_0_1; /* ?y */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_CONCAT)
		return 0;
	m.node[2] = v0_1.node;
	if (n0_1->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	if (!tasoc_ref_eq(v0_1_0, m.var[1])) /* ?y */
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

static tasoc_status apply_concat_concat_concat__concat_concat_concat_3(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 1 ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (concat 1 ?y ?z) */
	int32_t a1[1];
	a1[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i1[] = { m->var[1], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a1, 2, i1);
	/* (concat 0 (concat 1 ?x ?y) (concat 1 ?y ?z)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = 0; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "concat_concat_concat__concat_concat_concat_3", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT))
/*
 * concat_concat_concat__concat_concat_concat_4
 *   (concat 1 (concat 0 ?x ?y) (concat 0 ?z ?x))  =>  (concat 0 (concat 1 ?x ?z) (concat 1 ?y ?x))
 * proved: concat_interchange
 */
static int match_concat_concat_concat__concat_concat_concat_4(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0_0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	m.var[1] = v0_0_1; /* ?y */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_CONCAT)
		return 0;
	m.node[2] = v0_1.node;
	if (n0_1->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	m.var[2] = v0_1_0; /* ?z */
	if (!tasoc_ref_eq(v0_1_1, m.var[0])) /* ?x */
		return 0;
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

static tasoc_status apply_concat_concat_concat__concat_concat_concat_4(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 1 ?x ?z) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (concat 1 ?y ?x) */
	int32_t a1[1];
	a1[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i1[] = { m->var[1], m->var[0] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a1, 2, i1);
	/* (concat 0 (concat 1 ?x ?z) (concat 1 ?y ?x)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = 0; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "concat_concat_concat__concat_concat_concat_4", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT))
/*
 * concat_concat_concat__concat_concat_concat_5
 *   (concat 1 (concat 0 ?x ?y) (concat 0 ?z ?y))  =>  (concat 0 (concat 1 ?x ?z) (concat 1 ?y ?y))
 * proved: concat_interchange
 */
static int match_concat_concat_concat__concat_concat_concat_5(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0_0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	m.var[1] = v0_0_1; /* ?y */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_CONCAT)
		return 0;
	m.node[2] = v0_1.node;
	if (n0_1->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	m.var[2] = v0_1_0; /* ?z */
	if (!tasoc_ref_eq(v0_1_1, m.var[1])) /* ?y */
		return 0;
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

static tasoc_status apply_concat_concat_concat__concat_concat_concat_5(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 1 ?x ?z) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (concat 1 ?y ?y) */
	int32_t a1[1];
	a1[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a1, 2, i1);
	/* (concat 0 (concat 1 ?x ?z) (concat 1 ?y ?y)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = 0; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "concat_concat_concat__concat_concat_concat_5", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT))
/*
 * concat_concat_concat__concat_concat_concat_6
 *   (concat 1 (concat 0 ?x ?y) (concat 0 ?z ?z))  =>  (concat 0 (concat 1 ?x ?z) (concat 1 ?y ?z))
 * proved: concat_interchange
 */
static int match_concat_concat_concat__concat_concat_concat_6(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0_0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	m.var[1] = v0_0_1; /* ?y */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_CONCAT)
		return 0;
	m.node[2] = v0_1.node;
	if (n0_1->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	m.var[2] = v0_1_0; /* ?z */
	if (!tasoc_ref_eq(v0_1_1, m.var[2])) /* ?z */
		return 0;
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

static tasoc_status apply_concat_concat_concat__concat_concat_concat_6(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 1 ?x ?z) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (concat 1 ?y ?z) */
	int32_t a1[1];
	a1[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i1[] = { m->var[1], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a1, 2, i1);
	/* (concat 0 (concat 1 ?x ?z) (concat 1 ?y ?z)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = 0; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "concat_concat_concat__concat_concat_concat_6", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D))
/*
 * concat_conv2d_conv2d__conv2d_concat_1
 *   (concat 0 (conv2d ?stride_h ?stride_w ?padding ?activation ?x ?y) (conv2d ?stride_h ?stride_w ?padding ?activation ?z ?y))  =>  (conv2d ?stride_h ?stride_w ?padding ?activation (concat 0 ?x ?z) ?y)
 * proved: conv_concat_batch
 */
static int match_concat_conv2d_conv2d__conv2d_concat_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[1] = v0_0.node;
	m.attr[0] = n0_0->attr[TASOC_CONV2D_STRIDE_H]; /* ?stride_h */
	m.attr[1] = n0_0->attr[TASOC_CONV2D_STRIDE_W]; /* ?stride_w */
	m.attr[2] = n0_0->attr[TASOC_CONV2D_PADDING]; /* ?padding */
	m.attr[3] = n0_0->attr[TASOC_CONV2D_ACTIVATION]; /* ?activation */
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	m.var[1] = v0_0_1; /* ?y */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_CONV2D)
		return 0;
	m.node[2] = v0_1.node;
	if (n0_1->attr[TASOC_CONV2D_STRIDE_H] != m.attr[0]) /* ?stride_h */
		return 0;
	if (n0_1->attr[TASOC_CONV2D_STRIDE_W] != m.attr[1]) /* ?stride_w */
		return 0;
	if (n0_1->attr[TASOC_CONV2D_PADDING] != m.attr[2]) /* ?padding */
		return 0;
	if (n0_1->attr[TASOC_CONV2D_ACTIVATION] != m.attr[3]) /* ?activation */
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	m.var[2] = v0_1_0; /* ?z */
	if (!tasoc_ref_eq(v0_1_1, m.var[1])) /* ?y */
		return 0;
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

static tasoc_status apply_concat_conv2d_conv2d__conv2d_concat_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 0 ?x ?z) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 0; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (conv2d ?stride_h ?stride_w ?padding ?activation (concat 0 ?x ?z) ?y) */
	int32_t a1[4];
	a1[TASOC_CONV2D_STRIDE_H] = m->attr[0]; /* stride_h */
	a1[TASOC_CONV2D_STRIDE_W] = m->attr[1]; /* stride_w */
	a1[TASOC_CONV2D_PADDING] = m->attr[2]; /* padding */
	a1[TASOC_CONV2D_ACTIVATION] = m->attr[3]; /* activation */
	const tasoc_ref i1[] = { t0, m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "concat_conv2d_conv2d__conv2d_concat_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EWADD))
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

static tasoc_status apply_concat_ewadd(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
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

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_MATMUL))
/*
 * concat_matmul_matmul__matmul_concat_1
 *   (concat 0 (matmul ?x ?y) (matmul ?z ?y))  =>  (matmul (concat 0 ?x ?z) ?y)
 * proved: matmul_concat_rows
 */
static int match_concat_matmul_matmul__matmul_concat_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0->attr[TASOC_CONCAT_AXIS] != 0)
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
	m.var[2] = v0_1_0; /* ?z */
	if (!tasoc_ref_eq(v0_1_1, m.var[1])) /* ?y */
		return 0;
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

static tasoc_status apply_concat_matmul_matmul__matmul_concat_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 0 ?x ?z) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 0; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (matmul (concat 0 ?x ?z) ?y) */
	const tasoc_ref i1[] = { t0, m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "concat_matmul_matmul__matmul_concat_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EYE) && defined(TASOC_RULE_OP_RELU))
/*
 * concat_relu_eye__concat_eye_1
 *   (concat ?axis (relu (eye ?x)) ?x)  =>  (concat ?axis (eye ?x) ?x)
 * proved: relu_eye
 */
static int match_concat_relu_eye__concat_eye_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	m.attr[0] = n0->attr[TASOC_CONCAT_AXIS]; /* ?axis */
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_RELU)
		return 0;
	m.node[1] = v0_0.node;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EYE)
		return 0;
	m.node[2] = v0_0_0.node;
	tasoc_ref v0_0_0_0 = n0_0_0->in[0];
	m.var[0] = v0_0_0_0; /* ?x */
	if (!tasoc_ref_eq(v0_1, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_concat_relu_eye__concat_eye_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (eye ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EYE, NULL, 1, i0);
	/* (concat ?axis (eye ?x) ?x) */
	int32_t a1[1];
	a1[TASOC_CONCAT_AXIS] = m->attr[0]; /* axis */
	const tasoc_ref i1[] = { t0, m->var[0] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "concat_relu_eye__concat_eye_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EYE) && defined(TASOC_RULE_OP_RELU))
/*
 * concat_relu_eye__concat_eye_2
 *   (concat ?axis ?x (relu (eye ?x)))  =>  (concat ?axis ?x (eye ?x))
 * proved: relu_eye
 */
static int match_concat_relu_eye__concat_eye_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	m.attr[0] = n0->attr[TASOC_CONCAT_AXIS]; /* ?axis */
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_RELU)
		return 0;
	m.node[1] = v0_1.node;
	tasoc_ref v0_1_0 = n0_1->in[0];
	const tasoc_node *n0_1_0 = &g->nodes[v0_1_0.node];
	if (n0_1_0->op != TASOC_OP_EYE)
		return 0;
	m.node[2] = v0_1_0.node;
	tasoc_ref v0_1_0_0 = n0_1_0->in[0];
	if (!tasoc_ref_eq(v0_1_0_0, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_1_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_concat_relu_eye__concat_eye_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (eye ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EYE, NULL, 1, i0);
	/* (concat ?axis ?x (eye ?x)) */
	int32_t a1[1];
	a1[TASOC_CONCAT_AXIS] = m->attr[0]; /* axis */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "concat_relu_eye__concat_eye_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
/*
 * concat_relu_ones__concat_ones_1
 *   (concat ?axis (relu (ones ?x)) ?x)  =>  (concat ?axis (ones ?x) ?x)
 * proved: relu_ones
 */
static int match_concat_relu_ones__concat_ones_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	m.attr[0] = n0->attr[TASOC_CONCAT_AXIS]; /* ?axis */
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_RELU)
		return 0;
	m.node[1] = v0_0.node;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_ONES)
		return 0;
	m.node[2] = v0_0_0.node;
	tasoc_ref v0_0_0_0 = n0_0_0->in[0];
	m.var[0] = v0_0_0_0; /* ?x */
	if (!tasoc_ref_eq(v0_1, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_concat_relu_ones__concat_ones_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ones ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_ONES, NULL, 1, i0);
	/* (concat ?axis (ones ?x) ?x) */
	int32_t a1[1];
	a1[TASOC_CONCAT_AXIS] = m->attr[0]; /* axis */
	const tasoc_ref i1[] = { t0, m->var[0] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "concat_relu_ones__concat_ones_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
/*
 * concat_relu_ones__concat_ones_2
 *   (concat ?axis ?x (relu (ones ?x)))  =>  (concat ?axis ?x (ones ?x))
 * proved: relu_ones
 */
static int match_concat_relu_ones__concat_ones_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	m.attr[0] = n0->attr[TASOC_CONCAT_AXIS]; /* ?axis */
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_RELU)
		return 0;
	m.node[1] = v0_1.node;
	tasoc_ref v0_1_0 = n0_1->in[0];
	const tasoc_node *n0_1_0 = &g->nodes[v0_1_0.node];
	if (n0_1_0->op != TASOC_OP_ONES)
		return 0;
	m.node[2] = v0_1_0.node;
	tasoc_ref v0_1_0_0 = n0_1_0->in[0];
	if (!tasoc_ref_eq(v0_1_0_0, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_1_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_concat_relu_ones__concat_ones_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ones ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_ONES, NULL, 1, i0);
	/* (concat ?axis ?x (ones ?x)) */
	int32_t a1[1];
	a1[TASOC_CONCAT_AXIS] = m->attr[0]; /* axis */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "concat_relu_ones__concat_ones_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SIGMOID))
/*
 * concat_sigmoid_sigmoid__sigmoid_concat_1
 *   (concat ?axis (sigmoid ?x) (sigmoid ?y))  =>  (sigmoid (concat ?axis ?x ?y))
 * proved: sigmoid_concat
 */
static int match_concat_sigmoid_sigmoid__sigmoid_concat_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	m.attr[0] = n0->attr[TASOC_CONCAT_AXIS]; /* ?axis */
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_SIGMOID)
		return 0;
	m.node[1] = v0_0.node;
	tasoc_ref v0_0_0 = n0_0->in[0];
	m.var[0] = v0_0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_SIGMOID)
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

static tasoc_status apply_concat_sigmoid_sigmoid__sigmoid_concat_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat ?axis ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = m->attr[0]; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (sigmoid (concat ?axis ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_SIGMOID, NULL, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "concat_sigmoid_sigmoid__sigmoid_concat_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SMUL))
/*
 * concat_smul_smul__smul_concat_1
 *   (concat ?axis (smul ?x ?y) (smul ?z ?y))  =>  (smul (concat ?axis ?x ?z) ?y)
 * proved: smul_concat
 */
static int match_concat_smul_smul__smul_concat_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	m.attr[0] = n0->attr[TASOC_CONCAT_AXIS]; /* ?axis */
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_SMUL)
		return 0;
	m.node[1] = v0_0.node;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	m.var[1] = v0_0_1; /* ?y */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_SMUL)
		return 0;
	m.node[2] = v0_1.node;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	m.var[2] = v0_1_0; /* ?z */
	if (!tasoc_ref_eq(v0_1_1, m.var[1])) /* ?y */
		return 0;
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

static tasoc_status apply_concat_smul_smul__smul_concat_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat ?axis ?x ?z) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = m->attr[0]; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (smul (concat ?axis ?x ?z) ?y) */
	const tasoc_ref i1[] = { t0, m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_SMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "concat_smul_smul__smul_concat_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SPLIT))
/*
 * concat_split_cancel
 *   (concat ?a (split0 ?a ?x) (split1 ?a ?x))  =>  ?x
 * proved: concat_split
 */
static int match_concat_split_cancel(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0_0->op != TASOC_OP_SPLIT || v0_0.out != 0)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_SPLIT_AXIS] != m.attr[0]) /* ?a */
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	m.var[0] = v0_0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_SPLIT || v0_1.out != 1)
		return 0;
	m.node[2] = v0_1.node;
	if (n0_1->attr[TASOC_SPLIT_AXIS] != m.attr[0]) /* ?a */
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	if (!tasoc_ref_eq(v0_1_0, m.var[0])) /* ?x */
		return 0;
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

static tasoc_status apply_concat_split_cancel(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	nw[0] = m->var[0];
	return tasoc_rw_finish(&rw, "concat_split_cancel", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_TANH))
/*
 * concat_tanh_tanh__tanh_concat_1
 *   (concat ?axis (tanh ?x) (tanh ?y))  =>  (tanh (concat ?axis ?x ?y))
 * proved: tanh_concat
 */
static int match_concat_tanh_tanh__tanh_concat_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	m.attr[0] = n0->attr[TASOC_CONCAT_AXIS]; /* ?axis */
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_TANH)
		return 0;
	m.node[1] = v0_0.node;
	tasoc_ref v0_0_0 = n0_0->in[0];
	m.var[0] = v0_0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_TANH)
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

static tasoc_status apply_concat_tanh_tanh__tanh_concat_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat ?axis ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = m->attr[0]; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (tanh (concat ?axis ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_TANH, NULL, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "concat_tanh_tanh__tanh_concat_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * concat_transpose_transpose__transpose_concat_1
 *   (concat 0 (transpose ?x) (transpose ?y))  =>  (transpose (concat 1 ?x ?y))
 * proved: transpose_concat1
 */
static int match_concat_transpose_transpose__transpose_concat_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[1] = v0_0.node;
	tasoc_ref v0_0_0 = n0_0->in[0];
	m.var[0] = v0_0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_TRANSPOSE)
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

static tasoc_status apply_concat_transpose_transpose__transpose_concat_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 1 ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (transpose (concat 1 ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "concat_transpose_transpose__transpose_concat_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * concat_transpose_transpose__transpose_concat_2
 *   (concat 1 (transpose ?x) (transpose ?y))  =>  (transpose (concat 0 ?x ?y))
 * proved: transpose_concat0
 */
static int match_concat_transpose_transpose__transpose_concat_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0_0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[1] = v0_0.node;
	tasoc_ref v0_0_0 = n0_0->in[0];
	m.var[0] = v0_0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_TRANSPOSE)
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

static tasoc_status apply_concat_transpose_transpose__transpose_concat_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 0 ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 0; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (transpose (concat 0 ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "concat_transpose_transpose__transpose_concat_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_1
 *   (conv2d 1 1 same none (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 1 same none (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 0 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 1 1 same none (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_10
 *   (conv2d 1 2 same none (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 2 same none (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_10(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_10(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 0 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 1 2 same none (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_10", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_11
 *   (conv2d 1 2 same none (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 2 same none (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_11(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_11(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 1 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 1; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 1 2 same none (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_11", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_12
 *   (conv2d 1 2 same none (avgpool2d 3 3 1 1 valid 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 2 same none (avgpool2d 3 3 1 1 valid 0 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_12(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_12(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 valid 0 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 1 2 same none (avgpool2d 3 3 1 1 valid 0 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_12", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_13
 *   (conv2d 1 2 same relu (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 2 same relu (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w, conv_relu_fuse
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_13(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_13(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 0 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 1 2 same relu (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_13", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_14
 *   (conv2d 1 2 same relu (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 2 same relu (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w, conv_relu_fuse
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_14(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_14(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 1 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 1; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 1 2 same relu (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_14", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_15
 *   (conv2d 1 2 same relu (avgpool2d 3 3 1 1 valid 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 2 same relu (avgpool2d 3 3 1 1 valid 0 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w, conv_relu_fuse
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_15(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_15(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 valid 0 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 1 2 same relu (avgpool2d 3 3 1 1 valid 0 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_15", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_16
 *   (conv2d 1 2 valid none (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 2 valid none (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_16(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_16(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 0 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 1 2 valid none (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_16", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_17
 *   (conv2d 1 2 valid none (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 2 valid none (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_17(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_17(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 1 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 1; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 1 2 valid none (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_17", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_18
 *   (conv2d 1 2 valid relu (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 2 valid relu (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w, conv_relu_fuse
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_18(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_18(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 0 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 1 2 valid relu (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_18", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_19
 *   (conv2d 1 2 valid relu (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 2 valid relu (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w, conv_relu_fuse
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_19(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_19(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 1 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 1; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 1 2 valid relu (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_19", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_2
 *   (conv2d 1 1 same none (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 1 same none (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 1 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 1; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 1 1 same none (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_20
 *   (conv2d 2 1 same none (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 1 same none (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_20(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_20(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 0 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 2 1 same none (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_20", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_21
 *   (conv2d 2 1 same none (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 1 same none (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_21(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_21(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 1 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 1; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 2 1 same none (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_21", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_22
 *   (conv2d 2 1 same none (avgpool2d 3 3 1 1 valid 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 1 same none (avgpool2d 3 3 1 1 valid 0 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_22(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_22(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 valid 0 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 2 1 same none (avgpool2d 3 3 1 1 valid 0 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_22", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_23
 *   (conv2d 2 1 same relu (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 1 same relu (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w, conv_relu_fuse
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_23(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_23(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 0 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 2 1 same relu (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_23", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_24
 *   (conv2d 2 1 same relu (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 1 same relu (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w, conv_relu_fuse
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_24(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_24(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 1 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 1; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 2 1 same relu (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_24", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_25
 *   (conv2d 2 1 same relu (avgpool2d 3 3 1 1 valid 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 1 same relu (avgpool2d 3 3 1 1 valid 0 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w, conv_relu_fuse
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_25(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_25(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 valid 0 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 2 1 same relu (avgpool2d 3 3 1 1 valid 0 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_25", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_26
 *   (conv2d 2 1 valid none (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 1 valid none (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_26(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_26(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 0 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 2 1 valid none (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_26", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_27
 *   (conv2d 2 1 valid none (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 1 valid none (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_27(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_27(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 1 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 1; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 2 1 valid none (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_27", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_28
 *   (conv2d 2 1 valid relu (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 1 valid relu (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w, conv_relu_fuse
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_28(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_28(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 0 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 2 1 valid relu (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_28", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_29
 *   (conv2d 2 1 valid relu (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 1 valid relu (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w, conv_relu_fuse
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_29(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_29(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 1 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 1; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 2 1 valid relu (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_29", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_3
 *   (conv2d 1 1 same none (avgpool2d 3 3 1 1 valid 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 1 same none (avgpool2d 3 3 1 1 valid 0 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_3(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_3(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 valid 0 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 1 1 same none (avgpool2d 3 3 1 1 valid 0 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_3", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_30
 *   (conv2d 2 2 same none (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 2 same none (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_30(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_30(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 0 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 2 2 same none (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_30", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_31
 *   (conv2d 2 2 same none (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 2 same none (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_31(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_31(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 1 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 1; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 2 2 same none (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_31", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_32
 *   (conv2d 2 2 same none (avgpool2d 3 3 1 1 valid 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 2 same none (avgpool2d 3 3 1 1 valid 0 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_32(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_32(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 valid 0 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 2 2 same none (avgpool2d 3 3 1 1 valid 0 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_32", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_33
 *   (conv2d 2 2 same relu (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 2 same relu (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w, conv_relu_fuse
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_33(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_33(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 0 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 2 2 same relu (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_33", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_34
 *   (conv2d 2 2 same relu (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 2 same relu (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w, conv_relu_fuse
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_34(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_34(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 1 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 1; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 2 2 same relu (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_34", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_35
 *   (conv2d 2 2 same relu (avgpool2d 3 3 1 1 valid 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 2 same relu (avgpool2d 3 3 1 1 valid 0 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w, conv_relu_fuse
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_35(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_35(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 valid 0 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 2 2 same relu (avgpool2d 3 3 1 1 valid 0 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_35", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_36
 *   (conv2d 2 2 valid none (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 2 valid none (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_36(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_36(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 0 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 2 2 valid none (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_36", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_37
 *   (conv2d 2 2 valid none (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 2 valid none (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_37(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_37(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 1 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 1; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 2 2 valid none (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_37", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_38
 *   (conv2d 2 2 valid relu (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 2 valid relu (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w, conv_relu_fuse
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_38(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_38(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 0 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 2 2 valid relu (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_38", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_39
 *   (conv2d 2 2 valid relu (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 2 valid relu (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w, conv_relu_fuse
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_39(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_39(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 1 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 1; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 2 2 valid relu (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_39", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_4
 *   (conv2d 1 1 same relu (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 1 same relu (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w, conv_relu_fuse
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_4(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_4(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 0 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 1 1 same relu (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_4", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_5
 *   (conv2d 1 1 same relu (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 1 same relu (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w, conv_relu_fuse
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_5(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_5(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 1 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 1; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 1 1 same relu (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_5", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_6
 *   (conv2d 1 1 same relu (avgpool2d 3 3 1 1 valid 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 1 same relu (avgpool2d 3 3 1 1 valid 0 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w, conv_relu_fuse
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_6(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_6(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 valid 0 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 1 1 same relu (avgpool2d 3 3 1 1 valid 0 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_6", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_7
 *   (conv2d 1 1 valid none (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 1 valid none (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_7(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_7(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 0 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 1 1 valid none (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_7", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_8
 *   (conv2d 1 1 valid relu (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 1 valid relu (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w, conv_relu_fuse
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_8(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_8(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 0 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 1 1 valid relu (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_8", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_9
 *   (conv2d 1 1 valid relu (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 1 valid relu (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y))
 * proved: avgpool_linear, conv_linear_x, conv_linear_w, conv_relu_fuse
 */
static int match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_9(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_9(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 1 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 1; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 1 1 valid relu (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_9", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D))
/*
 * conv2d_concat_concat__conv2d_concat_concat_1
 *   (conv2d ?stride_h ?stride_w ?padding ?activation (concat 1 ?x ?y) (concat 1 ?z ?w))  =>  (conv2d ?stride_h ?stride_w ?padding ?activation (concat 1 ?y ?x) (concat 1 ?w ?z))
 * proved: conv_relu_fuse, conv_concat_channels, ewadd_comm
 */
static int match_conv2d_concat_concat__conv2d_concat_concat_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	m.attr[0] = n0->attr[TASOC_CONV2D_STRIDE_H]; /* ?stride_h */
	m.attr[1] = n0->attr[TASOC_CONV2D_STRIDE_W]; /* ?stride_w */
	m.attr[2] = n0->attr[TASOC_CONV2D_PADDING]; /* ?padding */
	m.attr[3] = n0->attr[TASOC_CONV2D_ACTIVATION]; /* ?activation */
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_CONCAT_AXIS] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	m.var[1] = v0_0_1; /* ?y */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_CONCAT)
		return 0;
	m.node[2] = v0_1.node;
	if (n0_1->attr[TASOC_CONCAT_AXIS] != 1)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	m.var[2] = v0_1_0; /* ?z */
	m.var[3] = v0_1_1; /* ?w */
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

static tasoc_status apply_conv2d_concat_concat__conv2d_concat_concat_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 1 ?y ?x) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i0[] = { m->var[1], m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (concat 1 ?w ?z) */
	int32_t a1[1];
	a1[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i1[] = { m->var[3], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a1, 2, i1);
	/* (conv2d ?stride_h ?stride_w ?padding ?activation (concat 1 ?y ?x) (concat 1 ?w ?z)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = m->attr[0]; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = m->attr[1]; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = m->attr[2]; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = m->attr[3]; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_concat_concat__conv2d_concat_concat_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_concat_concat__conv2d_ewadd_1
 *   (conv2d ?stride_h ?stride_w ?padding ?activation (concat 1 ?x ?x) (concat 1 ?y ?z))  =>  (conv2d ?stride_h ?stride_w ?padding ?activation ?x (ewadd ?y ?z))
 * proved: conv_linear_w, conv_relu_fuse, conv_concat_channels
 */
static int match_conv2d_concat_concat__conv2d_ewadd_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	m.attr[0] = n0->attr[TASOC_CONV2D_STRIDE_H]; /* ?stride_h */
	m.attr[1] = n0->attr[TASOC_CONV2D_STRIDE_W]; /* ?stride_w */
	m.attr[2] = n0->attr[TASOC_CONV2D_PADDING]; /* ?padding */
	m.attr[3] = n0->attr[TASOC_CONV2D_ACTIVATION]; /* ?activation */
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_CONCAT_AXIS] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	if (!tasoc_ref_eq(v0_0_1, m.var[0])) /* ?x */
		return 0;
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_CONCAT)
		return 0;
	m.node[2] = v0_1.node;
	if (n0_1->attr[TASOC_CONCAT_AXIS] != 1)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	m.var[1] = v0_1_0; /* ?y */
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

static tasoc_status apply_conv2d_concat_concat__conv2d_ewadd_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewadd ?y ?z) */
	const tasoc_ref i0[] = { m->var[1], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (conv2d ?stride_h ?stride_w ?padding ?activation ?x (ewadd ?y ?z)) */
	int32_t a1[4];
	a1[TASOC_CONV2D_STRIDE_H] = m->attr[0]; /* stride_h */
	a1[TASOC_CONV2D_STRIDE_W] = m->attr[1]; /* stride_w */
	a1[TASOC_CONV2D_PADDING] = m->attr[2]; /* padding */
	a1[TASOC_CONV2D_ACTIVATION] = m->attr[3]; /* activation */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "conv2d_concat_concat__conv2d_ewadd_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * conv2d_concat_concat__conv2d_ewadd_2
 *   (conv2d ?stride_h ?stride_w ?padding ?activation (concat 1 ?x ?y) (concat 1 ?z ?z))  =>  (conv2d ?stride_h ?stride_w ?padding ?activation (ewadd ?x ?y) ?z)
 * proved: conv_linear_x, conv_relu_fuse, conv_concat_channels
 */
static int match_conv2d_concat_concat__conv2d_ewadd_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	m.attr[0] = n0->attr[TASOC_CONV2D_STRIDE_H]; /* ?stride_h */
	m.attr[1] = n0->attr[TASOC_CONV2D_STRIDE_W]; /* ?stride_w */
	m.attr[2] = n0->attr[TASOC_CONV2D_PADDING]; /* ?padding */
	m.attr[3] = n0->attr[TASOC_CONV2D_ACTIVATION]; /* ?activation */
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_CONCAT_AXIS] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	m.var[1] = v0_0_1; /* ?y */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_CONCAT)
		return 0;
	m.node[2] = v0_1.node;
	if (n0_1->attr[TASOC_CONCAT_AXIS] != 1)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	m.var[2] = v0_1_0; /* ?z */
	if (!tasoc_ref_eq(v0_1_1, m.var[2])) /* ?z */
		return 0;
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

static tasoc_status apply_conv2d_concat_concat__conv2d_ewadd_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewadd ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (conv2d ?stride_h ?stride_w ?padding ?activation (ewadd ?x ?y) ?z) */
	int32_t a1[4];
	a1[TASOC_CONV2D_STRIDE_H] = m->attr[0]; /* stride_h */
	a1[TASOC_CONV2D_STRIDE_W] = m->attr[1]; /* stride_w */
	a1[TASOC_CONV2D_PADDING] = m->attr[2]; /* padding */
	a1[TASOC_CONV2D_ACTIVATION] = m->attr[3]; /* activation */
	const tasoc_ref i1[] = { t0, m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "conv2d_concat_concat__conv2d_ewadd_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_ENLARGE))
/*
 * conv2d_concat_enlarge__concat_conv2d_conv2d_1
 *   (conv2d 1 1 same ?activation ?x (concat 0 (enlarge ?y ?z) ?z))  =>  (concat 1 (conv2d 1 1 same ?activation ?x ?y) (conv2d 1 1 same ?activation ?x ?z))
 * proved: conv_concat_weights, conv_enlarge
 */
static int match_conv2d_concat_enlarge__concat_conv2d_conv2d_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	m.attr[0] = n0->attr[TASOC_CONV2D_ACTIVATION]; /* ?activation */
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_1.node;
	if (n0_1->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	const tasoc_node *n0_1_0 = &g->nodes[v0_1_0.node];
	if (n0_1_0->op != TASOC_OP_ENLARGE)
		return 0;
	m.node[2] = v0_1_0.node;
	tasoc_ref v0_1_0_0 = n0_1_0->in[0];
	tasoc_ref v0_1_0_1 = n0_1_0->in[1];
	m.var[1] = v0_1_0_0; /* ?y */
	m.var[2] = v0_1_0_1; /* ?z */
	if (!tasoc_ref_eq(v0_1_1, m.var[2])) /* ?z */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_1_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_conv2d_concat_enlarge__concat_conv2d_conv2d_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (conv2d 1 1 same ?activation ?x ?y) */
	int32_t a0[4];
	a0[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_CONV2D_ACTIVATION] = m->attr[0]; /* activation */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a0, 2, i0);
	/* (conv2d 1 1 same ?activation ?x ?z) */
	int32_t a1[4];
	a1[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a1[TASOC_CONV2D_ACTIVATION] = m->attr[0]; /* activation */
	const tasoc_ref i1[] = { m->var[0], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a1, 2, i1);
	/* (concat 1 (conv2d 1 1 same ?activation ?x ?y) (conv2d 1 1 same ?activation ?x ?z)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_concat_enlarge__concat_conv2d_conv2d_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_ENLARGE))
/*
 * conv2d_concat_enlarge__concat_conv2d_conv2d_2
 *   (conv2d 1 1 same ?activation ?x (concat 0 ?y (enlarge ?z ?y)))  =>  (concat 1 (conv2d 1 1 same ?activation ?x ?y) (conv2d 1 1 same ?activation ?x ?z))
 * proved: conv_concat_weights, conv_enlarge
 */
static int match_conv2d_concat_enlarge__concat_conv2d_conv2d_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	m.attr[0] = n0->attr[TASOC_CONV2D_ACTIVATION]; /* ?activation */
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_1.node;
	if (n0_1->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	m.var[1] = v0_1_0; /* ?y */
	const tasoc_node *n0_1_1 = &g->nodes[v0_1_1.node];
	if (n0_1_1->op != TASOC_OP_ENLARGE)
		return 0;
	m.node[2] = v0_1_1.node;
	tasoc_ref v0_1_1_0 = n0_1_1->in[0];
	tasoc_ref v0_1_1_1 = n0_1_1->in[1];
	m.var[2] = v0_1_1_0; /* ?z */
	if (!tasoc_ref_eq(v0_1_1_1, m.var[1])) /* ?y */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_1_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_conv2d_concat_enlarge__concat_conv2d_conv2d_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (conv2d 1 1 same ?activation ?x ?y) */
	int32_t a0[4];
	a0[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_CONV2D_ACTIVATION] = m->attr[0]; /* activation */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a0, 2, i0);
	/* (conv2d 1 1 same ?activation ?x ?z) */
	int32_t a1[4];
	a1[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a1[TASOC_CONV2D_ACTIVATION] = m->attr[0]; /* activation */
	const tasoc_ref i1[] = { m->var[0], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a1, 2, i1);
	/* (concat 1 (conv2d 1 1 same ?activation ?x ?y) (conv2d 1 1 same ?activation ?x ?z)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_concat_enlarge__concat_conv2d_conv2d_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_IDKERNEL))
/*
 * conv2d_concat_idkernel__concat_conv2d_1
 *   (conv2d 1 1 same none ?x (concat 0 (idkernel 3 ?x) ?y))  =>  (concat 1 ?x (conv2d 1 1 same none ?x ?y))
 * proved: conv_concat_weights, conv_identity
 */
static int match_conv2d_concat_idkernel__concat_conv2d_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_1.node;
	if (n0_1->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	const tasoc_node *n0_1_0 = &g->nodes[v0_1_0.node];
	if (n0_1_0->op != TASOC_OP_IDKERNEL)
		return 0;
	m.node[2] = v0_1_0.node;
	if (n0_1_0->attr[TASOC_IDKERNEL_K] != 3)
		return 0;
	tasoc_ref v0_1_0_0 = n0_1_0->in[0];
	if (!tasoc_ref_eq(v0_1_0_0, m.var[0])) /* ?x */
		return 0;
	m.var[1] = v0_1_1; /* ?y */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_1_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_conv2d_concat_idkernel__concat_conv2d_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (conv2d 1 1 same none ?x ?y) */
	int32_t a0[4];
	a0[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a0, 2, i0);
	/* (concat 1 ?x (conv2d 1 1 same none ?x ?y)) */
	int32_t a1[1];
	a1[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "conv2d_concat_idkernel__concat_conv2d_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_IDKERNEL))
/*
 * conv2d_concat_idkernel__concat_conv2d_2
 *   (conv2d 1 1 same none ?x (concat 0 ?y (idkernel 3 ?x)))  =>  (concat 1 (conv2d 1 1 same none ?x ?y) ?x)
 * proved: conv_concat_weights, conv_identity
 */
static int match_conv2d_concat_idkernel__concat_conv2d_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_1.node;
	if (n0_1->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	m.var[1] = v0_1_0; /* ?y */
	const tasoc_node *n0_1_1 = &g->nodes[v0_1_1.node];
	if (n0_1_1->op != TASOC_OP_IDKERNEL)
		return 0;
	m.node[2] = v0_1_1.node;
	if (n0_1_1->attr[TASOC_IDKERNEL_K] != 3)
		return 0;
	tasoc_ref v0_1_1_0 = n0_1_1->in[0];
	if (!tasoc_ref_eq(v0_1_1_0, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_1_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_conv2d_concat_idkernel__concat_conv2d_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (conv2d 1 1 same none ?x ?y) */
	int32_t a0[4];
	a0[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a0, 2, i0);
	/* (concat 1 (conv2d 1 1 same none ?x ?y) ?x) */
	int32_t a1[1];
	a1[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i1[] = { t0, m->var[0] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "conv2d_concat_idkernel__concat_conv2d_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_IDKERNEL) && defined(TASOC_RULE_OP_RELU))
/*
 * conv2d_concat_idkernel__concat_conv2d_relu_1
 *   (conv2d 1 1 same relu ?x (concat 0 ?y (idkernel 3 ?x)))  =>  (concat 1 (conv2d 1 1 same relu ?x ?y) (relu ?x))
 * proved: conv_relu_fuse, conv_concat_weights, conv_identity
 */
static int match_conv2d_concat_idkernel__concat_conv2d_relu_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_1.node;
	if (n0_1->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	m.var[1] = v0_1_0; /* ?y */
	const tasoc_node *n0_1_1 = &g->nodes[v0_1_1.node];
	if (n0_1_1->op != TASOC_OP_IDKERNEL)
		return 0;
	m.node[2] = v0_1_1.node;
	if (n0_1_1->attr[TASOC_IDKERNEL_K] != 3)
		return 0;
	tasoc_ref v0_1_1_0 = n0_1_1->in[0];
	if (!tasoc_ref_eq(v0_1_1_0, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_1_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_conv2d_concat_idkernel__concat_conv2d_relu_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (conv2d 1 1 same relu ?x ?y) */
	int32_t a0[4];
	a0[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a0, 2, i0);
	/* (relu ?x) */
	const tasoc_ref i1[] = { m->var[0] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_RELU, NULL, 1, i1);
	/* (concat 1 (conv2d 1 1 same relu ?x ?y) (relu ?x)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_concat_idkernel__concat_conv2d_relu_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_IDKERNEL) && defined(TASOC_RULE_OP_RELU))
/*
 * conv2d_concat_idkernel__concat_relu_conv2d_1
 *   (conv2d 1 1 same relu ?x (concat 0 (idkernel 3 ?x) ?y))  =>  (concat 1 (relu ?x) (conv2d 1 1 same relu ?x ?y))
 * proved: conv_relu_fuse, conv_concat_weights, conv_identity
 */
static int match_conv2d_concat_idkernel__concat_relu_conv2d_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_1.node;
	if (n0_1->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	const tasoc_node *n0_1_0 = &g->nodes[v0_1_0.node];
	if (n0_1_0->op != TASOC_OP_IDKERNEL)
		return 0;
	m.node[2] = v0_1_0.node;
	if (n0_1_0->attr[TASOC_IDKERNEL_K] != 3)
		return 0;
	tasoc_ref v0_1_0_0 = n0_1_0->in[0];
	if (!tasoc_ref_eq(v0_1_0_0, m.var[0])) /* ?x */
		return 0;
	m.var[1] = v0_1_1; /* ?y */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_1_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_conv2d_concat_idkernel__concat_relu_conv2d_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (relu ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_RELU, NULL, 1, i0);
	/* (conv2d 1 1 same relu ?x ?y) */
	int32_t a1[4];
	a1[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a1[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i1[] = { m->var[0], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a1, 2, i1);
	/* (concat 1 (relu ?x) (conv2d 1 1 same relu ?x ?y)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_concat_idkernel__concat_relu_conv2d_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_POOLKERNEL))
/*
 * conv2d_concat_poolkernel__concat_avgpool2d_conv2d_1
 *   (conv2d 1 1 same none ?x (concat 0 (poolkernel 3 3 ?x) ?y))  =>  (concat 1 (avgpool2d 3 3 1 1 same 1 ?x) (conv2d 1 1 same none ?x ?y))
 * proved: avgpool_as_conv_padded, conv_concat_weights
 */
static int match_conv2d_concat_poolkernel__concat_avgpool2d_conv2d_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_1.node;
	if (n0_1->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	const tasoc_node *n0_1_0 = &g->nodes[v0_1_0.node];
	if (n0_1_0->op != TASOC_OP_POOLKERNEL)
		return 0;
	m.node[2] = v0_1_0.node;
	if (n0_1_0->attr[TASOC_POOLKERNEL_KERNEL_H] != 3)
		return 0;
	if (n0_1_0->attr[TASOC_POOLKERNEL_KERNEL_W] != 3)
		return 0;
	tasoc_ref v0_1_0_0 = n0_1_0->in[0];
	if (!tasoc_ref_eq(v0_1_0_0, m.var[0])) /* ?x */
		return 0;
	m.var[1] = v0_1_1; /* ?y */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_1_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_conv2d_concat_poolkernel__concat_avgpool2d_conv2d_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 1 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 1; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (conv2d 1 1 same none ?x ?y) */
	int32_t a1[4];
	a1[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a1[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i1[] = { m->var[0], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a1, 2, i1);
	/* (concat 1 (avgpool2d 3 3 1 1 same 1 ?x) (conv2d 1 1 same none ?x ?y)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_concat_poolkernel__concat_avgpool2d_conv2d_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_POOLKERNEL))
/*
 * conv2d_concat_poolkernel__concat_avgpool2d_conv2d_2
 *   (conv2d 1 1 valid none ?x (concat 0 (poolkernel 3 3 ?x) ?y))  =>  (concat 1 (avgpool2d 3 3 1 1 valid 0 ?x) (conv2d 1 1 valid none ?x ?y))
 * proved: avgpool_as_conv_valid, conv_concat_weights
 */
static int match_conv2d_concat_poolkernel__concat_avgpool2d_conv2d_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_1.node;
	if (n0_1->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	const tasoc_node *n0_1_0 = &g->nodes[v0_1_0.node];
	if (n0_1_0->op != TASOC_OP_POOLKERNEL)
		return 0;
	m.node[2] = v0_1_0.node;
	if (n0_1_0->attr[TASOC_POOLKERNEL_KERNEL_H] != 3)
		return 0;
	if (n0_1_0->attr[TASOC_POOLKERNEL_KERNEL_W] != 3)
		return 0;
	tasoc_ref v0_1_0_0 = n0_1_0->in[0];
	if (!tasoc_ref_eq(v0_1_0_0, m.var[0])) /* ?x */
		return 0;
	m.var[1] = v0_1_1; /* ?y */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_1_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_conv2d_concat_poolkernel__concat_avgpool2d_conv2d_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 valid 0 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	/* (conv2d 1 1 valid none ?x ?y) */
	int32_t a1[4];
	a1[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_CONV2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a1[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i1[] = { m->var[0], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a1, 2, i1);
	/* (concat 1 (avgpool2d 3 3 1 1 valid 0 ?x) (conv2d 1 1 valid none ?x ?y)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_concat_poolkernel__concat_avgpool2d_conv2d_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_POOLKERNEL))
/*
 * conv2d_concat_poolkernel__concat_conv2d_avgpool2d_1
 *   (conv2d 1 1 same none ?x (concat 0 ?y (poolkernel 3 3 ?x)))  =>  (concat 1 (conv2d 1 1 same none ?x ?y) (avgpool2d 3 3 1 1 same 1 ?x))
 * proved: avgpool_as_conv_padded, conv_concat_weights
 */
static int match_conv2d_concat_poolkernel__concat_conv2d_avgpool2d_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_1.node;
	if (n0_1->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	m.var[1] = v0_1_0; /* ?y */
	const tasoc_node *n0_1_1 = &g->nodes[v0_1_1.node];
	if (n0_1_1->op != TASOC_OP_POOLKERNEL)
		return 0;
	m.node[2] = v0_1_1.node;
	if (n0_1_1->attr[TASOC_POOLKERNEL_KERNEL_H] != 3)
		return 0;
	if (n0_1_1->attr[TASOC_POOLKERNEL_KERNEL_W] != 3)
		return 0;
	tasoc_ref v0_1_1_0 = n0_1_1->in[0];
	if (!tasoc_ref_eq(v0_1_1_0, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_1_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_conv2d_concat_poolkernel__concat_conv2d_avgpool2d_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (conv2d 1 1 same none ?x ?y) */
	int32_t a0[4];
	a0[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a0, 2, i0);
	/* (avgpool2d 3 3 1 1 same 1 ?x) */
	int32_t a1[6];
	a1[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a1[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a1[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a1[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 1; /* count_include_pad */
	const tasoc_ref i1[] = { m->var[0] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a1, 1, i1);
	/* (concat 1 (conv2d 1 1 same none ?x ?y) (avgpool2d 3 3 1 1 same 1 ?x)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_concat_poolkernel__concat_conv2d_avgpool2d_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_POOLKERNEL))
/*
 * conv2d_concat_poolkernel__concat_conv2d_avgpool2d_2
 *   (conv2d 1 1 valid none ?x (concat 0 ?y (poolkernel 3 3 ?x)))  =>  (concat 1 (conv2d 1 1 valid none ?x ?y) (avgpool2d 3 3 1 1 valid 0 ?x))
 * proved: avgpool_as_conv_valid, conv_concat_weights
 */
static int match_conv2d_concat_poolkernel__concat_conv2d_avgpool2d_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_1.node;
	if (n0_1->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	m.var[1] = v0_1_0; /* ?y */
	const tasoc_node *n0_1_1 = &g->nodes[v0_1_1.node];
	if (n0_1_1->op != TASOC_OP_POOLKERNEL)
		return 0;
	m.node[2] = v0_1_1.node;
	if (n0_1_1->attr[TASOC_POOLKERNEL_KERNEL_H] != 3)
		return 0;
	if (n0_1_1->attr[TASOC_POOLKERNEL_KERNEL_W] != 3)
		return 0;
	tasoc_ref v0_1_1_0 = n0_1_1->in[0];
	if (!tasoc_ref_eq(v0_1_1_0, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_1_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_conv2d_concat_poolkernel__concat_conv2d_avgpool2d_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (conv2d 1 1 valid none ?x ?y) */
	int32_t a0[4];
	a0[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_CONV2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a0[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a0, 2, i0);
	/* (avgpool2d 3 3 1 1 valid 0 ?x) */
	int32_t a1[6];
	a1[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a1[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a1[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a1[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i1[] = { m->var[0] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a1, 1, i1);
	/* (concat 1 (conv2d 1 1 valid none ?x ?y) (avgpool2d 3 3 1 1 valid 0 ?x)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_concat_poolkernel__concat_conv2d_avgpool2d_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_SPLIT))
/*
 * conv2d_conv2d__split0_conv2d_concat_split1_conv2d_concat_2
 *   [(conv2d ?stride_h ?stride_w ?padding ?activation ?x ?y) (conv2d ?stride_h ?stride_w ?padding ?activation ?z ?y)]  =>  [(split0 0 (conv2d ?stride_h ?stride_w ?padding ?activation (concat 0 ?x ?z) ?y)) (split1 0 (conv2d ?stride_h ?stride_w ?padding ?activation (concat 0 ?x ?z) ?y))]
 * proved: conv_concat_batch, split0_concat, split1_concat
 */
static int match_conv2d_conv2d__split0_conv2d_concat_split1_conv2d_concat_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	m.attr[0] = n0->attr[TASOC_CONV2D_STRIDE_H]; /* ?stride_h */
	m.attr[1] = n0->attr[TASOC_CONV2D_STRIDE_W]; /* ?stride_w */
	m.attr[2] = n0->attr[TASOC_CONV2D_PADDING]; /* ?padding */
	m.attr[3] = n0->attr[TASOC_CONV2D_ACTIVATION]; /* ?activation */
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	m.var[1] = v0_1; /* ?y */
	const tasoc_use *u1;
	int32_t nu1 = tasoc_rw_readers(g, u, m.var[1], &u1); /* readers of ?y */
	for (int32_t i1 = 0; i1 < nu1; i1++) {
		int32_t c1 = tasoc_rw_reader(g, u1, i1, m.var[1]);
		if (c1 < 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_CONV2D)
			continue;
		m.node[1] = v1.node;
		if (n1->attr[TASOC_CONV2D_STRIDE_H] != m.attr[0]) /* ?stride_h */
			continue;
		if (n1->attr[TASOC_CONV2D_STRIDE_W] != m.attr[1]) /* ?stride_w */
			continue;
		if (n1->attr[TASOC_CONV2D_PADDING] != m.attr[2]) /* ?padding */
			continue;
		if (n1->attr[TASOC_CONV2D_ACTIVATION] != m.attr[3]) /* ?activation */
			continue;
		tasoc_ref v1_0 = n1->in[0];
		tasoc_ref v1_1 = n1->in[1];
		m.var[2] = v1_0; /* ?z */
		if (!tasoc_ref_eq(v1_1, m.var[1])) /* ?y */
			continue;
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_acyclic(g, u, &m, 3, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv2d_conv2d__split0_conv2d_concat_split1_conv2d_concat_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 0 ?x ?z) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 0; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (conv2d ?stride_h ?stride_w ?padding ?activation (concat 0 ?x ?z) ?y) */
	int32_t a1[4];
	a1[TASOC_CONV2D_STRIDE_H] = m->attr[0]; /* stride_h */
	a1[TASOC_CONV2D_STRIDE_W] = m->attr[1]; /* stride_w */
	a1[TASOC_CONV2D_PADDING] = m->attr[2]; /* padding */
	a1[TASOC_CONV2D_ACTIVATION] = m->attr[3]; /* activation */
	const tasoc_ref i1[] = { t0, m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a1, 2, i1);
	/* (split0 0 (conv2d ?stride_h ?stride_w ?padding ?activation (concat 0 ?x ?z) ?y)) */
	int32_t a2[2];
	a2[TASOC_SPLIT_AXIS] = 0; /* axis */
	a2[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t1, a2[TASOC_SPLIT_AXIS]);
	const tasoc_ref i2[] = { t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a2, 1, i2);
	nw[0] = t2;
	nw[1] = tasoc_ref_make(t2.node, 1);
	return tasoc_rw_finish(&rw, "conv2d_conv2d__split0_conv2d_concat_split1_conv2d_concat_2", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
/*
 * conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_1
 *   (conv2d 1 1 same none (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (conv2d 1 1 same none (ewmul ?x ?y) (ewadd ?z ?z))
 * proved: conv_linear_x, conv_linear_w, ewmul_comm, ewmul_distrib
 */
static int match_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[1] = v0_0.node;
	for (int s0_0 = 0; s0_0 < 2; s0_0++) {
		if (s0_0 && tasoc_ref_eq(n0_0->in[0], n0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0 = n0_0->in[s0_0], v0_0_1 = n0_0->in[1 - s0_0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
		if (n0_0_1->op != TASOC_OP_EWADD)
			continue;
		m.node[2] = v0_0_1.node;
		for (int s0_0_1 = 0; s0_0_1 < 2; s0_0_1++) {
			if (s0_0_1 && tasoc_ref_eq(n0_0_1->in[0], n0_0_1->in[1]))
				break; /* the swap would find the same match */
			tasoc_ref v0_0_1_0 = n0_0_1->in[s0_0_1], v0_0_1_1 = n0_0_1->in[1 - s0_0_1];
			m.var[1] = v0_0_1_0; /* ?y */
			if (!tasoc_ref_eq(v0_0_1_1, m.var[1])) /* ?y */
				continue;
			m.var[2] = v0_1; /* ?z */
			const tasoc_ref roots[] = { v0 };
			if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
				continue;
			if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
				continue;
			int stop = visit(ctx, &m);
			if (stop)
				return stop;
		}
	}
	return 0;
}

static tasoc_status apply_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (ewadd ?z ?z) */
	const tasoc_ref i1[] = { m->var[2], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 1 1 same none (ewmul ?x ?y) (ewadd ?z ?z)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
/*
 * conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_10
 *   (conv2d 2 1 same relu (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (conv2d 2 1 same relu (ewmul ?x ?y) (ewadd ?z ?z))
 * proved: conv_linear_x, conv_linear_w, conv_relu_fuse, ewmul_comm, ewmul_distrib
 */
static int match_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_10(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[1] = v0_0.node;
	for (int s0_0 = 0; s0_0 < 2; s0_0++) {
		if (s0_0 && tasoc_ref_eq(n0_0->in[0], n0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0 = n0_0->in[s0_0], v0_0_1 = n0_0->in[1 - s0_0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
		if (n0_0_1->op != TASOC_OP_EWADD)
			continue;
		m.node[2] = v0_0_1.node;
		for (int s0_0_1 = 0; s0_0_1 < 2; s0_0_1++) {
			if (s0_0_1 && tasoc_ref_eq(n0_0_1->in[0], n0_0_1->in[1]))
				break; /* the swap would find the same match */
			tasoc_ref v0_0_1_0 = n0_0_1->in[s0_0_1], v0_0_1_1 = n0_0_1->in[1 - s0_0_1];
			m.var[1] = v0_0_1_0; /* ?y */
			if (!tasoc_ref_eq(v0_0_1_1, m.var[1])) /* ?y */
				continue;
			m.var[2] = v0_1; /* ?z */
			const tasoc_ref roots[] = { v0 };
			if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
				continue;
			if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
				continue;
			int stop = visit(ctx, &m);
			if (stop)
				return stop;
		}
	}
	return 0;
}

static tasoc_status apply_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_10(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (ewadd ?z ?z) */
	const tasoc_ref i1[] = { m->var[2], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 2 1 same relu (ewmul ?x ?y) (ewadd ?z ?z)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_10", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
/*
 * conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_11
 *   (conv2d 2 1 valid none (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (conv2d 2 1 valid none (ewmul ?x ?y) (ewadd ?z ?z))
 * proved: conv_linear_x, conv_linear_w, ewmul_comm, ewmul_distrib
 */
static int match_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_11(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[1] = v0_0.node;
	for (int s0_0 = 0; s0_0 < 2; s0_0++) {
		if (s0_0 && tasoc_ref_eq(n0_0->in[0], n0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0 = n0_0->in[s0_0], v0_0_1 = n0_0->in[1 - s0_0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
		if (n0_0_1->op != TASOC_OP_EWADD)
			continue;
		m.node[2] = v0_0_1.node;
		for (int s0_0_1 = 0; s0_0_1 < 2; s0_0_1++) {
			if (s0_0_1 && tasoc_ref_eq(n0_0_1->in[0], n0_0_1->in[1]))
				break; /* the swap would find the same match */
			tasoc_ref v0_0_1_0 = n0_0_1->in[s0_0_1], v0_0_1_1 = n0_0_1->in[1 - s0_0_1];
			m.var[1] = v0_0_1_0; /* ?y */
			if (!tasoc_ref_eq(v0_0_1_1, m.var[1])) /* ?y */
				continue;
			m.var[2] = v0_1; /* ?z */
			const tasoc_ref roots[] = { v0 };
			if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
				continue;
			if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
				continue;
			int stop = visit(ctx, &m);
			if (stop)
				return stop;
		}
	}
	return 0;
}

static tasoc_status apply_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_11(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (ewadd ?z ?z) */
	const tasoc_ref i1[] = { m->var[2], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 2 1 valid none (ewmul ?x ?y) (ewadd ?z ?z)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_11", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
/*
 * conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_12
 *   (conv2d 2 1 valid relu (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (conv2d 2 1 valid relu (ewmul ?x ?y) (ewadd ?z ?z))
 * proved: conv_linear_x, conv_linear_w, conv_relu_fuse, ewmul_comm, ewmul_distrib
 */
static int match_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_12(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[1] = v0_0.node;
	for (int s0_0 = 0; s0_0 < 2; s0_0++) {
		if (s0_0 && tasoc_ref_eq(n0_0->in[0], n0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0 = n0_0->in[s0_0], v0_0_1 = n0_0->in[1 - s0_0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
		if (n0_0_1->op != TASOC_OP_EWADD)
			continue;
		m.node[2] = v0_0_1.node;
		for (int s0_0_1 = 0; s0_0_1 < 2; s0_0_1++) {
			if (s0_0_1 && tasoc_ref_eq(n0_0_1->in[0], n0_0_1->in[1]))
				break; /* the swap would find the same match */
			tasoc_ref v0_0_1_0 = n0_0_1->in[s0_0_1], v0_0_1_1 = n0_0_1->in[1 - s0_0_1];
			m.var[1] = v0_0_1_0; /* ?y */
			if (!tasoc_ref_eq(v0_0_1_1, m.var[1])) /* ?y */
				continue;
			m.var[2] = v0_1; /* ?z */
			const tasoc_ref roots[] = { v0 };
			if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
				continue;
			if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
				continue;
			int stop = visit(ctx, &m);
			if (stop)
				return stop;
		}
	}
	return 0;
}

static tasoc_status apply_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_12(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (ewadd ?z ?z) */
	const tasoc_ref i1[] = { m->var[2], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 2 1 valid relu (ewmul ?x ?y) (ewadd ?z ?z)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_12", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
/*
 * conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_13
 *   (conv2d 2 2 same none (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (conv2d 2 2 same none (ewmul ?x ?y) (ewadd ?z ?z))
 * proved: conv_linear_x, conv_linear_w, ewmul_comm, ewmul_distrib
 */
static int match_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_13(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[1] = v0_0.node;
	for (int s0_0 = 0; s0_0 < 2; s0_0++) {
		if (s0_0 && tasoc_ref_eq(n0_0->in[0], n0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0 = n0_0->in[s0_0], v0_0_1 = n0_0->in[1 - s0_0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
		if (n0_0_1->op != TASOC_OP_EWADD)
			continue;
		m.node[2] = v0_0_1.node;
		for (int s0_0_1 = 0; s0_0_1 < 2; s0_0_1++) {
			if (s0_0_1 && tasoc_ref_eq(n0_0_1->in[0], n0_0_1->in[1]))
				break; /* the swap would find the same match */
			tasoc_ref v0_0_1_0 = n0_0_1->in[s0_0_1], v0_0_1_1 = n0_0_1->in[1 - s0_0_1];
			m.var[1] = v0_0_1_0; /* ?y */
			if (!tasoc_ref_eq(v0_0_1_1, m.var[1])) /* ?y */
				continue;
			m.var[2] = v0_1; /* ?z */
			const tasoc_ref roots[] = { v0 };
			if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
				continue;
			if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
				continue;
			int stop = visit(ctx, &m);
			if (stop)
				return stop;
		}
	}
	return 0;
}

static tasoc_status apply_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_13(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (ewadd ?z ?z) */
	const tasoc_ref i1[] = { m->var[2], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 2 2 same none (ewmul ?x ?y) (ewadd ?z ?z)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_13", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
/*
 * conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_14
 *   (conv2d 2 2 same relu (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (conv2d 2 2 same relu (ewmul ?x ?y) (ewadd ?z ?z))
 * proved: conv_linear_x, conv_linear_w, conv_relu_fuse, ewmul_comm, ewmul_distrib
 */
static int match_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_14(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[1] = v0_0.node;
	for (int s0_0 = 0; s0_0 < 2; s0_0++) {
		if (s0_0 && tasoc_ref_eq(n0_0->in[0], n0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0 = n0_0->in[s0_0], v0_0_1 = n0_0->in[1 - s0_0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
		if (n0_0_1->op != TASOC_OP_EWADD)
			continue;
		m.node[2] = v0_0_1.node;
		for (int s0_0_1 = 0; s0_0_1 < 2; s0_0_1++) {
			if (s0_0_1 && tasoc_ref_eq(n0_0_1->in[0], n0_0_1->in[1]))
				break; /* the swap would find the same match */
			tasoc_ref v0_0_1_0 = n0_0_1->in[s0_0_1], v0_0_1_1 = n0_0_1->in[1 - s0_0_1];
			m.var[1] = v0_0_1_0; /* ?y */
			if (!tasoc_ref_eq(v0_0_1_1, m.var[1])) /* ?y */
				continue;
			m.var[2] = v0_1; /* ?z */
			const tasoc_ref roots[] = { v0 };
			if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
				continue;
			if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
				continue;
			int stop = visit(ctx, &m);
			if (stop)
				return stop;
		}
	}
	return 0;
}

static tasoc_status apply_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_14(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (ewadd ?z ?z) */
	const tasoc_ref i1[] = { m->var[2], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 2 2 same relu (ewmul ?x ?y) (ewadd ?z ?z)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_14", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
/*
 * conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_15
 *   (conv2d 2 2 valid none (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (conv2d 2 2 valid none (ewmul ?x ?y) (ewadd ?z ?z))
 * proved: conv_linear_x, conv_linear_w, ewmul_comm, ewmul_distrib
 */
static int match_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_15(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[1] = v0_0.node;
	for (int s0_0 = 0; s0_0 < 2; s0_0++) {
		if (s0_0 && tasoc_ref_eq(n0_0->in[0], n0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0 = n0_0->in[s0_0], v0_0_1 = n0_0->in[1 - s0_0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
		if (n0_0_1->op != TASOC_OP_EWADD)
			continue;
		m.node[2] = v0_0_1.node;
		for (int s0_0_1 = 0; s0_0_1 < 2; s0_0_1++) {
			if (s0_0_1 && tasoc_ref_eq(n0_0_1->in[0], n0_0_1->in[1]))
				break; /* the swap would find the same match */
			tasoc_ref v0_0_1_0 = n0_0_1->in[s0_0_1], v0_0_1_1 = n0_0_1->in[1 - s0_0_1];
			m.var[1] = v0_0_1_0; /* ?y */
			if (!tasoc_ref_eq(v0_0_1_1, m.var[1])) /* ?y */
				continue;
			m.var[2] = v0_1; /* ?z */
			const tasoc_ref roots[] = { v0 };
			if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
				continue;
			if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
				continue;
			int stop = visit(ctx, &m);
			if (stop)
				return stop;
		}
	}
	return 0;
}

static tasoc_status apply_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_15(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (ewadd ?z ?z) */
	const tasoc_ref i1[] = { m->var[2], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 2 2 valid none (ewmul ?x ?y) (ewadd ?z ?z)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_15", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
/*
 * conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_2
 *   (conv2d 1 1 same relu (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (conv2d 1 1 same relu (ewmul ?x ?y) (ewadd ?z ?z))
 * proved: conv_linear_x, conv_linear_w, conv_relu_fuse, ewmul_comm, ewmul_distrib
 */
static int match_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[1] = v0_0.node;
	for (int s0_0 = 0; s0_0 < 2; s0_0++) {
		if (s0_0 && tasoc_ref_eq(n0_0->in[0], n0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0 = n0_0->in[s0_0], v0_0_1 = n0_0->in[1 - s0_0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
		if (n0_0_1->op != TASOC_OP_EWADD)
			continue;
		m.node[2] = v0_0_1.node;
		for (int s0_0_1 = 0; s0_0_1 < 2; s0_0_1++) {
			if (s0_0_1 && tasoc_ref_eq(n0_0_1->in[0], n0_0_1->in[1]))
				break; /* the swap would find the same match */
			tasoc_ref v0_0_1_0 = n0_0_1->in[s0_0_1], v0_0_1_1 = n0_0_1->in[1 - s0_0_1];
			m.var[1] = v0_0_1_0; /* ?y */
			if (!tasoc_ref_eq(v0_0_1_1, m.var[1])) /* ?y */
				continue;
			m.var[2] = v0_1; /* ?z */
			const tasoc_ref roots[] = { v0 };
			if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
				continue;
			if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
				continue;
			int stop = visit(ctx, &m);
			if (stop)
				return stop;
		}
	}
	return 0;
}

static tasoc_status apply_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (ewadd ?z ?z) */
	const tasoc_ref i1[] = { m->var[2], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 1 1 same relu (ewmul ?x ?y) (ewadd ?z ?z)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
/*
 * conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_3
 *   (conv2d 1 1 valid none (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (conv2d 1 1 valid none (ewmul ?x ?y) (ewadd ?z ?z))
 * proved: conv_linear_x, conv_linear_w, ewmul_comm, ewmul_distrib
 */
static int match_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_3(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[1] = v0_0.node;
	for (int s0_0 = 0; s0_0 < 2; s0_0++) {
		if (s0_0 && tasoc_ref_eq(n0_0->in[0], n0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0 = n0_0->in[s0_0], v0_0_1 = n0_0->in[1 - s0_0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
		if (n0_0_1->op != TASOC_OP_EWADD)
			continue;
		m.node[2] = v0_0_1.node;
		for (int s0_0_1 = 0; s0_0_1 < 2; s0_0_1++) {
			if (s0_0_1 && tasoc_ref_eq(n0_0_1->in[0], n0_0_1->in[1]))
				break; /* the swap would find the same match */
			tasoc_ref v0_0_1_0 = n0_0_1->in[s0_0_1], v0_0_1_1 = n0_0_1->in[1 - s0_0_1];
			m.var[1] = v0_0_1_0; /* ?y */
			if (!tasoc_ref_eq(v0_0_1_1, m.var[1])) /* ?y */
				continue;
			m.var[2] = v0_1; /* ?z */
			const tasoc_ref roots[] = { v0 };
			if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
				continue;
			if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
				continue;
			int stop = visit(ctx, &m);
			if (stop)
				return stop;
		}
	}
	return 0;
}

static tasoc_status apply_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_3(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (ewadd ?z ?z) */
	const tasoc_ref i1[] = { m->var[2], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 1 1 valid none (ewmul ?x ?y) (ewadd ?z ?z)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_3", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
/*
 * conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_4
 *   (conv2d 1 1 valid relu (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (conv2d 1 1 valid relu (ewmul ?x ?y) (ewadd ?z ?z))
 * proved: conv_linear_x, conv_linear_w, conv_relu_fuse, ewmul_comm, ewmul_distrib
 */
static int match_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_4(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[1] = v0_0.node;
	for (int s0_0 = 0; s0_0 < 2; s0_0++) {
		if (s0_0 && tasoc_ref_eq(n0_0->in[0], n0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0 = n0_0->in[s0_0], v0_0_1 = n0_0->in[1 - s0_0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
		if (n0_0_1->op != TASOC_OP_EWADD)
			continue;
		m.node[2] = v0_0_1.node;
		for (int s0_0_1 = 0; s0_0_1 < 2; s0_0_1++) {
			if (s0_0_1 && tasoc_ref_eq(n0_0_1->in[0], n0_0_1->in[1]))
				break; /* the swap would find the same match */
			tasoc_ref v0_0_1_0 = n0_0_1->in[s0_0_1], v0_0_1_1 = n0_0_1->in[1 - s0_0_1];
			m.var[1] = v0_0_1_0; /* ?y */
			if (!tasoc_ref_eq(v0_0_1_1, m.var[1])) /* ?y */
				continue;
			m.var[2] = v0_1; /* ?z */
			const tasoc_ref roots[] = { v0 };
			if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
				continue;
			if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
				continue;
			int stop = visit(ctx, &m);
			if (stop)
				return stop;
		}
	}
	return 0;
}

static tasoc_status apply_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_4(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (ewadd ?z ?z) */
	const tasoc_ref i1[] = { m->var[2], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 1 1 valid relu (ewmul ?x ?y) (ewadd ?z ?z)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_4", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
/*
 * conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_5
 *   (conv2d 1 2 same none (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (conv2d 1 2 same none (ewmul ?x ?y) (ewadd ?z ?z))
 * proved: conv_linear_x, conv_linear_w, ewmul_comm, ewmul_distrib
 */
static int match_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_5(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[1] = v0_0.node;
	for (int s0_0 = 0; s0_0 < 2; s0_0++) {
		if (s0_0 && tasoc_ref_eq(n0_0->in[0], n0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0 = n0_0->in[s0_0], v0_0_1 = n0_0->in[1 - s0_0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
		if (n0_0_1->op != TASOC_OP_EWADD)
			continue;
		m.node[2] = v0_0_1.node;
		for (int s0_0_1 = 0; s0_0_1 < 2; s0_0_1++) {
			if (s0_0_1 && tasoc_ref_eq(n0_0_1->in[0], n0_0_1->in[1]))
				break; /* the swap would find the same match */
			tasoc_ref v0_0_1_0 = n0_0_1->in[s0_0_1], v0_0_1_1 = n0_0_1->in[1 - s0_0_1];
			m.var[1] = v0_0_1_0; /* ?y */
			if (!tasoc_ref_eq(v0_0_1_1, m.var[1])) /* ?y */
				continue;
			m.var[2] = v0_1; /* ?z */
			const tasoc_ref roots[] = { v0 };
			if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
				continue;
			if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
				continue;
			int stop = visit(ctx, &m);
			if (stop)
				return stop;
		}
	}
	return 0;
}

static tasoc_status apply_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_5(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (ewadd ?z ?z) */
	const tasoc_ref i1[] = { m->var[2], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 1 2 same none (ewmul ?x ?y) (ewadd ?z ?z)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_5", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
/*
 * conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_6
 *   (conv2d 1 2 same relu (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (conv2d 1 2 same relu (ewmul ?x ?y) (ewadd ?z ?z))
 * proved: conv_linear_x, conv_linear_w, conv_relu_fuse, ewmul_comm, ewmul_distrib
 */
static int match_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_6(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[1] = v0_0.node;
	for (int s0_0 = 0; s0_0 < 2; s0_0++) {
		if (s0_0 && tasoc_ref_eq(n0_0->in[0], n0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0 = n0_0->in[s0_0], v0_0_1 = n0_0->in[1 - s0_0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
		if (n0_0_1->op != TASOC_OP_EWADD)
			continue;
		m.node[2] = v0_0_1.node;
		for (int s0_0_1 = 0; s0_0_1 < 2; s0_0_1++) {
			if (s0_0_1 && tasoc_ref_eq(n0_0_1->in[0], n0_0_1->in[1]))
				break; /* the swap would find the same match */
			tasoc_ref v0_0_1_0 = n0_0_1->in[s0_0_1], v0_0_1_1 = n0_0_1->in[1 - s0_0_1];
			m.var[1] = v0_0_1_0; /* ?y */
			if (!tasoc_ref_eq(v0_0_1_1, m.var[1])) /* ?y */
				continue;
			m.var[2] = v0_1; /* ?z */
			const tasoc_ref roots[] = { v0 };
			if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
				continue;
			if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
				continue;
			int stop = visit(ctx, &m);
			if (stop)
				return stop;
		}
	}
	return 0;
}

static tasoc_status apply_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_6(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (ewadd ?z ?z) */
	const tasoc_ref i1[] = { m->var[2], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 1 2 same relu (ewmul ?x ?y) (ewadd ?z ?z)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_6", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
/*
 * conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_7
 *   (conv2d 1 2 valid none (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (conv2d 1 2 valid none (ewmul ?x ?y) (ewadd ?z ?z))
 * proved: conv_linear_x, conv_linear_w, ewmul_comm, ewmul_distrib
 */
static int match_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_7(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[1] = v0_0.node;
	for (int s0_0 = 0; s0_0 < 2; s0_0++) {
		if (s0_0 && tasoc_ref_eq(n0_0->in[0], n0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0 = n0_0->in[s0_0], v0_0_1 = n0_0->in[1 - s0_0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
		if (n0_0_1->op != TASOC_OP_EWADD)
			continue;
		m.node[2] = v0_0_1.node;
		for (int s0_0_1 = 0; s0_0_1 < 2; s0_0_1++) {
			if (s0_0_1 && tasoc_ref_eq(n0_0_1->in[0], n0_0_1->in[1]))
				break; /* the swap would find the same match */
			tasoc_ref v0_0_1_0 = n0_0_1->in[s0_0_1], v0_0_1_1 = n0_0_1->in[1 - s0_0_1];
			m.var[1] = v0_0_1_0; /* ?y */
			if (!tasoc_ref_eq(v0_0_1_1, m.var[1])) /* ?y */
				continue;
			m.var[2] = v0_1; /* ?z */
			const tasoc_ref roots[] = { v0 };
			if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
				continue;
			if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
				continue;
			int stop = visit(ctx, &m);
			if (stop)
				return stop;
		}
	}
	return 0;
}

static tasoc_status apply_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_7(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (ewadd ?z ?z) */
	const tasoc_ref i1[] = { m->var[2], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 1 2 valid none (ewmul ?x ?y) (ewadd ?z ?z)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_7", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
/*
 * conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_8
 *   (conv2d 1 2 valid relu (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (conv2d 1 2 valid relu (ewmul ?x ?y) (ewadd ?z ?z))
 * proved: conv_linear_x, conv_linear_w, conv_relu_fuse, ewmul_comm, ewmul_distrib
 */
static int match_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_8(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[1] = v0_0.node;
	for (int s0_0 = 0; s0_0 < 2; s0_0++) {
		if (s0_0 && tasoc_ref_eq(n0_0->in[0], n0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0 = n0_0->in[s0_0], v0_0_1 = n0_0->in[1 - s0_0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
		if (n0_0_1->op != TASOC_OP_EWADD)
			continue;
		m.node[2] = v0_0_1.node;
		for (int s0_0_1 = 0; s0_0_1 < 2; s0_0_1++) {
			if (s0_0_1 && tasoc_ref_eq(n0_0_1->in[0], n0_0_1->in[1]))
				break; /* the swap would find the same match */
			tasoc_ref v0_0_1_0 = n0_0_1->in[s0_0_1], v0_0_1_1 = n0_0_1->in[1 - s0_0_1];
			m.var[1] = v0_0_1_0; /* ?y */
			if (!tasoc_ref_eq(v0_0_1_1, m.var[1])) /* ?y */
				continue;
			m.var[2] = v0_1; /* ?z */
			const tasoc_ref roots[] = { v0 };
			if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
				continue;
			if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
				continue;
			int stop = visit(ctx, &m);
			if (stop)
				return stop;
		}
	}
	return 0;
}

static tasoc_status apply_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_8(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (ewadd ?z ?z) */
	const tasoc_ref i1[] = { m->var[2], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 1 2 valid relu (ewmul ?x ?y) (ewadd ?z ?z)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_8", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
/*
 * conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_9
 *   (conv2d 2 1 same none (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (conv2d 2 1 same none (ewmul ?x ?y) (ewadd ?z ?z))
 * proved: conv_linear_x, conv_linear_w, ewmul_comm, ewmul_distrib
 */
static int match_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_9(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[1] = v0_0.node;
	for (int s0_0 = 0; s0_0 < 2; s0_0++) {
		if (s0_0 && tasoc_ref_eq(n0_0->in[0], n0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0 = n0_0->in[s0_0], v0_0_1 = n0_0->in[1 - s0_0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
		if (n0_0_1->op != TASOC_OP_EWADD)
			continue;
		m.node[2] = v0_0_1.node;
		for (int s0_0_1 = 0; s0_0_1 < 2; s0_0_1++) {
			if (s0_0_1 && tasoc_ref_eq(n0_0_1->in[0], n0_0_1->in[1]))
				break; /* the swap would find the same match */
			tasoc_ref v0_0_1_0 = n0_0_1->in[s0_0_1], v0_0_1_1 = n0_0_1->in[1 - s0_0_1];
			m.var[1] = v0_0_1_0; /* ?y */
			if (!tasoc_ref_eq(v0_0_1_1, m.var[1])) /* ?y */
				continue;
			m.var[2] = v0_1; /* ?z */
			const tasoc_ref roots[] = { v0 };
			if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
				continue;
			if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
				continue;
			int stop = visit(ctx, &m);
			if (stop)
				return stop;
		}
	}
	return 0;
}

static tasoc_status apply_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_9(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (ewadd ?z ?z) */
	const tasoc_ref i1[] = { m->var[2], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 2 1 same none (ewmul ?x ?y) (ewadd ?z ?z)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_9", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_IDKERNEL))
/*
 * conv2d_idkernel___1
 *   (conv2d 1 1 same none ?x (idkernel 1 ?x))  =>  ?x
 * proved: conv_identity
 */
static int match_conv2d_idkernel___1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_IDKERNEL)
		return 0;
	m.node[1] = v0_1.node;
	if (n0_1->attr[TASOC_IDKERNEL_K] != 1)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	if (!tasoc_ref_eq(v0_1_0, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_conv2d_idkernel___1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	nw[0] = m->var[0];
	return tasoc_rw_finish(&rw, "conv2d_idkernel___1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_IDKERNEL))
/*
 * conv2d_idkernel___2
 *   (conv2d 1 1 same none ?x (idkernel 3 ?x))  =>  ?x
 * proved: conv_identity
 */
static int match_conv2d_idkernel___2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_IDKERNEL)
		return 0;
	m.node[1] = v0_1.node;
	if (n0_1->attr[TASOC_IDKERNEL_K] != 3)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	if (!tasoc_ref_eq(v0_1_0, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_conv2d_idkernel___2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	nw[0] = m->var[0];
	return tasoc_rw_finish(&rw, "conv2d_idkernel___2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_IDKERNEL) && defined(TASOC_RULE_OP_RELU))
/*
 * conv2d_idkernel__relu_1
 *   (conv2d 1 1 same relu ?x (idkernel 1 ?x))  =>  (relu ?x)
 * proved: conv_relu_fuse, conv_identity
 */
static int match_conv2d_idkernel__relu_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_IDKERNEL)
		return 0;
	m.node[1] = v0_1.node;
	if (n0_1->attr[TASOC_IDKERNEL_K] != 1)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	if (!tasoc_ref_eq(v0_1_0, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_conv2d_idkernel__relu_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (relu ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_RELU, NULL, 1, i0);
	nw[0] = t0;
	return tasoc_rw_finish(&rw, "conv2d_idkernel__relu_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_IDKERNEL) && defined(TASOC_RULE_OP_RELU))
/*
 * conv2d_idkernel__relu_2
 *   (conv2d 1 1 same relu ?x (idkernel 3 ?x))  =>  (relu ?x)
 * proved: conv_relu_fuse, conv_identity
 */
static int match_conv2d_idkernel__relu_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_IDKERNEL)
		return 0;
	m.node[1] = v0_1.node;
	if (n0_1->attr[TASOC_IDKERNEL_K] != 3)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	if (!tasoc_ref_eq(v0_1_0, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_conv2d_idkernel__relu_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (relu ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_RELU, NULL, 1, i0);
	nw[0] = t0;
	return tasoc_rw_finish(&rw, "conv2d_idkernel__relu_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_POOLKERNEL))
/*
 * conv2d_poolkernel__avgpool2d_1
 *   (conv2d 1 1 same none ?x (poolkernel 3 3 ?x))  =>  (avgpool2d 3 3 1 1 same 1 ?x)
 * proved: avgpool_as_conv_padded
 */
static int match_conv2d_poolkernel__avgpool2d_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_POOLKERNEL)
		return 0;
	m.node[1] = v0_1.node;
	if (n0_1->attr[TASOC_POOLKERNEL_KERNEL_H] != 3)
		return 0;
	if (n0_1->attr[TASOC_POOLKERNEL_KERNEL_W] != 3)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	if (!tasoc_ref_eq(v0_1_0, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_conv2d_poolkernel__avgpool2d_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 same 1 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 1; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	nw[0] = t0;
	return tasoc_rw_finish(&rw, "conv2d_poolkernel__avgpool2d_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_POOLKERNEL))
/*
 * conv2d_poolkernel__avgpool2d_2
 *   (conv2d 1 1 valid none ?x (poolkernel 3 3 ?x))  =>  (avgpool2d 3 3 1 1 valid 0 ?x)
 * proved: avgpool_as_conv_valid
 */
static int match_conv2d_poolkernel__avgpool2d_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_POOLKERNEL)
		return 0;
	m.node[1] = v0_1.node;
	if (n0_1->attr[TASOC_POOLKERNEL_KERNEL_H] != 3)
		return 0;
	if (n0_1->attr[TASOC_POOLKERNEL_KERNEL_W] != 3)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	if (!tasoc_ref_eq(v0_1_0, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_conv2d_poolkernel__avgpool2d_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (avgpool2d 3 3 1 1 valid 0 ?x) */
	int32_t a0[6];
	a0[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a0[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a0[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a0, 1, i0);
	nw[0] = t0;
	return tasoc_rw_finish(&rw, "conv2d_poolkernel__avgpool2d_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_IDKERNEL) && defined(TASOC_RULE_OP_RELU))
/*
 * conv2d_relu_idkernel__relu_1
 *   (conv2d 1 1 same relu (relu ?x) (idkernel 1 ?x))  =>  (relu ?x)
 * proved: conv_relu_fuse, conv_identity, idkernel_relu, relu_idempotent
 */
static int match_conv2d_relu_idkernel__relu_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_RELU)
		return 0;
	m.node[1] = v0_0.node;
	tasoc_ref v0_0_0 = n0_0->in[0];
	m.var[0] = v0_0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_IDKERNEL)
		return 0;
	m.node[2] = v0_1.node;
	if (n0_1->attr[TASOC_IDKERNEL_K] != 1)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	if (!tasoc_ref_eq(v0_1_0, m.var[0])) /* ?x */
		return 0;
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

static tasoc_status apply_conv2d_relu_idkernel__relu_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (relu ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_RELU, NULL, 1, i0);
	nw[0] = t0;
	return tasoc_rw_finish(&rw, "conv2d_relu_idkernel__relu_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_IDKERNEL) && defined(TASOC_RULE_OP_RELU))
/*
 * conv2d_relu_idkernel__relu_2
 *   (conv2d 1 1 same relu (relu ?x) (idkernel 3 ?x))  =>  (relu ?x)
 * proved: conv_relu_fuse, conv_identity, idkernel_relu, relu_idempotent
 */
static int match_conv2d_relu_idkernel__relu_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_RELU)
		return 0;
	m.node[1] = v0_0.node;
	tasoc_ref v0_0_0 = n0_0->in[0];
	m.var[0] = v0_0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_IDKERNEL)
		return 0;
	m.node[2] = v0_1.node;
	if (n0_1->attr[TASOC_IDKERNEL_K] != 3)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	if (!tasoc_ref_eq(v0_1_0, m.var[0])) /* ?x */
		return 0;
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

static tasoc_status apply_conv2d_relu_idkernel__relu_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (relu ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_RELU, NULL, 1, i0);
	nw[0] = t0;
	return tasoc_rw_finish(&rw, "conv2d_relu_idkernel__relu_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
/*
 * conv2d_relu_ones__conv2d_ones_1
 *   (conv2d 1 1 same none ?x (relu (ones ?x)))  =>  (conv2d 1 1 same none ?x (ones ?x))
 * proved: relu_ones
 */
static int match_conv2d_relu_ones__conv2d_ones_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_RELU)
		return 0;
	m.node[1] = v0_1.node;
	tasoc_ref v0_1_0 = n0_1->in[0];
	const tasoc_node *n0_1_0 = &g->nodes[v0_1_0.node];
	if (n0_1_0->op != TASOC_OP_ONES)
		return 0;
	m.node[2] = v0_1_0.node;
	tasoc_ref v0_1_0_0 = n0_1_0->in[0];
	if (!tasoc_ref_eq(v0_1_0_0, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_1_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_conv2d_relu_ones__conv2d_ones_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ones ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_ONES, NULL, 1, i0);
	/* (conv2d 1 1 same none ?x (ones ?x)) */
	int32_t a1[4];
	a1[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a1[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "conv2d_relu_ones__conv2d_ones_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
/*
 * conv2d_relu_ones__conv2d_ones_10
 *   (conv2d 2 2 same none ?x (relu (ones ?x)))  =>  (conv2d 2 2 same none ?x (ones ?x))
 * proved: relu_ones
 */
static int match_conv2d_relu_ones__conv2d_ones_10(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_RELU)
		return 0;
	m.node[1] = v0_1.node;
	tasoc_ref v0_1_0 = n0_1->in[0];
	const tasoc_node *n0_1_0 = &g->nodes[v0_1_0.node];
	if (n0_1_0->op != TASOC_OP_ONES)
		return 0;
	m.node[2] = v0_1_0.node;
	tasoc_ref v0_1_0_0 = n0_1_0->in[0];
	if (!tasoc_ref_eq(v0_1_0_0, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_1_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_conv2d_relu_ones__conv2d_ones_10(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ones ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_ONES, NULL, 1, i0);
	/* (conv2d 2 2 same none ?x (ones ?x)) */
	int32_t a1[4];
	a1[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a1[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a1[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a1[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "conv2d_relu_ones__conv2d_ones_10", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
/*
 * conv2d_relu_ones__conv2d_ones_11
 *   (conv2d 2 2 same relu ?x (relu (ones ?x)))  =>  (conv2d 2 2 same relu ?x (ones ?x))
 * proved: relu_ones
 */
static int match_conv2d_relu_ones__conv2d_ones_11(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_RELU)
		return 0;
	m.node[1] = v0_1.node;
	tasoc_ref v0_1_0 = n0_1->in[0];
	const tasoc_node *n0_1_0 = &g->nodes[v0_1_0.node];
	if (n0_1_0->op != TASOC_OP_ONES)
		return 0;
	m.node[2] = v0_1_0.node;
	tasoc_ref v0_1_0_0 = n0_1_0->in[0];
	if (!tasoc_ref_eq(v0_1_0_0, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_1_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_conv2d_relu_ones__conv2d_ones_11(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ones ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_ONES, NULL, 1, i0);
	/* (conv2d 2 2 same relu ?x (ones ?x)) */
	int32_t a1[4];
	a1[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a1[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a1[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a1[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "conv2d_relu_ones__conv2d_ones_11", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
/*
 * conv2d_relu_ones__conv2d_ones_2
 *   (conv2d 1 1 same relu ?x (relu (ones ?x)))  =>  (conv2d 1 1 same relu ?x (ones ?x))
 * proved: relu_ones
 */
static int match_conv2d_relu_ones__conv2d_ones_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_RELU)
		return 0;
	m.node[1] = v0_1.node;
	tasoc_ref v0_1_0 = n0_1->in[0];
	const tasoc_node *n0_1_0 = &g->nodes[v0_1_0.node];
	if (n0_1_0->op != TASOC_OP_ONES)
		return 0;
	m.node[2] = v0_1_0.node;
	tasoc_ref v0_1_0_0 = n0_1_0->in[0];
	if (!tasoc_ref_eq(v0_1_0_0, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_1_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_conv2d_relu_ones__conv2d_ones_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ones ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_ONES, NULL, 1, i0);
	/* (conv2d 1 1 same relu ?x (ones ?x)) */
	int32_t a1[4];
	a1[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a1[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "conv2d_relu_ones__conv2d_ones_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
/*
 * conv2d_relu_ones__conv2d_ones_3
 *   (conv2d 1 1 valid none ?x (relu (ones ?x)))  =>  (conv2d 1 1 valid none ?x (ones ?x))
 * proved: relu_ones
 */
static int match_conv2d_relu_ones__conv2d_ones_3(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_RELU)
		return 0;
	m.node[1] = v0_1.node;
	tasoc_ref v0_1_0 = n0_1->in[0];
	const tasoc_node *n0_1_0 = &g->nodes[v0_1_0.node];
	if (n0_1_0->op != TASOC_OP_ONES)
		return 0;
	m.node[2] = v0_1_0.node;
	tasoc_ref v0_1_0_0 = n0_1_0->in[0];
	if (!tasoc_ref_eq(v0_1_0_0, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_1_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_conv2d_relu_ones__conv2d_ones_3(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ones ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_ONES, NULL, 1, i0);
	/* (conv2d 1 1 valid none ?x (ones ?x)) */
	int32_t a1[4];
	a1[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_CONV2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a1[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "conv2d_relu_ones__conv2d_ones_3", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
/*
 * conv2d_relu_ones__conv2d_ones_4
 *   (conv2d 1 2 same none ?x (relu (ones ?x)))  =>  (conv2d 1 2 same none ?x (ones ?x))
 * proved: relu_ones
 */
static int match_conv2d_relu_ones__conv2d_ones_4(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_RELU)
		return 0;
	m.node[1] = v0_1.node;
	tasoc_ref v0_1_0 = n0_1->in[0];
	const tasoc_node *n0_1_0 = &g->nodes[v0_1_0.node];
	if (n0_1_0->op != TASOC_OP_ONES)
		return 0;
	m.node[2] = v0_1_0.node;
	tasoc_ref v0_1_0_0 = n0_1_0->in[0];
	if (!tasoc_ref_eq(v0_1_0_0, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_1_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_conv2d_relu_ones__conv2d_ones_4(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ones ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_ONES, NULL, 1, i0);
	/* (conv2d 1 2 same none ?x (ones ?x)) */
	int32_t a1[4];
	a1[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a1[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a1[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "conv2d_relu_ones__conv2d_ones_4", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
/*
 * conv2d_relu_ones__conv2d_ones_5
 *   (conv2d 1 2 same relu ?x (relu (ones ?x)))  =>  (conv2d 1 2 same relu ?x (ones ?x))
 * proved: relu_ones
 */
static int match_conv2d_relu_ones__conv2d_ones_5(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_RELU)
		return 0;
	m.node[1] = v0_1.node;
	tasoc_ref v0_1_0 = n0_1->in[0];
	const tasoc_node *n0_1_0 = &g->nodes[v0_1_0.node];
	if (n0_1_0->op != TASOC_OP_ONES)
		return 0;
	m.node[2] = v0_1_0.node;
	tasoc_ref v0_1_0_0 = n0_1_0->in[0];
	if (!tasoc_ref_eq(v0_1_0_0, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_1_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_conv2d_relu_ones__conv2d_ones_5(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ones ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_ONES, NULL, 1, i0);
	/* (conv2d 1 2 same relu ?x (ones ?x)) */
	int32_t a1[4];
	a1[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_CONV2D_STRIDE_W] = 2; /* stride_w */
	a1[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a1[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "conv2d_relu_ones__conv2d_ones_5", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
/*
 * conv2d_relu_ones__conv2d_ones_7
 *   (conv2d 2 1 same none ?x (relu (ones ?x)))  =>  (conv2d 2 1 same none ?x (ones ?x))
 * proved: relu_ones
 */
static int match_conv2d_relu_ones__conv2d_ones_7(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_RELU)
		return 0;
	m.node[1] = v0_1.node;
	tasoc_ref v0_1_0 = n0_1->in[0];
	const tasoc_node *n0_1_0 = &g->nodes[v0_1_0.node];
	if (n0_1_0->op != TASOC_OP_ONES)
		return 0;
	m.node[2] = v0_1_0.node;
	tasoc_ref v0_1_0_0 = n0_1_0->in[0];
	if (!tasoc_ref_eq(v0_1_0_0, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_1_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_conv2d_relu_ones__conv2d_ones_7(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ones ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_ONES, NULL, 1, i0);
	/* (conv2d 2 1 same none ?x (ones ?x)) */
	int32_t a1[4];
	a1[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a1[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a1[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "conv2d_relu_ones__conv2d_ones_7", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
/*
 * conv2d_relu_ones__conv2d_ones_8
 *   (conv2d 2 1 same relu ?x (relu (ones ?x)))  =>  (conv2d 2 1 same relu ?x (ones ?x))
 * proved: relu_ones
 */
static int match_conv2d_relu_ones__conv2d_ones_8(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_CONV2D_STRIDE_H] != 2)
		return 0;
	if (n0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_RELU)
		return 0;
	m.node[1] = v0_1.node;
	tasoc_ref v0_1_0 = n0_1->in[0];
	const tasoc_node *n0_1_0 = &g->nodes[v0_1_0.node];
	if (n0_1_0->op != TASOC_OP_ONES)
		return 0;
	m.node[2] = v0_1_0.node;
	tasoc_ref v0_1_0_0 = n0_1_0->in[0];
	if (!tasoc_ref_eq(v0_1_0_0, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_1_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_conv2d_relu_ones__conv2d_ones_8(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ones ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_ONES, NULL, 1, i0);
	/* (conv2d 2 1 same relu ?x (ones ?x)) */
	int32_t a1[4];
	a1[TASOC_CONV2D_STRIDE_H] = 2; /* stride_h */
	a1[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a1[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "conv2d_relu_ones__conv2d_ones_8", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D))
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

static tasoc_status apply_conv_concat_shared(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
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

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
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

static tasoc_status apply_conv_ewadd_weights(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
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

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_IDKERNEL))
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

static tasoc_status apply_conv_identity_residual(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
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

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_SPLIT))
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
		if (!tasoc_rw_acyclic(g, u, &m, 3, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_conv_merge_weights(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
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

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_RELU))
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

static tasoc_status apply_conv_relu_fuse(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
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

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * ewadd_avgpool2d_avgpool2d__avgpool2d_ewadd_1
 *   (ewadd (avgpool2d 3 3 1 1 same 0 ?x) (avgpool2d 3 3 1 1 same 0 ?y))  =>  (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?y))
 * proved: avgpool_linear
 */
static int match_ewadd_avgpool2d_avgpool2d__avgpool2d_ewadd_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
		if (n0_0->op != TASOC_OP_AVGPOOL2D)
			continue;
		m.node[1] = v0_0.node;
		if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
			continue;
		if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
			continue;
		if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
			continue;
		if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
			continue;
		if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
			continue;
		if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
			continue;
		tasoc_ref v0_0_0 = n0_0->in[0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_AVGPOOL2D)
			continue;
		m.node[2] = v0_1.node;
		if (n0_1->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
			continue;
		if (n0_1->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
			continue;
		if (n0_1->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
			continue;
		if (n0_1->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
			continue;
		if (n0_1->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
			continue;
		if (n0_1->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
			continue;
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

static tasoc_status apply_ewadd_avgpool2d_avgpool2d__avgpool2d_ewadd_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewadd ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?y)) */
	int32_t a1[6];
	a1[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a1[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a1[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a1[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a1, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "ewadd_avgpool2d_avgpool2d__avgpool2d_ewadd_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * ewadd_avgpool2d_avgpool2d__avgpool2d_ewadd_2
 *   (ewadd (avgpool2d 3 3 1 1 same 1 ?x) (avgpool2d 3 3 1 1 same 1 ?y))  =>  (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?y))
 * proved: avgpool_linear
 */
static int match_ewadd_avgpool2d_avgpool2d__avgpool2d_ewadd_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
		if (n0_0->op != TASOC_OP_AVGPOOL2D)
			continue;
		m.node[1] = v0_0.node;
		if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
			continue;
		if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
			continue;
		if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
			continue;
		if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
			continue;
		if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
			continue;
		if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 1)
			continue;
		tasoc_ref v0_0_0 = n0_0->in[0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_AVGPOOL2D)
			continue;
		m.node[2] = v0_1.node;
		if (n0_1->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
			continue;
		if (n0_1->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
			continue;
		if (n0_1->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
			continue;
		if (n0_1->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
			continue;
		if (n0_1->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
			continue;
		if (n0_1->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 1)
			continue;
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

static tasoc_status apply_ewadd_avgpool2d_avgpool2d__avgpool2d_ewadd_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewadd ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?y)) */
	int32_t a1[6];
	a1[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a1[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a1[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a1[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 1; /* count_include_pad */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a1, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "ewadd_avgpool2d_avgpool2d__avgpool2d_ewadd_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * ewadd_avgpool2d_avgpool2d__avgpool2d_ewadd_3
 *   (ewadd (avgpool2d 3 3 1 1 valid 0 ?x) (avgpool2d 3 3 1 1 valid 0 ?y))  =>  (avgpool2d 3 3 1 1 valid 0 (ewadd ?x ?y))
 * proved: avgpool_linear
 */
static int match_ewadd_avgpool2d_avgpool2d__avgpool2d_ewadd_3(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
		if (n0_0->op != TASOC_OP_AVGPOOL2D)
			continue;
		m.node[1] = v0_0.node;
		if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
			continue;
		if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
			continue;
		if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
			continue;
		if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
			continue;
		if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_VALID)
			continue;
		if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
			continue;
		tasoc_ref v0_0_0 = n0_0->in[0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_AVGPOOL2D)
			continue;
		m.node[2] = v0_1.node;
		if (n0_1->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
			continue;
		if (n0_1->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
			continue;
		if (n0_1->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
			continue;
		if (n0_1->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
			continue;
		if (n0_1->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_VALID)
			continue;
		if (n0_1->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
			continue;
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

static tasoc_status apply_ewadd_avgpool2d_avgpool2d__avgpool2d_ewadd_3(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewadd ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (avgpool2d 3 3 1 1 valid 0 (ewadd ?x ?y)) */
	int32_t a1[6];
	a1[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a1[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a1[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a1[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a1, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "ewadd_avgpool2d_avgpool2d__avgpool2d_ewadd_3", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EWADD))
/*
 * ewadd_concat_concat__concat_ewadd_ewadd_1
 *   (ewadd (concat ?axis ?x ?x) (concat ?axis ?y ?z))  =>  (concat ?axis (ewadd ?x ?y) (ewadd ?x ?z))
 * proved: concat_ewadd
 */
static int match_ewadd_concat_concat__concat_ewadd_ewadd_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
		m.attr[0] = n0_0->attr[TASOC_CONCAT_AXIS]; /* ?axis */
		tasoc_ref v0_0_0 = n0_0->in[0];
		tasoc_ref v0_0_1 = n0_0->in[1];
		m.var[0] = v0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_1, m.var[0])) /* ?x */
			continue;
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_CONCAT)
			continue;
		m.node[2] = v0_1.node;
		if (n0_1->attr[TASOC_CONCAT_AXIS] != m.attr[0]) /* ?axis */
			continue;
		tasoc_ref v0_1_0 = n0_1->in[0];
		tasoc_ref v0_1_1 = n0_1->in[1];
		m.var[1] = v0_1_0; /* ?y */
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

static tasoc_status apply_ewadd_concat_concat__concat_ewadd_ewadd_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewadd ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (ewadd ?x ?z) */
	const tasoc_ref i1[] = { m->var[0], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (concat ?axis (ewadd ?x ?y) (ewadd ?x ?z)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = m->attr[0]; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "ewadd_concat_concat__concat_ewadd_ewadd_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EWADD))
/*
 * ewadd_concat_concat__concat_ewadd_ewadd_2
 *   (ewadd (concat ?axis ?x ?y) (concat ?axis ?x ?z))  =>  (concat ?axis (ewadd ?x ?x) (ewadd ?y ?z))
 * proved: concat_ewadd
 */
static int match_ewadd_concat_concat__concat_ewadd_ewadd_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
		m.attr[0] = n0_0->attr[TASOC_CONCAT_AXIS]; /* ?axis */
		tasoc_ref v0_0_0 = n0_0->in[0];
		tasoc_ref v0_0_1 = n0_0->in[1];
		m.var[0] = v0_0_0; /* ?x */
		m.var[1] = v0_0_1; /* ?y */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_CONCAT)
			continue;
		m.node[2] = v0_1.node;
		if (n0_1->attr[TASOC_CONCAT_AXIS] != m.attr[0]) /* ?axis */
			continue;
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

static tasoc_status apply_ewadd_concat_concat__concat_ewadd_ewadd_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewadd ?x ?x) */
	const tasoc_ref i0[] = { m->var[0], m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (ewadd ?y ?z) */
	const tasoc_ref i1[] = { m->var[1], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (concat ?axis (ewadd ?x ?x) (ewadd ?y ?z)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = m->attr[0]; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "ewadd_concat_concat__concat_ewadd_ewadd_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EWADD))
/*
 * ewadd_concat_concat__concat_ewadd_ewadd_3
 *   (ewadd (concat ?axis ?x ?y) (concat ?axis ?y ?z))  =>  (concat ?axis (ewadd ?x ?y) (ewadd ?y ?z))
 * proved: concat_ewadd
 */
static int match_ewadd_concat_concat__concat_ewadd_ewadd_3(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
		m.attr[0] = n0_0->attr[TASOC_CONCAT_AXIS]; /* ?axis */
		tasoc_ref v0_0_0 = n0_0->in[0];
		tasoc_ref v0_0_1 = n0_0->in[1];
		m.var[0] = v0_0_0; /* ?x */
		m.var[1] = v0_0_1; /* ?y */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_CONCAT)
			continue;
		m.node[2] = v0_1.node;
		if (n0_1->attr[TASOC_CONCAT_AXIS] != m.attr[0]) /* ?axis */
			continue;
		tasoc_ref v0_1_0 = n0_1->in[0];
		tasoc_ref v0_1_1 = n0_1->in[1];
		if (!tasoc_ref_eq(v0_1_0, m.var[1])) /* ?y */
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

static tasoc_status apply_ewadd_concat_concat__concat_ewadd_ewadd_3(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewadd ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (ewadd ?y ?z) */
	const tasoc_ref i1[] = { m->var[1], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (concat ?axis (ewadd ?x ?y) (ewadd ?y ?z)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = m->attr[0]; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "ewadd_concat_concat__concat_ewadd_ewadd_3", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EWADD))
/*
 * ewadd_concat_concat__concat_ewadd_ewadd_4
 *   (ewadd (concat ?axis ?x ?y) (concat ?axis ?z ?y))  =>  (concat ?axis (ewadd ?x ?z) (ewadd ?y ?y))
 * proved: concat_ewadd
 */
static int match_ewadd_concat_concat__concat_ewadd_ewadd_4(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
		m.attr[0] = n0_0->attr[TASOC_CONCAT_AXIS]; /* ?axis */
		tasoc_ref v0_0_0 = n0_0->in[0];
		tasoc_ref v0_0_1 = n0_0->in[1];
		m.var[0] = v0_0_0; /* ?x */
		m.var[1] = v0_0_1; /* ?y */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_CONCAT)
			continue;
		m.node[2] = v0_1.node;
		if (n0_1->attr[TASOC_CONCAT_AXIS] != m.attr[0]) /* ?axis */
			continue;
		tasoc_ref v0_1_0 = n0_1->in[0];
		tasoc_ref v0_1_1 = n0_1->in[1];
		m.var[2] = v0_1_0; /* ?z */
		if (!tasoc_ref_eq(v0_1_1, m.var[1])) /* ?y */
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
	return 0;
}

static tasoc_status apply_ewadd_concat_concat__concat_ewadd_ewadd_4(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewadd ?x ?z) */
	const tasoc_ref i0[] = { m->var[0], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (concat ?axis (ewadd ?x ?z) (ewadd ?y ?y)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = m->attr[0]; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "ewadd_concat_concat__concat_ewadd_ewadd_4", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * ewadd_conv2d_conv2d__conv2d_concat_concat_1
 *   (ewadd (conv2d ?stride_h ?stride_w ?padding none ?x ?y) (conv2d ?stride_h ?stride_w ?padding none ?z ?w))  =>  (conv2d ?stride_h ?stride_w ?padding none (concat 1 ?x ?z) (concat 1 ?y ?w))
 * proved: conv_concat_channels
 */
static int match_ewadd_conv2d_conv2d__conv2d_concat_concat_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
		m.attr[0] = n0_0->attr[TASOC_CONV2D_STRIDE_H]; /* ?stride_h */
		m.attr[1] = n0_0->attr[TASOC_CONV2D_STRIDE_W]; /* ?stride_w */
		m.attr[2] = n0_0->attr[TASOC_CONV2D_PADDING]; /* ?padding */
		if (n0_0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
			continue;
		tasoc_ref v0_0_0 = n0_0->in[0];
		tasoc_ref v0_0_1 = n0_0->in[1];
		m.var[0] = v0_0_0; /* ?x */
		m.var[1] = v0_0_1; /* ?y */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_CONV2D)
			continue;
		m.node[2] = v0_1.node;
		if (n0_1->attr[TASOC_CONV2D_STRIDE_H] != m.attr[0]) /* ?stride_h */
			continue;
		if (n0_1->attr[TASOC_CONV2D_STRIDE_W] != m.attr[1]) /* ?stride_w */
			continue;
		if (n0_1->attr[TASOC_CONV2D_PADDING] != m.attr[2]) /* ?padding */
			continue;
		if (n0_1->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
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

static tasoc_status apply_ewadd_conv2d_conv2d__conv2d_concat_concat_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 1 ?x ?z) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (concat 1 ?y ?w) */
	int32_t a1[1];
	a1[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i1[] = { m->var[1], m->var[3] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a1, 2, i1);
	/* (conv2d ?stride_h ?stride_w ?padding none (concat 1 ?x ?z) (concat 1 ?y ?w)) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = m->attr[0]; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = m->attr[1]; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = m->attr[2]; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "ewadd_conv2d_conv2d__conv2d_concat_concat_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
/*
 * ewadd_conv2d_conv2d__conv2d_ewadd_2
 *   (ewadd (conv2d ?stride_h ?stride_w ?padding none ?x ?y) (conv2d ?stride_h ?stride_w ?padding none ?z ?y))  =>  (conv2d ?stride_h ?stride_w ?padding none (ewadd ?x ?z) ?y)
 * proved: conv_linear_x
 */
static int match_ewadd_conv2d_conv2d__conv2d_ewadd_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
		m.attr[0] = n0_0->attr[TASOC_CONV2D_STRIDE_H]; /* ?stride_h */
		m.attr[1] = n0_0->attr[TASOC_CONV2D_STRIDE_W]; /* ?stride_w */
		m.attr[2] = n0_0->attr[TASOC_CONV2D_PADDING]; /* ?padding */
		if (n0_0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
			continue;
		tasoc_ref v0_0_0 = n0_0->in[0];
		tasoc_ref v0_0_1 = n0_0->in[1];
		m.var[0] = v0_0_0; /* ?x */
		m.var[1] = v0_0_1; /* ?y */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_CONV2D)
			continue;
		m.node[2] = v0_1.node;
		if (n0_1->attr[TASOC_CONV2D_STRIDE_H] != m.attr[0]) /* ?stride_h */
			continue;
		if (n0_1->attr[TASOC_CONV2D_STRIDE_W] != m.attr[1]) /* ?stride_w */
			continue;
		if (n0_1->attr[TASOC_CONV2D_PADDING] != m.attr[2]) /* ?padding */
			continue;
		if (n0_1->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
			continue;
		tasoc_ref v0_1_0 = n0_1->in[0];
		tasoc_ref v0_1_1 = n0_1->in[1];
		m.var[2] = v0_1_0; /* ?z */
		if (!tasoc_ref_eq(v0_1_1, m.var[1])) /* ?y */
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
	return 0;
}

static tasoc_status apply_ewadd_conv2d_conv2d__conv2d_ewadd_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewadd ?x ?z) */
	const tasoc_ref i0[] = { m->var[0], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (conv2d ?stride_h ?stride_w ?padding none (ewadd ?x ?z) ?y) */
	int32_t a1[4];
	a1[TASOC_CONV2D_STRIDE_H] = m->attr[0]; /* stride_h */
	a1[TASOC_CONV2D_STRIDE_W] = m->attr[1]; /* stride_w */
	a1[TASOC_CONV2D_PADDING] = m->attr[2]; /* padding */
	a1[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i1[] = { t0, m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "ewadd_conv2d_conv2d__conv2d_ewadd_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_ENLARGE) && defined(TASOC_RULE_OP_EWADD))
/*
 * ewadd_conv2d_conv2d__conv2d_ewadd_enlarge_1
 *   (ewadd (conv2d 1 1 same none ?x ?y) (conv2d 1 1 same none ?x ?z))  =>  (conv2d 1 1 same none ?x (ewadd ?y (enlarge ?z ?y)))
 * proved: conv_linear_w, conv_enlarge
 */
static int match_ewadd_conv2d_conv2d__conv2d_ewadd_enlarge_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
		m.var[1] = v0_0_1; /* ?y */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_CONV2D)
			continue;
		m.node[2] = v0_1.node;
		if (n0_1->attr[TASOC_CONV2D_STRIDE_H] != 1)
			continue;
		if (n0_1->attr[TASOC_CONV2D_STRIDE_W] != 1)
			continue;
		if (n0_1->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
			continue;
		if (n0_1->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
			continue;
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

static tasoc_status apply_ewadd_conv2d_conv2d__conv2d_ewadd_enlarge_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (enlarge ?z ?y) */
	const tasoc_ref i0[] = { m->var[2], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_ENLARGE, NULL, 2, i0);
	/* (ewadd ?y (enlarge ?z ?y)) */
	const tasoc_ref i1[] = { m->var[1], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (conv2d 1 1 same none ?x (ewadd ?y (enlarge ?z ?y))) */
	int32_t a2[4];
	a2[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a2[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a2[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a2[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i2[] = { m->var[0], t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "ewadd_conv2d_conv2d__conv2d_ewadd_enlarge_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD))
/*
 * ewadd_ewadd__ewadd_ewadd_1
 *   (ewadd ?x (ewadd ?y ?z))  =>  (ewadd ?y (ewadd ?x ?z))
 * proved: ewadd_comm, ewadd_assoc
 */
static int match_ewadd_ewadd__ewadd_ewadd_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
		m.var[0] = v0_0; /* ?x */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_EWADD)
			continue;
		m.node[1] = v0_1.node;
		for (int s0_1 = 0; s0_1 < 2; s0_1++) {
			if (s0_1 && tasoc_ref_eq(n0_1->in[0], n0_1->in[1]))
				break; /* the swap would find the same match */
			tasoc_ref v0_1_0 = n0_1->in[s0_1], v0_1_1 = n0_1->in[1 - s0_1];
			m.var[1] = v0_1_0; /* ?y */
			m.var[2] = v0_1_1; /* ?z */
			const tasoc_ref roots[] = { v0 };
			if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
				continue;
			int stop = visit(ctx, &m);
			if (stop)
				return stop;
		}
	}
	return 0;
}

static tasoc_status apply_ewadd_ewadd__ewadd_ewadd_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewadd ?x ?z) */
	const tasoc_ref i0[] = { m->var[0], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (ewadd ?y (ewadd ?x ?z)) */
	const tasoc_ref i1[] = { m->var[1], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "ewadd_ewadd__ewadd_ewadd_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD))
/*
 * ewadd_ewadd_ewadd__ewadd_ewadd_ewadd_2
 *   (ewadd (ewadd ?x ?y) (ewadd ?z ?y))  =>  (ewadd ?x (ewadd ?z (ewadd ?y ?y)))
 * proved: ewadd_comm, ewadd_assoc
 */
static int match_ewadd_ewadd_ewadd__ewadd_ewadd_ewadd_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
		if (n0_0->op != TASOC_OP_EWADD)
			continue;
		m.node[1] = v0_0.node;
		for (int s0_0 = 0; s0_0 < 2; s0_0++) {
			if (s0_0 && tasoc_ref_eq(n0_0->in[0], n0_0->in[1]))
				break; /* the swap would find the same match */
			tasoc_ref v0_0_0 = n0_0->in[s0_0], v0_0_1 = n0_0->in[1 - s0_0];
			m.var[0] = v0_0_0; /* ?x */
			m.var[1] = v0_0_1; /* ?y */
			const tasoc_node *n0_1 = &g->nodes[v0_1.node];
			if (n0_1->op != TASOC_OP_EWADD)
				continue;
			m.node[2] = v0_1.node;
			for (int s0_1 = 0; s0_1 < 2; s0_1++) {
				if (s0_1 && tasoc_ref_eq(n0_1->in[0], n0_1->in[1]))
					break; /* the swap would find the same match */
				tasoc_ref v0_1_0 = n0_1->in[s0_1], v0_1_1 = n0_1->in[1 - s0_1];
				m.var[2] = v0_1_0; /* ?z */
				if (!tasoc_ref_eq(v0_1_1, m.var[1])) /* ?y */
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

static tasoc_status apply_ewadd_ewadd_ewadd__ewadd_ewadd_ewadd_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewadd ?y ?y) */
	const tasoc_ref i0[] = { m->var[1], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (ewadd ?z (ewadd ?y ?y)) */
	const tasoc_ref i1[] = { m->var[2], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (ewadd ?x (ewadd ?z (ewadd ?y ?y))) */
	const tasoc_ref i2[] = { m->var[0], t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "ewadd_ewadd_ewadd__ewadd_ewadd_ewadd_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD))
/*
 * ewadd_ewadd_ewadd__ewadd_ewadd_ewadd_3
 *   (ewadd (ewadd ?x ?y) (ewadd ?z ?z))  =>  (ewadd ?x (ewadd ?z (ewadd ?z ?y)))
 * proved: ewadd_comm, ewadd_assoc
 */
static int match_ewadd_ewadd_ewadd__ewadd_ewadd_ewadd_3(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
		if (n0_0->op != TASOC_OP_EWADD)
			continue;
		m.node[1] = v0_0.node;
		for (int s0_0 = 0; s0_0 < 2; s0_0++) {
			if (s0_0 && tasoc_ref_eq(n0_0->in[0], n0_0->in[1]))
				break; /* the swap would find the same match */
			tasoc_ref v0_0_0 = n0_0->in[s0_0], v0_0_1 = n0_0->in[1 - s0_0];
			m.var[0] = v0_0_0; /* ?x */
			m.var[1] = v0_0_1; /* ?y */
			const tasoc_node *n0_1 = &g->nodes[v0_1.node];
			if (n0_1->op != TASOC_OP_EWADD)
				continue;
			m.node[2] = v0_1.node;
			for (int s0_1 = 0; s0_1 < 2; s0_1++) {
				if (s0_1 && tasoc_ref_eq(n0_1->in[0], n0_1->in[1]))
					break; /* the swap would find the same match */
				tasoc_ref v0_1_0 = n0_1->in[s0_1], v0_1_1 = n0_1->in[1 - s0_1];
				m.var[2] = v0_1_0; /* ?z */
				if (!tasoc_ref_eq(v0_1_1, m.var[2])) /* ?z */
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

static tasoc_status apply_ewadd_ewadd_ewadd__ewadd_ewadd_ewadd_3(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewadd ?z ?y) */
	const tasoc_ref i0[] = { m->var[2], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (ewadd ?z (ewadd ?z ?y)) */
	const tasoc_ref i1[] = { m->var[2], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (ewadd ?x (ewadd ?z (ewadd ?z ?y))) */
	const tasoc_ref i2[] = { m->var[0], t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "ewadd_ewadd_ewadd__ewadd_ewadd_ewadd_3", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_MATMUL))
/*
 * ewadd_matmul_matmul__matmul_ewadd_2
 *   (ewadd (matmul ?x ?y) (matmul ?z ?y))  =>  (matmul (ewadd ?x ?z) ?y)
 * proved: matmul_linear_x
 */
static int match_ewadd_matmul_matmul__matmul_ewadd_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
		m.var[2] = v0_1_0; /* ?z */
		if (!tasoc_ref_eq(v0_1_1, m.var[1])) /* ?y */
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
	return 0;
}

static tasoc_status apply_ewadd_matmul_matmul__matmul_ewadd_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewadd ?x ?z) */
	const tasoc_ref i0[] = { m->var[0], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (matmul (ewadd ?x ?z) ?y) */
	const tasoc_ref i1[] = { t0, m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "ewadd_matmul_matmul__matmul_ewadd_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EYE) && defined(TASOC_RULE_OP_RELU))
/*
 * ewadd_relu_eye__ewadd_eye_1
 *   (ewadd ?x (relu (eye ?x)))  =>  (ewadd ?x (eye ?x))
 * proved: relu_eye
 */
static int match_ewadd_relu_eye__ewadd_eye_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
		m.var[0] = v0_0; /* ?x */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_RELU)
			continue;
		m.node[1] = v0_1.node;
		tasoc_ref v0_1_0 = n0_1->in[0];
		const tasoc_node *n0_1_0 = &g->nodes[v0_1_0.node];
		if (n0_1_0->op != TASOC_OP_EYE)
			continue;
		m.node[2] = v0_1_0.node;
		tasoc_ref v0_1_0_0 = n0_1_0->in[0];
		if (!tasoc_ref_eq(v0_1_0_0, m.var[0])) /* ?x */
			continue;
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_1_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_ewadd_relu_eye__ewadd_eye_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (eye ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EYE, NULL, 1, i0);
	/* (ewadd ?x (eye ?x)) */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "ewadd_relu_eye__ewadd_eye_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
/*
 * ewadd_relu_ones__ewadd_ones_1
 *   (ewadd ?x (relu (ones ?x)))  =>  (ewadd ?x (ones ?x))
 * proved: relu_ones
 */
static int match_ewadd_relu_ones__ewadd_ones_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
		m.var[0] = v0_0; /* ?x */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_RELU)
			continue;
		m.node[1] = v0_1.node;
		tasoc_ref v0_1_0 = n0_1->in[0];
		const tasoc_node *n0_1_0 = &g->nodes[v0_1_0.node];
		if (n0_1_0->op != TASOC_OP_ONES)
			continue;
		m.node[2] = v0_1_0.node;
		tasoc_ref v0_1_0_0 = n0_1_0->in[0];
		if (!tasoc_ref_eq(v0_1_0_0, m.var[0])) /* ?x */
			continue;
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_1_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_ewadd_relu_ones__ewadd_ones_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ones ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_ONES, NULL, 1, i0);
	/* (ewadd ?x (ones ?x)) */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "ewadd_relu_ones__ewadd_ones_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_SMUL))
/*
 * ewadd_smul_smul__smul_ewadd_2
 *   (ewadd (smul ?x ?y) (smul ?z ?y))  =>  (smul (ewadd ?x ?z) ?y)
 * proved: smul_distrib
 */
static int match_ewadd_smul_smul__smul_ewadd_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
		if (n0_0->op != TASOC_OP_SMUL)
			continue;
		m.node[1] = v0_0.node;
		tasoc_ref v0_0_0 = n0_0->in[0];
		tasoc_ref v0_0_1 = n0_0->in[1];
		m.var[0] = v0_0_0; /* ?x */
		m.var[1] = v0_0_1; /* ?y */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_SMUL)
			continue;
		m.node[2] = v0_1.node;
		tasoc_ref v0_1_0 = n0_1->in[0];
		tasoc_ref v0_1_1 = n0_1->in[1];
		m.var[2] = v0_1_0; /* ?z */
		if (!tasoc_ref_eq(v0_1_1, m.var[1])) /* ?y */
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
	return 0;
}

static tasoc_status apply_ewadd_smul_smul__smul_ewadd_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewadd ?x ?z) */
	const tasoc_ref i0[] = { m->var[0], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (smul (ewadd ?x ?z) ?y) */
	const tasoc_ref i1[] = { t0, m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_SMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "ewadd_smul_smul__smul_ewadd_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_SPLIT))
/*
 * ewadd_split_merge
 *   [(ewadd (split0 ?a ?x) (split0 ?a ?y)) (ewadd (split1 ?a ?x) (split1 ?a ?y))]  =>  [(split0 ?a (ewadd ?x ?y)) (split1 ?a (ewadd ?x ?y))]
 * proved: concat_ewadd, split0_concat, split1_concat, concat_split
 */
static int match_ewadd_split_merge(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 6;
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
		if (n0_0->op != TASOC_OP_SPLIT || v0_0.out != 0)
			continue;
		m.node[1] = v0_0.node;
		m.attr[0] = n0_0->attr[TASOC_SPLIT_AXIS]; /* ?a */
		tasoc_ref v0_0_0 = n0_0->in[0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_SPLIT || v0_1.out != 0)
			continue;
		m.node[2] = v0_1.node;
		if (n0_1->attr[TASOC_SPLIT_AXIS] != m.attr[0]) /* ?a */
			continue;
		tasoc_ref v0_1_0 = n0_1->in[0];
		m.var[1] = v0_1_0; /* ?y */
		const int32_t *p1;
		int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_EWADD, &p1); /* no shared variable: the ewadd nodes */
		for (int32_t i1 = 0; i1 < np1; i1++) {
			int32_t c1 = p1 ? p1[i1] : i1;
			if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
				continue;
			tasoc_ref v1 = tasoc_ref_make(c1, 0);
			if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
				continue;
			const tasoc_node *n1 = &g->nodes[v1.node];
			if (n1->op != TASOC_OP_EWADD)
				continue;
			m.node[3] = v1.node;
			for (int s1 = 0; s1 < 2; s1++) {
				if (s1 && tasoc_ref_eq(n1->in[0], n1->in[1]))
					break; /* the swap would find the same match */
				tasoc_ref v1_0 = n1->in[s1], v1_1 = n1->in[1 - s1];
				const tasoc_node *n1_0 = &g->nodes[v1_0.node];
				if (n1_0->op != TASOC_OP_SPLIT || v1_0.out != 1)
					continue;
				m.node[4] = v1_0.node;
				if (n1_0->attr[TASOC_SPLIT_AXIS] != m.attr[0]) /* ?a */
					continue;
				tasoc_ref v1_0_0 = n1_0->in[0];
				if (!tasoc_ref_eq(v1_0_0, m.var[0])) /* ?x */
					continue;
				const tasoc_node *n1_1 = &g->nodes[v1_1.node];
				if (n1_1->op != TASOC_OP_SPLIT || v1_1.out != 1)
					continue;
				m.node[5] = v1_1.node;
				if (n1_1->attr[TASOC_SPLIT_AXIS] != m.attr[0]) /* ?a */
					continue;
				tasoc_ref v1_1_0 = n1_1->in[0];
				if (!tasoc_ref_eq(v1_1_0, m.var[1])) /* ?y */
					continue;
				const tasoc_ref roots[] = { v0, v1 };
				if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 2)) /* read outside the pattern */
					continue;
				if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 2)) /* read outside the pattern */
					continue;
				if (!tasoc_rw_contained(g, u, v1_0, &m, roots, 2)) /* read outside the pattern */
					continue;
				if (!tasoc_rw_contained(g, u, v1_1, &m, roots, 2)) /* read outside the pattern */
					continue;
				if (!tasoc_rw_acyclic(g, u, &m, 2, roots, 2))
					continue;
				int stop = visit(ctx, &m);
				if (stop)
					return stop;
			}
		}
	}
	return 0;
}

static tasoc_status apply_ewadd_split_merge(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[3], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewadd ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (split0 ?a (ewadd ?x ?y)) */
	int32_t a1[2];
	a1[TASOC_SPLIT_AXIS] = m->attr[0]; /* axis */
	a1[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t0, a1[TASOC_SPLIT_AXIS]);
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a1, 1, i1);
	nw[0] = t1;
	nw[1] = tasoc_ref_make(t1.node, 1);
	return tasoc_rw_finish(&rw, "ewadd_split_merge", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
/*
 * ewmul_avgpool2d_ewadd__ewmul_avgpool2d_ewadd_1
 *   (ewmul (avgpool2d 3 3 1 1 same ?count_include_pad ?x) (ewadd ?y ?y))  =>  (ewmul ?y (avgpool2d 3 3 1 1 same ?count_include_pad (ewadd ?x ?x)))
 * proved: avgpool_linear, ewmul_comm, ewmul_distrib
 */
static int match_ewmul_avgpool2d_ewadd__ewmul_avgpool2d_ewadd_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[0] = v0.node;
	for (int s0 = 0; s0 < 2; s0++) {
		if (s0 && tasoc_ref_eq(n0->in[0], n0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0 = n0->in[s0], v0_1 = n0->in[1 - s0];
		const tasoc_node *n0_0 = &g->nodes[v0_0.node];
		if (n0_0->op != TASOC_OP_AVGPOOL2D)
			continue;
		m.node[1] = v0_0.node;
		if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
			continue;
		if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
			continue;
		if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
			continue;
		if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
			continue;
		if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
			continue;
		m.attr[0] = n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD]; /* ?count_include_pad */
		tasoc_ref v0_0_0 = n0_0->in[0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_EWADD)
			continue;
		m.node[2] = v0_1.node;
		for (int s0_1 = 0; s0_1 < 2; s0_1++) {
			if (s0_1 && tasoc_ref_eq(n0_1->in[0], n0_1->in[1]))
				break; /* the swap would find the same match */
			tasoc_ref v0_1_0 = n0_1->in[s0_1], v0_1_1 = n0_1->in[1 - s0_1];
			m.var[1] = v0_1_0; /* ?y */
			if (!tasoc_ref_eq(v0_1_1, m.var[1])) /* ?y */
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
	return 0;
}

static tasoc_status apply_ewmul_avgpool2d_ewadd__ewmul_avgpool2d_ewadd_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewadd ?x ?x) */
	const tasoc_ref i0[] = { m->var[0], m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (avgpool2d 3 3 1 1 same ?count_include_pad (ewadd ?x ?x)) */
	int32_t a1[6];
	a1[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a1[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a1[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a1[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = m->attr[0]; /* count_include_pad */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a1, 1, i1);
	/* (ewmul ?y (avgpool2d 3 3 1 1 same ?count_include_pad (ewadd ?x ?x))) */
	const tasoc_ref i2[] = { m->var[1], t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "ewmul_avgpool2d_ewadd__ewmul_avgpool2d_ewadd_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_SMUL))
/*
 * ewmul_avgpool2d_smul__ewmul_avgpool2d_smul_1
 *   (ewmul (avgpool2d 3 3 1 1 same ?count_include_pad ?x) (smul ?y ?z))  =>  (ewmul ?y (avgpool2d 3 3 1 1 same ?count_include_pad (smul ?x ?z)))
 * proved: avgpool_smul, ewmul_comm, smul_ewmul
 */
static int match_ewmul_avgpool2d_smul__ewmul_avgpool2d_smul_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[0] = v0.node;
	for (int s0 = 0; s0 < 2; s0++) {
		if (s0 && tasoc_ref_eq(n0->in[0], n0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0 = n0->in[s0], v0_1 = n0->in[1 - s0];
		const tasoc_node *n0_0 = &g->nodes[v0_0.node];
		if (n0_0->op != TASOC_OP_AVGPOOL2D)
			continue;
		m.node[1] = v0_0.node;
		if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
			continue;
		if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
			continue;
		if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
			continue;
		if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
			continue;
		if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
			continue;
		m.attr[0] = n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD]; /* ?count_include_pad */
		tasoc_ref v0_0_0 = n0_0->in[0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_SMUL)
			continue;
		m.node[2] = v0_1.node;
		tasoc_ref v0_1_0 = n0_1->in[0];
		tasoc_ref v0_1_1 = n0_1->in[1];
		m.var[1] = v0_1_0; /* ?y */
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

static tasoc_status apply_ewmul_avgpool2d_smul__ewmul_avgpool2d_smul_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (smul ?x ?z) */
	const tasoc_ref i0[] = { m->var[0], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_SMUL, NULL, 2, i0);
	/* (avgpool2d 3 3 1 1 same ?count_include_pad (smul ?x ?z)) */
	int32_t a1[6];
	a1[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a1[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a1[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a1[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = m->attr[0]; /* count_include_pad */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a1, 1, i1);
	/* (ewmul ?y (avgpool2d 3 3 1 1 same ?count_include_pad (smul ?x ?z))) */
	const tasoc_ref i2[] = { m->var[1], t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "ewmul_avgpool2d_smul__ewmul_avgpool2d_smul_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EWMUL))
/*
 * ewmul_concat_concat__concat_ewmul_ewmul_1
 *   (ewmul (concat ?axis ?x ?x) (concat ?axis ?y ?z))  =>  (concat ?axis (ewmul ?x ?y) (ewmul ?x ?z))
 * proved: concat_ewmul
 */
static int match_ewmul_concat_concat__concat_ewmul_ewmul_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_EWMUL)
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
		m.attr[0] = n0_0->attr[TASOC_CONCAT_AXIS]; /* ?axis */
		tasoc_ref v0_0_0 = n0_0->in[0];
		tasoc_ref v0_0_1 = n0_0->in[1];
		m.var[0] = v0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_1, m.var[0])) /* ?x */
			continue;
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_CONCAT)
			continue;
		m.node[2] = v0_1.node;
		if (n0_1->attr[TASOC_CONCAT_AXIS] != m.attr[0]) /* ?axis */
			continue;
		tasoc_ref v0_1_0 = n0_1->in[0];
		tasoc_ref v0_1_1 = n0_1->in[1];
		m.var[1] = v0_1_0; /* ?y */
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

static tasoc_status apply_ewmul_concat_concat__concat_ewmul_ewmul_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (ewmul ?x ?z) */
	const tasoc_ref i1[] = { m->var[0], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i1);
	/* (concat ?axis (ewmul ?x ?y) (ewmul ?x ?z)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = m->attr[0]; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "ewmul_concat_concat__concat_ewmul_ewmul_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EWMUL))
/*
 * ewmul_concat_concat__concat_ewmul_ewmul_2
 *   (ewmul (concat ?axis ?x ?y) (concat ?axis ?x ?z))  =>  (concat ?axis (ewmul ?x ?x) (ewmul ?y ?z))
 * proved: concat_ewmul
 */
static int match_ewmul_concat_concat__concat_ewmul_ewmul_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_EWMUL)
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
		m.attr[0] = n0_0->attr[TASOC_CONCAT_AXIS]; /* ?axis */
		tasoc_ref v0_0_0 = n0_0->in[0];
		tasoc_ref v0_0_1 = n0_0->in[1];
		m.var[0] = v0_0_0; /* ?x */
		m.var[1] = v0_0_1; /* ?y */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_CONCAT)
			continue;
		m.node[2] = v0_1.node;
		if (n0_1->attr[TASOC_CONCAT_AXIS] != m.attr[0]) /* ?axis */
			continue;
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

static tasoc_status apply_ewmul_concat_concat__concat_ewmul_ewmul_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?x ?x) */
	const tasoc_ref i0[] = { m->var[0], m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (ewmul ?y ?z) */
	const tasoc_ref i1[] = { m->var[1], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i1);
	/* (concat ?axis (ewmul ?x ?x) (ewmul ?y ?z)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = m->attr[0]; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "ewmul_concat_concat__concat_ewmul_ewmul_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EWMUL))
/*
 * ewmul_concat_concat__concat_ewmul_ewmul_3
 *   (ewmul (concat ?axis ?x ?y) (concat ?axis ?y ?z))  =>  (concat ?axis (ewmul ?x ?y) (ewmul ?y ?z))
 * proved: concat_ewmul
 */
static int match_ewmul_concat_concat__concat_ewmul_ewmul_3(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_EWMUL)
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
		m.attr[0] = n0_0->attr[TASOC_CONCAT_AXIS]; /* ?axis */
		tasoc_ref v0_0_0 = n0_0->in[0];
		tasoc_ref v0_0_1 = n0_0->in[1];
		m.var[0] = v0_0_0; /* ?x */
		m.var[1] = v0_0_1; /* ?y */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_CONCAT)
			continue;
		m.node[2] = v0_1.node;
		if (n0_1->attr[TASOC_CONCAT_AXIS] != m.attr[0]) /* ?axis */
			continue;
		tasoc_ref v0_1_0 = n0_1->in[0];
		tasoc_ref v0_1_1 = n0_1->in[1];
		if (!tasoc_ref_eq(v0_1_0, m.var[1])) /* ?y */
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

static tasoc_status apply_ewmul_concat_concat__concat_ewmul_ewmul_3(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (ewmul ?y ?z) */
	const tasoc_ref i1[] = { m->var[1], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i1);
	/* (concat ?axis (ewmul ?x ?y) (ewmul ?y ?z)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = m->attr[0]; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "ewmul_concat_concat__concat_ewmul_ewmul_3", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EWMUL))
/*
 * ewmul_concat_concat__concat_ewmul_ewmul_4
 *   (ewmul (concat ?axis ?x ?y) (concat ?axis ?z ?y))  =>  (concat ?axis (ewmul ?x ?z) (ewmul ?y ?y))
 * proved: concat_ewmul
 */
static int match_ewmul_concat_concat__concat_ewmul_ewmul_4(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_EWMUL)
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
		m.attr[0] = n0_0->attr[TASOC_CONCAT_AXIS]; /* ?axis */
		tasoc_ref v0_0_0 = n0_0->in[0];
		tasoc_ref v0_0_1 = n0_0->in[1];
		m.var[0] = v0_0_0; /* ?x */
		m.var[1] = v0_0_1; /* ?y */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_CONCAT)
			continue;
		m.node[2] = v0_1.node;
		if (n0_1->attr[TASOC_CONCAT_AXIS] != m.attr[0]) /* ?axis */
			continue;
		tasoc_ref v0_1_0 = n0_1->in[0];
		tasoc_ref v0_1_1 = n0_1->in[1];
		m.var[2] = v0_1_0; /* ?z */
		if (!tasoc_ref_eq(v0_1_1, m.var[1])) /* ?y */
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
	return 0;
}

static tasoc_status apply_ewmul_concat_concat__concat_ewmul_ewmul_4(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?x ?z) */
	const tasoc_ref i0[] = { m->var[0], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (ewmul ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i1);
	/* (concat ?axis (ewmul ?x ?z) (ewmul ?y ?y)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = m->attr[0]; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "ewmul_concat_concat__concat_ewmul_ewmul_4", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
/*
 * ewmul_ewadd__ewmul_ewadd_1
 *   (ewmul ?x (ewadd ?y ?y))  =>  (ewmul ?y (ewadd ?x ?x))
 * proved: ewmul_comm, ewmul_distrib
 */
static int match_ewmul_ewadd__ewmul_ewadd_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[0] = v0.node;
	for (int s0 = 0; s0 < 2; s0++) {
		if (s0 && tasoc_ref_eq(n0->in[0], n0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0 = n0->in[s0], v0_1 = n0->in[1 - s0];
		m.var[0] = v0_0; /* ?x */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_EWADD)
			continue;
		m.node[1] = v0_1.node;
		for (int s0_1 = 0; s0_1 < 2; s0_1++) {
			if (s0_1 && tasoc_ref_eq(n0_1->in[0], n0_1->in[1]))
				break; /* the swap would find the same match */
			tasoc_ref v0_1_0 = n0_1->in[s0_1], v0_1_1 = n0_1->in[1 - s0_1];
			m.var[1] = v0_1_0; /* ?y */
			if (!tasoc_ref_eq(v0_1_1, m.var[1])) /* ?y */
				continue;
			const tasoc_ref roots[] = { v0 };
			if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
				continue;
			int stop = visit(ctx, &m);
			if (stop)
				return stop;
		}
	}
	return 0;
}

static tasoc_status apply_ewmul_ewadd__ewmul_ewadd_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewadd ?x ?x) */
	const tasoc_ref i0[] = { m->var[0], m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (ewmul ?y (ewadd ?x ?x)) */
	const tasoc_ref i1[] = { m->var[1], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "ewmul_ewadd__ewmul_ewadd_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
/*
 * ewmul_ewadd_ewadd__ewmul_ewadd_ewadd_1
 *   (ewmul ?x (ewadd ?y (ewadd ?y ?y)))  =>  (ewmul ?y (ewadd ?x (ewadd ?x ?x)))
 * proved: ewmul_comm, ewmul_distrib
 */
static int match_ewmul_ewadd_ewadd__ewmul_ewadd_ewadd_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[0] = v0.node;
	for (int s0 = 0; s0 < 2; s0++) {
		if (s0 && tasoc_ref_eq(n0->in[0], n0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0 = n0->in[s0], v0_1 = n0->in[1 - s0];
		m.var[0] = v0_0; /* ?x */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_EWADD)
			continue;
		m.node[1] = v0_1.node;
		for (int s0_1 = 0; s0_1 < 2; s0_1++) {
			if (s0_1 && tasoc_ref_eq(n0_1->in[0], n0_1->in[1]))
				break; /* the swap would find the same match */
			tasoc_ref v0_1_0 = n0_1->in[s0_1], v0_1_1 = n0_1->in[1 - s0_1];
			m.var[1] = v0_1_0; /* ?y */
			const tasoc_node *n0_1_1 = &g->nodes[v0_1_1.node];
			if (n0_1_1->op != TASOC_OP_EWADD)
				continue;
			m.node[2] = v0_1_1.node;
			for (int s0_1_1 = 0; s0_1_1 < 2; s0_1_1++) {
				if (s0_1_1 && tasoc_ref_eq(n0_1_1->in[0], n0_1_1->in[1]))
					break; /* the swap would find the same match */
				tasoc_ref v0_1_1_0 = n0_1_1->in[s0_1_1], v0_1_1_1 = n0_1_1->in[1 - s0_1_1];
				if (!tasoc_ref_eq(v0_1_1_0, m.var[1])) /* ?y */
					continue;
				if (!tasoc_ref_eq(v0_1_1_1, m.var[1])) /* ?y */
					continue;
				const tasoc_ref roots[] = { v0 };
				if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
					continue;
				if (!tasoc_rw_contained(g, u, v0_1_1, &m, roots, 1)) /* read outside the pattern */
					continue;
				int stop = visit(ctx, &m);
				if (stop)
					return stop;
			}
		}
	}
	return 0;
}

static tasoc_status apply_ewmul_ewadd_ewadd__ewmul_ewadd_ewadd_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewadd ?x ?x) */
	const tasoc_ref i0[] = { m->var[0], m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (ewadd ?x (ewadd ?x ?x)) */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (ewmul ?y (ewadd ?x (ewadd ?x ?x))) */
	const tasoc_ref i2[] = { m->var[1], t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "ewmul_ewadd_ewadd__ewmul_ewadd_ewadd_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
/*
 * ewmul_ewadd_ewmul__ewmul_ewadd_ewmul_1
 *   (ewmul ?x (ewadd ?y (ewmul ?y ?z)))  =>  (ewmul ?y (ewadd ?x (ewmul ?x ?z)))
 * proved: ewmul_comm, ewmul_assoc, ewmul_distrib
 */
static int match_ewmul_ewadd_ewmul__ewmul_ewadd_ewmul_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[0] = v0.node;
	for (int s0 = 0; s0 < 2; s0++) {
		if (s0 && tasoc_ref_eq(n0->in[0], n0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0 = n0->in[s0], v0_1 = n0->in[1 - s0];
		m.var[0] = v0_0; /* ?x */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_EWADD)
			continue;
		m.node[1] = v0_1.node;
		for (int s0_1 = 0; s0_1 < 2; s0_1++) {
			if (s0_1 && tasoc_ref_eq(n0_1->in[0], n0_1->in[1]))
				break; /* the swap would find the same match */
			tasoc_ref v0_1_0 = n0_1->in[s0_1], v0_1_1 = n0_1->in[1 - s0_1];
			m.var[1] = v0_1_0; /* ?y */
			const tasoc_node *n0_1_1 = &g->nodes[v0_1_1.node];
			if (n0_1_1->op != TASOC_OP_EWMUL)
				continue;
			m.node[2] = v0_1_1.node;
			for (int s0_1_1 = 0; s0_1_1 < 2; s0_1_1++) {
				if (s0_1_1 && tasoc_ref_eq(n0_1_1->in[0], n0_1_1->in[1]))
					break; /* the swap would find the same match */
				tasoc_ref v0_1_1_0 = n0_1_1->in[s0_1_1], v0_1_1_1 = n0_1_1->in[1 - s0_1_1];
				if (!tasoc_ref_eq(v0_1_1_0, m.var[1])) /* ?y */
					continue;
				m.var[2] = v0_1_1_1; /* ?z */
				const tasoc_ref roots[] = { v0 };
				if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
					continue;
				if (!tasoc_rw_contained(g, u, v0_1_1, &m, roots, 1)) /* read outside the pattern */
					continue;
				int stop = visit(ctx, &m);
				if (stop)
					return stop;
			}
		}
	}
	return 0;
}

static tasoc_status apply_ewmul_ewadd_ewmul__ewmul_ewadd_ewmul_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?x ?z) */
	const tasoc_ref i0[] = { m->var[0], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (ewadd ?x (ewmul ?x ?z)) */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (ewmul ?y (ewadd ?x (ewmul ?x ?z))) */
	const tasoc_ref i2[] = { m->var[1], t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "ewmul_ewadd_ewmul__ewmul_ewadd_ewmul_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_ONES))
/*
 * ewmul_ewadd_ones__ewadd_ewmul_1
 *   (ewmul ?x (ewadd ?y (ones ?x)))  =>  (ewadd ?x (ewmul ?x ?y))
 * proved: ewadd_comm, ewmul_comm, ewmul_distrib, ewmul_ones
 */
static int match_ewmul_ewadd_ones__ewadd_ewmul_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[0] = v0.node;
	for (int s0 = 0; s0 < 2; s0++) {
		if (s0 && tasoc_ref_eq(n0->in[0], n0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0 = n0->in[s0], v0_1 = n0->in[1 - s0];
		m.var[0] = v0_0; /* ?x */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_EWADD)
			continue;
		m.node[1] = v0_1.node;
		for (int s0_1 = 0; s0_1 < 2; s0_1++) {
			if (s0_1 && tasoc_ref_eq(n0_1->in[0], n0_1->in[1]))
				break; /* the swap would find the same match */
			tasoc_ref v0_1_0 = n0_1->in[s0_1], v0_1_1 = n0_1->in[1 - s0_1];
			m.var[1] = v0_1_0; /* ?y */
			const tasoc_node *n0_1_1 = &g->nodes[v0_1_1.node];
			if (n0_1_1->op != TASOC_OP_ONES)
				continue;
			m.node[2] = v0_1_1.node;
			tasoc_ref v0_1_1_0 = n0_1_1->in[0];
			if (!tasoc_ref_eq(v0_1_1_0, m.var[0])) /* ?x */
				continue;
			const tasoc_ref roots[] = { v0 };
			if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
				continue;
			if (!tasoc_rw_contained(g, u, v0_1_1, &m, roots, 1)) /* read outside the pattern */
				continue;
			int stop = visit(ctx, &m);
			if (stop)
				return stop;
		}
	}
	return 0;
}

static tasoc_status apply_ewmul_ewadd_ones__ewadd_ewmul_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (ewadd ?x (ewmul ?x ?y)) */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "ewmul_ewadd_ones__ewadd_ewmul_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_SMUL))
/*
 * ewmul_ewadd_smul__ewmul_ewadd_smul_1
 *   (ewmul ?x (ewadd ?y (smul ?y ?z)))  =>  (ewmul ?y (ewadd ?x (smul ?x ?z)))
 * proved: ewmul_comm, ewmul_distrib, smul_ewmul
 */
static int match_ewmul_ewadd_smul__ewmul_ewadd_smul_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[0] = v0.node;
	for (int s0 = 0; s0 < 2; s0++) {
		if (s0 && tasoc_ref_eq(n0->in[0], n0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0 = n0->in[s0], v0_1 = n0->in[1 - s0];
		m.var[0] = v0_0; /* ?x */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_EWADD)
			continue;
		m.node[1] = v0_1.node;
		for (int s0_1 = 0; s0_1 < 2; s0_1++) {
			if (s0_1 && tasoc_ref_eq(n0_1->in[0], n0_1->in[1]))
				break; /* the swap would find the same match */
			tasoc_ref v0_1_0 = n0_1->in[s0_1], v0_1_1 = n0_1->in[1 - s0_1];
			m.var[1] = v0_1_0; /* ?y */
			const tasoc_node *n0_1_1 = &g->nodes[v0_1_1.node];
			if (n0_1_1->op != TASOC_OP_SMUL)
				continue;
			m.node[2] = v0_1_1.node;
			tasoc_ref v0_1_1_0 = n0_1_1->in[0];
			tasoc_ref v0_1_1_1 = n0_1_1->in[1];
			if (!tasoc_ref_eq(v0_1_1_0, m.var[1])) /* ?y */
				continue;
			m.var[2] = v0_1_1_1; /* ?z */
			const tasoc_ref roots[] = { v0 };
			if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
				continue;
			if (!tasoc_rw_contained(g, u, v0_1_1, &m, roots, 1)) /* read outside the pattern */
				continue;
			int stop = visit(ctx, &m);
			if (stop)
				return stop;
		}
	}
	return 0;
}

static tasoc_status apply_ewmul_ewadd_smul__ewmul_ewadd_smul_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (smul ?x ?z) */
	const tasoc_ref i0[] = { m->var[0], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_SMUL, NULL, 2, i0);
	/* (ewadd ?x (smul ?x ?z)) */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (ewmul ?y (ewadd ?x (smul ?x ?z))) */
	const tasoc_ref i2[] = { m->var[1], t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "ewmul_ewadd_smul__ewmul_ewadd_smul_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL))
/*
 * ewmul_ewmul__ewmul_ewmul_1
 *   (ewmul ?x (ewmul ?y ?z))  =>  (ewmul ?y (ewmul ?x ?z))
 * proved: ewmul_comm, ewmul_assoc
 */
static int match_ewmul_ewmul__ewmul_ewmul_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[0] = v0.node;
	for (int s0 = 0; s0 < 2; s0++) {
		if (s0 && tasoc_ref_eq(n0->in[0], n0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0 = n0->in[s0], v0_1 = n0->in[1 - s0];
		m.var[0] = v0_0; /* ?x */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_EWMUL)
			continue;
		m.node[1] = v0_1.node;
		for (int s0_1 = 0; s0_1 < 2; s0_1++) {
			if (s0_1 && tasoc_ref_eq(n0_1->in[0], n0_1->in[1]))
				break; /* the swap would find the same match */
			tasoc_ref v0_1_0 = n0_1->in[s0_1], v0_1_1 = n0_1->in[1 - s0_1];
			m.var[1] = v0_1_0; /* ?y */
			m.var[2] = v0_1_1; /* ?z */
			const tasoc_ref roots[] = { v0 };
			if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
				continue;
			int stop = visit(ctx, &m);
			if (stop)
				return stop;
		}
	}
	return 0;
}

static tasoc_status apply_ewmul_ewmul__ewmul_ewmul_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?x ?z) */
	const tasoc_ref i0[] = { m->var[0], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (ewmul ?y (ewmul ?x ?z)) */
	const tasoc_ref i1[] = { m->var[1], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "ewmul_ewmul__ewmul_ewmul_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL))
/*
 * ewmul_ewmul_ewmul__ewmul_ewmul_ewmul_2
 *   (ewmul (ewmul ?x ?y) (ewmul ?z ?y))  =>  (ewmul ?x (ewmul ?z (ewmul ?y ?y)))
 * proved: ewmul_comm, ewmul_assoc
 */
static int match_ewmul_ewmul_ewmul__ewmul_ewmul_ewmul_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_EWMUL)
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
			m.var[1] = v0_0_1; /* ?y */
			const tasoc_node *n0_1 = &g->nodes[v0_1.node];
			if (n0_1->op != TASOC_OP_EWMUL)
				continue;
			m.node[2] = v0_1.node;
			for (int s0_1 = 0; s0_1 < 2; s0_1++) {
				if (s0_1 && tasoc_ref_eq(n0_1->in[0], n0_1->in[1]))
					break; /* the swap would find the same match */
				tasoc_ref v0_1_0 = n0_1->in[s0_1], v0_1_1 = n0_1->in[1 - s0_1];
				m.var[2] = v0_1_0; /* ?z */
				if (!tasoc_ref_eq(v0_1_1, m.var[1])) /* ?y */
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

static tasoc_status apply_ewmul_ewmul_ewmul__ewmul_ewmul_ewmul_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?y ?y) */
	const tasoc_ref i0[] = { m->var[1], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (ewmul ?z (ewmul ?y ?y)) */
	const tasoc_ref i1[] = { m->var[2], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i1);
	/* (ewmul ?x (ewmul ?z (ewmul ?y ?y))) */
	const tasoc_ref i2[] = { m->var[0], t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "ewmul_ewmul_ewmul__ewmul_ewmul_ewmul_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL))
/*
 * ewmul_ewmul_ewmul__ewmul_ewmul_ewmul_3
 *   (ewmul (ewmul ?x ?y) (ewmul ?z ?z))  =>  (ewmul ?x (ewmul ?z (ewmul ?z ?y)))
 * proved: ewmul_comm, ewmul_assoc
 */
static int match_ewmul_ewmul_ewmul__ewmul_ewmul_ewmul_3(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_EWMUL)
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
			m.var[1] = v0_0_1; /* ?y */
			const tasoc_node *n0_1 = &g->nodes[v0_1.node];
			if (n0_1->op != TASOC_OP_EWMUL)
				continue;
			m.node[2] = v0_1.node;
			for (int s0_1 = 0; s0_1 < 2; s0_1++) {
				if (s0_1 && tasoc_ref_eq(n0_1->in[0], n0_1->in[1]))
					break; /* the swap would find the same match */
				tasoc_ref v0_1_0 = n0_1->in[s0_1], v0_1_1 = n0_1->in[1 - s0_1];
				m.var[2] = v0_1_0; /* ?z */
				if (!tasoc_ref_eq(v0_1_1, m.var[2])) /* ?z */
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

static tasoc_status apply_ewmul_ewmul_ewmul__ewmul_ewmul_ewmul_3(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?z ?y) */
	const tasoc_ref i0[] = { m->var[2], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (ewmul ?z (ewmul ?z ?y)) */
	const tasoc_ref i1[] = { m->var[2], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i1);
	/* (ewmul ?x (ewmul ?z (ewmul ?z ?y))) */
	const tasoc_ref i2[] = { m->var[0], t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "ewmul_ewmul_ewmul__ewmul_ewmul_ewmul_3", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
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

static tasoc_status apply_ewmul_factor(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewadd ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (ewmul (ewadd ?x ?y) ?z) */
	const tasoc_ref i1[] = { t0, m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "ewmul_factor", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_ONES))
/*
 * ewmul_ones___1
 *   (ewmul ?x (ones ?x))  =>  ?x
 * proved: ewmul_ones
 */
static int match_ewmul_ones___1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[0] = v0.node;
	for (int s0 = 0; s0 < 2; s0++) {
		if (s0 && tasoc_ref_eq(n0->in[0], n0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0 = n0->in[s0], v0_1 = n0->in[1 - s0];
		m.var[0] = v0_0; /* ?x */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_ONES)
			continue;
		m.node[1] = v0_1.node;
		tasoc_ref v0_1_0 = n0_1->in[0];
		if (!tasoc_ref_eq(v0_1_0, m.var[0])) /* ?x */
			continue;
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_ewmul_ones___1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	nw[0] = m->var[0];
	return tasoc_rw_finish(&rw, "ewmul_ones___1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_EYE) && defined(TASOC_RULE_OP_RELU))
/*
 * ewmul_relu_eye__ewmul_eye_1
 *   (ewmul ?x (relu (eye ?x)))  =>  (ewmul ?x (eye ?x))
 * proved: relu_eye
 */
static int match_ewmul_relu_eye__ewmul_eye_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[0] = v0.node;
	for (int s0 = 0; s0 < 2; s0++) {
		if (s0 && tasoc_ref_eq(n0->in[0], n0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0 = n0->in[s0], v0_1 = n0->in[1 - s0];
		m.var[0] = v0_0; /* ?x */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_RELU)
			continue;
		m.node[1] = v0_1.node;
		tasoc_ref v0_1_0 = n0_1->in[0];
		const tasoc_node *n0_1_0 = &g->nodes[v0_1_0.node];
		if (n0_1_0->op != TASOC_OP_EYE)
			continue;
		m.node[2] = v0_1_0.node;
		tasoc_ref v0_1_0_0 = n0_1_0->in[0];
		if (!tasoc_ref_eq(v0_1_0_0, m.var[0])) /* ?x */
			continue;
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_1_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_ewmul_relu_eye__ewmul_eye_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (eye ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EYE, NULL, 1, i0);
	/* (ewmul ?x (eye ?x)) */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "ewmul_relu_eye__ewmul_eye_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
/*
 * ewmul_relu_ones___1
 *   (ewmul ?x (relu (ones ?x)))  =>  ?x
 * proved: ewmul_ones, relu_ones
 */
static int match_ewmul_relu_ones___1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[0] = v0.node;
	for (int s0 = 0; s0 < 2; s0++) {
		if (s0 && tasoc_ref_eq(n0->in[0], n0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0 = n0->in[s0], v0_1 = n0->in[1 - s0];
		m.var[0] = v0_0; /* ?x */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_RELU)
			continue;
		m.node[1] = v0_1.node;
		tasoc_ref v0_1_0 = n0_1->in[0];
		const tasoc_node *n0_1_0 = &g->nodes[v0_1_0.node];
		if (n0_1_0->op != TASOC_OP_ONES)
			continue;
		m.node[2] = v0_1_0.node;
		tasoc_ref v0_1_0_0 = n0_1_0->in[0];
		if (!tasoc_ref_eq(v0_1_0_0, m.var[0])) /* ?x */
			continue;
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_1_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_ewmul_relu_ones___1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	nw[0] = m->var[0];
	return tasoc_rw_finish(&rw, "ewmul_relu_ones___1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_SMUL))
/*
 * ewmul_smul__ewmul_smul_1
 *   (ewmul ?x (smul ?y ?z))  =>  (ewmul ?y (smul ?x ?z))
 * proved: ewmul_comm, smul_ewmul
 */
static int match_ewmul_smul__ewmul_smul_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[0] = v0.node;
	for (int s0 = 0; s0 < 2; s0++) {
		if (s0 && tasoc_ref_eq(n0->in[0], n0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0 = n0->in[s0], v0_1 = n0->in[1 - s0];
		m.var[0] = v0_0; /* ?x */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_SMUL)
			continue;
		m.node[1] = v0_1.node;
		tasoc_ref v0_1_0 = n0_1->in[0];
		tasoc_ref v0_1_1 = n0_1->in[1];
		m.var[1] = v0_1_0; /* ?y */
		m.var[2] = v0_1_1; /* ?z */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_ewmul_smul__ewmul_smul_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (smul ?x ?z) */
	const tasoc_ref i0[] = { m->var[0], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_SMUL, NULL, 2, i0);
	/* (ewmul ?y (smul ?x ?z)) */
	const tasoc_ref i1[] = { m->var[1], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "ewmul_smul__ewmul_smul_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_SMUL))
/*
 * ewmul_smul_ones__smul_1
 *   (ewmul ?x (smul (ones ?x) ?y))  =>  (smul ?x ?y)
 * proved: ewmul_comm, ewmul_ones, smul_ewmul
 */
static int match_ewmul_smul_ones__smul_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[0] = v0.node;
	for (int s0 = 0; s0 < 2; s0++) {
		if (s0 && tasoc_ref_eq(n0->in[0], n0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0 = n0->in[s0], v0_1 = n0->in[1 - s0];
		m.var[0] = v0_0; /* ?x */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_SMUL)
			continue;
		m.node[1] = v0_1.node;
		tasoc_ref v0_1_0 = n0_1->in[0];
		tasoc_ref v0_1_1 = n0_1->in[1];
		const tasoc_node *n0_1_0 = &g->nodes[v0_1_0.node];
		if (n0_1_0->op != TASOC_OP_ONES)
			continue;
		m.node[2] = v0_1_0.node;
		tasoc_ref v0_1_0_0 = n0_1_0->in[0];
		if (!tasoc_ref_eq(v0_1_0_0, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_1_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_ewmul_smul_ones__smul_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (smul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_SMUL, NULL, 2, i0);
	nw[0] = t0;
	return tasoc_rw_finish(&rw, "ewmul_smul_ones__smul_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_SMUL))
/*
 * ewmul_smul_smul__ewmul_smul_ewmul_1
 *   (ewmul (smul ?x ?y) (smul ?z ?y))  =>  (ewmul ?x (smul ?z (ewmul ?y ?y)))
 * proved: ewmul_comm, smul_assoc, smul_ewmul
 */
static int match_ewmul_smul_smul__ewmul_smul_ewmul_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[0] = v0.node;
	for (int s0 = 0; s0 < 2; s0++) {
		if (s0 && tasoc_ref_eq(n0->in[0], n0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0 = n0->in[s0], v0_1 = n0->in[1 - s0];
		const tasoc_node *n0_0 = &g->nodes[v0_0.node];
		if (n0_0->op != TASOC_OP_SMUL)
			continue;
		m.node[1] = v0_0.node;
		tasoc_ref v0_0_0 = n0_0->in[0];
		tasoc_ref v0_0_1 = n0_0->in[1];
		m.var[0] = v0_0_0; /* ?x */
		m.var[1] = v0_0_1; /* ?y */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_SMUL)
			continue;
		m.node[2] = v0_1.node;
		tasoc_ref v0_1_0 = n0_1->in[0];
		tasoc_ref v0_1_1 = n0_1->in[1];
		m.var[2] = v0_1_0; /* ?z */
		if (!tasoc_ref_eq(v0_1_1, m.var[1])) /* ?y */
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
	return 0;
}

static tasoc_status apply_ewmul_smul_smul__ewmul_smul_ewmul_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?y ?y) */
	const tasoc_ref i0[] = { m->var[1], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (smul ?z (ewmul ?y ?y)) */
	const tasoc_ref i1[] = { m->var[2], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_SMUL, NULL, 2, i1);
	/* (ewmul ?x (smul ?z (ewmul ?y ?y))) */
	const tasoc_ref i2[] = { m->var[0], t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "ewmul_smul_smul__ewmul_smul_ewmul_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_SPLIT))
/*
 * ewmul_split_merge
 *   [(ewmul (split0 ?a ?x) (split0 ?a ?y)) (ewmul (split1 ?a ?x) (split1 ?a ?y))]  =>  [(split0 ?a (ewmul ?x ?y)) (split1 ?a (ewmul ?x ?y))]
 * proved: concat_ewmul, split0_concat, split1_concat, concat_split
 */
static int match_ewmul_split_merge(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 6;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[0] = v0.node;
	for (int s0 = 0; s0 < 2; s0++) {
		if (s0 && tasoc_ref_eq(n0->in[0], n0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0 = n0->in[s0], v0_1 = n0->in[1 - s0];
		const tasoc_node *n0_0 = &g->nodes[v0_0.node];
		if (n0_0->op != TASOC_OP_SPLIT || v0_0.out != 0)
			continue;
		m.node[1] = v0_0.node;
		m.attr[0] = n0_0->attr[TASOC_SPLIT_AXIS]; /* ?a */
		tasoc_ref v0_0_0 = n0_0->in[0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_1 = &g->nodes[v0_1.node];
		if (n0_1->op != TASOC_OP_SPLIT || v0_1.out != 0)
			continue;
		m.node[2] = v0_1.node;
		if (n0_1->attr[TASOC_SPLIT_AXIS] != m.attr[0]) /* ?a */
			continue;
		tasoc_ref v0_1_0 = n0_1->in[0];
		m.var[1] = v0_1_0; /* ?y */
		const int32_t *p1;
		int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_EWMUL, &p1); /* no shared variable: the ewmul nodes */
		for (int32_t i1 = 0; i1 < np1; i1++) {
			int32_t c1 = p1 ? p1[i1] : i1;
			if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
				continue;
			tasoc_ref v1 = tasoc_ref_make(c1, 0);
			if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
				continue;
			const tasoc_node *n1 = &g->nodes[v1.node];
			if (n1->op != TASOC_OP_EWMUL)
				continue;
			m.node[3] = v1.node;
			for (int s1 = 0; s1 < 2; s1++) {
				if (s1 && tasoc_ref_eq(n1->in[0], n1->in[1]))
					break; /* the swap would find the same match */
				tasoc_ref v1_0 = n1->in[s1], v1_1 = n1->in[1 - s1];
				const tasoc_node *n1_0 = &g->nodes[v1_0.node];
				if (n1_0->op != TASOC_OP_SPLIT || v1_0.out != 1)
					continue;
				m.node[4] = v1_0.node;
				if (n1_0->attr[TASOC_SPLIT_AXIS] != m.attr[0]) /* ?a */
					continue;
				tasoc_ref v1_0_0 = n1_0->in[0];
				if (!tasoc_ref_eq(v1_0_0, m.var[0])) /* ?x */
					continue;
				const tasoc_node *n1_1 = &g->nodes[v1_1.node];
				if (n1_1->op != TASOC_OP_SPLIT || v1_1.out != 1)
					continue;
				m.node[5] = v1_1.node;
				if (n1_1->attr[TASOC_SPLIT_AXIS] != m.attr[0]) /* ?a */
					continue;
				tasoc_ref v1_1_0 = n1_1->in[0];
				if (!tasoc_ref_eq(v1_1_0, m.var[1])) /* ?y */
					continue;
				const tasoc_ref roots[] = { v0, v1 };
				if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 2)) /* read outside the pattern */
					continue;
				if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 2)) /* read outside the pattern */
					continue;
				if (!tasoc_rw_contained(g, u, v1_0, &m, roots, 2)) /* read outside the pattern */
					continue;
				if (!tasoc_rw_contained(g, u, v1_1, &m, roots, 2)) /* read outside the pattern */
					continue;
				if (!tasoc_rw_acyclic(g, u, &m, 2, roots, 2))
					continue;
				int stop = visit(ctx, &m);
				if (stop)
					return stop;
			}
		}
	}
	return 0;
}

static tasoc_status apply_ewmul_split_merge(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[3], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (split0 ?a (ewmul ?x ?y)) */
	int32_t a1[2];
	a1[TASOC_SPLIT_AXIS] = m->attr[0]; /* axis */
	a1[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t0, a1[TASOC_SPLIT_AXIS]);
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a1, 1, i1);
	nw[0] = t1;
	nw[1] = tasoc_ref_make(t1.node, 1);
	return tasoc_rw_finish(&rw, "ewmul_split_merge", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * ewmul_transpose_transpose__transpose_ewmul_1
 *   (ewmul (transpose ?x) (transpose ?y))  =>  (transpose (ewmul ?x ?y))
 * proved: transpose_ewmul
 */
static int match_ewmul_transpose_transpose__transpose_ewmul_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_EWMUL)
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

static tasoc_status apply_ewmul_transpose_transpose__transpose_ewmul_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (transpose (ewmul ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "ewmul_transpose_transpose__transpose_ewmul_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_GELU))
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

static tasoc_status apply_gelu_concat(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
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

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_GELU) && defined(TASOC_RULE_OP_SPLIT))
/*
 * gelu_gelu__split0_gelu_concat_split1_gelu_concat_1
 *   [(gelu ?x) (gelu ?y)]  =>  [(split0 0 (gelu (concat 0 ?x ?y))) (split1 0 (gelu (concat 0 ?x ?y)))]
 * proved: gelu_concat, split0_concat, split1_concat
 */
static int match_gelu_gelu__split0_gelu_concat_split1_gelu_concat_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_GELU)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	m.var[0] = v0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_GELU, &p1); /* no shared variable: the gelu nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_GELU)
			continue;
		m.node[1] = v1.node;
		tasoc_ref v1_0 = n1->in[0];
		m.var[1] = v1_0; /* ?y */
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_acyclic(g, u, &m, 2, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_gelu_gelu__split0_gelu_concat_split1_gelu_concat_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 0 ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 0; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (gelu (concat 0 ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_GELU, NULL, 1, i1);
	/* (split0 0 (gelu (concat 0 ?x ?y))) */
	int32_t a2[2];
	a2[TASOC_SPLIT_AXIS] = 0; /* axis */
	a2[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t1, a2[TASOC_SPLIT_AXIS]);
	const tasoc_ref i2[] = { t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a2, 1, i2);
	nw[0] = t2;
	nw[1] = tasoc_ref_make(t2.node, 1);
	return tasoc_rw_finish(&rw, "gelu_gelu__split0_gelu_concat_split1_gelu_concat_1", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_GELU) && defined(TASOC_RULE_OP_SPLIT))
/*
 * gelu_gelu__split0_gelu_concat_split1_gelu_concat_2
 *   [(gelu ?x) (gelu ?y)]  =>  [(split0 1 (gelu (concat 1 ?x ?y))) (split1 1 (gelu (concat 1 ?x ?y)))]
 * proved: gelu_concat, split0_concat, split1_concat
 */
static int match_gelu_gelu__split0_gelu_concat_split1_gelu_concat_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_GELU)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	m.var[0] = v0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_GELU, &p1); /* no shared variable: the gelu nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_GELU)
			continue;
		m.node[1] = v1.node;
		tasoc_ref v1_0 = n1->in[0];
		m.var[1] = v1_0; /* ?y */
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_acyclic(g, u, &m, 2, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_gelu_gelu__split0_gelu_concat_split1_gelu_concat_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 1 ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (gelu (concat 1 ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_GELU, NULL, 1, i1);
	/* (split0 1 (gelu (concat 1 ?x ?y))) */
	int32_t a2[2];
	a2[TASOC_SPLIT_AXIS] = 1; /* axis */
	a2[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t1, a2[TASOC_SPLIT_AXIS]);
	const tasoc_ref i2[] = { t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a2, 1, i2);
	nw[0] = t2;
	nw[1] = tasoc_ref_make(t2.node, 1);
	return tasoc_rw_finish(&rw, "gelu_gelu__split0_gelu_concat_split1_gelu_concat_2", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_GELU) && defined(TASOC_RULE_OP_SPLIT))
/*
 * gelu_split_merge
 *   [(gelu (split0 ?a ?x)) (gelu (split1 ?a ?x))]  =>  [(split0 ?a (gelu ?x)) (split1 ?a (gelu ?x))]
 * proved: gelu_concat, split0_concat, split1_concat, concat_split
 */
static int match_gelu_split_merge(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 4;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_GELU)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_SPLIT || v0_0.out != 0)
		return 0;
	m.node[1] = v0_0.node;
	m.attr[0] = n0_0->attr[TASOC_SPLIT_AXIS]; /* ?a */
	tasoc_ref v0_0_0 = n0_0->in[0];
	m.var[0] = v0_0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_GELU, &p1); /* no shared variable: the gelu nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_GELU)
			continue;
		m.node[2] = v1.node;
		tasoc_ref v1_0 = n1->in[0];
		const tasoc_node *n1_0 = &g->nodes[v1_0.node];
		if (n1_0->op != TASOC_OP_SPLIT || v1_0.out != 1)
			continue;
		m.node[3] = v1_0.node;
		if (n1_0->attr[TASOC_SPLIT_AXIS] != m.attr[0]) /* ?a */
			continue;
		tasoc_ref v1_0_0 = n1_0->in[0];
		if (!tasoc_ref_eq(v1_0_0, m.var[0])) /* ?x */
			continue;
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 2)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v1_0, &m, roots, 2)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_acyclic(g, u, &m, 1, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_gelu_split_merge(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[2], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (gelu ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_GELU, NULL, 1, i0);
	/* (split0 ?a (gelu ?x)) */
	int32_t a1[2];
	a1[TASOC_SPLIT_AXIS] = m->attr[0]; /* axis */
	a1[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t0, a1[TASOC_SPLIT_AXIS]);
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a1, 1, i1);
	nw[0] = t1;
	nw[1] = tasoc_ref_make(t1.node, 1);
	return tasoc_rw_finish(&rw, "gelu_split_merge", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_GELU) && defined(TASOC_RULE_OP_TRANSPOSE))
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

static tasoc_status apply_gelu_transpose(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (transpose ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i0);
	/* (gelu (transpose ?x)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_GELU, NULL, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "gelu_transpose", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_GROUPCONV2D) && defined(TASOC_RULE_OP_GROUPMERGE))
/*
 * groupconv_merge_groups
 *   (groupconv2d ?sh ?sw ?p ?a ?x ?w)  =>  (groupconv2d ?sh ?sw ?p ?a ?x (groupmerge ?w ?x))
 * proved: groupconv_merge
 */
static int match_groupconv_merge_groups(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 1;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_GROUPCONV2D)
		return 0;
	m.node[0] = v0.node;
	m.attr[0] = n0->attr[TASOC_GROUPCONV2D_STRIDE_H]; /* ?sh */
	m.attr[1] = n0->attr[TASOC_GROUPCONV2D_STRIDE_W]; /* ?sw */
	m.attr[2] = n0->attr[TASOC_GROUPCONV2D_PADDING]; /* ?p */
	m.attr[3] = n0->attr[TASOC_GROUPCONV2D_ACTIVATION]; /* ?a */
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	m.var[1] = v0_1; /* ?w */
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_groupconv_merge_groups(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (groupmerge ?w ?x) */
	const tasoc_ref i0[] = { m->var[1], m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_GROUPMERGE, NULL, 2, i0);
	/* (groupconv2d ?sh ?sw ?p ?a ?x (groupmerge ?w ?x)) */
	int32_t a1[5];
	a1[TASOC_GROUPCONV2D_STRIDE_H] = m->attr[0]; /* stride_h */
	a1[TASOC_GROUPCONV2D_STRIDE_W] = m->attr[1]; /* stride_w */
	a1[TASOC_GROUPCONV2D_PADDING] = m->attr[2]; /* padding */
	a1[TASOC_GROUPCONV2D_ACTIVATION] = m->attr[3]; /* activation */
	a1[TASOC_GROUPCONV2D_GROUP] = 0; /* group: x[1] / w[1], filled in by tasoc_rw_add */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_GROUPCONV2D, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "groupconv_merge_groups", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_GROUPCONV2D) && defined(TASOC_RULE_OP_RELU))
/*
 * groupconv_relu_fuse
 *   (relu (groupconv2d ?sh ?sw ?p none ?x ?w))  =>  (groupconv2d ?sh ?sw ?p relu ?x ?w)
 * proved: groupconv_relu_fuse
 */
static int match_groupconv_relu_fuse(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0_0->op != TASOC_OP_GROUPCONV2D)
		return 0;
	m.node[1] = v0_0.node;
	m.attr[0] = n0_0->attr[TASOC_GROUPCONV2D_STRIDE_H]; /* ?sh */
	m.attr[1] = n0_0->attr[TASOC_GROUPCONV2D_STRIDE_W]; /* ?sw */
	m.attr[2] = n0_0->attr[TASOC_GROUPCONV2D_PADDING]; /* ?p */
	if (n0_0->attr[TASOC_GROUPCONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
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

static tasoc_status apply_groupconv_relu_fuse(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (groupconv2d ?sh ?sw ?p relu ?x ?w) */
	int32_t a0[5];
	a0[TASOC_GROUPCONV2D_STRIDE_H] = m->attr[0]; /* stride_h */
	a0[TASOC_GROUPCONV2D_STRIDE_W] = m->attr[1]; /* stride_w */
	a0[TASOC_GROUPCONV2D_PADDING] = m->attr[2]; /* padding */
	a0[TASOC_GROUPCONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	a0[TASOC_GROUPCONV2D_GROUP] = 0; /* group: x[1] / w[1], filled in by tasoc_rw_add */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_GROUPCONV2D, a0, 2, i0);
	nw[0] = t0;
	return tasoc_rw_finish(&rw, "groupconv_relu_fuse", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_HARDSWISH))
/*
 * hardswish_concat
 *   (concat ?a (hardswish ?x) (hardswish ?y))  =>  (hardswish (concat ?a ?x ?y))
 * proved: hardswish_concat
 */
static int match_hardswish_concat(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0_0->op != TASOC_OP_HARDSWISH)
		return 0;
	m.node[1] = v0_0.node;
	tasoc_ref v0_0_0 = n0_0->in[0];
	m.var[0] = v0_0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_HARDSWISH)
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

static tasoc_status apply_hardswish_concat(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat ?a ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = m->attr[0]; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (hardswish (concat ?a ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_HARDSWISH, NULL, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "hardswish_concat", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_HARDSWISH) && defined(TASOC_RULE_OP_SPLIT))
/*
 * hardswish_hardswish__split0_hardswish_concat_split1_hardswish_concat_1
 *   [(hardswish ?x) (hardswish ?y)]  =>  [(split0 0 (hardswish (concat 0 ?x ?y))) (split1 0 (hardswish (concat 0 ?x ?y)))]
 * proved: hardswish_concat, split0_concat, split1_concat
 */
static int match_hardswish_hardswish__split0_hardswish_concat_split1_hardswish_concat_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_HARDSWISH)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	m.var[0] = v0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_HARDSWISH, &p1); /* no shared variable: the hardswish nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_HARDSWISH)
			continue;
		m.node[1] = v1.node;
		tasoc_ref v1_0 = n1->in[0];
		m.var[1] = v1_0; /* ?y */
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_acyclic(g, u, &m, 2, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_hardswish_hardswish__split0_hardswish_concat_split1_hardswish_concat_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 0 ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 0; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (hardswish (concat 0 ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_HARDSWISH, NULL, 1, i1);
	/* (split0 0 (hardswish (concat 0 ?x ?y))) */
	int32_t a2[2];
	a2[TASOC_SPLIT_AXIS] = 0; /* axis */
	a2[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t1, a2[TASOC_SPLIT_AXIS]);
	const tasoc_ref i2[] = { t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a2, 1, i2);
	nw[0] = t2;
	nw[1] = tasoc_ref_make(t2.node, 1);
	return tasoc_rw_finish(&rw, "hardswish_hardswish__split0_hardswish_concat_split1_hardswish_concat_1", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_HARDSWISH) && defined(TASOC_RULE_OP_SPLIT))
/*
 * hardswish_hardswish__split0_hardswish_concat_split1_hardswish_concat_2
 *   [(hardswish ?x) (hardswish ?y)]  =>  [(split0 1 (hardswish (concat 1 ?x ?y))) (split1 1 (hardswish (concat 1 ?x ?y)))]
 * proved: hardswish_concat, split0_concat, split1_concat
 */
static int match_hardswish_hardswish__split0_hardswish_concat_split1_hardswish_concat_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_HARDSWISH)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	m.var[0] = v0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_HARDSWISH, &p1); /* no shared variable: the hardswish nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_HARDSWISH)
			continue;
		m.node[1] = v1.node;
		tasoc_ref v1_0 = n1->in[0];
		m.var[1] = v1_0; /* ?y */
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_acyclic(g, u, &m, 2, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_hardswish_hardswish__split0_hardswish_concat_split1_hardswish_concat_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 1 ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (hardswish (concat 1 ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_HARDSWISH, NULL, 1, i1);
	/* (split0 1 (hardswish (concat 1 ?x ?y))) */
	int32_t a2[2];
	a2[TASOC_SPLIT_AXIS] = 1; /* axis */
	a2[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t1, a2[TASOC_SPLIT_AXIS]);
	const tasoc_ref i2[] = { t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a2, 1, i2);
	nw[0] = t2;
	nw[1] = tasoc_ref_make(t2.node, 1);
	return tasoc_rw_finish(&rw, "hardswish_hardswish__split0_hardswish_concat_split1_hardswish_concat_2", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_HARDSWISH) && defined(TASOC_RULE_OP_SPLIT))
/*
 * hardswish_split_merge
 *   [(hardswish (split0 ?a ?x)) (hardswish (split1 ?a ?x))]  =>  [(split0 ?a (hardswish ?x)) (split1 ?a (hardswish ?x))]
 * proved: hardswish_concat, split0_concat, split1_concat, concat_split
 */
static int match_hardswish_split_merge(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 4;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_HARDSWISH)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_SPLIT || v0_0.out != 0)
		return 0;
	m.node[1] = v0_0.node;
	m.attr[0] = n0_0->attr[TASOC_SPLIT_AXIS]; /* ?a */
	tasoc_ref v0_0_0 = n0_0->in[0];
	m.var[0] = v0_0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_HARDSWISH, &p1); /* no shared variable: the hardswish nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_HARDSWISH)
			continue;
		m.node[2] = v1.node;
		tasoc_ref v1_0 = n1->in[0];
		const tasoc_node *n1_0 = &g->nodes[v1_0.node];
		if (n1_0->op != TASOC_OP_SPLIT || v1_0.out != 1)
			continue;
		m.node[3] = v1_0.node;
		if (n1_0->attr[TASOC_SPLIT_AXIS] != m.attr[0]) /* ?a */
			continue;
		tasoc_ref v1_0_0 = n1_0->in[0];
		if (!tasoc_ref_eq(v1_0_0, m.var[0])) /* ?x */
			continue;
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 2)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v1_0, &m, roots, 2)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_acyclic(g, u, &m, 1, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_hardswish_split_merge(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[2], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (hardswish ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_HARDSWISH, NULL, 1, i0);
	/* (split0 ?a (hardswish ?x)) */
	int32_t a1[2];
	a1[TASOC_SPLIT_AXIS] = m->attr[0]; /* axis */
	a1[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t0, a1[TASOC_SPLIT_AXIS]);
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a1, 1, i1);
	nw[0] = t1;
	nw[1] = tasoc_ref_make(t1.node, 1);
	return tasoc_rw_finish(&rw, "hardswish_split_merge", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_HARDSWISH) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * hardswish_transpose
 *   (transpose (hardswish ?x))  =>  (hardswish (transpose ?x))
 * proved: hardswish_transpose
 */
static int match_hardswish_transpose(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0_0->op != TASOC_OP_HARDSWISH)
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

static tasoc_status apply_hardswish_transpose(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (transpose ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i0);
	/* (hardswish (transpose ?x)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_HARDSWISH, NULL, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "hardswish_transpose", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_MATMUL))
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

static tasoc_status apply_matmul_assoc(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (matmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i0);
	/* (matmul (matmul ?x ?y) ?z) */
	const tasoc_ref i1[] = { t0, m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "matmul_assoc", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_MATMUL))
/*
 * matmul_concat_concat__ewadd_matmul_matmul_1
 *   (matmul (concat 1 ?x ?y) (concat 0 ?x ?z))  =>  (ewadd (matmul ?x ?x) (matmul ?y ?z))
 * proved: matmul_concat_inner
 */
static int match_matmul_concat_concat__ewadd_matmul_matmul_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_MATMUL)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_CONCAT_AXIS] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	m.var[1] = v0_0_1; /* ?y */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_CONCAT)
		return 0;
	m.node[2] = v0_1.node;
	if (n0_1->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
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

static tasoc_status apply_matmul_concat_concat__ewadd_matmul_matmul_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (matmul ?x ?x) */
	const tasoc_ref i0[] = { m->var[0], m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i0);
	/* (matmul ?y ?z) */
	const tasoc_ref i1[] = { m->var[1], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i1);
	/* (ewadd (matmul ?x ?x) (matmul ?y ?z)) */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "matmul_concat_concat__ewadd_matmul_matmul_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_MATMUL))
/*
 * matmul_concat_concat__ewadd_matmul_matmul_2
 *   (matmul (concat 1 ?x ?y) (concat 0 ?y ?z))  =>  (ewadd (matmul ?x ?y) (matmul ?y ?z))
 * proved: matmul_concat_inner
 */
static int match_matmul_concat_concat__ewadd_matmul_matmul_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_MATMUL)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_CONCAT_AXIS] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	m.var[1] = v0_0_1; /* ?y */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_CONCAT)
		return 0;
	m.node[2] = v0_1.node;
	if (n0_1->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	if (!tasoc_ref_eq(v0_1_0, m.var[1])) /* ?y */
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

static tasoc_status apply_matmul_concat_concat__ewadd_matmul_matmul_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (matmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i0);
	/* (matmul ?y ?z) */
	const tasoc_ref i1[] = { m->var[1], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i1);
	/* (ewadd (matmul ?x ?y) (matmul ?y ?z)) */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "matmul_concat_concat__ewadd_matmul_matmul_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_MATMUL))
/*
 * matmul_concat_concat__ewadd_matmul_matmul_3
 *   (matmul (concat 1 ?x ?y) (concat 0 ?z ?x))  =>  (ewadd (matmul ?x ?z) (matmul ?y ?x))
 * proved: matmul_concat_inner
 */
static int match_matmul_concat_concat__ewadd_matmul_matmul_3(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_MATMUL)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_CONCAT_AXIS] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	m.var[1] = v0_0_1; /* ?y */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_CONCAT)
		return 0;
	m.node[2] = v0_1.node;
	if (n0_1->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	m.var[2] = v0_1_0; /* ?z */
	if (!tasoc_ref_eq(v0_1_1, m.var[0])) /* ?x */
		return 0;
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

static tasoc_status apply_matmul_concat_concat__ewadd_matmul_matmul_3(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (matmul ?x ?z) */
	const tasoc_ref i0[] = { m->var[0], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i0);
	/* (matmul ?y ?x) */
	const tasoc_ref i1[] = { m->var[1], m->var[0] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i1);
	/* (ewadd (matmul ?x ?z) (matmul ?y ?x)) */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "matmul_concat_concat__ewadd_matmul_matmul_3", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_MATMUL))
/*
 * matmul_concat_concat__ewadd_matmul_matmul_4
 *   (matmul (concat 1 ?x ?y) (concat 0 ?z ?y))  =>  (ewadd (matmul ?x ?z) (matmul ?y ?y))
 * proved: matmul_concat_inner
 */
static int match_matmul_concat_concat__ewadd_matmul_matmul_4(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_MATMUL)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_CONCAT_AXIS] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	m.var[1] = v0_0_1; /* ?y */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_CONCAT)
		return 0;
	m.node[2] = v0_1.node;
	if (n0_1->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	m.var[2] = v0_1_0; /* ?z */
	if (!tasoc_ref_eq(v0_1_1, m.var[1])) /* ?y */
		return 0;
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

static tasoc_status apply_matmul_concat_concat__ewadd_matmul_matmul_4(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (matmul ?x ?z) */
	const tasoc_ref i0[] = { m->var[0], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i0);
	/* (matmul ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i1);
	/* (ewadd (matmul ?x ?z) (matmul ?y ?y)) */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "matmul_concat_concat__ewadd_matmul_matmul_4", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_MATMUL))
/*
 * matmul_concat_concat__matmul_ewadd_1
 *   (matmul (concat 1 ?x ?x) (concat 0 ?y ?z))  =>  (matmul ?x (ewadd ?y ?z))
 * proved: matmul_linear_y, matmul_concat_inner
 */
static int match_matmul_concat_concat__matmul_ewadd_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_MATMUL)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_CONCAT_AXIS] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	if (!tasoc_ref_eq(v0_0_1, m.var[0])) /* ?x */
		return 0;
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_CONCAT)
		return 0;
	m.node[2] = v0_1.node;
	if (n0_1->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	m.var[1] = v0_1_0; /* ?y */
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

static tasoc_status apply_matmul_concat_concat__matmul_ewadd_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewadd ?y ?z) */
	const tasoc_ref i0[] = { m->var[1], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (matmul ?x (ewadd ?y ?z)) */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "matmul_concat_concat__matmul_ewadd_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_MATMUL))
/*
 * matmul_concat_concat__matmul_ewadd_2
 *   (matmul (concat 1 ?x ?y) (concat 0 ?z ?z))  =>  (matmul (ewadd ?x ?y) ?z)
 * proved: matmul_linear_x, matmul_concat_inner
 */
static int match_matmul_concat_concat__matmul_ewadd_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_MATMUL)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_CONCAT_AXIS] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	m.var[1] = v0_0_1; /* ?y */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_CONCAT)
		return 0;
	m.node[2] = v0_1.node;
	if (n0_1->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	m.var[2] = v0_1_0; /* ?z */
	if (!tasoc_ref_eq(v0_1_1, m.var[2])) /* ?z */
		return 0;
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

static tasoc_status apply_matmul_concat_concat__matmul_ewadd_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewadd ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (matmul (ewadd ?x ?y) ?z) */
	const tasoc_ref i1[] = { t0, m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "matmul_concat_concat__matmul_ewadd_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EYE) && defined(TASOC_RULE_OP_MATMUL))
/*
 * matmul_concat_eye__concat_matmul_5
 *   (matmul ?x (concat 1 (eye ?x) ?y))  =>  (concat 1 ?x (matmul ?x ?y))
 * proved: matmul_concat_cols, matmul_identity
 */
static int match_matmul_concat_eye__concat_matmul_5(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
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
	if (n0_1->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_1.node;
	if (n0_1->attr[TASOC_CONCAT_AXIS] != 1)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	const tasoc_node *n0_1_0 = &g->nodes[v0_1_0.node];
	if (n0_1_0->op != TASOC_OP_EYE)
		return 0;
	m.node[2] = v0_1_0.node;
	tasoc_ref v0_1_0_0 = n0_1_0->in[0];
	if (!tasoc_ref_eq(v0_1_0_0, m.var[0])) /* ?x */
		return 0;
	m.var[1] = v0_1_1; /* ?y */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_1_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_matmul_concat_eye__concat_matmul_5(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (matmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i0);
	/* (concat 1 ?x (matmul ?x ?y)) */
	int32_t a1[1];
	a1[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "matmul_concat_eye__concat_matmul_5", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EYE) && defined(TASOC_RULE_OP_MATMUL))
/*
 * matmul_concat_eye__concat_matmul_7
 *   (matmul ?x (concat 1 ?y (eye ?x)))  =>  (concat 1 (matmul ?x ?y) ?x)
 * proved: matmul_concat_cols, matmul_identity
 */
static int match_matmul_concat_eye__concat_matmul_7(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
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
	if (n0_1->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_1.node;
	if (n0_1->attr[TASOC_CONCAT_AXIS] != 1)
		return 0;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	m.var[1] = v0_1_0; /* ?y */
	const tasoc_node *n0_1_1 = &g->nodes[v0_1_1.node];
	if (n0_1_1->op != TASOC_OP_EYE)
		return 0;
	m.node[2] = v0_1_1.node;
	tasoc_ref v0_1_1_0 = n0_1_1->in[0];
	if (!tasoc_ref_eq(v0_1_1_0, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_1_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_matmul_concat_eye__concat_matmul_7(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (matmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i0);
	/* (concat 1 (matmul ?x ?y) ?x) */
	int32_t a1[1];
	a1[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i1[] = { t0, m->var[0] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "matmul_concat_eye__concat_matmul_7", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_MATMUL))
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

static tasoc_status apply_matmul_concat_shared(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
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

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_MATMUL))
/*
 * matmul_ewadd__matmul_ewadd_1
 *   (matmul (ewadd ?x ?x) ?y)  =>  (matmul ?x (ewadd ?y ?y))
 * proved: matmul_linear_x, matmul_linear_y
 */
static int match_matmul_ewadd__matmul_ewadd_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[1] = v0_0.node;
	for (int s0_0 = 0; s0_0 < 2; s0_0++) {
		if (s0_0 && tasoc_ref_eq(n0_0->in[0], n0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0 = n0_0->in[s0_0], v0_0_1 = n0_0->in[1 - s0_0];
		m.var[0] = v0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_matmul_ewadd__matmul_ewadd_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewadd ?y ?y) */
	const tasoc_ref i0[] = { m->var[1], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (matmul ?x (ewadd ?y ?y)) */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "matmul_ewadd__matmul_ewadd_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_MATMUL))
/*
 * matmul_ewadd_ewadd__matmul_ewadd_ewadd_1
 *   (matmul (ewadd ?x (ewadd ?x ?x)) ?y)  =>  (matmul ?x (ewadd ?y (ewadd ?y ?y)))
 * proved: matmul_linear_x, matmul_linear_y
 */
static int match_matmul_ewadd_ewadd__matmul_ewadd_ewadd_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_MATMUL)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[1] = v0_0.node;
	for (int s0_0 = 0; s0_0 < 2; s0_0++) {
		if (s0_0 && tasoc_ref_eq(n0_0->in[0], n0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0 = n0_0->in[s0_0], v0_0_1 = n0_0->in[1 - s0_0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
		if (n0_0_1->op != TASOC_OP_EWADD)
			continue;
		m.node[2] = v0_0_1.node;
		for (int s0_0_1 = 0; s0_0_1 < 2; s0_0_1++) {
			if (s0_0_1 && tasoc_ref_eq(n0_0_1->in[0], n0_0_1->in[1]))
				break; /* the swap would find the same match */
			tasoc_ref v0_0_1_0 = n0_0_1->in[s0_0_1], v0_0_1_1 = n0_0_1->in[1 - s0_0_1];
			if (!tasoc_ref_eq(v0_0_1_0, m.var[0])) /* ?x */
				continue;
			if (!tasoc_ref_eq(v0_0_1_1, m.var[0])) /* ?x */
				continue;
			m.var[1] = v0_1; /* ?y */
			const tasoc_ref roots[] = { v0 };
			if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
				continue;
			if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
				continue;
			int stop = visit(ctx, &m);
			if (stop)
				return stop;
		}
	}
	return 0;
}

static tasoc_status apply_matmul_ewadd_ewadd__matmul_ewadd_ewadd_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewadd ?y ?y) */
	const tasoc_ref i0[] = { m->var[1], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (ewadd ?y (ewadd ?y ?y)) */
	const tasoc_ref i1[] = { m->var[1], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (matmul ?x (ewadd ?y (ewadd ?y ?y))) */
	const tasoc_ref i2[] = { m->var[0], t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "matmul_ewadd_ewadd__matmul_ewadd_ewadd_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EYE) && defined(TASOC_RULE_OP_MATMUL))
/*
 * matmul_ewadd_eye__ewadd_matmul_3
 *   (matmul ?x (ewadd ?y (eye ?x)))  =>  (ewadd ?x (matmul ?x ?y))
 * proved: ewadd_comm, matmul_linear_y, matmul_identity
 */
static int match_matmul_ewadd_eye__ewadd_matmul_3(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
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
	if (n0_1->op != TASOC_OP_EWADD)
		return 0;
	m.node[1] = v0_1.node;
	for (int s0_1 = 0; s0_1 < 2; s0_1++) {
		if (s0_1 && tasoc_ref_eq(n0_1->in[0], n0_1->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_1_0 = n0_1->in[s0_1], v0_1_1 = n0_1->in[1 - s0_1];
		m.var[1] = v0_1_0; /* ?y */
		const tasoc_node *n0_1_1 = &g->nodes[v0_1_1.node];
		if (n0_1_1->op != TASOC_OP_EYE)
			continue;
		m.node[2] = v0_1_1.node;
		tasoc_ref v0_1_1_0 = n0_1_1->in[0];
		if (!tasoc_ref_eq(v0_1_1_0, m.var[0])) /* ?x */
			continue;
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_1_1, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_matmul_ewadd_eye__ewadd_matmul_3(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (matmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i0);
	/* (ewadd ?x (matmul ?x ?y)) */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "matmul_ewadd_eye__ewadd_matmul_3", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_MATMUL))
/*
 * matmul_ewadd_matmul__matmul_ewadd_matmul_1
 *   (matmul (ewadd ?x (matmul ?x ?y)) ?z)  =>  (matmul ?x (ewadd ?z (matmul ?y ?z)))
 * proved: matmul_assoc, matmul_linear_x, matmul_linear_y
 */
static int match_matmul_ewadd_matmul__matmul_ewadd_matmul_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_MATMUL)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[1] = v0_0.node;
	for (int s0_0 = 0; s0_0 < 2; s0_0++) {
		if (s0_0 && tasoc_ref_eq(n0_0->in[0], n0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0 = n0_0->in[s0_0], v0_0_1 = n0_0->in[1 - s0_0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
		if (n0_0_1->op != TASOC_OP_MATMUL)
			continue;
		m.node[2] = v0_0_1.node;
		tasoc_ref v0_0_1_0 = n0_0_1->in[0];
		tasoc_ref v0_0_1_1 = n0_0_1->in[1];
		if (!tasoc_ref_eq(v0_0_1_0, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_0_1_1; /* ?y */
		m.var[2] = v0_1; /* ?z */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_matmul_ewadd_matmul__matmul_ewadd_matmul_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (matmul ?y ?z) */
	const tasoc_ref i0[] = { m->var[1], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i0);
	/* (ewadd ?z (matmul ?y ?z)) */
	const tasoc_ref i1[] = { m->var[2], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (matmul ?x (ewadd ?z (matmul ?y ?z))) */
	const tasoc_ref i2[] = { m->var[0], t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "matmul_ewadd_matmul__matmul_ewadd_matmul_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_MATMUL))
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

static tasoc_status apply_matmul_ewadd_shared(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewadd ?y ?z) */
	const tasoc_ref i0[] = { m->var[1], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (matmul ?x (ewadd ?y ?z)) */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "matmul_ewadd_shared", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_SMUL))
/*
 * matmul_ewadd_smul__matmul_ewadd_smul_1
 *   (matmul (ewadd ?x (smul ?x ?y)) ?z)  =>  (matmul ?x (ewadd ?z (smul ?z ?y)))
 * proved: matmul_linear_x, matmul_linear_y, matmul_smul_x, matmul_smul_y
 */
static int match_matmul_ewadd_smul__matmul_ewadd_smul_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_MATMUL)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[1] = v0_0.node;
	for (int s0_0 = 0; s0_0 < 2; s0_0++) {
		if (s0_0 && tasoc_ref_eq(n0_0->in[0], n0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0 = n0_0->in[s0_0], v0_0_1 = n0_0->in[1 - s0_0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
		if (n0_0_1->op != TASOC_OP_SMUL)
			continue;
		m.node[2] = v0_0_1.node;
		tasoc_ref v0_0_1_0 = n0_0_1->in[0];
		tasoc_ref v0_0_1_1 = n0_0_1->in[1];
		if (!tasoc_ref_eq(v0_0_1_0, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_0_1_1; /* ?y */
		m.var[2] = v0_1; /* ?z */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_matmul_ewadd_smul__matmul_ewadd_smul_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (smul ?z ?y) */
	const tasoc_ref i0[] = { m->var[2], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_SMUL, NULL, 2, i0);
	/* (ewadd ?z (smul ?z ?y)) */
	const tasoc_ref i1[] = { m->var[2], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (matmul ?x (ewadd ?z (smul ?z ?y))) */
	const tasoc_ref i2[] = { m->var[0], t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "matmul_ewadd_smul__matmul_ewadd_smul_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_MATMUL))
/*
 * matmul_ewmul_ewadd__matmul_ewmul_ewadd_1
 *   (matmul (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (matmul (ewmul ?x ?y) (ewadd ?z ?z))
 * proved: ewmul_comm, ewmul_distrib, matmul_linear_x, matmul_linear_y
 */
static int match_matmul_ewmul_ewadd__matmul_ewmul_ewadd_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_MATMUL)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[1] = v0_0.node;
	for (int s0_0 = 0; s0_0 < 2; s0_0++) {
		if (s0_0 && tasoc_ref_eq(n0_0->in[0], n0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0 = n0_0->in[s0_0], v0_0_1 = n0_0->in[1 - s0_0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
		if (n0_0_1->op != TASOC_OP_EWADD)
			continue;
		m.node[2] = v0_0_1.node;
		for (int s0_0_1 = 0; s0_0_1 < 2; s0_0_1++) {
			if (s0_0_1 && tasoc_ref_eq(n0_0_1->in[0], n0_0_1->in[1]))
				break; /* the swap would find the same match */
			tasoc_ref v0_0_1_0 = n0_0_1->in[s0_0_1], v0_0_1_1 = n0_0_1->in[1 - s0_0_1];
			m.var[1] = v0_0_1_0; /* ?y */
			if (!tasoc_ref_eq(v0_0_1_1, m.var[1])) /* ?y */
				continue;
			m.var[2] = v0_1; /* ?z */
			const tasoc_ref roots[] = { v0 };
			if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
				continue;
			if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
				continue;
			int stop = visit(ctx, &m);
			if (stop)
				return stop;
		}
	}
	return 0;
}

static tasoc_status apply_matmul_ewmul_ewadd__matmul_ewmul_ewadd_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (ewadd ?z ?z) */
	const tasoc_ref i1[] = { m->var[2], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (matmul (ewmul ?x ?y) (ewadd ?z ?z)) */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "matmul_ewmul_ewadd__matmul_ewmul_ewadd_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_SMUL))
/*
 * matmul_ewmul_smul__matmul_ewmul_smul_1
 *   (matmul (ewmul ?x (smul ?y ?z)) ?w)  =>  (matmul (ewmul ?x ?y) (smul ?w ?z))
 * proved: ewmul_comm, matmul_smul_x, matmul_smul_y, smul_ewmul
 */
static int match_matmul_ewmul_smul__matmul_ewmul_smul_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_MATMUL)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[1] = v0_0.node;
	for (int s0_0 = 0; s0_0 < 2; s0_0++) {
		if (s0_0 && tasoc_ref_eq(n0_0->in[0], n0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0 = n0_0->in[s0_0], v0_0_1 = n0_0->in[1 - s0_0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
		if (n0_0_1->op != TASOC_OP_SMUL)
			continue;
		m.node[2] = v0_0_1.node;
		tasoc_ref v0_0_1_0 = n0_0_1->in[0];
		tasoc_ref v0_0_1_1 = n0_0_1->in[1];
		m.var[1] = v0_0_1_0; /* ?y */
		m.var[2] = v0_0_1_1; /* ?z */
		m.var[3] = v0_1; /* ?w */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_matmul_ewmul_smul__matmul_ewmul_smul_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (smul ?w ?z) */
	const tasoc_ref i1[] = { m->var[3], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_SMUL, NULL, 2, i1);
	/* (matmul (ewmul ?x ?y) (smul ?w ?z)) */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "matmul_ewmul_smul__matmul_ewmul_smul_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EYE) && defined(TASOC_RULE_OP_MATMUL))
/*
 * matmul_eye___2
 *   (matmul ?x (eye ?x))  =>  ?x
 * proved: matmul_identity
 */
static int match_matmul_eye___2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0_1->op != TASOC_OP_EYE)
		return 0;
	m.node[1] = v0_1.node;
	tasoc_ref v0_1_0 = n0_1->in[0];
	if (!tasoc_ref_eq(v0_1_0, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_matmul_eye___2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	nw[0] = m->var[0];
	return tasoc_rw_finish(&rw, "matmul_eye___2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_MATMUL))
/*
 * matmul_matmul__matmul_matmul_1
 *   (matmul (matmul ?x ?y) ?z)  =>  (matmul ?x (matmul ?y ?z))
 * proved: matmul_assoc
 */
static int match_matmul_matmul__matmul_matmul_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0_0->op != TASOC_OP_MATMUL)
		return 0;
	m.node[1] = v0_0.node;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	m.var[1] = v0_0_1; /* ?y */
	m.var[2] = v0_1; /* ?z */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_matmul_matmul__matmul_matmul_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (matmul ?y ?z) */
	const tasoc_ref i0[] = { m->var[1], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i0);
	/* (matmul ?x (matmul ?y ?z)) */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "matmul_matmul__matmul_matmul_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_SPLIT))
/*
 * matmul_matmul__split0_matmul_concat_split1_matmul_concat_2
 *   [(matmul ?x ?y) (matmul ?z ?y)]  =>  [(split0 0 (matmul (concat 0 ?x ?z) ?y)) (split1 0 (matmul (concat 0 ?x ?z) ?y))]
 * proved: matmul_concat_rows, split0_concat, split1_concat
 */
static int match_matmul_matmul__split0_matmul_concat_split1_matmul_concat_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	int32_t nu1 = tasoc_rw_readers(g, u, m.var[1], &u1); /* readers of ?y */
	for (int32_t i1 = 0; i1 < nu1; i1++) {
		int32_t c1 = tasoc_rw_reader(g, u1, i1, m.var[1]);
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
		m.var[2] = v1_0; /* ?z */
		if (!tasoc_ref_eq(v1_1, m.var[1])) /* ?y */
			continue;
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_acyclic(g, u, &m, 3, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_matmul_matmul__split0_matmul_concat_split1_matmul_concat_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 0 ?x ?z) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 0; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (matmul (concat 0 ?x ?z) ?y) */
	const tasoc_ref i1[] = { t0, m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i1);
	/* (split0 0 (matmul (concat 0 ?x ?z) ?y)) */
	int32_t a2[2];
	a2[TASOC_SPLIT_AXIS] = 0; /* axis */
	a2[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t1, a2[TASOC_SPLIT_AXIS]);
	const tasoc_ref i2[] = { t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a2, 1, i2);
	nw[0] = t2;
	nw[1] = tasoc_ref_make(t2.node, 1);
	return tasoc_rw_finish(&rw, "matmul_matmul__split0_matmul_concat_split1_matmul_concat_2", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_SPLIT))
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
		if (!tasoc_rw_acyclic(g, u, &m, 3, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_matmul_merge_shared(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
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

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EYE) && defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_RELU))
/*
 * matmul_relu_eye___2
 *   (matmul ?x (relu (eye ?x)))  =>  ?x
 * proved: matmul_identity, relu_eye
 */
static int match_matmul_relu_eye___2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
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
	if (n0_1->op != TASOC_OP_RELU)
		return 0;
	m.node[1] = v0_1.node;
	tasoc_ref v0_1_0 = n0_1->in[0];
	const tasoc_node *n0_1_0 = &g->nodes[v0_1_0.node];
	if (n0_1_0->op != TASOC_OP_EYE)
		return 0;
	m.node[2] = v0_1_0.node;
	tasoc_ref v0_1_0_0 = n0_1_0->in[0];
	if (!tasoc_ref_eq(v0_1_0_0, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_1_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_matmul_relu_eye___2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	nw[0] = m->var[0];
	return tasoc_rw_finish(&rw, "matmul_relu_eye___2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
/*
 * matmul_relu_ones__matmul_ones_1
 *   (matmul (relu (ones ?x)) ?x)  =>  (matmul (ones ?x) ?x)
 * proved: relu_ones
 */
static int match_matmul_relu_ones__matmul_ones_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_MATMUL)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_RELU)
		return 0;
	m.node[1] = v0_0.node;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_ONES)
		return 0;
	m.node[2] = v0_0_0.node;
	tasoc_ref v0_0_0_0 = n0_0_0->in[0];
	m.var[0] = v0_0_0_0; /* ?x */
	if (!tasoc_ref_eq(v0_1, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_matmul_relu_ones__matmul_ones_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ones ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_ONES, NULL, 1, i0);
	/* (matmul (ones ?x) ?x) */
	const tasoc_ref i1[] = { t0, m->var[0] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "matmul_relu_ones__matmul_ones_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
/*
 * matmul_relu_ones__matmul_ones_2
 *   (matmul ?x (relu (ones ?x)))  =>  (matmul ?x (ones ?x))
 * proved: relu_ones
 */
static int match_matmul_relu_ones__matmul_ones_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
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
	if (n0_1->op != TASOC_OP_RELU)
		return 0;
	m.node[1] = v0_1.node;
	tasoc_ref v0_1_0 = n0_1->in[0];
	const tasoc_node *n0_1_0 = &g->nodes[v0_1_0.node];
	if (n0_1_0->op != TASOC_OP_ONES)
		return 0;
	m.node[2] = v0_1_0.node;
	tasoc_ref v0_1_0_0 = n0_1_0->in[0];
	if (!tasoc_ref_eq(v0_1_0_0, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_1_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_matmul_relu_ones__matmul_ones_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ones ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_ONES, NULL, 1, i0);
	/* (matmul ?x (ones ?x)) */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "matmul_relu_ones__matmul_ones_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_SMUL))
/*
 * matmul_smul__matmul_smul_1
 *   (matmul (smul ?x ?y) ?z)  =>  (matmul ?x (smul ?z ?y))
 * proved: matmul_smul_x, matmul_smul_y
 */
static int match_matmul_smul__matmul_smul_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	m.var[1] = v0_0_1; /* ?y */
	m.var[2] = v0_1; /* ?z */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_matmul_smul__matmul_smul_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (smul ?z ?y) */
	const tasoc_ref i0[] = { m->var[2], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_SMUL, NULL, 2, i0);
	/* (matmul ?x (smul ?z ?y)) */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "matmul_smul__matmul_smul_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EYE) && defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_SMUL))
/*
 * matmul_smul_eye__smul_2
 *   (matmul ?x (smul (eye ?x) ?y))  =>  (smul ?x ?y)
 * proved: matmul_smul_y, matmul_identity
 */
static int match_matmul_smul_eye__smul_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
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
	if (n0_1->op != TASOC_OP_SMUL)
		return 0;
	m.node[1] = v0_1.node;
	tasoc_ref v0_1_0 = n0_1->in[0];
	tasoc_ref v0_1_1 = n0_1->in[1];
	const tasoc_node *n0_1_0 = &g->nodes[v0_1_0.node];
	if (n0_1_0->op != TASOC_OP_EYE)
		return 0;
	m.node[2] = v0_1_0.node;
	tasoc_ref v0_1_0_0 = n0_1_0->in[0];
	if (!tasoc_ref_eq(v0_1_0_0, m.var[0])) /* ?x */
		return 0;
	m.var[1] = v0_1_1; /* ?y */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_1_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_matmul_smul_eye__smul_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (smul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_SMUL, NULL, 2, i0);
	nw[0] = t0;
	return tasoc_rw_finish(&rw, "matmul_smul_eye__smul_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_TRANSPOSE))
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

static tasoc_status apply_matmul_transpose(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
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

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * matmul_transpose_ewadd__matmul_transpose_ewadd_1
 *   (matmul (transpose (ewadd ?x ?x)) ?y)  =>  (matmul (transpose ?x) (ewadd ?y ?y))
 * proved: matmul_linear_x, matmul_linear_y, transpose_ewadd
 */
static int match_matmul_transpose_ewadd__matmul_transpose_ewadd_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_MATMUL)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[1] = v0_0.node;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[2] = v0_0_0.node;
	for (int s0_0_0 = 0; s0_0_0 < 2; s0_0_0++) {
		if (s0_0_0 && tasoc_ref_eq(n0_0_0->in[0], n0_0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0_0 = n0_0_0->in[s0_0_0], v0_0_0_1 = n0_0_0->in[1 - s0_0_0];
		m.var[0] = v0_0_0_0; /* ?x */
		if (!tasoc_ref_eq(v0_0_0_1, m.var[0])) /* ?x */
			continue;
		m.var[1] = v0_1; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_matmul_transpose_ewadd__matmul_transpose_ewadd_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (transpose ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i0);
	/* (ewadd ?y ?y) */
	const tasoc_ref i1[] = { m->var[1], m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	/* (matmul (transpose ?x) (ewadd ?y ?y)) */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "matmul_transpose_ewadd__matmul_transpose_ewadd_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * matmul_transpose_transpose__transpose_matmul_1
 *   (matmul (transpose ?x) (transpose ?y))  =>  (transpose (matmul ?y ?x))
 * proved: matmul_transpose
 */
static int match_matmul_transpose_transpose__transpose_matmul_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_MATMUL)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[1] = v0_0.node;
	tasoc_ref v0_0_0 = n0_0->in[0];
	m.var[0] = v0_0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_TRANSPOSE)
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

static tasoc_status apply_matmul_transpose_transpose__transpose_matmul_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (matmul ?y ?x) */
	const tasoc_ref i0[] = { m->var[1], m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i0);
	/* (transpose (matmul ?y ?x)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "matmul_transpose_transpose__transpose_matmul_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_MAXPOOL2D) && defined(TASOC_RULE_OP_SPLIT))
/*
 * maxpool2d_maxpool2d__split0_maxpool2d_concat_split1_maxpool2d_concat_1
 *   [(maxpool2d 3 3 1 1 ?padding ?x) (maxpool2d 3 3 1 1 ?padding ?y)]  =>  [(split0 0 (maxpool2d 3 3 1 1 ?padding (concat 0 ?x ?y))) (split1 0 (maxpool2d 3 3 1 1 ?padding (concat 0 ?x ?y)))]
 * proved: maxpool_concat_batch, split0_concat, split1_concat
 */
static int match_maxpool2d_maxpool2d__split0_maxpool2d_concat_split1_maxpool2d_concat_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_MAXPOOL2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_MAXPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0->attr[TASOC_MAXPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0->attr[TASOC_MAXPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_MAXPOOL2D_STRIDE_W] != 1)
		return 0;
	m.attr[0] = n0->attr[TASOC_MAXPOOL2D_PADDING]; /* ?padding */
	tasoc_ref v0_0 = n0->in[0];
	m.var[0] = v0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_MAXPOOL2D, &p1); /* no shared variable: the maxpool2d nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_MAXPOOL2D)
			continue;
		m.node[1] = v1.node;
		if (n1->attr[TASOC_MAXPOOL2D_KERNEL_H] != 3)
			continue;
		if (n1->attr[TASOC_MAXPOOL2D_KERNEL_W] != 3)
			continue;
		if (n1->attr[TASOC_MAXPOOL2D_STRIDE_H] != 1)
			continue;
		if (n1->attr[TASOC_MAXPOOL2D_STRIDE_W] != 1)
			continue;
		if (n1->attr[TASOC_MAXPOOL2D_PADDING] != m.attr[0]) /* ?padding */
			continue;
		tasoc_ref v1_0 = n1->in[0];
		m.var[1] = v1_0; /* ?y */
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_acyclic(g, u, &m, 2, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_maxpool2d_maxpool2d__split0_maxpool2d_concat_split1_maxpool2d_concat_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 0 ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 0; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (maxpool2d 3 3 1 1 ?padding (concat 0 ?x ?y)) */
	int32_t a1[5];
	a1[TASOC_MAXPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a1[TASOC_MAXPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a1[TASOC_MAXPOOL2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_MAXPOOL2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_MAXPOOL2D_PADDING] = m->attr[0]; /* padding */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_MAXPOOL2D, a1, 1, i1);
	/* (split0 0 (maxpool2d 3 3 1 1 ?padding (concat 0 ?x ?y))) */
	int32_t a2[2];
	a2[TASOC_SPLIT_AXIS] = 0; /* axis */
	a2[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t1, a2[TASOC_SPLIT_AXIS]);
	const tasoc_ref i2[] = { t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a2, 1, i2);
	nw[0] = t2;
	nw[1] = tasoc_ref_make(t2.node, 1);
	return tasoc_rw_finish(&rw, "maxpool2d_maxpool2d__split0_maxpool2d_concat_split1_maxpool2d_concat_1", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_MAXPOOL2D) && defined(TASOC_RULE_OP_SPLIT))
/*
 * maxpool2d_maxpool2d__split0_maxpool2d_concat_split1_maxpool2d_concat_2
 *   [(maxpool2d 3 3 1 1 ?padding ?x) (maxpool2d 3 3 1 1 ?padding ?y)]  =>  [(split0 1 (maxpool2d 3 3 1 1 ?padding (concat 1 ?x ?y))) (split1 1 (maxpool2d 3 3 1 1 ?padding (concat 1 ?x ?y)))]
 * proved: maxpool_concat_channels, split0_concat, split1_concat
 */
static int match_maxpool2d_maxpool2d__split0_maxpool2d_concat_split1_maxpool2d_concat_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_MAXPOOL2D)
		return 0;
	m.node[0] = v0.node;
	if (n0->attr[TASOC_MAXPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0->attr[TASOC_MAXPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0->attr[TASOC_MAXPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0->attr[TASOC_MAXPOOL2D_STRIDE_W] != 1)
		return 0;
	m.attr[0] = n0->attr[TASOC_MAXPOOL2D_PADDING]; /* ?padding */
	tasoc_ref v0_0 = n0->in[0];
	m.var[0] = v0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_MAXPOOL2D, &p1); /* no shared variable: the maxpool2d nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_MAXPOOL2D)
			continue;
		m.node[1] = v1.node;
		if (n1->attr[TASOC_MAXPOOL2D_KERNEL_H] != 3)
			continue;
		if (n1->attr[TASOC_MAXPOOL2D_KERNEL_W] != 3)
			continue;
		if (n1->attr[TASOC_MAXPOOL2D_STRIDE_H] != 1)
			continue;
		if (n1->attr[TASOC_MAXPOOL2D_STRIDE_W] != 1)
			continue;
		if (n1->attr[TASOC_MAXPOOL2D_PADDING] != m.attr[0]) /* ?padding */
			continue;
		tasoc_ref v1_0 = n1->in[0];
		m.var[1] = v1_0; /* ?y */
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_acyclic(g, u, &m, 2, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_maxpool2d_maxpool2d__split0_maxpool2d_concat_split1_maxpool2d_concat_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 1 ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (maxpool2d 3 3 1 1 ?padding (concat 1 ?x ?y)) */
	int32_t a1[5];
	a1[TASOC_MAXPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a1[TASOC_MAXPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a1[TASOC_MAXPOOL2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_MAXPOOL2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_MAXPOOL2D_PADDING] = m->attr[0]; /* padding */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_MAXPOOL2D, a1, 1, i1);
	/* (split0 1 (maxpool2d 3 3 1 1 ?padding (concat 1 ?x ?y))) */
	int32_t a2[2];
	a2[TASOC_SPLIT_AXIS] = 1; /* axis */
	a2[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t1, a2[TASOC_SPLIT_AXIS]);
	const tasoc_ref i2[] = { t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a2, 1, i2);
	nw[0] = t2;
	nw[1] = tasoc_ref_make(t2.node, 1);
	return tasoc_rw_finish(&rw, "maxpool2d_maxpool2d__split0_maxpool2d_concat_split1_maxpool2d_concat_2", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_RELU6))
/*
 * relu6_concat
 *   (concat ?a (relu6 ?x) (relu6 ?y))  =>  (relu6 (concat ?a ?x ?y))
 * proved: relu6_concat
 */
static int match_relu6_concat(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0_0->op != TASOC_OP_RELU6)
		return 0;
	m.node[1] = v0_0.node;
	tasoc_ref v0_0_0 = n0_0->in[0];
	m.var[0] = v0_0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_RELU6)
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

static tasoc_status apply_relu6_concat(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat ?a ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = m->attr[0]; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (relu6 (concat ?a ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_RELU6, NULL, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "relu6_concat", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_RELU6) && defined(TASOC_RULE_OP_SPLIT))
/*
 * relu6_relu6__split0_relu6_concat_split1_relu6_concat_1
 *   [(relu6 ?x) (relu6 ?y)]  =>  [(split0 0 (relu6 (concat 0 ?x ?y))) (split1 0 (relu6 (concat 0 ?x ?y)))]
 * proved: relu6_concat, split0_concat, split1_concat
 */
static int match_relu6_relu6__split0_relu6_concat_split1_relu6_concat_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_RELU6)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	m.var[0] = v0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_RELU6, &p1); /* no shared variable: the relu6 nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_RELU6)
			continue;
		m.node[1] = v1.node;
		tasoc_ref v1_0 = n1->in[0];
		m.var[1] = v1_0; /* ?y */
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_acyclic(g, u, &m, 2, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_relu6_relu6__split0_relu6_concat_split1_relu6_concat_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 0 ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 0; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (relu6 (concat 0 ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_RELU6, NULL, 1, i1);
	/* (split0 0 (relu6 (concat 0 ?x ?y))) */
	int32_t a2[2];
	a2[TASOC_SPLIT_AXIS] = 0; /* axis */
	a2[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t1, a2[TASOC_SPLIT_AXIS]);
	const tasoc_ref i2[] = { t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a2, 1, i2);
	nw[0] = t2;
	nw[1] = tasoc_ref_make(t2.node, 1);
	return tasoc_rw_finish(&rw, "relu6_relu6__split0_relu6_concat_split1_relu6_concat_1", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_RELU6) && defined(TASOC_RULE_OP_SPLIT))
/*
 * relu6_relu6__split0_relu6_concat_split1_relu6_concat_2
 *   [(relu6 ?x) (relu6 ?y)]  =>  [(split0 1 (relu6 (concat 1 ?x ?y))) (split1 1 (relu6 (concat 1 ?x ?y)))]
 * proved: relu6_concat, split0_concat, split1_concat
 */
static int match_relu6_relu6__split0_relu6_concat_split1_relu6_concat_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_RELU6)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	m.var[0] = v0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_RELU6, &p1); /* no shared variable: the relu6 nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_RELU6)
			continue;
		m.node[1] = v1.node;
		tasoc_ref v1_0 = n1->in[0];
		m.var[1] = v1_0; /* ?y */
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_acyclic(g, u, &m, 2, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_relu6_relu6__split0_relu6_concat_split1_relu6_concat_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 1 ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (relu6 (concat 1 ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_RELU6, NULL, 1, i1);
	/* (split0 1 (relu6 (concat 1 ?x ?y))) */
	int32_t a2[2];
	a2[TASOC_SPLIT_AXIS] = 1; /* axis */
	a2[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t1, a2[TASOC_SPLIT_AXIS]);
	const tasoc_ref i2[] = { t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a2, 1, i2);
	nw[0] = t2;
	nw[1] = tasoc_ref_make(t2.node, 1);
	return tasoc_rw_finish(&rw, "relu6_relu6__split0_relu6_concat_split1_relu6_concat_2", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_RELU6) && defined(TASOC_RULE_OP_SPLIT))
/*
 * relu6_split_merge
 *   [(relu6 (split0 ?a ?x)) (relu6 (split1 ?a ?x))]  =>  [(split0 ?a (relu6 ?x)) (split1 ?a (relu6 ?x))]
 * proved: relu6_concat, split0_concat, split1_concat, concat_split
 */
static int match_relu6_split_merge(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 4;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_RELU6)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_SPLIT || v0_0.out != 0)
		return 0;
	m.node[1] = v0_0.node;
	m.attr[0] = n0_0->attr[TASOC_SPLIT_AXIS]; /* ?a */
	tasoc_ref v0_0_0 = n0_0->in[0];
	m.var[0] = v0_0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_RELU6, &p1); /* no shared variable: the relu6 nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_RELU6)
			continue;
		m.node[2] = v1.node;
		tasoc_ref v1_0 = n1->in[0];
		const tasoc_node *n1_0 = &g->nodes[v1_0.node];
		if (n1_0->op != TASOC_OP_SPLIT || v1_0.out != 1)
			continue;
		m.node[3] = v1_0.node;
		if (n1_0->attr[TASOC_SPLIT_AXIS] != m.attr[0]) /* ?a */
			continue;
		tasoc_ref v1_0_0 = n1_0->in[0];
		if (!tasoc_ref_eq(v1_0_0, m.var[0])) /* ?x */
			continue;
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 2)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v1_0, &m, roots, 2)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_acyclic(g, u, &m, 1, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_relu6_split_merge(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[2], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (relu6 ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_RELU6, NULL, 1, i0);
	/* (split0 ?a (relu6 ?x)) */
	int32_t a1[2];
	a1[TASOC_SPLIT_AXIS] = m->attr[0]; /* axis */
	a1[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t0, a1[TASOC_SPLIT_AXIS]);
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a1, 1, i1);
	nw[0] = t1;
	nw[1] = tasoc_ref_make(t1.node, 1);
	return tasoc_rw_finish(&rw, "relu6_split_merge", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_RELU6) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * relu6_transpose
 *   (transpose (relu6 ?x))  =>  (relu6 (transpose ?x))
 * proved: relu6_transpose
 */
static int match_relu6_transpose(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0_0->op != TASOC_OP_RELU6)
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

static tasoc_status apply_relu6_transpose(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (transpose ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i0);
	/* (relu6 (transpose ?x)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_RELU6, NULL, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "relu6_transpose", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_POOLKERNEL) && defined(TASOC_RULE_OP_RELU))
/*
 * relu_avgpool2d__conv2d_poolkernel_2
 *   (relu (avgpool2d 3 3 1 1 valid 0 ?x))  =>  (conv2d 1 1 valid relu ?x (poolkernel 3 3 ?x))
 * proved: avgpool_as_conv_valid, conv_relu_fuse
 */
static int match_relu_avgpool2d__conv2d_poolkernel_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
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

static tasoc_status apply_relu_avgpool2d__conv2d_poolkernel_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (poolkernel 3 3 ?x) */
	int32_t a0[2];
	a0[TASOC_POOLKERNEL_KERNEL_H] = 3; /* kernel_h */
	a0[TASOC_POOLKERNEL_KERNEL_W] = 3; /* kernel_w */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_POOLKERNEL, a0, 1, i0);
	/* (conv2d 1 1 valid relu ?x (poolkernel 3 3 ?x)) */
	int32_t a1[4];
	a1[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_CONV2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a1[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "relu_avgpool2d__conv2d_poolkernel_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_RELU))
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

static tasoc_status apply_relu_concat(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
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

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_RELU))
/*
 * relu_concat_conv2d__concat_conv2d_relu_1
 *   (relu (concat 1 (conv2d 1 1 same none ?x ?y) ?z))  =>  (concat 1 (conv2d 1 1 same relu ?x ?y) (relu ?z))
 * proved: conv_relu_fuse, relu_concat
 */
static int match_relu_concat_conv2d__concat_conv2d_relu_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_RELU)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_CONCAT_AXIS] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[2] = v0_0_0.node;
	if (n0_0_0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0_0_0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0_0_0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0_0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0_0_0 = n0_0_0->in[0];
	tasoc_ref v0_0_0_1 = n0_0_0->in[1];
	m.var[0] = v0_0_0_0; /* ?x */
	m.var[1] = v0_0_0_1; /* ?y */
	m.var[2] = v0_0_1; /* ?z */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_relu_concat_conv2d__concat_conv2d_relu_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (conv2d 1 1 same relu ?x ?y) */
	int32_t a0[4];
	a0[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a0, 2, i0);
	/* (relu ?z) */
	const tasoc_ref i1[] = { m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_RELU, NULL, 1, i1);
	/* (concat 1 (conv2d 1 1 same relu ?x ?y) (relu ?z)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "relu_concat_conv2d__concat_conv2d_relu_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_RELU))
/*
 * relu_concat_conv2d__concat_conv2d_relu_2
 *   (relu (concat 1 (conv2d 1 1 same relu ?x ?y) ?z))  =>  (concat 1 (conv2d 1 1 same relu ?x ?y) (relu ?z))
 * proved: conv_relu_fuse, relu_concat, relu_idempotent
 */
static int match_relu_concat_conv2d__concat_conv2d_relu_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_RELU)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_CONCAT_AXIS] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[2] = v0_0_0.node;
	if (n0_0_0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0_0_0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0_0_0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0_0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0_0_0 = n0_0_0->in[0];
	tasoc_ref v0_0_0_1 = n0_0_0->in[1];
	m.var[0] = v0_0_0_0; /* ?x */
	m.var[1] = v0_0_0_1; /* ?y */
	m.var[2] = v0_0_1; /* ?z */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_relu_concat_conv2d__concat_conv2d_relu_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (conv2d 1 1 same relu ?x ?y) */
	int32_t a0[4];
	a0[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a0, 2, i0);
	/* (relu ?z) */
	const tasoc_ref i1[] = { m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_RELU, NULL, 1, i1);
	/* (concat 1 (conv2d 1 1 same relu ?x ?y) (relu ?z)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "relu_concat_conv2d__concat_conv2d_relu_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_RELU))
/*
 * relu_concat_conv2d__concat_relu_conv2d_1
 *   (relu (concat 1 ?x (conv2d 1 1 same none ?y ?z)))  =>  (concat 1 (relu ?x) (conv2d 1 1 same relu ?y ?z))
 * proved: conv_relu_fuse, relu_concat
 */
static int match_relu_concat_conv2d__concat_relu_conv2d_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_RELU)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_CONCAT_AXIS] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
	if (n0_0_1->op != TASOC_OP_CONV2D)
		return 0;
	m.node[2] = v0_0_1.node;
	if (n0_0_1->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0_0_1->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0_0_1->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0_1->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0_1_0 = n0_0_1->in[0];
	tasoc_ref v0_0_1_1 = n0_0_1->in[1];
	m.var[1] = v0_0_1_0; /* ?y */
	m.var[2] = v0_0_1_1; /* ?z */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_relu_concat_conv2d__concat_relu_conv2d_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (relu ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_RELU, NULL, 1, i0);
	/* (conv2d 1 1 same relu ?y ?z) */
	int32_t a1[4];
	a1[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a1[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i1[] = { m->var[1], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a1, 2, i1);
	/* (concat 1 (relu ?x) (conv2d 1 1 same relu ?y ?z)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "relu_concat_conv2d__concat_relu_conv2d_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_RELU))
/*
 * relu_concat_conv2d__concat_relu_conv2d_2
 *   (relu (concat 1 ?x (conv2d 1 1 same relu ?y ?z)))  =>  (concat 1 (relu ?x) (conv2d 1 1 same relu ?y ?z))
 * proved: conv_relu_fuse, relu_concat, relu_idempotent
 */
static int match_relu_concat_conv2d__concat_relu_conv2d_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_RELU)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_CONCAT_AXIS] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
	if (n0_0_1->op != TASOC_OP_CONV2D)
		return 0;
	m.node[2] = v0_0_1.node;
	if (n0_0_1->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0_0_1->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0_0_1->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0_1->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0_1_0 = n0_0_1->in[0];
	tasoc_ref v0_0_1_1 = n0_0_1->in[1];
	m.var[1] = v0_0_1_0; /* ?y */
	m.var[2] = v0_0_1_1; /* ?z */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_relu_concat_conv2d__concat_relu_conv2d_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (relu ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_RELU, NULL, 1, i0);
	/* (conv2d 1 1 same relu ?y ?z) */
	int32_t a1[4];
	a1[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a1[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i1[] = { m->var[1], m->var[2] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a1, 2, i1);
	/* (concat 1 (relu ?x) (conv2d 1 1 same relu ?y ?z)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "relu_concat_conv2d__concat_relu_conv2d_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EYE) && defined(TASOC_RULE_OP_RELU))
/*
 * relu_concat_eye__concat_eye_relu_1
 *   (relu (concat ?axis (eye ?x) ?x))  =>  (concat ?axis (eye ?x) (relu ?x))
 * proved: relu_concat, relu_eye
 */
static int match_relu_concat_eye__concat_eye_relu_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_RELU)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_0.node;
	m.attr[0] = n0_0->attr[TASOC_CONCAT_AXIS]; /* ?axis */
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_EYE)
		return 0;
	m.node[2] = v0_0_0.node;
	tasoc_ref v0_0_0_0 = n0_0_0->in[0];
	m.var[0] = v0_0_0_0; /* ?x */
	if (!tasoc_ref_eq(v0_0_1, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_relu_concat_eye__concat_eye_relu_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (eye ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EYE, NULL, 1, i0);
	/* (relu ?x) */
	const tasoc_ref i1[] = { m->var[0] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_RELU, NULL, 1, i1);
	/* (concat ?axis (eye ?x) (relu ?x)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = m->attr[0]; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "relu_concat_eye__concat_eye_relu_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EYE) && defined(TASOC_RULE_OP_RELU))
/*
 * relu_concat_eye__concat_relu_eye_1
 *   (relu (concat ?axis ?x (eye ?x)))  =>  (concat ?axis (relu ?x) (eye ?x))
 * proved: relu_concat, relu_eye
 */
static int match_relu_concat_eye__concat_relu_eye_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_RELU)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_0.node;
	m.attr[0] = n0_0->attr[TASOC_CONCAT_AXIS]; /* ?axis */
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
	if (n0_0_1->op != TASOC_OP_EYE)
		return 0;
	m.node[2] = v0_0_1.node;
	tasoc_ref v0_0_1_0 = n0_0_1->in[0];
	if (!tasoc_ref_eq(v0_0_1_0, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_relu_concat_eye__concat_relu_eye_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (relu ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_RELU, NULL, 1, i0);
	/* (eye ?x) */
	const tasoc_ref i1[] = { m->var[0] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EYE, NULL, 1, i1);
	/* (concat ?axis (relu ?x) (eye ?x)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = m->attr[0]; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "relu_concat_eye__concat_relu_eye_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
/*
 * relu_concat_ones__concat_ones_relu_1
 *   (relu (concat ?axis (ones ?x) ?x))  =>  (concat ?axis (ones ?x) (relu ?x))
 * proved: relu_concat, relu_ones
 */
static int match_relu_concat_ones__concat_ones_relu_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_RELU)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_0.node;
	m.attr[0] = n0_0->attr[TASOC_CONCAT_AXIS]; /* ?axis */
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_ONES)
		return 0;
	m.node[2] = v0_0_0.node;
	tasoc_ref v0_0_0_0 = n0_0_0->in[0];
	m.var[0] = v0_0_0_0; /* ?x */
	if (!tasoc_ref_eq(v0_0_1, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_relu_concat_ones__concat_ones_relu_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ones ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_ONES, NULL, 1, i0);
	/* (relu ?x) */
	const tasoc_ref i1[] = { m->var[0] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_RELU, NULL, 1, i1);
	/* (concat ?axis (ones ?x) (relu ?x)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = m->attr[0]; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "relu_concat_ones__concat_ones_relu_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
/*
 * relu_concat_ones__concat_relu_ones_1
 *   (relu (concat ?axis ?x (ones ?x)))  =>  (concat ?axis (relu ?x) (ones ?x))
 * proved: relu_concat, relu_ones
 */
static int match_relu_concat_ones__concat_relu_ones_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_RELU)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_0.node;
	m.attr[0] = n0_0->attr[TASOC_CONCAT_AXIS]; /* ?axis */
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
	if (n0_0_1->op != TASOC_OP_ONES)
		return 0;
	m.node[2] = v0_0_1.node;
	tasoc_ref v0_0_1_0 = n0_0_1->in[0];
	if (!tasoc_ref_eq(v0_0_1_0, m.var[0])) /* ?x */
		return 0;
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_relu_concat_ones__concat_relu_ones_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (relu ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_RELU, NULL, 1, i0);
	/* (ones ?x) */
	const tasoc_ref i1[] = { m->var[0] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_ONES, NULL, 1, i1);
	/* (concat ?axis (relu ?x) (ones ?x)) */
	int32_t a2[1];
	a2[TASOC_CONCAT_AXIS] = m->attr[0]; /* axis */
	const tasoc_ref i2[] = { t0, t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a2, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "relu_concat_ones__concat_relu_ones_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_RELU))
/*
 * relu_concat_relu__relu_concat_1
 *   (relu (concat ?axis (relu ?x) ?y))  =>  (relu (concat ?axis ?x ?y))
 * proved: relu_concat, relu_idempotent
 */
static int match_relu_concat_relu__relu_concat_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_RELU)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_0.node;
	m.attr[0] = n0_0->attr[TASOC_CONCAT_AXIS]; /* ?axis */
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_RELU)
		return 0;
	m.node[2] = v0_0_0.node;
	tasoc_ref v0_0_0_0 = n0_0_0->in[0];
	m.var[0] = v0_0_0_0; /* ?x */
	m.var[1] = v0_0_1; /* ?y */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_relu_concat_relu__relu_concat_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat ?axis ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = m->attr[0]; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (relu (concat ?axis ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_RELU, NULL, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "relu_concat_relu__relu_concat_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_RELU))
/*
 * relu_concat_relu__relu_concat_2
 *   (relu (concat ?axis ?x (relu ?y)))  =>  (relu (concat ?axis ?x ?y))
 * proved: relu_concat, relu_idempotent
 */
static int match_relu_concat_relu__relu_concat_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_RELU)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_0.node;
	m.attr[0] = n0_0->attr[TASOC_CONCAT_AXIS]; /* ?axis */
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
	if (n0_0_1->op != TASOC_OP_RELU)
		return 0;
	m.node[2] = v0_0_1.node;
	tasoc_ref v0_0_1_0 = n0_0_1->in[0];
	m.var[1] = v0_0_1_0; /* ?y */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_relu_concat_relu__relu_concat_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat ?axis ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = m->attr[0]; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (relu (concat ?axis ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_RELU, NULL, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "relu_concat_relu__relu_concat_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_RELU))
/*
 * relu_conv2d__conv2d_2
 *   (relu (conv2d ?stride_h ?stride_w ?padding relu ?x ?y))  =>  (conv2d ?stride_h ?stride_w ?padding relu ?x ?y)
 * proved: conv_relu_fuse, relu_idempotent
 */
static int match_relu_conv2d__conv2d_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	m.attr[0] = n0_0->attr[TASOC_CONV2D_STRIDE_H]; /* ?stride_h */
	m.attr[1] = n0_0->attr[TASOC_CONV2D_STRIDE_W]; /* ?stride_w */
	m.attr[2] = n0_0->attr[TASOC_CONV2D_PADDING]; /* ?padding */
	if (n0_0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
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

static tasoc_status apply_relu_conv2d__conv2d_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (conv2d ?stride_h ?stride_w ?padding relu ?x ?y) */
	int32_t a0[4];
	a0[TASOC_CONV2D_STRIDE_H] = m->attr[0]; /* stride_h */
	a0[TASOC_CONV2D_STRIDE_W] = m->attr[1]; /* stride_w */
	a0[TASOC_CONV2D_PADDING] = m->attr[2]; /* padding */
	a0[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a0, 2, i0);
	nw[0] = t0;
	return tasoc_rw_finish(&rw, "relu_conv2d__conv2d_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_MAXPOOL2D) && defined(TASOC_RULE_OP_RELU))
/*
 * relu_maxpool2d__maxpool2d_relu_1
 *   (relu (maxpool2d 3 3 1 1 same ?x))  =>  (maxpool2d 3 3 1 1 same (relu ?x))
 * proved: maxpool_relu
 */
static int match_relu_maxpool2d__maxpool2d_relu_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0_0->op != TASOC_OP_MAXPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_MAXPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_MAXPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_MAXPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_MAXPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_MAXPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
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

static tasoc_status apply_relu_maxpool2d__maxpool2d_relu_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (relu ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_RELU, NULL, 1, i0);
	/* (maxpool2d 3 3 1 1 same (relu ?x)) */
	int32_t a1[5];
	a1[TASOC_MAXPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a1[TASOC_MAXPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a1[TASOC_MAXPOOL2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_MAXPOOL2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_MAXPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_MAXPOOL2D, a1, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "relu_maxpool2d__maxpool2d_relu_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_MAXPOOL2D) && defined(TASOC_RULE_OP_RELU))
/*
 * relu_maxpool2d_conv2d__maxpool2d_conv2d_16
 *   (relu (maxpool2d 3 3 1 1 valid (conv2d 1 1 same none ?x ?y)))  =>  (maxpool2d 3 3 1 1 valid (conv2d 1 1 same relu ?x ?y))
 * proved: conv_relu_fuse, maxpool_relu
 */
static int match_relu_maxpool2d_conv2d__maxpool2d_conv2d_16(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_RELU)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_MAXPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_MAXPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_MAXPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_MAXPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_MAXPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_MAXPOOL2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[2] = v0_0_0.node;
	if (n0_0_0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0_0_0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0_0_0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0_0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0_0_0 = n0_0_0->in[0];
	tasoc_ref v0_0_0_1 = n0_0_0->in[1];
	m.var[0] = v0_0_0_0; /* ?x */
	m.var[1] = v0_0_0_1; /* ?y */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_relu_maxpool2d_conv2d__maxpool2d_conv2d_16(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (conv2d 1 1 same relu ?x ?y) */
	int32_t a0[4];
	a0[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a0, 2, i0);
	/* (maxpool2d 3 3 1 1 valid (conv2d 1 1 same relu ?x ?y)) */
	int32_t a1[5];
	a1[TASOC_MAXPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a1[TASOC_MAXPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a1[TASOC_MAXPOOL2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_MAXPOOL2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_MAXPOOL2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_MAXPOOL2D, a1, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "relu_maxpool2d_conv2d__maxpool2d_conv2d_16", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_MAXPOOL2D) && defined(TASOC_RULE_OP_RELU))
/*
 * relu_maxpool2d_conv2d__maxpool2d_conv2d_17
 *   (relu (maxpool2d 3 3 1 1 valid (conv2d 1 1 same relu ?x ?y)))  =>  (maxpool2d 3 3 1 1 valid (conv2d 1 1 same relu ?x ?y))
 * proved: conv_relu_fuse, maxpool_relu, relu_idempotent
 */
static int match_relu_maxpool2d_conv2d__maxpool2d_conv2d_17(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_RELU)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_MAXPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_MAXPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_MAXPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_MAXPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_MAXPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_MAXPOOL2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[2] = v0_0_0.node;
	if (n0_0_0->attr[TASOC_CONV2D_STRIDE_H] != 1)
		return 0;
	if (n0_0_0->attr[TASOC_CONV2D_STRIDE_W] != 1)
		return 0;
	if (n0_0_0->attr[TASOC_CONV2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0_0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_RELU)
		return 0;
	tasoc_ref v0_0_0_0 = n0_0_0->in[0];
	tasoc_ref v0_0_0_1 = n0_0_0->in[1];
	m.var[0] = v0_0_0_0; /* ?x */
	m.var[1] = v0_0_0_1; /* ?y */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_relu_maxpool2d_conv2d__maxpool2d_conv2d_17(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (conv2d 1 1 same relu ?x ?y) */
	int32_t a0[4];
	a0[TASOC_CONV2D_STRIDE_H] = 1; /* stride_h */
	a0[TASOC_CONV2D_STRIDE_W] = 1; /* stride_w */
	a0[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a0[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU; /* activation */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a0, 2, i0);
	/* (maxpool2d 3 3 1 1 valid (conv2d 1 1 same relu ?x ?y)) */
	int32_t a1[5];
	a1[TASOC_MAXPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a1[TASOC_MAXPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a1[TASOC_MAXPOOL2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_MAXPOOL2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_MAXPOOL2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_MAXPOOL2D, a1, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "relu_maxpool2d_conv2d__maxpool2d_conv2d_17", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_RELU))
/*
 * relu_relu__relu_1
 *   (relu (relu ?x))  =>  (relu ?x)
 * proved: relu_idempotent
 */
static int match_relu_relu__relu_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0_0->op != TASOC_OP_RELU)
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

static tasoc_status apply_relu_relu__relu_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (relu ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_RELU, NULL, 1, i0);
	nw[0] = t0;
	return tasoc_rw_finish(&rw, "relu_relu__relu_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_RELU) && defined(TASOC_RULE_OP_SPLIT))
/*
 * relu_relu__split0_relu_concat_split1_relu_concat_1
 *   [(relu ?x) (relu ?y)]  =>  [(split0 0 (relu (concat 0 ?x ?y))) (split1 0 (relu (concat 0 ?x ?y)))]
 * proved: relu_concat, split0_concat, split1_concat
 */
static int match_relu_relu__split0_relu_concat_split1_relu_concat_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	m.var[0] = v0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_RELU, &p1); /* no shared variable: the relu nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_RELU)
			continue;
		m.node[1] = v1.node;
		tasoc_ref v1_0 = n1->in[0];
		m.var[1] = v1_0; /* ?y */
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_acyclic(g, u, &m, 2, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_relu_relu__split0_relu_concat_split1_relu_concat_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 0 ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 0; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (relu (concat 0 ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_RELU, NULL, 1, i1);
	/* (split0 0 (relu (concat 0 ?x ?y))) */
	int32_t a2[2];
	a2[TASOC_SPLIT_AXIS] = 0; /* axis */
	a2[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t1, a2[TASOC_SPLIT_AXIS]);
	const tasoc_ref i2[] = { t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a2, 1, i2);
	nw[0] = t2;
	nw[1] = tasoc_ref_make(t2.node, 1);
	return tasoc_rw_finish(&rw, "relu_relu__split0_relu_concat_split1_relu_concat_1", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_RELU) && defined(TASOC_RULE_OP_SPLIT))
/*
 * relu_relu__split0_relu_concat_split1_relu_concat_2
 *   [(relu ?x) (relu ?y)]  =>  [(split0 1 (relu (concat 1 ?x ?y))) (split1 1 (relu (concat 1 ?x ?y)))]
 * proved: relu_concat, split0_concat, split1_concat
 */
static int match_relu_relu__split0_relu_concat_split1_relu_concat_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	m.var[0] = v0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_RELU, &p1); /* no shared variable: the relu nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_RELU)
			continue;
		m.node[1] = v1.node;
		tasoc_ref v1_0 = n1->in[0];
		m.var[1] = v1_0; /* ?y */
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_acyclic(g, u, &m, 2, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_relu_relu__split0_relu_concat_split1_relu_concat_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 1 ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (relu (concat 1 ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_RELU, NULL, 1, i1);
	/* (split0 1 (relu (concat 1 ?x ?y))) */
	int32_t a2[2];
	a2[TASOC_SPLIT_AXIS] = 1; /* axis */
	a2[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t1, a2[TASOC_SPLIT_AXIS]);
	const tasoc_ref i2[] = { t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a2, 1, i2);
	nw[0] = t2;
	nw[1] = tasoc_ref_make(t2.node, 1);
	return tasoc_rw_finish(&rw, "relu_relu__split0_relu_concat_split1_relu_concat_2", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_RELU) && defined(TASOC_RULE_OP_SPLIT))
/*
 * relu_split_merge
 *   [(relu (split0 ?a ?x)) (relu (split1 ?a ?x))]  =>  [(split0 ?a (relu ?x)) (split1 ?a (relu ?x))]
 * proved: relu_concat, split0_concat, split1_concat, concat_split
 */
static int match_relu_split_merge(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 4;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_RELU)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_SPLIT || v0_0.out != 0)
		return 0;
	m.node[1] = v0_0.node;
	m.attr[0] = n0_0->attr[TASOC_SPLIT_AXIS]; /* ?a */
	tasoc_ref v0_0_0 = n0_0->in[0];
	m.var[0] = v0_0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_RELU, &p1); /* no shared variable: the relu nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_RELU)
			continue;
		m.node[2] = v1.node;
		tasoc_ref v1_0 = n1->in[0];
		const tasoc_node *n1_0 = &g->nodes[v1_0.node];
		if (n1_0->op != TASOC_OP_SPLIT || v1_0.out != 1)
			continue;
		m.node[3] = v1_0.node;
		if (n1_0->attr[TASOC_SPLIT_AXIS] != m.attr[0]) /* ?a */
			continue;
		tasoc_ref v1_0_0 = n1_0->in[0];
		if (!tasoc_ref_eq(v1_0_0, m.var[0])) /* ?x */
			continue;
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 2)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v1_0, &m, roots, 2)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_acyclic(g, u, &m, 1, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_relu_split_merge(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[2], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (relu ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_RELU, NULL, 1, i0);
	/* (split0 ?a (relu ?x)) */
	int32_t a1[2];
	a1[TASOC_SPLIT_AXIS] = m->attr[0]; /* axis */
	a1[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t0, a1[TASOC_SPLIT_AXIS]);
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a1, 1, i1);
	nw[0] = t1;
	nw[1] = tasoc_ref_make(t1.node, 1);
	return tasoc_rw_finish(&rw, "relu_split_merge", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_RELU) && defined(TASOC_RULE_OP_TRANSPOSE))
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

static tasoc_status apply_relu_transpose(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (relu ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_RELU, NULL, 1, i0);
	/* (transpose (relu ?x)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "relu_transpose", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SIGMOID) && defined(TASOC_RULE_OP_SPLIT))
/*
 * sigmoid_sigmoid__split0_sigmoid_concat_split1_sigmoid_concat_1
 *   [(sigmoid ?x) (sigmoid ?y)]  =>  [(split0 0 (sigmoid (concat 0 ?x ?y))) (split1 0 (sigmoid (concat 0 ?x ?y)))]
 * proved: sigmoid_concat, split0_concat, split1_concat
 */
static int match_sigmoid_sigmoid__split0_sigmoid_concat_split1_sigmoid_concat_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_SIGMOID)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	m.var[0] = v0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_SIGMOID, &p1); /* no shared variable: the sigmoid nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_SIGMOID)
			continue;
		m.node[1] = v1.node;
		tasoc_ref v1_0 = n1->in[0];
		m.var[1] = v1_0; /* ?y */
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_acyclic(g, u, &m, 2, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_sigmoid_sigmoid__split0_sigmoid_concat_split1_sigmoid_concat_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 0 ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 0; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (sigmoid (concat 0 ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_SIGMOID, NULL, 1, i1);
	/* (split0 0 (sigmoid (concat 0 ?x ?y))) */
	int32_t a2[2];
	a2[TASOC_SPLIT_AXIS] = 0; /* axis */
	a2[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t1, a2[TASOC_SPLIT_AXIS]);
	const tasoc_ref i2[] = { t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a2, 1, i2);
	nw[0] = t2;
	nw[1] = tasoc_ref_make(t2.node, 1);
	return tasoc_rw_finish(&rw, "sigmoid_sigmoid__split0_sigmoid_concat_split1_sigmoid_concat_1", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SIGMOID) && defined(TASOC_RULE_OP_SPLIT))
/*
 * sigmoid_sigmoid__split0_sigmoid_concat_split1_sigmoid_concat_2
 *   [(sigmoid ?x) (sigmoid ?y)]  =>  [(split0 1 (sigmoid (concat 1 ?x ?y))) (split1 1 (sigmoid (concat 1 ?x ?y)))]
 * proved: sigmoid_concat, split0_concat, split1_concat
 */
static int match_sigmoid_sigmoid__split0_sigmoid_concat_split1_sigmoid_concat_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_SIGMOID)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	m.var[0] = v0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_SIGMOID, &p1); /* no shared variable: the sigmoid nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_SIGMOID)
			continue;
		m.node[1] = v1.node;
		tasoc_ref v1_0 = n1->in[0];
		m.var[1] = v1_0; /* ?y */
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_acyclic(g, u, &m, 2, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_sigmoid_sigmoid__split0_sigmoid_concat_split1_sigmoid_concat_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 1 ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (sigmoid (concat 1 ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_SIGMOID, NULL, 1, i1);
	/* (split0 1 (sigmoid (concat 1 ?x ?y))) */
	int32_t a2[2];
	a2[TASOC_SPLIT_AXIS] = 1; /* axis */
	a2[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t1, a2[TASOC_SPLIT_AXIS]);
	const tasoc_ref i2[] = { t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a2, 1, i2);
	nw[0] = t2;
	nw[1] = tasoc_ref_make(t2.node, 1);
	return tasoc_rw_finish(&rw, "sigmoid_sigmoid__split0_sigmoid_concat_split1_sigmoid_concat_2", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_SIGMOID) && defined(TASOC_RULE_OP_SPLIT))
/*
 * sigmoid_split_merge
 *   [(sigmoid (split0 ?a ?x)) (sigmoid (split1 ?a ?x))]  =>  [(split0 ?a (sigmoid ?x)) (split1 ?a (sigmoid ?x))]
 * proved: sigmoid_concat, split0_concat, split1_concat, concat_split
 */
static int match_sigmoid_split_merge(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 4;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_SIGMOID)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_SPLIT || v0_0.out != 0)
		return 0;
	m.node[1] = v0_0.node;
	m.attr[0] = n0_0->attr[TASOC_SPLIT_AXIS]; /* ?a */
	tasoc_ref v0_0_0 = n0_0->in[0];
	m.var[0] = v0_0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_SIGMOID, &p1); /* no shared variable: the sigmoid nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_SIGMOID)
			continue;
		m.node[2] = v1.node;
		tasoc_ref v1_0 = n1->in[0];
		const tasoc_node *n1_0 = &g->nodes[v1_0.node];
		if (n1_0->op != TASOC_OP_SPLIT || v1_0.out != 1)
			continue;
		m.node[3] = v1_0.node;
		if (n1_0->attr[TASOC_SPLIT_AXIS] != m.attr[0]) /* ?a */
			continue;
		tasoc_ref v1_0_0 = n1_0->in[0];
		if (!tasoc_ref_eq(v1_0_0, m.var[0])) /* ?x */
			continue;
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 2)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v1_0, &m, roots, 2)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_acyclic(g, u, &m, 1, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_sigmoid_split_merge(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[2], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (sigmoid ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_SIGMOID, NULL, 1, i0);
	/* (split0 ?a (sigmoid ?x)) */
	int32_t a1[2];
	a1[TASOC_SPLIT_AXIS] = m->attr[0]; /* axis */
	a1[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t0, a1[TASOC_SPLIT_AXIS]);
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a1, 1, i1);
	nw[0] = t1;
	nw[1] = tasoc_ref_make(t1.node, 1);
	return tasoc_rw_finish(&rw, "sigmoid_split_merge", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_SMUL))
/*
 * smul_avgpool2d__avgpool2d_smul_1
 *   (smul (avgpool2d 3 3 1 1 same 0 ?x) ?y)  =>  (avgpool2d 3 3 1 1 same 0 (smul ?x ?y))
 * proved: avgpool_smul
 */
static int match_smul_avgpool2d__avgpool2d_smul_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_SMUL)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	m.var[0] = v0_0_0; /* ?x */
	m.var[1] = v0_1; /* ?y */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_smul_avgpool2d__avgpool2d_smul_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (smul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_SMUL, NULL, 2, i0);
	/* (avgpool2d 3 3 1 1 same 0 (smul ?x ?y)) */
	int32_t a1[6];
	a1[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a1[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a1[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a1[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a1, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "smul_avgpool2d__avgpool2d_smul_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_SMUL))
/*
 * smul_avgpool2d__avgpool2d_smul_2
 *   (smul (avgpool2d 3 3 1 1 same 1 ?x) ?y)  =>  (avgpool2d 3 3 1 1 same 1 (smul ?x ?y))
 * proved: avgpool_smul
 */
static int match_smul_avgpool2d__avgpool2d_smul_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_SMUL)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	m.var[0] = v0_0_0; /* ?x */
	m.var[1] = v0_1; /* ?y */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_smul_avgpool2d__avgpool2d_smul_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (smul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_SMUL, NULL, 2, i0);
	/* (avgpool2d 3 3 1 1 same 1 (smul ?x ?y)) */
	int32_t a1[6];
	a1[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a1[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a1[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a1[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 1; /* count_include_pad */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a1, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "smul_avgpool2d__avgpool2d_smul_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_SMUL))
/*
 * smul_avgpool2d__avgpool2d_smul_3
 *   (smul (avgpool2d 3 3 1 1 valid 0 ?x) ?y)  =>  (avgpool2d 3 3 1 1 valid 0 (smul ?x ?y))
 * proved: avgpool_smul
 */
static int match_smul_avgpool2d__avgpool2d_smul_3(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_SMUL)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_AVGPOOL2D)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_VALID)
		return 0;
	if (n0_0->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	m.var[0] = v0_0_0; /* ?x */
	m.var[1] = v0_1; /* ?y */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_smul_avgpool2d__avgpool2d_smul_3(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (smul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_SMUL, NULL, 2, i0);
	/* (avgpool2d 3 3 1 1 valid 0 (smul ?x ?y)) */
	int32_t a1[6];
	a1[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a1[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a1[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_VALID; /* padding */
	a1[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = 0; /* count_include_pad */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a1, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "smul_avgpool2d__avgpool2d_smul_3", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_SMUL))
/*
 * smul_conv2d__conv2d_smul_1
 *   (smul (conv2d ?stride_h ?stride_w ?padding none ?x ?y) ?z)  =>  (conv2d ?stride_h ?stride_w ?padding none (smul ?x ?z) ?y)
 * proved: conv_smul_x
 */
static int match_smul_conv2d__conv2d_smul_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_SMUL)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_CONV2D)
		return 0;
	m.node[1] = v0_0.node;
	m.attr[0] = n0_0->attr[TASOC_CONV2D_STRIDE_H]; /* ?stride_h */
	m.attr[1] = n0_0->attr[TASOC_CONV2D_STRIDE_W]; /* ?stride_w */
	m.attr[2] = n0_0->attr[TASOC_CONV2D_PADDING]; /* ?padding */
	if (n0_0->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	m.var[1] = v0_0_1; /* ?y */
	m.var[2] = v0_1; /* ?z */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_smul_conv2d__conv2d_smul_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (smul ?x ?z) */
	const tasoc_ref i0[] = { m->var[0], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_SMUL, NULL, 2, i0);
	/* (conv2d ?stride_h ?stride_w ?padding none (smul ?x ?z) ?y) */
	int32_t a1[4];
	a1[TASOC_CONV2D_STRIDE_H] = m->attr[0]; /* stride_h */
	a1[TASOC_CONV2D_STRIDE_W] = m->attr[1]; /* stride_w */
	a1[TASOC_CONV2D_PADDING] = m->attr[2]; /* padding */
	a1[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE; /* activation */
	const tasoc_ref i1[] = { t0, m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONV2D, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "smul_conv2d__conv2d_smul_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_SMUL))
/*
 * smul_ewmul__ewmul_smul_1
 *   (smul (ewmul ?x ?y) ?z)  =>  (ewmul ?x (smul ?y ?z))
 * proved: ewmul_comm, smul_ewmul
 */
static int match_smul_ewmul__ewmul_smul_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_SMUL)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[1] = v0_0.node;
	for (int s0_0 = 0; s0_0 < 2; s0_0++) {
		if (s0_0 && tasoc_ref_eq(n0_0->in[0], n0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0 = n0_0->in[s0_0], v0_0_1 = n0_0->in[1 - s0_0];
		m.var[0] = v0_0_0; /* ?x */
		m.var[1] = v0_0_1; /* ?y */
		m.var[2] = v0_1; /* ?z */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_smul_ewmul__ewmul_smul_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (smul ?y ?z) */
	const tasoc_ref i0[] = { m->var[1], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_SMUL, NULL, 2, i0);
	/* (ewmul ?x (smul ?y ?z)) */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "smul_ewmul__ewmul_smul_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_SMUL))
/*
 * smul_ewmul_avgpool2d__ewmul_avgpool2d_smul_1
 *   (smul (ewmul ?x (avgpool2d 3 3 1 1 same ?count_include_pad ?y)) ?z)  =>  (ewmul ?x (avgpool2d 3 3 1 1 same ?count_include_pad (smul ?y ?z)))
 * proved: avgpool_smul, ewmul_comm, smul_ewmul
 */
static int match_smul_ewmul_avgpool2d__ewmul_avgpool2d_smul_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_SMUL)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[1] = v0_0.node;
	for (int s0_0 = 0; s0_0 < 2; s0_0++) {
		if (s0_0 && tasoc_ref_eq(n0_0->in[0], n0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0 = n0_0->in[s0_0], v0_0_1 = n0_0->in[1 - s0_0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
		if (n0_0_1->op != TASOC_OP_AVGPOOL2D)
			continue;
		m.node[2] = v0_0_1.node;
		if (n0_0_1->attr[TASOC_AVGPOOL2D_KERNEL_H] != 3)
			continue;
		if (n0_0_1->attr[TASOC_AVGPOOL2D_KERNEL_W] != 3)
			continue;
		if (n0_0_1->attr[TASOC_AVGPOOL2D_STRIDE_H] != 1)
			continue;
		if (n0_0_1->attr[TASOC_AVGPOOL2D_STRIDE_W] != 1)
			continue;
		if (n0_0_1->attr[TASOC_AVGPOOL2D_PADDING] != TASOC_PADDING_SAME)
			continue;
		m.attr[0] = n0_0_1->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD]; /* ?count_include_pad */
		tasoc_ref v0_0_1_0 = n0_0_1->in[0];
		m.var[1] = v0_0_1_0; /* ?y */
		m.var[2] = v0_1; /* ?z */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_smul_ewmul_avgpool2d__ewmul_avgpool2d_smul_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (smul ?y ?z) */
	const tasoc_ref i0[] = { m->var[1], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_SMUL, NULL, 2, i0);
	/* (avgpool2d 3 3 1 1 same ?count_include_pad (smul ?y ?z)) */
	int32_t a1[6];
	a1[TASOC_AVGPOOL2D_KERNEL_H] = 3; /* kernel_h */
	a1[TASOC_AVGPOOL2D_KERNEL_W] = 3; /* kernel_w */
	a1[TASOC_AVGPOOL2D_STRIDE_H] = 1; /* stride_h */
	a1[TASOC_AVGPOOL2D_STRIDE_W] = 1; /* stride_w */
	a1[TASOC_AVGPOOL2D_PADDING] = TASOC_PADDING_SAME; /* padding */
	a1[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] = m->attr[0]; /* count_include_pad */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_AVGPOOL2D, a1, 1, i1);
	/* (ewmul ?x (avgpool2d 3 3 1 1 same ?count_include_pad (smul ?y ?z))) */
	const tasoc_ref i2[] = { m->var[0], t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "smul_ewmul_avgpool2d__ewmul_avgpool2d_smul_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_SMUL))
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

static tasoc_status apply_smul_matmul(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (matmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i0);
	/* (smul (matmul ?x ?y) ?s) */
	const tasoc_ref i1[] = { t0, m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_SMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "smul_matmul", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_SMUL))
/*
 * smul_matmul__matmul_smul_1
 *   (smul (matmul ?x ?y) ?z)  =>  (matmul ?x (smul ?y ?z))
 * proved: matmul_smul_y
 */
static int match_smul_matmul__matmul_smul_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_SMUL)
		return 0;
	m.node[0] = v0.node;
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
	m.var[2] = v0_1; /* ?z */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_smul_matmul__matmul_smul_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (smul ?y ?z) */
	const tasoc_ref i0[] = { m->var[1], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_SMUL, NULL, 2, i0);
	/* (matmul ?x (smul ?y ?z)) */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "smul_matmul__matmul_smul_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_SMUL))
/*
 * smul_smul__smul_ewmul_1
 *   (smul (smul ?x ?y) ?z)  =>  (smul ?x (ewmul ?y ?z))
 * proved: smul_assoc
 */
static int match_smul_smul__smul_ewmul_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_SMUL)
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
	m.var[1] = v0_0_1; /* ?y */
	m.var[2] = v0_1; /* ?z */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_smul_smul__smul_ewmul_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?y ?z) */
	const tasoc_ref i0[] = { m->var[1], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (smul ?x (ewmul ?y ?z)) */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_SMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "smul_smul__smul_ewmul_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SMUL) && defined(TASOC_RULE_OP_SPLIT))
/*
 * smul_smul__split0_smul_concat_split1_smul_concat_1
 *   [(smul ?x ?y) (smul ?z ?y)]  =>  [(split0 0 (smul (concat 0 ?x ?z) ?y)) (split1 0 (smul (concat 0 ?x ?z) ?y))]
 * proved: smul_concat, split0_concat, split1_concat
 */
static int match_smul_smul__split0_smul_concat_split1_smul_concat_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_SMUL)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	m.var[1] = v0_1; /* ?y */
	const tasoc_use *u1;
	int32_t nu1 = tasoc_rw_readers(g, u, m.var[1], &u1); /* readers of ?y */
	for (int32_t i1 = 0; i1 < nu1; i1++) {
		int32_t c1 = tasoc_rw_reader(g, u1, i1, m.var[1]);
		if (c1 < 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_SMUL)
			continue;
		m.node[1] = v1.node;
		tasoc_ref v1_0 = n1->in[0];
		tasoc_ref v1_1 = n1->in[1];
		m.var[2] = v1_0; /* ?z */
		if (!tasoc_ref_eq(v1_1, m.var[1])) /* ?y */
			continue;
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_acyclic(g, u, &m, 3, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_smul_smul__split0_smul_concat_split1_smul_concat_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 0 ?x ?z) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 0; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (smul (concat 0 ?x ?z) ?y) */
	const tasoc_ref i1[] = { t0, m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_SMUL, NULL, 2, i1);
	/* (split0 0 (smul (concat 0 ?x ?z) ?y)) */
	int32_t a2[2];
	a2[TASOC_SPLIT_AXIS] = 0; /* axis */
	a2[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t1, a2[TASOC_SPLIT_AXIS]);
	const tasoc_ref i2[] = { t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a2, 1, i2);
	nw[0] = t2;
	nw[1] = tasoc_ref_make(t2.node, 1);
	return tasoc_rw_finish(&rw, "smul_smul__split0_smul_concat_split1_smul_concat_1", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SMUL) && defined(TASOC_RULE_OP_SPLIT))
/*
 * smul_smul__split0_smul_concat_split1_smul_concat_2
 *   [(smul ?x ?y) (smul ?z ?y)]  =>  [(split0 1 (smul (concat 1 ?x ?z) ?y)) (split1 1 (smul (concat 1 ?x ?z) ?y))]
 * proved: smul_concat, split0_concat, split1_concat
 */
static int match_smul_smul__split0_smul_concat_split1_smul_concat_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_SMUL)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	tasoc_ref v0_1 = n0->in[1];
	m.var[0] = v0_0; /* ?x */
	m.var[1] = v0_1; /* ?y */
	const tasoc_use *u1;
	int32_t nu1 = tasoc_rw_readers(g, u, m.var[1], &u1); /* readers of ?y */
	for (int32_t i1 = 0; i1 < nu1; i1++) {
		int32_t c1 = tasoc_rw_reader(g, u1, i1, m.var[1]);
		if (c1 < 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_SMUL)
			continue;
		m.node[1] = v1.node;
		tasoc_ref v1_0 = n1->in[0];
		tasoc_ref v1_1 = n1->in[1];
		m.var[2] = v1_0; /* ?z */
		if (!tasoc_ref_eq(v1_1, m.var[1])) /* ?y */
			continue;
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_acyclic(g, u, &m, 3, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_smul_smul__split0_smul_concat_split1_smul_concat_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 1 ?x ?z) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[2] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (smul (concat 1 ?x ?z) ?y) */
	const tasoc_ref i1[] = { t0, m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_SMUL, NULL, 2, i1);
	/* (split0 1 (smul (concat 1 ?x ?z) ?y)) */
	int32_t a2[2];
	a2[TASOC_SPLIT_AXIS] = 1; /* axis */
	a2[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t1, a2[TASOC_SPLIT_AXIS]);
	const tasoc_ref i2[] = { t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a2, 1, i2);
	nw[0] = t2;
	nw[1] = tasoc_ref_make(t2.node, 1);
	return tasoc_rw_finish(&rw, "smul_smul__split0_smul_concat_split1_smul_concat_2", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SQRT))
/*
 * sqrt_concat
 *   (concat ?a (sqrt ?x) (sqrt ?y))  =>  (sqrt (concat ?a ?x ?y))
 * proved: sqrt_concat
 */
static int match_sqrt_concat(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0_0->op != TASOC_OP_SQRT)
		return 0;
	m.node[1] = v0_0.node;
	tasoc_ref v0_0_0 = n0_0->in[0];
	m.var[0] = v0_0_0; /* ?x */
	const tasoc_node *n0_1 = &g->nodes[v0_1.node];
	if (n0_1->op != TASOC_OP_SQRT)
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

static tasoc_status apply_sqrt_concat(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat ?a ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = m->attr[0]; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (sqrt (concat ?a ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_SQRT, NULL, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "sqrt_concat", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_SPLIT) && defined(TASOC_RULE_OP_SQRT))
/*
 * sqrt_split_merge
 *   [(sqrt (split0 ?a ?x)) (sqrt (split1 ?a ?x))]  =>  [(split0 ?a (sqrt ?x)) (split1 ?a (sqrt ?x))]
 * proved: split0_concat, split1_concat, concat_split, sqrt_concat
 */
static int match_sqrt_split_merge(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 4;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_SQRT)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_SPLIT || v0_0.out != 0)
		return 0;
	m.node[1] = v0_0.node;
	m.attr[0] = n0_0->attr[TASOC_SPLIT_AXIS]; /* ?a */
	tasoc_ref v0_0_0 = n0_0->in[0];
	m.var[0] = v0_0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_SQRT, &p1); /* no shared variable: the sqrt nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_SQRT)
			continue;
		m.node[2] = v1.node;
		tasoc_ref v1_0 = n1->in[0];
		const tasoc_node *n1_0 = &g->nodes[v1_0.node];
		if (n1_0->op != TASOC_OP_SPLIT || v1_0.out != 1)
			continue;
		m.node[3] = v1_0.node;
		if (n1_0->attr[TASOC_SPLIT_AXIS] != m.attr[0]) /* ?a */
			continue;
		tasoc_ref v1_0_0 = n1_0->in[0];
		if (!tasoc_ref_eq(v1_0_0, m.var[0])) /* ?x */
			continue;
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 2)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v1_0, &m, roots, 2)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_acyclic(g, u, &m, 1, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_sqrt_split_merge(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[2], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (sqrt ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_SQRT, NULL, 1, i0);
	/* (split0 ?a (sqrt ?x)) */
	int32_t a1[2];
	a1[TASOC_SPLIT_AXIS] = m->attr[0]; /* axis */
	a1[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t0, a1[TASOC_SPLIT_AXIS]);
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a1, 1, i1);
	nw[0] = t1;
	nw[1] = tasoc_ref_make(t1.node, 1);
	return tasoc_rw_finish(&rw, "sqrt_split_merge", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SPLIT) && defined(TASOC_RULE_OP_SQRT))
/*
 * sqrt_sqrt__split0_sqrt_concat_split1_sqrt_concat_1
 *   [(sqrt ?x) (sqrt ?y)]  =>  [(split0 0 (sqrt (concat 0 ?x ?y))) (split1 0 (sqrt (concat 0 ?x ?y)))]
 * proved: split0_concat, split1_concat, sqrt_concat
 */
static int match_sqrt_sqrt__split0_sqrt_concat_split1_sqrt_concat_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_SQRT)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	m.var[0] = v0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_SQRT, &p1); /* no shared variable: the sqrt nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_SQRT)
			continue;
		m.node[1] = v1.node;
		tasoc_ref v1_0 = n1->in[0];
		m.var[1] = v1_0; /* ?y */
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_acyclic(g, u, &m, 2, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_sqrt_sqrt__split0_sqrt_concat_split1_sqrt_concat_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 0 ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 0; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (sqrt (concat 0 ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_SQRT, NULL, 1, i1);
	/* (split0 0 (sqrt (concat 0 ?x ?y))) */
	int32_t a2[2];
	a2[TASOC_SPLIT_AXIS] = 0; /* axis */
	a2[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t1, a2[TASOC_SPLIT_AXIS]);
	const tasoc_ref i2[] = { t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a2, 1, i2);
	nw[0] = t2;
	nw[1] = tasoc_ref_make(t2.node, 1);
	return tasoc_rw_finish(&rw, "sqrt_sqrt__split0_sqrt_concat_split1_sqrt_concat_1", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SPLIT) && defined(TASOC_RULE_OP_SQRT))
/*
 * sqrt_sqrt__split0_sqrt_concat_split1_sqrt_concat_2
 *   [(sqrt ?x) (sqrt ?y)]  =>  [(split0 1 (sqrt (concat 1 ?x ?y))) (split1 1 (sqrt (concat 1 ?x ?y)))]
 * proved: split0_concat, split1_concat, sqrt_concat
 */
static int match_sqrt_sqrt__split0_sqrt_concat_split1_sqrt_concat_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_SQRT)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	m.var[0] = v0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_SQRT, &p1); /* no shared variable: the sqrt nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_SQRT)
			continue;
		m.node[1] = v1.node;
		tasoc_ref v1_0 = n1->in[0];
		m.var[1] = v1_0; /* ?y */
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_acyclic(g, u, &m, 2, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_sqrt_sqrt__split0_sqrt_concat_split1_sqrt_concat_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 1 ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (sqrt (concat 1 ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_SQRT, NULL, 1, i1);
	/* (split0 1 (sqrt (concat 1 ?x ?y))) */
	int32_t a2[2];
	a2[TASOC_SPLIT_AXIS] = 1; /* axis */
	a2[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t1, a2[TASOC_SPLIT_AXIS]);
	const tasoc_ref i2[] = { t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a2, 1, i2);
	nw[0] = t2;
	nw[1] = tasoc_ref_make(t2.node, 1);
	return tasoc_rw_finish(&rw, "sqrt_sqrt__split0_sqrt_concat_split1_sqrt_concat_2", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_SQRT) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * sqrt_transpose
 *   (transpose (sqrt ?x))  =>  (sqrt (transpose ?x))
 * proved: sqrt_transpose
 */
static int match_sqrt_transpose(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0_0->op != TASOC_OP_SQRT)
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

static tasoc_status apply_sqrt_transpose(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (transpose ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i0);
	/* (sqrt (transpose ?x)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_SQRT, NULL, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "sqrt_transpose", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_SPLIT) && defined(TASOC_RULE_OP_TANH))
/*
 * tanh_split_merge
 *   [(tanh (split0 ?a ?x)) (tanh (split1 ?a ?x))]  =>  [(split0 ?a (tanh ?x)) (split1 ?a (tanh ?x))]
 * proved: split0_concat, split1_concat, concat_split, tanh_concat
 */
static int match_tanh_split_merge(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 4;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_TANH)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_SPLIT || v0_0.out != 0)
		return 0;
	m.node[1] = v0_0.node;
	m.attr[0] = n0_0->attr[TASOC_SPLIT_AXIS]; /* ?a */
	tasoc_ref v0_0_0 = n0_0->in[0];
	m.var[0] = v0_0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_TANH, &p1); /* no shared variable: the tanh nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_TANH)
			continue;
		m.node[2] = v1.node;
		tasoc_ref v1_0 = n1->in[0];
		const tasoc_node *n1_0 = &g->nodes[v1_0.node];
		if (n1_0->op != TASOC_OP_SPLIT || v1_0.out != 1)
			continue;
		m.node[3] = v1_0.node;
		if (n1_0->attr[TASOC_SPLIT_AXIS] != m.attr[0]) /* ?a */
			continue;
		tasoc_ref v1_0_0 = n1_0->in[0];
		if (!tasoc_ref_eq(v1_0_0, m.var[0])) /* ?x */
			continue;
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 2)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v1_0, &m, roots, 2)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_acyclic(g, u, &m, 1, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_tanh_split_merge(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[2], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (tanh ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_TANH, NULL, 1, i0);
	/* (split0 ?a (tanh ?x)) */
	int32_t a1[2];
	a1[TASOC_SPLIT_AXIS] = m->attr[0]; /* axis */
	a1[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t0, a1[TASOC_SPLIT_AXIS]);
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a1, 1, i1);
	nw[0] = t1;
	nw[1] = tasoc_ref_make(t1.node, 1);
	return tasoc_rw_finish(&rw, "tanh_split_merge", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SPLIT) && defined(TASOC_RULE_OP_TANH))
/*
 * tanh_tanh__split0_tanh_concat_split1_tanh_concat_1
 *   [(tanh ?x) (tanh ?y)]  =>  [(split0 0 (tanh (concat 0 ?x ?y))) (split1 0 (tanh (concat 0 ?x ?y)))]
 * proved: split0_concat, split1_concat, tanh_concat
 */
static int match_tanh_tanh__split0_tanh_concat_split1_tanh_concat_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_TANH)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	m.var[0] = v0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_TANH, &p1); /* no shared variable: the tanh nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_TANH)
			continue;
		m.node[1] = v1.node;
		tasoc_ref v1_0 = n1->in[0];
		m.var[1] = v1_0; /* ?y */
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_acyclic(g, u, &m, 2, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_tanh_tanh__split0_tanh_concat_split1_tanh_concat_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 0 ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 0; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (tanh (concat 0 ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_TANH, NULL, 1, i1);
	/* (split0 0 (tanh (concat 0 ?x ?y))) */
	int32_t a2[2];
	a2[TASOC_SPLIT_AXIS] = 0; /* axis */
	a2[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t1, a2[TASOC_SPLIT_AXIS]);
	const tasoc_ref i2[] = { t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a2, 1, i2);
	nw[0] = t2;
	nw[1] = tasoc_ref_make(t2.node, 1);
	return tasoc_rw_finish(&rw, "tanh_tanh__split0_tanh_concat_split1_tanh_concat_1", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SPLIT) && defined(TASOC_RULE_OP_TANH))
/*
 * tanh_tanh__split0_tanh_concat_split1_tanh_concat_2
 *   [(tanh ?x) (tanh ?y)]  =>  [(split0 1 (tanh (concat 1 ?x ?y))) (split1 1 (tanh (concat 1 ?x ?y)))]
 * proved: split0_concat, split1_concat, tanh_concat
 */
static int match_tanh_tanh__split0_tanh_concat_split1_tanh_concat_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 2;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_TANH)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	m.var[0] = v0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_TANH, &p1); /* no shared variable: the tanh nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_TANH)
			continue;
		m.node[1] = v1.node;
		tasoc_ref v1_0 = n1->in[0];
		m.var[1] = v1_0; /* ?y */
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_acyclic(g, u, &m, 2, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_tanh_tanh__split0_tanh_concat_split1_tanh_concat_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 1 ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (tanh (concat 1 ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_TANH, NULL, 1, i1);
	/* (split0 1 (tanh (concat 1 ?x ?y))) */
	int32_t a2[2];
	a2[TASOC_SPLIT_AXIS] = 1; /* axis */
	a2[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t1, a2[TASOC_SPLIT_AXIS]);
	const tasoc_ref i2[] = { t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a2, 1, i2);
	nw[0] = t2;
	nw[1] = tasoc_ref_make(t2.node, 1);
	return tasoc_rw_finish(&rw, "tanh_tanh__split0_tanh_concat_split1_tanh_concat_2", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * transpose_concat_transpose__concat_transpose_1
 *   (transpose (concat 0 (transpose ?x) ?y))  =>  (concat 1 ?x (transpose ?y))
 * proved: transpose_involution, transpose_concat0
 */
static int match_transpose_concat_transpose__concat_transpose_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[2] = v0_0_0.node;
	tasoc_ref v0_0_0_0 = n0_0_0->in[0];
	m.var[0] = v0_0_0_0; /* ?x */
	m.var[1] = v0_0_1; /* ?y */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_transpose_concat_transpose__concat_transpose_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (transpose ?y) */
	const tasoc_ref i0[] = { m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i0);
	/* (concat 1 ?x (transpose ?y)) */
	int32_t a1[1];
	a1[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "transpose_concat_transpose__concat_transpose_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * transpose_concat_transpose__concat_transpose_2
 *   (transpose (concat 0 ?x (transpose ?y)))  =>  (concat 1 (transpose ?x) ?y)
 * proved: transpose_involution, transpose_concat0
 */
static int match_transpose_concat_transpose__concat_transpose_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_CONCAT_AXIS] != 0)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
	if (n0_0_1->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[2] = v0_0_1.node;
	tasoc_ref v0_0_1_0 = n0_0_1->in[0];
	m.var[1] = v0_0_1_0; /* ?y */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_transpose_concat_transpose__concat_transpose_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (transpose ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i0);
	/* (concat 1 (transpose ?x) ?y) */
	int32_t a1[1];
	a1[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i1[] = { t0, m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "transpose_concat_transpose__concat_transpose_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * transpose_concat_transpose__concat_transpose_3
 *   (transpose (concat 1 (transpose ?x) ?y))  =>  (concat 0 ?x (transpose ?y))
 * proved: transpose_involution, transpose_concat1
 */
static int match_transpose_concat_transpose__concat_transpose_3(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_CONCAT_AXIS] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[2] = v0_0_0.node;
	tasoc_ref v0_0_0_0 = n0_0_0->in[0];
	m.var[0] = v0_0_0_0; /* ?x */
	m.var[1] = v0_0_1; /* ?y */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_transpose_concat_transpose__concat_transpose_3(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (transpose ?y) */
	const tasoc_ref i0[] = { m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i0);
	/* (concat 0 ?x (transpose ?y)) */
	int32_t a1[1];
	a1[TASOC_CONCAT_AXIS] = 0; /* axis */
	const tasoc_ref i1[] = { m->var[0], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "transpose_concat_transpose__concat_transpose_3", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * transpose_concat_transpose__concat_transpose_4
 *   (transpose (concat 1 ?x (transpose ?y)))  =>  (concat 0 (transpose ?x) ?y)
 * proved: transpose_involution, transpose_concat1
 */
static int match_transpose_concat_transpose__concat_transpose_4(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_CONCAT)
		return 0;
	m.node[1] = v0_0.node;
	if (n0_0->attr[TASOC_CONCAT_AXIS] != 1)
		return 0;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	m.var[0] = v0_0_0; /* ?x */
	const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
	if (n0_0_1->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[2] = v0_0_1.node;
	tasoc_ref v0_0_1_0 = n0_0_1->in[0];
	m.var[1] = v0_0_1_0; /* ?y */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_transpose_concat_transpose__concat_transpose_4(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (transpose ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i0);
	/* (concat 0 (transpose ?x) ?y) */
	int32_t a1[1];
	a1[TASOC_CONCAT_AXIS] = 0; /* axis */
	const tasoc_ref i1[] = { t0, m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a1, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "transpose_concat_transpose__concat_transpose_4", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_TRANSPOSE))
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

static tasoc_status apply_transpose_ewadd(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewadd ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i0);
	/* (transpose (ewadd ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "transpose_ewadd", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * transpose_ewadd_transpose__ewadd_transpose_1
 *   (transpose (ewadd ?x (transpose ?y)))  =>  (ewadd ?y (transpose ?x))
 * proved: ewadd_comm, transpose_involution, transpose_ewadd
 */
static int match_transpose_ewadd_transpose__ewadd_transpose_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_EWADD)
		return 0;
	m.node[1] = v0_0.node;
	for (int s0_0 = 0; s0_0 < 2; s0_0++) {
		if (s0_0 && tasoc_ref_eq(n0_0->in[0], n0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0 = n0_0->in[s0_0], v0_0_1 = n0_0->in[1 - s0_0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
		if (n0_0_1->op != TASOC_OP_TRANSPOSE)
			continue;
		m.node[2] = v0_0_1.node;
		tasoc_ref v0_0_1_0 = n0_0_1->in[0];
		m.var[1] = v0_0_1_0; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_transpose_ewadd_transpose__ewadd_transpose_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (transpose ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i0);
	/* (ewadd ?y (transpose ?x)) */
	const tasoc_ref i1[] = { m->var[1], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWADD, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "transpose_ewadd_transpose__ewadd_transpose_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_SMUL) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * transpose_ewmul_smul__smul_transpose_ewmul_1
 *   (transpose (ewmul ?x (smul ?y ?z)))  =>  (smul (transpose (ewmul ?x ?y)) ?z)
 * proved: ewmul_comm, smul_ewmul, smul_transpose
 */
static int match_transpose_ewmul_smul__smul_transpose_ewmul_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[1] = v0_0.node;
	for (int s0_0 = 0; s0_0 < 2; s0_0++) {
		if (s0_0 && tasoc_ref_eq(n0_0->in[0], n0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0 = n0_0->in[s0_0], v0_0_1 = n0_0->in[1 - s0_0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
		if (n0_0_1->op != TASOC_OP_SMUL)
			continue;
		m.node[2] = v0_0_1.node;
		tasoc_ref v0_0_1_0 = n0_0_1->in[0];
		tasoc_ref v0_0_1_1 = n0_0_1->in[1];
		m.var[1] = v0_0_1_0; /* ?y */
		m.var[2] = v0_0_1_1; /* ?z */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_transpose_ewmul_smul__smul_transpose_ewmul_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (ewmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i0);
	/* (transpose (ewmul ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i1);
	/* (smul (transpose (ewmul ?x ?y)) ?z) */
	const tasoc_ref i2[] = { t1, m->var[2] };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SMUL, NULL, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "transpose_ewmul_smul__smul_transpose_ewmul_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * transpose_ewmul_transpose__ewmul_transpose_1
 *   (transpose (ewmul ?x (transpose ?y)))  =>  (ewmul ?y (transpose ?x))
 * proved: ewmul_comm, transpose_involution, transpose_ewmul
 */
static int match_transpose_ewmul_transpose__ewmul_transpose_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_EWMUL)
		return 0;
	m.node[1] = v0_0.node;
	for (int s0_0 = 0; s0_0 < 2; s0_0++) {
		if (s0_0 && tasoc_ref_eq(n0_0->in[0], n0_0->in[1]))
			break; /* the swap would find the same match */
		tasoc_ref v0_0_0 = n0_0->in[s0_0], v0_0_1 = n0_0->in[1 - s0_0];
		m.var[0] = v0_0_0; /* ?x */
		const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
		if (n0_0_1->op != TASOC_OP_TRANSPOSE)
			continue;
		m.node[2] = v0_0_1.node;
		tasoc_ref v0_0_1_0 = n0_0_1->in[0];
		m.var[1] = v0_0_1_0; /* ?y */
		const tasoc_ref roots[] = { v0 };
		if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
			continue;
		if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_transpose_ewmul_transpose__ewmul_transpose_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (transpose ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i0);
	/* (ewmul ?y (transpose ?x)) */
	const tasoc_ref i1[] = { m->var[1], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_EWMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "transpose_ewmul_transpose__ewmul_transpose_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_GELU) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * transpose_gelu_transpose__gelu_1
 *   (transpose (gelu (transpose ?x)))  =>  (gelu ?x)
 * proved: gelu_transpose, transpose_involution
 */
static int match_transpose_gelu_transpose__gelu_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
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
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[2] = v0_0_0.node;
	tasoc_ref v0_0_0_0 = n0_0_0->in[0];
	m.var[0] = v0_0_0_0; /* ?x */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_transpose_gelu_transpose__gelu_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (gelu ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_GELU, NULL, 1, i0);
	nw[0] = t0;
	return tasoc_rw_finish(&rw, "transpose_gelu_transpose__gelu_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_HARDSWISH) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * transpose_hardswish_transpose__hardswish_1
 *   (transpose (hardswish (transpose ?x)))  =>  (hardswish ?x)
 * proved: hardswish_transpose, transpose_involution
 */
static int match_transpose_hardswish_transpose__hardswish_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_HARDSWISH)
		return 0;
	m.node[1] = v0_0.node;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[2] = v0_0_0.node;
	tasoc_ref v0_0_0_0 = n0_0_0->in[0];
	m.var[0] = v0_0_0_0; /* ?x */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_transpose_hardswish_transpose__hardswish_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (hardswish ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_HARDSWISH, NULL, 1, i0);
	nw[0] = t0;
	return tasoc_rw_finish(&rw, "transpose_hardswish_transpose__hardswish_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_SMUL) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * transpose_matmul_smul__smul_transpose_matmul_1
 *   (transpose (matmul ?x (smul ?y ?z)))  =>  (smul (transpose (matmul ?x ?y)) ?z)
 * proved: matmul_smul_y, smul_transpose
 */
static int match_transpose_matmul_smul__smul_transpose_matmul_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
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
	const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
	if (n0_0_1->op != TASOC_OP_SMUL)
		return 0;
	m.node[2] = v0_0_1.node;
	tasoc_ref v0_0_1_0 = n0_0_1->in[0];
	tasoc_ref v0_0_1_1 = n0_0_1->in[1];
	m.var[1] = v0_0_1_0; /* ?y */
	m.var[2] = v0_0_1_1; /* ?z */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_transpose_matmul_smul__smul_transpose_matmul_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (matmul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i0);
	/* (transpose (matmul ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i1);
	/* (smul (transpose (matmul ?x ?y)) ?z) */
	const tasoc_ref i2[] = { t1, m->var[2] };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SMUL, NULL, 2, i2);
	nw[0] = t2;
	return tasoc_rw_finish(&rw, "transpose_matmul_smul__smul_transpose_matmul_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * transpose_matmul_transpose__matmul_transpose_1
 *   (transpose (matmul (transpose ?x) ?y))  =>  (matmul (transpose ?y) ?x)
 * proved: matmul_transpose, transpose_involution
 */
static int match_transpose_matmul_transpose__matmul_transpose_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
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
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[2] = v0_0_0.node;
	tasoc_ref v0_0_0_0 = n0_0_0->in[0];
	m.var[0] = v0_0_0_0; /* ?x */
	m.var[1] = v0_0_1; /* ?y */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_transpose_matmul_transpose__matmul_transpose_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (transpose ?y) */
	const tasoc_ref i0[] = { m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i0);
	/* (matmul (transpose ?y) ?x) */
	const tasoc_ref i1[] = { t0, m->var[0] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "transpose_matmul_transpose__matmul_transpose_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * transpose_matmul_transpose__matmul_transpose_2
 *   (transpose (matmul ?x (transpose ?y)))  =>  (matmul ?y (transpose ?x))
 * proved: matmul_transpose, transpose_involution
 */
static int match_transpose_matmul_transpose__matmul_transpose_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
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
	const tasoc_node *n0_0_1 = &g->nodes[v0_0_1.node];
	if (n0_0_1->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[2] = v0_0_1.node;
	tasoc_ref v0_0_1_0 = n0_0_1->in[0];
	m.var[1] = v0_0_1_0; /* ?y */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_0_1, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_transpose_matmul_transpose__matmul_transpose_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (transpose ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i0);
	/* (matmul ?y (transpose ?x)) */
	const tasoc_ref i1[] = { m->var[1], t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_MATMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "transpose_matmul_transpose__matmul_transpose_2", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_RELU6) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * transpose_relu6_transpose__relu6_1
 *   (transpose (relu6 (transpose ?x)))  =>  (relu6 ?x)
 * proved: relu6_transpose, transpose_involution
 */
static int match_transpose_relu6_transpose__relu6_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_RELU6)
		return 0;
	m.node[1] = v0_0.node;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[2] = v0_0_0.node;
	tasoc_ref v0_0_0_0 = n0_0_0->in[0];
	m.var[0] = v0_0_0_0; /* ?x */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_transpose_relu6_transpose__relu6_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (relu6 ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_RELU6, NULL, 1, i0);
	nw[0] = t0;
	return tasoc_rw_finish(&rw, "transpose_relu6_transpose__relu6_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_RELU) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * transpose_relu__relu_transpose_1
 *   (transpose (relu ?x))  =>  (relu (transpose ?x))
 * proved: relu_transpose
 */
static int match_transpose_relu__relu_transpose_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0_0->op != TASOC_OP_RELU)
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

static tasoc_status apply_transpose_relu__relu_transpose_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (transpose ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i0);
	/* (relu (transpose ?x)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_RELU, NULL, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "transpose_relu__relu_transpose_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_RELU) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * transpose_relu_transpose__relu_1
 *   (transpose (relu (transpose ?x)))  =>  (relu ?x)
 * proved: relu_transpose, transpose_involution
 */
static int match_transpose_relu_transpose__relu_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_RELU)
		return 0;
	m.node[1] = v0_0.node;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[2] = v0_0_0.node;
	tasoc_ref v0_0_0_0 = n0_0_0->in[0];
	m.var[0] = v0_0_0_0; /* ?x */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_transpose_relu_transpose__relu_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (relu ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_RELU, NULL, 1, i0);
	nw[0] = t0;
	return tasoc_rw_finish(&rw, "transpose_relu_transpose__relu_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_SIGMOID) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * transpose_sigmoid__sigmoid_transpose_1
 *   (transpose (sigmoid ?x))  =>  (sigmoid (transpose ?x))
 * proved: sigmoid_transpose
 */
static int match_transpose_sigmoid__sigmoid_transpose_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0_0->op != TASOC_OP_SIGMOID)
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

static tasoc_status apply_transpose_sigmoid__sigmoid_transpose_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (transpose ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i0);
	/* (sigmoid (transpose ?x)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_SIGMOID, NULL, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "transpose_sigmoid__sigmoid_transpose_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_SIGMOID) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * transpose_sigmoid_transpose__sigmoid_1
 *   (transpose (sigmoid (transpose ?x)))  =>  (sigmoid ?x)
 * proved: sigmoid_transpose, transpose_involution
 */
static int match_transpose_sigmoid_transpose__sigmoid_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_SIGMOID)
		return 0;
	m.node[1] = v0_0.node;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[2] = v0_0_0.node;
	tasoc_ref v0_0_0_0 = n0_0_0->in[0];
	m.var[0] = v0_0_0_0; /* ?x */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_transpose_sigmoid_transpose__sigmoid_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (sigmoid ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_SIGMOID, NULL, 1, i0);
	nw[0] = t0;
	return tasoc_rw_finish(&rw, "transpose_sigmoid_transpose__sigmoid_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_SMUL) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * transpose_smul__smul_transpose_1
 *   (transpose (smul ?x ?y))  =>  (smul (transpose ?x) ?y)
 * proved: smul_transpose
 */
static int match_transpose_smul__smul_transpose_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0_0->op != TASOC_OP_SMUL)
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

static tasoc_status apply_transpose_smul__smul_transpose_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (transpose ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i0);
	/* (smul (transpose ?x) ?y) */
	const tasoc_ref i1[] = { t0, m->var[1] };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_SMUL, NULL, 2, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "transpose_smul__smul_transpose_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_SMUL) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * transpose_smul_transpose__smul_1
 *   (transpose (smul (transpose ?x) ?y))  =>  (smul ?x ?y)
 * proved: smul_transpose, transpose_involution
 */
static int match_transpose_smul_transpose__smul_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_SMUL)
		return 0;
	m.node[1] = v0_0.node;
	tasoc_ref v0_0_0 = n0_0->in[0];
	tasoc_ref v0_0_1 = n0_0->in[1];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[2] = v0_0_0.node;
	tasoc_ref v0_0_0_0 = n0_0_0->in[0];
	m.var[0] = v0_0_0_0; /* ?x */
	m.var[1] = v0_0_1; /* ?y */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_transpose_smul_transpose__smul_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (smul ?x ?y) */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_SMUL, NULL, 2, i0);
	nw[0] = t0;
	return tasoc_rw_finish(&rw, "transpose_smul_transpose__smul_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_SQRT) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * transpose_sqrt_transpose__sqrt_1
 *   (transpose (sqrt (transpose ?x)))  =>  (sqrt ?x)
 * proved: sqrt_transpose, transpose_involution
 */
static int match_transpose_sqrt_transpose__sqrt_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_SQRT)
		return 0;
	m.node[1] = v0_0.node;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[2] = v0_0_0.node;
	tasoc_ref v0_0_0_0 = n0_0_0->in[0];
	m.var[0] = v0_0_0_0; /* ?x */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_transpose_sqrt_transpose__sqrt_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (sqrt ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_SQRT, NULL, 1, i0);
	nw[0] = t0;
	return tasoc_rw_finish(&rw, "transpose_sqrt_transpose__sqrt_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_TANH) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * transpose_tanh__tanh_transpose_1
 *   (transpose (tanh ?x))  =>  (tanh (transpose ?x))
 * proved: tanh_transpose
 */
static int match_transpose_tanh__tanh_transpose_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	if (n0_0->op != TASOC_OP_TANH)
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

static tasoc_status apply_transpose_tanh__tanh_transpose_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (transpose ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i0);
	/* (tanh (transpose ?x)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_TANH, NULL, 1, i1);
	nw[0] = t1;
	return tasoc_rw_finish(&rw, "transpose_tanh__tanh_transpose_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_TANH) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * transpose_tanh_transpose__tanh_1
 *   (transpose (tanh (transpose ?x)))  =>  (tanh ?x)
 * proved: tanh_transpose, transpose_involution
 */
static int match_transpose_tanh_transpose__tanh_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		tasoc_match_visit visit, void *ctx)
{
	tasoc_match m;
	memset(&m, 0, sizeof m);
	m.nnodes = 3;
	(void)u;
	tasoc_ref v0 = tasoc_ref_make(root, 0);
	const tasoc_node *n0 = &g->nodes[v0.node];
	if (n0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[0] = v0.node;
	tasoc_ref v0_0 = n0->in[0];
	const tasoc_node *n0_0 = &g->nodes[v0_0.node];
	if (n0_0->op != TASOC_OP_TANH)
		return 0;
	m.node[1] = v0_0.node;
	tasoc_ref v0_0_0 = n0_0->in[0];
	const tasoc_node *n0_0_0 = &g->nodes[v0_0_0.node];
	if (n0_0_0->op != TASOC_OP_TRANSPOSE)
		return 0;
	m.node[2] = v0_0_0.node;
	tasoc_ref v0_0_0_0 = n0_0_0->in[0];
	m.var[0] = v0_0_0_0; /* ?x */
	const tasoc_ref roots[] = { v0 };
	if (!tasoc_rw_contained(g, u, v0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	if (!tasoc_rw_contained(g, u, v0_0_0, &m, roots, 1)) /* read outside the pattern */
		return 0;
	int stop = visit(ctx, &m);
	if (stop)
		return stop;
	return 0;
}

static tasoc_status apply_transpose_tanh_transpose__tanh_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (tanh ?x) */
	const tasoc_ref i0[] = { m->var[0] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_TANH, NULL, 1, i0);
	nw[0] = t0;
	return tasoc_rw_finish(&rw, "transpose_tanh_transpose__tanh_1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * transpose_transpose___1
 *   (transpose (transpose ?x))  =>  ?x
 * proved: transpose_involution
 */
static int match_transpose_transpose___1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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

static tasoc_status apply_transpose_transpose___1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 } };
	tasoc_ref nw[1];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	nw[0] = m->var[0];
	return tasoc_rw_finish(&rw, "transpose_transpose___1", m, old, nw, 1);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SPLIT) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * transpose_transpose__split0_transpose_concat_split1_transpose_concat_1
 *   [(transpose ?x) (transpose ?y)]  =>  [(split0 0 (transpose (concat 1 ?x ?y))) (split1 0 (transpose (concat 1 ?x ?y)))]
 * proved: split0_concat, split1_concat, transpose_concat1
 */
static int match_transpose_transpose__split0_transpose_concat_split1_transpose_concat_1(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	m.var[0] = v0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_TRANSPOSE, &p1); /* no shared variable: the transpose nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_TRANSPOSE)
			continue;
		m.node[1] = v1.node;
		tasoc_ref v1_0 = n1->in[0];
		m.var[1] = v1_0; /* ?y */
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_acyclic(g, u, &m, 2, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_transpose_transpose__split0_transpose_concat_split1_transpose_concat_1(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 1 ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 1; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (transpose (concat 1 ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i1);
	/* (split0 0 (transpose (concat 1 ?x ?y))) */
	int32_t a2[2];
	a2[TASOC_SPLIT_AXIS] = 0; /* axis */
	a2[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t1, a2[TASOC_SPLIT_AXIS]);
	const tasoc_ref i2[] = { t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a2, 1, i2);
	nw[0] = t2;
	nw[1] = tasoc_ref_make(t2.node, 1);
	return tasoc_rw_finish(&rw, "transpose_transpose__split0_transpose_concat_split1_transpose_concat_1", m, old, nw, 2);
}

#endif

#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SPLIT) && defined(TASOC_RULE_OP_TRANSPOSE))
/*
 * transpose_transpose__split0_transpose_concat_split1_transpose_concat_2
 *   [(transpose ?x) (transpose ?y)]  =>  [(split0 1 (transpose (concat 0 ?x ?y))) (split1 1 (transpose (concat 0 ?x ?y)))]
 * proved: split0_concat, split1_concat, transpose_concat0
 */
static int match_transpose_transpose__split0_transpose_concat_split1_transpose_concat_2(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
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
	m.var[0] = v0_0; /* ?x */
	const int32_t *p1;
	int32_t np1 = tasoc_rw_peers(g, u, TASOC_OP_TRANSPOSE, &p1); /* no shared variable: the transpose nodes */
	for (int32_t i1 = 0; i1 < np1; i1++) {
		int32_t c1 = p1 ? p1[i1] : i1;
		if (g->nodes[c1].dead || g->nodes[c1].nout <= 0)
			continue;
		tasoc_ref v1 = tasoc_ref_make(c1, 0);
		if (tasoc_ref_eq(v1, v0)) /* roots are distinct */
			continue;
		const tasoc_node *n1 = &g->nodes[v1.node];
		if (n1->op != TASOC_OP_TRANSPOSE)
			continue;
		m.node[1] = v1.node;
		tasoc_ref v1_0 = n1->in[0];
		m.var[1] = v1_0; /* ?y */
		const tasoc_ref roots[] = { v0, v1 };
		if (!tasoc_rw_acyclic(g, u, &m, 2, roots, 2))
			continue;
		int stop = visit(ctx, &m);
		if (stop)
			return stop;
	}
	return 0;
}

static tasoc_status apply_transpose_transpose__split0_transpose_concat_split1_transpose_concat_2(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m)
{
	const tasoc_ref old[] = { { m->node[0], 0 }, { m->node[1], 0 } };
	tasoc_ref nw[2];
	tasoc_rw rw;
	tasoc_rw_begin(&rw, g, u);
	/* (concat 0 ?x ?y) */
	int32_t a0[1];
	a0[TASOC_CONCAT_AXIS] = 0; /* axis */
	const tasoc_ref i0[] = { m->var[0], m->var[1] };
	const tasoc_ref t0 = tasoc_rw_add(&rw, TASOC_OP_CONCAT, a0, 2, i0);
	/* (transpose (concat 0 ?x ?y)) */
	const tasoc_ref i1[] = { t0 };
	const tasoc_ref t1 = tasoc_rw_add(&rw, TASOC_OP_TRANSPOSE, NULL, 1, i1);
	/* (split0 1 (transpose (concat 0 ?x ?y))) */
	int32_t a2[2];
	a2[TASOC_SPLIT_AXIS] = 1; /* axis */
	a2[TASOC_SPLIT_SIZE] = tasoc_rw_split_size(&rw, old[0], 0, t1, a2[TASOC_SPLIT_AXIS]);
	const tasoc_ref i2[] = { t1 };
	const tasoc_ref t2 = tasoc_rw_add(&rw, TASOC_OP_SPLIT, a2, 1, i2);
	nw[0] = t2;
	nw[1] = tasoc_ref_make(t2.node, 1);
	return tasoc_rw_finish(&rw, "transpose_transpose__split0_transpose_concat_split1_transpose_concat_2", m, old, nw, 2);
}

#endif

const tasoc_rule tasoc_rules[] = {
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D))
	{
		"avgpool2d__avgpool2d_1",
		TASOC_RULE_TEXT("(avgpool2d 3 3 1 1 valid 1 ?x)  =>  (avgpool2d 3 3 1 1 valid 0 ?x)"),
		TASOC_OP_AVGPOOL2D, 1, 1, match_avgpool2d__avgpool2d_1, apply_avgpool2d__avgpool2d_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SPLIT))
	{
		"avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_1",
		TASOC_RULE_TEXT("[(avgpool2d 3 3 1 1 same 0 ?x) (avgpool2d 3 3 1 1 same 0 ?y)]  =>  [(split0 0 (avgpool2d 3 3 1 1 same 0 (concat 0 ?x ?y))) (split1 0 (avgpool2d 3 3 1 1 same 0 (concat 0 ?x ?y)))]"),
		TASOC_OP_AVGPOOL2D, 2, 3, match_avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_1, apply_avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SPLIT))
	{
		"avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_2",
		TASOC_RULE_TEXT("[(avgpool2d 3 3 1 1 same 0 ?x) (avgpool2d 3 3 1 1 same 0 ?y)]  =>  [(split0 1 (avgpool2d 3 3 1 1 same 0 (concat 1 ?x ?y))) (split1 1 (avgpool2d 3 3 1 1 same 0 (concat 1 ?x ?y)))]"),
		TASOC_OP_AVGPOOL2D, 2, 3, match_avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_2, apply_avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SPLIT))
	{
		"avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_3",
		TASOC_RULE_TEXT("[(avgpool2d 3 3 1 1 same 1 ?x) (avgpool2d 3 3 1 1 same 1 ?y)]  =>  [(split0 0 (avgpool2d 3 3 1 1 same 1 (concat 0 ?x ?y))) (split1 0 (avgpool2d 3 3 1 1 same 1 (concat 0 ?x ?y)))]"),
		TASOC_OP_AVGPOOL2D, 2, 3, match_avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_3, apply_avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_3,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SPLIT))
	{
		"avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_4",
		TASOC_RULE_TEXT("[(avgpool2d 3 3 1 1 same 1 ?x) (avgpool2d 3 3 1 1 same 1 ?y)]  =>  [(split0 1 (avgpool2d 3 3 1 1 same 1 (concat 1 ?x ?y))) (split1 1 (avgpool2d 3 3 1 1 same 1 (concat 1 ?x ?y)))]"),
		TASOC_OP_AVGPOOL2D, 2, 3, match_avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_4, apply_avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_4,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SPLIT))
	{
		"avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_5",
		TASOC_RULE_TEXT("[(avgpool2d 3 3 1 1 valid 0 ?x) (avgpool2d 3 3 1 1 valid 0 ?y)]  =>  [(split0 0 (avgpool2d 3 3 1 1 valid 0 (concat 0 ?x ?y))) (split1 0 (avgpool2d 3 3 1 1 valid 0 (concat 0 ?x ?y)))]"),
		TASOC_OP_AVGPOOL2D, 2, 3, match_avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_5, apply_avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_5,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SPLIT))
	{
		"avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_6",
		TASOC_RULE_TEXT("[(avgpool2d 3 3 1 1 valid 0 ?x) (avgpool2d 3 3 1 1 valid 0 ?y)]  =>  [(split0 1 (avgpool2d 3 3 1 1 valid 0 (concat 1 ?x ?y))) (split1 1 (avgpool2d 3 3 1 1 valid 0 (concat 1 ?x ?y)))]"),
		TASOC_OP_AVGPOOL2D, 2, 3, match_avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_6, apply_avgpool2d_avgpool2d__split0_avgpool2d_concat_split1_avgpool2d_concat_6,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_POOLKERNEL))
	{
		"avgpool_as_conv",
		TASOC_RULE_TEXT("(avgpool2d ?kh ?kw ?sh ?sw ?p 1 ?x)  =>  (conv2d ?sh ?sw ?p none ?x (poolkernel ?kh ?kw ?x))"),
		TASOC_OP_AVGPOOL2D, 1, 2, match_avgpool_as_conv, apply_avgpool_as_conv,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT))
	{
		"concat_concat_concat__concat_concat_concat_1",
		TASOC_RULE_TEXT("(concat 1 (concat 0 ?x ?x) (concat 0 ?y ?z))  =>  (concat 0 (concat 1 ?x ?y) (concat 1 ?x ?z))"),
		TASOC_OP_CONCAT, 3, 3, match_concat_concat_concat__concat_concat_concat_1, apply_concat_concat_concat__concat_concat_concat_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT))
	{
		"concat_concat_concat__concat_concat_concat_2",
		TASOC_RULE_TEXT("(concat 1 (concat 0 ?x ?y) (concat 0 ?x ?z))  =>  (concat 0 (concat 1 ?x ?x) (concat 1 ?y ?z))"),
		TASOC_OP_CONCAT, 3, 3, match_concat_concat_concat__concat_concat_concat_2, apply_concat_concat_concat__concat_concat_concat_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT))
	{
		"concat_concat_concat__concat_concat_concat_3",
		TASOC_RULE_TEXT("(concat 1 (concat 0 ?x ?y) (concat 0 ?y ?z))  =>  (concat 0 (concat 1 ?x ?y) (concat 1 ?y ?z))"),
		TASOC_OP_CONCAT, 3, 3, match_concat_concat_concat__concat_concat_concat_3, apply_concat_concat_concat__concat_concat_concat_3,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT))
	{
		"concat_concat_concat__concat_concat_concat_4",
		TASOC_RULE_TEXT("(concat 1 (concat 0 ?x ?y) (concat 0 ?z ?x))  =>  (concat 0 (concat 1 ?x ?z) (concat 1 ?y ?x))"),
		TASOC_OP_CONCAT, 3, 3, match_concat_concat_concat__concat_concat_concat_4, apply_concat_concat_concat__concat_concat_concat_4,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT))
	{
		"concat_concat_concat__concat_concat_concat_5",
		TASOC_RULE_TEXT("(concat 1 (concat 0 ?x ?y) (concat 0 ?z ?y))  =>  (concat 0 (concat 1 ?x ?z) (concat 1 ?y ?y))"),
		TASOC_OP_CONCAT, 3, 3, match_concat_concat_concat__concat_concat_concat_5, apply_concat_concat_concat__concat_concat_concat_5,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT))
	{
		"concat_concat_concat__concat_concat_concat_6",
		TASOC_RULE_TEXT("(concat 1 (concat 0 ?x ?y) (concat 0 ?z ?z))  =>  (concat 0 (concat 1 ?x ?z) (concat 1 ?y ?z))"),
		TASOC_OP_CONCAT, 3, 3, match_concat_concat_concat__concat_concat_concat_6, apply_concat_concat_concat__concat_concat_concat_6,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D))
	{
		"concat_conv2d_conv2d__conv2d_concat_1",
		TASOC_RULE_TEXT("(concat 0 (conv2d ?stride_h ?stride_w ?padding ?activation ?x ?y) (conv2d ?stride_h ?stride_w ?padding ?activation ?z ?y))  =>  (conv2d ?stride_h ?stride_w ?padding ?activation (concat 0 ?x ?z) ?y)"),
		TASOC_OP_CONCAT, 3, 2, match_concat_conv2d_conv2d__conv2d_concat_1, apply_concat_conv2d_conv2d__conv2d_concat_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EWADD))
	{
		"concat_ewadd",
		TASOC_RULE_TEXT("(ewadd (concat ?a ?x ?y) (concat ?a ?z ?w))  =>  (concat ?a (ewadd ?x ?z) (ewadd ?y ?w))"),
		TASOC_OP_EWADD, 3, 3, match_concat_ewadd, apply_concat_ewadd,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_MATMUL))
	{
		"concat_matmul_matmul__matmul_concat_1",
		TASOC_RULE_TEXT("(concat 0 (matmul ?x ?y) (matmul ?z ?y))  =>  (matmul (concat 0 ?x ?z) ?y)"),
		TASOC_OP_CONCAT, 3, 2, match_concat_matmul_matmul__matmul_concat_1, apply_concat_matmul_matmul__matmul_concat_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EYE) && defined(TASOC_RULE_OP_RELU))
	{
		"concat_relu_eye__concat_eye_1",
		TASOC_RULE_TEXT("(concat ?axis (relu (eye ?x)) ?x)  =>  (concat ?axis (eye ?x) ?x)"),
		TASOC_OP_CONCAT, 3, 2, match_concat_relu_eye__concat_eye_1, apply_concat_relu_eye__concat_eye_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EYE) && defined(TASOC_RULE_OP_RELU))
	{
		"concat_relu_eye__concat_eye_2",
		TASOC_RULE_TEXT("(concat ?axis ?x (relu (eye ?x)))  =>  (concat ?axis ?x (eye ?x))"),
		TASOC_OP_CONCAT, 3, 2, match_concat_relu_eye__concat_eye_2, apply_concat_relu_eye__concat_eye_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
	{
		"concat_relu_ones__concat_ones_1",
		TASOC_RULE_TEXT("(concat ?axis (relu (ones ?x)) ?x)  =>  (concat ?axis (ones ?x) ?x)"),
		TASOC_OP_CONCAT, 3, 2, match_concat_relu_ones__concat_ones_1, apply_concat_relu_ones__concat_ones_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
	{
		"concat_relu_ones__concat_ones_2",
		TASOC_RULE_TEXT("(concat ?axis ?x (relu (ones ?x)))  =>  (concat ?axis ?x (ones ?x))"),
		TASOC_OP_CONCAT, 3, 2, match_concat_relu_ones__concat_ones_2, apply_concat_relu_ones__concat_ones_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SIGMOID))
	{
		"concat_sigmoid_sigmoid__sigmoid_concat_1",
		TASOC_RULE_TEXT("(concat ?axis (sigmoid ?x) (sigmoid ?y))  =>  (sigmoid (concat ?axis ?x ?y))"),
		TASOC_OP_CONCAT, 3, 2, match_concat_sigmoid_sigmoid__sigmoid_concat_1, apply_concat_sigmoid_sigmoid__sigmoid_concat_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SMUL))
	{
		"concat_smul_smul__smul_concat_1",
		TASOC_RULE_TEXT("(concat ?axis (smul ?x ?y) (smul ?z ?y))  =>  (smul (concat ?axis ?x ?z) ?y)"),
		TASOC_OP_CONCAT, 3, 2, match_concat_smul_smul__smul_concat_1, apply_concat_smul_smul__smul_concat_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SPLIT))
	{
		"concat_split_cancel",
		TASOC_RULE_TEXT("(concat ?a (split0 ?a ?x) (split1 ?a ?x))  =>  ?x"),
		TASOC_OP_CONCAT, 3, 0, match_concat_split_cancel, apply_concat_split_cancel,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_TANH))
	{
		"concat_tanh_tanh__tanh_concat_1",
		TASOC_RULE_TEXT("(concat ?axis (tanh ?x) (tanh ?y))  =>  (tanh (concat ?axis ?x ?y))"),
		TASOC_OP_CONCAT, 3, 2, match_concat_tanh_tanh__tanh_concat_1, apply_concat_tanh_tanh__tanh_concat_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"concat_transpose_transpose__transpose_concat_1",
		TASOC_RULE_TEXT("(concat 0 (transpose ?x) (transpose ?y))  =>  (transpose (concat 1 ?x ?y))"),
		TASOC_OP_CONCAT, 3, 2, match_concat_transpose_transpose__transpose_concat_1, apply_concat_transpose_transpose__transpose_concat_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"concat_transpose_transpose__transpose_concat_2",
		TASOC_RULE_TEXT("(concat 1 (transpose ?x) (transpose ?y))  =>  (transpose (concat 0 ?x ?y))"),
		TASOC_OP_CONCAT, 3, 2, match_concat_transpose_transpose__transpose_concat_2, apply_concat_transpose_transpose__transpose_concat_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_1",
		TASOC_RULE_TEXT("(conv2d 1 1 same none (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 1 same none (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_1, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_10",
		TASOC_RULE_TEXT("(conv2d 1 2 same none (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 2 same none (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_10, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_10,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_11",
		TASOC_RULE_TEXT("(conv2d 1 2 same none (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 2 same none (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_11, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_11,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_12",
		TASOC_RULE_TEXT("(conv2d 1 2 same none (avgpool2d 3 3 1 1 valid 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 2 same none (avgpool2d 3 3 1 1 valid 0 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_12, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_12,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_13",
		TASOC_RULE_TEXT("(conv2d 1 2 same relu (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 2 same relu (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_13, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_13,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_14",
		TASOC_RULE_TEXT("(conv2d 1 2 same relu (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 2 same relu (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_14, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_14,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_15",
		TASOC_RULE_TEXT("(conv2d 1 2 same relu (avgpool2d 3 3 1 1 valid 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 2 same relu (avgpool2d 3 3 1 1 valid 0 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_15, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_15,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_16",
		TASOC_RULE_TEXT("(conv2d 1 2 valid none (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 2 valid none (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_16, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_16,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_17",
		TASOC_RULE_TEXT("(conv2d 1 2 valid none (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 2 valid none (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_17, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_17,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_18",
		TASOC_RULE_TEXT("(conv2d 1 2 valid relu (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 2 valid relu (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_18, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_18,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_19",
		TASOC_RULE_TEXT("(conv2d 1 2 valid relu (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 2 valid relu (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_19, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_19,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_2",
		TASOC_RULE_TEXT("(conv2d 1 1 same none (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 1 same none (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_2, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_20",
		TASOC_RULE_TEXT("(conv2d 2 1 same none (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 1 same none (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_20, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_20,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_21",
		TASOC_RULE_TEXT("(conv2d 2 1 same none (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 1 same none (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_21, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_21,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_22",
		TASOC_RULE_TEXT("(conv2d 2 1 same none (avgpool2d 3 3 1 1 valid 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 1 same none (avgpool2d 3 3 1 1 valid 0 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_22, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_22,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_23",
		TASOC_RULE_TEXT("(conv2d 2 1 same relu (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 1 same relu (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_23, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_23,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_24",
		TASOC_RULE_TEXT("(conv2d 2 1 same relu (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 1 same relu (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_24, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_24,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_25",
		TASOC_RULE_TEXT("(conv2d 2 1 same relu (avgpool2d 3 3 1 1 valid 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 1 same relu (avgpool2d 3 3 1 1 valid 0 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_25, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_25,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_26",
		TASOC_RULE_TEXT("(conv2d 2 1 valid none (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 1 valid none (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_26, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_26,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_27",
		TASOC_RULE_TEXT("(conv2d 2 1 valid none (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 1 valid none (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_27, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_27,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_28",
		TASOC_RULE_TEXT("(conv2d 2 1 valid relu (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 1 valid relu (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_28, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_28,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_29",
		TASOC_RULE_TEXT("(conv2d 2 1 valid relu (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 1 valid relu (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_29, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_29,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_3",
		TASOC_RULE_TEXT("(conv2d 1 1 same none (avgpool2d 3 3 1 1 valid 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 1 same none (avgpool2d 3 3 1 1 valid 0 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_3, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_3,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_30",
		TASOC_RULE_TEXT("(conv2d 2 2 same none (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 2 same none (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_30, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_30,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_31",
		TASOC_RULE_TEXT("(conv2d 2 2 same none (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 2 same none (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_31, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_31,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_32",
		TASOC_RULE_TEXT("(conv2d 2 2 same none (avgpool2d 3 3 1 1 valid 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 2 same none (avgpool2d 3 3 1 1 valid 0 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_32, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_32,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_33",
		TASOC_RULE_TEXT("(conv2d 2 2 same relu (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 2 same relu (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_33, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_33,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_34",
		TASOC_RULE_TEXT("(conv2d 2 2 same relu (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 2 same relu (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_34, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_34,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_35",
		TASOC_RULE_TEXT("(conv2d 2 2 same relu (avgpool2d 3 3 1 1 valid 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 2 same relu (avgpool2d 3 3 1 1 valid 0 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_35, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_35,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_36",
		TASOC_RULE_TEXT("(conv2d 2 2 valid none (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 2 valid none (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_36, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_36,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_37",
		TASOC_RULE_TEXT("(conv2d 2 2 valid none (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 2 valid none (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_37, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_37,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_38",
		TASOC_RULE_TEXT("(conv2d 2 2 valid relu (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 2 valid relu (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_38, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_38,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_39",
		TASOC_RULE_TEXT("(conv2d 2 2 valid relu (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?x)) ?y)  =>  (conv2d 2 2 valid relu (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_39, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_39,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_4",
		TASOC_RULE_TEXT("(conv2d 1 1 same relu (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 1 same relu (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_4, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_4,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_5",
		TASOC_RULE_TEXT("(conv2d 1 1 same relu (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 1 same relu (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_5, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_5,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_6",
		TASOC_RULE_TEXT("(conv2d 1 1 same relu (avgpool2d 3 3 1 1 valid 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 1 same relu (avgpool2d 3 3 1 1 valid 0 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_6, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_6,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_7",
		TASOC_RULE_TEXT("(conv2d 1 1 valid none (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 1 valid none (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_7, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_7,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_8",
		TASOC_RULE_TEXT("(conv2d 1 1 valid relu (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 1 valid relu (avgpool2d 3 3 1 1 same 0 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_8, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_8,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_9",
		TASOC_RULE_TEXT("(conv2d 1 1 valid relu (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?x)) ?y)  =>  (conv2d 1 1 valid relu (avgpool2d 3 3 1 1 same 1 ?x) (ewadd ?y ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_9, apply_conv2d_avgpool2d_ewadd__conv2d_avgpool2d_ewadd_9,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D))
	{
		"conv2d_concat_concat__conv2d_concat_concat_1",
		TASOC_RULE_TEXT("(conv2d ?stride_h ?stride_w ?padding ?activation (concat 1 ?x ?y) (concat 1 ?z ?w))  =>  (conv2d ?stride_h ?stride_w ?padding ?activation (concat 1 ?y ?x) (concat 1 ?w ?z))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_concat_concat__conv2d_concat_concat_1, apply_conv2d_concat_concat__conv2d_concat_concat_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_concat_concat__conv2d_ewadd_1",
		TASOC_RULE_TEXT("(conv2d ?stride_h ?stride_w ?padding ?activation (concat 1 ?x ?x) (concat 1 ?y ?z))  =>  (conv2d ?stride_h ?stride_w ?padding ?activation ?x (ewadd ?y ?z))"),
		TASOC_OP_CONV2D, 3, 2, match_conv2d_concat_concat__conv2d_ewadd_1, apply_conv2d_concat_concat__conv2d_ewadd_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv2d_concat_concat__conv2d_ewadd_2",
		TASOC_RULE_TEXT("(conv2d ?stride_h ?stride_w ?padding ?activation (concat 1 ?x ?y) (concat 1 ?z ?z))  =>  (conv2d ?stride_h ?stride_w ?padding ?activation (ewadd ?x ?y) ?z)"),
		TASOC_OP_CONV2D, 3, 2, match_conv2d_concat_concat__conv2d_ewadd_2, apply_conv2d_concat_concat__conv2d_ewadd_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_ENLARGE))
	{
		"conv2d_concat_enlarge__concat_conv2d_conv2d_1",
		TASOC_RULE_TEXT("(conv2d 1 1 same ?activation ?x (concat 0 (enlarge ?y ?z) ?z))  =>  (concat 1 (conv2d 1 1 same ?activation ?x ?y) (conv2d 1 1 same ?activation ?x ?z))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_concat_enlarge__concat_conv2d_conv2d_1, apply_conv2d_concat_enlarge__concat_conv2d_conv2d_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_ENLARGE))
	{
		"conv2d_concat_enlarge__concat_conv2d_conv2d_2",
		TASOC_RULE_TEXT("(conv2d 1 1 same ?activation ?x (concat 0 ?y (enlarge ?z ?y)))  =>  (concat 1 (conv2d 1 1 same ?activation ?x ?y) (conv2d 1 1 same ?activation ?x ?z))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_concat_enlarge__concat_conv2d_conv2d_2, apply_conv2d_concat_enlarge__concat_conv2d_conv2d_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_IDKERNEL))
	{
		"conv2d_concat_idkernel__concat_conv2d_1",
		TASOC_RULE_TEXT("(conv2d 1 1 same none ?x (concat 0 (idkernel 3 ?x) ?y))  =>  (concat 1 ?x (conv2d 1 1 same none ?x ?y))"),
		TASOC_OP_CONV2D, 3, 2, match_conv2d_concat_idkernel__concat_conv2d_1, apply_conv2d_concat_idkernel__concat_conv2d_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_IDKERNEL))
	{
		"conv2d_concat_idkernel__concat_conv2d_2",
		TASOC_RULE_TEXT("(conv2d 1 1 same none ?x (concat 0 ?y (idkernel 3 ?x)))  =>  (concat 1 (conv2d 1 1 same none ?x ?y) ?x)"),
		TASOC_OP_CONV2D, 3, 2, match_conv2d_concat_idkernel__concat_conv2d_2, apply_conv2d_concat_idkernel__concat_conv2d_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_IDKERNEL) && defined(TASOC_RULE_OP_RELU))
	{
		"conv2d_concat_idkernel__concat_conv2d_relu_1",
		TASOC_RULE_TEXT("(conv2d 1 1 same relu ?x (concat 0 ?y (idkernel 3 ?x)))  =>  (concat 1 (conv2d 1 1 same relu ?x ?y) (relu ?x))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_concat_idkernel__concat_conv2d_relu_1, apply_conv2d_concat_idkernel__concat_conv2d_relu_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_IDKERNEL) && defined(TASOC_RULE_OP_RELU))
	{
		"conv2d_concat_idkernel__concat_relu_conv2d_1",
		TASOC_RULE_TEXT("(conv2d 1 1 same relu ?x (concat 0 (idkernel 3 ?x) ?y))  =>  (concat 1 (relu ?x) (conv2d 1 1 same relu ?x ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_concat_idkernel__concat_relu_conv2d_1, apply_conv2d_concat_idkernel__concat_relu_conv2d_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_POOLKERNEL))
	{
		"conv2d_concat_poolkernel__concat_avgpool2d_conv2d_1",
		TASOC_RULE_TEXT("(conv2d 1 1 same none ?x (concat 0 (poolkernel 3 3 ?x) ?y))  =>  (concat 1 (avgpool2d 3 3 1 1 same 1 ?x) (conv2d 1 1 same none ?x ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_concat_poolkernel__concat_avgpool2d_conv2d_1, apply_conv2d_concat_poolkernel__concat_avgpool2d_conv2d_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_POOLKERNEL))
	{
		"conv2d_concat_poolkernel__concat_avgpool2d_conv2d_2",
		TASOC_RULE_TEXT("(conv2d 1 1 valid none ?x (concat 0 (poolkernel 3 3 ?x) ?y))  =>  (concat 1 (avgpool2d 3 3 1 1 valid 0 ?x) (conv2d 1 1 valid none ?x ?y))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_concat_poolkernel__concat_avgpool2d_conv2d_2, apply_conv2d_concat_poolkernel__concat_avgpool2d_conv2d_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_POOLKERNEL))
	{
		"conv2d_concat_poolkernel__concat_conv2d_avgpool2d_1",
		TASOC_RULE_TEXT("(conv2d 1 1 same none ?x (concat 0 ?y (poolkernel 3 3 ?x)))  =>  (concat 1 (conv2d 1 1 same none ?x ?y) (avgpool2d 3 3 1 1 same 1 ?x))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_concat_poolkernel__concat_conv2d_avgpool2d_1, apply_conv2d_concat_poolkernel__concat_conv2d_avgpool2d_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_POOLKERNEL))
	{
		"conv2d_concat_poolkernel__concat_conv2d_avgpool2d_2",
		TASOC_RULE_TEXT("(conv2d 1 1 valid none ?x (concat 0 ?y (poolkernel 3 3 ?x)))  =>  (concat 1 (conv2d 1 1 valid none ?x ?y) (avgpool2d 3 3 1 1 valid 0 ?x))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_concat_poolkernel__concat_conv2d_avgpool2d_2, apply_conv2d_concat_poolkernel__concat_conv2d_avgpool2d_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_SPLIT))
	{
		"conv2d_conv2d__split0_conv2d_concat_split1_conv2d_concat_2",
		TASOC_RULE_TEXT("[(conv2d ?stride_h ?stride_w ?padding ?activation ?x ?y) (conv2d ?stride_h ?stride_w ?padding ?activation ?z ?y)]  =>  [(split0 0 (conv2d ?stride_h ?stride_w ?padding ?activation (concat 0 ?x ?z) ?y)) (split1 0 (conv2d ?stride_h ?stride_w ?padding ?activation (concat 0 ?x ?z) ?y))]"),
		TASOC_OP_CONV2D, 2, 3, match_conv2d_conv2d__split0_conv2d_concat_split1_conv2d_concat_2, apply_conv2d_conv2d__split0_conv2d_concat_split1_conv2d_concat_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
	{
		"conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_1",
		TASOC_RULE_TEXT("(conv2d 1 1 same none (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (conv2d 1 1 same none (ewmul ?x ?y) (ewadd ?z ?z))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_1, apply_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
	{
		"conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_10",
		TASOC_RULE_TEXT("(conv2d 2 1 same relu (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (conv2d 2 1 same relu (ewmul ?x ?y) (ewadd ?z ?z))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_10, apply_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_10,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
	{
		"conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_11",
		TASOC_RULE_TEXT("(conv2d 2 1 valid none (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (conv2d 2 1 valid none (ewmul ?x ?y) (ewadd ?z ?z))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_11, apply_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_11,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
	{
		"conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_12",
		TASOC_RULE_TEXT("(conv2d 2 1 valid relu (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (conv2d 2 1 valid relu (ewmul ?x ?y) (ewadd ?z ?z))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_12, apply_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_12,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
	{
		"conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_13",
		TASOC_RULE_TEXT("(conv2d 2 2 same none (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (conv2d 2 2 same none (ewmul ?x ?y) (ewadd ?z ?z))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_13, apply_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_13,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
	{
		"conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_14",
		TASOC_RULE_TEXT("(conv2d 2 2 same relu (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (conv2d 2 2 same relu (ewmul ?x ?y) (ewadd ?z ?z))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_14, apply_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_14,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
	{
		"conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_15",
		TASOC_RULE_TEXT("(conv2d 2 2 valid none (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (conv2d 2 2 valid none (ewmul ?x ?y) (ewadd ?z ?z))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_15, apply_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_15,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
	{
		"conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_2",
		TASOC_RULE_TEXT("(conv2d 1 1 same relu (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (conv2d 1 1 same relu (ewmul ?x ?y) (ewadd ?z ?z))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_2, apply_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
	{
		"conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_3",
		TASOC_RULE_TEXT("(conv2d 1 1 valid none (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (conv2d 1 1 valid none (ewmul ?x ?y) (ewadd ?z ?z))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_3, apply_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_3,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
	{
		"conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_4",
		TASOC_RULE_TEXT("(conv2d 1 1 valid relu (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (conv2d 1 1 valid relu (ewmul ?x ?y) (ewadd ?z ?z))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_4, apply_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_4,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
	{
		"conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_5",
		TASOC_RULE_TEXT("(conv2d 1 2 same none (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (conv2d 1 2 same none (ewmul ?x ?y) (ewadd ?z ?z))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_5, apply_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_5,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
	{
		"conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_6",
		TASOC_RULE_TEXT("(conv2d 1 2 same relu (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (conv2d 1 2 same relu (ewmul ?x ?y) (ewadd ?z ?z))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_6, apply_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_6,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
	{
		"conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_7",
		TASOC_RULE_TEXT("(conv2d 1 2 valid none (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (conv2d 1 2 valid none (ewmul ?x ?y) (ewadd ?z ?z))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_7, apply_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_7,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
	{
		"conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_8",
		TASOC_RULE_TEXT("(conv2d 1 2 valid relu (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (conv2d 1 2 valid relu (ewmul ?x ?y) (ewadd ?z ?z))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_8, apply_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_8,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
	{
		"conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_9",
		TASOC_RULE_TEXT("(conv2d 2 1 same none (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (conv2d 2 1 same none (ewmul ?x ?y) (ewadd ?z ?z))"),
		TASOC_OP_CONV2D, 3, 3, match_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_9, apply_conv2d_ewmul_ewadd__conv2d_ewmul_ewadd_9,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_IDKERNEL))
	{
		"conv2d_idkernel___1",
		TASOC_RULE_TEXT("(conv2d 1 1 same none ?x (idkernel 1 ?x))  =>  ?x"),
		TASOC_OP_CONV2D, 2, 0, match_conv2d_idkernel___1, apply_conv2d_idkernel___1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_IDKERNEL))
	{
		"conv2d_idkernel___2",
		TASOC_RULE_TEXT("(conv2d 1 1 same none ?x (idkernel 3 ?x))  =>  ?x"),
		TASOC_OP_CONV2D, 2, 0, match_conv2d_idkernel___2, apply_conv2d_idkernel___2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_IDKERNEL) && defined(TASOC_RULE_OP_RELU))
	{
		"conv2d_idkernel__relu_1",
		TASOC_RULE_TEXT("(conv2d 1 1 same relu ?x (idkernel 1 ?x))  =>  (relu ?x)"),
		TASOC_OP_CONV2D, 2, 1, match_conv2d_idkernel__relu_1, apply_conv2d_idkernel__relu_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_IDKERNEL) && defined(TASOC_RULE_OP_RELU))
	{
		"conv2d_idkernel__relu_2",
		TASOC_RULE_TEXT("(conv2d 1 1 same relu ?x (idkernel 3 ?x))  =>  (relu ?x)"),
		TASOC_OP_CONV2D, 2, 1, match_conv2d_idkernel__relu_2, apply_conv2d_idkernel__relu_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_POOLKERNEL))
	{
		"conv2d_poolkernel__avgpool2d_1",
		TASOC_RULE_TEXT("(conv2d 1 1 same none ?x (poolkernel 3 3 ?x))  =>  (avgpool2d 3 3 1 1 same 1 ?x)"),
		TASOC_OP_CONV2D, 2, 1, match_conv2d_poolkernel__avgpool2d_1, apply_conv2d_poolkernel__avgpool2d_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_POOLKERNEL))
	{
		"conv2d_poolkernel__avgpool2d_2",
		TASOC_RULE_TEXT("(conv2d 1 1 valid none ?x (poolkernel 3 3 ?x))  =>  (avgpool2d 3 3 1 1 valid 0 ?x)"),
		TASOC_OP_CONV2D, 2, 1, match_conv2d_poolkernel__avgpool2d_2, apply_conv2d_poolkernel__avgpool2d_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_IDKERNEL) && defined(TASOC_RULE_OP_RELU))
	{
		"conv2d_relu_idkernel__relu_1",
		TASOC_RULE_TEXT("(conv2d 1 1 same relu (relu ?x) (idkernel 1 ?x))  =>  (relu ?x)"),
		TASOC_OP_CONV2D, 3, 1, match_conv2d_relu_idkernel__relu_1, apply_conv2d_relu_idkernel__relu_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_IDKERNEL) && defined(TASOC_RULE_OP_RELU))
	{
		"conv2d_relu_idkernel__relu_2",
		TASOC_RULE_TEXT("(conv2d 1 1 same relu (relu ?x) (idkernel 3 ?x))  =>  (relu ?x)"),
		TASOC_OP_CONV2D, 3, 1, match_conv2d_relu_idkernel__relu_2, apply_conv2d_relu_idkernel__relu_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
	{
		"conv2d_relu_ones__conv2d_ones_1",
		TASOC_RULE_TEXT("(conv2d 1 1 same none ?x (relu (ones ?x)))  =>  (conv2d 1 1 same none ?x (ones ?x))"),
		TASOC_OP_CONV2D, 3, 2, match_conv2d_relu_ones__conv2d_ones_1, apply_conv2d_relu_ones__conv2d_ones_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
	{
		"conv2d_relu_ones__conv2d_ones_10",
		TASOC_RULE_TEXT("(conv2d 2 2 same none ?x (relu (ones ?x)))  =>  (conv2d 2 2 same none ?x (ones ?x))"),
		TASOC_OP_CONV2D, 3, 2, match_conv2d_relu_ones__conv2d_ones_10, apply_conv2d_relu_ones__conv2d_ones_10,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
	{
		"conv2d_relu_ones__conv2d_ones_11",
		TASOC_RULE_TEXT("(conv2d 2 2 same relu ?x (relu (ones ?x)))  =>  (conv2d 2 2 same relu ?x (ones ?x))"),
		TASOC_OP_CONV2D, 3, 2, match_conv2d_relu_ones__conv2d_ones_11, apply_conv2d_relu_ones__conv2d_ones_11,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
	{
		"conv2d_relu_ones__conv2d_ones_2",
		TASOC_RULE_TEXT("(conv2d 1 1 same relu ?x (relu (ones ?x)))  =>  (conv2d 1 1 same relu ?x (ones ?x))"),
		TASOC_OP_CONV2D, 3, 2, match_conv2d_relu_ones__conv2d_ones_2, apply_conv2d_relu_ones__conv2d_ones_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
	{
		"conv2d_relu_ones__conv2d_ones_3",
		TASOC_RULE_TEXT("(conv2d 1 1 valid none ?x (relu (ones ?x)))  =>  (conv2d 1 1 valid none ?x (ones ?x))"),
		TASOC_OP_CONV2D, 3, 2, match_conv2d_relu_ones__conv2d_ones_3, apply_conv2d_relu_ones__conv2d_ones_3,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
	{
		"conv2d_relu_ones__conv2d_ones_4",
		TASOC_RULE_TEXT("(conv2d 1 2 same none ?x (relu (ones ?x)))  =>  (conv2d 1 2 same none ?x (ones ?x))"),
		TASOC_OP_CONV2D, 3, 2, match_conv2d_relu_ones__conv2d_ones_4, apply_conv2d_relu_ones__conv2d_ones_4,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
	{
		"conv2d_relu_ones__conv2d_ones_5",
		TASOC_RULE_TEXT("(conv2d 1 2 same relu ?x (relu (ones ?x)))  =>  (conv2d 1 2 same relu ?x (ones ?x))"),
		TASOC_OP_CONV2D, 3, 2, match_conv2d_relu_ones__conv2d_ones_5, apply_conv2d_relu_ones__conv2d_ones_5,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
	{
		"conv2d_relu_ones__conv2d_ones_7",
		TASOC_RULE_TEXT("(conv2d 2 1 same none ?x (relu (ones ?x)))  =>  (conv2d 2 1 same none ?x (ones ?x))"),
		TASOC_OP_CONV2D, 3, 2, match_conv2d_relu_ones__conv2d_ones_7, apply_conv2d_relu_ones__conv2d_ones_7,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
	{
		"conv2d_relu_ones__conv2d_ones_8",
		TASOC_RULE_TEXT("(conv2d 2 1 same relu ?x (relu (ones ?x)))  =>  (conv2d 2 1 same relu ?x (ones ?x))"),
		TASOC_OP_CONV2D, 3, 2, match_conv2d_relu_ones__conv2d_ones_8, apply_conv2d_relu_ones__conv2d_ones_8,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D))
	{
		"conv_concat_shared",
		TASOC_RULE_TEXT("(concat 1 (conv2d ?sh ?sw ?p ?a ?x ?w) (conv2d ?sh ?sw ?p ?a ?x ?v))  =>  (conv2d ?sh ?sw ?p ?a ?x (concat 0 ?w ?v))"),
		TASOC_OP_CONCAT, 3, 2, match_conv_concat_shared, apply_conv_concat_shared,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"conv_ewadd_weights",
		TASOC_RULE_TEXT("(ewadd (conv2d ?sh ?sw ?p none ?x ?w) (conv2d ?sh ?sw ?p none ?x ?v))  =>  (conv2d ?sh ?sw ?p none ?x (ewadd ?w ?v))"),
		TASOC_OP_EWADD, 3, 2, match_conv_ewadd_weights, apply_conv_ewadd_weights,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_IDKERNEL))
	{
		"conv_identity_residual",
		TASOC_RULE_TEXT("(ewadd (conv2d 1 1 same none ?x ?w) ?x)  =>  (conv2d 1 1 same none ?x (ewadd ?w (idkernel 3 ?x)))"),
		TASOC_OP_EWADD, 2, 3, match_conv_identity_residual, apply_conv_identity_residual,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_SPLIT))
	{
		"conv_merge_weights",
		TASOC_RULE_TEXT("[(conv2d ?sh ?sw ?p ?a ?x ?w) (conv2d ?sh ?sw ?p ?a ?x ?v)]  =>  [(split0 1 (conv2d ?sh ?sw ?p ?a ?x (concat 0 ?w ?v))) (split1 1 (conv2d ?sh ?sw ?p ?a ?x (concat 0 ?w ?v)))]"),
		TASOC_OP_CONV2D, 2, 3, match_conv_merge_weights, apply_conv_merge_weights,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_RELU))
	{
		"conv_relu_fuse",
		TASOC_RULE_TEXT("(relu (conv2d ?sh ?sw ?p none ?x ?w))  =>  (conv2d ?sh ?sw ?p relu ?x ?w)"),
		TASOC_OP_RELU, 2, 1, match_conv_relu_fuse, apply_conv_relu_fuse,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"ewadd_avgpool2d_avgpool2d__avgpool2d_ewadd_1",
		TASOC_RULE_TEXT("(ewadd (avgpool2d 3 3 1 1 same 0 ?x) (avgpool2d 3 3 1 1 same 0 ?y))  =>  (avgpool2d 3 3 1 1 same 0 (ewadd ?x ?y))"),
		TASOC_OP_EWADD, 3, 2, match_ewadd_avgpool2d_avgpool2d__avgpool2d_ewadd_1, apply_ewadd_avgpool2d_avgpool2d__avgpool2d_ewadd_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"ewadd_avgpool2d_avgpool2d__avgpool2d_ewadd_2",
		TASOC_RULE_TEXT("(ewadd (avgpool2d 3 3 1 1 same 1 ?x) (avgpool2d 3 3 1 1 same 1 ?y))  =>  (avgpool2d 3 3 1 1 same 1 (ewadd ?x ?y))"),
		TASOC_OP_EWADD, 3, 2, match_ewadd_avgpool2d_avgpool2d__avgpool2d_ewadd_2, apply_ewadd_avgpool2d_avgpool2d__avgpool2d_ewadd_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"ewadd_avgpool2d_avgpool2d__avgpool2d_ewadd_3",
		TASOC_RULE_TEXT("(ewadd (avgpool2d 3 3 1 1 valid 0 ?x) (avgpool2d 3 3 1 1 valid 0 ?y))  =>  (avgpool2d 3 3 1 1 valid 0 (ewadd ?x ?y))"),
		TASOC_OP_EWADD, 3, 2, match_ewadd_avgpool2d_avgpool2d__avgpool2d_ewadd_3, apply_ewadd_avgpool2d_avgpool2d__avgpool2d_ewadd_3,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EWADD))
	{
		"ewadd_concat_concat__concat_ewadd_ewadd_1",
		TASOC_RULE_TEXT("(ewadd (concat ?axis ?x ?x) (concat ?axis ?y ?z))  =>  (concat ?axis (ewadd ?x ?y) (ewadd ?x ?z))"),
		TASOC_OP_EWADD, 3, 3, match_ewadd_concat_concat__concat_ewadd_ewadd_1, apply_ewadd_concat_concat__concat_ewadd_ewadd_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EWADD))
	{
		"ewadd_concat_concat__concat_ewadd_ewadd_2",
		TASOC_RULE_TEXT("(ewadd (concat ?axis ?x ?y) (concat ?axis ?x ?z))  =>  (concat ?axis (ewadd ?x ?x) (ewadd ?y ?z))"),
		TASOC_OP_EWADD, 3, 3, match_ewadd_concat_concat__concat_ewadd_ewadd_2, apply_ewadd_concat_concat__concat_ewadd_ewadd_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EWADD))
	{
		"ewadd_concat_concat__concat_ewadd_ewadd_3",
		TASOC_RULE_TEXT("(ewadd (concat ?axis ?x ?y) (concat ?axis ?y ?z))  =>  (concat ?axis (ewadd ?x ?y) (ewadd ?y ?z))"),
		TASOC_OP_EWADD, 3, 3, match_ewadd_concat_concat__concat_ewadd_ewadd_3, apply_ewadd_concat_concat__concat_ewadd_ewadd_3,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EWADD))
	{
		"ewadd_concat_concat__concat_ewadd_ewadd_4",
		TASOC_RULE_TEXT("(ewadd (concat ?axis ?x ?y) (concat ?axis ?z ?y))  =>  (concat ?axis (ewadd ?x ?z) (ewadd ?y ?y))"),
		TASOC_OP_EWADD, 3, 3, match_ewadd_concat_concat__concat_ewadd_ewadd_4, apply_ewadd_concat_concat__concat_ewadd_ewadd_4,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"ewadd_conv2d_conv2d__conv2d_concat_concat_1",
		TASOC_RULE_TEXT("(ewadd (conv2d ?stride_h ?stride_w ?padding none ?x ?y) (conv2d ?stride_h ?stride_w ?padding none ?z ?w))  =>  (conv2d ?stride_h ?stride_w ?padding none (concat 1 ?x ?z) (concat 1 ?y ?w))"),
		TASOC_OP_EWADD, 3, 3, match_ewadd_conv2d_conv2d__conv2d_concat_concat_1, apply_ewadd_conv2d_conv2d__conv2d_concat_concat_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_EWADD))
	{
		"ewadd_conv2d_conv2d__conv2d_ewadd_2",
		TASOC_RULE_TEXT("(ewadd (conv2d ?stride_h ?stride_w ?padding none ?x ?y) (conv2d ?stride_h ?stride_w ?padding none ?z ?y))  =>  (conv2d ?stride_h ?stride_w ?padding none (ewadd ?x ?z) ?y)"),
		TASOC_OP_EWADD, 3, 2, match_ewadd_conv2d_conv2d__conv2d_ewadd_2, apply_ewadd_conv2d_conv2d__conv2d_ewadd_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_ENLARGE) && defined(TASOC_RULE_OP_EWADD))
	{
		"ewadd_conv2d_conv2d__conv2d_ewadd_enlarge_1",
		TASOC_RULE_TEXT("(ewadd (conv2d 1 1 same none ?x ?y) (conv2d 1 1 same none ?x ?z))  =>  (conv2d 1 1 same none ?x (ewadd ?y (enlarge ?z ?y)))"),
		TASOC_OP_EWADD, 3, 3, match_ewadd_conv2d_conv2d__conv2d_ewadd_enlarge_1, apply_ewadd_conv2d_conv2d__conv2d_ewadd_enlarge_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD))
	{
		"ewadd_ewadd__ewadd_ewadd_1",
		TASOC_RULE_TEXT("(ewadd ?x (ewadd ?y ?z))  =>  (ewadd ?y (ewadd ?x ?z))"),
		TASOC_OP_EWADD, 2, 2, match_ewadd_ewadd__ewadd_ewadd_1, apply_ewadd_ewadd__ewadd_ewadd_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD))
	{
		"ewadd_ewadd_ewadd__ewadd_ewadd_ewadd_2",
		TASOC_RULE_TEXT("(ewadd (ewadd ?x ?y) (ewadd ?z ?y))  =>  (ewadd ?x (ewadd ?z (ewadd ?y ?y)))"),
		TASOC_OP_EWADD, 3, 3, match_ewadd_ewadd_ewadd__ewadd_ewadd_ewadd_2, apply_ewadd_ewadd_ewadd__ewadd_ewadd_ewadd_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD))
	{
		"ewadd_ewadd_ewadd__ewadd_ewadd_ewadd_3",
		TASOC_RULE_TEXT("(ewadd (ewadd ?x ?y) (ewadd ?z ?z))  =>  (ewadd ?x (ewadd ?z (ewadd ?z ?y)))"),
		TASOC_OP_EWADD, 3, 3, match_ewadd_ewadd_ewadd__ewadd_ewadd_ewadd_3, apply_ewadd_ewadd_ewadd__ewadd_ewadd_ewadd_3,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_MATMUL))
	{
		"ewadd_matmul_matmul__matmul_ewadd_2",
		TASOC_RULE_TEXT("(ewadd (matmul ?x ?y) (matmul ?z ?y))  =>  (matmul (ewadd ?x ?z) ?y)"),
		TASOC_OP_EWADD, 3, 2, match_ewadd_matmul_matmul__matmul_ewadd_2, apply_ewadd_matmul_matmul__matmul_ewadd_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EYE) && defined(TASOC_RULE_OP_RELU))
	{
		"ewadd_relu_eye__ewadd_eye_1",
		TASOC_RULE_TEXT("(ewadd ?x (relu (eye ?x)))  =>  (ewadd ?x (eye ?x))"),
		TASOC_OP_EWADD, 3, 2, match_ewadd_relu_eye__ewadd_eye_1, apply_ewadd_relu_eye__ewadd_eye_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
	{
		"ewadd_relu_ones__ewadd_ones_1",
		TASOC_RULE_TEXT("(ewadd ?x (relu (ones ?x)))  =>  (ewadd ?x (ones ?x))"),
		TASOC_OP_EWADD, 3, 2, match_ewadd_relu_ones__ewadd_ones_1, apply_ewadd_relu_ones__ewadd_ones_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_SMUL))
	{
		"ewadd_smul_smul__smul_ewadd_2",
		TASOC_RULE_TEXT("(ewadd (smul ?x ?y) (smul ?z ?y))  =>  (smul (ewadd ?x ?z) ?y)"),
		TASOC_OP_EWADD, 3, 2, match_ewadd_smul_smul__smul_ewadd_2, apply_ewadd_smul_smul__smul_ewadd_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_SPLIT))
	{
		"ewadd_split_merge",
		TASOC_RULE_TEXT("[(ewadd (split0 ?a ?x) (split0 ?a ?y)) (ewadd (split1 ?a ?x) (split1 ?a ?y))]  =>  [(split0 ?a (ewadd ?x ?y)) (split1 ?a (ewadd ?x ?y))]"),
		TASOC_OP_EWADD, 6, 2, match_ewadd_split_merge, apply_ewadd_split_merge,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
	{
		"ewmul_avgpool2d_ewadd__ewmul_avgpool2d_ewadd_1",
		TASOC_RULE_TEXT("(ewmul (avgpool2d 3 3 1 1 same ?count_include_pad ?x) (ewadd ?y ?y))  =>  (ewmul ?y (avgpool2d 3 3 1 1 same ?count_include_pad (ewadd ?x ?x)))"),
		TASOC_OP_EWMUL, 3, 3, match_ewmul_avgpool2d_ewadd__ewmul_avgpool2d_ewadd_1, apply_ewmul_avgpool2d_ewadd__ewmul_avgpool2d_ewadd_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_SMUL))
	{
		"ewmul_avgpool2d_smul__ewmul_avgpool2d_smul_1",
		TASOC_RULE_TEXT("(ewmul (avgpool2d 3 3 1 1 same ?count_include_pad ?x) (smul ?y ?z))  =>  (ewmul ?y (avgpool2d 3 3 1 1 same ?count_include_pad (smul ?x ?z)))"),
		TASOC_OP_EWMUL, 3, 3, match_ewmul_avgpool2d_smul__ewmul_avgpool2d_smul_1, apply_ewmul_avgpool2d_smul__ewmul_avgpool2d_smul_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EWMUL))
	{
		"ewmul_concat_concat__concat_ewmul_ewmul_1",
		TASOC_RULE_TEXT("(ewmul (concat ?axis ?x ?x) (concat ?axis ?y ?z))  =>  (concat ?axis (ewmul ?x ?y) (ewmul ?x ?z))"),
		TASOC_OP_EWMUL, 3, 3, match_ewmul_concat_concat__concat_ewmul_ewmul_1, apply_ewmul_concat_concat__concat_ewmul_ewmul_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EWMUL))
	{
		"ewmul_concat_concat__concat_ewmul_ewmul_2",
		TASOC_RULE_TEXT("(ewmul (concat ?axis ?x ?y) (concat ?axis ?x ?z))  =>  (concat ?axis (ewmul ?x ?x) (ewmul ?y ?z))"),
		TASOC_OP_EWMUL, 3, 3, match_ewmul_concat_concat__concat_ewmul_ewmul_2, apply_ewmul_concat_concat__concat_ewmul_ewmul_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EWMUL))
	{
		"ewmul_concat_concat__concat_ewmul_ewmul_3",
		TASOC_RULE_TEXT("(ewmul (concat ?axis ?x ?y) (concat ?axis ?y ?z))  =>  (concat ?axis (ewmul ?x ?y) (ewmul ?y ?z))"),
		TASOC_OP_EWMUL, 3, 3, match_ewmul_concat_concat__concat_ewmul_ewmul_3, apply_ewmul_concat_concat__concat_ewmul_ewmul_3,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EWMUL))
	{
		"ewmul_concat_concat__concat_ewmul_ewmul_4",
		TASOC_RULE_TEXT("(ewmul (concat ?axis ?x ?y) (concat ?axis ?z ?y))  =>  (concat ?axis (ewmul ?x ?z) (ewmul ?y ?y))"),
		TASOC_OP_EWMUL, 3, 3, match_ewmul_concat_concat__concat_ewmul_ewmul_4, apply_ewmul_concat_concat__concat_ewmul_ewmul_4,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
	{
		"ewmul_ewadd__ewmul_ewadd_1",
		TASOC_RULE_TEXT("(ewmul ?x (ewadd ?y ?y))  =>  (ewmul ?y (ewadd ?x ?x))"),
		TASOC_OP_EWMUL, 2, 2, match_ewmul_ewadd__ewmul_ewadd_1, apply_ewmul_ewadd__ewmul_ewadd_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
	{
		"ewmul_ewadd_ewadd__ewmul_ewadd_ewadd_1",
		TASOC_RULE_TEXT("(ewmul ?x (ewadd ?y (ewadd ?y ?y)))  =>  (ewmul ?y (ewadd ?x (ewadd ?x ?x)))"),
		TASOC_OP_EWMUL, 3, 3, match_ewmul_ewadd_ewadd__ewmul_ewadd_ewadd_1, apply_ewmul_ewadd_ewadd__ewmul_ewadd_ewadd_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
	{
		"ewmul_ewadd_ewmul__ewmul_ewadd_ewmul_1",
		TASOC_RULE_TEXT("(ewmul ?x (ewadd ?y (ewmul ?y ?z)))  =>  (ewmul ?y (ewadd ?x (ewmul ?x ?z)))"),
		TASOC_OP_EWMUL, 3, 3, match_ewmul_ewadd_ewmul__ewmul_ewadd_ewmul_1, apply_ewmul_ewadd_ewmul__ewmul_ewadd_ewmul_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_ONES))
	{
		"ewmul_ewadd_ones__ewadd_ewmul_1",
		TASOC_RULE_TEXT("(ewmul ?x (ewadd ?y (ones ?x)))  =>  (ewadd ?x (ewmul ?x ?y))"),
		TASOC_OP_EWMUL, 3, 2, match_ewmul_ewadd_ones__ewadd_ewmul_1, apply_ewmul_ewadd_ones__ewadd_ewmul_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_SMUL))
	{
		"ewmul_ewadd_smul__ewmul_ewadd_smul_1",
		TASOC_RULE_TEXT("(ewmul ?x (ewadd ?y (smul ?y ?z)))  =>  (ewmul ?y (ewadd ?x (smul ?x ?z)))"),
		TASOC_OP_EWMUL, 3, 3, match_ewmul_ewadd_smul__ewmul_ewadd_smul_1, apply_ewmul_ewadd_smul__ewmul_ewadd_smul_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL))
	{
		"ewmul_ewmul__ewmul_ewmul_1",
		TASOC_RULE_TEXT("(ewmul ?x (ewmul ?y ?z))  =>  (ewmul ?y (ewmul ?x ?z))"),
		TASOC_OP_EWMUL, 2, 2, match_ewmul_ewmul__ewmul_ewmul_1, apply_ewmul_ewmul__ewmul_ewmul_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL))
	{
		"ewmul_ewmul_ewmul__ewmul_ewmul_ewmul_2",
		TASOC_RULE_TEXT("(ewmul (ewmul ?x ?y) (ewmul ?z ?y))  =>  (ewmul ?x (ewmul ?z (ewmul ?y ?y)))"),
		TASOC_OP_EWMUL, 3, 3, match_ewmul_ewmul_ewmul__ewmul_ewmul_ewmul_2, apply_ewmul_ewmul_ewmul__ewmul_ewmul_ewmul_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL))
	{
		"ewmul_ewmul_ewmul__ewmul_ewmul_ewmul_3",
		TASOC_RULE_TEXT("(ewmul (ewmul ?x ?y) (ewmul ?z ?z))  =>  (ewmul ?x (ewmul ?z (ewmul ?z ?y)))"),
		TASOC_OP_EWMUL, 3, 3, match_ewmul_ewmul_ewmul__ewmul_ewmul_ewmul_3, apply_ewmul_ewmul_ewmul__ewmul_ewmul_ewmul_3,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL))
	{
		"ewmul_factor",
		TASOC_RULE_TEXT("(ewadd (ewmul ?x ?z) (ewmul ?y ?z))  =>  (ewmul (ewadd ?x ?y) ?z)"),
		TASOC_OP_EWADD, 3, 2, match_ewmul_factor, apply_ewmul_factor,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_ONES))
	{
		"ewmul_ones___1",
		TASOC_RULE_TEXT("(ewmul ?x (ones ?x))  =>  ?x"),
		TASOC_OP_EWMUL, 2, 0, match_ewmul_ones___1, apply_ewmul_ones___1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_EYE) && defined(TASOC_RULE_OP_RELU))
	{
		"ewmul_relu_eye__ewmul_eye_1",
		TASOC_RULE_TEXT("(ewmul ?x (relu (eye ?x)))  =>  (ewmul ?x (eye ?x))"),
		TASOC_OP_EWMUL, 3, 2, match_ewmul_relu_eye__ewmul_eye_1, apply_ewmul_relu_eye__ewmul_eye_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
	{
		"ewmul_relu_ones___1",
		TASOC_RULE_TEXT("(ewmul ?x (relu (ones ?x)))  =>  ?x"),
		TASOC_OP_EWMUL, 3, 0, match_ewmul_relu_ones___1, apply_ewmul_relu_ones___1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_SMUL))
	{
		"ewmul_smul__ewmul_smul_1",
		TASOC_RULE_TEXT("(ewmul ?x (smul ?y ?z))  =>  (ewmul ?y (smul ?x ?z))"),
		TASOC_OP_EWMUL, 2, 2, match_ewmul_smul__ewmul_smul_1, apply_ewmul_smul__ewmul_smul_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_SMUL))
	{
		"ewmul_smul_ones__smul_1",
		TASOC_RULE_TEXT("(ewmul ?x (smul (ones ?x) ?y))  =>  (smul ?x ?y)"),
		TASOC_OP_EWMUL, 3, 1, match_ewmul_smul_ones__smul_1, apply_ewmul_smul_ones__smul_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_SMUL))
	{
		"ewmul_smul_smul__ewmul_smul_ewmul_1",
		TASOC_RULE_TEXT("(ewmul (smul ?x ?y) (smul ?z ?y))  =>  (ewmul ?x (smul ?z (ewmul ?y ?y)))"),
		TASOC_OP_EWMUL, 3, 3, match_ewmul_smul_smul__ewmul_smul_ewmul_1, apply_ewmul_smul_smul__ewmul_smul_ewmul_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_SPLIT))
	{
		"ewmul_split_merge",
		TASOC_RULE_TEXT("[(ewmul (split0 ?a ?x) (split0 ?a ?y)) (ewmul (split1 ?a ?x) (split1 ?a ?y))]  =>  [(split0 ?a (ewmul ?x ?y)) (split1 ?a (ewmul ?x ?y))]"),
		TASOC_OP_EWMUL, 6, 2, match_ewmul_split_merge, apply_ewmul_split_merge,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"ewmul_transpose_transpose__transpose_ewmul_1",
		TASOC_RULE_TEXT("(ewmul (transpose ?x) (transpose ?y))  =>  (transpose (ewmul ?x ?y))"),
		TASOC_OP_EWMUL, 3, 2, match_ewmul_transpose_transpose__transpose_ewmul_1, apply_ewmul_transpose_transpose__transpose_ewmul_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_GELU))
	{
		"gelu_concat",
		TASOC_RULE_TEXT("(concat ?a (gelu ?x) (gelu ?y))  =>  (gelu (concat ?a ?x ?y))"),
		TASOC_OP_CONCAT, 3, 2, match_gelu_concat, apply_gelu_concat,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_GELU) && defined(TASOC_RULE_OP_SPLIT))
	{
		"gelu_gelu__split0_gelu_concat_split1_gelu_concat_1",
		TASOC_RULE_TEXT("[(gelu ?x) (gelu ?y)]  =>  [(split0 0 (gelu (concat 0 ?x ?y))) (split1 0 (gelu (concat 0 ?x ?y)))]"),
		TASOC_OP_GELU, 2, 3, match_gelu_gelu__split0_gelu_concat_split1_gelu_concat_1, apply_gelu_gelu__split0_gelu_concat_split1_gelu_concat_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_GELU) && defined(TASOC_RULE_OP_SPLIT))
	{
		"gelu_gelu__split0_gelu_concat_split1_gelu_concat_2",
		TASOC_RULE_TEXT("[(gelu ?x) (gelu ?y)]  =>  [(split0 1 (gelu (concat 1 ?x ?y))) (split1 1 (gelu (concat 1 ?x ?y)))]"),
		TASOC_OP_GELU, 2, 3, match_gelu_gelu__split0_gelu_concat_split1_gelu_concat_2, apply_gelu_gelu__split0_gelu_concat_split1_gelu_concat_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_GELU) && defined(TASOC_RULE_OP_SPLIT))
	{
		"gelu_split_merge",
		TASOC_RULE_TEXT("[(gelu (split0 ?a ?x)) (gelu (split1 ?a ?x))]  =>  [(split0 ?a (gelu ?x)) (split1 ?a (gelu ?x))]"),
		TASOC_OP_GELU, 4, 2, match_gelu_split_merge, apply_gelu_split_merge,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_GELU) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"gelu_transpose",
		TASOC_RULE_TEXT("(transpose (gelu ?x))  =>  (gelu (transpose ?x))"),
		TASOC_OP_TRANSPOSE, 2, 2, match_gelu_transpose, apply_gelu_transpose,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_GROUPCONV2D) && defined(TASOC_RULE_OP_GROUPMERGE))
	{
		"groupconv_merge_groups",
		TASOC_RULE_TEXT("(groupconv2d ?sh ?sw ?p ?a ?x ?w)  =>  (groupconv2d ?sh ?sw ?p ?a ?x (groupmerge ?w ?x))"),
		TASOC_OP_GROUPCONV2D, 1, 2, match_groupconv_merge_groups, apply_groupconv_merge_groups,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_GROUPCONV2D) && defined(TASOC_RULE_OP_RELU))
	{
		"groupconv_relu_fuse",
		TASOC_RULE_TEXT("(relu (groupconv2d ?sh ?sw ?p none ?x ?w))  =>  (groupconv2d ?sh ?sw ?p relu ?x ?w)"),
		TASOC_OP_RELU, 2, 1, match_groupconv_relu_fuse, apply_groupconv_relu_fuse,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_HARDSWISH))
	{
		"hardswish_concat",
		TASOC_RULE_TEXT("(concat ?a (hardswish ?x) (hardswish ?y))  =>  (hardswish (concat ?a ?x ?y))"),
		TASOC_OP_CONCAT, 3, 2, match_hardswish_concat, apply_hardswish_concat,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_HARDSWISH) && defined(TASOC_RULE_OP_SPLIT))
	{
		"hardswish_hardswish__split0_hardswish_concat_split1_hardswish_concat_1",
		TASOC_RULE_TEXT("[(hardswish ?x) (hardswish ?y)]  =>  [(split0 0 (hardswish (concat 0 ?x ?y))) (split1 0 (hardswish (concat 0 ?x ?y)))]"),
		TASOC_OP_HARDSWISH, 2, 3, match_hardswish_hardswish__split0_hardswish_concat_split1_hardswish_concat_1, apply_hardswish_hardswish__split0_hardswish_concat_split1_hardswish_concat_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_HARDSWISH) && defined(TASOC_RULE_OP_SPLIT))
	{
		"hardswish_hardswish__split0_hardswish_concat_split1_hardswish_concat_2",
		TASOC_RULE_TEXT("[(hardswish ?x) (hardswish ?y)]  =>  [(split0 1 (hardswish (concat 1 ?x ?y))) (split1 1 (hardswish (concat 1 ?x ?y)))]"),
		TASOC_OP_HARDSWISH, 2, 3, match_hardswish_hardswish__split0_hardswish_concat_split1_hardswish_concat_2, apply_hardswish_hardswish__split0_hardswish_concat_split1_hardswish_concat_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_HARDSWISH) && defined(TASOC_RULE_OP_SPLIT))
	{
		"hardswish_split_merge",
		TASOC_RULE_TEXT("[(hardswish (split0 ?a ?x)) (hardswish (split1 ?a ?x))]  =>  [(split0 ?a (hardswish ?x)) (split1 ?a (hardswish ?x))]"),
		TASOC_OP_HARDSWISH, 4, 2, match_hardswish_split_merge, apply_hardswish_split_merge,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_HARDSWISH) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"hardswish_transpose",
		TASOC_RULE_TEXT("(transpose (hardswish ?x))  =>  (hardswish (transpose ?x))"),
		TASOC_OP_TRANSPOSE, 2, 2, match_hardswish_transpose, apply_hardswish_transpose,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_MATMUL))
	{
		"matmul_assoc",
		TASOC_RULE_TEXT("(matmul ?x (matmul ?y ?z))  =>  (matmul (matmul ?x ?y) ?z)"),
		TASOC_OP_MATMUL, 2, 2, match_matmul_assoc, apply_matmul_assoc,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_MATMUL))
	{
		"matmul_concat_concat__ewadd_matmul_matmul_1",
		TASOC_RULE_TEXT("(matmul (concat 1 ?x ?y) (concat 0 ?x ?z))  =>  (ewadd (matmul ?x ?x) (matmul ?y ?z))"),
		TASOC_OP_MATMUL, 3, 3, match_matmul_concat_concat__ewadd_matmul_matmul_1, apply_matmul_concat_concat__ewadd_matmul_matmul_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_MATMUL))
	{
		"matmul_concat_concat__ewadd_matmul_matmul_2",
		TASOC_RULE_TEXT("(matmul (concat 1 ?x ?y) (concat 0 ?y ?z))  =>  (ewadd (matmul ?x ?y) (matmul ?y ?z))"),
		TASOC_OP_MATMUL, 3, 3, match_matmul_concat_concat__ewadd_matmul_matmul_2, apply_matmul_concat_concat__ewadd_matmul_matmul_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_MATMUL))
	{
		"matmul_concat_concat__ewadd_matmul_matmul_3",
		TASOC_RULE_TEXT("(matmul (concat 1 ?x ?y) (concat 0 ?z ?x))  =>  (ewadd (matmul ?x ?z) (matmul ?y ?x))"),
		TASOC_OP_MATMUL, 3, 3, match_matmul_concat_concat__ewadd_matmul_matmul_3, apply_matmul_concat_concat__ewadd_matmul_matmul_3,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_MATMUL))
	{
		"matmul_concat_concat__ewadd_matmul_matmul_4",
		TASOC_RULE_TEXT("(matmul (concat 1 ?x ?y) (concat 0 ?z ?y))  =>  (ewadd (matmul ?x ?z) (matmul ?y ?y))"),
		TASOC_OP_MATMUL, 3, 3, match_matmul_concat_concat__ewadd_matmul_matmul_4, apply_matmul_concat_concat__ewadd_matmul_matmul_4,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_MATMUL))
	{
		"matmul_concat_concat__matmul_ewadd_1",
		TASOC_RULE_TEXT("(matmul (concat 1 ?x ?x) (concat 0 ?y ?z))  =>  (matmul ?x (ewadd ?y ?z))"),
		TASOC_OP_MATMUL, 3, 2, match_matmul_concat_concat__matmul_ewadd_1, apply_matmul_concat_concat__matmul_ewadd_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_MATMUL))
	{
		"matmul_concat_concat__matmul_ewadd_2",
		TASOC_RULE_TEXT("(matmul (concat 1 ?x ?y) (concat 0 ?z ?z))  =>  (matmul (ewadd ?x ?y) ?z)"),
		TASOC_OP_MATMUL, 3, 2, match_matmul_concat_concat__matmul_ewadd_2, apply_matmul_concat_concat__matmul_ewadd_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EYE) && defined(TASOC_RULE_OP_MATMUL))
	{
		"matmul_concat_eye__concat_matmul_5",
		TASOC_RULE_TEXT("(matmul ?x (concat 1 (eye ?x) ?y))  =>  (concat 1 ?x (matmul ?x ?y))"),
		TASOC_OP_MATMUL, 3, 2, match_matmul_concat_eye__concat_matmul_5, apply_matmul_concat_eye__concat_matmul_5,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EYE) && defined(TASOC_RULE_OP_MATMUL))
	{
		"matmul_concat_eye__concat_matmul_7",
		TASOC_RULE_TEXT("(matmul ?x (concat 1 ?y (eye ?x)))  =>  (concat 1 (matmul ?x ?y) ?x)"),
		TASOC_OP_MATMUL, 3, 2, match_matmul_concat_eye__concat_matmul_7, apply_matmul_concat_eye__concat_matmul_7,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_MATMUL))
	{
		"matmul_concat_shared",
		TASOC_RULE_TEXT("(concat 1 (matmul ?x ?y) (matmul ?x ?z))  =>  (matmul ?x (concat 1 ?y ?z))"),
		TASOC_OP_CONCAT, 3, 2, match_matmul_concat_shared, apply_matmul_concat_shared,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_MATMUL))
	{
		"matmul_ewadd__matmul_ewadd_1",
		TASOC_RULE_TEXT("(matmul (ewadd ?x ?x) ?y)  =>  (matmul ?x (ewadd ?y ?y))"),
		TASOC_OP_MATMUL, 2, 2, match_matmul_ewadd__matmul_ewadd_1, apply_matmul_ewadd__matmul_ewadd_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_MATMUL))
	{
		"matmul_ewadd_ewadd__matmul_ewadd_ewadd_1",
		TASOC_RULE_TEXT("(matmul (ewadd ?x (ewadd ?x ?x)) ?y)  =>  (matmul ?x (ewadd ?y (ewadd ?y ?y)))"),
		TASOC_OP_MATMUL, 3, 3, match_matmul_ewadd_ewadd__matmul_ewadd_ewadd_1, apply_matmul_ewadd_ewadd__matmul_ewadd_ewadd_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EYE) && defined(TASOC_RULE_OP_MATMUL))
	{
		"matmul_ewadd_eye__ewadd_matmul_3",
		TASOC_RULE_TEXT("(matmul ?x (ewadd ?y (eye ?x)))  =>  (ewadd ?x (matmul ?x ?y))"),
		TASOC_OP_MATMUL, 3, 2, match_matmul_ewadd_eye__ewadd_matmul_3, apply_matmul_ewadd_eye__ewadd_matmul_3,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_MATMUL))
	{
		"matmul_ewadd_matmul__matmul_ewadd_matmul_1",
		TASOC_RULE_TEXT("(matmul (ewadd ?x (matmul ?x ?y)) ?z)  =>  (matmul ?x (ewadd ?z (matmul ?y ?z)))"),
		TASOC_OP_MATMUL, 3, 3, match_matmul_ewadd_matmul__matmul_ewadd_matmul_1, apply_matmul_ewadd_matmul__matmul_ewadd_matmul_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_MATMUL))
	{
		"matmul_ewadd_shared",
		TASOC_RULE_TEXT("(ewadd (matmul ?x ?y) (matmul ?x ?z))  =>  (matmul ?x (ewadd ?y ?z))"),
		TASOC_OP_EWADD, 3, 2, match_matmul_ewadd_shared, apply_matmul_ewadd_shared,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_SMUL))
	{
		"matmul_ewadd_smul__matmul_ewadd_smul_1",
		TASOC_RULE_TEXT("(matmul (ewadd ?x (smul ?x ?y)) ?z)  =>  (matmul ?x (ewadd ?z (smul ?z ?y)))"),
		TASOC_OP_MATMUL, 3, 3, match_matmul_ewadd_smul__matmul_ewadd_smul_1, apply_matmul_ewadd_smul__matmul_ewadd_smul_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_MATMUL))
	{
		"matmul_ewmul_ewadd__matmul_ewmul_ewadd_1",
		TASOC_RULE_TEXT("(matmul (ewmul ?x (ewadd ?y ?y)) ?z)  =>  (matmul (ewmul ?x ?y) (ewadd ?z ?z))"),
		TASOC_OP_MATMUL, 3, 3, match_matmul_ewmul_ewadd__matmul_ewmul_ewadd_1, apply_matmul_ewmul_ewadd__matmul_ewmul_ewadd_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_SMUL))
	{
		"matmul_ewmul_smul__matmul_ewmul_smul_1",
		TASOC_RULE_TEXT("(matmul (ewmul ?x (smul ?y ?z)) ?w)  =>  (matmul (ewmul ?x ?y) (smul ?w ?z))"),
		TASOC_OP_MATMUL, 3, 3, match_matmul_ewmul_smul__matmul_ewmul_smul_1, apply_matmul_ewmul_smul__matmul_ewmul_smul_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EYE) && defined(TASOC_RULE_OP_MATMUL))
	{
		"matmul_eye___2",
		TASOC_RULE_TEXT("(matmul ?x (eye ?x))  =>  ?x"),
		TASOC_OP_MATMUL, 2, 0, match_matmul_eye___2, apply_matmul_eye___2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_MATMUL))
	{
		"matmul_matmul__matmul_matmul_1",
		TASOC_RULE_TEXT("(matmul (matmul ?x ?y) ?z)  =>  (matmul ?x (matmul ?y ?z))"),
		TASOC_OP_MATMUL, 2, 2, match_matmul_matmul__matmul_matmul_1, apply_matmul_matmul__matmul_matmul_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_SPLIT))
	{
		"matmul_matmul__split0_matmul_concat_split1_matmul_concat_2",
		TASOC_RULE_TEXT("[(matmul ?x ?y) (matmul ?z ?y)]  =>  [(split0 0 (matmul (concat 0 ?x ?z) ?y)) (split1 0 (matmul (concat 0 ?x ?z) ?y))]"),
		TASOC_OP_MATMUL, 2, 3, match_matmul_matmul__split0_matmul_concat_split1_matmul_concat_2, apply_matmul_matmul__split0_matmul_concat_split1_matmul_concat_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_SPLIT))
	{
		"matmul_merge_shared",
		TASOC_RULE_TEXT("[(matmul ?x ?y) (matmul ?x ?z)]  =>  [(split0 1 (matmul ?x (concat 1 ?y ?z))) (split1 1 (matmul ?x (concat 1 ?y ?z)))]"),
		TASOC_OP_MATMUL, 2, 3, match_matmul_merge_shared, apply_matmul_merge_shared,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EYE) && defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_RELU))
	{
		"matmul_relu_eye___2",
		TASOC_RULE_TEXT("(matmul ?x (relu (eye ?x)))  =>  ?x"),
		TASOC_OP_MATMUL, 3, 0, match_matmul_relu_eye___2, apply_matmul_relu_eye___2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
	{
		"matmul_relu_ones__matmul_ones_1",
		TASOC_RULE_TEXT("(matmul (relu (ones ?x)) ?x)  =>  (matmul (ones ?x) ?x)"),
		TASOC_OP_MATMUL, 3, 2, match_matmul_relu_ones__matmul_ones_1, apply_matmul_relu_ones__matmul_ones_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
	{
		"matmul_relu_ones__matmul_ones_2",
		TASOC_RULE_TEXT("(matmul ?x (relu (ones ?x)))  =>  (matmul ?x (ones ?x))"),
		TASOC_OP_MATMUL, 3, 2, match_matmul_relu_ones__matmul_ones_2, apply_matmul_relu_ones__matmul_ones_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_SMUL))
	{
		"matmul_smul__matmul_smul_1",
		TASOC_RULE_TEXT("(matmul (smul ?x ?y) ?z)  =>  (matmul ?x (smul ?z ?y))"),
		TASOC_OP_MATMUL, 2, 2, match_matmul_smul__matmul_smul_1, apply_matmul_smul__matmul_smul_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EYE) && defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_SMUL))
	{
		"matmul_smul_eye__smul_2",
		TASOC_RULE_TEXT("(matmul ?x (smul (eye ?x) ?y))  =>  (smul ?x ?y)"),
		TASOC_OP_MATMUL, 3, 1, match_matmul_smul_eye__smul_2, apply_matmul_smul_eye__smul_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"matmul_transpose",
		TASOC_RULE_TEXT("(transpose (matmul ?x ?y))  =>  (matmul (transpose ?y) (transpose ?x))"),
		TASOC_OP_TRANSPOSE, 2, 3, match_matmul_transpose, apply_matmul_transpose,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"matmul_transpose_ewadd__matmul_transpose_ewadd_1",
		TASOC_RULE_TEXT("(matmul (transpose (ewadd ?x ?x)) ?y)  =>  (matmul (transpose ?x) (ewadd ?y ?y))"),
		TASOC_OP_MATMUL, 3, 3, match_matmul_transpose_ewadd__matmul_transpose_ewadd_1, apply_matmul_transpose_ewadd__matmul_transpose_ewadd_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"matmul_transpose_transpose__transpose_matmul_1",
		TASOC_RULE_TEXT("(matmul (transpose ?x) (transpose ?y))  =>  (transpose (matmul ?y ?x))"),
		TASOC_OP_MATMUL, 3, 2, match_matmul_transpose_transpose__transpose_matmul_1, apply_matmul_transpose_transpose__transpose_matmul_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_MAXPOOL2D) && defined(TASOC_RULE_OP_SPLIT))
	{
		"maxpool2d_maxpool2d__split0_maxpool2d_concat_split1_maxpool2d_concat_1",
		TASOC_RULE_TEXT("[(maxpool2d 3 3 1 1 ?padding ?x) (maxpool2d 3 3 1 1 ?padding ?y)]  =>  [(split0 0 (maxpool2d 3 3 1 1 ?padding (concat 0 ?x ?y))) (split1 0 (maxpool2d 3 3 1 1 ?padding (concat 0 ?x ?y)))]"),
		TASOC_OP_MAXPOOL2D, 2, 3, match_maxpool2d_maxpool2d__split0_maxpool2d_concat_split1_maxpool2d_concat_1, apply_maxpool2d_maxpool2d__split0_maxpool2d_concat_split1_maxpool2d_concat_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_MAXPOOL2D) && defined(TASOC_RULE_OP_SPLIT))
	{
		"maxpool2d_maxpool2d__split0_maxpool2d_concat_split1_maxpool2d_concat_2",
		TASOC_RULE_TEXT("[(maxpool2d 3 3 1 1 ?padding ?x) (maxpool2d 3 3 1 1 ?padding ?y)]  =>  [(split0 1 (maxpool2d 3 3 1 1 ?padding (concat 1 ?x ?y))) (split1 1 (maxpool2d 3 3 1 1 ?padding (concat 1 ?x ?y)))]"),
		TASOC_OP_MAXPOOL2D, 2, 3, match_maxpool2d_maxpool2d__split0_maxpool2d_concat_split1_maxpool2d_concat_2, apply_maxpool2d_maxpool2d__split0_maxpool2d_concat_split1_maxpool2d_concat_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_RELU6))
	{
		"relu6_concat",
		TASOC_RULE_TEXT("(concat ?a (relu6 ?x) (relu6 ?y))  =>  (relu6 (concat ?a ?x ?y))"),
		TASOC_OP_CONCAT, 3, 2, match_relu6_concat, apply_relu6_concat,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_RELU6) && defined(TASOC_RULE_OP_SPLIT))
	{
		"relu6_relu6__split0_relu6_concat_split1_relu6_concat_1",
		TASOC_RULE_TEXT("[(relu6 ?x) (relu6 ?y)]  =>  [(split0 0 (relu6 (concat 0 ?x ?y))) (split1 0 (relu6 (concat 0 ?x ?y)))]"),
		TASOC_OP_RELU6, 2, 3, match_relu6_relu6__split0_relu6_concat_split1_relu6_concat_1, apply_relu6_relu6__split0_relu6_concat_split1_relu6_concat_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_RELU6) && defined(TASOC_RULE_OP_SPLIT))
	{
		"relu6_relu6__split0_relu6_concat_split1_relu6_concat_2",
		TASOC_RULE_TEXT("[(relu6 ?x) (relu6 ?y)]  =>  [(split0 1 (relu6 (concat 1 ?x ?y))) (split1 1 (relu6 (concat 1 ?x ?y)))]"),
		TASOC_OP_RELU6, 2, 3, match_relu6_relu6__split0_relu6_concat_split1_relu6_concat_2, apply_relu6_relu6__split0_relu6_concat_split1_relu6_concat_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_RELU6) && defined(TASOC_RULE_OP_SPLIT))
	{
		"relu6_split_merge",
		TASOC_RULE_TEXT("[(relu6 (split0 ?a ?x)) (relu6 (split1 ?a ?x))]  =>  [(split0 ?a (relu6 ?x)) (split1 ?a (relu6 ?x))]"),
		TASOC_OP_RELU6, 4, 2, match_relu6_split_merge, apply_relu6_split_merge,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_RELU6) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"relu6_transpose",
		TASOC_RULE_TEXT("(transpose (relu6 ?x))  =>  (relu6 (transpose ?x))"),
		TASOC_OP_TRANSPOSE, 2, 2, match_relu6_transpose, apply_relu6_transpose,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_POOLKERNEL) && defined(TASOC_RULE_OP_RELU))
	{
		"relu_avgpool2d__conv2d_poolkernel_2",
		TASOC_RULE_TEXT("(relu (avgpool2d 3 3 1 1 valid 0 ?x))  =>  (conv2d 1 1 valid relu ?x (poolkernel 3 3 ?x))"),
		TASOC_OP_RELU, 2, 2, match_relu_avgpool2d__conv2d_poolkernel_2, apply_relu_avgpool2d__conv2d_poolkernel_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_RELU))
	{
		"relu_concat",
		TASOC_RULE_TEXT("(concat ?a (relu ?x) (relu ?y))  =>  (relu (concat ?a ?x ?y))"),
		TASOC_OP_CONCAT, 3, 2, match_relu_concat, apply_relu_concat,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_RELU))
	{
		"relu_concat_conv2d__concat_conv2d_relu_1",
		TASOC_RULE_TEXT("(relu (concat 1 (conv2d 1 1 same none ?x ?y) ?z))  =>  (concat 1 (conv2d 1 1 same relu ?x ?y) (relu ?z))"),
		TASOC_OP_RELU, 3, 3, match_relu_concat_conv2d__concat_conv2d_relu_1, apply_relu_concat_conv2d__concat_conv2d_relu_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_RELU))
	{
		"relu_concat_conv2d__concat_conv2d_relu_2",
		TASOC_RULE_TEXT("(relu (concat 1 (conv2d 1 1 same relu ?x ?y) ?z))  =>  (concat 1 (conv2d 1 1 same relu ?x ?y) (relu ?z))"),
		TASOC_OP_RELU, 3, 3, match_relu_concat_conv2d__concat_conv2d_relu_2, apply_relu_concat_conv2d__concat_conv2d_relu_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_RELU))
	{
		"relu_concat_conv2d__concat_relu_conv2d_1",
		TASOC_RULE_TEXT("(relu (concat 1 ?x (conv2d 1 1 same none ?y ?z)))  =>  (concat 1 (relu ?x) (conv2d 1 1 same relu ?y ?z))"),
		TASOC_OP_RELU, 3, 3, match_relu_concat_conv2d__concat_relu_conv2d_1, apply_relu_concat_conv2d__concat_relu_conv2d_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_RELU))
	{
		"relu_concat_conv2d__concat_relu_conv2d_2",
		TASOC_RULE_TEXT("(relu (concat 1 ?x (conv2d 1 1 same relu ?y ?z)))  =>  (concat 1 (relu ?x) (conv2d 1 1 same relu ?y ?z))"),
		TASOC_OP_RELU, 3, 3, match_relu_concat_conv2d__concat_relu_conv2d_2, apply_relu_concat_conv2d__concat_relu_conv2d_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EYE) && defined(TASOC_RULE_OP_RELU))
	{
		"relu_concat_eye__concat_eye_relu_1",
		TASOC_RULE_TEXT("(relu (concat ?axis (eye ?x) ?x))  =>  (concat ?axis (eye ?x) (relu ?x))"),
		TASOC_OP_RELU, 3, 3, match_relu_concat_eye__concat_eye_relu_1, apply_relu_concat_eye__concat_eye_relu_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_EYE) && defined(TASOC_RULE_OP_RELU))
	{
		"relu_concat_eye__concat_relu_eye_1",
		TASOC_RULE_TEXT("(relu (concat ?axis ?x (eye ?x)))  =>  (concat ?axis (relu ?x) (eye ?x))"),
		TASOC_OP_RELU, 3, 3, match_relu_concat_eye__concat_relu_eye_1, apply_relu_concat_eye__concat_relu_eye_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
	{
		"relu_concat_ones__concat_ones_relu_1",
		TASOC_RULE_TEXT("(relu (concat ?axis (ones ?x) ?x))  =>  (concat ?axis (ones ?x) (relu ?x))"),
		TASOC_OP_RELU, 3, 3, match_relu_concat_ones__concat_ones_relu_1, apply_relu_concat_ones__concat_ones_relu_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_ONES) && defined(TASOC_RULE_OP_RELU))
	{
		"relu_concat_ones__concat_relu_ones_1",
		TASOC_RULE_TEXT("(relu (concat ?axis ?x (ones ?x)))  =>  (concat ?axis (relu ?x) (ones ?x))"),
		TASOC_OP_RELU, 3, 3, match_relu_concat_ones__concat_relu_ones_1, apply_relu_concat_ones__concat_relu_ones_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_RELU))
	{
		"relu_concat_relu__relu_concat_1",
		TASOC_RULE_TEXT("(relu (concat ?axis (relu ?x) ?y))  =>  (relu (concat ?axis ?x ?y))"),
		TASOC_OP_RELU, 3, 2, match_relu_concat_relu__relu_concat_1, apply_relu_concat_relu__relu_concat_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_RELU))
	{
		"relu_concat_relu__relu_concat_2",
		TASOC_RULE_TEXT("(relu (concat ?axis ?x (relu ?y)))  =>  (relu (concat ?axis ?x ?y))"),
		TASOC_OP_RELU, 3, 2, match_relu_concat_relu__relu_concat_2, apply_relu_concat_relu__relu_concat_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_RELU))
	{
		"relu_conv2d__conv2d_2",
		TASOC_RULE_TEXT("(relu (conv2d ?stride_h ?stride_w ?padding relu ?x ?y))  =>  (conv2d ?stride_h ?stride_w ?padding relu ?x ?y)"),
		TASOC_OP_RELU, 2, 1, match_relu_conv2d__conv2d_2, apply_relu_conv2d__conv2d_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_MAXPOOL2D) && defined(TASOC_RULE_OP_RELU))
	{
		"relu_maxpool2d__maxpool2d_relu_1",
		TASOC_RULE_TEXT("(relu (maxpool2d 3 3 1 1 same ?x))  =>  (maxpool2d 3 3 1 1 same (relu ?x))"),
		TASOC_OP_RELU, 2, 2, match_relu_maxpool2d__maxpool2d_relu_1, apply_relu_maxpool2d__maxpool2d_relu_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_MAXPOOL2D) && defined(TASOC_RULE_OP_RELU))
	{
		"relu_maxpool2d_conv2d__maxpool2d_conv2d_16",
		TASOC_RULE_TEXT("(relu (maxpool2d 3 3 1 1 valid (conv2d 1 1 same none ?x ?y)))  =>  (maxpool2d 3 3 1 1 valid (conv2d 1 1 same relu ?x ?y))"),
		TASOC_OP_RELU, 3, 2, match_relu_maxpool2d_conv2d__maxpool2d_conv2d_16, apply_relu_maxpool2d_conv2d__maxpool2d_conv2d_16,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_MAXPOOL2D) && defined(TASOC_RULE_OP_RELU))
	{
		"relu_maxpool2d_conv2d__maxpool2d_conv2d_17",
		TASOC_RULE_TEXT("(relu (maxpool2d 3 3 1 1 valid (conv2d 1 1 same relu ?x ?y)))  =>  (maxpool2d 3 3 1 1 valid (conv2d 1 1 same relu ?x ?y))"),
		TASOC_OP_RELU, 3, 2, match_relu_maxpool2d_conv2d__maxpool2d_conv2d_17, apply_relu_maxpool2d_conv2d__maxpool2d_conv2d_17,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_RELU))
	{
		"relu_relu__relu_1",
		TASOC_RULE_TEXT("(relu (relu ?x))  =>  (relu ?x)"),
		TASOC_OP_RELU, 2, 1, match_relu_relu__relu_1, apply_relu_relu__relu_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_RELU) && defined(TASOC_RULE_OP_SPLIT))
	{
		"relu_relu__split0_relu_concat_split1_relu_concat_1",
		TASOC_RULE_TEXT("[(relu ?x) (relu ?y)]  =>  [(split0 0 (relu (concat 0 ?x ?y))) (split1 0 (relu (concat 0 ?x ?y)))]"),
		TASOC_OP_RELU, 2, 3, match_relu_relu__split0_relu_concat_split1_relu_concat_1, apply_relu_relu__split0_relu_concat_split1_relu_concat_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_RELU) && defined(TASOC_RULE_OP_SPLIT))
	{
		"relu_relu__split0_relu_concat_split1_relu_concat_2",
		TASOC_RULE_TEXT("[(relu ?x) (relu ?y)]  =>  [(split0 1 (relu (concat 1 ?x ?y))) (split1 1 (relu (concat 1 ?x ?y)))]"),
		TASOC_OP_RELU, 2, 3, match_relu_relu__split0_relu_concat_split1_relu_concat_2, apply_relu_relu__split0_relu_concat_split1_relu_concat_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_RELU) && defined(TASOC_RULE_OP_SPLIT))
	{
		"relu_split_merge",
		TASOC_RULE_TEXT("[(relu (split0 ?a ?x)) (relu (split1 ?a ?x))]  =>  [(split0 ?a (relu ?x)) (split1 ?a (relu ?x))]"),
		TASOC_OP_RELU, 4, 2, match_relu_split_merge, apply_relu_split_merge,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_RELU) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"relu_transpose",
		TASOC_RULE_TEXT("(relu (transpose ?x))  =>  (transpose (relu ?x))"),
		TASOC_OP_RELU, 2, 2, match_relu_transpose, apply_relu_transpose,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SIGMOID) && defined(TASOC_RULE_OP_SPLIT))
	{
		"sigmoid_sigmoid__split0_sigmoid_concat_split1_sigmoid_concat_1",
		TASOC_RULE_TEXT("[(sigmoid ?x) (sigmoid ?y)]  =>  [(split0 0 (sigmoid (concat 0 ?x ?y))) (split1 0 (sigmoid (concat 0 ?x ?y)))]"),
		TASOC_OP_SIGMOID, 2, 3, match_sigmoid_sigmoid__split0_sigmoid_concat_split1_sigmoid_concat_1, apply_sigmoid_sigmoid__split0_sigmoid_concat_split1_sigmoid_concat_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SIGMOID) && defined(TASOC_RULE_OP_SPLIT))
	{
		"sigmoid_sigmoid__split0_sigmoid_concat_split1_sigmoid_concat_2",
		TASOC_RULE_TEXT("[(sigmoid ?x) (sigmoid ?y)]  =>  [(split0 1 (sigmoid (concat 1 ?x ?y))) (split1 1 (sigmoid (concat 1 ?x ?y)))]"),
		TASOC_OP_SIGMOID, 2, 3, match_sigmoid_sigmoid__split0_sigmoid_concat_split1_sigmoid_concat_2, apply_sigmoid_sigmoid__split0_sigmoid_concat_split1_sigmoid_concat_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_SIGMOID) && defined(TASOC_RULE_OP_SPLIT))
	{
		"sigmoid_split_merge",
		TASOC_RULE_TEXT("[(sigmoid (split0 ?a ?x)) (sigmoid (split1 ?a ?x))]  =>  [(split0 ?a (sigmoid ?x)) (split1 ?a (sigmoid ?x))]"),
		TASOC_OP_SIGMOID, 4, 2, match_sigmoid_split_merge, apply_sigmoid_split_merge,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_SMUL))
	{
		"smul_avgpool2d__avgpool2d_smul_1",
		TASOC_RULE_TEXT("(smul (avgpool2d 3 3 1 1 same 0 ?x) ?y)  =>  (avgpool2d 3 3 1 1 same 0 (smul ?x ?y))"),
		TASOC_OP_SMUL, 2, 2, match_smul_avgpool2d__avgpool2d_smul_1, apply_smul_avgpool2d__avgpool2d_smul_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_SMUL))
	{
		"smul_avgpool2d__avgpool2d_smul_2",
		TASOC_RULE_TEXT("(smul (avgpool2d 3 3 1 1 same 1 ?x) ?y)  =>  (avgpool2d 3 3 1 1 same 1 (smul ?x ?y))"),
		TASOC_OP_SMUL, 2, 2, match_smul_avgpool2d__avgpool2d_smul_2, apply_smul_avgpool2d__avgpool2d_smul_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_SMUL))
	{
		"smul_avgpool2d__avgpool2d_smul_3",
		TASOC_RULE_TEXT("(smul (avgpool2d 3 3 1 1 valid 0 ?x) ?y)  =>  (avgpool2d 3 3 1 1 valid 0 (smul ?x ?y))"),
		TASOC_OP_SMUL, 2, 2, match_smul_avgpool2d__avgpool2d_smul_3, apply_smul_avgpool2d__avgpool2d_smul_3,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONV2D) && defined(TASOC_RULE_OP_SMUL))
	{
		"smul_conv2d__conv2d_smul_1",
		TASOC_RULE_TEXT("(smul (conv2d ?stride_h ?stride_w ?padding none ?x ?y) ?z)  =>  (conv2d ?stride_h ?stride_w ?padding none (smul ?x ?z) ?y)"),
		TASOC_OP_SMUL, 2, 2, match_smul_conv2d__conv2d_smul_1, apply_smul_conv2d__conv2d_smul_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_SMUL))
	{
		"smul_ewmul__ewmul_smul_1",
		TASOC_RULE_TEXT("(smul (ewmul ?x ?y) ?z)  =>  (ewmul ?x (smul ?y ?z))"),
		TASOC_OP_SMUL, 2, 2, match_smul_ewmul__ewmul_smul_1, apply_smul_ewmul__ewmul_smul_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_AVGPOOL2D) && defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_SMUL))
	{
		"smul_ewmul_avgpool2d__ewmul_avgpool2d_smul_1",
		TASOC_RULE_TEXT("(smul (ewmul ?x (avgpool2d 3 3 1 1 same ?count_include_pad ?y)) ?z)  =>  (ewmul ?x (avgpool2d 3 3 1 1 same ?count_include_pad (smul ?y ?z)))"),
		TASOC_OP_SMUL, 3, 3, match_smul_ewmul_avgpool2d__ewmul_avgpool2d_smul_1, apply_smul_ewmul_avgpool2d__ewmul_avgpool2d_smul_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_SMUL))
	{
		"smul_matmul",
		TASOC_RULE_TEXT("(matmul (smul ?x ?s) ?y)  =>  (smul (matmul ?x ?y) ?s)"),
		TASOC_OP_MATMUL, 2, 2, match_smul_matmul, apply_smul_matmul,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_SMUL))
	{
		"smul_matmul__matmul_smul_1",
		TASOC_RULE_TEXT("(smul (matmul ?x ?y) ?z)  =>  (matmul ?x (smul ?y ?z))"),
		TASOC_OP_SMUL, 2, 2, match_smul_matmul__matmul_smul_1, apply_smul_matmul__matmul_smul_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_SMUL))
	{
		"smul_smul__smul_ewmul_1",
		TASOC_RULE_TEXT("(smul (smul ?x ?y) ?z)  =>  (smul ?x (ewmul ?y ?z))"),
		TASOC_OP_SMUL, 2, 2, match_smul_smul__smul_ewmul_1, apply_smul_smul__smul_ewmul_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SMUL) && defined(TASOC_RULE_OP_SPLIT))
	{
		"smul_smul__split0_smul_concat_split1_smul_concat_1",
		TASOC_RULE_TEXT("[(smul ?x ?y) (smul ?z ?y)]  =>  [(split0 0 (smul (concat 0 ?x ?z) ?y)) (split1 0 (smul (concat 0 ?x ?z) ?y))]"),
		TASOC_OP_SMUL, 2, 3, match_smul_smul__split0_smul_concat_split1_smul_concat_1, apply_smul_smul__split0_smul_concat_split1_smul_concat_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SMUL) && defined(TASOC_RULE_OP_SPLIT))
	{
		"smul_smul__split0_smul_concat_split1_smul_concat_2",
		TASOC_RULE_TEXT("[(smul ?x ?y) (smul ?z ?y)]  =>  [(split0 1 (smul (concat 1 ?x ?z) ?y)) (split1 1 (smul (concat 1 ?x ?z) ?y))]"),
		TASOC_OP_SMUL, 2, 3, match_smul_smul__split0_smul_concat_split1_smul_concat_2, apply_smul_smul__split0_smul_concat_split1_smul_concat_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SQRT))
	{
		"sqrt_concat",
		TASOC_RULE_TEXT("(concat ?a (sqrt ?x) (sqrt ?y))  =>  (sqrt (concat ?a ?x ?y))"),
		TASOC_OP_CONCAT, 3, 2, match_sqrt_concat, apply_sqrt_concat,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_SPLIT) && defined(TASOC_RULE_OP_SQRT))
	{
		"sqrt_split_merge",
		TASOC_RULE_TEXT("[(sqrt (split0 ?a ?x)) (sqrt (split1 ?a ?x))]  =>  [(split0 ?a (sqrt ?x)) (split1 ?a (sqrt ?x))]"),
		TASOC_OP_SQRT, 4, 2, match_sqrt_split_merge, apply_sqrt_split_merge,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SPLIT) && defined(TASOC_RULE_OP_SQRT))
	{
		"sqrt_sqrt__split0_sqrt_concat_split1_sqrt_concat_1",
		TASOC_RULE_TEXT("[(sqrt ?x) (sqrt ?y)]  =>  [(split0 0 (sqrt (concat 0 ?x ?y))) (split1 0 (sqrt (concat 0 ?x ?y)))]"),
		TASOC_OP_SQRT, 2, 3, match_sqrt_sqrt__split0_sqrt_concat_split1_sqrt_concat_1, apply_sqrt_sqrt__split0_sqrt_concat_split1_sqrt_concat_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SPLIT) && defined(TASOC_RULE_OP_SQRT))
	{
		"sqrt_sqrt__split0_sqrt_concat_split1_sqrt_concat_2",
		TASOC_RULE_TEXT("[(sqrt ?x) (sqrt ?y)]  =>  [(split0 1 (sqrt (concat 1 ?x ?y))) (split1 1 (sqrt (concat 1 ?x ?y)))]"),
		TASOC_OP_SQRT, 2, 3, match_sqrt_sqrt__split0_sqrt_concat_split1_sqrt_concat_2, apply_sqrt_sqrt__split0_sqrt_concat_split1_sqrt_concat_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_SQRT) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"sqrt_transpose",
		TASOC_RULE_TEXT("(transpose (sqrt ?x))  =>  (sqrt (transpose ?x))"),
		TASOC_OP_TRANSPOSE, 2, 2, match_sqrt_transpose, apply_sqrt_transpose,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_SPLIT) && defined(TASOC_RULE_OP_TANH))
	{
		"tanh_split_merge",
		TASOC_RULE_TEXT("[(tanh (split0 ?a ?x)) (tanh (split1 ?a ?x))]  =>  [(split0 ?a (tanh ?x)) (split1 ?a (tanh ?x))]"),
		TASOC_OP_TANH, 4, 2, match_tanh_split_merge, apply_tanh_split_merge,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SPLIT) && defined(TASOC_RULE_OP_TANH))
	{
		"tanh_tanh__split0_tanh_concat_split1_tanh_concat_1",
		TASOC_RULE_TEXT("[(tanh ?x) (tanh ?y)]  =>  [(split0 0 (tanh (concat 0 ?x ?y))) (split1 0 (tanh (concat 0 ?x ?y)))]"),
		TASOC_OP_TANH, 2, 3, match_tanh_tanh__split0_tanh_concat_split1_tanh_concat_1, apply_tanh_tanh__split0_tanh_concat_split1_tanh_concat_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SPLIT) && defined(TASOC_RULE_OP_TANH))
	{
		"tanh_tanh__split0_tanh_concat_split1_tanh_concat_2",
		TASOC_RULE_TEXT("[(tanh ?x) (tanh ?y)]  =>  [(split0 1 (tanh (concat 1 ?x ?y))) (split1 1 (tanh (concat 1 ?x ?y)))]"),
		TASOC_OP_TANH, 2, 3, match_tanh_tanh__split0_tanh_concat_split1_tanh_concat_2, apply_tanh_tanh__split0_tanh_concat_split1_tanh_concat_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"transpose_concat_transpose__concat_transpose_1",
		TASOC_RULE_TEXT("(transpose (concat 0 (transpose ?x) ?y))  =>  (concat 1 ?x (transpose ?y))"),
		TASOC_OP_TRANSPOSE, 3, 2, match_transpose_concat_transpose__concat_transpose_1, apply_transpose_concat_transpose__concat_transpose_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"transpose_concat_transpose__concat_transpose_2",
		TASOC_RULE_TEXT("(transpose (concat 0 ?x (transpose ?y)))  =>  (concat 1 (transpose ?x) ?y)"),
		TASOC_OP_TRANSPOSE, 3, 2, match_transpose_concat_transpose__concat_transpose_2, apply_transpose_concat_transpose__concat_transpose_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"transpose_concat_transpose__concat_transpose_3",
		TASOC_RULE_TEXT("(transpose (concat 1 (transpose ?x) ?y))  =>  (concat 0 ?x (transpose ?y))"),
		TASOC_OP_TRANSPOSE, 3, 2, match_transpose_concat_transpose__concat_transpose_3, apply_transpose_concat_transpose__concat_transpose_3,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"transpose_concat_transpose__concat_transpose_4",
		TASOC_RULE_TEXT("(transpose (concat 1 ?x (transpose ?y)))  =>  (concat 0 (transpose ?x) ?y)"),
		TASOC_OP_TRANSPOSE, 3, 2, match_transpose_concat_transpose__concat_transpose_4, apply_transpose_concat_transpose__concat_transpose_4,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"transpose_ewadd",
		TASOC_RULE_TEXT("(ewadd (transpose ?x) (transpose ?y))  =>  (transpose (ewadd ?x ?y))"),
		TASOC_OP_EWADD, 3, 2, match_transpose_ewadd, apply_transpose_ewadd,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWADD) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"transpose_ewadd_transpose__ewadd_transpose_1",
		TASOC_RULE_TEXT("(transpose (ewadd ?x (transpose ?y)))  =>  (ewadd ?y (transpose ?x))"),
		TASOC_OP_TRANSPOSE, 3, 2, match_transpose_ewadd_transpose__ewadd_transpose_1, apply_transpose_ewadd_transpose__ewadd_transpose_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_SMUL) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"transpose_ewmul_smul__smul_transpose_ewmul_1",
		TASOC_RULE_TEXT("(transpose (ewmul ?x (smul ?y ?z)))  =>  (smul (transpose (ewmul ?x ?y)) ?z)"),
		TASOC_OP_TRANSPOSE, 3, 3, match_transpose_ewmul_smul__smul_transpose_ewmul_1, apply_transpose_ewmul_smul__smul_transpose_ewmul_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_EWMUL) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"transpose_ewmul_transpose__ewmul_transpose_1",
		TASOC_RULE_TEXT("(transpose (ewmul ?x (transpose ?y)))  =>  (ewmul ?y (transpose ?x))"),
		TASOC_OP_TRANSPOSE, 3, 2, match_transpose_ewmul_transpose__ewmul_transpose_1, apply_transpose_ewmul_transpose__ewmul_transpose_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_GELU) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"transpose_gelu_transpose__gelu_1",
		TASOC_RULE_TEXT("(transpose (gelu (transpose ?x)))  =>  (gelu ?x)"),
		TASOC_OP_TRANSPOSE, 3, 1, match_transpose_gelu_transpose__gelu_1, apply_transpose_gelu_transpose__gelu_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_HARDSWISH) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"transpose_hardswish_transpose__hardswish_1",
		TASOC_RULE_TEXT("(transpose (hardswish (transpose ?x)))  =>  (hardswish ?x)"),
		TASOC_OP_TRANSPOSE, 3, 1, match_transpose_hardswish_transpose__hardswish_1, apply_transpose_hardswish_transpose__hardswish_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_SMUL) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"transpose_matmul_smul__smul_transpose_matmul_1",
		TASOC_RULE_TEXT("(transpose (matmul ?x (smul ?y ?z)))  =>  (smul (transpose (matmul ?x ?y)) ?z)"),
		TASOC_OP_TRANSPOSE, 3, 3, match_transpose_matmul_smul__smul_transpose_matmul_1, apply_transpose_matmul_smul__smul_transpose_matmul_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"transpose_matmul_transpose__matmul_transpose_1",
		TASOC_RULE_TEXT("(transpose (matmul (transpose ?x) ?y))  =>  (matmul (transpose ?y) ?x)"),
		TASOC_OP_TRANSPOSE, 3, 2, match_transpose_matmul_transpose__matmul_transpose_1, apply_transpose_matmul_transpose__matmul_transpose_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_MATMUL) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"transpose_matmul_transpose__matmul_transpose_2",
		TASOC_RULE_TEXT("(transpose (matmul ?x (transpose ?y)))  =>  (matmul ?y (transpose ?x))"),
		TASOC_OP_TRANSPOSE, 3, 2, match_transpose_matmul_transpose__matmul_transpose_2, apply_transpose_matmul_transpose__matmul_transpose_2,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_RELU6) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"transpose_relu6_transpose__relu6_1",
		TASOC_RULE_TEXT("(transpose (relu6 (transpose ?x)))  =>  (relu6 ?x)"),
		TASOC_OP_TRANSPOSE, 3, 1, match_transpose_relu6_transpose__relu6_1, apply_transpose_relu6_transpose__relu6_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_RELU) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"transpose_relu__relu_transpose_1",
		TASOC_RULE_TEXT("(transpose (relu ?x))  =>  (relu (transpose ?x))"),
		TASOC_OP_TRANSPOSE, 2, 2, match_transpose_relu__relu_transpose_1, apply_transpose_relu__relu_transpose_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_RELU) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"transpose_relu_transpose__relu_1",
		TASOC_RULE_TEXT("(transpose (relu (transpose ?x)))  =>  (relu ?x)"),
		TASOC_OP_TRANSPOSE, 3, 1, match_transpose_relu_transpose__relu_1, apply_transpose_relu_transpose__relu_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_SIGMOID) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"transpose_sigmoid__sigmoid_transpose_1",
		TASOC_RULE_TEXT("(transpose (sigmoid ?x))  =>  (sigmoid (transpose ?x))"),
		TASOC_OP_TRANSPOSE, 2, 2, match_transpose_sigmoid__sigmoid_transpose_1, apply_transpose_sigmoid__sigmoid_transpose_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_SIGMOID) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"transpose_sigmoid_transpose__sigmoid_1",
		TASOC_RULE_TEXT("(transpose (sigmoid (transpose ?x)))  =>  (sigmoid ?x)"),
		TASOC_OP_TRANSPOSE, 3, 1, match_transpose_sigmoid_transpose__sigmoid_1, apply_transpose_sigmoid_transpose__sigmoid_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_SMUL) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"transpose_smul__smul_transpose_1",
		TASOC_RULE_TEXT("(transpose (smul ?x ?y))  =>  (smul (transpose ?x) ?y)"),
		TASOC_OP_TRANSPOSE, 2, 2, match_transpose_smul__smul_transpose_1, apply_transpose_smul__smul_transpose_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_SMUL) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"transpose_smul_transpose__smul_1",
		TASOC_RULE_TEXT("(transpose (smul (transpose ?x) ?y))  =>  (smul ?x ?y)"),
		TASOC_OP_TRANSPOSE, 3, 1, match_transpose_smul_transpose__smul_1, apply_transpose_smul_transpose__smul_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_SQRT) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"transpose_sqrt_transpose__sqrt_1",
		TASOC_RULE_TEXT("(transpose (sqrt (transpose ?x)))  =>  (sqrt ?x)"),
		TASOC_OP_TRANSPOSE, 3, 1, match_transpose_sqrt_transpose__sqrt_1, apply_transpose_sqrt_transpose__sqrt_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_TANH) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"transpose_tanh__tanh_transpose_1",
		TASOC_RULE_TEXT("(transpose (tanh ?x))  =>  (tanh (transpose ?x))"),
		TASOC_OP_TRANSPOSE, 2, 2, match_transpose_tanh__tanh_transpose_1, apply_transpose_tanh__tanh_transpose_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_TANH) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"transpose_tanh_transpose__tanh_1",
		TASOC_RULE_TEXT("(transpose (tanh (transpose ?x)))  =>  (tanh ?x)"),
		TASOC_OP_TRANSPOSE, 3, 1, match_transpose_tanh_transpose__tanh_1, apply_transpose_tanh_transpose__tanh_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"transpose_transpose___1",
		TASOC_RULE_TEXT("(transpose (transpose ?x))  =>  ?x"),
		TASOC_OP_TRANSPOSE, 2, 0, match_transpose_transpose___1, apply_transpose_transpose___1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SPLIT) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"transpose_transpose__split0_transpose_concat_split1_transpose_concat_1",
		TASOC_RULE_TEXT("[(transpose ?x) (transpose ?y)]  =>  [(split0 0 (transpose (concat 1 ?x ?y))) (split1 0 (transpose (concat 1 ?x ?y)))]"),
		TASOC_OP_TRANSPOSE, 2, 3, match_transpose_transpose__split0_transpose_concat_split1_transpose_concat_1, apply_transpose_transpose__split0_transpose_concat_split1_transpose_concat_1,
	},
#endif
#if !defined(TASOC_RULES_BY_OP) || (defined(TASOC_RULE_OP_CONCAT) && defined(TASOC_RULE_OP_SPLIT) && defined(TASOC_RULE_OP_TRANSPOSE))
	{
		"transpose_transpose__split0_transpose_concat_split1_transpose_concat_2",
		TASOC_RULE_TEXT("[(transpose ?x) (transpose ?y)]  =>  [(split0 1 (transpose (concat 0 ?x ?y))) (split1 1 (transpose (concat 0 ?x ?y)))]"),
		TASOC_OP_TRANSPOSE, 2, 3, match_transpose_transpose__split0_transpose_concat_split1_transpose_concat_2, apply_transpose_transpose__split0_transpose_concat_split1_transpose_concat_2,
	},
#endif
	{ NULL, NULL, 0, 0, 0, NULL, NULL },
};

const int tasoc_nrules = (int)(sizeof tasoc_rules / sizeof tasoc_rules[0]) - 1;

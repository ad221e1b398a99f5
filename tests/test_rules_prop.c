/* test_rules_prop.c: property test: every emitted rule, on its own left side with random shapes, keeps the outputs. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../generator/rule.h"
#include "../core/rewrite.h"
#include "graph_run.h"

/*
 * For each rule of generated/rules.c: build its left side as a graph, with
 * a graph input per tensor variable (random shapes, ranks taken from the
 * specs' requirements where they fix one), attribute variables drawn from
 * the operators' enumeration domains and the left roots as outputs. Keep
 * drawing until the rule matches at the first root and applies (shapes
 * that do not infer, or that the rule refuses, are simply drawn again),
 * then run both graphs in float mode on random inputs and compare, WANT
 * times on different draws: an axiom that ignores shapes can prove a rule
 * that holds only when two extents agree (swapping the halves of the
 * concatenated inputs and weights of a conv2d), and only varied shapes
 * show it. Every rule must apply on some draw: one that never does is a
 * defect.
 */
enum { TRIES = 6000, WANT = 30 };

static spec_set S;

static void load_spec(void)
{
	cr_assert_eq(spec_load_dir(&S, "spec"), 0, "%s", S.err);
}

static void free_spec(void)
{
	spec_free(&S);
}

typedef struct lhs {
	const char *tv[32];
	int hint[32];        /* rank the specs require, 0 free, -1 a one-element tensor */
	int32_t node[32];
	int ntv;
	const char *av[32];
	int32_t aval[32];
	int nav;
} lhs;

/* What the spec of op says about the rank of input j. */
static int rank_hint(const spec_op *op, int j)
{
	char want[96];
	for (int i = 0; i < op->nrequire; i++) {
		int k;
		snprintf(want, sizeof want, "numel(%s) == 1", op->inputs[j]);
		if (strcmp(op->require[i], want) == 0)
			return -1;
		snprintf(want, sizeof want, "rank(%s) == ", op->inputs[j]);
		if (strncmp(op->require[i], want, strlen(want)) == 0 && sscanf(op->require[i] + strlen(want), "%d", &k) == 1)
			return k;
	}
	return 0;
}

static void collect(lhs *l, const term *t)
{
	const spec_op *op = &S.ops[t->op];
	int na = spec_rule_attrs(op);
	for (int j = 0; j < op->nin; j++) {
		const term *a = t->args[na + j];
		if (a->kind == TERM_OP) {
			collect(l, a);
			continue;
		}
		int i = 0;
		while (i < l->ntv && strcmp(l->tv[i], a->name) != 0)
			i++;
		if (i == l->ntv) {
			l->tv[l->ntv] = a->name;
			l->hint[l->ntv++] = rank_hint(op, j);
		} else if (!l->hint[i]) {
			l->hint[i] = rank_hint(op, j);
		}
	}
}

static int op_index(const char *name)
{
	for (int i = 0; i < TASOC_OP_COUNT; i++)
		if (strcmp(tasoc_ops[i].name, name) == 0)
			return i;
	return -1;
}

/* A random shape for tensor variable i, of the rank its readers' specs ask for. */
static tasoc_shape random_shape(const lhs *l, int i)
{
	int32_t d[TASOC_MAX_RANK] = { 1, 1, 1, 1 };
	int rank = l->hint[i] > 0 ? l->hint[i] : l->hint[i] < 0 ? 1 : (gr_rng() & 1 ? 4 : 2);
	for (int k = 0; l->hint[i] >= 0 && k < rank; k++)
		d[k] = 1 + (int32_t)(gr_rng() % 3);
	return tasoc_shape_make(rank, d);
}

static int var_index(const lhs *l, const char *name)
{
	for (int i = 0; i < l->ntv; i++)
		if (strcmp(l->tv[i], name) == 0)
			return i;
	return -1;
}

/*
 * Builds term t; -1 when the drawn shapes do not fit. A variable gets its
 * shape when first read: a quarter of the time the shape of an input of the
 * same operator built before it (element-wise operators want equal shapes),
 * otherwise a random one, so that unequal extents are tried as well.
 */
static tasoc_ref build(tasoc_graph *g, lhs *l, const term *t)
{
	tasoc_ref bad = { -1, 0 };
	const spec_op *sop = &S.ops[t->op];
	int op = op_index(sop->name), na = spec_rule_attrs(sop);
	const tasoc_op_info *info = &tasoc_ops[op];
	tasoc_ref in[TASOC_MAX_IN];
	for (int j = 0; j < sop->nin; j++) {
		const term *a = t->args[na + j];
		if (a->kind == TERM_OP && (in[j] = build(g, l, a)).node < 0)
			return bad;
	}
	for (int j = 0; j < sop->nin; j++) {
		const term *a = t->args[na + j];
		if (a->kind == TERM_OP)
			continue;
		int i = var_index(l, a->name);
		if (l->node[i] < 0) {
			tasoc_shape sh = random_shape(l, i);
			for (int k = 0; k < sop->nin; k++)
				if (k != j && (t->args[na + k]->kind == TERM_OP || l->node[var_index(l, t->args[na + k]->name)] >= 0) &&
				    (gr_rng() & 3) == 0) {
					tasoc_ref o = t->args[na + k]->kind == TERM_OP
							      ? in[k]
							      : tasoc_ref_make(l->node[var_index(l, t->args[na + k]->name)], 0);
					sh = *tasoc_ref_shape(g, o);
					break;
				}
			if ((l->node[i] = tasoc_add_input(g, l->tv[i], sh)) < 0)
				return bad;
		}
		in[j] = tasoc_ref_make(l->node[i], 0);
	}
	int32_t attr[TASOC_MAX_ATTRS] = { 0 };
	for (int k = 0, i = 0; k < info->nattr; k++) {
		if (info->attrs[k].derived && info->derive)
			continue; /* from the input shapes, below */
		if (info->attrs[k].derived) {
			/* split's size (its only derived attribute, after axis): any cut of its input */
			const tasoc_shape *x = tasoc_ref_shape(g, in[0]);
			int32_t axis = attr[0];
			if (axis < 0 || axis >= x->rank || x->dim[axis] < 2)
				return bad;
			attr[k] = 1 + (int32_t)(gr_rng() % (uint64_t)(x->dim[axis] - 1));
			continue;
		}
		const term *a = t->args[i++];
		if (a->kind == TERM_INT) {
			attr[k] = a->value;
			continue;
		}
		int v = 0;
		while (v < l->nav && strcmp(l->av[v], a->name) != 0)
			v++;
		if (v == l->nav) {
			const tasoc_attr_info *ai = &info->attrs[k];
			l->av[v] = a->name;
			l->aval[v] = ai->nvalues ? ai->values[gr_rng() % (uint64_t)ai->nvalues] : 1;
			l->nav++;
		}
		attr[k] = l->aval[v];
	}
	if (info->derive) {
		tasoc_shape sh[TASOC_MAX_IN];
		for (int j = 0; j < sop->nin; j++)
			sh[j] = *tasoc_ref_shape(g, in[j]);
		info->derive(attr, sh);
	}
	int32_t v = tasoc_add_op(g, op, attr, sop->nin, in, NULL);
	return v < 0 ? bad : tasoc_ref_make(v, t->out);
}

/* One draw: the left side with random shapes as g; false when it does not build. */
static bool draw(tasoc_graph *g, lhs *l, const rule *r, int32_t *root)
{
	l->nav = 0;
	for (int i = 0; i < l->ntv; i++)
		l->node[i] = -1;
	for (int k = 0; k < r->nroots; k++) {
		tasoc_ref o = build(g, l, r->lhs[k]);
		if (o.node < 0 || tasoc_add_output(g, o, NULL) != TASOC_OK)
			return false;
		if (k == 0)
			*root = o.node;
	}
	return true;
}

typedef struct found {
	int n;
	tasoc_match m[16];
} found;

static int keep(void *ctx, const tasoc_match *m)
{
	found *f = ctx;
	if (f->n < 16)
		f->m[f->n++] = *m;
	return 0;
}

static int fired_count;

static void on_fire(void *ctx, const char *rule, const tasoc_match *m)
{
	(void)m;
	cr_assert_str_eq(rule, (const char *)ctx);
	fired_count++;
}

/* Draws until the rule applied WANT times; returns how many times it did. */
static int check_rule(const tasoc_rule *tr)
{
	char line[2048], err[512];
	snprintf(line, sizeof line, "%s  %s", tr->name, tr->text);
	rule_set rs;
	cr_assert_eq(rule_file_parse(&S, line, "generated/rules.c", &rs, err, sizeof err), 0, "%s", err);
	const rule *r = &rs.rules[0];
	lhs l;
	memset(&l, 0, sizeof l);
	for (int k = 0; k < r->nroots; k++)
		collect(&l, r->lhs[k]);
	int applied = 0;
	for (int t = 0; t < TRIES && applied < WANT; t++) {
		tasoc_graph g;
		int32_t root = -1;
		tasoc_graph_init(&g, NULL);
		if (!draw(&g, &l, r, &root)) {
			tasoc_graph_free(&g);
			continue;
		}
		tasoc_uses u;
		tasoc_uses_init(&u, NULL);
		cr_assert_eq(tasoc_uses_build(&u, &g), TASOC_OK);
		found f = { .n = 0 };
		tasoc_rule_match(tr, &g, &u, root, keep, &f);
		cr_assert_gt(f.n, 0, "%s does not match its own left side (draw %d)", tr->name, t);
		for (int i = 0; i < f.n; i++) {
			tasoc_graph after;
			cr_assert_eq(tasoc_graph_clone(&g, &after), TASOC_OK);
			fired_count = 0;
			tasoc_rule_trace(on_fire, (void *)tr->name);
			/* a clone has g's nodes, so g's readers serve it; odd draws scan instead */
			tasoc_status st = tasoc_rule_apply(tr, &after, t % 2 ? NULL : &u, &f.m[i]);
			tasoc_rule_trace(NULL, NULL);
			if (st == TASOC_OK) {
				cr_assert_eq(fired_count, 1, "%s: the trace saw %d firings", tr->name, fired_count);
				tasoc_graph_prune(&after);
				cr_assert_eq(tasoc_graph_validate(&after), TASOC_OK, "%s: %s", tr->name, after.err);
				gr_same_outputs(&g, &after, tr->name);
				applied++;
			} else {
				cr_assert_eq(st, TASOC_ERR_SHAPE, "%s: %s", tr->name, after.err);
				cr_assert_eq(after.nnodes, g.nnodes, "%s: a refused apply left nodes behind", tr->name);
			}
			tasoc_graph_free(&after);
			if (st == TASOC_OK)
				break;
		}
		tasoc_uses_free(&u);
		tasoc_graph_free(&g);
	}
	rule_set_free(&rs);
	return applied;
}

Test(rules_prop, every_rule_keeps_outputs_on_random_shapes, .init = load_spec, .fini = free_spec)
{
	cr_assert_gt(tasoc_nrules, 0);
	for (int i = 0; i < tasoc_nrules; i++) {
		int n = check_rule(&tasoc_rules[i]);
		cr_assert_gt(n, 0, "%s never applied in %d random draws of its left side", tasoc_rules[i].name, TRIES);
	}
}

/* derive.c: whether a rule follows from one or two smaller rules, by rewriting its left side. */
#include "derive.h"

#include <stdlib.h>
#include <string.h>

#include "prune.h"

/*
 * The table keeps rules that a chain of smaller ones already yields, such
 * as (transpose (tanh (gelu ?x))) => (tanh (gelu (transpose ?x))), which is
 * transpose-through-gelu and then transpose-through-tanh. Each costs the
 * search a matcher call per node and adds no graph the two steps cannot
 * reach (issue 16; TASO and Quartz prune by the same idea). Here a step is
 * plain term rewriting: match a rule's left side at a subterm, put its
 * right side, instantiated, in that place.
 */

int gen_rule_size(const rule *r)
{
	int n = 0;
	for (int i = 0; i < r->nroots; i++)
		n += term_size(r->lhs[i]) + term_size(r->rhs[i]);
	return n;
}

/* p with its variables replaced by what sb binds them to (a fresh term; NULL when out of memory). */
static term *instantiate(const term *p, const gen_subst *sb)
{
	if (p->kind == TERM_VAR)
		for (int i = 0; i < sb->n; i++)
			if (strcmp(sb->name[i], p->name) == 0)
				return term_copy(sb->val[i]);
	if (p->kind != TERM_OP)
		return term_copy(p);
	term *t = term_copy(p);
	if (!t)
		return NULL;
	for (int i = 0; i < t->nargs; i++) {
		term *a = instantiate(p->args[i], sb);
		if (!a) {
			term_free(t);
			return NULL;
		}
		term_free(t->args[i]);
		t->args[i] = a;
	}
	return t;
}

/* A copy of t with the subterm at (the address) at replaced by a copy of with. */
static term *replace_at(const term *t, const term *at, const term *with)
{
	if (t == at)
		return term_copy(with);
	term *c = term_copy(t);
	if (!c || t->kind != TERM_OP)
		return c;
	for (int i = 0; i < t->nargs; i++) {
		term *a = replace_at(t->args[i], at, with);
		if (!a) {
			term_free(c);
			return NULL;
		}
		term_free(c->args[i]);
		c->args[i] = a;
	}
	return c;
}

/* a and b equal but for the operand order of commutative operators. */
static bool equal_commuted(const spec_set *s, const term *a, const term *b)
{
	if (a->kind != b->kind)
		return false;
	if (a->kind == TERM_VAR)
		return a->is_attr == b->is_attr && strcmp(a->name, b->name) == 0;
	if (a->kind == TERM_INT)
		return a->value == b->value;
	if (a->op != b->op || a->out != b->out || a->nargs != b->nargs)
		return false;
	bool same = true;
	for (int i = 0; i < a->nargs && same; i++)
		same = equal_commuted(s, a->args[i], b->args[i]);
	if (same)
		return true;
	const spec_op *op = &s->ops[a->op];
	if (!op->commutative || op->nin != 2)
		return false;
	int k = a->nargs - 2;
	for (int i = 0; i < k; i++)
		if (!equal_commuted(s, a->args[i], b->args[i]))
			return false;
	return equal_commuted(s, a->args[k], b->args[k + 1]) && equal_commuted(s, a->args[k + 1], b->args[k]);
}

/* The operator subterms of t, preorder. */
static void positions(const term *t, const term **out, int *n, int cap)
{
	if (t->kind != TERM_OP || *n == cap)
		return;
	out[(*n)++] = t;
	for (int i = 0; i < t->nargs; i++)
		positions(t->args[i], out, n, cap);
}

enum { MAX_POS = 64 };

/*
 * Every one-step rewrite of t by steps, handed to visit with the step's
 * index; stops at the first visit that returns true (and returns true).
 */
static bool each_rewrite(const spec_set *s, const term *t, const rule *const *steps, int nsteps,
			 bool (*visit)(void *ctx, const term *u, int step), void *ctx)
{
	const term *pos[MAX_POS];
	int npos = 0;
	positions(t, pos, &npos, MAX_POS);
	for (int k = 0; k < nsteps; k++) {
		const rule *st = steps[k];
		if (st->nroots != 1)
			continue;
		for (int p = 0; p < npos; p++) {
			if (st->lhs[0]->kind == TERM_OP && st->lhs[0]->op != pos[p]->op)
				continue;
			gen_subst sb;
			sb.n = 0;
			if (!gen_match(s, st->lhs[0], pos[p], &sb))
				continue;
			term *with = instantiate(st->rhs[0], &sb);
			term *u = with ? replace_at(t, pos[p], with) : NULL;
			term_free(with);
			bool done = u && visit(ctx, u, k);
			term_free(u);
			if (done)
				return true;
		}
	}
	return false;
}

typedef struct goal {
	const spec_set *s;
	const term *rhs;
	const rule *const *steps;
	int nsteps;
	int first, second;
} goal;

static bool second_step(void *ctx, const term *u, int step)
{
	goal *g = ctx;
	if (!equal_commuted(g->s, u, g->rhs))
		return false;
	g->second = step;
	return true;
}

static bool first_step(void *ctx, const term *u, int step)
{
	goal *g = ctx;
	g->first = step;
	g->second = -1;
	if (equal_commuted(g->s, u, g->rhs))
		return true;
	return each_rewrite(g->s, u, g->steps, g->nsteps, second_step, g);
}

bool gen_derivable(const spec_set *s, const rule *r, const rule *const *steps, int nsteps, int via[2])
{
	if (r->nroots != 1)
		return false;
	goal g = { s, r->rhs[0], steps, nsteps, -1, -1 };
	if (!each_rewrite(s, r->lhs[0], steps, nsteps, first_step, &g))
		return false;
	via[0] = g.first;
	via[1] = g.second;
	return true;
}

/* prune.c: canonical variables, shape-only variables, common subgraphs, rule instances. */
#include "prune.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- canonical renaming ---- */

typedef struct names {
	int n, cap;
	char **v;
} names;

static int names_add(names *ns, const char *name)
{
	for (int i = 0; i < ns->n; i++)
		if (strcmp(ns->v[i], name) == 0)
			return 0;
	if (ns->n == ns->cap) {
		int cap = ns->cap ? ns->cap * 2 : 8;
		char **p = realloc(ns->v, (size_t)cap * sizeof *p);
		if (!p)
			return -1;
		ns->v = p;
		ns->cap = cap;
	}
	if (!(ns->v[ns->n] = strdup(name)))
		return -1;
	ns->n++;
	return 0;
}

static int names_index(const names *ns, const char *name)
{
	for (int i = 0; i < ns->n; i++)
		if (strcmp(ns->v[i], name) == 0)
			return i;
	return -1;
}

static void names_free(names *ns)
{
	for (int i = 0; i < ns->n; i++)
		free(ns->v[i]);
	free(ns->v);
}

static int collect_vars(const term *t, names *ns)
{
	if (t->kind == TERM_VAR && !t->is_attr)
		return names_add(ns, t->name);
	for (int i = 0; i < t->nargs; i++)
		if (collect_vars(t->args[i], ns) != 0)
			return -1;
	return 0;
}

static void canon_name(int i, char *buf, size_t size)
{
	static const char *const first[] = { "x", "y", "z", "w", "v", "u", "t", "s", "r", "q" };
	if (i < 10)
		snprintf(buf, size, "%s", first[i]);
	else
		snprintf(buf, size, "x%d", i);
}

static int rename_vars(term *t, const names *old)
{
	if (t->kind == TERM_VAR && !t->is_attr) {
		char buf[16];
		canon_name(names_index(old, t->name), buf, sizeof buf);
		char *n = strdup(buf);
		if (!n)
			return -1;
		free(t->name);
		t->name = n;
		return 0;
	}
	for (int i = 0; i < t->nargs; i++)
		if (rename_vars(t->args[i], old) != 0)
			return -1;
	return 0;
}

int gen_canon_vars(term **lhs, int nl, term **rhs, int nr)
{
	names ns = { 0, 0, NULL };
	int rc = 0;
	for (int i = 0; i < nl && rc == 0; i++)
		rc = collect_vars(lhs[i], &ns);
	for (int i = 0; i < nr && rc == 0; i++)
		rc = collect_vars(rhs[i], &ns);
	for (int i = 0; i < nl && rc == 0; i++)
		rc = rename_vars(lhs[i], &ns);
	for (int i = 0; i < nr && rc == 0; i++)
		rc = rename_vars(rhs[i], &ns);
	names_free(&ns);
	return rc;
}

/* ---- variables used only for their shape ---- */

/* Marks each variable: bit 0 used for its value, bit 1 used for its shape. */
static int mark_uses(const term *t, bool shape_pos, const bool *shape_only, int max_in, names *ns,
		     unsigned *use, int cap)
{
	if (t->kind == TERM_VAR && !t->is_attr) {
		if (names_add(ns, t->name) != 0)
			return -1;
		int i = names_index(ns, t->name);
		if (i < cap)
			use[i] |= shape_pos ? 2u : 1u;
		return 0;
	}
	if (t->kind != TERM_OP)
		return 0;
	int ninputs = 0;
	for (int i = 0; i < t->nargs; i++)
		ninputs += !t->args[i]->is_attr;
	int first_in = t->nargs - ninputs;
	for (int i = 0; i < t->nargs; i++) {
		int k = i - first_in;
		bool so = k >= 0 && k < max_in && shape_only[t->op * max_in + k];
		if (mark_uses(t->args[i], shape_pos || so, shape_only, max_in, ns, use, cap) != 0)
			return -1;
	}
	return 0;
}

bool gen_has_shape_only_var(const term *lhs, const term *rhs, const bool *shape_only, int max_in)
{
	names ns = { 0, 0, NULL };
	unsigned use[64] = { 0 };
	mark_uses(lhs, false, shape_only, max_in, &ns, use, 64);
	mark_uses(rhs, false, shape_only, max_in, &ns, use, 64);
	bool found = false;
	for (int i = 0; i < ns.n && i < 64; i++)
		if (use[i] == 2u)
			found = true;
	names_free(&ns);
	return found;
}

static bool has_var(const term *t, const char *name)
{
	if (t->kind == TERM_VAR)
		return strcmp(t->name, name) == 0;
	for (int i = 0; i < t->nargs; i++)
		if (has_var(t->args[i], name))
			return true;
	return false;
}

static bool vars_within(const term *of, const term *in)
{
	if (of->kind == TERM_VAR)
		return has_var(in, of->name);
	for (int i = 0; i < of->nargs; i++)
		if (!vars_within(of->args[i], in))
			return false;
	return true;
}

bool gen_vars_within(const term *of, const term *in)
{
	return vars_within(of, in);
}

/* ---- common subgraphs ---- */

static bool occurs(const term *t, const term *sub)
{
	if (term_equal(t, sub))
		return true;
	for (int i = 0; i < t->nargs; i++)
		if (occurs(t->args[i], sub))
			return true;
	return false;
}

/* A copy of t with every occurrence of sub replaced by variable name. */
static term *replace(const term *t, const term *sub, const char *name)
{
	if (term_equal(t, sub)) {
		term *v = calloc(1, sizeof *v);
		if (v && !(v->name = strdup(name))) {
			free(v);
			return NULL;
		}
		if (v)
			v->kind = TERM_VAR;
		return v;
	}
	term *c = term_copy(t);
	if (!c)
		return NULL;
	for (int i = 0; i < c->nargs; i++) {
		term *r = replace(t->args[i], sub, name);
		if (!r) {
			term_free(c);
			return NULL;
		}
		term_free(c->args[i]);
		c->args[i] = r;
	}
	return c;
}

/* Operator subterms of t (including t), largest first by a stable sort. */
static int op_subterms(const term *t, const term ***out, int *n, int *cap)
{
	if (t->kind != TERM_OP)
		return 0;
	if (*n == *cap) {
		int c = *cap ? *cap * 2 : 16;
		const term **p = realloc(*out, (size_t)c * sizeof *p);
		if (!p)
			return -1;
		*out = p;
		*cap = c;
	}
	(*out)[(*n)++] = t;
	for (int i = 0; i < t->nargs; i++)
		if (op_subterms(t->args[i], out, n, cap) != 0)
			return -1;
	return 0;
}

/* As the enumerator decides roles: constants and what is built from weights only are weights. */
static bool weight_role(const gen_env *env, const term *x, const bool *shape_only, int max_in)
{
	if (x->kind == TERM_VAR) {
		int v = gen_env_find(env, x->name);
		return v >= 0 && v < env->nweight && env->weight[v];
	}
	if (x->kind != TERM_OP)
		return true;
	int ninputs = 0;
	for (int i = 0; i < x->nargs; i++)
		ninputs += !x->args[i]->is_attr;
	bool w = true;
	for (int i = x->nargs - ninputs, k = 0; i < x->nargs; i++, k++)
		if (!(k < max_in && shape_only[x->op * max_in + k]) &&
		    !weight_role(env, x->args[i], shape_only, max_in))
			w = false;
	return w;
}

int gen_factor_common(const gen_optab *t, gen_env *env, const bool *shape_only, int max_in, term **lhs,
		      term **rhs)
{
	static const char fresh[] = "_common";
	const term **subs = NULL;
	int n = 0, cap = 0, rc = 0;
	if (op_subterms(*rhs, &subs, &n, &cap) != 0) {
		free(subs);
		return -1;
	}
	/* largest first: insertion sort keeps preorder among equal sizes */
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && term_size(subs[j]) > term_size(subs[j - 1]); j--) {
			const term *x = subs[j];
			subs[j] = subs[j - 1];
			subs[j - 1] = x;
		}
	for (int i = 0; i < n && rc == 0; i++) {
		const term *s = subs[i];
		if (!occurs(*lhs, s))
			continue;
		tasoc_shape shapes[GEN_NSETS];
		bool fits = true;
		for (int k = 0; k < GEN_NSETS && fits; k++) {
			uint64_t *v;
			fits = gen_eval_term(t, s, env, k, &shapes[k], &v) == 0;
			free(v);
		}
		if (!fits)
			continue;
		bool sw = env->weight && weight_role(env, s, shape_only, max_in);
		bool known = false;
		for (int v = 0; v < env->n && !known; v++) {
			known = !env->weight || (v < env->nweight && env->weight[v] == sw);
			for (int k = 0; k < GEN_NSETS; k++)
				known &= tasoc_shape_eq(&env->shapes[k][v], &shapes[k]);
		}
		term *l = replace(*lhs, s, fresh), *r = replace(*rhs, s, fresh);
		if (!l || !r || gen_env_add(env, fresh, shapes, 0xfac7) != 0) {
			term_free(l);
			term_free(r);
			rc = -1;
			break;
		}
		bool ok = gen_terms_agree(t, l, r, env);
		gen_env_pop(env);
		if (ok) {
			term_free(*lhs);
			term_free(*rhs);
			*lhs = l;
			*rhs = r;
			rc = known ? 1 : 2;
		} else {
			term_free(l);
			term_free(r);
		}
	}
	free(subs);
	return rc;
}

/* ---- instances ---- */

#define MAX_BIND GEN_MAX_BIND
#define MAX_PENDING 64

typedef gen_subst subst;

typedef struct pending {
	const term *p, *x;
} pending;

static bool match_all(const spec_set *s, const pending *stack, int n, subst *sb)
{
	if (n == 0)
		return true;
	const term *p = stack[n - 1].p, *x = stack[n - 1].x;
	n--;
	if (p->kind == TERM_VAR) {
		for (int i = 0; i < sb->n; i++)
			if (strcmp(sb->name[i], p->name) == 0)
				return term_equal(sb->val[i], x) && match_all(s, stack, n, sb);
		if (sb->n == MAX_BIND || p->is_attr != x->is_attr)
			return false;
		sb->name[sb->n] = p->name;
		sb->val[sb->n++] = x;
		if (match_all(s, stack, n, sb))
			return true;
		sb->n--;
		return false;
	}
	if (p->kind == TERM_INT)
		return x->kind == TERM_INT && x->value == p->value && match_all(s, stack, n, sb);
	if (x->kind != TERM_OP || x->op != p->op || x->out != p->out || x->nargs != p->nargs ||
	    n + p->nargs > MAX_PENDING)
		return false;
	pending next[MAX_PENDING];
	memcpy(next, stack, (size_t)n * sizeof *next);
	for (int i = 0; i < p->nargs; i++)
		next[n + i] = (pending){ p->args[i], x->args[i] };
	if (match_all(s, next, n + p->nargs, sb))
		return true;
	const spec_op *op = &s->ops[p->op];
	if (!op->commutative || op->nin != 2)
		return false;
	int a = p->nargs - 2;
	next[n + a] = (pending){ p->args[a], x->args[a + 1] };
	next[n + a + 1] = (pending){ p->args[a + 1], x->args[a] };
	return match_all(s, next, n + p->nargs, sb);
}

bool gen_match(const spec_set *s, const term *p, const term *x, gen_subst *sb)
{
	pending st[1] = { { p, x } };
	return match_all(s, st, 1, sb);
}

bool gen_rule_instance(const spec_set *s, const term *pl, const term *pr, const term *lhs,
		       const term *rhs)
{
	subst sb;
	sb.n = 0;
	/* the top of the stack is matched first: the left side */
	pending st[2] = { { pr, rhs }, { pl, lhs } };
	return match_all(s, st, 2, &sb);
}

bool gen_rule_instance_n(const spec_set *s, int n, term *const *pl, term *const *pr, term *const *lhs,
			 term *const *rhs)
{
	if (2 * n > MAX_PENDING)
		return false;
	subst sb;
	sb.n = 0;
	pending st[MAX_PENDING];
	for (int i = 0; i < n; i++) {
		st[2 * n - 1 - i] = (pending){ pl[i], lhs[i] };
		st[n - 1 - i] = (pending){ pr[i], rhs[i] };
	}
	return match_all(s, st, 2 * n, &sb);
}

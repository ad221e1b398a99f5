/* candidates.c: from equal-print pairs to a pruned, sorted, named list of candidate rules. */
#include "candidates.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "prune.h"

int gen_cands_init(gen_cands *c, const gen_optab *t, gen_env *env, const bool *shape_only, int max_in,
		   gen_prune_opts opts)
{
	memset(c, 0, sizeof *c);
	c->t = t;
	c->env = env;
	c->shape_only = shape_only;
	c->max_in = max_in;
	c->opts = opts;
	int n = t->s->nops;
	c->by_op = calloc((size_t)n + 1, sizeof *c->by_op);
	c->nby_op = calloc((size_t)n + 1, sizeof *c->nby_op);
	c->capby_op = calloc((size_t)n + 1, sizeof *c->capby_op);
	return c->by_op && c->nby_op && c->capby_op ? 0 : -1;
}

void gen_cands_free(gen_cands *c)
{
	for (int i = 0; i < c->nkept; i++)
		for (int r = 0; r < c->kept[i].nroots; r++) {
			term_free(c->kept[i].lhs[r]);
			term_free(c->kept[i].rhs[r]);
		}
	free(c->kept);
	for (int i = 0; c->by_op && i < c->t->s->nops; i++)
		free(c->by_op[i]);
	free(c->by_op);
	free(c->nby_op);
	free(c->capby_op);
	memset(c, 0, sizeof *c);
}

static int keep(gen_cands *c, int nroots, term **lhs, term **rhs)
{
	if (c->nkept == c->capkept) {
		int cap = c->capkept ? c->capkept * 2 : 256;
		gen_kept *p = realloc(c->kept, (size_t)cap * sizeof *p);
		if (!p)
			return -1;
		c->kept = p;
		c->capkept = cap;
	}
	gen_kept *k = &c->kept[c->nkept];
	memset(k, 0, sizeof *k);
	k->nroots = nroots;
	int sl = 0, sr = 0;
	for (int r = 0; r < nroots; r++) {
		k->lhs[r] = lhs[r];
		k->rhs[r] = rhs[r];
		sl += term_size(lhs[r]);
		sr += term_size(rhs[r]);
	}
	k->size = sl > sr ? sl : sr;
	if (nroots == 1) {
		int op = lhs[0]->op;
		if (c->nby_op[op] == c->capby_op[op]) {
			int cap = c->capby_op[op] ? c->capby_op[op] * 2 : 16;
			int32_t *p = realloc(c->by_op[op], (size_t)cap * sizeof *p);
			if (!p)
				return -1;
			c->by_op[op] = p;
			c->capby_op[op] = cap;
		}
		c->by_op[op][c->nby_op[op]++] = c->nkept;
	}
	c->nkept++;
	return 0;
}

/* True when lhs => rhs is already kept, or (unless no_instance) an instance of a kept rule. */
static bool implied(const gen_cands *c, const term *lhs, const term *rhs)
{
	const spec_set *s = c->t->s;
	int ops[2] = { lhs->op, rhs->kind == TERM_OP ? rhs->op : -1 };
	for (int o = 0; o < 2; o++) {
		if (ops[o] < 0 || (o == 1 && ops[1] == ops[0]))
			continue;
		for (int i = 0; i < c->nby_op[ops[o]]; i++) {
			const gen_kept *k = &c->kept[c->by_op[ops[o]][i]];
			if (term_equal(k->lhs[0], lhs) && term_equal(k->rhs[0], rhs))
				return true;
			if (c->opts.no_instance)
				continue;
			if (gen_rule_instance(s, k->lhs[0], k->rhs[0], lhs, rhs) ||
			    gen_rule_instance(s, k->lhs[0], k->rhs[0], rhs, lhs))
				return true;
		}
	}
	return false;
}

static void swap(term **a, term **b)
{
	term *x = *a;
	*a = *b;
	*b = x;
}

/* Operators of t that are contractions (spec property: matmul, conv2d). */
static int contractions(const spec_set *s, const term *t)
{
	if (t->kind != TERM_OP)
		return 0;
	int n = s->ops[t->op].contraction;
	for (int i = 0; i < t->nargs; i++)
		n += contractions(s, t->args[i]);
	return n;
}

static int cmp_int(int64_t a, int64_t b)
{
	return a < b ? -1 : a > b;
}

/* Integers, then variables, then operators. */
static int kind_rank(const term *t)
{
	return t->kind == TERM_INT ? 0 : t->kind == TERM_VAR ? 1 : 2;
}

/*
 * A fixed order on terms: size; then integers before variables before
 * operators; integers by value, variables by name; operators by spec index
 * (alphabetical), output, then arguments left to right (attributes, then
 * inputs, each compared by size first). This is the order in which the
 * enumerator meets expressions of one size (the pool's variables aside,
 * which it takes in pool order), written out so that an orientation does
 * not depend on which of two equal expressions happened to be met first.
 */
static int term_order(const term *a, const term *b)
{
	int d = cmp_int(term_size(a), term_size(b));
	if (d || (d = cmp_int(kind_rank(a), kind_rank(b))))
		return d;
	if (a->kind == TERM_INT)
		return cmp_int(a->value, b->value);
	if (a->kind == TERM_VAR) {
		d = strcmp(a->name, b->name);
		return d < 0 ? -1 : d > 0;
	}
	if ((d = cmp_int(a->op, b->op)) || (d = cmp_int(a->out, b->out)) || (d = cmp_int(a->nargs, b->nargs)))
		return d;
	for (int i = 0; i < a->nargs; i++)
		if ((d = term_order(a->args[i], b->args[i])))
			return d;
	return 0;
}

/*
 * Which side goes on the left (docs/rules.md, "Orientation"): > 0 for a,
 * < 0 for b, 0 only for equal terms. The larger side (operators, counted
 * as a tree); of equal sizes, the one with more contractions, so that the
 * rule replaces matrix products and convolutions by fewer, larger ones
 * (a merge: what TASO's search gains on BERT and NasRNN); then the later
 * side in term_order.
 */
static int side_order(const spec_set *s, const term *a, const term *b)
{
	int d = term_size(a) - term_size(b);
	if (d)
		return d;
	if ((d = contractions(s, a) - contractions(s, b)))
		return d;
	return term_order(a, b);
}

/* Orients by side_order; a left side that leaves a variable unbound is turned round. */
static bool orient(const spec_set *s, term **lhs, term **rhs)
{
	if (side_order(s, *lhs, *rhs) < 0 || (*lhs)->kind != TERM_OP)
		swap(lhs, rhs);
	if ((*lhs)->kind != TERM_OP)
		return false;
	if (gen_vars_within(*rhs, *lhs))
		return true;
	if ((*rhs)->kind == TERM_OP && gen_vars_within(*lhs, *rhs)) {
		swap(lhs, rhs);
		return true;
	}
	return false;
}

int gen_cands_prepare(gen_cands *c, term **plhs, term **prhs)
{
	term *lhs = *plhs, *rhs = *prhs;
	*plhs = *prhs = NULL;
	c->seen++;
	if (!lhs || !rhs) {
		c->oom = 1;
		goto drop;
	}
	if (!gen_terms_agree(c->t, lhs, rhs, c->env)) {
		c->unconfirmed++;
		goto drop;
	}
	if (gen_has_shape_only_var(lhs, rhs, c->shape_only, c->max_in)) {
		c->shape_only_var++;
		goto drop;
	}
	if (!orient(c->t->s, &lhs, &rhs)) {
		c->unbound++;
		goto drop;
	}
	if (!c->opts.no_factor) {
		int f, any = 0;
		while ((f = gen_factor_common(c->t, c->env, c->shape_only, c->max_in, &lhs, &rhs)) == 1)
			any = 1;
		if (f < 0) {
			c->oom = 1;
			goto drop;
		}
		if (f == 2) {
			c->factored++;
			goto drop;
		}
		c->factored += any;
		if (any && !orient(c->t->s, &lhs, &rhs)) {
			c->unbound++;
			goto drop;
		}
		/* factoring can leave a variable that only gives a constant its shape */
		if (any && gen_has_shape_only_var(lhs, rhs, c->shape_only, c->max_in)) {
			c->shape_only_var++;
			goto drop;
		}
	}
	if (!c->opts.no_canon && gen_canon_vars(&lhs, 1, &rhs, 1) != 0) {
		c->oom = 1;
		goto drop;
	}
	*plhs = lhs;
	*prhs = rhs;
	return 1;
drop:
	term_free(lhs);
	term_free(rhs);
	return 0;
}

void gen_cands_admit(gen_cands *c, term *lhs, term *rhs)
{
	if (implied(c, lhs, rhs)) {
		c->duplicate++;
		term_free(lhs);
		term_free(rhs);
		return;
	}
	if (keep(c, 1, &lhs, &rhs) != 0) {
		c->oom = 1;
		term_free(lhs);
		term_free(rhs);
	}
}

void gen_cands_offer(gen_cands *c, term *lhs, term *rhs)
{
	if (gen_cands_prepare(c, &lhs, &rhs) == 1)
		gen_cands_admit(c, lhs, rhs);
}

/* Drops dead rules and rebuilds the index by left root. */
static void compact(gen_cands *c, const bool *dead)
{
	int n = 0;
	for (int i = 0; i < c->nkept; i++) {
		if (dead[i]) {
			for (int r = 0; r < c->kept[i].nroots; r++) {
				term_free(c->kept[i].lhs[r]);
				term_free(c->kept[i].rhs[r]);
			}
			continue;
		}
		c->kept[n++] = c->kept[i];
	}
	c->nkept = n;
	for (int op = 0; op < c->t->s->nops; op++)
		c->nby_op[op] = 0;
	for (int i = 0; i < n; i++) {
		if (c->kept[i].nroots != 1)
			continue;
		int op = c->kept[i].lhs[0]->op;
		/* capacity only shrank: the old arrays hold every entry */
		c->by_op[op][c->nby_op[op]++] = i;
	}
}

static bool instance_of(const spec_set *s, const gen_kept *q, const gen_kept *r)
{
	return gen_rule_instance(s, q->lhs[0], q->rhs[0], r->lhs[0], r->rhs[0]) ||
	       gen_rule_instance(s, q->lhs[0], q->rhs[0], r->rhs[0], r->lhs[0]);
}

int gen_cands_subsume(gen_cands *c)
{
	const spec_set *s = c->t->s;
	bool *dead = calloc((size_t)c->nkept + 1, sizeof *dead);
	if (!dead)
		return -1;
	int removed = 0;
	for (int i = 0; i < c->nkept; i++) {
		const gen_kept *r = &c->kept[i];
		if (r->nroots != 1)
			continue;
		int ops[2] = { r->lhs[0]->op, r->rhs[0]->kind == TERM_OP ? r->rhs[0]->op : -1 };
		for (int o = 0; o < 2 && !dead[i]; o++) {
			if (ops[o] < 0 || (o == 1 && ops[1] == ops[0]))
				continue;
			for (int j = 0; j < c->nby_op[ops[o]] && !dead[i]; j++) {
				int q = c->by_op[ops[o]][j];
				if (q == i || dead[q] || !instance_of(s, &c->kept[q], r))
					continue;
				/* mutual instances are renamings: keep the first */
				if (!instance_of(s, r, &c->kept[q]) || q < i)
					dead[i] = true;
			}
		}
		removed += dead[i];
	}
	c->duplicate += removed;
	compact(c, dead);
	free(dead);
	return 0;
}

/* ---- attribute generalization ---- */

/* One attribute position of a rule, in preorder over lhs then rhs. */
typedef struct slot {
	term *t;            /* the TERM_INT (or the variable that replaces it) */
	const spec_attr *at;
} slot;

static void slots_of(const spec_set *s, term *t, slot *out, int *n, int cap)
{
	if (t->kind != TERM_OP)
		return;
	const spec_op *op = &s->ops[t->op];
	int na = spec_rule_attrs(op);
	for (int i = 0, k = 0; i < t->nargs; i++) {
		if (i < na) {
			while (op->attrs[k].derived)
				k++;
			if (t->args[i]->kind == TERM_INT && *n < cap)
				out[(*n)++] = (slot){ t->args[i], &op->attrs[k] };
			k++;
			continue;
		}
		slots_of(s, t->args[i], out, n, cap);
	}
}

#define MAX_SLOTS 24

typedef struct gkey {
	int idx;
	char *skel;         /* the rule with every attribute value written # */
	int nslots;
	int32_t v[MAX_SLOTS];
} gkey;

static int cmp_gkey(const void *a, const void *b)
{
	const gkey *x = a, *y = b;
	int c = strcmp(x->skel, y->skel);
	if (c)
		return c;
	for (int i = 0; i < x->nslots; i++)
		if (x->v[i] != y->v[i])
			return x->v[i] < y->v[i] ? -1 : 1;
	return x->idx - y->idx;
}

static void print_skel(const spec_set *s, const term *t, gen_buf *b)
{
	if (t->kind == TERM_INT) {
		gen_buf_puts(b, "#");
		return;
	}
	if (t->kind == TERM_VAR) {
		gen_buf_printf(b, "?%s", t->name);
		return;
	}
	gen_buf_printf(b, "(%d.%d", t->op, t->out);
	for (int i = 0; i < t->nargs; i++) {
		gen_buf_puts(b, " ");
		print_skel(s, t->args[i], b);
	}
	gen_buf_puts(b, ")");
}

static int domain_index(const spec_attr *at, int32_t v)
{
	for (int i = 0; i < at->nvalues; i++)
		if ((at->type == SPEC_ENUM ? i : at->values[i]) == v)
			return i;
	return -1;
}

static int32_t domain_value(const spec_attr *at, int i)
{
	return at->type == SPEC_ENUM ? i : at->values[i];
}

/*
 * One group: rules alike but for attribute values, g[0..n) sorted. Finds
 * classes of slots that hold equal values in every member; a class is free
 * when every member, with the class set to any value of the domain, is in
 * the group. Free classes become variables, and the group shrinks to the
 * members holding the first value. Marks the rules that go in dead and
 * rewrites the survivors in place.
 */
static void generalize_group(gen_cands *c, gkey *g, int n, bool *dead, int64_t *merged)
{
	const spec_set *s = c->t->s;
	gen_kept *k0 = &c->kept[g[0].idx];
	slot sl[MAX_SLOTS];
	int m = 0;
	slots_of(s, k0->lhs[0], sl, &m, MAX_SLOTS);
	int mleft = m;
	slots_of(s, k0->rhs[0], sl, &m, MAX_SLOTS);
	/* a group of one may still have a float attribute to generalize (below) */
	if (m != g[0].nslots || m == 0)
		return;
	int cls[MAX_SLOTS];
	for (int i = 0; i < m; i++) {
		cls[i] = i;
		for (int j = 0; j < i && cls[i] == i; j++) {
			if (cls[j] != j || sl[j].at != sl[i].at)
				continue;
			bool tied = true;
			for (int r = 0; r < n && tied; r++)
				tied = g[r].v[i] == g[r].v[j];
			if (tied)
				cls[i] = j;
		}
	}
	bool alive[1024];
	if (n > 1024)
		return;
	for (int r = 0; r < n; r++)
		alive[r] = true;
	bool isvar[MAX_SLOTS] = { false };
	int nvars = 0;
	for (int ci = 0; ci < m; ci++) {
		if (cls[ci] != ci)
			continue;
		const spec_attr *at = sl[ci].at;
		/*
		 * A float attribute's values (hardsigmoid's alpha, beta) are
		 * representatives, not a domain: the kernels key their mod p
		 * functions by the value, so a pairing found for one value is
		 * found for any. Its class generalizes even when the spec lists
		 * one value, and the verifier proves the rule for every value.
		 */
		if (at->nvalues < 2 && at->type != SPEC_FLOAT)
			continue;
		/*
		 * Only attributes both sides use: when the right side ignores
		 * one ((relu (conv2d .. a x w)) holds for a = none and a = relu
		 * because relu is idempotent), the rule for every value is a
		 * fact the axioms do not state, and the instances would be lost.
		 */
		bool left = false, right = false;
		for (int i = 0; i < m; i++)
			if (cls[i] == ci) {
				left |= i < mleft;
				right |= i >= mleft;
			}
		if (!left || !right)
			continue;
		bool free_ = true;
		for (int r = 0; r < n && free_; r++) {
			if (!alive[r])
				continue;
			int32_t v[MAX_SLOTS];
			for (int d = 0; d < at->nvalues && free_; d++) {
				memcpy(v, g[r].v, sizeof v);
				for (int i = 0; i < m; i++)
					if (cls[i] == ci)
						v[i] = domain_value(at, d);
				/* the variant must be a live member */
				bool found = false;
				for (int q = 0; q < n && !found; q++)
					found = alive[q] && memcmp(g[q].v, v, (size_t)m * sizeof *v) == 0;
				free_ = found;
			}
		}
		if (!free_)
			continue;
		isvar[ci] = true;
		nvars++;
		for (int r = 0; r < n; r++)
			if (alive[r] && domain_index(at, g[r].v[ci]) != 0)
				alive[r] = false;
	}
	if (!nvars)
		return;
	for (int r = 0; r < n; r++) {
		if (!alive[r]) {
			dead[g[r].idx] = true;
			(*merged)++;
			continue;
		}
		gen_kept *k = &c->kept[g[r].idx];
		slot ks[MAX_SLOTS];
		int km = 0;
		slots_of(s, k->lhs[0], ks, &km, MAX_SLOTS);
		slots_of(s, k->rhs[0], ks, &km, MAX_SLOTS);
		/* variable names: the attribute's name, numbered when it repeats */
		char names[MAX_SLOTS][48];
		for (int i = 0; i < m; i++) {
			if (!isvar[cls[i]])
				continue;
			if (cls[i] == i) {
				int same = 0;
				for (int j = 0; j < i; j++)
					same += cls[j] == j && isvar[j] && strcmp(sl[j].at->name, sl[i].at->name) == 0;
				if (same)
					snprintf(names[i], sizeof names[i], "%s%d", sl[i].at->name, same + 1);
				else
					snprintf(names[i], sizeof names[i], "%s", sl[i].at->name);
			}
			term *t = ks[i].t;
			char *nm = strdup(names[cls[i]]);
			if (!nm) {
				c->oom = 1;
				return;
			}
			t->kind = TERM_VAR;
			t->name = nm;
			t->value = 0;
		}
	}
}

int gen_cands_generalize(gen_cands *c)
{
	const spec_set *s = c->t->s;
	gkey *g = calloc((size_t)c->nkept + 1, sizeof *g);
	bool *dead = calloc((size_t)c->nkept + 1, sizeof *dead);
	int rc = -1, n = 0;
	if (!g || !dead)
		goto out;
	for (int i = 0; i < c->nkept; i++) {
		gen_kept *k = &c->kept[i];
		if (k->nroots != 1)
			continue;
		slot sl[MAX_SLOTS];
		int m = 0;
		slots_of(s, k->lhs[0], sl, &m, MAX_SLOTS);
		slots_of(s, k->rhs[0], sl, &m, MAX_SLOTS);
		if (m == 0 || m >= MAX_SLOTS)
			continue;
		gen_buf b;
		gen_buf_init(&b);
		print_skel(s, k->lhs[0], &b);
		gen_buf_puts(&b, " => ");
		print_skel(s, k->rhs[0], &b);
		if (b.oom) {
			gen_buf_free(&b);
			goto out;
		}
		g[n].idx = i;
		g[n].skel = b.s;
		g[n].nslots = m;
		for (int j = 0; j < m; j++)
			g[n].v[j] = sl[j].t->value;
		n++;
	}
	qsort(g, (size_t)n, sizeof *g, cmp_gkey);
	int64_t merged = 0;
	for (int i = 0; i < n;) {
		int j = i + 1;
		while (j < n && strcmp(g[j].skel, g[i].skel) == 0)
			j++;
		generalize_group(c, g + i, j - i, dead, &merged);
		i = j;
	}
	c->generalized += merged;
	compact(c, dead);
	rc = c->oom ? -1 : 0;
out:
	for (int i = 0; g && i < n; i++)
		free(g[i].skel);
	free(g);
	free(dead);
	return rc;
}

static term *split_of(int split, int out, int32_t axis, const term *x)
{
	term *t = calloc(1, sizeof *t), *a = calloc(1, sizeof *a), *in = term_copy(x);
	term **args = calloc(2, sizeof *args);
	if (!t || !a || !in || !args) {
		free(t);
		free(a);
		term_free(in);
		free(args);
		return NULL;
	}
	a->kind = TERM_INT;
	a->is_attr = true;
	a->value = axis;
	args[0] = a;
	args[1] = in;
	t->kind = TERM_OP;
	t->op = split;
	t->out = out;
	t->nargs = 2;
	t->args = args;
	return t;
}

/* Replaces attribute variable name by value throughout t. */
static void bind_attr(term *t, const char *name, int32_t value)
{
	if (t->kind == TERM_VAR && t->is_attr && strcmp(t->name, name) == 0) {
		free(t->name);
		t->name = NULL;
		t->kind = TERM_INT;
		t->value = value;
		return;
	}
	for (int i = 0; i < t->nargs; i++)
		bind_attr(t->args[i], name, value);
}

/* One split rule from (concat axis l1 l2) = other, the axis a value. */
static void split_rule(gen_cands *c, int split, int nold, const term *cat, const term *other, const char *axis_var,
		       int32_t axis)
{
	term *lhs[2] = { term_copy(cat->args[1]), term_copy(cat->args[2]) };
	term *t = term_copy(other);
	term *rhs[2] = { NULL, NULL };
	bool ok = lhs[0] && lhs[1] && t;
	if (ok && axis_var) {
		bind_attr(lhs[0], axis_var, axis);
		bind_attr(lhs[1], axis_var, axis);
		bind_attr(t, axis_var, axis);
	}
	if (ok) {
		rhs[0] = split_of(split, 0, axis, t);
		rhs[1] = split_of(split, 1, axis, t);
	}
	term_free(t);
	ok = ok && rhs[0] && rhs[1] && gen_canon_vars(lhs, 2, rhs, 2) == 0;
	for (int j = nold; ok && j < c->nkept; j++)
		if (term_equal(c->kept[j].lhs[0], lhs[0]) && term_equal(c->kept[j].lhs[1], lhs[1]) &&
		    term_equal(c->kept[j].rhs[0], rhs[0]))
			ok = false;
	if (ok && keep(c, 2, lhs, rhs) == 0)
		return;
	if (ok)
		c->oom = 1;
	for (int r = 0; r < 2; r++) {
		term_free(lhs[r]);
		term_free(rhs[r]);
	}
}

void gen_cands_split(gen_cands *c, int split, int max_ops)
{
	const spec_set *s = c->t->s;
	int concat = spec_find(s, "concat");
	if (split < 0 || concat < 0 || spec_rule_attrs(&s->ops[split]) != 1 || s->ops[concat].nattr != 1)
		return;
	const spec_attr *axes = &s->ops[concat].attrs[0];
	int n = c->nkept;
	for (int i = 0; i < n; i++) {
		const gen_kept *k = &c->kept[i];
		if (k->nroots != 1)
			continue;
		for (int side = 0; side < 2; side++) {
			const term *cat = side ? k->rhs[0] : k->lhs[0], *other = side ? k->lhs[0] : k->rhs[0];
			if (cat->kind != TERM_OP || cat->op != concat || cat->nargs != 3 ||
			    other->kind != TERM_OP || other->op == concat)
				continue;
			const term *l1 = cat->args[1], *l2 = cat->args[2];
			if (l1->kind != TERM_OP || l2->kind != TERM_OP || term_equal(l1, l2) ||
			    term_size(other) + 1 > max_ops)
				continue;
			/* split's axis is written in the rule: an axis variable becomes each value */
			const term *a = cat->args[0];
			if (a->kind == TERM_INT)
				split_rule(c, split, n, cat, other, NULL, a->value);
			else
				for (int v = 0; v < axes->nvalues; v++)
					split_rule(c, split, n, cat, other, a->name, axes->values[v]);
		}
	}
}

/* Operator names of t in preorder, joined by '_'. */
static void op_names(const spec_set *s, const term *t, gen_buf *b)
{
	if (t->kind != TERM_OP)
		return;
	const spec_op *op = &s->ops[t->op];
	if (b->len && b->s[b->len - 1] != '_')
		gen_buf_puts(b, "_");
	if (op->nout > 1)
		gen_buf_printf(b, "%s%d", op->name, t->out);
	else
		gen_buf_puts(b, op->name);
	for (int i = 0; i < t->nargs; i++)
		op_names(s, t->args[i], b);
}

typedef struct sorted {
	int idx, nroots, size;
	char *text;
	char *base;
} sorted;

static int cmp_sorted(const void *a, const void *b)
{
	const sorted *x = a, *y = b;
	if (x->nroots != y->nroots)
		return x->nroots - y->nroots;
	if (x->size != y->size)
		return x->size - y->size;
	return strcmp(x->text, y->text);
}

int gen_cands_finish(gen_cands *c, rule_set *out)
{
	const spec_set *s = c->t->s;
	memset(out, 0, sizeof *out);
	sorted *v = calloc((size_t)c->nkept + 1, sizeof *v);
	if (!v)
		return -1;
	int rc = 0;
	for (int i = 0; i < c->nkept && rc == 0; i++) {
		gen_kept *k = &c->kept[i];
		rule r;
		memset(&r, 0, sizeof r);
		r.nroots = k->nroots;
		r.lhs = k->lhs;
		r.rhs = k->rhs;
		gen_buf b, nb;
		gen_buf_init(&b);
		gen_buf_init(&nb);
		rule_print_body(s, &r, &b);
		for (int j = 0; j < k->nroots; j++)
			op_names(s, k->lhs[j], &nb);
		gen_buf_puts(&nb, "__");
		for (int j = 0; j < k->nroots; j++)
			op_names(s, k->rhs[j], &nb);
		if (nb.len > 100)
			nb.s[nb.len = 100] = '\0';
		v[i] = (sorted){ i, k->nroots, k->size, b.s, nb.s };
		if (b.oom || nb.oom)
			rc = -1;
	}
	qsort(v, (size_t)c->nkept, sizeof *v, cmp_sorted);
	for (int i = 0; i < c->nkept && rc == 0; i++) {
		int nth = 1;
		for (int j = 0; j < i; j++)
			nth += strcmp(v[j].base, v[i].base) == 0;
		char name[128];
		snprintf(name, sizeof name, "%s_%d", v[i].base, nth);
		gen_kept *k = &c->kept[v[i].idx];
		term *l[2] = { NULL, NULL }, *r[2] = { NULL, NULL };
		for (int j = 0; j < k->nroots; j++) {
			l[j] = term_copy(k->lhs[j]);
			r[j] = term_copy(k->rhs[j]);
			if (!l[j] || !r[j])
				rc = -1;
		}
		if (rc == 0 && rule_set_add(out, name, k->nroots, l, r) != 0)
			rc = -1;
		if (rc != 0)
			for (int j = 0; j < k->nroots; j++) {
				term_free(l[j]);
				term_free(r[j]);
			}
	}
	for (int i = 0; i < c->nkept; i++) {
		free(v[i].text);
		free(v[i].base);
	}
	free(v);
	if (rc != 0)
		rule_set_free(out);
	return rc;
}

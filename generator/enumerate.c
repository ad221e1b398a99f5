/* enumerate.c: bottom-up enumeration of expressions, one representative per class. */
#include "enumerate.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * The key invariant, as in Quartz's generator: an expression of size k is
 * built only from representatives of sizes below k. Any expression with a
 * non-representative subexpression is equivalent to one built from the
 * subexpression's representative, so extending non-representatives finds
 * nothing that is not an instance of a candidate already reported; the
 * table stays one entry per class, and the enumeration stays tractable.
 *
 * The table is appended in size order, so the representatives of size s are
 * the ids in [size_start[s], size_start[s + 1]). Residues are kept for the
 * representatives that later sizes read; the largest size keeps only prints.
 */

#define ERR(...) (snprintf(err, errsize, __VA_ARGS__), -1)

static int push_expr(gen_enum *en, const gen_expr *e)
{
	if (en->nex == en->capex) {
		/* 1.5x: the table is most of the memory at 4 operators */
		int32_t cap = en->capex ? en->capex + en->capex / 2 : 1024;
		gen_expr *p = realloc(en->ex, (size_t)cap * sizeof *p);
		if (!p)
			return -1;
		en->ex = p;
		en->capex = cap;
	}
	en->ex[en->nex++] = *e;
	return 0;
}

static int64_t push_vals(gen_enum *en, const uint64_t *v, int64_t n)
{
	if (en->nvals + n > en->capvals) {
		int64_t cap = en->capvals ? en->capvals : 4096;
		while (cap < en->nvals + n)
			cap *= 2;
		uint64_t *p = realloc(en->vals, (size_t)cap * sizeof *p);
		if (!p)
			return -1;
		en->vals = p;
		en->capvals = cap;
	}
	int64_t at = en->nvals;
	memcpy(en->vals + at, v, (size_t)n * sizeof *v);
	en->nvals += n;
	return at;
}

static int grow_slots(gen_enum *en)
{
	int64_t n = en->nslots ? en->nslots * 2 : 1 << 12;
	int32_t *s = malloc((size_t)n * sizeof *s);
	if (!s)
		return -1;
	for (int64_t i = 0; i < n; i++)
		s[i] = -1;
	for (int32_t id = 0; id < en->nex; id++) {
		int64_t h = (int64_t)(en->ex[id].print & (uint64_t)(n - 1));
		while (s[h] >= 0)
			h = (h + 1) & (n - 1);
		s[h] = id;
	}
	free(en->slots);
	en->slots = s;
	en->nslots = n;
	return 0;
}

/* The representative with this print and these residues, or -1. */
static int32_t lookup(const gen_enum *en, uint64_t print, const tasoc_shape *shape, const uint64_t *v)
{
	int64_t h = (int64_t)(print & (uint64_t)(en->nslots - 1));
	for (; en->slots[h] >= 0; h = (h + 1) & (en->nslots - 1)) {
		const gen_expr *r = &en->ex[en->slots[h]];
		if (r->print != print || !tasoc_shape_eq(&r->shape, shape))
			continue;
		/* a 64-bit collision is rare; residues settle it where they are kept */
		if (r->val >= 0 && memcmp(en->vals + r->val, v, (size_t)tasoc_numel(shape) * sizeof *v) != 0)
			continue;
		return en->slots[h];
	}
	return -1;
}

static int insert(gen_enum *en, const gen_expr *e)
{
	if ((en->nex + 1) * 2 > en->nslots && grow_slots(en) != 0)
		return -1;
	if (push_expr(en, e) != 0)
		return -1;
	int64_t h = (int64_t)(e->print & (uint64_t)(en->nslots - 1));
	while (en->slots[h] >= 0)
		h = (h + 1) & (en->nslots - 1);
	en->slots[h] = en->nex - 1;
	return 0;
}

const uint64_t *gen_enum_vals(const gen_enum *en, int32_t id)
{
	return en->ex[id].val >= 0 ? en->vals + en->ex[id].val : NULL;
}

static term *mk(term_kind k)
{
	term *t = calloc(1, sizeof *t);
	if (t)
		t->kind = k;
	return t;
}

void gen_enum_attrs(const gen_enum *en, int op, int32_t acomb, int32_t *attr)
{
	const spec_op *o = &en->t->s->ops[op];
	/* the odometer steps the last attribute fastest */
	for (int i = o->nattr - 1; i >= 0; i--) {
		attr[i] = o->attrs[i].values[acomb % o->attrs[i].nvalues];
		acomb /= o->attrs[i].nvalues;
	}
}

term *gen_enum_term(const gen_enum *en, const gen_expr *e)
{
	if (e->op < 0) {
		term *v = mk(TERM_VAR);
		if (v && !(v->name = strdup(en->env->names[e->in[0]]))) {
			free(v);
			return NULL;
		}
		return v;
	}
	const spec_op *op = &en->t->s->ops[e->op];
	term *t = mk(TERM_OP);
	if (!t || !(t->args = calloc((size_t)(op->nattr + op->nin) + 1, sizeof *t->args))) {
		free(t);
		return NULL;
	}
	t->op = e->op;
	int32_t attr[TASOC_MAX_ATTRS];
	gen_enum_attrs(en, e->op, e->acomb, attr);
	for (int i = 0; i < op->nattr; i++) {
		term *a = mk(TERM_INT);
		if (!a) {
			term_free(t);
			return NULL;
		}
		a->is_attr = true;
		a->value = attr[i];
		t->args[t->nargs++] = a;
	}
	for (int i = 0; i < op->nin; i++) {
		term *a = gen_enum_term(en, &en->ex[e->in[i]]);
		if (!a) {
			term_free(t);
			return NULL;
		}
		t->args[t->nargs++] = a;
	}
	return t;
}

/* Steps an attribute odometer; false after the last combination. */
static bool next_attrs(const spec_op *op, int *idx, int32_t *attr)
{
	for (int i = op->nattr - 1; i >= 0; i--) {
		if (++idx[i] < op->attrs[i].nvalues) {
			attr[i] = op->attrs[i].values[idx[i]];
			return true;
		}
		idx[i] = 0;
		attr[i] = op->attrs[i].values[0];
	}
	return false;
}

static void first_attrs(const spec_op *op, int *idx, int32_t *attr)
{
	for (int i = 0; i < op->nattr; i++) {
		idx[i] = 0;
		attr[i] = op->attrs[i].values[0];
	}
}

/*
 * Which inputs an operator reads only for their shape (the constants' x,
 * enlarge's reference kernel): found by running the kernel on the first
 * inputs that fit and again with one input's residues replaced. Such
 * inputs are bound to variables only; for a constant (every input read
 * for its shape) the print remembers which variables, since the residues
 * cannot tell (eye x) from (eye y).
 */
static void detect_shape_only(gen_enum *en, int op)
{
	const spec_op *o = &en->t->s->ops[op];
	int nv = en->env->n, idx[TASOC_MAX_ATTRS];
	int32_t attr[TASOC_MAX_ATTRS] = { 0 };
	first_attrs(o, idx, attr);
	do {
		int pick[GEN_MAX_IN] = { 0 };
		for (;;) {
			tasoc_shape in[GEN_MAX_IN], out[TASOC_MAX_OUT];
			const uint64_t *v[GEN_MAX_IN];
			for (int i = 0; i < o->nin; i++) {
				in[i] = en->env->shapes[0][pick[i]];
				v[i] = en->env->vals[0][pick[i]];
			}
			if (gen_apply_shape(en->t, op, attr, in, out) == 0) {
				int64_t n = tasoc_numel(&out[0]);
				uint64_t *a = malloc((size_t)n * sizeof *a), *b = malloc((size_t)n * sizeof *b);
				bool ok = a && b && gen_apply(en->t, op, attr, in, v, out, a) == 0;
				for (int i = 0; ok && i < o->nin; i++) {
					int64_t m = tasoc_numel(&in[i]);
					uint64_t *r = malloc((size_t)m * sizeof *r);
					if (!r)
						break;
					gen_fill_random(r, m, 0xc0ffee + (uint64_t)i);
					const uint64_t *w[GEN_MAX_IN];
					memcpy(w, v, sizeof w);
					w[i] = r;
					if (gen_apply(en->t, op, attr, in, w, out, b) == 0 &&
					    memcmp(a, b, (size_t)n * sizeof *a) == 0)
						en->shape_only[op * GEN_MAX_IN + i] = true;
					free(r);
				}
				free(a);
				free(b);
				return;
			}
			int i = o->nin - 1;
			while (i >= 0 && ++pick[i] == nv)
				pick[i--] = 0;
			if (i < 0)
				break;
		}
	} while (next_attrs(o, idx, attr));
}

/* True when input i of op fits some rank-4 variable but never one of another rank. */
static bool rank4_only(const gen_enum *en, int op, int i)
{
	const spec_op *o = &en->t->s->ops[op];
	int nv = en->env->n, idx[TASOC_MAX_ATTRS];
	int32_t attr[TASOC_MAX_ATTRS] = { 0 };
	bool fits4 = false;
	first_attrs(o, idx, attr);
	do {
		int pick[GEN_MAX_IN] = { 0 };
		for (;;) {
			tasoc_shape in[GEN_MAX_IN], out[TASOC_MAX_OUT];
			for (int j = 0; j < o->nin; j++)
				in[j] = en->env->shapes[0][pick[j]];
			if (gen_apply_shape(en->t, op, attr, in, out) == 0) {
				if (in[i].rank != 4)
					return false;
				fits4 = true;
			}
			int j = o->nin - 1;
			while (j >= 0 && ++pick[j] == nv)
				pick[j--] = 0;
			if (j < 0)
				break;
		}
	} while (next_attrs(o, idx, attr));
	return fits4;
}

static void set_roles(gen_enum *en, int op)
{
	const spec_op *o = &en->t->s->ops[op];
	for (int i = 0; i < o->nin; i++) {
		uint8_t r = GEN_ROLE_ANY;
		if (strcmp(o->inputs[i], "w") == 0 || strcmp(o->inputs[i], "r") == 0)
			r = GEN_ROLE_WEIGHT;
		else if (rank4_only(en, op, i))
			r = GEN_ROLE_ACT;
		en->role[op * GEN_MAX_IN + i] = r;
	}
}

int gen_enum_init(gen_enum *en, const gen_optab *t, const gen_env *env, const bool *var_weight,
		  int nops, const int *ops, char *err, size_t errsize)
{
	memset(en, 0, sizeof *en);
	en->t = t;
	en->env = env;
	const spec_set *s = t->s;
	if (nops == 0)
		return ERR("no operators to enumerate (the spec marks none with generate = true, or --ops selected none)");
	en->ops = malloc((size_t)nops * sizeof *en->ops);
	en->shape_only = calloc((size_t)s->nops * GEN_MAX_IN, sizeof *en->shape_only);
	en->role = calloc((size_t)s->nops * GEN_MAX_IN, sizeof *en->role);
	if (!en->ops || !en->shape_only || !en->role)
		return ERR("out of memory");
	for (int k = 0; k < nops; k++) {
		const spec_op *op = &s->ops[ops[k]];
		if (op->nout != 1)
			return ERR("%s: %s has %d outputs; the enumerator builds single-output expressions",
				   op->file, op->name, op->nout);
		if (op->nin > GEN_MAX_IN || op->nin == 0)
			return ERR("%s: %s has %d inputs; the enumerator takes 1 to %d", op->file, op->name,
				   op->nin, GEN_MAX_IN);
		if (t->top[ops[k]] < 0)
			return ERR("%s: %s has no kernel in this build (run make rules, then rebuild)", op->file,
				   op->name);
		for (int i = 0; i < op->nattr; i++) {
			if (op->attrs[i].derived)
				return ERR("%s: %s: attribute %s is derived from shapes and cannot be enumerated",
					   op->file, op->name, op->attrs[i].name);
			if (op->attrs[i].nvalues <= 0)
				return ERR("%s: %s: attribute %s has no values to enumerate", op->file, op->name,
					   op->attrs[i].name);
		}
		en->ops[k] = ops[k];
	}
	en->nops = nops;
	for (int i = 0; i < env->n; i++) {
		gen_expr e;
		memset(&e, 0, sizeof e);
		e.op = -1;
		e.in[0] = i;
		e.weight = (uint8_t)var_weight[i];
		e.shape = env->shapes[0][i];
		e.print = gen_hash_tensor(&e.shape, env->vals[0][i]);
		if ((e.val = push_vals(en, env->vals[0][i], tasoc_numel(&e.shape))) < 0 || insert(en, &e) != 0)
			return ERR("out of memory");
	}
	en->size_start[0] = 0;
	en->size_start[1] = en->nex;
	for (int k = 0; k < nops; k++) {
		detect_shape_only(en, ops[k]);
		set_roles(en, ops[k]);
	}
	return 0;
}

void gen_enum_free(gen_enum *en)
{
	free(en->ops);
	free(en->shape_only);
	free(en->role);
	free(en->ex);
	free(en->vals);
	free(en->slots);
	memset(en, 0, sizeof *en);
}

/* State of one (op, attributes, sizes) sweep over input tuples. */
typedef struct sweep {
	gen_enum *en;
	int op, nin, size, max_size;
	bool comm;
	const int32_t *attr;
	int sizes[GEN_MAX_IN];
	gen_expr e;
	uint64_t *scratch;
	int64_t cap;
	int err;
	bool blocked;                   /* the last size of a sharded run: one unit at a time */
	int32_t blk[GEN_MAX_IN];
} sweep;

static void leaf(sweep *w)
{
	gen_enum *en = w->en;
	gen_expr *e = &w->e;
	tasoc_shape in[GEN_MAX_IN], out[TASOC_MAX_OUT];
	const uint64_t *v[GEN_MAX_IN];
	en->tried++;
	for (int i = 0; i < w->nin; i++)
		in[i] = en->ex[e->in[i]].shape;
	if (gen_apply_shape(en->t, w->op, w->attr, in, out) != 0)
		return;
	int64_t n = tasoc_numel(&out[0]);
	if (n > w->cap) {
		uint64_t *p = realloc(w->scratch, (size_t)n * sizeof *p);
		if (!p) {
			w->err = 1;
			return;
		}
		w->scratch = p;
		w->cap = n;
	}
	for (int i = 0; i < w->nin; i++)
		v[i] = en->vals + en->ex[e->in[i]].val;
	if (gen_apply(en->t, w->op, w->attr, in, v, out, w->scratch) != 0)
		return;
	en->evaluated++;
	e->shape = out[0];
	e->weight = 1; /* constants count as weights: (idkernel k x) is a kernel */
	for (int i = 0; i < w->nin; i++)
		if (!en->shape_only[w->op * GEN_MAX_IN + i] && !en->ex[e->in[i]].weight)
			e->weight = 0;
	e->print = gen_hash_tensor(&out[0], w->scratch);
	/* a constant's residues cannot tell (eye x) from (eye y): its variables can */
	bool constant = true;
	for (int i = 0; i < w->nin; i++)
		constant &= en->shape_only[w->op * GEN_MAX_IN + i];
	for (int i = 0; constant && i < w->nin; i++)
		e->print = gen_hash_mix(e->print, 0x1000u + (uint64_t)i * 64u + (uint64_t)e->in[i]);
	int32_t rep = lookup(en, e->print, &out[0], w->scratch);
	if (rep >= 0) {
		en->matched++;
		e->val = -1;
		if (en->found)
			en->found(en->ctx, en, e, rep);
		if (!en->all_terms)
			return;
	}
	e->val = -1;
	if (en->fresh && w->size == w->max_size) {
		en->fresh(en->ctx, en, e);
		return;
	}
	if (w->size < w->max_size && (e->val = push_vals(en, w->scratch, n)) < 0) {
		w->err = 1;
		return;
	}
	if (insert(en, e) != 0)
		w->err = 1;
	if (en->progress && (en->evaluated & 0xffff) == 0)
		en->progress(en->ctx, en, w->size);
}

/* The ids input i of the sweep ranges over. */
static void input_range(const sweep *w, int i, int32_t *lo, int32_t *hi)
{
	const gen_enum *en = w->en;
	if (en->shape_only[w->op * GEN_MAX_IN + i]) {
		*lo = 0;
		*hi = en->env->n;
	} else {
		*lo = en->size_start[w->sizes[i]];
		*hi = en->size_start[w->sizes[i] + 1];
	}
}

static void fill(sweep *w, int i)
{
	if (w->err)
		return;
	if (i == w->nin) {
		leaf(w);
		return;
	}
	gen_enum *en = w->en;
	int32_t lo, hi;
	input_range(w, i, &lo, &hi);
	if (w->blocked) {
		/* one unit: the ids of block blk[i] */
		int32_t b = gen_unit_block(w->nin);
		if (lo < w->blk[i] * b)
			lo = w->blk[i] * b;
		if (hi > (w->blk[i] + 1) * b)
			hi = (w->blk[i] + 1) * b;
	}
	/* commutative: one operand order, the smaller id first */
	if (w->comm && i == 1 && lo < w->e.in[0])
		lo = w->e.in[0];
	uint8_t role = en->role[w->op * GEN_MAX_IN + i];
	for (int32_t id = lo; id < hi && !w->err; id++) {
		if ((role == GEN_ROLE_WEIGHT && !en->ex[id].weight) || (role == GEN_ROLE_ACT && en->ex[id].weight))
			continue;
		w->e.in[i] = id;
		fill(w, i + 1);
	}
}

int gen_unit_block(int nin)
{
	/*
	 * At most 64 to 256 expressions a unit: confirmed pairs cost ten times
	 * an expression and cluster in some units, so a shard must hold hundreds
	 * of units to match the others (with 1024, a 5-operator run of 20,000
	 * expressions a shard had a max/mean of 2.1 over 256 shards). Walking
	 * the units costs a shard tens of milliseconds at 4 operators.
	 */
	return nin <= 1 ? 64 : nin == 2 ? 16 : nin == 3 ? 4 : 2;
}

uint64_t gen_unit_hash(int size, int op, int32_t acomb, int comp, int nin, const int32_t *block)
{
	uint64_t h = gen_hash_mix(0x5eed5ca1ab1eull, (uint64_t)size);
	h = gen_hash_mix(h, (uint64_t)op);
	h = gen_hash_mix(h, (uint64_t)(uint32_t)acomb);
	h = gen_hash_mix(h, (uint64_t)comp);
	for (int i = 0; i < nin; i++)
		h = gen_hash_mix(h, (uint64_t)(uint32_t)block[i]);
	return h;
}

int gen_enum_comp(const gen_enum *en, const gen_expr *e)
{
	int comp = 0;
	for (int i = 0; i < e->nin; i++)
		comp |= (e->op >= 0 ? en->ex[e->in[i]].size : 0) << (12 - 4 * i);
	return comp;
}

/* The units of one composition: every tuple of blocks the filter takes. */
static void fill_units(sweep *w, int i)
{
	if (w->err)
		return;
	gen_enum *en = w->en;
	if (i == w->nin) {
		int comp = 0;
		for (int j = 0; j < w->nin; j++)
			comp |= w->sizes[j] << (12 - 4 * j);
		if (en->unit(en->ctx, gen_unit_hash(w->size, w->op, w->e.acomb, comp, w->nin, w->blk)))
			fill(w, 0);
		return;
	}
	int32_t lo, hi, b = gen_unit_block(w->nin);
	input_range(w, i, &lo, &hi);
	for (int32_t k = lo / b; hi > lo && k <= (hi - 1) / b; k++) {
		/* commutative: no id of this block reaches the first input's smallest */
		if (w->comm && i == 1 && (k + 1) * b <= w->blk[0] * b)
			continue;
		w->blk[i] = k;
		fill_units(w, i + 1);
	}
}

/* Every split of `left` operators over inputs i.. (shape-only inputs get none). */
static void compose(sweep *w, int i, int left)
{
	if (i == w->nin) {
		if (left != 0)
			return;
		if (w->blocked)
			fill_units(w, 0);
		else
			fill(w, 0);
		return;
	}
	if (w->en->shape_only[w->op * GEN_MAX_IN + i]) {
		w->sizes[i] = 0;
		compose(w, i + 1, left);
		return;
	}
	for (int s = 0; s <= left; s++) {
		/* commutative pairs: sizes ascending, matching ids ascending */
		if (w->comm && i == 1 && s < w->sizes[0])
			continue;
		w->sizes[i] = s;
		compose(w, i + 1, left - s);
	}
}

int gen_enum_run(gen_enum *en, int max_size)
{
	return gen_enum_sizes(en, 1, max_size, max_size);
}

int gen_enum_sizes(gen_enum *en, int from, int to, int max_size)
{
	if (max_size > 14)
		max_size = 14;
	if (to > max_size)
		to = max_size;
	sweep w;
	memset(&w, 0, sizeof w);
	w.en = en;
	w.max_size = max_size;
	for (int k = from; k <= to; k++) {
		w.blocked = en->unit && k == max_size;
		en->cur_size = k;
		for (int j = 0; j < en->nops; j++) {
			int op = en->ops[j];
			const spec_op *o = &en->t->s->ops[op];
			int idx[TASOC_MAX_ATTRS];
			int32_t attr[TASOC_MAX_ATTRS] = { 0 };
			first_attrs(o, idx, attr);
			w.op = op;
			w.nin = o->nin;
			w.size = k;
			w.comm = o->commutative && o->nin == 2;
			w.attr = attr;
			int32_t acomb = 0;
			do {
				memset(&w.e, 0, sizeof w.e);
				w.e.op = (int16_t)op;
				w.e.nin = (uint8_t)o->nin;
				w.e.size = (uint8_t)k;
				w.e.acomb = acomb++;
				compose(&w, 0, k - 1);
			} while (!w.err && next_attrs(o, idx, attr));
			if (w.err)
				break;
		}
		en->size_start[k + 1] = en->nex;
		if (en->progress)
			en->progress(en->ctx, en, k);
		if (w.err)
			break;
	}
	free(w.scratch);
	return w.err ? -1 : 0;
}

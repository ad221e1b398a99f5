/* fingerprint.c: random residues, tensor hashes, and mod p evaluation of ops and terms. */
#include "fingerprint.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/modp.h"

uint64_t gen_rand_next(uint64_t *state)
{
	uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

void gen_fill_random(uint64_t *v, int64_t n, uint64_t seed)
{
	uint64_t st = seed;
	for (int64_t i = 0; i < n; i++)
		v[i] = gen_rand_next(&st) % TASOC_MODP;
}

uint64_t gen_hash_mix(uint64_t h, uint64_t v)
{
	uint64_t st = h ^ (v + 0x632be59bd9b4e019ull + (h << 6) + (h >> 2));
	return gen_rand_next(&st);
}

uint64_t gen_hash_tensor(const tasoc_shape *shape, const uint64_t *v)
{
	uint64_t h = gen_hash_mix(0x5851f42d4c957f2dull, (uint64_t)shape->rank);
	for (int i = 0; i < shape->rank; i++)
		h = gen_hash_mix(h, (uint64_t)shape->dim[i]);
	int64_t n = tasoc_numel(shape);
	for (int64_t i = 0; i < n; i++)
		h = gen_hash_mix(h, v[i]);
	return h;
}

/* The compiled op by name (a local loop: the runtime keeps no name index). */
static int compiled_op(const char *name)
{
	for (int k = 0; k < TASOC_OP_COUNT; k++)
		if (strcmp(tasoc_ops[k].name, name) == 0)
			return k;
	return -1;
}

int gen_optab_init(gen_optab *t, const spec_set *s, char *err, size_t errsize)
{
	t->s = s;
	t->top = malloc(((size_t)s->nops + 1) * sizeof *t->top);
	if (!t->top) {
		snprintf(err, errsize, "out of memory");
		return -1;
	}
	for (int i = 0; i < s->nops; i++) {
		int k = compiled_op(s->ops[i].name);
		/* a spec newer than the compiled table: usable only if it still agrees */
		if (k >= 0 && (tasoc_ops[k].nin != s->ops[i].nin || tasoc_ops[k].nattr != s->ops[i].nattr ||
			       tasoc_ops[k].nout != s->ops[i].nout))
			k = -1;
		t->top[i] = k;
	}
	return 0;
}

void gen_optab_free(gen_optab *t)
{
	free(t->top);
	t->top = NULL;
}

int gen_apply_shape(const gen_optab *t, int op, const int32_t *attr, const tasoc_shape *in,
		    tasoc_shape *out)
{
	int k = t->top[op];
	if (k < 0 || !tasoc_ops[k].shape)
		return -1;
	memset(out, 0, sizeof *out * (size_t)tasoc_ops[k].nout);
	return tasoc_ops[k].shape(attr, in, out) == 0 ? 0 : -1;
}

int gen_apply(const gen_optab *t, int op, const int32_t *attr, const tasoc_shape *in,
	      const uint64_t *const *vals, const tasoc_shape *out, uint64_t *res)
{
	int k = t->top[op];
	const tasoc_op_info *info = &tasoc_ops[k];
	tasoc_node n;
	memset(&n, 0, sizeof n);
	n.op = (uint16_t)k;
	n.nin = (uint8_t)info->nin;
	n.nout = 1;
	n.name = -1;
	n.data = -1;
	if (info->nattr)
		memcpy(n.attr, attr, (size_t)info->nattr * sizeof *attr);
	n.out[0] = out[0];
	void *outs[1] = { res };
	const void *ins[TASOC_MAX_IN];
	for (int i = 0; i < info->nin; i++)
		ins[i] = vals[i];
	tasoc_kargs ka = { TASOC_MODE_MODP, &n, in, ins, out, outs };
	return info->kernel(&ka) == 0 ? 0 : -1;
}

int gen_env_add(gen_env *e, const char *name, const tasoc_shape *shapes, uint64_t seed)
{
	if (e->n == e->cap) {
		int cap = e->cap ? e->cap * 2 : 16;
		const char **nm = realloc(e->names, (size_t)cap * sizeof *nm);
		if (!nm)
			return -1;
		e->names = nm;
		for (int k = 0; k < GEN_NSETS; k++) {
			tasoc_shape *sh = realloc(e->shapes[k], (size_t)cap * sizeof *sh);
			if (!sh)
				return -1;
			e->shapes[k] = sh;
			uint64_t **v = realloc(e->vals[k], (size_t)cap * sizeof *v);
			if (!v)
				return -1;
			e->vals[k] = v;
		}
		e->cap = cap;
	}
	for (int k = 0; k < GEN_NSETS; k++) {
		int64_t n = tasoc_numel(&shapes[k]);
		e->vals[k][e->n] = malloc((size_t)n * sizeof(uint64_t));
		if (!e->vals[k][e->n]) {
			for (int j = 0; j < k; j++)
				free(e->vals[j][e->n]);
			return -1;
		}
		/* a different stream per variable and per set */
		uint64_t *v = e->vals[k][e->n];
		gen_fill_random(v, n, seed * 0x100000001b3ull + (uint64_t)k * 0x9e3779b9ull);
		/*
		 * Sets 2 and 4 lean negative (9 in 10): on uniform residues the
		 * maximum of a 3 by 3 window is positive but once in 512, so
		 * (relu (maxpool x)) and (maxpool x) would look alike. In set 2
		 * weights lean positive, so convolutions come out negative too.
		 */
		bool is_weight = e->weight && e->n < e->nweight && e->weight[e->n];
		int lean = k == 4 || (k == 2 && !is_weight) ? -1 : k == 2 ? 1 : 0;
		for (int64_t i = 0; lean && i < n; i++)
			if ((tasoc_modp_to_int(v[i]) > 0) == (lean < 0) && v[i] % 10 != 0)
				v[i] = TASOC_MODP - v[i];

	}
	e->names[e->n] = name;
	for (int k = 0; k < GEN_NSETS; k++)
		e->shapes[k][e->n] = shapes[k];
	e->n++;
	return 0;
}

void gen_env_pop(gen_env *e)
{
	e->n--;
	for (int k = 0; k < GEN_NSETS; k++)
		free(e->vals[k][e->n]);
}

int gen_env_find(const gen_env *e, const char *name)
{
	for (int i = 0; i < e->n; i++)
		if (strcmp(e->names[i], name) == 0)
			return i;
	return -1;
}

void gen_env_free(gen_env *e)
{
	for (int k = 0; k < GEN_NSETS; k++) {
		for (int i = 0; i < e->n; i++)
			free(e->vals[k][i]);
		free(e->vals[k]);
		free(e->shapes[k]);
	}
	free(e->names);
	memset(e, 0, sizeof *e);
}

int gen_eval_term(const gen_optab *t, const term *x, const gen_env *e, int set,
		  tasoc_shape *shape, uint64_t **vals)
{
	*vals = NULL;
	if (x->kind == TERM_VAR) {
		int i = gen_env_find(e, x->name);
		if (i < 0 || x->is_attr)
			return -1;
		*shape = e->shapes[set][i];
		size_t bytes = (size_t)tasoc_numel(shape) * sizeof(uint64_t);
		if (!(*vals = malloc(bytes)))
			return -1;
		memcpy(*vals, e->vals[set][i], bytes);
		return 0;
	}
	if (x->kind != TERM_OP)
		return -1;
	const spec_op *op = &t->s->ops[x->op];
	int na = spec_rule_attrs(op);
	if (na != op->nattr || op->nout != 1 || op->nin > TASOC_MAX_IN || t->top[x->op] < 0)
		return -1; /* derived attributes and several outputs: not evaluated here */
	int32_t attr[TASOC_MAX_ATTRS] = { 0 };
	for (int i = 0; i < na; i++) {
		if (x->args[i]->kind != TERM_INT)
			return -1;
		attr[i] = x->args[i]->value;
	}
	tasoc_shape in[TASOC_MAX_IN];
	uint64_t *iv[TASOC_MAX_IN] = { NULL };
	int rc = -1;
	for (int i = 0; i < op->nin; i++)
		if (gen_eval_term(t, x->args[na + i], e, set, &in[i], &iv[i]) != 0)
			goto out;
	if (gen_apply_shape(t, x->op, attr, in, shape) != 0)
		goto out;
	if (!(*vals = malloc((size_t)tasoc_numel(shape) * sizeof(uint64_t))))
		goto out;
	if (gen_apply(t, x->op, attr, in, (const uint64_t *const *)iv, shape, *vals) != 0) {
		free(*vals);
		*vals = NULL;
		goto out;
	}
	rc = 0;
out:
	for (int i = 0; i < op->nin; i++)
		free(iv[i]);
	return rc;
}

bool gen_terms_agree(const gen_optab *t, const term *a, const term *b, const gen_env *e)
{
	/* the confirming sets first: set 0 already matched when the pair came from enumeration */
	for (int j = 1; j <= GEN_NSETS; j++) {
		int k = j % GEN_NSETS;
		tasoc_shape sa, sb;
		uint64_t *va, *vb;
		if (gen_eval_term(t, a, e, k, &sa, &va) != 0)
			return false;
		if (gen_eval_term(t, b, e, k, &sb, &vb) != 0) {
			free(va);
			return false;
		}
		bool same = tasoc_shape_eq(&sa, &sb) &&
			    memcmp(va, vb, (size_t)tasoc_numel(&sa) * sizeof(uint64_t)) == 0;
		free(va);
		free(vb);
		if (!same)
			return false;
	}
	return true;
}

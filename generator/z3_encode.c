/* z3_encode.c: operators, axioms and rule terms as Z3 formulas (the verifier's encoding). */
#include "z3_encode.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Errors are read back with Z3_get_error_code; the default handler would abort. */
static void ignore_error(Z3_context c, Z3_error_code e)
{
	(void)c;
	(void)e;
}

int gen_z3_init(gen_z3 *z, const spec_set *s, char *err, size_t errsize)
{
	memset(z, 0, sizeof *z);
	z->spec = s;
	Z3_config cfg = Z3_mk_config();
	if (!cfg) {
		snprintf(err, errsize, "cannot create a Z3 configuration");
		return -1;
	}
	z->ctx = Z3_mk_context(cfg);
	Z3_del_config(cfg);
	if (!z->ctx) {
		snprintf(err, errsize, "cannot create a Z3 context");
		return -1;
	}
	Z3_set_error_handler(z->ctx, ignore_error);
	z->tensor = Z3_mk_uninterpreted_sort(z->ctx, Z3_mk_string_symbol(z->ctx, "T"));
	z->integer = Z3_mk_int_sort(z->ctx);
	int nfn = 0;
	z->first = calloc((size_t)s->nops + 1, sizeof *z->first);
	for (int k = 0; k < s->nops; k++)
		nfn += s->ops[k].nout > 0 ? s->ops[k].nout : 1;
	z->fn = calloc((size_t)nfn + 1, sizeof *z->fn);
	if (!z->first || !z->fn) {
		snprintf(err, errsize, "out of memory");
		gen_z3_free(z);
		return -1;
	}
	nfn = 0;
	for (int k = 0; k < s->nops; k++) {
		const spec_op *op = &s->ops[k];
		int na = spec_rule_attrs(op), nout = op->nout > 0 ? op->nout : 1;
		Z3_sort dom[64];
		if (na + op->nin > 64) {
			snprintf(err, errsize, "%s: operator %s has too many arguments", op->file, op->name);
			gen_z3_free(z);
			return -1;
		}
		for (int i = 0; i < na + op->nin; i++)
			dom[i] = i < na ? z->integer : z->tensor;
		z->first[k] = nfn;
		for (int j = 0; j < nout; j++) {
			char name[160];
			if (nout == 1)
				snprintf(name, sizeof name, "%s", op->name);
			else
				snprintf(name, sizeof name, "%s%d", op->name, j); /* as spec_resolve_head reads it */
			z->fn[nfn++] = Z3_mk_func_decl(z->ctx, Z3_mk_string_symbol(z->ctx, name),
						       (unsigned)(na + op->nin), dom, z->tensor);
		}
	}
	if (Z3_get_error_code(z->ctx) != Z3_OK) {
		snprintf(err, errsize, "Z3: %s", Z3_get_error_msg(z->ctx, Z3_get_error_code(z->ctx)));
		gen_z3_free(z);
		return -1;
	}
	return 0;
}

void gen_z3_free(gen_z3 *z)
{
	if (z->ctx)
		Z3_del_context(z->ctx);
	free(z->first);
	free(z->fn);
	memset(z, 0, sizeof *z);
}

static int find_var(const gen_z3_vars *v, const char *name)
{
	for (int i = 0; i < v->n; i++)
		if (strcmp(v->names[i], name) == 0)
			return i;
	return -1;
}

static int add_var(gen_z3_vars *v, const char *name, Z3_ast a)
{
	if (v->n == v->cap) {
		int cap = v->cap ? v->cap * 2 : 16;
		const char **n = realloc(v->names, (size_t)cap * sizeof *n);
		if (!n)
			return -1;
		v->names = n;
		Z3_ast *as = realloc(v->asts, (size_t)cap * sizeof *as);
		if (!as)
			return -1;
		v->asts = as;
		v->cap = cap;
	}
	v->names[v->n] = name;
	v->asts[v->n++] = a;
	return 0;
}

int gen_z3_bind_fresh(gen_z3 *z, gen_z3_vars *v, const term *t)
{
	if (t->kind == TERM_VAR) {
		if (find_var(v, t->name) >= 0)
			return 0;
		return add_var(v, t->name, Z3_mk_fresh_const(z->ctx, t->name, t->is_attr ? z->integer : z->tensor));
	}
	for (int i = 0; i < t->nargs; i++)
		if (gen_z3_bind_fresh(z, v, t->args[i]) < 0)
			return -1;
	return 0;
}

void gen_z3_vars_free(gen_z3_vars *v)
{
	free(v->names);
	free(v->asts);
	memset(v, 0, sizeof *v);
}

Z3_ast gen_z3_term(gen_z3 *z, const gen_z3_vars *v, const term *t)
{
	switch (t->kind) {
	case TERM_INT:
		return Z3_mk_int(z->ctx, t->value, z->integer);
	case TERM_VAR: {
		int i = find_var(v, t->name);
		return i >= 0 ? v->asts[i] : NULL;
	}
	case TERM_OP:
		break;
	}
	Z3_ast args[64];
	if (t->nargs > 64)
		return NULL;
	for (int i = 0; i < t->nargs; i++)
		if (!(args[i] = gen_z3_term(z, v, t->args[i])))
			return NULL;
	return Z3_mk_app(z->ctx, z->fn[z->first[t->op] + t->out], (unsigned)t->nargs, args);
}

Z3_ast gen_z3_enum_domains(gen_z3 *z, const gen_z3_vars *v, const term *t, Z3_ast acc)
{
	if (!acc)
		acc = Z3_mk_true(z->ctx);
	if (t->kind != TERM_OP)
		return acc;
	const spec_op *op = &z->spec->ops[t->op];
	for (int j = 0, i = 0; j < op->nattr; j++) {
		if (op->attrs[j].derived)
			continue;
		const term *a = t->args[i++];
		int k = a->kind == TERM_VAR ? find_var(v, a->name) : -1;
		if (k >= 0 && op->attrs[j].type == SPEC_ENUM && op->attrs[j].nvalues > 0) {
			/*
			 * v = 0 or v = 1 or ..., not 0 <= v < n: a case split on an
			 * equation merges v with the value in the E-graph, which is
			 * what lets an axiom written for none or relu match. Bounds
			 * leave that to arithmetic, which E-matching does not see.
			 */
			Z3_ast eq[16], c[2] = { acc, NULL };
			int n = op->attrs[j].nvalues;
			if (n <= 16) {
				for (int e = 0; e < n; e++)
					eq[e] = Z3_mk_eq(z->ctx, v->asts[k], Z3_mk_int(z->ctx, e, z->integer));
				c[1] = n == 1 ? eq[0] : Z3_mk_or(z->ctx, (unsigned)n, eq);
			} else {
				Z3_ast b[2] = {
					Z3_mk_ge(z->ctx, v->asts[k], Z3_mk_int(z->ctx, 0, z->integer)),
					Z3_mk_lt(z->ctx, v->asts[k], Z3_mk_int(z->ctx, n, z->integer)),
				};
				c[1] = Z3_mk_and(z->ctx, 2, b);
			}
			acc = Z3_mk_and(z->ctx, 2, c);
		}
	}
	for (int i = 0; i < t->nargs; i++)
		acc = gen_z3_enum_domains(z, v, t->args[i], acc);
	return acc;
}

/* Whether name is used in an attribute position anywhere in t. */
static int var_kind(const term *t, const char *name)
{
	if (t->kind == TERM_VAR)
		return strcmp(t->name, name) == 0 ? (t->is_attr ? 1 : 0) : -1;
	for (int i = 0; i < t->nargs; i++) {
		int k = var_kind(t->args[i], name);
		if (k >= 0)
			return k;
	}
	return -1;
}

/* Whether every variable of the axiom occurs in t (a pattern must bind them all). */
static bool covers(const term *t, const axiom *ax)
{
	for (int i = 0; i < ax->nvars; i++)
		if (var_kind(t, ax->vars[i]) < 0)
			return false;
	return true;
}

Z3_ast gen_z3_axiom(gen_z3 *z, const axiom *ax)
{
	gen_z3_vars v = { 0 };
	Z3_app *bound = calloc((size_t)ax->nvars + 1, sizeof *bound);
	Z3_ast r = NULL;
	if (!bound)
		return NULL;
	for (int i = 0; i < ax->nvars; i++) {
		int k = var_kind(ax->lhs, ax->vars[i]);
		if (k < 0)
			k = var_kind(ax->rhs, ax->vars[i]);
		Z3_ast c = Z3_mk_const(z->ctx, Z3_mk_string_symbol(z->ctx, ax->vars[i]),
				       k == 1 ? z->integer : z->tensor);
		bound[i] = Z3_to_app(z->ctx, c);
		if (add_var(&v, ax->vars[i], c) < 0)
			goto out;
	}
	Z3_ast l = gen_z3_term(z, &v, ax->lhs), rr = gen_z3_term(z, &v, ax->rhs);
	if (l && rr) {
		/*
		 * Each side that binds every variable triggers the axiom, so it
		 * rewrites both ways. A side that is a bare variable cannot; an
		 * axiom whose use needs to build its other side (concat_split: from
		 * a split, the concat of its two parts) names its trigger itself.
		 */
		Z3_pattern pat[2 + AXIOM_MAX_PATTERNS];
		unsigned np = 0;
		if (ax->lhs->kind == TERM_OP && covers(ax->lhs, ax))
			pat[np++] = Z3_mk_pattern(z->ctx, 1, &l);
		if (ax->rhs->kind == TERM_OP && covers(ax->rhs, ax))
			pat[np++] = Z3_mk_pattern(z->ctx, 1, &rr);
		for (int i = 0; i < ax->npatterns; i++) {
			Z3_ast t = gen_z3_term(z, &v, ax->patterns[i]);
			if (!t || !covers(ax->patterns[i], ax))
				goto out;
			pat[np++] = Z3_mk_pattern(z->ctx, 1, &t);
		}
		r = Z3_mk_forall_const(z->ctx, 0, (unsigned)ax->nvars, bound, np, np ? pat : NULL, Z3_mk_eq(z->ctx, l, rr));
	}
out:
	gen_z3_vars_free(&v);
	free(bound);
	return r;
}

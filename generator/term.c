/* term.c: building, checking, copying and printing operator terms. */
#include "term.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static term *new_term(term_kind k)
{
	term *t = calloc(1, sizeof(term));
	if (t)
		t->kind = k;
	return t;
}

void term_free(term *t)
{
	if (!t)
		return;
	for (int i = 0; i < t->nargs; i++)
		term_free(t->args[i]);
	free(t->args);
	free(t->name);
	free(t);
}

static bool parse_int(const char *a, int32_t *v)
{
	char *end;
	errno = 0;
	long x = strtol(a, &end, 10);
	if (errno || end == a || *end || x < INT32_MIN || x > INT32_MAX)
		return false;
	*v = (int32_t)x;
	return true;
}

static bool is_bound(const char *a, int n, char *const *bound)
{
	for (int i = 0; i < n; i++)
		if (strcmp(a, bound[i]) == 0)
			return true;
	return false;
}

#define ERR(...) (snprintf(err, errsize, __VA_ARGS__), (term *)NULL)

/* A leaf in an attribute (attr >= 0, index into op's attrs) or input position. */
static term *leaf(const spec_op *op, int attr, const sexp *e, int nbound, char *const *bound,
		  bool rule_vars, char *err, size_t errsize)
{
	const char *a = e->atom;
	term *t;
	if (rule_vars ? a[0] == '?' : is_bound(a, nbound, bound)) {
		if (rule_vars && !a[1])
			return ERR("line %d, column %d: '?' without a name", e->line, e->col);
		if (!(t = new_term(TERM_VAR)))
			return ERR("out of memory");
		t->kind = TERM_VAR;
		t->name = strdup(rule_vars ? a + 1 : a);
		t->is_attr = attr >= 0;
		return t;
	}
	if (attr < 0)
		return ERR("line %d, column %d: '%s' is not a variable (input %s of %s)", e->line, e->col,
			   a, "position", op->name);
	const spec_attr *at = &op->attrs[attr];
	int32_t v;
	if (at->type == SPEC_ENUM) {
		for (int i = 0; i < at->nvalues; i++)
			if (strcmp(at->enum_names[i], a) == 0) {
				if (!(t = new_term(TERM_INT)))
					return ERR("out of memory");
				t->kind = TERM_INT;
				t->is_attr = true;
				t->value = i;
				return t;
			}
		return ERR("line %d, column %d: '%s' is not a value of %s's attribute %s", e->line, e->col, a,
			   op->name, at->name);
	}
	if (!parse_int(a, &v))
		return ERR("line %d, column %d: '%s' is neither a variable nor an integer (attribute %s of %s)",
			   e->line, e->col, a, at->name, op->name);
	if (!(t = new_term(TERM_INT)))
		return ERR("out of memory");
	t->kind = TERM_INT;
	t->is_attr = true;
	t->value = v;
	return t;
}

term *term_from_sexp(const spec_set *s, const sexp *e, int nbound, char *const *bound,
		     bool rule_vars, char *err, size_t errsize)
{
	if (e->kind == SEXP_ATOM) {
		if (rule_vars ? e->atom[0] == '?' : is_bound(e->atom, nbound, bound))
			return leaf(NULL, -1, e, nbound, bound, rule_vars, err, errsize);
		return ERR("line %d, column %d: '%s' is not a variable", e->line, e->col, e->atom);
	}
	if (e->kind != SEXP_LIST || e->n == 0 || e->items[0]->kind != SEXP_ATOM)
		return ERR("line %d, column %d: expected (operator arguments...)", e->line, e->col);
	int out;
	int opi = spec_resolve_head(s, e->items[0]->atom, &out);
	if (opi < 0)
		return ERR("line %d, column %d: unknown operator '%s'", e->line, e->col, e->items[0]->atom);
	const spec_op *op = &s->ops[opi];
	int na = spec_rule_attrs(op);
	if (op->source || op->opaque)
		return ERR("line %d, column %d: %s cannot appear in a rule", e->line, e->col, op->name);
	if (e->n - 1 != na + op->nin)
		return ERR("line %d, column %d: %s takes %d attribute%s and %d input%s, got %d arguments",
			   e->line, e->col, op->name, na, na == 1 ? "" : "s", op->nin, op->nin == 1 ? "" : "s",
			   e->n - 1);
	term *t = new_term(TERM_OP);
	if (!t || !(t->args = calloc((size_t)(na + op->nin) + 1, sizeof *t->args))) {
		free(t);
		return ERR("out of memory");
	}
	t->kind = TERM_OP;
	t->op = opi;
	t->out = out;
	/* attribute k of the rule is the k-th non-derived attribute of the spec */
	for (int i = 0, k = 0; i < na + op->nin; i++) {
		const sexp *arg = e->items[i + 1];
		term *c;
		if (i < na) {
			while (op->attrs[k].derived)
				k++;
			if (arg->kind != SEXP_ATOM) {
				term_free(t);
				return ERR("line %d, column %d: attribute %s of %s must be a value or a variable",
					   arg->line, arg->col, op->attrs[k].name, op->name);
			}
			c = leaf(op, k++, arg, nbound, bound, rule_vars, err, errsize);
		} else {
			c = term_from_sexp(s, arg, nbound, bound, rule_vars, err, errsize);
		}
		if (!c) {
			term_free(t);
			return NULL;
		}
		t->args[t->nargs++] = c;
	}
	return t;
}

term *term_copy(const term *t)
{
	term *c = calloc(1, sizeof *c);
	if (!c)
		return NULL;
	*c = *t;
	c->args = NULL;
	c->nargs = 0;
	c->name = t->name ? strdup(t->name) : NULL;
	if (t->nargs) {
		c->args = calloc((size_t)t->nargs, sizeof *c->args);
		for (int i = 0; c->args && i < t->nargs; i++) {
			if (!(c->args[i] = term_copy(t->args[i]))) {
				term_free(c);
				return NULL;
			}
			c->nargs++;
		}
	}
	return c;
}

bool term_equal(const term *a, const term *b)
{
	if (a->kind != b->kind)
		return false;
	switch (a->kind) {
	case TERM_VAR:
		return strcmp(a->name, b->name) == 0;
	case TERM_INT:
		return a->value == b->value;
	case TERM_OP:
		if (a->op != b->op || a->out != b->out || a->nargs != b->nargs)
			return false;
		for (int i = 0; i < a->nargs; i++)
			if (!term_equal(a->args[i], b->args[i]))
				return false;
		return true;
	}
	return false;
}

int term_size(const term *t)
{
	int n = t->kind == TERM_OP;
	for (int i = 0; i < t->nargs; i++)
		n += term_size(t->args[i]);
	return n;
}

void term_print(const spec_set *s, const term *t, bool rule_vars, gen_buf *b)
{
	if (t->kind == TERM_VAR) {
		gen_buf_printf(b, "%s%s", rule_vars ? "?" : "", t->name);
		return;
	}
	if (t->kind == TERM_INT) {
		gen_buf_printf(b, "%d", (int)t->value);
		return;
	}
	const spec_op *op = &s->ops[t->op];
	if (op->nout > 1)
		gen_buf_printf(b, "(%s%d", op->name, t->out);
	else
		gen_buf_printf(b, "(%s", op->name);
	int na = spec_rule_attrs(op);
	for (int i = 0, k = 0; i < t->nargs; i++) {
		gen_buf_puts(b, " ");
		if (i < na) {
			while (op->attrs[k].derived)
				k++;
			const spec_attr *at = &op->attrs[k++];
			const term *a = t->args[i];
			if (a->kind == TERM_INT && at->type == SPEC_ENUM && a->value >= 0 && a->value < at->nvalues) {
				gen_buf_puts(b, at->enum_names[a->value]);
				continue;
			}
		}
		term_print(s, t->args[i], rule_vars, b);
	}
	gen_buf_puts(b, ")");
}

/* Records each variable's use; a name seen both ways is an error. */
typedef struct var_use {
	const char *name;
	bool is_attr;
} var_use;

static bool collect(const term *t, var_use **vs, int *n, char *err, size_t errsize)
{
	if (t->kind == TERM_VAR) {
		for (int i = 0; i < *n; i++)
			if (strcmp((*vs)[i].name, t->name) == 0) {
				if ((*vs)[i].is_attr != t->is_attr) {
					snprintf(err, errsize, "variable %s is used both as an attribute and as a tensor",
						 t->name);
					return false;
				}
				return true;
			}
		var_use *p = realloc(*vs, (size_t)(*n + 1) * sizeof *p);
		if (!p) {
			snprintf(err, errsize, "out of memory");
			return false;
		}
		*vs = p;
		p[*n].name = t->name;
		p[*n].is_attr = t->is_attr;
		(*n)++;
		return true;
	}
	for (int i = 0; i < t->nargs; i++)
		if (!collect(t->args[i], vs, n, err, errsize))
			return false;
	return true;
}

bool term_check_vars(term *const *ts, int n, char *err, size_t errsize)
{
	var_use *vs = NULL;
	int nv = 0;
	bool ok = true;
	for (int i = 0; ok && i < n; i++)
		ok = collect(ts[i], &vs, &nv, err, errsize);
	free(vs);
	return ok;
}

void axiom_free(axiom *ax)
{
	for (int i = 0; i < ax->nvars; i++)
		free(ax->vars[i]);
	free(ax->vars);
	free(ax->name);
	term_free(ax->lhs);
	term_free(ax->rhs);
	for (int i = 0; i < ax->npatterns; i++)
		term_free(ax->patterns[i]);
	memset(ax, 0, sizeof *ax);
}

bool axiom_parse(const spec_set *s, const char *name, const char *text, axiom *ax,
		 char *err, size_t errsize)
{
	memset(ax, 0, sizeof *ax);
	sexp *e = sexp_parse_one(text, err, errsize);
	if (!e)
		return false;
	bool ok = false;
	/* (forall (vars) (= lhs rhs)), optionally followed by ":pattern term"s */
	bool form = e->kind == SEXP_LIST && e->n >= 3 && e->n % 2 == 1 &&
		    e->n <= 3 + 2 * AXIOM_MAX_PATTERNS && e->items[0]->kind == SEXP_ATOM &&
		    strcmp(e->items[0]->atom, "forall") == 0 && e->items[1]->kind == SEXP_LIST;
	for (int i = 3; form && i < e->n; i += 2)
		form = e->items[i]->kind == SEXP_ATOM && strcmp(e->items[i]->atom, ":pattern") == 0;
	if (!form) {
		snprintf(err, errsize, "expected (forall (variables...) (= lhs rhs)), then at most %d ':pattern term'",
			 AXIOM_MAX_PATTERNS);
		goto out;
	}
	const sexp *vars = e->items[1], *eq = e->items[2];
	if (eq->kind != SEXP_LIST || eq->n != 3 || eq->items[0]->kind != SEXP_ATOM ||
	    strcmp(eq->items[0]->atom, "=") != 0) {
		snprintf(err, errsize, "expected (= lhs rhs) as the body of forall");
		goto out;
	}
	ax->name = strdup(name);
	ax->vars = calloc((size_t)vars->n + 1, sizeof *ax->vars);
	if (!ax->name || !ax->vars) {
		snprintf(err, errsize, "out of memory");
		goto out;
	}
	for (int i = 0; i < vars->n; i++) {
		if (vars->items[i]->kind != SEXP_ATOM) {
			snprintf(err, errsize, "forall variables must be names");
			goto out;
		}
		ax->vars[ax->nvars++] = strdup(vars->items[i]->atom);
	}
	if (!(ax->lhs = term_from_sexp(s, eq->items[1], ax->nvars, ax->vars, false, err, errsize)) ||
	    !(ax->rhs = term_from_sexp(s, eq->items[2], ax->nvars, ax->vars, false, err, errsize)))
		goto out;
	term *all[2 + AXIOM_MAX_PATTERNS] = { ax->lhs, ax->rhs };
	for (int i = 4; i < e->n; i += 2) {
		term *p = term_from_sexp(s, e->items[i], ax->nvars, ax->vars, false, err, errsize);
		if (!p)
			goto out;
		all[2 + ax->npatterns] = p;
		ax->patterns[ax->npatterns++] = p;
		if (p->kind != TERM_OP) {
			snprintf(err, errsize, ":pattern must be an operator term");
			goto out;
		}
	}
	ok = term_check_vars(all, 2 + ax->npatterns, err, errsize);
out:
	sexp_free(e);
	if (!ok)
		axiom_free(ax);
	return ok;
}

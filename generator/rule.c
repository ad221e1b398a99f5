/* rule.c: reading and writing the rule text format. */
#include "rule.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../host/fileio.h"

void rule_free(rule *r)
{
	for (int i = 0; i < r->nroots; i++) {
		term_free(r->lhs ? r->lhs[i] : NULL);
		term_free(r->rhs ? r->rhs[i] : NULL);
	}
	free(r->lhs);
	free(r->rhs);
	for (int i = 0; i < r->naxioms; i++)
		free(r->axioms[i]);
	free(r->axioms);
	free(r->name);
	free(r->status);
	memset(r, 0, sizeof *r);
}

void rule_set_free(rule_set *rs)
{
	for (int i = 0; i < rs->n; i++)
		rule_free(&rs->rules[i]);
	free(rs->rules);
	memset(rs, 0, sizeof *rs);
}

static rule *push(rule_set *rs)
{
	if (rs->n == rs->cap) {
		int cap = rs->cap ? rs->cap * 2 : 64;
		rule *p = realloc(rs->rules, (size_t)cap * sizeof *p);
		if (!p)
			return NULL;
		rs->rules = p;
		rs->cap = cap;
	}
	rule *r = &rs->rules[rs->n++];
	memset(r, 0, sizeof *r);
	return r;
}

int rule_set_add(rule_set *rs, const char *name, int nroots, term **lhs, term **rhs)
{
	rule *r = push(rs);
	if (!r)
		return -1;
	r->name = strdup(name);
	r->nroots = nroots;
	r->lhs = malloc((size_t)nroots * sizeof *r->lhs);
	r->rhs = malloc((size_t)nroots * sizeof *r->rhs);
	if (!r->name || !r->lhs || !r->rhs) {
		rule_free(r);
		rs->n--;
		return -1;
	}
	memcpy(r->lhs, lhs, (size_t)nroots * sizeof *lhs);
	memcpy(r->rhs, rhs, (size_t)nroots * sizeof *rhs);
	return 0;
}

/* Variables of t into a list (names borrowed from t). */
static int vars_of(const term *t, const char ***vs, int *n)
{
	if (t->kind == TERM_VAR) {
		for (int i = 0; i < *n; i++)
			if (strcmp((*vs)[i], t->name) == 0)
				return 0;
		const char **p = realloc(*vs, (size_t)(*n + 1) * sizeof *p);
		if (!p)
			return -1;
		*vs = p;
		p[(*n)++] = t->name;
		return 0;
	}
	for (int i = 0; i < t->nargs; i++)
		if (vars_of(t->args[i], vs, n) != 0)
			return -1;
	return 0;
}

/*
 * One side: a term, or [term term ...]. Returns the root count or -1. A
 * right side's root may be a bare variable ((transpose (transpose ?x)) => ?x):
 * the rewrite then redirects consumers to an existing tensor.
 */
static int side(const spec_set *s, const sexp *e, bool right, term ***out, char *err, size_t errsize)
{
	int n = e->kind == SEXP_BRACKET ? e->n : 1;
	if (n == 0) {
		snprintf(err, errsize, "line %d, column %d: empty []", e->line, e->col);
		return -1;
	}
	*out = calloc((size_t)n, sizeof **out);
	if (!*out)
		return -1;
	for (int i = 0; i < n; i++) {
		const sexp *t = e->kind == SEXP_BRACKET ? e->items[i] : e;
		bool var_root = right && t->kind == SEXP_ATOM && t->atom[0] == '?';
		if (t->kind != SEXP_LIST && !var_root) {
			snprintf(err, errsize, "line %d, column %d: each side must be an operator term%s", t->line, t->col,
				 right ? " or a variable" : "");
			return -1;
		}
		if (!((*out)[i] = term_from_sexp(s, t, 0, NULL, true, err, errsize)))
			return -1;
	}
	return n;
}

static void free_side(term **ts, int n)
{
	for (int i = 0; ts && i < n; i++)
		term_free(ts[i]);
	free(ts);
}

/* Parses "STATUS[: a, b]" after the ';'. */
static int annotation(rule *r, const char *p)
{
	while (isspace((unsigned char)*p))
		p++;
	size_t n = strcspn(p, ": \t\r\n");
	if (n == 0)
		return 0;
	if (!(r->status = strndup(p, n)))
		return -1;
	p += n;
	while (isspace((unsigned char)*p))
		p++;
	if (*p != ':')
		return 0;
	p++;
	for (;;) {
		while (isspace((unsigned char)*p) || *p == ',')
			p++;
		n = strcspn(p, ", \t\r\n");
		if (n == 0)
			return 0;
		char **a = realloc(r->axioms, (size_t)(r->naxioms + 1) * sizeof *a);
		if (!a)
			return -1;
		r->axioms = a;
		if (!(a[r->naxioms] = strndup(p, n)))
			return -1;
		r->naxioms++;
		p += n;
	}
}

static int parse_line(const spec_set *s, const char *line, int lineno, rule_set *out,
		      char *err, size_t errsize)
{
	const char *p = line;
	while (isspace((unsigned char)*p))
		p++;
	size_t n = strcspn(p, " \t([");
	char name[128];
	if (n == 0 || n >= sizeof name) {
		snprintf(err, errsize, "expected a rule name first");
		return -1;
	}
	memcpy(name, p, n);
	name[n] = '\0';
	for (size_t i = 0; i < n; i++)
		if (!isalnum((unsigned char)name[i]) && name[i] != '_') {
			snprintf(err, errsize, "rule name '%s' may hold only letters, digits and _", name);
			return -1;
		}
	for (int i = 0; i < out->n; i++)
		if (strcmp(out->rules[i].name, name) == 0) {
			snprintf(err, errsize, "%s: a rule of this name is already defined on line %d", name,
				 out->rules[i].line);
			return -1;
		}
	p += n;
	/* The body ends at ';' (the annotation), which sexp would read as a comment. */
	const char *semi = strchr(p, ';');
	char *body = semi ? strndup(p, (size_t)(semi - p)) : strdup(p);
	if (!body)
		return -1;
	const char *q = body;
	int ln = lineno, col = (int)(p - line) + 1;
	char e[256];
	term **lhs = NULL, **rhs = NULL;
	int nl = -1, nr = -1, rc = -1;
	sexp *l = sexp_parse(&q, &ln, &col, e, sizeof e);
	sexp *arrow = l ? sexp_parse(&q, &ln, &col, e, sizeof e) : NULL;
	sexp *r = arrow ? sexp_parse(&q, &ln, &col, e, sizeof e) : NULL;
	const char *rest = q;
	while (*rest && isspace((unsigned char)*rest))
		rest++;
	if (!l || !arrow || !r) {
		snprintf(err, errsize, "%s: %s", name, e[0] ? e : "expected LHS => RHS");
		goto out;
	}
	if (arrow->kind != SEXP_ATOM || strcmp(arrow->atom, "=>") != 0) {
		snprintf(err, errsize, "%s: expected '=>' between the two sides", name);
		goto out;
	}
	if (*rest) {
		snprintf(err, errsize, "%s: unexpected text after the right side: %s", name, rest);
		goto out;
	}
	if ((nl = side(s, l, false, &lhs, e, sizeof e)) < 0 || (nr = side(s, r, true, &rhs, e, sizeof e)) < 0) {
		snprintf(err, errsize, "%s: %s", name, e);
		goto out;
	}
	if (nl != nr) {
		snprintf(err, errsize, "%s: %d outputs on the left, %d on the right", name, nl, nr);
		goto out;
	}
	term **all = malloc((size_t)(nl + nr) * sizeof *all);
	if (!all)
		goto out;
	memcpy(all, lhs, (size_t)nl * sizeof *all);
	memcpy(all + nl, rhs, (size_t)nr * sizeof *all);
	bool ok = term_check_vars(all, nl + nr, e, sizeof e);
	free(all);
	if (!ok) {
		snprintf(err, errsize, "%s: %s", name, e);
		goto out;
	}
	const char **lv = NULL, **rv = NULL;
	int nlv = 0, nrv = 0;
	for (int i = 0; i < nl; i++)
		vars_of(lhs[i], &lv, &nlv);
	for (int i = 0; i < nr; i++)
		vars_of(rhs[i], &rv, &nrv);
	for (int i = 0; i < nrv && rc; i++) {
		int j = 0;
		while (j < nlv && strcmp(lv[j], rv[i]) != 0)
			j++;
		if (j == nlv) {
			snprintf(err, errsize, "%s: variable ?%s on the right is not bound on the left", name, rv[i]);
			free(lv);
			free(rv);
			goto out;
		}
	}
	free(lv);
	free(rv);
	if (rule_set_add(out, name, nl, lhs, rhs) != 0) {
		snprintf(err, errsize, "out of memory");
		goto out;
	}
	free(lhs); /* the terms moved into the rule; the arrays were copied */
	free(rhs);
	lhs = rhs = NULL;
	rule *added = &out->rules[out->n - 1];
	added->line = lineno;
	if (semi && annotation(added, semi + 1) != 0) {
		snprintf(err, errsize, "out of memory");
		goto out;
	}
	rc = 0;
out:
	free_side(lhs, nl);
	free_side(rhs, nr);
	sexp_free(l);
	sexp_free(arrow);
	sexp_free(r);
	free(body);
	return rc;
}

int rule_file_parse(const spec_set *s, const char *text, const char *file, rule_set *out,
		    char *err, size_t errsize)
{
	memset(out, 0, sizeof *out);
	int lineno = 0;
	const char *p = text;
	while (*p) {
		lineno++;
		size_t n = strcspn(p, "\n");
		char *line = strndup(p, n);
		if (!line) {
			snprintf(err, errsize, "%s: out of memory", file);
			return -1;
		}
		const char *t = line;
		while (isspace((unsigned char)*t))
			t++;
		int rc = 0;
		char e[512];
		if (*t && *t != '#')
			rc = parse_line(s, line, lineno, out, e, sizeof e);
		free(line);
		if (rc != 0) {
			snprintf(err, errsize, "%s:%d: %s", file, lineno, e);
			rule_set_free(out);
			return -1;
		}
		p += n;
		if (*p == '\n')
			p++;
	}
	return 0;
}

int rule_file_read(const spec_set *s, const char *path, rule_set *out, char *err, size_t errsize)
{
	char *text = tasoc_read_file(path, NULL);
	if (!text) {
		memset(out, 0, sizeof *out);
		snprintf(err, errsize, "%s: cannot read the file", path);
		return -1;
	}
	int rc = rule_file_parse(s, text, path, out, err, errsize);
	free(text);
	return rc;
}

static void print_side(const spec_set *s, term *const *ts, int n, gen_buf *b)
{
	if (n > 1)
		gen_buf_puts(b, "[");
	for (int i = 0; i < n; i++) {
		if (i)
			gen_buf_puts(b, " ");
		term_print(s, ts[i], true, b);
	}
	if (n > 1)
		gen_buf_puts(b, "]");
}

void rule_print_body(const spec_set *s, const rule *r, gen_buf *b)
{
	print_side(s, r->lhs, r->nroots, b);
	gen_buf_puts(b, "  =>  ");
	print_side(s, r->rhs, r->nroots, b);
}

void rule_print(const spec_set *s, const rule *r, gen_buf *b)
{
	gen_buf_printf(b, "%s  ", r->name);
	rule_print_body(s, r, b);
	if (r->status) {
		gen_buf_printf(b, "  ; %s", r->status);
		for (int i = 0; i < r->naxioms; i++)
			gen_buf_printf(b, "%s%s", i ? ", " : ": ", r->axioms[i]);
	}
}

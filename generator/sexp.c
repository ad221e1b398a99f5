/* sexp.c: a small s-expression reader with line and column positions. */
#include "sexp.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct reader {
	const char *p;
	int line, col;
	char *err;
	size_t errsize;
} reader;

static void advance(reader *r)
{
	if (*r->p == '\n') {
		r->line++;
		r->col = 1;
	} else {
		r->col++;
	}
	r->p++;
}

static void skip_space(reader *r)
{
	for (;;) {
		while (*r->p && isspace((unsigned char)*r->p))
			advance(r);
		if (*r->p != ';')
			return;
		while (*r->p && *r->p != '\n') /* comment to end of line */
			advance(r);
	}
}

static sexp *node(sexp_kind k, int line, int col)
{
	sexp *e = calloc(1, sizeof *e);
	if (e) {
		e->kind = k;
		e->line = line;
		e->col = col;
	}
	return e;
}

static sexp *fail(reader *r, sexp *partial, const char *what)
{
	if (!r->err[0])
		snprintf(r->err, r->errsize, "line %d, column %d: %s", r->line, r->col, what);
	sexp_free(partial);
	return NULL;
}

static sexp *read_expr(reader *r, int depth)
{
	skip_space(r);
	if (!*r->p)
		return NULL;
	if (depth > 200)
		return fail(r, NULL, "expression nested too deeply");
	int line = r->line, col = r->col;
	char c = *r->p;
	if (c == ')' || c == ']')
		return fail(r, NULL, c == ')' ? "unexpected ')'" : "unexpected ']'");
	if (c == '(' || c == '[') {
		char close = c == '(' ? ')' : ']';
		sexp *e = node(c == '(' ? SEXP_LIST : SEXP_BRACKET, line, col);
		if (!e)
			return fail(r, NULL, "out of memory");
		advance(r);
		for (;;) {
			skip_space(r);
			if (!*r->p) {
				snprintf(r->err, r->errsize, "line %d, column %d: '%c' is never closed", line, col, c);
				return fail(r, e, "");
			}
			if (*r->p == close) {
				advance(r);
				return e;
			}
			if (*r->p == ')' || *r->p == ']')
				return fail(r, e, "mismatched bracket");
			sexp *item = read_expr(r, depth + 1);
			if (!item)
				return fail(r, e, "bad list item");
			sexp **items = realloc(e->items, (size_t)(e->n + 1) * sizeof *items);
			if (!items) {
				sexp_free(item);
				return fail(r, e, "out of memory");
			}
			e->items = items;
			e->items[e->n++] = item;
		}
	}
	const char *start = r->p;
	while (*r->p && !isspace((unsigned char)*r->p) && !strchr("()[];", *r->p))
		advance(r);
	sexp *e = node(SEXP_ATOM, line, col);
	if (!e)
		return fail(r, NULL, "out of memory");
	size_t n = (size_t)(r->p - start);
	e->atom = malloc(n + 1);
	if (!e->atom)
		return fail(r, e, "out of memory");
	memcpy(e->atom, start, n);
	e->atom[n] = '\0';
	return e;
}

sexp *sexp_parse(const char **text, int *line, int *col, char *err, size_t errsize)
{
	reader r = { *text, *line, *col, err, errsize };
	err[0] = '\0';
	sexp *e = read_expr(&r, 0);
	*text = r.p;
	*line = r.line;
	*col = r.col;
	return e;
}

sexp *sexp_parse_one(const char *text, char *err, size_t errsize)
{
	int line = 1, col = 1;
	sexp *e = sexp_parse(&text, &line, &col, err, errsize);
	if (!e) {
		if (!err[0])
			snprintf(err, errsize, "empty expression");
		return NULL;
	}
	reader r = { text, line, col, err, errsize };
	skip_space(&r);
	if (*r.p) {
		snprintf(err, errsize, "line %d, column %d: text after the expression", r.line, r.col);
		sexp_free(e);
		return NULL;
	}
	return e;
}

void sexp_free(sexp *e)
{
	if (!e)
		return;
	for (int i = 0; i < e->n; i++)
		sexp_free(e->items[i]);
	free(e->items);
	free(e->atom);
	free(e);
}

/* spec_expr.c: a recursive-descent parser that checks shape expressions and writes C. */
#include "spec_expr.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

typedef struct parser {
	const spec_op *op;
	const char *src, *p;
	bool allow_i;
	gen_buf *out;
	char *err;
	size_t errsize;
	bool failed;
} parser;

void spec_upper(gen_buf *b, const char *name)
{
	for (; *name; name++) {
		char c = (char)toupper((unsigned char)*name);
		gen_buf_putn(b, &c, 1);
	}
}

static void fail(parser *ps, const char *what)
{
	if (!ps->failed)
		snprintf(ps->err, ps->errsize, "shape expression '%s', at column %d: %s", ps->src,
			 (int)(ps->p - ps->src) + 1, what);
	ps->failed = true;
}

static void skip(parser *ps)
{
	while (isspace((unsigned char)*ps->p))
		ps->p++;
}

static bool accept(parser *ps, const char *tok)
{
	skip(ps);
	size_t n = strlen(tok);
	if (strncmp(ps->p, tok, n) != 0)
		return false;
	/* "<" must not take the first half of "<=", "=" is never a token alone */
	if (n == 1 && strchr("<>!", tok[0]) && ps->p[1] == '=')
		return false;
	if (n == 1 && strchr("&|", tok[0]))
		return false;
	ps->p += n;
	return true;
}

static void expect(parser *ps, const char *tok)
{
	if (!accept(ps, tok)) {
		char m[64];
		snprintf(m, sizeof m, "expected '%s'", tok);
		fail(ps, m);
	}
}

static void expr(parser *ps);

static bool ident(parser *ps, char *name, size_t size)
{
	skip(ps);
	size_t n = 0;
	if (!isalpha((unsigned char)*ps->p) && *ps->p != '_')
		return false;
	while (isalnum((unsigned char)ps->p[n]) || ps->p[n] == '_')
		n++;
	if (n >= size) {
		fail(ps, "name too long");
		return false;
	}
	memcpy(name, ps->p, n);
	name[n] = '\0';
	ps->p += n;
	return true;
}

/* An input name as the argument of rank() or numel(). */
static void input_arg(parser *ps, const char *fn)
{
	char name[64];
	if (!ident(ps, name, sizeof name)) {
		fail(ps, "expected an input name");
		return;
	}
	int k = spec_input_index(ps->op, name);
	if (k < 0) {
		char m[128];
		snprintf(m, sizeof m, "'%s' is not an input of %s", name, ps->op->name);
		fail(ps, m);
		return;
	}
	gen_buf_printf(ps->out, "%s(in, %d)", fn, k);
}

static void primary(parser *ps)
{
	skip(ps);
	if (ps->failed)
		return;
	if (isdigit((unsigned char)*ps->p)) {
		while (isdigit((unsigned char)*ps->p))
			gen_buf_putn(ps->out, ps->p++, 1);
		return;
	}
	if (accept(ps, "(")) {
		gen_buf_puts(ps->out, "(");
		expr(ps);
		expect(ps, ")");
		gen_buf_puts(ps->out, ")");
		return;
	}
	char name[64];
	if (!ident(ps, name, sizeof name)) {
		fail(ps, "expected a number, a name or '('");
		return;
	}
	const spec_op *op = ps->op;
	int k;
	if (strcmp(name, "rank") == 0 || strcmp(name, "numel") == 0) {
		expect(ps, "(");
		input_arg(ps, name[0] == 'r' ? "tasoc_srank" : "tasoc_snumel");
		expect(ps, ")");
	} else if (strcmp(name, "ceil_div") == 0) {
		expect(ps, "(");
		gen_buf_puts(ps->out, "tasoc_ceil_div(");
		expr(ps);
		expect(ps, ",");
		gen_buf_puts(ps->out, ", ");
		expr(ps);
		expect(ps, ")");
		gen_buf_puts(ps->out, ")");
	} else if ((k = spec_input_index(op, name)) >= 0) {
		expect(ps, "[");
		gen_buf_printf(ps->out, "tasoc_sdim(in, %d, ", k);
		expr(ps);
		expect(ps, "]");
		gen_buf_puts(ps->out, ")");
	} else if ((k = spec_attr_index(op, name)) >= 0) {
		if (op->attrs[k].type == SPEC_FLOAT) {
			fail(ps, "a float attribute cannot be used in a shape rule");
			return;
		}
		gen_buf_puts(ps->out, "(int64_t)a[TASOC_");
		spec_upper(ps->out, op->name);
		gen_buf_puts(ps->out, "_");
		spec_upper(ps->out, name);
		gen_buf_puts(ps->out, "]");
	} else if (strcmp(name, "i") == 0) {
		if (!ps->allow_i)
			fail(ps, "'i' is only defined in 'each' and 'dim' expressions");
		gen_buf_puts(ps->out, "i");
	} else {
		for (int j = 0; j < op->nattr; j++)
			for (int v = 0; op->attrs[j].type == SPEC_ENUM && v < op->attrs[j].nvalues; v++)
				if (strcmp(op->attrs[j].enum_names[v], name) == 0) {
					gen_buf_puts(ps->out, "TASOC_");
					spec_upper(ps->out, op->attrs[j].name);
					gen_buf_puts(ps->out, "_");
					spec_upper(ps->out, name);
					return;
				}
		char m[128];
		snprintf(m, sizeof m, "unknown name '%s' (not an input, attribute or enum value of %s)", name, op->name);
		fail(ps, m);
	}
}

static void unary(parser *ps)
{
	if (accept(ps, "!")) {
		gen_buf_puts(ps->out, "!");
		unary(ps);
	} else if (accept(ps, "-")) {
		gen_buf_puts(ps->out, "-");
		unary(ps);
	} else {
		primary(ps);
	}
}

/* One precedence level of left-associative binary operators. */
static void binary(parser *ps, void (*next)(parser *), const char *const *ops)
{
	next(ps);
	for (;;) {
		int i = 0;
		while (ops[i] && !accept(ps, ops[i]))
			i++;
		if (!ops[i] || ps->failed)
			return;
		gen_buf_printf(ps->out, " %s ", ops[i]);
		next(ps);
	}
}

static void mul(parser *ps)
{
	static const char *const ops[] = { "*", "/", "%", NULL };
	binary(ps, unary, ops);
}

static void add(parser *ps)
{
	static const char *const ops[] = { "+", "-", NULL };
	binary(ps, mul, ops);
}

static void cmp(parser *ps)
{
	static const char *const ops[] = { "==", "!=", "<=", ">=", "<", ">", NULL };
	binary(ps, add, ops);
}

static void and_(parser *ps)
{
	static const char *const ops[] = { "&&", NULL };
	binary(ps, cmp, ops);
}

static void or_(parser *ps)
{
	static const char *const ops[] = { "||", NULL };
	binary(ps, and_, ops);
}

static void expr(parser *ps)
{
	size_t start = ps->out->len;
	or_(ps);
	if (accept(ps, "?")) {
		/* parenthesize the whole conditional so it nests safely in C */
		gen_buf_puts(ps->out, " ? ");
		expr(ps);
		expect(ps, ":");
		gen_buf_puts(ps->out, " : ");
		expr(ps);
		gen_buf_puts(ps->out, ")#"); /* '#' makes room for the '(' moved in */
		if (!ps->out->oom) {
			memmove(ps->out->s + start + 1, ps->out->s + start, ps->out->len - 1 - start);
			ps->out->s[start] = '(';
		}
	}
}

bool spec_expr_to_c(const spec_op *op, const char *src, bool allow_i, gen_buf *out,
		    char *err, size_t errsize)
{
	parser ps = { op, src, src, allow_i, out, err, errsize, false };
	expr(&ps);
	skip(&ps);
	if (!ps.failed && *ps.p)
		fail(&ps, "unexpected text");
	return !ps.failed && !out->oom;
}

static bool check(const spec_op *op, const char *src, bool allow_i, char *err, size_t errsize)
{
	gen_buf b;
	gen_buf_init(&b);
	bool ok = spec_expr_to_c(op, src, allow_i, &b, err, errsize);
	gen_buf_free(&b);
	return ok;
}

/*
 * A derived attribute's expression: valid, and free of derived attributes
 * (their values are not known while the derived ones are being computed),
 * found in the C it compiles to.
 */
static bool check_derive(const spec_op *op, int k, char *err, size_t errsize)
{
	gen_buf b, name;
	gen_buf_init(&b);
	gen_buf_init(&name);
	bool ok = spec_expr_to_c(op, op->attrs[k].derive, false, &b, err, errsize);
	for (int j = 0; ok && j < op->nattr; j++) {
		if (!op->attrs[j].derived)
			continue;
		name.len = 0;
		gen_buf_puts(&name, "a[TASOC_");
		spec_upper(&name, op->name);
		gen_buf_puts(&name, "_");
		spec_upper(&name, op->attrs[j].name);
		gen_buf_puts(&name, "]");
		if (!b.oom && !name.oom && strstr(b.s, name.s)) {
			snprintf(err, errsize, "derived attribute %s: its expression '%s' reads derived attribute %s",
				 op->attrs[k].name, op->attrs[k].derive, op->attrs[j].name);
			ok = false;
		}
	}
	gen_buf_free(&name);
	gen_buf_free(&b);
	return ok;
}

bool spec_expr_check_op(const spec_op *op, char *err, size_t errsize)
{
	for (int i = 0; i < op->nrequire; i++)
		if (!check(op, op->require[i], false, err, errsize))
			return false;
	for (int i = 0; i < op->neach; i++)
		if (!check(op, op->each[i], true, err, errsize))
			return false;
	if (op->neach && op->nin == 0) {
		snprintf(err, errsize, "'each' needs an input to range over");
		return false;
	}
	for (int k = 0; k < op->nattr; k++)
		if (op->attrs[k].derive && !check_derive(op, k, err, errsize))
			return false;
	for (int o = 0; op->outs && o < op->nout; o++) {
		const spec_out *so = &op->outs[o];
		for (int d = 0; d < so->ndims; d++)
			if (!check(op, so->dims[d], false, err, errsize))
				return false;
		if (so->rank && !check(op, so->rank, false, err, errsize))
			return false;
		if (so->dim && !check(op, so->dim, true, err, errsize))
			return false;
	}
	return true;
}

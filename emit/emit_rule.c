/* emit_rule.c: one proved rule to a C match function, and its left and right sides as data. */
#include "emit_rule.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "../generator/spec_expr.h"
#include "../core/rule.h"

/*
 * The matcher walks the left side in pre-order, the order that numbers the
 * match's nodes (m.node[]) and its variables (m.var[], m.attr[]), and emits
 * one early-exit check per step. Every pattern position p has a tensor
 * reference v<p> and, for an operator, a node pointer n<p>: root k is "k",
 * input i of position p is "p_i". A commutative operator opens a loop over
 * the two orders of its inputs and a further root opens a loop over the
 * readers of a tensor already bound, so a failing check says `continue`
 * inside a loop (try the next choice) and `return 0` outside every loop.
 * The match is handed to tasoc_rw_found inside the innermost loop, so
 * every combination of choices is seen; it checks what concerns the whole
 * match (core/rewrite.h) and calls visit. The matcher writes only the
 * slots of m the rule binds, each before any check reads it.
 */
typedef struct ectx {
	const spec_set *s;
	const rule *r;
	gen_buf *c;
	int loops;                /* loops open; the indentation is loops + 1 */
	int nnodes;               /* pre-order number of the next operator node */
	const char *tv[TASOC_RULE_MAX_VARS + 1];
	int ntv;                  /* tensor variables bound so far */
	const char *av[TASOC_RULE_MAX_VARS + 1];
	int nav;                  /* attribute variables bound so far */
} ectx;

static void line(ectx *e, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 2, 3)))
#endif
	;

static void line(ectx *e, const char *fmt, ...)
{
	for (int i = 0; i <= e->loops; i++)
		gen_buf_puts(e->c, "\t");
	va_list ap;
	va_start(ap, fmt);
	gen_buf_vprintf(e->c, fmt, ap);
	va_end(ap);
	gen_buf_puts(e->c, "\n");
}

static const char *fail(const ectx *e)
{
	return e->loops ? "continue" : "return 0";
}

static int find(const char *const *names, int n, const char *name)
{
	for (int i = 0; i < n; i++)
		if (strcmp(names[i], name) == 0)
			return i;
	return -1;
}

/* TASOC_OP_NAME */
static void op_const(gen_buf *b, const spec_op *op)
{
	gen_buf_puts(b, "TASOC_OP_");
	spec_upper(b, op->name);
}

/* TASOC_OP_ATTR, the attribute's slot in tasoc_node.attr */
static void attr_const(gen_buf *b, const spec_op *op, int k)
{
	gen_buf_puts(b, "TASOC_");
	spec_upper(b, op->name);
	gen_buf_puts(b, "_");
	spec_upper(b, op->attrs[k].name);
}

/* An attribute value as C: the enum constant for enum attributes. */
static void attr_value(gen_buf *b, const spec_attr *a, int32_t v)
{
	if (a->type == SPEC_ENUM && v >= 0 && v < a->nvalues) {
		gen_buf_puts(b, "TASOC_");
		spec_upper(b, a->name);
		gen_buf_puts(b, "_");
		spec_upper(b, a->enum_names[v]);
	} else {
		gen_buf_printf(b, "%d", (int)v);
	}
}

/* Spec attribute index of the i-th attribute written in rules (derived ones are skipped). */
static int rule_attr_slot(const spec_op *op, int i)
{
	for (int k = 0; k < op->nattr; k++)
		if (!op->attrs[k].derived && i-- == 0)
			return k;
	return -1;
}

/* Emits the checks of the operator at position pos, whose reference v<pos> is declared. */
static void match_node(ectx *e, const term *t, const char *pos)
{
	const spec_op *op = &e->s->ops[t->op];
	int na = spec_rule_attrs(op);
	gen_buf b;
	gen_buf_init(&b);
	op_const(&b, op);
	line(e, "const tasoc_node *n%s = &g->nodes[v%s.node];", pos, pos);
	if (op->nout > 1)
		line(e, "if (n%s->op != %s || v%s.out != %d)", pos, b.s, pos, t->out);
	else
		line(e, "if (n%s->op != %s)", pos, b.s);
	line(e, "\t%s;", fail(e));
	line(e, "m.node[%d] = v%s.node;", e->nnodes++, pos);
	for (int i = 0; i < na; i++) {
		int k = rule_attr_slot(op, i);
		const term *a = t->args[i];
		b.len = 0;
		attr_const(&b, op, k);
		if (a->kind == TERM_INT) {
			gen_buf v;
			gen_buf_init(&v);
			attr_value(&v, &op->attrs[k], a->value);
			line(e, "if (n%s->attr[%s] != %s)", pos, b.s, v.s);
			line(e, "\t%s;", fail(e));
			gen_buf_free(&v);
			continue;
		}
		int j = find(e->av, e->nav, a->name);
		if (j < 0) {
			e->av[e->nav] = a->name;
			line(e, "m.attr[%d] = n%s->attr[%s]; /* ?%s */", e->nav++, pos, b.s, a->name);
		} else {
			line(e, "if (n%s->attr[%s] != m.attr[%d]) /* ?%s */", pos, b.s, j, a->name);
			line(e, "\t%s;", fail(e));
		}
	}
	if (op->commutative) {
		line(e, "int ns%s = tasoc_ref_eq(n%s->in[0], n%s->in[1]) ? 1 : 2; /* equal inputs: a swap finds the same "
		     "match */", pos, pos, pos);
		line(e, "for (int s%s = 0; s%s < ns%s; s%s++) {", pos, pos, pos, pos);
		e->loops++;
		line(e, "tasoc_ref v%s_0 = n%s->in[s%s], v%s_1 = n%s->in[1 - s%s];", pos, pos, pos, pos, pos, pos);
	} else {
		for (int i = 0; i < op->nin; i++)
			line(e, "tasoc_ref v%s_%d = n%s->in[%d];", pos, i, pos, i);
	}
	for (int i = 0; i < op->nin; i++) {
		const term *a = t->args[na + i];
		char child[64];
		snprintf(child, sizeof child, "%s_%d", pos, i);
		if (a->kind == TERM_OP) {
			match_node(e, a, child);
			continue;
		}
		int j = find(e->tv, e->ntv, a->name);
		if (j < 0) {
			e->tv[e->ntv] = a->name;
			line(e, "m.var[%d] = v%s; /* ?%s */", e->ntv++, child, a->name);
		} else {
			line(e, "if (!tasoc_ref_eq(v%s, m.var[%d])) /* ?%s */", child, j, a->name);
			line(e, "\t%s;", fail(e));
		}
	}
	gen_buf_free(&b);
}

/*
 * Root k > 0: the readers of a variable it takes directly and that an
 * earlier root bound, or failing that every live node.
 */
static void match_root(ectx *e, int k)
{
	const term *t = e->r->lhs[k];
	const spec_op *op = &e->s->ops[t->op];
	int na = spec_rule_attrs(op), via = -1;
	for (int i = 0; i < op->nin && via < 0; i++)
		if (t->args[na + i]->kind == TERM_VAR)
			via = find(e->tv, e->ntv, t->args[na + i]->name);
	if (via >= 0) {
		line(e, "const tasoc_use *u%d;", k);
		line(e, "int32_t nu%d = tasoc_rw_readers(g, mc->u, m.var[%d], &u%d); /* readers of ?%s */", k, via, k,
		     e->tv[via]);
		line(e, "for (int32_t i%d = 0; i%d < nu%d; i%d++) {", k, k, k, k);
		e->loops++;
		line(e, "int32_t c%d = tasoc_rw_reader(g, u%d, i%d, m.var[%d]);", k, k, k, via);
		line(e, "if (c%d < 0)", k);
		line(e, "\tcontinue;");
		line(e, "tasoc_ref v%d = tasoc_ref_make(c%d, %d);", k, k, t->out);
	} else {
		gen_buf b;
		gen_buf_init(&b);
		op_const(&b, op);
		line(e, "const int32_t *p%d;", k);
		line(e, "int32_t np%d = tasoc_rw_peers(g, mc->u, %s, &p%d); /* no shared variable: the %s nodes */", k,
		     b.s, k, op->name);
		gen_buf_free(&b);
		line(e, "for (int32_t i%d = 0; i%d < np%d; i%d++) {", k, k, k, k);
		e->loops++;
		line(e, "int32_t c%d = p%d ? p%d[i%d] : i%d;", k, k, k, k, k);
		line(e, "if (g->nodes[c%d].dead || g->nodes[c%d].nout <= %d)", k, k, t->out);
		line(e, "\tcontinue;");
		line(e, "tasoc_ref v%d = tasoc_ref_make(c%d, %d);", k, k, t->out);
	}
	for (int j = 0; j < k; j++) {
		line(e, "if (tasoc_ref_eq(v%d, v%d)) /* roots are distinct */", k, j);
		line(e, "\tcontinue;");
	}
	char pos[16];
	snprintf(pos, sizeof pos, "%d", k);
	match_node(e, t, pos);
}

static void comment(const spec_set *s, const rule *r, gen_buf *c)
{
	gen_buf_printf(c, "/*\n * %s\n *   ", r->name);
	rule_print_body(s, r, c);
	gen_buf_printf(c, "\n * %s", r->status ? r->status : "unverified");
	for (int i = 0; i < r->naxioms; i++)
		gen_buf_printf(c, "%s%s", i ? ", " : ": ", r->axioms[i]);
	gen_buf_puts(c, "\n */\n");
}

static void emit_match(const spec_set *s, const rule *r, gen_buf *c)
{
	ectx e;
	memset(&e, 0, sizeof e);
	e.s = s;
	e.r = r;
	e.c = c;
	gen_buf_printf(c, "static int match_%s(const tasoc_rule *r, const tasoc_matching *mc, int32_t root)\n{\n",
		       r->name);
	line(&e, "const tasoc_graph *g = mc->g;");
	line(&e, "tasoc_match m; /* what the rule binds, each before it is read; tasoc_rw_found completes it */");
	line(&e, "tasoc_ref v0 = tasoc_ref_make(root, %d);", r->lhs[0]->out);
	match_node(&e, r->lhs[0], "0");
	for (int k = 1; k < r->nroots; k++)
		match_root(&e, k);
	/* the checks on the whole match (intermediates read only inside it, no cycle), then visit */
	if (!e.loops) {
		line(&e, "return tasoc_rw_found(r, mc, &m);");
		gen_buf_puts(c, "}\n\n");
		return;
	}
	line(&e, "int stop = tasoc_rw_found(r, mc, &m);");
	line(&e, "if (stop)");
	line(&e, "\treturn stop;");
	while (e.loops > 0) {
		e.loops--;
		line(&e, "}");
	}
	gen_buf_puts(c, "\treturn 0;\n}\n\n");
}

static const term *bad_target(const spec_set *s, const term *t);

/* The right side's distinct operator nodes in post-order; split0 and split1 of one term are one node. */
typedef struct dst {
	const term *t[4 * TASOC_RULE_MAX_NODES];
	int n;
} dst;

static bool same_node(const term *a, const term *b)
{
	if (a->kind != TERM_OP || b->kind != TERM_OP || a->op != b->op || a->nargs != b->nargs)
		return false;
	for (int i = 0; i < a->nargs; i++)
		if (!term_equal(a->args[i], b->args[i]))
			return false;
	return true;
}

static int dst_find(const dst *d, const term *t)
{
	for (int i = 0; i < d->n; i++)
		if (same_node(d->t[i], t))
			return i;
	return -1;
}

static bool dst_collect(dst *d, const term *t)
{
	if (t->kind != TERM_OP)
		return true;
	for (int i = 0; i < t->nargs; i++)
		if (!dst_collect(d, t->args[i]))
			return false;
	if (dst_find(d, t) >= 0)
		return true;
	if (d->n == (int)(sizeof d->t / sizeof d->t[0]))
		return false;
	d->t[d->n++] = t;
	return true;
}

/* Sets bit j of *mask when the j-th operator node of t (pre-order from *j, as the matcher numbers them) is read at output 1. */
static void out1_of(const spec_set *s, const term *t, int *j, unsigned *mask)
{
	if (t->kind != TERM_OP)
		return;
	if (t->out == 1)
		*mask |= 1u << *j;
	(*j)++;
	const spec_op *op = &s->ops[t->op];
	for (int i = spec_rule_attrs(op); i < t->nargs; i++)
		out1_of(s, t->args[i], j, mask);
}

unsigned emit_rule_out1(const spec_set *s, const rule *r)
{
	unsigned mask = 0;
	int j = 0;
	for (int k = 0; k < r->nroots; k++)
		out1_of(s, r->lhs[k], &j, &mask);
	return mask;
}

int emit_rule_ndst(const rule *r)
{
	dst d;
	d.n = 0;
	for (int k = 0; k < r->nroots; k++)
		if (!dst_collect(&d, r->rhs[k]))
			return -1;
	return d.n;
}

/* Variables of the left side in rule order (pre-order), tensor and attribute ones apart. */
typedef struct vars {
	const char *tv[64], *av[64];
	int ntv, nav;
} vars;

static void collect_vars(vars *v, const term *t)
{
	if (t->kind == TERM_VAR) {
		const char **list = t->is_attr ? v->av : v->tv;
		int *n = t->is_attr ? &v->nav : &v->ntv;
		if (find(list, *n, t->name) < 0 && *n < 64)
			list[(*n)++] = t->name;
		return;
	}
	for (int i = 0; i < t->nargs; i++)
		collect_vars(v, t->args[i]);
}

int emit_rule_nvars(const rule *r)
{
	vars v;
	memset(&v, 0, sizeof v);
	for (int k = 0; k < r->nroots; k++)
		collect_vars(&v, r->lhs[k]);
	return v.ntv;
}

int emit_rule_navars(const rule *r)
{
	vars v;
	memset(&v, 0, sizeof v);
	for (int k = 0; k < r->nroots; k++)
		collect_vars(&v, r->lhs[k]);
	return v.nav;
}

/* A tensor a target node reads, or a new root, as a tasoc_rw_arg initializer (core/rule.h). */
static void dst_arg(gen_buf *b, const vars *v, const dst *d, const term *a)
{
	if (a->kind == TERM_VAR)
		gen_buf_printf(b, "TASOC_RW_VAR(%d)", find(v->tv, v->ntv, a->name));
	else
		gen_buf_printf(b, "TASOC_RW_NEW(%d, %d)", dst_find(d, a), a->out);
}

/*
 * A node's attribute-variable mask (bit k: attribute k is a variable of the
 * rule), and in *last the last attribute written in rules; derived ones
 * read 0 and are not written past it.
 */
static unsigned attr_mask(const spec_op *op, const term *t, int *last)
{
	unsigned var_mask = 0;
	*last = -1;
	for (int k = 0, ri = 0; k < op->nattr; k++) {
		if (op->attrs[k].derived)
			continue;
		if (t->args[ri++]->kind == TERM_VAR)
			var_mask |= 1u << k;
		*last = k;
	}
	return var_mask;
}

/* " }, { attributes } },": values, a variable's index, 0 for a derived one; up to last. */
static void attr_list(gen_buf *c, const spec_op *op, const term *t, int last, const vars *v)
{
	gen_buf_puts(c, " }, { ");
	for (int k = 0, ri = 0; k <= last; k++) {
		if (k)
			gen_buf_puts(c, ", ");
		if (op->attrs[k].derived) {
			gen_buf_puts(c, "0");
			continue;
		}
		const term *a = t->args[ri++];
		if (a->kind == TERM_INT)
			attr_value(c, &op->attrs[k], a->value);
		else
			gen_buf_printf(c, "%d", find(v->av, v->nav, a->name));
	}
	gen_buf_puts(c, last < 0 ? "0 } },\n" : " } },\n");
}

/*
 * The right side as data for tasoc_rule_apply: rhs_NAME, its distinct
 * subterms in post-order (t0 first), each with its operator, inputs and
 * attributes, and roots_NAME, per root the old output (a node of the match
 * and its output) and the new one. A right side that is a bare variable
 * builds nothing: rhs is NULL.
 */
static void emit_rhs(const spec_set *s, const rule *r, gen_buf *c)
{
	vars v;
	memset(&v, 0, sizeof v);
	for (int k = 0; k < r->nroots; k++)
		collect_vars(&v, r->lhs[k]);
	dst d;
	d.n = 0;
	for (int k = 0; k < r->nroots; k++)
		dst_collect(&d, r->rhs[k]);
	gen_buf b;
	gen_buf_init(&b);
	if (d.n)
		gen_buf_printf(c, "static const tasoc_rw_node rhs_%s[] = {\n", r->name);
	for (int i = 0; i < d.n; i++) {
		const term *t = d.t[i];
		const spec_op *op = &s->ops[t->op];
		int na = spec_rule_attrs(op);
		b.len = 0;
		term_print(s, t, true, &b);
		gen_buf_printf(c, "\t/* t%d: %s */\n\t{ ", i, b.s);
		op_const(c, op);
		int last;
		gen_buf_printf(c, ", 0x%02x, { ", attr_mask(op, t, &last));
		for (int j = 0; j < op->nin; j++) {
			if (j)
				gen_buf_puts(c, ", ");
			dst_arg(c, &v, &d, t->args[na + j]);
		}
		attr_list(c, op, t, last, &v);
	}
	if (d.n)
		gen_buf_puts(c, "};\n");
	gen_buf_printf(c, "static const tasoc_rw_root roots_%s[] = {", r->name);
	for (int k = 0, first = 0; k < r->nroots; first += term_size(r->lhs[k]), k++) {
		gen_buf_printf(c, "%s{ %d, %d, ", k ? ", " : " ", first, r->lhs[k]->out);
		dst_arg(c, &v, &d, r->rhs[k]);
		gen_buf_puts(c, " }");
	}
	gen_buf_puts(c, " };\n\n");
	gen_buf_free(&b);
}

/* The first operator node of t (pre-order) that a tasoc_rw_node cannot describe as a pattern. */
static const term *bad_pattern(const spec_set *s, const term *t)
{
	if (t->kind != TERM_OP)
		return NULL;
	return bad_target(s, t);
}

bool emit_rule_has_lhs(const spec_set *s, const rule *r)
{
	for (int k = 0; k < r->nroots; k++)
		if (bad_pattern(s, r->lhs[k]))
			return false;
	return true;
}

/* One pattern node and, after it, its operator children: pre-order, as match_NAME numbers m.node[]. */
static void lhs_node(const spec_set *s, const vars *v, const term *t, int *next, gen_buf *c)
{
	const spec_op *op = &s->ops[t->op];
	int na = spec_rule_attrs(op), self = (*next)++;
	int child[TASOC_RW_MAX_IN];
	gen_buf b;
	gen_buf_init(&b);
	term_print(s, t, true, &b);
	gen_buf_printf(c, "\t/* p%d: %s */\n\t{ ", self, b.s);
	gen_buf_free(&b);
	op_const(c, op);
	int last;
	gen_buf_printf(c, ", 0x%02x, { ", attr_mask(op, t, &last));
	/* an operator child's number: after self and the whole subtrees of the children before it */
	for (int j = 0, at = self + 1; j < op->nin; j++) {
		const term *a = t->args[na + j];
		if (j)
			gen_buf_puts(c, ", ");
		if (a->kind == TERM_VAR) {
			gen_buf_printf(c, "TASOC_RW_VAR(%d)", find(v->tv, v->ntv, a->name));
			child[j] = -1;
		} else {
			gen_buf_printf(c, "TASOC_RW_PAT(%d, %d)", at, a->out);
			child[j] = at;
			at += term_size(a);
		}
	}
	attr_list(c, op, t, last, v);
	for (int j = 0; j < op->nin; j++)
		if (child[j] >= 0)
			lhs_node(s, v, t->args[na + j], next, c);
}

/*
 * The left side as data, for matching without a graph (the e-graph of
 * core/saturate.c): lhs_NAME, its operator nodes in the pre-order of
 * match_NAME's m.node[] over all roots, inputs a variable or
 * TASOC_RW_PAT(p, o), output o of pattern node p. Derived attributes read
 * 0 and are not checked; roots_NAME says which nodes are the roots.
 */
static void emit_lhs(const spec_set *s, const rule *r, gen_buf *c)
{
	if (!emit_rule_has_lhs(s, r))
		return;
	vars v;
	memset(&v, 0, sizeof v);
	for (int k = 0; k < r->nroots; k++)
		collect_vars(&v, r->lhs[k]);
	gen_buf_printf(c, "#ifndef TASOC_NO_RULE_LHS\nstatic const tasoc_rw_node lhs_%s[] = {\n", r->name);
	int next = 0;
	for (int k = 0; k < r->nroots; k++)
		lhs_node(s, &v, r->lhs[k], &next, c);
	gen_buf_puts(c, "};\n#endif\n");
}

void emit_rule(const spec_set *s, const rule *r, gen_buf *c)
{
	comment(s, r, c);
	emit_match(s, r, c);
	emit_lhs(s, r, c);
	emit_rhs(s, r, c);
}

/* The first derived attribute of t's operator or below, that emit cannot compute. */
static const term *bad_derived(const spec_set *s, const rule *r, const term *t, int depth)
{
	if (t->kind != TERM_OP)
		return NULL;
	const spec_op *op = &s->ops[t->op];
	for (int k = 0; k < op->nattr; k++) {
		if (!op->attrs[k].derived || op->attrs[k].derive)
			continue; /* those derived from input shapes are filled in by tasoc_rule_apply */
		/* split's size comes from a root it replaces: only split, only at a root */
		bool ok = strcmp(op->name, "split") == 0 && strcmp(op->attrs[k].name, "size") == 0 &&
			  spec_attr_index(op, "axis") >= 0 && op->nin == 1;
		for (int j = 0; ok && depth > 0; j++) {
			if (j == r->nroots) {
				ok = false;
				break;
			}
			if (same_node(r->rhs[j], t))
				break;
		}
		if (!ok)
			return t;
	}
	for (int i = 0; i < t->nargs; i++) {
		const term *b = bad_derived(s, r, t->args[i], depth + 1);
		if (b)
			return b;
	}
	return NULL;
}

/* The highest output of an operator node that t reads. */
static int max_out(const term *t)
{
	int n = t->kind == TERM_OP ? t->out : 0;
	for (int i = 0; t->kind == TERM_OP && i < t->nargs; i++) {
		int a = max_out(t->args[i]);
		n = a > n ? a : n;
	}
	return n;
}

/* The first node of t that tasoc_rw_node cannot hold: too many inputs or attributes, a value out of int8_t. */
static const term *bad_target(const spec_set *s, const term *t)
{
	if (t->kind != TERM_OP)
		return NULL;
	const spec_op *op = &s->ops[t->op];
	if (op->nin > TASOC_RW_MAX_IN || op->nattr > TASOC_RW_MAX_ATTRS)
		return t;
	for (int i = 0; i < t->nargs; i++) {
		const term *a = t->args[i];
		if (a->kind == TERM_INT && (a->value < INT8_MIN || a->value > INT8_MAX))
			return t;
		const term *b = bad_target(s, a);
		if (b)
			return b;
	}
	return NULL;
}

bool emit_rule_check(const spec_set *s, const rule *r, char *err, size_t errsize)
{
	int total = 0;
	vars v;
	memset(&v, 0, sizeof v);
	for (int k = 0; k < r->nroots; k++) {
		if (r->lhs[k]->kind != TERM_OP) {
			snprintf(err, errsize, "left root %d is a variable: the rule cannot match", k);
			return false;
		}
		total += term_size(r->lhs[k]);
		collect_vars(&v, r->lhs[k]);
	}
	if (total > TASOC_RULE_MAX_NODES || v.ntv > TASOC_RULE_MAX_VARS || v.nav > TASOC_RULE_MAX_VARS) {
		snprintf(err, errsize, "left side has %d operators, %d tensor and %d attribute variables "
			 "(a match holds at most %d and %d)", total, v.ntv, v.nav, TASOC_RULE_MAX_NODES,
			 TASOC_RULE_MAX_VARS);
		return false;
	}
	vars rv;
	memset(&rv, 0, sizeof rv);
	for (int k = 0; k < r->nroots; k++)
		collect_vars(&rv, r->rhs[k]);
	for (int i = 0; i < rv.ntv; i++)
		if (find(v.tv, v.ntv, rv.tv[i]) < 0) {
			snprintf(err, errsize, "variable ?%s of the right side is unbound on the left", rv.tv[i]);
			return false;
		}
	for (int i = 0; i < rv.nav; i++)
		if (find(v.av, v.nav, rv.av[i]) < 0) {
			snprintf(err, errsize, "attribute variable ?%s of the right side is unbound on the left", rv.av[i]);
			return false;
		}
	bool same = true;
	for (int k = 0; k < r->nroots; k++)
		same &= term_equal(r->lhs[k], r->rhs[k]);
	if (same) {
		snprintf(err, errsize, "the right side equals the left side");
		return false;
	}
	for (int k = 0; k < r->nroots; k++)
		for (int j = 0; j < k; j++)
			if (term_equal(r->lhs[j], r->lhs[k])) {
				snprintf(err, errsize, "left roots %d and %d are the same term: the rule cannot match "
					 "(roots must be distinct nodes)", j, k);
				return false;
			}
	int ndst = emit_rule_ndst(r);
	if (ndst < 0 || ndst > 4 * TASOC_RULE_MAX_NODES) {
		snprintf(err, errsize, "right side too large");
		return false;
	}
	for (int k = 0; k < r->nroots; k++)
		if (max_out(r->lhs[k]) > 1) {
			snprintf(err, errsize, "the left side reads an output past the second (tasoc_rule.out1 tells only "
				 "outputs 0 and 1 apart)");
			return false;
		}
	const term *big = NULL;
	for (int k = 0; k < r->nroots && !big; k++)
		big = bad_target(s, r->rhs[k]);
	if (big) {
		snprintf(err, errsize, "%s on the right does not fit a rewrite's node (core/rule.h: at most %d inputs, "
			 "%d attributes, values from %d to %d)", s->ops[big->op].name, TASOC_RW_MAX_IN, TASOC_RW_MAX_ATTRS,
			 INT8_MIN, INT8_MAX);
		return false;
	}
	for (int k = 0; k < r->nroots; k++) {
		const term *b = bad_derived(s, r, r->rhs[k], 0);
		if (b) {
			snprintf(err, errsize, "%s on the right has a derived attribute that cannot be computed "
				 "(only split, as a root of the right side, takes its size from the output it replaces; "
				 "others need a shape expression in the spec)",
				 s->ops[b->op].name);
			return false;
		}
	}
	return true;
}

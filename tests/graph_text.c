/* graph_text.c: building test graphs from terms and printing graphs as terms. */
#include "graph_text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct names {
	char *name[16];
	tasoc_shape shape[16];
	int n;
} names;

static int parse_inputs(const char *text, names *ns, char *err, size_t errsize)
{
	memset(ns, 0, sizeof *ns);
	char *copy = strdup(text), *save = NULL;
	for (char *tok = strtok_r(copy, " \t", &save); tok; tok = strtok_r(NULL, " \t", &save)) {
		char *colon = strchr(tok, ':');
		if (!colon || ns->n == 16) {
			snprintf(err, errsize, "input '%s' is not NAME:DxD...", tok);
			free(copy);
			return -1;
		}
		*colon = '\0';
		int32_t d[TASOC_MAX_RANK];
		int r = 0;
		for (char *p = colon + 1; *p && r < TASOC_MAX_RANK; r++) {
			d[r] = (int32_t)strtol(p, &p, 10);
			if (*p == 'x')
				p++;
		}
		ns->name[ns->n] = strdup(tok);
		ns->shape[ns->n++] = tasoc_shape_make(r, d);
	}
	free(copy);
	return 0;
}

static void free_names(names *ns)
{
	for (int i = 0; i < ns->n; i++)
		free(ns->name[i]);
}

/* The terms of expr: one, or the items of [...]. */
static int parse_terms(const spec_set *s, const names *ns, const char *expr, term **ts, int max,
		       char *err, size_t errsize)
{
	sexp *e = sexp_parse_one(expr, err, errsize);
	if (!e)
		return -1;
	int n = e->kind == SEXP_BRACKET ? e->n : 1;
	if (n > max) {
		sexp_free(e);
		snprintf(err, errsize, "too many outputs");
		return -1;
	}
	for (int i = 0; i < n; i++) {
		ts[i] = term_from_sexp(s, e->kind == SEXP_BRACKET ? e->items[i] : e, ns->n, ns->name, false,
				       err, errsize);
		if (!ts[i]) {
			while (i-- > 0)
				term_free(ts[i]);
			sexp_free(e);
			return -1;
		}
	}
	sexp_free(e);
	return n;
}

/* Equal subterms share a node: a memo of the operator terms built so far. */
typedef struct memo {
	const term *t[64];
	int32_t node[64];
	int n;
} memo;

static bool same_node(const term *a, const term *b)
{
	if (a->op != b->op || a->nargs != b->nargs)
		return false;
	for (int i = 0; i < a->nargs; i++)
		if (!term_equal(a->args[i], b->args[i]))
			return false;
	return true;
}

static int op_index(const char *name)
{
	for (int i = 0; i < TASOC_OP_COUNT; i++)
		if (strcmp(tasoc_ops[i].name, name) == 0)
			return i;
	return -1;
}

static tasoc_ref build(const spec_set *s, tasoc_graph *g, const names *ns, const int32_t *ids, memo *mm,
		       const term *t, char *err, size_t errsize)
{
	tasoc_ref bad = { -1, 0 };
	if (t->kind == TERM_VAR) {
		for (int i = 0; i < ns->n; i++)
			if (strcmp(ns->name[i], t->name) == 0)
				return tasoc_ref_make(ids[i], 0);
		snprintf(err, errsize, "unknown input %s", t->name);
		return bad;
	}
	for (int i = 0; i < mm->n; i++)
		if (same_node(mm->t[i], t))
			return tasoc_ref_make(mm->node[i], t->out);
	const spec_op *sop = &s->ops[t->op];
	int op = op_index(sop->name), na = spec_rule_attrs(sop);
	int32_t attr[TASOC_MAX_ATTRS] = { 0 };
	tasoc_ref in[TASOC_MAX_IN];
	for (int k = 0, i = 0; k < sop->nattr; k++) {
		if (sop->attrs[k].derive)
			continue; /* from the input shapes, below */
		if (sop->attrs[k].derived) {
			snprintf(err, errsize, "%s: derived attribute %s cannot be written", sop->name,
				 sop->attrs[k].name);
			return bad;
		}
		attr[k] = t->args[i++]->value;
	}
	tasoc_shape shapes[TASOC_MAX_IN];
	for (int i = 0; i < sop->nin; i++) {
		in[i] = build(s, g, ns, ids, mm, t->args[na + i], err, errsize);
		if (in[i].node < 0)
			return bad;
		shapes[i] = *tasoc_ref_shape(g, in[i]);
	}
	if (tasoc_ops[op].derive)
		tasoc_ops[op].derive(attr, shapes);
	int32_t v = tasoc_add_op(g, op, attr, sop->nin, in, NULL);
	if (v < 0) {
		snprintf(err, errsize, "%s", g->err);
		return bad;
	}
	if (mm->n < 64) {
		mm->t[mm->n] = t;
		mm->node[mm->n++] = v;
	}
	return tasoc_ref_make(v, t->out);
}

int gt_build(const spec_set *s, tasoc_graph *g, const char *inputs, const char *expr, char *err,
	     size_t errsize)
{
	names ns;
	term *ts[16];
	if (parse_inputs(inputs, &ns, err, errsize) != 0)
		return -1;
	int n = parse_terms(s, &ns, expr, ts, 16, err, errsize), rc = n < 0 ? -1 : 0;
	int32_t ids[16];
	for (int i = 0; rc == 0 && i < ns.n; i++)
		if ((ids[i] = tasoc_add_input(g, ns.name[i], ns.shape[i])) < 0) {
			snprintf(err, errsize, "%s", g->err);
			rc = -1;
		}
	memo mm;
	mm.n = 0;
	for (int i = 0; rc == 0 && i < n; i++) {
		tasoc_ref r = build(s, g, &ns, ids, &mm, ts[i], err, errsize);
		if (r.node < 0 || tasoc_add_output(g, r, NULL) != TASOC_OK)
			rc = -1;
	}
	for (int i = 0; i < n; i++)
		term_free(ts[i]);
	free_names(&ns);
	return rc;
}

/* The term a graph computes at r: inputs become variables named after them. */
static term *to_term(const spec_set *s, const tasoc_graph *g, tasoc_ref r)
{
	const tasoc_node *nd = &g->nodes[r.node];
	term *t = calloc(1, sizeof *t);
	const tasoc_op_info *info = &tasoc_ops[nd->op];
	if (info->flags & TASOC_OPF_SOURCE) {
		t->kind = TERM_VAR;
		t->name = strdup(tasoc_node_name(g, r.node));
		return t;
	}
	const spec_op *sop = &s->ops[spec_find(s, info->name)];
	t->kind = TERM_OP;
	t->op = spec_find(s, info->name);
	t->out = r.out;
	t->args = calloc((size_t)sop->nattr + (size_t)sop->nin + 1, sizeof *t->args);
	for (int k = 0; k < sop->nattr; k++) {
		if (sop->attrs[k].derived)
			continue;
		term *a = calloc(1, sizeof *a);
		a->kind = TERM_INT;
		a->is_attr = true;
		a->value = nd->attr[k];
		t->args[t->nargs++] = a;
	}
	for (int i = 0; i < nd->nin; i++)
		t->args[t->nargs++] = to_term(s, g, nd->in[i]);
	return t;
}

static void print_terms(const spec_set *s, term **ts, int n, gen_buf *b)
{
	if (n > 1)
		gen_buf_puts(b, "[");
	for (int i = 0; i < n; i++) {
		if (i)
			gen_buf_puts(b, " ");
		term_print(s, ts[i], false, b);
	}
	if (n > 1)
		gen_buf_puts(b, "]");
}

void gt_print(const spec_set *s, const tasoc_graph *g, gen_buf *b)
{
	term *ts[64];
	int n = g->noutputs < 64 ? g->noutputs : 64;
	for (int i = 0; i < n; i++)
		ts[i] = to_term(s, g, g->outputs[i]);
	print_terms(s, ts, n, b);
	for (int i = 0; i < n; i++)
		term_free(ts[i]);
}

static void count_ops(const term *t, memo *mm)
{
	if (t->kind != TERM_OP)
		return;
	for (int i = 0; i < t->nargs; i++)
		count_ops(t->args[i], mm);
	for (int i = 0; i < mm->n; i++)
		if (same_node(mm->t[i], t))
			return;
	if (mm->n < 64)
		mm->t[mm->n++] = t;
}

int gt_normalize(const spec_set *s, const char *inputs, const char *expr, gen_buf *b, int *nops,
		 char *err, size_t errsize)
{
	names ns;
	term *ts[16];
	if (parse_inputs(inputs, &ns, err, errsize) != 0)
		return -1;
	int n = parse_terms(s, &ns, expr, ts, 16, err, errsize);
	free_names(&ns);
	if (n < 0)
		return -1;
	print_terms(s, ts, n, b);
	memo mm;
	mm.n = 0;
	for (int i = 0; i < n; i++)
		count_ops(ts[i], &mm);
	*nops = mm.n;
	for (int i = 0; i < n; i++)
		term_free(ts[i]);
	return 0;
}

int gt_live_ops(const tasoc_graph *g)
{
	int n = 0;
	for (int32_t v = 0; v < g->nnodes; v++)
		n += !g->nodes[v].dead && !(tasoc_ops[g->nodes[v].op].flags & TASOC_OPF_SOURCE);
	return n;
}

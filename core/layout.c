/* layout.c: which operators are data layouts, the rule table without them, and a graph's layout figures. */
#include "layout.h"

#include <string.h>

bool tasoc_op_is_layout(int op)
{
	return op == TASOC_OP_NHWC || op == TASOC_OP_NCHW || op == TASOC_OP_CONV2D_NHWC;
}

/* Whether an operator's name appears in a rule's text as a whole word after '('. */
static bool text_mentions(const char *text, const char *name)
{
	size_t n = strlen(name);
	for (const char *p = strchr(text, '('); p; p = strchr(p + 1, '('))
		if (strncmp(p + 1, name, n) == 0 && (p[1 + n] == ' ' || p[1 + n] == ')'))
			return true;
	return false;
}

static bool rhs_layout(const tasoc_rule *r)
{
	for (int k = 0; k < r->ndst; k++)
		if (tasoc_op_is_layout(r->rhs[k].op))
			return true;
	return false;
}

/* From the left side as data, else from the rule's text before "=>". */
static bool lhs_layout(const tasoc_rule *r)
{
	if (tasoc_op_is_layout(r->root_op))
		return true;
	if (r->lhs) {
		for (int k = 0; k < r->nsrc; k++)
			if (tasoc_op_is_layout(r->lhs[k].op))
				return true;
		return false;
	}
	if (!r->text)
		return false;
	char left[512];
	const char *arrow = strstr(r->text, "=>");
	size_t n = arrow ? (size_t)(arrow - r->text) : strlen(r->text);
	if (n >= sizeof left)
		n = sizeof left - 1;
	memcpy(left, r->text, n);
	left[n] = 0;
	for (int op = 0; op < TASOC_OP_COUNT; op++)
		if (tasoc_op_is_layout(op) && text_mentions(left, tasoc_ops[op].name))
			return true;
	return false;
}

bool tasoc_rule_is_layout(const tasoc_rule *r)
{
	return rhs_layout(r) || lhs_layout(r);
}

bool tasoc_rule_makes_layout(const tasoc_rule *r)
{
	return rhs_layout(r) && !lhs_layout(r);
}

/* Copies the rules of rules[0..n) that drop does not pick into out, ending with an all-zero entry. */
static int rules_without(const tasoc_rule *rules, int n, tasoc_rule *out, bool (*drop)(const tasoc_rule *))
{
	int k = 0;
	for (int i = 0; i < n; i++)
		if (!drop(&rules[i]))
			out[k++] = rules[i];
	memset(&out[k], 0, sizeof out[k]);
	return k;
}

int tasoc_rules_without_layout(const tasoc_rule *rules, int n, tasoc_rule *out)
{
	return rules_without(rules, n, out, tasoc_rule_is_layout);
}

int tasoc_rules_without_layout_changes(const tasoc_rule *rules, int n, tasoc_rule *out)
{
	return rules_without(rules, n, out, tasoc_rule_makes_layout);
}

tasoc_shape tasoc_shape_nhwc(const tasoc_shape *s)
{
	tasoc_shape t = *s;
	t.dim[1] = s->dim[2];
	t.dim[2] = s->dim[3];
	t.dim[3] = s->dim[1];
	return t;
}

tasoc_shape tasoc_shape_nchw(const tasoc_shape *s)
{
	tasoc_shape t = *s;
	t.dim[1] = s->dim[3];
	t.dim[2] = s->dim[1];
	t.dim[3] = s->dim[2];
	return t;
}

bool tasoc_layout_may_pay(tasoc_cost_model *cm, const tasoc_graph *g)
{
	if (cm->backend.fuses & TASOC_COST_OWN_CONV_LAYOUT)
		return false;
	for (int32_t v = 0; v < g->nnodes; v++) {
		const tasoc_node *n = &g->nodes[v];
		if (n->dead || n->op != TASOC_OP_CONV2D)
			continue;
		tasoc_cost_key k, h;
		tasoc_cost_key_of(g, v, &k);
		h = k;
		h.op = TASOC_OP_CONV2D_NHWC;
		h.in[0] = tasoc_shape_nhwc(&k.in[0]);
		h.out[0] = tasoc_shape_nhwc(&k.out[0]);
		if (tasoc_cost_lookup(cm, &h) < tasoc_cost_lookup(cm, &k))
			return true;
	}
	return false;
}

void tasoc_layout_count(const tasoc_graph *g, tasoc_layout_counts *c)
{
	memset(c, 0, sizeof *c);
	for (int32_t v = 0; v < g->nnodes; v++) {
		const tasoc_node *n = &g->nodes[v];
		if (n->dead)
			continue;
		if (n->op == TASOC_OP_CONV2D_NHWC)
			c->nhwc_ops++;
		else if (n->op == TASOC_OP_NHWC || n->op == TASOC_OP_NCHW)
			c->conversions++;
	}
}

void tasoc_conv_nhwc_parts(const tasoc_cost_key *k, tasoc_cost_key *in, tasoc_cost_key *conv, tasoc_cost_key *out)
{
	*conv = *in = *out = *k;
	conv->op = TASOC_OP_CONV2D;
	conv->in[0] = tasoc_shape_nchw(&k->in[0]);
	conv->out[0] = tasoc_shape_nchw(&k->out[0]);
	in->op = TASOC_OP_NCHW;
	in->nin = 1;
	in->out[0] = conv->in[0];
	out->op = TASOC_OP_NHWC;
	out->nin = 1;
	out->in[0] = conv->out[0];
	memset(in->attr, 0, sizeof in->attr);
	memset(out->attr, 0, sizeof out->attr);
}

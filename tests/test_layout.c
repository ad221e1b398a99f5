/* test_layout.c: the NHWC layout operators: kernels, proved rules, --layout off, and the search choosing NHWC. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/interp.h"
#include "../core/layout.h"
#include "../core/tasoc.h"
#include "graph_run.h"

static void fill(float *d, int64_t n, uint64_t seed)
{
	uint64_t s = seed * 0x9e3779b97f4a7c15ull + 7;
	for (int64_t i = 0; i < n; i++) {
		s ^= s << 13;
		s ^= s >> 7;
		s ^= s << 17;
		d[i] = (float)((double)(s >> 11) / (double)(1ull << 53) * 2.0 - 1.0);
	}
}

static int32_t weight(tasoc_graph *g, const int32_t *dims, uint64_t seed)
{
	tasoc_shape s = tasoc_shape_make(4, dims);
	float *d = malloc((size_t)tasoc_numel(&s) * sizeof *d);
	fill(d, tasoc_numel(&s), seed);
	int32_t id = tasoc_add_weight(g, NULL, s, d, true);
	free(d);
	return id;
}

static int32_t op1(tasoc_graph *g, int op, int32_t x)
{
	tasoc_ref in[] = { { x, 0 } };
	int32_t v = tasoc_add_op(g, op, NULL, 1, in, NULL);
	cr_assert_geq(v, 0, "%s", g->err);
	return v;
}

static int32_t conv(tasoc_graph *g, int op, const int32_t *attr, int32_t x, int32_t w)
{
	tasoc_ref in[] = { { x, 0 }, { w, 0 } };
	int32_t v = tasoc_add_op(g, op, attr, 2, in, NULL);
	cr_assert_geq(v, 0, "%s", g->err);
	return v;
}

/* Runs a one-input, one-output graph in float32 on x; the caller frees the result. */
static float *run(tasoc_graph *g, const float *x)
{
	const tasoc_shape *s = tasoc_ref_shape(g, g->outputs[0]);
	float *y = malloc((size_t)tasoc_numel(s) * sizeof *y);
	const void *in[] = { x };
	void *out[] = { y };
	cr_assert_eq(tasoc_interp(g, TASOC_MODE_F32, in, out), TASOC_OK, "%s", g->err);
	return y;
}

/* nhwc moves channels last, nchw back: element [n, c, h, w] lands at [n, h, w, c]. */
Test(layout, conversions_permute_as_onnx_transpose)
{
	static const int32_t xs[] = { 2, 3, 4, 5 };
	tasoc_graph g, h;
	tasoc_graph_init(&g, NULL);
	tasoc_graph_init(&h, NULL);
	int32_t x = tasoc_add_input(&g, "x", tasoc_shape_make(4, xs));
	int32_t y = op1(&g, TASOC_OP_NHWC, x);
	static const int32_t want[] = { 2, 4, 5, 3 };
	tasoc_shape ws = tasoc_shape_make(4, want);
	cr_assert(tasoc_shape_eq(&g.nodes[y].out[0], &ws));
	cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(y, 0), "y"), TASOC_OK);
	float xv[120];
	for (int i = 0; i < 120; i++)
		xv[i] = (float)i;
	float *yv = run(&g, xv);
	for (int n = 0; n < 2; n++)
		for (int c = 0; c < 3; c++)
			for (int hh = 0; hh < 4; hh++)
				for (int w = 0; w < 5; w++)
					cr_assert_eq(yv[((n * 4 + hh) * 5 + w) * 3 + c], xv[((n * 3 + c) * 4 + hh) * 5 + w]);
	/* and nchw takes it back */
	int32_t x2 = tasoc_add_input(&h, "x", ws);
	int32_t z = op1(&h, TASOC_OP_NCHW, x2);
	tasoc_shape xs4 = tasoc_shape_make(4, xs);
	cr_assert(tasoc_shape_eq(&h.nodes[z].out[0], &xs4));
	cr_assert_eq(tasoc_add_output(&h, tasoc_ref_make(z, 0), "z"), TASOC_OK);
	float *zv = run(&h, yv);
	cr_assert_arr_eq(zv, xv, sizeof xv);
	free(yv);
	free(zv);
	tasoc_graph_free(&g);
	tasoc_graph_free(&h);
}

/* conv2d_nhwc is conv2d between the conversions (its axiom), to the bit, at every stride, padding and activation. */
Test(layout, conv2d_nhwc_is_conv2d_between_conversions)
{
	static const int32_t xs[] = { 2, 3, 7, 6 }, ws[] = { 5, 3, 3, 3 };
	float x[2 * 3 * 7 * 6];
	fill(x, 2 * 3 * 7 * 6, 11);
	for (int a = 0; a < 16; a++) {
		int32_t attr[] = { 1 + (a & 1), 1 + ((a >> 1) & 1), (a >> 2) & 1 ? TASOC_PADDING_SAME : TASOC_PADDING_VALID,
				   (a >> 3) & 1 ? TASOC_ACTIVATION_RELU : TASOC_ACTIVATION_NONE };
		tasoc_graph g, h;
		tasoc_graph_init(&g, NULL);
		tasoc_graph_init(&h, NULL);
		int32_t y = conv(&g, TASOC_OP_CONV2D, attr, tasoc_add_input(&g, "x", tasoc_shape_make(4, xs)), weight(&g, ws, 3));
		cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(y, 0), "y"), TASOC_OK);
		int32_t hx = tasoc_add_input(&h, "x", tasoc_shape_make(4, xs));
		int32_t hy = op1(&h, TASOC_OP_NCHW, conv(&h, TASOC_OP_CONV2D_NHWC, attr, op1(&h, TASOC_OP_NHWC, hx), weight(&h, ws, 3)));
		cr_assert_eq(tasoc_add_output(&h, tasoc_ref_make(hy, 0), "y"), TASOC_OK);
		cr_assert(tasoc_shape_eq(&g.nodes[y].out[0], &h.nodes[hy].out[0]));
		float *a1 = run(&g, x), *a2 = run(&h, x);
		cr_assert_arr_eq(a1, a2, (size_t)tasoc_numel(&g.nodes[y].out[0]) * sizeof(float), "attributes %d", a);
		free(a1);
		free(a2);
		tasoc_graph_free(&g);
		tasoc_graph_free(&h);
	}
}

/* The layout rules are generated, proved from the axioms, and audited in generated/rules.txt. */
Test(layout, rules_are_proved_and_listed)
{
	static const char *const want[] = {
		"conv_nhwc", "nhwc_conv", "conv_nhwc_relu_fuse", "nhwc_nchw___1", "nchw_nhwc___1",
		"relu_nchw__nchw_relu_1", "ewadd_nchw_nchw__nchw_ewadd_1",
	};
	FILE *f = fopen("generated/rules.txt", "r");
	cr_assert_not_null(f);
	char line[2048];
	bool seen[sizeof want / sizeof want[0]] = { false };
	while (fgets(line, sizeof line, f))
		for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
			size_t n = strlen(want[i]);
			if (strncmp(line, want[i], n) == 0 && line[n] == ' ') {
				seen[i] = true;
				cr_expect(strstr(line, "; proved: ") != NULL, "%s is not proved: %s", want[i], line);
				if (strcmp(want[i], "conv_nhwc") == 0)
					cr_expect(strstr(line, "conv_nhwc_def") != NULL, "conv_nhwc proved from the definition");
			}
		}
	fclose(f);
	for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
		cr_expect(seen[i], "%s is not in generated/rules.txt", want[i]);
		bool found = false;
		for (int r = 0; r < tasoc_nrules; r++)
			if (strcmp(tasoc_rules[r].name, want[i]) == 0) {
				found = true;
				cr_expect(tasoc_rule_is_layout(&tasoc_rules[r]), "%s mentions a layout operator", want[i]);
				cr_expect_eq(tasoc_rule_makes_layout(&tasoc_rules[r]), strcmp(want[i], "conv_nhwc") == 0,
					     "%s makes a layout", want[i]);
			}
		cr_expect(found, "%s is not in the rule table", want[i]);
	}
}

/* --layout off's table: every rule without a layout operator, none with one. */
Test(layout, graph_only_table_drops_exactly_the_layout_rules)
{
	tasoc_rule *t = malloc(((size_t)tasoc_nrules + 1) * sizeof *t);
	int n = tasoc_rules_without_layout(tasoc_rules, tasoc_nrules, t);
	int layout = 0;
	for (int r = 0; r < tasoc_nrules; r++)
		layout += tasoc_rule_is_layout(&tasoc_rules[r]);
	cr_assert_geq(layout, 7);
	cr_assert_eq(n, tasoc_nrules - layout);
	for (int i = 0; i < n; i++) {
		cr_assert(!tasoc_rule_is_layout(&t[i]), "%s", t[i].name);
		cr_assert(strstr(t[i].text, "nhwc") == NULL && strstr(t[i].text, "nchw") == NULL, "%s", t[i].text);
	}
	cr_assert_null(t[n].name);
	free(t);
}

/*
 * A cost backend under which an NHWC convolution costs a quarter of the
 * NCHW one and a conversion a tenth (as on a GPU whose Tensor Core kernels
 * want NHWC); the analytical estimate for everything else.
 */
static double nhwc_cheap(void *ctx, const tasoc_cost_key *k)
{
	(void)ctx;
	switch (k->op) {
	case TASOC_OP_CONV2D:
		return 1.0;
	case TASOC_OP_CONV2D_NHWC:
		return 0.25;
	case TASOC_OP_NHWC:
	case TASOC_OP_NCHW:
		return 0.1;
	default:
		return tasoc_cost_analytical_key(k);
	}
}

/* conv -> relu -> conv, the relu fused by the canonical form. */
static void build_chain(tasoc_graph *g)
{
	static const int32_t xs[] = { 1, 16, 14, 14 }, ws[] = { 16, 16, 3, 3 };
	int32_t none[] = { 1, 1, TASOC_PADDING_SAME, TASOC_ACTIVATION_NONE };
	tasoc_graph_init(g, NULL);
	int32_t x = tasoc_add_input(g, "x", tasoc_shape_make(4, xs));
	int32_t c1 = conv(g, TASOC_OP_CONV2D, none, x, weight(g, ws, 1));
	int32_t c2 = conv(g, TASOC_OP_CONV2D, none, op1(g, TASOC_OP_RELU, c1), weight(g, ws, 2));
	cr_assert_eq(tasoc_add_output(g, tasoc_ref_make(c2, 0), "y"), TASOC_OK);
}

static void optimize_with(tasoc_graph *g, const tasoc_cost_backend *b, bool layout_off, int search, tasoc_graph *out,
			  tasoc_stats *st)
{
	tasoc_cost_model cm;
	cr_assert_eq(tasoc_cost_init(&cm, NULL, b), TASOC_OK);
	tasoc_options o;
	tasoc_options_default(&o);
	o.common.cost = &cm;
	o.search = search;
	tasoc_rule *t = NULL;
	if (layout_off) {
		t = malloc(((size_t)tasoc_nrules + 1) * sizeof *t);
		o.common.nrules = tasoc_rules_without_layout(tasoc_rules, tasoc_nrules, t);
		o.common.rules = t;
	}
	cr_assert_eq(tasoc_optimize(g, &o, out, st), TASOC_OK, "%s", g->err);
	tasoc_cost_free(&cm);
	free(t);
}

static void optimize(tasoc_graph *g, const tasoc_cost_backend *b, bool layout_off, tasoc_graph *out, tasoc_stats *st)
{
	optimize_with(g, b, layout_off, TASOC_SEARCH_BACKTRACK, out, st);
}

/* The operators of the chain from its output back to its input, as names. */
static void chain(const tasoc_graph *g, char *buf, size_t size)
{
	buf[0] = 0;
	for (int32_t v = g->outputs[0].node; g->nodes[v].op != TASOC_OP_INPUT; v = g->nodes[v].in[0].node) {
		const tasoc_node *n = &g->nodes[v];
		char one[64];
		snprintf(one, sizeof one, "%s%s%s", buf[0] ? " " : "", tasoc_ops[n->op].name,
			 (n->op == TASOC_OP_CONV2D || n->op == TASOC_OP_CONV2D_NHWC) &&
					 n->attr[TASOC_CONV2D_ACTIVATION] == TASOC_ACTIVATION_RELU
				 ? "+relu"
				 : "");
		strncat(buf, one, size - strlen(buf) - 1);
	}
}

/*
 * Where NHWC convolutions are cheaper, the search converts the input once,
 * runs both convolutions (the relu fused into the first) in NHWC and
 * converts back once: the conversion between them cancelled
 * (nhwc_nchw___1), the relu moved through it (relu_nchw__nchw_relu_1).
 */
Test(layout, search_puts_a_conv_chain_in_nhwc_where_it_is_cheaper)
{
	tasoc_cost_backend b = { "nhwc-cheap", nhwc_cheap, NULL, NULL, 0, 0, NULL };
	tasoc_graph g, out;
	tasoc_stats st;
	build_chain(&g);
	optimize(&g, &b, false, &out, &st);
	char c[256];
	chain(&out, c, sizeof c);
	cr_assert_str_eq(c, "nchw conv2d_nhwc conv2d_nhwc+relu nhwc", "output back to input: %s", c);
	cr_assert(!st.layout_closed);
	tasoc_layout_counts lc;
	tasoc_layout_count(&out, &lc);
	cr_assert_eq(lc.nhwc_ops, 2);
	cr_assert_eq(lc.conversions, 2);
	cr_assert_float_eq(st.cost_after, 2 * 0.25 + 2 * 0.1, 1e-9, "%g -> %g", st.cost_before, st.cost_after);
	gr_same_outputs_in_order(&g, &out, "conv chain in NHWC");
	tasoc_stats_free(&g, &st);
	tasoc_graph_free(&out);

	/* --layout off: the same model, graph-only: nothing in NHWC */
	optimize(&g, &b, true, &out, &st);
	chain(&out, c, sizeof c);
	cr_assert_str_eq(c, "conv2d conv2d+relu", "graph-only: %s", c);
	tasoc_layout_count(&out, &lc);
	cr_assert_eq(lc.nhwc_ops + lc.conversions, 0);
	tasoc_stats_free(&g, &st);
	tasoc_graph_free(&out);
	tasoc_graph_free(&g);
}

/* Under the analytical model an NHWC convolution costs what the NCHW one does: the layout rules are not searched. */
Test(layout, no_layout_search_where_no_convolution_is_cheaper)
{
	tasoc_graph g, out;
	tasoc_stats st;
	build_chain(&g);
	optimize(&g, NULL, false, &out, &st);
	cr_assert(st.layout_closed);
	tasoc_layout_counts lc;
	tasoc_layout_count(&out, &lc);
	cr_assert_eq(lc.nhwc_ops + lc.conversions, 0);
	tasoc_stats_free(&g, &st);
	tasoc_graph_free(&out);
	tasoc_graph_free(&g);
}

/*
 * A runtime that runs convolutions in a layout of its own (ORT's NCHWc:
 * TASOC_COST_OWN_CONV_LAYOUT) gains nothing from one written in the model,
 * whatever one-operator timings say: the same cheap NHWC prices, and the
 * gate stays closed.
 */
Test(layout, no_layout_search_where_the_runtime_chooses_the_layout)
{
	tasoc_cost_backend b = { "own-layout", nhwc_cheap, NULL, NULL, TASOC_COST_OWN_CONV_LAYOUT, 0, NULL };
	tasoc_graph g, out;
	tasoc_stats st;
	build_chain(&g);
	optimize(&g, &b, false, &out, &st);
	cr_assert(st.layout_closed);
	char c[256];
	chain(&out, c, sizeof c);
	cr_assert_str_eq(c, "conv2d conv2d+relu", "the runtime's own layout: %s", c);
	tasoc_stats_free(&g, &st);
	tasoc_graph_free(&out);
	tasoc_graph_free(&g);
}

/* The saturating search sees the same rules: the e-graph holds the NHWC chain, and extraction takes it. */
Test(layout, saturation_puts_the_chain_in_nhwc_too)
{
	tasoc_cost_backend b = { "nhwc-cheap", nhwc_cheap, NULL, NULL, 0, 0, NULL };
	tasoc_graph g, out;
	tasoc_stats st;
	build_chain(&g);
	optimize_with(&g, &b, false, TASOC_SEARCH_SATURATE, &out, &st);
	char c[256];
	chain(&out, c, sizeof c);
	cr_assert_str_eq(c, "nchw conv2d_nhwc conv2d_nhwc+relu nhwc", "output back to input: %s", c);
	cr_assert_float_eq(st.cost_after, 2 * 0.25 + 2 * 0.1, 1e-9, "%g -> %g", st.cost_before, st.cost_after);
	gr_same_outputs_in_order(&g, &out, "conv chain in NHWC, saturated");
	tasoc_stats_free(&g, &st);
	tasoc_graph_free(&out);
	tasoc_graph_free(&g);
}

/* test_emit.c: the emitted rules: cases that must (not) fire, a property test over every rule, emitter errors. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../emit/emit_rule.h"
#include "../runtime/fileio.h"
#include "../runtime/interp.h"
#include "../runtime/rewrite.h"
#include "graph_text.h"

static spec_set S;

static void load_spec(void)
{
	cr_assert_eq(spec_load_dir(&S, "spec"), 0, "%s", S.err);
}

static void free_spec(void)
{
	spec_free(&S);
}

static const tasoc_rule *rule_named(const char *name)
{
	for (int i = 0; i < tasoc_nrules; i++)
		if (strcmp(tasoc_rules[i].name, name) == 0)
			return &tasoc_rules[i];
	return NULL;
}

/* ---- running graphs ---- */

static uint64_t rng_state = 0x9e3779b97f4a7c15u;

static uint64_t rng(void)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return rng_state;
}

static float rng_float(void)
{
	return (float)((double)(rng() >> 11) / 9007199254740992.0 * 2.0 - 1.0);
}

/* Random data for every input node, indexed by node id (inputs survive rewrites and pruning). */
static float **random_inputs(const tasoc_graph *g)
{
	float **data = calloc((size_t)g->nnodes, sizeof *data);
	for (int32_t v = 0; v < g->nnodes; v++)
		if (!g->nodes[v].dead && g->nodes[v].op == TASOC_OP_INPUT) {
			int64_t n = tasoc_numel(&g->nodes[v].out[0]);
			data[v] = malloc((size_t)n * sizeof(float));
			for (int64_t i = 0; i < n; i++)
				data[v][i] = rng_float();
		}
	return data;
}

static void free_inputs(float **data, int32_t n)
{
	for (int32_t v = 0; v < n; v++)
		free(data[v]);
	free(data);
}

/* Runs g in float mode; returns its outputs (malloc'd), or NULL with a message. */
static float **run(tasoc_graph *g, float **data)
{
	int32_t ids[256];
	int32_t n = tasoc_graph_inputs(g, ids);
	const void *in[256];
	for (int32_t i = 0; i < n; i++)
		in[i] = data[ids[i]];
	float **out = calloc((size_t)g->noutputs, sizeof *out);
	void *outp[64];
	for (int32_t i = 0; i < g->noutputs; i++)
		outp[i] = out[i] = malloc((size_t)tasoc_numel(tasoc_ref_shape(g, g->outputs[i])) * sizeof(float));
	tasoc_status st = tasoc_interp(g, TASOC_MODE_F32, in, outp);
	cr_assert_eq(st, TASOC_OK, "interp: %s", g->err);
	return out;
}

static void free_outputs(float **out, int32_t n)
{
	for (int32_t i = 0; i < n; i++)
		free(out[i]);
	free(out);
}

/* Both graphs compute the same outputs on random inputs, within 1e-4 relative. */
static void same_outputs(tasoc_graph *before, tasoc_graph *after, const char *what)
{
	cr_assert_eq(before->noutputs, after->noutputs, "%s: output count", what);
	float **data = random_inputs(before);
	float **a = run(before, data), **b = run(after, data);
	for (int32_t o = 0; o < before->noutputs; o++) {
		const tasoc_shape *sa = tasoc_ref_shape(before, before->outputs[o]);
		cr_assert(tasoc_shape_eq(sa, tasoc_ref_shape(after, after->outputs[o])), "%s: output %d shape", what,
			  (int)o);
		int64_t n = tasoc_numel(sa);
		for (int64_t i = 0; i < n; i++) {
			float x = a[o][i], y = b[o][i];
			float tol = 1e-4f * fmaxf(fmaxf(fabsf(x), fabsf(y)), 1e-2f);
			cr_assert(fabsf(x - y) <= tol, "%s: output %d element %lld: %g before, %g after", what, (int)o,
				  (long long)i, (double)x, (double)y);
		}
	}
	free_outputs(a, before->noutputs);
	free_outputs(b, after->noutputs);
	free_inputs(data, before->nnodes);
}

/* ---- finding and applying matches ---- */

typedef struct found {
	int n;
	tasoc_match m[32];
} found;

static int collect(void *ctx, const tasoc_match *m)
{
	found *f = ctx;
	if (f->n < 32)
		f->m[f->n++] = *m;
	return 0;
}

/* Every match of r over every root of g, in node order. */
static void all_matches(const tasoc_rule *r, const tasoc_graph *g, found *f)
{
	tasoc_uses u;
	tasoc_uses_init(&u, NULL);
	cr_assert_eq(tasoc_uses_build(&u, g), TASOC_OK);
	f->n = 0;
	for (int32_t v = 0; v < g->nnodes; v++)
		if (!g->nodes[v].dead)
			r->match(g, &u, v, collect, f);
	tasoc_uses_free(&u);
}

typedef struct fired {
	char names[8][64];
	int n;
} fired;

static void on_fire(void *ctx, const char *rule, const tasoc_match *m)
{
	fired *f = ctx;
	(void)m;
	if (f->n < 8)
		snprintf(f->names[f->n++], sizeof f->names[0], "%s", rule);
}

static bool graphs_identical(const tasoc_graph *a, const tasoc_graph *b)
{
	return a->nnodes == b->nnodes && a->noutputs == b->noutputs &&
	       memcmp(a->nodes, b->nodes, (size_t)a->nnodes * sizeof *a->nodes) == 0 &&
	       memcmp(a->outputs, b->outputs, (size_t)a->noutputs * sizeof *a->outputs) == 0;
}

/* ---- the cases in tests/emit/{fire,nofire}/ ---- */

typedef struct tcase {
	char rule[64], inputs[256], graph[512], expect[512];
} tcase;

static void read_case(const char *path, tcase *c)
{
	char *text = tasoc_read_file(path, NULL);
	cr_assert(text, "%s: cannot read", path);
	memset(c, 0, sizeof *c);
	for (char *save = NULL, *ln = strtok_r(text, "\n", &save); ln; ln = strtok_r(NULL, "\n", &save)) {
		if (ln[0] == '#' || !ln[0])
			continue;
		char *sp = strchr(ln, ' ');
		cr_assert(sp, "%s: line '%s' is not KEY VALUE", path, ln);
		*sp++ = '\0';
		char *dst = strcmp(ln, "rule") == 0 ? c->rule : strcmp(ln, "inputs") == 0 ? c->inputs
			  : strcmp(ln, "graph") == 0 ? c->graph : strcmp(ln, "expect") == 0 ? c->expect : NULL;
		cr_assert(dst, "%s: unknown key '%s'", path, ln);
		size_t cap = dst == c->rule ? sizeof c->rule : dst == c->inputs ? sizeof c->inputs : sizeof c->graph;
		snprintf(dst, cap, "%s", sp);
	}
	free(text);
	cr_assert(c->rule[0] && c->inputs[0] && c->graph[0] && c->expect[0], "%s: needs rule, inputs, graph, expect",
		  path);
}

/* The case files of a folder, sorted. */
static int list_cases(const char *dir, char names[][256], int max)
{
	DIR *d = opendir(dir);
	cr_assert(d, "cannot open %s", dir);
	int n = 0;
	for (struct dirent *e; (e = readdir(d)) && n < max;) {
		size_t len = strlen(e->d_name);
		if (len > 5 && strcmp(e->d_name + len - 5, ".case") == 0 && strlen(dir) + len + 2 <= 256) {
			strcpy(names[n], dir);
			strcat(names[n], "/");
			strcat(names[n++], e->d_name);
		}
	}
	closedir(d);
	qsort(names, (size_t)n, sizeof names[0], (int (*)(const void *, const void *))strcmp);
	return n;
}

/* The rule fires on the case's graph, gives exactly the expected graph, and keeps the outputs. */
static void run_fire_case(const char *path)
{
	tcase c;
	read_case(path, &c);
	const tasoc_rule *r = rule_named(c.rule);
	cr_assert(r, "%s: no rule %s in generated/rules.c", path, c.rule);
	char err[512];
	tasoc_graph g, before;
	tasoc_graph_init(&g, NULL);
	cr_assert_eq(gt_build(&S, &g, c.inputs, c.graph, err, sizeof err), 0, "%s: %s", path, err);
	cr_assert_eq(tasoc_graph_clone(&g, &before), TASOC_OK);
	found f;
	all_matches(r, &g, &f);
	cr_assert_gt(f.n, 0, "%s: %s does not match", path, c.rule);
	fired fl = { .n = 0 };
	tasoc_rule_trace(on_fire, &fl);
	tasoc_status st = r->apply(&g, &f.m[0]);
	tasoc_rule_trace(NULL, NULL);
	cr_assert_eq(st, TASOC_OK, "%s: apply: %s", path, g.err);
	cr_assert_eq(fl.n, 1, "%s: the trace saw %d rules", path, fl.n);
	cr_assert_str_eq(fl.names[0], c.rule, "%s", path);
	tasoc_graph_prune(&g);
	cr_assert_eq(tasoc_graph_validate(&g), TASOC_OK, "%s: %s", path, g.err);
	gen_buf got, want;
	gen_buf_init(&got);
	gen_buf_init(&want);
	int nops;
	gt_print(&S, &g, &got);
	cr_assert_eq(gt_normalize(&S, c.inputs, c.expect, &want, &nops, err, sizeof err), 0, "%s: %s", path, err);
	cr_assert_str_eq(got.s, want.s, "%s: rewritten graph", path);
	cr_assert_eq(gt_live_ops(&g), nops, "%s: %d operator nodes, expected %d (shared subterms once)", path,
		     gt_live_ops(&g), nops);
	same_outputs(&before, &g, path);
	gen_buf_free(&got);
	gen_buf_free(&want);
	tasoc_graph_free(&before);
	tasoc_graph_free(&g);
}

/* expect nomatch: no match anywhere; expect shape: matches, each refused by apply, graph unchanged. */
static void run_nofire_case(const char *path)
{
	tcase c;
	read_case(path, &c);
	const tasoc_rule *r = rule_named(c.rule);
	cr_assert(r, "%s: no rule %s in generated/rules.c", path, c.rule);
	char err[512];
	tasoc_graph g, before;
	tasoc_graph_init(&g, NULL);
	cr_assert_eq(gt_build(&S, &g, c.inputs, c.graph, err, sizeof err), 0, "%s: %s", path, err);
	cr_assert_eq(tasoc_graph_clone(&g, &before), TASOC_OK);
	found f;
	all_matches(r, &g, &f);
	if (strcmp(c.expect, "nomatch") == 0) {
		cr_assert_eq(f.n, 0, "%s: %s matched %d times", path, c.rule, f.n);
	} else {
		cr_assert_str_eq(c.expect, "shape", "%s: expect is nomatch or shape", path);
		cr_assert_gt(f.n, 0, "%s: %s should match (and fail on shapes)", path, c.rule);
		fired fl = { .n = 0 };
		tasoc_rule_trace(on_fire, &fl);
		for (int i = 0; i < f.n; i++) {
			cr_assert_eq(r->apply(&g, &f.m[i]), TASOC_ERR_SHAPE, "%s: match %d applied", path, i);
			cr_assert(graphs_identical(&g, &before), "%s: a refused apply changed the graph", path);
		}
		tasoc_rule_trace(NULL, NULL);
		cr_assert_eq(fl.n, 0, "%s: the trace saw a rule fire", path);
	}
	tasoc_graph_free(&before);
	tasoc_graph_free(&g);
}

TestSuite(emit, .init = load_spec, .fini = free_spec);

Test(emit, cases_that_fire)
{
	static char names[128][256];
	int n = list_cases("tests/emit/fire", names, 128);
	cr_assert_geq(n, 8);
	for (int i = 0; i < n; i++)
		run_fire_case(names[i]);
}

Test(emit, cases_that_do_not_fire)
{
	static char names[128][256];
	int n = list_cases("tests/emit/nofire", names, 128);
	cr_assert_geq(n, 3);
	for (int i = 0; i < n; i++)
		run_nofire_case(names[i]);
}

/* Every rule the hand-picked list names is in the table (and so emitted and tested). */
Test(emit, hand_picked_rules_present)
{
	const char *picked[] = { "matmul_assoc", "matmul_ewadd_shared", "conv_relu_fuse", "conv_merge_weights",
				 "matmul_concat_shared", "matmul_transpose", "conv_identity_residual",
				 "avgpool_as_conv" };
	for (size_t i = 0; i < sizeof picked / sizeof picked[0]; i++)
		cr_assert(rule_named(picked[i]), "%s missing from generated/rules.c", picked[i]);
	for (int i = 1; i < tasoc_nrules; i++)
		cr_assert_lt(strcmp(tasoc_rules[i - 1].name, tasoc_rules[i].name), 0, "table not sorted by name");
}

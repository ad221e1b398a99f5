/* test_emit.c: the emitted rules: cases that must (not) fire, a property test over every rule, emitter errors. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../emit/emit_rule.h"
#include "../host/fileio.h"
#include "../core/interp.h"
#include "../core/rewrite.h"
#include "graph_run.h"
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
	found without;
	f->n = without.n = 0;
	for (int32_t v = 0; v < g->nnodes; v++)
		if (!g->nodes[v].dead) {
			tasoc_rule_match(r, g, &u, v, collect, f);
			tasoc_rule_match(r, g, NULL, v, collect, &without); /* scanning instead of the table */
		}
	tasoc_uses_free(&u);
	cr_assert_eq(f->n, without.n, "%s: %d matches with the uses table, %d without", r->name, f->n, without.n);
	for (int i = 0; i < f->n; i++)
		cr_assert(memcmp(&f->m[i], &without.m[i], sizeof f->m[i]) == 0, "%s: match %d differs without uses",
			  r->name, i);
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

/* Reads a case, builds its graph (and a copy to compare with) and finds every match of its rule. */
static const tasoc_rule *open_case(const char *path, tcase *c, tasoc_graph *g, tasoc_graph *before, found *f)
{
	read_case(path, c);
	const tasoc_rule *r = tasoc_rule_named(c->rule);
	cr_assert(r, "%s: no rule %s in generated/rules.c", path, c->rule);
	char err[512];
	tasoc_graph_init(g, NULL);
	cr_assert_eq(gt_build(&S, g, c->inputs, c->graph, err, sizeof err), 0, "%s: %s", path, err);
	cr_assert_eq(tasoc_graph_clone(g, before), TASOC_OK);
	all_matches(r, g, f);
	return r;
}

/* The rule fires on the case's graph, gives exactly the expected graph, and keeps the outputs. */
static void run_fire_case(const char *path)
{
	tcase c;
	tasoc_graph g, before;
	found f;
	const tasoc_rule *r = open_case(path, &c, &g, &before, &f);
	cr_assert_gt(f.n, 0, "%s: %s does not match", path, c.rule);
	fired fl = { .n = 0 };
	tasoc_rule_trace(on_fire, &fl);
	tasoc_status st = tasoc_rule_apply(r, &g, NULL, &f.m[0]);
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
	char err[512];
	gt_print(&S, &g, &got);
	cr_assert_eq(gt_normalize(&S, c.inputs, c.expect, &want, &nops, err, sizeof err), 0, "%s: %s", path, err);
	cr_assert_str_eq(got.s, want.s, "%s: rewritten graph", path);
	cr_assert_eq(gt_live_ops(&g), nops, "%s: %d operator nodes, expected %d (shared subterms once)", path,
		     gt_live_ops(&g), nops);
	gr_same_outputs(&before, &g, path);
	gen_buf_free(&got);
	gen_buf_free(&want);
	tasoc_graph_free(&before);
	tasoc_graph_free(&g);
}

/* expect nomatch: no match anywhere; expect shape: matches, each refused by apply, graph unchanged. */
static void run_nofire_case(const char *path)
{
	tcase c;
	tasoc_graph g, before;
	found f;
	const tasoc_rule *r = open_case(path, &c, &g, &before, &f);
	if (strcmp(c.expect, "nomatch") == 0) {
		cr_assert_eq(f.n, 0, "%s: %s matched %d times", path, c.rule, f.n);
	} else {
		cr_assert_str_eq(c.expect, "shape", "%s: expect is nomatch or shape", path);
		cr_assert_gt(f.n, 0, "%s: %s should match (and fail on shapes)", path, c.rule);
		fired fl = { .n = 0 };
		tasoc_rule_trace(on_fire, &fl);
		for (int i = 0; i < f.n; i++) {
			cr_assert_eq(tasoc_rule_apply(r, &g, NULL, &f.m[i]), TASOC_ERR_SHAPE, "%s: match %d applied", path, i);
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
		cr_assert(tasoc_rule_named(picked[i]), "%s missing from generated/rules.c", picked[i]);
	for (int i = 1; i < tasoc_nrules; i++)
		cr_assert_lt(strcmp(tasoc_rules[i - 1].name, tasoc_rules[i].name), 0, "table not sorted by name");
}

/* ---- the emitter's own checks ---- */

/* Emits text (a rule file); returns the emitter's verdict, with its message in err. */
static bool emit_text(const char *text, gen_buf *c, gen_buf *txt, emit_counts *n, char *err, size_t errsize)
{
	rule_set rs;
	cr_assert_eq(rule_file_parse(&S, text, "t.rules", &rs, err, errsize), 0, "%s", err);
	const char *file = "t.rules";
	bool ok = emit_rules(&S, &rs, &file, 1, c, txt, n, NULL, err, errsize);
	rule_set_free(&rs);
	return ok;
}

static void emit_fails(const char *text, const char *msg)
{
	gen_buf c, txt;
	gen_buf_init(&c);
	gen_buf_init(&txt);
	char err[1024] = "";
	emit_counts n;
	cr_assert(!emit_text(text, &c, &txt, &n, err, sizeof err), "emitted: %s", text);
	cr_assert(strstr(err, msg), "message '%s' lacks '%s'", err, msg);
	gen_buf_free(&c);
	gen_buf_free(&txt);
}

Test(emit, refuses_duplicates_up_to_renaming)
{
	emit_fails("a  (relu (transpose ?x))  =>  (transpose (relu ?x))  ; proved: relu_transpose\n"
		   "b  (relu (transpose ?y))  =>  (transpose (relu ?y))  ; proved: relu_transpose\n",
		   "t.rules:2: b: duplicates rule a (line 1)");
}

Test(emit, refuses_commutative_mirrors)
{
	emit_fails("a  (ewadd (matmul ?x ?y) (matmul ?x ?z))  =>  (matmul ?x (ewadd ?y ?z))  ; proved: matmul_linear_y\n"
		   "b  (ewadd (matmul ?x ?z) (matmul ?x ?y))  =>  (matmul ?x (ewadd ?z ?y))  ; proved: matmul_linear_y\n",
		   "t.rules:2: b: duplicates rule a");
}

Test(emit, refuses_rules_that_cannot_match_or_do_nothing)
{
	emit_fails("same  (relu ?x)  =>  (relu ?x)  ; proved: none\n", "t.rules:1: same: the right side equals the left side");
	emit_fails("twice  [(relu ?x) (relu ?x)]  =>  [(tanh ?x) (tanh ?x)]  ; proved: none\n",
		   "t.rules:1: twice: left roots 0 and 1 are the same term: the rule cannot match");
	emit_fails("deep  (relu ?x)  =>  (relu (split0 1 (concat 1 ?x ?x)))  ; proved: none\n",
		   "t.rules:1: deep: split on the right has a derived attribute that cannot be computed");
	/* a rewrite's node holds its attribute values in int8_t (core/rule.h) */
	emit_fails("big  (avgpool2d 3 3 1 1 same 0 ?x)  =>  (avgpool2d 3 3 1 1 same 0 (avgpool2d 1 1 200 1 valid 0 ?x))"
		   "  ; proved: none\n",
		   "t.rules:1: big: avgpool2d on the right does not fit a rewrite's node");
}

Test(emit, unbound_variables_fail_with_file_and_line)
{
	rule_set rs;
	char err[512];
	cr_assert_neq(rule_file_parse(&S, "# c\nu  (relu ?x)  =>  (ewadd ?x ?y)  ; proved: none\n", "t.rules", &rs, err,
				      sizeof err), 0);
	cr_assert(strstr(err, "t.rules:2: u: variable ?y on the right is not bound on the left"), "%s", err);
}

Test(emit, skips_rules_not_proved)
{
	gen_buf c, txt;
	gen_buf_init(&c);
	gen_buf_init(&txt);
	char err[512];
	emit_counts n;
	rule_set rs;
	const char *file = "t.rules";
	cr_assert_eq(rule_file_parse(&S, "r  (relu (transpose ?x))  =>  (transpose (relu ?x))  ; refuted\n"
				     "n  (tanh (transpose ?x))  =>  (transpose (tanh ?x))\n"
				     "p  (sigmoid (transpose ?x))  =>  (transpose (sigmoid ?x))  ; proved: sigmoid_transpose\n",
				     file, &rs, err, sizeof err), 0, "%s", err);
	/* the reasons go to the log, one line each, only when one is given (tasoc rules emit --verbose) */
	char *log = NULL;
	size_t logsize = 0;
	FILE *f = open_memstream(&log, &logsize);
	cr_assert(f);
	cr_assert(emit_rules(&S, &rs, &file, 1, &c, &txt, &n, f, err, sizeof err), "%s", err);
	fclose(f);
	rule_set_free(&rs);
	cr_assert_eq(n.emitted, 1);
	cr_assert_eq(n.unproved, 2);
	cr_assert_eq(n.duplicates, 0);
	cr_assert_str_eq(log, "t.rules:1: r: skipped: refuted\n"
			      "t.rules:2: n: skipped: not verified (no '; proved: ...' annotation)\n");
	free(log);
	cr_assert(strstr(c.s, "static int match_p(") && !strstr(c.s, "match_r(") && !strstr(c.s, "match_n("));
	cr_assert(strstr(c.s, "const int tasoc_nrules = (int)(sizeof tasoc_rules / sizeof tasoc_rules[0]) - 1;"));
	/* One table entry, compiled in unless a subset build leaves out sigmoid or transpose. */
	cr_assert(strstr(c.s, "match_p, rhs_p, roots_p,") && !strstr(strstr(c.s, "match_p, rhs_p, roots_p,") + 1, "match_p, rhs_p, roots_p,"));
	cr_assert(strstr(c.s, "#if !defined(TASOC_RULES_BY_OP) || (") && strstr(c.s, "defined(TASOC_RULE_OP_SIGMOID)") &&
		  strstr(c.s, "defined(TASOC_RULE_OP_TRANSPOSE)"));
	cr_assert_str_eq(txt.s, EMIT_HEADER_TXT "p  (sigmoid (transpose ?x))  =>  (transpose (sigmoid ?x))  ; proved: "
				"sigmoid_transpose\n");
	gen_buf_free(&c);
	gen_buf_free(&txt);
}

/* Output depends on the rules, not on their order in the file; it starts with the header. */
Test(emit, output_is_deterministic_and_sorted)
{
	const char *ab = "b  (relu (transpose ?x))  =>  (transpose (relu ?x))  ; proved: relu_transpose\n"
			 "a  (ewadd (matmul ?x ?y) (matmul ?x ?z))  =>  (matmul ?x (ewadd ?y ?z))  ; proved: matmul_linear_y\n";
	const char *ba = "a  (ewadd (matmul ?x ?y) (matmul ?x ?z))  =>  (matmul ?x (ewadd ?y ?z))  ; proved: matmul_linear_y\n"
			 "b  (relu (transpose ?x))  =>  (transpose (relu ?x))  ; proved: relu_transpose\n";
	gen_buf c1, t1, c2, t2;
	gen_buf_init(&c1);
	gen_buf_init(&t1);
	gen_buf_init(&c2);
	gen_buf_init(&t2);
	char err[512];
	emit_counts n;
	cr_assert(emit_text(ab, &c1, &t1, &n, err, sizeof err), "%s", err);
	cr_assert(emit_text(ba, &c2, &t2, &n, err, sizeof err), "%s", err);
	cr_assert_str_eq(c1.s, c2.s);
	cr_assert_str_eq(t1.s, t2.s);
	cr_assert_eq(strncmp(c1.s, EMIT_HEADER, strlen(EMIT_HEADER)), 0);
	cr_assert_lt(strstr(c1.s, "match_a(") - c1.s, strstr(c1.s, "match_b(") - c1.s);
	/* each function quotes its rule, name and proof */
	cr_assert(strstr(c1.s, " * a\n *   (ewadd (matmul ?x ?y) (matmul ?x ?z))  =>  (matmul ?x (ewadd ?y ?z))\n"
			       " * proved: matmul_linear_y\n */\nstatic int match_a("));
	gen_buf_free(&c1);
	gen_buf_free(&t1);
	gen_buf_free(&c2);
	gen_buf_free(&t2);
}

/* The manifest reads back as a rule file and emits itself again, byte for byte. */
Test(emit, manifest_round_trips)
{
	rule_set rs;
	char err[512];
	cr_assert_eq(rule_file_read(&S, "generated/rules.txt", &rs, err, sizeof err), 0, "%s", err);
	gen_buf c, txt;
	gen_buf_init(&c);
	gen_buf_init(&txt);
	emit_counts n;
	const char *file = "generated/rules.txt";
	cr_assert(emit_rules(&S, &rs, &file, 1, &c, &txt, &n, NULL, err, sizeof err), "%s", err);
	cr_assert_eq(n.emitted, tasoc_nrules);
	char *committed = tasoc_read_file("generated/rules.txt", NULL), *code = tasoc_read_file("generated/rules.c", NULL);
	cr_assert_str_eq(txt.s, committed);
	cr_assert_str_eq(c.s, code);
	free(committed);
	free(code);
	gen_buf_free(&c);
	gen_buf_free(&txt);
	rule_set_free(&rs);
}

/* Across files the earlier one wins a duplicate: hand-named rules keep their names over generated copies. */
Test(emit, earlier_file_wins_duplicates_across_files)
{
	rule_set rs[2];
	char err[512];
	cr_assert_eq(rule_file_parse(&S, "mine  (relu (transpose ?x))  =>  (transpose (relu ?x))  ; proved: relu_transpose\n",
				     "seed.rules", &rs[0], err, sizeof err), 0, "%s", err);
	cr_assert_eq(rule_file_parse(&S, "gen_1  (relu (transpose ?a))  =>  (transpose (relu ?a))  ; proved: relu_transpose\n"
				     "gen_2  (tanh (transpose ?a))  =>  (transpose (tanh ?a))  ; proved: tanh_transpose\n",
				     "gen.rules", &rs[1], err, sizeof err), 0, "%s", err);
	const char *files[] = { "seed.rules", "gen.rules" };
	gen_buf c, txt;
	gen_buf_init(&c);
	gen_buf_init(&txt);
	emit_counts n;
	cr_assert(emit_rules(&S, rs, files, 2, &c, &txt, &n, NULL, err, sizeof err), "%s", err);
	cr_assert_eq(n.emitted, 2);
	cr_assert_eq(n.duplicates, 1);
	cr_assert_eq(n.unproved, 0);
	cr_assert(strstr(c.s, "match_mine(") && strstr(c.s, "match_gen_2(") && !strstr(c.s, "match_gen_1("));
	gen_buf_free(&c);
	gen_buf_free(&txt);
	rule_set_free(&rs[1]);
	/* the same name in two files is an error */
	cr_assert_eq(rule_file_parse(&S, "mine  (tanh (transpose ?a))  =>  (transpose (tanh ?a))  ; proved: tanh_transpose\n",
				     "gen.rules", &rs[1], err, sizeof err), 0, "%s", err);
	gen_buf_init(&c);
	gen_buf_init(&txt);
	cr_assert(!emit_rules(&S, rs, files, 2, &c, &txt, &n, NULL, err, sizeof err));
	cr_assert(strstr(err, "gen.rules:1: mine: a rule of this name is already in seed.rules:1"), "%s", err);
	gen_buf_free(&c);
	gen_buf_free(&txt);
	rule_set_free(&rs[0]);
	rule_set_free(&rs[1]);
}

/*
 * Emitted code for shapes of rules the seed lacks compiles cleanly under the
 * project's flags: a further root with no shared direct input (looked for
 * among the nodes of its operator), nested commutative operators, split on the left, three roots.
 */
Test(emit, unusual_rules_compile_under_the_project_flags)
{
	const char *text =
		"fallback  [(relu (tanh ?x)) (sigmoid (tanh ?x))]  =>  [(tanh (relu ?x)) (sigmoid (tanh ?x))]  ; proved: t\n"
		"nested_comm  (ewadd (ewmul ?x ?y) (ewmul ?y ?x))  =>  (ewmul (ewadd ?x ?x) ?y)  ; proved: t\n"
		"split_lhs  (relu (split0 ?a (concat ?a ?x ?y)))  =>  (relu ?x)  ; proved: t\n"
		"three_roots  [(matmul ?x ?y) (matmul ?x ?z) (matmul ?x ?w)]  =>  [(split0 1 (matmul ?x (concat 1 ?y ?z))) "
		"(split1 1 (matmul ?x (concat 1 ?y ?z))) (matmul ?x ?w)]  ; proved: t\n";
	gen_buf c, txt;
	gen_buf_init(&c);
	gen_buf_init(&txt);
	char err[512];
	emit_counts n;
	cr_assert(emit_text(text, &c, &txt, &n, err, sizeof err), "%s", err);
	cr_assert_eq(n.emitted, 4);
	cr_assert(strstr(c.s, "tasoc_rw_peers(g, mc->u, TASOC_OP_SIGMOID, &p1); /* no shared variable: the sigmoid nodes */"),
		  "the search among the nodes of the root's operator is exercised");
	cr_assert_eq(system("mkdir -p build/test-emit"), 0);
	cr_assert_eq(tasoc_write_atomic("build/test-emit/rules.c", c.s, c.len), 0);
	/* -I generated: the file includes "../core/rewrite.h" as generated/rules.c does */
	int rc = system("${CC:-cc} -std=c11 -pedantic -Wall -Wextra -Werror -fsyntax-only -I generated "
			"build/test-emit/rules.c");
	cr_assert_eq(rc, 0, "the emitted C does not compile (see the compiler's output above)");
	gen_buf_free(&c);
	gen_buf_free(&txt);
}

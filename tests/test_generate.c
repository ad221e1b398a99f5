/* test_generate.c: the rule generator: coverage of TASO's rules, false candidates, each pruning step, errors. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../generator/check_axioms.h"
#include "../generator/generate.h"
#include "../generator/prune.h"
#include "../generator/verify.h"
#include "../host/fileio.h"

static spec_set S;

static void load(void)
{
	cr_assert_eq(spec_load_dir(&S, "spec"), 0, "%s", S.err);
}

static void unload(void)
{
	spec_free(&S);
}

/* Generates over the comma-separated ops (NULL: every op). */
static void gen_opts(const char *ops, int max_ops, gen_prune_opts prune, bool all_terms, rule_set *rs,
		     gen_stats *st)
{
	char buf[256], err[1024];
	const char *names[32];
	gen_options o;
	memset(&o, 0, sizeof o);
	o.max_ops = max_ops;
	o.prune = prune;
	o.all_terms = all_terms;
	if (ops) {
		snprintf(buf, sizeof buf, "%s", ops);
		for (char *p = strtok(buf, ","); p; p = strtok(NULL, ","))
			names[o.nops++] = p;
		o.ops = names;
	}
	cr_assert_eq(gen_generate(&S, &o, rs, st, err, sizeof err), 0, "%s", err);
}

static void gen(const char *ops, int max_ops, rule_set *rs)
{
	gen_prune_opts none = { 0 };
	gen_stats st;
	gen_opts(ops, max_ops, none, false, rs, &st);
}

static rule_set parse(const char *body)
{
	char text[1024], err[512];
	rule_set e;
	snprintf(text, sizeof text, "expected  %s\n", body);
	cr_assert_eq(rule_file_parse(&S, text, "expected", &e, err, sizeof err), 0, "%s", err);
	return e;
}

static void print_all(const rule_set *rs)
{
	gen_buf b;
	gen_buf_init(&b);
	for (int i = 0; i < rs->n; i++) {
		rule_print(&S, &rs->rules[i], &b);
		gen_buf_puts(&b, "\n");
	}
	fprintf(stderr, "%s", b.s ? b.s : "");
	gen_buf_free(&b);
}

/*
 * True when the rule in body follows from one generated rule by renaming
 * variables (and attribute variables), commuting commutative operands or
 * reading it right to left: the generated rule is at least as general.
 */
static bool covers(const rule_set *rs, const char *body)
{
	rule_set e = parse(body);
	const rule *x = &e.rules[0];
	bool found = false;
	for (int i = 0; i < rs->n && !found; i++) {
		const rule *r = &rs->rules[i];
		if (r->nroots != x->nroots)
			continue;
		found = gen_rule_instance_n(&S, r->nroots, r->lhs, r->rhs, x->lhs, x->rhs) ||
			gen_rule_instance_n(&S, r->nroots, r->lhs, r->rhs, x->rhs, x->lhs);
	}
	rule_set_free(&e);
	return found;
}

/* True when some generated rule is exactly body up to renaming (either way round). */
static bool has_exact(const rule_set *rs, const char *body)
{
	rule_set e = parse(body);
	const rule *x = &e.rules[0];
	bool found = false;
	for (int i = 0; i < rs->n && !found; i++) {
		const rule *r = &rs->rules[i];
		if (r->nroots != 1 || x->nroots != 1)
			continue;
		found = (gen_rule_instance(&S, r->lhs[0], r->rhs[0], x->lhs[0], x->rhs[0]) &&
			 gen_rule_instance(&S, x->lhs[0], x->rhs[0], r->lhs[0], r->rhs[0])) ||
			(gen_rule_instance(&S, r->lhs[0], r->rhs[0], x->rhs[0], x->lhs[0]) &&
			 gen_rule_instance(&S, x->rhs[0], x->lhs[0], r->lhs[0], r->rhs[0]));
	}
	rule_set_free(&e);
	return found;
}

/* Generated rules that would yield body as an instance: a false body must have none. */
static void assert_not_produced(const rule_set *rs, const char *body)
{
	if (covers(rs, body))
		print_all(rs);
	cr_assert(!covers(rs, body), "false candidate produced: %s", body);
}

static void assert_covers(const rule_set *rs, const char *body)
{
	if (!covers(rs, body))
		print_all(rs);
	cr_assert(covers(rs, body), "missing: %s", body);
}

TestSuite(generate, .init = load, .fini = unload);

/* ---- coverage: TASO's rules, up to renaming and commuting ---- */

Test(generate, matmul_associativity_and_no_commutativity)
{
	rule_set rs;
	gen("matmul", 2, &rs);
	assert_covers(&rs, "(matmul (matmul ?x ?y) ?z)  =>  (matmul ?x (matmul ?y ?z))");
	assert_not_produced(&rs, "(matmul ?x ?y)  =>  (matmul ?y ?x)");
	rule_set_free(&rs);
}

Test(generate, matmul_distributes_over_ewadd)
{
	rule_set rs;
	gen("matmul,ewadd", 3, &rs);
	assert_covers(&rs, "(ewadd (matmul ?x ?w1) (matmul ?x ?w2))  =>  (matmul ?x (ewadd ?w1 ?w2))");
	assert_covers(&rs, "(ewadd (matmul ?w1 ?x) (matmul ?w2 ?x))  =>  (matmul (ewadd ?w1 ?w2) ?x)");
	assert_not_produced(&rs, "(matmul ?x ?y)  =>  (matmul ?y ?x)");
	assert_not_produced(&rs, "(matmul ?x (ewadd ?y ?z))  =>  (ewadd (matmul ?y ?x) (matmul ?z ?x))");
	rule_set_free(&rs);
}

Test(generate, relu_fused_into_conv2d)
{
	rule_set rs;
	gen("relu,conv2d", 2, &rs);
	assert_covers(&rs, "(relu (conv2d 1 1 same none ?x ?w))  =>  (conv2d 1 1 same relu ?x ?w)");
	assert_covers(&rs, "(relu (conv2d 2 1 valid none ?x ?w))  =>  (conv2d 2 1 valid relu ?x ?w)");
	assert_covers(&rs, "(relu (conv2d ?sh ?sw ?p none ?x ?w))  =>  (conv2d ?sh ?sw ?p relu ?x ?w)");
	assert_not_produced(&rs, "(conv2d 1 1 same none ?x ?w)  =>  (conv2d 1 1 same relu ?x ?w)");
	rule_set_free(&rs);
}

Test(generate, conv2d_sharing_an_input_merged_by_concatenated_weights)
{
	rule_set rs;
	gen("conv2d,concat,split", 3, &rs);
	assert_covers(&rs, "(concat 1 (conv2d 1 1 same none ?x ?w1) (conv2d 1 1 same none ?x ?w2))  =>  "
			   "(conv2d 1 1 same none ?x (concat 0 ?w1 ?w2))");
	assert_covers(&rs, "(concat 1 (conv2d ?sh ?sw ?p ?a ?x ?w1) (conv2d ?sh ?sw ?p ?a ?x ?w2))  =>  "
			   "(conv2d ?sh ?sw ?p ?a ?x (concat 0 ?w1 ?w2))");
	/* the multi-output form: both convolutions become one, split back */
	assert_covers(&rs, "[(conv2d 1 1 same relu ?x ?w1) (conv2d 1 1 same relu ?x ?w2)]  =>  "
			   "[(split0 1 (conv2d 1 1 same relu ?x (concat 0 ?w1 ?w2))) "
			   "(split1 1 (conv2d 1 1 same relu ?x (concat 0 ?w1 ?w2)))]");
	/* concatenating weights on the input-channel axis is no merge */
	assert_not_produced(&rs, "(concat 1 (conv2d 1 1 same none ?x ?w1) (conv2d 1 1 same none ?x ?w2))  =>  "
				 "(conv2d 1 1 same none ?x (concat 1 ?w1 ?w2))");
	rule_set_free(&rs);
}

Test(generate, concat_of_two_matmuls_sharing_an_input)
{
	rule_set rs;
	gen("matmul,concat,split", 3, &rs);
	assert_covers(&rs, "(concat 1 (matmul ?x ?y) (matmul ?x ?z))  =>  (matmul ?x (concat 1 ?y ?z))");
	assert_covers(&rs, "(concat 0 (matmul ?x ?z) (matmul ?y ?z))  =>  (matmul (concat 0 ?x ?y) ?z)");
	assert_covers(&rs, "[(matmul ?x ?y) (matmul ?x ?z)]  =>  "
			   "[(split0 1 (matmul ?x (concat 1 ?y ?z))) (split1 1 (matmul ?x (concat 1 ?y ?z)))]");
	assert_not_produced(&rs, "(matmul ?x ?y)  =>  (matmul ?y ?x)");
	assert_not_produced(&rs, "(concat 0 (matmul ?x ?y) (matmul ?x ?z))  =>  (matmul ?x (concat 0 ?y ?z))");
	rule_set_free(&rs);
}

Test(generate, transpose_of_matmul)
{
	rule_set rs;
	gen("matmul,transpose", 3, &rs);
	assert_covers(&rs, "(transpose (matmul ?x ?y))  =>  (matmul (transpose ?y) (transpose ?x))");
	assert_covers(&rs, "(transpose (transpose ?x))  =>  ?x");
	assert_not_produced(&rs, "(transpose (matmul ?x ?y))  =>  (matmul (transpose ?x) (transpose ?y))");
	assert_not_produced(&rs, "(transpose ?x)  =>  ?x");
	rule_set_free(&rs);
}

Test(generate, conv2d_with_the_identity_kernel)
{
	rule_set rs;
	gen("conv2d,idkernel", 2, &rs);
	assert_covers(&rs, "(conv2d 1 1 same none ?x (idkernel 1 ?x))  =>  ?x");
	assert_covers(&rs, "(conv2d 1 1 same none ?x (idkernel 3 ?x))  =>  ?x");
	/* at stride 2 the identity kernel subsamples */
	assert_not_produced(&rs, "(conv2d 2 2 same none ?x (idkernel 3 ?x))  =>  ?x");
	rule_set_free(&rs);
}

Test(generate, avgpool_as_conv2d_with_the_pooling_kernel)
{
	rule_set rs;
	gen("avgpool2d,conv2d,poolkernel", 2, &rs);
	assert_covers(&rs, "(conv2d 1 1 same none ?x (poolkernel 3 3 ?x))  =>  (avgpool2d 3 3 1 1 same 1 ?x)");
	assert_covers(&rs, "(conv2d 1 1 valid none ?x (poolkernel 3 3 ?x))  =>  (avgpool2d 3 3 1 1 valid 0 ?x)");
	/* ONNX AveragePool without count_include_pad divides border windows by less */
	assert_not_produced(&rs, "(conv2d 1 1 same none ?x (poolkernel 3 3 ?x))  =>  (avgpool2d 3 3 1 1 same 0 ?x)");
	rule_set_free(&rs);
}

Test(generate, no_false_rules_with_relu_and_pooling)
{
	rule_set rs;
	gen("relu,maxpool2d,conv2d,ewadd", 2, &rs);
	assert_not_produced(&rs, "(relu (ewadd ?x ?y))  =>  (ewadd (relu ?x) (relu ?y))");
	assert_not_produced(&rs, "(relu (maxpool2d 3 3 1 1 valid ?x))  =>  (maxpool2d 3 3 1 1 valid ?x)");
	assert_not_produced(&rs, "(maxpool2d 3 3 1 1 same (relu ?x))  =>  (maxpool2d 3 3 1 1 same ?x)");
	assert_covers(&rs, "(relu (relu ?x))  =>  (relu ?x)");
	assert_covers(&rs, "(relu (maxpool2d 3 3 1 1 same ?x))  =>  (maxpool2d 3 3 1 1 same (relu ?x))");
	rule_set_free(&rs);
}

/* ---- four distinct tensors of one kind, and which way a rule of equal sides points ---- */

/*
 * The index of the generated single-output rule that is body up to renaming,
 * read in the direction written (left side to left side), or -1.
 */
static int find_oriented(const rule_set *rs, const char *body)
{
	rule_set e = parse(body);
	const rule *x = &e.rules[0];
	int found = -1;
	for (int i = 0; i < rs->n && found < 0; i++) {
		const rule *r = &rs->rules[i];
		if (r->nroots == 1 && gen_rule_instance(&S, r->lhs[0], r->rhs[0], x->lhs[0], x->rhs[0]) &&
		    gen_rule_instance(&S, x->lhs[0], x->rhs[0], r->lhs[0], r->rhs[0]))
			found = i;
	}
	rule_set_free(&e);
	return found;
}

/*
 * The rule body must be generated in the direction written, proved by Z3
 * from the specs' axioms (its proof using axiom) and equal on the kernels:
 * what `make rules` asks of it (tasoc rules verify) before it is emitted.
 */
static void assert_generated_and_proved(const rule_set *rs, const char *body, const char *axiom)
{
	int i = find_oriented(rs, body);
	if (i < 0)
		print_all(rs);
	cr_assert_geq(i, 0, "not generated in this direction: %s", body);
	term *l = term_copy(rs->rules[i].lhs[0]), *r = term_copy(rs->rules[i].rhs[0]);
	rule_set one;
	memset(&one, 0, sizeof one);
	cr_assert_eq(rule_set_add(&one, rs->rules[i].name, 1, &l, &r), 0);
	gen_axioms ax;
	char err[1024];
	cr_assert_eq(gen_axioms_load(&S, &ax, err, sizeof err), 0, "%s", err);
	gen_verify_opts vo = { .jobs = 1 };
	cr_assert_eq(gen_verify_rules(&S, &ax, &one, &vo, err, sizeof err), 1, "%s: %s", body, err);
	bool used = false;
	for (int k = 0; k < one.rules[0].naxioms; k++)
		used |= strcmp(one.rules[0].axioms[k], axiom) == 0;
	cr_assert(used, "%s: the proof does not use %s", body, axiom);
	gen_axcheck_opts co = GEN_AXCHECK_DEFAULTS;
	co.want = 40;
	co.trials = 8000;
	gen_buf b;
	gen_buf_init(&b);
	int untested = 0;
	cr_assert_eq(gen_check_rules(&S, &one, "test", &co, &b, &untested, NULL, err, sizeof err), 0, "%s%s", b.s, err);
	cr_assert_eq(untested, 0, "%s", b.s);
	gen_buf_free(&b);
	gen_axioms_free(&ax);
	rule_set_free(&one);
}

/* Matrix products and convolutions in t (the spec's contraction property). */
static int contractions(const term *t)
{
	if (t->kind != TERM_OP)
		return 0;
	int n = S.ops[t->op].contraction;
	for (int i = 0; i < t->nargs; i++)
		n += contractions(t->args[i]);
	return n;
}

/*
 * Two products summed become one product of the concatenations (RNN
 * cells: x Wx + h Wh = [x h] [Wx; Wh]); it needs four matrices in the pool,
 * and of its two directions (three operators each) the merge, with fewer
 * matrix products on the right.
 */
Test(generate, four_matrices_two_products_summed_merge_into_one)
{
	rule_set rs;
	gen("matmul,ewadd,concat", 3, &rs);
	assert_generated_and_proved(&rs, "(ewadd (matmul ?x1 ?w1) (matmul ?x2 ?w2))  =>  "
					 "(matmul (concat 1 ?x1 ?x2) (concat 0 ?w1 ?w2))",
				    "matmul_concat_inner");
	cr_assert_lt(find_oriented(&rs, "(matmul (concat 1 ?x1 ?x2) (concat 0 ?w1 ?w2))  =>  "
					"(ewadd (matmul ?x1 ?w1) (matmul ?x2 ?w2))"),
		     0, "the splitting direction is generated");
	rule_set_free(&rs);
}

/* Joining four blocks by rows then columns, or by columns then rows. */
Test(generate, four_tensors_concat_interchange)
{
	rule_set rs;
	gen("concat", 3, &rs);
	assert_generated_and_proved(&rs, "(concat 1 (concat 0 ?x ?y) (concat 0 ?z ?w))  =>  "
					 "(concat 0 (concat 1 ?x ?z) (concat 1 ?y ?w))",
				    "concat_interchange");
	rule_set_free(&rs);
}

/* One element-wise product of two concatenations is the concatenation of two products. */
Test(generate, four_tensors_concat_of_two_products)
{
	rule_set rs;
	gen("ewmul,concat", 3, &rs);
	assert_generated_and_proved(&rs, "(ewmul (concat ?a ?x ?y) (concat ?a ?z ?w))  =>  "
					 "(concat ?a (ewmul ?x ?z) (ewmul ?y ?w))",
				    "concat_ewmul");
	rule_set_free(&rs);
}

/*
 * Orientation (docs/rules.md): the larger side on the left; of equal
 * sizes, the side with more contractions; then a fixed structural order.
 */
Test(generate, equal_sizes_point_to_fewer_contractions)
{
	const char *sets[] = { "matmul,ewadd,concat,transpose", "conv2d,ewadd,concat" };
	for (int k = 0; k < 2; k++) {
		rule_set rs;
		gen(sets[k], 3, &rs);
		int equal = 0, decided = 0;
		for (int i = 0; i < rs.n; i++) {
			const rule *r = &rs.rules[i];
			if (r->nroots != 1)
				continue;
			int sl = term_size(r->lhs[0]), sr = term_size(r->rhs[0]);
			cr_assert_geq(sl, sr, "%s: the smaller side is on the left", r->name);
			if (sl != sr)
				continue;
			equal++;
			int nl = contractions(r->lhs[0]), nr = contractions(r->rhs[0]);
			cr_assert_geq(nl, nr, "%s: more contractions on the right", r->name);
			decided += nl > nr;
		}
		cr_assert_gt(equal, 0);
		cr_assert_gt(decided, 0, "%s: no rule of equal sides differs in contractions", sets[k]);
		rule_set_free(&rs);
	}
}

/*
 * The committed table, written by `make rules` from `tasoc rules generate
 * --max-ops 3` over every operator (check-generated keeps it fresh), holds
 * the four-variable merge and interchange, proved.
 */
Test(generate, the_rule_table_holds_the_four_variable_rules)
{
	rule_set rs;
	char err[1024];
	cr_assert_eq(rule_file_read(&S, "generated/rules.txt", &rs, err, sizeof err), 0, "%s", err);
	static const struct {
		const char *name, *body;
	} want[] = {
		{ "ewadd_matmul_matmul__matmul_concat_concat_1",
		  "(ewadd (matmul ?x ?y) (matmul ?z ?w))  =>  (matmul (concat 1 ?x ?z) (concat 0 ?y ?w))" },
		{ "concat_concat_concat__concat_concat_concat_1",
		  "(concat 1 (concat 0 ?x ?y) (concat 0 ?z ?w))  =>  (concat 0 (concat 1 ?x ?z) (concat 1 ?y ?w))" },
	};
	for (int k = 0; k < 2; k++) {
		int i = find_oriented(&rs, want[k].body);
		cr_assert_geq(i, 0, "generated/rules.txt lacks %s", want[k].body);
		cr_assert_str_eq(rs.rules[i].name, want[k].name);
		cr_assert(rs.rules[i].status && strcmp(rs.rules[i].status, "proved") == 0, "%s", want[k].name);
	}
	rule_set_free(&rs);
}

/* Operators of the largest root of either side of r. */
static int largest_root(const rule *r)
{
	int n = 0;
	for (int k = 0; k < r->nroots; k++) {
		int a = term_size(r->lhs[k]), b = term_size(r->rhs[k]);
		n = a > n ? a : n;
		n = b > n ? b : n;
	}
	return n;
}

/*
 * The four-operator candidates (`make rules4`: `tasoc rules generate
 * --max-ops 4`, then `tasoc rules select --min-ops 4 --merges`, committed as
 * generated/candidates4.rules) are merges with a side of four operators;
 * the table holds at least 100 of them proved, single-output, and the
 * 1x1 + 3x3 merge (docs/rules.md, "Four operators").
 */
Test(generate, four_operator_candidates_are_merges)
{
	rule_set rs;
	char err[1024];
	cr_assert_eq(rule_file_read(&S, "generated/candidates4.rules", &rs, err, sizeof err), 0, "%s", err);
	cr_assert_gt(rs.n, 100);
	for (int i = 0; i < rs.n; i++) {
		const rule *r = &rs.rules[i];
		cr_assert_eq(largest_root(r), 4, "%s", r->name);
		cr_assert_null(r->status, "%s: candidates carry no verdict", r->name);
		if (r->nroots == 1)
			cr_assert_lt(contractions(r->rhs[0]), contractions(r->lhs[0]), "%s is no merge", r->name);
	}
	rule_set_free(&rs);
}

Test(generate, the_rule_table_holds_four_operator_rules)
{
	rule_set rs;
	char err[1024];
	cr_assert_eq(rule_file_read(&S, "generated/rules.txt", &rs, err, sizeof err), 0, "%s", err);
	int four = 0;
	for (int i = 0; i < rs.n; i++) {
		const rule *r = &rs.rules[i];
		cr_assert(r->status && strcmp(r->status, "proved") == 0, "%s", r->name);
		four += r->nroots == 1 && largest_root(r) == 4;
	}
	cr_assert_geq(four, 100, "%d single-output rules with four operators on a side", four);
	const char *merge = "[(conv2d 1 1 same ?activation ?x ?y) (conv2d 1 1 same ?activation ?x ?z)]  =>  "
			    "[(split0 1 (conv2d 1 1 same ?activation ?x (concat 0 (enlarge ?y ?z) ?z))) "
			    "(split1 1 (conv2d 1 1 same ?activation ?x (concat 0 (enlarge ?y ?z) ?z)))]";
	int i = 0;
	while (i < rs.n &&
	       strcmp(rs.rules[i].name, "conv2d_conv2d__split0_conv2d_concat_enlarge_split1_conv2d_concat_enlarge_1"))
		i++;
	cr_assert_lt(i, rs.n, "generated/rules.txt lacks the 1x1 + 3x3 merge");
	gen_buf b;
	gen_buf_init(&b);
	rule_print_body(&S, &rs.rules[i], &b);
	cr_assert_str_eq(b.s, merge);
	gen_buf_free(&b);
	rule_set_free(&rs);
}

/* ---- output contract ---- */

Test(generate, output_parses_and_is_deterministic)
{
	rule_set a, b;
	gen(NULL, 2, &a);
	gen(NULL, 2, &b);
	cr_assert_gt(a.n, 10);
	cr_assert_eq(a.n, b.n);
	gen_buf ta, tb;
	gen_buf_init(&ta);
	gen_buf_init(&tb);
	for (int i = 0; i < a.n; i++) {
		rule_print(&S, &a.rules[i], &ta);
		gen_buf_puts(&ta, "\n");
		rule_print(&S, &b.rules[i], &tb);
		gen_buf_puts(&tb, "\n");
	}
	cr_assert_str_eq(ta.s, tb.s);
	rule_set back;
	char err[512];
	cr_assert_eq(rule_file_parse(&S, ta.s, "generated", &back, err, sizeof err), 0, "%s", err);
	cr_assert_eq(back.n, a.n);
	/* names are unique and sorted by size first */
	for (int i = 1; i < back.n; i++)
		cr_assert(back.rules[i - 1].nroots <= back.rules[i].nroots);
	rule_set_free(&back);
	gen_buf_free(&ta);
	gen_buf_free(&tb);
	rule_set_free(&a);
	rule_set_free(&b);
}

/* ---- each pruning step on its own ---- */

static term *T(const char *text)
{
	char err[256];
	sexp *e = sexp_parse_one(text, err, sizeof err);
	cr_assert_not_null(e, "%s", err);
	term *t = term_from_sexp(&S, e, 0, NULL, true, err, sizeof err);
	cr_assert_not_null(t, "%s", err);
	sexp_free(e);
	return t;
}

static char *P(const term *t)
{
	gen_buf b;
	gen_buf_init(&b);
	term_print(&S, t, true, &b);
	return b.s;
}

Test(generate, canonical_variables)
{
	term *l = T("(matmul ?b (matmul ?a ?c))"), *r = T("(matmul (matmul ?b ?a) ?c)");
	cr_assert_eq(gen_canon_vars(&l, 1, &r, 1), 0);
	char *pl = P(l), *pr = P(r);
	cr_assert_str_eq(pl, "(matmul ?x (matmul ?y ?z))");
	cr_assert_str_eq(pr, "(matmul (matmul ?x ?y) ?z)");
	free(pl);
	free(pr);
	term_free(l);
	term_free(r);

	/* in the generator: without it, one law comes out under several namings */
	rule_set with, without;
	gen_prune_opts off = { .no_canon = true, .no_instance = true };
	gen_prune_opts on = { .no_instance = true };
	gen_stats st;
	gen_opts("matmul", 2, off, false, &without, &st);
	gen_opts("matmul", 2, on, false, &with, &st);
	cr_assert_gt(without.n, with.n);
	int assoc = 0;
	for (int i = 0; i < with.n; i++) {
		char *a = P(with.rules[i].lhs[0]);
		assoc += strcmp(a, "(matmul (matmul ?x ?y) ?z)") == 0;
		free(a);
	}
	cr_assert_eq(assoc, 1);
	rule_set_free(&with);
	rule_set_free(&without);
}

static void matrix_env(gen_optab *t, gen_env *env)
{
	char err[256];
	cr_assert_eq(gen_optab_init(t, &S, err, sizeof err), 0);
	memset(env, 0, sizeof *env);
	static const int32_t small[] = { 3, 3 }, big[] = { 4, 4 };
	static const char *const names[] = { "a", "b", "c" };
	for (int i = 0; i < 3; i++) {
		tasoc_shape sh[GEN_NSETS];
		for (int k = 0; k < GEN_NSETS; k++)
			sh[k] = tasoc_shape_make(2, k % 2 ? big : small);
		cr_assert_eq(gen_env_add(env, names[i], sh, 100 + (uint64_t)i), 0);
	}
}

Test(generate, common_subgraph_factors_out)
{
	gen_optab t;
	gen_env env;
	matrix_env(&t, &env);
	bool shape_only[64 * 4] = { false };
	cr_assert_lt(S.nops, 64);

	/* T(T(ab)) = ab is T(T(f)) = f with f = ab */
	term *l = T("(transpose (transpose (matmul ?a ?b)))"), *r = T("(matmul ?a ?b)");
	cr_assert_eq(gen_factor_common(&t, &env, shape_only, 4, &l, &r), 1);
	char *pl = P(l), *pr = P(r);
	cr_assert_str_eq(pl, "(transpose (transpose ?_common))");
	cr_assert_str_eq(pr, "?_common");
	free(pl);
	free(pr);
	term_free(l);
	term_free(r);

	/* a a^T is symmetric, but T(f) = f is false: nothing factors out */
	l = T("(transpose (matmul ?a (transpose ?a)))");
	r = T("(matmul ?a (transpose ?a))");
	cr_assert_eq(gen_factor_common(&t, &env, shape_only, 4, &l, &r), 0);
	pl = P(l);
	cr_assert_str_eq(pl, "(transpose (matmul ?a (transpose ?a)))");
	free(pl);
	term_free(l);
	term_free(r);
	cr_assert_eq(env.n, 3, "the temporary variable is gone");
	gen_env_free(&env);
	gen_optab_free(&t);

	/* in the generator (instances kept, so only factoring removes it) */
	rule_set with, without;
	gen_prune_opts off = { .no_factor = true, .no_instance = true };
	gen_prune_opts on = { .no_instance = true };
	gen_stats st;
	gen_opts("matmul,transpose", 3, off, false, &without, &st);
	gen_opts("matmul,transpose", 3, on, false, &with, &st);
	const char *inst = "(transpose (transpose (matmul ?x ?y)))  =>  (matmul ?x ?y)";
	cr_assert(has_exact(&without, inst));
	cr_assert(!has_exact(&with, inst));
	cr_assert(covers(&with, inst));
	rule_set_free(&with);
	rule_set_free(&without);
}

Test(generate, instances_of_kept_rules)
{
	term *pl = T("(matmul (matmul ?x ?y) ?z)"), *pr = T("(matmul ?x (matmul ?y ?z))");
	term *l = T("(matmul (matmul (transpose ?a) ?b) ?b)"), *r = T("(matmul (transpose ?a) (matmul ?b ?b))");
	cr_assert(gen_rule_instance(&S, pl, pr, l, r));
	cr_assert(!gen_rule_instance(&S, l, r, pl, pr), "the general rule is no instance of the special one");
	term_free(l);
	term_free(r);
	/* an inconsistent binding of ?y */
	l = T("(matmul (matmul ?a ?b) ?c)");
	r = T("(matmul ?a (matmul ?c ?c))");
	cr_assert(!gen_rule_instance(&S, pl, pr, l, r));
	term_free(l);
	term_free(r);
	term_free(pl);
	term_free(pr);
	/* commutative operands match either way round */
	pl = T("(ewadd (matmul ?x ?y) (matmul ?x ?z))");
	pr = T("(matmul ?x (ewadd ?y ?z))");
	l = T("(ewadd (matmul ?a ?c) (matmul ?a ?b))");
	r = T("(matmul ?a (ewadd ?c ?b))");
	cr_assert(gen_rule_instance(&S, pl, pr, l, r));
	term_free(l);
	term_free(r);
	term_free(pl);
	term_free(pr);

	/* in the generator: no kept rule is a proper instance of another */
	rule_set with, without;
	gen_prune_opts off = { .no_instance = true };
	gen_prune_opts on = { 0 };
	gen_stats st;
	gen_opts("matmul,ewadd", 3, off, false, &without, &st);
	gen_opts("matmul,ewadd", 3, on, false, &with, &st);
	cr_assert_gt(without.n, with.n);
	for (int i = 0; i < with.n; i++)
		for (int j = 0; j < with.n; j++) {
			const rule *a = &with.rules[i], *b = &with.rules[j];
			if (i == j || a->nroots != 1 || b->nroots != 1)
				continue;
			cr_assert(!gen_rule_instance(&S, b->lhs[0], b->rhs[0], a->lhs[0], a->rhs[0]),
				  "%s is an instance of %s", a->name, b->name);
		}
	rule_set_free(&with);
	rule_set_free(&without);
}

/* Occurrences of the variable token ?name in s. */
static int count_var(const char *s, const char *name)
{
	int n = 0;
	size_t len = strlen(name);
	for (const char *p = strchr(s, '?'); p; p = strchr(p + 1, '?'))
		n += strncmp(p + 1, name, len) == 0 && (p[1 + len] == ' ' || p[1 + len] == ')' || !p[1 + len]);
	return n;
}

Test(generate, variables_read_only_for_their_shape)
{
	rule_set rs;
	gen("conv2d,idkernel,poolkernel,avgpool2d", 2, &rs);
	int seen = 0;
	for (int i = 0; i < rs.n; i++) {
		gen_buf b;
		gen_buf_init(&b);
		rule_print_body(&S, &rs.rules[i], &b);
		/* every variable given to a constant is used for its value too */
		for (const char *p = strstr(b.s, "kernel "); p; p = strstr(p + 1, "kernel ")) {
			const char *q = strchr(p, '?');
			cr_assert_not_null(q);
			char name[16] = { 0 };
			sscanf(q + 1, "%15[a-z0-9_]", name);
			cr_assert_geq(count_var(b.s, name), 2, "?%s only gives a shape: %s", name, b.s);
			seen++;
		}
		gen_buf_free(&b);
	}
	cr_assert_gt(seen, 0);
	rule_set_free(&rs);
}

Test(generate, one_representative_per_class)
{
	rule_set rep, all;
	gen_prune_opts none = { 0 };
	gen_stats srep, sall;
	gen_opts("matmul,ewadd", 3, none, false, &rep, &srep);
	gen_opts("matmul,ewadd", 3, none, true, &all, &sall);
	/* extending every expression costs more and finds nothing new */
	cr_assert_gt(sall.graphs, srep.graphs);
	cr_assert_lt(srep.classes, sall.classes);
	assert_covers(&rep, "(ewadd (matmul ?x ?w1) (matmul ?x ?w2))  =>  (matmul ?x (ewadd ?w1 ?w2))");
	assert_covers(&rep, "(matmul (matmul ?x ?y) ?z)  =>  (matmul ?x (matmul ?y ?z))");
	rule_set_free(&rep);
	rule_set_free(&all);
}

Test(generate, attribute_generalization)
{
	rule_set gen_on, gen_off;
	gen_prune_opts off = { .no_generalize = true };
	gen_prune_opts on = { 0 };
	gen_stats st;
	gen_opts("relu,conv2d", 2, on, false, &gen_on, &st);
	gen_opts("relu,conv2d", 2, off, false, &gen_off, &st);
	const char *fuse = "(relu (conv2d ?sh ?sw ?p none ?x ?w))  =>  (conv2d ?sh ?sw ?p relu ?x ?w)";
	cr_assert(covers(&gen_on, fuse));
	cr_assert(!covers(&gen_off, fuse), "no attribute variables without generalization");
	int concrete = 0;
	for (int i = 0; i < gen_off.n; i++) {
		char *l = P(gen_off.rules[i].lhs[0]);
		concrete += strncmp(l, "(relu (conv2d ", 14) == 0;
		free(l);
	}
	cr_assert_geq(concrete, 8, "one fusion rule per stride and padding");
	cr_assert_lt(gen_on.n, gen_off.n);
	rule_set_free(&gen_on);
	rule_set_free(&gen_off);
}

/* ---- errors ---- */

static void expect_error(const char *ops, const char *text)
{
	char buf[128], err[1024];
	const char *names[8];
	gen_options o;
	memset(&o, 0, sizeof o);
	o.max_ops = 2;
	snprintf(buf, sizeof buf, "%s", ops);
	for (char *p = strtok(buf, ","); p; p = strtok(NULL, ","))
		names[o.nops++] = p;
	o.ops = names;
	rule_set rs;
	gen_stats st;
	err[0] = '\0';
	cr_assert_eq(gen_generate(&S, &o, &rs, &st, err, sizeof err), -1);
	cr_assert(strstr(err, text) != NULL, "'%s' not in: %s", text, err);
	cr_assert_eq(rs.n, 0);
}

Test(generate, bad_operator_sets)
{
	expect_error("nosuchop", "unknown operator 'nosuchop'");
	expect_error("input", "runtime only");
	expect_error("split", "no operators to enumerate");
}

Test(generate, attribute_without_values)
{
	int conv = spec_find(&S, "conv2d");
	cr_assert_geq(conv, 0);
	int saved = S.ops[conv].attrs[0].nvalues;
	S.ops[conv].attrs[0].nvalues = 0;
	expect_error("conv2d", "attribute stride_h has no values to enumerate");
	S.ops[conv].attrs[0].nvalues = saved;
}

/* The command: atomic output, exit codes. */
Test(generate, command_writes_atomically)
{
	/* the tasoc built next to this test binary (build/ or build/asan/) */
	char tasoc[512];
	ssize_t n = readlink("/proc/self/exe", tasoc, sizeof tasoc - 16);
	cr_assert_gt(n, 0);
	tasoc[n] = '\0';
	char *slash = strrchr(tasoc, '/');
	cr_assert_not_null(slash);
	strcpy(slash + 1, "tasoc");
	cr_assert_eq(access(tasoc, X_OK), 0, "%s not built", tasoc);
	char dir[] = "/tmp/tasoc_gen_XXXXXX";
	cr_assert_not_null(mkdtemp(dir));
	char out[128], cmd[1024];
	snprintf(out, sizeof out, "%s/rules.txt", dir);
	snprintf(cmd, sizeof cmd, "%s rules generate --quiet --ops nosuchop -o %s 2>/dev/null", tasoc, out);
	int rc = system(cmd);
	cr_assert(WIFEXITED(rc) && WEXITSTATUS(rc) == 1);
	cr_assert_neq(access(out, F_OK), 0, "no file after a failure");
	snprintf(cmd, sizeof cmd, "%s rules generate --max-ops 0 -o %s 2>/dev/null", tasoc, out);
	rc = system(cmd);
	cr_assert(WIFEXITED(rc) && WEXITSTATUS(rc) == 2, "usage error");
	snprintf(cmd, sizeof cmd, "%s rules generate --quiet --max-ops 2 --ops matmul,transpose -o %s 2>/dev/null",
		 tasoc, out);
	rc = system(cmd);
	cr_assert(WIFEXITED(rc) && WEXITSTATUS(rc) == 0);
	rule_set rs;
	char err[512];
	cr_assert_eq(rule_file_read(&S, out, &rs, err, sizeof err), 0, "%s", err);
	cr_assert(covers(&rs, "(transpose (transpose ?x))  =>  ?x"));
	rule_set_free(&rs);
	/* nothing else was left in the directory (no temporary file) */
	snprintf(cmd, sizeof cmd, "test $(ls %s | wc -l) -eq 1", dir);
	rc = system(cmd);
	cr_assert(WIFEXITED(rc) && WEXITSTATUS(rc) == 0);
	remove(out);
	rmdir(dir);
}

/* test_verify.c: the Z3 verifier (true rules proved, false ones and mutants not) and the axiom checker. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../generator/check_axioms.h"
#include "../generator/verify.h"
#include "../host/fileio.h"

typedef struct fixture {
	spec_set s;
	gen_axioms ax;
} fixture;

static void load(fixture *f, const char *dir)
{
	char err[1024];
	cr_assert_eq(spec_load_dir(&f->s, dir), 0, "%s", f->s.err);
	cr_assert_eq(gen_axioms_load(&f->s, &f->ax, err, sizeof err), 0, "%s", err);
}

static void unload(fixture *f)
{
	gen_axioms_free(&f->ax);
	spec_free(&f->s);
}

/* Every rule of every .rules file in dir, in one set (files in name order). */
static void read_folder(const spec_set *s, const char *dir, rule_set *rs)
{
	struct dirent **names;
	int n = scandir(dir, &names, NULL, alphasort);
	cr_assert_geq(n, 0, "cannot list %s", dir);
	char err[1024];
	memset(rs, 0, sizeof *rs);
	for (int i = 0; i < n; i++) {
		size_t len = strlen(names[i]->d_name);
		if (len > 6 && strcmp(names[i]->d_name + len - 6, ".rules") == 0) {
			char path[512];
			rule_set one;
			snprintf(path, sizeof path, "%s/%s", dir, names[i]->d_name);
			cr_assert_eq(rule_file_read(s, path, &one, err, sizeof err), 0, "%s", err);
			for (int k = 0; k < one.n; k++) {
				rule *r = &one.rules[k];
				cr_assert_eq(rule_set_add(rs, r->name, r->nroots, r->lhs, r->rhs), 0);
				free(r->lhs); /* the terms moved, the arrays were copied */
				free(r->rhs);
				r->lhs = r->rhs = NULL;
				r->nroots = 0;
			}
			rule_set_free(&one);
		}
		free(names[i]);
	}
	free(names);
}

static int verify(fixture *f, rule_set *rs, unsigned rlimit, bool mbqi)
{
	char err[1024];
	gen_verify_opts o = { .rlimit = rlimit, .jobs = 2, .mbqi = mbqi };
	int proved = gen_verify_rules(&f->s, &f->ax, rs, &o, err, sizeof err);
	cr_assert_geq(proved, 0, "%s", err);
	return proved;
}

Test(verify, true_rules_are_proved_with_their_axioms)
{
	fixture f;
	rule_set rs;
	load(&f, "spec");
	read_folder(&f.s, "tests/rules/true", &rs);
	cr_assert_geq(rs.n, 30);
	cr_expect_eq(verify(&f, &rs, 0, false), rs.n);
	for (int i = 0; i < rs.n; i++) {
		rule *r = &rs.rules[i];
		cr_expect_str_eq(r->status, "proved", "%s", r->name);
		/* every rule there needs at least one axiom; the core names them */
		cr_expect_gt(r->naxioms, 0, "%s: no axioms in the core", r->name);
	}
	/* spot checks of the cores an auditor reads */
	gen_buf b;
	gen_buf_init(&b);
	for (int i = 0; i < rs.n; i++)
		if (strcmp(rs.rules[i].name, "conv_concat_w") == 0 || strcmp(rs.rules[i].name, "transpose_matmul") == 0) {
			rule_print(&f.s, &rs.rules[i], &b);
			gen_buf_puts(&b, "\n");
		}
	cr_expect(strstr(b.s, "; proved: conv_concat_weights\n") != NULL, "%s", b.s);
	cr_expect(strstr(b.s, "; proved: matmul_transpose\n") != NULL, "%s", b.s);
	gen_buf_free(&b);
	rule_set_free(&rs);
	unload(&f);
}

Test(verify, false_rules_are_not_proved)
{
	fixture f;
	rule_set rs;
	load(&f, "spec");
	read_folder(&f.s, "tests/rules/false", &rs);
	cr_assert_geq(rs.n, 15);
	/* also with MBQI, which instantiates more: a contradiction in the axioms shows there first */
	for (int mbqi = 0; mbqi < 2; mbqi++) {
		cr_expect_eq(verify(&f, &rs, mbqi ? 100000 : 0, mbqi), 0);
		for (int i = 0; i < rs.n; i++) {
			rule *r = &rs.rules[i];
			cr_expect_str_neq(r->status, "proved", "false rule %s was proved from %s (mbqi %d)", r->name,
					  r->naxioms ? r->axioms[0] : "no axioms", mbqi);
			cr_expect_eq(r->naxioms, 0);
		}
	}
	rule_set_free(&rs);
	unload(&f);
}

/* The answers do not depend on the number of workers. */
Test(verify, one_job_agrees_with_two)
{
	fixture f;
	rule_set a, b;
	load(&f, "spec");
	read_folder(&f.s, "tests/rules/true", &a);
	read_folder(&f.s, "tests/rules/true", &b);
	char err[1024];
	gen_verify_opts one = { .jobs = 1 }, three = { .jobs = 3 };
	cr_assert_eq(gen_verify_rules(&f.s, &f.ax, &a, &one, err, sizeof err), a.n, "%s", err);
	cr_assert_eq(gen_verify_rules(&f.s, &f.ax, &b, &three, err, sizeof err), b.n, "%s", err);
	for (int i = 0; i < a.n; i++) {
		gen_buf x, y;
		gen_buf_init(&x);
		gen_buf_init(&y);
		rule_print(&f.s, &a.rules[i], &x);
		rule_print(&f.s, &b.rules[i], &y);
		cr_expect_str_eq(x.s, y.s);
		gen_buf_free(&x);
		gen_buf_free(&y);
	}
	rule_set_free(&a);
	rule_set_free(&b);
	unload(&f);
}

/* ---- mutation: perturb proved rules; no mutant may be proved ---- */

/*
 * Operators whose mutants can stay true and are left alone: dropping
 * enlarge keeps a convolution's value (conv_enlarge), and the size of an
 * identity kernel (a constant's attribute) does not change the identity.
 */
static int keep_op(const spec_set *s, const term *t)
{
	return strcmp(s->ops[t->op].name, "enlarge") == 0 || s->ops[t->op].constant;
}

typedef struct mutants {
	rule_set rs;
	int kinds[3];   /* mutants made by swap, attribute change, drop */
	char what[512][96];
} mutants;

static void add_mutant(mutants *m, const rule *r, int root, term *rhs, const char *what)
{
	term **l = calloc((size_t)r->nroots, sizeof *l), **rr = calloc((size_t)r->nroots, sizeof *rr);
	for (int i = 0; i < r->nroots; i++) {
		l[i] = term_copy(r->lhs[i]);
		rr[i] = i == root ? rhs : term_copy(r->rhs[i]);
	}
	char name[160];
	snprintf(name, sizeof name, "%s_m%d", r->name, m->rs.n);
	cr_assert_lt(m->rs.n, 512);
	snprintf(m->what[m->rs.n], sizeof m->what[0], "%s", what);
	cr_assert_eq(rule_set_add(&m->rs, name, r->nroots, l, rr), 0);
	free(l);
	free(rr);
}

/*
 * Walks the right side's node number k (pre-order) of a copy and applies
 * one kind of mutation there: 0 swap the two tensor inputs of a
 * non-commutative operator, 1 change an attribute to another value of its
 * domain (axis 0 <-> 1, stride, padding, activation), 2 drop the operator
 * (keep its first tensor input).
 */
static int count_nodes(const term *t)
{
	int n = 1;
	for (int i = 0; i < t->nargs; i++)
		n += count_nodes(t->args[i]);
	return n;
}

static term **node_at(term **slot, int *k)
{
	if ((*k)-- == 0)
		return slot;
	for (int i = 0; i < (*slot)->nargs; i++) {
		term **r = node_at(&(*slot)->args[i], k);
		if (r)
			return r;
	}
	return NULL;
}

static void mutate_rule(const spec_set *s, mutants *m, const rule *r)
{
	for (int root = 0; root < r->nroots; root++) {
		int n = count_nodes(r->rhs[root]);
		for (int k = 0; k < n; k++)
			for (int kind = 0; kind < 3; kind++) {
				term *copy = term_copy(r->rhs[root]);
				int kk = k;
				term **slot = node_at(&copy, &kk);
				term *t = *slot;
				char what[96] = "";
				if (t->kind == TERM_OP && !keep_op(s, t)) {
					const spec_op *op = &s->ops[t->op];
					int na = spec_rule_attrs(op);
					if (kind == 0 && op->nin == 2 && !op->commutative &&
					    !term_equal(t->args[na], t->args[na + 1])) {
						term *x = t->args[na];
						t->args[na] = t->args[na + 1];
						t->args[na + 1] = x;
						snprintf(what, sizeof what, "swap the inputs of %s", op->name);
					} else if (kind == 2 && op->nin >= 1) {
						*slot = t->args[na];
						t->args[na] = NULL; /* kept: the rest of t goes */
						term_free(t);
						snprintf(what, sizeof what, "drop %s", op->name);
					} else if (kind == 1) {
						for (int a = 0, j = 0; a < op->nattr && !what[0]; a++) {
							if (op->attrs[a].derived)
								continue;
							term *v = t->args[j++];
							if (v->kind != TERM_INT)
								continue;
							const spec_attr *at = &op->attrs[a];
							int n = at->type == SPEC_ENUM ? at->nvalues : at->nvalues;
							for (int i = 0; i < n; i++) {
								int32_t val = at->type == SPEC_ENUM ? i : at->values[i];
								if (val != v->value) {
									snprintf(what, sizeof what, "%s.%s %d -> %d", op->name,
										 at->name, (int)v->value, (int)val);
									v->value = val;
									break;
								}
							}
						}
					}
				}
				if (what[0]) {
					add_mutant(m, r, root, copy, what);
					m->kinds[kind]++;
				}
				else
					term_free(copy);
			}
	}
}

/* The answer of one rule, with its axioms, as text. */
static void answer(const rule *r, char *out, size_t size)
{
	size_t n = (size_t)snprintf(out, size, "%s", r->status ? r->status : "(none)");
	for (int a = 0; a < r->naxioms && n < size; a++)
		n += (size_t)snprintf(out + n, size - n, " %s", r->axioms[a]);
}

/*
 * A rule's answer does not depend on the rules verified before it: each is
 * decided in a Z3 context of its own. With one solver per thread reused
 * through push/pop, the conv2d_ewadd rules of tests/rules/order were
 * proved after relu_conv2d__conv2d_1 and unknown alone.
 */
Test(verify, a_verdict_does_not_depend_on_the_rules_before_it)
{
	fixture f;
	rule_set all, alone;
	load(&f, "spec");
	read_folder(&f.s, "tests/rules/order", &all);
	read_folder(&f.s, "tests/rules/order", &alone);
	cr_assert_geq(all.n, 8);
	char err[1024];
	gen_verify_opts one = { .jobs = 1 };
	cr_assert_geq(gen_verify_rules(&f.s, &f.ax, &all, &one, err, sizeof err), 0, "%s", err);
	int proved = 0, unknown = 0;
	/* each alone, last first */
	for (int i = alone.n - 1; i >= 0; i--) {
		rule_set single = { .n = 1, .rules = &alone.rules[i] };
		cr_assert_geq(gen_verify_rules(&f.s, &f.ax, &single, &one, err, sizeof err), 0, "%s", err);
		char a[1024], b[1024];
		answer(&all.rules[i], a, sizeof a);
		answer(&alone.rules[i], b, sizeof b);
		cr_expect_str_eq(a, b, "%s: %s after the others, %s alone", all.rules[i].name, a, b);
		proved += strcmp(all.rules[i].status, "proved") == 0;
		unknown += strcmp(all.rules[i].status, "unknown") == 0;
	}
	/* both kinds of answer are compared */
	cr_expect_geq(proved, 3);
	cr_expect_geq(unknown, 3);
	rule_set_free(&all);
	rule_set_free(&alone);
	unload(&f);
}

Test(verify, mutants_of_proved_rules_are_not_proved)
{
	fixture f;
	rule_set rs;
	static mutants m;
	load(&f, "spec");
	read_folder(&f.s, "tests/rules/true", &rs);
	for (int i = 0; i < rs.n; i++)
		mutate_rule(&f.s, &m, &rs.rules[i]);
	cr_assert_geq(m.rs.n, 60, "only %d mutants", m.rs.n);
	cr_assert(m.kinds[0] >= 15 && m.kinds[1] >= 15 && m.kinds[2] >= 15, "swap %d, attribute %d, drop %d",
		  m.kinds[0], m.kinds[1], m.kinds[2]);
	cr_expect_eq(verify(&f, &m.rs, 0, false), 0);
	for (int i = 0; i < m.rs.n; i++) {
		gen_buf b;
		gen_buf_init(&b);
		rule_print(&f.s, &m.rs.rules[i], &b);
		cr_expect_str_neq(m.rs.rules[i].status, "proved", "mutant (%s) proved: %s", m.what[i], b.s);
		gen_buf_free(&b);
	}
	rule_set_free(&m.rs);
	rule_set_free(&rs);
	unload(&f);
}

/* ---- the axiom checker ---- */

Test(check_axioms, every_spec_axiom_holds_on_the_kernels)
{
	fixture f;
	load(&f, "spec");
	gen_axcheck_opts o = GEN_AXCHECK_DEFAULTS;
	gen_buf b;
	char err[1024];
	gen_buf_init(&b);
	int failed = gen_check_axioms(&f.s, &f.ax, &o, &b, err, sizeof err);
	cr_assert_geq(failed, 0, "%s", err);
	cr_expect_eq(failed, 0, "%s", b.s);
	/* one line per axiom, each tested on several instantiations */
	int lines = 0;
	for (const char *p = b.s; (p = strstr(p, "ok ")); p++) {
		int n = atoi(strchr(p, ':') + 1);
		cr_expect_geq(n, 20, "too few instantiations: %.60s", p);
		lines++;
	}
	cr_expect_eq(lines, f.ax.n);
	gen_buf_free(&b);
	unload(&f);
}

/* Copies spec/ops to a temporary folder, adding the given axioms to matmul.lua. */
static void bad_spec(char *dir, const char *extra)
{
	strcpy(dir, "/tmp/tasoc-badspec-XXXXXX");
	cr_assert(mkdtemp(dir));
	char ops[300];
	snprintf(ops, sizeof ops, "%s/ops", dir);
	cr_assert_eq(mkdir(ops, 0700), 0);
	struct dirent **names;
	int n = scandir("spec/ops", &names, NULL, alphasort);
	cr_assert_gt(n, 0);
	for (int i = 0; i < n; i++) {
		if (strstr(names[i]->d_name, ".lua")) {
			char from[600], to[600];
			snprintf(from, sizeof from, "spec/ops/%s", names[i]->d_name);
			snprintf(to, sizeof to, "%s/%s", ops, names[i]->d_name);
			size_t size;
			char *text = tasoc_read_file(from, &size);
			cr_assert(text);
			gen_buf b;
			gen_buf_init(&b);
			char *at = strcmp(names[i]->d_name, "matmul.lua") == 0 ? strstr(text, "axioms = {\n") : NULL;
			if (at) {
				at += strlen("axioms = {\n");
				gen_buf_putn(&b, text, (size_t)(at - text));
				gen_buf_puts(&b, extra);
				gen_buf_puts(&b, at);
			} else {
				gen_buf_puts(&b, text);
			}
			cr_assert_eq(tasoc_write_atomic(to, b.s, b.len), 0);
			gen_buf_free(&b);
			free(text);
		}
		free(names[i]);
	}
	free(names);
}

static void remove_spec(const char *dir)
{
	char cmd[600];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	cr_assert_eq(system(cmd), 0);
}

Test(check_axioms, a_wrong_axiom_is_caught_with_a_counterexample)
{
	char dir[64];
	bad_spec(dir,
		 "    { \"bad_matmul_comm\", \"(forall (x y) (= (matmul x y) (matmul y x)))\" },\n"
		 /* subtle: true at stride 1 (conv_enlarge), false at stride 2 */
		 "    { \"bad_enlarge_stride2\", \"(forall (a x w r) (= (conv2d 2 2 same a x w) "
		 "(conv2d 2 2 same a x (enlarge w r))))\" },\n"
		 /* ONNX AveragePool without count_include_pad is no convolution */
		 "    { \"bad_avgpool\", \"(forall (x) (= (avgpool2d 3 3 1 1 same 0 x) "
		 "(conv2d 1 1 same none x (poolkernel 3 3 x))))\" },\n"
		 /* never the same shape on both sides: untested, so an error too */
		 "    { \"bad_untested\", \"(forall (x) (= (concat 0 x x) x))\" },\n"
		 /*
		  * near misses of axioms in spec/: conv_subsample_same with a 1x1
		  * identity kernel (true at stride 1, off by a pixel at stride 2),
		  * and avgpool_crop without the crop (the border windows see the
		  * padding, so count_include_pad 0 is no convolution there)
		  */
		 "    { \"bad_subsample_k1\", \"(forall (sh sw a k x z y) (= (conv2d sh sw same a "
		 "(conv2d 1 1 same none x (poolkernel k k z)) (idkernel 1 y)) (conv2d sh sw same a x (poolkernel k k z))))\" },\n"
		 "    { \"bad_crop_same\", \"(forall (k c x y) (= (conv2d 1 1 same none (avgpool2d k k 1 1 same c x) "
		 "(idkernel k y)) (conv2d 1 1 same none x (poolkernel k k x))))\" },\n");
	fixture f;
	load(&f, dir);
	gen_axcheck_opts o = GEN_AXCHECK_DEFAULTS;
	gen_buf b;
	char err[1024];
	gen_buf_init(&b);
	int failed = gen_check_axioms(&f.s, &f.ax, &o, &b, err, sizeof err);
	cr_assert_eq(failed, 6, "%s%s", err, b.s);
	cr_expect(strstr(b.s, "FAIL bad_matmul_comm (") != NULL, "%s", b.s);
	cr_expect(strstr(b.s, "sides differ at [") != NULL, "%s", b.s);
	cr_expect(strstr(b.s, " x[") != NULL, "counterexample shapes missing: %s", b.s);
	cr_expect(strstr(b.s, "FAIL bad_enlarge_stride2 (") != NULL, "%s", b.s);
	cr_expect(strstr(b.s, "FAIL bad_avgpool (") != NULL, "%s", b.s);
	cr_expect(strstr(b.s, "FAIL bad_untested (") != NULL && strstr(b.s, "untested") != NULL, "%s", b.s);
	cr_expect(strstr(b.s, "FAIL bad_subsample_k1 (") != NULL, "%s", b.s);
	cr_expect(strstr(b.s, "FAIL bad_crop_same (") != NULL, "%s", b.s);
	gen_buf_free(&b);
	unload(&f);
	remove_spec(dir);
}

/* ---- rules on the kernels: the concrete counterpart of a proof ---- */

static int check_rules(fixture *f, rule_set *rs, int *untested, char *bad, gen_buf *b)
{
	gen_axcheck_opts o = GEN_AXCHECK_DEFAULTS;
	char err[1024];
	o.want = 40;
	o.trials = 8000;
	int failed = gen_check_rules(&f->s, rs, "test", &o, b, untested, bad, err, sizeof err);
	cr_assert_geq(failed, 0, "%s", err);
	return failed;
}

Test(check_rules, true_rules_hold_on_the_kernels)
{
	fixture f;
	rule_set rs;
	gen_buf b;
	int untested;
	load(&f, "spec");
	read_folder(&f.s, "tests/rules/true", &rs);
	gen_buf_init(&b);
	cr_expect_eq(check_rules(&f, &rs, &untested, NULL, &b), 0, "%s", b.s);
	cr_expect_eq(untested, 0, "%s", b.s);
	gen_buf_free(&b);
	rule_set_free(&rs);
	unload(&f);
}

/*
 * Most false rules are false on the kernels too. Not all: an off-by-one
 * stride only changes shapes (equal shapes force 1-pixel inputs, where the
 * stride does not matter), a wrong concat axis never gives one shape, and
 * split_nested holds wherever the cut matches; they are in tests/rules/false
 * because Z3 must not prove them from the shape-free axioms.
 */
Test(check_rules, false_rules_fail_on_the_kernels)
{
	fixture f;
	rule_set rs;
	gen_buf b;
	int untested;
	load(&f, "spec");
	read_folder(&f.s, "tests/rules/false", &rs);
	gen_buf_init(&b);
	int failed = check_rules(&f, &rs, &untested, NULL, &b);
	cr_expect_geq(failed, 15, "%s", b.s);
	cr_expect(strstr(b.s, "FAIL matmul_comm (") && strstr(b.s, "FAIL relu_ewadd (") &&
		  strstr(b.s, "FAIL conv_swap (") && strstr(b.s, "FAIL avgpool_cip0 ("), "%s", b.s);
	gen_buf_free(&b);
	rule_set_free(&rs);
	unload(&f);
}

/*
 * The limit of shape-free axioms: Z3 proves these rules through ill-shaped
 * intermediate terms, and only the concrete check refutes them. This is why
 * `tasoc rules verify` runs every proved rule on the kernels.
 */
Test(check_rules, shape_free_proofs_are_refuted_by_the_kernels)
{
	fixture f;
	rule_set rs;
	gen_buf b;
	int untested;
	char bad[8] = { 0 };
	load(&f, "spec");
	read_folder(&f.s, "tests/rules/unsound", &rs);
	cr_assert_eq(rs.n, 2);
	cr_expect_eq(verify(&f, &rs, 0, false), rs.n, "Z3 no longer proves them: move them to tests/rules/false");
	gen_buf_init(&b);
	cr_expect_eq(check_rules(&f, &rs, &untested, bad, &b), rs.n, "%s", b.s);
	cr_expect(bad[0] && bad[1]);
	cr_expect(strstr(b.s, "FAIL conv_concat_swap (test:") != NULL, "%s", b.s);
	gen_buf_free(&b);
	rule_set_free(&rs);
	unload(&f);
}

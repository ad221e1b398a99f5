/* verify.c: prove rewrite rules from the specs' axioms with Z3, on several threads. */
#include "verify.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "z3_encode.h"

/*
 * Each rule is decided in a Z3 context of its own, made for it and deleted
 * after it: the axioms are asserted, as "track implies axiom" with a Boolean
 * track named after each, then the negated rule, and a check assumes the
 * tracks. The unsat core names the axioms a proof used, and is then shrunk
 * to a minimal set (minimize). A context shared between rules would make a
 * verdict depend on what ran before: Z3 keeps lemmas, instances and term ids
 * across push/pop, and one candidate was proved after some queries and
 * unknown after others (docs/verifier.md). Z3 is given a resource limit
 * (rlimit, a count of internal steps) rather than a time limit, and fixed
 * random seeds, so a rule's answer depends on the rule, the axioms and the
 * options only, never on machine load, the jobs or the rule's neighbours;
 * running out is "unknown", which is not proved.
 */

int gen_axioms_load(const spec_set *s, gen_axioms *a, char *err, size_t errsize)
{
	memset(a, 0, sizeof *a);
	int n = 0;
	for (int k = 0; k < s->nops; k++)
		n += s->ops[k].naxioms;
	a->ax = calloc((size_t)n + 1, sizeof *a->ax);
	a->file = calloc((size_t)n + 1, sizeof *a->file);
	if (!a->ax || !a->file) {
		snprintf(err, errsize, "out of memory");
		gen_axioms_free(a);
		return -1;
	}
	for (int k = 0; k < s->nops; k++)
		for (int i = 0; i < s->ops[k].naxioms; i++) {
			const spec_axiom *sa = &s->ops[k].axioms[i];
			char e[512];
			for (int j = 0; j < a->n; j++)
				if (strcmp(a->ax[j].name, sa->name) == 0) {
					snprintf(err, errsize, "%s: axiom %s: name already used in %s", s->ops[k].file,
						 sa->name, a->file[j]);
					gen_axioms_free(a);
					return -1;
				}
			if (!axiom_parse(s, sa->name, sa->text, &a->ax[a->n], e, sizeof e)) {
				snprintf(err, errsize, "%s: axiom %s: %s", s->ops[k].file, sa->name, e);
				gen_axioms_free(a);
				return -1;
			}
			a->file[a->n++] = s->ops[k].file;
		}
	return 0;
}

void gen_axioms_free(gen_axioms *a)
{
	for (int i = 0; i < a->n; i++)
		axiom_free(&a->ax[i]);
	free(a->ax);
	free(a->file);
	memset(a, 0, sizeof *a);
}

typedef struct worker {
	const spec_set *s;
	const gen_axioms *a;
	rule_set *rs;
	const gen_verify_opts *o;
	int k, jobs;
	int proved;
	int failed;
	char err[512];
	gen_z3 z;
	Z3_solver solver;
	Z3_ast *track;   /* the Boolean tracking axiom i */
	Z3_ast *assume;  /* the tracks switched on for one check */
	char *trial;     /* axioms switched on while minimizing a core */
} worker;

/* Which axiom a core literal tracks; -1 if none. */
static int axiom_of(worker *w, Z3_ast lit)
{
	for (int i = 0; i < w->a->n; i++)
		if (w->track[i] == lit || Z3_is_eq_ast(w->z.ctx, w->track[i], lit))
			return i;
	return -1;
}

static int set_answer(rule *r, const char *status, int n, const int *ax, const gen_axioms *a)
{
	free(r->status);
	for (int i = 0; i < r->naxioms; i++)
		free(r->axioms[i]);
	free(r->axioms);
	r->axioms = NULL;
	r->naxioms = 0;
	if (!(r->status = strdup(status)))
		return -1;
	if (n == 0)
		return 0;
	if (!(r->axioms = calloc((size_t)n, sizeof *r->axioms)))
		return -1;
	for (int i = 0; i < n; i++)
		if (!(r->axioms[r->naxioms++] = strdup(a->ax[ax[i]].name)))
			return -1;
	return 0;
}

/*
 * Checks "not (l1 = r1 and l2 = r2 ...)" under the axioms i with on[i] set
 * (each is asserted as "track_i implies axiom_i", and the tracks switched
 * on are the assumptions of the check). Returns the Z3 answer, and when
 * unsat the axioms of the core in on[] (a subset of those it had).
 */
static Z3_lbool check(worker *w, int n, Z3_ast *l, Z3_ast *r, Z3_ast dom, char *on)
{
	Z3_context c = w->z.ctx;
	Z3_ast ne[16];
	int k = 0;
	for (int i = 0; i < n; i++)
		ne[i] = Z3_mk_not(c, Z3_mk_eq(c, l[i], r[i]));
	for (int i = 0; i < w->a->n; i++)
		if (on[i])
			w->assume[k++] = w->track[i];
	Z3_solver_push(c, w->solver);
	Z3_solver_assert(c, w->solver, n == 1 ? ne[0] : Z3_mk_or(c, (unsigned)n, ne));
	if (dom)
		Z3_solver_assert(c, w->solver, dom);
	Z3_lbool res = Z3_solver_check_assumptions(c, w->solver, (unsigned)k, w->assume);
	if (res == Z3_L_FALSE) {
		Z3_ast_vector core = Z3_solver_get_unsat_core(c, w->solver);
		Z3_ast_vector_inc_ref(c, core);
		memset(on, 0, (size_t)w->a->n);
		for (unsigned i = 0; i < Z3_ast_vector_size(c, core); i++) {
			int a = axiom_of(w, Z3_ast_vector_get(c, core, i));
			if (a >= 0)
				on[a] = 1;
		}
		Z3_ast_vector_dec_ref(c, core);
	}
	Z3_solver_pop(c, w->solver, 1);
	return res;
}

/*
 * Shrinks an unsat core to a minimal one: each axiom in turn (spec order)
 * is left out, and stays out when the rule is still proved without it.
 * Z3's cores can hold axioms a proof search touched but did not need; the
 * auditor reading "; proved: ..." should see only what the proof rests on.
 */
static void minimize(worker *w, int n, Z3_ast *l, Z3_ast *r, Z3_ast dom, char *core, char *trial)
{
	for (int i = 0; i < w->a->n; i++) {
		if (!core[i])
			continue;
		memcpy(trial, core, (size_t)w->a->n);
		trial[i] = 0;
		if (check(w, n, l, r, dom, trial) == Z3_L_FALSE)
			memcpy(core, trial, (size_t)w->a->n);
	}
}

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int verify_one(worker *w, rule *r, char *used, int *idx)
{
	gen_z3 *z = &w->z;
	gen_z3_vars v = { 0 };
	Z3_ast l[16], rr[16];
	int rc = -1;
	if (r->nroots > 16) {
		snprintf(w->err, sizeof w->err, "rule %s: more than 16 outputs", r->name);
		return -1;
	}
	for (int i = 0; i < r->nroots; i++)
		if (gen_z3_bind_fresh(z, &v, r->lhs[i]) < 0 || gen_z3_bind_fresh(z, &v, r->rhs[i]) < 0)
			goto oom;
	for (int i = 0; i < r->nroots; i++)
		if (!(l[i] = gen_z3_term(z, &v, r->lhs[i])) || !(rr[i] = gen_z3_term(z, &v, r->rhs[i])))
			goto oom;
	Z3_ast dom = NULL;
	for (int i = 0; i < r->nroots; i++)
		dom = gen_z3_enum_domains(z, &v, r->lhs[i], gen_z3_enum_domains(z, &v, r->rhs[i], dom));
	memset(used, 1, (size_t)w->a->n);
	Z3_lbool res = check(w, r->nroots, l, rr, dom, used);
	if (res == Z3_L_FALSE)
		minimize(w, r->nroots, l, rr, dom, used, w->trial);
	if (Z3_get_error_code(z->ctx) != Z3_OK) {
		snprintf(w->err, sizeof w->err, "rule %s: Z3: %s", r->name,
			 Z3_get_error_msg(z->ctx, Z3_get_error_code(z->ctx)));
		goto out;
	}
	int n = 0;
	if (res == Z3_L_FALSE)
		for (int i = 0; i < w->a->n; i++)
			if (used[i])
				idx[n++] = i;
	if (set_answer(r, res == Z3_L_FALSE ? "proved" : res == Z3_L_TRUE ? "refuted" : "unknown", n, idx,
		       w->a) < 0)
		goto oom;
	w->proved += res == Z3_L_FALSE;
	rc = 0;
	goto out;
oom:
	snprintf(w->err, sizeof w->err, "rule %s: out of memory while encoding", r->name);
out:
	gen_z3_vars_free(&v);
	return rc;
}

/*
 * A fresh context and solver holding every axiom (tracked). The context's
 * history is what a verdict must not depend on, so each rule gets one.
 */
static int open_solver(worker *w)
{
	if (gen_z3_init(&w->z, w->s, w->err, sizeof w->err) < 0)
		return -1;
	Z3_context c = w->z.ctx;
	w->solver = Z3_mk_solver(c);
	Z3_solver_inc_ref(c, w->solver);
	Z3_params p = Z3_mk_params(c);
	Z3_params_inc_ref(c, p);
	Z3_params_set_uint(c, p, Z3_mk_string_symbol(c, "rlimit"), w->o->rlimit ? w->o->rlimit : GEN_VERIFY_RLIMIT);
	/*
	 * E-matching alone proves what the axioms prove by rewriting and gives
	 * up in about a millisecond on a rule they do not prove; model-based
	 * instantiation (MBQI) spends the whole resource limit there (about
	 * half a second) and can only add "refuted", which is not needed.
	 */
	Z3_params_set_bool(c, p, Z3_mk_string_symbol(c, "smt.mbqi"), w->o->mbqi);
	/*
	 * Z3's default seed, stated: a verdict must not hang on a default. (The
	 * solver-level name; "smt.random_seed" is refused there.)
	 */
	Z3_params_set_uint(c, p, Z3_mk_string_symbol(c, "random_seed"), 0);
	Z3_solver_set_params(c, w->solver, p);
	Z3_params_dec_ref(c, p);
	for (int i = 0; i < w->a->n; i++) {
		Z3_ast f = gen_z3_axiom(&w->z, &w->a->ax[i]);
		if (!f) {
			snprintf(w->err, sizeof w->err, "%s: axiom %s: cannot encode", w->a->file[i], w->a->ax[i].name);
			return -1;
		}
		w->track[i] = Z3_mk_const(c, Z3_mk_string_symbol(c, w->a->ax[i].name), Z3_mk_bool_sort(c));
		Z3_solver_assert(c, w->solver, Z3_mk_implies(c, w->track[i], f));
		/*
		 * Checked after each assertion: every Z3 call clears the error
		 * code, and the solver is built (its parameters checked) at the
		 * first assertion, so a refused parameter once dropped axiom 0
		 * without a word.
		 */
		if (Z3_get_error_code(c) != Z3_OK) {
			snprintf(w->err, sizeof w->err, "Z3: %s: %s", w->a->ax[i].name,
				 Z3_get_error_msg(c, Z3_get_error_code(c)));
			return -1;
		}
	}
	return 0;
}

static void close_solver(worker *w)
{
	if (w->solver)
		Z3_solver_dec_ref(w->z.ctx, w->solver);
	w->solver = NULL;
	gen_z3_free(&w->z);
}

/*
 * A guard against inconsistent axioms, which would prove every rule: two
 * fresh tensors must not come out equal. (Within the resource limit; a
 * contradiction Z3 does not find here can still hide.) Run once, in a
 * context of its own, before any rule.
 */
static int guard(worker *w)
{
	if (open_solver(w) < 0)
		return -1;
	Z3_context c = w->z.ctx;
	Z3_ast x = Z3_mk_fresh_const(c, "x", w->z.tensor), y = Z3_mk_fresh_const(c, "y", w->z.tensor);
	char *used = calloc((size_t)w->a->n + 1, 1);
	int rc = 0;
	if (!used) {
		snprintf(w->err, sizeof w->err, "out of memory");
		rc = -1;
	} else {
		memset(used, 1, (size_t)w->a->n);
		if (check(w, 1, &x, &y, NULL, used) == Z3_L_FALSE) {
			int m = snprintf(w->err, sizeof w->err,
					 "the axioms are inconsistent: they prove any two tensors equal (core:");
			for (int i = 0; i < w->a->n && m < (int)sizeof w->err; i++)
				if (used[i])
					m += snprintf(w->err + m, sizeof w->err - (size_t)m, " %s", w->a->ax[i].name);
			if (m < (int)sizeof w->err)
				snprintf(w->err + m, sizeof w->err - (size_t)m, ")");
			rc = -1;
		}
	}
	free(used);
	close_solver(w);
	return rc;
}

static int alloc_worker(worker *w)
{
	w->track = calloc((size_t)w->a->n + 1, sizeof *w->track);
	w->assume = calloc((size_t)w->a->n + 1, sizeof *w->assume);
	w->trial = calloc((size_t)w->a->n + 1, 1);
	if (!w->track || !w->assume || !w->trial) {
		snprintf(w->err, sizeof w->err, "out of memory");
		return -1;
	}
	return 0;
}

static void free_worker(worker *w)
{
	free(w->track);
	free(w->assume);
	free(w->trial);
	w->track = w->assume = NULL;
	w->trial = NULL;
}

static void *run_worker(void *arg)
{
	worker *w = arg;
	char *used = calloc((size_t)w->a->n + 1, 1);
	int *idx = calloc((size_t)w->a->n + 1, sizeof *idx);
	if (!used || !idx) {
		snprintf(w->err, sizeof w->err, "out of memory");
		w->failed = 1;
	} else if (alloc_worker(w) < 0) {
		w->failed = 1;
	} else {
		for (int i = w->k; i < w->rs->n; i += w->jobs) {
			double *sec = w->o->seconds ? &w->o->seconds[i] : NULL;
			double t0 = sec ? now() : 0;
			int rc = open_solver(w);
			if (rc == 0)
				rc = verify_one(w, &w->rs->rules[i], used, idx);
			close_solver(w);
			if (sec)
				*sec = now() - t0;
			if (rc < 0) {
				w->failed = 1;
				break;
			}
		}
	}
	free_worker(w);
	free(used);
	free(idx);
	return NULL;
}

int gen_verify_rules(const spec_set *s, const gen_axioms *a, rule_set *rs,
		     const gen_verify_opts *o, char *err, size_t errsize)
{
	int jobs = o->jobs < 1 ? 1 : o->jobs;
	if (jobs > rs->n)
		jobs = rs->n > 0 ? rs->n : 1;
	worker *w = calloc((size_t)jobs, sizeof *w);
	pthread_t *th = calloc((size_t)jobs, sizeof *th);
	if (!w || !th) {
		free(w);
		free(th);
		snprintf(err, errsize, "out of memory");
		return -1;
	}
	int started = 0;
	for (int k = 0; k < jobs; k++) {
		w[k] = (worker){ .s = s, .a = a, .rs = rs, .o = o, .k = k, .jobs = jobs };
	}
	int g = alloc_worker(&w[0]) < 0 ? -1 : guard(&w[0]);
	free_worker(&w[0]);
	if (g < 0) {
		snprintf(err, errsize, "%s", w[0].err);
		free(w);
		free(th);
		return -1;
	}
	/* Worker 0 runs on this thread, so one job needs no thread at all. */
	for (int k = 1; k < jobs; k++) {
		if (pthread_create(&th[k], NULL, run_worker, &w[k]) != 0)
			break;
		started = k;
	}
	if (started < jobs - 1) {
		/* Could not start them all: do the rest here, with the same dealing. */
		for (int k = started + 1; k < jobs; k++)
			run_worker(&w[k]);
	}
	run_worker(&w[0]);
	int proved = 0, rc = 0;
	for (int k = 0; k < jobs; k++) {
		if (k >= 1 && k <= started)
			pthread_join(th[k], NULL);
	}
	for (int k = 0; k < jobs; k++) {
		if (w[k].failed && rc == 0) {
			snprintf(err, errsize, "%s", w[k].err);
			rc = -1;
		}
		proved += w[k].proved;
	}
	free(w);
	free(th);
	return rc < 0 ? -1 : proved;
}

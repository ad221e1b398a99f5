/* generate.c: the rule generator: enumerate, fingerprint, pair, prune, name. */
#include "generate.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "enumerate.h"

/*
 * The inputs every expression is built from: square matrices for matmul and
 * transpose, an NCHW activation, OIHW weights of two kernel sizes (enlarge
 * needs both), and a one-element scalar for smul. Several variables per
 * shape, so rules with distinct operands (associativity, two weights on one
 * input) exist; four matrices, so rules over four distinct tensors of one
 * kind do (two products summed merged into one, (ewadd (matmul x1 w1)
 * (matmul x2 w2)) => (matmul (concat 1 x1 x2) (concat 0 w1 w2)), and the
 * concat interchange). Convolutions have two activations and three weights,
 * which gives their four-variable rules already. Shapes are small: a print
 * costs a few hundred products.
 *
 * A variable's data comes from a seed given by its position, so d is last:
 * the others keep their data, and with it the classes and representatives
 * they had. (With d fourth, x and the weights got new data, and on it
 * (conv2d 2 2 valid relu (concat 1 x x) (concat 1 w v)), two elements
 * after relu on set 0, printed like (conv2d 2 2 valid relu y v): the pair
 * failed confirmation, the true one was never met, and a rule generalized
 * over stride, padding and activation fell apart into fifteen instances.)
 */
static const struct {
	const char *name;
	bool weight;
	int rank;
	int32_t dim[2][4];   /* even input sets (0 enumerates), odd sets */
} pool[] = {
	{ "a", false, 2, { { 3, 3 }, { 4, 4 } } },
	{ "b", false, 2, { { 3, 3 }, { 4, 4 } } },
	{ "c", false, 2, { { 3, 3 }, { 4, 4 } } },
	{ "x", false, 4, { { 1, 2, 4, 4 }, { 2, 3, 5, 5 } } },
	{ "y", false, 4, { { 1, 2, 4, 4 }, { 2, 3, 5, 5 } } },
	/*
	 * Odd sets: more output channels than input channels, so a rule that
	 * needs them equal (an identity kernel shaped after one tensor used on
	 * another) fails there; and k is 3 by 3, so an identity of 1 by 1
	 * kernels only (a stride moved across a pointwise convolution) fails.
	 */
	{ "w", true, 4, { { 2, 2, 3, 3 }, { 4, 3, 3, 3 } } },
	{ "v", true, 4, { { 2, 2, 3, 3 }, { 4, 3, 3, 3 } } },
	{ "k", true, 4, { { 2, 2, 1, 1 }, { 4, 3, 3, 3 } } },
	{ "s", false, 1, { { 1 }, { 1 } } },
	{ "d", false, 2, { { 3, 3 }, { 4, 4 } } }, /* last: see above */
};

#define NPOOL (int)(sizeof pool / sizeof pool[0])
_Static_assert(NPOOL <= GEN_MAX_POOL, "gen_ctx.var_weight holds the pool");

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

typedef struct run {
	gen_ctx *g;
	const gen_options *o;
	double t0, last;
} run;

static void found(void *ctx, const gen_enum *en, const gen_expr *e, int32_t rep)
{
	run *r = ctx;
	gen_cands_offer(&r->g->cands, gen_enum_term(en, e), gen_enum_term(en, &en->ex[rep]));
}

static void progress(void *ctx, const gen_enum *en, int size)
{
	run *r = ctx;
	double t = now();
	if (!r->o->progress || (t - r->last < 1.0 && en->size_start[size + 1] == 0))
		return;
	r->last = t;
	double dt = t - r->t0;
	fprintf(stderr, "generate: size %d: %lld graphs, %d classes, %lld pairs, %d candidates, %.1fs (%.0f graphs/s)\n",
		size, (long long)en->evaluated, (int)en->nex, (long long)en->matched, r->g->cands.nkept, dt,
		dt > 0 ? (double)en->evaluated / dt : 0.0);
}

/* The ops to enumerate (single output) and split's index when selected. */
static int select_ops(const spec_set *s, const gen_options *o, int *ops, int *nops, int *split,
		      char *err, size_t errsize)
{
	*nops = 0;
	*split = -1;
	for (int i = 0; i < s->nops; i++) {
		const spec_op *op = &s->ops[i];
		bool want = op->generate;
		if (o->nops > 0) {
			want = false;
			for (int j = 0; j < o->nops; j++)
				want |= strcmp(o->ops[j], op->name) == 0;
		}
		if (!want)
			continue;
		if (!op->generate) {
			snprintf(err, errsize, "%s: %s is runtime only (generate = false) and cannot be enumerated",
				 op->file, op->name);
			return -1;
		}
		if (op->nout > 1 && strcmp(op->name, "split") == 0)
			*split = i;
		else
			ops[(*nops)++] = i;
	}
	for (int j = 0; j < o->nops; j++)
		if (spec_find(s, o->ops[j]) < 0) {
			snprintf(err, errsize, "unknown operator '%s' in --ops", o->ops[j]);
			return -1;
		}
	if (*nops == 0) {
		snprintf(err, errsize, "no operators to enumerate: %s", o->nops ? "--ops selects none with a single output"
							: "no spec operator has generate = true");
		return -1;
	}
	return 0;
}

int gen_ctx_init(gen_ctx *g, const spec_set *s, const gen_options *o, char *err, size_t errsize)
{
	memset(g, 0, sizeof *g);
	g->s = s;
	g->o = o;
	g->t.s = s;
	g->max_ops = o->max_ops > 0 ? o->max_ops : 3;
	if (g->max_ops > 8) {
		snprintf(err, errsize, "--max-ops %d is too large (at most 8)", g->max_ops);
		return -1;
	}
	if (!(g->ops = malloc(((size_t)s->nops + 1) * sizeof *g->ops))) {
		snprintf(err, errsize, "out of memory");
		return -1;
	}
	if (select_ops(s, o, g->ops, &g->nops, &g->split, err, errsize) != 0 ||
	    gen_optab_init(&g->t, s, err, errsize) != 0)
		return -1;
	for (int i = 0; i < NPOOL; i++)
		g->var_weight[i] = pool[i].weight;
	g->env.weight = g->var_weight;
	g->env.nweight = NPOOL;
	for (int i = 0; i < NPOOL; i++) {
		tasoc_shape sh[GEN_NSETS];
		for (int k = 0; k < GEN_NSETS; k++)
			sh[k] = tasoc_shape_make(pool[i].rank, pool[i].dim[k % 2]);
		if (gen_env_add(&g->env, pool[i].name, sh, 0x7a50c000u + (uint64_t)i) != 0) {
			snprintf(err, errsize, "out of memory");
			return -1;
		}
	}
	if (gen_enum_init(&g->en, &g->t, &g->env, g->var_weight, g->nops, g->ops, err, errsize) != 0)
		return -1;
	if (gen_cands_init(&g->cands, &g->t, &g->env, g->en.shape_only, GEN_MAX_IN, o->prune) != 0) {
		snprintf(err, errsize, "out of memory");
		return -1;
	}
	g->en.all_terms = o->all_terms;
	return 0;
}

int gen_ctx_finish(gen_ctx *g, rule_set *out, gen_stats *st, char *err, size_t errsize)
{
	const gen_options *o = g->o;
	bool inst = !o->prune.no_instance;
	if ((inst && gen_cands_subsume(&g->cands) != 0) ||
	    (!o->prune.no_generalize && gen_cands_generalize(&g->cands) != 0) ||
	    (inst && gen_cands_subsume(&g->cands) != 0)) {
		snprintf(err, errsize, "out of memory");
		return -1;
	}
	int nsingle = g->cands.nkept;
	gen_cands_split(&g->cands, g->split, g->max_ops);
	if (g->cands.oom || gen_cands_finish(&g->cands, out) != 0) {
		snprintf(err, errsize, "out of memory");
		return -1;
	}
	st->tried = g->en.tried;
	st->graphs = g->en.evaluated;
	st->classes = g->en.nex;
	st->pairs = g->en.matched;
	st->unconfirmed = g->cands.unconfirmed;
	st->shape_only_var = g->cands.shape_only_var;
	st->unbound = g->cands.unbound;
	st->factored = g->cands.factored;
	st->duplicate = g->cands.duplicate;
	st->generalized = g->cands.generalized;
	st->single = nsingle;
	st->multi = g->cands.nkept - nsingle;
	return 0;
}

void gen_ctx_free(gen_ctx *g)
{
	if (g->cands.t)
		gen_cands_free(&g->cands);
	gen_enum_free(&g->en);
	gen_env_free(&g->env);
	gen_optab_free(&g->t);
	free(g->ops);
	memset(g, 0, sizeof *g);
}

int gen_generate(const spec_set *s, const gen_options *o, rule_set *out, gen_stats *st, char *err,
		 size_t errsize)
{
	memset(st, 0, sizeof *st);
	memset(out, 0, sizeof *out);
	gen_ctx *g = malloc(sizeof *g);
	if (!g) {
		snprintf(err, errsize, "out of memory");
		return -1;
	}
	run r;
	memset(&r, 0, sizeof r);
	int rc = -1;
	if (gen_ctx_init(g, s, o, err, errsize) != 0)
		goto out;
	r.g = g;
	r.o = o;
	r.t0 = r.last = now();
	g->en.found = found;
	g->en.progress = progress;
	g->en.ctx = &r;
	if (gen_enum_run(&g->en, g->max_ops) != 0 || g->cands.oom) {
		snprintf(err, errsize, "out of memory after %lld graphs", (long long)g->en.evaluated);
		goto out;
	}
	if (gen_ctx_finish(g, out, st, err, errsize) != 0)
		goto out;
	st->seconds = now() - r.t0;
	rc = 0;
out:
	gen_ctx_free(g);
	free(g);
	return rc;
}

/* generate.h: the rule generator: enumerate, fingerprint, pair, prune, name. */
#ifndef GEN_GENERATE_H
#define GEN_GENERATE_H

#include <stdbool.h>
#include <stdint.h>

#include "candidates.h"
#include "enumerate.h"
#include "rule.h"
#include "spec.h"

typedef struct gen_options {
	int max_ops;              /* operators per side; default 3 */
	int nops;                 /* 0: every operator with generate = true */
	const char *const *ops;   /* names, when nops > 0 */
	gen_prune_opts prune;
	bool all_terms;           /* testing: extend every expression, not one per class */
	bool progress;            /* progress lines on stderr */
} gen_options;

typedef struct gen_stats {
	int64_t tried;            /* input tuples offered to shape inference */
	int64_t graphs;           /* expressions evaluated */
	int64_t classes;          /* distinct prints (representatives) */
	int64_t pairs;            /* expressions whose print matched a class */
	int64_t unconfirmed, shape_only_var, unbound, factored, duplicate, generalized;
	int64_t single, multi;    /* rules kept */
	int64_t distinct;         /* sharded: distinct confirmed pairs rank 0 admitted in order */
	double seconds;
} gen_stats;

/*
 * Generates candidate rules from the specs into out (sorted, named).
 * Returns 0, or -1 with err set: no operators, an unknown or runtime-only
 * name in ops, an operator that cannot be enumerated, out of memory.
 */
int gen_generate(const spec_set *s, const gen_options *o, rule_set *out, gen_stats *st, char *err,
		 size_t errsize);

/*
 * The steps of gen_generate, for a generation split into shards
 * (shard.c): gen_ctx_init selects the operators and sets up the input
 * pool, the enumerator and the candidate list; gen_ctx_finish prunes
 * the candidates admitted (instances, attribute generalization,
 * multi-output rules), sorts and names them into out, and fills st from
 * the enumerator's and the list's counts. A gen_ctx holds pointers into
 * itself: it must stay where it was initialized.
 */
#define GEN_MAX_POOL 16

typedef struct gen_ctx {
	const spec_set *s;
	const gen_options *o;
	int *ops, nops, split, max_ops;
	bool var_weight[GEN_MAX_POOL];
	gen_optab t;
	gen_env env;
	gen_enum en;
	gen_cands cands;
} gen_ctx;

int gen_ctx_init(gen_ctx *g, const spec_set *s, const gen_options *o, char *err, size_t errsize);
int gen_ctx_finish(gen_ctx *g, rule_set *out, gen_stats *st, char *err, size_t errsize);
void gen_ctx_free(gen_ctx *g);

#endif

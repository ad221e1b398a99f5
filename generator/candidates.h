/* candidates.h: from equal-print pairs to a pruned, sorted, named list of candidate rules. */
#ifndef GEN_CANDIDATES_H
#define GEN_CANDIDATES_H

#include <stdbool.h>
#include <stdint.h>

#include "fingerprint.h"
#include "rule.h"

/* Each pruning step can be switched off, so tests can show what it removes. */
typedef struct gen_prune_opts {
	bool no_canon;      /* keep candidates that differ only in variable names */
	bool no_factor;     /* keep candidates with a common subgraph that factors out */
	bool no_instance;   /* keep candidates that are instances of kept rules */
	bool no_generalize; /* keep one rule per attribute value */
} gen_prune_opts;

typedef struct gen_kept {
	int nroots;
	term *lhs[2], *rhs[2];
	int size;           /* operators on the larger side */
} gen_kept;

typedef struct gen_cands {
	const gen_optab *t;
	gen_env *env;
	const bool *shape_only;  /* as in gen_enum */
	int max_in;
	gen_prune_opts opts;
	gen_kept *kept;
	int nkept, capkept;
	int32_t **by_op;         /* kept single-output rules by the left root's op */
	int *nby_op, *capby_op;
	/* why candidates went: the summary prints these */
	int64_t seen, unconfirmed, shape_only_var, unbound, factored, duplicate, generalized;
	int oom;
} gen_cands;

int gen_cands_init(gen_cands *c, const gen_optab *t, gen_env *env, const bool *shape_only, int max_in,
		   gen_prune_opts opts);
void gen_cands_free(gen_cands *c);

/*
 * Offers lhs => rhs (two terms with equal prints; ownership passes). It is
 * confirmed on every input set, oriented (larger side left), factored,
 * renamed canonically, and kept unless it is an instance of a kept rule.
 */
void gen_cands_offer(gen_cands *c, term *lhs, term *rhs);

/*
 * gen_cands_offer in two steps, for a generation split into shards
 * (shard.c). prepare is the costly part and depends on nothing kept
 * (confirmation, orientation, factoring, renaming): 1 with the rule left
 * in *lhs, *rhs, or 0 when it is dropped (counted; the terms are freed).
 * admit keeps it unless it is an instance of a rule kept before, so the
 * rules must be admitted in the order the enumeration met them.
 */
int gen_cands_prepare(gen_cands *c, term **lhs, term **rhs);
void gen_cands_admit(gen_cands *c, term *lhs, term *rhs);

/*
 * Final instance pass: drops every kept rule that is an instance of another
 * (the streaming check only sees rules kept before; a rule with a repeated
 * variable can come before its general form). 0, or -1 out of memory.
 */
int gen_cands_subsume(gen_cands *c);

/*
 * Attribute generalization: rules that differ only in attribute values and
 * hold for every value of an attribute's domain (several positions moving
 * together, as the two convolutions of a merge) become one rule with an
 * attribute variable named after the attribute (?padding, ?stride_h).
 */
int gen_cands_generalize(gen_cands *c);

/*
 * Multi-output rules from kept ones: where (concat a l1 l2) equals T and
 * l1, l2 are operator terms, [l1 l2] => [(split0 a T) (split1 a T)], the
 * rewrite that computes both outputs with T's operators. split is the spec
 * index of split, or -1 for none; max_ops bounds each side.
 */
void gen_cands_split(gen_cands *c, int split, int max_ops);

/* The kept rules, sorted (size, then text) and named after their operators. */
int gen_cands_finish(gen_cands *c, rule_set *out);

#endif

/* prune.h: the generator's pruning steps on candidate rules, each usable on its own. */
#ifndef GEN_PRUNE_H
#define GEN_PRUNE_H

#include <stdbool.h>

#include "fingerprint.h"
#include "term.h"

/*
 * Canonical inputs up to renaming: renames the tensor variables of the
 * sides (lhs roots, then rhs roots, each in preorder) to x, y, z, w, v, u,
 * t, s, r, q, x10, x11... in order of first occurrence, so two candidates
 * that differ only in variable names print alike. Returns 0, or -1 when out
 * of memory.
 */
int gen_canon_vars(term **lhs, int nl, term **rhs, int nr);

/*
 * True when a variable of the rule occurs only in inputs read for their
 * shape (shape_only[op * GEN_MAX_IN + i]): such a rule depends on that
 * variable's shape alone, which rules cannot state.
 */
bool gen_has_shape_only_var(const term *lhs, const term *rhs, const bool *shape_only, int max_in);

/* True when every variable of `of` occurs in `in`. */
bool gen_vars_within(const term *of, const term *in);

/*
 * Common subgraph: when a subterm S with at least one operator occurs on
 * both sides and the rule still holds with S replaced by a fresh random
 * tensor of S's shape (on every input set), the candidate is an instance of
 * the smaller rule with S abstracted into a variable. When S has the shapes
 * and the role (env->weight; constants are weights) of one of env's
 * variables, that smaller rule is within the enumeration's
 * reach: *lhs and *rhs become the factored sides and the result is 1. When
 * S's shapes are unlike any variable's (a 1-pixel image, say), the smaller
 * rule may hold only for that shape: the result is 2 and the candidate
 * should go. 0 when nothing factors out; -1 on error. env gains and loses a
 * temporary variable.
 */
int gen_factor_common(const gen_optab *t, gen_env *env, const bool *shape_only, int max_in, term **lhs,
		      term **rhs);

/* A substitution: pattern variables (by name) bound to subterms. */
#define GEN_MAX_BIND 64

typedef struct gen_subst {
	int n;
	const char *name[GEN_MAX_BIND];
	const term *val[GEN_MAX_BIND];
} gen_subst;

/*
 * Matches pattern p against x, extending sb (consistent with what it
 * already binds), trying both operand orders of commutative operators; the
 * first match found. sb is unchanged when there is none.
 */
bool gen_match(const spec_set *s, const term *p, const term *x, gen_subst *sb);

/*
 * Instance check: true when (lhs, rhs) is (pl, pr) under one substitution
 * of pl's variables, trying both operand orders of commutative operators.
 */
bool gen_rule_instance(const spec_set *s, const term *pl, const term *pr, const term *lhs,
		       const term *rhs);
/* The same for rules with n roots a side: one substitution for all of them. */
bool gen_rule_instance_n(const spec_set *s, int n, term *const *pl, term *const *pr, term *const *lhs,
			 term *const *rhs);

#endif

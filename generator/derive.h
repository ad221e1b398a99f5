/* derive.h: whether a rule follows from one or two smaller rules (redundancy pruning). */
#ifndef GEN_DERIVE_H
#define GEN_DERIVE_H

#include "rule.h"

/*
 * True when rewriting r's left side with rules of steps, left to right, at
 * any position, reaches r's right side in one or two steps (operand order of
 * commutative operators aside). Only single-output rules are tried, as r and
 * as steps; via[0] and via[1] get the steps' indexes (via[1] = -1 after one
 * step). The caller passes only rules smaller than r, so that what prunes
 * r is never pruned by r. Matching takes the first substitution a pattern
 * admits, so a derivation may be missed, never invented.
 */
bool gen_derivable(const spec_set *s, const rule *r, const rule *const *steps, int nsteps, int via[2]);

/* A rule's size for pruning: the operators on both sides together. */
int gen_rule_size(const rule *r);

#endif

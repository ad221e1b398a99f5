/* hand_rules.h: rewrite rules written by hand against core/rule.h, for testing the search. */
#ifndef TESTS_HAND_RULES_H
#define TESTS_HAND_RULES_H

#include "../core/rule.h"

/*
 *   conv_relu_fuse      (relu (conv2d sh sw p none ?x ?w)) => (conv2d sh sw p relu ?x ?w)
 *   conv_merge_weights  [(conv2d sh sw p a ?x ?w1) (conv2d sh sw p a ?x ?w2)]
 *                       => [(split0 1 (conv2d sh sw p a ?x (concat 0 ?w1 ?w2))) (split1 ...)]
 *   matmul_merge_cols   [(matmul ?x ?y) (matmul ?x ?z)] => [(split0 1 (matmul ?x (concat 1 ?y ?z))) (split1 ...)]
 *   relu_unfuse         (conv2d sh sw p relu ?x ?w) => (relu (conv2d sh sw p none ?x ?w))
 * The last one makes things worse: the search must not be fooled by it.
 */
extern const tasoc_rule hand_rules[];
extern const int hand_nrules;

#endif

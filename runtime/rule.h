/* rule.h: the table of generated rewrite rules: the contract between emit/ and the search. */
#ifndef TASOC_RULE_H
#define TASOC_RULE_H

#include "ir.h"

/*
 * generated/rules.c (written by `tasoc rules emit`) defines tasoc_rules[],
 * one entry per proved rule, sorted by name. The search (runtime/search.c)
 * knows rules only through this table.
 *
 * A match records the source nodes in pattern order (pre-order over the
 * left side's roots) and the bindings of the pattern variables. match()
 * calls visit once per distinct match rooted at `root` (commutative
 * operands are tried both ways by the emitted code) and stops early when
 * visit returns nonzero. apply() rewrites g in place: it adds the target
 * nodes, redirects every consumer of a replaced output, and leaves the
 * source nodes for the caller to prune. It changes nothing and returns
 * TASOC_ERR_SHAPE when the new nodes' shapes do not infer or a replaced
 * output would change shape.
 *
 * u is the graph's reader table (runtime/uses.h, built once per graph). It
 * may be NULL: the matchers then scan the graph instead, and apply() scans
 * it to redirect readers, with the same results, only slower. apply() uses
 * u only when it was built from g as g is now.
 */
#define TASOC_RULE_MAX_NODES 12
#define TASOC_RULE_MAX_VARS 12

typedef struct tasoc_match {
	int32_t nnodes;
	int32_t node[TASOC_RULE_MAX_NODES];   /* matched source nodes */
	tasoc_ref var[TASOC_RULE_MAX_VARS];   /* tensor variables, in rule order */
	int32_t attr[TASOC_RULE_MAX_VARS];    /* attribute variables, in rule order */
} tasoc_match;

/* Consumers of every node, so matchers can see who else reads an output. */
typedef struct tasoc_uses tasoc_uses;

typedef int (*tasoc_match_visit)(void *ctx, const tasoc_match *m);

typedef struct tasoc_rule {
	const char *name;
	const char *text;      /* the rule in rule syntax, as in generated/rules.txt; NULL in a
				  -DTASOC_NO_RULE_TEXT build (firmware: the texts are 40 KB) */
	int root_op;           /* operator of the first left root */
	int nsrc, ndst;        /* operator nodes on the left and the right */
	int (*match)(const tasoc_graph *g, const tasoc_uses *u, int32_t root,
		     tasoc_match_visit visit, void *ctx);
	tasoc_status (*apply)(tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m);
} tasoc_rule;

/* generated/rules.c writes each rule's text through this, so a firmware build can drop them. */
#ifdef TASOC_NO_RULE_TEXT
#define TASOC_RULE_TEXT(s) NULL
#else
#define TASOC_RULE_TEXT(s) s
#endif

/*
 * The generated table (ends with an all-NULL entry past tasoc_nrules). A
 * firmware build may compile generated/rules.c with -DTASOC_RULES_BY_OP and
 * -DTASOC_RULE_OP_<NAME> per operator kept: only the rules over those
 * operators are in (docs/embedding.md).
 */
extern const tasoc_rule tasoc_rules[];
extern const int tasoc_nrules;

#endif

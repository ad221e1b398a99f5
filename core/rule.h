/* rule.h: the table of generated rewrite rules: the contract between emit/ and the search. */
#ifndef TASOC_RULE_H
#define TASOC_RULE_H

#include "ir.h"

/*
 * generated/rules.c (written by `tasoc rules emit`) defines tasoc_rules[],
 * one entry per proved rule, sorted by name. The search (core/search.c)
 * knows rules only through this table.
 *
 * A match records the source nodes in pattern order (pre-order over the
 * left side's roots) and the bindings of the pattern variables. match()
 * calls visit once per distinct match rooted at `root` (commutative
 * operands are tried both ways by the emitted code) and stops early when
 * visit returns nonzero. tasoc_rule_apply() (below) rewrites g in place:
 * it adds the target nodes, redirects every consumer of a replaced output,
 * and leaves the source nodes for the caller to prune. It changes nothing
 * and returns TASOC_ERR_SHAPE when the new nodes' shapes do not infer or a
 * replaced output would change shape.
 *
 * u is the graph's reader table (core/uses.h, built once per graph). It
 * may be NULL: the matchers then scan the graph instead, and
 * tasoc_rule_apply() scans it to redirect readers, with the same results,
 * only slower. tasoc_rule_apply() uses u only when it was built from g as g
 * is now.
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

/*
 * A rule's right side is data, built by tasoc_rule_apply (below, core/rewrite.c):
 * its distinct operator nodes in post-order (a node reads only tensors of
 * the match and nodes built before it), then, per root, the old output it
 * replaces and the new one. Data rather than code because the firmware
 * pays for every byte (docs/embedding.md): one builder serves every rule.
 */
#define TASOC_RW_MAX_IN 2     /* inputs of a node a rewrite builds: every generated operator has at most 2 */
#define TASOC_RW_MAX_ATTRS 6  /* attributes of such a node: avgpool2d has 6 */

/* A tensor a rewrite reads: the match's m->var[index] when node < 0, else output index of node t<node>. */
typedef struct tasoc_rw_arg {
	int8_t node;
	uint8_t index;
} tasoc_rw_arg;

#define TASOC_RW_VAR(i) { -1, i }
#define TASOC_RW_NEW(t, out) { t, out }
/* In a left side (tasoc_rule.lhs): output out of pattern node p (pre-order, as m.node[]). */
#define TASOC_RW_PAT(p, out) { p, out }

/*
 * One node the rewrite builds: op reads in[0 .. nin of op), with attributes
 * attr[0 .. nattr of op) in the spec's order: a value, or, where bit k of
 * attr_var is set, attribute k is the match's attribute variable
 * m->attr[attr[k]]. Derived attributes read 0 here: split's size comes from
 * the root the split replaces, the rest from the inputs (the operator's
 * derive function, which tasoc_rule_apply calls).
 * int8_t values: the rules' attributes are small (kernel sizes, strides,
 * axes, enums); emit/ refuses a rule whose value does not fit.
 */
typedef struct tasoc_rw_node {
	uint8_t op;
	uint8_t attr_var;
	tasoc_rw_arg in[TASOC_RW_MAX_IN];
	int8_t attr[TASOC_RW_MAX_ATTRS];
} tasoc_rw_node;

/* A root: output out of the match's node m->node[node], which the rewrite replaces with by. */
typedef struct tasoc_rw_root {
	uint8_t node, out;
	tasoc_rw_arg by;
} tasoc_rw_root;

typedef struct tasoc_rule tasoc_rule;

/* What a matcher looks in and whom it tells: the graph, its reader table (may be NULL), visit(ctx, m). */
typedef struct tasoc_matching {
	const tasoc_graph *g;
	const tasoc_uses *u;
	tasoc_match_visit visit;
	void *ctx;
} tasoc_matching;

/*
 * Calls mc->visit for each match of rule r rooted at root. The generated
 * matchers hand each candidate to tasoc_rw_found (core/rewrite.h),
 * which reads r's roots, nvars, navars and out1.
 */
typedef int (*tasoc_match_fn)(const tasoc_rule *r, const tasoc_matching *mc, int32_t root);

struct tasoc_rule {
	const char *name;
	const char *text;      /* the rule in rule syntax, as in generated/rules.txt; NULL in a
				  -DTASOC_NO_RULE_TEXT build (firmware: the texts are 43 KB) */
	tasoc_match_fn match;
	const tasoc_rw_node *rhs; /* the ndst nodes of the right side, post-order */
	const tasoc_rw_root *roots;
	uint8_t root_op;       /* operator of the first left root */
	uint8_t nsrc, ndst;    /* operator nodes on the left and the right */
	uint8_t nroots;
	uint8_t nvars, navars; /* tensor and attribute variables of the left side */
	uint16_t out1;         /* bit j: the left side reads output 1 of m.node[j] (a split1), else output 0 */
	/*
	 * The left side as data, for matchers that work on something other
	 * than a tasoc_graph (the e-graph, core/saturate.c): its nsrc
	 * operator nodes in the pre-order that numbers m.node[], in the
	 * tasoc_rw_node form, an input TASOC_RW_PAT(p, o) being output o of
	 * pattern node p; attr values, attr_var and variables as on the right;
	 * derived attributes read 0 and match anything. roots[k].node is root
	 * k's pattern node. NULL when a node does not fit (the rule is then
	 * left out of saturation).
	 */
	const tasoc_rw_node *lhs;
};

/*
 * And each rule's left side through this: a firmware build, which has no
 * saturating search to read them, drops them with -DTASOC_NO_RULE_LHS
 * (the Makefile's ARM_CFLAGS; docs/embedding.md).
 */
#ifdef TASOC_NO_RULE_LHS
#define TASOC_RULE_LHS(a) NULL
#else
#define TASOC_RULE_LHS(a) a
#endif

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

/* The matches of rule r rooted at node root, each handed to visit (see match above). */
static inline int tasoc_rule_match(const tasoc_rule *r, const tasoc_graph *g, const tasoc_uses *u, int32_t root,
				   tasoc_match_visit visit, void *ctx)
{
	tasoc_matching mc = { g, u, visit, ctx };
	return r->match(r, &mc, root);
}

/*
 * The provenance a rewrite leaves on the nodes it builds (tasoc_node.made,
 * tasoc_enode.made): 1 + the rule's index in the rule list of the search
 * that applied it, 0 for none. A search keeps it in its graphs and its
 * e-graph, so a saturated graph, whose e-graph records no order of steps,
 * can still name the rule behind each node (tasoc_optimize: tasoc.h).
 */
static inline uint16_t tasoc_rule_made(int32_t r)
{
	return r >= 0 && r < UINT16_MAX ? (uint16_t)(r + 1) : 0;
}

/*
 * Lookups in the generated table (core/rule_find.c, host only: the
 * firmware names no rule at run time): the rule of that name, or NULL; and
 * whether r's right side builds an operator op (the check of a node's
 * tasoc_node.made that tests and the fuzzer make).
 */
const tasoc_rule *tasoc_rule_named(const char *name);
bool tasoc_rule_builds(const tasoc_rule *r, int op);

/* Rewrites match m of rule r in g (core/rewrite.c): builds r->rhs, then redirects r->roots. */
tasoc_status tasoc_rule_apply(const tasoc_rule *r, tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m);

#endif

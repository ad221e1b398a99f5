/* rewrite.h: the few helpers the generated matchers (generated/rules.c) call. */
#ifndef TASOC_REWRITE_H
#define TASOC_REWRITE_H

#include <stdbool.h>

#include "rule.h"
#include "uses.h"

/*
 * Emitted matchers are straight-line checks on node fields; these helpers
 * cover what does not fit on one line. Rewrites are data (core/rule.h),
 * built by tasoc_rule_apply (rewrite.c).
 */

static inline bool tasoc_ref_eq(tasoc_ref a, tasoc_ref b)
{
	return a.node == b.node && a.out == b.out;
}

/*
 * The candidates for a further root of a multi-root rule: the readers of
 * tensor r. tasoc_rw_readers returns how many candidates to try, i from 0;
 * tasoc_rw_reader gives candidate i as a node id, or -1 to skip it (not a
 * reader of r, or a node already offered: a node reading r twice is one
 * candidate). Without a uses table (u NULL) every node is a candidate and
 * is checked by scanning its inputs: correct, only slower.
 */
int32_t tasoc_rw_readers(const tasoc_graph *g, const tasoc_uses *u, tasoc_ref r, const tasoc_use **list);
int32_t tasoc_rw_reader(const tasoc_graph *g, const tasoc_use *list, int32_t i, tasoc_ref r);

/*
 * The candidates for a further root that shares no variable with the
 * earlier roots (a pair of relus to merge, say): the live nodes of its
 * operator op, in index order, from u's per-operator lists, rather than
 * every node. Returns how many candidates to try; *list gives them. When
 * u is NULL or was built from another state of g, *list is NULL and the
 * count is g->nnodes: candidate i is node i (the matcher checks the op).
 */
int32_t tasoc_rw_peers(const tasoc_graph *g, const tasoc_uses *u, int op, const int32_t **list);

/*
 * True when no bound tensor variable depends on a root node. Only rules
 * with several roots need this: with one root, every variable feeds the
 * root and so cannot also read it. u may be NULL (a walk up from the
 * variables answers); with it, its ancestor sets answer in a few bit tests,
 * or for graphs too large for them its node depths bound the walk.
 */
bool tasoc_rw_acyclic(const tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m, int nvars,
		      const tasoc_ref *roots, int nroots);

/*
 * The last step of a generated matcher, once it has bound the nodes and
 * variables of rule r's left side in m (m.node[0, r->nsrc), m.var[0,
 * r->nvars), m.attr[0, r->navars)): completes m (nnodes, the unused slots
 * zeroed, so equal matches compare equal byte for byte), then refuses it
 * when an intermediate result (a node of m that is not a root, read at
 * the output r->out1 says) is read outside it, a graph output included
 * (a root may be: the rewrite replaces it for all its readers), or, with
 * several roots, when a variable depends on a root (tasoc_rw_acyclic);
 * else hands it to mc->visit. Returns 0 for a refused match, else what
 * visit returns (nonzero: stop looking).
 */
int tasoc_rw_found(const tasoc_rule *r, const tasoc_matching *mc, tasoc_match *m);

/*
 * Tracing which rules fire: a hook called after every successful apply
 * with the rule's name and match. Compiled out by default, so the library
 * an embedder links has no hidden global state; a build with
 * -DTASOC_RULE_TRACE has it (the test binary links such a build of
 * rewrite.c, see the Makefile). It is process-wide state, meant for tests
 * and debugging.
 */
#ifdef TASOC_RULE_TRACE
typedef void (*tasoc_rule_trace_fn)(void *ctx, const char *rule, const tasoc_match *m);
void tasoc_rule_trace(tasoc_rule_trace_fn fn, void *ctx);
#endif

#endif

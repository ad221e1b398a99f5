/* rewrite.h: the few helpers the generated matchers and rewrites (generated/rules.c) call. */
#ifndef TASOC_REWRITE_H
#define TASOC_REWRITE_H

#include <stdbool.h>

#include "rule.h"
#include "uses.h"

/*
 * Emitted matchers are straight-line checks on node fields; these helpers
 * cover what does not fit on one line. Emitted rewrites follow one shape:
 *
 *   tasoc_rw rw;
 *   tasoc_rw_begin(&rw, g, u);
 *   t0 = tasoc_rw_add(&rw, op, attr, nin, in);   one per target node
 *   ...
 *   return tasoc_rw_finish(&rw, "name", m, old, new, nroots);
 *
 * tasoc_rw_add does nothing once a node has failed, so the rewrite needs
 * no checks of its own; tasoc_rw_finish then either removes every node the
 * rewrite added (truncating g->nnodes, so the graph is as before) and
 * returns TASOC_ERR_SHAPE, or redirects every reader of the old roots to
 * the new ones. Target nodes read only tensors that exist before the
 * rewrite, and the matcher rejects matches where one of those depends on
 * a replaced root (tasoc_rw_acyclic), so the result is acyclic.
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
 * True when every reader of r is a node of the match (r is an intermediate
 * result nobody else sees), or when r is one of the roots, which the
 * rewrite replaces for all its readers. Without a uses table (u NULL) it
 * scans the graph.
 */
bool tasoc_rw_contained(const tasoc_graph *g, const tasoc_uses *u, tasoc_ref r, const tasoc_match *m,
			const tasoc_ref *roots, int nroots);

/*
 * True when no bound tensor variable depends on a root node. Only rules
 * with several roots need this: with one root, every variable feeds the
 * root and so cannot also read it. u may be NULL (a walk up from the
 * variables answers); with it, its ancestor sets answer in a few bit tests,
 * or for graphs too large for them its node depths bound the walk.
 */
bool tasoc_rw_acyclic(const tasoc_graph *g, const tasoc_uses *u, const tasoc_match *m, int nvars,
		      const tasoc_ref *roots, int nroots);

typedef struct tasoc_rw {
	tasoc_graph *g;
	const tasoc_uses *u; /* g's readers before the rewrite, or NULL */
	int32_t mark;      /* g->nnodes before the rewrite */
	tasoc_status st;   /* the first failure */
} tasoc_rw;

/* u: g's reader table, or NULL (ignored unless built from g as it is now). */
void tasoc_rw_begin(tasoc_rw *rw, tasoc_graph *g, const tasoc_uses *u);
/* Adds a target node; returns output 0 of it, or {-1, 0} once anything failed. */
tasoc_ref tasoc_rw_add(tasoc_rw *rw, int op, const int32_t *attr, int nin, const tasoc_ref *in);

/*
 * The derived `size` of a split made by a rewrite: output `out` of the
 * split replaces old, so the cut is old's extent on axis (out 0), or what
 * is left of the split's input x after old's extent (out 1). -1 when the
 * shapes do not allow it; the split's shape check then fails.
 */
int32_t tasoc_rw_split_size(const tasoc_rw *rw, tasoc_ref old, int out, tasoc_ref x, int32_t axis);

/*
 * Ends a rewrite: on any failure, or when a new root's shape differs from
 * the old root's, removes the added nodes and returns the error. Otherwise
 * redirects the readers of old[i] (nodes and graph outputs) to new[i],
 * reports the rule to the trace hook, and returns TASOC_OK.
 */
tasoc_status tasoc_rw_finish(tasoc_rw *rw, const char *rule, const tasoc_match *m,
			     const tasoc_ref *old, const tasoc_ref *new_roots, int nroots);

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

/* graph_text.h: test graphs written as terms ("(matmul x (relu y))") and graphs printed back as terms. */
#ifndef TESTS_GRAPH_TEXT_H
#define TESTS_GRAPH_TEXT_H

#include "../generator/rule.h"
#include "../core/ir.h"

/*
 * inputs lists the graph inputs in order, "x:2x3 w:4x3x3x3"; expr is one
 * term or a bracketed list of them, in rule syntax with input names for
 * variables. Each term becomes a graph output; equal subterms become one
 * node, so "[(relu (matmul x y)) (matmul x y)]" reads the matmul twice.
 * Returns 0, or -1 with err set. Splits are not supported (their size is
 * not written in terms).
 */
int gt_build(const spec_set *s, tasoc_graph *g, const char *inputs, const char *expr, char *err,
	     size_t errsize);

/* The graph's outputs as terms (rule syntax, no ?), bracketed when several. */
void gt_print(const spec_set *s, const tasoc_graph *g, gen_buf *b);

/*
 * expr (with the inputs of `inputs`) as gt_print writes it, and in *nops the
 * number of distinct operator nodes it has. 0 or -1 with err.
 */
int gt_normalize(const spec_set *s, const char *inputs, const char *expr, gen_buf *b, int *nops,
		 char *err, size_t errsize);

/* Live operator nodes (neither inputs nor weights). */
int gt_live_ops(const tasoc_graph *g);

#endif

/* graph_run.h: checks that a rewritten graph computes what the original did (float mode). */
#ifndef TESTS_GRAPH_RUN_H
#define TESTS_GRAPH_RUN_H

#include <stdint.h>

#include "../core/ir.h"

/* A fixed-seed xorshift generator, so failures reproduce. */
uint64_t gr_rng(void);

/*
 * Runs both graphs with the reference interpreter on the same random inputs
 * in [-1, 1] (inputs are matched by node id: a rewrite keeps input nodes) and
 * asserts equal output shapes and values within 1e-4 relative.
 */
void gr_same_outputs(tasoc_graph *before, tasoc_graph *after, const char *what);
/* The same, the inputs matched by their order instead: for a result graph whose nodes were renumbered. */
void gr_same_outputs_in_order(tasoc_graph *before, tasoc_graph *after, const char *what);

#endif

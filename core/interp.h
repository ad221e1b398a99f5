/* interp.h: run a whole graph with the reference kernels, in float32 or mod p. */
#ifndef TASOC_INTERP_H
#define TASOC_INTERP_H

#include "kernel.h"

/* The graph's input nodes in node order; returns the count (ids may be NULL). */
int32_t tasoc_graph_inputs(const tasoc_graph *g, int32_t *ids);

/*
 * Evaluates g. inputs[i] holds the data of the i-th input node (node order),
 * outputs[i] receives graph output i; element type float or uint64_t by
 * mode. Intermediate buffers come from g's allocator and are released after
 * their last reader, so peak memory is the live set, not the whole graph.
 * In mod p mode a weight's elements are taken as exact integers when they
 * are whole numbers, else as a fixed pseudo-random residue of their bits.
 */
tasoc_status tasoc_interp(tasoc_graph *g, tasoc_mode mode, const void *const *inputs,
			  void *const *outputs);

/* tasoc_interp, with float32 matmuls through sgemm when it is not NULL. */
tasoc_status tasoc_interp_with(tasoc_graph *g, tasoc_mode mode, const void *const *inputs,
			       void *const *outputs, tasoc_sgemm_fn sgemm);

/* Deterministic pseudo-random data in [-1, 1) (core/fill.c): inputs and weights for runs that compare. */
void tasoc_fill_random(float *data, int64_t n, uint64_t seed);

#endif

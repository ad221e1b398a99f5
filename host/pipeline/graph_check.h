/* graph_check.h: run two graphs on the same random inputs and compare their outputs. */
#ifndef TASOC_PIPELINE_GRAPH_CHECK_H
#define TASOC_PIPELINE_GRAPH_CHECK_H

#include <stdio.h>

#include "../../core/ir.h"

/* The tolerance of --check: the largest difference over the output's largest magnitude. */
#define TASOC_CHECK_TOL 1e-4

/*
 * How far two runs' outputs are apart. Non-finite values are compared as
 * such: NaN matches NaN and an infinity the same infinity; any other pairing
 * with a non-finite value is a mismatch. Finite pairs give max_abs and
 * max_rel (per output: the largest |a - b| over the largest finite |a|).
 */
typedef struct tasoc_diff {
	double max_abs, max_rel;
	int64_t elements;  /* output elements compared */
	int64_t nonfinite; /* elements non-finite in the reference run (a) */
	int64_t special;   /* elements whose non-finite values do not match */
} tasoc_diff;

/* Adds one output of n elements, a from the reference, b from the other model. */
void tasoc_diff_add(tasoc_diff *d, const double *a, const double *b, int64_t n);

/* The outputs agree: no mismatched non-finite value and max_rel within TASOC_CHECK_TOL. */
int tasoc_diff_ok(const tasoc_diff *d);

/* Most elements are non-finite: a float comparison of what is left says little. */
int tasoc_diff_overflows(const tasoc_diff *d);

/*
 * Evaluates a and b with the float32 reference interpreter on inputs drawn
 * from seed (inputs matched by name, outputs by position) and measures the
 * difference; before each run, a line "<prefix>running ..." goes to
 * progress when not NULL. Fails, with the reason in err, when the graphs'
 * signatures differ or one cannot be evaluated (an opaque node, say).
 */
tasoc_status tasoc_compare(tasoc_graph *a, tasoc_graph *b, uint64_t seed, tasoc_diff *d, bool progress,
			   const char *prefix, char *err, size_t size);

/*
 * The same in the interpreter's exact mode (modulo p = 2^61 - 1, no
 * rounding and no overflow): *differ counts output elements that are not
 * equal, of *elements.
 */
tasoc_status tasoc_compare_modp(tasoc_graph *a, tasoc_graph *b, uint64_t seed, int64_t *differ,
				int64_t *elements, bool progress, const char *prefix, char *err, size_t size);

/* The first opaque node of g (the interpreter cannot run it), or NULL. */
const char *tasoc_first_opaque(const tasoc_graph *g);

#endif

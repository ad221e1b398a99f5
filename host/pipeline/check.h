/* check.h: the verdict of `tasoc optimize --check` and `tasoc check`: the interpreter where it can, else ONNX Runtime. */
#ifndef TASOC_PIPELINE_CHECK_H
#define TASOC_PIPELINE_CHECK_H

#include <stdio.h>

#include "dims.h"
#include "ort.h"
#include "graph_check.h"

typedef struct tasoc_check_input {
	const char *a_path, *b_path; /* the reference model's file and the other's (for ONNX Runtime) */
	const char *a_name, *b_name; /* what progress lines call them */
	tasoc_graph *a, *b;          /* the same imported (for the interpreter); NULL when not imported */
	const tasoc_dims *dims;        /* values of symbolic dimensions */
	uint32_t seed;               /* the inputs */
	int ort_only;                /* skip the interpreter */
	int folded;                  /* weights of b folded (computed in float32) from a's */
} tasoc_check_input;

typedef struct tasoc_check_result {
	int ran;          /* a verdict was reached */
	int ok;           /* ... and it is that the outputs agree */
	char engine[64];  /* what ran both models */
	tasoc_diff diff;
	int exact;        /* the verdict is the exact mode's (modulo p) */
	int64_t differ;   /* exact mode: elements not equal */
	char why[512];    /* not run: why */
} tasoc_check_result;

/*
 * Runs both models on the same seeded inputs and compares their outputs:
 * with the reference interpreter when it can run both graphs (float32, or
 * exactly modulo p when float32 overflows on most outputs), else with ONNX
 * Runtime through ort (started on first use). Prints its progress and
 * verdict as lines "  check: ..." to stdout. Returns 0 when the outputs
 * agree, -1 on a difference or when no check could be run (r->why).
 */
int tasoc_check_models(const tasoc_check_input *in, tasoc_ort_lazy *ort, tasoc_check_result *r);

/*
 * How many weights of b look folded from a's: found in no weight of a (by
 * a hash of their values) and not all whole numbers (the exact check's
 * residues of such a weight say nothing).
 */
int tasoc_check_count_folded(const tasoc_graph *a, const tasoc_graph *b);

/* r as a JSON object (or null when r is NULL). */
void tasoc_check_json(FILE *f, const tasoc_check_result *r);

#endif

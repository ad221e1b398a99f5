/* cmd_check.h: the verdict of `tasoc optimize --check` and `tasoc check`: the interpreter where it can, else ONNX Runtime. */
#ifndef TOOLS_CMD_CHECK_H
#define TOOLS_CMD_CHECK_H

#include <stdio.h>

#include "cmd_dims.h"
#include "cmd_ort.h"
#include "graph_check.h"

typedef struct check_input {
	const char *a_path, *b_path; /* the reference model's file and the other's (for ONNX Runtime) */
	const char *a_name, *b_name; /* what progress lines call them */
	tasoc_graph *a, *b;          /* the same imported (for the interpreter); NULL when not imported */
	const cmd_dims *dims;        /* values of symbolic dimensions */
	uint32_t seed;               /* the inputs */
	int ort_only;                /* skip the interpreter */
	int folded;                  /* weights of b folded (computed in float32) from a's */
} check_input;

typedef struct check_result {
	int ran;          /* a verdict was reached */
	int ok;           /* ... and it is that the outputs agree */
	char engine[64];  /* what ran both models */
	model_diff diff;
	int exact;        /* the verdict is the exact mode's (modulo p) */
	int64_t differ;   /* exact mode: elements not equal */
	char why[512];    /* not run: why */
} check_result;

/*
 * Runs both models on the same seeded inputs and compares their outputs:
 * with the reference interpreter when it can run both graphs (float32, or
 * exactly modulo p when float32 overflows on most outputs), else with ONNX
 * Runtime through ort (started on first use). Prints its progress and
 * verdict as lines "  check: ..." to stdout. Returns 0 when the outputs
 * agree, -1 on a difference or when no check could be run (r->why).
 */
int check_models(const check_input *in, cmd_ort *ort, check_result *r);

/* r as a JSON object (or null when r is NULL). */
void check_json(FILE *f, const check_result *r);

#endif

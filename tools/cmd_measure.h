/* cmd_measure.h: the never-slower guard: the original and the optimized model timed whole in ONNX Runtime. */
#ifndef TOOLS_CMD_MEASURE_H
#define TOOLS_CMD_MEASURE_H

#include <stdbool.h>
#include <stdio.h>

#include "../runtime/backend/speedup.h"
#include "cmd_ort.h"

#define MEASURE_WARMUP 3      /* untimed runs of each model first */
#define MEASURE_MIN_ROUNDS 20 /* paired rounds before the interval may settle it */
#define MEASURE_MAX_ROUNDS 2000

typedef struct measure_result {
	int ran;
	tasoc_speedup s;          /* original time / optimized time, per round */
	double ms_before, ms_after; /* median times */
	double seconds;           /* spent timing, loads included */
	int stopped_by_time;      /* the time cap ended it before it settled */
	char engine[64];
	char why[512];            /* not run: why */
} measure_result;

/*
 * Times the models in the files before and after, whole, in ONNX Runtime
 * (CPU, one thread), interleaved: MEASURE_WARMUP runs of each, then paired
 * rounds until the speedup's 95% interval settles it (tasoc_speedup_settled,
 * after MEASURE_MIN_ROUNDS rounds) or time_cap seconds have passed (never
 * fewer than 6 rounds). Prints progress lines "  measure: ..." to stdout
 * about every second, unless quiet. Returns 0, or -1 with r->why when ONNX Runtime failed
 * (missing, crashed, hung, a model it rejects).
 */
int measure_models(cmd_ort *ort, const char *before, const char *after, const char *symbols, double time_cap,
		   bool quiet, measure_result *r);

void measure_json(FILE *f, const measure_result *r);

/* data in a fresh temporary file (under $TMPDIR or /tmp), for ONNX Runtime to load; its path in path. 0 or -1. */
int measure_write_temp(const void *data, size_t size, char *path, size_t n);

#endif

/* cmd_measure.h: the never-slower guard: the original and the optimized model timed whole in ONNX Runtime. */
#ifndef TOOLS_CMD_MEASURE_H
#define TOOLS_CMD_MEASURE_H

#include <stdbool.h>
#include <stdio.h>

#include "../host/backend/speedup.h"
#include "cmd_ort.h"

#define MEASURE_WARMUP 3       /* untimed runs of each model first */
#define MEASURE_BATCH_WARMUP 1 /* and on each later batch's fresh sessions (their first run allocates) */
#define MEASURE_MIN_ROUNDS 20  /* paired rounds before the interval may settle it */
#define MEASURE_MIN_BATCHES 8  /* and batches of fresh sessions */
#define MEASURE_FEWEST_BATCHES 6 /* even past the time cap: the fewest units a 95% sign-test interval exists for */
#define MEASURE_BATCH_SHARE 20 /* a batch's rounds aim at 1/20 of the time cap (0.75 s of the default 15) */
#define MEASURE_MAX_ROUNDS 2000
#define MEASURE_MAX_BATCHES 400

/* measure_models' flags */
#define MEASURE_QUIET 1       /* no progress lines */
#define MEASURE_SAME_WORKER 2 /* batches in one worker process (fresh sessions only): for one-operator models */

typedef struct measure_result {
	int ran;
	tasoc_speedup s;          /* original time / optimized time: per round, its interval over batches */
	double ms_before, ms_after; /* median times */
	double seconds;           /* spent timing, loads included */
	int stopped_by_time;      /* the time cap ended it before it settled */
	char engine[64];
	char why[512];            /* not run: why */
} measure_result;

/*
 * Times the models in the files before and after, whole, in ONNX Runtime
 * (CPU, one thread), interleaved, in batches: each batch after the first
 * starts a fresh worker process (unless MEASURE_SAME_WORKER), loads both
 * models afresh (see host/backend/speedup.h for why), runs each
 * MEASURE_WARMUP times untimed on the first batch and MEASURE_BATCH_WARMUP
 * times on later ones, then times paired rounds, and frees both. Batches
 * follow until the speedup's 95% interval over the batches settles it
 * (tasoc_speedup_settled, after MEASURE_MIN_ROUNDS rounds and
 * MEASURE_MIN_BATCHES batches) or time_cap seconds have passed (never fewer
 * than MEASURE_FEWEST_BATCHES). Prints progress lines "  measure: ..." to
 * stdout about every second, unless MEASURE_QUIET. Returns 0, or -1 with
 * r->why when ONNX Runtime failed (missing, crashed, hung, a model it
 * rejects, a worker that would not start again).
 */
int measure_models(cmd_ort *ort, const char *before, const char *after, const char *symbols, double time_cap,
		   int flags, measure_result *r);

void measure_json(FILE *f, const measure_result *r);

/* data in a fresh temporary file (under $TMPDIR or /tmp), for ONNX Runtime to load; its path in path. 0 or -1. */
int measure_write_temp(const void *data, size_t size, char *path, size_t n);

#endif

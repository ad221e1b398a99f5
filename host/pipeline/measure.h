/* measure.h: the never-slower guard: the original and the optimized model timed whole in ONNX Runtime. */
#ifndef TASOC_PIPELINE_MEASURE_H
#define TASOC_PIPELINE_MEASURE_H

#include <stdbool.h>
#include <stdio.h>

#include "../backend/speedup.h"
#include "ort.h"

#define TASOC_MEASURE_WARMUP 3       /* untimed runs of each model first */
#define TASOC_MEASURE_BATCH_WARMUP 1 /* and on each later batch's fresh sessions (their first run allocates) */
#define TASOC_MEASURE_MIN_ROUNDS 20  /* paired rounds before the interval may settle it */
#define TASOC_MEASURE_MIN_BATCHES 8  /* and batches of fresh sessions */
#define TASOC_MEASURE_FEWEST_BATCHES 6 /* even past the time cap: the fewest units a 95% sign-test interval exists for */
#define TASOC_MEASURE_BATCH_SHARE 20 /* a batch's rounds aim at 1/20 of the time cap (0.75 s of the default 15) */
#define TASOC_MEASURE_MAX_ROUNDS 2000
#define TASOC_MEASURE_MAX_BATCHES 400

/* tasoc_measure_models' flags */
#define TASOC_MEASURE_QUIET 1       /* no progress lines */
#define TASOC_MEASURE_SAME_WORKER 2 /* batches in one worker process (fresh sessions only): for one-operator models */

typedef struct tasoc_measure_result {
	int ran;
	tasoc_speedup s;          /* original time / optimized time: per round, its interval over batches */
	double ms_before, ms_after; /* median times */
	double seconds;           /* spent timing, loads included */
	int stopped_by_time;      /* the time cap ended it before it settled */
	char engine[64];
	char why[512];            /* not run: why */
} tasoc_measure_result;

/*
 * Times the models in the files before and after, whole, in ONNX Runtime
 * (CPU, one thread), interleaved, in batches: each batch after the first
 * starts a fresh worker process (unless TASOC_MEASURE_SAME_WORKER), loads both
 * models afresh (see host/backend/speedup.h for why), runs each
 * TASOC_MEASURE_WARMUP times untimed on the first batch and TASOC_MEASURE_BATCH_WARMUP
 * times on later ones, then times paired rounds, and frees both. Batches
 * follow until the speedup's interval over the batches settles it
 * (tasoc_speedup_settled: its 99% interval off 1, or its 95% one narrow,
 * after TASOC_MEASURE_MIN_ROUNDS rounds and TASOC_MEASURE_MIN_BATCHES
 * batches) or time_cap seconds have passed (never fewer than
 * TASOC_MEASURE_FEWEST_BATCHES); r->s's 95% interval is the one to decide by. Prints progress lines "  measure: ..." to
 * stdout about every second, unless TASOC_MEASURE_QUIET. Returns 0, or -1 with
 * r->why when ONNX Runtime failed (missing, crashed, hung, a model it
 * rejects, a worker that would not start again).
 */
int tasoc_measure_models(tasoc_ort_lazy *ort, const char *before, const char *after, const char *symbols, double time_cap,
		   int flags, tasoc_measure_result *r);

void tasoc_measure_json(FILE *f, const tasoc_measure_result *r);

/* data in a fresh temporary file (under $TMPDIR or /tmp), for ONNX Runtime to load; its path in path. 0 or -1. */
int tasoc_measure_write_temp(const void *data, size_t size, char *path, size_t n);

#endif

/* options.h: the one options struct behind tasoc_config: import, search, cost, guard, export, each part set by key. */
#ifndef TASOC_PIPELINE_OPTIONS_H
#define TASOC_PIPELINE_OPTIONS_H

#include <stdbool.h>
#include <stdint.h>

#include "../backend/cost_factory.h"
#include "dims.h"
#include "pipeline.h"
#include "search_args.h"

/*
 * Every option of tasoc optimize, tasoc cost and tasoc check, in parts;
 * the defaults are set once, by tasoc_config_new (config.c), and every
 * caller (the CLI, a C program, the Python package) sets them by key with
 * tasoc_config_set. The strings point into the configuration's own copies.
 */
typedef struct tasoc_pipeline_opts {
	tasoc_dims import;        /* dim, input-shape, feed */
	tasoc_search_args search; /* alpha, budget, ..., the saturating search's (its core is tasoc_options) */
	tasoc_cost_choice cost;   /* cost, target, cost-strict, cost-cache */
	struct {
		int measure;          /* 1 measure, 0 no-measure, -1 (default) where ONNX Runtime is installed */
		double measure_time;  /* measure-time S (15) */
		int check;            /* check: compare the outputs before writing */
	} guard;
	struct {
		bool external;        /* external-data: tensors to OUT.data beside OUT */
		const char *candidate; /* candidate FILE: the optimized model, whatever the guard writes */
		const char *report;   /* report FILE: the JSON report */
	} export;
	struct {
		uint32_t seed;        /* seed N (a whole number): the inputs of tasoc check (1234) */
		int ort_only;         /* ort: ONNX Runtime even where the interpreter could run the graphs */
	} check;
	const char *max_memory;   /* max-memory SIZE: the bound the caller set on the process, named in errors */
} tasoc_pipeline_opts;

/* The options of c (read only), and its progress callback. */
const tasoc_pipeline_opts *tasoc_config_opts(const tasoc_config *c);
void tasoc_config_progress(const tasoc_config *c, tasoc_config_progress_fn *fn, void **ctx);

#endif

/* optimize_run.h: the pipeline's runs behind the public calls (pipeline.h), and the report they fill. */
#ifndef TASOC_PIPELINE_OPTIMIZE_RUN_H
#define TASOC_PIPELINE_OPTIMIZE_RUN_H

#include "check.h"
#include "measure.h"
#include "options.h"
#include "result.h"

/*
 * `tasoc optimize IN -o OUT` with options p; its lines go to tasoc_say
 * (the caller installs the sink). Fills *rep (allocated by the caller).
 * Returns 0 when it succeeded, 1 when it failed (the command's exit status).
 */
int tasoc_optimize_run(const tasoc_pipeline_opts *p, const char *in, const char *out, tasoc_report *rep);

/* `tasoc cost FILE.onnx` (cost_file.c) and `tasoc check A B` (check_files.c): 0 or 1, as the commands exit. */
int tasoc_cost_run(const tasoc_pipeline_opts *p, const char *in, tasoc_report *rep);
int tasoc_check_run(const tasoc_pipeline_opts *p, const char *a, const char *b, tasoc_report *rep);

/*
 * Fills rep from a run's figures (report.c); json (malloc'd, or NULL) becomes
 * the report's. measure is the guard's (NULL or not run: not measured).
 */
void tasoc_report_fill(tasoc_report *rep, tasoc_status status, char *json, const char *error, const tasoc_opt_result *r,
		       int nodes_before, int nodes_after, int opaque, double cost_before, double cost_after,
		       const tasoc_measure_result *measure, const char *written, int checked, int check_ok);

/* A report with nothing in it yet; NULL when out of memory. */
tasoc_report *tasoc_report_new(void);

/* Its target field (a copy). */
void tasoc_report_target(tasoc_report *rep, const char *target);

/* Sets the report's error and status only (a call that failed before it ran). */
void tasoc_report_fail(tasoc_report *rep, tasoc_status status, const char *error);

#endif

/* pipeline.h: `tasoc optimize`, `tasoc cost FILE.onnx` and `tasoc check` as library calls, with one configuration. */
#ifndef TASOC_PIPELINE_H
#define TASOC_PIPELINE_H

/*
 * The whole optimize pipeline of the command line (import, canonical form,
 * search, the If branches, the measured never-slower guard, export) for a
 * program that links libtasoc_host (pkg-config tasoc-host):
 *
 *   tasoc_config *c = tasoc_config_new();           // the defaults
 *   tasoc_config_set(c, "target", "analytical");    // the CLI's long options, without "--"
 *   tasoc_config_set(c, "dim", "batch=1");          // repeatable ones add
 *   tasoc_report *r = NULL;
 *   if (tasoc_optimize_file(c, "in.onnx", "out.onnx", &r) != TASOC_OK)
 *           fprintf(stderr, "%s\n", tasoc_report_error(r));
 *   puts(tasoc_report_json(r));                     // what --report FILE writes
 *   tasoc_report_free(r);
 *   tasoc_config_free(c);
 *
 * The ABI is pointers, ints, doubles and strings only (the Python package
 * calls it through ctypes). The library prints nothing unless a progress
 * callback is set, never exits, and on a bad model returns an error whose
 * message names the file or node, leaving no partial output file.
 */
#include <stddef.h>

#include "../../core/status.h"

typedef struct tasoc_config tasoc_config;

/* A configuration holding the defaults (written once, in config.c); NULL when out of memory. */
tasoc_config *tasoc_config_new(void);
void tasoc_config_free(tasoc_config *c);

/*
 * Sets one option: key is the command line's long option without "--"
 * ("budget", "alpha", "target", "cost", "cost-cache", "measure",
 * "no-measure", "measure-time", "dim", "input-shape", "feed", "check",
 * "report", "candidate", "external-data", "search", "layout", ...;
 * `tasoc optimize --help` lists them). value is NULL for a flag. The
 * repeatable options ("dim", "input-shape", "feed") add one more each call.
 * The value is copied. TASOC_ERR_ARG on an unknown key or a bad value, with
 * a message naming both in tasoc_config_error(c).
 */
tasoc_status tasoc_config_set(tasoc_config *c, const char *key, const char *value);

/* Whether key takes a value: 1 yes, 0 a flag, -1 no such key (how a command line reads its argv). */
int tasoc_config_takes_value(const char *key);

/*
 * Settles --cost and --target against each other now (the calls do it
 * themselves): TASOC_ERR_ARG when the pair conflicts, with the message in
 * tasoc_config_error(c); a --target alone picks its cost model, a --cost
 * alone its target.
 */
tasoc_status tasoc_config_settle(tasoc_config *c);

/* The message of the last failed tasoc_config_set ("" when none). */
const char *tasoc_config_error(const tasoc_config *c);

/*
 * Progress and the human-readable lines the command line prints: each
 * piece of text (one or more whole lines) goes to fn with ctx; stream is
 * TASOC_PROGRESS_OUT for what `tasoc optimize` prints on stdout and
 * TASOC_PROGRESS_ERR for its messages on stderr. Off (NULL) by default.
 */
enum { TASOC_PROGRESS_OUT = 1, TASOC_PROGRESS_ERR = 2 };
typedef void (*tasoc_config_progress_fn)(void *ctx, int stream, const char *text);
void tasoc_config_on_progress(tasoc_config *c, tasoc_config_progress_fn fn, void *ctx);

/*
 * What a call did. The fields are a summary; tasoc_report_json gives the
 * whole of it (the JSON `tasoc optimize --report` writes).
 */
#define TASOC_REPORT_RULES 32
typedef struct tasoc_report {
	int status;                 /* the call's tasoc_status */
	int searched;               /* a search ran */
	int searches;               /* how many searches ran on the top graph (plain and guided count one
				       each; a guided one that also yields the other candidate counts once) */
	int nodes_before, nodes_after, opaque; /* operators of the model, input and result (If branches too) */
	double cost_before_ms, cost_after_ms;  /* the cost model's predictions (or tasoc cost's figure) */
	const char *cost_model;     /* the cost model that ran: "ort", "analytical", "cpu", "cudnn" */
	const char *target;         /* the runtime the model is for ("ort-cpu:1", "analytical", ...) */
	int measured;               /* the guard timed both models whole */
	double speedup, speedup_low, speedup_high; /* its median speedup and 95% interval (measured; when a first
						      measurement found the result faster, the second's, which decided) */
	const char *written;        /* "optimized", "input" (the guard kept IN) or NULL (nothing) */
	int checked, check_ok;      /* the check ran, and the outputs agree */
	int nrules;                 /* distinct rules applied to the top graph */
	const char *rules[TASOC_REPORT_RULES]; /* their names, in order of first use */
	int rule_counts[TASOC_REPORT_RULES];
	long long expanded;         /* graphs the search expanded */
	int folded;                 /* weights folded */
	struct tasoc_report_more *more; /* the JSON text and the error message (pipeline_report.c) */
} tasoc_report;

/*
 * `tasoc optimize IN -o OUT`: reads in, writes out (atomically; IN's bytes
 * when the guard keeps it). *r is always set (free it with
 * tasoc_report_free), also on failure, when it says what failed.
 */
tasoc_status tasoc_optimize_file(const tasoc_config *c, const char *in, const char *out, tasoc_report **r);

/* As tasoc_optimize_file on bytes: *out (freed with tasoc_free_bytes) holds the model written. */
tasoc_status tasoc_optimize_bytes(const tasoc_config *c, const void *in, size_t n, void **out, size_t *outn,
				  tasoc_report **r);
void tasoc_free_bytes(void *p);

/* `tasoc cost FILE.onnx`: the model's predicted cost, its lines to the progress callback. */
tasoc_status tasoc_cost_file(const tasoc_config *c, const char *in, tasoc_report **r);

/* `tasoc check A B`: runs both models on the same inputs and compares the outputs (check_ok). */
tasoc_status tasoc_check_files(const tasoc_config *c, const char *a, const char *b, tasoc_report **r);

/* The report as JSON (what --report FILE writes); never NULL. */
const char *tasoc_report_json(const tasoc_report *r);
/* The message when the call failed, naming the file or node; "" when it did not. */
const char *tasoc_report_error(const tasoc_report *r);
void tasoc_report_free(tasoc_report *r);

#endif

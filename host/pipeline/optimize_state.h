/* optimize_state.h: what one tasoc_optimize_run holds, shared by its files (optimize.c and the report, print and guard parts). */
#ifndef TASOC_PIPELINE_OPTIMIZE_STATE_H
#define TASOC_PIPELINE_OPTIMIZE_STATE_H

#include <stdbool.h>
#include <stdio.h>

#include "../onnx/onnx.h"
#include "branches.h"
#include "check.h"
#include "if_cost.h"
#include "measure.h"
#include "opaque.h"
#include "options.h"
#include "result.h"

/* How the run ended: the command line's exit status 0 or 1. */
enum { RUN_OK = 0, RUN_FAIL = 1 };

/* One run's options: the configuration's parts (copied whole, not field by field) and the files. */
typedef struct tasoc_opt_options {
	const char *in, *out, *report;
	const char *candidate;  /* --candidate FILE: the optimized model, whatever the guard writes */
	int check;
	int measure;            /* 1 --measure, 0 --no-measure, -1 where ONNX Runtime is installed */
	double measure_time;    /* --measure-time S */
	bool external;          /* --external-data: tensors to OUT.data beside OUT */
	tasoc_dims dims;        /* --dim NAME=V */
	tasoc_search_args search; /* --alpha, --budget, ... shared with tasoc search */
	tasoc_cost_choice cost; /* --cost, --target, --cost-cache */
	tasoc_search_guide *guide; /* the analytical model guiding the searches under a measured one */
	const char *max_memory; /* named in a failure's message */
} tasoc_opt_options;

/* The graphs of a guided search (search_guided.h): the result and the other candidate are one of each. */
typedef enum tasoc_opt_pick {
	PICK_CHEAPER, /* the one the cost model prices lower, not yet known to be which */
	PICK_PLAIN,   /* the plain search's */
	PICK_GUIDE,   /* the guide's, searched on */
} tasoc_opt_pick;

/* The three picks' names, as the lines say them ("" for the cheaper). */
extern const char *const tasoc_opt_pick_name[];

typedef struct tasoc_opt_summary {
	int nodes_before, nodes_after, opaque; /* the top graph's */
	tasoc_opaque opq;          /* its opaque nodes under ort: timed alone, or by the analytical estimate */
	tasoc_if_cost if_in;       /* its opaque Ifs priced by the branch the --feed values take, as tasoc cost does */
	tasoc_if_cost if_out;      /* ... and the result's, their branches optimized (priced when the input's were) */
	tasoc_branches branches;   /* the branches of its opaque Ifs, each searched on its own */
	double t_import, t_search, t_export, t_branches; /* t_search: search and folding */
	double search_s, fold_s; /* of t_search, the searches proper and the folding (both candidates' when two ran) */
	int searches;            /* searches of the top graph (a guided one, with its other candidate, is one) */
	int checked;
	tasoc_check_result check;
	const char *cost_is;     /* "prediction" (measured after) or "estimate" */
	tasoc_measure_result measure;  /* ran when measured */
	tasoc_measure_result confirm;  /* ran when measure found the kept candidate faster: timed again (tasoc_opt_confirm) */
	char measure_skipped[512];
	const char *written;     /* "optimized", "input" or NULL (nothing written) */
	size_t external_in;      /* tensors read from external data files */
	int external_out;        /* OUT written with its tensors in OUT.data */
	const tasoc_onnx_import_info *import; /* folding before the search; NULL when the import failed */
	const char *other;       /* the other candidate of a guided search, when one was measured: which */
	tasoc_measure_result other_measure; /* ... the measurement of the one not kept */
	int other_kept;          /* ... and whether it is the one kept (the figures above are its) */
	char error[2048];        /* why the command failed, for the report; "" when it did not */
	const char *max_memory;  /* the bound on the process, named in a failure (--max-memory) */
	tasoc_status status;     /* the failure's status (the import's, else TASOC_ERR_IO) */
	char *json;              /* the report (tasoc_opt_report_json) */
} tasoc_opt_summary;

/* The candidate a guided search left aside (searched for when both will be timed whole). */
typedef struct tasoc_opt_other {
	int have;
	tasoc_opt_result r;
	tasoc_graph best;
	void *data;
	size_t size;
	char tmp[4096];
	tasoc_measure_result measure;
} tasoc_opt_other;

/* optimize_figures.c: the failure, and the figures the lines and the report share. */
void tasoc_opt_failed(tasoc_opt_summary *s, const char *fmt, ...);
int tasoc_opt_if_priced(const tasoc_opt_summary *s);
double tasoc_opt_cost_before(const tasoc_opt_result *r, const tasoc_opt_summary *s);
double tasoc_opt_cost_after(const tasoc_opt_result *r, const tasoc_opt_summary *s);
const char *tasoc_opt_if_why(const tasoc_opt_summary *s);
const tasoc_if_taken *tasoc_opt_taken_after(const tasoc_opt_summary *s, const tasoc_if_taken *t);
int tasoc_opt_import_changed(const tasoc_opt_summary *s);
int tasoc_opt_rewritten(const tasoc_opt_result *r, const tasoc_opt_summary *s);
int tasoc_opt_check_failed_any(const tasoc_opt_summary *s);

/* optimize_json.c: the report as JSON (--report FILE, tasoc_report_json). */
void tasoc_opt_json_str(FILE *f, const char *s);
void tasoc_opt_rules_json(FILE *f, int n, const char *const *rules, const int *counts);
void tasoc_opt_branches_json(FILE *f, const tasoc_branches *b);
void tasoc_opt_if_costs_json(FILE *f, const tasoc_opt_result *r, const tasoc_opt_summary *s);
char *tasoc_opt_report_json(const tasoc_opt_options *o, const tasoc_opt_result *r, const tasoc_opt_summary *s);

/* optimize_print.c: the summary's lines. */
void tasoc_opt_print_rule_list(int n, const char *const *rules, const int *counts);
void tasoc_opt_print_rules(const tasoc_opt_result *r);
void tasoc_opt_print_layouts(const tasoc_opt_result *r);
void tasoc_opt_print_branches(const tasoc_branches *b);
void tasoc_opt_print_if_costs(const tasoc_opt_result *r, const tasoc_opt_summary *s);
void tasoc_opt_print_measured(const char *what, const tasoc_measure_result *mr);

/* optimize_guard.c: whether the guard measures, the other candidate measured, the temporary models. */
int tasoc_opt_will_measure(const tasoc_opt_options *o, const tasoc_opt_result *r, tasoc_opt_summary *s);
int tasoc_opt_measure_other(tasoc_ort_lazy *ort, const tasoc_opt_options *o, tasoc_onnx_model *m, tasoc_graph *g,
			 const tasoc_onnx_export_opts *xo, const char *symbols, const void *first_data, size_t first_size,
			 const tasoc_measure_result *first, const tasoc_opt_summary *s, tasoc_opt_other *c);
int tasoc_opt_confirm(tasoc_ort_lazy *ort, const tasoc_opt_options *o, const char *path, const char *symbols,
		      tasoc_opt_summary *s);
int tasoc_opt_write_temp_model(const tasoc_onnx_model *m, tasoc_graph *best, const tasoc_onnx_export_opts *xo, bool ext,
			    const void *data, size_t size, char *tmp, size_t n);
void tasoc_opt_remove_model(const char *path);

#endif

/* optimize.c: the optimize pipeline (tasoc_optimize_file): import, branches, search, export, check, measure, write. */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../fileio.h"
#include "../onnx/onnx.h"
#include "../../core/tasoc.h"
#include "branches.h"
#include "check.h"
#include "dims.h"
#include "if_cost.h"
#include "measure.h"
#include "opaque.h"
#include "conv1d.h"
#include "result.h"
#include "../say.h"
#include "options.h"
#include "optimize_run.h"

/* How the run ended: the command line's exit status 0 or 1. */
enum { RUN_OK = 0, RUN_FAIL = 1 };

/* One run's options: the configuration's parts (copied whole, not field by field) and the files. */
typedef struct opt_options {
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
} opt_options;

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

void tasoc_opt_count_rule(int *nrules, const char **rules, int *counts, const char *name, int count)
{
	int k = 0;
	while (k < *nrules && strcmp(rules[k], name) != 0)
		k++;
	if (k == *nrules && *nrules < TASOC_OPT_RULES_MAX)
		rules[(*nrules)++] = name;
	if (k < *nrules)
		counts[k] += count;
}

/* Which graph of a guided search (search_guided.h) optimize_graph returns. */
typedef enum guide_pick {
	PICK_CHEAPER, /* the one the cost model prices lower */
	PICK_PLAIN,   /* the plain search's */
	PICK_GUIDE,   /* the guide's, searched on */
} guide_pick;

static const char *const pick_name[] = { "", "plain search's graph", "analytical model's graph, searched on" };

/* The one place the search is called (core/tasoc.h), so changing it is one edit. */
static tasoc_status optimize_graph(tasoc_graph *g, const opt_options *o, tasoc_cost_model *cm, guide_pick pick,
				   const char *what, tasoc_graph *best, tasoc_opt_result *r)
{
	memset(r, 0, sizeof *r);
	r->guided = -1;
	r->cost_used = cm->backend.name;
	tasoc_options to;
	tasoc_search_tracer t;
	tasoc_search_args_options(&o->search, cm, o->guide, &t, TASOC_SAY_OUT, &to);
	if (pick == PICK_PLAIN)
		to.guide = NULL;
	to.keep_guide = pick == PICK_GUIDE;
	tasoc_stats st;
	char tn[32];
	if (pick == PICK_CHEAPER)
		tasoc_say("tasoc optimize: searching %s (cost %s, target %s, alpha %g, budget %d%s)...\n", what, r->cost_used,
		       cm->backend.target ? cm->backend.target : tasoc_target_name(&o->cost.target, tn, sizeof tn),
		       to.alpha, (int)to.budget, to.time_limit_s > 0 ? ", time limit set" : "");
	else
		tasoc_say("tasoc optimize: searching again for the %s, to measure it too...\n", pick_name[pick]);
	tasoc_status s = tasoc_optimize(g, &to, best, &st);
	if (s != TASOC_OK)
		return s;
	r->searched = 1;
	r->cost_before = st.cost_before;
	r->cost_after = st.cost_after;
	r->fused_before = st.fused_before;
	r->fused_after = st.fused_after;
	r->merged_before = st.merged_before;
	r->merged_after = st.merged_after;
	r->expanded = st.search.expanded;
	r->timed_out = st.search.timed_out;
	r->guided = pick == PICK_PLAIN ? 0 : to.guide ? st.guide_won : -1;
	r->folded = st.folded;
	r->search_s = st.search.seconds;
	r->fold_s = st.fold_seconds;
	r->layout = !o->search.layout ? 0 : st.layout_closed ? -1 : 1;
	tasoc_layout_count(g, &r->layout_before);
	tasoc_layout_count(best, &r->layout_after);
	r->block = cm->backend.block;
	r->blocked_before = st.blocked_before;
	r->blocked_after = st.blocked_after;
	for (int32_t i = 0; i < st.napplied; i++)
		tasoc_opt_count_rule(&r->nrules, r->rules, r->counts, st.applied[i], 1);
	if (to.search == TASOC_SEARCH_SATURATE) {
		r->saturated = 1;
		r->sat_applied = st.saturate.applied;
		r->changed = st.saturate.kept != 0 || st.nodes_after != st.nodes_before || st.cost_after != st.cost_before;
	}
	tasoc_stats_free(g, &st);
	return TASOC_OK;
}

/* The search of an If branch (tasoc_branches.c): the top graph's; the whole model is what gets measured. */
typedef struct branch_search {
	const opt_options *o;
	tasoc_cost_model *cm;
} branch_search;

static tasoc_status search_branch(void *ctx, const char *what, const tasoc_onnx_model *m, tasoc_graph *g,
				  tasoc_graph *best, tasoc_opt_result *r)
{
	const branch_search *b = ctx;
	/* Its opaque nodes timed alone as the top graph's are, from the branch's own model. */
	char label[700];
	snprintf(label, sizeof label, "tasoc optimize: %s:", what);
	tasoc_opaque op;
	if (tasoc_opaque_time(m, g, b->cm, label, &op) != 0) {
		snprintf(g->err, sizeof g->err, "out of memory timing its opaque nodes alone");
		return TASOC_ERR_NOMEM;
	}
	tasoc_status st = optimize_graph(g, b->o, b->cm, PICK_CHEAPER, what, best, r);
	r->opaque_timed = op.timed;
	r->opaque_untimed = op.untimed;
	return st;
}

/* A JSON string literal (quotes included) of s. */
static void json_str(FILE *f, const char *s)
{
	fputc('"', f);
	for (; *s; s++) {
		unsigned char ch = (unsigned char)*s;
		if (ch == '"' || ch == '\\')
			fprintf(f, "\\%c", ch);
		else if (ch < 0x20)
			fprintf(f, "\\u%04x", ch);
		else
			fputc(ch, f);
	}
	fputc('"', f);
}

typedef struct summary {
	int nodes_before, nodes_after, opaque; /* the top graph's */
	tasoc_opaque opq;          /* its opaque nodes under ort: timed alone, or by the analytical estimate */
	tasoc_if_cost if_in;       /* its opaque Ifs priced by the branch the --feed values take, as tasoc cost does */
	tasoc_if_cost if_out;      /* ... and the result's, their branches optimized (priced when the input's were) */
	tasoc_branches branches;   /* the branches of its opaque Ifs, each searched on its own */
	double t_import, t_search, t_export, t_branches; /* t_search: search and folding */
	double search_s, fold_s; /* of t_search, the searches proper and the folding (both candidates' when two ran) */
	int checked;
	tasoc_check_result check;
	const char *cost_is;     /* "prediction" (measured after) or "estimate" */
	tasoc_measure_result measure;  /* ran when measured */
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
	char *json;              /* the report (build_report) */
} summary;

/* A failure: the message on stderr, and kept for the report (written on failure too). */
static void failed(summary *s, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int w = vsnprintf(s->error, sizeof s->error, fmt, ap);
	va_end(ap);
	/* Under a bound, any failure may be an allocation past it: say so, with the bound. */
	if (s->max_memory && w >= 0 && (size_t)w < sizeof s->error)
		snprintf(s->error + w, sizeof s->error - (size_t)w, " (the run was bounded by --max-memory %s)",
			 s->max_memory);
	tasoc_say_err("tasoc optimize: %s\n", s->error);
}

/* {"name": count, ...} */
static void rules_json(FILE *f, int n, const char *const *rules, const int *counts)
{
	fprintf(f, "{");
	for (int i = 0; i < n; i++) {
		fprintf(f, "%s", i ? ", " : "");
		json_str(f, rules[i]);
		fprintf(f, ": %d", counts[i]);
	}
	fprintf(f, "}");
}

/* The If branches searched on their own (tasoc_branches.h); null when the model has none. */
static void branches_json(FILE *f, const tasoc_branches *b)
{
	if (b->n == 0) {
		fprintf(f, "null");
		return;
	}
	fprintf(f, "{\"found\": %d, \"written\": %d, \"nodes_before\": %d, \"nodes_after\": %d, \"opaque\": %d, "
		"\"weights_folded\": %d, \"rules_applied\": ", b->n, b->written, b->nodes_before, b->nodes_after, b->opaque,
		(int)b->folded);
	rules_json(f, b->nrules, b->rules, b->counts);
	fprintf(f, ",\n    \"list\": [");
	for (int i = 0; i < b->n; i++) {
		const tasoc_branch *r = &b->list[i];
		fprintf(f, "%s\n      {\"branch\": ", i ? "," : "");
		json_str(f, r->label);
		fprintf(f, ", \"depth\": %d, \"imported\": %s, \"nodes_before\": %d, \"nodes_after\": %d, \"opaque\": %d, ",
			r->depth, r->imported ? "true" : "false", r->nodes_before, r->nodes_after, r->opaque);
		if (r->r.searched)
			fprintf(f, "\"cost_before_ms\": %.6g, \"cost_after_ms\": %.6g, \"weights_folded\": %d, ",
				r->r.cost_before, r->r.cost_after, (int)r->r.folded);
		if (r->r.searched && !strcmp(r->r.cost_used, "ort"))
			fprintf(f, "\"opaque_costs\": {\"timed_alone\": %d, \"analytical_estimate\": %d}, ",
				r->r.opaque_timed, r->r.opaque_untimed);
		fprintf(f, "\"rules_applied\": ");
		rules_json(f, r->r.nrules, r->r.rules, r->r.counts);
		fprintf(f, ", \"written\": %s, \"kept_because\": ", r->written ? "true" : "false");
		if (r->written)
			fprintf(f, "null}");
		else {
			json_str(f, r->why);
			fprintf(f, "}");
		}
	}
	fprintf(f, "]}");
}

/*
 * Whether the figures price the Ifs by their taken branch: the input's
 * were (some of them), and the result's the same ones. Else both figures
 * price each If as one opaque node, as the search does.
 */
static int if_priced(const summary *s)
{
	return s->if_in.priced > 0 && s->if_out.priced == s->if_in.priced;
}

/* The predicted costs reported: the search's, each priced If counted as its taken branch (tasoc cost's figure). */
static double cost_before(const tasoc_opt_result *r, const summary *s)
{
	return if_priced(s) ? tasoc_if_cost_total(&s->if_in, r->cost_before) : r->cost_before;
}

static double cost_after(const tasoc_opt_result *r, const summary *s)
{
	return if_priced(s) ? tasoc_if_cost_total(&s->if_out, r->cost_after) : r->cost_after;
}

/* Why no If, or not every If, is priced by its branch ("" when all are). */
static const char *if_why(const summary *s)
{
	if (s->if_in.why[0] || !s->if_in.found || if_priced(s))
		return s->if_in.why;
	return s->if_out.why[0] ? s->if_out.why : "the result's If could not be priced as the input's was";
}

/* The result's figure for the If the input's entry t names (the same text), or NULL. */
static const tasoc_if_taken *taken_after(const summary *s, const tasoc_if_taken *t)
{
	for (int i = 0; i < s->if_out.priced && i < TASOC_IF_COST_LIST; i++)
		if (!strcmp(s->if_out.taken[i].what, t->what))
			return &s->if_out.taken[i];
	return NULL;
}

/*
 * The top graph's Ifs priced by their taken branch (tasoc_if_cost.h): which
 * branch and why, its cost in the input and the result, and the top graph's
 * figures with each If as one opaque node; null when the top graph has none.
 */
static void if_costs_json(FILE *f, const tasoc_opt_result *r, const summary *s)
{
	const tasoc_if_cost *in = &s->if_in;
	if (!in->found) {
		fprintf(f, "null");
		return;
	}
	fprintf(f, "{\"found\": %d, \"priced\": {\"input\": %d, \"output\": %d}, \"taken\": [", in->found, in->priced,
		s->if_out.priced);
	for (int i = 0; i < in->priced && i < TASOC_IF_COST_LIST; i++) {
		const tasoc_if_taken *t = &in->taken[i], *a = taken_after(s, t);
		fprintf(f, "%s\n    {\"taken\": ", i ? "," : "");
		json_str(f, t->what);
		fprintf(f, ", \"branch_ms\": {\"input\": %.6g, \"output\": ", t->branch);
		if (a)
			fprintf(f, "%.6g}", a->branch);
		else
			fprintf(f, "null}");
		fprintf(f, ", \"if_as_opaque_ms\": %.6g}", t->replaced);
	}
	fprintf(f, "],\n    \"top_graph_cost_ms\": ");
	if (r->searched)
		fprintf(f, "{\"input\": %.6g, \"output\": %.6g}", r->cost_before, r->cost_after);
	else
		fprintf(f, "null");
	fprintf(f, ", \"not_priced_because\": ");
	if (if_why(s)[0])
		json_str(f, if_why(s));
	else
		fprintf(f, "null");
	fprintf(f, "}");
}

static char *build_report(const opt_options *o, const tasoc_opt_result *r, const summary *s)
{
	char *buf = NULL;
	size_t size = 0;
	FILE *f = open_memstream(&buf, &size);
	if (!f)
		return NULL;
	fprintf(f, "{\n  \"input\": ");
	json_str(f, o->in);
	fprintf(f, ",\n  \"output\": ");
	json_str(f, o->out);
	fprintf(f, ",\n  \"cost_model\": ");
	json_str(f, r->cost_used ? r->cost_used : tasoc_cost_choice_name(&o->cost));
	/* The runtime the model is for; the guard's measure (below) names the engine it ran in. */
	char tn[32];
	fprintf(f, ",\n  \"target\": ");
	json_str(f, tasoc_target_name(&o->cost.target, tn, sizeof tn));
	fprintf(f, ",\n  \"error\": ");
	if (s->error[0])
		json_str(f, s->error);
	else
		fprintf(f, "null");
	if (s->import)
		fprintf(f, ",\n  \"import\": {\"onnx_nodes\": %zu, \"onnx_nodes_after_folding\": %zu, \"evaluated\": %zu, "
			"\"if_inlined\": %zu, \"unread_dropped\": %zu, \"onnx_inferred_shapes\": %zu}", s->import->nodes_in_file,
			s->import->nodes_after, s->import->folded, s->import->inlined, s->import->pruned, s->import->onnx_shapes);
	else
		fprintf(f, ",\n  \"import\": null");
	/* The node figures count the branches too: the If is an opaque node, its branches' nodes are imported nodes. */
	const tasoc_branches *b = &s->branches;
	int before = s->nodes_before + b->nodes_before, opaque = s->opaque + b->opaque;
	fprintf(f, ",\n  \"searched\": %s,\n  \"nodes_before\": %d,\n  \"nodes_after\": %d,\n  \"opaque\": %d,\n"
		"  \"opaque_fraction\": %.4f,\n  \"branches\": ", r->searched ? "true" : "false", before,
		s->nodes_after + b->nodes_after, opaque, before > 0 ? (double)opaque / before : 0.0);
	branches_json(f, b);
	/*
	 * How the opaque nodes were priced: under ort each is timed alone, as
	 * tasoc cost does, but for those that cannot be a model of one node;
	 * null under the other models, which give every opaque node the
	 * analytical estimate.
	 */
	fprintf(f, ",\n  \"opaque_costs\": ");
	if (s->opq.ort) {
		const char *why;
		int untimed = tasoc_if_cost_untimed(&s->if_in, &s->opq, &why);
		fprintf(f, "{\"timed_alone\": %d, \"analytical_estimate\": %d, \"keys_timed_now\": %lld, "
			"\"first_not_timed\": ", s->opq.timed, untimed, (long long)s->opq.measured);
		if (why)
			json_str(f, why);
		else
			fprintf(f, "null");
		if (b->n)
			fprintf(f, ", \"branches\": {\"timed_alone\": %d, \"analytical_estimate\": %d}}", b->opaque_timed,
				b->opaque_untimed);
		else
			fprintf(f, ", \"branches\": null}");
	} else {
		fprintf(f, "null");
	}
	fprintf(f, ",\n  \"if_costs\": ");
	if_costs_json(f, r, s);
	fprintf(f, ",\n");
	if (r->searched)
		fprintf(f, "  \"cost_before_ms\": %.6g,\n  \"cost_after_ms\": %.6g,\n  \"graphs_expanded\": %d,\n"
			"  \"timed_out\": %s,\n  \"weights_folded\": %d,\n  \"guided\": %s,\n", cost_before(r, s),
			cost_after(r, s), (int)r->expanded, r->timed_out ? "true" : "false", (int)r->folded,
			r->guided < 0 ? "null" : r->guided ? "\"guide kept\"" : "\"plain kept\"");
	if (r->searched)
		fprintf(f, "  \"runtime_fusions\": {\"input\": %d, \"output\": %d},\n"
			"  \"common_subexpressions\": {\"input\": %d, \"output\": %d},\n",
			(int)r->fused_before, (int)r->fused_after, (int)r->merged_before, (int)r->merged_after);
	if (r->searched && r->block > 0)
		fprintf(f, "  \"blocked_layout\": {\"block\": %d, \"reorders_in\": {\"input\": %d, \"output\": %d}, "
			"\"reorders_out\": {\"input\": %d, \"output\": %d}, \"reorders_ms\": {\"input\": %.6g, "
			"\"output\": %.6g}, \"fused\": {\"input\": %d, \"output\": %d}},\n", (int)r->block,
			(int)r->blocked_before.reorders_in, (int)r->blocked_after.reorders_in,
			(int)r->blocked_before.reorders_out, (int)r->blocked_after.reorders_out,
			r->blocked_before.reorders_ms, r->blocked_after.reorders_ms, (int)r->blocked_before.fused,
			(int)r->blocked_after.fused);
	else if (r->searched)
		fprintf(f, "  \"blocked_layout\": null,\n");
	else
		fprintf(f, "  \"cost_before_ms\": null,\n  \"cost_after_ms\": null,\n");
	if (r->searched)
		fprintf(f, "  \"layouts\": {\"search\": \"%s\", \"nhwc_ops\": {\"input\": %d, \"output\": %d}, "
			"\"conversions\": {\"input\": %d, \"output\": %d}},\n",
			r->layout > 0 ? "on" : r->layout == 0 ? "off" : "closed", (int)r->layout_before.nhwc_ops,
			(int)r->layout_after.nhwc_ops, (int)r->layout_before.conversions, (int)r->layout_after.conversions);
	fprintf(f, "  \"rules_applied\": ");
	rules_json(f, r->nrules, r->rules, r->counts);
	/* what rules_applied counts: a step of the backtracking search, or a node the saturating search's rule made */
	fprintf(f, ",\n  \"rules_counted\": \"%s\"", r->saturated ? "nodes" : "applications");
	fprintf(f, ",\n  \"seconds\": {\"import\": %.6f, \"opaque\": %.6f, \"branches\": %.6f, \"search\": %.6f, "
		"\"fold\": %.6f, \"costing\": %.6f, \"export\": %.6f},\n", s->t_import, s->opq.seconds, s->t_branches,
		s->search_s, s->fold_s, s->t_search - s->search_s - s->fold_s, s->t_export);
	fprintf(f, "  \"cost_figure\": ");
	if (s->cost_is)
		json_str(f, s->cost_is);
	else
		fprintf(f, "null");
	fprintf(f, ",\n  \"measure\": ");
	tasoc_measure_json(f, s->measure.ran ? &s->measure : NULL);
	fprintf(f, ",\n  \"measure_skipped\": ");
	if (s->measure.ran || !s->measure_skipped[0])
		fprintf(f, "null");
	else
		json_str(f, s->measure_skipped);
	fprintf(f, ",\n  \"other_candidate\": ");
	if (s->other) {
		fprintf(f, "{\"graph\": ");
		json_str(f, s->other);
		fprintf(f, ", \"kept\": %s, \"measure_of_the_one_not_kept\": ", s->other_kept ? "true" : "false");
		tasoc_measure_json(f, s->other_measure.ran ? &s->other_measure : NULL);
		fprintf(f, "}");
	} else {
		fprintf(f, "null");
	}
	fprintf(f, ",\n  \"written\": ");
	if (s->written)
		json_str(f, s->written);
	else
		fprintf(f, "null");
	fprintf(f, ",\n  \"external_data\": {\"input_tensors\": %zu, \"output\": %s}", s->external_in,
		s->external_out ? "true" : "false");
	fprintf(f, ",\n  \"check\": ");
	tasoc_check_json(f, s->checked ? &s->check : NULL);
	fprintf(f, "\n}\n");
	fclose(f);
	return buf;
}

/* The folding before the search changed the graph: the result is not IN, so it is measured like a rewrite. */
static int import_changed(const summary *s)
{
	return s->import && (s->import->folded || s->import->inlined || s->import->pruned);
}

/* Whether the result differs from IN: rewritten, folded, or an If branch written back optimized. */
static int rewritten(const tasoc_opt_result *r, const summary *s)
{
	return r->nrules || r->changed || r->folded || import_changed(s) || s->branches.written;
}

/*
 * Whether --measure runs: 1 yes, 0 no (why in s->measure_skipped), -1 when
 * it was asked for and cannot run (message on stderr).
 */
static int will_measure(const opt_options *o, const tasoc_opt_result *r, summary *s)
{
	char why[512];
	if (o->measure == 0) {
		snprintf(s->measure_skipped, sizeof s->measure_skipped, "not measured (--no-measure)");
		return 0;
	}
	if (tasoc_ort_available(why, sizeof why) != 0) {
		if (o->measure == 1) {
			tasoc_say_err("tasoc optimize: --measure: %s\n", why);
			/* the caller's message (a library caller sees no stderr): why, naming the path it missed */
			snprintf(s->error, sizeof s->error, "--measure: %s", why);
			return -1;
		}
		snprintf(s->measure_skipped, sizeof s->measure_skipped, "%s", why);
		return 0;
	}
	if (!rewritten(r, s)) {
		snprintf(s->measure_skipped, sizeof s->measure_skipped, "nothing was rewritten: IN is written unchanged");
		return 0;
	}
	return 1;
}

/* " name xN name xN" or " none". */
static void print_rule_list(int n, const char *const *rules, const int *counts)
{
	for (int i = 0; i < n; i++)
		tasoc_say(" %s x%d", rules[i], counts[i]);
	tasoc_say("%s\n", n ? "" : " none");
}

static void print_rules(const tasoc_opt_result *r)
{
	/* an e-graph keeps which rule first made each e-node, not an order of steps: counted in nodes */
	if (r->saturated)
		tasoc_say(" (--search saturate: the result's nodes, counted by the rule that first made each, of %lld "
		       "rewrites that grew the e-graph)%s", (long long)r->sat_applied,
		       r->changed || r->nrules ? "" : " none; the result is the input\n");
	if (!r->saturated || r->changed || r->nrules)
		print_rule_list(r->nrules, r->rules, r->counts);
}

/* The layout changes: operators in NHWC and conversions, before and after, or why there are none. */
static void print_layouts(const tasoc_opt_result *r)
{
	const tasoc_layout_counts *a = &r->layout_before, *b = &r->layout_after;
	if (r->layout == 0)
		tasoc_say("  layouts: off (graph-only search, no rule with a layout operator)");
	else if (r->layout < 0)
		tasoc_say("  layouts: no convolution is cheaper in NHWC under the %s model, so none was put in NHWC "
		       "(conversions already there may move or cancel)", r->cost_used);
	else
		tasoc_say("  layouts: searched with the rewrites");
	tasoc_say("; %d operators in NHWC and %d layout conversions in the result, %d and %d in the input\n",
	       (int)b->nhwc_ops, (int)b->conversions, (int)a->nhwc_ops, (int)a->conversions);
}

/* One line a branch: its figures and rules, or why it was kept as it was. */
static void print_branches(const tasoc_branches *b)
{
	tasoc_say("  If branches: %d found, %d written back optimized (each searched as a graph of its own)\n", b->n,
	       b->written);
	for (int i = 0; i < b->n; i++) {
		const tasoc_branch *r = &b->list[i];
		tasoc_say("    %s: ", r->label);
		if (!r->imported) {
			tasoc_say("%d ONNX nodes kept as they were, counted opaque: %s\n", r->onnx_nodes, r->why);
			continue;
		}
		tasoc_say("%d -> %d nodes (%d opaque)", r->nodes_before, r->nodes_after, r->opaque);
		if (r->r.searched)
			tasoc_say(", predicted %.4f ms -> %.4f ms", r->r.cost_before, r->r.cost_after);
		if (r->written) {
			tasoc_say(", %d weights folded; rules applied:", (int)r->r.folded);
			print_rules(&r->r);
		} else {
			tasoc_say("; %s\n", r->why);
		}
	}
	tasoc_say("  rules applied in If branches:");
	print_rule_list(b->nrules, b->rules, b->counts);
}

/* Each If priced by its branch, in the input and the result, or why none (or not every one) is. */
static void print_if_costs(const tasoc_opt_result *r, const summary *s)
{
	if (!s->if_in.found)
		return;
	for (int i = 0; if_priced(s) && i < s->if_in.priced && i < TASOC_IF_COST_LIST; i++) {
		const tasoc_if_taken *t = &s->if_in.taken[i], *a = taken_after(s, t);
		tasoc_say("    %s; %.4f ms -> ", t->what, t->branch);
		if (a)
			tasoc_say("%.4f ms", a->branch);
		else
			tasoc_say("(not listed)");
		tasoc_say(", in place of the If's analytical estimate %.4f ms\n", t->replaced);
	}
	if (if_priced(s))
		tasoc_say("    the top graph, each If as one opaque node: %.4f ms -> %.4f ms\n", r->cost_before, r->cost_after);
	if (if_why(s)[0])
		tasoc_say("  %s If priced by the branch it takes: %s\n", if_priced(s) ? "not every" : "no", if_why(s));
}

static void print_measured(const tasoc_measure_result *mr)
{
	tasoc_say("  measured (%s): %.4f ms -> %.4f ms, speedup %.3fx (95%% interval %.3f-%.3f over %d batches of "
	       "fresh processes, %d paired rounds, %.1f s%s)\n", mr->engine, mr->ms_before, mr->ms_after,
	       mr->s.median, mr->s.low, mr->s.high, mr->s.batches, mr->s.rounds, mr->seconds,
	       mr->stopped_by_time ? ", stopped by --measure-time" : "");
}

/* The candidate a guided search left aside (searched for when both will be timed whole). */
typedef struct other_candidate {
	int have;
	tasoc_opt_result r;
	tasoc_graph best;
	void *data;
	size_t size;
	char tmp[4096];
	tasoc_measure_result measure;
} other_candidate;

/*
 * Exports the other candidate and times it against the original as the
 * first was: 1 when it measured faster than the original beyond the noise
 * and ahead of the first (by median), else 0. A file equal to the first's
 * (two searches can reach one graph by different paths; their folded
 * weights are then equal too) is not timed again. With --check it is
 * checked first and dropped when the check does not pass. Failures drop it
 * too: the first candidate stands.
 */
static int measure_other(tasoc_ort_lazy *ort, const opt_options *o, tasoc_onnx_model *m, tasoc_graph *g,
			 const tasoc_onnx_export_opts *xo, const char *symbols, const void *first_data, size_t first_size,
			 const tasoc_measure_result *first, const summary *s, other_candidate *c)
{
	/* Its Ifs are the first candidate's (the branches were written back before both searches): priced alike. */
	tasoc_say("  the other candidate, the %s: predicted %.4f ms; rules applied:", pick_name[c->r.guided ? PICK_GUIDE :
	       PICK_PLAIN], cost_after(&c->r, s));
	print_rules(&c->r);
	if (tasoc_onnx_export_with(m, &c->best, xo, &c->data, &c->size) != TASOC_OK) {
		tasoc_say("  the other candidate: not measured: it could not be exported (%s)\n", c->best.err);
		return 0;
	}
	if (c->size == first_size && memcmp(c->data, first_data, first_size) == 0) {
		tasoc_say("  the other candidate: the same model as the first, byte for byte\n");
		c->have = 0;
		return 0;
	}
	if (tasoc_measure_write_temp(c->data, c->size, c->tmp, sizeof c->tmp) != 0) {
		tasoc_say("  the other candidate: not measured: it could not be written (%s)\n", strerror(errno));
		c->tmp[0] = '\0';
		return 0;
	}
	if (o->check) {
		tasoc_check_input in = { o->in, c->tmp, "the original model", "the other candidate", g, &c->best, &o->dims, 1234, 0,
				   c->r.folded };
		tasoc_check_result cr;
		if (tasoc_check_models(&in, ort, &cr) != 0) {
			tasoc_say("  the other candidate: dropped: its check did not pass\n");
			return 0;
		}
	}
	if (tasoc_measure_models(ort, o->in, c->tmp, symbols, o->measure_time, 0, &c->measure) != 0) {
		tasoc_say("  the other candidate: not measured: %s\n", c->measure.why);
		return 0;
	}
	print_measured(&c->measure);
	return tasoc_speedup_faster(&c->measure.s) && c->measure.s.median > first->s.median;
}

/*
 * A model for ONNX Runtime in a fresh temporary file: data, or with
 * external data (ext) best exported there, its data beside it as TMP.data.
 */
static int write_temp_model(const tasoc_onnx_model *m, tasoc_graph *best, const tasoc_onnx_export_opts *xo, bool ext,
			    const void *data, size_t size, char *tmp, size_t n)
{
	if (!ext)
		return tasoc_measure_write_temp(data, size, tmp, n);
	if (tasoc_measure_write_temp("", 0, tmp, n) != 0) /* the name, reserved */
		return -1;
	if (tasoc_onnx_save_with(m, best, xo, tmp, &ext) != TASOC_OK) {
		remove(tmp);
		errno = EIO;
		return -1;
	}
	return 0;
}

/* A model written by write_temp_model, and its data file if it has one. */
static void remove_model(const char *path)
{
	char data[4200];
	remove(path);
	snprintf(data, sizeof data, "%s.data", path);
	remove(data);
}

/* A check that ran and found a difference is a verdict, reported as such, not an error. */
static int check_failed_any(const summary *s)
{
	return s->checked && s->written == NULL && s->cost_is != NULL;
}

int tasoc_optimize_run(const tasoc_pipeline_opts *p, const char *in, const char *out_path, tasoc_report *rep)
{
	tasoc_search_guide guide = { .ready = 0 };
	opt_options o = { in, out_path, p->export.report, p->export.candidate, p->guard.check, p->guard.measure,
			  p->guard.measure_time, p->export.external, p->import, p->search, p->cost, &guide, p->max_memory };
	tasoc_graph g, best;
	tasoc_onnx_model *m = NULL;
	summary s;
	tasoc_opt_result r;
	tasoc_ort_lazy ort = { 0 };
	/* Where the result is measured, each 1-D convolution goes out in the form ONNX Runtime runs faster. */
	tasoc_conv1d_forms forms = { .ort = &ort, .time_cap = 1.0, .total_cap = 10.0 };
	tasoc_onnx_export_opts xo = { o.measure != 0 ? tasoc_conv1d_forms_ask : NULL, &forms, NULL, 0 };
	other_candidate other;
	memset(&other, 0, sizeof other);
	void *data = NULL, *input = NULL;
	size_t size = 0, input_size = 0;
	char tmp[4096] = "";
	memset(&s, 0, sizeof s);
	s.max_memory = o.max_memory;
	s.status = TASOC_ERR_IO;
	memset(&best, 0, sizeof best);
	memset(&g, 0, sizeof g);
	int rc = RUN_FAIL;
	tasoc_onnx_options io;
	tasoc_dims_import_options(&o.dims, &io);
	double t0 = now();
	memset(&r, 0, sizeof r);
	/*
	 * A file that cannot be written is said now, before minutes of search and
	 * measurement (the report's own folder first: it could not say the error).
	 */
	if (o.report && tasoc_can_write(o.report) != 0) {
		failed(&s, "cannot write the report %s: %s", o.report, strerror(errno));
		o.report = NULL; /* the report says it in tasoc_report_json only */
		goto out;
	}
	const char *writes[] = { o.out, o.candidate, o.cost.cache };
	for (size_t i = 0; i < sizeof writes / sizeof *writes; i++)
		if (writes[i] && tasoc_can_write(writes[i]) != 0) {
			failed(&s, "cannot write %s: %s", writes[i], strerror(errno));
			goto out;
		}
	if ((s.status = tasoc_graph_init(&g, NULL)) != TASOC_OK ||
	    (s.status = tasoc_onnx_load_opts(o.in, &io, &g, &m)) != TASOC_OK) {
		failed(&s, "%s: %s", o.in, g.err);
		goto out;
	}
	s.status = TASOC_ERR_IO;
	if (tasoc_dims_check_feeds(&o.dims, &g, g.err, sizeof g.err) != 0) {
		s.status = TASOC_ERR_ARG;
		failed(&s, "%s: %s", o.in, g.err);
		goto out;
	}
	s.import = tasoc_onnx_model_info(m);
	s.external_in = tasoc_onnx_external_count(m);
	s.t_import = now() - t0;
	s.nodes_before = tasoc_graph_count_ops(&g);
	s.opaque = tasoc_onnx_count_opaque(&g);
	tasoc_cost_model cm;
	if (tasoc_cost_make("tasoc optimize", &o.cost, &cm) != TASOC_OK) {
		snprintf(s.error, sizeof s.error, "the cost model %s could not be set up", o.cost.cost);
		goto out;
	}
	/*
	 * Under ort the opaque nodes are timed alone and the Ifs priced by the
	 * branch the --feed values take, as tasoc cost prices them (one
	 * function: the same keys), so that the figures printed are the ort
	 * model's: before the branches, on the graph as imported, as tasoc cost
	 * sees it.
	 */
	if (tasoc_if_cost_opaque(m, &g, &io, &o.dims, &cm, &ort, "tasoc optimize:", &s.opq, &s.if_in) != 0) {
		tasoc_cost_made_done("tasoc optimize", &o.cost, &cm);
		failed(&s, "out of memory timing the opaque nodes alone");
		goto out;
	}
	/*
	 * The branches of the Ifs that stay opaque next, each a graph of its
	 * own: written back into g, so that every search of the top graph
	 * starts from the If as it will go out.
	 */
	t0 = now();
	branch_search bs = { &o, &cm };
	if (tasoc_branches_optimize(m, &g, &io, &xo, search_branch, &bs, &s.branches) != 0) {
		tasoc_cost_made_done("tasoc optimize", &o.cost, &cm);
		failed(&s, "out of memory searching the If branches");
		goto out;
	}
	s.t_branches = now() - t0;
	t0 = now();
	tasoc_status st = optimize_graph(&g, &o, &cm, PICK_CHEAPER, o.in, &best, &r);
	s.t_search = now() - t0;
	s.search_s = r.search_s;
	s.fold_s = r.fold_s;
	/*
	 * A guided search keeps whichever of its two graphs the cost model
	 * prices lower, by per-operator timings that a busy machine blurs (BERT
	 * on 2 loaded cores: the plain search's transposes, measured 1.04x,
	 * priced below the guide's projection merges, 1.19x). Where the result
	 * is to be timed whole anyway, the other graph is searched for too and
	 * timed beside it: the measurement decides.
	 */
	char why[512];
	/* (not with --external-data: the first candidate alone is measured, each export writing its data again) */
	if (st == TASOC_OK && r.guided >= 0 && o.measure != 0 && !o.external && tasoc_ort_available(why, sizeof why) == 0) {
		/* (a graph equal to the first is found after export, byte for byte: measure_other) */
		guide_pick first = r.guided ? PICK_GUIDE : PICK_PLAIN, second = r.guided ? PICK_PLAIN : PICK_GUIDE;
		t0 = now();
		tasoc_status so = optimize_graph(&g, &o, &cm, second, o.in, &other.best, &other.r);
		/* the time line counts both searches, whichever candidate is kept */
		s.t_search += now() - t0;
		s.search_s += other.r.search_s;
		s.fold_s += other.r.fold_s;
		other.have = so == TASOC_OK && other.r.nrules > 0;
		if (so != TASOC_OK)
			tasoc_say("  the other candidate: not searched: %s\n", g.err);
		else if (!other.have)
			tasoc_say("  the other candidate, the %s: no rewrite\n", pick_name[second]);
		if (other.have && r.nrules == 0 && r.folded == 0) {
			/* The first rewrote nothing: it is the original, known without timing; the other is measured. */
			tasoc_say("  the %s rewrote nothing: the %s is the candidate\n", pick_name[first], pick_name[second]);
			tasoc_opt_result rt = r;
			r = other.r, other.r = rt;
			tasoc_graph gt = best;
			best = other.best, other.best = gt;
			other.have = 0;
		}
	}
	/*
	 * The result's Ifs priced the same way, their branches as written back
	 * (optimized): what the written file costs under tasoc cost. Both
	 * candidates of a guided search hold the same Ifs, so this holds for
	 * whichever is kept.
	 */
	if (st == TASOC_OK && s.if_in.priced &&
	    tasoc_if_cost_price(m, &best, &io, &o.dims, &cm, &ort, "tasoc optimize: the result:", &s.if_out) != 0) {
		tasoc_cost_made_done("tasoc optimize", &o.cost, &cm);
		failed(&s, "out of memory pricing the result's Ifs by their branch");
		goto out;
	}
	if (tasoc_cost_made_done("tasoc optimize", &o.cost, &cm) != TASOC_OK || st != TASOC_OK) {
		if (st != TASOC_OK)
			failed(&s, "search: %s", g.err);
		else
			snprintf(s.error, sizeof s.error, "the cost model %s failed", o.cost.cost);
		goto out;
	}
	s.nodes_after = tasoc_graph_count_ops(&best);
	t0 = now();
	/*
	 * With external data the model is exported when it is written (its
	 * tensors go straight to the data file); a model over protobuf's 2 GB
	 * is found so here, before it is packed, and goes out so too.
	 */
	bool ext = o.external, too_big = false;
	if (!ext) {
		tasoc_status xs = tasoc_onnx_export_with(m, &best, &xo, &data, &size);
		if (xs == TASOC_ERR_LIMIT)
			ext = too_big = true;
		else if (xs != TASOC_OK) {
			failed(&s, "%s: %s", o.out, best.err);
			goto out;
		}
	}
	s.t_export = now() - t0;
	int measuring = will_measure(&o, &r, &s);
	if (measuring < 0) {
		s.status = TASOC_ERR_UNSUPPORTED;
		goto out;
	}
	s.cost_is = measuring ? "prediction" : "estimate";
	tasoc_say("tasoc optimize: %s -> %s\n", o.in, o.out);
	tasoc_say("  import: %zu ONNX nodes -> %zu after folding constants (%zu evaluated, %zu If inlined, %zu unread "
	       "dropped); %zu shapes from ONNX's inference\n", s.import->nodes_in_file, s.import->nodes_after,
	       s.import->folded, s.import->inlined, s.import->pruned, s.import->onnx_shapes);
	if (tasoc_onnx_external_count(m))
		tasoc_say("  external data: %zu tensors mapped from files beside the model\n", tasoc_onnx_external_count(m));
	const tasoc_branches *b = &s.branches;
	if (b->n == 0) {
		tasoc_say("  nodes: %d -> %d (%d opaque, kept as imported)\n", s.nodes_before, s.nodes_after, s.opaque);
	} else {
		/* The If is an opaque node of the top graph; its branches' nodes are imported nodes too. */
		int all = s.nodes_before + b->nodes_before, opq = s.opaque + b->opaque;
		tasoc_say("  nodes: %d -> %d (%d opaque, %.1f%%, kept as imported), of which the top graph %d -> %d (%d opaque)\n",
		       all, s.nodes_after + b->nodes_after, opq, all ? 100.0 * opq / all : 0.0, s.nodes_before, s.nodes_after,
		       s.opaque);
		print_branches(b);
	}
	if (s.opq.ort && (s.opq.timed || s.opq.untimed || b->opaque_timed || b->opaque_untimed)) {
		/* The phrases tasoc cost prints, so that one grep finds both. */
		char phrase[160];
		tasoc_say("  opaque nodes (ort model): %d opaque nodes timed alone, %d by the analytical estimate (each a "
		       "model of one node; %lld keys timed now, %.1f s)", s.opq.timed,
		       tasoc_if_cost_untimed(&s.if_in, &s.opq, NULL), (long long)s.opq.measured, s.opq.seconds);
		if (b->n)
			tasoc_say("; in the If branches %d timed alone, %d by the analytical estimate", b->opaque_timed,
			       b->opaque_untimed);
		tasoc_say("%s\n", tasoc_if_cost_phrase(&s.if_in, phrase, sizeof phrase));
	}
	/*
	 * Both figures are predictions of the cost model, for the input and the
	 * output as the runtime runs them (relu fused into its conv): the output's
	 * is what the written file costs when imported again. Without a
	 * measurement the line says why the figure stands alone as an estimate.
	 */
	double before = cost_before(&r, &s), after = cost_after(&r, &s);
	double cut = before > 0 ? 100.0 * (before - after) / before : 0.0;
	tasoc_say("  predicted cost (%s model)%s: %.4f ms -> %.4f ms (%.1f%% %s) (%s)\n", r.cost_used,
	       if_priced(&s) ? s.if_in.priced == s.if_in.found ? ", each If by the branch taken"
							: ", each If by the branch taken where it is known (below)"
	       : b->n ? " of the top graph, each If as one opaque node" : "", before, after, fabs(cut), cut < 0 ? "more" : "less",
	       measuring ? "prediction; measured below" : strstr(s.measure_skipped, "not installed") ? "estimate; ONNX Runtime not installed: make deps"
	       : o.measure == 0 ? "estimate; not measured: --no-measure" : "estimate; not measured: nothing was rewritten");
	print_if_costs(&r, &s);
	if (r.fused_before || r.fused_after)
		tasoc_say("  runtime fusions (charged as one operator, not gains of the search): %d conv+relu in the input, "
		       "%d in the result\n", (int)r.fused_before, (int)r.fused_after);
	if (r.merged_before || r.merged_after)
		tasoc_say("  common subexpressions (charged once, as the runtime merges them; not gains of the search): "
		       "%d in the input, %d in the result\n", (int)r.merged_before, (int)r.merged_after);
	const tasoc_cost_layout *la = &r.blocked_before, *lb = &r.blocked_after;
	/* only where there is an account to give: BERT has no convolution */
	if (r.block > 0 && la->reorders_in + la->reorders_out + la->fused + lb->reorders_in + lb->reorders_out + lb->fused > 0) {
		const tasoc_cost_layout *a = la, *b = lb;
		tasoc_say("  blocked layout (NCHW%dc, in the prediction): %d -> %d ReorderInput and %d -> %d ReorderOutput "
		       "(%+.4f -> %+.4f ms), %d -> %d nodes run inside a convolution\n", (int)r.block, (int)a->reorders_in,
		       (int)b->reorders_in, (int)a->reorders_out, (int)b->reorders_out, a->reorders_ms, b->reorders_ms,
		       (int)a->fused, (int)b->fused);
	}
	print_layouts(&r);
	tasoc_say("  rules applied:");
	print_rules(&r);
	tasoc_say("  search: %d graphs expanded%s, %d weights folded%s\n", (int)r.expanded,
	       r.timed_out ? " (stopped by the time limit)" : "", (int)r.folded,
	       r.guided < 0 ? "" : r.guided ? "; guided: the analytical model's graph, searched on, was kept"
					    : "; guided: the plain search's graph was kept");
	char tb[128] = "";
	if (s.opq.timed || s.opq.untimed)
		snprintf(tb, sizeof tb, "timing opaque nodes %.1f ms, ", s.opq.seconds * 1e3);
	if (b->n)
		snprintf(tb + strlen(tb), sizeof tb - strlen(tb), "If branches %.1f ms, ", s.t_branches * 1e3);
	/* the rest of the step: the costing of input and result (a measured model times their new shapes) */
	tasoc_say("  time: import %.1f ms, %ssearch %.1f ms, folding weights %.1f ms, costing %.1f ms, export %.1f ms\n",
	       s.t_import * 1e3, tb, s.search_s * 1e3, s.fold_s * 1e3, (s.t_search - s.search_s - s.fold_s) * 1e3,
	       s.t_export * 1e3);
	if (forms.n > 0)
		tasoc_say("  1-D convolutions: %d written as 2-D Convs (measured faster so in ONNX Runtime), %d as 1-D Convs "
		       "(%d distinct ones timed%s)\n", forms.two_d, forms.asked - forms.two_d, forms.n - forms.untimed,
		       forms.untimed ? ", the others not: 10 s of timing is the cap" : "");
	/* ONNX Runtime loads models from files: the candidate goes to a temporary one, OUT is written once at the end. */
	if ((o.check || measuring) && write_temp_model(m, &best, &xo, ext, data, size, tmp, sizeof tmp) != 0) {
		failed(&s, "cannot write a temporary copy of the optimized model (%s): %s", tmp, ext ? best.err : strerror(errno));
		tmp[0] = '\0';
		goto out;
	}
	int check_failed = 0;
	if (o.check) {
		tasoc_check_input in = { o.in, tmp, "the original model", "the optimized model", &g, &best, &o.dims, 1234, 0, r.folded };
		s.checked = 1;
		check_failed = tasoc_check_models(&in, &ort, &s.check) != 0;
	}
	int keep_input = !measuring && !rewritten(&r, &s) && o.measure != 0;
	if (measuring && !check_failed) {
		char symbols[1024];
		tasoc_ort_lazy_symbols(&o.dims, symbols, sizeof symbols);
		if (tasoc_measure_models(&ort, o.in, tmp, symbols, o.measure_time, 0, &s.measure) != 0) {
			failed(&s, "measuring in ONNX Runtime: %s (--no-measure skips it); nothing written", s.measure.why);
			goto out;
		}
		print_measured(&s.measure);
		int other_won = other.have && measure_other(&ort, &o, m, &g, &xo, symbols, data, size, &s.measure, &s, &other);
		if (other.have) /* still: measured, or tried and dropped */
			s.other = pick_name[other.r.guided ? PICK_GUIDE : PICK_PLAIN];
		if (other_won) {
			s.other_kept = 1;
			/* The other candidate won: it becomes the result, its figures the report's. */
			tasoc_say("  kept: the %s, measured faster (%.3fx against %.3fx)\n",
			       pick_name[other.r.guided ? PICK_GUIDE : PICK_PLAIN], other.measure.s.median, s.measure.s.median);
			tasoc_opt_result rt = r;
			r = other.r, other.r = rt;
			tasoc_graph gt = best;
			best = other.best, other.best = gt;
			void *dt = data;
			data = other.data, other.data = dt;
			size_t zt = size;
			size = other.size, other.size = zt;
			tasoc_measure_result mt = s.measure;
			s.measure = other.measure, other.measure = mt;
			s.nodes_after = tasoc_graph_count_ops(&best);
			s.other_measure = other.measure;
		} else if (other.have) {
			s.other_measure = other.measure;
			tasoc_say("  kept: the %s\n", pick_name[r.guided ? PICK_GUIDE : PICK_PLAIN]);
		}
		keep_input = !tasoc_speedup_faster(&s.measure.s);
	}
	/* The candidate as it was measured (a benchmark prices the same graph), whatever is written below. */
	bool cext = ext;
	if (o.candidate && !check_failed &&
	    (ext ? tasoc_onnx_save_with(m, &best, &xo, o.candidate, &cext) != TASOC_OK
		 : tasoc_write_atomic(o.candidate, data, size) != 0)) {
		failed(&s, "cannot write %s: %s", o.candidate, ext ? best.err : strerror(errno));
		goto out;
	}
	if (check_failed) {
		tasoc_say("  written: nothing (the check failed)\n");
	} else {
		/*
		 * IN's bytes are copied unless its tensors lie in files beside it
		 * (which OUT's folder may not hold) or OUT gets external data:
		 * then the graph as imported is exported, as OUT's own.
		 */
		bool reexport = keep_input && (ext || tasoc_onnx_external_count(m) > 0);
		if (keep_input && !reexport && !(input = tasoc_read_file(o.in, &input_size))) {
			failed(&s, "%s: cannot read it again: %s", o.in, strerror(errno));
			goto out;
		}
		tasoc_graph *wg = keep_input ? &g : &best;
		bool wext = ext;
		double tw = now();
		if (ext || reexport ? tasoc_onnx_save_with(m, wg, &xo, o.out, &wext) != TASOC_OK
				    : tasoc_write_atomic(o.out, keep_input ? input : data, keep_input ? input_size : size) != 0) {
			failed(&s, "cannot write %s: %s", o.out, ext || reexport ? wg->err : strerror(errno));
			goto out;
		}
		s.written = keep_input ? "input" : "optimized";
		s.external_out = wext;
		/* with external data the export happens here, straight to the files: its time is this one */
		if (wext)
			tasoc_say("  external data: the tensors written to %s.data beside it%s (exported and written in %.1f ms)\n",
			       o.out, too_big || (!ext && wext) ? " (the model is over protobuf's 2 GB as one message)" : "",
			       (now() - tw) * 1e3);
		if (!keep_input)
			tasoc_say("  written: the optimized model to %s\n", o.out);
		else if (measuring && s.measure.s.high < 1.0)
			tasoc_say("  written: %s unchanged to %s: the optimized model is slower\n", o.in, o.out);
		else if (measuring)
			tasoc_say("  written: %s unchanged to %s: the optimized model is not faster beyond the noise (the\n"
			       "           95%% interval of its speedup does not lie above 1)\n", o.in, o.out);
		else
			tasoc_say("  written: %s unchanged to %s: nothing was rewritten\n", o.in, o.out);
	}
	rc = check_failed ? RUN_FAIL : RUN_OK;
out:
	/* The report is written on failure too: it says what failed. */
	if (o.report) {
		if (rc != TASOC_OK && !s.error[0] && !check_failed_any(&s))
			snprintf(s.error, sizeof s.error, "failed (see the message above)");
		s.json = build_report(&o, &r, &s);
		if (!s.json || tasoc_write_atomic(o.report, s.json, strlen(s.json)) != 0) {
			tasoc_say_err("tasoc optimize: cannot write the report %s: %s\n", o.report, strerror(errno));
			rc = RUN_FAIL;
		} else if (rc == RUN_OK) {
			tasoc_say("  report: %s\n", o.report);
		}
	}
	if (!s.json) {
		if (rc != RUN_OK && !s.error[0] && !check_failed_any(&s))
			snprintf(s.error, sizeof s.error, "failed (see the message above)");
		s.json = build_report(&o, &r, &s);
	}
	tasoc_report_fill(rep, rc == RUN_OK ? TASOC_OK : s.status, s.json, s.error, &r, s.nodes_before + s.branches.nodes_before,
			  s.nodes_after + s.branches.nodes_after, s.opaque + s.branches.opaque, cost_before(&r, &s), cost_after(&r, &s),
			  &s.measure, s.written, s.checked, s.check.ok);
	s.json = NULL; /* the report's now */
	tasoc_search_guide_free(&guide);
	if (tmp[0])
		remove_model(tmp);
	if (other.tmp[0])
		remove(other.tmp);
	free(other.data);
	if (other.best.al)
		tasoc_graph_free(&other.best);
	tasoc_conv1d_forms_free(&forms);
	tasoc_ort_lazy_done(&ort);
	free(data);
	free(input);
	tasoc_onnx_free(m);
	if (best.al)
		tasoc_graph_free(&best);
	tasoc_graph_free(&g);
	tasoc_branches_free(&s.branches);
	return rc;
}

/* cmd_optimize.c: `tasoc optimize IN.onnx -o OUT.onnx`: import, search, export, check. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../runtime/fileio.h"
#include "../runtime/onnx/onnx.h"
#include "../runtime/tasoc.h"
#include "cmd_dims.h"
#include "cmd_search.h"
#include "commands.h"
#include "graph_check.h"

typedef struct opt_options {
	const char *in, *out, *report;
	int check;
	cmd_dims dims;          /* --dim NAME=V */
	cmd_search_args search; /* --alpha, --budget, --cost ... shared with tasoc search */
} opt_options;

/* What the optimization step reports. */
typedef struct opt_result {
	int searched;
	const char *cost_used;        /* the cost model that ran (cudnn falls back to cpu) */
	double cost_before, cost_after;
	int nrules;                   /* distinct rules applied */
	const char *rules[32];        /* their names, in order of first use: the rule table's own
				         strings (static), so a long name is never cut */
	int counts[32];               /* and how often each was applied */
	int32_t expanded, folded;
	int timed_out;
	double search_s;              /* the search proper, without cost set-up and folding */
} opt_result;

static void usage(FILE *f)
{
	fprintf(f, "usage: tasoc optimize IN.onnx -o OUT.onnx [OPTIONS]\n"
		   "Imports an ONNX model, searches for a cheaper equivalent graph with the verified\n"
		   "rewrite rules, and writes the result (atomically) to OUT.onnx. Opaque operators\n"
		   "(those tasoc does not model) are kept exactly as they were.\n\noptions:\n"
		   "  -o OUT.onnx      where the optimized model goes (required)\n"
		   CMD_SEARCH_OPTIONS_HELP CMD_DIMS_HELP
		   "  --report FILE    write the summary as JSON to FILE\n"
		   "  --check          run both graphs with the reference interpreter on random inputs\n"
		   "                   and report the largest difference (fails above 1e-4 relative)\n\n"
		   "exit status: 0 ok, 1 failure (bad model, write error, check failed), 2 usage error.\n");
}

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The one place the search is called (runtime/tasoc.h), so changing it is one edit. */
static tasoc_status optimize_graph(tasoc_graph *g, const opt_options *o, tasoc_cost_model *cm,
				   tasoc_graph *best, opt_result *r)
{
	memset(r, 0, sizeof *r);
	r->cost_used = cm->backend.name;
	tasoc_options to;
	cmd_search_tracer t;
	cmd_search_options(&o->search, cm, &t, stdout, &to);
	tasoc_stats st;
	printf("tasoc optimize: searching %s (cost %s, alpha %g, budget %d%s)...\n", o->in, r->cost_used,
	       to.alpha, (int)to.budget, to.time_limit_s > 0 ? ", time limit set" : "");
	fflush(stdout);
	tasoc_status s = tasoc_optimize(g, &to, best, &st);
	if (s != TASOC_OK)
		return s;
	r->searched = 1;
	r->cost_before = st.cost_before;
	r->cost_after = st.cost_after;
	r->expanded = st.search.expanded;
	r->timed_out = st.search.timed_out;
	r->folded = st.folded;
	r->search_s = st.search.seconds;
	for (int32_t i = 0; i < st.napplied; i++) {
		int k = 0;
		while (k < r->nrules && strcmp(r->rules[k], st.applied[i]) != 0)
			k++;
		if (k == r->nrules && r->nrules < 32)
			r->rules[r->nrules++] = st.applied[i];
		if (k < r->nrules)
			r->counts[k]++;
	}
	tasoc_stats_free(g, &st);
	return TASOC_OK;
}

static int parse(int argc, char **argv, opt_options *o)
{
	memset(o, 0, sizeof *o);
	cmd_search_defaults(&o->search);
	for (int i = 1; i < argc;) {
		const char *a = argv[i];
		int k = cmd_search_option("tasoc optimize", argc, argv, &i, &o->search);
		if (k == 0)
			k = cmd_dims_option("tasoc optimize", argc, argv, &i, &o->dims);
		if (k < 0)
			return -1;
		if (k > 0)
			continue;
		if (strcmp(a, "--check") == 0) {
			o->check = 1;
		} else if ((strcmp(a, "-o") == 0 || strcmp(a, "--report") == 0) && i + 1 < argc) {
			*(a[1] == 'o' ? &o->out : &o->report) = argv[++i];
		} else if (a[0] != '-' && !o->in) {
			o->in = a;
		} else {
			if (!tool_missing_value("tasoc optimize", argc, argv, i, "-o --report"))
				fprintf(stderr, "tasoc optimize: unexpected argument '%s'\n", a);
			return -1;
		}
		i++;
	}
	if (!o->in || !o->out) {
		fprintf(stderr, "tasoc optimize: needs IN.onnx and -o OUT.onnx\n");
		return -1;
	}
	return 0;
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
	int nodes_before, nodes_after, opaque;
	double t_import, t_search, t_export; /* t_search: search and folding */
	int checked;
	model_diff diff;
} summary;

static int write_report(const opt_options *o, const opt_result *r, const summary *s)
{
	char *buf = NULL;
	size_t size = 0;
	FILE *f = open_memstream(&buf, &size);
	if (!f)
		return -1;
	fprintf(f, "{\n  \"input\": ");
	json_str(f, o->in);
	fprintf(f, ",\n  \"output\": ");
	json_str(f, o->out);
	fprintf(f, ",\n  \"cost_model\": ");
	json_str(f, r->cost_used ? r->cost_used : o->search.cost);
	fprintf(f, ",\n  \"searched\": %s,\n  \"nodes_before\": %d,\n  \"nodes_after\": %d,\n  \"opaque\": %d,\n",
		r->searched ? "true" : "false", s->nodes_before, s->nodes_after, s->opaque);
	if (r->searched)
		fprintf(f, "  \"cost_before_ms\": %.6g,\n  \"cost_after_ms\": %.6g,\n  \"graphs_expanded\": %d,\n"
			"  \"timed_out\": %s,\n  \"weights_folded\": %d,\n", r->cost_before, r->cost_after,
			(int)r->expanded, r->timed_out ? "true" : "false", (int)r->folded);
	else
		fprintf(f, "  \"cost_before_ms\": null,\n  \"cost_after_ms\": null,\n");
	fprintf(f, "  \"rules_applied\": {");
	for (int i = 0; i < r->nrules; i++) {
		fprintf(f, "%s", i ? ", " : "");
		json_str(f, r->rules[i]);
		fprintf(f, ": %d", r->counts[i]);
	}
	fprintf(f, "},\n  \"seconds\": {\"import\": %.6f, \"search\": %.6f, \"fold\": %.6f, \"export\": %.6f},\n",
		s->t_import, r->search_s, s->t_search - r->search_s, s->t_export);
	if (s->checked)
		fprintf(f, "  \"check\": {\"max_abs\": %.6g, \"max_rel\": %.6g, \"elements\": %lld}\n}\n",
			s->diff.max_abs, s->diff.max_rel, (long long)s->diff.elements);
	else
		fprintf(f, "  \"check\": null\n}\n");
	fclose(f);
	int rc = tasoc_write_atomic(o->report, buf, size);
	free(buf);
	return rc;
}

int cmd_optimize(int argc, char **argv)
{
	opt_options o;
	if (tool_wants_help(argc, argv)) {
		usage(stdout);
		return EXIT_OK;
	}
	if (parse(argc, argv, &o) != 0) {
		usage(stderr);
		return EXIT_USAGE;
	}
	tasoc_graph g, best;
	tasoc_onnx_model *m = NULL;
	summary s;
	opt_result r;
	memset(&s, 0, sizeof s);
	memset(&best, 0, sizeof best);
	int rc = EXIT_FAIL;
	double t0 = now();
	if (tasoc_graph_init(&g, NULL) != TASOC_OK || tasoc_onnx_load_dims(o.in, o.dims.d, o.dims.n, &g, &m) != TASOC_OK) {
		fprintf(stderr, "tasoc optimize: %s: %s\n", o.in, g.err);
		goto out;
	}
	s.t_import = now() - t0;
	s.nodes_before = tasoc_graph_count_ops(&g);
	s.opaque = tasoc_graph_count_op(&g, TASOC_OP_OPAQUE);
	tasoc_cost_model cm;
	if (cmd_search_cost("tasoc optimize", &o.search, &cm) != EXIT_OK)
		goto out;
	t0 = now();
	tasoc_status st = optimize_graph(&g, &o, &cm, &best, &r);
	s.t_search = now() - t0;
	if (cmd_search_cost_done("tasoc optimize", &o.search, &cm) != EXIT_OK || st != TASOC_OK) {
		if (st != TASOC_OK)
			fprintf(stderr, "tasoc optimize: search: %s\n", g.err);
		goto out;
	}
	s.nodes_after = tasoc_graph_count_ops(&best);
	t0 = now();
	if (tasoc_onnx_save(m, &best, o.out) != TASOC_OK) {
		fprintf(stderr, "tasoc optimize: %s: %s\n", o.out, best.err);
		goto out;
	}
	s.t_export = now() - t0;
	printf("tasoc optimize: %s -> %s\n", o.in, o.out);
	printf("  nodes: %d -> %d (%d opaque, kept as imported)\n", s.nodes_before, s.nodes_after, s.opaque);
	printf("  cost (%s): %.4f ms -> %.4f ms (%.1f%% less)\n", r.cost_used, r.cost_before, r.cost_after,
	       r.cost_before > 0 ? 100.0 * (r.cost_before - r.cost_after) / r.cost_before : 0.0);
	printf("  rules applied:");
	for (int i = 0; i < r.nrules; i++)
		printf(" %s x%d", r.rules[i], r.counts[i]);
	printf("%s\n", r.nrules ? "" : " none");
	printf("  search: %d graphs expanded%s, %d weights folded\n", (int)r.expanded,
	       r.timed_out ? " (stopped by the time limit)" : "", (int)r.folded);
	printf("  time: import %.1f ms, search %.1f ms, folding weights %.1f ms, export %.1f ms\n",
	       s.t_import * 1e3, r.search_s * 1e3, (s.t_search - r.search_s) * 1e3, s.t_export * 1e3);
	rc = EXIT_OK;
	if (o.check) {
		char err[256];
		tasoc_status st = model_compare(&g, &best, 1234, &s.diff, err, sizeof err);
		if (st != TASOC_OK) {
			printf("  check: not run: %s\n", err);
			rc = EXIT_FAIL;
		} else {
			s.checked = 1;
			int ok = s.diff.max_rel <= 1e-4;
			printf("  check: %lld output elements, largest difference %.3g (%.3g relative): %s\n",
			       (long long)s.diff.elements, s.diff.max_abs, s.diff.max_rel, ok ? "ok" : "FAILED");
			if (!ok)
				rc = EXIT_FAIL;
		}
	}
	if (o.report) {
		if (write_report(&o, &r, &s) != 0) {
			fprintf(stderr, "tasoc optimize: cannot write the report %s: %s\n", o.report, strerror(errno));
			rc = EXIT_FAIL;
		} else {
			printf("  report: %s\n", o.report);
		}
	}
out:
	tasoc_onnx_free(m);
	if (best.al)
		tasoc_graph_free(&best);
	tasoc_graph_free(&g);
	return rc;
}

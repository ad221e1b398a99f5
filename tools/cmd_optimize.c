/* cmd_optimize.c: `tasoc optimize IN.onnx -o OUT.onnx`: import, search, export, check. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../runtime/fileio.h"
#include "../runtime/onnx/onnx.h"
#include "commands.h"
#include "graph_check.h"

typedef struct opt_options {
	const char *in, *out, *report, *cost;
	double alpha, time_limit;
	long budget;
	int check;
} opt_options;

/* What the optimization step reports. */
typedef struct opt_result {
	int searched;                 /* 0 while no search is linked in */
	double cost_before, cost_after;
	int nrules;                   /* distinct rules applied */
	char rules[16][64];           /* their names */
	int counts[16];               /* and how often each was applied */
	double seconds;
} opt_result;

static void usage(FILE *f)
{
	fprintf(f, "usage: tasoc optimize IN.onnx -o OUT.onnx [--cost analytical|cpu|cudnn] [--alpha A]\n"
		   "                      [--budget N] [--time-limit S] [--report FILE.json] [--check]\n"
		   "Imports an ONNX model, searches for a cheaper equivalent graph with the verified\n"
		   "rewrite rules, and writes the result (atomically) to OUT.onnx. Opaque operators\n"
		   "(those tasoc does not model) are kept exactly as they were.\n\n"
		   "  -o OUT.onnx        where the optimized model goes (required)\n"
		   "  --cost MODEL       operator cost model: analytical (default), cpu or cudnn\n"
		   "  --alpha A          keep graphs costing less than A times the best (default 1.05)\n"
		   "  --budget N         expand at most N graphs (default 1000)\n"
		   "  --time-limit S     stop searching after S seconds (default 60)\n"
		   "  --report FILE      write the summary as JSON to FILE\n"
		   "  --check            run both graphs with the reference interpreter on random inputs\n"
		   "                     and report the largest difference (fails above 1e-4 relative)\n\n"
		   "exit status: 0 ok, 1 failure (bad model, write error, check failed), 2 usage error.\n");
}

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/*
 * The one place the search is called. The search (runtime/search.h) is not
 * in this build yet: until it is, the graph goes out as it came in and the
 * summary says no search ran.
 */
static tasoc_status optimize_graph(tasoc_graph *g, const opt_options *o, tasoc_graph *best, opt_result *r)
{
	(void)o;
	memset(r, 0, sizeof *r);
	return tasoc_graph_clone(g, best);
}

static int parse(int argc, char **argv, opt_options *o)
{
	memset(o, 0, sizeof *o);
	o->cost = "analytical";
	o->alpha = 1.05;
	o->budget = 1000;
	o->time_limit = 60;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		const char *v = i + 1 < argc ? argv[i + 1] : NULL;
		char *end = NULL;
		if (strcmp(a, "--check") == 0) {
			o->check = 1;
			continue;
		}
		if (a[0] != '-') {
			if (o->in) {
				fprintf(stderr, "tasoc optimize: more than one input model ('%s')\n", a);
				return -1;
			}
			o->in = a;
			continue;
		}
		if (!v) {
			fprintf(stderr, "tasoc optimize: %s needs a value\n", a);
			return -1;
		}
		i++;
		if (strcmp(a, "-o") == 0)
			o->out = v;
		else if (strcmp(a, "--report") == 0)
			o->report = v;
		else if (strcmp(a, "--cost") == 0) {
			if (strcmp(v, "analytical") && strcmp(v, "cpu") && strcmp(v, "cudnn")) {
				fprintf(stderr, "tasoc optimize: --cost must be analytical, cpu or cudnn\n");
				return -1;
			}
			o->cost = v;
		} else if (strcmp(a, "--alpha") == 0) {
			o->alpha = strtod(v, &end);
			if (*end || o->alpha < 1.0) {
				fprintf(stderr, "tasoc optimize: --alpha must be a number >= 1\n");
				return -1;
			}
		} else if (strcmp(a, "--budget") == 0) {
			o->budget = strtol(v, &end, 10);
			if (*end || o->budget < 0) {
				fprintf(stderr, "tasoc optimize: --budget must be a whole number >= 0\n");
				return -1;
			}
		} else if (strcmp(a, "--time-limit") == 0) {
			o->time_limit = strtod(v, &end);
			if (*end || o->time_limit < 0) {
				fprintf(stderr, "tasoc optimize: --time-limit must be seconds >= 0\n");
				return -1;
			}
		} else {
			fprintf(stderr, "tasoc optimize: unknown option '%s'\n", a);
			return -1;
		}
	}
	if (!o->in || !o->out) {
		fprintf(stderr, "tasoc optimize: needs IN.onnx and -o OUT.onnx\n");
		return -1;
	}
	return 0;
}

static int count_opaque(const tasoc_graph *g)
{
	int n = 0;
	for (int32_t v = 0; v < g->nnodes; v++)
		n += !g->nodes[v].dead && g->nodes[v].op == TASOC_OP_OPAQUE;
	return n;
}

static int count_ops(const tasoc_graph *g)
{
	int n = 0;
	for (int32_t v = 0; v < g->nnodes; v++)
		n += !g->nodes[v].dead && g->nodes[v].op != TASOC_OP_INPUT && g->nodes[v].op != TASOC_OP_WEIGHT;
	return n;
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
	double t_import, t_search, t_export;
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
	json_str(f, o->cost);
	fprintf(f, ",\n  \"searched\": %s,\n  \"nodes_before\": %d,\n  \"nodes_after\": %d,\n  \"opaque\": %d,\n",
		r->searched ? "true" : "false", s->nodes_before, s->nodes_after, s->opaque);
	if (r->searched)
		fprintf(f, "  \"cost_before_ms\": %.6g,\n  \"cost_after_ms\": %.6g,\n", r->cost_before, r->cost_after);
	else
		fprintf(f, "  \"cost_before_ms\": null,\n  \"cost_after_ms\": null,\n");
	fprintf(f, "  \"rules_applied\": {");
	for (int i = 0; i < r->nrules; i++) {
		fprintf(f, "%s", i ? ", " : "");
		json_str(f, r->rules[i]);
		fprintf(f, ": %d", r->counts[i]);
	}
	fprintf(f, "},\n  \"seconds\": {\"import\": %.6f, \"search\": %.6f, \"export\": %.6f},\n",
		s->t_import, s->t_search, s->t_export);
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
	if (tasoc_graph_init(&g, NULL) != TASOC_OK || tasoc_onnx_load(o.in, &g, &m) != TASOC_OK) {
		fprintf(stderr, "tasoc optimize: %s: %s\n", o.in, g.err);
		goto out;
	}
	s.t_import = now() - t0;
	s.nodes_before = count_ops(&g);
	s.opaque = count_opaque(&g);
	t0 = now();
	if (optimize_graph(&g, &o, &best, &r) != TASOC_OK) {
		fprintf(stderr, "tasoc optimize: search: %s\n", g.err);
		goto out;
	}
	s.t_search = now() - t0;
	s.nodes_after = count_ops(&best);
	t0 = now();
	if (tasoc_onnx_save(m, &best, o.out) != TASOC_OK) {
		fprintf(stderr, "tasoc optimize: %s: %s\n", o.out, best.err);
		goto out;
	}
	s.t_export = now() - t0;
	printf("tasoc optimize: %s -> %s\n", o.in, o.out);
	printf("  nodes: %d -> %d (%d opaque, kept as imported)\n", s.nodes_before, s.nodes_after, s.opaque);
	if (r.searched) {
		printf("  cost (%s): %.4f ms -> %.4f ms\n", o.cost, r.cost_before, r.cost_after);
		printf("  rules applied:");
		for (int i = 0; i < r.nrules; i++)
			printf(" %s x%d", r.rules[i], r.counts[i]);
		printf("%s\n", r.nrules ? "" : " none");
	} else {
		printf("  cost: not computed (no search in this build; the graph is written back unchanged)\n");
		printf("  rules applied: none\n");
	}
	printf("  time: import %.1f ms, search %.1f ms, export %.1f ms\n", s.t_import * 1e3,
	       s.t_search * 1e3, s.t_export * 1e3);
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
			fprintf(stderr, "tasoc optimize: cannot write the report %s\n", o.report);
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

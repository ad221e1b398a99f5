/* gpu_cost.c: the cudnn cost backend on TASO's six models, built on a GPU machine that lacks Lua, Z3 and protobuf-c. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../host/backend/cost_backend.h"
#include "../../core/layout.h"
#include "../../core/tasoc.h"
#include "../../host/cost_file.h"
#include "../models.h"

/*
 * The machines that lend a GPU here have CUDA and cuDNN, nothing can be
 * installed on them, and their image lists none of the packages the
 * `tasoc` command links (Lua, Z3, protobuf-c, GLPK, OpenBLAS). This program is the runtime core, the bundled models and the
 * cudnn backend alone (tools/gpu_cost.sh builds it there), so the backend
 * can run where a GPU is.
 *
 * For each model it prints the graph's cost under cudnn before and after
 * the default search guided by cudnn, the same for the analytical model,
 * and what cudnn says of the analytical model's choice. It writes every
 * key it timed to the cost file named first, in the cache format, and says
 * which keys were not timed: those priced by the analytical estimate, and
 * the NHWC convolutions cuDNN had no algorithm for (priced as conversions
 * around the NCHW convolution).
 */

static const char *const taso_six[] = { "resnet50", "resnext50", "inception-v3", "nasnet-a", "nasrnn", "bert" };

/* guide: as `tasoc optimize --cost cudnn` runs, the analytical model guiding the measured one (search_guided.h). */
static int optimize(tasoc_graph *g, tasoc_cost_model *cm, tasoc_cost_model *guide, tasoc_graph *out, tasoc_stats *st)
{
	tasoc_options o;
	tasoc_options_default(&o);
	o.common.cost = cm;
	o.guide = guide;
	if (tasoc_optimize(g, &o, out, st) != TASOC_OK) {
		fprintf(stderr, "gpu_cost: %s\n", g->err);
		return -1;
	}
	return 0;
}

static int run_model(const char *name, tasoc_cost_model *gpu, tasoc_cost_model *an)
{
	const model_info *m = model_find(name);
	tasoc_graph g, opt, aopt;
	tasoc_stats st, ast;
	if (!m || tasoc_graph_init(&g, NULL) != TASOC_OK || model_build(m, name, &g) != TASOC_OK) {
		fprintf(stderr, "gpu_cost: cannot build model %s\n", name);
		return -1;
	}
	double measured = gpu->measure_s;
	if (optimize(&g, gpu, an, &opt, &st) || optimize(&g, an, NULL, &aopt, &ast))
		return -1;
	/* The analytical model's choice, priced by cudnn: what a GPU user would get without measuring. */
	double an_on_gpu = tasoc_cost_graph(gpu, &aopt);
	tasoc_layout_counts lc;
	tasoc_layout_count(&opt, &lc);
	printf("%-13s %5d %9.4f %9.4f %6.3fx %6.2f %7.2f %4d %4d/%-4d %-6s %-5s | %9.4f %9.4f %6.3fx %9.4f\n", name,
	       st.nodes_before, st.cost_before, st.cost_after, st.cost_before / st.cost_after, st.search.seconds,
	       gpu->measure_s - measured, st.napplied, lc.nhwc_ops, lc.conversions,
	       st.layout_closed ? "closed" : "open", st.guide_won ? "guide" : "plain", ast.cost_before, ast.cost_after, ast.cost_before / ast.cost_after,
	       an_on_gpu);
	for (int32_t i = 0; i < st.napplied; i++)
		printf("  rule %s\n", st.applied[i]);
	fflush(stdout);
	tasoc_stats_free(&g, &st);
	tasoc_stats_free(&g, &ast);
	tasoc_graph_free(&aopt);
	tasoc_graph_free(&opt);
	tasoc_graph_free(&g);
	return 0;
}

/* Which keys cudnn did not time itself (see the head comment). */
static void report_untimed(tasoc_cost_model *gpu)
{
	const tasoc_cost_entry **v;
	int32_t n, nnhwc = 0, estimated = 0, via_nchw = 0;
	if (tasoc_cost_sorted(gpu, &v, &n) != TASOC_OK)
		return;
	/* Copies: the lookups below may grow the cache under the sorted pointers. */
	tasoc_cost_entry *nhwc = malloc(((size_t)n + 1) * sizeof *nhwc);
	for (int32_t i = 0; i < n; i++) {
		char line[1024];
		if (v[i]->cost > 0 && v[i]->cost == tasoc_cost_analytical_key(&v[i]->key)) {
			estimated++;
			tasoc_cost_format(v[i], line, sizeof line);
			printf("estimated, not timed: %s\n", line);
		}
		if (nhwc && v[i]->key.op == TASOC_OP_CONV2D_NHWC)
			nhwc[nnhwc++] = *v[i];
	}
	tasoc_free(gpu->al, v);
	for (int32_t i = 0; i < nnhwc; i++) {
		tasoc_cost_key in, conv, out;
		tasoc_conv_nhwc_parts(&nhwc[i].key, &in, &conv, &out);
		double parts = tasoc_cost_lookup(gpu, &in) + tasoc_cost_lookup(gpu, &conv) + tasoc_cost_lookup(gpu, &out);
		if (fabs(parts - nhwc[i].cost) <= 1e-12 * parts) {
			char line[1024];
			via_nchw++;
			tasoc_cost_format(&nhwc[i], line, sizeof line);
			printf("no NHWC algorithm, priced as conversions and NCHW: %s\n", line);
		}
	}
	printf("%d keys: %d estimated, %d of %d NHWC convolutions priced through NCHW\n", n, estimated, via_nchw,
	       nnhwc);
	free(nhwc);
}

int main(int argc, char **argv)
{
	if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
		printf("usage: gpu_cost COSTFILE [MODEL...]\n"
		       "Times each operator of the models (default TASO's six) with the cudnn backend, searches\n"
		       "under it and under the analytical model, prints both, and saves the timings to COSTFILE.\n");
		return argc < 2;
	}
	tasoc_cost_backend b;
	char err[256] = "";
	if (tasoc_cost_cudnn_backend(&b, 5, err, sizeof err) != TASOC_OK) {
		fprintf(stderr, "gpu_cost: %s\n", err);
		return 2;
	}
	tasoc_cost_model gpu, an;
	if (tasoc_cost_init(&gpu, NULL, &b) != TASOC_OK || tasoc_cost_init(&an, NULL, NULL) != TASOC_OK) {
		fprintf(stderr, "gpu_cost: out of memory\n");
		return 1;
	}
	printf("%-13s %5s %9s %9s %7s %6s %7s %4s %9s %-6s %-5s | %9s %9s %7s %9s\n", "model", "nodes", "cudnn ms",
	       "after", "gain", "search", "timing", "rules", "nhwc/conv", "gate", "won", "anal.", "after", "gain",
	       "on cudnn");
	int rc = 0;
	int n = argc > 2 ? argc - 2 : (int)(sizeof taso_six / sizeof *taso_six);
	for (int i = 0; i < n && !rc; i++)
		rc = run_model(argc > 2 ? argv[i + 2] : taso_six[i], &gpu, &an);
	report_untimed(&gpu);
	if (gpu.failed)
		fprintf(stderr, "gpu_cost: the backend failed on some key: %s\n", gpu.err);
	if (tasoc_cost_save(&gpu, argv[1]) != TASOC_OK) {
		fprintf(stderr, "gpu_cost: cannot write %s\n", argv[1]);
		rc = 1;
	}
	printf("%d keys timed in %.1f s, saved to %s\n", gpu.nused, gpu.measure_s, argv[1]);
	tasoc_cost_free(&an);
	tasoc_cost_free(&gpu);
	tasoc_cost_cudnn_release();
	return rc ? 1 : 0;
}

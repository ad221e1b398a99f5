/* cmd_run.c: `tasoc run MODEL`: build a bundled graph and run the reference interpreter. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/interp.h"
#include "commands.h"
#include "models.h"

static void usage(FILE *f)
{
	fprintf(f, "usage: tasoc run [--nodes] [--exec] MODEL\n"
		   "Builds one of the bundled graphs, prints its operator counts and output shapes,\n"
		   "then runs it on pseudo-random inputs with the float32 reference interpreter and\n"
		   "prints output statistics.\n\n"
		   "  --nodes  list every node with its operator and output shape\n"
		   "  --exec   also run the models marked large (the reference kernels are plain\n"
		   "           loops: a large model takes from seconds to minutes)\n\nmodels:\n");
	for (const model_info *m = model_table; m->name; m++)
		fprintf(f, "  %-13s %s%s\n", m->name, m->summary, m->large ? " [large]" : "");
}

static void print_summary(tasoc_graph *g, const model_info *m, int nodes)
{
	int32_t counts[TASOC_OP_COUNT];
	model_count_ops(g, counts);
	int64_t params = 0;
	for (int32_t v = 0; v < g->nnodes; v++)
		if (!g->nodes[v].dead && g->nodes[v].op == TASOC_OP_WEIGHT)
			params += tasoc_numel(&g->nodes[v].out[0]);
	printf("%s: %d nodes, %lld weight elements\n ", m->name, (int)tasoc_graph_live(g), (long long)params);
	for (int op = 0; op < TASOC_OP_COUNT; op++)
		if (counts[op])
			printf(" %s %d", tasoc_ops[op].name, (int)counts[op]);
	printf("\n");
	if (nodes)
		for (int32_t v = 0; v < g->nnodes; v++) {
			char sh[64];
			const tasoc_node *n = &g->nodes[v];
			printf("  %-24s %-12s %s\n", tasoc_node_name(g, v), tasoc_ops[n->op].name,
			       tasoc_shape_str(&n->out[0], sh, sizeof sh));
		}
	for (int32_t i = 0; i < g->noutputs; i++) {
		char sh[64];
		printf("output %s %s\n", tasoc_store_get_string(g->store, g->output_names[i]),
		       tasoc_shape_str(tasoc_ref_shape(g, g->outputs[i]), sh, sizeof sh));
	}
}

/* Runs g on tasoc_fill_random inputs and prints each output's mean and maximum. */
static int execute(tasoc_graph *g)
{
	int32_t ni = tasoc_graph_inputs(g, NULL);
	int32_t *ids = calloc((size_t)ni + 1, sizeof *ids);
	void **in = calloc((size_t)ni + 1, sizeof *in);
	void **out = calloc((size_t)g->noutputs + 1, sizeof *out);
	int rc = EXIT_OK;
	if (!ids || !in || !out) {
		fprintf(stderr, "tasoc run: out of memory\n");
		rc = EXIT_FAIL;
		goto done;
	}
	tasoc_graph_inputs(g, ids);
	for (int32_t i = 0; i < ni; i++) {
		int64_t n = tasoc_numel(&g->nodes[ids[i]].out[0]);
		if (!(in[i] = malloc((size_t)n * sizeof(float)))) {
			fprintf(stderr, "tasoc run: out of memory\n");
			rc = EXIT_FAIL;
			goto done;
		}
		tasoc_fill_random(in[i], n, 100 + (uint64_t)i);
	}
	for (int32_t i = 0; i < g->noutputs; i++)
		if (!(out[i] = malloc((size_t)tasoc_numel(tasoc_ref_shape(g, g->outputs[i])) * sizeof(float)))) {
			fprintf(stderr, "tasoc run: out of memory\n");
			rc = EXIT_FAIL;
			goto done;
		}
	if (tasoc_interp(g, TASOC_MODE_F32, (const void *const *)in, out) != TASOC_OK) {
		fprintf(stderr, "tasoc run: %s\n", g->err);
		rc = EXIT_FAIL;
		goto done;
	}
	for (int32_t i = 0; i < g->noutputs; i++) {
		const float *y = out[i];
		int64_t n = tasoc_numel(tasoc_ref_shape(g, g->outputs[i]));
		double sum = 0, mx = -INFINITY;
		int64_t bad = 0;
		for (int64_t k = 0; k < n; k++) {
			if (!isfinite(y[k])) {
				bad++;
				continue;
			}
			sum += y[k];
			mx = y[k] > mx ? y[k] : mx;
		}
		const char *oname = tasoc_store_get_string(g->store, g->output_names[i]);
		if (bad == n) {
			printf("output %s: none of its %lld values is finite\n", oname, (long long)n);
			continue;
		}
		printf("output %s: mean %.6f, max %.6f", oname, sum / (double)(n - bad), mx);
		if (bad)
			printf(" (%lld of %lld values not finite, left out)", (long long)bad, (long long)n);
		printf("\n");
	}
done:
	for (int32_t i = 0; in && i < ni; i++)
		free(in[i]);
	for (int32_t i = 0; out && i < g->noutputs; i++)
		free(out[i]);
	free(ids);
	free(in);
	free(out);
	return rc;
}

int cmd_run(int argc, char **argv)
{
	if (tool_wants_help(argc, argv)) {
		usage(stdout);
		return EXIT_OK;
	}
	int nodes = 0, exec = 0;
	const char *name = NULL;
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--nodes") == 0)
			nodes = 1;
		else if (strcmp(argv[i], "--exec") == 0)
			exec = 1;
		else if (argv[i][0] != '-' && !name)
			name = argv[i];
		else {
			fprintf(stderr, "tasoc run: unexpected argument '%s'\n", argv[i]);
			usage(stderr);
			return EXIT_USAGE;
		}
	}
	if (!name) {
		usage(stderr);
		return EXIT_USAGE;
	}
	const model_info *m = model_find(name);
	if (!m) {
		fprintf(stderr, "tasoc run: no bundled model '%s'\n", name);
		return EXIT_USAGE;
	}
	tasoc_graph g;
	if (tasoc_graph_init(&g, NULL) != TASOC_OK || model_build(m, name, &g) != TASOC_OK) {
		fprintf(stderr, "tasoc run: building %s: %s\n", m->name, g.err);
		tasoc_graph_free(&g);
		return EXIT_FAIL;
	}
	print_summary(&g, m, nodes);
	int rc = EXIT_OK;
	if (m->large && !exec)
		printf("not executed: %s is large for the reference interpreter; --exec runs it\n", m->name);
	else
		rc = execute(&g);
	tasoc_graph_free(&g);
	return rc;
}

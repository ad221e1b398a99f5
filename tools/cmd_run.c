/* cmd_run.c: `tasoc run MODEL`: build a bundled graph and run the reference interpreter. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../runtime/interp.h"
#include "commands.h"
#include "models.h"

static void usage(FILE *f)
{
	fprintf(f, "usage: tasoc run MODEL\n"
		   "Builds one of the bundled graphs, runs it on pseudo-random inputs with the\n"
		   "float32 reference interpreter and prints its nodes and output statistics.\n\nmodels:\n");
	for (const model_info *m = model_table; m->name; m++)
		fprintf(f, "  %-10s %s\n", m->name, m->summary);
}

int cmd_run(int argc, char **argv)
{
	if (tool_wants_help(argc, argv)) {
		usage(stdout);
		return EXIT_OK;
	}
	if (argc != 2) {
		usage(stderr);
		return EXIT_USAGE;
	}
	const model_info *m = model_find(argv[1]);
	if (!m) {
		fprintf(stderr, "tasoc run: no bundled model '%s'\n", argv[1]);
		return EXIT_USAGE;
	}
	tasoc_graph g;
	if (tasoc_graph_init(&g, NULL) != TASOC_OK || m->build(&g) != TASOC_OK) {
		fprintf(stderr, "tasoc run: building %s: %s\n", m->name, g.err);
		tasoc_graph_free(&g);
		return EXIT_FAIL;
	}
	printf("%s: %d nodes\n", m->name, (int)tasoc_graph_live(&g));
	for (int32_t v = 0; v < g.nnodes; v++) {
		char sh[64];
		const tasoc_node *n = &g.nodes[v];
		printf("  %-12s %-10s %s\n", tasoc_node_name(&g, v), tasoc_ops[n->op].name,
		       tasoc_shape_str(&n->out[0], sh, sizeof sh));
	}
	int32_t ids[64];
	int32_t ni = tasoc_graph_inputs(&g, ids);
	void *in[64] = { 0 }, *out[64] = { 0 };
	int rc = EXIT_OK;
	for (int32_t i = 0; i < ni && i < 64; i++) {
		int64_t n = tasoc_numel(&g.nodes[ids[i]].out[0]);
		in[i] = malloc((size_t)n * sizeof(float));
		if (in[i])
			model_fill(in[i], n, 100 + (uint64_t)i);
	}
	for (int32_t i = 0; i < g.noutputs && i < 64; i++)
		out[i] = malloc((size_t)tasoc_numel(tasoc_ref_shape(&g, g.outputs[i])) * sizeof(float));
	if (tasoc_interp(&g, TASOC_MODE_F32, (const void *const *)in, out) != TASOC_OK) {
		fprintf(stderr, "tasoc run: %s\n", g.err);
		rc = EXIT_FAIL;
	} else {
		for (int32_t i = 0; i < g.noutputs; i++) {
			const float *y = out[i];
			int64_t n = tasoc_numel(tasoc_ref_shape(&g, g.outputs[i]));
			double sum = 0, mx = -INFINITY;
			for (int64_t k = 0; k < n; k++) {
				sum += y[k];
				mx = y[k] > mx ? y[k] : mx;
			}
			char sh[64];
			printf("output %s %s: mean %.6f, max %.6f\n", tasoc_store_get_string(g.store, g.output_names[i]),
			       tasoc_shape_str(tasoc_ref_shape(&g, g.outputs[i]), sh, sizeof sh), sum / (double)n, mx);
		}
	}
	for (int i = 0; i < 64; i++) {
		free(in[i]);
		free(out[i]);
	}
	tasoc_graph_free(&g);
	return rc;
}

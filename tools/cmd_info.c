/* cmd_info.c: `tasoc info IN.onnx`: what tasoc sees in a model. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../host/onnx/onnx.h"
#include "cmd_dims.h"
#include "commands.h"

static void usage(FILE *f)
{
	fprintf(f, "usage: tasoc info [--nodes] [--dim NAME=V] [--input-shape NAME=AxB...] IN.onnx\n"
		   "Imports an ONNX model and prints its inputs and outputs with shapes, how many\n"
		   "nodes of each operator it has, which of them the optimizer may rewrite and which\n"
		   "are opaque (ONNX operators tasoc does not model, kept as they are), and the\n"
		   "size of its weights. --nodes lists every node with its output shape;\n"
		   "--dim NAME=V gives a symbolic dimension a value, --input-shape NAME=1x3x224x224\n"
		   "an input its whole shape (both repeatable).\n"
		   "exit status: 0 ok, 1 the model cannot be imported, 2 usage error.\n");
}

typedef struct op_count {
	char name[64];
	int count;
	int opaque;
} op_count;

int cmd_info(int argc, char **argv)
{
	const char *in = NULL;
	int nodes = 0;
	tasoc_dims dims = { .n = 0 };
	if (tool_wants_help(argc, argv)) {
		usage(stdout);
		return EXIT_OK;
	}
	for (int i = 1; i < argc; i++) {
		int k = cmd_dims_option("tasoc info", argc, argv, &i, &dims);
		if (k < 0)
			return EXIT_USAGE;
		if (k > 0) {
			i--;
			continue;
		}
		if (strcmp(argv[i], "--nodes") == 0)
			nodes = 1;
		else if (argv[i][0] == '-' || in) {
			fprintf(stderr, "tasoc info: unexpected argument '%s'\n", argv[i]);
			usage(stderr);
			return EXIT_USAGE;
		} else
			in = argv[i];
	}
	if (!in) {
		usage(stderr);
		return EXIT_USAGE;
	}
	tasoc_graph g;
	tasoc_onnx_model *m = NULL;
	tasoc_onnx_options io;
	tasoc_dims_import_options(&dims, &io);
	if (tasoc_graph_init(&g, NULL) != TASOC_OK || tasoc_onnx_load_opts(in, &io, &g, &m) != TASOC_OK) {
		fprintf(stderr, "tasoc info: %s: %s\n", in, g.err);
		tasoc_graph_free(&g);
		return EXIT_FAIL;
	}
	op_count ops[128];
	int nops = 0, total = 0, opaque = 0, weights = 0, bundles = 0;
	int64_t wbytes = 0;
	char sh[64], buf[64];
	printf("%s\ninputs:\n", in);
	for (int32_t v = 0; v < g.nnodes; v++) {
		const tasoc_node *n = &g.nodes[v];
		if (n->dead)
			continue;
		if (n->op == TASOC_OP_INPUT)
			printf("  %-24s %s\n", tasoc_node_name(&g, v), tasoc_shape_str(&n->out[0], sh, sizeof sh));
		if (n->op == TASOC_OP_WEIGHT) {
			weights++;
			wbytes += tasoc_numel(&n->out[0]) * (int64_t)sizeof(float);
		}
		if (n->op == TASOC_OP_INPUT || n->op == TASOC_OP_WEIGHT)
			continue;
		if (n->op == TASOC_OP_OPAQUE && strcmp(tasoc_onnx_opaque_type(&g, v, buf, sizeof buf), "(input bundle)") == 0) {
			bundles++; /* no node of the model: said apart below */
			continue;
		}
		const char *name = n->op == TASOC_OP_OPAQUE ? tasoc_onnx_opaque_type(&g, v, buf, sizeof buf)
							    : tasoc_ops[n->op].name;
		int k = 0;
		while (k < nops && !(strcmp(ops[k].name, name) == 0 && ops[k].opaque == (n->op == TASOC_OP_OPAQUE)))
			k++;
		if (k == nops && nops < 128) {
			snprintf(ops[nops].name, sizeof ops[nops].name, "%s", name);
			ops[nops].count = 0;
			ops[nops++].opaque = n->op == TASOC_OP_OPAQUE;
		}
		if (k < nops)
			ops[k].count++;
		total++;
		opaque += n->op == TASOC_OP_OPAQUE;
	}
	printf("outputs:\n");
	for (int32_t i = 0; i < g.noutputs; i++)
		printf("  %-24s %s\n", tasoc_store_get_string(g.store, g.output_names[i]),
		       tasoc_shape_str(tasoc_ref_shape(&g, g.outputs[i]), sh, sizeof sh));
	printf("operators (%d nodes: %d optimizable, %d opaque):\n", total, total - opaque, opaque);
	for (int k = 0; k < nops; k++)
		printf("  %-24s %5d  %s\n", ops[k].name, ops[k].count,
		       ops[k].opaque ? "opaque (kept as imported)" : "optimizable");
	if (bundles)
		printf("  and %d input bundles: no nodes of the model, they carry the inputs of opaque nodes that read\n"
		       "  more than %d tensors\n", bundles, TASOC_MAX_IN);
	/* Every initializer and Constant, of any type: a quantized model's weights are uint8 side constants. */
	size_t all;
	int64_t abytes;
	tasoc_onnx_model_weights(m, &all, &abytes);
	printf("weights: %zu initializers and constants, %lld bytes (%.2f MiB); %d of them float weights tasoc "
	       "maps, %lld bytes (%.2f MiB)\n", all, (long long)abytes, (double)abytes / (1024.0 * 1024.0), weights,
	       (long long)wbytes, (double)wbytes / (1024.0 * 1024.0));
	const tasoc_onnx_import_info *ii = tasoc_onnx_model_info(m);
	printf("import: %zu ONNX nodes in the file, %zu after folding constants (%zu evaluated, %zu If inlined, "
	       "%zu unread dropped); %zu shapes from ONNX's inference\n", ii->nodes_in_file, ii->nodes_after, ii->folded,
	       ii->inlined, ii->pruned, ii->onnx_shapes);
	if (nodes) {
		printf("nodes:\n");
		for (int32_t v = 0; v < g.nnodes; v++) {
			const tasoc_node *n = &g.nodes[v];
			if (n->dead || n->op == TASOC_OP_INPUT || n->op == TASOC_OP_WEIGHT)
				continue;
			const char *op = n->op == TASOC_OP_OPAQUE ? tasoc_onnx_opaque_type(&g, v, buf, sizeof buf)
								  : tasoc_ops[n->op].name;
			printf("  %-32s %-20s %s%s\n", tasoc_node_name(&g, v), op,
			       tasoc_shape_str(&n->out[0], sh, sizeof sh), n->op == TASOC_OP_OPAQUE ? "  (opaque)" : "");
		}
	}
	tasoc_onnx_free(m);
	tasoc_graph_free(&g);
	return EXIT_OK;
}

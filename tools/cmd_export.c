/* cmd_export.c: `tasoc export MODEL -o FILE.onnx`: a bundled graph written as an ONNX model. */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "../host/onnx/onnx.h"
#include "commands.h"
#include "models.h"

static void usage(FILE *f)
{
	fprintf(f, "usage: tasoc export MODEL -o FILE.onnx [--external-data]\n"
		   "Builds one of the bundled graphs (tasoc run --help lists them) and writes it,\n"
		   "weights included, as an ONNX model (IR 8, opset 13), ready for tasoc optimize\n"
		   "or any ONNX runtime. The file is written atomically; with --external-data (the\n"
		   "default only over protobuf's 2 GB) the weights go to FILE.onnx.data beside it.\n"
		   "exit status: 0 ok, 1 the graph cannot be built or written, 2 usage error.\n");
}

int cmd_export(int argc, char **argv)
{
	const char *name = NULL, *out = NULL;
	bool external = false;
	if (tool_wants_help(argc, argv)) {
		usage(stdout);
		return EXIT_OK;
	}
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "-o") == 0 && i + 1 < argc)
			out = argv[++i];
		else if (strcmp(argv[i], "--external-data") == 0)
			external = true;
		else if (argv[i][0] != '-' && !name)
			name = argv[i];
		else {
			if (!tool_missing_value("tasoc export", argc, argv, i, "-o"))
				fprintf(stderr, "tasoc export: unexpected argument '%s'\n", argv[i]);
			usage(stderr);
			return EXIT_USAGE;
		}
	}
	if (!name || !out) {
		usage(stderr);
		return EXIT_USAGE;
	}
	const model_info *m = model_find(name);
	if (!m) {
		fprintf(stderr, "tasoc export: no bundled model '%s' (tasoc run --help lists them)\n", name);
		return EXIT_USAGE;
	}
	tasoc_graph g;
	int rc = EXIT_FAIL;
	if (tasoc_graph_init(&g, NULL) != TASOC_OK || model_build(m, name, &g) != TASOC_OK)
		fprintf(stderr, "tasoc export: building %s: %s\n", name, g.err);
	else if (tasoc_onnx_save_with(NULL, &g, NULL, out, &external) != TASOC_OK)
		fprintf(stderr, "tasoc export: %s: %s\n", out, g.err);
	else {
		printf("tasoc export: %s -> %s (%d tasoc nodes, inputs and weights included%s%s%s)\n", name, out,
		       (int)tasoc_graph_live(&g), external ? "; the weights in " : "", external ? out : "",
		       external ? ".data" : "");
		rc = EXIT_OK;
	}
	tasoc_graph_free(&g);
	return rc;
}

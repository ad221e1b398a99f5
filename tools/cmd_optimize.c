/* cmd_optimize.c: `tasoc optimize IN.onnx -o OUT.onnx`: the options into a configuration, the pipeline's call (host/pipeline/). */
#include <stdio.h>
#include <string.h>

#include "cmd_dims.h"
#include "cmd_search.h"
#include "commands.h"

static void usage(FILE *f)
{
	fprintf(f, "usage: tasoc optimize IN.onnx -o OUT.onnx [OPTIONS]\n"
		   "Imports an ONNX model, searches for a cheaper equivalent graph with the verified\n"
		   "rewrite rules, and writes the result (atomically) to OUT.onnx. Opaque operators\n"
		   "(those tasoc does not model) are kept exactly as they were, but for the branches\n"
		   "of an If on a run-time condition: each is optimized as a graph of its own.\n"
		   "Under --cost ort each opaque node is priced as tasoc cost prices it: timed alone in\n"
		   "ONNX Runtime as a model of the one node; an If whose condition reads only --feed\n"
		   "inputs by the branch those values make it take (in the input, and in the result\n"
		   "with its branches optimized), else by the analytical estimate.\n\noptions:\n"
		   "  -o OUT.onnx      where the optimized model goes (required)\n"
		   CMD_SEARCH_OPTIONS_HELP);
	fprintf(f, CMD_DIMS_HELP CMD_FEED_HELP);
	/* Two calls: one string literal of it all is past the 4095 characters C11 promises. */
	fprintf(f, "  --report FILE    write the summary as JSON to FILE\n"
		   "  --candidate FILE also write the optimized model (the one measured and kept among the\n"
		   "                   candidates) to FILE, even when OUT gets IN unchanged\n"
		   "  --check          run the original and the optimized model on the same random inputs\n"
		   "                   (the reference interpreter where it can run the graph, else ONNX\n"
		   "                   Runtime) and compare the outputs (fails above 1e-4 relative; see\n"
		   "                   tasoc check --help); nothing is written when they differ\n"
		   "  --measure        time both models whole in ONNX Runtime on the target (interleaved)\n"
		   "                   and write the optimized one only when it is faster beyond the noise,\n"
		   "                   else IN unchanged. The default where ONNX Runtime is installed\n"
		   "  --no-measure     write the optimized model without timing it\n"
		   "  --measure-time S stop timing after about S seconds (15)\n"
		   "  --external-data  write the tensors to OUT.data beside OUT (ONNX external data); the\n"
		   "                   default only for a model over protobuf's 2 GB\n\n"
		   "exit status: 0 ok, 1 failure (bad model, write error, check failed or not run,\n"
		   "ONNX Runtime failed while measuring), 2 usage error.\n");
}


/* This command's own keys, beside the search's and the dimensions'. */
static const char *const optimize_keys[] = {
	"report", "candidate", "check", "measure", "no-measure", "measure-time", "external-data", NULL,
};

int cmd_optimize(int argc, char **argv)
{
	if (tool_wants_help(argc, argv)) {
		usage(stdout);
		return EXIT_OK;
	}
	tasoc_config *c = tasoc_config_new();
	if (!c) {
		fprintf(stderr, "tasoc optimize: out of memory\n");
		return EXIT_FAIL;
	}
	const char *in = NULL, *out = NULL;
	for (int i = 1; i < argc;) {
		int k = tool_config_option("tasoc optimize", argc, argv, &i, c, tool_search_keys, optimize_keys);
		if (k == 0)
			k = tool_config_option("tasoc optimize", argc, argv, &i, c, tool_dims_keys, NULL);
		if (k < 0)
			goto usage;
		if (k > 0)
			continue;
		const char *a = argv[i];
		if (strcmp(a, "-o") == 0 && i + 1 < argc) {
			out = argv[++i];
		} else if (a[0] != '-' && !in) {
			in = a;
		} else {
			if (!tool_missing_value("tasoc optimize", argc, argv, i, "-o"))
				fprintf(stderr, "tasoc optimize: unexpected argument '%s'\n", a);
			goto usage;
		}
		i++;
	}
	if (!in || !out) {
		fprintf(stderr, "tasoc optimize: needs IN.onnx and -o OUT.onnx\n");
		goto usage;
	}
	/* --cost and --target that conflict are a usage error, found before the model is read */
	if (tasoc_config_settle(c) != TASOC_OK) {
		fprintf(stderr, "tasoc optimize: %s\n", tasoc_config_error(c));
		goto usage;
	}
	tasoc_config_on_progress(c, tool_print, NULL);
	tasoc_report *r = NULL;
	tasoc_status st = tasoc_optimize_file(c, in, out, &r);
	tasoc_report_free(r);
	tasoc_config_free(c);
	return st == TASOC_OK ? EXIT_OK : EXIT_FAIL;
usage:
	tasoc_config_free(c);
	usage(stderr);
	return EXIT_USAGE;
}

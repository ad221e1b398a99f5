/* cmd_check.c: `tasoc check A.onnx B.onnx`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../host/pipeline/graph_check.h"
#include "cmd_dims.h"
#include "commands.h"

static void usage(FILE *f)
{
	fprintf(f, "usage: tasoc check A.onnx B.onnx [--seed N] [--dim NAME=V] [--input-shape NAME=AxB...] [--feed NAME=V] [--ort]\n"
		   "                   [--target T]\n"
		   "Runs both models on the same pseudo-random inputs (drawn from the seed, default 1234)\n"
		   "and compares B's outputs with A's: with the reference interpreter when it can run both\n"
		   "graphs (exactly, modulo p, when float32 overflows), else with ONNX Runtime (make deps).\n"
		   "Outputs agree when NaN meets NaN, an infinity the same infinity, and the largest other\n"
		   "difference is within %g of the output's largest magnitude. The check of\n"
		   "`tasoc optimize --check`, for two files.\n\noptions:\n"
		   "  --seed N         the inputs' seed\n" CMD_DIMS_HELP CMD_FEED_HELP
		   "  --ort            use ONNX Runtime even where the interpreter could run the graphs\n"
		   "  --target T       run both in the runtime of target T: ort-cpu[:THREADS] (the --ort\n"
		   "                   default, ort-cpu:1), openvino-cpu[:THREADS] or ort-cuda[:THREADS]\n\n"
		   "exit status: 0 the outputs agree, 1 they differ or no check could run, 2 usage error.\n",
		TASOC_CHECK_TOL);
}

/* This command's keys: the inputs' seed, ONNX Runtime only, and where it runs. */
static const char *const check_keys[] = { "seed", "ort", "target", NULL };

int cmd_check(int argc, char **argv)
{
	if (tool_wants_help(argc, argv)) {
		usage(stdout);
		return EXIT_OK;
	}
	tasoc_config *c = tasoc_config_new();
	if (!c) {
		fprintf(stderr, "tasoc check: out of memory\n");
		return EXIT_FAIL;
	}
	const char *a = NULL, *b = NULL;
	for (int i = 1; i < argc;) {
		if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc && !(argv[i + 1][0] >= '0' && argv[i + 1][0] <= '9')) {
			/* tasoc check's seed is a number; backtrack or none are the search's */
			fprintf(stderr, "tasoc check: --seed needs a whole number, not '%s'\n", argv[i + 1]);
			tasoc_config_free(c);
			return EXIT_USAGE;
		}
		if (strcmp(argv[i], "--target") == 0 && i + 1 >= argc) {
			fprintf(stderr, "tasoc check: --target needs a target: ort-cpu[:THREADS], openvino-cpu[:THREADS] or ort-cuda[:THREADS]\n");
			tasoc_config_free(c);
			return EXIT_USAGE;
		}
		/* a bad --seed or --target is said alone; a bad dimension with the usage */
		int k = tool_config_option("tasoc check", argc, argv, &i, c, check_keys, NULL);
		if (k < 0) {
			tasoc_config_free(c);
			return EXIT_USAGE;
		}
		if (k == 0)
			k = tool_config_option("tasoc check", argc, argv, &i, c, tool_dims_keys, NULL);
		if (k < 0)
			goto usage;
		if (k > 0)
			continue;
		if (argv[i][0] != '-' && !a) {
			a = argv[i];
		} else if (argv[i][0] != '-' && !b) {
			b = argv[i];
		} else {
			fprintf(stderr, "tasoc check: unexpected argument '%s'\n", argv[i]);
			goto usage;
		}
		i++;
	}
	if (!a || !b) {
		fprintf(stderr, "tasoc check: needs two models, A.onnx and B.onnx\n");
		goto usage;
	}
	tasoc_config_on_progress(c, tool_print, NULL);
	tasoc_report *r = NULL;
	tasoc_status st = tasoc_check_files(c, a, b, &r);
	int rc = st == TASOC_OK ? EXIT_OK : r && r->status == TASOC_ERR_ARG && !r->checked ? EXIT_USAGE : EXIT_FAIL;
	tasoc_report_free(r);
	tasoc_config_free(c);
	return rc;
usage:
	tasoc_config_free(c);
	usage(stderr);
	return EXIT_USAGE;
}

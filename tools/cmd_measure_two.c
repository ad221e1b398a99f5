/* cmd_measure_two.c: `tasoc measure A.onnx B.onnx`: two models timed whole on a target, as the never-slower guard times them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../host/pipeline/measure.h"
#include "cmd_dims.h"
#include "commands.h"

static void usage(FILE *f)
{
	fprintf(f, "usage: tasoc measure A.onnx B.onnx [OPTIONS]\n"
		   "Times both models whole in ONNX Runtime on the target, interleaved, in batches of\n"
		   "fresh processes, as tasoc optimize's never-slower guard does, and prints B's speedup\n"
		   "over A (A's time over B's) with its 95%% interval. For comparing graphs written for\n"
		   "one target on another (tools/bench_target.sh).\n\noptions:\n"
		   "  --target T       ort-cpu[:THREADS] (the default: ort-cpu:1), openvino-cpu[:THREADS] or\n"
		   "                   ort-cuda[:THREADS]\n"
		   "  --measure-time S stop timing after about S seconds (15)\n"
		   "  --report FILE    write the measurement as JSON to FILE\n"
		   CMD_DIMS_HELP CMD_FEED_HELP
		   "\nexit status: 0 measured, 1 ONNX Runtime failed (a model it cannot load, a worker\n"
		   "that crashed or hung), 2 usage error.\n");
}

int cmd_measure_two(int argc, char **argv)
{
	if (tool_wants_help(argc, argv)) {
		usage(stdout);
		return EXIT_OK;
	}
	const char *a = NULL, *b = NULL, *report = NULL;
	double time_cap = 15;
	tasoc_dims dims = { .n = 0, .feeds_allowed = true };
	for (int i = 1; i < argc;) {
		int k = cmd_dims_option("tasoc measure", argc, argv, &i, &dims);
		if (k < 0)
			return EXIT_USAGE;
		if (k > 0)
			continue;
		const char *o = argv[i];
		if (strcmp(o, "--target") == 0 && i + 1 < argc) {
			char err[256];
			tasoc_target t;
			if (tasoc_target_parse(argv[++i], &t, err, sizeof err) != 0) {
				fprintf(stderr, "tasoc measure: --target: %s\n", err);
				return EXIT_USAGE;
			}
			if (!tasoc_target_is_measured(&t)) {
				fprintf(stderr, "tasoc measure: --target %s: models are timed in a runtime, on "
						TASOC_TARGET_MEASURED_NAMES "\n", argv[i]);
				return EXIT_USAGE;
			}
			tasoc_ort_set_target(&t);
		} else if (strcmp(o, "--measure-time") == 0 && i + 1 < argc) {
			char *end;
			time_cap = strtod(argv[++i], &end);
			if (*end || end == argv[i] || !(time_cap > 0)) {
				fprintf(stderr, "tasoc measure: --measure-time needs a number of seconds above 0, not '%s'\n",
					argv[i]);
				return EXIT_USAGE;
			}
		} else if (strcmp(o, "--report") == 0 && i + 1 < argc) {
			report = argv[++i];
		} else if (o[0] != '-' && !a) {
			a = o;
		} else if (o[0] != '-' && !b) {
			b = o;
		} else {
			if (!tool_missing_value("tasoc measure", argc, argv, i, "--target --measure-time --report"))
				fprintf(stderr, "tasoc measure: unexpected argument '%s'\n", o);
			usage(stderr);
			return EXIT_USAGE;
		}
		i++;
	}
	if (!a || !b) {
		fprintf(stderr, "tasoc measure: needs two models, A.onnx and B.onnx\n");
		usage(stderr);
		return EXIT_USAGE;
	}
	char symbols[2048];
	tasoc_ort_lazy_symbols(&dims, symbols, sizeof symbols);
	tasoc_ort_lazy ort = { 0 };
	tasoc_measure_result r;
	int rc = tasoc_measure_models(&ort, a, b, symbols, time_cap, 0, &r);
	tasoc_ort_lazy_done(&ort);
	if (rc != 0) {
		fprintf(stderr, "tasoc measure: %s\n", r.why);
		return EXIT_FAIL;
	}
	printf("measured (%s): %s %.4f ms, %s %.4f ms, speedup %.3fx (95%% interval %.3f-%.3f over %d batches of "
	       "fresh processes, %d paired rounds, %.1f s%s)\n", r.engine, a, r.ms_before, b, r.ms_after, r.s.median,
	       r.s.low, r.s.high, r.s.batches, r.s.rounds, r.seconds, r.stopped_by_time ? ", stopped by --measure-time" : "");
	if (report) {
		FILE *f = fopen(report, "w");
		if (!f) {
			fprintf(stderr, "tasoc measure: cannot write %s\n", report);
			return EXIT_FAIL;
		}
		tasoc_measure_json(f, &r);
		fputc('\n', f);
		if (fclose(f) != 0) {
			fprintf(stderr, "tasoc measure: cannot write %s\n", report);
			return EXIT_FAIL;
		}
	}
	return EXIT_OK;
}

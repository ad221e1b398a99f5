/* cmd_cost.c: `tasoc cost`: profile operator costs of bundled graphs into a cache; `tasoc cost emit`: the cache as C. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../host/backend/cost_backend.h"
#include "../host/fileio.h"
#include "../host/onnx/onnx.h"
#include "../core/search.h"
#include "cmd_dims.h"
#include "../host/pipeline/if_cost.h"
#include "../host/pipeline/cost_onnx.h"
#include "../host/pipeline/opaque.h"
#include "../host/pipeline/ort.h"
#include "cmd_search.h"
#include "commands.h"
#include "models.h"
#include "../host/cost_file.h"

static void usage(FILE *f)
{
	fprintf(f, "usage: tasoc cost [OPTIONS] MODEL|FILE.onnx...\n"
		   "       tasoc cost emit CACHE -o FILE.c [--symbol NAME]\n"
		   "       tasoc cost groups [--cost M]   (tasoc cost groups --help)\n"
		   "       tasoc cost models CACHE -o DIR\n\n"
		   "The first form prints each graph's cost under a cost model (a bundled graph, or\n"
		   "an ONNX file: under --cost ort its opaque nodes are timed alone, each as a model\n"
		   "of one node, and an If whose condition reads only --feed inputs is priced by the\n"
		   "branch those values make it take) and, with --cost-cache, keeps every operator\n"
		   "cost in that file (profiled once, reused by later runs). With --search it also\n"
		   "runs the search, so the cache holds every shape the search asks about.\n"
		   "The second form writes a cache as C source defining a tasoc_cost_table\n"
		   "(default name tasoc_cost_profiled), for a build that must not profile:\n"
		   "compile it with -I core and pass tasoc_cost_table_backend(&NAME) to\n"
		   "tasoc_cost_init.\n"
		   "The fourth writes, for each key of a cache, the one-operator ONNX model the\n"
		   "ort cost model times for it (an operator with weights 2 to 8 times: the copies\n"
		   "after the first are timed), as DIR/N.onnx, and prints N and the key.\n\noptions:\n");
	/* three strings: one would pass the 4095 characters C requires compilers to take */
	fputs(CMD_SEARCH_OPTIONS_HELP, f);
	fputs("  --search         also run the search with the cost model\n"
		   "  --measure        with --cost ort: also time each graph whole in ONNX Runtime\n"
		   "                   (a bundled one exported to a temporary file, an ONNX file as it\n"
		   "                   is) and print the prediction's error\n" CMD_DIMS_HELP CMD_FEED_HELP, f);
}

static void emit_usage(FILE *f)
{
	fprintf(f, "usage: tasoc cost emit CACHE -o FILE.c [--symbol NAME]\n"
		   "Writes the cost cache CACHE (from tasoc cost --cost-cache) as C source defining\n"
		   "a tasoc_cost_table NAME (default tasoc_cost_profiled), for a build that must\n"
		   "not profile: compile it with -I core and pass tasoc_cost_table_backend(&NAME)\n"
		   "to tasoc_cost_init. The file is written atomically.\n");
}

static int emit(int argc, char **argv)
{
	const char *cache = NULL, *out = NULL, *symbol = "tasoc_cost_profiled";
	if (tool_wants_help(argc, argv)) {
		emit_usage(stdout);
		return EXIT_OK;
	}
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "-o") == 0 && i + 1 < argc)
			out = argv[++i];
		else if (strcmp(argv[i], "--symbol") == 0 && i + 1 < argc)
			symbol = argv[++i];
		else if (argv[i][0] != '-' && !cache)
			cache = argv[i];
		else {
			if (!tool_missing_value("tasoc cost emit", argc, argv, i, "-o --symbol"))
				fprintf(stderr, "tasoc cost emit: unexpected argument '%s'\n", argv[i]);
			emit_usage(stderr);
			return EXIT_USAGE;
		}
	}
	if (!cache || !out) {
		emit_usage(stderr);
		return EXIT_USAGE;
	}
	tasoc_cost_model cm;
	if (tasoc_cost_init(&cm, NULL, NULL) != TASOC_OK || tasoc_cost_load(&cm, cache) != TASOC_OK) {
		fprintf(stderr, "tasoc cost emit: %s\n", cm.err);
		tasoc_cost_free(&cm);
		return EXIT_FAIL;
	}
	tasoc_status st = tasoc_cost_write_c(&cm, symbol, out);
	if (st == TASOC_ERR_ARG)
		fprintf(stderr, "tasoc cost emit: --symbol %s: the symbol must be a C identifier\n", symbol);
	else if (st == TASOC_ERR_IO)
		fprintf(stderr, "tasoc cost emit: cannot write %s: %s\n", out, strerror(errno));
	else if (st != TASOC_OK)
		fprintf(stderr, "tasoc cost emit: %s: %s\n", out, tasoc_status_str(st));
	else
		printf("%s: %d operator costs as %s\n", out, (int)cm.nused, symbol);
	tasoc_cost_free(&cm);
	return st == TASOC_OK ? EXIT_OK : st == TASOC_ERR_ARG ? EXIT_USAGE : EXIT_FAIL;
}

/*
 * The model at path timed whole by the ORT worker, against the prediction
 * (predicted < 0: none could be made; the time alone is printed).
 */
static int measure_file(const char *path, const char *symbols, const char *name, double predicted)
{
	char err[256];
	tasoc_ort_whole w;
	if (tasoc_cost_ort_time_model(path, symbols, 20, &w, err, sizeof err) != TASOC_OK) {
		fprintf(stderr, "tasoc cost: --measure: %s: %s\n", name, err);
		return EXIT_FAIL;
	}
	double median = w.median;
	if (predicted < 0) {
		printf("%-14s measured in ORT: CPU %.4f ms a run (3 processes: %.4f-%.4f); wall median %.4f ms (+-%.1f%%), "
		       "fastest quarter %.4f ms; no prediction (above)\n",
		       name, w.cpu, w.cpu_lo, w.cpu_hi, w.median, 100 * w.spread / w.median, w.fast);
		return EXIT_OK;
	}
	/*
	 * Three figures. The CPU time of a run is what it takes with the time
	 * it was descheduled left out: on a loaded machine a single-threaded
	 * run of 100 ms and more is descheduled in every run (mlsd: 491 ms
	 * wall at one moment, 1052 ms a few minutes later), and no statistic of
	 * wall times takes that out. The median wall time is what a run takes
	 * here and now; the fastest quarter of the wall times is the statistic
	 * each key's cost is, fair for short runs on a busy machine.
	 */
	/*
	 * The figure the prediction is held to: the lesser of the CPU time and
	 * the fastest quarter. Each bounds an undisturbed run from above in its
	 * own way: the CPU time counts the process's other threads too (the
	 * binding's and V8's, tens of microseconds a run: silero's CPU time is
	 * 0.23 ms a run, its fastest runs 0.165 ms of wall time), the wall time
	 * what the load took (NasNet-A: 298 ms of CPU, 391 ms fastest quarter).
	 */
	double best = w.cpu < w.fast ? w.cpu : w.fast;
	printf("%-14s measured in ORT %.4f ms (the lesser of CPU and fastest quarter), predicted %+.1f%%\n", name, best,
	       100 * (predicted / best - 1));
	printf("%-14s measured in ORT: CPU %.4f ms a run (3 processes: %.4f-%.4f), predicted %+.1f%%; wall median "
	       "%.4f ms (+-%.1f%% between processes), predicted %+.1f%%; fastest quarter %.4f ms, predicted %+.1f%%\n",
	       name, w.cpu, w.cpu_lo, w.cpu_hi, 100 * (predicted / w.cpu - 1), w.median, 100 * w.spread / w.median,
	       100 * (predicted / w.median - 1), w.fast, 100 * (predicted / w.fast - 1));
	/*
	 * Wall times stretch with the machine's load (a single-threaded run
	 * shares its core); each node's fastest kernel time in the whole
	 * model does not, and it is what a per-operator cost predicts.
	 */
	int nodes = 0, runs = median > 200 ? 3 : 10; /* isnet takes seconds a run: its kernels vary less than the load */
	double floor = tasoc_cost_ort_node_floor(path, symbols, runs, &nodes, err, sizeof err), per, trivial;
	if (floor > 0) {
		printf("%-14s kernels in the whole model (each node's fastest of %d runs, summed; the median of 3 "
		       "processes) %.4f ms, predicted %+.1f%%\n", name, runs, floor, 100 * (predicted / floor - 1));
		/* The same less the profiler's own time per node, as each key's cost is (cost_ort.c). */
		if (tasoc_cost_ort_overhead(&per, &trivial) && floor - nodes * per > 0)
			printf("%-14s the same less the profiler's %.2f us a node (%d nodes) %.4f ms, predicted %+.1f%% "
			       "(a trivial node: %.2f us)\n",
			       name, 1000 * per, nodes, floor - nodes * per, 100 * (predicted / (floor - nodes * per) - 1),
			       1000 * trivial);
	} else
		fprintf(stderr, "tasoc cost: --measure: %s: %s\n", name, err);
	return EXIT_OK;
}

/* The graph exported to a temporary file and timed whole by the ORT worker, against the prediction. */
static int measure_whole(tasoc_graph *g, const char *name, double predicted)
{
	const char *tmp = getenv("TMPDIR");
	char path[512];
	snprintf(path, sizeof path, "%s/tasoc-measure-XXXXXX", tmp && tmp[0] ? tmp : "/tmp");
	int fd = mkstemp(path);
	if (fd < 0) {
		fprintf(stderr, "tasoc cost: --measure: cannot make a temporary file in %s\n", tmp && tmp[0] ? tmp : "/tmp");
		return EXIT_FAIL;
	}
	close(fd);
	int rc = EXIT_FAIL;
	if (tasoc_onnx_save(NULL, g, path) != TASOC_OK)
		fprintf(stderr, "tasoc cost: --measure: exporting %s: %s\n", name, g->err);
	else
		rc = measure_file(path, NULL, name, predicted);
	unlink(path);
	return rc;
}

/* An ONNX file: priced as the library prices it (host/pipeline/cost_onnx.c), then measured. */
static int cost_file(const char *path, const tasoc_dims *dims, tasoc_cost_model *cm, int measure)
{
	tasoc_cost_onnx_result c;
	if (tasoc_cost_onnx(path, dims, cm, &c) != 0)
		return EXIT_FAIL;
	if (!measure)
		return EXIT_OK;
	char symbols[1024];
	tasoc_ort_lazy_symbols(dims, symbols, sizeof symbols);
	if (c.untimed)
		printf("%-14s no prediction: %d opaque node%s could not be timed alone; the first: %s\n", c.name, c.untimed,
		       c.untimed > 1 ? "s" : "", c.why);
	return measure_file(path, symbols, c.name, c.untimed ? -1 : c.cost);
}

/* Each key's ONNX model as --cost ort times it (a key with weights: its operator 2 to 8 times), for a look or a test. */
static void models_usage(FILE *f)
{
	fprintf(f, "usage: tasoc cost models CACHE -o DIR\n"
		   "Writes, for each key of the cost cache CACHE that the ort cost model handles, the\n"
		   "one-operator ONNX model it times for that key (an operator with weights 2 to 8\n"
		   "times: the copies after the first are timed), as DIR/N.onnx, and prints N and the key.\n");
}

static int models(int argc, char **argv)
{
	if (tool_wants_help(argc, argv)) {
		models_usage(stdout);
		return EXIT_OK;
	}
	if (argc != 4 || strcmp(argv[2], "-o") != 0) {
		models_usage(stderr);
		return EXIT_USAGE;
	}
	tasoc_cost_model cm;
	if (tasoc_cost_init(&cm, NULL, NULL) != TASOC_OK || tasoc_cost_load(&cm, argv[1]) != TASOC_OK) {
		fprintf(stderr, "tasoc cost models: %s\n", cm.err);
		tasoc_cost_free(&cm);
		return EXIT_FAIL;
	}
	const tasoc_cost_entry **v = NULL;
	int32_t n = 0;
	int rc = tasoc_cost_sorted(&cm, &v, &n) == TASOC_OK ? EXIT_OK : EXIT_FAIL;
	for (int32_t i = 0; rc == EXIT_OK && i < n; i++) {
		char line[4096], err[256], path[1024];
		void *data = NULL;
		size_t size;
		if (!tasoc_cost_ort_handles(&v[i]->key) || tasoc_cost_format(v[i], line, sizeof line) != 0)
			continue;
		snprintf(path, sizeof path, "%s/%d.onnx", argv[3], (int)i);
		if (tasoc_cost_ort_timed_model(&v[i]->key, &data, &size, err, sizeof err) != TASOC_OK) {
			fprintf(stderr, "tasoc cost models: %s\n", err);
			rc = EXIT_FAIL;
		} else if (tasoc_write_atomic(path, data, size) != 0) {
			fprintf(stderr, "tasoc cost models: %s: cannot write the file\n", path);
			rc = EXIT_FAIL;
		} else {
			printf("%d.onnx %s\n", (int)i, line);
		}
		free(data);
	}
	tasoc_free(cm.al, v);
	tasoc_cost_free(&cm);
	return rc;
}

int cmd_cost(int argc, char **argv)
{
	/* the subcommands first: each has its own --help */
	if (argc >= 2 && strcmp(argv[1], "emit") == 0)
		return emit(argc - 1, argv + 1);
	if (argc >= 2 && strcmp(argv[1], "models") == 0)
		return models(argc - 1, argv + 1);
	if (argc >= 2 && strcmp(argv[1], "groups") == 0)
		return cmd_cost_groups(argc - 1, argv + 1);
	if (tool_wants_help(argc, argv)) {
		usage(stdout);
		return EXIT_OK;
	}
	tasoc_config *cfg = tool_config();
	if (!cfg)
		return EXIT_FAIL;
	int search = 0, measure = 0, nmodels = 0;
	const model_info *models[64];
	const char *files[64]; /* an ONNX file in place of a bundled model, else NULL */
	tasoc_dims dims = { .n = 0, .feeds_allowed = true };
	for (int i = 1; i < argc;) {
		/*
		 * --search alone is this command's (search, then profile the
		 * result); --search backtrack|saturate is the search option,
		 * which also searches.
		 */
		if (strcmp(argv[i], "--search") == 0 &&
		    (i + 1 >= argc || (strcmp(argv[i + 1], "backtrack") && strcmp(argv[i + 1], "saturate")))) {
			search = 1;
			i++;
			continue;
		}
		if (strcmp(argv[i], "--search") == 0)
			search = 1;
		int r = tool_config_option("tasoc cost", argc, argv, &i, cfg, tool_search_keys, NULL);
		if (r < 0)
			return EXIT_USAGE;
		if (r > 0)
			continue;
		int d = cmd_dims_option("tasoc cost", argc, argv, &i, &dims);
		if (d < 0)
			return EXIT_USAGE;
		if (d > 0)
			continue;
		size_t len = strlen(argv[i]);
		if (strcmp(argv[i], "--search") == 0) {
			search = 1;
		} else if (strcmp(argv[i], "--measure") == 0) {
			measure = 1;
		} else if (argv[i][0] == '-') {
			fprintf(stderr, "tasoc cost: unknown option '%s'\n", argv[i]);
			return EXIT_USAGE;
		} else if (nmodels < 64 && len > 5 && strcmp(argv[i] + len - 5, ".onnx") == 0) {
			models[nmodels] = NULL;
			files[nmodels++] = argv[i];
		} else if (!model_find(argv[i]) || nmodels == 64) {
			fprintf(stderr, "tasoc cost: no bundled model '%s' (tasoc run --help lists them; an ONNX file's name ends in .onnx)\n", argv[i]);
			return EXIT_USAGE;
		} else {
			files[nmodels] = NULL;
			models[nmodels++] = model_find(argv[i]);
		}
		i++;
	}
	if (nmodels == 0) {
		usage(stderr);
		return EXIT_USAGE;
	}
	if (tasoc_config_settle(cfg) != TASOC_OK) {
		fprintf(stderr, "tasoc cost: %s\n", tasoc_config_error(cfg));
		return EXIT_USAGE;
	}
	tasoc_search_args a = tasoc_config_opts(cfg)->search;
	tasoc_cost_choice cc = tasoc_config_opts(cfg)->cost;
	if (measure && strcmp(tasoc_cost_choice_name(&cc), "ort") != 0) {
		fprintf(stderr, "tasoc cost: --measure compares the ort cost model with ORT: it needs --cost ort\n");
		return EXIT_USAGE;
	}
	tasoc_cost_model cm;
	if (tasoc_cost_make("tasoc cost", &cc, &cm) != TASOC_OK)
		return EXIT_FAIL;
	if (measure && !tasoc_cost_is_measured(cm.backend.name)) {
		fprintf(stderr, "tasoc cost: --measure: ONNX Runtime is not available\n");
		tasoc_cost_made_done("tasoc cost", &cc, &cm);
		return EXIT_FAIL;
	}
	int rc = EXIT_OK;
	for (int i = 0; i < nmodels && rc == EXIT_OK; i++) {
		const model_info *m = models[i];
		if (files[i]) {
			rc = cost_file(files[i], &dims, &cm, measure);
			continue;
		}
		tasoc_graph g, out;
		if (tasoc_graph_init(&g, NULL) != TASOC_OK || m->build(&g) != TASOC_OK) {
			fprintf(stderr, "tasoc cost: building %s: %s\n", m->name, g.err);
			rc = EXIT_FAIL;
		} else {
			double cost = tasoc_cost_graph(&cm, &g);
			printf("%-14s %s cost %.4f ms\n", m->name, cm.backend.name, cost);
			if (measure && measure_whole(&g, m->name, cost) != EXIT_OK)
				rc = EXIT_FAIL;
			if (search && cmd_search_optimize("tasoc cost", &g, &a, &cm, &out, NULL) == EXIT_OK) {
				printf("%-14s %s cost after search %.4f ms\n", m->name, cm.backend.name,
				       tasoc_cost_graph(&cm, &out));
				tasoc_graph_free(&out);
			}
		}
		tasoc_graph_free(&g);
	}
	printf("%d operator costs cached (%lld measured now)\n", (int)cm.nused, (long long)cm.misses);
	if (tasoc_cost_made_done("tasoc cost", &cc, &cm) != TASOC_OK)
		rc = EXIT_FAIL;
	return rc;
}

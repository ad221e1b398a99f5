/* cmd_cost.c: `tasoc cost`: profile operator costs of bundled graphs into a cache; `tasoc cost emit`: the cache as C. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cmd_search.h"
#include "commands.h"
#include "models.h"

static void usage(FILE *f)
{
	fprintf(f, "usage: tasoc cost [OPTIONS] MODEL...\n"
		   "       tasoc cost emit CACHE -o FILE.c [--symbol NAME]\n"
		   "       tasoc cost groups [--cost M]   (tasoc cost groups --help)\n\n"
		   "The first form prints each bundled graph's cost under a cost model and,\n"
		   "with --cost-cache, keeps every operator cost in that file (profiled once,\n"
		   "reused by later runs). With --search it also runs the search, so the cache\n"
		   "holds every shape the search asks about.\n"
		   "The second form writes a cache as C source defining a tasoc_cost_table\n"
		   "(default name tasoc_cost_profiled), for a build that must not profile:\n"
		   "compile it with -I runtime and pass tasoc_cost_table_backend(&NAME) to\n"
		   "tasoc_cost_init.\n\noptions:\n" CMD_SEARCH_OPTIONS_HELP
		   "  --search         also run the search with the cost model\n");
}

static void emit_usage(FILE *f)
{
	fprintf(f, "usage: tasoc cost emit CACHE -o FILE.c [--symbol NAME]\n"
		   "Writes the cost cache CACHE (from tasoc cost --cost-cache) as C source defining\n"
		   "a tasoc_cost_table NAME (default tasoc_cost_profiled), for a build that must\n"
		   "not profile: compile it with -I runtime and pass tasoc_cost_table_backend(&NAME)\n"
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

int cmd_cost(int argc, char **argv)
{
	/* the subcommands first: each has its own --help */
	if (argc >= 2 && strcmp(argv[1], "emit") == 0)
		return emit(argc - 1, argv + 1);
	if (argc >= 2 && strcmp(argv[1], "groups") == 0)
		return cmd_cost_groups(argc - 1, argv + 1);
	if (tool_wants_help(argc, argv)) {
		usage(stdout);
		return EXIT_OK;
	}
	cmd_search_args a;
	cmd_search_defaults(&a);
	int search = 0, nmodels = 0;
	const model_info *models[64];
	for (int i = 1; i < argc;) {
		int r = cmd_search_option("tasoc cost", argc, argv, &i, &a);
		if (r < 0)
			return EXIT_USAGE;
		if (r > 0)
			continue;
		if (strcmp(argv[i], "--search") == 0) {
			search = 1;
		} else if (argv[i][0] == '-') {
			fprintf(stderr, "tasoc cost: unknown option '%s'\n", argv[i]);
			return EXIT_USAGE;
		} else if (!model_find(argv[i]) || nmodels == 64) {
			fprintf(stderr, "tasoc cost: no bundled model '%s' (tasoc run --help lists them)\n", argv[i]);
			return EXIT_USAGE;
		} else {
			models[nmodels++] = model_find(argv[i]);
		}
		i++;
	}
	if (nmodels == 0) {
		usage(stderr);
		return EXIT_USAGE;
	}
	tasoc_cost_model cm;
	if (cmd_search_cost("tasoc cost", &a, &cm) != EXIT_OK)
		return EXIT_FAIL;
	int rc = EXIT_OK;
	for (int i = 0; i < nmodels && rc == EXIT_OK; i++) {
		const model_info *m = models[i];
		tasoc_graph g, out;
		if (tasoc_graph_init(&g, NULL) != TASOC_OK || m->build(&g) != TASOC_OK) {
			fprintf(stderr, "tasoc cost: building %s: %s\n", m->name, g.err);
			rc = EXIT_FAIL;
		} else {
			printf("%-14s %s cost %.4f ms\n", m->name, cm.backend.name, tasoc_cost_graph(&cm, &g));
			if (search && cmd_search_optimize("tasoc cost", &g, &a, &cm, &out, NULL) == EXIT_OK) {
				printf("%-14s %s cost after search %.4f ms\n", m->name, cm.backend.name,
				       tasoc_cost_graph(&cm, &out));
				tasoc_graph_free(&out);
			}
		}
		tasoc_graph_free(&g);
	}
	printf("%d operator costs cached (%lld measured now)\n", (int)cm.nused, (long long)cm.misses);
	if (cmd_search_cost_done("tasoc cost", &a, &cm) != EXIT_OK)
		rc = EXIT_FAIL;
	return rc;
}

/* cmd_search.c: `tasoc search MODEL`: optimize a bundled graph and report what the search did. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../core/interp.h"
#include "cmd_search.h"
#include "commands.h"
#include "models.h"

static void usage(FILE *f)
{
	fprintf(f, "usage: tasoc search [OPTIONS] MODEL\n"
		   "Optimizes one of the bundled graphs (tasoc run --help lists them) with the\n"
		   "cost-based search over the generated rules and reports costs, the rules\n"
		   "applied and the search figures.\n\noptions:\n" CMD_SEARCH_OPTIONS_HELP
		   "  --also-cost M    also report both graphs' costs under cost model M\n"
		   "  --also-cost-cache F   the cost cache of --also-cost (load, then save)\n"
		   "  --check          run both graphs with the reference interpreter on the same\n"
		   "                   random inputs and compare the outputs (small models only)\n"
		   "  --arena SIZE     search as firmware does: in a fixed arena of SIZE bytes (K, M, G),\n"
		   "                   cost cache included, weights not folded; prints the arena's peak\n");
}

static int check(tasoc_graph *a, tasoc_graph *b)
{
	int32_t ids[64];
	int32_t ni = tasoc_graph_inputs(a, ids), rc = EXIT_OK;
	void *in[64] = { 0 }, *oa[64] = { 0 }, *ob[64] = { 0 };
	if (ni > 64 || a->noutputs > 64)
		return EXIT_FAIL;
	for (int32_t i = 0; i < ni; i++) {
		int64_t n = tasoc_numel(&a->nodes[ids[i]].out[0]);
		in[i] = malloc((size_t)n * sizeof(float));
		tasoc_fill_random(in[i], n, 500 + (uint64_t)i);
	}
	for (int32_t i = 0; i < a->noutputs; i++) {
		size_t n = (size_t)tasoc_numel(tasoc_ref_shape(a, a->outputs[i]));
		oa[i] = malloc(n * sizeof(float));
		ob[i] = malloc(n * sizeof(float));
	}
	double worst = 0;
	if (tasoc_interp(a, TASOC_MODE_F32, (const void *const *)in, oa) != TASOC_OK ||
	    tasoc_interp(b, TASOC_MODE_F32, (const void *const *)in, ob) != TASOC_OK) {
		fprintf(stderr, "tasoc search: --check: %s%s\n", a->err, b->err);
		rc = EXIT_FAIL;
	} else {
		for (int32_t i = 0; i < a->noutputs; i++) {
			int64_t n = tasoc_numel(tasoc_ref_shape(a, a->outputs[i]));
			for (int64_t k = 0; k < n; k++) {
				double x = ((float *)oa[i])[k], y = ((float *)ob[i])[k];
				double d = fabs(x - y) / (1 + fabs(x));
				worst = d > worst || isnan(d) ? (isnan(d) ? INFINITY : d) : worst;
			}
		}
		printf("check: outputs agree to %.2g (relative)\n", worst);
		if (!(worst <= 1e-3))
			rc = EXIT_FAIL;
	}
	for (int i = 0; i < 64; i++) {
		free(in[i]);
		free(oa[i]);
		free(ob[i]);
	}
	return rc;
}

int cmd_search(int argc, char **argv)
{
	if (tool_wants_help(argc, argv)) {
		usage(stdout);
		return EXIT_OK;
	}
	tasoc_config *cfg = tool_config();
	if (!cfg)
		return EXIT_FAIL;
	const char *model = NULL, *also = NULL, *also_cache = NULL;
	int do_check = 0;
	search_arena sa = { .size = 0 };
	for (int i = 1; i < argc;) {
		int r = tool_config_option("tasoc search", argc, argv, &i, cfg, tool_search_keys, NULL);
		if (r < 0)
			return EXIT_USAGE;
		if (r > 0)
			continue;
		if (strcmp(argv[i], "--check") == 0) {
			do_check = 1;
		} else if (strcmp(argv[i], "--also-cost") == 0 && i + 1 < argc) {
			also = argv[++i];
		} else if (strcmp(argv[i], "--also-cost-cache") == 0 && i + 1 < argc) {
			also_cache = argv[++i];
		} else if (strcmp(argv[i], "--arena") == 0 && i + 1 < argc) {
			double bytes;
			if (tool_parse_size(argv[++i], &bytes) != 0 || bytes > 1e12) {
				fprintf(stderr, "tasoc search: --arena takes a size in bytes, with K, M or G; got '%s'\n",
					argv[i]);
				return EXIT_USAGE;
			}
			sa.size = (size_t)bytes;
		} else if (argv[i][0] == '-' || model) {
			if (!tool_missing_value("tasoc search", argc, argv, i, "--also-cost --also-cost-cache --arena"))
				fprintf(stderr, "tasoc search: unexpected argument '%s'\n", argv[i]);
			usage(stderr);
			return EXIT_USAGE;
		} else {
			model = argv[i];
		}
		i++;
	}
	if (!model) {
		usage(stderr);
		return EXIT_USAGE;
	}
	if (tasoc_config_settle(cfg) != TASOC_OK) {
		fprintf(stderr, "tasoc search: %s\n", tasoc_config_error(cfg));
		return EXIT_USAGE;
	}
	tasoc_search_args a = tasoc_config_opts(cfg)->search;
	tasoc_cost_choice cc = tasoc_config_opts(cfg)->cost;
	const model_info *m = model_find(model);
	if (!m) {
		fprintf(stderr, "tasoc search: no bundled model '%s' (tasoc run --help lists them)\n", model);
		return EXIT_USAGE;
	}
	tasoc_graph g, out;
	if (tasoc_graph_init(&g, NULL) != TASOC_OK || model_build(m, model, &g) != TASOC_OK) {
		fprintf(stderr, "tasoc search: building %s: %s\n", m->name, g.err);
		tasoc_graph_free(&g);
		return EXIT_FAIL;
	}
	tasoc_cost_model cm;
	if (tasoc_cost_make("tasoc search", &cc, &cm) != TASOC_OK) {
		tasoc_graph_free(&g);
		return EXIT_FAIL;
	}
	printf("model: %s\n", m->name);
	int rc = sa.size ? cmd_search_in_arena("tasoc search", &g, &a, &cm, &sa, &out)
			 : cmd_search_optimize("tasoc search", &g, &a, &cm, &out, stdout);
	if (rc == EXIT_OK && also) {
		tasoc_cost_choice b = cc;
		b.cost = also;
		b.cache = also_cache;
		tasoc_cost_model cm2;
		if (tasoc_cost_make("tasoc search", &b, &cm2) == TASOC_OK) {
			/* The input as the search charged it: in the runtime canonical form. */
			tasoc_graph canon;
			double before = -1, after = tasoc_cost_graph(&cm2, &out);
			if (tasoc_graph_clone(&g, &canon) == TASOC_OK) {
				if (tasoc_canonicalize(&canon, NULL, NULL) == TASOC_OK)
					before = tasoc_cost_graph(&cm2, &canon);
				tasoc_graph_free(&canon);
			}
			char ch[32];
			if (before < 0) {
				fprintf(stderr, "tasoc search: out of memory\n");
				rc = EXIT_FAIL;
			} else {
				printf("predicted cost (%s model): %.4f ms -> %.4f ms (%s)\n", cm2.backend.name, before,
				       after, cmd_search_change(before, after, ch, sizeof ch));
			}
			tasoc_cost_made_done("tasoc search", &b, &cm2);
		} else {
			rc = EXIT_FAIL;
		}
	}
	if (rc == EXIT_OK && do_check)
		rc = check(&g, &out);
	if (tasoc_cost_made_done("tasoc search", &cc, &cm) != TASOC_OK)
		rc = EXIT_FAIL;
	if (sa.size)
		cmd_search_arena_done(&sa, &out);
	else if (out.al)
		tasoc_graph_free(&out);
	tasoc_graph_free(&g);
	return rc;
}

/* cmd_matches.c: `tasoc rules matches`: where the generated rules match on the bundled models. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../core/rewrite.h"
#include "commands.h"
#include "models.h"

static void usage(FILE *f)
{
	fprintf(f, "usage: tasoc rules matches [MODEL...] [--apply]\n"
		   "Builds each bundled model (default: all of them; see tasoc run --help), runs\n"
		   "the matcher of every rule in generated/rules.c at every live node and prints,\n"
		   "per model, the rules that match and how often. With --apply each match is also\n"
		   "applied to a fresh copy of the graph, counting rewrites that succeed (the rest\n"
		   "fail on shapes). The time spent goes to stderr.\n");
}

typedef struct counter {
	tasoc_graph *g;
	const tasoc_rule *r;
	int apply;
	long matches, applied;
} counter;

static int on_match(void *ctx, const tasoc_match *m)
{
	counter *c = ctx;
	c->matches++;
	if (c->apply) {
		tasoc_graph copy;
		if (tasoc_graph_clone(c->g, &copy) == TASOC_OK) {
			c->applied += tasoc_rule_apply(c->r, &copy, NULL, m) == TASOC_OK;
			tasoc_graph_free(&copy);
		}
	}
	return 0;
}

static int one_model(const model_info *mi, int apply, long *total, long *total_applied, double *secs)
{
	tasoc_graph g;
	if (tasoc_graph_init(&g, NULL) != TASOC_OK || mi->build(&g) != TASOC_OK) {
		fprintf(stderr, "tasoc rules matches: %s: %s\n", mi->name, g.err);
		tasoc_graph_free(&g);
		return -1;
	}
	tasoc_uses u;
	tasoc_uses_init(&u, NULL);
	if (tasoc_uses_build(&u, &g) != TASOC_OK) {
		fprintf(stderr, "tasoc rules matches: out of memory\n");
		tasoc_graph_free(&g);
		return -1;
	}
	printf("%s: %d live nodes\n", mi->name, (int)tasoc_graph_live(&g));
	for (int i = 0; i < tasoc_nrules; i++) {
		counter c = { &g, &tasoc_rules[i], apply, 0, 0 };
		clock_t t0 = clock();
		for (int32_t v = 0; v < g.nnodes; v++)
			if (!g.nodes[v].dead && g.nodes[v].op == tasoc_rules[i].root_op)
				tasoc_rule_match(&tasoc_rules[i], &g, &u, v, on_match, &c);
		*secs += (double)(clock() - t0) / CLOCKS_PER_SEC;
		if (c.matches && apply)
			printf("  %-40s %6ld matches, %6ld applied\n", tasoc_rules[i].name, c.matches, c.applied);
		else if (c.matches)
			printf("  %-40s %6ld matches\n", tasoc_rules[i].name, c.matches);
		*total += c.matches;
		*total_applied += c.applied;
	}
	tasoc_uses_free(&u);
	tasoc_graph_free(&g);
	return 0;
}

int cmd_rules_matches(int argc, char **argv)
{
	int apply = 0, nmodels = 0;
	const model_info *models[64];
	if (tool_wants_help(argc, argv)) {
		usage(stdout);
		return EXIT_OK;
	}
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--apply") == 0) {
			apply = 1;
		} else if (argv[i][0] != '-' && model_find(argv[i]) && nmodels < 64) {
			models[nmodels++] = model_find(argv[i]);
		} else {
			fprintf(stderr, "tasoc rules matches: unknown model or option '%s'\n", argv[i]);
			usage(stderr);
			return EXIT_USAGE;
		}
	}
	if (!nmodels)
		for (int i = 0; model_table[i].name && nmodels < 64; i++)
			models[nmodels++] = &model_table[i];
	long total = 0, applied = 0;
	double secs = 0; /* matching (and applying), building models left out */
	for (int i = 0; i < nmodels; i++)
		if (one_model(models[i], apply, &total, &applied, &secs) != 0)
			return EXIT_FAIL;
	if (apply)
		printf("%d rules, %d models: %ld matches, %ld applied\n", tasoc_nrules, nmodels, total, applied);
	else
		printf("%d rules, %d models: %ld matches\n", tasoc_nrules, nmodels, total);
	fprintf(stderr, "tasoc rules matches: %.3f s matching%s\n", secs, apply ? " and applying" : "");
	return EXIT_OK;
}

/* cmd_rules.c: `tasoc rules SUBCOMMAND`: the rule compiler's steps. */
#include <stdio.h>
#include <string.h>

#include "commands.h"

int cmd_verify(int argc, char **argv);
int cmd_check_axioms(int argc, char **argv);

typedef struct rules_step {
	const char *name;
	const char *summary;
	int (*run)(int argc, char **argv);
} rules_step;

/* Filled in as the generator, verifier and emitter land. */
static const rules_step steps[] = {
	{ "generate", "enumerate graphs and write candidate rules", cmd_generate },
	{ "verify", "prove each rule of a file from the axioms with Z3", cmd_verify },
	{ "check-axioms", "test every axiom against the reference kernels", cmd_check_axioms },
	{ "select", "the rules of a file with a side of N operators, or merges only", cmd_rules_select },
	{ "prune", "drop the proved rules that one or two smaller ones yield", cmd_rules_prune },
	{ "emit", "proved rules to C matchers and rewrites (generated/rules.c, rules.txt)", cmd_rules_emit },
	{ "matches", "where the generated rules match on the bundled models", cmd_rules_matches },
	{ NULL, NULL, NULL },
};

static void usage(FILE *f)
{
	fprintf(f, "usage: tasoc rules STEP [ARGS...]\n\nsteps:\n");
	for (size_t i = 0; steps[i].name; i++)
		fprintf(f, "  %-13s %s\n", steps[i].name, steps[i].summary);
	fprintf(f, "\n'make rules' runs the whole pipeline into generated/.\n");
}

int cmd_rules(int argc, char **argv)
{
	if (argc < 2 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
		usage(argc < 2 ? stderr : stdout);
		return argc < 2 ? EXIT_USAGE : EXIT_OK;
	}
	for (size_t i = 0; steps[i].name; i++)
		if (strcmp(argv[1], steps[i].name) == 0)
			return steps[i].run(argc - 1, argv + 1);
	fprintf(stderr, "tasoc rules: unknown step '%s' (try tasoc rules --help)\n", argv[1]);
	return EXIT_USAGE;
}

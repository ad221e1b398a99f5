/* main.c: the tasoc command line: dispatches to one subcommand. */
#include <stdio.h>
#include <string.h>

#include "../core/rule.h"
#include "../host/say.h"
#include "commands.h"
#include "version.h"

static int cmd_version(int argc, char **argv);

static const tasoc_command commands[] = {
	{ "optimize", "optimize an ONNX model (tasoc optimize --help)", cmd_optimize },
	{ "check", "compare two ONNX models' outputs on the same random inputs", cmd_check },
	{ "measure", "time two ONNX models whole on a target (the never-slower guard's timing)", cmd_measure_two },
	{ "info", "operators, shapes and weights of an ONNX model", cmd_info },
	{ "dot", "Graphviz drawing of an ONNX model, optimized nodes marked", cmd_dot },
	{ "export", "write a bundled graph as an ONNX model", cmd_export },
	{ "ops", "list the operators loaded from spec/", cmd_ops },
	{ "run", "run a bundled example graph with the reference interpreter", cmd_run },
	{ "rules", "generate, verify and emit rewrite rules (tasoc rules --help)", cmd_rules },
	{ "search", "optimize a bundled graph and report what the search did", cmd_search },
	{ "cost", "profile operator costs into a cache, or emit a cache as C", cmd_cost },
	{ "version", "print the version and the number of rules built in", cmd_version },
};

/* The rule count says which generated/rules.c this binary embeds (0: the rule compiler). */
static int cmd_version(int argc, char **argv)
{
	if (tool_wants_help(argc, argv)) {
		printf("usage: tasoc version (or tasoc --version)\n"
		       "Prints the version of tasoc and how many verified rewrite rules it embeds.\n");
		return EXIT_OK;
	}
	if (argc > 1) {
		fprintf(stderr, "tasoc version: unexpected argument '%s'\n", argv[1]);
		return EXIT_USAGE;
	}
	printf("tasoc %s (%d rules)\n", TASOC_VERSION, tasoc_nrules);
	return EXIT_OK;
}

static void usage(FILE *f)
{
	fprintf(f, "usage: tasoc COMMAND [ARGS...]\n\n"
		   "tasoc is a superoptimizer for tensor graphs with generated, proved rewrite rules.\n\n"
		   "commands:\n");
	for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
		fprintf(f, "  %-10s %s\n", commands[i].name, commands[i].summary);
	fprintf(f, "\n'tasoc COMMAND --help' describes one command.\n"
		   "exit status: 0 success, 1 failure, 2 usage error.\n");
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		usage(stderr);
		return EXIT_USAGE;
	}
	if (strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "help") == 0) {
		usage(stdout);
		return EXIT_OK;
	}
	if (strcmp(argv[1], "--version") == 0 || strcmp(argv[1], "-V") == 0)
		return cmd_version(1, argv + 1);
	/* the host library's lines (cost model notes, progress) print as the command's own */
	tasoc_say_begin(tool_print, NULL);
	for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
		if (strcmp(argv[1], commands[i].name) == 0)
			return commands[i].run(argc - 1, argv + 1);
	fprintf(stderr, "tasoc: unknown command '%s' (try tasoc --help)\n", argv[1]);
	return EXIT_USAGE;
}

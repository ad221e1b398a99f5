/* cmd_ops.c: `tasoc ops`: the operators of spec/, as loaded through Lua. */
#include <stdio.h>
#include <string.h>

#include "../generator/spec.h"
#include "commands.h"

int cmd_ops(int argc, char **argv)
{
	const char *dir = "spec";
	if (tool_wants_help(argc, argv)) {
		printf("usage: tasoc ops [--spec DIR]\n"
		       "Loads the operator specs (default: spec/) and lists each operator with its\n"
		       "inputs, attributes and number of axioms. Attributes in brackets are derived\n"
		       "(not written in rules): from the input shapes when an expression follows,\n"
		       "else from the output a rewrite replaces. Fails with the file, operator and\n"
		       "field when a spec is malformed.\n");
		return EXIT_OK;
	}
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--spec") == 0 && i + 1 < argc) {
			dir = argv[++i];
		} else {
			if (!tool_missing_value("tasoc ops", argc, argv, i, "--spec"))
				fprintf(stderr, "tasoc ops: unexpected argument '%s'\n", argv[i]);
			return EXIT_USAGE;
		}
	}
	spec_set s;
	if (spec_load_dir(&s, dir) != 0) {
		fprintf(stderr, "tasoc ops: %s\n", s.err);
		spec_free(&s);
		return EXIT_FAIL;
	}
	int naxioms = 0;
	for (int i = 0; i < s.nops; i++) {
		const spec_op *op = &s.ops[i];
		printf("%-12s (", op->name);
		for (int j = 0; j < op->nattr; j++) {
			const spec_attr *a = &op->attrs[j];
			if (!a->derived)
				printf("%s%s", j ? " " : "", a->name);
			else if (a->derive)
				printf("%s[%s = %s]", j ? " " : "", a->name, a->derive);
			else
				printf("%s[%s]", j ? " " : "", a->name);
		}
		printf("%s", op->nattr && op->nin ? " ; " : "");
		for (int j = 0; j < op->nin; j++)
			printf("%s%s", j ? " " : "", op->inputs[j]);
		printf(") %d axiom%s%s\n", op->naxioms, op->naxioms == 1 ? "" : "s",
		       op->generate ? "" : ", runtime only");
		naxioms += op->naxioms;
	}
	printf("%d operators, %d axioms\n", s.nops, naxioms);
	spec_free(&s);
	return EXIT_OK;
}

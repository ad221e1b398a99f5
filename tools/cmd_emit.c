/* cmd_emit.c: `tasoc rules emit`: proved rules to generated/rules.c and generated/rules.txt. */
#include <stdio.h>
#include <string.h>

#include "../emit/emit_rule.h"
#include "../runtime/fileio.h"
#include "commands.h"

static void usage(FILE *f)
{
	fprintf(f, "usage: tasoc rules emit RULES -o DIR [--spec DIR]\n"
		   "Reads the rule file RULES (the verifier's output: NAME LHS => RHS ; proved: AXIOMS)\n"
		   "and writes DIR/rules.c, one C match and one apply function per proved rule and\n"
		   "the rule table, and DIR/rules.txt, the manifest (one rule per line, sorted by\n"
		   "name). Rules that are not proved are skipped with a message each. Fails with\n"
		   "FILE:LINE: RULE on a rule that cannot be emitted or duplicates another.\n"
		   "Specs are read from --spec (default: spec/).\n");
}

int cmd_rules_emit(int argc, char **argv)
{
	const char *in = NULL, *outdir = NULL, *specdir = "spec";
	if (tool_wants_help(argc, argv)) {
		usage(stdout);
		return EXIT_OK;
	}
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "-o") == 0 && i + 1 < argc)
			outdir = argv[++i];
		else if (strcmp(argv[i], "--spec") == 0 && i + 1 < argc)
			specdir = argv[++i];
		else if (argv[i][0] != '-' && !in)
			in = argv[i];
		else {
			fprintf(stderr, "tasoc rules emit: unexpected argument '%s'\n", argv[i]);
			usage(stderr);
			return EXIT_USAGE;
		}
	}
	if (!in || !outdir) {
		usage(stderr);
		return EXIT_USAGE;
	}
	spec_set s;
	if (spec_load_dir(&s, specdir) != 0) {
		fprintf(stderr, "tasoc rules emit: %s\n", s.err);
		spec_free(&s);
		return EXIT_FAIL;
	}
	rule_set rs;
	char err[1024];
	int rc = EXIT_FAIL;
	gen_buf c, txt;
	gen_buf_init(&c);
	gen_buf_init(&txt);
	if (rule_file_read(&s, in, &rs, err, sizeof err) != 0) {
		fprintf(stderr, "tasoc rules emit: %s\n", err);
		goto out;
	}
	int nemitted = 0, nskipped = 0;
	if (!emit_rules(&s, &rs, in, &c, &txt, &nemitted, &nskipped, err, sizeof err)) {
		fprintf(stderr, "tasoc rules emit: %s\n", err);
		goto out;
	}
	/* both files or neither: each is written whole, rules.txt last */
	char path[4096];
	snprintf(path, sizeof path, "%s/rules.c", outdir);
	if (tasoc_write_atomic(path, c.s, c.len) != 0) {
		perror(path);
		goto out;
	}
	snprintf(path, sizeof path, "%s/rules.txt", outdir);
	if (tasoc_write_atomic(path, txt.s, txt.len) != 0) {
		perror(path);
		goto out;
	}
	fprintf(stderr, "tasoc rules emit: %d rules emitted, %d skipped (not proved)\n", nemitted, nskipped);
	rc = EXIT_OK;
out:
	rule_set_free(&rs);
	gen_buf_free(&c);
	gen_buf_free(&txt);
	spec_free(&s);
	return rc;
}

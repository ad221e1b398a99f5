/* cmd_emit.c: `tasoc rules emit`: proved rules to generated/rules.c and generated/rules.txt. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "../emit/emit_rule.h"
#include "../host/fileio.h"
#include "commands.h"

static void usage(FILE *f)
{
	fprintf(f, "usage: tasoc rules emit RULES... -o DIR [--spec DIR] [--verbose]\n"
		   "Reads the rule files RULES (the verifier's output: NAME LHS => RHS ; proved: AXIOMS)\n"
		   "and writes DIR/rules.c, one C match and one apply function per proved rule and\n"
		   "the rule table, and DIR/rules.txt, the manifest (one rule per line, sorted by\n"
		   "name). Rules that are not proved are skipped, and so is a rule that duplicates\n"
		   "one of an earlier file (up to renaming and commutative operands); a summary\n"
		   "counts them, and --verbose (-v) names each with the reason. Fails with\n"
		   "FILE:LINE: RULE on a rule that cannot be emitted, a duplicate within one\n"
		   "file, or two rules of one name.\n"
		   "Specs are read from --spec (default: spec/).\n");
}

int cmd_rules_emit(int argc, char **argv)
{
	const char *in[16], *outdir = NULL, *specdir = "spec";
	int nin = 0, verbose = 0;
	if (tool_wants_help(argc, argv)) {
		usage(stdout);
		return EXIT_OK;
	}
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "-o") == 0 && i + 1 < argc)
			outdir = argv[++i];
		else if (strcmp(argv[i], "--spec") == 0 && i + 1 < argc)
			specdir = argv[++i];
		else if (strcmp(argv[i], "--verbose") == 0 || strcmp(argv[i], "-v") == 0)
			verbose = 1;
		else if (argv[i][0] != '-' && nin < 16)
			in[nin++] = argv[i];
		else {
			if (!tool_missing_value("tasoc rules emit", argc, argv, i, "-o --spec"))
				fprintf(stderr, "tasoc rules emit: unexpected argument '%s'\n", argv[i]);
			usage(stderr);
			return EXIT_USAGE;
		}
	}
	if (!nin || !outdir) {
		usage(stderr);
		return EXIT_USAGE;
	}
	spec_set s;
	if (spec_load_dir(&s, specdir) != 0) {
		fprintf(stderr, "tasoc rules emit: %s\n", s.err);
		spec_free(&s);
		return EXIT_FAIL;
	}
	rule_set rs[16];
	char err[1024];
	int rc = EXIT_FAIL, nread = 0;
	gen_buf c, txt;
	gen_buf_init(&c);
	gen_buf_init(&txt);
	for (; nread < nin; nread++)
		if (rule_file_read(&s, in[nread], &rs[nread], err, sizeof err) != 0) {
			fprintf(stderr, "tasoc rules emit: %s\n", err);
			goto out;
		}
	emit_counts n;
	if (!emit_rules(&s, rs, in, nin, &c, &txt, &n, verbose ? stderr : NULL, err, sizeof err)) {
		fprintf(stderr, "tasoc rules emit: %s\n", err);
		goto out;
	}
	/* both files or neither: each is written whole, rules.txt last */
	char path[4096];
	snprintf(path, sizeof path, "%s/rules.c", outdir);
	if (tasoc_write_atomic(path, c.s, c.len) != 0) {
		fprintf(stderr, "tasoc rules emit: cannot write %s: %s\n", path, strerror(errno));
		goto out;
	}
	snprintf(path, sizeof path, "%s/rules.txt", outdir);
	if (tasoc_write_atomic(path, txt.s, txt.len) != 0) {
		fprintf(stderr, "tasoc rules emit: cannot write %s: %s\n", path, strerror(errno));
		goto out;
	}
	/* unproved candidates and generated copies of seed rules are the normal case */
	fprintf(stderr, "tasoc rules emit: %d rules emitted; left out %d not proved and %d duplicates of an "
			"earlier file's rule%s\n", n.emitted, n.unproved, n.duplicates,
		verbose || n.unproved + n.duplicates == 0 ? "" : " (--verbose names them)");
	rc = EXIT_OK;
out:
	for (int i = 0; i < nread; i++)
		rule_set_free(&rs[i]);
	gen_buf_free(&c);
	gen_buf_free(&txt);
	spec_free(&s);
	return rc;
}

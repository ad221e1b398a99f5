/* cmd_check_axioms.c: `tasoc rules check-axioms`: test every axiom against the reference kernels. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../generator/check_axioms.h"
#include "commands.h"

static void usage(FILE *f)
{
	fprintf(f, "usage: tasoc rules check-axioms [--spec DIR] [--seed N] [--rules FILE] [--want N]\n"
		   "                                [--max-extent N] [-v]\n"
		   "Instantiates every axiom of the specs (default spec/) with random tensors of\n"
		   "many shapes and attribute values, evaluates both sides with the reference\n"
		   "kernels in float32 and exactly mod p, and reports each axiom that differs,\n"
		   "or that no instantiation could be found for, with the counterexample.\n"
		   "-v also lists the axioms that passed. Exits 1 when any axiom fails.\n"
		   "--rules FILE tests the rules of FILE the same way instead (each output of a\n"
		   "rule an equation): the concrete check of what the verifier proved. A rule\n"
		   "for which no shapes are found is listed as untested, not failed.\n"
		   "--want N instantiations per axiom or rule, with extents from 1 to --max-extent.\n");
}

int cmd_check_axioms(int argc, char **argv)
{
	const char *dir = "spec", *rules = NULL;
	int verbose = 0;
	gen_axcheck_opts o = GEN_AXCHECK_DEFAULTS;
	if (tool_wants_help(argc, argv)) {
		usage(stdout);
		return EXIT_OK;
	}
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--spec") == 0 && i + 1 < argc) {
			dir = argv[++i];
		} else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) {
			char *end;
			o.seed = strtoull(argv[++i], &end, 0);
			if (*end || end == argv[i]) {
				fprintf(stderr, "tasoc rules check-axioms: bad --seed '%s'\n", argv[i]);
				return EXIT_USAGE;
			}
		} else if (strcmp(argv[i], "--rules") == 0 && i + 1 < argc) {
			rules = argv[++i];
		} else if (strcmp(argv[i], "--want") == 0 && i + 1 < argc) {
			o.want = atoi(argv[++i]);
		} else if (strcmp(argv[i], "--max-extent") == 0 && i + 1 < argc) {
			o.max_extent = atoi(argv[++i]);
		} else if (strcmp(argv[i], "-v") == 0) {
			verbose = 1;
		} else {
			if (!tool_missing_value("tasoc rules check-axioms", argc, argv, i,
						"--spec --seed --rules --want --max-extent"))
				fprintf(stderr, "tasoc rules check-axioms: unexpected argument '%s'\n", argv[i]);
			usage(stderr);
			return EXIT_USAGE;
		}
	}
	spec_set s;
	gen_axioms ax = { 0 };
	gen_buf b;
	char err[1024];
	int rc = EXIT_FAIL;
	gen_buf_init(&b);
	if (spec_load_dir(&s, dir) != 0) {
		fprintf(stderr, "tasoc rules check-axioms: %s\n", s.err);
		goto out;
	}
	if (gen_axioms_load(&s, &ax, err, sizeof err) < 0) {
		fprintf(stderr, "tasoc rules check-axioms: %s\n", err);
		goto out;
	}
	int failed, untested = 0, n = ax.n;
	if (rules) {
		rule_set rs = { 0 };
		if (rule_file_read(&s, rules, &rs, err, sizeof err) < 0) {
			fprintf(stderr, "tasoc rules check-axioms: %s\n", err);
			goto out;
		}
		n = rs.n;
		failed = gen_check_rules(&s, &rs, rules, &o, &b, &untested, NULL, err, sizeof err);
		rule_set_free(&rs);
	} else {
		failed = gen_check_axioms(&s, &ax, &o, &b, err, sizeof err);
	}
	if (failed < 0) {
		fprintf(stderr, "tasoc rules check-axioms: %s\n", err);
		goto out;
	}
	for (char *line = b.s; line && *line;) {
		char *nl = strchr(line, '\n');
		size_t n = nl ? (size_t)(nl - line) + 1 : strlen(line);
		if (verbose || strncmp(line, "ok ", 3) != 0)
			fwrite(line, 1, n, strncmp(line, "ok ", 3) ? stderr : stdout);
		line += n;
	}
	if (rules)
		printf("%d rules checked, %d failed, %d untested\n", n, failed, untested);
	else
		printf("%d axioms checked, %d failed\n", n, failed);
	rc = failed ? EXIT_FAIL : EXIT_OK;
out:
	gen_buf_free(&b);
	gen_axioms_free(&ax);
	spec_free(&s);
	return rc;
}

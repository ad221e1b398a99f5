/* cmd_generate.c: `tasoc rules generate`: enumerate graphs and write candidate rules. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "../generator/generate.h"
#include "../runtime/fileio.h"
#include "commands.h"

static void usage(FILE *f)
{
	fprintf(f,
		"usage: tasoc rules generate [--max-ops N] [--ops LIST] [--spec DIR] [-o FILE] [--quiet]\n"
		"                            [--no-canon] [--no-factor] [--no-instance] [--no-generalize] [--all-terms]\n"
		"Enumerates every expression of up to N operators (default 3) over the spec's\n"
		"operators with generate = true, evaluates each exactly (mod 2^61-1) on fixed\n"
		"pseudo-random inputs, pairs expressions with equal prints, confirms each pair\n"
		"on a second input set, prunes, and writes the candidates in the rule text\n"
		"format (docs/rules.md), sorted and named, to FILE (atomically) or stdout.\n\n"
		"  --max-ops N   operators per side, 1 to 8 (4 takes minutes)\n"
		"  --ops LIST    comma-separated operator names instead of every generate = true op\n"
		"  --spec DIR    operator specs (default spec)\n"
		"  -o FILE       output file (default: standard output)\n"
		"  --quiet       no progress on stderr (the summary is still printed)\n"
		"debugging, to see what a pruning step removes:\n"
		"  --no-canon --no-factor --no-instance --no-generalize --all-terms\n");
}

static int parse_int(const char *s, int *v)
{
	char *end;
	errno = 0;
	long x = strtol(s, &end, 10);
	if (errno || end == s || *end || x < 1 || x > 1000)
		return -1;
	*v = (int)x;
	return 0;
}

/* Splits a comma-separated list in place. */
static int split_list(char *s, const char **out, int cap)
{
	int n = 0;
	for (char *p = strtok(s, ","); p; p = strtok(NULL, ",")) {
		if (n == cap)
			return -1;
		out[n++] = p;
	}
	return n;
}

int cmd_generate(int argc, char **argv)
{
	if (tool_wants_help(argc, argv)) {
		usage(stdout);
		return EXIT_OK;
	}
	const char *spec = "spec", *outp = NULL;
	const char *names[64];
	gen_options o;
	memset(&o, 0, sizeof o);
	o.max_ops = 3;
	o.progress = true;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		bool more = i + 1 < argc;
		if (strcmp(a, "--max-ops") == 0 && more) {
			if (parse_int(argv[++i], &o.max_ops) != 0) {
				fprintf(stderr, "tasoc rules generate: --max-ops wants a positive number, got '%s'\n", argv[i]);
				return EXIT_USAGE;
			}
		} else if (strcmp(a, "--ops") == 0 && more) {
			if ((o.nops = split_list(argv[++i], names, 64)) <= 0) {
				fprintf(stderr, "tasoc rules generate: --ops wants a comma-separated list of operators\n");
				return EXIT_USAGE;
			}
			o.ops = names;
		} else if (strcmp(a, "--spec") == 0 && more) {
			spec = argv[++i];
		} else if (strcmp(a, "-o") == 0 && more) {
			outp = argv[++i];
		} else if (strcmp(a, "--quiet") == 0) {
			o.progress = false;
		} else if (strcmp(a, "--no-canon") == 0) {
			o.prune.no_canon = true;
		} else if (strcmp(a, "--no-factor") == 0) {
			o.prune.no_factor = true;
		} else if (strcmp(a, "--no-instance") == 0) {
			o.prune.no_instance = true;
		} else if (strcmp(a, "--no-generalize") == 0) {
			o.prune.no_generalize = true;
		} else if (strcmp(a, "--all-terms") == 0) {
			o.all_terms = true;
		} else {
			if (!tool_missing_value("tasoc rules generate", argc, argv, i, "--max-ops --ops --spec -o"))
				fprintf(stderr, "tasoc rules generate: unexpected argument '%s' (try --help)\n", a);
			return EXIT_USAGE;
		}
	}
	/* the resident size before any work: the binary's libraries (Lua, Z3, CUDA) */
	struct rusage ru;
	getrusage(RUSAGE_SELF, &ru);
	long base_kib = ru.ru_maxrss;
	spec_set s;
	if (spec_load_dir(&s, spec) != 0) {
		fprintf(stderr, "tasoc rules generate: %s\n", s.err);
		spec_free(&s);
		return EXIT_FAIL;
	}
	rule_set rs;
	gen_stats st;
	char err[1024];
	if (gen_generate(&s, &o, &rs, &st, err, sizeof err) != 0) {
		fprintf(stderr, "tasoc rules generate: %s\n", err);
		spec_free(&s);
		return EXIT_FAIL;
	}
	gen_buf b;
	gen_buf_init(&b);
	gen_buf_printf(&b, "# Candidate rules from `tasoc rules generate --max-ops %d", o.max_ops);
	if (o.nops) {
		gen_buf_puts(&b, " --ops ");
		for (int i = 0; i < o.nops; i++)
			gen_buf_printf(&b, "%s%s", i ? "," : "", o.ops[i]);
	}
	gen_buf_printf(&b, "` over %s; not yet verified.\n", spec);
	gen_buf_printf(&b, "# %lld single-output and %lld multi-output rules; syntax in docs/rules.md.\n",
		       (long long)st.single, (long long)st.multi);
	for (int i = 0; i < rs.n; i++) {
		rule_print(&s, &rs.rules[i], &b);
		gen_buf_puts(&b, "\n");
	}
	int rc = EXIT_OK;
	if (b.oom) {
		fprintf(stderr, "tasoc rules generate: out of memory writing the rules\n");
		rc = EXIT_FAIL;
	} else if (outp) {
		if (tasoc_write_atomic(outp, b.s, b.len) != 0) {
			fprintf(stderr, "tasoc rules generate: cannot write %s: %s\n", outp, strerror(errno));
			rc = EXIT_FAIL;
		}
	} else if (fwrite(b.s, 1, b.len, stdout) != b.len || fflush(stdout) != 0) {
		rc = EXIT_FAIL;
	}
	getrusage(RUSAGE_SELF, &ru);
	fprintf(stderr,
		"generate: %lld graphs (%lld shape checks), %lld classes, %lld matching pairs -> %lld candidates "
		"(%lld single-output, %lld multi-output) in %.2fs, peak %ld MiB resident (%ld MiB at start)\n"
		"generate: pairs dropped: %lld not confirmed on the other input sets, %lld shape-only variable, "
		"%lld unbound variable, %lld duplicate or instance; %lld factored, %lld merged into attribute variables\n",
		(long long)st.graphs, (long long)st.tried, (long long)st.classes, (long long)st.pairs,
		(long long)(st.single + st.multi), (long long)st.single, (long long)st.multi, st.seconds,
		ru.ru_maxrss / 1024, base_kib / 1024, (long long)st.unconfirmed, (long long)st.shape_only_var,
		(long long)st.unbound, (long long)st.duplicate, (long long)st.factored,
		(long long)st.generalized);
	gen_buf_free(&b);
	rule_set_free(&rs);
	spec_free(&s);
	return rc;
}

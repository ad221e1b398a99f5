/* cmd_verify.c: `tasoc rules verify FILE`: prove each rule from the specs' axioms with Z3. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../generator/check_axioms.h"
#include "../generator/verify.h"
#include "../runtime/fileio.h"
#include "commands.h"

static void usage(FILE *f)
{
	fprintf(f, "usage: tasoc rules verify FILE [-o OUT] [--keep-going] [--spec DIR] [--rlimit N] [--jobs N] [--mbqi] [--no-check] [--times FILE]\n"
		   "Decides with Z3 whether each rule of FILE (rule text format) follows from the\n"
		   "axioms of the specs (default spec/), and writes every rule back annotated\n"
		   "'; proved: AXIOMS...', '; refuted' or '; unknown' to OUT (default stdout),\n"
		   "then 'N proved, M not proved' on stderr. Exits 1 when a rule is not proved,\n"
		   "unless --keep-going. --rlimit is Z3's resource limit per rule (default %u),\n"
		   "--jobs the number of solver threads (default 2). --mbqi adds Z3's model-based\n"
		   "quantifier instantiation, which can answer 'refuted' but spends the whole\n"
		   "limit on each rule it cannot prove. Each proved rule is then run on the\n"
		   "reference kernels for many shapes (as check-axioms --rules does); one that\n"
		   "differs is marked refuted and its counterexample printed: the axioms are\n"
		   "shape-free, and a chain of them can pass through ill-shaped terms.\n"
		   "--no-check skips that. --times writes each rule's\n"
		   "name, answer and check time in seconds to FILE (for make bench).\n",
		GEN_VERIFY_RLIMIT);
}

static int parse_num(const char *s, long lo, long hi, long *v)
{
	char *end;
	*v = strtol(s, &end, 10);
	return *end || end == s || *v < lo || *v > hi ? -1 : 0;
}

/*
 * Runs every proved rule on the reference kernels (check_axioms.c). The
 * axioms hold for well-shaped instances, but Z3 knows no shapes, so a proof
 * may pass through ill-shaped terms: conv2d of (concat 1 x y) with
 * (concat 1 z w) equals the same with both concats swapped when it splits
 * into conv2d x z + conv2d y w, which is false when x and z differ in
 * channels. A rule that differs is marked refuted, with its counterexample
 * and the axioms of the proof on stderr. Returns how many, or -1.
 */
static int refute_concretely(const spec_set *s, rule_set *rs, const char *file, int jobs, char *err,
			     size_t errsize)
{
	/*
	 * Fewer and smaller instances than for an axiom, as there are hundreds
	 * of rules: 100 per rule with extents up to 4 caught the shape-free
	 * proof of tests/rules/unsound on 8 seeds of 8 (40 caught it on 5).
	 */
	gen_axcheck_opts o = GEN_AXCHECK_DEFAULTS;
	o.want = 100;
	o.trials = 16000;
	o.max_extent = 4;
	o.jobs = jobs;
	rule_set sub = { 0 };
	int *idx = calloc((size_t)rs->n + 1, sizeof *idx);
	char *bad = calloc((size_t)rs->n + 1, 1);
	sub.rules = calloc((size_t)rs->n + 1, sizeof *sub.rules);
	gen_buf rep;
	int untested, n = -1;
	gen_buf_init(&rep);
	if (!idx || !bad || !sub.rules) {
		snprintf(err, errsize, "out of memory");
		goto out;
	}
	for (int i = 0; i < rs->n; i++)
		if (rs->rules[i].status && strcmp(rs->rules[i].status, "proved") == 0) {
			idx[sub.n] = i;
			sub.rules[sub.n++] = rs->rules[i]; /* shallow: terms stay owned by rs */
		}
	n = gen_check_rules(s, &sub, file, &o, &rep, &untested, bad, err, errsize);
	for (int k = 0; n > 0 && k < sub.n; k++) {
		if (!bad[k])
			continue;
		rule *r = &rs->rules[idx[k]];
		fprintf(stderr, "%s:%d: %s: proved from", file, r->line, r->name);
		for (int a = 0; a < r->naxioms; a++)
			fprintf(stderr, "%s %s", a ? "," : "", r->axioms[a]);
		fprintf(stderr, " but refuted by the kernels\n");
		for (int a = 0; a < r->naxioms; a++)
			free(r->axioms[a]);
		r->naxioms = 0;
		free(r->status);
		r->status = strdup("refuted");
		if (!r->status) {
			snprintf(err, errsize, "out of memory");
			n = -1;
			goto out;
		}
	}
	for (char *line = rep.s; n > 0 && line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL)
		if (strncmp(line, "FAIL ", 5) == 0)
			fprintf(stderr, "  %.*s\n", (int)strcspn(line, "\n"), line);
out:
	gen_buf_free(&rep);
	free(sub.rules);
	free(idx);
	free(bad);
	return n;
}

int cmd_verify(int argc, char **argv)
{
	const char *in = NULL, *out = NULL, *dir = "spec", *times = NULL;
	int keep_going = 0, concrete = 1;
	gen_verify_opts o = { .rlimit = GEN_VERIFY_RLIMIT, .jobs = 2 };
	if (tool_wants_help(argc, argv)) {
		usage(stdout);
		return EXIT_OK;
	}
	for (int i = 1; i < argc; i++) {
		long v;
		if (strcmp(argv[i], "-o") == 0 && i + 1 < argc) {
			out = argv[++i];
		} else if (strcmp(argv[i], "--spec") == 0 && i + 1 < argc) {
			dir = argv[++i];
		} else if (strcmp(argv[i], "--times") == 0 && i + 1 < argc) {
			times = argv[++i];
		} else if (strcmp(argv[i], "--no-check") == 0) {
			concrete = 0;
		} else if (strcmp(argv[i], "--mbqi") == 0) {
			o.mbqi = true;
		} else if (strcmp(argv[i], "--keep-going") == 0) {
			keep_going = 1;
		} else if (strcmp(argv[i], "--rlimit") == 0 && i + 1 < argc) {
			if (parse_num(argv[++i], 1, 4000000000L, &v) < 0) {
				fprintf(stderr, "tasoc rules verify: bad --rlimit '%s'\n", argv[i]);
				return EXIT_USAGE;
			}
			o.rlimit = (unsigned)v;
		} else if (strcmp(argv[i], "--jobs") == 0 && i + 1 < argc) {
			if (parse_num(argv[++i], 1, 64, &v) < 0) {
				fprintf(stderr, "tasoc rules verify: bad --jobs '%s' (1 to 64)\n", argv[i]);
				return EXIT_USAGE;
			}
			o.jobs = (int)v;
		} else if (argv[i][0] != '-' && !in) {
			in = argv[i];
		} else {
			fprintf(stderr, "tasoc rules verify: unexpected argument '%s'\n", argv[i]);
			usage(stderr);
			return EXIT_USAGE;
		}
	}
	if (!in) {
		usage(stderr);
		return EXIT_USAGE;
	}
	spec_set s;
	gen_axioms ax = { 0 };
	rule_set rs = { 0 };
	gen_buf b;
	char err[1024];
	int rc = EXIT_FAIL;
	gen_buf_init(&b);
	if (spec_load_dir(&s, dir) != 0) {
		fprintf(stderr, "tasoc rules verify: %s\n", s.err);
		goto out;
	}
	if (gen_axioms_load(&s, &ax, err, sizeof err) < 0 || rule_file_read(&s, in, &rs, err, sizeof err) < 0) {
		fprintf(stderr, "tasoc rules verify: %s\n", err);
		goto out;
	}
	if (times && !(o.seconds = calloc((size_t)rs.n + 1, sizeof *o.seconds))) {
		fprintf(stderr, "tasoc rules verify: out of memory\n");
		goto out;
	}
	int proved = gen_verify_rules(&s, &ax, &rs, &o, err, sizeof err);
	if (proved < 0) {
		fprintf(stderr, "tasoc rules verify: %s: %s\n", in, err);
		goto out;
	}
	if (concrete && proved > 0) {
		int r = refute_concretely(&s, &rs, in, o.jobs, err, sizeof err);
		if (r < 0) {
			fprintf(stderr, "tasoc rules verify: %s\n", err);
			goto out;
		}
		proved -= r;
	}
	for (int i = 0; i < rs.n; i++) {
		rule_print(&s, &rs.rules[i], &b);
		gen_buf_puts(&b, "\n");
	}
	if (b.oom) {
		fprintf(stderr, "tasoc rules verify: out of memory\n");
		goto out;
	}
	if (out) {
		if (tasoc_write_atomic(out, b.s ? b.s : "", b.len) < 0) {
			perror(out);
			goto out;
		}
	} else if (b.len && fwrite(b.s, 1, b.len, stdout) != b.len) {
		perror("stdout");
		goto out;
	}
	if (times) {
		gen_buf tb;
		gen_buf_init(&tb);
		for (int i = 0; i < rs.n; i++)
			gen_buf_printf(&tb, "%s %s %.6f\n", rs.rules[i].name, rs.rules[i].status, o.seconds[i]);
		int bad = tb.oom || tasoc_write_atomic(times, tb.s ? tb.s : "", tb.len) < 0;
		gen_buf_free(&tb);
		if (bad) {
			perror(times);
			goto out;
		}
	}
	fprintf(stderr, "%d proved, %d not proved\n", proved, rs.n - proved);
	rc = proved == rs.n || keep_going ? EXIT_OK : EXIT_FAIL;
out:
	free(o.seconds);
	gen_buf_free(&b);
	rule_set_free(&rs);
	gen_axioms_free(&ax);
	spec_free(&s);
	return rc;
}

/* cmd_verify.c: `tasoc rules verify FILE`: prove each rule from the specs' axioms with Z3. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../generator/check_axioms.h"
#include "../generator/verify.h"
#include "../runtime/fileio.h"
#include "commands.h"

static void usage(FILE *f)
{
	fprintf(f, "usage: tasoc rules verify FILE [-o OUT] [--keep-going] [--spec DIR] [--rlimit N] [--jobs N]\n"
		   "                          [--mbqi] [--no-check] [--times FILE] [--verbose]\n"
		   "Decides with Z3 whether each rule of FILE (rule text format) follows from the\n"
		   "axioms of the specs (default spec/), and writes every rule back annotated\n"
		   "'; proved: AXIOMS...', '; refuted' or '; unknown' to OUT (default stdout),\n"
		   "then how many rules got each answer on stderr. Exits 1 when a rule is not\n"
		   "proved, unless --keep-going (for candidates of rules generate, most of which\n"
		   "are not). --rlimit is Z3's resource limit per rule (default %u), --jobs the\n"
		   "number of solver threads (default 2). --mbqi adds Z3's model-based\n"
		   "quantifier instantiation, which can answer 'refuted' but spends the whole\n"
		   "limit on each rule it cannot prove. Each rule proved or left unknown is then\n"
		   "run on the reference kernels for many shapes (as check-axioms --rules does);\n"
		   "one that differs is marked refuted: the axioms are shape-free, and a chain of\n"
		   "them can pass through ill-shaped terms; an unknown candidate may hold only\n"
		   "for the generator's shapes. Its counterexample is printed without\n"
		   "--keep-going, or with --verbose (-v). --no-check skips that check. --times\n"
		   "writes each rule's name, answer and check time in seconds to FILE (make bench).\n",
		GEN_VERIFY_RLIMIT);
}

static int parse_num(const char *s, long lo, long hi, long *v)
{
	char *end;
	*v = strtol(s, &end, 10);
	return *end || end == s || *v < lo || *v > hi ? -1 : 0;
}

/*
 * Runs every rule with the given status on the reference kernels
 * (check_axioms.c) and marks those that differ refuted. Returns how many,
 * or -1.
 *
 * "proved": the axioms hold for well-shaped instances, but Z3 knows no
 * shapes, so a proof may pass through ill-shaped terms: conv2d of
 * (concat 1 x y) with (concat 1 z w) equals the same with both concats
 * swapped when it splits into conv2d x z + conv2d y w, which is false when
 * x and z differ in channels. When loud, the axioms of the proof and the
 * counterexample go to stderr.
 *
 * "unknown": a float32 counterexample shows a rule Z3 could not prove
 * false (a candidate that held only for the generator's few shapes, or
 * relu dropped after a max pooling of mostly positive values), so it is
 * refuted rather than unknown. Only float32: mod p models sigmoid and the
 * like by random functions, and an unknown rule need not follow from
 * axioms that hold for those. One that passes stays unknown.
 */
static int refute_concretely(const spec_set *s, rule_set *rs, const char *status, const char *file, int jobs,
			     int loud, char *err, size_t errsize)
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
	o.float_only = strcmp(status, "unknown") == 0;
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
		if (rs->rules[i].status && strcmp(rs->rules[i].status, status) == 0) {
			idx[sub.n] = i;
			sub.rules[sub.n++] = rs->rules[i]; /* shallow: terms stay owned by rs */
		}
	if (sub.n == 0) {
		n = 0;
		goto out;
	}
	n = gen_check_rules(s, &sub, file, &o, &rep, &untested, bad, err, errsize);
	for (int k = 0; n > 0 && k < sub.n; k++) {
		if (!bad[k])
			continue;
		rule *r = &rs->rules[idx[k]];
		if (loud && r->naxioms) {
			fprintf(stderr, "%s:%d: %s: proved from", file, r->line, r->name);
			for (int a = 0; a < r->naxioms; a++)
				fprintf(stderr, "%s %s", a ? "," : "", r->axioms[a]);
			fprintf(stderr, " but refuted by the kernels\n");
		} else if (loud) {
			fprintf(stderr, "%s:%d: %s: %s, and refuted by the kernels\n", file, r->line, r->name,
				strcmp(status, "proved") == 0 ? "proved" : "not proved");
		}
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
	for (char *line = rep.s; loud && n > 0 && line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL)
		if (strncmp(line, "FAIL ", 5) == 0)
			fprintf(stderr, "  %.*s\n", (int)strcspn(line, "\n"), line);
out:
	gen_buf_free(&rep);
	free(sub.rules);
	free(idx);
	free(bad);
	return n;
}

/*
 * One line for the whole file: "FILE: N rules: P proved, U unknown, R
 * refuted ...". With --keep-going (candidates), rules not proved are the
 * expected outcome and are said to be left out, not to have failed.
 */
static void summary(const char *in, const rule_set *rs, int by_kernels, int keep_going)
{
	int proved = 0, refuted = 0;
	for (int i = 0; i < rs->n; i++) {
		const char *st = rs->rules[i].status ? rs->rules[i].status : "";
		proved += strcmp(st, "proved") == 0;
		refuted += strcmp(st, "refuted") == 0;
	}
	int unknown = rs->n - proved - refuted;
	fprintf(stderr, "tasoc rules verify: %s: %d rules: %d proved, %d unknown", in, rs->n, proved, unknown);
	if (refuted > by_kernels)
		fprintf(stderr, ", %d refuted by Z3", refuted - by_kernels);
	if (by_kernels)
		fprintf(stderr, ", %d refuted by the kernels", by_kernels);
	if (keep_going && proved < rs->n)
		fprintf(stderr, " (those not proved are left out%s)", by_kernels ? "; --verbose shows the refutations" : "");
	fprintf(stderr, "\n");
}

int cmd_verify(int argc, char **argv)
{
	const char *in = NULL, *out = NULL, *dir = "spec", *times = NULL;
	int keep_going = 0, concrete = 1, verbose = 0;
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
		} else if (strcmp(argv[i], "--verbose") == 0 || strcmp(argv[i], "-v") == 0) {
			verbose = 1;
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
			if (!tool_missing_value("tasoc rules verify", argc, argv, i, "-o --spec --times --rlimit --jobs"))
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
	int by_kernels = 0;
	if (concrete) {
		/* with --keep-going, rules the kernels refute are expected: candidates whose fingerprints collided */
		int loud = verbose || !keep_going;
		int r = refute_concretely(&s, &rs, "proved", in, o.jobs, loud, err, sizeof err), u = 0;
		if (r >= 0)
			u = refute_concretely(&s, &rs, "unknown", in, o.jobs, loud, err, sizeof err);
		if (r < 0 || u < 0) {
			fprintf(stderr, "tasoc rules verify: %s\n", err);
			goto out;
		}
		r += u;
		proved = 0;
		for (int i = 0; i < rs.n; i++)
			proved += rs.rules[i].status && strcmp(rs.rules[i].status, "proved") == 0;
		by_kernels = r;
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
			fprintf(stderr, "tasoc rules verify: cannot write %s: %s\n", out, strerror(errno));
			goto out;
		}
	} else if (b.len && fwrite(b.s, 1, b.len, stdout) != b.len) {
		fprintf(stderr, "tasoc rules verify: cannot write stdout: %s\n", strerror(errno));
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
			fprintf(stderr, "tasoc rules verify: cannot write %s: %s\n", times, strerror(errno));
			goto out;
		}
	}
	summary(in, &rs, by_kernels, keep_going);
	rc = proved == rs.n || keep_going ? EXIT_OK : EXIT_FAIL;
out:
	free(o.seconds);
	gen_buf_free(&b);
	rule_set_free(&rs);
	gen_axioms_free(&ax);
	spec_free(&s);
	return rc;
}

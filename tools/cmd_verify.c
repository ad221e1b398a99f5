/* cmd_verify.c: `tasoc rules verify FILE`: prove each rule from the specs' axioms with Z3. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sys/stat.h>

#include "../host/fileio.h"
#include "commands.h"
#include "verify_run.h"

static void usage(FILE *f)
{
	fprintf(f, "usage: tasoc rules verify FILE [-o OUT] [--keep-going] [--spec DIR] [--rlimit N] [--jobs N]\n"
		   "                          [--mbqi] [--no-check] [--times FILE] [--verbose]\n"
		   "                          [--shards N] [--checkpoint DIR]\n"
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
		   "writes each rule's name, answer and check time in seconds to FILE (make bench).\n"
		   "--shards N splits the rules into N shards (by a hash of their names; build/tasoc-mpi:\n"
		   "default 64, shard i on rank i %% ranks), with the same output; --checkpoint DIR\n"
		   "writes each finished shard there (created) and a rerun reads them back.\n",
		GEN_VERIFY_RLIMIT);
}

static int parse_num(const char *s, long lo, long hi, long *v)
{
	char *end;
	*v = strtol(s, &end, 10);
	return *end || end == s || *v < lo || *v > hi ? -1 : 0;
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
	return tool_verify(argc, argv, NULL);
}

int tool_verify(int argc, char **argv, const gen_comm *comm)
{
	const char *in = NULL, *out = NULL, *dir = "spec", *times = NULL, *ckpt = NULL;
	int nshards = comm ? 64 : 0;
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
		} else if (strcmp(argv[i], "--checkpoint") == 0 && i + 1 < argc) {
			ckpt = argv[++i];
		} else if (strcmp(argv[i], "--shards") == 0 && i + 1 < argc) {
			if (parse_num(argv[++i], 1, GEN_MAX_SHARDS, &v) < 0) {
				fprintf(stderr, "tasoc rules verify: bad --shards '%s' (1 to %d)\n", argv[i], GEN_MAX_SHARDS);
				return EXIT_USAGE;
			}
			nshards = (int)v;
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
			if (!tool_missing_value("tasoc rules verify", argc, argv, i, "-o --spec --times --rlimit --jobs --shards --checkpoint"))
				fprintf(stderr, "tasoc rules verify: unexpected argument '%s'\n", argv[i]);
			usage(stderr);
			return EXIT_USAGE;
		}
	}
	if (!in) {
		usage(stderr);
		return EXIT_USAGE;
	}
	if (ckpt && !nshards) {
		fprintf(stderr, "tasoc rules verify: --checkpoint needs --shards\n");
		return EXIT_USAGE;
	}
	if (ckpt && mkdir(ckpt, 0777) != 0 && errno != EEXIST) {
		fprintf(stderr, "tasoc rules verify: cannot make %s: %s\n", ckpt, strerror(errno));
		return EXIT_FAIL;
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
	int by_kernels = 0, loud = verbose || !keep_going;
	/* with --keep-going, rules the kernels refute are expected: candidates whose fingerprints collided */
	if (nshards && !comm)
		comm = &gen_comm_self;
	if (nshards ? tool_verify_sharded(&s, &ax, &rs, &o, concrete, loud, in, comm, nshards, ckpt, &by_kernels,
					  err, sizeof err) != 0
		    : tool_verify_set(&s, &ax, &rs, &o, concrete, loud, in, &by_kernels, err, sizeof err) != 0) {
		fprintf(stderr, "tasoc rules verify: %s: %s\n", in, err);
		goto out;
	}
	if (comm && comm->rank != 0) {
		rc = EXIT_OK;
		goto out;
	}
	int proved = 0;
	for (int i = 0; i < rs.n; i++)
		proved += rs.rules[i].status && strcmp(rs.rules[i].status, "proved") == 0;
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

/* cmd_generate.c: `tasoc rules generate`: enumerate graphs and write candidate rules. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>

#include "../generator/generate.h"
#include "../generator/shard.h"
#include "../host/fileio.h"
#include "commands.h"

static void usage(FILE *f)
{
	fprintf(f,
		"usage: tasoc rules generate [--max-ops N] [--ops LIST] [--spec DIR] [-o FILE] [--quiet]\n"
		"                            [--shards N] [--checkpoint DIR] [--shard-times FILE]\n"
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
		"  --shards N    split the last size into N shards (1 to 65536; build/tasoc-mpi: default 64,\n"
		"                shard i on rank i %% ranks); the output is the same byte for byte\n"
		"  --checkpoint DIR  write each finished shard to DIR (created), and read back those\n"
		"                there instead of running them again (a rerun after a killed run)\n"
		"  --shard-times FILE  each shard's processor seconds, in all and per part, and its work\n"
		"                (pairs, expressions, records), one line each (make bench)\n"
		"debugging, to see what a pruning step removes:\n"
		"  --no-canon --no-factor --no-instance --no-generalize --all-terms\n"
		"testing: --die-after N  the last rank kills itself (SIGKILL) after running N shards\n");
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

/* Progress of a sharded run, and the testing kill. */
typedef struct shard_watch {
	const gen_comm *comm;
	bool progress;
	int die_after, ran, resumed;
} shard_watch;

static int shard_done(void *ctx, int phase, int shard, double seconds, int resumed)
{
	shard_watch *w = ctx;
	if (resumed)
		w->resumed++;
	else
		w->ran++;
	if (w->progress)
		fprintf(stderr, "generate: rank %d: shard %d %s %.2fs%s\n", w->comm->rank, shard,
			phase == 1 ? "evaluated in" : "pairs across ranks in", seconds, resumed ? " (read back)" : "");
	if (w->die_after > 0 && !resumed && w->comm->rank == w->comm->size - 1 && w->ran >= w->die_after) {
		fprintf(stderr, "generate: rank %d: --die-after %d: killing myself\n", w->comm->rank, w->die_after);
		raise(SIGKILL);
	}
	return 0;
}

/* Every rank's n values to rank 0 (all[r * n + i] there). */
static int to_rank0(const gen_comm *comm, const double *mine, int n, double *all)
{
	size_t len = (size_t)n * sizeof *mine, got = 0;
	char *copy = malloc(len), *data = NULL;
	if (!copy)
		return -1;
	memcpy(copy, mine, len);
	int rc = gen_comm_to_root(comm, copy, len, &data, &got);
	if (rc == 0 && comm->rank == 0) {
		if (got != len * (size_t)comm->size)
			rc = -1;
		else
			memcpy(all, data, got);
	}
	free(data);
	return rc;
}

int cmd_generate(int argc, char **argv)
{
	return tool_generate(argc, argv, NULL);
}

int tool_generate(int argc, char **argv, const gen_comm *comm)
{
	if (tool_wants_help(argc, argv)) {
		usage(stdout);
		return EXIT_OK;
	}
	const char *spec = "spec", *outp = NULL, *ckpt = NULL, *times = NULL;
	const char *names[64];
	int nshards = comm ? 64 : 0, die_after = 0;
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
		} else if (strcmp(a, "--shards") == 0 && more) {
			char *end;
			long v = strtol(argv[++i], &end, 10);
			if (*end || end == argv[i] || v < 1 || v > GEN_MAX_SHARDS) {
				fprintf(stderr, "tasoc rules generate: --shards wants 1 to %d, got '%s'\n", GEN_MAX_SHARDS,
					argv[i]);
				return EXIT_USAGE;
			}
			nshards = (int)v;
		} else if (strcmp(a, "--die-after") == 0 && more) {
			if (parse_int(argv[++i], &die_after) != 0) {
				fprintf(stderr, "tasoc rules generate: --die-after wants a positive number, got '%s'\n", argv[i]);
				return EXIT_USAGE;
			}
		} else if (strcmp(a, "--checkpoint") == 0 && more) {
			ckpt = argv[++i];
		} else if (strcmp(a, "--shard-times") == 0 && more) {
			times = argv[++i];
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
			if (!tool_missing_value("tasoc rules generate", argc, argv, i,
						"--max-ops --ops --spec -o --shards --checkpoint --shard-times --die-after"))
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
	if (!nshards && (ckpt || times || die_after)) {
		fprintf(stderr, "tasoc rules generate: --checkpoint, --shard-times and --die-after need --shards\n");
		spec_free(&s);
		return EXIT_USAGE;
	}
	if (ckpt && mkdir(ckpt, 0777) != 0 && errno != EEXIST) {
		fprintf(stderr, "tasoc rules generate: cannot make %s: %s\n", ckpt, strerror(errno));
		spec_free(&s);
		return EXIT_FAIL;
	}
	if (nshards && !comm)
		comm = &gen_comm_self;
	rule_set rs;
	gen_stats st;
	char err[1024];
	size_t nprof = (size_t)nshards * GEN_PROF_N;
	double *secs = nshards ? calloc(nprof, sizeof *secs) : NULL;
	shard_watch watch = { comm, o.progress, die_after, 0, 0 };
	double parts[GEN_PART_N] = { 0 };
	gen_shard_opts so = { nshards, ckpt, shard_done, &watch, secs, parts };
	if (nshards && !secs) {
		fprintf(stderr, "tasoc rules generate: out of memory\n");
		spec_free(&s);
		return EXIT_FAIL;
	}
	if (nshards ? gen_generate_sharded(&s, &o, &so, comm, &rs, &st, err, sizeof err) != 0
		    : gen_generate(&s, &o, &rs, &st, err, sizeof err) != 0) {
		fprintf(stderr, "tasoc rules generate: %s%s\n", comm && comm->size > 1 ? "rank " : "", err);
		free(secs);
		spec_free(&s);
		return EXIT_FAIL;
	}
	int rc = EXIT_OK;
	if (nshards) {
		/* every rank's peak and shard times to rank 0 */
		getrusage(RUSAGE_SELF, &ru);
		double cpu = (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec * 1e-6 + (double)ru.ru_stime.tv_sec +
			     (double)ru.ru_stime.tv_usec * 1e-6;
		enum { NM = 4 + GEN_PART_N };
		double mine[NM] = { (double)ru.ru_maxrss / 1024.0, watch.ran, watch.resumed, cpu };
		memcpy(mine + 4, parts, sizeof parts);
		double *peaks = calloc((size_t)comm->size * NM, sizeof *peaks);
		double *all = calloc(nprof * (size_t)comm->size, sizeof *all);
		if (!peaks || !all || to_rank0(comm, mine, NM, peaks) != 0 || to_rank0(comm, secs, (int)nprof, all) != 0) {
			fprintf(stderr, "tasoc rules generate: out of memory or a transport error\n");
			rc = EXIT_FAIL;
		}
		if (rc == EXIT_OK && comm->rank == 0) {
			double sum = 0, max = 0;
			/* each shard's row is nonzero on its rank only: the sum is that rank's */
			for (size_t i = 0; i < nprof; i++)
				for (int r = 1; r < comm->size; r++)
					all[i] += all[(size_t)r * nprof + i];
			for (int i = 0; i < nshards; i++) {
				double t = all[(size_t)i * GEN_PROF_N + GEN_PROF_SECS];
				sum += t;
				max = t > max ? t : max;
			}
			double ran = 0, back = 0;
			for (int r = 0; r < comm->size; r++) {
				ran += peaks[NM * r + 1];
				back += peaks[NM * r + 2];
			}
			fprintf(stderr, "generate: %d ranks, %d shards (%.0f shard phases run, %.0f read back), %lld distinct "
				"confirmed pairs admitted on rank 0: shard processor seconds mean %.3f, max %.3f (max/mean "
				"%.3f); peak resident per rank:",
				comm->size, nshards, ran, back, (long long)st.distinct, sum / nshards, max,
				sum > 0 ? max / (sum / nshards) : 0.0);
			for (int r = 0; r < comm->size; r++)
				fprintf(stderr, " %.0f", peaks[NM * r]);
			/* processor seconds: on a shared machine the figure that compares (waiting ranks yield) */
			fprintf(stderr, " MiB; cpu seconds per rank:");
			for (int r = 0; r < comm->size; r++)
				fprintf(stderr, " %.1f", peaks[NM * r + 3]);
			fprintf(stderr, "\n");
			/* where each rank's time went: the critical path is in the parts */
			fprintf(stderr, "generate: processor seconds by part (%s):", gen_part_names);
			for (int r = 0; r < comm->size; r++) {
				fprintf(stderr, "%s rank %d", r ? ";" : "", r);
				for (int i = 0; i < GEN_PART_N; i++)
					fprintf(stderr, " %.2f", peaks[NM * r + 4 + i]);
			}
			fprintf(stderr, "\n");
			if (times) {
				gen_buf tb;
				gen_buf_init(&tb);
				gen_buf_printf(&tb, "# shard processor seconds (both phases) and work (--max-ops %d, %d shards, "
					       "%d ranks)\n# shard %s\n", o.max_ops, nshards, comm->size, gen_prof_names);
				for (int i = 0; i < nshards; i++) {
					const double *row = all + (size_t)i * GEN_PROF_N;
					gen_buf_printf(&tb, "%d", i);
					for (int c = 0; c < GEN_PROF_N; c++)
						gen_buf_printf(&tb, c < GEN_PROF_PRE_PAIRS ? " %.6f" : " %.0f", row[c]);
					gen_buf_puts(&tb, "\n");
				}
				if (tb.oom || tasoc_write_atomic(times, tb.s, tb.len) != 0) {
					fprintf(stderr, "tasoc rules generate: cannot write %s: %s\n", times, strerror(errno));
					rc = EXIT_FAIL;
				}
				gen_buf_free(&tb);
			}
		}
		free(peaks);
		free(all);
	}
	free(secs);
	if (comm && comm->rank != 0) {
		rule_set_free(&rs);
		spec_free(&s);
		return rc;
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
	if (rc != EXIT_OK) {
	} else if (b.oom) {
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

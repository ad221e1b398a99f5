/* test_shard.c: rule generation split into shards: the same rules as one process, checkpoints, resuming. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../generator/generate.h"
#include "../generator/shard.h"

static spec_set S;

static void load(void)
{
	cr_assert_eq(spec_load_dir(&S, "spec"), 0, "%s", S.err);
}

static void unload(void)
{
	spec_free(&S);
}

TestSuite(shard, .init = load, .fini = unload);

/* Operators whose 3-operator generation takes a second and has pairs of every kind. */
static const char *const OPS[] = { "concat", "ewadd", "ewmul", "matmul", "relu", "split", "transpose" };

static gen_options options(int max_ops)
{
	gen_options o;
	memset(&o, 0, sizeof o);
	o.max_ops = max_ops;
	o.nops = (int)(sizeof OPS / sizeof OPS[0]);
	o.ops = OPS;
	return o;
}

static char *text_of(const rule_set *rs)
{
	gen_buf b;
	gen_buf_init(&b);
	for (int i = 0; i < rs->n; i++) {
		rule_print(&S, &rs->rules[i], &b);
		gen_buf_puts(&b, "\n");
	}
	cr_assert(!b.oom);
	return b.s;
}

typedef struct counter {
	int ran, resumed, stop_after;
} counter;

static int count_done(void *ctx, int phase, int shard, double seconds, int resumed)
{
	(void)phase;
	(void)shard;
	(void)seconds;
	counter *c = ctx;
	if (resumed)
		c->resumed++;
	else
		c->ran++;
	return c->stop_after && c->ran >= c->stop_after;
}

static int sharded(const gen_options *o, int nshards, const char *dir, counter *c, rule_set *rs, gen_stats *st,
		   char *err, size_t errsize)
{
	gen_shard_opts so = { nshards, dir, count_done, c, NULL, NULL };
	return gen_generate_sharded(&S, o, &so, &gen_comm_self, rs, st, err, errsize);
}

/*
 * The rules depend on which expression of a class the enumeration meets
 * first and on the order pairs are admitted: with the last size in shards,
 * the classes merged across them and the pairs sorted back, every number
 * of shards gives one process's rules and counts.
 */
Test(shard, any_number_of_shards_gives_the_rules_of_one_process)
{
	gen_options o = options(3);
	rule_set one, rs;
	gen_stats a, b;
	char err[1024];
	cr_assert_eq(gen_generate(&S, &o, &one, &a, err, sizeof err), 0, "%s", err);
	char *want = text_of(&one);
	cr_assert_gt(one.n, 20, "the operators give a few dozen rules");
	cr_assert_gt(a.single, 0);
	cr_assert_gt(a.multi, 0, "and multi-output ones");
	const int shards[] = { 1, 3, 64 };
	for (size_t k = 0; k < sizeof shards / sizeof shards[0]; k++) {
		counter c = { 0 };
		cr_assert_eq(sharded(&o, shards[k], NULL, &c, &rs, &b, err, sizeof err), 0, "%s", err);
		char *got = text_of(&rs);
		cr_assert_str_eq(got, want, "%d shards", shards[k]);
		cr_assert_eq(c.ran, 2 * shards[k], "each shard reports its two phases");
		cr_assert_eq(b.graphs, a.graphs);
		cr_assert_eq(b.tried, a.tried);
		cr_assert_eq(b.classes, a.classes, "%d shards: classes merged across shards", shards[k]);
		cr_assert_eq(b.pairs, a.pairs);
		cr_assert_eq(b.unconfirmed, a.unconfirmed);
		cr_assert_eq(b.factored, a.factored);
		cr_assert_eq(b.duplicate, a.duplicate, "%d shards: %lld duplicates, one process %lld", shards[k],
			     (long long)b.duplicate, (long long)a.duplicate);
		cr_assert_eq(b.single, a.single);
		cr_assert_eq(b.multi, a.multi);
		free(got);
		rule_set_free(&rs);
	}
	free(want);
	rule_set_free(&one);
}

static int count_files(const char *dir)
{
	DIR *d = opendir(dir);
	cr_assert(d);
	int n = 0;
	for (struct dirent *e; (e = readdir(d));)
		n += strncmp(e->d_name, "gen-", 4) == 0;
	closedir(d);
	return n;
}

static void remove_dir(const char *dir)
{
	DIR *d = opendir(dir);
	if (!d)
		return;
	char p[512];
	for (struct dirent *e; (e = readdir(d));)
		if (e->d_name[0] != '.') {
			snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
			unlink(p);
		}
	closedir(d);
	rmdir(dir);
}

/* A run stopped after some shards leaves them in the directory; the rerun reads them and runs only the rest. */
Test(shard, a_stopped_run_resumes_from_its_checkpoints)
{
	char dir[] = "/tmp/tasoc-shard-XXXXXX";
	cr_assert(mkdtemp(dir));
	gen_options o = options(3);
	rule_set one, rs;
	gen_stats st;
	char err[1024];
	cr_assert_eq(gen_generate(&S, &o, &one, &st, err, sizeof err), 0, "%s", err);
	char *want = text_of(&one);
	counter c = { 0, 0, 5 };
	cr_assert_eq(sharded(&o, 8, dir, &c, &rs, &st, err, sizeof err), -1, "stopped after 5 shards");
	cr_assert(strstr(err, "stopped after shard"), "%s", err);
	cr_assert_eq(count_files(dir), 5, "each finished shard is on disk");
	counter d = { 0 };
	cr_assert_eq(sharded(&o, 8, dir, &d, &rs, &st, err, sizeof err), 0, "%s", err);
	cr_assert_eq(d.resumed, 5, "the five finished shards are read back");
	cr_assert_eq(d.ran, 2 * 8 - 5, "and only the others run");
	char *got = text_of(&rs);
	cr_assert_str_eq(got, want);
	free(got);
	rule_set_free(&rs);
	/* everything is there now: a third run reads it all */
	counter e = { 0 };
	cr_assert_eq(sharded(&o, 8, dir, &e, &rs, &st, err, sizeof err), 0, "%s", err);
	cr_assert_eq(e.resumed, 16);
	cr_assert_eq(e.ran, 0);
	got = text_of(&rs);
	cr_assert_str_eq(got, want);
	free(got);
	rule_set_free(&rs);
	free(want);
	rule_set_free(&one);
	remove_dir(dir);
}

/* Checkpoints of other options are refused by name, never mixed in; a damaged one likewise. */
Test(shard, foreign_or_damaged_checkpoints_are_refused)
{
	char dir[] = "/tmp/tasoc-shard-XXXXXX";
	cr_assert(mkdtemp(dir));
	gen_options o = options(2);
	rule_set rs;
	gen_stats st;
	char err[1024];
	counter c = { 0 };
	cr_assert_eq(sharded(&o, 4, dir, &c, &rs, &st, err, sizeof err), 0, "%s", err);
	rule_set_free(&rs);
	o.prune.no_canon = true;
	counter d = { 0 };
	cr_assert_eq(sharded(&o, 4, dir, &d, &rs, &st, err, sizeof err), -1);
	cr_assert(strstr(err, "gen-eval-00000: a checkpoint of another run"), "%s", err);
	o.prune.no_canon = false;
	char p[512];
	snprintf(p, sizeof p, "%s/gen-eval-00001", dir);
	FILE *f = fopen(p, "r+b");
	cr_assert(f);
	fseek(f, 0, SEEK_END);
	long n = ftell(f);
	cr_assert_eq(ftruncate(fileno(f), n - 3), 0);
	fclose(f);
	counter e = { 0 };
	cr_assert_eq(sharded(&o, 4, dir, &e, &rs, &st, err, sizeof err), -1);
	cr_assert(strstr(err, "gen-eval-00001: truncated or damaged"), "%s", err);
	remove_dir(dir);
}

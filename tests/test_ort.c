/* test_ort.c: the ONNX Runtime worker's client (missing, crashed, hung), its JSON reader, and the never-slower statistics. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "../host/backend/json.h"
#include "../host/backend/ort_worker.h"
#include "../host/backend/speedup.h"

/* The statistic on given numbers: no timing in these tests. */

Test(speedup, a_clearly_faster_model_is_kept_and_its_interval_is_the_sign_test_s)
{
	double before[20], after[20];
	for (int i = 0; i < 20; i++) {
		before[i] = 10.0 + 0.1 * (i % 5);
		after[i] = 5.0 + 0.05 * ((i * 3) % 7);
	}
	tasoc_speedup s;
	tasoc_speedup_paired(before, after, 20, &s);
	cr_assert_eq(s.rounds, 20);
	cr_assert(s.median > 1.8 && s.median < 2.2, "median %g", s.median);
	cr_assert(s.low > 1.0 && s.low <= s.median && s.median <= s.high, "[%g, %g]", s.low, s.high);
	cr_assert(tasoc_speedup_faster(&s));
	cr_assert(tasoc_speedup_settled(&s, 20));
	cr_assert_not(tasoc_speedup_settled(&s, 21), "settles only after the minimum count");
}

Test(speedup, a_slower_or_equal_model_is_not_kept)
{
	double before[30], after[30];
	for (int i = 0; i < 30; i++) { /* 2% slower, with noise larger than that in half the rounds */
		before[i] = 10.0;
		after[i] = 10.2 + (i % 2 ? 0.5 : -0.4);
	}
	tasoc_speedup s;
	tasoc_speedup_paired(before, after, 30, &s);
	cr_assert(s.median < 1.0);
	cr_assert_not(tasoc_speedup_faster(&s));
	for (int i = 0; i < 30; i++) /* the same model twice: speedups scattered around 1 */
		after[i] = before[i] * (i % 2 ? 1.03 : 0.97);
	tasoc_speedup_paired(before, after, 30, &s);
	cr_assert(s.low < 1.0 && s.high > 1.0, "[%g, %g]", s.low, s.high);
	cr_assert_not(tasoc_speedup_faster(&s));
	cr_assert_not(tasoc_speedup_settled(&s, 20), "an interval of 6%% across 1 needs more rounds");
}

Test(speedup, one_lucky_round_does_not_make_a_model_faster)
{
	/* Five rounds, all faster: too few for a 95% interval, so the guard keeps the original. */
	double before[5] = { 10, 10, 10, 10, 10 }, after[5] = { 5, 5, 5, 5, 5 };
	tasoc_speedup s;
	tasoc_speedup_paired(before, after, 5, &s);
	cr_assert_eq(s.low, 0.0);
	cr_assert(isinf(s.high));
	cr_assert_not(tasoc_speedup_faster(&s));
	/* Twenty rounds with a few fast outliers in a slower model: the median decides, not the mean. */
	double b20[20], a20[20];
	for (int i = 0; i < 20; i++) {
		b20[i] = 10;
		a20[i] = i < 4 ? 1 : 11;
	}
	tasoc_speedup_paired(b20, a20, 20, &s);
	cr_assert_not(tasoc_speedup_faster(&s), "median %g, [%g, %g]", s.median, s.low, s.high);
}

/*
 * Over batches of fresh sessions (tasoc_speedup_batched). Each batch's
 * sessions carry an effect of their own (where their weights landed: up to
 * 7% on NasRNN), the same for all of the batch's rounds; the rounds within
 * a batch scatter little. A pair of sessions that drew lucky must count as
 * one unit, not as each of its rounds.
 */

/* Batch b's rounds: the same model twice, the batch's sessions off by effect[b], rounds +-0.2% about it. */
static int same_model_batches(const double *effect, int nbatches, int rounds_each, double *before, double *after,
			      int *sizes)
{
	int n = 0;
	for (int b = 0; b < nbatches; b++) {
		for (int i = 0; i < rounds_each; i++, n++) {
			before[n] = 4.0 * (1 + 0.002 * ((i % 3) - 1));
			after[n] = 4.0 / effect[b] * (1 + 0.002 * (((i + 1) % 3) - 1));
		}
		sizes[b] = rounds_each;
	}
	return n;
}

Test(speedup_batched, one_lucky_pair_of_sessions_is_one_unit_not_many_rounds)
{
	/* The same model against itself on one pair of sessions that drew 6% lucky: 60 rounds all say 1.06. */
	double before[480], after[480];
	int sizes[8];
	const double lucky[1] = { 1.06 };
	int n = same_model_batches(lucky, 1, 60, before, after, sizes);
	tasoc_speedup s;
	tasoc_speedup_paired(before, after, n, &s);
	cr_assert(tasoc_speedup_faster(&s), "rounds as units: the lucky pair looks faster ([%g, %g])", s.low, s.high);
	tasoc_speedup_batched(before, after, sizes, 1, &s);
	cr_assert_eq(s.batches, 1);
	cr_assert_eq(s.rounds, 60);
	cr_assert_float_eq(s.median, 1.06, 0.005);
	cr_assert_eq(s.low, 0.0, "one batch gives no 95%% interval");
	cr_assert(isinf(s.high));
	cr_assert_not(tasoc_speedup_faster(&s));
	cr_assert_not(tasoc_speedup_settled(&s, 20));
	/* Eight pairs of sessions, effects on both sides of 1 (as measured): not faster, and not settled either. */
	const double effects[8] = { 0.95, 1.06, 0.97, 1.03, 1.07, 0.98, 1.02, 1.05 };
	n = same_model_batches(effects, 8, 60, before, after, sizes);
	tasoc_speedup_paired(before, after, n, &s);
	cr_assert(s.low > 1.0, "pooled, the rounds' interval misses 1: [%g, %g]", s.low, s.high);
	tasoc_speedup_batched(before, after, sizes, 8, &s);
	cr_assert_eq(s.batches, 8);
	cr_assert_eq(s.rounds, 480);
	cr_assert(s.low < 1.0 && s.high > 1.0, "[%g, %g]", s.low, s.high);
	cr_assert_not(tasoc_speedup_faster(&s));
	cr_assert_not(tasoc_speedup_settled(&s, 20));
}

Test(speedup_batched, a_gain_every_pair_of_sessions_shows_is_kept)
{
	double before[400], after[400];
	int sizes[8];
	const double effects[8] = { 1.21, 1.16, 1.24, 1.19, 1.15, 1.22, 1.18, 1.20 };
	int n = same_model_batches(effects, 8, 5, before, after, sizes);
	tasoc_speedup s;
	tasoc_speedup_batched(before, after, sizes, 8, &s);
	cr_assert_eq(n, 40);
	/* Eight units: k = 1, the interval is the smallest and largest batch median. */
	cr_assert_float_eq(s.low, 1.15, 0.005, "[%g, %g]", s.low, s.high);
	cr_assert_float_eq(s.high, 1.24, 0.005, "[%g, %g]", s.low, s.high);
	cr_assert_float_eq(s.median, (1.19 + 1.20) / 2, 0.005);
	cr_assert(tasoc_speedup_faster(&s));
	cr_assert(tasoc_speedup_settled(&s, 20));
	cr_assert_not(tasoc_speedup_settled(&s, 41), "settles only after the minimum count of rounds");
}

Test(speedup_batched, each_batch_counts_once_whatever_its_rounds)
{
	/* A long batch of 50 rounds at 1.30 and eight short ones about 0.99: the batches decide, 0.99. */
	double before[60], after[60];
	int sizes[9] = { 50, 1, 1, 1, 1, 1, 1, 1, 1 };
	for (int i = 0; i < 58; i++) {
		before[i] = 10;
		after[i] = i < 50 ? 10 / 1.30 : 10 / (0.97 + 0.005 * (i - 50));
	}
	tasoc_speedup s;
	tasoc_speedup_paired(before, after, 58, &s);
	cr_assert(s.median > 1.2, "pooled: the long batch's rounds outvote the rest (%g)", s.median);
	tasoc_speedup_batched(before, after, sizes, 9, &s);
	cr_assert_eq(s.batches, 9);
	cr_assert_eq(s.rounds, 58);
	cr_assert(s.median < 1.0, "%g", s.median);
	/* Nine units: k = 2, from the 2nd smallest batch median to the 8th: the 1.30 batch is left out. */
	cr_assert_float_eq(s.low, 0.975, 1e-9, "[%g, %g]", s.low, s.high);
	cr_assert_float_eq(s.high, 1.005, 1e-9, "[%g, %g]", s.low, s.high);
	cr_assert_not(tasoc_speedup_faster(&s));
	/* An empty batch is no unit; none at all gives no figure. */
	int with_empty[10] = { 50, 1, 1, 0, 1, 1, 1, 1, 1, 1 };
	tasoc_speedup_batched(before, after, with_empty, 10, &s);
	cr_assert_eq(s.batches, 9);
	cr_assert_eq(s.rounds, 58);
	tasoc_speedup_batched(before, after, sizes, 0, &s);
	cr_assert_eq(s.batches, 0);
	cr_assert_eq(s.low, 0.0);
	cr_assert(isinf(s.high));
	cr_assert_not(tasoc_speedup_faster(&s));
}

Test(speedup_batched, an_early_stop_needs_the_99_percent_interval)
{
	/*
	 * Nine batches, one of them slower: the 95% interval (2nd to 8th batch
	 * median) lies above 1, so a measurement that ends here keeps the model,
	 * but the 99% one (1st to 9th) does not: the guard, looking after every
	 * batch, times on instead of stopping at the first look that excludes 1.
	 */
	double before[400], after[400];
	int sizes[9];
	const double effects[9] = { 1.06, 0.98, 1.05, 1.08, 1.04, 1.07, 1.05, 1.06, 1.09 };
	same_model_batches(effects, 9, 5, before, after, sizes);
	tasoc_speedup s;
	tasoc_speedup_batched(before, after, sizes, 9, &s);
	cr_assert(tasoc_speedup_faster(&s), "95%%: [%g, %g]", s.low, s.high);
	cr_assert_float_eq(s.strict_low, 0.98, 0.005, "99%%: [%g, %g]", s.strict_low, s.strict_high);
	cr_assert_float_eq(s.strict_high, 1.09, 0.005, "99%%: [%g, %g]", s.strict_low, s.strict_high);
	cr_assert_not(tasoc_speedup_settled(&s, 20), "stopped early on the 95%% interval");
	/* Seven units bound nothing at 99% (2 / 2^7 > 1%), though 95% already does at six. */
	tasoc_speedup_batched(before, after, sizes, 7, &s);
	cr_assert_eq(s.strict_low, 0.0);
	cr_assert(isinf(s.strict_high));
	cr_assert(isfinite(s.high));
}

/* The JSON reader. */

Test(json, reads_a_worker_reply)
{
	char err[128];
	tasoc_json *v = tasoc_json_parse(" {\"ok\": true, \"ms\": [[1.5, 2e-3], []], \"s\": \"a\\\"b\\u00e9\\n\", \"n\": null}",
					 err, sizeof err);
	cr_assert_not_null(v, "%s", err);
	cr_assert(tasoc_json_get(v, "ok")->boolean);
	const tasoc_json *ms = tasoc_json_get(v, "ms");
	cr_assert_eq(ms->type, TASOC_JSON_ARRAY);
	cr_assert_eq(ms->n, 2);
	cr_assert_float_eq(ms->items[0]->items[1]->number, 2e-3, 1e-12);
	cr_assert_eq(ms->items[1]->n, 0);
	cr_assert_str_eq(tasoc_json_get(v, "s")->str, "a\"b\xc3\xa9\n");
	cr_assert_eq(tasoc_json_get(v, "n")->type, TASOC_JSON_NULL);
	cr_assert_null(tasoc_json_get(v, "missing"));
	tasoc_json_free(v);
}

Test(json, refuses_malformed_text_and_says_where)
{
	const char *bad[] = { "{\"a\": }", "[1, 2", "{\"a\" 1}", "\"open", "[1] x", "{\"a\": tru}", "" };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		char err[128];
		tasoc_json *v = tasoc_json_parse(bad[i], err, sizeof err);
		cr_assert_null(v, "'%s' parsed", bad[i]);
		cr_assert(strstr(err, "malformed JSON") != NULL, "'%s': %s", bad[i], err);
	}
	char deep[200];
	memset(deep, '[', sizeof deep - 1);
	deep[sizeof deep - 1] = '\0';
	char err[128];
	cr_assert_null(tasoc_json_parse(deep, err, sizeof err));
	cr_assert(strstr(err, "deep") != NULL, "%s", err);
}

/* The client, with fake workers: no python3 or ONNX Runtime needed. */

static char dir[64];

/*
 * A folder laid out as the repository: tools/worker.sh and, when installed, .venv/bin/python3, the venv's
 * interpreter, here a link to /bin/sh, which runs the fake worker.
 */
static void layout(int installed)
{
	snprintf(dir, sizeof dir, "/tmp/tasoc-ort-test-XXXXXX");
	cr_assert_not_null(mkdtemp(dir));
	char p[256];
	snprintf(p, sizeof p, "%s/tools", dir);
	mkdir(p, 0755);
	snprintf(p, sizeof p, "%s/tools/worker.sh", dir);
	FILE *f = fopen(p, "w");
	cr_assert_not_null(f);
	/* As tests/ort_fake_worker.sh, which the end-to-end test uses. */
	fputs("[ \"$TASOC_FAKE_ORT\" = dead ] && exit 9\n"
	      "echo '{\"ok\":true,\"ort\":\"fake\"}'\n"
	      "read -r line\n"
	      "case \"$TASOC_FAKE_ORT\" in crash) exit 7 ;; hang) exec sleep 120 ;;\n"
	      "slow) for i in 1 2 3 4 5 6 7 8; do echo '{\"progress\":'$i'}'; sleep 0.2; done\n"
	      "      echo '{\"ok\":true,\"ms\":[[1.5,2.5]]}'; read -r line; exit 0 ;;\n"
	      "stalls) echo '{\"progress\":1}'; exec sleep 120 ;; esac\n"
	      "echo '{\"ok\":false,\"error\":\"fake worker: no such model\"}'\n"
	      "read -r line\n"
	      "echo '{\"ok\":true,\"model\":3}'\n"
	      "read -r line\n",
	      f);
	fclose(f);
	if (installed) {
		const char *parts[] = { ".venv", ".venv/bin" };
		for (int i = 0; i < 2; i++) {
			snprintf(p, sizeof p, "%s/%s", dir, parts[i]);
			mkdir(p, 0755);
		}
		snprintf(p, sizeof p, "%s/.venv/bin/python3", dir);
		cr_assert_eq(symlink("/bin/sh", p), 0);
	}
	snprintf(p, sizeof p, "%s/tools/worker.sh", dir);
	setenv("TASOC_ORT_WORKER", p, 1);
	unsetenv("TASOC_ORT_PYTHON");
}

static void clean(void)
{
	char cmd[128];
	snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
	cr_assert_eq(system(cmd), 0);
}

Test(ort_worker, missing_onnx_runtime_is_named_with_the_fix)
{
	layout(0);
	char err[512];
	cr_assert_eq(tasoc_ort_available(err, sizeof err), -1);
	cr_assert(strstr(err, "ONNX Runtime is not installed") && strstr(err, "/.venv/bin/python3 missing") &&
		  strstr(err, "make deps"), "%s", err);
	cr_assert_null(tasoc_ort_open(err, sizeof err));
	cr_assert(strstr(err, "not installed"), "%s", err);
	setenv("TASOC_ORT_WORKER", "/nonexistent/ort_worker.py", 1);
	cr_assert_eq(tasoc_ort_available(err, sizeof err), -1);
	cr_assert(strstr(err, "worker script is missing"), "%s", err);
	clean();
}

Test(ort_worker, a_missing_python_is_named)
{
	layout(1);
	setenv("TASOC_ORT_PYTHON", "no-such-python3", 1);
	char err[512];
	cr_assert_eq(tasoc_ort_available(err, sizeof err), -1);
	cr_assert(strstr(err, "'no-such-python3' (TASOC_ORT_PYTHON) is not found"), "%s", err);
	unsetenv("TASOC_ORT_PYTHON");
	clean();
}

Test(ort_worker, an_error_reply_leaves_the_worker_usable)
{
	layout(1);
	setenv("TASOC_FAKE_ORT", "ok", 1);
	char err[512];
	tasoc_ort *w = tasoc_ort_open(err, sizeof err);
	cr_assert_not_null(w, "%s", err);
	cr_assert_str_eq(tasoc_ort_version(w), "fake");
	int model = 0;
	cr_assert_eq(tasoc_ort_load(w, "x.onnx", &model), -1);
	cr_assert(strstr(tasoc_ort_error(w), "x.onnx: ONNX Runtime: fake worker: no such model"), "%s",
		  tasoc_ort_error(w));
	cr_assert_eq(tasoc_ort_load(w, "y.onnx", &model), 0, "%s", tasoc_ort_error(w));
	cr_assert_eq(model, 3);
	tasoc_ort_close(w);
	clean();
}

Test(ort_worker, a_worker_that_dies_at_start_is_reported)
{
	layout(1);
	setenv("TASOC_FAKE_ORT", "dead", 1);
	char err[512];
	cr_assert_null(tasoc_ort_open(err, sizeof err));
	cr_assert(strstr(err, "exited with status 9") && strstr(err, "crashed?"), "%s", err);
	clean();
}

Test(ort_worker, a_crashed_worker_gives_an_error_and_later_requests_fail_at_once)
{
	layout(1);
	setenv("TASOC_FAKE_ORT", "crash", 1);
	char err[512];
	tasoc_ort *w = tasoc_ort_open(err, sizeof err);
	cr_assert_not_null(w, "%s", err);
	int model;
	cr_assert_eq(tasoc_ort_load(w, "m.onnx", &model), -1);
	cr_assert(strstr(tasoc_ort_error(w), "exited with status 7") && strstr(tasoc_ort_error(w), "crashed?"), "%s",
		  tasoc_ort_error(w));
	cr_assert_eq(tasoc_ort_load(w, "m.onnx", &model), -1);
	cr_assert(strstr(tasoc_ort_error(w), "status 7"), "the first failure is kept: %s", tasoc_ort_error(w));
	tasoc_ort_close(w);
	clean();
}

/* A fake worker in the given mode, a 0.5 s bound on silence, one time request: its result, w in *out. */
static int time_with(const char *mode, tasoc_ort **out, double *ms)
{
	layout(1);
	setenv("TASOC_FAKE_ORT", mode, 1);
	setenv("TASOC_ORT_TIMEOUT", "0.5", 1);
	char err[512];
	tasoc_ort *w = tasoc_ort_open(err, sizeof err);
	cr_assert_not_null(w, "%s", err);
	int models[1] = { 1 };
	*out = w;
	return tasoc_ort_time(w, models, 1, 1, NULL, 0, 2, ms);
}

Test(ort_worker, a_hung_worker_is_killed_after_the_timeout)
{
	struct timespec t0, t1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	tasoc_ort *w;
	double ms[2];
	cr_assert_eq(time_with("hang", &w, ms), -1);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	cr_assert(strstr(tasoc_ort_error(w), "no reply in 0.5 s (hung?)"), "%s", tasoc_ort_error(w));
	/* Bounds on the behaviour, not a timing: it waited, and it did not wait for the sleep to end. */
	double s = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
	cr_assert(s >= 0.4 && s < 60, "%g s", s);
	tasoc_ort_close(w);
	clean();
}

Test(ort_worker, progress_lines_keep_a_long_measurement_alive)
{
	/* 1.6 s of progress, one line each 0.2 s, against a 0.5 s bound on silence: the reply is read. */
	tasoc_ort *w;
	double ms[2] = { 0, 0 };
	cr_assert_eq(time_with("slow", &w, ms), 0, "%s", tasoc_ort_error(w));
	cr_assert(ms[0] == 1.5 && ms[1] == 2.5, "%g %g", ms[0], ms[1]);
	tasoc_ort_close(w);
	clean();
}

Test(ort_worker, a_worker_that_stops_progressing_is_killed)
{
	tasoc_ort *w;
	double ms[2];
	cr_assert_eq(time_with("stalls", &w, ms), -1);
	cr_assert(strstr(tasoc_ort_error(w), "no reply in 0.5 s (hung?)"), "%s", tasoc_ort_error(w));
	tasoc_ort_close(w);
	clean();
}

/*
 * --feed: an input bound to {"fill": V} takes V everywhere. tests/models/
 * if_branches.onnx branches on its bool input c, so c filled with 1 and
 * with 0 give different outputs, whatever the seed would have drawn; with
 * both inputs filled the outputs no longer depend on the seed. Skipped
 * where the real worker cannot start (make test-onnx fails there instead).
 */
Test(ort_worker, an_input_bound_to_fill_takes_that_value)
{
	char why[512];
	tasoc_ort *w = tasoc_ort_open(why, sizeof why);
	if (!w)
		cr_skip_test("%s", why);
	int model, n[4];
	tasoc_ort_output *out[4];
	static const char *const symbols[4] = { "{\"c\":{\"fill\":1}}", "{\"c\":{\"fill\":0}}",
						"{\"c\":{\"fill\":1},\"x\":{\"fill\":0.5}}", "{\"c\":{\"fill\":1},\"x\":{\"fill\":0.5}}" };
	cr_assert_eq(tasoc_ort_load(w, "tests/models/if_branches.onnx", &model), 0, "%s", tasoc_ort_error(w));
	for (int k = 0; k < 4; k++)
		cr_assert_eq(tasoc_ort_run(w, model, k == 3 ? 2 : 1, symbols[k], &out[k], &n[k]), 0, "%s: %s", symbols[k],
			     tasoc_ort_error(w));
	for (int k = 1; k < 4; k++)
		cr_assert(n[k] == n[0] && n[0] >= 1 && out[k][0].n == out[0][0].n);
	bool differ = false, same = true;
	for (int64_t i = 0; i < out[0][0].n; i++) {
		differ |= out[0][0].values[i] != out[1][0].values[i];
		same &= out[2][0].values[i] == out[3][0].values[i];
	}
	cr_expect(differ, "c filled with 1 and with 0 took the same branch");
	cr_expect(same, "with every input filled, seeds 1 and 2 gave different outputs");
	for (int k = 0; k < 4; k++)
		tasoc_ort_outputs_free(out[k], n[k]);
	tasoc_ort_free(w, model);
	tasoc_ort_close(w);
}

/* test_pipeline.c: tasoc_config (one way to set every option, the defaults once) and the pipeline's calls on files. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../host/fileio.h"
#include "../host/pipeline/options.h"
#include "../tools/cmd_search.h"

/* The defaults are core's search defaults and the command line's guard (written once, config.c). */
Test(pipeline, a_new_config_holds_the_defaults)
{
	tasoc_config *c = tasoc_config_new();
	cr_assert_not_null(c);
	const tasoc_pipeline_opts *o = tasoc_config_opts(c);
	tasoc_options core;
	tasoc_options_default(&core);
	/* each part as its own defaults function sets it, field by field */
#define SAME(part, field) cr_assert(o->search.core.part.field == core.part.field, #part "." #field)
	SAME(common, rules);
	SAME(common, nrules);
	SAME(common, cost);
	SAME(common, time_limit_s);
	SAME(common, clock);
	SAME(backtrack, alpha);
	SAME(backtrack, budget);
	SAME(backtrack, max_growth);
	SAME(backtrack, max_queued);
	SAME(backtrack, verify);
	SAME(saturate, max_nodes);
	SAME(saturate, max_iters);
	SAME(saturate, multi_iters);
	SAME(saturate, max_pairs);
	SAME(saturate, extract_time_s);
	SAME(saturate, max_rounds);
	SAME(saturate, improve_time_s);
	SAME(saturate, pair_moves);
	SAME(saturate, extract);
#undef SAME
	cr_assert_float_eq(o->search.core.backtrack.alpha, 1.05, 1e-12, "TASO's alpha");
	cr_assert_eq(o->search.core.saturate.max_iters, 8, "the saturating search's defaults are set");
	cr_assert_eq(o->search.core.search, core.search);
	cr_assert_eq(o->search.core.part_nodes, core.part_nodes);
	cr_assert_eq(o->search.core.fold, core.fold);
	/* the command line's own: the saturating search seeded, the guide and layouts on */
	cr_assert(o->search.core.seed && !core.seed && o->search.guide && o->search.layout);
	cr_assert_eq(o->guard.measure, -1);
	cr_assert_float_eq(o->guard.measure_time, 15, 1e-12);
	cr_assert_null(o->cost.cost);
	cr_assert_str_eq(tasoc_config_error(c), "");
	tasoc_config_free(c);
}

/* The help's figures (tools/cmd_search.h, the man page's too) are the defaults the parts' functions set. */
Test(pipeline, the_help_states_the_defaults)
{
	tasoc_options d;
	tasoc_options_default(&d);
	char want[5][64];
	snprintf(want[0], sizeof want[0], "than A times the best so far (%g)", d.backtrack.alpha);
	snprintf(want[1], sizeof want[1], "expand at most N graphs (%d)", (int)d.backtrack.budget);
	snprintf(want[2], sizeof want[2], "in parts of about N (%d;", (int)d.part_nodes);
	snprintf(want[3], sizeof want[3], "rounds of matching every rule (%d)", (int)d.saturate.max_iters);
	snprintf(want[4], sizeof want[4], "program's time limit in seconds (%g)", d.saturate.extract_time_s);
	for (int i = 0; i < 5; i++)
		cr_assert_not_null(strstr(CMD_SEARCH_OPTIONS_HELP, want[i]), "the help lacks '%s'", want[i]);
}

/* Each key sets its part, in place; repeatable ones add; values are copied. */
Test(pipeline, options_are_set_by_their_long_names)
{
	tasoc_config *c = tasoc_config_new();
	char dim[] = "batch=4";
	cr_assert_eq(tasoc_config_set(c, "budget", "77"), TASOC_OK);
	cr_assert_eq(tasoc_config_set(c, "alpha", "1.5"), TASOC_OK);
	cr_assert_eq(tasoc_config_set(c, "search", "saturate"), TASOC_OK);
	cr_assert_eq(tasoc_config_set(c, "egraph-iters", "3"), TASOC_OK);
	cr_assert_eq(tasoc_config_set(c, "ilp-time", "0.5"), TASOC_OK);
	cr_assert_eq(tasoc_config_set(c, "time-limit", "9"), TASOC_OK);
	cr_assert_eq(tasoc_config_set(c, "no-fold", NULL), TASOC_OK);
	cr_assert_eq(tasoc_config_set(c, "no-measure", NULL), TASOC_OK);
	cr_assert_eq(tasoc_config_set(c, "target", "analytical"), TASOC_OK);
	cr_assert_eq(tasoc_config_set(c, "dim", dim), TASOC_OK);
	cr_assert_eq(tasoc_config_set(c, "dim", "seq=8"), TASOC_OK);
	cr_assert_eq(tasoc_config_set(c, "seed", "99"), TASOC_OK, "tasoc check's seed: a number");
	cr_assert_eq(tasoc_config_set(c, "seed", "none"), TASOC_OK, "the search's seed: backtrack or none");
	strcpy(dim, "xxxxx=9");
	const tasoc_pipeline_opts *o = tasoc_config_opts(c);
	cr_assert_eq(o->search.core.backtrack.budget, 77);
	cr_assert_float_eq(o->search.core.backtrack.alpha, 1.5, 1e-12);
	cr_assert_eq(o->search.core.search, TASOC_SEARCH_SATURATE);
	cr_assert(!o->search.core.fold && !o->search.core.seed);
	/* each in the part of the search that reads it */
	cr_assert_eq(o->search.core.saturate.max_iters, 3);
	cr_assert_float_eq(o->search.core.saturate.extract_time_s, 0.5, 1e-12);
	cr_assert_float_eq(o->search.core.common.time_limit_s, 9, 1e-12);
	cr_assert_eq(o->guard.measure, 0);
	cr_assert(o->cost.target_given && o->cost.target.kind == TASOC_TARGET_ANALYTICAL);
	cr_assert_eq(o->import.n, 2);
	cr_assert_str_eq(o->import.d[0].name, "batch", "the value was copied");
	cr_assert_eq(o->import.d[0].value, 4);
	cr_assert_eq(o->check.seed, 99);
	cr_assert_eq(tasoc_config_settle(c), TASOC_OK);
	cr_assert_str_eq(o->cost.cost, "analytical", "--target analytical picks its cost model");
	tasoc_config_free(c);
}

/* A bad key or value: TASOC_ERR_ARG, the message naming both, the option as it was. */
Test(pipeline, a_bad_key_or_value_is_named)
{
	tasoc_config *c = tasoc_config_new();
	static const char *const bad[][3] = {
		{ "budgett", "5", "budgett" },     { "budget", "-1", "'-1'" },  { "budget", NULL, "--budget" },
		{ "no-fold", "1", "--no-fold" },    { "cost", "gpu", "'gpu'" },  { "target", "tpu", "--target" },
		{ "dim", "batch", "'batch'" },      { "measure-time", "0", "'0'" }, { "layout", "sideways", "'sideways'" },
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		cr_assert_eq(tasoc_config_set(c, bad[i][0], bad[i][1]), TASOC_ERR_ARG, "%s %s", bad[i][0], bad[i][1]);
		cr_assert_not_null(strstr(tasoc_config_error(c), bad[i][2]), "%s", tasoc_config_error(c));
	}
	tasoc_search_opts bt;
	tasoc_search_defaults(&bt);
	cr_assert_eq(tasoc_config_opts(c)->search.core.backtrack.budget, bt.budget, "a bad value changes nothing");
	cr_assert_eq(tasoc_config_takes_value("budget"), 1);
	cr_assert_eq(tasoc_config_takes_value("check"), 0);
	cr_assert_eq(tasoc_config_takes_value("nope"), -1);
	cr_assert_eq(tasoc_config_set(c, "cost", "cudnn"), TASOC_OK);
	cr_assert_eq(tasoc_config_set(c, "target", "analytical"), TASOC_OK);
	cr_assert_eq(tasoc_config_settle(c), TASOC_ERR_ARG, "--cost cudnn and --target analytical conflict");
	cr_assert_not_null(strstr(tasoc_config_error(c), "conflict"), "%s", tasoc_config_error(c));
	tasoc_config_free(c);
}

/* The calls print nothing unless asked, and a bad model is an error naming it, with no output file. */
static int lines;
static void count(void *ctx, int stream, const char *text)
{
	(void)ctx;
	(void)stream;
	lines += text[0] != '\0';
}

Test(pipeline, optimize_file_writes_the_result_or_nothing)
{
	char dir[] = "/tmp/tasoc_pipeline_XXXXXX", out[256];
	cr_assert_not_null(mkdtemp(dir));
	snprintf(out, sizeof out, "%s/out.onnx", dir);
	tasoc_config *c = tasoc_config_new();
	cr_assert_eq(tasoc_config_set(c, "target", "analytical"), TASOC_OK);
	cr_assert_eq(tasoc_config_set(c, "no-measure", NULL), TASOC_OK);
	tasoc_report *r = NULL;
	cr_assert_neq(tasoc_optimize_file(c, "tests/models/bad_cycle.onnx", out, &r), TASOC_OK);
	cr_assert_not_null(strstr(tasoc_report_error(r), "bad_cycle.onnx"), "%s", tasoc_report_error(r));
	cr_assert_not_null(strstr(tasoc_report_json(r), "\"error\": \"tests/models/bad_cycle.onnx"), "%s",
			   tasoc_report_json(r));
	cr_assert_eq(access(out, F_OK), -1, "no output file");
	tasoc_report_free(r);
	lines = 0;
	cr_assert_eq(tasoc_optimize_file(c, "tests/models/hardswish.onnx", out, &r), TASOC_OK, "%s", tasoc_report_error(r));
	cr_assert_eq(lines, 0, "no callback, no lines");
	cr_assert_str_eq(r->written, "optimized");
	cr_assert_str_eq(r->cost_model, "analytical");
	cr_assert_eq(r->searches, 1);
	cr_assert(r->nrules >= 1 && r->nodes_after < r->nodes_before);
	cr_assert_lt(r->cost_after_ms, r->cost_before_ms);
	cr_assert_not_null(strstr(tasoc_report_json(r), "\"written\": \"optimized\""));
	tasoc_report_free(r);
	/* the same through memory: the same bytes, and the lines to the callback */
	size_t n = 0, m = 0;
	char *in = tasoc_read_file("tests/models/hardswish.onnx", &n), *want = tasoc_read_file(out, &m);
	void *got = NULL;
	size_t gn = 0;
	tasoc_config_on_progress(c, count, NULL);
	cr_assert_eq(tasoc_optimize_bytes(c, in, n, &got, &gn, &r), TASOC_OK, "%s", tasoc_report_error(r));
	cr_assert(lines > 3, "the command's lines went to the callback");
	cr_assert_eq(gn, m);
	cr_assert_eq(memcmp(got, want, m), 0);
	tasoc_free_bytes(got);
	tasoc_report_free(r);
	free(in);
	free(want);
	tasoc_config_free(c);
	remove(out);
	rmdir(dir);
}

/* config.c: tasoc_config: the defaults, written once, and every option set by its long name (pipeline.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "options.h"

struct tasoc_config {
	tasoc_pipeline_opts o;
	tasoc_config_progress_fn progress;
	void *progress_ctx;
	char err[640];
	char **strings; /* the values kept (the options point into them) */
	size_t nstrings;
};

/* The options that take a value; every other known key is a flag. */
static const char *const valued[] = {
	"alpha", "budget", "trace", "max-queued", "part", "time-limit", "cost", "target", "cost-cache", "max-memory",
	"search", "egraph-nodes", "egraph-iters", "extract", "ilp-time", "ilp-write", "seed", "layout", "dim",
	"input-shape", "feed", "measure-time", "report", "candidate",
};
static const char *const flags[] = {
	"cost-strict", "no-guide", "no-fold", "check", "measure", "no-measure", "external-data", "ort",
};

int tasoc_config_takes_value(const char *key)
{
	for (size_t i = 0; key && i < sizeof valued / sizeof *valued; i++)
		if (strcmp(key, valued[i]) == 0)
			return 1;
	for (size_t i = 0; key && i < sizeof flags / sizeof *flags; i++)
		if (strcmp(key, flags[i]) == 0)
			return 0;
	return -1;
}

tasoc_config *tasoc_config_new(void)
{
	tasoc_config *c = calloc(1, sizeof *c);
	if (!c)
		return NULL;
	tasoc_search_args_default(&c->o.search);
	tasoc_cost_choice_default(&c->o.cost);
	c->o.import.feeds_allowed = true;
	c->o.guard.measure = -1;
	c->o.guard.measure_time = 15;
	c->o.check.seed = 1234;
	return c;
}

void tasoc_config_free(tasoc_config *c)
{
	if (!c)
		return;
	for (size_t i = 0; i < c->nstrings; i++)
		free(c->strings[i]);
	free(c->strings);
	free(c);
}

const char *tasoc_config_error(const tasoc_config *c)
{
	return c ? c->err : "no configuration (out of memory)";
}

void tasoc_config_on_progress(tasoc_config *c, tasoc_config_progress_fn fn, void *ctx)
{
	c->progress = fn;
	c->progress_ctx = ctx;
}

const tasoc_pipeline_opts *tasoc_config_opts(const tasoc_config *c)
{
	return &c->o;
}

void tasoc_config_progress(const tasoc_config *c, tasoc_config_progress_fn *fn, void **ctx)
{
	*fn = c->progress;
	*ctx = c->progress_ctx;
}

/* A copy of value the configuration keeps (the options point into it). */
static char *keep(tasoc_config *c, const char *value)
{
	char **grown = realloc(c->strings, (c->nstrings + 1) * sizeof *grown);
	if (!grown)
		return NULL;
	c->strings = grown;
	char *s = strdup(value);
	if (s)
		c->strings[c->nstrings++] = s;
	return s;
}

static tasoc_status fail(tasoc_config *c, const char *fmt, const char *a, const char *b)
{
	snprintf(c->err, sizeof c->err, fmt, a, b);
	return TASOC_ERR_ARG;
}

/* The options of the guard, the export, tasoc check and the cost choice: 1 taken, 0 not one, -1 bad. */
static int set_run(tasoc_config *c, const char *key, const char *v)
{
	tasoc_pipeline_opts *o = &c->o;
	char *end;
	if (strcmp(key, "check") == 0) {
		o->guard.check = 1;
	} else if (strcmp(key, "measure") == 0 || strcmp(key, "no-measure") == 0) {
		o->guard.measure = key[0] == 'm';
	} else if (strcmp(key, "measure-time") == 0) {
		double t = strtod(v, &end);
		if (*end || end == v || !(t > 0)) {
			fail(c, "--measure-time needs a number of seconds above 0, not '%s'%s", v, "");
			return -1;
		}
		o->guard.measure_time = t;
	} else if (strcmp(key, "external-data") == 0) {
		o->export.external = true;
	} else if (strcmp(key, "report") == 0 || strcmp(key, "candidate") == 0) {
		*(key[0] == 'r' ? &o->export.report : &o->export.candidate) = v;
	} else if (strcmp(key, "ort") == 0) {
		o->check.ort_only = 1;
	} else if (strcmp(key, "max-memory") == 0) {
		o->max_memory = v;
	} else if (strcmp(key, "cost-strict") == 0) {
		o->cost.strict = 1;
	} else if (strcmp(key, "cost-cache") == 0) {
		o->cost.cache = v;
	} else if (strcmp(key, "cost") == 0) {
		if (strcmp(v, "analytical") && strcmp(v, "cpu") && strcmp(v, "cudnn") && strcmp(v, "ort")) {
			fail(c, "--cost takes analytical, cpu, cudnn or ort, got '%s'%s", v, "");
			return -1;
		}
		o->cost.cost = v;
	} else if (strcmp(key, "target") == 0) {
		char err[256];
		if (tasoc_target_parse(v, &o->cost.target, err, sizeof err) != 0) {
			fail(c, "--target: %s%s", err, "");
			return -1;
		}
		o->cost.target_given = 1;
	} else if (strcmp(key, "seed") == 0 && v[0] >= '0' && v[0] <= '9') {
		/* tasoc check's --seed N; the search's --seed takes backtrack or none */
		unsigned long n = strtoul(v, &end, 10);
		if (*end || n > 0xffffffffUL) {
			fail(c, "--seed needs a whole number, not '%s'%s", v, "");
			return -1;
		}
		o->check.seed = (uint32_t)n;
	} else {
		return 0;
	}
	return 1;
}

tasoc_status tasoc_config_set(tasoc_config *c, const char *key, const char *value)
{
	if (!c)
		return TASOC_ERR_ARG;
	c->err[0] = '\0';
	int takes = tasoc_config_takes_value(key);
	if (takes < 0)
		return fail(c, "unknown option '%s'%s", key ? key : "(null)", "");
	if (takes && !value)
		return fail(c, "option --%s needs a value%s", key, "");
	if (!takes && value)
		return fail(c, "option --%s takes no value, got '%s'", key, value);
	char *v = value ? keep(c, value) : NULL;
	if (value && !v)
		return fail(c, "out of memory keeping --%s %s", key, value);
	int k = set_run(c, key, v);
	if (k == 0)
		k = tasoc_search_args_set(&c->o.search, key, v, c->err, sizeof c->err);
	if (k == 0)
		k = tasoc_dims_set(&c->o.import, key, v, c->err, sizeof c->err);
	return k > 0 ? TASOC_OK : TASOC_ERR_ARG;
}

tasoc_status tasoc_config_settle(tasoc_config *c)
{
	c->err[0] = '\0';
	return tasoc_cost_choice_settle(&c->o.cost, c->err, sizeof c->err);
}

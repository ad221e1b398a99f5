/* calls.c: the public calls of pipeline.h: each installs the configuration's progress sink, runs, and reports. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../fileio.h"
#include "../say.h"
#include "optimize_run.h"

typedef int (*run_fn)(const tasoc_pipeline_opts *p, const char *a, const char *b, tasoc_report *rep);

static int run_optimize(const tasoc_pipeline_opts *p, const char *a, const char *b, tasoc_report *rep)
{
	return tasoc_optimize_run(p, a, b, rep);
}

static int run_cost(const tasoc_pipeline_opts *p, const char *a, const char *b, tasoc_report *rep)
{
	(void)b;
	return tasoc_cost_run(p, a, rep);
}

static int run_check(const tasoc_pipeline_opts *p, const char *a, const char *b, tasoc_report *rep)
{
	return tasoc_check_run(p, a, b, rep);
}

/*
 * One call: the report made, the progress sink installed for this thread
 * (say.h) and put back after, the status the report's. A run that failed
 * without a status of its own (a check that found a difference, a write
 * that failed) is TASOC_ERR_IO unless the run set another.
 */
static tasoc_status call(const tasoc_config *c, run_fn fn, const char *a, const char *b, tasoc_report **r)
{
	tasoc_report *rep = tasoc_report_new();
	if (r)
		*r = rep;
	if (!rep)
		return TASOC_ERR_NOMEM;
	if (!c || !a || (fn != run_cost && !b)) {
		tasoc_report_fail(rep, TASOC_ERR_ARG, !c ? "no configuration" : "a file name is NULL");
		if (!r)
			tasoc_report_free(rep);
		return TASOC_ERR_ARG;
	}
	tasoc_config_progress_fn pf;
	void *pctx;
	tasoc_config_progress(c, &pf, &pctx);
	tasoc_say_sink old = tasoc_say_begin(pf, pctx);
	rep->status = TASOC_ERR_IO;
	int rc = fn(tasoc_config_opts(c), a, b, rep);
	tasoc_say_end(old);
	tasoc_status st = rc == 0 ? TASOC_OK : rep->status != TASOC_OK ? (tasoc_status)rep->status : TASOC_ERR_IO;
	rep->status = st;
	if (!r)
		tasoc_report_free(rep);
	return st;
}

tasoc_status tasoc_optimize_file(const tasoc_config *c, const char *in, const char *out, tasoc_report **r)
{
	return call(c, run_optimize, in, out, r);
}

tasoc_status tasoc_cost_file(const tasoc_config *c, const char *in, tasoc_report **r)
{
	return call(c, run_cost, in, NULL, r);
}

tasoc_status tasoc_check_files(const tasoc_config *c, const char *a, const char *b, tasoc_report **r)
{
	return call(c, run_check, a, b, r);
}

void tasoc_free_bytes(void *p)
{
	free(p);
}

/*
 * A failure's message names the file it read: for bytes that is the temporary copy, removed when the
 * call returns, so the caller reads "the model's bytes" where the message had its path.
 */
static void name_the_bytes(tasoc_report *rep, const char *path)
{
	const char *e = tasoc_report_error(rep), *at = strstr(e, path);
	if (!at)
		return;
	char msg[2048];
	snprintf(msg, sizeof msg, "%.*s(the model's bytes)%s", (int)(at - e), e, at + strlen(path));
	tasoc_report_fail(rep, (tasoc_status)rep->status, msg);
}

/*
 * On bytes: the pipeline reads and writes files (ONNX Runtime, which the
 * guard and the check run, loads models from files), so the bytes go
 * through a private temporary folder, removed after.
 */
tasoc_status tasoc_optimize_bytes(const tasoc_config *c, const void *in, size_t n, void **out, size_t *outn,
				  tasoc_report **r)
{
	*out = NULL;
	*outn = 0;
	const char *tmp = getenv("TMPDIR");
	char dir[4096], pin[4200], pout[4200];
	snprintf(dir, sizeof dir, "%s/tasoc-bytes-XXXXXX", tmp && *tmp ? tmp : "/tmp");
	if (!mkdtemp(dir)) {
		tasoc_report *rep = tasoc_report_new();
		if (rep) {
			char msg[4400];
			snprintf(msg, sizeof msg, "cannot make a temporary folder %s: %s", dir, strerror(errno));
			tasoc_report_fail(rep, TASOC_ERR_IO, msg);
		}
		if (r)
			*r = rep;
		else
			tasoc_report_free(rep);
		return TASOC_ERR_IO;
	}
	snprintf(pin, sizeof pin, "%s/in.onnx", dir);
	snprintf(pout, sizeof pout, "%s/out.onnx", dir);
	tasoc_status st;
	if (tasoc_write_atomic(pin, in, n) != 0) {
		tasoc_report *rep = tasoc_report_new();
		if (rep)
			tasoc_report_fail(rep, TASOC_ERR_IO, "cannot write the input to a temporary file");
		if (r)
			*r = rep;
		else
			tasoc_report_free(rep);
		st = TASOC_ERR_IO;
	} else {
		st = tasoc_optimize_file(c, pin, pout, r);
		if (st != TASOC_OK && r && *r)
			name_the_bytes(*r, pin);
		size_t size = 0;
		void *data = st == TASOC_OK ? tasoc_read_file(pout, &size) : NULL;
		if (st == TASOC_OK && !data)
			st = TASOC_ERR_IO;
		*out = data;
		*outn = data ? size : 0;
	}
	char data_file[4300];
	snprintf(data_file, sizeof data_file, "%s.data", pout);
	remove(pin);
	remove(pout);
	remove(data_file);
	rmdir(dir);
	return st;
}

/* cost_ort.c: the ort cost backend: operators timed in ONNX Runtime's CPU provider through the worker. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../fileio.h"
#include "cost_backend.h"
#include "ort_worker.h"

/*
 * A key becomes a one-operator ONNX model (cost_ort_model.c), written to a
 * private temporary folder and profiled by the ONNX Runtime worker
 * (ort_worker.h; its "profile" request): one thread, ORT's graph
 * optimizations on, two warm-up runs, then `runs` runs. The backend starts
 * its own worker, once per process.
 *
 * The cost is the time ORT's own profiler gives the operator's kernels, not
 * the wall time of session.run: the wall time also holds the binding's fixed
 * cost per run (tens of microseconds), the copy of every output into a
 * JavaScript buffer, and the NCHWc layout reorders ORT puts around a lone
 * convolution, none of which a whole model pays per operator (measured on
 * ResNet-50: relu 6.3 ms summed by wall time, 1.5 ms by kernel time; the
 * convolutions 54 ms against 38 ms). Reorder kernels are left out for that
 * reason; whatever fixed cost a run has is then not charged at all, so no
 * identity model needs to be subtracted.
 *
 * A weight is read once per inference, so in a real model it comes from
 * memory, not from the core's cache, while a lone operator timed in a loop
 * finds its weights in L2: a NasRNN projection ([1,512] x [512,512]) takes
 * 14 us hot and 45 us cold, as in the whole model. Keys with weights are
 * timed with the caches flushed before each run; the others (activations,
 * written just before by their producer) are timed warm.
 *
 * The figure is the mean of the fastest quarter of the runs. Being
 * descheduled only ever adds time, and on a shared machine it adds a lot:
 * BERT's merged projection ([64,1024] x [1024,2048]) profiled 20 times on
 * 2 busy cores took 1.25 to 1.39 ms in 12 runs and 3 to 9.4 ms in the
 * other 8, so the mean of the middle half said 2.0 ms, against 0.65 ms for
 * the unmerged [1024,1024] one (0.63 to 0.70 ms in 16 of its 20 runs):
 * the merge looked 0.7 ms dearer than the two products it replaces, and
 * the ort search never took BERT's merges, which ORT runs 1.2x faster
 * whole. A longer kernel is hit more often, so the bias was against large
 * operators in particular. The fastest runs are the kernel's own time;
 * several of them are averaged because the profiler counts whole
 * microseconds.
 */

typedef struct ort_ctx {
	tasoc_ort *client;
	int runs;
	char dir[256];  /* private folder for the model files */
	char version[64]; /* "ONNX Runtime 1.30.0": kept in a saved cache */
	int nmodels;
} ort_ctx;

static ort_ctx the_ctx;

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

static bool has_weight(const tasoc_cost_key *k)
{
	return k->op == TASOC_OP_CONV2D || k->op == TASOC_OP_GROUPCONV2D || k->op == TASOC_OP_MATMUL ||
	       k->op == TASOC_OP_BATCHNORM || k->op == TASOC_OP_BIASADD;
}

/* Bytes the worker reads before each run of a key with weights: several times a core's L2. */
enum { FLUSH_BYTES = 16 << 20 };

/* path as a JSON string body: quotes and backslashes escaped (it is ours, from mkdtemp or the caller). */
static void json_path(const char *path, char *buf, size_t size)
{
	size_t k = 0;
	for (const char *p = path; *p && k + 3 < size; p++) {
		if (*p == '"' || *p == '\\')
			buf[k++] = '\\';
		buf[k++] = *p;
	}
	buf[k] = '\0';
}

double tasoc_cost_ort_profile(const char *path, int runs, bool cold, char *err, size_t errsize)
{
	int n = runs < 256 ? runs : 256;
	if (!the_ctx.client) {
		snprintf(err, errsize, "ort cost model: the worker is not running");
		return -1;
	}
	char p[1024], req[1400];
	json_path(path, p, sizeof p);
	snprintf(req, sizeof req, "{\"op\":\"profile\",\"path\":\"%s\",\"seed\":1,\"warmup\":2,\"runs\":%d,\"flush_bytes\":%d,"
		 "\"progress\":true}",
		 p, n, cold ? FLUSH_BYTES : 0);
	tasoc_json *v = tasoc_ort_request(the_ctx.client, req);
	const tasoc_json *ms = tasoc_json_get(v, "ms");
	double t[256], result = -1;
	if (ms && ms->type == TASOC_JSON_ARRAY && ms->n == n && n > 0) {
		for (int i = 0; i < n; i++)
			t[i] = ms->items[i]->number;
		qsort(t, (size_t)n, sizeof t[0], cmp_double);
		double sum = 0;
		int fast = n / 4 > 0 ? n / 4 : 1;
		for (int i = 0; i < fast; i++)
			sum += t[i];
		result = sum / fast;
	} else {
		snprintf(err, errsize, "ort cost model: %s", v ? "a profile reply without its times" : tasoc_ort_error(the_ctx.client));
	}
	tasoc_json_free(v);
	return result;
}

double tasoc_cost_ort_node_floor(const char *path, int runs, char *err, size_t errsize)
{
	if (!the_ctx.client) {
		snprintf(err, errsize, "ort cost model: the worker is not running");
		return -1;
	}
	char p[1024], req[1400];
	json_path(path, p, sizeof p);
	snprintf(req, sizeof req,
		 "{\"op\":\"profile\",\"path\":\"%s\",\"seed\":1,\"warmup\":2,\"runs\":%d,\"flush_bytes\":0,"
		 "\"node_floor\":true,\"progress\":true}",
		 p, runs < 256 ? runs : 256);
	tasoc_json *v = tasoc_ort_request(the_ctx.client, req);
	const tasoc_json *f = tasoc_json_get(v, "node_floor_ms");
	double result = -1;
	if (f && f->type == TASOC_JSON_NUMBER)
		result = f->number;
	else
		snprintf(err, errsize, "ort cost model: %s", v ? "a profile reply without node_floor_ms" : tasoc_ort_error(the_ctx.client));
	tasoc_json_free(v);
	return result;
}

tasoc_status tasoc_cost_ort_time_model(const char *path, int runs, double *median, double *spread, double *fast,
				       char *err, size_t errsize)
{
	double t[256];
	int n = runs < 256 ? runs : 256, model;
	if (!the_ctx.client) {
		snprintf(err, errsize, "ort cost model: the worker is not running");
		return TASOC_ERR_UNSUPPORTED;
	}
	if (tasoc_ort_load(the_ctx.client, path, &model) != 0) {
		snprintf(err, errsize, "%s", tasoc_ort_error(the_ctx.client));
		return TASOC_ERR_IO;
	}
	int rc = tasoc_ort_time(the_ctx.client, &model, 1, 1, NULL, 3, n, t);
	if (rc != 0)
		snprintf(err, errsize, "%s", tasoc_ort_error(the_ctx.client));
	tasoc_ort_free(the_ctx.client, model);
	if (rc != 0)
		return TASOC_ERR_IO;
	qsort(t, (size_t)n, sizeof t[0], cmp_double);
	*median = t[n / 2];
	*spread = (t[n - 1 - n / 4] - t[n / 4]) / 2; /* half the interquartile range */
	int k = n / 4 > 0 ? n / 4 : 1; /* the statistic of a key's cost: see the head comment */
	double sum = 0;
	for (int i = 0; i < k; i++)
		sum += t[i];
	*fast = sum / k;
	return TASOC_OK;
}

static double measure(void *ctx, const tasoc_cost_key *k)
{
	ort_ctx *c = ctx;
	unsigned f = tasoc_ops[k->op].flags;
	if (f & (TASOC_OPF_SOURCE | TASOC_OPF_CONSTANT))
		return 0;
	if (!tasoc_cost_ort_handles(k))
		return -1; /* opaque, gelu: the caller uses the analytical estimate */
	void *data;
	size_t size;
	char err[256], path[320];
	if (tasoc_cost_ort_model(k, &data, &size, err, sizeof err) != TASOC_OK)
		return -1;
	snprintf(path, sizeof path, "%s/%d.onnx", c->dir, c->nmodels++);
	double ms = -1;
	if (tasoc_write_atomic(path, data, size) == 0)
		ms = tasoc_cost_ort_profile(path, c->runs, has_weight(k), err, sizeof err);
	unlink(path);
	free(data);
	return ms;
}

tasoc_status tasoc_cost_ort_backend(tasoc_cost_backend *out, int runs, char *err, size_t errsize)
{
	if (the_ctx.client) /* one worker per process, shared by every cost model using it */
		goto ready;
	const char *tmp = getenv("TMPDIR");
	snprintf(the_ctx.dir, sizeof the_ctx.dir, "%s/tasoc-ort-XXXXXX", tmp && tmp[0] ? tmp : "/tmp");
	if (!mkdtemp(the_ctx.dir)) {
		snprintf(err, errsize, "ort cost model: cannot make a temporary folder in %s", tmp && tmp[0] ? tmp : "/tmp");
		the_ctx.dir[0] = '\0';
		return TASOC_ERR_IO;
	}
	char why[512];
	if (!(the_ctx.client = tasoc_ort_open(why, sizeof why))) {
		snprintf(err, errsize, "ort cost model: %s", why);
		tasoc_cost_ort_release();
		return TASOC_ERR_UNSUPPORTED;
	}
ready:
	the_ctx.runs = runs > 0 ? runs : 16;
	snprintf(the_ctx.version, sizeof the_ctx.version, "ONNX Runtime %s", tasoc_ort_version(the_ctx.client));
	out->name = "ort";
	out->version = the_ctx.version;
	out->measure = measure;
	out->ctx = &the_ctx;
	return TASOC_OK;
}

void tasoc_cost_ort_release(void)
{
	tasoc_ort_close(the_ctx.client);
	the_ctx.client = NULL;
	if (the_ctx.dir[0])
		rmdir(the_ctx.dir);
	the_ctx.dir[0] = '\0';
	the_ctx.nmodels = 0;
}

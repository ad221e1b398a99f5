/* measure.c: times two models whole in ONNX Runtime, paired rounds in batches of fresh processes, until the speedup is known. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../say.h"
#include "measure.h"

#define SAY "  measure: "

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

static double median(const double *x, int n)
{
	double *c = malloc((size_t)n * sizeof *c + 1), m = 0;
	if (!c || n == 0) {
		free(c);
		return 0;
	}
	memcpy(c, x, (size_t)n * sizeof *c);
	qsort(c, (size_t)n, sizeof *c, cmp_double);
	m = n % 2 ? c[n / 2] : 0.5 * (c[n / 2 - 1] + c[n / 2]);
	free(c);
	return m;
}

static double batch_sum(const double *x, int n)
{
	double t = 0;
	for (int i = 0; i < n; i++)
		t += x[i];
	return t;
}

/* Both models loaded afresh, in the order given by flip (so that neither always gets the memory first). */
static int load_pair(tasoc_ort *w, const char *before, const char *after, int flip, int ids[2], int *nid)
{
	const char *path[2] = { before, after };
	for (int j = 0; j < 2; j++) {
		int i = flip ? 1 - j : j;
		if (tasoc_ort_load(w, path[i], &ids[i]) != 0)
			return -1;
		nid[i] = 1;
	}
	return 0;
}

static void free_pair(tasoc_ort *w, int ids[2], int nid[2])
{
	for (int i = 0; i < 2; i++)
		if (nid[i]) {
			tasoc_ort_free(w, ids[i]);
			nid[i] = 0;
		}
}

int tasoc_measure_models(tasoc_ort_lazy *ort, const char *before, const char *after, const char *symbols, double time_cap,
		   int flags, tasoc_measure_result *r)
{
	bool quiet = flags & TASOC_MEASURE_QUIET;
	memset(r, 0, sizeof *r);
	double t0 = now();
	tasoc_ort *w = tasoc_ort_lazy_get(ort);
	if (!w) {
		snprintf(r->why, sizeof r->why, "%s", ort->why);
		return -1;
	}
	tasoc_ort_engine(w, r->engine, sizeof r->engine);
	if (!quiet) {
		tasoc_say(SAY "timing the original and the optimized model in %s, interleaved, in batches, each in "
			   "a fresh process...\n", r->engine);
	}
	int ids[2], nid[2] = { 0, 0 };
	double *a = malloc(TASOC_MEASURE_MAX_ROUNDS * sizeof *a), *b = malloc(TASOC_MEASURE_MAX_ROUNDS * sizeof *b);
	double *batch = malloc(2 * 50 * sizeof *batch);
	int *sizes = malloc(TASOC_MEASURE_MAX_BATCHES * sizeof *sizes);
	/*
	 * The first batch is short (its rounds size the next ones): a model of seconds a run must still reach
	 * TASOC_MEASURE_FEWEST_BATCHES in reasonable time. Three rounds, so that its median is one round's.
	 */
	int rc = -1, n = 0, nb = 0, runs = 3;
	if (!a || !b || !batch || !sizes) {
		snprintf(r->why, sizeof r->why, "out of memory");
		goto out;
	}
	double last_print = now();
	for (;;) {
		/*
		 * A fresh process each batch: sessions created afresh in one process still land much as the
		 * last ones did (its allocator hands the freed memory out again), so the batches of one
		 * process agree more than two processes do (docs/benchmarks.md).
		 */
		if (nb > 0 && !(flags & TASOC_MEASURE_SAME_WORKER) && !(w = tasoc_ort_lazy_restart(ort))) {
			snprintf(r->why, sizeof r->why, "%s", ort->why);
			goto out;
		}
		if (load_pair(w, before, after, nb % 2, ids, nid) != 0) {
			snprintf(r->why, sizeof r->why, "%s", tasoc_ort_error(w));
			goto out;
		}
		/*
		 * The worker runs a round's models in the order given, the next round in reverse: a batch of an
		 * odd number of rounds (one, for a model of seconds a run) would always run the same model first,
		 * so odd batches name them the other way round.
		 */
		int swap = nb % 2, order[2] = { ids[swap], ids[1 - swap] };
		if (tasoc_ort_time(w, order, 2, 1, symbols, nb == 0 ? TASOC_MEASURE_WARMUP : TASOC_MEASURE_BATCH_WARMUP, runs,
				   batch) != 0) {
			snprintf(r->why, sizeof r->why, "%s", tasoc_ort_error(w));
			goto out;
		}
		free_pair(w, ids, nid);
		double per_round = batch_sum(batch, 2 * runs) / 1000.0 / runs; /* seconds, loads left out */
		memcpy(a + n, batch + (swap ? runs : 0), (size_t)runs * sizeof *a);
		memcpy(b + n, batch + (swap ? 0 : runs), (size_t)runs * sizeof *b);
		n += runs;
		sizes[nb++] = runs;
		tasoc_speedup_batched(a, b, sizes, nb, &r->s);
		double spent = now() - t0;
		int settled = nb >= TASOC_MEASURE_MIN_BATCHES && tasoc_speedup_settled(&r->s, TASOC_MEASURE_MIN_ROUNDS);
		r->stopped_by_time = !settled && spent >= time_cap && nb >= TASOC_MEASURE_FEWEST_BATCHES;
		if (settled || r->stopped_by_time || n >= TASOC_MEASURE_MAX_ROUNDS || nb >= TASOC_MEASURE_MAX_BATCHES)
			break;
		if (!quiet && now() - last_print >= 1.0) {
			/* Below six batches the sign test bounds nothing (0 to infinity): say so instead. */
			char iv[64];
			if (isfinite(r->s.high) && r->s.low > 0)
				snprintf(iv, sizeof iv, "95%% interval %.3f-%.3f", r->s.low, r->s.high);
			else
				snprintf(iv, sizeof iv, "too few batches for an interval yet");
			tasoc_say(SAY "%d batch%s, %d rounds, speedup %.3fx (%s), %.1f s\n", nb, nb == 1 ? "" : "es", n,
			       r->s.median, iv, spent);
			last_print = now();
		}
		/*
		 * A batch's rounds take about 1/TASOC_MEASURE_BATCH_SHARE of the time cap: enough batches for the
		 * interval (the sessions' placement is most of the spread), and where the cap allows several
		 * rounds each, so that a batch's median is not one descheduled run's.
		 */
		runs = per_round > 0 ? (int)(time_cap / TASOC_MEASURE_BATCH_SHARE / per_round) : 50;
		runs = runs < 1 ? 1 : runs > 50 ? 50 : runs;
		if (n + runs > TASOC_MEASURE_MAX_ROUNDS)
			runs = TASOC_MEASURE_MAX_ROUNDS - n;
	}
	r->ran = 1;
	r->ms_before = median(a, n);
	r->ms_after = median(b, n);
	rc = 0;
out:
	free_pair(w, ids, nid);
	free(a);
	free(b);
	free(batch);
	free(sizes);
	r->seconds = now() - t0;
	return rc;
}

void tasoc_measure_json(FILE *f, const tasoc_measure_result *r)
{
	if (!r || !r->ran) {
		fprintf(f, "null");
		return;
	}
	fprintf(f, "{\"engine\": \"%s\", \"ms_before\": %.6g, \"ms_after\": %.6g, \"speedup\": %.6g, "
		   "\"speedup_low\": %.6g, \"speedup_high\": %.6g, \"interval\": \"95%% sign-test interval, over "
		   "batches each timed in a fresh ONNX Runtime process, of the median of the batches' median paired "
		   "speedups\", \"rounds\": %d, \"batches\": %d, \"warmup\": %d, \"batch_warmup\": %d, "
		   "\"seconds\": %.3f, \"stopped_by_time\": %s}",
		r->engine, r->ms_before, r->ms_after, r->s.median, r->s.low, r->s.batches >= 6 ? r->s.high : 1e308,
		r->s.rounds, r->s.batches, TASOC_MEASURE_WARMUP, TASOC_MEASURE_BATCH_WARMUP, r->seconds,
		r->stopped_by_time ? "true" : "false");
}

/* data in a fresh temporary file, for ONNX Runtime to load; its path in path. */
int tasoc_measure_write_temp(const void *data, size_t size, char *path, size_t n)
{
	const char *dir = getenv("TMPDIR");
	snprintf(path, n, "%s/tasoc-optimized-XXXXXX", dir && *dir ? dir : "/tmp");
	int fd = mkstemp(path);
	if (fd < 0)
		return -1;
	const char *p = data;
	for (size_t off = 0; off < size;) {
		ssize_t k = write(fd, p + off, size - off);
		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0) {
			close(fd);
			remove(path);
			return -1;
		}
		off += (size_t)k;
	}
	if (close(fd) != 0) {
		remove(path);
		return -1;
	}
	return 0;
}

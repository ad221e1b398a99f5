/* cmd_measure.c: times two models whole in ONNX Runtime, in paired rounds, until the speedup is known. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cmd_measure.h"

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

int measure_models(cmd_ort *ort, const char *before, const char *after, const char *symbols, double time_cap,
		   bool quiet, measure_result *r)
{
	memset(r, 0, sizeof *r);
	double t0 = now();
	tasoc_ort *w = cmd_ort_get(ort);
	if (!w) {
		snprintf(r->why, sizeof r->why, "%s", ort->why);
		return -1;
	}
	snprintf(r->engine, sizeof r->engine, "ONNX Runtime %s, CPU, 1 thread", tasoc_ort_version(w));
	if (!quiet) {
		printf(SAY "timing the original and the optimized model in %s, interleaved...\n", r->engine);
		fflush(stdout);
	}
	int ids[2], nid = 0;
	double *a = malloc(MEASURE_MAX_ROUNDS * sizeof *a), *b = malloc(MEASURE_MAX_ROUNDS * sizeof *b);
	double *batch = malloc(2 * 50 * sizeof *batch);
	int rc = -1, n = 0, runs = 6;
	if (!a || !b || !batch) {
		snprintf(r->why, sizeof r->why, "out of memory");
		goto out;
	}
	if (tasoc_ort_load(w, before, &ids[0]) != 0 || (nid = 1, tasoc_ort_load(w, after, &ids[1]) != 0)) {
		snprintf(r->why, sizeof r->why, "%s", tasoc_ort_error(w));
		goto out;
	}
	nid = 2;
	double last_print = now();
	for (;;) {
		double tb = now();
		if (tasoc_ort_time(w, ids, 2, 1, symbols, n == 0 ? MEASURE_WARMUP : 0, runs, batch) != 0) {
			snprintf(r->why, sizeof r->why, "%s", tasoc_ort_error(w));
			goto out;
		}
		double per_round = (now() - tb) / runs;
		memcpy(a + n, batch, (size_t)runs * sizeof *a);
		memcpy(b + n, batch + runs, (size_t)runs * sizeof *b);
		n += runs;
		tasoc_speedup_paired(a, b, n, &r->s);
		double spent = now() - t0;
		int settled = tasoc_speedup_settled(&r->s, MEASURE_MIN_ROUNDS);
		r->stopped_by_time = !settled && spent >= time_cap;
		if (settled || r->stopped_by_time || n >= MEASURE_MAX_ROUNDS)
			break;
		if (!quiet && now() - last_print >= 1.0) {
			printf(SAY "%d rounds, speedup %.3fx (95%% interval %.3f-%.3f), %.1f s\n", n, r->s.median, r->s.low,
			       r->s.high, spent);
			fflush(stdout);
			last_print = now();
		}
		/* About a second a batch, so that the time cap and the progress lines stay near their marks. */
		runs = per_round > 0 ? (int)(1.0 / per_round) : 50;
		runs = runs < 2 ? 2 : runs > 50 ? 50 : runs;
		if (n + runs > MEASURE_MAX_ROUNDS)
			runs = MEASURE_MAX_ROUNDS - n;
	}
	r->ran = 1;
	r->ms_before = median(a, n);
	r->ms_after = median(b, n);
	rc = 0;
out:
	for (int i = 0; i < nid; i++)
		tasoc_ort_free(w, ids[i]);
	free(a);
	free(b);
	free(batch);
	r->seconds = now() - t0;
	return rc;
}

void measure_json(FILE *f, const measure_result *r)
{
	if (!r || !r->ran) {
		fprintf(f, "null");
		return;
	}
	fprintf(f, "{\"engine\": \"%s\", \"ms_before\": %.6g, \"ms_after\": %.6g, \"speedup\": %.6g, "
		   "\"speedup_low\": %.6g, \"speedup_high\": %.6g, \"interval\": \"95%% sign-test interval of the median "
		   "paired speedup\", \"rounds\": %d, \"warmup\": %d, \"seconds\": %.3f, \"stopped_by_time\": %s}",
		r->engine, r->ms_before, r->ms_after, r->s.median, r->s.low, r->s.rounds >= 6 ? r->s.high : 1e308,
		r->s.rounds, MEASURE_WARMUP, r->seconds, r->stopped_by_time ? "true" : "false");
}

/* data in a fresh temporary file, for ONNX Runtime to load; its path in path. */
int measure_write_temp(const void *data, size_t size, char *path, size_t n)
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

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
 * its own worker, once per process. What the profiler adds to every kernel
 * it reports is taken back out (calibrate, below).
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
 * 14 us hot and 55 to 60 us cold, as in the whole model. Keys with weights
 * are timed cold: twice the last-level cache is read, twice, before each
 * run (flush_bytes), and the model holds the operator several times, with
 * weights of its own each, the copies after the first timed (their mean:
 * tasoc_cost_ort_copies says why several): the read also evicts ORT's own
 * state (its code, the session's structures), which costs the first kernel
 * of a run 10 to 20 us (a Tanh on [1,512]: 3 us warm, 14 to 23 us after a
 * 64 MiB read) that no operator but the first of a whole model pays. A
 * short cold key is the median of several processes (profile_cold). The
 * others (activations, written just before by their producer) are timed
 * warm. An opaque node of an ONNX file is timed as the model of that one
 * node registered under its identity (measure_opaque).
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

/* An opaque node's one-node model, registered under its timing identity (tasoc_cost_ort_opaque). */
typedef struct opaque_model {
	uint64_t identity;
	void *data;
	size_t size;
} opaque_model;

enum { KEY_PROCESSES = 3 }; /* processes a cold key is timed in: see profile_cold */

typedef struct ort_ctx {
	tasoc_ort *client;
	opaque_model *opaque;
	int nopaque, capopaque;
	int runs;
	char dir[256];  /* private folder for the model files */
	char version[64]; /* "ONNX Runtime 1.32.0, timing 5": kept in a saved cache */
	tasoc_target target; /* what the worker runs (tasoc_ort_target when it started) */
	char target_name[32]; /* its name, kept in a saved cache */
	int nmodels;
	int calibrated; /* 0 not yet, 1 done, -1 failed (then nothing is taken out) */
	double overhead_ms; /* the profiler's own time in each kernel's figure (calibrate) */
	tasoc_ort *helpers[KEY_PROCESSES - 1]; /* more processes for cold keys (profile_cold) */
	int helpers_started;
	double trivial_ms;  /* what a trivial node adds to a run without the profiler: a kernel's floor */
} ort_ctx;

static ort_ctx the_ctx;

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

/*
 * The size of the last-level cache (the highest level sysfs lists for
 * cpu0), in bytes, or 0 when sysfs does not say.
 */
static long llc_bytes(void)
{
	long best = 0;
	int best_level = 0;
	for (int i = 0; i < 16; i++) {
		char path[96], type[32] = "", unit = 0;
		int level = 0;
		long size = 0;
		FILE *f;
		snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu0/cache/index%d/level", i);
		if (!(f = fopen(path, "r")))
			continue;
		if (fscanf(f, "%d", &level) != 1)
			level = 0;
		fclose(f);
		snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu0/cache/index%d/type", i);
		if ((f = fopen(path, "r"))) {
			if (fscanf(f, "%31s", type) != 1)
				type[0] = '\0';
			fclose(f);
		}
		snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu0/cache/index%d/size", i);
		if (strcmp(type, "Instruction") == 0 || !(f = fopen(path, "r")))
			continue;
		if (fscanf(f, "%ld%c", &size, &unit) < 1)
			size = 0;
		fclose(f);
		size *= unit == 'K' ? 1024L : unit == 'M' ? 1024L * 1024 : unit == 'G' ? 1024L * 1024 * 1024 : 1;
		if (level > best_level && size > 0) {
			best_level = level;
			best = size;
		}
	}
	return best;
}

/*
 * Bytes the worker reads before each run of a key with weights, twice over:
 * twice the last-level cache (64 MiB where sysfs does not say; 16 MiB at
 * least, 256 MiB at most), so that the weight is read from memory, as in a
 * whole model whose weights exceed that cache (all six of TASO's: NasRNN's
 * 84 MB, BERT's 128 MB, ResNet-50's 100 MB). It was 16 MiB once, less than
 * this machine's 32 MiB L3: a [512,512] weight (1 MB) then stayed in the L3
 * in some runs and not in others, and the key took 22 to 43 us from one
 * process to the next, against 57 to 61 us in the whole model. Read once,
 * 64 MiB still left part of it (42 to 47 us): the cache keeps lines that
 * are used again (the key's weight, every run) before lines read once (the
 * flush); read twice, the flush's lines count as used again too, and the
 * key takes 58 to 64 us (docs/benchmarks.md, "NasRNN: where the sum of
 * operators went wrong").
 */
static int flush_bytes(void)
{
	static int bytes;
	if (!bytes) {
		long llc = llc_bytes(), b = llc > 0 ? 2 * llc : 64L << 20;
		bytes = (int)(b < (16L << 20) ? 16L << 20 : b > (256L << 20) ? 256L << 20 : b);
	}
	return bytes;
}

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

static double median_of(double *t, int n)
{
	qsort(t, (size_t)n, sizeof t[0], cmp_double);
	return n % 2 ? t[n / 2] : (t[n / 2 - 1] + t[n / 2]) / 2;
}

/* The mean of the fastest quarter of n times (n > 0; sorts them). */
static double fastest_quarter(double *t, int n)
{
	qsort(t, (size_t)n, sizeof t[0], cmp_double);
	double sum = 0;
	int fast = n / 4 > 0 ? n / 4 : 1;
	for (int i = 0; i < fast; i++)
		sum += t[i];
	return sum / fast;
}

/*
 * A key's timed runs stop after KEY_MAX_MS (at least 4 runs): mlsd's and
 * isnet's convolutions take 50 to 200 ms a run, two copies, and 16 runs of
 * them took minutes for one model; a kernel that long is not the one whose
 * fastest quarter needs many runs to find.
 */
enum { KEY_MAX_MS = 1500 };

/*
 * One profile request to worker w: the flush read twice before each run
 * when cold; with copies >= 2 (the model holds the operator that many
 * times) the copies after the first timed, and the figure and *kernels are
 * per copy: their mean; with lead, the first kernel of each run (the
 * model's lead node, TASOC_ORT_LEAD) is not timed.
 */
static double profile_on(tasoc_ort *w, const char *path, int runs, bool cold, int copies, bool lead, const char *only,
			 int *kernels, char *err, size_t errsize)
{
	int n = runs < 256 ? runs : 256;
	if (kernels)
		*kernels = 0;
	if (!w) {
		snprintf(err, errsize, "ort cost model: the worker is not running");
		return -1;
	}
	char p[1024], req[1400], o[96] = "";
	json_path(path, p, sizeof p);
	if (only)
		snprintf(o, sizeof o, ",\"only\":\"%s\"", only);
	if (lead) /* the exporter names a node by its first output */
		snprintf(o + strlen(o), sizeof o - strlen(o), ",\"skip_node\":\"%s\"", TASOC_ORT_LEAD "_y");
	snprintf(req, sizeof req, "{\"op\":\"profile\",\"path\":\"%s\",\"seed\":1,\"warmup\":2,\"runs\":%d,\"flush_bytes\":%d,"
		 "\"flush_passes\":2,\"copies\":%d,\"max_ms\":%d,\"cpu_scaled\":true,\"progress\":true%s}",
		 p, n, cold ? flush_bytes() : 0, copies, KEY_MAX_MS, o);
	tasoc_json *v = tasoc_ort_request(w, req);
	const tasoc_json *ms = tasoc_json_get(v, "ms"), *k = tasoc_json_get(v, "kernels");
	double t[256], result = -1;
	if (ms && ms->type == TASOC_JSON_ARRAY && ms->n >= 1 && ms->n <= n) {
		n = (int)ms->n; /* fewer when the runs reached KEY_MAX_MS */
		for (int i = 0; i < n; i++)
			t[i] = ms->items[i]->number;
		int per = copies >= 2 ? copies - 1 : 1;
		result = fastest_quarter(t, n) / per;
		if (kernels && k && k->type == TASOC_JSON_NUMBER)
			*kernels = (int)k->number / per;
	} else {
		snprintf(err, errsize, "ort cost model: %s", v ? "a profile reply without its times" : tasoc_ort_error(w));
	}
	tasoc_json_free(v);
	return result;
}

double tasoc_cost_ort_profile(const char *path, int runs, int copies, bool lead, int *kernels, char *err,
			      size_t errsize)
{
	return profile_on(the_ctx.client, path, runs, copies >= 2, copies, lead, NULL, kernels, err, errsize);
}

/*
 * A cold key in up to KEY_PROCESSES worker processes: the backend's own and
 * KEY_PROCESSES - 1 helpers started with the first cold key that needs
 * them, each timing runs / 2 runs (at least 4); how many, and the key's
 * figure from theirs, tasoc_cost_ort_cold_more says. A weight's time read
 * from memory depends on where its pages landed, and that is drawn per
 * process, not per session: sessions made again in one process land much
 * as the last ones did (its allocator hands the freed memory out again).
 * NasRNN's [512,512] product, 4 fresh sessions in each of 6 processes (load
 * 3.2): 48.8 to 64.8 us, but within a process 50.0 to 52.0, 56.5 to 59.0,
 * 54.0 to 55.8 us: one process is one draw, however many sessions or runs.
 * NasRNN is 72 of those products, so the prediction moved by a quarter
 * from one run of tasoc to the next (docs/benchmarks.md, "ort cost
 * accuracy"). A helper that fails to start leaves the others.
 */
static double profile_cold(const char *path, int runs, int copies, int *kernels, char *err, size_t errsize);

/*
 * A key of up to SHORT_KEY_MS: the median of three processes. A longer one
 * moves more pages, which average the draw out within a process most of
 * the time, but not always: BERT's merged projection ([64,1024] x
 * [1024,3072], 12 MB of weights) timed 4.45 to 4.57 ms in five fresh
 * processes and 6.20 ms in a sixth (2026-11-26, quiet machine), and the
 * table run's cache held it at 5.01 ms, which put the ort prediction of
 * BERT's merged graph 14% over its measurement. So it gets a second
 * process, and a third when the two differ by more than AGREE, the median
 * of the three then. A key of more than MANY_PAGES_MS (mlsd's convolutions
 * at 256 x 256, 43 to 173 ms: compute-bound, tens of MB of activations)
 * stays at one process: a second would double the time of a search's key
 * timing for the least of the draw.
 */
#define SHORT_KEY_MS 1.0
#define MANY_PAGES_MS 20.0
#define AGREE 0.05

bool tasoc_cost_ort_cold_more(const double *t, int n, double *ms)
{
	double s[KEY_PROCESSES];
	if (n < KEY_PROCESSES && t[0] <= MANY_PAGES_MS) {
		if (t[0] <= SHORT_KEY_MS || n == 1)
			return true;
		double lo = t[0] < t[1] ? t[0] : t[1], hi = t[0] < t[1] ? t[1] : t[0];
		if (hi > lo * (1 + AGREE))
			return true;
	}
	int k = n < KEY_PROCESSES ? n : KEY_PROCESSES;
	memcpy(s, t, (size_t)k * sizeof *s);
	*ms = median_of(s, k);
	return false;
}


/*
 * The whole model is timed in WHOLE_PROCESSES fresh worker processes, each
 * loading it once, and the figure is the median of theirs: a session's
 * time depends on where its weights landed in memory, drawn once per
 * process (NasRNN, the same file: 3.48 to 4.10 ms from one process to the
 * next at the same load, each process within 2% over its own runs), and a
 * user's ORT run is one such process. One process, as before, was one draw,
 * however many runs: the measured side of the comparison moved by up to
 * 15% between runs of the bench. The processes are fresh, not the backend's
 * own, whose memory its keys' sessions have churned.
 */
enum { WHOLE_PROCESSES = 3 };

/*
 * Not "cpu_scaled": each node's fastest run is taken, and a run's share on
 * a CPU scales all its kernels alike, so a node that ran undisturbed in a
 * run descheduled elsewhere would count less than its time (the first
 * bench with it put ResNeXt-50's kernels at 47 ms, its CPU time at 86 ms).
 */
double tasoc_cost_ort_node_floor(const char *path, const char *symbols, int runs, int *nodes, char *err,
				 size_t errsize)
{
	double f[WHOLE_PROCESSES];
	int nf = 0;
	if (nodes)
		*nodes = 0;
	char p[1024], req[3200], why[512];
	json_path(path, p, sizeof p);
	snprintf(req, sizeof req,
		 "{\"op\":\"profile\",\"path\":\"%s\",\"seed\":1,\"warmup\":2,\"runs\":%d,\"flush_bytes\":0,"
		 "\"node_floor\":true,\"progress\":true,\"symbols\":%.1500s}",
		 p, runs < 256 ? runs : 256, symbols && symbols[0] ? symbols : "{}");
	for (int i = 0; i < WHOLE_PROCESSES; i++) {
		tasoc_ort *w = tasoc_ort_open(why, sizeof why);
		if (!w) {
			snprintf(err, errsize, "ort cost model: %s", why);
			return -1;
		}
		tasoc_json *v = tasoc_ort_request(w, req);
		const tasoc_json *fl = tasoc_json_get(v, "node_floor_ms"), *m = tasoc_json_get(v, "nodes");
		if (fl && fl->type == TASOC_JSON_NUMBER) {
			f[nf++] = fl->number;
			if (nodes && m && m->type == TASOC_JSON_NUMBER)
				*nodes = (int)m->number;
		} else
			snprintf(err, errsize, "ort cost model: %s", v ? "a profile reply without node_floor_ms" : tasoc_ort_error(w));
		tasoc_json_free(v);
		tasoc_ort_close(w);
		if (nf <= i)
			return -1;
	}
	return median_of(f, nf);
}

/* One "time" request for model on w: per run wall ms into t, process CPU ms into cpu; 0 or -1. */
static int time_runs(tasoc_ort *w, int model, const char *symbols, int runs, double *t, double *cpu)
{
	char req[2048];
	snprintf(req, sizeof req, "{\"op\":\"time\",\"models\":[%d],\"seed\":1,\"symbols\":%.1500s,\"warmup\":2,"
		 "\"runs\":%d,\"progress\":true}", model, symbols && symbols[0] ? symbols : "{}", runs);
	tasoc_json *v = tasoc_ort_request(w, req);
	const tasoc_json *ms = tasoc_json_get(v, "ms"), *cm = tasoc_json_get(v, "cpu_ms");
	int rc = -1;
	if (ms && cm && ms->type == TASOC_JSON_ARRAY && cm->type == TASOC_JSON_ARRAY && ms->n == 1 && cm->n == 1 &&
	    ms->items[0]->type == TASOC_JSON_ARRAY && cm->items[0]->type == TASOC_JSON_ARRAY &&
	    ms->items[0]->n == runs && cm->items[0]->n == runs) {
		for (int i = 0; i < runs; i++) {
			t[i] = ms->items[0]->items[i]->number;
			cpu[i] = cm->items[0]->items[i]->number;
		}
		rc = 0;
	}
	tasoc_json_free(v);
	return rc;
}

tasoc_status tasoc_cost_ort_time_model(const char *path, const char *symbols, int runs, tasoc_ort_whole *out,
				       char *err, size_t errsize)
{
	double t[256], cpu[256], med[WHOLE_PROCESSES], fq[WHOLE_PROCESSES], cm[WHOLE_PROCESSES];
	int per = (runs + WHOLE_PROCESSES - 1) / WHOLE_PROCESSES, model;
	per = per < 3 ? 3 : per > 256 ? 256 : per;
	for (int i = 0; i < WHOLE_PROCESSES; i++) {
		char why[512];
		tasoc_ort *w = tasoc_ort_open(why, sizeof why);
		if (!w) {
			snprintf(err, errsize, "ort cost model: %s", why);
			return TASOC_ERR_UNSUPPORTED;
		}
		int rc = -1;
		if (tasoc_ort_load(w, path, &model) == 0) {
			rc = time_runs(w, model, symbols, per, t, cpu);
			tasoc_ort_free(w, model);
		}
		if (rc != 0)
			snprintf(err, errsize, "%s", tasoc_ort_error(w)[0] ? tasoc_ort_error(w) : "a time reply without its times");
		tasoc_ort_close(w);
		if (rc != 0)
			return TASOC_ERR_IO;
		cm[i] = median_of(cpu, per);
		fq[i] = fastest_quarter(t, per); /* sorts t: the statistic of a key's cost, see the head comment */
		med[i] = t[per / 2];
	}
	double lo = med[0], hi = med[0];
	for (int i = 1; i < WHOLE_PROCESSES; i++) {
		lo = med[i] < lo ? med[i] : lo;
		hi = med[i] > hi ? med[i] : hi;
	}
	out->spread = (hi - lo) / 2; /* half the range of the processes' medians */
	double c[WHOLE_PROCESSES];
	memcpy(c, cm, sizeof c);
	out->cpu_lo = out->cpu_hi = cm[0];
	for (int i = 1; i < WHOLE_PROCESSES; i++) {
		out->cpu_lo = cm[i] < out->cpu_lo ? cm[i] : out->cpu_lo;
		out->cpu_hi = cm[i] > out->cpu_hi ? cm[i] : out->cpu_hi;
	}
	out->median = median_of(med, WHOLE_PROCESSES);
	out->fast = median_of(fq, WHOLE_PROCESSES);
	out->cpu = median_of(c, WHOLE_PROCESSES);
	return TASOC_OK;
}

/* Writes data to the private folder as a fresh model file; the path in path, or -1. */
static int write_model(ort_ctx *c, const void *data, size_t size, char *path, size_t n)
{
	snprintf(path, n, "%s/%d.onnx", c->dir, c->nmodels++);
	return tasoc_write_atomic(path, data, size);
}

/*
 * One estimate of the profiler's own time per kernel: a chain of 1 tanh
 * and a chain of CHAIN tanh ([1,512]) timed without the profiler,
 * interleaved (the slope is what a trivial node adds to a run), and the
 * long chain profiled (its kernel time per node). 0, or -1 with err set.
 */
enum { CHAIN = 101 };
static int calibrate_once(ort_ctx *c, double *overhead, double *trivial, char *err, size_t errsize)
{
	void *d1 = NULL, *dn = NULL;
	size_t s1, sn;
	char p1[320], pn[320];
	int ids[2], nid = 0, rc = -1, kernels = 0;
	enum { ROUNDS = 64 };
	double t[2 * ROUNDS];
	p1[0] = pn[0] = '\0';
	if (tasoc_cost_ort_chain_model(1, 512, &d1, &s1, err, errsize) != TASOC_OK ||
	    tasoc_cost_ort_chain_model(CHAIN, 512, &dn, &sn, err, errsize) != TASOC_OK)
		goto out;
	if (write_model(c, d1, s1, p1, sizeof p1) != 0 || write_model(c, dn, sn, pn, sizeof pn) != 0) {
		snprintf(err, errsize, "ort cost model: cannot write a calibration model in %.200s", c->dir);
		goto out;
	}
	if (tasoc_ort_load(c->client, p1, &ids[0]) != 0 || (nid = 1, tasoc_ort_load(c->client, pn, &ids[1]) != 0) ||
	    (nid = 2, tasoc_ort_time(c->client, ids, 2, 1, NULL, 3, ROUNDS, t) != 0)) {
		snprintf(err, errsize, "ort cost model: calibrating: %s", tasoc_ort_error(c->client));
		goto out;
	}
	double slope = (fastest_quarter(t + ROUNDS, ROUNDS) - fastest_quarter(t, ROUNDS)) / (CHAIN - 1);
	double per = profile_on(c->client, pn, 16, false, 1, false, NULL, &kernels, err, errsize);
	if (per < 0 || kernels < CHAIN) {
		if (per >= 0)
			snprintf(err, errsize, "ort cost model: calibrating: %d kernels in a chain of %d", kernels, CHAIN);
		goto out;
	}
	per /= kernels;
	*trivial = slope > 0 ? slope : 0;
	*overhead = per > *trivial ? per - *trivial : 0;
	rc = 0;
out:
	for (int i = 0; i < nid; i++)
		tasoc_ort_free(c->client, ids[i]);
	if (p1[0])
		unlink(p1);
	if (pn[0])
		unlink(pn);
	free(d1);
	free(dn);
	return rc;
}

/*
 * ORT's profiler adds its own time to every kernel it reports (its
 * bookkeeping around the kernel, which records each event's input and
 * output shapes; not traced further): about 1.7 us a kernel on this machine,
 * whatever the kernel does. A Tanh on [1,512] is reported at 2.0 us, and
 * adds 0.34 us to a run without the profiler; an Add on [64,1024] 12.3 us
 * against 10.0 us; a small MatMul 2.2 against 0.5 (measured 2026-11-25:
 * `git show 1f96e1e -- docs/benchmarks.md`).
 * For a model of small operators that is most of what was charged:
 * NasRNN's 150 element-wise operators cost 3 to 4 us each as keys, and
 * adding 40 more Tanh to the model adds no time that can be measured. So
 * the overhead is measured once per process (the median of three
 * estimates) and taken out of every key, kernel by kernel, down to what a
 * trivial node costs without the profiler.
 */
static void calibrate(ort_ctx *c)
{
	double o[3], t[3];
	char err[256];
	int n = 0;
	for (int i = 0; i < 3; i++)
		if (calibrate_once(c, &o[n], &t[n], err, sizeof err) == 0)
			n++;
	if (n == 0) {
		c->calibrated = -1;
		c->overhead_ms = c->trivial_ms = 0;
		return;
	}
	qsort(o, (size_t)n, sizeof o[0], cmp_double);
	qsort(t, (size_t)n, sizeof t[0], cmp_double);
	c->overhead_ms = o[n / 2];
	c->trivial_ms = t[n / 2];
	c->calibrated = 1;
}

bool tasoc_cost_ort_overhead(double *per_kernel_ms, double *trivial_ms)
{
	if (!the_ctx.client)
		return false;
	if (!the_ctx.calibrated)
		calibrate(&the_ctx);
	*per_kernel_ms = the_ctx.overhead_ms;
	*trivial_ms = the_ctx.trivial_ms;
	return the_ctx.calibrated > 0;
}

static double profile_cold(const char *path, int runs, int copies, int *kernels, char *err, size_t errsize)
{
	ort_ctx *c = &the_ctx;
	double t[KEY_PROCESSES], figure;
	int n = 0, per = runs / 2 > 4 ? runs / 2 : 4;
	for (int i = 0; i < KEY_PROCESSES; i++) {
		if (n > 0 && !tasoc_cost_ort_cold_more(t, n, &figure))
			return figure;
		if (i == 1 && !c->helpers_started) {
			char why[512];
			for (int h = 0; h < KEY_PROCESSES - 1; h++)
				c->helpers[h] = tasoc_ort_open(why, sizeof why);
			c->helpers_started = 1;
		}
		tasoc_ort *w = i == 0 ? c->client : c->helpers[i - 1];
		int k = 0;
		double ms = w ? profile_on(w, path, per, true, copies, false, NULL, &k, err, errsize) : -1;
		if (ms >= 0) {
			t[n++] = ms;
			if (kernels)
				*kernels = k;
		}
	}
	if (n == 0)
		return -1;
	return median_of(t, n);
}

/* ms less the profiler's time for its kernels, down to what trivial nodes would cost (calibrate). */
static double net_of(const ort_ctx *c, double ms, int kernels)
{
	if (ms > 0 && kernels > 0) {
		double net = ms - kernels * c->overhead_ms, floor = kernels * c->trivial_ms;
		ms = net > floor ? net : floor;
	}
	return ms;
}

/*
 * An opaque node's key, timed as the one-node model registered under its
 * identity, or -1 (none registered: the analytical estimate). The model is
 * the node as imported (tasoc_onnx_node_model), so it is timed once, with no
 * second copy: the copies of an operator tasoc writes exist to bring ORT's
 * own state back to the cache after the flush, and an opaque node's kernels
 * (isnet's ConvInteger: milliseconds each) dwarf the 10 to 20 us that costs.
 * A model that holds more than OPAQUE_COLD bytes holds weights (a
 * quantized kernel), which are read cold, as a key with weights is. A node
 * whose inputs are all constant runs no kernel (ORT folds it) and costs 0, as
 * in the whole model.
 */
enum { OPAQUE_COLD = 64 * 1024 };
static double measure_opaque(ort_ctx *c, const tasoc_cost_key *k)
{
	uint64_t id = (uint64_t)(uint32_t)k->attr[0] | (uint64_t)(uint32_t)k->attr[1] << 32;
	const opaque_model *om = NULL;
	for (int i = 0; i < c->nopaque && id; i++)
		if (c->opaque[i].identity == id)
			om = &c->opaque[i];
	if (!om)
		return -1;
	char err[256], path[320];
	if (!c->calibrated)
		calibrate(c);
	double ms = -1;
	int kernels = 0;
	if (write_model(c, om->data, om->size, path, sizeof path) == 0)
		ms = om->size > OPAQUE_COLD ? profile_cold(path, c->runs, 1, &kernels, err, sizeof err)
					    : profile_on(c->client, path, c->runs, false, 1, false, NULL, &kernels, err, sizeof err);
	unlink(path);
	if (ms >= 0 && kernels == 0)
		return 0;
	return net_of(c, ms, kernels);
}

/*
 * A reorder key (tasoc_cost_reorder_key) is ORT's own ReorderInput or
 * ReorderOutput of the tensor, in the model of a 1x1 convolution that ORT
 * blocks (tasoc_cost_ort_reorder_model), its other kernels not timed; the
 * reorder reads a tensor just written, so it is timed warm, and when ORT
 * put no such reorder in that model the analytical estimate answers.
 */
static double measure(void *ctx, const tasoc_cost_key *k)
{
	ort_ctx *c = ctx;
	bool reorder = tasoc_cost_key_is_reorder(k);
	unsigned f = tasoc_ops[k->op].flags;
	if (!reorder && (f & (TASOC_OPF_SOURCE | TASOC_OPF_CONSTANT)))
		return 0;
	/*
	 * A reshape is a view: in a whole model ORT's Reshape hands its input's
	 * buffer on (and its optimizer merges chains of them), but alone its input
	 * is a graph input the session may not alias, so the lone key paid a copy
	 * and a kernel launch, 2.3 to 4.3 us each: silero's 30 reshapes were 75 us
	 * of a 0.25 ms prediction for a model whose fastest runs take 0.165 ms.
	 * As in the analytical model, it costs nothing.
	 */
	if (k->op == TASOC_OP_RESHAPE)
		return 0;
	if (k->op == TASOC_OP_OPAQUE)
		return measure_opaque(c, k);
	if (!reorder && !tasoc_cost_ort_handles(k))
		return -1; /* opaque, gelu: the caller uses the analytical estimate */
	void *data;
	size_t size;
	char err[256], path[320];
	if ((reorder ? tasoc_cost_ort_reorder_model(k, &data, &size, err, sizeof err)
		     : tasoc_cost_ort_timed_model(k, &data, &size, err, sizeof err)) != TASOC_OK)
		return -1;
	if (!c->calibrated)
		calibrate(c);
	double ms = -1;
	int kernels = 0;
	if (write_model(c, data, size, path, sizeof path) != 0)
		ms = -1;
	else if (reorder)
		ms = profile_on(c->client, path, c->runs, false, 1, false,
				k->op == TASOC_OP_NHWC ? "ReorderInput" : "ReorderOutput", &kernels, err, sizeof err);
	else if (tasoc_cost_ort_cold(k))
		ms = profile_cold(path, c->runs, tasoc_cost_ort_copies(k), &kernels, err, sizeof err);
	else
		ms = profile_on(c->client, path, c->runs, false, 1, tasoc_cost_ort_has_lead(k), NULL, &kernels, err,
				sizeof err);
	unlink(path);
	free(data);
	return reorder && kernels != 1 ? -1 : net_of(c, ms, kernels);
}

int tasoc_cost_ort_opaque(uint64_t identity, const void *model, size_t size)
{
	ort_ctx *c = &the_ctx;
	if (!identity || !model)
		return -1;
	for (int i = 0; i < c->nopaque; i++)
		if (c->opaque[i].identity == identity)
			return 0; /* the same identity: the same timing, whichever node's model */
	if (c->nopaque == c->capopaque) {
		int cap = c->capopaque ? 2 * c->capopaque : 16;
		opaque_model *grown = realloc(c->opaque, (size_t)cap * sizeof *grown);
		if (!grown)
			return -1;
		c->opaque = grown;
		c->capopaque = cap;
	}
	void *copy = malloc(size ? size : 1);
	if (!copy)
		return -1;
	memcpy(copy, model, size);
	c->opaque[c->nopaque++] = (opaque_model){ identity, copy, size };
	return 0;
}

/*
 * The channel block of ORT's NCHWc layout on this CPU: its math library
 * (MLAS) sets 8 on every x86-64 CPU, from its SSE2 baseline, and 16 where
 * AVX-512F is there; elsewhere (ARM, 32-bit x86) ORT's builds do
 * not block convolutions (cost.h, block).
 */
static int32_t nchwc_block(void)
{
#if defined(__x86_64__)
	__builtin_cpu_init();
	return __builtin_cpu_supports("avx512f") ? 16 : 8;
#else
	return 0;
#endif
}

tasoc_status tasoc_cost_ort_backend(tasoc_cost_backend *out, int runs, char *err, size_t errsize)
{
	tasoc_target now = tasoc_ort_target();
	if (the_ctx.client && !tasoc_target_equal(&now, &the_ctx.target))
		tasoc_cost_ort_release(); /* the target changed: a worker of the old one would time the wrong runtime */
	if (the_ctx.client) /* one worker per process, shared by every cost model using it */
		goto ready;
	the_ctx.target = now;
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
	/*
	 * ", timing 5": the keys' protocol since the lead node is left out by
	 * its name: timing 4 left out the first kernel of a run, taking the
	 * lead to run first, and ONNX Runtime ran it last, so that every warm
	 * key with a lead was the lead's own time (a Relu on [1,256,56,56]:
	 * 1.3 us for a kernel of 110 to 280 us); timing 4 was a warm key timed
	 * after a lead node (TASOC_ORT_LEAD); timing 3 took a cold key as the median of
	 * KEY_PROCESSES processes (profile_cold) and gave an opaque key the
	 * identity of the node model it was timed as ("opaque a=LO,HI"); timing 2
	 * added the flush beyond the last-level cache and took the profiler's
	 * own time out. A cache measured otherwise (its line says another timing,
	 * or only the version) is refused rather than mixed.
	 */
	snprintf(the_ctx.version, sizeof the_ctx.version, "%s %s, timing 5", tasoc_ort_engine_name(the_ctx.client),
		 tasoc_ort_version(the_ctx.client));
	tasoc_target_name(&the_ctx.target, the_ctx.target_name, sizeof the_ctx.target_name);
	out->name = the_ctx.target.kind == TASOC_TARGET_OPENVINO_CPU ? "openvino" : "ort";
	out->version = the_ctx.version;
	out->target = the_ctx.target_name;
	out->measure = measure;
	out->ctx = &the_ctx;
	/*
	 * MatmulTransposeFusion: a Transpose only products read runs inside
	 * them (FusedMatMul); NCHWc: convolutions run in ORT's own layout.
	 */
	out->fuses = TASOC_COST_FUSES_TRANSPOSE_MATMUL | TASOC_COST_OWN_CONV_LAYOUT;
	/*
	 * The NCHWc reorders are ONNX Runtime's CPU provider's: OpenVINO picks
	 * its blocked layouts when it compiles, and the CUDA provider runs NCHW,
	 * so neither has reorders the account could predict (block 0); the gate
	 * stays closed on both, as each picks its convolutions' layout itself.
	 */
	out->block = the_ctx.target.kind == TASOC_TARGET_ORT_CPU ? nchwc_block() : 0;
	return TASOC_OK;
}

bool tasoc_cost_is_measured(const char *name)
{
	return name && (strcmp(name, "ort") == 0 || strcmp(name, "openvino") == 0);
}

void tasoc_cost_ort_release(void)
{
	tasoc_ort_close(the_ctx.client);
	the_ctx.client = NULL;
	for (int i = 0; i < KEY_PROCESSES - 1; i++) {
		tasoc_ort_close(the_ctx.helpers[i]);
		the_ctx.helpers[i] = NULL;
	}
	the_ctx.helpers_started = 0;
	if (the_ctx.dir[0])
		rmdir(the_ctx.dir);
	the_ctx.dir[0] = '\0';
	for (int i = 0; i < the_ctx.nopaque; i++)
		free(the_ctx.opaque[i].data);
	free(the_ctx.opaque);
	the_ctx.opaque = NULL;
	the_ctx.nopaque = the_ctx.capopaque = 0;
	the_ctx.nmodels = 0;
	the_ctx.calibrated = 0;
	the_ctx.overhead_ms = the_ctx.trivial_ms = 0;
}

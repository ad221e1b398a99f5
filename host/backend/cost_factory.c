/* cost_factory.c: the cost model a run asks for, made from the backends, its cache checked (cost_factory.h). */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "../cost_file.h"
#include "../say.h"
#include "cost_backend.h"
#include "cost_factory.h"
#include "ort_worker.h"

void tasoc_cost_choice_default(tasoc_cost_choice *c)
{
	memset(c, 0, sizeof *c);
	c->target = TASOC_TARGET_DEFAULT;
}

const char *tasoc_cost_choice_name(const tasoc_cost_choice *c)
{
	return c->cost ? c->cost : "ort";
}

/*
 * Replaying a cudnn cache where no GPU is: the timings a GPU machine made
 * (tools/gpu_cost.sh; docs/gpu/) price the search here, and the file,
 * which holds measurements only, is not written back with estimates.
 */
static int replaying;

static double measure_nothing(void *ctx, const tasoc_cost_key *k)
{
	(void)ctx;
	(void)k;
	return -1; /* the cost model's analytical fallback, and its note */
}

/* Whether the cost cache at path was written by backend name (its first line). */
static bool cache_is_from(const char *path, const char *name)
{
	char line[128], want[96];
	FILE *f = fopen(path, "r");
	bool yes = false;
	if (f && fgets(line, sizeof line, f)) {
		snprintf(want, sizeof want, "# tasoc cost cache, backend %s:", name);
		yes = strncmp(line, want, strlen(want)) == 0;
	}
	if (f)
		fclose(f);
	return yes;
}

/*
 * Progress while the backend measures: a line once keys have taken 2 s to
 * time, then at most one a second. The time is the backend's own
 * (measure_s), so a search that finds its keys cached stays silent.
 */
static double measure_printed;

static void print_measuring(void *ctx, const tasoc_cost_model *cm)
{
	const char *cmd = ctx;
	if (cm->measure_s < 2.0 || cm->measure_s - measure_printed < 1.0)
		return;
	measure_printed = cm->measure_s;
	tasoc_say("%s: timing operators (%s model): %lld keys timed, %.1f s\n", cmd, cm->backend.name,
	       (long long)cm->misses, cm->measure_s);
}

tasoc_status tasoc_cost_choice_settle(tasoc_cost_choice *a, char *err, size_t size)
{
	char tn[32];
	tasoc_target_name(&a->target, tn, sizeof tn);
	if (a->target_given && a->cost) {
		/* The pairs that make sense: ort timed on an ORT target, or estimated there and measured there. */
		bool ort = tasoc_target_is_measured(&a->target);
		bool ok = ort ? strcmp(a->cost, "cudnn") != 0
			      : strcmp(a->cost, a->target.kind == TASOC_TARGET_CUDNN ? "cudnn" : "analytical") == 0;
		if (!ok) {
			snprintf(err, size, "--cost %s and --target %s conflict: %s (give one of them)", a->cost, tn,
				ort ? "the cudnn cost model times TASO's GPU kernels, and the target is measured in its own runtime"
				    : strcmp(a->cost, "ort") == 0 ? "--cost ort is --target ort-cpu:1"
				    : a->target.kind == TASOC_TARGET_CUDNN ? "--target cudnn is --cost cudnn"
				    : "--target analytical is --cost analytical");
			return TASOC_ERR_ARG;
		}
	} else if (a->target_given) {
		a->cost = tasoc_target_is_measured(&a->target) ? "ort"
			  : a->target.kind == TASOC_TARGET_CUDNN ? "cudnn" : "analytical";
	} else if (a->cost && strcmp(a->cost, "cudnn") == 0) {
		a->target = (tasoc_target){ TASOC_TARGET_CUDNN, 0 };
	} else if (a->cost && strcmp(a->cost, "analytical") == 0) {
		a->target = (tasoc_target){ TASOC_TARGET_ANALYTICAL, 0 };
	}
	/* Where ORT runs: the target, or (cudnn, analytical: no runtime tasoc can time) ort-cpu:1 as before targets. */
	tasoc_target ort = tasoc_target_is_measured(&a->target) ? a->target : TASOC_TARGET_DEFAULT;
	tasoc_ort_set_target(&ort);
	return TASOC_OK;
}

/*
 * A cache of another target than the run's: its costs are of another
 * runtime (or thread count), and mixing them would price nothing real. A
 * cache of the ort model without a target line predates targets: its keys
 * were timed on ort-cpu:1. 1 when refused (message on stderr).
 */
static int other_target(const char *cmd, const tasoc_cost_choice *a, const tasoc_cost_model *cm)
{
	const char *loaded = cm->loaded_target[0] ? cm->loaded_target
			     : strcmp(cm->loaded_from, "ort") == 0 ? "ort-cpu:1" : NULL;
	if (!loaded || !cm->backend.target || strcmp(loaded, cm->backend.target) == 0)
		return 0;
	tasoc_say_err("%s: %s holds costs for target %s (measured with %s), and this run is for target %s (%s): "
			"give another cache file, or --target %s\n",
		cmd, a->cache, loaded, cm->loaded_version[0] ? cm->loaded_version : "an unnamed runtime",
		cm->backend.target, cm->backend.version ? cm->backend.version : cm->backend.name, loaded);
	return 1;
}

tasoc_status tasoc_cost_make(const char *cmd, tasoc_cost_choice *a, tasoc_cost_model *cm)
{
	tasoc_cost_backend b = tasoc_cost_analytical;
	char why[512];
	if (tasoc_cost_choice_settle(a, why, sizeof why) != TASOC_OK) {
		tasoc_say_err("%s: %s\n", cmd, why);
		return TASOC_ERR_ARG;
	}
	if (!a->cost) {
		/*
		 * The default: the operators timed in ONNX Runtime, the engine the
		 * never-slower guard measures the whole model with, so the search
		 * picks what wins there (the analytical roofline's V100 constants
		 * pick ResNet-50's merged 1x1 convolutions, 0.93x in ORT). Without
		 * ORT the roofline, deterministic, and one line saying so.
		 */
		char err[256];
		if (tasoc_cost_ort_backend(&b, 0, err, sizeof err) != TASOC_OK) {
			tasoc_say_err("%s: note: %s; using the analytical cost model (--cost analytical "
					"chooses it without this note)\n", cmd, err);
			b = tasoc_cost_analytical;
		}
	} else if (strcmp(a->cost, "cudnn") == 0 || strcmp(a->cost, "ort") == 0) {
		char err[256];
		tasoc_target t = strcmp(a->cost, "ort") == 0 ? a->target : (tasoc_target){ TASOC_TARGET_CUDNN, 0 };
		tasoc_status st = tasoc_cost_target_backend(&t, 0, &b, err, sizeof err);
		if (st != TASOC_OK) {
			/* A runtime named by --target that cannot start is not one to optimize for with another's costs. */
			if (a->strict || (a->target_given && tasoc_target_is_measured(&a->target))) {
				tasoc_say_err("%s: %s\n", cmd, err);
				return TASOC_ERR_UNSUPPORTED;
			}
			if (strcmp(a->cost, "cudnn") == 0 && a->cache && cache_is_from(a->cache, "cudnn")) {
				tasoc_say_err("%s: %s; replaying the cudnn timings in %s (a key it lacks gets the analytical "
						"estimate; the file is not written)\n", cmd, err, a->cache);
				b = (tasoc_cost_backend){ .name = "cudnn", .measure = measure_nothing };
				replaying = 1;
			} else {
				tasoc_say_err("%s: %s; using the cpu cost model\n", cmd, err);
				tasoc_cost_cpu_backend(&b, 5);
			}
		}
	} else if (strcmp(a->cost, "cpu") == 0) {
		tasoc_cost_cpu_backend(&b, 5);
	}
	if (tasoc_cost_init(cm, NULL, &b) != TASOC_OK) {
		tasoc_say_err("%s: %s\n", cmd, cm->err);
		return TASOC_ERR_UNSUPPORTED;
	}
	if (b.measure != tasoc_cost_analytical.measure) {
		measure_printed = 0;
		cm->on_measure = print_measuring;
		cm->on_measure_ctx = (void *)cmd;
	}
	if (a->cache && access(a->cache, F_OK) == 0 && tasoc_cost_load(cm, a->cache) != TASOC_OK) {
		tasoc_say_err("%s: %s\n", cmd, cm->err);
		tasoc_cost_free(cm);
		return TASOC_ERR_UNSUPPORTED;
	}
	/* Two measured models (ort, openvino) are one backend on two targets: the targets are what differ. */
	bool same = strcmp(cm->loaded_from, cm->backend.name) == 0 ||
		    (tasoc_cost_is_measured(cm->loaded_from) && tasoc_cost_is_measured(cm->backend.name));
	if (cm->loaded_from[0] && same && other_target(cmd, a, cm)) {
		tasoc_cost_free(cm);
		return TASOC_ERR_UNSUPPORTED;
	}
	if (cm->loaded_from[0] && strcmp(cm->loaded_from, cm->backend.name) != 0) {
		/* Sums of costs from two models (ms of a CPU and of a roofline) would compare nothing. */
		tasoc_say_err("%s: %s holds %s costs, and this run uses the %s cost model (--cost %s, or another "
				"cache file)\n",
			cmd, a->cache, cm->loaded_from, cm->backend.name, cm->loaded_from);
		tasoc_cost_free(cm);
		return TASOC_ERR_UNSUPPORTED;
	}
	if (cm->loaded_version[0] && cm->backend.version && strcmp(cm->loaded_version, cm->backend.version) != 0) {
		/*
		 * Another engine version runs other kernels, and another timing
		 * method (", timing N") measured them otherwise: either way its
		 * timings would be mixed with these.
		 */
		/* the same engine ("ONNX Runtime 1.32.0") timed by another method (", timing N" or none) */
		const char *lt = strstr(cm->loaded_version, ", timing"), *bt = strstr(cm->backend.version, ", timing");
		size_t len = lt ? (size_t)(lt - cm->loaded_version) : strlen(cm->loaded_version);
		bool method = (bt ? (size_t)(bt - cm->backend.version) : strlen(cm->backend.version)) == len &&
			      strncmp(cm->loaded_version, cm->backend.version, len) == 0;
		tasoc_say_err("%s: %s holds %s costs measured with %s, and this run measures with %s%s (remove it, or "
				"give another cache file)\n",
			cmd, a->cache, cm->loaded_from, cm->loaded_version, cm->backend.version,
			method ? ": the cache was timed by an older tasoc's method" : "");
		tasoc_cost_free(cm);
		return TASOC_ERR_UNSUPPORTED;
	}
	return TASOC_OK;
}

tasoc_status tasoc_cost_made_done(const char *cmd, const tasoc_cost_choice *a, tasoc_cost_model *cm)
{
	tasoc_status rc = TASOC_OK;
	if (a->cache && !replaying && tasoc_cost_save(cm, a->cache) != TASOC_OK) {
		tasoc_say_err("%s: cannot write the cost cache %s: %s\n", cmd, a->cache, strerror(errno));
		rc = TASOC_ERR_IO;
	}
	if (tasoc_cost_is_measured(cm->backend.name))
		tasoc_cost_ort_release(); /* stops the worker: the cost model is not asked again */
	tasoc_cost_free(cm);
	replaying = 0;
	return rc;
}


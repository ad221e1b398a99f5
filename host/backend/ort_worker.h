/* ort_worker.h: the client of tools/ort_worker.py, a persistent ONNX Runtime process (PyPI onnxruntime). */
#ifndef TASOC_ORT_WORKER_H
#define TASOC_ORT_WORKER_H

#include <stddef.h>
#include <stdint.h>

#include "json.h"
#include "target.h"

/*
 * ONNX Runtime is reached through its Python package from PyPI (the C API
 * would tie libtasoc_host to one ORT build, and the firmware and the core
 * to none at all), so tasoc runs it in a python3 process started once per
 * command and talks to it over a socket pair, one JSON line each way (the
 * protocol is at the top of tools/ort_worker.py). Used by `tasoc optimize`
 * (--check, --measure) and `tasoc check`; a cost backend that times single
 * operators can use it too.
 *
 * Where things are found:
 *   the worker    TASOC_ORT_WORKER, else the nearest tools/ort_worker.py or share/tasoc/ort_worker.py
 *                 (make install's) in a folder above the executable
 *                 (build/tasoc -> tools/), else above the library file this
 *                 code was loaded from (python3 over build/libtasoc_host.so),
 *                 else the tree's tools/ort_worker.py whose path the build
 *                 compiled in (a copy of the library elsewhere, as a wheel's)
 *   python3       TASOC_ORT_PYTHON (the Python package sets its own), else
 *                 venv/bin/python3 in the worker's folder (an install's link),
 *                 else .venv/bin/python3 beside it (the tree's venv, with
 *                 onnxruntime, that `make deps` makes)
 * The worker must say something within TASOC_ORT_TIMEOUT seconds (default
 * 60): a reply, or a progress line while a long measurement runs (a model
 * of seconds a run timed many times); one silent for longer is taken for
 * hung and killed.
 *
 * Errors are one line, ready to print after the command's name.
 */
typedef struct tasoc_ort tasoc_ort;

/*
 * The target (target.h) every worker started after this call runs in:
 * a measured target (target.h: ort-cpu:T, openvino-cpu:T, ort-cuda:T); ort-cpu:1 until set. One
 * setting for the process, as a command optimizes for one target: the ort
 * cost model, the guard and the checks all run where the model will.
 * -1 (nothing changed) for a target that is not a measured one.
 */
int tasoc_ort_set_target(const tasoc_target *t);
tasoc_target tasoc_ort_target(void);

/* 0 when the worker and the venv's python3 are both found; else -1 and why in err. */
int tasoc_ort_available(char *err, size_t size);

/* Starts the worker and waits for it to say ONNX Runtime loaded; NULL with why in err. */
tasoc_ort *tasoc_ort_open(char *err, size_t size);

/* Kills the worker and frees w (NULL is fine). */
void tasoc_ort_close(tasoc_ort *w);

/* The last failure, and ONNX Runtime's version. */
const char *tasoc_ort_error(const tasoc_ort *w);
const char *tasoc_ort_version(const tasoc_ort *w);
/* The runtime w runs ("ONNX Runtime", "OpenVINO": the worker's hello says). */
const char *tasoc_ort_engine_name(const tasoc_ort *w);
/* What w runs, in words: "ONNX Runtime 1.32.0, CPU, 1 thread", "OpenVINO 2026.4.1, CPU, 2 threads". */
const char *tasoc_ort_engine(const tasoc_ort *w, char *buf, size_t size);

/*
 * Sends one request (a JSON object, no newline) and returns the parsed
 * reply, which the caller frees, when it says ok. NULL on failure: an
 * {"ok":false} reply (the worker stays usable), or a worker that exited or
 * hung (it is killed; every later request fails at once).
 */
tasoc_json *tasoc_ort_request(tasoc_ort *w, const char *request);

/* Loads the model file at path; *model names it in later requests. 0 or -1. */
int tasoc_ort_load(tasoc_ort *w, const char *path, int *model);

/* Releases a loaded model in the worker. 0 or -1. */
int tasoc_ort_free(tasoc_ort *w, int model);

/* One output of a run, its elements converted to double (integers and booleans too). */
typedef struct tasoc_ort_output {
	char *name;
	char type[16];
	int ndims;
	int64_t dims[8];
	int64_t n;
	double *values;
} tasoc_ort_output;

/*
 * Runs model on inputs drawn from seed (the same for every model with the
 * same input names, types and shapes); symbols is a JSON object giving
 * symbolic dimensions a value ({"batch": 1}), or NULL. On success *out holds
 * *nout outputs in the model's order; free them with tasoc_ort_outputs_free.
 */
int tasoc_ort_run(tasoc_ort *w, int model, uint32_t seed, const char *symbols, tasoc_ort_output **out,
		  int *nout);
void tasoc_ort_outputs_free(tasoc_ort_output *out, int n);

/*
 * Times nmodels models run interleaved on seeded inputs: warmup untimed runs
 * of each, then runs rounds; ms[m * runs + r] is model m's time in round r.
 */
int tasoc_ort_time(tasoc_ort *w, const int *models, int nmodels, uint32_t seed, const char *symbols, int warmup,
		   int runs, double *ms);

#endif

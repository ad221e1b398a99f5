/* target.h: the runtime a model is optimized for (--target): its name, parsed and written back. */
#ifndef TASOC_TARGET_H
#define TASOC_TARGET_H

#include <stddef.h>

/*
 * What a written model will run on, which decides what a measured cost model
 * times keys in and what the never-slower guard times whole models in:
 *   ort-cpu[:T]       ONNX Runtime's CPU provider (PyPI onnxruntime, the project's venv), T threads (1)
 *   openvino-cpu[:T]  OpenVINO's CPU plugin (PyPI openvino), T inference threads (1)
 *   ort-cuda[:T]      ONNX Runtime's CUDA provider (PyPI onnxruntime-gpu and a CUDA device), T CPU threads
 *   cudnn             TASO's GPU cost model (cost_cudnn.c); the guard does not run on it
 *   analytical        the roofline estimate alone (cost_analytical.c); no runtime
 * The first three are measured: the worker (ort_worker.h) runs them, and a
 * model is timed there, operator by operator and whole; the other two name
 * cost models with no runtime tasoc can time whole models in.
 */
typedef enum tasoc_target_kind {
	TASOC_TARGET_ORT_CPU,
	TASOC_TARGET_OPENVINO_CPU,
	TASOC_TARGET_ORT_CUDA,
	TASOC_TARGET_CUDNN,
	TASOC_TARGET_ANALYTICAL,
} tasoc_target_kind;

/* The measured targets' names, for messages and --help. */
#define TASOC_TARGET_MEASURED_NAMES "ort-cpu[:THREADS], openvino-cpu[:THREADS] or ort-cuda[:THREADS]"

#define TASOC_TARGET_MAX_THREADS 64

typedef struct tasoc_target {
	tasoc_target_kind kind;
	int threads; /* the measured targets: threads (1 to TASOC_TARGET_MAX_THREADS); else 0 */
} tasoc_target;

/* The default target: ort-cpu:1. */
#define TASOC_TARGET_DEFAULT ((tasoc_target){ TASOC_TARGET_ORT_CPU, 1 })

/*
 * Parses a target's name (above); 0, or -1 with a one-line reason in err
 * that lists the names (an unknown name, a thread count that is not a whole
 * number from 1 to TASOC_TARGET_MAX_THREADS, a count on cudnn or analytical).
 */
int tasoc_target_parse(const char *s, tasoc_target *t, char *err, size_t errsize);

/* The target's name as tasoc_target_parse reads it, the thread count always written ("ort-cpu:1"). */
const char *tasoc_target_name(const tasoc_target *t, char *buf, size_t size);

/* Whether the target is measured (ort-cpu, openvino-cpu, ort-cuda): the guard and the measured cost model run there. */
int tasoc_target_is_measured(const tasoc_target *t);

/* Whether two targets are the same runtime with the same threads. */
int tasoc_target_equal(const tasoc_target *a, const tasoc_target *b);

#endif

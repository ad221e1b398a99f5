/* ort_client.h: what the ort cost backend asks of the ONNX Runtime worker client (stand-in until h-ort's client lands). */
#ifndef TASOC_ORT_CLIENT_H
#define TASOC_ORT_CLIENT_H

#include <stddef.h>

#include "../status.h"

/*
 * The persistent ONNX Runtime worker (node + npm onnxruntime-node, CPU
 * provider, one thread) is being written on branch h-ort. The ort backend
 * needs four things of it, declared here so the backend builds and its
 * fallback works meanwhile; ort_client_none.c answers that the worker is
 * not in this build. When the worker lands, these map onto its client.
 */
typedef struct tasoc_ort_client tasoc_ort_client;

/* Starts the worker; fails with a one-line reason (node or onnxruntime-node missing). */
tasoc_status tasoc_ort_start(tasoc_ort_client **c, char *err, size_t errsize);
/* Per-run kernel times (ms) of `runs` runs of the model at path after warm-up, from ORT's profiler. */
tasoc_status tasoc_ort_profile(tasoc_ort_client *c, const char *path, int runs, size_t flush_bytes, double *ms,
			       char *err, size_t errsize);
/* Per-run wall times (ms) of `runs` runs of the model at path after warm-up. */
tasoc_status tasoc_ort_time(tasoc_ort_client *c, const char *path, int runs, double *ms, char *err, size_t errsize);
void tasoc_ort_stop(tasoc_ort_client *c);

#endif

/* cost_backend.h: the optional measured cost backends: cpu (OpenBLAS), cudnn (cuDNN, cuBLAS), ort (ONNX Runtime). */
#ifndef TASOC_COST_BACKEND_H
#define TASOC_COST_BACKEND_H

#include <stddef.h>

#include "../../core/cost.h"
#include "target.h"

/*
 * The cost backend of target t (target.h), as `tasoc --target` makes it:
 * ort-cpu:T the ort backend below, timing each key in that
 * runtime with T threads (it also sets the worker's target,
 * tasoc_ort_set_target, so that every ORT process this one starts runs
 * there); cudnn the cudnn backend (failing, with why in err, where there
 * is no GPU); analytical the roofline. runs as the backend's (0: its
 * default). The backend's target field names the target (NULL for
 * analytical), so that a saved cache records it. Release with
 * tasoc_cost_target_release.
 */
tasoc_status tasoc_cost_target_backend(const tasoc_target *t, int runs, tasoc_cost_backend *out, char *err,
				       size_t errsize);
void tasoc_cost_target_release(const tasoc_target *t);

/*
 * cpu: each operator is run on this machine, single-threaded, on random
 * data: convolutions as im2col + OpenBLAS sgemm (1x1 stride-1 convolutions
 * skip the im2col, as libraries do), matrix products as sgemm, everything
 * else with the reference kernels. One warm-up run, then the median of
 * `repeats` timed runs (default 5 when repeats <= 0).
 */
tasoc_status tasoc_cost_cpu_backend(tasoc_cost_backend *out, int repeats);

/* OpenBLAS's float32 matrix product, as tasoc_options.sgemm (folding weights). */
void tasoc_cpu_sgemm(const float *x, const float *y, float *z, int64_t M, int64_t K, int64_t N);

/*
 * cudnn: as TASO measures: a convolution is timed with each algorithm
 * cudnnFindConvolutionForwardAlgorithm returns, the fastest kept (with relu,
 * also fused through cudnnConvolutionBiasActivationForward), a matrix
 * product with cublasSgemm, element-wise operators, pooling and activations
 * with the matching cuDNN calls, data movement as device copies; CUDA events
 * around 8 calls back to back, one warm-up, the median of `repeats` windows.
 * Fails with a one-line message in err (for example when cudaGetDeviceCount
 * finds no GPU), so a caller can fall back to cpu. Run on an H200 once:
 * docs/gpu/README.md.
 */
tasoc_status tasoc_cost_cudnn_backend(tasoc_cost_backend *out, int repeats, char *err, size_t errsize);

/* Releases what the cudnn backend holds (handles, buffers); safe to call when it failed. */
void tasoc_cost_cudnn_release(void);

/*
 * ort: each operator is timed in ONNX Runtime on the worker's target
 * (tasoc_ort_set_target: ONNX Runtime's CPU execution provider, through the
 * worker of ort_worker.h) with
 * the target's threads,
 * ORT's graph optimizations on: a one-operator model per key, its kernel
 * time from ORT's profiler, the mean of the fastest quarter of `runs` runs
 * after warm-up (default 16 when runs <= 0); keys with weights with the
 * caches flushed before each run (cost_ort.c says why). Fails with a
 * one-line message in err when the venv or its onnxruntime is missing, so a
 * caller can fall back to cpu. One worker per process: a second call reuses it.
 */
tasoc_status tasoc_cost_ort_backend(tasoc_cost_backend *out, int runs, char *err, size_t errsize);
/* Stops the worker and removes the temporary folder, and forgets tasoc_cost_ort_opaque's models; safe to call when it failed. */
void tasoc_cost_ort_release(void);
/*
 * Whether the cost model named name is the ort backend's, which times keys in
 * the worker's runtime: "ort" on the ONNX Runtime targets, "openvino" on
 * openvino-cpu (named for what it times, so that a summary, a report and a
 * cache say which runtime; the one backend either way).
 */
bool tasoc_cost_is_measured(const char *name);
/*
 * Registers model (size bytes, copied) as what an opaque key with timing
 * identity `identity` (its attr[0] and attr[1], low half first: cost.h's
 * tasoc_cost_key_nattr) is timed as: the node as a model of one node
 * (tasoc_onnx_node_model). An opaque key with an identity nobody registered,
 * or with none (0), gets the analytical estimate. A second model under the
 * same identity is ignored. 0, or -1 (no identity or no memory).
 */
int tasoc_cost_ort_opaque(uint64_t identity, const void *model, size_t size);
/*
 * The mean of the fastest quarter of `runs` profiled runs of the model at path
 * (in the backend's own worker process), in ms: the kernels but ORT's layout
 * reorders, as the profiler reports them (its own time in each included);
 * *kernels (may be NULL) gets the number of kernels a run timed. copies >= 2:
 * the model holds its operator that many times (tasoc_cost_ort_timed_model),
 * twice the last-level cache is read, twice, before each run, and the
 * copies after the first are timed, the figure and *kernels per copy. lead:
 * the first kernel of each run (a warm key's lead node) is not timed. A run
 * of 20 ms or more counts the share of it spent on a CPU (ort_profile.py,
 * "cpu_scaled"). At most 1.5 s of timed runs, at least 4. Negative, with
 * the reason in err, on failure.
 */
double tasoc_cost_ort_profile(const char *path, int runs, int copies, bool lead, int *kernels, char *err,
			      size_t errsize);
/*
 * What the backend takes out of a key's profiled time, in ms, as it
 * measured it (once per process, when it first times a key or here): the
 * profiler's own time in each kernel's figure, per kernel, but never below
 * what a trivial node adds to a run without the profiler. false when the
 * backend is not running or the measurement failed (then nothing is taken
 * out).
 */
bool tasoc_cost_ort_overhead(double *per_kernel_ms, double *trivial_ms);
/* A chain of n tanh on [1,width] as ONNX (malloc'd), what the overhead above is measured on. */
tasoc_status tasoc_cost_ort_chain_model(int n, int width, void **data, size_t *size, char *err, size_t errsize);
/*
 * The model at path timed whole (wall time of a run, about `runs` runs
 * after warm-up over 3 fresh worker processes, the default allocator: as a
 * user's ORT runs it): each process's median run, and of those the median
 * and half the range, the median of the processes' fastest quarters (the
 * statistic a key's cost is), and the median of their median CPU time a
 * run (what the run takes with the time it was descheduled left out: the
 * figure a loaded machine does not stretch), in ms. For comparing the ort
 * cost model's prediction with the real thing.
 * symbols (NULL for none) is the worker's "symbols" object for both: the
 * values of symbolic dimensions and --feed values (ort_worker.h).
 */
/*
 * The model at path profiled whole, `runs` runs after warm-up, in each of 3
 * fresh worker processes: each node's fastest kernel time over the runs,
 * summed, in ms (layout reorders included: the whole model pays them), the
 * median of the processes'. The kernels with descheduling left
 * out, for comparing the per-operator costs with a whole model on a busy
 * machine, where wall times stretch with the load. Negative on failure.
 */
double tasoc_cost_ort_node_floor(const char *path, const char *symbols, int runs, int *nodes, char *err,
				 size_t errsize);
typedef struct tasoc_ort_whole {
	double median, spread, fast; /* wall ms: the processes' median run, half their range, fastest quarter */
	double cpu, cpu_lo, cpu_hi;  /* the process's CPU ms a run: the median over processes, their range */
} tasoc_ort_whole;
tasoc_status tasoc_cost_ort_time_model(const char *path, const char *symbols, int runs, tasoc_ort_whole *out,
				       char *err, size_t errsize);

/*
 * The one-operator ONNX model the ort backend times for key k (cost_ort_model.c):
 * the key's operator as tasoc exports it, kernels and other weights as
 * initializers, the rest as graph inputs x0, x1, ..., outputs y0, y1, ....
 * *data is malloc'd. Fails, saying why in err, for keys with no ONNX form
 * (sources, constants, opaque nodes, gelu): handles says which those are.
 */
bool tasoc_cost_ort_handles(const tasoc_cost_key *k);
/*
 * The model that times reorder key k (tasoc_cost_reorder_key) in ORT: a 1x1
 * convolution ORT runs blocked, into C channels of the block from the
 * tensor (its ReorderInput is the key's), or out to the tensor from 4
 * channels, which it reads unblocked (its ReorderOutput is the key's).
 */
tasoc_status tasoc_cost_ort_reorder_model(const tasoc_cost_key *k, void **data, size_t *size, char *err,
					  size_t errsize);
tasoc_status tasoc_cost_ort_model(const tasoc_cost_key *k, void **data, size_t *size, char *err, size_t errsize);
/*
 * Whether key k is timed cold: an operator with weights (convolutions,
 * matmul's right operand, batchnorm, biasadd), whose weights a whole model
 * reads from memory once per inference.
 */
bool tasoc_cost_ort_cold(const tasoc_cost_key *k);
/*
 * The model the backend times for k: the one-operator model above, and for
 * a key timed cold the operator tasoc_cost_ort_copies(k) times (2 to
 * TASOC_ORT_MAX_COPIES: as many as fit 8 MiB of weights), each copy with
 * weights of its own and reading the same inputs, the last copy's inputs
 * x0..., its outputs y0... (copy c's weights and outputs named wc_...).
 * After the flush the first copy reads ORT's own state (its code, the
 * session's structures) back into the cache, as any operator but the first
 * of a whole model finds it there; the mean of the others is the key's
 * time (several: each weight's time depends on where its pages landed,
 * cost_ort_model.c says why). A key timed warm gets a lead node instead
 * (below).
 */
#define TASOC_ORT_MAX_COPIES 8
int tasoc_cost_ort_copies(const tasoc_cost_key *k);
/*
 * A cold key is timed in one worker process after another (each is one
 * draw of where its weights' pages land): given the figures so far, t[0]
 * to t[n-1] (n >= 1, in the order taken), whether it needs one more; when
 * not, *ms is its figure. Up to 1 ms: the median of three processes. Up to
 * 20 ms: two, and a third when they differ by more than 5% (the median of
 * the three then; the mean of two that agree). Longer: the first alone.
 */
bool tasoc_cost_ort_cold_more(const double *t, int n, double *ms);
/*
 * A key timed warm (one copy) has a lead: a Tanh on [1,8] of its own input
 * and output ("lead_x", "lead_y"), last in the file, which ONNX Runtime
 * runs first (it runs independent nodes in the reverse of the file's
 * order), and whose kernel the worker leaves out by its name. The first kernel of a run pays the
 * run's own start, which in a whole model only its first operator pays: a
 * lone ewadd of [1,129,3] was charged 2.3 us where a trivial node adds
 * 0.35 us to a run, and silero's 44 tiny keys summed to +28 to +47% of the
 * model. A second copy of the operator, as the cold keys have, would do
 * too (ONNX Runtime runs two identical Relus on one input as two kernels);
 * the lead costs the same whatever the key, where a copy of a large warm
 * key (a concat of megabytes) would double each of its runs.
 */
#define TASOC_ORT_LEAD "lead"
bool tasoc_cost_ort_has_lead(const tasoc_cost_key *k);
tasoc_status tasoc_cost_ort_timed_model(const tasoc_cost_key *k, void **data, size_t *size, char *err, size_t errsize);

#endif

/* cost_backend.h: the optional measured cost backends: cpu (OpenBLAS), cudnn (cuDNN, cuBLAS), the models ort times. */
#ifndef TASOC_COST_BACKEND_H
#define TASOC_COST_BACKEND_H

#include <stddef.h>

#include "../cost.h"

/*
 * cpu: each operator is run on this machine, single-threaded, on random
 * data: convolutions as im2col + OpenBLAS sgemm (1x1 stride-1 convolutions
 * skip the im2col, as libraries do), matrix products as sgemm, everything
 * else with the reference kernels. One warm-up run, then the median of
 * `repeats` timed runs (default 5 when repeats <= 0).
 */
tasoc_status tasoc_cost_cpu_backend(tasoc_cost_backend *out, int repeats);

/*
 * cudnn: as TASO measures: a convolution is timed with the fastest
 * algorithm cudnnFindConvolutionForwardAlgorithm returns (with the relu
 * through cudnnConvolutionBiasActivationForward), a matrix product with
 * cublasSgemm, element-wise operators, pooling and activations with the
 * matching cuDNN calls, data movement as device copies; CUDA events, one
 * warm-up, the median of `repeats` runs. Fails with a one-line message in
 * err (for example when cudaGetDeviceCount finds no GPU), so a caller can
 * fall back to cpu. Never run on a GPU by its authors: see docs/search.md.
 */
tasoc_status tasoc_cost_cudnn_backend(tasoc_cost_backend *out, int repeats, char *err, size_t errsize);

/* Releases what the cudnn backend holds (handles, buffers); safe to call when it failed. */
void tasoc_cost_cudnn_release(void);

/*
 * The one-operator ONNX model the ort backend times for key k (cost_ort_model.c):
 * the key's operator as tasoc exports it, kernels and other weights as
 * initializers, the rest as graph inputs x0, x1, ..., outputs y0, y1, ....
 * *data is malloc'd. Fails, saying why in err, for keys with no ONNX form
 * (sources, constants, opaque nodes, gelu): handles says which those are.
 */
bool tasoc_cost_ort_handles(const tasoc_cost_key *k);
tasoc_status tasoc_cost_ort_model(const tasoc_cost_key *k, void **data, size_t *size, char *err, size_t errsize);

#endif

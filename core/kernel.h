/* kernel.h: the reference kernels' calling convention, float32 and mod p. */
#ifndef TASOC_KERNEL_H
#define TASOC_KERNEL_H

#include "ir.h"

/*
 * Every operator has one reference kernel (named in its spec) that runs in
 * two modes: float32, the semantics the optimizer must preserve, and exact
 * arithmetic mod p (modp.h) for the generator's fingerprints, where tensors
 * hold uint64_t residues. In mod p mode relu and max compare the centred
 * representatives, so on small integers both modes agree; sigmoid and tanh
 * become fixed pseudo-random functions: an identity that holds for a random
 * function holds for every function with high probability.
 */
typedef enum tasoc_mode {
	TASOC_MODE_F32,
	TASOC_MODE_MODP,
} tasoc_mode;

typedef struct tasoc_kargs {
	tasoc_mode mode;
	const tasoc_node *node;
	const tasoc_shape *in_shape;
	const void *const *in;
	const tasoc_shape *out_shape;
	void *const *out;
} tasoc_kargs;

/*
 * A float32 matrix product z = x y (x M x K, y K x N, row-major), for a
 * host to offer its BLAS where the reference kernel (kernels_arith.c) is
 * too slow: folding BERT's merged weights is 45 GFLOP.
 */
typedef void (*tasoc_sgemm_fn)(const float *x, const float *y, float *z, int64_t M, int64_t K, int64_t N);

/*
 * Whether a kernel runs in float32. A firmware build (-DTASOC_F32_ONLY,
 * docs/embedding.md) has the float32 paths only: it folds weights and
 * computes no fingerprints, and the mod p paths were a sixth of its core.
 * There every kernel takes the float32 path, the compiler drops the rest,
 * and tasoc_interp refuses mod p.
 */
#ifdef TASOC_F32_ONLY
#define TASOC_MODE_IS_F32(m) ((void)(m), 1)
#else
#define TASOC_MODE_IS_F32(m) ((m) == TASOC_MODE_F32)
#endif

/* Bytes per element in a mode. */
static inline size_t tasoc_mode_size(tasoc_mode m)
{
	return TASOC_MODE_IS_F32(m) ? sizeof(float) : sizeof(uint64_t);
}

/* SAME_UPPER padding before the first element along one axis. */
static inline int64_t tasoc_pad_begin(int padding_same, int64_t in, int64_t out,
				      int64_t kernel, int64_t stride)
{
	if (!padding_same)
		return 0;
	int64_t total = (out - 1) * stride + kernel - in;
	return total > 0 ? total / 2 : 0;
}

#endif

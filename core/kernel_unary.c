/* kernel_unary.c: relu, relu6, hardswish, hardsigmoid, sqrt, sigmoid, tanh and max pooling, in both modes. */
#include <math.h>
#include <string.h>

#include "kernel.h"
#include "modp.h"

/*
 * Salts that make sigmoid, tanh, relu6, hardswish and sqrt different random functions in mod p mode (gelu
 * has 4). Hardsigmoid's is 8 plus its attributes' 64 bits times an odd constant: one to one modulo 2^64,
 * so one function per alpha and beta, and only 7 of the 2^64 pairs could meet another operator's salt.
 */
enum { SALT_SIGMOID = 1, SALT_TANH = 2, SALT_RELU6 = 5, SALT_HARDSWISH = 6, SALT_SQRT = 7, SALT_HARDSIGMOID = 8 };

int tasoc_kernel_relu(const tasoc_kargs *k)
{
	int64_t n = tasoc_numel(&k->out_shape[0]);
	if (TASOC_MODE_IS_F32(k->mode)) {
		const float *x = k->in[0];
		float *y = k->out[0];
		for (int64_t i = 0; i < n; i++)
			y[i] = x[i] > 0.0f ? x[i] : 0.0f;
	} else {
		const uint64_t *x = k->in[0];
		uint64_t *y = k->out[0];
		for (int64_t i = 0; i < n; i++)
			y[i] = tasoc_modp_to_int(x[i]) > 0 ? x[i] : 0;
	}
	return 0;
}

/* f on each element in float mode; in mod p mode the random function of salt. */
static int pointwise(const tasoc_kargs *k, float (*f)(float), uint64_t salt)
{
	int64_t n = tasoc_numel(&k->out_shape[0]);
	if (TASOC_MODE_IS_F32(k->mode)) {
		const float *x = k->in[0];
		float *y = k->out[0];
		for (int64_t i = 0; i < n; i++)
			y[i] = f(x[i]);
	} else {
		const uint64_t *x = k->in[0];
		uint64_t *y = k->out[0];
		for (int64_t i = 0; i < n; i++)
			y[i] = tasoc_modp_random_fn(x[i], salt);
	}
	return 0;
}

static float sigmoidf(float v)
{
	return 1.0f / (1.0f + expf(-v));
}

int tasoc_kernel_sigmoid(const tasoc_kargs *k)
{
	return pointwise(k, sigmoidf, SALT_SIGMOID);
}

int tasoc_kernel_tanh(const tasoc_kargs *k)
{
	return pointwise(k, tanhf, SALT_TANH);
}

static float relu6f(float x)
{
	/* NaN stays NaN, as in ONNX Clip: both comparisons are false. */
	return x < 0.0f ? 0.0f : x > 6.0f ? 6.0f : x;
}

int tasoc_kernel_relu6(const tasoc_kargs *k)
{
	/* A random function in mod p mode: spec/ops/relu6.lua says why. */
	return pointwise(k, relu6f, SALT_RELU6);
}

static float hardswishf(float x)
{
	/* ONNX: x * max(0, min(1, x / 6 + 0.5)); the same as x * relu6(x + 3) / 6 */
	float h = x / 6.0f + 0.5f;
	return x * (h < 0.0f ? 0.0f : h > 1.0f ? 1.0f : h);
}

int tasoc_kernel_hardswish(const tasoc_kargs *k)
{
	return pointwise(k, hardswishf, SALT_HARDSWISH);
}

int tasoc_kernel_sqrt(const tasoc_kargs *k)
{
	return pointwise(k, sqrtf, SALT_SQRT);
}

/* ONNX HardSigmoid: max(0, min(1, alpha * x + beta)), alpha and beta floats stored bit for bit. */
int tasoc_kernel_hardsigmoid(const tasoc_kargs *k)
{
	int32_t abits = k->node->attr[TASOC_HARDSIGMOID_ALPHA], bbits = k->node->attr[TASOC_HARDSIGMOID_BETA];
	int64_t n = tasoc_numel(&k->out_shape[0]);
	if (TASOC_MODE_IS_F32(k->mode)) {
		float alpha, beta;
		memcpy(&alpha, &abits, sizeof alpha);
		memcpy(&beta, &bbits, sizeof beta);
		const float *x = k->in[0];
		float *y = k->out[0];
		for (int64_t i = 0; i < n; i++) {
			float h = alpha * x[i] + beta;
			/* NaN stays NaN, as relu6's clamp */
			y[i] = h < 0.0f ? 0.0f : h > 1.0f ? 1.0f : h;
		}
	} else {
		/* A random function in mod p mode (spec/ops/hardsigmoid.lua), distinct per alpha and beta. */
		uint64_t key = (uint64_t)(uint32_t)abits << 32 | (uint32_t)bbits;
		uint64_t salt = SALT_HARDSIGMOID + key * 0xbf58476d1ce4e5b9ull;
		const uint64_t *x = k->in[0];
		uint64_t *y = k->out[0];
		for (int64_t i = 0; i < n; i++)
			y[i] = tasoc_modp_random_fn(x[i], salt);
	}
	return 0;
}

/* ONNX MaxPool: padded positions never win (they are -infinity). */
int tasoc_kernel_maxpool2d(const tasoc_kargs *k)
{
	const int32_t *a = k->node->attr;
	int kh = a[TASOC_MAXPOOL2D_KERNEL_H], kw = a[TASOC_MAXPOOL2D_KERNEL_W];
	int sh = a[TASOC_MAXPOOL2D_STRIDE_H], sw = a[TASOC_MAXPOOL2D_STRIDE_W];
	int same = a[TASOC_MAXPOOL2D_PADDING] == TASOC_PADDING_SAME;
	const tasoc_shape *xs = &k->in_shape[0], *ys = &k->out_shape[0];
	int64_t NC = (int64_t)xs->dim[0] * xs->dim[1], H = xs->dim[2], W = xs->dim[3];
	int64_t OH = ys->dim[2], OW = ys->dim[3];
	int64_t ph = tasoc_pad_begin(same, H, OH, kh, sh), pw = tasoc_pad_begin(same, W, OW, kw, sw);
	bool f32 = TASOC_MODE_IS_F32(k->mode);
	for (int64_t p = 0; p < NC; p++)
		for (int64_t oh = 0; oh < OH; oh++)
			for (int64_t ow = 0; ow < OW; ow++) {
				int64_t best = -1; /* index of the largest element so far */
				for (int64_t i = 0; i < kh; i++)
					for (int64_t j = 0; j < kw; j++) {
						int64_t ih = oh * sh - ph + i, iw = ow * sw - pw + j;
						if (ih < 0 || ih >= H || iw < 0 || iw >= W)
							continue;
						int64_t at = (p * H + ih) * W + iw;
						if (best < 0)
							best = at;
						else if (f32 ? ((const float *)k->in[0])[at] > ((const float *)k->in[0])[best]
							     : tasoc_modp_to_int(((const uint64_t *)k->in[0])[at]) >
								       tasoc_modp_to_int(((const uint64_t *)k->in[0])[best]))
							best = at;
					}
				int64_t o = (p * OH + oh) * OW + ow;
				if (f32)
					((float *)k->out[0])[o] = best < 0 ? -INFINITY : ((const float *)k->in[0])[best];
				else
					((uint64_t *)k->out[0])[o] = best < 0 ? 0 : ((const uint64_t *)k->in[0])[best];
			}
	return 0;
}

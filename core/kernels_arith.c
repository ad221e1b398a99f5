/* kernels_arith.c: conv2d (NCHW and NHWC), matmul, element-wise and pooling kernels in both modes. */
#include <math.h>
#include <string.h>

#include "kernel.h"
#include "modp.h"

/*
 * matmul's blocking (kernels_arith.inc): a panel of the right operand of
 * 64 x 256 floats (64 KiB, fits any L2), a block of four rows by eight
 * columns summed at a time in float32 (eight SSE vectors: 14 GFLOP/s on a
 * 1024^3 product against 4.6 for one row; wider blocks spill at -O2). Mod
 * p keeps one row: its products are wide multiplies and reductions, not
 * vector lanes. A firmware build (make embed) keeps one row in float32 too
 * (-DTASOC_MATMUL_ROWS=1): 32 accumulators do not fit a Cortex-M7's
 * registers, and the core stays 244 bytes smaller.
 */
enum { MATMUL_KB = 64, MATMUL_NB = 256, MATMUL_LANES = 8 };
#ifndef TASOC_MATMUL_ROWS
#define TASOC_MATMUL_ROWS 4
#endif

#define T float
#define ZERO 0.0f
#define ADD(a, b) ((a) + (b))
#define MUL(a, b) ((a) * (b))
#define NAME(x) x##_f32
#define ROWS TASOC_MATMUL_ROWS
#include "kernels_arith.inc"
#undef T
#undef ZERO
#undef ADD
#undef MUL
#undef NAME
#undef ROWS

#define T uint64_t
#define ZERO 0ull
#define ADD(a, b) tasoc_modp_add(a, b)
#define MUL(a, b) tasoc_modp_mul(a, b)
#define NAME(x) x##_modp
#define ROWS 1
#include "kernels_arith.inc"
#undef T
#undef ZERO
#undef ADD
#undef MUL
#undef NAME
#undef ROWS

#define F32 TASOC_MODE_IS_F32(k->mode)

/* In-place relu on a kernel's output: the fused activation of conv2d. */
static void relu_inplace(tasoc_mode mode, void *p, int64_t n)
{
	if (TASOC_MODE_IS_F32(mode)) {
		float *f = p;
		for (int64_t i = 0; i < n; i++)
			f[i] = f[i] > 0.0f ? f[i] : 0.0f;
	} else {
		uint64_t *u = p;
		for (int64_t i = 0; i < n; i++)
			u[i] = tasoc_modp_to_int(u[i]) > 0 ? u[i] : 0;
	}
}

static int conv(const tasoc_kargs *k, int group, int act)
{
	const int32_t *a = k->node->attr;
	int sh = a[TASOC_CONV2D_STRIDE_H], sw = a[TASOC_CONV2D_STRIDE_W];
	int same = a[TASOC_CONV2D_PADDING] == TASOC_PADDING_SAME;
	if (F32)
		conv2d_f32(k->in[0], &k->in_shape[0], k->in[1], &k->in_shape[1], k->out[0],
			   &k->out_shape[0], sh, sw, same, group);
	else
		conv2d_modp(k->in[0], &k->in_shape[0], k->in[1], &k->in_shape[1], k->out[0],
			    &k->out_shape[0], sh, sw, same, group);
	if (act == TASOC_ACTIVATION_RELU)
		relu_inplace(k->mode, k->out[0], tasoc_numel(&k->out_shape[0]));
	return 0;
}

int tasoc_kernel_conv2d(const tasoc_kargs *k)
{
	return conv(k, 1, k->node->attr[TASOC_CONV2D_ACTIVATION]);
}

int tasoc_kernel_groupconv2d(const tasoc_kargs *k)
{
	/* groupconv2d's first four attributes are laid out as conv2d's. */
	return conv(k, k->node->attr[TASOC_GROUPCONV2D_GROUP], k->node->attr[TASOC_GROUPCONV2D_ACTIVATION]);
}

int tasoc_kernel_conv2d_nhwc(const tasoc_kargs *k)
{
	/* conv2d_nhwc's attributes are laid out as conv2d's. */
	const int32_t *a = k->node->attr;
	int sh = a[TASOC_CONV2D_STRIDE_H], sw = a[TASOC_CONV2D_STRIDE_W];
	int same = a[TASOC_CONV2D_PADDING] == TASOC_PADDING_SAME;
	if (F32)
		conv2d_nhwc_f32(k->in[0], &k->in_shape[0], k->in[1], &k->in_shape[1], k->out[0], &k->out_shape[0],
				sh, sw, same);
	else
		conv2d_nhwc_modp(k->in[0], &k->in_shape[0], k->in[1], &k->in_shape[1], k->out[0], &k->out_shape[0],
				 sh, sw, same);
	if (a[TASOC_CONV2D_ACTIVATION] == TASOC_ACTIVATION_RELU)
		relu_inplace(k->mode, k->out[0], tasoc_numel(&k->out_shape[0]));
	return 0;
}

int tasoc_kernel_matmul(const tasoc_kargs *k)
{
	int64_t M = k->in_shape[0].dim[0], K = k->in_shape[0].dim[1], N = k->in_shape[1].dim[1];
	if (F32)
		matmul_f32(k->in[0], k->in[1], k->out[0], M, K, N);
	else
		matmul_modp(k->in[0], k->in[1], k->out[0], M, K, N);
	return 0;
}

/*
 * bmatmul: one matmul per batch index of the output; a batch extent of 1 on
 * one side is read for every index of the other (numpy's broadcasting).
 * The shape rule gives both inputs the output's rank. Left out of a
 * firmware build as kernel_transformer.c's kernels are.
 */
#ifdef TASOC_NO_HOST_ONLY_OPS
int tasoc_kernel_bmatmul(const tasoc_kargs *k)
{
	(void)k;
	return -1;
}
#else
int tasoc_kernel_bmatmul(const tasoc_kargs *k)
{
	const tasoc_shape *xs = &k->in_shape[0], *ys = &k->in_shape[1], *zs = &k->out_shape[0];
	int r = zs->rank;
	int64_t M = xs->dim[r - 2], K = xs->dim[r - 1], N = ys->dim[r - 1], batches = 1;
	for (int a = 0; a < r - 2; a++)
		batches *= zs->dim[a];
	size_t es = tasoc_mode_size(k->mode);
	for (int64_t b = 0; b < batches; b++) {
		int64_t rest = b, xo = 0, yo = 0, xstride = 1, ystride = 1;
		for (int a = r - 3; a >= 0; a--) { /* the batch index's digits, last axis first */
			int64_t i = rest % zs->dim[a];
			rest /= zs->dim[a];
			xo += (xs->dim[a] == 1 ? 0 : i) * xstride;
			yo += (ys->dim[a] == 1 ? 0 : i) * ystride;
			xstride *= xs->dim[a];
			ystride *= ys->dim[a];
		}
		const char *x = (const char *)k->in[0] + (size_t)(xo * M * K) * es;
		const char *y = (const char *)k->in[1] + (size_t)(yo * K * N) * es;
		char *z = (char *)k->out[0] + (size_t)(b * M * N) * es;
		if (F32)
			matmul_f32((const float *)(const void *)x, (const float *)(const void *)y, (float *)(void *)z, M, K, N);
		else
			matmul_modp((const uint64_t *)(const void *)x, (const uint64_t *)(const void *)y,
				    (uint64_t *)(void *)z, M, K, N);
	}
	return 0;
}
#endif

int tasoc_kernel_ewadd(const tasoc_kargs *k)
{
	int64_t n = tasoc_numel(&k->out_shape[0]);
	if (F32)
		ewadd_f32(k->in[0], k->in[1], k->out[0], n);
	else
		ewadd_modp(k->in[0], k->in[1], k->out[0], n);
	return 0;
}

int tasoc_kernel_ewmul(const tasoc_kargs *k)
{
	int64_t n = tasoc_numel(&k->out_shape[0]);
	if (F32)
		ewmul_f32(k->in[0], k->in[1], k->out[0], n);
	else
		ewmul_modp(k->in[0], k->in[1], k->out[0], n);
	return 0;
}

int tasoc_kernel_smul(const tasoc_kargs *k)
{
	int64_t n = tasoc_numel(&k->out_shape[0]);
	if (F32)
		smul_f32(k->in[0], *(const float *)k->in[1], k->out[0], n);
	else
		smul_modp(k->in[0], *(const uint64_t *)k->in[1], k->out[0], n);
	return 0;
}

int tasoc_kernel_biasadd(const tasoc_kargs *k)
{
	const tasoc_shape *s = &k->in_shape[0];
	int64_t inner = 1;
	for (int i = 2; i < s->rank; i++)
		inner *= s->dim[i];
	if (F32)
		biasadd_f32(k->in[0], k->in[1], k->out[0], s->dim[0], s->dim[1], inner);
	else
		biasadd_modp(k->in[0], k->in[1], k->out[0], s->dim[0], s->dim[1], inner);
	return 0;
}

/* How many of the k window positions starting at o * stride - pad are inside [0, n). */
static int64_t window_count(int64_t o, int64_t stride, int64_t pad, int64_t k, int64_t n)
{
	int64_t lo = o * stride - pad, hi = lo + k;
	if (lo < 0)
		lo = 0;
	if (hi > n)
		hi = n;
	return hi > lo ? hi - lo : 0;
}

/*
 * ONNX AveragePool: the window sum divided by kernel_h * kernel_w when
 * count_include_pad is 1, else by the number of real elements in the window.
 */
int tasoc_kernel_avgpool2d(const tasoc_kargs *k)
{
	const int32_t *a = k->node->attr;
	int kh = a[TASOC_AVGPOOL2D_KERNEL_H], kw = a[TASOC_AVGPOOL2D_KERNEL_W];
	int sh = a[TASOC_AVGPOOL2D_STRIDE_H], sw = a[TASOC_AVGPOOL2D_STRIDE_W];
	int same = a[TASOC_AVGPOOL2D_PADDING] == TASOC_PADDING_SAME;
	int full = a[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] != 0;
	const tasoc_shape *xs = &k->in_shape[0], *ys = &k->out_shape[0];
	int64_t H = xs->dim[2], W = xs->dim[3], OH = ys->dim[2], OW = ys->dim[3];
	int64_t ph = tasoc_pad_begin(same, H, OH, kh, sh), pw = tasoc_pad_begin(same, W, OW, kw, sw);
	int64_t NC = (int64_t)ys->dim[0] * ys->dim[1];
	if (F32)
		pool_sum_f32(k->in[0], xs, k->out[0], ys, kh, kw, sh, sw, same);
	else
		pool_sum_modp(k->in[0], xs, k->out[0], ys, kh, kw, sh, sw, same);
	for (int64_t oh = 0; oh < OH; oh++)
		for (int64_t ow = 0; ow < OW; ow++) {
			int64_t cnt = full ? (int64_t)kh * kw
					   : window_count(oh, sh, ph, kh, H) * window_count(ow, sw, pw, kw, W);
			if (cnt == 0)
				cnt = 1; /* a window of padding only sums to 0 */
			if (F32) {
				float *y = k->out[0];
				for (int64_t p = 0; p < NC; p++)
					y[(p * OH + oh) * OW + ow] /= (float)cnt;
			} else {
				uint64_t *y = k->out[0], inv = tasoc_modp_inv((uint64_t)cnt);
				for (int64_t p = 0; p < NC; p++)
					y[(p * OH + oh) * OW + ow] = tasoc_modp_mul(y[(p * OH + oh) * OW + ow], inv);
			}
		}
	return 0;
}

/* Inference batch normalization; float only (it is not a generator operator). */
int tasoc_kernel_batchnorm(const tasoc_kargs *k)
{
	if (!F32)
		return TASOC_ERR_UNSUPPORTED;
	const tasoc_shape *s = &k->in_shape[0];
	float eps;
	memcpy(&eps, &k->node->attr[TASOC_BATCHNORM_EPSILON], sizeof eps);
	int64_t inner = 1;
	for (int i = 2; i < s->rank; i++)
		inner *= s->dim[i];
	const float *x = k->in[0], *scale = k->in[1], *bias = k->in[2], *mean = k->in[3], *var = k->in[4];
	float *y = k->out[0];
	for (int64_t n = 0; n < s->dim[0]; n++)
		for (int64_t c = 0; c < s->dim[1]; c++) {
			float g = scale[c] / sqrtf(var[c] + eps), b = bias[c] - mean[c] * g;
			for (int64_t i = 0; i < inner; i++) {
				int64_t j = (n * s->dim[1] + c) * inner + i;
				y[j] = x[j] * g + b;
			}
		}
	return 0;
}

/* kernel_dq.c: dqconv and dqmatmul, a convolution and a matrix product of x quantized to uint8 on the fly, as ONNX Runtime runs DynamicQuantizeLinear, ConvInteger or MatMulInteger, Cast and Mul. */
#include <math.h>

#include "kernel.h"
#include "modp.h"

/*
 * Salts of the mod p random functions (kernel_prelu.c has 14): the whole
 * input's print, each element's quantized value, and the input's scale.
 * Dynamic quantization reads the whole tensor (its range), so in mod p
 * mode every quantized element is a random function of the element and of
 * a print of the whole input, as layernorm's rows are of their row.
 */
enum { SALT_DQ_PRINT = 15, SALT_DQ = 16, SALT_DQ_SCALE = 17 };

#ifdef TASOC_NO_HOST_ONLY_OPS /* left out of the firmware image (spec/ops/dqconv.lua, dqmatmul.lua: firmware = false) */
int tasoc_kernel_dqconv(const tasoc_kargs *k)
{
	(void)k;
	return -1;
}

int tasoc_kernel_dqmatmul(const tasoc_kargs *k)
{
	(void)k;
	return -1;
}
#else
/*
 * DynamicQuantizeLinear's parameters as ONNX Runtime computes them
 * (GetQuantizationParameter): the range widened to hold 0, scale its width
 * over 255 (1 when it is empty), and the zero point 0 - min / scale clamped
 * to 0..255 and rounded half to even (nearbyintf, the default rounding).
 */
static void quant_params(const float *x, int64_t n, float *scale, float *zp)
{
	float lo = 0.0f, hi = 0.0f;
	for (int64_t i = 0; i < n; i++) {
		lo = x[i] < lo ? x[i] : lo;
		hi = x[i] > hi ? x[i] : hi;
	}
	*scale = hi == lo ? 1.0f : (hi - lo) / 255.0f;
	float z = 0.0f - lo / *scale;
	z = z < 0.0f ? 0.0f : z > 255.0f ? 255.0f : z;
	*zp = nearbyintf(z);
}

/* x / scale rounded half to even plus the zero point, saturated to 0..255: ONNX's DynamicQuantizeLinear. */
static int32_t quantize(float x, float scale, float zp)
{
	float q = nearbyintf(x / scale) + zp;
	return q < 0.0f ? 0 : q > 255.0f ? 255 : (int32_t)q;
}

typedef struct conv_geom {
	int64_t N, C, H, W, O, KH, KW, OH, OW;
	int32_t sh, sw, pt, pl, dh, dw;
} conv_geom;

static conv_geom geom(const tasoc_kargs *k)
{
	const tasoc_shape *x = &k->in_shape[0], *w = &k->in_shape[1], *y = &k->out_shape[0];
	const int32_t *a = k->node->attr;
	conv_geom g = { x->dim[0], x->dim[1], x->dim[2], x->dim[3], w->dim[0], w->dim[2], w->dim[3], y->dim[2], y->dim[3],
			a[TASOC_DQCONV_STRIDE_H], a[TASOC_DQCONV_STRIDE_W], a[TASOC_DQCONV_PAD_T], a[TASOC_DQCONV_PAD_L],
			a[TASOC_DQCONV_DIL_H], a[TASOC_DQCONV_DIL_W] };
	return g;
}

/*
 * The sums are ConvInteger's and MatMulInteger's int32 ones: exact, and
 * where a huge input would overflow them they wrap as ONNX Runtime's do
 * (added as uint32, which C defines; a signed overflow it does not).
 */
static int32_t wrap(uint32_t v)
{
	return v <= INT32_MAX ? (int32_t)v : -(int32_t)(~v) - 1;
}

/*
 * Padding contributes nothing
 * (ONNX Runtime pads with the zero point, whose difference is 0). The sum
 * is cast to float and scaled by scale * wscale, one float product, as the
 * two Muls do.
 */
static void run_f32(const tasoc_kargs *k, const conv_geom *g)
{
	const float *x = k->in[0], *w = k->in[1];
	float *y = k->out[0];
	float scale, zp;
	quant_params(x, g->N * g->C * g->H * g->W, &scale, &zp);
	int32_t wzp = (int32_t)((const float *)k->in[2])[0], xzp = (int32_t)zp;
	float s = scale * ((const float *)k->in[3])[0];
	for (int64_t n = 0; n < g->N; n++)
		for (int64_t o = 0; o < g->O; o++)
			for (int64_t oh = 0; oh < g->OH; oh++)
				for (int64_t ow = 0; ow < g->OW; ow++) {
					uint32_t acc = 0;
					for (int64_t c = 0; c < g->C; c++)
						for (int64_t kh = 0; kh < g->KH; kh++) {
							int64_t ih = oh * g->sh - g->pt + kh * g->dh;
							if (ih < 0 || ih >= g->H)
								continue;
							for (int64_t kw = 0; kw < g->KW; kw++) {
								int64_t iw = ow * g->sw - g->pl + kw * g->dw;
								if (iw < 0 || iw >= g->W)
									continue;
								int32_t q = quantize(x[((n * g->C + c) * g->H + ih) * g->W + iw], scale, zp);
								int32_t wq = (int32_t)w[((o * g->C + c) * g->KH + kh) * g->KW + kw];
								acc += (uint32_t)((q - xzp) * (wq - wzp)); /* each product fits: |255 * 255| */
							}
						}
					y[((n * g->O + o) * g->OH + oh) * g->OW + ow] = (float)wrap(acc) * s;
				}
}

/*
 * Mod p: a print of the whole input keys each element's quantized value
 * (*key) and the input's scale, times wscale (*s).
 */
static void modp_params(const tasoc_kargs *k, int64_t nx, uint64_t *key, uint64_t *s)
{
	const uint64_t *x = k->in[0];
	uint64_t print = 0;
	for (int64_t i = 0; i < nx; i++)
		print = tasoc_modp_add(print, tasoc_modp_random_fn(x[i], SALT_DQ_PRINT));
	*s = tasoc_modp_mul(tasoc_modp_random_fn(print, SALT_DQ_SCALE), ((const uint64_t *)k->in[3])[0]);
	*key = tasoc_modp_mul(print, 0x5851f42dull);
}

static void run_modp(const tasoc_kargs *k, const conv_geom *g)
{
	const uint64_t *x = k->in[0], *w = k->in[1];
	uint64_t *y = k->out[0], key, s;
	modp_params(k, g->N * g->C * g->H * g->W, &key, &s);
	uint64_t wzp = ((const uint64_t *)k->in[2])[0];
	for (int64_t n = 0; n < g->N; n++)
		for (int64_t o = 0; o < g->O; o++)
			for (int64_t oh = 0; oh < g->OH; oh++)
				for (int64_t ow = 0; ow < g->OW; ow++) {
					uint64_t acc = 0;
					for (int64_t c = 0; c < g->C; c++)
						for (int64_t kh = 0; kh < g->KH; kh++) {
							int64_t ih = oh * g->sh - g->pt + kh * g->dh;
							if (ih < 0 || ih >= g->H)
								continue;
							for (int64_t kw = 0; kw < g->KW; kw++) {
								int64_t iw = ow * g->sw - g->pl + kw * g->dw;
								if (iw < 0 || iw >= g->W)
									continue;
								uint64_t xv = x[((n * g->C + c) * g->H + ih) * g->W + iw];
								uint64_t q = tasoc_modp_random_fn(tasoc_modp_add(xv, key), SALT_DQ);
								uint64_t wv = tasoc_modp_sub(w[((o * g->C + c) * g->KH + kh) * g->KW + kw], wzp);
								acc = tasoc_modp_add(acc, tasoc_modp_mul(q, wv));
							}
						}
					y[((n * g->O + o) * g->OH + oh) * g->OW + ow] = tasoc_modp_mul(acc, s);
				}
}

int tasoc_kernel_dqconv(const tasoc_kargs *k)
{
	conv_geom g = geom(k);
	if (TASOC_MODE_IS_F32(k->mode))
		run_f32(k, &g);
	else
		run_modp(k, &g);
	return 0;
}

/* x [..., M, K] as rows of K, times w [K, N]: MatMulInteger's exact int32 sums, then the scales. */
int tasoc_kernel_dqmatmul(const tasoc_kargs *k)
{
	const tasoc_shape *xs = &k->in_shape[0];
	int64_t nx = tasoc_numel(xs), K = k->in_shape[1].dim[0], N = k->in_shape[1].dim[1], rows = nx / K;
	if (TASOC_MODE_IS_F32(k->mode)) {
		const float *x = k->in[0], *w = k->in[1];
		float *y = k->out[0], scale, zp;
		quant_params(x, nx, &scale, &zp);
		int32_t wzp = (int32_t)((const float *)k->in[2])[0], xzp = (int32_t)zp;
		float s = scale * ((const float *)k->in[3])[0];
		for (int64_t r = 0; r < rows; r++)
			for (int64_t n = 0; n < N; n++) {
				uint32_t acc = 0;
				for (int64_t i = 0; i < K; i++)
					acc += (uint32_t)((quantize(x[r * K + i], scale, zp) - xzp) * ((int32_t)w[i * N + n] - wzp));
				y[r * N + n] = (float)wrap(acc) * s;
			}
	} else {
		const uint64_t *x = k->in[0], *w = k->in[1];
		uint64_t *y = k->out[0], key, s, wzp = ((const uint64_t *)k->in[2])[0];
		modp_params(k, nx, &key, &s);
		for (int64_t r = 0; r < rows; r++)
			for (int64_t n = 0; n < N; n++) {
				uint64_t acc = 0;
				for (int64_t i = 0; i < K; i++) {
					uint64_t q = tasoc_modp_random_fn(tasoc_modp_add(x[r * K + i], key), SALT_DQ);
					acc = tasoc_modp_add(acc, tasoc_modp_mul(q, tasoc_modp_sub(w[i * N + n], wzp)));
				}
				y[r * N + n] = tasoc_modp_mul(acc, s);
			}
	}
	return 0;
}
#endif

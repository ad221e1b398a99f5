/* kernel_transformer.c: layernorm, softmax, erf and permute, the transformer operators' reference kernels. */
#include <math.h>
#include <string.h>

#include "kernel.h"
#include "modp.h"

/*
 * Salts of the mod p random functions (kernel_unary.c lists 1 to 8). erf is
 * element-wise. layernorm and softmax are functions of a whole row (the
 * last axis): in mod p mode a row's print, the sum of a random function of
 * its elements, keys a random function of each element, so the result is
 * a function of the row alone (what their axioms state) and of no other
 * row. layernorm's key also takes its epsilon, one function per value, as
 * hardsigmoid's does.
 */
enum { SALT_ERF = 9, SALT_LN_ROW = 10, SALT_LN = 11, SALT_SOFTMAX_ROW = 12, SALT_SOFTMAX = 13 };

/*
 * A firmware build (make embed) leaves these operators out with
 * -DTASOC_NO_HOST_ONLY_OPS (their specs say firmware = false): its core
 * had 1,042 bytes left under the 48 KiB bound (tests/embed_size.sh), and
 * these took it 2,353 over. There each kernel refuses (the interpreter
 * names the node: "cannot be evaluated") and each shape function too
 * (core/op.h's TASOC_SHAPE_HOST_ONLY), so no such node can be made.
 */
#ifdef TASOC_NO_HOST_ONLY_OPS
int tasoc_kernel_erf(const tasoc_kargs *k)
{
	(void)k;
	return -1;
}

int tasoc_kernel_layernorm(const tasoc_kargs *k)
{
	(void)k;
	return -1;
}

int tasoc_kernel_softmax(const tasoc_kargs *k)
{
	(void)k;
	return -1;
}

int tasoc_kernel_permute(const tasoc_kargs *k)
{
	(void)k;
	return -1;
}
#else

int tasoc_kernel_erf(const tasoc_kargs *k)
{
	int64_t n = tasoc_numel(&k->out_shape[0]);
	if (TASOC_MODE_IS_F32(k->mode)) {
		const float *x = k->in[0];
		float *y = k->out[0];
		for (int64_t i = 0; i < n; i++)
			y[i] = erff(x[i]);
	} else {
		const uint64_t *x = k->in[0];
		uint64_t *y = k->out[0];
		for (int64_t i = 0; i < n; i++)
			y[i] = tasoc_modp_random_fn(x[i], SALT_ERF);
	}
	return 0;
}

/* Mod p: y = f_key(row print + x) for each element of each row of length c. */
static void rows_modp(const uint64_t *x, uint64_t *y, int64_t rows, int64_t c, uint64_t salt_row, uint64_t salt)
{
	for (int64_t r = 0; r < rows; r++) {
		const uint64_t *xr = x + r * c;
		uint64_t print = 0;
		for (int64_t j = 0; j < c; j++)
			print = tasoc_modp_add(print, tasoc_modp_random_fn(xr[j], salt_row));
		for (int64_t j = 0; j < c; j++)
			y[r * c + j] = tasoc_modp_random_fn(tasoc_modp_add(xr[j], tasoc_modp_mul(print, 0x5851f42dull)), salt);
	}
}

int tasoc_kernel_layernorm(const tasoc_kargs *k)
{
	const tasoc_shape *xs = &k->in_shape[0];
	int64_t c = xs->dim[xs->rank - 1], rows = tasoc_numel(xs) / c;
	int32_t bits = k->node->attr[TASOC_LAYERNORM_EPSILON];
	if (TASOC_MODE_IS_F32(k->mode)) {
		const float *x = k->in[0], *g = k->in[1], *b = k->in[2];
		float *y = k->out[0], eps;
		memcpy(&eps, &bits, sizeof eps);
		for (int64_t r = 0; r < rows; r++) {
			const float *xr = x + r * c;
			float *yr = y + r * c;
			/* float sums, as ONNX Runtime's decomposed and fused forms both compute */
			float mean = 0.0f, var = 0.0f;
			for (int64_t j = 0; j < c; j++)
				mean += xr[j];
			mean /= (float)c;
			for (int64_t j = 0; j < c; j++)
				var += (xr[j] - mean) * (xr[j] - mean);
			var /= (float)c;
			float inv = 1.0f / sqrtf(var + eps);
			for (int64_t j = 0; j < c; j++)
				yr[j] = (xr[j] - mean) * inv * g[j] + b[j];
		}
	} else {
		const uint64_t *g = k->in[1], *b = k->in[2];
		uint64_t *y = k->out[0];
		uint64_t key = (uint64_t)(uint32_t)bits * 0x9e3779b97f4a7c15ull;
		rows_modp(k->in[0], y, rows, c, SALT_LN_ROW + key, SALT_LN + key);
		for (int64_t i = 0; i < rows * c; i++)
			y[i] = tasoc_modp_add(tasoc_modp_mul(y[i], g[i % c]), b[i % c]);
	}
	return 0;
}

int tasoc_kernel_softmax(const tasoc_kargs *k)
{
	const tasoc_shape *xs = &k->in_shape[0];
	int64_t c = xs->dim[xs->rank - 1], rows = tasoc_numel(xs) / c;
	if (TASOC_MODE_IS_F32(k->mode)) {
		const float *x = k->in[0];
		float *y = k->out[0];
		for (int64_t r = 0; r < rows; r++) {
			const float *xr = x + r * c;
			float *yr = y + r * c, hi = xr[0], sum = 0.0f;
			for (int64_t j = 1; j < c; j++)
				hi = xr[j] > hi ? xr[j] : hi;
			for (int64_t j = 0; j < c; j++)
				sum += yr[j] = expf(xr[j] - hi);
			for (int64_t j = 0; j < c; j++)
				yr[j] /= sum;
		}
	} else {
		rows_modp(k->in[0], k->out[0], rows, c, SALT_SOFTMAX_ROW, SALT_SOFTMAX);
	}
	return 0;
}

/* Output element by element: its input offset from the output index's digits. */
int tasoc_kernel_permute(const tasoc_kargs *k)
{
	const tasoc_shape *xs = &k->in_shape[0], *ys = &k->out_shape[0];
	const int32_t *p = k->node->attr;
	int r = xs->rank;
	int64_t xstride[TASOC_MAX_RANK], stride[TASOC_MAX_RANK], s = 1;
	for (int a = r - 1; a >= 0; a--) {
		xstride[a] = s;
		s *= xs->dim[a];
	}
	for (int a = 0; a < r; a++)
		stride[a] = xstride[p[TASOC_PERMUTE_P0 + a]]; /* output axis a walks input axis p<a> */
	size_t es = tasoc_mode_size(k->mode);
	int64_t n = tasoc_numel(ys), idx[TASOC_MAX_RANK] = { 0 }, off = 0;
	const char *x = k->in[0];
	char *y = k->out[0];
	for (int64_t i = 0; i < n; i++) {
		memcpy(y + (size_t)i * es, x + (size_t)off * es, es);
		for (int a = r - 1; a >= 0; a--) { /* the next output index, last axis fastest */
			off += stride[a];
			if (++idx[a] < ys->dim[a])
				break;
			off -= stride[a] * ys->dim[a];
			idx[a] = 0;
		}
	}
	return 0;
}
#endif

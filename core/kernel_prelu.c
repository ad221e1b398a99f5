/* kernel_prelu.c: prelu, x where x >= 0 and slope * x below, with one slope or one per channel. */
#include <string.h>

#include "kernel.h"
#include "modp.h"

/*
 * The salt of its mod p random function (kernel_unary.c and
 * kernel_transformer.c use 1 to 13). In mod p mode the element and its
 * channel's slope key one random function, so the result depends on both
 * and on nothing else, which is what prelu_concat0 states.
 */
enum { SALT_PRELU = 14 };

#ifdef TASOC_NO_HOST_ONLY_OPS /* left out of the firmware image (spec/ops/prelu.lua: firmware = false) */
int tasoc_kernel_prelu(const tasoc_kargs *k)
{
	(void)k;
	return -1;
}
#else
int tasoc_kernel_prelu(const tasoc_kargs *k)
{
	const tasoc_shape *s = &k->in_shape[0];
	int64_t n = tasoc_numel(s), C = s->dim[1], inner = 1;
	for (int i = 2; i < s->rank; i++)
		inner *= s->dim[i];
	/* the shape rule allows one slope or x[1] of them: with one, every element reads slope 0 */
	bool per_channel = tasoc_numel(&k->in_shape[1]) != 1;
	for (int64_t i = 0; i < n; i++) {
		int64_t c = per_channel ? i / inner % C : 0;
		if (TASOC_MODE_IS_F32(k->mode)) {
			const float *x = k->in[0], *a = k->in[1];
			float *y = k->out[0];
			/* NaN stays NaN: x < 0 is false and the element is kept */
			y[i] = x[i] < 0.0f ? a[c] * x[i] : x[i];
		} else {
			const uint64_t *x = k->in[0], *a = k->in[1];
			uint64_t *y = k->out[0];
			y[i] = tasoc_modp_random_fn(x[i], SALT_PRELU + a[c] * 0xbf58476d1ce4e5b9ull);
		}
	}
	return 0;
}
#endif

/* kernel_gelu.c: the gelu operator's reference kernel (spec/ops/gelu.lua), in both modes. */
#include <math.h>

#include "kernel.h"
#include "modp.h"

/*
 * The salt makes gelu a random function of its own in mod p mode, apart
 * from sigmoid (1), tanh (2) and weight residues (3): were two of them the
 * same function, the generator would pair graphs that differ only in which
 * one they use.
 */
enum { SALT_GELU = 4 };

int tasoc_kernel_gelu(const tasoc_kargs *k)
{
	int64_t n = tasoc_numel(&k->out_shape[0]);
	if (TASOC_MODE_IS_F32(k->mode)) {
		const float *x = k->in[0];
		float *y = k->out[0];
		for (int64_t i = 0; i < n; i++)
			y[i] = 0.5f * x[i] * (1.0f + erff(x[i] * 0.70710678118654752f));
	} else {
		const uint64_t *x = k->in[0];
		uint64_t *y = k->out[0];
		for (int64_t i = 0; i < n; i++)
			y[i] = tasoc_modp_random_fn(x[i], SALT_GELU);
	}
	return 0;
}

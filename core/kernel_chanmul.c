/* kernel_chanmul.c: chanmul, x times one factor per channel (axis 1), in both modes. */
#include "kernel.h"
#include "modp.h"

#ifdef TASOC_NO_HOST_ONLY_OPS /* left out of the firmware image (spec/ops/chanmul.lua: firmware = false) */
int tasoc_kernel_chanmul(const tasoc_kargs *k)
{
	(void)k;
	return -1;
}
#else
/* Linear, so exact in mod p mode as in float: the fingerprints see the real product. */
int tasoc_kernel_chanmul(const tasoc_kargs *k)
{
	const tasoc_shape *s = &k->in_shape[0];
	int64_t n = tasoc_numel(s), C = s->dim[1], inner = 1;
	for (int i = 2; i < s->rank; i++)
		inner *= s->dim[i];
	for (int64_t i = 0; i < n; i++) {
		int64_t c = i / inner % C;
		if (TASOC_MODE_IS_F32(k->mode))
			((float *)k->out[0])[i] = ((const float *)k->in[0])[i] * ((const float *)k->in[1])[c];
		else
			((uint64_t *)k->out[0])[i] =
				tasoc_modp_mul(((const uint64_t *)k->in[0])[i], ((const uint64_t *)k->in[1])[c]);
	}
	return 0;
}
#endif

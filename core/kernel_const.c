/* kernel_const.c: the constant tensors (eye, ones, identity and pooling kernels), and sources. */
#include <string.h>

#include "kernel.h"
#include "modp.h"

/* Writes value v at element i of the output in the kernel's mode. */
static void put(const tasoc_kargs *k, int64_t i, int64_t num, int64_t den)
{
	if (TASOC_MODE_IS_F32(k->mode))
		((float *)k->out[0])[i] = (float)num / (float)den;
	else
		((uint64_t *)k->out[0])[i] = tasoc_modp_mul(tasoc_modp_from_int(num),
							    tasoc_modp_inv(tasoc_modp_from_int(den)));
}

static void zero(const tasoc_kargs *k)
{
	memset(k->out[0], 0, (size_t)tasoc_numel(&k->out_shape[0]) * tasoc_mode_size(k->mode));
}

int tasoc_kernel_eye(const tasoc_kargs *k)
{
	int64_t n = k->out_shape[0].dim[0];
	zero(k);
	for (int64_t i = 0; i < n; i++)
		put(k, i * n + i, 1, 1);
	return 0;
}

int tasoc_kernel_ones(const tasoc_kargs *k)
{
	int64_t n = tasoc_numel(&k->out_shape[0]);
	for (int64_t i = 0; i < n; i++)
		put(k, i, 1, 1);
	return 0;
}

/* C by C by kh by kw with value num/den at (c, c, centre) or all of (c, c, ., .). */
static void diagonal(const tasoc_kargs *k, bool centre_only, int64_t num, int64_t den)
{
	const tasoc_shape *s = &k->out_shape[0];
	int64_t C = s->dim[0], kh = s->dim[2], kw = s->dim[3];
	zero(k);
	for (int64_t c = 0; c < C; c++)
		for (int64_t i = 0; i < kh; i++)
			for (int64_t j = 0; j < kw; j++)
				if (!centre_only || (i == kh / 2 && j == kw / 2))
					put(k, ((c * C + c) * kh + i) * kw + j, num, den);
}

int tasoc_kernel_idkernel(const tasoc_kargs *k)
{
	diagonal(k, true, 1, 1);
	return 0;
}

int tasoc_kernel_poolkernel(const tasoc_kargs *k)
{
	const tasoc_shape *s = &k->out_shape[0];
	diagonal(k, false, 1, (int64_t)s->dim[2] * s->dim[3]);
	return 0;
}

/* Sources and opaque nodes have no kernel: the interpreter binds sources itself. */
int tasoc_kernel_input(const tasoc_kargs *k)
{
	(void)k;
	return TASOC_ERR_UNSUPPORTED;
}

int tasoc_kernel_weight(const tasoc_kargs *k)
{
	(void)k;
	return TASOC_ERR_UNSUPPORTED;
}

int tasoc_kernel_opaque(const tasoc_kargs *k)
{
	(void)k;
	return TASOC_ERR_UNSUPPORTED;
}

/* kernel_layout.c: kernels that only move elements: concat, split, transpose, nhwc, nchw, reshape, enlarge, groupmerge. */
#include <string.h>

#include "kernel.h"

/* Elements before and from an axis on: a tensor is outer blocks of inner elements. */
static int64_t outer_of(const tasoc_shape *s, int axis)
{
	int64_t n = 1;
	for (int i = 0; i < axis; i++)
		n *= s->dim[i];
	return n;
}

int tasoc_kernel_concat(const tasoc_kargs *k)
{
	size_t es = tasoc_mode_size(k->mode);
	int axis = k->node->attr[TASOC_CONCAT_AXIS];
	int64_t outer = outer_of(&k->in_shape[0], axis);
	size_t bx = (size_t)(tasoc_numel(&k->in_shape[0]) / outer) * es;
	size_t by = (size_t)(tasoc_numel(&k->in_shape[1]) / outer) * es;
	const char *x = k->in[0], *y = k->in[1];
	char *z = k->out[0];
	for (int64_t o = 0; o < outer; o++) {
		memcpy(z, x + o * bx, bx);
		memcpy(z + bx, y + o * by, by);
		z += bx + by;
	}
	return 0;
}

int tasoc_kernel_split(const tasoc_kargs *k)
{
	size_t es = tasoc_mode_size(k->mode);
	int axis = k->node->attr[TASOC_SPLIT_AXIS];
	int64_t outer = outer_of(&k->in_shape[0], axis);
	size_t b0 = (size_t)(tasoc_numel(&k->out_shape[0]) / outer) * es;
	size_t b1 = (size_t)(tasoc_numel(&k->out_shape[1]) / outer) * es;
	const char *x = k->in[0];
	char *y0 = k->out[0], *y1 = k->out[1];
	for (int64_t o = 0; o < outer; o++) {
		memcpy(y0 + o * b0, x, b0);
		memcpy(y1 + o * b1, x + b0, b1);
		x += b0 + b1;
	}
	return 0;
}

/*
 * The layout conversions: a 4-D permutation of [A, B, C, D] moving the axis
 * B last (nhwc: NCHW -> NHWC) or the last axis to B (nchw). Written as a
 * batch of 2-D transposes: nhwc transposes each image's C x (H*W) matrix,
 * nchw each (H*W) x C one.
 */
static void batch_transpose(const tasoc_kargs *k, int64_t batch, int64_t R, int64_t C)
{
	size_t es = tasoc_mode_size(k->mode);
	const char *x = k->in[0];
	char *y = k->out[0];
	for (int64_t b = 0; b < batch; b++, x += R * C * es, y += R * C * es)
		for (int64_t r = 0; r < R; r++)
			for (int64_t c = 0; c < C; c++)
				memcpy(y + (c * R + r) * es, x + (r * C + c) * es, es);
}

int tasoc_kernel_nhwc(const tasoc_kargs *k)
{
	const tasoc_shape *s = &k->in_shape[0];
	batch_transpose(k, s->dim[0], s->dim[1], s->dim[2] * s->dim[3]);
	return 0;
}

int tasoc_kernel_nchw(const tasoc_kargs *k)
{
	const tasoc_shape *s = &k->in_shape[0];
	batch_transpose(k, s->dim[0], s->dim[1] * s->dim[2], s->dim[3]);
	return 0;
}

int tasoc_kernel_transpose(const tasoc_kargs *k)
{
	size_t es = tasoc_mode_size(k->mode);
	int64_t R = k->in_shape[0].dim[0], C = k->in_shape[0].dim[1];
	const char *x = k->in[0];
	char *y = k->out[0];
	for (int64_t r = 0; r < R; r++)
		for (int64_t c = 0; c < C; c++)
			memcpy(y + (c * R + r) * es, x + (r * C + c) * es, es);
	return 0;
}

int tasoc_kernel_reshape(const tasoc_kargs *k)
{
	memcpy(k->out[0], k->in[0], (size_t)tasoc_numel(&k->in_shape[0]) * tasoc_mode_size(k->mode));
	return 0;
}

int tasoc_kernel_enlarge(const tasoc_kargs *k)
{
	size_t es = tasoc_mode_size(k->mode);
	const tasoc_shape *ws = &k->in_shape[0], *ys = &k->out_shape[0];
	int64_t planes = (int64_t)ws->dim[0] * ws->dim[1];
	int64_t kh = ws->dim[2], kw = ws->dim[3], KH = ys->dim[2], KW = ys->dim[3];
	int64_t oh = (KH - kh) / 2, ow = (KW - kw) / 2;
	const char *w = k->in[0];
	char *y = k->out[0];
	memset(y, 0, (size_t)tasoc_numel(ys) * es); /* 0.0f and residue 0 are both all-zero bits */
	for (int64_t p = 0; p < planes; p++)
		for (int64_t i = 0; i < kh; i++)
			memcpy(y + ((p * KH + oh + i) * KW + ow) * es, w + (p * kh + i) * kw * es, (size_t)kw * es);
	return 0;
}

int tasoc_kernel_groupmerge(const tasoc_kargs *k)
{
	/*
	 * Old group j (of g) becomes half j % 2 of new group j / 2: output
	 * channel o, in old group o / (O / g), keeps its I input channels at
	 * offset (j % 2) * I of the new 2I, and zeros on the other half.
	 */
	size_t es = tasoc_mode_size(k->mode);
	const tasoc_shape *ws = &k->in_shape[0], *ys = &k->out_shape[0];
	int64_t O = ws->dim[0], I = ws->dim[1], hw = (int64_t)ws->dim[2] * ws->dim[3];
	int64_t per_group = O / (k->in_shape[1].dim[1] / I);
	const char *w = k->in[0];
	char *y = k->out[0];
	memset(y, 0, (size_t)tasoc_numel(ys) * es);
	for (int64_t o = 0; o < O; o++) {
		int64_t half = (o / per_group) % 2;
		memcpy(y + (o * 2 * I + half * I) * hw * es, w + o * I * hw * es, (size_t)(I * hw) * es);
	}
	return 0;
}

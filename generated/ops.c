/* Code generated from spec/ by `make rules`; DO NOT EDIT. */
#include <string.h>

#include "../core/op.h"

#ifdef TASOC_NO_HOST_ONLY_OPS
/* The shape function of every firmware = false operator in a firmware build (core/op.h). */
static int host_only_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	(void)a;
	(void)in;
	(void)out;
	return TASOC_SHAPE_HOST_ONLY;
}
#endif

/* avgpool2d (spec/ops/avgpool2d.lua): mean over kernel_h by kernel_w windows */

static const char *const avgpool2d_inputs[] = { "x" };
static const int32_t avgpool2d_kernel_h_values[] = { 3 };
static const int32_t avgpool2d_kernel_w_values[] = { 3 };
static const int32_t avgpool2d_stride_h_values[] = { 1 };
static const int32_t avgpool2d_stride_w_values[] = { 1 };
static const int32_t avgpool2d_padding_values[] = { 0, 1 };
static const char *const avgpool2d_padding_names[] = { "same", "valid" };
static const int32_t avgpool2d_count_include_pad_values[] = { 0, 1 };
static const tasoc_attr_info avgpool2d_attrs[] = {
	{ "kernel_h", TASOC_ATTR_INT, 0, 1, avgpool2d_kernel_h_values, NULL },
	{ "kernel_w", TASOC_ATTR_INT, 0, 1, avgpool2d_kernel_w_values, NULL },
	{ "stride_h", TASOC_ATTR_INT, 0, 1, avgpool2d_stride_h_values, NULL },
	{ "stride_w", TASOC_ATTR_INT, 0, 1, avgpool2d_stride_w_values, NULL },
	{ "padding", TASOC_ATTR_ENUM, 0, 2, avgpool2d_padding_values, avgpool2d_padding_names },
	{ "count_include_pad", TASOC_ATTR_INT, 0, 2, avgpool2d_count_include_pad_values, NULL },
};
static const char *const avgpool2d_requires[] = {
	TASOC_OP_TEXT("rank(x) == 4"),
	TASOC_OP_TEXT("kernel_h >= 1"),
	TASOC_OP_TEXT("kernel_w >= 1"),
	TASOC_OP_TEXT("stride_h >= 1"),
	TASOC_OP_TEXT("stride_w >= 1"),
	TASOC_OP_TEXT("count_include_pad == 0 || count_include_pad == 1"),
	TASOC_OP_TEXT("padding == same || (x[2] >= kernel_h && x[3] >= kernel_w)"),
};

static int avgpool2d_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	memset(out, 0, 1 * sizeof *out);
	if (!(tasoc_srank(in, 0) == 4))
		return 1;
	if (!((int64_t)a[TASOC_AVGPOOL2D_KERNEL_H] >= 1))
		return 2;
	if (!((int64_t)a[TASOC_AVGPOOL2D_KERNEL_W] >= 1))
		return 3;
	if (!((int64_t)a[TASOC_AVGPOOL2D_STRIDE_H] >= 1))
		return 4;
	if (!((int64_t)a[TASOC_AVGPOOL2D_STRIDE_W] >= 1))
		return 5;
	if (!((int64_t)a[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] == 0 || (int64_t)a[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD] == 1))
		return 6;
	if (!((int64_t)a[TASOC_AVGPOOL2D_PADDING] == TASOC_PADDING_SAME || (tasoc_sdim(in, 0, 2) >= (int64_t)a[TASOC_AVGPOOL2D_KERNEL_H] && tasoc_sdim(in, 0, 3) >= (int64_t)a[TASOC_AVGPOOL2D_KERNEL_W])))
		return 7;
	out[0].rank = 4;
	out[0].dim[0] = tasoc_sclamp(tasoc_sdim(in, 0, 0));
	out[0].dim[1] = tasoc_sclamp(tasoc_sdim(in, 0, 1));
	out[0].dim[2] = tasoc_sclamp(((int64_t)a[TASOC_AVGPOOL2D_PADDING] == TASOC_PADDING_SAME ? tasoc_ceil_div(tasoc_sdim(in, 0, 2), (int64_t)a[TASOC_AVGPOOL2D_STRIDE_H]) : (tasoc_sdim(in, 0, 2) - (int64_t)a[TASOC_AVGPOOL2D_KERNEL_H]) / (int64_t)a[TASOC_AVGPOOL2D_STRIDE_H] + 1));
	out[0].dim[3] = tasoc_sclamp(((int64_t)a[TASOC_AVGPOOL2D_PADDING] == TASOC_PADDING_SAME ? tasoc_ceil_div(tasoc_sdim(in, 0, 3), (int64_t)a[TASOC_AVGPOOL2D_STRIDE_W]) : (tasoc_sdim(in, 0, 3) - (int64_t)a[TASOC_AVGPOOL2D_KERNEL_W]) / (int64_t)a[TASOC_AVGPOOL2D_STRIDE_W] + 1));
	return tasoc_shape_finish(out, 1);
}

/* batchnorm (spec/ops/runtime.lua): inference batch normalization over axis 1: scale * (x - mean) / sqrt(var + epsilon) + bias */

static const char *const batchnorm_inputs[] = { "x", "scale", "bias", "mean", "var" };
static const tasoc_attr_info batchnorm_attrs[] = {
	{ "epsilon", TASOC_ATTR_FLOAT, 0, 0, NULL, NULL },
};
static const char *const batchnorm_requires[] = {
	TASOC_OP_TEXT("rank(x) >= 2"),
	TASOC_OP_TEXT("numel(scale) == x[1]"),
	TASOC_OP_TEXT("numel(bias) == x[1]"),
	TASOC_OP_TEXT("numel(mean) == x[1]"),
	TASOC_OP_TEXT("numel(var) == x[1]"),
};

static int batchnorm_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	(void)a;
	memset(out, 0, 1 * sizeof *out);
	if (!(tasoc_srank(in, 0) >= 2))
		return 1;
	if (!(tasoc_snumel(in, 1) == tasoc_sdim(in, 0, 1)))
		return 2;
	if (!(tasoc_snumel(in, 2) == tasoc_sdim(in, 0, 1)))
		return 3;
	if (!(tasoc_snumel(in, 3) == tasoc_sdim(in, 0, 1)))
		return 4;
	if (!(tasoc_snumel(in, 4) == tasoc_sdim(in, 0, 1)))
		return 5;
	out[0].rank = (int32_t)tasoc_srank(in, 0);
	if (out[0].rank < 0 || out[0].rank > TASOC_MAX_RANK)
		return -1;
	for (int64_t i = 0; i < out[0].rank; i++)
		out[0].dim[i] = tasoc_sclamp(tasoc_sdim(in, 0, i));
	return tasoc_shape_finish(out, 1);
}

/* biasadd (spec/ops/runtime.lua): x plus a per-channel bias b broadcast over every axis but axis 1 */

static const char *const biasadd_inputs[] = { "x", "b" };
static const char *const biasadd_requires[] = {
	TASOC_OP_TEXT("rank(x) >= 2"),
	TASOC_OP_TEXT("numel(b) == x[1]"),
};

static int biasadd_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	(void)a;
	memset(out, 0, 1 * sizeof *out);
	if (!(tasoc_srank(in, 0) >= 2))
		return 1;
	if (!(tasoc_snumel(in, 1) == tasoc_sdim(in, 0, 1)))
		return 2;
	out[0].rank = (int32_t)tasoc_srank(in, 0);
	if (out[0].rank < 0 || out[0].rank > TASOC_MAX_RANK)
		return -1;
	for (int64_t i = 0; i < out[0].rank; i++)
		out[0].dim[i] = tasoc_sclamp(tasoc_sdim(in, 0, i));
	return tasoc_shape_finish(out, 1);
}

/* bmatmul (spec/ops/bmatmul.lua): batched matrix product of x [..., m, k] and y [..., k, n], batch extents broadcast */

#ifdef TASOC_NO_HOST_ONLY_OPS
#define bmatmul_inputs NULL
#define bmatmul_requires NULL
#else
static const char *const bmatmul_inputs[] = { "x", "y" };
static const char *const bmatmul_requires[] = {
	TASOC_OP_TEXT("rank(x) >= 3"),
	TASOC_OP_TEXT("rank(y) == rank(x)"),
	TASOC_OP_TEXT("x[rank(x) - 1] == y[rank(x) - 2]"),
	TASOC_OP_TEXT("i >= rank(x) - 2 || x[i] == y[i] || x[i] == 1 || y[i] == 1"),
};
#endif

#ifdef TASOC_NO_HOST_ONLY_OPS
#define bmatmul_shape host_only_shape
#else
static int bmatmul_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	(void)a;
	memset(out, 0, 1 * sizeof *out);
	if (!(tasoc_srank(in, 0) >= 3))
		return 1;
	if (!(tasoc_srank(in, 1) == tasoc_srank(in, 0)))
		return 2;
	if (!(tasoc_sdim(in, 0, tasoc_srank(in, 0) - 1) == tasoc_sdim(in, 1, tasoc_srank(in, 0) - 2)))
		return 3;
	for (int64_t i = 0; i < tasoc_srank(in, 0); i++)
		if (!(i >= tasoc_srank(in, 0) - 2 || tasoc_sdim(in, 0, i) == tasoc_sdim(in, 1, i) || tasoc_sdim(in, 0, i) == 1 || tasoc_sdim(in, 1, i) == 1))
			return 4;
	out[0].rank = (int32_t)tasoc_srank(in, 0);
	if (out[0].rank < 0 || out[0].rank > TASOC_MAX_RANK)
		return -1;
	for (int64_t i = 0; i < out[0].rank; i++)
		out[0].dim[i] = tasoc_sclamp((i == tasoc_srank(in, 0) - 2 ? tasoc_sdim(in, 0, i) : (i == tasoc_srank(in, 0) - 1 ? tasoc_sdim(in, 1, i) : (tasoc_sdim(in, 0, i) == 1 ? tasoc_sdim(in, 1, i) : tasoc_sdim(in, 0, i)))));
	return tasoc_shape_finish(out, 1);
}

#endif

/* chanmul (spec/ops/chanmul.lua): x times a per-channel factor s broadcast over every axis but axis 1 */

#ifdef TASOC_NO_HOST_ONLY_OPS
#define chanmul_inputs NULL
#define chanmul_requires NULL
#else
static const char *const chanmul_inputs[] = { "x", "s" };
static const char *const chanmul_requires[] = {
	TASOC_OP_TEXT("rank(x) >= 2"),
	TASOC_OP_TEXT("numel(s) == x[1]"),
};
#endif

#ifdef TASOC_NO_HOST_ONLY_OPS
#define chanmul_shape host_only_shape
#else
static int chanmul_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	(void)a;
	memset(out, 0, 1 * sizeof *out);
	if (!(tasoc_srank(in, 0) >= 2))
		return 1;
	if (!(tasoc_snumel(in, 1) == tasoc_sdim(in, 0, 1)))
		return 2;
	out[0].rank = (int32_t)tasoc_srank(in, 0);
	if (out[0].rank < 0 || out[0].rank > TASOC_MAX_RANK)
		return -1;
	for (int64_t i = 0; i < out[0].rank; i++)
		out[0].dim[i] = tasoc_sclamp(tasoc_sdim(in, 0, i));
	return tasoc_shape_finish(out, 1);
}

#endif

/* concat (spec/ops/concat.lua): x and y joined along axis; all other extents equal */

static const char *const concat_inputs[] = { "x", "y" };
static const int32_t concat_axis_values[] = { 0, 1 };
static const tasoc_attr_info concat_attrs[] = {
	{ "axis", TASOC_ATTR_INT, 0, 2, concat_axis_values, NULL },
};
static const char *const concat_requires[] = {
	TASOC_OP_TEXT("rank(x) == rank(y)"),
	TASOC_OP_TEXT("axis >= 0"),
	TASOC_OP_TEXT("axis < rank(x)"),
	TASOC_OP_TEXT("i == axis || x[i] == y[i]"),
};

static int concat_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	memset(out, 0, 1 * sizeof *out);
	if (!(tasoc_srank(in, 0) == tasoc_srank(in, 1)))
		return 1;
	if (!((int64_t)a[TASOC_CONCAT_AXIS] >= 0))
		return 2;
	if (!((int64_t)a[TASOC_CONCAT_AXIS] < tasoc_srank(in, 0)))
		return 3;
	for (int64_t i = 0; i < tasoc_srank(in, 0); i++)
		if (!(i == (int64_t)a[TASOC_CONCAT_AXIS] || tasoc_sdim(in, 0, i) == tasoc_sdim(in, 1, i)))
			return 4;
	out[0].rank = (int32_t)tasoc_srank(in, 0);
	if (out[0].rank < 0 || out[0].rank > TASOC_MAX_RANK)
		return -1;
	for (int64_t i = 0; i < out[0].rank; i++)
		out[0].dim[i] = tasoc_sclamp((i == (int64_t)a[TASOC_CONCAT_AXIS] ? tasoc_sdim(in, 0, i) + tasoc_sdim(in, 1, i) : tasoc_sdim(in, 0, i)));
	return tasoc_shape_finish(out, 1);
}

/* conv2d (spec/ops/conv2d.lua): 2-D convolution, NCHW input x, OIHW weight w, one group */

static const char *const conv2d_inputs[] = { "x", "w" };
static const int32_t conv2d_stride_h_values[] = { 1, 2 };
static const int32_t conv2d_stride_w_values[] = { 1, 2 };
static const int32_t conv2d_padding_values[] = { 0, 1 };
static const char *const conv2d_padding_names[] = { "same", "valid" };
static const int32_t conv2d_activation_values[] = { 0, 1 };
static const char *const conv2d_activation_names[] = { "none", "relu" };
static const tasoc_attr_info conv2d_attrs[] = {
	{ "stride_h", TASOC_ATTR_INT, 0, 2, conv2d_stride_h_values, NULL },
	{ "stride_w", TASOC_ATTR_INT, 0, 2, conv2d_stride_w_values, NULL },
	{ "padding", TASOC_ATTR_ENUM, 0, 2, conv2d_padding_values, conv2d_padding_names },
	{ "activation", TASOC_ATTR_ENUM, 0, 2, conv2d_activation_values, conv2d_activation_names },
};
static const char *const conv2d_requires[] = {
	TASOC_OP_TEXT("rank(x) == 4"),
	TASOC_OP_TEXT("rank(w) == 4"),
	TASOC_OP_TEXT("x[1] == w[1]"),
	TASOC_OP_TEXT("stride_h >= 1"),
	TASOC_OP_TEXT("stride_w >= 1"),
	TASOC_OP_TEXT("padding == same || (x[2] >= w[2] && x[3] >= w[3])"),
};

static int conv2d_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	memset(out, 0, 1 * sizeof *out);
	if (!(tasoc_srank(in, 0) == 4))
		return 1;
	if (!(tasoc_srank(in, 1) == 4))
		return 2;
	if (!(tasoc_sdim(in, 0, 1) == tasoc_sdim(in, 1, 1)))
		return 3;
	if (!((int64_t)a[TASOC_CONV2D_STRIDE_H] >= 1))
		return 4;
	if (!((int64_t)a[TASOC_CONV2D_STRIDE_W] >= 1))
		return 5;
	if (!((int64_t)a[TASOC_CONV2D_PADDING] == TASOC_PADDING_SAME || (tasoc_sdim(in, 0, 2) >= tasoc_sdim(in, 1, 2) && tasoc_sdim(in, 0, 3) >= tasoc_sdim(in, 1, 3))))
		return 6;
	out[0].rank = 4;
	out[0].dim[0] = tasoc_sclamp(tasoc_sdim(in, 0, 0));
	out[0].dim[1] = tasoc_sclamp(tasoc_sdim(in, 1, 0));
	out[0].dim[2] = tasoc_sclamp(((int64_t)a[TASOC_CONV2D_PADDING] == TASOC_PADDING_SAME ? tasoc_ceil_div(tasoc_sdim(in, 0, 2), (int64_t)a[TASOC_CONV2D_STRIDE_H]) : (tasoc_sdim(in, 0, 2) - tasoc_sdim(in, 1, 2)) / (int64_t)a[TASOC_CONV2D_STRIDE_H] + 1));
	out[0].dim[3] = tasoc_sclamp(((int64_t)a[TASOC_CONV2D_PADDING] == TASOC_PADDING_SAME ? tasoc_ceil_div(tasoc_sdim(in, 0, 3), (int64_t)a[TASOC_CONV2D_STRIDE_W]) : (tasoc_sdim(in, 0, 3) - tasoc_sdim(in, 1, 3)) / (int64_t)a[TASOC_CONV2D_STRIDE_W] + 1));
	return tasoc_shape_finish(out, 1);
}

/* conv2d_nhwc (spec/ops/conv2d_nhwc.lua): 2-D convolution, NHWC input x, OIHW weight w, NHWC output, one group */

static const char *const conv2d_nhwc_inputs[] = { "x", "w" };
static const int32_t conv2d_nhwc_stride_h_values[] = { 1, 2 };
static const int32_t conv2d_nhwc_stride_w_values[] = { 1, 2 };
static const int32_t conv2d_nhwc_padding_values[] = { 0, 1 };
static const char *const conv2d_nhwc_padding_names[] = { "same", "valid" };
static const int32_t conv2d_nhwc_activation_values[] = { 0, 1 };
static const char *const conv2d_nhwc_activation_names[] = { "none", "relu" };
static const tasoc_attr_info conv2d_nhwc_attrs[] = {
	{ "stride_h", TASOC_ATTR_INT, 0, 2, conv2d_nhwc_stride_h_values, NULL },
	{ "stride_w", TASOC_ATTR_INT, 0, 2, conv2d_nhwc_stride_w_values, NULL },
	{ "padding", TASOC_ATTR_ENUM, 0, 2, conv2d_nhwc_padding_values, conv2d_nhwc_padding_names },
	{ "activation", TASOC_ATTR_ENUM, 0, 2, conv2d_nhwc_activation_values, conv2d_nhwc_activation_names },
};
static const char *const conv2d_nhwc_requires[] = {
	TASOC_OP_TEXT("rank(x) == 4"),
	TASOC_OP_TEXT("rank(w) == 4"),
	TASOC_OP_TEXT("x[3] == w[1]"),
	TASOC_OP_TEXT("stride_h >= 1"),
	TASOC_OP_TEXT("stride_w >= 1"),
	TASOC_OP_TEXT("padding == same || (x[1] >= w[2] && x[2] >= w[3])"),
};

static int conv2d_nhwc_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	memset(out, 0, 1 * sizeof *out);
	if (!(tasoc_srank(in, 0) == 4))
		return 1;
	if (!(tasoc_srank(in, 1) == 4))
		return 2;
	if (!(tasoc_sdim(in, 0, 3) == tasoc_sdim(in, 1, 1)))
		return 3;
	if (!((int64_t)a[TASOC_CONV2D_NHWC_STRIDE_H] >= 1))
		return 4;
	if (!((int64_t)a[TASOC_CONV2D_NHWC_STRIDE_W] >= 1))
		return 5;
	if (!((int64_t)a[TASOC_CONV2D_NHWC_PADDING] == TASOC_PADDING_SAME || (tasoc_sdim(in, 0, 1) >= tasoc_sdim(in, 1, 2) && tasoc_sdim(in, 0, 2) >= tasoc_sdim(in, 1, 3))))
		return 6;
	out[0].rank = 4;
	out[0].dim[0] = tasoc_sclamp(tasoc_sdim(in, 0, 0));
	out[0].dim[1] = tasoc_sclamp(((int64_t)a[TASOC_CONV2D_NHWC_PADDING] == TASOC_PADDING_SAME ? tasoc_ceil_div(tasoc_sdim(in, 0, 1), (int64_t)a[TASOC_CONV2D_NHWC_STRIDE_H]) : (tasoc_sdim(in, 0, 1) - tasoc_sdim(in, 1, 2)) / (int64_t)a[TASOC_CONV2D_NHWC_STRIDE_H] + 1));
	out[0].dim[2] = tasoc_sclamp(((int64_t)a[TASOC_CONV2D_NHWC_PADDING] == TASOC_PADDING_SAME ? tasoc_ceil_div(tasoc_sdim(in, 0, 2), (int64_t)a[TASOC_CONV2D_NHWC_STRIDE_W]) : (tasoc_sdim(in, 0, 2) - tasoc_sdim(in, 1, 3)) / (int64_t)a[TASOC_CONV2D_NHWC_STRIDE_W] + 1));
	out[0].dim[3] = tasoc_sclamp(tasoc_sdim(in, 1, 0));
	return tasoc_shape_finish(out, 1);
}

/* dqconv (spec/ops/dqconv.lua): conv2d of x quantized to uint8 on the fly (scale and zero point from x's range) by a uint8 kernel w with zero point wzp, times the scales */

#ifdef TASOC_NO_HOST_ONLY_OPS
#define dqconv_inputs NULL
#define dqconv_attrs NULL
#define dqconv_requires NULL
#else
static const char *const dqconv_inputs[] = { "x", "w", "wzp", "wscale" };
static const tasoc_attr_info dqconv_attrs[] = {
	{ "stride_h", TASOC_ATTR_INT, 0, 0, NULL, NULL },
	{ "stride_w", TASOC_ATTR_INT, 0, 0, NULL, NULL },
	{ "pad_t", TASOC_ATTR_INT, 0, 0, NULL, NULL },
	{ "pad_l", TASOC_ATTR_INT, 0, 0, NULL, NULL },
	{ "pad_b", TASOC_ATTR_INT, 0, 0, NULL, NULL },
	{ "pad_r", TASOC_ATTR_INT, 0, 0, NULL, NULL },
	{ "dil_h", TASOC_ATTR_INT, 0, 0, NULL, NULL },
	{ "dil_w", TASOC_ATTR_INT, 0, 0, NULL, NULL },
};
static const char *const dqconv_requires[] = {
	TASOC_OP_TEXT("rank(x) == 4"),
	TASOC_OP_TEXT("rank(w) == 4"),
	TASOC_OP_TEXT("x[1] == w[1]"),
	TASOC_OP_TEXT("numel(wzp) == 1"),
	TASOC_OP_TEXT("numel(wscale) == 1"),
	TASOC_OP_TEXT("stride_h >= 1"),
	TASOC_OP_TEXT("stride_w >= 1"),
	TASOC_OP_TEXT("dil_h >= 1"),
	TASOC_OP_TEXT("dil_w >= 1"),
	TASOC_OP_TEXT("pad_t >= 0"),
	TASOC_OP_TEXT("pad_l >= 0"),
	TASOC_OP_TEXT("pad_b >= 0"),
	TASOC_OP_TEXT("pad_r >= 0"),
	TASOC_OP_TEXT("x[2] + pad_t + pad_b >= dil_h * (w[2] - 1) + 1"),
	TASOC_OP_TEXT("x[3] + pad_l + pad_r >= dil_w * (w[3] - 1) + 1"),
};
#endif

#ifdef TASOC_NO_HOST_ONLY_OPS
#define dqconv_shape host_only_shape
#else
static int dqconv_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	memset(out, 0, 1 * sizeof *out);
	if (!(tasoc_srank(in, 0) == 4))
		return 1;
	if (!(tasoc_srank(in, 1) == 4))
		return 2;
	if (!(tasoc_sdim(in, 0, 1) == tasoc_sdim(in, 1, 1)))
		return 3;
	if (!(tasoc_snumel(in, 2) == 1))
		return 4;
	if (!(tasoc_snumel(in, 3) == 1))
		return 5;
	if (!((int64_t)a[TASOC_DQCONV_STRIDE_H] >= 1))
		return 6;
	if (!((int64_t)a[TASOC_DQCONV_STRIDE_W] >= 1))
		return 7;
	if (!((int64_t)a[TASOC_DQCONV_DIL_H] >= 1))
		return 8;
	if (!((int64_t)a[TASOC_DQCONV_DIL_W] >= 1))
		return 9;
	if (!((int64_t)a[TASOC_DQCONV_PAD_T] >= 0))
		return 10;
	if (!((int64_t)a[TASOC_DQCONV_PAD_L] >= 0))
		return 11;
	if (!((int64_t)a[TASOC_DQCONV_PAD_B] >= 0))
		return 12;
	if (!((int64_t)a[TASOC_DQCONV_PAD_R] >= 0))
		return 13;
	if (!(tasoc_sdim(in, 0, 2) + (int64_t)a[TASOC_DQCONV_PAD_T] + (int64_t)a[TASOC_DQCONV_PAD_B] >= (int64_t)a[TASOC_DQCONV_DIL_H] * (tasoc_sdim(in, 1, 2) - 1) + 1))
		return 14;
	if (!(tasoc_sdim(in, 0, 3) + (int64_t)a[TASOC_DQCONV_PAD_L] + (int64_t)a[TASOC_DQCONV_PAD_R] >= (int64_t)a[TASOC_DQCONV_DIL_W] * (tasoc_sdim(in, 1, 3) - 1) + 1))
		return 15;
	out[0].rank = 4;
	out[0].dim[0] = tasoc_sclamp(tasoc_sdim(in, 0, 0));
	out[0].dim[1] = tasoc_sclamp(tasoc_sdim(in, 1, 0));
	out[0].dim[2] = tasoc_sclamp((tasoc_sdim(in, 0, 2) + (int64_t)a[TASOC_DQCONV_PAD_T] + (int64_t)a[TASOC_DQCONV_PAD_B] - (int64_t)a[TASOC_DQCONV_DIL_H] * (tasoc_sdim(in, 1, 2) - 1) - 1) / (int64_t)a[TASOC_DQCONV_STRIDE_H] + 1);
	out[0].dim[3] = tasoc_sclamp((tasoc_sdim(in, 0, 3) + (int64_t)a[TASOC_DQCONV_PAD_L] + (int64_t)a[TASOC_DQCONV_PAD_R] - (int64_t)a[TASOC_DQCONV_DIL_W] * (tasoc_sdim(in, 1, 3) - 1) - 1) / (int64_t)a[TASOC_DQCONV_STRIDE_W] + 1);
	return tasoc_shape_finish(out, 1);
}

#endif

/* dqmatmul (spec/ops/dqmatmul.lua): matmul of x quantized to uint8 on the fly (scale and zero point from x's range) by a uint8 weight w [K, N] with zero point wzp, times the scales */

#ifdef TASOC_NO_HOST_ONLY_OPS
#define dqmatmul_inputs NULL
#define dqmatmul_requires NULL
#else
static const char *const dqmatmul_inputs[] = { "x", "w", "wzp", "wscale" };
static const char *const dqmatmul_requires[] = {
	TASOC_OP_TEXT("rank(x) >= 2"),
	TASOC_OP_TEXT("rank(w) == 2"),
	TASOC_OP_TEXT("x[rank(x) - 1] == w[0]"),
	TASOC_OP_TEXT("numel(wzp) == 1"),
	TASOC_OP_TEXT("numel(wscale) == 1"),
};
#endif

#ifdef TASOC_NO_HOST_ONLY_OPS
#define dqmatmul_shape host_only_shape
#else
static int dqmatmul_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	(void)a;
	memset(out, 0, 1 * sizeof *out);
	if (!(tasoc_srank(in, 0) >= 2))
		return 1;
	if (!(tasoc_srank(in, 1) == 2))
		return 2;
	if (!(tasoc_sdim(in, 0, tasoc_srank(in, 0) - 1) == tasoc_sdim(in, 1, 0)))
		return 3;
	if (!(tasoc_snumel(in, 2) == 1))
		return 4;
	if (!(tasoc_snumel(in, 3) == 1))
		return 5;
	out[0].rank = (int32_t)tasoc_srank(in, 0);
	if (out[0].rank < 0 || out[0].rank > TASOC_MAX_RANK)
		return -1;
	for (int64_t i = 0; i < out[0].rank; i++)
		out[0].dim[i] = tasoc_sclamp((i == tasoc_srank(in, 0) - 1 ? tasoc_sdim(in, 1, 1) : tasoc_sdim(in, 0, i)));
	return tasoc_shape_finish(out, 1);
}

#endif

/* enlarge (spec/ops/enlarge.lua): OIHW kernel w padded with zeros, centred, to the height and width of r */

static const char *const enlarge_inputs[] = { "w", "r" };
static const char *const enlarge_requires[] = {
	TASOC_OP_TEXT("rank(w) == 4"),
	TASOC_OP_TEXT("rank(r) == 4"),
	TASOC_OP_TEXT("w[2] % 2 == 1"),
	TASOC_OP_TEXT("w[3] % 2 == 1"),
	TASOC_OP_TEXT("r[2] >= w[2]"),
	TASOC_OP_TEXT("r[3] >= w[3]"),
	TASOC_OP_TEXT("r[2] % 2 == 1"),
	TASOC_OP_TEXT("r[3] % 2 == 1"),
};

static int enlarge_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	(void)a;
	memset(out, 0, 1 * sizeof *out);
	if (!(tasoc_srank(in, 0) == 4))
		return 1;
	if (!(tasoc_srank(in, 1) == 4))
		return 2;
	if (!(tasoc_sdim(in, 0, 2) % 2 == 1))
		return 3;
	if (!(tasoc_sdim(in, 0, 3) % 2 == 1))
		return 4;
	if (!(tasoc_sdim(in, 1, 2) >= tasoc_sdim(in, 0, 2)))
		return 5;
	if (!(tasoc_sdim(in, 1, 3) >= tasoc_sdim(in, 0, 3)))
		return 6;
	if (!(tasoc_sdim(in, 1, 2) % 2 == 1))
		return 7;
	if (!(tasoc_sdim(in, 1, 3) % 2 == 1))
		return 8;
	out[0].rank = 4;
	out[0].dim[0] = tasoc_sclamp(tasoc_sdim(in, 0, 0));
	out[0].dim[1] = tasoc_sclamp(tasoc_sdim(in, 0, 1));
	out[0].dim[2] = tasoc_sclamp(tasoc_sdim(in, 1, 2));
	out[0].dim[3] = tasoc_sclamp(tasoc_sdim(in, 1, 3));
	return tasoc_shape_finish(out, 1);
}

/* erf (spec/ops/erf.lua): the error function element-wise (ONNX Erf) */

#ifdef TASOC_NO_HOST_ONLY_OPS
#define erf_inputs NULL
#else
static const char *const erf_inputs[] = { "x" };
#endif

#ifdef TASOC_NO_HOST_ONLY_OPS
#define erf_shape host_only_shape
#else
static int erf_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	(void)a;
	memset(out, 0, 1 * sizeof *out);
	out[0].rank = (int32_t)tasoc_srank(in, 0);
	if (out[0].rank < 0 || out[0].rank > TASOC_MAX_RANK)
		return -1;
	for (int64_t i = 0; i < out[0].rank; i++)
		out[0].dim[i] = tasoc_sclamp(tasoc_sdim(in, 0, i));
	return tasoc_shape_finish(out, 1);
}

#endif

/* ewadd (spec/ops/ewadd.lua): element-wise x + y */

static const char *const ewadd_inputs[] = { "x", "y" };
static const char *const ewadd_requires[] = {
	TASOC_OP_TEXT("rank(x) == rank(y)"),
	TASOC_OP_TEXT("x[i] == y[i]"),
};

static int ewadd_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	(void)a;
	memset(out, 0, 1 * sizeof *out);
	if (!(tasoc_srank(in, 0) == tasoc_srank(in, 1)))
		return 1;
	for (int64_t i = 0; i < tasoc_srank(in, 0); i++)
		if (!(tasoc_sdim(in, 0, i) == tasoc_sdim(in, 1, i)))
			return 2;
	out[0].rank = (int32_t)tasoc_srank(in, 0);
	if (out[0].rank < 0 || out[0].rank > TASOC_MAX_RANK)
		return -1;
	for (int64_t i = 0; i < out[0].rank; i++)
		out[0].dim[i] = tasoc_sclamp(tasoc_sdim(in, 0, i));
	return tasoc_shape_finish(out, 1);
}

/* ewmul (spec/ops/ewmul.lua): element-wise x * y */

static const char *const ewmul_inputs[] = { "x", "y" };
static const char *const ewmul_requires[] = {
	TASOC_OP_TEXT("rank(x) == rank(y)"),
	TASOC_OP_TEXT("x[i] == y[i]"),
};

static int ewmul_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	(void)a;
	memset(out, 0, 1 * sizeof *out);
	if (!(tasoc_srank(in, 0) == tasoc_srank(in, 1)))
		return 1;
	for (int64_t i = 0; i < tasoc_srank(in, 0); i++)
		if (!(tasoc_sdim(in, 0, i) == tasoc_sdim(in, 1, i)))
			return 2;
	out[0].rank = (int32_t)tasoc_srank(in, 0);
	if (out[0].rank < 0 || out[0].rank > TASOC_MAX_RANK)
		return -1;
	for (int64_t i = 0; i < out[0].rank; i++)
		out[0].dim[i] = tasoc_sclamp(tasoc_sdim(in, 0, i));
	return tasoc_shape_finish(out, 1);
}

/* eye (spec/ops/constants.lua): identity matrix n by n, n = x[1] */

static const char *const eye_inputs[] = { "x" };
static const char *const eye_requires[] = {
	TASOC_OP_TEXT("rank(x) == 2"),
};

static int eye_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	(void)a;
	memset(out, 0, 1 * sizeof *out);
	if (!(tasoc_srank(in, 0) == 2))
		return 1;
	out[0].rank = 2;
	out[0].dim[0] = tasoc_sclamp(tasoc_sdim(in, 0, 1));
	out[0].dim[1] = tasoc_sclamp(tasoc_sdim(in, 0, 1));
	return tasoc_shape_finish(out, 1);
}

/* gelu (spec/ops/gelu.lua): x * Phi(x) element-wise (Phi the standard normal CDF) */

static const char *const gelu_inputs[] = { "x" };

static int gelu_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	(void)a;
	memset(out, 0, 1 * sizeof *out);
	out[0].rank = (int32_t)tasoc_srank(in, 0);
	if (out[0].rank < 0 || out[0].rank > TASOC_MAX_RANK)
		return -1;
	for (int64_t i = 0; i < out[0].rank; i++)
		out[0].dim[i] = tasoc_sclamp(tasoc_sdim(in, 0, i));
	return tasoc_shape_finish(out, 1);
}

/* groupconv2d (spec/ops/groupconv2d.lua): grouped 2-D convolution, NCHW input x, OIHW weight w with I = C / group */

static const char *const groupconv2d_inputs[] = { "x", "w" };
static const int32_t groupconv2d_stride_h_values[] = { 1 };
static const int32_t groupconv2d_stride_w_values[] = { 1 };
static const int32_t groupconv2d_padding_values[] = { 0, 1 };
static const char *const groupconv2d_padding_names[] = { "same", "valid" };
static const int32_t groupconv2d_activation_values[] = { 0, 1 };
static const char *const groupconv2d_activation_names[] = { "none", "relu" };
static const tasoc_attr_info groupconv2d_attrs[] = {
	{ "stride_h", TASOC_ATTR_INT, 0, 1, groupconv2d_stride_h_values, NULL },
	{ "stride_w", TASOC_ATTR_INT, 0, 1, groupconv2d_stride_w_values, NULL },
	{ "padding", TASOC_ATTR_ENUM, 0, 2, groupconv2d_padding_values, groupconv2d_padding_names },
	{ "activation", TASOC_ATTR_ENUM, 0, 2, groupconv2d_activation_values, groupconv2d_activation_names },
	{ "group", TASOC_ATTR_INT, 1, 0, NULL, NULL },
};
static const char *const groupconv2d_requires[] = {
	TASOC_OP_TEXT("rank(x) == 4"),
	TASOC_OP_TEXT("rank(w) == 4"),
	TASOC_OP_TEXT("group >= 1"),
	TASOC_OP_TEXT("x[1] == w[1] * group"),
	TASOC_OP_TEXT("w[0] % group == 0"),
	TASOC_OP_TEXT("stride_h >= 1"),
	TASOC_OP_TEXT("stride_w >= 1"),
	TASOC_OP_TEXT("padding == same || (x[2] >= w[2] && x[3] >= w[3])"),
};

static void groupconv2d_derive(int32_t *a, const tasoc_shape *in)
{
	/* group = x[1] / w[1] */
	a[TASOC_GROUPCONV2D_GROUP] = tasoc_sclamp(tasoc_sdim(in, 0, 1) / tasoc_sdim(in, 1, 1));
}

static int groupconv2d_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	memset(out, 0, 1 * sizeof *out);
	if (!(tasoc_srank(in, 0) == 4))
		return 1;
	if (!(tasoc_srank(in, 1) == 4))
		return 2;
	if (!((int64_t)a[TASOC_GROUPCONV2D_GROUP] >= 1))
		return 3;
	if (!(tasoc_sdim(in, 0, 1) == tasoc_sdim(in, 1, 1) * (int64_t)a[TASOC_GROUPCONV2D_GROUP]))
		return 4;
	if (!(tasoc_sdim(in, 1, 0) % (int64_t)a[TASOC_GROUPCONV2D_GROUP] == 0))
		return 5;
	if (!((int64_t)a[TASOC_GROUPCONV2D_STRIDE_H] >= 1))
		return 6;
	if (!((int64_t)a[TASOC_GROUPCONV2D_STRIDE_W] >= 1))
		return 7;
	if (!((int64_t)a[TASOC_GROUPCONV2D_PADDING] == TASOC_PADDING_SAME || (tasoc_sdim(in, 0, 2) >= tasoc_sdim(in, 1, 2) && tasoc_sdim(in, 0, 3) >= tasoc_sdim(in, 1, 3))))
		return 8;
	out[0].rank = 4;
	out[0].dim[0] = tasoc_sclamp(tasoc_sdim(in, 0, 0));
	out[0].dim[1] = tasoc_sclamp(tasoc_sdim(in, 1, 0));
	out[0].dim[2] = tasoc_sclamp(((int64_t)a[TASOC_GROUPCONV2D_PADDING] == TASOC_PADDING_SAME ? tasoc_ceil_div(tasoc_sdim(in, 0, 2), (int64_t)a[TASOC_GROUPCONV2D_STRIDE_H]) : (tasoc_sdim(in, 0, 2) - tasoc_sdim(in, 1, 2)) / (int64_t)a[TASOC_GROUPCONV2D_STRIDE_H] + 1));
	out[0].dim[3] = tasoc_sclamp(((int64_t)a[TASOC_GROUPCONV2D_PADDING] == TASOC_PADDING_SAME ? tasoc_ceil_div(tasoc_sdim(in, 0, 3), (int64_t)a[TASOC_GROUPCONV2D_STRIDE_W]) : (tasoc_sdim(in, 0, 3) - tasoc_sdim(in, 1, 3)) / (int64_t)a[TASOC_GROUPCONV2D_STRIDE_W] + 1));
	return tasoc_shape_finish(out, 1);
}

/* groupmerge (spec/ops/groupmerge.lua): grouped OIHW kernel w of a convolution of x in x[1] / w[1] groups, as the kernel for half as many groups */

static const char *const groupmerge_inputs[] = { "w", "x" };
static const char *const groupmerge_requires[] = {
	TASOC_OP_TEXT("rank(w) == 4"),
	TASOC_OP_TEXT("rank(x) == 4"),
	TASOC_OP_TEXT("x[1] % w[1] == 0"),
	TASOC_OP_TEXT("(x[1] / w[1]) % 2 == 0"),
	TASOC_OP_TEXT("w[0] % (x[1] / w[1]) == 0"),
};

static int groupmerge_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	(void)a;
	memset(out, 0, 1 * sizeof *out);
	if (!(tasoc_srank(in, 0) == 4))
		return 1;
	if (!(tasoc_srank(in, 1) == 4))
		return 2;
	if (!(tasoc_sdim(in, 1, 1) % tasoc_sdim(in, 0, 1) == 0))
		return 3;
	if (!((tasoc_sdim(in, 1, 1) / tasoc_sdim(in, 0, 1)) % 2 == 0))
		return 4;
	if (!(tasoc_sdim(in, 0, 0) % (tasoc_sdim(in, 1, 1) / tasoc_sdim(in, 0, 1)) == 0))
		return 5;
	out[0].rank = 4;
	out[0].dim[0] = tasoc_sclamp(tasoc_sdim(in, 0, 0));
	out[0].dim[1] = tasoc_sclamp(2 * tasoc_sdim(in, 0, 1));
	out[0].dim[2] = tasoc_sclamp(tasoc_sdim(in, 0, 2));
	out[0].dim[3] = tasoc_sclamp(tasoc_sdim(in, 0, 3));
	return tasoc_shape_finish(out, 1);
}

/* hardsigmoid (spec/ops/hardsigmoid.lua): max(0, min(1, alpha * x + beta)) element-wise (ONNX HardSigmoid) */

static const char *const hardsigmoid_inputs[] = { "x" };
static const int32_t hardsigmoid_alpha_values[] = { 1042983595 };
static const int32_t hardsigmoid_beta_values[] = { 1056964608 };
static const tasoc_attr_info hardsigmoid_attrs[] = {
	{ "alpha", TASOC_ATTR_FLOAT, 0, 1, hardsigmoid_alpha_values, NULL },
	{ "beta", TASOC_ATTR_FLOAT, 0, 1, hardsigmoid_beta_values, NULL },
};

static int hardsigmoid_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	(void)a;
	memset(out, 0, 1 * sizeof *out);
	out[0].rank = (int32_t)tasoc_srank(in, 0);
	if (out[0].rank < 0 || out[0].rank > TASOC_MAX_RANK)
		return -1;
	for (int64_t i = 0; i < out[0].rank; i++)
		out[0].dim[i] = tasoc_sclamp(tasoc_sdim(in, 0, i));
	return tasoc_shape_finish(out, 1);
}

/* hardswish (spec/ops/hardswish.lua): x * min(max(x + 3, 0), 6) / 6 element-wise (ONNX HardSwish) */

static const char *const hardswish_inputs[] = { "x" };

static int hardswish_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	(void)a;
	memset(out, 0, 1 * sizeof *out);
	out[0].rank = (int32_t)tasoc_srank(in, 0);
	if (out[0].rank < 0 || out[0].rank > TASOC_MAX_RANK)
		return -1;
	for (int64_t i = 0; i < out[0].rank; i++)
		out[0].dim[i] = tasoc_sclamp(tasoc_sdim(in, 0, i));
	return tasoc_shape_finish(out, 1);
}

/* idkernel (spec/ops/constants.lua): identity convolution kernel C by C by k by k, C = x[1]: 1 at the centre of channel c to c */

static const char *const idkernel_inputs[] = { "x" };
static const int32_t idkernel_k_values[] = { 1, 3 };
static const tasoc_attr_info idkernel_attrs[] = {
	{ "k", TASOC_ATTR_INT, 0, 2, idkernel_k_values, NULL },
};
static const char *const idkernel_requires[] = {
	TASOC_OP_TEXT("rank(x) == 4"),
	TASOC_OP_TEXT("k >= 1"),
	TASOC_OP_TEXT("k % 2 == 1"),
};

static int idkernel_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	memset(out, 0, 1 * sizeof *out);
	if (!(tasoc_srank(in, 0) == 4))
		return 1;
	if (!((int64_t)a[TASOC_IDKERNEL_K] >= 1))
		return 2;
	if (!((int64_t)a[TASOC_IDKERNEL_K] % 2 == 1))
		return 3;
	out[0].rank = 4;
	out[0].dim[0] = tasoc_sclamp(tasoc_sdim(in, 0, 1));
	out[0].dim[1] = tasoc_sclamp(tasoc_sdim(in, 0, 1));
	out[0].dim[2] = tasoc_sclamp((int64_t)a[TASOC_IDKERNEL_K]);
	out[0].dim[3] = tasoc_sclamp((int64_t)a[TASOC_IDKERNEL_K]);
	return tasoc_shape_finish(out, 1);
}

/* input (spec/ops/runtime.lua): a graph input; its shape is set when the graph is built */


/* layernorm (spec/ops/layernorm.lua): (x - mean) / sqrt(var + epsilon) * scale + bias over x's last axis (rank >= 2) */

#ifdef TASOC_NO_HOST_ONLY_OPS
#define layernorm_inputs NULL
#define layernorm_attrs NULL
#define layernorm_requires NULL
#else
static const char *const layernorm_inputs[] = { "x", "scale", "bias" };
static const int32_t layernorm_epsilon_values[] = { 925353388 };
static const tasoc_attr_info layernorm_attrs[] = {
	{ "epsilon", TASOC_ATTR_FLOAT, 0, 1, layernorm_epsilon_values, NULL },
};
static const char *const layernorm_requires[] = {
	TASOC_OP_TEXT("rank(x) >= 2"),
	TASOC_OP_TEXT("rank(scale) == 1"),
	TASOC_OP_TEXT("rank(bias) == 1"),
	TASOC_OP_TEXT("scale[0] == x[rank(x) - 1]"),
	TASOC_OP_TEXT("bias[0] == x[rank(x) - 1]"),
};
#endif

#ifdef TASOC_NO_HOST_ONLY_OPS
#define layernorm_shape host_only_shape
#else
static int layernorm_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	(void)a;
	memset(out, 0, 1 * sizeof *out);
	if (!(tasoc_srank(in, 0) >= 2))
		return 1;
	if (!(tasoc_srank(in, 1) == 1))
		return 2;
	if (!(tasoc_srank(in, 2) == 1))
		return 3;
	if (!(tasoc_sdim(in, 1, 0) == tasoc_sdim(in, 0, tasoc_srank(in, 0) - 1)))
		return 4;
	if (!(tasoc_sdim(in, 2, 0) == tasoc_sdim(in, 0, tasoc_srank(in, 0) - 1)))
		return 5;
	out[0].rank = (int32_t)tasoc_srank(in, 0);
	if (out[0].rank < 0 || out[0].rank > TASOC_MAX_RANK)
		return -1;
	for (int64_t i = 0; i < out[0].rank; i++)
		out[0].dim[i] = tasoc_sclamp(tasoc_sdim(in, 0, i));
	return tasoc_shape_finish(out, 1);
}

#endif

/* lstm (spec/ops/lstm.lua): ONNX LSTM (gates iofc, sigmoid/tanh/tanh) over x [seq, batch, in]: the hidden states Y [seq, dirs, batch, H] */

#ifdef TASOC_NO_HOST_ONLY_OPS
#define lstm_inputs NULL
#define lstm_attrs NULL
#define lstm_requires NULL
#else
static const char *const lstm_inputs[] = { "x", "w", "r", "b", "h0", "c0" };
static const int32_t lstm_direction_values[] = { 0, 1, 2 };
static const char *const lstm_direction_names[] = { "forward", "reverse", "bidirectional" };
static const tasoc_attr_info lstm_attrs[] = {
	{ "direction", TASOC_ATTR_ENUM, 0, 3, lstm_direction_values, lstm_direction_names },
};
static const char *const lstm_requires[] = {
	TASOC_OP_TEXT("rank(x) == 3"),
	TASOC_OP_TEXT("rank(w) == 3"),
	TASOC_OP_TEXT("rank(r) == 3"),
	TASOC_OP_TEXT("rank(b) == 2"),
	TASOC_OP_TEXT("rank(h0) == 3"),
	TASOC_OP_TEXT("rank(c0) == 3"),
	TASOC_OP_TEXT("w[0] == (direction == bidirectional ? 2 : 1)"),
	TASOC_OP_TEXT("w[1] == 4 * r[2]"),
	TASOC_OP_TEXT("w[2] == x[2]"),
	TASOC_OP_TEXT("r[0] == w[0]"),
	TASOC_OP_TEXT("r[1] == w[1]"),
	TASOC_OP_TEXT("b[0] == w[0]"),
	TASOC_OP_TEXT("b[1] == 8 * r[2]"),
	TASOC_OP_TEXT("h0[0] == w[0]"),
	TASOC_OP_TEXT("h0[1] == x[1]"),
	TASOC_OP_TEXT("h0[2] == r[2]"),
	TASOC_OP_TEXT("c0[0] == w[0]"),
	TASOC_OP_TEXT("c0[1] == x[1]"),
	TASOC_OP_TEXT("c0[2] == r[2]"),
};
#endif

#ifdef TASOC_NO_HOST_ONLY_OPS
#define lstm_shape host_only_shape
#else
static int lstm_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	memset(out, 0, 1 * sizeof *out);
	if (!(tasoc_srank(in, 0) == 3))
		return 1;
	if (!(tasoc_srank(in, 1) == 3))
		return 2;
	if (!(tasoc_srank(in, 2) == 3))
		return 3;
	if (!(tasoc_srank(in, 3) == 2))
		return 4;
	if (!(tasoc_srank(in, 4) == 3))
		return 5;
	if (!(tasoc_srank(in, 5) == 3))
		return 6;
	if (!(tasoc_sdim(in, 1, 0) == (((int64_t)a[TASOC_LSTM_DIRECTION] == TASOC_DIRECTION_BIDIRECTIONAL ? 2 : 1))))
		return 7;
	if (!(tasoc_sdim(in, 1, 1) == 4 * tasoc_sdim(in, 2, 2)))
		return 8;
	if (!(tasoc_sdim(in, 1, 2) == tasoc_sdim(in, 0, 2)))
		return 9;
	if (!(tasoc_sdim(in, 2, 0) == tasoc_sdim(in, 1, 0)))
		return 10;
	if (!(tasoc_sdim(in, 2, 1) == tasoc_sdim(in, 1, 1)))
		return 11;
	if (!(tasoc_sdim(in, 3, 0) == tasoc_sdim(in, 1, 0)))
		return 12;
	if (!(tasoc_sdim(in, 3, 1) == 8 * tasoc_sdim(in, 2, 2)))
		return 13;
	if (!(tasoc_sdim(in, 4, 0) == tasoc_sdim(in, 1, 0)))
		return 14;
	if (!(tasoc_sdim(in, 4, 1) == tasoc_sdim(in, 0, 1)))
		return 15;
	if (!(tasoc_sdim(in, 4, 2) == tasoc_sdim(in, 2, 2)))
		return 16;
	if (!(tasoc_sdim(in, 5, 0) == tasoc_sdim(in, 1, 0)))
		return 17;
	if (!(tasoc_sdim(in, 5, 1) == tasoc_sdim(in, 0, 1)))
		return 18;
	if (!(tasoc_sdim(in, 5, 2) == tasoc_sdim(in, 2, 2)))
		return 19;
	out[0].rank = 4;
	out[0].dim[0] = tasoc_sclamp(tasoc_sdim(in, 0, 0));
	out[0].dim[1] = tasoc_sclamp(tasoc_sdim(in, 1, 0));
	out[0].dim[2] = tasoc_sclamp(tasoc_sdim(in, 0, 1));
	out[0].dim[3] = tasoc_sclamp(tasoc_sdim(in, 2, 2));
	return tasoc_shape_finish(out, 1);
}

#endif

/* matmul (spec/ops/matmul.lua): matrix product of x (m by k) and y (k by n) */

static const char *const matmul_inputs[] = { "x", "y" };
static const char *const matmul_requires[] = {
	TASOC_OP_TEXT("rank(x) == 2"),
	TASOC_OP_TEXT("rank(y) == 2"),
	TASOC_OP_TEXT("x[1] == y[0]"),
};

static int matmul_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	(void)a;
	memset(out, 0, 1 * sizeof *out);
	if (!(tasoc_srank(in, 0) == 2))
		return 1;
	if (!(tasoc_srank(in, 1) == 2))
		return 2;
	if (!(tasoc_sdim(in, 0, 1) == tasoc_sdim(in, 1, 0)))
		return 3;
	out[0].rank = 2;
	out[0].dim[0] = tasoc_sclamp(tasoc_sdim(in, 0, 0));
	out[0].dim[1] = tasoc_sclamp(tasoc_sdim(in, 1, 1));
	return tasoc_shape_finish(out, 1);
}

/* maxpool2d (spec/ops/maxpool2d.lua): max over kernel_h by kernel_w windows; padding counts as -infinity */

static const char *const maxpool2d_inputs[] = { "x" };
static const int32_t maxpool2d_kernel_h_values[] = { 3 };
static const int32_t maxpool2d_kernel_w_values[] = { 3 };
static const int32_t maxpool2d_stride_h_values[] = { 1 };
static const int32_t maxpool2d_stride_w_values[] = { 1 };
static const int32_t maxpool2d_padding_values[] = { 0, 1 };
static const char *const maxpool2d_padding_names[] = { "same", "valid" };
static const tasoc_attr_info maxpool2d_attrs[] = {
	{ "kernel_h", TASOC_ATTR_INT, 0, 1, maxpool2d_kernel_h_values, NULL },
	{ "kernel_w", TASOC_ATTR_INT, 0, 1, maxpool2d_kernel_w_values, NULL },
	{ "stride_h", TASOC_ATTR_INT, 0, 1, maxpool2d_stride_h_values, NULL },
	{ "stride_w", TASOC_ATTR_INT, 0, 1, maxpool2d_stride_w_values, NULL },
	{ "padding", TASOC_ATTR_ENUM, 0, 2, maxpool2d_padding_values, maxpool2d_padding_names },
};
static const char *const maxpool2d_requires[] = {
	TASOC_OP_TEXT("rank(x) == 4"),
	TASOC_OP_TEXT("kernel_h >= 1"),
	TASOC_OP_TEXT("kernel_w >= 1"),
	TASOC_OP_TEXT("stride_h >= 1"),
	TASOC_OP_TEXT("stride_w >= 1"),
	TASOC_OP_TEXT("padding == same || (x[2] >= kernel_h && x[3] >= kernel_w)"),
};

static int maxpool2d_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	memset(out, 0, 1 * sizeof *out);
	if (!(tasoc_srank(in, 0) == 4))
		return 1;
	if (!((int64_t)a[TASOC_MAXPOOL2D_KERNEL_H] >= 1))
		return 2;
	if (!((int64_t)a[TASOC_MAXPOOL2D_KERNEL_W] >= 1))
		return 3;
	if (!((int64_t)a[TASOC_MAXPOOL2D_STRIDE_H] >= 1))
		return 4;
	if (!((int64_t)a[TASOC_MAXPOOL2D_STRIDE_W] >= 1))
		return 5;
	if (!((int64_t)a[TASOC_MAXPOOL2D_PADDING] == TASOC_PADDING_SAME || (tasoc_sdim(in, 0, 2) >= (int64_t)a[TASOC_MAXPOOL2D_KERNEL_H] && tasoc_sdim(in, 0, 3) >= (int64_t)a[TASOC_MAXPOOL2D_KERNEL_W])))
		return 6;
	out[0].rank = 4;
	out[0].dim[0] = tasoc_sclamp(tasoc_sdim(in, 0, 0));
	out[0].dim[1] = tasoc_sclamp(tasoc_sdim(in, 0, 1));
	out[0].dim[2] = tasoc_sclamp(((int64_t)a[TASOC_MAXPOOL2D_PADDING] == TASOC_PADDING_SAME ? tasoc_ceil_div(tasoc_sdim(in, 0, 2), (int64_t)a[TASOC_MAXPOOL2D_STRIDE_H]) : (tasoc_sdim(in, 0, 2) - (int64_t)a[TASOC_MAXPOOL2D_KERNEL_H]) / (int64_t)a[TASOC_MAXPOOL2D_STRIDE_H] + 1));
	out[0].dim[3] = tasoc_sclamp(((int64_t)a[TASOC_MAXPOOL2D_PADDING] == TASOC_PADDING_SAME ? tasoc_ceil_div(tasoc_sdim(in, 0, 3), (int64_t)a[TASOC_MAXPOOL2D_STRIDE_W]) : (tasoc_sdim(in, 0, 3) - (int64_t)a[TASOC_MAXPOOL2D_KERNEL_W]) / (int64_t)a[TASOC_MAXPOOL2D_STRIDE_W] + 1));
	return tasoc_shape_finish(out, 1);
}

/* nchw (spec/ops/nchw.lua): layout conversion NHWC -> NCHW: y[n,c,h,w] = x[n,h,w,c] */

static const char *const nchw_inputs[] = { "x" };
static const char *const nchw_requires[] = {
	TASOC_OP_TEXT("rank(x) == 4"),
};

static int nchw_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	(void)a;
	memset(out, 0, 1 * sizeof *out);
	if (!(tasoc_srank(in, 0) == 4))
		return 1;
	out[0].rank = 4;
	out[0].dim[0] = tasoc_sclamp(tasoc_sdim(in, 0, 0));
	out[0].dim[1] = tasoc_sclamp(tasoc_sdim(in, 0, 3));
	out[0].dim[2] = tasoc_sclamp(tasoc_sdim(in, 0, 1));
	out[0].dim[3] = tasoc_sclamp(tasoc_sdim(in, 0, 2));
	return tasoc_shape_finish(out, 1);
}

/* nhwc (spec/ops/nhwc.lua): layout conversion NCHW -> NHWC: y[n,h,w,c] = x[n,c,h,w] */

static const char *const nhwc_inputs[] = { "x" };
static const char *const nhwc_requires[] = {
	TASOC_OP_TEXT("rank(x) == 4"),
};

static int nhwc_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	(void)a;
	memset(out, 0, 1 * sizeof *out);
	if (!(tasoc_srank(in, 0) == 4))
		return 1;
	out[0].rank = 4;
	out[0].dim[0] = tasoc_sclamp(tasoc_sdim(in, 0, 0));
	out[0].dim[1] = tasoc_sclamp(tasoc_sdim(in, 0, 2));
	out[0].dim[2] = tasoc_sclamp(tasoc_sdim(in, 0, 3));
	out[0].dim[3] = tasoc_sclamp(tasoc_sdim(in, 0, 1));
	return tasoc_shape_finish(out, 1);
}

/* ones (spec/ops/constants.lua): all-ones tensor of the shape of x */

static const char *const ones_inputs[] = { "x" };

static int ones_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	(void)a;
	memset(out, 0, 1 * sizeof *out);
	out[0].rank = (int32_t)tasoc_srank(in, 0);
	if (out[0].rank < 0 || out[0].rank > TASOC_MAX_RANK)
		return -1;
	for (int64_t i = 0; i < out[0].rank; i++)
		out[0].dim[i] = tasoc_sclamp(tasoc_sdim(in, 0, i));
	return tasoc_shape_finish(out, 1);
}

/* opaque (spec/ops/runtime.lua): an operator tasoc does not model; kept as imported, never rewritten */


/* permute (spec/ops/permute.lua): x with its axes reordered: output axis i is input axis p<i> (ONNX Transpose) */

#ifdef TASOC_NO_HOST_ONLY_OPS
#define permute_inputs NULL
#define permute_attrs NULL
#define permute_requires NULL
#else
static const char *const permute_inputs[] = { "x" };
static const tasoc_attr_info permute_attrs[] = {
	{ "p0", TASOC_ATTR_INT, 0, 0, NULL, NULL },
	{ "p1", TASOC_ATTR_INT, 0, 0, NULL, NULL },
	{ "p2", TASOC_ATTR_INT, 0, 0, NULL, NULL },
	{ "p3", TASOC_ATTR_INT, 0, 0, NULL, NULL },
	{ "p4", TASOC_ATTR_INT, 0, 0, NULL, NULL },
	{ "p5", TASOC_ATTR_INT, 0, 0, NULL, NULL },
	{ "p6", TASOC_ATTR_INT, 0, 0, NULL, NULL },
	{ "p7", TASOC_ATTR_INT, 0, 0, NULL, NULL },
};
static const char *const permute_requires[] = {
	TASOC_OP_TEXT("rank(x) >= 1"),
	TASOC_OP_TEXT("(rank(x) > 0 ? (p0 == 0 ? 1 : p0 == 1 ? 9 : p0 == 2 ? 81 : p0 == 3 ? 729 : p0 == 4 ? 6561 : p0 == 5 ? 59049 : p0 == 6 ? 531441 : p0 == 7 ? 4782969 : 0) : 0) + (rank(x) > 1 ? (p1 == 0 ? 1 : p1 == 1 ? 9 : p1 == 2 ? 81 : p1 == 3 ? 729 : p1 == 4 ? 6561 : p1 == 5 ? 59049 : p1 == 6 ? 531441 : p1 == 7 ? 4782969 : 0) : 0) + (rank(x) > 2 ? (p2 == 0 ? 1 : p2 == 1 ? 9 : p2 == 2 ? 81 : p2 == 3 ? 729 : p2 == 4 ? 6561 : p2 == 5 ? 59049 : p2 == 6 ? 531441 : p2 == 7 ? 4782969 : 0) : 0) + (rank(x) > 3 ? (p3 == 0 ? 1 : p3 == 1 ? 9 : p3 == 2 ? 81 : p3 == 3 ? 729 : p3 == 4 ? 6561 : p3 == 5 ? 59049 : p3 == 6 ? 531441 : p3 == 7 ? 4782969 : 0) : 0) + (rank(x) > 4 ? (p4 == 0 ? 1 : p4 == 1 ? 9 : p4 == 2 ? 81 : p4 == 3 ? 729 : p4 == 4 ? 6561 : p4 == 5 ? 59049 : p4 == 6 ? 531441 : p4 == 7 ? 4782969 : 0) : 0) + (rank(x) > 5 ? (p5 == 0 ? 1 : p5 == 1 ? 9 : p5 == 2 ? 81 : p5 == 3 ? 729 : p5 == 4 ? 6561 : p5 == 5 ? 59049 : p5 == 6 ? 531441 : p5 == 7 ? 4782969 : 0) : 0) + (rank(x) > 6 ? (p6 == 0 ? 1 : p6 == 1 ? 9 : p6 == 2 ? 81 : p6 == 3 ? 729 : p6 == 4 ? 6561 : p6 == 5 ? 59049 : p6 == 6 ? 531441 : p6 == 7 ? 4782969 : 0) : 0) + (rank(x) > 7 ? (p7 == 0 ? 1 : p7 == 1 ? 9 : p7 == 2 ? 81 : p7 == 3 ? 729 : p7 == 4 ? 6561 : p7 == 5 ? 59049 : p7 == 6 ? 531441 : p7 == 7 ? 4782969 : 0) : 0) == (rank(x) > 0 ? 1 : 0) + (rank(x) > 1 ? 9 : 0) + (rank(x) > 2 ? 81 : 0) + (rank(x) > 3 ? 729 : 0) + (rank(x) > 4 ? 6561 : 0) + (rank(x) > 5 ? 59049 : 0) + (rank(x) > 6 ? 531441 : 0) + (rank(x) > 7 ? 4782969 : 0)"),
};
#endif

#ifdef TASOC_NO_HOST_ONLY_OPS
#define permute_shape host_only_shape
#else
static int permute_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	memset(out, 0, 1 * sizeof *out);
	if (!(tasoc_srank(in, 0) >= 1))
		return 1;
	if (!(((tasoc_srank(in, 0) > 0 ? (((int64_t)a[TASOC_PERMUTE_P0] == 0 ? 1 : ((int64_t)a[TASOC_PERMUTE_P0] == 1 ? 9 : ((int64_t)a[TASOC_PERMUTE_P0] == 2 ? 81 : ((int64_t)a[TASOC_PERMUTE_P0] == 3 ? 729 : ((int64_t)a[TASOC_PERMUTE_P0] == 4 ? 6561 : ((int64_t)a[TASOC_PERMUTE_P0] == 5 ? 59049 : ((int64_t)a[TASOC_PERMUTE_P0] == 6 ? 531441 : ((int64_t)a[TASOC_PERMUTE_P0] == 7 ? 4782969 : 0))))))))) : 0)) + ((tasoc_srank(in, 0) > 1 ? (((int64_t)a[TASOC_PERMUTE_P1] == 0 ? 1 : ((int64_t)a[TASOC_PERMUTE_P1] == 1 ? 9 : ((int64_t)a[TASOC_PERMUTE_P1] == 2 ? 81 : ((int64_t)a[TASOC_PERMUTE_P1] == 3 ? 729 : ((int64_t)a[TASOC_PERMUTE_P1] == 4 ? 6561 : ((int64_t)a[TASOC_PERMUTE_P1] == 5 ? 59049 : ((int64_t)a[TASOC_PERMUTE_P1] == 6 ? 531441 : ((int64_t)a[TASOC_PERMUTE_P1] == 7 ? 4782969 : 0))))))))) : 0)) + ((tasoc_srank(in, 0) > 2 ? (((int64_t)a[TASOC_PERMUTE_P2] == 0 ? 1 : ((int64_t)a[TASOC_PERMUTE_P2] == 1 ? 9 : ((int64_t)a[TASOC_PERMUTE_P2] == 2 ? 81 : ((int64_t)a[TASOC_PERMUTE_P2] == 3 ? 729 : ((int64_t)a[TASOC_PERMUTE_P2] == 4 ? 6561 : ((int64_t)a[TASOC_PERMUTE_P2] == 5 ? 59049 : ((int64_t)a[TASOC_PERMUTE_P2] == 6 ? 531441 : ((int64_t)a[TASOC_PERMUTE_P2] == 7 ? 4782969 : 0))))))))) : 0)) + ((tasoc_srank(in, 0) > 3 ? (((int64_t)a[TASOC_PERMUTE_P3] == 0 ? 1 : ((int64_t)a[TASOC_PERMUTE_P3] == 1 ? 9 : ((int64_t)a[TASOC_PERMUTE_P3] == 2 ? 81 : ((int64_t)a[TASOC_PERMUTE_P3] == 3 ? 729 : ((int64_t)a[TASOC_PERMUTE_P3] == 4 ? 6561 : ((int64_t)a[TASOC_PERMUTE_P3] == 5 ? 59049 : ((int64_t)a[TASOC_PERMUTE_P3] == 6 ? 531441 : ((int64_t)a[TASOC_PERMUTE_P3] == 7 ? 4782969 : 0))))))))) : 0)) + ((tasoc_srank(in, 0) > 4 ? (((int64_t)a[TASOC_PERMUTE_P4] == 0 ? 1 : ((int64_t)a[TASOC_PERMUTE_P4] == 1 ? 9 : ((int64_t)a[TASOC_PERMUTE_P4] == 2 ? 81 : ((int64_t)a[TASOC_PERMUTE_P4] == 3 ? 729 : ((int64_t)a[TASOC_PERMUTE_P4] == 4 ? 6561 : ((int64_t)a[TASOC_PERMUTE_P4] == 5 ? 59049 : ((int64_t)a[TASOC_PERMUTE_P4] == 6 ? 531441 : ((int64_t)a[TASOC_PERMUTE_P4] == 7 ? 4782969 : 0))))))))) : 0)) + ((tasoc_srank(in, 0) > 5 ? (((int64_t)a[TASOC_PERMUTE_P5] == 0 ? 1 : ((int64_t)a[TASOC_PERMUTE_P5] == 1 ? 9 : ((int64_t)a[TASOC_PERMUTE_P5] == 2 ? 81 : ((int64_t)a[TASOC_PERMUTE_P5] == 3 ? 729 : ((int64_t)a[TASOC_PERMUTE_P5] == 4 ? 6561 : ((int64_t)a[TASOC_PERMUTE_P5] == 5 ? 59049 : ((int64_t)a[TASOC_PERMUTE_P5] == 6 ? 531441 : ((int64_t)a[TASOC_PERMUTE_P5] == 7 ? 4782969 : 0))))))))) : 0)) + ((tasoc_srank(in, 0) > 6 ? (((int64_t)a[TASOC_PERMUTE_P6] == 0 ? 1 : ((int64_t)a[TASOC_PERMUTE_P6] == 1 ? 9 : ((int64_t)a[TASOC_PERMUTE_P6] == 2 ? 81 : ((int64_t)a[TASOC_PERMUTE_P6] == 3 ? 729 : ((int64_t)a[TASOC_PERMUTE_P6] == 4 ? 6561 : ((int64_t)a[TASOC_PERMUTE_P6] == 5 ? 59049 : ((int64_t)a[TASOC_PERMUTE_P6] == 6 ? 531441 : ((int64_t)a[TASOC_PERMUTE_P6] == 7 ? 4782969 : 0))))))))) : 0)) + ((tasoc_srank(in, 0) > 7 ? (((int64_t)a[TASOC_PERMUTE_P7] == 0 ? 1 : ((int64_t)a[TASOC_PERMUTE_P7] == 1 ? 9 : ((int64_t)a[TASOC_PERMUTE_P7] == 2 ? 81 : ((int64_t)a[TASOC_PERMUTE_P7] == 3 ? 729 : ((int64_t)a[TASOC_PERMUTE_P7] == 4 ? 6561 : ((int64_t)a[TASOC_PERMUTE_P7] == 5 ? 59049 : ((int64_t)a[TASOC_PERMUTE_P7] == 6 ? 531441 : ((int64_t)a[TASOC_PERMUTE_P7] == 7 ? 4782969 : 0))))))))) : 0)) == ((tasoc_srank(in, 0) > 0 ? 1 : 0)) + ((tasoc_srank(in, 0) > 1 ? 9 : 0)) + ((tasoc_srank(in, 0) > 2 ? 81 : 0)) + ((tasoc_srank(in, 0) > 3 ? 729 : 0)) + ((tasoc_srank(in, 0) > 4 ? 6561 : 0)) + ((tasoc_srank(in, 0) > 5 ? 59049 : 0)) + ((tasoc_srank(in, 0) > 6 ? 531441 : 0)) + ((tasoc_srank(in, 0) > 7 ? 4782969 : 0))))
		return 2;
	out[0].rank = (int32_t)tasoc_srank(in, 0);
	if (out[0].rank < 0 || out[0].rank > TASOC_MAX_RANK)
		return -1;
	for (int64_t i = 0; i < out[0].rank; i++)
		out[0].dim[i] = tasoc_sclamp((i == 0 ? tasoc_sdim(in, 0, (int64_t)a[TASOC_PERMUTE_P0]) : (i == 1 ? tasoc_sdim(in, 0, (int64_t)a[TASOC_PERMUTE_P1]) : (i == 2 ? tasoc_sdim(in, 0, (int64_t)a[TASOC_PERMUTE_P2]) : (i == 3 ? tasoc_sdim(in, 0, (int64_t)a[TASOC_PERMUTE_P3]) : (i == 4 ? tasoc_sdim(in, 0, (int64_t)a[TASOC_PERMUTE_P4]) : (i == 5 ? tasoc_sdim(in, 0, (int64_t)a[TASOC_PERMUTE_P5]) : (i == 6 ? tasoc_sdim(in, 0, (int64_t)a[TASOC_PERMUTE_P6]) : (i == 7 ? tasoc_sdim(in, 0, (int64_t)a[TASOC_PERMUTE_P7]) : 0)))))))));
	return tasoc_shape_finish(out, 1);
}

#endif

/* poolkernel (spec/ops/constants.lua): average pooling as a convolution kernel: C by C by kh by kw, 1/(kh*kw) on channel c to c */

static const char *const poolkernel_inputs[] = { "x" };
static const int32_t poolkernel_kernel_h_values[] = { 3 };
static const int32_t poolkernel_kernel_w_values[] = { 3 };
static const tasoc_attr_info poolkernel_attrs[] = {
	{ "kernel_h", TASOC_ATTR_INT, 0, 1, poolkernel_kernel_h_values, NULL },
	{ "kernel_w", TASOC_ATTR_INT, 0, 1, poolkernel_kernel_w_values, NULL },
};
static const char *const poolkernel_requires[] = {
	TASOC_OP_TEXT("rank(x) == 4"),
	TASOC_OP_TEXT("kernel_h >= 1"),
	TASOC_OP_TEXT("kernel_w >= 1"),
};

static int poolkernel_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	memset(out, 0, 1 * sizeof *out);
	if (!(tasoc_srank(in, 0) == 4))
		return 1;
	if (!((int64_t)a[TASOC_POOLKERNEL_KERNEL_H] >= 1))
		return 2;
	if (!((int64_t)a[TASOC_POOLKERNEL_KERNEL_W] >= 1))
		return 3;
	out[0].rank = 4;
	out[0].dim[0] = tasoc_sclamp(tasoc_sdim(in, 0, 1));
	out[0].dim[1] = tasoc_sclamp(tasoc_sdim(in, 0, 1));
	out[0].dim[2] = tasoc_sclamp((int64_t)a[TASOC_POOLKERNEL_KERNEL_H]);
	out[0].dim[3] = tasoc_sclamp((int64_t)a[TASOC_POOLKERNEL_KERNEL_W]);
	return tasoc_shape_finish(out, 1);
}

/* prelu (spec/ops/prelu.lua): x where x >= 0, else slope * x; slope one value or one per channel (axis 1) */

#ifdef TASOC_NO_HOST_ONLY_OPS
#define prelu_inputs NULL
#define prelu_requires NULL
#else
static const char *const prelu_inputs[] = { "x", "slope" };
static const char *const prelu_requires[] = {
	TASOC_OP_TEXT("rank(x) >= 2"),
	TASOC_OP_TEXT("numel(slope) == 1 || numel(slope) == x[1]"),
};
#endif

#ifdef TASOC_NO_HOST_ONLY_OPS
#define prelu_shape host_only_shape
#else
static int prelu_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	(void)a;
	memset(out, 0, 1 * sizeof *out);
	if (!(tasoc_srank(in, 0) >= 2))
		return 1;
	if (!(tasoc_snumel(in, 1) == 1 || tasoc_snumel(in, 1) == tasoc_sdim(in, 0, 1)))
		return 2;
	out[0].rank = (int32_t)tasoc_srank(in, 0);
	if (out[0].rank < 0 || out[0].rank > TASOC_MAX_RANK)
		return -1;
	for (int64_t i = 0; i < out[0].rank; i++)
		out[0].dim[i] = tasoc_sclamp(tasoc_sdim(in, 0, i));
	return tasoc_shape_finish(out, 1);
}

#endif

/* relu (spec/ops/relu.lua): max(x, 0) element-wise */

static const char *const relu_inputs[] = { "x" };

static int relu_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	(void)a;
	memset(out, 0, 1 * sizeof *out);
	out[0].rank = (int32_t)tasoc_srank(in, 0);
	if (out[0].rank < 0 || out[0].rank > TASOC_MAX_RANK)
		return -1;
	for (int64_t i = 0; i < out[0].rank; i++)
		out[0].dim[i] = tasoc_sclamp(tasoc_sdim(in, 0, i));
	return tasoc_shape_finish(out, 1);
}

/* relu6 (spec/ops/relu6.lua): min(max(x, 0), 6) element-wise (ONNX Clip 0..6) */

static const char *const relu6_inputs[] = { "x" };

static int relu6_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	(void)a;
	memset(out, 0, 1 * sizeof *out);
	out[0].rank = (int32_t)tasoc_srank(in, 0);
	if (out[0].rank < 0 || out[0].rank > TASOC_MAX_RANK)
		return -1;
	for (int64_t i = 0; i < out[0].rank; i++)
		out[0].dim[i] = tasoc_sclamp(tasoc_sdim(in, 0, i));
	return tasoc_shape_finish(out, 1);
}

/* reshape (spec/ops/runtime.lua): x with the same elements in a new shape of ndim axes d0..d6 */

static const char *const reshape_inputs[] = { "x" };
static const tasoc_attr_info reshape_attrs[] = {
	{ "ndim", TASOC_ATTR_INT, 0, 0, NULL, NULL },
	{ "d0", TASOC_ATTR_INT, 0, 0, NULL, NULL },
	{ "d1", TASOC_ATTR_INT, 0, 0, NULL, NULL },
	{ "d2", TASOC_ATTR_INT, 0, 0, NULL, NULL },
	{ "d3", TASOC_ATTR_INT, 0, 0, NULL, NULL },
	{ "d4", TASOC_ATTR_INT, 0, 0, NULL, NULL },
	{ "d5", TASOC_ATTR_INT, 0, 0, NULL, NULL },
	{ "d6", TASOC_ATTR_INT, 0, 0, NULL, NULL },
};
static const char *const reshape_requires[] = {
	TASOC_OP_TEXT("ndim >= 1"),
	TASOC_OP_TEXT("ndim <= 7"),
	TASOC_OP_TEXT("numel(x) == d0 * (ndim > 1 ? d1 : 1) * (ndim > 2 ? d2 : 1) * (ndim > 3 ? d3 : 1) * (ndim > 4 ? d4 : 1) * (ndim > 5 ? d5 : 1) * (ndim > 6 ? d6 : 1)"),
};

static int reshape_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	memset(out, 0, 1 * sizeof *out);
	if (!((int64_t)a[TASOC_RESHAPE_NDIM] >= 1))
		return 1;
	if (!((int64_t)a[TASOC_RESHAPE_NDIM] <= 7))
		return 2;
	if (!(tasoc_snumel(in, 0) == (int64_t)a[TASOC_RESHAPE_D0] * (((int64_t)a[TASOC_RESHAPE_NDIM] > 1 ? (int64_t)a[TASOC_RESHAPE_D1] : 1)) * (((int64_t)a[TASOC_RESHAPE_NDIM] > 2 ? (int64_t)a[TASOC_RESHAPE_D2] : 1)) * (((int64_t)a[TASOC_RESHAPE_NDIM] > 3 ? (int64_t)a[TASOC_RESHAPE_D3] : 1)) * (((int64_t)a[TASOC_RESHAPE_NDIM] > 4 ? (int64_t)a[TASOC_RESHAPE_D4] : 1)) * (((int64_t)a[TASOC_RESHAPE_NDIM] > 5 ? (int64_t)a[TASOC_RESHAPE_D5] : 1)) * (((int64_t)a[TASOC_RESHAPE_NDIM] > 6 ? (int64_t)a[TASOC_RESHAPE_D6] : 1))))
		return 3;
	out[0].rank = (int32_t)(int64_t)a[TASOC_RESHAPE_NDIM];
	if (out[0].rank < 0 || out[0].rank > TASOC_MAX_RANK)
		return -1;
	for (int64_t i = 0; i < out[0].rank; i++)
		out[0].dim[i] = tasoc_sclamp((i == 0 ? (int64_t)a[TASOC_RESHAPE_D0] : (i == 1 ? (int64_t)a[TASOC_RESHAPE_D1] : (i == 2 ? (int64_t)a[TASOC_RESHAPE_D2] : (i == 3 ? (int64_t)a[TASOC_RESHAPE_D3] : (i == 4 ? (int64_t)a[TASOC_RESHAPE_D4] : (i == 5 ? (int64_t)a[TASOC_RESHAPE_D5] : (int64_t)a[TASOC_RESHAPE_D6])))))));
	return tasoc_shape_finish(out, 1);
}

/* sigmoid (spec/ops/sigmoid.lua): 1 / (1 + exp(-x)) element-wise */

static const char *const sigmoid_inputs[] = { "x" };

static int sigmoid_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	(void)a;
	memset(out, 0, 1 * sizeof *out);
	out[0].rank = (int32_t)tasoc_srank(in, 0);
	if (out[0].rank < 0 || out[0].rank > TASOC_MAX_RANK)
		return -1;
	for (int64_t i = 0; i < out[0].rank; i++)
		out[0].dim[i] = tasoc_sclamp(tasoc_sdim(in, 0, i));
	return tasoc_shape_finish(out, 1);
}

/* smul (spec/ops/smul.lua): x multiplied by the single element of s */

static const char *const smul_inputs[] = { "x", "s" };
static const char *const smul_requires[] = {
	TASOC_OP_TEXT("numel(s) == 1"),
};

static int smul_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	(void)a;
	memset(out, 0, 1 * sizeof *out);
	if (!(tasoc_snumel(in, 1) == 1))
		return 1;
	out[0].rank = (int32_t)tasoc_srank(in, 0);
	if (out[0].rank < 0 || out[0].rank > TASOC_MAX_RANK)
		return -1;
	for (int64_t i = 0; i < out[0].rank; i++)
		out[0].dim[i] = tasoc_sclamp(tasoc_sdim(in, 0, i));
	return tasoc_shape_finish(out, 1);
}

/* softmax (spec/ops/softmax.lua): exp(x) / sum(exp(x)) over x's last axis (rank >= 2) */

#ifdef TASOC_NO_HOST_ONLY_OPS
#define softmax_inputs NULL
#define softmax_requires NULL
#else
static const char *const softmax_inputs[] = { "x" };
static const char *const softmax_requires[] = {
	TASOC_OP_TEXT("rank(x) >= 2"),
};
#endif

#ifdef TASOC_NO_HOST_ONLY_OPS
#define softmax_shape host_only_shape
#else
static int softmax_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	(void)a;
	memset(out, 0, 1 * sizeof *out);
	if (!(tasoc_srank(in, 0) >= 2))
		return 1;
	out[0].rank = (int32_t)tasoc_srank(in, 0);
	if (out[0].rank < 0 || out[0].rank > TASOC_MAX_RANK)
		return -1;
	for (int64_t i = 0; i < out[0].rank; i++)
		out[0].dim[i] = tasoc_sclamp(tasoc_sdim(in, 0, i));
	return tasoc_shape_finish(out, 1);
}

#endif

/* split (spec/ops/split.lua): x cut along axis into the first size slices and the rest */

static const char *const split_inputs[] = { "x" };
static const int32_t split_axis_values[] = { 0, 1 };
static const tasoc_attr_info split_attrs[] = {
	{ "axis", TASOC_ATTR_INT, 0, 2, split_axis_values, NULL },
	{ "size", TASOC_ATTR_INT, 1, 0, NULL, NULL },
};
static const char *const split_requires[] = {
	TASOC_OP_TEXT("axis >= 0"),
	TASOC_OP_TEXT("axis < rank(x)"),
	TASOC_OP_TEXT("size > 0"),
	TASOC_OP_TEXT("size < x[axis]"),
};

static int split_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	memset(out, 0, 2 * sizeof *out);
	if (!((int64_t)a[TASOC_SPLIT_AXIS] >= 0))
		return 1;
	if (!((int64_t)a[TASOC_SPLIT_AXIS] < tasoc_srank(in, 0)))
		return 2;
	if (!((int64_t)a[TASOC_SPLIT_SIZE] > 0))
		return 3;
	if (!((int64_t)a[TASOC_SPLIT_SIZE] < tasoc_sdim(in, 0, (int64_t)a[TASOC_SPLIT_AXIS])))
		return 4;
	out[0].rank = (int32_t)tasoc_srank(in, 0);
	if (out[0].rank < 0 || out[0].rank > TASOC_MAX_RANK)
		return -1;
	for (int64_t i = 0; i < out[0].rank; i++)
		out[0].dim[i] = tasoc_sclamp((i == (int64_t)a[TASOC_SPLIT_AXIS] ? (int64_t)a[TASOC_SPLIT_SIZE] : tasoc_sdim(in, 0, i)));
	out[1].rank = (int32_t)tasoc_srank(in, 0);
	if (out[1].rank < 0 || out[1].rank > TASOC_MAX_RANK)
		return -1;
	for (int64_t i = 0; i < out[1].rank; i++)
		out[1].dim[i] = tasoc_sclamp((i == (int64_t)a[TASOC_SPLIT_AXIS] ? tasoc_sdim(in, 0, i) - (int64_t)a[TASOC_SPLIT_SIZE] : tasoc_sdim(in, 0, i)));
	return tasoc_shape_finish(out, 2);
}

/* sqrt (spec/ops/sqrt.lua): the square root element-wise (ONNX Sqrt; NaN below 0) */

static const char *const sqrt_inputs[] = { "x" };

static int sqrt_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	(void)a;
	memset(out, 0, 1 * sizeof *out);
	out[0].rank = (int32_t)tasoc_srank(in, 0);
	if (out[0].rank < 0 || out[0].rank > TASOC_MAX_RANK)
		return -1;
	for (int64_t i = 0; i < out[0].rank; i++)
		out[0].dim[i] = tasoc_sclamp(tasoc_sdim(in, 0, i));
	return tasoc_shape_finish(out, 1);
}

/* tanh (spec/ops/tanh.lua): tanh(x) element-wise */

static const char *const tanh_inputs[] = { "x" };

static int tanh_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	(void)a;
	memset(out, 0, 1 * sizeof *out);
	out[0].rank = (int32_t)tasoc_srank(in, 0);
	if (out[0].rank < 0 || out[0].rank > TASOC_MAX_RANK)
		return -1;
	for (int64_t i = 0; i < out[0].rank; i++)
		out[0].dim[i] = tasoc_sclamp(tasoc_sdim(in, 0, i));
	return tasoc_shape_finish(out, 1);
}

/* transpose (spec/ops/transpose.lua): the transpose of a 2-D tensor */

static const char *const transpose_inputs[] = { "x" };
static const char *const transpose_requires[] = {
	TASOC_OP_TEXT("rank(x) == 2"),
};

static int transpose_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)
{
	(void)a;
	memset(out, 0, 1 * sizeof *out);
	if (!(tasoc_srank(in, 0) == 2))
		return 1;
	out[0].rank = 2;
	out[0].dim[0] = tasoc_sclamp(tasoc_sdim(in, 0, 1));
	out[0].dim[1] = tasoc_sclamp(tasoc_sdim(in, 0, 0));
	return tasoc_shape_finish(out, 1);
}

/* weight (spec/ops/runtime.lua): a constant tensor stored with the graph */


const tasoc_op_info tasoc_ops[TASOC_OP_COUNT] = {
	[TASOC_OP_AVGPOOL2D] = {
		"avgpool2d",
		TASOC_OP_TEXT("mean over kernel_h by kernel_w windows"),
		1, 1, 6,
		avgpool2d_inputs, avgpool2d_attrs,
		TASOC_OPF_GENERATE | TASOC_OPF_WITH_FLOPS(1), 0x0u, 0x0u,
		avgpool2d_shape, 7, avgpool2d_requires,
		tasoc_kernel_avgpool2d,
	},
	[TASOC_OP_BATCHNORM] = {
		"batchnorm",
		TASOC_OP_TEXT("inference batch normalization over axis 1: scale * (x - mean) / sqrt(var + epsilon) + bias"),
		5, 1, 1,
		batchnorm_inputs, batchnorm_attrs,
		TASOC_OPF_WITH_FLOPS(2), 0x0u, 0x0u,
		batchnorm_shape, 5, batchnorm_requires,
		tasoc_kernel_batchnorm,
	},
	[TASOC_OP_BIASADD] = {
		"biasadd",
		TASOC_OP_TEXT("x plus a per-channel bias b broadcast over every axis but axis 1"),
		2, 1, 0,
		biasadd_inputs, NULL,
		TASOC_OPF_WITH_FLOPS(1), 0x0u, 0x0u,
		biasadd_shape, 2, biasadd_requires,
		tasoc_kernel_biasadd,
	},
	[TASOC_OP_BMATMUL] = {
		"bmatmul",
		TASOC_OP_TEXT("batched matrix product of x [..., m, k] and y [..., k, n], batch extents broadcast"),
		2, 1, 0,
		bmatmul_inputs, NULL,
		TASOC_OPF_WITH_FLOPS(1), 0x3u, 0x0u,
		bmatmul_shape, 4, bmatmul_requires,
		tasoc_kernel_bmatmul,
	},
	[TASOC_OP_CHANMUL] = {
		"chanmul",
		TASOC_OP_TEXT("x times a per-channel factor s broadcast over every axis but axis 1"),
		2, 1, 0,
		chanmul_inputs, NULL,
		TASOC_OPF_WITH_FLOPS(1), 0x3u, 0x0u,
		chanmul_shape, 2, chanmul_requires,
		tasoc_kernel_chanmul,
	},
	[TASOC_OP_CONCAT] = {
		"concat",
		TASOC_OP_TEXT("x and y joined along axis; all other extents equal"),
		2, 1, 1,
		concat_inputs, concat_attrs,
		TASOC_OPF_GENERATE | TASOC_OPF_WITH_FLOPS(1), 0x0u, 0x0u,
		concat_shape, 4, concat_requires,
		tasoc_kernel_concat,
	},
	[TASOC_OP_CONV2D] = {
		"conv2d",
		TASOC_OP_TEXT("2-D convolution, NCHW input x, OIHW weight w, one group"),
		2, 1, 4,
		conv2d_inputs, conv2d_attrs,
		TASOC_OPF_GENERATE | TASOC_OPF_WITH_FLOPS(1), 0x3u, 0x0u,
		conv2d_shape, 6, conv2d_requires,
		tasoc_kernel_conv2d,
	},
	[TASOC_OP_CONV2D_NHWC] = {
		"conv2d_nhwc",
		TASOC_OP_TEXT("2-D convolution, NHWC input x, OIHW weight w, NHWC output, one group"),
		2, 1, 4,
		conv2d_nhwc_inputs, conv2d_nhwc_attrs,
		TASOC_OPF_WITH_FLOPS(1), 0x0u, 0x0u,
		conv2d_nhwc_shape, 6, conv2d_nhwc_requires,
		tasoc_kernel_conv2d_nhwc,
	},
	[TASOC_OP_DQCONV] = {
		"dqconv",
		TASOC_OP_TEXT("conv2d of x quantized to uint8 on the fly (scale and zero point from x's range) by a uint8 kernel w with zero point wzp, times the scales"),
		4, 1, 8,
		dqconv_inputs, dqconv_attrs,
		TASOC_OPF_WITH_FLOPS(15), 0x0u, 0x0u,
		dqconv_shape, 15, dqconv_requires,
		tasoc_kernel_dqconv,
	},
	[TASOC_OP_DQMATMUL] = {
		"dqmatmul",
		TASOC_OP_TEXT("matmul of x quantized to uint8 on the fly (scale and zero point from x's range) by a uint8 weight w [K, N] with zero point wzp, times the scales"),
		4, 1, 0,
		dqmatmul_inputs, NULL,
		TASOC_OPF_WITH_FLOPS(15), 0x0u, 0x0u,
		dqmatmul_shape, 5, dqmatmul_requires,
		tasoc_kernel_dqmatmul,
	},
	[TASOC_OP_ENLARGE] = {
		"enlarge",
		TASOC_OP_TEXT("OIHW kernel w padded with zeros, centred, to the height and width of r"),
		2, 1, 0,
		enlarge_inputs, NULL,
		TASOC_OPF_GENERATE | TASOC_OPF_WITH_FLOPS(1), 0x0u, 0x0u,
		enlarge_shape, 8, enlarge_requires,
		tasoc_kernel_enlarge,
	},
	[TASOC_OP_ERF] = {
		"erf",
		TASOC_OP_TEXT("the error function element-wise (ONNX Erf)"),
		1, 1, 0,
		erf_inputs, NULL,
		TASOC_OPF_WITH_FLOPS(4), 0x0u, 0x0u,
		erf_shape, 0, NULL,
		tasoc_kernel_erf,
	},
	[TASOC_OP_EWADD] = {
		"ewadd",
		TASOC_OP_TEXT("element-wise x + y"),
		2, 1, 0,
		ewadd_inputs, NULL,
		TASOC_OPF_COMMUTATIVE | TASOC_OPF_ASSOCIATIVE | TASOC_OPF_GENERATE | TASOC_OPF_WITH_FLOPS(1), 0x0u, 0x0u,
		ewadd_shape, 2, ewadd_requires,
		tasoc_kernel_ewadd,
	},
	[TASOC_OP_EWMUL] = {
		"ewmul",
		TASOC_OP_TEXT("element-wise x * y"),
		2, 1, 0,
		ewmul_inputs, NULL,
		TASOC_OPF_COMMUTATIVE | TASOC_OPF_ASSOCIATIVE | TASOC_OPF_GENERATE | TASOC_OPF_WITH_FLOPS(1), 0x0u, 0x0u,
		ewmul_shape, 2, ewmul_requires,
		tasoc_kernel_ewmul,
	},
	[TASOC_OP_EYE] = {
		"eye",
		TASOC_OP_TEXT("identity matrix n by n, n = x[1]"),
		1, 1, 0,
		eye_inputs, NULL,
		TASOC_OPF_CONSTANT | TASOC_OPF_GENERATE | TASOC_OPF_WITH_FLOPS(1), 0x0u, 0x0u,
		eye_shape, 1, eye_requires,
		tasoc_kernel_eye,
	},
	[TASOC_OP_GELU] = {
		"gelu",
		TASOC_OP_TEXT("x * Phi(x) element-wise (Phi the standard normal CDF)"),
		1, 1, 0,
		gelu_inputs, NULL,
		TASOC_OPF_GENERATE | TASOC_OPF_WITH_FLOPS(8), 0x0u, 0x0u,
		gelu_shape, 0, NULL,
		tasoc_kernel_gelu,
	},
	[TASOC_OP_GROUPCONV2D] = {
		"groupconv2d",
		TASOC_OP_TEXT("grouped 2-D convolution, NCHW input x, OIHW weight w with I = C / group"),
		2, 1, 5,
		groupconv2d_inputs, groupconv2d_attrs,
		TASOC_OPF_WITH_FLOPS(1), 0x0u, 0x0u,
		groupconv2d_shape, 8, groupconv2d_requires,
		tasoc_kernel_groupconv2d,
		groupconv2d_derive,
	},
	[TASOC_OP_GROUPMERGE] = {
		"groupmerge",
		TASOC_OP_TEXT("grouped OIHW kernel w of a convolution of x in x[1] / w[1] groups, as the kernel for half as many groups"),
		2, 1, 0,
		groupmerge_inputs, NULL,
		TASOC_OPF_WITH_FLOPS(1), 0x0u, 0x2u,
		groupmerge_shape, 5, groupmerge_requires,
		tasoc_kernel_groupmerge,
	},
	[TASOC_OP_HARDSIGMOID] = {
		"hardsigmoid",
		TASOC_OP_TEXT("max(0, min(1, alpha * x + beta)) element-wise (ONNX HardSigmoid)"),
		1, 1, 2,
		hardsigmoid_inputs, hardsigmoid_attrs,
		TASOC_OPF_GENERATE | TASOC_OPF_WITH_FLOPS(1), 0x0u, 0x0u,
		hardsigmoid_shape, 0, NULL,
		tasoc_kernel_hardsigmoid,
	},
	[TASOC_OP_HARDSWISH] = {
		"hardswish",
		TASOC_OP_TEXT("x * min(max(x + 3, 0), 6) / 6 element-wise (ONNX HardSwish)"),
		1, 1, 0,
		hardswish_inputs, NULL,
		TASOC_OPF_GENERATE | TASOC_OPF_WITH_FLOPS(1), 0x0u, 0x0u,
		hardswish_shape, 0, NULL,
		tasoc_kernel_hardswish,
	},
	[TASOC_OP_IDKERNEL] = {
		"idkernel",
		TASOC_OP_TEXT("identity convolution kernel C by C by k by k, C = x[1]: 1 at the centre of channel c to c"),
		1, 1, 1,
		idkernel_inputs, idkernel_attrs,
		TASOC_OPF_CONSTANT | TASOC_OPF_GENERATE | TASOC_OPF_WITH_FLOPS(1), 0x0u, 0x0u,
		idkernel_shape, 3, idkernel_requires,
		tasoc_kernel_idkernel,
	},
	[TASOC_OP_INPUT] = {
		"input",
		TASOC_OP_TEXT("a graph input; its shape is set when the graph is built"),
		0, 1, 0,
		NULL, NULL,
		TASOC_OPF_SOURCE | TASOC_OPF_FREE | TASOC_OPF_WITH_FLOPS(1), 0x0u, 0x0u,
		NULL, 0, NULL,
		tasoc_kernel_input,
	},
	[TASOC_OP_LAYERNORM] = {
		"layernorm",
		TASOC_OP_TEXT("(x - mean) / sqrt(var + epsilon) * scale + bias over x's last axis (rank >= 2)"),
		3, 1, 1,
		layernorm_inputs, layernorm_attrs,
		TASOC_OPF_WITH_FLOPS(8), 0x0u, 0x0u,
		layernorm_shape, 5, layernorm_requires,
		tasoc_kernel_layernorm,
	},
	[TASOC_OP_LSTM] = {
		"lstm",
		TASOC_OP_TEXT("ONNX LSTM (gates iofc, sigmoid/tanh/tanh) over x [seq, batch, in]: the hidden states Y [seq, dirs, batch, H]"),
		6, 1, 1,
		lstm_inputs, lstm_attrs,
		TASOC_OPF_WITH_FLOPS(15), 0x0u, 0x0u,
		lstm_shape, 19, lstm_requires,
		tasoc_kernel_lstm,
	},
	[TASOC_OP_MATMUL] = {
		"matmul",
		TASOC_OP_TEXT("matrix product of x (m by k) and y (k by n)"),
		2, 1, 0,
		matmul_inputs, NULL,
		TASOC_OPF_ASSOCIATIVE | TASOC_OPF_GENERATE | TASOC_OPF_WITH_FLOPS(1), 0x3u, 0x0u,
		matmul_shape, 3, matmul_requires,
		tasoc_kernel_matmul,
	},
	[TASOC_OP_MAXPOOL2D] = {
		"maxpool2d",
		TASOC_OP_TEXT("max over kernel_h by kernel_w windows; padding counts as -infinity"),
		1, 1, 5,
		maxpool2d_inputs, maxpool2d_attrs,
		TASOC_OPF_GENERATE | TASOC_OPF_WITH_FLOPS(1), 0x0u, 0x0u,
		maxpool2d_shape, 6, maxpool2d_requires,
		tasoc_kernel_maxpool2d,
	},
	[TASOC_OP_NCHW] = {
		"nchw",
		TASOC_OP_TEXT("layout conversion NHWC -> NCHW: y[n,c,h,w] = x[n,h,w,c]"),
		1, 1, 0,
		nchw_inputs, NULL,
		TASOC_OPF_GENERATE | TASOC_OPF_WITH_KEY_WORDS(1) | TASOC_OPF_WITH_FLOPS(1), 0x0u, 0x0u,
		nchw_shape, 1, nchw_requires,
		tasoc_kernel_nchw,
	},
	[TASOC_OP_NHWC] = {
		"nhwc",
		TASOC_OP_TEXT("layout conversion NCHW -> NHWC: y[n,h,w,c] = x[n,c,h,w]"),
		1, 1, 0,
		nhwc_inputs, NULL,
		TASOC_OPF_GENERATE | TASOC_OPF_WITH_KEY_WORDS(1) | TASOC_OPF_WITH_FLOPS(1), 0x0u, 0x0u,
		nhwc_shape, 1, nhwc_requires,
		tasoc_kernel_nhwc,
	},
	[TASOC_OP_ONES] = {
		"ones",
		TASOC_OP_TEXT("all-ones tensor of the shape of x"),
		1, 1, 0,
		ones_inputs, NULL,
		TASOC_OPF_CONSTANT | TASOC_OPF_GENERATE | TASOC_OPF_WITH_FLOPS(1), 0x0u, 0x0u,
		ones_shape, 0, NULL,
		tasoc_kernel_ones,
	},
	[TASOC_OP_OPAQUE] = {
		"opaque",
		TASOC_OP_TEXT("an operator tasoc does not model; kept as imported, never rewritten"),
		-1, 1, 0,
		NULL, NULL,
		TASOC_OPF_OPAQUE | TASOC_OPF_WITH_KEY_WORDS(2) | TASOC_OPF_WITH_FLOPS(1), 0x0u, 0x0u,
		NULL, 0, NULL,
		tasoc_kernel_opaque,
	},
	[TASOC_OP_PERMUTE] = {
		"permute",
		TASOC_OP_TEXT("x with its axes reordered: output axis i is input axis p<i> (ONNX Transpose)"),
		1, 1, 8,
		permute_inputs, permute_attrs,
		TASOC_OPF_WITH_FLOPS(1), 0x0u, 0x0u,
		permute_shape, 2, permute_requires,
		tasoc_kernel_permute,
	},
	[TASOC_OP_POOLKERNEL] = {
		"poolkernel",
		TASOC_OP_TEXT("average pooling as a convolution kernel: C by C by kh by kw, 1/(kh*kw) on channel c to c"),
		1, 1, 2,
		poolkernel_inputs, poolkernel_attrs,
		TASOC_OPF_CONSTANT | TASOC_OPF_GENERATE | TASOC_OPF_WITH_FLOPS(1), 0x0u, 0x0u,
		poolkernel_shape, 3, poolkernel_requires,
		tasoc_kernel_poolkernel,
	},
	[TASOC_OP_PRELU] = {
		"prelu",
		TASOC_OP_TEXT("x where x >= 0, else slope * x; slope one value or one per channel (axis 1)"),
		2, 1, 0,
		prelu_inputs, NULL,
		TASOC_OPF_WITH_FLOPS(2), 0x0u, 0x0u,
		prelu_shape, 2, prelu_requires,
		tasoc_kernel_prelu,
	},
	[TASOC_OP_RELU] = {
		"relu",
		TASOC_OP_TEXT("max(x, 0) element-wise"),
		1, 1, 0,
		relu_inputs, NULL,
		TASOC_OPF_GENERATE | TASOC_OPF_WITH_FLOPS(1), 0x0u, 0x0u,
		relu_shape, 0, NULL,
		tasoc_kernel_relu,
	},
	[TASOC_OP_RELU6] = {
		"relu6",
		TASOC_OP_TEXT("min(max(x, 0), 6) element-wise (ONNX Clip 0..6)"),
		1, 1, 0,
		relu6_inputs, NULL,
		TASOC_OPF_GENERATE | TASOC_OPF_WITH_FLOPS(1), 0x0u, 0x0u,
		relu6_shape, 0, NULL,
		tasoc_kernel_relu6,
	},
	[TASOC_OP_RESHAPE] = {
		"reshape",
		TASOC_OP_TEXT("x with the same elements in a new shape of ndim axes d0..d6"),
		1, 1, 8,
		reshape_inputs, reshape_attrs,
		TASOC_OPF_FREE | TASOC_OPF_WITH_FLOPS(1), 0x0u, 0x0u,
		reshape_shape, 3, reshape_requires,
		tasoc_kernel_reshape,
	},
	[TASOC_OP_SIGMOID] = {
		"sigmoid",
		TASOC_OP_TEXT("1 / (1 + exp(-x)) element-wise"),
		1, 1, 0,
		sigmoid_inputs, NULL,
		TASOC_OPF_GENERATE | TASOC_OPF_WITH_FLOPS(4), 0x0u, 0x0u,
		sigmoid_shape, 0, NULL,
		tasoc_kernel_sigmoid,
	},
	[TASOC_OP_SMUL] = {
		"smul",
		TASOC_OP_TEXT("x multiplied by the single element of s"),
		2, 1, 0,
		smul_inputs, NULL,
		TASOC_OPF_GENERATE | TASOC_OPF_WITH_FLOPS(1), 0x1u, 0x0u,
		smul_shape, 1, smul_requires,
		tasoc_kernel_smul,
	},
	[TASOC_OP_SOFTMAX] = {
		"softmax",
		TASOC_OP_TEXT("exp(x) / sum(exp(x)) over x's last axis (rank >= 2)"),
		1, 1, 0,
		softmax_inputs, NULL,
		TASOC_OPF_WITH_FLOPS(4), 0x0u, 0x0u,
		softmax_shape, 1, softmax_requires,
		tasoc_kernel_softmax,
	},
	[TASOC_OP_SPLIT] = {
		"split",
		TASOC_OP_TEXT("x cut along axis into the first size slices and the rest"),
		1, 2, 2,
		split_inputs, split_attrs,
		TASOC_OPF_GENERATE | TASOC_OPF_FREE | TASOC_OPF_WITH_FLOPS(1), 0x0u, 0x0u,
		split_shape, 4, split_requires,
		tasoc_kernel_split,
	},
	[TASOC_OP_SQRT] = {
		"sqrt",
		TASOC_OP_TEXT("the square root element-wise (ONNX Sqrt; NaN below 0)"),
		1, 1, 0,
		sqrt_inputs, NULL,
		TASOC_OPF_GENERATE | TASOC_OPF_WITH_FLOPS(1), 0x0u, 0x0u,
		sqrt_shape, 0, NULL,
		tasoc_kernel_sqrt,
	},
	[TASOC_OP_TANH] = {
		"tanh",
		TASOC_OP_TEXT("tanh(x) element-wise"),
		1, 1, 0,
		tanh_inputs, NULL,
		TASOC_OPF_GENERATE | TASOC_OPF_WITH_FLOPS(4), 0x0u, 0x0u,
		tanh_shape, 0, NULL,
		tasoc_kernel_tanh,
	},
	[TASOC_OP_TRANSPOSE] = {
		"transpose",
		TASOC_OP_TEXT("the transpose of a 2-D tensor"),
		1, 1, 0,
		transpose_inputs, NULL,
		TASOC_OPF_GENERATE | TASOC_OPF_WITH_FLOPS(1), 0x0u, 0x0u,
		transpose_shape, 1, transpose_requires,
		tasoc_kernel_transpose,
	},
	[TASOC_OP_WEIGHT] = {
		"weight",
		TASOC_OP_TEXT("a constant tensor stored with the graph"),
		0, 1, 0,
		NULL, NULL,
		TASOC_OPF_SOURCE | TASOC_OPF_FREE | TASOC_OPF_WITH_FLOPS(1), 0x0u, 0x0u,
		NULL, 0, NULL,
		tasoc_kernel_weight,
	},
};

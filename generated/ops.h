/* Code generated from spec/ by `make rules`; DO NOT EDIT. */
#ifndef TASOC_GENERATED_OPS_H
#define TASOC_GENERATED_OPS_H

/* Operators, in name order. */
enum tasoc_op {
	TASOC_OP_AVGPOOL2D, /* spec/ops/avgpool2d.lua */
	TASOC_OP_BATCHNORM, /* spec/ops/runtime.lua */
	TASOC_OP_BIASADD, /* spec/ops/runtime.lua */
	TASOC_OP_BMATMUL, /* spec/ops/bmatmul.lua */
	TASOC_OP_CHANMUL, /* spec/ops/chanmul.lua */
	TASOC_OP_CONCAT, /* spec/ops/concat.lua */
	TASOC_OP_CONV2D, /* spec/ops/conv2d.lua */
	TASOC_OP_CONV2D_NHWC, /* spec/ops/conv2d_nhwc.lua */
	TASOC_OP_DQCONV, /* spec/ops/dqconv.lua */
	TASOC_OP_DQMATMUL, /* spec/ops/dqmatmul.lua */
	TASOC_OP_ENLARGE, /* spec/ops/enlarge.lua */
	TASOC_OP_ERF, /* spec/ops/erf.lua */
	TASOC_OP_EWADD, /* spec/ops/ewadd.lua */
	TASOC_OP_EWMUL, /* spec/ops/ewmul.lua */
	TASOC_OP_EYE, /* spec/ops/constants.lua */
	TASOC_OP_GELU, /* spec/ops/gelu.lua */
	TASOC_OP_GROUPCONV2D, /* spec/ops/groupconv2d.lua */
	TASOC_OP_GROUPMERGE, /* spec/ops/groupmerge.lua */
	TASOC_OP_HARDSIGMOID, /* spec/ops/hardsigmoid.lua */
	TASOC_OP_HARDSWISH, /* spec/ops/hardswish.lua */
	TASOC_OP_IDKERNEL, /* spec/ops/constants.lua */
	TASOC_OP_INPUT, /* spec/ops/runtime.lua */
	TASOC_OP_LAYERNORM, /* spec/ops/layernorm.lua */
	TASOC_OP_LSTM, /* spec/ops/lstm.lua */
	TASOC_OP_MATMUL, /* spec/ops/matmul.lua */
	TASOC_OP_MAXPOOL2D, /* spec/ops/maxpool2d.lua */
	TASOC_OP_NCHW, /* spec/ops/nchw.lua */
	TASOC_OP_NHWC, /* spec/ops/nhwc.lua */
	TASOC_OP_ONES, /* spec/ops/constants.lua */
	TASOC_OP_OPAQUE, /* spec/ops/runtime.lua */
	TASOC_OP_PERMUTE, /* spec/ops/permute.lua */
	TASOC_OP_POOLKERNEL, /* spec/ops/constants.lua */
	TASOC_OP_PRELU, /* spec/ops/prelu.lua */
	TASOC_OP_RELU, /* spec/ops/relu.lua */
	TASOC_OP_RELU6, /* spec/ops/relu6.lua */
	TASOC_OP_RESHAPE, /* spec/ops/runtime.lua */
	TASOC_OP_SIGMOID, /* spec/ops/sigmoid.lua */
	TASOC_OP_SMUL, /* spec/ops/smul.lua */
	TASOC_OP_SOFTMAX, /* spec/ops/softmax.lua */
	TASOC_OP_SPLIT, /* spec/ops/split.lua */
	TASOC_OP_SQRT, /* spec/ops/sqrt.lua */
	TASOC_OP_TANH, /* spec/ops/tanh.lua */
	TASOC_OP_TRANSPOSE, /* spec/ops/transpose.lua */
	TASOC_OP_WEIGHT, /* spec/ops/runtime.lua */
	TASOC_OP_COUNT
};

/* Attribute positions in tasoc_node.attr. */
enum {
	TASOC_AVGPOOL2D_KERNEL_H = 0,
	TASOC_AVGPOOL2D_KERNEL_W = 1,
	TASOC_AVGPOOL2D_STRIDE_H = 2,
	TASOC_AVGPOOL2D_STRIDE_W = 3,
	TASOC_AVGPOOL2D_PADDING = 4,
	TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD = 5,
	TASOC_BATCHNORM_EPSILON = 0,
	TASOC_CONCAT_AXIS = 0,
	TASOC_CONV2D_STRIDE_H = 0,
	TASOC_CONV2D_STRIDE_W = 1,
	TASOC_CONV2D_PADDING = 2,
	TASOC_CONV2D_ACTIVATION = 3,
	TASOC_CONV2D_NHWC_STRIDE_H = 0,
	TASOC_CONV2D_NHWC_STRIDE_W = 1,
	TASOC_CONV2D_NHWC_PADDING = 2,
	TASOC_CONV2D_NHWC_ACTIVATION = 3,
	TASOC_DQCONV_STRIDE_H = 0,
	TASOC_DQCONV_STRIDE_W = 1,
	TASOC_DQCONV_PAD_T = 2,
	TASOC_DQCONV_PAD_L = 3,
	TASOC_DQCONV_PAD_B = 4,
	TASOC_DQCONV_PAD_R = 5,
	TASOC_DQCONV_DIL_H = 6,
	TASOC_DQCONV_DIL_W = 7,
	TASOC_GROUPCONV2D_STRIDE_H = 0,
	TASOC_GROUPCONV2D_STRIDE_W = 1,
	TASOC_GROUPCONV2D_PADDING = 2,
	TASOC_GROUPCONV2D_ACTIVATION = 3,
	TASOC_GROUPCONV2D_GROUP = 4,
	TASOC_HARDSIGMOID_ALPHA = 0,
	TASOC_HARDSIGMOID_BETA = 1,
	TASOC_IDKERNEL_K = 0,
	TASOC_LAYERNORM_EPSILON = 0,
	TASOC_LSTM_DIRECTION = 0,
	TASOC_MAXPOOL2D_KERNEL_H = 0,
	TASOC_MAXPOOL2D_KERNEL_W = 1,
	TASOC_MAXPOOL2D_STRIDE_H = 2,
	TASOC_MAXPOOL2D_STRIDE_W = 3,
	TASOC_MAXPOOL2D_PADDING = 4,
	TASOC_PERMUTE_P0 = 0,
	TASOC_PERMUTE_P1 = 1,
	TASOC_PERMUTE_P2 = 2,
	TASOC_PERMUTE_P3 = 3,
	TASOC_PERMUTE_P4 = 4,
	TASOC_PERMUTE_P5 = 5,
	TASOC_PERMUTE_P6 = 6,
	TASOC_PERMUTE_P7 = 7,
	TASOC_POOLKERNEL_KERNEL_H = 0,
	TASOC_POOLKERNEL_KERNEL_W = 1,
	TASOC_RESHAPE_NDIM = 0,
	TASOC_RESHAPE_D0 = 1,
	TASOC_RESHAPE_D1 = 2,
	TASOC_RESHAPE_D2 = 3,
	TASOC_RESHAPE_D3 = 4,
	TASOC_RESHAPE_D4 = 5,
	TASOC_RESHAPE_D5 = 6,
	TASOC_RESHAPE_D6 = 7,
	TASOC_SPLIT_AXIS = 0,
	TASOC_SPLIT_SIZE = 1,
};

/* Values of enum attributes (the same for every operator that has one). */
enum {
	TASOC_PADDING_SAME = 0,
	TASOC_PADDING_VALID = 1,
	TASOC_ACTIVATION_NONE = 0,
	TASOC_ACTIVATION_RELU = 1,
	TASOC_DIRECTION_FORWARD = 0,
	TASOC_DIRECTION_REVERSE = 1,
	TASOC_DIRECTION_BIDIRECTIONAL = 2,
};

/* Kernels named by the specs, in core/kernel*.c. */
struct tasoc_kargs;
int tasoc_kernel_avgpool2d(const struct tasoc_kargs *k);
int tasoc_kernel_batchnorm(const struct tasoc_kargs *k);
int tasoc_kernel_biasadd(const struct tasoc_kargs *k);
int tasoc_kernel_bmatmul(const struct tasoc_kargs *k);
int tasoc_kernel_chanmul(const struct tasoc_kargs *k);
int tasoc_kernel_concat(const struct tasoc_kargs *k);
int tasoc_kernel_conv2d(const struct tasoc_kargs *k);
int tasoc_kernel_conv2d_nhwc(const struct tasoc_kargs *k);
int tasoc_kernel_dqconv(const struct tasoc_kargs *k);
int tasoc_kernel_dqmatmul(const struct tasoc_kargs *k);
int tasoc_kernel_enlarge(const struct tasoc_kargs *k);
int tasoc_kernel_erf(const struct tasoc_kargs *k);
int tasoc_kernel_ewadd(const struct tasoc_kargs *k);
int tasoc_kernel_ewmul(const struct tasoc_kargs *k);
int tasoc_kernel_eye(const struct tasoc_kargs *k);
int tasoc_kernel_gelu(const struct tasoc_kargs *k);
int tasoc_kernel_groupconv2d(const struct tasoc_kargs *k);
int tasoc_kernel_groupmerge(const struct tasoc_kargs *k);
int tasoc_kernel_hardsigmoid(const struct tasoc_kargs *k);
int tasoc_kernel_hardswish(const struct tasoc_kargs *k);
int tasoc_kernel_idkernel(const struct tasoc_kargs *k);
int tasoc_kernel_input(const struct tasoc_kargs *k);
int tasoc_kernel_layernorm(const struct tasoc_kargs *k);
int tasoc_kernel_lstm(const struct tasoc_kargs *k);
int tasoc_kernel_matmul(const struct tasoc_kargs *k);
int tasoc_kernel_maxpool2d(const struct tasoc_kargs *k);
int tasoc_kernel_nchw(const struct tasoc_kargs *k);
int tasoc_kernel_nhwc(const struct tasoc_kargs *k);
int tasoc_kernel_ones(const struct tasoc_kargs *k);
int tasoc_kernel_opaque(const struct tasoc_kargs *k);
int tasoc_kernel_permute(const struct tasoc_kargs *k);
int tasoc_kernel_poolkernel(const struct tasoc_kargs *k);
int tasoc_kernel_prelu(const struct tasoc_kargs *k);
int tasoc_kernel_relu(const struct tasoc_kargs *k);
int tasoc_kernel_relu6(const struct tasoc_kargs *k);
int tasoc_kernel_reshape(const struct tasoc_kargs *k);
int tasoc_kernel_sigmoid(const struct tasoc_kargs *k);
int tasoc_kernel_smul(const struct tasoc_kargs *k);
int tasoc_kernel_softmax(const struct tasoc_kargs *k);
int tasoc_kernel_split(const struct tasoc_kargs *k);
int tasoc_kernel_sqrt(const struct tasoc_kargs *k);
int tasoc_kernel_tanh(const struct tasoc_kargs *k);
int tasoc_kernel_transpose(const struct tasoc_kargs *k);
int tasoc_kernel_weight(const struct tasoc_kargs *k);

extern const tasoc_op_info tasoc_ops[TASOC_OP_COUNT];

#endif

/* Code generated from spec/ by `make rules`; DO NOT EDIT. */
/* ops_host.h: the operator tables host/ reads; never part of the core or the firmware. */
#ifndef TASOC_GENERATED_OPS_HOST_H
#define TASOC_GENERATED_OPS_HOST_H

#include "../core/op.h"

/*
 * ONNX import (spec onnx.import): X(ONNX op_type, operator, hook), sorted by type;
 * host/onnx/onnx_import.c maps a node of that type with map_HOOK(c, node, operator).
 */
#define TASOC_ONNX_IMPORTS(X) \
	X("Add", TASOC_OP_EWADD, binary) \
	X("AveragePool", TASOC_OP_AVGPOOL2D, pool) \
	X("BatchNormalization", TASOC_OP_BATCHNORM, batchnorm) \
	X("Clip", TASOC_OP_RELU6, clip) \
	X("Concat", TASOC_OP_CONCAT, concat) \
	X("Conv", TASOC_OP_CONV2D, conv) \
	X("Div", TASOC_OP_SMUL, div) \
	X("Erf", TASOC_OP_ERF, unary) \
	X("Flatten", TASOC_OP_RESHAPE, flatten) \
	X("Gather", TASOC_OP_SPLIT, gather) \
	X("Gelu", TASOC_OP_GELU, gelu_node) \
	X("Gemm", TASOC_OP_MATMUL, gemm) \
	X("GlobalAveragePool", TASOC_OP_AVGPOOL2D, global_pool) \
	X("HardSigmoid", TASOC_OP_HARDSIGMOID, hardsigmoid) \
	X("HardSwish", TASOC_OP_HARDSWISH, unary) \
	X("LSTM", TASOC_OP_LSTM, lstm) \
	X("LayerNormalization", TASOC_OP_LAYERNORM, layernormalization) \
	X("MatMul", TASOC_OP_MATMUL, matmul) \
	X("MaxPool", TASOC_OP_MAXPOOL2D, pool) \
	X("Mul", TASOC_OP_EWMUL, binary) \
	X("PRelu", TASOC_OP_PRELU, prelu) \
	X("Pow", TASOC_OP_EWMUL, pow) \
	X("ReduceMax", TASOC_OP_RESHAPE, extents_of_one) \
	X("ReduceMean", TASOC_OP_RESHAPE, extents_of_one) \
	X("ReduceMin", TASOC_OP_RESHAPE, extents_of_one) \
	X("ReduceProd", TASOC_OP_RESHAPE, extents_of_one) \
	X("ReduceSum", TASOC_OP_RESHAPE, extents_of_one) \
	X("Relu", TASOC_OP_RELU, unary) \
	X("Reshape", TASOC_OP_RESHAPE, reshape) \
	X("Sigmoid", TASOC_OP_SIGMOID, unary) \
	X("Slice", TASOC_OP_SPLIT, slice) \
	X("Softmax", TASOC_OP_SOFTMAX, softmax) \
	X("Split", TASOC_OP_SPLIT, split) \
	X("Sqrt", TASOC_OP_SQRT, unary) \
	X("Squeeze", TASOC_OP_RESHAPE, extents_of_one) \
	X("Tanh", TASOC_OP_TANH, unary) \
	X("Transpose", TASOC_OP_PERMUTE, transpose) \
	X("Unsqueeze", TASOC_OP_RESHAPE, extents_of_one) \
	/* end */

/*
 * ONNX export (spec onnx.export): X(operator, ONNX op_type or NULL, first opset, hook);
 * host/onnx/onnx_export.c writes the node with write_HOOK. An operator without a row
 * has no ONNX form of its own (a weight computation the export folds, or an error).
 */
#define TASOC_ONNX_EXPORTS(X) \
	X(TASOC_OP_AVGPOOL2D, "AveragePool", 1, pool) \
	X(TASOC_OP_BATCHNORM, "BatchNormalization", 1, batchnorm) \
	X(TASOC_OP_BIASADD, "Add", 1, per_channel) \
	X(TASOC_OP_BMATMUL, "MatMul", 1, plain) \
	X(TASOC_OP_CHANMUL, "Mul", 7, per_channel) \
	X(TASOC_OP_CONCAT, "Concat", 1, concat) \
	X(TASOC_OP_CONV2D, "Conv", 1, conv) \
	X(TASOC_OP_CONV2D_NHWC, "Conv", 1, conv_nhwc) \
	X(TASOC_OP_DQCONV, "ConvInteger", 11, dqconv) \
	X(TASOC_OP_DQMATMUL, "MatMulInteger", 11, dqmatmul) \
	X(TASOC_OP_ENLARGE, "Pad", 11, enlarge) \
	X(TASOC_OP_ERF, "Erf", 9, plain) \
	X(TASOC_OP_EWADD, "Add", 1, plain) \
	X(TASOC_OP_EWMUL, "Mul", 1, plain) \
	X(TASOC_OP_GELU, "Gelu", 1, gelu) \
	X(TASOC_OP_GROUPCONV2D, "Conv", 1, conv) \
	X(TASOC_OP_HARDSIGMOID, "HardSigmoid", 1, hardsigmoid) \
	X(TASOC_OP_HARDSWISH, "HardSwish", 14, plain) \
	X(TASOC_OP_INPUT, NULL, 1, input) \
	X(TASOC_OP_LAYERNORM, "LayerNormalization", 7, layernorm) \
	X(TASOC_OP_LSTM, "LSTM", 7, lstm) \
	X(TASOC_OP_MATMUL, "MatMul", 1, plain) \
	X(TASOC_OP_MAXPOOL2D, "MaxPool", 1, pool) \
	X(TASOC_OP_NCHW, "Transpose", 1, nchw) \
	X(TASOC_OP_NHWC, "Transpose", 1, nhwc) \
	X(TASOC_OP_OPAQUE, NULL, 1, opaque) \
	X(TASOC_OP_PERMUTE, "Transpose", 1, permute) \
	X(TASOC_OP_PRELU, "PRelu", 7, plain) \
	X(TASOC_OP_RELU, "Relu", 1, plain) \
	X(TASOC_OP_RELU6, "Clip", 1, relu6) \
	X(TASOC_OP_RESHAPE, "Reshape", 5, reshape) \
	X(TASOC_OP_SIGMOID, "Sigmoid", 1, plain) \
	X(TASOC_OP_SMUL, "Mul", 1, smul) \
	X(TASOC_OP_SOFTMAX, "Softmax", 1, softmax) \
	X(TASOC_OP_SPLIT, "Split", 1, split) \
	X(TASOC_OP_SQRT, "Sqrt", 1, plain) \
	X(TASOC_OP_TANH, "Tanh", 1, plain) \
	X(TASOC_OP_TRANSPOSE, "Transpose", 1, transpose) \
	X(TASOC_OP_WEIGHT, NULL, 1, weight) \
	/* end */

/*
 * cuDNN (spec cudnn): X(operator, descriptor kind, mode constant or 0); host/backend/
 * cost_cudnn.c times the operator with that kind's call; an operator without a row
 * is timed as one device copy of its bytes.
 */
#define TASOC_CUDNN_OPS(X) \
	X(TASOC_OP_AVGPOOL2D, pooling, CUDNN_POOLING_AVERAGE_COUNT_EXCLUDE_PADDING) \
	X(TASOC_OP_BIASADD, bias, CUDNN_OP_TENSOR_ADD) \
	X(TASOC_OP_CHANMUL, bias, CUDNN_OP_TENSOR_MUL) \
	X(TASOC_OP_CONV2D, conv, 0) \
	X(TASOC_OP_CONV2D_NHWC, conv_nhwc, 0) \
	X(TASOC_OP_EWADD, optensor, CUDNN_OP_TENSOR_ADD) \
	X(TASOC_OP_EWMUL, optensor, CUDNN_OP_TENSOR_MUL) \
	X(TASOC_OP_GROUPCONV2D, conv, 0) \
	X(TASOC_OP_MATMUL, gemm, 0) \
	X(TASOC_OP_MAXPOOL2D, pooling, CUDNN_POOLING_MAX) \
	X(TASOC_OP_NCHW, transform, CUDNN_TENSOR_NCHW) \
	X(TASOC_OP_NHWC, transform, CUDNN_TENSOR_NHWC) \
	X(TASOC_OP_OPAQUE, none, 0) \
	X(TASOC_OP_RELU, activation, CUDNN_ACTIVATION_RELU) \
	X(TASOC_OP_RESHAPE, none, 0) \
	X(TASOC_OP_SIGMOID, activation, CUDNN_ACTIVATION_SIGMOID) \
	X(TASOC_OP_SMUL, scale, 0) \
	X(TASOC_OP_TANH, activation, CUDNN_ACTIVATION_TANH) \
	/* end */

/*
 * ONNX Runtime cost model (spec cost.ort_weights, cost.ort_cold): X(operator, mask of
 * the inputs that are initializers, cold); host/backend/cost_ort_model.c.
 */
#define TASOC_ORT_WEIGHTS(X) \
	X(TASOC_OP_BATCHNORM, 0x1eu, 1) \
	X(TASOC_OP_BIASADD, 0x2u, 1) \
	X(TASOC_OP_CHANMUL, 0x2u, 1) \
	X(TASOC_OP_CONV2D, 0x2u, 1) \
	X(TASOC_OP_CONV2D_NHWC, 0x2u, 0) \
	X(TASOC_OP_DQCONV, 0xeu, 0) \
	X(TASOC_OP_DQMATMUL, 0xeu, 0) \
	X(TASOC_OP_GROUPCONV2D, 0x2u, 1) \
	X(TASOC_OP_LSTM, 0xeu, 0) \
	X(TASOC_OP_MATMUL, 0x2u, 1) \
	X(TASOC_OP_PRELU, 0x2u, 0) \
	X(TASOC_OP_SMUL, 0x2u, 0) \
	/* end */

#endif

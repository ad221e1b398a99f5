/* onnx_infer.c: output shapes of unmapped operators whose shape rule is simple. */
#include <string.h>

#include "onnx_internal.h"

/*
 * ONNX shape inference lives in the onnx C++ library, which tasoc does not
 * link. Models usually carry shapes in value_info (onnx.shape_inference
 * writes them); for the common operators without it, this file knows the two
 * rules most of them follow. Anything else is an error that says to run
 * shape inference first: tasoc never guesses a shape.
 */

/* Element-wise: the output is shaped like input 0. */
static const char *const same_shape[] = {
	"Abs", "Acos", "Acosh", "Asin", "Asinh", "Atan", "Atanh", "Cast", "Ceil", "Celu", "Clip",
	"Cos", "Cosh", "Dropout", "Elu", "Erf", "Exp", "Floor", "Gelu", "HardSigmoid", "HardSwish",
	"Hardmax", "InstanceNormalization", "IsInf", "IsNaN", "LRN", "LeakyRelu", "Log",
	"LogSoftmax", "LpNormalization", "Mish", "Neg", "Not", "PRelu", "Reciprocal", "Round",
	"Selu", "Shrink", "Sign", "Sin", "Sinh", "Softmax", "Softplus", "Softsign", "Sqrt", "Tan",
	"ThresholdedRelu", "MeanVarianceNormalization", "Relu", "Sigmoid", "Tanh", "Identity",
};

/* Numpy broadcasting over every input. */
static const char *const broadcast[] = {
	"Add", "And", "BitShift", "Div", "Equal", "Greater", "GreaterOrEqual", "Less",
	"LessOrEqual", "Max", "Mean", "Min", "Mod", "Mul", "Or", "Pow", "Sub", "Sum", "Where", "Xor",
};

static const char *const boolean_out[] = {
	"And", "Equal", "Greater", "GreaterOrEqual", "IsInf", "IsNaN", "Less", "LessOrEqual", "Not",
	"Or", "Xor",
};

static bool in_list(const char *op, const char *const *list, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (strcmp(op, list[i]) == 0)
			return true;
	return false;
}

#define IN_LIST(op, list) in_list(op, list, sizeof list / sizeof list[0])

bool tasoc_onnx_infer_opaque(const Onnx__NodeProto *n, int nin, const tasoc_shape *in,
			     const int32_t *in_dtype, int nout, tasoc_shape *out,
			     int32_t *out_dtype)
{
	const char *op = n->op_type ? n->op_type : "";
	if (n->domain && n->domain[0] && strcmp(n->domain, "ai.onnx") != 0)
		return false;
	if (nin < 1)
		return false;
	if (IN_LIST(op, same_shape)) {
		if (nout > 1 && strcmp(op, "Dropout") != 0)
			return false;
		for (int o = 0; o < nout; o++) {
			out[o] = in[0];
			out_dtype[o] = o == 0 ? in_dtype[0] : ONNX__TENSOR_PROTO__DATA_TYPE__BOOL;
		}
	} else if (IN_LIST(op, broadcast) && nout == 1) {
		tasoc_shape r = in[0];
		for (int i = 1; i < nin; i++) {
			tasoc_shape b = in[i], a = r;
			int rank = a.rank > b.rank ? a.rank : b.rank;
			r.rank = rank;
			for (int k = 0; k < rank; k++) {
				int ka = k - (rank - a.rank), kb = k - (rank - b.rank);
				int32_t da = ka >= 0 ? a.dim[ka] : 1, db = kb >= 0 ? b.dim[kb] : 1;
				if (da != db && da != 1 && db != 1)
					return false;
				r.dim[k] = da == 1 ? db : da;
			}
		}
		out[0] = r;
		/* Where picks from inputs 1 and 2; the others keep input 0's type. */
		out_dtype[0] = strcmp(op, "Where") == 0 && nin > 1 ? in_dtype[1] : in_dtype[0];
	} else {
		return false;
	}
	if (strcmp(op, "Cast") == 0)
		out_dtype[0] = (int32_t)tasoc_onnx_attr_int(n, "to", 0);
	if (IN_LIST(op, boolean_out))
		out_dtype[0] = ONNX__TENSOR_PROTO__DATA_TYPE__BOOL;
	return true;
}

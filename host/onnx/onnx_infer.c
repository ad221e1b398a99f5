/* onnx_infer.c: output shapes of unmapped operators whose shape rule is simple. */
#include <string.h>

#include "onnx_internal.h"

/*
 * ONNX shape inference lives in the onnx C++ library, which tasoc does not
 * link. Models usually carry shapes in value_info (onnx.shape_inference
 * writes them); for common operators without it, this file knows their rule:
 * element-wise, numpy broadcasting, and the shape-moving operators PyTorch
 * exports emit (Unsqueeze, Squeeze, Shape, Reduce*, Transpose, Concat,
 * MatMul, Gather, Slice, Expand). Anything else is an error that says to run
 * shape inference first: tasoc never guesses a shape.
 */

enum { I64 = ONNX__TENSOR_PROTO__DATA_TYPE__INT64, BOOL = ONNX__TENSOR_PROTO__DATA_TYPE__BOOL };

/* Element-wise: the output is shaped like input 0. */
static const char *const same_shape[] = {
	"Abs", "Acos", "Acosh", "Asin", "Asinh", "Atan", "Atanh", "Cast", "Ceil", "Celu", "Clip",
	"Cos", "Cosh", "Dropout", "Elu", "Erf", "Exp", "Floor", "Gelu", "HardSigmoid", "HardSwish",
	"Hardmax", "InstanceNormalization", "IsInf", "IsNaN", "LRN", "LeakyRelu", "Log",
	"LogSoftmax", "LpNormalization", "Mish", "Neg", "Not", "PRelu", "Reciprocal", "Round",
	"Selu", "Shrink", "Sign", "Sin", "Sinh", "Softmax", "Softplus", "Softsign", "Sqrt", "Tan",
	"ThresholdedRelu", "MeanVarianceNormalization", "Relu", "Sigmoid", "Tanh", "Identity",
	"CastLike", "LayerNormalization",
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

static const char *const reductions[] = {
	"ReduceL1", "ReduceL2", "ReduceLogSum", "ReduceLogSumExp", "ReduceMax", "ReduceMean",
	"ReduceMin", "ReduceProd", "ReduceSum", "ReduceSumSquare", "ArgMax", "ArgMin",
};

static bool in_list(const char *op, const char *const *list, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (strcmp(op, list[i]) == 0)
			return true;
	return false;
}

#define IN_LIST(op, list) in_list(op, list, sizeof list / sizeof list[0])

static bool broadcast2(const tasoc_shape *a, const tasoc_shape *b, tasoc_shape *r)
{
	int rank = a->rank > b->rank ? a->rank : b->rank;
	tasoc_shape out = { rank, { 0 } };
	for (int k = 0; k < rank; k++) {
		int ka = k - (rank - a->rank), kb = k - (rank - b->rank);
		int32_t da = ka >= 0 ? a->dim[ka] : 1, db = kb >= 0 ? b->dim[kb] : 1;
		if (da != db && da != 1 && db != 1)
			return false;
		out.dim[k] = da == 1 ? db : da;
	}
	*r = out;
	return true;
}

/* The integer list an operator takes as attribute name or, in newer opsets, as input k. */
static const int64_t *ints_of(const Onnx__NodeProto *n, const char *name, int nin, const tasoc_onnx_in *in,
			      int k, size_t *count)
{
	const int64_t *a = tasoc_onnx_attr_ints(n, name, count);
	if (a)
		return a;
	if (k < nin && in[k].present) {
		*count = in[k].nints;
		return in[k].ints; /* NULL when the input is not a constant */
	}
	*count = 0;
	return NULL;
}

/* axes normalized against rank into a bit mask; false for one out of range or repeated. */
static bool axis_mask(const int64_t *axes, size_t n, int rank, unsigned *mask)
{
	*mask = 0;
	for (size_t i = 0; i < n; i++) {
		int64_t a = axes[i] < 0 ? axes[i] + rank : axes[i];
		if (a < 0 || a >= rank || (*mask >> a & 1))
			return false;
		*mask |= 1u << a;
	}
	return true;
}

static bool reduce(const Onnx__NodeProto *n, int nin, const tasoc_onnx_in *in, tasoc_shape *out)
{
	const tasoc_shape *x = &in[0].shape;
	bool keep = tasoc_onnx_attr_int(n, "keepdims", 1) != 0;
	size_t na;
	unsigned mask;
	const int64_t *axes;
	int64_t one;
	if (!strncmp(n->op_type, "Arg", 3)) {
		one = tasoc_onnx_attr_int(n, "axis", 0);
		axes = &one;
		na = 1;
	} else {
		axes = ints_of(n, "axes", nin, in, 1, &na);
		if (!axes && nin > 1 && in[1].present)
			return false; /* axes computed at run time */
	}
	if (na == 0) {
		if (tasoc_onnx_attr_int(n, "noop_with_empty_axes", 0)) {
			*out = *x;
			return true;
		}
		mask = (1u << x->rank) - 1;
	} else if (!axis_mask(axes, na, x->rank, &mask)) {
		return false;
	}
	tasoc_shape r = { 0, { 0 } };
	for (int k = 0; k < x->rank; k++)
		if (!(mask >> k & 1))
			r.dim[r.rank++] = x->dim[k];
		else if (keep)
			r.dim[r.rank++] = 1;
	*out = r;
	return true;
}

static bool unsqueeze(const Onnx__NodeProto *n, int nin, const tasoc_onnx_in *in, tasoc_shape *out)
{
	size_t na;
	const int64_t *axes = ints_of(n, "axes", nin, in, 1, &na);
	int rank = in[0].shape.rank + (int)na;
	unsigned mask;
	if (!axes || rank > TASOC_MAX_RANK || !axis_mask(axes, na, rank, &mask))
		return false;
	tasoc_shape r = { rank, { 0 } };
	for (int k = 0, j = 0; k < rank; k++)
		r.dim[k] = (mask >> k & 1) ? 1 : in[0].shape.dim[j++];
	*out = r;
	return true;
}

static bool squeeze(const Onnx__NodeProto *n, int nin, const tasoc_onnx_in *in, tasoc_shape *out)
{
	const tasoc_shape *x = &in[0].shape;
	size_t na;
	const int64_t *axes = ints_of(n, "axes", nin, in, 1, &na);
	unsigned mask = 0;
	if (!axes && nin > 1 && in[1].present)
		return false;
	if (axes && !axis_mask(axes, na, x->rank, &mask))
		return false;
	tasoc_shape r = { 0, { 0 } };
	for (int k = 0; k < x->rank; k++) {
		bool drop = axes ? (mask >> k & 1) : x->dim[k] == 1;
		if (drop && x->dim[k] != 1)
			return false;
		if (!drop)
			r.dim[r.rank++] = x->dim[k];
	}
	*out = r;
	return true;
}

static bool matmul(const tasoc_shape *a0, const tasoc_shape *b0, tasoc_shape *out)
{
	tasoc_shape a = *a0, b = *b0;
	bool va = a.rank == 1, vb = b.rank == 1;
	if (a.rank < 1 || b.rank < 1)
		return false;
	if (va) /* [K] is [1, K] with the 1 dropped after */
		a = (tasoc_shape){ 2, { 1, a0->dim[0] } };
	if (vb)
		b = (tasoc_shape){ 2, { b0->dim[0], 1 } };
	if (a.dim[a.rank - 1] != b.dim[b.rank - 2])
		return false;
	tasoc_shape ba = { a.rank - 2, { 0 } }, bb = { b.rank - 2, { 0 } }, r;
	memcpy(ba.dim, a.dim, sizeof(int32_t) * (size_t)ba.rank);
	memcpy(bb.dim, b.dim, sizeof(int32_t) * (size_t)bb.rank);
	if (!broadcast2(&ba, &bb, &r) || r.rank + 2 > TASOC_MAX_RANK)
		return false;
	if (!va)
		r.dim[r.rank++] = a.dim[a.rank - 2];
	if (!vb)
		r.dim[r.rank++] = b.dim[b.rank - 1];
	*out = r;
	return true;
}

static bool slice(const Onnx__NodeProto *n, int64_t opset, int nin, const tasoc_onnx_in *in, tasoc_shape *out)
{
	const tasoc_shape *x = &in[0].shape;
	size_t ns, ne, na, nst;
	const int64_t *st, *en, *ax, *sp;
	if (opset < 10) {
		st = tasoc_onnx_attr_ints(n, "starts", &ns);
		en = tasoc_onnx_attr_ints(n, "ends", &ne);
		ax = tasoc_onnx_attr_ints(n, "axes", &na);
		sp = NULL;
		nst = 0;
	} else {
		st = nin > 1 ? in[1].ints : NULL, ns = nin > 1 ? in[1].nints : 0;
		en = nin > 2 ? in[2].ints : NULL, ne = nin > 2 ? in[2].nints : 0;
		ax = nin > 3 && in[3].present ? in[3].ints : NULL, na = nin > 3 && in[3].present ? in[3].nints : 0;
		sp = nin > 4 && in[4].present ? in[4].ints : NULL, nst = nin > 4 && in[4].present ? in[4].nints : 0;
		if ((nin > 3 && in[3].present && !ax) || (nin > 4 && in[4].present && !sp))
			return false;
	}
	if (!st || !en || ns != ne || (ax && na != ns) || (sp && nst != ns))
		return false;
	tasoc_shape r = *x;
	for (size_t i = 0; i < ns; i++) {
		int64_t a = ax ? ax[i] : (int64_t)i;
		a = a < 0 ? a + x->rank : a;
		int64_t step = sp ? sp[i] : 1, dim = a >= 0 && a < x->rank ? x->dim[a] : -1;
		if (dim < 0 || step == 0 || step == INT64_MIN)
			return false;
		int64_t s = st[i] < 0 ? st[i] + dim : st[i], e = en[i] < 0 ? en[i] + dim : en[i], len;
		if (step > 0) {
			s = s < 0 ? 0 : s > dim ? dim : s;
			e = e < 0 ? 0 : e > dim ? dim : e;
			len = e > s ? 1 + (e - s - 1) / step : 0; /* a huge step must not overflow */
		} else {
			s = s < 0 ? 0 : s > dim - 1 ? dim - 1 : s;
			e = e < -1 ? -1 : e > dim - 1 ? dim - 1 : e;
			len = s > e ? 1 + (s - e - 1) / -step : 0;
		}
		r.dim[a] = (int32_t)len;
	}
	*out = r;
	return true;
}

static bool gather(const Onnx__NodeProto *n, const tasoc_onnx_in *in, tasoc_shape *out)
{
	const tasoc_shape *x = &in[0].shape, *idx = &in[1].shape;
	int64_t axis = tasoc_onnx_attr_int(n, "axis", 0);
	axis = axis < 0 ? axis + x->rank : axis;
	if (axis < 0 || axis >= x->rank || x->rank - 1 + idx->rank > TASOC_MAX_RANK)
		return false;
	tasoc_shape r = { 0, { 0 } };
	for (int k = 0; k < x->rank; k++) {
		if (k != axis) {
			r.dim[r.rank++] = x->dim[k];
			continue;
		}
		for (int j = 0; j < idx->rank; j++)
			r.dim[r.rank++] = idx->dim[j];
	}
	*out = r;
	return true;
}

static bool all_known(int nin, const tasoc_onnx_in *in)
{
	for (int i = 0; i < nin; i++)
		if (in[i].present && !in[i].known)
			return false;
	return nin > 0 && in[0].known;
}

bool tasoc_onnx_infer_opaque(const Onnx__NodeProto *n, int64_t opset, int nin, const tasoc_onnx_in *in,
			     int nout, tasoc_shape *out, int32_t *out_dtype)
{
	const char *op = n->op_type ? n->op_type : "";
	bool ok = false;
	if ((n->domain && n->domain[0] && strcmp(n->domain, "ai.onnx") != 0) || nout < 1 || !all_known(nin, in))
		return false;
	if (tasoc_onnx_infer_nn(n, opset, nin, in, nout, out, out_dtype))
		return true;
	out_dtype[0] = in[0].dtype;
	if (IN_LIST(op, same_shape)) {
		if (nout > 1 && strcmp(op, "Dropout") != 0)
			return false;
		for (int o = 0; o < nout; o++) {
			out[o] = in[0].shape;
			out_dtype[o] = o == 0 ? in[0].dtype : BOOL;
		}
		ok = true;
		if (!strcmp(op, "Cast"))
			out_dtype[0] = (int32_t)tasoc_onnx_attr_int(n, "to", 0);
		if (!strcmp(op, "CastLike") && nin > 1)
			out_dtype[0] = in[1].dtype;
	} else if (nout != 1) {
		return false;
	} else if (IN_LIST(op, broadcast)) {
		ok = true;
		out[0] = in[0].shape;
		for (int i = 1; i < nin && ok; i++)
			ok = !in[i].present || broadcast2(&out[0], &in[i].shape, &out[0]);
		/* Where picks from inputs 1 and 2; the others keep input 0's type. */
		if (!strcmp(op, "Where") && nin > 1)
			out_dtype[0] = in[1].dtype;
	} else if (IN_LIST(op, reductions)) {
		ok = reduce(n, nin, in, out);
		if (!strncmp(op, "Arg", 3))
			out_dtype[0] = I64;
	} else if (!strcmp(op, "Unsqueeze")) {
		ok = unsqueeze(n, nin, in, out);
	} else if (!strcmp(op, "Squeeze")) {
		ok = squeeze(n, nin, in, out);
	} else if (!strcmp(op, "Shape")) {
		int64_t r = in[0].shape.rank, s = tasoc_onnx_attr_int(n, "start", 0), e = tasoc_onnx_attr_int(n, "end", r);
		s = s < 0 ? s + r : s > r ? r : s;
		e = e < 0 ? e + r : e > r ? r : e;
		out[0] = (tasoc_shape){ 1, { (int32_t)(e - s) } };
		out_dtype[0] = I64;
		ok = s >= 0 && e > s;
	} else if (!strcmp(op, "Size")) {
		out[0] = (tasoc_shape){ 0, { 0 } };
		out_dtype[0] = I64;
		ok = true;
	} else if (!strcmp(op, "Transpose")) {
		size_t np;
		const int64_t *perm = tasoc_onnx_attr_ints(n, "perm", &np);
		int r = in[0].shape.rank;
		unsigned mask;
		ok = !perm || (np == (size_t)r && axis_mask(perm, np, r, &mask));
		for (int k = 0; ok && k < r; k++)
			out[0].dim[k] = in[0].shape.dim[perm ? perm[k] : r - 1 - k];
		out[0].rank = r;
	} else if (!strcmp(op, "Concat")) {
		int64_t axis = tasoc_onnx_attr_int(n, "axis", 0);
		out[0] = in[0].shape;
		axis = axis < 0 ? axis + out[0].rank : axis;
		ok = axis >= 0 && axis < out[0].rank;
		for (int i = 1; ok && i < nin; i++) {
			const tasoc_shape *s = &in[i].shape;
			ok = s->rank == out[0].rank;
			for (int k = 0; ok && k < s->rank; k++)
				ok = k == axis || s->dim[k] == out[0].dim[k];
			if (ok && (int64_t)out[0].dim[axis] + s->dim[axis] > INT32_MAX)
				ok = false; /* the sum must stay an extent */
			else if (ok)
				out[0].dim[axis] += s->dim[axis];
		}
	} else if (!strcmp(op, "MatMul") && nin == 2) {
		ok = matmul(&in[0].shape, &in[1].shape, out);
	} else if (!strcmp(op, "Gather") && nin == 2) {
		ok = gather(n, in, out);
	} else if (!strcmp(op, "Slice")) {
		ok = slice(n, opset, nin, in, out);
	} else if (!strcmp(op, "Expand") && nin == 2 && in[1].ints) {
		tasoc_shape want = { (int32_t)in[1].nints, { 0 } };
		ok = in[1].nints <= TASOC_MAX_RANK;
		for (size_t k = 0; ok && k < in[1].nints; k++) {
			ok = in[1].ints[k] >= 1 && in[1].ints[k] <= INT32_MAX;
			want.dim[k] = (int32_t)in[1].ints[k];
		}
		ok = ok && broadcast2(&in[0].shape, &want, out);
	}
	if (ok && IN_LIST(op, boolean_out))
		out_dtype[0] = BOOL;
	for (int o = 0; ok && o < nout; o++)
		ok = out[o].rank >= 0 && out[o].rank <= TASOC_MAX_RANK && tasoc_numel(&out[o]) > 0;
	return ok;
}

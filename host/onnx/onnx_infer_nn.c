/* onnx_infer_nn.c: output shapes of the network operators (Conv, pooling, Pad, Resize, LSTM...) from their inputs. */
#include <math.h>
#include <string.h>

#include "onnx_internal.h"

/*
 * Real models reach the importer with no value_info (silero, mlsd) or with
 * stale or symbolic entries, so tasoc computes these shapes itself, from the
 * ONNX operator definitions: the output extent of a window operator is
 * floor((in + pad_begin + pad_end - dilation * (kernel - 1) - 1) / stride) + 1
 * (ceil with ceil_mode), SAME_* padding gives ceil(in / stride). Each rule
 * returns false when an input it needs (a constant pads or sizes tensor) is
 * unknown: then the shape is unknown, never guessed.
 */

enum {
	F32 = ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT,
	U8 = ONNX__TENSOR_PROTO__DATA_TYPE__UINT8,
	I32 = ONNX__TENSOR_PROTO__DATA_TYPE__INT32,
	I64 = ONNX__TENSOR_PROTO__DATA_TYPE__INT64,
};

static bool is(const char *op, const char *name)
{
	return strcmp(op, name) == 0;
}

/* Window operators over x's spatial axes (2..rank-1), kernel k. */
static bool window(const Onnx__NodeProto *n, const tasoc_shape *x, const int64_t *k, int nsp, bool ceil_mode,
		   tasoc_shape *out)
{
	size_t ns, nd, np;
	const int64_t *st = tasoc_onnx_attr_ints(n, "strides", &ns);
	const int64_t *dl = tasoc_onnx_attr_ints(n, "dilations", &nd);
	const int64_t *pads = tasoc_onnx_attr_ints(n, "pads", &np);
	if ((st && ns != (size_t)nsp) || (dl && nd != (size_t)nsp) || (pads && np != 2 * (size_t)nsp))
		return false;
	bool same = tasoc_onnx_attr_is(n, "auto_pad", "SAME_UPPER") || tasoc_onnx_attr_is(n, "auto_pad", "SAME_LOWER");
	bool valid = tasoc_onnx_attr_is(n, "auto_pad", "VALID");
	for (int a = 0; a < nsp; a++) {
		int64_t in = x->dim[2 + a], s = st ? st[a] : 1, d = dl ? dl[a] : 1, o;
		/* attributes come from the file: bounded before any arithmetic, so nothing overflows */
		if (s < 1 || d < 1 || k[a] < 1 || s > INT32_MAX || d > INT32_MAX || k[a] > INT32_MAX ||
		    (pads && !valid && (pads[a] < 0 || pads[a + nsp] < 0 || pads[a] > INT32_MAX || pads[a + nsp] > INT32_MAX)))
			return false;
		int64_t span = d * (k[a] - 1) + 1;
		if (same) {
			o = (in + s - 1) / s;
		} else {
			int64_t p = valid || !pads ? 0 : pads[a] + pads[a + nsp], full = in + p - span;
			if (full < 0)
				return false;
			o = (ceil_mode ? (full + s - 1) / s : full / s) + 1;
		}
		if (o < 1 || o > INT32_MAX)
			return false;
		out->dim[2 + a] = (int32_t)o;
	}
	return true;
}

static bool conv(const Onnx__NodeProto *n, const tasoc_onnx_in *in, int nin, tasoc_shape *out)
{
	const tasoc_shape *x = &in[0].shape, *w = &in[1].shape;
	int64_t group = tasoc_onnx_attr_int(n, "group", 1), k[TASOC_MAX_RANK];
	if (nin < 2 || x->rank < 3 || w->rank != x->rank || group < 1 || group > INT32_MAX ||
	    x->dim[1] != w->dim[1] * group)
		return false;
	int nsp = x->rank - 2;
	size_t nk;
	const int64_t *ks = tasoc_onnx_attr_ints(n, "kernel_shape", &nk);
	for (int a = 0; a < nsp; a++)
		k[a] = ks && nk == (size_t)nsp ? ks[a] : w->dim[2 + a];
	*out = *x;
	out->dim[1] = w->dim[0];
	return window(n, x, k, nsp, false, out);
}

static bool pool(const Onnx__NodeProto *n, const tasoc_shape *x, tasoc_shape *out)
{
	size_t nk;
	const int64_t *ks = tasoc_onnx_attr_ints(n, "kernel_shape", &nk);
	if (x->rank < 3 || !ks || nk != (size_t)(x->rank - 2))
		return false;
	*out = *x;
	return window(n, x, ks, x->rank - 2, tasoc_onnx_attr_int(n, "ceil_mode", 0) != 0, out);
}

static bool pad(const Onnx__NodeProto *n, int64_t opset, int nin, const tasoc_onnx_in *in, tasoc_shape *out)
{
	const tasoc_shape *x = &in[0].shape;
	size_t np, na = 0;
	const int64_t *p = opset < 11 ? tasoc_onnx_attr_ints(n, "pads", &np) : NULL, *axes = NULL;
	if (opset >= 11) {
		if (nin < 2 || !in[1].ints)
			return false;
		p = in[1].ints;
		np = in[1].nints;
		if (nin > 3 && in[3].present) {
			if (!in[3].ints)
				return false;
			axes = in[3].ints;
			na = in[3].nints;
		}
	}
	size_t count = axes ? na : (size_t)x->rank;
	if (!p || np != 2 * count)
		return false;
	*out = *x;
	for (size_t i = 0; i < count; i++) {
		int64_t a = axes ? (axes[i] < 0 ? axes[i] + x->rank : axes[i]) : (int64_t)i;
		if (a < 0 || a >= x->rank || p[i] < -INT32_MAX || p[i] > INT32_MAX || p[i + count] < -INT32_MAX ||
		    p[i + count] > INT32_MAX)
			return false;
		int64_t d = x->dim[a] + p[i] + p[i + count];
		if (d < 1 || d > INT32_MAX)
			return false;
		out->dim[a] = (int32_t)d;
	}
	return true;
}

/* Resize (opset 10: X, scales; 11+: X, roi, scales, sizes) and Upsample (X, scales). */
static bool resize(const Onnx__NodeProto *n, int64_t opset, int nin, const tasoc_onnx_in *in, tasoc_shape *out)
{
	const tasoc_shape *x = &in[0].shape;
	int si = is(n->op_type, "Upsample") || opset < 11 ? 1 : 2;
	*out = *x;
	if (tasoc_onnx_attr(n, "axes"))
		return false; /* opset 18's partial axes: not needed yet */
	if (nin > 3 && si == 2 && in[3].present && in[3].nints) {
		if (!in[3].ints || in[3].nints != (size_t)x->rank)
			return false;
		for (int k = 0; k < x->rank; k++) {
			if (in[3].ints[k] < 1 || in[3].ints[k] > INT32_MAX)
				return false;
			out->dim[k] = (int32_t)in[3].ints[k];
		}
		return true;
	}
	size_t ns = 0;
	const float *sc = NULL;
	if (si == 1 && opset < 9 && tasoc_onnx_attr(n, "scales")) {
		const Onnx__AttributeProto *a = tasoc_onnx_attr(n, "scales");
		sc = a->floats;
		ns = a->n_floats;
	} else if (nin > si && in[si].floats) {
		sc = in[si].floats;
		ns = in[si].nfloats;
	}
	if (!sc || ns != (size_t)x->rank)
		return false;
	for (int k = 0; k < x->rank; k++) {
		double d = floor((double)x->dim[k] * sc[k]);
		if (!(d >= 1 && d <= INT32_MAX))
			return false;
		out->dim[k] = (int32_t)d;
	}
	return true;
}

static bool reshape(const Onnx__NodeProto *n, int nin, const tasoc_onnx_in *in, tasoc_shape *out)
{
	const tasoc_shape *x = &in[0].shape;
	if (nin < 2 || !in[1].ints || in[1].nints > TASOC_MAX_RANK)
		return false;
	int64_t known = 1, total = tasoc_numel(x);
	int infer = -1;
	bool allowzero = tasoc_onnx_attr_int(n, "allowzero", 0) != 0;
	out->rank = (int32_t)in[1].nints;
	for (int i = 0; i < out->rank; i++) {
		int64_t d = in[1].ints[i];
		if (d == 0 && !allowzero) {
			if (i >= x->rank)
				return false;
			d = x->dim[i];
		}
		if (d == -1 && infer < 0) {
			infer = i;
			continue;
		}
		if (d < 1 || d > INT32_MAX || __builtin_mul_overflow(known, d, &known))
			return false;
		out->dim[i] = (int32_t)d;
	}
	if (infer >= 0) {
		if (total % known)
			return false;
		out->dim[infer] = (int32_t)(total / known);
	}
	return tasoc_numel(out) == total;
}

static bool split(const Onnx__NodeProto *n, int64_t opset, int nin, const tasoc_onnx_in *in, int nout, tasoc_shape *out)
{
	const tasoc_shape *x = &in[0].shape;
	int64_t axis = tasoc_onnx_attr_int(n, "axis", 0);
	axis = axis < 0 ? axis + x->rank : axis;
	if (axis < 0 || axis >= x->rank || (size_t)nout != n->n_output)
		return false;
	size_t ns = 0;
	const int64_t *sz = opset < 13 ? tasoc_onnx_attr_ints(n, "split", &ns) : NULL;
	if (!sz && nin > 1 && in[1].present) {
		if (!in[1].ints)
			return false;
		sz = in[1].ints;
		ns = in[1].nints;
	}
	int64_t dim = x->dim[axis], total = 0, part = (dim + nout - 1) / nout;
	if (!sz && opset < 18 && dim % nout)
		return false;
	if (sz && ns != (size_t)nout)
		return false;
	for (int o = 0; o < nout; o++) {
		int64_t d = sz ? sz[o] : o + 1 < nout ? part : dim - part * (nout - 1);
		if (d < 1 || d > INT32_MAX)
			return false;
		out[o] = *x;
		out[o].dim[axis] = (int32_t)d;
		total += d;
	}
	return total == dim;
}

/* LSTM, GRU, RNN: Y [seq, dirs, batch, hidden], Y_h and Y_c [dirs, batch, hidden] (layout 0). */
static bool recurrent(const Onnx__NodeProto *n, const tasoc_onnx_in *in, int nout, tasoc_shape *out, int32_t *dt)
{
	const tasoc_shape *x = &in[0].shape;
	int64_t hidden = tasoc_onnx_attr_int(n, "hidden_size", 0);
	int32_t dirs = tasoc_onnx_attr_is(n, "direction", "bidirectional") ? 2 : 1;
	bool batch_first = tasoc_onnx_attr_int(n, "layout", 0) != 0;
	if (x->rank != 3 || hidden < 1 || hidden > INT32_MAX)
		return false;
	int32_t seq = x->dim[batch_first ? 1 : 0], batch = x->dim[batch_first ? 0 : 1], h = (int32_t)hidden;
	int o = 0;
	for (size_t p = 0; p < n->n_output && o < nout; p++) {
		if (!n->output[p][0])
			continue;
		if (p == 0)
			out[o] = batch_first ? (tasoc_shape){ 4, { batch, seq, dirs, h } } : (tasoc_shape){ 4, { seq, dirs, batch, h } };
		else
			out[o] = batch_first ? (tasoc_shape){ 3, { batch, dirs, h } } : (tasoc_shape){ 3, { dirs, batch, h } };
		dt[o++] = in[0].dtype;
	}
	return o == nout;
}

/* If: the branches' declared output types, when both are static and agree. */
static bool branches(const Onnx__NodeProto *n, int nout, tasoc_shape *out, int32_t *dt)
{
	const Onnx__AttributeProto *t = tasoc_onnx_attr(n, "then_branch"), *e = tasoc_onnx_attr(n, "else_branch");
	if (!t || !e || !t->g || !e->g || t->g->n_output != n->n_output || e->g->n_output != n->n_output)
		return false;
	char why[200];
	int o = 0;
	for (size_t p = 0; p < n->n_output; p++) {
		tasoc_shape a, b;
		int32_t da, db;
		if (!n->output[p][0])
			continue;
		if (o == nout || !tasoc_onnx_type_shape(t->g->output[p]->type, NULL, &da, &a, why, sizeof why) ||
		    !tasoc_onnx_type_shape(e->g->output[p]->type, NULL, &db, &b, why, sizeof why) || da != db ||
		    !tasoc_shape_eq(&a, &b))
			return false;
		out[o] = a;
		dt[o++] = da;
	}
	return o == nout;
}

bool tasoc_onnx_infer_nn(const Onnx__NodeProto *n, int64_t opset, int nin, const tasoc_onnx_in *in,
			 int nout, tasoc_shape *out, int32_t *dt)
{
	const char *op = n->op_type ? n->op_type : "";
	const tasoc_shape *x = &in[0].shape;
	bool ok = false;
	dt[0] = in[0].dtype;
	if (is(op, "Conv") || is(op, "ConvInteger")) {
		ok = nout == 1 && conv(n, in, nin, out);
		if (is(op, "ConvInteger"))
			dt[0] = I32;
	} else if (is(op, "MaxPool") || is(op, "AveragePool") || is(op, "LpPool")) {
		ok = nout >= 1 && nout <= 2 && pool(n, x, out);
		if (nout == 2) {
			out[1] = out[0];
			dt[1] = I64;
		}
	} else if (is(op, "GlobalAveragePool") || is(op, "GlobalMaxPool") || is(op, "GlobalLpPool")) {
		*out = *x;
		for (int k = 2; k < x->rank; k++)
			out->dim[k] = 1;
		ok = nout == 1 && x->rank >= 3;
	} else if (is(op, "BatchNormalization")) {
		*out = *x;
		ok = nout == 1;
	} else if (is(op, "Pad")) {
		ok = nout == 1 && pad(n, opset, nin, in, out);
	} else if (is(op, "Resize") || is(op, "Upsample")) {
		ok = nout == 1 && resize(n, opset, nin, in, out);
	} else if (is(op, "Reshape")) {
		ok = nout == 1 && reshape(n, nin, in, out);
	} else if (is(op, "Flatten")) {
		int64_t axis = tasoc_onnx_attr_int(n, "axis", 1);
		axis = axis < 0 ? axis + x->rank : axis;
		int64_t d[2] = { 1, 1 };
		for (int k = 0; k < x->rank; k++)
			d[k >= axis] *= x->dim[k];
		*out = (tasoc_shape){ 2, { (int32_t)d[0], (int32_t)d[1] } };
		ok = nout == 1 && axis >= 0 && axis <= x->rank && d[0] <= INT32_MAX && d[1] <= INT32_MAX;
	} else if (is(op, "Split")) {
		ok = split(n, opset, nin, in, nout, out);
		for (int o = 0; o < nout; o++)
			dt[o] = in[0].dtype;
	} else if (is(op, "ConstantOfShape")) {
		const Onnx__AttributeProto *v = tasoc_onnx_attr(n, "value");
		ok = nout == 1 && in[0].ints && in[0].nints <= TASOC_MAX_RANK;
		out->rank = ok ? (int32_t)in[0].nints : 0;
		for (int k = 0; ok && k < out->rank; k++) {
			ok = in[0].ints[k] >= 1 && in[0].ints[k] <= INT32_MAX;
			out->dim[k] = (int32_t)in[0].ints[k];
		}
		dt[0] = v && v->t && v->t->has_data_type ? v->t->data_type : F32;
	} else if (is(op, "Gemm")) {
		const tasoc_shape *b = &in[1].shape;
		bool ta = tasoc_onnx_attr_int(n, "transA", 0) != 0, tb = tasoc_onnx_attr_int(n, "transB", 0) != 0;
		ok = nout == 1 && nin >= 2 && x->rank == 2 && b->rank == 2 && x->dim[ta ? 0 : 1] == b->dim[tb ? 1 : 0];
		*out = (tasoc_shape){ 2, { x->dim[ta ? 1 : 0], b->dim[tb ? 0 : 1] } };
	} else if (is(op, "LSTM") || is(op, "GRU") || is(op, "RNN")) {
		ok = recurrent(n, in, nout, out, dt);
	} else if (is(op, "Tile")) {
		ok = nout == 1 && nin == 2 && in[1].ints && in[1].nints == (size_t)x->rank;
		*out = *x;
		for (int k = 0; ok && k < x->rank; k++) {
			int64_t d;
			ok = !__builtin_mul_overflow((int64_t)x->dim[k], in[1].ints[k], &d) && d >= 1 && d <= INT32_MAX;
			out->dim[k] = (int32_t)d;
		}
	} else if (is(op, "DynamicQuantizeLinear")) {
		/* y like x (uint8), y_scale (float) and y_zero_point (uint8) scalars */
		const int32_t types[3] = { U8, F32, U8 };
		int o = 0;
		for (size_t p = 0; p < n->n_output && p < 3; p++)
			if (n->output[p][0]) {
				out[o] = p == 0 ? *x : (tasoc_shape){ 0, { 0 } };
				dt[o++] = types[p];
			}
		ok = o == nout && n->n_output <= 3;
	} else if (is(op, "If")) {
		ok = branches(n, nout, out, dt);
	} else if (is(op, "QuantizeLinear") || is(op, "DequantizeLinear")) {
		*out = *x;
		ok = nout == 1;
		dt[0] = is(op, "DequantizeLinear") ? F32 : nin > 2 && in[2].present ? in[2].dtype : U8;
	}
	for (int o = 0; ok && o < nout; o++)
		ok = out[o].rank >= 0 && out[o].rank <= TASOC_MAX_RANK && tasoc_numel(&out[o]) > 0;
	return ok;
}

/* onnx_eval.c: evaluates one ONNX node on constant inputs, for folding before import. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "onnx_const.h"

/*
 * What onnxsim does with ONNX Runtime, tasoc does here with a small
 * interpreter: the operators that shape-only and weight-only subgraphs are
 * made of (Shape arithmetic, Gather, Concat, Slice, Reshape, Cast,
 * ConstantOfShape, Transpose, ScatterND, element-wise arithmetic and
 * comparisons).
 * Anything else returns 0 and the node stays in the graph: declining is
 * always safe, a wrong value never is. Float results are computed in double
 * and rounded once to the output type: for + - * / and sqrt that is the
 * float32 result exactly.
 */

enum {
	FLOAT = ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT,
	INT64 = ONNX__TENSOR_PROTO__DATA_TYPE__INT64,
	BOOL = ONNX__TENSOR_PROTO__DATA_TYPE__BOOL,
	DOUBLE = ONNX__TENSOR_PROTO__DATA_TYPE__DOUBLE,
};

typedef const tasoc_onnx_const cc;

static bool is_float(int32_t dt)
{
	return dt == FLOAT || dt == DOUBLE;
}

static size_t esize(int32_t dt)
{
	return dt == BOOL ? 1 : tasoc_onnx_dtype_size(dt);
}

static void setv(tasoc_onnx_const *c, int64_t i, double f, int64_t v)
{
	switch (c->dtype) {
	case FLOAT: ((float *)c->data)[i] = (float)f; break;
	case DOUBLE: ((double *)c->data)[i] = f; break;
	case INT64: ((int64_t *)c->data)[i] = v; break;
	case ONNX__TENSOR_PROTO__DATA_TYPE__INT32: ((int32_t *)c->data)[i] = (int32_t)v; break;
	case ONNX__TENSOR_PROTO__DATA_TYPE__INT8: ((int8_t *)c->data)[i] = (int8_t)v; break;
	case BOOL: ((uint8_t *)c->data)[i] = v != 0; break;
	default: ((uint8_t *)c->data)[i] = (uint8_t)v; break;
	}
}

/* Integer list of a constant (axes, shapes, indices). */
static bool ints(cc *c, int64_t *v, int max, int *n)
{
	if (!c || is_float(c->dtype) || c->rank > 1 || c->numel > max)
		return false;
	for (int64_t i = 0; i < c->numel; i++)
		v[i] = tasoc_onnx_const_geti(c, i);
	*n = (int)c->numel;
	return true;
}

/* An integer list from attribute name or, in newer opsets, input k. */
static bool list_of(const Onnx__NodeProto *n, const char *name, int nin, cc *const *in, int k, int64_t *v,
		    int max, int *count, bool *given)
{
	size_t na;
	const int64_t *a = tasoc_onnx_attr_ints(n, name, &na);
	*given = true;
	if (a) {
		if (na > (size_t)max)
			return false;
		memcpy(v, a, na * sizeof *v);
		*count = (int)na;
		return true;
	}
	if (k < nin && in[k])
		return ints(in[k], v, max, count);
	*given = false;
	*count = 0;
	return true;
}

static int64_t norm_axis(int64_t a, int rank)
{
	return a < 0 ? a + rank : a;
}

/* ------------------------------------------------------------------ */
/* Element-wise.                                                       */

static bool broadcast_dims(int nin, cc *const *in, int *rank, int64_t *dim)
{
	*rank = 0;
	for (int i = 0; i < nin; i++)
		if (in[i] && in[i]->rank > *rank)
			*rank = in[i]->rank;
	for (int k = 0; k < *rank; k++) {
		dim[k] = 1;
		for (int i = 0; i < nin; i++) {
			if (!in[i])
				continue;
			int ki = k - (*rank - in[i]->rank);
			int64_t d = ki >= 0 ? in[i]->dim[ki] : 1;
			if (d != 1 && dim[k] != 1 && d != dim[k])
				return false;
			if (d != 1)
				dim[k] = d;
		}
	}
	return true;
}

/* The element of c that output element o (of shape rank/dim) broadcasts from. */
static int64_t bindex(cc *c, int rank, const int64_t *dim, int64_t o)
{
	int64_t idx = 0, stride = 1;
	for (int k = rank - 1; k >= 0; k--) {
		int64_t coord = o % dim[k];
		o /= dim[k];
		int kc = k - (rank - c->rank);
		if (kc >= 0) {
			if (c->dim[kc] != 1)
				idx += coord * stride;
			stride *= c->dim[kc];
		}
	}
	return idx;
}

static const char *const unary_ops[] = { "Identity", "Neg", "Abs", "Sqrt", "Exp", "Log", "Reciprocal", "Relu",
					 "Sigmoid", "Tanh", "Floor", "Ceil", "Not", "Cast", "Sign" };
static const char *const binary_ops[] = { "Add", "Sub", "Mul", "Div", "Pow", "Equal", "Less", "Greater",
					  "LessOrEqual", "GreaterOrEqual", "And", "Or", "Xor", "Max", "Min", "Where", "Mod" };

static bool listed(const char *op, const char *const *l, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!strcmp(op, l[i]))
			return true;
	return false;
}

static double unary_f(const char *op, double x)
{
	if (!strcmp(op, "Neg")) return -x;
	if (!strcmp(op, "Abs")) return fabs(x);
	if (!strcmp(op, "Sqrt")) return sqrt(x);
	if (!strcmp(op, "Exp")) return exp(x);
	if (!strcmp(op, "Log")) return log(x);
	if (!strcmp(op, "Reciprocal")) return 1.0 / x;
	if (!strcmp(op, "Relu")) return x > 0 ? x : 0;
	if (!strcmp(op, "Sigmoid")) return 1.0 / (1.0 + exp(-x));
	if (!strcmp(op, "Tanh")) return tanh(x);
	if (!strcmp(op, "Floor")) return floor(x);
	if (!strcmp(op, "Ceil")) return ceil(x);
	if (!strcmp(op, "Sign")) return (x > 0) - (x < 0);
	return x; /* Identity, Cast */
}

/* 1 done, 0 declined (an integer operation tasoc will not guess: division by zero, overflow). */
static int unary(const char *op, const Onnx__NodeProto *n, cc *x, tasoc_onnx_const *out)
{
	int32_t dt = x->dtype;
	if (!strcmp(op, "Cast"))
		dt = (int32_t)tasoc_onnx_attr_int(n, "to", 0);
	bool fl = is_float(x->dtype);
	if (!tasoc_onnx_const_type_ok(dt) || (!fl && strcmp(op, "Identity") && strcmp(op, "Cast") &&
					       strcmp(op, "Neg") && strcmp(op, "Abs") && strcmp(op, "Not") &&
					       strcmp(op, "Relu") && strcmp(op, "Sign")))
		return 0;
	int made = tasoc_onnx_const_make(out, dt, x->rank, x->dim);
	if (made <= 0)
		return made; /* 0: too large, declined */
	for (int64_t i = 0; i < x->numel; i++) {
		if (fl) {
			double f = unary_f(op, tasoc_onnx_const_getf(x, i));
			setv(out, i, f, tasoc_onnx_const_geti(&(tasoc_onnx_const){ DOUBLE, 0, { 0 }, 1, &f }, 0));
			continue;
		}
		int64_t v = tasoc_onnx_const_geti(x, i);
		if (!strcmp(op, "Neg") || (!strcmp(op, "Abs") && v < 0)) {
			if (v == INT64_MIN) {
				tasoc_onnx_const_free(out);
				return 0;
			}
			v = -v;
		} else if (!strcmp(op, "Not")) {
			v = !v;
		} else if (!strcmp(op, "Relu")) {
			v = v > 0 ? v : 0;
		} else if (!strcmp(op, "Sign")) {
			v = (v > 0) - (v < 0);
		}
		setv(out, i, (double)v, v);
	}
	return 1;
}

static bool cmp_op(const char *op)
{
	return !strcmp(op, "Equal") || !strcmp(op, "Less") || !strcmp(op, "Greater") ||
	       !strcmp(op, "LessOrEqual") || !strcmp(op, "GreaterOrEqual");
}

static int binary(const char *op, int nin, cc *const *in, tasoc_onnx_const *out)
{
	bool where = !strcmp(op, "Where");
	if (nin != (where ? 3 : 2) || !in[0] || !in[1] || (where && !in[2]))
		return 0;
	cc *a = where ? in[1] : in[0], *b = where ? in[2] : in[1];
	if (a->dtype != b->dtype)
		return 0;
	int rank;
	int64_t dim[TASOC_ONNX_MAX_RANK];
	if (!broadcast_dims(nin, in, &rank, dim))
		return 0;
	bool logic = !strcmp(op, "And") || !strcmp(op, "Or") || !strcmp(op, "Xor");
	int32_t dt = cmp_op(op) || logic ? BOOL : a->dtype;
	int made = tasoc_onnx_const_make(out, dt, rank, dim);
	if (made <= 0)
		return made; /* 0: too large, declined */
	bool fl = is_float(a->dtype);
	for (int64_t o = 0; o < out->numel; o++) {
		int64_t ia = bindex(a, rank, dim, o), ib = bindex(b, rank, dim, o);
		if (where) {
			int64_t ic = bindex(in[0], rank, dim, o);
			cc *pick = tasoc_onnx_const_geti(in[0], ic) ? a : b;
			int64_t ip = pick == a ? ia : ib;
			setv(out, o, tasoc_onnx_const_getf(pick, ip), tasoc_onnx_const_geti(pick, ip));
			continue;
		}
		if (fl) {
			double x = tasoc_onnx_const_getf(a, ia), y = tasoc_onnx_const_getf(b, ib), r;
			if (!strcmp(op, "Add")) r = x + y;
			else if (!strcmp(op, "Sub")) r = x - y;
			else if (!strcmp(op, "Mul")) r = x * y;
			else if (!strcmp(op, "Div")) r = x / y;
			else if (!strcmp(op, "Pow")) r = pow(x, y);
			else if (!strcmp(op, "Equal")) r = x == y;
			else if (!strcmp(op, "Less")) r = x < y;
			else if (!strcmp(op, "Greater")) r = x > y;
			else if (!strcmp(op, "LessOrEqual")) r = x <= y;
			else if (!strcmp(op, "GreaterOrEqual")) r = x >= y;
			else if (!strcmp(op, "Max")) r = x > y ? x : y;
			else if (!strcmp(op, "Min")) r = x < y ? x : y;
			else r = 0; /* logic on floats, and Mod: declined below */
			if (logic || !strcmp(op, "Mod")) {
				tasoc_onnx_const_free(out);
				return 0;
			}
			/* the integer view only where r has one: a cast of NaN or of a float beyond int64 is undefined */
			setv(out, o, r, r > -9.2e18 && r < 9.2e18 ? (int64_t)r : 0);
			continue;
		}
		int64_t x = tasoc_onnx_const_geti(a, ia), y = tasoc_onnx_const_geti(b, ib), r;
		bool ovf = false;
		if (!strcmp(op, "Add")) ovf = __builtin_add_overflow(x, y, &r);
		else if (!strcmp(op, "Sub")) ovf = __builtin_sub_overflow(x, y, &r);
		else if (!strcmp(op, "Mul")) ovf = __builtin_mul_overflow(x, y, &r);
		else if (!strcmp(op, "Div")) { ovf = y == 0 || (x == INT64_MIN && y == -1); r = ovf ? 0 : x / y; }
		else if (!strcmp(op, "Pow")) { ovf = true; r = 0; }
		else if (!strcmp(op, "Mod")) {
			ovf = y == 0 || (x == INT64_MIN && y == -1);
			r = ovf ? 0 : x % y;
			if (r != 0 && (r < 0) != (y < 0))
				r += y; /* ONNX's integer Mod is Python's: the result has the divisor's sign */
		}
		else if (!strcmp(op, "Equal")) r = x == y;
		else if (!strcmp(op, "Less")) r = x < y;
		else if (!strcmp(op, "Greater")) r = x > y;
		else if (!strcmp(op, "LessOrEqual")) r = x <= y;
		else if (!strcmp(op, "GreaterOrEqual")) r = x >= y;
		else if (!strcmp(op, "And")) r = x && y;
		else if (!strcmp(op, "Or")) r = x || y;
		else if (!strcmp(op, "Xor")) r = !x != !y;
		else if (!strcmp(op, "Max")) r = x > y ? x : y;
		else r = x < y ? x : y;
		if (ovf) {
			tasoc_onnx_const_free(out);
			return 0;
		}
		setv(out, o, (double)r, r);
	}
	return 1;
}

/* ------------------------------------------------------------------ */
/* Data movement: every output element copies one input element.        */

/* out element o's source index in x under per-axis start and step (a strided view). */
static int view(cc *x, int rank, const int64_t *dim, const int64_t *start, const int64_t *step,
		const int *axis_of, tasoc_onnx_const *out, int32_t dt)
{
	int made = tasoc_onnx_const_make(out, dt, rank, dim);
	if (made <= 0)
		return made; /* 0: too large, declined */
	int64_t xstride[TASOC_ONNX_MAX_RANK];
	size_t es = esize(dt);
	for (int64_t k = x->rank - 1, s = 1; k >= 0; k--) {
		xstride[k] = s;
		s *= x->dim[k];
	}
	for (int64_t o = 0; o < out->numel; o++) {
		int64_t rest = o, src = 0;
		for (int k = rank - 1; k >= 0; k--) {
			int64_t c = rest % dim[k];
			rest /= dim[k];
			int a = axis_of[k];
			src += (start[k] + c * step[k]) * xstride[a];
		}
		memcpy((char *)out->data + o * (int64_t)es, (const char *)x->data + src * (int64_t)es, es);
	}
	return 1;
}

static int reshaped(cc *x, int rank, const int64_t *dim, tasoc_onnx_const *out)
{
	int64_t numel = 1;
	for (int k = 0; k < rank; k++)
		if (dim[k] < 0 || __builtin_mul_overflow(numel, dim[k], &numel))
			return 0;
	if (rank > TASOC_ONNX_MAX_RANK || numel != x->numel)
		return 0;
	int made = tasoc_onnx_const_make(out, x->dtype, rank, dim);
	if (made <= 0)
		return made; /* 0: too large, declined */
	memcpy(out->data, x->data, (size_t)x->numel * esize(x->dtype));
	return 1;
}

static int reshape(const Onnx__NodeProto *n, cc *x, cc *shape, tasoc_onnx_const *out)
{
	int64_t d[TASOC_ONNX_MAX_RANK], known = 1;
	int cnt, infer = -1;
	if (!ints(shape, d, TASOC_ONNX_MAX_RANK, &cnt))
		return 0;
	bool allowzero = tasoc_onnx_attr_int(n, "allowzero", 0) != 0;
	for (int i = 0; i < cnt; i++) {
		if (d[i] == 0 && !allowzero) {
			if (i >= x->rank)
				return 0;
			d[i] = x->dim[i];
		}
		if (d[i] == -1 && infer < 0)
			infer = i;
		else if (d[i] < 0 || __builtin_mul_overflow(known, d[i], &known))
			return 0;
	}
	if (infer >= 0) {
		if (known == 0 || x->numel % known)
			return 0;
		d[infer] = x->numel / known;
	}
	return reshaped(x, cnt, d, out);
}

static int unsqueeze(const Onnx__NodeProto *n, int nin, cc *const *in, tasoc_onnx_const *out)
{
	int64_t axes[TASOC_ONNX_MAX_RANK], d[TASOC_ONNX_MAX_RANK];
	int na;
	bool given;
	cc *x = in[0];
	if (!list_of(n, "axes", nin, in, 1, axes, TASOC_ONNX_MAX_RANK, &na, &given) || !given)
		return 0;
	int rank = x->rank + na;
	unsigned mask = 0;
	if (rank > TASOC_ONNX_MAX_RANK)
		return 0;
	for (int i = 0; i < na; i++) {
		int64_t a = norm_axis(axes[i], rank);
		if (a < 0 || a >= rank || (mask >> a & 1))
			return 0;
		mask |= 1u << a;
	}
	for (int k = 0, j = 0; k < rank; k++)
		d[k] = (mask >> k & 1) ? 1 : x->dim[j++];
	return reshaped(x, rank, d, out);
}

static int squeeze(const Onnx__NodeProto *n, int nin, cc *const *in, tasoc_onnx_const *out)
{
	int64_t axes[TASOC_ONNX_MAX_RANK], d[TASOC_ONNX_MAX_RANK];
	int na, rank = 0;
	bool given;
	cc *x = in[0];
	unsigned mask = 0;
	if (!list_of(n, "axes", nin, in, 1, axes, TASOC_ONNX_MAX_RANK, &na, &given))
		return 0;
	for (int i = 0; i < na; i++) {
		int64_t a = norm_axis(axes[i], x->rank);
		if (a < 0 || a >= x->rank || x->dim[a] != 1)
			return 0;
		mask |= 1u << a;
	}
	for (int k = 0; k < x->rank; k++)
		if (given ? !(mask >> k & 1) : x->dim[k] != 1)
			d[rank++] = x->dim[k];
	return reshaped(x, rank, d, out);
}

static int flatten(const Onnx__NodeProto *n, cc *x, tasoc_onnx_const *out)
{
	int64_t axis = norm_axis(tasoc_onnx_attr_int(n, "axis", 1), x->rank), d[2] = { 1, 1 };
	if (axis < 0 || axis > x->rank)
		return 0;
	for (int k = 0; k < x->rank; k++)
		d[k >= axis] *= x->dim[k];
	return reshaped(x, 2, d, out);
}

static int transpose(const Onnx__NodeProto *n, cc *x, tasoc_onnx_const *out)
{
	size_t np;
	const int64_t *perm = tasoc_onnx_attr_ints(n, "perm", &np);
	int64_t d[TASOC_ONNX_MAX_RANK], start[TASOC_ONNX_MAX_RANK] = { 0 }, step[TASOC_ONNX_MAX_RANK];
	int axis_of[TASOC_ONNX_MAX_RANK];
	unsigned mask = 0;
	if (perm && np != (size_t)x->rank)
		return 0;
	for (int k = 0; k < x->rank; k++) {
		int64_t a = perm ? perm[k] : x->rank - 1 - k;
		if (a < 0 || a >= x->rank || (mask >> a & 1))
			return 0;
		mask |= 1u << a;
		axis_of[k] = (int)a;
		d[k] = x->dim[a];
		step[k] = 1;
	}
	return view(x, x->rank, d, start, step, axis_of, out, x->dtype);
}

static int slice(const Onnx__NodeProto *n, int64_t opset, int nin, cc *const *in, tasoc_onnx_const *out)
{
	cc *x = in[0];
	int64_t st[TASOC_ONNX_MAX_RANK], en[TASOC_ONNX_MAX_RANK], ax[TASOC_ONNX_MAX_RANK], sp[TASOC_ONNX_MAX_RANK];
	int ns, ne, na = 0, nsp = 0;
	bool given;
	if (opset < 10) {
		if (!list_of(n, "starts", 0, in, 0, st, TASOC_ONNX_MAX_RANK, &ns, &given) || !given ||
		    !list_of(n, "ends", 0, in, 0, en, TASOC_ONNX_MAX_RANK, &ne, &given) || !given ||
		    !list_of(n, "axes", 0, in, 0, ax, TASOC_ONNX_MAX_RANK, &na, &given))
			return 0;
	} else {
		if (nin < 3 || !ints(in[1], st, TASOC_ONNX_MAX_RANK, &ns) || !ints(in[2], en, TASOC_ONNX_MAX_RANK, &ne))
			return 0;
		if (nin > 3 && in[3] && !ints(in[3], ax, TASOC_ONNX_MAX_RANK, &na))
			return 0;
		if (nin > 4 && in[4] && !ints(in[4], sp, TASOC_ONNX_MAX_RANK, &nsp))
			return 0;
	}
	if (ns != ne || (na && na != ns) || (nsp && nsp != ns))
		return 0;
	int64_t d[TASOC_ONNX_MAX_RANK], start[TASOC_ONNX_MAX_RANK], step[TASOC_ONNX_MAX_RANK];
	int axis_of[TASOC_ONNX_MAX_RANK];
	for (int k = 0; k < x->rank; k++) {
		d[k] = x->dim[k];
		start[k] = 0;
		step[k] = 1;
		axis_of[k] = k;
	}
	for (int i = 0; i < ns; i++) {
		int64_t a = norm_axis(na ? ax[i] : i, x->rank), s1 = nsp ? sp[i] : 1;
		if (a < 0 || a >= x->rank || s1 == 0 || s1 == INT64_MIN)
			return 0;
		int64_t dim = x->dim[a], s = st[i] < 0 ? st[i] + dim : st[i], e = en[i] < 0 ? en[i] + dim : en[i], len;
		if (s1 > 0) {
			s = s < 0 ? 0 : s > dim ? dim : s;
			e = e < 0 ? 0 : e > dim ? dim : e;
			len = e > s ? 1 + (e - s - 1) / s1 : 0; /* no s1 - 1 added: a huge step would overflow */
		} else {
			s = s < 0 ? 0 : s > dim - 1 ? dim - 1 : s;
			e = e < -1 ? -1 : e > dim - 1 ? dim - 1 : e;
			len = s > e ? 1 + (s - e - 1) / -s1 : 0;
		}
		d[a] = len;
		start[a] = s;
		step[a] = s1;
	}
	return view(x, x->rank, d, start, step, axis_of, out, x->dtype);
}

static int concat(const Onnx__NodeProto *n, int nin, cc *const *in, tasoc_onnx_const *out)
{
	if (nin < 1 || !tasoc_onnx_attr(n, "axis"))
		return 0;
	cc *x = in[0];
	int64_t axis = norm_axis(tasoc_onnx_attr_int(n, "axis", 0), x->rank), d[TASOC_ONNX_MAX_RANK];
	if (axis < 0 || axis >= x->rank)
		return 0;
	memcpy(d, x->dim, sizeof d);
	d[axis] = 0;
	for (int i = 0; i < nin; i++) {
		if (!in[i] || in[i]->rank != x->rank || in[i]->dtype != x->dtype)
			return 0;
		for (int k = 0; k < x->rank; k++)
			if (k != axis && in[i]->dim[k] != x->dim[k])
				return 0;
		d[axis] += in[i]->dim[axis];
	}
	int made = tasoc_onnx_const_make(out, x->dtype, x->rank, d);
	if (made <= 0)
		return made; /* 0: too large, declined */
	int64_t outer = 1, inner = 1;
	size_t es = esize(x->dtype);
	for (int k = 0; k < axis; k++)
		outer *= x->dim[k];
	for (int k = (int)axis + 1; k < x->rank; k++)
		inner *= x->dim[k];
	char *p = out->data;
	for (int64_t o = 0; o < outer; o++)
		for (int i = 0; i < nin; i++) {
			size_t chunk = (size_t)(in[i]->dim[axis] * inner) * es;
			memcpy(p, (const char *)in[i]->data + (size_t)o * chunk, chunk);
			p += chunk;
		}
	return 1;
}

static int gather(const Onnx__NodeProto *n, cc *x, cc *idx, tasoc_onnx_const *out)
{
	int64_t axis = norm_axis(tasoc_onnx_attr_int(n, "axis", 0), x->rank), d[TASOC_ONNX_MAX_RANK];
	if (axis < 0 || axis >= x->rank || is_float(idx->dtype) || x->rank - 1 + idx->rank > TASOC_ONNX_MAX_RANK)
		return 0;
	int rank = 0;
	int64_t outer = 1, inner = 1;
	for (int k = 0; k < x->rank; k++) {
		if (k < axis)
			outer *= x->dim[k];
		if (k > axis)
			inner *= x->dim[k];
		if (k != axis)
			d[rank++] = x->dim[k];
		else
			for (int j = 0; j < idx->rank; j++)
				d[rank++] = idx->dim[j];
	}
	for (int64_t j = 0; j < idx->numel; j++) {
		int64_t v = tasoc_onnx_const_geti(idx, j);
		if (v < -x->dim[axis] || v >= x->dim[axis])
			return 0;
	}
	int made = tasoc_onnx_const_make(out, x->dtype, rank, d);
	if (made <= 0)
		return made; /* 0: too large, declined */
	size_t es = esize(x->dtype), chunk = (size_t)inner * es;
	char *p = out->data;
	for (int64_t o = 0; o < outer; o++)
		for (int64_t j = 0; j < idx->numel; j++) {
			int64_t v = tasoc_onnx_const_geti(idx, j);
			v = v < 0 ? v + x->dim[axis] : v;
			memcpy(p, (const char *)x->data + (size_t)((o * x->dim[axis] + v) * inner) * es, chunk);
			p += chunk;
		}
	return 1;
}

static int split(const Onnx__NodeProto *n, int64_t opset, int nin, cc *const *in, int nout, tasoc_onnx_const *out)
{
	cc *x = in[0];
	int64_t axis = norm_axis(tasoc_onnx_attr_int(n, "axis", 0), x->rank), sizes[64];
	int ns;
	bool given;
	if (axis < 0 || axis >= x->rank || nout > 64)
		return 0;
	if (!list_of(n, opset < 13 ? "split" : "-", nin, in, 1, sizes, 64, &ns, &given))
		return 0;
	int64_t dim = x->dim[axis];
	if (!given) {
		int64_t part = (dim + nout - 1) / nout; /* opset 18 rounds up; before, dim divides evenly */
		if (opset < 18 && dim % nout)
			return 0;
		for (int i = 0; i < nout; i++)
			sizes[i] = i + 1 < nout ? part : dim - part * (nout - 1);
		ns = nout;
	}
	int64_t total = 0;
	for (int i = 0; i < ns; i++) {
		if (sizes[i] < 0 || sizes[i] > dim - total)
			return 0; /* a negative part, or parts adding up past dim (summed without overflow) */
		total += sizes[i];
	}
	if (ns != nout || total != dim)
		return 0;
	int64_t start[TASOC_ONNX_MAX_RANK] = { 0 }, step[TASOC_ONNX_MAX_RANK], d[TASOC_ONNX_MAX_RANK];
	int axis_of[TASOC_ONNX_MAX_RANK];
	for (int k = 0; k < x->rank; k++) {
		step[k] = 1;
		axis_of[k] = k;
	}
	for (int i = 0; i < nout; i++) {
		memcpy(d, x->dim, sizeof d);
		d[axis] = sizes[i];
		int r = view(x, x->rank, d, start, step, axis_of, &out[i], x->dtype);
		if (r <= 0) {
			for (int j = 0; j < i; j++)
				tasoc_onnx_const_free(&out[j]);
			return r;
		}
		start[axis] += sizes[i];
	}
	return 1;
}

static int constant_of_shape(const Onnx__NodeProto *n, cc *shape, tasoc_onnx_const *out)
{
	int64_t d[TASOC_ONNX_MAX_RANK];
	int cnt;
	const Onnx__AttributeProto *a = tasoc_onnx_attr(n, "value");
	tasoc_onnx_const v = { FLOAT, 0, { 0 }, 1, NULL };
	float zero = 0;
	v.data = &zero;
	if (!ints(shape, d, TASOC_ONNX_MAX_RANK, &cnt))
		return 0;
	bool own = a && a->t;
	char why[120];
	if (own && (!tasoc_onnx_tensor_check(a->t, why, sizeof why) || !tasoc_onnx_const_from_tensor(a->t, &v)))
		return 0;
	int r = v.numel == 1 ? tasoc_onnx_const_make(out, v.dtype, cnt, d) : 0;
	size_t es = esize(v.dtype);
	for (int64_t i = 0; r == 1 && i < out->numel; i++)
		memcpy((char *)out->data + i * (int64_t)es, v.data, es);
	if (own)
		tasoc_onnx_const_free(&v);
	return r;
}

static int expand_tile(const char *op, cc *x, cc *arg, tasoc_onnx_const *out)
{
	int64_t d[TASOC_ONNX_MAX_RANK];
	int cnt;
	if (!ints(arg, d, TASOC_ONNX_MAX_RANK, &cnt))
		return 0;
	if (!strcmp(op, "Tile")) {
		if (cnt != x->rank)
			return 0;
		for (int k = 0; k < cnt; k++)
			if (d[k] < 0 || __builtin_mul_overflow(d[k], x->dim[k], &d[k]))
				return 0;
		int made = tasoc_onnx_const_make(out, x->dtype, cnt, d);
		if (made <= 0)
			return made; /* 0: too large, declined */
		size_t es = esize(x->dtype);
		for (int64_t o = 0; o < out->numel; o++) {
			int64_t rest = o, src = 0, stride = 1;
			for (int k = cnt - 1; k >= 0; k--) {
				src += (rest % d[k]) % x->dim[k] * stride;
				rest /= d[k];
				stride *= x->dim[k];
			}
			memcpy((char *)out->data + o * (int64_t)es, (const char *)x->data + src * (int64_t)es, es);
		}
		return 1;
	}
	tasoc_onnx_const want = { x->dtype, cnt, { 0 }, 1, NULL };
	memcpy(want.dim, d, sizeof d);
	cc *both[2] = { x, &want };
	int rank;
	int64_t dim[TASOC_ONNX_MAX_RANK];
	if (!broadcast_dims(2, both, &rank, dim))
		return 0;
	int made = tasoc_onnx_const_make(out, x->dtype, rank, dim);
	if (made <= 0)
		return made;
	size_t es = esize(x->dtype);
	for (int64_t o = 0; o < out->numel; o++)
		memcpy((char *)out->data + o * (int64_t)es, (const char *)x->data + bindex(x, rank, dim, o) * (int64_t)es, es);
	return 1;
}

static int range(cc *const *in, tasoc_onnx_const *out)
{
	if (!in[0] || !in[1] || !in[2] || in[0]->numel != 1 || in[1]->numel != 1 || in[2]->numel != 1)
		return 0;
	double s = tasoc_onnx_const_getf(in[0], 0), l = tasoc_onnx_const_getf(in[1], 0), dl = tasoc_onnx_const_getf(in[2], 0);
	if (dl == 0)
		return 0;
	double cnt = ceil((l - s) / dl);
	if (cnt > 1e7) /* before the cast: a count beyond int64 would be undefined */
		return 0;
	int64_t d = cnt > 0 ? (int64_t)cnt : 0;
	int made = tasoc_onnx_const_make(out, in[0]->dtype, 1, &d);
	if (made <= 0)
		return made;
	for (int64_t i = 0; i < d; i++) {
		double v = s + (double)i * dl;
		setv(out, i, v, is_float(in[0]->dtype) ? 0 : tasoc_onnx_const_geti(in[0], 0) + i * tasoc_onnx_const_geti(in[2], 0));
	}
	return 1;
}

/*
 * ScatterND without a reduction: x with the slices that idx names replaced
 * by those of upd, later ones over earlier (Swin's shifted-window mask is
 * built so, from ConstantOfShape, on shapes alone). Indexes may count from
 * the end; one out of range declines.
 */
static int scatter_nd(const Onnx__NodeProto *n, cc *x, cc *idx, cc *upd, tasoc_onnx_const *out)
{
	if (tasoc_onnx_attr(n, "reduction") && !tasoc_onnx_attr_is(n, "reduction", "none"))
		return 0;
	if (idx->rank < 1 || is_float(idx->dtype) || upd->dtype != x->dtype)
		return 0;
	int64_t k = idx->dim[idx->rank - 1];
	if (k < 1 || k > x->rank || upd->rank != idx->rank - 1 + x->rank - k)
		return 0;
	for (int j = 0; j < upd->rank; j++)
		if (upd->dim[j] != (j < idx->rank - 1 ? idx->dim[j] : x->dim[k + j - (idx->rank - 1)]))
			return 0;
	int64_t stride[TASOC_ONNX_MAX_RANK], s = 1;
	for (int j = x->rank - 1; j >= 0; j--) {
		stride[j] = s;
		s *= x->dim[j];
	}
	int64_t slice = stride[k - 1], nslices = idx->numel / k;
	int made = tasoc_onnx_const_make(out, x->dtype, x->rank, x->dim);
	if (made <= 0)
		return made;
	size_t es = esize(x->dtype);
	memcpy(out->data, x->data, (size_t)x->numel * es);
	for (int64_t q = 0; q < nslices; q++) {
		int64_t off = 0;
		for (int64_t j = 0; j < k; j++) {
			int64_t v = tasoc_onnx_const_geti(idx, q * k + j);
			v = v < 0 ? v + x->dim[j] : v;
			if (v < 0 || v >= x->dim[j]) {
				tasoc_onnx_const_free(out);
				return 0;
			}
			off += v * stride[j];
		}
		memcpy((char *)out->data + (size_t)off * es, (const char *)upd->data + (size_t)(q * slice) * es,
		       (size_t)slice * es);
	}
	return 1;
}

int tasoc_onnx_eval(const Onnx__NodeProto *n, int64_t opset, int nin, const tasoc_onnx_const *const *in,
		    int nout, tasoc_onnx_const *out)
{
	const char *op = n->op_type ? n->op_type : "";
	if ((n->domain && n->domain[0] && strcmp(n->domain, "ai.onnx") != 0) || nout < 1 || nin < 1 || !in[0])
		return 0;
	if (!strcmp(op, "Split"))
		return split(n, opset, nin, in, nout, out);
	if (nout != 1)
		return 0;
	if (listed(op, unary_ops, sizeof unary_ops / sizeof *unary_ops))
		return nin == 1 ? unary(op, n, in[0], out) : 0;
	/* Mod with fmod 1 (C's fmod, for floats) is left to the runtime; integer Mod takes the divisor's sign. */
	if (!strcmp(op, "Mod") && tasoc_onnx_attr_int(n, "fmod", 0) != 0)
		return 0;
	if (listed(op, binary_ops, sizeof binary_ops / sizeof *binary_ops))
		return binary(op, nin, in, out);
	if (!strcmp(op, "Reshape"))
		return nin == 2 && in[1] ? reshape(n, in[0], in[1], out) : 0;
	if (!strcmp(op, "Unsqueeze"))
		return unsqueeze(n, nin, in, out);
	if (!strcmp(op, "Squeeze"))
		return squeeze(n, nin, in, out);
	if (!strcmp(op, "Flatten"))
		return flatten(n, in[0], out);
	if (!strcmp(op, "Transpose"))
		return transpose(n, in[0], out);
	if (!strcmp(op, "Slice"))
		return slice(n, opset, nin, in, out);
	if (!strcmp(op, "Concat"))
		return concat(n, nin, in, out);
	if (!strcmp(op, "Gather"))
		return nin == 2 && in[1] ? gather(n, in[0], in[1], out) : 0;
	if (!strcmp(op, "ConstantOfShape"))
		return constant_of_shape(n, in[0], out);
	if ((!strcmp(op, "Expand") || !strcmp(op, "Tile")) && nin == 2 && in[1])
		return expand_tile(op, in[0], in[1], out);
	if (!strcmp(op, "Range") && nin == 3)
		return range(in, out);
	if (!strcmp(op, "ScatterND") && nin == 3 && in[1] && in[2])
		return scatter_nd(n, in[0], in[1], in[2], out);
	return 0;
}

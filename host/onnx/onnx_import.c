/* onnx_import.c: an ONNX ModelProto becomes a tasoc graph: mapped operators, opaque nodes, checks. */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../generated/ops_host.h"
#include "../fileio.h"
#include "onnx_internal.h"
#include "onnx_pattern.h"
#include "onnx_simplify.h"

/*
 * The importer walks the nodes in a topological order it computes itself (so
 * a cycle or a dangling edge is reported by name, not tripped over) and keeps
 * one record per ONNX tensor name. A node whose operator, types and
 * attributes a spec operator expresses exactly becomes that operator (or a
 * short chain of them); anything else becomes an opaque node carrying its
 * serialized NodeProto. Mapping is all or nothing per node: every condition
 * is checked before the first tasoc node is added, so a node that cannot be
 * mapped leaves nothing behind.
 */

enum { F32 = ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT };

/*
 * The spec's reshape has the attributes ndim, d0..d6 (spec/ops/runtime.lua):
 * a node holds TASOC_MAX_ATTRS words, one too few for 8 extents. Tensors
 * hold TASOC_MAX_RANK axes, so a Reshape, Squeeze or Unsqueeze to rank 8
 * stays opaque while every operator whose shape rule and kernel are
 * rank-generic (elementwise, concat, split, batch normalization, permute)
 * maps at any rank.
 */
#define RESHAPE_MAX_RANK (TASOC_RESHAPE_D6 - TASOC_RESHAPE_D0 + 1)

typedef struct value {
	const char *name;
	int32_t dtype;                /* 0 when unknown */
	bool has_shape, has_ref;
	tasoc_shape shape;
	tasoc_ref ref;                /* the tasoc tensor, once there is one */
	const Onnx__TensorProto *t;   /* a constant's data */
	bool side;                    /* a constant tasoc does not hold */
	int32_t side_id;              /* a constant's id in m->side, should a subgraph read it */
} value;

typedef struct imp {
	tasoc_graph *g;
	tasoc_onnx_model *m;
	const Onnx__GraphProto *gp;
	const Onnx__NodeProto *node;  /* the node being imported, for messages */
	value *vals;
	size_t nvals, capvals;
	tasoc_onnx_names byname;      /* tensor name -> vals index */
	tasoc_onnx_names producer;    /* tensor name -> node index */
	tasoc_onnx_names hints;       /* value_info 2i, graph output 2i+1 */
	Onnx__TensorProto **synth;    /* Constant values made from value_float(s)/value_int(s) */
	tasoc_onnx_names reads;       /* tensor name -> how many times it is read (onnx_pattern.c) */
	size_t nsynth;
} imp;

/* Some synthesized tensors outlive the import: the model owns them. */
struct synth_list {
	Onnx__TensorProto **t;
	size_t n;
};

static const char *node_label(const Onnx__NodeProto *n, char *buf, size_t size)
{
	const char *name = n->name && n->name[0] ? n->name : n->n_output ? n->output[0] : "";
	snprintf(buf, size, "node '%s' (%s)", name, n->op_type ? n->op_type : "?");
	return buf;
}

/* Messages are whole: g->err holds the node's label and the reason (names can be long: mlsd's are 300 bytes). */
static tasoc_status fail(imp *c, tasoc_status st, const char *fmt, ...)
{
	char lab[sizeof c->g->err];
	size_t size = sizeof c->g->err;
	int w = c->node ? snprintf(c->g->err, size, "%s: ", node_label(c->node, lab, sizeof lab)) : 0;
	if (w < 0 || (size_t)w >= size)
		return st;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(c->g->err + w, size - (size_t)w, fmt, ap); /* no argument points into g->err (fail_graph copies) */
	va_end(ap);
	return st;
}

/* A tasoc call failed and set g->err: prefix the node. */
static tasoc_status fail_graph(imp *c, tasoc_status st)
{
	char msg[sizeof c->g->err];
	snprintf(msg, sizeof msg, "%s", c->g->err);
	return fail(c, st, "%s", msg);
}

static value *lookup(imp *c, const char *name)
{
	int32_t i = name && name[0] ? tasoc_onnx_names_get(&c->byname, name) : -1;
	return i >= 0 ? &c->vals[i] : NULL;
}

static value *add_value(imp *c, const char *name)
{
	if (lookup(c, name)) {
		fail(c, TASOC_ERR_FORMAT, "tensor '%s' is defined twice", name);
		return NULL;
	}
	if (c->nvals == c->capvals) {
		size_t ncap = c->capvals ? c->capvals * 2 : 64;
		value *p = realloc(c->vals, ncap * sizeof *p);
		if (!p) {
			fail(c, TASOC_ERR_NOMEM, "out of memory");
			return NULL;
		}
		c->vals = p;
		c->capvals = ncap;
	}
	if (tasoc_onnx_names_put(&c->byname, name, (int32_t)c->nvals) < 0) {
		fail(c, TASOC_ERR_NOMEM, "out of memory");
		return NULL;
	}
	value *v = &c->vals[c->nvals++];
	memset(v, 0, sizeof *v);
	v->name = name;
	return v;
}

/* Binds an output name to a tasoc tensor. */
static tasoc_status bind(imp *c, const char *name, tasoc_ref r, int32_t dtype)
{
	value *v = add_value(c, name);
	if (!v)
		return TASOC_ERR_FORMAT;
	v->dtype = dtype;
	v->has_ref = v->has_shape = true;
	v->ref = r;
	v->shape = *tasoc_ref_shape(c->g, r);
	return TASOC_OK;
}

/* A constant becomes a tasoc weight when it is float and of a shape tasoc holds. */
static value *add_const(imp *c, const char *name, const Onnx__TensorProto *t, int32_t side_id)
{
	char why[160];
	if (!tasoc_onnx_tensor_check(t, why, sizeof why)) {
		fail(c, TASOC_ERR_FORMAT, "tensor '%s': %s", name, why);
		return NULL;
	}
	value *v = add_value(c, name);
	if (!v)
		return NULL;
	v->t = t;
	v->side_id = side_id;
	v->dtype = t->data_type;
	v->has_shape = tasoc_onnx_tensor_shape(t, &v->shape);
	v->side = !(v->dtype == F32 && v->has_shape);
	if (v->side && tasoc_onnx_names_put(&c->m->side, name, side_id) < 0) {
		fail(c, TASOC_ERR_NOMEM, "out of memory");
		return NULL;
	}
	return v;
}

/* The tasoc tensor of a value, making a weight of a float constant on first use. */
static tasoc_status ref_of(imp *c, value *v, tasoc_ref *r)
{
	if (!v->has_ref) {
		if (!v->t || v->side)
			return fail(c, TASOC_ERR_UNSUPPORTED, "tensor '%s' is not a tensor tasoc holds", v->name);
		/*
		 * Data mapped from an external file is borrowed, not copied: the
		 * mapping lives as long as the model (a 3 GB model's weights are
		 * then in memory once). A misaligned float is copied.
		 */
		const uint8_t *raw = v->t->has_raw_data ? v->t->raw_data.data : NULL;
		bool borrow = raw && tasoc_onnx_is_mapped(raw) && (uintptr_t)raw % _Alignof(float) == 0;
		float *data = borrow ? (float *)(uintptr_t)raw : tasoc_onnx_tensor_floats(v->t);
		if (!data)
			return fail(c, TASOC_ERR_NOMEM, "out of memory reading '%s'", v->name);
		int32_t w = tasoc_add_weight(c->g, v->name, v->shape, data, !borrow);
		if (!borrow)
			free(data);
		if (w < 0)
			return fail_graph(c, TASOC_ERR_NOMEM);
		v->ref = tasoc_ref_make(w, 0);
		v->has_ref = true;
	}
	*r = v->ref;
	return TASOC_OK;
}

/* Input i of the node when it is a float tensor of known shape tasoc can hold. */
static value *fin(imp *c, const Onnx__NodeProto *n, size_t i)
{
	if (i >= n->n_input)
		return NULL;
	value *v = lookup(c, n->input[i]);
	return v && v->dtype == F32 && v->has_shape && (v->has_ref || (v->t && !v->side)) ? v : NULL;
}

/* Integer elements of a constant input (Reshape's shape, Split's sizes). */
static int64_t *const_ints(imp *c, const Onnx__NodeProto *n, size_t i, size_t *count)
{
	value *v = i < n->n_input ? lookup(c, n->input[i]) : NULL;
	return v && v->t ? tasoc_onnx_tensor_ints(v->t, count) : NULL;
}

/* Adds a spec operator for the node; the last of a chain takes the output's name. */
static int32_t op(imp *c, int opcode, const int32_t *attr, int nin, const tasoc_ref *in,
		  const char *name)
{
	int32_t id = tasoc_add_op(c->g, opcode, attr, nin, in, name);
	if (id < 0)
		fail_graph(c, TASOC_ERR_SHAPE);
	return id;
}

/* The node as one spec operator whose output is the node's float output: 1 mapped, -1 error. */
static int map_as(imp *c, const Onnx__NodeProto *n, int opcode, const int32_t *attr, int nin, const tasoc_ref *in)
{
	int32_t id = op(c, opcode, attr, nin, in, n->output[0]);
	return id < 0 || bind(c, n->output[0], tasoc_ref_make(id, 0), F32) ? -1 : 1;
}

/* map_as for an operator of one input, the value x. */
static int map_as1(imp *c, const Onnx__NodeProto *n, int opcode, const int32_t *attr, value *x)
{
	tasoc_ref r;
	return ref_of(c, x, &r) != TASOC_OK ? -1 : map_as(c, n, opcode, attr, 1, &r);
}

/* ------------------------------------------------------------------ */
/* Padding: tasoc has SAME_UPPER ("same") and no padding ("valid").    */

/*
 * The tasoc padding that reproduces the node's auto_pad/pads/ceil_mode on
 * this input exactly, or -1. Both the pads and the output extent must agree:
 * then every window reads the same elements.
 */
static int pad_mode(const Onnx__NodeProto *n, const tasoc_shape *x, const int64_t *k,
		    const int64_t *s, int sp)
{
	int64_t pads[4] = { 0, 0, 0, 0 }, same[4];
	bool ceil_mode = tasoc_onnx_attr_int(n, "ceil_mode", 0) != 0;
	for (int a = 0; a < 2; a++) {
		int64_t in = x->dim[2 + a], out = (in + s[a] - 1) / s[a];
		int64_t total = (out - 1) * s[a] + k[a] - in;
		if (total < 0)
			total = 0;
		same[a] = total / 2;
		same[a + 2] = total - total / 2;
	}
	const Onnx__AttributeProto *ap = tasoc_onnx_attr(n, "auto_pad");
	if (ap && !tasoc_onnx_attr_is(n, "auto_pad", "NOTSET")) {
		if (tasoc_onnx_attr_is(n, "auto_pad", "VALID"))
			memset(pads, 0, sizeof pads);
		else if (tasoc_onnx_attr_is(n, "auto_pad", "SAME_UPPER"))
			memcpy(pads, same, sizeof pads);
		else if (tasoc_onnx_attr_is(n, "auto_pad", "SAME_LOWER")) /* equal when the total is even */
			for (int a = 0; a < 2; a++) {
				pads[a] = same[a + 2];
				pads[a + 2] = same[a];
			}
		else
			return -1;
		ceil_mode = false; /* auto_pad fixes the output extent */
	} else {
		size_t np;
		const int64_t *p = tasoc_onnx_attr_ints(n, "pads", &np);
		if (p && np != 2 * (size_t)sp)
			return -1;
		if (p && sp == 2)
			memcpy(pads, p, sizeof pads);
		if (p && sp == 1) { /* a 1-D window is a 2-D one of height 1: [begin, end] along W */
			pads[1] = p[0];
			pads[3] = p[1];
		}
	}
	int mode = memcmp(pads, same, sizeof pads) == 0 ? TASOC_PADDING_SAME
		 : (pads[0] | pads[1] | pads[2] | pads[3]) == 0 ? TASOC_PADDING_VALID : -1;
	if (mode < 0)
		return -1;
	for (int a = 0; a < 2; a++) {
		int64_t in = x->dim[2 + a], span = in + pads[a] + pads[a + 2] - k[a];
		if (span < 0)
			return -1;
		int64_t onnx_out = (ceil_mode ? (span + s[a] - 1) / s[a] : span / s[a]) + 1;
		int64_t ours = mode == TASOC_PADDING_SAME ? (in + s[a] - 1) / s[a] : (in - k[a]) / s[a] + 1;
		if (onnx_out != ours)
			return -1;
	}
	return mode;
}

/*
 * strides (default 1), dilations (must be 1), kernel_shape (must equal k
 * when given), for sp spatial axes: 2, or 1 (a 1-D window, read as a 2-D
 * one of height 1: k[0] and s[0] stay 1).
 */
static bool window_attrs(const Onnx__NodeProto *n, int64_t *k, int64_t *s, bool kernel_required, int sp)
{
	size_t nk, ns, nd;
	const int64_t *ks = tasoc_onnx_attr_ints(n, "kernel_shape", &nk);
	const int64_t *st = tasoc_onnx_attr_ints(n, "strides", &ns);
	const int64_t *dl = tasoc_onnx_attr_ints(n, "dilations", &nd);
	int off = 2 - sp;
	if (ks) {
		if (nk != (size_t)sp)
			return false;
		for (int a = 0; a < sp; a++) {
			if (!kernel_required && ks[a] != k[off + a])
				return false;
			k[off + a] = ks[a];
		}
	} else if (kernel_required) {
		return false;
	}
	if (k[0] < 1 || k[1] < 1 || k[0] > INT32_MAX || k[1] > INT32_MAX)
		return false;
	s[0] = s[1] = 1;
	if (st) {
		if (ns != (size_t)sp)
			return false;
		for (int a = 0; a < sp; a++) {
			if (st[a] < 1 || st[a] > INT32_MAX)
				return false;
			s[off + a] = st[a];
		}
	}
	for (size_t i = 0; dl && i < nd; i++)
		if (dl[i] != 1)
			return false;
	return !dl || nd == (size_t)sp;
}

/* ------------------------------------------------------------------ */
/* Operator mappings: 1 mapped, 0 not expressible (opaque), -1 error.  */

static int single_output(const Onnx__NodeProto *n)
{
	int k = 0;
	for (size_t i = 0; i < n->n_output; i++)
		k += n->output[i][0] != '\0';
	return k == 1 && n->output[0][0] != '\0';
}

/* The node as opcode on its first input (the others, if any, checked by the caller). */
static int map_first_input(imp *c, const Onnx__NodeProto *n, int opcode)
{
	value *x = fin(c, n, 0);
	tasoc_ref r;
	if (!x || !single_output(n))
		return 0;
	if (ref_of(c, x, &r) != TASOC_OK)
		return -1;
	return map_as(c, n, opcode, NULL, 1, &r);
}

static int map_unary(imp *c, const Onnx__NodeProto *n, int opcode)
{
	return n->n_input == 1 ? map_first_input(c, n, opcode) : 0;
}

/*
 * HardSigmoid, max(0, min(1, alpha * x + beta)), is hardsigmoid with alpha
 * and beta stored bit for bit (defaults 0.2 and 0.5; the same at every
 * opset: opset 1's consumed_inputs changes nothing). Not finite: opaque.
 */
static int map_hardsigmoid(imp *c, const Onnx__NodeProto *n, int opcode)
{
	float ab[2] = { tasoc_onnx_attr_float(n, "alpha", 0.2f), tasoc_onnx_attr_float(n, "beta", 0.5f) };
	if (n->n_input != 1 || !isfinite(ab[0]) || !isfinite(ab[1]))
		return 0;
	value *x = fin(c, n, 0);
	tasoc_ref r;
	int32_t attr[2];
	memcpy(attr, ab, sizeof attr);
	if (!x || !single_output(n))
		return 0;
	if (ref_of(c, x, &r) != TASOC_OK)
		return -1;
	return map_as(c, n, opcode, attr, 1, &r);
}

/*
 * PRelu (from opset 7, when its slope broadcasts numpy's way) whose slope
 * is one value or one per channel: [C] aligned with axis 1, as [C, 1, 1]
 * for a rank-4 input, or [1, C, 1, 1]. Any other slope stays opaque.
 */
static int map_prelu(imp *c, const Onnx__NodeProto *n, int opcode)
{
	value *x = fin(c, n, 0), *a = n->n_input == 2 ? fin(c, n, 1) : NULL;
	if (!x || !a || c->m->opset < 7 || !single_output(n) || x->shape.rank < 2 || a->shape.rank > x->shape.rank)
		return 0;
	int64_t C = x->shape.dim[1], na = tasoc_numel(&a->shape);
	if (na != 1) {
		int off = x->shape.rank - a->shape.rank; /* numpy aligns the slope's axes with x's last ones */
		if (na != C || off > 1)
			return 0;
		for (int j = 0; j < a->shape.rank; j++)
			if (a->shape.dim[j] != (j + off == 1 ? C : 1))
				return 0;
	}
	tasoc_ref in[2];
	if (ref_of(c, x, &in[0]) || ref_of(c, a, &in[1]))
		return -1;
	return map_as(c, n, opcode, NULL, 2, in);
}

/* A float constant of one element named name. */
static bool const_scalar(imp *c, const char *name, float *out)
{
	value *v = lookup(c, name);
	if (!v || !v->t || v->dtype != F32 || !v->has_shape || tasoc_numel(&v->shape) != 1)
		return false;
	float *f = tasoc_onnx_tensor_floats(v->t);
	if (!f)
		return false;
	*out = f[0];
	free(f);
	return true;
}

/* Input i of a Clip as a float constant of one element; false when absent or not constant. */
static bool clip_bound(imp *c, const Onnx__NodeProto *n, size_t i, float *out)
{
	return i < n->n_input && n->input[i][0] && const_scalar(c, n->input[i], out);
}

/*
 * Clip between 0 and 6 is relu6 (MobileNet's activation); any other Clip
 * stays opaque. The bounds are attributes before opset 11, optional
 * constant inputs from it on (folded constants count).
 */
static int map_clip(imp *c, const Onnx__NodeProto *n, int opcode)
{
	float lo, hi;
	if (c->m->opset < 11) {
		lo = tasoc_onnx_attr_float(n, "min", -1.0f);
		hi = tasoc_onnx_attr_float(n, "max", -1.0f);
	} else if (!clip_bound(c, n, 1, &lo) || !clip_bound(c, n, 2, &hi) || n->n_input > 3) {
		return 0;
	}
	return lo == 0.0f && hi == 6.0f ? map_first_input(c, n, opcode) : 0;
}

/* Identity and no-op transposes: the output name is another name for the input. */
static int alias(imp *c, const Onnx__NodeProto *n)
{
	value *x = n->n_input ? lookup(c, n->input[0]) : NULL;
	tasoc_ref r;
	if (!x || x->side || !single_output(n) || (!x->has_ref && !(x->t && !x->side)))
		return 0;
	if (ref_of(c, x, &r) != TASOC_OK)
		return -1;
	return bind(c, n->output[0], r, x->dtype) ? -1 : 1;
}

/* A reshape of r to the shape of rank 1 to RESHAPE_MAX_RANK, named name; -1 on error. */
static int32_t reshape_op(imp *c, tasoc_ref r, const tasoc_shape *to, const char *name)
{
	int32_t attr[1 + RESHAPE_MAX_RANK];
	for (int i = 0; i <= RESHAPE_MAX_RANK; i++)
		attr[i] = i ? 1 : to->rank;
	if (to->rank < 1 || to->rank > RESHAPE_MAX_RANK)
		return fail(c, TASOC_ERR_SHAPE, "a reshape to rank %d (tasoc's reshape has at most %d axes)",
			    (int)to->rank, RESHAPE_MAX_RANK), -1;
	for (int i = 0; i < to->rank; i++)
		attr[1 + i] = to->dim[i];
	return op(c, TASOC_OP_RESHAPE, attr, 1, &r, name);
}

/*
 * Transformers apply their linear layers to [batch, tokens, features]
 * tensors: a MatMul of rank 3 or 4 by a 2-D weight, then an Add of a bias
 * along the last axis. Both are the 2-D operators of a matrix whose rows are
 * every position: flat() gives r as [rows, last] for matmul or biasadd, and
 * the result is reshaped back. A reshape is a view (no data moves), and
 * reading through the one a previous product made keeps a Linear's product
 * and bias one chain, so that the projections of one input (BERT's Q, K and
 * V) meet the rules that merge products sharing an input.
 */
static bool is_linear_input(const tasoc_shape *x)
{
	return x->rank >= 3 && x->rank <= RESHAPE_MAX_RANK;
}

static int flat(imp *c, tasoc_ref r, tasoc_ref *out, const char *name)
{
	const tasoc_shape *s = tasoc_ref_shape(c->g, r);
	int64_t rows = 1;
	for (int k = 0; k + 1 < s->rank; k++)
		rows *= s->dim[k];
	int32_t d[2] = { (int32_t)rows, s->dim[s->rank - 1] };
	tasoc_shape m = tasoc_shape_make(2, d);
	const tasoc_node *p = &c->g->nodes[r.node];
	if (p->op == TASOC_OP_RESHAPE && tasoc_shape_eq(tasoc_ref_shape(c->g, p->in[0]), &m)) {
		*out = p->in[0];
		return 0;
	}
	int32_t id = reshape_op(c, r, &m, name);
	*out = tasoc_ref_make(id, 0);
	return id < 0 ? -1 : 0;
}

/* Applies the 2-D opcode to x flattened and b, and reshapes the result to x's leading extents and last. */
static int linear(imp *c, const Onnx__NodeProto *n, int opcode, value *x, value *b, int32_t last)
{
	tasoc_ref in[2], xr;
	char name[256];
	tasoc_shape to = x->shape;
	to.dim[to.rank - 1] = last;
	snprintf(name, sizeof name, "%s/rows", n->output[0]);
	if (ref_of(c, x, &xr) || ref_of(c, b, &in[1]) || flat(c, xr, &in[0], name))
		return -1;
	snprintf(name, sizeof name, "%s/%s", n->output[0], opcode == TASOC_OP_MATMUL ? "matmul" : "bias");
	int32_t id = op(c, opcode, NULL, 2, in, name);
	if (id < 0 || (id = reshape_op(c, tasoc_ref_make(id, 0), &to, n->output[0])) < 0)
		return -1;
	return bind(c, n->output[0], tasoc_ref_make(id, 0), F32) ? -1 : 1;
}

/* b is a bias along x's last axis, x of rank 3 or more. */
static bool last_axis_bias(const tasoc_shape *b, const tasoc_shape *x)
{
	return is_linear_input(x) && b->rank == 1 && b->dim[0] == x->dim[x->rank - 1];
}

/* b is per-channel for x: broadcast along every axis but 1. */
static bool per_channel(const tasoc_shape *b, const tasoc_shape *x)
{
	if (x->rank < 2 || b->rank > x->rank)
		return false;
	for (int k = 0; k < x->rank; k++) {
		int kb = k - (x->rank - b->rank);
		int32_t d = kb >= 0 ? b->dim[kb] : 1;
		if (d != (k == 1 ? x->dim[1] : 1))
			return false;
	}
	return true;
}

/*
 * Add and Mul (the spec's ewadd and ewmul, given as elementwise): of equal
 * shapes that operator; an Add of a per-channel or last-axis operand is
 * biasadd, a Mul by one element smul, a Mul by a per-channel operand chanmul.
 */
static int map_binary(imp *c, const Onnx__NodeProto *n, int elementwise)
{
	value *a = fin(c, n, 0), *b = fin(c, n, 1);
	if (!a || !b || n->n_input != 2 || !single_output(n))
		return 0;
	/* Before opset 7, broadcasting was opt-in (broadcast, axis) and not numpy's: equal shapes only. */
	bool legacy = c->m->opset < 7, add = elementwise == TASOC_OP_EWADD;
	int opcode;
	if (tasoc_shape_eq(&a->shape, &b->shape)) {
		opcode = elementwise;
	} else if (legacy) {
		/* Legacy broadcasting matches B's dims to A's from axis (or as a suffix). */
		const Onnx__AttributeProto *ax = tasoc_onnx_attr(n, "axis");
		int64_t axis = ax ? tasoc_onnx_attr_int(n, "axis", 0) : a->shape.rank - b->shape.rank;
		if (tasoc_onnx_attr_int(n, "broadcast", 0) != 1)
			return 0;
		if (add && b->shape.rank == 1 && axis == 1 && a->shape.rank >= 2 && b->shape.dim[0] == a->shape.dim[1])
			opcode = TASOC_OP_BIASADD;
		else if (!add && b->shape.rank <= 1 && tasoc_numel(&b->shape) == 1)
			opcode = TASOC_OP_SMUL;
		else
			return 0;
	} else if (add && last_axis_bias(&b->shape, &a->shape)) {
		return linear(c, n, TASOC_OP_BIASADD, a, b, a->shape.dim[a->shape.rank - 1]);
	} else if (add && last_axis_bias(&a->shape, &b->shape)) {
		return linear(c, n, TASOC_OP_BIASADD, b, a, b->shape.dim[b->shape.rank - 1]);
	} else if (add && per_channel(&b->shape, &a->shape)) {
		opcode = TASOC_OP_BIASADD;
	} else if (add && per_channel(&a->shape, &b->shape)) {
		opcode = TASOC_OP_BIASADD;
		value *t = a;
		a = b;
		b = t;
	} else if (!add && tasoc_numel(&b->shape) == 1 && b->shape.rank <= a->shape.rank) {
		opcode = TASOC_OP_SMUL;
	} else if (!add && tasoc_numel(&a->shape) == 1 && a->shape.rank <= b->shape.rank) {
		opcode = TASOC_OP_SMUL;
		value *t = a;
		a = b;
		b = t;
	} else if (!add && b->t && per_channel(&b->shape, &a->shape)) {
		/* a normalization's per-channel scale, a weight (an SE block's computed gate stays opaque) */
		opcode = TASOC_OP_CHANMUL;
	} else if (!add && a->t && per_channel(&a->shape, &b->shape)) {
		opcode = TASOC_OP_CHANMUL;
		value *t = a;
		a = b;
		b = t;
	} else {
		return 0;
	}
	tasoc_ref in[2];
	if (ref_of(c, a, &in[0]) || ref_of(c, b, &in[1]))
		return -1;
	return map_as(c, n, opcode, NULL, 2, in);
}

/*
 * MatMul of two tensors of rank 2 or more where the right one is not a 2-D
 * weight for every row (attention's Q K^T and its product with V): bmatmul,
 * the lower-ranked side reshaped to leading extents of 1 first, as numpy's
 * broadcasting reads it. A 1-D side (a vector product) stays opaque.
 */
static int map_bmatmul(imp *c, const Onnx__NodeProto *n, value *a, value *b)
{
	const tasoc_shape *as = &a->shape, *bs = &b->shape;
	int r = as->rank > bs->rank ? as->rank : bs->rank;
	if (as->rank < 2 || bs->rank < 2 || r < 3 || as->dim[as->rank - 1] != bs->dim[bs->rank - 2] ||
	    (as->rank != bs->rank && r > RESHAPE_MAX_RANK))
		return 0;
	tasoc_shape full[2] = { *as, *bs };
	for (int s = 0; s < 2; s++) {
		const tasoc_shape *src = s ? bs : as;
		full[s].rank = r;
		for (int i = 0; i < r; i++)
			full[s].dim[i] = i < r - src->rank ? 1 : src->dim[i - (r - src->rank)];
	}
	for (int i = 0; i < r - 2; i++)
		if (full[0].dim[i] != full[1].dim[i] && full[0].dim[i] != 1 && full[1].dim[i] != 1)
			return 0;
	tasoc_ref in[2];
	char name[256];
	if (ref_of(c, a, &in[0]) || ref_of(c, b, &in[1]))
		return -1;
	for (int s = 0; s < 2; s++)
		if ((s ? bs : as)->rank != r) {
			snprintf(name, sizeof name, "%s/rank%d_%c", n->output[0], r, s ? 'b' : 'a');
			int32_t id = reshape_op(c, in[s], &full[s], name);
			if (id < 0)
				return -1;
			in[s] = tasoc_ref_make(id, 0);
		}
	return map_as(c, n, TASOC_OP_BMATMUL, NULL, 2, in);
}

static int map_matmul(imp *c, const Onnx__NodeProto *n, int opcode)
{
	value *a = fin(c, n, 0), *b = fin(c, n, 1);
	tasoc_ref in[2];
	if (!a || !b || n->n_input != 2 || !single_output(n))
		return 0;
	if (a->shape.rank < 2 || b->shape.rank != 2 || a->shape.dim[a->shape.rank - 1] != b->shape.dim[0] ||
	    (a->shape.rank != 2 && !is_linear_input(&a->shape)))
		return map_bmatmul(c, n, a, b);
	if (is_linear_input(&a->shape))
		return linear(c, n, opcode, a, b, b->shape.dim[1]);
	if (ref_of(c, a, &in[0]) || ref_of(c, b, &in[1]))
		return -1;
	return map_as(c, n, opcode, NULL, 2, in);
}

/* A made-up weight (Gemm's alpha, a scaled bias); named after the node's output. */
static int32_t scalar_weight(imp *c, const char *base, const char *suffix, int rank,
			     const int32_t *dims, const float *data)
{
	char name[256];
	snprintf(name, sizeof name, "%s/%s", base, suffix);
	int32_t id = tasoc_add_weight(c->g, name, tasoc_shape_make(rank, dims), data, true);
	if (id < 0)
		fail_graph(c, TASOC_ERR_NOMEM);
	return id;
}

/* Gemm: Y = alpha * A' B' + beta * C with C a per-column vector or a full matrix. */
static int map_gemm(imp *c, const Onnx__NodeProto *n, int opcode)
{
	value *a = fin(c, n, 0), *b = fin(c, n, 1), *cv = NULL;
	if (!a || !b || n->n_input < 2 || n->n_input > 3 || !single_output(n) ||
	    a->shape.rank != 2 || b->shape.rank != 2)
		return 0;
	bool ta = tasoc_onnx_attr_int(n, "transA", 0) != 0, tb = tasoc_onnx_attr_int(n, "transB", 0) != 0;
	float alpha = tasoc_onnx_attr_float(n, "alpha", 1.0f), beta = tasoc_onnx_attr_float(n, "beta", 1.0f);
	int32_t M = a->shape.dim[ta ? 1 : 0], K = a->shape.dim[ta ? 0 : 1];
	int32_t K2 = b->shape.dim[tb ? 1 : 0], N = b->shape.dim[tb ? 0 : 1];
	if (K != K2)
		return 0;
	bool vector = false;
	if (n->n_input == 3 && n->input[2][0] && beta != 0.0f) {
		if (!(cv = fin(c, n, 2)))
			return 0;
		const tasoc_shape *s = &cv->shape;
		vector = (s->rank == 1 && s->dim[0] == N) || (s->rank == 2 && s->dim[0] == 1 && s->dim[1] == N);
		bool full = s->rank == 2 && s->dim[0] == M && s->dim[1] == N;
		if (!vector && !full)
			return 0; /* scalar or per-row bias: no spec operator broadcasts so */
		if (beta != 1.0f && !cv->t && !cv->has_ref)
			return 0;
	}
	const char *out = n->output[0];
	char name[256];
	tasoc_ref in[2], r;
	if (ref_of(c, a, &in[0]) || ref_of(c, b, &in[1]))
		return -1;
	for (int i = 0; i < 2; i++)
		if (i == 0 ? ta : tb) {
			snprintf(name, sizeof name, "%s/transpose%d", out, i);
			int32_t t = op(c, TASOC_OP_TRANSPOSE, NULL, 1, &in[i], name);
			if (t < 0)
				return -1;
			in[i] = tasoc_ref_make(t, 0);
		}
	bool more = alpha != 1.0f || cv;
	snprintf(name, sizeof name, "%s/matmul", out);
	int32_t id = op(c, opcode, NULL, 2, in, more ? name : out);
	if (id < 0)
		return -1;
	r = tasoc_ref_make(id, 0);
	if (alpha != 1.0f) {
		int32_t s = scalar_weight(c, out, "alpha", 0, NULL, &alpha);
		if (s < 0)
			return -1;
		tasoc_ref sin[2] = { r, tasoc_ref_make(s, 0) };
		snprintf(name, sizeof name, "%s/alpha", out);
		if ((id = op(c, TASOC_OP_SMUL, NULL, 2, sin, cv ? name : out)) < 0)
			return -1;
		r = tasoc_ref_make(id, 0);
	}
	if (cv) {
		tasoc_ref cr;
		if (ref_of(c, cv, &cr))
			return -1;
		if (beta != 1.0f) {
			int32_t s = scalar_weight(c, out, "beta", 0, NULL, &beta);
			tasoc_ref sin[2] = { cr, tasoc_ref_make(s, 0) };
			snprintf(name, sizeof name, "%s/beta", out);
			if (s < 0 || (id = op(c, TASOC_OP_SMUL, NULL, 2, sin, name)) < 0)
				return -1;
			cr = tasoc_ref_make(id, 0);
		}
		tasoc_ref bin[2] = { r, cr };
		if ((id = op(c, vector ? TASOC_OP_BIASADD : TASOC_OP_EWADD, NULL, 2, bin, out)) < 0)
			return -1;
		r = tasoc_ref_make(id, 0);
	}
	return bind(c, out, r, F32) ? -1 : 1;
}

/*
 * Conv, 2-D or 1-D. A 1-D convolution (audio: silero's STFT and encoder) is
 * a 2-D one of height 1: its input [N, C, L] and weight [O, C/g, K] are
 * reshaped to [N, C, 1, L] and [O, C/g, 1, K] (the weight's reshape is folded
 * into a new weight after the search) and the result back to [N, O, L'].
 */
static int map_conv(imp *c, const Onnx__NodeProto *n, int opcode)
{
	value *x = fin(c, n, 0), *w = fin(c, n, 1), *b = NULL;
	if (!x || !w || n->n_input < 2 || n->n_input > 3 || !single_output(n) || x->shape.rank != w->shape.rank ||
	    (x->shape.rank != 4 && x->shape.rank != 3))
		return 0;
	if (n->n_input == 3 && n->input[2][0] && !(b = fin(c, n, 2)))
		return 0;
	int sp = x->shape.rank - 2;
	const tasoc_shape *xs = &x->shape, *ws = &w->shape;
	tasoc_shape x4 = *xs, w4 = *ws;
	if (sp == 1) {
		int32_t xd[4] = { xs->dim[0], xs->dim[1], 1, xs->dim[2] }, wd[4] = { ws->dim[0], ws->dim[1], 1, ws->dim[2] };
		x4 = tasoc_shape_make(4, xd);
		w4 = tasoc_shape_make(4, wd);
	}
	int64_t group = tasoc_onnx_attr_int(n, "group", 1);
	int64_t k[2] = { w4.dim[2], w4.dim[3] }, s[2];
	if (group < 1 || group > x4.dim[1] || !window_attrs(n, k, s, false, sp))
		return 0;
	int mode = pad_mode(n, &x4, k, s, sp);
	if (mode < 0)
		return 0;
	if (x4.dim[1] != w4.dim[1] * group || w4.dim[0] % group)
		return fail(c, TASOC_ERR_SHAPE, "input has %d channels, weight %d with group %lld",
			    (int)x4.dim[1], (int)w4.dim[1], (long long)group), -1;
	if (b && (b->shape.rank != 1 || b->shape.dim[0] != w4.dim[0]))
		return 0;
	int32_t attr[5] = { (int32_t)s[0], (int32_t)s[1], mode, TASOC_ACTIVATION_NONE, (int32_t)group };
	tasoc_ref in[2];
	char name[256];
	if (ref_of(c, x, &in[0]) || ref_of(c, w, &in[1]))
		return -1;
	if (sp == 1) {
		int32_t id0, id1;
		snprintf(name, sizeof name, "%s/input_2d", n->output[0]);
		if ((id0 = reshape_op(c, in[0], &x4, name)) < 0)
			return -1;
		snprintf(name, sizeof name, "%s/weight_2d", n->output[0]);
		if ((id1 = reshape_op(c, in[1], &w4, name)) < 0)
			return -1;
		in[0] = tasoc_ref_make(id0, 0);
		in[1] = tasoc_ref_make(id1, 0);
	}
	snprintf(name, sizeof name, "%s/conv", n->output[0]);
	int32_t id = op(c, group == 1 ? opcode : TASOC_OP_GROUPCONV2D, attr, 2, in,
			b || sp == 1 ? name : n->output[0]);
	if (id < 0)
		return -1;
	if (b) {
		tasoc_ref bin[2] = { tasoc_ref_make(id, 0), { 0, 0 } };
		snprintf(name, sizeof name, "%s/bias", n->output[0]);
		if (ref_of(c, b, &bin[1]) || (id = op(c, TASOC_OP_BIASADD, NULL, 2, bin, sp == 1 ? name : n->output[0])) < 0)
			return -1;
	}
	if (sp == 1) {
		const tasoc_shape *y4 = &c->g->nodes[id].out[0];
		int32_t yd[3] = { y4->dim[0], y4->dim[1], y4->dim[3] };
		tasoc_shape y3 = tasoc_shape_make(3, yd);
		if ((id = reshape_op(c, tasoc_ref_make(id, 0), &y3, n->output[0])) < 0)
			return -1;
	}
	return bind(c, n->output[0], tasoc_ref_make(id, 0), F32) ? -1 : 1;
}

/* A pool as opcode (maxpool2d, avgpool2d); global: the whole plane, one window. */
static int pool_as(imp *c, const Onnx__NodeProto *n, int opcode, bool global)
{
	value *x = fin(c, n, 0);
	if (!x || n->n_input != 1 || !single_output(n) || x->shape.rank != 4)
		return 0;
	int64_t k[2] = { x->shape.dim[2], x->shape.dim[3] }, s[2] = { 1, 1 };
	int mode = TASOC_PADDING_VALID, cip = 0;
	if (!global) { /* MaxPool, AveragePool */
		if (!window_attrs(n, k, s, true, 2) || (mode = pad_mode(n, &x->shape, k, s, 2)) < 0)
			return 0;
		if (opcode == TASOC_OP_MAXPOOL2D && tasoc_onnx_attr_int(n, "storage_order", 0) != 0)
			return 0;
		cip = (int)tasoc_onnx_attr_int(n, "count_include_pad", 0);
		if (cip != 0 && cip != 1)
			return 0;
	}
	int32_t attr[6] = { (int32_t)k[0], (int32_t)k[1], (int32_t)s[0], (int32_t)s[1], mode, cip };
	return map_as1(c, n, opcode, attr, x);
}

static int map_pool(imp *c, const Onnx__NodeProto *n, int opcode)
{
	return pool_as(c, n, opcode, false);
}

static int map_global_pool(imp *c, const Onnx__NodeProto *n, int opcode)
{
	return pool_as(c, n, opcode, true);
}

static int map_batchnorm(imp *c, const Onnx__NodeProto *n, int opcode)
{
	value *v[5];
	if (n->n_input != 5 || !single_output(n) || tasoc_onnx_attr_int(n, "training_mode", 0))
		return 0;
	for (int i = 0; i < 5; i++)
		if (!(v[i] = fin(c, n, (size_t)i)))
			return 0;
	/* spatial = 0 (before opset 9): one scale per element, not per channel. */
	if (v[0]->shape.rank < 2 || tasoc_onnx_attr_int(n, "spatial", 1) == 0)
		return 0;
	for (int i = 1; i < 5; i++)
		if (tasoc_numel(&v[i]->shape) != v[0]->shape.dim[1])
			return 0;
	float eps = tasoc_onnx_attr_float(n, "epsilon", 1e-5f);
	int32_t attr[1];
	memcpy(&attr[0], &eps, sizeof eps);
	tasoc_ref in[5];
	for (int i = 0; i < 5; i++)
		if (ref_of(c, v[i], &in[i]))
			return -1;
	return map_as(c, n, opcode, attr, 5, in);
}

/* The node as reshape (opcode) of x to extents d. */
static int reshape_to(imp *c, const Onnx__NodeProto *n, int opcode, value *x, int ndim, const int64_t *d)
{
	if (ndim < 1 || ndim > RESHAPE_MAX_RANK)
		return 0; /* a Reshape to rank 5 or more stays opaque */
	int32_t attr[1 + RESHAPE_MAX_RANK];
	for (int i = 0; i <= RESHAPE_MAX_RANK; i++)
		attr[i] = i ? 1 : ndim;
	int64_t numel = 1;
	for (int i = 0; i < ndim; i++) {
		if (d[i] < 1 || d[i] > INT32_MAX)
			return 0;
		attr[1 + i] = (int32_t)d[i];
		numel *= d[i];
	}
	if (numel != tasoc_numel(&x->shape))
		return 0;
	return map_as1(c, n, opcode, attr, x);
}

static int map_reshape(imp *c, const Onnx__NodeProto *n, int opcode)
{
	value *x = fin(c, n, 0);
	size_t cnt = 0;
	if (!x || n->n_input != 2 || !single_output(n))
		return 0;
	int64_t *t = const_ints(c, n, 1, &cnt);
	if (!t)
		return 0;
	int64_t d[RESHAPE_MAX_RANK], known = 1;
	int infer = -1, ok = cnt >= 1 && cnt <= RESHAPE_MAX_RANK;
	bool allowzero = tasoc_onnx_attr_int(n, "allowzero", 0) != 0;
	for (size_t i = 0; ok && i < cnt; i++) {
		d[i] = t[i];
		if (d[i] == 0 && !allowzero && (int)i < x->shape.rank)
			d[i] = x->shape.dim[i];
		if (d[i] == -1 && infer < 0)
			infer = (int)i;
		else if (d[i] < 1 || d[i] > INT32_MAX || known > INT64_MAX / d[i])
			ok = 0; /* the product of the known extents stays an int64 */
		else
			known *= d[i];
	}
	free(t);
	if (!ok)
		return 0;
	if (infer >= 0) {
		int64_t total = tasoc_numel(&x->shape);
		if (total % known)
			return 0;
		d[infer] = total / known;
	}
	return reshape_to(c, n, opcode, x, (int)cnt, d);
}

/*
 * Unsqueeze and Squeeze only move extents of one: a reshape to the output
 * shape that tasoc's shape rule for them gives (onnx_infer.c: axes as an
 * attribute or a constant input, Squeeze without axes, axes out of range
 * or repeated). Axes that are not a constant leave the node opaque.
 *
 * So does a ReduceMean, ReduceSum, ReduceMax, ReduceMin or ReduceProd whose
 * reduced axes all have extent 1 (silero's ReduceMean over its one output
 * frame at 512 samples): the mean, sum, extremum or product of one number
 * is that number, exactly. Over a longer axis it stays opaque (reshape_to
 * takes only an equal element count).
 */
static int map_extents_of_one(imp *c, const Onnx__NodeProto *n, int opcode)
{
	value *x = fin(c, n, 0);
	if (!x || !single_output(n) || n->n_input > 2)
		return 0;
	tasoc_onnx_in in[2];
	memset(in, 0, sizeof in);
	in[0].present = in[0].known = true;
	in[0].shape = x->shape;
	in[0].dtype = F32;
	int nin = 1;
	int64_t *axes = NULL;
	if (n->n_input == 2 && n->input[1][0]) {
		value *a = lookup(c, n->input[1]);
		if (!a || !a->t || !(axes = tasoc_onnx_tensor_ints(a->t, &in[1].nints)))
			return 0;
		in[1].present = in[1].known = true;
		in[1].ints = axes;
		nin = 2;
	}
	tasoc_shape out;
	int32_t dtype;
	bool ok = tasoc_onnx_infer_opaque(n, c->m->opset, nin, in, 1, &out, &dtype);
	free(axes);
	int64_t d[TASOC_MAX_RANK];
	for (int i = 0; ok && i < out.rank; i++)
		d[i] = out.dim[i];
	return ok ? reshape_to(c, n, opcode, x, out.rank, d) : 0;
}

static int map_flatten(imp *c, const Onnx__NodeProto *n, int opcode)
{
	value *x = fin(c, n, 0);
	if (!x || n->n_input != 1 || !single_output(n))
		return 0;
	int64_t axis = tasoc_onnx_attr_int(n, "axis", 1);
	if (axis < 0)
		axis += x->shape.rank;
	if (axis < 0 || axis > x->shape.rank)
		return 0;
	int64_t d[2] = { 1, 1 };
	for (int i = 0; i < x->shape.rank; i++)
		d[i >= axis] *= x->shape.dim[i];
	return reshape_to(c, n, opcode, x, 2, d);
}

static int map_concat(imp *c, const Onnx__NodeProto *n, int opcode)
{
	if (n->n_input < 1 || !single_output(n) || !tasoc_onnx_attr(n, "axis"))
		return 0;
	value *first = fin(c, n, 0);
	if (!first)
		return 0;
	int64_t axis = tasoc_onnx_attr_int(n, "axis", 0);
	if (axis < 0)
		axis += first->shape.rank;
	if (axis < 0 || axis >= first->shape.rank)
		return 0;
	for (size_t i = 1; i < n->n_input; i++) {
		value *v = fin(c, n, i);
		if (!v || v->shape.rank != first->shape.rank)
			return 0;
		for (int k = 0; k < v->shape.rank; k++)
			if (k != axis && v->shape.dim[k] != first->shape.dim[k])
				return 0;
	}
	if (n->n_input == 1)
		return alias(c, n);
	/* More than two inputs: a left-leaning chain of binary concats. */
	tasoc_ref acc;
	if (ref_of(c, first, &acc))
		return -1;
	int32_t attr[1] = { (int32_t)axis };
	for (size_t i = 1; i < n->n_input; i++) {
		tasoc_ref in[2] = { acc, { 0, 0 } };
		char name[256];
		snprintf(name, sizeof name, "%s/concat%zu", n->output[0], i);
		if (ref_of(c, fin(c, n, i), &in[1]))
			return -1;
		int32_t id = op(c, opcode, attr, 2, in, i + 1 == n->n_input ? n->output[0] : name);
		if (id < 0)
			return -1;
		acc = tasoc_ref_make(id, 0);
	}
	return bind(c, n->output[0], acc, F32) ? -1 : 1;
}

/*
 * The sizes of a Split's parts along an axis of extent dim: given (an
 * attribute before opset 13, an input since), or equal parts. Each part must
 * be at least 1 (the IR's split cuts a tensor into two non-empty halves)
 * and they must add up to dim; the sum is taken part by part, so that no
 * file value can overflow it. NULL where the node has no such form.
 */
static int64_t *split_sizes(imp *c, const Onnx__NodeProto *n, int64_t opset, int64_t dim, size_t parts)
{
	size_t cnt = 0;
	int64_t *sizes = NULL;
	const int64_t *attr = opset < 13 ? tasoc_onnx_attr_ints(n, "split", &cnt) : NULL;
	if (attr) {
		if (cnt == parts && (sizes = malloc(parts * sizeof *sizes)))
			memcpy(sizes, attr, parts * sizeof *sizes);
	} else if (n->n_input >= 2 && n->input[1][0]) {
		if ((sizes = const_ints(c, n, 1, &cnt)) && cnt != parts) {
			free(sizes);
			sizes = NULL;
		}
	} else if ((sizes = malloc(parts * sizeof *sizes))) {
		/* equal parts; opset 18 rounds them up and the last takes what is left, before it they must be exact */
		int64_t each = opset >= 18 ? (dim + (int64_t)parts - 1) / (int64_t)parts : dim / (int64_t)parts;
		if (opset >= 18 ? tasoc_onnx_attr_int(n, "num_outputs", (int64_t)parts) != (int64_t)parts
				: dim % (int64_t)parts != 0)
			each = 0; /* refused below */
		for (size_t k = 0; k < parts; k++)
			sizes[k] = k + 1 < parts ? each : dim - each * (int64_t)(parts - 1);
	}
	int64_t left = dim;
	for (size_t k = 0; sizes && k < parts; k++) {
		if (sizes[k] < 1 || sizes[k] > left || (k + 1 == parts && sizes[k] != left)) {
			free(sizes);
			return NULL;
		}
		left -= sizes[k];
	}
	return sizes;
}

/*
 * Split into n parts: a chain of n - 1 two-way splits, each cutting the
 * next part off what is left (the IR's split has two outputs), so that the
 * parts are tensors the rules see. The export writes such a chain back as
 * one Split (onnx_export.c), which ONNX Runtime runs as one copy.
 */
static int map_split(imp *c, const Onnx__NodeProto *n, int opcode)
{
	int64_t opset = c->m->opset;
	value *x = fin(c, n, 0);
	size_t parts = n->n_output;
	if (!x || parts < 2 || n->n_input > 2)
		return 0;
	for (size_t k = 0; k < parts; k++)
		if (!n->output[k][0])
			return 0;
	int64_t axis = tasoc_onnx_attr_int(n, "axis", 0);
	if (axis < 0)
		axis += x->shape.rank;
	if (axis < 0 || axis >= x->shape.rank)
		return 0;
	int64_t *sizes = split_sizes(c, n, opset, x->shape.dim[axis], parts);
	if (!sizes)
		return 0;
	tasoc_ref r;
	int rc = ref_of(c, x, &r) ? -1 : 1;
	for (size_t k = 0; rc > 0 && k + 1 < parts; k++) {
		int32_t attr[2] = { (int32_t)axis, (int32_t)sizes[k] };
		int32_t id = op(c, opcode, attr, 1, &r, n->output[k]);
		if (id < 0 || bind(c, n->output[k], tasoc_ref_make(id, 0), F32))
			rc = -1;
		r = tasoc_ref_make(id, 1);
	}
	if (rc > 0 && bind(c, n->output[parts - 1], r, F32))
		rc = -1;
	free(sizes);
	return rc;
}

/*
 * The split of r at attr, named name: the one made for an earlier node when
 * it is among the last few nodes (the two Slices of an STFT's halves, or a
 * state's first and last rows, come one after the other), else a new one.
 * Two splits computing the same halves would both run in ONNX Runtime.
 */
static int32_t split_of(imp *c, int opcode, tasoc_ref r, const int32_t *attr, const char *name)
{
	enum { LOOKBACK = 16 };
	for (int32_t v = c->g->nnodes - 1; v >= 0 && v >= c->g->nnodes - LOOKBACK; v--) {
		const tasoc_node *nd = &c->g->nodes[v];
		if (!nd->dead && nd->op == opcode && nd->in[0].node == r.node && nd->in[0].out == r.out &&
		    nd->attr[TASOC_SPLIT_AXIS] == attr[0] && nd->attr[TASOC_SPLIT_SIZE] == attr[1])
			return v;
	}
	return op(c, opcode, attr, 1, &r, name);
}

/* Cast to float of a float tensor changes nothing (exporters leave such casts in, silero's STFT has two). */
static int map_cast(imp *c, const Onnx__NodeProto *n)
{
	return n->n_input == 1 && fin(c, n, 0) && tasoc_onnx_attr_int(n, "to", 0) == ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT
		       ? alias(c, n)
		       : 0;
}

/* Pow by a constant 2 is x * x (an energy, a variance); other exponents stay opaque. */
static int map_pow(imp *c, const Onnx__NodeProto *n, int opcode)
{
	value *x = fin(c, n, 0);
	float e;
	if (!x || n->n_input != 2 || !single_output(n) || !clip_bound(c, n, 1, &e) || e != 2.0f)
		return 0;
	tasoc_ref in[2];
	if (ref_of(c, x, &in[0]) != TASOC_OK)
		return -1;
	in[1] = in[0];
	return map_as(c, n, opcode, NULL, 2, in);
}

/*
 * Slice with constant bounds and step 1 that keeps everything (an exporter's
 * x[:, :] is a no-op) or cuts one axis in two, keeping the first or the
 * second part: split's first or second output. Anything else (steps, a
 * middle part, two axes cut) stays opaque.
 */
static int map_slice(imp *c, const Onnx__NodeProto *n, int opcode)
{
	value *x = fin(c, n, 0);
	if (!x || !single_output(n) || n->n_input > 5)
		return 0;
	int64_t *v[4] = { NULL, NULL, NULL, NULL }; /* starts, ends, axes, steps */
	size_t cnt[4] = { 0, 0, 0, 0 };
	int ok = 1;
	if (c->m->opset < 10) {
		const int64_t *a[3];
		const char *names[3] = { "starts", "ends", "axes" };
		for (int i = 0; i < 3; i++)
			if ((a[i] = tasoc_onnx_attr_ints(n, names[i], &cnt[i])) && (v[i] = malloc(cnt[i] * sizeof **v + 1)))
				memcpy(v[i], a[i], cnt[i] * sizeof **v);
		ok = n->n_input == 1 && v[0] && v[1];
	} else {
		for (size_t i = 1; i < n->n_input && ok; i++)
			ok = !n->input[i][0] || (v[i - 1] = const_ints(c, n, i, &cnt[i - 1])) != NULL;
		ok = ok && v[0] && v[1];
	}
	int cut = -1;
	int64_t lo = 0, hi = 0;
	for (size_t k = 0; ok && k < cnt[0]; k++) {
		int64_t axis = v[2] ? v[2][k] : (int64_t)k, step = v[3] ? v[3][k] : 1;
		ok = cnt[1] == cnt[0] && (!v[2] || cnt[2] == cnt[0]) && (!v[3] || cnt[3] == cnt[0]) && step == 1;
		if (axis < 0)
			axis += x->shape.rank;
		ok = ok && axis >= 0 && axis < x->shape.rank;
		if (!ok)
			break;
		/* ONNX clamps: negative bounds count from the end, then both into [0, dim]. */
		int64_t dim = x->shape.dim[axis], s = v[0][k], e = v[1][k];
		s = s < 0 ? s + dim : s;
		e = e < 0 ? e + dim : e;
		s = s < 0 ? 0 : s > dim ? dim : s;
		e = e < 0 ? 0 : e > dim ? dim : e;
		if (s == 0 && e == dim)
			continue;
		ok = cut < 0 && e > s && (s == 0 || e == dim);
		cut = (int)axis, lo = s, hi = e;
	}
	for (int i = 0; i < 4; i++)
		free(v[i]);
	if (!ok)
		return 0;
	if (cut < 0)
		return alias(c, n);
	int32_t attr[2] = { cut, (int32_t)(lo == 0 ? hi : lo) };
	tasoc_ref r;
	if (ref_of(c, x, &r) != TASOC_OK)
		return -1;
	char name[256];
	snprintf(name, sizeof name, "%s/split", n->output[0]);
	int32_t id = split_of(c, opcode, r, attr, name);
	return id < 0 || bind(c, n->output[0], tasoc_ref_make(id, lo == 0 ? 0 : 1), F32) ? -1 : 1;
}

/*
 * Gather of one constant index along an axis, first or last (a recurrent
 * model's state[0] and state[1]): split's first or second output, reshaped
 * to drop the axis when the index is a scalar. Middle indexes, index lists
 * and computed indexes stay opaque.
 */
static int map_gather(imp *c, const Onnx__NodeProto *n, int opcode)
{
	value *x = fin(c, n, 0), *iv = n->n_input == 2 ? lookup(c, n->input[1]) : NULL;
	if (!x || !iv || !iv->t || !iv->has_shape || iv->shape.rank > 1 || tasoc_numel(&iv->shape) != 1 ||
	    !single_output(n))
		return 0;
	size_t cnt = 0;
	int64_t *t = const_ints(c, n, 1, &cnt), axis = tasoc_onnx_attr_int(n, "axis", 0);
	if (!t)
		return 0;
	int64_t k = cnt == 1 ? t[0] : -1;
	free(t);
	if (axis < 0)
		axis += x->shape.rank;
	/* a scalar index drops the axis by a reshape, which holds RESHAPE_MAX_RANK axes */
	if (cnt != 1 || axis < 0 || axis >= x->shape.rank ||
	    (iv->shape.rank == 0 && (x->shape.rank < 2 || x->shape.rank - 1 > RESHAPE_MAX_RANK)))
		return 0;
	int64_t dim = x->shape.dim[axis];
	k = k < 0 ? k + dim : k;
	if (k < 0 || k >= dim || (k != 0 && k != dim - 1))
		return 0;
	tasoc_ref r;
	if (ref_of(c, x, &r) != TASOC_OK)
		return -1;
	char name[256];
	if (dim > 1) {
		int32_t attr[2] = { (int32_t)axis, k == 0 ? 1 : (int32_t)(dim - 1) };
		snprintf(name, sizeof name, "%s/split", n->output[0]);
		int32_t id = split_of(c, opcode, r, attr, iv->shape.rank == 0 ? name : n->output[0]);
		if (id < 0)
			return -1;
		r = tasoc_ref_make(id, k == 0 ? 0 : 1);
	}
	if (iv->shape.rank == 0) { /* a scalar index drops the axis */
		tasoc_shape to = x->shape;
		for (int i = (int)axis; i + 1 < to.rank; i++)
			to.dim[i] = to.dim[i + 1];
		to.rank--;
		int32_t id = reshape_op(c, r, &to, n->output[0]);
		if (id < 0)
			return -1;
		r = tasoc_ref_make(id, 0);
	}
	return bind(c, n->output[0], r, F32) ? -1 : 1;
}

static int map_transpose(imp *c, const Onnx__NodeProto *n, int opcode)
{
	value *x = fin(c, n, 0);
	size_t np;
	const int64_t *perm = tasoc_onnx_attr_ints(n, "perm", &np);
	/*
	 * A 4-D activation's layout conversion (TensorFlow models convert their
	 * NHWC input once, and their NCHW results back at the heads: blazeface,
	 * mlsd) is the layout operator, so the layout rules can move and cancel
	 * it (docs/search.md, "Layouts").
	 */
	if (x && x->shape.rank == 4 && n->n_input == 1 && single_output(n) && perm && np == 4 && perm[0] == 0) {
		if (perm[1] == 2 && perm[2] == 3 && perm[3] == 1)
			return map_unary(c, n, TASOC_OP_NHWC);
		if (perm[1] == 3 && perm[2] == 1 && perm[3] == 2)
			return map_unary(c, n, TASOC_OP_NCHW);
	}
	if (!x || n->n_input != 1 || !single_output(n) || (perm && np != (size_t)x->shape.rank))
		return 0;
	/* Any other permutation (no perm: the axes reversed) is permute; 2-D is transpose, which the rules know. */
	int rank = x->shape.rank;
	int32_t attr[TASOC_MAX_ATTRS];
	bool seen[TASOC_MAX_RANK] = { false }, identity = true;
	if (rank < 1 || rank > TASOC_PERMUTE_P7 - TASOC_PERMUTE_P0 + 1)
		return 0;
	for (int i = 0; i < TASOC_MAX_ATTRS; i++)
		attr[i] = i;
	for (int i = 0; i < rank; i++) {
		int64_t p = perm ? perm[i] : rank - 1 - i;
		if (p < 0 || p >= rank || seen[p]) /* ONNX's perm counts from 0, each axis once */
			return 0;
		seen[p] = true;
		attr[TASOC_PERMUTE_P0 + i] = (int32_t)p;
		identity = identity && p == i;
	}
	if (identity)
		return alias(c, n);
	if (rank == 2)
		return map_unary(c, n, TASOC_OP_TRANSPOSE);
	return map_as1(c, n, opcode, attr, x);
}

/*
 * Softmax over the last axis. From opset 13 it normalizes along axis
 * (default -1); before, over the 2-D coercion at axis (default 1): the same
 * rows when that axis is the last. Any other axis stays opaque.
 */
static int map_softmax(imp *c, const Onnx__NodeProto *n, int opcode)
{
	value *x = fin(c, n, 0);
	if (!x || n->n_input != 1 || x->shape.rank < 2)
		return 0;
	int64_t axis = tasoc_onnx_attr_int(n, "axis", c->m->opset >= 13 ? -1 : 1);
	if (axis < 0)
		axis += x->shape.rank;
	return axis == x->shape.rank - 1 ? map_first_input(c, n, opcode) : 0;
}

/*
 * Dropout at inference is its input. Before opset 7 only with is_test set;
 * from opset 12 a training_mode input must be a constant false, or the
 * ratio a constant 0. A mask
 * output (all true at inference) that something reads leaves it opaque.
 */
static int map_dropout(imp *c, const Onnx__NodeProto *n)
{
	if (c->m->opset < 7 && tasoc_onnx_attr_int(n, "is_test", 0) == 0)
		return 0;
	if (n->n_input >= 3 && n->input[2][0]) { /* training_mode: a bool scalar (PyTorch writes a constant false) */
		value *v = lookup(c, n->input[2]);
		const Onnx__TensorProto *t = v ? v->t : NULL;
		bool one = t && t->data_type == ONNX__TENSOR_PROTO__DATA_TYPE__BOOL && v->has_shape &&
			   tasoc_numel(&v->shape) == 1;
		bool off = one && (t->has_raw_data ? t->raw_data.len == 1 && t->raw_data.data[0] == 0
						    : t->n_int32_data == 1 && t->int32_data[0] == 0);
		float ratio;
		/* in training mode a ratio of 0 drops nothing and scales by 1 (Swin's attention, exported so) */
		if (!off && !(n->input[1][0] && clip_bound(c, n, 1, &ratio) && ratio == 0.0f))
			return 0;
	}
	for (size_t i = 1; i < n->n_output; i++)
		if (n->output[i][0] && tasoc_onnx_names_get(&c->reads, n->output[i]) > 0)
			return 0;
	value *x = fin(c, n, 0);
	tasoc_ref r;
	if (!x || !n->n_output || !n->output[0][0])
		return 0;
	if (ref_of(c, x, &r) != TASOC_OK)
		return -1;
	return bind(c, n->output[0], r, F32) ? -1 : 1;
}

/*
 * Div by a constant of one element is smul by its reciprocal (attention's
 * scores over sqrt(d)); x / d and x * (1 / d) agree to the last bit when d
 * is a power of two (8 for BERT's heads) and within one rounding otherwise.
 */
static int map_div(imp *c, const Onnx__NodeProto *n, int opcode)
{
	value *x = fin(c, n, 0), *dv = n->n_input == 2 ? lookup(c, n->input[1]) : NULL;
	float d;
	if (!x || !dv || c->m->opset < 7 || !single_output(n) || !clip_bound(c, n, 1, &d) ||
	    dv->shape.rank > x->shape.rank)
		return 0;
	float inv = 1.0f / d;
	if (!isfinite(inv) || inv == 0.0f)
		return 0;
	tasoc_ref in[2];
	if (ref_of(c, x, &in[0]))
		return -1;
	int32_t s = scalar_weight(c, n->output[0], "reciprocal", 0, NULL, &inv);
	if (s < 0)
		return -1;
	in[1] = tasoc_ref_make(s, 0);
	return map_as(c, n, opcode, NULL, 2, in);
}

/* Input i of the node when present: the float value, *absent when the input is not named; NULL when it does not qualify. */
static value *opt_in(imp *c, const Onnx__NodeProto *n, size_t i, bool *absent)
{
	*absent = i >= n->n_input || !n->input[i][0];
	return *absent ? NULL : fin(c, n, i);
}

/*
 * LSTM with ONNX's defaults (activations Sigmoid, Tanh, Tanh for each
 * direction, when written; no clip, no coupled gates, layout 0), every
 * sequence of full length (no sequence_lens), no peepholes, and Y_h and Y_c
 * read by nothing: the lstm operator. An absent B, initial_h or initial_c
 * is a weight of zeros. Any other LSTM stays opaque.
 */
static int map_lstm(imp *c, const Onnx__NodeProto *n, int opcode)
{
	bool absent[8];
	value *v[8] = { NULL };
	if (n->n_input < 3 || n->n_input > 8 || n->n_output < 1 || !n->output[0][0])
		return 0;
	for (size_t i = 0; i < 8; i++) {
		v[i] = opt_in(c, n, i, &absent[i]);
		if (!absent[i] && !v[i])
			return 0; /* not a float tensor tasoc holds (sequence_lens is int32) */
	}
	if (absent[0] || absent[1] || absent[2] || !absent[4] || !absent[7])
		return 0;
	for (size_t i = 1; i < n->n_output; i++)
		if (n->output[i][0] && tasoc_onnx_names_get(&c->reads, n->output[i]) > 0)
			return 0;
	int dir = tasoc_onnx_attr_is(n, "direction", "reverse") ? TASOC_DIRECTION_REVERSE
		: tasoc_onnx_attr_is(n, "direction", "bidirectional") ? TASOC_DIRECTION_BIDIRECTIONAL
		: TASOC_DIRECTION_FORWARD;
	if (tasoc_onnx_attr(n, "direction") && dir == TASOC_DIRECTION_FORWARD && !tasoc_onnx_attr_is(n, "direction", "forward"))
		return 0;
	if (tasoc_onnx_attr(n, "clip") || tasoc_onnx_attr_int(n, "input_forget", 0) != 0 ||
	    tasoc_onnx_attr_int(n, "layout", 0) != 0 || tasoc_onnx_attr(n, "activation_alpha") ||
	    tasoc_onnx_attr(n, "activation_beta"))
		return 0;
	const Onnx__AttributeProto *act = tasoc_onnx_attr(n, "activations");
	if (act) {
		static const char *const dflt[3] = { "Sigmoid", "Tanh", "Tanh" };
		size_t dirs = dir == TASOC_DIRECTION_BIDIRECTIONAL ? 2 : 1;
		if (act->n_strings != 3 * dirs)
			return 0;
		for (size_t i = 0; i < act->n_strings; i++)
			if (act->strings[i].len != strlen(dflt[i % 3]) || memcmp(act->strings[i].data, dflt[i % 3], act->strings[i].len))
				return 0;
	}
	const tasoc_shape *xs = &v[0]->shape, *rs = &v[2]->shape;
	if (xs->rank != 3 || rs->rank != 3)
		return 0;
	int32_t dirs = dir == TASOC_DIRECTION_BIDIRECTIONAL ? 2 : 1, H = rs->dim[2];
	int64_t hidden = tasoc_onnx_attr_int(n, "hidden_size", H);
	if (hidden != H || rs->dim[0] != dirs || H > (1 << 24)) /* 8 H below stays an int32 (R holds 4 H^2 anyway) */
		return 0;
	/* the shapes the shape rule checks, here, so that a mismatch leaves the node opaque before anything is added */
	int32_t zd[3][3] = { { dirs, 8 * H, 0 }, { dirs, xs->dim[1], H }, { dirs, xs->dim[1], H } };
	int zrank[3] = { 2, 3, 3 };
	for (int i = 0; i < 3; i++) {
		int src = i ? 4 + i : 3; /* B is input 3, initial_h 5, initial_c 6 */
		tasoc_shape want = tasoc_shape_make(zrank[i], zd[i]);
		if (!absent[src] && !tasoc_shape_eq(&v[src]->shape, &want))
			return 0;
	}
	const tasoc_shape *ws = &v[1]->shape;
	if (ws->rank != 3 || ws->dim[0] != dirs || ws->dim[1] != 4 * H || ws->dim[2] != xs->dim[2] || rs->dim[1] != 4 * H)
		return 0;
	const char *out = n->output[0];
	tasoc_ref in[6];
	for (int i = 0; i < 3; i++)
		if (ref_of(c, v[i], &in[i]))
			return -1;
	static const char *const zname[3] = { "zeros_b", "zeros_h0", "zeros_c0" };
	for (int i = 0; i < 3; i++) {
		int src = i ? 4 + i : 3; /* B is input 3, initial_h 5, initial_c 6 */
		if (!absent[src]) {
			if (ref_of(c, v[src], &in[3 + i]))
				return -1;
			continue;
		}
		tasoc_shape zs = tasoc_shape_make(zrank[i], zd[i]);
		float *zero = calloc((size_t)tasoc_numel(&zs), sizeof *zero);
		int32_t w = zero ? scalar_weight(c, out, zname[i], zrank[i], zd[i], zero) : -1;
		free(zero);
		if (w < 0)
			return zero ? -1 : (fail(c, TASOC_ERR_NOMEM, "out of memory"), -1);
		in[3 + i] = tasoc_ref_make(w, 0);
	}
	int32_t attr[1] = { dir };
	return map_as(c, n, opcode, attr, 6, in);
}

static int map_layernormalization(imp *c, const Onnx__NodeProto *n, int opcode);
static int map_gelu_node(imp *c, const Onnx__NodeProto *n, int opcode);

/*
 * The ONNX types tasoc maps, from the specs' onnx.import fields
 * (generated/ops_host.h): each names the operator and its mapper map_HOOK,
 * which returns 1 when it built the node, 0 to leave it opaque, -1 on an
 * error. The rows are sorted by type.
 */
typedef struct import_row {
	const char *type;
	int op;
	int (*map)(imp *c, const Onnx__NodeProto *n, int opcode);
} import_row;

#define IMPORT_ROW(type, op, hook) { type, op, map_##hook },
static const import_row import_rows[] = { TASOC_ONNX_IMPORTS(IMPORT_ROW) };
#undef IMPORT_ROW

static int cmp_import_row(const void *key, const void *row)
{
	return strcmp(key, ((const import_row *)row)->type);
}

static int map_node(imp *c, const Onnx__NodeProto *n)
{
	const char *t = n->op_type;
	if ((n->domain && n->domain[0] && strcmp(n->domain, "ai.onnx") != 0) || c->m->opset < 1)
		return 0;
	const import_row *r = bsearch(t, import_rows, sizeof import_rows / sizeof *import_rows, sizeof *import_rows,
				      cmp_import_row);
	if (r)
		return r->map(c, n, r->op);
	/* Types that make no operator: their output is another name for an input. */
	if (!strcmp(t, "Identity"))
		return alias(c, n);
	if (!strcmp(t, "Cast"))
		return map_cast(c, n);
	if (!strcmp(t, "Dropout"))
		return map_dropout(c, n);
	return 0;
}

/* ------------------------------------------------------------------ */
/* Patterns: decomposed LayerNorm and erf-GELU (onnx_pattern.c).        */

/* A ReduceMean over exactly the last of rank axes, keeping it (axes an attribute before opset 18, an input from it). */
static bool reduces_last(imp *c, const Onnx__NodeProto *n, int rank)
{
	size_t cnt = 0;
	int64_t *axes = NULL;
	const int64_t *attr = tasoc_onnx_attr_ints(n, "axes", &cnt);
	if (c->m->opset >= 18 ? n->n_input != 2 || attr : n->n_input != 1)
		return false;
	if (c->m->opset >= 18 && !(axes = const_ints(c, n, 1, &cnt)))
		return false;
	int64_t a = cnt == 1 ? (axes ? axes[0] : attr[0]) : -99;
	free(axes);
	return (a == -1 || a == rank - 1) && tasoc_onnx_attr_int(n, "keepdims", 1) == 1;
}

/* A tensor broadcast along x's last axis only: shape [.., 1, C] of rank <= x's; as a [C] tensor in *r. */
static int last_axis_operand(imp *c, const char *name, const tasoc_shape *x, tasoc_ref *r, const char *base)
{
	value *v = lookup(c, name);
	int32_t C = x->dim[x->rank - 1];
	if (!v || v->dtype != F32 || !v->has_shape || (!v->has_ref && !(v->t && !v->side)) || v->shape.rank > x->rank ||
	    v->shape.rank < 1 || tasoc_numel(&v->shape) != C || v->shape.dim[v->shape.rank - 1] != C)
		return 0;
	if (ref_of(c, v, r))
		return -1;
	if (v->shape.rank != 1) {
		tasoc_shape to = tasoc_shape_make(1, &C);
		int32_t id = reshape_op(c, *r, &to, base);
		if (id < 0)
			return -1;
		*r = tasoc_ref_make(id, 0);
	}
	return 1;
}

static int map_layernorm(imp *c, const tasoc_onnx_pattern *p)
{
	const Onnx__GraphProto *gp = c->gp;
	value *x = lookup(c, p->x);
	if (!x || x->dtype != F32 || !x->has_shape || x->shape.rank < 2 || (!x->has_ref && !(x->t && !x->side)))
		return 0;
	int rank = x->shape.rank;
	int32_t C = x->shape.dim[rank - 1];
	const Onnx__NodeProto *sq = gp->node[p->sq], *ae = gp->node[p->add_eps];
	float two, eps;
	const char *epsname = tasoc_onnx_pattern_other(ae, gp->node[p->var]->output[0]);
	if (!reduces_last(c, gp->node[p->mean], rank) || !reduces_last(c, gp->node[p->var], rank) ||
	    (!strcmp(sq->op_type, "Pow") && (sq->n_input != 2 || !const_scalar(c, sq->input[1], &two) || two != 2.0f)) ||
	    !epsname || !const_scalar(c, epsname, &eps) || !(eps >= 0.0f) || !isfinite(eps))
		return 0;
	/* every operand of one element broadcasts the same: rank of eps at most x's, so the result's shape is x's */
	if (lookup(c, epsname)->shape.rank > rank)
		return 0;
	const char *out = gp->node[p->root]->output[0];
	char name[256];
	tasoc_ref in[3];
	int rc;
	if (p->mul >= 0) {
		snprintf(name, sizeof name, "%s/scale", out);
		if ((rc = last_axis_operand(c, tasoc_onnx_pattern_other(gp->node[p->mul], gp->node[p->div]->output[0]),
					    &x->shape, &in[1], name)) <= 0)
			return rc;
	}
	if (p->add >= 0) {
		snprintf(name, sizeof name, "%s/bias", out);
		if ((rc = last_axis_operand(c, tasoc_onnx_pattern_other(gp->node[p->add], gp->node[p->mul]->output[0]),
					    &x->shape, &in[2], name)) <= 0)
			return rc;
	}
	float *fill = malloc((size_t)C * sizeof *fill);
	if (!fill)
		return fail(c, TASOC_ERR_NOMEM, "out of memory"), -1;
	for (int k = 1; k < 3; k++) {
		if (k == 1 ? p->mul >= 0 : p->add >= 0)
			continue;
		for (int32_t j = 0; j < C; j++)
			fill[j] = k == 1 ? 1.0f : 0.0f;
		int32_t w = scalar_weight(c, out, k == 1 ? "ones" : "zeros", 1, &C, fill);
		if (w < 0) {
			free(fill);
			return -1;
		}
		in[k] = tasoc_ref_make(w, 0);
	}
	free(fill);
	int32_t attr[1];
	memcpy(&attr[0], &eps, sizeof eps);
	if (ref_of(c, x, &in[0]))
		return -1;
	int32_t id = op(c, TASOC_OP_LAYERNORM, attr, 3, in, out);
	return id < 0 || bind(c, out, tasoc_ref_make(id, 0), F32) ? -1 : 1;
}

/* n's first input is name. */
static bool reads_first(const Onnx__NodeProto *n, const char *name)
{
	return n->n_input >= 1 && !strcmp(n->input[0], name);
}

/* |v - want| within a few roundings of want (exporters write sqrt 2 as 1.4142135 or 1.41421356...). */
static bool near(float v, double want)
{
	return fabs((double)v - want) <= 1e-6 * fabs(want);
}

static int map_gelu(imp *c, const tasoc_onnx_pattern *p)
{
	const Onnx__GraphProto *gp = c->gp;
	value *x = lookup(c, p->x);
	if (!x || x->dtype != F32 || !x->has_shape || (!x->has_ref && !(x->t && !x->side)))
		return 0;
	const Onnx__NodeProto *pre = gp->node[p->pre], *add = gp->node[p->add], *half = gp->node[p->half];
	const char *h = half == gp->node[p->root] ? gp->node[p->prod]->output[0] : p->x;
	const char *ks[3] = { pre->input[1], tasoc_onnx_pattern_other(add, gp->node[p->erf]->output[0]),
			      tasoc_onnx_pattern_other(half, h) };
	float k[3];
	for (int i = 0; i < 3; i++)
		if (!ks[i] || !const_scalar(c, ks[i], &k[i]) || lookup(c, ks[i])->shape.rank > x->shape.rank)
			return 0;
	bool div = !strcmp(pre->op_type, "Div");
	if (!reads_first(pre, p->x) || !(div ? near(k[0], 1.4142135623730951) : near(k[0], 0.7071067811865476)) ||
	    k[1] != 1.0f || k[2] != 0.5f)
		return 0;
	const char *out = gp->node[p->root]->output[0];
	tasoc_ref r;
	if (ref_of(c, x, &r))
		return -1;
	int32_t id = op(c, TASOC_OP_GELU, NULL, 1, &r, out);
	return id < 0 || bind(c, out, tasoc_ref_make(id, 0), F32) ? -1 : 1;
}

/*
 * LayerNormalization (opset 17) over the last axis only, its one output
 * (Mean and InvStdDev are training outputs); scale and bias broadcast
 * along the last axis; no bias is a bias of zeros.
 */
static int map_layernormalization(imp *c, const Onnx__NodeProto *n, int opcode)
{
	value *x = fin(c, n, 0);
	if (!x || x->shape.rank < 2 || n->n_input < 2 || n->n_input > 3 || !single_output(n))
		return 0;
	int rank = x->shape.rank;
	int64_t axis = tasoc_onnx_attr_int(n, "axis", -1);
	float eps = tasoc_onnx_attr_float(n, "epsilon", 1e-5f);
	if ((axis != -1 && axis != rank - 1) || !(eps >= 0.0f) || !isfinite(eps))
		return 0;
	const char *out = n->output[0];
	char name[256];
	tasoc_ref in[3];
	int rc;
	snprintf(name, sizeof name, "%s/scale", out);
	if ((rc = last_axis_operand(c, n->input[1], &x->shape, &in[1], name)) <= 0)
		return rc;
	bool bias = n->n_input == 3 && n->input[2][0];
	snprintf(name, sizeof name, "%s/bias", out);
	if (bias && (rc = last_axis_operand(c, n->input[2], &x->shape, &in[2], name)) <= 0)
		return rc;
	if (!bias) {
		int32_t C = x->shape.dim[rank - 1];
		float *zero = calloc((size_t)C, sizeof *zero);
		int32_t w = zero ? scalar_weight(c, out, "zeros", 1, &C, zero) : -1;
		free(zero);
		if (w < 0)
			return zero ? -1 : (fail(c, TASOC_ERR_NOMEM, "out of memory"), -1);
		in[2] = tasoc_ref_make(w, 0);
	}
	int32_t attr[1];
	memcpy(&attr[0], &eps, sizeof eps);
	if (ref_of(c, x, &in[0]))
		return -1;
	int32_t id = op(c, opcode, attr, 3, in, out);
	return id < 0 || bind(c, out, tasoc_ref_make(id, 0), F32) ? -1 : 1;
}

/* Gelu (opset 20) of the exact form; approximate = "tanh" stays opaque. */
static int map_gelu_node(imp *c, const Onnx__NodeProto *n, int opcode)
{
	const Onnx__AttributeProto *a = tasoc_onnx_attr(n, "approximate");
	if (a && !tasoc_onnx_attr_is(n, "approximate", "none"))
		return 0;
	return map_unary(c, n, opcode);
}

/* A uint8 constant as a tasoc weight of its values 0..255 (dqconv's kernel and zero point), named name; -1 on error. */
static int32_t u8_weight(imp *c, const value *v, const char *name)
{
	float *f = tasoc_onnx_tensor_u8_floats(v->t);
	if (!f)
		return fail(c, TASOC_ERR_NOMEM, "out of memory reading '%s'", v->name), -1;
	int32_t id = tasoc_add_weight(c->g, name, v->shape, f, true);
	free(f);
	if (id < 0)
		fail_graph(c, TASOC_ERR_NOMEM);
	return id;
}

/* A constant of type dtype and known shape, of numel elements when numel > 0. */
static value *const_of(imp *c, const char *name, int32_t dtype, int64_t numel)
{
	value *v = lookup(c, name);
	if (!v || !v->t || v->dtype != dtype || !v->has_shape || (numel > 0 && tasoc_numel(&v->shape) != numel))
		return NULL;
	return v;
}

/*
 * The operator a dynamically quantized pattern becomes: x, the uint8
 * weight and its zero point as weights of their own, the weight's scale;
 * bound to the pattern's last output. 1 mapped, -1 out of memory.
 */
static int add_dq(imp *c, const tasoc_onnx_pattern *p, int opcode, const int32_t *attr, value *x, value *w,
		  value *wzp, value *ws)
{
	const char *out = c->gp->node[p->root]->output[0];
	tasoc_ref in[4];
	int32_t iw = u8_weight(c, w, w->name), iz = iw < 0 ? -1 : u8_weight(c, wzp, wzp->name);
	if (iz < 0 || ref_of(c, x, &in[0]) || ref_of(c, ws, &in[3]))
		return -1;
	in[1] = tasoc_ref_make(iw, 0);
	in[2] = tasoc_ref_make(iz, 0);
	int32_t id = op(c, opcode, attr, 4, in, out);
	return id < 0 || bind(c, out, tasoc_ref_make(id, 0), F32) ? -1 : 1;
}

/*
 * DynamicQuantizeLinear, ConvInteger, Cast and the scale Muls as dqconv: a
 * 2-D ConvInteger of one group, explicit pads (auto_pad NOTSET), any
 * strides and dilations, a uint8 kernel with one zero point and one float
 * scale, all constants. Anything else imports node by node, as before.
 */
static int map_dqconv(imp *c, const tasoc_onnx_pattern *p)
{
	const Onnx__GraphProto *gp = c->gp;
	const Onnx__NodeProto *ci = gp->node[p->qop], *cast = gp->node[p->qcast];
	value *x = lookup(c, p->x);
	if (!x || x->dtype != F32 || !x->has_shape || x->shape.rank != 4 || (!x->has_ref && !(x->t && !x->side)))
		return 0;
	value *w = const_of(c, ci->input[1], ONNX__TENSOR_PROTO__DATA_TYPE__UINT8, 0);
	value *wzp = const_of(c, ci->input[3], ONNX__TENSOR_PROTO__DATA_TYPE__UINT8, 1);
	value *ws = const_of(c, tasoc_onnx_pattern_other(gp->node[p->qscale], gp->node[p->dq]->output[1]), F32, 1);
	if (!w || !wzp || !ws || w->shape.rank != 4 || w->shape.dim[1] != x->shape.dim[1] || wzp->shape.rank > 1 ||
	    ws->shape.rank > 1 || tasoc_onnx_attr_int(cast, "to", 0) != F32 || tasoc_onnx_attr_int(ci, "group", 1) != 1 ||
	    (tasoc_onnx_attr(ci, "auto_pad") && !tasoc_onnx_attr_is(ci, "auto_pad", "NOTSET")))
		return 0;
	size_t nk, ns, nd, np;
	const int64_t *ks = tasoc_onnx_attr_ints(ci, "kernel_shape", &nk), *st = tasoc_onnx_attr_ints(ci, "strides", &ns);
	const int64_t *dl = tasoc_onnx_attr_ints(ci, "dilations", &nd), *pd = tasoc_onnx_attr_ints(ci, "pads", &np);
	if ((ks && (nk != 2 || ks[0] != w->shape.dim[2] || ks[1] != w->shape.dim[3])) || (st && ns != 2) ||
	    (dl && nd != 2) || (pd && np != 4))
		return 0;
	int64_t a[8] = { st ? st[0] : 1, st ? st[1] : 1, pd ? pd[0] : 0, pd ? pd[1] : 0, pd ? pd[2] : 0, pd ? pd[3] : 0,
			 dl ? dl[0] : 1, dl ? dl[1] : 1 };
	int32_t attr[8];
	for (int i = 0; i < 8; i++) {
		if (a[i] < 0 || a[i] > 65536)
			return 0;
		attr[i] = (int32_t)a[i];
	}
	for (int ax = 0; ax < 2; ax++) /* an output of one extent at least: the shape rule's last requirements */
		if (attr[0 + ax] < 1 || attr[6 + ax] < 1 ||
		    x->shape.dim[2 + ax] + (int64_t)attr[2 + ax] + attr[4 + ax] < (int64_t)attr[6 + ax] * (w->shape.dim[2 + ax] - 1) + 1)
			return 0;
	return add_dq(c, p, TASOC_OP_DQCONV, attr, x, w, wzp, ws);
}

/*
 * DynamicQuantizeLinear, MatMulInteger, Cast and the scale Muls as
 * dqmatmul: x of rank 2 or more times a constant uint8 weight [K, N] with
 * one zero point and one float scale. Anything else imports node by node.
 */
static int map_dqmatmul(imp *c, const tasoc_onnx_pattern *p)
{
	const Onnx__GraphProto *gp = c->gp;
	const Onnx__NodeProto *mi = gp->node[p->qop], *cast = gp->node[p->qcast];
	value *x = lookup(c, p->x);
	if (!x || x->dtype != F32 || !x->has_shape || x->shape.rank < 2 || (!x->has_ref && !(x->t && !x->side)))
		return 0;
	value *w = const_of(c, mi->input[1], ONNX__TENSOR_PROTO__DATA_TYPE__UINT8, 0);
	value *wzp = const_of(c, mi->input[3], ONNX__TENSOR_PROTO__DATA_TYPE__UINT8, 1);
	value *ws = const_of(c, tasoc_onnx_pattern_other(gp->node[p->qscale], gp->node[p->dq]->output[1]), F32, 1);
	if (!w || !wzp || !ws || w->shape.rank != 2 || w->shape.dim[0] != x->shape.dim[x->shape.rank - 1] ||
	    wzp->shape.rank > 1 || ws->shape.rank > 1 || tasoc_onnx_attr_int(cast, "to", 0) != F32)
		return 0;
	return add_dq(c, p, TASOC_OP_DQMATMUL, NULL, x, w, wzp, ws);
}

static int map_pattern(imp *c, const tasoc_onnx_pattern *p)
{
	if (c->m->opset < 7) /* numpy broadcasting of the constants */
		return 0;
	if (p->kind == TASOC_ONNX_PAT_DQCONV || p->kind == TASOC_ONNX_PAT_DQMATMUL) /* DynamicQuantizeLinear: opset 11 */
		return c->m->opset < 11 ? 0 : p->kind == TASOC_ONNX_PAT_DQCONV ? map_dqconv(c, p) : map_dqmatmul(c, p);
	return p->kind == TASOC_ONNX_PAT_LAYERNORM ? map_layernorm(c, p) : map_gelu(c, p);
}

/* ------------------------------------------------------------------ */
/* Opaque nodes and constants.                                         */

/*
 * Shape and type of a tensor from value_info or the graph outputs; when the
 * file gives one tasoc cannot hold (rank 9), why says so, else it is empty.
 */
static bool hinted(imp *c, const char *name, tasoc_shape *s, int32_t *dtype, char *why, size_t size)
{
	int32_t h = tasoc_onnx_names_get(&c->hints, name);
	why[0] = '\0';
	if (h < 0)
		return false;
	const Onnx__ValueInfoProto *vi = h % 2 ? c->gp->output[h / 2] : c->gp->value_info[h / 2];
	return tasoc_onnx_type_shape(vi->type, c->m, dtype, s, why, size);
}

/*
 * The rank of n's first output when its own inputs say it is above
 * TASOC_MAX_RANK (a constant shape of 9 entries for Reshape or Expand, axes
 * that take an Unsqueeze past it), else 0: no shape rule holds such an
 * output, and the message should say that rather than ask for shapes.
 */
static size_t wide_rank(const Onnx__NodeProto *n, int nknown, const tasoc_onnx_in *known)
{
	size_t r = 0;
	if ((!strcmp(n->op_type, "Reshape") || !strcmp(n->op_type, "Expand")) && nknown > 1 && known[1].ints)
		r = known[1].nints;
	else if (!strcmp(n->op_type, "Unsqueeze") && nknown > 0 && known[0].known) {
		size_t na = 0;
		if (nknown > 1 && known[1].ints)
			na = known[1].nints;
		else
			tasoc_onnx_attr_ints(n, "axes", &na);
		r = (size_t)known[0].shape.rank + na;
	}
	return r > TASOC_MAX_RANK ? r : 0;
}

/* add_opaque with room in in[] for every tensor the node reads. */
static tasoc_status add_opaque_with(imp *c, const Onnx__NodeProto *n, tasoc_ref *in, const char **reads,
				     size_t nreads)
{
	tasoc_shape oshape[TASOC_MAX_OUT];
	int32_t odtype[TASOC_MAX_OUT];
	tasoc_onnx_in known[TASOC_MAX_IN];
	int64_t *ints[TASOC_MAX_IN] = { 0 };
	float *floats[TASOC_MAX_IN] = { 0 };
	int nin = 0, nout = 0, nknown = n->n_input <= TASOC_MAX_IN ? (int)n->n_input : 0;
	memset(known, 0, sizeof known);
	for (size_t i = 0; i < n->n_input; i++) {
		if (!n->input[i][0])
			continue; /* an omitted optional input */
		value *v = lookup(c, n->input[i]);
		if (!v)
			return fail(c, TASOC_ERR_FORMAT, "input '%s' is not defined", n->input[i]);
		if ((int)i < nknown) {
			tasoc_onnx_in *k = &known[i];
			k->present = true;
			k->known = v->has_shape;
			k->shape = v->shape;
			k->dtype = v->dtype;
			if (v->t && (ints[i] = tasoc_onnx_tensor_ints(v->t, &k->nints)))
				k->ints = ints[i];
			else if (v->t && v->dtype == F32 && v->has_shape && tasoc_numel(&v->shape) <= 64 &&
				 (floats[i] = tasoc_onnx_tensor_floats(v->t))) {
				k->floats = floats[i];
				k->nfloats = (size_t)tasoc_numel(&v->shape);
			}
		}
		if (v->side)
			continue; /* stays a name in the payload; export writes the constant back */
		tasoc_status st = ref_of(c, v, &in[nin++]);
		if (st != TASOC_OK) {
			for (int k = 0; k < TASOC_MAX_IN; k++)
				free(ints[k]), free(floats[k]);
			return st;
		}
	}
	tasoc_status rst = TASOC_OK;
	for (size_t i = 0; i < nreads && rst == TASOC_OK; i++) {
		value *v = lookup(c, reads[i]);
		if (!v)
			rst = fail(c, TASOC_ERR_FORMAT, "its subgraph reads '%s', which is not defined", reads[i]);
		else if (v->side)
			continue;
		else if (v->t && !v->has_ref) {
			/*
			 * A constant read by a subgraph stays a constant beside the graph,
			 * not an edge: an If reads all its branches' weights (silero's 26),
			 * more than a node has inputs. The export writes it back by name.
			 */
			if (tasoc_onnx_names_put(&c->m->side, v->name, v->side_id) < 0)
				rst = fail(c, TASOC_ERR_NOMEM, "out of memory");
			continue;
		}
		else
			rst = ref_of(c, v, &in[nin++]);
	}
	if (rst == TASOC_OK && nin > TASOC_MAX_IN) {
		char bname[256];
		const char *o = "";
		for (size_t i = 0; i < n->n_output && !o[0]; i++)
			o = n->output[i];
		snprintf(bname, sizeof bname, "%s/inputs", o);
		if (tasoc_onnx_bundle(c->g, bname, in, &nin) != TASOC_OK)
			rst = fail_graph(c, TASOC_ERR_NOMEM);
	}
	if (rst != TASOC_OK) {
		for (int k = 0; k < TASOC_MAX_IN; k++)
			free(ints[k]), free(floats[k]);
		return rst;
	}
	tasoc_shape inferred[TASOC_MAX_OUT];
	int32_t inferred_dt[TASOC_MAX_OUT];
	char why[120];
	int ninf = 0;
	for (size_t i = 0; i < n->n_output; i++)
		ninf += n->output[i][0] != '\0';
	bool have_inferred = ninf <= TASOC_MAX_OUT && nknown > 0 &&
		tasoc_onnx_infer_opaque(n, c->m->opset, nknown, known, ninf, inferred, inferred_dt);
	size_t wide = have_inferred ? 0 : wide_rank(n, nknown, known);
	for (int k = 0; k < TASOC_MAX_IN; k++)
		free(ints[k]), free(floats[k]);
	if (ninf > TASOC_MAX_OUT)
		return fail(c, TASOC_ERR_LIMIT, "more than %d outputs", TASOC_MAX_OUT);
	for (size_t i = 0; i < n->n_output; i++) {
		const char *o = n->output[i];
		if (!o[0])
			continue;
		/* tasoc's own rules first: value_info is only a fallback (simplify rewrote it with the same rules) */
		if (have_inferred) {
			oshape[nout] = inferred[nout];
			odtype[nout] = inferred_dt[nout];
		} else if (!hinted(c, o, &oshape[nout], &odtype[nout], why, sizeof why)) {
			if (nout == 0 && wide)
				return fail(c, TASOC_ERR_UNSUPPORTED, "output '%s' has rank %zu (tasoc holds at most %d)", o,
					    wide, TASOC_MAX_RANK);
			if (strstr(why, "rank"))
				return fail(c, TASOC_ERR_UNSUPPORTED, "output '%s' %s", o, why);
			return fail(c, TASOC_ERR_UNSUPPORTED,
				    "no static shape known for output '%s': neither tasoc's rules nor ONNX's shape "
				    "inference give %s a static shape with these inputs, and the model gives none "
				    "(give the inputs static shapes with --dim or --input-shape)", o, n->op_type);
		}
		nout++;
	}
	if (nout == 0)
		return fail(c, TASOC_ERR_FORMAT, "no outputs");
	size_t size = onnx__node_proto__get_packed_size(n);
	uint8_t *payload = malloc(size ? size : 1);
	if (!payload)
		return fail(c, TASOC_ERR_NOMEM, "out of memory");
	onnx__node_proto__pack(n, payload);
	const char *first = NULL;
	for (size_t i = 0; i < n->n_output && !first; i++)
		first = n->output[i][0] ? n->output[i] : NULL;
	int32_t id = tasoc_add_opaque(c->g, first, nin, in, nout, oshape, payload, size);
	free(payload);
	if (id < 0)
		return fail_graph(c, TASOC_ERR_LIMIT);
	nout = 0;
	for (size_t i = 0; i < n->n_output; i++)
		if (n->output[i][0]) {
			if (bind(c, n->output[i], tasoc_ref_make(id, nout), odtype[nout]))
				return TASOC_ERR_FORMAT;
			nout++;
		}
	return TASOC_OK;
}

static tasoc_status add_opaque(imp *c, const Onnx__NodeProto *n)
{
	/* Tensors its subgraphs read by name: extra inputs after the listed ones (onnx_scope.c). */
	const char **reads = NULL;
	size_t nreads = 0;
	if (tasoc_onnx_outer_reads(n, &reads, &nreads))
		return fail(c, TASOC_ERR_NOMEM, "out of memory");
	/* More than a node holds go through bundle nodes (onnx_bundle.c). */
	tasoc_ref *in = malloc((n->n_input + nreads + 1) * sizeof *in);
	if (!in) {
		free(reads);
		return fail(c, TASOC_ERR_NOMEM, "out of memory");
	}
	tasoc_status st = add_opaque_with(c, n, in, reads, nreads);
	free(in);
	free(reads);
	return st;
}

/* A tensor for Constant's value_float(s) / value_int(s), owned by the model. */
static Onnx__TensorProto *synth(imp *c, const Onnx__AttributeProto *a)
{
	bool f = a->has_f || a->n_floats, list = a->n_floats || a->n_ints;
	size_t n = a->n_floats ? a->n_floats : a->n_ints ? a->n_ints : 1;
	Onnx__TensorProto **grown = realloc(c->synth, (c->nsynth + 1) * sizeof *grown);
	if (!grown)
		return NULL;
	c->synth = grown;
	/* One block: the message, its one dim, its data. */
	Onnx__TensorProto *t = calloc(1, sizeof *t + sizeof(int64_t) + n * 8);
	if (!t)
		return NULL;
	onnx__tensor_proto__init(t);
	t->dims = (int64_t *)(t + 1);
	t->n_dims = list;
	t->dims[0] = (int64_t)n;
	t->has_data_type = 1;
	t->data_type = f ? F32 : ONNX__TENSOR_PROTO__DATA_TYPE__INT64;
	if (f) {
		t->float_data = (float *)(t->dims + 1);
		t->n_float_data = n;
		if (a->n_floats)
			memcpy(t->float_data, a->floats, n * sizeof(float));
		else
			t->float_data[0] = a->f;
	} else {
		t->int64_data = t->dims + 1;
		t->n_int64_data = n;
		if (a->n_ints)
			memcpy(t->int64_data, a->ints, n * sizeof(int64_t));
		else
			t->int64_data[0] = a->i;
	}
	c->synth[c->nsynth++] = t;
	return t;
}

static tasoc_status add_constant(imp *c, const Onnx__NodeProto *n, size_t index)
{
	if (n->n_output != 1 || !n->output[0][0] || n->n_attribute != 1)
		return fail(c, TASOC_ERR_FORMAT, "a Constant has one output and one attribute");
	const Onnx__AttributeProto *a = n->attribute[0];
	const Onnx__TensorProto *t = NULL;
	const char *an = a->name ? a->name : "";
	if (!strcmp(an, "value") && a->t)
		t = a->t;
	else if (!strcmp(an, "value_float") || !strcmp(an, "value_floats") ||
		 !strcmp(an, "value_int") || !strcmp(an, "value_ints"))
		t = synth(c, a);
	if (!t && (!strcmp(an, "value_float") || !strcmp(an, "value_floats") ||
		   !strcmp(an, "value_int") || !strcmp(an, "value_ints")))
		return fail(c, TASOC_ERR_NOMEM, "out of memory");
	int32_t side_id = (int32_t)(2 * index + 1);
	if (t)
		return add_const(c, n->output[0], t, side_id) ? TASOC_OK : TASOC_ERR_FORMAT;
	/* Strings and sparse tensors: kept beside the graph for opaque readers. */
	value *v = add_value(c, n->output[0]);
	if (!v || tasoc_onnx_names_put(&c->m->side, n->output[0], side_id) < 0)
		return TASOC_ERR_NOMEM;
	v->side = true;
	return TASOC_OK;
}

/* ------------------------------------------------------------------ */
/* The graph: sources, topological order, nodes, outputs.              */

static tasoc_status add_sources(imp *c)
{
	const Onnx__GraphProto *gp = c->gp;
	tasoc_onnx_model *m = c->m;
	m->init_is_input = calloc(gp->n_initializer + 1, 1);
	if (!m->init_is_input)
		return fail(c, TASOC_ERR_NOMEM, "out of memory");
	for (size_t i = 0; i < gp->n_input; i++)
		if (!gp->input[i]->name || !gp->input[i]->name[0])
			return fail(c, TASOC_ERR_FORMAT, "graph input %zu has no name", i);
	for (size_t i = 0; i < gp->n_initializer; i++) {
		const Onnx__TensorProto *t = gp->initializer[i];
		if (!t->name || !t->name[0])
			return fail(c, TASOC_ERR_FORMAT, "initializer %zu has no name", i);
		if (tasoc_onnx_names_put(&m->inits, t->name, (int32_t)i) < 0)
			return fail(c, TASOC_ERR_NOMEM, "out of memory");
		/* Before IR 4 every initializer was listed as an input too: it is still a weight. */
		bool is_input = false;
		for (size_t k = 0; k < gp->n_input && !is_input && m->proto->ir_version >= 4; k++)
			is_input = strcmp(gp->input[k]->name, t->name) == 0;
		char why[160];
		if (!tasoc_onnx_tensor_check(t, why, sizeof why))
			return fail(c, TASOC_ERR_FORMAT, "initializer '%s': %s", t->name, why);
		if (is_input) { /* a default for an input: the input wins, the default is kept */
			m->init_is_input[i] = 1;
			continue;
		}
		if (!add_const(c, t->name, t, (int32_t)(2 * i)))
			return TASOC_ERR_FORMAT;
	}
	for (size_t i = 0; i < gp->n_input; i++) {
		const Onnx__ValueInfoProto *vi = gp->input[i];
		if (m->proto->ir_version < 4 && tasoc_onnx_names_get(&m->inits, vi->name) >= 0)
			continue;
		int32_t dtype;
		tasoc_shape s;
		char why[160];
		if (!tasoc_onnx_type_shape(vi->type, m, &dtype, &s, why, sizeof why))
			return fail(c, TASOC_ERR_UNSUPPORTED, "graph input '%s' %s", vi->name, why);
		int32_t id = tasoc_add_input(c->g, vi->name, s);
		if (id < 0)
			return fail_graph(c, TASOC_ERR_SHAPE);
		if (bind(c, vi->name, tasoc_ref_make(id, 0), dtype))
			return TASOC_ERR_FORMAT;
	}
	for (size_t i = 0; i < gp->n_value_info; i++)
		if (gp->value_info[i]->name &&
		    tasoc_onnx_names_put(&c->hints, gp->value_info[i]->name, (int32_t)(2 * i)) < 0)
			return fail(c, TASOC_ERR_NOMEM, "out of memory");
	for (size_t i = 0; i < gp->n_output; i++) {
		if (!gp->output[i]->name || !gp->output[i]->name[0])
			return fail(c, TASOC_ERR_FORMAT, "graph output %zu has no name", i);
		/* value_info first: the pass before import wrote static shapes there; an output's declaration may be symbolic */
		if (tasoc_onnx_names_get(&c->hints, gp->output[i]->name) < 0 &&
		    tasoc_onnx_names_put(&c->hints, gp->output[i]->name, (int32_t)(2 * i + 1)) < 0)
			return fail(c, TASOC_ERR_NOMEM, "out of memory");
	}
	return TASOC_OK;
}

/*
 * Kahn's algorithm over the NodeProtos. ONNX requires nodes in topological
 * order, but computing it here turns an unsorted file into a working one
 * and a cyclic one into an error that names a node on the cycle.
 */
static tasoc_status node_order(imp *c, size_t *order)
{
	const Onnx__GraphProto *gp = c->gp;
	size_t n = gp->n_node, nedges = 0;
	for (size_t k = 0; k < n; k++) {
		const Onnx__NodeProto *nd = gp->node[k];
		c->node = nd;
		if (!nd->op_type || !nd->op_type[0])
			return fail(c, TASOC_ERR_FORMAT, "node %zu has no operator type", k);
		for (size_t i = 0; i < nd->n_output; i++) {
			const char *o = nd->output[i];
			if (!o[0])
				continue;
			int32_t prev = tasoc_onnx_names_get(&c->producer, o);
			if (prev >= 0 || lookup(c, o))
				return fail(c, TASOC_ERR_FORMAT, "tensor '%s' is defined twice%s%s%s", o,
					    prev >= 0 ? " (also by node '" : "",
					    prev >= 0 ? (gp->node[prev]->name ? gp->node[prev]->name : "") : "",
					    prev >= 0 ? "')" : "");
			if (tasoc_onnx_names_put(&c->producer, o, (int32_t)k) < 0)
				return fail(c, TASOC_ERR_NOMEM, "out of memory");
		}
	}
	size_t *indeg = calloc(n + 1, sizeof *indeg), *start = calloc(n + 2, sizeof *start);
	size_t *adj = NULL, *queue = malloc((n + 1) * sizeof *queue);
	tasoc_status st = TASOC_OK;
	if (!indeg || !start || !queue) {
		st = fail(c, TASOC_ERR_NOMEM, "out of memory");
		goto out;
	}
	for (int pass = 0; pass < 2 && st == TASOC_OK; pass++) {
		for (size_t k = 0; k < n && st == TASOC_OK; k++) {
			const Onnx__NodeProto *nd = gp->node[k];
			c->node = nd;
			const char **reads = NULL;
			size_t nreads = 0;
			if (tasoc_onnx_outer_reads(nd, &reads, &nreads)) {
				st = fail(c, TASOC_ERR_NOMEM, "out of memory");
				break;
			}
			for (size_t i = 0; i < nd->n_input + nreads; i++) {
				const char *in = i < nd->n_input ? nd->input[i] : reads[i - nd->n_input];
				if (!in[0])
					continue;
				int32_t p = tasoc_onnx_names_get(&c->producer, in);
				if (p < 0) {
					if (!lookup(c, in)) {
						st = fail(c, TASOC_ERR_FORMAT, "input '%s' is not a graph input, "
							  "an initializer or the output of any node", in);
						break;
					}
					continue;
				}
				if (pass == 0) {
					start[p + 1]++;
					indeg[k]++;
				} else {
					adj[start[p]++] = k;
				}
			}
			free(reads);
		}
		if (pass == 0) {
			for (size_t k = 0; k < n; k++)
				start[k + 1] += start[k];
			nedges = start[n]; /* listed inputs and subgraph reads with a producer */
			if (!(adj = malloc((nedges + 1) * sizeof *adj)))
				st = fail(c, TASOC_ERR_NOMEM, "out of memory");
		}
		else /* filling advanced each start to the next one's: shift back */
			for (size_t k = n; k > 0; k--)
				start[k] = start[k - 1];
		if (pass == 1)
			start[0] = 0;
	}
	if (st != TASOC_OK)
		goto out;
	size_t head = 0, tail = 0;
	for (size_t k = 0; k < n; k++)
		if (!indeg[k])
			queue[tail++] = k;
	while (head < tail) {
		size_t k = queue[head++];
		order[head - 1] = k;
		for (size_t e = start[k]; e < start[k + 1]; e++)
			if (--indeg[adj[e]] == 0)
				queue[tail++] = adj[e];
	}
	if (head < n) {
		for (size_t k = 0; k < n; k++)
			if (indeg[k]) {
				c->node = gp->node[k];
				st = fail(c, TASOC_ERR_CYCLE, "the graph has a cycle through this node");
				break;
			}
	}
out:
	free(indeg);
	free(start);
	free(adj);
	free(queue);
	c->node = NULL;
	return st;
}

static tasoc_status add_outputs(imp *c)
{
	for (size_t i = 0; i < c->gp->n_output; i++) {
		const Onnx__ValueInfoProto *vi = c->gp->output[i];
		value *v = lookup(c, vi->name);
		tasoc_ref r;
		if (!v)
			return fail(c, TASOC_ERR_FORMAT, "graph output '%s' is not produced by any node", vi->name);
		if (v->side)
			return fail(c, TASOC_ERR_UNSUPPORTED, "graph output '%s' is a %s constant; not supported",
				    vi->name, tasoc_onnx_dtype_name(v->dtype));
		if (ref_of(c, v, &r))
			return TASOC_ERR_UNSUPPORTED;
		int32_t dt;
		tasoc_shape s;
		char why[120], a[64], b[64];
		if (tasoc_onnx_type_shape(vi->type, c->m, &dt, &s, why, sizeof why) &&
		    !tasoc_shape_eq(&s, tasoc_ref_shape(c->g, r)))
			return fail(c, TASOC_ERR_SHAPE, "graph output '%s' is declared %s but computes %s", vi->name,
				    tasoc_shape_str(&s, a, sizeof a), tasoc_shape_str(tasoc_ref_shape(c->g, r), b, sizeof b));
		if (tasoc_add_output(c->g, r, vi->name) != TASOC_OK)
			return fail_graph(c, TASOC_ERR_NOMEM);
	}
	return TASOC_OK;
}

tasoc_status tasoc_onnx_import(const void *data, size_t size, tasoc_graph *g, tasoc_onnx_model **model)
{
	return tasoc_onnx_import_dims(data, size, NULL, 0, g, model);
}

tasoc_status tasoc_onnx_import_dims(const void *data, size_t size, const tasoc_onnx_dim *dims,
				    int ndims, tasoc_graph *g, tasoc_onnx_model **model)
{
	tasoc_onnx_options o;
	memset(&o, 0, sizeof o);
	o.dims = dims;
	o.ndims = ndims;
	return tasoc_onnx_import_opts(data, size, &o, g, model);
}


/* dir: the model's folder, where its external data lies; NULL for a model read from memory. */
static tasoc_status import_node(imp *c, size_t index)
{
	const Onnx__NodeProto *n = c->gp->node[index];
	c->node = n;
	if (!strcmp(n->op_type, "Constant") && (!n->domain || !n->domain[0]))
		return add_constant(c, n, index);
	int r = map_node(c, n);
	return r < 0 ? TASOC_ERR_SHAPE : r == 0 ? add_opaque(c, n) : TASOC_OK;
}

/*
 * The nodes in order. A node a pattern covers (onnx_pattern.c) waits for
 * the pattern's root, the last of them in any topological order: there the
 * pattern maps as one operator, or its nodes import one by one, in order,
 * as they would have (they read only the pattern's input, constants and
 * each other).
 */
static tasoc_status import_nodes(imp *c, const size_t *order)
{
	size_t n = c->gp->n_node, npat = 0;
	tasoc_onnx_pattern *pats = NULL;
	int32_t *role = malloc((n + 1) * sizeof *role);
	size_t *pos = malloc((n + 1) * sizeof *pos);
	if (!role || !pos || tasoc_onnx_read_counts(c->gp, &c->reads) < 0 ||
	    tasoc_onnx_find_patterns(c->gp, &pats, &npat, role) < 0) {
		free(role);
		free(pos);
		return fail(c, TASOC_ERR_NOMEM, "out of memory");
	}
	for (size_t k = 0; k < n; k++)
		pos[order[k]] = k;
	tasoc_status st = TASOC_OK;
	for (size_t k = 0; k < n && st == TASOC_OK; k++) {
		int32_t pi = role[order[k]];
		if (pi < 0) {
			st = import_node(c, order[k]);
			continue;
		}
		const tasoc_onnx_pattern *p = &pats[pi];
		if ((size_t)p->root != order[k])
			continue;
		c->node = c->gp->node[p->root];
		int r = map_pattern(c, p);
		if (r < 0) {
			st = TASOC_ERR_SHAPE;
			break;
		}
		if (r > 0)
			continue;
		int32_t seq[TASOC_ONNX_PAT_MAX_NODES];
		int m = p->nnodes;
		memcpy(seq, p->nodes, (size_t)m * sizeof *seq);
		for (int i = 1; i < m; i++) /* insertion sort by position in order */
			for (int j = i; j > 0 && pos[seq[j - 1]] > pos[seq[j]]; j--) {
				int32_t t = seq[j];
				seq[j] = seq[j - 1];
				seq[j - 1] = t;
			}
		for (int i = 0; i < m && st == TASOC_OK; i++)
			st = import_node(c, (size_t)seq[i]);
	}
	free(pats);
	free(role);
	free(pos);
	return st;
}

static tasoc_status import_in(const void *data, size_t size, const char *dir, const tasoc_onnx_options *o,
			      tasoc_graph *g, tasoc_onnx_model **model)
{
	const tasoc_onnx_dim *dims = o->dims;
	int ndims = o->ndims;
	imp c;
	memset(&c, 0, sizeof c);
	c.g = g;
	*model = NULL;
	tasoc_onnx_model *m = calloc(1, sizeof *m);
	if (!m)
		return fail(&c, TASOC_ERR_NOMEM, "out of memory");
	c.m = m;
	tasoc_status st = TASOC_OK;
	if (ndims > 0 && !(m->dims = calloc((size_t)ndims, sizeof *m->dims))) {
		st = fail(&c, TASOC_ERR_NOMEM, "out of memory");
		goto out;
	}
	for (int i = 0; i < ndims; i++, m->ndims++) {
		if (!dims[i].name || dims[i].value < 1) {
			st = fail(&c, TASOC_ERR_ARG, "dimension %d: needs a name and a value >= 1", i);
			goto out;
		}
		size_t n = strlen(dims[i].name) + 1;
		char *name = malloc(n);
		if (!name) {
			st = fail(&c, TASOC_ERR_NOMEM, "out of memory");
			goto out;
		}
		m->dims[i].name = memcpy(name, dims[i].name, n);
		m->dims[i].value = dims[i].value;
	}
	if (tasoc_onnx_wire_depth(data, size, TASOC_ONNX_MAX_DEPTH) > TASOC_ONNX_MAX_DEPTH) {
		st = fail(&c, TASOC_ERR_FORMAT,
			  "the model nests subgraphs within subgraphs more than %d messages deep: refused before "
			  "unpacking it, which would overflow the stack", TASOC_ONNX_MAX_DEPTH);
		goto out;
	}
	m->proto = onnx__model_proto__unpack(NULL, size, data);
	if (!m->proto) {
		st = fail(&c, TASOC_ERR_FORMAT, "not an ONNX model: the protobuf data is truncated or corrupted");
		goto out;
	}
	if (!m->proto->graph) {
		st = fail(&c, TASOC_ERR_FORMAT, "the model has no graph");
		goto out;
	}
	if ((st = tasoc_onnx_external_resolve(m, dir, g->err, sizeof g->err)) != TASOC_OK)
		goto out;
	c.gp = m->proto->graph;
	m->opset = 0;
	for (size_t i = 0; i < m->proto->n_opset_import; i++) {
		const Onnx__OperatorSetIdProto *o = m->proto->opset_import[i];
		if (!o->domain || !o->domain[0] || !strcmp(o->domain, "ai.onnx"))
			m->opset = o->version;
	}
	/* No default operator set: only other domains' nodes, all opaque (map_node checks). */
	if ((st = tasoc_onnx_validate(m, g->err, sizeof g->err)) != TASOC_OK)
		goto out;
	tasoc_onnx_simplify_stats ss;
	if ((st = tasoc_onnx_simplify(m, o->shapes, o->nshapes, !o->no_fold, &ss, g->err, sizeof g->err)) != TASOC_OK)
		goto out;
	m->info.nodes_in_file = ss.nodes_in;
	m->info.nodes_after = ss.nodes_out;
	m->info.folded = ss.folded;
	m->info.inlined = ss.inlined;
	m->info.pruned = ss.pruned;
	m->info.onnx_shapes = ss.onnx_shapes;
	size_t *order = malloc((c.gp->n_node + 1) * sizeof *order);
	if (!order) {
		st = fail(&c, TASOC_ERR_NOMEM, "out of memory");
		goto out;
	}
	if ((st = add_sources(&c)) == TASOC_OK && (st = node_order(&c, order)) == TASOC_OK) {
		st = import_nodes(&c, order);
		c.node = NULL;
		if (st == TASOC_OK)
			st = add_outputs(&c);
		if (st == TASOC_OK && tasoc_graph_validate(g) != TASOC_OK)
			st = fail_graph(&c, TASOC_ERR_FORMAT);
	}
	free(order);
out:
	free(c.vals);
	tasoc_onnx_names_free(&c.byname);
	tasoc_onnx_names_free(&c.producer);
	tasoc_onnx_names_free(&c.hints);
	tasoc_onnx_names_free(&c.reads);
	/* Synthesized constants die with the import: export reads side constants from the proto. */
	for (size_t i = 0; i < c.nsynth; i++)
		free(c.synth[i]);
	free(c.synth);
	if (st != TASOC_OK) {
		tasoc_onnx_free(m);
		return st;
	}
	*model = m;
	return TASOC_OK;
}

tasoc_status tasoc_onnx_import_opts(const void *data, size_t size, const tasoc_onnx_options *o, tasoc_graph *g,
				    tasoc_onnx_model **model)
{
	return import_in(data, size, NULL, o, g, model);
}

tasoc_status tasoc_onnx_load(const char *path, tasoc_graph *g, tasoc_onnx_model **model)
{
	return tasoc_onnx_load_dims(path, NULL, 0, g, model);
}

tasoc_status tasoc_onnx_load_dims(const char *path, const tasoc_onnx_dim *dims, int ndims,
				  tasoc_graph *g, tasoc_onnx_model **model)
{
	tasoc_onnx_options o;
	memset(&o, 0, sizeof o);
	o.dims = dims;
	o.ndims = ndims;
	return tasoc_onnx_load_opts(path, &o, g, model);
}

tasoc_status tasoc_onnx_load_opts(const char *path, const tasoc_onnx_options *o, tasoc_graph *g,
				  tasoc_onnx_model **model)
{
	size_t size;
	char *data = tasoc_read_file(path, &size);
	*model = NULL;
	if (!data) {
		snprintf(g->err, sizeof g->err, "cannot read the file: %s", strerror(errno));
		return TASOC_ERR_IO;
	}
	/* The folder of the model, for its external data: path up to its last '/'. */
	const char *slash = strrchr(path, '/');
	char *dir = malloc(slash ? (size_t)(slash - path) + 2 : 2);
	if (!dir) {
		free(data);
		snprintf(g->err, sizeof g->err, "out of memory");
		return TASOC_ERR_NOMEM;
	}
	if (!slash)
		strcpy(dir, ".");
	else if (slash == path)
		strcpy(dir, "/");
	else
		memcpy(dir, path, (size_t)(slash - path)), dir[slash - path] = '\0';
	tasoc_status st = import_in(data, size, dir, o, g, model);
	free(data);
	free(dir);
	return st;
}

void tasoc_onnx_free(tasoc_onnx_model *m)
{
	if (!m)
		return;
	if (m->proto)
		onnx__model_proto__free_unpacked(m->proto, tasoc_onnx_pb());
	tasoc_onnx_external_release(m); /* after the proto: its free skips the mapped bytes */
	tasoc_onnx_names_free(&m->side);
	tasoc_onnx_names_free(&m->inits);
	free(m->init_is_input);
	for (int i = 0; i < m->ndims; i++)
		free((char *)m->dims[i].name);
	free(m->dims);
	tasoc_onnx_names_free(&m->outer_reads);
	tasoc_onnx_names_free(&m->outer_names);
	for (size_t i = 0; i < m->nscope_strings; i++)
		free(m->scope_strings[i]);
	free(m->scope_strings);
	free(m);
}

const char *tasoc_onnx_opaque_type(const tasoc_graph *g, int32_t node, char *buf, size_t size)
{
	if (tasoc_onnx_is_bundle(g, node)) {
		snprintf(buf, size, "(input bundle)");
		return buf;
	}
	size_t n;
	const void *p = tasoc_node_payload(g, node, &n);
	Onnx__NodeProto *np = p ? onnx__node_proto__unpack(NULL, n, p) : NULL;
	snprintf(buf, size, "%s", np && np->op_type ? np->op_type : "");
	if (np)
		onnx__node_proto__free_unpacked(np, tasoc_onnx_pb());
	return buf;
}

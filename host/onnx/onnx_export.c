/* onnx_export.c: a tasoc graph written back into its ONNX model: names, nodes, initializers. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/kernel.h"
#include "../../core/layout.h"
#include "../../generated/ops_host.h"
#include "onnx_internal.h"

/*
 * Export builds a new node list, initializer list and value_info for the
 * graph and packs a shallow copy of the imported ModelProto around them, so
 * the opset, producer, metadata, functions and unknown fields go out as they
 * came in. Tensor names: graph inputs, opaque outputs and side constants keep
 * theirs (opaque payloads name them); a mapped node's output is named after
 * the graph output it is, else after its tasoc node, made unique. Imported
 * weights whose data did not change are written as the original
 * TensorProto, bit for bit.
 *
 * Every message built here comes from one pool freed at the end; the
 * original model is only read.
 */

enum { F32 = ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT, I64 = ONNX__TENSOR_PROTO__DATA_TYPE__INT64 };

typedef struct ex {
	const tasoc_onnx_model *m;
	const tasoc_onnx_export_opts *o;
	const Onnx__GraphProto *gp;
	tasoc_graph *g;
	void **pool;
	size_t npool, cappool;
	bool nomem;
	tasoc_status st;            /* first failure */
	char **tname;               /* tensor names: node * TASOC_MAX_OUT + out */
	tasoc_onnx_names used;      /* every name given out or reserved */
	tasoc_onnx_names suffix;    /* base name -> the last k fresh() gave out as base_k */
	tasoc_onnx_names opq_out;   /* outputs of exported opaque nodes */
	Onnx__NodeProto **opq;      /* unpacked payloads, by node */
	int32_t *readers;           /* readers per tensor, graph outputs included */
	int32_t *reader;            /* the last node reading each tensor */
	uint8_t *fused;             /* nodes written as part of another: a Conv's bias, a 1-D Conv's reshapes */
	int32_t *conv1d;            /* by conv node: 1 + the reshape closing its 1-D form, or 0 */
	uint8_t *weight_1d;         /* weights written without their height-1 axis, as a 1-D Conv's */
	uint8_t *u8;                /* by weight: 1 read as dqconv's uint8 kernel or zero point, 2 read otherwise */
	int32_t *split_next;        /* by split output (node * 2 + out): 1 + the split written as part of it, or 0 */
	Onnx__NodeProto **nodes;
	size_t nnodes, capnodes;
	Onnx__TensorProto **inits;
	size_t ninits, capinits;
} ex;

static tasoc_status efail(ex *e, tasoc_status st, const char *fmt, ...)
{
	if (e->st != TASOC_OK)
		return e->st;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(e->g->err, sizeof e->g->err, fmt, ap);
	va_end(ap);
	e->st = st;
	return st;
}

static void *palloc(ex *e, size_t size)
{
	if (e->npool == e->cappool) {
		size_t ncap = e->cappool ? e->cappool * 2 : 256;
		void **p = realloc(e->pool, ncap * sizeof *p);
		if (!p) {
			efail(e, TASOC_ERR_NOMEM, "out of memory exporting the model");
			return NULL;
		}
		e->pool = p;
		e->cappool = ncap;
	}
	void *p = calloc(1, size ? size : 1);
	if (!p) {
		efail(e, TASOC_ERR_NOMEM, "out of memory exporting the model");
		return NULL;
	}
	e->pool[e->npool++] = p;
	return p;
}

static void *pool_alloc(void *ctx, size_t size)
{
	return palloc(ctx, size);
}

static char *pstr(ex *e, const char *fmt, ...)
{
	char buf[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	char *s = palloc(e, strlen(buf) + 1);
	if (s)
		strcpy(s, buf);
	return s;
}

static bool push(ex *e, void ***arr, size_t *n, size_t *cap, void *item)
{
	if (!item)
		return false;
	if (*n == *cap) {
		size_t ncap = *cap ? *cap * 2 : 32;
		void **p = realloc(*arr, ncap * sizeof *p);
		if (!p) {
			efail(e, TASOC_ERR_NOMEM, "out of memory exporting the model");
			return false;
		}
		*arr = p;
		*cap = ncap;
	}
	(*arr)[(*n)++] = item;
	return true;
}

#define PUSH_NODE(e, x) push(e, (void ***)&(e)->nodes, &(e)->nnodes, &(e)->capnodes, x)
#define PUSH_INIT(e, x) push(e, (void ***)&(e)->inits, &(e)->ninits, &(e)->capinits, x)

static bool reserve(ex *e, const char *name)
{
	if (tasoc_onnx_names_put(&e->used, name, 1) < 0) {
		efail(e, TASOC_ERR_NOMEM, "out of memory exporting the model");
		return false;
	}
	return true;
}

/*
 * base, or base_1, base_2, ... : the first name not given out yet. The
 * search for base_k starts after the last k given out for base (those
 * before it were taken then and still are), so the thousands of unnamed
 * nodes of one operator a large model's rewrites make cost one probe
 * each, not one per earlier node.
 */
static char *fresh(ex *e, const char *base)
{
	char *s = tasoc_onnx_names_get(&e->used, base) < 0 ? pstr(e, "%s", base) : NULL;
	int32_t last = s ? 0 : tasoc_onnx_names_get(&e->suffix, base);
	int k = last > 0 ? last + 1 : 1;
	for (; !s && e->st == TASOC_OK; k++) {
		char buf[400];
		snprintf(buf, sizeof buf, "%s_%d", base, k);
		if (tasoc_onnx_names_get(&e->used, buf) < 0)
			s = pstr(e, "%s", buf);
	}
	if (s && k > 1) { /* remember base_(k - 1); a new key is copied into the pool, which outlives the map */
		const char *key = last > 0 ? base : pstr(e, "%s", base);
		if (!key || tasoc_onnx_names_put(&e->suffix, key, k - 1) < 0)
			efail(e, TASOC_ERR_NOMEM, "out of memory exporting the model");
	}
	return s && reserve(e, s) ? s : NULL;
}

static char *tn(ex *e, tasoc_ref r)
{
	return e->tname[(size_t)r.node * TASOC_MAX_OUT + (size_t)r.out];
}

/* ------------------------------------------------------------------ */
/* Building messages.                                                  */

static Onnx__NodeProto *node(ex *e, const char *op_type, int nin, char *const *in, char *out)
{
	Onnx__NodeProto *n = palloc(e, sizeof *n);
	char **ins = palloc(e, (size_t)(nin ? nin : 1) * sizeof *ins);
	char **outs = palloc(e, sizeof *outs);
	if (!n || !ins || !outs)
		return NULL;
	onnx__node_proto__init(n);
	memcpy(ins, in, (size_t)nin * sizeof *ins);
	outs[0] = out;
	n->n_input = (size_t)nin;
	n->input = ins;
	n->n_output = 1;
	n->output = outs;
	n->name = out;
	n->op_type = (char *)op_type;
	return PUSH_NODE(e, n) ? n : NULL;
}

static Onnx__AttributeProto *attr(ex *e, Onnx__NodeProto *n, const char *name, int type)
{
	if (!n)
		return NULL;
	Onnx__AttributeProto *a = palloc(e, sizeof *a);
	Onnx__AttributeProto **list = palloc(e, (n->n_attribute + 1) * sizeof *list);
	if (!a || !list)
		return NULL;
	onnx__attribute_proto__init(a);
	a->name = (char *)name;
	a->has_type = 1;
	a->type = type;
	if (n->n_attribute)
		memcpy(list, n->attribute, n->n_attribute * sizeof *list);
	list[n->n_attribute++] = a;
	n->attribute = list;
	return a;
}

static void attr_int(ex *e, Onnx__NodeProto *n, const char *name, int64_t v)
{
	Onnx__AttributeProto *a = attr(e, n, name, ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__INT);
	if (a) {
		a->has_i = 1;
		a->i = v;
	}
}

static void attr_float(ex *e, Onnx__NodeProto *n, const char *name, float v)
{
	Onnx__AttributeProto *a = attr(e, n, name, ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__FLOAT);
	if (a) {
		a->has_f = 1;
		a->f = v;
	}
}

static void attr_ints(ex *e, Onnx__NodeProto *n, const char *name, int k, const int64_t *v)
{
	Onnx__AttributeProto *a = attr(e, n, name, ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__INTS);
	int64_t *copy = palloc(e, (size_t)k * sizeof *copy);
	if (a && copy) {
		memcpy(copy, v, (size_t)k * sizeof *copy);
		a->n_ints = (size_t)k;
		a->ints = copy;
	}
}

static Onnx__ValueInfoProto *value_info(ex *e, char *name, int32_t dtype, int rank, const int64_t *dims)
{
	Onnx__ValueInfoProto *vi = palloc(e, sizeof *vi);
	Onnx__TypeProto *tp = palloc(e, sizeof *tp);
	Onnx__TypeProto__Tensor *tt = palloc(e, sizeof *tt);
	Onnx__TensorShapeProto *sp = palloc(e, sizeof *sp);
	Onnx__TensorShapeProto__Dimension **dl = palloc(e, (size_t)(rank + 1) * sizeof *dl);
	if (!vi || !tp || !tt || !sp || !dl)
		return NULL;
	onnx__value_info_proto__init(vi);
	onnx__type_proto__init(tp);
	onnx__type_proto__tensor__init(tt);
	onnx__tensor_shape_proto__init(sp);
	for (int i = 0; i < rank; i++) {
		if (!(dl[i] = palloc(e, sizeof *dl[i])))
			return NULL;
		onnx__tensor_shape_proto__dimension__init(dl[i]);
		dl[i]->value_case = ONNX__TENSOR_SHAPE_PROTO__DIMENSION__VALUE_DIM_VALUE;
		dl[i]->dim_value = dims[i];
	}
	sp->n_dim = (size_t)rank;
	sp->dim = dl;
	tt->has_elem_type = 1;
	tt->elem_type = dtype;
	tt->shape = sp;
	tp->value_case = ONNX__TYPE_PROTO__VALUE_TENSOR_TYPE;
	tp->tensor_type = tt;
	vi->name = name;
	vi->type = tp;
	return vi;
}

/* A new initializer with raw little-endian data. */
static bool new_init(ex *e, char *name, int32_t dtype, int rank, const int64_t *dims,
		     const void *data, size_t bytes)
{
	Onnx__TensorProto *t = palloc(e, sizeof *t);
	int64_t *d = palloc(e, (size_t)(rank + 1) * sizeof *d);
	uint8_t *raw = palloc(e, bytes);
	if (!t || !d || !raw)
		return false;
	onnx__tensor_proto__init(t);
	memcpy(d, dims, (size_t)rank * sizeof *d);
	memcpy(raw, data, bytes);
	t->n_dims = (size_t)rank;
	t->dims = d;
	t->has_data_type = 1;
	t->data_type = dtype;
	t->name = name;
	t->has_raw_data = 1;
	t->raw_data.len = bytes;
	t->raw_data.data = raw;
	return PUSH_INIT(e, t);
}

static char *ints_init(ex *e, const char *base, int k, const int64_t *v)
{
	int64_t dims[1] = { k };
	char *name = fresh(e, base);
	return name && new_init(e, name, I64, 1, dims, v, (size_t)k * sizeof *v) ? name : NULL;
}

static void shape_dims(const tasoc_shape *s, int64_t *d)
{
	for (int i = 0; i < s->rank; i++)
		d[i] = s->dim[i];
}

static bool float_init(ex *e, char *name, const tasoc_shape *s, const float *data)
{
	int64_t d[TASOC_MAX_RANK];
	shape_dims(s, d);
	return new_init(e, name, F32, s->rank, d, data, (size_t)tasoc_numel(s) * sizeof(float));
}

/* ------------------------------------------------------------------ */
/* Operators.                                                          */

/*
 * A weight holding uint8 values (dqconv's kernel and zero point, 0..255 as
 * floats) as the UINT8 initializer ConvInteger reads, named name.
 */
static bool u8_init(ex *e, char *name, int32_t v)
{
	const tasoc_shape *s = &e->g->nodes[v].out[0];
	const float *data = tasoc_weight_data(e->g, v);
	int64_t d[TASOC_MAX_RANK], n = tasoc_numel(s);
	uint8_t *q = palloc(e, (size_t)n + 1);
	if (!q)
		return false;
	for (int i = 0; i < s->rank; i++)
		d[i] = s->dim[i];
	for (int64_t i = 0; i < n; i++)
		q[i] = (uint8_t)data[i];
	return new_init(e, name, ONNX__TENSOR_PROTO__DATA_TYPE__UINT8, s->rank, d, q, (size_t)n);
}

static void put_weight(ex *e, int32_t v)
{
	const tasoc_node *n = &e->g->nodes[v];
	char *name = e->tname[(size_t)v * TASOC_MAX_OUT];
	const float *data = tasoc_weight_data(e->g, v);
	if (e->u8[v] == 1) { /* read by dqconvs alone: their uint8 initializer */
		u8_init(e, name, v);
		return;
	}
	tasoc_shape shape = n->out[0];
	if (e->weight_1d[v]) { /* [O, C/g, 1, K] -> [O, C/g, K] */
		shape.rank = 3;
		shape.dim[2] = n->out[0].dim[3];
	}
	int32_t ii = tasoc_onnx_names_get(&e->m->inits, tasoc_node_name(e->g, v));
	if (ii >= 0 && strcmp(name, tasoc_node_name(e->g, v)) == 0) {
		const Onnx__TensorProto *t = e->gp->initializer[ii];
		tasoc_shape s;
		size_t bytes = 0;
		bool same = tasoc_onnx_tensor_shape(t, &s) && tasoc_shape_eq(&s, &shape);
		if (same)
			bytes = (size_t)tasoc_numel(&s) * sizeof(float);
		/*
		 * Raw data is compared where it lies (a weight borrowed from a
		 * mapped file is its own original): no copy of a large weight.
		 */
		if (same && t->has_raw_data) {
			same = t->raw_data.len == bytes &&
			       ((const void *)t->raw_data.data == (const void *)data || memcmp(t->raw_data.data, data, bytes) == 0);
		} else if (same) {
			float *orig = tasoc_onnx_tensor_floats(t);
			same = orig && memcmp(orig, data, bytes) == 0;
			free(orig);
		}
		if (same) {
			PUSH_INIT(e, (Onnx__TensorProto *)t);
			return;
		}
	}
	float_init(e, name, &shape, data);
}

/* Explicit pads [h_begin, w_begin, h_end, w_end] of a tasoc window operator. */
static void window_pads(const tasoc_shape *x, const tasoc_shape *y, int mode, const int64_t *k,
			const int64_t *s, int64_t *pads)
{
	for (int a = 0; a < 2; a++) {
		int64_t total = (int64_t)(y->dim[2 + a] - 1) * s[a] + k[a] - x->dim[2 + a];
		if (mode != TASOC_PADDING_SAME || total < 0)
			total = 0;
		pads[a] = total / 2;
		pads[a + 2] = total - total / 2;
	}
}

/*
 * The biasadd that goes out as conv v's bias: the convolution's only reader,
 * adding a 1-D weight, where the convolution has no Relu (ONNX adds the bias
 * before the activation). -1 if none.
 */
static int32_t conv_bias(const ex *e, int32_t v)
{
	const tasoc_node *n = &e->g->nodes[v];
	size_t t = (size_t)v * TASOC_MAX_OUT;
	if (e->readers[t] != 1 || n->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE)
		return -1;
	const tasoc_node *b = &e->g->nodes[e->reader[t]];
	if (b->op != TASOC_OP_BIASADD || b->in[0].node != v || b->in[0].out != 0 ||
	    e->g->nodes[b->in[1].node].op != TASOC_OP_WEIGHT || tasoc_ref_shape(e->g, b->in[1])->rank != 1)
		return -1;
	return e->reader[t];
}

/* Whether reshape node r turns [a, b, c] into [a, b, 1, c] (up) or back (down). */
static bool height_reshape(const ex *e, int32_t r, bool up)
{
	const tasoc_node *n = &e->g->nodes[r];
	if (n->op != TASOC_OP_RESHAPE)
		return false;
	const tasoc_shape *s3 = up ? tasoc_ref_shape(e->g, n->in[0]) : &n->out[0];
	const tasoc_shape *s4 = up ? &n->out[0] : tasoc_ref_shape(e->g, n->in[0]);
	return s3->rank == 3 && s4->rank == 4 && s4->dim[2] == 1 && s4->dim[0] == s3->dim[0] &&
	       s4->dim[1] == s3->dim[1] && s4->dim[3] == s3->dim[2];
}

/*
 * A 1-D convolution is imported as reshape -> conv2d of height 1 ->
 * reshape (onnx_import.c); it goes out as one 1-D Conv again. ONNX Runtime
 * runs the 2-D form with its two reshapes measurably slower on small
 * convolutions (docs/benchmarks.md, "Import and export at scale").
 * The reshapes a 1-D Conv replaces are marked written; a reshape something
 * else also reads stays. The weight loses its height axis where the Conv
 * is its only reader, else a Reshape (which ONNX Runtime folds) gives it.
 */
static void find_conv1d(ex *e)
{
	tasoc_graph *g = e->g;
	for (int32_t v = 0; v < g->nnodes; v++) {
		const tasoc_node *n = &g->nodes[v];
		if (n->dead || (n->op != TASOC_OP_CONV2D && n->op != TASOC_OP_GROUPCONV2D) || n->in[0].out != 0 ||
		    !height_reshape(e, n->in[0].node, true) || tasoc_ref_shape(g, n->in[1])->dim[2] != 1)
			continue;
		int32_t b = conv_bias(e, v), tail = b >= 0 ? b : v;
		size_t t = (size_t)tail * TASOC_MAX_OUT;
		if (e->readers[t] != 1 || !height_reshape(e, e->reader[t], false) ||
		    (e->o && e->o->conv1d_2d && e->o->conv1d_2d(e->o->ctx, g, v)))
			continue;
		int32_t x = n->in[0].node, w = n->in[1].node;
		bool w_alone = e->readers[(size_t)w * TASOC_MAX_OUT] == 1 && n->in[1].out == 0;
		bool w_weight = w_alone && g->nodes[w].op == TASOC_OP_WEIGHT, w_reshape = w_alone && height_reshape(e, w, true);
		if (!w_weight && !w_reshape && e->m->opset < 5)
			continue; /* no Reshape with a shape input to drop the weight's height */
		e->conv1d[v] = e->reader[t] + 1;
		e->fused[e->reader[t]] = 1;
		if (e->readers[(size_t)x * TASOC_MAX_OUT] == 1)
			e->fused[x] = 1;
		e->weight_1d[w] = w_weight;
		e->fused[w] = w_reshape;
	}
}

/* Which weights only dqconvs and dqmatmuls read as their uint8 kernel or zero point (e->u8). */
static void find_u8(ex *e)
{
	tasoc_graph *g = e->g;
	for (int32_t v = 0; v < g->nnodes; v++)
		for (int i = 0; !g->nodes[v].dead && i < g->nodes[v].nin; i++) {
			int32_t w = g->nodes[v].in[i].node;
			if (g->nodes[w].op == TASOC_OP_WEIGHT)
				e->u8[w] |= (g->nodes[v].op == TASOC_OP_DQCONV || g->nodes[v].op == TASOC_OP_DQMATMUL) && (i == 1 || i == 2) ? 1 : 2;
		}
	for (int32_t i = 0; i < g->noutputs; i++)
		if (g->nodes[g->outputs[i].node].op == TASOC_OP_WEIGHT)
			e->u8[g->outputs[i].node] |= 2;
}

/* Conv v as ONNX, 2-D, or 1-D where find_conv1d found its 1-D form. */
static void put_conv(ex *e, int32_t v, char *bias, char *out)
{
	const tasoc_node *n = &e->g->nodes[v];
	const tasoc_shape *x = tasoc_ref_shape(e->g, n->in[0]), *w = tasoc_ref_shape(e->g, n->in[1]);
	bool relu = n->attr[TASOC_CONV2D_ACTIVATION] == TASOC_ACTIVATION_RELU, one_d = e->conv1d[v] != 0;
	char *in[3] = { tn(e, n->in[0]), tn(e, n->in[1]), bias };
	char *y = relu ? fresh(e, pstr(e, "%s/conv", out)) : out;
	int64_t k[2] = { w->dim[2], w->dim[3] }, s[2] = { n->attr[0], n->attr[1] }, pads[4];
	int64_t dil[2] = { 1, 1 };
	window_pads(x, &n->out[0], n->attr[TASOC_CONV2D_PADDING], k, s, pads);
	if (one_d) { /* the width axis alone; the height (1 in, 1 out, kernel 1) has no pads */
		in[0] = tn(e, e->g->nodes[n->in[0].node].in[0]);
		if (e->fused[n->in[1].node]) { /* the weight's own [O, C/g, K] before the import's reshape */
			in[1] = tn(e, e->g->nodes[n->in[1].node].in[0]);
		} else if (!e->weight_1d[n->in[1].node]) {
			int64_t d[3] = { w->dim[0], w->dim[1], w->dim[3] };
			char *r[2] = { in[1], ints_init(e, pstr(e, "%s/weight_1d_shape", out), 3, d) };
			in[1] = fresh(e, pstr(e, "%s/weight_1d", out));
			node(e, "Reshape", 2, r, in[1]);
		}
		k[0] = k[1];
		s[0] = s[1];
		pads[0] = pads[1];
		pads[1] = pads[3];
	}
	Onnx__NodeProto *c = node(e, "Conv", bias ? 3 : 2, in, y);
	int d = one_d ? 1 : 2;
	attr_ints(e, c, "kernel_shape", d, k);
	attr_ints(e, c, "strides", d, s);
	attr_ints(e, c, "pads", 2 * d, pads);
	attr_ints(e, c, "dilations", d, dil);
	if (n->op == TASOC_OP_GROUPCONV2D)
		attr_int(e, c, "group", n->attr[TASOC_GROUPCONV2D_GROUP]);
	if (relu)
		node(e, "Relu", 1, &y, out);
}

static const int64_t perm_nhwc[4] = { 0, 2, 3, 1 }, perm_nchw[4] = { 0, 3, 1, 2 };

/*
 * conv2d_nhwc as what ONNX Runtime runs: ONNX's Conv is NCHW only and ORT's
 * CPU provider has no float NHWC kernel, so Transpose to NCHW, Conv (and
 * Relu), Transpose back. ORT's transpose optimizer cancels the Transposes
 * between two such convolutions, and its NCHWc transformer absorbs the ones
 * at a region's edges into its reorders (docs/search.md, "Layouts").
 */
static void put_conv_nhwc(ex *e, int32_t v, char *out)
{
	const tasoc_node *n = &e->g->nodes[v];
	const tasoc_shape *w = tasoc_ref_shape(e->g, n->in[1]);
	tasoc_shape x = tasoc_shape_nchw(tasoc_ref_shape(e->g, n->in[0])), y = tasoc_shape_nchw(&n->out[0]);
	bool relu = n->attr[TASOC_CONV2D_ACTIVATION] == TASOC_ACTIVATION_RELU;
	char *in = tn(e, n->in[0]);
	char *xt = fresh(e, pstr(e, "%s/nchw", out));
	attr_ints(e, node(e, "Transpose", 1, &in, xt), "perm", 4, perm_nchw);
	char *cin[2] = { xt, tn(e, n->in[1]) };
	char *c = fresh(e, pstr(e, "%s/conv", out));
	int64_t k[2] = { w->dim[2], w->dim[3] }, s[2] = { n->attr[TASOC_CONV2D_STRIDE_H], n->attr[TASOC_CONV2D_STRIDE_W] };
	int64_t pads[4], dil[2] = { 1, 1 };
	window_pads(&x, &y, n->attr[TASOC_CONV2D_PADDING], k, s, pads);
	Onnx__NodeProto *cn = node(e, "Conv", 2, cin, c);
	attr_ints(e, cn, "kernel_shape", 2, k);
	attr_ints(e, cn, "strides", 2, s);
	attr_ints(e, cn, "pads", 4, pads);
	attr_ints(e, cn, "dilations", 2, dil);
	if (relu) {
		char *r = fresh(e, pstr(e, "%s/relu", out));
		node(e, "Relu", 1, &c, r);
		c = r;
	}
	attr_ints(e, node(e, "Transpose", 1, &c, out), "perm", 4, perm_nhwc);
}

static void put_pool(ex *e, int32_t v, char *out)
{
	const tasoc_node *n = &e->g->nodes[v];
	const tasoc_shape *x = tasoc_ref_shape(e->g, n->in[0]);
	char *in = tn(e, n->in[0]);
	int64_t k[2] = { n->attr[0], n->attr[1] }, s[2] = { n->attr[2], n->attr[3] }, pads[4];
	int mode = n->attr[4];
	bool avg = n->op == TASOC_OP_AVGPOOL2D;
	if (avg && k[0] == x->dim[2] && k[1] == x->dim[3] && mode == TASOC_PADDING_VALID) {
		node(e, "GlobalAveragePool", 1, &in, out);
		return;
	}
	window_pads(x, &n->out[0], mode, k, s, pads);
	Onnx__NodeProto *p = node(e, avg ? "AveragePool" : "MaxPool", 1, &in, out);
	attr_ints(e, p, "kernel_shape", 2, k);
	attr_ints(e, p, "strides", 2, s);
	attr_ints(e, p, "pads", 4, pads);
	if (avg)
		attr_int(e, p, "count_include_pad", n->attr[TASOC_AVGPOOL2D_COUNT_INCLUDE_PAD]);
}

/* x + b with b broadcast along axis 1: b reshaped to [1, C, 1, ...] unless it already is. */
/* biasadd and chanmul: an Add or Mul (type) of x and a per-channel b, b reshaped to broadcast along axis 1. */
static void put_per_channel(ex *e, int32_t v, char *out, const char *type)
{
	const tasoc_node *n = &e->g->nodes[v];
	const tasoc_shape *x = tasoc_ref_shape(e->g, n->in[0]), *b = tasoc_ref_shape(e->g, n->in[1]);
	char *in[2] = { tn(e, n->in[0]), tn(e, n->in[1]) };
	int64_t dims[TASOC_MAX_RANK];
	for (int i = 0; i < x->rank; i++)
		dims[i] = i == 1 ? x->dim[1] : 1;
	tasoc_shape want = { x->rank, { 0 } };
	for (int i = 0; i < x->rank; i++)
		want.dim[i] = (int32_t)dims[i];
	if (e->m->opset < 7) { /* legacy broadcasting: a 1-D bias along axis 1 */
		const tasoc_node *bn = &e->g->nodes[n->in[1].node];
		if (b->rank != 1 && bn->op != TASOC_OP_WEIGHT) {
			efail(e, TASOC_ERR_UNSUPPORTED, "node '%s': a per-channel add of a computed %d-D tensor has no form at opset %lld",
			      out, (int)b->rank, (long long)e->m->opset);
			return;
		}
		if (b->rank != 1) {
			tasoc_shape flat = { 1, { x->dim[1] } };
			in[1] = fresh(e, pstr(e, "%s/flat", in[1]));
			float_init(e, in[1], &flat, tasoc_weight_data(e->g, n->in[1].node));
		}
		Onnx__NodeProto *a = node(e, type, 2, in, out);
		attr_int(e, a, "broadcast", 1);
		attr_int(e, a, "axis", 1);
		return;
	}
	bool aligned = tasoc_shape_eq(b, &want) || (x->rank == 2 && b->rank == 1);
	if (!aligned) {
		const tasoc_node *bn = &e->g->nodes[n->in[1].node];
		char *name = fresh(e, pstr(e, "%s/bcast", in[1]));
		if (bn->op == TASOC_OP_WEIGHT) {
			float_init(e, name, &want, tasoc_weight_data(e->g, n->in[1].node));
		} else {
			char *r[2] = { in[1], ints_init(e, pstr(e, "%s/shape", name), x->rank, dims) };
			node(e, "Reshape", 2, r, name);
		}
		in[1] = name;
	}
	node(e, type, 2, in, out);
}

/*
 * The IR's split has two outputs and its concat two inputs, so an n-way cut
 * or join is a tree of them (the import's chain for an ONNX Split or Concat
 * of n, or a merge of three products cut twice). One that is the only
 * reader (split) or the only input read (concat) of another on the same
 * axis is written as part of that one: the tree goes out as one ONNX node,
 * which ONNX Runtime runs as one copy instead of one a level (TASO's BERT
 * cuts each projection into 16 heads with 15 splits in a chain, and joins
 * them with 15 concats).
 */
static void find_trees(ex *e)
{
	tasoc_graph *g = e->g;
	for (int32_t w = 0; w < g->nnodes; w++) {
		const tasoc_node *n = &g->nodes[w];
		if (n->dead || (n->op != TASOC_OP_SPLIT && n->op != TASOC_OP_CONCAT))
			continue;
		int axis = n->op == TASOC_OP_SPLIT ? TASOC_SPLIT_AXIS : TASOC_CONCAT_AXIS;
		for (int i = 0; i < n->nin; i++) {
			tasoc_ref r = n->in[i];
			const tasoc_node *p = &g->nodes[r.node];
			if (p->op != n->op || p->attr[axis] != n->attr[axis] ||
			    e->readers[(size_t)r.node * TASOC_MAX_OUT + (size_t)r.out] != 1)
				continue;
			if (n->op == TASOC_OP_SPLIT) {
				e->split_next[(size_t)r.node * 2 + (size_t)r.out] = w + 1;
				e->fused[w] = 1;
			} else {
				e->fused[r.node] = 1;
			}
		}
	}
}

/* A stack of tensors for the walks below, on the heap: a hostile graph's tree may be deep. */
typedef struct refs {
	tasoc_ref *r;
	size_t n, cap;
} refs;

static bool refs_push(ex *e, refs *s, tasoc_ref r)
{
	if (s->n == s->cap) {
		size_t ncap = s->cap ? 2 * s->cap : 16;
		tasoc_ref *p = realloc(s->r, ncap * sizeof *p);
		if (!p) {
			efail(e, TASOC_ERR_NOMEM, "out of memory exporting the model");
			return false;
		}
		s->r = p;
		s->cap = ncap;
	}
	s->r[s->n++] = r;
	return true;
}

/*
 * The tensors a tree of splits (outputs of v and of the splits folded into
 * it) or of concats (inputs) stands for, in order along the axis: depth
 * first, the second pushed first.
 */
static bool tree_leaves(ex *e, int32_t v, refs *leaves)
{
	bool split = e->g->nodes[v].op == TASOC_OP_SPLIT;
	refs stack = { 0 };
	bool ok = split ? refs_push(e, &stack, tasoc_ref_make(v, 1)) && refs_push(e, &stack, tasoc_ref_make(v, 0))
			: refs_push(e, &stack, e->g->nodes[v].in[1]) && refs_push(e, &stack, e->g->nodes[v].in[0]);
	while (ok && stack.n > 0) {
		tasoc_ref r = stack.r[--stack.n];
		int32_t next = split ? e->split_next[(size_t)r.node * 2 + (size_t)r.out] - 1 : -1;
		if (!split && e->g->nodes[r.node].op == TASOC_OP_CONCAT && e->fused[r.node])
			next = r.node;
		if (next < 0) {
			ok = refs_push(e, leaves, r);
		} else if (split) {
			ok = refs_push(e, &stack, tasoc_ref_make(next, 1)) && refs_push(e, &stack, tasoc_ref_make(next, 0));
		} else {
			ok = refs_push(e, &stack, e->g->nodes[next].in[1]) && refs_push(e, &stack, e->g->nodes[next].in[0]);
		}
	}
	free(stack.r);
	return ok;
}

/* Tensor names of the leaves, in the pool. */
static char **leaf_names(ex *e, const refs *leaves)
{
	char **names = palloc(e, leaves->n * sizeof *names);
	for (size_t i = 0; names && i < leaves->n; i++)
		names[i] = tn(e, leaves->r[i]);
	return names;
}

/* Split v and the splits find_trees folded into it, as one Split. */
static void put_split(ex *e, int32_t v)
{
	const tasoc_node *n = &e->g->nodes[v];
	int axis = n->attr[TASOC_SPLIT_AXIS];
	refs leaves = { 0 };
	int64_t *sizes = NULL;
	char **names = NULL;
	if (!tree_leaves(e, v, &leaves) || !(names = leaf_names(e, &leaves)) ||
	    !(sizes = palloc(e, leaves.n * sizeof *sizes)))
		goto out;
	for (size_t i = 0; i < leaves.n; i++)
		sizes[i] = tasoc_ref_shape(e->g, leaves.r[i])->dim[axis];
	char *in[2] = { tn(e, n->in[0]), NULL };
	bool as_input = e->m->opset >= 13;
	if (as_input && !(in[1] = ints_init(e, pstr(e, "%s/split", tn(e, tasoc_ref_make(v, 0))), (int)leaves.n, sizes)))
		goto out;
	Onnx__NodeProto *s = node(e, "Split", as_input ? 2 : 1, in, tn(e, tasoc_ref_make(v, 0)));
	if (!s)
		goto out;
	s->output = names;
	s->n_output = leaves.n;
	attr_int(e, s, "axis", axis);
	if (!as_input)
		attr_ints(e, s, "split", (int)leaves.n, sizes);
out:
	free(leaves.r);
}

/* Concat v and the concats find_trees folded into it, as one Concat. */
static void put_concat(ex *e, int32_t v, char *out)
{
	refs leaves = { 0 };
	char **names;
	if (tree_leaves(e, v, &leaves) && (names = leaf_names(e, &leaves)))
		attr_int(e, node(e, "Concat", (int)leaves.n, names, out), "axis", e->g->nodes[v].attr[TASOC_CONCAT_AXIS]);
	free(leaves.r);
}

/*
 * Whether node v is a weight, or a kernel transform (enlarge, groupmerge) of
 * weights: a merge applied twice (groups 4 -> 2 -> 1) under --no-fold leaves
 * one transform reading another. depth bounds the walk on a hostile graph.
 */
static bool weight_like(const ex *e, int32_t v, int depth)
{
	const tasoc_node *n = &e->g->nodes[v];
	if (n->op == TASOC_OP_WEIGHT)
		return true;
	if ((n->op != TASOC_OP_ENLARGE && n->op != TASOC_OP_GROUPMERGE) || depth > 16)
		return false;
	for (int i = 0; i < n->nin; i++)
		if (!(tasoc_ops[n->op].shape_mask >> i & 1) && !weight_like(e, n->in[i].node, depth + 1))
			return false;
	return true;
}

/* Whether every input of n but those read for their shape only is weight-like. */
static bool reads_weights(const ex *e, const tasoc_node *n)
{
	for (int i = 0; i < n->nin; i++)
		if (!(tasoc_ops[n->op].shape_mask >> i & 1) && !weight_like(e, n->in[i].node, 0))
			return false;
	return true;
}

/*
 * The value of a weight-like node (weight_like): the weight's data, or the
 * transform evaluated on its inputs' values; NULL when out of memory or the
 * kernel fails.
 */
static const float *weight_value(ex *e, int32_t v)
{
	const tasoc_node *n = &e->g->nodes[v];
	if (n->op == TASOC_OP_WEIGHT)
		return tasoc_weight_data(e->g, v);
	const void *in[TASOC_MAX_IN];
	tasoc_shape ins[TASOC_MAX_IN];
	for (int i = 0; i < n->nin; i++) {
		ins[i] = *tasoc_ref_shape(e->g, n->in[i]);
		if (tasoc_ops[n->op].shape_mask >> i & 1)
			in[i] = palloc(e, (size_t)tasoc_numel(&ins[i]) * sizeof(float)); /* read for its shape only */
		else
			in[i] = weight_value(e, n->in[i].node);
		if (!in[i])
			return NULL;
	}
	float *y = palloc(e, (size_t)tasoc_numel(&n->out[0]) * sizeof(float));
	if (!y)
		return NULL;
	void *outs[1] = { y };
	tasoc_kargs k = { TASOC_MODE_F32, n, ins, in, n->out, outs };
	return tasoc_ops[n->op].kernel(&k) == 0 ? y : NULL;
}

/*
 * Constant operators, and the kernel transforms enlarge and groupmerge of
 * weights (left by --no-fold): evaluated now, written as initializers.
 */
static bool put_folded(ex *e, int32_t v, char *out)
{
	const tasoc_node *n = &e->g->nodes[v];
	if (!(tasoc_ops[n->op].flags & TASOC_OPF_CONSTANT) &&
	    !((n->op == TASOC_OP_ENLARGE || n->op == TASOC_OP_GROUPMERGE) && reads_weights(e, n)))
		return false;
	const void *in[TASOC_MAX_IN];
	tasoc_shape ins[TASOC_MAX_IN];
	float *scratch[TASOC_MAX_IN] = { 0 };
	for (int i = 0; i < n->nin; i++) {
		ins[i] = *tasoc_ref_shape(e->g, n->in[i]);
		if (e->g->nodes[n->in[i].node].op == TASOC_OP_WEIGHT) {
			in[i] = tasoc_weight_data(e->g, n->in[i].node);
		} else if (!(tasoc_ops[n->op].shape_mask >> i & 1) && weight_like(e, n->in[i].node, 0)) {
			if (!(in[i] = weight_value(e, n->in[i].node))) {
				efail(e, TASOC_ERR_UNSUPPORTED, "node '%s' (%s): evaluating its weights for export failed",
				      out, tasoc_ops[n->op].name);
				return true;
			}
		} else { /* read only for its shape */
			in[i] = scratch[i] = palloc(e, (size_t)tasoc_numel(&ins[i]) * sizeof(float));
			if (!in[i])
				return true;
		}
	}
	float *y = palloc(e, (size_t)tasoc_numel(&n->out[0]) * sizeof(float));
	if (!y)
		return true;
	void *outs[1] = { y };
	tasoc_kargs k = { TASOC_MODE_F32, n, ins, in, n->out, outs };
	if (tasoc_ops[n->op].kernel(&k) != 0) {
		efail(e, TASOC_ERR_UNSUPPORTED, "node '%s' (%s): evaluating it for export failed", out,
		      tasoc_ops[n->op].name);
		return true;
	}
	float_init(e, out, &n->out[0], y);
	return true;
}

static void put_opaque(ex *e, int32_t v)
{
	if (tasoc_onnx_is_bundle(e->g, v))
		return; /* no node of its own: its inputs are its reader's */
	Onnx__NodeProto *src = e->opq[v];
	/* What it reads, bundles walked (onnx_bundle.c), at most one tensor a name in the payload. */
	const char **reads = NULL;
	size_t nreads = 0;
	if (tasoc_onnx_outer_reads(src, &reads, &nreads)) {
		efail(e, TASOC_ERR_NOMEM, "out of memory exporting the model");
		return;
	}
	int max = (int)(src->n_input + nreads);
	tasoc_ref *tin = palloc(e, ((size_t)max + 1) * sizeof *tin);
	int nin = tin ? tasoc_onnx_unbundle(e->g, v, tin, max) : 0;
	if (nin < 0) {
		efail(e, TASOC_ERR_FORMAT, "opaque node '%s' (%s): it reads more tensors than its payload names",
		      tasoc_node_name(e->g, v), src->op_type);
		free(reads);
		return;
	}
	/* A shallow copy with the tasoc inputs renamed to their producers' names now. */
	Onnx__NodeProto *n = palloc(e, sizeof *n);
	char **ins = palloc(e, (src->n_input + 1) * sizeof *ins);
	if (!n || !ins) {
		free(reads);
		return;
	}
	*n = *src;
	int k = 0;
	for (size_t i = 0; i < src->n_input; i++) {
		ins[i] = src->input[i];
		if (!ins[i][0] || tasoc_onnx_names_get(&e->m->side, ins[i]) >= 0)
			continue; /* omitted, or a side constant: stays as written */
		if (k >= nin) {
			efail(e, TASOC_ERR_FORMAT, "opaque node '%s' (%s): its payload reads more tensors than the node has inputs",
			      tasoc_node_name(e->g, v), src->op_type);
			free(reads);
			return;
		}
		ins[i] = tn(e, tin[k++]);
	}
	/*
	 * The remaining inputs are what its subgraphs read by name: those names
	 * cannot change, so a tensor now named otherwise gets an Identity.
	 */
	for (size_t i = 0; i < nreads && e->st == TASOC_OK; i++) {
		if (tasoc_onnx_names_get(&e->m->side, reads[i]) >= 0)
			continue;
		if (k >= nin) {
			efail(e, TASOC_ERR_FORMAT, "opaque node '%s' (%s): its subgraphs read more tensors than the node has inputs",
			      tasoc_node_name(e->g, v), src->op_type);
			break;
		}
		char *have = tn(e, tin[k++]);
		if (strcmp(have, reads[i]) == 0)
			continue;
		if (tasoc_onnx_names_get(&e->used, reads[i]) >= 0) {
			efail(e, TASOC_ERR_UNSUPPORTED, "opaque node '%s' (%s): its subgraph reads '%s', a name now given to another tensor",
			      tasoc_node_name(e->g, v), src->op_type, reads[i]);
			break;
		}
		char *want = pstr(e, "%s", reads[i]);
		if (want && reserve(e, want))
			node(e, "Identity", 1, &have, want);
	}
	free(reads);
	if (e->st != TASOC_OK)
		return;
	if (k != nin) {
		efail(e, TASOC_ERR_FORMAT, "opaque node '%s' (%s): %d inputs, its payload reads %d",
		      tasoc_node_name(e->g, v), src->op_type, nin, k);
		return;
	}
	n->input = ins;
	PUSH_NODE(e, n);
}

/* relu6 as Clip 0..6: bounds as attributes before opset 11, as scalar initializers from it on. */
static void put_relu6(ex *e, char *x, char *out)
{
	if (e->m->opset < 11) {
		Onnx__NodeProto *n = node(e, "Clip", 1, &x, out);
		attr_float(e, n, "min", 0.0f);
		attr_float(e, n, "max", 6.0f);
		return;
	}
	static const float lo = 0.0f, hi = 6.0f;
	static const int64_t scalar[1] = { 0 }; /* rank 0: no dims are read */
	char *in[3] = { x, fresh(e, pstr(e, "%s/min", out)), fresh(e, pstr(e, "%s/max", out)) };
	if (in[1] && in[2] && new_init(e, in[1], F32, 0, scalar, &lo, sizeof lo) &&
	    new_init(e, in[2], F32, 0, scalar, &hi, sizeof hi))
		node(e, "Clip", 3, in, out);
}

/* A float scalar initializer named after out; NULL when out of memory. */
static char *scalar_init(ex *e, const char *out, const char *suffix, float v)
{
	static const int64_t none[1] = { 0 }; /* rank 0: no dims are read */
	char *name = fresh(e, pstr(e, "%s/%s", out, suffix));
	return name && new_init(e, name, F32, 0, none, &v, sizeof v) ? name : NULL;
}

/* x op k for a scalar k, into a fresh tensor named after out (or into last when given). */
static char *put_scalar_op(ex *e, const char *op, char *x, const char *out, const char *suffix, float k, char *last)
{
	char *in[2] = { x, scalar_init(e, out, suffix, k) };
	char *y = last ? last : fresh(e, pstr(e, "%s/%s_out", out, suffix));
	if (!in[1] || !y)
		return NULL;
	node(e, op, 2, in, y);
	return y;
}

/*
 * gelu: Gelu from opset 20; before it the erf form PyTorch exports,
 * x * (1 + erf(x / sqrt 2)) * 0.5 (Erf from opset 9).
 */
static bool put_gelu(ex *e, char *x, char *out)
{
	if (e->m->opset >= 20) {
		node(e, "Gelu", 1, &x, out);
		return true;
	}
	if (e->m->opset < 9)
		return false;
	char *a = put_scalar_op(e, "Div", x, out, "sqrt2", 1.4142135623730951f, NULL);
	char *b = a ? fresh(e, pstr(e, "%s/erf", out)) : NULL;
	if (!b)
		return true; /* out of memory: e->st says so */
	node(e, "Erf", 1, &a, b);
	char *c = put_scalar_op(e, "Add", b, out, "one", 1.0f, NULL);
	char *d = c ? fresh(e, pstr(e, "%s/x_times", out)) : NULL;
	if (!d)
		return true;
	char *m[2] = { x, c };
	node(e, "Mul", 2, m, d);
	put_scalar_op(e, "Mul", d, out, "half", 0.5f, out);
	return true;
}

/*
 * layernorm: LayerNormalization from opset 17; before it the form PyTorch
 * exports: ReduceMean, Sub, Pow 2, ReduceMean, Add epsilon, Sqrt, Div, Mul
 * scale, Add bias (ReduceMean's axes an attribute there). The square is a
 * Pow, not a Mul of the difference by itself: ONNX Runtime's LayerNorm
 * fusion matches that chain with Pow only, and without the fusion the
 * written model runs slower than its input.
 */
static void put_layernorm(ex *e, const tasoc_node *n, char **in, char *out)
{
	float eps;
	memcpy(&eps, &n->attr[TASOC_LAYERNORM_EPSILON], sizeof eps);
	if (e->m->opset >= 17) {
		Onnx__NodeProto *ln = node(e, "LayerNormalization", 3, in, out);
		attr_int(e, ln, "axis", -1);
		attr_float(e, ln, "epsilon", eps);
		return;
	}
	static const int64_t last[1] = { -1 };
	char *mean = fresh(e, pstr(e, "%s/mean", out)), *d = fresh(e, pstr(e, "%s/centred", out));
	char *sq = fresh(e, pstr(e, "%s/square", out)), *var = fresh(e, pstr(e, "%s/var", out));
	char *sd = fresh(e, pstr(e, "%s/stddev", out)), *y = fresh(e, pstr(e, "%s/normed", out));
	char *z = fresh(e, pstr(e, "%s/scaled", out));
	if (!mean || !d || !sq || !var || !sd || !y || !z)
		return;
	attr_ints(e, node(e, "ReduceMean", 1, &in[0], mean), "axes", 1, last);
	char *sub[2] = { in[0], mean };
	node(e, "Sub", 2, sub, d);
	if (!put_scalar_op(e, "Pow", d, out, "two", 2.0f, sq))
		return;
	attr_ints(e, node(e, "ReduceMean", 1, &sq, var), "axes", 1, last);
	char *ve = put_scalar_op(e, "Add", var, out, "epsilon", eps, NULL);
	if (!ve)
		return;
	node(e, "Sqrt", 1, &ve, sd);
	char *dv[2] = { d, sd }, *ms[2] = { y, in[1] }, *ab[2] = { z, in[2] };
	node(e, "Div", 2, dv, y);
	node(e, "Mul", 2, ms, z);
	node(e, "Add", 2, ab, out);
}

/*
 * The writers the specs' onnx.export fields name (generated/ops_host.h):
 * write_HOOK(e, v, in, out, type) writes node v, whose inputs are named in
 * and whose output out, as the ONNX type the spec gives, and returns 0, or
 * 1 when the node has no form at the model's opset (then it is folded if it
 * is a weight computation, else an error says so).
 */
static int write_plain(ex *e, int32_t v, char **in, char *out, const char *type)
{
	node(e, type, e->g->nodes[v].nin, in, out);
	return 0;
}

static int write_input(ex *e, int32_t v, char **in, char *out, const char *type)
{
	(void)e, (void)v, (void)in, (void)out, (void)type;
	return 0;
}

static int write_weight(ex *e, int32_t v, char **in, char *out, const char *type)
{
	(void)in, (void)out, (void)type;
	put_weight(e, v);
	return 0;
}

static int write_opaque(ex *e, int32_t v, char **in, char *out, const char *type)
{
	(void)in, (void)out, (void)type;
	put_opaque(e, v);
	return 0;
}

static int write_conv(ex *e, int32_t v, char **in, char *out, const char *type)
{
	(void)in, (void)type;
	/* A per-channel weight added to a convolution's only reader becomes its bias. */
	int32_t b = conv_bias(e, v);
	if (b >= 0) {
		e->fused[b] = 1;
		out = e->tname[(size_t)b * TASOC_MAX_OUT];
	}
	if (e->conv1d[v]) /* the 1-D Conv computes what its closing reshape did */
		out = e->tname[(size_t)(e->conv1d[v] - 1) * TASOC_MAX_OUT];
	put_conv(e, v, b >= 0 ? tn(e, e->g->nodes[b].in[1]) : NULL, out);
	return 0;
}

static int write_conv_nhwc(ex *e, int32_t v, char **in, char *out, const char *type)
{
	(void)in, (void)type;
	put_conv_nhwc(e, v, out);
	return 0;
}

static int write_nhwc(ex *e, int32_t v, char **in, char *out, const char *type)
{
	(void)v;
	attr_ints(e, node(e, type, 1, in, out), "perm", 4, perm_nhwc);
	return 0;
}

static int write_nchw(ex *e, int32_t v, char **in, char *out, const char *type)
{
	(void)v;
	attr_ints(e, node(e, type, 1, in, out), "perm", 4, perm_nchw);
	return 0;
}

static int write_per_channel(ex *e, int32_t v, char **in, char *out, const char *type)
{
	(void)in;
	put_per_channel(e, v, out, type);
	return 0;
}

static int write_pool(ex *e, int32_t v, char **in, char *out, const char *type)
{
	(void)in, (void)type;
	put_pool(e, v, out);
	return 0;
}

static int write_smul(ex *e, int32_t v, char **in, char *out, const char *type)
{
	const tasoc_node *n = &e->g->nodes[v];
	if (e->m->opset < 7) { /* legacy broadcasting of a scalar */
		if (tasoc_ref_shape(e->g, n->in[1])->rank > 1) {
			efail(e, TASOC_ERR_UNSUPPORTED, "node '%s': scaling by a %d-D tensor has no form at opset %lld",
			      out, (int)tasoc_ref_shape(e->g, n->in[1])->rank, (long long)e->m->opset);
			return 0;
		}
		attr_int(e, node(e, type, 2, in, out), "broadcast", 1);
		return 0;
	}
	if (tasoc_ref_shape(e->g, n->in[1])->rank > tasoc_ref_shape(e->g, n->in[0])->rank) {
		/* A one-element tensor of higher rank would widen the result: make it a scalar. */
		char *r[2] = { in[1], ints_init(e, pstr(e, "%s/scalar_shape", out), 0, NULL) };
		in[1] = fresh(e, pstr(e, "%s/scalar", out));
		node(e, "Reshape", 2, r, in[1]);
	}
	node(e, type, 2, in, out);
	return 0;
}

static int write_relu6(ex *e, int32_t v, char **in, char *out, const char *type)
{
	(void)v, (void)type;
	put_relu6(e, in[0], out);
	return 0;
}

/* At every opset: HardSigmoid-1 differs only by consumed_inputs. */
static int write_hardsigmoid(ex *e, int32_t v, char **in, char *out, const char *type)
{
	const tasoc_node *n = &e->g->nodes[v];
	float alpha, beta;
	memcpy(&alpha, &n->attr[TASOC_HARDSIGMOID_ALPHA], sizeof alpha);
	memcpy(&beta, &n->attr[TASOC_HARDSIGMOID_BETA], sizeof beta);
	Onnx__NodeProto *hs = node(e, type, 1, in, out);
	attr_float(e, hs, "alpha", alpha);
	attr_float(e, hs, "beta", beta);
	return 0;
}

static int write_permute(ex *e, int32_t v, char **in, char *out, const char *type)
{
	const tasoc_node *n = &e->g->nodes[v];
	int64_t perm[TASOC_MAX_RANK];
	for (int i = 0; i < n->out[0].rank; i++)
		perm[i] = n->attr[TASOC_PERMUTE_P0 + i];
	attr_ints(e, node(e, type, 1, in, out), "perm", n->out[0].rank, perm);
	return 0;
}

/* The last axis: before opset 13 the 2-D coercion there is the same rows. */
static int write_softmax(ex *e, int32_t v, char **in, char *out, const char *type)
{
	attr_int(e, node(e, type, 1, in, out), "axis", e->g->nodes[v].out[0].rank - 1);
	return 0;
}

static int write_gelu(ex *e, int32_t v, char **in, char *out, const char *type)
{
	(void)v, (void)type;
	return put_gelu(e, in[0], out) ? 0 : 1;
}

static int write_layernorm(ex *e, int32_t v, char **in, char *out, const char *type)
{
	(void)type;
	put_layernorm(e, &e->g->nodes[v], in, out);
	return 0;
}

static int write_transpose(ex *e, int32_t v, char **in, char *out, const char *type)
{
	(void)v;
	int64_t perm[2] = { 1, 0 };
	attr_ints(e, node(e, type, 1, in, out), "perm", 2, perm);
	return 0;
}

static int write_concat(ex *e, int32_t v, char **in, char *out, const char *type)
{
	(void)in, (void)type;
	put_concat(e, v, out);
	return 0;
}

static int write_split(ex *e, int32_t v, char **in, char *out, const char *type)
{
	(void)in, (void)out, (void)type;
	put_split(e, v);
	return 0;
}

static int write_batchnorm(ex *e, int32_t v, char **in, char *out, const char *type)
{
	float eps;
	memcpy(&eps, &e->g->nodes[v].attr[TASOC_BATCHNORM_EPSILON], sizeof eps);
	Onnx__NodeProto *bn = node(e, type, 5, in, out);
	attr_float(e, bn, "epsilon", eps);
	if (e->m->opset < 7)
		attr_int(e, bn, "is_test", 1); /* inference, not training statistics */
	return 0;
}

/* From opset 5 (the spec's since), the target shape an input. */
static int write_reshape(ex *e, int32_t v, char **in, char *out, const char *type)
{
	const tasoc_node *n = &e->g->nodes[v];
	int64_t d[TASOC_MAX_RANK];
	shape_dims(&n->out[0], d);
	in[1] = ints_init(e, pstr(e, "%s/shape", out), n->out[0].rank, d);
	node(e, type, 2, in, out);
	return 0;
}

/* A kernel enlarged: folded where it reads weights, else zero-padded, centred (a Pad, opset 11). */
static int write_enlarge(ex *e, int32_t v, char **in, char *out, const char *type)
{
	const tasoc_node *n = &e->g->nodes[v];
	if (put_folded(e, v, out))
		return 0;
	const tasoc_shape *w = tasoc_ref_shape(e->g, n->in[0]);
	int64_t pads[8] = { 0, 0, (n->out[0].dim[2] - w->dim[2]) / 2, (n->out[0].dim[3] - w->dim[3]) / 2,
			    0, 0, (n->out[0].dim[2] - w->dim[2]) / 2, (n->out[0].dim[3] - w->dim[3]) / 2 };
	char *p[2] = { in[0], ints_init(e, pstr(e, "%s/pads", out), 8, pads) };
	node(e, type, 2, p, out);
	return 0;
}

/*
 * dqconv and dqmatmul as the five nodes ONNX Runtime's quantize_dynamic
 * writes, in its order: DynamicQuantizeLinear, ConvInteger or
 * MatMulInteger (type), Mul of the scales, Cast to float, Mul; the kernel
 * and zero point as UINT8 initializers (a copy of its own where something
 * else reads the weight as floats). The integer node, for its attributes.
 */
static Onnx__NodeProto *put_dq(ex *e, int32_t v, char **in, char *out, const char *type)
{
	const tasoc_node *n = &e->g->nodes[v];
	for (int i = 1; i <= 2; i++)
		if (e->u8[n->in[i].node] != 1) {
			char *copy = fresh(e, pstr(e, "%s_uint8", in[i]));
			if (!copy || !u8_init(e, copy, n->in[i].node))
				return NULL; /* out of memory: e->st says so */
			in[i] = copy;
		}
	char *q = fresh(e, pstr(e, "%s/x_quantized", out)), *s = fresh(e, pstr(e, "%s/x_scale", out));
	char *zp = fresh(e, pstr(e, "%s/x_zero_point", out)), *acc = fresh(e, pstr(e, "%s/int32", out));
	char *sc = fresh(e, pstr(e, "%s/scales", out)), *f = fresh(e, pstr(e, "%s/int32_float", out));
	char **dq_out = palloc(e, 3 * sizeof *dq_out);
	if (!q || !s || !zp || !acc || !sc || !f || !dq_out)
		return NULL;
	Onnx__NodeProto *dq = node(e, "DynamicQuantizeLinear", 1, &in[0], q);
	if (!dq)
		return NULL;
	dq_out[0] = q;
	dq_out[1] = s;
	dq_out[2] = zp;
	dq->output = dq_out;
	dq->n_output = 3;
	char *qi[4] = { q, in[1], zp, in[2] };
	Onnx__NodeProto *qn = node(e, type, 4, qi, acc);
	char *m1[2] = { s, in[3] }, *m2[2] = { f, sc };
	node(e, "Mul", 2, m1, sc);
	attr_int(e, node(e, "Cast", 1, &acc, f), "to", F32);
	node(e, "Mul", 2, m2, out);
	return qn;
}

static int write_dqconv(ex *e, int32_t v, char **in, char *out, const char *type)
{
	const tasoc_node *n = &e->g->nodes[v];
	const int32_t *a = n->attr;
	Onnx__NodeProto *ci = put_dq(e, v, in, out, type);
	if (!ci)
		return 0;
	const tasoc_shape *w = tasoc_ref_shape(e->g, n->in[1]);
	int64_t k[2] = { w->dim[2], w->dim[3] }, st[2] = { a[TASOC_DQCONV_STRIDE_H], a[TASOC_DQCONV_STRIDE_W] };
	int64_t pads[4] = { a[TASOC_DQCONV_PAD_T], a[TASOC_DQCONV_PAD_L], a[TASOC_DQCONV_PAD_B], a[TASOC_DQCONV_PAD_R] };
	int64_t dil[2] = { a[TASOC_DQCONV_DIL_H], a[TASOC_DQCONV_DIL_W] };
	attr_ints(e, ci, "dilations", 2, dil);
	attr_int(e, ci, "group", 1);
	attr_ints(e, ci, "kernel_shape", 2, k);
	attr_ints(e, ci, "pads", 4, pads);
	attr_ints(e, ci, "strides", 2, st);
	return 0;
}

static int write_dqmatmul(ex *e, int32_t v, char **in, char *out, const char *type)
{
	put_dq(e, v, in, out, type);
	return 0;
}

static void attr_string(ex *e, Onnx__NodeProto *n, const char *name, const char *v)
{
	Onnx__AttributeProto *a = attr(e, n, name, ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__STRING);
	if (a) {
		a->has_s = 1;
		a->s.data = (uint8_t *)(uintptr_t)v;
		a->s.len = strlen(v);
	}
}

/* LSTM with its defaults, writing Y alone (Y_h and Y_c were read by nothing: the importer's condition). */
static int write_lstm(ex *e, int32_t v, char **in, char *out, const char *type)
{
	const tasoc_node *n = &e->g->nodes[v];
	static const char *const dirs[3] = { "forward", "reverse", "bidirectional" };
	char *li[7] = { in[0], in[1], in[2], in[3], (char *)"", in[4], in[5] };
	Onnx__NodeProto *l = node(e, type, 7, li, out);
	attr_string(e, l, "direction", dirs[n->attr[TASOC_LSTM_DIRECTION]]);
	attr_int(e, l, "hidden_size", tasoc_ref_shape(e->g, n->in[2])->dim[2]);
	return 0;
}

typedef struct export_row {
	const char *type; /* the ONNX op_type, or NULL */
	int since;        /* the first opset with this form */
	int (*write)(ex *e, int32_t v, char **in, char *out, const char *type);
} export_row;

#define EXPORT_ROW(op, type, since, hook) [op] = { type, since, write_##hook },
static const export_row export_rows[TASOC_OP_COUNT] = { TASOC_ONNX_EXPORTS(EXPORT_ROW) };
#undef EXPORT_ROW

static void put_node(ex *e, int32_t v)
{
	const tasoc_node *n = &e->g->nodes[v];
	const export_row *r = &export_rows[n->op];
	char *out = e->tname[(size_t)v * TASOC_MAX_OUT];
	char *in[TASOC_MAX_IN];
	for (int i = 0; i < n->nin; i++)
		in[i] = tn(e, n->in[i]);
	if (e->fused[v]) /* written by the node it was fused into (a Conv's bias, a 1-D Conv's reshapes, a chain) */
		return;
	if (r->write && e->m->opset >= r->since && r->write(e, v, in, out, r->type) == 0)
		return;
	if (put_folded(e, v, out))
		return;
	efail(e, TASOC_ERR_UNSUPPORTED, "node '%s': no ONNX form for operator %s at opset %lld",
	      tasoc_node_name(e->g, v), tasoc_ops[n->op].name, (long long)e->m->opset);
}

/* ------------------------------------------------------------------ */
/* Names.                                                              */

static void unpack_opaque(ex *e, int32_t v)
{
	if (tasoc_onnx_is_bundle(e->g, v))
		return; /* not a node of the model (onnx_bundle.c) */
	size_t size;
	const void *p = tasoc_node_payload(e->g, v, &size);
	Onnx__NodeProto *np = p ? onnx__node_proto__unpack(NULL, size, p) : NULL;
	if (!np) {
		efail(e, TASOC_ERR_FORMAT, "opaque node '%s' has no valid ONNX payload", tasoc_node_name(e->g, v));
		return;
	}
	e->opq[v] = np;
	int k = 0;
	for (size_t i = 0; i < np->n_output; i++) {
		if (!np->output[i][0])
			continue;
		if (k < e->g->nodes[v].nout)
			e->tname[(size_t)v * TASOC_MAX_OUT + (size_t)k] = np->output[i];
		k++;
		reserve(e, np->output[i]);
		if (tasoc_onnx_names_put(&e->opq_out, np->output[i], 1) < 0)
			efail(e, TASOC_ERR_NOMEM, "out of memory exporting the model");
	}
	if (k != e->g->nodes[v].nout)
		efail(e, TASOC_ERR_FORMAT, "opaque node '%s': %d outputs, its payload names %d",
		      tasoc_node_name(e->g, v), (int)e->g->nodes[v].nout, k);
}

/*
 * Names defined inside subgraph gp (nested ones too): no new tensor of the
 * graph takes one, since a subgraph's name must not repeat an enclosing
 * one. Names the enclosing graph itself defines (top) are its own to keep.
 * Recursion is bounded by the nesting the import accepted (onnx_depth.c).
 */
static void reserve_inner(ex *e, const Onnx__GraphProto *gp, const tasoc_onnx_names *top)
{
	for (size_t i = 0; i < gp->n_input; i++)
		if (gp->input[i]->name && tasoc_onnx_names_get(top, gp->input[i]->name) < 0)
			reserve(e, gp->input[i]->name);
	for (size_t i = 0; i < gp->n_initializer; i++)
		if (gp->initializer[i]->name && tasoc_onnx_names_get(top, gp->initializer[i]->name) < 0)
			reserve(e, gp->initializer[i]->name);
	for (size_t k = 0; k < gp->n_node; k++) {
		const Onnx__NodeProto *n = gp->node[k];
		for (size_t i = 0; i < n->n_output; i++)
			if (n->output[i][0] && tasoc_onnx_names_get(top, n->output[i]) < 0)
				reserve(e, n->output[i]);
		for (size_t a = 0; a < n->n_attribute; a++) {
			if (n->attribute[a]->g)
				reserve_inner(e, n->attribute[a]->g, top);
			for (size_t j = 0; j < n->attribute[a]->n_graphs; j++)
				reserve_inner(e, n->attribute[a]->graphs[j], top);
		}
	}
}

/* The subgraphs of every opaque node (an If whose branches were optimized defines new names there). */
static void reserve_subgraph_names(ex *e, const int32_t *order, int32_t count)
{
	tasoc_onnx_names top = { 0 };
	bool any = false, nomem = false;
	for (int32_t k = 0; k < count && !any; k++)
		for (size_t a = 0; e->opq[order[k]] && a < e->opq[order[k]]->n_attribute; a++)
			any |= e->opq[order[k]]->attribute[a]->g || e->opq[order[k]]->attribute[a]->n_graphs;
	if (!any)
		return;
	for (size_t i = 0; i < e->gp->n_input; i++)
		nomem |= tasoc_onnx_names_put(&top, e->gp->input[i]->name, 0) < 0;
	for (size_t i = 0; i < e->gp->n_initializer; i++)
		nomem |= tasoc_onnx_names_put(&top, e->gp->initializer[i]->name, 0) < 0;
	for (size_t k = 0; k < e->gp->n_node; k++)
		for (size_t i = 0; i < e->gp->node[k]->n_output; i++)
			nomem |= tasoc_onnx_names_put(&top, e->gp->node[k]->output[i], 0) < 0;
	if (nomem)
		efail(e, TASOC_ERR_NOMEM, "out of memory exporting the model");
	for (int32_t k = 0; k < count && !nomem; k++) {
		const Onnx__NodeProto *n = e->opq[order[k]];
		for (size_t a = 0; n && a < n->n_attribute; a++) {
			if (n->attribute[a]->g)
				reserve_inner(e, n->attribute[a]->g, &top);
			for (size_t j = 0; j < n->attribute[a]->n_graphs; j++)
				reserve_inner(e, n->attribute[a]->graphs[j], &top);
		}
	}
	tasoc_onnx_names_free(&top);
}

static void assign_names(ex *e, const int32_t *order, int32_t count)
{
	tasoc_graph *g = e->g;
	const tasoc_onnx_names *side = &e->m->side;
	for (size_t i = 0; i < side->cap; i++)
		if (side->keys[i])
			reserve(e, side->keys[i]);
	/* A branch exported as a model of its own: the enclosing graphs' names are not its to give (onnx_branch.c). */
	for (size_t i = 0; i < e->m->outer_names.cap; i++)
		if (e->m->outer_names.keys[i])
			reserve(e, e->m->outer_names.keys[i]);
	for (size_t i = 0; i < e->gp->n_initializer; i++)
		if (e->m->init_is_input[i])
			reserve(e, e->gp->initializer[i]->name);
	for (int32_t k = 0; k < count; k++) {
		int32_t v = order[k];
		if (g->nodes[v].op == TASOC_OP_INPUT) {
			e->tname[(size_t)v * TASOC_MAX_OUT] = (char *)tasoc_node_name(g, v);
			reserve(e, tasoc_node_name(g, v));
		} else if (g->nodes[v].op == TASOC_OP_OPAQUE) {
			unpack_opaque(e, v);
		}
	}
	reserve_subgraph_names(e, order, count);
	for (int32_t i = 0; i < g->noutputs; i++)
		reserve(e, tasoc_store_get_string(g->store, g->output_names[i]));
	/* A mapped node that computes a graph output takes the output's name. */
	for (int32_t i = 0; i < g->noutputs; i++) {
		tasoc_ref r = g->outputs[i];
		const char *name = tasoc_store_get_string(g->store, g->output_names[i]);
		int op = g->nodes[r.node].op;
		bool claimed = false;
		for (int32_t j = 0; j < i; j++)
			claimed |= strcmp(tasoc_store_get_string(g->store, g->output_names[j]), name) == 0 &&
				   tn(e, g->outputs[j]) && strcmp(tn(e, g->outputs[j]), name) == 0;
		if (!tn(e, r) && !claimed && op != TASOC_OP_INPUT && op != TASOC_OP_WEIGHT && op != TASOC_OP_OPAQUE)
			e->tname[(size_t)r.node * TASOC_MAX_OUT + (size_t)r.out] = (char *)name;
	}
	for (int32_t k = 0; k < count && e->st == TASOC_OK; k++) {
		int32_t v = order[k];
		const tasoc_node *n = &g->nodes[v];
		const char *base = tasoc_node_name(g, v);
		for (int o = 0; o < n->nout; o++) {
			char **slot = &e->tname[(size_t)v * TASOC_MAX_OUT + (size_t)o];
			if (*slot)
				continue;
			if (!base[0])
				*slot = fresh(e, o ? pstr(e, "t%d_%d", (int)v, o) : pstr(e, "t%d", (int)v));
			else
				*slot = fresh(e, o ? pstr(e, "%s_%d", base, o) : base);
		}
	}
}

/* ------------------------------------------------------------------ */

static void export_graph(ex *e, int32_t *order, int32_t count)
{
	tasoc_graph *g = e->g;
	assign_names(e, order, count);
	/* Side constants still read by an opaque node, and input defaults, go out as they came. */
	uint8_t *init_out = palloc(e, e->gp->n_initializer + 1), *const_out = palloc(e, e->gp->n_node + 1);
	if (!init_out || !const_out)
		return;
	for (size_t i = 0; i < e->gp->n_initializer; i++)
		init_out[i] = e->m->init_is_input[i];
	for (int32_t k = 0; k < count; k++) {
		Onnx__NodeProto *np = e->opq[order[k]];
		const char **reads = NULL;
		size_t nreads = 0;
		if (np && tasoc_onnx_outer_reads(np, &reads, &nreads)) {
			efail(e, TASOC_ERR_NOMEM, "out of memory exporting the model");
			return;
		}
		for (size_t i = 0; np && i < np->n_input + nreads; i++) {
			const char *name = i < np->n_input ? np->input[i] : reads[i - np->n_input];
			int32_t s = name[0] ? tasoc_onnx_names_get(&e->m->side, name) : -1;
			if (s >= 0 && s % 2 == 0)
				init_out[s / 2] = 1;
			else if (s >= 0)
				const_out[s / 2] = 1;
		}
		free(reads);
	}
	for (size_t i = 0; i < e->gp->n_initializer; i++)
		if (init_out[i])
			PUSH_INIT(e, e->gp->initializer[i]);
	for (size_t i = 0; i < e->gp->n_node; i++)
		if (const_out[i])
			PUSH_NODE(e, e->gp->node[i]);
	for (int32_t k = 0; k < count && e->st == TASOC_OK; k++)
		put_node(e, order[k]);
	for (int32_t i = 0; i < g->noutputs && e->st == TASOC_OK; i++) {
		char *name = (char *)tasoc_store_get_string(g->store, g->output_names[i]);
		char *have = tn(e, g->outputs[i]);
		/* A model may list one output name twice: one Identity makes it
		   (two would define it twice; found by tools/fuzz_pipeline.c). */
		if (strcmp(have, name) == 0)
			continue;
		int32_t j = 0;
		while (j < i && strcmp(tasoc_store_get_string(g->store, g->output_names[j]), name) != 0)
			j++;
		if (j == i)
			node(e, "Identity", 1, &have, name);
	}
}

/* A model for a graph built in C: IR 8, opset 13 (14 with a HardSwish), float inputs and outputs named as in the graph. */
static const tasoc_onnx_model *stub_model(ex *e, tasoc_onnx_model *m)
{
	tasoc_graph *g = e->g;
	Onnx__ModelProto *mp = palloc(e, sizeof *mp);
	Onnx__GraphProto *gp = palloc(e, sizeof *gp);
	Onnx__OperatorSetIdProto *op = palloc(e, sizeof *op), **ops = palloc(e, sizeof *ops);
	int32_t nin = tasoc_graph_live(g);
	Onnx__ValueInfoProto **in = palloc(e, ((size_t)nin + 1) * sizeof *in);
	Onnx__ValueInfoProto **out = palloc(e, ((size_t)g->noutputs + 1) * sizeof *out);
	if (!mp || !gp || !op || !ops || !in || !out || !(m->init_is_input = palloc(e, 1)))
		return NULL;
	onnx__model_proto__init(mp);
	onnx__graph_proto__init(gp);
	onnx__operator_set_id_proto__init(op);
	op->domain = "";
	op->has_version = 1;
	/* opset 13, or the first opset of an operator's form where that is later (the spec's since: HardSwish 14) */
	op->version = 13;
	for (int32_t v = 0; v < g->nnodes; v++)
		if (!g->nodes[v].dead && export_rows[g->nodes[v].op].since > op->version)
			op->version = export_rows[g->nodes[v].op].since;
	ops[0] = op;
	mp->has_ir_version = 1;
	mp->ir_version = 8;
	mp->producer_name = "tasoc";
	mp->n_opset_import = 1;
	mp->opset_import = ops;
	mp->graph = gp;
	gp->name = "tasoc";
	int64_t d[TASOC_MAX_RANK];
	for (int32_t v = 0; v < g->nnodes; v++) {
		const tasoc_node *n = &g->nodes[v];
		if (n->dead || n->op != TASOC_OP_INPUT)
			continue;
		if (!tasoc_node_name(g, v)[0]) {
			efail(e, TASOC_ERR_ARG, "graph input node %d has no name", (int)v);
			return NULL;
		}
		shape_dims(&n->out[0], d);
		if (!(in[gp->n_input++] = value_info(e, (char *)tasoc_node_name(g, v), F32, n->out[0].rank, d)))
			return NULL;
	}
	for (int32_t i = 0; i < g->noutputs; i++) {
		const tasoc_shape *s = tasoc_ref_shape(g, g->outputs[i]);
		shape_dims(s, d);
		out[i] = value_info(e, (char *)tasoc_store_get_string(g->store, g->output_names[i]), F32, s->rank, d);
		if (!out[i])
			return NULL;
	}
	gp->input = in;
	gp->n_output = (size_t)g->noutputs;
	gp->output = out;
	m->proto = mp;
	m->opset = op->version;
	return m;
}

/*
 * A graph input or output declared with symbolic dimensions, redeclared with
 * the values the graph was imported with (inputs: shape from the input node
 * of that name; outputs: shape s). Others are returned as they are.
 */
static Onnx__ValueInfoProto *specialized(ex *e, Onnx__ValueInfoProto *vi, const tasoc_shape *s)
{
	if (!tasoc_onnx_type_symbolic(vi->type))
		return vi;
	for (int32_t v = 0; !s && v < e->g->nnodes; v++)
		if (!e->g->nodes[v].dead && e->g->nodes[v].op == TASOC_OP_INPUT &&
		    strcmp(tasoc_node_name(e->g, v), vi->name) == 0)
			s = &e->g->nodes[v].out[0];
	if (!s) {
		efail(e, TASOC_ERR_ARG, "graph input '%s' has symbolic dimensions and is not in the graph", vi->name);
		return vi;
	}
	int64_t d[TASOC_MAX_RANK];
	shape_dims(s, d);
	Onnx__ValueInfoProto *copy = value_info(e, vi->name, vi->type->tensor_type->elem_type, s->rank, d);
	if (copy)
		copy->doc_string = vi->doc_string;
	return copy ? copy : vi;
}

tasoc_status tasoc_onnx_export(const tasoc_onnx_model *m, tasoc_graph *g, void **data, size_t *size)
{
	return tasoc_onnx_export_with(m, g, NULL, data, size);
}

tasoc_status tasoc_onnx_export_with(const tasoc_onnx_model *m, tasoc_graph *g, const tasoc_onnx_export_opts *o,
				    void **data, size_t *size)
{
	ex e;
	tasoc_onnx_model stub;
	memset(&e, 0, sizeof e);
	memset(&stub, 0, sizeof stub);
	e.g = g;
	e.o = o;
	*data = NULL;
	*size = 0;
	for (int32_t i = 0; i < g->noutputs; i++)
		if (!tasoc_store_get_string(g->store, g->output_names[i]))
			return efail(&e, TASOC_ERR_ARG, "graph output %d has no name", (int)i);
	int32_t *order = malloc(((size_t)g->nnodes + 1) * sizeof *order), count = 0;
	e.tname = calloc((size_t)g->nnodes * TASOC_MAX_OUT + 1, sizeof *e.tname);
	e.opq = calloc((size_t)g->nnodes + 1, sizeof *e.opq);
	e.readers = calloc((size_t)g->nnodes * TASOC_MAX_OUT + 1, sizeof *e.readers);
	e.reader = calloc((size_t)g->nnodes * TASOC_MAX_OUT + 1, sizeof *e.reader);
	e.fused = calloc((size_t)g->nnodes + 1, 1);
	e.conv1d = calloc((size_t)g->nnodes + 1, sizeof *e.conv1d);
	e.weight_1d = calloc((size_t)g->nnodes + 1, 1);
	e.u8 = calloc((size_t)g->nnodes + 1, 1);
	e.split_next = calloc((size_t)g->nnodes * 2 + 1, sizeof *e.split_next);
	if (!order || !e.tname || !e.opq || !e.readers || !e.reader || !e.fused || !e.conv1d || !e.weight_1d ||
	    !e.u8 || !e.split_next) {
		efail(&e, TASOC_ERR_NOMEM, "out of memory exporting the model");
		goto out;
	}
	if (!m && !(m = stub_model(&e, &stub)))
		goto out;
	e.m = m;
	e.gp = m->proto->graph;
	if (tasoc_graph_validate(g) != TASOC_OK || tasoc_graph_topo(g, true, order, &count) != TASOC_OK) {
		char msg[sizeof g->err];
		snprintf(msg, sizeof msg, "%s", g->err);
		efail(&e, TASOC_ERR_ARG, "cannot export an invalid graph: %s", msg);
		goto out;
	}
	for (int32_t v = 0; v < g->nnodes; v++)
		for (int i = 0; !g->nodes[v].dead && i < g->nodes[v].nin; i++) {
			size_t t = (size_t)g->nodes[v].in[i].node * TASOC_MAX_OUT + (size_t)g->nodes[v].in[i].out;
			e.readers[t]++;
			e.reader[t] = v;
		}
	for (int32_t i = 0; i < g->noutputs; i++)
		e.readers[(size_t)g->outputs[i].node * TASOC_MAX_OUT + (size_t)g->outputs[i].out]++;
	find_conv1d(&e);
	find_trees(&e);
	find_u8(&e);
	export_graph(&e, order, count);
	if (e.st != TASOC_OK)
		goto out;
	if (o && o->external) {
		/* The large initializers' data to the external file, references in their place. */
		tasoc_onnx_ext_out w = { o->external, 0, pool_alloc, &e };
		for (size_t i = 0; i < e.ninits && e.st == TASOC_OK; i++) {
			Onnx__TensorProto *t = tasoc_onnx_ext_put(&w, e.inits[i]);
			if (!t)
				efail(&e, errno == ENOMEM ? TASOC_ERR_NOMEM : TASOC_ERR_IO, "writing the data of tensor '%s' to "
				      "the external data file '%s': %s", e.inits[i]->name ? e.inits[i]->name : "",
				      o->external->location, strerror(errno));
			else
				e.inits[i] = t;
		}
		if (e.st != TASOC_OK)
			goto out;
	}
	/*
	 * value_info: the original entries for opaque outputs (their shapes are
	 * the model's own), but none with a symbolic dimension: the graph is now
	 * specialized to the values it was imported with.
	 */
	Onnx__ValueInfoProto **vi = palloc(&e, (e.gp->n_value_info + 1) * sizeof *vi);
	size_t nvi = 0;
	for (size_t i = 0; vi && i < e.gp->n_value_info; i++)
		if (tasoc_onnx_names_get(&e.opq_out, e.gp->value_info[i]->name) >= 0 &&
		    !tasoc_onnx_type_symbolic(e.gp->value_info[i]->type))
			vi[nvi++] = e.gp->value_info[i];
	/* Before IR 4 every initializer is also a graph input: list exactly the ones written. */
	Onnx__ValueInfoProto **inputs = palloc(&e, (e.gp->n_input + e.ninits + 1) * sizeof *inputs);
	size_t nin = 0;
	if (!vi || !inputs)
		goto out;
	bool old_ir = m->proto->ir_version < 4;
	for (size_t i = 0; i < e.gp->n_input; i++)
		if (!old_ir || tasoc_onnx_names_get(&m->inits, e.gp->input[i]->name) < 0)
			inputs[nin++] = specialized(&e, e.gp->input[i], NULL);
	for (size_t i = 0; old_ir && i < e.ninits; i++) {
		const Onnx__TensorProto *t = e.inits[i];
		if (!(inputs[nin++] = value_info(&e, t->name, t->data_type, (int)t->n_dims, t->dims)))
			goto out;
	}
	Onnx__GraphProto graph = *e.gp;
	graph.n_node = e.nnodes;
	graph.node = e.nodes;
	graph.n_initializer = e.ninits;
	graph.initializer = e.inits;
	graph.n_value_info = nvi;
	graph.value_info = vi;
	graph.n_input = nin;
	graph.input = inputs;
	Onnx__ValueInfoProto **outputs = palloc(&e, (e.gp->n_output + 1) * sizeof *outputs);
	if (!outputs)
		goto out;
	for (size_t i = 0; i < e.gp->n_output; i++)
		outputs[i] = specialized(&e, e.gp->output[i], (int32_t)i < g->noutputs ? tasoc_ref_shape(g, g->outputs[i]) : NULL);
	graph.output = outputs;
	if (e.st != TASOC_OK)
		goto out;
	Onnx__ModelProto model = *m->proto;
	model.graph = &graph;
	*size = onnx__model_proto__get_packed_size(&model);
	size_t limit = o && o->inline_limit ? o->inline_limit : TASOC_ONNX_PROTOBUF_LIMIT;
	if (*size > limit) {
		/* checked before packing: a model over the limit is never held whole in memory */
		efail(&e, TASOC_ERR_LIMIT, "the model is %zu bytes, over %s (%zu bytes): write it with external data "
		      "(--external-data)", *size, o && o->inline_limit ? "the limit asked for" : "protobuf's 2 GB", limit);
		goto out;
	}
	*data = malloc(*size ? *size : 1);
	if (!*data) {
		efail(&e, TASOC_ERR_NOMEM, "out of memory packing the model");
		goto out;
	}
	onnx__model_proto__pack(&model, *data);
out:
	for (int32_t v = 0; e.opq && v < g->nnodes; v++)
		if (e.opq[v])
			onnx__node_proto__free_unpacked(e.opq[v], tasoc_onnx_pb());
	for (size_t i = 0; i < e.npool; i++)
		free(e.pool[i]);
	free(e.pool);
	free(order);
	free(e.tname);
	free(e.opq);
	free(e.readers);
	free(e.reader);
	free(e.fused);
	free(e.conv1d);
	free(e.weight_1d);
	free(e.u8);
	free(e.split_next);
	free(e.nodes);
	free(e.inits);
	tasoc_onnx_names_free(&e.used);
	tasoc_onnx_names_free(&e.suffix);
	tasoc_onnx_names_free(&e.opq_out);
	if (e.st != TASOC_OK) {
		free(*data);
		*data = NULL;
		*size = 0;
	}
	return e.st;
}


/* onnx_shapes.c: the types ONNX's own shape inference gives a model's tensors, asked once and looked up by name. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "onnx_shape_infer.h"
#include "onnx_shapes.h"

/*
 * ONNX's inference reads an initializer's data only where an operator's
 * shape depends on it (a Reshape's shape, a Slice's starts, a Resize's
 * scales): small integer tensors. The weights are sent without their data,
 * so a model of gigabytes (or with external data) is inferred from a few
 * kilobytes, and an operator that does read a weight's data fails alone.
 */
#define KEEP_NUMEL 4096

/*
 * A model may be newer than the opsets ONNX 1.12 knows (17). Its schema of
 * an operator is then the newest it has, and a node using what came later
 * (a reduction's axes as an input, Split's num_outputs, AveragePool's
 * dilations) fails that schema's check: its outputs stay unknown, never
 * wrong (tests/shape_infer_e2e.sh, reduce18).
 */
static bool small(const Onnx__TensorProto *t)
{
	int64_t numel = 1;
	for (size_t i = 0; i < t->n_dims; i++) {
		if (t->dims[i] < 0 || __builtin_mul_overflow(numel, t->dims[i], &numel))
			return false;
	}
	return numel <= KEEP_NUMEL && t->data_location != ONNX__TENSOR_PROTO__DATA_LOCATION__EXTERNAL;
}

/* A copy of t's header (name, type, dims) without its data; NULL when out of memory. */
static Onnx__TensorProto *header(const Onnx__TensorProto *t)
{
	Onnx__TensorProto *h = malloc(sizeof *h);
	if (!h)
		return NULL;
	onnx__tensor_proto__init(h);
	h->name = t->name;
	h->n_dims = t->n_dims;
	h->dims = t->dims;
	h->has_data_type = t->has_data_type;
	h->data_type = t->data_type;
	return h;
}

/* A Constant node whose value is too large to send: the same node with a value of no data. */
static Onnx__NodeProto *constant_header(const Onnx__NodeProto *n, Onnx__AttributeProto **attr, Onnx__AttributeProto ***list,
					 Onnx__TensorProto **t)
{
	*attr = NULL, *list = NULL, *t = NULL;
	if (strcmp(n->op_type, "Constant") || n->n_attribute != 1 || !n->attribute[0]->t || small(n->attribute[0]->t))
		return NULL;
	Onnx__NodeProto *c = malloc(sizeof *c);
	*attr = malloc(sizeof **attr);
	*list = malloc(sizeof **list);
	*t = header(n->attribute[0]->t);
	if (!c || !*attr || !*list || !*t) {
		free(c), free(*attr), free(*list), free(*t);
		*attr = NULL, *list = NULL, *t = NULL;
		return NULL;
	}
	*c = *n;
	**attr = *n->attribute[0];
	(*attr)->t = *t;
	(*list)[0] = *attr;
	c->attribute = *list;
	return c;
}

typedef struct skeleton {
	Onnx__GraphProto g;
	Onnx__TensorProto **inits;
	Onnx__NodeProto **nodes;
	Onnx__ValueInfoProto *outs, **outp;
	void **owned; /* the shallow copies made here, freed without their borrowed contents */
	size_t nowned;
} skeleton;

static bool own(skeleton *k, void *p)
{
	if (!p)
		return false;
	k->owned[k->nowned++] = p;
	return true;
}

/* m's main graph as ONNX's inference needs to see it; false when out of memory. */
static bool skeleton_make(skeleton *k, const tasoc_onnx_model *m)
{
	const Onnx__GraphProto *gp = m->proto->graph;
	memset(k, 0, sizeof *k);
	k->g = *gp;
	k->inits = malloc((gp->n_initializer + 1) * sizeof *k->inits);
	k->nodes = malloc((gp->n_node + 1) * sizeof *k->nodes);
	k->owned = malloc((gp->n_initializer + 4 * gp->n_node + 1) * sizeof *k->owned);
	k->outs = malloc((gp->n_output + 1) * sizeof *k->outs);
	k->outp = malloc((gp->n_output + 1) * sizeof *k->outp);
	if (!k->inits || !k->nodes || !k->owned || !k->outs || !k->outp)
		return false;
	for (size_t i = 0; i < gp->n_initializer; i++) {
		const Onnx__TensorProto *t = gp->initializer[i];
		k->inits[i] = small(t) ? (Onnx__TensorProto *)t : header(t);
		if (k->inits[i] != t && !own(k, k->inits[i]))
			return false;
	}
	size_t nn = 0;
	for (size_t i = 0; i < gp->n_node; i++) {
		const Onnx__NodeProto *n = gp->node[i];
		Onnx__AttributeProto *attr, **list;
		Onnx__TensorProto *t;
		Onnx__NodeProto *c = constant_header(n, &attr, &list, &t);
		if (c) {
			own(k, c), own(k, attr), own(k, list), own(k, t);
			k->nodes[nn++] = c;
		} else if (attr || list || t) {
			return false;
		} else {
			k->nodes[nn++] = (Onnx__NodeProto *)n;
		}
	}
	k->g.initializer = k->inits;
	k->g.node = k->nodes;
	k->g.n_node = nn;
	/*
	 * The file's value_info and output types are not sent: they may be stale
	 * or symbolic, ONNX would merge them into what it infers, and the importer
	 * falls back on them itself, last.
	 */
	k->g.n_value_info = 0;
	k->g.value_info = NULL;
	for (size_t i = 0; i < gp->n_output; i++) {
		k->outs[i] = *gp->output[i];
		k->outs[i].type = NULL;
		k->outp[i] = &k->outs[i];
	}
	k->g.output = k->outp;
	return true;
}

static void skeleton_free(skeleton *k)
{
	for (size_t i = 0; i < k->nowned; i++)
		free(k->owned[i]);
	free(k->owned);
	free(k->inits);
	free(k->nodes);
	free(k->outs);
	free(k->outp);
}

tasoc_status tasoc_onnx_inferred_run(tasoc_onnx_inferred *r, const tasoc_onnx_model *m, char *err, size_t errsize)
{
	tasoc_onnx_inferred_free(r);
	r->ran = true;
	skeleton k;
	size_t size = 0, outsize = 0;
	void *packed = NULL, *out = NULL;
	tasoc_status st = TASOC_OK;
	if (!skeleton_make(&k, m) || !(packed = tasoc_onnx_pack_with_graph(m, &k.g, &size))) {
		skeleton_free(&k);
		snprintf(err, errsize, "out of memory asking ONNX's shape inference");
		return TASOC_ERR_NOMEM;
	}
	skeleton_free(&k);
	int rc = tasoc_onnx_shape_infer_isolated(packed, size, m->opset, &out, &outsize, r->why, sizeof r->why);
	free(packed);
	if (rc == -2) {
		snprintf(err, errsize, "%s", r->why);
		return TASOC_ERR_NOMEM;
	}
	if (rc == 0) {
		r->g = onnx__graph_proto__unpack(NULL, outsize, out);
		if (!r->g)
			snprintf(r->why, sizeof r->why, "ONNX shape inference gave a result protobuf-c cannot read");
	}
	free(out);
	for (size_t i = 0; r->g && i < r->g->n_value_info && st == TASOC_OK; i++)
		if (r->g->value_info[i]->name && tasoc_onnx_names_put(&r->byname, r->g->value_info[i]->name, (int32_t)i) < 0) {
			snprintf(err, errsize, "out of memory reading ONNX's inferred shapes");
			st = TASOC_ERR_NOMEM;
		}
	return st;
}

const Onnx__TypeProto *tasoc_onnx_inferred_type(const tasoc_onnx_inferred *r, const char *name)
{
	int32_t i = r->g && name ? tasoc_onnx_names_get(&r->byname, name) : -1;
	return i >= 0 ? r->g->value_info[i]->type : NULL;
}

void tasoc_onnx_inferred_free(tasoc_onnx_inferred *r)
{
	tasoc_onnx_names_free(&r->byname);
	if (r->g)
		onnx__graph_proto__free_unpacked(r->g, NULL);
	r->g = NULL;
	r->ran = false;
	r->why[0] = '\0';
}

/* onnx_node_model.c: one opaque node as a model of its own, so that a cost model can time it alone. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "onnx_internal.h"

/*
 * tasoc prices a graph as the sum of its operators, each timed alone. An
 * opaque node (an ONNX operator tasoc does not map: ConvInteger, Resize,
 * LSTM) has no form of tasoc's own to write, but the node itself is kept
 * verbatim, so it can be written as a model of one node: the model's opset
 * and functions, the NodeProto as imported, and for each name it reads
 * (its inputs and what its subgraphs read from the graph) a source of the
 * same name (onnx_outer.c): an initializer for a constant of the graph
 * (ConvInteger's quantized kernel stays a weight ORT prepacks), an input
 * for anything else, declared with the type and static shape the import's
 * shape inference gave it, symbolic dimensions bound as the model's. Its
 * outputs are declared by name only: ONNX Runtime infers their types.
 *
 * The identity is what decides the node's time and nothing else, so that
 * the cost cache shares one timing among nodes that differ only in names
 * (isnet's 119 ConvInteger come in a few shapes): the operator, its domain
 * and attributes, and each read's kind (constant or input), element type
 * and shape, with the values of small constants (Resize's scales, Pad's
 * pads, up to 4 KiB: they change the work) but not of large ones (a
 * kernel's values do not change its time). FNV-1a over those bytes.
 */

enum { SMALL_CONSTANT = 4096 };

typedef struct fnv {
	uint64_t h;
} fnv;

static void fnv_bytes(fnv *f, const void *p, size_t n)
{
	const unsigned char *b = p;
	for (size_t i = 0; i < n; i++)
		f->h = (f->h ^ b[i]) * 0x100000001b3ull;
}

static void fnv_str(fnv *f, const char *s)
{
	fnv_bytes(f, s ? s : "", s ? strlen(s) + 1 : 1);
}

static void fnv_i64(fnv *f, int64_t v)
{
	fnv_bytes(f, &v, sizeof v);
}

/* The packed bytes of a message into the hash; -1 out of memory. */
static int fnv_packed(fnv *f, const ProtobufCMessage *msg)
{
	size_t n = protobuf_c_message_get_packed_size(msg);
	uint8_t *buf = malloc(n + 1);
	if (!buf)
		return -1;
	protobuf_c_message_pack(msg, buf);
	fnv_bytes(f, buf, n);
	free(buf);
	return 0;
}

/* One declared input: a tensor type with static dims (storage for the pointers protobuf-c wants). */
typedef struct decl {
	Onnx__ValueInfoProto vi;
	Onnx__TypeProto tp;
	Onnx__TypeProto__Tensor tt;
	Onnx__TensorShapeProto sh;
	Onnx__TensorShapeProto__Dimension d[TASOC_ONNX_SHAPE_MAX_RANK];
	Onnx__TensorShapeProto__Dimension *dp[TASOC_ONNX_SHAPE_MAX_RANK];
} decl;

/* name's declaration from vi, its dims made static; false with why. */
static bool declare(const tasoc_onnx_model *m, const char *name, const Onnx__ValueInfoProto *vi, decl *d, fnv *f,
		    char *why, size_t size)
{
	const Onnx__TypeProto *tp = vi->type;
	if (!tp || tp->value_case != ONNX__TYPE_PROTO__VALUE_TENSOR_TYPE || !tp->tensor_type ||
	    !tp->tensor_type->has_elem_type) {
		snprintf(why, size, "it reads '%.200s', which is not a tensor of a known type", name);
		return false;
	}
	const Onnx__TensorShapeProto *sh = tp->tensor_type->shape;
	if (!sh || sh->n_dim > TASOC_ONNX_SHAPE_MAX_RANK) {
		snprintf(why, size, "it reads '%.200s', whose shape is %s", name, sh ? "of rank above 8" : "not known");
		return false;
	}
	Onnx__ValueInfoProto vi0 = ONNX__VALUE_INFO_PROTO__INIT;
	Onnx__TypeProto tp0 = ONNX__TYPE_PROTO__INIT;
	Onnx__TypeProto__Tensor tt0 = ONNX__TYPE_PROTO__TENSOR__INIT;
	Onnx__TensorShapeProto sh0 = ONNX__TENSOR_SHAPE_PROTO__INIT;
	d->vi = vi0;
	d->tp = tp0;
	d->tt = tt0;
	d->sh = sh0;
	d->vi.name = (char *)name;
	d->vi.type = &d->tp;
	d->tp.value_case = ONNX__TYPE_PROTO__VALUE_TENSOR_TYPE;
	d->tp.tensor_type = &d->tt;
	d->tt.has_elem_type = 1;
	d->tt.elem_type = tp->tensor_type->elem_type;
	d->tt.shape = &d->sh;
	d->sh.n_dim = sh->n_dim;
	d->sh.dim = d->dp;
	fnv_i64(f, d->tt.elem_type);
	fnv_i64(f, (int64_t)sh->n_dim);
	for (size_t i = 0; i < sh->n_dim; i++) {
		Onnx__TensorShapeProto__Dimension d0 = ONNX__TENSOR_SHAPE_PROTO__DIMENSION__INIT;
		const Onnx__TensorShapeProto__Dimension *x = sh->dim[i];
		int64_t v = -1;
		if (x->value_case == ONNX__TENSOR_SHAPE_PROTO__DIMENSION__VALUE_DIM_VALUE)
			v = x->dim_value;
		else if (x->value_case == ONNX__TENSOR_SHAPE_PROTO__DIMENSION__VALUE_DIM_PARAM && x->dim_param)
			for (int k = 0; k < m->ndims; k++)
				if (!strcmp(m->dims[k].name, x->dim_param))
					v = m->dims[k].value;
		if (v < 0) {
			snprintf(why, size, "it reads '%.200s', whose dimension %d is not static", name, (int)i);
			return false;
		}
		d->d[i] = d0;
		d->d[i].value_case = ONNX__TENSOR_SHAPE_PROTO__DIMENSION__VALUE_DIM_VALUE;
		d->d[i].dim_value = v;
		d->dp[i] = &d->d[i];
		fnv_i64(f, v);
	}
	return true;
}

static bool standard(const Onnx__NodeProto *n)
{
	return !n->domain || !n->domain[0] || !strcmp(n->domain, "ai.onnx");
}

tasoc_status tasoc_onnx_node_model(const tasoc_onnx_model *m, const tasoc_graph *g, int32_t v, void **data,
				   size_t *size, uint64_t *identity, char *err, size_t errsize)
{
	*data = NULL;
	*size = 0;
	*identity = 0;
	if (v < 0 || v >= g->nnodes || g->nodes[v].dead || g->nodes[v].op != TASOC_OP_OPAQUE || tasoc_onnx_is_bundle(g, v)) {
		snprintf(err, errsize, "node %d: not an opaque node of the model", (int)v);
		return TASOC_ERR_ARG;
	}
	size_t psize;
	const void *p = tasoc_node_payload(g, v, &psize);
	Onnx__NodeProto *n = p ? onnx__node_proto__unpack(NULL, psize, p) : NULL;
	if (!n) {
		snprintf(err, errsize, "node '%.200s': its payload is not an ONNX node", tasoc_node_name(g, v));
		return TASOC_ERR_FORMAT;
	}
	char label[256];
	snprintf(label, sizeof label, "node '%.150s' (%.60s)", n->name && n->name[0] ? n->name : tasoc_node_name(g, v),
		 n->op_type ? n->op_type : "?");
	/*
	 * A node with a subgraph (If, Loop, Scan) runs what values decide: the
	 * branch its condition picks, the body as many times as its trip count
	 * says. Alone, on seeded inputs, it would time some branch some number
	 * of times, not the one the model runs; no figure beats a wrong one.
	 */
	for (size_t a = 0; a < n->n_attribute; a++)
		if (n->attribute[a]->g || n->attribute[a]->n_graphs) {
			snprintf(err, errsize, "%s: it holds a subgraph ('%.60s'), whose work depends on values known only at "
					       "run time (the branch an If takes, a Loop's trip count), which a one-node model on "
					       "seeded inputs does not reproduce", label, n->attribute[a]->name ? n->attribute[a]->name : "?");
			onnx__node_proto__free_unpacked(n, tasoc_onnx_pb());
			return TASOC_ERR_UNSUPPORTED;
		}
	const char **sub = NULL;
	size_t nsub = 0, nreads = 0, nin = 0, ninit = 0, nren = 0;
	const char **reads = NULL;
	decl *decls = NULL;
	Onnx__ValueInfoProto **inputs = NULL, **outputs = NULL, *outs = NULL;
	const Onnx__TensorProto **inits = NULL;
	Onnx__TensorProto *renamed = NULL;
	tasoc_onnx_outer out;
	tasoc_onnx_names seen = { 0 };
	tasoc_status st = TASOC_OK;
	char why[512];
	int outer_ok = 0;
	if (tasoc_onnx_outer_reads(n, &sub, &nsub) < 0 || (outer_ok = tasoc_onnx_outer_init(&out, m) == 0) == 0)
		goto nomem;
	size_t cap = n->n_input + nsub + 1;
	reads = malloc(cap * sizeof *reads);
	decls = malloc(cap * sizeof *decls);
	inputs = malloc(cap * sizeof *inputs);
	inits = malloc(cap * sizeof *inits);
	renamed = malloc(cap * sizeof *renamed);
	outs = malloc((n->n_output + 1) * sizeof *outs);
	outputs = malloc((n->n_output + 1) * sizeof *outputs);
	if (!reads || !decls || !inputs || !inits || !renamed || !outs || !outputs)
		goto nomem;
	/* Each name once: the node's inputs (an omitted optional one is ""), then its subgraphs' outer reads. */
	for (size_t i = 0; i < n->n_input + nsub; i++) {
		const char *s = i < n->n_input ? n->input[i] : sub[i - n->n_input];
		if (!s || !s[0] || tasoc_onnx_names_get(&seen, s) >= 0)
			continue;
		if (tasoc_onnx_names_put(&seen, s, 0) < 0)
			goto nomem;
		reads[nreads++] = s;
	}
	fnv f = { 0xcbf29ce484222325ull };
	fnv_str(&f, n->op_type);
	fnv_str(&f, standard(n) ? "" : n->domain);
	for (size_t a = 0; a < n->n_attribute; a++)
		if (fnv_packed(&f, &n->attribute[a]->base) < 0)
			goto nomem;
	/* Which input positions are given: an omitted optional input changes the work. */
	for (size_t i = 0; i < n->n_input; i++)
		fnv_i64(&f, n->input[i] && n->input[i][0]);
	for (size_t i = 0; i < nreads; i++) {
		const Onnx__TensorProto *t;
		const Onnx__ValueInfoProto *vi;
		bool rename;
		if (!tasoc_onnx_outer_source(&out, reads[i], &t, &rename, &vi)) {
			snprintf(why, sizeof why, "it reads '%.200s', which the graph neither holds as a constant nor gives a type",
				 reads[i]);
			st = TASOC_ERR_UNSUPPORTED;
			goto fail;
		}
		if (vi) {
			fnv_i64(&f, 1);
			if (!declare(m, reads[i], vi, &decls[nin], &f, why, sizeof why)) {
				st = TASOC_ERR_UNSUPPORTED;
				goto fail;
			}
			inputs[nin] = &decls[nin].vi;
			nin++;
			continue;
		}
		fnv_i64(&f, 2);
		/* The constant without its name: its type and dims always, its values when small. */
		Onnx__TensorProto anon = *t;
		anon.name = NULL;
		if (onnx__tensor_proto__get_packed_size(&anon) <= SMALL_CONSTANT) {
			if (fnv_packed(&f, &anon.base) < 0)
				goto nomem;
		} else {
			fnv_i64(&f, anon.data_type);
			for (size_t k = 0; k < anon.n_dims; k++)
				fnv_i64(&f, anon.dims[k]);
		}
		if (rename) { /* a Constant's value: a shallow copy under the read name */
			renamed[nren] = *t;
			renamed[nren].name = (char *)reads[i];
			inits[ninit++] = &renamed[nren++];
		} else {
			inits[ninit++] = t;
		}
	}
	size_t nout = 0;
	for (size_t i = 0; i < n->n_output; i++) {
		Onnx__ValueInfoProto o0 = ONNX__VALUE_INFO_PROTO__INIT;
		fnv_i64(&f, n->output[i] && n->output[i][0]);
		if (!n->output[i] || !n->output[i][0])
			continue;
		outs[nout] = o0;
		outs[nout].name = n->output[i];
		outputs[nout] = &outs[nout];
		nout++;
	}
	if (nout == 0) {
		snprintf(why, sizeof why, "it has no output");
		st = TASOC_ERR_UNSUPPORTED;
		goto fail;
	}
	/* Shallow copies: only packed, never freed as messages. */
	Onnx__GraphProto graph = ONNX__GRAPH_PROTO__INIT;
	Onnx__NodeProto *one[1] = { n };
	graph.name = "tasoc_node";
	graph.n_node = 1;
	graph.node = one;
	graph.n_input = nin;
	graph.input = inputs;
	graph.n_initializer = ninit;
	graph.initializer = (Onnx__TensorProto **)inits;
	graph.n_output = nout;
	graph.output = outputs;
	if (!(*data = tasoc_onnx_pack_with_graph(m, &graph, size)))
		goto nomem;
	*identity = f.h ? f.h : 1; /* 0 means "no identity" to the cost key */
	goto done;
nomem:
	snprintf(why, sizeof why, "out of memory");
	st = TASOC_ERR_NOMEM;
fail:
	snprintf(err, errsize, "%s: %s", label, why);
	*size = 0;
done:
	if (outer_ok)
		tasoc_onnx_outer_free(&out);
	tasoc_onnx_names_free(&seen);
	free(sub);
	free(reads);
	free(decls);
	free(inputs);
	free(inits);
	free(renamed);
	free(outs);
	free(outputs);
	onnx__node_proto__free_unpacked(n, tasoc_onnx_pb());
	return st;
}

void *tasoc_onnx_pack_with_graph(const tasoc_onnx_model *m, Onnx__GraphProto *graph, size_t *size)
{
	Onnx__ModelProto model = *m->proto;
	model.graph = graph;
	*size = onnx__model_proto__get_packed_size(&model);
	void *data = malloc(*size ? *size : 1);
	if (data)
		onnx__model_proto__pack(&model, data);
	return data;
}

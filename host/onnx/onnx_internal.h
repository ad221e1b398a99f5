/* onnx_internal.h: what the ONNX importer and exporter share (not installed). */
#ifndef TASOC_ONNX_INTERNAL_H
#define TASOC_ONNX_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "onnx.h"
#include "onnx.pb-c.h" /* generated into build/pb/ from onnx.proto */

/* A string-keyed hash map to int32; keys are borrowed, not copied. */
typedef struct tasoc_onnx_names {
	const char **keys;
	int32_t *vals;
	size_t cap, n;
} tasoc_onnx_names;

int tasoc_onnx_names_put(tasoc_onnx_names *m, const char *key, int32_t val); /* 0, or -1: no memory */
int32_t tasoc_onnx_names_get(const tasoc_onnx_names *m, const char *key);   /* -1 when absent */
void tasoc_onnx_names_free(tasoc_onnx_names *m);

/*
 * Refusals before the import reads a node. The newest opset of the default
 * domain whose operators tasoc maps, folds and infers: 23 (ONNX 1.18). The
 * published models go up to 18; the changes since add types, and attributes
 * the mapping reads (AveragePool's dilations, 19). A model nesting messages
 * deeper than TASOC_ONNX_MAX_DEPTH (about 30 subgraphs within subgraphs)
 * is refused before protobuf-c's recursive unpacking could overflow the stack.
 */
#define TASOC_ONNX_OPSET_NEWEST 23
#define TASOC_ONNX_MAX_DEPTH 100
/* The deepest message nesting of a serialized ModelProto, or limit + 1 once beyond it (onnx_depth.c). */
int tasoc_onnx_wire_depth(const void *data, size_t size, int limit);
/* The opset and every node's attributes, subgraphs included (onnx_validate.c); the reason in err. */
tasoc_status tasoc_onnx_validate(const tasoc_onnx_model *m, char *err, size_t size);

/* Side constants are initializers (index >= 0) or Constant nodes (-(index + 1)). */
struct tasoc_onnx_model {
	Onnx__ModelProto *proto;
	int64_t opset;          /* version of the default ("ai.onnx") domain */
	tasoc_onnx_names side;  /* constants that are not tasoc tensors, by name */
	tasoc_onnx_names inits; /* every initializer, by name */
	uint8_t *init_is_input; /* initializers that are also graph inputs (defaults) */
	tasoc_onnx_dim *dims;   /* values bound to symbolic dimensions (names owned) */
	int ndims;
	tasoc_onnx_import_info info;
	/*
	 * A branch imported as a model of its own (onnx_branch.c), else both
	 * empty: the names it reads from the enclosing graphs (its inputs and
	 * the initializers made from theirs), and the enclosing graphs' other
	 * names, which its export gives to no new tensor. Keys are owned, in
	 * scope_strings.
	 */
	tasoc_onnx_names outer_reads, outer_names;
	char **scope_strings;
	size_t nscope_strings;
	/* The files of external data, mapped (onnx_external.c); tensors resolved from them. */
	struct tasoc_onnx_maps *maps;
	size_t external_tensors;
};

/*
 * External data (onnx_external.c). Resolves every tensor of m stored in a
 * file beside the model (initializers, Constants, subgraphs, functions):
 * the file is mapped read-only and the tensor's raw_data points into it.
 * dir is the model's folder; NULL (a model read from memory) refuses them.
 * The reason, naming the tensor and the location, in err.
 */
tasoc_status tasoc_onnx_external_resolve(tasoc_onnx_model *m, const char *dir, char *err, size_t errsize);
/* Unmaps m's files; after its proto is freed. */
void tasoc_onnx_external_release(tasoc_onnx_model *m);
/* Whether p lies inside a live mapping of external data. */
bool tasoc_onnx_is_mapped(const void *p);
/*
 * The allocator for every free_unpacked of a model's messages: its free
 * skips mapped bytes (protobuf-c frees a bytes field's data with it).
 */
ProtobufCAllocator *tasoc_onnx_pb(void);
/*
 * The export's external data (onnx_external_out.c): t as written, its
 * bytes appended to x's file (at an aligned offset) and a copy of t
 * referring to them, allocated by alloc; t itself when it holds fewer
 * than x->min_bytes bytes of data (raw, or float, int64 or double
 * elements). NULL on failure (errno set; ENOMEM when alloc failed).
 */
typedef struct tasoc_onnx_ext_out {
	const tasoc_onnx_external *x;
	uint64_t offset; /* bytes laid out so far */
	void *(*alloc)(void *ctx, size_t size);
	void *ctx;
} tasoc_onnx_ext_out;
Onnx__TensorProto *tasoc_onnx_ext_put(tasoc_onnx_ext_out *w, Onnx__TensorProto *t);

/* Data types. */
const char *tasoc_onnx_dtype_name(int32_t dt);
/* Bytes per element in raw_data; 0 for an unknown type or STRING. */
size_t tasoc_onnx_dtype_size(int32_t dt);

/*
 * Checks a tensor's dims and that its data holds exactly numel elements of
 * its type; writes why not into err. External data not resolved
 * (onnx_external.c) is refused.
 */
bool tasoc_onnx_tensor_check(const Onnx__TensorProto *t, char *err, size_t size);
/* The tensor's shape when tasoc can hold it: rank <= TASOC_MAX_RANK, every extent >= 1. */
bool tasoc_onnx_tensor_shape(const Onnx__TensorProto *t, tasoc_shape *s);
/* A FLOAT tensor's elements (malloc'd), NULL otherwise. Assumes a checked tensor. */
float *tasoc_onnx_tensor_floats(const Onnx__TensorProto *t);
/* A UINT8 tensor's elements as floats 0..255 (malloc'd), NULL otherwise. Assumes a checked tensor. */
float *tasoc_onnx_tensor_u8_floats(const Onnx__TensorProto *t);
/* An INT64 or INT32 tensor's elements as int64 (malloc'd, *n set), NULL otherwise. */
int64_t *tasoc_onnx_tensor_ints(const Onnx__TensorProto *t, size_t *n);

/*
 * The element type and static shape of a tensor type, symbolic dimensions
 * taken from m's bindings (m may be NULL); false with the reason in why when
 * it is not a tensor, has no shape, an unbound symbolic or out-of-range
 * dimension, or rank above TASOC_MAX_RANK.
 */
bool tasoc_onnx_type_shape(const Onnx__TypeProto *tp, const tasoc_onnx_model *m, int32_t *dtype,
			   tasoc_shape *s, char *why, size_t size);
/* Whether a value's declared shape has a symbolic dimension, or a negative one (-1: not known). */
bool tasoc_onnx_type_symbolic(const Onnx__TypeProto *tp);

/*
 * The names n's subgraphs read from the graph n is in, each once, in order of
 * first read (onnx_scope.c). *names is malloc'd (NULL when none) and borrows
 * the strings from n; -1 when memory runs out.
 */
/*
 * Model m with its graph replaced by graph (its opsets, IR version and
 * metadata kept), packed into a malloc'd buffer of *size bytes; NULL when
 * out of memory. The node models, a branch imported alone and an If's
 * condition are written this way.
 */
void *tasoc_onnx_pack_with_graph(const tasoc_onnx_model *m, Onnx__GraphProto *graph, size_t *size);

int tasoc_onnx_outer_reads(const Onnx__NodeProto *n, const char ***names, size_t *count);

/*
 * The graph of m as the source of names a part of it reads (onnx_outer.c):
 * tasoc_onnx_outer_source gives *t, a tensor (an initializer, or a
 * Constant's value, which then needs renaming: *rename), or *vi, the type
 * of an input; false when the graph neither holds nor types the name.
 */
typedef struct tasoc_onnx_outer {
	const tasoc_onnx_model *m;
	const Onnx__GraphProto *gp;
	tasoc_onnx_names input;    /* graph inputs */
	tasoc_onnx_names constant; /* outputs of Constant nodes with a tensor value */
	tasoc_onnx_names typed;    /* value_info 2i, graph outputs 2i + 1 */
} tasoc_onnx_outer;
int tasoc_onnx_outer_init(tasoc_onnx_outer *o, const tasoc_onnx_model *m); /* 0, or -1: no memory */
void tasoc_onnx_outer_free(tasoc_onnx_outer *o);
bool tasoc_onnx_outer_source(const tasoc_onnx_outer *o, const char *name, const Onnx__TensorProto **t, bool *rename,
			     const Onnx__ValueInfoProto **vi);

/*
 * Bundles (onnx_bundle.c): in[0..*nin) replaced by bundle nodes named name
 * when there are more than TASOC_MAX_IN (in must hold *nin refs); whether
 * node v is a bundle; and the refs an opaque node reads, bundles walked, in
 * order: their count, or -1 past max.
 */
tasoc_status tasoc_onnx_bundle(tasoc_graph *g, const char *name, tasoc_ref *in, int *nin);
bool tasoc_onnx_is_bundle(const tasoc_graph *g, int32_t v);
int tasoc_onnx_unbundle(const tasoc_graph *g, int32_t v, tasoc_ref *out, int max);

/* Attribute lookup on a node; NULL when absent. */
const Onnx__AttributeProto *tasoc_onnx_attr(const Onnx__NodeProto *n, const char *name);
int64_t tasoc_onnx_attr_int(const Onnx__NodeProto *n, const char *name, int64_t dflt);
float tasoc_onnx_attr_float(const Onnx__NodeProto *n, const char *name, float dflt);
/* The attribute's ints (count in *n), NULL when absent. */
const int64_t *tasoc_onnx_attr_ints(const Onnx__NodeProto *n, const char *name, size_t *count);
/* A STRING attribute compared with s. */
bool tasoc_onnx_attr_is(const Onnx__NodeProto *n, const char *name, const char *s);

/* What shape inference knows of one input position of a node. */
typedef struct tasoc_onnx_in {
	bool present, known;  /* named (not an omitted optional input); shape known */
	tasoc_shape shape;
	int32_t dtype;
	const int64_t *ints;  /* a constant integer input's elements (axes, shapes), else NULL */
	size_t nints;
	const float *floats;  /* a constant float input's elements (Resize's scales), else NULL */
	size_t nfloats;
} tasoc_onnx_in;

/*
 * Output shapes of unmapped operators whose rule is simple (element-wise,
 * broadcasting, the common shape-moving operators): fills out[0..nout) and
 * out_dtype, or returns false when tasoc does not know the rule or an input
 * it needs is unknown.
 */
bool tasoc_onnx_infer_opaque(const Onnx__NodeProto *n, int64_t opset, int nin, const tasoc_onnx_in *in,
			     int nout, tasoc_shape *out, int32_t *out_dtype);
/*
 * The same for the network operators (onnx_infer_nn.c): Conv of any
 * dimension, dilation and padding, ConvInteger, pooling, Pad, Resize,
 * Reshape, Flatten, Split, ConstantOfShape, Gemm, LSTM/GRU/RNN, Tile,
 * (Dynamic)QuantizeLinear, DequantizeLinear. out[] holds the node's named
 * outputs in order, omitted ones skipped, as for tasoc_onnx_infer_opaque.
 */
bool tasoc_onnx_infer_nn(const Onnx__NodeProto *n, int64_t opset, int nin, const tasoc_onnx_in *in,
			 int nout, tasoc_shape *out, int32_t *out_dtype);

#endif

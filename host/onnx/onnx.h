/* onnx.h: ONNX import and export (optional module, links protobuf-c). */
#ifndef TASOC_ONNX_H
#define TASOC_ONNX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../../core/ir.h"

/*
 * An imported ONNX model: the parsed ModelProto (opset, producer, metadata,
 * unknown fields) and what the importer learned about its tensors. The graph
 * itself lives in a tasoc_graph; export writes a graph back into a copy of
 * this model, so everything tasoc does not model survives a load and save.
 *
 * Operators tasoc maps become spec operators; every other node becomes an
 * opaque node whose payload is its serialized NodeProto, written back
 * unchanged. Float tensors of rank 0 to 4 with static shapes are tasoc
 * tensors; constants of other types stay beside the graph (side constants)
 * and are written back when an opaque node still reads them.
 *
 * Errors are written to g->err and name the node or tensor at fault.
 */
typedef struct tasoc_onnx_model tasoc_onnx_model;

/* Parses size bytes of an ONNX model into g (initialised by the caller). */
tasoc_status tasoc_onnx_import(const void *data, size_t size, tasoc_graph *g,
			       tasoc_onnx_model **model);
tasoc_status tasoc_onnx_load(const char *path, tasoc_graph *g, tasoc_onnx_model **model);

/*
 * A value for a symbolic dimension ("batch" = 1). tasoc needs static shapes:
 * a model with dynamic ones imports with them fixed, and its export declares
 * the fixed values (it is specialized to them: reshape targets, say).
 */
typedef struct tasoc_onnx_dim {
	const char *name;
	int32_t value;
} tasoc_onnx_dim;

/*
 * A graph input's whole shape, for inputs whose dimensions have no name
 * (onnxsim's overwrite-input-shape): it replaces the declared shape.
 */
#define TASOC_ONNX_SHAPE_MAX_RANK 8
typedef struct tasoc_onnx_input_shape {
	const char *name;
	int rank;
	int64_t dim[TASOC_ONNX_SHAPE_MAX_RANK];
} tasoc_onnx_input_shape;

/*
 * How a model is imported. Before the importer maps nodes, a pass
 * (onnx_simplify.c) applies the input shapes and dims, evaluates constant
 * subgraphs (shape arithmetic, weights sliced or transposed at run time)
 * into initializers, inlines every If whose condition became constant, drops
 * unread nodes and computes every shape it can with tasoc's own rules, so
 * stale or symbolic value_info is not used. no_fold skips the folding and
 * inlining (the shapes are still computed).
 */
typedef struct tasoc_onnx_options {
	const tasoc_onnx_dim *dims;
	int ndims;
	const tasoc_onnx_input_shape *shapes;
	int nshapes;
	bool no_fold;
} tasoc_onnx_options;

/* What the import did before mapping nodes; for reports. */
typedef struct tasoc_onnx_import_info {
	size_t nodes_in_file;  /* top-level ONNX nodes as read */
	size_t nodes_after;    /* after folding and inlining */
	size_t folded, inlined, pruned;
	size_t onnx_shapes;    /* tensors whose shape came from ONNX's own inference, not tasoc's rules */
} tasoc_onnx_import_info;

tasoc_status tasoc_onnx_import_opts(const void *data, size_t size, const tasoc_onnx_options *o, tasoc_graph *g,
				    tasoc_onnx_model **model);
tasoc_status tasoc_onnx_load_opts(const char *path, const tasoc_onnx_options *o, tasoc_graph *g,
				  tasoc_onnx_model **model);
const tasoc_onnx_import_info *tasoc_onnx_model_info(const tasoc_onnx_model *m);
/*
 * Every initializer and Constant of the model as imported (folded ones
 * included), of any type: how many and their bytes. tasoc's own weights are
 * only the float ones it maps; a quantized model's uint8 weights are the rest.
 */
void tasoc_onnx_model_weights(const tasoc_onnx_model *m, size_t *count, int64_t *bytes);

tasoc_status tasoc_onnx_import_dims(const void *data, size_t size, const tasoc_onnx_dim *dims,
				    int ndims, tasoc_graph *g, tasoc_onnx_model **model);
tasoc_status tasoc_onnx_load_dims(const char *path, const tasoc_onnx_dim *dims, int ndims,
				  tasoc_graph *g, tasoc_onnx_model **model);

/*
 * Serializes g as a model built on m; *data is malloc'd. m may be NULL for a
 * graph built in C: the model then gets IR 8, opset 13, float inputs and
 * outputs named and shaped as in the graph.
 */
tasoc_status tasoc_onnx_export(const tasoc_onnx_model *m, tasoc_graph *g, void **data,
			       size_t *size);

/*
 * Choices the caller makes at export (NULL fields: the defaults).
 *
 * conv1d_2d is asked for each 1-D convolution, imported as a conv2d of
 * height 1 between reshapes: true writes that 2-D form, false (the
 * default) one 1-D Conv. ONNX Runtime runs small 1-D convolutions faster as
 * 1-D Convs and some large ones faster in the 2-D form (docs/benchmarks.md),
 * so `tasoc optimize` asks it, by timing both.
 */
typedef struct tasoc_onnx_external tasoc_onnx_external;
typedef struct tasoc_onnx_export_opts {
	bool (*conv1d_2d)(void *ctx, const tasoc_graph *g, int32_t conv);
	void *ctx;
	/* Tensor data to a file beside the model (below); NULL: all inline. */
	const tasoc_onnx_external *external;
	/* Packed sizes above this fail with TASOC_ERR_LIMIT (0: protobuf's 2 GB, TASOC_ONNX_PROTOBUF_LIMIT). */
	size_t inline_limit;
} tasoc_onnx_export_opts;

/*
 * External data. A model over protobuf's limit (2 GB less a byte) cannot be
 * one message: its tensors go to a file beside it (TensorProto
 * data_location EXTERNAL, "location", "offset", "length"), which ONNX
 * Runtime and onnx.load find relative to the model's folder. On import
 * such files are mapped read-only, never read outside the model's folder
 * (an absolute location, a '..' component or a symlink leading out is
 * refused), and float weights borrow the mapping rather than copy it: a
 * graph imported from such a model must not outlive its tasoc_onnx_model.
 *
 * At export, each initializer of at least min_bytes bytes (default 1024,
 * as onnx.save's; raw data, or typed float, int64 or double data) is
 * appended to fd at an aligned offset (64 bytes; 4096 from 1 MiB) and
 * written as a reference to location. fd -1 lays the file out without
 * writing it (the offsets are the same).
 */
#define TASOC_ONNX_PROTOBUF_LIMIT ((size_t)2147483647)
struct tasoc_onnx_external {
	const char *location; /* the data file's name, relative to the model's folder */
	int fd;
	size_t min_bytes;
};

tasoc_status tasoc_onnx_export_with(const tasoc_onnx_model *m, tasoc_graph *g, const tasoc_onnx_export_opts *o,
				    void **data, size_t *size);
/* tasoc_onnx_save_with, inline unless the model would pass protobuf's 2 GB: no partial file on failure. */
tasoc_status tasoc_onnx_save(const tasoc_onnx_model *m, tasoc_graph *g, const char *path);
/*
 * Exports to path, with external data when *external is true or when the
 * model would pass o->inline_limit (then *external is set true): the data
 * goes to path + ".data", beside it, named so in the model. Both files are
 * written to temporaries and renamed: both or neither (onnx_save.c).
 */
tasoc_status tasoc_onnx_save_with(const tasoc_onnx_model *m, tasoc_graph *g, const tasoc_onnx_export_opts *o,
				  const char *path, bool *external);
/* How many tensors of m were read from external data files (0 for a model read whole). */
size_t tasoc_onnx_external_count(const tasoc_onnx_model *m);

void tasoc_onnx_free(tasoc_onnx_model *m);

/*
 * A serialized float TensorProto (the test_data_set_*.pb files of ONNX test
 * data): its shape and elements (malloc'd). Fails with the reason in err
 * for another type, a shape tasoc cannot hold or malformed data.
 */
tasoc_status tasoc_onnx_tensor_load(const char *path, tasoc_shape *shape, float **data,
				    char *err, size_t size);

/* The ONNX operator an opaque node holds ("" when none, "(input bundle)" for a bundle); for reports. */
const char *tasoc_onnx_opaque_type(const tasoc_graph *g, int32_t node, char *buf, size_t size);

/*
 * The branches of an If that stays opaque (its condition known only at run
 * time), each optimized as a model of its own and written back into the If
 * (onnx_branch.c):
 *
 *   for (int k = 0; k < tasoc_onnx_branch_count(g, v); k++) {
 *     tasoc_onnx_branch_import(m, g, v, k, &o, &bg, &bm);  // bg initialised
 *     ... optimize bg into best ...
 *     tasoc_onnx_branch_replace(m, g, v, k, bm, &best, NULL);
 *   }
 *
 * The branch model's sources are the names the branch reads from the
 * enclosing graph: its initializers and Constants become initializers
 * (weights the rules may fold), the other names inputs typed by the
 * enclosing graph's shape inference. Written back, the branch reads those
 * names again, keeps its outputs (names, order, declared types) and holds
 * its own initializers for what was folded, under names the enclosing
 * graph does not use. A failure leaves g as it was, with the reason (the If
 * and the branch named) in bg->err for the import, g->err for the replace.
 */
/* 2 for an opaque If (then_branch, else_branch), else 0. */
int tasoc_onnx_branch_count(const tasoc_graph *g, int32_t v);
/* "node 'NAME' (If) then_branch" into buf; its ONNX node count in *nodes unless NULL. */
const char *tasoc_onnx_branch_label(const tasoc_graph *g, int32_t v, int k, char *buf, size_t size, int *nodes);
/* Branch k of opaque node v of g (imported as m) into bg and *bm; o gives no_fold (dims are m's). */
tasoc_status tasoc_onnx_branch_import(const tasoc_onnx_model *m, const tasoc_graph *g, int32_t v, int k,
				      const tasoc_onnx_options *o, tasoc_graph *bg, tasoc_onnx_model **bm);
/*
 * Exports best (a graph of the branch model bm) with the export's choices xo
 * (NULL: the defaults) and makes it branch k of node v of g, changing only v.
 */
tasoc_status tasoc_onnx_branch_replace(const tasoc_onnx_model *m, tasoc_graph *g, int32_t v, int k,
				       const tasoc_onnx_model *bm, tasoc_graph *best, const tasoc_onnx_export_opts *xo);

/*
 * Opaque node v of g (imported as m) as a model of one node, for timing it
 * alone (onnx_node_model.c): the NodeProto as imported, each tensor it reads
 * an initializer (a constant of the model) or an input declared with its
 * static shape. *data is malloc'd. *identity (never 0) is a hash of what
 * decides the node's time (operator, attributes, the reads' kinds, types,
 * shapes and small constants' values), not of its names: nodes alike share
 * it. A node that reads a value without a static shape fails, the node and
 * the value named in err.
 */
tasoc_status tasoc_onnx_node_model(const tasoc_onnx_model *m, const tasoc_graph *g, int32_t v, void **data,
				   size_t *size, uint64_t *identity, char *err, size_t errsize);

/*
 * The condition of opaque If v of g (imported as m) as a model of its own
 * (onnx_if_cond.c), for a run to tell which branch the If takes: the nodes
 * of m's graph (as the import simplified it) that the condition depends
 * on, in the graph's order, with the initializers and graph inputs they
 * read; its one output is the condition. *data is malloc'd; *reads (the
 * inputs it declares, in the graph's order; the strings are m's, the array
 * malloc'd) are the values a run must be given for the answer to be the
 * model's rather than the seed's. Fails, the If named in err, for a node
 * that is no If or a condition reading a name the graph does not define.
 */
tasoc_status tasoc_onnx_if_cond_model(const tasoc_onnx_model *m, const tasoc_graph *g, int32_t v, void **data,
				      size_t *size, const char ***reads, size_t *nreads, char *err, size_t errsize);

/*
 * The model's nodes kept opaque: opaque nodes but the bundles that carry
 * the inputs of those reading more than 16 tensors (onnx_bundle.c), which
 * are no node of the model.
 */
int tasoc_onnx_count_opaque(const tasoc_graph *g);

#endif

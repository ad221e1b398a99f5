/* spec.h: operator specifications loaded from the spec/ops Lua files into C structures. */
#ifndef GEN_SPEC_H
#define GEN_SPEC_H

#include <stdbool.h>
#include <stdint.h>

/*
 * The loader is the generator's only contact with Lua: it runs each spec
 * file in a fresh state with the base, string, table and math libraries,
 * under lua_pcall, and copies the returned table into these structures.
 * Nothing here depends on the runtime, so the op table in generated/ can be
 * produced before the runtime is built (see emit/emit_ops.c).
 *
 * A spec file returns one operator table or a list of them. Operators are
 * kept sorted by name, so everything derived from them is deterministic.
 */

enum spec_attr_type { SPEC_INT, SPEC_ENUM, SPEC_FLOAT };

typedef struct spec_attr {
	char *name;
	enum spec_attr_type type;
	bool derived;          /* not written in rules */
	char *derive;          /* derived: its value from the input shapes, or NULL (split's size) */
	int nvalues;           /* enumeration domain (ENUM: 0..nvalues-1) */
	int32_t *values;
	char **enum_names;     /* ENUM: name of each value */
} spec_attr;

typedef struct spec_out {
	char *rank;            /* rank expression (with dim), or NULL */
	char *dim;             /* per-axis extent in i, or NULL */
	int ndims;             /* fixed list form */
	char **dims;
} spec_out;

typedef struct spec_axiom {
	char *name;
	char *text;            /* (forall (vars) (= lhs rhs)) */
} spec_axiom;

/* One ONNX operator type that imports as this operator: host/onnx/onnx_import.c's map_HOOK builds it. */
typedef struct spec_onnx_import {
	char *type;            /* ONNX op_type ("Relu") */
	char *hook;            /* C mapper map_HOOK(c, node, op) */
} spec_onnx_import;

/*
 * The fields only host/ reads (ONNX, the measured cost backends); emitted
 * into generated/ops_host.h, which the firmware never compiles.
 */
typedef struct spec_host {
	int nimport;
	spec_onnx_import *import;
	char *export_type;     /* ONNX op_type written, or NULL */
	char *export_hook;     /* write_HOOK in host/onnx/onnx_export.c; "plain" when export_type alone is given */
	int export_since;      /* first opset with that form (1) */
	char *cudnn_kind;      /* the descriptor family in host/backend/cost_cudnn.c, NULL: a device copy */
	char *cudnn_mode;      /* its cuDNN mode constant (CUDNN_ACTIVATION_RELU), or NULL */
	unsigned ort_weights;  /* bit k: input k is an initializer in the ort cost model's one-node model */
	bool ort_cold;         /* timed with a cold cache (its weights are read from memory) */
	int key_words;         /* attribute words in a cost key; -1: the attributes */
	int flops;             /* analytical cost: flops per output element (1) */
	bool free;             /* analytical cost: a view, no data moves (reshape, split): 0 */
} spec_host;

typedef struct spec_op {
	char *name, *doc, *file, *kernel;
	int nin;
	char **inputs;
	int nout;
	int nattr;
	spec_attr *attrs;
	bool source, opaque, constant, generate, commutative, associative;
	bool firmware;                 /* false: a firmware build (TASOC_NO_HOST_ONLY_OPS) leaves it out */
	bool contraction;      /* sums products over an input extent (matmul, conv2d): rule orientation */
	unsigned linear_mask;
	unsigned shape_mask;   /* bit k: input k is read only for its shape */
	int nrequire;
	char **require;
	int neach;
	char **each;           /* requirements for every axis i of the first input */
	spec_out *outs;        /* nout entries; NULL for sources and opaque */
	int naxioms;
	spec_axiom *axioms;
	spec_host host;        /* onnx = {...}, cudnn = {...}, cost = {...} */
} spec_op;

typedef struct spec_set {
	int nops;
	spec_op *ops;
	void *pool;            /* every allocation, freed by spec_free */
	char err[1024];
} spec_set;

/* Loads every .lua file under dir/ops (or dir itself if it has no ops/). 0 or -1 with err
 * (on failure the set holds nothing else: spec_free is optional). */
int spec_load_dir(spec_set *s, const char *dir);
/* Loads the given files. 0 or -1 with err naming file, operator and field. */
int spec_load_files(spec_set *s, int n, char *const *files);
void spec_free(spec_set *s);

/* Lookups in a loaded set (spec_lookup.c). Index of an operator by name, or -1. */
int spec_find(const spec_set *s, const char *name);
/* Index of attribute name in op, or -1. */
int spec_attr_index(const spec_op *op, const char *name);
/* Index of input name in op, or -1. */
int spec_input_index(const spec_op *op, const char *name);
/* Number of attributes written in rules and axioms (all but derived ones). */
int spec_rule_attrs(const spec_op *op);

/*
 * Resolves a term head as written in rules: "conv2d", or for a
 * multi-output operator "split0", "split1". Returns the op index and the
 * output in *out, or -1.
 */
int spec_resolve_head(const spec_set *s, const char *head, int *out);

#endif

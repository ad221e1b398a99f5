/* op.h: what the runtime knows about an operator; the table is generated. */
#ifndef TASOC_OP_H
#define TASOC_OP_H

#include <stdint.h>

#include "shape.h"

#define TASOC_MAX_ATTRS 8
#define TASOC_MAX_IN 16
#define TASOC_MAX_OUT 8

typedef enum tasoc_attr_type {
	TASOC_ATTR_INT,
	TASOC_ATTR_ENUM,   /* an int naming one of the spec's values */
	TASOC_ATTR_FLOAT,  /* a float stored bit for bit in the int32 slot */
} tasoc_attr_type;

typedef struct tasoc_attr_info {
	const char *name;
	tasoc_attr_type type;
	int derived;                   /* not written in rules: split's size, groupconv2d's group */
	int nvalues;                   /* the generator's enumeration domain */
	const int32_t *values;
	const char *const *enum_names; /* ENUM only: name of value v */
} tasoc_attr_info;

enum tasoc_op_flags {
	TASOC_OPF_COMMUTATIVE = 1u << 0,
	TASOC_OPF_ASSOCIATIVE = 1u << 1,
	TASOC_OPF_SOURCE = 1u << 2,   /* input or weight: no inputs, shape given */
	TASOC_OPF_CONSTANT = 1u << 3, /* value depends only on input shapes */
	TASOC_OPF_OPAQUE = 1u << 4,   /* any arity; never rewritten */
	TASOC_OPF_GENERATE = 1u << 5, /* enumerated by the rule generator */
	TASOC_OPF_FREE = 1u << 6,     /* a view: the analytical cost charges nothing (spec cost.free) */
};

/*
 * Two small numbers from the spec's cost field ride in the flags, so the
 * table the firmware carries grows by no byte: bits 8..11, the attribute
 * words of a cost key when they are not the attributes (cost.key_words:
 * an opaque node's 2, a layout conversion's 1; 0: the attributes); bits
 * 12..15, the analytical cost's flops per output element (cost.flops).
 */
#define TASOC_OPF_KEY_WORDS(f) (((f) >> 8) & 15u)
#define TASOC_OPF_FLOPS(f) (((f) >> 12) & 15u)
#define TASOC_OPF_WITH_KEY_WORDS(n) ((unsigned)(n) << 8) /* as generated/ops.c writes them */
#define TASOC_OPF_WITH_FLOPS(n) ((unsigned)(n) << 12)

struct tasoc_kargs;
typedef int (*tasoc_kernel_fn)(const struct tasoc_kargs *k);

/*
 * Shape function generated from the spec's shape rule: fills out[] from the
 * attributes and input shapes. Returns 0, or the 1-based number of the first
 * requirement that failed (the text is requires[n - 1]), or -1 when an output
 * extent came out non-positive or too large.
 */
typedef int (*tasoc_shape_fn)(const int32_t *attr, const tasoc_shape *in, tasoc_shape *out);

/*
 * Fills the attributes the spec derives from input shapes (groupconv2d's
 * group = x[1] / w[1]), so a rewrite can create the operator without a
 * value for them. NULL for operators with none; split's size, which comes
 * from the output a rewrite replaces, is not one of them.
 */
typedef void (*tasoc_derive_fn)(int32_t *attr, const tasoc_shape *in);

/*
 * generated/ops.c writes each operator's texts (doc, the requirements)
 * through this, so a firmware build can drop them (-DTASOC_NO_OP_TEXT, the
 * Makefile's ARM_CFLAGS: 2 KB of its core); a requirement that fails then
 * is named by its number (tasoc_infer_node).
 */
#ifdef TASOC_NO_OP_TEXT
#define TASOC_OP_TEXT(s) NULL
#else
#define TASOC_OP_TEXT(s) s
#endif

/*
 * What the shape function of an operator whose spec says firmware = false
 * (the transformer operators) returns in a build with
 * -DTASOC_NO_HOST_ONLY_OPS (the firmware image's: make embed), where its
 * shape rule and kernel are left out to keep the core under 48 KiB.
 */
#define TASOC_SHAPE_HOST_ONLY (-2)

typedef struct tasoc_op_info {
	const char *name;
	const char *doc;
	int nin, nout, nattr;
	const char *const *in_names;
	const tasoc_attr_info *attrs;
	unsigned flags;
	unsigned linear_mask;          /* bit k: linear in input k */
	unsigned shape_mask;           /* bit k: input k is read only for its shape */
	tasoc_shape_fn shape;
	int nrequires;
	const char *const *requires;
	tasoc_kernel_fn kernel;
	tasoc_derive_fn derive;
} tasoc_op_info;

#include "../generated/ops.h"

/* Operator by name (as in spec/ and rule files); -1 when unknown. */
int tasoc_op_lookup(const char *name);

#endif

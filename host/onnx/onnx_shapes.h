/* onnx_shapes.h: the types ONNX's own shape inference gives a model's tensors (not installed). */
#ifndef TASOC_ONNX_SHAPES_H
#define TASOC_ONNX_SHAPES_H

#include "onnx_internal.h"

/* What one run of ONNX's inference gave: a type per tensor name. */
typedef struct tasoc_onnx_inferred {
	Onnx__GraphProto *g;        /* its value_info, unpacked; NULL when it did not run or failed */
	tasoc_onnx_names byname;    /* name -> index in g->value_info (keys borrowed from g) */
	bool ran;
	char why[256];              /* why it gave nothing, when it failed */
} tasoc_onnx_inferred;

/*
 * Runs ONNX's shape inference (onnx_shape_infer.cc) on m's main graph as it
 * is now, initializers and Constants above 4096 elements sent without their
 * data, and indexes the result in r (freed first). A failure of ONNX's is
 * not an error (r->why says it, and r gives no types); TASOC_ERR_NOMEM is.
 */
tasoc_status tasoc_onnx_inferred_run(tasoc_onnx_inferred *r, const tasoc_onnx_model *m, char *err, size_t errsize);
/* The type ONNX inferred for the tensor name, or NULL. */
const Onnx__TypeProto *tasoc_onnx_inferred_type(const tasoc_onnx_inferred *r, const char *name);
void tasoc_onnx_inferred_free(tasoc_onnx_inferred *r);

#endif

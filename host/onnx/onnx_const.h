/* onnx_const.h: constant ONNX tensors of any rank and the evaluator that folds nodes over them (not installed). */
#ifndef TASOC_ONNX_CONST_H
#define TASOC_ONNX_CONST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "onnx_internal.h"

/*
 * Constant folding before import works on ONNX values, not tasoc tensors:
 * int64 shapes and booleans are what shape-only subgraphs compute. A
 * constant holds its elements in the ONNX type's own width (bool as one
 * byte), row-major, in one malloc'd block. It holds as many axes as a
 * tasoc_shape at least, so every tensor the importer can hold can fold.
 */
#define TASOC_ONNX_MAX_RANK 8
_Static_assert(TASOC_ONNX_MAX_RANK >= TASOC_MAX_RANK, "a constant holds fewer axes than a tasoc shape");

typedef struct tasoc_onnx_const {
	int32_t dtype;
	int rank;
	int64_t dim[TASOC_ONNX_MAX_RANK];
	int64_t numel;
	void *data;
} tasoc_onnx_const;

/* Whether the evaluator handles elements of this ONNX type. */
bool tasoc_onnx_const_type_ok(int32_t dtype);
/* Allocates c's data for dtype and dims: 1, 0 for a type or size folding declines (2^26 elements), -1 no memory. */
int tasoc_onnx_const_make(tasoc_onnx_const *c, int32_t dtype, int rank, const int64_t *dim);
/* The same, false for either failure. */
bool tasoc_onnx_const_alloc(tasoc_onnx_const *c, int32_t dtype, int rank, const int64_t *dim);
void tasoc_onnx_const_free(tasoc_onnx_const *c);
/* A checked TensorProto's value; false for a type the evaluator does not handle. */
bool tasoc_onnx_const_from_tensor(const Onnx__TensorProto *t, tasoc_onnx_const *c);
/* A new TensorProto named name holding c (raw data), freeable with free_unpacked; NULL on no memory. */
Onnx__TensorProto *tasoc_onnx_const_to_tensor(const tasoc_onnx_const *c, const char *name);
/* Element i as a double or as an integer (floats truncated toward zero). */
double tasoc_onnx_const_getf(const tasoc_onnx_const *c, int64_t i);
int64_t tasoc_onnx_const_geti(const tasoc_onnx_const *c, int64_t i);

/*
 * Evaluates node n on constant inputs (in[i] NULL for an omitted optional
 * input) into out[0..nout): 1 done, 0 the evaluator does not compute this
 * operator or these inputs (nothing allocated), -1 out of memory.
 */
int tasoc_onnx_eval(const Onnx__NodeProto *n, int64_t opset, int nin, const tasoc_onnx_const *const *in,
		    int nout, tasoc_onnx_const *out);

#endif

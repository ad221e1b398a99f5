/* onnx_shape_infer.h: ONNX's shape inference as the importer's second source of shapes (host only). */
#ifndef TASOC_ONNX_SHAPE_INFER_H
#define TASOC_ONNX_SHAPE_INFER_H

#include <stddef.h>

/*
 * The C++ side (onnx_shape_infer.cc, Debian's libonnx 1.12): runs
 * onnx::shape_inference::InferShapes, with data propagation, on the packed
 * ModelProto model; *out is a malloc'd packed GraphProto whose value_info
 * holds every type it inferred (the graph outputs included). 0; -1 when the
 * model could not be read or inference threw (reason in err); -2 when memory
 * ran out. Node-level failures are not errors: those outputs are left out.
 */
int tasoc_onnx_shape_infer(const void *model, size_t size, void **out, size_t *outsize, char *err, size_t errsize);
/*
 * The same, run in a forked child (onnx_shape_child.c): a crash inside
 * libonnx ends the child, and this returns -1 with the signal in err.
 */
int tasoc_onnx_shape_infer_isolated(const void *model, size_t size, void **out, size_t *outsize, char *err,
				    size_t errsize);

#endif

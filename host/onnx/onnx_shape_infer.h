/* onnx_shape_infer.h: ONNX's shape inference as the importer's second source of shapes (host only). */
#ifndef TASOC_ONNX_SHAPE_INFER_H
#define TASOC_ONNX_SHAPE_INFER_H

#include <stddef.h>
#include <stdint.h>

/*
 * The C++ side (onnx_shape_infer.cc, Debian's libonnx 1.12): runs
 * onnx::shape_inference::InferShapes, with data propagation, on the packed
 * ModelProto model; *out is a malloc'd packed GraphProto whose value_info
 * holds every type it inferred (the graph outputs included). 0; -1 when the
 * model could not be read or inference threw (reason in err); -2 when memory
 * ran out. Node-level failures are not errors: those outputs are left out.
 */
int tasoc_onnx_shape_infer(const void *model, size_t size, void **out, size_t *outsize, char *err, size_t errsize);
/* The newest opset of the default domain Debian's libonnx 1.12 knows. */
#define TASOC_ONNX_LIBONNX_MAX_OPSET 17

/*
 * The same, run in a child (onnx_shape_child.c): a crash inside ONNX ends
 * the child, and this returns -1 with the signal in err. A model of an opset
 * past TASOC_ONNX_LIBONNX_MAX_OPSET goes to ONNX's current inference
 * instead, PyPI's onnx in the project's venv (tools/onnx_shapes.py, found
 * as host/pytool.h says, TASOC_ONNX_SHAPES naming another script), with the
 * same result; where the venv or the script is missing, to libonnx's.
 */
int tasoc_onnx_shape_infer_isolated(const void *model, size_t size, int64_t opset, void **out, size_t *outsize,
				    char *err, size_t errsize);

#endif

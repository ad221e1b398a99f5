/* emit_ops.h: the op table (generated/ops.h, generated/ops.c) from the specs. */
#ifndef EMIT_OPS_H
#define EMIT_OPS_H

#include "../generator/buf.h"
#include "../generator/spec.h"

/* The line every generated file starts with. */
#define EMIT_HEADER "/* Code generated from spec/ by `make rules`; DO NOT EDIT. */\n"

/* Writes C string literal syntax for s (with quotes). */
void emit_c_string(gen_buf *b, const char *s);

/* Fills h and c with ops.h and ops.c; false with err on a spec the C cannot express. */
bool emit_ops(const spec_set *s, gen_buf *h, gen_buf *c, char *err, size_t errsize);

/* Fills h with ops_host.h: the ONNX, cuDNN and ORT cost tables from the specs' host fields (emit_ops_host.c). */
void emit_ops_host(const spec_set *s, gen_buf *h);

#endif

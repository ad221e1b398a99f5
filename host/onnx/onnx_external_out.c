/* onnx_external_out.c: an exported tensor's data appended to the model's external data file. */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "onnx_internal.h"

/*
 * The export writes the tensors in order, each at an aligned offset: 4096
 * for those from 1 MiB (a reader may map them), 64 for the rest. The
 * bytes go straight from where they lie (the input's mapping, the graph's
 * weights) to the file, in chunks: nothing is copied in memory first.
 */
static uint64_t align_for(size_t bytes)
{
	return bytes >= ((size_t)1 << 20) ? 4096 : 64;
}

static int write_all(int fd, const void *data, size_t size)
{
	const unsigned char *p = data;
	while (size > 0) {
		size_t k = size < ((size_t)1 << 26) ? size : ((size_t)1 << 26);
		ssize_t n = write(fd, p, k);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			if (n == 0)
				errno = EIO;
			return -1;
		}
		p += n;
		size -= (size_t)n;
	}
	return 0;
}

static char *dup_str(tasoc_onnx_ext_out *w, const char *s)
{
	char *d = w->alloc(w->ctx, strlen(s) + 1);
	return d ? strcpy(d, s) : NULL;
}

static Onnx__StringStringEntryProto *entry(tasoc_onnx_ext_out *w, const char *key, const char *value)
{
	Onnx__StringStringEntryProto *e = w->alloc(w->ctx, sizeof *e);
	if (!e)
		return NULL;
	onnx__string_string_entry_proto__init(e);
	e->key = dup_str(w, key);
	e->value = dup_str(w, value);
	return e->key && e->value ? e : NULL;
}

Onnx__TensorProto *tasoc_onnx_ext_put(tasoc_onnx_ext_out *w, Onnx__TensorProto *t)
{
	size_t min = w->x->min_bytes ? w->x->min_bytes : 1024, n = 0;
	const void *bytes = NULL;
	/*
	 * External data is raw little-endian bytes. A typed field whose C type
	 * is the element type (float_data of a FLOAT, int64_data of an INT64,
	 * double_data of a DOUBLE) holds exactly those bytes on the little-endian
	 * hosts tasoc runs on; the narrower types packed in int32_data do not,
	 * and stay inline.
	 */
	if (t->has_raw_data)
		bytes = t->raw_data.data, n = t->raw_data.len;
	else if (t->data_type == ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT)
		bytes = t->float_data, n = t->n_float_data * sizeof *t->float_data;
	else if (t->data_type == ONNX__TENSOR_PROTO__DATA_TYPE__INT64)
		bytes = t->int64_data, n = t->n_int64_data * sizeof *t->int64_data;
	else if (t->data_type == ONNX__TENSOR_PROTO__DATA_TYPE__DOUBLE)
		bytes = t->double_data, n = t->n_double_data * sizeof *t->double_data;
	if (!bytes || n < min)
		return t;
	uint64_t a = align_for(n), at = (w->offset + a - 1) / a * a;
	if (w->x->fd >= 0) {
		static const unsigned char zeros[4096];
		if (at > w->offset && write_all(w->x->fd, zeros, (size_t)(at - w->offset)) != 0)
			return NULL;
		if (write_all(w->x->fd, bytes, n) != 0)
			return NULL;
	}
	w->offset = at + n;
	Onnx__TensorProto *c = w->alloc(w->ctx, sizeof *c);
	Onnx__StringStringEntryProto **es = w->alloc(w->ctx, 3 * sizeof *es);
	if (!c || !es) {
		errno = ENOMEM;
		return NULL;
	}
	char off[32], len[32];
	snprintf(off, sizeof off, "%" PRIu64, at);
	snprintf(len, sizeof len, "%zu", n);
	if (!(es[0] = entry(w, "location", w->x->location)) || !(es[1] = entry(w, "offset", off)) ||
	    !(es[2] = entry(w, "length", len))) {
		errno = ENOMEM;
		return NULL;
	}
	/* A shallow copy: the original (the imported model's) is left as it was. */
	*c = *t;
	c->has_raw_data = 0;
	c->raw_data.len = 0;
	c->raw_data.data = NULL;
	c->n_float_data = c->n_int64_data = c->n_double_data = 0;
	c->float_data = NULL;
	c->int64_data = NULL;
	c->double_data = NULL;
	c->has_data_location = 1;
	c->data_location = ONNX__TENSOR_PROTO__DATA_LOCATION__EXTERNAL;
	c->n_external_data = 3;
	c->external_data = es;
	return c;
}

/* onnx_const.c: constant ONNX tensors of any rank: from and to TensorProto, element access. */
#include <stdlib.h>
#include <string.h>

#include "onnx_const.h"

enum {
	FLOAT = ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT,
	UINT8 = ONNX__TENSOR_PROTO__DATA_TYPE__UINT8,
	INT8 = ONNX__TENSOR_PROTO__DATA_TYPE__INT8,
	INT32 = ONNX__TENSOR_PROTO__DATA_TYPE__INT32,
	INT64 = ONNX__TENSOR_PROTO__DATA_TYPE__INT64,
	BOOL = ONNX__TENSOR_PROTO__DATA_TYPE__BOOL,
	DOUBLE = ONNX__TENSOR_PROTO__DATA_TYPE__DOUBLE,
};

/* Folding is for shapes and weights: 2^26 elements bounds what one node may make. */
#define MAX_NUMEL ((int64_t)1 << 26)

bool tasoc_onnx_const_type_ok(int32_t dt)
{
	return dt == FLOAT || dt == UINT8 || dt == INT8 || dt == INT32 || dt == INT64 || dt == BOOL || dt == DOUBLE;
}

static size_t esize(int32_t dt)
{
	return dt == BOOL ? 1 : tasoc_onnx_dtype_size(dt);
}

int tasoc_onnx_const_make(tasoc_onnx_const *c, int32_t dtype, int rank, const int64_t *dim)
{
	memset(c, 0, sizeof *c);
	if (!tasoc_onnx_const_type_ok(dtype) || rank < 0 || rank > TASOC_ONNX_MAX_RANK)
		return 0;
	c->dtype = dtype;
	c->rank = rank;
	c->numel = 1;
	for (int i = 0; i < rank; i++) {
		if (dim[i] < 0 || (dim[i] && c->numel > MAX_NUMEL / dim[i]))
			return 0; /* too large to fold: declined, not an error */
		c->dim[i] = dim[i];
		c->numel *= dim[i];
	}
	c->data = calloc((size_t)(c->numel ? c->numel : 1), esize(dtype));
	return c->data ? 1 : -1;
}

bool tasoc_onnx_const_alloc(tasoc_onnx_const *c, int32_t dtype, int rank, const int64_t *dim)
{
	return tasoc_onnx_const_make(c, dtype, rank, dim) == 1;
}

void tasoc_onnx_const_free(tasoc_onnx_const *c)
{
	if (c) {
		free(c->data);
		c->data = NULL;
	}
}

bool tasoc_onnx_const_from_tensor(const Onnx__TensorProto *t, tasoc_onnx_const *c)
{
	if (!tasoc_onnx_const_type_ok(t->data_type) || t->n_dims > TASOC_ONNX_MAX_RANK ||
	    !tasoc_onnx_const_alloc(c, t->data_type, (int)t->n_dims, t->dims))
		return false;
	size_t es = esize(c->dtype), n = (size_t)c->numel;
	if (t->has_raw_data) {
		if (n)
			memcpy(c->data, t->raw_data.data, n * es); /* checked: raw_data holds exactly numel elements */
		return true;
	}
	/* Typed fields: int32_data holds every narrow integer type and bool, one per element. */
	for (size_t i = 0; i < n; i++)
		switch (c->dtype) {
		case FLOAT: ((float *)c->data)[i] = t->float_data[i]; break;
		case DOUBLE: ((double *)c->data)[i] = t->double_data[i]; break;
		case INT64: ((int64_t *)c->data)[i] = t->int64_data[i]; break;
		case INT32: ((int32_t *)c->data)[i] = t->int32_data[i]; break;
		case INT8: ((int8_t *)c->data)[i] = (int8_t)t->int32_data[i]; break;
		default: ((uint8_t *)c->data)[i] = (uint8_t)t->int32_data[i]; break; /* uint8, bool */
		}
	return true;
}

Onnx__TensorProto *tasoc_onnx_const_to_tensor(const tasoc_onnx_const *c, const char *name)
{
	size_t bytes = (size_t)c->numel * esize(c->dtype), nlen = strlen(name) + 1;
	Onnx__TensorProto *t = malloc(sizeof *t);
	int64_t *dims = malloc(sizeof(int64_t) * (size_t)(c->rank ? c->rank : 1));
	uint8_t *data = malloc(bytes ? bytes : 1);
	char *nm = malloc(nlen);
	if (!t || !dims || !data || !nm) {
		free(t), free(dims), free(data), free(nm);
		return NULL;
	}
	onnx__tensor_proto__init(t);
	memcpy(dims, c->dim, sizeof(int64_t) * (size_t)c->rank);
	memcpy(data, c->data, bytes);
	t->n_dims = (size_t)c->rank;
	t->dims = dims;
	t->has_data_type = 1;
	t->data_type = c->dtype;
	t->name = memcpy(nm, name, nlen);
	t->has_raw_data = 1;
	t->raw_data.len = bytes;
	t->raw_data.data = data;
	return t;
}

double tasoc_onnx_const_getf(const tasoc_onnx_const *c, int64_t i)
{
	switch (c->dtype) {
	case FLOAT: return ((const float *)c->data)[i];
	case DOUBLE: return ((const double *)c->data)[i];
	default: return (double)tasoc_onnx_const_geti(c, i);
	}
}

/* A float to int64 as C casts it, NaN and out-of-range values pinned (the cast itself is undefined there). */
static int64_t to_int(double v)
{
	if (v != v)
		return 0;
	if (v >= 9.2e18)
		return INT64_MAX;
	if (v <= -9.2e18)
		return INT64_MIN;
	return (int64_t)v;
}

int64_t tasoc_onnx_const_geti(const tasoc_onnx_const *c, int64_t i)
{
	switch (c->dtype) {
	case FLOAT: return to_int(((const float *)c->data)[i]);
	case DOUBLE: return to_int(((const double *)c->data)[i]);
	case INT64: return ((const int64_t *)c->data)[i];
	case INT32: return ((const int32_t *)c->data)[i];
	case INT8: return ((const int8_t *)c->data)[i];
	default: return ((const uint8_t *)c->data)[i];
	}
}

/* onnx_tensor.c: reading ONNX tensors, types and attributes safely. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../fileio.h"
#include "onnx_internal.h"

static const char *const dtype_names[] = {
	"undefined", "float", "uint8", "int8", "uint16", "int16", "int32", "int64", "string",
	"bool", "float16", "double", "uint32", "uint64", "complex64", "complex128", "bfloat16",
};
static const unsigned char dtype_sizes[] = { 0, 4, 1, 1, 2, 2, 4, 8, 0, 1, 2, 8, 4, 8, 8, 16, 2 };
#define NDTYPES ((int32_t)(sizeof dtype_sizes / sizeof dtype_sizes[0]))

const char *tasoc_onnx_dtype_name(int32_t dt)
{
	return dt >= 0 && dt < NDTYPES ? dtype_names[dt] : "unknown";
}

size_t tasoc_onnx_dtype_size(int32_t dt)
{
	return dt >= 0 && dt < NDTYPES ? dtype_sizes[dt] : 0;
}

/* Elements a typed field must hold for numel elements of dt; which field in *field. */
static size_t typed_count(const Onnx__TensorProto *t, int32_t dt, int64_t numel, size_t *have)
{
	switch (dt) {
	case ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT:
		*have = t->n_float_data;
		return (size_t)numel;
	case ONNX__TENSOR_PROTO__DATA_TYPE__COMPLEX64:
		*have = t->n_float_data;
		return (size_t)numel * 2;
	case ONNX__TENSOR_PROTO__DATA_TYPE__INT64:
		*have = t->n_int64_data;
		return (size_t)numel;
	case ONNX__TENSOR_PROTO__DATA_TYPE__STRING:
		*have = t->n_string_data;
		return (size_t)numel;
	case ONNX__TENSOR_PROTO__DATA_TYPE__DOUBLE:
		*have = t->n_double_data;
		return (size_t)numel;
	case ONNX__TENSOR_PROTO__DATA_TYPE__COMPLEX128:
		*have = t->n_double_data;
		return (size_t)numel * 2;
	case ONNX__TENSOR_PROTO__DATA_TYPE__UINT32:
	case ONNX__TENSOR_PROTO__DATA_TYPE__UINT64:
		*have = t->n_uint64_data;
		return (size_t)numel;
	default: /* int32, int16, int8, uint16, uint8, bool, float16, bfloat16 */
		*have = t->n_int32_data;
		return (size_t)numel;
	}
}

bool tasoc_onnx_tensor_check(const Onnx__TensorProto *t, char *err, size_t size)
{
	int32_t dt = t->has_data_type ? t->data_type : 0;
	if (dt <= 0 || dt >= NDTYPES) {
		snprintf(err, size, "unsupported data type %d", (int)dt);
		return false;
	}
	if ((t->has_data_location && t->data_location == ONNX__TENSOR_PROTO__DATA_LOCATION__EXTERNAL) ||
	    t->n_external_data) {
		snprintf(err, size, "data stored in an external file is not supported");
		return false;
	}
	/* 2^40 elements bounds every byte count below to 2^44: no size_t overflow. */
	int64_t numel = 1;
	for (size_t i = 0; i < t->n_dims; i++) {
		if (t->dims[i] < 0 || t->dims[i] > ((int64_t)1 << 40) ||
		    (t->dims[i] && numel > ((int64_t)1 << 40) / t->dims[i])) {
			snprintf(err, size, "dimension %zu (%lld) is negative or overflows", i,
				 (long long)t->dims[i]);
			return false;
		}
		numel *= t->dims[i];
	}
	if (t->has_raw_data) {
		size_t es = tasoc_onnx_dtype_size(dt);
		if (es == 0) {
			snprintf(err, size, "%s data cannot be stored raw", tasoc_onnx_dtype_name(dt));
			return false;
		}
		if (t->raw_data.len != (size_t)numel * es) {
			snprintf(err, size, "holds %zu bytes of data, its shape needs %zu",
				 t->raw_data.len, (size_t)numel * es);
			return false;
		}
		return true;
	}
	size_t have, need = typed_count(t, dt, numel, &have);
	if (have != need) {
		snprintf(err, size, "holds %zu %s elements, its shape needs %zu", have,
			 tasoc_onnx_dtype_name(dt), need);
		return false;
	}
	return true;
}

bool tasoc_onnx_tensor_shape(const Onnx__TensorProto *t, tasoc_shape *s)
{
	if (t->n_dims > TASOC_MAX_RANK)
		return false;
	memset(s, 0, sizeof *s);
	s->rank = (int32_t)t->n_dims;
	for (size_t i = 0; i < t->n_dims; i++) {
		if (t->dims[i] < 1 || t->dims[i] > INT32_MAX)
			return false;
		s->dim[i] = (int32_t)t->dims[i];
	}
	return tasoc_numel(s) > 0;
}

static int64_t tensor_numel(const Onnx__TensorProto *t)
{
	int64_t n = 1;
	for (size_t i = 0; i < t->n_dims; i++)
		n *= t->dims[i];
	return n;
}

float *tasoc_onnx_tensor_floats(const Onnx__TensorProto *t)
{
	if (t->data_type != ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT)
		return NULL;
	int64_t n = tensor_numel(t);
	float *f = malloc((size_t)(n ? n : 1) * sizeof *f);
	if (!f)
		return NULL;
	/* raw_data is little-endian IEEE 754, as on every host tasoc targets. */
	memcpy(f, t->has_raw_data ? (const void *)t->raw_data.data : (const void *)t->float_data,
	       (size_t)n * sizeof *f);
	return f;
}

float *tasoc_onnx_tensor_u8_floats(const Onnx__TensorProto *t)
{
	if (t->data_type != ONNX__TENSOR_PROTO__DATA_TYPE__UINT8)
		return NULL;
	int64_t n = tensor_numel(t);
	float *f = malloc((size_t)(n ? n : 1) * sizeof *f);
	if (!f)
		return NULL;
	/* one byte each in raw_data; one int32 each in int32_data otherwise (ONNX's rule for the small types) */
	for (int64_t i = 0; i < n; i++)
		f[i] = (float)(t->has_raw_data ? t->raw_data.data[i] : (uint8_t)t->int32_data[i]);
	return f;
}

int64_t *tasoc_onnx_tensor_ints(const Onnx__TensorProto *t, size_t *count)
{
	bool i64 = t->data_type == ONNX__TENSOR_PROTO__DATA_TYPE__INT64;
	if (!i64 && t->data_type != ONNX__TENSOR_PROTO__DATA_TYPE__INT32)
		return NULL;
	int64_t n = tensor_numel(t);
	int64_t *v = malloc((size_t)(n ? n : 1) * sizeof *v);
	if (!v)
		return NULL;
	for (int64_t i = 0; i < n; i++) {
		if (t->has_raw_data && i64) {
			memcpy(&v[i], t->raw_data.data + i * 8, 8);
		} else if (t->has_raw_data) {
			int32_t x;
			memcpy(&x, t->raw_data.data + i * 4, 4);
			v[i] = x;
		} else {
			v[i] = i64 ? t->int64_data[i] : t->int32_data[i];
		}
	}
	*count = (size_t)n;
	return v;
}

bool tasoc_onnx_type_symbolic(const Onnx__TypeProto *tp)
{
	const Onnx__TypeProto__Tensor *tt = tp && tp->value_case == ONNX__TYPE_PROTO__VALUE_TENSOR_TYPE ? tp->tensor_type : NULL;
	/* A negative dim_value is no size: exporters write -1 (paddle2onnx's [-1,2]) for "not known", as dim_param would. */
	for (size_t i = 0; tt && tt->shape && i < tt->shape->n_dim; i++)
		if (tt->shape->dim[i]->value_case != ONNX__TENSOR_SHAPE_PROTO__DIMENSION__VALUE_DIM_VALUE ||
		    tt->shape->dim[i]->dim_value < 0)
			return true;
	return false;
}

bool tasoc_onnx_type_shape(const Onnx__TypeProto *tp, const tasoc_onnx_model *m, int32_t *dtype,
			   tasoc_shape *s, char *why, size_t size)
{
	if (!tp || tp->value_case != ONNX__TYPE_PROTO__VALUE_TENSOR_TYPE || !tp->tensor_type) {
		snprintf(why, size, "is not a tensor");
		return false;
	}
	const Onnx__TypeProto__Tensor *tt = tp->tensor_type;
	*dtype = tt->has_elem_type ? tt->elem_type : 0;
	if (*dtype <= 0 || *dtype >= NDTYPES) {
		snprintf(why, size, "has unsupported element type %d", (int)*dtype);
		return false;
	}
	if (!tt->shape) {
		snprintf(why, size, "has no shape");
		return false;
	}
	if (tt->shape->n_dim > TASOC_MAX_RANK) {
		snprintf(why, size, "has rank %zu (tasoc holds at most %d)", tt->shape->n_dim, TASOC_MAX_RANK);
		return false;
	}
	memset(s, 0, sizeof *s);
	s->rank = (int32_t)tt->shape->n_dim;
	for (size_t i = 0; i < tt->shape->n_dim; i++) {
		const Onnx__TensorShapeProto__Dimension *d = tt->shape->dim[i];
		if (d->value_case == ONNX__TENSOR_SHAPE_PROTO__DIMENSION__VALUE_DIM_PARAM) {
			int k = 0;
			while (m && k < m->ndims && strcmp(m->dims[k].name, d->dim_param) != 0)
				k++;
			if (!m || k == m->ndims) {
				snprintf(why, size, "has symbolic dimension '%.200s' (give it a value with --dim "
					 "%.200s=N, an option of tasoc optimize, info, check and dot)", d->dim_param, d->dim_param);
				return false;
			}
			s->dim[i] = m->dims[k].value;
			continue;
		}
		if (d->value_case != ONNX__TENSOR_SHAPE_PROTO__DIMENSION__VALUE_DIM_VALUE) {
			snprintf(why, size, "has dimension %zu without a name or value (give the input its whole shape "
				 "with --input-shape NAME=AxBx..., an option of tasoc optimize, info, check and dot)", i);
			return false;
		}
		if (d->dim_value < 1 || d->dim_value > INT32_MAX) {
			snprintf(why, size, "has dimension %zu = %lld (each must be 1 to 2^31-1)", i,
				 (long long)d->dim_value);
			return false;
		}
		s->dim[i] = (int32_t)d->dim_value;
	}
	if (tasoc_numel(s) <= 0) {
		snprintf(why, size, "has more than 2^31 elements or a dimension below 1");
		return false;
	}
	return true;
}

const Onnx__AttributeProto *tasoc_onnx_attr(const Onnx__NodeProto *n, const char *name)
{
	for (size_t i = 0; i < n->n_attribute; i++)
		if (n->attribute[i]->name && strcmp(n->attribute[i]->name, name) == 0)
			return n->attribute[i];
	return NULL;
}

int64_t tasoc_onnx_attr_int(const Onnx__NodeProto *n, const char *name, int64_t dflt)
{
	const Onnx__AttributeProto *a = tasoc_onnx_attr(n, name);
	return a && a->has_i ? a->i : dflt;
}

float tasoc_onnx_attr_float(const Onnx__NodeProto *n, const char *name, float dflt)
{
	const Onnx__AttributeProto *a = tasoc_onnx_attr(n, name);
	return a && a->has_f ? a->f : dflt;
}

const int64_t *tasoc_onnx_attr_ints(const Onnx__NodeProto *n, const char *name, size_t *count)
{
	const Onnx__AttributeProto *a = tasoc_onnx_attr(n, name);
	*count = a ? a->n_ints : 0;
	return a ? a->ints : NULL;
}

bool tasoc_onnx_attr_is(const Onnx__NodeProto *n, const char *name, const char *s)
{
	const Onnx__AttributeProto *a = tasoc_onnx_attr(n, name);
	return a && a->has_s && a->s.len == strlen(s) && memcmp(a->s.data, s, a->s.len) == 0;
}

tasoc_status tasoc_onnx_tensor_load(const char *path, tasoc_shape *shape, float **data,
				    char *err, size_t size)
{
	size_t n;
	char *bytes = tasoc_read_file(path, &n), why[160];
	*data = NULL;
	if (!bytes) {
		snprintf(err, size, "%s: cannot read the file", path);
		return TASOC_ERR_IO;
	}
	Onnx__TensorProto *t = onnx__tensor_proto__unpack(NULL, n, (const uint8_t *)bytes);
	free(bytes);
	tasoc_status st = TASOC_ERR_FORMAT;
	if (!t)
		snprintf(err, size, "%s: not a serialized TensorProto", path);
	else if (!tasoc_onnx_tensor_check(t, why, sizeof why))
		snprintf(err, size, "%s: %s", path, why);
	else if (t->data_type != ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT || !tasoc_onnx_tensor_shape(t, shape))
		snprintf(err, size, "%s: a %s tensor of rank %zu, not a float tensor tasoc holds", path,
			 tasoc_onnx_dtype_name(t->data_type), t->n_dims);
	else if (!(*data = tasoc_onnx_tensor_floats(t)))
		snprintf(err, size, "%s: out of memory", path), st = TASOC_ERR_NOMEM;
	else
		st = TASOC_OK;
	if (t)
		onnx__tensor_proto__free_unpacked(t, tasoc_onnx_pb());
	return st;
}

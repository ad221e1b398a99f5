/* model_layers.c: the layer helpers the benchmark models are built from. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "model_layers.h"
#include "models.h"

#define NAME_MAX_LEN 96

static const tasoc_ref bad = { -1, 0 };

void model_begin(model_builder *b, tasoc_graph *g, uint64_t seed)
{
	b->g = g;
	b->seed = seed;
	b->status = TASOC_OK;
}

tasoc_status model_end(model_builder *b, tasoc_ref y, const char *name)
{
	if (b->status == TASOC_OK)
		b->status = tasoc_add_output(b->g, y, name);
	return b->status;
}

/* Records a failed add; the graph's err already says what failed. */
static tasoc_ref check(model_builder *b, int32_t id, tasoc_status why)
{
	if (id < 0) {
		b->status = why;
		return bad;
	}
	return tasoc_ref_make(id, 0);
}

static tasoc_ref add_op(model_builder *b, int op, const int32_t *attr, int nin, const tasoc_ref *in,
			const char *fmt, va_list ap)
{
	char name[NAME_MAX_LEN];
	vsnprintf(name, sizeof name, fmt, ap);
	return check(b, tasoc_add_op(b->g, op, attr, nin, in, name), TASOC_ERR_SHAPE);
}

tasoc_ref model_input(model_builder *b, int rank, const int32_t *dims, const char *fmt, ...)
{
	if (b->status != TASOC_OK)
		return bad;
	char name[NAME_MAX_LEN];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(name, sizeof name, fmt, ap);
	va_end(ap);
	return check(b, tasoc_add_input(b->g, name, tasoc_shape_make(rank, dims)), TASOC_ERR_SHAPE);
}

static tasoc_ref vweight(model_builder *b, int rank, const int32_t *dims, int64_t fan_in, const char *fmt,
			 va_list ap)
{
	char name[NAME_MAX_LEN];
	vsnprintf(name, sizeof name, fmt, ap);
	tasoc_shape s = tasoc_shape_make(rank, dims);
	int64_t n = tasoc_numel(&s);
	float *d = malloc((size_t)(n > 0 ? n : 1) * sizeof *d);
	if (!d) {
		snprintf(b->g->err, sizeof b->g->err, "weight '%s': out of memory", name);
		b->status = TASOC_ERR_NOMEM;
		return bad;
	}
	tasoc_fill_random(d, n, b->seed++);
	if (fan_in > 0) {
		float scale = (float)sqrt(3.0 / (double)fan_in);
		for (int64_t i = 0; i < n; i++)
			d[i] *= scale;
	}
	int32_t id = tasoc_add_weight(b->g, name, s, d, true);
	free(d);
	return check(b, id, TASOC_ERR_NOMEM);
}

tasoc_ref model_weight(model_builder *b, int rank, const int32_t *dims, int64_t fan_in, const char *fmt, ...)
{
	if (b->status != TASOC_OK)
		return bad;
	va_list ap;
	va_start(ap, fmt);
	tasoc_ref r = vweight(b, rank, dims, fan_in, fmt, ap);
	va_end(ap);
	return r;
}

static tasoc_ref vconv(model_builder *b, tasoc_ref x, int out, int group, int kh, int kw, int stride,
		       int padding, int act, const char *fmt, va_list ap)
{
	char name[NAME_MAX_LEN];
	vsnprintf(name, sizeof name, fmt, ap);
	int32_t in_ch = tasoc_ref_shape(b->g, x)->dim[1];
	int32_t wd[] = { out, group > 0 ? in_ch / group : in_ch, kh, kw };
	tasoc_ref w = model_weight(b, 4, wd, (int64_t)wd[1] * kh * kw, "%s.w", name);
	if (b->status != TASOC_OK)
		return bad;
	int32_t attr[] = { stride, stride, padding, act, group };
	tasoc_ref in[] = { x, w };
	int op = group == 1 ? TASOC_OP_CONV2D : TASOC_OP_GROUPCONV2D;
	return check(b, tasoc_add_op(b->g, op, attr, 2, in, name), TASOC_ERR_SHAPE);
}

tasoc_ref model_conv(model_builder *b, tasoc_ref x, int out, int kh, int kw, int stride, int padding,
		     int act, const char *fmt, ...)
{
	if (b->status != TASOC_OK)
		return bad;
	va_list ap;
	va_start(ap, fmt);
	tasoc_ref r = vconv(b, x, out, 1, kh, kw, stride, padding, act, fmt, ap);
	va_end(ap);
	return r;
}

tasoc_ref model_groupconv(model_builder *b, tasoc_ref x, int out, int group, int kh, int kw, int stride,
			  int padding, int act, const char *fmt, ...)
{
	if (b->status != TASOC_OK)
		return bad;
	va_list ap;
	va_start(ap, fmt);
	tasoc_ref r = vconv(b, x, out, group, kh, kw, stride, padding, act, fmt, ap);
	va_end(ap);
	return r;
}

tasoc_ref model_pool(model_builder *b, int op, tasoc_ref x, int k, int stride, int padding, const char *fmt, ...)
{
	if (b->status != TASOC_OK)
		return bad;
	int32_t attr[] = { k, k, stride, stride, padding, 1 };
	va_list ap;
	va_start(ap, fmt);
	tasoc_ref r = add_op(b, op, attr, 1, &x, fmt, ap);
	va_end(ap);
	return r;
}

tasoc_ref model_op1(model_builder *b, int op, tasoc_ref x, const char *fmt, ...)
{
	if (b->status != TASOC_OK)
		return bad;
	va_list ap;
	va_start(ap, fmt);
	tasoc_ref r = add_op(b, op, NULL, 1, &x, fmt, ap);
	va_end(ap);
	return r;
}

tasoc_ref model_op2(model_builder *b, int op, tasoc_ref x, tasoc_ref y, const char *fmt, ...)
{
	if (b->status != TASOC_OK)
		return bad;
	tasoc_ref in[] = { x, y };
	va_list ap;
	va_start(ap, fmt);
	tasoc_ref r = add_op(b, op, NULL, 2, in, fmt, ap);
	va_end(ap);
	return r;
}

tasoc_ref model_concat(model_builder *b, int axis, int n, const tasoc_ref *xs, const char *fmt, ...)
{
	char base[NAME_MAX_LEN], name[NAME_MAX_LEN + 16];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(base, sizeof base, fmt, ap);
	va_end(ap);
	tasoc_ref acc = xs[0];
	int32_t attr[] = { axis };
	for (int i = 1; i < n && b->status == TASOC_OK; i++) {
		tasoc_ref in[] = { acc, xs[i] };
		snprintf(name, sizeof name, "%s.%d", base, i);
		acc = check(b, tasoc_add_op(b->g, TASOC_OP_CONCAT, attr, 2, in, name), TASOC_ERR_SHAPE);
	}
	return b->status == TASOC_OK ? acc : bad;
}

void model_split(model_builder *b, tasoc_ref x, int axis, int n, tasoc_ref *parts, const char *fmt, ...)
{
	char base[NAME_MAX_LEN], name[NAME_MAX_LEN + 16];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(base, sizeof base, fmt, ap);
	va_end(ap);
	for (int i = 0; i < n; i++)
		parts[i] = bad;
	if (b->status != TASOC_OK)
		return;
	int32_t extent = tasoc_ref_shape(b->g, x)->dim[axis];
	if (n < 1 || extent % n != 0) {
		snprintf(b->g->err, sizeof b->g->err, "split %s: %d does not cut into %d equal parts", base, extent, n);
		b->status = TASOC_ERR_ARG;
		return;
	}
	int32_t size = extent / n;
	tasoc_ref rest = x;
	for (int i = 1; i < n; i++) {
		int32_t attr[] = { axis, size };
		snprintf(name, sizeof name, "%s.%d", base, i);
		int32_t s = tasoc_add_op(b->g, TASOC_OP_SPLIT, attr, 1, &rest, name);
		if (check(b, s, TASOC_ERR_SHAPE).node < 0) {
			for (int k = 0; k < n; k++)
				parts[k] = bad;
			return;
		}
		parts[i - 1] = tasoc_ref_make(s, 0);
		rest = tasoc_ref_make(s, 1);
	}
	parts[n - 1] = rest;
}

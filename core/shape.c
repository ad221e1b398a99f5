/* shape.c: tensor shape helpers. */
#include "format.h"
#include "shape.h"

#include <string.h>

int64_t tasoc_numel(const tasoc_shape *s)
{
	if (s->rank < 0 || s->rank > TASOC_MAX_RANK)
		return 0;
	int64_t n = 1;
	for (int i = 0; i < s->rank; i++) {
		if (s->dim[i] <= 0)
			return 0;
		n *= s->dim[i];
		if (n > TASOC_MAX_NUMEL)
			return 0;
	}
	return n;
}

bool tasoc_shape_eq(const tasoc_shape *a, const tasoc_shape *b)
{
	if (a->rank != b->rank)
		return false;
	for (int i = 0; i < a->rank; i++)
		if (a->dim[i] != b->dim[i])
			return false;
	return true;
}

char *tasoc_shape_str(const tasoc_shape *s, char *buf, size_t size)
{
	size_t n = 0;
	if (size == 0)
		return buf;
	buf[0] = '\0';
	n += (size_t)tasoc_format(buf + n, size - n, "[");
	for (int i = 0; i < s->rank && i < TASOC_MAX_RANK && n < size; i++)
		n += (size_t)tasoc_format(buf + n, size - n, i ? ",%d" : "%d", (int)s->dim[i]);
	if (n < size)
		tasoc_format(buf + n, size - n, "]");
	return buf;
}

tasoc_shape tasoc_shape_make(int rank, const int32_t *dims)
{
	tasoc_shape s;
	memset(&s, 0, sizeof s);
	s.rank = rank;
	for (int i = 0; i < rank && i < TASOC_MAX_RANK; i++)
		s.dim[i] = dims[i];
	return s;
}

int tasoc_shape_finish(const tasoc_shape *out, int nout)
{
	for (int o = 0; o < nout; o++)
		if (out[o].rank < 0 || out[o].rank > TASOC_MAX_RANK || tasoc_numel(&out[o]) <= 0)
			return -1;
	return 0;
}

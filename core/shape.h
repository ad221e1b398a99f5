/* shape.h: tensor shapes (up to TASOC_MAX_RANK axes) and the helpers shape rules use. */
#ifndef TASOC_SHAPE_H
#define TASOC_SHAPE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * Real models reach rank 5 and 6 (a channel shuffle's [N, g, C/g, H, W], a
 * 3-D convolution's NCDHW, a window partition), so the host holds 8, as
 * ONNX Runtime's kernels commonly do. Every shape in a node costs 4 bytes
 * per axis (a node holds TASOC_MAX_OUT of them), so the firmware, whose
 * graphs are 4-D at most, builds with -DTASOC_MAX_RANK=4 (EMBED_DEFS).
 */
#ifndef TASOC_MAX_RANK
#define TASOC_MAX_RANK 8
#endif

typedef struct tasoc_shape {
	int32_t rank;
	int32_t dim[TASOC_MAX_RANK];
} tasoc_shape;

/* Number of elements; 0 for an invalid shape. Fits: dims are checked. */
int64_t tasoc_numel(const tasoc_shape *s);
bool tasoc_shape_eq(const tasoc_shape *a, const tasoc_shape *b);
/* Writes "[2,3,4]" into buf (always terminated); returns buf. */
char *tasoc_shape_str(const tasoc_shape *s, char *buf, size_t size);
/* A shape from rank and dims; dims beyond rank are zeroed. */
tasoc_shape tasoc_shape_make(int rank, const int32_t *dims);

/*
 * The largest number of elements one tensor may have. Shapes whose extents
 * multiply past it are rejected by shape inference, so kernels can index
 * with int64_t without overflow.
 */
#define TASOC_MAX_NUMEL ((int64_t)1 << 31)

/*
 * Accessors for the shape functions generated from spec/ (generated/ops.c).
 * Out-of-range accesses yield -1, which no requirement accepts as an extent.
 */
static inline int64_t tasoc_sdim(const tasoc_shape *in, int k, int64_t e)
{
	return (e >= 0 && e < in[k].rank) ? in[k].dim[e] : -1;
}

static inline int64_t tasoc_srank(const tasoc_shape *in, int k)
{
	return in[k].rank;
}

static inline int64_t tasoc_snumel(const tasoc_shape *in, int k)
{
	return tasoc_numel(&in[k]);
}

static inline int64_t tasoc_ceil_div(int64_t a, int64_t b)
{
	return b > 0 ? (a + b - 1) / b : -1;
}

/* An extent computed in 64 bits, stored in 32: anything out of range becomes -1. */
static inline int32_t tasoc_sclamp(int64_t v)
{
	return (v >= 1 && v <= INT32_MAX) ? (int32_t)v : -1;
}

/* The last step of a generated shape function: 0 when every output is valid. */
int tasoc_shape_finish(const tasoc_shape *out, int nout);

#endif

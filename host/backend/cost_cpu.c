/* cost_cpu.c: the cpu cost backend: operators timed on this machine with OpenBLAS, one thread. */
#include <cblas.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../../core/kernel.h"
#include "../../core/layout.h"
#include "cost_backend.h"

typedef struct cpu_ctx {
	int repeats;
} cpu_ctx;

static cpu_ctx the_ctx;

static double now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

typedef struct bufs {
	const tasoc_cost_key *k;
	float *in[TASOC_MAX_IN], *out[TASOC_MAX_OUT], *col;
	tasoc_node node;
} bufs;

void tasoc_cpu_sgemm(const float *x, const float *y, float *z, int64_t M, int64_t K, int64_t N)
{
	cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, (int)M, (int)N, (int)K, 1.0f, x, (int)K, y, (int)N,
		    0.0f, z, (int)N);
}

/* y[co, p] = sum over ci, ky, kx of w * x, per image and group, by im2col + sgemm. */
static void conv(bufs *b)
{
	const tasoc_cost_key *k = b->k;
	const tasoc_shape *xs = &k->in[0], *ws = &k->in[1], *ys = &k->out[0];
	int group = k->op == TASOC_OP_GROUPCONV2D ? k->attr[TASOC_GROUPCONV2D_GROUP] : 1;
	int64_t N = xs->dim[0], C = xs->dim[1], H = xs->dim[2], W = xs->dim[3];
	int64_t O = ws->dim[0], Cg = ws->dim[1], kh = ws->dim[2], kw = ws->dim[3];
	int64_t OH = ys->dim[2], OW = ys->dim[3], sh = k->attr[0], sw = k->attr[1];
	int same = k->attr[2] == TASOC_PADDING_SAME, relu = k->attr[3] == TASOC_ACTIVATION_RELU;
	int64_t ph = tasoc_pad_begin(same, H, OH, kh, sh), pw = tasoc_pad_begin(same, W, OW, kw, sw);
	int64_t Og = O / group, K = Cg * kh * kw, P = OH * OW;
	bool direct = kh == 1 && kw == 1 && sh == 1 && sw == 1 && ph == 0 && pw == 0;
	for (int64_t n = 0; n < N; n++)
		for (int g = 0; g < group; g++) {
			const float *x = b->in[0] + (n * C + g * Cg) * H * W;
			const float *col = x;
			if (!direct) {
				for (int64_t c = 0; c < Cg; c++)
					for (int64_t i = 0; i < kh; i++)
						for (int64_t j = 0; j < kw; j++) {
							float *row = b->col + ((c * kh + i) * kw + j) * P;
							for (int64_t oy = 0; oy < OH; oy++) {
								int64_t iy = oy * sh + i - ph;
								for (int64_t ox = 0; ox < OW; ox++) {
									int64_t ix = ox * sw + j - pw;
									row[oy * OW + ox] = (iy >= 0 && iy < H && ix >= 0 && ix < W)
										? x[(c * H + iy) * W + ix] : 0.0f;
								}
							}
						}
				col = b->col;
			}
			float *y = b->out[0] + (n * O + g * Og) * P;
			cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, (int)Og, (int)P, (int)K, 1.0f,
				    b->in[1] + g * Og * K, (int)K, col, (int)P, 0.0f, y, (int)P);
			if (relu)
				for (int64_t i = 0; i < Og * P; i++)
					y[i] = y[i] > 0 ? y[i] : 0;
		}
}

static int run_once(bufs *b)
{
	const tasoc_cost_key *k = b->k;
	switch (k->op) {
	case TASOC_OP_CONV2D:
	case TASOC_OP_GROUPCONV2D:
		conv(b);
		return 0;
	case TASOC_OP_MATMUL:
		cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, k->in[0].dim[0], k->in[1].dim[1],
			    k->in[0].dim[1], 1.0f, b->in[0], k->in[0].dim[1], b->in[1], k->in[1].dim[1], 0.0f,
			    b->out[0], k->in[1].dim[1]);
		return 0;
	default: {
		tasoc_kargs a = { TASOC_MODE_F32, &b->node, k->in, (const void *const *)b->in, k->out,
				  (void *const *)b->out };
		return tasoc_ops[k->op].kernel(&a);
	}
	}
}

static double measure(void *ctx, const tasoc_cost_key *k);

/*
 * conv2d_nhwc: this backend's convolution is im2col and an NCHW GEMM, with
 * no NHWC form, so an NHWC convolution costs what running it would: its
 * input converted to NCHW, the NCHW convolution, the result converted back.
 */
static double measure_conv_nhwc(void *ctx, const tasoc_cost_key *k)
{
	tasoc_cost_key in, conv, out;
	tasoc_conv_nhwc_parts(k, &in, &conv, &out);
	double a = measure(ctx, &in), b = measure(ctx, &conv), c = measure(ctx, &out);
	return a < 0 || b < 0 || c < 0 ? -1 : a + b + c;
}

static double measure(void *ctx, const tasoc_cost_key *k)
{
	const cpu_ctx *c = ctx;
	unsigned f = tasoc_ops[k->op].flags;
	if (k->op == TASOC_OP_CONV2D_NHWC)
		return measure_conv_nhwc(ctx, k);
	if (f & (TASOC_OPF_SOURCE | TASOC_OPF_CONSTANT))
		return 0;
	if (f & TASOC_OPF_OPAQUE)
		return -1; /* nothing to run: the caller uses the analytical estimate */
	bufs b;
	memset(&b, 0, sizeof b);
	b.k = k;
	b.node.op = (uint16_t)k->op;
	b.node.nin = (uint8_t)k->nin;
	b.node.nout = (uint8_t)k->nout;
	memcpy(b.node.attr, k->attr, sizeof b.node.attr);
	memcpy(b.node.out, k->out, (size_t)k->nout * sizeof k->out[0]);
	double result = -1;
	uint64_t s = 0x9e3779b97f4a7c15ull;
	for (int i = 0; i < k->nin; i++) {
		int64_t n = tasoc_numel(&k->in[i]);
		if (!(b.in[i] = malloc((size_t)(n ? n : 1) * sizeof(float))))
			goto done;
		for (int64_t j = 0; j < n; j++) {
			s ^= s << 13;
			s ^= s >> 7;
			s ^= s << 17;
			b.in[i][j] = (float)(s >> 40) / (float)(1 << 24) - 0.5f;
		}
	}
	for (int i = 0; i < k->nout; i++)
		if (!(b.out[i] = malloc((size_t)tasoc_numel(&k->out[i]) * sizeof(float))))
			goto done;
	if (k->op == TASOC_OP_CONV2D || k->op == TASOC_OP_GROUPCONV2D) {
		int64_t K = (int64_t)k->in[1].dim[1] * k->in[1].dim[2] * k->in[1].dim[3];
		if (!(b.col = malloc((size_t)(K * k->out[0].dim[2] * k->out[0].dim[3]) * sizeof(float))))
			goto done;
	}
	if (run_once(&b) != 0) /* warm-up, and the check that the kernel runs at all */
		goto done;
	double t[64];
	int r = c->repeats < 64 ? c->repeats : 64;
	for (int i = 0; i < r; i++) {
		double t0 = now_ms();
		run_once(&b);
		t[i] = now_ms() - t0;
	}
	qsort(t, (size_t)r, sizeof t[0], cmp_double);
	result = t[r / 2];
done:
	for (int i = 0; i < TASOC_MAX_IN; i++)
		free(b.in[i]);
	for (int i = 0; i < TASOC_MAX_OUT; i++)
		free(b.out[i]);
	free(b.col);
	return result;
}

tasoc_status tasoc_cost_cpu_backend(tasoc_cost_backend *out, int repeats)
{
	openblas_set_num_threads(1);
	the_ctx.repeats = repeats > 0 ? repeats : 5;
	out->name = "cpu";
	out->measure = measure;
	out->ctx = &the_ctx;
	out->fuses = 0; /* costs as the operators run one by one */
	return TASOC_OK;
}

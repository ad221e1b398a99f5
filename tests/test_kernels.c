/* test_kernels.c: every reference kernel against OpenBLAS or a hand-computed result, and mod p against float. */
#include <cblas.h>
#include <criterion/criterion.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../core/interp.h"
#include "../core/modp.h"

/* Runs one operator on float inputs; returns the graph's first output (malloc'd). */
static float *run_f32(int op, const int32_t *attr, int nin, const tasoc_shape *shapes,
		      float *const *data, tasoc_shape *out_shape, int out_index)
{
	tasoc_graph g;
	cr_assert_eq(tasoc_graph_init(&g, NULL), TASOC_OK);
	tasoc_ref in[TASOC_MAX_IN];
	for (int i = 0; i < nin; i++) {
		char name[8] = { 'i', (char)('0' + i), 0 };
		in[i] = tasoc_ref_make(tasoc_add_input(&g, name, shapes[i]), 0);
	}
	int32_t v = tasoc_add_op(&g, op, attr, nin, in, "k");
	cr_assert_geq(v, 0, "%s", g.err);
	tasoc_add_output(&g, tasoc_ref_make(v, out_index), "y");
	*out_shape = g.nodes[v].out[out_index];
	float *y = malloc((size_t)tasoc_numel(out_shape) * sizeof *y);
	cr_assert_eq(tasoc_interp(&g, TASOC_MODE_F32, (const void *const *)data, (void *const *)&y), TASOC_OK,
		     "%s", g.err);
	tasoc_graph_free(&g);
	return y;
}

/* The same in mod p mode, inputs converted from small integers held in floats. */
static uint64_t *run_modp(int op, const int32_t *attr, int nin, const tasoc_shape *shapes,
			  float *const *data, int out_index)
{
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	tasoc_ref in[TASOC_MAX_IN];
	uint64_t *conv[TASOC_MAX_IN];
	for (int i = 0; i < nin; i++) {
		char name[8] = { 'i', (char)('0' + i), 0 };
		in[i] = tasoc_ref_make(tasoc_add_input(&g, name, shapes[i]), 0);
		int64_t n = tasoc_numel(&shapes[i]);
		conv[i] = malloc((size_t)n * sizeof **conv);
		for (int64_t k = 0; k < n; k++)
			conv[i][k] = tasoc_modp_from_int((int64_t)data[i][k]);
	}
	int32_t v = tasoc_add_op(&g, op, attr, nin, in, "k");
	cr_assert_geq(v, 0, "%s", g.err);
	tasoc_add_output(&g, tasoc_ref_make(v, out_index), "y");
	uint64_t *y = malloc((size_t)tasoc_numel(&g.nodes[v].out[out_index]) * sizeof *y);
	cr_assert_eq(tasoc_interp(&g, TASOC_MODE_MODP, (const void *const *)conv, (void *const *)&y), TASOC_OK,
		     "%s", g.err);
	for (int i = 0; i < nin; i++)
		free(conv[i]);
	tasoc_graph_free(&g);
	return y;
}

static float *random_data(const tasoc_shape *s, unsigned seed, bool small_ints)
{
	int64_t n = tasoc_numel(s);
	float *d = malloc((size_t)n * sizeof *d);
	srand(seed);
	for (int64_t i = 0; i < n; i++)
		d[i] = small_ints ? (float)(rand() % 7 - 3) : (float)rand() / (float)RAND_MAX * 2.0f - 1.0f;
	return d;
}

static void expect_close(const float *got, const float *want, int64_t n, float tol, const char *what)
{
	for (int64_t i = 0; i < n; i++) {
		float d = fabsf(got[i] - want[i]), m = fmaxf(1.0f, fabsf(want[i]));
		cr_assert_leq(d, tol * m, "%s: element %ld is %g, expected %g", what, (long)i, got[i], want[i]);
	}
}

static tasoc_shape S(int rank, int32_t a, int32_t b, int32_t c, int32_t d)
{
	int32_t dims[] = { a, b, c, d };
	return tasoc_shape_make(rank, dims);
}

/* Convolution through im2col and OpenBLAS sgemm: an independent implementation. */
static float *conv_blas(const float *x, tasoc_shape xs, const float *w, tasoc_shape ws, int sh, int sw,
			int same, int group, tasoc_shape ys)
{
	int N = xs.dim[0], C = xs.dim[1], H = xs.dim[2], W = xs.dim[3];
	int O = ws.dim[0], CG = ws.dim[1], KH = ws.dim[2], KW = ws.dim[3];
	int OH = ys.dim[2], OW = ys.dim[3];
	int ph = same ? (int)fmax(0, ((OH - 1) * sh + KH - H)) / 2 : 0;
	int pw = same ? (int)fmax(0, ((OW - 1) * sw + KW - W)) / 2 : 0;
	int K = CG * KH * KW, P = OH * OW, OG = O / group;
	float *col = calloc((size_t)K * P, sizeof *col), *y = calloc((size_t)N * O * P, sizeof *y);
	for (int n = 0; n < N; n++)
		for (int g = 0; g < group; g++) {
			for (int c = 0; c < CG; c++)
				for (int i = 0; i < KH; i++)
					for (int j = 0; j < KW; j++)
						for (int oh = 0; oh < OH; oh++)
							for (int ow = 0; ow < OW; ow++) {
								int ih = oh * sh - ph + i, iw = ow * sw - pw + j;
								float v = (ih >= 0 && ih < H && iw >= 0 && iw < W)
										  ? x[((n * C + g * CG + c) * H + ih) * W + iw]
										  : 0.0f;
								col[((c * KH + i) * KW + j) * P + oh * OW + ow] = v;
							}
			cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, OG, P, K, 1.0f, w + (size_t)g * OG * K, K,
				    col, P, 0.0f, y + ((size_t)n * O + (size_t)g * OG) * P, P);
		}
	free(col);
	return y;
}

Test(kernels, conv2d_matches_openblas)
{
	struct { int n, c, h, w, o, k, s, same, relu; } cases[] = {
		{ 1, 3, 8, 8, 4, 3, 1, 1, 0 }, { 2, 4, 7, 9, 5, 3, 2, 1, 0 }, { 1, 2, 8, 8, 3, 1, 2, 1, 0 },
		{ 1, 3, 9, 7, 2, 5, 1, 0, 0 }, { 1, 4, 10, 10, 6, 3, 2, 0, 1 }, { 1, 2, 6, 6, 2, 2, 1, 1, 0 },
	};
	for (size_t t = 0; t < sizeof cases / sizeof cases[0]; t++) {
		tasoc_shape sh[2] = { S(4, cases[t].n, cases[t].c, cases[t].h, cases[t].w),
				      S(4, cases[t].o, cases[t].c, cases[t].k, cases[t].k) };
		float *d[2] = { random_data(&sh[0], 1 + (unsigned)t, false), random_data(&sh[1], 50 + (unsigned)t, false) };
		int32_t attr[] = { cases[t].s, cases[t].s, cases[t].same ? TASOC_PADDING_SAME : TASOC_PADDING_VALID,
				   cases[t].relu ? TASOC_ACTIVATION_RELU : TASOC_ACTIVATION_NONE };
		tasoc_shape ys;
		float *y = run_f32(TASOC_OP_CONV2D, attr, 2, sh, d, &ys, 0);
		float *ref = conv_blas(d[0], sh[0], d[1], sh[1], cases[t].s, cases[t].s, cases[t].same, 1, ys);
		int64_t n = tasoc_numel(&ys);
		if (cases[t].relu)
			for (int64_t i = 0; i < n; i++)
				ref[i] = ref[i] > 0 ? ref[i] : 0;
		expect_close(y, ref, n, 1e-4f, "conv2d");
		free(y), free(ref), free(d[0]), free(d[1]);
	}
}

Test(kernels, groupconv2d_matches_openblas)
{
	tasoc_shape sh[2] = { S(4, 1, 8, 6, 6), S(4, 4, 2, 3, 3) };
	float *d[2] = { random_data(&sh[0], 7, false), random_data(&sh[1], 8, false) };
	int32_t attr[] = { 1, 1, TASOC_PADDING_SAME, TASOC_ACTIVATION_NONE, 4 };
	tasoc_shape ys;
	float *y = run_f32(TASOC_OP_GROUPCONV2D, attr, 2, sh, d, &ys, 0);
	float *ref = conv_blas(d[0], sh[0], d[1], sh[1], 1, 1, 1, 4, ys);
	expect_close(y, ref, tasoc_numel(&ys), 1e-4f, "groupconv2d");
	free(y), free(ref), free(d[0]), free(d[1]);
}

Test(kernels, matmul_matches_openblas)
{
	tasoc_shape sh[2] = { S(2, 13, 7, 0, 0), S(2, 7, 11, 0, 0) };
	float *d[2] = { random_data(&sh[0], 3, false), random_data(&sh[1], 4, false) };
	tasoc_shape ys;
	float *y = run_f32(TASOC_OP_MATMUL, NULL, 2, sh, d, &ys, 0);
	float ref[13 * 11];
	cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, 13, 11, 7, 1.0f, d[0], 7, d[1], 11, 0.0f, ref, 11);
	cr_assert_eq(ys.dim[0], 13);
	cr_assert_eq(ys.dim[1], 11);
	expect_close(y, ref, 13 * 11, 1e-5f, "matmul");
	free(y), free(d[0]), free(d[1]);
}

/*
 * The blocked matmul (kernels_arith.inc) adds each element's products in
 * the order of the plain loop, so it equals it to the bit, at sizes that
 * leave partial panels, row blocks and columns in every direction.
 */
Test(kernels, blocked_matmul_equals_the_plain_loop_bit_for_bit)
{
	tasoc_shape sh[2] = { S(2, 7, 139, 0, 0), S(2, 139, 531, 0, 0) };
	float *d[2] = { random_data(&sh[0], 5, false), random_data(&sh[1], 6, false) };
	tasoc_shape ys;
	float *y = run_f32(TASOC_OP_MATMUL, NULL, 2, sh, d, &ys, 0);
	float *ref = calloc(7 * 531, sizeof *ref);
	for (int i = 0; i < 7; i++)
		for (int k = 0; k < 139; k++)
			for (int j = 0; j < 531; j++)
				ref[i * 531 + j] = ref[i * 531 + j] + d[0][i * 139 + k] * d[1][k * 531 + j];
	cr_assert_eq(memcmp(y, ref, 7 * 531 * sizeof *ref), 0, "the blocked sums differ from the plain loop's");
	free(ref), free(y), free(d[0]), free(d[1]);
}

Test(kernels, elementwise_by_hand)
{
	float a[] = { 1, -2, 3, -4, 0.5f, 6 }, b[] = { 2, 2, -1, 0, 4, -0.5f }, s[] = { -3 };
	float *d[2] = { a, b }, *ds[2] = { a, s };
	tasoc_shape sh[2] = { S(2, 2, 3, 0, 0), S(2, 2, 3, 0, 0) }, shs[2] = { S(2, 2, 3, 0, 0), S(0, 0, 0, 0, 0) };
	tasoc_shape ys;
	float add[] = { 3, 0, 2, -4, 4.5f, 5.5f }, mul[] = { 2, -4, -3, 0, 2, -3 }, sm[] = { -3, 6, -9, 12, -1.5f, -18 },
	      relu[] = { 1, 0, 3, 0, 0.5f, 6 };
	float *y = run_f32(TASOC_OP_EWADD, NULL, 2, sh, d, &ys, 0);
	expect_close(y, add, 6, 0, "ewadd");
	free(y);
	y = run_f32(TASOC_OP_EWMUL, NULL, 2, sh, d, &ys, 0);
	expect_close(y, mul, 6, 0, "ewmul");
	free(y);
	y = run_f32(TASOC_OP_SMUL, NULL, 2, shs, ds, &ys, 0);
	expect_close(y, sm, 6, 0, "smul");
	free(y);
	y = run_f32(TASOC_OP_RELU, NULL, 1, sh, d, &ys, 0);
	expect_close(y, relu, 6, 0, "relu");
	free(y);
	y = run_f32(TASOC_OP_SIGMOID, NULL, 1, sh, d, &ys, 0);
	for (int i = 0; i < 6; i++)
		cr_assert_float_eq(y[i], 1.0 / (1.0 + exp(-a[i])), 1e-6);
	free(y);
	y = run_f32(TASOC_OP_TANH, NULL, 1, sh, d, &ys, 0);
	for (int i = 0; i < 6; i++)
		cr_assert_float_eq(y[i], tanh(a[i]), 1e-6);
	free(y);
}

Test(kernels, layout_by_hand)
{
	/* x = [[1 2 3] [4 5 6]], y = [[7 8 9] [10 11 12]] */
	float x[] = { 1, 2, 3, 4, 5, 6 }, yv[] = { 7, 8, 9, 10, 11, 12 };
	float *d[2] = { x, yv };
	tasoc_shape sh[2] = { S(2, 2, 3, 0, 0), S(2, 2, 3, 0, 0) }, ys;
	int32_t ax0[] = { 0 }, ax1[] = { 1 };
	float c0[] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 }, c1[] = { 1, 2, 3, 7, 8, 9, 4, 5, 6, 10, 11, 12 };
	float *r = run_f32(TASOC_OP_CONCAT, ax0, 2, sh, d, &ys, 0);
	cr_assert(ys.dim[0] == 4 && ys.dim[1] == 3);
	expect_close(r, c0, 12, 0, "concat axis 0");
	free(r);
	r = run_f32(TASOC_OP_CONCAT, ax1, 2, sh, d, &ys, 0);
	cr_assert(ys.dim[0] == 2 && ys.dim[1] == 6);
	expect_close(r, c1, 12, 0, "concat axis 1");
	free(r);
	/* split [[1..6] as 2x6 along axis 1 at 2: [[1 2] [7 8]] and [[3 4 5 6] [9 10 11 12]] */
	float m[] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 }, s0[] = { 1, 2, 7, 8 }, s1[] = { 3, 4, 5, 6, 9, 10, 11, 12 };
	float *dm[1] = { m };
	tasoc_shape shm[1] = { S(2, 2, 6, 0, 0) };
	int32_t sattr[] = { 1, 2 };
	r = run_f32(TASOC_OP_SPLIT, sattr, 1, shm, dm, &ys, 0);
	expect_close(r, s0, 4, 0, "split output 0");
	free(r);
	r = run_f32(TASOC_OP_SPLIT, sattr, 1, shm, dm, &ys, 1);
	cr_assert(ys.dim[1] == 4);
	expect_close(r, s1, 8, 0, "split output 1");
	free(r);
	float t[] = { 1, 4, 2, 5, 3, 6 };
	r = run_f32(TASOC_OP_TRANSPOSE, NULL, 1, sh, d, &ys, 0);
	cr_assert(ys.dim[0] == 3 && ys.dim[1] == 2);
	expect_close(r, t, 6, 0, "transpose");
	free(r);
	int32_t rattr[TASOC_MAX_ATTRS] = { 1, 6, 0, 0, 0 };
	r = run_f32(TASOC_OP_RESHAPE, rattr, 1, sh, d, &ys, 0);
	cr_assert(ys.rank == 1 && ys.dim[0] == 6);
	expect_close(r, x, 6, 0, "reshape");
	free(r);
}

Test(kernels, pooling_by_hand)
{
	/* 1x1x3x3 input 1..9; 3x3 windows, stride 1, same padding */
	float x[] = { 1, 2, 3, 4, 5, 6, 7, 8, 9 };
	float *d[1] = { x };
	tasoc_shape sh[1] = { S(4, 1, 1, 3, 3) }, ys;
	int32_t mp[] = { 3, 3, 1, 1, TASOC_PADDING_SAME };
	float mx[] = { 5, 6, 6, 8, 9, 9, 8, 9, 9 };
	float *r = run_f32(TASOC_OP_MAXPOOL2D, mp, 1, sh, d, &ys, 0);
	expect_close(r, mx, 9, 0, "maxpool");
	free(r);
	/* count_include_pad = 0: corner (1+2+4+5)/4 = 3; = 1: 12/9 */
	int32_t ap0[] = { 3, 3, 1, 1, TASOC_PADDING_SAME, 0 }, ap1[] = { 3, 3, 1, 1, TASOC_PADDING_SAME, 1 };
	float av0[] = { 3, 3.5f, 4, 4.5f, 5, 5.5f, 6, 6.5f, 7 };
	float av1[] = { 12 / 9.f, 21 / 9.f, 16 / 9.f, 27 / 9.f, 5, 33 / 9.f, 24 / 9.f, 39 / 9.f, 28 / 9.f };
	r = run_f32(TASOC_OP_AVGPOOL2D, ap0, 1, sh, d, &ys, 0);
	expect_close(r, av0, 9, 1e-6f, "avgpool count_include_pad=0");
	free(r);
	r = run_f32(TASOC_OP_AVGPOOL2D, ap1, 1, sh, d, &ys, 0);
	expect_close(r, av1, 9, 1e-6f, "avgpool count_include_pad=1");
	free(r);
	/* valid padding, stride 2 on 5x5: 2x2 output of 3x3 window maxima */
	float x5[25];
	for (int i = 0; i < 25; i++)
		x5[i] = (float)((i * 7) % 11);
	float *d5[1] = { x5 };
	tasoc_shape sh5[1] = { S(4, 1, 1, 5, 5) };
	int32_t mv[] = { 3, 3, 2, 2, TASOC_PADDING_VALID };
	r = run_f32(TASOC_OP_MAXPOOL2D, mv, 1, sh5, d5, &ys, 0);
	cr_assert(ys.dim[2] == 2 && ys.dim[3] == 2);
	for (int oh = 0; oh < 2; oh++)
		for (int ow = 0; ow < 2; ow++) {
			float m = -1;
			for (int i = 0; i < 3; i++)
				for (int j = 0; j < 3; j++)
					m = fmaxf(m, x5[(oh * 2 + i) * 5 + ow * 2 + j]);
			cr_assert_eq(r[oh * 2 + ow], m);
		}
	free(r);
}

Test(kernels, constants_and_norms_by_hand)
{
	float x[2 * 3 * 2 * 2];
	for (int i = 0; i < 24; i++)
		x[i] = (float)i;
	float *d[1] = { x };
	tasoc_shape sh4[1] = { S(4, 2, 3, 2, 2) }, ys;
	int32_t k3[] = { 3 };
	float *r = run_f32(TASOC_OP_IDKERNEL, k3, 1, sh4, d, &ys, 0);
	cr_assert(ys.dim[0] == 3 && ys.dim[1] == 3 && ys.dim[2] == 3);
	for (int o = 0; o < 3; o++)
		for (int c = 0; c < 3; c++)
			for (int i = 0; i < 9; i++)
				cr_assert_eq(r[(o * 3 + c) * 9 + i], (o == c && i == 4) ? 1.0f : 0.0f);
	free(r);
	int32_t pk[] = { 2, 2 };
	r = run_f32(TASOC_OP_POOLKERNEL, pk, 1, sh4, d, &ys, 0);
	for (int o = 0; o < 3; o++)
		for (int c = 0; c < 3; c++)
			for (int i = 0; i < 4; i++)
				cr_assert_eq(r[(o * 3 + c) * 4 + i], o == c ? 0.25f : 0.0f);
	free(r);
	tasoc_shape sh2[1] = { S(2, 2, 5, 0, 0) };
	r = run_f32(TASOC_OP_EYE, NULL, 1, sh2, d, &ys, 0);
	cr_assert(ys.dim[0] == 5 && ys.dim[1] == 5);
	for (int i = 0; i < 25; i++)
		cr_assert_eq(r[i], i % 6 == 0 ? 1.0f : 0.0f);
	free(r);
	r = run_f32(TASOC_OP_ONES, NULL, 1, sh4, d, &ys, 0);
	for (int i = 0; i < 24; i++)
		cr_assert_eq(r[i], 1.0f);
	free(r);
	/* enlarge a 1x1 kernel to 3x3: the value lands in the centre */
	float w1[] = { 7, 8 }, ref[2 * 1 * 3 * 3];
	float *de[2] = { w1, ref };
	tasoc_shape she[2] = { S(4, 2, 1, 1, 1), S(4, 1, 1, 3, 3) };
	r = run_f32(TASOC_OP_ENLARGE, NULL, 2, she, de, &ys, 0);
	cr_assert(ys.dim[0] == 2 && ys.dim[2] == 3 && ys.dim[3] == 3);
	for (int o = 0; o < 2; o++)
		for (int i = 0; i < 9; i++)
			cr_assert_eq(r[o * 9 + i], i == 4 ? w1[o] : 0.0f);
	free(r);
	/*
	 * groupmerge: a 1x1 kernel of 4 groups, one channel each, for 2 groups:
	 * old group j lands on half j % 2 of the new group's two channels.
	 */
	float wg[] = { 1, 2, 3, 4 }, xg[4] = { 0 };
	float *dg[2] = { wg, xg };
	tasoc_shape shg[2] = { S(4, 4, 1, 1, 1), S(4, 1, 4, 1, 1) };
	r = run_f32(TASOC_OP_GROUPMERGE, NULL, 2, shg, dg, &ys, 0);
	cr_assert(ys.dim[0] == 4 && ys.dim[1] == 2 && ys.dim[2] == 1 && ys.dim[3] == 1);
	const float merged[] = { 1, 0, 0, 2, 3, 0, 0, 4 };
	for (int i = 0; i < 8; i++)
		cr_assert_eq(r[i], merged[i], "groupmerge [%d]: %g, want %g", i, r[i], merged[i]);
	free(r);
	/* biasadd and batchnorm over channels */
	float b[] = { 1, -1, 10 }, scale[] = { 2, 1, 0.5f }, mean[] = { 1, 2, 3 }, var[] = { 3, 0, 1 };
	float *db[2] = { x, b };
	tasoc_shape shb[2] = { sh4[0], S(1, 3, 0, 0, 0) };
	r = run_f32(TASOC_OP_BIASADD, NULL, 2, shb, db, &ys, 0);
	for (int i = 0; i < 24; i++)
		cr_assert_eq(r[i], x[i] + b[(i / 4) % 3]);
	free(r);
	float eps = 1.0f;
	int32_t ea;
	memcpy(&ea, &eps, sizeof ea);
	float *dn[5] = { x, scale, b, mean, var };
	tasoc_shape shn[5] = { sh4[0], shb[1], shb[1], shb[1], shb[1] };
	r = run_f32(TASOC_OP_BATCHNORM, &ea, 5, shn, dn, &ys, 0);
	for (int i = 0; i < 24; i++) {
		int c = (i / 4) % 3;
		cr_assert_float_eq(r[i], scale[c] * (x[i] - mean[c]) / sqrtf(var[c] + eps) + b[c], 1e-5);
	}
	free(r);
}

/* Mod p mode must agree exactly with float on small integers for the exact operators. */
Test(kernels, modp_agrees_with_float_on_small_integers)
{
	struct { int op; int nin; int32_t attr[TASOC_MAX_ATTRS]; tasoc_shape sh[2]; } cases[] = {
		{ TASOC_OP_CONV2D, 2, { 1, 1, TASOC_PADDING_SAME, TASOC_ACTIVATION_RELU }, { S(4, 1, 2, 5, 5), S(4, 3, 2, 3, 3) } },
		{ TASOC_OP_CONV2D, 2, { 2, 1, TASOC_PADDING_VALID, TASOC_ACTIVATION_NONE }, { S(4, 2, 2, 6, 5), S(4, 2, 2, 3, 1) } },
		{ TASOC_OP_GROUPCONV2D, 2, { 1, 1, TASOC_PADDING_SAME, TASOC_ACTIVATION_NONE, 2 }, { S(4, 1, 4, 4, 4), S(4, 2, 2, 3, 3) } },
		{ TASOC_OP_MATMUL, 2, { 0 }, { S(2, 4, 5, 0, 0), S(2, 5, 3, 0, 0) } },
		{ TASOC_OP_EWADD, 2, { 0 }, { S(3, 2, 3, 4, 0), S(3, 2, 3, 4, 0) } },
		{ TASOC_OP_EWMUL, 2, { 0 }, { S(2, 3, 4, 0, 0), S(2, 3, 4, 0, 0) } },
		{ TASOC_OP_SMUL, 2, { 0 }, { S(2, 3, 4, 0, 0), S(1, 1, 0, 0, 0) } },
		{ TASOC_OP_RELU, 1, { 0 }, { S(2, 3, 4, 0, 0) } },
		{ TASOC_OP_CONCAT, 2, { 1 }, { S(4, 1, 2, 3, 3), S(4, 1, 3, 3, 3) } },
		{ TASOC_OP_SPLIT, 1, { 0, 1 }, { S(2, 3, 4, 0, 0) } },
		{ TASOC_OP_TRANSPOSE, 1, { 0 }, { S(2, 3, 4, 0, 0) } },
		{ TASOC_OP_MAXPOOL2D, 1, { 3, 3, 1, 1, TASOC_PADDING_SAME }, { S(4, 1, 2, 4, 4) } },
		{ TASOC_OP_ENLARGE, 2, { 0 }, { S(4, 2, 2, 1, 3), S(4, 1, 1, 3, 5) } },
		{ TASOC_OP_BIASADD, 2, { 0 }, { S(4, 1, 3, 2, 2), S(1, 3, 0, 0, 0) } },
		{ TASOC_OP_RESHAPE, 1, { 2, 6, 2, 0, 0 }, { S(3, 2, 3, 2, 0) } },
		{ TASOC_OP_EYE, 1, { 0 }, { S(2, 2, 4, 0, 0) } },
		{ TASOC_OP_IDKERNEL, 1, { 3 }, { S(4, 1, 2, 3, 3) } },
	};
	for (size_t t = 0; t < sizeof cases / sizeof cases[0]; t++) {
		float *d[2] = { random_data(&cases[t].sh[0], 11 + (unsigned)t, true),
				cases[t].nin > 1 ? random_data(&cases[t].sh[1], 90 + (unsigned)t, true) : NULL };
		for (int o = 0; o < tasoc_ops[cases[t].op].nout; o++) {
			tasoc_shape ys;
			float *f = run_f32(cases[t].op, cases[t].attr, cases[t].nin, cases[t].sh, d, &ys, o);
			uint64_t *m = run_modp(cases[t].op, cases[t].attr, cases[t].nin, cases[t].sh, d, o);
			for (int64_t i = 0; i < tasoc_numel(&ys); i++)
				cr_assert_eq(tasoc_modp_to_int(m[i]), (int64_t)f[i], "%s output %d element %ld: %ld vs %g",
					     tasoc_ops[cases[t].op].name, o, (long)i, (long)tasoc_modp_to_int(m[i]), f[i]);
			free(f);
			free(m);
		}
		free(d[0]);
		free(d[1]);
	}
}

Test(kernels, modp_avgpool_divides_exactly)
{
	/* a constant input averages to itself whatever the window count */
	float x[16];
	for (int i = 0; i < 16; i++)
		x[i] = 5;
	float *d[1] = { x };
	tasoc_shape sh[1] = { S(4, 1, 1, 4, 4) };
	int32_t ap[] = { 3, 3, 1, 1, TASOC_PADDING_SAME, 0 };
	uint64_t *m = run_modp(TASOC_OP_AVGPOOL2D, ap, 1, sh, d, 0);
	for (int i = 0; i < 16; i++)
		cr_assert_eq(tasoc_modp_to_int(m[i]), 5);
	free(m);
	/* the pooling kernel holds 1/(kh*kw): 9 times it is 1 */
	int32_t pk[] = { 3, 3 };
	m = run_modp(TASOC_OP_POOLKERNEL, pk, 1, sh, d, 0);
	cr_assert_eq(tasoc_modp_mul(m[0], 9), 1u);
	free(m);
}

Test(kernels, modp_smooth_functions_are_fixed_and_distinct)
{
	float x[] = { 1, 2, 1, 2 };
	float *d[1] = { x };
	tasoc_shape sh[1] = { S(1, 4, 0, 0, 0) };
	uint64_t *s = run_modp(TASOC_OP_SIGMOID, NULL, 1, sh, d, 0);
	uint64_t *t = run_modp(TASOC_OP_TANH, NULL, 1, sh, d, 0);
	cr_assert_eq(s[0], s[2], "a function of the element alone");
	cr_assert_neq(s[0], s[1]);
	cr_assert_neq(s[0], t[0], "sigmoid and tanh must be different functions");
	free(s);
	free(t);
}

Test(kernels, modp_arithmetic)
{
	uint64_t p = TASOC_MODP;
	cr_assert_eq(tasoc_modp_add(p - 1, 1), 0u);
	cr_assert_eq(tasoc_modp_mul(p - 1, p - 1), 1u); /* (-1)(-1) = 1 */
	cr_assert_eq(tasoc_modp_mul(tasoc_modp_inv(12345), 12345), 1u);
	cr_assert_eq(tasoc_modp_to_int(tasoc_modp_from_int(-7)), -7);
	cr_assert_eq(tasoc_modp_from_int(INT64_MIN), tasoc_modp_from_int(INT64_MIN + (int64_t)p));
	uint64_t a = 0x1234567890abcull, b = 0xfedcba987654ull;
	cr_assert_eq(tasoc_modp_mul(a, b), (uint64_t)(((tasoc_u128)a * b) % p));
}

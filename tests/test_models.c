/* test_models.c: the bundled models build, validate, and have their architecture's operators and shapes. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/interp.h"
#include "../tools/models.h"

/*
 * Expected operator counts, derived from each architecture (the head comment
 * of tools/models_*.c gives the derivation); every operator not listed must
 * be absent.
 */
typedef struct op_count {
	int op, n;
} op_count;

typedef struct expectation {
	const char *model;
	op_count ops[10];
	int rank;
	int32_t out[4];
} expectation;

static const expectation expected[] = {
	/* stem conv + 16 blocks x 3 convs + 4 projections; 53 OIHW weights */
	{ "resnet50",
	  { { TASOC_OP_INPUT, 1 }, { TASOC_OP_WEIGHT, 53 }, { TASOC_OP_CONV2D, 53 }, { TASOC_OP_MAXPOOL2D, 1 },
	    { TASOC_OP_EWADD, 16 }, { TASOC_OP_RELU, 16 }, { -1, 0 } },
	  4, { 1, 2048, 7, 7 } },
	/* the same with the 16 middle convs grouped */
	{ "resnext50",
	  { { TASOC_OP_INPUT, 1 }, { TASOC_OP_WEIGHT, 53 }, { TASOC_OP_CONV2D, 37 }, { TASOC_OP_GROUPCONV2D, 16 },
	    { TASOC_OP_MAXPOOL2D, 1 }, { TASOC_OP_EWADD, 16 }, { TASOC_OP_RELU, 16 }, { -1, 0 } },
	  4, { 1, 2048, 7, 7 } },
	/* convs: front 5 + A 3x7 + B 4 + C 4x10 + D 6 + E 2x9 = 94; max pools:
	 * front 2, B, D; avg pools: A 3, C 4, E 2, global 1; concats: (branches - 1) per block */
	{ "inception-v3",
	  { { TASOC_OP_INPUT, 1 }, { TASOC_OP_WEIGHT, 94 }, { TASOC_OP_CONV2D, 94 }, { TASOC_OP_MAXPOOL2D, 4 },
	    { TASOC_OP_AVGPOOL2D, 10 }, { TASOC_OP_CONCAT, 3 * 3 + 2 + 4 * 3 + 2 + 2 * 5 }, { -1, 0 } },
	  4, { 1, 2048, 1, 1 } },
	/* 18 cells: 2 squeezes + 5 separable convs (depthwise + pointwise) each;
	 * pools 3 avg (normal), 2 avg + 2 max (reduction); 5 sums, 4 concats each */
	{ "nasnet-a",
	  { { TASOC_OP_INPUT, 1 }, { TASOC_OP_WEIGHT, 18 * 12 }, { TASOC_OP_CONV2D, 18 * 7 },
	    { TASOC_OP_GROUPCONV2D, 18 * 5 }, { TASOC_OP_AVGPOOL2D, 15 * 3 + 3 * 2 }, { TASOC_OP_MAXPOOL2D, 3 * 2 },
	    { TASOC_OP_EWADD, 18 * 5 }, { TASOC_OP_CONCAT, 18 * 4 }, { -1, 0 } },
	  4, { 1, 5120, 7, 7 } },
	/* per step: 8 x (2 matmuls + 1 add), 7 combining nodes, 12 activations */
	{ "nasrnn",
	  { { TASOC_OP_INPUT, 5 }, { TASOC_OP_WEIGHT, 5 * 16 + 1 }, { TASOC_OP_MATMUL, 5 * 16 },
	    { TASOC_OP_EWADD, 5 * 11 }, { TASOC_OP_EWMUL, 5 * 4 }, { TASOC_OP_RELU, 5 * 2 },
	    { TASOC_OP_SIGMOID, 5 * 5 }, { TASOC_OP_TANH, 5 * 8 }, { -1, 0 } },
	  2, { 1, 512 } },
	/* per layer: q, k, v, out + 2 per head; 15 splits each of Q, K^T, V; 15 concats */
	{ "bert",
	  { { TASOC_OP_INPUT, 1 }, { TASOC_OP_WEIGHT, 8 * 4 }, { TASOC_OP_MATMUL, 8 * 36 }, { TASOC_OP_SPLIT, 8 * 45 },
	    { TASOC_OP_TRANSPOSE, 8 }, { TASOC_OP_CONCAT, 8 * 15 }, { -1, 0 } },
	  2, { 64, 1024 } },
	{ "bert-layer",
	  { { TASOC_OP_INPUT, 1 }, { TASOC_OP_WEIGHT, 4 }, { TASOC_OP_MATMUL, 36 }, { TASOC_OP_SPLIT, 45 },
	    { TASOC_OP_TRANSPOSE, 1 }, { TASOC_OP_CONCAT, 15 }, { -1, 0 } },
	  2, { 64, 1024 } },
	/* 250 relus on 8x8 */
	{ "relu-chain", { { TASOC_OP_INPUT, 1 }, { TASOC_OP_RELU, 250 }, { -1, 0 } }, 2, { 8, 8 } },
	/* 24 layers: 6 weights, 8 matmuls, 1 transpose, 2 relus, 2 adds each */
	{ "stack",
	  { { TASOC_OP_INPUT, 1 }, { TASOC_OP_WEIGHT, 24 * 6 }, { TASOC_OP_MATMUL, 24 * 8 }, { TASOC_OP_TRANSPOSE, 24 },
	    { TASOC_OP_RELU, 24 * 2 }, { TASOC_OP_EWADD, 24 * 2 }, { -1, 0 } },
	  2, { 8, 8 } },
	{ "tiny",
	  { { TASOC_OP_INPUT, 1 }, { TASOC_OP_WEIGHT, 3 }, { TASOC_OP_CONV2D, 3 }, { TASOC_OP_RELU, 1 },
	    { TASOC_OP_CONCAT, 1 }, { -1, 0 } },
	  4, { 1, 16, 16, 16 } },
};

static const expectation *find_expectation(const char *model)
{
	for (size_t i = 0; i < sizeof expected / sizeof expected[0]; i++)
		if (strcmp(expected[i].model, model) == 0)
			return &expected[i];
	return NULL;
}

static int32_t node_named(const tasoc_graph *g, const char *name)
{
	for (int32_t v = 0; v < g->nnodes; v++)
		if (strcmp(tasoc_node_name(g, v), name) == 0)
			return v;
	return -1;
}

static const float *weight_named(const tasoc_graph *g, const char *name)
{
	int32_t v = node_named(g, name);
	cr_assert_geq(v, 0, "no node %s", name);
	cr_assert_eq(g->nodes[v].op, TASOC_OP_WEIGHT);
	return tasoc_weight_data(g, v);
}

Test(models, every_bundled_model_has_its_architecture)
{
	for (const model_info *m = model_table; m->name; m++) {
		const expectation *e = find_expectation(m->name);
		cr_assert(e != NULL, "model %s has no expected counts in this test", m->name);
		tasoc_graph g;
		cr_assert_eq(tasoc_graph_init(&g, NULL), TASOC_OK);
		cr_assert_eq(m->build(&g), TASOC_OK, "%s: %s", m->name, g.err);
		cr_assert_eq(tasoc_graph_validate(&g), TASOC_OK, "%s: %s", m->name, g.err);
		int32_t counts[TASOC_OP_COUNT], want[TASOC_OP_COUNT] = { 0 };
		model_count_ops(&g, counts);
		for (const op_count *c = e->ops; c->op >= 0; c++)
			want[c->op] = c->n;
		for (int op = 0; op < TASOC_OP_COUNT; op++)
			cr_expect_eq(counts[op], want[op], "%s: %d %s nodes, expected %d", m->name, (int)counts[op],
				     tasoc_ops[op].name, (int)want[op]);
		/* names are unique (an ONNX export needs that) */
		for (int32_t v = 0; v < g.nnodes; v++) {
			const char *name = tasoc_node_name(&g, v);
			cr_assert(name[0] != '\0', "%s: node %d has no name", m->name, (int)v);
			for (int32_t u = 0; u < v; u++)
				cr_assert(strcmp(name, tasoc_node_name(&g, u)) != 0, "%s: two nodes named %s", m->name, name);
		}
		/* every node is reachable from the output: nothing built in vain */
		int32_t *order = malloc((size_t)g.nnodes * sizeof *order), n;
		cr_assert_eq(tasoc_graph_topo(&g, false, order, &n), TASOC_OK);
		cr_expect_eq(n, g.nnodes, "%s: %d of %d nodes reach the output", m->name, (int)n, (int)g.nnodes);
		free(order);
		cr_assert_eq(g.noutputs, 1);
		const tasoc_shape *s = tasoc_ref_shape(&g, g.outputs[0]);
		cr_assert_eq(s->rank, e->rank, "%s", m->name);
		for (int i = 0; i < e->rank; i++)
			cr_expect_eq(s->dim[i], e->out[i], "%s: output dim %d is %d, expected %d", m->name, i,
				     (int)s->dim[i], (int)e->out[i]);
		tasoc_graph_free(&g);
	}
}

static const tasoc_shape *shape_of(const tasoc_graph *g, const char *name)
{
	int32_t v = node_named(g, name);
	cr_assert_geq(v, 0, "no node %s", name);
	return &g->nodes[v].out[0];
}

static void expect_dims(const tasoc_graph *g, const char *name, int32_t c, int32_t h, int32_t w)
{
	const tasoc_shape *s = shape_of(g, name);
	cr_expect(s->rank == 4 && s->dim[0] == 1 && s->dim[1] == c && s->dim[2] == h && s->dim[3] == w,
		  "%s: [%d,%d,%d,%d], expected [1,%d,%d,%d]", name, (int)s->dim[0], (int)s->dim[1], (int)s->dim[2],
		  (int)s->dim[3], (int)c, (int)h, (int)w);
}

/* stack-L and relu-chain-N build L layers and N relus; other suffixes name no model. */
Test(models, families_take_their_size_from_the_name)
{
	static const struct {
		const char *name;
		int32_t nodes;
	} ok[] = { { "stack-3", 3 * 19 + 1 }, { "stack-53", 1008 }, { "relu-chain-1", 2 }, { "relu-chain-20000", 20001 } };
	for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
		const model_info *m = model_find(ok[i].name);
		cr_assert(m, "%s", ok[i].name);
		tasoc_graph g;
		cr_assert_eq(tasoc_graph_init(&g, NULL), TASOC_OK);
		cr_assert_eq(model_build(m, ok[i].name, &g), TASOC_OK, "%s: %s", ok[i].name, g.err);
		cr_assert_eq(tasoc_graph_live(&g), ok[i].nodes, "%s: %d nodes", ok[i].name, (int)tasoc_graph_live(&g));
		cr_assert_eq(tasoc_graph_validate(&g), TASOC_OK, "%s", g.err);
		tasoc_graph_free(&g);
	}
	static const char *const bad[] = { "stack-0", "stack-", "stack-x", "stack3", "stack-3x", "tiny-3",
					   "relu-chain--1", "stack-999999999999" };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		cr_assert_null(model_find(bad[i]), "%s", bad[i]);
}

Test(models, cnn_stage_shapes)
{
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	cr_assert_eq(model_resnet50(&g), TASOC_OK, "%s", g.err);
	expect_dims(&g, "stem.conv", 64, 112, 112);
	expect_dims(&g, "stem.pool", 64, 56, 56);
	expect_dims(&g, "s1.b3.relu", 256, 56, 56);
	expect_dims(&g, "s2.b1.proj", 512, 28, 28);
	expect_dims(&g, "s3.b6.relu", 1024, 14, 14);
	cr_expect_eq(node_named(&g, "s2.b2.proj"), -1, "only the first block of a stage projects");
	tasoc_graph_free(&g);

	tasoc_graph_init(&g, NULL);
	cr_assert_eq(model_resnext50(&g), TASOC_OK, "%s", g.err);
	int32_t v = node_named(&g, "s3.b1.conv2");
	cr_assert_geq(v, 0);
	cr_expect_eq(g.nodes[v].attr[TASOC_GROUPCONV2D_GROUP], 32);
	cr_expect_eq(g.nodes[v].attr[TASOC_GROUPCONV2D_STRIDE_H], 2);
	expect_dims(&g, "s3.b1.conv2", 512, 14, 14);
	tasoc_graph_free(&g);

	tasoc_graph_init(&g, NULL);
	cr_assert_eq(model_inception_v3(&g), TASOC_OK, "%s", g.err);
	expect_dims(&g, "front.conv1", 32, 149, 149);
	expect_dims(&g, "front.pool1", 64, 73, 73);
	expect_dims(&g, "front.pool2", 192, 35, 35);
	expect_dims(&g, "a1.concat.3", 256, 35, 35);
	expect_dims(&g, "a3.concat.3", 288, 35, 35);
	expect_dims(&g, "b.concat.2", 768, 17, 17);
	expect_dims(&g, "c4.concat.3", 768, 17, 17);
	expect_dims(&g, "d.concat.2", 1280, 8, 8);
	expect_dims(&g, "e2.concat.5", 2048, 8, 8);
	tasoc_graph_free(&g);

	tasoc_graph_init(&g, NULL);
	cr_assert_eq(model_nasnet_a(&g), TASOC_OK, "%s", g.err);
	expect_dims(&g, "s1.normal5.concat.4", 640, 56, 56);
	expect_dims(&g, "s1.reduce.concat.4", 1280, 28, 28);
	expect_dims(&g, "s2.normal5.concat.4", 1280, 28, 28);
	expect_dims(&g, "s3.reduce.concat.4", 5120, 7, 7);
	v = node_named(&g, "s2.normal1.sep0.dw");
	cr_assert_geq(v, 0);
	cr_expect_eq(g.nodes[v].attr[TASOC_GROUPCONV2D_GROUP], 256, "separable convs are depthwise");
	tasoc_graph_free(&g);
}

static void matmul(const float *a, const float *b, float *c, int m, int k, int n)
{
	for (int i = 0; i < m; i++)
		for (int j = 0; j < n; j++) {
			double s = 0;
			for (int p = 0; p < k; p++)
				s += (double)a[i * k + p] * b[p * n + j];
			c[i * n + j] = (float)s;
		}
}

static void expect_close(const float *got, const float *want, int n, const char *what)
{
	double scale = 0;
	for (int i = 0; i < n; i++)
		scale = fmax(scale, fabs(want[i]));
	cr_assert_gt(scale, 0, "%s: the reference output is all zero", what);
	for (int i = 0; i < n; i++)
		cr_assert(fabs(got[i] - want[i]) <= 1e-4 * scale, "%s[%d]: %g, expected %g", what, i, got[i], want[i]);
}

/* Runs g (one input per x[i], one output) with the interpreter into y. */
static void interpret(tasoc_graph *g, float **x, float *y)
{
	cr_assert_eq(tasoc_interp(g, TASOC_MODE_F32, (const void *const *)x, (void *const *)&y), TASOC_OK, "%s",
		     g->err);
}

/* The attention layers computed directly, head by head, against the graph's splits and concats. */
Test(models, bert_small_matches_direct_attention)
{
	enum { S = 8, H = 16, N = 4, L = 2, D = H / N };
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	cr_assert_eq(model_bert_sized(&g, S, H, N, L), TASOC_OK, "%s", g.err);
	float x[S * H], y[S * H], want[S * H];
	tasoc_fill_random(x, S * H, 7);
	float *in[] = { x };
	interpret(&g, in, y);

	float cur[S * H], q[S * H], k[S * H], v[S * H], o[S * H];
	memcpy(cur, x, sizeof cur);
	for (int l = 0; l < L; l++) {
		char name[32];
		const float *w[4];
		static const char *wn[] = { "Wq", "Wk", "Wv", "Wo" };
		for (int i = 0; i < 4; i++) {
			snprintf(name, sizeof name, "layer%d.%s", l, wn[i]);
			w[i] = weight_named(&g, name);
		}
		matmul(cur, w[0], q, S, H, H);
		matmul(cur, w[1], k, S, H, H);
		matmul(cur, w[2], v, S, H, H);
		for (int h = 0; h < N; h++)
			for (int i = 0; i < S; i++)
				for (int c = 0; c < D; c++) {
					double s = 0;
					for (int j = 0; j < S; j++) {
						double logit = 0;
						for (int e = 0; e < D; e++)
							logit += (double)q[i * H + h * D + e] * k[j * H + h * D + e];
						s += logit * v[j * H + h * D + c];
					}
					o[i * H + h * D + c] = (float)s;
				}
		matmul(o, w[3], cur, S, H, H);
	}
	memcpy(want, cur, sizeof want);
	expect_close(y, want, S * H, "bert y");
	tasoc_graph_free(&g);
}

static float sigm(float x)
{
	return 1.0f / (1.0f + expf(-x));
}

/* The NasRNN cell computed directly from its equations. */
Test(models, nasrnn_small_matches_its_equations)
{
	enum { H = 8, T = 3 };
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	cr_assert_eq(model_nasrnn_sized(&g, H, T), TASOC_OK, "%s", g.err);
	float xs[T][H], y[H];
	float *in[T];
	for (int s = 0; s < T; s++) {
		tasoc_fill_random(xs[s], H, 50 + (uint64_t)s);
		in[s] = xs[s];
	}
	interpret(&g, in, y);

	float h[H], t[8][H], a[H], b[H], m[7][H];
	memcpy(h, weight_named(&g, "h0"), sizeof h);
	for (int s = 0; s < T; s++) {
		for (int j = 0; j < 8; j++) {
			char name[32];
			snprintf(name, sizeof name, "step%d.W%d", s, j);
			matmul(xs[s], weight_named(&g, name), a, 1, H, H);
			snprintf(name, sizeof name, "step%d.U%d", s, j);
			matmul(h, weight_named(&g, name), b, 1, H, H);
			for (int i = 0; i < H; i++)
				t[j][i] = a[i] + b[i];
		}
		for (int i = 0; i < H; i++) {
			m[0][i] = fmaxf(t[0][i], 0) + sigm(t[3][i]);
			m[1][i] = sigm(t[1][i]) + tanhf(t[2][i]);
			m[2][i] = sigm(t[4][i]) * tanhf(t[5][i]);
			m[3][i] = sigm(t[6][i]) * fmaxf(t[7][i], 0);
			m[4][i] = sigm(m[1][i]) + tanhf(m[2][i]);
			m[5][i] = tanhf(m[0][i]) * tanhf(m[3][i]);
			m[6][i] = tanhf(m[4][i]) * tanhf(m[5][i]);
			h[i] = tanhf(m[6][i]);
		}
	}
	expect_close(y, h, H, "nasrnn h");
	tasoc_graph_free(&g);
}

/* TASO's size runs through the interpreter and stays in tanh's range. */
Test(models, nasrnn_full_size_runs)
{
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	cr_assert_eq(model_nasrnn(&g), TASOC_OK, "%s", g.err);
	int32_t ids[8];
	cr_assert_eq(tasoc_graph_inputs(&g, ids), 5);
	float *in[5], y[512];
	for (int i = 0; i < 5; i++) {
		in[i] = malloc(512 * sizeof(float));
		tasoc_fill_random(in[i], 512, 100 + (uint64_t)i);
	}
	interpret(&g, in, y);
	int distinct = 0;
	for (int i = 0; i < 512; i++) {
		cr_assert(isfinite(y[i]) && fabsf(y[i]) <= 1.0f, "h[%d] = %g", i, y[i]);
		distinct += y[i] != y[0];
	}
	cr_expect_gt(distinct, 0, "the state is not constant");
	for (int i = 0; i < 5; i++)
		free(in[i]);
	tasoc_graph_free(&g);
}

Test(models, same_weights_on_every_build)
{
	tasoc_graph a, b;
	tasoc_graph_init(&a, NULL);
	tasoc_graph_init(&b, NULL);
	cr_assert_eq(model_bert_sized(&a, 4, 8, 2, 1), TASOC_OK);
	cr_assert_eq(model_bert_sized(&b, 4, 8, 2, 1), TASOC_OK);
	cr_assert_eq(a.nnodes, b.nnodes);
	const float *wq = weight_named(&a, "layer0.Wq"), *wk = weight_named(&a, "layer0.Wk");
	cr_expect(memcmp(wq, weight_named(&b, "layer0.Wq"), 64 * sizeof(float)) == 0);
	cr_expect(memcmp(wq, wk, 64 * sizeof(float)) != 0, "each weight has its own seed");
	/* LeCun scaling: |w| < sqrt(3 / fan_in) */
	for (int i = 0; i < 64; i++)
		cr_expect(fabsf(wq[i]) < sqrtf(3.0f / 8.0f) + 1e-6f);
	tasoc_graph_free(&a);
	tasoc_graph_free(&b);
}

Test(models, first_failure_is_reported)
{
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	/* 16 columns do not cut into 5 heads */
	cr_assert_neq(model_bert_sized(&g, 4, 16, 5, 2), TASOC_OK);
	cr_assert(strstr(g.err, "layer0.q.split") != NULL, "%s", g.err);
	cr_assert_eq(g.noutputs, 0);
	tasoc_graph_free(&g);
}

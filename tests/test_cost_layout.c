/* test_cost_layout.c: the blocked-layout account: reorders where ORT's NCHWc region ends, nodes run inside a convolution. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../core/cost.h"
#include "../host/fileio.h"
#include "../core/tasoc.h"
#include "graph_run.h"
#include "../host/cost_file.h"

/*
 * Exact costs: a reorder 1 ms (so that the account shows in the sums), a
 * convolution or matrix product 0.5 ms plus its output channels / 1024 (two convolutions of
 * one input cost more than their merge), anything else 0.01 ms. "blocked"
 * is a runtime with 16-channel blocks, as ORT on AVX-512; "plain" has none.
 * Both choose the convolutions' layout themselves (no NHWC search).
 */
static double unit_cost(void *ctx, const tasoc_cost_key *k)
{
	(void)ctx;
	if (tasoc_cost_key_is_reorder(k))
		return 1.0;
	if (k->op == TASOC_OP_CONV2D || k->op == TASOC_OP_GROUPCONV2D || k->op == TASOC_OP_MATMUL)
		return 0.5 + k->out[0].dim[k->out[0].rank == 4] / 1024.0;
	return 0.01;
}

static const tasoc_cost_backend blocked = { "blocked", unit_cost, NULL, NULL, TASOC_COST_OWN_CONV_LAYOUT, 16, NULL };
static const tasoc_cost_backend plain = { "plain", unit_cost, NULL, NULL, TASOC_COST_OWN_CONV_LAYOUT, 0, NULL };

static int32_t weight(tasoc_graph *g, int32_t co, int32_t ci)
{
	tasoc_shape s = tasoc_shape_make(4, (const int32_t[]){ co, ci, 1, 1 });
	float *d = calloc((size_t)tasoc_numel(&s), sizeof *d);
	for (int64_t i = 0; i < tasoc_numel(&s); i++)
		d[i] = (float)((i * 7919) % 13) / 13.0f - 0.5f;
	int32_t id = tasoc_add_weight(g, NULL, s, d, true);
	free(d);
	cr_assert_geq(id, 0, "%s", g->err);
	return id;
}

/* A 1x1 convolution of output x.out of node x.node (conv: of node x's first output). */
static int32_t conv_of(tasoc_graph *g, tasoc_ref x, int32_t co, int act)
{
	int32_t ci = tasoc_ref_shape(g, x)->dim[1];
	int32_t attr[TASOC_MAX_ATTRS] = { 0 };
	attr[TASOC_CONV2D_STRIDE_H] = attr[TASOC_CONV2D_STRIDE_W] = 1;
	attr[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME;
	attr[TASOC_CONV2D_ACTIVATION] = act;
	tasoc_ref in[] = { x, { weight(g, co, ci), 0 } };
	int32_t v = tasoc_add_op(g, TASOC_OP_CONV2D, attr, 2, in, NULL);
	cr_assert_geq(v, 0, "%s", g->err);
	return v;
}

static int32_t conv(tasoc_graph *g, int32_t x, int32_t co, int act)
{
	return conv_of(g, (tasoc_ref){ x, 0 }, co, act);
}

static int32_t op(tasoc_graph *g, int o, tasoc_ref a, tasoc_ref b)
{
	tasoc_ref in[] = { a, b };
	int32_t v = tasoc_add_op(g, o, NULL, b.node < 0 ? 1 : 2, in, NULL);
	cr_assert_geq(v, 0, "%s", g->err);
	return v;
}

static tasoc_ref R(int32_t v)
{
	return (tasoc_ref){ v, 0 };
}

static const tasoc_ref none = { -1, 0 };

static int32_t input(tasoc_graph *g, int32_t c)
{
	return tasoc_add_input(g, "x", tasoc_shape_make(4, (const int32_t[]){ 1, c, 8, 8 }));
}

/* g's account under b is reorders_in, reorders_out and fused as given; returns g's cost. */
static double account(const tasoc_cost_backend *b, tasoc_graph *g, int in, int out, int fused, const char *why)
{
	tasoc_cost_model cm;
	tasoc_cost_layout acc;
	cr_assert_eq(tasoc_cost_init(&cm, g->al, b), TASOC_OK);
	cr_assert_eq(tasoc_cost_layout_account(&cm, g, &acc), 0);
	cr_assert(acc.reorders_in == in && acc.reorders_out == out && acc.fused == fused,
		  "%s: %d ReorderInput, %d ReorderOutput, %d fused; expected %d, %d, %d", why, (int)acc.reorders_in,
		  (int)acc.reorders_out, (int)acc.fused, in, out, fused);
	double c = tasoc_cost_graph(&cm, g);
	tasoc_cost_free(&cm);
	return c;
}

/*
 * A residual block as ResNet's: conv, conv, Add of the two, Relu. In the
 * blocked layout the Add and the Relu run inside the second convolution;
 * the one reorder is the output's. Without a block nothing is accounted.
 */
Test(cost_layout, a_residual_add_and_its_relu_run_inside_the_convolution)
{
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	int32_t x = input(&g, 3);
	int32_t a = conv(&g, x, 64, TASOC_ACTIVATION_RELU), b = conv(&g, a, 64, TASOC_ACTIVATION_NONE);
	int32_t s = op(&g, TASOC_OP_EWADD, R(b), R(a)), y = op(&g, TASOC_OP_RELU, R(s), none);
	cr_assert_eq(tasoc_add_output(&g, R(y), "y"), TASOC_OK);
	/* 3 input channels: the first convolution reads the plain tensor; the one reorder is the output's */
	double c = account(&blocked, &g, 0, 1, 2, "the Add and the Relu inside");
	double keys = 2 * (0.5 + 64 / 1024.0) + 2 * 0.01;
	cr_assert_float_eq(c, keys + 1.0 - 0.02, 1e-9, "%g", c);
	c = account(&plain, &g, 0, 0, 0, "no block");
	cr_assert_float_eq(c, keys, 1e-9, "%g", c);
	tasoc_graph_free(&g);
}

/*
 * The Add is not fused when its convolution has a Relu already, or when
 * something else reads the convolution too; its Relu then runs on the
 * blocked tensor, as ORT runs it, with no reorder.
 */
Test(cost_layout, an_add_runs_alone_after_a_convolution_with_an_activation_or_other_readers)
{
	for (int other = 0; other < 2; other++) {
		tasoc_graph g;
		tasoc_graph_init(&g, NULL);
		int32_t x = input(&g, 32);
		int32_t a = conv(&g, x, 32, TASOC_ACTIVATION_NONE);
		int32_t b = conv(&g, a, 32, other ? TASOC_ACTIVATION_NONE : TASOC_ACTIVATION_RELU);
		int32_t s = op(&g, TASOC_OP_EWADD, R(b), R(a)), y = op(&g, TASOC_OP_RELU, R(s), none);
		cr_assert_eq(tasoc_add_output(&g, R(y), "y"), TASOC_OK);
		if (other)
			cr_assert_eq(tasoc_add_output(&g, R(b), "b"), TASOC_OK);
		/*
		 * x is plain, of 32 channels: the first convolution takes it through a
		 * ReorderInput; the output y is blocked (and the output b); a is read
		 * twice, b has a Relu or is read twice.
		 */
		account(&blocked, &g, 1, 1 + other, 0, other ? "b read twice" : "b with a Relu");
		tasoc_graph_free(&g);
	}
}

/*
 * A merge's Split ends the region: one ReorderOutput before it, a
 * ReorderInput for each half a convolution reads. docs/benchmarks.md
 * counted exactly these in ORT's profile of ResNet-50's searched graph.
 */
Test(cost_layout, a_split_between_convolutions_costs_its_reorders)
{
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	int32_t x = input(&g, 3);
	int32_t a = conv(&g, x, 64, TASOC_ACTIVATION_RELU);
	int32_t sizes[TASOC_MAX_ATTRS] = { 1, 32 };
	tasoc_ref in[] = { R(a) };
	int32_t sp = tasoc_add_op(&g, TASOC_OP_SPLIT, sizes, 1, in, NULL);
	cr_assert_geq(sp, 0, "%s", g.err);
	int32_t y0 = conv_of(&g, (tasoc_ref){ sp, 0 }, 32, TASOC_ACTIVATION_RELU);
	int32_t y1 = conv_of(&g, (tasoc_ref){ sp, 1 }, 32, TASOC_ACTIVATION_RELU);
	int32_t y = op(&g, TASOC_OP_EWADD, R(y0), R(y1));
	cr_assert_eq(tasoc_add_output(&g, R(y), "y"), TASOC_OK);
	/* out: before the Split, and the output; in: each half; both convolutions have a Relu: the Add runs alone */
	account(&blocked, &g, 2, 2, 0, "a Split between convolutions");
	tasoc_graph_free(&g);
}

/* Reorder keys: their own lines in a cache file, apart from the plain conversions', which read as before. */
Test(cost_layout, reorder_keys_round_trip_through_a_cache_file)
{
	tasoc_cost_model cm;
	cr_assert_eq(tasoc_cost_init(&cm, NULL, &plain), TASOC_OK);
	tasoc_shape t = tasoc_shape_make(4, (const int32_t[]){ 1, 64, 8, 8 });
	tasoc_cost_key into, out, conv;
	tasoc_cost_reorder_key(&t, 16, true, &into);
	tasoc_cost_reorder_key(&t, 16, false, &out);
	tasoc_cost_reorder_key(&t, 0, true, &conv); /* a plain nhwc's key has attr 0 */
	cr_assert_eq(tasoc_cost_insert(&cm, &into, 0.25), 0);
	cr_assert_eq(tasoc_cost_insert(&cm, &out, 0.5), 0);
	cr_assert_eq(tasoc_cost_insert(&cm, &conv, 0.75), 0);
	char path[] = "/tmp/tasoc-layout-cache-XXXXXX";
	int fd = mkstemp(path);
	cr_assert_geq(fd, 0);
	close(fd);
	cr_assert_eq(tasoc_cost_save(&cm, path), TASOC_OK, "%s", cm.err);
	size_t size;
	char *text = tasoc_read_file(path, &size);
	cr_assert_not_null(strstr(text, "nhwc a=16 in=[1,64,8,8] out=[1,64,8,8] cost=0.25"), "%s", text);
	cr_assert_not_null(strstr(text, "nchw a=16 in=[1,64,8,8] out=[1,64,8,8] cost=0.5"), "%s", text);
	cr_assert_not_null(strstr(text, "nhwc a=- in=[1,64,8,8]"), "%s", text);
	free(text);
	tasoc_cost_model back;
	cr_assert_eq(tasoc_cost_init(&back, NULL, &plain), TASOC_OK);
	cr_assert_eq(tasoc_cost_load(&back, path), TASOC_OK, "%s", back.err);
	cr_assert_float_eq(tasoc_cost_lookup(&back, &into), 0.25, 1e-12);
	cr_assert_float_eq(tasoc_cost_lookup(&back, &out), 0.5, 1e-12);
	cr_assert_float_eq(tasoc_cost_lookup(&back, &conv), 0.75, 1e-12);
	cr_assert_eq(back.misses, 0, "every key came from the file");
	unlink(path);
	tasoc_cost_free(&back);
	tasoc_cost_free(&cm);
}

/*
 * Two 1x1 convolutions of one input, each read by a convolution: their
 * merge (one convolution, then a Split) is cheaper by the keys, so the
 * search takes it where the runtime has no blocked layout. Where it does,
 * the Split's three reorders cost more than the merge saves, and the
 * search keeps the input: it picks a graph by its whole cost, not by the
 * sum of its keys alone. The written file is priced as the report says.
 */
Test(cost_layout, the_search_does_not_take_a_merge_its_reorders_make_dearer)
{
	for (int b = 0; b < 2; b++) {
		tasoc_graph g, out;
		tasoc_graph_init(&g, NULL);
		int32_t x = input(&g, 3);
		int32_t h = conv(&g, x, 64, TASOC_ACTIVATION_RELU);
		int32_t a = conv(&g, h, 64, TASOC_ACTIVATION_RELU), c = conv(&g, h, 64, TASOC_ACTIVATION_RELU);
		int32_t y0 = conv(&g, a, 64, TASOC_ACTIVATION_RELU), y1 = conv(&g, c, 64, TASOC_ACTIVATION_RELU);
		cr_assert_eq(tasoc_add_output(&g, R(y0), "y0"), TASOC_OK);
		cr_assert_eq(tasoc_add_output(&g, R(y1), "y1"), TASOC_OK);
		tasoc_cost_model cm;
		cr_assert_eq(tasoc_cost_init(&cm, NULL, b ? &blocked : &plain), TASOC_OK);
		tasoc_options o;
		tasoc_options_default(&o);
		o.common.cost = &cm;
		tasoc_stats st;
		cr_assert_eq(tasoc_optimize(&g, &o, &out, &st), TASOC_OK, "%s", g.err);
		int splits = tasoc_graph_count_op(&out, TASOC_OP_SPLIT);
		if (b)
			cr_assert_eq(splits, 0, "blocked: the merge's reorders cost more than it saves (%g -> %g)",
				     st.cost_before, st.cost_after);
		else
			cr_assert_gt(splits, 0, "plain: the merge is taken (%g -> %g)", st.cost_before, st.cost_after);
		cr_assert_float_eq(st.cost_after, tasoc_cost_graph(&cm, &out), 1e-9, "the report is the graph's cost");
		gr_same_outputs_in_order(&g, &out, "merged or not");
		tasoc_stats_free(&g, &st);
		tasoc_cost_free(&cm);
		tasoc_graph_free(&out);
		tasoc_graph_free(&g);
	}
}

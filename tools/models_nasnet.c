/* models_nasnet.c: NasNet-A, with TASO's cell structure and sizes. */
#include <stdio.h>

#include "model_layers.h"
#include "models.h"

/*
 * Follows TASO's examples/nasnet_a.py, batch 1, input 1x128x56x56 (the
 * network body; no stem, as in TASO):
 *
 *   3 stages of 5 normal cells then 1 reduction cell, with 128, 256 and 512
 *   channels per cell branch in the normal cells and 256, 512 and 1024 in the
 *   reduction cells. A cell concatenates its 5 branch sums, so it outputs 5x
 *   its branch channels: 640x56x56 after stage 1's normal cells, 1280x28x28
 *   after its reduction, ... 5120x7x7 at the end.
 *
 *   A cell takes the two previous cell outputs (prev, cur), squeezes cur to
 *   the branch channels with a 1x1 conv + relu and fits prev to it (a 1x1
 *   conv + relu; a 3x3/2 conv + relu when prev is larger, which TASO's
 *   schedule never needs: both inputs of every cell have the same size).
 *   A separable conv is a depthwise KxK conv (groupconv2d with one group per
 *   channel, no activation) then a 1x1 conv (no activation).
 *
 *   normal cell, 5 sums: sep3(cur) + cur, sep3(prev) + sep3(cur),
 *     avg3(cur) + prev, avg3(prev) + avg3(prev), sep3(prev) + sep3(prev)
 *   reduction cell, 5 sums (all stride 2 except the last two branches):
 *     o0 = sep7(prev) + sep5(cur), o1 = max3(cur) + sep7(prev),
 *     o2 = avg3(cur) + sep5(prev), max3(cur) + sep3(o0), avg3/1(o0) + o1
 *
 * Padding SAME throughout; average pools count the padding (cuDNN's
 * include-padding mode).
 *
 * Departures: TASO's n-ary concat is a chain of 4 binary concats per cell,
 * and the 1x1 stride-1 max pool TASO puts on the input (an identity) is left
 * out.
 *
 * Operator counts: each of the 18 cells (15 normal, 3 reduction) has 2
 * squeezing convs and 5 separable convs, so 18 x 7 = 126 conv2d and 18 x 5 =
 * 90 groupconv2d; avgpool2d 15 x 3 + 3 x 2 = 51, maxpool2d 3 x 2 = 6,
 * ewadd 18 x 5 = 90, concat 18 x 4 = 72. 39.9 M weight elements (160 MB).
 */

enum { SAME = TASOC_PADDING_SAME, NONE = TASOC_ACTIVATION_NONE, RELU = TASOC_ACTIVATION_RELU };

static tasoc_ref squeeze(model_builder *b, tasoc_ref x, int out, const char *cell, const char *part)
{
	return model_conv(b, x, out, 1, 1, 1, SAME, RELU, "%s.%s", cell, part);
}

static tasoc_ref fit(model_builder *b, tasoc_ref x, tasoc_ref cur, const char *cell)
{
	if (b->status != TASOC_OK)
		return x;
	const tasoc_shape *cs = tasoc_ref_shape(b->g, cur);
	if (tasoc_ref_shape(b->g, x)->dim[2] == cs->dim[2])
		return squeeze(b, x, cs->dim[1], cell, "fit");
	return model_conv(b, x, cs->dim[1], 3, 3, 2, SAME, RELU, "%s.fit", cell);
}

static tasoc_ref sep(model_builder *b, tasoc_ref x, int out, int k, int stride, const char *cell, int i)
{
	tasoc_ref t = model_groupconv(b, x, out, out, k, k, stride, SAME, NONE, "%s.sep%d.dw", cell, i);
	return model_conv(b, t, out, 1, 1, 1, SAME, NONE, "%s.sep%d.pw", cell, i);
}

static tasoc_ref pool(model_builder *b, int op, tasoc_ref x, int stride, const char *cell, int i)
{
	return model_pool(b, op, x, 3, stride, SAME, "%s.pool%d", cell, i);
}

static tasoc_ref add(model_builder *b, tasoc_ref x, tasoc_ref y, const char *cell, int i)
{
	return model_op2(b, TASOC_OP_EWADD, x, y, "%s.add%d", cell, i);
}

static tasoc_ref normal_cell(model_builder *b, tasoc_ref prev, tasoc_ref cur, int out, const char *n)
{
	enum { AVG = TASOC_OP_AVGPOOL2D };
	cur = squeeze(b, cur, out, n, "squeeze");
	prev = fit(b, prev, cur, n);
	/* One statement a branch: C leaves the order of argument evaluation
	 * open, and weight seeds follow the order of construction. */
	tasoc_ref t[10], o[5];
	t[0] = sep(b, cur, out, 3, 1, n, 0);
	t[1] = cur;
	t[2] = sep(b, prev, out, 3, 1, n, 1);
	t[3] = sep(b, cur, out, 3, 1, n, 2);
	t[4] = pool(b, AVG, cur, 1, n, 0);
	t[5] = prev;
	t[6] = pool(b, AVG, prev, 1, n, 1);
	t[7] = pool(b, AVG, prev, 1, n, 2);
	t[8] = sep(b, prev, out, 3, 1, n, 3);
	t[9] = sep(b, prev, out, 3, 1, n, 4);
	for (int i = 0; i < 5; i++)
		o[i] = add(b, t[2 * i], t[2 * i + 1], n, i);
	return model_concat(b, 1, 5, o, "%s.concat", n);
}

static tasoc_ref reduction_cell(model_builder *b, tasoc_ref prev, tasoc_ref cur, int out, const char *n)
{
	enum { AVG = TASOC_OP_AVGPOOL2D, MAX = TASOC_OP_MAXPOOL2D };
	cur = squeeze(b, cur, out, n, "squeeze");
	prev = fit(b, prev, cur, n);
	tasoc_ref t[10], o[5];
	t[0] = sep(b, prev, out, 7, 2, n, 0);
	t[1] = sep(b, cur, out, 5, 2, n, 1);
	o[0] = add(b, t[0], t[1], n, 0);
	t[2] = pool(b, MAX, cur, 2, n, 0);
	t[3] = sep(b, prev, out, 7, 2, n, 2);
	o[1] = add(b, t[2], t[3], n, 1);
	t[4] = pool(b, AVG, cur, 2, n, 1);
	t[5] = sep(b, prev, out, 5, 2, n, 3);
	o[2] = add(b, t[4], t[5], n, 2);
	t[6] = pool(b, MAX, cur, 2, n, 2);
	t[7] = sep(b, o[0], out, 3, 1, n, 4);
	o[3] = add(b, t[6], t[7], n, 3);
	t[8] = pool(b, AVG, o[0], 1, n, 3);
	t[9] = o[1];
	o[4] = add(b, t[8], t[9], n, 4);
	return model_concat(b, 1, 5, o, "%s.concat", n);
}

tasoc_status model_nasnet_a(tasoc_graph *g)
{
	static const int32_t xs[] = { 1, 128, 56, 56 };
	model_builder b;
	model_begin(&b, g, 1);
	tasoc_ref input = model_input(&b, 4, xs, "x");
	int out = 128;
	for (int s = 0; s < 3; s++) {
		tasoc_ref prev = input, cur = input;
		for (int k = 0; k < 5; k++) {
			char name[32];
			snprintf(name, sizeof name, "s%d.normal%d", s + 1, k + 1);
			tasoc_ref t = normal_cell(&b, prev, cur, out, name);
			prev = cur;
			cur = t;
		}
		out *= 2;
		char name[32];
		snprintf(name, sizeof name, "s%d.reduce", s + 1);
		input = reduction_cell(&b, prev, cur, out, name);
	}
	return model_end(&b, input, "features");
}

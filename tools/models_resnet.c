/* models_resnet.c: ResNet-50 and ResNeXt-50 (32x4d), as in TASO's benchmarks. */
#include <stdio.h>

#include "model_layers.h"
#include "models.h"

/*
 * Both follow TASO's examples/resnet50.py and resnext50.py, batch 1, input
 * 1x3x224x224:
 *
 *   stem: 7x7 conv stride 2 with relu (64 channels, 112x112), 3x3 max pool
 *         stride 2 (56x56); all padding SAME.
 *   stages of 3, 4, 6 and 3 bottleneck blocks; the first block of stages 2-4
 *         has stride 2 (on its 3x3 convolution), giving 56, 28, 14 and 7.
 *   block: 1x1 conv + relu, 3x3 conv + relu, 1x1 conv (no activation), a 1x1
 *         projection of the block input where the stride or the channel count
 *         changes (the first block of each stage), then ewadd and a separate
 *         relu node.
 *   ResNet-50: widths 64, 128, 256, 512, block output 4x the width.
 *   ResNeXt-50: widths 128, 256, 512, 1024, the 3x3 convolution grouped in 32
 *         (groupconv2d), block output 2x the width.
 *
 * Both end at the last block: 1x2048x7x7.
 *
 * Where this departs from the original papers, it is TASO's choice, kept so
 * the figures compare with TASO's: no batch normalization (folded into the
 * convolutions at inference), the projection carries a relu (the paper's is
 * linear), and there is no classifier head (global pool and fully connected
 * layer). TASO's resnet50.py starts at the stage-1 input (1x64x56x56); the
 * stem here is the one of its resnext50.py, so ResNet-50 takes the 224x224
 * image too.
 *
 * Operator counts: ResNet-50 has 53 conv2d (1 stem + 16 x 3 + 4 projections),
 * ResNeXt-50 37 conv2d and 16 groupconv2d; both 1 maxpool2d, 16 ewadd, 16 relu.
 */

static tasoc_ref bottleneck(model_builder *b, tasoc_ref x, int stride, int width, int expand, int group,
			    const char *name)
{
	int out = width * expand;
	tasoc_ref t = model_conv(b, x, width, 1, 1, 1, TASOC_PADDING_SAME, TASOC_ACTIVATION_RELU, "%s.conv1", name);
	t = model_groupconv(b, t, width, group, 3, 3, stride, TASOC_PADDING_SAME, TASOC_ACTIVATION_RELU,
			    "%s.conv2", name);
	t = model_conv(b, t, out, 1, 1, 1, TASOC_PADDING_SAME, TASOC_ACTIVATION_NONE, "%s.conv3", name);
	if (b->status != TASOC_OK)
		return t;
	if (stride > 1 || tasoc_ref_shape(b->g, x)->dim[1] != out)
		x = model_conv(b, x, out, 1, 1, stride, TASOC_PADDING_SAME, TASOC_ACTIVATION_RELU, "%s.proj", name);
	t = model_op2(b, TASOC_OP_EWADD, x, t, "%s.add", name);
	return model_op1(b, TASOC_OP_RELU, t, "%s.relu", name);
}

static tasoc_status build(tasoc_graph *g, int width0, int expand, int group)
{
	static const int blocks[] = { 3, 4, 6, 3 };
	static const int32_t xs[] = { 1, 3, 224, 224 };
	model_builder b;
	model_begin(&b, g, 1);
	tasoc_ref t = model_input(&b, 4, xs, "image");
	t = model_conv(&b, t, 64, 7, 7, 2, TASOC_PADDING_SAME, TASOC_ACTIVATION_RELU, "stem.conv");
	t = model_pool(&b, TASOC_OP_MAXPOOL2D, t, 3, 2, TASOC_PADDING_SAME, "stem.pool");
	for (int s = 0; s < 4; s++)
		for (int k = 0; k < blocks[s]; k++) {
			char name[32];
			snprintf(name, sizeof name, "s%d.b%d", s + 1, k + 1);
			int stride = (s > 0 && k == 0) ? 2 : 1;
			t = bottleneck(&b, t, stride, width0 << s, expand, group, name);
		}
	return model_end(&b, t, "features");
}

tasoc_status model_resnet50(tasoc_graph *g)
{
	return build(g, 64, 4, 1);
}

tasoc_status model_resnext50(tasoc_graph *g)
{
	return build(g, 128, 2, 32);
}

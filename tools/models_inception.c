/* models_inception.c: Inception-v3, as in TASO's benchmarks. */
#include "model_layers.h"
#include "models.h"

/*
 * Follows TASO's examples/inceptionv3.py (itself torchvision's Inception-v3
 * without batch normalization and auxiliary head), batch 1, input 1x3x299x299:
 *
 *   front: 3x3/2 conv (32, 149x149), 3x3 conv (32, 147), 3x3 conv padded
 *          (64, 147), 3x3/2 max pool (73), 1x1 conv (80), 3x3 conv (192, 71),
 *          3x3/2 max pool (192x35x35)
 *   3 x block A (pool features 32, 64, 64): 256, 288, 288 channels at 35x35
 *   block B: 768 at 17x17
 *   4 x block C (7x7 channels 128, 160, 160, 192): 768 at 17x17
 *   block D: 1280 at 8x8
 *   2 x block E: 2048 at 8x8
 *   global average pool: 1x2048x1x1
 *
 * Every convolution carries a relu. Padding as TASO derives it: a layer
 * without padding and a kernel bigger than 1x1 is VALID, the others SAME
 * (for the odd kernels here, at stride 1, SAME is the symmetric padding of
 * torchvision). Average pools count the padding, as torchvision's do.
 *
 * Departures: TASO's n-ary concat is a left-deep chain of binary concats
 * (a 4-way concat is 3 nodes); the global pool is an 8x8 VALID average pool
 * (TASO's script passes a 1x1 kernel there, which leaves the 8x8 map as it
 * is); no classifier layer, as in TASO.
 *
 * Operator counts: 94 conv2d (front 5, A 7, B 4, C 10, D 6, E 9), 4
 * maxpool2d, 10 avgpool2d, 35 concat.
 */

enum { SAME = TASOC_PADDING_SAME, VALID = TASOC_PADDING_VALID };

/* A convolution with relu; pad says whether the layer is padded (SAME). */
static tasoc_ref cv(model_builder *b, tasoc_ref x, int out, int kh, int kw, int stride, int pad, const char *name,
		    const char *part)
{
	int padding = (pad || (kh == 1 && kw == 1)) ? SAME : VALID;
	return model_conv(b, x, out, kh, kw, stride, padding, TASOC_ACTIVATION_RELU, "%s.%s", name, part);
}

static tasoc_ref front(model_builder *b, tasoc_ref v)
{
	v = cv(b, v, 32, 3, 3, 2, 0, "front", "conv1");
	v = cv(b, v, 32, 3, 3, 1, 0, "front", "conv2");
	v = cv(b, v, 64, 3, 3, 1, 1, "front", "conv3");
	v = model_pool(b, TASOC_OP_MAXPOOL2D, v, 3, 2, VALID, "front.pool1");
	v = cv(b, v, 80, 1, 1, 1, 0, "front", "conv4");
	v = cv(b, v, 192, 3, 3, 1, 0, "front", "conv5");
	return model_pool(b, TASOC_OP_MAXPOOL2D, v, 3, 2, VALID, "front.pool2");
}

static tasoc_ref block_a(model_builder *b, tasoc_ref v, int pool_features, const char *n)
{
	tasoc_ref br[4];
	br[0] = cv(b, v, 64, 1, 1, 1, 0, n, "1x1");
	br[1] = cv(b, v, 48, 1, 1, 1, 0, n, "5x5a");
	br[1] = cv(b, br[1], 64, 5, 5, 1, 1, n, "5x5b");
	br[2] = cv(b, v, 64, 1, 1, 1, 0, n, "3x3dbla");
	br[2] = cv(b, br[2], 96, 3, 3, 1, 1, n, "3x3dblb");
	br[2] = cv(b, br[2], 96, 3, 3, 1, 1, n, "3x3dblc");
	br[3] = model_pool(b, TASOC_OP_AVGPOOL2D, v, 3, 1, SAME, "%s.pool", n);
	br[3] = cv(b, br[3], pool_features, 1, 1, 1, 0, n, "poolproj");
	return model_concat(b, 1, 4, br, "%s.concat", n);
}

static tasoc_ref block_b(model_builder *b, tasoc_ref v, const char *n)
{
	tasoc_ref br[3];
	br[0] = cv(b, v, 384, 3, 3, 2, 0, n, "3x3");
	br[1] = cv(b, v, 64, 1, 1, 1, 0, n, "3x3dbla");
	br[1] = cv(b, br[1], 96, 3, 3, 1, 1, n, "3x3dblb");
	br[1] = cv(b, br[1], 96, 3, 3, 2, 0, n, "3x3dblc");
	br[2] = model_pool(b, TASOC_OP_MAXPOOL2D, v, 3, 2, VALID, "%s.pool", n);
	return model_concat(b, 1, 3, br, "%s.concat", n);
}

static tasoc_ref block_c(model_builder *b, tasoc_ref v, int c7, const char *n)
{
	tasoc_ref br[4];
	br[0] = cv(b, v, 192, 1, 1, 1, 0, n, "1x1");
	br[1] = cv(b, v, c7, 1, 1, 1, 0, n, "7x7a");
	br[1] = cv(b, br[1], c7, 1, 7, 1, 1, n, "7x7b");
	br[1] = cv(b, br[1], 192, 7, 1, 1, 1, n, "7x7c");
	br[2] = cv(b, v, c7, 1, 1, 1, 0, n, "7x7dbla");
	br[2] = cv(b, br[2], c7, 7, 1, 1, 1, n, "7x7dblb");
	br[2] = cv(b, br[2], c7, 1, 7, 1, 1, n, "7x7dblc");
	br[2] = cv(b, br[2], c7, 7, 1, 1, 1, n, "7x7dbld");
	br[2] = cv(b, br[2], 192, 1, 7, 1, 1, n, "7x7dble");
	br[3] = model_pool(b, TASOC_OP_AVGPOOL2D, v, 3, 1, SAME, "%s.pool", n);
	br[3] = cv(b, br[3], 192, 1, 1, 1, 0, n, "poolproj");
	return model_concat(b, 1, 4, br, "%s.concat", n);
}

static tasoc_ref block_d(model_builder *b, tasoc_ref v, const char *n)
{
	tasoc_ref br[3];
	br[0] = cv(b, v, 192, 1, 1, 1, 0, n, "3x3a");
	br[0] = cv(b, br[0], 320, 3, 3, 2, 0, n, "3x3b");
	br[1] = cv(b, v, 192, 1, 1, 1, 0, n, "7x7x3a");
	br[1] = cv(b, br[1], 192, 1, 7, 1, 1, n, "7x7x3b");
	br[1] = cv(b, br[1], 192, 7, 1, 1, 1, n, "7x7x3c");
	br[1] = cv(b, br[1], 192, 3, 3, 2, 0, n, "7x7x3d");
	br[2] = model_pool(b, TASOC_OP_MAXPOOL2D, v, 3, 2, VALID, "%s.pool", n);
	return model_concat(b, 1, 3, br, "%s.concat", n);
}

static tasoc_ref block_e(model_builder *b, tasoc_ref v, const char *n)
{
	tasoc_ref br[6];
	br[0] = cv(b, v, 320, 1, 1, 1, 0, n, "1x1");
	tasoc_ref t = cv(b, v, 384, 1, 1, 1, 0, n, "3x3");
	br[1] = cv(b, t, 384, 1, 3, 1, 1, n, "3x3a");
	br[2] = cv(b, t, 384, 3, 1, 1, 1, n, "3x3b");
	t = cv(b, v, 448, 1, 1, 1, 0, n, "3x3dbl1");
	t = cv(b, t, 384, 3, 3, 1, 1, n, "3x3dbl2");
	br[3] = cv(b, t, 384, 1, 3, 1, 1, n, "3x3dbla");
	br[4] = cv(b, t, 384, 3, 1, 1, 1, n, "3x3dblb");
	br[5] = model_pool(b, TASOC_OP_AVGPOOL2D, v, 3, 1, SAME, "%s.pool", n);
	br[5] = cv(b, br[5], 192, 1, 1, 1, 0, n, "poolproj");
	return model_concat(b, 1, 6, br, "%s.concat", n);
}

tasoc_status model_inception_v3(tasoc_graph *g)
{
	static const int32_t xs[] = { 1, 3, 299, 299 };
	model_builder b;
	model_begin(&b, g, 1);
	tasoc_ref v = front(&b, model_input(&b, 4, xs, "image"));
	v = block_a(&b, v, 32, "a1");
	v = block_a(&b, v, 64, "a2");
	v = block_a(&b, v, 64, "a3");
	v = block_b(&b, v, "b");
	v = block_c(&b, v, 128, "c1");
	v = block_c(&b, v, 160, "c2");
	v = block_c(&b, v, 160, "c3");
	v = block_c(&b, v, 192, "c4");
	v = block_d(&b, v, "d");
	v = block_e(&b, v, "e1");
	v = block_e(&b, v, "e2");
	v = model_pool(&b, TASOC_OP_AVGPOOL2D, v, 8, 1, VALID, "logits.pool");
	return model_end(&b, v, "features");
}

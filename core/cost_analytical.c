/* cost_analytical.c: the roofline cost estimate: flops over peak plus bytes over bandwidth plus launch. */
#include "cost.h"

/*
 * The constants, all in one place. They describe the GPU TASO measured on
 * (an NVIDIA V100: 15.7 TFLOP/s float32, 900 GB/s) plus a fixed cost per
 * kernel launch, so launches saved by fusion and merging count as they do
 * there. The model is a sum, not a max, of the compute and memory terms:
 * a simple upper bound that keeps every term visible to the search.
 */
#define PEAK_FLOPS_PER_MS 15.7e9 /* 15.7e12 flop/s */
#define BYTES_PER_MS 900e6       /* 900e9 B/s */
#define LAUNCH_MS 0.005          /* 5 us per kernel */
#define ELEM_BYTES 4.0           /* float32 */

static double numel(const tasoc_shape *s)
{
	return (double)tasoc_numel(s);
}

double tasoc_cost_analytical_key(const tasoc_cost_key *k)
{
	double bytes = 0, flops = 0, out = 0;
	for (int i = 0; i < k->nin; i++)
		bytes += numel(&k->in[i]);
	for (int i = 0; i < k->nout; i++)
		out += numel(&k->out[i]);
	bytes = (bytes + out) * ELEM_BYTES;
	switch (k->op) {
	case TASOC_OP_INPUT:
	case TASOC_OP_WEIGHT:
	case TASOC_OP_RESHAPE: /* a view: no data moves */
	case TASOC_OP_SPLIT:   /* views at an offset, as in TASO (exact for batch 1 or axis 0) */
		return 0;
	case TASOC_OP_CONV2D: /* 2 flops per multiply-add: out * Cin * kh * kw */
	case TASOC_OP_CONV2D_NHWC: /* the same arithmetic in the other layout */
		flops = 2 * out * k->in[1].dim[1] * k->in[1].dim[2] * k->in[1].dim[3];
		break;
	case TASOC_OP_GROUPCONV2D: /* the weight holds Cin / group input channels */
		flops = 2 * out * k->in[1].dim[1] * k->in[1].dim[2] * k->in[1].dim[3];
		break;
	case TASOC_OP_MATMUL:
		flops = 2 * out * k->in[0].dim[1];
		break;
#ifndef TASOC_NO_HOST_ONLY_OPS /* no such node in a firmware image (core/op.h) */
	case TASOC_OP_BMATMUL: /* every output sums over x's last extent */
		flops = 2 * out * k->in[0].dim[k->in[0].rank - 1];
		break;
	case TASOC_OP_LAYERNORM: /* mean, centring, square, variance, scale and bias: about 8 per element */
	case TASOC_OP_GELU:
		flops = 8 * out;
		break;
	case TASOC_OP_SOFTMAX:
	case TASOC_OP_ERF:
		flops = 4 * out;
		break;
#endif
	case TASOC_OP_AVGPOOL2D:
	case TASOC_OP_MAXPOOL2D:
		flops = out * k->attr[0] * k->attr[1];
		break;
	case TASOC_OP_BATCHNORM:
		flops = 2 * out;
		break;
	case TASOC_OP_SIGMOID:
	case TASOC_OP_TANH:
		flops = 4 * out;
		break;
	default: /* element-wise and data movement (transpose, nhwc, nchw: a copy): one flop per output or none */
		flops = out;
		break;
	}
	return flops / PEAK_FLOPS_PER_MS + bytes / BYTES_PER_MS + LAUNCH_MS;
}

static double measure(void *ctx, const tasoc_cost_key *k)
{
	(void)ctx;
	return tasoc_cost_analytical_key(k);
}

const tasoc_cost_backend tasoc_cost_analytical = { "analytical", measure, 0, NULL, 0, 0, NULL };

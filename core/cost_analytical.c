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
	unsigned f = tasoc_ops[k->op].flags;
	if (f & TASOC_OPF_FREE) /* sources and views (the spec's cost.free): no data moves */
		return 0;
	/*
	 * Contractions count 2 flops per multiply-add over what each output
	 * sums, and a pool its window: formulas of the operator's own inputs
	 * and attributes. Every other operator costs the spec's cost.flops per
	 * output element (1 unless it says: sigmoid 4, layernorm 8, ...).
	 */
	switch (k->op) {
	case TASOC_OP_CONV2D: /* out * Cin * kh * kw (the weight of groupconv2d holds Cin / group channels) */
	case TASOC_OP_CONV2D_NHWC: /* the same arithmetic in the other layout */
	case TASOC_OP_GROUPCONV2D:
		flops = 2 * out * k->in[1].dim[1] * k->in[1].dim[2] * k->in[1].dim[3];
		break;
	case TASOC_OP_MATMUL:
		flops = 2 * out * k->in[0].dim[1];
		break;
#ifndef TASOC_NO_HOST_ONLY_OPS /* no such node in a firmware image (core/op.h) */
	case TASOC_OP_BMATMUL: /* every output sums over x's last extent */
		flops = 2 * out * k->in[0].dim[k->in[0].rank - 1];
		break;
#endif
	case TASOC_OP_AVGPOOL2D:
	case TASOC_OP_MAXPOOL2D:
		flops = out * k->attr[0] * k->attr[1];
		break;
	default:
		flops = out * TASOC_OPF_FLOPS(f);
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

/* models.c: small example graphs (the benchmark models are added beside them). */
#include <stdlib.h>
#include <string.h>

#include "models.h"

/* A weight of the given shape filled by tasoc_fill_random; -1 on failure. */
static int32_t weight(tasoc_graph *g, const char *name, int rank, const int32_t *dims, uint64_t seed)
{
	tasoc_shape s = tasoc_shape_make(rank, dims);
	int64_t n = tasoc_numel(&s);
	float *d = malloc((size_t)(n > 0 ? n : 1) * sizeof *d);
	if (!d)
		return -1;
	tasoc_fill_random(d, n, seed);
	int32_t id = tasoc_add_weight(g, name, s, d, true);
	free(d);
	return id;
}

static int32_t conv(tasoc_graph *g, const char *name, int32_t x, int32_t w, int stride, int act)
{
	int32_t attr[] = { stride, stride, TASOC_PADDING_SAME, act };
	tasoc_ref in[] = { { x, 0 }, { w, 0 } };
	return tasoc_add_op(g, TASOC_OP_CONV2D, attr, 2, in, name);
}

/*
 * tiny: the shape of an Inception block in miniature. One input feeds a 3x3
 * convolution and relu; its result feeds a 1x1 and a 3x3 convolution whose
 * outputs are concatenated: the pattern TASO merges into one convolution.
 */
static tasoc_status build_tiny(tasoc_graph *g)
{
	static const int32_t xs[] = { 1, 3, 16, 16 }, w1[] = { 8, 3, 3, 3 }, w2[] = { 8, 8, 1, 1 },
			     w3[] = { 8, 8, 3, 3 };
	int32_t x = tasoc_add_input(g, "x", tasoc_shape_make(4, xs));
	int32_t c1 = conv(g, "conv1", x, weight(g, "w1", 4, w1, 1), 1, TASOC_ACTIVATION_NONE);
	tasoc_ref r1in[] = { { c1, 0 } };
	int32_t r1 = tasoc_add_op(g, TASOC_OP_RELU, NULL, 1, r1in, "relu1");
	int32_t a = conv(g, "branch_1x1", r1, weight(g, "w2", 4, w2, 2), 1, TASOC_ACTIVATION_RELU);
	int32_t b = conv(g, "branch_3x3", r1, weight(g, "w3", 4, w3, 3), 1, TASOC_ACTIVATION_RELU);
	int32_t axis[] = { 1 };
	tasoc_ref cin[] = { { a, 0 }, { b, 0 } };
	int32_t cat = tasoc_add_op(g, TASOC_OP_CONCAT, axis, 2, cin, "concat");
	if (x < 0 || c1 < 0 || r1 < 0 || a < 0 || b < 0 || cat < 0)
		return TASOC_ERR_ARG;
	return tasoc_add_output(g, tasoc_ref_make(cat, 0), "y");
}

const model_info model_table[] = {
	{ "bert", "BERT self-attention, 8 layers, seq 64, hidden 1024, 16 heads (TASO)", model_bert, 0, NULL },
	{ "bert-layer", "BERT self-attention, one layer of the above", model_bert_layer, 0, NULL },
	{ "inception-v3", "Inception-v3, 1x3x299x299 (TASO)", model_inception_v3, 1, NULL },
	{ "nasnet-a", "NasNet-A body, 15 normal and 3 reduction cells, 1x128x56x56 (TASO)", model_nasnet_a, 1, NULL },
	{ "nasrnn", "NasRNN cell unrolled 5 steps, hidden 512 (TASO)", model_nasrnn, 0, NULL },
	{ "relu-chain", "a chain of 250 relus on 8x8 (relu-chain-N: N relus; scale benchmark)", model_relu_chain, 0,
	  model_relu_chain_sized },
	{ "resnet50", "ResNet-50 without head, 1x3x224x224 (TASO)", model_resnet50, 1, NULL },
	{ "resnext50", "ResNeXt-50 32x4d without head, 1x3x224x224 (TASO)", model_resnext50, 1, NULL },
	{ "stack", "24 transformer-like layers, 8x8, 19 nodes each (stack-L: L layers; scale benchmark)",
	  model_stack, 0, model_stack_sized },
	{ "tiny", "3x3 conv, relu, then a 1x1 and a 3x3 conv concatenated", build_tiny, 0, NULL },
	{ NULL, NULL, NULL, 0, NULL },
};

void model_count_ops(const tasoc_graph *g, int32_t *counts)
{
	memset(counts, 0, TASOC_OP_COUNT * sizeof *counts);
	for (int32_t v = 0; v < g->nnodes; v++)
		if (!g->nodes[v].dead)
			counts[g->nodes[v].op]++;
}

/* The size N of a family name NAME-N for m, or 0 when name is not one. */
static int32_t family_size(const model_info *m, const char *name)
{
	size_t k = strlen(m->name);
	if (!m->build_sized || strncmp(name, m->name, k) != 0 || name[k] != '-')
		return 0;
	const char *p = name + k + 1;
	int64_t n = 0;
	for (; *p >= '0' && *p <= '9' && n <= 100000000; p++)
		n = n * 10 + (*p - '0');
	return *p || p == name + k + 1 || n < 1 || n > 100000000 ? 0 : (int32_t)n;
}

const model_info *model_find(const char *name)
{
	for (const model_info *m = model_table; m->name; m++)
		if (strcmp(m->name, name) == 0 || family_size(m, name) > 0)
			return m;
	return NULL;
}

tasoc_status model_build(const model_info *m, const char *name, tasoc_graph *g)
{
	int32_t n = family_size(m, name);
	return n > 0 ? m->build_sized(g, n) : m->build(g);
}

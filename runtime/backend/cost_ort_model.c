/* cost_ort_model.c: a cost key as a one-operator ONNX model, written by tasoc's own ONNX exporter. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../onnx/onnx.h"
#include "cost_backend.h"

/*
 * The key becomes a tasoc graph of one operator, exported as any graph is:
 * so the ONNX form timed (Conv+Relu for a conv2d with relu, Conv with a
 * group, GlobalAveragePool for a whole-image average...) is the exporter's,
 * the form tasoc writes, not a second mapping kept here.
 *
 * Which inputs are initializers matters to ORT: it prepacks a constant Conv
 * kernel or MatMul right operand and folds constant subgraphs. Inputs that
 * are weights in every real model are initializers: convolution kernels,
 * batchnorm parameters, a per-channel bias, the scale of smul, and the
 * right operand of matmul (a projection's weight in BERT and NasRNN; a
 * product of two activations, as attention's, is timed as if B were
 * constant). Everything else is a graph input, fed at run time.
 */
static bool is_weight(const tasoc_cost_key *k, int i)
{
	switch (k->op) {
	case TASOC_OP_CONV2D:
	case TASOC_OP_GROUPCONV2D:
	case TASOC_OP_BIASADD:
	case TASOC_OP_SMUL:
	case TASOC_OP_MATMUL:
		return i == 1;
	case TASOC_OP_BATCHNORM:
		return i >= 1;
	default:
		return false;
	}
}

/* Deterministic values in [-0.5, 0.5); batchnorm variances must stay positive. */
static void fill(float *x, int64_t n, uint64_t seed, bool positive)
{
	uint64_t s = seed * 0x9e3779b97f4a7c15ull + 1;
	for (int64_t i = 0; i < n; i++) {
		s ^= s << 13;
		s ^= s >> 7;
		s ^= s << 17;
		float v = (float)(s >> 40) / (float)(1 << 24) - 0.5f;
		x[i] = positive ? v + 1.0f : v;
	}
}

bool tasoc_cost_ort_handles(const tasoc_cost_key *k)
{
	unsigned f = tasoc_ops[k->op].flags;
	return !(f & (TASOC_OPF_SOURCE | TASOC_OPF_CONSTANT | TASOC_OPF_OPAQUE)) && k->op != TASOC_OP_GELU &&
	       k->nout >= 1;
}

tasoc_status tasoc_cost_ort_model(const tasoc_cost_key *k, void **data, size_t *size, char *err, size_t errsize)
{
	*data = NULL;
	*size = 0;
	if (!tasoc_cost_ort_handles(k)) {
		snprintf(err, errsize, "%s has no one-operator ONNX form", tasoc_ops[k->op].name);
		return TASOC_ERR_UNSUPPORTED;
	}
	tasoc_graph g;
	if (tasoc_graph_init(&g, NULL) != TASOC_OK) {
		snprintf(err, errsize, "out of memory building the model of %s", tasoc_ops[k->op].name);
		return TASOC_ERR_NOMEM;
	}
	float *w[TASOC_MAX_IN] = { 0 };
	tasoc_ref in[TASOC_MAX_IN];
	tasoc_status st = TASOC_OK;
	for (int i = 0; i < k->nin && st == TASOC_OK; i++) {
		char name[16];
		int32_t v;
		snprintf(name, sizeof name, "x%d", i);
		if (is_weight(k, i)) {
			int64_t n = tasoc_numel(&k->in[i]);
			if (!(w[i] = malloc((size_t)(n ? n : 1) * sizeof(float)))) {
				snprintf(g.err, sizeof g.err, "out of memory");
				st = TASOC_ERR_NOMEM;
				break;
			}
			fill(w[i], n, (uint64_t)i, k->op == TASOC_OP_BATCHNORM && i == 4);
			v = tasoc_add_weight(&g, name, k->in[i], w[i], false);
		} else {
			v = tasoc_add_input(&g, name, k->in[i]);
		}
		if (v < 0)
			st = TASOC_ERR_ARG;
		in[i] = tasoc_ref_make(v, 0);
	}
	int32_t op = -1;
	if (st == TASOC_OK && (op = tasoc_add_op(&g, k->op, k->attr, k->nin, in, "op")) < 0)
		st = TASOC_ERR_ARG;
	for (int o = 0; st == TASOC_OK && o < g.nodes[op].nout; o++) {
		char name[16];
		snprintf(name, sizeof name, "y%d", o);
		if (!tasoc_shape_eq(&g.nodes[op].out[o], &k->out[o])) {
			snprintf(g.err, sizeof g.err, "output %d's shape differs from the key's", o);
			st = TASOC_ERR_ARG;
		} else {
			st = tasoc_add_output(&g, tasoc_ref_make(op, o), name);
		}
	}
	if (st == TASOC_OK)
		st = tasoc_onnx_export(NULL, &g, data, size);
	if (st != TASOC_OK)
		snprintf(err, errsize, "the one-operator model of %s: %s", tasoc_ops[k->op].name, g.err);
	tasoc_graph_free(&g);
	for (int i = 0; i < TASOC_MAX_IN; i++)
		free(w[i]);
	return st;
}

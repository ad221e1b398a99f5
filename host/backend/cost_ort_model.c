/* cost_ort_model.c: a cost key as a one-operator ONNX model, written by tasoc's own ONNX exporter. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../generated/ops_host.h"
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
typedef struct ort_row {
	unsigned weights; /* bit i: input i is an initializer (the spec's cost.ort_weights) */
	bool cold;        /* cost.ort_cold: tasoc_cost_ort_cold */
} ort_row;

#define ORT_ROW(op, weights, cold) [op] = { weights, cold },
static const ort_row ort_rows[TASOC_OP_COUNT] = { TASOC_ORT_WEIGHTS(ORT_ROW) };
#undef ORT_ROW

static bool is_weight(const tasoc_cost_key *k, int i)
{
	return ort_rows[k->op].weights >> i & 1u;
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

/*
 * The model of key k with `copies` copies of its operator (1 to TASOC_ORT_MAX_COPIES), each
 * with weights of its own (other values, so nothing could share them),
 * reading the same graph inputs; copy c's outputs are y0, y1... for the
 * last copy and wC_y0... for the others, and the copies come in the file
 * in order, which is the order ONNX Runtime runs independent nodes in.
 * With lead, a lead node comes first (cost_backend.h, TASOC_ORT_LEAD).
 */
static tasoc_status build(const tasoc_cost_key *k, int copies, bool lead, void **data, size_t *size, char *err,
			  size_t errsize)
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
	float *w[TASOC_ORT_MAX_COPIES][TASOC_MAX_IN] = { { 0 } };
	copies = copies < 1 ? 1 : copies > TASOC_ORT_MAX_COPIES ? TASOC_ORT_MAX_COPIES : copies;
	tasoc_ref x[TASOC_MAX_IN];
	tasoc_status st = TASOC_OK;
	for (int i = 0; i < k->nin && st == TASOC_OK; i++) {
		char name[16];
		snprintf(name, sizeof name, "x%d", i);
		int32_t v = is_weight(k, i) ? 0 : tasoc_add_input(&g, name, k->in[i]);
		if (v < 0)
			st = TASOC_ERR_ARG;
		x[i] = tasoc_ref_make(v, 0);
	}
	for (int c = 0; c < copies && st == TASOC_OK; c++) {
		tasoc_ref in[TASOC_MAX_IN];
		bool last = c == copies - 1;
		for (int i = 0; i < k->nin && st == TASOC_OK; i++) {
			in[i] = x[i];
			if (!is_weight(k, i))
				continue;
			char name[32]; /* "w%d_x%d" at most 26 */
			int64_t n = tasoc_numel(&k->in[i]);
			if (!(w[c][i] = malloc((size_t)(n ? n : 1) * sizeof(float)))) {
				snprintf(g.err, sizeof g.err, "out of memory");
				st = TASOC_ERR_NOMEM;
				break;
			}
			fill(w[c][i], n, (uint64_t)(i + 16 * c), k->op == TASOC_OP_BATCHNORM && i == 4);
			if (last)
				snprintf(name, sizeof name, "x%d", i);
			else
				snprintf(name, sizeof name, "w%d_x%d", c, i);
			int32_t v = tasoc_add_weight(&g, name, k->in[i], w[c][i], false);
			if (v < 0)
				st = TASOC_ERR_ARG;
			in[i] = tasoc_ref_make(v, 0);
		}
		char opname[32];
		snprintf(opname, sizeof opname, last ? "op" : "w%d_op", c);
		int32_t op = -1;
		if (st == TASOC_OK && (op = tasoc_add_op(&g, k->op, k->attr, k->nin, in, opname)) < 0)
			st = TASOC_ERR_ARG;
		for (int o = 0; st == TASOC_OK && o < g.nodes[op].nout; o++) {
			char name[32]; /* "w%d_x%d" at most 26 */
			if (last)
				snprintf(name, sizeof name, "y%d", o);
			else
				snprintf(name, sizeof name, "w%d_y%d", c, o);
			if (!tasoc_shape_eq(&g.nodes[op].out[o], &k->out[o])) {
				snprintf(g.err, sizeof g.err, "output %d's shape differs from the key's", o);
				st = TASOC_ERR_ARG;
			} else {
				st = tasoc_add_output(&g, tasoc_ref_make(op, o), name);
			}
		}
	}
	/*
	 * After the operator in the file: ONNX Runtime 1.30 runs independent
	 * nodes in the reverse of their order in the file (a Tanh written first
	 * ran after the Relu beside it), so the lead runs first. The worker
	 * leaves it out of the timing by its name, whichever order it ran in.
	 */
	if (lead && st == TASOC_OK) {
		int32_t x = tasoc_add_input(&g, TASOC_ORT_LEAD "_x", (tasoc_shape){ 2, { 1, 8 } });
		tasoc_ref r = tasoc_ref_make(x, 0);
		int32_t t = x < 0 ? -1 : tasoc_add_op(&g, TASOC_OP_TANH, NULL, 1, &r, TASOC_ORT_LEAD);
		st = t < 0 ? TASOC_ERR_ARG : tasoc_add_output(&g, tasoc_ref_make(t, 0), TASOC_ORT_LEAD "_y");
	}
	if (st == TASOC_OK)
		st = tasoc_onnx_export(NULL, &g, data, size);
	if (st != TASOC_OK)
		snprintf(err, errsize, "the one-operator model of %s: %s", tasoc_ops[k->op].name, g.err);
	tasoc_graph_free(&g);
	for (int c = 0; c < TASOC_ORT_MAX_COPIES; c++)
		for (int i = 0; i < TASOC_MAX_IN; i++)
			free(w[c][i]);
	return st;
}

tasoc_status tasoc_cost_ort_model(const tasoc_cost_key *k, void **data, size_t *size, char *err, size_t errsize)
{
	return build(k, 1, false, data, size, err, errsize);
}

bool tasoc_cost_ort_cold(const tasoc_cost_key *k)
{
	return ort_rows[k->op].cold; /* the spec's cost.ort_cold */
}

/*
 * A cold key's copies: as many as fit COPY_BYTES of the operator's weights,
 * inputs and outputs, 2 to TASOC_ORT_MAX_COPIES. All but the first are
 * timed (the first brings ORT's own state back to the cache after the
 * flush), and their mean is the key's cost. More than one timed copy
 * because a weight read from memory takes a time that depends on where its
 * 4 KiB pages landed (cache sets, memory banks), drawn per session:
 * NasRNN's [512,512] product (1 MB of weight) timed as one copy took 51 to
 * 64 us from one process to the next, as the mean of 7 copies 54.6 to 62.8
 * us (load 2.7 to 3.2); the whole model's 72 products, 84 MB over 20,000
 * pages, average that out, at 58.5 to 66.8 us a product. 8 MiB keeps a
 * key's model small and its run short; a key that moves more (a large
 * convolution, mlsd's 128 channels at 256 x 256: 32 MiB of activations,
 * 180 ms) already touches thousands of pages, and gets 2 copies, as before.
 */
enum { COPY_BYTES = 8 << 20 };
int tasoc_cost_ort_copies(const tasoc_cost_key *k)
{
	if (!tasoc_cost_ort_cold(k))
		return 1;
	int64_t bytes = 0;
	for (int i = 0; i < k->nin; i++)
		bytes += 4 * tasoc_numel(&k->in[i]);
	for (int i = 0; i < k->nout; i++)
		bytes += 4 * tasoc_numel(&k->out[i]);
	int64_t c = bytes > 0 ? COPY_BYTES / bytes : TASOC_ORT_MAX_COPIES;
	return c < 2 ? 2 : c > TASOC_ORT_MAX_COPIES ? TASOC_ORT_MAX_COPIES : (int)c;
}

bool tasoc_cost_ort_has_lead(const tasoc_cost_key *k)
{
	return tasoc_cost_ort_copies(k) == 1;
}

tasoc_status tasoc_cost_ort_timed_model(const tasoc_cost_key *k, void **data, size_t *size, char *err, size_t errsize)
{
	return build(k, tasoc_cost_ort_copies(k), tasoc_cost_ort_has_lead(k), data, size, err, errsize);
}

tasoc_status tasoc_cost_ort_reorder_model(const tasoc_cost_key *k, void **data, size_t *size, char *err,
					  size_t errsize)
{
	const tasoc_shape *t = &k->in[0];
	if (t->rank != 4 || k->attr[0] <= 0) {
		snprintf(err, errsize, "a reorder key needs a 4-D tensor and a block");
		return TASOC_ERR_ARG;
	}
	bool into = k->op == TASOC_OP_NHWC;
	int32_t from = into ? t->dim[1] : 4, to = into ? k->attr[0] : t->dim[1];
	tasoc_cost_key conv;
	memset(&conv, 0, sizeof conv);
	conv.op = TASOC_OP_CONV2D;
	conv.nin = 2;
	conv.nout = 1;
	conv.attr[TASOC_CONV2D_STRIDE_H] = conv.attr[TASOC_CONV2D_STRIDE_W] = 1;
	conv.attr[TASOC_CONV2D_PADDING] = TASOC_PADDING_SAME;
	conv.attr[TASOC_CONV2D_ACTIVATION] = TASOC_ACTIVATION_NONE;
	conv.in[0] = (tasoc_shape){ 4, { t->dim[0], from, t->dim[2], t->dim[3] } };
	conv.in[1] = (tasoc_shape){ 4, { to, from, 1, 1 } };
	conv.out[0] = (tasoc_shape){ 4, { t->dim[0], to, t->dim[2], t->dim[3] } };
	return build(&conv, 1, false, data, size, err, errsize);
}

tasoc_status tasoc_cost_ort_chain_model(int n, int width, void **data, size_t *size, char *err, size_t errsize)
{
	*data = NULL;
	*size = 0;
	tasoc_graph g;
	if (tasoc_graph_init(&g, NULL) != TASOC_OK) {
		snprintf(err, errsize, "out of memory building a chain of %d tanh", n);
		return TASOC_ERR_NOMEM;
	}
	int32_t v = tasoc_add_input(&g, "x0", (tasoc_shape){ 2, { 1, width } });
	tasoc_status st = v >= 0 ? TASOC_OK : TASOC_ERR_ARG;
	for (int i = 0; i < n && st == TASOC_OK; i++) {
		tasoc_ref in = tasoc_ref_make(v, 0);
		if ((v = tasoc_add_op(&g, TASOC_OP_TANH, NULL, 1, &in, NULL)) < 0)
			st = TASOC_ERR_ARG;
	}
	if (st == TASOC_OK)
		st = tasoc_add_output(&g, tasoc_ref_make(v, 0), "y0");
	if (st == TASOC_OK)
		st = tasoc_onnx_export(NULL, &g, data, size);
	if (st != TASOC_OK)
		snprintf(err, errsize, "a chain of %d tanh: %s", n, g.err);
	tasoc_graph_free(&g);
	return st;
}

/* interp.c: the reference interpreter: topological order, one buffer per live tensor. */
#include <math.h>
#include <string.h>

#include "format.h"
#include "interp.h"
#include "modp.h"

int32_t tasoc_graph_inputs(const tasoc_graph *g, int32_t *ids)
{
	int32_t n = 0;
	for (int32_t v = 0; v < g->nnodes; v++)
		if (!g->nodes[v].dead && g->nodes[v].op == TASOC_OP_INPUT) {
			if (ids)
				ids[n] = v;
			n++;
		}
	return n;
}

static uint64_t weight_residue(float f)
{
	if (f == floorf(f) && fabsf(f) < 1e15f)
		return tasoc_modp_from_int((int64_t)f);
	uint32_t bits;
	memcpy(&bits, &f, sizeof bits);
	return tasoc_modp_random_fn(bits, 3);
}

typedef struct run {
	tasoc_graph *g;
	tasoc_mode mode;
	void **buf;       /* node * TASOC_MAX_OUT + out */
	int32_t *readers; /* remaining readers per node */
	tasoc_sgemm_fn sgemm; /* float32 matmuls, when not NULL */
} run;

static void release(run *r, int32_t v)
{
	for (int o = 0; o < TASOC_MAX_OUT; o++) {
		void **b = &r->buf[(size_t)v * TASOC_MAX_OUT + (size_t)o];
		tasoc_free(r->g->al, *b);
		*b = NULL;
	}
}

static tasoc_status eval_node(run *r, int32_t v, const void *src)
{
	tasoc_graph *g = r->g;
	tasoc_node *n = &g->nodes[v];
	size_t es = tasoc_mode_size(r->mode);
	for (int o = 0; o < n->nout; o++) {
		size_t bytes = (size_t)tasoc_numel(&n->out[o]) * es;
		void *p = tasoc_alloc(g->al, bytes ? bytes : es);
		if (!p) {
			tasoc_format(g->err, sizeof g->err, "out of memory evaluating node '%s'", tasoc_node_name(g, v));
			return TASOC_ERR_NOMEM;
		}
		r->buf[(size_t)v * TASOC_MAX_OUT + (size_t)o] = p;
	}
	void *out0 = r->buf[(size_t)v * TASOC_MAX_OUT];
	if (n->op == TASOC_OP_INPUT) {
		memcpy(out0, src, (size_t)tasoc_numel(&n->out[0]) * es);
		return TASOC_OK;
	}
	if (n->op == TASOC_OP_WEIGHT) {
		const float *w = tasoc_weight_data(g, v);
		int64_t cnt = tasoc_numel(&n->out[0]);
		if (TASOC_MODE_IS_F32(r->mode))
			memcpy(out0, w, (size_t)cnt * sizeof(float));
		else
			for (int64_t i = 0; i < cnt; i++)
				((uint64_t *)out0)[i] = weight_residue(w[i]);
		return TASOC_OK;
	}
	const void *in[TASOC_MAX_IN];
	tasoc_shape ins[TASOC_MAX_IN];
	for (int i = 0; i < n->nin; i++) {
		in[i] = r->buf[(size_t)n->in[i].node * TASOC_MAX_OUT + (size_t)n->in[i].out];
		ins[i] = *tasoc_ref_shape(g, n->in[i]);
	}
	if (n->op == TASOC_OP_MATMUL && TASOC_MODE_IS_F32(r->mode) && r->sgemm) {
		r->sgemm(in[0], in[1], r->buf[(size_t)v * TASOC_MAX_OUT], ins[0].dim[0], ins[0].dim[1], ins[1].dim[1]);
		return TASOC_OK;
	}
	tasoc_kargs k = { r->mode, n, ins, in, n->out, &r->buf[(size_t)v * TASOC_MAX_OUT] };
	int rc = tasoc_ops[n->op].kernel(&k);
	if (rc != 0) {
		tasoc_format(g->err, sizeof g->err, "%s node '%s' cannot be evaluated in %s mode",
			 tasoc_ops[n->op].name, tasoc_node_name(g, v),
			 TASOC_MODE_IS_F32(r->mode) ? "float32" : "mod p");
		return TASOC_ERR_UNSUPPORTED;
	}
	return TASOC_OK;
}

tasoc_status tasoc_interp(tasoc_graph *g, tasoc_mode mode, const void *const *inputs,
			  void *const *outputs)
{
	return tasoc_interp_with(g, mode, inputs, outputs, NULL);
}

tasoc_status tasoc_interp_with(tasoc_graph *g, tasoc_mode mode, const void *const *inputs,
			       void *const *outputs, tasoc_sgemm_fn sgemm)
{
#ifdef TASOC_F32_ONLY /* kernel.h */
	if (mode != TASOC_MODE_F32) {
		tasoc_format(g->err, sizeof g->err, "this build runs graphs in float32 only (TASOC_F32_ONLY)");
		return TASOC_ERR_UNSUPPORTED;
	}
#endif
	int32_t nn = g->nnodes, k = 0;
	run r = { g, mode, NULL, NULL, sgemm };
	int32_t *order = tasoc_alloc(g->al, ((size_t)nn + 1) * sizeof *order);
	int32_t *input_index = tasoc_alloc(g->al, ((size_t)nn + 1) * sizeof *input_index);
	r.buf = tasoc_calloc(g->al, (size_t)nn * TASOC_MAX_OUT + 1, sizeof *r.buf);
	r.readers = tasoc_calloc(g->al, (size_t)nn + 1, sizeof *r.readers);
	tasoc_status st = TASOC_ERR_NOMEM;
	if (!order || !input_index || !r.buf || !r.readers)
		goto done;
	int32_t ni = 0;
	for (int32_t v = 0; v < nn; v++)
		input_index[v] = (!g->nodes[v].dead && g->nodes[v].op == TASOC_OP_INPUT) ? ni++ : -1;
	if ((st = tasoc_graph_topo(g, false, order, &k)) != TASOC_OK)
		goto done;
	for (int32_t i = 0; i < k; i++) {
		tasoc_node *n = &g->nodes[order[i]];
		for (int j = 0; j < n->nin; j++)
			r.readers[n->in[j].node]++;
	}
	for (int32_t i = 0; i < g->noutputs; i++)
		r.readers[g->outputs[i].node]++; /* outputs are copied at the end */
	for (int32_t i = 0; i < k; i++) {
		int32_t v = order[i];
		int32_t ii = input_index[v];
		if ((st = eval_node(&r, v, ii >= 0 ? inputs[ii] : NULL)) != TASOC_OK)
			goto done;
		tasoc_node *n = &g->nodes[v];
		for (int j = 0; j < n->nin; j++)
			if (--r.readers[n->in[j].node] == 0)
				release(&r, n->in[j].node);
	}
	size_t es = tasoc_mode_size(mode);
	for (int32_t i = 0; i < g->noutputs; i++) {
		tasoc_ref o = g->outputs[i];
		memcpy(outputs[i], r.buf[(size_t)o.node * TASOC_MAX_OUT + (size_t)o.out],
		       (size_t)tasoc_numel(tasoc_ref_shape(g, o)) * es);
	}
	st = TASOC_OK;
done:
	if (st == TASOC_ERR_NOMEM && !g->err[0])
		tasoc_format(g->err, sizeof g->err, "out of memory running the graph");
	if (r.buf)
		for (int32_t v = 0; v < nn; v++)
			release(&r, v);
	tasoc_free(g->al, order);
	tasoc_free(g->al, input_index);
	tasoc_free(g->al, r.buf);
	tasoc_free(g->al, r.readers);
	return st;
}

/* graph_run.c: running a graph before and after a rewrite on the same random inputs. */
#include "graph_run.h"

#include <criterion/criterion.h>
#include <math.h>
#include <stdlib.h>

#include "../core/interp.h"


static uint64_t rng_state = 0x9e3779b97f4a7c15u;

uint64_t gr_rng(void)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return rng_state;
}

static float rng_float(void)
{
	return (float)((double)(gr_rng() >> 11) / 9007199254740992.0 * 2.0 - 1.0);
}

/* Random data for every input node, indexed by node id (inputs survive rewrites and pruning). */
static float **random_inputs(const tasoc_graph *g)
{
	float **data = calloc((size_t)g->nnodes, sizeof *data);
	for (int32_t v = 0; v < g->nnodes; v++)
		if (!g->nodes[v].dead && g->nodes[v].op == TASOC_OP_INPUT) {
			int64_t n = tasoc_numel(&g->nodes[v].out[0]);
			data[v] = malloc((size_t)n * sizeof(float));
			for (int64_t i = 0; i < n; i++)
				data[v][i] = rng_float();
		}
	return data;
}

static void free_inputs(float **data, int32_t n)
{
	for (int32_t v = 0; v < n; v++)
		free(data[v]);
	free(data);
}

/* Runs g in float mode; returns its outputs (malloc'd), or NULL with a message. */
static float **run(tasoc_graph *g, float **data)
{
	int32_t ids[256];
	int32_t n = tasoc_graph_inputs(g, ids);
	const void *in[256];
	for (int32_t i = 0; i < n; i++)
		in[i] = data[ids[i]];
	float **out = calloc((size_t)g->noutputs, sizeof *out);
	void *outp[64];
	for (int32_t i = 0; i < g->noutputs; i++)
		outp[i] = out[i] = malloc((size_t)tasoc_numel(tasoc_ref_shape(g, g->outputs[i])) * sizeof(float));
	tasoc_status st = tasoc_interp(g, TASOC_MODE_F32, in, outp);
	cr_assert_eq(st, TASOC_OK, "interp: %s", g->err);
	return out;
}

static void free_outputs(float **out, int32_t n)
{
	for (int32_t i = 0; i < n; i++)
		free(out[i]);
	free(out);
}

/* Both graphs' outputs on the inputs given (each indexed by its graph's node ids) agree within 1e-4 relative (NaN where both are NaN). */
static void compare(tasoc_graph *before, tasoc_graph *after, float **in_before, float **in_after, const char *what)
{
	cr_assert_eq(before->noutputs, after->noutputs, "%s: output count", what);
	float **a = run(before, in_before), **b = run(after, in_after);
	for (int32_t o = 0; o < before->noutputs; o++) {
		const tasoc_shape *sa = tasoc_ref_shape(before, before->outputs[o]);
		cr_assert(tasoc_shape_eq(sa, tasoc_ref_shape(after, after->outputs[o])), "%s: output %d shape", what,
			  (int)o);
		int64_t n = tasoc_numel(sa);
		for (int64_t i = 0; i < n; i++) {
			float x = a[o][i], y = b[o][i];
			float tol = 1e-4f * fmaxf(fmaxf(fabsf(x), fabsf(y)), 1e-2f);
			cr_assert((isnan(x) && isnan(y)) || fabsf(x - y) <= tol, "%s: output %d element %lld: %g before, %g after", what, (int)o,
				  (long long)i, (double)x, (double)y);
		}
	}
	free_outputs(a, before->noutputs);
	free_outputs(b, after->noutputs);
}

void gr_same_outputs(tasoc_graph *before, tasoc_graph *after, const char *what)
{
	float **data = random_inputs(before);
	compare(before, after, data, data, what);
	free_inputs(data, before->nnodes);
}

void gr_same_outputs_in_order(tasoc_graph *before, tasoc_graph *after, const char *what)
{
	int32_t ib[256], ia[256];
	int32_t n = tasoc_graph_inputs(before, ib);
	cr_assert_eq(tasoc_graph_inputs(after, ia), n, "%s: input count", what);
	float **data = random_inputs(before), **moved = calloc((size_t)after->nnodes + 1, sizeof *moved);
	for (int32_t i = 0; i < n; i++)
		moved[ia[i]] = data[ib[i]]; /* the same buffers, under the other graph's ids */
	compare(before, after, data, moved, what);
	free(moved);
	free_inputs(data, before->nnodes);
}

/* graph_check.c: the differential check behind `tasoc optimize --check`. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../runtime/interp.h"
#include "graph_check.h"
#include "models.h"

/* Output buffers of g, one per graph output; NULL on failure. */
static float **alloc_outputs(const tasoc_graph *g)
{
	float **out = calloc((size_t)g->noutputs + 1, sizeof *out);
	for (int32_t i = 0; out && i < g->noutputs; i++)
		if (!(out[i] = malloc((size_t)tasoc_numel(tasoc_ref_shape(g, g->outputs[i])) * sizeof(float)))) {
			for (int32_t k = 0; k < i; k++)
				free(out[k]);
			free(out);
			return NULL;
		}
	return out;
}

static void free_all(float **p, int32_t n)
{
	for (int32_t i = 0; p && i < n; i++)
		free(p[i]);
	free(p);
}

static const char *first_opaque(const tasoc_graph *g)
{
	for (int32_t v = 0; v < g->nnodes; v++)
		if (!g->nodes[v].dead && g->nodes[v].op == TASOC_OP_OPAQUE)
			return tasoc_node_name(g, v);
	return NULL;
}

tasoc_status model_compare(tasoc_graph *a, tasoc_graph *b, uint64_t seed, model_diff *d,
			   char *err, size_t size)
{
	memset(d, 0, sizeof *d);
	const char *opq = first_opaque(a) ? first_opaque(a) : first_opaque(b);
	if (opq) {
		snprintf(err, size, "the reference interpreter cannot run opaque node '%s'", opq);
		return TASOC_ERR_UNSUPPORTED;
	}
	if (a->noutputs != b->noutputs) {
		snprintf(err, size, "the graphs have %d and %d outputs", (int)a->noutputs, (int)b->noutputs);
		return TASOC_ERR_ARG;
	}
	for (int32_t i = 0; i < a->noutputs; i++)
		if (!tasoc_shape_eq(tasoc_ref_shape(a, a->outputs[i]), tasoc_ref_shape(b, b->outputs[i]))) {
			snprintf(err, size, "output %d has different shapes", (int)i);
			return TASOC_ERR_SHAPE;
		}
	int32_t na = tasoc_graph_inputs(a, NULL), nb = tasoc_graph_inputs(b, NULL);
	int32_t *ia = malloc(((size_t)na + 1) * sizeof *ia), *ib = malloc(((size_t)nb + 1) * sizeof *ib);
	const void **xa = calloc((size_t)na + 1, sizeof *xa), **xb = calloc((size_t)nb + 1, sizeof *xb);
	float **data = calloc((size_t)na + 1, sizeof *data);
	float **ya = alloc_outputs(a), **yb = alloc_outputs(b);
	tasoc_status st = TASOC_ERR_NOMEM;
	snprintf(err, size, "out of memory");
	if (!ia || !ib || !xa || !xb || !data || !ya || !yb)
		goto out;
	tasoc_graph_inputs(a, ia);
	tasoc_graph_inputs(b, ib);
	for (int32_t i = 0; i < na; i++) {
		const tasoc_shape *s = &a->nodes[ia[i]].out[0];
		int64_t n = tasoc_numel(s);
		if (!(data[i] = malloc((size_t)n * sizeof(float))))
			goto out;
		model_fill(data[i], n, seed + (uint64_t)i);
		xa[i] = data[i];
	}
	st = TASOC_ERR_ARG;
	for (int32_t k = 0; k < nb; k++) {
		int32_t i = 0;
		while (i < na && strcmp(tasoc_node_name(a, ia[i]), tasoc_node_name(b, ib[k])) != 0)
			i++;
		if (i == na || !tasoc_shape_eq(&a->nodes[ia[i]].out[0], &b->nodes[ib[k]].out[0])) {
			snprintf(err, size, "input '%s' is not an input of the same shape in both graphs",
				 tasoc_node_name(b, ib[k]));
			goto out;
		}
		xb[k] = data[i];
	}
	if ((st = tasoc_interp(a, TASOC_MODE_F32, xa, (void *const *)ya)) != TASOC_OK) {
		snprintf(err, size, "first graph: %s", a->err);
		goto out;
	}
	if ((st = tasoc_interp(b, TASOC_MODE_F32, xb, (void *const *)yb)) != TASOC_OK) {
		snprintf(err, size, "second graph: %s", b->err);
		goto out;
	}
	for (int32_t i = 0; i < a->noutputs; i++) {
		int64_t n = tasoc_numel(tasoc_ref_shape(a, a->outputs[i]));
		double diff = 0, scale = 0;
		for (int64_t k = 0; k < n; k++) {
			double e = fabs((double)ya[i][k] - (double)yb[i][k]);
			if (e > diff || isnan(e))
				diff = isnan(e) ? INFINITY : e;
			scale = fmax(scale, fabs((double)ya[i][k]));
		}
		d->max_abs = fmax(d->max_abs, diff);
		d->max_rel = fmax(d->max_rel, scale > 0 ? diff / scale : diff);
		d->elements += n;
	}
	err[0] = '\0';
out:
	free_all(data, na);
	free_all(ya, a->noutputs);
	free_all(yb, b->noutputs);
	free(ia);
	free(ib);
	free(xa);
	free(xb);
	return st;
}

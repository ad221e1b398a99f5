/* graph_check.c: the differential check behind `tasoc optimize --check` and `tasoc check`, in the interpreter. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/interp.h"
#include "../../core/modp.h"
#include "graph_check.h"
#include "../say.h"

void tasoc_diff_add(tasoc_diff *d, const double *a, const double *b, int64_t n)
{
	double diff = 0, scale = 0;
	for (int64_t k = 0; k < n; k++) {
		if (!isfinite(a[k]) || !isfinite(b[k])) {
			d->nonfinite += !isfinite(a[k]);
			int same = isnan(a[k]) ? isnan(b[k]) : a[k] == b[k];
			d->special += !same;
			continue;
		}
		diff = fmax(diff, fabs(a[k] - b[k]));
		scale = fmax(scale, fabs(a[k]));
	}
	d->max_abs = fmax(d->max_abs, diff);
	d->max_rel = fmax(d->max_rel, scale > 0 ? diff / scale : diff);
	d->elements += n;
}

int tasoc_diff_ok(const tasoc_diff *d)
{
	return d->special == 0 && d->max_rel <= TASOC_CHECK_TOL;
}

int tasoc_diff_overflows(const tasoc_diff *d)
{
	return d->elements > 0 && d->nonfinite * 2 > d->elements;
}

const char *tasoc_first_opaque(const tasoc_graph *g)
{
	for (int32_t v = 0; v < g->nnodes; v++)
		if (!g->nodes[v].dead && g->nodes[v].op == TASOC_OP_OPAQUE)
			return tasoc_node_name(g, v);
	return NULL;
}

static void free_all(void **p, int32_t n)
{
	for (int32_t i = 0; p && i < n; i++)
		free(p[i]);
	free(p);
}

/* Output buffers of g (elements of esize bytes), one per graph output; NULL on failure. */
static void **alloc_outputs(const tasoc_graph *g, size_t esize)
{
	void **out = calloc((size_t)g->noutputs + 1, sizeof *out);
	for (int32_t i = 0; out && i < g->noutputs; i++)
		if (!(out[i] = malloc((size_t)tasoc_numel(tasoc_ref_shape(g, g->outputs[i])) * esize + 1))) {
			free_all(out, i);
			return NULL;
		}
	return out;
}

/* n inputs drawn from seed: floats in [-1, 1), or residues modulo p. */
static void fill(void *data, int64_t n, uint64_t seed, tasoc_mode mode)
{
	if (mode == TASOC_MODE_F32) {
		tasoc_fill_random(data, n, seed);
		return;
	}
	uint64_t *x = data, s = seed * 0x9e3779b97f4a7c15ull + 1;
	for (int64_t i = 0; i < n; i++) {
		s ^= s << 13;
		s ^= s >> 7;
		s ^= s << 17;
		x[i] = (s >> 3) % TASOC_MODP;
	}
}

/* Runs a and b in mode on the same seeded inputs; ya and yb get their outputs (caller frees). */
static tasoc_status run_both(tasoc_graph *a, tasoc_graph *b, tasoc_mode mode, uint64_t seed, void ***ya_out,
			     void ***yb_out, bool progress, const char *prefix, char *err, size_t size)
{
	*ya_out = *yb_out = NULL;
	const char *opq = tasoc_first_opaque(a) ? tasoc_first_opaque(a) : tasoc_first_opaque(b);
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
	size_t es = mode == TASOC_MODE_F32 ? sizeof(float) : sizeof(uint64_t);
	int32_t na = tasoc_graph_inputs(a, NULL), nb = tasoc_graph_inputs(b, NULL);
	int32_t *ia = malloc(((size_t)na + 1) * sizeof *ia), *ib = malloc(((size_t)nb + 1) * sizeof *ib);
	const void **xa = calloc((size_t)na + 1, sizeof *xa), **xb = calloc((size_t)nb + 1, sizeof *xb);
	void **data = calloc((size_t)na + 1, sizeof *data);
	void **ya = alloc_outputs(a, es), **yb = alloc_outputs(b, es);
	tasoc_status st = TASOC_ERR_NOMEM;
	snprintf(err, size, "out of memory");
	if (!ia || !ib || !xa || !xb || !data || !ya || !yb)
		goto out;
	tasoc_graph_inputs(a, ia);
	tasoc_graph_inputs(b, ib);
	for (int32_t i = 0; i < na; i++) {
		int64_t n = tasoc_numel(&a->nodes[ia[i]].out[0]);
		if (!(data[i] = malloc((size_t)n * es + 1)))
			goto out;
		fill(data[i], n, seed + (uint64_t)i, mode);
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
	const char *how = mode == TASOC_MODE_F32 ? "float32" : "exact, modulo p";
	if (progress) {
		tasoc_say("%srunning the original graph in the reference interpreter (%s)...\n", prefix, how);
	}
	if ((st = tasoc_interp(a, mode, xa, ya)) != TASOC_OK) {
		snprintf(err, size, "first graph: %s", a->err);
		goto out;
	}
	if (progress) {
		tasoc_say("%srunning the optimized graph in the reference interpreter (%s)...\n", prefix, how);
	}
	if ((st = tasoc_interp(b, mode, xb, yb)) != TASOC_OK) {
		snprintf(err, size, "second graph: %s", b->err);
		goto out;
	}
	*ya_out = ya;
	*yb_out = yb;
	ya = yb = NULL;
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

tasoc_status tasoc_compare(tasoc_graph *a, tasoc_graph *b, uint64_t seed, tasoc_diff *d, bool progress,
			   const char *prefix, char *err, size_t size)
{
	memset(d, 0, sizeof *d);
	void **ya, **yb;
	tasoc_status st = run_both(a, b, TASOC_MODE_F32, seed, &ya, &yb, progress, prefix, err, size);
	for (int32_t i = 0; st == TASOC_OK && i < a->noutputs; i++) {
		int64_t n = tasoc_numel(tasoc_ref_shape(a, a->outputs[i]));
		double *da = malloc((size_t)n * sizeof *da + 1), *db = malloc((size_t)n * sizeof *db + 1);
		if (!da || !db) {
			snprintf(err, size, "out of memory");
			st = TASOC_ERR_NOMEM;
		}
		for (int64_t k = 0; st == TASOC_OK && k < n; k++) {
			da[k] = ((const float *)ya[i])[k];
			db[k] = ((const float *)yb[i])[k];
		}
		if (st == TASOC_OK)
			tasoc_diff_add(d, da, db, n);
		free(da);
		free(db);
	}
	free_all(ya, a->noutputs);
	free_all(yb, b->noutputs);
	return st;
}

tasoc_status tasoc_compare_modp(tasoc_graph *a, tasoc_graph *b, uint64_t seed, int64_t *differ,
				int64_t *elements, bool progress, const char *prefix, char *err, size_t size)
{
	*differ = *elements = 0;
	void **ya, **yb;
	tasoc_status st = run_both(a, b, TASOC_MODE_MODP, seed, &ya, &yb, progress, prefix, err, size);
	for (int32_t i = 0; st == TASOC_OK && i < a->noutputs; i++) {
		int64_t n = tasoc_numel(tasoc_ref_shape(a, a->outputs[i]));
		for (int64_t k = 0; k < n; k++)
			*differ += ((const uint64_t *)ya[i])[k] != ((const uint64_t *)yb[i])[k];
		*elements += n;
	}
	free_all(ya, a->noutputs);
	free_all(yb, b->noutputs);
	return st;
}

/* ort_interp.c: a test model run by tasoc's reference interpreter and by ONNX Runtime on the same inputs, before and after its export. */
#include "ort_interp.h"

#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../core/interp.h"
#include "../host/backend/ort_worker.h"
#include "../host/onnx/onnx.h"

/*
 * The worker's seeded float inputs (tools/ort_seeded.py): FNV-1a
 * of the input's name xor the seed keys a mulberry32 generator, and element
 * i is r() * 2 - 1 rounded to float32. The same arithmetic in C gives the
 * interpreter the very inputs ONNX Runtime gets.
 */
static uint32_t name_hash(const char *s, uint32_t seed)
{
	uint32_t h = 0x811c9dc5u ^ seed;
	for (; *s; s++)
		h = (h ^ (uint32_t)(unsigned char)*s) * 0x01000193u;
	return h;
}

static double mulberry32(uint32_t *a)
{
	*a += 0x6d2b79f5u;
	uint32_t t = *a;
	t = (t ^ (t >> 15)) * (t | 1u);
	t ^= t + (t ^ (t >> 7)) * (t | 61u);
	return (double)(t ^ (t >> 14)) / 4294967296.0;
}

static void seeded(const char *name, uint32_t seed, float *x, int64_t n)
{
	uint32_t a = name_hash(name, seed);
	for (int64_t i = 0; i < n; i++)
		x[i] = (float)(mulberry32(&a) * 2.0 - 1.0);
}

/* ONNX Runtime's outputs for the file at path on the seeded inputs. */
static void ort_outputs(tasoc_ort *w, const char *path, uint32_t seed, tasoc_ort_output **out, int *nout)
{
	int id;
	cr_assert_eq(tasoc_ort_load(w, path, &id), 0, "%s: %s", path, tasoc_ort_error(w));
	cr_assert_eq(tasoc_ort_run(w, id, seed, NULL, out, nout), 0, "%s: %s", path, tasoc_ort_error(w));
	tasoc_ort_free(w, id);
}

/* Largest |a - b| over the largest |a|. */
static double rel_diff(const double *a, const float *b, int64_t n)
{
	double d = 0, m = 0;
	for (int64_t i = 0; i < n; i++) {
		d = fmax(d, fabs(a[i] - (double)b[i]));
		m = fmax(m, fabs(a[i]));
	}
	return m > 0 ? d / m : d;
}

void ort_interp_check(const char *path, int32_t op, int count, uint32_t seed, double tol, int same_nodes)
{
	char err[512];
	tasoc_ort *w = tasoc_ort_open(err, sizeof err);
	if (!w)
		cr_skip_test("ONNX Runtime is not installed (make deps): %s", err);
	tasoc_onnx_model *m = NULL, *m2 = NULL;
	tasoc_graph g, g2;
	cr_assert_eq(tasoc_graph_init(&g, NULL), TASOC_OK);
	cr_assert_eq(tasoc_onnx_load(path, &g, &m), TASOC_OK, "%s: %s", path, g.err);
	cr_assert_eq(tasoc_graph_count_op(&g, op), count, "%s: imported", path);
	cr_assert_eq(tasoc_graph_count_op(&g, TASOC_OP_OPAQUE), 0, "%s: imported", path);
	/* the interpreter on the worker's inputs */
	int32_t ids[8];
	int32_t nin = tasoc_graph_inputs(&g, NULL);
	cr_assert(nin >= 1 && nin <= 8);
	tasoc_graph_inputs(&g, ids);
	const void *ins[8];
	for (int32_t i = 0; i < nin; i++) {
		int64_t n = tasoc_numel(&g.nodes[ids[i]].out[0]);
		float *x = malloc((size_t)n * sizeof *x);
		cr_assert(x);
		seeded(tasoc_node_name(&g, ids[i]), seed, x, n);
		ins[i] = x;
	}
	void *outs[8];
	cr_assert(g.noutputs >= 1 && g.noutputs <= 8);
	for (int32_t i = 0; i < g.noutputs; i++)
		cr_assert(outs[i] = malloc((size_t)tasoc_numel(tasoc_ref_shape(&g, g.outputs[i])) * sizeof(float)));
	cr_assert_eq(tasoc_interp(&g, TASOC_MODE_F32, ins, outs), TASOC_OK, "%s", g.err);
	/* ONNX Runtime on the file */
	tasoc_ort_output *o = NULL, *o2 = NULL;
	int no = 0, no2 = 0;
	ort_outputs(w, path, seed, &o, &no);
	cr_assert_eq(no, g.noutputs);
	for (int32_t i = 0; i < g.noutputs; i++) {
		const char *name = tasoc_store_get_string(g.store, g.output_names[i]);
		const tasoc_ort_output *a = NULL;
		for (int k = 0; k < no; k++)
			if (!strcmp(o[k].name, name))
				a = &o[k];
		cr_assert(a, "%s: ONNX Runtime has no output %s", path, name);
		cr_assert_eq(a->n, tasoc_numel(tasoc_ref_shape(&g, g.outputs[i])), "%s: output %s", path, name);
		double d = rel_diff(a->values, outs[i], a->n);
		cr_expect_leq(d, tol, "%s: output %s: the interpreter differs from ONNX Runtime by %g of its largest magnitude",
			      path, name, d);
	}
	/* the export, in ONNX Runtime and imported again */
	void *data;
	size_t size;
	cr_assert_eq(tasoc_onnx_export(m, &g, &data, &size), TASOC_OK, "export: %s", g.err);
	char tmp[] = "/tmp/tasoc-ort-interp-XXXXXX";
	int fd = mkstemp(tmp);
	cr_assert_geq(fd, 0);
	cr_assert_eq(write(fd, data, size), (ssize_t)size);
	close(fd);
	ort_outputs(w, tmp, seed, &o2, &no2);
	cr_assert_eq(no2, no);
	for (int k = 0; k < no; k++) {
		cr_assert_str_eq(o2[k].name, o[k].name);
		cr_assert_eq(o2[k].n, o[k].n);
		double d = 0, mx = 0;
		for (int64_t i = 0; i < o[k].n; i++) {
			d = fmax(d, fabs(o[k].values[i] - o2[k].values[i]));
			mx = fmax(mx, fabs(o[k].values[i]));
		}
		cr_expect(same_nodes ? d == 0 : d <= 1e-4 * mx,
			  "%s: output %s: the exported file differs in ONNX Runtime by %g", path, o[k].name, d);
	}
	cr_assert_eq(tasoc_graph_init(&g2, NULL), TASOC_OK);
	cr_assert_eq(tasoc_onnx_import(data, size, &g2, &m2), TASOC_OK, "re-import: %s", g2.err);
	cr_expect_eq(tasoc_graph_count_op(&g2, op), count, "%s: the export imports again", path);
	cr_expect_eq(tasoc_graph_count_op(&g2, TASOC_OP_OPAQUE), 0, "%s: the export imports again", path);
	unlink(tmp);
	free(data);
	for (int32_t i = 0; i < nin; i++)
		free((void *)ins[i]);
	for (int32_t i = 0; i < g.noutputs; i++)
		free(outs[i]);
	tasoc_ort_outputs_free(o, no);
	tasoc_ort_outputs_free(o2, no2);
	tasoc_ort_close(w);
	tasoc_graph_free(&g);
	tasoc_graph_free(&g2);
	tasoc_onnx_free(m);
	tasoc_onnx_free(m2);
}

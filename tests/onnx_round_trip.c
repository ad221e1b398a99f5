/* onnx_round_trip.c: a test model of one [1, 3, 4] input imported, exported, imported again and run. */
#include "onnx_round_trip.h"

#include <criterion/criterion.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "../core/interp.h"
#include "../host/onnx/onnx.h"

/* y = g(x) for the graph's one input and output. */
static void run_model(tasoc_graph *g, const float *x, float *y)
{
	const void *ins[] = { x };
	void *outs[] = { y };
	cr_assert_eq(tasoc_interp(g, TASOC_MODE_F32, ins, outs), TASOC_OK, "%s", g->err);
}

void onnx_round_trip_1x3x4(const char *path, int32_t op, int count, const char *type, float (*want)(int i, float x))
{
	tasoc_onnx_model *m = NULL, *m2 = NULL;
	tasoc_graph g, g2;
	cr_assert_eq(tasoc_graph_init(&g, NULL), TASOC_OK);
	cr_assert_eq(tasoc_onnx_load(path, &g, &m), TASOC_OK, "%s: %s", path, g.err);
	cr_expect_eq(tasoc_graph_count_op(&g, op), count, "%s: imported", path);
	cr_expect_eq(tasoc_graph_count_op(&g, TASOC_OP_OPAQUE), 0, "%s: imported", path);
	void *data;
	size_t size;
	cr_assert_eq(tasoc_onnx_export(m, &g, &data, &size), TASOC_OK, "export: %s", g.err);
	if (type) {
		size_t n = strlen(type);
		bool written = false; /* memmem is not C11 */
		for (size_t i = 0; i + n <= size && !written; i++)
			written = memcmp((const char *)data + i, type, n) == 0;
		cr_assert(written, "%s: the export writes %s", path, type);
	}
	cr_assert_eq(tasoc_graph_init(&g2, NULL), TASOC_OK);
	cr_assert_eq(tasoc_onnx_import(data, size, &g2, &m2), TASOC_OK, "re-import: %s", g2.err);
	cr_expect_eq(tasoc_graph_count_op(&g2, op), count, "%s: the export imports again", path);
	float x[12], y[12], y2[12];
	for (int i = 0; i < 12; i++)
		x[i] = (float)i - 5.5f;
	run_model(&g, x, y);
	run_model(&g2, x, y2);
	for (int i = 0; i < 12; i++) {
		float w = want(i, x[i]);
		cr_expect_float_eq(y[i], w, 1e-6, "imported: y[%d] = %g, want %g", i, (double)y[i], (double)w);
		cr_expect_float_eq(y2[i], w, 1e-6, "exported: y[%d] = %g, want %g", i, (double)y2[i], (double)w);
	}
	free(data);
	tasoc_graph_free(&g);
	tasoc_graph_free(&g2);
	tasoc_onnx_free(m);
	tasoc_onnx_free(m2);
}

void onnx_stays_opaque(const char *path, int32_t op)
{
	tasoc_onnx_model *m = NULL;
	tasoc_graph g;
	cr_assert_eq(tasoc_graph_init(&g, NULL), TASOC_OK);
	cr_assert_eq(tasoc_onnx_load(path, &g, &m), TASOC_OK, "%s: %s", path, g.err);
	cr_expect_eq(tasoc_graph_count_op(&g, op), 0, "%s", path);
	cr_expect_eq(tasoc_graph_count_op(&g, TASOC_OP_OPAQUE), 1, "%s", path);
	tasoc_graph_free(&g);
	tasoc_onnx_free(m);
}

/* test_honest.c: the costs tasoc_optimize reports are those of the written model, imported again. */
#include <criterion/criterion.h>
#include <stdlib.h>

#include "../host/onnx/onnx.h"
#include "../core/tasoc.h"
#include "../tools/models.h"

/*
 * The bundled models small enough for every test run (tests/onnx_e2e.sh
 * does the same for all of them through the command line). tiny and the
 * ResNet-like ones are built with relu fused into conv2d; ONNX has no such
 * operator, so their export writes Conv then Relu, and the importer reads
 * two nodes back: the canonical form must charge both as the runtime runs
 * them, one operator.
 */
static const char *const small[] = { "tiny", "bert-layer", "nasrnn" };

/* Exports g (with the model m it came from, or none) and imports the bytes into a new graph *out. */
static void reimport(const tasoc_onnx_model *m, tasoc_graph *g, tasoc_graph *out, tasoc_onnx_model **mo)
{
	void *data;
	size_t size;
	cr_assert_eq(tasoc_onnx_export(m, g, &data, &size), TASOC_OK, "export: %s", g->err);
	cr_assert_eq(tasoc_graph_init(out, NULL), TASOC_OK);
	cr_assert_eq(tasoc_onnx_import(data, size, out, mo), TASOC_OK, "import: %s", out->err);
	free(data);
}

static void optimize(tasoc_graph *g, int32_t budget, tasoc_graph *out, tasoc_stats *st)
{
	tasoc_options o;
	tasoc_options_default(&o);
	o.backtrack.budget = budget;
	cr_assert_eq(tasoc_optimize(g, &o, out, st), TASOC_OK, "%s", g->err);
}

static void relative_eq(double a, double b, const char *what, const char *model)
{
	cr_assert(a >= b * (1 - 1e-12) && a <= b * (1 + 1e-12), "%s: %s: %.9g ms, expected %.9g ms", model, what, a, b);
}

Test(honest, reported_costs_are_those_of_the_written_model_imported_again)
{
	for (size_t i = 0; i < sizeof small / sizeof small[0]; i++) {
		const model_info *mi = model_find(small[i]);
		cr_assert(mi, "no model %s", small[i]);
		tasoc_graph built, opt_built, in, opt, again, opt_again;
		tasoc_onnx_model *m_in = NULL, *m_again = NULL;
		tasoc_stats s_built, s_in, s_again;
		cr_assert_eq(tasoc_graph_init(&built, NULL), TASOC_OK);
		cr_assert_eq(mi->build(&built), TASOC_OK, "%s", built.err);
		optimize(&built, 1000, &opt_built, &s_built);

		/* The exported model is charged as the graph built in C, fused or not. */
		reimport(NULL, &built, &in, &m_in);
		optimize(&in, 1000, &opt, &s_in);
		relative_eq(s_in.cost_before, s_built.cost_before, "imported input", mi->name);
		relative_eq(s_in.cost_after, s_built.cost_after, "its optimization", mi->name);

		/* What the report says the output costs is what the written file costs. */
		reimport(m_in, &opt, &again, &m_again);
		optimize(&again, 0, &opt_again, &s_again);
		relative_eq(s_again.cost_before, s_in.cost_after, "written output imported again", mi->name);
		cr_assert_eq(s_again.napplied, 0);

		tasoc_stats_free(&built, &s_built);
		tasoc_stats_free(&in, &s_in);
		tasoc_stats_free(&again, &s_again);
		tasoc_graph_free(&opt_again);
		tasoc_graph_free(&again);
		tasoc_graph_free(&opt);
		tasoc_graph_free(&in);
		tasoc_graph_free(&opt_built);
		tasoc_graph_free(&built);
		tasoc_onnx_free(m_in);
		tasoc_onnx_free(m_again);
	}
}

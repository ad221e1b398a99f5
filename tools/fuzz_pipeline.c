/* fuzz_pipeline.c: libFuzzer entry point: bytes through the whole pipeline, import -> optimize -> export -> import. */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>

#include "../host/onnx/onnx.h"
#include "../core/tasoc.h"

/*
 * tools/fuzz_onnx.c stops at import and export, so the optimizer was never
 * fuzzed; here a model that imports is optimized with a small budget, in
 * one of thirty-two set-ups picked by the input's length (folding on or
 * off, alpha 1.0 or 1.5, budget 3 or 12, the analytical model plain or
 * with the ort model's fusions and blocked layout, the backtracking or the
 * saturating search: the bytes stay a plain ONNX model, so the seed corpus
 * of valid models is mutated as such), exported,
 * and the export imported again. Before that, the branches of every If
 * that stays opaque go through the same steps as models of their own and
 * are written back (host/onnx/onnx_branch.c, as tasoc optimize does in
 * host/pipeline/branches.c). Every failure must say why (g.err), the
 * saturating search must name a rule that builds each node it says a rule
 * made, and an optimized model that exported must import again: tasoc
 * wrote it.
 * Built and run by tools/fuzz.sh pipeline (`make fuzz`).
 */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Each branch of g's opaque Ifs imported, optimized and written back; a failure leaves it, saying why. */
static void branches(const tasoc_onnx_model *m, tasoc_graph *g, const tasoc_options *o)
{
	int32_t n0 = g->nnodes;
	for (int32_t v = 0; v < n0; v++)
		for (int k = 0; k < tasoc_onnx_branch_count(g, v); k++) {
			tasoc_graph bg, best;
			tasoc_onnx_model *bm = NULL;
			tasoc_onnx_options io = { 0 };
			tasoc_stats st;
			if (tasoc_graph_init(&bg, NULL) != TASOC_OK)
				return;
			if (tasoc_onnx_branch_import(m, g, v, k, &io, &bg, &bm) != TASOC_OK) {
				if (!bg.err[0])
					abort();
			} else if (tasoc_optimize(&bg, o, &best, &st) != TASOC_OK) {
				if (!bg.err[0])
					abort();
			} else {
				tasoc_stats_free(&bg, &st);
				g->err[0] = '\0';
				if (tasoc_onnx_branch_replace(m, g, v, k, bm, &best, NULL) != TASOC_OK && !g->err[0])
					abort();
				tasoc_graph_free(&best);
			}
			tasoc_onnx_free(bm);
			tasoc_graph_free(&bg);
		}
}

/*
 * With the saturating search, st->applied holds an entry for each live node
 * of best that a rule made (tasoc_node.made), in node order: each must name
 * a rule whose right side builds that node's operator.
 */
static bool made_as_said(const tasoc_graph *best, const tasoc_stats *st)
{
	int32_t k = 0;
	for (int32_t v = 0; v < best->nnodes; v++) {
		const tasoc_node *n = &best->nodes[v];
		if (n->dead || !n->made)
			continue;
		if (k >= st->napplied)
			return false;
		const tasoc_rule *r = tasoc_rule_named(st->applied[k]);
		if (!r || !tasoc_rule_builds(r, n->op))
			return false;
		k++;
	}
	return k == st->napplied;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	tasoc_graph g, best, again;
	tasoc_onnx_model *m = NULL, *m2 = NULL;
	if (tasoc_graph_init(&g, NULL) != TASOC_OK)
		return 0;
	if (tasoc_onnx_import(data, size, &g, &m) != TASOC_OK) {
		if (!g.err[0])
			abort(); /* a failure must say why */
		tasoc_onnx_free(m);
		tasoc_graph_free(&g);
		return 0;
	}
	tasoc_options o;
	tasoc_options_default(&o);
	o.fold = (size & 1) != 0;
	o.backtrack.alpha = (size & 2) ? 1.5 : 1.0;
	o.backtrack.budget = (size & 2) ? 3 : 12;
	o.common.time_limit_s = 2;     /* the search's own bound; libFuzzer's -timeout catches a hang */
	o.backtrack.max_queued = 64;
	/*
	 * Half the inputs through the saturating search (e-graph, extraction,
	 * the graph built back from its choice), its room small so that an
	 * input stays fast; the seeded half also runs the backtracking search.
	 */
	if (size & 16) {
		o.search = TASOC_SEARCH_SATURATE;
		o.saturate.max_nodes = 400;
		o.saturate.max_iters = 4;
		o.seed = (size & 32) != 0;
	}
	/*
	 * Half the inputs under the analytical estimates shaped as the ort
	 * model is (the runtime's fusions, a blocked layout of 8 or 16
	 * channels: cost_layout.c's account), which a fuzzer has no ONNX
	 * Runtime to time. The account must leave every cost a number >= 0.
	 */
	tasoc_cost_model cm;
	tasoc_cost_backend ortlike = tasoc_cost_analytical;
	ortlike.fuses = TASOC_COST_FUSES_TRANSPOSE_MATMUL | TASOC_COST_OWN_CONV_LAYOUT;
	ortlike.block = (size & 8) ? 16 : 8;
	bool blocked = (size & 4) != 0;
	if (blocked) {
		if (tasoc_cost_init(&cm, NULL, &ortlike) != TASOC_OK)
			abort();
		o.common.cost = &cm;
	}
	branches(m, &g, &o);
	tasoc_stats st;
	if (tasoc_optimize(&g, &o, &best, &st) != TASOC_OK) {
		if (!g.err[0])
			abort();
		if (blocked)
			tasoc_cost_free(&cm);
		tasoc_onnx_free(m);
		tasoc_graph_free(&g);
		return 0;
	}
	if (!(st.cost_before >= 0) || !(st.cost_after >= 0))
		abort(); /* a cost that is negative or not a number */
	if (st.applied_are_nodes && !made_as_said(&best, &st))
		abort(); /* a node said made by a rule that builds no such operator */
	tasoc_stats_free(&g, &st);
	if (blocked)
		tasoc_cost_free(&cm);
	void *out;
	size_t n;
	if (tasoc_onnx_export(m, &best, &out, &n) == TASOC_OK) {
		if (tasoc_graph_init(&again, NULL) != TASOC_OK)
			abort();
		if (tasoc_onnx_import(out, n, &again, &m2) != TASOC_OK)
			abort(); /* tasoc cannot read back what it wrote: again.err says why */
		tasoc_onnx_free(m2);
		tasoc_graph_free(&again);
		free(out);
	} else if (!best.err[0] && !g.err[0]) {
		abort();
	}
	tasoc_graph_free(&best);
	tasoc_onnx_free(m);
	tasoc_graph_free(&g);
	return 0;
}

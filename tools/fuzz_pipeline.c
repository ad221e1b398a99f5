/* fuzz_pipeline.c: libFuzzer entry point: bytes through the whole pipeline, import -> optimize -> export -> import. */
#include <stdint.h>
#include <stdlib.h>

#include "../runtime/onnx/onnx.h"
#include "../runtime/tasoc.h"

/*
 * tools/fuzz_onnx.c stops at import and export, so the optimizer was never
 * fuzzed; here a model that imports is optimized with a small budget, in
 * one of four search set-ups picked by the input's length (folding on or
 * off, alpha 1.0 or 1.5, budget 3 or 12: the bytes stay a plain ONNX
 * model, so the seed corpus of valid models is mutated as such), exported,
 * and the export imported again. Every failure must say why (g.err), and
 * an optimized model that exported must import again: tasoc wrote it.
 * Built and run by tools/fuzz.sh pipeline (`make fuzz`).
 */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

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
	o.alpha = (size & 2) ? 1.5 : 1.0;
	o.budget = (size & 2) ? 3 : 12;
	o.time_limit_s = 2;     /* the search's own bound; libFuzzer's -timeout catches a hang */
	o.max_queued = 64;
	tasoc_stats st;
	if (tasoc_optimize(&g, &o, &best, &st) != TASOC_OK) {
		if (!g.err[0])
			abort();
		tasoc_onnx_free(m);
		tasoc_graph_free(&g);
		return 0;
	}
	tasoc_stats_free(&g, &st);
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

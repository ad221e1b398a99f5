/* fuzz_onnx.c: libFuzzer entry point: arbitrary bytes through the ONNX importer and exporter. */
#include <stdint.h>
#include <stdlib.h>

#include "../host/onnx/onnx.h"

/*
 * Whatever the bytes, import must return a status (with a message when it
 * fails) and never crash, leak or read out of bounds; a model that imports
 * must export. Built and run by tools/fuzz.sh onnx (`make fuzz`).
 */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	tasoc_graph g;
	tasoc_onnx_model *m = NULL;
	if (tasoc_graph_init(&g, NULL) != TASOC_OK)
		return 0;
	if (tasoc_onnx_import(data, size, &g, &m) == TASOC_OK) {
		void *out;
		size_t n;
		if (tasoc_onnx_export(m, &g, &out, &n) == TASOC_OK)
			free(out);
		else if (!g.err[0])
			abort(); /* a failure must say why */
	} else if (!g.err[0]) {
		abort();
	}
	tasoc_onnx_free(m);
	tasoc_graph_free(&g);
	return 0;
}

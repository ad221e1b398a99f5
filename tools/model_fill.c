/* model_fill.c: the bundled models' deterministic pseudo-random data (weights and inputs). */
#include "models.h"

/*
 * A file of its own because both the model table (models.c) and the layer
 * helpers the models are built from (model_layers.c) fill weights with it,
 * and the table calls the models that call the helpers: here neither calls
 * back. xorshift64, so a model is the same graph on every build.
 */
void model_fill(float *data, int64_t n, uint64_t seed)
{
	uint64_t s = seed * 0x9e3779b97f4a7c15ull + 1;
	for (int64_t i = 0; i < n; i++) {
		s ^= s << 13;
		s ^= s >> 7;
		s ^= s << 17;
		data[i] = (float)((double)(s >> 11) / (double)(1ull << 53) * 2.0 - 1.0);
	}
}

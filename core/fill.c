/* fill.c: deterministic pseudo-random float data, the inputs and weights of tests, models and checks. */
#include "interp.h"

/* xorshift64, seeded: the same values on every host, so two runs compare the same inputs. */
void tasoc_fill_random(float *data, int64_t n, uint64_t seed)
{
	uint64_t s = seed * 0x9e3779b97f4a7c15ull + 1;
	for (int64_t i = 0; i < n; i++) {
		s ^= s << 13;
		s ^= s >> 7;
		s ^= s << 17;
		data[i] = (float)((double)(s >> 11) / (double)(1ull << 53) * 2.0 - 1.0);
	}
}

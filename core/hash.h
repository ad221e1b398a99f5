/* hash.h: the 64-bit mixing steps every structural hash in the runtime is built from. */
#ifndef TASOC_HASH_H
#define TASOC_HASH_H

#include <stdint.h>

/* Folds v into h; a few multiply-xorshift rounds so nearby inputs spread. */
static inline uint64_t tasoc_hash_mix(uint64_t h, uint64_t v)
{
	h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
	h ^= h >> 31;
	h *= 0xbf58476d1ce4e5b9ull;
	h ^= h >> 29;
	return h;
}

/* FNV-1a of a string (NULL hashes as empty). */
static inline uint64_t tasoc_hash_str(const char *s)
{
	uint64_t h = 1469598103934665603ull;
	for (; s && *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211ull;
	return h;
}

#endif

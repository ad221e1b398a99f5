/* names.c: a small open-addressing hash map from tensor names to indices. */
#include <stdlib.h>
#include <string.h>

#include "onnx_internal.h"

static uint64_t hash(const char *s)
{
	uint64_t h = 1469598103934665603ull; /* FNV-1a */
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211ull;
	return h;
}

static size_t slot(const tasoc_onnx_names *m, const char *key)
{
	size_t i = (size_t)hash(key) & (m->cap - 1);
	while (m->keys[i] && strcmp(m->keys[i], key) != 0)
		i = (i + 1) & (m->cap - 1);
	return i;
}

int tasoc_onnx_names_put(tasoc_onnx_names *m, const char *key, int32_t val)
{
	if ((m->n + 1) * 2 > m->cap) { /* keep the load under one half */
		size_t ncap = m->cap ? m->cap * 2 : 64;
		tasoc_onnx_names bigger = { calloc(ncap, sizeof(char *)), calloc(ncap, sizeof(int32_t)), ncap, 0 };
		if (!bigger.keys || !bigger.vals) {
			free(bigger.keys);
			free(bigger.vals);
			return -1;
		}
		for (size_t i = 0; i < m->cap; i++)
			if (m->keys[i]) {
				size_t j = slot(&bigger, m->keys[i]);
				bigger.keys[j] = m->keys[i];
				bigger.vals[j] = m->vals[i];
				bigger.n++;
			}
		tasoc_onnx_names_free(m);
		*m = bigger;
	}
	size_t i = slot(m, key);
	if (!m->keys[i]) {
		m->keys[i] = key;
		m->n++;
	}
	m->vals[i] = val;
	return 0;
}

int32_t tasoc_onnx_names_get(const tasoc_onnx_names *m, const char *key)
{
	if (!m->cap || !key)
		return -1;
	size_t i = slot(m, key);
	return m->keys[i] ? m->vals[i] : -1;
}

void tasoc_onnx_names_free(tasoc_onnx_names *m)
{
	free(m->keys);
	free(m->vals);
	memset(m, 0, sizeof *m);
}

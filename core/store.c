/* store.c: strings and blobs shared by a graph and its clones. */
#include <string.h>

#include "ir.h"

static bool grow(tasoc_allocator *al, void **arr, int *cap, size_t elem, int need)
{
	if (need <= *cap)
		return true;
	int ncap = *cap ? *cap * 2 : 16;
	while (ncap < need)
		ncap *= 2;
	void *p = tasoc_alloc(al, (size_t)ncap * elem);
	if (!p)
		return false;
	if (*arr)
		memcpy(p, *arr, (size_t)*cap * elem);
	tasoc_free(al, *arr);
	*arr = p;
	*cap = ncap;
	return true;
}

int32_t tasoc_store_string(tasoc_store *s, const char *str)
{
	if (!str)
		return -1;
	size_t n = strlen(str);
	if (!grow(s->al, (void **)&s->strings, &s->capstrings, sizeof(char *), s->nstrings + 1))
		return -1;
	char *copy = tasoc_alloc(s->al, n + 1);
	if (!copy)
		return -1;
	memcpy(copy, str, n + 1);
	s->strings[s->nstrings] = copy;
	return s->nstrings++;
}

const char *tasoc_store_get_string(const tasoc_store *s, int32_t id)
{
	return (id >= 0 && id < s->nstrings) ? s->strings[id] : NULL;
}

int32_t tasoc_store_blob(tasoc_store *s, const void *data, size_t size, bool copy)
{
	if (!grow(s->al, (void **)&s->blobs, &s->capblobs, sizeof(tasoc_blob), s->nblobs + 1))
		return -1;
	tasoc_blob b = { (void *)data, size, 0 };
	if (copy) {
		b.ptr = tasoc_alloc(s->al, size);
		if (!b.ptr)
			return -1;
		if (size)
			memcpy(b.ptr, data, size);
		b.owned = 1;
	}
	s->blobs[s->nblobs] = b;
	return s->nblobs++;
}

tasoc_store *tasoc_store_new(tasoc_allocator *al)
{
	tasoc_store *s = tasoc_calloc(al, 1, sizeof *s);
	if (s) {
		s->al = al;
		s->refs = 1;
	}
	return s;
}

void tasoc_store_release(tasoc_store *s)
{
	if (!s || --s->refs > 0)
		return;
	for (int i = 0; i < s->nstrings; i++)
		tasoc_free(s->al, s->strings[i]);
	for (int i = 0; i < s->nblobs; i++)
		if (s->blobs[i].owned)
			tasoc_free(s->al, s->blobs[i].ptr);
	tasoc_free(s->al, s->strings);
	tasoc_free(s->al, s->blobs);
	tasoc_free(s->al, s);
}

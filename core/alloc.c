/* alloc.c: the heap allocator and the fixed arena. */
#include "alloc.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static void *heap_alloc(void *ctx, size_t size)
{
	(void)ctx;
	return malloc(size ? size : 1);
}

static void heap_free(void *ctx, void *ptr)
{
	(void)ctx;
	free(ptr);
}

tasoc_allocator tasoc_heap = { heap_alloc, heap_free, NULL };

#define ARENA_ALIGN 16

static void *arena_alloc(void *ctx, size_t size)
{
	tasoc_arena *a = ctx;
	size_t start = (a->used + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
	if (start > a->size || size > a->size - start)
		return NULL;
	a->used = start + size;
	if (a->used > a->peak)
		a->peak = a->used;
	return a->base + start;
}

static void arena_free(void *ctx, void *ptr)
{
	(void)ctx;
	(void)ptr;
}

void tasoc_arena_init(tasoc_arena *a, void *buf, size_t size)
{
	/* Align the base so every block handed out is 16-byte aligned. */
	uintptr_t p = (uintptr_t)buf;
	size_t skip = (ARENA_ALIGN - (p % ARENA_ALIGN)) % ARENA_ALIGN;
	a->base = (unsigned char *)buf + (skip < size ? skip : size);
	a->size = skip < size ? size - skip : 0;
	a->used = a->peak = 0;
}

tasoc_allocator tasoc_arena_allocator(tasoc_arena *a)
{
	tasoc_allocator al = { arena_alloc, arena_free, a };
	return al;
}

void tasoc_arena_reset(tasoc_arena *a)
{
	a->used = 0;
}

void *tasoc_alloc(tasoc_allocator *al, size_t size)
{
	return al->alloc(al->ctx, size);
}

void *tasoc_calloc(tasoc_allocator *al, size_t n, size_t size)
{
	if (size && n > SIZE_MAX / size)
		return NULL;
	void *p = al->alloc(al->ctx, n * size);
	if (p)
		memset(p, 0, n * size);
	return p;
}

void tasoc_free(tasoc_allocator *al, void *ptr)
{
	if (ptr)
		al->free(al->ctx, ptr);
}

int tasoc_grow(tasoc_allocator *al, void **p, int32_t *cap, size_t elem, int32_t need)
{
	if (need <= *cap)
		return 0;
	int32_t n = *cap ? *cap : 16;
	while (n < need)
		n *= 2;
	void *q = tasoc_alloc(al, (size_t)n * elem);
	if (!q)
		return -1;
	if (*p && *cap)
		memcpy(q, *p, (size_t)*cap * elem);
	tasoc_free(al, *p);
	*p = q;
	*cap = n;
	return 0;
}

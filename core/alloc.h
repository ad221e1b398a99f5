/* alloc.h: the one allocator interface of the runtime core, and a fixed arena. */
#ifndef TASOC_ALLOC_H
#define TASOC_ALLOC_H

#include <stddef.h>
#include <stdint.h>

/*
 * Every allocation in the runtime core goes through a tasoc_allocator, so an
 * embedder can give the optimizer a fixed block of memory and know it will
 * never call malloc. alloc returns NULL when it cannot satisfy a request;
 * callers turn that into TASOC_ERR_NOMEM, never a crash. free may be a no-op
 * (the arena frees everything at once).
 */
typedef struct tasoc_allocator {
	void *(*alloc)(void *ctx, size_t size);
	void (*free)(void *ctx, void *ptr);
	void *ctx;
} tasoc_allocator;

/* The process heap (malloc and free). */
extern tasoc_allocator tasoc_heap;

/* A bump allocator over a caller's buffer; free is a no-op. */
typedef struct tasoc_arena {
	unsigned char *base;
	size_t size, used, peak;
} tasoc_arena;

void tasoc_arena_init(tasoc_arena *a, void *buf, size_t size);
tasoc_allocator tasoc_arena_allocator(tasoc_arena *a);
void tasoc_arena_reset(tasoc_arena *a);

void *tasoc_alloc(tasoc_allocator *al, size_t size);
void *tasoc_calloc(tasoc_allocator *al, size_t n, size_t size);
void tasoc_free(tasoc_allocator *al, void *ptr);

/*
 * Grows the array *p (of *cap elements of size elem) to hold at least need,
 * doubling from 16 and keeping its contents; 0 on success, -1 when memory
 * runs out (then *p and *cap are unchanged).
 */
int tasoc_grow(tasoc_allocator *al, void **p, int32_t *cap, size_t elem, int32_t need);

#endif

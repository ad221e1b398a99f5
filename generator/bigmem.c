/* bigmem.c: the enumeration's large tables, asked for huge pages. */
#define _DEFAULT_SOURCE
#include "bigmem.h"

#include <stdint.h>
#include <stdlib.h>

#if defined(__linux__)
#include <sys/mman.h>
#endif

/* Below this a block is not worth a huge page (and glibc keeps it on the heap). */
#define BIGMEM_MIN ((size_t)8 << 20)
#define BIGMEM_PAGE ((uintptr_t)2 << 20)

void *gen_bigmem_realloc(void *p, size_t bytes)
{
	void *q = realloc(p, bytes);
#if defined(__linux__) && defined(MADV_HUGEPAGE)
	if (q && bytes >= BIGMEM_MIN) {
		/* the whole 2 MiB pages inside the block; the advice outlives a later mremap */
		uintptr_t lo = ((uintptr_t)q + BIGMEM_PAGE - 1) & ~(BIGMEM_PAGE - 1);
		uintptr_t hi = ((uintptr_t)q + bytes) & ~(BIGMEM_PAGE - 1);
		if (hi > lo)
			(void)madvise((void *)lo, hi - lo, MADV_HUGEPAGE); /* advice: refusal changes nothing */
	}
#endif
	return q;
}

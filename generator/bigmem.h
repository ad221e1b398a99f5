/* bigmem.h: the enumeration's large tables, asked for huge pages. */
#ifndef GEN_BIGMEM_H
#define GEN_BIGMEM_H

#include <stddef.h>

/*
 * realloc, and for a block of several megabytes a request that the kernel
 * back it with 2 MiB pages where it can (madvise MADV_HUGEPAGE; a no-op
 * where transparent huge pages are off or unknown). Confirming a pair
 * rebuilds its terms from entries scattered over the whole table (1.4 GiB
 * at 4 operators), so with 4 KiB pages most reads miss the TLB: huge pages
 * cut the 4-operator generation's processor time by about a sixth
 * (docs/rules.md). Debian's default is "madvise": nothing changes unless
 * asked.
 */
void *gen_bigmem_realloc(void *p, size_t bytes);

#endif

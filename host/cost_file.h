/* cost_file.h: the cost cache saved and loaded as text, and written as C source (host only: files). */
#ifndef TASOC_COST_FILE_H
#define TASOC_COST_FILE_H

#include "../core/cost.h"

/*
 * The cache as text, one key a line:
 *   conv2d a=1,1,0,0 in=[1,64,56,56];[64,64,3,3] out=[1,64,56,56] cost=0.1234
 * Operators are named, so a file survives a change of the operator table.
 * load adds to what is cached; unknown operators are an error naming the line.
 * The first line names the backend that measured the costs; load keeps that
 * name in loaded_from, so a caller can refuse to mix, say, cpu timings
 * with analytical estimates (the command line does).
 */
tasoc_status tasoc_cost_save(const tasoc_cost_model *cm, const char *path);
tasoc_status tasoc_cost_load(tasoc_cost_model *cm, const char *path);
/* Entries in key order (sorted, so output is deterministic); caller frees with tasoc_free. */
tasoc_status tasoc_cost_sorted(const tasoc_cost_model *cm, const tasoc_cost_entry ***out, int32_t *n);
/* One entry as a line (without newline) in the format above. */
int tasoc_cost_format(const tasoc_cost_entry *e, char *buf, size_t size);

/*
 * Writes the cache as C source defining `const tasoc_cost_table symbol`
 * (cost_emit.c), for an embedded build that must not profile.
 */
tasoc_status tasoc_cost_write_c(const tasoc_cost_model *cm, const char *symbol, const char *path);

#endif

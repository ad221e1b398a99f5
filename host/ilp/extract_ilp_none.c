/* extract_ilp_none.c: the ILP extraction where GLPK is not installed: says so, and the greedy one is used. */
#include <stdio.h>

#include "extract_ilp.h"

tasoc_status tasoc_ilp_extract(void *ctx, const tasoc_egraph *eg, const double *cost, unsigned fuses,
			       const int32_t *start, double time_limit_s, int32_t *choice, char *err, size_t errsize)
{
	(void)ctx;
	(void)fuses;
	(void)eg;
	(void)cost;
	(void)start;
	(void)time_limit_s;
	(void)choice;
	snprintf(err, errsize, "built without GLPK (apt-get install libglpk-dev, then rebuild)");
	return TASOC_ERR_UNSUPPORTED;
}

/* extract_ilp.h: the e-graph's cheapest acyclic graph as an integer program (GLPK), TENSAT's formulation. */
#ifndef TASOC_ILP_EXTRACT_H
#define TASOC_ILP_EXTRACT_H

#include "../saturate.h"

/*
 * A tasoc_extract_fn (saturate.h): ctx unused. An optional module, linked
 * by the command line and the tests (-lglpk), so that libtasoc.a does not
 * depend on GLPK; built as a stub that answers TASOC_ERR_UNSUPPORTED when
 * glpk.h is absent (extract_ilp_none.c).
 */
tasoc_status tasoc_ilp_extract(void *ctx, const tasoc_egraph *eg, const double *cost, const int32_t *start,
			       double time_limit_s, int32_t *choice, char *err, size_t errsize);

#endif

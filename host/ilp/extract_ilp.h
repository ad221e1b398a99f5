/* extract_ilp.h: the e-graph's cheapest acyclic graph as an integer program (GLPK): TENSAT's, with rows of need. */
#ifndef TASOC_ILP_EXTRACT_H
#define TASOC_ILP_EXTRACT_H

#include "../../core/saturate.h"

/*
 * What the ILP extraction may be told and tells back (ctx of
 * tasoc_ilp_extract; NULL: nothing written, nothing told). write: a path
 * where the program is also written (CPLEX LP when it ends in .lp, else
 * free MPS; columns x<e-node>, t<class>, g<e-node> for a split group,
 * w<e-node> for a fused transpose's charge), beside it path.start (the
 * start choice's objective) and path.nodes (each e-node's class,
 * operator, cost and input classes), so that another solver (CBC) can
 * run on it offline for as long as it takes: GLPK proves nothing in 20 s
 * on the saturated e-graphs of BERT and Inception-v3 (issue 17).
 */
typedef struct tasoc_ilp_opts {
	const char *write;
	/* filled in by the extraction: the relaxation's optimum (-1 when not solved) and the rows of need */
	double relaxation;
	int32_t need_rows;
} tasoc_ilp_opts;

/*
 * A tasoc_extract_fn (saturate.h): ctx a tasoc_ilp_opts or NULL. An optional module, linked
 * by the command line and the tests (-lglpk), so that libtasoc.a does not
 * depend on GLPK; built as a stub that answers TASOC_ERR_UNSUPPORTED when
 * glpk.h is absent (extract_ilp_none.c).
 */
tasoc_status tasoc_ilp_extract(void *ctx, const tasoc_egraph *eg, const double *cost, unsigned fuses,
			       const int32_t *start, double time_limit_s, int32_t *choice, char *err, size_t errsize);

#endif

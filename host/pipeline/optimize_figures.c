/* optimize_figures.c: a run's failure message and the figures its lines and report share (optimize_state.h). */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../fileio.h"
#include "../say.h"
#include "optimize_state.h"

/* The names of the picks (optimize_state.h), as the lines say them. */
const char *const tasoc_opt_pick_name[] = { "", "plain search's graph", "analytical model's graph, searched on" };

/* A failure: the message on stderr, and kept for the report (written on failure too). */
void tasoc_opt_failed(tasoc_opt_summary *s, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int w = vsnprintf(s->error, sizeof s->error, fmt, ap);
	va_end(ap);
	/* Under a bound, any failure may be an allocation past it: say so, with the bound. */
	if (s->max_memory && w >= 0 && (size_t)w < sizeof s->error)
		snprintf(s->error + w, sizeof s->error - (size_t)w, " (the run was bounded by --max-memory %s)",
			 s->max_memory);
	tasoc_say_err("tasoc optimize: %s\n", s->error);
}

/*
 * Whether the figures price the Ifs by their taken branch: the input's
 * were (some of them), and the result's the same ones. Else both figures
 * price each If as one opaque node, as the search does.
 */
int tasoc_opt_if_priced(const tasoc_opt_summary *s)
{
	return s->if_in.priced > 0 && s->if_out.priced == s->if_in.priced;
}

/* The predicted costs reported: the search's, each priced If counted as its taken branch (tasoc cost's figure). */
double tasoc_opt_cost_before(const tasoc_opt_result *r, const tasoc_opt_summary *s)
{
	return tasoc_opt_if_priced(s) ? tasoc_if_cost_total(&s->if_in, r->cost_before) : r->cost_before;
}

double tasoc_opt_cost_after(const tasoc_opt_result *r, const tasoc_opt_summary *s)
{
	return tasoc_opt_if_priced(s) ? tasoc_if_cost_total(&s->if_out, r->cost_after) : r->cost_after;
}

/* Why no If, or not every If, is priced by its branch ("" when all are). */
const char *tasoc_opt_if_why(const tasoc_opt_summary *s)
{
	if (s->if_in.why[0] || !s->if_in.found || tasoc_opt_if_priced(s))
		return s->if_in.why;
	return s->if_out.why[0] ? s->if_out.why : "the result's If could not be priced as the input's was";
}

/* The result's figure for the If the input's entry t names (the same text), or NULL. */
const tasoc_if_taken *tasoc_opt_taken_after(const tasoc_opt_summary *s, const tasoc_if_taken *t)
{
	for (int i = 0; i < s->if_out.priced && i < TASOC_IF_COST_LIST; i++)
		if (!strcmp(s->if_out.taken[i].what, t->what))
			return &s->if_out.taken[i];
	return NULL;
}

/* The folding before the search changed the graph: the result is not IN, so it is measured like a rewrite. */
int tasoc_opt_import_changed(const tasoc_opt_summary *s)
{
	return s->import && (s->import->folded || s->import->inlined || s->import->pruned);
}

/* Whether the result differs from IN: rewritten, folded, or an If branch written back optimized. */
int tasoc_opt_rewritten(const tasoc_opt_result *r, const tasoc_opt_summary *s)
{
	return r->nrules || r->changed || r->folded || tasoc_opt_import_changed(s) || s->branches.written;
}

/* A check that ran and found a difference is a verdict, reported as such, not an error. */
int tasoc_opt_check_failed_any(const tasoc_opt_summary *s)
{
	return s->checked && s->written == NULL && s->cost_is != NULL;
}


/* cost_factory.h: the cost model a run asks for by name and target (--cost, --target), made, checked against its cache, and released. */
#ifndef TASOC_COST_FACTORY_H
#define TASOC_COST_FACTORY_H

#include <stddef.h>

#include "../../core/cost.h"
#include "target.h"

/* Which cost model, for which runtime, and its cache: the cost part of a run's options. */
typedef struct tasoc_cost_choice {
	const char *cost;    /* analytical, cpu, cudnn or ort; NULL: the default (ort where it is found,
				else analytical) */
	tasoc_target target; /* --target, or what --cost implies (tasoc_cost_choice_settle) */
	int target_given;    /* --target was given */
	int strict;          /* --cost-strict: fail instead of falling back */
	const char *cache;   /* --cost-cache F: loaded when it exists, saved after */
} tasoc_cost_choice;

void tasoc_cost_choice_default(tasoc_cost_choice *c);

/* The cost model the choice asks for by name: "ort" for the default. */
const char *tasoc_cost_choice_name(const tasoc_cost_choice *c);

/*
 * Settles --target and --cost (idempotent): --target alone picks the cost
 * model (ort-*: ort, timed on that target; cudnn; analytical); --cost alone
 * picks the target (ort: ort-cpu:1; cudnn; analytical; cpu, and no option
 * at all: ort-cpu:1 for the guard). Both: an ort-* target with --cost ort,
 * analytical or cpu (the search estimates with that model, the guard
 * measures on the target), or the target --cost names; any other pair is
 * TASOC_ERR_ARG with a message naming both in err. Points the ORT worker
 * at the target when it is an ORT one, else at ort-cpu:1.
 */
tasoc_status tasoc_cost_choice_settle(tasoc_cost_choice *c, char *err, size_t size);

/*
 * Makes the cost model the choice asks for (loading the cache), falling
 * back from cudnn to cpu with one line unless strict; the default falls
 * back from ort to analytical, with one line, even when strict. A cache of
 * another model, target or engine version is refused. Messages go to
 * tasoc_say_err prefixed by cmd; TASOC_ERR_ARG for a conflict of options,
 * TASOC_ERR_UNSUPPORTED otherwise. The caller frees cm with
 * tasoc_cost_made_done, which saves the cache.
 */
tasoc_status tasoc_cost_make(const char *cmd, tasoc_cost_choice *c, tasoc_cost_model *cm);
tasoc_status tasoc_cost_made_done(const char *cmd, const tasoc_cost_choice *c, tasoc_cost_model *cm);

#endif

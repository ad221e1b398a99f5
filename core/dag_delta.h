/* dag_delta.h: a choice's DAG cost kept up to date move by move, so the local improvement prices a move by what it changes. */
#ifndef TASOC_DAG_DELTA_H
#define TASOC_DAG_DELTA_H

#include <stdbool.h>
#include <stdint.h>

#include "egraph.h"

/*
 * Counts of readers per class (the roots, and the inputs of the chosen
 * e-nodes of the classes the roots reach): a class is reached while it
 * has a reader, so changing one class's e-node reaches and leaves only
 * the classes whose count crosses zero, and the cost changes by theirs.
 * Re-costing the whole choice after every move (dag_cost in extract.c)
 * made a pass of the local improvement quadratic in the e-graph: on
 * stack-1053's 40,017 classes one pass never ended in its 2 s.
 *
 * total is the DAG cost as extract.c's dag_cost charges it (a split's
 * group once; under TASOC_COST_FUSES_TRANSPOSE_MATMUL a transpose only
 * matmuls read on the right, 0), as long as the choice the roots reach
 * has no cycle; with one, a cycle's classes can keep each other reached
 * after the roots stop reaching them, and total only overstates. So the
 * caller takes a move that total says is cheaper only after dag_cost
 * agrees (which also refuses cycles): total picks the moves worth
 * costing whole, the decisions stay dag_cost's.
 *
 * Every change of a count is logged, so a move is undone exactly (a
 * cycle's counts do not unwind by themselves); past the log's room the
 * undo recounts from the roots.
 */
typedef struct tasoc_dag_delta {
	const tasoc_egraph *eg;
	const double *cost;
	unsigned fuses;
	int32_t *cnt, *mm;   /* per class: readers, and of them matmuls reading it as their right operand */
	int32_t *gid;        /* per e-node: the first e-node of its multi-output group, or -1 */
	int32_t *gcnt;       /* per group (its gid): reached classes whose chosen e-node is in it */
	int32_t *stack;
	int32_t bad;         /* reached classes without an e-node */
	double total;
	struct tasoc_dag_delta_log {
		int32_t *p, old;
	} *log;
	int32_t nlog, caplog;
	uint32_t epoch;      /* counted afresh this many times: a mark from before cannot be undone by the log */
	bool overflow;       /* the log ran out of room since the last count afresh */
} tasoc_dag_delta;

typedef struct tasoc_dag_delta_mark {
	int32_t nlog, bad;
	uint32_t epoch;
	double total;
} tasoc_dag_delta_mark;

/* Allocates for eg and counts choice (acyclic, or total overstates); -1 when out of memory. */
int tasoc_dag_delta_init(tasoc_dag_delta *d, const tasoc_egraph *eg, const double *cost, unsigned fuses,
			 const int32_t *choice);
void tasoc_dag_delta_free(tasoc_dag_delta *d);

/* Counts choice afresh (the log emptied). */
void tasoc_dag_delta_reset(tasoc_dag_delta *d, const int32_t *choice);

/* Class c takes e-node u in choice, the counts and total following. */
void tasoc_dag_delta_set(tasoc_dag_delta *d, int32_t *choice, int32_t c, int32_t u);

tasoc_dag_delta_mark tasoc_dag_delta_mark_now(const tasoc_dag_delta *d);

/* Back to the counts of mark; choice must already hold what it held then. */
void tasoc_dag_delta_undo(tasoc_dag_delta *d, const int32_t *choice, tasoc_dag_delta_mark m);

#endif

/* extract.h: from an e-graph back to a graph: e-node costs, the greedy choice, and building the chosen graph. */
#ifndef TASOC_EXTRACT_H
#define TASOC_EXTRACT_H

#include "clock.h"
#include "cost.h"
#include "egraph.h"

/*
 * The cost of each live e-node (cost[v], v < eg->nnodes; dead ones 0):
 * its operator's cost for its attributes and its classes' shapes, 0 for
 * sources and for e-nodes computed from weights and shapes alone, which
 * the optimizer folds after the search (cost.h, fold.c). A split's two
 * e-nodes are charged each (the analytical model prices a split at 0).
 */
tasoc_status tasoc_extract_costs(const tasoc_egraph *eg, tasoc_cost_model *cm, double *cost);

/*
 * The greedy choice (Knuth's generalization of Dijkstra): classes are
 * settled cheapest first by tree cost, an e-node being eligible once all
 * its input classes are settled, so the choice is acyclic by
 * construction. Tree cost counts a shared input once per reader, which
 * is where it loses to the ILP: a merge's concatenated product read by
 * both halves of its split is charged twice.
 * choice[c] for each canonical class (-1 when unreachable or unsettled).
 */
tasoc_status tasoc_extract_greedy(const tasoc_egraph *eg, const double *cost, int32_t *choice);

/*
 * The classes the roots reach through choice, each after the classes its
 * chosen e-node reads (post-order), written to order; returns how many.
 * -1 when a class reached has no choice, -2 when the choice has a cycle;
 * *bad is that class, or one on the cycle. The scratch is the caller's:
 * state, eg->nclasses + 1 bytes (cleared here), and stack,
 * tasoc_extract_stack_len(eg->nclasses) entries. A class is pushed once
 * for each reader that meets it unvisited, so the stack outgrows the
 * classes (ewadd(x, x) pushes x twice): each class is expanded once and
 * pushes at most TASOC_MAX_IN others.
 */
int32_t tasoc_extract_order(const tasoc_egraph *eg, const int32_t *choice, uint8_t *state, int32_t *stack,
			    int32_t *order, int32_t *bad);
size_t tasoc_extract_stack_len(int32_t nclasses);

/*
 * The graph of choice: from the roots down, one node per chosen e-node
 * group (a split's two halves are one node), after the source graph's
 * nodes, which keep their ids (the leaves among them live: names,
 * weights, opaque payloads; the rest dead). TASOC_ERR_CYCLE when
 * the choice has a cycle; out shares eg->src's store.
 */
tasoc_status tasoc_extract_graph(const tasoc_egraph *eg, const int32_t *choice, tasoc_graph *out);

/*
 * The oldest e-node of each class: acyclic (an e-node's input classes are
 * older than it), and the source graph less what unions made redundant.
 */
void tasoc_extract_source_choice(const tasoc_egraph *eg, int32_t *choice);

/*
 * The cost of choice as the graph it builds is costed: each class the
 * roots reach charged once (a tensor read twice is paid once, unlike the
 * greedy's tree cost), a multi-output group's e-nodes once; -1 when the
 * choice has a cycle or leaves a reached class without an e-node. fuses:
 * the cost backend's (tasoc_cost_backend.fuses); under
 * TASOC_COST_FUSES_TRANSPOSE_MATMUL (ort) a chosen transpose that only
 * matmuls read, as their right operand, is charged 0, as tasoc_cost_graph
 * charges it: the charge depends on the readers, which cost[] cannot know.
 */
double tasoc_extract_dag_cost(const tasoc_egraph *eg, const double *cost, unsigned fuses, const int32_t *choice);

/*
 * Local improvement of an acyclic choice by its DAG cost (fuses as above): one class at a
 * time takes another of its e-nodes (and the classes of that e-node's
 * group mates, the other half of a split, take them: a merge is one move),
 * kept when the cost drops, until a pass over the classes the choice
 * reaches changes nothing or time_limit_s (> 0) passes. Classes the
 * choice does not reach are first given fill's e-node (may be NULL), else
 * their oldest, so a move that reaches them is complete. *cost_out: the
 * DAG cost at the end; *moves: moves kept. TASOC_ERR_CYCLE when the
 * choice given is not valid (it is then left as filled).
 */
tasoc_status tasoc_extract_improve(const tasoc_egraph *eg, const double *cost, unsigned fuses, int32_t *choice,
				   const int32_t *fill, tasoc_clock_fn clock, double time_limit_s, double *cost_out,
				   int32_t *moves);

/*
 * The same, and at each local optimum also pairs of moves that each take
 * half of a split, the second next to the first (a class the first set,
 * or an e-node reading one), kept when the pair is cheaper though the
 * first alone is not: re-cutting a three-way merge is such a pair. Slower
 * (seconds on NasRNN's and NasNet-A's e-graphs, bounded by time_limit_s),
 * so the search runs it once, from the best single-move optimum.
 */
tasoc_status tasoc_extract_improve_pairs(const tasoc_egraph *eg, const double *cost, unsigned fuses, int32_t *choice,
					 const int32_t *fill, tasoc_clock_fn clock, double time_limit_s,
					 double *cost_out, int32_t *moves);

#endif

/* egraph.h: an e-graph of tensors: hash-consed e-nodes, e-classes under union-find, rebuilt by congruence. */
#ifndef TASOC_EGRAPH_H
#define TASOC_EGRAPH_H

#include <stdbool.h>

#include "ir.h"

/*
 * An e-class is a set of equal tensors: one shape, any number of ways to
 * compute it. An e-node is one way: an operator, its attributes, the
 * output of it that the class holds (split has two, so split0 and split1
 * of one split are two e-nodes of one group, see tasoc_egraph_same_group)
 * and its input e-classes. Inputs, weights and opaque nodes are leaves:
 * e-nodes that name their node in the source graph (leaf), so no two of
 * them are ever equal and an opaque node keeps its payload; an opaque
 * node still has input classes, and the extraction chooses what feeds it.
 *
 * Invariant after tasoc_egraph_rebuild: every e-node's children and class
 * are canonical (their own union-find roots), no two live e-nodes have the
 * same key (operator, output, attributes, leaf, children), and the index
 * (members of each class, parents of each class, e-nodes of each
 * operator) describes the e-graph as it is. Adding e-nodes and unions
 * between rebuilds leaves the index stale: callers match against it, then
 * apply, then rebuild (saturate.c).
 */
typedef struct tasoc_enode {
	uint16_t op;
	uint8_t out, nin;
	uint8_t dead;                  /* a congruent copy of another e-node, dropped by a rebuild */
	uint16_t made;                 /* the rule that first made it (tasoc_node.made); not part of its key */
	int32_t leaf;                  /* input, weight or opaque: its node in the source graph; else -1 */
	int32_t attr[TASOC_MAX_ATTRS];
	int32_t child[TASOC_MAX_IN];   /* e-classes */
	int32_t cls;
	int32_t next;                  /* the next e-node of its class (list kept through unions), -1 last */
} tasoc_enode;

typedef struct tasoc_egraph {
	tasoc_allocator *al;
	const tasoc_graph *src;        /* the graph it was built from: the leaves' nodes */
	tasoc_enode *nodes;
	int32_t nnodes, capnodes;
	int32_t *uf;                   /* union-find parent per class id */
	tasoc_shape *shape;            /* per class id */
	int32_t *head, *tail;          /* per class id: its e-nodes as a list, current between rebuilds */
	int32_t nclasses, capclasses;  /* class ids made; fewer are canonical after unions */
	int32_t *table;                /* hash-cons table of e-node ids, -1 empty, power-of-two size */
	int32_t tabsize, tabused;
	int32_t *roots;                /* the class of each output of src, in order */
	int32_t nroots;
	/* the index (tasoc_egraph_index): CSR lists, *_first of size nclasses + 1 or TASOC_OP_COUNT + 1 */
	int32_t *cls_first, *cls_list;   /* live e-nodes of each canonical class */
	int32_t *par_first, *par_list;   /* live e-nodes that read each canonical class (each once) */
	int32_t *op_first, *op_list;     /* live e-nodes of each operator */
	int32_t indexed_classes;         /* nclasses when the index was built */
	int64_t unions;                  /* unions that merged two classes, in all */
} tasoc_egraph;

/* An e-graph holding g: one class per tensor of a live node (g should be pruned). */
tasoc_status tasoc_egraph_from_graph(tasoc_egraph *eg, const tasoc_graph *g, tasoc_allocator *al);
void tasoc_egraph_free(tasoc_egraph *eg);

/* The canonical id of class c (path halving). */
int32_t tasoc_egraph_find(tasoc_egraph *eg, int32_t c);
/* Same, without compressing paths, for readers that hold the e-graph const. */
int32_t tasoc_egraph_find_const(const tasoc_egraph *eg, int32_t c);

/*
 * The class of e-node *n (its children need not be canonical): an equal
 * e-node's class when there is one, else a new class of shape s. -1 when
 * memory runs out. *added tells whether an e-node was made (may be NULL).
 */
int32_t tasoc_egraph_add(tasoc_egraph *eg, const tasoc_enode *n, const tasoc_shape *s, bool *added);

/* Merges the classes of a and b (their shapes must be equal); true when they were apart. */
bool tasoc_egraph_union(tasoc_egraph *eg, int32_t a, int32_t b);

/* Restores the invariant above (congruence closure), then builds the index. */
tasoc_status tasoc_egraph_rebuild(tasoc_egraph *eg);

/* The live e-node equal to *n (children compared by canonical class), or -1; the table must be current (rebuilt). */
int32_t tasoc_egraph_lookup(const tasoc_egraph *eg, const tasoc_enode *n);

/*
 * Adds graph h, a rewrite of the source graph (its inputs, weights and
 * opaque nodes are the source's, found by operator, name and data: the
 * backtracking search renumbers nodes), unions each of its outputs with the root it stands
 * for, and rebuilds. *choice (when choice is not NULL; eg->al memory, an
 * entry per class) receives h as a choice of e-nodes (acyclic; -1 for the
 * classes h does not use). TASOC_ERR_ARG when h is not such a graph (what
 * was added then reaches no root).
 */
tasoc_status tasoc_egraph_add_graph(tasoc_egraph *eg, const tasoc_graph *h, int32_t **choice);

/* Live e-nodes; canonical classes. */
int32_t tasoc_egraph_live_nodes(const tasoc_egraph *eg);
int32_t tasoc_egraph_live_classes(const tasoc_egraph *eg);

/*
 * Whether e-nodes a and b are outputs of one operator node (a split's two
 * halves): same operator, attributes, leaf and children, whatever output.
 */
bool tasoc_egraph_same_group(const tasoc_egraph *eg, int32_t a, int32_t b);

#endif

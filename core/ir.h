/* ir.h: the graph IR: nodes, edges, shapes, graph inputs, weights, outputs. */
#ifndef TASOC_IR_H
#define TASOC_IR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "alloc.h"
#include "op.h"
#include "status.h"

/*
 * A graph is an array of nodes; a node is identified by its index. Edges
 * point from a consumer to (producer node, output index). Nodes are only
 * appended; a rewrite adds new nodes, redirects consumers and marks the old
 * ones dead, so the array is not in topological order: tasoc_graph_topo
 * computes one.
 *
 * Node records are fixed-size so a graph clones with one copy: the search
 * clones graphs often. Names and weight data are not copied; they live in a
 * tasoc_store shared by a graph and all its clones (see below).
 */

typedef struct tasoc_ref {
	int32_t node;
	int32_t out;
} tasoc_ref;

typedef struct tasoc_node {
	uint16_t op;       /* enum tasoc_op */
	uint8_t nin, nout;
	uint8_t dead;
	uint16_t made;     /* the rule that made it, as tasoc_rule_made (rule.h) numbers it; 0: none
			      (the input's, or made by folding) */
	int32_t attr[TASOC_MAX_ATTRS];
	tasoc_ref in[TASOC_MAX_IN];
	tasoc_shape out[TASOC_MAX_OUT];
	int32_t name;      /* string id in the store, -1 for none */
	int32_t data;      /* weight: blob id in the store; opaque: payload id */
} tasoc_node;

/*
 * Strings and blobs (weight data, opaque payloads) of a family of graphs.
 * Append-only, reference counted by the graphs that use it.
 */
typedef struct tasoc_blob {
	void *ptr;
	size_t size;
	int owned;
} tasoc_blob;

typedef struct tasoc_store {
	tasoc_allocator *al;
	int refs;
	char **strings;
	int nstrings, capstrings;
	tasoc_blob *blobs;
	int nblobs, capblobs;
} tasoc_store;

typedef struct tasoc_graph {
	tasoc_allocator *al;
	tasoc_store *store;
	tasoc_node *nodes;
	int32_t nnodes, capnodes;
	tasoc_ref *outputs;        /* the graph's results, in order */
	int32_t *output_names;     /* string ids, -1 for none */
	int32_t noutputs, capoutputs;
	char err[1024];            /* message of the last failure (whole: ONNX names can be long) */
} tasoc_graph;

tasoc_status tasoc_graph_init(tasoc_graph *g, tasoc_allocator *al);
void tasoc_graph_free(tasoc_graph *g);
/* A deep copy of the node array sharing g's store. */
tasoc_status tasoc_graph_clone(const tasoc_graph *g, tasoc_graph *copy);
/* An empty graph c sharing g's store and allocator, with room for capnodes nodes and g's outputs. */
tasoc_status tasoc_graph_init_like(tasoc_graph *c, const tasoc_graph *g, int32_t capnodes);

/* Adding nodes; each returns the new node's index, or -1 with g->err set. */
int32_t tasoc_add_input(tasoc_graph *g, const char *name, tasoc_shape shape);
/* data (numel floats) is copied when copy is true, else borrowed. */
int32_t tasoc_add_weight(tasoc_graph *g, const char *name, tasoc_shape shape,
			 const float *data, bool copy);
/* Runs shape inference; attr has the op's nattr entries (NULL when none). */
int32_t tasoc_add_op(tasoc_graph *g, int op, const int32_t *attr, int nin,
		     const tasoc_ref *in, const char *name);
/* An opaque node: any arity, output shapes given, payload kept verbatim. */
int32_t tasoc_add_opaque(tasoc_graph *g, const char *name, int nin,
			 const tasoc_ref *in, int nout, const tasoc_shape *out,
			 const void *payload, size_t size);
tasoc_status tasoc_add_output(tasoc_graph *g, tasoc_ref r, const char *name);

/* Shape inference of one node from its inputs' current shapes. */
tasoc_status tasoc_infer_node(tasoc_graph *g, tasoc_node *n);

static inline tasoc_ref tasoc_ref_make(int32_t node, int32_t out)
{
	tasoc_ref r = { node, out };
	return r;
}

static inline const tasoc_shape *tasoc_ref_shape(const tasoc_graph *g, tasoc_ref r)
{
	return &g->nodes[r.node].out[r.out];
}

const char *tasoc_node_name(const tasoc_graph *g, int32_t node);
const float *tasoc_weight_data(const tasoc_graph *g, int32_t node);
const void *tasoc_node_payload(const tasoc_graph *g, int32_t node, size_t *size);

tasoc_store *tasoc_store_new(tasoc_allocator *al);
void tasoc_store_release(tasoc_store *s);
/* Store: intern a string or add a blob; -1 on failure. */
int32_t tasoc_store_string(tasoc_store *s, const char *str);
int32_t tasoc_store_blob(tasoc_store *s, const void *data, size_t size, bool copy);
const char *tasoc_store_get_string(const tasoc_store *s, int32_t id);

/*
 * A topological order of the live nodes reachable from the outputs (and of
 * all live nodes when all is true). order must hold g->nnodes entries; *n
 * receives the count. TASOC_ERR_CYCLE names a node on the cycle in g->err.
 */
tasoc_status tasoc_graph_topo(tasoc_graph *g, bool all, int32_t *order, int32_t *n);
/* Checks edges point at live nodes and existing outputs, and acyclicity. */
tasoc_status tasoc_graph_validate(tasoc_graph *g);
/*
 * Merges the live operator nodes that apply one operator, with the same
 * attributes, to the same inputs (cse.c: what ONNX Runtime does when it
 * loads a model): readers and outputs move to the first, the others are
 * marked dead. Inputs, weights and opaque nodes stay. *merged (may be
 * NULL) receives how many were merged.
 */
tasoc_status tasoc_graph_cse(tasoc_graph *g, int32_t *merged);
/* Marks nodes not reachable from the outputs dead; returns how many. */
int32_t tasoc_graph_prune(tasoc_graph *g);
int32_t tasoc_graph_live(const tasoc_graph *g);
/* Live nodes of one operator; live operator nodes (all but inputs and weights). */
int32_t tasoc_graph_count_op(const tasoc_graph *g, int op);
int32_t tasoc_graph_count_ops(const tasoc_graph *g);

/*
 * Structural hash: equal for graphs that compute the same outputs with the
 * same operators, attributes and sources, whatever the order of the node
 * array. Inputs hash by name, weights by blob.
 */
uint64_t tasoc_graph_hash(tasoc_graph *g);

#endif

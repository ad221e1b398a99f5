/* onnx_simplify.h: the pass before import: input shapes, constant folding, If inlining, shape inference (not installed). */
#ifndef TASOC_ONNX_SIMPLIFY_H
#define TASOC_ONNX_SIMPLIFY_H

#include "onnx_internal.h"

typedef struct tasoc_onnx_simplify_stats {
	size_t nodes_in, nodes_out; /* top-level nodes before and after */
	size_t folded;              /* nodes evaluated into initializers */
	size_t inlined;             /* If nodes replaced by a branch */
	size_t pruned;              /* nodes no one read */
	size_t onnx_shapes;         /* tensors typed by ONNX's inference, where tasoc's rules knew nothing */
	int onnx_inferences;        /* times ONNX's inference ran */
	int rounds;
} tasoc_onnx_simplify_stats;

/*
 * Rewrites m->proto's main graph in place (onnx_simplify.c): the given input
 * shapes replace the declared ones; with fold, constant subgraphs become
 * initializers, decided Ifs are inlined and unread nodes dropped; then
 * value_info holds tasoc's own shapes. Fails only on a bad input shape (a
 * name the model lacks) or memory, with the reason in err.
 */
tasoc_status tasoc_onnx_simplify(tasoc_onnx_model *m, const tasoc_onnx_input_shape *shapes, int nshapes, bool fold,
				 tasoc_onnx_simplify_stats *stats, char *err, size_t errsize);

/* A growing list of nodes (the rebuilt node list of a round). */
typedef struct tasoc_onnx_node_list {
	Onnx__NodeProto **p;
	size_t n, cap;
} tasoc_onnx_node_list;

int tasoc_onnx_node_list_push(tasoc_onnx_node_list *l, Onnx__NodeProto *n); /* 0, or -1: no memory */

/* What inlining leaves to the caller: the branches' initializers, and the fresh names (keys of taken). */
typedef struct tasoc_onnx_inlined {
	Onnx__TensorProto **inits;
	size_t ninits;
	char **names;
	size_t nnames;
} tasoc_onnx_inlined;

/*
 * Appends to l the nodes of branch b of If node n (moved out of b, names
 * that taken already holds renamed) and one Identity per output of n;
 * b's initializers move to out->inits. taken is every name of the graph and
 * gains the new ones. n itself is left to the caller to free. 0, or -1 when
 * memory ran out (onnx_inline.c).
 */
int tasoc_onnx_inline_if(Onnx__NodeProto *n, Onnx__GraphProto *b, tasoc_onnx_names *taken, tasoc_onnx_node_list *l,
			 tasoc_onnx_inlined *out);
/* Frees the fresh names (once taken is freed) and any initializers not handed on. */
void tasoc_onnx_inlined_done(tasoc_onnx_inlined *out);

#endif

/* onnx_simplify.h: the pass before import: input shapes, constant folding, If inlining, shape inference (not installed). */
#ifndef TASOC_ONNX_SIMPLIFY_H
#define TASOC_ONNX_SIMPLIFY_H

#include "onnx_internal.h"

typedef struct tasoc_onnx_simplify_stats {
	size_t nodes_in, nodes_out; /* top-level nodes before and after */
	size_t folded;              /* nodes evaluated into initializers */
	size_t inlined;             /* If nodes replaced by a branch */
	size_t pruned;              /* nodes no one read */
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

#endif

/* onnx_pattern.h: decomposed LayerNorm, erf-GELU and dynamically quantized Conv and MatMul subgraphs of an ONNX graph, found by their structure. */
#ifndef TASOC_ONNX_PATTERN_H
#define TASOC_ONNX_PATTERN_H

#include "onnx_internal.h"

enum { TASOC_ONNX_PAT_LAYERNORM = 1, TASOC_ONNX_PAT_GELU = 2, TASOC_ONNX_PAT_DQCONV = 3, TASOC_ONNX_PAT_DQMATMUL = 4,
       TASOC_ONNX_PAT_MAX_NODES = 10 };

/*
 * One occurrence. Node fields are indexes into the graph's node list (-1:
 * absent); the importer checks types, shapes and constant values when it
 * reaches root, and maps the nodes there or, when they do not qualify,
 * imports them one by one as it would have.
 *
 * LayerNorm: mean = ReduceMean(x), sub = Sub(x, mean), sq = Pow(sub, 2) or
 * Mul(sub, sub), var = ReduceMean(sq), add_eps = Add(var, eps), sqrt =
 * Sqrt(add_eps), div = Div(sub, sqrt), then optionally mul = Mul(div, scale)
 * and add = Add(mul, bias) (either operand order for Add and Mul).
 * GELU: pre = Div(x, sqrt 2) or Mul(x, 1 / sqrt 2), erf = Erf(pre), add =
 * Add(erf, 1), then mul = Mul(x, add) and half = Mul(mul, 0.5), or half =
 * Mul(x, 0.5) and mul = Mul(half, add).
 * Dynamically quantized Conv or MatMul (ONNX Runtime's quantize_dynamic):
 * dq = DynamicQuantizeLinear(x) -> (q, s, zp), qop = ConvInteger or
 * MatMulInteger(q, w, zp, wzp),
 * qcast = Cast(qop), qscale = Mul(s, wscale) and root = Mul(qcast, qscale)
 * (either operand order for the Muls); q, s, zp and each inner result read
 * by the pattern alone.
 */
typedef struct tasoc_onnx_pattern {
	int kind;
	int32_t root;
	int32_t nodes[TASOC_ONNX_PAT_MAX_NODES]; /* every node covered, root included */
	int nnodes;
	const char *x;
	/* LayerNorm */
	int32_t mean, sub, sq, var, add_eps, sqrt, div, mul, add;
	/* GELU: pre, erf, add (reused), the x * (1 + erf) product and the halving */
	int32_t pre, erf, prod, half;
	/* dynamically quantized Conv or MatMul */
	int32_t dq, qop, qcast, qscale;
} tasoc_onnx_pattern;

/*
 * Finds the occurrences in gp whose inner tensors nothing else reads (no
 * other node, no subgraph, no graph output). role gets, for each node, the
 * index of the occurrence that covers it, or -1. 0, or -1 out of memory.
 */
int tasoc_onnx_find_patterns(const Onnx__GraphProto *gp, tasoc_onnx_pattern **out, size_t *count, int32_t *role);

/* How many times each tensor is read: by a node, a subgraph, or (twice) as a graph output. 0, or -1 out of memory. */
int tasoc_onnx_read_counts(const Onnx__GraphProto *gp, tasoc_onnx_names *count);

/* The constant operand of binary node n: the input that is not name (NULL when both or neither are). */
const char *tasoc_onnx_pattern_other(const Onnx__NodeProto *n, const char *name);

#endif

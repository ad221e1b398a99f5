/* onnx_bundle.c: an opaque node that reads more tensors than a tasoc node holds gets them through bundle nodes. */
#include <string.h>

#include "onnx_internal.h"

/*
 * A tasoc node has at most TASOC_MAX_IN inputs, but an ONNX Sum or Concat
 * may list more, and an If or Loop reads every tensor its subgraphs name.
 * Such a node stays opaque and untouched; its edges still matter, so that
 * the search keeps what it reads alive and ordered before it. So the
 * import gathers its inputs, 16 at a time, in bundle nodes: opaque nodes
 * with one small output that nothing computes, read by the node in their
 * place (bundles of bundles past 256). The export writes no bundle and
 * gives the node its inputs back, in order, by walking the bundles.
 *
 * A bundle's payload is a marker that is not a valid NodeProto (its first
 * byte is a protobuf end-group tag with no group open), so no node of a
 * model can be taken for one.
 */
static const char marker[] = "\x0ctasoc-bundle";

bool tasoc_onnx_is_bundle(const tasoc_graph *g, int32_t v)
{
	size_t size;
	const void *p = g->nodes[v].op == TASOC_OP_OPAQUE ? tasoc_node_payload(g, v, &size) : NULL;
	return p && size == sizeof marker - 1 && memcmp(p, marker, size) == 0;
}

int tasoc_onnx_count_opaque(const tasoc_graph *g)
{
	int n = 0;
	for (int32_t v = 0; v < g->nnodes; v++)
		n += !g->nodes[v].dead && g->nodes[v].op == TASOC_OP_OPAQUE && !tasoc_onnx_is_bundle(g, v);
	return n;
}

tasoc_status tasoc_onnx_bundle(tasoc_graph *g, const char *name, tasoc_ref *in, int *nin)
{
	static const tasoc_shape token = { 1, { 1 } };
	while (*nin > TASOC_MAX_IN) {
		int n = 0;
		for (int at = 0; at < *nin; at += TASOC_MAX_IN) {
			int k = *nin - at < TASOC_MAX_IN ? *nin - at : TASOC_MAX_IN;
			int32_t b = tasoc_add_opaque(g, name, k, in + at, 1, &token, marker, sizeof marker - 1);
			if (b < 0)
				return TASOC_ERR_NOMEM;
			in[n++] = tasoc_ref_make(b, 0); /* n <= at: nothing unread is overwritten */
		}
		*nin = n;
	}
	return TASOC_OK;
}

int tasoc_onnx_unbundle(const tasoc_graph *g, int32_t v, tasoc_ref *out, int max)
{
	/* An explicit stack: bundles nest only log16(inputs) deep, but no recursion is simpler to bound. */
	tasoc_ref stack[8 * TASOC_MAX_IN]; /* 16^8 inputs */
	int top = 0, n = 0;
	const tasoc_node *node = &g->nodes[v];
	for (int i = node->nin - 1; i >= 0; i--)
		stack[top++] = node->in[i];
	while (top > 0) {
		tasoc_ref r = stack[--top];
		if (!tasoc_onnx_is_bundle(g, r.node)) {
			if (n == max)
				return -1;
			out[n++] = r;
			continue;
		}
		const tasoc_node *b = &g->nodes[r.node];
		if (top + b->nin > (int)(sizeof stack / sizeof stack[0]))
			return -1;
		for (int i = b->nin - 1; i >= 0; i--)
			stack[top++] = b->in[i];
	}
	return n;
}

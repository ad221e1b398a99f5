/* onnx_if_cond.c: the condition of an opaque If as a model of its own, so that a run can tell which branch it takes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "onnx_internal.h"

/*
 * An If whose condition the pass before import could not fold (silero
 * op18 branches on its sr input) costs what its taken branch costs, and
 * which branch that is depends on values: none of tasoc's own figures can
 * say. The values a user means to run with (`--feed sr=16000`) can, if the
 * condition is computed from them: so the part of the enclosing graph the
 * condition depends on is cut out as a model whose one output is the
 * condition, for ONNX Runtime to run once. The cut is the graph as the
 * import simplified it (shapes bound by --dim already folded to
 * constants): the nodes the condition reads, transitively, in the graph's
 * order (a node with a subgraph brings what its subgraphs read), their
 * initializers and Constants as they are, and the graph inputs reached,
 * declared as the graph declares them. The caller learns which inputs
 * those are: a condition that reads an input nobody gave a value is not
 * known, and seeded values would pick a branch at random.
 */

static bool standard(const Onnx__NodeProto *n)
{
	return !n->domain || !n->domain[0] || !strcmp(n->domain, "ai.onnx");
}

/* The output name of the model when the condition is itself a graph input (then an Identity yields it). */
#define COND_OUTPUT "tasoc_if_condition"

tasoc_status tasoc_onnx_if_cond_model(const tasoc_onnx_model *m, const tasoc_graph *g, int32_t v, void **data,
				      size_t *size, const char ***reads, size_t *nreads, char *err, size_t errsize)
{
	*data = NULL;
	*size = 0;
	*reads = NULL;
	*nreads = 0;
	Onnx__NodeProto *n = NULL;
	if (v >= 0 && v < g->nnodes && !g->nodes[v].dead && g->nodes[v].op == TASOC_OP_OPAQUE && !tasoc_onnx_is_bundle(g, v)) {
		size_t psize;
		const void *p = tasoc_node_payload(g, v, &psize);
		n = p ? onnx__node_proto__unpack(NULL, psize, p) : NULL;
	}
	if (!n || !n->op_type || strcmp(n->op_type, "If") || !standard(n) || n->n_input < 1 || !n->input[0] ||
	    !n->input[0][0]) {
		snprintf(err, errsize, "node %d: not an If of the model", (int)v);
		if (n)
			onnx__node_proto__free_unpacked(n, tasoc_onnx_pb());
		return TASOC_ERR_ARG;
	}
	char label[256];
	snprintf(label, sizeof label, "node '%.200s' (If)", n->name && n->name[0] ? n->name : tasoc_node_name(g, v));
	const Onnx__GraphProto *gp = m->proto->graph;
	tasoc_onnx_names producer = { 0 }, input = { 0 }, seen = { 0 };
	const char **stack = NULL, **in_list = NULL;
	const Onnx__TensorProto **inits = NULL;
	Onnx__NodeProto **nodes = NULL;
	uint8_t *keep = NULL;
	size_t nstack = 0, nin = 0, ninit = 0, nnodes = 0, cap = 0;
	tasoc_status st = TASOC_OK;
	char why[512];
	int bad = 0;
	/* Every name defined in the graph is pushed at most once: the stack's bound. */
	cap = gp->n_input + gp->n_initializer + 2;
	for (size_t k = 0; k < gp->n_node; k++) {
		cap += gp->node[k]->n_output;
		for (size_t o = 0; o < gp->node[k]->n_output; o++)
			if (gp->node[k]->output[o] && gp->node[k]->output[o][0])
				bad |= tasoc_onnx_names_put(&producer, gp->node[k]->output[o], (int32_t)k) < 0;
	}
	for (size_t i = 0; i < gp->n_input; i++)
		bad |= gp->input[i]->name && tasoc_onnx_names_put(&input, gp->input[i]->name, (int32_t)i) < 0;
	stack = malloc(cap * sizeof *stack);
	in_list = malloc(cap * sizeof *in_list);
	inits = malloc(cap * sizeof *inits);
	nodes = malloc((gp->n_node + 1) * sizeof *nodes);
	keep = calloc(gp->n_node + 1, 1);
	if (bad || !stack || !in_list || !inits || !nodes || !keep)
		goto nomem;
	const char *cond = n->input[0];
	stack[nstack++] = cond;
	if (tasoc_onnx_names_put(&seen, cond, 0) < 0)
		goto nomem;
	while (nstack) {
		const char *s = stack[--nstack];
		int32_t i = tasoc_onnx_names_get(&input, s), init = tasoc_onnx_names_get(&m->inits, s);
		if (init >= 0 && !(i >= 0 && m->init_is_input[init])) { /* an input's default: the input wins */
			inits[ninit++] = gp->initializer[init];
			continue;
		}
		if (i >= 0) {
			in_list[nin++] = gp->input[i]->name;
			continue;
		}
		int32_t p = tasoc_onnx_names_get(&producer, s);
		if (p < 0) {
			snprintf(why, sizeof why, "its condition reads '%.200s', which the graph does not define", s);
			st = TASOC_ERR_FORMAT;
			goto fail;
		}
		if (keep[p])
			continue;
		keep[p] = 1;
		const Onnx__NodeProto *q = gp->node[p];
		const char **sub = NULL;
		size_t nsub = 0;
		if (tasoc_onnx_outer_reads(q, &sub, &nsub) < 0)
			goto nomem;
		for (size_t j = 0; j < q->n_input + nsub; j++) {
			const char *r = j < q->n_input ? q->input[j] : sub[j - q->n_input];
			if (!r || !r[0] || tasoc_onnx_names_get(&seen, r) >= 0)
				continue;
			if (tasoc_onnx_names_put(&seen, r, 0) < 0 || nstack == cap) {
				free(sub);
				goto nomem;
			}
			stack[nstack++] = r;
		}
		free(sub);
	}
	for (size_t k = 0; k < gp->n_node; k++)
		if (keep[k])
			nodes[nnodes++] = gp->node[k];
	/*
	 * A condition that is a graph input directly has no node: an Identity
	 * gives the model an output of its own (a model's output may not be
	 * one of its inputs to every runtime).
	 */
	Onnx__NodeProto ident = ONNX__NODE_PROTO__INIT;
	char *id_in[1] = { (char *)cond }, *id_out[1] = { COND_OUTPUT };
	bool direct = tasoc_onnx_names_get(&producer, cond) < 0;
	if (direct) {
		if (tasoc_onnx_names_get(&seen, COND_OUTPUT) >= 0) {
			snprintf(why, sizeof why, "its condition is named '%s', the name tasoc's model gives it", COND_OUTPUT);
			st = TASOC_ERR_UNSUPPORTED;
			goto fail;
		}
		ident.op_type = "Identity";
		ident.name = "tasoc_if_condition";
		ident.n_input = 1;
		ident.input = id_in;
		ident.n_output = 1;
		ident.output = id_out;
		nodes[nnodes++] = &ident;
	}
	/* Graph inputs declared in the graph's order, not in the order the walk met them. */
	const Onnx__ValueInfoProto **decl = (const Onnx__ValueInfoProto **)stack; /* the stack is empty now */
	size_t ndecl = 0;
	for (size_t i = 0; i < gp->n_input; i++)
		for (size_t j = 0; j < nin; j++)
			if (gp->input[i]->name == in_list[j]) {
				decl[ndecl++] = gp->input[i];
				break;
			}
	for (size_t i = 0; i < ndecl; i++)
		in_list[i] = decl[i]->name;
	/* Shallow copies: only packed, never freed as messages. */
	Onnx__ValueInfoProto out0 = ONNX__VALUE_INFO_PROTO__INIT, *outs[1] = { &out0 };
	out0.name = direct ? COND_OUTPUT : (char *)cond;
	Onnx__GraphProto graph = ONNX__GRAPH_PROTO__INIT;
	graph.name = "tasoc_if_condition";
	graph.n_node = nnodes;
	graph.node = nodes;
	graph.n_input = ndecl;
	graph.input = (Onnx__ValueInfoProto **)decl;
	graph.n_initializer = ninit;
	graph.initializer = (Onnx__TensorProto **)inits;
	graph.n_output = 1;
	graph.output = outs;
	if (!(*data = tasoc_onnx_pack_with_graph(m, &graph, size)))
		goto nomem;
	*reads = in_list;
	*nreads = ndecl;
	in_list = NULL;
	goto done;
nomem:
	snprintf(why, sizeof why, "out of memory");
	st = TASOC_ERR_NOMEM;
fail:
	snprintf(err, errsize, "%s: %s", label, why);
	*size = 0;
done:
	tasoc_onnx_names_free(&producer);
	tasoc_onnx_names_free(&input);
	tasoc_onnx_names_free(&seen);
	free(stack);
	free(in_list);
	free(inits);
	free(nodes);
	free(keep);
	/* The reads are the model's names (m owns them), not the unpacked node's. */
	onnx__node_proto__free_unpacked(n, tasoc_onnx_pb());
	return st;
}

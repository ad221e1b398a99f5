/* onnx_scope.c: the names a node's subgraphs (If, Loop, Scan bodies) read from the enclosing graph. */
#include <stdlib.h>

#include "onnx_internal.h"

/*
 * ONNX subgraphs may read any tensor of an enclosing graph by name, without
 * listing it as an input of the node that owns them. The importer turns those
 * reads into extra inputs of the opaque node (so the producers stay alive and
 * the optimizer sees the edge) and the exporter makes sure the tensors still
 * carry those names. Scoping follows ONNX: a name defined in a subgraph hides
 * an outer one inside that subgraph and its own subgraphs only.
 */

typedef struct reads {
	tasoc_onnx_names seen;
	const char **list;
	size_t n, cap;
	int nomem;
} reads;

static void add_read(reads *r, const char *name)
{
	if (tasoc_onnx_names_get(&r->seen, name) >= 0)
		return;
	if (r->n == r->cap) {
		size_t ncap = r->cap ? r->cap * 2 : 8;
		const char **p = realloc(r->list, ncap * sizeof *p);
		if (!p) {
			r->nomem = 1;
			return;
		}
		r->list = p;
		r->cap = ncap;
	}
	if (tasoc_onnx_names_put(&r->seen, name, 0) < 0) {
		r->nomem = 1;
		return;
	}
	r->list[r->n++] = name;
}

/* A scope: the names defined by this subgraph, chained to its parent's. */
typedef struct scope {
	tasoc_onnx_names defined;
	const struct scope *parent; /* NULL: the node's own graph (everything there is outer) */
} scope;

static int defined_in(const scope *s, const char *name)
{
	for (; s; s = s->parent)
		if (tasoc_onnx_names_get(&s->defined, name) >= 0)
			return 1;
	return 0;
}

static void walk_node(reads *r, const Onnx__NodeProto *n, const scope *s);

static void walk_graph(reads *r, const Onnx__GraphProto *g, const scope *parent)
{
	scope s = { { 0 }, parent };
	for (size_t i = 0; i < g->n_input; i++)
		if (g->input[i]->name && tasoc_onnx_names_put(&s.defined, g->input[i]->name, 0) < 0)
			r->nomem = 1;
	for (size_t i = 0; i < g->n_initializer; i++)
		if (g->initializer[i]->name && tasoc_onnx_names_put(&s.defined, g->initializer[i]->name, 0) < 0)
			r->nomem = 1;
	for (size_t k = 0; k < g->n_node; k++)
		for (size_t i = 0; i < g->node[k]->n_output; i++)
			if (g->node[k]->output[i][0] && tasoc_onnx_names_put(&s.defined, g->node[k]->output[i], 0) < 0)
				r->nomem = 1;
	for (size_t k = 0; k < g->n_node && !r->nomem; k++) {
		const Onnx__NodeProto *n = g->node[k];
		for (size_t i = 0; i < n->n_input; i++)
			if (n->input[i][0] && !defined_in(&s, n->input[i]))
				add_read(r, n->input[i]);
		walk_node(r, n, &s);
	}
	tasoc_onnx_names_free(&s.defined);
}

static void walk_node(reads *r, const Onnx__NodeProto *n, const scope *s)
{
	for (size_t a = 0; a < n->n_attribute; a++) {
		const Onnx__AttributeProto *at = n->attribute[a];
		if (at->g)
			walk_graph(r, at->g, s);
		for (size_t j = 0; j < at->n_graphs; j++)
			walk_graph(r, at->graphs[j], s);
	}
}

int tasoc_onnx_outer_reads(const Onnx__NodeProto *n, const char ***names, size_t *count)
{
	reads r = { { 0 }, NULL, 0, 0, 0 };
	walk_node(&r, n, NULL);
	tasoc_onnx_names_free(&r.seen);
	if (r.nomem) {
		free(r.list);
		return -1;
	}
	*names = r.list;
	*count = r.n;
	return 0;
}

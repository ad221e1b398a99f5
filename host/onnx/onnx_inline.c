/* onnx_inline.c: an If replaced by the nodes of one of its branches, names that would clash renamed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "onnx_simplify.h"

/*
 * A branch is a graph of its own: its nodes may define names the enclosing
 * graph also defines (ONNX scoping allows it; exporters reuse names such as
 * "t"), and its nodes and nested subgraphs read the enclosing graph's names
 * freely. Inlining moves the branch's nodes and initializers out, renames
 * every name it defines that the graph already has (name__1, name__2...;
 * the references inside the branch and its nested subgraphs follow) and adds
 * one Identity per If output, from the branch's output to the If's name, so
 * every reader of the If is unchanged. Renaming ignores a nested subgraph
 * that defines the same name again (shadowing): exporters do not do that.
 */

static char *dup(const char *str)
{
	size_t n = strlen(str) + 1;
	char *p = malloc(n);
	return p ? memcpy(p, str, n) : NULL;
}

int tasoc_onnx_node_list_push(tasoc_onnx_node_list *l, Onnx__NodeProto *n)
{
	if (l->n == l->cap) {
		size_t ncap = l->cap ? l->cap * 2 : 64;
		Onnx__NodeProto **p = realloc(l->p, ncap * sizeof *p);
		if (!p)
			return -1;
		l->p = p;
		l->cap = ncap;
	}
	l->p[l->n++] = n;
	return 0;
}

/* A new name like base not in taken. */
static char *fresh(tasoc_onnx_names *taken, const char *base)
{
	size_t len = strlen(base) + 24;
	char *p = malloc(len);
	if (!p)
		return NULL;
	for (int i = 1;; i++) {
		snprintf(p, len, "%s__%d", base, i);
		if (tasoc_onnx_names_get(taken, p) < 0)
			return p;
	}
}

typedef struct renames {
	tasoc_onnx_names map; /* old name -> index in to[] */
	char **from, **to;
	size_t n;
} renames;

static void rename_str(renames *r, char **str)
{
	int32_t i = tasoc_onnx_names_get(&r->map, *str);
	if (i < 0)
		return;
	char *copy = dup(r->to[i]);
	if (!copy)
		return; /* left as it was: then the clash is the importer's to report */
	free(*str);
	*str = copy;
}

static void rename_graph(renames *r, Onnx__GraphProto *g, bool top);

static void rename_node(renames *r, Onnx__NodeProto *n, bool top)
{
	for (size_t i = 0; i < n->n_input; i++)
		if (n->input[i][0])
			rename_str(r, &n->input[i]);
	for (size_t i = 0; top && i < n->n_output; i++)
		if (n->output[i][0])
			rename_str(r, &n->output[i]);
	for (size_t a = 0; a < n->n_attribute; a++) {
		if (n->attribute[a]->g)
			rename_graph(r, n->attribute[a]->g, false);
		for (size_t j = 0; j < n->attribute[a]->n_graphs; j++)
			rename_graph(r, n->attribute[a]->graphs[j], false);
	}
}

/* Nested subgraphs only read the branch's names; the branch itself also defines them. */
static void rename_graph(renames *r, Onnx__GraphProto *g, bool top)
{
	for (size_t k = 0; k < g->n_node; k++)
		rename_node(r, g->node[k], top);
	for (size_t i = 0; i < g->n_output; i++)
		rename_str(r, &g->output[i]->name);
	for (size_t i = 0; i < g->n_initializer && top; i++)
		rename_str(r, &g->initializer[i]->name);
}

static Onnx__NodeProto *identity(const char *in, const char *out, const char *name)
{
	Onnx__NodeProto *n = malloc(sizeof *n);
	char **ins = malloc(sizeof *ins), **outs = malloc(sizeof *outs);
	char *a = dup(in), *b = dup(out), *op = dup("Identity"), *nm = dup(name);
	if (!n || !ins || !outs || !a || !b || !op || !nm) {
		free(n), free(ins), free(outs), free(a), free(b), free(op), free(nm);
		return NULL;
	}
	onnx__node_proto__init(n);
	ins[0] = a;
	outs[0] = b;
	n->n_input = n->n_output = 1;
	n->input = ins;
	n->output = outs;
	n->op_type = op;
	n->name = nm;
	return n;
}

static int keep_name(tasoc_onnx_inlined *out, char *name)
{
	char **p = realloc(out->names, (out->nnames + 1) * sizeof *p);
	if (!p)
		return -1;
	out->names = p;
	out->names[out->nnames++] = name;
	return 0;
}

int tasoc_onnx_inline_if(Onnx__NodeProto *n, Onnx__GraphProto *b, tasoc_onnx_names *taken, tasoc_onnx_node_list *l,
			 tasoc_onnx_inlined *out)
{
	renames r = { { 0 }, NULL, NULL, 0 };
	int rc = -1;
	size_t cap = b->n_initializer + 1;
	for (size_t k = 0; k < b->n_node; k++)
		cap += b->node[k]->n_output;
	r.from = calloc(cap, sizeof *r.from);
	r.to = calloc(cap, sizeof *r.to);
	if (!r.from || !r.to)
		goto out;
	/* Names the branch defines that the graph already has are renamed. */
	for (size_t k = 0; k <= b->n_node; k++) {
		size_t cnt = k < b->n_node ? b->node[k]->n_output : b->n_initializer;
		for (size_t i = 0; i < cnt; i++) {
			const char *name = k < b->n_node ? b->node[k]->output[i] : b->initializer[i]->name;
			if (!name || !name[0] || tasoc_onnx_names_get(taken, name) < 0)
				continue;
			char *to = fresh(taken, name), *from = dup(name);
			if (!to || !from || tasoc_onnx_names_put(&r.map, from, (int32_t)r.n) < 0 ||
			    tasoc_onnx_names_put(taken, to, 0) < 0) {
				free(to), free(from);
				goto out;
			}
			r.from[r.n] = from;
			r.to[r.n++] = to;
		}
	}
	rename_graph(&r, b, true);
	Onnx__TensorProto **grown = realloc(out->inits, (out->ninits + b->n_initializer + 1) * sizeof *grown);
	if (!grown)
		goto out;
	out->inits = grown;
	for (size_t i = 0; i < b->n_initializer; i++)
		out->inits[out->ninits++] = b->initializer[i];
	free(b->initializer);
	b->initializer = NULL;
	b->n_initializer = 0;
	int bad = 0;
	for (size_t k = 0; k < b->n_node; k++) {
		Onnx__NodeProto *bn = b->node[k];
		b->node[k] = NULL;
		if (tasoc_onnx_node_list_push(l, bn) < 0) {
			onnx__node_proto__free_unpacked(bn, tasoc_onnx_pb());
			bad = 1;
			continue;
		}
		for (size_t i = 0; i < bn->n_output; i++)
			if (bn->output[i][0] && tasoc_onnx_names_put(taken, bn->output[i], 0) < 0)
				bad = 1;
	}
	free(b->node);
	b->node = NULL;
	b->n_node = 0;
	for (size_t i = 0; i < n->n_output && !bad; i++) {
		if (!n->output[i][0])
			continue;
		char label[300];
		snprintf(label, sizeof label, "%.200s/inlined%zu", n->name && n->name[0] ? n->name : n->output[0], i);
		Onnx__NodeProto *id = identity(b->output[i]->name, n->output[i], label);
		if (!id || tasoc_onnx_node_list_push(l, id) < 0) {
			if (id)
				onnx__node_proto__free_unpacked(id, tasoc_onnx_pb());
			bad = 1;
		} else if (tasoc_onnx_names_put(taken, id->output[0], 0) < 0) {
			bad = 1;
		}
	}
	rc = bad ? -1 : 0;
out:
	for (size_t i = 0; r.from && i < r.n; i++)
		free(r.from[i]);
	free(r.from);
	tasoc_onnx_names_free(&r.map);
	/* the new names are keys of taken: they live until the caller is done with it */
	for (size_t i = 0; r.to && i < r.n; i++)
		if (keep_name(out, r.to[i]) < 0) {
			free(r.to[i]);
			rc = -1;
		}
	free(r.to);
	return rc;
}

void tasoc_onnx_inlined_done(tasoc_onnx_inlined *out)
{
	for (size_t i = 0; i < out->nnames; i++)
		free(out->names[i]);
	for (size_t i = 0; i < out->ninits; i++)
		onnx__tensor_proto__free_unpacked(out->inits[i], tasoc_onnx_pb());
	free(out->names);
	free(out->inits);
	memset(out, 0, sizeof *out);
}

/* onnx_outer.c: where each name a part of a graph reads comes from: a constant of the graph, or a typed value. */
#include <string.h>

#include "onnx_internal.h"

/*
 * A part of a graph cut out as a model of its own (an If's branch,
 * onnx_branch.c; one opaque node, onnx_node_model.c) reads names the rest
 * of the graph defines. Each becomes a source of the same name: an
 * initializer for an initializer or Constant of the graph (a weight stays
 * a weight: ONNX Runtime prepacks it), an input for anything else, typed
 * as the graph's shape inference typed it (the value_info the pass before
 * import wrote, or the graph input's declaration).
 */

static bool standard(const Onnx__NodeProto *n)
{
	return !n->domain || !n->domain[0] || !strcmp(n->domain, "ai.onnx");
}

void tasoc_onnx_outer_free(tasoc_onnx_outer *o)
{
	tasoc_onnx_names_free(&o->input);
	tasoc_onnx_names_free(&o->constant);
	tasoc_onnx_names_free(&o->typed);
}

int tasoc_onnx_outer_init(tasoc_onnx_outer *o, const tasoc_onnx_model *m)
{
	memset(o, 0, sizeof *o);
	o->m = m;
	o->gp = m->proto->graph;
	const Onnx__GraphProto *gp = o->gp;
	int bad = 0;
	for (size_t i = 0; i < gp->n_input; i++)
		bad |= gp->input[i]->name && tasoc_onnx_names_put(&o->input, gp->input[i]->name, (int32_t)i) < 0;
	for (size_t k = 0; k < gp->n_node; k++) {
		const Onnx__NodeProto *n = gp->node[k];
		if (standard(n) && n->op_type && !strcmp(n->op_type, "Constant") && n->n_output == 1 && n->n_attribute == 1 &&
		    n->attribute[0]->name && !strcmp(n->attribute[0]->name, "value") && n->attribute[0]->t)
			bad |= tasoc_onnx_names_put(&o->constant, n->output[0], (int32_t)k) < 0;
	}
	for (size_t i = 0; i < gp->n_value_info; i++)
		bad |= gp->value_info[i]->name && tasoc_onnx_names_put(&o->typed, gp->value_info[i]->name, (int32_t)(2 * i)) < 0;
	for (size_t i = 0; i < gp->n_output; i++)
		if (gp->output[i]->name && tasoc_onnx_names_get(&o->typed, gp->output[i]->name) < 0)
			bad |= tasoc_onnx_names_put(&o->typed, gp->output[i]->name, (int32_t)(2 * i + 1)) < 0;
	if (bad)
		tasoc_onnx_outer_free(o);
	return bad ? -1 : 0;
}

bool tasoc_onnx_outer_source(const tasoc_onnx_outer *o, const char *name, const Onnx__TensorProto **t, bool *rename,
			     const Onnx__ValueInfoProto **vi)
{
	*t = NULL;
	*vi = NULL;
	*rename = false;
	int32_t i = tasoc_onnx_names_get(&o->input, name);
	int32_t init = tasoc_onnx_names_get(&o->m->inits, name);
	if (init >= 0 && !(i >= 0 && o->m->init_is_input[init])) { /* an input's default: the input wins */
		*t = o->gp->initializer[init];
		return true;
	}
	if (i >= 0) {
		*vi = o->gp->input[i];
		return true;
	}
	int32_t c = tasoc_onnx_names_get(&o->constant, name);
	if (c >= 0) {
		*t = o->gp->node[c]->attribute[0]->t;
		*rename = true;
		return true;
	}
	int32_t h = tasoc_onnx_names_get(&o->typed, name);
	if (h >= 0) {
		*vi = h % 2 ? o->gp->output[h / 2] : o->gp->value_info[h / 2];
		return true;
	}
	return false;
}

/* onnx_validate.c: what the importer refuses before it reads a node: opsets from the future, attributes of the wrong type or range. */
#include <stdio.h>
#include <string.h>

#include "onnx_internal.h"

/*
 * tasoc maps, folds and infers ONNX operators by the meaning their opset
 * gives them. A model that declares a newer opset may mean something else
 * by the same name, and a rule proved for the old meaning would then change
 * its output: such a model is refused, not rewritten.
 *
 * The code that reads attributes takes a missing one for its default, so an
 * attribute of the wrong type (kernel_shape given as a string) would
 * silently read as the default. ONNX Runtime refuses such a model; so does
 * tasoc, naming the node and the attribute, for every attribute name whose
 * type ONNX fixes across the operators tasoc reads. The same table bounds
 * the extents that are divisors or counts (a zero stride divides by zero).
 */

typedef struct attr_rule {
	const char *name;
	Onnx__AttributeProto__AttributeType type;
	int min_ok; /* 1: every value must be >= 1 (extents, strides, counts) */
} attr_rule;

#define INTS ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__INTS
#define INT ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__INT
#define FLOAT ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__FLOAT
#define STRING ONNX__ATTRIBUTE_PROTO__ATTRIBUTE_TYPE__STRING

/* Names with one type in every operator of the default domain that has them. */
static const attr_rule rules[] = {
	{ "kernel_shape", INTS, 1 }, { "strides", INTS, 1 }, { "dilations", INTS, 1 },
	{ "pads", INTS, 0 }, { "perm", INTS, 0 }, { "axes", INTS, 0 },
	{ "split", INTS, 0 }, { "output_padding", INTS, 0 }, { "output_shape", INTS, 0 },
	{ "group", INT, 1 }, { "axis", INT, 0 }, { "keepdims", INT, 0 },
	{ "transA", INT, 0 }, { "transB", INT, 0 }, { "to", INT, 0 },
	{ "allowzero", INT, 0 }, { "ceil_mode", INT, 0 }, { "count_include_pad", INT, 0 },
	{ "storage_order", INT, 0 }, { "select_last_index", INT, 0 }, { "noop_with_empty_axes", INT, 0 },
	{ "spatial", INT, 0 }, { "broadcast", INT, 0 }, { "num_outputs", INT, 1 },
	{ "alpha", FLOAT, 0 }, { "beta", FLOAT, 0 }, { "epsilon", FLOAT, 0 },
	{ "momentum", FLOAT, 0 }, { "gamma", FLOAT, 0 },
	{ "auto_pad", STRING, 0 }, { "mode", STRING, 0 }, { "direction", STRING, 0 },
	{ "coordinate_transformation_mode", STRING, 0 }, { "nearest_mode", STRING, 0 },
};

static const char *type_name(Onnx__AttributeProto__AttributeType t)
{
	static const char *const names[] = { "UNDEFINED", "FLOAT", "INT", "STRING", "TENSOR", "GRAPH",
					     "FLOATS", "INTS", "STRINGS", "TENSORS", "GRAPHS", "SPARSE_TENSOR",
					     "SPARSE_TENSORS", "TYPE_PROTO", "TYPE_PROTOS" };
	return (unsigned)t < sizeof names / sizeof *names ? names[t] : "of an unknown type";
}

static bool standard(const Onnx__NodeProto *n)
{
	return !n->domain || !n->domain[0] || !strcmp(n->domain, "ai.onnx");
}

static bool check_node(const Onnx__NodeProto *n, char *err, size_t size)
{
	if (!standard(n))
		return true;
	const char *label = n->name && n->name[0] ? n->name : n->n_output ? n->output[0] : "";
	for (size_t i = 0; i < n->n_attribute; i++) {
		const Onnx__AttributeProto *a = n->attribute[i];
		for (size_t r = 0; a->name && r < sizeof rules / sizeof *rules; r++) {
			if (strcmp(a->name, rules[r].name))
				continue;
			Onnx__AttributeProto__AttributeType t = a->has_type ? a->type : 0;
			if (t != rules[r].type) {
				snprintf(err, size, "node '%.200s' (%.64s): attribute '%s' is %s; ONNX defines it as %s", label,
					 n->op_type ? n->op_type : "?", a->name, type_name(t), type_name(rules[r].type));
				return false;
			}
			bool low = rules[r].min_ok && ((t == INT && a->i < 1) || (t == INTS && a->n_ints == 0));
			for (size_t j = 0; rules[r].min_ok && t == INTS && j < a->n_ints; j++)
				low |= a->ints[j] < 1;
			if (low) {
				snprintf(err, size, "node '%.200s' (%.64s): attribute '%s' needs values of at least 1", label,
					 n->op_type ? n->op_type : "?", a->name);
				return false;
			}
			/* A window's pads add; only Pad (before opset 11) crops with negative ones. */
			bool negative = false;
			for (size_t j = 0; t == INTS && !strcmp(a->name, "pads") && j < a->n_ints; j++)
				negative |= a->ints[j] < 0;
			if (negative && n->op_type && strcmp(n->op_type, "Pad")) {
				snprintf(err, size, "node '%.200s' (%.64s): attribute 'pads' needs values of at least 0", label,
					 n->op_type);
				return false;
			}
		}
	}
	return true;
}

/* The nodes of g and of every subgraph (the wire scan has bounded the nesting). */
static bool check_graph(const Onnx__GraphProto *g, char *err, size_t size)
{
	for (size_t k = 0; k < g->n_node; k++) {
		const Onnx__NodeProto *n = g->node[k];
		if (!check_node(n, err, size))
			return false;
		for (size_t i = 0; i < n->n_attribute; i++) {
			const Onnx__AttributeProto *a = n->attribute[i];
			if (a->g && !check_graph(a->g, err, size))
				return false;
			for (size_t j = 0; j < a->n_graphs; j++)
				if (!check_graph(a->graphs[j], err, size))
					return false;
		}
	}
	return true;
}

tasoc_status tasoc_onnx_validate(const tasoc_onnx_model *m, char *err, size_t size)
{
	if (m->opset > TASOC_ONNX_OPSET_NEWEST) {
		snprintf(err, size,
			 "the model declares opset %lld of the default domain; the newest whose operators tasoc knows is %d. "
			 "Its operators may mean something else there, so the model is refused rather than rewritten",
			 (long long)m->opset, TASOC_ONNX_OPSET_NEWEST);
		return TASOC_ERR_UNSUPPORTED;
	}
	return check_graph(m->proto->graph, err, size) ? TASOC_OK : TASOC_ERR_FORMAT;
}

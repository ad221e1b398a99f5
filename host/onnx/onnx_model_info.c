/* onnx_model_info.c: what an imported model holds besides its graph: import figures, weight sizes. */
#include <string.h>

#include "onnx_internal.h"

const tasoc_onnx_import_info *tasoc_onnx_model_info(const tasoc_onnx_model *m)
{
	return &m->info;
}

static int64_t tensor_bytes(const Onnx__TensorProto *t)
{
	int64_t n = 1;
	for (size_t i = 0; i < t->n_dims; i++)
		n *= t->dims[i] > 0 ? t->dims[i] : 0; /* checked at import: no overflow */
	return n * (int64_t)tasoc_onnx_dtype_size(t->data_type);
}

void tasoc_onnx_model_weights(const tasoc_onnx_model *m, size_t *count, int64_t *bytes)
{
	const Onnx__GraphProto *gp = m->proto->graph;
	*count = 0;
	*bytes = 0;
	for (size_t i = 0; i < gp->n_initializer; i++) {
		(*count)++;
		*bytes += tensor_bytes(gp->initializer[i]);
	}
	for (size_t k = 0; k < gp->n_node; k++) {
		const Onnx__NodeProto *n = gp->node[k];
		if (!n->op_type || strcmp(n->op_type, "Constant") || n->n_attribute != 1 || !n->attribute[0]->t)
			continue;
		(*count)++;
		*bytes += tensor_bytes(n->attribute[0]->t);
	}
}

/* emit_ops_host.c: writes generated/ops_host.h, the operator tables only host/ reads (ONNX, cost backends). */
#include "emit_ops.h"

#include <stdlib.h>
#include <string.h>

#include "../generator/spec_expr.h"

/*
 * Each table is an X-macro list: a row per operator (or per ONNX type) of
 * plain tokens, which the one file that reads the table expands into its
 * own static array, pasting the spec's hook name onto its own function
 * prefix (map_, put_) or its own enum. So the rows stay data, a hook the
 * spec names but the C lacks fails the build there, and the file adds
 * nothing to the core: the firmware never includes it.
 */

static void op_token(gen_buf *h, const spec_op *op)
{
	gen_buf_puts(h, "TASOC_OP_");
	spec_upper(h, op->name);
}

typedef struct import_row {
	const char *type;
	const spec_op *op;
	const char *hook;
} import_row;

static int cmp_import(const void *a, const void *b)
{
	return strcmp(((const import_row *)a)->type, ((const import_row *)b)->type);
}

static void imports(const spec_set *s, gen_buf *h)
{
	int n = 0;
	for (int i = 0; i < s->nops; i++)
		n += s->ops[i].host.nimport;
	import_row *rows = calloc((size_t)n + 1, sizeof *rows);
	if (!rows) {
		h->oom = true;
		return;
	}
	n = 0;
	for (int i = 0; i < s->nops; i++)
		for (int j = 0; j < s->ops[i].host.nimport; j++)
			rows[n++] = (import_row){ s->ops[i].host.import[j].type, &s->ops[i], s->ops[i].host.import[j].hook };
	qsort(rows, (size_t)n, sizeof *rows, cmp_import); /* by ONNX type: the importer may search it */
	gen_buf_puts(h, "/*\n * ONNX import (spec onnx.import): X(ONNX op_type, operator, hook), sorted by type;\n"
			" * host/onnx/onnx_import.c maps a node of that type with map_HOOK(c, node, operator).\n */\n"
			"#define TASOC_ONNX_IMPORTS(X) \\\n");
	for (int i = 0; i < n; i++) {
		gen_buf_printf(h, "\tX(\"%s\", ", rows[i].type);
		op_token(h, rows[i].op);
		gen_buf_printf(h, ", %s) \\\n", rows[i].hook);
	}
	gen_buf_puts(h, "\t/* end */\n\n");
	free(rows);
}

static void exports(const spec_set *s, gen_buf *h)
{
	gen_buf_puts(h, "/*\n * ONNX export (spec onnx.export): X(operator, ONNX op_type or NULL, first opset, hook);\n"
			" * host/onnx/onnx_export.c writes the node with write_HOOK. An operator without a row\n"
			" * has no ONNX form of its own (a weight computation the export folds, or an error).\n */\n"
			"#define TASOC_ONNX_EXPORTS(X) \\\n");
	for (int i = 0; i < s->nops; i++) {
		const spec_host *x = &s->ops[i].host;
		if (!x->export_hook)
			continue;
		gen_buf_puts(h, "\tX(");
		op_token(h, &s->ops[i]);
		if (x->export_type)
			gen_buf_printf(h, ", \"%s\"", x->export_type);
		else
			gen_buf_puts(h, ", NULL");
		gen_buf_printf(h, ", %d, %s) \\\n", x->export_since, x->export_hook);
	}
	gen_buf_puts(h, "\t/* end */\n\n");
}

static void cudnn(const spec_set *s, gen_buf *h)
{
	gen_buf_puts(h, "/*\n * cuDNN (spec cudnn): X(operator, descriptor kind, mode constant or 0); host/backend/\n"
			" * cost_cudnn.c times the operator with that kind's call; an operator without a row\n"
			" * is timed as one device copy of its bytes.\n */\n"
			"#define TASOC_CUDNN_OPS(X) \\\n");
	for (int i = 0; i < s->nops; i++) {
		const spec_host *x = &s->ops[i].host;
		if (!x->cudnn_kind)
			continue;
		gen_buf_puts(h, "\tX(");
		op_token(h, &s->ops[i]);
		gen_buf_printf(h, ", %s, %s) \\\n", x->cudnn_kind, x->cudnn_mode ? x->cudnn_mode : "0");
	}
	gen_buf_puts(h, "\t/* end */\n\n");
}

static void ort(const spec_set *s, gen_buf *h)
{
	gen_buf_puts(h, "/*\n * ONNX Runtime cost model (spec cost.ort_weights, cost.ort_cold): X(operator, mask of\n"
			" * the inputs that are initializers, cold); host/backend/cost_ort_model.c.\n */\n"
			"#define TASOC_ORT_WEIGHTS(X) \\\n");
	for (int i = 0; i < s->nops; i++) {
		const spec_host *x = &s->ops[i].host;
		if (!x->ort_weights && !x->ort_cold)
			continue;
		gen_buf_puts(h, "\tX(");
		op_token(h, &s->ops[i]);
		gen_buf_printf(h, ", 0x%xu, %d) \\\n", x->ort_weights, x->ort_cold);
	}
	gen_buf_puts(h, "\t/* end */\n\n");
}

void emit_ops_host(const spec_set *s, gen_buf *h)
{
	gen_buf_puts(h, EMIT_HEADER);
	gen_buf_puts(h, "/* ops_host.h: the operator tables host/ reads; never part of the core or the firmware. */\n"
			"#ifndef TASOC_GENERATED_OPS_HOST_H\n#define TASOC_GENERATED_OPS_HOST_H\n\n"
			"#include \"../core/op.h\"\n\n");
	imports(s, h);
	exports(s, h);
	cudnn(s, h);
	ort(s, h);
	gen_buf_puts(h, "#endif\n");
}

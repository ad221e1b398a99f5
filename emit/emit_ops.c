/* emit_ops.c: writes the operator enum, attribute constants, shape functions and op table. */
#include "emit_ops.h"

#include <stdio.h>
#include <string.h>

#include "../generator/spec_expr.h"

void emit_c_string(gen_buf *b, const char *s)
{
	gen_buf_puts(b, "\"");
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			gen_buf_printf(b, "\\%c", *s);
		else if (*s == '\n')
			gen_buf_puts(b, "\\n");
		else
			gen_buf_putn(b, s, 1);
	}
	gen_buf_puts(b, "\"");
}

static void header(const spec_set *s, gen_buf *h)
{
	gen_buf_puts(h, EMIT_HEADER);
	gen_buf_puts(h, "#ifndef TASOC_GENERATED_OPS_H\n#define TASOC_GENERATED_OPS_H\n\n");
	gen_buf_puts(h, "/* Operators, in name order. */\nenum tasoc_op {\n");
	for (int i = 0; i < s->nops; i++) {
		gen_buf_puts(h, "\tTASOC_OP_");
		spec_upper(h, s->ops[i].name);
		gen_buf_printf(h, ", /* %s */\n", s->ops[i].file);
	}
	gen_buf_puts(h, "\tTASOC_OP_COUNT\n};\n\n/* Attribute positions in tasoc_node.attr. */\nenum {\n");
	for (int i = 0; i < s->nops; i++)
		for (int j = 0; j < s->ops[i].nattr; j++) {
			gen_buf_puts(h, "\tTASOC_");
			spec_upper(h, s->ops[i].name);
			gen_buf_puts(h, "_");
			spec_upper(h, s->ops[i].attrs[j].name);
			gen_buf_printf(h, " = %d,\n", j);
		}
	gen_buf_puts(h, "};\n\n/* Values of enum attributes (the same for every operator that has one). */\nenum {\n");
	/* each enum attribute name once, in first-seen (name) order */
	for (int i = 0; i < s->nops; i++)
		for (int j = 0; j < s->ops[i].nattr; j++) {
			const spec_attr *a = &s->ops[i].attrs[j];
			bool seen = false;
			for (int k = 0; k <= i && !seen; k++)
				for (int m = 0; m < s->ops[k].nattr && !seen; m++) {
					if (k == i && m == j)
						break;
					seen = s->ops[k].attrs[m].type == SPEC_ENUM && strcmp(s->ops[k].attrs[m].name, a->name) == 0;
				}
			if (a->type != SPEC_ENUM || seen)
				continue;
			for (int v = 0; v < a->nvalues; v++) {
				gen_buf_puts(h, "\tTASOC_");
				spec_upper(h, a->name);
				gen_buf_puts(h, "_");
				spec_upper(h, a->enum_names[v]);
				gen_buf_printf(h, " = %d,\n", v);
			}
		}
	gen_buf_puts(h, "};\n\n/* Kernels named by the specs, in core/kernel*.c. */\nstruct tasoc_kargs;\n");
	for (int i = 0; i < s->nops; i++) {
		bool dup = false;
		for (int k = 0; k < i; k++)
			dup |= strcmp(s->ops[k].kernel, s->ops[i].kernel) == 0;
		if (!dup)
			gen_buf_printf(h, "int tasoc_kernel_%s(const struct tasoc_kargs *k);\n", s->ops[i].kernel);
	}
	gen_buf_puts(h, "\nextern const tasoc_op_info tasoc_ops[TASOC_OP_COUNT];\n\n#endif\n");
}

static bool expr_c(const spec_op *op, const char *e, bool allow_i, gen_buf *c, char *err, size_t errsize)
{
	if (spec_expr_to_c(op, e, allow_i, c, err, errsize))
		return true;
	return false;
}

static bool shape_body(const spec_op *op, gen_buf *c, char *err, size_t errsize);

/* The shape function; parameters the rule never reads are marked unused. */
static bool shape_fn(const spec_op *op, gen_buf *c, char *err, size_t errsize)
{
	gen_buf body;
	gen_buf_init(&body);
	bool ok = shape_body(op, &body, err, errsize) && !body.oom;
	if (ok && !op->firmware) /* a firmware image leaves the operator out (op.h): one shared refusal */
		gen_buf_printf(c, "#ifdef TASOC_NO_HOST_ONLY_OPS\n#define %s_shape host_only_shape\n#else\n", op->name);
	if (ok) {
		gen_buf_printf(c, "static int %s_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)\n{\n",
			       op->name);
		if (!strstr(body.s, "a[TASOC_"))
			gen_buf_puts(c, "\t(void)a;\n");
		if (!strstr(body.s, "(in, "))
			gen_buf_puts(c, "\t(void)in;\n");
		gen_buf_puts(c, body.s);
		if (!op->firmware)
			gen_buf_puts(c, "#endif\n\n");
	}
	gen_buf_free(&body);
	return ok;
}

static bool shape_body(const spec_op *op, gen_buf *c, char *err, size_t errsize)
{
	gen_buf_printf(c, "\tmemset(out, 0, %d * sizeof *out);\n", op->nout);
	int k = 1;
	for (int i = 0; i < op->nrequire; i++, k++) {
		gen_buf_puts(c, "\tif (!(");
		if (!expr_c(op, op->require[i], false, c, err, errsize))
			return false;
		gen_buf_printf(c, "))\n\t\treturn %d;\n", k);
	}
	for (int i = 0; i < op->neach; i++, k++) {
		gen_buf_puts(c, "\tfor (int64_t i = 0; i < tasoc_srank(in, 0); i++)\n\t\tif (!(");
		if (!expr_c(op, op->each[i], true, c, err, errsize))
			return false;
		gen_buf_printf(c, "))\n\t\t\treturn %d;\n", k);
	}
	for (int o = 0; o < op->nout; o++) {
		const spec_out *so = &op->outs[o];
		if (so->dims) {
			gen_buf_printf(c, "\tout[%d].rank = %d;\n", o, so->ndims);
			for (int d = 0; d < so->ndims; d++) {
				gen_buf_printf(c, "\tout[%d].dim[%d] = tasoc_sclamp(", o, d);
				if (!expr_c(op, so->dims[d], false, c, err, errsize))
					return false;
				gen_buf_puts(c, ");\n");
			}
		} else {
			gen_buf_printf(c, "\tout[%d].rank = (int32_t)", o);
			if (!expr_c(op, so->rank, false, c, err, errsize))
				return false;
			gen_buf_printf(c, ";\n\tif (out[%d].rank < 0 || out[%d].rank > TASOC_MAX_RANK)\n\t\treturn -1;\n", o, o);
			gen_buf_printf(c, "\tfor (int64_t i = 0; i < out[%d].rank; i++)\n\t\tout[%d].dim[i] = tasoc_sclamp(", o, o);
			if (!expr_c(op, so->dim, true, c, err, errsize))
				return false;
			gen_buf_puts(c, ");\n");
		}
	}
	gen_buf_printf(c, "\treturn tasoc_shape_finish(out, %d);\n}\n\n", op->nout);
	return true;
}

static bool has_derive(const spec_op *op)
{
	for (int k = 0; k < op->nattr; k++)
		if (op->attrs[k].derive)
			return true;
	return false;
}

/* The function filling the attributes derived from input shapes, if any; false on a bad expression. */
static bool derive_fn(const spec_op *op, gen_buf *c, char *err, size_t errsize)
{
	if (!has_derive(op))
		return true;
	gen_buf_printf(c, "static void %s_derive(int32_t *a, const tasoc_shape *in)\n{\n", op->name);
	for (int k = 0; k < op->nattr; k++) {
		if (!op->attrs[k].derive)
			continue;
		gen_buf_printf(c, "\t/* %s = %s */\n\ta[TASOC_", op->attrs[k].name, op->attrs[k].derive);
		spec_upper(c, op->name);
		gen_buf_puts(c, "_");
		spec_upper(c, op->attrs[k].name);
		gen_buf_puts(c, "] = tasoc_sclamp(");
		if (!expr_c(op, op->attrs[k].derive, false, c, err, errsize))
			return false;
		gen_buf_puts(c, ");\n");
	}
	gen_buf_puts(c, "}\n\n");
	return true;
}

static void flags(const spec_op *op, gen_buf *c)
{
	const char *names[] = { "COMMUTATIVE", "ASSOCIATIVE", "SOURCE", "CONSTANT", "OPAQUE", "GENERATE", "FREE" };
	bool on[] = { op->commutative, op->associative, op->source, op->constant, op->opaque, op->generate, op->host.free };
	int n = 0;
	for (int i = 0; i < 7; i++)
		if (on[i])
			gen_buf_printf(c, "%sTASOC_OPF_%s", n++ ? " | " : "", names[i]);
	/* the cost numbers in bits 8..15 (core/op.h: TASOC_OPF_KEY_WORDS, TASOC_OPF_FLOPS) */
	if (op->host.key_words > 0)
		gen_buf_printf(c, "%sTASOC_OPF_WITH_KEY_WORDS(%d)", n++ ? " | " : "", op->host.key_words);
	gen_buf_printf(c, "%sTASOC_OPF_WITH_FLOPS(%d)", n ? " | " : "", op->host.flops);
}

static bool op_tables(const spec_op *op, gen_buf *c, char *err, size_t errsize)
{
	gen_buf_printf(c, "/* %s (%s): %s */\n\n", op->name, op->file, op->doc);
	int nreq = op->nrequire + op->neach;
	/*
	 * A firmware image leaves a firmware = false operator's input names,
	 * attribute table and requirements out (its row keeps the counts):
	 * no node of it is ever made there (its shape function refuses, and
	 * tasoc_infer_node says so before it names an input), and each such
	 * operator would otherwise take a few hundred bytes of the 48 KiB.
	 */
	if (!op->firmware && (op->nin || op->nattr || nreq)) {
		gen_buf_puts(c, "#ifdef TASOC_NO_HOST_ONLY_OPS\n");
		if (op->nin)
			gen_buf_printf(c, "#define %s_inputs NULL\n", op->name);
		if (op->nattr)
			gen_buf_printf(c, "#define %s_attrs NULL\n", op->name);
		if (nreq)
			gen_buf_printf(c, "#define %s_requires NULL\n", op->name);
		gen_buf_puts(c, "#else\n");
	}
	if (op->nin) {
		gen_buf_printf(c, "static const char *const %s_inputs[] = {", op->name);
		for (int i = 0; i < op->nin; i++)
			gen_buf_printf(c, "%s\"%s\"", i ? ", " : " ", op->inputs[i]);
		gen_buf_puts(c, " };\n");
	}
	for (int j = 0; j < op->nattr; j++) {
		const spec_attr *a = &op->attrs[j];
		if (a->nvalues) {
			gen_buf_printf(c, "static const int32_t %s_%s_values[] = {", op->name, a->name);
			for (int v = 0; v < a->nvalues; v++)
				gen_buf_printf(c, "%s%d", v ? ", " : " ", (int)a->values[v]);
			gen_buf_puts(c, " };\n");
		}
		if (a->type == SPEC_ENUM) {
			gen_buf_printf(c, "static const char *const %s_%s_names[] = {", op->name, a->name);
			for (int v = 0; v < a->nvalues; v++)
				gen_buf_printf(c, "%s\"%s\"", v ? ", " : " ", a->enum_names[v]);
			gen_buf_puts(c, " };\n");
		}
	}
	if (op->nattr) {
		static const char *const types[] = { "TASOC_ATTR_INT", "TASOC_ATTR_ENUM", "TASOC_ATTR_FLOAT" };
		gen_buf_printf(c, "static const tasoc_attr_info %s_attrs[] = {\n", op->name);
		for (int j = 0; j < op->nattr; j++) {
			const spec_attr *a = &op->attrs[j];
			gen_buf_printf(c, "\t{ \"%s\", %s, %d, %d, ", a->name, types[a->type], a->derived, a->nvalues);
			if (a->nvalues)
				gen_buf_printf(c, "%s_%s_values, ", op->name, a->name);
			else
				gen_buf_puts(c, "NULL, ");
			if (a->type == SPEC_ENUM)
				gen_buf_printf(c, "%s_%s_names },\n", op->name, a->name);
			else
				gen_buf_puts(c, "NULL },\n");
		}
		gen_buf_puts(c, "};\n");
	}
	if (nreq) {
		gen_buf_printf(c, "static const char *const %s_requires[] = {\n", op->name);
		for (int i = 0; i < nreq; i++) {
			gen_buf_puts(c, "\tTASOC_OP_TEXT(");
			emit_c_string(c, i < op->nrequire ? op->require[i] : op->each[i - op->nrequire]);
			gen_buf_puts(c, "),\n");
		}
		gen_buf_puts(c, "};\n");
	}
	if (!op->firmware && (op->nin || op->nattr || nreq))
		gen_buf_puts(c, "#endif\n");
	gen_buf_puts(c, "\n");
	if (!derive_fn(op, c, err, errsize))
		return false;
	if (op->outs)
		return shape_fn(op, c, err, errsize);
	return true;
}

bool emit_ops(const spec_set *s, gen_buf *h, gen_buf *c, char *err, size_t errsize)
{
	header(s, h);
	gen_buf_puts(c, EMIT_HEADER);
	gen_buf_puts(c, "#include <string.h>\n\n#include \"../core/op.h\"\n\n");
	bool host_only = false;
	for (int i = 0; i < s->nops; i++)
		host_only |= !s->ops[i].firmware && s->ops[i].outs;
	if (host_only)
		gen_buf_puts(c, "#ifdef TASOC_NO_HOST_ONLY_OPS\n"
				"/* The shape function of every firmware = false operator in a firmware build (core/op.h). */\n"
				"static int host_only_shape(const int32_t *a, const tasoc_shape *in, tasoc_shape *out)\n{\n"
				"\t(void)a;\n\t(void)in;\n\t(void)out;\n\treturn TASOC_SHAPE_HOST_ONLY;\n}\n#endif\n\n");
	for (int i = 0; i < s->nops; i++)
		if (!op_tables(&s->ops[i], c, err, errsize)) {
			char m[512];
			snprintf(m, sizeof m, "%s: %s: %s", s->ops[i].file, s->ops[i].name, err);
			snprintf(err, errsize, "%s", m);
			return false;
		}
	gen_buf_puts(c, "const tasoc_op_info tasoc_ops[TASOC_OP_COUNT] = {\n");
	for (int i = 0; i < s->nops; i++) {
		const spec_op *op = &s->ops[i];
		int nreq = op->nrequire + op->neach;
		gen_buf_puts(c, "\t[TASOC_OP_");
		spec_upper(c, op->name);
		gen_buf_printf(c, "] = {\n\t\t\"%s\",\n\t\tTASOC_OP_TEXT(", op->name);
		emit_c_string(c, op->doc);
		gen_buf_printf(c, "),\n\t\t%d, %d, %d,\n", op->opaque ? -1 : op->nin, op->nout, op->nattr);
		gen_buf_printf(c, "\t\t%s%s, ", op->nin ? op->name : "NULL", op->nin ? "_inputs" : "");
		gen_buf_printf(c, "%s%s,\n\t\t", op->nattr ? op->name : "NULL", op->nattr ? "_attrs" : "");
		flags(op, c);
		gen_buf_printf(c, ", 0x%xu, 0x%xu,\n", op->linear_mask, op->shape_mask);
		gen_buf_printf(c, "\t\t%s%s, %d, %s%s,\n", op->outs ? op->name : "NULL", op->outs ? "_shape" : "",
			       nreq, nreq ? op->name : "NULL", nreq ? "_requires" : "");
		gen_buf_printf(c, "\t\ttasoc_kernel_%s,\n", op->kernel);
		if (has_derive(op))
			gen_buf_printf(c, "\t\t%s_derive,\n", op->name);
		gen_buf_puts(c, "\t},\n");
	}
	gen_buf_puts(c, "};\n");
	if (h->oom || c->oom) {
		snprintf(err, errsize, "out of memory");
		return false;
	}
	return true;
}

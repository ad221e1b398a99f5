/* cmd_dot.c: `tasoc dot IN.onnx [--highlight OUT.onnx]`: a Graphviz drawing of a model. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../host/fileio.h"
#include "../host/onnx/onnx.h"
#include "cmd_dims.h"
#include "commands.h"

static void usage(FILE *f)
{
	fprintf(f, "usage: tasoc dot IN.onnx [--highlight OUT.onnx] [-o FILE.dot] [--dim NAME=V] [--input-shape NAME=AxB]\n"
		   "Writes the graph of IN.onnx in Graphviz dot syntax (to stdout, or to FILE).\n"
		   "With --highlight, draws OUT.onnx (say, the result of tasoc optimize) instead and\n"
		   "fills the nodes that are not in IN.onnx, the ones the optimizer made; the title\n"
		   "says how many of IN's nodes are gone. Opaque nodes are drawn dashed.\n"
		   "Render with: dot -Tsvg FILE.dot -o FILE.svg\n"
		   "options:\n" CMD_DIMS_HELP
		   "                   (for models with symbolic input shapes, as for tasoc optimize)\n"
		   "exit status: 0 ok, 1 a model cannot be imported or the file written, 2 usage error.\n");
}

/* What identifies a node across two imports: operator, attributes, inputs by name. */
static char *signature(const tasoc_graph *g, int32_t v)
{
	const tasoc_node *n = &g->nodes[v];
	char *buf = NULL;
	size_t size = 0;
	FILE *f = open_memstream(&buf, &size);
	if (!f)
		return NULL;
	fprintf(f, "%s|%s|", tasoc_ops[n->op].name, tasoc_node_name(g, v));
	for (int i = 0; i < tasoc_ops[n->op].nattr; i++)
		fprintf(f, "%d,", (int)n->attr[i]);
	for (int i = 0; i < n->nin; i++)
		fprintf(f, "|%s:%d", tasoc_node_name(g, n->in[i].node), (int)n->in[i].out);
	if (n->op == TASOC_OP_OPAQUE || n->op == TASOC_OP_WEIGHT) { /* payload or data identity */
		size_t len;
		const unsigned char *p = tasoc_node_payload(g, v, &len);
		uint64_t h = 1469598103934665603ull;
		for (size_t k = 0; p && k < len; k++)
			h = (h ^ p[k]) * 1099511628211ull;
		fprintf(f, "|%016llx", (unsigned long long)h);
	}
	fclose(f);
	return buf;
}

static int load(const char *path, const tasoc_onnx_options *io, tasoc_graph *g, tasoc_onnx_model **m)
{
	if (tasoc_graph_init(g, NULL) != TASOC_OK || tasoc_onnx_load_opts(path, io, g, m) != TASOC_OK) {
		fprintf(stderr, "tasoc dot: %s: %s\n", path, g->err);
		return -1;
	}
	return 0;
}

static void label(FILE *f, const char *s)
{
	for (; *s; s++)
		fprintf(f, *s == '"' || *s == '\\' ? "\\%c" : "%c", *s);
}

int cmd_dot(int argc, char **argv)
{
	const char *in = NULL, *hl = NULL, *out = NULL;
	tasoc_dims dims = { .n = 0 };
	if (tool_wants_help(argc, argv)) {
		usage(stdout);
		return EXIT_OK;
	}
	for (int i = 1; i < argc; i++) {
		int k = cmd_dims_option("tasoc dot", argc, argv, &i, &dims);
		if (k < 0)
			return EXIT_USAGE;
		if (k > 0) {
			i--;
			continue;
		}
		if ((strcmp(argv[i], "--highlight") == 0 || strcmp(argv[i], "-o") == 0) && i + 1 < argc) {
			*(argv[i][1] == 'o' ? &out : &hl) = argv[i + 1];
			i++;
		} else if (argv[i][0] != '-' && !in) {
			in = argv[i];
		} else {
			if (!tool_missing_value("tasoc dot", argc, argv, i, "-o --highlight"))
				fprintf(stderr, "tasoc dot: unexpected argument '%s'\n", argv[i]);
			usage(stderr);
			return EXIT_USAGE;
		}
	}
	if (!in) {
		usage(stderr);
		return EXIT_USAGE;
	}
	tasoc_graph a, b;
	tasoc_onnx_model *ma = NULL, *mb = NULL;
	memset(&b, 0, sizeof b);
	int rc = EXIT_FAIL;
	tasoc_onnx_options io;
	tasoc_dims_import_options(&dims, &io);
	if (load(in, &io, &a, &ma) || (hl && load(hl, &io, &b, &mb))) {
		tasoc_onnx_free(ma);
		tasoc_graph_free(&a);
		if (hl)
			tasoc_graph_free(&b);
		return EXIT_FAIL;
	}
	tasoc_graph *g = hl ? &b : &a;
	/* Signatures of the first graph's nodes; a drawn node not among them is new. */
	char **sig = calloc((size_t)a.nnodes + 1, sizeof *sig);
	uint8_t *kept = calloc((size_t)a.nnodes + 1, 1), *fresh = calloc((size_t)g->nnodes + 1, 1);
	char *buf = NULL;
	size_t size = 0;
	FILE *f = open_memstream(&buf, &size);
	if (!sig || !kept || !fresh || !f)
		goto done;
	int nfresh = 0, gone = 0;
	for (int32_t v = 0; v < a.nnodes; v++)
		sig[v] = a.nodes[v].dead ? NULL : signature(&a, v);
	for (int32_t v = 0; hl && v < g->nnodes; v++) {
		if (g->nodes[v].dead)
			continue;
		char *s = signature(g, v);
		int32_t k = 0;
		while (k < a.nnodes && !(sig[k] && s && strcmp(sig[k], s) == 0))
			k++;
		if (k < a.nnodes)
			kept[k] = 1;
		else if (g->nodes[v].op != TASOC_OP_INPUT)
			fresh[v] = 1, nfresh++;
		free(s);
	}
	for (int32_t v = 0; hl && v < a.nnodes; v++)
		gone += sig[v] && !kept[v] && a.nodes[v].op != TASOC_OP_INPUT;
	fprintf(f, "digraph tasoc {\n  rankdir=TB;\n  node [shape=box, fontname=\"Helvetica\", fontsize=10];\n");
	fprintf(f, "  labelloc=t;\n  label=\"");
	label(f, hl ? hl : in);
	if (hl)
		fprintf(f, ": %d new nodes (filled), %d nodes of the original gone", nfresh, gone);
	fprintf(f, "\";\n");
	for (int32_t v = 0; v < g->nnodes; v++) {
		const tasoc_node *n = &g->nodes[v];
		if (n->dead)
			continue;
		char sh[64], ty[64];
		const char *op = n->op == TASOC_OP_OPAQUE ? tasoc_onnx_opaque_type(g, v, ty, sizeof ty) : tasoc_ops[n->op].name;
		fprintf(f, "  n%d [label=\"%s\\n", (int)v, op);
		label(f, tasoc_node_name(g, v));
		fprintf(f, "\\n%s\"", tasoc_shape_str(&n->out[0], sh, sizeof sh));
		if (n->op == TASOC_OP_INPUT || n->op == TASOC_OP_WEIGHT)
			fprintf(f, ", shape=ellipse, color=gray40");
		if (n->op == TASOC_OP_OPAQUE)
			fprintf(f, ", style=dashed");
		if (fresh[v])
			fprintf(f, ", style=filled, fillcolor=orange");
		fprintf(f, "];\n");
		for (int i = 0; i < n->nin; i++)
			fprintf(f, "  n%d -> n%d;\n", (int)n->in[i].node, (int)v);
	}
	for (int32_t i = 0; i < g->noutputs; i++) {
		fprintf(f, "  out%d [shape=plaintext, label=\"", (int)i);
		label(f, tasoc_store_get_string(g->store, g->output_names[i]));
		fprintf(f, "\"];\n  n%d -> out%d;\n", (int)g->outputs[i].node, (int)i);
	}
	fprintf(f, "}\n");
	fclose(f);
	f = NULL;
	if (out ? tasoc_write_atomic(out, buf, size) == 0 : fwrite(buf, 1, size, stdout) == size)
		rc = EXIT_OK;
	else
		fprintf(stderr, "tasoc dot: cannot write %s: %s\n", out ? out : "stdout", strerror(errno));
done:
	if (f)
		fclose(f);
	free(buf);
	for (int32_t v = 0; sig && v < a.nnodes; v++)
		free(sig[v]);
	free(sig);
	free(kept);
	free(fresh);
	tasoc_onnx_free(ma);
	tasoc_onnx_free(mb);
	tasoc_graph_free(&a);
	if (hl)
		tasoc_graph_free(&b);
	return rc;
}

/* ir.c: building graphs: nodes, weights, outputs, shape inference, clones. */
#include <stdarg.h>
#include <string.h>

#include "format.h"
#include "ir.h"

const char *tasoc_status_str(tasoc_status s)
{
	switch (s) {
	case TASOC_OK: return "ok";
	case TASOC_ERR_NOMEM: return "out of memory";
	case TASOC_ERR_SHAPE: return "shape error";
	case TASOC_ERR_ARG: return "invalid argument";
	case TASOC_ERR_CYCLE: return "graph has a cycle";
	case TASOC_ERR_LIMIT: return "limit exceeded";
	case TASOC_ERR_UNSUPPORTED: return "unsupported";
	case TASOC_ERR_IO: return "i/o error";
	case TASOC_ERR_FORMAT: return "malformed input";
	}
	return "unknown error";
}

static tasoc_status fail(tasoc_graph *g, tasoc_status st, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	tasoc_vformat(g->err, sizeof g->err, fmt, ap);
	va_end(ap);
	return st;
}

tasoc_status tasoc_graph_init(tasoc_graph *g, tasoc_allocator *al)
{
	memset(g, 0, sizeof *g);
	g->al = al ? al : &tasoc_heap;
	g->store = tasoc_store_new(g->al);
	return g->store ? TASOC_OK : TASOC_ERR_NOMEM;
}

void tasoc_graph_free(tasoc_graph *g)
{
	if (!g->al)
		return;
	tasoc_free(g->al, g->nodes);
	tasoc_free(g->al, g->outputs);
	tasoc_free(g->al, g->output_names);
	tasoc_store_release(g->store);
	memset(g, 0, sizeof *g);
}

tasoc_status tasoc_graph_init_like(tasoc_graph *c, const tasoc_graph *g, int32_t capnodes)
{
	memset(c, 0, sizeof *c);
	c->al = g->al;
	c->store = g->store;
	c->capnodes = capnodes > 0 ? capnodes : 1;
	c->capoutputs = g->capoutputs > g->noutputs ? g->capoutputs : g->noutputs > 0 ? g->noutputs : 1;
	c->nodes = tasoc_alloc(g->al, (size_t)c->capnodes * sizeof *c->nodes);
	c->outputs = tasoc_alloc(g->al, (size_t)c->capoutputs * sizeof *c->outputs);
	c->output_names = tasoc_alloc(g->al, (size_t)c->capoutputs * sizeof *c->output_names);
	if (!c->nodes || !c->outputs || !c->output_names) {
		tasoc_free(g->al, c->nodes);
		tasoc_free(g->al, c->outputs);
		tasoc_free(g->al, c->output_names);
		memset(c, 0, sizeof *c);
		return TASOC_ERR_NOMEM;
	}
	g->store->refs++;
	return TASOC_OK;
}

tasoc_status tasoc_graph_clone(const tasoc_graph *g, tasoc_graph *c)
{
	if (tasoc_graph_init_like(c, g, g->capnodes) != TASOC_OK)
		return TASOC_ERR_NOMEM;
	/* A graph may have no node or no output yet (their arrays are NULL):
	   memcpy from NULL is undefined even for 0 bytes (found by tools/fuzz_pipeline.c). */
	if (g->nnodes)
		memcpy(c->nodes, g->nodes, (size_t)g->nnodes * sizeof(tasoc_node));
	if (g->noutputs) {
		memcpy(c->outputs, g->outputs, (size_t)g->noutputs * sizeof(tasoc_ref));
		memcpy(c->output_names, g->output_names, (size_t)g->noutputs * sizeof(int32_t));
	}
	c->nnodes = g->nnodes;
	c->noutputs = g->noutputs;
	return TASOC_OK;
}

static tasoc_node *new_node(tasoc_graph *g, int op, const char *name)
{
	if (g->nnodes == g->capnodes) {
		int32_t ncap = g->capnodes ? g->capnodes * 2 : 32;
		tasoc_node *p = tasoc_alloc(g->al, (size_t)ncap * sizeof *p);
		if (!p) {
			fail(g, TASOC_ERR_NOMEM, "out of memory adding a node");
			return NULL;
		}
		if (g->nodes)
			memcpy(p, g->nodes, (size_t)g->nnodes * sizeof *p);
		tasoc_free(g->al, g->nodes);
		g->nodes = p;
		g->capnodes = ncap;
	}
	tasoc_node *n = &g->nodes[g->nnodes];
	memset(n, 0, sizeof *n);
	n->op = (uint16_t)op;
	n->name = -1;
	n->data = -1;
	if (name && (n->name = tasoc_store_string(g->store, name)) < 0) {
		fail(g, TASOC_ERR_NOMEM, "out of memory adding a node name");
		return NULL;
	}
	return n;
}

const char *tasoc_node_name(const tasoc_graph *g, int32_t node)
{
	const char *s = tasoc_store_get_string(g->store, g->nodes[node].name);
	return s ? s : "";
}

static bool shape_ok(const tasoc_shape *s)
{
	return s->rank >= 0 && s->rank <= TASOC_MAX_RANK && tasoc_numel(s) > 0;
}

int32_t tasoc_add_input(tasoc_graph *g, const char *name, tasoc_shape shape)
{
	char buf[64];
	if (!shape_ok(&shape)) {
		fail(g, TASOC_ERR_SHAPE, "input '%s': invalid shape %s", name ? name : "",
		     tasoc_shape_str(&shape, buf, sizeof buf));
		return -1;
	}
	tasoc_node *n = new_node(g, TASOC_OP_INPUT, name);
	if (!n)
		return -1;
	n->nout = 1;
	n->out[0] = shape;
	return g->nnodes++;
}

int32_t tasoc_add_weight(tasoc_graph *g, const char *name, tasoc_shape shape,
			 const float *data, bool copy)
{
	char buf[64];
	if (!shape_ok(&shape)) {
		fail(g, TASOC_ERR_SHAPE, "weight '%s': invalid shape %s", name ? name : "",
		     tasoc_shape_str(&shape, buf, sizeof buf));
		return -1;
	}
	tasoc_node *n = new_node(g, TASOC_OP_WEIGHT, name);
	if (!n)
		return -1;
	n->nout = 1;
	n->out[0] = shape;
	n->data = tasoc_store_blob(g->store, data, (size_t)tasoc_numel(&shape) * sizeof(float), copy);
	if (n->data < 0) {
		fail(g, TASOC_ERR_NOMEM, "weight '%s': out of memory", name ? name : "");
		return -1;
	}
	return g->nnodes++;
}

const float *tasoc_weight_data(const tasoc_graph *g, int32_t node)
{
	int32_t id = g->nodes[node].data;
	return (id >= 0 && id < g->store->nblobs) ? g->store->blobs[id].ptr : NULL;
}

const void *tasoc_node_payload(const tasoc_graph *g, int32_t node, size_t *size)
{
	int32_t id = g->nodes[node].data;
	if (id < 0 || id >= g->store->nblobs) {
		*size = 0;
		return NULL;
	}
	*size = g->store->blobs[id].size;
	return g->store->blobs[id].ptr;
}

static tasoc_status check_inputs(tasoc_graph *g, const char *what, int nin, const tasoc_ref *in)
{
	for (int i = 0; i < nin; i++) {
		if (in[i].node < 0 || in[i].node >= g->nnodes || g->nodes[in[i].node].dead)
			return fail(g, TASOC_ERR_ARG, "%s: input %d refers to no node", what, i);
		if (in[i].out < 0 || in[i].out >= g->nodes[in[i].node].nout)
			return fail(g, TASOC_ERR_ARG, "%s: input %d refers to output %d of '%s', which has %d",
				    what, i, (int)in[i].out, tasoc_node_name(g, in[i].node),
				    (int)g->nodes[in[i].node].nout);
	}
	return TASOC_OK;
}

tasoc_status tasoc_infer_node(tasoc_graph *g, tasoc_node *n)
{
	const tasoc_op_info *op = &tasoc_ops[n->op];
	if (op->flags & (TASOC_OPF_SOURCE | TASOC_OPF_OPAQUE))
		return TASOC_OK; /* shapes were given when the node was made */
	tasoc_shape in[TASOC_MAX_IN];
	for (int i = 0; i < n->nin; i++)
		in[i] = *tasoc_ref_shape(g, n->in[i]);
	int r = op->shape(n->attr, in, n->out);
	if (r == 0)
		return TASOC_OK;
#ifdef TASOC_NO_HOST_ONLY_OPS
	/* before the inputs are named: the firmware's table has no names for such an operator (generated/ops.c) */
	if (r == TASOC_SHAPE_HOST_ONLY)
		return fail(g, TASOC_ERR_UNSUPPORTED, "%s: not in this build", op->name);
#endif
	const char *name = tasoc_store_get_string(g->store, n->name);
	char shapes[160];
	size_t k = 0;
	shapes[0] = '\0';
	for (int i = 0; i < n->nin && k < sizeof shapes; i++) {
		char b[48];
		k += (size_t)tasoc_format(shapes + k, sizeof shapes - k, "%s%s %s", i ? ", " : "",
				      op->in_names[i], tasoc_shape_str(&in[i], b, sizeof b));
	}
	if (r > 0 && !op->requires[r - 1]) /* a build without the texts (op.h) */
		return fail(g, TASOC_ERR_SHAPE, "%s%s%s: requirement %d fails for %s",
			    op->name, name ? " " : "", name ? name : "", r, shapes);
	if (r > 0)
		return fail(g, TASOC_ERR_SHAPE, "%s%s%s: requirement '%s' fails for %s",
			    op->name, name ? " " : "", name ? name : "", op->requires[r - 1], shapes);
	return fail(g, TASOC_ERR_SHAPE, "%s%s%s: output extent out of range for %s",
		    op->name, name ? " " : "", name ? name : "", shapes);
}

int32_t tasoc_add_op(tasoc_graph *g, int op, const int32_t *attr, int nin,
		     const tasoc_ref *in, const char *name)
{
	if (op < 0 || op >= TASOC_OP_COUNT) {
		fail(g, TASOC_ERR_ARG, "unknown operator %d", op);
		return -1;
	}
	const tasoc_op_info *info = &tasoc_ops[op];
	if (info->flags & (TASOC_OPF_SOURCE | TASOC_OPF_OPAQUE)) {
		fail(g, TASOC_ERR_ARG, "%s nodes are made with their own constructor", info->name);
		return -1;
	}
	if (nin != info->nin) {
		fail(g, TASOC_ERR_ARG, "%s%s%s takes %d inputs, got %d", info->name,
		     name ? " " : "", name ? name : "", info->nin, nin);
		return -1;
	}
	if (check_inputs(g, info->name, nin, in) != TASOC_OK)
		return -1;
	tasoc_node *n = new_node(g, op, name);
	if (!n)
		return -1;
	n->nin = (uint8_t)nin;
	n->nout = (uint8_t)info->nout;
	for (int i = 0; i < info->nattr; i++)
		n->attr[i] = attr[i];
	memcpy(n->in, in, (size_t)nin * sizeof *in);
	if (tasoc_infer_node(g, n) != TASOC_OK)
		return -1; /* the slot is reused by the next node */
	return g->nnodes++;
}

int32_t tasoc_add_opaque(tasoc_graph *g, const char *name, int nin,
			 const tasoc_ref *in, int nout, const tasoc_shape *out,
			 const void *payload, size_t size)
{
	if (nin < 0 || nin > TASOC_MAX_IN || nout < 1 || nout > TASOC_MAX_OUT) {
		fail(g, TASOC_ERR_LIMIT, "opaque node '%s': %d inputs and %d outputs (at most %d and %d)",
		     name ? name : "", nin, nout, TASOC_MAX_IN, TASOC_MAX_OUT);
		return -1;
	}
	if (check_inputs(g, name ? name : "opaque", nin, in) != TASOC_OK)
		return -1;
	for (int i = 0; i < nout; i++)
		if (out[i].rank < 0 || out[i].rank > TASOC_MAX_RANK) {
			fail(g, TASOC_ERR_LIMIT, "opaque node '%s': output %d has rank %d",
			     name ? name : "", i, (int)out[i].rank);
			return -1;
		}
	tasoc_node *n = new_node(g, TASOC_OP_OPAQUE, name);
	if (!n)
		return -1;
	n->nin = (uint8_t)nin;
	n->nout = (uint8_t)nout;
	memcpy(n->in, in, (size_t)nin * sizeof *in);
	memcpy(n->out, out, (size_t)nout * sizeof *out);
	if (payload && (n->data = tasoc_store_blob(g->store, payload, size, true)) < 0) {
		fail(g, TASOC_ERR_NOMEM, "opaque node '%s': out of memory", name ? name : "");
		return -1;
	}
	return g->nnodes++;
}

tasoc_status tasoc_add_output(tasoc_graph *g, tasoc_ref r, const char *name)
{
	tasoc_status st = check_inputs(g, "graph output", 1, &r);
	if (st != TASOC_OK)
		return st;
	if (g->noutputs == g->capoutputs) {
		int32_t ncap = g->capoutputs ? g->capoutputs * 2 : 4;
		tasoc_ref *o = tasoc_alloc(g->al, (size_t)ncap * sizeof *o);
		int32_t *nm = tasoc_alloc(g->al, (size_t)ncap * sizeof *nm);
		if (!o || !nm) {
			tasoc_free(g->al, o);
			tasoc_free(g->al, nm);
			return fail(g, TASOC_ERR_NOMEM, "out of memory adding an output");
		}
		if (g->noutputs) {
			memcpy(o, g->outputs, (size_t)g->noutputs * sizeof *o);
			memcpy(nm, g->output_names, (size_t)g->noutputs * sizeof *nm);
		}
		tasoc_free(g->al, g->outputs);
		tasoc_free(g->al, g->output_names);
		g->outputs = o;
		g->output_names = nm;
		g->capoutputs = ncap;
	}
	int32_t id = -1;
	if (name && (id = tasoc_store_string(g->store, name)) < 0)
		return fail(g, TASOC_ERR_NOMEM, "out of memory adding an output");
	g->outputs[g->noutputs] = r;
	g->output_names[g->noutputs] = id;
	g->noutputs++;
	return TASOC_OK;
}

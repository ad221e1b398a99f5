/* onnx_branch.c: a branch of an opaque If as a model of its own, and the optimized branch written back into the If. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "onnx_internal.h"

/*
 * An If whose condition is known only at run time (silero's branch on the
 * sample rate) stays one opaque node, and the rules never see its branches.
 * Yet a branch is a graph in its own right but for the names it reads from
 * the enclosing graph. So it is made a model of its own: the enclosing
 * model's opset and functions, the branch's nodes, outputs and value_info,
 * and for each name it reads a source of the same name: an initializer for
 * an initializer or Constant of the enclosing graph (a weight the rules may
 * fold), an input for anything else, typed as the enclosing graph's shape
 * inference typed it (the value_info the pass before import wrote, or the
 * graph input's declaration, its symbolic dimensions bound as the
 * enclosing model's). The model is serialized and imported like a file, so
 * it gets the same checks, folding and mapping.
 *
 * Written back, the optimized branch must be a branch again: no inputs
 * (those names are the enclosing graph's again), none of the enclosing
 * initializers (read by name as before; one whose bytes would change is
 * refused), its own initializers for what the search folded, and the
 * original outputs: the same names in the same order, declared as they
 * were. Its new names cannot clash with the enclosing scope: the branch
 * model carries the enclosing graphs' other names (outer_names) and its
 * export gives none of them to a new tensor; the enclosing graph's export
 * in turn gives no new tensor a name a subgraph defines (onnx_export.c).
 * The If keeps its place and outputs; its payload changes, and its inputs
 * when the branch now reads fewer tensors of the enclosing graph.
 */

static bool standard(const Onnx__NodeProto *n)
{
	return !n->domain || !n->domain[0] || !strcmp(n->domain, "ai.onnx");
}

/* The NodeProto an opaque node carries (unpacked: the caller frees it), or NULL. */
static Onnx__NodeProto *payload_node(const tasoc_graph *g, int32_t v)
{
	if (v < 0 || v >= g->nnodes || g->nodes[v].dead || g->nodes[v].op != TASOC_OP_OPAQUE || tasoc_onnx_is_bundle(g, v))
		return NULL;
	size_t size;
	const void *p = tasoc_node_payload(g, v, &size);
	return p ? onnx__node_proto__unpack(NULL, size, p) : NULL;
}

static void node_free(Onnx__NodeProto *n)
{
	if (n)
		onnx__node_proto__free_unpacked(n, tasoc_onnx_pb());
}

static const char *const branch_names[2] = { "then_branch", "else_branch" };

/* The attribute holding branch k (0 then, 1 else) of an If, or -1 (not an If, or the branch is missing). */
static int branch_attr(const Onnx__NodeProto *n, int k)
{
	if (!n || !n->op_type || strcmp(n->op_type, "If") || !standard(n) || k < 0 || k > 1)
		return -1;
	for (size_t a = 0; a < n->n_attribute; a++)
		if (n->attribute[a]->name && !strcmp(n->attribute[a]->name, branch_names[k]) && n->attribute[a]->g)
			return (int)a;
	return -1;
}

static const char *label_of(const Onnx__NodeProto *n, int k, char *buf, size_t size)
{
	const char *name = n->name && n->name[0] ? n->name : n->n_output ? n->output[0] : "";
	snprintf(buf, size, "node '%.200s' (If) %s", name, branch_names[k & 1]);
	return buf;
}

int tasoc_onnx_branch_count(const tasoc_graph *g, int32_t v)
{
	Onnx__NodeProto *n = payload_node(g, v);
	int c = branch_attr(n, 0) >= 0 && branch_attr(n, 1) >= 0 ? 2 : 0;
	node_free(n);
	return c;
}

const char *tasoc_onnx_branch_label(const tasoc_graph *g, int32_t v, int k, char *buf, size_t size, int *nodes)
{
	Onnx__NodeProto *n = payload_node(g, v);
	int a = branch_attr(n, k);
	if (a < 0)
		snprintf(buf, size, "node %d: no branch %d", (int)v, k);
	else
		label_of(n, k, buf, size);
	if (nodes)
		*nodes = a < 0 ? 0 : (int)n->attribute[a]->g->n_node;
	node_free(n);
	return buf;
}

/* Messages are whole: the label, then the reason (which may be a copy of err itself). */
static tasoc_status fail(char *err, size_t size, tasoc_status st, const char *label, const char *fmt, ...)
{
	char why[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(why, sizeof why, fmt, ap);
	va_end(ap);
	int w = snprintf(err, size, "%s: ", label);
	if (w >= 0 && (size_t)w < size) { /* the reason, cut to fit */
		size_t len = strlen(why), room = size - (size_t)w - 1;
		len = len < room ? len : room;
		memcpy(err + w, why, len);
		err[(size_t)w + len] = '\0';
	}
	return st;
}

/* ------------------------------------------------------------------ */
/* Import.                                                              */

static int keep_string(tasoc_onnx_model *bm, tasoc_onnx_names *set, const char *s)
{
	if (tasoc_onnx_names_get(set, s) >= 0)
		return 0;
	size_t len = strlen(s) + 1;
	char *copy = malloc(len);
	char **grown = copy ? realloc(bm->scope_strings, (bm->nscope_strings + 1) * sizeof *grown) : NULL;
	if (!grown) {
		free(copy);
		return -1;
	}
	bm->scope_strings = grown;
	bm->scope_strings[bm->nscope_strings++] = memcpy(copy, s, len);
	return tasoc_onnx_names_put(set, copy, 0);
}

/* A name of the enclosing scope that the branch does not read: its export gives it to no new tensor. */
static int scope_name(tasoc_onnx_model *bm, const char *s)
{
	if (!s || !s[0] || tasoc_onnx_names_get(&bm->outer_reads, s) >= 0)
		return 0;
	return keep_string(bm, &bm->outer_names, s);
}

/* The branch model's record of its scope: what it reads, and every other name of the enclosing graphs. */
static int record_scope(const tasoc_onnx_model *m, tasoc_onnx_model *bm, const char **reads, size_t nreads)
{
	const Onnx__GraphProto *gp = m->proto->graph;
	int bad = 0;
	for (size_t i = 0; i < nreads && !bad; i++)
		bad = keep_string(bm, &bm->outer_reads, reads[i]) < 0;
	for (size_t i = 0; i < gp->n_input && !bad; i++)
		bad = scope_name(bm, gp->input[i]->name) < 0;
	for (size_t i = 0; i < gp->n_initializer && !bad; i++)
		bad = scope_name(bm, gp->initializer[i]->name) < 0;
	for (size_t k = 0; k < gp->n_node && !bad; k++)
		for (size_t i = 0; i < gp->node[k]->n_output && !bad; i++)
			bad = scope_name(bm, gp->node[k]->output[i]) < 0;
	for (size_t i = 0; i < m->outer_names.cap && !bad; i++) /* the scopes around the enclosing graph too */
		bad = scope_name(bm, m->outer_names.keys[i]) < 0;
	return bad ? -1 : 0;
}

tasoc_status tasoc_onnx_branch_import(const tasoc_onnx_model *m, const tasoc_graph *g, int32_t v, int k,
				      const tasoc_onnx_options *o, tasoc_graph *bg, tasoc_onnx_model **bm)
{
	*bm = NULL;
	char label[320];
	Onnx__NodeProto *n = payload_node(g, v);
	int a = branch_attr(n, k);
	if (a < 0) {
		node_free(n);
		snprintf(bg->err, sizeof bg->err, "node %d: not an If with a branch %d", (int)v, k);
		return TASOC_ERR_ARG;
	}
	label_of(n, k, label, sizeof label);
	const Onnx__GraphProto *b = n->attribute[a]->g;
	/* Only this branch's reads: the node as if it held this one attribute. */
	Onnx__NodeProto one = *n;
	one.n_attribute = 1;
	one.attribute = &n->attribute[a];
	const char **reads = NULL;
	size_t nreads = 0;
	tasoc_onnx_outer out;
	tasoc_status st = TASOC_OK;
	const Onnx__ValueInfoProto **inputs = NULL;
	const Onnx__TensorProto **inits = NULL;
	Onnx__TensorProto *renamed = NULL;
	void *data = NULL;
	if (tasoc_onnx_outer_reads(&one, &reads, &nreads) < 0 || tasoc_onnx_outer_init(&out, m) < 0) {
		free(reads);
		node_free(n);
		return fail(bg->err, sizeof bg->err, TASOC_ERR_NOMEM, label, "out of memory");
	}
	inputs = malloc((nreads + 1) * sizeof *inputs);
	inits = malloc((b->n_initializer + nreads + 1) * sizeof *inits);
	renamed = malloc((nreads + 1) * sizeof *renamed);
	if (!inputs || !inits || !renamed) {
		st = fail(bg->err, sizeof bg->err, TASOC_ERR_NOMEM, label, "out of memory");
		goto out;
	}
	size_t nin = 0, ninit = 0, nren = 0;
	for (size_t i = 0; i < b->n_initializer; i++)
		inits[ninit++] = b->initializer[i];
	for (size_t i = 0; i < nreads; i++) {
		const Onnx__TensorProto *t;
		const Onnx__ValueInfoProto *vi;
		bool rename;
		if (!tasoc_onnx_outer_source(&out, reads[i], &t, &rename, &vi)) {
			st = fail(bg->err, sizeof bg->err, TASOC_ERR_UNSUPPORTED, label,
				  "it reads '%s', which the enclosing graph neither holds as a constant nor gives a type", reads[i]);
			goto out;
		}
		if (vi) {
			inputs[nin++] = vi;
		} else if (rename) { /* a shallow copy under the read name: the value is the Constant's */
			renamed[nren] = *t;
			renamed[nren].name = (char *)reads[i];
			inits[ninit++] = &renamed[nren++];
		} else {
			inits[ninit++] = t;
		}
	}
	/* Shallow copies: only packed, never freed as messages. */
	Onnx__GraphProto graph = *b;
	graph.n_input = nin;
	graph.input = (Onnx__ValueInfoProto **)inputs;
	graph.n_initializer = ninit;
	graph.initializer = (Onnx__TensorProto **)inits;
	size_t size;
	if (!(data = tasoc_onnx_pack_with_graph(m, &graph, &size))) {
		st = fail(bg->err, sizeof bg->err, TASOC_ERR_NOMEM, label, "out of memory");
		goto out;
	}
	/* The enclosing model's dimensions: the branch's declarations use the same symbols (silero's batch). */
	tasoc_onnx_options bo;
	memset(&bo, 0, sizeof bo);
	bo.dims = m->dims;
	bo.ndims = m->ndims;
	bo.no_fold = o && o->no_fold;
	if ((st = tasoc_onnx_import_opts(data, size, &bo, bg, bm)) != TASOC_OK) {
		char why[sizeof bg->err];
		snprintf(why, sizeof why, "%s", bg->err);
		fail(bg->err, sizeof bg->err, st, label, "%s", why);
		goto out;
	}
	if (record_scope(m, *bm, reads, nreads) < 0) {
		tasoc_onnx_free(*bm);
		*bm = NULL;
		st = fail(bg->err, sizeof bg->err, TASOC_ERR_NOMEM, label, "out of memory");
	}
out:
	free(data);
	free(inputs);
	free(inits);
	free(renamed);
	free(reads);
	tasoc_onnx_outer_free(&out);
	node_free(n);
	return st;
}

/* ------------------------------------------------------------------ */
/* Writing the optimized branch back.                                   */

/* Whether two tensors pack to the same bytes (name, type, dims and data). */
static int same_tensor(const Onnx__TensorProto *a, const Onnx__TensorProto *b)
{
	size_t na = onnx__tensor_proto__get_packed_size(a), nb = onnx__tensor_proto__get_packed_size(b);
	if (na != nb)
		return 0;
	uint8_t *pa = malloc(na + 1), *pb = malloc(nb + 1);
	int same = -1; /* out of memory */
	if (pa && pb) {
		onnx__tensor_proto__pack(a, pa);
		onnx__tensor_proto__pack(b, pb);
		same = memcmp(pa, pb, na) == 0;
	}
	free(pa);
	free(pb);
	return same;
}

/*
 * Node v's inputs for its new payload nu (old: the payload it had): the
 * listed inputs as they were, then the tensors nu's subgraphs read from the
 * enclosing graph, in nu's order (side constants are read by name, no
 * edge), through bundles past TASOC_MAX_IN (onnx_bundle.c). Every name nu
 * reads, old read: its tensor is the edge old had for it.
 */
static tasoc_status reinput(const tasoc_onnx_model *m, tasoc_graph *g, int32_t v, const Onnx__NodeProto *old,
			    const Onnx__NodeProto *nu, const char *label)
{
	const char **ro = NULL, **rn = NULL;
	size_t nro = 0, nrn = 0;
	tasoc_onnx_names at = { 0 };
	tasoc_ref *tin = NULL, *in = NULL;
	tasoc_status st = TASOC_OK;
	if (tasoc_onnx_outer_reads(old, &ro, &nro) < 0 || tasoc_onnx_outer_reads(nu, &rn, &nrn) < 0 ||
	    !(tin = malloc((old->n_input + nro + 1) * sizeof *tin)) || !(in = malloc((old->n_input + nrn + 1) * sizeof *in))) {
		st = fail(g->err, sizeof g->err, TASOC_ERR_NOMEM, label, "out of memory");
		goto out;
	}
	int nin = tasoc_onnx_unbundle(g, v, tin, (int)(old->n_input + nro)), nl = 0, k;
	for (size_t i = 0; i < old->n_input; i++)
		nl += old->input[i][0] && tasoc_onnx_names_get(&m->side, old->input[i]) < 0;
	k = nl;
	for (size_t i = 0; i < nro && st == TASOC_OK; i++)
		if (tasoc_onnx_names_get(&m->side, ro[i]) < 0 && tasoc_onnx_names_put(&at, ro[i], k++) < 0)
			st = fail(g->err, sizeof g->err, TASOC_ERR_NOMEM, label, "out of memory");
	if (st == TASOC_OK && (nin < 0 || k != nin))
		st = fail(g->err, sizeof g->err, TASOC_ERR_FORMAT, label, "the If's inputs do not match what its payload reads");
	if (st != TASOC_OK)
		goto out;
	int n = nl;
	memcpy(in, tin, (size_t)nl * sizeof *in);
	for (size_t i = 0; i < nrn; i++) {
		if (tasoc_onnx_names_get(&m->side, rn[i]) >= 0)
			continue;
		int32_t j = tasoc_onnx_names_get(&at, rn[i]);
		if (j < 0) {
			st = fail(g->err, sizeof g->err, TASOC_ERR_FORMAT, label, "the optimized branch reads '%s', which the If did not read", rn[i]);
			goto out;
		}
		in[n++] = tin[j];
	}
	bool same = n == nin;
	for (int i = 0; same && i < n; i++)
		same = in[i].node == tin[i].node && in[i].out == tin[i].out;
	if (same)
		goto out;
	/* New bundles first: should that fail, the node still reads its old ones. */
	char bname[256];
	snprintf(bname, sizeof bname, "%s/inputs", tasoc_node_name(g, v));
	if (tasoc_onnx_bundle(g, bname, in, &n) != TASOC_OK) {
		st = fail(g->err, sizeof g->err, TASOC_ERR_NOMEM, label, "out of memory");
		goto out;
	}
	/* The old bundles were read by this node only (onnx_bundle.c): they go. */
	int32_t stack[8 * TASOC_MAX_IN], top = 0;
	for (int i = 0; i < g->nodes[v].nin; i++)
		if (tasoc_onnx_is_bundle(g, g->nodes[v].in[i].node))
			stack[top++] = g->nodes[v].in[i].node;
	while (top > 0) {
		tasoc_node *b = &g->nodes[stack[--top]];
		b->dead = 1;
		for (int i = 0; i < b->nin && top < (int32_t)(sizeof stack / sizeof *stack); i++)
			if (tasoc_onnx_is_bundle(g, b->in[i].node))
				stack[top++] = b->in[i].node;
	}
	g->nodes[v].nin = (uint8_t)n;
	memcpy(g->nodes[v].in, in, (size_t)n * sizeof *in);
out:
	free(ro);
	free(rn);
	free(tin);
	free(in);
	tasoc_onnx_names_free(&at);
	return st;
}

/*
 * The exported branch model x as branch graph nb: its inputs dropped (each
 * must be a name the branch read), the enclosing graph's initializers
 * dropped (each unchanged), the original outputs, and no name it defines
 * taken from the enclosing scope. kept holds room for x's initializers.
 */
static tasoc_status as_branch(const tasoc_onnx_model *m, const tasoc_onnx_model *bm, const Onnx__GraphProto *ob,
			      const Onnx__GraphProto *x, Onnx__GraphProto *nb, Onnx__TensorProto **kept, char *err,
			      size_t errsize, const char *label)
{
	if (x->n_output != ob->n_output)
		return fail(err, errsize, TASOC_ERR_FORMAT, label, "the optimized branch has %zu outputs, the branch %zu",
			    x->n_output, ob->n_output);
	for (size_t i = 0; i < x->n_output; i++)
		if (!x->output[i]->name || !ob->output[i]->name || strcmp(x->output[i]->name, ob->output[i]->name))
			return fail(err, errsize, TASOC_ERR_FORMAT, label, "output %zu of the optimized branch is not '%s'", i,
				    ob->output[i]->name ? ob->output[i]->name : "");
	for (size_t i = 0; i < x->n_input; i++)
		if (tasoc_onnx_names_get(&bm->outer_reads, x->input[i]->name) < 0)
			return fail(err, errsize, TASOC_ERR_FORMAT, label, "the optimized branch has an input '%s' the enclosing graph does not give",
				    x->input[i]->name);
	/* Each output computed inside, or a name read from the enclosing graph passed through. */
	tasoc_onnx_names defined = { 0 };
	tasoc_status st = TASOC_OK;
	for (size_t k = 0; k < x->n_node && st == TASOC_OK; k++)
		for (size_t i = 0; i < x->node[k]->n_output; i++)
			if (x->node[k]->output[i][0] && tasoc_onnx_names_put(&defined, x->node[k]->output[i], 0) < 0)
				st = fail(err, errsize, TASOC_ERR_NOMEM, label, "out of memory");
	for (size_t i = 0; i < x->n_initializer && st == TASOC_OK; i++)
		if (tasoc_onnx_names_put(&defined, x->initializer[i]->name, 0) < 0)
			st = fail(err, errsize, TASOC_ERR_NOMEM, label, "out of memory");
	for (size_t i = 0; i < x->n_output && st == TASOC_OK; i++)
		if (tasoc_onnx_names_get(&defined, x->output[i]->name) < 0 &&
		    tasoc_onnx_names_get(&bm->outer_reads, x->output[i]->name) < 0)
			st = fail(err, errsize, TASOC_ERR_FORMAT, label, "the optimized branch does not compute its output '%s'",
				  x->output[i]->name);
	tasoc_onnx_names_free(&defined);
	if (st != TASOC_OK)
		return st;
	tasoc_onnx_outer out;
	if (tasoc_onnx_outer_init(&out, m) < 0)
		return fail(err, errsize, TASOC_ERR_NOMEM, label, "out of memory");
	size_t nk = 0;
	for (size_t i = 0; i < x->n_initializer && st == TASOC_OK; i++) {
		Onnx__TensorProto *t = x->initializer[i];
		if (tasoc_onnx_names_get(&bm->outer_reads, t->name) < 0) {
			if (tasoc_onnx_names_get(&bm->outer_names, t->name) >= 0)
				st = fail(err, errsize, TASOC_ERR_FORMAT, label, "the optimized branch defines '%s', a name of the enclosing graph", t->name);
			kept[nk++] = t;
			continue;
		}
		const Onnx__TensorProto *src;
		const Onnx__ValueInfoProto *vi;
		bool rename;
		int same = 0;
		if (tasoc_onnx_outer_source(&out, t->name, &src, &rename, &vi) && src) {
			Onnx__TensorProto copy = *src;
			copy.name = t->name;
			same = same_tensor(&copy, t);
		}
		if (same < 0)
			st = fail(err, errsize, TASOC_ERR_NOMEM, label, "out of memory");
		else if (!same)
			st = fail(err, errsize, TASOC_ERR_FORMAT, label, "the optimized branch changes '%s', a tensor of the enclosing graph", t->name);
	}
	for (size_t k = 0; k < x->n_node && st == TASOC_OK; k++)
		for (size_t i = 0; i < x->node[k]->n_output && st == TASOC_OK; i++) {
			const char *o = x->node[k]->output[i];
			if (o[0] && (tasoc_onnx_names_get(&bm->outer_names, o) >= 0 || tasoc_onnx_names_get(&bm->outer_reads, o) >= 0))
				st = fail(err, errsize, TASOC_ERR_FORMAT, label, "the optimized branch defines '%s', a name of the enclosing graph", o);
		}
	tasoc_onnx_outer_free(&out);
	if (st != TASOC_OK)
		return st;
	*nb = *x;
	nb->n_input = 0;
	nb->input = NULL;
	nb->n_initializer = nk;
	nb->initializer = kept;
	nb->output = ob->output; /* declared as they were (symbolic dimensions included) */
	return TASOC_OK;
}

tasoc_status tasoc_onnx_branch_replace(const tasoc_onnx_model *m, tasoc_graph *g, int32_t v, int k,
				       const tasoc_onnx_model *bm, tasoc_graph *best, const tasoc_onnx_export_opts *xo)
{
	char label[320];
	Onnx__NodeProto *n = payload_node(g, v);
	int a = branch_attr(n, k);
	if (a < 0) {
		node_free(n);
		snprintf(g->err, sizeof g->err, "node %d: not an If with a branch %d", (int)v, k);
		return TASOC_ERR_ARG;
	}
	label_of(n, k, label, sizeof label);
	void *data = NULL, *payload = NULL;
	size_t size = 0;
	Onnx__ModelProto *x = NULL;
	Onnx__TensorProto **kept = NULL;
	Onnx__AttributeProto **attrs = NULL;
	tasoc_status st = tasoc_onnx_export_with(bm, best, xo, &data, &size);
	if (st != TASOC_OK) {
		st = fail(g->err, sizeof g->err, st, label, "export: %s", best->err);
		goto out;
	}
	x = onnx__model_proto__unpack(NULL, size, data);
	if (!x || !x->graph) {
		st = fail(g->err, sizeof g->err, TASOC_ERR_NOMEM, label, "out of memory reading the optimized branch back");
		goto out;
	}
	kept = malloc((x->graph->n_initializer + 1) * sizeof *kept);
	attrs = malloc((n->n_attribute + 1) * sizeof *attrs);
	if (!kept || !attrs) {
		st = fail(g->err, sizeof g->err, TASOC_ERR_NOMEM, label, "out of memory");
		goto out;
	}
	Onnx__GraphProto nb;
	if ((st = as_branch(m, bm, n->attribute[a]->g, x->graph, &nb, kept, g->err, sizeof g->err, label)) != TASOC_OK)
		goto out;
	/* The If as it was but for this branch: shallow copies, packed into the new payload. */
	Onnx__AttributeProto attr = *n->attribute[a];
	attr.g = &nb;
	memcpy(attrs, n->attribute, n->n_attribute * sizeof *attrs);
	attrs[a] = &attr;
	Onnx__NodeProto nn = *n;
	nn.attribute = attrs;
	size_t psize = onnx__node_proto__get_packed_size(&nn);
	if (!(payload = malloc(psize ? psize : 1))) {
		st = fail(g->err, sizeof g->err, TASOC_ERR_NOMEM, label, "out of memory");
		goto out;
	}
	onnx__node_proto__pack(&nn, payload);
	/* The payload first: the store only grows, so a failure after it leaves the node as it was. */
	int32_t id = tasoc_store_blob(g->store, payload, psize, true);
	if (id < 0) {
		st = fail(g->err, sizeof g->err, TASOC_ERR_NOMEM, label, "out of memory");
		goto out;
	}
	if ((st = reinput(m, g, v, n, &nn, label)) != TASOC_OK)
		goto out;
	g->nodes[v].data = id;
out:
	free(payload);
	free(attrs);
	free(kept);
	if (x)
		onnx__model_proto__free_unpacked(x, tasoc_onnx_pb());
	free(data);
	node_free(n);
	return st;
}

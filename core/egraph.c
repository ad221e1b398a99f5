/* egraph.c: e-nodes hash-consed over canonical classes, union-find, congruence closure by rebuilding. */
#include <string.h>

#include "egraph.h"
#include "hash.h"

/*
 * Unions are cheap (one parent link); the hash-cons table and the e-nodes'
 * children go stale until the next rebuild, which canonicalizes every
 * e-node, rehashes them all and merges the classes of e-nodes that became
 * equal (congruence), until a pass merges nothing. A whole pass is linear
 * in the e-graph and saturation rebuilds once per iteration, so this is
 * simpler than egg's worklist of dirty parents and costs about the same
 * at tens of thousands of e-nodes.
 */

int32_t tasoc_egraph_find(tasoc_egraph *eg, int32_t c)
{
	while (eg->uf[c] != c) {
		eg->uf[c] = eg->uf[eg->uf[c]];
		c = eg->uf[c];
	}
	return c;
}

int32_t tasoc_egraph_find_const(const tasoc_egraph *eg, int32_t c)
{
	while (eg->uf[c] != c)
		c = eg->uf[c];
	return c;
}

static uint64_t key_hash(tasoc_egraph *eg, const tasoc_enode *n, bool with_out)
{
	uint64_t h = tasoc_hash_mix((uint64_t)n->op, (uint64_t)(uint32_t)n->leaf);
	h = tasoc_hash_mix(h, with_out ? n->out : 0);
	for (int k = 0; k < tasoc_ops[n->op].nattr && k < TASOC_MAX_ATTRS; k++)
		h = tasoc_hash_mix(h, (uint64_t)(uint32_t)n->attr[k]);
	for (int i = 0; i < n->nin; i++)
		h = tasoc_hash_mix(h, (uint64_t)tasoc_egraph_find(eg, n->child[i]));
	return h;
}

/* Equal keys, children compared by canonical class; with_out false: any output (one group). */
static bool key_eq(const tasoc_egraph *eg, const tasoc_enode *a, const tasoc_enode *b, bool with_out)
{
	if (a->op != b->op || a->leaf != b->leaf || a->nin != b->nin || (with_out && a->out != b->out))
		return false;
	for (int k = 0; k < tasoc_ops[a->op].nattr && k < TASOC_MAX_ATTRS; k++)
		if (a->attr[k] != b->attr[k])
			return false;
	for (int i = 0; i < a->nin; i++)
		if (tasoc_egraph_find_const(eg, a->child[i]) != tasoc_egraph_find_const(eg, b->child[i]))
			return false;
	return true;
}

bool tasoc_egraph_same_group(const tasoc_egraph *eg, int32_t a, int32_t b)
{
	return key_eq(eg, &eg->nodes[a], &eg->nodes[b], false);
}

/* The slot of an e-node equal to *n, or of the empty slot where it would go. */
static int32_t probe(tasoc_egraph *eg, const tasoc_enode *n)
{
	uint32_t mask = (uint32_t)eg->tabsize - 1, i = (uint32_t)key_hash(eg, n, true) & mask;
	while (eg->table[i] >= 0 && !key_eq(eg, &eg->nodes[eg->table[i]], n, true))
		i = (i + 1) & mask;
	return (int32_t)i;
}

/* A table of size for the live e-nodes; -1 out of memory. Equal e-nodes are not looked for here. */
static int retable(tasoc_egraph *eg, int32_t size)
{
	int32_t *t = tasoc_alloc(eg->al, (size_t)size * sizeof *t);
	if (!t)
		return -1;
	tasoc_free(eg->al, eg->table);
	eg->table = t;
	eg->tabsize = size;
	eg->tabused = 0;
	memset(t, 0xff, (size_t)size * sizeof *t);
	for (int32_t v = 0; v < eg->nnodes; v++) {
		if (eg->nodes[v].dead)
			continue;
		int32_t s = probe(eg, &eg->nodes[v]);
		if (eg->table[s] < 0) {
			eg->table[s] = v;
			eg->tabused++;
		}
	}
	return 0;
}

static int32_t new_class(tasoc_egraph *eg, const tasoc_shape *s)
{
	int32_t cap = eg->capclasses;
	if (tasoc_grow(eg->al, (void **)&eg->uf, &cap, sizeof *eg->uf, eg->nclasses + 1) != 0)
		return -1;
	cap = eg->capclasses;
	if (tasoc_grow(eg->al, (void **)&eg->shape, &cap, sizeof *eg->shape, eg->nclasses + 1) != 0)
		return -1;
	cap = eg->capclasses;
	if (tasoc_grow(eg->al, (void **)&eg->head, &cap, sizeof *eg->head, eg->nclasses + 1) != 0)
		return -1;
	cap = eg->capclasses;
	if (tasoc_grow(eg->al, (void **)&eg->tail, &cap, sizeof *eg->tail, eg->nclasses + 1) != 0)
		return -1;
	eg->capclasses = cap;
	eg->uf[eg->nclasses] = eg->nclasses;
	eg->shape[eg->nclasses] = *s;
	eg->head[eg->nclasses] = eg->tail[eg->nclasses] = -1;
	return eg->nclasses++;
}

int32_t tasoc_egraph_add(tasoc_egraph *eg, const tasoc_enode *n, const tasoc_shape *s, bool *added)
{
	if (added)
		*added = false;
	if ((eg->tabused + 1) * 2 > eg->tabsize && retable(eg, eg->tabsize ? eg->tabsize * 2 : 1024) != 0)
		return -1;
	int32_t slot = probe(eg, n);
	if (eg->table[slot] >= 0)
		return tasoc_egraph_find(eg, eg->nodes[eg->table[slot]].cls);
	if (tasoc_grow(eg->al, (void **)&eg->nodes, &eg->capnodes, sizeof *eg->nodes, eg->nnodes + 1) != 0)
		return -1;
	int32_t c = new_class(eg, s);
	if (c < 0)
		return -1;
	tasoc_enode *e = &eg->nodes[eg->nnodes];
	*e = *n;
	e->dead = 0;
	e->cls = c;
	e->next = -1;
	eg->head[c] = eg->tail[c] = eg->nnodes;
	for (int i = 0; i < e->nin; i++)
		e->child[i] = tasoc_egraph_find(eg, e->child[i]);
	eg->table[slot] = eg->nnodes++;
	eg->tabused++;
	if (added)
		*added = true;
	return c;
}

bool tasoc_egraph_union(tasoc_egraph *eg, int32_t a, int32_t b)
{
	a = tasoc_egraph_find(eg, a);
	b = tasoc_egraph_find(eg, b);
	if (a == b)
		return false;
	if (b < a) { /* the older class stays the root: ids, and so every order, are deterministic */
		int32_t t = a;
		a = b;
		b = t;
	}
	eg->uf[b] = a;
	if (eg->head[b] >= 0) { /* b's e-nodes join a's list */
		if (eg->head[a] < 0)
			eg->head[a] = eg->head[b];
		else
			eg->nodes[eg->tail[a]].next = eg->head[b];
		eg->tail[a] = eg->tail[b];
	}
	eg->unions++;
	return true;
}

/* Builds one CSR list: key(v) for each live e-node v, counted into first[0..nkeys]. */
static int csr(tasoc_egraph *eg, int32_t nkeys, int32_t **first, int32_t **list, int which)
{
	tasoc_free(eg->al, *first);
	tasoc_free(eg->al, *list);
	*list = NULL;
	int32_t *f = *first = tasoc_calloc(eg->al, (size_t)nkeys + 2, sizeof *f);
	if (!f)
		return -1;
	/* two passes: count, then fill; a parent reads a class once however many inputs it takes there */
	for (int pass = 0; pass < 2; pass++) {
		int32_t *fill = NULL;
		if (pass == 1) {
			for (int32_t k = 0; k < nkeys; k++)
				f[k + 1] += f[k];
			*list = tasoc_alloc(eg->al, ((size_t)f[nkeys] + 1) * sizeof **list);
			fill = tasoc_calloc(eg->al, (size_t)nkeys + 1, sizeof *fill);
			if (!*list || !fill) {
				tasoc_free(eg->al, fill);
				return -1;
			}
		}
		for (int32_t v = 0; v < eg->nnodes; v++) {
			const tasoc_enode *n = &eg->nodes[v];
			if (n->dead)
				continue;
			int32_t keys[TASOC_MAX_IN];
			int nk = 0;
			if (which == 0)
				keys[nk++] = n->cls;
			else if (which == 2)
				keys[nk++] = n->op;
			else
				for (int i = 0; i < n->nin; i++) {
					int dup = 0;
					for (int j = 0; j < nk; j++)
						dup |= keys[j] == n->child[i];
					if (!dup)
						keys[nk++] = n->child[i];
				}
			for (int j = 0; j < nk; j++) {
				if (pass == 0)
					f[keys[j] + 1]++;
				else
					(*list)[f[keys[j]] + fill[keys[j]]++] = v;
			}
		}
		tasoc_free(eg->al, fill);
	}
	return 0;
}

tasoc_status tasoc_egraph_rebuild(tasoc_egraph *eg)
{
	for (;;) {
		for (int32_t v = 0; v < eg->nnodes; v++) {
			tasoc_enode *n = &eg->nodes[v];
			n->cls = tasoc_egraph_find(eg, n->cls);
			for (int i = 0; i < n->nin; i++)
				n->child[i] = tasoc_egraph_find(eg, n->child[i]);
		}
		int32_t size = 1024;
		while (size < 4 * eg->nnodes)
			size *= 2;
		int32_t *t = tasoc_alloc(eg->al, (size_t)size * sizeof *t);
		if (!t)
			return TASOC_ERR_NOMEM;
		tasoc_free(eg->al, eg->table);
		eg->table = t;
		eg->tabsize = size;
		eg->tabused = 0;
		memset(t, 0xff, (size_t)size * sizeof *t);
		bool merged = false;
		for (int32_t v = 0; v < eg->nnodes; v++) {
			tasoc_enode *n = &eg->nodes[v];
			if (n->dead)
				continue;
			int32_t s = probe(eg, n);
			if (eg->table[s] < 0) {
				eg->table[s] = v;
				eg->tabused++;
				continue;
			}
			/* congruent: the same operator on the same classes computes the same tensor */
			merged |= tasoc_egraph_union(eg, eg->nodes[eg->table[s]].cls, n->cls);
			n->dead = 1;
		}
		if (!merged)
			break;
	}
	if (csr(eg, eg->nclasses, &eg->cls_first, &eg->cls_list, 0) != 0 ||
	    csr(eg, eg->nclasses, &eg->par_first, &eg->par_list, 1) != 0 ||
	    csr(eg, TASOC_OP_COUNT, &eg->op_first, &eg->op_list, 2) != 0)
		return TASOC_ERR_NOMEM;
	eg->indexed_classes = eg->nclasses;
	for (int32_t i = 0; i < eg->nroots; i++)
		eg->roots[i] = tasoc_egraph_find(eg, eg->roots[i]);
	return TASOC_OK;
}

int32_t tasoc_egraph_live_nodes(const tasoc_egraph *eg)
{
	int32_t n = 0;
	for (int32_t v = 0; v < eg->nnodes; v++)
		n += !eg->nodes[v].dead;
	return n;
}

int32_t tasoc_egraph_live_classes(const tasoc_egraph *eg)
{
	int32_t n = 0;
	for (int32_t c = 0; c < eg->nclasses; c++)
		n += eg->uf[c] == c;
	return n;
}

tasoc_status tasoc_egraph_from_graph(tasoc_egraph *eg, const tasoc_graph *g, tasoc_allocator *al)
{
	memset(eg, 0, sizeof *eg);
	eg->al = al;
	eg->src = g;
	tasoc_status st = TASOC_ERR_NOMEM;
	int32_t *order = tasoc_alloc(al, ((size_t)g->nnodes + 1) * sizeof *order);
	/* first class of each node's outputs: output k is class first[v] + k, made in order */
	int32_t *first = tasoc_alloc(al, ((size_t)g->nnodes + 1) * sizeof *first);
	eg->roots = tasoc_alloc(al, ((size_t)g->noutputs + 1) * sizeof *eg->roots);
	int32_t n = 0;
	if (!order || !first || !eg->roots)
		goto out;
	if ((st = tasoc_graph_topo((tasoc_graph *)g, false, order, &n)) != TASOC_OK)
		goto out;
	st = TASOC_ERR_NOMEM;
	for (int32_t i = 0; i < n; i++) {
		int32_t v = order[i];
		const tasoc_node *nd = &g->nodes[v];
		unsigned f = tasoc_ops[nd->op].flags;
		tasoc_enode e;
		memset(&e, 0, sizeof e);
		e.op = nd->op;
		e.nin = nd->nin;
		e.leaf = (f & (TASOC_OPF_SOURCE | TASOC_OPF_OPAQUE)) ? v : -1;
		e.made = nd->made;
		memcpy(e.attr, nd->attr, sizeof e.attr);
		for (int k = 0; k < nd->nin; k++)
			e.child[k] = first[nd->in[k].node] + nd->in[k].out;
		/*
		 * Every output gets its own class, in order, even when an equal
		 * node came before (two identical matmuls): the first rebuild
		 * merges those.
		 */
		for (int o = 0; o < nd->nout; o++) {
			e.out = (uint8_t)o;
			bool added;
			int32_t c = tasoc_egraph_add(eg, &e, &nd->out[o], &added);
			if (c < 0)
				goto out;
			if (!added) { /* a copy of an earlier node: a class of its own, merged at once */
				int32_t d = new_class(eg, &nd->out[o]);
				if (d < 0)
					goto out;
				tasoc_egraph_union(eg, c, d);
				c = d;
			}
			if (o == 0)
				first[v] = c;
			else if (c != first[v] + o) { /* keep output k at first + k */
				st = TASOC_ERR_ARG;
				goto out;
			}
		}
	}
	for (int32_t i = 0; i < g->noutputs; i++)
		eg->roots[i] = first[g->outputs[i].node] + g->outputs[i].out;
	eg->nroots = g->noutputs;
	st = tasoc_egraph_rebuild(eg);
out:
	tasoc_free(al, order);
	tasoc_free(al, first);
	if (st != TASOC_OK)
		tasoc_egraph_free(eg);
	return st;
}

int32_t tasoc_egraph_lookup(const tasoc_egraph *eg, const tasoc_enode *n)
{
	if (!eg->tabsize)
		return -1;
	uint64_t h = tasoc_hash_mix((uint64_t)n->op, (uint64_t)(uint32_t)n->leaf);
	h = tasoc_hash_mix(h, n->out);
	for (int k = 0; k < tasoc_ops[n->op].nattr && k < TASOC_MAX_ATTRS; k++)
		h = tasoc_hash_mix(h, (uint64_t)(uint32_t)n->attr[k]);
	for (int i = 0; i < n->nin; i++)
		h = tasoc_hash_mix(h, (uint64_t)tasoc_egraph_find_const(eg, n->child[i]));
	uint32_t mask = (uint32_t)eg->tabsize - 1, i = (uint32_t)h & mask;
	while (eg->table[i] >= 0) {
		if (key_eq(eg, &eg->nodes[eg->table[i]], n, true))
			return eg->table[i];
		i = (i + 1) & mask;
	}
	return -1;
}

/* The e-node of output o of h's node v (a leaf: the source's node leaf[v]), inputs' classes from cls. */
static void graph_enode(const tasoc_graph *h, int32_t v, int o, const int32_t *cls, const int32_t *leaf,
			tasoc_enode *e)
{
	const tasoc_node *nd = &h->nodes[v];
	unsigned f = tasoc_ops[nd->op].flags;
	memset(e, 0, sizeof *e);
	e->op = nd->op;
	e->nin = nd->nin;
	e->out = (uint8_t)o;
	e->leaf = (f & (TASOC_OPF_SOURCE | TASOC_OPF_OPAQUE)) ? leaf[v] : -1;
	e->made = nd->made;
	memcpy(e->attr, nd->attr, sizeof e->attr);
	for (int k = 0; k < nd->nin; k++)
		e->child[k] = cls[(size_t)nd->in[k].node * TASOC_MAX_OUT + nd->in[k].out];
}

/* The identity of a leaf across renumbered rewrites: its operator, name and data (weight blob, opaque payload). */
static uint64_t leaf_hash(const tasoc_node *n)
{
	return tasoc_hash_mix(tasoc_hash_mix(n->op, (uint64_t)(uint32_t)n->name), (uint64_t)(uint32_t)n->data);
}

/*
 * leaf[v] for each leaf v of h: the source graph's node with the same
 * operator, name and data (a search renumbers nodes, never those), -1
 * when there is none or two sources share the identity. -1 out of memory.
 */
static int map_leaves(const tasoc_egraph *eg, const tasoc_graph *h, int32_t *leaf)
{
	const tasoc_graph *src = eg->src;
	int32_t size = 64;
	while (size < 2 * src->nnodes)
		size *= 2;
	int32_t *t = tasoc_alloc(eg->al, (size_t)size * sizeof *t);
	if (!t)
		return -1;
	memset(t, 0xff, (size_t)size * sizeof *t);
	uint32_t mask = (uint32_t)size - 1;
	for (int32_t v = 0; v < src->nnodes; v++) {
		const tasoc_node *n = &src->nodes[v];
		if (n->dead || !(tasoc_ops[n->op].flags & (TASOC_OPF_SOURCE | TASOC_OPF_OPAQUE)))
			continue;
		uint32_t i = (uint32_t)leaf_hash(n) & mask;
		while (t[i] >= 0)
			i = (i + 1) & mask;
		t[i] = v;
	}
	for (int32_t v = 0; v < h->nnodes; v++) {
		const tasoc_node *n = &h->nodes[v];
		leaf[v] = -1;
		if (n->dead || !(tasoc_ops[n->op].flags & (TASOC_OPF_SOURCE | TASOC_OPF_OPAQUE)))
			continue;
		int found = 0;
		for (uint32_t i = (uint32_t)leaf_hash(n) & mask; t[i] >= 0; i = (i + 1) & mask) {
			const tasoc_node *m = &src->nodes[t[i]];
			if (m->op == n->op && m->name == n->name && m->data == n->data) {
				leaf[v] = t[i];
				found++;
			}
		}
		if (found != 1)
			leaf[v] = -1;
	}
	tasoc_free(eg->al, t);
	return 0;
}

tasoc_status tasoc_egraph_add_graph(tasoc_egraph *eg, const tasoc_graph *h, int32_t **choice_out)
{
	int32_t *choice = NULL;
	int32_t before = eg->nnodes;
	tasoc_allocator *al = eg->al;
	tasoc_status st = TASOC_ERR_NOMEM;
	int32_t n = 0;
	int32_t *order = tasoc_alloc(al, ((size_t)h->nnodes + 1) * sizeof *order);
	int32_t *leaf = tasoc_alloc(al, ((size_t)h->nnodes + 1) * sizeof *leaf);
	/* per node of h: the class of each output, flattened (TASOC_MAX_OUT a node) */
	int32_t *cls = tasoc_alloc(al, ((size_t)h->nnodes + 1) * TASOC_MAX_OUT * sizeof *cls);
	if (!order || !cls || !leaf || map_leaves(eg, h, leaf) != 0)
		goto out;
	if (h->noutputs != eg->nroots) {
		st = TASOC_ERR_ARG;
		goto out;
	}
	if ((st = tasoc_graph_topo((tasoc_graph *)h, false, order, &n)) != TASOC_OK)
		goto out;
	for (int32_t i = 0; i < n; i++) {
		int32_t v = order[i];
		const tasoc_node *nd = &h->nodes[v];
		unsigned f = tasoc_ops[nd->op].flags;
		/* leaves are the source graph's own nodes (a rewrite renumbers them, keeps their names and data) */
		if ((f & (TASOC_OPF_SOURCE | TASOC_OPF_OPAQUE)) && leaf[v] < 0) {
			st = TASOC_ERR_ARG;
			goto out;
		}
		for (int o = 0; o < nd->nout; o++) {
			tasoc_enode e;
			graph_enode(h, v, o, cls, leaf, &e);
			int32_t c = tasoc_egraph_add(eg, &e, &nd->out[o], NULL);
			st = TASOC_ERR_NOMEM;
			if (c < 0)
				goto out;
			cls[(size_t)v * TASOC_MAX_OUT + o] = c;
		}
	}
	for (int32_t r = 0; r < h->noutputs; r++) {
		int32_t c = cls[(size_t)h->outputs[r].node * TASOC_MAX_OUT + h->outputs[r].out];
		if (!tasoc_shape_eq(&eg->shape[tasoc_egraph_find(eg, c)], &eg->shape[tasoc_egraph_find(eg, eg->roots[r])])) {
			st = TASOC_ERR_ARG;
			goto out;
		}
		tasoc_egraph_union(eg, eg->roots[r], c);
	}
	if ((st = tasoc_egraph_rebuild(eg)) != TASOC_OK || !choice_out)
		goto out;
	st = TASOC_ERR_NOMEM;
	if (!(choice = tasoc_alloc(al, ((size_t)eg->nclasses + 1) * sizeof *choice)))
		goto out;
	st = TASOC_OK;
	/*
	 * The choice of h: for each class, the e-node of the first of h's
	 * nodes in topological order that lands there; its inputs are classes
	 * of earlier nodes, so the choice is acyclic.
	 */
	for (int32_t c = 0; c < eg->nclasses; c++)
		choice[c] = -1;
	for (int32_t i = 0; i < n; i++) {
		int32_t v = order[i];
		for (int o = 0; o < h->nodes[v].nout; o++) {
			tasoc_enode e;
			graph_enode(h, v, o, cls, leaf, &e);
			int32_t c = tasoc_egraph_find(eg, cls[(size_t)v * TASOC_MAX_OUT + o]);
			int32_t u = tasoc_egraph_lookup(eg, &e);
			if (u < 0) {
				st = TASOC_ERR_ARG;
				goto out;
			}
			if (choice[c] < 0)
				choice[c] = u;
		}
	}
out:
	if (st == TASOC_ERR_ARG && eg->nnodes > before && tasoc_egraph_rebuild(eg) != TASOC_OK)
		st = TASOC_ERR_NOMEM; /* the e-nodes added stay, unreachable: the index must cover them */
	if (st == TASOC_OK && choice_out)
		*choice_out = choice;
	else
		tasoc_free(al, choice);
	tasoc_free(al, order);
	tasoc_free(al, leaf);
	tasoc_free(al, cls);
	return st;
}

void tasoc_egraph_free(tasoc_egraph *eg)
{
	if (!eg->al)
		return;
	tasoc_free(eg->al, eg->nodes);
	tasoc_free(eg->al, eg->uf);
	tasoc_free(eg->al, eg->shape);
	tasoc_free(eg->al, eg->head);
	tasoc_free(eg->al, eg->tail);
	tasoc_free(eg->al, eg->table);
	tasoc_free(eg->al, eg->roots);
	tasoc_free(eg->al, eg->cls_first);
	tasoc_free(eg->al, eg->cls_list);
	tasoc_free(eg->al, eg->par_first);
	tasoc_free(eg->al, eg->par_list);
	tasoc_free(eg->al, eg->op_first);
	tasoc_free(eg->al, eg->op_list);
	memset(eg, 0, sizeof *eg);
}

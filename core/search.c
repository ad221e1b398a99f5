/* search.c: TASO's cost-based backtracking search, with incremental cost and hash per rewrite. */
#include <math.h>
#include <string.h>

#include "format.h"
#include "hash.h"
#include "search.h"
#include "uses.h"

/*
 * The search keeps a priority queue of graphs ordered by cost. It pops the
 * cheapest, finds every match of every rule in it, and for each match
 * evaluates the rewritten graph; a child is queued when its cost is below
 * alpha times the best cost so far and it has not been seen before.
 *
 * Work per child is proportional to what the rewrite touched, not to the
 * graph:
 *   - A child is evaluated in place: the rule is applied to the parent,
 *     the new cost and hash are computed, and the parent is restored from a
 *     journal (the consumers of the matched nodes, the outputs, the node
 *     count, the reference counts changed). Nothing is copied.
 *   - Cost: parent cost + cost of the new nodes - cost of the nodes that
 *     lost their last consumer (a reference-count cascade). Node costs come
 *     from the cost cache, keyed by operator, attributes and shapes.
 *   - Hash: node hashes are stored per graph; only the new nodes and the
 *     nodes downstream of a redirected consumer are rehashed.
 *   - Queued children are lazy: (parent, rule, match). A child is built
 *     (applied, compacted, renumbered in topological order, analysed) only
 *     when it is popped, so memory is one graph per expansion plus one match
 *     record per queued child.
 * Matching itself runs over every node of an expanded graph, but only the
 * rules whose root operator is the node's operator are tried there.
 *
 * Seen graphs are found by a 64-bit structural hash. On a hash hit a second,
 * independent 64-bit hash must agree too, and when the earlier graph is in
 * memory (expanded, or best) the two graphs are compared node by node.
 */

typedef struct sgraph {
	tasoc_graph g;
	int32_t cap;        /* size of the per-node arrays (>= g.capnodes) */
	double *cost;       /* per node; 0 for sources and constants */
	int32_t *refc;      /* input slots and output slots that read the node */
	uint64_t *h1, *h2;  /* structural hashes of the node's expression */
	uint64_t *l1, *l2;  /* their local parts (see local_hash) */
	uint8_t *cst;       /* node computed from weights and shapes alone */
	int32_t *cstart;    /* consumers of node v: clist[cstart[v] .. cstart[v + 1]) */
	int32_t *clist;
	double total;
	double layout;      /* the layout account (cost.h): 0 but under a backend with a channel block */
	int32_t live;
} sgraph;

typedef struct entry {
	double cost;
	int64_t seq;        /* creation order: ties in cost go to the older graph */
	uint64_t h1, h2;
	int32_t parent, rule, live;
	int32_t pending;    /* queued children not yet built */
	int32_t order;      /* expansion number once expanded, else -1 */
	int expanded;
	sgraph *sg;         /* built graph, or NULL */
	tasoc_match m;
} entry;

typedef struct seen_slot {
	uint64_t h1;
	int32_t e;              /* entry index, -1 for an empty slot */
} seen_slot;

typedef struct saved_node {
	int32_t v;
	tasoc_node n;
} saved_node;

typedef struct found {
	int32_t rule;
	tasoc_match m;
} found;

typedef struct search {
	tasoc_allocator *al;
	const tasoc_search_common *c;
	const tasoc_search_opts *o;
	tasoc_search_stats *st;
	tasoc_graph *src;
	char *err;
	tasoc_status fail;

	entry *ent;
	int32_t nent, capent;
	int32_t *heap;
	int32_t nheap, capheap;
	struct seen_slot *seen; /* open addressing over h1 (kept here: no entry is touched to probe) */
	int32_t nseen, capseen;
	int32_t best;           /* the cheapest graph expanded, by its whole cost (total + layout) */
	double prune;           /* the lowest sum of node costs expanded: children are queued below alpha times it */
	int32_t max_live;
	int64_t nseq;
	int32_t *free_ent;      /* entries dropped from the queue, for reuse */
	int32_t nfree, capfree;
	double cutoff;          /* children this dear can never be expanded (see trim) */

	/* Scratch, grown on demand and reused: one evaluation at a time. */
	int32_t scap;
	uint32_t epoch;
	uint32_t *stamp_ref, *stamp_kill, *stamp_dirty, *stamp_saved, *stamp_hash;
	uint64_t *sh1, *sh2;
	int32_t *stack, *map_a, *map_b;
	int32_t *work;          /* worklists: up to every edge of a graph */
	int32_t capwork;
	uint8_t *next, *clean;
	saved_node *saved;
	int32_t nsaved, capsaved;
	int32_t *jv, *jold;     /* reference count journal */
	int32_t nj, capj;
	int32_t *cjv;           /* parent nodes whose cost a child changed (a transpose's charge), */
	double *cjold;          /* and their costs before, for restore */
	int32_t ncj, capcj;
	tasoc_ref *out_saved;
	found *found;
	int32_t nfound, capfound;
	tasoc_uses uses;        /* readers in the graph being expanded, for the matchers */
	int32_t **by_op;        /* rules to try at a node, per operator */
	int32_t *nby_op;
} search;

static tasoc_status oom(search *s, const char *what)
{
	if (s->fail == TASOC_OK) {
		s->fail = TASOC_ERR_NOMEM;
		tasoc_format(s->err, 256, "search: out of memory (%s)", what);
	}
	return TASOC_ERR_NOMEM;
}

/* tasoc_grow on the search's allocator. */
static int grow(search *s, void **p, int32_t *cap, size_t elem, int32_t need)
{
	return tasoc_grow(s->al, p, cap, elem, need);
}

/* ---- Structural hashes (two independent ones) ---- */

/*
 * A node's hashes are its local part (operator, attributes, and for
 * sources their identity and shape), which never changes while the node
 * lives and is stored per graph, mixed with its inputs' hashes.
 */
static void local_hash(const tasoc_graph *g, int32_t v, uint64_t *o1, uint64_t *o2)
{
	const tasoc_node *n = &g->nodes[v];
	const tasoc_op_info *op = &tasoc_ops[n->op];
	uint64_t a = tasoc_hash_mix(0x51ed27, n->op), b = tasoc_hash_mix(0x2545f491, n->op);
	for (int i = 0; i < op->nattr; i++) {
		a = tasoc_hash_mix(a, (uint32_t)n->attr[i]);
		b = tasoc_hash_mix(b, (uint32_t)n->attr[i] ^ 0x5bd1e995u);
	}
	if (n->op == TASOC_OP_INPUT) {
		uint64_t sh = tasoc_hash_str(tasoc_node_name(g, v));
		a = tasoc_hash_mix(a, sh);
		b = tasoc_hash_mix(b, sh ^ 0xdeadbeefull);
	}
	if (n->op == TASOC_OP_WEIGHT || n->op == TASOC_OP_OPAQUE) {
		a = tasoc_hash_mix(a, (uint64_t)(int64_t)n->data);
		b = tasoc_hash_mix(b, (uint64_t)(int64_t)n->data * 31 + 1);
	}
	if (n->op == TASOC_OP_OPAQUE || (op->flags & TASOC_OPF_SOURCE))
		for (int o = 0; o < n->nout; o++)
			for (int d = 0; d < n->out[o].rank; d++) {
				a = tasoc_hash_mix(a, (uint64_t)n->out[o].dim[d]);
				b = tasoc_hash_mix(b, (uint64_t)n->out[o].dim[d] + 3);
			}
	*o1 = a;
	*o2 = b;
}

/* Node hashes from the local part and the inputs' hashes (output index folded in). */
static void node_hash(const tasoc_node *n, uint64_t l1, uint64_t l2, const uint64_t *in1, const uint64_t *in2,
		      uint64_t *o1, uint64_t *o2)
{
	uint64_t a = l1, b = l2;
	for (int j = 0; j < n->nin; j++) {
		uint64_t out = (uint64_t)n->in[j].out * 0x9e3779b97f4a7c15ull;
		a = tasoc_hash_mix(a, in1[j] + out);
		b = tasoc_hash_mix(b, in2[j] ^ out);
	}
	*o1 = a;
	*o2 = b;
}

static void graph_hash(const tasoc_graph *g, const uint64_t *h1, const uint64_t *h2, uint64_t *g1,
		       uint64_t *g2)
{
	uint64_t a = tasoc_hash_mix(0x6a09e667, (uint64_t)g->noutputs), b = tasoc_hash_mix(0xbb67ae85, (uint64_t)g->noutputs);
	for (int32_t i = 0; i < g->noutputs; i++) {
		a = tasoc_hash_mix(tasoc_hash_mix(a, h1[g->outputs[i].node]), (uint64_t)g->outputs[i].out);
		b = tasoc_hash_mix(tasoc_hash_mix(b, h2[g->outputs[i].node]), (uint64_t)g->outputs[i].out + 11);
	}
	*g1 = a;
	*g2 = b;
}

/* ---- Scratch ---- */

static int scratch(search *s, int32_t n)
{
	if (n <= s->scap)
		return 0;
	int32_t cap = s->scap;
	int32_t c;
#define GROW(p, e)                                                          \
	do {                                                                \
		c = s->scap;                                                \
		if (grow(s, (void **)&(p), &c, (e), n) != 0)                \
			return -1;                                          \
		cap = c;                                                    \
	} while (0)
	GROW(s->stamp_ref, sizeof(uint32_t));
	GROW(s->stamp_kill, sizeof(uint32_t));
	GROW(s->stamp_dirty, sizeof(uint32_t));
	GROW(s->stamp_saved, sizeof(uint32_t));
	GROW(s->stamp_hash, sizeof(uint32_t));
	GROW(s->sh1, sizeof(uint64_t));
	GROW(s->sh2, sizeof(uint64_t));
	GROW(s->stack, sizeof(int32_t));
	GROW(s->map_a, sizeof(int32_t));
	GROW(s->map_b, sizeof(int32_t));
	GROW(s->next, 1);
	GROW(s->clean, 1);
#undef GROW
	if (grow(s, (void **)&s->work, &s->capwork, sizeof(int32_t),
		 n * (TASOC_MAX_IN + 2) + 2 * s->src->noutputs + 64) != 0)
		return -1;
	/* Fresh stamps must not look current: clear the grown tails. */
	memset(s->stamp_ref + s->scap, 0, (size_t)(cap - s->scap) * sizeof(uint32_t));
	memset(s->stamp_kill + s->scap, 0, (size_t)(cap - s->scap) * sizeof(uint32_t));
	memset(s->stamp_dirty + s->scap, 0, (size_t)(cap - s->scap) * sizeof(uint32_t));
	memset(s->stamp_saved + s->scap, 0, (size_t)(cap - s->scap) * sizeof(uint32_t));
	memset(s->stamp_hash + s->scap, 0, (size_t)(cap - s->scap) * sizeof(uint32_t));
	s->scap = cap;
	return 0;
}

/* ---- Building a search graph: compaction and full analysis ---- */

static void sgraph_free(search *s, sgraph *sg)
{
	if (!sg)
		return;
	tasoc_free(s->al, sg->cost);
	tasoc_free(s->al, sg->refc);
	tasoc_free(s->al, sg->h1);
	tasoc_free(s->al, sg->h2);
	tasoc_free(s->al, sg->l1);
	tasoc_free(s->al, sg->l2);
	tasoc_free(s->al, sg->cst);
	tasoc_free(s->al, sg->cstart);
	tasoc_free(s->al, sg->clist);
	tasoc_graph_free(&sg->g);
	tasoc_free(s->al, sg);
}

/*
 * Post-order of the nodes reachable from g's outputs into s->work; returns
 * the count, or -1 on a cycle. Iterative, so deep graphs are safe.
 */
static int32_t reach_order(search *s, const tasoc_graph *g)
{
	uint32_t ep = ++s->epoch; /* stamp_dirty: grey, stamp_kill: black */
	int32_t k = 0;
	for (int32_t r = 0; r < g->noutputs; r++) {
		int32_t root = g->outputs[r].node;
		if (s->stamp_kill[root] == ep)
			continue;
		int32_t sp = 0;
		s->stack[sp++] = root;
		s->next[root] = 0;
		s->stamp_dirty[root] = ep;
		while (sp > 0) {
			int32_t v = s->stack[sp - 1];
			const tasoc_node *n = &g->nodes[v];
			if (s->next[v] < n->nin) {
				int32_t u = n->in[s->next[v]++].node;
				if (s->stamp_kill[u] == ep)
					continue;
				if (s->stamp_dirty[u] == ep)
					return -1;
				s->stamp_dirty[u] = ep;
				s->next[u] = 0;
				s->stack[sp++] = u;
			} else {
				s->stamp_kill[v] = ep;
				s->stamp_dirty[v] = 0;
				s->work[k++] = v;
				sp--;
			}
		}
	}
	return k;
}

/*
 * A compact copy of g: graph inputs first (in their order, which is the
 * graph's signature), then the reachable nodes in topological order.
 */
static sgraph *compact(search *s, const tasoc_graph *g)
{
	if (scratch(s, g->nnodes + 1) != 0) {
		oom(s, "scratch");
		return NULL;
	}
	int32_t k = reach_order(s, g);
	if (k < 0) {
		tasoc_format(s->err, 256, "search: the graph has a cycle");
		s->fail = TASOC_ERR_CYCLE;
		return NULL;
	}
	int32_t *newid = s->map_a;
	for (int32_t v = 0; v < g->nnodes; v++)
		newid[v] = -1;
	int32_t n = 0;
	for (int32_t v = 0; v < g->nnodes; v++)
		if (!g->nodes[v].dead && g->nodes[v].op == TASOC_OP_INPUT)
			newid[v] = n++;
	for (int32_t i = 0; i < k; i++)
		if (newid[s->work[i]] < 0)
			newid[s->work[i]] = n++;
	sgraph *sg = tasoc_calloc(s->al, 1, sizeof *sg);
	if (!sg) {
		oom(s, "graph");
		return NULL;
	}
	tasoc_graph *c = &sg->g;
	c->al = s->al;
	c->store = g->store;
	c->capnodes = n + 4 * TASOC_RULE_MAX_NODES;
	c->capoutputs = g->noutputs ? g->noutputs : 1;
	c->nodes = tasoc_alloc(s->al, (size_t)c->capnodes * sizeof *c->nodes);
	c->outputs = tasoc_alloc(s->al, (size_t)c->capoutputs * sizeof *c->outputs);
	c->output_names = tasoc_alloc(s->al, (size_t)c->capoutputs * sizeof *c->output_names);
	if (!c->nodes || !c->outputs || !c->output_names) {
		tasoc_free(s->al, c->nodes);
		tasoc_free(s->al, c->outputs);
		tasoc_free(s->al, c->output_names);
		tasoc_free(s->al, sg);
		oom(s, "graph");
		return NULL;
	}
	g->store->refs++;
	for (int32_t v = 0; v < g->nnodes; v++) {
		if (newid[v] < 0)
			continue;
		tasoc_node *d = &c->nodes[newid[v]];
		*d = g->nodes[v];
		for (int i = 0; i < d->nin; i++)
			d->in[i].node = newid[d->in[i].node];
	}
	c->nnodes = n;
	c->noutputs = g->noutputs;
	for (int32_t i = 0; i < g->noutputs; i++) {
		c->outputs[i] = g->outputs[i];
		c->outputs[i].node = newid[g->outputs[i].node];
		c->output_names[i] = g->output_names[i];
	}
	return sg;
}

/*
 * How many of node v's readers (in sg's consumer lists: one entry per input
 * edge, a reader's entries next to each other) read it as a matmul's right
 * operand.
 */
static int32_t matmul_refs(const sgraph *sg, int32_t v)
{
	int32_t n = 0;
	for (int32_t k = sg->cstart[v], prev = -1; k < sg->cstart[v + 1]; k++) {
		const tasoc_node *r = &sg->g.nodes[sg->clist[k]];
		if (sg->clist[k] != prev)
			n += r->op == TASOC_OP_MATMUL && r->in[1].node == v;
		prev = sg->clist[k];
	}
	return n;
}

/*
 * Costs, reference counts, hashes and consumers of a compact graph. With a
 * parent p, node v that was parent node oldid[v] and is clean there (not
 * new, not downstream of a redirected consumer) takes its cost, constness
 * and hashes from the parent; everything else is computed.
 */
static tasoc_status analyse(search *s, sgraph *sg, const sgraph *p, const uint8_t *clean,
			    const int32_t *oldid)
{
	tasoc_graph *g = &sg->g;
	/* only a backend that fuses transposes into products charges one by its readers */
	bool fuses = (s->c->cost->backend.fuses & TASOC_COST_FUSES_TRANSPOSE_MATMUL) != 0;
	int32_t cap = g->capnodes;
	sg->cap = cap;
	sg->cost = tasoc_alloc(s->al, (size_t)cap * sizeof *sg->cost);
	sg->refc = tasoc_calloc(s->al, (size_t)cap, sizeof *sg->refc);
	sg->h1 = tasoc_alloc(s->al, (size_t)cap * sizeof *sg->h1);
	sg->h2 = tasoc_alloc(s->al, (size_t)cap * sizeof *sg->h2);
	sg->l1 = tasoc_alloc(s->al, (size_t)cap * sizeof *sg->l1);
	sg->l2 = tasoc_alloc(s->al, (size_t)cap * sizeof *sg->l2);
	sg->cst = tasoc_calloc(s->al, (size_t)cap, 1);
	sg->cstart = tasoc_calloc(s->al, (size_t)cap + 1, sizeof *sg->cstart);
	int32_t nedges = 0;
	for (int32_t v = 0; v < g->nnodes; v++)
		nedges += g->nodes[v].nin;
	sg->clist = tasoc_alloc(s->al, ((size_t)nedges + 1) * sizeof *sg->clist);
	if (!sg->cost || !sg->refc || !sg->h1 || !sg->h2 || !sg->l1 || !sg->l2 || !sg->cst || !sg->cstart ||
	    !sg->clist)
		return oom(s, "graph analysis");
	sg->total = 0;
	sg->live = g->nnodes;
	for (int32_t v = 0; v < g->nnodes; v++) {
		const tasoc_node *n = &g->nodes[v];
		uint64_t a[TASOC_MAX_IN], b[TASOC_MAX_IN];
		for (int i = 0; i < n->nin; i++) {
			sg->refc[n->in[i].node]++;
			sg->cstart[n->in[i].node + 1]++;
			a[i] = sg->h1[n->in[i].node];
			b[i] = sg->h2[n->in[i].node];
		}
		int32_t ov = p ? oldid[v] : -1;
		if (ov >= 0) { /* a node of the parent: same operator, attributes, source */
			sg->l1[v] = p->l1[ov];
			sg->l2[v] = p->l2[ov];
		} else {
			local_hash(g, v, &sg->l1[v], &sg->l2[v]);
		}
		if (ov >= 0 && clean[ov]) {
			sg->h1[v] = p->h1[ov];
			sg->h2[v] = p->h2[ov];
			sg->cst[v] = p->cst[ov];
			/* a fused transpose's charge depends on its readers, which a clean node may have lost */
			sg->cost[v] = fuses && n->op == TASOC_OP_TRANSPOSE ? tasoc_cost_node(s->c->cost, g, v, sg->cst[v])
									   : p->cost[ov];
		} else {
			node_hash(n, sg->l1[v], sg->l2[v], a, b, &sg->h1[v], &sg->h2[v]);
			sg->cst[v] = tasoc_node_const(g, v, sg->cst);
			sg->cost[v] = tasoc_cost_node(s->c->cost, g, v, sg->cst[v]);
		}
		sg->total += sg->cost[v];
	}
	for (int32_t i = 0; i < g->noutputs; i++)
		sg->refc[g->outputs[i].node]++;
	for (int32_t v = 0; v < g->nnodes; v++)
		sg->cstart[v + 1] += sg->cstart[v];
	int32_t *fill = s->work; /* compact() sized the scratch for this graph */
	for (int32_t v = 0; v < g->nnodes; v++)
		fill[v] = sg->cstart[v];
	for (int32_t v = 0; v < g->nnodes; v++) {
		const tasoc_node *n = &g->nodes[v];
		for (int i = 0; i < n->nin; i++)
			sg->clist[fill[n->in[i].node]++] = v;
	}
	for (int32_t v = 0; fuses && v < g->nnodes; v++)
		if (g->nodes[v].op == TASOC_OP_TRANSPOSE && sg->cost[v] > 0 &&
		    tasoc_cost_transpose_fused(s->c->cost, g, v, sg->refc[v], matmul_refs(sg, v))) {
			sg->total -= sg->cost[v];
			sg->cost[v] = 0;
		}
	tasoc_cost_layout acc;
	if (tasoc_cost_layout_of(s->c->cost, g, NULL, g->nnodes, sg->cst, &acc) != 0)
		return oom(s, "layout account");
	sg->layout = acc.reorders_ms - acc.fused_ms;
	return TASOC_OK;
}

/* ---- Exact comparison ---- */

/*
 * A simultaneous walk from the outputs building a node bijection; ma, mb
 * and stack hold a->nnodes, b->nnodes and a->nnodes entries.
 */
static bool graphs_equal(const tasoc_graph *a, const tasoc_graph *b, int32_t *ma, int32_t *mb,
			 int32_t *stack)
{
	bool eq = a->noutputs == b->noutputs;
	for (int32_t v = 0; v < a->nnodes; v++)
		ma[v] = -1;
	for (int32_t v = 0; v < b->nnodes; v++)
		mb[v] = -1;
	int32_t sp = 0;
	for (int32_t i = 0; i < a->noutputs && eq; i++) {
		if (a->outputs[i].out != b->outputs[i].out) {
			eq = false;
			break;
		}
		int32_t x = a->outputs[i].node, y = b->outputs[i].node;
		if (ma[x] >= 0 || mb[y] >= 0) {
			eq = ma[x] == y && mb[y] == x;
			continue;
		}
		ma[x] = y;
		mb[y] = x;
		stack[sp++] = x;
		while (sp > 0 && eq) {
			int32_t u = stack[--sp], w = ma[u];
			const tasoc_node *p = &a->nodes[u], *q = &b->nodes[w];
			const tasoc_op_info *op = &tasoc_ops[p->op];
			eq = p->op == q->op && p->nin == q->nin && p->nout == q->nout;
			for (int k = 0; eq && k < op->nattr; k++)
				eq = p->attr[k] == q->attr[k];
			if (!eq)
				break;
			if (p->op == TASOC_OP_INPUT && strcmp(tasoc_node_name(a, u), tasoc_node_name(b, w)) != 0)
				eq = false;
			if ((p->op == TASOC_OP_WEIGHT || p->op == TASOC_OP_OPAQUE) &&
			    (p->data != q->data || a->store != b->store))
				eq = false;
			if (p->op == TASOC_OP_OPAQUE || (op->flags & TASOC_OPF_SOURCE))
				for (int o = 0; o < p->nout; o++)
					eq = eq && tasoc_shape_eq(&p->out[o], &q->out[o]);
			for (int i = 0; i < p->nin && eq; i++) {
				int32_t x2 = p->in[i].node, y2 = q->in[i].node;
				if (p->in[i].out != q->in[i].out) {
					eq = false;
				} else if (ma[x2] >= 0 || mb[y2] >= 0) {
					eq = ma[x2] == y2 && mb[y2] == x2;
				} else {
					ma[x2] = y2;
					mb[y2] = x2;
					stack[sp++] = x2;
				}
			}
		}
	}
	return eq;
}

bool tasoc_graph_equal(const tasoc_graph *a, const tasoc_graph *b)
{
	tasoc_allocator *al = a->al;
	int32_t *ma = tasoc_alloc(al, ((size_t)a->nnodes + 1) * sizeof *ma);
	int32_t *mb = tasoc_alloc(al, ((size_t)b->nnodes + 1) * sizeof *mb);
	int32_t *stack = tasoc_alloc(al, ((size_t)a->nnodes + 1) * sizeof *stack);
	bool eq = ma && mb && stack && graphs_equal(a, b, ma, mb, stack);
	tasoc_free(al, ma);
	tasoc_free(al, mb);
	tasoc_free(al, stack);
	return eq;
}

/* ---- Priority queue (by cost, then creation order: deterministic) ---- */

static bool before(const search *s, int32_t a, int32_t b)
{
	if (s->ent[a].cost != s->ent[b].cost)
		return s->ent[a].cost < s->ent[b].cost;
	return s->ent[a].seq < s->ent[b].seq;
}

static int heap_push(search *s, int32_t e)
{
	if (grow(s, (void **)&s->heap, &s->capheap, sizeof *s->heap, s->nheap + 1) != 0)
		return -1;
	int32_t i = s->nheap++;
	while (i > 0 && before(s, e, s->heap[(i - 1) / 2])) {
		s->heap[i] = s->heap[(i - 1) / 2];
		i = (i - 1) / 2;
	}
	s->heap[i] = e;
	return 0;
}

static int32_t heap_pop(search *s)
{
	int32_t top = s->heap[0], last = s->heap[--s->nheap], i = 0;
	for (;;) {
		int32_t c = 2 * i + 1;
		if (c >= s->nheap)
			break;
		if (c + 1 < s->nheap && before(s, s->heap[c + 1], s->heap[c]))
			c++;
		if (!before(s, s->heap[c], last))
			break;
		s->heap[i] = s->heap[c];
		i = c;
	}
	if (s->nheap > 0)
		s->heap[i] = last;
	return top;
}

/* ---- Seen set ---- */

static uint32_t seen_home(const search *s, uint64_t h1)
{
	return (uint32_t)(h1 ^ (h1 >> 32)) & ((uint32_t)s->capseen - 1);
}

/* Adds entry e; entries with equal h1 but different graphs probe past each other. */
static int seen_add(search *s, int32_t e)
{
	if ((s->nseen + 1) * 2 > s->capseen) {
		int32_t ncap = s->capseen ? s->capseen * 2 : 1024, ocap = s->capseen;
		seen_slot *old = s->seen;
		s->seen = tasoc_alloc(s->al, (size_t)ncap * sizeof *s->seen);
		if (!s->seen) {
			s->seen = old;
			return -1;
		}
		s->capseen = ncap;
		for (int32_t i = 0; i < ncap; i++)
			s->seen[i].e = -1;
		for (int32_t i = 0; i < ocap; i++)
			if (old[i].e >= 0) {
				uint32_t j = seen_home(s, old[i].h1);
				while (s->seen[j].e >= 0)
					j = (j + 1) & ((uint32_t)ncap - 1);
				s->seen[j] = old[i];
			}
		tasoc_free(s->al, old);
	}
	uint32_t i = seen_home(s, s->ent[e].h1);
	while (s->seen[i].e >= 0)
		i = (i + 1) & ((uint32_t)s->capseen - 1);
	s->seen[i].h1 = s->ent[e].h1;
	s->seen[i].e = e;
	s->nseen++;
	return 0;
}

/* Removes entry e; the slots after it shift back so no probe chain breaks. */
static void seen_remove(search *s, int32_t e)
{
	uint32_t mask = (uint32_t)s->capseen - 1, i = seen_home(s, s->ent[e].h1);
	while (s->seen[i].e != e)
		i = (i + 1) & mask;
	for (uint32_t j = (i + 1) & mask; s->seen[j].e >= 0; j = (j + 1) & mask) {
		uint32_t home = seen_home(s, s->seen[j].h1);
		/* Slot j may move to the hole at i when its home is not in (i, j]. */
		if (((j - home) & mask) >= ((j - i) & mask)) {
			s->seen[i] = s->seen[j];
			i = j;
		}
	}
	s->seen[i].e = -1;
	s->nseen--;
}

/* ---- Entries ---- */

static int32_t new_entry(search *s)
{
	int32_t i;
	if (s->nfree > 0) {
		i = s->free_ent[--s->nfree];
	} else {
		if (grow(s, (void **)&s->ent, &s->capent, sizeof *s->ent, s->nent + 1) != 0)
			return -1;
		i = s->nent++;
	}
	entry *e = &s->ent[i];
	memset(e, 0, sizeof *e);
	e->parent = e->rule = -1;
	e->seq = s->nseq++;
	e->order = -1;
	return i;
}

/* Frees an entry's graph once nothing needs it: not best, no pending children. */
static void maybe_release(search *s, int32_t e)
{
	entry *x = &s->ent[e];
	if (x->sg && x->expanded && x->pending == 0 && e != s->best) {
		sgraph_free(s, x->sg);
		x->sg = NULL;
	}
}

/*
 * Keeps only the queued graphs the budget can still reach. With R
 * expansions left, the search pops at most R more graphs, and a graph
 * ranked below the R-th cheapest never moves up: each pop takes one graph
 * ahead of it and one expansion, and every graph queued later either goes
 * ahead of it or behind. So the queue is cut to its R cheapest (popped in
 * order, which leaves them sorted, and a sorted array is a heap), the rest
 * are dropped (entry and seen slot reused), and from then on a child at
 * least as dear as the last one kept is not queued at all: it ranks behind
 * a graph that already cannot be reached. The result is the same as with
 * an unbounded queue; memory is bounded by about twice the budget.
 */
static int trim(search *s)
{
	int32_t left = s->o->budget - s->st->expanded, n = s->nheap;
	if (left < 0)
		left = 0;
	if (left >= n)
		return 0;
	if (grow(s, (void **)&s->free_ent, &s->capfree, sizeof *s->free_ent, s->nfree + n - left) != 0)
		return -1;
	/* Pop `left` graphs; each popped one goes to the slot the heap just freed. */
	for (int32_t k = 0; k < left; k++) {
		int32_t top = heap_pop(s);
		s->heap[s->nheap] = top;
	}
	for (int32_t k = 0; k < s->nheap; k++) {
		int32_t d = s->heap[k], par = s->ent[d].parent;
		seen_remove(s, d);
		s->free_ent[s->nfree++] = d;
		s->st->beyond_budget++;
		s->ent[par].pending--;
		maybe_release(s, par);
	}
	/* heap[nheap .. n) holds the kept graphs, dearest first. */
	for (int32_t k = 0; k < left; k++)
		s->heap[k] = s->heap[n - 1 - k];
	s->nheap = left;
	s->cutoff = left > 0 ? s->ent[s->heap[left - 1]].cost : -1.0;
	return 0;
}

/* ---- Evaluating one rewrite in place ---- */

static void ref_add(search *s, sgraph *p, int32_t v, int32_t d)
{
	if (s->stamp_ref[v] != s->epoch) {
		s->stamp_ref[v] = s->epoch;
		s->jv[s->nj] = v;
		s->jold[s->nj++] = p->refc[v];
	}
	p->refc[v] += d;
}

typedef struct undo {
	int32_t oldn, noutputs;
} undo;

/* Applies rule r at m to p in place, saving what it may change. */
static tasoc_status apply_saving(search *s, sgraph *p, int32_t r, const tasoc_match *m, const tasoc_uses *uses,
				  undo *u)
{
	tasoc_graph *g = &p->g;
	u->oldn = g->nnodes;
	u->noutputs = g->noutputs;
	s->nsaved = 0;
	uint32_t ep = ++s->epoch;
	for (int i = 0; i < m->nnodes; i++) {
		int32_t v = m->node[i];
		for (int32_t k = p->cstart[v]; k < p->cstart[v + 1]; k++) {
			int32_t c = p->clist[k];
			if (s->stamp_saved[c] == ep)
				continue;
			s->stamp_saved[c] = ep;
			if (grow(s, (void **)&s->saved, &s->capsaved, sizeof *s->saved, s->nsaved + 1) != 0)
				return oom(s, "journal");
			s->saved[s->nsaved].v = c;
			s->saved[s->nsaved++].n = g->nodes[c];
		}
	}
	memcpy(s->out_saved, g->outputs, (size_t)g->noutputs * sizeof *g->outputs);
	tasoc_status st = tasoc_rule_apply(&s->c->rules[r], g, uses, m);
	for (int32_t v = u->oldn; st == TASOC_OK && v < g->nnodes; v++)
		g->nodes[v].made = tasoc_rule_made(r);
	return st;
}

static void restore(search *s, sgraph *p, const undo *u)
{
	tasoc_graph *g = &p->g;
	for (int32_t i = 0; i < s->nsaved; i++)
		g->nodes[s->saved[i].v] = s->saved[i].n;
	memcpy(g->outputs, s->out_saved, (size_t)u->noutputs * sizeof *g->outputs);
	g->noutputs = u->noutputs;
	g->nnodes = u->oldn;
	for (int32_t i = s->nj - 1; i >= 0; i--)
		p->refc[s->jv[i]] = s->jold[i];
	s->nj = 0;
	for (int32_t i = s->ncj - 1; i >= 0; i--)
		p->cost[s->cjv[i]] = s->cjold[i];
	s->ncj = 0;
}

/* 1 when r is a live matrix product of the child being evaluated whose right operand is w. */
static int32_t matmul_edges(const search *s, const tasoc_graph *g, int32_t r, int32_t w)
{
	return g->nodes[r].op == TASOC_OP_MATMUL && s->stamp_kill[r] != s->epoch && g->nodes[r].in[1].node == w;
}

/*
 * A transpose costs nothing when only matrix products read it, as their
 * right operand (ONNX Runtime runs it inside them:
 * tasoc_cost_transpose_fused), so its charge changes with its readers.
 * Every node whose readers a rewrite changed is in
 * the reference-count journal; for each live transpose among them, its
 * readers in the child are its parent readers that are neither killed nor
 * redirected, the redirected ones (saved) and the new nodes, each as it
 * reads now. Returns the change to the child's cost; the parent's costs it
 * overwrites are journaled for restore().
 */
static double recharge_transposes(search *s, sgraph *p, const undo *u)
{
	const tasoc_graph *g = &p->g;
	double d = 0;
	for (int32_t j = 0; j < s->nj; j++) {
		int32_t w = s->jv[j];
		if (g->nodes[w].op != TASOC_OP_TRANSPOSE || s->stamp_kill[w] == s->epoch || p->refc[w] <= 0)
			continue;
		int32_t mm = 0;
		if (w < u->oldn)
			for (int32_t k = p->cstart[w], prev = -1; k < p->cstart[w + 1]; k++) {
				int32_t r = p->clist[k];
				if (r != prev && s->stamp_saved[r] != s->epoch)
					mm += matmul_edges(s, g, r, w);
				prev = r;
			}
		for (int32_t i = 0; i < s->nsaved; i++)
			mm += matmul_edges(s, g, s->saved[i].v, w);
		for (int32_t v = u->oldn; v < g->nnodes; v++)
			mm += matmul_edges(s, g, v, w);
		double c = tasoc_cost_transpose_fused(s->c->cost, g, w, p->refc[w], mm)
				   ? 0
				   : tasoc_cost_node(s->c->cost, g, w, p->cst[w]);
		if (c == p->cost[w])
			continue;
		if (w < u->oldn) {
			s->cjv[s->ncj] = w;
			s->cjold[s->ncj++] = p->cost[w];
		}
		d += c - p->cost[w];
		p->cost[w] = c;
	}
	return d;
}

/*
 * After apply: the child's cost and live count by a reference-count cascade.
 * Returns 0, or -1 when the child must be skipped (a replaced tensor changed
 * shape, or constness changed downstream: the contract was not kept).
 */
static int delta_cost(search *s, sgraph *p, const tasoc_match *m, const undo *u, double *cost,
		      int32_t *live)
{
	tasoc_graph *g = &p->g;
	int32_t n = g->nnodes, nw = 0;
	double c = p->total;
	int32_t l = p->live;
	s->nj = 0;
	for (int32_t v = u->oldn; v < n; v++) {
		p->refc[v] = 0;
		s->stamp_kill[v] = 0;
	}
	for (int32_t v = u->oldn; v < n; v++)
		for (int i = 0; i < g->nodes[v].nin; i++)
			ref_add(s, p, g->nodes[v].in[i].node, +1);
	for (int32_t i = 0; i < s->nsaved; i++) {
		const tasoc_node *o = &s->saved[i].n, *nn = &g->nodes[s->saved[i].v];
		for (int k = 0; k < o->nin; k++) {
			if (!tasoc_shape_eq(tasoc_ref_shape(g, o->in[k]), tasoc_ref_shape(g, nn->in[k])))
				return -1;
			ref_add(s, p, o->in[k].node, -1);
			ref_add(s, p, nn->in[k].node, +1);
			s->work[nw++] = o->in[k].node;
		}
	}
	for (int32_t i = 0; i < u->noutputs; i++) {
		if (!tasoc_shape_eq(tasoc_ref_shape(g, s->out_saved[i]), tasoc_ref_shape(g, g->outputs[i])))
			return -1;
		ref_add(s, p, s->out_saved[i].node, -1);
		ref_add(s, p, g->outputs[i].node, +1);
		s->work[nw++] = s->out_saved[i].node;
	}
	for (int i = 0; i < m->nnodes; i++)
		s->work[nw++] = m->node[i];
	for (int32_t v = u->oldn; v < n; v++)
		s->work[nw++] = v;
	while (nw > 0) {
		int32_t w = s->work[--nw];
		if (p->refc[w] != 0 || s->stamp_kill[w] == s->epoch || g->nodes[w].op == TASOC_OP_INPUT)
			continue;
		s->stamp_kill[w] = s->epoch;
		if (w < u->oldn) {
			c -= p->cost[w];
			l--;
		}
		for (int i = 0; i < g->nodes[w].nin; i++) {
			ref_add(s, p, g->nodes[w].in[i].node, -1);
			s->work[nw++] = g->nodes[w].in[i].node;
		}
	}
	for (int32_t v = u->oldn; v < n; v++) {
		if (s->stamp_kill[v] == s->epoch)
			continue;
		p->cst[v] = tasoc_node_const(g, v, p->cst);
		p->cost[v] = tasoc_cost_node(s->c->cost, g, v, p->cst[v]);
		c += p->cost[v];
		l++;
	}
	for (int32_t i = 0; i < s->nsaved; i++) {
		int32_t v = s->saved[i].v;
		if (s->stamp_kill[v] != s->epoch && tasoc_node_const(g, v, p->cst) != p->cst[v])
			return -1;
	}
	if (s->c->cost->backend.fuses & TASOC_COST_FUSES_TRANSPOSE_MATMUL)
		c += recharge_transposes(s, p, u);
	*cost = c;
	*live = l;
	return 0;
}

/* Node v's hashes in the child, from its inputs' (fresh when dirty); child_hash fills l1/l2 of new nodes. */
static void rehash(search *s, const sgraph *p, const tasoc_graph *g, int32_t v, uint32_t ep)
{
	const tasoc_node *n = &g->nodes[v];
	uint64_t a[TASOC_MAX_IN], b[TASOC_MAX_IN];
	for (int i = 0; i < n->nin; i++) {
		int32_t w = n->in[i].node;
		bool fresh = s->stamp_dirty[w] == ep;
		a[i] = fresh ? s->sh1[w] : p->h1[w];
		b[i] = fresh ? s->sh2[w] : p->h2[w];
	}
	node_hash(n, p->l1[v], p->l2[v], a, b, &s->sh1[v], &s->sh2[v]);
}

/* Rehashes the dirty nodes reachable from the outputs in post-order; -1 on a cycle. */
static int rehash_walk(search *s, const sgraph *p, const tasoc_graph *g, uint32_t ep)
{
	const uint32_t on_stack = ep + 0x80000000u;
	for (int32_t r = 0; r < g->noutputs; r++) {
		int32_t root = g->outputs[r].node;
		if (s->stamp_dirty[root] != ep || s->stamp_hash[root] == ep)
			continue;
		int32_t sp = 0;
		s->stack[sp++] = root;
		s->next[root] = 0;
		s->stamp_saved[root] = on_stack;
		while (sp > 0) {
			int32_t v = s->stack[sp - 1];
			const tasoc_node *n = &g->nodes[v];
			if (s->next[v] < n->nin) {
				int32_t w = n->in[s->next[v]++].node;
				if (s->stamp_dirty[w] != ep || s->stamp_hash[w] == ep)
					continue;
				if (s->stamp_saved[w] == on_stack)
					return -1;
				s->stamp_saved[w] = on_stack;
				s->next[w] = 0;
				s->stack[sp++] = w;
			} else {
				rehash(s, p, g, v, ep);
				s->stamp_hash[v] = ep;
				s->stamp_saved[v] = 0;
				sp--;
			}
		}
	}
	return 0;
}

/*
 * The child's hashes: new nodes and everything downstream of a redirected
 * consumer are rehashed (into s->sh1/sh2, stamped), the rest is read from
 * the parent. Returns -1 when the rewrite made a cycle.
 */
static int child_hash(search *s, sgraph *p, const undo *u, uint64_t *g1, uint64_t *g2)
{
	tasoc_graph *g = &p->g;
	uint32_t ep = s->epoch;
	int32_t nw = 0;
	/* Mark dirty: new nodes, the saved consumers and their consumers, transitively. */
	for (int32_t v = u->oldn; v < g->nnodes; v++) {
		s->stamp_dirty[v] = ep;
		local_hash(g, v, &p->l1[v], &p->l2[v]); /* slots past the parent's nodes are free */
	}
	for (int32_t i = 0; i < s->nsaved; i++)
		if (s->stamp_dirty[s->saved[i].v] != ep) {
			s->stamp_dirty[s->saved[i].v] = ep;
			s->work[nw++] = s->saved[i].v;
		}
	while (nw > 0) {
		int32_t v = s->work[--nw];
		for (int32_t k = p->cstart[v]; k < p->cstart[v + 1]; k++) {
			int32_t c = p->clist[k];
			if (s->stamp_dirty[c] != ep) {
				s->stamp_dirty[c] = ep;
				s->work[nw++] = c;
			}
		}
	}
	/*
	 * Rehash. Parent node ids are topological and the new nodes were added
	 * in dependency order, so new nodes first, then dirty old nodes by id,
	 * is a topological order unless a new node reads a dirty node; then
	 * (rare, and the only way a cycle can form) a depth-first walk decides.
	 */
	bool simple = true;
	for (int32_t v = u->oldn; v < g->nnodes && simple; v++)
		for (int i = 0; i < g->nodes[v].nin; i++) {
			int32_t w = g->nodes[v].in[i].node;
			if (w < u->oldn && s->stamp_dirty[w] == ep)
				simple = false;
		}
	if (simple) {
		for (int32_t v = u->oldn; v < g->nnodes; v++)
			rehash(s, p, g, v, ep);
		for (int32_t v = 0; v < u->oldn; v++)
			if (s->stamp_dirty[v] == ep)
				rehash(s, p, g, v, ep);
	} else if (rehash_walk(s, p, g, ep) != 0) {
		return -1;
	}
	uint64_t a = tasoc_hash_mix(0x6a09e667, (uint64_t)g->noutputs), b = tasoc_hash_mix(0xbb67ae85, (uint64_t)g->noutputs);
	for (int32_t i = 0; i < g->noutputs; i++) {
		int32_t v = g->outputs[i].node;
		bool fresh = s->stamp_dirty[v] == ep;
		a = tasoc_hash_mix(tasoc_hash_mix(a, fresh ? s->sh1[v] : p->h1[v]), (uint64_t)g->outputs[i].out);
		b = tasoc_hash_mix(tasoc_hash_mix(b, fresh ? s->sh2[v] : p->h2[v]), (uint64_t)g->outputs[i].out + 11);
	}
	*g1 = a;
	*g2 = b;
	return 0;
}

/* Is the child (p, rewritten in place) a graph seen before? */
static bool seen_before(search *s, sgraph *p, uint64_t h1, uint64_t h2)
{
	uint32_t mask = (uint32_t)s->capseen - 1, i = seen_home(s, h1);
	for (; s->seen[i].e >= 0; i = (i + 1) & mask) {
		if (s->seen[i].h1 != h1)
			continue;
		entry *e = &s->ent[s->seen[i].e];
		if (e->h2 != h2)
			continue;
		if (!e->sg)
			return true; /* two independent 64-bit hashes agree */
		s->st->exact_checks++;
		if (scratch(s, e->sg->g.nnodes + 1) != 0) {
			oom(s, "scratch");
			return true;
		}
		if (graphs_equal(&p->g, &e->sg->g, s->map_a, s->map_b, s->stack))
			return true;
	}
	return false;
}

static int collect(void *ctx, const tasoc_match *m)
{
	search *s = ctx;
	if (grow(s, (void **)&s->found, &s->capfound, sizeof *s->found, s->nfound + 1) != 0) {
		oom(s, "matches");
		return 1;
	}
	s->found[s->nfound].rule = -1;
	s->found[s->nfound++].m = *m;
	return 0;
}

/* Every match of every rule in entry e's graph, evaluated as a child. */
static tasoc_status expand(search *s, int32_t e)
{
	sgraph *p = s->ent[e].sg;
	tasoc_graph *g = &p->g;
	double limit = s->o->alpha * s->prune;
	s->nfound = 0;
	if (tasoc_uses_build(&s->uses, g) != TASOC_OK)
		return oom(s, "reader lists");
	tasoc_matching mc = { g, &s->uses, collect, s };
	for (int32_t v = 0; v < g->nnodes; v++) {
		int op = g->nodes[v].op;
		for (int32_t k = 0; k < s->nby_op[op]; k++) {
			int32_t r = s->by_op[op][k], first = s->nfound;
			s->c->rules[r].match(&s->c->rules[r], &mc, v);
			if (s->fail != TASOC_OK)
				return s->fail;
			for (int32_t i = first; i < s->nfound; i++)
				s->found[i].rule = r;
		}
	}
	s->st->matches += s->nfound;
	if (scratch(s, g->capnodes + 1) != 0)
		return oom(s, "scratch");
	for (int32_t i = 0; i < s->nfound; i++) {
		const found *f = &s->found[i];
		undo u;
		/* Journal room: every node may be touched a few times. */
		int32_t need = 4 * (g->nnodes + 8 * TASOC_RULE_MAX_NODES) + 16 * TASOC_MAX_IN;
		if (need > s->capj) {
			int32_t c = s->capj;
			if (grow(s, (void **)&s->jv, &c, sizeof *s->jv, need) != 0 ||
			    grow(s, (void **)&s->jold, &s->capj, sizeof *s->jold, need) != 0)
				return oom(s, "journal");
		}
		if (need > s->capcj) {
			int32_t c = s->capcj;
			if (grow(s, (void **)&s->cjv, &c, sizeof *s->cjv, need) != 0 ||
			    grow(s, (void **)&s->cjold, &s->capcj, sizeof *s->cjold, need) != 0)
				return oom(s, "journal");
		}
		tasoc_status st = apply_saving(s, p, f->rule, &f->m, &s->uses, &u);
		if (s->fail != TASOC_OK)
			return s->fail;
		if (st != TASOC_OK || g->nnodes > p->cap || g->nnodes > s->scap - 1) {
			restore(s, p, &u);
			continue;
		}
		s->st->generated++;
		double cost;
		int32_t live;
		uint64_t h1, h2;
		bool keep = delta_cost(s, p, &f->m, &u, &cost, &live) == 0 && cost < limit && live <= s->max_live;
		if (keep && cost >= s->cutoff && !s->o->keep_unreachable) {
			s->st->beyond_budget++; /* counted before hashing: it may also be a duplicate */
		} else if (keep && s->o->max_queued > 0 && s->st->queued >= s->o->max_queued) {
			s->st->dropped++; /* counted before hashing: it may also be a duplicate */
		} else if (keep && child_hash(s, p, &u, &h1, &h2) == 0) {
			if (seen_before(s, p, h1, h2)) {
				s->st->duplicates++;
			} else {
				int32_t c = new_entry(s);
				if (c < 0) {
					restore(s, p, &u);
					return oom(s, "queue");
				}
				entry *x = &s->ent[c];
				x->cost = cost;
				x->h1 = h1;
				x->h2 = h2;
				x->parent = e;
				x->rule = f->rule;
				x->live = live;
				x->m = f->m;
				if (seen_add(s, c) != 0 || heap_push(s, c) != 0) {
					restore(s, p, &u);
					return oom(s, "queue");
				}
				s->ent[e].pending++;
				s->st->queued++;
				if (!s->o->keep_unreachable && s->nheap >= 2 * (s->o->budget - s->st->expanded) + 64 &&
				    trim(s) != 0) {
					restore(s, p, &u);
					return oom(s, "queue");
				}
			}
		}
		restore(s, p, &u);
		if (s->fail != TASOC_OK)
			return s->fail;
	}
	return TASOC_OK;
}

/*
 * Marks in s->clean the parent's nodes a rewrite left as they were: not
 * new, not a redirected consumer, not downstream of one.
 */
static void mark_clean(search *s, const sgraph *p, const undo *u)
{
	int32_t nw = 0;
	for (int32_t v = 0; v < p->g.nnodes; v++)
		s->clean[v] = v < u->oldn;
	for (int32_t i = 0; i < s->nsaved; i++)
		if (s->clean[s->saved[i].v]) {
			s->clean[s->saved[i].v] = 0;
			s->work[nw++] = s->saved[i].v;
		}
	while (nw > 0) {
		int32_t v = s->work[--nw];
		for (int32_t k = p->cstart[v]; k < p->cstart[v + 1]; k++)
			if (s->clean[p->clist[k]]) {
				s->clean[p->clist[k]] = 0;
				s->work[nw++] = p->clist[k];
			}
	}
}

/* Builds entry e's graph from its parent's: apply, compact, restore, analyse. */
static tasoc_status build(search *s, int32_t e)
{
	entry *x = &s->ent[e];
	sgraph *p = s->ent[x->parent].sg;
	undo u;
	if (scratch(s, p->g.capnodes + 1) != 0)
		return oom(s, "scratch");
	tasoc_status st = apply_saving(s, p, x->rule, &x->m, NULL, &u); /* s->uses is another graph's */
	if (s->fail != TASOC_OK)
		return s->fail;
	sgraph *c = NULL;
	if (st == TASOC_OK && p->g.nnodes <= s->scap - 1) {
		mark_clean(s, p, &u);
		c = compact(s, &p->g);
	}
	s->nj = 0;
	restore(s, p, &u);
	if (!c)
		return s->fail != TASOC_OK ? s->fail : TASOC_ERR_ARG;
	/* compact left old -> new ids in map_a; invert them for analyse. */
	for (int32_t v = 0; v < c->g.nnodes; v++)
		s->map_b[v] = -1;
	for (int32_t v = 0; v < u.oldn; v++)
		if (s->map_a[v] >= 0)
			s->map_b[s->map_a[v]] = v;
	s->ent[e].sg = c;
	st = analyse(s, c, s->o->verify ? NULL : p, s->clean, s->map_b);
	s->ent[x->parent].pending--;
	maybe_release(s, s->ent[e].parent);
	return st;
}

static void free_all(search *s)
{
	tasoc_uses_free(&s->uses);
	for (int32_t i = 0; i < s->nent; i++)
		sgraph_free(s, s->ent[i].sg);
	void *bufs[] = { s->ent, s->heap, s->seen, s->free_ent, s->stamp_ref, s->stamp_kill, s->stamp_dirty,
			 s->stamp_saved, s->stamp_hash, s->sh1, s->sh2, s->work, s->stack, s->map_a,
			 s->map_b, s->next, s->clean, s->saved, s->jv, s->jold, s->cjv, s->cjold, s->out_saved, s->found, s->nby_op };
	for (size_t i = 0; i < sizeof bufs / sizeof bufs[0]; i++)
		tasoc_free(s->al, bufs[i]);
	if (s->by_op)
		for (int op = 0; op < TASOC_OP_COUNT; op++)
			tasoc_free(s->al, s->by_op[op]);
	tasoc_free(s->al, s->by_op);
}

static tasoc_status index_rules(search *s)
{
	s->by_op = tasoc_calloc(s->al, TASOC_OP_COUNT, sizeof *s->by_op);
	s->nby_op = tasoc_calloc(s->al, TASOC_OP_COUNT, sizeof *s->nby_op);
	if (!s->by_op || !s->nby_op)
		return oom(s, "rule index");
	for (int op = 0; op < TASOC_OP_COUNT; op++) {
		s->by_op[op] = tasoc_alloc(s->al, ((size_t)s->c->nrules + 1) * sizeof **s->by_op);
		if (!s->by_op[op])
			return oom(s, "rule index");
		for (int r = 0; r < s->c->nrules; r++) {
			int ro = s->c->rules[r].root_op;
			if (ro == op || ro < 0 || ro >= TASOC_OP_COUNT)
				s->by_op[op][s->nby_op[op]++] = r;
		}
	}
	return TASOC_OK;
}

static tasoc_status run(search *s, tasoc_graph *best)
{
	tasoc_status st;
	tasoc_clock_fn clk = s->c->clock ? s->c->clock : tasoc_clock_default;
	double t0 = tasoc_clock_now(clk, TASOC_CLOCK_WALL), c0 = tasoc_clock_now(clk, TASOC_CLOCK_CPU);
	if ((st = index_rules(s)) != TASOC_OK)
		return st;
	s->out_saved = tasoc_alloc(s->al, ((size_t)s->src->noutputs + 1) * sizeof *s->out_saved);
	if (!s->out_saved)
		return oom(s, "outputs");
	int32_t e0 = new_entry(s);
	if (e0 < 0)
		return oom(s, "queue");
	sgraph *sg = compact(s, s->src);
	if (!sg)
		return s->fail != TASOC_OK ? s->fail : TASOC_ERR_ARG;
	s->ent[e0].sg = sg;
	if ((st = analyse(s, sg, NULL, NULL, NULL)) != TASOC_OK)
		return st;
	s->max_live = s->o->max_growth > 0 ? (int32_t)(s->o->max_growth * sg->live) + 1 : INT32_MAX;
	entry *x = &s->ent[e0];
	x->cost = sg->total;
	x->live = sg->live;
	graph_hash(&sg->g, sg->h1, sg->h2, &x->h1, &x->h2);
	s->best = e0;
	s->prune = sg->total;
	s->st->cost_before = sg->total + sg->layout;
	if (seen_add(s, e0) != 0 || heap_push(s, e0) != 0)
		return oom(s, "queue");
	while (s->nheap > 0 && s->st->expanded < s->o->budget) {
		if (s->c->time_limit_s > 0 && clk && clk(TASOC_CLOCK_WALL) - t0 > s->c->time_limit_s) {
			s->st->timed_out = 1;
			break;
		}
		int32_t e = heap_pop(s);
		if (!s->ent[e].sg && (st = build(s, e)) != TASOC_OK)
			return st;
		x = &s->ent[e];
		if (x->sg->total < s->prune)
			s->prune = x->sg->total;
		if (x->sg->total + x->sg->layout < s->ent[s->best].sg->total + s->ent[s->best].sg->layout) {
			int32_t old = s->best;
			s->best = e;
			maybe_release(s, old);
		}
		if (e != e0) {
			/* The incremental cost and hash must match the from-scratch ones. */
			uint64_t h1, h2;
			graph_hash(&x->sg->g, x->sg->h1, x->sg->h2, &h1, &h2);
			double d = x->cost - x->sg->total;
			if (h1 != x->h1 || h2 != x->h2 || d > 1e-9 * (1 + x->cost) || -d > 1e-9 * (1 + x->cost))
				s->st->inconsistent++;
		}
		x->cost = x->sg->total; /* the from-scratch sum, free of rounding drift */
		x->order = s->st->expanded;
		if (s->o->on_expand)
			s->o->on_expand(s->o->on_expand_ctx, x->order, x->cost, e == e0 ? -1 : x->rule,
					e == e0 ? -1 : s->ent[x->parent].order);
		s->st->expanded++;
		if ((st = expand(s, e)) != TASOC_OK)
			return st;
		s->ent[e].expanded = 1;
		maybe_release(s, e);
	}
	/* The path from the start to the best graph. */
	int32_t n = 0;
	for (int32_t e = s->best; s->ent[e].parent >= 0; e = s->ent[e].parent)
		n++;
	s->st->applied = tasoc_alloc(s->al, ((size_t)n + 1) * sizeof *s->st->applied);
	if (!s->st->applied)
		return oom(s, "result");
	s->st->napplied = n;
	for (int32_t e = s->best, k = n; s->ent[e].parent >= 0; e = s->ent[e].parent)
		s->st->applied[--k] = s->ent[e].rule;
	sgraph *b = s->ent[s->best].sg;
	s->st->cost_after = b->total + b->layout;
	if (tasoc_graph_clone(&b->g, best) != TASOC_OK)
		return oom(s, "result");
	s->st->seconds = tasoc_clock_now(clk, TASOC_CLOCK_WALL) - t0;
	s->st->cpu_seconds = tasoc_clock_now(clk, TASOC_CLOCK_CPU) - c0;
	return TASOC_OK;
}

void tasoc_search_common_defaults(tasoc_search_common *c)
{
	*c = (tasoc_search_common){ .rules = tasoc_rules, .nrules = tasoc_nrules };
}

void tasoc_search_defaults(tasoc_search_opts *o)
{
	*o = (tasoc_search_opts){ .alpha = 1.05, .budget = 1000, .max_growth = 2.0 };
}

tasoc_status tasoc_search(tasoc_graph *g, const tasoc_search_common *c, const tasoc_search_opts *opts,
			  tasoc_graph *best, tasoc_search_stats *stats)
{
	search s;
	memset(&s, 0, sizeof s);
	memset(stats, 0, sizeof *stats);
	memset(best, 0, sizeof *best);
	s.al = g->al;
	s.c = c;
	s.o = opts;
	s.st = stats;
	s.src = g;
	s.err = g->err;
	s.cutoff = HUGE_VAL;
	tasoc_uses_init(&s.uses, g->al);
	g->err[0] = '\0';
	if (!c->cost || c->nrules < 0 || (c->nrules > 0 && !c->rules) || opts->alpha <= 0 ||
	    opts->budget < 0 || g->noutputs == 0) {
		tasoc_format(g->err, sizeof g->err, "search: invalid options or a graph without outputs");
		return TASOC_ERR_ARG;
	}
	tasoc_status st = run(&s, best);
	if (st == TASOC_OK && s.fail != TASOC_OK)
		st = s.fail;
	if (st != TASOC_OK) {
		if (best->al)
			tasoc_graph_free(best);
		memset(best, 0, sizeof *best);
		tasoc_free(s.al, stats->applied);
		stats->applied = NULL;
		stats->napplied = 0;
		if (!g->err[0])
			tasoc_format(g->err, sizeof g->err, "search: %s", tasoc_status_str(st));
	}
	free_all(&s);
	return st;
}

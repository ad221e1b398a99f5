/* extract.c: e-node costs, the greedy (cheapest tree first) extraction, and the chosen graph built as IR. */
#include <string.h>

#include "extract.h"
#include "format.h"

/* The key of e-node v: its operator's output shapes recomputed from its attributes and input classes. */
static bool enode_key(const tasoc_egraph *eg, int32_t v, tasoc_cost_key *k)
{
	const tasoc_enode *n = &eg->nodes[v];
	const tasoc_op_info *op = &tasoc_ops[n->op];
	memset(k, 0, sizeof *k);
	k->op = n->op;
	k->nin = n->nin;
	memcpy(k->attr, n->attr, sizeof k->attr);
	for (int i = 0; i < n->nin; i++)
		k->in[i] = eg->shape[tasoc_egraph_find_const(eg, n->child[i])];
	if (n->leaf >= 0) {
		tasoc_cost_key_of(eg->src, n->leaf, k); /* an opaque node: its own key (inputs have these shapes) */
		return true;
	}
	k->nout = op->nout;
	return op->shape(k->attr, k->in, k->out) == 0;
}

tasoc_status tasoc_extract_costs(const tasoc_egraph *eg, tasoc_cost_model *cm, double *cost)
{
	/* constness of classes, to a fixed point: a class is constant when one of its e-nodes is */
	uint8_t *cc = tasoc_calloc(eg->al, (size_t)eg->nclasses + 1, 1);
	uint8_t *cn = tasoc_calloc(eg->al, (size_t)eg->nnodes + 1, 1);
	if (!cc || !cn) {
		tasoc_free(eg->al, cc);
		tasoc_free(eg->al, cn);
		return TASOC_ERR_NOMEM;
	}
	for (bool changed = true; changed;) {
		changed = false;
		for (int32_t v = 0; v < eg->nnodes; v++) {
			const tasoc_enode *n = &eg->nodes[v];
			if (n->dead || cn[v])
				continue;
			unsigned f = tasoc_ops[n->op].flags;
			bool c = n->op == TASOC_OP_WEIGHT || (f & TASOC_OPF_CONSTANT);
			if (!c && !(f & (TASOC_OPF_SOURCE | TASOC_OPF_OPAQUE)) && n->nin > 0) {
				c = true;
				for (int i = 0; i < n->nin && c; i++)
					c = (tasoc_ops[n->op].shape_mask >> i & 1) || cc[n->child[i]];
			}
			if (c) {
				cn[v] = 1;
				if (!cc[n->cls])
					changed = true;
				cc[n->cls] = 1;
			}
		}
	}
	for (int32_t v = 0; v < eg->nnodes; v++) {
		const tasoc_enode *n = &eg->nodes[v];
		tasoc_cost_key k;
		cost[v] = 0;
		if (n->dead || cn[v] || (tasoc_ops[n->op].flags & TASOC_OPF_SOURCE))
			continue;
		cost[v] = enode_key(eg, v, &k) ? tasoc_cost_lookup(cm, &k) : 0;
	}
	tasoc_free(eg->al, cc);
	tasoc_free(eg->al, cn);
	return TASOC_OK;
}

/* A binary min-heap of (cost, e-node), ties by e-node id so the choice is deterministic. */
typedef struct heap_item {
	double cost;
	int32_t v;
} heap_item;

static bool before(heap_item a, heap_item b)
{
	return a.cost < b.cost || (a.cost == b.cost && a.v < b.v);
}

static void heap_push(heap_item *h, int32_t *n, heap_item x)
{
	int32_t i = (*n)++;
	while (i > 0 && before(x, h[(i - 1) / 2])) {
		h[i] = h[(i - 1) / 2];
		i = (i - 1) / 2;
	}
	h[i] = x;
}

static heap_item heap_pop(heap_item *h, int32_t *n)
{
	heap_item top = h[0], x = h[--*n];
	int32_t i = 0;
	for (;;) {
		int32_t c = 2 * i + 1;
		if (c >= *n)
			break;
		if (c + 1 < *n && before(h[c + 1], h[c]))
			c++;
		if (!before(h[c], x))
			break;
		h[i] = h[c];
		i = c;
	}
	if (*n > 0)
		h[i] = x;
	return top;
}

/* Distinct input classes of e-node n. */
static int distinct_children(const tasoc_enode *n, int32_t *out)
{
	int k = 0;
	for (int i = 0; i < n->nin; i++) {
		int dup = 0;
		for (int j = 0; j < k; j++)
			dup |= out[j] == n->child[i];
		if (!dup)
			out[k++] = n->child[i];
	}
	return k;
}

tasoc_status tasoc_extract_greedy(const tasoc_egraph *eg, const double *cost, int32_t *choice)
{
	tasoc_allocator *al = eg->al;
	double *cc = tasoc_alloc(al, ((size_t)eg->nclasses + 1) * sizeof *cc);
	int32_t *pending = tasoc_alloc(al, ((size_t)eg->nnodes + 1) * sizeof *pending);
	/* each e-node is pushed at most once: when its last input class settles */
	heap_item *h = tasoc_alloc(al, ((size_t)eg->nnodes + 1) * sizeof *h);
	if (!cc || !pending || !h) {
		tasoc_free(al, cc);
		tasoc_free(al, pending);
		tasoc_free(al, h);
		return TASOC_ERR_NOMEM;
	}
	int32_t nh = 0;
	for (int32_t c = 0; c < eg->nclasses; c++)
		choice[c] = -1;
	for (int32_t v = 0; v < eg->nnodes; v++) {
		int32_t ch[TASOC_MAX_IN];
		pending[v] = eg->nodes[v].dead ? -1 : distinct_children(&eg->nodes[v], ch);
		if (pending[v] == 0)
			heap_push(h, &nh, (heap_item){ cost[v], v });
	}
	while (nh > 0) {
		heap_item it = heap_pop(h, &nh);
		int32_t c = eg->nodes[it.v].cls;
		if (choice[c] >= 0)
			continue;
		choice[c] = it.v;
		cc[c] = it.cost;
		for (int32_t i = eg->par_first[c]; i < eg->par_first[c + 1]; i++) {
			int32_t p = eg->par_list[i];
			if (--pending[p] != 0)
				continue;
			const tasoc_enode *n = &eg->nodes[p];
			int32_t ch[TASOC_MAX_IN];
			int k = distinct_children(n, ch);
			double sum = cost[p];
			for (int j = 0; j < k; j++)
				sum += cc[ch[j]];
			heap_push(h, &nh, (heap_item){ sum, p });
		}
	}
	tasoc_free(al, cc);
	tasoc_free(al, pending);
	tasoc_free(al, h);
	return TASOC_OK;
}

void tasoc_extract_source_choice(const tasoc_egraph *eg, int32_t *choice)
{
	/*
	 * The oldest live e-node of each class: its input classes existed
	 * before it, so each holds an older e-node, and the choice is acyclic.
	 * The first e-nodes came from the source graph in order, so this is
	 * the source graph, less what unions made redundant.
	 */
	for (int32_t c = 0; c < eg->nclasses; c++)
		choice[c] = -1;
	for (int32_t v = eg->nnodes - 1; v >= 0; v--)
		if (!eg->nodes[v].dead)
			choice[eg->nodes[v].cls] = v;
}

static bool multi_output(const tasoc_egraph *eg, int32_t v)
{
	const tasoc_enode *n = &eg->nodes[v];
	return n->leaf >= 0 ? eg->src->nodes[n->leaf].nout > 1 : tasoc_ops[n->op].nout > 1;
}

/* Finds the node already built for e-node v's group (a split's other half); -1 when none. */
static int32_t group_node(const tasoc_egraph *eg, const int32_t *built_enode, const int32_t *built_node, int32_t nbuilt,
			  int32_t v)
{
	if (!multi_output(eg, v))
		return -1;
	for (int32_t i = 0; i < nbuilt; i++)
		if (tasoc_egraph_same_group(eg, built_enode[i], v))
			return built_node[i];
	return -1;
}

tasoc_status tasoc_extract_graph(const tasoc_egraph *eg, const int32_t *choice, tasoc_graph *out)
{
	const tasoc_graph *src = eg->src;
	tasoc_allocator *al = eg->al;
	tasoc_status st = TASOC_ERR_NOMEM;
	int32_t nc = eg->nclasses;
	uint8_t *state = tasoc_calloc(al, (size_t)nc + 1, 1); /* 0 new, 1 on the stack, 2 built */
	tasoc_ref *ref = tasoc_alloc(al, ((size_t)nc + 1) * sizeof *ref);
	int32_t *stack = tasoc_alloc(al, ((size_t)nc + 1) * sizeof *stack);
	/* multi-output groups built so far (splits, opaque nodes of several outputs): few, a list will do */
	int32_t *gen = tasoc_alloc(al, ((size_t)nc + 1) * sizeof *gen), *gnode = tasoc_alloc(al, ((size_t)nc + 1) * sizeof *gnode);
	int32_t ngroups = 0;
	memset(out, 0, sizeof *out);
	/*
	 * The source's nodes stay where they were, dead until chosen: inputs,
	 * weights and opaque nodes keep their ids (as after a rewrite), the
	 * new operator nodes go after them.
	 */
	if (!state || !ref || !stack || !gen || !gnode || tasoc_graph_clone(src, out) != TASOC_OK)
		goto done;
	for (int32_t v = 0; v < out->nnodes; v++)
		out->nodes[v].dead = 1;
	for (int32_t r = 0; r < eg->nroots; r++) {
		int32_t sp = 0, root = tasoc_egraph_find_const(eg, eg->roots[r]);
		if (state[root] != 2)
			stack[sp++] = root;
		/* iterative post-order: a class is built once its chosen e-node's inputs are */
		while (sp > 0) {
			int32_t c = stack[sp - 1], v = choice[c];
			if (v < 0) {
				tasoc_format(out->err, sizeof out->err, "extract: class %d has no choice", (int)c);
				st = TASOC_ERR_ARG;
				goto done;
			}
			const tasoc_enode *n = &eg->nodes[v];
			if (state[c] == 0) {
				state[c] = 1;
				for (int i = 0; i < n->nin; i++) {
					int32_t d = tasoc_egraph_find_const(eg, n->child[i]);
					if (state[d] == 1) {
						tasoc_format(out->err, sizeof out->err, "extract: the choice has a cycle at class %d",
							     (int)d);
						st = TASOC_ERR_CYCLE;
						goto done;
					}
					if (state[d] == 0)
						stack[sp++] = d;
				}
				continue;
			}
			sp--;
			if (state[c] == 2)
				continue;
			tasoc_ref in[TASOC_MAX_IN];
			for (int i = 0; i < n->nin; i++)
				in[i] = ref[tasoc_egraph_find_const(eg, n->child[i])];
			int32_t node = n->leaf >= 0 ? n->leaf : group_node(eg, gen, gnode, ngroups, v);
			if (n->leaf >= 0) { /* name, weight, payload and shapes as they were; inputs as chosen */
				out->nodes[node].dead = 0;
				memcpy(out->nodes[node].in, in, (size_t)n->nin * sizeof in[0]);
			} else if (node < 0) {
				node = tasoc_add_op(out, n->op, n->attr, n->nin, in, NULL);
				if (node < 0) {
					st = TASOC_ERR_SHAPE;
					goto done;
				}
			}
			if (n->leaf < 0 && multi_output(eg, v)) {
				gen[ngroups] = v;
				gnode[ngroups++] = node;
			}
			ref[c] = tasoc_ref_make(node, n->out);
			state[c] = 2;
		}
	}
	for (int32_t r = 0; r < eg->nroots; r++) {
		out->outputs[r] = ref[tasoc_egraph_find_const(eg, eg->roots[r])];
		out->output_names[r] = src->output_names[r];
	}
	out->noutputs = eg->nroots;
	st = tasoc_graph_validate(out);
done:
	tasoc_free(al, state);
	tasoc_free(al, ref);
	tasoc_free(al, stack);
	tasoc_free(al, gen);
	tasoc_free(al, gnode);
	if (st != TASOC_OK && out->al) {
		char err[sizeof out->err];
		memcpy(err, out->err, sizeof err);
		tasoc_graph_free(out);
		memcpy(out->err, err, sizeof err);
	}
	return st;
}

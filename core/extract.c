/* extract.c: e-node costs, the greedy (cheapest tree first) extraction, and the chosen graph built as IR. */
#include <string.h>

#include "dag_delta.h"
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

size_t tasoc_extract_stack_len(int32_t nclasses)
{
	return (size_t)nclasses * TASOC_MAX_IN + 1;
}

int32_t tasoc_extract_order(const tasoc_egraph *eg, const int32_t *choice, uint8_t *state, int32_t *stack,
			    int32_t *order, int32_t *bad)
{
	int32_t n = 0;
	memset(state, 0, (size_t)eg->nclasses + 1); /* 0 new, 1 expanded (its inputs pushed), 2 ordered */
	for (int32_t r = 0; r < eg->nroots; r++) {
		int32_t sp = 0, root = tasoc_egraph_find_const(eg, eg->roots[r]);
		if (state[root] == 0)
			stack[sp++] = root;
		while (sp > 0) {
			int32_t c = stack[sp - 1], v = choice[c];
			if (v < 0) {
				*bad = c;
				return -1;
			}
			const tasoc_enode *e = &eg->nodes[v];
			if (state[c] == 0) {
				state[c] = 1;
				for (int i = 0; i < e->nin; i++) {
					int32_t d = tasoc_egraph_find_const(eg, e->child[i]);
					if (state[d] == 1) { /* expanded and not ordered: c is below it */
						*bad = d;
						return -2;
					}
					if (state[d] == 0)
						stack[sp++] = d;
				}
				continue;
			}
			sp--;
			if (state[c] == 1) {
				state[c] = 2;
				order[n++] = c;
			}
		}
	}
	return n;
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
	uint8_t *state = tasoc_alloc(al, (size_t)nc + 1);
	tasoc_ref *ref = tasoc_alloc(al, ((size_t)nc + 1) * sizeof *ref);
	int32_t *stack = tasoc_alloc(al, tasoc_extract_stack_len(nc) * sizeof *stack);
	int32_t *order = tasoc_alloc(al, ((size_t)nc + 1) * sizeof *order);
	/* multi-output groups built so far (splits, opaque nodes of several outputs): few, a list will do */
	int32_t *gen = tasoc_alloc(al, ((size_t)nc + 1) * sizeof *gen), *gnode = tasoc_alloc(al, ((size_t)nc + 1) * sizeof *gnode);
	int32_t ngroups = 0;
	memset(out, 0, sizeof *out);
	/*
	 * The source's nodes stay where they were, dead until chosen: inputs,
	 * weights and opaque nodes keep their ids (as after a rewrite), the
	 * new operator nodes go after them.
	 */
	if (!state || !ref || !stack || !order || !gen || !gnode || tasoc_graph_clone(src, out) != TASOC_OK)
		goto done;
	for (int32_t v = 0; v < out->nnodes; v++)
		out->nodes[v].dead = 1;
	int32_t bad, n = tasoc_extract_order(eg, choice, state, stack, order, &bad);
	if (n < 0) {
		tasoc_format(out->err, sizeof out->err, n == -1 ? "extract: class %d has no choice" :
			     "extract: the choice has a cycle at class %d", (int)bad);
		st = n == -1 ? TASOC_ERR_ARG : TASOC_ERR_CYCLE;
		goto done;
	}
	/* in post-order: a class is built once its chosen e-node's inputs are */
	for (int32_t k = 0; k < n; k++) {
		int32_t c = order[k], v = choice[c];
		const tasoc_enode *e = &eg->nodes[v];
		tasoc_ref in[TASOC_MAX_IN];
		for (int i = 0; i < e->nin; i++)
			in[i] = ref[tasoc_egraph_find_const(eg, e->child[i])];
		int32_t node = e->leaf >= 0 ? e->leaf : group_node(eg, gen, gnode, ngroups, v);
		if (e->leaf >= 0) { /* name, weight, payload and shapes as they were; inputs as chosen */
			out->nodes[node].dead = 0;
			memcpy(out->nodes[node].in, in, (size_t)e->nin * sizeof in[0]);
		} else if (node < 0) {
			node = tasoc_add_op(out, e->op, e->attr, e->nin, in, NULL);
			if (node < 0) {
				st = TASOC_ERR_SHAPE;
				goto done;
			}
			out->nodes[node].made = e->made;
		}
		if (e->leaf < 0 && multi_output(eg, v)) {
			gen[ngroups] = v;
			gnode[ngroups++] = node;
		}
		ref[c] = tasoc_ref_make(node, e->out);
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
	tasoc_free(al, order);
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

/*
 * DAG cost: each class the roots reach through choice charged once, its
 * chosen e-node's cost; the e-nodes of one multi-output group (a split's
 * two halves) charged once, as the graph builds them as one node. -1 when
 * a class reached has no choice or the choice has a cycle. The scratch
 * (state, stack, gmark, gnode: nclasses entries each) is the caller's.
 */
typedef struct dag_scratch {
	uint8_t *state;
	int32_t *stack, *gnode, *order;
	uint32_t *gmark;
	uint32_t stamp;
	int32_t norder;
	unsigned fuses;     /* the backend's (cost.h): what a class costs may depend on who reads it */
	int32_t *refs, *mm; /* with TASOC_COST_FUSES_TRANSPOSE_MATMUL: readers of each class, and as a matmul's right operand */
} dag_scratch;

/*
 * Under a backend that runs a transpose inside the matrix products that
 * read it as their right operand (ort: ONNX Runtime's FusedMatMul), such a
 * transpose costs nothing (tasoc_cost_transpose_fused), as tasoc_cost_graph
 * and the backtracking search charge it: what sum charged for the chosen
 * transposes of the classes reached that only matmuls read, on the right.
 * The readers are the chosen e-nodes of the classes reached, and the roots
 * (an output transpose runs). A split's two halves count as two readers
 * where the graph has one node: a split is no matmul, so the answer is the
 * same.
 */
static double fused_transposes(const tasoc_egraph *eg, const double *cost, const int32_t *choice, dag_scratch *sc)
{
	for (int32_t i = 0; i < sc->norder; i++)
		sc->refs[sc->order[i]] = sc->mm[sc->order[i]] = 0;
	for (int32_t r = 0; r < eg->nroots; r++)
		sc->refs[tasoc_egraph_find_const(eg, eg->roots[r])]++;
	for (int32_t i = 0; i < sc->norder; i++) {
		const tasoc_enode *n = &eg->nodes[choice[sc->order[i]]];
		for (int k = 0; k < n->nin; k++) {
			sc->refs[n->child[k]]++;
			sc->mm[n->child[k]] += n->op == TASOC_OP_MATMUL && k == 1;
		}
	}
	double off = 0;
	for (int32_t i = 0; i < sc->norder; i++) {
		int32_t c = sc->order[i], v = choice[c];
		if (eg->nodes[v].op == TASOC_OP_TRANSPOSE && sc->refs[c] > 0 && sc->refs[c] == sc->mm[c])
			off += cost[v];
	}
	return off;
}

static double dag_cost(const tasoc_egraph *eg, const double *cost, const int32_t *choice, dag_scratch *sc)
{
	int32_t nc = eg->nclasses, bad;
	if (++sc->stamp == 0) {
		memset(sc->gmark, 0, ((size_t)nc + 1) * sizeof *sc->gmark);
		sc->stamp = 1;
	}
	sc->norder = tasoc_extract_order(eg, choice, sc->state, sc->stack, sc->order, &bad);
	if (sc->norder < 0) {
		sc->norder = 0;
		return -1;
	}
	double sum = 0;
	for (int32_t k = 0; k < sc->norder; k++) {
		int32_t v = choice[sc->order[k]];
		const tasoc_enode *n = &eg->nodes[v];
		if (multi_output(eg, v) && n->nin > 0) {
			int32_t d = n->child[0];
			if (sc->gmark[d] == sc->stamp && tasoc_egraph_same_group(eg, sc->gnode[d], v))
				continue; /* the other half of a group already charged */
			sc->gmark[d] = sc->stamp;
			sc->gnode[d] = v;
		}
		sum += cost[v];
	}
	if (sc->fuses & TASOC_COST_FUSES_TRANSPOSE_MATMUL)
		sum -= fused_transposes(eg, cost, choice, sc);
	return sum;
}

static void scratch_free(tasoc_allocator *al, dag_scratch *sc)
{
	tasoc_free(al, sc->state);
	tasoc_free(al, sc->stack);
	tasoc_free(al, sc->gnode);
	tasoc_free(al, sc->order);
	tasoc_free(al, sc->gmark);
	tasoc_free(al, sc->refs);
}

static int scratch_init(tasoc_allocator *al, int32_t nc, unsigned fuses, dag_scratch *sc)
{
	memset(sc, 0, sizeof *sc);
	sc->fuses = fuses;
	if (fuses & TASOC_COST_FUSES_TRANSPOSE_MATMUL) {
		sc->refs = tasoc_alloc(al, 2 * ((size_t)nc + 1) * sizeof *sc->refs);
		if (!sc->refs)
			return -1;
		sc->mm = sc->refs + nc + 1;
	}
	sc->state = tasoc_alloc(al, (size_t)nc + 1);
	sc->stack = tasoc_alloc(al, tasoc_extract_stack_len(nc) * sizeof *sc->stack);
	sc->gnode = tasoc_alloc(al, ((size_t)nc + 1) * sizeof *sc->gnode);
	sc->order = tasoc_alloc(al, ((size_t)nc + 1) * sizeof *sc->order);
	sc->gmark = tasoc_calloc(al, (size_t)nc + 1, sizeof *sc->gmark);
	if (!sc->state || !sc->stack || !sc->gnode || !sc->order || !sc->gmark) {
		scratch_free(al, sc);
		return -1;
	}
	return 0;
}

double tasoc_extract_dag_cost(const tasoc_egraph *eg, const double *cost, unsigned fuses, const int32_t *choice)
{
	dag_scratch sc;
	if (scratch_init(eg->al, eg->nclasses, fuses, &sc) != 0)
		return -1;
	double c = dag_cost(eg, cost, choice, &sc);
	scratch_free(eg->al, &sc);
	return c;
}

/* The other e-nodes of v's group (a split's other half), written to out; how many. */
static int group_mates(const tasoc_egraph *eg, int32_t v, int32_t *out, int max)
{
	const tasoc_enode *n = &eg->nodes[v];
	int k = 0;
	if (!multi_output(eg, v) || n->nin == 0)
		return 0;
	int32_t d = n->child[0];
	for (int32_t i = eg->par_first[d]; i < eg->par_first[d + 1] && k < max; i++) {
		int32_t u = eg->par_list[i];
		if (u != v && eg->nodes[u].out != n->out && tasoc_egraph_same_group(eg, u, v))
			out[k++] = u;
	}
	return k;
}

/* A move's changes, to undo it: the classes it set and what they held. */
typedef struct move_undo {
	int32_t cls[2 * TASOC_MAX_OUT + 1], old[2 * TASOC_MAX_OUT + 1];
	int n;
} move_undo;

static void move_set(int32_t *choice, move_undo *un, tasoc_dag_delta *dd, int32_t c, int32_t v)
{
	un->cls[un->n] = c;
	un->old[un->n++] = choice[c];
	tasoc_dag_delta_set(dd, choice, c, v);
}

/*
 * A move: c takes u, and the classes of u's group mates take them (a merge
 * taken whole); then the classes that still hold the group mates of c's
 * old e-node, which u leaves behind, fall back to fill's e-node (a merge
 * let go whole). Without that second part, trading one merge for another
 * that shares a class (a with b for a with c, Inception's 1x1 and 3x3
 * branches) takes two moves that each cost more, and is never done.
 */
static void move_apply(const tasoc_egraph *eg, int32_t *choice, tasoc_dag_delta *dd, const int32_t *fill,
		       int32_t c, int32_t u, move_undo *un)
{
	int32_t was = choice[c], mate[TASOC_MAX_OUT], left[TASOC_MAX_OUT];
	un->n = 0;
	move_set(choice, un, dd, c, u);
	int nm = group_mates(eg, u, mate, TASOC_MAX_OUT);
	for (int k = 0; k < nm; k++)
		move_set(choice, un, dd, eg->nodes[mate[k]].cls, mate[k]);
	if (!fill)
		return;
	int nl = group_mates(eg, was, left, TASOC_MAX_OUT);
	for (int k = 0; k < nl; k++) {
		int32_t d = eg->nodes[left[k]].cls, f = fill[d];
		if (choice[d] != left[k] || f < 0 || tasoc_egraph_same_group(eg, f, was))
			continue; /* taken by u's group, or fill holds the same merge */
		move_set(choice, un, dd, d, f);
	}
}

static bool cheaper(double nw, double cur)
{
	return nw >= 0 && nw < cur - 1e-12 * (cur > 1 ? cur : 1);
}

/* The move undone, in choice and in the counts (back to mark, taken before it). */
static void move_revert(int32_t *choice, tasoc_dag_delta *dd, tasoc_dag_delta_mark mark, const move_undo *un)
{
	for (int k = un->n - 1; k >= 0; k--)
		choice[un->cls[k]] = un->old[k];
	tasoc_dag_delta_undo(dd, choice, mark);
}

/*
 * Whether the move just made (from cur at mark) is cheaper: the counts
 * say what it changes, and only a move they say is cheaper is costed
 * whole (dag_cost), which decides, and refuses a cycle. *nw: that cost.
 */
static bool move_cheaper(const tasoc_egraph *eg, const double *cost, const int32_t *choice, dag_scratch *sc,
			 const tasoc_dag_delta *dd, tasoc_dag_delta_mark mark, double cur, double *nw)
{
	if (dd->bad > 0 || !cheaper(cur + (dd->total - mark.total), cur))
		return false;
	*nw = dag_cost(eg, cost, choice, sc);
	return cheaper(*nw, cur);
}

/* Whether taking w in class d is next to a first move: d is a class it set, or w reads one. */
static bool touches(const tasoc_egraph *eg, const move_undo *first, int32_t d, int32_t w)
{
	const tasoc_enode *n = &eg->nodes[w];
	for (int k = 0; k < first->n; k++) {
		if (first->cls[k] == d)
			return true;
		for (int i = 0; i < n->nin; i++)
			if (n->child[i] == first->cls[k])
				return true;
	}
	return false;
}

/*
 * Pairs of merge moves: the first may cost more, kept when a second one
 * after it makes the pair cheaper than before. Re-cutting a three-way
 * merge (Inception-v3's 1x1 branches: 1152 channels cut 704|448 then
 * 384|320, or 384|768 then 448|320) is two such moves, each a trade of
 * two classes, the first of which pays nothing alone. Only moves that take
 * half of a split are tried, first and second: that is where one move
 * cannot reach (a single-output rewrite is one class, one move). True when
 * a pair was kept (*cur updated); *stop when the time ran out.
 */
static bool pair_pass(const tasoc_egraph *eg, const double *cost, int32_t *choice, const int32_t *fill,
		      dag_scratch *sc, tasoc_dag_delta *dd, int32_t *reach, int32_t *reach2, double *cur,
		      tasoc_clock_fn clock, double t0, double time_limit_s, int64_t *evals, bool *stop)
{
	if (dag_cost(eg, cost, choice, sc) < 0)
		return false;
	int32_t nr = sc->norder;
	memcpy(reach, sc->order, (size_t)nr * sizeof *reach);
	for (int32_t i = nr - 1; i >= 0; i--) {
		int32_t c = reach[i];
		for (int32_t j = eg->cls_first[c]; j < eg->cls_first[c + 1]; j++) {
			int32_t u = eg->cls_list[j];
			if (u == choice[c] || !multi_output(eg, u))
				continue;
			move_undo first, second;
			tasoc_dag_delta_mark m1 = tasoc_dag_delta_mark_now(dd);
			move_apply(eg, choice, dd, fill, c, u, &first);
			/* costed whole: a cycle refused, and the order of what it reaches, for the second moves */
			if (dag_cost(eg, cost, choice, sc) < 0) {
				move_revert(choice, dd, m1, &first);
				continue;
			}
			int32_t n2 = sc->norder;
			memcpy(reach2, sc->order, (size_t)n2 * sizeof *reach2);
			for (int32_t a = n2 - 1; a >= 0; a--) {
				int32_t d = reach2[a];
				for (int32_t b = eg->cls_first[d]; b < eg->cls_first[d + 1]; b++) {
					int32_t w = eg->cls_list[b];
					if (w == choice[d] || !multi_output(eg, w) || !touches(eg, &first, d, w))
						continue;
					tasoc_dag_delta_mark m2 = tasoc_dag_delta_mark_now(dd);
					move_apply(eg, choice, dd, fill, d, w, &second);
					double nw;
					if (move_cheaper(eg, cost, choice, sc, dd, m1, *cur, &nw)) {
						*cur = nw;
						return true;
					}
					move_revert(choice, dd, m2, &second);
					if ((++*evals & 63) == 0 && time_limit_s > 0 &&
					    tasoc_clock_now(clock, TASOC_CLOCK_WALL) - t0 > time_limit_s) {
						move_revert(choice, dd, m1, &first);
						*stop = true;
						return false;
					}
				}
			}
			move_revert(choice, dd, m1, &first);
		}
	}
	return false;
}

static tasoc_status improve(const tasoc_egraph *eg, const double *cost, unsigned fuses, int32_t *choice,
			    const int32_t *fill, tasoc_clock_fn clock, double time_limit_s, double *cost_out, int32_t *moves,
			    bool pairs)
{
	tasoc_allocator *al = eg->al;
	int32_t nc = eg->nclasses;
	dag_scratch sc;
	tasoc_dag_delta dd;
	int32_t *reach = tasoc_alloc(al, ((size_t)nc + 1) * sizeof *reach);
	int32_t *reach2 = tasoc_alloc(al, ((size_t)nc + 1) * sizeof *reach2);
	if (!reach || !reach2 || scratch_init(al, nc, fuses, &sc) != 0) {
		tasoc_free(al, reach);
		tasoc_free(al, reach2);
		return TASOC_ERR_NOMEM;
	}
	double t0 = tasoc_clock_now(clock, TASOC_CLOCK_WALL);
	int64_t evals = 0;
	*moves = 0;
	/* classes the choice does not reach take fill's e-node, then the oldest e-node, so any move is complete */
	for (int32_t c = 0; c < nc; c++)
		if (choice[c] < 0 && fill && fill[c] >= 0)
			choice[c] = fill[c];
	for (int32_t v = eg->nnodes - 1; v >= 0; v--)
		if (!eg->nodes[v].dead && choice[eg->nodes[v].cls] < 0)
			choice[eg->nodes[v].cls] = v;
	double cur = dag_cost(eg, cost, choice, &sc);
	tasoc_status st = cur < 0 ? TASOC_ERR_CYCLE : TASOC_OK;
	if (tasoc_dag_delta_init(&dd, eg, cost, fuses, choice) != 0) {
		tasoc_free(al, reach);
		tasoc_free(al, reach2);
		scratch_free(al, &sc);
		return TASOC_ERR_NOMEM;
	}
	bool improved = cur >= 0, stop = false;
	while (improved && !stop) {
		improved = false;
		/* the classes the current choice reaches, as the last costing ordered them (inputs first) */
		int32_t nr = sc.norder;
		memcpy(reach, sc.order, (size_t)nr * sizeof *reach);
		for (int32_t i = nr - 1; i >= 0 && !stop; i--) {
			int32_t c = reach[i];
			for (int32_t j = eg->cls_first[c]; j < eg->cls_first[c + 1]; j++) {
				int32_t u = eg->cls_list[j];
				if (u == choice[c])
					continue;
				move_undo un;
				tasoc_dag_delta_mark mark = tasoc_dag_delta_mark_now(&dd);
				move_apply(eg, choice, &dd, fill, c, u, &un);
				double nw;
				if (move_cheaper(eg, cost, choice, &sc, &dd, mark, cur, &nw)) {
					cur = nw;
					improved = true;
					++*moves;
					tasoc_dag_delta_reset(&dd, choice); /* counted afresh: a cycle left no trace */
					break;
				}
				move_revert(choice, &dd, mark, &un);
				if ((++evals & 63) == 0 && time_limit_s > 0 &&
				    tasoc_clock_now(clock, TASOC_CLOCK_WALL) - t0 > time_limit_s) {
					stop = true;
					break;
				}
			}
		}
		/* at a local optimum of single moves, a pair of merge moves */
		if (pairs && !improved && !stop &&
		    pair_pass(eg, cost, choice, fill, &sc, &dd, reach, reach2, &cur, clock, t0, time_limit_s, &evals,
			      &stop)) {
			improved = true;
			*moves += 2;
			tasoc_dag_delta_reset(&dd, choice);
		}
		cur = dag_cost(eg, cost, choice, &sc); /* and the order of what it reaches, for the next pass */
	}
	*cost_out = cur;
	tasoc_free(al, reach);
	tasoc_free(al, reach2);
	scratch_free(al, &sc);
	tasoc_dag_delta_free(&dd);
	return st;
}

tasoc_status tasoc_extract_improve(const tasoc_egraph *eg, const double *cost, unsigned fuses, int32_t *choice,
				   const int32_t *fill, tasoc_clock_fn clock, double time_limit_s, double *cost_out,
				   int32_t *moves)
{
	return improve(eg, cost, fuses, choice, fill, clock, time_limit_s, cost_out, moves, false);
}

tasoc_status tasoc_extract_improve_pairs(const tasoc_egraph *eg, const double *cost, unsigned fuses, int32_t *choice,
					 const int32_t *fill, tasoc_clock_fn clock, double time_limit_s,
					 double *cost_out, int32_t *moves)
{
	return improve(eg, cost, fuses, choice, fill, clock, time_limit_s, cost_out, moves, true);
}

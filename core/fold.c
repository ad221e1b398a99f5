/* fold.c: constant folding after the search: weight-only subgraphs become new weights. */
#include <string.h>

#include "cost.h"
#include "format.h"
#include "interp.h"
#include "search.h"

/*
 * Rewrites such as "merge two convolutions" leave operators whose inputs are
 * all weights (concat of the two kernels, a kernel enlarged to 3x3). The
 * search already counts them as free; here each maximal such subgraph whose
 * value is read by a non-constant node (or is a graph output) is evaluated
 * once with the reference interpreter and replaced by a weight. Inputs read
 * only for their shape (those of constant operators such as eye and
 * idkernel, groupmerge's x) get a zero tensor of that shape in the small
 * graph, since their values are unused.
 */

typedef struct folder {
	tasoc_graph *g;
	tasoc_graph sub;
	int32_t *map;     /* node of g -> node of sub, -1 when not copied */
	int32_t *cone;    /* the nodes map was set for, to reset them after */
	int32_t ncone;
} folder;

/*
 * The readers a fold redirects: for each node, the (consumer, slot) pairs
 * of the live non-constant nodes that read it, built once, so folding one
 * node costs its cone and its readers, not a scan of the graph (a 100k-node
 * model folds 5k weights).
 */
typedef struct readers {
	int32_t *first;   /* n + 1 offsets into who/slot */
	int32_t *who, *slot;
} readers;

/* Copies the constant cone of v into f->sub; returns v's id in sub or -1. */
static int32_t copy_cone(folder *f, int32_t v, int32_t *stack, uint8_t *next)
{
	tasoc_graph *g = f->g;
	int32_t sp = 0;
	stack[sp++] = v;
	next[v] = 0;
	while (sp > 0) {
		int32_t u = stack[sp - 1];
		tasoc_node *n = &g->nodes[u];
		if (f->map[u] >= 0) {
			sp--;
			continue;
		}
		const tasoc_op_info *op = &tasoc_ops[n->op];
		bool shape_only = (op->flags & TASOC_OPF_CONSTANT) != 0;
		while (!shape_only && next[u] < n->nin && (op->shape_mask >> next[u] & 1))
			next[u]++; /* read for its shape only: not part of the cone */
		if (!shape_only && next[u] < n->nin) {
			int32_t w = n->in[next[u]++].node;
			if (f->map[w] < 0) {
				next[w] = 0;
				stack[sp++] = w;
			}
			continue;
		}
		int32_t id;
		if (n->op == TASOC_OP_WEIGHT) {
			id = tasoc_add_weight(&f->sub, NULL, n->out[0], tasoc_weight_data(g, u), false);
		} else {
			tasoc_ref in[TASOC_MAX_IN];
			for (int i = 0; i < n->nin; i++) {
				int32_t w = n->in[i].node;
				if (shape_only || (op->shape_mask >> i & 1)) {
					/* Only the shape is read: a zero tensor of that shape. */
					const tasoc_shape *sh = tasoc_ref_shape(g, n->in[i]);
					float *z = tasoc_calloc(f->sub.al, (size_t)tasoc_numel(sh), sizeof *z);
					int32_t zw = z ? tasoc_add_weight(&f->sub, NULL, *sh, z, true) : -1;
					tasoc_free(f->sub.al, z);
					if (zw < 0)
						return -1;
					in[i] = tasoc_ref_make(zw, 0);
				} else {
					in[i] = tasoc_ref_make(f->map[w], n->in[i].out);
				}
			}
			id = tasoc_add_op(&f->sub, n->op, n->attr, n->nin, in, NULL);
		}
		if (id < 0)
			return -1;
		f->map[u] = id;
		f->cone[f->ncone++] = u;
		sp--;
	}
	return f->map[v];
}

/* Evaluates node v (constant) and redirects its readers to new weights. */
/* map is -1 for every node before and after (nodes added by folding are never in a constant cone). */
static tasoc_status fold_one(tasoc_graph *g, const readers *rd, int32_t v, int32_t *stack, uint8_t *next,
			     int32_t *map, int32_t *cone, tasoc_sgemm_fn sgemm)
{
	folder f = { g, { 0 }, map, cone, 0 };
	tasoc_status st = tasoc_graph_init(&f.sub, g->al);
	if (st != TASOC_OK) {
		tasoc_format(g->err, sizeof g->err, "folding '%.60s': out of memory", tasoc_node_name(g, v));
		return st;
	}
	int32_t sv = copy_cone(&f, v, stack, next);
	int nout = g->nodes[v].nout;
	float *out[TASOC_MAX_OUT] = { 0 };
	if (sv < 0) {
		tasoc_format(g->err, sizeof g->err, "folding '%.60s': %.160s", tasoc_node_name(g, v), f.sub.err);
		st = f.sub.err[0] && strstr(f.sub.err, "memory") ? TASOC_ERR_NOMEM : TASOC_ERR_SHAPE;
		goto done;
	}
	for (int o = 0; o < nout; o++)
		if ((st = tasoc_add_output(&f.sub, tasoc_ref_make(sv, o), NULL)) != TASOC_OK)
			goto done;
	for (int o = 0; o < nout; o++)
		if (!(out[o] = tasoc_alloc(g->al, (size_t)tasoc_numel(&g->nodes[v].out[o]) * sizeof(float)))) {
			st = TASOC_ERR_NOMEM;
			goto done;
		}
	if ((st = tasoc_interp_with(&f.sub, TASOC_MODE_F32, NULL, (void *const *)out, sgemm)) != TASOC_OK) {
		tasoc_format(g->err, sizeof g->err, "folding '%.60s': %.160s", tasoc_node_name(g, v), f.sub.err);
		goto done;
	}
	for (int o = 0; o < nout; o++) {
		char name[96];
		tasoc_format(name, sizeof name, "%s_folded%d", g->nodes[v].name >= 0 ? tasoc_node_name(g, v) : "const",
			 o);
		int32_t w = tasoc_add_weight(g, name, g->nodes[v].out[o], out[o], true);
		if (w < 0) {
			st = TASOC_ERR_NOMEM;
			goto done;
		}
		for (int32_t k = rd->first[v]; k < rd->first[v + 1]; k++) {
			tasoc_ref *in = &g->nodes[rd->who[k]].in[rd->slot[k]];
			if (in->node == v && in->out == o)
				*in = tasoc_ref_make(w, 0);
		}
		for (int32_t i = 0; i < g->noutputs; i++)
			if (g->outputs[i].node == v && g->outputs[i].out == o)
				g->outputs[i] = tasoc_ref_make(w, 0);
	}
done:
	for (int32_t i = 0; i < f.ncone; i++)
		map[cone[i]] = -1;
	if (st == TASOC_ERR_NOMEM && !strstr(g->err, "memory"))
		tasoc_format(g->err, sizeof g->err, "folding '%.60s': out of memory", tasoc_node_name(g, v));
	for (int o = 0; o < nout; o++)
		tasoc_free(g->al, out[o]);
	tasoc_graph_free(&f.sub);
	return st;
}

tasoc_status tasoc_fold_constants(tasoc_graph *g, int32_t *folded, tasoc_sgemm_fn sgemm, tasoc_progress_fn progress,
				  void *ctx)
{
	int32_t n = g->nnodes, k = 0, nf = 0, total = 0;
	int32_t *order = tasoc_alloc(g->al, ((size_t)n + 1) * sizeof *order);
	int32_t *stack = tasoc_alloc(g->al, ((size_t)n + 1) * sizeof *stack);
	int32_t *map = tasoc_alloc(g->al, ((size_t)n + 1) * sizeof *map);
	uint8_t *cst = tasoc_calloc(g->al, (size_t)n + 1, 1);
	uint8_t *fold = tasoc_calloc(g->al, (size_t)n + 1, 1);
	uint8_t *next = tasoc_calloc(g->al, (size_t)n + 1, 1);
	int32_t *cone = tasoc_alloc(g->al, ((size_t)n + 1) * sizeof *cone);
	readers rd = { tasoc_calloc(g->al, (size_t)n + 2, sizeof *rd.first), NULL, NULL };
	tasoc_status st = TASOC_ERR_NOMEM;
	int32_t nedges = 0;
	for (int32_t u = 0; u < n; u++)
		nedges += g->nodes[u].dead ? 0 : g->nodes[u].nin;
	rd.who = tasoc_alloc(g->al, ((size_t)nedges + 1) * sizeof *rd.who);
	rd.slot = tasoc_alloc(g->al, ((size_t)nedges + 1) * sizeof *rd.slot);
	if (!order || !stack || !map || !cst || !fold || !next || !cone || !rd.first || !rd.who || !rd.slot) {
		tasoc_format(g->err, sizeof g->err, "out of memory folding constants");
		goto done;
	}
	if ((st = tasoc_graph_topo(g, false, order, &k)) != TASOC_OK)
		goto done;
	for (int32_t i = 0; i < k; i++)
		cst[order[i]] = tasoc_node_const(g, order[i], cst);
	/* Fold the constant non-weights read by a non-constant node or an output. */
	for (int32_t i = 0; i < k; i++) {
		tasoc_node *nd = &g->nodes[order[i]];
		if (cst[order[i]])
			continue;
		for (int j = 0; j < nd->nin; j++)
			if (cst[nd->in[j].node] && g->nodes[nd->in[j].node].op != TASOC_OP_WEIGHT)
				fold[nd->in[j].node] = 1;
	}
	for (int32_t i = 0; i < g->noutputs; i++)
		if (cst[g->outputs[i].node] && g->nodes[g->outputs[i].node].op != TASOC_OP_WEIGHT)
			fold[g->outputs[i].node] = 1;
	for (int32_t i = 0; i < k; i++)
		total += fold[order[i]];
	/* Readers of each node among the live non-constant ones (a counting sort by producer). */
	for (int32_t u = 0; u < n; u++)
		if (!g->nodes[u].dead && !cst[u])
			for (int i = 0; i < g->nodes[u].nin; i++)
				rd.first[g->nodes[u].in[i].node + 2]++;
	for (int32_t v = 1; v <= n; v++)
		rd.first[v + 1] += rd.first[v];
	for (int32_t u = 0; u < n; u++)
		if (!g->nodes[u].dead && !cst[u])
			for (int i = 0; i < g->nodes[u].nin; i++) {
				int32_t at = rd.first[g->nodes[u].in[i].node + 1]++;
				rd.who[at] = u;
				rd.slot[at] = i;
			}
	for (int32_t v = 0; v < n; v++)
		map[v] = -1;
	if (progress && total)
		progress(ctx, "folding weights", 0, total);
	for (int32_t i = 0; i < k; i++)
		if (fold[order[i]]) {
			if ((st = fold_one(g, &rd, order[i], stack, next, map, cone, sgemm)) != TASOC_OK)
				goto done;
			nf++;
			if (progress)
				progress(ctx, "folding weights", nf, total);
		}
	tasoc_graph_prune(g);
	st = TASOC_OK;
done:
	tasoc_free(g->al, order);
	tasoc_free(g->al, stack);
	tasoc_free(g->al, map);
	tasoc_free(g->al, cst);
	tasoc_free(g->al, fold);
	tasoc_free(g->al, next);
	tasoc_free(g->al, cone);
	tasoc_free(g->al, rd.first);
	tasoc_free(g->al, rd.who);
	tasoc_free(g->al, rd.slot);
	if (folded)
		*folded = nf;
	return st;
}

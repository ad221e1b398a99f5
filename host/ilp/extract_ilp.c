/* extract_ilp.c: extraction as TENSAT's integer program, solved by GLPK's branch and cut, started from a known graph. */
#include <glpk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../../core/extract.h"
#include "extract_ilp.h"

/*
 * Over the classes the roots can reach, one binary x_v per e-node v (v is
 * in the graph) and one order variable t_c in [0, 1] per class:
 *
 *   minimize   sum cost_v x_v
 *   root c:    sum_{v in c} x_v = 1;   other c: sum_{v in c} x_v <= 1
 *   c, input class d:  sum_{v in c reading d} x_v <= sum_{u in d} x_u   (inputs chosen)
 *   v in c, input d:   t_c - t_d - 2 x_v >= eps - 2 (chosen e-nodes go up in t: no cycle)
 *   c, d in need(c):   sum_{u in d} x_u >= sum_{v in c} x_v  (what every graph of c holds)
 *
 * with eps = 1 / (classes + 1) (TENSAT, MLSys'21, section 4; the input
 * rows summed over c and the need rows are ours, issue 17: they bring the
 * relaxation of BERT's saturated e-graph from 0.24 ms to 2.10 against an
 * optimum of 2.37, and CBC proves that optimum in 4 s). Unlike the
 * greedy extraction, a tensor read twice is paid once: this is what finds
 * a merge whose concatenated product feeds both halves of a split. The
 * start choice (the cheaper of the greedy and the source graph) is handed
 * to the solver as its first incumbent, so at the time limit the answer
 * is never worse than it.
 */

typedef struct ilp {
	const tasoc_egraph *eg;
	int32_t *colx;   /* column of e-node v, 0 when not in the program */
	int32_t *colt;   /* column of t_c, 0 when c is unreachable */
	double *start;   /* the first incumbent, by column (1-based), or NULL */
	int given;
	double bound;    /* the best lower bound branch and cut has proved (the open nodes' least) */
} ilp;

static void callback(glp_tree *tree, void *info)
{
	ilp *p = info;
	if (glp_ios_reason(tree) == GLP_IHEUR && p->start && !p->given) {
		p->given = 1;
		glp_ios_heur_sol(tree, p->start);
	}
	/*
	 * No graph in the e-graph costs less than the bound: when the search is
	 * cut by the time limit, that says how far the answer can be from the
	 * e-graph's optimum (issue 17: is the local improvement's graph the best
	 * the rules reach?).
	 */
	int b = glp_ios_best_node(tree);
	if (b) {
		double v = glp_ios_node_bound(tree, b);
		if (v > p->bound)
			p->bound = v;
	}
}

/* t of each class the start choice uses: its height over the leaves, times eps. */
static int heights(const tasoc_egraph *eg, const int32_t *choice, int32_t *h)
{
	int32_t n = eg->nclasses, bad;
	int32_t *stack = malloc(tasoc_extract_stack_len(n) * sizeof *stack);
	int32_t *order = malloc(((size_t)n + 1) * sizeof *order);
	uint8_t *state = malloc((size_t)n + 1);
	int32_t norder = stack && order && state ? tasoc_extract_order(eg, choice, state, stack, order, &bad) : -1;
	for (int32_t c = 0; c < n; c++)
		h[c] = -1;
	for (int32_t k = 0; k < norder; k++) { /* post-order: the inputs' heights are known */
		const tasoc_enode *e = &eg->nodes[choice[order[k]]];
		int32_t m = 0;
		for (int i = 0; i < e->nin; i++)
			if (h[tasoc_egraph_find_const(eg, e->child[i])] + 1 > m)
				m = h[tasoc_egraph_find_const(eg, e->child[i])] + 1;
		h[order[k]] = m;
	}
	free(stack);
	free(order);
	free(state);
	return norder < 0 ? -1 : 0; /* a cycle or a class without a choice: not a valid start */
}

/*
 * The strongly connected components of the class graph (c -> d when an
 * e-node of c reads d) over the nq classes of queue: comp[c] for each.
 * An edge between two components is on no cycle, so only the edges inside
 * one need order rows: usually few, which keeps the program small.
 * Tarjan's algorithm, iteratively (graphs of thousands of classes).
 */
static int components(const tasoc_egraph *eg, const int32_t *queue, int32_t nq, int32_t *comp)
{
	int32_t n = eg->nclasses;
	int32_t *idx = malloc(((size_t)n + 1) * sizeof *idx), *low = malloc(((size_t)n + 1) * sizeof *low);
	int32_t *stack = malloc(((size_t)n + 1) * sizeof *stack), *call = malloc(((size_t)n + 1) * sizeof *call);
	int32_t *pos = malloc(((size_t)n + 1) * sizeof *pos); /* next edge to look at: (list index, input) */
	uint8_t *on = calloc((size_t)n + 1, 1);
	int rc = -1;
	if (!idx || !low || !stack || !call || !pos || !on)
		goto done;
	for (int32_t c = 0; c < n; c++)
		idx[c] = comp[c] = -1;
	int32_t counter = 0, sp = 0, ncomp = 0;
	for (int32_t q = 0; q < nq; q++) {
		if (idx[queue[q]] >= 0)
			continue;
		int32_t cp = 0;
		call[cp++] = queue[q];
		idx[queue[q]] = low[queue[q]] = counter++;
		pos[queue[q]] = 0;
		stack[sp++] = queue[q];
		on[queue[q]] = 1;
		while (cp > 0) {
			int32_t c = call[cp - 1], next = -1;
			/* edges of c as (member j, input k) flattened: pos = j * TASOC_MAX_IN + k */
			int32_t members = eg->cls_first[c + 1] - eg->cls_first[c];
			while (pos[c] < members * TASOC_MAX_IN) {
				int32_t j = pos[c] / TASOC_MAX_IN, k = pos[c] % TASOC_MAX_IN;
				const tasoc_enode *e = &eg->nodes[eg->cls_list[eg->cls_first[c] + j]];
				pos[c]++;
				if (k >= e->nin)
					continue;
				int32_t d = e->child[k];
				if (idx[d] < 0) {
					next = d;
					break;
				}
				if (on[d] && idx[d] < low[c])
					low[c] = idx[d];
			}
			if (next >= 0) {
				idx[next] = low[next] = counter++;
				pos[next] = 0;
				stack[sp++] = next;
				on[next] = 1;
				call[cp++] = next;
				continue;
			}
			cp--;
			if (cp > 0 && low[c] < low[call[cp - 1]])
				low[call[cp - 1]] = low[c];
			if (low[c] == idx[c]) {
				int32_t d;
				do {
					d = stack[--sp];
					on[d] = 0;
					comp[d] = ncomp;
				} while (d != c);
				ncomp++;
			}
		}
	}
	rc = 0;
done:
	free(idx);
	free(low);
	free(stack);
	free(call);
	free(pos);
	free(on);
	return rc;
}

/* path with suffix appended, opened for writing; NULL with err set when it cannot be. */
static FILE *open_beside(const char *path, const char *suffix, char *err, size_t errsize)
{
	char name[4096];
	snprintf(name, sizeof name, "%s%s", path, suffix);
	FILE *f = fopen(name, "w");
	if (!f)
		snprintf(err, errsize, "could not write %s", name);
	return f;
}

/*
 * The program in free MPS, columns named x<e-node> and t<class>, and
 * beside it (path.start) the start choice's objective: an upper bound
 * that an offline solver can take as its cutoff.
 */
static int write_program(glp_prob *lp, const ilp *p, const int32_t *queue, int32_t nq, const char *path, char *err, size_t errsize)
{
	const tasoc_egraph *eg = p->eg;
	char name[32];
	for (int32_t i = 0; i < nq; i++) {
		int32_t c = queue[i];
		for (int32_t j = eg->cls_first[c]; j < eg->cls_first[c + 1]; j++) {
			snprintf(name, sizeof name, "x%d", (int)eg->cls_list[j]);
			glp_set_col_name(lp, p->colx[eg->cls_list[j]], name);
		}
		snprintf(name, sizeof name, "t%d", (int)c);
		glp_set_col_name(lp, p->colt[c], name);
	}
	/* CPLEX LP when the name ends in .lp (CBC reads GLPK's MPS comments on empty columns as errors), else MPS */
	size_t len = strlen(path);
	bool lpformat = len > 3 && strcmp(path + len - 3, ".lp") == 0;
	if ((lpformat ? glp_write_lp(lp, NULL, path) : glp_write_mps(lp, GLP_MPS_FILE, NULL, path)) != 0) {
		snprintf(err, errsize, "could not write the program to %s", path);
		return -1;
	}
	if (p->start) {
		double sum = 0;
		for (int col = 1; col <= glp_get_num_cols(lp); col++)
			sum += p->start[col] * glp_get_obj_coef(lp, col);
		FILE *f = open_beside(path, ".start", err, errsize);
		if (!f)
			return -1;
		fprintf(f, "%.9g\n", sum);
		fclose(f);
	}
	/* and the e-nodes (path.nodes: e-node, class, operator, cost, input classes), to read a solution back */
	FILE *f = open_beside(path, ".nodes", err, errsize);
	if (!f)
		return -1;
	for (int32_t i = 0; i < nq; i++)
		for (int32_t j = eg->cls_first[queue[i]]; j < eg->cls_first[queue[i] + 1]; j++) {
			int32_t v = eg->cls_list[j];
			const tasoc_enode *e = &eg->nodes[v];
			fprintf(f, "%d %d %s %.9g", (int)v, (int)queue[i], tasoc_ops[e->op].name,
				glp_get_obj_coef(lp, p->colx[v]));
			for (int k = 0; k < e->nin; k++)
				fprintf(f, " %d", (int)e->child[k]);
			fputc('\n', f);
		}
	fclose(f);
	return 0;
}

/*
 * Classes every acyclic graph for class c must hold: need(c), the greatest
 * solution of need(c) = the intersection, over the e-nodes v of c that can
 * be chosen, of the union over v's input classes d of {d} and need(d)
 * (computed down from "all classes"). It is sound: in an acyclic choice,
 * by induction from the leaves, need(c) lies within what c's chosen e-node
 * reaches. So whenever c is in the graph, so is d in need(c), and
 *
 *   sum_{u in d} x_u >= sum_{v in c} x_v
 *
 * holds of every graph. The child rows alone say this of d only per
 * reading e-node: the relaxation covered c by five alternatives at 0.2,
 * each reading other classes, and needed what all of them need at 0.2 only
 * (BERT's saturated e-graph: its feed-forward products, which every graph
 * computes, at 0; a relaxation of 0.24 ms against 2.37). A row per pair
 * would be quadratic: only d in need(c) that is not in need(d') of another
 * d' in need(c) gets one (the others follow through d'). A class in its
 * own need has no acyclic graph: its e-nodes are fixed at 0. Bitsets over
 * the nq classes (memory nq^2 / 8 bytes), so none past 32,768 classes.
 */
static int needed_rows(glp_prob *lp, const ilp *p, const int32_t *queue, int32_t nq, int32_t *nrows)
{
	const tasoc_egraph *eg = p->eg;
	*nrows = 0;
	if (nq > 32768)
		return 0; /* 128 MB of bitsets past this; Inception-v3's saturated e-graph has 27,100 classes (92 MB) */
	size_t words = ((size_t)nq + 63) / 64;
	uint64_t *need = malloc((size_t)nq * words * sizeof *need), *acc = malloc(words * sizeof *acc);
	uint64_t *uni = malloc(words * sizeof *uni);
	int32_t *qi = malloc(((size_t)eg->nclasses + 1) * sizeof *qi);
	int *ind = malloc(((size_t)nq + 1) * sizeof *ind);
	double *val = malloc(((size_t)nq + 1) * sizeof *val);
	int rc = -1;
	if (!need || !acc || !uni || !qi || !ind || !val)
		goto done;
	for (int32_t c = 0; c < eg->nclasses; c++)
		qi[c] = -1;
	for (int32_t i = 0; i < nq; i++)
		qi[queue[i]] = i;
	memset(need, 0xff, (size_t)nq * words * sizeof *need);
	/* down to the greatest fixed point; the queue is breadth first from the roots, so leaves-first is its reverse */
	for (bool changed = true; changed;) {
		changed = false;
		for (int32_t i = nq - 1; i >= 0; i--) {
			int32_t c = queue[i];
			uint64_t *nc = need + (size_t)i * words;
			bool any = false;
			memset(acc, 0xff, words * sizeof *acc);
			for (int32_t j = eg->cls_first[c]; j < eg->cls_first[c + 1]; j++) {
				const tasoc_enode *e = &eg->nodes[eg->cls_list[j]];
				if (glp_get_col_ub(lp, p->colx[eg->cls_list[j]]) == 0)
					continue; /* never chosen */
				any = true;
				memset(uni, 0, words * sizeof *uni);
				for (int k = 0; k < e->nin; k++) {
					int32_t d = qi[e->child[k]];
					const uint64_t *nd = need + (size_t)d * words;
					for (size_t w = 0; w < words; w++)
						uni[w] |= nd[w];
					uni[d / 64] |= (uint64_t)1 << (d % 64);
				}
				for (size_t w = 0; w < words; w++)
					acc[w] &= uni[w];
			}
			if (!any)
				memset(acc, 0, words * sizeof *acc); /* nothing can be chosen: the class row says so */
			for (size_t w = 0; w < words; w++)
				if (acc[w] != nc[w]) {
					nc[w] &= acc[w];
					changed = true;
				}
		}
	}
	for (int32_t i = 0; i < nq; i++) {
		int32_t c = queue[i];
		const uint64_t *nc = need + (size_t)i * words;
		int cm = 0;
		for (int32_t j = eg->cls_first[c]; j < eg->cls_first[c + 1]; j++) {
			ind[++cm] = p->colx[eg->cls_list[j]];
			val[cm] = -1;
		}
		if (nc[i / 64] >> (i % 64) & 1) { /* c needs itself: no acyclic graph holds it */
			for (int k = 1; k <= cm; k++)
				glp_set_col_bnds(lp, ind[k], GLP_FX, 0, 0);
			continue;
		}
		/* the classes of need(c) in queue order (nearer the roots first), skipping those another one needs */
		memset(uni, 0, words * sizeof *uni);
		for (int32_t d = 0; d < nq; d++) {
			if (!(nc[d / 64] >> (d % 64) & 1) || (uni[d / 64] >> (d % 64) & 1))
				continue;
			const uint64_t *nd = need + (size_t)d * words;
			for (size_t w = 0; w < words; w++)
				uni[w] |= nd[w];
		}
		for (int32_t d = 0; d < nq; d++) {
			if (!(nc[d / 64] >> (d % 64) & 1) || (uni[d / 64] >> (d % 64) & 1))
				continue;
			int n = cm;
			for (int32_t u = eg->cls_first[queue[d]]; u < eg->cls_first[queue[d] + 1]; u++) {
				ind[++n] = p->colx[eg->cls_list[u]];
				val[n] = 1;
			}
			int row = glp_add_rows(lp, 1);
			glp_set_row_bnds(lp, row, GLP_LO, 0, 0);
			glp_set_mat_row(lp, row, n, ind, val);
			++*nrows;
		}
	}
	rc = 0;
done:
	free(need);
	free(acc);
	free(uni);
	free(qi);
	free(ind);
	free(val);
	return rc;
}

/* Whether e-node v is one output of a node of several (a split's half): the graph builds its group as one node. */
static bool multi_output(const tasoc_egraph *eg, int32_t v)
{
	const tasoc_enode *n = &eg->nodes[v];
	return n->leaf >= 0 ? eg->src->nodes[n->leaf].nout > 1 : tasoc_ops[n->op].nout > 1;
}

/* Whether class c is one of the graph's outputs (read by the world, so charged however it is read). */
static bool is_root(const tasoc_egraph *eg, int32_t c)
{
	for (int32_t r = 0; r < eg->nroots; r++)
		if (tasoc_egraph_find_const(eg, eg->roots[r]) == c)
			return true;
	return false;
}

/*
 * The objective as the graph is costed (tasoc_cost_graph), where an
 * e-node's own cost is not it:
 * - a split's halves are one node, charged once: a column g per group,
 *   g >= x_v for each half v, charged the split's cost, the halves 0;
 * - under a backend that fuses a transpose into the matmuls reading it as
 *   their right operand (fuses, cost.h: ort), a transpose is charged only
 *   when something else reads its class or it is an output: a column w,
 *   w >= x_v + x_u - 1 for each e-node u reading the class otherwise (and
 *   w >= x_v at a root), charged the transpose's cost, x_v 0.
 * Without these the program charged BERT's saturated e-graph under ort
 * 3.5 ms above its graph's cost for split halves twice, and 0.4 ms for
 * fused transposes. gcol/wcol: the column of each e-node's group or
 * transpose charge, 0 when none (to set the start's).
 */
static int objective_columns(glp_prob *lp, const ilp *p, const double *cost, unsigned fuses, const int32_t *queue,
			     int32_t nq, int32_t *gcol, int32_t *wcol)
{
	const tasoc_egraph *eg = p->eg;
	int ind[4];
	double val[4];
	for (int32_t i = 0; i < nq; i++) {
		int32_t c = queue[i];
		bool root = is_root(eg, c);
		for (int32_t j = eg->cls_first[c]; j < eg->cls_first[c + 1]; j++) {
			int32_t v = eg->cls_list[j];
			const tasoc_enode *e = &eg->nodes[v];
			if (cost[v] <= 0)
				continue;
			if (multi_output(eg, v) && e->nin > 0) {
				/* the group's column: made by its first half met, found by the others among the input's readers */
				int32_t d = e->child[0], g = 0;
				for (int32_t k = eg->par_first[d]; k < eg->par_first[d + 1] && !g; k++) {
					int32_t u = eg->par_list[k];
					if (u != v && gcol[u] && tasoc_egraph_same_group(eg, u, v))
						g = gcol[u];
				}
				if (!g) {
					char name[32];
					snprintf(name, sizeof name, "g%d", (int)v);
					g = glp_add_cols(lp, 1);
					glp_set_col_name(lp, g, name);
					glp_set_col_bnds(lp, g, GLP_DB, 0, 1);
					glp_set_obj_coef(lp, g, cost[v]);
				}
				gcol[v] = g;
				glp_set_obj_coef(lp, p->colx[v], 0);
				ind[1] = g, val[1] = 1, ind[2] = p->colx[v], val[2] = -1;
				int row = glp_add_rows(lp, 1);
				glp_set_row_bnds(lp, row, GLP_LO, 0, 0);
				glp_set_mat_row(lp, row, 2, ind, val);
			} else if ((fuses & TASOC_COST_FUSES_TRANSPOSE_MATMUL) && e->op == TASOC_OP_TRANSPOSE) {
				char name[32];
				snprintf(name, sizeof name, "w%d", (int)v);
				int32_t w = glp_add_cols(lp, 1);
				glp_set_col_name(lp, w, name);
				glp_set_col_bnds(lp, w, GLP_DB, 0, 1);
				glp_set_obj_coef(lp, w, cost[v]);
				glp_set_obj_coef(lp, p->colx[v], 0);
				wcol[v] = w;
				if (root) {
					ind[1] = w, val[1] = 1, ind[2] = p->colx[v], val[2] = -1;
					int row = glp_add_rows(lp, 1);
					glp_set_row_bnds(lp, row, GLP_LO, 0, 0);
					glp_set_mat_row(lp, row, 2, ind, val);
				}
				for (int32_t k = eg->par_first[c]; k < eg->par_first[c + 1]; k++) {
					int32_t u = eg->par_list[k];
					const tasoc_enode *f = &eg->nodes[u];
					bool other = false;
					for (int q = 0; q < f->nin; q++)
						other |= f->child[q] == c && !(f->op == TASOC_OP_MATMUL && q == 1);
					if (!other || !p->colx[u] || u == v)
						continue;
					ind[1] = w, val[1] = 1, ind[2] = p->colx[v], val[2] = -1, ind[3] = p->colx[u], val[3] = -1;
					int row = glp_add_rows(lp, 1);
					glp_set_row_bnds(lp, row, GLP_LO, -1, 0);
					glp_set_mat_row(lp, row, 3, ind, val);
				}
			}
		}
	}
	return 0;
}

/* The start's values of the columns above: a group charged when a half is chosen, a transpose when read otherwise. */
static void objective_start(const ilp *p, const int32_t *queue, int32_t nq, const int32_t *gcol, const int32_t *wcol,
			    double *start)
{
	const tasoc_egraph *eg = p->eg;
	for (int32_t i = 0; i < nq; i++) {
		int32_t c = queue[i];
		bool root = is_root(eg, c);
		for (int32_t j = eg->cls_first[c]; j < eg->cls_first[c + 1]; j++) {
			int32_t v = eg->cls_list[j];
			if (start[p->colx[v]] < 0.5)
				continue;
			if (gcol[v])
				start[gcol[v]] = 1;
			if (!wcol[v])
				continue;
			bool other = root;
			for (int32_t k = eg->par_first[c]; k < eg->par_first[c + 1] && !other; k++) {
				int32_t u = eg->par_list[k];
				const tasoc_enode *f = &eg->nodes[u];
				if (!p->colx[u] || start[p->colx[u]] < 0.5)
					continue;
				for (int q = 0; q < f->nin; q++)
					other |= f->child[q] == c && !(f->op == TASOC_OP_MATMUL && q == 1);
			}
			start[wcol[v]] = other;
		}
	}
}

tasoc_status tasoc_ilp_extract(void *ctx, const tasoc_egraph *eg, const double *cost, unsigned fuses,
			       const int32_t *start, double time_limit_s, int32_t *choice, char *err, size_t errsize)
{
	tasoc_ilp_opts *opts = ctx;
	if (opts) {
		opts->relaxation = -1;
		opts->need_rows = 0;
	}
	int32_t nc = eg->nclasses, nn = eg->nnodes;
	tasoc_status rc = TASOC_ERR_NOMEM;
	ilp p = { eg, calloc((size_t)nn + 1, sizeof(int32_t)), calloc((size_t)nc + 1, sizeof(int32_t)), NULL, 0, 0 };
	int32_t *queue = malloc(((size_t)nc + 1) * sizeof *queue), *h = malloc(((size_t)nc + 1) * sizeof *h);
	int32_t *comp = NULL, *mark = NULL, *gcol = NULL, *wcol = NULL;
	int *ind = NULL;
	double *val = NULL;
	glp_prob *lp = NULL;
	if (!p.colx || !p.colt || !queue || !h) {
		snprintf(err, errsize, "out of memory");
		goto done;
	}
	/* the classes the roots reach through any e-node, breadth first */
	int32_t nq = 0, ncols = 0, maxclass = 1;
	for (int32_t r = 0; r < eg->nroots; r++)
		if (!p.colt[eg->roots[r]]) {
			p.colt[eg->roots[r]] = -1;
			queue[nq++] = eg->roots[r];
		}
	for (int32_t i = 0; i < nq; i++) {
		int32_t c = queue[i], size = eg->cls_first[c + 1] - eg->cls_first[c];
		maxclass = size > maxclass ? size : maxclass;
		for (int32_t j = eg->cls_first[c]; j < eg->cls_first[c + 1]; j++) {
			const tasoc_enode *e = &eg->nodes[eg->cls_list[j]];
			for (int k = 0; k < e->nin; k++)
				if (!p.colt[e->child[k]]) {
					p.colt[e->child[k]] = -1;
					queue[nq++] = e->child[k];
				}
		}
	}
	comp = malloc(((size_t)nc + 1) * sizeof *comp);
	if (!comp || components(eg, queue, nq, comp) != 0) {
		snprintf(err, errsize, "out of memory");
		goto done;
	}
	glp_term_out(GLP_OFF); /* GLPK's own messages (writing the program too): the caller reports */
	lp = glp_create_prob();
	glp_set_obj_dir(lp, GLP_MIN);
	for (int32_t i = 0; i < nq; i++) {
		int32_t c = queue[i];
		for (int32_t j = eg->cls_first[c]; j < eg->cls_first[c + 1]; j++) {
			int32_t v = eg->cls_list[j];
			p.colx[v] = ++ncols;
		}
	}
	for (int32_t i = 0; i < nq; i++)
		p.colt[queue[i]] = ++ncols;
	glp_add_cols(lp, ncols);
	double eps = 1.0 / (nq + 1.0);
	for (int32_t i = 0; i < nq; i++) {
		int32_t c = queue[i];
		for (int32_t j = eg->cls_first[c]; j < eg->cls_first[c + 1]; j++) {
			int32_t v = eg->cls_list[j], col = p.colx[v];
			const tasoc_enode *e = &eg->nodes[v];
			bool self = false;
			for (int k = 0; k < e->nin; k++)
				self |= e->child[k] == c;
			glp_set_col_kind(lp, col, GLP_BV);
			if (self) /* reads its own class: never part of a graph */
				glp_set_col_bnds(lp, col, GLP_FX, 0, 0);
			glp_set_obj_coef(lp, col, cost[v]);
		}
		glp_set_col_bnds(lp, p.colt[c], GLP_DB, 0, 1);
	}
	/* rows: at most 2 maxclass entries in a child row, 3 in an order row, a class's size in its own */
	ind = malloc((2 * (size_t)maxclass + 4) * sizeof *ind);
	val = malloc((2 * (size_t)maxclass + 4) * sizeof *val);
	if (!ind || !val) {
		snprintf(err, errsize, "out of memory");
		goto done;
	}
	for (int32_t i = 0; i < nq; i++) {
		int32_t c = queue[i], n = 0;
		bool root = false;
		for (int32_t r = 0; r < eg->nroots; r++)
			root |= eg->roots[r] == c;
		for (int32_t j = eg->cls_first[c]; j < eg->cls_first[c + 1]; j++) {
			ind[++n] = p.colx[eg->cls_list[j]];
			val[n] = 1;
		}
		int row = glp_add_rows(lp, 1);
		glp_set_row_bnds(lp, row, root ? GLP_FX : GLP_UP, root ? 1 : 0, 1);
		glp_set_mat_row(lp, row, n, ind, val);
	}
	/*
	 * A chosen e-node's input classes are chosen, one row per class c and
	 * input class d: the e-nodes of c that read d, together, at most those
	 * of d. TENSAT writes a row per e-node (x_v <= sum of d); since c takes
	 * one e-node at most, the sum is as valid, and in the relaxation much
	 * stronger: with a row per e-node, c could take five alternatives at 0.2
	 * each that all read d and d be covered at 0.2 only, and BERT's
	 * saturated e-graph had a relaxation of 0.24 ms against 2.37.
	 */
	mark = malloc(((size_t)nc + 1) * sizeof *mark);
	if (!mark) {
		snprintf(err, errsize, "out of memory");
		goto done;
	}
	for (int32_t c = 0; c < nc; c++)
		mark[c] = -1;
	for (int32_t i = 0; i < nq; i++) {
		int32_t c = queue[i];
		for (int32_t j = eg->cls_first[c]; j < eg->cls_first[c + 1]; j++) {
			const tasoc_enode *e = &eg->nodes[eg->cls_list[j]];
			for (int k = 0; k < e->nin; k++) {
				int32_t d = e->child[k];
				if (d == c || mark[d] == c)
					continue; /* a self-read is fixed at 0; each (c, d) once */
				mark[d] = c;
				int n = 0;
				for (int32_t u = eg->cls_first[c]; u < eg->cls_first[c + 1]; u++) {
					const tasoc_enode *f = &eg->nodes[eg->cls_list[u]];
					bool reads = false;
					for (int q = 0; q < f->nin; q++)
						reads |= f->child[q] == d;
					if (reads) {
						ind[++n] = p.colx[eg->cls_list[u]];
						val[n] = 1;
					}
				}
				for (int32_t u = eg->cls_first[d]; u < eg->cls_first[d + 1]; u++) {
					ind[++n] = p.colx[eg->cls_list[u]];
					val[n] = -1;
				}
				int row = glp_add_rows(lp, 1);
				glp_set_row_bnds(lp, row, GLP_UP, 0, 0);
				glp_set_mat_row(lp, row, n, ind, val);
			}
		}
	}
	for (int32_t i = 0; i < nq; i++) {
		int32_t c = queue[i];
		for (int32_t j = eg->cls_first[c]; j < eg->cls_first[c + 1]; j++) {
			int32_t v = eg->cls_list[j];
			const tasoc_enode *e = &eg->nodes[v];
			for (int k = 0; k < e->nin; k++) {
				int32_t d = e->child[k];
				bool dup = d == c;
				for (int q = 0; q < k; q++)
					dup |= e->child[q] == d;
				if (dup)
					continue;
				if (comp[c] != comp[d])
					continue; /* on no cycle */
				ind[1] = p.colt[c];
				val[1] = 1;
				ind[2] = p.colt[d];
				val[2] = -1;
				ind[3] = p.colx[v];
				val[3] = -2;
				int row = glp_add_rows(lp, 1);
				glp_set_row_bnds(lp, row, GLP_LO, eps - 2, 0);
				glp_set_mat_row(lp, row, 3, ind, val);
			}
		}
	}
	int32_t nneed;
	if (needed_rows(lp, &p, queue, nq, &nneed) != 0) {
		snprintf(err, errsize, "out of memory");
		goto done;
	}
	if (opts)
		opts->need_rows = nneed;
	gcol = calloc((size_t)eg->nnodes + 1, sizeof *gcol);
	wcol = calloc((size_t)eg->nnodes + 1, sizeof *wcol);
	if (!gcol || !wcol || objective_columns(lp, &p, cost, fuses, queue, nq, gcol, wcol) != 0) {
		snprintf(err, errsize, "out of memory");
		goto done;
	}
	ncols = glp_get_num_cols(lp);
	/* the first incumbent: start's e-nodes, t from their heights */
	if (start && heights(eg, start, h) == 0) {
		p.start = calloc((size_t)ncols + 1, sizeof *p.start);
		for (int32_t i = 0; p.start && i < nq; i++) {
			int32_t c = queue[i];
			if (h[c] < 0)
				continue;
			p.start[p.colx[start[c]]] = 1;
			p.start[p.colt[c]] = h[c] * eps;
		}
		if (p.start)
			objective_start(&p, queue, nq, gcol, wcol, p.start);
	}
	if (opts && opts->write && write_program(lp, &p, queue, nq, opts->write, err, errsize) != 0) {
		rc = TASOC_ERR_IO;
		goto done;
	}
	int ms = time_limit_s > 0 && time_limit_s < 1e6 ? (int)(time_limit_s * 1000) : 0;
	struct timespec t0, t1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	glp_term_out(GLP_OFF);
	glp_smcp sp;
	glp_init_smcp(&sp);
	sp.msg_lev = GLP_MSG_OFF;
	sp.presolve = GLP_ON; /* NasNet-A's relaxation was not solved in 5 s without it */
	if (ms)
		sp.tm_lim = ms;
	int e = glp_simplex(lp, &sp);
	if (e != 0 || glp_get_status(lp) != GLP_OPT) {
		snprintf(err, errsize, "the relaxation was not solved (%s)", e == GLP_ETMLIM ? "time limit" : "simplex failed");
		rc = TASOC_ERR_LIMIT;
		goto done;
	}
	/* the time limit is for the whole extraction: what the relaxation took is not left to branch and cut */
	clock_gettime(CLOCK_MONOTONIC, &t1);
	int spent = (int)((t1.tv_sec - t0.tv_sec) * 1000 + (t1.tv_nsec - t0.tv_nsec) / 1000000);
	if (ms && ms - spent < 50) {
		snprintf(err, errsize, "time limit (the relaxation took %d ms)", spent);
		rc = TASOC_ERR_LIMIT;
		goto done;
	}
	if (ms)
		ms -= spent;
	p.bound = glp_get_obj_val(lp); /* the relaxation's optimum: the first lower bound */
	if (opts)
		opts->relaxation = p.bound;
	glp_iocp ip;
	glp_init_iocp(&ip);
	ip.msg_lev = GLP_MSG_OFF;
	ip.cb_func = callback;
	ip.cb_info = &p;
	/*
	 * Proximity search improves the incumbent by small moves, which is
	 * what a merge is (BERT: 2.4302 ms where branch and cut alone stays at
	 * the start's 2.4566 ms for 8 s); it has its own time limit.
	 */
	ip.ps_heur = GLP_ON;
	if (ms)
		ip.ps_tm_lim = ms / 2;
	if (ms)
		ip.tm_lim = ms;
	e = glp_intopt(lp, &ip);
	int status = glp_mip_status(lp);
	if ((e != 0 && e != GLP_ETMLIM) || (status != GLP_OPT && status != GLP_FEAS)) {
		snprintf(err, errsize, "no integer solution (%s)", e == GLP_ETMLIM ? "time limit" : "branch and cut failed");
		rc = TASOC_ERR_LIMIT;
		goto done;
	}
	for (int32_t c = 0; c < nc; c++)
		choice[c] = -1;
	for (int32_t i = 0; i < nq; i++) {
		int32_t c = queue[i];
		for (int32_t j = eg->cls_first[c]; j < eg->cls_first[c + 1]; j++)
			if (glp_mip_col_val(lp, p.colx[eg->cls_list[j]]) > 0.5)
				choice[c] = eg->cls_list[j];
	}
	if (e == GLP_ETMLIM)
		snprintf(err, errsize, "time limit: the best solution found, not proved optimal; no choice below %.4f ms",
			 p.bound);
	rc = TASOC_OK;
done:
	if (lp)
		glp_delete_prob(lp);
	free(p.colx);
	free(p.colt);
	free(p.start);
	free(queue);
	free(h);
	free(ind);
	free(val);
	free(comp);
	free(mark);
	free(gcol);
	free(wcol);
	return rc;
}

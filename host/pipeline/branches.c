/* branches.c: tasoc optimize on the branches of the Ifs that stay opaque, each searched as a graph of its own. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../say.h"
#include "branches.h"

/*
 * An If on a run-time condition is one opaque node to the search, and its
 * branches would go out as they came in. Each branch is optimized as a
 * model of its own with the pipeline the top graph goes through (import
 * with folding and shapes, search, export: host/onnx/onnx_branch.c
 * turns it into a model and back) and written back into its If. Branches
 * of Ifs inside a branch are done first, depth first, so that the branch
 * is written back with them; TASOC_BRANCHES_MAX_DEPTH bounds the recursion
 * by a constant, not by the file. Whatever fails leaves that branch as it
 * was, with the reason recorded: the model itself never fails for it.
 */

static int add(tasoc_branches *b)
{
	if (b->n == b->cap) {
		int ncap = b->cap ? 2 * b->cap : 8;
		tasoc_branch *p = realloc(b->list, (size_t)ncap * sizeof *p);
		if (!p)
			return -1;
		b->list = p;
		b->cap = ncap;
	}
	memset(&b->list[b->n], 0, sizeof b->list[b->n]);
	return b->n++;
}

/* Why r stays as it was; a message of onnx_branch.c opens with the branch's label, which the record has. */
static void kept(tasoc_branch *r, const char *label, const char *why)
{
	size_t n = label ? strlen(label) : 0;
	if (n && strncmp(why, label, n) == 0 && why[n] == ':' && why[n + 1] == ' ')
		why += n + 2;
	snprintf(r->why, sizeof r->why, "%s", why);
}

typedef struct walker {
	const tasoc_onnx_options *io;
	const tasoc_onnx_export_opts *xo;
	tasoc_branch_search search;
	void *ctx;
	tasoc_branches *b;
} walker;

/* The branches of g's Ifs (g imported as m), nested in branch record parent; *changed when one was written. */
static int walk(walker *w, const tasoc_onnx_model *m, tasoc_graph *g, int depth, int parent, int *changed)
{
	int32_t n0 = g->nnodes; /* writing a branch back may add bundle nodes: no If among them */
	for (int32_t v = 0; v < n0; v++) {
		int nb = tasoc_onnx_branch_count(g, v);
		for (int k = 0; k < nb; k++) {
			int i = add(w->b);
			if (i < 0)
				return -1;
			tasoc_branch *r = &w->b->list[i];
			char label[320];
			tasoc_onnx_branch_label(g, v, k, label, sizeof label, &r->onnx_nodes);
			if (parent >= 0)
				snprintf(r->label, sizeof r->label, "%.250s / %.300s", w->b->list[parent].label, label);
			else
				snprintf(r->label, sizeof r->label, "%s", label);
			r->depth = depth;
			r->parent = parent;
			if (depth > TASOC_BRANCHES_MAX_DEPTH) {
				snprintf(r->why, sizeof r->why, "nested more than %d Ifs deep: kept as it was", TASOC_BRANCHES_MAX_DEPTH);
				continue;
			}
			tasoc_graph bg, best;
			tasoc_onnx_model *bm = NULL;
			memset(&best, 0, sizeof best);
			if (tasoc_graph_init(&bg, NULL) != TASOC_OK)
				return -1;
			if (tasoc_onnx_branch_import(m, g, v, k, w->io, &bg, &bm) != TASOC_OK) {
				kept(r, label, bg.err);
				tasoc_graph_free(&bg);
				continue;
			}
			r->imported = 1;
			r->nodes_before = r->nodes_after = tasoc_graph_count_ops(&bg);
			r->opaque = tasoc_onnx_count_opaque(&bg);
			int inner = 0;
			int rc = walk(w, bm, &bg, depth + 1, i, &inner);
			r = &w->b->list[i]; /* the list may have moved */
			tasoc_opt_result sr;
			memset(&sr, 0, sizeof sr);
			tasoc_status st = rc < 0 ? TASOC_ERR_NOMEM : w->search(w->ctx, r->label, bm, &bg, &best, &sr);
			r = &w->b->list[i];
			r->r = sr;
			const tasoc_onnx_import_info *ii = tasoc_onnx_model_info(bm);
			if (rc < 0) {
				kept(r, NULL, "out of memory");
			} else if (st != TASOC_OK) {
				char why[sizeof r->why];
				snprintf(why, sizeof why, "search: %s", bg.err);
				kept(r, NULL, why);
			} else if (!sr.nrules && !sr.folded && !ii->folded && !ii->inlined && !ii->pruned && !inner) {
				kept(r, NULL, "nothing was rewritten: kept as it was");
			} else if (tasoc_onnx_branch_replace(m, g, v, k, bm, &best, w->xo) != TASOC_OK) {
				kept(r, label, g->err);
			} else {
				r->written = 1;
				r->nodes_after = tasoc_graph_count_ops(&best);
				*changed = 1;
			}
			if (best.al)
				tasoc_graph_free(&best);
			tasoc_onnx_free(bm);
			tasoc_graph_free(&bg);
			if (rc < 0)
				return -1;
		}
	}
	return 0;
}

int tasoc_branches_optimize(const tasoc_onnx_model *m, tasoc_graph *g, const tasoc_onnx_options *io,
			  const tasoc_onnx_export_opts *xo, tasoc_branch_search search, void *ctx, tasoc_branches *b)
{
	memset(b, 0, sizeof *b);
	walker w = { io, xo, search, ctx, b };
	int changed = 0;
	int rc = walk(&w, m, g, 1, -1, &changed);
	/*
	 * The totals, from the records: a branch counts as written only when
	 * the branch holding its If was written too (parents come first).
	 */
	for (int i = 0; i < b->n; i++) {
		tasoc_branch *r = &b->list[i];
		if (r->written && r->parent >= 0 && !b->list[r->parent].written) {
			r->written = 0;
			r->nodes_after = r->nodes_before;
			kept(r, NULL, "written into the branch around it, which was kept as it was");
		}
		if (!r->imported) { /* as it is in the file: every node opaque to the rules */
			r->nodes_before = r->nodes_after = r->opaque = r->onnx_nodes;
		}
		b->nodes_before += r->nodes_before;
		b->nodes_after += r->nodes_after;
		b->opaque += r->opaque;
		b->opaque_timed += r->r.opaque_timed;
		b->opaque_untimed += r->r.opaque_untimed;
		if (!r->written)
			continue;
		b->written++;
		b->folded += r->r.folded;
		for (int j = 0; j < r->r.nrules; j++)
			tasoc_opt_count_rule(&b->nrules, b->rules, b->counts, r->r.rules[j], r->r.counts[j]);
	}
	return rc;
}

void tasoc_branches_free(tasoc_branches *b)
{
	free(b->list);
	memset(b, 0, sizeof *b);
}

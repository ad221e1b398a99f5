/* if_cost.c: an opaque If priced by the branch the --feed values make it take, for tasoc cost and optimize under ort. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../say.h"
#include "../backend/cost_backend.h"
#include "if_cost.h"
#include "measure.h"
#include "opaque.h"

/*
 * An If on a run-time condition (silero op18 branches on its sr input)
 * cannot be timed alone: a one-node model on seeded inputs runs whichever
 * branch the seed picks (onnx_node_model.c refuses it). But the model is
 * measured, and run, with values the user gives (--feed sr=16000), and
 * those decide the branch. So the condition is computed from them, by
 * ONNX Runtime itself on the part of the graph it depends on
 * (onnx_if_cond.c), and the If costs what its taken branch costs, priced
 * as tasoc optimize prices a branch: imported as a graph of its own
 * (onnx_branch.c), its mapped operators by the cost model, its opaque
 * nodes timed alone. What the condition reads must all be fed: a value
 * drawn from a seed would choose a branch by chance, and a prediction for
 * a branch the user does not run is worse than none. tasoc optimize prices
 * its input and its output this way too (the output's If holding its
 * branches optimized), so that its figures are tasoc cost's.
 */

/* The first --feed of name, or NULL. */
static const tasoc_feed *feed_of(const tasoc_dims *d, const char *name)
{
	for (int i = 0; d && i < d->nf; i++)
		if (strcmp(d->f[i].name, name) == 0)
			return &d->f[i];
	return NULL;
}

static bool among(const char *name, const char **reads, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (strcmp(reads[i], name) == 0)
			return true;
	return false;
}

/*
 * The condition's model run once in the worker with the --dim values and
 * the --feed values of what it reads (a --feed of another input would be
 * refused by the worker as a name the model lacks): 1 true, 0 false, -1
 * with why.
 */
static int evaluate(const void *data, size_t size, const char **reads, size_t nreads, const tasoc_dims *d, tasoc_ort_lazy *o,
		    char *why, size_t wsize)
{
	tasoc_ort *w = tasoc_ort_lazy_get(o);
	if (!w) {
		snprintf(why, wsize, "its condition cannot be evaluated: %s", o->why);
		return -1;
	}
	tasoc_dims only = *d;
	only.nf = only.ns = 0;
	for (int i = 0; i < d->nf; i++)
		if (among(d->f[i].name, reads, nreads))
			only.f[only.nf++] = d->f[i];
	for (int i = 0; i < d->ns; i++)
		if (among(d->s[i].name, reads, nreads))
			only.s[only.ns++] = d->s[i];
	char symbols[2048];
	tasoc_ort_lazy_symbols(&only, symbols, sizeof symbols);
	char path[512];
	if (tasoc_measure_write_temp(data, size, path, sizeof path) != 0) {
		snprintf(why, wsize, "its condition cannot be evaluated: no temporary file for its model");
		return -1;
	}
	int model = -1, rc = -1, nout = 0;
	tasoc_ort_output *out = NULL;
	if (tasoc_ort_load(w, path, &model) != 0 || tasoc_ort_run(w, model, 1, symbols, &out, &nout) != 0)
		snprintf(why, wsize, "its condition cannot be evaluated in ONNX Runtime: %s", tasoc_ort_error(w));
	else if (nout != 1 || out[0].n != 1)
		snprintf(why, wsize, "its condition has %lld elements, not one", nout == 1 ? (long long)out[0].n : 0ll);
	else
		rc = out[0].values[0] != 0;
	tasoc_ort_outputs_free(out, nout);
	if (model >= 0)
		tasoc_ort_free(w, model);
	unlink(path);
	return rc;
}

/* What opaque node v and the bundles that carry its inputs (no nodes of the model: onnx_bundle.c) cost in g. */
static double as_opaque(tasoc_cost_model *cm, const tasoc_graph *g, int32_t v, int depth)
{
	double c = tasoc_cost_node(cm, g, v, false);
	char type[64];
	for (int j = 0; depth < 8 && j < g->nodes[v].nin; j++) {
		int32_t u = g->nodes[v].in[j].node;
		if (g->nodes[u].op == TASOC_OP_OPAQUE && !strcmp(tasoc_onnx_opaque_type(g, u, type, sizeof type), "(input bundle)"))
			c += as_opaque(cm, g, u, depth + 1);
	}
	return c;
}

/* One If: priced (1), not (0, why in r->why when it is the first), or -1 out of memory. */
static int price(const tasoc_onnx_model *m, tasoc_graph *g, int32_t v, const tasoc_onnx_options *io, const tasoc_dims *d,
		 tasoc_cost_model *cm, tasoc_ort_lazy *o, const char *label, tasoc_if_cost *r)
{
	char why[1600] = "", head[320], feeds[400] = "";
	tasoc_onnx_branch_label(g, v, 0, head, sizeof head, NULL);
	char *tail = strstr(head, " then_branch"); /* "node 'NAME' (If)": the If, before a branch is chosen */
	if (tail)
		*tail = '\0';
	void *data = NULL;
	size_t size = 0, nreads = 0;
	const char **reads = NULL;
	int taken = -1, rc = 0;
	if (tasoc_onnx_if_cond_model(m, g, v, &data, &size, &reads, &nreads, why, sizeof why) != TASOC_OK) {
		if (strstr(why, "out of memory"))
			rc = -1;
	} else {
		size_t k = 0;
		for (size_t i = 0; i < nreads && !why[0]; i++) {
			const tasoc_feed *f = feed_of(d, reads[i]);
			if (!f)
				snprintf(why, sizeof why, "%s: which branch it takes is not known: its condition reads the input "
					 "'%.200s', which no --feed gives a value (--feed %.200s=V decides it)", head, reads[i], reads[i]);
			else if (k < sizeof feeds)
				k += (size_t)snprintf(feeds + k, sizeof feeds - k, "%s%s=%.17g", i ? ", " : "", f->name, f->value);
		}
		if (!why[0]) {
			char e[600];
			taken = evaluate(data, size, reads, nreads, d, o, e, sizeof e);
			if (taken < 0)
				snprintf(why, sizeof why, "%s: which branch it takes is not known: %s", head, e);
		}
	}
	free(data);
	free(reads);
	if (taken >= 0) {
		int k = taken ? 0 : 1;
		char blabel[320];
		tasoc_onnx_branch_label(g, v, k, blabel, sizeof blabel, NULL);
		tasoc_graph bg;
		tasoc_onnx_model *bm = NULL;
		if (tasoc_graph_init(&bg, NULL) != TASOC_OK)
			return -1;
		if (tasoc_onnx_branch_import(m, g, v, k, io, &bg, &bm) != TASOC_OK) {
			snprintf(why, sizeof why, "%.700s (the branch it takes)", bg.err);
		} else {
			tasoc_opaque op;
			if (tasoc_opaque_time(bm, &bg, cm, label, &op) != 0) {
				rc = -1;
			} else if (op.untimed) {
				snprintf(why, sizeof why, "%s, the branch it takes, holds %d node%s that cannot be timed alone; the "
					 "first: %.600s", blabel, op.untimed, op.untimed > 1 ? "s" : "", op.why);
			} else {
				double c = tasoc_cost_graph(cm, &bg), before = as_opaque(cm, g, v, 0);
				if (c < 0) {
					snprintf(why, sizeof why, "%s: %.900s", blabel, bg.err);
				} else {
					int nodes = tasoc_graph_count_ops(&bg);
					char what[sizeof r->taken[0].what];
					snprintf(what, sizeof what, "%s: taken, as %s makes its condition %s", blabel,
						 nreads ? feeds : "the graph", taken ? "true" : "false");
					tasoc_say("%s %s; priced as a graph: %d node%s (%d opaque, timed alone) %.4f ms, in place of "
					       "the If's analytical estimate %.4f ms\n", label, what, nodes, nodes == 1 ? "" : "s",
					       op.timed, c, before);
					if (r->priced < TASOC_IF_COST_LIST) {
						tasoc_if_taken *t = &r->taken[r->priced];
						memcpy(t->what, what, sizeof what);
						t->branch = c;
						t->replaced = before;
					}
					r->priced++;
					r->branches += c;
					r->replaced += before;
					r->timed += op.timed;
					rc = 1;
				}
			}
		}
		tasoc_onnx_free(bm);
		tasoc_graph_free(&bg);
	}
	if (rc == 0) {
		tasoc_say("%s no branch priced: %s\n", label, why);
		if (!r->why[0])
			snprintf(r->why, sizeof r->why, "%.1000s", why);
	}
	return rc < 0 ? -1 : 0;
}

int tasoc_if_cost_price(const tasoc_onnx_model *m, tasoc_graph *g, const tasoc_onnx_options *io, const tasoc_dims *d,
		      tasoc_cost_model *cm, tasoc_ort_lazy *o, const char *label, tasoc_if_cost *r)
{
	memset(r, 0, sizeof *r);
	if (!tasoc_cost_is_measured(cm->backend.name)) {
		/* Counted, so that a command can say why none is priced by its branch. */
		for (int32_t v = 0; v < g->nnodes; v++)
			r->found += !g->nodes[v].dead && tasoc_onnx_branch_count(g, v) == 2;
		if (r->found)
			snprintf(r->why, sizeof r->why, "only the ort cost model prices an If by the branch it takes (the "
				 "cost model is %s)", cm->backend.name);
		return 0;
	}
	int32_t n0 = g->nnodes; /* importing a branch leaves g as it is, but bound the walk anyway */
	for (int32_t v = 0; v < n0; v++) {
		if (g->nodes[v].dead || tasoc_onnx_branch_count(g, v) != 2)
			continue;
		r->found++;
		if (price(m, g, v, io, d, cm, o, label, r) < 0)
			return -1;
	}
	return 0;
}

int tasoc_if_cost_opaque(const tasoc_onnx_model *m, tasoc_graph *g, const tasoc_onnx_options *io, const tasoc_dims *d,
		       tasoc_cost_model *cm, tasoc_ort_lazy *o, const char *label, tasoc_opaque *op, tasoc_if_cost *r)
{
	memset(r, 0, sizeof *r);
	if (tasoc_opaque_time(m, g, cm, label, op) != 0)
		return -1;
	return tasoc_if_cost_price(m, g, io, d, cm, o, label, r);
}

double tasoc_if_cost_total(const tasoc_if_cost *r, double graph_cost)
{
	return graph_cost - r->replaced + r->branches;
}

int tasoc_if_cost_untimed(const tasoc_if_cost *r, const tasoc_opaque *op, const char **why)
{
	int untimed = op->untimed - r->priced;
	if (why)
		*why = untimed <= 0 ? NULL : r->why[0] ? r->why : op->why;
	return untimed;
}

const char *tasoc_if_cost_phrase(const tasoc_if_cost *r, char *buf, size_t size)
{
	buf[0] = '\0';
	if (r->priced)
		snprintf(buf, size, " (%d If%s priced by the branch taken: %.4f ms, its %d opaque nodes timed alone)",
			 r->priced, r->priced > 1 ? "s" : "", r->branches, r->timed);
	return buf;
}

/* opaque.c: an ONNX file's opaque nodes timed alone under the ort cost model, for tasoc cost and tasoc optimize. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../say.h"
#include "../backend/cost_backend.h"
#include "opaque.h"

/*
 * One function for both commands, so that `tasoc optimize` predicts the
 * cost `tasoc cost` does for the same file: the same identities, hence the
 * same keys and the same entries of a shared cost cache. The search never
 * rewrites an opaque node, so its cost is a constant of every candidate:
 * it changes the figures printed, not the graph chosen.
 */

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* A bundle node is no node of the model (onnx_bundle.c): only the node it feeds is timed. */
static bool timeable(const tasoc_graph *g, int32_t v)
{
	char type[64];
	return !g->nodes[v].dead && g->nodes[v].op == TASOC_OP_OPAQUE &&
	       strcmp(tasoc_onnx_opaque_type(g, v, type, sizeof type), "(input bundle)") != 0;
}

int tasoc_opaque_time(const tasoc_onnx_model *m, tasoc_graph *g, tasoc_cost_model *cm, const char *label,
		    tasoc_opaque *r)
{
	memset(r, 0, sizeof *r);
	if (!tasoc_cost_is_measured(cm->backend.name))
		return 0;
	r->ort = 1;
	double t0 = now();
	for (int32_t v = 0; v < g->nnodes; v++) {
		if (!timeable(g, v))
			continue;
		void *data = NULL;
		size_t size = 0;
		uint64_t id = 0;
		char err[768];
		if (tasoc_onnx_node_model(m, g, v, &data, &size, &id, err, sizeof err) != TASOC_OK) {
			char type[64];
			/* if_cost.c prices an If by its branch next, when the --feed values decide it */
			bool is_if = strcmp(tasoc_onnx_opaque_type(g, v, type, sizeof type), "If") == 0;
			tasoc_say("%s cannot time alone: %s%s\n", label, err,
			       is_if ? " (an If is priced by the branch it takes where --feed values decide its condition)" : "");
			if (!r->why[0])
				snprintf(r->why, sizeof r->why, "%s", err);
			r->untimed++;
		} else if (tasoc_cost_ort_opaque(id, data, size) != 0) {
			free(data);
			return -1;
		} else {
			g->nodes[v].attr[0] = (int32_t)(uint32_t)id;
			g->nodes[v].attr[1] = (int32_t)(uint32_t)(id >> 32);
			r->timed++;
		}
		free(data);
	}
	/*
	 * Each key priced now rather than at the first sum, where the search
	 * would take it in silence: isnet's 396 opaque nodes are a hundred-odd
	 * keys, about 0.2 s each to time, and a minute without a word looks
	 * like a hang.
	 */
	int64_t misses = cm->misses;
	double last = t0;
	int done = 0;
	/* Its own progress below counts nodes: the cost model's line a key (backend/cost_factory.c) would say it twice. */
	void (*on_measure)(void *, const tasoc_cost_model *) = cm->on_measure;
	cm->on_measure = NULL;
	for (int32_t v = 0; v < g->nnodes; v++) {
		if (!timeable(g, v) || (g->nodes[v].attr[0] == 0 && g->nodes[v].attr[1] == 0))
			continue;
		tasoc_cost_node(cm, g, v, false);
		done++;
		double t = now();
		if (t - t0 >= 2.0 && (t - last >= 1.0 || done == r->timed)) {
			tasoc_say("%s timing opaque nodes alone: %d of %d, %lld keys timed now, %.1f s\n", label, done, r->timed,
			       (long long)(cm->misses - misses), t - t0);
			last = t;
		}
	}
	cm->on_measure = on_measure;
	r->measured = cm->misses - misses;
	r->seconds = now() - t0;
	return 0;
}

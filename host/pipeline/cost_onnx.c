/* cost_onnx.c: an ONNX file priced as `tasoc cost FILE.onnx` prices it, and tasoc_cost_file (cost_onnx.h). */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "../backend/cost_backend.h"
#include "../say.h"
#include "cost_onnx.h"
#include "if_cost.h"
#include "optimize_run.h"

int tasoc_cost_onnx(const char *path, const tasoc_dims *dims, tasoc_cost_model *cm, tasoc_cost_onnx_result *res)
{
	memset(res, 0, sizeof *res);
	tasoc_onnx_options io;
	tasoc_dims_import_options(dims, &io);
	tasoc_graph g;
	tasoc_onnx_model *m = NULL;
	char *name = res->name;
	const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	snprintf(name, sizeof res->name, "%.*s", (int)(strlen(base) > 5 && !strcmp(base + strlen(base) - 5, ".onnx") ? strlen(base) - 5 : strlen(base)), base);
	memset(&g, 0, sizeof g);
	if ((res->status = tasoc_graph_init(&g, NULL)) != TASOC_OK ||
	    (res->status = tasoc_onnx_load_opts(path, &io, &g, &m)) != TASOC_OK ||
	    (res->status = tasoc_dims_check_feeds(dims, &g, g.err, sizeof g.err) != 0 ? TASOC_ERR_ARG : TASOC_OK)) {
		snprintf(res->error, sizeof res->error, "%s: %s", path, g.err);
		tasoc_say_err("tasoc cost: %s\n", res->error);
		tasoc_onnx_free(m);
		tasoc_graph_free(&g);
		return 1;
	}
	int rc = 0;
	bool ort = tasoc_cost_is_measured(cm->backend.name);
	char label[64];
	snprintf(label, sizeof label, "%-14s", name);
	tasoc_opaque op;
	tasoc_if_cost ifs;
	tasoc_ort_lazy worker = { 0 };
	if (tasoc_if_cost_opaque(m, &g, &io, dims, cm, &worker, label, &op, &ifs) != 0) {
		snprintf(res->error, sizeof res->error, "%s: out of memory", path);
		tasoc_say_err("tasoc cost: %s\n", res->error);
		res->status = TASOC_ERR_NOMEM;
		rc = 1;
	} else {
		/*
		 * An If priced by the branch the --feed values make it take counts
		 * as that branch, not as a node without a timing: its analytical
		 * estimate leaves the sum and the branch's cost comes in.
		 */
		const char *why;
		int untimed = tasoc_if_cost_untimed(&ifs, &op, &why);
		res->untimed = untimed;
		snprintf(res->why, sizeof res->why, "%s", why ? why : "");
		/*
		 * The graph as the runtime runs it, as tasoc optimize prices its input
		 * (docs/search.md, "What a cost stands for"): a Relu that only reads a
		 * convolution is charged inside it, a duplicated node once (core/canon.c).
		 */
		tasoc_graph canon;
		int32_t fused;
		bool canonical = tasoc_graph_clone(&g, &canon) == TASOC_OK;
		if (canonical && tasoc_canonicalize(&canon, &fused, NULL) == TASOC_OK)
			tasoc_graph_prune(&canon);
		double cost = res->cost = tasoc_if_cost_total(&ifs, tasoc_cost_graph(cm, canonical ? &canon : &g));
		char phrase[160];
		tasoc_say("%-14s %s cost %.4f ms", name, cm->backend.name, cost);
		if (ort && (op.timed || untimed || ifs.priced))
			tasoc_say(" (%d opaque nodes timed alone, %d by the analytical estimate)", op.timed, untimed);
		tasoc_say("%s\n", tasoc_if_cost_phrase(&ifs, phrase, sizeof phrase));
		tasoc_cost_layout acc;
		if (tasoc_cost_layout_account(cm, canonical ? &canon : &g, &acc) == 0 && cm->backend.block > 0 &&
		    acc.reorders_in + acc.reorders_out + acc.fused > 0) /* none: no convolution in the model */
			tasoc_say("%-14s of which the blocked layout (NCHW%dc): %d ReorderInput and %d ReorderOutput %+.4f ms, "
			       "%d nodes run inside a convolution %+.4f ms\n", name, (int)cm->backend.block, (int)acc.reorders_in,
			       (int)acc.reorders_out, acc.reorders_ms, (int)acc.fused, -acc.fused_ms);
		if (canonical)
			tasoc_graph_free(&canon);
	}
	tasoc_ort_lazy_done(&worker);
	tasoc_onnx_free(m);
	tasoc_graph_free(&g);
	return rc;
}

int tasoc_cost_run(const tasoc_pipeline_opts *p, const char *in, tasoc_report *rep)
{
	tasoc_cost_choice choice = p->cost;
	tasoc_cost_model cm;
	tasoc_status st = tasoc_cost_make("tasoc cost", &choice, &cm);
	if (st != TASOC_OK) {
		tasoc_report_fail(rep, st, "the cost model could not be set up (the message above says why)");
		return 1;
	}
	tasoc_cost_onnx_result c;
	int rc = tasoc_cost_onnx(in, &p->import, &cm, &c);
	tasoc_say("%d operator costs cached (%lld measured now)\n", (int)cm.nused, (long long)cm.misses);
	tasoc_opt_result r;
	memset(&r, 0, sizeof r);
	r.cost_used = cm.backend.name;
	tasoc_report_fill(rep, rc ? c.status : TASOC_OK, NULL, c.error, &r, 0, 0, 0, c.cost, c.cost, NULL, NULL, 0, 0);
	char tn[32];
	tasoc_report_target(rep, tasoc_target_name(&choice.target, tn, sizeof tn));
	if (tasoc_cost_made_done("tasoc cost", &choice, &cm) != TASOC_OK)
		rc = 1;
	return rc;
}

/* optimize.c: the optimize pipeline (tasoc_optimize_file): import, branches, search, export, check, measure, write. */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../fileio.h"
#include "../onnx/onnx.h"
#include "../../core/tasoc.h"
#include "branches.h"
#include "check.h"
#include "dims.h"
#include "if_cost.h"
#include "measure.h"
#include "opaque.h"
#include "conv1d.h"
#include "result.h"
#include "../say.h"
#include "options.h"
#include "optimize_run.h"
#include "optimize_state.h"

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* A search's figures (st) as the report keeps them; guided: -1 no guide ran, 0 the plain graph, 1 the guide's. */
static void fill_result(tasoc_opt_result *r, const tasoc_opt_options *o, const tasoc_cost_model *cm, const tasoc_graph *g,
			const tasoc_graph *best, const tasoc_stats *st, int guided)
{
	memset(r, 0, sizeof *r);
	r->cost_used = cm->backend.name;
	r->searched = 1;
	r->cost_before = st->cost_before;
	r->cost_after = st->cost_after;
	r->fused_before = st->fused_before;
	r->fused_after = st->fused_after;
	r->merged_before = st->merged_before;
	r->merged_after = st->merged_after;
	r->expanded = st->search.expanded;
	r->timed_out = st->search.timed_out;
	r->guided = guided;
	r->folded = st->folded;
	r->search_s = st->search.seconds;
	r->fold_s = st->fold_seconds;
	r->layout = !o->search.layout ? 0 : !st->layout_closed ? 1 : cm->backend.fuses & TASOC_COST_OWN_CONV_LAYOUT ? -2 : -1;
	tasoc_layout_count(g, &r->layout_before);
	tasoc_layout_count(best, &r->layout_after);
	r->block = cm->backend.block;
	r->blocked_before = st->blocked_before;
	r->blocked_after = st->blocked_after;
	for (int32_t i = 0; i < st->napplied; i++)
		tasoc_opt_count_rule(&r->nrules, r->rules, r->counts, st->applied[i], 1);
	if (st->applied_are_nodes) { /* the saturating search's graph (not its other candidate, a backtracking one) */
		r->saturated = 1;
		r->sat_applied = st->saturate.applied;
		r->changed = st->saturate.kept != 0 || st->nodes_after != st->nodes_before || st->cost_after != st->cost_before;
	}
}

/*
 * The one place the search is called (core/tasoc.h), so changing it is one
 * edit. With other (not NULL), a guided search also hands back the
 * candidate it did not keep, finished and with its figures in *other_r
 * (other->al NULL when no guide ran): the guard measures both without a
 * second search. The saturating search, seeded by the guided search, hands
 * back the guided search's graph it did not seed with.
 */
static tasoc_status optimize_graph(tasoc_graph *g, const tasoc_opt_options *o, tasoc_cost_model *cm, const char *what,
				   tasoc_graph *best, tasoc_opt_result *r, tasoc_graph *other, tasoc_opt_result *other_r)
{
	memset(r, 0, sizeof *r);
	r->guided = -1;
	r->cost_used = cm->backend.name;
	tasoc_options to;
	tasoc_search_tracer t;
	tasoc_search_args_options(&o->search, cm, o->guide, &t, TASOC_SAY_OUT, &to);
	tasoc_stats st, ost;
	if (other) {
		to.other = other;
		to.other_stats = &ost;
	}
	char tn[32];
	tasoc_say("tasoc optimize: searching %s (cost %s, target %s, alpha %g, budget %d%s)...\n", what, r->cost_used,
		  cm->backend.target ? cm->backend.target : tasoc_target_name(&o->cost.target, tn, sizeof tn),
		  to.backtrack.alpha, (int)to.backtrack.budget, to.common.time_limit_s > 0 ? ", time limit set" : "");
	tasoc_status s = tasoc_optimize(g, &to, best, &st);
	if (s != TASOC_OK)
		return s;
	/* which graph: the saturating search's seed was guided (st.guide_won) */
	bool guided = st.guided || (to.search == TASOC_SEARCH_SATURATE && to.guide);
	fill_result(r, o, cm, g, best, &st, guided ? st.guide_won : -1);
	r->searches = 1;
	if (to.other && other->al) {
		fill_result(other_r, o, cm, g, other, &ost, !st.guide_won);
		other_r->search_s = 0; /* the one search's time is the first's */
		tasoc_stats_free(g, &ost);
	}
	tasoc_stats_free(g, &st);
	return TASOC_OK;
}

/* The search of an If branch (branches.c): the top graph's; the whole model is what gets measured. */
typedef struct branch_search {
	const tasoc_opt_options *o;
	tasoc_cost_model *cm;
} branch_search;

static tasoc_status search_branch(void *ctx, const char *what, const tasoc_onnx_model *m, tasoc_graph *g,
				  tasoc_graph *best, tasoc_opt_result *r)
{
	const branch_search *b = ctx;
	/* Its opaque nodes timed alone as the top graph's are, from the branch's own model. */
	char label[700];
	snprintf(label, sizeof label, "tasoc optimize: %s:", what);
	tasoc_opaque op;
	if (tasoc_opaque_time(m, g, b->cm, label, &op) != 0) {
		snprintf(g->err, sizeof g->err, "out of memory timing its opaque nodes alone");
		return TASOC_ERR_NOMEM;
	}
	tasoc_status st = optimize_graph(g, b->o, b->cm, what, best, r, NULL, NULL);
	r->opaque_timed = op.timed;
	r->opaque_untimed = op.untimed;
	return st;
}

int tasoc_optimize_run(const tasoc_pipeline_opts *p, const char *in, const char *out_path, tasoc_report *rep)
{
	tasoc_search_guide guide = { .ready = 0 };
	tasoc_opt_options o = { in, out_path, p->export.report, p->export.candidate, p->guard.check, p->guard.measure,
			  p->guard.measure_time, p->export.external, p->import, p->search, p->cost, &guide, p->max_memory };
	tasoc_graph g, best;
	tasoc_onnx_model *m = NULL;
	tasoc_opt_summary s;
	tasoc_opt_result r;
	tasoc_ort_lazy ort = { 0 };
	/* Where the result is measured, each 1-D convolution goes out in the form ONNX Runtime runs faster. */
	tasoc_conv1d_forms forms = { .ort = &ort, .time_cap = 1.0, .total_cap = 10.0 };
	tasoc_onnx_export_opts xo = { o.measure != 0 ? tasoc_conv1d_forms_ask : NULL, &forms, NULL, 0 };
	tasoc_opt_other other;
	memset(&other, 0, sizeof other);
	void *data = NULL, *input = NULL;
	size_t size = 0, input_size = 0;
	char tmp[4096] = "";
	memset(&s, 0, sizeof s);
	s.max_memory = o.max_memory;
	s.status = TASOC_ERR_IO;
	memset(&best, 0, sizeof best);
	memset(&g, 0, sizeof g);
	int rc = RUN_FAIL;
	tasoc_onnx_options io;
	tasoc_dims_import_options(&o.dims, &io);
	double t0 = now();
	memset(&r, 0, sizeof r);
	/*
	 * A file that cannot be written is said now, before minutes of search and
	 * measurement (the report's own folder first: it could not say the error).
	 */
	if (o.report && tasoc_can_write(o.report) != 0) {
		tasoc_opt_failed(&s, "cannot write the report %s: %s", o.report, strerror(errno));
		o.report = NULL; /* the report says it in tasoc_report_json only */
		goto out;
	}
	const char *writes[] = { o.out, o.candidate, o.cost.cache };
	for (size_t i = 0; i < sizeof writes / sizeof *writes; i++)
		if (writes[i] && tasoc_can_write(writes[i]) != 0) {
			tasoc_opt_failed(&s, "cannot write %s: %s", writes[i], strerror(errno));
			goto out;
		}
	if ((s.status = tasoc_graph_init(&g, NULL)) != TASOC_OK ||
	    (s.status = tasoc_onnx_load_opts(o.in, &io, &g, &m)) != TASOC_OK) {
		tasoc_opt_failed(&s, "%s: %s", o.in, g.err);
		goto out;
	}
	s.status = TASOC_ERR_IO;
	if (tasoc_dims_check_feeds(&o.dims, &g, g.err, sizeof g.err) != 0) {
		s.status = TASOC_ERR_ARG;
		tasoc_opt_failed(&s, "%s: %s", o.in, g.err);
		goto out;
	}
	s.import = tasoc_onnx_model_info(m);
	s.external_in = tasoc_onnx_external_count(m);
	s.t_import = now() - t0;
	s.nodes_before = tasoc_graph_count_ops(&g);
	s.opaque = tasoc_onnx_count_opaque(&g);
	tasoc_cost_model cm;
	if (tasoc_cost_make("tasoc optimize", &o.cost, &cm) != TASOC_OK) {
		snprintf(s.error, sizeof s.error, "the cost model %s could not be set up", o.cost.cost);
		goto out;
	}
	/*
	 * Under ort the opaque nodes are timed alone and the Ifs priced by the
	 * branch the --feed values take, as tasoc cost prices them (one
	 * function: the same keys), so that the figures printed are the ort
	 * model's: before the branches, on the graph as imported, as tasoc cost
	 * sees it.
	 */
	if (tasoc_if_cost_opaque(m, &g, &io, &o.dims, &cm, &ort, "tasoc optimize:", &s.opq, &s.if_in) != 0) {
		tasoc_cost_made_done("tasoc optimize", &o.cost, &cm);
		tasoc_opt_failed(&s, "out of memory timing the opaque nodes alone");
		goto out;
	}
	/*
	 * The branches of the Ifs that stay opaque next, each a graph of its
	 * own: written back into g, so that every search of the top graph
	 * starts from the If as it will go out.
	 */
	t0 = now();
	branch_search bs = { &o, &cm };
	if (tasoc_branches_optimize(m, &g, &io, &xo, search_branch, &bs, &s.branches) != 0) {
		tasoc_cost_made_done("tasoc optimize", &o.cost, &cm);
		tasoc_opt_failed(&s, "out of memory searching the If branches");
		goto out;
	}
	s.t_branches = now() - t0;
	t0 = now();
	/*
	 * A guided search keeps whichever of its two graphs the cost model
	 * prices lower, by per-operator timings that a busy machine blurs (BERT
	 * on 2 loaded cores: the plain search's transposes, measured 1.04x,
	 * priced below the guide's projection merges, 1.19x). Where the result
	 * is to be timed whole anyway, the search hands back the other graph
	 * too (one search: core/search_guided.h) and it is timed beside the
	 * first: the measurement decides. (Not with --external-data: the first
	 * candidate alone is measured, each export writing its data again.)
	 */
	char why[512];
	bool both = o.measure != 0 && !o.external && tasoc_ort_available(why, sizeof why) == 0;
	tasoc_status st = optimize_graph(&g, &o, &cm, o.in, &best, &r, both ? &other.best : NULL, &other.r);
	s.t_search = now() - t0;
	s.search_s = r.search_s;
	s.fold_s = r.fold_s;
	s.searches = r.searches;
	if (st == TASOC_OK && r.guided >= 0 && both) {
		/* (a graph equal to the first is found after export, byte for byte: tasoc_opt_measure_other) */
		tasoc_opt_pick first = r.guided ? PICK_GUIDE : PICK_PLAIN, second = r.guided ? PICK_PLAIN : PICK_GUIDE;
		s.fold_s += other.r.fold_s;
		other.have = other.best.al && other.r.nrules > 0;
		if (!other.best.al)
			tasoc_say("  the other candidate: none (the guide's search did not run)\n");
		else if (!other.have)
			tasoc_say("  the other candidate, the %s: no rewrite\n", tasoc_opt_pick_name[second]);
		if (other.have && r.nrules == 0 && r.folded == 0) {
			/* The first rewrote nothing: it is the original, known without timing; the other is measured. */
			tasoc_say("  the %s rewrote nothing: the %s is the candidate\n", tasoc_opt_pick_name[first], tasoc_opt_pick_name[second]);
			tasoc_opt_result rt = r;
			r = other.r, other.r = rt;
			tasoc_graph gt = best;
			best = other.best, other.best = gt;
			other.have = 0;
		}
	}
	/*
	 * The result's Ifs priced the same way, their branches as written back
	 * (optimized): what the written file costs under tasoc cost. Both
	 * candidates of a guided search hold the same Ifs, so this holds for
	 * whichever is kept.
	 */
	if (st == TASOC_OK && s.if_in.priced &&
	    tasoc_if_cost_price(m, &best, &io, &o.dims, &cm, &ort, "tasoc optimize: the result:", &s.if_out) != 0) {
		tasoc_cost_made_done("tasoc optimize", &o.cost, &cm);
		tasoc_opt_failed(&s, "out of memory pricing the result's Ifs by their branch");
		goto out;
	}
	if (tasoc_cost_made_done("tasoc optimize", &o.cost, &cm) != TASOC_OK || st != TASOC_OK) {
		if (st != TASOC_OK)
			tasoc_opt_failed(&s, "search: %s", g.err);
		else
			snprintf(s.error, sizeof s.error, "the cost model %s failed", o.cost.cost);
		goto out;
	}
	s.nodes_after = tasoc_graph_count_ops(&best);
	t0 = now();
	/*
	 * With external data the model is exported when it is written (its
	 * tensors go straight to the data file); a model over protobuf's 2 GB
	 * is found so here, before it is packed, and goes out so too.
	 */
	bool ext = o.external, too_big = false;
	if (!ext) {
		tasoc_status xs = tasoc_onnx_export_with(m, &best, &xo, &data, &size);
		if (xs == TASOC_ERR_LIMIT)
			ext = too_big = true;
		else if (xs != TASOC_OK) {
			tasoc_opt_failed(&s, "%s: %s", o.out, best.err);
			goto out;
		}
	}
	s.t_export = now() - t0;
	int measuring = tasoc_opt_will_measure(&o, &r, &s);
	if (measuring < 0) {
		s.status = TASOC_ERR_UNSUPPORTED;
		goto out;
	}
	s.cost_is = measuring ? "prediction" : "estimate";
	tasoc_say("tasoc optimize: %s -> %s\n", o.in, o.out);
	tasoc_say("  import: %zu ONNX nodes -> %zu after folding constants (%zu evaluated, %zu If inlined, %zu unread "
	       "dropped); %zu shapes from ONNX's inference\n", s.import->nodes_in_file, s.import->nodes_after,
	       s.import->folded, s.import->inlined, s.import->pruned, s.import->onnx_shapes);
	if (tasoc_onnx_external_count(m))
		tasoc_say("  external data: %zu tensors mapped from files beside the model\n", tasoc_onnx_external_count(m));
	const tasoc_branches *b = &s.branches;
	if (b->n == 0) {
		tasoc_say("  nodes: %d -> %d (%d opaque, kept as imported)\n", s.nodes_before, s.nodes_after, s.opaque);
	} else {
		/* The If is an opaque node of the top graph; its branches' nodes are imported nodes too. */
		int all = s.nodes_before + b->nodes_before, opq = s.opaque + b->opaque;
		tasoc_say("  nodes: %d -> %d (%d opaque, %.1f%%, kept as imported), of which the top graph %d -> %d (%d opaque)\n",
		       all, s.nodes_after + b->nodes_after, opq, all ? 100.0 * opq / all : 0.0, s.nodes_before, s.nodes_after,
		       s.opaque);
		tasoc_opt_print_branches(b);
	}
	if (s.opq.ort && (s.opq.timed || s.opq.untimed || b->opaque_timed || b->opaque_untimed)) {
		/* The phrases tasoc cost prints, so that one grep finds both. */
		char phrase[160];
		tasoc_say("  opaque nodes (ort model): %d opaque nodes timed alone, %d by the analytical estimate (each a "
		       "model of one node; %lld keys timed now, %.1f s)", s.opq.timed,
		       tasoc_if_cost_untimed(&s.if_in, &s.opq, NULL), (long long)s.opq.measured, s.opq.seconds);
		if (b->n)
			tasoc_say("; in the If branches %d timed alone, %d by the analytical estimate", b->opaque_timed,
			       b->opaque_untimed);
		tasoc_say("%s\n", tasoc_if_cost_phrase(&s.if_in, phrase, sizeof phrase));
	}
	/*
	 * Both figures are predictions of the cost model, for the input and the
	 * output as the runtime runs them (relu fused into its conv): the output's
	 * is what the written file costs when imported again. Without a
	 * measurement the line says why the figure stands alone as an estimate.
	 */
	double before = tasoc_opt_cost_before(&r, &s), after = tasoc_opt_cost_after(&r, &s);
	double cut = before > 0 ? 100.0 * (before - after) / before : 0.0;
	tasoc_say("  predicted cost (%s model)%s: %.4f ms -> %.4f ms (%.1f%% %s) (%s)\n", r.cost_used,
	       tasoc_opt_if_priced(&s) ? s.if_in.priced == s.if_in.found ? ", each If by the branch taken"
							: ", each If by the branch taken where it is known (below)"
	       : b->n ? " of the top graph, each If as one opaque node" : "", before, after, fabs(cut), cut < 0 ? "more" : "less",
	       measuring ? "prediction; measured below" : strstr(s.measure_skipped, "not installed") ? "estimate; ONNX Runtime not installed: make deps"
	       : o.measure == 0 ? "estimate; not measured: --no-measure" : "estimate; not measured: nothing was rewritten");
	tasoc_opt_print_if_costs(&r, &s);
	if (r.fused_before || r.fused_after)
		tasoc_say("  runtime fusions (charged as one operator, not gains of the search): %d conv+relu in the input, "
		       "%d in the result\n", (int)r.fused_before, (int)r.fused_after);
	if (r.merged_before || r.merged_after)
		tasoc_say("  common subexpressions (charged once, as the runtime merges them; not gains of the search): "
		       "%d in the input, %d in the result\n", (int)r.merged_before, (int)r.merged_after);
	const tasoc_cost_layout *la = &r.blocked_before, *lb = &r.blocked_after;
	/* only where there is an account to give: BERT has no convolution */
	if (r.block > 0 && la->reorders_in + la->reorders_out + la->fused + lb->reorders_in + lb->reorders_out + lb->fused > 0) {
		const tasoc_cost_layout *a = la, *b = lb;
		tasoc_say("  blocked layout (NCHW%dc, in the prediction): %d -> %d ReorderInput and %d -> %d ReorderOutput "
		       "(%+.4f -> %+.4f ms), %d -> %d nodes run inside a convolution\n", (int)r.block, (int)a->reorders_in,
		       (int)b->reorders_in, (int)a->reorders_out, (int)b->reorders_out, a->reorders_ms, b->reorders_ms,
		       (int)a->fused, (int)b->fused);
	}
	tasoc_opt_print_layouts(&r);
	tasoc_say("  rules applied:");
	tasoc_opt_print_rules(&r);
	tasoc_say("  search: %d graphs expanded%s, %d weights folded%s\n", (int)r.expanded,
	       r.timed_out ? " (stopped by the time limit)" : "", (int)r.folded,
	       r.guided < 0 ? "" : r.guided ? "; guided: the analytical model's graph, searched on, was kept"
					    : "; guided: the plain search's graph was kept");
	char tb[128] = "";
	if (s.opq.timed || s.opq.untimed)
		snprintf(tb, sizeof tb, "timing opaque nodes %.1f ms, ", s.opq.seconds * 1e3);
	if (b->n)
		snprintf(tb + strlen(tb), sizeof tb - strlen(tb), "If branches %.1f ms, ", s.t_branches * 1e3);
	/* the rest of the step: the costing of input and result (a measured model times their new shapes) */
	tasoc_say("  time: import %.1f ms, %ssearch %.1f ms, folding weights %.1f ms, costing %.1f ms, export %.1f ms\n",
	       s.t_import * 1e3, tb, s.search_s * 1e3, s.fold_s * 1e3, (s.t_search - s.search_s - s.fold_s) * 1e3,
	       s.t_export * 1e3);
	if (forms.n > 0)
		tasoc_say("  1-D convolutions: %d written as 2-D Convs (measured faster so in ONNX Runtime), %d as 1-D Convs "
		       "(%d distinct ones timed%s)\n", forms.two_d, forms.asked - forms.two_d, forms.n - forms.untimed,
		       forms.untimed ? ", the others not: 10 s of timing is the cap" : "");
	/* ONNX Runtime loads models from files: the candidate goes to a temporary one, OUT is written once at the end. */
	if ((o.check || measuring) && tasoc_opt_write_temp_model(m, &best, &xo, ext, data, size, tmp, sizeof tmp) != 0) {
		tasoc_opt_failed(&s, "cannot write a temporary copy of the optimized model (%s): %s", tmp, ext ? best.err : strerror(errno));
		tmp[0] = '\0';
		goto out;
	}
	int check_failed = 0;
	if (o.check) {
		tasoc_check_input in = { o.in, tmp, "the original model", "the optimized model", &g, &best, &o.dims, 1234, 0, r.folded };
		s.checked = 1;
		check_failed = tasoc_check_models(&in, &ort, &s.check) != 0;
	}
	int keep_input = !measuring && !tasoc_opt_rewritten(&r, &s) && o.measure != 0;
	if (measuring && !check_failed) {
		char symbols[1024];
		tasoc_ort_lazy_symbols(&o.dims, symbols, sizeof symbols);
		if (tasoc_measure_models(&ort, o.in, tmp, symbols, o.measure_time, 0, &s.measure) != 0) {
			tasoc_opt_failed(&s, "measuring on the target: %s (--no-measure skips it); nothing written", s.measure.why);
			goto out;
		}
		tasoc_opt_print_measured("measured", &s.measure);
		int other_won = other.have && tasoc_opt_measure_other(&ort, &o, m, &g, &xo, symbols, data, size, &s.measure, &s, &other);
		if (other.have) /* still: measured, or tried and dropped */
			s.other = tasoc_opt_pick_name[other.r.guided ? PICK_GUIDE : PICK_PLAIN];
		if (other_won) {
			s.other_kept = 1;
			/* The other candidate won: it becomes the result, its figures the report's. */
			tasoc_say("  kept: the %s, measured faster (%.3fx against %.3fx)\n",
			       tasoc_opt_pick_name[other.r.guided ? PICK_GUIDE : PICK_PLAIN], other.measure.s.median, s.measure.s.median);
			tasoc_opt_result rt = r;
			r = other.r, other.r = rt;
			tasoc_graph gt = best;
			best = other.best, other.best = gt;
			void *dt = data;
			data = other.data, other.data = dt;
			size_t zt = size;
			size = other.size, other.size = zt;
			tasoc_measure_result mt = s.measure;
			s.measure = other.measure, other.measure = mt;
			s.nodes_after = tasoc_graph_count_ops(&best);
			s.other_measure = other.measure;
		} else if (other.have) {
			s.other_measure = other.measure;
			tasoc_say("  kept: the %s\n", tasoc_opt_pick_name[r.guided ? PICK_GUIDE : PICK_PLAIN]);
		}
		keep_input = !tasoc_speedup_faster(&s.measure.s);
		int confirmed = keep_input ? 0 : tasoc_opt_confirm(&ort, &o, other_won ? other.tmp : tmp, symbols, &s);
		if (confirmed < 0) {
			tasoc_opt_failed(&s, "measuring on the target again: %s (--no-measure skips it); nothing written", s.confirm.why);
			goto out;
		}
		keep_input = keep_input || !confirmed;
	}
	/* The candidate as it was measured (a benchmark prices the same graph), whatever is written below. */
	bool cext = ext;
	if (o.candidate && !check_failed &&
	    (ext ? tasoc_onnx_save_with(m, &best, &xo, o.candidate, &cext) != TASOC_OK
		 : tasoc_write_atomic(o.candidate, data, size) != 0)) {
		tasoc_opt_failed(&s, "cannot write %s: %s", o.candidate, ext ? best.err : strerror(errno));
		goto out;
	}
	if (check_failed) {
		tasoc_say("  written: nothing (the check failed)\n");
	} else {
		/*
		 * IN's bytes are copied unless its tensors lie in files beside it
		 * (which OUT's folder may not hold) or OUT gets external data:
		 * then the graph as imported is exported, as OUT's own.
		 */
		bool reexport = keep_input && (ext || tasoc_onnx_external_count(m) > 0);
		if (keep_input && !reexport && !(input = tasoc_read_file(o.in, &input_size))) {
			tasoc_opt_failed(&s, "%s: cannot read it again: %s", o.in, strerror(errno));
			goto out;
		}
		tasoc_graph *wg = keep_input ? &g : &best;
		bool wext = ext;
		double tw = now();
		if (ext || reexport ? tasoc_onnx_save_with(m, wg, &xo, o.out, &wext) != TASOC_OK
				    : tasoc_write_atomic(o.out, keep_input ? input : data, keep_input ? input_size : size) != 0) {
			tasoc_opt_failed(&s, "cannot write %s: %s", o.out, ext || reexport ? wg->err : strerror(errno));
			goto out;
		}
		s.written = keep_input ? "input" : "optimized";
		s.external_out = wext;
		/* with external data the export happens here, straight to the files: its time is this one */
		if (wext)
			tasoc_say("  external data: the tensors written to %s.data beside it%s (exported and written in %.1f ms)\n",
			       o.out, too_big || (!ext && wext) ? " (the model is over protobuf's 2 GB as one message)" : "",
			       (now() - tw) * 1e3);
		if (!keep_input)
			tasoc_say("  written: the optimized model to %s\n", o.out);
		else if (s.confirm.ran)
			tasoc_say("  written: %s unchanged to %s: measured again, the optimized model is not faster beyond\n"
			       "           the noise (%.3fx, 95%% interval %.3f-%.3f)\n", o.in, o.out, s.confirm.s.median,
			       s.confirm.s.low, s.confirm.s.high);
		else if (measuring && s.measure.s.high < 1.0)
			tasoc_say("  written: %s unchanged to %s: the optimized model is slower\n", o.in, o.out);
		else if (measuring)
			tasoc_say("  written: %s unchanged to %s: the optimized model is not faster beyond the noise (the\n"
			       "           95%% interval of its speedup does not lie above 1)\n", o.in, o.out);
		else
			tasoc_say("  written: %s unchanged to %s: nothing was rewritten\n", o.in, o.out);
	}
	rc = check_failed ? RUN_FAIL : RUN_OK;
out:
	/* The report is written on failure too: it says what failed. */
	if (o.report) {
		if (rc != TASOC_OK && !s.error[0] && !tasoc_opt_check_failed_any(&s))
			snprintf(s.error, sizeof s.error, "failed (see the message above)");
		s.json = tasoc_opt_report_json(&o, &r, &s);
		if (!s.json || tasoc_write_atomic(o.report, s.json, strlen(s.json)) != 0) {
			tasoc_say_err("tasoc optimize: cannot write the report %s: %s\n", o.report, strerror(errno));
			rc = RUN_FAIL;
		} else if (rc == RUN_OK) {
			tasoc_say("  report: %s\n", o.report);
		}
	}
	if (!s.json) {
		if (rc != RUN_OK && !s.error[0] && !tasoc_opt_check_failed_any(&s))
			snprintf(s.error, sizeof s.error, "failed (see the message above)");
		s.json = tasoc_opt_report_json(&o, &r, &s);
	}
	tasoc_report_fill(rep, rc == RUN_OK ? TASOC_OK : s.status, s.json, s.error, &r, s.nodes_before + s.branches.nodes_before,
			  s.nodes_after + s.branches.nodes_after, s.opaque + s.branches.opaque, tasoc_opt_cost_before(&r, &s), tasoc_opt_cost_after(&r, &s),
			  s.confirm.ran ? &s.confirm : &s.measure, s.written, s.checked, s.check.ok);
	s.json = NULL; /* the report's now */
	rep->searches = s.searches;
	char tname[32];
	tasoc_report_target(rep, tasoc_target_name(&o.cost.target, tname, sizeof tname));
	tasoc_search_guide_free(&guide);
	if (tmp[0])
		tasoc_opt_remove_model(tmp);
	if (other.tmp[0])
		remove(other.tmp);
	free(other.data);
	if (other.best.al)
		tasoc_graph_free(&other.best);
	tasoc_conv1d_forms_free(&forms);
	tasoc_ort_lazy_done(&ort);
	free(data);
	free(input);
	tasoc_onnx_free(m);
	if (best.al)
		tasoc_graph_free(&best);
	tasoc_graph_free(&g);
	tasoc_branches_free(&s.branches);
	return rc;
}

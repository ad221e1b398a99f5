/* optimize_json.c: the report of tasoc optimize as JSON, what --report FILE writes (optimize_state.h). */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../fileio.h"
#include "../backend/cost_backend.h"
#include "../say.h"
#include "optimize_state.h"

/* A JSON string literal (quotes included) of s. */
void tasoc_opt_json_str(FILE *f, const char *s)
{
	fputc('"', f);
	for (; *s; s++) {
		unsigned char ch = (unsigned char)*s;
		if (ch == '"' || ch == '\\')
			fprintf(f, "\\%c", ch);
		else if (ch < 0x20)
			fprintf(f, "\\u%04x", ch);
		else
			fputc(ch, f);
	}
	fputc('"', f);
}

/* {"name": count, ...} */
void tasoc_opt_rules_json(FILE *f, int n, const char *const *rules, const int *counts)
{
	fprintf(f, "{");
	for (int i = 0; i < n; i++) {
		fprintf(f, "%s", i ? ", " : "");
		tasoc_opt_json_str(f, rules[i]);
		fprintf(f, ": %d", counts[i]);
	}
	fprintf(f, "}");
}

/* The If branches searched on their own (branches.h); null when the model has none. */
void tasoc_opt_branches_json(FILE *f, const tasoc_branches *b)
{
	if (b->n == 0) {
		fprintf(f, "null");
		return;
	}
	fprintf(f, "{\"found\": %d, \"written\": %d, \"nodes_before\": %d, \"nodes_after\": %d, \"opaque\": %d, "
		"\"weights_folded\": %d, \"rules_applied\": ", b->n, b->written, b->nodes_before, b->nodes_after, b->opaque,
		(int)b->folded);
	tasoc_opt_rules_json(f, b->nrules, b->rules, b->counts);
	fprintf(f, ",\n    \"list\": [");
	for (int i = 0; i < b->n; i++) {
		const tasoc_branch *r = &b->list[i];
		fprintf(f, "%s\n      {\"branch\": ", i ? "," : "");
		tasoc_opt_json_str(f, r->label);
		fprintf(f, ", \"depth\": %d, \"imported\": %s, \"nodes_before\": %d, \"nodes_after\": %d, \"opaque\": %d, ",
			r->depth, r->imported ? "true" : "false", r->nodes_before, r->nodes_after, r->opaque);
		if (r->r.searched)
			fprintf(f, "\"cost_before_ms\": %.6g, \"cost_after_ms\": %.6g, \"weights_folded\": %d, ",
				r->r.cost_before, r->r.cost_after, (int)r->r.folded);
		if (r->r.searched && tasoc_cost_is_measured(r->r.cost_used))
			fprintf(f, "\"opaque_costs\": {\"timed_alone\": %d, \"analytical_estimate\": %d}, ",
				r->r.opaque_timed, r->r.opaque_untimed);
		fprintf(f, "\"rules_applied\": ");
		tasoc_opt_rules_json(f, r->r.nrules, r->r.rules, r->r.counts);
		fprintf(f, ", \"written\": %s, \"kept_because\": ", r->written ? "true" : "false");
		if (r->written)
			fprintf(f, "null}");
		else {
			tasoc_opt_json_str(f, r->why);
			fprintf(f, "}");
		}
	}
	fprintf(f, "]}");
}

/*
 * The top graph's Ifs priced by their taken branch (if_cost.h): which
 * branch and why, its cost in the input and the result, and the top graph's
 * figures with each If as one opaque node; null when the top graph has none.
 */
void tasoc_opt_if_costs_json(FILE *f, const tasoc_opt_result *r, const tasoc_opt_summary *s)
{
	const tasoc_if_cost *in = &s->if_in;
	if (!in->found) {
		fprintf(f, "null");
		return;
	}
	fprintf(f, "{\"found\": %d, \"priced\": {\"input\": %d, \"output\": %d}, \"taken\": [", in->found, in->priced,
		s->if_out.priced);
	for (int i = 0; i < in->priced && i < TASOC_IF_COST_LIST; i++) {
		const tasoc_if_taken *t = &in->taken[i], *a = tasoc_opt_taken_after(s, t);
		fprintf(f, "%s\n    {\"taken\": ", i ? "," : "");
		tasoc_opt_json_str(f, t->what);
		fprintf(f, ", \"branch_ms\": {\"input\": %.6g, \"output\": ", t->branch);
		if (a)
			fprintf(f, "%.6g}", a->branch);
		else
			fprintf(f, "null}");
		fprintf(f, ", \"if_as_opaque_ms\": %.6g}", t->replaced);
	}
	fprintf(f, "],\n    \"top_graph_cost_ms\": ");
	if (r->searched)
		fprintf(f, "{\"input\": %.6g, \"output\": %.6g}", r->cost_before, r->cost_after);
	else
		fprintf(f, "null");
	fprintf(f, ", \"not_priced_because\": ");
	if (tasoc_opt_if_why(s)[0])
		tasoc_opt_json_str(f, tasoc_opt_if_why(s));
	else
		fprintf(f, "null");
	fprintf(f, "}");
}

char *tasoc_opt_report_json(const tasoc_opt_options *o, const tasoc_opt_result *r, const tasoc_opt_summary *s)
{
	char *buf = NULL;
	size_t size = 0;
	FILE *f = open_memstream(&buf, &size);
	if (!f)
		return NULL;
	fprintf(f, "{\n  \"input\": ");
	tasoc_opt_json_str(f, o->in);
	fprintf(f, ",\n  \"output\": ");
	tasoc_opt_json_str(f, o->out);
	fprintf(f, ",\n  \"cost_model\": ");
	tasoc_opt_json_str(f, r->cost_used ? r->cost_used : tasoc_cost_choice_name(&o->cost));
	/* The runtime the model is for; the guard's measure (below) names the engine it ran in. */
	char tn[32];
	fprintf(f, ",\n  \"target\": ");
	tasoc_opt_json_str(f, tasoc_target_name(&o->cost.target, tn, sizeof tn));
	fprintf(f, ",\n  \"error\": ");
	if (s->error[0])
		tasoc_opt_json_str(f, s->error);
	else
		fprintf(f, "null");
	if (s->import)
		fprintf(f, ",\n  \"import\": {\"onnx_nodes\": %zu, \"onnx_nodes_after_folding\": %zu, \"evaluated\": %zu, "
			"\"if_inlined\": %zu, \"unread_dropped\": %zu, \"onnx_inferred_shapes\": %zu}", s->import->nodes_in_file,
			s->import->nodes_after, s->import->folded, s->import->inlined, s->import->pruned, s->import->onnx_shapes);
	else
		fprintf(f, ",\n  \"import\": null");
	/* The node figures count the branches too: the If is an opaque node, its branches' nodes are imported nodes. */
	const tasoc_branches *b = &s->branches;
	int before = s->nodes_before + b->nodes_before, opaque = s->opaque + b->opaque;
	fprintf(f, ",\n  \"searched\": %s,\n  \"nodes_before\": %d,\n  \"nodes_after\": %d,\n  \"opaque\": %d,\n"
		"  \"opaque_fraction\": %.4f,\n  \"branches\": ", r->searched ? "true" : "false", before,
		s->nodes_after + b->nodes_after, opaque, before > 0 ? (double)opaque / before : 0.0);
	tasoc_opt_branches_json(f, b);
	/*
	 * How the opaque nodes were priced: under ort each is timed alone, as
	 * tasoc cost does, but for those that cannot be a model of one node;
	 * null under the other models, which give every opaque node the
	 * analytical estimate.
	 */
	fprintf(f, ",\n  \"opaque_costs\": ");
	if (s->opq.ort) {
		const char *why;
		int untimed = tasoc_if_cost_untimed(&s->if_in, &s->opq, &why);
		fprintf(f, "{\"timed_alone\": %d, \"analytical_estimate\": %d, \"keys_timed_now\": %lld, "
			"\"first_not_timed\": ", s->opq.timed, untimed, (long long)s->opq.measured);
		if (why)
			tasoc_opt_json_str(f, why);
		else
			fprintf(f, "null");
		if (b->n)
			fprintf(f, ", \"branches\": {\"timed_alone\": %d, \"analytical_estimate\": %d}}", b->opaque_timed,
				b->opaque_untimed);
		else
			fprintf(f, ", \"branches\": null}");
	} else {
		fprintf(f, "null");
	}
	fprintf(f, ",\n  \"if_costs\": ");
	tasoc_opt_if_costs_json(f, r, s);
	fprintf(f, ",\n");
	if (r->searched)
		fprintf(f, "  \"cost_before_ms\": %.6g,\n  \"cost_after_ms\": %.6g,\n  \"graphs_expanded\": %d,\n"
			"  \"timed_out\": %s,\n  \"weights_folded\": %d,\n  \"guided\": %s,\n", tasoc_opt_cost_before(r, s),
			tasoc_opt_cost_after(r, s), (int)r->expanded, r->timed_out ? "true" : "false", (int)r->folded,
			r->guided < 0 ? "null" : r->guided ? "\"guide kept\"" : "\"plain kept\"");
	if (r->searched)
		fprintf(f, "  \"runtime_fusions\": {\"input\": %d, \"output\": %d},\n"
			"  \"common_subexpressions\": {\"input\": %d, \"output\": %d},\n",
			(int)r->fused_before, (int)r->fused_after, (int)r->merged_before, (int)r->merged_after);
	if (r->searched && r->block > 0)
		fprintf(f, "  \"blocked_layout\": {\"block\": %d, \"reorders_in\": {\"input\": %d, \"output\": %d}, "
			"\"reorders_out\": {\"input\": %d, \"output\": %d}, \"reorders_ms\": {\"input\": %.6g, "
			"\"output\": %.6g}, \"fused\": {\"input\": %d, \"output\": %d}},\n", (int)r->block,
			(int)r->blocked_before.reorders_in, (int)r->blocked_after.reorders_in,
			(int)r->blocked_before.reorders_out, (int)r->blocked_after.reorders_out,
			r->blocked_before.reorders_ms, r->blocked_after.reorders_ms, (int)r->blocked_before.fused,
			(int)r->blocked_after.fused);
	else if (r->searched)
		fprintf(f, "  \"blocked_layout\": null,\n");
	else
		fprintf(f, "  \"cost_before_ms\": null,\n  \"cost_after_ms\": null,\n");
	if (r->searched)
		fprintf(f, "  \"layouts\": {\"search\": \"%s\", \"nhwc_ops\": {\"input\": %d, \"output\": %d}, "
			"\"conversions\": {\"input\": %d, \"output\": %d}},\n",
			r->layout > 0 ? "on" : r->layout == 0 ? "off" : "closed", (int)r->layout_before.nhwc_ops,
			(int)r->layout_after.nhwc_ops, (int)r->layout_before.conversions, (int)r->layout_after.conversions);
	fprintf(f, "  \"searches\": %d,\n  \"rules_applied\": ", s->searches);
	tasoc_opt_rules_json(f, r->nrules, r->rules, r->counts);
	/* what rules_applied counts: a step of the backtracking search, or a node the saturating search's rule made */
	fprintf(f, ",\n  \"rules_counted\": \"%s\"", r->saturated ? "nodes" : "applications");
	fprintf(f, ",\n  \"seconds\": {\"import\": %.6f, \"opaque\": %.6f, \"branches\": %.6f, \"search\": %.6f, "
		"\"fold\": %.6f, \"costing\": %.6f, \"export\": %.6f},\n", s->t_import, s->opq.seconds, s->t_branches,
		s->search_s, s->fold_s, s->t_search - s->search_s - s->fold_s, s->t_export);
	fprintf(f, "  \"cost_figure\": ");
	if (s->cost_is)
		tasoc_opt_json_str(f, s->cost_is);
	else
		fprintf(f, "null");
	fprintf(f, ",\n  \"measure\": ");
	tasoc_measure_json(f, s->measure.ran ? &s->measure : NULL);
	fprintf(f, ",\n  \"measure_skipped\": ");
	if (s->measure.ran || !s->measure_skipped[0])
		fprintf(f, "null");
	else
		tasoc_opt_json_str(f, s->measure_skipped);
	fprintf(f, ",\n  \"confirm\": ");
	tasoc_measure_json(f, s->confirm.ran ? &s->confirm : NULL);
	fprintf(f, ",\n  \"other_candidate\": ");
	if (s->other) {
		fprintf(f, "{\"graph\": ");
		tasoc_opt_json_str(f, s->other);
		fprintf(f, ", \"kept\": %s, \"measure_of_the_one_not_kept\": ", s->other_kept ? "true" : "false");
		tasoc_measure_json(f, s->other_measure.ran ? &s->other_measure : NULL);
		fprintf(f, "}");
	} else {
		fprintf(f, "null");
	}
	fprintf(f, ",\n  \"written\": ");
	if (s->written)
		tasoc_opt_json_str(f, s->written);
	else
		fprintf(f, "null");
	fprintf(f, ",\n  \"external_data\": {\"input_tensors\": %zu, \"output\": %s}", s->external_in,
		s->external_out ? "true" : "false");
	fprintf(f, ",\n  \"check\": ");
	tasoc_check_json(f, s->checked ? &s->check : NULL);
	fprintf(f, "\n}\n");
	fclose(f);
	return buf;
}


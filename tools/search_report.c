/* search_report.c: one search of a bundled graph with the command line's options, and what `tasoc search` prints of it. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

#include "../core/layout.h"
#include "../host/say.h"
#include "cmd_search.h"
#include "commands.h"

/*
 * The analytical model that guides searches under a measured one, made on
 * the first and kept for the process (every search of a command shares it).
 */
static tasoc_search_guide guide;

/* "12.3% less" or "4.5% more" */
const char *cmd_search_change(double before, double after, char *buf, size_t n)
{
	double d = before > 0 ? 100.0 * (1 - after / before) : 0.0;
	snprintf(buf, n, "%.1f%% %s", d < 0 ? -d : d, d < 0 ? "more" : "less");
	return buf;
}

static void report_saturate(FILE *f, const tasoc_saturate_stats *s, bool ilp, int32_t parts)
{
	static const char *const stop[] = { "", ", e-node limit", ", time limit" };
	static const char *const kept[] = { "the input", "greedy", "ILP", "the seed (backtracking's graph)",
					     "the local improvement", "a later round",
					     "the input again with pairs of merge moves" };
	static const char *const from[] = { "the input", "greedy", "the seed" };
	fprintf(f, "saturate: %.3f s, %d iterations%s%s, e-graph %d e-nodes in %d classes, %lld matches, %lld applied "
		   "(%lld did not infer shapes, %lld would make a cycle)\n",
		s->seconds, (int)s->iterations, s->saturated ? " (saturated)" : "", stop[s->stop], (int)s->enodes,
		(int)s->eclasses, (long long)s->matches, (long long)s->applied, (long long)s->skipped_shape,
		(long long)s->skipped_cycle);
	if (parts) { /* each part had its own candidates: what most parts kept */
		fprintf(f, "extract: %.3f s over the parts, input %.4f ms, %d moves; most parts kept %s (before folding)\n",
			s->extract_seconds, s->cost_before, (int)s->moves, kept[s->kept]);
		if (s->rounds > 1)
			fprintf(f, "rounds: %d saturations at most in a part, each from the last one's graph\n",
				(int)s->rounds);
		return;
	}
	fprintf(f, "extract: %.3f s, input %.4f ms, greedy %.4f ms", s->extract_seconds, s->cost_before, s->cost_greedy);
	if (s->cost_seed >= 0)
		fprintf(f, ", seed %.4f ms", s->cost_seed);
	else if (s->seed_status != TASOC_OK)
		fprintf(f, ", seed not added (%s)", tasoc_status_str(s->seed_status));
	if (s->cost_improved >= 0)
		fprintf(f, ", improved %.4f ms (%d moves from %s)", s->cost_improved, (int)s->moves, from[s->improved_from]);
	/* whether the ILP proved its choice optimal says whether the e-graph holds anything cheaper (issue 17) */
	if (s->cost_ilp >= 0)
		fprintf(f, ", ILP %.4f ms in %.2f s (%s)", s->cost_ilp, s->ilp_seconds,
			s->ilp_note[0] ? s->ilp_note : "proved optimal");
	else if (ilp)
		fprintf(f, ", ILP not used after %.2f s (%s)", s->ilp_seconds, s->ilp_note[0] ? s->ilp_note : "no solution");
	fprintf(f, "; kept %s (before folding)\n", kept[s->kept]);
	if (s->cost_alone >= 0)
		fprintf(f, "seeded and alone: the rounds ran with the seed and without it, ending at %.4f ms alone; kept "
			   "the %s (the figures above are its rounds', the totals both's)\n",
			s->cost_alone, s->alone_kept ? "rounds without the seed" : "seeded rounds");
	if (s->rounds > 1)
		fprintf(f, "rounds: %d saturations, each from the last one's graph: %.4f ms after the first, %.4f ms after "
			   "the last (iterations, matches and times above are the totals)\n",
			(int)s->rounds, s->cost_first, s->cost_after);
}

int cmd_search_optimize(const char *cmd, tasoc_graph *g, const tasoc_search_args *a, tasoc_cost_model *cm,
			tasoc_graph *out, FILE *report)
{
	tasoc_options o;
	tasoc_search_tracer t;
	tasoc_search_args_options(a, cm, &guide, &t, report ? TASOC_SAY_OUT : TASOC_SAY_ERR, &o);
	tasoc_stats st;
	if (tasoc_optimize(g, &o, out, &st) != TASOC_OK) {
		fprintf(stderr, "%s: %s\n", cmd, g->err);
		return EXIT_FAIL;
	}
	if (cm->failed)
		fprintf(stderr, "%s: note: %s\n", cmd, cm->err);
	if (report) {
		const tasoc_search_stats *s = &st.search;
		char ch[32];
		fprintf(report, "predicted cost (%s model): %.4f ms -> %.4f ms (%s)\n", cm->backend.name,
			st.cost_before, st.cost_after, cmd_search_change(st.cost_before, st.cost_after, ch, sizeof ch));
		if (st.fused_before || st.fused_after)
			fprintf(report, "runtime fusions (charged as one operator, not gains of the search): "
					"%d conv+relu in the input, %d in the result\n",
				(int)st.fused_before, (int)st.fused_after);
		if (st.merged_before || st.merged_after)
			fprintf(report, "common subexpressions (charged once, as the runtime merges them; not gains of "
					"the search): %d in the input, %d in the result\n",
				(int)st.merged_before, (int)st.merged_after);
		fprintf(report, "nodes: %d -> %d, %d weights folded\n", (int)st.nodes_before, (int)st.nodes_after,
			(int)st.folded);
		if (o.search == TASOC_SEARCH_SATURATE)
			report_saturate(report, &st.saturate, o.saturate.extract != NULL, st.search.parts);
		else
		fprintf(report, "search: %.3f s (%.3f s cpu), %d graphs expanded, %lld matches, %lld children, %lld queued, "
				"%lld duplicates%s\n",
			s->seconds, s->cpu_seconds, (int)s->expanded, (long long)s->matches, (long long)s->generated,
			(long long)s->queued, (long long)s->duplicates, s->timed_out ? " (time limit)" : "");
		if (cm->measure_s >= 0.01) /* a measuring backend timed new shapes during the search */
			fprintf(report, "of which %.3f s timing %lld operator shapes with the %s cost model\n",
				cm->measure_s, (long long)cm->misses, cm->backend.name);
		if (s->parts)
			fprintf(report, "split: %d parts %s in %d passes (%s per part)\n", (int)s->parts,
				o.search == TASOC_SEARCH_SATURATE ? "saturated" : "searched", (int)s->passes,
				o.search == TASOC_SEARCH_SATURATE ? "the e-graph's room shared" : "budget");
		if (s->beyond_budget)
			fprintf(report, "past the budget: %lld children ranked too low to be expanded\n",
				(long long)s->beyond_budget);
		if (s->dropped)
			fprintf(report, "queue full: %lld children not queued (--max-queued)\n", (long long)s->dropped);
		if (o.guide)
			fprintf(report, "guided by the analytical model: %s\n",
				st.guide_won ? "its best graph, searched on, was kept" : "the plain search's graph was kept");
		tasoc_layout_counts lc;
		tasoc_layout_count(out, &lc);
		bool own = (cm->backend.fuses & TASOC_COST_OWN_CONV_LAYOUT) != 0;
		if (a->layout)
			fprintf(report, "layouts: %d operators in NHWC, %d layout conversions%s%s%s\n", (int)lc.nhwc_ops,
				(int)lc.conversions,
				!st.layout_closed ? "" : own ? " (the runtime of the " : " (no convolution is cheaper in NHWC under the ",
				st.layout_closed ? cm->backend.name : "",
				!st.layout_closed ? "" : own ? " model runs convolutions in its own layout: none put in NHWC)"
							     : " model: none put in NHWC)");
		else
			fprintf(report, "layouts: off (graph-only search: %d of %d rules, none with a layout operator)\n",
				o.common.nrules, tasoc_nrules);
		if (st.applied_are_nodes) /* an e-graph keeps which rule first made each e-node, not an order of steps */
			fprintf(report, "rules applied: %d nodes of the result, by the rule that first made each\n",
				(int)st.napplied);
		else
			fprintf(report, "rules applied: %d\n", (int)st.napplied);
		/*
		 * Counts per rule, in the order each rule first fired: counted by
		 * rule index (st.search.applied), since a large model applies
		 * hundreds of thousands (a pairwise count took a minute).
		 */
		int32_t *count = calloc((size_t)o.common.nrules + 1, sizeof *count);
		for (int32_t i = 0; count && i < st.napplied; i++)
			count[st.search.applied[i]]++;
		for (int32_t i = 0; count && i < st.napplied; i++)
			if (count[st.search.applied[i]] > 0) {
				fprintf(report, "  %-24s x%d\n", st.applied[i], (int)count[st.search.applied[i]]);
				count[st.search.applied[i]] = 0;
			}
		free(count);
	}
	tasoc_stats_free(g, &st);
	return EXIT_OK;
}


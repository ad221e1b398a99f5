/* cmd_search.h: the search options' help every optimizing command shares, and one search with its report (search_report.c). */
#ifndef TOOLS_CMD_SEARCH_H
#define TOOLS_CMD_SEARCH_H

#include <stdio.h>

#include "../host/backend/cost_factory.h"
#include "../host/pipeline/options.h"
#include "../core/tasoc.h"

/*
 * Options (tasoc search, and tasoc optimize for ONNX files):
 *   --alpha A         keep graphs cheaper than A times the best (1.05)
 *   --budget N        expand at most N graphs (1000)
 *   --time-limit S    stop after S seconds (none)
 *   --max-queued N    queue at most N graphs in all (no limit)
 *   --max-memory SIZE bound the process's address space (tools/memlimit.c)
 *   --part N          search graphs of over 1024 operators in parts of about N (128; 0: whole)
 *   --target T        the runtime the model is for (host/backend/target.h):
 *                     ort-cpu[:THREADS], openvino-cpu[:THREADS], ort-cuda[:THREADS],
 *                     cudnn, analytical;
 *                     it picks the cost model (ort-*: ort timed there) and
 *                     where the guard and the checks run (tasoc_search_target)
 *   --cost M          analytical, cpu, cudnn or ort; cudnn falls back to cpu
 *                     with a one-line note when there is no GPU, ort when the
 *                     venv's onnxruntime is missing. Default: ort where ONNX
 *                     Runtime is found (what the never-slower guard measures
 *                     with), else analytical, with a one-line note
 *   --cost-strict     fail instead of falling back
 *   --no-guide        under a measured model, search only from the input: no
 *                     second start from the analytical model's best graph
 *                     (core/search_guided.h)
 *   --cost-cache F    load costs from F when it exists, save them there after
 *   --no-fold         leave weight-only subgraphs unfolded
 *   --trace N         print the first N graphs expanded: cost, rule, parent
 *   --search S        backtrack (TASO's search, the default) or saturate (core/saturate.h)
 *   --egraph-nodes N, --egraph-iters N, --extract local|ilp, --ilp-time S: the saturating search's bounds
 *   --ilp-write F     with --extract ilp, the integer program also written to F (MPS), for an offline solver
 *   --seed S          backtrack (default): the saturating search starts from the backtracking
 *                     search's graph too; none: saturation alone
 *   --layout on|off   off: graph-only search, without the rules that mention a layout operator
 */
#define CMD_SEARCH_OPTIONS_HELP                                                               \
	"  --alpha A        keep graphs cheaper than A times the best so far (1.05)\n"           \
	"  --budget N       expand at most N graphs (1000)\n"                                    \
	"  --time-limit S   stop searching after S seconds (no limit)\n"                         \
	"  --max-queued N   queue at most N graphs in all, to bound memory (no limit)\n"        \
	"  --max-memory SIZE  bound the memory of the whole run (K, M, G: 512M); an allocation\n" \
	"                   past it ends the run with an error and writes nothing\n"          \
	"  --part N         search a graph of over 1024 operators in parts of about N (128;\n"  \
	"                   0: always whole), each with the full budget\n"                    \
	"  --target T       where the model runs: ort-cpu[:THREADS] (default: ort-cpu:1),\n"  \
	"                   openvino-cpu[:THREADS], ort-cuda[:THREADS], cudnn, analytical. The\n" \
	"                   cost model, the guard and the checks run there (docs/cli.md)\n"     \
	"  --cost M         cost model: analytical, cpu, cudnn, ort (ONNX Runtime); default:\n"  \
	"                   ort where ONNX Runtime is installed, else analytical. --cost ort is\n" \
	"                   --target ort-cpu:1, cudnn and analytical their targets; with a\n"  \
	"                   measured target, ort times there, analytical or cpu estimate\n"   \
	"  --cost-strict    fail when the cost model is unavailable instead of falling back\n"   \
	"  --no-guide       under a measured cost model, do not also search from the\n"       \
	"                   analytical model's best graph\n"                                   \
	"  --cost-cache F   load operator costs from F if it exists; save them there after\n"    \
	"  --no-fold        keep weight-only subgraphs instead of folding them into weights\n"    \
	"  --trace N        print the first N graphs the search expands (cost, the rule that\n"  \
	"                   made each and from which graph), to see what the budget goes to\n"  \
	"  --search S       backtrack: TASO's cost-based backtracking search (the default);\n"  \
	"                   saturate: equality saturation, every rewrite into one e-graph, then\n" \
	"                   the cheapest graph in it extracted (--time-limit bounds the saturation)\n" \
	"  --egraph-nodes N saturate: stop once the rules added N e-nodes (20000, or twice the\n" \
	"                   input's e-nodes where that is more)\n"                                 \
	"  --egraph-iters N saturate: at most N rounds of matching every rule (8)\n"            \
	"  --extract E      saturate: local (the default: the greedy choice, then local moves\n" \
	"                   costed on the graph) or ilp (also an integer program in GLPK)\n"   \
	"  --ilp-time S     saturate: the integer program's time limit in seconds (5)\n"        \
	"  --ilp-write F    saturate, --extract ilp: also write the program to F (CPLEX LP when\n" \
	"                   F ends in .lp, else MPS), F.start and F.nodes, for an offline solver\n" \
	"  --seed S         saturate: backtrack (the default): run the backtracking search\n"  \
	"                   first (guided, as --search backtrack runs it) and add its graph\n"  \
	"                   to the e-graph, so the result is never dearer than its (the\n"  \
	"                   report says which graph was kept); none: saturation alone\n"  \
	"  --layout L       on (the default): the search chooses data layouts (NCHW or NHWC\n" \
	"                   activations) with the rewrites; off: graph-only, without the rules\n" \
	"                   that mention a layout operator (docs/search.md, \"Layouts\")\n"

/*
 * tasoc search --arena SIZE (search_arena.c): g copied into an arena of
 * sa->size bytes with a cost cache there too, searched without folding, the
 * peak printed. cmd_search_arena_done frees out, the copy and the buffer.
 */
typedef struct search_arena {
	size_t size;
	void *mem;
	tasoc_arena ar;
	tasoc_allocator al;
	tasoc_graph in;
	tasoc_cost_model cm;
} search_arena;
int cmd_search_in_arena(const char *cmd, const tasoc_graph *g, tasoc_search_args *a, const tasoc_cost_model *cm,
			search_arena *sa, tasoc_graph *out);
void cmd_search_arena_done(search_arena *sa, tasoc_graph *out);

/*
 * Optimizes g into *out with the options and cost model; prints a report
 * (costs, rules applied, search figures) to report when not NULL. Returns
 * EXIT_OK or EXIT_FAIL (message on stderr). With --trace the expansions
 * go to stdout with the report, else to stderr.
 */
int cmd_search_optimize(const char *cmd, tasoc_graph *g, const tasoc_search_args *a, tasoc_cost_model *cm,
			tasoc_graph *out, FILE *report);

/* "12.3% less" or "4.5% more" into buf. */
const char *cmd_search_change(double before, double after, char *buf, size_t n);

#endif

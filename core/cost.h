/* cost.h: per-operator cost models and the cost cache the search reads through. */
#ifndef TASOC_COST_H
#define TASOC_COST_H

#include "ir.h"

/*
 * The cost of a graph is the sum of the costs of its live operators, in
 * milliseconds. An operator's cost depends only on its key: operator,
 * attributes, input and output shapes. A backend estimates or measures one
 * key; the cache (tasoc_cost_model) asks the backend once per distinct key
 * and can be saved to and loaded from a text file, so a measured model is
 * profiled once per machine.
 *
 * Sources (input, weight) and everything computed from weights and shapes
 * alone (the "constant" nodes: concat of two weights, enlarge of a weight,
 * eye, idkernel...) cost 0: the optimizer folds them into new weights after
 * the search (fold.c), so they never run at inference time.
 */
typedef struct tasoc_cost_key {
	int32_t op;
	int32_t nin, nout;
	int32_t attr[TASOC_MAX_ATTRS];
	tasoc_shape in[TASOC_MAX_IN];
	tasoc_shape out[TASOC_MAX_OUT];
} tasoc_cost_key;

typedef struct tasoc_cost_backend {
	const char *name;
	/* Cost of one operator in ms, or a negative number when it cannot. */
	double (*measure)(void *ctx, const tasoc_cost_key *k);
	void *ctx;
	/*
	 * What measured the costs, when it can change them (an engine's
	 * version: "ONNX Runtime 1.30.0"), or NULL. A saved cache records it,
	 * and a caller can refuse a cache measured by another version.
	 */
	const char *version;
	/*
	 * What the runtime behind the backend fuses that the IR writes as
	 * separate operators, as TASOC_COST_FUSES_* flags; 0 for none.
	 */
	unsigned fuses;
	/*
	 * The channel block of the runtime's blocked convolution layout (ONNX
	 * Runtime's NCHWc: 16 on an x86-64 CPU with AVX-512F, 8 on other x86-64
	 * CPUs), or 0 when it has none. With a block, a graph's cost holds the layout account
	 * (tasoc_cost_layout_of): the reorders where a blocked region ends, less
	 * the nodes the runtime runs inside a convolution.
	 */
	int32_t block;
	/*
	 * The target the costs are of (a runtime and its threads: "ort-cpu:1",
	 * "ort-cpu:2"; host/backend/target.h), or NULL for a backend that
	 * names none. A saved cache records it, and a caller can refuse a cache
	 * of another target: a key's time on one runtime says nothing of
	 * another's.
	 */
	const char *target;
} tasoc_cost_backend;

/*
 * ONNX Runtime runs a Transpose (of the last two axes) that only matrix
 * products read inside each of them (MatmulTransposeFusion: FusedMatMul
 * with transA/transB); a Transpose that something else reads too, or that
 * is a graph output, runs. As the right operand (transB) the product takes
 * the time of the plain MatMul, within 4% (docs/benchmarks.md, "Layouts in
 * ONNX Runtime"), so such a transpose costs nothing; as the left operand
 * (transA) the product gets dearer, by about the transpose's own time or
 * more (BERT's 64x1024 by 1024x1024: 80 us against an 18 us Transpose), so
 * a transpose any product reads on the left stays charged in full, the
 * nearest figure a per-operator key gives for that group.
 */
enum { TASOC_COST_FUSES_TRANSPOSE_MATMUL = 1u };

/*
 * The runtime runs every convolution in a layout of its own choosing,
 * whatever layout the graph writes it in, so no layout change of tasoc's
 * can pay (core/layout.c closes the search's layout gate). ONNX
 * Runtime's CPU provider: its NCHWc transformer runs a float Conv as
 * ReorderInput, the blocked kernel and ReorderOutput from NCHW and from
 * NHWC alike, and cancels the Transposes between two NHWC convolutions
 * (docs/benchmarks.md, "Layouts in ONNX Runtime"). A one-operator model's
 * time cannot show it: the reorders at its edges, which a whole model
 * runs only where a blocked region begins and ends, are cheaper from
 * NHWC, so the NHWC form of ResNet-50's convolutions times 5% below the
 * NCHW one at the median, and the joint search's graph, predicted 3.4%
 * cheaper, measured 1.0004x (0.997-1.007) against the input.
 */
enum { TASOC_COST_OWN_CONV_LAYOUT = 2u };

/* The roofline estimate of cost_analytical.c: deterministic, libc only. */
extern const tasoc_cost_backend tasoc_cost_analytical;
double tasoc_cost_analytical_key(const tasoc_cost_key *k);

typedef struct tasoc_cost_entry {
	tasoc_cost_key key;
	double cost;
	uint64_t hash;
	int used;
} tasoc_cost_entry;

typedef struct tasoc_cost_model {
	tasoc_allocator *al;
	tasoc_cost_backend backend;
	tasoc_cost_entry *slots;   /* open addressing, power-of-two size */
	int32_t nslots, nused;
	int64_t hits, misses;      /* lookups answered by the cache or the backend */
	double measure_s;          /* wall time spent in the backend (profiling, for cpu/cudnn) */
	int failed;                /* the backend failed or memory ran out once */
	char loaded_from[32];      /* the backend a loaded cache names in its first line, or "" */
	char loaded_version[64];   /* the version a loaded cache names ("# measured with: V"), or "" */
	char loaded_target[32];    /* the target a loaded cache names ("# target: T"), or "" */
	char err[256];
	/*
	 * Called after each key the backend measured (NULL: none), so that a
	 * caller can show progress: a measured backend takes 0.2 s to minutes
	 * a key (isnet's convolutions under ort), and a search that prices a
	 * large model's keys would otherwise be silent for minutes.
	 */
	void (*on_measure)(void *ctx, const struct tasoc_cost_model *cm);
	void *on_measure_ctx;
} tasoc_cost_model;

/* backend NULL means tasoc_cost_analytical. */
tasoc_status tasoc_cost_init(tasoc_cost_model *cm, tasoc_allocator *al,
			     const tasoc_cost_backend *backend);
void tasoc_cost_free(tasoc_cost_model *cm);

/*
 * How many of a key's attr words it uses: the operator's attributes, and for
 * an opaque node two words, attr[0] and attr[1], of a timing identity: 0 and
 * 0 (the node is priced by shapes alone, with the analytical estimate), or
 * the low and high halves of a 64-bit hash that the importer's caller set
 * on the node and a backend can time (tasoc_onnx_node_model; the ort
 * backend's tasoc_cost_ort_opaque). Nothing in the core sets them.
 */
int tasoc_cost_key_nattr(int32_t op);
/* The key of live node v of g. */
void tasoc_cost_key_of(const tasoc_graph *g, int32_t v, tasoc_cost_key *k);
/*
 * The cost of one key through the cache. When the backend fails on a key
 * (an operator it does not measure) the analytical estimate is used and
 * cached instead; a failed allocation returns the estimate uncached.
 */
double tasoc_cost_lookup(tasoc_cost_model *cm, const tasoc_cost_key *k);
/* Records cost for k (cost_file.c's loader); 0, or -1 out of memory. */
int tasoc_cost_insert(tasoc_cost_model *cm, const tasoc_cost_key *k, double cost);
/* The cost of node v of g, 0 for sources and constant nodes (is_const). */
double tasoc_cost_node(tasoc_cost_model *cm, const tasoc_graph *g, int32_t v, bool is_const);
/* Whether node v is constant given its inputs' flags (see above). */
bool tasoc_node_const(const tasoc_graph *g, int32_t v, const uint8_t *const_flags);
/*
 * Whether transpose node v of g runs inside its readers under cm, so that it
 * costs nothing: cm's backend fuses a transpose into matrix products, and
 * each of the refs references to v (its live readers' input edges and the
 * graph outputs naming it) is one of mm_refs right operands of a matmul
 * (input 1; see TASOC_COST_FUSES_TRANSPOSE_MATMUL for the left). The one place
 * where what a node costs depends on its readers: every caller that sums
 * node costs (tasoc_cost_graph, the search's incremental costs) asks this.
 */
bool tasoc_cost_transpose_fused(const tasoc_cost_model *cm, const tasoc_graph *g, int32_t v, int32_t refs,
				int32_t mm_refs);
/*
 * Sum over the nodes reachable from the outputs, a transpose fused into its
 * readers (tasoc_cost_transpose_fused) counted 0, plus the layout account
 * (tasoc_cost_layout_of) under a backend with a block; negative when g is
 * invalid.
 */
double tasoc_cost_graph(tasoc_cost_model *cm, tasoc_graph *g);

/*
 * The layout account of a graph under a backend with a channel block
 * (cost_layout.c says what the runtime does): the reorders it adds where
 * a blocked region ends, each priced by its key (tasoc_cost_reorder_key),
 * and the nodes it runs inside a convolution (a bias, a residual Add, an
 * activation, a batchnorm), whose keys the sum of the nodes charged. The
 * graph's cost is that sum + reorders_ms - fused_ms. All zero without a
 * block.
 */
typedef struct tasoc_cost_layout {
	int32_t reorders_in, reorders_out; /* ReorderInput and ReorderOutput kernels */
	int32_t fused;                     /* nodes run inside a convolution */
	double reorders_ms, fused_ms;
} tasoc_cost_layout;
/*
 * From the caller's topological order of the k live nodes (NULL: nodes 0
 * to k - 1, a graph kept in that order) and their constness flags
 * (tasoc_node_const). 0, or -1 out of memory.
 */
int tasoc_cost_layout_of(tasoc_cost_model *cm, const tasoc_graph *g, const int32_t *order, int32_t k,
			 const uint8_t *cf, tasoc_cost_layout *acc);
/* The same for a whole graph; -1 when g is invalid or memory runs out. */
int tasoc_cost_layout_account(tasoc_cost_model *cm, const tasoc_graph *g, tasoc_cost_layout *acc);
/*
 * The key of the runtime's reorder of a tensor of shape s into (ReorderInput)
 * or out of (ReorderOutput) its layout blocked by block channels: the layout
 * conversion nhwc (into) or nchw (out of) with attr[0] = block, and the
 * tensor's own shape as input and output. The operators themselves have no
 * attribute and a key of theirs has attr[0] = 0, so the two never meet; a
 * backend that cannot time a reorder is answered, as for any key, by the
 * analytical estimate, which prices it as the same move of the same bytes.
 */
void tasoc_cost_reorder_key(const tasoc_shape *s, int32_t block, bool into, tasoc_cost_key *k);
/* Whether k is such a reorder key, not the key of a graph's operator. */
bool tasoc_cost_key_is_reorder(const tasoc_cost_key *k);

/*
 * A backend that answers from a fixed table (for example one profiled
 * offline and emitted as C by `tasoc cost emit`), falling back to the
 * analytical estimate for keys the table lacks.
 */
typedef struct tasoc_cost_table {
	const tasoc_cost_entry *entries;
	int32_t n;
} tasoc_cost_table;
tasoc_cost_backend tasoc_cost_table_backend(const tasoc_cost_table *t);

#endif

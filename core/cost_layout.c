/* cost_layout.c: the blocked-layout account: the reorders a runtime adds where its blocked region ends, and the nodes it runs inside a convolution. */
#include <string.h>

#include "cost.h"

/*
 * ONNX Runtime's CPU provider runs convolutions in a blocked layout of its
 * own (NCHWc: the channels in blocks of cm->backend.block), and with them
 * every operator it can run on such tensors: pools, Add, Mul, Concat on
 * channels, Relu, Sigmoid, Tanh, BatchNormalization. Where an operator it
 * cannot (Split, Reshape, a broadcast Add, MatMul...) reads a blocked
 * tensor, it adds a ReorderOutput; where a convolution or a pool reads a
 * tensor that is not blocked, a ReorderInput. Inside a region it runs a
 * convolution's bias, one residual Add and one activation in the
 * convolution's own kernel. A key times one operator alone, with its
 * reorders left out (host/backend/cost_ort.c), so neither shows in the
 * sum of the keys; this account adds the reorders, each timed as the
 * runtime's own reorder of that tensor (tasoc_cost_reorder_key), and takes
 * the fused nodes' keys back out. docs/benchmarks.md ("Why the convolution
 * merges lose in ORT") counts what it is about: a merge's Split ends the
 * region, and ResNet-50's searched graph ran 9 reorders and 3 residual Adds
 * and Relus of its own, 2.3 ms the keys did not see.
 *
 * The rules are ONNX Runtime's NCHWc transformer's, as facts (its source,
 * onnxruntime/core/optimizer/nchwc_transformer.cc, read, not copied):
 *   - a Conv with a constant kernel is blocked when its input channels are
 *     fewer than a block (it then reads the plain tensor: no reorder) or a
 *     multiple of 4; a grouped one when it is depthwise, or each group's
 *     input and output channels are whole blocks, its output channels a
 *     multiple of 4; a pool when its channels are whole blocks; a whole-
 *     image average (GlobalAveragePool) only when its input is blocked;
 *   - Add and Mul of two blocked tensors of one shape, Concat on channels
 *     of blocked tensors of whole blocks each, Relu, Sigmoid, Tanh and
 *     BatchNormalization of a blocked tensor are blocked;
 *   - the Add runs inside a convolution that only it reads, that has no
 *     activation and no Add yet; an activation runs inside a convolution
 *     (or its fused Add) that only it reads, with no activation yet; a
 *     bias (the exporter writes it as the Conv's B, onnx_export.c's
 *     conv_bias) and a BatchNormalization that only read a convolution
 *     are folded into it, blocked or not (ORT's ConvAddFusion,
 *     ConvBNFusion and ConvActivationFusion run first);
 *   - one ReorderOutput for a blocked tensor that something not blocked
 *     reads, or that is a graph output; one ReorderInput for a plain tensor
 *     a blocked convolution or pool reads.
 */

#ifdef TASOC_NO_LAYOUT_ACCOUNT
/*
 * A firmware build (docs/embedding.md): its costs are an emitted table or
 * the analytical model, neither with a channel block, so every account is
 * zero, as in the host's for the same costs; the account's 2 KB stay out.
 */
int tasoc_cost_layout_of(tasoc_cost_model *cm, const tasoc_graph *g, const int32_t *order, int32_t k,
			 const uint8_t *cf, tasoc_cost_layout *acc)
{
	(void)cm, (void)g, (void)order, (void)k, (void)cf;
	memset(acc, 0, sizeof *acc);
	return 0;
}

int tasoc_cost_layout_account(tasoc_cost_model *cm, const tasoc_graph *g, tasoc_cost_layout *acc)
{
	return tasoc_cost_layout_of(cm, g, NULL, 0, NULL, acc);
}
#else
enum { PLAIN = 0, BLOCKED = 1 };

typedef struct acct {
	const tasoc_graph *g;
	int32_t block;
	uint8_t *state;   /* PLAIN or BLOCKED: the node's output is a blocked tensor */
	uint8_t *fused;   /* the node runs inside the convolution conv[v] */
	int32_t *conv;    /* the convolution whose kernel writes the node's output, or -1 */
	uint8_t *act;     /* per convolution: an activation already runs inside it */
	uint8_t *sum;     /* per convolution: an Add already runs inside it */
	int32_t *refs;    /* input slots of live readers and graph outputs that read the node */
} acct;

static const tasoc_shape *in_shape(const tasoc_graph *g, int32_t v, int i)
{
	return tasoc_ref_shape(g, g->nodes[v].in[i]);
}

static bool is_conv(int32_t op)
{
	return op == TASOC_OP_CONV2D || op == TASOC_OP_GROUPCONV2D;
}

/* Whether blocked convolution or pool v reads its input in the blocked layout (a ReorderInput when that is plain). */
static bool reads_blocked(const acct *a, int32_t v)
{
	const tasoc_node *n = &a->g->nodes[v];
	return n->op != TASOC_OP_CONV2D || in_shape(a->g, v, 1)->dim[1] >= a->block;
}

/* A convolution the runtime runs blocked (its kernel must be constant: cf). */
static bool conv_blocked(const acct *a, int32_t v, const uint8_t *cf)
{
	const tasoc_node *n = &a->g->nodes[v];
	const tasoc_shape *w = in_shape(a->g, v, 1), *x = in_shape(a->g, v, 0);
	if (!cf[n->in[1].node] || w->rank != 4 || x->rank != 4)
		return false;
	int32_t co = w->dim[0], ci = w->dim[1], groups = ci > 0 ? x->dim[1] / ci : 0;
	if (n->op == TASOC_OP_CONV2D || groups == 1)
		return ci < a->block || ci % 4 == 0;
	if (co % 4 != 0)
		return false;
	return (ci == 1 && co == groups) || (ci % a->block == 0 && co % groups == 0 && (co / groups) % a->block == 0);
}

/* Whether input ref i of v is a blocked tensor the runtime can take as it is. */
static bool input_blocked(const acct *a, int32_t v, int i)
{
	return a->state[a->g->nodes[v].in[i].node] == BLOCKED;
}

/* The convolution that could take node p's reader inside it: p's own, when only that reader reads p. */
static int32_t fusable_conv(const acct *a, int32_t p)
{
	return a->refs[p] == 1 ? a->conv[p] : -1;
}

static void fuse(acct *a, int32_t v, int32_t c, int32_t p)
{
	a->fused[v] = 1;
	a->conv[v] = c;
	a->state[v] = a->state[p];
}

/* Classifies live node v, whose inputs are classified (topological order). */
static void classify(acct *a, int32_t v, const uint8_t *cf)
{
	const tasoc_graph *g = a->g;
	const tasoc_node *n = &g->nodes[v];
	int32_t p = n->nin > 0 ? n->in[0].node : -1, c;
	a->state[v] = PLAIN;
	a->conv[v] = -1;
	switch (n->op) {
	case TASOC_OP_CONV2D:
	case TASOC_OP_GROUPCONV2D:
		a->conv[v] = v;
		a->act[v] = n->attr[TASOC_CONV2D_ACTIVATION] != TASOC_ACTIVATION_NONE;
		if (conv_blocked(a, v, cf))
			a->state[v] = BLOCKED;
		return;
	case TASOC_OP_MAXPOOL2D:
	case TASOC_OP_AVGPOOL2D: {
		const tasoc_shape *x = in_shape(g, v, 0), *y = &n->out[0];
		bool global = n->op == TASOC_OP_AVGPOOL2D && y->rank == 4 && y->dim[2] == 1 && y->dim[3] == 1;
		if (x->rank == 4 && (global ? input_blocked(a, v, 0) : x->dim[1] % a->block == 0))
			a->state[v] = BLOCKED;
		return;
	}
	case TASOC_OP_BIASADD:
		c = fusable_conv(a, p);
		if (c == p && !a->act[c] && g->nodes[n->in[1].node].op == TASOC_OP_WEIGHT && in_shape(g, v, 1)->rank == 1)
			fuse(a, v, c, p);
		return;
	case TASOC_OP_BATCHNORM:
		c = fusable_conv(a, p);
		if (c >= 0 && !a->act[c] && !a->sum[c]) {
			fuse(a, v, c, p);
		} else if (input_blocked(a, v, 0)) {
			a->state[v] = BLOCKED; /* a depthwise 1x1 convolution of the runtime's */
			a->conv[v] = v;
			a->act[v] = a->sum[v] = 0;
		}
		return;
	case TASOC_OP_RELU:
	case TASOC_OP_SIGMOID:
	case TASOC_OP_TANH:
	case TASOC_OP_RELU6:
	case TASOC_OP_HARDSIGMOID: {
		/* Clip and HardSigmoid only as ORT fuses them before blocking: not after a fused Add, not blocked alone */
		bool early_only = n->op == TASOC_OP_RELU6 || n->op == TASOC_OP_HARDSIGMOID;
		c = fusable_conv(a, p);
		if (c >= 0 && !a->act[c] && !(early_only && a->sum[c])) {
			fuse(a, v, c, p);
			a->act[c] = 1;
		} else if (!early_only && input_blocked(a, v, 0)) {
			a->state[v] = BLOCKED;
		}
		return;
	}
	case TASOC_OP_EWADD:
	case TASOC_OP_EWMUL:
		if (!input_blocked(a, v, 0) || !input_blocked(a, v, 1) || !tasoc_shape_eq(in_shape(g, v, 0), in_shape(g, v, 1)))
			return;
		a->state[v] = BLOCKED;
		for (int i = 0; i < 2 && n->op == TASOC_OP_EWADD; i++) {
			int32_t q = n->in[i].node;
			c = fusable_conv(a, q);
			if (c >= 0 && a->state[c] == BLOCKED && !a->act[c] && !a->sum[c]) {
				fuse(a, v, c, q);
				a->sum[c] = 1;
				return;
			}
		}
		return;
	case TASOC_OP_CONCAT:
		if (n->attr[0] != 1 || n->out[0].rank != 4)
			return;
		for (int i = 0; i < n->nin; i++)
			if (!input_blocked(a, v, i) || in_shape(g, v, i)->dim[1] % a->block != 0)
				return;
		a->state[v] = BLOCKED;
		return;
	default:
		return;
	}
}

/* Whether reader v takes its input slot i in the blocked layout. */
static bool takes_blocked(const acct *a, int32_t v, int i)
{
	const tasoc_node *n = &a->g->nodes[v];
	if (a->state[v] != BLOCKED)
		return false;
	if (is_conv(n->op) || n->op == TASOC_OP_MAXPOOL2D || n->op == TASOC_OP_AVGPOOL2D)
		return i == 0 && reads_blocked(a, v);
	if (n->op == TASOC_OP_BIASADD || n->op == TASOC_OP_BATCHNORM)
		return i == 0;
	return true;
}

void tasoc_cost_reorder_key(const tasoc_shape *s, int32_t block, bool into, tasoc_cost_key *k)
{
	memset(k, 0, sizeof *k);
	k->op = into ? TASOC_OP_NHWC : TASOC_OP_NCHW;
	k->attr[0] = block;
	k->nin = k->nout = 1;
	k->in[0].rank = k->out[0].rank = s->rank;
	for (int i = 0; i < s->rank && i < TASOC_MAX_RANK; i++)
		k->in[0].dim[i] = k->out[0].dim[i] = s->dim[i];
}

bool tasoc_cost_key_is_reorder(const tasoc_cost_key *k)
{
	return (k->op == TASOC_OP_NHWC || k->op == TASOC_OP_NCHW) && k->attr[0] > 0;
}

static double reorder(tasoc_cost_model *cm, const tasoc_shape *s, bool into)
{
	tasoc_cost_key k;
	tasoc_cost_reorder_key(s, cm->backend.block, into, &k);
	return tasoc_cost_lookup(cm, &k);
}

int tasoc_cost_layout_of(tasoc_cost_model *cm, const tasoc_graph *g, const int32_t *order, int32_t k,
			 const uint8_t *cf, tasoc_cost_layout *acc)
{
	memset(acc, 0, sizeof *acc);
	if (cm->backend.block <= 0)
		return 0;
	size_t n = (size_t)g->nnodes + 1;
	acct a = { g, cm->backend.block, NULL, NULL, NULL, NULL, NULL, NULL };
	/* state, fused, act, sum, and per output of a node "needs a ReorderInput" */
	uint8_t *bytes = tasoc_calloc(g->al, (4 + TASOC_MAX_OUT) * n + 1, 1);
	int32_t *ints = tasoc_alloc(g->al, 2 * n * sizeof *ints);
	if (!bytes || !ints) {
		tasoc_free(g->al, bytes);
		tasoc_free(g->al, ints);
		return -1;
	}
	a.state = bytes;
	a.fused = bytes + n;
	a.act = bytes + 2 * n;
	a.sum = bytes + 3 * n;
	uint8_t *need_in = bytes + 4 * n;
	a.conv = ints;
	a.refs = ints + n;
#define AT(i) (order ? order[i] : (i))
	for (int32_t i = 0; i < k; i++)
		a.refs[AT(i)] = 0;
	for (int32_t i = 0; i < k; i++)
		for (int j = 0; j < g->nodes[AT(i)].nin; j++)
			a.refs[g->nodes[AT(i)].in[j].node]++;
	for (int32_t i = 0; i < g->noutputs; i++)
		a.refs[g->outputs[i].node]++;
	for (int32_t i = 0; i < k; i++) {
		int32_t v = AT(i);
		if (cf[v] || (tasoc_ops[g->nodes[v].op].flags & TASOC_OPF_SOURCE)) {
			a.state[v] = PLAIN;
			a.conv[v] = -1;
			continue;
		}
		classify(&a, v, cf);
		if (a.fused[v]) {
			acc->fused++;
			acc->fused_ms += tasoc_cost_node(cm, g, v, false);
		}
	}
	/* a.act is done with: it marks the blocked tensors that need a ReorderOutput now */
	uint8_t *need_out = a.act;
	memset(need_out, 0, n);
	for (int32_t i = 0; i < k; i++) {
		int32_t v = AT(i);
		const tasoc_node *nd = &g->nodes[v];
		if (cf[v])
			continue;
		for (int j = 0; j < nd->nin; j++) {
			int32_t u = nd->in[j].node;
			if (cf[u])
				continue;
			bool taken = takes_blocked(&a, v, j);
			if (a.state[u] == BLOCKED && !taken)
				need_out[u] = 1;
			else if (a.state[u] == PLAIN && taken) /* only a convolution or a pool takes a plain tensor blocked */
				need_in[(size_t)u * TASOC_MAX_OUT + (size_t)nd->in[j].out] = 1;
		}
	}
	for (int32_t i = 0; i < g->noutputs; i++)
		if (a.state[g->outputs[i].node] == BLOCKED)
			need_out[g->outputs[i].node] = 1;
	for (int32_t i = 0; i < k; i++) {
		int32_t v = AT(i);
		if (need_out[v]) {
			acc->reorders_out++;
			acc->reorders_ms += reorder(cm, &g->nodes[v].out[0], false);
		}
		for (int o = 0; o < g->nodes[v].nout; o++)
			if (need_in[(size_t)v * TASOC_MAX_OUT + (size_t)o]) {
				acc->reorders_in++;
				acc->reorders_ms += reorder(cm, &g->nodes[v].out[o], true);
			}
	}
#undef AT
	tasoc_free(g->al, bytes);
	tasoc_free(g->al, ints);
	return 0;
}

int tasoc_cost_layout_account(tasoc_cost_model *cm, const tasoc_graph *g, tasoc_cost_layout *acc)
{
	memset(acc, 0, sizeof *acc);
	if (cm->backend.block <= 0)
		return 0;
	size_t n = (size_t)g->nnodes + 1;
	int32_t *order = tasoc_alloc(g->al, n * sizeof *order), k = 0;
	uint8_t *cf = tasoc_calloc(g->al, n, 1);
	int rc = -1;
	if (order && cf && tasoc_graph_topo((tasoc_graph *)g, false, order, &k) == TASOC_OK) {
		for (int32_t i = 0; i < k; i++)
			cf[order[i]] = tasoc_node_const(g, order[i], cf);
		rc = tasoc_cost_layout_of(cm, g, order, k, cf, acc);
	}
	tasoc_free(g->al, order);
	tasoc_free(g->al, cf);
	return rc;
}
#endif

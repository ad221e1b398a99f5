/* onnx_pattern.c: finds decomposed LayerNorm and erf-GELU subgraphs (PyTorch's exports below opsets 17 and 20) and dynamically quantized Convs and MatMuls. */
#include "onnx_pattern.h"

#include <stdlib.h>
#include <string.h>

/*
 * Structure only: operator types, wiring and who reads each inner tensor.
 * Constants, shapes and attributes are for the importer, which has them
 * when it reaches the root (a Constant node may come later in the file's
 * order than the pattern's first node). A tensor read by anything outside
 * the pattern keeps the pattern from being found: its nodes then import one
 * by one.
 */

typedef struct readers {
	tasoc_onnx_names count, first, second, third; /* per tensor name: how many reads, the first three readers */
	tasoc_onnx_names producer;             /* per tensor name: the node whose output it is */
} readers;

static int note_read(readers *r, const char *name, int32_t node)
{
	int32_t k = tasoc_onnx_names_get(&r->count, name);
	if (tasoc_onnx_names_put(&r->count, name, k < 0 ? 1 : k + 1) < 0)
		return -1;
	if (k < 0)
		return tasoc_onnx_names_put(&r->first, name, node);
	if (k == 1)
		return tasoc_onnx_names_put(&r->second, name, node);
	if (k == 2)
		return tasoc_onnx_names_put(&r->third, name, node);
	return 0;
}

static int count_reads(const Onnx__GraphProto *gp, readers *r)
{
	for (size_t k = 0; k < gp->n_node; k++) {
		const Onnx__NodeProto *n = gp->node[k];
		for (size_t o = 0; o < n->n_output; o++)
			if (n->output[o][0] && tasoc_onnx_names_put(&r->producer, n->output[o], (int32_t)k) < 0)
				return -1;
		const char **outer = NULL;
		size_t nouter = 0;
		if (tasoc_onnx_outer_reads(n, &outer, &nouter))
			return -1;
		for (size_t i = 0; i < n->n_input + nouter; i++) {
			const char *in = i < n->n_input ? n->input[i] : outer[i - n->n_input];
			if (in[0] && note_read(r, in, (int32_t)k) < 0) {
				free(outer);
				return -1;
			}
		}
		free(outer);
	}
	for (size_t i = 0; i < gp->n_output; i++) /* a graph output is read from outside: two reads at least */
		if (note_read(r, gp->output[i]->name, -1) < 0 || note_read(r, gp->output[i]->name, -1) < 0)
			return -1;
	return 0;
}

static bool is(const Onnx__NodeProto *n, const char *type)
{
	return (!n->domain || !n->domain[0] || !strcmp(n->domain, "ai.onnx")) && !strcmp(n->op_type, type) &&
	       n->n_output >= 1 && n->output[0][0];
}

/* The one output a pattern node may have (Dropout-like extra outputs are not allowed). */
static const char *out0(const Onnx__NodeProto *n)
{
	for (size_t i = 1; i < n->n_output; i++)
		if (n->output[i][0])
			return NULL;
	return n->output[0];
}

/* The only reader of node k's output, when it has exactly one and is of type. */
static int32_t only_reader(const Onnx__GraphProto *gp, const readers *r, int32_t k, const char *type)
{
	const char *o = out0(gp->node[k]);
	if (!o || tasoc_onnx_names_get(&r->count, o) != 1)
		return -1;
	int32_t m = tasoc_onnx_names_get(&r->first, o);
	return m >= 0 && is(gp->node[m], type) ? m : -1;
}

const char *tasoc_onnx_pattern_other(const Onnx__NodeProto *n, const char *name)
{
	if (n->n_input != 2)
		return NULL;
	bool a = !strcmp(n->input[0], name), b = !strcmp(n->input[1], name);
	return a == b ? NULL : a ? n->input[1] : n->input[0];
}

/* Node k reads name at input i exactly. */
static bool reads_at(const Onnx__NodeProto *n, size_t i, const char *name)
{
	return i < n->n_input && !strcmp(n->input[i], name);
}

static bool match_layernorm(const Onnx__GraphProto *gp, const readers *r, int32_t k, tasoc_onnx_pattern *p)
{
	const Onnx__NodeProto *mean = gp->node[k];
	if (!is(mean, "ReduceMean") || mean->n_input < 1 || !out0(mean))
		return false;
	memset(p, 0, sizeof *p);
	p->kind = TASOC_ONNX_PAT_LAYERNORM;
	p->x = mean->input[0];
	p->mean = k;
	if ((p->sub = only_reader(gp, r, k, "Sub")) < 0 || !reads_at(gp->node[p->sub], 0, p->x) ||
	    !reads_at(gp->node[p->sub], 1, mean->output[0]))
		return false;
	/* the centred x is read by the square (once as Pow, twice as Mul) and the Div */
	const char *d = out0(gp->node[p->sub]);
	int32_t nd = d ? tasoc_onnx_names_get(&r->count, d) : -1;
	if (nd != 2 && nd != 3)
		return false;
	int32_t rd[3] = { tasoc_onnx_names_get(&r->first, d), tasoc_onnx_names_get(&r->second, d),
			  nd == 3 ? tasoc_onnx_names_get(&r->third, d) : -1 };
	int32_t a = -1, b = -1;
	for (int i = 0; i < nd; i++) {
		if (rd[i] < 0)
			return false;
		if (is(gp->node[rd[i]], "Div") && b < 0)
			b = rd[i];
		else if (a < 0 || a == rd[i])
			a = rd[i];
		else
			return false;
	}
	if (a < 0 || b < 0 || (nd == 3) != is(gp->node[a], "Mul"))
		return false;
	const Onnx__NodeProto *sq = gp->node[a];
	bool mul_sq = is(sq, "Mul") && sq->n_input == 2 && reads_at(sq, 0, d) && reads_at(sq, 1, d);
	if (a == b || !(mul_sq || (is(sq, "Pow") && reads_at(sq, 0, d))) || !is(gp->node[b], "Div") ||
	    !reads_at(gp->node[b], 0, d))
		return false;
	p->sq = a;
	p->div = b;
	if ((p->var = only_reader(gp, r, p->sq, "ReduceMean")) < 0 ||
	    (p->add_eps = only_reader(gp, r, p->var, "Add")) < 0 ||
	    (p->sqrt = only_reader(gp, r, p->add_eps, "Sqrt")) < 0 || only_reader(gp, r, p->sqrt, "Div") != p->div ||
	    !reads_at(gp->node[p->div], 1, gp->node[p->sqrt]->output[0]))
		return false;
	p->root = p->div;
	p->mul = p->add = -1;
	if ((p->mul = only_reader(gp, r, p->div, "Mul")) >= 0 &&
	    tasoc_onnx_pattern_other(gp->node[p->mul], gp->node[p->div]->output[0])) {
		p->root = p->mul;
		if ((p->add = only_reader(gp, r, p->mul, "Add")) >= 0 &&
		    tasoc_onnx_pattern_other(gp->node[p->add], gp->node[p->mul]->output[0]))
			p->root = p->add;
		else
			p->add = -1;
	} else {
		p->mul = -1;
	}
	int32_t all[] = { p->mean, p->sub, p->sq, p->var, p->add_eps, p->sqrt, p->div, p->mul, p->add };
	for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
		if (all[i] >= 0)
			p->nodes[p->nnodes++] = all[i];
	return true;
}

static bool match_gelu(const Onnx__GraphProto *gp, const readers *r, int32_t k, tasoc_onnx_pattern *p)
{
	const Onnx__NodeProto *erf = gp->node[k];
	if (!is(erf, "Erf") || erf->n_input != 1 || !out0(erf))
		return false;
	int32_t pre = tasoc_onnx_names_get(&r->producer, erf->input[0]);
	if (pre < 0 || tasoc_onnx_names_get(&r->count, erf->input[0]) != 1 || !(is(gp->node[pre], "Div") || is(gp->node[pre], "Mul")) || gp->node[pre]->n_input != 2 ||
	    !out0(gp->node[pre]))
		return false;
	memset(p, 0, sizeof *p);
	p->kind = TASOC_ONNX_PAT_GELU;
	p->pre = pre;
	p->erf = k;
	p->x = gp->node[pre]->input[0];
	p->mean = p->sub = p->sq = p->var = p->add_eps = p->sqrt = p->div = p->mul = -1;
	if ((p->add = only_reader(gp, r, k, "Add")) < 0 ||
	    !tasoc_onnx_pattern_other(gp->node[p->add], erf->output[0]))
		return false;
	int32_t m = only_reader(gp, r, p->add, "Mul");
	if (m < 0)
		return false;
	const char *other = tasoc_onnx_pattern_other(gp->node[m], gp->node[p->add]->output[0]);
	if (!other)
		return false;
	if (!strcmp(other, p->x)) { /* x * (1 + erf), then * 0.5 */
		p->prod = m;
		if ((p->half = only_reader(gp, r, m, "Mul")) < 0 ||
		    !tasoc_onnx_pattern_other(gp->node[p->half], gp->node[m]->output[0]))
			return false;
		p->root = p->half;
	} else { /* (x * 0.5) * (1 + erf) */
		p->prod = m;
		int32_t h = tasoc_onnx_names_get(&r->producer, other);
		if (h < 0 || !is(gp->node[h], "Mul") || !out0(gp->node[h]) || only_reader(gp, r, h, "Mul") != m ||
		    !tasoc_onnx_pattern_other(gp->node[h], p->x))
			return false;
		p->half = h;
		p->root = m;
	}
	int32_t all[] = { p->pre, p->erf, p->add, p->half, p->prod };
	for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
		p->nodes[p->nnodes++] = all[i];
	return true;
}

/* The one reader of tensor name, when it is read exactly once and by a node of type. */
static int32_t sole_reader(const Onnx__GraphProto *gp, const readers *r, const char *name, const char *type)
{
	if (!name[0] || tasoc_onnx_names_get(&r->count, name) != 1)
		return -1;
	int32_t m = tasoc_onnx_names_get(&r->first, name);
	return m >= 0 && is(gp->node[m], type) ? m : -1;
}

static bool match_dqconv(const Onnx__GraphProto *gp, const readers *r, int32_t k, tasoc_onnx_pattern *p)
{
	const Onnx__NodeProto *dq = gp->node[k];
	if (!is(dq, "DynamicQuantizeLinear") || dq->n_input != 1 || dq->n_output != 3)
		return false;
	memset(p, 0, sizeof *p);
	p->kind = TASOC_ONNX_PAT_DQCONV;
	p->x = dq->input[0];
	p->dq = k;
	p->mean = p->sub = p->sq = p->var = p->add_eps = p->sqrt = p->div = p->mul = p->add = -1;
	p->pre = p->erf = p->prod = p->half = -1;
	const char *q = dq->output[0], *s = dq->output[1], *zp = dq->output[2];
	const char *type = "ConvInteger";
	if ((p->qop = sole_reader(gp, r, q, type)) < 0) {
		p->kind = TASOC_ONNX_PAT_DQMATMUL;
		type = "MatMulInteger";
		p->qop = sole_reader(gp, r, q, type);
	}
	if (p->qop < 0 || sole_reader(gp, r, zp, type) != p->qop)
		return false;
	const Onnx__NodeProto *ci = gp->node[p->qop];
	if (ci->n_input != 4 || !reads_at(ci, 0, q) || !reads_at(ci, 2, zp) || !out0(ci) ||
	    (p->qscale = sole_reader(gp, r, s, "Mul")) < 0 || !tasoc_onnx_pattern_other(gp->node[p->qscale], s) ||
	    !out0(gp->node[p->qscale]) || (p->qcast = only_reader(gp, r, p->qop, "Cast")) < 0 ||
	    (p->root = only_reader(gp, r, p->qcast, "Mul")) < 0 || only_reader(gp, r, p->qscale, "Mul") != p->root)
		return false;
	const Onnx__NodeProto *m = gp->node[p->root];
	const char *other = tasoc_onnx_pattern_other(m, gp->node[p->qcast]->output[0]);
	if (!other || strcmp(other, gp->node[p->qscale]->output[0]) != 0)
		return false;
	int32_t all[] = { p->dq, p->qop, p->qscale, p->qcast, p->root };
	for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
		p->nodes[p->nnodes++] = all[i];
	return true;
}

int tasoc_onnx_read_counts(const Onnx__GraphProto *gp, tasoc_onnx_names *count)
{
	readers r;
	memset(&r, 0, sizeof r);
	int rc = count_reads(gp, &r);
	tasoc_onnx_names_free(&r.first);
	tasoc_onnx_names_free(&r.second);
	tasoc_onnx_names_free(&r.third);
	tasoc_onnx_names_free(&r.producer);
	if (rc)
		tasoc_onnx_names_free(&r.count);
	else
		*count = r.count;
	return rc;
}

int tasoc_onnx_find_patterns(const Onnx__GraphProto *gp, tasoc_onnx_pattern **out, size_t *count, int32_t *role)
{
	readers r;
	memset(&r, 0, sizeof r);
	tasoc_onnx_pattern *ps = NULL;
	size_t n = 0, cap = 0;
	int rc = count_reads(gp, &r);
	for (size_t k = 0; k < gp->n_node; k++)
		role[k] = -1;
	for (size_t k = 0; k < gp->n_node && rc == 0; k++) {
		tasoc_onnx_pattern p;
		if (!match_layernorm(gp, &r, (int32_t)k, &p) && !match_gelu(gp, &r, (int32_t)k, &p) &&
		    !match_dqconv(gp, &r, (int32_t)k, &p))
			continue;
		bool taken = false;
		for (int i = 0; i < p.nnodes; i++)
			taken |= role[p.nodes[i]] >= 0;
		if (taken)
			continue;
		if (n == cap) {
			size_t ncap = cap ? cap * 2 : 16;
			tasoc_onnx_pattern *q = realloc(ps, ncap * sizeof *q);
			if (!q) {
				rc = -1;
				break;
			}
			ps = q;
			cap = ncap;
		}
		for (int i = 0; i < p.nnodes; i++)
			role[p.nodes[i]] = (int32_t)n;
		ps[n++] = p;
	}
	tasoc_onnx_names_free(&r.count);
	tasoc_onnx_names_free(&r.first);
	tasoc_onnx_names_free(&r.second);
	tasoc_onnx_names_free(&r.third);
	tasoc_onnx_names_free(&r.producer);
	if (rc) {
		free(ps);
		return -1;
	}
	*out = ps;
	*count = n;
	return 0;
}

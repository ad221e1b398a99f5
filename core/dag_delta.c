/* dag_delta.c: a choice's DAG cost kept up to date move by move (reader counts per class), for the local improvement. */
#include <string.h>

#include "cost.h"
#include "dag_delta.h"
#include "op.h"

static bool multi_output(const tasoc_egraph *eg, int32_t v)
{
	const tasoc_enode *n = &eg->nodes[v];
	return n->leaf >= 0 ? eg->src->nodes[n->leaf].nout > 1 : tasoc_ops[n->op].nout > 1;
}

static void logged(tasoc_dag_delta *d, int32_t *p, int32_t v)
{
	if (d->nlog < d->caplog) {
		d->log[d->nlog].p = p;
		d->log[d->nlog++].old = *p;
	} else {
		d->overflow = true;
	}
	*p = v;
}

/* What reached class c adds to the total by itself: 0 for a group member (its group is charged once, below). */
static double charge(const tasoc_dag_delta *d, const int32_t *choice, int32_t c)
{
	int32_t v = choice[c];
	if (v < 0 || d->gid[v] >= 0)
		return 0;
	if ((d->fuses & TASOC_COST_FUSES_TRANSPOSE_MATMUL) && d->eg->nodes[v].op == TASOC_OP_TRANSPOSE &&
	    d->cnt[c] == d->mm[c])
		return 0; /* only matmuls read it, as their right operand: run inside them */
	return d->cost[v];
}

/* c became reached (sign 1) or left (-1) with its e-node: its group's count, a missing e-node. */
static void node_counts(tasoc_dag_delta *d, const int32_t *choice, int32_t c, int sign)
{
	int32_t v = choice[c];
	if (v < 0) {
		logged(d, &d->bad, d->bad + sign);
		return;
	}
	int32_t g = d->gid[v];
	if (g < 0)
		return;
	int32_t was = d->gcnt[g];
	logged(d, &d->gcnt[g], was + sign);
	if (was == 0 || was + sign == 0)
		d->total += sign * d->cost[g];
}

/*
 * One reader more (sign 1) or less (-1) of class c, mmr when it reads c
 * as a matmul's right operand; a class that becomes reached or left goes
 * on the stack, whose e-node's inputs then gain or lose it as a reader.
 */
static void readers(tasoc_dag_delta *d, const int32_t *choice, int32_t c, bool mmr, int sign, int32_t *sp)
{
	int32_t n = d->cnt[c] + sign;
	double old = d->cnt[c] > 0 ? charge(d, choice, c) : 0;
	logged(d, &d->cnt[c], n);
	if (mmr)
		logged(d, &d->mm[c], d->mm[c] + sign);
	double now = n > 0 ? charge(d, choice, c) : 0;
	d->total += now - old;
	if ((sign > 0 && n == 1) || (sign < 0 && n == 0)) {
		node_counts(d, choice, c, sign);
		d->stack[(*sp)++] = c;
	}
}

/* The classes on the stack crossed zero (sign: up, or down): the inputs of their e-nodes gain or lose them as readers. */
static void drain(tasoc_dag_delta *d, const int32_t *choice, int32_t sp, int sign)
{
	while (sp > 0) {
		int32_t v = choice[d->stack[--sp]];
		if (v < 0)
			continue;
		const tasoc_enode *n = &d->eg->nodes[v];
		for (int i = 0; i < n->nin; i++)
			readers(d, choice, n->child[i], n->op == TASOC_OP_MATMUL && i == 1, sign, &sp);
	}
}

/* E-node v's inputs gain (1) or lose (-1) v as a reader, and what they reach or leave in turn. */
static void inputs_of(tasoc_dag_delta *d, const int32_t *choice, int32_t v, int sign)
{
	const tasoc_enode *n = &d->eg->nodes[v];
	int32_t sp = 0;
	for (int i = 0; i < n->nin; i++)
		readers(d, choice, n->child[i], n->op == TASOC_OP_MATMUL && i == 1, sign, &sp);
	drain(d, choice, sp, sign);
}

void tasoc_dag_delta_reset(tasoc_dag_delta *d, const int32_t *choice)
{
	const tasoc_egraph *eg = d->eg;
	memset(d->cnt, 0, ((size_t)eg->nclasses + 1) * sizeof *d->cnt);
	memset(d->mm, 0, ((size_t)eg->nclasses + 1) * sizeof *d->mm);
	memset(d->gcnt, 0, ((size_t)eg->nnodes + 1) * sizeof *d->gcnt);
	d->bad = 0;
	d->total = 0;
	/* nothing to undo before a fresh count: the log is off while counting */
	int32_t cap = d->caplog;
	d->caplog = d->nlog = 0;
	for (int32_t r = 0; r < eg->nroots; r++) {
		int32_t sp = 0;
		readers(d, choice, tasoc_egraph_find_const(eg, eg->roots[r]), false, 1, &sp);
		drain(d, choice, sp, 1);
	}
	d->caplog = cap;
	d->nlog = 0;
	d->overflow = false;
	d->epoch++;
}

int tasoc_dag_delta_init(tasoc_dag_delta *d, const tasoc_egraph *eg, const double *cost, unsigned fuses,
			 const int32_t *choice)
{
	memset(d, 0, sizeof *d);
	d->eg = eg;
	d->cost = cost;
	d->fuses = fuses;
	size_t nc = (size_t)eg->nclasses + 1, nn = (size_t)eg->nnodes + 1;
	d->cnt = tasoc_alloc(eg->al, nc * sizeof *d->cnt);
	d->mm = tasoc_alloc(eg->al, nc * sizeof *d->mm);
	/* a cascade pushes each class once per crossing of zero, and one cascade crosses each way only */
	d->stack = tasoc_alloc(eg->al, nc * sizeof *d->stack);
	d->gid = tasoc_alloc(eg->al, nn * sizeof *d->gid);
	d->gcnt = tasoc_alloc(eg->al, nn * sizeof *d->gcnt);
	/* room for moves that reach or leave a few times the graph; past it an undo recounts */
	d->caplog = (int32_t)(8 * nc + 64);
	d->log = tasoc_alloc(eg->al, (size_t)d->caplog * sizeof *d->log);
	if (!d->cnt || !d->mm || !d->stack || !d->gid || !d->gcnt || !d->log) {
		tasoc_dag_delta_free(d);
		return -1;
	}
	/* a group is named by its first e-node among the readers of its first input (a split's halves) */
	for (int32_t v = 0; v < eg->nnodes; v++) {
		const tasoc_enode *n = &eg->nodes[v];
		d->gid[v] = -1;
		if (n->dead || n->nin == 0 || !multi_output(eg, v))
			continue;
		int32_t c = n->child[0];
		d->gid[v] = v;
		for (int32_t i = eg->par_first[c]; i < eg->par_first[c + 1]; i++) {
			int32_t u = eg->par_list[i];
			if (u < d->gid[v] && tasoc_egraph_same_group(eg, u, v))
				d->gid[v] = u;
		}
	}
	tasoc_dag_delta_reset(d, choice);
	return 0;
}

void tasoc_dag_delta_free(tasoc_dag_delta *d)
{
	tasoc_allocator *al = d->eg->al;
	tasoc_free(al, d->cnt);
	tasoc_free(al, d->mm);
	tasoc_free(al, d->stack);
	tasoc_free(al, d->gid);
	tasoc_free(al, d->gcnt);
	tasoc_free(al, d->log);
	memset(d, 0, sizeof *d);
}

void tasoc_dag_delta_set(tasoc_dag_delta *d, int32_t *choice, int32_t c, int32_t u)
{
	int32_t v = choice[c];
	if (v == u)
		return;
	if (d->cnt[c] == 0) {
		choice[c] = u; /* not reached: nothing it reads is charged */
		return;
	}
	d->total -= charge(d, choice, c);
	node_counts(d, choice, c, -1);
	choice[c] = u;
	node_counts(d, choice, c, 1);
	d->total += charge(d, choice, c);
	/*
	 * The new inputs first, then the old: were c reached only through its
	 * old e-node's inputs (a cycle, through a move's other classes), it is
	 * left with its new e-node, whose inputs its leaving then releases.
	 */
	if (u >= 0)
		inputs_of(d, choice, u, 1);
	if (v >= 0)
		inputs_of(d, choice, v, -1);
}

tasoc_dag_delta_mark tasoc_dag_delta_mark_now(const tasoc_dag_delta *d)
{
	tasoc_dag_delta_mark m = { .nlog = d->nlog, .bad = d->bad, .epoch = d->epoch, .total = d->total };
	return m;
}

void tasoc_dag_delta_undo(tasoc_dag_delta *d, const int32_t *choice, tasoc_dag_delta_mark m)
{
	if (d->overflow || m.epoch != d->epoch) {
		tasoc_dag_delta_reset(d, choice);
		return;
	}
	while (d->nlog > m.nlog) {
		d->nlog--;
		*d->log[d->nlog].p = d->log[d->nlog].old;
	}
	d->bad = m.bad;
	d->total = m.total;
}

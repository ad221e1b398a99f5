/* split.c: searching a large graph part by part (MetaFlow's graph splitting), in time linear in the graph. */
#include <string.h>

#include "split.h"
#include "clock.h"
#include "format.h"

/*
 * The graph being optimized is kept normalized: its sources (inputs,
 * weights, anything without inputs) first, then its operators in a
 * topological order, so an operator's position is its index minus nsrc and
 * a part is a range of positions. A pass rebuilds the graph range by
 * range, in order: a range that is not searched is copied, a searched one
 * is replaced by its search's result (itself topological), so the graph a
 * pass makes is normalized again and the positions where its parts begin
 * and end are known: the next pass's windows are placed on them.
 *
 * Every array here is indexed by node or by node output (node *
 * TASOC_MAX_OUT + out) of the current graph, and every step is one sweep
 * over nodes or edges: the only work that is not linear is the search of
 * each part, which is bounded by the part size and the budget.
 */

enum { MAX_PASSES = 32 };

typedef struct seg {
	int32_t lo, hi; /* operator positions [lo, hi) */
	int search;     /* searched, or copied as it is */
} seg;

typedef struct splitter {
	tasoc_allocator *al;
	const tasoc_search_common *c;
	const tasoc_search_opts *o; /* NULL: a part search of the caller's that reads none */
	tasoc_part_search_fn search; /* a part's search: tasoc_search, or the caller's (split.h) */
	void *search_ctx;
	tasoc_search_stats *st;
	int32_t part;
	char *err;          /* the caller's g->err */
	double t0;
	tasoc_graph cur;    /* normalized: sources [0, nsrc), then operators */
	int32_t nsrc;
	int32_t cap;        /* nodes the scratch below holds */
	int32_t *seg_of;    /* per node: its range, -1 for a source */
	uint8_t *xmask;     /* per node: outputs read outside its range */
	tasoc_ref *tmap;    /* per node output: the same tensor in the graph being built */
	int32_t *stamp, *pidx;   /* per node: index in the part being built (when stamp is current) */
	int32_t *cstamp, *cidx;  /* per node output: the part's input for a tensor of another range */
	int32_t epoch;
	int32_t *applied;
	int32_t napplied, capapplied;
	seg *segs;
	int32_t nseg, capseg;
	int32_t *bounds;    /* per range of the last pass: [lo, hi) in the graph it made */
	int32_t capbounds;
	/*
	 * Names of a part's inputs that stand for tensors of other ranges, the
	 * k-th "split.cut.k": unique within a part (an input hashes by name),
	 * and interned once (per store) for all parts, passes and calls, so
	 * the store grows by the widest part's count, not by every cut made.
	 */
	int32_t *cutname;
	int32_t ncutname, capcutname;
	char prefix[24];    /* "split.cut.", lengthened until no graph input's name starts with it */
} splitter;

/* Wall seconds through the options' clock hook (clock.h): none on a firmware build without one. */
static double now_s(const tasoc_search_common *c)
{
	return tasoc_clock_now(c->clock, TASOC_CLOCK_WALL);
}

static tasoc_status oom(splitter *s, const char *what)
{
	tasoc_format(s->err, 256, "split search: out of memory (%s)", what);
	return TASOC_ERR_NOMEM;
}

/* Appends a copy of n; returns its index, or -1 when memory runs out. */
static int32_t append(tasoc_graph *g, const tasoc_node *n)
{
	if (tasoc_grow(g->al, (void **)&g->nodes, &g->capnodes, sizeof *g->nodes, g->nnodes + 1) != 0)
		return -1;
	g->nodes[g->nnodes] = *n;
	return g->nnodes++;
}

static tasoc_status add_output(tasoc_graph *g, tasoc_ref r, int32_t name)
{
	int32_t cap = g->capoutputs;
	if (tasoc_grow(g->al, (void **)&g->outputs, &g->capoutputs, sizeof *g->outputs, g->noutputs + 1) != 0 ||
	    tasoc_grow(g->al, (void **)&g->output_names, &cap, sizeof *g->output_names, g->noutputs + 1) != 0)
		return TASOC_ERR_NOMEM;
	g->capoutputs = cap < g->capoutputs ? cap : g->capoutputs;
	g->outputs[g->noutputs] = r;
	g->output_names[g->noutputs++] = name;
	return TASOC_OK;
}

static bool is_source(const tasoc_node *n)
{
	return n->nin == 0;
}

/*
 * The normalized copy of g: every live input (in index order, the graph's
 * signature), the other sources the outputs reach, then the operators
 * they reach in g's topological order (depth first from the outputs, so a
 * layered model's layers stay together).
 */
static tasoc_status normalize(splitter *s, tasoc_graph *g)
{
	int32_t n = g->nnodes, k = 0;
	int32_t *order = tasoc_alloc(s->al, ((size_t)n + 1) * sizeof *order);
	int32_t *newid = tasoc_alloc(s->al, ((size_t)n + 1) * sizeof *newid);
	tasoc_status st = order && newid ? TASOC_OK : oom(s, "order");
	if (st == TASOC_OK && (st = tasoc_graph_topo(g, false, order, &k)) != TASOC_OK)
		tasoc_format(s->err, 256, "split search: %.200s", g->err);
	if (st == TASOC_OK && tasoc_graph_init_like(&s->cur, g, n + 1) != TASOC_OK)
		st = oom(s, "graph");
	if (st == TASOC_OK) {
		tasoc_graph *c = &s->cur;
		for (int32_t v = 0; v < n; v++)
			newid[v] = -1;
		for (int32_t v = 0; v < n; v++)
			if (!g->nodes[v].dead && g->nodes[v].op == TASOC_OP_INPUT)
				newid[v] = append(c, &g->nodes[v]);
		for (int32_t i = 0; i < k; i++)
			if (newid[order[i]] < 0 && is_source(&g->nodes[order[i]]))
				newid[order[i]] = append(c, &g->nodes[order[i]]);
		s->nsrc = c->nnodes;
		for (int32_t i = 0; i < k; i++)
			if (newid[order[i]] < 0)
				newid[order[i]] = append(c, &g->nodes[order[i]]);
		for (int32_t v = 0; v < c->nnodes; v++)
			for (int i = 0; i < c->nodes[v].nin; i++)
				c->nodes[v].in[i].node = newid[c->nodes[v].in[i].node];
		for (int32_t i = 0; i < g->noutputs && st == TASOC_OK; i++) {
			tasoc_ref r = g->outputs[i];
			r.node = newid[r.node];
			if (add_output(c, r, g->output_names[i]) != TASOC_OK)
				st = oom(s, "graph");
		}
	}
	tasoc_free(s->al, order);
	tasoc_free(s->al, newid);
	return st;
}

/* Scratch for the current graph's nodes. */
static tasoc_status scratch(splitter *s)
{
	int32_t n = s->cur.nnodes + 1;
	if (n <= s->cap)
		return TASOC_OK;
	int32_t cap = n + n / 2;
	tasoc_free(s->al, s->seg_of);
	tasoc_free(s->al, s->xmask);
	tasoc_free(s->al, s->tmap);
	tasoc_free(s->al, s->stamp);
	tasoc_free(s->al, s->pidx);
	tasoc_free(s->al, s->cstamp);
	tasoc_free(s->al, s->cidx);
	size_t outs = (size_t)cap * TASOC_MAX_OUT;
	s->seg_of = tasoc_alloc(s->al, (size_t)cap * sizeof *s->seg_of);
	s->xmask = tasoc_alloc(s->al, (size_t)cap);
	s->tmap = tasoc_alloc(s->al, outs * sizeof *s->tmap);
	s->stamp = tasoc_calloc(s->al, (size_t)cap, sizeof *s->stamp);
	s->pidx = tasoc_alloc(s->al, (size_t)cap * sizeof *s->pidx);
	s->cstamp = tasoc_calloc(s->al, outs, sizeof *s->cstamp);
	s->cidx = tasoc_alloc(s->al, outs * sizeof *s->cidx);
	s->cap = cap;
	if (!s->seg_of || !s->xmask || !s->tmap || !s->stamp || !s->pidx || !s->cstamp || !s->cidx) {
		s->cap = 0;
		return oom(s, "scratch");
	}
	s->epoch = 0;
	return TASOC_OK;
}

static tasoc_status add_seg(splitter *s, int32_t lo, int32_t hi, int search)
{
	if (lo >= hi)
		return TASOC_OK;
	if (tasoc_grow(s->al, (void **)&s->segs, &s->capseg, sizeof *s->segs, s->nseg + 1) != 0)
		return oom(s, "parts");
	s->segs[s->nseg].lo = lo;
	s->segs[s->nseg].hi = hi;
	s->segs[s->nseg++].search = search;
	return TASOC_OK;
}

/*
 * The first pass's parts: consecutive ranges of about part operators,
 * each cut where the fewest operators have a reader past it. width[p] (the
 * operators before position p read at or after it) comes from one sweep
 * of +1/-1 marks; a cut is the narrowest position in [start + part / 2,
 * start + part], the later one on a tie (fewer parts).
 */
static tasoc_status first_cuts(splitter *s)
{
	const tasoc_graph *g = &s->cur;
	int32_t m = g->nnodes - s->nsrc, part = s->part;
	int32_t *width = tasoc_calloc(s->al, (size_t)m + 2, sizeof *width);
	int32_t *last = tasoc_alloc(s->al, ((size_t)m + 1) * sizeof *last);
	if (!width || !last) {
		tasoc_free(s->al, width);
		tasoc_free(s->al, last);
		return oom(s, "cuts");
	}
	for (int32_t p = 0; p < m; p++)
		last[p] = p;
	for (int32_t p = 0; p < m; p++) {
		const tasoc_node *n = &g->nodes[s->nsrc + p];
		for (int i = 0; i < n->nin; i++) {
			int32_t q = n->in[i].node - s->nsrc;
			if (q >= 0 && last[q] < p)
				last[q] = p;
		}
	}
	for (int32_t i = 0; i < g->noutputs; i++) {
		int32_t q = g->outputs[i].node - s->nsrc;
		if (q >= 0)
			last[q] = m;
	}
	for (int32_t p = 0; p < m; p++)
		if (last[p] > p) {
			width[p + 1]++;
			width[last[p] + 1]--;
		}
	for (int32_t p = 1; p <= m; p++)
		width[p] += width[p - 1];
	s->nseg = 0;
	tasoc_status st = TASOC_OK;
	int32_t start = 0;
	while (st == TASOC_OK && m - start > part) {
		int32_t best = start + part;
		for (int32_t p = start + part; p >= start + part / 2; p--)
			if (width[p] < width[best])
				best = p;
		st = add_seg(s, start, best, 1);
		start = best;
	}
	if (st == TASOC_OK)
		st = add_seg(s, start, m, 1);
	tasoc_free(s->al, width);
	tasoc_free(s->al, last);
	return st;
}

/*
 * A later pass's ranges: a window of half-width h around every position
 * where two searched ranges of the last pass met, windows that overlap
 * joined while the union stays within part operators; what lies between
 * windows is copied. Returns the number of windows.
 */
static int32_t window_cuts(splitter *s, const seg *last, int32_t nlast)
{
	int32_t m = s->cur.nnodes - s->nsrc, h = s->part / 8 > 2 ? s->part / 8 : 2, pos = 0, nwin = 0;
	s->nseg = 0;
	for (int32_t i = 0; i + 1 < nlast; i++) {
		if (!last[i].search || !last[i + 1].search)
			continue;
		int32_t b = s->bounds[2 * i + 1];
		int32_t lo = b - h > pos ? b - h : pos, hi = b + h < m ? b + h : m;
		seg *w = s->nseg > 0 ? &s->segs[s->nseg - 1] : NULL;
		if (w && w->search && lo <= w->hi && hi - w->lo <= s->part) {
			if (hi > w->hi)
				w->hi = pos = hi;
			continue;
		}
		if (lo >= hi)
			continue;
		if (add_seg(s, pos, lo, 0) != TASOC_OK || add_seg(s, lo, hi, 1) != TASOC_OK)
			return -1;
		nwin++;
		pos = hi;
	}
	if (add_seg(s, pos, m, 0) != TASOC_OK)
		return -1;
	return nwin;
}

/* The string id of the k-th cut input's name; -1 when memory runs out. */
static int32_t cut_name(splitter *s, int32_t k)
{
	while (s->ncutname <= k) {
		char name[48];
		if (tasoc_grow(s->al, (void **)&s->cutname, &s->capcutname, sizeof *s->cutname, s->ncutname + 1) != 0)
			return -1;
		tasoc_format(name, sizeof name, "%s%d", s->prefix, (int)s->ncutname);
		/* An earlier split search of a graph of this store made it already (newest last). */
		const tasoc_store *st = s->cur.store;
		int32_t id = st->nstrings - 1;
		while (id >= 0 && (!st->strings[id] || strcmp(st->strings[id], name) != 0))
			id--;
		if (id < 0 && (id = tasoc_store_string(s->cur.store, name)) < 0)
			return -1;
		s->cutname[s->ncutname] = id;
		s->ncutname++;
	}
	return s->cutname[k];
}

/*
 * The prefix of the cut inputs' names: a graph input of the same name would
 * hash like a cut input (and match back as one), so the prefix grows until
 * no input's name starts with it.
 */
static void choose_prefix(splitter *s)
{
	tasoc_format(s->prefix, sizeof s->prefix, "split.cut.");
	for (bool clash = true; clash && strlen(s->prefix) + 2 < sizeof s->prefix;) {
		clash = false;
		size_t k = strlen(s->prefix);
		for (int32_t v = 0; v < s->nsrc && !clash; v++)
			clash = s->cur.nodes[v].op == TASOC_OP_INPUT &&
				strncmp(tasoc_node_name(&s->cur, v), s->prefix, k) == 0;
		if (clash) {
			s->prefix[k - 1] = '_';
			s->prefix[k] = '.';
			s->prefix[k + 1] = '\0';
		}
	}
}

/* Where tensor (u, o) of the current graph is in the graph being built. */
static tasoc_ref mapped(const splitter *s, tasoc_ref r)
{
	if (r.node < s->nsrc)
		return r;
	return s->tmap[(size_t)r.node * TASOC_MAX_OUT + (size_t)r.out];
}

static void copy_range(splitter *s, const seg *sg, tasoc_graph *next, tasoc_status *st)
{
	for (int32_t p = sg->lo; p < sg->hi && *st == TASOC_OK; p++) {
		int32_t v = s->nsrc + p;
		tasoc_node n = s->cur.nodes[v];
		for (int i = 0; i < n.nin; i++)
			n.in[i] = mapped(s, n.in[i]);
		int32_t id = append(next, &n);
		if (id < 0) {
			*st = oom(s, "graph");
			return;
		}
		for (int o = 0; o < n.nout; o++)
			s->tmap[(size_t)v * TASOC_MAX_OUT + (size_t)o] = tasoc_ref_make(id, o);
	}
}

static void add_stats(splitter *s, const tasoc_search_stats *p)
{
	tasoc_search_stats *t = s->st;
	t->expanded += p->expanded;
	t->matches += p->matches;
	t->generated += p->generated;
	t->queued += p->queued;
	t->duplicates += p->duplicates;
	t->dropped += p->dropped;
	t->beyond_budget += p->beyond_budget;
	t->exact_checks += p->exact_checks;
	t->inconsistent += p->inconsistent;
	t->timed_out |= p->timed_out;
	t->parts++;
}

/*
 * Range sg as a graph of its own, searched, and its result appended to
 * next. The part's inputs are the tensors of other ranges it reads (one
 * input each, named after the cut) and copies of the sources it reads;
 * its outputs are its tensors that other ranges or the graph's outputs
 * read, in node order. The result's sources are matched back to the
 * part's (by operator, name and data: a copy is equal in all three; the
 * search keeps the inputs and never makes a source), its operators are
 * appended, and its outputs give the tensors' new places.
 */
static tasoc_status search_range(splitter *s, int32_t si, const seg *sg, tasoc_graph *next, double *gain)
{
	tasoc_graph *g = &s->cur, part, best;
	tasoc_status st;
	tasoc_ref *back = NULL;   /* per part node: the source or tensor it stands for (sources: out -1) */
	int32_t capback = 0, npsrc = 0, *psrc = NULL, cappsrc = 0, ncut = 0;
	tasoc_ref *xref = NULL;   /* per part output: the tensor it is */
	int32_t capx = 0;
	tasoc_ref *rmap = NULL;
	int32_t ep = ++s->epoch;
	if (tasoc_graph_init_like(&part, g, (sg->hi - sg->lo) * 2 + 8) != TASOC_OK)
		return oom(s, "part");
	memset(&best, 0, sizeof best);
	part.noutputs = 0;
	st = TASOC_OK;
	for (int32_t p = sg->lo; p < sg->hi && st == TASOC_OK; p++) {
		int32_t v = s->nsrc + p;
		tasoc_node n = g->nodes[v];
		for (int i = 0; i < n.nin && st == TASOC_OK; i++) {
			tasoc_ref r = n.in[i];
			if (r.node < s->nsrc || s->seg_of[r.node] != si) {
				bool src = r.node < s->nsrc;
				size_t key = (size_t)r.node * TASOC_MAX_OUT + (size_t)(src ? 0 : r.out);
				int32_t *stp = src ? &s->stamp[r.node] : &s->cstamp[key];
				int32_t *idx = src ? &s->pidx[r.node] : &s->cidx[key];
				if (*stp != ep) {
					tasoc_node in;
					if (src) {
						in = g->nodes[r.node];
					} else {
						memset(&in, 0, sizeof in);
						in.op = TASOC_OP_INPUT;
						in.nout = 1;
						in.out[0] = *tasoc_ref_shape(g, r);
						in.data = -1;
						if ((in.name = cut_name(s, ncut++)) < 0) {
							st = oom(s, "names");
							break;
						}
					}
					*idx = append(&part, &in);
					if (*idx < 0 || tasoc_grow(s->al, (void **)&back, &capback, sizeof *back, part.nnodes) != 0 ||
					    tasoc_grow(s->al, (void **)&psrc, &cappsrc, sizeof *psrc, npsrc + 1) != 0) {
						st = oom(s, "part");
						break;
					}
					*stp = ep;
					back[*idx] = src ? tasoc_ref_make(r.node, -1) : r;
					psrc[npsrc++] = *idx; /* cut inputs are matched back by their name */
				}
				n.in[i] = tasoc_ref_make(*idx, src ? r.out : 0);
			} else {
				n.in[i].node = s->pidx[r.node];
			}
		}
		if (st != TASOC_OK)
			break;
		if ((s->pidx[v] = append(&part, &n)) < 0) {
			st = oom(s, "part");
			break;
		}
		s->stamp[v] = ep;
	}
	for (int32_t p = sg->lo; p < sg->hi && st == TASOC_OK; p++) {
		int32_t v = s->nsrc + p;
		for (int o = 0; o < g->nodes[v].nout; o++)
			if ((s->xmask[v] >> o) & 1) {
				if (tasoc_grow(s->al, (void **)&xref, &capx, sizeof *xref, part.noutputs + 1) != 0 ||
				    add_output(&part, tasoc_ref_make(s->pidx[v], o), -1) != TASOC_OK) {
					st = oom(s, "part");
					break;
				}
				xref[part.noutputs - 1] = tasoc_ref_make(v, o);
			}
	}
	tasoc_search_stats ps;
	memset(&ps, 0, sizeof ps);
	if (st == TASOC_OK && part.noutputs > 0) {
		tasoc_search_common pc = *s->c;
		if (s->c->time_limit_s > 0) {
			pc.time_limit_s = s->c->time_limit_s - (now_s(s->c) - s->t0);
			if (pc.time_limit_s <= 0)
				pc.time_limit_s = 1e-9;
		}
		tasoc_search_opts po;
		if (s->o) {
			po = *s->o;
			po.on_expand = NULL; /* expansion numbers restart in every part */
		}
		st = s->search ? s->search(s->search_ctx, &part, &pc, s->o ? &po : NULL, &best, &ps)
			       : tasoc_search(&part, &pc, &po, &best, &ps);
		if (st != TASOC_OK)
			tasoc_format(s->err, 256, "%.250s", part.err);
	}
	if (st == TASOC_OK && part.noutputs > 0) {
		add_stats(s, &ps);
		*gain += ps.cost_before - ps.cost_after;
		if (tasoc_grow(s->al, (void **)&s->applied, &s->capapplied, sizeof *s->applied,
			 s->napplied + ps.napplied + 1) != 0)
			st = oom(s, "result");
		for (int32_t i = 0; i < ps.napplied && st == TASOC_OK; i++)
			s->applied[s->napplied++] = ps.applied[i];
		rmap = tasoc_alloc(s->al, ((size_t)best.nnodes + 1) * sizeof *rmap);
		if (!rmap && st == TASOC_OK)
			st = oom(s, "part");
		int32_t cursor = 0;
		for (int32_t r = 0; r < best.nnodes && st == TASOC_OK; r++) {
			tasoc_node n = best.nodes[r];
			int32_t found = -1;
			if (is_source(&n))
				for (int32_t k = 0; k < npsrc && found < 0; k++) {
					int32_t c = psrc[(cursor + k) % npsrc];
					const tasoc_node *q = &part.nodes[c];
					if (q->op == n.op && q->name == n.name && q->data == n.data &&
					    tasoc_shape_eq(&q->out[0], &n.out[0])) {
						found = c;
						cursor = (cursor + k + 1) % npsrc;
					}
				}
			if (found >= 0) {
				tasoc_ref b = back[found];
				rmap[r] = b.out < 0 ? tasoc_ref_make(b.node, -1) : mapped(s, b);
				continue;
			}
			for (int i = 0; i < n.nin; i++) {
				tasoc_ref m = rmap[n.in[i].node];
				n.in[i] = m.out < 0 ? tasoc_ref_make(m.node, n.in[i].out) : m;
			}
			int32_t id = append(next, &n);
			if (id < 0)
				st = oom(s, "graph");
			rmap[r] = tasoc_ref_make(id, -1);
		}
		for (int32_t i = 0; i < best.noutputs && st == TASOC_OK; i++) {
			tasoc_ref r = best.outputs[i], m = rmap[r.node];
			s->tmap[(size_t)xref[i].node * TASOC_MAX_OUT + (size_t)xref[i].out] =
				m.out < 0 ? tasoc_ref_make(m.node, r.out) : m;
		}
	}
	if (ps.applied)
		tasoc_free(s->al, ps.applied);
	if (best.al)
		tasoc_graph_free(&best);
	tasoc_graph_free(&part);
	tasoc_free(s->al, back);
	tasoc_free(s->al, psrc);
	tasoc_free(s->al, xref);
	tasoc_free(s->al, rmap);
	return st;
}

/*
 * One pass over s->segs (which cover every operator position): the graph
 * it makes replaces s->cur, s->bounds receives where each range landed,
 * *gain what the searches saved.
 */
static tasoc_status pass(splitter *s, double *gain)
{
	tasoc_graph *g = &s->cur, next;
	tasoc_status st = scratch(s);
	*gain = 0;
	if (st != TASOC_OK)
		return st;
	if (tasoc_grow(s->al, (void **)&s->bounds, &s->capbounds, sizeof *s->bounds, 2 * s->nseg + 2) != 0)
		return oom(s, "parts");
	for (int32_t v = 0; v < g->nnodes; v++) {
		s->seg_of[v] = -1;
		s->xmask[v] = 0;
	}
	for (int32_t i = 0; i < s->nseg; i++)
		for (int32_t p = s->segs[i].lo; p < s->segs[i].hi; p++)
			s->seg_of[s->nsrc + p] = i;
	for (int32_t v = s->nsrc; v < g->nnodes; v++)
		for (int i = 0; i < g->nodes[v].nin; i++) {
			tasoc_ref r = g->nodes[v].in[i];
			if (r.node >= s->nsrc && s->seg_of[r.node] != s->seg_of[v])
				s->xmask[r.node] |= (uint8_t)(1u << r.out);
		}
	for (int32_t i = 0; i < g->noutputs; i++)
		if (g->outputs[i].node >= s->nsrc)
			s->xmask[g->outputs[i].node] |= (uint8_t)(1u << g->outputs[i].out);
	if (tasoc_graph_init_like(&next, g, g->nnodes + 16) != TASOC_OK)
		return oom(s, "graph");
	memcpy(next.nodes, g->nodes, (size_t)s->nsrc * sizeof *g->nodes);
	next.nnodes = s->nsrc;
	/* a search of 100,000 nodes takes a minute: the caller hears of each part */
	const char *step = s->st->passes == 0 ? "searching by parts" : "searching by parts again, across the cuts";
	int32_t nsearch = 0, done = 0;
	for (int32_t i = 0; i < s->nseg; i++)
		nsearch += s->segs[i].search;
	if (s->c->on_progress)
		s->c->on_progress(s->c->on_progress_ctx, step, 0, nsearch);
	for (int32_t i = 0; i < s->nseg && st == TASOC_OK; i++) {
		s->bounds[2 * i] = next.nnodes - s->nsrc;
		if (s->segs[i].search) {
			st = search_range(s, i, &s->segs[i], &next, gain);
			if (st == TASOC_OK && s->c->on_progress)
				s->c->on_progress(s->c->on_progress_ctx, step, ++done, nsearch);
		} else {
			copy_range(s, &s->segs[i], &next, &st);
		}
		s->bounds[2 * i + 1] = next.nnodes - s->nsrc;
	}
	for (int32_t i = 0; i < g->noutputs && st == TASOC_OK; i++)
		if (add_output(&next, mapped(s, g->outputs[i]), g->output_names[i]) != TASOC_OK)
			st = oom(s, "graph");
	if (st != TASOC_OK) {
		tasoc_graph_free(&next);
		return st;
	}
	tasoc_graph_free(&s->cur);
	s->cur = next;
	s->st->passes++;
	return TASOC_OK;
}

int32_t tasoc_split_ops(tasoc_graph *g)
{
	int32_t *order = tasoc_alloc(g->al, ((size_t)g->nnodes + 1) * sizeof *order), k = 0, ops = 0;
	if (order && tasoc_graph_topo(g, false, order, &k) == TASOC_OK)
		for (int32_t i = 0; i < k; i++)
			ops += g->nodes[order[i]].nin > 0;
	tasoc_free(g->al, order);
	return ops;
}

static void release(splitter *s)
{
	void *bufs[] = { s->seg_of, s->xmask, s->tmap, s->stamp, s->pidx, s->cstamp, s->cidx, s->segs, s->bounds,
			 s->cutname };
	for (size_t i = 0; i < sizeof bufs / sizeof bufs[0]; i++)
		tasoc_free(s->al, bufs[i]);
}

tasoc_status tasoc_search_split(tasoc_graph *g, const tasoc_search_common *c, const tasoc_search_opts *opts,
				int32_t part_nodes, tasoc_graph *best, tasoc_search_stats *stats)
{
	return tasoc_search_split_with(g, c, opts, part_nodes, NULL, NULL, best, stats);
}

tasoc_status tasoc_search_split_with(tasoc_graph *g, const tasoc_search_common *c, const tasoc_search_opts *opts,
				     int32_t part_nodes, tasoc_part_search_fn search, void *search_ctx,
				     tasoc_graph *best, tasoc_search_stats *stats)
{
	splitter s;
	memset(&s, 0, sizeof s);
	s.search = search;
	s.search_ctx = search_ctx;
	memset(stats, 0, sizeof *stats);
	memset(best, 0, sizeof *best);
	s.al = g->al;
	s.c = c;
	s.o = opts;
	s.st = stats;
	s.part = part_nodes < 8 ? 8 : part_nodes;
	s.err = g->err;
	s.t0 = now_s(c);
	g->err[0] = '\0';
	if (!c->cost || (!opts && !search) || g->noutputs == 0) {
		tasoc_format(g->err, sizeof g->err, "search: invalid options or a graph without outputs");
		return TASOC_ERR_ARG;
	}
	double c0 = tasoc_clock_now(c->clock, TASOC_CLOCK_CPU);
	tasoc_status st = normalize(&s, g);
	seg *last = NULL;
	int32_t caplast = 0;
	if (st == TASOC_OK) {
		choose_prefix(&s);
		stats->cost_before = tasoc_cost_graph(c->cost, &s.cur);
		st = stats->cost_before < 0 ? oom(&s, "cost") : first_cuts(&s);
	}
	for (int p = 0; st == TASOC_OK && p < MAX_PASSES; p++) {
		double gain;
		if ((st = pass(&s, &gain)) != TASOC_OK)
			break;
		if (gain <= 1e-12 * (1 + stats->cost_before) || stats->timed_out)
			break;
		if (tasoc_grow(s.al, (void **)&last, &caplast, sizeof *last, s.nseg) != 0) {
			st = oom(&s, "parts");
			break;
		}
		memcpy(last, s.segs, (size_t)s.nseg * sizeof *last);
		int32_t nwin = window_cuts(&s, last, s.nseg);
		if (nwin < 0)
			st = oom(&s, "parts");
		if (nwin <= 0)
			break;
	}
	tasoc_free(s.al, last);
	if (st == TASOC_OK) {
		stats->cost_after = tasoc_cost_graph(c->cost, &s.cur);
		if (stats->cost_after < 0)
			st = oom(&s, "cost");
	}
	if (st == TASOC_OK) {
		stats->napplied = s.napplied;
		stats->applied = s.applied;
		s.applied = NULL;
		*best = s.cur;
		memset(&s.cur, 0, sizeof s.cur);
		stats->seconds = now_s(c) - s.t0;
		stats->cpu_seconds = tasoc_clock_now(c->clock, TASOC_CLOCK_CPU) - c0;
	}
	if (s.cur.al)
		tasoc_graph_free(&s.cur);
	tasoc_free(s.al, s.applied);
	release(&s);
	return st;
}

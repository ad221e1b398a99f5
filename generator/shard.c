/* shard.c: rule generation split into shards over ranks: units, merge of the classes, order of the rules. */
#include "shard.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../host/fileio.h"
#include "wire.h"

/*
 * A leaf's place in the enumeration order of gen_enum_run: size, operator
 * (the enumerator takes them in spec order), attribute combination, split
 * of the size over the inputs (comp, compared as a number it is
 * lexicographic), then the input ids. Sorting by it replays the order in
 * which one process meets the pairs, which decides the rules kept.
 */
typedef struct key {
	int32_t acomb;
	int32_t in[GEN_MAX_IN];
	int16_t op;
	uint8_t size, nin;
	uint16_t comp, pad;
} key;

/* An expression of the last size whose print is new to the smaller sizes. */
typedef struct rec {
	uint64_t print;
	uint32_t shape;   /* hash of its shape: a class is a print and a shape */
	key k;
} rec;

/* A pair of two expressions of the last size: m met its class after rep. */
typedef struct late {
	key m, rep;
} late;

/*
 * A confirmed pair, renamed and oriented, waiting for rank 0's admission:
 * its two sides in wire form (lhs then rhs) in the state's byte store,
 * ten times smaller than the terms (rank 0 holds every distinct one).
 */
typedef struct surv {
	key k;
	uint32_t len, pad;
	int64_t at;
	uint64_t h;          /* hash of the bytes */
} surv;

/* What a shard (or a rank) counted; gen_stats's fields, summed. */
enum { C_TRIED, C_GRAPHS, C_MATCHED, C_SEEN, C_UNCONFIRMED, C_SHAPE_ONLY, C_UNBOUND, C_FACTORED, C_CLASSES, C_DUP, NCOUNT };

typedef struct evlist {
	key *k;
	int32_t *rep;
	int64_t n, cap;
} evlist;

typedef struct state {
	gen_ctx *g;
	const gen_shard_opts *so;
	const gen_comm *comm;
	int nshards, cur, oom;
	uint64_t run_id;
	evlist *pre;           /* per shard: pairs met in the smaller sizes */
	surv *sv;
	int64_t nsv, capsv;
	gen_buf bytes;         /* the survivors' sides */
	/* records by the rank that merges their class (rec_dest), so they go without a copy */
	rec **rc;
	int64_t *nrc, *caprc;
	late *lt;              /* this rank's pairs across ranks, by shard after the merge */
	int64_t nlt, *lt_at;   /* shard i's are lt[lt_at[i] .. lt_at[i + 1]) */
	int64_t count[NCOUNT]; /* this rank's shards, summed */
	char *err;
	size_t errsize;
} state;

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/*
 * A shard's time is processor time: on a machine shared with other jobs
 * the wall time of a shard says more about them than about the shard.
 */
static double cpu_now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int key_cmp(const key *a, const key *b)
{
	if (a->size != b->size)
		return a->size < b->size ? -1 : 1;
	if (a->op != b->op)
		return a->op < b->op ? -1 : 1;
	if (a->acomb != b->acomb)
		return a->acomb < b->acomb ? -1 : 1;
	if (a->comp != b->comp)
		return a->comp < b->comp ? -1 : 1;
	for (int i = 0; i < a->nin; i++)
		if (a->in[i] != b->in[i])
			return a->in[i] < b->in[i] ? -1 : 1;
	return 0;
}

static key key_of(const gen_enum *en, const gen_expr *e)
{
	key k;
	memset(&k, 0, sizeof k);
	k.op = e->op;
	k.size = e->size;
	k.nin = e->nin;
	k.acomb = e->acomb;
	k.comp = (uint16_t)gen_enum_comp(en, e);
	for (int i = 0; i < e->nin; i++)
		k.in[i] = e->in[i];
	return k;
}

static gen_expr expr_of(const key *k)
{
	gen_expr e;
	memset(&e, 0, sizeof e);
	e.op = k->op;
	e.size = k->size;
	e.nin = k->nin;
	e.acomb = k->acomb;
	for (int i = 0; i < k->nin; i++)
		e.in[i] = k->in[i];
	return e;
}

/*
 * The shard that confirms a pair met outside the evaluation of a unit (in
 * the smaller sizes, which every rank enumerates, or across ranks after
 * the merge): a hash of the later expression alone. Pairs cluster in some
 * units (a unit of transposes of transposes is all pairs), and confirming
 * them is most of the work, so they are dealt one by one, not by unit.
 */
static int pair_shard(const state *st, const key *k)
{
	uint64_t h = gen_hash_mix(0x9a125, (uint64_t)k->size << 48 | (uint64_t)(uint16_t)k->op << 32 | (uint32_t)k->acomb);
	h = gen_hash_mix(h, k->comp);
	for (int i = 0; i < k->nin; i++)
		h = gen_hash_mix(h, (uint64_t)(uint32_t)k->in[i]);
	return (int)(h % (uint64_t)st->nshards);
}

static int mine(const state *st, int shard)
{
	return shard % st->comm->size == st->comm->rank;
}

static void *grow(void *p, int64_t *cap, int64_t need, size_t size)
{
	if (need <= *cap)
		return p;
	int64_t c = *cap ? *cap : 256;
	while (c < need)
		c *= 2;
	void *q = realloc(p, (size_t)c * size);
	if (q)
		*cap = c;
	return q;
}

/* ---- the work of a shard ---- */

static uint64_t hash_bytes(const char *p, size_t n)
{
	uint64_t h = 0xcbf29ce484222325ull;
	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)p[i]) * 0x100000001b3ull;
	return h;
}

/* Appends a survivor: key k, sides in wire form. */
static int push_surv(state *st, const key *k, const char *p, size_t n)
{
	surv *v = grow(st->sv, &st->capsv, st->nsv + 1, sizeof *st->sv);
	if (!v)
		return -1;
	st->sv = v;
	int64_t at = (int64_t)st->bytes.len;
	gen_buf_putn(&st->bytes, p, n);
	if (st->bytes.oom)
		return -1;
	surv *x = &st->sv[st->nsv++];
	memset(x, 0, sizeof *x);
	x->k = *k;
	x->len = (uint32_t)n;
	x->at = at;
	x->h = hash_bytes(p, n);
	return 0;
}

/* A survivor in files and messages: its key, its length, its bytes. */
static void put_surv(gen_buf *b, const state *st, const surv *v)
{
	gen_buf_putn(b, (const char *)&v->k, sizeof(key));
	gen_wire_u32(b, v->len);
	gen_buf_putn(b, st->bytes.s + v->at, v->len);
}

/* Reads one put_surv back and appends it; -1 when damaged (c->bad) or out of memory (not bad). */
static int get_surv(state *st, gen_wire_cur *c)
{
	key k;
	const void *pk = gen_wire_get_bytes(c, sizeof k);
	uint32_t n = gen_wire_get_u32(c);
	const char *p = pk && n < (1u << 24) ? gen_wire_get_bytes(c, n) : NULL;
	if (!p) {
		c->bad = 1;
		return -1;
	}
	memcpy(&k, pk, sizeof k);
	return push_surv(st, &k, p, n);
}

/* Confirms the pair (m, rep) where it is met; keeps it when it survives. */
static void prepare(state *st, const key *k, const gen_expr *m, const gen_expr *rep)
{
	gen_enum *en = &st->g->en;
	term *lhs = gen_enum_term(en, m), *rhs = gen_enum_term(en, rep);
	if (gen_cands_prepare(&st->g->cands, &lhs, &rhs) != 1)
		return;
	gen_buf b;
	gen_buf_init(&b);
	gen_wire_term(&b, lhs);
	gen_wire_term(&b, rhs);
	term_free(lhs);
	term_free(rhs);
	if (b.oom || push_surv(st, k, b.s, b.len) != 0)
		st->oom = 1;
	gen_buf_free(&b);
}

/* The smaller sizes: every rank meets every pair, and notes those of its shards. */
static void pre_found(void *ctx, const gen_enum *en, const gen_expr *e, int32_t rep)
{
	state *st = ctx;
	key k = key_of(en, e);
	int s = pair_shard(st, &k);
	if (!mine(st, s))
		return;
	evlist *l = &st->pre[s];
	int64_t cap = l->cap;
	key *pk = grow(l->k, &cap, l->n + 1, sizeof *l->k);
	if (pk)
		l->k = pk;
	int32_t *pr = pk ? grow(l->rep, &l->cap, l->n + 1, sizeof *l->rep) : NULL;
	if (!pr) {
		st->oom = 1;
		return;
	}
	l->rep = pr;
	l->k[l->n] = k;
	l->rep[l->n++] = rep;
}

static int unit_filter(void *ctx, uint64_t unit)
{
	const state *st = ctx;
	return (int)(unit % (uint64_t)st->nshards) == st->cur;
}

static void last_found(void *ctx, const gen_enum *en, const gen_expr *e, int32_t rep)
{
	state *st = ctx;
	key k = key_of(en, e);
	prepare(st, &k, e, &en->ex[rep]);
}

static uint32_t shape_hash(const tasoc_shape *s)
{
	uint64_t h = gen_hash_mix(0x5a9e, (uint64_t)s->rank);
	for (int i = 0; i < s->rank; i++)
		h = gen_hash_mix(h, (uint64_t)(uint32_t)s->dim[i]);
	return (uint32_t)(h ^ h >> 32);
}

/* A class is merged on the rank its print names. */
static int rec_dest(const state *st, const rec *r)
{
	return (int)((r->print >> 40) % (uint64_t)st->comm->size);
}

static int push_rec(state *st, const rec *r)
{
	int d = rec_dest(st, r);
	rec *p = grow(st->rc[d], &st->caprc[d], st->nrc[d] + 1, sizeof *p);
	if (!p)
		return -1;
	st->rc[d] = p;
	st->rc[d][st->nrc[d]++] = *r;
	return 0;
}

static void last_fresh(void *ctx, const gen_enum *en, const gen_expr *e)
{
	state *st = ctx;
	rec r;
	memset(&r, 0, sizeof r);
	r.print = e->print;
	r.shape = shape_hash(&e->shape);
	r.k = key_of(en, e);
	if (push_rec(st, &r) != 0)
		st->oom = 1;
}

/* The counts of the enumerator and the candidate list, for a difference after a shard. */
static void snapshot(const state *st, int64_t *c)
{
	const gen_enum *en = &st->g->en;
	const gen_cands *cd = &st->g->cands;
	memset(c, 0, NCOUNT * sizeof *c);
	c[C_TRIED] = en->tried;
	c[C_GRAPHS] = en->evaluated;
	c[C_MATCHED] = en->matched;
	c[C_SEEN] = cd->seen;
	c[C_UNCONFIRMED] = cd->unconfirmed;
	c[C_SHAPE_ONLY] = cd->shape_only_var;
	c[C_UNBOUND] = cd->unbound;
	c[C_FACTORED] = cd->factored;
}

/* ---- checkpoints ---- */

#define MAGIC 0x31485344434f5354ull /* "TSOCDSH1" */

static void path_of(const state *st, int phase, int shard, char *p, size_t n)
{
	snprintf(p, n, "%s/gen-%s-%05d", st->so->checkpoint, phase == 1 ? "eval" : "late", shard);
}

/* Writes the shard's survivors sv[s0..] and records rc[d][r0[d]..] with its counts and time. */
static int save(state *st, int phase, int shard, int64_t s0, const int64_t *r0, const int64_t *cnt, double secs)
{
	if (!st->so->checkpoint)
		return 0;
	gen_buf b;
	gen_buf_init(&b);
	gen_wire_u64(&b, MAGIC);
	gen_wire_u64(&b, st->run_id);
	gen_wire_u32(&b, (uint32_t)phase);
	gen_wire_u32(&b, (uint32_t)shard);
	gen_wire_u32(&b, (uint32_t)st->nshards);
	for (int i = 0; i < NCOUNT; i++)
		gen_wire_u64(&b, (uint64_t)cnt[i]);
	uint64_t bits;
	memcpy(&bits, &secs, sizeof bits);
	gen_wire_u64(&b, bits);
	gen_wire_u64(&b, (uint64_t)(st->nsv - s0));
	int64_t nr = 0;
	for (int d = 0; r0 && d < st->comm->size; d++)
		nr += st->nrc[d] - r0[d];
	gen_wire_u64(&b, (uint64_t)nr);
	for (int64_t i = s0; i < st->nsv; i++)
		put_surv(&b, st, &st->sv[i]);
	for (int d = 0; r0 && d < st->comm->size; d++)
		if (st->nrc[d] > r0[d])
			gen_buf_putn(&b, (const char *)(st->rc[d] + r0[d]), (size_t)(st->nrc[d] - r0[d]) * sizeof(rec));
	char path[4096];
	path_of(st, phase, shard, path, sizeof path);
	int rc = 0;
	if (b.oom) {
		snprintf(st->err, st->errsize, "out of memory writing the checkpoint of shard %d", shard);
		rc = -1;
	} else if (tasoc_write_atomic(path, b.s, b.len) != 0) {
		snprintf(st->err, st->errsize, "cannot write %s: %s", path, strerror(errno));
		rc = -1;
	}
	gen_buf_free(&b);
	return rc;
}

/*
 * Reads a finished shard back: 1 when read (survivors and records
 * appended, counts and time set), 0 when there is none, -1 when the file
 * is of another run or damaged (err says which).
 */
static int load(state *st, int phase, int shard, int64_t *cnt, double *secs)
{
	if (!st->so->checkpoint)
		return 0;
	char path[4096];
	path_of(st, phase, shard, path, sizeof path);
	size_t n;
	char *data = tasoc_read_file(path, &n);
	if (!data)
		return errno == ENOENT ? 0 : (snprintf(st->err, st->errsize, "cannot read %s: %s", path, strerror(errno)), -1);
	gen_wire_cur c;
	gen_wire_open(&c, data, n);
	int rc = -1;
	if (gen_wire_get_u64(&c) != MAGIC) {
		snprintf(st->err, st->errsize, "%s: not a shard checkpoint of tasoc rules generate", path);
		goto out;
	}
	if (gen_wire_get_u64(&c) != st->run_id || gen_wire_get_u32(&c) != (uint32_t)phase ||
	    gen_wire_get_u32(&c) != (uint32_t)shard || gen_wire_get_u32(&c) != (uint32_t)st->nshards) {
		snprintf(st->err, st->errsize,
			 "%s: a checkpoint of another run (other options, operators, shards or spec): "
			 "remove the directory or give another", path);
		goto out;
	}
	for (int i = 0; i < NCOUNT; i++)
		cnt[i] = (int64_t)gen_wire_get_u64(&c);
	uint64_t bits = gen_wire_get_u64(&c);
	memcpy(secs, &bits, sizeof *secs);
	uint64_t ns = gen_wire_get_u64(&c), nr = gen_wire_get_u64(&c);
	if (c.bad || ns > n || nr > n / sizeof(rec)) {
		snprintf(st->err, st->errsize, "%s: truncated or damaged", path);
		goto out;
	}
	for (uint64_t i = 0; i < ns; i++)
		if (get_surv(st, &c) != 0) {
			snprintf(st->err, st->errsize, c.bad ? "%s: truncated or damaged" : "out of memory reading %s", path);
			goto out;
		}
	const void *recs = nr ? gen_wire_get_bytes(&c, (size_t)nr * sizeof(rec)) : NULL;
	if (c.bad || c.p != c.end) {
		snprintf(st->err, st->errsize, "%s: truncated or damaged", path);
		goto out;
	}
	for (uint64_t i = 0; i < nr; i++) {
		rec r;
		memcpy(&r, (const char *)recs + i * sizeof(rec), sizeof r);
		if (push_rec(st, &r) != 0) {
			snprintf(st->err, st->errsize, "out of memory reading %s", path);
			goto out;
		}
	}
	rc = 1;
out:
	free(data);
	return rc;
}

/*
 * What a checkpoint must agree with: the options that change the pairs,
 * the shards, the operators, and every print of the smaller sizes (so a
 * changed spec or kernel makes old files foreign).
 */
static uint64_t run_id(const state *st)
{
	const gen_ctx *g = st->g;
	const gen_options *o = g->o;
	uint64_t h = gen_hash_mix(0x7a50c5a4d, (uint64_t)g->max_ops);
	h = gen_hash_mix(h, (uint64_t)st->nshards);
	h = gen_hash_mix(h, (uint64_t)(o->prune.no_canon | o->prune.no_factor << 1 | o->prune.no_instance << 2 |
				       o->prune.no_generalize << 3));
	for (int i = 0; i < g->nops; i++)
		h = gen_hash_mix(h, (uint64_t)g->ops[i]);
	for (int32_t i = 0; i < g->en.nex; i++)
		h = gen_hash_mix(h, g->en.ex[i].print);
	return h;
}

static void add(int64_t *sum, const int64_t *c)
{
	for (int i = 0; i < NCOUNT; i++)
		sum[i] += c[i];
}

const char gen_part_names[] = "smaller phase1 merge phase2 gather admit";
const char gen_prof_names[] = "seconds pre_s units_s late_s pre_pairs tried evaluated found records late_pairs kept";

/* Adds v to column col of the shard's profile row. */
static void prof(const state *st, int shard, int col, double v)
{
	if (st->so->prof)
		st->so->prof[(size_t)shard * GEN_PROF_N + (size_t)col] += v;
}

static int report(state *st, int phase, int shard, double secs, int resumed)
{
	prof(st, shard, GEN_PROF_SECS, secs);
	if (st->so->done && st->so->done(st->so->ctx, phase, shard, secs, resumed) != 0) {
		snprintf(st->err, st->errsize, "stopped after shard %d", shard);
		return -1;
	}
	return 0;
}

/* Phase 1 of one shard: its pairs of the smaller sizes, then its units of the last size. */
static int run_shard(state *st, int shard)
{
	int64_t cnt[NCOUNT], a[NCOUNT], b[NCOUNT];
	double secs;
	int r = load(st, 1, shard, cnt, &secs);
	if (r != 0) {
		if (r < 0)
			return -1;
		add(st->count, cnt);
		prof(st, shard, GEN_PROF_TRIED, (double)cnt[C_TRIED]);
		prof(st, shard, GEN_PROF_EVALUATED, (double)cnt[C_GRAPHS]);
		prof(st, shard, GEN_PROF_FOUND, (double)cnt[C_MATCHED]);
		return report(st, 1, shard, secs, 1);
	}
	double t0 = cpu_now();
	int64_t s0 = st->nsv, *r0 = malloc((size_t)st->comm->size * sizeof *r0);
	if (!r0) {
		snprintf(st->err, st->errsize, "out of memory");
		return -1;
	}
	memcpy(r0, st->nrc, (size_t)st->comm->size * sizeof *r0);
	gen_enum *en = &st->g->en;
	snapshot(st, a);
	evlist *l = &st->pre[shard];
	for (int64_t i = 0; i < l->n && !st->oom; i++) {
		gen_expr m = expr_of(&l->k[i]);
		prepare(st, &l->k[i], &m, &en->ex[l->rep[i]]);
	}
	double t1 = cpu_now();
	int64_t m0 = en->matched;
	st->cur = shard;
	en->found = last_found;
	en->fresh = last_fresh;
	en->unit = unit_filter;
	en->ctx = st;
	int max = st->g->max_ops;
	if (gen_enum_sizes(en, max, max, max) != 0 || st->oom || st->g->cands.oom) {
		snprintf(st->err, st->errsize, "out of memory in shard %d", shard);
		free(r0);
		return -1;
	}
	snapshot(st, b);
	for (int i = 0; i < NCOUNT; i++)
		cnt[i] = b[i] - a[i];
	double t2 = cpu_now();
	secs = t2 - t0;
	int64_t nr = 0;
	for (int d = 0; d < st->comm->size; d++)
		nr += st->nrc[d] - r0[d];
	prof(st, shard, GEN_PROF_PRE_S, t1 - t0);
	prof(st, shard, GEN_PROF_UNITS_S, t2 - t1);
	prof(st, shard, GEN_PROF_PRE_PAIRS, (double)l->n);
	prof(st, shard, GEN_PROF_TRIED, (double)cnt[C_TRIED]);
	prof(st, shard, GEN_PROF_EVALUATED, (double)cnt[C_GRAPHS]);
	prof(st, shard, GEN_PROF_FOUND, (double)(en->matched - m0));
	prof(st, shard, GEN_PROF_RECORDS, (double)nr);
	prof(st, shard, GEN_PROF_KEPT, (double)(st->nsv - s0));
	int bad = save(st, 1, shard, s0, r0, cnt, secs);
	free(r0);
	if (bad)
		return -1;
	add(st->count, cnt);
	free(l->k);
	free(l->rep);
	memset(l, 0, sizeof *l);
	return report(st, 1, shard, secs, 0);
}

/* ---- the merge ---- */

static int rec_cmp(const void *pa, const void *pb)
{
	const rec *a = pa, *b = pb;
	if (a->print != b->print)
		return a->print < b->print ? -1 : 1;
	if (a->shape != b->shape)
		return a->shape < b->shape ? -1 : 1;
	return key_cmp(&a->k, &b->k);
}

/*
 * Deals r[0..n) in place to 256 buckets by the print's byte at `shift`
 * (American flag sort); end[b] is where bucket b ends. Each bucket is
 * filled from its front, so the writes go to 256 places that advance:
 * the caches and the TLB keep up, where 65,536 buckets or a pointer
 * sort jump over hundreds of megabytes at each step.
 */
static void rec_deal(rec *r, int64_t n, int shift, int64_t *end)
{
	int64_t at[256] = { 0 };
	for (int64_t i = 0; i < n; i++)
		at[(r[i].print >> shift) & 255]++;
	int64_t sum = 0;
	for (int b = 0; b < 256; b++) {
		int64_t c = at[b];
		at[b] = sum;
		sum += c;
		end[b] = sum;
	}
	/* at[b]: the next place of bucket b still to fill; what is before it is its own */
	for (int b = 0; b < 256; b++)
		while (at[b] < end[b]) {
			rec x = r[at[b]];
			int d = (int)((x.print >> shift) & 255);
			while (d != b) {
				rec y = r[at[d]];
				r[at[d]++] = x;
				x = y;
				d = (int)((x.print >> shift) & 255);
			}
			r[at[b]++] = x;
		}
}

/*
 * Sorts records as rec_cmp does, for millions of them (a rank's share of
 * the last size, hundreds of megabytes): dealt by the print's top byte,
 * each bucket by the next byte, then qsort within the small buckets that
 * are left (in the cache). The print leads rec_cmp's order, so the buckets
 * are in order. qsort over the whole array compares records scattered
 * over the whole array, log2(n) times each.
 */
static void rec_sort(rec *r, int64_t n, int shift)
{
	if (n < 1024 || shift < 0) {
		if (n > 1)
			qsort(r, (size_t)n, sizeof *r, rec_cmp);
		return;
	}
	int64_t end[256], lo = 0;
	rec_deal(r, n, shift, end);
	for (int b = 0; b < 256; b++) {
		rec_sort(r + lo, end[b] - lo, shift - 8);
		lo = end[b];
	}
}

static int late_cmp(const void *pa, const void *pb)
{
	const late *a = pa, *b = pb;
	return key_cmp(&a->m, &b->m);
}

/* A pair across ranks is confirmed by the rank of its shard (pair_shard). */
static int late_dest(const state *st, const late *l)
{
	return pair_shard(st, &l->m) % st->comm->size;
}

/*
 * The buffers of one exchange: send[d] are taken (the caller's pointers
 * set to NULL) and freed as they are sent; recv[r], nrecv[r] what rank r
 * sent, in items of `size` bytes.
 */
static int exchange(state *st, void **bufs, const int64_t *n, size_t size, char ***recv, int64_t **nrecv)
{
	int np = st->comm->size;
	char **send = calloc((size_t)np, sizeof *send), **rv = calloc((size_t)np, sizeof *rv);
	size_t *counts = calloc((size_t)np, sizeof *counts), *nr = calloc((size_t)np, sizeof *nr);
	int64_t *ni = calloc((size_t)np, sizeof *ni);
	int rc = -1;
	if (!send || !rv || !counts || !nr || !ni)
		goto out;
	for (int d = 0; d < np; d++) {
		send[d] = bufs[d];
		bufs[d] = NULL;
		counts[d] = (size_t)n[d] * size;
	}
	if (st->comm->exchange(st->comm->ctx, send, counts, rv, nr) != 0)
		goto out;
	for (int r = 0; r < np; r++)
		ni[r] = (int64_t)(nr[r] / size);
	*recv = rv;
	*nrecv = ni;
	rv = NULL;
	ni = NULL;
	rc = 0;
out:
	for (int d = 0; send && d < np; d++)
		free(send[d]);
	for (int r = 0; rv && r < np; r++)
		free(rv[r]);
	free(send);
	free(rv);
	free(counts);
	free(nr);
	free(ni);
	if (rc)
		snprintf(st->err, st->errsize, "out of memory or a transport error in the merge");
	return rc;
}

static void free_parts(char **p, int n)
{
	for (int i = 0; p && i < n; i++)
		free(p[i]);
	free(p);
}

/*
 * The classes of the last size: the records of one print and shape, met
 * on any rank, become one class whose representative is the first in
 * enumeration order; each other pairs with it (as it would have in one
 * process, where the first was in the table when the others were met).
 * Each rank sorts what it sends; the merging rank walks the sorted runs
 * together, so it holds its share once.
 */
static int merge(state *st)
{
	int np = st->comm->size;
	for (int d = 0; d < np; d++)
		rec_sort(st->rc[d], st->nrc[d], 56);
	char **got;
	int64_t *ngot;
	if (exchange(st, (void **)st->rc, st->nrc, sizeof(rec), &got, &ngot) != 0)
		return -1;
	for (int d = 0; d < np; d++)
		st->nrc[d] = st->caprc[d] = 0;
	late **lb = calloc((size_t)np, sizeof *lb);
	int64_t *nlb = calloc((size_t)np, sizeof *nlb), *caplb = calloc((size_t)np, sizeof *caplb);
	int64_t *at = calloc((size_t)np, sizeof *at), classes = 0;
	int rc = -1;
	if (!lb || !nlb || !caplb || !at)
		goto out;
	const rec *prev = NULL, *first = NULL;
	for (;;) {
		int best = -1;
		for (int r = 0; r < np; r++)
			if (at[r] < ngot[r] &&
			    (best < 0 || rec_cmp((const rec *)got[r] + at[r], (const rec *)got[best] + at[best]) < 0))
				best = r;
		if (best < 0)
			break;
		const rec *x = (const rec *)got[best] + at[best]++;
		if (!prev || x->print != prev->print || x->shape != prev->shape) {
			classes++;
			first = x;
		} else {
			late l = { x->k, first->k };
			int d = late_dest(st, &l);
			late *p = grow(lb[d], &caplb[d], nlb[d] + 1, sizeof *p);
			if (!p)
				goto out;
			lb[d] = p;
			lb[d][nlb[d]++] = l;
		}
		prev = x;
	}
	st->count[C_CLASSES] += classes;
	free_parts(got, np);
	got = NULL;
	free(ngot);
	ngot = NULL;
	if (exchange(st, (void **)lb, nlb, sizeof(late), &got, &ngot) != 0)
		goto out;
	/* by shard (a counting sort), then in enumeration order within each */
	int64_t n = 0;
	for (int r = 0; r < np; r++)
		n += ngot[r];
	st->lt = malloc(((size_t)n + 1) * sizeof *st->lt);
	st->lt_at = calloc((size_t)st->nshards + 1, sizeof *st->lt_at);
	int64_t *pos = malloc(((size_t)st->nshards + 1) * sizeof *pos);
	if (!st->lt || !st->lt_at || !pos) {
		free(pos);
		goto out;
	}
	for (int r = 0; r < np; r++)
		for (int64_t i = 0; i < ngot[r]; i++)
			st->lt_at[pair_shard(st, &((const late *)got[r])[i].m) + 1]++;
	for (int i = 0; i < st->nshards; i++)
		st->lt_at[i + 1] += st->lt_at[i];
	memcpy(pos, st->lt_at, (size_t)st->nshards * sizeof *pos);
	for (int r = 0; r < np; r++)
		for (int64_t i = 0; i < ngot[r]; i++) {
			const late *l = (const late *)got[r] + i;
			st->lt[pos[pair_shard(st, &l->m)]++] = *l;
		}
	free(pos);
	st->nlt = n;
	for (int i = 0; i < st->nshards; i++)
		if (st->lt_at[i + 1] - st->lt_at[i] > 1)
			qsort(st->lt + st->lt_at[i], (size_t)(st->lt_at[i + 1] - st->lt_at[i]), sizeof *st->lt, late_cmp);
	rc = 0;
out:
	if (rc)
		snprintf(st->err, st->errsize, "out of memory or a transport error in the merge");
	free_parts(got, np);
	free(ngot);
	for (int d = 0; lb && d < np; d++)
		free(lb[d]);
	free(lb);
	free(nlb);
	free(caplb);
	free(at);
	return rc;
}

/* Phase 2 of one shard: its pairs across ranks confirmed. */
static int run_late(state *st, int shard)
{
	int64_t cnt[NCOUNT], a[NCOUNT], b[NCOUNT];
	double secs;
	int r = load(st, 2, shard, cnt, &secs);
	if (r != 0) {
		if (r < 0)
			return -1;
		add(st->count, cnt);
		prof(st, shard, GEN_PROF_LATE_PAIRS, (double)cnt[C_MATCHED]);
		return report(st, 2, shard, secs, 1);
	}
	double t0 = cpu_now();
	int64_t s0 = st->nsv;
	snapshot(st, a);
	int64_t nm = 0;
	for (int64_t i = st->lt_at[shard]; i < st->lt_at[shard + 1] && !st->oom; i++) {
		gen_expr m = expr_of(&st->lt[i].m), rp = expr_of(&st->lt[i].rep);
		prepare(st, &st->lt[i].m, &m, &rp);
		nm++;
	}
	if (st->oom || st->g->cands.oom) {
		snprintf(st->err, st->errsize, "out of memory in shard %d", shard);
		return -1;
	}
	snapshot(st, b);
	for (int i = 0; i < NCOUNT; i++)
		cnt[i] = b[i] - a[i];
	cnt[C_MATCHED] = nm;
	secs = cpu_now() - t0;
	prof(st, shard, GEN_PROF_LATE_S, secs);
	prof(st, shard, GEN_PROF_LATE_PAIRS, (double)nm);
	prof(st, shard, GEN_PROF_KEPT, (double)(st->nsv - s0));
	if (save(st, 2, shard, s0, NULL, cnt, secs) != 0)
		return -1;
	add(st->count, cnt);
	return report(st, 2, shard, secs, 0);
}

/* ---- rank 0: the pairs in enumeration order ---- */

static int surv_cmp(const void *pa, const void *pb)
{
	const surv *a = pa, *b = pb;
	return key_cmp(&a->k, &b->k);
}

static const surv *dedup_sv;

static int hsurv_cmp(const void *pa, const void *pb)
{
	const surv *a = &dedup_sv[*(const int64_t *)pa], *b = &dedup_sv[*(const int64_t *)pb];
	if (a->h != b->h)
		return a->h < b->h ? -1 : 1;
	return key_cmp(&a->k, &b->k);
}

/*
 * Drops every survivor that repeats an earlier one (in enumeration order)
 * term for term (byte for byte: the wire form is one per term): rank 0
 * would count it a duplicate whatever came between, since what admits or
 * drops the first drops the copy. Most confirmed pairs are such copies.
 */
static int dedup(state *st)
{
	if (st->nsv < 2)
		return 0;
	int64_t *ix = malloc((size_t)st->nsv * sizeof *ix);
	char *dead = calloc((size_t)st->nsv, 1);
	if (!ix || !dead) {
		free(ix);
		free(dead);
		return -1;
	}
	for (int64_t i = 0; i < st->nsv; i++)
		ix[i] = i;
	dedup_sv = st->sv;
	qsort(ix, (size_t)st->nsv, sizeof *ix, hsurv_cmp);
	int64_t first = 0, dup = 0;
	for (int64_t j = 1; j < st->nsv; j++) {
		const surv *b = &st->sv[ix[j]];
		if (b->h != st->sv[ix[first]].h) {
			first = j;
			continue;
		}
		for (int64_t q = first; q < j; q++) {
			const surv *a = &st->sv[ix[q]];
			if (!dead[ix[q]] && a->len == b->len && memcmp(st->bytes.s + a->at, st->bytes.s + b->at, a->len) == 0) {
				dead[ix[j]] = 1;
				dup++;
				break;
			}
		}
	}
	int64_t n = 0;
	for (int64_t i = 0; i < st->nsv; i++)
		if (!dead[i])
			st->sv[n++] = st->sv[i];
	st->nsv = n;
	st->count[C_DUP] += dup;
	free(ix);
	free(dead);
	return 0;
}

/*
 * Each survivor to the rank its bytes' hash names, which drops the copies
 * met on several ranks as dedup drops those of one: rank 0 then admits
 * each distinct pair once (at 4 operators 18,400 instead of 28,400 from
 * 2 ranks), and admission is the part of the run no rank shares.
 */
static int spread(state *st)
{
	int np = st->comm->size;
	gen_buf *b = calloc((size_t)np, sizeof *b);
	void **bufs = calloc((size_t)np, sizeof *bufs);
	int64_t *n = calloc((size_t)np, sizeof *n), *ngot = NULL;
	char **got = NULL;
	int rc = -1;
	if (!b || !bufs || !n)
		goto out;
	for (int d = 0; d < np; d++)
		gen_buf_init(&b[d]);
	for (int64_t i = 0; i < st->nsv; i++)
		put_surv(&b[st->sv[i].h % (uint64_t)np], st, &st->sv[i]);
	int oom = 0;
	for (int d = 0; d < np; d++) {
		oom |= b[d].oom;
		bufs[d] = b[d].s;
		n[d] = (int64_t)b[d].len;
		gen_buf_init(&b[d]);
	}
	st->nsv = 0;
	gen_buf_free(&st->bytes);
	gen_buf_init(&st->bytes);
	if (oom) {
		for (int d = 0; d < np; d++)
			free(bufs[d]);
		goto out;
	}
	if (exchange(st, bufs, n, 1, &got, &ngot) != 0)
		goto out;
	rc = 0;
	for (int r = 0; r < np && rc == 0; r++) {
		gen_wire_cur c;
		gen_wire_open(&c, got[r], (size_t)ngot[r]);
		while (rc == 0 && c.p < c.end)
			if (get_surv(st, &c) != 0)
				rc = -1;
	}
	if (rc == 0)
		rc = dedup(st);
out:
	if (rc)
		snprintf(st->err, st->errsize, "out of memory or a transport error dealing the rules");
	free_parts(got, np);
	free(ngot);
	free(b);
	free(bufs);
	free(n);
	return rc;
}

/*
 * Every rank's survivors and counts go to rank 0 (each rank's bytes say
 * how many they hold), where they replace rank 0's own: st->sv then holds
 * all of them, and st->count the sums.
 */
static int gather(state *st)
{
	if (dedup(st) != 0) {
		snprintf(st->err, st->errsize, "out of memory");
		return -1;
	}
	if (st->comm->size > 1 && spread(st) != 0)
		return -1;
	gen_buf b;
	gen_buf_init(&b);
	for (int i = 0; i < NCOUNT; i++)
		gen_wire_u64(&b, (uint64_t)st->count[i]);
	gen_wire_u64(&b, (uint64_t)st->nsv);
	for (int64_t i = 0; i < st->nsv; i++)
		put_surv(&b, st, &st->sv[i]);
	free(st->sv);
	st->sv = NULL;
	st->nsv = st->capsv = 0;
	gen_buf_free(&st->bytes);
	gen_buf_init(&st->bytes);
	if (b.oom) {
		gen_buf_free(&b);
		snprintf(st->err, st->errsize, "out of memory sending the rules");
		return -1;
	}
	char *got = NULL;
	size_t n = 0;
	int rc = gen_comm_to_root(st->comm, b.s, b.len, &got, &n);
	if (rc != 0) {
		snprintf(st->err, st->errsize, "out of memory or a transport error gathering the rules");
		return -1;
	}
	memset(st->count, 0, sizeof st->count);
	gen_wire_cur c;
	gen_wire_open(&c, got, n);
	while (rc == 0 && c.p < c.end) {
		for (int i = 0; i < NCOUNT; i++)
			st->count[i] += (int64_t)gen_wire_get_u64(&c);
		uint64_t ns = gen_wire_get_u64(&c);
		if (c.bad || ns > n) {
			rc = -1;
			break;
		}
		for (uint64_t i = 0; i < ns && rc == 0; i++)
			if (get_surv(st, &c) != 0)
				rc = -1;
	}
	free(got);
	if (rc != 0)
		snprintf(st->err, st->errsize, "out of memory or a damaged message gathering the rules");
	return rc;
}

/* Adds the processor seconds since *c0 to the rank's part i, and restarts the clock. */
static void part(const gen_shard_opts *so, int i, double *c0)
{
	double c1 = cpu_now();
	if (so->parts)
		so->parts[i] += c1 - *c0;
	*c0 = c1;
}

static void state_free(state *st)
{
	for (int i = 0; st->pre && i < st->nshards; i++) {
		free(st->pre[i].k);
		free(st->pre[i].rep);
	}
	free(st->pre);
	free(st->sv);
	gen_buf_free(&st->bytes);
	for (int d = 0; st->rc && d < st->comm->size; d++)
		free(st->rc[d]);
	free(st->rc);
	free(st->nrc);
	free(st->caprc);
	free(st->lt);
	free(st->lt_at);
}

int gen_generate_sharded(const spec_set *s, const gen_options *o, const gen_shard_opts *so,
			 const gen_comm *comm, rule_set *out, gen_stats *stats, char *err, size_t errsize)
{
	memset(stats, 0, sizeof *stats);
	memset(out, 0, sizeof *out);
	if (so->nshards < 1 || so->nshards > GEN_MAX_SHARDS) {
		snprintf(err, errsize, "--shards %d: 1 to %d", so->nshards, GEN_MAX_SHARDS);
		return -1;
	}
	if (o->all_terms) {
		snprintf(err, errsize, "--all-terms (testing) extends every expression and is not sharded");
		return -1;
	}
	double t0 = now(), c0 = cpu_now();
	gen_ctx *g = malloc(sizeof *g);
	state st;
	memset(&st, 0, sizeof st);
	gen_buf_init(&st.bytes);
	if (!g) {
		snprintf(err, errsize, "out of memory");
		return -1;
	}
	st.g = g;
	st.so = so;
	st.comm = comm;
	st.nshards = so->nshards;
	st.err = err;
	st.errsize = errsize;
	int rc = -1;
	if (gen_ctx_init(g, s, o, err, errsize) != 0)
		goto out;
	st.rc = calloc((size_t)comm->size, sizeof *st.rc);
	st.nrc = calloc((size_t)comm->size, sizeof *st.nrc);
	st.caprc = calloc((size_t)comm->size, sizeof *st.caprc);
	if (!(st.pre = calloc((size_t)st.nshards, sizeof *st.pre)) || !st.rc || !st.nrc || !st.caprc) {
		snprintf(err, errsize, "out of memory");
		goto out;
	}
	/* the smaller sizes, in full on every rank: the last size is built from them */
	g->en.found = pre_found;
	g->en.ctx = &st;
	if (gen_enum_sizes(&g->en, 1, g->max_ops - 1, g->max_ops) != 0 || st.oom) {
		snprintf(err, errsize, "out of memory after %lld graphs", (long long)g->en.evaluated);
		goto out;
	}
	int64_t pre[NCOUNT];
	snapshot(&st, pre);
	int64_t pre_classes = g->en.nex;
	st.run_id = run_id(&st);
	part(so, GEN_PART_SMALLER, &c0);
	for (int sh = comm->rank; sh < st.nshards; sh += comm->size)
		if (run_shard(&st, sh) != 0)
			goto out;
	part(so, GEN_PART_PHASE1, &c0);
	if (merge(&st) != 0)
		goto out;
	part(so, GEN_PART_MERGE, &c0);
	for (int sh = comm->rank; sh < st.nshards; sh += comm->size)
		if (run_late(&st, sh) != 0)
			goto out;
	part(so, GEN_PART_PHASE2, &c0);
	if (gather(&st) != 0)
		goto out;
	part(so, GEN_PART_GATHER, &c0);
	if (comm->rank == 0) {
		if (st.nsv > 1)
			qsort(st.sv, (size_t)st.nsv, sizeof *st.sv, surv_cmp);
		/* rank 0's own preparing counted into its list: the sums replace it */
		gen_cands *cd = &g->cands;
		for (int64_t i = 0; i < st.nsv && !cd->oom; i++) {
			gen_wire_cur c;
			gen_wire_open(&c, st.bytes.s + st.sv[i].at, st.sv[i].len);
			term *l = gen_wire_get_term(&c, s->nops), *r = l ? gen_wire_get_term(&c, s->nops) : NULL;
			if (!r || c.p != c.end) {
				term_free(l);
				term_free(r);
				snprintf(err, errsize, "a damaged rule among those gathered");
				goto out;
			}
			gen_cands_admit(cd, l, r);
		}
		stats->distinct = st.nsv;
		if (cd->oom) {
			snprintf(err, errsize, "out of memory admitting the rules");
			goto out;
		}
		if (gen_ctx_finish(g, out, stats, err, errsize) != 0)
			goto out;
		const int64_t *c = st.count;
		stats->tried = pre[C_TRIED] + c[C_TRIED];
		stats->graphs = pre[C_GRAPHS] + c[C_GRAPHS];
		stats->pairs = pre[C_MATCHED] + c[C_MATCHED];
		stats->classes = pre_classes + c[C_CLASSES];
		stats->unconfirmed = c[C_UNCONFIRMED];
		stats->shape_only_var = c[C_SHAPE_ONLY];
		stats->unbound = c[C_UNBOUND];
		stats->factored = c[C_FACTORED];
		stats->duplicate += c[C_DUP];
	}
	part(so, GEN_PART_ADMIT, &c0);
	stats->seconds = now() - t0;
	rc = 0;
out:
	state_free(&st);
	gen_ctx_free(g);
	free(g);
	return rc;
}

static int self_exchange(void *ctx, char **send, const size_t *counts, char **recv, size_t *nrecv)
{
	(void)ctx;
	recv[0] = send[0];
	nrecv[0] = counts[0];
	send[0] = NULL;
	return 0;
}

const gen_comm gen_comm_self = { 0, 1, NULL, self_exchange };

int gen_comm_to_root(const gen_comm *c, char *mine, size_t n, char **all, size_t *nall)
{
	char **send = calloc((size_t)c->size, sizeof *send), **recv = calloc((size_t)c->size, sizeof *recv);
	size_t *counts = calloc((size_t)c->size, sizeof *counts), *nr = calloc((size_t)c->size, sizeof *nr);
	int rc = -1;
	*all = NULL;
	*nall = 0;
	if (!send || !recv || !counts || !nr) {
		free(mine);
		goto out;
	}
	send[0] = mine;
	counts[0] = n;
	if (c->exchange(c->ctx, send, counts, recv, nr) != 0)
		goto out;
	size_t total = 0;
	for (int r = 0; r < c->size; r++)
		total += nr[r];
	if (c->rank == 0 && total) {
		if (!(*all = malloc(total)))
			goto out;
		for (int r = 0; r < c->size; r++)
			if (nr[r])
				memcpy(*all + *nall, recv[r], nr[r]), *nall += nr[r];
	}
	rc = 0;
out:
	for (int r = 0; send && r < c->size; r++)
		free(send[r]);
	for (int r = 0; recv && r < c->size; r++)
		free(recv[r]);
	free(send);
	free(recv);
	free(counts);
	free(nr);
	return rc;
}

/* cost.c: the cost cache: keys, lookups through a backend, node costs (a graph's: cost_graph.c; save and load: host/cost_file.c). */
#include <string.h>

#include "clock.h"
#include "cost.h"
#include "format.h"
#include "hash.h"

/*
 * Keys are compared field by field after zeroing the unused parts, so two
 * nodes with the same operator, attributes and shapes always share an entry
 * whatever was left in their unused slots.
 */
static uint64_t mix_words(uint64_t h, const void *p, size_t bytes)
{
	const uint32_t *w = p;
	for (size_t i = 0; i < bytes / sizeof *w; i++)
		h = tasoc_hash_mix(h, w[i]);
	return h;
}

/* Hashes the used part only (the rest is zero); equality still compares all of it. */
static uint64_t key_hash(const tasoc_cost_key *k)
{
	uint64_t h = tasoc_hash_mix(0x243f6a8885a308d3ull, (uint32_t)k->op);
	h = tasoc_hash_mix(tasoc_hash_mix(h, (uint32_t)k->nin), (uint32_t)k->nout);
	h = mix_words(h, k->attr, sizeof k->attr);
	h = mix_words(h, k->in, (size_t)(k->nin > 0 && k->nin <= TASOC_MAX_IN ? k->nin : 0) * sizeof k->in[0]);
	return mix_words(h, k->out, (size_t)(k->nout > 0 && k->nout <= TASOC_MAX_OUT ? k->nout : 0) * sizeof k->out[0]);
}

static tasoc_shape shape_norm(const tasoc_shape *s)
{
	tasoc_shape r;
	memset(&r, 0, sizeof r);
	r.rank = s->rank;
	for (int i = 0; i < s->rank && i < TASOC_MAX_RANK; i++)
		r.dim[i] = s->dim[i];
	return r;
}

int tasoc_cost_key_nattr(int32_t op)
{
	/*
	 * The spec's cost.key_words where it gives them: an opaque node's two
	 * words, its timing identity as whoever imported it set them (0, 0:
	 * none); a layout conversion's one, 0 or the block of a runtime's
	 * reorder (tasoc_cost_reorder_key). Else the attributes.
	 */
	unsigned w = TASOC_OPF_KEY_WORDS(tasoc_ops[op].flags);
	return w ? (int)w : tasoc_ops[op].nattr;
}

void tasoc_cost_key_of(const tasoc_graph *g, int32_t v, tasoc_cost_key *k)
{
	const tasoc_node *n = &g->nodes[v];
	memset(k, 0, sizeof *k);
	k->op = n->op;
	k->nin = n->nin;
	k->nout = n->nout;
	/* a node's words: an opaque node's key words, the attributes of others (a layout conversion's word is the reorder key's) */
	unsigned f = tasoc_ops[n->op].flags;
	for (int i = 0; i < ((f & TASOC_OPF_OPAQUE) ? (int)TASOC_OPF_KEY_WORDS(f) : tasoc_ops[n->op].nattr); i++)
		k->attr[i] = n->attr[i];
	for (int i = 0; i < n->nin; i++)
		k->in[i] = shape_norm(tasoc_ref_shape(g, n->in[i]));
	for (int i = 0; i < n->nout; i++)
		k->out[i] = shape_norm(&n->out[i]);
}

tasoc_status tasoc_cost_init(tasoc_cost_model *cm, tasoc_allocator *al,
			     const tasoc_cost_backend *backend)
{
	memset(cm, 0, sizeof *cm);
	cm->al = al ? al : &tasoc_heap;
	cm->backend = backend ? *backend : tasoc_cost_analytical;
	cm->nslots = 256;
	cm->slots = tasoc_calloc(cm->al, (size_t)cm->nslots, sizeof *cm->slots);
	if (!cm->slots) {
		tasoc_format(cm->err, sizeof cm->err, "out of memory for the cost cache");
		return TASOC_ERR_NOMEM;
	}
	return TASOC_OK;
}

void tasoc_cost_free(tasoc_cost_model *cm)
{
	if (cm->al)
		tasoc_free(cm->al, cm->slots);
	cm->slots = NULL;
	cm->nslots = cm->nused = 0;
}

static tasoc_cost_entry *find_slot(tasoc_cost_entry *slots, int32_t nslots, const tasoc_cost_key *k,
				   uint64_t h)
{
	uint32_t mask = (uint32_t)nslots - 1, i = (uint32_t)h & mask;
	while (slots[i].used && !(slots[i].hash == h && memcmp(&slots[i].key, k, sizeof *k) == 0))
		i = (i + 1) & mask;
	return &slots[i];
}

static int grow(tasoc_cost_model *cm)
{
	int32_t n = cm->nslots * 2;
	tasoc_cost_entry *s = tasoc_calloc(cm->al, (size_t)n, sizeof *s);
	if (!s)
		return -1;
	for (int32_t i = 0; i < cm->nslots; i++)
		if (cm->slots[i].used)
			*find_slot(s, n, &cm->slots[i].key, cm->slots[i].hash) = cm->slots[i];
	tasoc_free(cm->al, cm->slots);
	cm->slots = s;
	cm->nslots = n;
	return 0;
}

int tasoc_cost_insert(tasoc_cost_model *cm, const tasoc_cost_key *k, double cost)
{
	if ((cm->nused + 1) * 2 > cm->nslots && grow(cm) != 0)
		return -1;
	uint64_t h = key_hash(k);
	tasoc_cost_entry *e = find_slot(cm->slots, cm->nslots, k, h);
	if (!e->used)
		cm->nused++;
	e->key = *k;
	e->hash = h;
	e->cost = cost;
	e->used = 1;
	return 0;
}

double tasoc_cost_lookup(tasoc_cost_model *cm, const tasoc_cost_key *k)
{
	uint64_t h = key_hash(k);
	tasoc_cost_entry *e = find_slot(cm->slots, cm->nslots, k, h);
	if (e->used) {
		cm->hits++;
		return e->cost;
	}
	cm->misses++;
	double t0 = tasoc_clock_now(NULL, TASOC_CLOCK_WALL);
	double c = cm->backend.measure(cm->backend.ctx, k);
	cm->measure_s += tasoc_clock_now(NULL, TASOC_CLOCK_WALL) - t0;
	if (cm->on_measure)
		cm->on_measure(cm->on_measure_ctx, cm);
	if (c < 0) {
		c = tasoc_cost_analytical_key(k);
		if (!cm->failed)
			tasoc_format(cm->err, sizeof cm->err, "cost backend %s could not measure %s; using the analytical estimate",
				 cm->backend.name, tasoc_ops[k->op].name);
		cm->failed = 1;
	}
	if (tasoc_cost_insert(cm, k, c) != 0 && !cm->failed) {
		tasoc_format(cm->err, sizeof cm->err, "out of memory growing the cost cache");
		cm->failed = 1;
	}
	return c;
}

bool tasoc_node_const(const tasoc_graph *g, int32_t v, const uint8_t *const_flags)
{
	const tasoc_node *n = &g->nodes[v];
	unsigned f = tasoc_ops[n->op].flags;
	if (n->op == TASOC_OP_WEIGHT || (f & TASOC_OPF_CONSTANT))
		return true;
	if ((f & (TASOC_OPF_SOURCE | TASOC_OPF_OPAQUE)) || n->nin == 0)
		return false;
	for (int i = 0; i < n->nin; i++)
		if (!(tasoc_ops[n->op].shape_mask >> i & 1) && !const_flags[n->in[i].node])
			return false;
	return true;
}

double tasoc_cost_node(tasoc_cost_model *cm, const tasoc_graph *g, int32_t v, bool is_const)
{
	if (is_const || (tasoc_ops[g->nodes[v].op].flags & TASOC_OPF_SOURCE))
		return 0;
	tasoc_cost_key k;
	tasoc_cost_key_of(g, v, &k);
	return tasoc_cost_lookup(cm, &k);
}

bool tasoc_cost_transpose_fused(const tasoc_cost_model *cm, const tasoc_graph *g, int32_t v, int32_t refs,
				int32_t mm_refs)
{
	return (cm->backend.fuses & TASOC_COST_FUSES_TRANSPOSE_MATMUL) && g->nodes[v].op == TASOC_OP_TRANSPOSE &&
	       refs > 0 && refs == mm_refs;
}

static double table_measure(void *ctx, const tasoc_cost_key *k)
{
	const tasoc_cost_table *t = ctx;
	for (int32_t i = 0; i < t->n; i++)
		if (memcmp(&t->entries[i].key, k, sizeof *k) == 0)
			return t->entries[i].cost;
	return tasoc_cost_analytical_key(k);
}

tasoc_cost_backend tasoc_cost_table_backend(const tasoc_cost_table *t)
{
	tasoc_cost_backend b = { "table", table_measure, (void *)t, NULL, 0, 0, NULL };
	return b;
}

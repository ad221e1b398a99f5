/* cost.c: the cost cache: keys, lookups through a backend, graph cost, save and load. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cost.h"
#include "fileio.h"
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

void tasoc_cost_key_of(const tasoc_graph *g, int32_t v, tasoc_cost_key *k)
{
	const tasoc_node *n = &g->nodes[v];
	memset(k, 0, sizeof *k);
	k->op = n->op;
	k->nin = n->nin;
	k->nout = n->nout;
	for (int i = 0; i < tasoc_ops[n->op].nattr; i++)
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
		snprintf(cm->err, sizeof cm->err, "out of memory for the cost cache");
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

static int insert(tasoc_cost_model *cm, const tasoc_cost_key *k, double cost)
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
	struct timespec t0, t1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	double c = cm->backend.measure(cm->backend.ctx, k);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	cm->measure_s += (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
	if (c < 0) {
		c = tasoc_cost_analytical_key(k);
		if (!cm->failed)
			snprintf(cm->err, sizeof cm->err, "cost backend %s could not measure %s; using the analytical estimate",
				 cm->backend.name, tasoc_ops[k->op].name);
		cm->failed = 1;
	}
	if (insert(cm, k, c) != 0 && !cm->failed) {
		snprintf(cm->err, sizeof cm->err, "out of memory growing the cost cache");
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

double tasoc_cost_graph(tasoc_cost_model *cm, tasoc_graph *g)
{
	int32_t *order = tasoc_alloc(g->al, ((size_t)g->nnodes + 1) * sizeof *order);
	uint8_t *cf = tasoc_calloc(g->al, (size_t)g->nnodes + 1, 1);
	int32_t k = 0;
	double sum = -1;
	if (order && cf && tasoc_graph_topo(g, false, order, &k) == TASOC_OK) {
		sum = 0;
		for (int32_t i = 0; i < k; i++) {
			cf[order[i]] = tasoc_node_const(g, order[i], cf);
			sum += tasoc_cost_node(cm, g, order[i], cf[order[i]]);
		}
	}
	tasoc_free(g->al, order);
	tasoc_free(g->al, cf);
	return sum;
}

static int shapes_str(const tasoc_shape *s, int n, char *buf, size_t size)
{
	size_t k = 0;
	buf[0] = '\0';
	for (int i = 0; i < n && k < size; i++) {
		char b[64];
		k += (size_t)snprintf(buf + k, size - k, "%s%s", i ? ";" : "", tasoc_shape_str(&s[i], b, sizeof b));
	}
	return k < size ? 0 : -1;
}

int tasoc_cost_format(const tasoc_cost_entry *e, char *buf, size_t size)
{
	const tasoc_cost_key *k = &e->key;
	char attrs[128] = "-", in[1024], out[512];
	size_t a = 0;
	for (int i = 0; i < tasoc_ops[k->op].nattr && a < sizeof attrs; i++)
		a += (size_t)snprintf(attrs + a, sizeof attrs - a, "%s%d", i ? "," : "", (int)k->attr[i]);
	if (shapes_str(k->in, k->nin, in, sizeof in) || shapes_str(k->out, k->nout, out, sizeof out))
		return -1;
	int n = snprintf(buf, size, "%s a=%s in=%s out=%s cost=%.17g", tasoc_ops[k->op].name, attrs,
			 k->nin ? in : "-", out, e->cost);
	return (n > 0 && (size_t)n < size) ? 0 : -1;
}

static int key_cmp(const void *pa, const void *pb)
{
	const tasoc_cost_entry *a = *(const tasoc_cost_entry *const *)pa, *b = *(const tasoc_cost_entry *const *)pb;
	if (a->key.op != b->key.op)
		return strcmp(tasoc_ops[a->key.op].name, tasoc_ops[b->key.op].name);
	return memcmp(&a->key, &b->key, sizeof a->key);
}

tasoc_status tasoc_cost_sorted(const tasoc_cost_model *cm, const tasoc_cost_entry ***out, int32_t *n)
{
	const tasoc_cost_entry **v = tasoc_alloc(cm->al, ((size_t)cm->nused + 1) * sizeof *v);
	if (!v)
		return TASOC_ERR_NOMEM;
	int32_t k = 0;
	for (int32_t i = 0; i < cm->nslots; i++)
		if (cm->slots[i].used)
			v[k++] = &cm->slots[i];
	qsort(v, (size_t)k, sizeof *v, key_cmp);
	*out = v;
	*n = k;
	return TASOC_OK;
}

tasoc_status tasoc_cost_save(const tasoc_cost_model *cm, const char *path)
{
	const tasoc_cost_entry **v;
	int32_t n;
	if (tasoc_cost_sorted(cm, &v, &n) != TASOC_OK)
		return TASOC_ERR_NOMEM;
	size_t cap = 128 + (size_t)n * 1800, len = 0;
	char *buf = tasoc_alloc(cm->al, cap);
	tasoc_status st = TASOC_ERR_NOMEM;
	if (buf) {
		len += (size_t)snprintf(buf, cap, "# tasoc cost cache, backend %s: op a=attrs in=shapes out=shapes cost=ms\n",
					cm->backend.name);
		if (cm->backend.version) /* costs measured by another version of the engine differ */
			len += (size_t)snprintf(buf + len, cap - len, "# measured with: %.60s\n", cm->backend.version);
		st = TASOC_OK;
		for (int32_t i = 0; i < n && st == TASOC_OK; i++) {
			if (tasoc_cost_format(v[i], buf + len, cap - len) != 0)
				st = TASOC_ERR_LIMIT;
			len += strlen(buf + len);
			buf[len++] = '\n';
		}
		if (st == TASOC_OK && tasoc_write_atomic(path, buf, len) != 0)
			st = TASOC_ERR_IO;
	}
	tasoc_free(cm->al, buf);
	tasoc_free(cm->al, v);
	return st;
}

static int parse_shapes(char *s, tasoc_shape *out, int max)
{
	int n = 0;
	if (strcmp(s, "-") == 0)
		return 0;
	for (char *tok = strtok(s, ";"); tok; tok = strtok(NULL, ";")) {
		if (n == max || *tok != '[')
			return -1;
		tasoc_shape sh;
		memset(&sh, 0, sizeof sh);
		char *p = tok + 1;
		while (*p && *p != ']') {
			if (sh.rank == TASOC_MAX_RANK)
				return -1;
			char *end;
			long d = strtol(p, &end, 10);
			if (end == p || d <= 0 || d > INT32_MAX)
				return -1;
			sh.dim[sh.rank++] = (int32_t)d;
			p = *end == ',' ? end + 1 : end;
		}
		if (*p != ']' || p[1])
			return -1;
		out[n++] = sh;
	}
	return n;
}

static int op_by_name(const char *name)
{
	for (int op = 0; op < TASOC_OP_COUNT; op++)
		if (strcmp(tasoc_ops[op].name, name) == 0)
			return op;
	return -1;
}

static tasoc_status parse_line(tasoc_cost_model *cm, char *line)
{
	char opname[64], attrs[128], in[1024], out[512];
	double cost;
	if (sscanf(line, "%63s a=%127s in=%1023s out=%511s cost=%lf", opname, attrs, in, out, &cost) != 5)
		return TASOC_ERR_FORMAT;
	tasoc_cost_key k;
	memset(&k, 0, sizeof k);
	if ((k.op = op_by_name(opname)) < 0)
		return TASOC_ERR_FORMAT;
	int na = 0;
	if (strcmp(attrs, "-") != 0)
		for (char *tok = strtok(attrs, ","); tok; tok = strtok(NULL, ",")) {
			if (na == TASOC_MAX_ATTRS)
				return TASOC_ERR_FORMAT;
			k.attr[na++] = (int32_t)strtol(tok, NULL, 10);
		}
	if (na != tasoc_ops[k.op].nattr || (k.nin = parse_shapes(in, k.in, TASOC_MAX_IN)) < 0 ||
	    (k.nout = parse_shapes(out, k.out, TASOC_MAX_OUT)) < 1 || cost < 0)
		return TASOC_ERR_FORMAT;
	return insert(cm, &k, cost) == 0 ? TASOC_OK : TASOC_ERR_NOMEM;
}

tasoc_status tasoc_cost_load(tasoc_cost_model *cm, const char *path)
{
	size_t size;
	char *text = tasoc_read_file(path, &size);
	if (!text) {
		snprintf(cm->err, sizeof cm->err, "%s: cannot read the cost cache", path);
		return TASOC_ERR_IO;
	}
	tasoc_status st = TASOC_OK;
	int lineno = 0;
	for (char *line = text, *next; line && *line && st == TASOC_OK; line = next) {
		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		lineno++;
		const char *head = "# tasoc cost cache, backend ";
		if (lineno == 1 && strncmp(line, head, strlen(head)) == 0) {
			const char *name = line + strlen(head);
			size_t n = strcspn(name, ": ");
			if (n >= sizeof cm->loaded_from)
				n = sizeof cm->loaded_from - 1;
			memcpy(cm->loaded_from, name, n);
			cm->loaded_from[n] = '\0';
		}
		const char *with = "# measured with: ";
		if (strncmp(line, with, strlen(with)) == 0)
			snprintf(cm->loaded_version, sizeof cm->loaded_version, "%s", line + strlen(with));
		if (line[0] == '#' || line[0] == '\0')
			continue;
		if ((st = parse_line(cm, line)) != TASOC_OK)
			snprintf(cm->err, sizeof cm->err, "%s:%d: %s", path, lineno,
				 st == TASOC_ERR_NOMEM ? "out of memory" : "malformed cost entry");
	}
	free(text);
	return st;
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
	tasoc_cost_backend b = { "table", table_measure, (void *)t, NULL };
	return b;
}

/* verify_shards.c: `tasoc rules verify` split into shards of rules over ranks, with checkpoints. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "../generator/fingerprint.h"
#include "../generator/wire.h"
#include "../host/fileio.h"
#include "verify_run.h"

#define MAGIC 0x31524556434f5354ull /* "TSOCVER1" */

static uint64_t hash_str(uint64_t h, const char *s)
{
	for (; *s; s++)
		h = gen_hash_mix(h, (unsigned char)*s);
	return gen_hash_mix(h, 0);
}

/* A rule's shard: by its name (unique in a file), so a rule keeps its shard when others come and go. */
static int shard_of(const rule *r, int nshards)
{
	return (int)(hash_str(0x5e7a11, r->name) % (uint64_t)nshards);
}

static void put_str(gen_buf *b, const char *s)
{
	size_t n = s ? strlen(s) : 0;
	gen_wire_u32(b, s ? (uint32_t)n : 0xffffffffu);
	if (s)
		gen_buf_putn(b, s, n);
}

static char *get_str(gen_wire_cur *c, int *bad)
{
	uint32_t n = gen_wire_get_u32(c);
	if (n == 0xffffffffu || c->bad)
		return NULL;
	const char *p = n < (1u << 20) ? gen_wire_get_bytes(c, n) : NULL;
	char *s = p ? malloc((size_t)n + 1) : NULL;
	if (!s) {
		*bad = 1;
		return NULL;
	}
	memcpy(s, p, n);
	s[n] = '\0';
	return s;
}

/* The answers of rules idx[0..n): index, status, axioms, seconds; then the shard's kernel refutations. */
static void put_answers(gen_buf *b, const rule_set *rs, const int *idx, int n, const double *secs, int by_kernels)
{
	gen_wire_u32(b, (uint32_t)n);
	for (int k = 0; k < n; k++) {
		const rule *r = &rs->rules[idx[k]];
		gen_wire_u32(b, (uint32_t)idx[k]);
		put_str(b, r->status);
		gen_wire_u32(b, (uint32_t)r->naxioms);
		for (int a = 0; a < r->naxioms; a++)
			put_str(b, r->axioms[a]);
		uint64_t bits;
		double t = secs ? secs[k] : 0.0;
		memcpy(&bits, &t, sizeof bits);
		gen_wire_u64(b, bits);
	}
	gen_wire_u32(b, (uint32_t)by_kernels);
}

/* Sets the rules' answers from put_answers' bytes; secs (when set) per rule of rs. -1 when damaged. */
static int get_answers(gen_wire_cur *c, rule_set *rs, double *secs, int *by_kernels)
{
	uint32_t n = gen_wire_get_u32(c);
	int bad = c->bad || n > (uint32_t)rs->n;
	for (uint32_t k = 0; k < n && !bad && !c->bad; k++) {
		uint32_t i = gen_wire_get_u32(c);
		if (c->bad || i >= (uint32_t)rs->n) {
			bad = 1;
			break;
		}
		rule *r = &rs->rules[i];
		free(r->status);
		for (int a = 0; a < r->naxioms; a++)
			free(r->axioms[a]);
		free(r->axioms);
		r->axioms = NULL;
		r->naxioms = 0;
		r->status = get_str(c, &bad);
		uint32_t na = gen_wire_get_u32(c);
		if (c->bad || na > 4096 || (na && !(r->axioms = calloc(na, sizeof *r->axioms)))) {
			bad = 1;
			break;
		}
		for (uint32_t a = 0; a < na && !bad && !c->bad; a++) {
			r->axioms[a] = get_str(c, &bad);
			r->naxioms++;
		}
		uint64_t bits = gen_wire_get_u64(c);
		if (secs)
			memcpy(&secs[i], &bits, sizeof bits);
	}
	*by_kernels += (int)gen_wire_get_u32(c);
	return bad || c->bad ? -1 : 0;
}

/* What a checkpoint must agree with: the rules' names, the options that change answers, the shards. */
static uint64_t run_id(const rule_set *rs, const gen_verify_opts *o, int concrete, int nshards)
{
	uint64_t h = gen_hash_mix(0x7e41f7, (uint64_t)nshards);
	h = gen_hash_mix(h, (uint64_t)o->rlimit);
	h = gen_hash_mix(h, (uint64_t)(o->mbqi | concrete << 1));
	h = gen_hash_mix(h, (uint64_t)rs->n);
	for (int i = 0; i < rs->n; i++)
		h = hash_str(h, rs->rules[i].name);
	return h;
}

/* One shard's rules verified as a set of their own (shallow copies), answers written back into rs. */
static int run_shard(const spec_set *s, const gen_axioms *ax, rule_set *rs, const gen_verify_opts *o, int concrete,
		     int loud, const char *file, const int *idx, int n, double *secs, int *by_kernels, char *err,
		     size_t errsize)
{
	rule_set sub = { 0 };
	if (!(sub.rules = calloc((size_t)n + 1, sizeof *sub.rules))) {
		snprintf(err, errsize, "out of memory");
		return -1;
	}
	for (int k = 0; k < n; k++)
		sub.rules[sub.n++] = rs->rules[idx[k]];
	gen_verify_opts so = *o;
	so.seconds = secs;
	int rc = tool_verify_set(s, ax, &sub, &so, concrete, loud, file, by_kernels, err, errsize);
	/* the answers (status and axioms, freed and set through the copies) go back */
	for (int k = 0; k < n; k++)
		rs->rules[idx[k]] = sub.rules[k];
	free(sub.rules);
	return rc;
}

/* "verify: N ranks: cpu seconds per rank ..., peak resident ..." on rank 0's stderr. */
static int report_ranks(const gen_comm *comm)
{
	struct rusage ru;
	getrusage(RUSAGE_SELF, &ru);
	double *mine = malloc(2 * sizeof *mine);
	if (!mine)
		return -1;
	mine[0] = (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec * 1e-6 + (double)ru.ru_stime.tv_sec +
		  (double)ru.ru_stime.tv_usec * 1e-6;
	mine[1] = (double)ru.ru_maxrss / 1024.0;
	char *all = NULL;
	size_t n = 0;
	if (gen_comm_to_root(comm, (char *)mine, 2 * sizeof *mine, &all, &n) != 0)
		return -1;
	if (comm->rank == 0 && n == 2 * sizeof(double) * (size_t)comm->size) {
		double v[2];
		fprintf(stderr, "verify: %d ranks: cpu seconds per rank:", comm->size);
		for (int r = 0; r < comm->size; r++) {
			memcpy(v, all + (size_t)r * sizeof v, sizeof v);
			fprintf(stderr, " %.1f", v[0]);
		}
		fprintf(stderr, "; peak resident per rank:");
		for (int r = 0; r < comm->size; r++) {
			memcpy(v, all + (size_t)r * sizeof v, sizeof v);
			fprintf(stderr, " %.0f", v[1]);
		}
		fprintf(stderr, " MiB\n");
	}
	free(all);
	return 0;
}

int tool_verify_sharded(const spec_set *s, const gen_axioms *ax, rule_set *rs, const gen_verify_opts *o,
			int concrete, int loud, const char *file, const gen_comm *comm, int nshards, const char *ckpt,
			int *by_kernels, char *err, size_t errsize)
{
	*by_kernels = 0;
	int *idx = malloc(((size_t)rs->n + 1) * sizeof *idx);
	double *secs = calloc((size_t)rs->n + 1, sizeof *secs);
	int *at = calloc((size_t)nshards + 1, sizeof *at);
	gen_buf mine;
	gen_buf_init(&mine);
	int rc = -1;
	if (!idx || !secs || !at) {
		snprintf(err, errsize, "out of memory");
		goto out;
	}
	/* the rules by shard, in file order within each */
	for (int i = 0; i < rs->n; i++)
		at[shard_of(&rs->rules[i], nshards) + 1]++;
	for (int j = 0; j < nshards; j++)
		at[j + 1] += at[j];
	{
		int *fill = malloc(((size_t)nshards + 1) * sizeof *fill);
		if (!fill) {
			snprintf(err, errsize, "out of memory");
			goto out;
		}
		memcpy(fill, at, (size_t)nshards * sizeof *fill);
		for (int i = 0; i < rs->n; i++)
			idx[fill[shard_of(&rs->rules[i], nshards)]++] = i;
		free(fill);
	}
	uint64_t id = run_id(rs, o, concrete, nshards);
	for (int j = comm->rank; j < nshards; j += comm->size) {
		int n = at[j + 1] - at[j], bk = 0;
		char path[4096];
		gen_buf b;
		gen_buf_init(&b);
		if (ckpt) {
			snprintf(path, sizeof path, "%s/ver-%05d", ckpt, j);
			size_t len;
			char *data = tasoc_read_file(path, &len);
			if (data) {
				gen_wire_cur c;
				gen_wire_open(&c, data, len);
				int ok = gen_wire_get_u64(&c) == MAGIC && gen_wire_get_u64(&c) == id &&
					 gen_wire_get_u32(&c) == (uint32_t)j;
				const unsigned char *body = c.p;
				ok = ok && get_answers(&c, rs, NULL, &bk) == 0 && c.p == c.end;
				if (ok)
					gen_buf_putn(&mine, (const char *)body, (size_t)(c.end - body));
				free(data);
				if (!ok) {
					snprintf(err, errsize, "%s: a checkpoint of another run or damaged: remove it", path);
					goto out;
				}
				continue;
			}
			if (errno != ENOENT) {
				snprintf(err, errsize, "cannot read %s: %s", path, strerror(errno));
				goto out;
			}
		}
		if (run_shard(s, ax, rs, o, concrete, loud, file, idx + at[j], n, secs + at[j], &bk, err, errsize) != 0)
			goto out;
		put_answers(&b, rs, idx + at[j], n, secs + at[j], bk);
		gen_buf_putn(&mine, b.s, b.len);
		if (ckpt && !b.oom) {
			gen_buf f;
			gen_buf_init(&f);
			gen_wire_u64(&f, MAGIC);
			gen_wire_u64(&f, id);
			gen_wire_u32(&f, (uint32_t)j);
			gen_buf_putn(&f, b.s, b.len);
			int bad = f.oom || tasoc_write_atomic(path, f.s, f.len) != 0;
			gen_buf_free(&f);
			if (bad) {
				gen_buf_free(&b);
				snprintf(err, errsize, "cannot write %s: %s", path, strerror(errno));
				goto out;
			}
		}
		gen_buf_free(&b);
	}
	if (mine.oom) {
		snprintf(err, errsize, "out of memory");
		goto out;
	}
	/* every rank's answers to rank 0, then its processor seconds and peak resident size */
	char *got = NULL;
	size_t ngot = 0;
	int x = gen_comm_to_root(comm, mine.s, mine.len, &got, &ngot);
	mine.s = NULL;
	mine.len = mine.cap = 0;
	if (x != 0) {
		snprintf(err, errsize, "out of memory or a transport error gathering the answers");
		goto out;
	}
	if (report_ranks(comm) != 0) {
		free(got);
		snprintf(err, errsize, "out of memory or a transport error");
		goto out;
	}
	if (comm->rank == 0) {
		gen_wire_cur c;
		gen_wire_open(&c, got, ngot);
		while (c.p < c.end)
			if (get_answers(&c, rs, o->seconds, by_kernels) != 0) {
				free(got);
				snprintf(err, errsize, "a damaged message gathering the answers");
				goto out;
			}
	}
	free(got);
	rc = 0;
out:
	gen_buf_free(&mine);
	free(idx);
	free(secs);
	free(at);
	return rc;
}

/* onnx_external.c: tensors whose data lies in files beside the model, mapped read-only. */
#define _GNU_SOURCE /* syscall(2), for openat2 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#ifdef __linux__
#include <linux/openat2.h>
#include <sys/syscall.h>
#endif

#include "onnx_internal.h"

/*
 * A TensorProto with data_location EXTERNAL names a file (key "location",
 * relative to the model's folder), a byte offset and a length. Every model
 * over protobuf's 2 GB ships so. Each file is mapped once, read-only, and
 * the tensor is rewritten in place to look like an inline one whose
 * raw_data points into the mapping: the folding, the importer and the
 * export then read it like any other, and nothing copies it unless it must
 * (a weight at an offset that is no multiple of 4 is copied: a float read
 * through a misaligned pointer is undefined behaviour).
 *
 * The file is untrusted input: a location that is absolute, holds a ".."
 * component, or resolves (through symlinks, at any component) outside the
 * model's folder is refused, and so is an offset or length past the file's
 * end. openat2's RESOLVE_BENEATH enforces the folder where the kernel has
 * it; the realpath comparison and the inode check after opening hold
 * everywhere else too.
 *
 * protobuf-c frees a bytes field's data with the message: mapped bytes must
 * not be. Every free_unpacked of the model's messages goes through
 * tasoc_onnx_pb(), whose free skips addresses inside a live mapping. The
 * mappings are listed process-wide (a few per model), under a mutex.
 */

typedef struct mapping {
	char *path; /* realpath */
	unsigned char *addr;
	size_t size;
} mapping;

struct tasoc_onnx_maps {
	mapping *v;
	size_t n, cap;
};

/* The process-wide list of live mappings, for the allocator's free. */
static pthread_mutex_t live_lock = PTHREAD_MUTEX_INITIALIZER;
static struct {
	const unsigned char *addr;
	size_t size;
} *live;
static size_t nlive, caplive;

static int live_add(const unsigned char *addr, size_t size)
{
	int rc = 0;
	pthread_mutex_lock(&live_lock);
	if (nlive == caplive) {
		size_t ncap = caplive ? caplive * 2 : 16;
		void *p = realloc(live, ncap * sizeof *live);
		if (!p)
			rc = -1;
		else
			live = p, caplive = ncap;
	}
	if (rc == 0) {
		live[nlive].addr = addr;
		live[nlive++].size = size;
	}
	pthread_mutex_unlock(&live_lock);
	return rc;
}

static void live_remove(const unsigned char *addr)
{
	pthread_mutex_lock(&live_lock);
	for (size_t i = 0; i < nlive; i++)
		if (live[i].addr == addr) {
			live[i] = live[--nlive];
			break;
		}
	if (nlive == 0) {
		free(live);
		live = NULL;
		caplive = 0;
	}
	pthread_mutex_unlock(&live_lock);
}

bool tasoc_onnx_is_mapped(const void *p)
{
	const unsigned char *q = p;
	bool in = false;
	if (!q)
		return false;
	pthread_mutex_lock(&live_lock);
	for (size_t i = 0; i < nlive && !in; i++)
		in = q >= live[i].addr && (size_t)(q - live[i].addr) < live[i].size;
	pthread_mutex_unlock(&live_lock);
	return in;
}

static void *pb_alloc(void *ctx, size_t size)
{
	(void)ctx;
	return malloc(size);
}

static void pb_free(void *ctx, void *p)
{
	(void)ctx;
	if (!tasoc_onnx_is_mapped(p))
		free(p);
}

ProtobufCAllocator *tasoc_onnx_pb(void)
{
	static ProtobufCAllocator a = { pb_alloc, pb_free, NULL };
	return &a;
}

/* ------------------------------------------------------------------ */

typedef struct ctx {
	tasoc_onnx_model *m;
	const char *dir;     /* the model's folder as given, NULL for a model read from memory */
	char *realdir;       /* its realpath */
	char *err;
	size_t errsize;
	size_t resolved;
} ctx;

static const char *tname(const Onnx__TensorProto *t)
{
	return t->name && t->name[0] ? t->name : "(unnamed)";
}

static tasoc_status refuse(ctx *x, const Onnx__TensorProto *t, const char *loc, tasoc_status st, const char *why)
{
	snprintf(x->err, x->errsize, "tensor '%.200s': external data '%.300s' %s", tname(t), loc ? loc : "", why);
	return st;
}

/* A decimal int64 >= 0, digits only; false otherwise. */
static bool parse_u63(const char *s, int64_t *v)
{
	if (!s || !*s)
		return false;
	int64_t n = 0;
	for (; *s; s++) {
		if (*s < '0' || *s > '9' || n > (INT64_MAX - (*s - '0')) / 10)
			return false;
		n = n * 10 + (*s - '0');
	}
	*v = n;
	return true;
}

/* Whether a component of the relative path loc is "..". */
static bool has_dotdot(const char *loc)
{
	for (const char *p = loc; *p;) {
		const char *e = p;
		while (*e && *e != '/' && *e != '\\')
			e++;
		if (e - p == 2 && p[0] == '.' && p[1] == '.')
			return true;
		p = *e ? e + 1 : e;
	}
	return false;
}

/* Opens loc beneath the folder; -1 with errno (EXDEV: it leads out). */
static int open_beneath(ctx *x, const char *loc)
{
	int dfd = open(x->dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (dfd < 0)
		return -1;
	int fd = -1;
#if defined(__linux__) && defined(SYS_openat2)
	struct open_how how;
	memset(&how, 0, sizeof how);
	how.flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK; /* a FIFO must not block the open */
	how.resolve = RESOLVE_BENEATH;
	fd = (int)syscall(SYS_openat2, dfd, loc, &how, sizeof how);
	if (fd < 0 && errno != ENOSYS && errno != EPERM) {
		int e = errno;
		close(dfd);
		errno = e;
		return -1;
	}
#endif
	if (fd < 0) /* no openat2 (an older kernel, a seccomp filter): the realpath check below holds */
		fd = openat(dfd, loc, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
	int e = errno;
	close(dfd);
	errno = e;
	return fd;
}

/* The mapping of loc, made on first use; NULL with the reason in x->err. */
static const mapping *map_file(ctx *x, const Onnx__TensorProto *t, const char *loc, tasoc_status *st)
{
	size_t n = strlen(x->dir) + strlen(loc) + 2;
	char *joined = malloc(n), *real = NULL;
	const mapping *out = NULL;
	int fd = -1;
	*st = TASOC_ERR_NOMEM;
	if (!joined) {
		snprintf(x->err, x->errsize, "out of memory");
		return NULL;
	}
	snprintf(joined, n, "%s/%s", x->dir, loc);
	real = realpath(joined, NULL);
	if (!real) {
		*st = refuse(x, t, loc, TASOC_ERR_IO, errno == ENOENT ? "does not exist beside the model"
									 : "cannot be resolved");
		if (errno != ENOENT)
			snprintf(x->err + strlen(x->err), x->errsize - strlen(x->err), ": %s", strerror(errno));
		goto done;
	}
	size_t dl = strlen(x->realdir);
	/* the folder itself is "/" only when the model sits at the root */
	bool under = strncmp(real, x->realdir, dl) == 0 && (real[dl] == '/' || (dl == 1 && real[0] == '/'));
	if (!under) {
		*st = refuse(x, t, loc, TASOC_ERR_FORMAT, "leads out of the model's folder (through a symlink): refused");
		goto done;
	}
	for (size_t i = 0; i < x->m->maps->n; i++)
		if (strcmp(x->m->maps->v[i].path, real) == 0) {
			out = &x->m->maps->v[i];
			*st = TASOC_OK;
			goto done;
		}
	fd = open_beneath(x, loc);
	struct stat sa, sb;
	if (fd < 0) {
		*st = refuse(x, t, loc, errno == EXDEV ? TASOC_ERR_FORMAT : TASOC_ERR_IO,
			     errno == EXDEV ? "leads out of the model's folder: refused" : "cannot be opened");
		if (errno != EXDEV)
			snprintf(x->err + strlen(x->err), x->errsize - strlen(x->err), ": %s", strerror(errno));
		goto done;
	}
	/* The file opened is the one resolved above: no symlink swapped in between. */
	if (fstat(fd, &sa) != 0 || stat(real, &sb) != 0 || sa.st_dev != sb.st_dev || sa.st_ino != sb.st_ino) {
		*st = refuse(x, t, loc, TASOC_ERR_IO, "changed while it was opened");
		goto done;
	}
	if (!S_ISREG(sa.st_mode)) {
		*st = refuse(x, t, loc, TASOC_ERR_FORMAT, "is not a regular file");
		goto done;
	}
	if ((uint64_t)sa.st_size > SIZE_MAX) {
		*st = refuse(x, t, loc, TASOC_ERR_LIMIT, "is larger than this machine can map");
		goto done;
	}
	struct tasoc_onnx_maps *ms = x->m->maps;
	if (ms->n == ms->cap) {
		size_t ncap = ms->cap ? ms->cap * 2 : 4;
		mapping *p = realloc(ms->v, ncap * sizeof *p);
		if (!p) {
			snprintf(x->err, x->errsize, "out of memory");
			goto done;
		}
		ms->v = p;
		ms->cap = ncap;
	}
	mapping mp = { real, NULL, (size_t)sa.st_size };
	if (mp.size > 0) { /* mmap refuses a length of 0: an empty file maps to nothing */
		void *a = mmap(NULL, mp.size, PROT_READ, MAP_PRIVATE, fd, 0);
		if (a == MAP_FAILED) {
			*st = refuse(x, t, loc, TASOC_ERR_IO, "cannot be mapped");
			snprintf(x->err + strlen(x->err), x->errsize - strlen(x->err), ": %s", strerror(errno));
			goto done;
		}
		mp.addr = a;
		if (live_add(mp.addr, mp.size) != 0) {
			munmap(a, mp.size);
			snprintf(x->err, x->errsize, "out of memory");
			goto done;
		}
	}
	ms->v[ms->n] = mp;
	out = &ms->v[ms->n++];
	real = NULL; /* owned by the mapping */
	*st = TASOC_OK;
done:
	if (fd >= 0)
		close(fd);
	free(joined);
	free(real);
	return out;
}

static tasoc_status resolve(ctx *x, Onnx__TensorProto *t)
{
	bool ext = t->has_data_location && t->data_location == ONNX__TENSOR_PROTO__DATA_LOCATION__EXTERNAL;
	if (!ext && !t->n_external_data)
		return TASOC_OK;
	if (!ext) {
		snprintf(x->err, x->errsize, "tensor '%.200s': has external_data entries but its data_location is "
			 "not EXTERNAL", tname(t));
		return TASOC_ERR_FORMAT;
	}
	const char *loc = NULL, *off = NULL, *len = NULL;
	for (size_t i = 0; i < t->n_external_data; i++) {
		const Onnx__StringStringEntryProto *e = t->external_data[i];
		const char *k = e->key ? e->key : "";
		if (!strcmp(k, "location"))
			loc = e->value;
		else if (!strcmp(k, "offset"))
			off = e->value;
		else if (!strcmp(k, "length"))
			len = e->value;
		/* "checksum" (an optional SHA-1) is not verified: the shape check bounds what is read */
	}
	if (!x->dir) {
		snprintf(x->err, x->errsize, "tensor '%.200s': its data is in an external file ('%.300s'), which a model "
			 "read from memory cannot name: load the model from its file", tname(t), loc ? loc : "");
		return TASOC_ERR_UNSUPPORTED;
	}
	if (!loc || !loc[0]) {
		snprintf(x->err, x->errsize, "tensor '%.200s': external data without a location", tname(t));
		return TASOC_ERR_FORMAT;
	}
	if (loc[0] == '/' || loc[0] == '\\')
		return refuse(x, t, loc, TASOC_ERR_FORMAT, "is an absolute path: tasoc reads external data only inside "
			      "the model's folder");
	if (has_dotdot(loc))
		return refuse(x, t, loc, TASOC_ERR_FORMAT, "has a '..' component: tasoc reads external data only inside "
			      "the model's folder");
	int64_t o = 0, l = -1;
	if ((off && !parse_u63(off, &o)) || (len && !parse_u63(len, &l))) {
		snprintf(x->err, x->errsize, "tensor '%.200s': external data '%.300s' has offset '%.40s' or length "
			 "'%.40s', not a number >= 0", tname(t), loc, off ? off : "", len ? len : "");
		return TASOC_ERR_FORMAT;
	}
	if (t->has_raw_data) {
		snprintf(x->err, x->errsize, "tensor '%.200s': holds raw data and external data '%.300s'", tname(t), loc);
		return TASOC_ERR_FORMAT;
	}
	tasoc_status st;
	const mapping *mp = map_file(x, t, loc, &st);
	if (!mp)
		return st;
	if ((uint64_t)o > mp->size || (l >= 0 && (uint64_t)l > mp->size - (uint64_t)o)) {
		char why[200];
		snprintf(why, sizeof why, "is %zu bytes: offset %lld%s%lld runs past its end", mp->size, (long long)o,
			 l >= 0 ? " + length " : "", l >= 0 ? (long long)l : 0LL);
		if (l < 0)
			snprintf(why, sizeof why, "is %zu bytes: offset %lld lies past its end", mp->size, (long long)o);
		return refuse(x, t, loc, TASOC_ERR_FORMAT, why);
	}
	size_t n = l >= 0 ? (size_t)l : mp->size - (size_t)o;
	/* Now an inline tensor whose bytes are the mapping's (the shape check follows in the importer). */
	for (size_t i = 0; i < t->n_external_data; i++)
		onnx__string_string_entry_proto__free_unpacked(t->external_data[i], NULL);
	free(t->external_data);
	t->external_data = NULL;
	t->n_external_data = 0;
	t->has_data_location = 0;
	t->data_location = ONNX__TENSOR_PROTO__DATA_LOCATION__DEFAULT;
	t->has_raw_data = 1;
	t->raw_data.len = n;
	t->raw_data.data = n ? mp->addr + o : NULL;
	x->resolved++;
	return TASOC_OK;
}

static tasoc_status walk_graph(ctx *x, Onnx__GraphProto *gp);

static tasoc_status walk_nodes(ctx *x, Onnx__NodeProto **nodes, size_t n)
{
	tasoc_status st = TASOC_OK;
	for (size_t k = 0; k < n && st == TASOC_OK; k++)
		for (size_t i = 0; i < nodes[k]->n_attribute && st == TASOC_OK; i++) {
			Onnx__AttributeProto *a = nodes[k]->attribute[i];
			if (a->t)
				st = resolve(x, a->t);
			for (size_t j = 0; j < a->n_tensors && st == TASOC_OK; j++)
				st = resolve(x, a->tensors[j]);
			if (a->sparse_tensor && st == TASOC_OK && a->sparse_tensor->values)
				st = resolve(x, a->sparse_tensor->values);
			if (a->sparse_tensor && st == TASOC_OK && a->sparse_tensor->indices)
				st = resolve(x, a->sparse_tensor->indices);
			if (a->g && st == TASOC_OK)
				st = walk_graph(x, a->g);
			for (size_t j = 0; j < a->n_graphs && st == TASOC_OK; j++)
				st = walk_graph(x, a->graphs[j]);
		}
	return st;
}

/* Recursion is bounded: the wire depth was checked before unpacking. */
static tasoc_status walk_graph(ctx *x, Onnx__GraphProto *gp)
{
	tasoc_status st = TASOC_OK;
	for (size_t i = 0; i < gp->n_initializer && st == TASOC_OK; i++)
		st = resolve(x, gp->initializer[i]);
	for (size_t i = 0; i < gp->n_sparse_initializer && st == TASOC_OK; i++) {
		Onnx__SparseTensorProto *s = gp->sparse_initializer[i];
		if (s->values)
			st = resolve(x, s->values);
		if (s->indices && st == TASOC_OK)
			st = resolve(x, s->indices);
	}
	return st == TASOC_OK ? walk_nodes(x, gp->node, gp->n_node) : st;
}

tasoc_status tasoc_onnx_external_resolve(tasoc_onnx_model *m, const char *dir, char *err, size_t errsize)
{
	ctx x = { m, dir, NULL, err, errsize, 0 };
	if (!m->maps && !(m->maps = calloc(1, sizeof *m->maps))) {
		snprintf(err, errsize, "out of memory");
		return TASOC_ERR_NOMEM;
	}
	if (dir && !(x.realdir = realpath(dir, NULL))) {
		snprintf(err, errsize, "the model's folder '%.300s' cannot be resolved: %s", dir, strerror(errno));
		return TASOC_ERR_IO;
	}
	tasoc_status st = m->proto->graph ? walk_graph(&x, m->proto->graph) : TASOC_OK;
	for (size_t i = 0; i < m->proto->n_functions && st == TASOC_OK; i++)
		st = walk_nodes(&x, m->proto->functions[i]->node, m->proto->functions[i]->n_node);
	m->external_tensors = x.resolved;
	free(x.realdir);
	return st;
}

void tasoc_onnx_external_release(tasoc_onnx_model *m)
{
	struct tasoc_onnx_maps *ms = m->maps;
	for (size_t i = 0; ms && i < ms->n; i++) {
		if (ms->v[i].addr) {
			live_remove(ms->v[i].addr);
			munmap(ms->v[i].addr, ms->v[i].size);
		}
		free(ms->v[i].path);
	}
	if (ms)
		free(ms->v);
	free(ms);
	m->maps = NULL;
}

size_t tasoc_onnx_external_count(const tasoc_onnx_model *m)
{
	return m ? m->external_tensors : 0;
}

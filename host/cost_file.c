/* cost_file.c: the cost cache as text: one line per measured kernel, sorted, saved and loaded. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cost_file.h"
#include "fileio.h"

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
	/* a plain layout conversion's word is 0 and is written "-", as before reorder keys had one */
	bool plain = (k->op == TASOC_OP_NHWC || k->op == TASOC_OP_NCHW) && !tasoc_cost_key_is_reorder(k);
	for (int i = 0; !plain && i < tasoc_cost_key_nattr(k->op) && a < sizeof attrs; i++)
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
		if (cm->backend.target) /* what the costs are of: the runtime and its threads */
			len += (size_t)snprintf(buf + len, cap - len, "# target: %.30s\n", cm->backend.target);
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
	/*
	 * "a=-" where the key has words its operator lacks reads as zeros: an
	 * opaque node without a timing identity (a cache from before they had
	 * one), a plain layout conversion (not a reorder).
	 */
	bool zeros = na == 0 && tasoc_ops[k.op].nattr == 0;
	if ((na != tasoc_cost_key_nattr(k.op) && !zeros) || (k.nin = parse_shapes(in, k.in, TASOC_MAX_IN)) < 0 ||
	    (k.nout = parse_shapes(out, k.out, TASOC_MAX_OUT)) < 1 || cost < 0)
		return TASOC_ERR_FORMAT;
	return tasoc_cost_insert(cm, &k, cost) == 0 ? TASOC_OK : TASOC_ERR_NOMEM;
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
		const char *target = "# target: ";
		if (strncmp(line, target, strlen(target)) == 0)
			snprintf(cm->loaded_target, sizeof cm->loaded_target, "%s", line + strlen(target));
		if (line[0] == '#' || line[0] == '\0')
			continue;
		if ((st = parse_line(cm, line)) != TASOC_OK)
			snprintf(cm->err, sizeof cm->err, "%s:%d: %s", path, lineno,
				 st == TASOC_ERR_NOMEM ? "out of memory" : "malformed cost entry");
	}
	free(text);
	return st;
}


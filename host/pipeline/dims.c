/* dims.c: --dim NAME=V, --input-shape NAME=AxB and --feed NAME=V, set by key for the ONNX commands (dims.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dims.h"

/* NAME=1x3x224x224: every extent a whole number >= 1. */
static int input_shape(char *arg, tasoc_dims *d, char *err, size_t size)
{
	char *eq = arg ? strrchr(arg, '=') : NULL; /* input names may hold '=' ("input:0" holds ':') */
	tasoc_onnx_input_shape *s = &d->s[d->ns];
	if (!eq || eq == arg || !eq[1])
		goto bad;
	s->rank = 0;
	for (char *p = eq + 1;;) {
		char *end;
		long v = strtol(p, &end, 10);
		if (end == p || v < 1 || v > 1L << 30 || s->rank == TASOC_ONNX_SHAPE_MAX_RANK)
			goto bad;
		s->dim[s->rank++] = v;
		if (*end == '\0')
			break;
		if (*end != 'x' && *end != 'X' && *end != ',')
			goto bad;
		p = end + 1;
	}
	*eq = '\0'; /* NAME ends here; it stays in argv */
	s->name = arg;
	d->ns++;
	return 1;
bad:
	snprintf(err, size, "--input-shape takes NAME=AxBx... with each extent a whole number >= 1 (at most %d), "
		 "got '%s'", TASOC_ONNX_SHAPE_MAX_RANK, arg ? arg : "");
	return -1;
}

/* NAME=V, V any finite number; the last '=' ends NAME, as for --input-shape. */
static int feed(char *arg, tasoc_dims *d, char *err, size_t size)
{
	char *eq = arg ? strrchr(arg, '=') : NULL, *end = NULL;
	double v = eq ? strtod(eq + 1, &end) : 0;
	if (!eq || eq == arg || !eq[1] || *end || !(v == v) || v > 1e300 || v < -1e300) {
		snprintf(err, size, "--feed takes NAME=V with V a number, got '%s'", arg ? arg : "");
		return -1;
	}
	*eq = '\0';
	d->f[d->nf].name = arg;
	d->f[d->nf++].value = v;
	return 1;
}

int tasoc_dims_check_feeds(const tasoc_dims *d, const tasoc_graph *g, char *err, size_t size)
{
	for (int i = 0; i < d->nf; i++) {
		bool found = false;
		for (int32_t v = 0; v < g->nnodes && !found; v++)
			found = !g->nodes[v].dead && g->nodes[v].op == TASOC_OP_INPUT &&
				!strcmp(tasoc_node_name(g, v), d->f[i].name);
		if (found)
			continue;
		int w = snprintf(err, size, "--feed %s: the model has no input of that name (its inputs:", d->f[i].name);
		const char *sep = " "; /* the worker's wording (tools/ort_seeded.py), where a measured run checks */
		for (int32_t v = 0; v < g->nnodes && w > 0 && (size_t)w < size; v++)
			if (!g->nodes[v].dead && g->nodes[v].op == TASOC_OP_INPUT) {
				w += snprintf(err + w, size - (size_t)w, "%s%s", sep, tasoc_node_name(g, v));
				sep = ", ";
			}
		if (w > 0 && (size_t)w < size)
			snprintf(err + w, size - (size_t)w, ")");
		return -1;
	}
	return 0;
}

int tasoc_dims_set(tasoc_dims *d, const char *key, char *arg, char *err, size_t size)
{
	if (d->feeds_allowed && strcmp(key, "feed") == 0) {
		if (d->nf == TASOC_DIMS_MAX) {
			snprintf(err, size, "at most %d --feed options", TASOC_DIMS_MAX);
			return -1;
		}
		return feed(arg, d, err, size);
	}
	bool shape = strcmp(key, "input-shape") == 0;
	if (strcmp(key, "dim") != 0 && !shape)
		return 0;
	if ((shape ? d->ns : d->n) == TASOC_DIMS_MAX) {
		snprintf(err, size, "at most %d %s options", TASOC_DIMS_MAX, shape ? "--input-shape" : "--dim");
		return -1;
	}
	if (shape)
		return input_shape(arg, d, err, size);
	char *eq = arg ? strchr(arg, '=') : NULL, *end;
	long v = eq ? strtol(eq + 1, &end, 10) : 0;
	if (!eq || eq == arg || !eq[1] || *end || v < 1 || v > 1 << 30) {
		snprintf(err, size, "--dim takes NAME=V with V a whole number >= 1, got '%s'", arg ? arg : "");
		return -1;
	}
	*eq = '\0'; /* NAME ends here; the value is the caller's copy */
	d->d[d->n].name = arg;
	d->d[d->n++].value = (int32_t)v;
	return 1;
}

void tasoc_dims_import_options(const tasoc_dims *d, tasoc_onnx_options *o)
{
	memset(o, 0, sizeof *o);
	o->dims = d ? d->d : NULL;
	o->ndims = d ? d->n : 0;
	o->shapes = d ? d->s : NULL;
	o->nshapes = d ? d->ns : 0;
}

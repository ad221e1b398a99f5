/* ort.c: starts the ONNX Runtime worker once per command, when something first needs it. */
#include <stdio.h>
#include <string.h>

#include "../say.h"
#include "ort.h"

tasoc_ort *tasoc_ort_lazy_get(tasoc_ort_lazy *o)
{
	if (!o->tried) {
		o->tried = 1;
		o->w = tasoc_ort_open(o->why, sizeof o->why);
	}
	return o->w;
}

void tasoc_ort_lazy_done(tasoc_ort_lazy *o)
{
	tasoc_ort_close(o->w);
	o->w = NULL;
}

tasoc_ort *tasoc_ort_lazy_restart(tasoc_ort_lazy *o)
{
	tasoc_ort_lazy_done(o);
	o->tried = 1;
	o->w = tasoc_ort_open(o->why, sizeof o->why);
	return o->w;
}

/* Names come from the command line: keep only characters safe in a JSON string. */
static void json_safe(const char *from, char *name, size_t size)
{
	size_t k = 0;
	for (const char *s = from; *s && k + 1 < size; s++)
		if (*s != '"' && *s != '\\' && (unsigned char)*s >= 0x20)
			name[k++] = *s;
	name[k] = '\0';
}

/* The --feed value of input name, or NULL. */
static const tasoc_feed *feed_of(const tasoc_dims *d, const char *name)
{
	for (int i = 0; d && i < d->nf; i++)
		if (strcmp(d->f[i].name, name) == 0)
			return &d->f[i];
	return NULL;
}

void tasoc_ort_lazy_symbols(const tasoc_dims *d, char *buf, size_t size)
{
	size_t n = (size_t)snprintf(buf, size, "{");
	char name[128];
	for (int i = 0; d && i < d->n && n + 8 < size; i++) {
		json_safe(d->d[i].name, name, sizeof name);
		n += (size_t)snprintf(buf + n, size - n, "%s\"%s\":%lld", i ? "," : "", name, (long long)d->d[i].value);
	}
	/*
	 * --input-shape: the input's name bound to its whole shape; --feed: to
	 * {"fill": V}, or {"shape": [...], "fill": V} with both (tools/ort_seeded.py).
	 */
	for (int i = 0; d && i < d->ns && n + 8 < size; i++) {
		const tasoc_feed *f = feed_of(d, d->s[i].name);
		json_safe(d->s[i].name, name, sizeof name);
		n += (size_t)snprintf(buf + n, size - n, "%s\"%s\":%s[", n > 1 ? "," : "", name, f ? "{\"shape\":" : "");
		for (int k = 0; k < d->s[i].rank && n + 24 < size; k++)
			n += (size_t)snprintf(buf + n, size - n, "%s%lld", k ? "," : "", (long long)d->s[i].dim[k]);
		if (n + 2 < size)
			n += (size_t)snprintf(buf + n, size - n, "]");
		if (f && n + 40 < size)
			n += (size_t)snprintf(buf + n, size - n, ",\"fill\":%.17g}", f->value);
	}
	for (int i = 0; d && i < d->nf && n + 48 < size; i++) {
		bool shaped = false;
		for (int k = 0; k < d->ns; k++)
			shaped |= strcmp(d->s[k].name, d->f[i].name) == 0;
		if (shaped || feed_of(d, d->f[i].name) != &d->f[i])
			continue; /* written with its shape above, or named again (the first --feed counts) */
		json_safe(d->f[i].name, name, sizeof name);
		n += (size_t)snprintf(buf + n, size - n, "%s\"%s\":{\"fill\":%.17g}", n > 1 ? "," : "", name, d->f[i].value);
	}
	if (n + 2 <= size)
		snprintf(buf + n, size - n, "}");
}

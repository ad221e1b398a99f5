/* cmd_ort.c: starts the ONNX Runtime worker once per command, when something first needs it. */
#include <stdio.h>
#include <string.h>

#include "cmd_ort.h"

tasoc_ort *cmd_ort_get(cmd_ort *o)
{
	if (!o->tried) {
		o->tried = 1;
		o->w = tasoc_ort_open(o->why, sizeof o->why);
	}
	return o->w;
}

void cmd_ort_done(cmd_ort *o)
{
	tasoc_ort_close(o->w);
	o->w = NULL;
}

void cmd_ort_symbols(const cmd_dims *d, char *buf, size_t size)
{
	size_t n = (size_t)snprintf(buf, size, "{");
	for (int i = 0; d && i < d->n && n + 8 < size; i++) {
		/* Names come from the command line: keep only characters safe in a JSON string. */
		char name[128];
		size_t k = 0;
		for (const char *s = d->d[i].name; *s && k + 1 < sizeof name; s++)
			if (*s != '"' && *s != '\\' && (unsigned char)*s >= 0x20)
				name[k++] = *s;
		name[k] = '\0';
		n += (size_t)snprintf(buf + n, size - n, "%s\"%s\":%lld", i ? "," : "", name, (long long)d->d[i].value);
	}
	if (n + 2 <= size)
		snprintf(buf + n, size - n, "}");
}

/* target.c: the names of the targets a model is optimized for (target.h). */
#include "target.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NAMES "ort-cpu[:THREADS], cudnn or analytical"

int tasoc_target_parse(const char *s, tasoc_target *t, char *err, size_t errsize)
{
	static const struct { const char *name; tasoc_target_kind kind; } kinds[] = {
		{ "ort-cpu", TASOC_TARGET_ORT_CPU },
		{ "cudnn", TASOC_TARGET_CUDNN }, { "analytical", TASOC_TARGET_ANALYTICAL },
	};
	if (!s)
		s = "";
	size_t n = strcspn(s, ":");
	for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
		if (strlen(kinds[i].name) != n || strncmp(s, kinds[i].name, n) != 0)
			continue;
		tasoc_target r = { kinds[i].kind, 0 };
		int ort = tasoc_target_is_ort(&r);
		if (s[n] == ':' && !ort) {
			snprintf(err, errsize, "target '%s': %s takes no thread count (only the ort-* targets do)", s,
				 kinds[i].name);
			return -1;
		}
		if (ort) {
			long v = 1;
			if (s[n] == ':') {
				/* A whole number in range, digits only: "1.5", "+2", "0x2", " 2" and "" are mistakes to say. */
				const char *d = s + n + 1;
				char *end;
				errno = 0;
				v = d[0] >= '0' && d[0] <= '9' ? strtol(d, &end, 10) : -1;
				if (v < 1 || v > TASOC_TARGET_MAX_THREADS || errno || *end) {
					snprintf(err, errsize, "target '%s': the thread count must be a whole number from 1 to %d",
						 s, TASOC_TARGET_MAX_THREADS);
					return -1;
				}
			}
			r.threads = (int)v;
		}
		*t = r;
		return 0;
	}
	snprintf(err, errsize, "unknown target '%s': the targets are " NAMES, s);
	return -1;
}

const char *tasoc_target_name(const tasoc_target *t, char *buf, size_t size)
{
	switch (t->kind) {
	case TASOC_TARGET_ORT_CPU:
		snprintf(buf, size, "ort-cpu:%d", t->threads);
		break;
	case TASOC_TARGET_CUDNN:
		snprintf(buf, size, "cudnn");
		break;
	default:
		snprintf(buf, size, "analytical");
		break;
	}
	return buf;
}

int tasoc_target_is_ort(const tasoc_target *t)
{
	return t->kind == TASOC_TARGET_ORT_CPU;
}

int tasoc_target_equal(const tasoc_target *a, const tasoc_target *b)
{
	return a->kind == b->kind && (!tasoc_target_is_ort(a) || a->threads == b->threads);
}

/* target.c: the names of the targets a model is optimized for (target.h). */
#include "target.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NAMES TASOC_TARGET_MEASURED_NAMES ", cudnn or analytical"

/* Every target's name, in tasoc_target_kind's order. */
static const char *const kind_names[] = { "ort-cpu", "openvino-cpu", "ort-cuda", "cudnn", "analytical" };

/* A thread count after the colon: a whole number in range, digits only ("1.5", "+2", "0x2", " 2" and "" are mistakes to say). */
static int parse_threads(const char *s, const char *d, int *threads, char *err, size_t errsize)
{
	char *end;
	errno = 0;
	long v = d[0] >= '0' && d[0] <= '9' ? strtol(d, &end, 10) : -1;
	if (v < 1 || v > TASOC_TARGET_MAX_THREADS || errno || *end) {
		snprintf(err, errsize, "target '%s': the thread count must be a whole number from 1 to %d", s,
			 TASOC_TARGET_MAX_THREADS);
		return -1;
	}
	*threads = (int)v;
	return 0;
}

int tasoc_target_parse(const char *s, tasoc_target *t, char *err, size_t errsize)
{
	if (!s)
		s = "";
	size_t n = strcspn(s, ":");
	for (size_t i = 0; i < sizeof kind_names / sizeof kind_names[0]; i++) {
		if (strlen(kind_names[i]) != n || strncmp(s, kind_names[i], n) != 0)
			continue;
		tasoc_target r = { (tasoc_target_kind)i, 0 };
		bool measured = tasoc_target_is_measured(&r);
		if (s[n] == ':' && !measured) {
			snprintf(err, errsize, "target '%s': %s takes no thread count (only the measured targets, " TASOC_TARGET_MEASURED_NAMES ", do)",
				 s, kind_names[i]);
			return -1;
		}
		if (measured) {
			r.threads = 1;
			if (s[n] == ':' && parse_threads(s, s + n + 1, &r.threads, err, errsize) != 0)
				return -1;
		}
		*t = r;
		return 0;
	}
	snprintf(err, errsize, "unknown target '%s': the targets are " NAMES, s);
	return -1;
}

const char *tasoc_target_name(const tasoc_target *t, char *buf, size_t size)
{
	const char *name = (size_t)t->kind < sizeof kind_names / sizeof kind_names[0] ? kind_names[t->kind] : "analytical";
	if (tasoc_target_is_measured(t))
		snprintf(buf, size, "%s:%d", name, t->threads);
	else
		snprintf(buf, size, "%s", name);
	return buf;
}

int tasoc_target_is_measured(const tasoc_target *t)
{
	return t->kind == TASOC_TARGET_ORT_CPU || t->kind == TASOC_TARGET_OPENVINO_CPU || t->kind == TASOC_TARGET_ORT_CUDA;
}

int tasoc_target_equal(const tasoc_target *a, const tasoc_target *b)
{
	return a->kind == b->kind && (!tasoc_target_is_measured(a) || a->threads == b->threads);
}

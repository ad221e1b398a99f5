/* json.c: a recursive-descent JSON reader (RFC 8259), depth-limited, for replies tasoc asked for. */
#include "json.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct reader {
	const char *p;
	char *err;
	size_t size;
	int depth;
} reader;

static tasoc_json *fail(reader *r, const char *what)
{
	if (r->err[0] == '\0')
		snprintf(r->err, r->size, "malformed JSON: %s near '%.20s'", what, r->p);
	return NULL;
}

static void skip_ws(reader *r)
{
	while (*r->p == ' ' || *r->p == '\t' || *r->p == '\n' || *r->p == '\r')
		r->p++;
}

static int hex4(const char *s, unsigned *out)
{
	*out = 0;
	for (int i = 0; i < 4; i++) {
		char c = s[i];
		unsigned d = c >= '0' && c <= '9' ? (unsigned)(c - '0')
			   : c >= 'a' && c <= 'f' ? (unsigned)(c - 'a' + 10)
			   : c >= 'A' && c <= 'F' ? (unsigned)(c - 'A' + 10) : 16u;
		if (d == 16)
			return -1;
		*out = *out * 16 + d;
	}
	return 0;
}

/* Appends code point u as UTF-8 (a lone surrogate is written as is: replies carry only messages). */
static char *put_utf8(char *o, unsigned u)
{
	if (u < 0x80) {
		*o++ = (char)u;
	} else if (u < 0x800) {
		*o++ = (char)(0xc0 | (u >> 6));
		*o++ = (char)(0x80 | (u & 0x3f));
	} else if (u < 0x10000) {
		*o++ = (char)(0xe0 | (u >> 12));
		*o++ = (char)(0x80 | ((u >> 6) & 0x3f));
		*o++ = (char)(0x80 | (u & 0x3f));
	} else {
		*o++ = (char)(0xf0 | (u >> 18));
		*o++ = (char)(0x80 | ((u >> 12) & 0x3f));
		*o++ = (char)(0x80 | ((u >> 6) & 0x3f));
		*o++ = (char)(0x80 | (u & 0x3f));
	}
	return o;
}

/* A string at r->p (on the opening quote), decoded into a malloc'd buffer. */
static char *read_string(reader *r)
{
	const char *s = ++r->p;
	size_t n = 0;
	while (s[n] && s[n] != '"')
		n += s[n] == '\\' && s[n + 1] ? 2 : 1;
	if (s[n] != '"') {
		fail(r, "unterminated string");
		return NULL;
	}
	char *out = malloc(n * 2 + 1), *o = out; /* \uXXXX (6 bytes) decodes to at most 4 */
	if (!out) {
		snprintf(r->err, r->size, "out of memory");
		return NULL;
	}
	while (*r->p != '"') {
		char c = *r->p++;
		if ((unsigned char)c < 0x20) {
			free(out);
			fail(r, "control character in a string");
			return NULL;
		}
		if (c != '\\') {
			*o++ = c;
			continue;
		}
		c = *r->p++;
		const char *esc = strchr("\"\\/bfnrt", c);
		if (esc && c) {
			*o++ = "\"\\/\b\f\n\r\t"[esc - "\"\\/bfnrt"];
		} else if (c == 'u') {
			unsigned u, lo;
			if (hex4(r->p, &u) != 0) {
				free(out);
				fail(r, "bad \\u escape");
				return NULL;
			}
			r->p += 4;
			if (u >= 0xd800 && u < 0xdc00 && r->p[0] == '\\' && r->p[1] == 'u' && hex4(r->p + 2, &lo) == 0 &&
			    lo >= 0xdc00 && lo < 0xe000) {
				u = 0x10000 + ((u - 0xd800) << 10) + (lo - 0xdc00);
				r->p += 6;
			}
			o = put_utf8(o, u);
		} else {
			free(out);
			fail(r, "bad escape");
			return NULL;
		}
	}
	r->p++;
	*o = '\0';
	return out;
}

static tasoc_json *read_value(reader *r);

static tasoc_json *new_value(reader *r, tasoc_json_type t)
{
	tasoc_json *v = calloc(1, sizeof *v);
	if (!v)
		snprintf(r->err, r->size, "out of memory");
	else
		v->type = t;
	return v;
}

static int push(reader *r, tasoc_json *v, tasoc_json *item)
{
	if ((v->n & (v->n - 1)) == 0) { /* grow at powers of two */
		tasoc_json **p = realloc(v->items, (size_t)(v->n ? v->n * 2 : 1) * sizeof *p);
		if (!p) {
			snprintf(r->err, r->size, "out of memory");
			return -1;
		}
		v->items = p;
	}
	v->items[v->n++] = item;
	return 0;
}

/* An array or object at r->p (on its opening bracket). */
static tasoc_json *read_container(reader *r, int object)
{
	tasoc_json *v = new_value(r, object ? TASOC_JSON_OBJECT : TASOC_JSON_ARRAY);
	if (!v)
		return NULL;
	if (++r->depth > 64) {
		tasoc_json_free(v);
		return fail(r, "nested too deep");
	}
	r->p++;
	skip_ws(r);
	char close = object ? '}' : ']';
	if (*r->p == close) {
		r->p++;
		r->depth--;
		return v;
	}
	for (;;) {
		char *key = NULL;
		skip_ws(r);
		if (object) {
			if (*r->p != '"' || !(key = read_string(r))) {
				tasoc_json_free(v);
				return fail(r, "expected a member name");
			}
			skip_ws(r);
			if (*r->p != ':') {
				free(key);
				tasoc_json_free(v);
				return fail(r, "expected ':'");
			}
			r->p++;
		}
		tasoc_json *item = read_value(r);
		if (!item || push(r, v, item) != 0) {
			free(key);
			tasoc_json_free(item);
			tasoc_json_free(v);
			return NULL;
		}
		item->key = key;
		skip_ws(r);
		if (*r->p == ',') {
			r->p++;
			continue;
		}
		if (*r->p != close) { /* never step past the terminating NUL */
			tasoc_json_free(v);
			return fail(r, object ? "expected ',' or '}'" : "expected ',' or ']'");
		}
		r->p++;
		r->depth--;
		return v;
	}
}

static tasoc_json *read_value(reader *r)
{
	skip_ws(r);
	char c = *r->p;
	if (c == '{' || c == '[')
		return read_container(r, c == '{');
	if (c == '"') {
		char *s = read_string(r);
		tasoc_json *v = s ? new_value(r, TASOC_JSON_STRING) : NULL;
		if (!v)
			free(s);
		else
			v->str = s;
		return v;
	}
	static const struct { const char *word; tasoc_json_type t; int b; } words[] = {
		{ "true", TASOC_JSON_BOOL, 1 }, { "false", TASOC_JSON_BOOL, 0 }, { "null", TASOC_JSON_NULL, 0 },
	};
	for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
		if (strncmp(r->p, words[i].word, strlen(words[i].word)) == 0) {
			r->p += strlen(words[i].word);
			tasoc_json *v = new_value(r, words[i].t);
			if (v)
				v->boolean = words[i].b;
			return v;
		}
	if (c == '-' || (c >= '0' && c <= '9')) {
		char *end;
		double d = strtod(r->p, &end);
		r->p = end;
		tasoc_json *v = new_value(r, TASOC_JSON_NUMBER);
		if (v)
			v->number = d;
		return v;
	}
	return fail(r, "unexpected character");
}

tasoc_json *tasoc_json_parse(const char *text, char *err, size_t size)
{
	reader r = { text, err, size, 0 };
	err[0] = '\0';
	tasoc_json *v = read_value(&r);
	if (v) {
		skip_ws(&r);
		if (*r.p) {
			tasoc_json_free(v);
			return fail(&r, "text after the value");
		}
	}
	return v;
}

void tasoc_json_free(tasoc_json *v)
{
	if (!v)
		return;
	for (int32_t i = 0; i < v->n; i++)
		tasoc_json_free(v->items[i]);
	free(v->items);
	free(v->str);
	free(v->key);
	free(v);
}

const tasoc_json *tasoc_json_get(const tasoc_json *v, const char *key)
{
	if (!v || v->type != TASOC_JSON_OBJECT)
		return NULL;
	for (int32_t i = 0; i < v->n; i++)
		if (strcmp(v->items[i]->key, key) == 0)
			return v->items[i];
	return NULL;
}

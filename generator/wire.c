/* wire.c: a binary form of counts and terms, for shard checkpoints and messages between ranks. */
#include "wire.h"

#include <stdlib.h>
#include <string.h>

void gen_wire_u32(gen_buf *b, uint32_t v)
{
	char s[4];
	for (int i = 0; i < 4; i++)
		s[i] = (char)(v >> (8 * i));
	gen_buf_putn(b, s, 4);
}

void gen_wire_u64(gen_buf *b, uint64_t v)
{
	gen_wire_u32(b, (uint32_t)v);
	gen_wire_u32(b, (uint32_t)(v >> 32));
}

/* kind and is_attr in one word, then op, out and the arguments, a name, or a value */
void gen_wire_term(gen_buf *b, const term *t)
{
	gen_wire_u32(b, (uint32_t)t->kind | (t->is_attr ? 0x100u : 0u));
	switch (t->kind) {
	case TERM_OP:
		gen_wire_u32(b, (uint32_t)t->op);
		gen_wire_u32(b, (uint32_t)t->out);
		gen_wire_u32(b, (uint32_t)t->nargs);
		for (int i = 0; i < t->nargs; i++)
			gen_wire_term(b, t->args[i]);
		break;
	case TERM_VAR: {
		size_t n = strlen(t->name);
		gen_wire_u32(b, (uint32_t)n);
		gen_buf_putn(b, t->name, n);
		break;
	}
	case TERM_INT:
		gen_wire_u32(b, (uint32_t)t->value);
		break;
	}
}

void gen_wire_open(gen_wire_cur *c, const void *data, size_t n)
{
	c->p = data;
	c->end = c->p + n;
	c->bad = 0;
}

const void *gen_wire_get_bytes(gen_wire_cur *c, size_t n)
{
	if (c->bad || (size_t)(c->end - c->p) < n) {
		c->bad = 1;
		return NULL;
	}
	const void *r = c->p;
	c->p += n;
	return r;
}

uint32_t gen_wire_get_u32(gen_wire_cur *c)
{
	const unsigned char *s = gen_wire_get_bytes(c, 4);
	if (!s)
		return 0;
	return (uint32_t)s[0] | (uint32_t)s[1] << 8 | (uint32_t)s[2] << 16 | (uint32_t)s[3] << 24;
}

uint64_t gen_wire_get_u64(gen_wire_cur *c)
{
	uint64_t lo = gen_wire_get_u32(c);
	return lo | (uint64_t)gen_wire_get_u32(c) << 32;
}

/* Depth-bounded: a rule side has at most a few dozen nodes. */
static term *get_term(gen_wire_cur *c, int nops, int depth)
{
	uint32_t k = gen_wire_get_u32(c);
	if (c->bad || depth > 64 || (k & 0xff) > TERM_INT || (k & ~0x1ffu)) {
		c->bad = 1;
		return NULL;
	}
	term *t = calloc(1, sizeof *t);
	if (!t) {
		c->bad = 1;
		return NULL;
	}
	t->kind = (term_kind)(k & 0xff);
	t->is_attr = (k & 0x100u) != 0;
	if (t->kind == TERM_OP) {
		t->op = (int)gen_wire_get_u32(c);
		t->out = (int)gen_wire_get_u32(c);
		uint32_t n = gen_wire_get_u32(c);
		if (c->bad || t->op < 0 || t->op >= nops || t->out < 0 || t->out > 64 || n > 64 ||
		    !(t->args = calloc((size_t)n + 1, sizeof *t->args))) {
			c->bad = 1;
			term_free(t);
			return NULL;
		}
		for (uint32_t i = 0; i < n; i++) {
			if (!(t->args[i] = get_term(c, nops, depth + 1))) {
				term_free(t);
				return NULL;
			}
			t->nargs++;
		}
	} else if (t->kind == TERM_VAR) {
		uint32_t n = gen_wire_get_u32(c);
		const char *s = n <= 256 ? gen_wire_get_bytes(c, n) : NULL;
		if (!s || !(t->name = malloc((size_t)n + 1))) {
			c->bad = 1;
			term_free(t);
			return NULL;
		}
		memcpy(t->name, s, n);
		t->name[n] = '\0';
	} else {
		t->value = (int32_t)gen_wire_get_u32(c);
	}
	if (c->bad) {
		term_free(t);
		return NULL;
	}
	return t;
}

term *gen_wire_get_term(gen_wire_cur *c, int nops)
{
	return get_term(c, nops, 0);
}

/* buf.c: a growable string. */
#include "buf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void gen_buf_init(gen_buf *b)
{
	memset(b, 0, sizeof *b);
}

void gen_buf_free(gen_buf *b)
{
	free(b->s);
	memset(b, 0, sizeof *b);
}

static int reserve(gen_buf *b, size_t extra)
{
	if (b->oom)
		return 0;
	if (b->len + extra + 1 <= b->cap)
		return 1;
	size_t cap = b->cap ? b->cap : 256;
	while (cap < b->len + extra + 1)
		cap *= 2;
	char *p = realloc(b->s, cap);
	if (!p) {
		b->oom = 1;
		return 0;
	}
	b->s = p;
	b->cap = cap;
	return 1;
}

void gen_buf_putn(gen_buf *b, const char *s, size_t n)
{
	if (!reserve(b, n))
		return;
	memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = '\0';
}

void gen_buf_puts(gen_buf *b, const char *s)
{
	gen_buf_putn(b, s, strlen(s));
}

void gen_buf_vprintf(gen_buf *b, const char *fmt, va_list ap)
{
	va_list cp;
	va_copy(cp, ap);
	int n = vsnprintf(NULL, 0, fmt, cp);
	va_end(cp);
	if (n < 0 || !reserve(b, (size_t)n))
		return;
	vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
	b->len += (size_t)n;
}

void gen_buf_printf(gen_buf *b, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	gen_buf_vprintf(b, fmt, ap);
	va_end(ap);
}

/* format.c: %s, %.Ns and %d into a buffer, for the core's messages (format.h says why not snprintf). */
#include "format.h"

typedef struct out {
	char *buf;
	size_t size, len; /* len < size always: room for the NUL */
} out;

static void put(out *o, char c)
{
	if (o->len + 1 < o->size)
		o->buf[o->len++] = c;
}

static void put_int(out *o, int v)
{
	char digits[12];
	int n = 0;
	/* In unsigned arithmetic, so that INT_MIN has a magnitude. */
	unsigned m = v < 0 ? 0u - (unsigned)v : (unsigned)v;
	do
		digits[n++] = (char)('0' + m % 10);
	while ((m /= 10) != 0);
	if (v < 0)
		put(o, '-');
	while (n > 0)
		put(o, digits[--n]);
}

size_t tasoc_vformat(char *buf, size_t size, const char *fmt, va_list ap)
{
	out o = { buf, size, 0 };
	if (size == 0)
		return 0;
	for (const char *p = fmt; *p; p++) {
		if (*p != '%') {
			put(&o, *p);
			continue;
		}
		const char *start = p++;
		size_t max = (size_t)-1;
		if (*p == '.') {
			max = 0;
			for (p++; *p >= '0' && *p <= '9'; p++)
				max = max * 10 + (size_t)(*p - '0');
		}
		if (*p == 's') {
			const char *s = va_arg(ap, const char *);
			for (size_t i = 0; s && s[i] && i < max; i++)
				put(&o, s[i]);
		} else if (*p == 'd' && max == (size_t)-1) {
			put_int(&o, va_arg(ap, int));
		} else if (*p == '%') {
			put(&o, '%');
		} else { /* not one the core uses: written as it stands, no argument taken */
			for (const char *q = start; q <= p && *q; q++)
				put(&o, *q);
			if (!*p)
				break;
		}
	}
	buf[o.len] = '\0';
	return o.len;
}

size_t tasoc_format(char *buf, size_t size, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	size_t n = tasoc_vformat(buf, size, fmt, ap);
	va_end(ap);
	return n;
}

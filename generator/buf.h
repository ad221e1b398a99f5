/* buf.h: a growable string for writing generated text. */
#ifndef GEN_BUF_H
#define GEN_BUF_H

#include <stdarg.h>
#include <stddef.h>

typedef struct gen_buf {
	char *s;
	size_t len, cap;
	int oom;  /* set when an append failed; the text is then incomplete */
} gen_buf;

void gen_buf_init(gen_buf *b);
void gen_buf_free(gen_buf *b);
void gen_buf_puts(gen_buf *b, const char *s);
void gen_buf_putn(gen_buf *b, const char *s, size_t n);
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
void gen_buf_printf(gen_buf *b, const char *fmt, ...);
void gen_buf_vprintf(gen_buf *b, const char *fmt, va_list ap);

#endif

/* say.c: the host library's lines, sent to the calling thread's progress callback (say.h). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "say.h"

static _Thread_local tasoc_say_sink sink;

tasoc_say_sink tasoc_say_begin(tasoc_say_fn fn, void *ctx)
{
	tasoc_say_sink old = sink;
	sink = (tasoc_say_sink){ fn, ctx };
	return old;
}

void tasoc_say_end(tasoc_say_sink previous)
{
	sink = previous;
}

int tasoc_say_on(void)
{
	return sink.fn != NULL;
}

/* Formats into a stack buffer, or the heap for a longer text, and hands it over whole. */
static void say(int stream, const char *fmt, va_list ap)
{
	if (!sink.fn)
		return;
	char buf[2048];
	va_list aq;
	va_copy(aq, ap);
	int n = vsnprintf(buf, sizeof buf, fmt, ap);
	if (n < 0) {
		va_end(aq);
		return;
	}
	if ((size_t)n < sizeof buf) {
		sink.fn(sink.ctx, stream, buf);
	} else {
		char *big = malloc((size_t)n + 1);
		if (big) {
			vsnprintf(big, (size_t)n + 1, fmt, aq);
			sink.fn(sink.ctx, stream, big);
			free(big);
		}
	}
	va_end(aq);
}

void tasoc_say(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	say(TASOC_SAY_OUT, fmt, ap);
	va_end(ap);
}

void tasoc_say_err(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	say(TASOC_SAY_ERR, fmt, ap);
	va_end(ap);
}

void tasoc_say_stream(int stream, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	say(stream, fmt, ap);
	va_end(ap);
}

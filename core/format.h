/* format.h: the runtime core's message formatting, without stdio. */
#ifndef TASOC_FORMAT_H
#define TASOC_FORMAT_H

#include <stdarg.h>
#include <stddef.h>

/*
 * The core writes its error messages (g->err) with these instead of
 * snprintf, so that a firmware build links no printf (docs/embedding.md):
 * newlib's costs tens of kilobytes of flash, more than half the core.
 * They know exactly what the core's messages use: %s, %.Ns (at most N
 * bytes of the string), %d and %%. Anything else is copied as it stands.
 * Like snprintf, the result is always terminated (size > 0) and cut to
 * fit; the return value is the number of bytes written, without the NUL.
 */
#if defined(__GNUC__)
/* The compiler checks the arguments as for printf, whose subset this is. */
#define TASOC_FORMAT_ARGS(f, a) __attribute__((format(printf, f, a)))
#else
#define TASOC_FORMAT_ARGS(f, a)
#endif

size_t tasoc_format(char *buf, size_t size, const char *fmt, ...) TASOC_FORMAT_ARGS(3, 4);
size_t tasoc_vformat(char *buf, size_t size, const char *fmt, va_list ap) TASOC_FORMAT_ARGS(3, 0);

#endif

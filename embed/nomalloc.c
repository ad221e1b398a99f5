/* nomalloc.c: malloc, calloc, realloc and free that stop the program: the core must never call them. */
#include <stdio.h>
#include <stdlib.h>

/*
 * Linked into the firmware image ahead of newlib's, so any call from the
 * optimizer (which runs on a static arena) ends the run with status 3 and
 * a message; the QEMU test then fails. newlib's own stdio buffers come from
 * _malloc_r, which these do not replace.
 */
static void stop(const char *what)
{
	printf("embed: the core called %s\n", what);
	fflush(stdout);
	_Exit(3);
}

void *malloc(size_t n)
{
	(void)n;
	stop("malloc");
	return NULL;
}

void *calloc(size_t n, size_t m)
{
	(void)n, (void)m;
	stop("calloc");
	return NULL;
}

void *realloc(void *p, size_t n)
{
	(void)p, (void)n;
	stop("realloc");
	return NULL;
}

void free(void *p)
{
	if (p)
		stop("free");
}

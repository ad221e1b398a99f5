/* fileio.c: whole-file reads and atomic writes. */
#include "fileio.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

void tasoc_hold_signals(sigset_t *old)
{
	sigset_t hold;
	sigemptyset(&hold);
	sigaddset(&hold, SIGINT);
	sigaddset(&hold, SIGTERM);
	sigaddset(&hold, SIGHUP);
	sigprocmask(SIG_BLOCK, &hold, old);
}

int tasoc_write_file(const char *path, const void *data, size_t size)
{
	FILE *f = fopen(path, "wb");
	int ok = f != NULL;
	if (ok && size && fwrite(data, 1, size, f) != size)
		ok = 0;
	if (f && fclose(f) != 0)
		ok = 0;
	return ok ? 0 : -1;
}

int tasoc_write_atomic(const char *path, const void *data, size_t size)
{
	size_t n = strlen(path);
	char *tmp = malloc(n + 32);
	if (!tmp)
		return -1;
	snprintf(tmp, n + 32, "%s.tmp.%ld", path, (long)getpid());
	/*
	 * An interrupt (Ctrl-C, a job scheduler's SIGTERM, a closed terminal)
	 * while the temporary is written would leave it behind: the signals are
	 * held until the rename is done or the temporary removed, then
	 * delivered. path itself is never at risk: only rename replaces it.
	 */
	sigset_t old;
	tasoc_hold_signals(&old);
	int ok = tasoc_write_file(tmp, data, size) == 0;
	if (ok && rename(tmp, path) != 0)
		ok = 0;
	if (!ok) {
		int e = errno;
		remove(tmp);
		errno = e;
	}
	int e = errno;
	sigprocmask(SIG_SETMASK, &old, NULL);
	errno = e;
	free(tmp);
	return ok ? 0 : -1;
}

char *tasoc_read_file(const char *path, size_t *size)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	size_t cap = 1 << 16, n = 0;
	char *buf = malloc(cap + 1);
	while (buf) {
		size_t got = fread(buf + n, 1, cap - n, f);
		n += got;
		if (n < cap) {
			if (ferror(f)) {
				free(buf);
				buf = NULL;
			}
			break;
		}
		char *p = realloc(buf, cap * 2 + 1);
		if (!p) {
			free(buf);
			buf = NULL;
			break;
		}
		buf = p;
		cap *= 2;
	}
	fclose(f);
	if (buf) {
		buf[n] = '\0';
		if (size)
			*size = n;
	}
	return buf;
}

int tasoc_can_write(const char *path)
{
	char dir[4096];
	size_t n = strlen(path);
	if (n == 0 || n >= sizeof dir) {
		errno = n ? ENAMETOOLONG : ENOENT;
		return -1;
	}
	memcpy(dir, path, n + 1);
	char *slash = strrchr(dir, '/');
	if (!slash)
		strcpy(dir, ".");
	else if (slash == dir)
		dir[1] = '\0';
	else
		*slash = '\0';
	/* The folder: it must exist (stat follows links) and be searched and written. */
	struct stat st;
	if (stat(dir, &st) != 0)
		return -1;
	if (!S_ISDIR(st.st_mode)) {
		errno = ENOTDIR;
		return -1;
	}
	if (access(dir, W_OK | X_OK) != 0)
		return -1;
	if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
		errno = EISDIR;
		return -1;
	}
	return 0;
}

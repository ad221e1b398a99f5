/* fileio.h: whole-file reads and atomic writes (temporary file, then rename). */
#ifndef TASOC_FILEIO_H
#define TASOC_FILEIO_H

#include <signal.h>
#include <stddef.h>

/*
 * Writes data to path through path.tmp.PID and rename(2), so a reader sees
 * the old file or the whole new one, never a partial one; the temporary is
 * removed on failure. SIGINT, SIGTERM and SIGHUP are held while it writes
 * (delivered after), so an interrupted run leaves no temporary either.
 * Returns 0, or -1 with errno set.
 */
int tasoc_write_atomic(const char *path, const void *data, size_t size);
/*
 * Holds SIGINT, SIGTERM and SIGHUP (the old mask in *old, restored with
 * sigprocmask(SIG_SETMASK, old, NULL)), so that a write and its rename
 * finish or are undone before an interrupt ends the process.
 */
void tasoc_hold_signals(sigset_t *old);
/* Writes data to path as it is (a temporary a caller renames itself); 0, or -1 with errno set. */
int tasoc_write_file(const char *path, const void *data, size_t size);

/*
 * Whether tasoc_write_atomic could write path: its folder exists and may be
 * written, and path is not a folder. Nothing is created. A command that
 * writes only after minutes of work asks first, so that a mistyped folder
 * costs nothing. Returns 0, or -1 with errno set (ENOENT, ENOTDIR, EACCES,
 * EISDIR, ENAMETOOLONG).
 */
int tasoc_can_write(const char *path);

/* Reads a whole file into a malloc'd buffer (NUL-terminated); NULL on failure. */
char *tasoc_read_file(const char *path, size_t *size);

#endif

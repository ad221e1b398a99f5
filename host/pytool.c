/* pytool.c: where the tree's Python tools and the venv's python3 are (pytool.h). */
/* dladdr (tasoc_pytool_script): which file the library was loaded from. */
#define _GNU_SOURCE
#include "pytool.h"

#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int is_file(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/*
 * NAME in a folder above the file start (itself included), as the tree has it (tools/NAME) or as make
 * install puts it (share/tasoc/NAME): build/tasoc, build/asan/tasoc-tests, build/libtasoc_host.so and
 * PREFIX/lib/libtasoc_host.so alike.
 */
static int found_above(const char *start, const char *name, char *path, size_t size)
{
	char dir[PATH_MAX - 64];
	if (!realpath(start, dir))
		return -1;
	for (int up = 0; up < 4; up++) {
		char *slash = strrchr(dir, '/');
		if (!slash)
			break;
		*slash = '\0';
		snprintf(path, size, "%s/tools/%s", dir, name);
		if (is_file(path))
			return 0;
		snprintf(path, size, "%s/share/tasoc/%s", dir, name);
		if (is_file(path))
			return 0;
	}
	return -1;
}

int tasoc_pytool_script(const char *name, const char *env, char *path, size_t size)
{
	const char *given = env ? getenv(env) : NULL;
	if (given && *given) {
		snprintf(path, size, "%s", given);
		return is_file(path) ? 0 : -1;
	}
	if (found_above("/proc/self/exe", name, path, size) == 0)
		return 0;
	static const char here; /* an object of this library, for dladdr to name its file */
	Dl_info info;
	if (dladdr(&here, &info) && info.dli_fname && found_above(info.dli_fname, name, path, size) == 0)
		return 0;
#ifdef TASOC_TOOLS_BUILT
	snprintf(path, size, "%s/%s", TASOC_TOOLS_BUILT, name);
	if (is_file(path))
		return 0;
#endif
	snprintf(path, size, "no tools/%s or share/tasoc/%s above the program or the library%s%s", name, name,
		 env ? "; set " : "", env ? env : "");
	return -1;
}

int tasoc_pytool_python(const char *script, char *py, size_t size)
{
	const char *env = getenv("TASOC_ORT_PYTHON");
	if (env && *env) {
		snprintf(py, size, "%s", env);
		return 0;
	}
	const char *slash = strrchr(script, '/');
	int dirlen = slash ? (int)(slash - script) : 1;
	const char *dir = slash ? script : ".";
	snprintf(py, size, "%.*s/venv/bin/python3", dirlen, dir);
	if (access(py, X_OK) == 0)
		return 0;
	snprintf(py, size, "%.*s/../.venv/bin/python3", dirlen, dir);
	return access(py, X_OK) == 0 ? 0 : -1;
}

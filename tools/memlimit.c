/* memlimit.c: sizes on the command line, and --max-memory: the address space bounded, so a hostile or huge model fails cleanly. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "commands.h"

/*
 * The bound is the kernel's (RLIMIT_AS, the soft limit only), set to what
 * the process occupies now plus SIZE: every
 * allocation past it fails, whether tasoc's, protobuf-c's or the C
 * library's, and each of those failures already ends the run with an error
 * and no output file. What a bounded run cannot do is say which allocation
 * was the one too many, so a failure under the bound names it (tool_failed).
 * The ONNX Runtime worker raises its own soft limit back to the hard one
 * (host/backend/ort_worker.c): it is a separate process, with its own
 * memory, which V8 reserves generously.
 */

static char limit_text[32];

/*
 * What the process occupies before the run: the program, its libraries and
 * their reservations (OpenBLAS maps hundreds of megabytes of thread buffers
 * it may never touch). The bound is on what the run adds to that, which is
 * what grows with the model; 0 when /proc cannot tell.
 */
static double address_space_now(void)
{
	FILE *f = fopen("/proc/self/statm", "r");
	unsigned long long pages = 0;
	if (f) {
		if (fscanf(f, "%llu", &pages) != 1)
			pages = 0;
		fclose(f);
	}
	return (double)pages * (double)sysconf(_SC_PAGESIZE);
}

/*
 * The bound holds for the run, not for the exit: OpenBLAS's threads retry a
 * failed allocation until it succeeds, and its destructor waits for them,
 * so a bounded process would hang at exit. atexit handlers run before the
 * libraries' destructors: the soft limit goes back up there.
 */
static void lift(void)
{
	struct rlimit rl;
	if (getrlimit(RLIMIT_AS, &rl) == 0) {
		rl.rlim_cur = rl.rlim_max;
		setrlimit(RLIMIT_AS, &rl);
	}
}

int tool_parse_size(const char *value, double *bytes)
{
	char *end;
	double x = value ? strtod(value, &end) : 0;
	double unit = 1;
	if (value && end != value && *end) {
		switch (*end++) {
		case 'k': case 'K': unit = 1024.0; break;
		case 'm': case 'M': unit = 1024.0 * 1024; break;
		case 'g': case 'G': unit = 1024.0 * 1024 * 1024; break;
		default: end = NULL;
		}
	}
	if (!value || !end || *end || !isfinite(x) || x * unit < 1 || x * unit > 1e18)
		return -1;
	*bytes = x * unit;
	return 0;
}

int tool_memory_limit(const char *cmd, const char *value)
{
	double bytes;
	if (tool_parse_size(value, &bytes) != 0) {
		fprintf(stderr, "%s: --max-memory takes a size in bytes, with K, M or G for kibi-, mebi- or gibibytes; got '%s'\n",
			cmd, value ? value : "");
		return -1;
	}
	struct rlimit rl;
	if (getrlimit(RLIMIT_AS, &rl) != 0) {
		fprintf(stderr, "%s: --max-memory: %s\n", cmd, strerror(errno));
		return -1;
	}
	/* registered before the bound holds: atexit may need memory */
	if (!limit_text[0] && atexit(lift) != 0) {
		fprintf(stderr, "%s: --max-memory: cannot register the exit handler\n", cmd);
		return -1;
	}
	rlim_t want = (rlim_t)(bytes + address_space_now());
	if (rl.rlim_max != RLIM_INFINITY && want > rl.rlim_max)
		want = rl.rlim_max; /* the hard limit is already tighter */
	rl.rlim_cur = want;
	if (setrlimit(RLIMIT_AS, &rl) != 0) {
		fprintf(stderr, "%s: --max-memory: %s\n", cmd, strerror(errno));
		return -1;
	}
	snprintf(limit_text, sizeof limit_text, "%s", value);
	return 0;
}

const char *tool_memory_limit_text(void)
{
	return limit_text[0] ? limit_text : NULL;
}

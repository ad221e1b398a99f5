/* onnx_shape_child.c: ONNX's shape inference in a child process, so that a crash in it costs only its shapes. */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "../pytool.h"
#include "onnx_shape_infer.h"

/*
 * Why a child: ONNX 1.12's inference functions trust their input. A Scan
 * without num_scan_inputs, or a QLinearConv whose weight has another rank
 * than its input, reads past what is there and ends the process with a
 * SEGV (the pipeline fuzzer found both). No exception is thrown, so the C++
 * side cannot catch it, and its schema check (onnx_shape_infer.cc) cannot
 * foresee every inconsistency.
 *
 * The child is forked at the first request and then serves every request
 * of the process over a socket pair: a fork per request made the fuzzers
 * 10 times slower. It runs with the default actions for the crash signals
 * (a sanitizer's or a fuzzer's handler would report the library's crash as
 * tasoc's). A child that dies answers nothing: that request gets no shapes,
 * as when inference throws, and the next one forks a new child. The child
 * ends when the process closes its end, at exit.
 *
 * A child that hangs is stopped too. fork() copies every lock of the
 * process as it was, and a lock another thread held then is never released
 * in the child: under ASan (whose allocator has no fork handlers in clang
 * 14) the pipeline fuzzer's child waited forever in its first free(). So
 * the parent waits at most TASOC_SHAPE_INFER_TIMEOUT seconds (default 60;
 * ONNX's inference of a 100,000-node model takes about a second) for each
 * request's exchange, then kills the child: that request gets no shapes,
 * and the next one forks a new child.
 */

/* A request is its size then the packed ModelProto; the reply starts with this. */
typedef struct {
	int32_t rc;
	uint64_t size;
	char why[512];
} reply;

/*
 * The two children: libonnx's, this process forked (ONNX 1.12, the opsets up
 * to 17), and the venv's python3 running tools/onnx_shapes.py (PyPI's onnx:
 * the opsets 18 and later that today's exporters write), exec'd.
 */
typedef enum { CHILD_LIBONNX, CHILD_CURRENT, CHILDREN } child_kind;
static struct {
	pid_t pid;
	int fd;
} children[CHILDREN] = { { -1, -1 }, { -1, -1 } };

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The parent's wait for one request's exchange, in seconds (TASOC_SHAPE_INFER_TIMEOUT). */
static double wait_limit(void)
{
	const char *v = getenv("TASOC_SHAPE_INFER_TIMEOUT");
	char *end;
	double s = v ? strtod(v, &end) : 0;
	return v && end != v && *end == '\0' && s > 0 ? s : 60.0;
}

/*
 * One side of the exchange: all n bytes sent (out) or received,
 * by the deadline. 0 done, -1 the child ended, -2 the deadline passed.
 */
static int xfer_by(int fd, void *p, size_t n, bool out, double deadline)
{
	char *c = p;
	while (n > 0) {
		double left = deadline - now_s();
		if (left <= 0)
			return -2;
		struct pollfd pf = { fd, (short)(out ? POLLOUT : POLLIN), 0 };
		int ready = poll(&pf, 1, left > 1e6 ? 1000000000 : (int)(left * 1000.0) + 1);
		if (ready < 0 && errno == EINTR)
			continue;
		if (ready < 0)
			return -1;
		if (ready == 0)
			continue; /* the deadline is checked above */
		ssize_t r = out ? send(fd, c, n, MSG_NOSIGNAL | MSG_DONTWAIT) : recv(fd, c, n, MSG_DONTWAIT);
		if (r < 0 && (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK))
			continue;
		if (r <= 0)
			return -1;
		c += r;
		n -= (size_t)r;
	}
	return 0;
}

/* The child's side: no deadline (the parent ends it by closing its end). */
static int send_all(int fd, const void *p, size_t n)
{
	return xfer_by(fd, (void *)p, n, true, 1e300);
}

static int recv_all(int fd, void *p, size_t n)
{
	return xfer_by(fd, p, n, false, 1e300);
}

/*
 * The child keeps only its socket and the standard streams: a copy of
 * another descriptor (the ONNX Runtime worker's socket, an output file)
 * held here would keep its other end from seeing it closed.
 */
static void close_others(int keep)
{
	DIR *d = opendir("/proc/self/fd");
	if (!d)
		return;
	int self = dirfd(d);
	struct dirent *e;
	while ((e = readdir(d)) != NULL) {
		int fd = atoi(e->d_name);
		if (fd > 2 && fd != keep && fd != self)
			close(fd);
	}
	closedir(d);
}

static void serve(int fd)
{
	close_others(fd);
	static const int crash[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT };
	for (size_t i = 0; i < sizeof crash / sizeof *crash; i++)
		signal(crash[i], SIG_DFL);
	for (;;) {
		uint64_t size;
		if (recv_all(fd, &size, sizeof size) != 0)
			break; /* the parent closed its end */
		/* Out of memory: the request cannot be read, so the child ends (the parent says why). */
		void *model = size <= SIZE_MAX ? malloc(size ? (size_t)size : 1) : NULL;
		if (!model || recv_all(fd, model, (size_t)size) != 0)
			break;
		reply r;
		memset(&r, 0, sizeof r);
		void *out = NULL;
		size_t outsize = 0;
		r.rc = tasoc_onnx_shape_infer(model, (size_t)size, &out, &outsize, r.why, sizeof r.why);
		free(model);
		r.size = r.rc == 0 ? outsize : 0;
		bool sent = send_all(fd, &r, sizeof r) == 0 && (r.size == 0 || send_all(fd, out, outsize) == 0);
		free(out);
		if (!sent)
			break;
	}
	_exit(0); /* no atexit handlers, no stdio flush: the parent owns those */
}

/* Runs tools/onnx_shapes.py on the socket fd as its standard input and output; never returns. */
static void exec_current(int fd, const char *py, const char *script)
{
	/* A bound on tasoc's own address space (--max-memory) is not python3's: importing onnx reserves more. */
	struct rlimit rl;
	if (getrlimit(RLIMIT_AS, &rl) == 0 && rl.rlim_cur != rl.rlim_max) {
		rl.rlim_cur = rl.rlim_max;
		setrlimit(RLIMIT_AS, &rl);
	}
	close_others(fd);
	dup2(fd, 0);
	dup2(fd, 1);
	if (fd > 1)
		close(fd);
	execlp(py, py, script, (char *)NULL);
	_exit(127);
}

/* The child's end: reaped, so that the next request starts a new one; its wait status. */
static int child_gone(child_kind k)
{
	int status = 0;
	if (children[k].fd >= 0)
		close(children[k].fd);
	children[k].fd = -1;
	if (children[k].pid > 0)
		while (waitpid(children[k].pid, &status, 0) < 0 && errno == EINTR)
			;
	children[k].pid = -1;
	return status;
}

/* Starts child k; for CHILD_CURRENT py and script name what it runs. 0, or -1 with why in err. */
static int child_start(child_kind k, const char *py, const char *script, char *err, size_t errsize)
{
	int sv[2];
	if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0) {
		snprintf(err, errsize, "ONNX shape inference not run: no socket to a child (%s)", strerror(errno));
		return -1;
	}
	fflush(NULL); /* what the parent buffered is not written twice */
	pid_t pid = fork();
	if (pid < 0) {
		snprintf(err, errsize, "ONNX shape inference not run: no child process (%s)", strerror(errno));
		close(sv[0]);
		close(sv[1]);
		return -1;
	}
	if (pid == 0) {
		close(sv[0]);
		if (k == CHILD_CURRENT)
			exec_current(sv[1], py, script);
		serve(sv[1]);
	}
	close(sv[1]);
	children[k].pid = pid;
	children[k].fd = sv[0];
	return 0;
}

/* One request to child k (started first where it is not running); as tasoc_onnx_shape_infer_isolated. */
static int ask(child_kind k, const char *py, const char *script, const void *model, size_t size, void **out,
	       size_t *outsize, char *err, size_t errsize)
{
	if (children[k].fd < 0 && child_start(k, py, script, err, errsize) != 0)
		return -1;
	int fd = children[k].fd;
	double limit = wait_limit(), deadline = now_s() + limit;
	uint64_t n = size;
	reply r;
	int x = xfer_by(fd, &n, sizeof n, true, deadline);
	if (x == 0)
		x = xfer_by(fd, (void *)model, size, true, deadline);
	if (x == 0)
		x = xfer_by(fd, &r, sizeof r, false, deadline);
	if (x != 0) {
		if (x == -2)
			kill(children[k].pid, SIGKILL);
		int status = child_gone(k);
		if (x == -2)
			snprintf(err, errsize, "ONNX shape inference gave no answer in %g s (TASOC_SHAPE_INFER_TIMEOUT), so it was "
					       "stopped: its shapes are not used", limit);
		else if (WIFSIGNALED(status))
			snprintf(err, errsize, "ONNX shape inference crashed on this model (signal %d): its shapes are not used",
				 WTERMSIG(status));
		else if (k == CHILD_CURRENT && WIFEXITED(status) && WEXITSTATUS(status) == 127)
			snprintf(err, errsize, "ONNX shape inference not run: '%.300s' cannot be run (run make deps)", py);
		else
			snprintf(err, errsize, "ONNX shape inference ended without a result: its shapes are not used");
		return -1;
	}
	r.why[sizeof r.why - 1] = '\0';
	snprintf(err, errsize, "%s", r.why);
	if (r.rc != 0 || r.size == 0)
		return r.rc;
	void *buf = r.size <= SIZE_MAX ? malloc((size_t)r.size) : NULL;
	int rc = !buf ? -2 : xfer_by(fd, buf, (size_t)r.size, false, deadline) != 0 ? -1 : 0;
	if (rc != 0) {
		/* The result is left unread in the socket: this child cannot serve another request. */
		free(buf);
		kill(children[k].pid, SIGKILL);
		child_gone(k);
		snprintf(err, errsize, rc == -2 ? "out of memory reading ONNX's inferred shapes"
						: "ONNX shape inference's child ended or stalled mid-result");
		return rc;
	}
	*out = buf;
	*outsize = (size_t)r.size;
	return 0;
}

int tasoc_onnx_shape_infer_isolated(const void *model, size_t size, int64_t opset, void **out, size_t *outsize,
				    char *err, size_t errsize)
{
	*out = NULL;
	*outsize = 0;
	char script[PATH_MAX], py[PATH_MAX + 64];
	if (opset >= TASOC_ONNX_LIBONNX_MAX_OPSET + 1 &&
	    tasoc_pytool_script("onnx_shapes.py", "TASOC_ONNX_SHAPES", script, sizeof script) == 0 &&
	    tasoc_pytool_python(script, py, sizeof py) == 0)
		return ask(CHILD_CURRENT, py, script, model, size, out, outsize, err, errsize);
	return ask(CHILD_LIBONNX, NULL, NULL, model, size, out, outsize, err, errsize);
}

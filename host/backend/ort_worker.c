/* ort_worker.c: starts tools/ort_worker.py, sends it requests and reads its replies with a timeout. */
#include "ort_worker.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "../pytool.h"

struct tasoc_ort {
	tasoc_target target; /* what it runs: ort-cpu and its threads */
	pid_t pid;       /* 0 once the worker is gone */
	int fd;          /* our end of the socket pair */
	double timeout;  /* seconds a reply may take */
	char *buf;       /* bytes read and not yet consumed */
	size_t len, cap;
	char version[32];
	char engine[32];            /* the runtime's name: "ONNX Runtime", "OpenVINO" */
	char python[PATH_MAX + 64]; /* the python3 it runs in (tasoc_pytool_python) */
	char err[512];
};

/* The runtime w runs, for its messages: the target says it before the worker's first line does. */
static const char *runtime(const tasoc_ort *w)
{
	return w->target.kind == TASOC_TARGET_OPENVINO_CPU ? "OpenVINO" : "ONNX Runtime";
}

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int is_file(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* The target workers started from now on run (tasoc_ort_set_target). */
static tasoc_target current = { TASOC_TARGET_ORT_CPU, 1 };

int tasoc_ort_set_target(const tasoc_target *t)
{
	if (!tasoc_target_is_measured(t))
		return -1;
	current = *t;
	return 0;
}

tasoc_target tasoc_ort_target(void)
{
	return current;
}

/* True when cmd names an executable file, directly or on PATH. */
static int on_path(const char *cmd)
{
	if (strchr(cmd, '/'))
		return access(cmd, X_OK) == 0;
	const char *p = getenv("PATH");
	char path[PATH_MAX];
	while (p && *p) {
		size_t n = strcspn(p, ":");
		snprintf(path, sizeof path, "%.*s/%s", (int)n, p, cmd);
		if (access(path, X_OK) == 0 && is_file(path))
			return 1;
		p += n + (p[n] == ':');
	}
	return 0;
}

/* The worker and its python3; 0, or -1 with why in err. */
static int find_both(char *worker, size_t wsize, char *py, size_t pysize, char *err, size_t size)
{
	if (tasoc_pytool_script("ort_worker.py", "TASOC_ORT_WORKER", worker, wsize) != 0) {
		snprintf(err, size, "the ONNX Runtime worker script is missing (%s)", worker);
		return -1;
	}
	if (tasoc_pytool_python(worker, py, pysize) != 0) {
		snprintf(err, size, "ONNX Runtime is not installed (%s missing: the project's venv, with onnxruntime "
			 "from PyPI): run make deps", py);
		return -1;
	}
	if (!on_path(py)) {
		snprintf(err, size, "ONNX Runtime's worker needs python3, and '%s' (TASOC_ORT_PYTHON) is not found", py);
		return -1;
	}
	return 0;
}

int tasoc_ort_available(char *err, size_t size)
{
	char worker[PATH_MAX], py[PATH_MAX + 64];
	return find_both(worker, sizeof worker, py, sizeof py, err, size);
}

const char *tasoc_ort_error(const tasoc_ort *w)
{
	return w->err;
}

const char *tasoc_ort_version(const tasoc_ort *w)
{
	return w->version;
}

const char *tasoc_ort_engine_name(const tasoc_ort *w)
{
	return w->engine;
}

const char *tasoc_ort_engine(const tasoc_ort *w, char *buf, size_t size)
{
	snprintf(buf, size, "%s %s, %s, %d thread%s", w->engine, w->version,
		 w->target.kind == TASOC_TARGET_ORT_CUDA ? "CUDA" : "CPU", w->target.threads,
		 w->target.threads == 1 ? "" : "s");
	return buf;
}

/* Kills the worker (its whole process group) and reaps it; returns its wait status, or -1. */
static int stop(tasoc_ort *w)
{
	int status = -1;
	if (w->fd >= 0)
		close(w->fd);
	w->fd = -1;
	if (w->pid > 0) {
		/* A worker that already exited has its status kept until reaped: collect it first. */
		if (waitpid(w->pid, &status, WNOHANG) != w->pid) {
			kill(-w->pid, SIGKILL);
			kill(w->pid, SIGKILL);
			while (waitpid(w->pid, &status, 0) < 0 && errno == EINTR)
				;
		}
	}
	w->pid = 0;
	return status;
}

/* The worker closed its end: say how it ended. */
static void died(tasoc_ort *w)
{
	struct timespec pause = { 0, 50 * 1000000L };
	int status = -1;
	for (int i = 0; i < 20 && w->pid > 0; i++) { /* give its exit a moment to be reaped */
		if (waitpid(w->pid, &status, WNOHANG) == w->pid) {
			w->pid = 0;
			break;
		}
		nanosleep(&pause, NULL);
	}
	stop(w);
	if (status != -1 && WIFEXITED(status) && WEXITSTATUS(status) == 127)
		snprintf(w->err, sizeof w->err, "%s worker: cannot run '%.300s' (run make deps)", runtime(w), w->python);
	else if (status != -1 && WIFEXITED(status))
		snprintf(w->err, sizeof w->err, "%s worker: exited with status %d without a reply (crashed?)", runtime(w),
			 WEXITSTATUS(status));
	else if (status != -1 && WIFSIGNALED(status))
		snprintf(w->err, sizeof w->err, "%s worker: killed by signal %d (crashed?)", runtime(w), WTERMSIG(status));
	else
		snprintf(w->err, sizeof w->err, "%s worker: closed its output without a reply (crashed?)", runtime(w));
}

/* One line from the worker (without its newline), valid until the next read; NULL on EOF or timeout. */
static char *read_line(tasoc_ort *w)
{
	double deadline = now_s() + w->timeout;
	for (;;) {
		char *nl = w->len ? memchr(w->buf, '\n', w->len) : NULL;
		if (nl) {
			*nl = '\0';
			return w->buf;
		}
		if (w->len + 65536 > w->cap) {
			size_t cap = w->cap ? w->cap * 2 : 1 << 17;
			char *p = realloc(w->buf, cap);
			if (!p) {
				stop(w);
				snprintf(w->err, sizeof w->err, "%s worker: out of memory reading a reply", runtime(w));
				return NULL;
			}
			w->buf = p;
			w->cap = cap;
		}
		double left = deadline - now_s();
		struct pollfd pfd = { w->fd, POLLIN, 0 };
		int r = left > 0 ? poll(&pfd, 1, (int)(left * 1000) + 1) : 0;
		if (r < 0 && errno == EINTR)
			continue;
		if (r == 0) {
			stop(w);
			snprintf(w->err, sizeof w->err, "%s worker: no reply in %g s (hung?); killed it", runtime(w), w->timeout);
			return NULL;
		}
		ssize_t got = r > 0 ? read(w->fd, w->buf + w->len, w->cap - w->len - 1) : -1;
		if (got < 0 && errno == EINTR)
			continue;
		if (got <= 0) {
			died(w);
			return NULL;
		}
		w->len += (size_t)got;
	}
}

/* Drops the line read_line returned. */
static void consume_line(tasoc_ort *w)
{
	size_t n = strlen(w->buf) + 1;
	memmove(w->buf, w->buf + n, w->len - n);
	w->len -= n;
}

/* Parses the line as a reply: ok -> the value; an error reply or garbage -> NULL with w->err. */
static tasoc_json *parse_reply(tasoc_ort *w, const char *line)
{
	char why[160];
	tasoc_json *v = tasoc_json_parse(line, why, sizeof why);
	if (!v) {
		snprintf(w->err, sizeof w->err, "%s worker: a reply that is not JSON (%s): %.80s", runtime(w), why, line);
		stop(w); /* out of step with us: nothing it says later can be trusted */
		return NULL;
	}
	const tasoc_json *ok = tasoc_json_get(v, "ok");
	if (ok && ok->type == TASOC_JSON_BOOL && ok->boolean)
		return v;
	const tasoc_json *e = tasoc_json_get(v, "error");
	snprintf(w->err, sizeof w->err, "%s: %s", runtime(w), e && e->type == TASOC_JSON_STRING ? e->str : "failed");
	tasoc_json_free(v);
	return NULL;
}

/* The first words of the error when the worker's first line says its runtime did not load. */
static const char *runtime_missing(const tasoc_target *t)
{
	return t->kind == TASOC_TARGET_OPENVINO_CPU ? "OpenVINO is not installed: "
	       : t->kind == TASOC_TARGET_ORT_CUDA ? "ONNX Runtime's CUDA provider cannot run: "
						: "ONNX Runtime is not installed: ";
}

tasoc_ort *tasoc_ort_open(char *err, size_t size)
{
	char worker[PATH_MAX], py[PATH_MAX + 64];
	if (find_both(worker, sizeof worker, py, sizeof py, err, size) != 0)
		return NULL;
	tasoc_ort *w = calloc(1, sizeof *w);
	char target[32];
	if (w) {
		w->target = current;
		snprintf(w->python, sizeof w->python, "%s", py);
	}
	tasoc_target_name(&current, target, sizeof target);
	int sv[2];
	if (!w || socketpair(AF_UNIX, SOCK_STREAM, 0, sv) != 0) {
		snprintf(err, size, "ONNX Runtime worker: cannot make a socket pair: %s", strerror(errno));
		free(w);
		return NULL;
	}
	const char *t = getenv("TASOC_ORT_TIMEOUT");
	w->timeout = t && atof(t) > 0 ? atof(t) : 60.0;
	fcntl(sv[0], F_SETFD, FD_CLOEXEC);
	fflush(NULL); /* nothing buffered may be written twice by the child */
	pid_t pid = fork();
	if (pid < 0) {
		snprintf(err, size, "ONNX Runtime worker: cannot fork: %s", strerror(errno));
		close(sv[0]);
		close(sv[1]);
		free(w);
		return NULL;
	}
	if (pid == 0) {
		/* Its own process group, so that stop() also ends whatever a worker script started. */
		setpgid(0, 0);
		/* A caller's bound on its own address space (tasoc --max-memory) is not the worker's: ORT's arenas
		 * and OpenBLAS's threads reserve more. */
		struct rlimit rl;
		if (getrlimit(RLIMIT_AS, &rl) == 0 && rl.rlim_cur != rl.rlim_max) {
			rl.rlim_cur = rl.rlim_max;
			setrlimit(RLIMIT_AS, &rl);
		}
		dup2(sv[1], 0);
		dup2(sv[1], 1);
		if (sv[1] > 1)
			close(sv[1]);
		execlp(py, py, worker, "--target", target, (char *)NULL);
		_exit(127);
	}
	close(sv[1]);
	w->pid = pid;
	w->fd = sv[0];
	char *line = read_line(w);
	tasoc_json *hello = NULL;
	if (line) {
		char why[160];
		hello = tasoc_json_parse(line, why, sizeof why);
		const tasoc_json *ok = tasoc_json_get(hello, "ok"), *ver = tasoc_json_get(hello, "ort"),
				 *e = tasoc_json_get(hello, "error"), *eng = tasoc_json_get(hello, "engine");
		if (ok && ok->type == TASOC_JSON_BOOL && ok->boolean) {
			snprintf(w->version, sizeof w->version, "%s", ver && ver->type == TASOC_JSON_STRING ? ver->str : "?");
			snprintf(w->engine, sizeof w->engine, "%s",
				 eng && eng->type == TASOC_JSON_STRING ? eng->str : "ONNX Runtime");
		} else {
			stop(w);
			bool missing = tasoc_json_get(hello, "missing") != NULL;
			snprintf(w->err, sizeof w->err, "%s%s%s", missing ? runtime_missing(&w->target) : runtime(w),
				 missing ? "" : " worker: ", e && e->type == TASOC_JSON_STRING ? e->str : "an unexpected first line");
			if (missing && w->target.kind != TASOC_TARGET_ORT_CUDA)
				snprintf(w->err + strlen(w->err), sizeof w->err - strlen(w->err), " (run make deps)");
		}
		consume_line(w);
	}
	tasoc_json_free(hello);
	if (w->pid == 0) {
		snprintf(err, size, "%s", w->err);
		tasoc_ort_close(w);
		return NULL;
	}
	return w;
}

void tasoc_ort_close(tasoc_ort *w)
{
	if (!w)
		return;
	stop(w);
	free(w->buf);
	free(w);
}

tasoc_json *tasoc_ort_request(tasoc_ort *w, const char *request)
{
	if (w->pid == 0)
		return NULL; /* w->err still says why it ended */
	size_t n = strlen(request);
	char *msg = malloc(n + 2);
	if (!msg) {
		snprintf(w->err, sizeof w->err, "out of memory");
		return NULL;
	}
	memcpy(msg, request, n);
	msg[n++] = '\n';
	for (size_t off = 0; off < n;) {
		/* MSG_NOSIGNAL: a worker that died must give an error, not SIGPIPE. */
		ssize_t k = send(w->fd, msg + off, n - off, MSG_NOSIGNAL);
		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0) {
			free(msg);
			died(w);
			return NULL;
		}
		off += (size_t)k;
	}
	free(msg);
	char *line;
	/* Progress lines (a long "time" or "profile") restart the wait; the reply is the first other line. */
	while ((line = read_line(w)) && strncmp(line, "{\"progress\":", 12) == 0)
		consume_line(w);
	if (!line)
		return NULL;
	tasoc_json *v = parse_reply(w, line);
	if (w->pid)
		consume_line(w);
	return v;
}

/* A JSON string literal of s into buf. */
static void json_quote(char *buf, size_t size, const char *s)
{
	size_t o = 0;
	buf[o++] = '"';
	for (; *s && o + 8 < size; s++) {
		unsigned char c = (unsigned char)*s;
		if (c == '"' || c == '\\')
			o += (size_t)snprintf(buf + o, size - o, "\\%c", c);
		else if (c < 0x20)
			o += (size_t)snprintf(buf + o, size - o, "\\u%04x", c);
		else
			buf[o++] = (char)c;
	}
	buf[o++] = '"';
	buf[o] = '\0';
}

int tasoc_ort_load(tasoc_ort *w, const char *path, int *model)
{
	char q[PATH_MAX * 2 + 8], req[PATH_MAX * 2 + 64];
	json_quote(q, sizeof q, path);
	snprintf(req, sizeof req, "{\"op\":\"load\",\"path\":%s}", q);
	tasoc_json *v = tasoc_ort_request(w, req);
	const tasoc_json *k = tasoc_json_get(v, "model");
	if (v && (!k || k->type != TASOC_JSON_NUMBER)) {
		snprintf(w->err, sizeof w->err, "%s worker: a load reply without a model", runtime(w));
		k = NULL;
	}
	if (k)
		*model = (int)k->number;
	tasoc_json_free(v);
	if (!k && strstr(w->err, path) == NULL && w->pid) {
		/* Name the file: ORT's own messages do not always. */
		char e[sizeof w->err];
		memcpy(e, w->err, sizeof e);
		size_t n = strlen(path) < sizeof w->err / 2 ? strlen(path) : sizeof w->err / 2;
		memcpy(w->err, path, n);
		memcpy(w->err + n, ": ", 2);
		memcpy(w->err + n + 2, e, sizeof w->err - n - 3);
		w->err[sizeof w->err - 1] = '\0';
	}
	return k ? 0 : -1;
}

int tasoc_ort_free(tasoc_ort *w, int model)
{
	char req[64];
	snprintf(req, sizeof req, "{\"op\":\"free\",\"model\":%d}", model);
	tasoc_json *v = tasoc_ort_request(w, req);
	tasoc_json_free(v);
	return v ? 0 : -1;
}

static int b64(int c)
{
	return c >= 'A' && c <= 'Z' ? c - 'A' : c >= 'a' && c <= 'z' ? c - 'a' + 26 : c >= '0' && c <= '9' ? c - '0' + 52
	       : c == '+' ? 62 : c == '/' ? 63 : -1;
}

/* Decodes base64 text into a malloc'd buffer; NULL on bad text. */
static unsigned char *unbase64(const char *s, size_t *n)
{
	size_t len = strlen(s);
	unsigned char *out = malloc(len / 4 * 3 + 3);
	size_t o = 0;
	unsigned acc = 0;
	int bits = 0;
	for (size_t i = 0; out && i < len && s[i] != '='; i++) {
		int d = b64((unsigned char)s[i]);
		if (d < 0) {
			free(out);
			return NULL;
		}
		acc = (acc << 6) | (unsigned)d;
		if ((bits += 6) >= 8) {
			bits -= 8;
			out[o++] = (unsigned char)(acc >> bits);
			acc &= (1u << bits) - 1;
		}
	}
	*n = o;
	return out;
}

/* Element i of little-endian data of the given type, as a double; -1 for a type not covered. */
static int element(const char *type, const unsigned char *p, int64_t i, double *x)
{
	/* The worker and tasoc run on the same (little-endian) machine: copy the bytes as they are. */
#define AS(T)                                                  \
	do {                                                   \
		T v;                                           \
		memcpy(&v, p + (size_t)i * sizeof v, sizeof v); \
		*x = (double)v;                                \
	} while (0)
	if (strcmp(type, "float32") == 0)
		AS(float);
	else if (strcmp(type, "float64") == 0)
		AS(double);
	else if (strcmp(type, "int64") == 0)
		AS(int64_t);
	else if (strcmp(type, "uint64") == 0)
		AS(uint64_t);
	else if (strcmp(type, "int32") == 0)
		AS(int32_t);
	else if (strcmp(type, "uint32") == 0)
		AS(uint32_t);
	else if (strcmp(type, "int16") == 0)
		AS(int16_t);
	else if (strcmp(type, "uint16") == 0)
		AS(uint16_t);
	else if (strcmp(type, "int8") == 0)
		AS(int8_t);
	else if (strcmp(type, "uint8") == 0 || strcmp(type, "bool") == 0)
		AS(uint8_t);
	else
		return -1;
#undef AS
	return 0;
}

static size_t type_size(const char *type)
{
	static const struct { const char *t; size_t n; } sizes[] = {
		{ "float32", 4 }, { "float64", 8 }, { "int64", 8 }, { "uint64", 8 }, { "int32", 4 }, { "uint32", 4 },
		{ "int16", 2 }, { "uint16", 2 }, { "int8", 1 }, { "uint8", 1 }, { "bool", 1 },
	};
	for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
		if (strcmp(type, sizes[i].t) == 0)
			return sizes[i].n;
	return 0;
}

/* Fills o from one output of a run reply; -1 with w->err on a malformed or unsupported one. */
static int read_output(tasoc_ort *w, const tasoc_json *t, tasoc_ort_output *o)
{
	const tasoc_json *name = tasoc_json_get(t, "name"), *type = tasoc_json_get(t, "type"),
			 *dims = tasoc_json_get(t, "dims"), *data = tasoc_json_get(t, "data");
	if (!name || name->type != TASOC_JSON_STRING || !type || type->type != TASOC_JSON_STRING || !dims ||
	    dims->type != TASOC_JSON_ARRAY || dims->n > 8 || !data || data->type != TASOC_JSON_STRING) {
		snprintf(w->err, sizeof w->err, "%s worker: a malformed output in a run reply", runtime(w));
		return -1;
	}
	o->name = strdup(name->str);
	snprintf(o->type, sizeof o->type, "%s", type->str);
	o->ndims = (int)dims->n;
	o->n = 1;
	for (int i = 0; i < o->ndims; i++)
		o->n *= o->dims[i] = (int64_t)dims->items[i]->number;
	size_t es = type_size(o->type), bytes = 0;
	if (es == 0) {
		snprintf(w->err, sizeof w->err, "output '%s' has type %s, which tasoc does not compare", o->name, o->type);
		return -1;
	}
	unsigned char *raw = unbase64(data->str, &bytes);
	if (!raw || bytes != (size_t)o->n * es || !(o->values = malloc(((size_t)o->n + 1) * sizeof(double)))) {
		free(raw);
		snprintf(w->err, sizeof w->err, "%s worker: output '%s' has %zu bytes of data for %lld elements", runtime(w),
			 o->name, bytes, (long long)o->n);
		return -1;
	}
	for (int64_t i = 0; i < o->n; i++)
		element(o->type, raw, i, &o->values[i]);
	free(raw);
	return 0;
}

int tasoc_ort_run(tasoc_ort *w, int model, uint32_t seed, const char *symbols, tasoc_ort_output **out,
		  int *nout)
{
	char req[4096];
	snprintf(req, sizeof req, "{\"op\":\"run\",\"model\":%d,\"seed\":%u,\"symbols\":%s}", model, (unsigned)seed,
		 symbols ? symbols : "{}");
	*out = NULL;
	*nout = 0;
	tasoc_json *v = tasoc_ort_request(w, req);
	const tasoc_json *outs = tasoc_json_get(v, "outputs");
	int rc = -1;
	if (v && (!outs || outs->type != TASOC_JSON_ARRAY))
		snprintf(w->err, sizeof w->err, "%s worker: a run reply without outputs", runtime(w));
	else if (v && (*out = calloc((size_t)outs->n + 1, sizeof **out)) != NULL) {
		rc = 0;
		for (int32_t i = 0; i < outs->n && rc == 0; i++, (*nout)++)
			rc = read_output(w, outs->items[i], &(*out)[i]);
	}
	tasoc_json_free(v);
	if (rc != 0) {
		tasoc_ort_outputs_free(*out, *nout);
		*out = NULL;
		*nout = 0;
	}
	return rc;
}

void tasoc_ort_outputs_free(tasoc_ort_output *out, int n)
{
	for (int i = 0; out && i < n; i++) {
		free(out[i].name);
		free(out[i].values);
	}
	free(out);
}

int tasoc_ort_time(tasoc_ort *w, const int *models, int nmodels, uint32_t seed, const char *symbols, int warmup,
		   int runs, double *ms)
{
	char req[4096];
	int o = snprintf(req, sizeof req, "{\"op\":\"time\",\"models\":[");
	for (int m = 0; m < nmodels && o < (int)sizeof req - 64; m++)
		o += snprintf(req + o, sizeof req - (size_t)o, "%s%d", m ? "," : "", models[m]);
	snprintf(req + o, sizeof req - (size_t)o, "],\"seed\":%u,\"symbols\":%s,\"warmup\":%d,\"runs\":%d,\"progress\":true}",
		 (unsigned)seed, symbols ? symbols : "{}", warmup, runs);
	tasoc_json *v = tasoc_ort_request(w, req);
	const tasoc_json *t = tasoc_json_get(v, "ms");
	int ok = t && t->type == TASOC_JSON_ARRAY && t->n == nmodels;
	for (int m = 0; ok && m < nmodels; m++) {
		const tasoc_json *row = t->items[m];
		ok = row->type == TASOC_JSON_ARRAY && row->n == runs;
		for (int r = 0; ok && r < runs; r++)
			ms[m * runs + r] = row->items[r]->number;
	}
	if (v && !ok)
		snprintf(w->err, sizeof w->err, "%s worker: a time reply without %d rows of %d times", runtime(w), nmodels,
			 runs);
	tasoc_json_free(v);
	return ok ? 0 : -1;
}

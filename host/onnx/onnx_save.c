/* onnx_save.c: a model written to its file, with its external data file when it has one: both or neither. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../fileio.h"
#include "onnx_internal.h"

/*
 * With external data a model is two files, PATH and PATH.data (named after
 * the model, so two models in one folder never share one). Each is written
 * to a temporary beside it and renamed into place, the data file first:
 * a reader never finds a model whose data file is missing or partial. A
 * failure removes both temporaries, and the data file too when the model's
 * rename fails after it: both files or neither. SIGINT, SIGTERM and SIGHUP
 * are held meanwhile, as tasoc_write_atomic holds them.
 */

static tasoc_status save_external(const tasoc_onnx_model *m, tasoc_graph *g, const tasoc_onnx_export_opts *o,
				  const char *path)
{
	size_t n = strlen(path);
	char *data_path = malloc(n + 8), *data_tmp = malloc(n + 48), *model_tmp = malloc(n + 48);
	if (!data_path || !data_tmp || !model_tmp) {
		free(data_path), free(data_tmp), free(model_tmp);
		snprintf(g->err, sizeof g->err, "out of memory");
		return TASOC_ERR_NOMEM;
	}
	snprintf(data_path, n + 8, "%s.data", path);
	snprintf(data_tmp, n + 48, "%s.data.tmp.%ld", path, (long)getpid());
	snprintf(model_tmp, n + 48, "%s.tmp.%ld", path, (long)getpid());
	const char *slash = strrchr(data_path, '/');
	tasoc_onnx_export_opts xo;
	if (o)
		xo = *o;
	else
		memset(&xo, 0, sizeof xo);
	sigset_t old;
	tasoc_hold_signals(&old);
	tasoc_status st = TASOC_OK;
	void *bytes = NULL;
	size_t size = 0;
	int fd = open(data_tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (fd < 0) {
		snprintf(g->err, sizeof g->err, "cannot create %s: %s", data_tmp, strerror(errno));
		st = TASOC_ERR_IO;
		goto out;
	}
	tasoc_onnx_external x = { slash ? slash + 1 : data_path, fd, 0 };
	xo.external = &x;
	st = tasoc_onnx_export_with(m, g, &xo, &bytes, &size);
	if (close(fd) != 0 && st == TASOC_OK) {
		snprintf(g->err, sizeof g->err, "cannot write %s: %s", data_tmp, strerror(errno));
		st = TASOC_ERR_IO;
	}
	if (st != TASOC_OK)
		goto out;
	if (tasoc_write_file(model_tmp, bytes, size) != 0) {
		snprintf(g->err, sizeof g->err, "cannot write %s: %s", model_tmp, strerror(errno));
		st = TASOC_ERR_IO;
		goto out;
	}
	if (rename(data_tmp, data_path) != 0) {
		snprintf(g->err, sizeof g->err, "cannot write %s: %s", data_path, strerror(errno));
		st = TASOC_ERR_IO;
		goto out;
	}
	if (rename(model_tmp, path) != 0) {
		snprintf(g->err, sizeof g->err, "cannot write %s: %s", path, strerror(errno));
		remove(data_path); /* neither */
		st = TASOC_ERR_IO;
	}
out:
	remove(data_tmp);
	remove(model_tmp);
	int e = errno;
	sigprocmask(SIG_SETMASK, &old, NULL);
	errno = e;
	free(bytes);
	free(data_path);
	free(data_tmp);
	free(model_tmp);
	return st;
}

tasoc_status tasoc_onnx_save_with(const tasoc_onnx_model *m, tasoc_graph *g, const tasoc_onnx_export_opts *o,
				  const char *path, bool *external)
{
	if (*external)
		return save_external(m, g, o, path);
	void *data;
	size_t size;
	tasoc_status st = tasoc_onnx_export_with(m, g, o, &data, &size);
	if (st == TASOC_ERR_LIMIT && !(o && o->external)) {
		/* over protobuf's limit as one message: the tensors go beside it */
		*external = true;
		return save_external(m, g, o, path);
	}
	if (st != TASOC_OK)
		return st;
	if (tasoc_write_atomic(path, data, size) != 0) {
		snprintf(g->err, sizeof g->err, "cannot write the file: %s", strerror(errno));
		st = TASOC_ERR_IO;
	}
	free(data);
	return st;
}

tasoc_status tasoc_onnx_save(const tasoc_onnx_model *m, tasoc_graph *g, const char *path)
{
	bool external = false;
	return tasoc_onnx_save_with(m, g, NULL, path, &external);
}

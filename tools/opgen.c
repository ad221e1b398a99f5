/* opgen.c: tasoc-opgen, the bootstrap step of `make rules`: spec/ to generated/ops.{h,c}. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "../emit/emit_ops.h"
#include "../host/fileio.h"

/*
 * Kept apart from the tasoc command because tasoc links the runtime, which
 * includes generated/ops.h: the op table must exist before anything that
 * uses it can be built, so this program depends on the specs alone.
 */
int main(int argc, char **argv)
{
	if (argc != 3 || strcmp(argv[1], "--help") == 0) {
		fprintf(argc == 2 ? stdout : stderr,
			"usage: tasoc-opgen SPECDIR OUTDIR\n"
			"Loads the operator specs in SPECDIR/ops/NAME.lua and writes OUTDIR/ops.h and\n"
			"OUTDIR/ops.c (the op enum, attribute constants, shape functions, op table) and\n"
			"OUTDIR/ops_host.h (the ONNX import and export, cuDNN and ORT cost tables).\n");
		return argc == 2 ? 0 : 2;
	}
	spec_set s;
	if (spec_load_dir(&s, argv[1]) != 0) {
		fprintf(stderr, "tasoc-opgen: %s\n", s.err);
		spec_free(&s);
		return 1;
	}
	gen_buf h, c, x;
	gen_buf_init(&h);
	gen_buf_init(&c);
	gen_buf_init(&x);
	char err[1024], path[4096];
	int rc = 0;
	if (!emit_ops(&s, &h, &c, err, sizeof err)) {
		fprintf(stderr, "tasoc-opgen: %s\n", err);
		rc = 1;
	} else {
		emit_ops_host(&s, &x);
		const char *names[3] = { "ops.h", "ops.c", "ops_host.h" };
		const gen_buf *bufs[3] = { &h, &c, &x };
		for (int i = 0; i < 3 && rc == 0; i++) {
			snprintf(path, sizeof path, "%s/%s", argv[2], names[i]);
			if (bufs[i]->oom) {
				fprintf(stderr, "tasoc-opgen: out of memory writing %s\n", path);
				rc = 1;
			} else if (tasoc_write_atomic(path, bufs[i]->s, bufs[i]->len) != 0) {
				fprintf(stderr, "tasoc-opgen: cannot write %s: %s\n", path, strerror(errno));
				rc = 1;
			}
		}
	}
	gen_buf_free(&h);
	gen_buf_free(&c);
	gen_buf_free(&x);
	spec_free(&s);
	return rc;
}

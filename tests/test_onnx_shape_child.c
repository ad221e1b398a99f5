/* test_onnx_shape_child.c: ONNX's shape inference in a child: a crash in libonnx costs its shapes, not tasoc. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "../host/fileio.h"
#include "../host/onnx/onnx_shape_infer.h"

static void *model(const char *path, size_t *size)
{
	void *p = tasoc_read_file(path, size);
	cr_assert_not_null(p, "cannot read %s", path);
	return p;
}

/* A QLinearConv whose weight has rank 4 and its input rank 3: libonnx 1.12 reads past the input's dims. */
Test(onnx_shape_child, a_crash_in_libonnx_ends_the_child_only)
{
	size_t size, outsize = 1;
	void *m = model("tests/fuzz/qlinearconv_weight_rank_mismatch.onnx", &size), *out = (void *)1;
	char err[256] = "";
	cr_assert_eq(tasoc_onnx_shape_infer_isolated(m, size, 13, &out, &outsize, err, sizeof err), -1);
	cr_assert_null(out);
	cr_assert_eq(outsize, 0);
	cr_assert(strstr(err, "ONNX shape inference crashed on this model (signal "), "%s", err);
	free(m);
	/* The next request gets a new child, and its shapes. */
	m = model("tests/models/hardswish.onnx", &size);
	cr_assert_eq(tasoc_onnx_shape_infer_isolated(m, size, 13, &out, &outsize, err, sizeof err), 0, "%s", err);
	cr_assert_gt(outsize, 0);
	free(out);
	free(m);
}

/* One child serves every request: a second request after a good one is answered too. */
Test(onnx_shape_child, one_child_serves_many_requests)
{
	size_t size, outsize;
	void *m = model("tests/models/hardswish.onnx", &size), *out;
	char err[256];
	for (int i = 0; i < 3; i++) {
		cr_assert_eq(tasoc_onnx_shape_infer_isolated(m, size, 13, &out, &outsize, err, sizeof err), 0, "%s", err);
		cr_assert_gt(outsize, 0);
		free(out);
	}
	free(m);
}

/* A good model: the child's result is the in-process call's, byte for byte. */
Test(onnx_shape_child, the_child_gives_what_the_call_gives)
{
	size_t size, a_size, b_size;
	void *m = model("tests/models/hardswish.onnx", &size), *a, *b;
	char err[256];
	cr_assert_eq(tasoc_onnx_shape_infer(m, size, &a, &a_size, err, sizeof err), 0, "%s", err);
	cr_assert_eq(tasoc_onnx_shape_infer_isolated(m, size, 13, &b, &b_size, err, sizeof err), 0, "%s", err);
	cr_assert_gt(a_size, 0);
	cr_assert_eq(a_size, b_size);
	cr_assert_eq(memcmp(a, b, a_size), 0);
	free(a);
	free(b);
	free(m);
}

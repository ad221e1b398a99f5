/* test_onnx_external.c: ONNX external data: written beside the model, mapped back without a copy, refused from memory. */
#define _XOPEN_SOURCE 700 /* realpath */
#include <criterion/criterion.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../host/fileio.h"
#include "../host/onnx/onnx.h"

enum { K = 256, N = 8 }; /* the weight: K x N floats, 8 KiB, over the 1 KiB that goes external */

/* x [2, K] -> matmul with W [K, N] -> relu: y. W[i] = i / 7, distinct values the round trip must keep. */
static void build(tasoc_graph *g, float *w)
{
	int32_t dx[2] = { 2, K }, dw[2] = { K, N };
	for (int i = 0; i < K * N; i++)
		w[i] = (float)i / 7.0f;
	cr_assert_eq(tasoc_graph_init(g, NULL), TASOC_OK);
	int32_t x = tasoc_add_input(g, "x", tasoc_shape_make(2, dx));
	int32_t wn = tasoc_add_weight(g, "W", tasoc_shape_make(2, dw), w, true);
	tasoc_ref in[2] = { tasoc_ref_make(x, 0), tasoc_ref_make(wn, 0) };
	int32_t mm = tasoc_add_op(g, TASOC_OP_MATMUL, NULL, 2, in, "mm");
	tasoc_ref r = tasoc_ref_make(mm, 0);
	int32_t y = tasoc_add_op(g, TASOC_OP_RELU, NULL, 1, &r, "y");
	cr_assert(x >= 0 && wn >= 0 && mm >= 0 && y >= 0, "%s", g->err);
	cr_assert_eq(tasoc_add_output(g, tasoc_ref_make(y, 0), "y"), TASOC_OK);
}

/* A fresh folder under TMPDIR (or /tmp), its path in dir. */
static void temp_dir(char *dir, size_t n)
{
	const char *t = getenv("TMPDIR");
	snprintf(dir, n, "%s/tasoc-ext-XXXXXX", t && *t ? t : "/tmp");
	cr_assert_not_null(mkdtemp(dir));
}

static void remove_dir(const char *dir, const char *const *names)
{
	char p[600];
	for (; *names; names++) {
		snprintf(p, sizeof p, "%s/%s", dir, *names);
		remove(p);
	}
	rmdir(dir);
}

/* The weight node of g (the one weight of build's graph). */
static int32_t weight_of(const tasoc_graph *g)
{
	for (int32_t v = 0; v < g->nnodes; v++)
		if (!g->nodes[v].dead && g->nodes[v].op == TASOC_OP_WEIGHT)
			return v;
	return -1;
}

/* Whether p lies in a mapping of file path, as /proc/self/maps lists the process's mappings. */
static bool mapped_from(const void *p, const char *path)
{
	char *real = realpath(path, NULL);
	FILE *f = fopen("/proc/self/maps", "r");
	char line[1200];
	bool in = false;
	cr_assert(real && f);
	while (!in && fgets(line, sizeof line, f)) {
		unsigned long lo, hi;
		char *name = strchr(line, '/');
		if (!name || sscanf(line, "%lx-%lx", &lo, &hi) != 2)
			continue;
		name[strcspn(name, "\n")] = '\0';
		in = strcmp(name, real) == 0 && (uintptr_t)p >= lo && (uintptr_t)p < hi;
	}
	fclose(f);
	free(real);
	return in;
}

Test(onnx_external, written_beside_and_mapped_back_without_a_copy)
{
	static float w[K * N];
	char dir[512], model[600], data[600];
	tasoc_graph g, g2;
	build(&g, w);
	temp_dir(dir, sizeof dir);
	snprintf(model, sizeof model, "%s/m.onnx", dir);
	snprintf(data, sizeof data, "%s/m.onnx.data", dir);
	bool ext = true;
	cr_assert_eq(tasoc_onnx_save_with(NULL, &g, NULL, model, &ext), TASOC_OK, "%s", g.err);
	struct stat sm, sd;
	cr_assert_eq(stat(model, &sm), 0);
	cr_assert_eq(stat(data, &sd), 0, "no data file beside the model");
	cr_assert_eq(sd.st_size, (off_t)sizeof w, "the data file holds %lld bytes", (long long)sd.st_size);
	cr_assert_lt(sm.st_size, 1024, "the weight is still inline: the model is %lld bytes", (long long)sm.st_size);

	tasoc_onnx_model *m;
	cr_assert_eq(tasoc_graph_init(&g2, NULL), TASOC_OK);
	cr_assert_eq(tasoc_onnx_load(model, &g2, &m), TASOC_OK, "%s", g2.err);
	cr_assert_eq(tasoc_onnx_external_count(m), 1);
	int32_t wn = weight_of(&g2);
	cr_assert_geq(wn, 0);
	const float *got = tasoc_weight_data(&g2, wn);
	cr_assert_eq(memcmp(got, w, sizeof w), 0, "the weight read back differs");
	cr_assert(mapped_from(got, data), "the weight is a copy, not the mapping of %s", data);

	/* Exported again, unchanged, the weight goes out once more from the mapping: equal bytes. */
	char again[600], again_data[600];
	snprintf(again, sizeof again, "%s/again.onnx", dir);
	snprintf(again_data, sizeof again_data, "%s/again.onnx.data", dir);
	ext = true;
	cr_assert_eq(tasoc_onnx_save_with(m, &g2, NULL, again, &ext), TASOC_OK, "%s", g2.err);
	size_t n;
	char *bytes = tasoc_read_file(again_data, &n);
	cr_assert(bytes && n == sizeof w && memcmp(bytes, w, n) == 0, "the data written again differs");
	free(bytes);
	tasoc_graph_free(&g2);
	tasoc_onnx_free(m);
	tasoc_graph_free(&g);
	remove_dir(dir, (const char *const[]){ "m.onnx", "m.onnx.data", "again.onnx", "again.onnx.data", NULL });
}

Test(onnx_external, over_the_limit_goes_external_by_itself)
{
	static float w[K * N];
	char dir[512], model[600], data[600];
	tasoc_graph g;
	build(&g, w);
	temp_dir(dir, sizeof dir);
	snprintf(model, sizeof model, "%s/big.onnx", dir);
	snprintf(data, sizeof data, "%s/big.onnx.data", dir);
	/* A limit of 4 KiB stands for protobuf's 2 GB: the 8 KiB weight passes it. */
	tasoc_onnx_export_opts o = { NULL, NULL, NULL, 4096 };
	void *bytes = NULL;
	size_t size = 0;
	cr_assert_eq(tasoc_onnx_export_with(NULL, &g, &o, &bytes, &size), TASOC_ERR_LIMIT);
	cr_assert_null(bytes);
	cr_assert(strstr(g.err, "external data"), "%s", g.err);
	bool ext = false;
	cr_assert_eq(tasoc_onnx_save_with(NULL, &g, &o, model, &ext), TASOC_OK, "%s", g.err);
	cr_assert(ext, "written inline over the limit");
	struct stat sd;
	cr_assert_eq(stat(data, &sd), 0);
	cr_assert_eq(sd.st_size, (off_t)sizeof w);
	/* Under the limit: one file. */
	char small[600], small_data[600];
	snprintf(small, sizeof small, "%s/small.onnx", dir);
	snprintf(small_data, sizeof small_data, "%s/small.onnx.data", dir);
	ext = false;
	cr_assert_eq(tasoc_onnx_save_with(NULL, &g, NULL, small, &ext), TASOC_OK, "%s", g.err);
	cr_assert(!ext);
	cr_assert_neq(stat(small_data, &sd), 0, "a data file beside a model under the limit");
	tasoc_graph_free(&g);
	remove_dir(dir, (const char *const[]){ "big.onnx", "big.onnx.data", "small.onnx", NULL });
}

Test(onnx_external, both_files_or_neither)
{
	static float w[K * N];
	char dir[512], model[600], data[600];
	tasoc_graph g;
	build(&g, w);
	temp_dir(dir, sizeof dir);
	snprintf(model, sizeof model, "%s/m.onnx", dir);
	snprintf(data, sizeof data, "%s/m.onnx.data", dir);
	/* A folder where the data file goes: its rename fails, and no model may be left. */
	cr_assert_eq(mkdir(data, 0755), 0);
	bool ext = true;
	cr_assert_neq(tasoc_onnx_save_with(NULL, &g, NULL, model, &ext), TASOC_OK);
	cr_assert(strstr(g.err, "m.onnx.data"), "the message does not name the file: %s", g.err);
	struct stat s;
	cr_assert_neq(stat(model, &s), 0, "a model was written without its data");
	cr_assert_eq(rmdir(data), 0);
	cr_assert_eq(rmdir(dir), 0, "temporaries left in the folder: %s", strerror(errno));
	tasoc_graph_free(&g);
}

Test(onnx_external, refused_from_memory)
{
	static float w[K * N];
	char dir[512], model[600];
	tasoc_graph g, g2;
	build(&g, w);
	temp_dir(dir, sizeof dir);
	snprintf(model, sizeof model, "%s/m.onnx", dir);
	bool ext = true;
	cr_assert_eq(tasoc_onnx_save_with(NULL, &g, NULL, model, &ext), TASOC_OK, "%s", g.err);
	size_t n;
	char *bytes = tasoc_read_file(model, &n);
	tasoc_onnx_model *m = NULL;
	cr_assert_not_null(bytes);
	cr_assert_eq(tasoc_graph_init(&g2, NULL), TASOC_OK);
	cr_assert_eq(tasoc_onnx_import(bytes, n, &g2, &m), TASOC_ERR_UNSUPPORTED);
	cr_assert(strstr(g2.err, "'W'") && strstr(g2.err, "m.onnx.data") && strstr(g2.err, "from its file"), "%s",
		  g2.err);
	cr_assert_null(m);
	free(bytes);
	tasoc_graph_free(&g2);
	tasoc_graph_free(&g);
	remove_dir(dir, (const char *const[]){ "m.onnx", "m.onnx.data", NULL });
}

/* test_cost.c: the cost cache, the analytical model, save and load, the table backend. */
#include <criterion/criterion.h>
#include <dlfcn.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "../core/cost.h"
#include "../host/fileio.h"
#include "../host/cost_file.h"

static void build(tasoc_graph *g)
{
	static const int32_t xs[] = { 1, 8, 16, 16 }, ws[] = { 16, 8, 3, 3 };
	static float w[16 * 8 * 9], w2[16 * 8 * 9];
	int32_t x = tasoc_add_input(g, "x", tasoc_shape_make(4, xs));
	int32_t a = tasoc_add_weight(g, "w", tasoc_shape_make(4, ws), w, false);
	int32_t b = tasoc_add_weight(g, "w2", tasoc_shape_make(4, ws), w2, false);
	int32_t axis[] = { 0 }, conv[] = { 1, 1, TASOC_PADDING_SAME, TASOC_ACTIVATION_NONE };
	tasoc_ref cin[] = { { a, 0 }, { b, 0 } };
	int32_t cat = tasoc_add_op(g, TASOC_OP_CONCAT, axis, 2, cin, "wcat"); /* weights only: free */
	tasoc_ref in[] = { { x, 0 }, { cat, 0 } };
	int32_t c = tasoc_add_op(g, TASOC_OP_CONV2D, conv, 2, in, "conv");
	tasoc_ref rin[] = { { c, 0 } };
	int32_t r = tasoc_add_op(g, TASOC_OP_RELU, NULL, 1, rin, "relu");
	cr_assert_geq(r, 0, "%s", g->err);
	tasoc_add_output(g, tasoc_ref_make(r, 0), "y");
}

static double failing(void *ctx, const tasoc_cost_key *k)
{
	(void)k;
	++*(int *)ctx;
	return -1;
}

Test(cost, analytical_is_a_deterministic_roofline)
{
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	build(&g);
	tasoc_cost_model cm;
	cr_assert_eq(tasoc_cost_init(&cm, NULL, NULL), TASOC_OK);
	tasoc_cost_key kc, kr;
	tasoc_cost_key_of(&g, 4, &kc);
	tasoc_cost_key_of(&g, 5, &kr);
	/* conv: 2 * out(1*32*16*16) * 8*3*3 flops; in, weight, out bytes. */
	double flops = 2.0 * 32 * 16 * 16 * 8 * 9, bytes = 4.0 * (8 * 256 + 32 * 8 * 9 + 32 * 256);
	cr_assert_float_eq(tasoc_cost_analytical_key(&kc), flops / 15.7e9 + bytes / 900e6 + 0.005, 1e-12);
	double total = tasoc_cost_graph(&cm, &g);
	cr_assert_float_eq(total, tasoc_cost_analytical_key(&kc) + tasoc_cost_analytical_key(&kr), 1e-12,
			   "inputs, weights and the concat of weights cost nothing");
	double again = tasoc_cost_graph(&cm, &g);
	cr_assert_float_eq(again, total, 0);
	cr_assert_eq(cm.misses, 2);
	cr_assert_eq(cm.hits, 2, "hits %ld misses %ld", (long)cm.hits, (long)cm.misses);
	tasoc_cost_free(&cm);
	tasoc_graph_free(&g);
}

Test(cost, cache_saves_and_loads)
{
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	build(&g);
	tasoc_cost_model cm, back;
	tasoc_cost_init(&cm, NULL, NULL);
	double total = tasoc_cost_graph(&cm, &g);
	char path[] = "/tmp/tasoc_cost_XXXXXX";
	int fd = mkstemp(path);
	cr_assert_geq(fd, 0);
	close(fd);
	cr_assert_eq(tasoc_cost_save(&cm, path), TASOC_OK);
	int calls = 0;
	tasoc_cost_backend none = { "none", failing, &calls, NULL, 0, 0, NULL };
	tasoc_cost_init(&back, NULL, &none);
	cr_assert_eq(tasoc_cost_load(&back, path), TASOC_OK, "%s", back.err);
	cr_assert_str_eq(back.loaded_from, "analytical", "the first line names the model that measured the costs");
	cr_assert_eq(back.nused, 2);
	cr_assert_float_eq(tasoc_cost_graph(&back, &g), total, 1e-15);
	cr_assert_eq(calls, 0, "every cost came from the loaded cache");
	size_t n;
	char *text = tasoc_read_file(path, &n);
	cr_assert(strstr(text, "conv2d a=1,1,0,0 in=[1,8,16,16];[32,8,3,3] out=[1,32,16,16] cost=") != NULL, "%s", text);
	free(text);
	/* A malformed line is an error naming the file and line. */
	cr_assert_eq(tasoc_write_atomic(path, "# x\nconv2d a=1 in=- out=[1] cost=1\n", 34), 0);
	cr_assert_eq(tasoc_cost_load(&back, path), TASOC_ERR_FORMAT);
	cr_assert(strstr(back.err, ":2:") != NULL, "%s", back.err);
	cr_assert_eq(tasoc_write_atomic(path, "frob a=- in=- out=[1] cost=1\n", 29), 0);
	cr_assert_eq(tasoc_cost_load(&back, path), TASOC_ERR_FORMAT);
	unlink(path);
	tasoc_cost_free(&cm);
	tasoc_cost_free(&back);
	tasoc_graph_free(&g);
}

Test(cost, failing_backend_falls_back_to_analytical)
{
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	build(&g);
	int calls = 0;
	tasoc_cost_backend none = { "none", failing, &calls, NULL, 0, 0, NULL };
	tasoc_cost_model cm, an;
	tasoc_cost_init(&cm, NULL, &none);
	tasoc_cost_init(&an, NULL, NULL);
	cr_assert_float_eq(tasoc_cost_graph(&cm, &g), tasoc_cost_graph(&an, &g), 1e-15);
	cr_assert_eq(calls, 2);
	cr_assert(cm.failed);
	cr_assert(strstr(cm.err, "none") != NULL, "%s", cm.err);
	tasoc_cost_free(&cm);
	tasoc_cost_free(&an);
	tasoc_graph_free(&g);
}

Test(cost, table_backend_answers_known_keys)
{
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	build(&g);
	tasoc_cost_entry e[1];
	memset(e, 0, sizeof e);
	tasoc_cost_key_of(&g, 4, &e[0].key);
	e[0].cost = 42.0;
	tasoc_cost_table t = { e, 1 };
	tasoc_cost_backend b = tasoc_cost_table_backend(&t);
	tasoc_cost_model cm;
	tasoc_cost_init(&cm, NULL, &b);
	tasoc_cost_key kr;
	tasoc_cost_key_of(&g, 5, &kr);
	cr_assert_float_eq(tasoc_cost_graph(&cm, &g), 42.0 + tasoc_cost_analytical_key(&kr), 1e-12);
	tasoc_cost_free(&cm);
	tasoc_graph_free(&g);
}

/*
 * The cache emitted as C compiles on its own (with -I core) and, loaded
 * back, answers every key with the cached cost.
 */
Test(cost, cache_emitted_as_c_compiles_and_answers)
{
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	build(&g);
	tasoc_cost_model cm;
	tasoc_cost_init(&cm, NULL, NULL);
	double total = tasoc_cost_graph(&cm, &g);
	char dir[] = "/tmp/tasoc_emit_XXXXXX", src[128], so[128], cmd[512];
	cr_assert_not_null(mkdtemp(dir));
	snprintf(src, sizeof src, "%s/table.c", dir);
	snprintf(so, sizeof so, "%s/table.so", dir);
	cr_assert_eq(tasoc_cost_write_c(&cm, "bad name", src), TASOC_ERR_ARG);
	cr_assert_eq(tasoc_cost_write_c(&cm, "profiled", src), TASOC_OK);
	snprintf(cmd, sizeof cmd, "cc -std=c11 -pedantic -Wall -Wextra -Werror -I core -shared -fPIC -o %s %s", so, src);
	cr_assert_eq(system(cmd), 0, "%s", cmd);
	void *h = dlopen(so, RTLD_NOW);
	cr_assert_not_null(h, "%s", dlerror());
	const tasoc_cost_table *t = dlsym(h, "profiled");
	cr_assert_not_null(t);
	cr_assert_eq(t->n, 2);
	tasoc_cost_backend tb = tasoc_cost_table_backend(t);
	tasoc_cost_model back;
	tasoc_cost_init(&back, NULL, &tb);
	/* Every entry matches a key of the graph exactly, so no estimate is needed. */
	for (int32_t i = 0; i < t->n; i++) {
		tasoc_cost_key k;
		tasoc_cost_key_of(&g, t->entries[i].key.op == TASOC_OP_CONV2D ? 4 : 5, &k);
		cr_assert_eq(memcmp(&k, &t->entries[i].key, sizeof k), 0);
	}
	cr_assert_float_eq(tasoc_cost_graph(&back, &g), total, 1e-15);
	dlclose(h);
	unlink(src);
	unlink(so);
	rmdir(dir);
	tasoc_cost_free(&cm);
	tasoc_cost_free(&back);
	tasoc_graph_free(&g);
}

/*
 * A key of rank 5 is emitted with all its extents and compiles where tensors
 * hold 8 axes, answering for the same key; a build of 4 axes (the firmware's)
 * stops at the table's #error instead of truncating the shape.
 */
Test(cost, a_rank5_key_is_emitted_whole)
{
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	int32_t d[5] = { 1, 2, 3, 4, 5 };
	int32_t x = tasoc_add_input(&g, "x", tasoc_shape_make(5, d));
	tasoc_ref in = tasoc_ref_make(x, 0);
	int32_t r = tasoc_add_op(&g, TASOC_OP_RELU, NULL, 1, &in, "r");
	cr_assert(r >= 0, "%s", g.err);
	tasoc_add_output(&g, tasoc_ref_make(r, 0), "y");
	tasoc_cost_model cm;
	tasoc_cost_init(&cm, NULL, NULL);
	double total = tasoc_cost_graph(&cm, &g);
	char dir[] = "/tmp/tasoc_emit5_XXXXXX", src[128], so[128], cmd[512];
	cr_assert_not_null(mkdtemp(dir));
	snprintf(src, sizeof src, "%s/table.c", dir);
	snprintf(so, sizeof so, "%s/table.so", dir);
	cr_assert_eq(tasoc_cost_write_c(&cm, "t5", src), TASOC_OK);
	snprintf(cmd, sizeof cmd, "cc -std=c11 -Werror -DTASOC_MAX_RANK=4 -I core -shared -fPIC -o %s %s 2>/dev/null", so, src);
	cr_assert_neq(system(cmd), 0, "a rank-5 table compiled with 4 axes: %s", cmd);
	snprintf(cmd, sizeof cmd, "cc -std=c11 -pedantic -Wall -Wextra -Werror -I core -shared -fPIC -o %s %s", so, src);
	cr_assert_eq(system(cmd), 0, "%s", cmd);
	void *h = dlopen(so, RTLD_NOW);
	cr_assert_not_null(h, "%s", dlerror());
	const tasoc_cost_table *t = dlsym(h, "t5");
	cr_assert(t && t->n == 1);
	tasoc_cost_key k;
	tasoc_cost_key_of(&g, r, &k);
	cr_assert_eq(t->entries[0].key.in[0].dim[4], 5);
	cr_assert_eq(memcmp(&k, &t->entries[0].key, sizeof k), 0);
	tasoc_cost_backend tb = tasoc_cost_table_backend(t);
	tasoc_cost_model back;
	tasoc_cost_init(&back, NULL, &tb);
	cr_assert_float_eq(tasoc_cost_graph(&back, &g), total, 1e-15);
	dlclose(h);
	unlink(src);
	unlink(so);
	rmdir(dir);
	tasoc_cost_free(&cm);
	tasoc_cost_free(&back);
	tasoc_graph_free(&g);
}

/*
 * An opaque node's key holds its timing identity (attr[0], attr[1]: a
 * 64-bit hash whoever imported the node set, cost.h), so two opaque nodes
 * of the same shapes but other identities are two keys, and the cache file
 * keeps both words; a line of a cache from before ("opaque a=-") is the
 * identity 0.
 */
Test(cost, an_opaque_key_holds_its_identity_and_the_file_keeps_it)
{
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	tasoc_shape s = { 2, { 4, 8 } };
	int32_t x = tasoc_add_input(&g, "x", s);
	tasoc_ref in = tasoc_ref_make(x, 0);
	int32_t a = tasoc_add_opaque(&g, "a", 1, &in, 1, &s, "pa", 2);
	int32_t b = tasoc_add_opaque(&g, "b", 1, &in, 1, &s, "pb", 2);
	cr_assert(a >= 0 && b >= 0, "%s", g.err);
	cr_assert_eq(tasoc_cost_key_nattr(TASOC_OP_OPAQUE), 2);
	tasoc_cost_key ka, kb;
	tasoc_cost_key_of(&g, a, &ka);
	tasoc_cost_key_of(&g, b, &kb);
	cr_assert_eq(memcmp(&ka, &kb, sizeof ka), 0, "no identity: the shapes alone");
	g.nodes[a].attr[0] = -5;
	g.nodes[a].attr[1] = 7;
	tasoc_cost_key_of(&g, a, &ka);
	cr_assert(ka.attr[0] == -5 && ka.attr[1] == 7);
	cr_assert_neq(memcmp(&ka, &kb, sizeof ka), 0, "another identity, another key");
	tasoc_cost_model cm, back;
	tasoc_cost_init(&cm, NULL, NULL);
	cr_assert_eq(tasoc_cost_insert(&cm, &ka, 0.5), 0);
	cr_assert_eq(tasoc_cost_insert(&cm, &kb, 0.25), 0);
	char path[] = "/tmp/tasoc_cost_XXXXXX";
	int fd = mkstemp(path);
	cr_assert_geq(fd, 0);
	close(fd);
	cr_assert_eq(tasoc_cost_save(&cm, path), TASOC_OK);
	size_t n;
	char *text = tasoc_read_file(path, &n);
	cr_assert(strstr(text, "opaque a=-5,7 in=[4,8] out=[4,8] cost=0.5") != NULL, "%s", text);
	cr_assert(strstr(text, "opaque a=0,0 in=[4,8] out=[4,8] cost=0.25") != NULL, "%s", text);
	free(text);
	tasoc_cost_init(&back, NULL, NULL);
	cr_assert_eq(tasoc_cost_load(&back, path), TASOC_OK, "%s", back.err);
	cr_assert_eq(tasoc_cost_lookup(&back, &ka), 0.5);
	cr_assert_eq(tasoc_cost_lookup(&back, &kb), 0.25);
	cr_assert_eq(back.misses, 0);
	tasoc_cost_free(&back);
	/* A cache written before opaque keys held an identity. */
	const char *old = "opaque a=- in=[4,8] out=[4,8] cost=0.125\n";
	cr_assert_eq(tasoc_write_atomic(path, old, strlen(old)), 0);
	tasoc_cost_init(&back, NULL, NULL);
	cr_assert_eq(tasoc_cost_load(&back, path), TASOC_OK, "%s", back.err);
	cr_assert_eq(tasoc_cost_lookup(&back, &kb), 0.125);
	/* One word is neither. */
	const char *bad = "opaque a=3 in=[4,8] out=[4,8] cost=0.125\n";
	cr_assert_eq(tasoc_write_atomic(path, bad, strlen(bad)), 0);
	cr_assert_eq(tasoc_cost_load(&back, path), TASOC_ERR_FORMAT);
	unlink(path);
	tasoc_cost_free(&back);
	tasoc_cost_free(&cm);
	tasoc_graph_free(&g);
}

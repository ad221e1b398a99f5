/* test_interp.c: the interpreter on whole graphs: composition, weights, errors. */
#include <criterion/criterion.h>
#include <string.h>

#include "../core/interp.h"
#include "../core/modp.h"

/* y = relu(x @ w) + x @ w, with w a weight: checks order, sharing and weights. */
Test(interp, composes_kernels_and_weights)
{
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	static const int32_t xs[] = { 2, 2 };
	float w[] = { 1, -1, 2, 0 }; /* [[1 -1] [2 0]] */
	int32_t x = tasoc_add_input(&g, "x", tasoc_shape_make(2, xs));
	int32_t wn = tasoc_add_weight(&g, "w", tasoc_shape_make(2, xs), w, false);
	tasoc_ref mm_in[] = { { x, 0 }, { wn, 0 } };
	int32_t m = tasoc_add_op(&g, TASOC_OP_MATMUL, NULL, 2, mm_in, "mm");
	tasoc_ref r_in[] = { { m, 0 } };
	int32_t r = tasoc_add_op(&g, TASOC_OP_RELU, NULL, 1, r_in, "r");
	tasoc_ref a_in[] = { { r, 0 }, { m, 0 } };
	int32_t a = tasoc_add_op(&g, TASOC_OP_EWADD, NULL, 2, a_in, "a");
	tasoc_add_output(&g, tasoc_ref_make(a, 0), "y");
	tasoc_add_output(&g, tasoc_ref_make(m, 0), "mm_out");
	float xv[] = { 1, 2, -3, 1 }; /* x @ w = [[5 -1] [-1 3]] */
	float y[4], mo[4];
	const void *in[] = { xv };
	void *out[] = { y, mo };
	cr_assert_eq(tasoc_interp(&g, TASOC_MODE_F32, in, out), TASOC_OK, "%s", g.err);
	float want_m[] = { 5, -1, -1, 3 }, want_y[] = { 10, -1, -1, 6 };
	cr_assert_arr_eq(mo, want_m, sizeof mo);
	cr_assert_arr_eq(y, want_y, sizeof y);
	/* mod p: weights that are whole numbers enter exactly */
	uint64_t xm[4], ym[4], mm[4];
	for (int i = 0; i < 4; i++)
		xm[i] = tasoc_modp_from_int((int64_t)xv[i]);
	const void *inm[] = { xm };
	void *outm[] = { ym, mm };
	cr_assert_eq(tasoc_interp(&g, TASOC_MODE_MODP, inm, outm), TASOC_OK, "%s", g.err);
	for (int i = 0; i < 4; i++) {
		cr_assert_eq(tasoc_modp_to_int(ym[i]), (int64_t)want_y[i]);
		cr_assert_eq(tasoc_modp_to_int(mm[i]), (int64_t)want_m[i]);
	}
	tasoc_graph_free(&g);
}

Test(interp, opaque_node_is_an_error_naming_it)
{
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	static const int32_t xs[] = { 4 };
	tasoc_shape s = tasoc_shape_make(1, xs);
	int32_t x = tasoc_add_input(&g, "x", s);
	tasoc_ref in[] = { { x, 0 } };
	int32_t o = tasoc_add_opaque(&g, "my_softmax", 1, in, 1, &s, "payload", 7);
	cr_assert_geq(o, 0, "%s", g.err);
	tasoc_add_output(&g, tasoc_ref_make(o, 0), "y");
	float xv[4] = { 0 }, y[4];
	const void *i[] = { xv };
	void *out[] = { y };
	cr_assert_eq(tasoc_interp(&g, TASOC_MODE_F32, i, out), TASOC_ERR_UNSUPPORTED);
	cr_assert(strstr(g.err, "my_softmax") != NULL, "%s", g.err);
	size_t n;
	const char *p = tasoc_node_payload(&g, o, &n);
	cr_assert_eq(n, 7);
	cr_assert(memcmp(p, "payload", 7) == 0);
	tasoc_graph_free(&g);
}

Test(interp, arena_too_small_fails_cleanly)
{
	static unsigned char buf[96 * 1024];
	tasoc_arena arena;
	tasoc_arena_init(&arena, buf, sizeof buf);
	tasoc_allocator al = tasoc_arena_allocator(&arena);
	tasoc_graph g;
	cr_assert_eq(tasoc_graph_init(&g, &al), TASOC_OK);
	static const int32_t xs[] = { 64, 64 }; /* 16 KiB per tensor: a few fit */
	int32_t x = tasoc_add_input(&g, "x", tasoc_shape_make(2, xs));
	int32_t last = x;
	for (int i = 0; i < 8; i++) {
		tasoc_ref in[] = { { last, 0 }, { x, 0 } };
		last = tasoc_add_op(&g, TASOC_OP_EWADD, NULL, 2, in, NULL);
		cr_assert_geq(last, 0, "%s", g.err);
	}
	tasoc_add_output(&g, tasoc_ref_make(last, 0), "y");
	static uint64_t xv[64 * 64], y[64 * 64];
	const void *in[] = { xv };
	void *out[] = { y };
	tasoc_status st = tasoc_interp(&g, TASOC_MODE_MODP, in, out); /* 32 KiB tensors */
	cr_assert_eq(st, TASOC_ERR_NOMEM, "got %s", tasoc_status_str(st));
	cr_assert(strstr(g.err, "out of memory") != NULL, "%s", g.err);
}

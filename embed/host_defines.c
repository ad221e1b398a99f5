/* host_defines.c: the firmware's defines on the host: what they leave out answers cleanly (make test-embed). */
#include <stdio.h>
#include <string.h>

#include "../core/interp.h"
#include "../core/tasoc.h"

/*
 * Built from the firmware's sources with the firmware's defines
 * (-DTASOC_F32_ONLY, -DTASOC_NO_LAYOUT_ACCOUNT, -DTASOC_NO_OP_TEXT and the
 * rest of the Makefile's EMBED_DEFS), for the host, where the paths they
 * select can be run and checked: the image itself never takes them.
 *   - the interpreter refuses mod p with a message, and runs float32;
 *   - a failed shape requirement is named by its number, its text gone;
 *   - the layout account is zero even under a backend with a block;
 *   - tasoc_optimize still merges two products of one input.
 * Prints one line per check; exits 1 at the first that fails.
 */
static int fails(const char *what)
{
	printf("host_defines: FAILED: %s\n", what);
	return 1;
}

int main(void)
{
	static float wd[2][16 * 16];
	for (int i = 0; i < 16 * 16; i++)
		wd[0][i] = (float)(i % 7) - 3, wd[1][i] = (float)(i % 5) - 2;
	tasoc_graph g, opt;
	tasoc_graph_init(&g, NULL);
	int32_t x = tasoc_add_input(&g, "x", tasoc_shape_make(2, (const int32_t[]){ 4, 16 }));
	for (int k = 0; k < 2; k++) {
		int32_t w = tasoc_add_weight(&g, NULL, tasoc_shape_make(2, (const int32_t[]){ 16, 16 }), wd[k], false);
		tasoc_ref in[] = { { x, 0 }, { w, 0 } };
		tasoc_add_output(&g, tasoc_ref_make(tasoc_add_op(&g, TASOC_OP_MATMUL, NULL, 2, in, NULL), 0), NULL);
	}
	if (tasoc_graph_validate(&g) != TASOC_OK)
		return fails(g.err);

	float xin[4 * 16], y0[4 * 16], y1[4 * 16];
	for (int i = 0; i < 4 * 16; i++)
		xin[i] = (float)(i % 3);
	const void *ins[] = { xin };
	void *outs[] = { y0, y1 };
	if (tasoc_interp(&g, TASOC_MODE_F32, ins, outs) != TASOC_OK)
		return fails(g.err);
	if (tasoc_interp(&g, TASOC_MODE_MODP, ins, outs) != TASOC_ERR_UNSUPPORTED || !strstr(g.err, "float32 only"))
		return fails("mod p is not refused with a message");
	printf("host_defines: mod p refused (%s)\n", g.err);

	tasoc_ref bad[] = { { x, 0 }, { x, 0 } }; /* [4,16] x [4,16]: the inner extents differ */
	if (tasoc_add_op(&g, TASOC_OP_MATMUL, NULL, 2, bad, "m") >= 0 || !strstr(g.err, "requirement ") ||
	    strchr(g.err, '\''))
		return fails("a failed requirement is not named by its number");
	printf("host_defines: a failed requirement named by number (%s)\n", g.err);

	/* a convolution of 16 channels that is a graph output: ORT's account has a reorder in and one out */
	static float kd[16 * 16];
	tasoc_graph c;
	tasoc_graph_init(&c, NULL);
	int32_t cx = tasoc_add_input(&c, "x", tasoc_shape_make(4, (const int32_t[]){ 1, 16, 8, 8 }));
	int32_t cw = tasoc_add_weight(&c, NULL, tasoc_shape_make(4, (const int32_t[]){ 16, 16, 1, 1 }), kd, false);
	int32_t attr[] = { 1, 1, TASOC_PADDING_SAME, TASOC_ACTIVATION_NONE };
	tasoc_ref cin[] = { { cx, 0 }, { cw, 0 } };
	tasoc_add_output(&c, tasoc_ref_make(tasoc_add_op(&c, TASOC_OP_CONV2D, attr, 2, cin, NULL), 0), NULL);
	tasoc_cost_model cm;
	tasoc_cost_backend blocked = tasoc_cost_analytical;
	blocked.block = 16;
	tasoc_cost_layout acc;
	if (tasoc_graph_validate(&c) != TASOC_OK || tasoc_cost_init(&cm, NULL, &blocked) != TASOC_OK ||
	    tasoc_cost_layout_account(&cm, &c, &acc) != 0 || acc.reorders_in || acc.reorders_out || acc.fused ||
	    acc.reorders_ms != 0 || acc.fused_ms != 0)
		return fails("the layout account is not zero");
	tasoc_cost_free(&cm);
	tasoc_graph_free(&c);
	printf("host_defines: the layout account is zero under a block of 16\n");

	tasoc_options o;
	tasoc_options_default(&o);
	tasoc_stats st;
	if (tasoc_optimize(&g, &o, &opt, &st) != TASOC_OK)
		return fails(g.err);
	if (tasoc_graph_count_op(&opt, TASOC_OP_MATMUL) != 1 || !(st.cost_after < st.cost_before))
		return fails("tasoc_optimize did not merge the two products");
	printf("host_defines: tasoc_optimize merged the two products (%.4f -> %.4f ms)\n", st.cost_before, st.cost_after);
	tasoc_stats_free(&g, &st);
	tasoc_graph_free(&opt);
	tasoc_graph_free(&g);
	printf("host_defines: ok\n");
	return 0;
}

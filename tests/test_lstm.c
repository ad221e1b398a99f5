/* test_lstm.c: lstm, ONNX's LSTM as a spec operator: its kernel's values and batches, and LSTM nodes imported, run against ONNX Runtime and written back. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../core/interp.h"
#include "../host/onnx/onnx.h"
#include "ort_interp.h"

enum { S = 3, I = 2, H = 3 };

/* Y = lstm(x, w, r, b, h0, c0) for x [S, batch, I] and direction dir, in mode; the weights' shapes from the spec. */
static void run_lstm(tasoc_mode mode, int dir, int batch, const void *const *in, void *y)
{
	int dirs = dir == TASOC_DIRECTION_BIDIRECTIONAL ? 2 : 1;
	tasoc_graph g;
	cr_assert_eq(tasoc_graph_init(&g, NULL), TASOC_OK);
	int32_t dims[6][3] = { { S, batch, I }, { dirs, 4 * H, I }, { dirs, 4 * H, H }, { dirs, 8 * H, 0 },
			       { dirs, batch, H }, { dirs, batch, H } };
	static const char *const names[6] = { "x", "w", "r", "b", "h0", "c0" };
	tasoc_ref r[6];
	for (int i = 0; i < 6; i++)
		r[i] = tasoc_ref_make(tasoc_add_input(&g, names[i], tasoc_shape_make(i == 3 ? 2 : 3, dims[i])), 0);
	int32_t attr[1] = { dir };
	int32_t v = tasoc_add_op(&g, TASOC_OP_LSTM, attr, 6, r, NULL);
	cr_assert_geq(v, 0, "%s", g.err);
	cr_assert_eq(tasoc_add_output(&g, tasoc_ref_make(v, 0), "y"), TASOC_OK);
	void *outs[] = { y };
	cr_assert_eq(tasoc_interp(&g, mode, in, outs), TASOC_OK, "%s", g.err);
	tasoc_graph_free(&g);
}

/*
 * Zero weights and biases: every gate sums to 0, so i = o = f = 1/2 and
 * the candidate tanh(0) = 0; the cell halves each step, c(t) = c0 / 2^(t+1),
 * and h(t) = tanh(c(t)) / 2. Forward from c0 = 1.
 */
Test(lstm, zero_weights_halve_the_cell_each_step)
{
	float x[S * I], w[4 * H * I] = { 0 }, rr[4 * H * H] = { 0 }, b[8 * H] = { 0 }, h0[H] = { 0 }, c0[H], y[S * H];
	for (int i = 0; i < S * I; i++)
		x[i] = (float)i;
	for (int j = 0; j < H; j++)
		c0[j] = 1.0f;
	const void *in[] = { x, w, rr, b, h0, c0 };
	run_lstm(TASOC_MODE_F32, TASOC_DIRECTION_FORWARD, 1, in, y);
	for (int t = 0; t < S; t++)
		for (int j = 0; j < H; j++) {
			float want = 0.5f * tanhf(ldexpf(1.0f, -(t + 1)));
			cr_expect_float_eq(y[t * H + j], want, 1e-6, "y[%d][%d] = %g, want %g", t, j, (double)y[t * H + j], (double)want);
		}
}

/*
 * Each sequence of a batch runs on its own, both ways: a batch of two, in
 * both directions, gives what each sequence gives alone, bit for bit (in
 * float32 and mod p). The cell state waits in Y's slots between steps
 * (kernel_lstm.c); this is where a slip there shows.
 */
static void batch_alone(tasoc_mode mode)
{
	size_t es = mode == TASOC_MODE_F32 ? sizeof(float) : sizeof(uint64_t);
	int64_t n[6] = { S * 2 * I, 2 * 4 * H * I, 2 * 4 * H * H, 2 * 8 * H, 2 * 2 * H, 2 * 2 * H };
	void *in2[6], *in1[2][6];
	for (int i = 0; i < 6; i++) {
		cr_assert(in2[i] = malloc((size_t)n[i] * es));
		float *f = malloc((size_t)n[i] * sizeof *f);
		cr_assert(f);
		tasoc_fill_random(f, n[i], 100 + (uint64_t)i);
		for (int64_t k = 0; k < n[i]; k++) {
			if (mode == TASOC_MODE_F32)
				((float *)in2[i])[k] = f[k];
			else
				((uint64_t *)in2[i])[k] = (uint64_t)(k * 7919 + i * 104729) % 1000003u;
		}
		free(f);
	}
	/* the batch's sequence s alone: x [S, 1, I], h0 and c0 [2, 1, H]; the weights shared */
	for (int s = 0; s < 2; s++)
		for (int i = 0; i < 6; i++) {
			bool per_batch = i == 0 || i >= 4;
			if (!per_batch) {
				in1[s][i] = in2[i];
				continue;
			}
			int64_t outer = i == 0 ? S : 2, inner = i == 0 ? I : H;
			cr_assert(in1[s][i] = malloc((size_t)(outer * inner) * es));
			for (int64_t o = 0; o < outer; o++)
				memcpy((char *)in1[s][i] + (size_t)(o * inner) * es, (char *)in2[i] + (size_t)((o * 2 + s) * inner) * es,
				       (size_t)inner * es);
		}
	char *y2 = malloc((size_t)(S * 2 * 2 * H) * es), *y1 = malloc((size_t)(S * 2 * H) * es);
	cr_assert(y2 && y1);
	run_lstm(mode, TASOC_DIRECTION_BIDIRECTIONAL, 2, (const void *const *)in2, y2);
	for (int s = 0; s < 2; s++) {
		run_lstm(mode, TASOC_DIRECTION_BIDIRECTIONAL, 1, (const void *const *)in1[s], y1);
		for (int t = 0; t < S; t++)
			for (int d = 0; d < 2; d++) /* Y [S, 2, batch, H] */
				cr_expect(memcmp(y2 + (size_t)(((t * 2 + d) * 2 + s) * H) * es, y1 + (size_t)((t * 2 + d) * H) * es,
						 (size_t)H * es) == 0, "step %d, direction %d, sequence %d", t, d, s);
		for (int i = 0; i < 6; i++)
			if (i == 0 || i >= 4)
				free(in1[s][i]);
	}
	for (int i = 0; i < 6; i++)
		free(in2[i]);
	free(y1);
	free(y2);
}

Test(lstm, a_batch_is_its_sequences_run_alone)
{
	batch_alone(TASOC_MODE_F32);
	batch_alone(TASOC_MODE_MODP);
}

/*
 * tests/models/lstm.onnx (tools/make_onnx_models.py): a bidirectional LSTM
 * with biases and initial states, and a reverse one without them whose Y_h
 * nothing reads, import as two lstm; the interpreter agrees with ONNX
 * Runtime within 1e-5 (the gates' sums add in another order); the export
 * writes LSTM nodes back, which ONNX Runtime runs to the same bits.
 */
Test(lstm, onnx_lstm_matches_onnx_runtime_and_round_trips, .timeout = 60)
{
	ort_interp_check("tests/models/lstm.onnx", TASOC_OP_LSTM, 2, 1234, 1e-5, 1);
}

/* An LSTM whose last state Y_h is read (a graph output here) is not lstm's: it stays opaque. */
Test(lstm, a_read_last_state_stays_opaque)
{
	tasoc_onnx_model *m = NULL;
	tasoc_graph g;
	cr_assert_eq(tasoc_graph_init(&g, NULL), TASOC_OK);
	cr_assert_eq(tasoc_onnx_load("tests/models/lstm_state.onnx", &g, &m), TASOC_OK, "%s", g.err);
	cr_expect_eq(tasoc_graph_count_op(&g, TASOC_OP_LSTM), 0);
	cr_expect_eq(tasoc_graph_count_op(&g, TASOC_OP_OPAQUE), 1);
	tasoc_graph_free(&g);
	tasoc_onnx_free(m);
}

/* conv1d.c: which form each 1-D convolution goes out in, decided by timing both in ONNX Runtime. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../say.h"
#include "../onnx/onnx.h"
#include "measure.h"
#include "conv1d.h"

/*
 * The import reads a 1-D Conv as a conv2d of height 1 between reshapes, and
 * the export can write it back either way. Neither form is always faster in
 * ONNX Runtime (1.30, one thread, measured 2026-11-25): a small convolution
 * ([1,4,16], 4 filters, k=3) runs 5 to 8% faster as a 1-D Conv, the 2-D form
 * paying for its two reshapes, while silero's STFT ([1,1,640], 258 filters,
 * k=256, stride 128) runs 1.3 to 1.4x faster in the 2-D form, which ORT's
 * blocked 2-D kernels take. So each distinct convolution is built alone in
 * both forms and the two timed interleaved, as the never-slower guard times
 * whole models, on the command's target (tasoc_ort_set_target); the 2-D form is written only where it measured faster
 * beyond the noise. Answers are kept per operator, attributes and shapes: a
 * model of 250 equal blocks times one convolution.
 */

enum { KEY = 1 + 5 + 3 + 4 }; /* op, conv attributes, input [N, C, L], weight [O, C/g, 1, K] */

struct tasoc_conv1d_answer {
	int32_t key[KEY];
	bool two_d;
};

static bool form_1d(void *ctx, const tasoc_graph *g, int32_t conv)
{
	(void)ctx, (void)g, (void)conv;
	return false;
}

static bool form_2d(void *ctx, const tasoc_graph *g, int32_t conv)
{
	(void)ctx, (void)g, (void)conv;
	return true;
}

/* Deterministic values in [-0.5, 0.5): timing does not depend on them. */
static void fill(float *x, int64_t n)
{
	uint64_t s = 0x9e3779b97f4a7c15ull;
	for (int64_t i = 0; i < n; i++) {
		s ^= s << 13;
		s ^= s >> 7;
		s ^= s << 17;
		x[i] = (float)(s >> 40) / (float)(1 << 24) - 0.5f;
	}
}

static int32_t reshape(tasoc_graph *g, tasoc_ref r, const tasoc_shape *to, const char *name)
{
	int32_t attr[TASOC_MAX_ATTRS]; /* ndim and d0..d6: the op reads all of them */
	for (int i = 0; i < TASOC_MAX_ATTRS; i++)
		attr[i] = i ? 1 : to->rank;
	for (int i = 0; i < to->rank; i++)
		attr[1 + i] = to->dim[i];
	return tasoc_add_op(g, TASOC_OP_RESHAPE, attr, 1, &r, name);
}

/* The convolution alone, in both forms, in two temporary files; 0 or -1. */
static int write_forms(const tasoc_node *n, const tasoc_shape *x3, const tasoc_shape *w4, char paths[2][4096])
{
	tasoc_graph t;
	if (tasoc_graph_init(&t, NULL) != TASOC_OK)
		return -1;
	float *w = malloc((size_t)tasoc_numel(w4) * sizeof *w);
	int rc = -1, written = 0;
	if (!w)
		goto out;
	fill(w, tasoc_numel(w4));
	int32_t xd[4] = { x3->dim[0], x3->dim[1], 1, x3->dim[2] };
	tasoc_shape x4 = tasoc_shape_make(4, xd);
	int32_t x = tasoc_add_input(&t, "x", *x3), wv = tasoc_add_weight(&t, "w", *w4, w, false);
	int32_t up = x < 0 ? -1 : reshape(&t, tasoc_ref_make(x, 0), &x4, "x_2d");
	tasoc_ref in[2] = { tasoc_ref_make(up, 0), tasoc_ref_make(wv, 0) };
	int32_t c = up < 0 || wv < 0 ? -1 : tasoc_add_op(&t, n->op, n->attr, 2, in, "conv");
	if (c < 0)
		goto out;
	int32_t yd[3] = { t.nodes[c].out[0].dim[0], t.nodes[c].out[0].dim[1], t.nodes[c].out[0].dim[3] };
	tasoc_shape y3 = tasoc_shape_make(3, yd);
	int32_t down = reshape(&t, tasoc_ref_make(c, 0), &y3, "y");
	if (down < 0 || tasoc_add_output(&t, tasoc_ref_make(down, 0), "y") != TASOC_OK)
		goto out;
	for (; written < 2; written++) {
		tasoc_onnx_export_opts o = { written ? form_2d : form_1d, NULL, NULL, 0 };
		void *data;
		size_t size;
		if (tasoc_onnx_export_with(NULL, &t, &o, &data, &size) != TASOC_OK)
			goto out;
		int wr = tasoc_measure_write_temp(data, size, paths[written], sizeof paths[written]);
		free(data);
		if (wr != 0)
			goto out;
	}
	rc = 0;
out:
	for (int i = 0; rc != 0 && i < written; i++)
		remove(paths[i]);
	tasoc_graph_free(&t);
	free(w);
	return rc;
}

bool tasoc_conv1d_forms_ask(void *ctx, const tasoc_graph *g, int32_t conv)
{
	tasoc_conv1d_forms *f = ctx;
	const tasoc_node *n = &g->nodes[conv];
	const tasoc_shape *x3 = tasoc_ref_shape(g, g->nodes[n->in[0].node].in[0]), *w4 = tasoc_ref_shape(g, n->in[1]);
	int32_t key[KEY] = { n->op, n->attr[0], n->attr[1], n->attr[2], n->attr[3], n->op == TASOC_OP_GROUPCONV2D ? n->attr[4] : 1,
			     x3->dim[0], x3->dim[1], x3->dim[2], w4->dim[0], w4->dim[1], w4->dim[2], w4->dim[3] };
	f->asked++;
	for (int i = 0; i < f->n; i++)
		if (memcmp(f->a[i].key, key, sizeof key) == 0)
			return f->two_d += f->a[i].two_d, f->a[i].two_d;
	if (f->n == f->cap) {
		int cap = f->cap ? 2 * f->cap : 8;
		tasoc_conv1d_answer *a = realloc(f->a, (size_t)cap * sizeof *a);
		if (!a)
			return false;
		f->a = a;
		f->cap = cap;
	}
	tasoc_conv1d_answer *a = &f->a[f->n++];
	memcpy(a->key, key, sizeof key);
	a->two_d = false;
	char paths[2][4096];
	if (f->spent >= f->total_cap) { /* hundreds of distinct convolutions must not cost minutes */
		f->untimed++;
		return false;
	}
	if (!f->ort || !tasoc_ort_lazy_get(f->ort) || write_forms(n, x3, w4, paths) != 0)
		return false; /* no ONNX Runtime: the form the model came in */
	if (!f->said) {
		tasoc_say("tasoc optimize: timing 1-D convolutions as 1-D and as 2-D Convs on the target...\n");
		f->said = true;
	}
	tasoc_measure_result r;
	/* One-operator models: a worker's start would cost more than their timing, so one worker for all batches. */
	if (tasoc_measure_models(f->ort, paths[0], paths[1], NULL, f->time_cap, TASOC_MEASURE_QUIET | TASOC_MEASURE_SAME_WORKER, &r) == 0)
		a->two_d = r.s.low > 1; /* time of the 1-D form over the 2-D form's, beyond the noise */
	f->spent += r.seconds;
	remove(paths[0]);
	remove(paths[1]);
	f->two_d += a->two_d;
	return a->two_d;
}

void tasoc_conv1d_forms_free(tasoc_conv1d_forms *f)
{
	free(f->a);
	f->a = NULL;
	f->n = f->cap = 0;
}

/* kernel_lstm.c: lstm, ONNX's LSTM (gates i, o, f, c; sigmoid, tanh, tanh) over a whole sequence, Y only. */
#include <math.h>

#include "kernel.h"
#include "modp.h"

/*
 * In mod p mode the gates' sums are exact and sigmoid and tanh are the
 * random functions of kernel_unary.c's salts 1 and 2, the same functions
 * the sigmoid and tanh operators compute, so an LSTM written out of those
 * operators would print the same.
 */
enum { SALT_SIGMOID = 1, SALT_TANH = 2 };

#ifdef TASOC_NO_HOST_ONLY_OPS /* left out of the firmware image (spec/ops/lstm.lua: firmware = false) */
int tasoc_kernel_lstm(const tasoc_kargs *k)
{
	(void)k;
	return -1;
}
#else
/*
 * The kernel has no scratch memory (kernels get none), and needs none: each
 * (direction, batch) sequence runs on its own, its hidden state h(t-1) is
 * Y's previous step, and its cell state c(t-1) waits in Y's slot of the
 * step being computed, which nothing has written yet. Computing unit j of
 * step t reads c(t-1)[j] there, keeps c(t)[j] in the next step's slot and
 * writes h(t)[j] over it; h(t-1) is only read, from the step before.
 */
typedef struct lstm_dims {
	int64_t seq, batch, in, H, dirs;
} lstm_dims;

static float sigmoid(float v)
{
	return 1.0f / (1.0f + expf(-v));
}

static void run_f32(const tasoc_kargs *k, const lstm_dims *d, int64_t dir, bool reverse, int64_t b)
{
	const float *x = k->in[0], *w = k->in[1], *r = k->in[2], *bias = k->in[3], *h0 = k->in[4], *c0 = k->in[5];
	float *y = k->out[0];
	int64_t H = d->H, G = 4 * H;
	const float *wd = w + dir * G * d->in, *rd = r + dir * G * H, *bd = bias + dir * 2 * G;
	for (int64_t s = 0; s < d->seq; s++) {
		int64_t t = reverse ? d->seq - 1 - s : s, next = reverse ? t - 1 : t + 1;
		bool last = s == d->seq - 1;
		const float *xt = x + (t * d->batch + b) * d->in;
		const float *hp = s == 0 ? h0 + (dir * d->batch + b) * H
					 : y + (((reverse ? t + 1 : t - 1) * d->dirs + dir) * d->batch + b) * H;
		float *yt = y + ((t * d->dirs + dir) * d->batch + b) * H;
		float *yn = last ? NULL : y + ((next * d->dirs + dir) * d->batch + b) * H;
		const float *cp = s == 0 ? c0 + (dir * d->batch + b) * H : yt;
		for (int64_t j = 0; j < H; j++) {
			float gate[4];
			for (int g = 0; g < 4; g++) {
				int64_t row = g * H + j;
				float acc = bd[row] + bd[G + row];
				for (int64_t i = 0; i < d->in; i++)
					acc += xt[i] * wd[row * d->in + i];
				for (int64_t i = 0; i < H; i++)
					acc += hp[i] * rd[row * H + i];
				gate[g] = acc;
			}
			float ig = sigmoid(gate[0]), og = sigmoid(gate[1]), fg = sigmoid(gate[2]), cg = tanhf(gate[3]);
			float c = fg * cp[j] + ig * cg;
			if (yn)
				yn[j] = c;
			yt[j] = og * tanhf(c);
		}
	}
}

static void run_modp(const tasoc_kargs *k, const lstm_dims *d, int64_t dir, bool reverse, int64_t b)
{
	const uint64_t *x = k->in[0], *w = k->in[1], *r = k->in[2], *bias = k->in[3], *h0 = k->in[4], *c0 = k->in[5];
	uint64_t *y = k->out[0];
	int64_t H = d->H, G = 4 * H;
	const uint64_t *wd = w + dir * G * d->in, *rd = r + dir * G * H, *bd = bias + dir * 2 * G;
	for (int64_t s = 0; s < d->seq; s++) {
		int64_t t = reverse ? d->seq - 1 - s : s, next = reverse ? t - 1 : t + 1;
		bool last = s == d->seq - 1;
		const uint64_t *xt = x + (t * d->batch + b) * d->in;
		const uint64_t *hp = s == 0 ? h0 + (dir * d->batch + b) * H
					    : y + (((reverse ? t + 1 : t - 1) * d->dirs + dir) * d->batch + b) * H;
		uint64_t *yt = y + ((t * d->dirs + dir) * d->batch + b) * H;
		uint64_t *yn = last ? NULL : y + ((next * d->dirs + dir) * d->batch + b) * H;
		const uint64_t *cp = s == 0 ? c0 + (dir * d->batch + b) * H : yt;
		for (int64_t j = 0; j < H; j++) {
			uint64_t gate[4];
			for (int g = 0; g < 4; g++) {
				int64_t row = g * H + j;
				uint64_t acc = tasoc_modp_add(bd[row], bd[G + row]);
				for (int64_t i = 0; i < d->in; i++)
					acc = tasoc_modp_add(acc, tasoc_modp_mul(xt[i], wd[row * d->in + i]));
				for (int64_t i = 0; i < H; i++)
					acc = tasoc_modp_add(acc, tasoc_modp_mul(hp[i], rd[row * H + i]));
				gate[g] = acc;
			}
			uint64_t ig = tasoc_modp_random_fn(gate[0], SALT_SIGMOID), og = tasoc_modp_random_fn(gate[1], SALT_SIGMOID);
			uint64_t fg = tasoc_modp_random_fn(gate[2], SALT_SIGMOID), cg = tasoc_modp_random_fn(gate[3], SALT_TANH);
			uint64_t c = tasoc_modp_add(tasoc_modp_mul(fg, cp[j]), tasoc_modp_mul(ig, cg));
			if (yn)
				yn[j] = c;
			yt[j] = tasoc_modp_mul(og, tasoc_modp_random_fn(c, SALT_TANH));
		}
	}
}

int tasoc_kernel_lstm(const tasoc_kargs *k)
{
	const tasoc_shape *xs = &k->in_shape[0], *rs = &k->in_shape[2];
	lstm_dims d = { xs->dim[0], xs->dim[1], xs->dim[2], rs->dim[2], k->in_shape[1].dim[0] };
	int direction = k->node->attr[TASOC_LSTM_DIRECTION];
	for (int64_t dir = 0; dir < d.dirs; dir++) {
		/* bidirectional: direction 0 forward, 1 reverse */
		bool reverse = direction == TASOC_DIRECTION_REVERSE || (direction == TASOC_DIRECTION_BIDIRECTIONAL && dir == 1);
		for (int64_t b = 0; b < d.batch; b++) {
			if (TASOC_MODE_IS_F32(k->mode))
				run_f32(k, &d, dir, reverse, b);
			else
				run_modp(k, &d, dir, reverse, b);
		}
	}
	return 0;
}
#endif

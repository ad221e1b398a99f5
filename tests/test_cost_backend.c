/* test_cost_backend.c: the measured cost backends run their kernels and cache; cudnn reports no GPU in one line. */
#include <criterion/criterion.h>
#include <math.h>
#include <string.h>

#include "../host/backend/cost_backend.h"

static tasoc_cost_key key(int op, int nin, const tasoc_shape *in, const tasoc_shape *out, const int32_t *attr,
			  int nattr)
{
	tasoc_cost_key k;
	memset(&k, 0, sizeof k);
	k.op = op;
	k.nin = nin;
	k.nout = 1;
	for (int i = 0; i < nin; i++)
		k.in[i] = in[i];
	k.out[0] = *out;
	for (int i = 0; i < nattr; i++)
		k.attr[i] = attr[i];
	return k;
}

static void check_cpu_keys(tasoc_cost_model *cm)
{
	tasoc_shape x = { 4, { 1, 8, 9, 9 } }, w = { 4, { 12, 8, 3, 3 } }, y = { 4, { 1, 12, 5, 5 } };
	tasoc_shape a = { 2, { 16, 24 } }, b = { 2, { 24, 8 } }, c = { 2, { 16, 8 } };
	int32_t conv_attr[] = { 2, 2, TASOC_PADDING_SAME, TASOC_ACTIVATION_RELU };
	int32_t pool_attr[] = { 3, 3, 2, 2, TASOC_PADDING_SAME };
	tasoc_shape cin[] = { x, w }, min[] = { a, b };
	tasoc_cost_key keys[] = {
		key(TASOC_OP_CONV2D, 2, cin, &y, conv_attr, 4),
		key(TASOC_OP_MATMUL, 2, min, &c, NULL, 0),
		key(TASOC_OP_RELU, 1, &x, &x, NULL, 0),
		key(TASOC_OP_MAXPOOL2D, 1, &x, &(tasoc_shape){ 4, { 1, 8, 5, 5 } }, pool_attr, 5),
	};
	for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
		double v = tasoc_cost_lookup(cm, &keys[i]);
		cr_assert(v > 0 && isfinite(v), "%s: %g", tasoc_ops[keys[i].op].name, v);
		cr_assert_eq(tasoc_cost_lookup(cm, &keys[i]), v, "the second lookup comes from the cache");
	}
	cr_assert_eq(cm->misses, 4);
	cr_assert_eq(cm->hits, 4);
	cr_assert_not(cm->failed, "%s", cm->err);
}

Test(cost_backend, cpu_measures_and_caches)
{
	tasoc_cost_backend b;
	cr_assert_eq(tasoc_cost_cpu_backend(&b, 3), TASOC_OK);
	cr_assert_str_eq(b.name, "cpu");
	tasoc_cost_model cm;
	tasoc_cost_init(&cm, NULL, &b);
	check_cpu_keys(&cm);
	tasoc_cost_free(&cm);
}

Test(cost_backend, cudnn_says_why_in_one_line_or_measures)
{
	tasoc_cost_backend b;
	char err[256] = "";
	tasoc_status st = tasoc_cost_cudnn_backend(&b, 3, err, sizeof err);
	if (st != TASOC_OK) {
		/* No GPU here (the usual case in CI): one line, naming the backend. */
		cr_assert_eq(st, TASOC_ERR_UNSUPPORTED);
		cr_assert(strncmp(err, "cudnn cost model: ", 18) == 0, "%s", err);
		cr_assert(strchr(err, '\n') == NULL, "%s", err);
	} else {
		tasoc_cost_model cm;
		tasoc_cost_init(&cm, NULL, &b);
		check_cpu_keys(&cm);
		tasoc_cost_free(&cm);
	}
	tasoc_cost_cudnn_release();
}

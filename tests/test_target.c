/* test_target.c: target names (host/backend/target.h) and the target a cost cache records. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "../host/backend/cost_backend.h"
#include "../host/backend/ort_worker.h"
#include "../host/backend/target.h"
#include "../host/cost_file.h"

Test(target, names_parse_and_write_back)
{
	static const struct { const char *in, *out; tasoc_target_kind kind; int threads; } ok[] = {
		{ "ort-cpu", "ort-cpu:1", TASOC_TARGET_ORT_CPU, 1 },
		{ "ort-cpu:2", "ort-cpu:2", TASOC_TARGET_ORT_CPU, 2 },
		{ "ort-cpu:64", "ort-cpu:64", TASOC_TARGET_ORT_CPU, 64 },
		{ "openvino-cpu", "openvino-cpu:1", TASOC_TARGET_OPENVINO_CPU, 1 },
		{ "openvino-cpu:2", "openvino-cpu:2", TASOC_TARGET_OPENVINO_CPU, 2 },
		{ "ort-cuda", "ort-cuda:1", TASOC_TARGET_ORT_CUDA, 1 },
		{ "cudnn", "cudnn", TASOC_TARGET_CUDNN, 0 },
		{ "analytical", "analytical", TASOC_TARGET_ANALYTICAL, 0 },
	};
	for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
		tasoc_target t, back;
		char err[256] = "", name[32];
		cr_assert_eq(tasoc_target_parse(ok[i].in, &t, err, sizeof err), 0, "%s: %s", ok[i].in, err);
		cr_assert_eq(t.kind, ok[i].kind, "%s", ok[i].in);
		cr_assert_eq(t.threads, ok[i].threads, "%s", ok[i].in);
		cr_assert_str_eq(tasoc_target_name(&t, name, sizeof name), ok[i].out);
		cr_assert_eq(tasoc_target_parse(name, &back, err, sizeof err), 0, "%s", name);
		cr_assert(tasoc_target_equal(&t, &back), "%s", name);
		cr_assert_eq(tasoc_target_equal(&t, &(tasoc_target){ TASOC_TARGET_ORT_CPU, 3 }), 0, "%s", name);
		cr_assert_eq(tasoc_target_is_measured(&t), ok[i].kind != TASOC_TARGET_CUDNN && ok[i].kind != TASOC_TARGET_ANALYTICAL);
	}
	tasoc_target d = TASOC_TARGET_DEFAULT, one;
	char err[256];
	tasoc_target_parse("ort-cpu:1", &one, err, sizeof err);
	cr_assert(tasoc_target_equal(&d, &one), "the default is ort-cpu:1");
}

Test(target, bad_names_say_why)
{
	static const struct { const char *in, *says; } bad[] = {
		{ "", "unknown target ''" },
		{ "gpu", "unknown target 'gpu'" },
		{ "ort", "unknown target 'ort'" },
		{ "ort-cpu:0", "from 1 to 64" },
		{ "ort-cpu:65", "from 1 to 64" },
		{ "ort-cpu:", "from 1 to 64" },
		{ "ort-cpu:1.5", "from 1 to 64" },
		{ "ort-cpu:+2", "from 1 to 64" },
		{ "ort-cpu: 2", "from 1 to 64" },
		{ "ort-cpu:99999999999999999999", "from 1 to 64" },
		{ "ort-wasm:1", "unknown target 'ort-wasm:1'" },
		{ "openvino-cpu:0", "from 1 to 64" },
		{ "openvino", "unknown target 'openvino'" },
		{ "ort-cuda:x", "from 1 to 64" },
		{ "cudnn:2", "takes no thread count" },
		{ "analytical:1", "takes no thread count" },
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		tasoc_target t = { TASOC_TARGET_CUDNN, 7 };
		char err[256] = "";
		cr_assert_eq(tasoc_target_parse(bad[i].in, &t, err, sizeof err), -1, "'%s' parsed", bad[i].in);
		cr_assert(strstr(err, bad[i].says), "'%s': %s", bad[i].in, err);
		cr_assert(t.kind == TASOC_TARGET_CUDNN && t.threads == 7, "'%s': a refused name changed the target", bad[i].in);
	}
	char err[256];
	tasoc_target t;
	cr_assert_eq(tasoc_target_parse(NULL, &t, err, sizeof err), -1);
}

Test(target, only_ort_targets_are_the_workers)
{
	tasoc_target two = { TASOC_TARGET_ORT_CPU, 2 }, cudnn = { TASOC_TARGET_CUDNN, 0 }, def = TASOC_TARGET_DEFAULT;
	cr_assert_eq(tasoc_ort_set_target(&two), 0);
	tasoc_target now = tasoc_ort_target();
	cr_assert(tasoc_target_equal(&now, &two));
	cr_assert_eq(tasoc_ort_set_target(&cudnn), -1, "cudnn is no measured runtime");
	tasoc_target ov = { TASOC_TARGET_OPENVINO_CPU, 1 };
	cr_assert_eq(tasoc_ort_set_target(&ov), 0, "openvino-cpu runs in the worker");
	now = tasoc_ort_target();
	cr_assert(tasoc_target_equal(&now, &ov));
	cr_assert_eq(tasoc_ort_set_target(&two), 0);
	now = tasoc_ort_target();
	cr_assert(tasoc_target_equal(&now, &two), "a refused target changed the worker's");
	tasoc_ort_set_target(&def);
}

Test(target, a_cost_cache_records_its_target_and_reads_it_back)
{
	char path[] = "/tmp/tasoc-target-cache-XXXXXX";
	int fd = mkstemp(path);
	cr_assert_geq(fd, 0);
	close(fd);
	tasoc_cost_backend b = tasoc_cost_analytical;
	b.name = "ort";
	b.version = "ONNX Runtime 1.32.0, timing 5";
	b.target = "ort-cpu:2";
	tasoc_cost_model cm, back;
	cr_assert_eq(tasoc_cost_init(&cm, NULL, &b), TASOC_OK);
	tasoc_cost_key k;
	memset(&k, 0, sizeof k);
	k.op = TASOC_OP_RELU;
	k.nin = k.nout = 1;
	k.in[0].rank = k.out[0].rank = 2;
	k.in[0].dim[0] = k.out[0].dim[0] = 4;
	k.in[0].dim[1] = k.out[0].dim[1] = 8;
	tasoc_cost_lookup(&cm, &k);
	cr_assert_eq(tasoc_cost_save(&cm, path), TASOC_OK);
	cr_assert_eq(tasoc_cost_init(&back, NULL, NULL), TASOC_OK);
	cr_assert_eq(tasoc_cost_load(&back, path), TASOC_OK, "%s", back.err);
	cr_assert_str_eq(back.loaded_from, "ort");
	cr_assert_str_eq(back.loaded_version, "ONNX Runtime 1.32.0, timing 5");
	cr_assert_str_eq(back.loaded_target, "ort-cpu:2");
	tasoc_cost_free(&back);
	/* a backend with no target writes no target line: the analytical model's caches stay as they were */
	tasoc_cost_free(&cm);
	cr_assert_eq(tasoc_cost_init(&cm, NULL, NULL), TASOC_OK);
	tasoc_cost_lookup(&cm, &k);
	cr_assert_eq(tasoc_cost_save(&cm, path), TASOC_OK);
	cr_assert_eq(tasoc_cost_init(&back, NULL, NULL), TASOC_OK);
	cr_assert_eq(tasoc_cost_load(&back, path), TASOC_OK);
	cr_assert_str_eq(back.loaded_target, "");
	tasoc_cost_free(&back);
	tasoc_cost_free(&cm);
	unlink(path);
}

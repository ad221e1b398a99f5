/* test_cost_ort.c: the ort backend's one-operator models: every kind it handles, as ONNX, with the key's shapes. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../host/backend/cost_backend.h"
#include "../host/backend/ort_worker.h"
#include "../host/fileio.h"
#include "../host/onnx/onnx.h"
#include "../host/cost_file.h"

/* The keys of one node of each kind the backend times, taken from a graph so their shapes are right. */
static int ort_test_keys(tasoc_cost_key *keys, int max)
{
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	static float w[64 * 32 * 9], s[1] = { 2 }, bn[32];
	int32_t x = tasoc_add_input(&g, "x", (tasoc_shape){ 4, { 1, 32, 14, 14 } });
	int32_t x2 = tasoc_add_input(&g, "x2", (tasoc_shape){ 4, { 1, 32, 14, 14 } });
	int32_t a = tasoc_add_input(&g, "a", (tasoc_shape){ 2, { 16, 64 } });
	int32_t k = tasoc_add_weight(&g, "k", (tasoc_shape){ 4, { 64, 32, 3, 3 } }, w, false);
	int32_t gk = tasoc_add_weight(&g, "gk", (tasoc_shape){ 4, { 32, 8, 3, 3 } }, w, false);
	int32_t m = tasoc_add_weight(&g, "m", (tasoc_shape){ 2, { 64, 24 } }, w, false);
	int32_t sc = tasoc_add_weight(&g, "s", (tasoc_shape){ 1, { 1 } }, s, false);
	int32_t b = tasoc_add_weight(&g, "b", (tasoc_shape){ 1, { 32 } }, bn, false);
	tasoc_ref X = { x, 0 }, X2 = { x2, 0 }, A = { a, 0 };
	float eps = 1e-5f, hsig[2] = { 1.0f / 6, 0.5f };
	int32_t epsbits, hsigbits[2];
	memcpy(&epsbits, &eps, sizeof eps);
	memcpy(hsigbits, hsig, sizeof hsig);
	struct {
		int op, nin;
		tasoc_ref in[5];
		int32_t attr[TASOC_MAX_ATTRS];
	} nodes[] = {
		{ TASOC_OP_CONV2D, 2, { X, { k, 0 } }, { 1, 1, TASOC_PADDING_SAME, TASOC_ACTIVATION_RELU } },
		{ TASOC_OP_CONV2D, 2, { X, { k, 0 } }, { 2, 2, TASOC_PADDING_VALID, TASOC_ACTIVATION_NONE } },
		{ TASOC_OP_GROUPCONV2D, 2, { X, { gk, 0 } }, { 1, 1, TASOC_PADDING_SAME, TASOC_ACTIVATION_NONE, 4 } },
		{ TASOC_OP_MATMUL, 2, { A, { m, 0 } }, { 0 } },
		{ TASOC_OP_EWADD, 2, { X, X2 }, { 0 } },
		{ TASOC_OP_EWMUL, 2, { X, X2 }, { 0 } },
		{ TASOC_OP_SMUL, 2, { X, { sc, 0 } }, { 0 } },
		{ TASOC_OP_RELU, 1, { X }, { 0 } },
		{ TASOC_OP_SIGMOID, 1, { X }, { 0 } },
		{ TASOC_OP_TANH, 1, { X }, { 0 } },
		{ TASOC_OP_HARDSIGMOID, 1, { X }, { hsigbits[0], hsigbits[1] } },
		{ TASOC_OP_HARDSWISH, 1, { X }, { 0 } }, /* HardSwish needs opset 14: the model says so */
		{ TASOC_OP_RELU6, 1, { X }, { 0 } },
		{ TASOC_OP_SQRT, 1, { X }, { 0 } },
		{ TASOC_OP_MAXPOOL2D, 1, { X }, { 3, 3, 2, 2, TASOC_PADDING_SAME } },
		{ TASOC_OP_AVGPOOL2D, 1, { X }, { 3, 3, 1, 1, TASOC_PADDING_SAME, 0 } },
		{ TASOC_OP_AVGPOOL2D, 1, { X }, { 14, 14, 1, 1, TASOC_PADDING_VALID, 0 } },
		{ TASOC_OP_CONCAT, 2, { X, X2 }, { 1 } },
		{ TASOC_OP_SPLIT, 1, { X }, { 1, 8 } },
		{ TASOC_OP_TRANSPOSE, 1, { A }, { 0 } },
		{ TASOC_OP_RESHAPE, 1, { X }, { 2, 32, 196 } },
		{ TASOC_OP_BIASADD, 2, { X, { b, 0 } }, { 0 } },
		{ TASOC_OP_BATCHNORM, 5, { X, { b, 0 }, { b, 0 }, { b, 0 }, { b, 0 } }, { epsbits } },
	};
	int n = 0;
	for (size_t i = 0; i < sizeof nodes / sizeof nodes[0] && n < max; i++) {
		int32_t v = tasoc_add_op(&g, nodes[i].op, nodes[i].attr, nodes[i].nin, nodes[i].in, NULL);
		cr_assert_geq(v, 0, "%s: %s", tasoc_ops[nodes[i].op].name, g.err);
		tasoc_cost_key_of(&g, v, &keys[n++]);
	}
	tasoc_graph_free(&g);
	return n;
}

Test(cost_ort, every_kind_exports_with_the_keys_shapes)
{
	tasoc_cost_key keys[32];
	int n = ort_test_keys(keys, 32);
	for (int i = 0; i < n; i++) {
		const tasoc_cost_key *k = &keys[i];
		const char *name = tasoc_ops[k->op].name;
		cr_assert(tasoc_cost_ort_handles(k), "%s", name);
		void *data;
		size_t size;
		char err[256];
		cr_assert_eq(tasoc_cost_ort_model(k, &data, &size, err, sizeof err), TASOC_OK, "%s: %s", name, err);
		/* Imported again: the same operator (conv+relu fused back), outputs shaped as the key's. */
		tasoc_graph g;
		tasoc_graph_init(&g, NULL);
		tasoc_onnx_model *m;
		cr_assert_eq(tasoc_onnx_import(data, size, &g, &m), TASOC_OK, "%s: %s", name, g.err);
		cr_assert_eq(tasoc_graph_count_op(&g, k->op), 1, "%s", name);
		cr_assert_eq(g.noutputs, k->nout, "%s", name);
		for (int o = 0; o < k->nout; o++)
			cr_assert(tasoc_shape_eq(tasoc_ref_shape(&g, g.outputs[o]), &k->out[o]), "%s output %d", name, o);
		tasoc_onnx_free(m);
		tasoc_graph_free(&g);
		free(data);
	}
}

/* A worker, and path (a mkstemp template) made a file for the models; skips the test where the worker cannot start. */
static tasoc_ort *worker_or_skip(char *path)
{
	char why[512];
	tasoc_ort *w = tasoc_ort_open(why, sizeof why);
	if (!w)
		cr_skip_test("%s", why);
	int fd = mkstemp(path);
	cr_assert_geq(fd, 0);
	close(fd);
	return w;
}

/* Skipped where the ONNX Runtime worker cannot start (make test-onnx fails there instead). */
Test(cost_ort, every_kinds_model_runs_in_onnx_runtime_with_the_keys_output_shapes)
{
	char path[] = "/tmp/tasoc-ort-model-XXXXXX";
	tasoc_ort *w = worker_or_skip(path);
	tasoc_cost_key keys[32];
	int n = ort_test_keys(keys, 32);
	for (int i = 0; i < n; i++) {
		const tasoc_cost_key *k = &keys[i];
		const char *name = tasoc_ops[k->op].name;
		void *data;
		size_t size;
		char err[256];
		int model, nout;
		tasoc_ort_output *out;
		cr_assert_eq(tasoc_cost_ort_model(k, &data, &size, err, sizeof err), TASOC_OK, "%s: %s", name, err);
		cr_assert_eq(tasoc_write_atomic(path, data, size), 0);
		free(data);
		cr_assert_eq(tasoc_ort_load(w, path, &model), 0, "%s: %s", name, tasoc_ort_error(w));
		cr_assert_eq(tasoc_ort_run(w, model, 1, NULL, &out, &nout), 0, "%s: %s", name, tasoc_ort_error(w));
		cr_assert_eq(nout, k->nout, "%s", name);
		for (int o = 0; o < nout; o++) {
			cr_assert_eq(out[o].ndims, k->out[o].rank, "%s output %d", name, o);
			for (int d = 0; d < out[o].ndims; d++)
				cr_assert_eq(out[o].dims[d], k->out[o].dim[d], "%s output %d axis %d", name, o, d);
		}
		tasoc_ort_outputs_free(out, nout);
		tasoc_ort_free(w, model);
	}
	unlink(path);
	tasoc_ort_close(w);
}

Test(cost_ort, sources_constants_and_opaque_nodes_have_no_model)
{
	tasoc_cost_key k;
	memset(&k, 0, sizeof k);
	k.op = TASOC_OP_OPAQUE;
	k.nout = 1;
	k.out[0] = (tasoc_shape){ 1, { 4 } };
	void *data = (void *)1;
	size_t size = 1;
	char err[256] = "";
	cr_assert_not(tasoc_cost_ort_handles(&k));
	cr_assert_eq(tasoc_cost_ort_model(&k, &data, &size, err, sizeof err), TASOC_ERR_UNSUPPORTED);
	cr_assert_null(data);
	cr_assert(strstr(err, "opaque") != NULL, "%s", err);
	k.op = TASOC_OP_WEIGHT;
	cr_assert_not(tasoc_cost_ort_handles(&k));
}

Test(cost_ort, without_onnx_runtime_it_says_why_in_one_line_and_leaves_nothing)
{
	/* The worker where there is none, as on a machine without ONNX Runtime. */
	setenv("TASOC_ORT_WORKER", "/nonexistent/tools/ort_worker.py", 1);
	tasoc_cost_backend b;
	char err[256] = "";
	cr_assert_neq(tasoc_cost_ort_backend(&b, 3, err, sizeof err), TASOC_OK);
	cr_assert(strncmp(err, "ort cost model: ", 16) == 0, "%s", err);
	cr_assert(strchr(err, '\n') == NULL, "%s", err);
	/* A failed start is released: timing a model now fails too, with a reason. */
	tasoc_ort_whole whole;
	cr_assert_neq(tasoc_cost_ort_time_model("/nonexistent.onnx", NULL, 3, &whole, err, sizeof err), TASOC_OK);
	cr_assert(err[0] != '\0');
	tasoc_cost_ort_release();
	unsetenv("TASOC_ORT_WORKER");
}

/* Skipped where ONNX Runtime's worker cannot start; the fallback test above runs there instead. */
Test(cost_ort, measures_every_kind_and_the_cache_names_ort)
{
	tasoc_cost_backend b;
	char err[256] = "";
	if (tasoc_cost_ort_backend(&b, 3, err, sizeof err) != TASOC_OK)
		cr_skip_test("%s", err);
	cr_assert_str_eq(b.name, "ort");
	tasoc_cost_model cm;
	tasoc_cost_init(&cm, NULL, &b);
	tasoc_cost_key keys[32];
	int n = ort_test_keys(keys, 32);
	for (int i = 0; i < n; i++) {
		double c = tasoc_cost_lookup(&cm, &keys[i]);
		/* A view (reshape) may take no measurable kernel time; nothing takes a negative one. */
		cr_assert(c >= 0 && c < 1000, "%s: %g", tasoc_ops[keys[i].op].name, c);
	}
	cr_assert_not(cm.failed, "%s", cm.err);
	char path[] = "/tmp/tasoc-ort-cache-XXXXXX";
	int fd = mkstemp(path);
	cr_assert_geq(fd, 0);
	close(fd);
	cr_assert_eq(tasoc_cost_save(&cm, path), TASOC_OK);
	tasoc_cost_model back;
	tasoc_cost_init(&back, NULL, NULL);
	cr_assert_eq(tasoc_cost_load(&back, path), TASOC_OK, "%s", back.err);
	cr_assert_str_eq(back.loaded_from, "ort");
	for (int i = 0; i < n; i++)
		cr_assert_eq(tasoc_cost_lookup(&back, &keys[i]), tasoc_cost_lookup(&cm, &keys[i]), "%s",
			     tasoc_ops[keys[i].op].name);
	cr_assert_eq(back.misses, 0, "every key came from the file");
	unlink(path);
	tasoc_cost_free(&back);
	tasoc_cost_free(&cm);
	tasoc_cost_ort_release();
}

/* The operator behind the graph output named name (a conv's relu, written as a Relu, passed), or node -1. */
static tasoc_ref output_named(const tasoc_graph *g, const char *name)
{
	for (int32_t i = 0; i < g->noutputs; i++)
		if (g->output_names[i] >= 0 && strcmp(tasoc_store_get_string(g->store, g->output_names[i]), name) == 0) {
			tasoc_ref r = g->outputs[i];
			const tasoc_node *n = &g->nodes[r.node];
			if (n->op == TASOC_OP_RELU && (g->nodes[n->in[0].node].op == TASOC_OP_CONV2D ||
						       g->nodes[n->in[0].node].op == TASOC_OP_GROUPCONV2D))
				r = n->in[0];
			return r;
		}
	return tasoc_ref_make(-1, 0);
}

/*
 * What the backend times: a key with weights as its operator
 * tasoc_cost_ort_copies times (2 to TASOC_ORT_MAX_COPIES), each copy with
 * weights of its own and the same graph inputs, the last copy (outputs
 * y0...) after the first (w0_y0...); every other key once, after a lead node.
 */
Test(cost_ort, a_key_with_weights_is_timed_as_copies_the_last_one_named_y0)
{
	tasoc_cost_key keys[32];
	int n = ort_test_keys(keys, 32), cold = 0;
	for (int i = 0; i < n; i++) {
		const tasoc_cost_key *k = &keys[i];
		const char *name = tasoc_ops[k->op].name;
		void *data;
		size_t size;
		char err[256];
		cr_assert_eq(tasoc_cost_ort_timed_model(k, &data, &size, err, sizeof err), TASOC_OK, "%s: %s", name, err);
		tasoc_graph g;
		tasoc_graph_init(&g, NULL);
		tasoc_onnx_model *m;
		cr_assert_eq(tasoc_onnx_import(data, size, &g, &m), TASOC_OK, "%s: %s", name, g.err);
		int copies = tasoc_cost_ort_copies(k);
		cr_assert_eq(copies >= 2, tasoc_cost_ort_cold(k), "%s: copies exactly when timed cold", name);
		cr_assert(copies >= 1 && copies <= TASOC_ORT_MAX_COPIES, "%s: %d", name, copies);
		cold += copies >= 2;
		/* A warm key's lead: a tanh of its own, after the operator in the file (ORT runs it first), its output not y0. */
		bool lead = tasoc_cost_ort_has_lead(k);
		cr_assert_eq(lead, copies == 1, "%s: a lead exactly when timed warm", name);
		tasoc_ref l = output_named(&g, TASOC_ORT_LEAD "_y");
		cr_assert_eq(l.node >= 0, lead, "%s: output " TASOC_ORT_LEAD "_y", name);
		if (lead) {
			cr_assert_eq(g.nodes[l.node].op, TASOC_OP_TANH, "%s", name);
			cr_assert_gt(l.node, output_named(&g, "y0").node, "%s: the lead comes last in the file", name);
			cr_assert_eq(g.nodes[g.nodes[l.node].in[0].node].op, TASOC_OP_INPUT, "%s: its own input", name);
		}
		cr_assert_eq(tasoc_graph_count_op(&g, k->op), copies + (lead && k->op == TASOC_OP_TANH), "%s", name);
		cr_assert_eq(g.noutputs, copies * k->nout + lead, "%s", name);
		tasoc_ref timed = output_named(&g, "y0");
		cr_assert_geq(timed.node, 0, "%s: no output y0", name);
		cr_assert_eq(g.nodes[timed.node].op, k->op, "%s", name);
		if (copies >= 2) {
			tasoc_ref first = output_named(&g, "w0_y0");
			cr_assert_geq(first.node, 0, "%s: no output w0_y0", name);
			const tasoc_node *a = &g.nodes[first.node], *b = &g.nodes[timed.node];
			cr_assert_lt(first.node, timed.node, "%s: the last copy comes last", name);
			for (int j = 0; j < k->nin; j++) {
				bool weight = g.nodes[a->in[j].node].op == TASOC_OP_WEIGHT;
				if (weight) /* weights of its own, with other values */
					cr_assert(a->in[j].node != b->in[j].node &&
						  memcmp(tasoc_weight_data(&g, a->in[j].node), tasoc_weight_data(&g, b->in[j].node),
							 (size_t)tasoc_numel(&k->in[j]) * sizeof(float)) != 0,
						  "%s input %d", name, j);
				else
					cr_assert_eq(a->in[j].node, b->in[j].node, "%s input %d: the same graph input", name, j);
			}
		}
		tasoc_onnx_free(m);
		tasoc_graph_free(&g);
		free(data);
	}
	cr_assert_eq(cold, 6, "conv2d twice, groupconv2d, matmul, biasadd, batchnorm");
}

/*
 * How many copies: as many as fit 8 MiB of the operator's weights, inputs
 * and outputs, 2 to 8. NasRNN's projection (1 MB of weight) gets 7, a
 * convolution of mlsd's size (tens of MiB of activations) 2, BERT's
 * projection (4 MiB of weight) 2, an activation 1 (timed warm, once).
 */
Test(cost_ort, copies_fit_eight_mebibytes)
{
	tasoc_cost_key k;
	memset(&k, 0, sizeof k);
	k.op = TASOC_OP_MATMUL;
	k.nin = 2;
	k.nout = 1;
	k.in[0] = (tasoc_shape){ 2, { 1, 512 } };
	k.in[1] = (tasoc_shape){ 2, { 512, 512 } };
	k.out[0] = (tasoc_shape){ 2, { 1, 512 } };
	cr_assert_eq(tasoc_cost_ort_copies(&k), 7);
	k.in[0] = (tasoc_shape){ 2, { 64, 1024 } };
	k.in[1] = (tasoc_shape){ 2, { 1024, 1024 } };
	k.out[0] = (tasoc_shape){ 2, { 64, 1024 } };
	cr_assert_eq(tasoc_cost_ort_copies(&k), 2);
	k.in[0] = (tasoc_shape){ 2, { 1, 512 } };
	k.in[1] = (tasoc_shape){ 2, { 512, 1024 } }; /* 2 MiB and a little: 3 copies */
	k.out[0] = (tasoc_shape){ 2, { 1, 1024 } };
	cr_assert_eq(tasoc_cost_ort_copies(&k), 3);
	memset(&k, 0, sizeof k);
	k.op = TASOC_OP_CONV2D;
	k.nin = 2;
	k.nout = 1;
	k.in[0] = (tasoc_shape){ 4, { 1, 128, 256, 256 } };
	k.in[1] = (tasoc_shape){ 4, { 128, 128, 3, 3 } };
	k.out[0] = (tasoc_shape){ 4, { 1, 128, 256, 256 } };
	cr_assert_eq(tasoc_cost_ort_copies(&k), 2);
	k.op = TASOC_OP_RELU;
	k.nin = 1;
	cr_assert_eq(tasoc_cost_ort_copies(&k), 1);
}

/*
 * How many processes a cold key takes, and its figure from theirs: a short
 * key three (the median); BERT's merged projection, a slow draw first
 * (6.20 ms, as one of six processes timed it) then a usual one: a third
 * process decides, and the slow draw is out; two that agree are enough
 * (their mean); a key of mlsd's size takes the first process's figure.
 */
Test(cost_ort, a_cold_keys_processes_outvote_a_slow_draw)
{
	double ms = -1;
	const double shrt[] = { 0.060, 0.051, 0.055 };
	cr_assert(tasoc_cost_ort_cold_more(shrt, 1, &ms));
	cr_assert(tasoc_cost_ort_cold_more(shrt, 2, &ms));
	cr_assert_not(tasoc_cost_ort_cold_more(shrt, 3, &ms));
	cr_assert_float_eq(ms, 0.055, 1e-12);
	const double slow_first[] = { 6.20, 4.48, 4.52 };
	cr_assert(tasoc_cost_ort_cold_more(slow_first, 1, &ms));
	cr_assert(tasoc_cost_ort_cold_more(slow_first, 2, &ms), "6.20 and 4.48 disagree: a third process");
	cr_assert_not(tasoc_cost_ort_cold_more(slow_first, 3, &ms));
	cr_assert_float_eq(ms, 4.52, 1e-12);
	const double agree[] = { 4.48, 4.57 };
	cr_assert_not(tasoc_cost_ort_cold_more(agree, 2, &ms));
	cr_assert_float_eq(ms, (4.48 + 4.57) / 2, 1e-12);
	const double big[] = { 172.9 };
	cr_assert_not(tasoc_cost_ort_cold_more(big, 1, &ms));
	cr_assert_float_eq(ms, 172.9, 1e-12);
	cr_assert_eq(slow_first[0], 6.20, "the figures are the caller's, not sorted in place");
}

Test(cost_ort, the_calibration_chain_is_n_tanh_in_a_row)
{
	void *data;
	size_t size;
	char err[256];
	cr_assert_eq(tasoc_cost_ort_chain_model(5, 64, &data, &size, err, sizeof err), TASOC_OK, "%s", err);
	tasoc_graph g;
	tasoc_graph_init(&g, NULL);
	tasoc_onnx_model *m;
	cr_assert_eq(tasoc_onnx_import(data, size, &g, &m), TASOC_OK, "%s", g.err);
	cr_assert_eq(tasoc_graph_count_op(&g, TASOC_OP_TANH), 5);
	cr_assert_eq(tasoc_graph_count_ops(&g), 5);
	cr_assert_eq(g.noutputs, 1);
	int depth = 0;
	for (tasoc_ref r = g.outputs[0]; g.nodes[r.node].op == TASOC_OP_TANH; r = g.nodes[r.node].in[0])
		depth++;
	cr_assert_eq(depth, 5, "each tanh reads the one before");
	cr_assert(tasoc_shape_eq(tasoc_ref_shape(&g, g.outputs[0]), &(tasoc_shape){ 2, { 1, 64 } }));
	tasoc_onnx_free(m);
	tasoc_graph_free(&g);
	free(data);
}

/*
 * The worker's profile reply counts the kernels it timed: every one of a
 * chain, the second copy only of a key timed cold. Counts, not times.
 * Skipped where ONNX Runtime's worker cannot start.
 */
Test(cost_ort, the_profile_counts_the_kernels_it_timed)
{
	tasoc_cost_backend b;
	char err[256] = "";
	if (tasoc_cost_ort_backend(&b, 3, err, sizeof err) != TASOC_OK)
		cr_skip_test("%s", err);
	char path[] = "/tmp/tasoc-ort-kernels-XXXXXX";
	int fd = mkstemp(path);
	cr_assert_geq(fd, 0);
	close(fd);
	void *data;
	size_t size;
	int kernels = -1;
	cr_assert_eq(tasoc_cost_ort_chain_model(7, 64, &data, &size, err, sizeof err), TASOC_OK, "%s", err);
	cr_assert_eq(tasoc_write_atomic(path, data, size), 0);
	free(data);
	cr_assert_geq(tasoc_cost_ort_profile(path, 4, 1, false, &kernels, err, sizeof err), 0, "%s", err);
	cr_assert_eq(kernels, 7);
	tasoc_cost_key keys[32];
	int n = ort_test_keys(keys, 32);
	for (int i = 0; i < n; i++) {
		if (tasoc_cost_ort_has_lead(&keys[i]) && tasoc_cost_ort_handles(&keys[i])) {
			/* A warm key: its lead's kernel and its own, the lead left out when asked. */
			cr_assert_eq(tasoc_cost_ort_timed_model(&keys[i], &data, &size, err, sizeof err), TASOC_OK, "%s", err);
			cr_assert_eq(tasoc_write_atomic(path, data, size), 0);
			free(data);
			cr_assert_geq(tasoc_cost_ort_profile(path, 4, 1, false, &kernels, err, sizeof err), 0, "%s", err);
			int all = kernels;
			cr_assert_geq(tasoc_cost_ort_profile(path, 4, 1, true, &kernels, err, sizeof err), 0, "%s", err);
			cr_assert_eq(kernels, all - 1, "%s: the lead's kernel left out", tasoc_ops[keys[i].op].name);
			cr_assert_geq(kernels, 0);
		}
		if (keys[i].op != TASOC_OP_MATMUL)
			continue;
		cr_assert_eq(tasoc_cost_ort_timed_model(&keys[i], &data, &size, err, sizeof err), TASOC_OK, "%s", err);
		cr_assert_eq(tasoc_write_atomic(path, data, size), 0);
		free(data);
		int copies = tasoc_cost_ort_copies(&keys[i]);
		cr_assert_geq(tasoc_cost_ort_profile(path, 4, 1, false, &kernels, err, sizeof err), 0, "%s", err);
		cr_assert_eq(kernels, copies, "every copy, warm");
		cr_assert_geq(tasoc_cost_ort_profile(path, 4, copies, false, &kernels, err, sizeof err), 0, "%s", err);
		cr_assert_eq(kernels, 1, "cold: the copies after the first, per copy");
	}
	/* What is taken out of a key: measured once, a finite share of a microsecond or more, never negative. */
	double per, trivial;
	cr_assert(tasoc_cost_ort_overhead(&per, &trivial));
	cr_assert(per >= 0 && per < 1 && trivial >= 0 && trivial < 1, "%g %g ms", per, trivial);
	unlink(path);
	tasoc_cost_ort_release();
}

/*
 * An opaque node is timed as the model of one node registered under its
 * identity (tasoc_cost_ort_opaque): then its key costs what ORT measured;
 * a key whose identity nobody registered gets the analytical estimate, and
 * the cost model says so. Skipped where ONNX Runtime's worker cannot start.
 */
Test(cost_ort, an_opaque_key_is_timed_as_the_model_registered_under_its_identity)
{
	cr_assert_eq(tasoc_cost_ort_opaque(0, "x", 1), -1, "no identity");
	tasoc_cost_backend b;
	char err[512] = "";
	if (tasoc_cost_ort_backend(&b, 4, err, sizeof err) != TASOC_OK)
		cr_skip_test("%s", err);
	tasoc_graph g;
	tasoc_onnx_model *m;
	tasoc_graph_init(&g, NULL);
	cr_assert_eq(tasoc_onnx_load("tests/models/opaque_twins.onnx", &g, &m), TASOC_OK, "%s", g.err);
	int32_t v = -1;
	for (int32_t i = 0; i < g.nnodes; i++)
		if (!strcmp(tasoc_node_name(&g, i), "ci")) /* an opaque node is named by its first output */
			v = i;
	cr_assert_geq(v, 0);
	void *data;
	size_t size;
	uint64_t id;
	cr_assert_eq(tasoc_onnx_node_model(m, &g, v, &data, &size, &id, err, sizeof err), TASOC_OK, "%s", err);
	cr_assert_eq(tasoc_cost_ort_opaque(id, data, size), 0);
	cr_assert_eq(tasoc_cost_ort_opaque(id, data, size), 0, "the same identity again: kept once");
	free(data);
	tasoc_cost_model cm;
	tasoc_cost_init(&cm, NULL, &b);
	g.nodes[v].attr[0] = (int32_t)(uint32_t)id;
	g.nodes[v].attr[1] = (int32_t)(uint32_t)(id >> 32);
	tasoc_cost_key k;
	tasoc_cost_key_of(&g, v, &k);
	double c = tasoc_cost_lookup(&cm, &k);
	cr_assert(c >= 0 && c < 1000, "%g", c);
	cr_assert_not(cm.failed, "%s", cm.err);
	k.attr[0] ^= 1; /* an identity nobody registered */
	tasoc_cost_lookup(&cm, &k);
	cr_assert(cm.failed && strstr(cm.err, "analytical"), "%s", cm.err);
	tasoc_cost_free(&cm);
	tasoc_onnx_free(m);
	tasoc_graph_free(&g);
	tasoc_cost_ort_release();
}

/*
 * The kernels a key's figure holds, by ORT operator: the first timed run's
 * (the worker's "ops"), from the profile request the ort backend sends.
 */
static void timed_ops(tasoc_ort *w, const char *path, const char *extra, char *ops, size_t size)
{
	char req[1024];
	snprintf(req, sizeof req, "{\"op\":\"profile\",\"path\":\"%s\",\"seed\":1,\"warmup\":1,\"runs\":2%s}", path, extra);
	tasoc_json *v = tasoc_ort_request(w, req);
	const tasoc_json *a = tasoc_json_get(v, "ops");
	cr_assert(a && a->type == TASOC_JSON_ARRAY, "%s: %s", req, v ? "no ops in the reply" : tasoc_ort_error(w));
	ops[0] = '\0';
	for (int32_t i = 0; i < a->n; i++)
		snprintf(ops + strlen(ops), size - strlen(ops), "%s%s", i ? " " : "", a->items[i]->str);
	tasoc_json_free(v);
}

/*
 * A warm key's figure is its operator's kernel, not its lead's: ONNX Runtime
 * runs independent nodes in the reverse of the file's order, and timing 4,
 * which left out the first kernel of a run, timed the lead's Tanh on [1,8]
 * for every such key (a Relu on [1,256,56,56] at 1.3 us). A reorder key's is
 * the one reorder. Skipped where the worker cannot start.
 */
Test(cost_ort, a_keys_figure_is_its_own_kernel_not_the_lead_and_a_reorder_its_reorder)
{
	char path[] = "/tmp/tasoc-ort-ops-XXXXXX", ops[256];
	tasoc_ort *w = worker_or_skip(path);
	void *data;
	size_t size;
	char err[256];
	tasoc_cost_key relu = { .op = TASOC_OP_RELU, .nin = 1, .nout = 1 };
	relu.in[0] = relu.out[0] = (tasoc_shape){ 4, { 1, 64, 56, 56 } };
	cr_assert(tasoc_cost_ort_has_lead(&relu));
	cr_assert_eq(tasoc_cost_ort_timed_model(&relu, &data, &size, err, sizeof err), TASOC_OK, "%s", err);
	cr_assert_eq(tasoc_write_atomic(path, data, size), 0);
	free(data);
	timed_ops(w, path, ",\"skip_node\":\"" TASOC_ORT_LEAD "_y\"", ops, sizeof ops);
	cr_assert_str_eq(ops, "Relu");
	timed_ops(w, path, ",\"skip_first\":1", ops, sizeof ops);
	cr_assert_str_eq(ops, "Relu", "the lead runs first");
	tasoc_shape t = { 4, { 1, 64, 28, 28 } };
	for (int into = 0; into < 2; into++) {
		tasoc_cost_key k;
		tasoc_cost_reorder_key(&t, 16, into, &k);
		cr_assert_eq(tasoc_cost_ort_reorder_model(&k, &data, &size, err, sizeof err), TASOC_OK, "%s", err);
		cr_assert_eq(tasoc_write_atomic(path, data, size), 0);
		free(data);
		const char *name = into ? "ReorderInput" : "ReorderOutput";
		char only[64];
		snprintf(only, sizeof only, ",\"only\":\"%s\"", name);
		timed_ops(w, path, only, ops, sizeof ops);
		cr_assert_str_eq(ops, name);
	}
	unlink(path);
	tasoc_ort_close(w);
}

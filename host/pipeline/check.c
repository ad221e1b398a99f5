/* check.c: two models run on the same inputs and their outputs compared: `tasoc check` and `tasoc optimize --check`. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/hash.h"
#include "../onnx/onnx.h"
#include "../say.h"
#include "check.h"

#define SAY "  check: "

static void print_diff(const tasoc_check_result *r)
{
	const tasoc_diff *d = &r->diff;
	tasoc_say(SAY "%lld output elements, largest difference %.3g (%.3g of the output's largest magnitude, "
		   "tolerance %g)", (long long)d->elements, d->max_abs, d->max_rel, TASOC_CHECK_TOL);
	if (d->nonfinite || d->special)
		tasoc_say("; %lld non-finite in the original, %lld not matched as non-finite", (long long)d->nonfinite,
		       (long long)d->special);
	tasoc_say(", %s: %s\n", r->engine, r->ok ? "ok" : "FAILED");
}

/* The interpreter: float32, and exactly when float32 overflows. 1 when it ran, 0 when it cannot, with r->why. */
static int check_interp(const tasoc_check_input *in, tasoc_check_result *r)
{
	char err[256];
	if (tasoc_compare(in->a, in->b, in->seed, &r->diff, true, SAY, err, sizeof err) != TASOC_OK) {
		snprintf(r->why, sizeof r->why, "%s", err);
		return 0;
	}
	r->ran = 1;
	snprintf(r->engine, sizeof r->engine, "reference interpreter (float32)");
	r->ok = tasoc_diff_ok(&r->diff);
	if (!tasoc_diff_overflows(&r->diff)) {
		print_diff(r);
		return 1;
	}
	/* Most outputs overflowed: what is left to compare says little, and the exact mode has no overflow. */
	tasoc_say(SAY "%lld of %lld output elements are non-finite in float32 (the model overflows on random inputs);\n"
	       SAY "checking in the interpreter's exact mode (modulo p = 2^61 - 1) instead\n",
	       (long long)r->diff.nonfinite, (long long)r->diff.elements);
	int64_t n;
	if (tasoc_compare_modp(in->a, in->b, in->seed, &r->differ, &n, true, SAY, err, sizeof err) != TASOC_OK) {
		r->ran = r->ok = 0;
		snprintf(r->why, sizeof r->why, "float32 overflows on most outputs, and the exact mode cannot run: %s", err);
		return 0;
	}
	if (r->differ > 0 && in->folded > 0) {
		/* A folded weight holds float32 products, whose residues are not the exact ones: no verdict. */
		r->ran = r->ok = 0;
		snprintf(r->why, sizeof r->why,
			 "float32 overflows on most outputs, and the exact mode cannot judge this graph: %lld of %lld "
			 "elements differ modulo p, but %d of %s's weights were folded in float32, whose residues are "
			 "not exact (tasoc optimize --no-fold keeps them as operators, which the exact mode checks)",
			 (long long)r->differ, (long long)n, in->folded, in->b_name);
		return 0;
	}
	r->exact = 1;
	r->ok = r->differ == 0;
	snprintf(r->engine, sizeof r->engine, "reference interpreter (exact, modulo p)");
	tasoc_say(SAY "%lld output elements, %lld differ modulo p, %s: %s\n", (long long)n, (long long)r->differ,
	       r->engine, r->ok ? "ok" : "FAILED");
	return 1;
}

/* Finds the output named name in o; NULL when absent. */
static const tasoc_ort_output *find_output(const tasoc_ort_output *o, int n, const char *name)
{
	for (int i = 0; i < n; i++)
		if (strcmp(o[i].name, name) == 0)
			return &o[i];
	return NULL;
}

/* ONNX Runtime on the two files. 1 when it ran, 0 when it cannot, with r->why. */
static int check_ort(const tasoc_check_input *in, tasoc_ort_lazy *ort, tasoc_check_result *r, const char *interp_why)
{
	tasoc_ort *w = tasoc_ort_lazy_get(ort);
	if (!w) {
		snprintf(r->why, sizeof r->why, "%.200s%s%.300s", interp_why ? interp_why : "", interp_why ? ", and " : "",
			 ort->why);
		return 0;
	}
	char symbols[1024];
	tasoc_ort_lazy_symbols(in->dims, symbols, sizeof symbols);
	memset(&r->diff, 0, sizeof r->diff); /* an interpreter run that stopped half way left figures */
	snprintf(r->engine, sizeof r->engine, "%s %s (float32)", tasoc_ort_engine_name(w), tasoc_ort_version(w));
	const char *paths[2] = { in->a_path, in->b_path }, *which[2] = { in->a_name, in->b_name };
	tasoc_ort_output *out[2] = { NULL, NULL };
	int nout[2] = { 0, 0 }, ok = 1;
	for (int m = 0; m < 2 && ok; m++) {
		int id;
		tasoc_say(SAY "running %s in %s...\n", which[m], tasoc_ort_engine_name(w));
		ok = tasoc_ort_load(w, paths[m], &id) == 0 && tasoc_ort_run(w, id, in->seed, symbols, &out[m], &nout[m]) == 0;
		if (ok)
			tasoc_ort_free(w, id);
	}
	if (!ok) {
		snprintf(r->why, sizeof r->why, "%s", tasoc_ort_error(w));
		tasoc_ort_outputs_free(out[0], nout[0]);
		tasoc_ort_outputs_free(out[1], nout[1]);
		return 0;
	}
	r->ran = 1;
	char bad[256] = "";
	for (int i = 0; i < nout[0] && !bad[0]; i++) {
		const tasoc_ort_output *a = &out[0][i], *b = find_output(out[1], nout[1], a->name);
		if (!b)
			snprintf(bad, sizeof bad, "output '%s' is missing from %s", a->name, in->b_path);
		else if (b->n != a->n || b->ndims != a->ndims || memcmp(a->dims, b->dims, (size_t)a->ndims * sizeof a->dims[0]))
			snprintf(bad, sizeof bad, "output '%s' has another shape in %s", a->name, in->b_path);
		else
			tasoc_diff_add(&r->diff, a->values, b->values, a->n);
	}
	tasoc_ort_outputs_free(out[0], nout[0]);
	tasoc_ort_outputs_free(out[1], nout[1]);
	if (bad[0]) {
		r->ok = 0;
		snprintf(r->why, sizeof r->why, "%s", bad);
		tasoc_say(SAY "%s: FAILED\n", bad);
		return 1;
	}
	if (tasoc_diff_overflows(&r->diff)) {
		/* No exact mode here: a verdict on the few finite values would claim more than was checked. */
		r->ran = 0;
		snprintf(r->why, sizeof r->why,
			 "%lld of %lld output elements are non-finite in ONNX Runtime (the model overflows float32 on "
			 "random inputs), so comparing them means nothing, and the interpreter's exact mode cannot "
			 "run it: %s", (long long)r->diff.nonfinite, (long long)r->diff.elements,
			 interp_why ? interp_why : "not tried");
		return 0;
	}
	r->ok = tasoc_diff_ok(&r->diff);
	print_diff(r);
	return 1;
}

int tasoc_check_models(const tasoc_check_input *in, tasoc_ort_lazy *ort, tasoc_check_result *r)
{
	memset(r, 0, sizeof *r);
	char interp_why[256] = "";
	int ran = 0;
	if (in->ort_only)
		snprintf(interp_why, sizeof interp_why, "the interpreter was not asked (--ort)");
	else if (!in->a || !in->b)
		snprintf(interp_why, sizeof interp_why, "tasoc cannot import both models");
	else if ((ran = check_interp(in, r)) == 0)
		snprintf(interp_why, sizeof interp_why, "%.255s", r->why);
	/* Where float32 overflowed in the interpreter it overflows in ONNX Runtime too: no second try. */
	if (!ran && !tasoc_diff_overflows(&r->diff))
		ran = check_ort(in, ort, r, interp_why);
	if (!ran)
		tasoc_say(SAY "not run: %s\n", r->why);
	return ran && r->ok ? 0 : -1;
}

void tasoc_check_json(FILE *f, const tasoc_check_result *r)
{
	if (!r) {
		fprintf(f, "null");
		return;
	}
	fprintf(f, "{\"verdict\": \"%s\", \"engine\": \"%s\", \"max_abs\": %.6g, \"max_rel\": %.6g, \"elements\": %lld, "
		   "\"nonfinite\": %lld, \"nonfinite_mismatched\": %lld, \"exact\": %s, \"differ_exact\": %lld",
		r->ran ? (r->ok ? "ok" : "failed") : "not run", r->engine, isfinite(r->diff.max_abs) ? r->diff.max_abs : 1e308,
		isfinite(r->diff.max_rel) ? r->diff.max_rel : 1e308, (long long)r->diff.elements,
		(long long)r->diff.nonfinite, (long long)r->diff.special, r->exact ? "true" : "false", (long long)r->differ);
	if (!r->ran || !r->ok) {
		fprintf(f, ", \"why\": \"");
		for (const char *s = r->why; *s; s++)
			if (*s == '"' || *s == '\\')
				fprintf(f, "\\%c", *s);
			else if ((unsigned char)*s >= 0x20)
				fputc(*s, f);
		fputc('"', f);
	}
	fputc('}', f);
}

static uint64_t weight_hash(const tasoc_graph *g, int32_t v)
{
	const float *w = tasoc_weight_data(g, v);
	int64_t n = tasoc_numel(&g->nodes[v].out[0]);
	uint64_t h = tasoc_hash_mix(0, (uint64_t)n);
	for (int64_t i = 0; i < n; i++) {
		uint32_t bits;
		memcpy(&bits, &w[i], sizeof bits);
		h = tasoc_hash_mix(h, bits);
	}
	return h;
}

static int cmp_u64(const void *x, const void *y)
{
	uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;
	return (a > b) - (a < b);
}

/*
 * The weights of b that look folded: found in no weight of a (by a hash of
 * their values) and not all whole numbers. The exact mode takes a whole
 * number as itself and any other value as a residue of its bits, so such a
 * weight, computed from a's in float32, has residues unrelated to the exact
 * products, and a difference modulo p says nothing (check_interp).
 */
int tasoc_check_count_folded(const tasoc_graph *a, const tasoc_graph *b)
{
	uint64_t *seen = malloc(((size_t)a->nnodes + 1) * sizeof *seen);
	int32_t ns = 0;
	int folded = 0;
	if (!seen)
		return 0;
	for (int32_t v = 0; v < a->nnodes; v++)
		if (!a->nodes[v].dead && a->nodes[v].op == TASOC_OP_WEIGHT)
			seen[ns++] = weight_hash(a, v);
	qsort(seen, (size_t)ns, sizeof *seen, cmp_u64);
	for (int32_t v = 0; v < b->nnodes; v++) {
		if (b->nodes[v].dead || b->nodes[v].op != TASOC_OP_WEIGHT)
			continue;
		const float *w = tasoc_weight_data(b, v);
		int64_t n = tasoc_numel(&b->nodes[v].out[0]), i = 0;
		while (i < n && w[i] == floorf(w[i]))
			i++;
		uint64_t h = weight_hash(b, v);
		folded += i < n && !bsearch(&h, seen, (size_t)ns, sizeof *seen, cmp_u64);
	}
	free(seen);
	return folded;
}

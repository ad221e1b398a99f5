/* test_spec.c: the Lua spec loader: good specs load, bad specs fail with a given message. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../generator/spec.h"
#include "../host/fileio.h"
#include "../core/op.h"

/* The .lua files of a folder, sorted; returns the count. */
static int list_lua(const char *dir, char ***out)
{
	DIR *d = opendir(dir);
	cr_assert(d, "cannot open %s", dir);
	char **files = NULL;
	int n = 0;
	struct dirent *e;
	while ((e = readdir(d))) {
		size_t len = strlen(e->d_name);
		if (len < 5 || strcmp(e->d_name + len - 4, ".lua"))
			continue;
		files = realloc(files, (size_t)(n + 1) * sizeof *files);
		files[n] = malloc(strlen(dir) + len + 2);
		sprintf(files[n++], "%s/%s", dir, e->d_name);
	}
	closedir(d);
	for (int i = 0; i < n; i++) /* insertion sort: a handful of names */
		for (int j = i; j > 0 && strcmp(files[j - 1], files[j]) > 0; j--) {
			char *t = files[j];
			files[j] = files[j - 1];
			files[j - 1] = t;
		}
	*out = files;
	return n;
}

Test(spec, good_specs_load)
{
	char **files;
	int n = list_lua("tests/specs/good", &files);
	cr_assert_geq(n, 2);
	for (int i = 0; i < n; i++) {
		spec_set s;
		int rc = spec_load_files(&s, 1, &files[i]);
		cr_expect_eq(rc, 0, "%s: %s", files[i], s.err);
		spec_free(&s);
		free(files[i]);
	}
	free(files);
}

Test(spec, bad_specs_fail_with_their_message)
{
	char **files;
	int n = list_lua("tests/specs/bad", &files);
	cr_assert_geq(n, 15);
	for (int i = 0; i < n; i++) {
		char *text = tasoc_read_file(files[i], NULL);
		cr_assert(text && strncmp(text, "-- expect: ", 11) == 0, "%s must start with -- expect:", files[i]);
		char *expect = text + 11;
		expect[strcspn(expect, "\n")] = '\0';
		spec_set s;
		int rc = spec_load_files(&s, 1, &files[i]);
		cr_expect_eq(rc, -1, "%s loaded but must fail", files[i]);
		cr_expect(strstr(s.err, expect) != NULL, "%s: error '%s' lacks '%s'", files[i], s.err, expect);
		spec_free(&s);
		free(text);
		free(files[i]);
	}
	free(files);
}

Test(spec, family_fields_reach_c)
{
	char *f = "tests/specs/good/family.lua";
	spec_set s;
	cr_assert_eq(spec_load_files(&s, 1, &f), 0, "%s", s.err);
	cr_assert_eq(s.nops, 2);
	cr_assert_str_eq(s.ops[0].name, "add"); /* sorted by name */
	cr_assert(s.ops[0].commutative && s.ops[0].associative);
	const spec_op *pool = &s.ops[1];
	cr_assert_eq(pool->nattr, 2);
	cr_assert_eq(pool->attrs[1].type, SPEC_ENUM);
	cr_assert_str_eq(pool->attrs[1].enum_names[1], "exact");
	cr_assert_eq(pool->attrs[0].values[1], 3);
	cr_assert_eq(pool->outs[0].ndims, 4);
	cr_assert_eq(pool->naxioms, 1);
	int out;
	cr_assert_eq(spec_resolve_head(&s, "pool", &out), 1);
	cr_assert_eq(spec_resolve_head(&s, "pool0", &out), -1, "single-output ops have no numbered heads");
	spec_free(&s);
}

/* The generator orients rules of equal size by contractions (docs/rules.md): which operators are they. */
Test(spec, contraction_marks_matrix_products_and_convolutions)
{
	spec_set s;
	cr_assert_eq(spec_load_dir(&s, "spec"), 0, "%s", s.err);
	int n = 0;
	for (int i = 0; i < s.nops; i++) {
		const char *name = s.ops[i].name;
		bool want = strcmp(name, "matmul") == 0 || strcmp(name, "conv2d") == 0 ||
			    strcmp(name, "groupconv2d") == 0 || strcmp(name, "conv2d_nhwc") == 0 ||
			    strcmp(name, "bmatmul") == 0;
		cr_expect_eq(s.ops[i].contraction, want, "%s", name);
		n += s.ops[i].contraction;
	}
	cr_assert_eq(n, 5);
	spec_free(&s);
}

/* A float attribute's values (hardsigmoid's representatives) are kept as float32 bits, as the IR holds them. */
Test(spec, float_values_are_float_bits)
{
	spec_set s;
	cr_assert_eq(spec_load_dir(&s, "spec"), 0, "%s", s.err);
	int found = 0;
	for (int i = 0; i < s.nops; i++) {
		if (strcmp(s.ops[i].name, "hardsigmoid") != 0)
			continue;
		const float want[2] = { 1.0f / 6, 0.5f };
		cr_assert_eq(s.ops[i].nattr, 2);
		for (int j = 0; j < 2; j++) {
			float f;
			cr_assert_eq(s.ops[i].attrs[j].type, SPEC_FLOAT);
			cr_assert_eq(s.ops[i].attrs[j].nvalues, 1);
			memcpy(&f, &s.ops[i].attrs[j].values[0], sizeof f);
			cr_expect_eq(f, want[j], "%s: %g, want %g", s.ops[i].attrs[j].name, (double)f, (double)want[j]);
		}
		found++;
	}
	cr_assert_eq(found, 1);
	spec_free(&s);
}

/* The committed op table must be what the specs say: generated/ is not edited by hand. */
Test(spec, generated_table_matches_specs)
{
	spec_set s;
	cr_assert_eq(spec_load_dir(&s, "spec"), 0, "%s", s.err);
	cr_assert_eq(s.nops, TASOC_OP_COUNT);
	for (int i = 0; i < s.nops; i++) {
		const spec_op *op = &s.ops[i];
		const tasoc_op_info *t = &tasoc_ops[i];
		cr_expect_str_eq(t->name, op->name);
		cr_expect_eq(t->nattr, op->nattr, "%s", op->name);
		cr_expect_eq(t->nout, op->nout, "%s", op->name);
		if (!op->opaque)
			cr_expect_eq(t->nin, op->nin, "%s", op->name);
		cr_expect_eq(tasoc_op_lookup(op->name), i);
	}
	int out;
	cr_assert_eq(spec_resolve_head(&s, "split1", &out), TASOC_OP_SPLIT);
	cr_assert_eq(out, 1);
	cr_assert_eq(spec_resolve_head(&s, "split2", &out), -1);
	cr_assert_eq(tasoc_op_lookup("no_such_op"), -1);
	spec_free(&s);
}

/* The host fields (onnx, cudnn, cost) reach C, with their defaults where a spec gives none. */
Test(spec, host_fields_reach_c)
{
	spec_set s;
	cr_assert_eq(spec_load_dir(&s, "spec"), 0, "%s", s.err);
	const spec_op *relu = &s.ops[spec_find(&s, "relu")], *hs = &s.ops[spec_find(&s, "hardswish")];
	const spec_op *rs = &s.ops[spec_find(&s, "reshape")], *bn = &s.ops[spec_find(&s, "batchnorm")];
	const spec_op *eye = &s.ops[spec_find(&s, "eye")], *op = &s.ops[spec_find(&s, "opaque")];
	cr_assert_eq(relu->host.nimport, 1);
	cr_assert_str_eq(relu->host.import[0].type, "Relu");
	cr_assert_str_eq(relu->host.import[0].hook, "unary");
	cr_assert_str_eq(relu->host.export_type, "Relu");
	cr_assert_str_eq(relu->host.export_hook, "plain"); /* op alone: a plain node */
	cr_assert_eq(relu->host.export_since, 1);
	cr_assert_str_eq(relu->host.cudnn_kind, "activation");
	cr_assert_str_eq(relu->host.cudnn_mode, "CUDNN_ACTIVATION_RELU");
	cr_assert_eq(hs->host.export_since, 14);
	cr_assert_eq(rs->host.nimport, 9); /* Reshape, Flatten, and seven that move extents of one */
	cr_assert(rs->host.free);
	cr_assert_eq(bn->host.ort_weights, 0x1eu); /* scale, bias, mean, var */
	cr_assert(bn->host.ort_cold);
	cr_assert_eq(bn->host.flops, 2);
	cr_assert_eq(op->host.key_words, 2);
	/* no fields: no ONNX form, a device copy, the attributes as the key, one flop per element */
	cr_assert_eq(eye->host.nimport, 0);
	cr_assert_null(eye->host.export_hook);
	cr_assert_null(eye->host.cudnn_kind);
	cr_assert_eq(eye->host.key_words, -1);
	cr_assert_eq(eye->host.flops, 1);
	/* and into the flags of the generated table */
	cr_assert_eq(TASOC_OPF_KEY_WORDS(tasoc_ops[TASOC_OP_OPAQUE].flags), 2u);
	cr_assert_eq(TASOC_OPF_KEY_WORDS(tasoc_ops[TASOC_OP_NHWC].flags), 1u);
	cr_assert_eq(TASOC_OPF_KEY_WORDS(tasoc_ops[TASOC_OP_RELU].flags), 0u);
	cr_assert_eq(TASOC_OPF_FLOPS(tasoc_ops[TASOC_OP_LAYERNORM].flags), 8u);
	cr_assert(tasoc_ops[TASOC_OP_SPLIT].flags & TASOC_OPF_FREE);
	cr_assert(!(tasoc_ops[TASOC_OP_CONCAT].flags & TASOC_OPF_FREE));
	spec_free(&s);
}

/* cmd_select.c: `tasoc rules select`: the rules of a file that a side's size and the merge criterion admit. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../generator/rule.h"
#include "../host/fileio.h"
#include "commands.h"

static void usage(FILE *f)
{
	fprintf(f,
		"usage: tasoc rules select FILE [--min-ops N] [--merges] [-o OUT] [--spec DIR]\n"
		"Writes the rules of FILE (rule text format, candidates or verified) that pass every\n"
		"criterion given, in FILE's order, to OUT (atomically) or stdout, after a comment\n"
		"naming the selection and FILE's own header comments.\n\n"
		"  --min-ops N   a side has a root of N operators or more (counted as a tree)\n"
		"  --merges      the right side has fewer contractions (spec property contraction:\n"
		"                matmul, conv2d, groupconv2d) than the left, an operator node that\n"
		"                several roots share counted once; and the left roots of a\n"
		"                multi-output rule all read one variable directly (operators on a\n"
		"                shared input: the search finds the other root among that input's\n"
		"                readers rather than among all nodes)\n"
		"`make rules4` selects the committed four-operator candidates this way\n"
		"(docs/rules.md, \"Four operators\"). Specs are read from --spec (default: spec/).\n");
}

/* Distinct operator subterms of t, added to seen (equal ones once: a rewrite builds one node for them). */
static int distinct_ops(const term *t, const term **seen, int n, int cap)
{
	if (t->kind != TERM_OP)
		return n;
	for (int i = 0; i < n; i++)
		if (term_equal(seen[i], t))
			return n;
	if (n < cap)
		seen[n++] = t;
	for (int i = 0; i < t->nargs; i++)
		n = distinct_ops(t->args[i], seen, n, cap);
	return n;
}

/* Contractions among a side's distinct operator nodes. */
static int side_contractions(const spec_set *s, term *const *roots, int nroots)
{
	const term *seen[64];
	int n = 0, c = 0;
	for (int r = 0; r < nroots; r++)
		n = distinct_ops(roots[r], seen, n, 64);
	for (int i = 0; i < n; i++)
		c += s->ops[seen[i]->op].contraction;
	return c;
}

static bool reads_var(const term *t, const char *name)
{
	for (int j = 0; t->kind == TERM_OP && j < t->nargs; j++) {
		const term *a = t->args[j];
		if (a->kind == TERM_VAR && !a->is_attr && strcmp(a->name, name) == 0)
			return true;
	}
	return false;
}

/* Whether every root reads one tensor variable directly. */
static bool roots_share_input(term *const *roots, int nroots)
{
	const term *r0 = roots[0];
	for (int i = 0; r0->kind == TERM_OP && i < r0->nargs; i++) {
		const term *v = r0->args[i];
		if (v->kind != TERM_VAR || v->is_attr)
			continue;
		bool all = true;
		for (int r = 1; r < nroots && all; r++)
			all = reads_var(roots[r], v->name);
		if (all)
			return true;
	}
	return false;
}

static bool selected(const spec_set *s, const rule *r, int min_ops, bool merges)
{
	int size = 0;
	for (int k = 0; k < r->nroots; k++) {
		int a = term_size(r->lhs[k]), b = term_size(r->rhs[k]);
		size = a > size ? a : size;
		size = b > size ? b : size;
	}
	if (size < min_ops)
		return false;
	if (!merges)
		return true;
	if (side_contractions(s, r->rhs, r->nroots) >= side_contractions(s, r->lhs, r->nroots))
		return false;
	return r->nroots == 1 || roots_share_input(r->lhs, r->nroots);
}

int cmd_rules_select(int argc, char **argv)
{
	if (tool_wants_help(argc, argv)) {
		usage(stdout);
		return EXIT_OK;
	}
	const char *in = NULL, *out = NULL, *specdir = "spec";
	int min_ops = 0;
	bool merges = false;
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "-o") == 0 && i + 1 < argc) {
			out = argv[++i];
		} else if (strcmp(argv[i], "--spec") == 0 && i + 1 < argc) {
			specdir = argv[++i];
		} else if (strcmp(argv[i], "--min-ops") == 0 && i + 1 < argc) {
			char *end;
			errno = 0;
			long v = strtol(argv[++i], &end, 10);
			if (errno || end == argv[i] || *end || v < 1 || v > 1000) {
				fprintf(stderr, "tasoc rules select: --min-ops wants a positive number, got '%s'\n",
					argv[i]);
				return EXIT_USAGE;
			}
			min_ops = (int)v;
		} else if (strcmp(argv[i], "--merges") == 0) {
			merges = true;
		} else if (argv[i][0] != '-' && !in) {
			in = argv[i];
		} else {
			if (!tool_missing_value("tasoc rules select", argc, argv, i, "-o --spec --min-ops"))
				fprintf(stderr, "tasoc rules select: unexpected argument '%s'\n", argv[i]);
			usage(stderr);
			return EXIT_USAGE;
		}
	}
	if (!in) {
		usage(stderr);
		return EXIT_USAGE;
	}
	spec_set s;
	if (spec_load_dir(&s, specdir) != 0) {
		fprintf(stderr, "tasoc rules select: %s\n", s.err);
		spec_free(&s);
		return EXIT_FAIL;
	}
	size_t len = 0;
	char *text = tasoc_read_file(in, &len);
	rule_set rs;
	char err[1024];
	memset(&rs, 0, sizeof rs);
	if (!text) {
		fprintf(stderr, "tasoc rules select: cannot read %s: %s\n", in, strerror(errno));
		spec_free(&s);
		return EXIT_FAIL;
	}
	if (rule_file_parse(&s, text, in, &rs, err, sizeof err) != 0) {
		fprintf(stderr, "tasoc rules select: %s\n", err);
		free(text);
		spec_free(&s);
		return EXIT_FAIL;
	}
	long long n[2] = { 0, 0 };
	for (int i = 0; i < rs.n; i++)
		if (selected(&s, &rs.rules[i], min_ops, merges))
			n[rs.rules[i].nroots > 1]++;
	gen_buf b;
	gen_buf_init(&b);
	gen_buf_puts(&b, "# `tasoc rules select");
	if (min_ops)
		gen_buf_printf(&b, " --min-ops %d", min_ops);
	if (merges)
		gen_buf_puts(&b, " --merges");
	gen_buf_printf(&b, "`: %lld single-output and %lld multi-output of the %d rules of a file headed:\n", n[0],
		       n[1], rs.n);
	/* the input's header: its comment lines before the first rule */
	for (const char *p = text; *p == '#';) {
		const char *e = strchr(p, '\n');
		const char *body = p + 1 + (p[1] == ' ');
		size_t l = e ? (size_t)(e - body) : strlen(body);
		gen_buf_printf(&b, "#   %.*s\n", (int)l, body);
		if (!e)
			break;
		p = e + 1;
	}
	for (int i = 0; i < rs.n; i++)
		if (selected(&s, &rs.rules[i], min_ops, merges)) {
			rule_print(&s, &rs.rules[i], &b);
			gen_buf_puts(&b, "\n");
		}
	int rc = EXIT_OK;
	if (b.oom) {
		fprintf(stderr, "tasoc rules select: out of memory\n");
		rc = EXIT_FAIL;
	} else if (out) {
		if (tasoc_write_atomic(out, b.s, b.len) != 0) {
			fprintf(stderr, "tasoc rules select: cannot write %s: %s\n", out, strerror(errno));
			rc = EXIT_FAIL;
		}
	} else if (fwrite(b.s, 1, b.len, stdout) != b.len || fflush(stdout) != 0) {
		rc = EXIT_FAIL;
	}
	if (rc == EXIT_OK)
		fprintf(stderr, "tasoc rules select: %lld single-output and %lld multi-output of %d rules\n", n[0], n[1],
			rs.n);
	gen_buf_free(&b);
	rule_set_free(&rs);
	free(text);
	spec_free(&s);
	return rc;
}

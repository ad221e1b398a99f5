/* cmd_prune.c: `tasoc rules prune`: drops the proved rules that one or two smaller proved rules already yield. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../generator/derive.h"
#include "../host/fileio.h"
#include "commands.h"

static void usage(FILE *f)
{
	fprintf(f, "usage: tasoc rules prune RULES... -o OUT.rules [--list FILE] [--spec DIR]\n"
		   "Reads verified rule files (the verifier's output) and writes the last one to OUT.rules\n"
		   "with each proved single-output rule that smaller proved rules already yield turned\n"
		   "into a comment: rewriting its left side with one or two of them, left to right, gives\n"
		   "its right side. Smaller means fewer operators on both sides together; the rules of\n"
		   "every file may serve as steps, those of the last one only when kept, and only the\n"
		   "last file's rules are pruned (the first ones are the hand-named seed rules, which\n"
		   "tests and docs name). --list writes the pruned rules, sorted by name, each with the\n"
		   "rules that yield it: the record that `make rules` keeps in generated/derivable.txt.\n"
		   "Specs are read from --spec (default: spec/).\n");
}

typedef struct entry {
	const rule *r;
	int size, file, index; /* index: position in its file, for a stable order */
	int kept;
	const rule *via[2];
} entry;

static int by_size(const void *a, const void *b)
{
	const entry *x = a, *y = b;
	if (x->size != y->size)
		return x->size - y->size;
	if (x->file != y->file)
		return x->file - y->file;
	return x->index - y->index;
}

static int by_name(const void *a, const void *b)
{
	const entry *const *x = a, *const *y = b;
	return strcmp((*x)->r->name, (*y)->r->name);
}

static int proved(const rule *r)
{
	return r->status && strcmp(r->status, "proved") == 0;
}

/* Decides e[i].kept for every entry, smallest rules first. Returns the number pruned, -1 when out of memory. */
static int prune(const spec_set *s, entry *e, int n, int last)
{
	const rule **steps = malloc(((size_t)n + 1) * sizeof *steps);
	if (!steps)
		return -1;
	int nsteps = 0, pruned = 0;
	for (int i = 0; i < n;) {
		/* Rules of one size are decided against the smaller ones only, then join the steps. */
		int j = i;
		while (j < n && e[j].size == e[i].size)
			j++;
		for (int k = i; k < j; k++) {
			int via[2];
			e[k].kept = 1;
			if (e[k].file == last && proved(e[k].r) && gen_derivable(s, e[k].r, steps, nsteps, via)) {
				e[k].kept = 0;
				e[k].via[0] = steps[via[0]];
				e[k].via[1] = via[1] >= 0 ? steps[via[1]] : NULL;
				pruned++;
			}
		}
		for (int k = i; k < j; k++)
			if (e[k].kept && proved(e[k].r) && e[k].r->nroots == 1)
				steps[nsteps++] = e[k].r;
		i = j;
	}
	free(steps);
	return pruned;
}

static void print_via(const entry *e, gen_buf *b)
{
	gen_buf_printf(b, "derivable: %s", e->via[0]->name);
	if (e->via[1])
		gen_buf_printf(b, " then %s", e->via[1]->name);
}

int cmd_rules_prune(int argc, char **argv)
{
	const char *in[16], *out = NULL, *list = NULL, *specdir = "spec";
	int nin = 0;
	if (tool_wants_help(argc, argv)) {
		usage(stdout);
		return EXIT_OK;
	}
	for (int i = 1; i < argc; i++) {
		if ((strcmp(argv[i], "-o") == 0 || strcmp(argv[i], "--list") == 0 || strcmp(argv[i], "--spec") == 0) &&
		    i + 1 < argc) {
			const char **to = argv[i][1] == 'o' ? &out : argv[i][2] == 'l' ? &list : &specdir;
			*to = argv[++i];
		} else if (argv[i][0] != '-' && nin < 16) {
			in[nin++] = argv[i];
		} else {
			if (!tool_missing_value("tasoc rules prune", argc, argv, i, "-o --list --spec"))
				fprintf(stderr, "tasoc rules prune: unexpected argument '%s'\n", argv[i]);
			usage(stderr);
			return EXIT_USAGE;
		}
	}
	if (!nin || !out) {
		usage(stderr);
		return EXIT_USAGE;
	}
	spec_set s;
	if (spec_load_dir(&s, specdir) != 0) {
		fprintf(stderr, "tasoc rules prune: %s\n", s.err);
		spec_free(&s);
		return EXIT_FAIL;
	}
	rule_set rs[16];
	char err[1024];
	int rc = EXIT_FAIL, nread = 0, n = 0, total = 0;
	entry *e = NULL;
	const entry **gone = NULL;
	gen_buf o, l;
	gen_buf_init(&o);
	gen_buf_init(&l);
	for (; nread < nin; nread++)
		if (rule_file_read(&s, in[nread], &rs[nread], err, sizeof err) != 0) {
			fprintf(stderr, "tasoc rules prune: %s\n", err);
			goto done;
		}
	for (int f = 0; f < nin; f++)
		total += rs[f].n;
	e = calloc((size_t)total + 1, sizeof *e);
	gone = calloc((size_t)total + 1, sizeof *gone);
	if (!e || !gone)
		goto oom;
	for (int f = 0; f < nin; f++)
		for (int i = 0; i < rs[f].n; i++)
			e[n++] = (entry){ &rs[f].rules[i], gen_rule_size(&rs[f].rules[i]), f, i, 1, { NULL, NULL } };
	qsort(e, (size_t)n, sizeof *e, by_size);
	int pruned = prune(&s, e, n, nin - 1);
	if (pruned < 0)
		goto oom;
	/* OUT: the last file in its own order, each pruned rule a comment that says what yields it. */
	const rule *last = rs[nin - 1].rules;
	gen_buf_printf(&o, "# %s, pruned by tasoc rules prune: %d rules that smaller proved rules yield are comments\n",
		       in[nin - 1], pruned);
	for (int i = 0, ng = 0; i < rs[nin - 1].n; i++) {
		const entry *x = NULL;
		for (int k = 0; k < n && !x; k++)
			if (e[k].r == &last[i])
				x = &e[k];
		if (!x->kept) {
			gen_buf_puts(&o, "# ");
			print_via(x, &o);
			gen_buf_puts(&o, ": ");
			gone[ng++] = x;
		}
		rule_print(&s, &last[i], &o);
		gen_buf_puts(&o, "\n");
	}
	qsort(gone, (size_t)pruned, sizeof *gone, by_name);
	gen_buf_puts(&l, "# Proved rules left out of the table because one or two smaller rules of it yield them\n"
			 "# (rewriting the left side left to right gives the right side): tasoc rules prune,\n"
			 "# run by make rules. One per line: NAME  LHS  =>  RHS  ; derivable: RULE then RULE\n");
	for (int i = 0; i < pruned; i++) {
		gen_buf_printf(&l, "%s  ", gone[i]->r->name);
		rule_print_body(&s, gone[i]->r, &l);
		gen_buf_puts(&l, "  ; ");
		print_via(gone[i], &l);
		gen_buf_puts(&l, "\n");
	}
	if (!o.s || !l.s)
		goto oom;
	if (tasoc_write_atomic(out, o.s, o.len) != 0) {
		fprintf(stderr, "tasoc rules prune: cannot write %s: %s\n", out, strerror(errno));
		goto done;
	}
	if (list && tasoc_write_atomic(list, l.s, l.len) != 0) {
		fprintf(stderr, "tasoc rules prune: cannot write %s: %s\n", list, strerror(errno));
		goto done;
	}
	fprintf(stderr, "tasoc rules prune: %d of %d rules of %s left out: smaller proved rules yield them%s%s%s\n",
		pruned, rs[nin - 1].n, in[nin - 1], list ? " (listed in " : "", list ? list : "", list ? ")" : "");
	rc = EXIT_OK;
	goto done;
oom:
	fprintf(stderr, "tasoc rules prune: out of memory\n");
done:
	for (int i = 0; i < nread; i++)
		rule_set_free(&rs[i]);
	free(e);
	free(gone);
	gen_buf_free(&o);
	gen_buf_free(&l);
	spec_free(&s);
	return rc;
}

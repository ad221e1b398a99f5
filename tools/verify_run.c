/* verify_run.c: one set of rules proved with Z3, then checked on the reference kernels. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../generator/check_axioms.h"
#include "verify_run.h"

/*
 * Runs every rule with the given status on the reference kernels
 * (check_axioms.c) and marks those that differ refuted. Returns how many,
 * or -1.
 *
 * "proved": the axioms hold for well-shaped instances, but Z3 knows no
 * shapes, so a proof may pass through ill-shaped terms: conv2d of
 * (concat 1 x y) with (concat 1 z w) equals the same with both concats
 * swapped when it splits into conv2d x z + conv2d y w, which is false when
 * x and z differ in channels. When loud, the axioms of the proof and the
 * counterexample go to stderr.
 *
 * "unknown": a float32 counterexample shows a rule Z3 could not prove
 * false (a candidate that held only for the generator's few shapes, or
 * relu dropped after a max pooling of mostly positive values), so it is
 * refuted rather than unknown. Only float32: mod p models sigmoid and the
 * like by random functions, and an unknown rule need not follow from
 * axioms that hold for those. One that passes stays unknown.
 */
static int refute_concretely(const spec_set *s, rule_set *rs, const char *status, const char *file, int jobs,
			     int loud, char *err, size_t errsize)
{
	/*
	 * Fewer and smaller instances than for an axiom, as there are hundreds
	 * of rules: 100 per rule with extents up to 4 caught the shape-free
	 * proof of tests/rules/unsound on 8 seeds of 8 (40 caught it on 5).
	 */
	gen_axcheck_opts o = GEN_AXCHECK_DEFAULTS;
	o.want = 100;
	o.trials = 16000;
	o.max_extent = 4;
	o.jobs = jobs;
	o.float_only = strcmp(status, "unknown") == 0;
	rule_set sub = { 0 };
	int *idx = calloc((size_t)rs->n + 1, sizeof *idx);
	char *bad = calloc((size_t)rs->n + 1, 1);
	sub.rules = calloc((size_t)rs->n + 1, sizeof *sub.rules);
	gen_buf rep;
	int untested, n = -1;
	gen_buf_init(&rep);
	if (!idx || !bad || !sub.rules) {
		snprintf(err, errsize, "out of memory");
		goto out;
	}
	for (int i = 0; i < rs->n; i++)
		if (rs->rules[i].status && strcmp(rs->rules[i].status, status) == 0) {
			idx[sub.n] = i;
			sub.rules[sub.n++] = rs->rules[i]; /* shallow: terms stay owned by rs */
		}
	if (sub.n == 0) {
		n = 0;
		goto out;
	}
	n = gen_check_rules(s, &sub, file, &o, &rep, &untested, bad, err, errsize);
	for (int k = 0; n > 0 && k < sub.n; k++) {
		if (!bad[k])
			continue;
		rule *r = &rs->rules[idx[k]];
		if (loud && r->naxioms) {
			fprintf(stderr, "%s:%d: %s: proved from", file, r->line, r->name);
			for (int a = 0; a < r->naxioms; a++)
				fprintf(stderr, "%s %s", a ? "," : "", r->axioms[a]);
			fprintf(stderr, " but refuted by the kernels\n");
		} else if (loud) {
			fprintf(stderr, "%s:%d: %s: %s, and refuted by the kernels\n", file, r->line, r->name,
				strcmp(status, "proved") == 0 ? "proved" : "not proved");
		}
		for (int a = 0; a < r->naxioms; a++)
			free(r->axioms[a]);
		r->naxioms = 0;
		free(r->status);
		r->status = strdup("refuted");
		if (!r->status) {
			snprintf(err, errsize, "out of memory");
			n = -1;
			goto out;
		}
	}
	for (char *line = rep.s; loud && n > 0 && line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL)
		if (strncmp(line, "FAIL ", 5) == 0)
			fprintf(stderr, "  %.*s\n", (int)strcspn(line, "\n"), line);
out:
	gen_buf_free(&rep);
	free(sub.rules);
	free(idx);
	free(bad);
	return n;
}

int tool_verify_set(const spec_set *s, const gen_axioms *ax, rule_set *rs, const gen_verify_opts *o, int concrete,
		    int loud, const char *file, int *by_kernels, char *err, size_t errsize)
{
	*by_kernels = 0;
	if (gen_verify_rules(s, ax, rs, o, err, errsize) < 0)
		return -1;
	if (!concrete)
		return 0;
	int r = refute_concretely(s, rs, "proved", file, o->jobs, loud, err, errsize), u = 0;
	if (r >= 0)
		u = refute_concretely(s, rs, "unknown", file, o->jobs, loud, err, errsize);
	if (r < 0 || u < 0)
		return -1;
	*by_kernels = r + u;
	return 0;
}

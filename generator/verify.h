/* verify.h: prove rewrite rules from the specs' axioms with Z3. */
#ifndef GEN_VERIFY_H
#define GEN_VERIFY_H

#include <stdbool.h>

#include "rule.h"

typedef struct gen_verify_opts {
	unsigned rlimit;  /* Z3 resource limit per rule; 0 for the default */
	int jobs;         /* worker threads, each with its own Z3 context */
	bool mbqi;        /* model-based quantifier instantiation (slow on unproved rules) */
	double *seconds;  /* when set: wall time of each rule's check (for make bench only) */
} gen_verify_opts;

#define GEN_VERIFY_RLIMIT 20000u

/*
 * The specs' axioms, parsed, in spec order (operators by name, then as
 * written). 0, or -1 with err naming the file and axiom.
 */
typedef struct gen_axioms {
	int n;
	axiom *ax;
	const char **file;  /* the spec file each came from */
} gen_axioms;

int gen_axioms_load(const spec_set *s, gen_axioms *a, char *err, size_t errsize);
void gen_axioms_free(gen_axioms *a);

/*
 * Decides every rule in rs and records the answer in its status ("proved",
 * "refuted", "unknown") and, when proved, axioms (the unsat core, in spec
 * order). A rule is proved when the axioms and "some root of the left side
 * differs from the same root of the right side" are unsatisfiable. Rules
 * are dealt round-robin to the workers, so the answers depend only on the
 * input and the options, never on timing or on the other rules (each is
 * decided in a Z3 context of its own). Returns the number proved, or -1
 * with err set (Z3 failure, or axioms that prove two fresh tensors equal).
 */
int gen_verify_rules(const spec_set *s, const gen_axioms *a, rule_set *rs,
		     const gen_verify_opts *o, char *err, size_t errsize);

#endif

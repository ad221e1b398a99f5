/* check_axioms.h: test the specs' axioms on concrete tensors with the reference kernels. */
#ifndef GEN_CHECK_AXIOMS_H
#define GEN_CHECK_AXIOMS_H

#include <stdbool.h>
#include <stdint.h>

#include "buf.h"
#include "rule.h"
#include "verify.h"

typedef struct gen_axcheck_opts {
	uint64_t seed;     /* the checks are deterministic for a seed */
	int want;          /* instantiations to evaluate per axiom */
	int trials;        /* random attempts per axiom to find them */
	int max_extent;    /* extents are drawn from 1..max_extent */
	int jobs;          /* threads for gen_check_rules */
	/*
	 * Compare in float32 only. Mod p is exact but models sigmoid, tanh,
	 * gelu, relu6, hardswish and hardsigmoid by random functions and wraps
	 * sums around relu's sign, so it can differ on an identity true of real numbers:
	 * only float32 shows a rule that is not an axiom's consequence false.
	 */
	bool float_only;
} gen_axcheck_opts;

#define GEN_AXCHECK_DEFAULTS { 0x7a50c5eedull, 250, 40000, 6, 2, false }

/*
 * A wrong axiom makes the verifier unsound, so each one is tested against
 * the kernels the optimizer runs: its variables get random shapes and
 * attribute values, an instantiation counts when shape inference accepts
 * both sides and gives them one shape (the condition under which a rewrite
 * is applied), and both sides are evaluated in float32 (relative tolerance)
 * and exactly mod p. An axiom that differs anywhere, or for which no
 * instantiation is found (so it is untested), fails.
 *
 * Writes one line per axiom to report ("ok NAME: N instantiations" or
 * "FAIL NAME (FILE): why, with the counterexample"). Returns the number of
 * failed axioms, or -1 with err set when the check itself cannot run.
 */
int gen_check_axioms(const spec_set *s, const gen_axioms *a, const gen_axcheck_opts *o,
		     gen_buf *report, char *err, size_t errsize);

/*
 * The same test for rules (each output pair of a rule an equation): the
 * concrete counterpart of the verifier, to confirm that proved rules hold on
 * the kernels. A rule with no instantiation is reported "untested" and
 * counted in *untested, not as a failure. bad (when set) receives a flag
 * per rule: 1 when it differs. Returns the number of rules that differ, or
 * -1 with err set.
 */
int gen_check_rules(const spec_set *s, const rule_set *rs, const char *file, const gen_axcheck_opts *o,
		    gen_buf *report, int *untested, char *bad, char *err, size_t errsize);

#endif

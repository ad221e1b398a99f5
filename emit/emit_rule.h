/* emit_rule.h: proved rules to C: one match and one apply function each, a rule table and a manifest. */
#ifndef EMIT_RULE_H
#define EMIT_RULE_H

#include <stdio.h>

#include "../generator/rule.h"
#include "emit_ops.h"

/* The first line of generated/rules.txt: a comment, so the manifest reads back as a rule file. */
#define EMIT_HEADER_TXT "# Code generated from spec/ by `make rules`; DO NOT EDIT.\n"

/*
 * Checks that r can be emitted: it fits the fixed limits of tasoc_match,
 * every variable of the right side is bound on the left, it does not
 * rewrite a term to itself, its roots can be told apart, and every derived
 * attribute of the right side can be computed. false with err naming the
 * problem (the caller adds file, line and rule name).
 */
bool emit_rule_check(const spec_set *s, const rule *r, char *err, size_t errsize);

/* Writes match_NAME, the matcher, lhs_NAME, the left side as data, and rhs_NAME and roots_NAME, the right side, of a checked rule. */
void emit_rule(const spec_set *s, const rule *r, gen_buf *c);

/*
 * Whether lhs_NAME is written: the left side as data (pre-order pattern
 * nodes) for the e-graph's matcher; false when a node does not fit a
 * tasoc_rw_node (more inputs or attributes, a value outside int8_t).
 */
bool emit_rule_has_lhs(const spec_set *s, const rule *r);

/* Operator nodes the right side builds, each distinct subterm once. */
int emit_rule_ndst(const rule *r);
/* Tensor and attribute variables of the left side. */
int emit_rule_nvars(const rule *r);
int emit_rule_navars(const rule *r);
/* Bit j set: the left side reads output 1 of its j-th operator node (pre-order), as tasoc_rule.out1. */
unsigned emit_rule_out1(const spec_set *s, const rule *r);

/* What emit_rules did with the rules it was given. */
typedef struct emit_counts {
	int emitted;
	int unproved;   /* status not "proved": unknown, refuted, or never verified */
	int duplicates; /* copies of an earlier file's rule */
} emit_counts;

/*
 * The whole of rules.c (c) and rules.txt (txt) for the rules whose status
 * is "proved" in the nsets rule sets (read from files[i]), sorted by name.
 * Other rules are skipped and counted in n; with log, one line each says
 * why (a few hundred unproved candidates are the normal case, so the
 * caller prints them only when asked). A rule that duplicates another one,
 * up to renaming of variables and order of commutative operands, is an
 * error within one set; across sets the earlier set wins (hand-named rules
 * before generated ones) and the later copy is skipped and counted. Fails
 * with "FILE:LINE: NAME: what" on a rule that cannot be emitted, a
 * duplicate or two rules of one name.
 */
bool emit_rules(const spec_set *s, const rule_set *sets, const char *const *files, int nsets, gen_buf *c,
		gen_buf *txt, emit_counts *n, FILE *log, char *err, size_t errsize);

#endif

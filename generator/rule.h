/* rule.h: rewrite rules and the rule text format shared by generate, verify and emit. */
#ifndef GEN_RULE_H
#define GEN_RULE_H

#include "term.h"

/*
 * One rule per line:
 *
 *   NAME  LHS  =>  RHS  [; STATUS[: AXIOM, AXIOM...]]
 *
 *   matmul_assoc  (matmul ?x (matmul ?y ?z))  =>  (matmul (matmul ?x ?y) ?z)  ; proved: matmul_assoc
 *
 * LHS and RHS are terms (see term.h) with variables written ?name (a root
 * of RHS may be a bare variable: (transpose (transpose ?x)) => ?x), or for
 * rules with several outputs, bracketed lists of terms with one entry per
 * output: [(a ...) (b ...)] => [(c ...) (d ...)]. Lines starting with # and
 * blank lines are ignored. STATUS is what the verifier decided (proved,
 * refuted, unknown) and AXIOM the axioms its proof used.
 */
typedef struct rule {
	char *name;
	int nroots;             /* outputs on each side */
	term **lhs, **rhs;
	char *status;           /* NULL when the line has no annotation */
	int naxioms;
	char **axioms;
	int line;               /* where it was read, 0 when made in memory */
} rule;

typedef struct rule_set {
	int n, cap;
	rule *rules;
} rule_set;

/*
 * Parses a rule file. Checks each rule against the specs: operators and
 * arities, variables bound on the left, one use per variable kind, equal
 * root counts, unique names. Errors read "FILE:LINE: NAME: what".
 */
int rule_file_parse(const spec_set *s, const char *text, const char *file, rule_set *out,
		    char *err, size_t errsize);
int rule_file_read(const spec_set *s, const char *path, rule_set *out, char *err, size_t errsize);

/* Writes one rule line (with its annotation when status is set), no newline. */
void rule_print(const spec_set *s, const rule *r, gen_buf *b);
/* Writes just "LHS  =>  RHS". */
void rule_print_body(const spec_set *s, const rule *r, gen_buf *b);

/* Takes ownership of the terms; copies name. Returns 0 or -1 (out of memory). */
int rule_set_add(rule_set *rs, const char *name, int nroots, term **lhs, term **rhs);
void rule_free(rule *r);
void rule_set_free(rule_set *rs);

#endif

/* term.h: operator terms, the common form of axioms, rules and patterns. */
#ifndef GEN_TERM_H
#define GEN_TERM_H

#include <stdbool.h>
#include <stdint.h>

#include "buf.h"
#include "sexp.h"
#include "spec.h"

/*
 * A term is an operator applied to its rule attributes (in spec order, derived
 * attributes left out) and then its tensor inputs; a leaf is a variable or
 * an integer attribute value. Attribute positions hold integers (enum names
 * are resolved to their value) or integer variables; input positions hold
 * terms or tensor variables. A variable must not be used both ways.
 */
typedef enum term_kind { TERM_OP, TERM_VAR, TERM_INT } term_kind;

typedef struct term {
	term_kind kind;
	int op, out;            /* OP: operator index and which output */
	int nargs;
	struct term **args;     /* OP: spec_rule_attrs(op) attributes, then inputs */
	char *name;             /* VAR, without the '?' of rule files */
	bool is_attr;           /* VAR or INT in an attribute position */
	int32_t value;          /* INT */
} term;

/*
 * Builds a term from an s-expression. Variables are the atoms in bound
 * (axioms: the forall list), or, with rule_vars, atoms written ?name.
 * Errors name the line and column and what is wrong. spec_op index aware.
 */
term *term_from_sexp(const spec_set *s, const sexp *e, int nbound, char *const *bound,
		     bool rule_vars, char *err, size_t errsize);
void term_free(term *t);
term *term_copy(const term *t);
bool term_equal(const term *a, const term *b);
/* Writes the term in rule syntax: variables as ?name when rule_vars. */
void term_print(const spec_set *s, const term *t, bool rule_vars, gen_buf *b);
/* Number of operator nodes. */
int term_size(const term *t);

/*
 * Checks that every variable is used only as a tensor or only as an
 * attribute across the given terms. Returns false with err set otherwise.
 */
bool term_check_vars(term *const *ts, int n, char *err, size_t errsize);

/* An axiom (forall (vars) (= lhs rhs)) parsed and checked against the specs. */
#define AXIOM_MAX_PATTERNS 4

typedef struct axiom {
	char *name;
	int nvars;
	char **vars;
	term *lhs, *rhs;
	int npatterns;  /* extra triggers for the prover (":pattern t", repeatable) */
	term *patterns[AXIOM_MAX_PATTERNS];
} axiom;

bool axiom_parse(const spec_set *s, const char *name, const char *text, axiom *ax,
		 char *err, size_t errsize);
void axiom_free(axiom *ax);

#endif

/* z3_encode.h: operators, axioms and rule terms as Z3 formulas (the verifier's encoding). */
#ifndef GEN_Z3_ENCODE_H
#define GEN_Z3_ENCODE_H

#include <z3.h>

#include "term.h"

/*
 * The encoding (docs/verifier.md): tensors are one uninterpreted sort T,
 * attributes are Int, and each output of each operator is an uninterpreted
 * function from its rule attributes (spec order, derived ones left out) and
 * then its tensor inputs to T: (conv2d Int Int Int Int T T) T, and for a
 * multi-output operator one function per output, split0 and split1. Axioms
 * are universally quantified equations over those functions; a rule's
 * variables become fresh constants. Nothing here knows about shapes.
 *
 * One gen_z3 owns one Z3 context, so each worker thread makes its own.
 */
typedef struct gen_z3 {
	Z3_context ctx;
	const spec_set *spec;
	Z3_sort tensor, integer;
	int *first;          /* fn index of output 0 of op k */
	Z3_func_decl *fn;
} gen_z3;

/* A name-to-constant map for the variables of one formula. */
typedef struct gen_z3_vars {
	int n, cap;
	const char **names;  /* borrowed from the terms */
	Z3_ast *asts;
} gen_z3_vars;

/* Creates the context and one function per operator output. 0, or -1 with err. */
int gen_z3_init(gen_z3 *z, const spec_set *s, char *err, size_t errsize);
void gen_z3_free(gen_z3 *z);

/*
 * Adds every variable of t to v that is not there yet, as a fresh constant
 * (Int in attribute positions, T otherwise). 0, or -1 when out of memory.
 */
int gen_z3_bind_fresh(gen_z3 *z, gen_z3_vars *v, const term *t);
void gen_z3_vars_free(gen_z3_vars *v);

/* The term over the variables in v (every variable of t must be bound). */
Z3_ast gen_z3_term(gen_z3 *z, const gen_z3_vars *v, const term *t);

/*
 * acc (or true when NULL) and, for each variable of t in the position of an
 * enum attribute, 0 <= v < the number of values: an enum attribute takes
 * only its spec's values in any graph, so a rule may case-split on it.
 * Integer attributes stay unconstrained: a graph may hold any value.
 */
Z3_ast gen_z3_enum_domains(gen_z3 *z, const gen_z3_vars *v, const term *t, Z3_ast acc);

/* (forall (vars) (= lhs rhs)) as a closed Z3 formula; NULL when out of memory. */
Z3_ast gen_z3_axiom(gen_z3 *z, const axiom *ax);

#endif

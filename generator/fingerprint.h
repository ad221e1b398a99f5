/* fingerprint.h: exact evaluation of candidate expressions mod p, and their prints. */
#ifndef GEN_FINGERPRINT_H
#define GEN_FINGERPRINT_H

#include <stdbool.h>
#include <stdint.h>

#include "../core/kernel.h"
#include "spec.h"
#include "term.h"

/*
 * The generator evaluates expressions with the reference kernels in mod p
 * mode (core/modp.h) on pseudo-random residues drawn from a fixed seed,
 * so prints are reproducible run to run. Several input sets are drawn from
 * different seeds: set 0 drives enumeration, the others confirm every
 * candidate, so a coincidence on set 0 cannot become a candidate by itself.
 * Odd sets use larger shapes. More than one confirming set, because relu
 * of a one-element tensor is a coin toss: its sign must agree on them all.
 */
#define GEN_NSETS 6

/* splitmix64: the one pseudo-random generator of the generator. */
uint64_t gen_rand_next(uint64_t *state);
/* n uniform residues mod p from seed. */
void gen_fill_random(uint64_t *v, int64_t n, uint64_t seed);

/* Hash of a tensor: its shape and its residues, position by position. */
uint64_t gen_hash_tensor(const tasoc_shape *shape, const uint64_t *v);
/* Mixes a value into a hash (order matters). */
uint64_t gen_hash_mix(uint64_t h, uint64_t v);

/*
 * Maps the spec's operators to the runtime's compiled table (shape
 * functions and kernels) by name. top[i] is the tasoc_op of spec op i, or
 * -1 when this build has no kernel for it.
 */
typedef struct gen_optab {
	const spec_set *s;
	int *top;
} gen_optab;

int gen_optab_init(gen_optab *t, const spec_set *s, char *err, size_t errsize);
void gen_optab_free(gen_optab *t);

/*
 * One operator on given inputs: shape inference, then (when out is not NULL)
 * the kernel. attr holds all of the op's attributes in spec order. Returns
 * 0, or -1 when the shapes are rejected or the kernel fails.
 */
int gen_apply_shape(const gen_optab *t, int op, const int32_t *attr, const tasoc_shape *in,
		    tasoc_shape *out);
int gen_apply(const gen_optab *t, int op, const int32_t *attr, const tasoc_shape *in,
	      const uint64_t *const *vals, const tasoc_shape *out, uint64_t *res);

/*
 * Values for the tensor variables of terms: name, and per input set a shape
 * and residues. Names are borrowed. The sets differ in shapes too (same
 * structure, other extents), so an identity that holds only for set 0's
 * tiny tensors (a 1-pixel image, an even width) fails on set 1.
 */
typedef struct gen_env {
	int n, cap;
	const char **names;
	tasoc_shape *shapes[GEN_NSETS];
	uint64_t **vals[GEN_NSETS];
	const bool *weight;   /* optional: which of the first variables are weights */
	int nweight;
} gen_env;

/* Adds a variable with random values (seeds derived from seed and the set). */
int gen_env_add(gen_env *e, const char *name, const tasoc_shape *shapes, uint64_t seed);
/* Removes the last variable. */
void gen_env_pop(gen_env *e);
int gen_env_find(const gen_env *e, const char *name);
void gen_env_free(gen_env *e);

/*
 * Evaluates a term (single output, no derived attributes) on input set
 * `set`. On success *vals is a malloc'd array of numel(*shape) residues.
 * Returns -1 when a variable is unbound, shapes are rejected, or an
 * attribute is a variable.
 */
int gen_eval_term(const gen_optab *t, const term *x, const gen_env *e, int set,
		  tasoc_shape *shape, uint64_t **vals);

/* True when a and b evaluate to the same tensor on every input set. */
bool gen_terms_agree(const gen_optab *t, const term *a, const term *b, const gen_env *e);

#endif

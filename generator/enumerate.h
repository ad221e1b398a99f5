/* enumerate.h: bottom-up enumeration of expressions, one representative per class. */
#ifndef GEN_ENUMERATE_H
#define GEN_ENUMERATE_H

#include <stdbool.h>
#include <stdint.h>

#include "fingerprint.h"

#define GEN_MAX_IN 4

/*
 * An expression is an operator applied to earlier expressions (ids into the
 * enumerator's table) or, for op == -1, input variable number in[0]. Every
 * expression in the table is the representative of its class: the first
 * expression enumerated with its print. Sizes count operators, as a tree.
 * Kept small (64 bytes): at 4 operators the table holds millions.
 */
typedef struct gen_expr {
	int16_t op;                     /* spec op index, -1 for a variable */
	uint8_t nin, size;
	uint8_t weight;                 /* role: 1 when built from weights and constants only */
	int32_t in[GEN_MAX_IN];
	int32_t acomb;                  /* attribute combination: mixed radix over the domains */
	tasoc_shape shape;
	int64_t val;                    /* residues on set 0 in the arena, -1 if not kept */
	uint64_t print;
} gen_expr;

typedef struct gen_enum gen_enum;

/* Called for every expression whose print equals representative `rep`'s. */
typedef void (*gen_found_fn)(void *ctx, const gen_enum *en, const gen_expr *e, int32_t rep);
/* Sharded runs: an expression of the last size whose print no smaller representative has. */
typedef void (*gen_fresh_fn)(void *ctx, const gen_enum *en, const gen_expr *e);
/* Sharded runs: whether the unit with this hash (gen_unit_hash) belongs to the shard being run. */
typedef int (*gen_unit_fn)(void *ctx, uint64_t unit);

struct gen_enum {
	const gen_optab *t;
	const gen_env *env;            /* variable i is expression i */
	int nops;
	int *ops;                      /* spec ops to enumerate, in name order */
	/* shape_only[op * GEN_MAX_IN + i]: input i of op is read only for its shape */
	bool *shape_only;
	/* role[op * GEN_MAX_IN + i]: ROLE_ANY, or the role input i takes */
	uint8_t *role;
	bool all_terms;                /* testing: extend every expression, not just representatives */
	gen_expr *ex;
	int32_t nex, capex;
	int32_t size_start[16];        /* first id of each size; ids grow with size */
	uint64_t *vals;
	int64_t nvals, capvals;
	int32_t *slots;                /* open-addressing table of prints, -1 empty */
	int64_t nslots;
	/* counts for progress and the summary */
	int64_t tried, evaluated, matched;
	gen_found_fn found;
	void *ctx;
	void (*progress)(void *ctx, const gen_enum *en, int size);
	int cur_size;
	/*
	 * A sharded run (shard.c) enumerates the last size one shard at a
	 * time: when `unit` is set, the input tuples of that size are taken in
	 * units (gen_unit_hash) and only those it accepts are evaluated; an
	 * expression new to the smaller sizes goes to `fresh` and is not
	 * inserted, since another shard may meet its class first.
	 */
	gen_unit_fn unit;
	gen_fresh_fn fresh;
};

/*
 * Roles keep weights out of activation positions and activations out of
 * kernel positions, as TASO's graphs do: without them the enumerator
 * convolves kernels with kernels and pools them, and shape coincidences of
 * such tiny tensors flood the candidates. Inputs named w or r (conv2d's
 * weight, enlarge's kernels) take weights; the other inputs of operators
 * that only take rank-4 tensors take activations; the rest take either.
 */
enum { GEN_ROLE_ANY, GEN_ROLE_WEIGHT, GEN_ROLE_ACT };

/*
 * Sets up the table with one expression per variable of env; var_weight[i]
 * tells whether variable i is a weight. ops lists the
 * spec ops to enumerate (copied). Fails with err for an operator that
 * cannot be enumerated (several outputs, no kernel, an attribute without
 * values).
 */
int gen_enum_init(gen_enum *en, const gen_optab *t, const gen_env *env, const bool *var_weight,
		  int nops, const int *ops, char *err, size_t errsize);
void gen_enum_free(gen_enum *en);

/* Enumerates every size from 1 to max_size (at most 15). 0, or -1 out of memory. */
int gen_enum_run(gen_enum *en, int max_size);
/*
 * Sizes from..to of a run up to max_size (residues are kept below
 * max_size): gen_enum_run is gen_enum_sizes(en, 1, max_size, max_size).
 */
int gen_enum_sizes(gen_enum *en, int from, int to, int max_size);

/*
 * Units of work of a sharded run: the expressions of one size, operator,
 * attribute combination and split of the size over the inputs (comp:
 * input i's size in bits 12 - 4i), whose input ids fall in one block of
 * gen_unit_block(nin) ids each (block = id / that). Small, so that hashing
 * them to shards balances the shards; ids of an order, so that a shard
 * finds its units without evaluating the others'.
 */
int gen_unit_block(int nin);
uint64_t gen_unit_hash(int size, int op, int32_t acomb, int comp, int nin, const int32_t *block);
/* The comp of an expression whose inputs are in the table. */
int gen_enum_comp(const gen_enum *en, const gen_expr *e);

/* The residues of a kept expression on set 0, or NULL. */
const uint64_t *gen_enum_vals(const gen_enum *en, int32_t id);
/* The attributes of combination acomb of op, in spec order. */
void gen_enum_attrs(const gen_enum *en, int op, int32_t acomb, int32_t *attr);
/* The expression's term, variables named after env; NULL when out of memory. */
term *gen_enum_term(const gen_enum *en, const gen_expr *e);

#endif

/* shard.h: rule generation split into shards over ranks: units, merge of the classes, order of the rules. */
#ifndef GEN_SHARD_H
#define GEN_SHARD_H

#include <stddef.h>

#include "generate.h"

/*
 * How ranks talk: `exchange` is called by every rank together. send[r]
 * (malloc'd, counts[r] bytes, NULL when 0) goes to rank r, and is freed
 * (set to NULL) as soon as it is sent, so a rank never holds much more
 * than what it sends plus what it has received; recv[r] gets (malloc'd,
 * NULL when empty) what rank r sent to this one, nrecv[r] bytes. 0, or
 * -1. tools/mpi/ implements it over MPI; gen_comm_self is one rank, for a
 * sharded run in one process (tests, and per-shard times).
 */
typedef struct gen_comm {
	int rank, size;
	void *ctx;
	int (*exchange)(void *ctx, char **send, const size_t *counts, char **recv, size_t *nrecv);
} gen_comm;

extern const gen_comm gen_comm_self;

/*
 * Every rank's n bytes (mine, malloc'd, taken) to rank 0, where *all gets
 * them end to end in rank order (malloc'd; elsewhere NULL). 0, or -1.
 */
int gen_comm_to_root(const gen_comm *c, char *mine, size_t n, char **all, size_t *nall);

typedef struct gen_shard_opts {
	int nshards;             /* 1 to GEN_MAX_SHARDS; shard i is run by rank i % size */
	const char *checkpoint;  /* existing directory for finished shards, or NULL */
	/*
	 * Called after each shard of this rank, finished (phase 1: its units
	 * evaluated; phase 2: the pairs of classes met on several ranks
	 * confirmed) or read back from a checkpoint (resumed). A nonzero return
	 * stops the run.
	 */
	int (*done)(void *ctx, int phase, int shard, double seconds, int resumed);
	void *ctx;
	double *seconds;         /* when set, nshards entries: processor seconds of this rank's shards, 0 for others */
} gen_shard_opts;

#define GEN_MAX_SHARDS 65536

/*
 * gen_generate's result, computed by comm->size ranks. Every rank
 * enumerates the sizes below max_ops (the representatives the last size is
 * built from; a few seconds); the last size is split into units
 * (gen_unit_hash) hashed to nshards shards, and each shard's pairs with a
 * smaller representative are confirmed where they are met. Expressions of
 * the last size with a new print are merged across ranks by print: the
 * first in enumeration order is the class's representative, the others
 * pair with it; those pairs, and the pairs of the smaller sizes, are
 * dealt to shards one by one (a hash of the later expression) and
 * confirmed by the shard's rank. The confirmed
 * pairs go to rank 0, which admits them in enumeration order, so the rules
 * are those gen_generate finds, byte for byte, whatever the ranks and
 * shards. Rank 0 gets the rules and the counts (as gen_generate's); the
 * other ranks get an empty set. With a checkpoint directory, each shard's
 * results are written there (gen-eval-NNNNN, gen-late-NNNNN) as it
 * finishes, and a rerun with the same options reads them instead of
 * running the shard again. 0, or -1 with err set.
 */
int gen_generate_sharded(const spec_set *s, const gen_options *o, const gen_shard_opts *so,
			 const gen_comm *comm, rule_set *out, gen_stats *st, char *err, size_t errsize);

#endif

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
	/*
	 * When set, nshards rows of GEN_PROF_N: what this rank's shards took
	 * and did (gen_prof_col), 0 for the other ranks' shards. A shard read
	 * back from a checkpoint has its total seconds and the counts its file
	 * keeps (tried, evaluated, found, late pairs) only.
	 */
	double *prof;
	/*
	 * When set, GEN_PART_N entries: this rank's processor seconds outside
	 * and inside its shards, by part of the run (waits in the exchanges
	 * included: a waiting rank yields, and spins when nothing else runs).
	 */
	double *parts;
} gen_shard_opts;

/*
 * The parts of a rank's run: the smaller sizes (every rank), phase 1's
 * shards, the merge of the classes, phase 2's shards, the survivors to
 * rank 0 (dedup and gather), and rank 0's admission in order with the
 * rules' finish (generalize, multi-output, sort).
 */
enum gen_part { GEN_PART_SMALLER, GEN_PART_PHASE1, GEN_PART_MERGE, GEN_PART_PHASE2, GEN_PART_GATHER, GEN_PART_ADMIT, GEN_PART_N };
extern const char gen_part_names[];

/*
 * The columns of a shard's profile (--shard-times): processor seconds in
 * all and per part (phase 1's pairs of the smaller sizes, phase 1's units
 * of the last size with their pairs, phase 2's pairs across ranks), then
 * what drives them: those pairs, the shape checks and expressions of its
 * units, the pairs met in them, the expressions with a new print
 * (records), and the pairs confirmed (kept for rank 0).
 */
enum gen_prof_col {
	GEN_PROF_SECS, GEN_PROF_PRE_S, GEN_PROF_UNITS_S, GEN_PROF_LATE_S,
	GEN_PROF_PRE_PAIRS, GEN_PROF_TRIED, GEN_PROF_EVALUATED, GEN_PROF_FOUND, GEN_PROF_RECORDS,
	GEN_PROF_LATE_PAIRS, GEN_PROF_KEPT, GEN_PROF_N
};
/* The column names, space-separated, for a header line. */
extern const char gen_prof_names[];

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

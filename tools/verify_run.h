/* verify_run.h: one set of rules proved with Z3, then checked on the reference kernels. */
#ifndef TOOLS_VERIFY_RUN_H
#define TOOLS_VERIFY_RUN_H

#include "../generator/shard.h"
#include "../generator/verify.h"

/*
 * What `tasoc rules verify` does to its rules: each decided by Z3 from the
 * axioms (gen_verify_rules), then, unless concrete is 0, those proved or
 * left unknown run on the reference kernels, and those that differ marked
 * refuted (*by_kernels counts them; loud prints why). Each rule's answer
 * depends only on the rule and the options, so any subset gives its rules
 * the answers the whole file gives them. 0, or -1 with err set.
 */
int tool_verify_set(const spec_set *s, const gen_axioms *ax, rule_set *rs, const gen_verify_opts *o, int concrete,
		    int loud, const char *file, int *by_kernels, char *err, size_t errsize);

/*
 * The same on comm's ranks (verify_shards.c): rule i goes to shard
 * hash(name) % nshards, shard j to rank j % size; each shard's answers
 * are written to ckpt (when set) as it finishes and read back by a rerun;
 * rank 0 gets every rule's answer in rs. 0, or -1 with err set.
 */
int tool_verify_sharded(const spec_set *s, const gen_axioms *ax, rule_set *rs, const gen_verify_opts *o,
			int concrete, int loud, const char *file, const gen_comm *comm, int nshards, const char *ckpt,
			int *by_kernels, char *err, size_t errsize);

#endif

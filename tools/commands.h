/* commands.h: the subcommands of the tasoc command line, one file each. */
#ifndef TOOLS_COMMANDS_H
#define TOOLS_COMMANDS_H

#include "../host/pipeline/pipeline.h"

/*
 * Exit codes, the same for every subcommand:
 *   0 success, 1 the work failed (bad model, rule not proved, ...),
 *   2 usage error (unknown option, missing argument).
 */
enum { EXIT_OK = 0, EXIT_FAIL = 1, EXIT_USAGE = 2 };

typedef struct tasoc_command {
	const char *name;
	const char *summary;
	int (*run)(int argc, char **argv); /* argv[0] is the subcommand name */
} tasoc_command;

int cmd_ops(int argc, char **argv);
int cmd_run(int argc, char **argv);
int cmd_rules(int argc, char **argv);
int cmd_generate(int argc, char **argv);
/*
 * tasoc rules generate with the ranks of comm (build/tasoc-mpi), or as
 * one process when comm is NULL: rank 0 writes the output and the summary.
 */
struct gen_comm;
int tool_generate(int argc, char **argv, const struct gen_comm *comm);
int tool_verify(int argc, char **argv, const struct gen_comm *comm);
int cmd_rules_emit(int argc, char **argv);
int cmd_rules_prune(int argc, char **argv);
int cmd_rules_select(int argc, char **argv);
int cmd_rules_matches(int argc, char **argv);
int cmd_search(int argc, char **argv);
int cmd_cost(int argc, char **argv);
int cmd_cost_groups(int argc, char **argv); /* tasoc cost groups */
int cmd_optimize(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_measure_two(int argc, char **argv); /* tasoc measure */
int cmd_info(int argc, char **argv);
int cmd_dot(int argc, char **argv);
int cmd_export(int argc, char **argv);

/* True when argv holds -h or --help; the caller prints its usage. */
int tool_wants_help(int argc, char **argv);

/*
 * True when argv[i] is one of opts (names separated by spaces), options
 * that take a value, and is the last argument: then "CMD: option X needs a
 * value" is on stderr. For the parsers' last branch, so that "-o" at the end
 * is not reported as an unexpected argument.
 */
int tool_missing_value(const char *cmd, int argc, char **argv, int i, const char *opts);

/*
 * --max-memory SIZE (memlimit.c): bounds this process's address space to
 * SIZE bytes (K, M, G suffixes) from now on; -1 with a message on a bad
 * size. tool_memory_limit_text is the SIZE given, or NULL without a bound.
 */
int tool_memory_limit(const char *cmd, const char *value);
/* A size: bytes, or a number with K, M or G (binary units); 0, or -1 when it is not one (memlimit.c). */
int tool_parse_size(const char *value, double *bytes);
const char *tool_memory_limit_text(void);

/*
 * Reads the option at argv[*i] into c (config_args.c) when its long name is
 * in keys or more (NULL-ended lists; tool_search_keys, tool_dims_keys):
 * 1 taken (advances *i past it and its value), 0 not one of them, -1 a
 * missing or bad value (message on stderr, prefixed by cmd). --max-memory
 * also bounds the process (tool_memory_limit).
 */
extern const char *const tool_search_keys[];
extern const char *const tool_dims_keys[];
int tool_config_option(const char *cmd, int argc, char **argv, int *i, tasoc_config *c, const char *const *keys,
		       const char *const *more);

/* The process's configuration (one command a process), made on first use; NULL when out of memory. */
tasoc_config *tool_config(void);

/* The library's lines (tasoc_config_on_progress, host/say.h) as the command line prints them: stdout, stderr. */
void tool_print(void *ctx, int stream, const char *text);

#endif

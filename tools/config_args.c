/* config_args.c: a command line's options read into a tasoc_config by their long names, and the lines it prints. */
#include <stdio.h>
#include <string.h>

#include "commands.h"

/* The keys of the search and the cost model every optimizing command takes (tasoc search, cost, optimize). */
const char *const tool_search_keys[] = {
	"alpha", "budget", "trace", "max-queued", "part", "time-limit", "cost", "target", "cost-cache", "max-memory",
	"search", "egraph-nodes", "egraph-iters", "extract", "ilp-time", "ilp-write", "seed", "layout",
	"cost-strict", "no-guide", "no-fold", NULL,
};
/* And the ONNX commands' values of dimensions, shapes and inputs. */
const char *const tool_dims_keys[] = { "dim", "input-shape", "feed", NULL };

static int listed(const char *const *keys, const char *key)
{
	for (; keys && *keys; keys++)
		if (strcmp(*keys, key) == 0)
			return 1;
	return 0;
}

int tool_config_option(const char *cmd, int argc, char **argv, int *i, tasoc_config *c, const char *const *keys,
		       const char *const *more)
{
	const char *a = argv[*i];
	if (strncmp(a, "--", 2) != 0 || (!listed(keys, a + 2) && !listed(more, a + 2)))
		return 0;
	int takes = tasoc_config_takes_value(a + 2);
	if (takes < 0)
		return 0;
	if (takes && *i + 1 >= argc) {
		fprintf(stderr, "%s: option %s needs a value\n", cmd, a);
		return -1;
	}
	const char *v = takes ? argv[*i + 1] : NULL;
	/* the bound is the process's: the command line sets it; the library names it in its errors */
	if (strcmp(a, "--max-memory") == 0 && tool_memory_limit(cmd, v) != 0)
		return -1;
	if (tasoc_config_set(c, a + 2, v) != TASOC_OK) {
		fprintf(stderr, "%s: %s\n", cmd, tasoc_config_error(c));
		return -1;
	}
	*i += 1 + takes;
	return 1;
}

tasoc_config *tool_config(void)
{
	static tasoc_config *c; /* kept for the process: the options point into it */
	if (!c)
		c = tasoc_config_new();
	return c;
}

void tool_print(void *ctx, int stream, const char *text)
{
	(void)ctx;
	if (stream == TASOC_PROGRESS_ERR) {
		fflush(stdout); /* the lines before it first, where both go to one terminal or file */
		fputs(text, stderr);
	} else {
		fputs(text, stdout);
		fflush(stdout); /* progress lines are read as they come (a run takes minutes) */
	}
}

/* cmd_dims.c: --dim, --input-shape and --feed read from argv for the commands that take no configuration. */
#include <stdio.h>
#include <string.h>

#include "cmd_dims.h"
#include "commands.h"

int cmd_dims_option(const char *cmd, int argc, char **argv, int *i, tasoc_dims *d)
{
	const char *o = argv[*i];
	if (strncmp(o, "--", 2) != 0 || (strcmp(o, "--dim") && strcmp(o, "--input-shape") && strcmp(o, "--feed")) ||
	    (!d->feeds_allowed && strcmp(o, "--feed") == 0))
		return 0;
	if (tool_missing_value(cmd, argc, argv, *i, o))
		return -1;
	char err[512];
	int k = tasoc_dims_set(d, o + 2, argv[*i + 1], err, sizeof err);
	if (k < 0) {
		fprintf(stderr, "%s: %s\n", cmd, err);
		return -1;
	}
	*i += 2;
	return 1;
}

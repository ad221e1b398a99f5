/* cmd_dims.c: parsing --dim NAME=V for tasoc optimize, info and dot. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd_dims.h"
#include "commands.h"

int cmd_dims_option(const char *cmd, int argc, char **argv, int *i, cmd_dims *d)
{
	if (strcmp(argv[*i], "--dim") != 0)
		return 0;
	if (tool_missing_value(cmd, argc, argv, *i, "--dim"))
		return -1;
	char *arg = *i + 1 < argc ? argv[*i + 1] : NULL, *eq = arg ? strchr(arg, '=') : NULL, *end;
	long v = eq ? strtol(eq + 1, &end, 10) : 0;
	if (!eq || eq == arg || !eq[1] || *end || v < 1 || v > 1 << 30) {
		fprintf(stderr, "%s: --dim takes NAME=V with V a whole number >= 1, got '%s'\n", cmd, arg ? arg : "");
		return -1;
	}
	if (d->n == CMD_DIMS_MAX) {
		fprintf(stderr, "%s: at most %d --dim options\n", cmd, CMD_DIMS_MAX);
		return -1;
	}
	*eq = '\0'; /* NAME ends here; it stays in argv */
	d->d[d->n].name = arg;
	d->d[d->n++].value = (int32_t)v;
	*i += 2;
	return 1;
}

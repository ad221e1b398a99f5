/* args.c: the argument helpers every subcommand's parser uses (commands.h). */
#include <string.h>
#include <stdio.h>

#include "commands.h"

int tool_wants_help(int argc, char **argv)
{
	for (int i = 1; i < argc; i++)
		if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0)
			return 1;
	return 0;
}

int tool_missing_value(const char *cmd, int argc, char **argv, int i, const char *opts)
{
	size_t n = strlen(argv[i]);
	if (i + 1 < argc || n == 0)
		return 0;
	for (const char *p = strstr(opts, argv[i]); p; p = strstr(p + 1, argv[i]))
		if ((p == opts || p[-1] == ' ') && (p[n] == ' ' || p[n] == '\0')) {
			fprintf(stderr, "%s: option %s needs a value\n", cmd, argv[i]);
			return 1;
		}
	return 0;
}

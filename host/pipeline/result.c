/* result.c: the tally of rules a search step applied (result.h), shared by the top graph and the If branches. */
#include <string.h>

#include "result.h"

void tasoc_opt_count_rule(int *nrules, const char **rules, int *counts, const char *name, int count)
{
	int k = 0;
	while (k < *nrules && strcmp(rules[k], name) != 0)
		k++;
	if (k == *nrules && *nrules < TASOC_OPT_RULES_MAX)
		rules[(*nrules)++] = name;
	if (k < *nrules)
		counts[k] += count;
}

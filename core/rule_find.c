/* rule_find.c: the generated rule table looked up: a rule by name, and what a rule's right side builds. */
#include <stdlib.h>
#include <string.h>

#include "rule.h"

static int by_name(const void *key, const void *r)
{
	return strcmp(key, ((const tasoc_rule *)r)->name);
}

/* The table is sorted by name (emit/emit_table.c; the test emit/hand_picked_rules_present), so a binary search. */
const tasoc_rule *tasoc_rule_named(const char *name)
{
	return bsearch(name, tasoc_rules, (size_t)tasoc_nrules, sizeof *tasoc_rules, by_name);
}

bool tasoc_rule_builds(const tasoc_rule *r, int op)
{
	for (int t = 0; t < r->ndst; t++)
		if (r->rhs[t].op == op)
			return true;
	return false;
}

/* no_rules.c: an empty rule table for tasoc-rulec, the rule compiler `make rules` runs. */
#include "../../core/rule.h"

/*
 * tasoc-rulec links every runtime object but generated/rules.c, with this
 * table instead, so `make rules` can rebuild generated/rules.c even when
 * the committed one no longer compiles (after a spec changed under it).
 */
const tasoc_rule tasoc_rules[] = { { NULL, NULL, NULL, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, NULL } };
const int tasoc_nrules = 0;

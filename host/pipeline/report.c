/* report.c: tasoc_report, what a pipeline call did: the struct's fields, its JSON and its error (pipeline.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "optimize_run.h"

struct tasoc_report_more {
	char *json;          /* the JSON report, or NULL: built from the fields (tasoc_report_json) */
	char error[2048];
	char written[16];    /* the strings the fields point to, owned by the report */
	char cost_model[16];
	char target[32];
};

tasoc_report *tasoc_report_new(void)
{
	tasoc_report *r = calloc(1, sizeof *r);
	if (r && !(r->more = calloc(1, sizeof *r->more))) {
		free(r);
		return NULL;
	}
	return r;
}

void tasoc_report_free(tasoc_report *r)
{
	if (!r)
		return;
	if (r->more)
		free(r->more->json);
	free(r->more);
	free(r);
}

const char *tasoc_report_error(const tasoc_report *r)
{
	return r && r->more ? r->more->error : "out of memory (no report)";
}

/* {"status": ..., "error": ...} for a call that built no report of its own. */
const char *tasoc_report_json(const tasoc_report *r)
{
	if (!r || !r->more)
		return "{\"error\": \"out of memory (no report)\"}\n";
	if (!r->more->json) {
		size_t n = strlen(r->more->error) * 6 + 64;
		char *j = malloc(n), *p = j;
		if (!j)
			return "{\"error\": \"out of memory\"}\n";
		p += sprintf(p, "{\n  \"error\": ");
		if (r->more->error[0]) {
			*p++ = '"';
			for (const char *s = r->more->error; *s; s++) {
				unsigned char ch = (unsigned char)*s;
				if (ch == '"' || ch == '\\')
					p += sprintf(p, "\\%c", ch);
				else if (ch < 0x20)
					p += sprintf(p, "\\u%04x", ch);
				else
					*p++ = (char)ch;
			}
			*p++ = '"';
		} else {
			p += sprintf(p, "null");
		}
		sprintf(p, "\n}\n");
		r->more->json = j;
	}
	return r->more->json;
}

void tasoc_report_fail(tasoc_report *rep, tasoc_status status, const char *error)
{
	rep->status = status;
	snprintf(rep->more->error, sizeof rep->more->error, "%s", error);
}

void tasoc_report_fill(tasoc_report *rep, tasoc_status status, char *json, const char *error, const tasoc_opt_result *r,
		       int nodes_before, int nodes_after, int opaque, double cost_before, double cost_after,
		       const tasoc_measure_result *measure, const char *written, int checked, int check_ok)
{
	rep->status = status;
	free(rep->more->json);
	rep->more->json = json;
	snprintf(rep->more->error, sizeof rep->more->error, "%s", error ? error : "");
	rep->searched = r->searched;
	rep->searches = r->searches;
	rep->nodes_before = nodes_before;
	rep->nodes_after = nodes_after;
	rep->opaque = opaque;
	rep->cost_before_ms = cost_before;
	rep->cost_after_ms = cost_after;
	snprintf(rep->more->cost_model, sizeof rep->more->cost_model, "%s", r->cost_used ? r->cost_used : "");
	rep->cost_model = r->cost_used ? rep->more->cost_model : NULL;
	rep->measured = measure && measure->ran;
	if (rep->measured) {
		rep->speedup = measure->s.median;
		rep->speedup_low = measure->s.low;
		rep->speedup_high = measure->s.high;
	}
	snprintf(rep->more->written, sizeof rep->more->written, "%s", written ? written : "");
	rep->written = written ? rep->more->written : NULL;
	rep->checked = checked;
	rep->check_ok = check_ok;
	rep->nrules = r->nrules < TASOC_REPORT_RULES ? r->nrules : TASOC_REPORT_RULES;
	for (int i = 0; i < rep->nrules; i++) {
		rep->rules[i] = r->rules[i]; /* the rule table's own static strings */
		rep->rule_counts[i] = r->counts[i];
	}
	rep->expanded = r->expanded;
	rep->folded = r->folded;
}

/* The report's target field: the name of the run's target (a copy the report owns). */
void tasoc_report_target(tasoc_report *rep, const char *target)
{
	snprintf(rep->more->target, sizeof rep->more->target, "%s", target ? target : "");
	rep->target = target ? rep->more->target : NULL;
}

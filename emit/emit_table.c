/* emit_table.c: generated/rules.c and rules.txt: the proved rules, checked for duplicates, sorted by name. */
#include "emit_rule.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../generator/spec_expr.h"

/*
 * Two rules are duplicates when they are equal after renaming variables in
 * order of first use and choosing the order of commutative operands: a
 * rule's key is the smallest text over every order of the left side's
 * commutative operands, with the right side's commutative operands sorted.
 * The emitter tries both orders when matching, so a mirrored copy of a rule
 * would only find every match twice.
 */
typedef struct canon {
	const spec_set *s;
	const char *names[128];
	int n;
	unsigned mask;            /* swap the k-th commutative node (pre-order) when bit k is set */
	int k;
} canon;

static void canon_term(canon *cn, const term *t, bool left, gen_buf *b);

static void canon_var(canon *cn, const char *name, gen_buf *b)
{
	int i = 0;
	while (i < cn->n && strcmp(cn->names[i], name) != 0)
		i++;
	if (i == cn->n && cn->n < 128)
		cn->names[cn->n++] = name;
	gen_buf_printf(b, "?%d", i);
}

static void canon_term(canon *cn, const term *t, bool left, gen_buf *b)
{
	if (t->kind == TERM_VAR) {
		canon_var(cn, t->name, b);
		return;
	}
	if (t->kind == TERM_INT) {
		gen_buf_printf(b, "%d", (int)t->value);
		return;
	}
	const spec_op *op = &cn->s->ops[t->op];
	int na = spec_rule_attrs(op);
	gen_buf_printf(b, "(%s.%d", op->name, t->out);
	for (int i = 0; i < na; i++) {
		gen_buf_puts(b, " ");
		canon_term(cn, t->args[i], left, b);
	}
	if (!op->commutative) {
		for (int i = na; i < t->nargs; i++) {
			gen_buf_puts(b, " ");
			canon_term(cn, t->args[i], left, b);
		}
	} else if (left) {
		bool swap = cn->k < 32 && (cn->mask >> cn->k & 1u);
		cn->k++;
		gen_buf_puts(b, " ");
		canon_term(cn, t->args[na + swap], left, b);
		gen_buf_puts(b, " ");
		canon_term(cn, t->args[na + !swap], left, b);
	} else {
		/* every variable of the right side is named by now: print both, sorted */
		gen_buf x, y;
		gen_buf_init(&x);
		gen_buf_init(&y);
		canon_term(cn, t->args[na], left, &x);
		canon_term(cn, t->args[na + 1], left, &y);
		bool sw = x.s && y.s && strcmp(x.s, y.s) > 0;
		gen_buf_printf(b, " %s %s", sw ? y.s : x.s, sw ? x.s : y.s);
		gen_buf_free(&x);
		gen_buf_free(&y);
	}
	gen_buf_puts(b, ")");
}

static int count_commutative(const spec_set *s, const term *t)
{
	if (t->kind != TERM_OP)
		return 0;
	int n = s->ops[t->op].commutative;
	for (int i = 0; i < t->nargs; i++)
		n += count_commutative(s, t->args[i]);
	return n;
}

/* The rule's duplicate key (malloc'd), or NULL when out of memory. */
static char *rule_key(const spec_set *s, const rule *r)
{
	int nc = 0;
	for (int k = 0; k < r->nroots; k++)
		nc += count_commutative(s, r->lhs[k]);
	if (nc > 10)
		nc = 10; /* beyond that, the first 10 orders only: a missed duplicate costs time, not correctness */
	char *best = NULL;
	for (unsigned mask = 0; mask < (1u << nc); mask++) {
		canon cn;
		memset(&cn, 0, sizeof cn);
		cn.s = s;
		cn.mask = mask;
		gen_buf b;
		gen_buf_init(&b);
		for (int k = 0; k < r->nroots; k++) {
			canon_term(&cn, r->lhs[k], true, &b);
			gen_buf_puts(&b, " ");
		}
		gen_buf_puts(&b, "=>");
		for (int k = 0; k < r->nroots; k++) {
			gen_buf_puts(&b, " ");
			canon_term(&cn, r->rhs[k], false, &b);
		}
		if (b.oom || !b.s) {
			gen_buf_free(&b);
			free(best);
			return NULL;
		}
		if (!best || strcmp(b.s, best) < 0) {
			free(best);
			best = b.s;
		} else {
			gen_buf_free(&b);
		}
	}
	return best;
}

typedef struct keyed {
	const rule *r;
	int set;
	char *key;
} keyed;

static int by_key(const void *a, const void *b)
{
	const keyed *x = a, *y = b;
	int c = strcmp(x->key, y->key);
	if (c)
		return c;
	return x->set != y->set ? x->set - y->set : x->r->line - y->r->line;
}

static int by_name(const void *a, const void *b)
{
	const keyed *x = a, *y = b;
	return strcmp(x->r->name, y->r->name);
}

/* Marks in used[] the operators of t and its arguments. */
static void ops_of(const term *t, bool *used)
{
	if (t->kind != TERM_OP)
		return;
	used[t->op] = true;
	for (int i = 0; i < t->nargs; i++)
		ops_of(t->args[i], used);
}

/*
 * Opens the condition a rule is compiled under. A firmware build that wants
 * only the rules over some operators (docs/embedding.md) defines
 * TASOC_RULES_BY_OP and TASOC_RULE_OP_<NAME> for each operator it keeps; a
 * rule stays when every operator of both its sides is kept. Without
 * TASOC_RULES_BY_OP every rule is in, as before.
 */
static void guard(const spec_set *s, const rule *r, gen_buf *c)
{
	bool *used = calloc((size_t)s->nops + 1, sizeof *used);
	if (!used) {
		c->oom = 1;
		return;
	}
	for (int k = 0; k < r->nroots; k++) {
		ops_of(r->lhs[k], used);
		ops_of(r->rhs[k], used);
	}
	gen_buf_puts(c, "#if !defined(TASOC_RULES_BY_OP) || (");
	const char *sep = "";
	for (int op = 0; op < s->nops; op++)
		if (used[op]) {
			gen_buf_printf(c, "%sdefined(TASOC_RULE_OP_", sep);
			spec_upper(c, s->ops[op].name);
			gen_buf_puts(c, ")");
			sep = " && ";
		}
	gen_buf_puts(c, *sep ? ")\n" : "1)\n");
	free(used);
}

/*
 * The table ends with an empty entry (C has no empty arrays, and a subset
 * may keep no rule), so its length is counted rather than written. Rule
 * texts are for people and tests; TASOC_NO_RULE_TEXT (core/rule.h) drops
 * them from a firmware image.
 */
static void table(const spec_set *s, const keyed *rs, int n, gen_buf *c)
{
	gen_buf_puts(c, "/*\n"
			" * Each entry (core/rule.h): name, text, matcher, right side, roots, the\n"
			" * first root's operator, then the operator nodes on the left (nsrc) and on\n"
			" * the right (ndst), the roots, the tensor and attribute variables, and the\n"
			" * left side's nodes read at output 1 (out1, bit j for m.node[j]), and the\n"
			" * left side as data (NULL when it does not fit a tasoc_rw_node).\n"
			" */\n");
	gen_buf_puts(c, "const tasoc_rule tasoc_rules[] = {\n");
	for (int i = 0; i < n; i++) {
		const rule *r = rs[i].r;
		int nsrc = 0;
		for (int k = 0; k < r->nroots; k++)
			nsrc += term_size(r->lhs[k]);
		guard(s, r, c);
		gen_buf_puts(c, "\t{\n\t\t");
		emit_c_string(c, r->name);
		gen_buf_puts(c, ",\n\t\tTASOC_RULE_TEXT(");
		gen_buf b;
		gen_buf_init(&b);
		rule_print_body(s, r, &b);
		emit_c_string(c, b.s);
		gen_buf_free(&b);
		gen_buf_printf(c, "),\n\t\tmatch_%s, ", r->name);
		int ndst = emit_rule_ndst(r);
		if (ndst)
			gen_buf_printf(c, "rhs_%s, ", r->name);
		else
			gen_buf_puts(c, "NULL, ");
		gen_buf_printf(c, "roots_%s,\n\t\tTASOC_OP_", r->name);
		spec_upper(c, s->ops[r->lhs[0]->op].name);
		gen_buf_printf(c, ", %d, %d, %d, %d, %d, 0x%03x,\n\t\t", nsrc, ndst, r->nroots,
			       emit_rule_nvars(r), emit_rule_navars(r), emit_rule_out1(s, r));
		if (emit_rule_has_lhs(s, r))
			gen_buf_printf(c, "TASOC_RULE_LHS(lhs_%s),\n\t},\n#endif\n", r->name);
		else
			gen_buf_puts(c, "NULL,\n\t},\n#endif\n");
	}
	gen_buf_puts(c, "\t{ NULL, NULL, NULL, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, NULL },\n");
	gen_buf_puts(c, "};\n\nconst int tasoc_nrules = (int)(sizeof tasoc_rules / sizeof tasoc_rules[0]) - 1;\n");
}

bool emit_rules(const spec_set *s, const rule_set *sets, const char *const *files, int nsets, gen_buf *c,
		gen_buf *txt, emit_counts *cnt, FILE *log, char *err, size_t errsize)
{
	bool ok = false;
	int n = 0, total = 0;
	for (int k = 0; k < nsets; k++)
		total += sets[k].n;
	keyed *keys = calloc((size_t)total + 1, sizeof *keys);
	memset(cnt, 0, sizeof *cnt);
	if (!keys) {
		snprintf(err, errsize, "out of memory");
		goto out;
	}
	for (int k = 0; k < nsets; k++)
		for (int i = 0; i < sets[k].n; i++) {
			const rule *r = &sets[k].rules[i];
			if (!r->status || strcmp(r->status, "proved") != 0) {
				if (log)
					fprintf(log, "%s:%d: %s: skipped: %s\n", files[k], r->line, r->name,
						r->status ? r->status : "not verified (no '; proved: ...' annotation)");
				cnt->unproved++;
				continue;
			}
			char e[512];
			if (!emit_rule_check(s, r, e, sizeof e)) {
				snprintf(err, errsize, "%s:%d: %s: %s", files[k], r->line, r->name, e);
				goto out;
			}
			if (!(keys[n].key = rule_key(s, r))) {
				snprintf(err, errsize, "out of memory");
				goto out;
			}
			keys[n].r = r;
			keys[n++].set = k;
		}
	/* duplicates: equal keys are adjacent, the earliest set first */
	qsort(keys, (size_t)n, sizeof *keys, by_key);
	int kept = 0;
	for (int i = 0; i < n; i++) {
		const keyed *prev = kept ? &keys[kept - 1] : NULL;
		if (prev && strcmp(prev->key, keys[i].key) == 0) {
			if (prev->set == keys[i].set) {
				snprintf(err, errsize, "%s:%d: %s: duplicates rule %s (line %d) up to renaming and "
					 "commutative operands", files[keys[i].set], keys[i].r->line, keys[i].r->name,
					 prev->r->name, prev->r->line);
				/* [0, kept) and [i, n) hold the keys still allocated */
				for (int j = i; j < n; j++)
					free(keys[j].key);
				n = kept;
				goto out;
			}
			if (log)
				fprintf(log, "%s:%d: %s: skipped: duplicates %s (%s:%d)\n", files[keys[i].set],
					keys[i].r->line, keys[i].r->name, prev->r->name, files[prev->set], prev->r->line);
			cnt->duplicates++;
			free(keys[i].key);
			continue;
		}
		keys[kept++] = keys[i];
	}
	n = kept;
	qsort(keys, (size_t)n, sizeof *keys, by_name);
	for (int i = 1; i < n; i++)
		if (strcmp(keys[i - 1].r->name, keys[i].r->name) == 0) {
			snprintf(err, errsize, "%s:%d: %s: a rule of this name is already in %s:%d", files[keys[i].set],
				 keys[i].r->line, keys[i].r->name, files[keys[i - 1].set], keys[i - 1].r->line);
			goto out;
		}

	gen_buf_puts(c, EMIT_HEADER);
	gen_buf_puts(c, "/*\n"
			" * The proved rewrite rules, sorted by name, then the rule table; the\n"
			" * manifest is generated/rules.txt. Each rule (emit/emit_rule.c writes them,\n"
			" * core/rule.h is the contract) is\n"
			" *   match_NAME  early-exit checks over the left side in pre-order, each\n"
			" *               complete match handed to tasoc_rw_found;\n"
			" *   rhs_NAME    the nodes the right side builds, in post-order, as data for\n"
			" *               tasoc_rule_apply: { operator, attribute-variable mask,\n"
			" *               { inputs }, { attributes } }, an input TASOC_RW_VAR(i) the\n"
			" *               match's m.var[i], TASOC_RW_NEW(t, o) output o of node t<t>,\n"
			" *               an attribute whose mask bit is set the match's m.attr[value];\n"
			" *   lhs_NAME    the left side's nodes in the same pre-order, as data for\n"
			" *               the e-graph's matcher (core/saturate.c): an input\n"
			" *               TASOC_RW_PAT(p, o) output o of pattern node p<p>; left out\n"
			" *               with -DTASOC_NO_RULE_LHS (firmware: no saturating search);\n"
			" *   roots_NAME  per root: the node of the match, its output, what replaces it.\n"
			" */\n");
	gen_buf_puts(c, "#include \"../core/rewrite.h\"\n\n");
	gen_buf_puts(txt, EMIT_HEADER_TXT);
	for (int i = 0; i < n; i++) {
		guard(s, keys[i].r, c);
		emit_rule(s, keys[i].r, c);
		gen_buf_puts(c, "#endif\n\n");
		rule_print(s, keys[i].r, txt);
		gen_buf_puts(txt, "\n");
	}
	table(s, keys, n, c);
	if (c->oom || txt->oom) {
		snprintf(err, errsize, "out of memory");
		goto out;
	}
	cnt->emitted = n;
	ok = true;
out:
	for (int i = 0; keys && i < n; i++)
		free(keys[i].key);
	free(keys);
	return ok;
}

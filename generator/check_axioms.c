/* check_axioms.c: test the specs' axioms on concrete tensors with the reference kernels. */
#include "check_axioms.h"

#include <math.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/interp.h"
#include "../core/modp.h"

/*
 * Finding shapes: every tensor variable gets a random rank (1 to 4) and
 * extents from a small pool drawn per trial (so extents often agree, as
 * shape rules want), lazily, at its first use while the left side is
 * walked bottom-up. When an operator rejects its input shapes, the
 * variables first assigned under it are drawn again, a few times, before
 * the failure goes up to the parent, which then redraws a larger subtree.
 * This finds instantiations of axioms with several coupled tensors in a
 * few hundred shape-function calls, with no knowledge of the shape rules.
 */

#define MAXV 32       /* variables per axiom */
#define MAXN 64       /* operator nodes per axiom, both sides */
#define RETRIES 6     /* redraws of one subtree */
#define BUDGET 4000   /* shape-function calls per trial */
#define MAXSEEN 512
/*
 * Ranks drawn for tensor variables: 1 to 4 whatever the runtime holds
 * (TASOC_MAX_RANK is 8 on the host), so the trials, and the rules that
 * pass them, stay what they were; every spec axiom is about ranks <= 4.
 */
#define AXIOM_MAX_RANK 4

typedef struct inst {
	const spec_set *s;
	const axiom *ax;
	int rop[256];                /* runtime op of each spec op */
	uint64_t rng;
	int attr_op[MAXV], attr_j[MAXV]; /* where an attribute variable is first used */
	int32_t attrval[MAXV];
	bool assigned[MAXV];
	tasoc_shape shape[MAXV];
	int stack[MAXV], nstack;
	int32_t pool[3];
	int32_t nattr[MAXN][TASOC_MAX_ATTRS];
	int budget;
	uint64_t seen[MAXSEEN];      /* signatures of the instantiations evaluated */
} inst;

static uint64_t next(inst *c)
{
	uint64_t z = (c->rng += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

static int pick(inst *c, int n)
{
	return (int)(next(c) % (uint64_t)n);
}

static int var_index(const axiom *ax, const char *name)
{
	for (int i = 0; i < ax->nvars; i++)
		if (strcmp(ax->vars[i], name) == 0)
			return i;
	return -1;
}

/* The spec attribute behind rule-attribute position i of op (derived ones are skipped). */
static int spec_attr_of(const spec_op *op, int i)
{
	for (int j = 0; j < op->nattr; j++)
		if (!op->attrs[j].derived && i-- == 0)
			return j;
	return -1;
}

static void find_attr_uses(inst *c, const term *t)
{
	if (t->kind != TERM_OP)
		return;
	const spec_op *op = &c->s->ops[t->op];
	int na = spec_rule_attrs(op);
	for (int i = 0; i < t->nargs; i++) {
		const term *a = t->args[i];
		if (i < na && a->kind == TERM_VAR) {
			int v = var_index(c->ax, a->name);
			if (v >= 0 && c->attr_op[v] < 0) {
				c->attr_op[v] = t->op;
				c->attr_j[v] = spec_attr_of(op, i);
			}
		}
		find_attr_uses(c, a);
	}
}

/* A value from the attribute's domain, or one a little outside it (stride 2, axis 3, ...). */
static int32_t draw_attr(inst *c, int v)
{
	const spec_attr *at = &c->s->ops[c->attr_op[v]].attrs[c->attr_j[v]];
	if (at->type == SPEC_ENUM)
		return pick(c, at->nvalues > 0 ? at->nvalues : 1);
	if (at->type == SPEC_FLOAT) {
		/* the listed values are representatives: others too, some clamping inputs in [-1, 1) */
		static const float other[] = { 0.2f, 0.5f, 2.0f, -1.5f, 0.0f, 0.75f };
		float f = other[pick(c, (int)(sizeof other / sizeof other[0]))];
		int32_t bits;
		if (at->nvalues > 0 && pick(c, 2))
			return at->values[pick(c, at->nvalues)];
		memcpy(&bits, &f, sizeof bits);
		return bits;
	}
	if (at->nvalues > 0 && pick(c, 2))
		return at->values[pick(c, at->nvalues)];
	return pick(c, 4);  /* 0..3: shape rules reject what does not fit */
}

static void draw_shape(inst *c, tasoc_shape *sh)
{
	int32_t d[AXIOM_MAX_RANK];
	int r = 1 + pick(c, AXIOM_MAX_RANK);
	for (int i = 0; i < r; i++)
		d[i] = c->pool[pick(c, 3)];
	*sh = tasoc_shape_make(r, d);
}

static int shape_of(inst *c, const term *t, int *id, tasoc_shape *out)
{
	if (t->kind == TERM_VAR) {
		int v = var_index(c->ax, t->name);
		if (!c->assigned[v]) {
			draw_shape(c, &c->shape[v]);
			c->assigned[v] = true;
			c->stack[c->nstack++] = v;
		}
		*out = c->shape[v];
		return 0;
	}
	if (t->kind != TERM_OP || *id >= MAXN)
		return -1;
	const spec_op *op = &c->s->ops[t->op];
	const tasoc_op_info *info = &tasoc_ops[c->rop[t->op]];
	int my = (*id)++, start = *id, mark = c->nstack, na = spec_rule_attrs(op);
	bool derived = na < op->nattr;
	if (!info->shape || op->nin > TASOC_MAX_IN || op->nattr > TASOC_MAX_ATTRS)
		return -1;
	for (int attempt = 0; attempt < RETRIES; attempt++) {
		if (--c->budget < 0)
			return -1;
		*id = start;
		tasoc_shape in[TASOC_MAX_IN], o[TASOC_MAX_OUT];
		bool ok = true;
		for (int i = 0; i < op->nin && ok; i++)
			ok = shape_of(c, t->args[na + i], id, &in[i]) == 0;
		if (ok) {
			int32_t *attr = c->nattr[my];
			memset(attr, 0, sizeof c->nattr[my]);
			for (int j = 0, ra = 0; j < op->nattr; j++) {
				if (op->attrs[j].derive)
					continue; /* filled from the input shapes below */
				if (op->attrs[j].derived) {
					/* split's size: a cut inside the first input */
					int32_t m = 1;
					for (int k = 0; op->nin > 0 && k < in[0].rank; k++)
						m = in[0].dim[k] > m ? in[0].dim[k] : m;
					attr[j] = m > 1 ? 1 + pick(c, m - 1) : 1;
					continue;
				}
				const term *a = t->args[ra++];
				attr[j] = a->kind == TERM_INT ? a->value : c->attrval[var_index(c->ax, a->name)];
			}
			if (info->derive)
				info->derive(attr, in);
			if (info->shape(attr, in, o) == 0) {
				*out = o[t->out];
				return 0;
			}
		}
		if (c->nstack == mark && !derived)
			break;  /* nothing here to draw again */
		while (c->nstack > mark)
			c->assigned[c->stack[--c->nstack]] = false;
	}
	return -1;
}

/* A hash of the shapes and attribute values chosen for the nodes 0..n-1. */
static uint64_t signature(const inst *c, int n)
{
	uint64_t h = 1469598103934665603ull;
	for (int v = 0; v < c->ax->nvars; v++) {
		const int32_t *p = c->shape[v].dim;
		h = (h ^ (uint64_t)(c->assigned[v] ? c->shape[v].rank : 0)) * 1099511628211ull;
		for (int i = 0; i < AXIOM_MAX_RANK; i++)
			h = (h ^ (uint64_t)(c->assigned[v] ? p[i] : 0)) * 1099511628211ull;
		h = (h ^ (uint64_t)(c->attr_op[v] >= 0 ? c->attrval[v] : 0)) * 1099511628211ull;
	}
	for (int k = 0; k < n; k++)
		for (int i = 0; i < TASOC_MAX_ATTRS; i++)
			h = (h ^ (uint64_t)c->nattr[k][i]) * 1099511628211ull;
	return h;
}

static tasoc_ref build(inst *c, tasoc_graph *g, const term *t, int *id, const int32_t *node)
{
	if (t->kind == TERM_VAR)
		return tasoc_ref_make(node[var_index(c->ax, t->name)], 0);
	const spec_op *op = &c->s->ops[t->op];
	int my = (*id)++, na = spec_rule_attrs(op);
	tasoc_ref in[TASOC_MAX_IN];
	for (int i = 0; i < op->nin; i++) {
		in[i] = build(c, g, t->args[na + i], id, node);
		if (in[i].node < 0)
			return in[i];
	}
	int32_t n = tasoc_add_op(g, c->rop[t->op], c->nattr[my], op->nin, in, NULL);
	return tasoc_ref_make(n, n < 0 ? 0 : t->out);
}

static void describe(inst *c, gen_buf *b)
{
	for (int v = 0; v < c->ax->nvars; v++) {
		char sh[64];
		if (c->attr_op[v] >= 0 && c->s->ops[c->attr_op[v]].attrs[c->attr_j[v]].type == SPEC_FLOAT) {
			float f;
			memcpy(&f, &c->attrval[v], sizeof f);
			gen_buf_printf(b, " %s=%g", c->ax->vars[v], (double)f);
		} else if (c->attr_op[v] >= 0) {
			gen_buf_printf(b, " %s=%d", c->ax->vars[v], (int)c->attrval[v]);
		} else if (c->assigned[v]) {
			gen_buf_printf(b, " %s%s", c->ax->vars[v], tasoc_shape_str(&c->shape[v], sh, sizeof sh));
		}
	}
}

static void index_str(const tasoc_shape *sh, int64_t k, char *buf, size_t size)
{
	int64_t idx[TASOC_MAX_RANK];
	for (int i = sh->rank - 1; i >= 0; i--) {
		idx[i] = k % sh->dim[i];
		k /= sh->dim[i];
	}
	size_t n = (size_t)snprintf(buf, size, "[");
	for (int i = 0; i < sh->rank && n < size; i++)
		n += (size_t)snprintf(buf + n, size - n, "%s%lld", i ? "," : "", (long long)idx[i]);
	if (n < size)
		snprintf(buf + n, size - n, "]");
}

/*
 * Evaluates both sides of the instantiated axiom in one graph, in both
 * modes (float32 only with float_only). 1 when they agree, 0 with the
 * difference in report, -1 on error.
 */
static int evaluate(inst *c, const char *file, bool float_only, gen_buf *report, char *err, size_t errsize)
{
	tasoc_graph g;
	int32_t node[MAXV];
	int rc = -1;
	void *in[MAXV] = { 0 }, *out[2] = { 0 };
	int nin = 0;
	if (tasoc_graph_init(&g, NULL) != TASOC_OK) {
		snprintf(err, errsize, "out of memory");
		return -1;
	}
	for (int v = 0; v < c->ax->nvars; v++)
		if (c->attr_op[v] < 0 && c->assigned[v]) {
			node[v] = tasoc_add_input(&g, c->ax->vars[v], c->shape[v]);
			nin++;
		}
	int id = 0;
	tasoc_ref l = build(c, &g, c->ax->lhs, &id, node);
	tasoc_ref r = l.node >= 0 ? build(c, &g, c->ax->rhs, &id, node) : l;
	if (l.node < 0 || r.node < 0 || tasoc_add_output(&g, l, "lhs") != TASOC_OK ||
	    tasoc_add_output(&g, r, "rhs") != TASOC_OK) {
		snprintf(err, errsize, "axiom %s: building the graph: %s", c->ax->name, g.err);
		goto out;
	}
	const tasoc_shape *osh = tasoc_ref_shape(&g, l);
	int64_t numel = tasoc_numel(osh);
	for (int mode = 0; mode < (float_only ? 1 : 2); mode++) {
		tasoc_mode m = mode ? TASOC_MODE_MODP : TASOC_MODE_F32;
		int k = 0;
		for (int v = 0; v < c->ax->nvars; v++) {
			if (c->attr_op[v] >= 0 || !c->assigned[v])
				continue;
			int64_t n = tasoc_numel(&c->shape[v]);
			free(in[k]);
			if (!(in[k] = malloc((size_t)n * 8)))
				goto oom;
			for (int64_t e = 0; e < n; e++) {
				if (m == TASOC_MODE_F32)
					((float *)in[k])[e] = (float)((double)(next(c) >> 11) / 9007199254740992.0 * 2 - 1);
				else
					((uint64_t *)in[k])[e] = next(c) % TASOC_MODP;
			}
			k++;
		}
		for (int i = 0; i < 2; i++) {
			free(out[i]);
			if (!(out[i] = malloc((size_t)numel * 8)))
				goto oom;
		}
		if (tasoc_interp(&g, m, (const void *const *)in, out) != TASOC_OK) {
			snprintf(err, errsize, "axiom %s: evaluating: %s", c->ax->name, g.err);
			goto out;
		}
		for (int64_t e = 0; e < numel; e++) {
			double a, b;
			bool differ;
			if (m == TASOC_MODE_F32) {
				a = ((float *)out[0])[e];
				b = ((float *)out[1])[e];
				/* NaN where both sides are NaN agrees (sqrt of a negative, on either side) */
				differ = !(isnan(a) && isnan(b)) && !(fabs(a - b) <= 1e-4 * (1 + fmax(fabs(a), fabs(b))));
			} else {
				a = (double)tasoc_modp_to_int(((uint64_t *)out[0])[e]);
				b = (double)tasoc_modp_to_int(((uint64_t *)out[1])[e]);
				differ = ((uint64_t *)out[0])[e] != ((uint64_t *)out[1])[e];
			}
			if (differ) {
				char ix[64], sh[64];
				index_str(osh, e, ix, sizeof ix);
				gen_buf_printf(report, "FAIL %s (%s): %s: sides differ at %s of %s: lhs %.9g, rhs %.9g; with",
					       c->ax->name, file, mode ? "mod p" : "float32", ix,
					       tasoc_shape_str(osh, sh, sizeof sh), a, b);
				describe(c, report);
				gen_buf_puts(report, "\n");
				rc = 0;
				goto out;
			}
		}
	}
	rc = 1;
	goto out;
oom:
	snprintf(err, errsize, "out of memory");
out:
	for (int i = 0; i < nin && i < MAXV; i++)
		free(in[i]);
	free(out[0]);
	free(out[1]);
	tasoc_graph_free(&g);
	return rc;
}

/*
 * 1 when the equation held on every instantiation, 0 when it failed
 * (reported), 2 when no instantiation was found (reported as a failure
 * when untested_fails, else as "untested"), -1 on error.
 */
static int check_one(inst *c, const char *file, const gen_axcheck_opts *o, bool untested_fails,
		     gen_buf *report, char *err, size_t errsize)
{
	const axiom *ax = c->ax;
	if (ax->nvars > MAXV || term_size(ax->lhs) + term_size(ax->rhs) > MAXN) {
		gen_buf_printf(report, "FAIL %s (%s): too large to check (%d variables at most, %d operators)\n",
			       ax->name, file, MAXV, MAXN);
		return 0;
	}
	for (int v = 0; v < MAXV; v++)
		c->attr_op[v] = -1;
	find_attr_uses(c, ax->lhs);
	find_attr_uses(c, ax->rhs);
	int found = 0;
	for (int trial = 0; trial < o->trials && found < o->want; trial++) {
		memset(c->assigned, 0, sizeof c->assigned);
		c->nstack = 0;
		c->budget = BUDGET;
		for (int i = 0; i < 3; i++)
			c->pool[i] = 1 + pick(c, o->max_extent > 0 ? o->max_extent : 6);
		for (int v = 0; v < ax->nvars; v++)
			if (c->attr_op[v] >= 0)
				c->attrval[v] = draw_attr(c, v);
		int id = 0;
		tasoc_shape ls, rs;
		if (shape_of(c, ax->lhs, &id, &ls) < 0)
			continue;
		c->nstack = 0;  /* the right side must fit what the left side chose */
		if (shape_of(c, ax->rhs, &id, &rs) < 0 || !tasoc_shape_eq(&ls, &rs))
			continue;
		/* Count only new instantiations, so the checks spread over many shapes. */
		uint64_t h = signature(c, id);
		bool seen = false;
		for (int i = 0; i < found && i < MAXSEEN; i++)
			seen |= c->seen[i] == h;
		if (seen)
			continue;
		if (found < MAXSEEN)
			c->seen[found] = h;
		int r = evaluate(c, file, o->float_only, report, err, errsize);
		if (r <= 0)
			return r;
		found++;
	}
	if (found == 0) {
		gen_buf_printf(report, "%s %s (%s): untested: no shapes and attributes found for which "
			       "both sides have one shape in %d trials\n", untested_fails ? "FAIL" : "untested",
			       ax->name, file, o->trials);
		return 2;
	}
	gen_buf_printf(report, "ok %s: %d instantiations\n", ax->name, found);
	return 1;
}

/* The checker's state for s: runtime operator of each spec operator. NULL with err. */
static inst *new_inst(const spec_set *s, char *err, size_t errsize)
{
	inst *c = calloc(1, sizeof *c);
	if (!c) {
		snprintf(err, errsize, "out of memory");
		return NULL;
	}
	c->s = s;
	if (s->nops > 256) {
		snprintf(err, errsize, "too many operators");
		free(c);
		return NULL;
	}
	for (int k = 0; k < s->nops; k++)
		c->rop[k] = tasoc_op_lookup(s->ops[k].name); /* -1: checked where used */
	return c;
}

/* Whether every operator in t has a runtime kernel; names the first that lacks one. */
static bool has_kernels(const inst *c, const term *t, char *err, size_t errsize)
{
	if (t->kind != TERM_OP)
		return true;
	if (c->rop[t->op] < 0) {
		snprintf(err, errsize, "%s: operator %s has no runtime kernel (run make rules)",
			 c->s->ops[t->op].file, c->s->ops[t->op].name);
		return false;
	}
	for (int i = 0; i < t->nargs; i++)
		if (!has_kernels(c, t->args[i], err, errsize))
			return false;
	return true;
}

static int collect_vars(const term *t, char **names, int n)
{
	if (t->kind == TERM_VAR) {
		for (int i = 0; i < n; i++)
			if (strcmp(names[i], t->name) == 0)
				return n;
		if (n <= MAXV)
			names[n++] = t->name;
		return n;
	}
	for (int i = 0; i < t->nargs; i++)
		n = collect_vars(t->args[i], names, n);
	return n;
}

/* FNV-1a of a rule's name. */
static uint64_t name_hash(const char *s)
{
	uint64_t h = 0xcbf29ce484222325ull;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 0x100000001b3ull;
	return h;
}

/*
 * One rule: each output pair checked as an equation. Returns 1 ok, 0
 * differs, 2 untested, -1 error (with err).
 */

static int check_rule(inst *c, const rule *r, const char *file, const gen_axcheck_opts *o,
		      gen_buf *report, char *err, size_t errsize)
{
	char where[600];
	int res = 1;
	snprintf(where, sizeof where, "%s:%d", file, r->line);
	for (int k = 0; k < r->nroots && res == 1; k++) {
		char *names[MAXV + 1], name[300];
		axiom ax = { 0 };
		snprintf(name, sizeof name, r->nroots > 1 ? "%s[%d]" : "%s", r->name, k);
		ax.name = name;
		ax.lhs = r->lhs[k];
		ax.rhs = r->rhs[k];
		ax.nvars = collect_vars(ax.rhs, names, collect_vars(ax.lhs, names, 0));
		ax.vars = names;
		if (!has_kernels(c, ax.lhs, err, errsize) || !has_kernels(c, ax.rhs, err, errsize))
			return -1;
		c->ax = &ax;
		/*
		 * Seeded by the rule's name, so the answer depends neither on the
		 * threads nor on which other rules are checked with it (verify
		 * checks a different subset as proofs come and go).
		 */
		c->rng = o->seed + name_hash(r->name) * 0x100000001b3ull + (uint64_t)k;
		res = check_one(c, where, o, false, report, err, errsize);
	}
	return res;
}

typedef struct rule_job {
	const spec_set *s;
	const rule_set *rs;
	const char *file;
	const gen_axcheck_opts *o;
	int k, jobs;
	gen_buf *reports;   /* one per rule, joined in rule order at the end */
	signed char *res;
	char err[512];
	int failed;
} rule_job;

static void *run_rule_job(void *arg)
{
	rule_job *j = arg;
	inst *c = new_inst(j->s, j->err, sizeof j->err);
	if (!c) {
		j->failed = 1;
		return NULL;
	}
	for (int i = j->k; i < j->rs->n; i += j->jobs) {
		int r = check_rule(c, &j->rs->rules[i], j->file, j->o, &j->reports[i], j->err, sizeof j->err);
		if (r < 0) {
			j->failed = 1;
			break;
		}
		j->res[i] = (signed char)r;
	}
	free(c);
	return NULL;
}

int gen_check_rules(const spec_set *s, const rule_set *rs, const char *file, const gen_axcheck_opts *o,
		    gen_buf *report, int *untested, char *bad, char *err, size_t errsize)
{
	int jobs = o->jobs < 1 ? 1 : o->jobs > 16 ? 16 : o->jobs, failed = 0, rc = 0;
	rule_job jb[16];
	pthread_t th[16];
	bool started[16] = { false };
	gen_buf *reports = calloc((size_t)rs->n + 1, sizeof *reports);
	signed char *res = calloc((size_t)rs->n + 1, 1);
	*untested = 0;
	if (!reports || !res) {
		free(reports);
		free(res);
		snprintf(err, errsize, "out of memory");
		return -1;
	}
	for (int i = 0; i < rs->n; i++)
		gen_buf_init(&reports[i]);
	for (int k = 0; k < jobs; k++) {
		jb[k] = (rule_job){ .s = s, .rs = rs, .file = file, .o = o, .k = k, .jobs = jobs,
				    .reports = reports, .res = res };
		if (k > 0)
			started[k] = pthread_create(&th[k], NULL, run_rule_job, &jb[k]) == 0;
	}
	for (int k = 0; k < jobs; k++)
		if (!started[k])
			run_rule_job(&jb[k]);  /* worker 0, and any thread that did not start */
	for (int k = 0; k < jobs; k++) {
		if (started[k])
			pthread_join(th[k], NULL);
		if (jb[k].failed && rc == 0) {
			snprintf(err, errsize, "%s", jb[k].err);
			rc = -1;
		}
	}
	for (int i = 0; i < rs->n; i++) {
		if (reports[i].len)
			gen_buf_puts(report, reports[i].s);
		gen_buf_free(&reports[i]);
		failed += res[i] == 0;
		*untested += res[i] == 2;
		if (bad)
			bad[i] = res[i] == 0;
	}
	free(reports);
	free(res);
	return rc < 0 ? -1 : failed;
}

int gen_check_axioms(const spec_set *s, const gen_axioms *a, const gen_axcheck_opts *o,
		     gen_buf *report, char *err, size_t errsize)
{
	inst *c = new_inst(s, err, errsize);
	if (!c)
		return -1;
	int failed = 0;
	for (int i = 0; i < a->n; i++) {
		if (!has_kernels(c, a->ax[i].lhs, err, errsize) || !has_kernels(c, a->ax[i].rhs, err, errsize)) {
			free(c);
			return -1;
		}
		c->ax = &a->ax[i];
		c->rng = o->seed + (uint64_t)i * 0x100000001b3ull;
		int r = check_one(c, a->file[i], o, true, report, err, errsize);
		if (r < 0) {
			free(c);
			return -1;
		}
		failed += r != 1;
	}
	free(c);
	return failed;
}

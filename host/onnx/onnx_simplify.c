/* onnx_simplify.c: before import, fixes input shapes, folds constant subgraphs, inlines decided Ifs, infers shapes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "onnx_const.h"
#include "onnx_shapes.h"
#include "onnx_simplify.h"

/*
 * Models as exported compute much of their own plumbing at run time: pads
 * from Shape -> Gather -> Sub -> ConstantOfShape -> Concat chains (PyTorch),
 * Resize sizes from Shape -> Slice -> Concat (tf2onnx), If nodes whose
 * condition depends only on static shapes, weights sliced and concatenated
 * on every run. With the input shapes fixed all of it is constant. This pass
 * works on the ModelProto before the importer sees it, in rounds:
 *
 *   1. walk the nodes in dependency order, knowing for each tensor its type,
 *      its shape (tasoc's own rules, onnx_infer*.c; where none applies,
 *      ONNX's own inference, onnx_shapes.c; the file's static value_info
 *      only where neither knows) and, for constants, its
 *      value; a node whose inputs are all constant is evaluated
 *      (onnx_eval.c) and becomes initializers, Shape and Size of a known
 *      shape become constants, an If whose condition is constant is marked;
 *   2. rebuild the node list: folded nodes go, a marked If is replaced by
 *      its branch's nodes (names that would clash renamed) and an Identity
 *      per output; nodes no one reads go;
 *
 * until a round changes nothing. The last round's shapes replace the file's
 * value_info, so a stale or symbolic entry never reaches the importer.
 * Everything the pass cannot decide is left as it was: it never makes an
 * operator fail that would have imported.
 */

enum { F32 = ONNX__TENSOR_PROTO__DATA_TYPE__FLOAT, I64 = ONNX__TENSOR_PROTO__DATA_TYPE__INT64 };

/* Larger folded results stay as nodes: folding must not bloat a model. */
#define FOLD_MAX_NUMEL ((int64_t)1 << 22)
#define MAX_ROUNDS 32

typedef struct info {
	int32_t dtype;              /* 0 when unknown */
	bool known, is_const, decoded;
	tasoc_shape shape;
	const Onnx__TensorProto *t; /* an initializer's or Constant's tensor, decoded on demand */
	tasoc_onnx_const c;         /* the value once decoded or folded (owned) */
} info;

typedef struct simp {
	tasoc_onnx_model *m;
	Onnx__GraphProto *gp;
	info *v;
	size_t nv, cap;
	tasoc_onnx_names byname;
	tasoc_onnx_names hints;     /* the file's value_info and graph outputs: 2i, 2i+1 */
	tasoc_onnx_names outs;      /* graph output names */
	Onnx__TensorProto **newinit;
	size_t nnew;
	uint8_t *mark;              /* per node: 1 folded, 2 If taking then, 3 If taking else */
	tasoc_onnx_inlined inl;     /* what inlining made this round (onnx_inline.c) */
	tasoc_onnx_inferred onnx;   /* ONNX's inference, asked at the first tensor tasoc's rules leave unknown */
	int round, onnx_round;      /* the round being walked, and the one ONNX was last asked in */
	tasoc_onnx_simplify_stats *stats;
	char *err;
	size_t errsize;
	tasoc_status st;
} simp;

static tasoc_status nomem(simp *s)
{
	if (s->st == TASOC_OK)
		snprintf(s->err, s->errsize, "out of memory simplifying the model");
	s->st = TASOC_ERR_NOMEM;
	return s->st;
}

static char *dup(const char *str)
{
	size_t n = strlen(str) + 1;
	char *p = malloc(n);
	return p ? memcpy(p, str, n) : NULL;
}

static info *get(simp *s, const char *name)
{
	int32_t i = name && name[0] ? tasoc_onnx_names_get(&s->byname, name) : -1;
	return i >= 0 ? &s->v[i] : NULL;
}

static info *define(simp *s, const char *name)
{
	info *old = get(s, name);
	if (old)
		return old; /* defined twice: the importer names the error */
	if (s->nv == s->cap) {
		size_t ncap = s->cap ? s->cap * 2 : 256;
		info *p = realloc(s->v, ncap * sizeof *p);
		if (!p)
			return nomem(s), NULL;
		s->v = p;
		s->cap = ncap;
	}
	if (tasoc_onnx_names_put(&s->byname, name, (int32_t)s->nv) < 0)
		return nomem(s), NULL;
	info *v = &s->v[s->nv++];
	memset(v, 0, sizeof *v);
	return v;
}

static void reset(simp *s)
{
	for (size_t i = 0; i < s->nv; i++)
		tasoc_onnx_const_free(&s->v[i].c);
	s->nv = 0;
	tasoc_onnx_names_free(&s->byname);
}

/* The shape of a constant when tasoc_shape holds it (extents of 0 included: empty scales). */
static void const_shape(info *v, int rank, const int64_t *dim)
{
	v->known = rank <= TASOC_MAX_RANK;
	v->shape.rank = rank;
	for (int k = 0; v->known && k < rank; k++) {
		v->known = dim[k] >= 0 && dim[k] <= INT32_MAX;
		v->shape.dim[k] = (int32_t)dim[k];
	}
}

static tasoc_onnx_const *value(info *v)
{
	if (!v || !v->is_const)
		return NULL;
	if (!v->decoded && v->t) {
		char why[160];
		v->decoded = true;
		if (!tasoc_onnx_tensor_check(v->t, why, sizeof why) || !tasoc_onnx_const_from_tensor(v->t, &v->c))
			memset(&v->c, 0, sizeof v->c);
	}
	return v->c.data ? &v->c : NULL;
}

static void define_tensor(simp *s, const char *name, const Onnx__TensorProto *t)
{
	info *v = define(s, name);
	if (!v)
		return;
	v->dtype = t->has_data_type ? t->data_type : 0;
	v->t = t;
	v->is_const = true;
	if (t->n_dims <= TASOC_ONNX_MAX_RANK)
		const_shape(v, (int)t->n_dims, t->dims);
}

/* A Constant node's value; value_float(s) and value_int(s) are built here. */
static void constant(simp *s, const Onnx__NodeProto *n)
{
	if (n->n_output != 1 || n->n_attribute != 1 || !n->output[0][0] || get(s, n->output[0]))
		return; /* malformed, or defined twice: the importer names the error */
	const Onnx__AttributeProto *a = n->attribute[0];
	const char *an = a->name ? a->name : "";
	if (!strcmp(an, "value") && a->t) {
		define_tensor(s, n->output[0], a->t);
		return;
	}
	info *v = define(s, n->output[0]);
	if (!v)
		return;
	bool f = !strcmp(an, "value_float") || !strcmp(an, "value_floats");
	bool list = !strcmp(an, "value_floats") || !strcmp(an, "value_ints");
	if (!f && strcmp(an, "value_int") && !list)
		return; /* strings, sparse tensors: not values tasoc computes with */
	int64_t cnt = (int64_t)(list ? (f ? a->n_floats : a->n_ints) : 1);
	int made = tasoc_onnx_const_make(&v->c, f ? F32 : I64, list, &cnt);
	if (made <= 0) {
		if (made < 0)
			nomem(s);
		return; /* too large: a value tasoc does not compute with */
	}
	for (int64_t i = 0; i < cnt; i++)
		if (f)
			((float *)v->c.data)[i] = list ? a->floats[i] : a->f;
		else
			((int64_t *)v->c.data)[i] = list ? a->ints[i] : a->i;
	v->dtype = v->c.dtype;
	v->is_const = v->decoded = true;
	const_shape(v, v->c.rank, v->c.dim);
}

static bool has_subgraph(const Onnx__NodeProto *n)
{
	for (size_t a = 0; a < n->n_attribute; a++)
		if (n->attribute[a]->g || n->attribute[a]->n_graphs)
			return true;
	return false;
}

static bool standard(const Onnx__NodeProto *n)
{
	return !n->domain || !n->domain[0] || !strcmp(n->domain, "ai.onnx");
}

/* Nodes whose result is not a function of their inputs, or that must stay. */
static bool foldable(const Onnx__NodeProto *n)
{
	static const char *const never[] = { "RandomNormal", "RandomNormalLike", "RandomUniform",
					     "RandomUniformLike", "Multinomial", "Bernoulli", "Dropout" };
	if (!standard(n) || has_subgraph(n))
		return false;
	for (size_t i = 0; i < sizeof never / sizeof *never; i++)
		if (!strcmp(n->op_type, never[i]))
			return false;
	return true;
}

/* The file's static shape for a tensor, when tasoc's rules gave none. */
static bool hinted(simp *s, const char *name, info *v)
{
	int32_t h = tasoc_onnx_names_get(&s->hints, name);
	if (h < 0)
		return false;
	const Onnx__ValueInfoProto *vi = h % 2 ? s->gp->output[h / 2] : s->gp->value_info[h / 2];
	char why[160];
	int32_t dt;
	tasoc_shape sh;
	if (!tasoc_onnx_type_shape(vi->type, s->m, &dt, &sh, why, sizeof why))
		return false;
	v->dtype = dt;
	v->shape = sh;
	v->known = true;
	return true;
}

/*
 * ONNX's inferred static shape for a tensor, when tasoc's rules gave none.
 * ONNX is asked once a round at most: at the first such tensor, and again in
 * a later round only for a name it gave no static shape (folding and inlining since
 * may have shown it what it lacked).
 */
static bool onnx_static(const simp *s, const char *name, int32_t *dt, tasoc_shape *sh)
{
	const Onnx__TypeProto *tp = tasoc_onnx_inferred_type(&s->onnx, name);
	char why[160];
	return tp && tasoc_onnx_type_shape(tp, s->m, dt, sh, why, sizeof why);
}

static bool from_onnx(simp *s, const char *name, info *v)
{
	int32_t dt;
	tasoc_shape sh;
	bool got = onnx_static(s, name, &dt, &sh);
	if (!got && (!s->onnx.ran || s->onnx_round != s->round)) {
		s->onnx_round = s->round;
		if (tasoc_onnx_inferred_run(&s->onnx, s->m, s->err, s->errsize) != TASOC_OK) {
			s->st = TASOC_ERR_NOMEM;
			return false;
		}
		s->stats->onnx_inferences++;
		got = onnx_static(s, name, &dt, &sh);
	}
	if (!got)
		return false;
	v->dtype = dt;
	v->shape = sh;
	v->known = true;
	s->stats->onnx_shapes++;
	return true;
}

/* Output k of n becomes the constant c (moved into the table) and a new initializer. */
static bool fold_output(simp *s, const char *name, tasoc_onnx_const *c)
{
	if (get(s, name)) { /* defined twice: not folded, the importer names the error */
		tasoc_onnx_const_free(c);
		return false;
	}
	Onnx__TensorProto *t = tasoc_onnx_const_to_tensor(c, name);
	Onnx__TensorProto **grown = t ? realloc(s->newinit, (s->nnew + 1) * sizeof *grown) : NULL;
	info *v = grown ? define(s, name) : NULL;
	if (grown)
		s->newinit = grown;
	if (!v) {
		if (t)
			onnx__tensor_proto__free_unpacked(t, tasoc_onnx_pb());
		tasoc_onnx_const_free(c);
		return nomem(s), false;
	}
	s->newinit[s->nnew++] = t;
	v->dtype = c->dtype;
	v->is_const = v->decoded = true;
	v->c = *c;
	const_shape(v, c->rank, c->dim);
	return true;
}

/* Tries to evaluate n; true when it was folded. */
static bool try_fold(simp *s, size_t k, const Onnx__NodeProto *n, info **ins)
{
	size_t nin = n->n_input, nout = n->n_output;
	for (size_t i = 0; i < nout; i++)
		if (!n->output[i][0] || tasoc_onnx_names_get(&s->outs, n->output[i]) >= 0)
			return false; /* an omitted output, or a graph output: the node stays */
	tasoc_onnx_const sh = { I64, 1, { 0 }, 0, NULL }, *out = NULL;
	const tasoc_onnx_const **cin = calloc(nin + 1, sizeof *cin);
	bool done = false;
	if (!cin)
		return nomem(s), false;
	if ((!strcmp(n->op_type, "Shape") || !strcmp(n->op_type, "Size")) && nin == 1 && ins[0] && ins[0]->known) {
		/* Only the input's shape is read: a tensor of any kind with a known shape will do. */
		const tasoc_shape *x = &ins[0]->shape;
		bool size = n->op_type[1] == 'i';
		int64_t r = x->rank, st = size ? 0 : tasoc_onnx_attr_int(s->gp->node[k], "start", 0);
		int64_t en = size ? r : tasoc_onnx_attr_int(s->gp->node[k], "end", r);
		st = st < 0 ? st + r : st;
		en = en < 0 ? en + r : en > r ? r : en;
		st = st < 0 ? 0 : st > r ? r : st;
		int64_t len = en > st ? en - st : 0, numel = 1;
		bool ovf = false;
		for (int d = 0; d < x->rank; d++)
			ovf = ovf || __builtin_mul_overflow(numel, (int64_t)x->dim[d], &numel);
		if (nout == 1 && !ovf && tasoc_onnx_const_alloc(&sh, I64, size ? 0 : 1, &len)) {
			if (size)
				((int64_t *)sh.data)[0] = numel;
			else
				for (int64_t i = 0; i < len; i++)
					((int64_t *)sh.data)[i] = x->dim[st + i];
			done = fold_output(s, n->output[0], &sh);
		} else if (nout == 1 && !ovf) {
			nomem(s);
		}
		free(cin);
		return done;
	}
	bool all = foldable(n) && nin > 0;
	for (size_t i = 0; all && i < nin; i++)
		if (n->input[i][0] && !(cin[i] = value(ins[i])))
			all = false;
	if (all && (out = calloc(nout, sizeof *out))) {
		int r = tasoc_onnx_eval(n, s->m->opset, (int)nin, cin, (int)nout, out);
		if (r < 0)
			nomem(s);
		/* all outputs or none: a node half folded would define its other outputs twice */
		bool small = r == 1;
		for (size_t o = 0; small && o < nout; o++)
			small = out[o].numel <= FOLD_MAX_NUMEL && !get(s, n->output[o]);
		for (size_t o = 0; o + 1 < nout && small; o++)
			for (size_t q = o + 1; q < nout && small; q++)
				small = strcmp(n->output[o], n->output[q]) != 0;
		done = small && s->st == TASOC_OK;
		for (size_t o = 0; r == 1 && o < nout; o++) {
			if (done)
				done = fold_output(s, n->output[o], &out[o]); /* false only when memory ran out */
			else
				tasoc_onnx_const_free(&out[o]);
		}
	} else if (all) {
		nomem(s);
	}
	free(out);
	free(cin);
	return done;
}

/* Shapes of n's outputs from tasoc's rules, else the file's static hints. */
static void infer(simp *s, const Onnx__NodeProto *n, info **ins)
{
	size_t nin = n->n_input, nout = 0;
	for (size_t i = 0; i < n->n_output; i++)
		nout += n->output[i][0] != '\0';
	tasoc_onnx_in *in = calloc(nin + 1, sizeof *in);
	int64_t **ints = calloc(nin + 1, sizeof *ints);
	float **floats = calloc(nin + 1, sizeof *floats);
	tasoc_shape *out = calloc(nout + 1, sizeof *out);
	int32_t *dt = calloc(nout + 1, sizeof *dt);
	bool ok = in && ints && floats && out && dt && nin > 0 && nout > 0;
	if (!in || !ints || !floats || !out || !dt)
		nomem(s);
	for (size_t i = 0; ok && i < nin; i++) {
		if (!n->input[i][0])
			continue;
		info *v = ins[i];
		in[i].present = true;
		in[i].known = v && v->known;
		if (!v)
			continue;
		in[i].shape = v->shape;
		in[i].dtype = v->dtype;
		tasoc_onnx_const *c = v->is_const && v->known && tasoc_numel(&v->shape) <= 64 ? value(v) : NULL;
		if (c && (c->dtype == I64 || c->dtype == ONNX__TENSOR_PROTO__DATA_TYPE__INT32) &&
		    (ints[i] = malloc(sizeof(int64_t) * (size_t)(c->numel + 1)))) {
			for (int64_t e = 0; e < c->numel; e++)
				ints[i][e] = tasoc_onnx_const_geti(c, e);
			in[i].ints = ints[i];
			in[i].nints = (size_t)c->numel;
		} else if (c && c->dtype == F32) {
			in[i].floats = c->data;
			in[i].nfloats = (size_t)c->numel;
		}
	}
	ok = ok && tasoc_onnx_infer_opaque(n, s->m->opset, (int)nin, in, (int)nout, out, dt);
	for (size_t i = 0, o = 0; i < n->n_output && s->st == TASOC_OK; i++) {
		if (!n->output[i][0])
			continue;
		info *v = define(s, n->output[i]);
		if (v && ok) {
			v->known = true;
			v->shape = out[o];
			v->dtype = dt[o];
		} else if (v && !from_onnx(s, n->output[i], v) && s->st == TASOC_OK) {
			hinted(s, n->output[i], v);
		}
		o++;
	}
	for (size_t i = 0; ints && i < nin; i++)
		free(ints[i]);
	free(in), free(ints), free(floats), free(out), free(dt);
}

/* The branch of an If that can replace it: one named value per output of the If. */
static const Onnx__GraphProto *branch(const Onnx__NodeProto *n, const char *name)
{
	const Onnx__AttributeProto *a = tasoc_onnx_attr(n, name);
	if (!a || !a->g || a->g->n_output != n->n_output)
		return NULL;
	for (size_t i = 0; i < a->g->n_output; i++)
		if (!a->g->output[i]->name || !a->g->output[i]->name[0])
			return NULL;
	return a->g;
}

static void visit(simp *s, size_t k)
{
	Onnx__NodeProto *n = s->gp->node[k];
	if (standard(n) && !strcmp(n->op_type, "Constant")) {
		constant(s, n);
		return;
	}
	info **ins = calloc(n->n_input + 1, sizeof *ins);
	if (!ins) {
		nomem(s);
		return;
	}
	for (size_t i = 0; i < n->n_input; i++)
		ins[i] = get(s, n->input[i]);
	if (try_fold(s, k, n, ins)) {
		s->mark[k] = 1; /* counted when the rebuild removes it */
	} else if (s->st == TASOC_OK) {
		infer(s, n, ins);
	}
	/* An If with a decided condition, whose chosen branch gives one value per output. */
	tasoc_onnx_const *cond = standard(n) && !strcmp(n->op_type, "If") && n->n_input == 1 ? value(ins[0]) : NULL;
	if (cond && cond->numel == 1 && !s->mark[k]) {
		bool then = tasoc_onnx_const_geti(cond, 0) != 0;
		const Onnx__GraphProto *b = branch(n, then ? "then_branch" : "else_branch");
		if (b)
			s->mark[k] = then ? 2 : 3;
	}
	free(ins);
}

/* ------------------------------------------------------------------ */
/* The order: a node is visited once everything it reads is defined.    */

static bool ready(simp *s, const Onnx__NodeProto *n)
{
	for (size_t i = 0; i < n->n_input; i++)
		if (n->input[i][0] && !get(s, n->input[i]))
			return false;
	if (!has_subgraph(n))
		return true;
	const char **reads = NULL;
	size_t nreads = 0;
	if (tasoc_onnx_outer_reads(n, &reads, &nreads))
		return nomem(s), false;
	bool ok = true;
	for (size_t i = 0; i < nreads && ok; i++)
		ok = get(s, reads[i]) != NULL;
	free(reads);
	return ok;
}

static void walk(simp *s)
{
	size_t n = s->gp->n_node, left = n;
	s->stats->onnx_shapes = 0; /* what the last walk took from ONNX */
	uint8_t *done = calloc(n + 1, 1);
	if (!done) {
		nomem(s);
		return;
	}
	/* Before IR 4 every initializer is listed as an input too: the initializer is the value. From IR 4
	 * an initializer that is also an input is only its default: the input wins (as in the importer). */
	if (s->m->proto->ir_version < 4)
		for (size_t i = 0; i < s->gp->n_initializer; i++)
			if (s->gp->initializer[i]->name && !get(s, s->gp->initializer[i]->name))
				define_tensor(s, s->gp->initializer[i]->name, s->gp->initializer[i]);
	for (size_t i = 0; i < s->gp->n_input; i++) {
		const Onnx__ValueInfoProto *vi = s->gp->input[i];
		if (!vi->name || get(s, vi->name))
			continue;
		info *v = define(s, vi->name);
		char why[160];
		if (v && tasoc_onnx_type_shape(vi->type, s->m, &v->dtype, &v->shape, why, sizeof why))
			v->known = true;
	}
	for (size_t i = 0; i < s->gp->n_initializer; i++)
		if (s->gp->initializer[i]->name && !get(s, s->gp->initializer[i]->name))
			define_tensor(s, s->gp->initializer[i]->name, s->gp->initializer[i]);
	/* Files are almost always in order: one pass, and more only for the nodes out of order. */
	for (bool progress = true; progress && left && s->st == TASOC_OK;) {
		progress = false;
		for (size_t k = 0; k < n && s->st == TASOC_OK; k++)
			if (!done[k] && ready(s, s->gp->node[k])) {
				visit(s, k);
				done[k] = 1;
				left--;
				progress = true;
			}
	}
	free(done);
}

/* ------------------------------------------------------------------ */
/* Rebuilding the node list.                                            */

/* Nodes no one reads (graph outputs, node inputs, subgraph reads) are dropped, until none is. */
static void prune(simp *s, tasoc_onnx_node_list *l)
{
	for (bool removed = true; removed && s->st == TASOC_OK;) {
		removed = false;
		tasoc_onnx_names used = { 0 };
		for (size_t i = 0; i < s->gp->n_output; i++)
			if (s->gp->output[i]->name && tasoc_onnx_names_put(&used, s->gp->output[i]->name, 0) < 0)
				nomem(s);
		for (size_t k = 0; k < l->n && s->st == TASOC_OK; k++) {
			const Onnx__NodeProto *n = l->p[k];
			for (size_t i = 0; i < n->n_input; i++)
				if (n->input[i][0] && tasoc_onnx_names_put(&used, n->input[i], 0) < 0)
					nomem(s);
			const char **reads = NULL;
			size_t nreads = 0;
			if (has_subgraph(n) && tasoc_onnx_outer_reads(n, &reads, &nreads))
				nomem(s);
			for (size_t i = 0; i < nreads; i++)
				if (tasoc_onnx_names_put(&used, reads[i], 0) < 0)
					nomem(s);
			free(reads);
		}
		/* used borrows the nodes' strings: the dead are freed only once it is gone */
		tasoc_onnx_node_list dead = { NULL, 0, 0 };
		size_t kept = 0;
		for (size_t k = 0; k < l->n && s->st == TASOC_OK; k++) {
			Onnx__NodeProto *n = l->p[k];
			bool live = false;
			for (size_t i = 0; i < n->n_output && !live; i++)
				live = n->output[i][0] && tasoc_onnx_names_get(&used, n->output[i]) >= 0;
			if (live || tasoc_onnx_node_list_push(&dead, n) < 0)
				l->p[kept++] = n; /* out of memory: kept, harmless */
		}
		if (s->st == TASOC_OK)
			l->n = kept;
		tasoc_onnx_names_free(&used);
		for (size_t k = 0; k < dead.n; k++)
			onnx__node_proto__free_unpacked(dead.p[k], tasoc_onnx_pb());
		s->stats->pruned += dead.n;
		removed = dead.n > 0;
		free(dead.p);
	}
}

/* Applies the round's marks; true when the graph changed. */
static bool rebuild(simp *s)
{
	Onnx__GraphProto *gp = s->gp;
	tasoc_onnx_node_list l = { NULL, 0, 0 }, dead = { NULL, 0, 0 };
	tasoc_onnx_names taken = { 0 };
	bool changed = s->nnew > 0;
	for (size_t i = 0; i < gp->n_input; i++)
		if (gp->input[i]->name && tasoc_onnx_names_put(&taken, gp->input[i]->name, 0) < 0)
			nomem(s);
	for (size_t i = 0; i < gp->n_initializer; i++)
		if (gp->initializer[i]->name && tasoc_onnx_names_put(&taken, gp->initializer[i]->name, 0) < 0)
			nomem(s);
	for (size_t i = 0; i < s->nnew; i++)
		if (tasoc_onnx_names_put(&taken, s->newinit[i]->name, 0) < 0)
			nomem(s);
	for (size_t k = 0; k < gp->n_node; k++)
		for (size_t i = 0; i < gp->node[k]->n_output; i++)
			if (gp->node[k]->output[i][0] && tasoc_onnx_names_put(&taken, gp->node[k]->output[i], 0) < 0)
				nomem(s);
	/* fresh names are owned here until the nodes that hold copies of them exist */
	for (size_t k = 0; k < gp->n_node && s->st == TASOC_OK; k++) {
		Onnx__NodeProto *n = gp->node[k];
		if (s->mark[k] == 0) {
			if (tasoc_onnx_node_list_push(&l, n) < 0)
				nomem(s);
			continue;
		}
		changed = true;
		s->stats->folded += s->mark[k] == 1;
		if (s->mark[k] >= 2) {
			const Onnx__AttributeProto *a = tasoc_onnx_attr(n, s->mark[k] == 2 ? "then_branch" : "else_branch");
			if (tasoc_onnx_inline_if(n, a->g, &taken, &l, &s->inl) < 0)
				nomem(s);
			s->stats->inlined++;
		}
		if (tasoc_onnx_node_list_push(&dead, n) < 0)
			nomem(s);
	}
	if (s->st != TASOC_OK) {
		/* the nodes already moved are in l; the graph keeps its list: free only ours */
		free(l.p);
		free(dead.p);
		tasoc_onnx_names_free(&taken);
		tasoc_onnx_inlined_done(&s->inl);
		return false;
	}
	tasoc_onnx_names_free(&taken);
	/* the branches' initializers join the folded ones */
	if (s->inl.ninits) {
		Onnx__TensorProto **grown = realloc(s->newinit, (s->nnew + s->inl.ninits) * sizeof *grown);
		if (!grown) {
			nomem(s);
		} else {
			memcpy(grown + s->nnew, s->inl.inits, s->inl.ninits * sizeof *grown);
			s->newinit = grown;
			s->nnew += s->inl.ninits;
			s->inl.ninits = 0;
		}
	}
	tasoc_onnx_inlined_done(&s->inl);
	for (size_t k = 0; k < dead.n; k++)
		onnx__node_proto__free_unpacked(dead.p[k], tasoc_onnx_pb());
	free(dead.p);
	free(gp->node);
	gp->node = l.p;
	gp->n_node = l.n;
	if (s->nnew) {
		Onnx__TensorProto **inits = realloc(gp->initializer, (gp->n_initializer + s->nnew) * sizeof *inits);
		if (!inits) {
			nomem(s);
			return false;
		}
		memcpy(inits + gp->n_initializer, s->newinit, s->nnew * sizeof *inits);
		gp->initializer = inits;
		gp->n_initializer += s->nnew;
		s->nnew = 0;
	}
	size_t before = s->stats->pruned;
	prune(s, &l);
	gp->node = l.p;
	gp->n_node = l.n;
	return changed || s->stats->pruned != before;
}

/* ------------------------------------------------------------------ */
/* Input shapes and value_info.                                         */

static tasoc_status set_input_shape(simp *s, const tasoc_onnx_input_shape *is)
{
	Onnx__ValueInfoProto *vi = NULL;
	for (size_t i = 0; i < s->gp->n_input && !vi; i++)
		if (s->gp->input[i]->name && !strcmp(s->gp->input[i]->name, is->name))
			vi = s->gp->input[i];
	if (!vi) {
		int w = snprintf(s->err, s->errsize, "--input-shape %s: the model has no input of that name (its inputs:", is->name);
		for (size_t i = 0; i < s->gp->n_input && w > 0 && (size_t)w < s->errsize; i++)
			w += snprintf(s->err + w, s->errsize - (size_t)w, " %s", s->gp->input[i]->name);
		if (w > 0 && (size_t)w < s->errsize)
			snprintf(s->err + w, s->errsize - (size_t)w, ")");
		return s->st = TASOC_ERR_ARG;
	}
	Onnx__TypeProto *tp = vi->type;
	if (!tp || tp->value_case != ONNX__TYPE_PROTO__VALUE_TENSOR_TYPE || !tp->tensor_type) {
		snprintf(s->err, s->errsize, "--input-shape %s: the input is not a tensor", is->name);
		return s->st = TASOC_ERR_ARG;
	}
	Onnx__TypeProto__Tensor *tt = tp->tensor_type;
	Onnx__TensorShapeProto__Dimension **dims = calloc((size_t)is->rank + 1, sizeof *dims);
	Onnx__TensorShapeProto *shape = tt->shape ? tt->shape : malloc(sizeof *shape);
	if (!dims || !shape) {
		free(dims);
		if (!tt->shape)
			free(shape);
		return nomem(s);
	}
	if (!tt->shape) {
		onnx__tensor_shape_proto__init(shape);
		tt->shape = shape;
	}
	for (int i = 0; i < is->rank; i++) {
		if (!(dims[i] = malloc(sizeof **dims))) {
			for (int j = 0; j < i; j++)
				free(dims[j]);
			free(dims);
			return nomem(s);
		}
		onnx__tensor_shape_proto__dimension__init(dims[i]);
		dims[i]->value_case = ONNX__TENSOR_SHAPE_PROTO__DIMENSION__VALUE_DIM_VALUE;
		dims[i]->dim_value = is->dim[i];
	}
	for (size_t i = 0; i < shape->n_dim; i++)
		protobuf_c_message_free_unpacked(&shape->dim[i]->base, tasoc_onnx_pb());
	free(shape->dim);
	shape->dim = dims;
	shape->n_dim = (size_t)is->rank;
	return TASOC_OK;
}

static Onnx__ValueInfoProto *make_vi(const char *name, int32_t dtype, const tasoc_shape *sh)
{
	Onnx__ValueInfoProto *vi = calloc(1, sizeof *vi);
	Onnx__TypeProto *tp = calloc(1, sizeof *tp);
	Onnx__TypeProto__Tensor *tt = calloc(1, sizeof *tt);
	Onnx__TensorShapeProto *shape = calloc(1, sizeof *shape);
	Onnx__TensorShapeProto__Dimension **dims = calloc((size_t)sh->rank + 1, sizeof *dims);
	char *nm = dup(name);
	bool ok = vi && tp && tt && shape && dims && nm;
	for (int i = 0; ok && i < sh->rank; i++)
		ok = (dims[i] = malloc(sizeof **dims)) != NULL;
	if (!ok) {
		for (int i = 0; dims && i < sh->rank; i++)
			free(dims[i]);
		free(vi), free(tp), free(tt), free(shape), free(dims), free(nm);
		return NULL;
	}
	onnx__value_info_proto__init(vi);
	onnx__type_proto__init(tp);
	onnx__type_proto__tensor__init(tt);
	onnx__tensor_shape_proto__init(shape);
	for (int i = 0; i < sh->rank; i++) {
		onnx__tensor_shape_proto__dimension__init(dims[i]);
		dims[i]->value_case = ONNX__TENSOR_SHAPE_PROTO__DIMENSION__VALUE_DIM_VALUE;
		dims[i]->dim_value = sh->dim[i];
	}
	shape->n_dim = (size_t)sh->rank;
	shape->dim = dims;
	tt->has_elem_type = 1;
	tt->elem_type = dtype;
	tt->shape = shape;
	tp->value_case = ONNX__TYPE_PROTO__VALUE_TENSOR_TYPE;
	tp->tensor_type = tt;
	vi->name = nm;
	vi->type = tp;
	return vi;
}

/* value_info becomes what the last round knew; the file's entries stay only where it knew nothing. */
static void rewrite_value_info(simp *s)
{
	Onnx__GraphProto *gp = s->gp;
	size_t cap = 1;
	for (size_t k = 0; k < gp->n_node; k++)
		cap += gp->node[k]->n_output;
	Onnx__ValueInfoProto **vi = calloc(cap + gp->n_value_info, sizeof *vi);
	uint8_t *keep = calloc(gp->n_value_info + 1, 1);
	size_t n = 0;
	tasoc_onnx_names seen = { 0 }; /* a name defined twice gets one entry (the importer reports it) */
	if (!vi || !keep) {
		free(vi), free(keep);
		nomem(s);
		return;
	}
	for (size_t k = 0; k < gp->n_node && s->st == TASOC_OK; k++)
		for (size_t i = 0; i < gp->node[k]->n_output; i++) {
			const char *o = gp->node[k]->output[i];
			if (!o[0] || tasoc_onnx_names_get(&seen, o) >= 0)
				continue;
			if (tasoc_onnx_names_put(&seen, o, 0) < 0) {
				nomem(s);
				break;
			}
			info *v = get(s, o);
			int32_t h = tasoc_onnx_names_get(&s->hints, o);
			if (v && v->known && v->dtype > 0 && !(v->is_const && v->c.data && v->c.rank > TASOC_MAX_RANK)) {
				if (!(vi[n] = make_vi(o, v->dtype, &v->shape))) {
					nomem(s);
					break;
				}
				n++;
			} else if (h >= 0 && h % 2 == 0 && !tasoc_onnx_type_symbolic(gp->value_info[h / 2]->type)) {
				keep[h / 2] = 1;
				vi[n++] = gp->value_info[h / 2];
			}
		}
	tasoc_onnx_names_free(&seen);
	if (s->st != TASOC_OK) {
		for (size_t i = 0; i < n; i++)
			if (!(tasoc_onnx_names_get(&s->hints, vi[i]->name) >= 0 && keep[tasoc_onnx_names_get(&s->hints, vi[i]->name) / 2]))
				onnx__value_info_proto__free_unpacked(vi[i], tasoc_onnx_pb());
		free(vi), free(keep);
		return;
	}
	for (size_t i = 0; i < gp->n_value_info; i++)
		if (!keep[i])
			onnx__value_info_proto__free_unpacked(gp->value_info[i], tasoc_onnx_pb());
	free(gp->value_info);
	free(keep);
	gp->value_info = vi;
	gp->n_value_info = n;
}

/* Every node, in subgraphs too, has an operator type: else the importer reports the file, untouched. */
static bool sane(const Onnx__GraphProto *g)
{
	for (size_t k = 0; k < g->n_node; k++) {
		const Onnx__NodeProto *n = g->node[k];
		if (!n->op_type || !n->op_type[0])
			return false;
		for (size_t a = 0; a < n->n_attribute; a++) {
			if (n->attribute[a]->g && !sane(n->attribute[a]->g))
				return false;
			for (size_t j = 0; j < n->attribute[a]->n_graphs; j++)
				if (!sane(n->attribute[a]->graphs[j]))
					return false;
		}
	}
	return true;
}

static void index_hints(simp *s)
{
	tasoc_onnx_names_free(&s->hints);
	tasoc_onnx_names_free(&s->outs);
	for (size_t i = 0; i < s->gp->n_value_info; i++)
		if (s->gp->value_info[i]->name && tasoc_onnx_names_put(&s->hints, s->gp->value_info[i]->name, (int32_t)(2 * i)) < 0)
			nomem(s);
	for (size_t i = 0; i < s->gp->n_output; i++)
		if (s->gp->output[i]->name && (tasoc_onnx_names_put(&s->hints, s->gp->output[i]->name, (int32_t)(2 * i + 1)) < 0 ||
					       tasoc_onnx_names_put(&s->outs, s->gp->output[i]->name, 0) < 0))
			nomem(s);
}

tasoc_status tasoc_onnx_simplify(tasoc_onnx_model *m, const tasoc_onnx_input_shape *shapes, int nshapes, bool fold,
				 tasoc_onnx_simplify_stats *stats, char *err, size_t errsize)
{
	simp s;
	memset(&s, 0, sizeof s);
	memset(stats, 0, sizeof *stats);
	s.m = m;
	s.gp = m->proto->graph;
	s.err = err;
	s.errsize = errsize;
	s.stats = stats;
	stats->nodes_in = s.gp->n_node;
	for (int i = 0; i < nshapes && s.st == TASOC_OK; i++)
		set_input_shape(&s, &shapes[i]);
	index_hints(&s);
	if (!sane(s.gp))
		goto done;
	for (int round = 0; round < MAX_ROUNDS && s.st == TASOC_OK; round++) {
		free(s.mark);
		if (!(s.mark = calloc(s.gp->n_node + 1, 1))) {
			nomem(&s);
			break;
		}
		reset(&s);
		s.round = round;
		walk(&s);
		if (!fold) {
			for (size_t i = 0; i < s.nnew; i++)
				onnx__tensor_proto__free_unpacked(s.newinit[i], tasoc_onnx_pb());
			s.nnew = 0;
			break;
		}
		if (s.st != TASOC_OK || !rebuild(&s))
			break;
		stats->rounds++;
	}
	if (s.st == TASOC_OK && fold) {
		/* the last round changed nothing, or hit the bound: walk once more for the final shapes */
		reset(&s);
		s.round = MAX_ROUNDS;
		free(s.mark);
		s.mark = calloc(s.gp->n_node + 1, 1);
		if (!s.mark)
			nomem(&s);
		else
			walk(&s);
		for (size_t i = 0; i < s.nnew; i++)
			onnx__tensor_proto__free_unpacked(s.newinit[i], tasoc_onnx_pb());
		s.nnew = 0;
	}
	if (s.st == TASOC_OK)
		rewrite_value_info(&s);
done:
	stats->nodes_out = s.gp->n_node;
	reset(&s);
	for (size_t i = 0; i < s.nnew; i++) /* folded in a round that then failed */
		onnx__tensor_proto__free_unpacked(s.newinit[i], tasoc_onnx_pb());
	tasoc_onnx_inlined_done(&s.inl);
	free(s.v);
	free(s.mark);
	free(s.newinit);
	tasoc_onnx_names_free(&s.hints);
	tasoc_onnx_names_free(&s.outs);
	tasoc_onnx_inferred_free(&s.onnx);
	return s.st;
}

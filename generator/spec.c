/* spec.c: the Lua spec loader: runs spec files and copies their tables into C. */
#include "spec.h"

#include <dirent.h>
#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spec_expr.h"
#include "term.h"

/*
 * Every allocation made while reading specs is linked into s->pool, so an
 * error raised by luaL_error halfway through a table (which longjmps out of
 * the extraction) leaks nothing: spec_free releases the pool.
 */
typedef struct block {
	struct block *next;
	max_align_t data[];
} block;

static void *pool_alloc(spec_set *s, size_t n)
{
	block *b = calloc(1, sizeof(block) + n + 1);
	if (!b)
		return NULL;
	b->next = s->pool;
	s->pool = b;
	return b->data;
}

static char *pool_strdup(spec_set *s, const char *str)
{
	size_t n = strlen(str);
	char *p = pool_alloc(s, n + 1);
	if (p)
		memcpy(p, str, n + 1);
	return p;
}

void spec_free(spec_set *s)
{
	block *b = s->pool;
	while (b) {
		block *next = b->next;
		free(b);
		b = next;
	}
	free(s->ops);
	memset(s, 0, sizeof *s);
}

/* State of one extraction, reachable from the protected C function. */
typedef struct ctx {
	spec_set *set;
	const char *file;
	const char *op;         /* the operator being read, for messages */
} ctx;


static void *xalloc(lua_State *L, ctx *c, size_t n)
{
	void *p = pool_alloc(c->set, n);
	if (!p)
		luaL_error(L, "%s: out of memory", c->file);
	return p;
}

static char *xstrdup(lua_State *L, ctx *c, const char *str)
{
	char *p = pool_strdup(c->set, str);
	if (!p)
		luaL_error(L, "%s: out of memory", c->file);
	return p;
}

/* Reads field `key` of the table at the top as a string; NULL when absent and optional. */
static char *get_string(lua_State *L, ctx *c, const char *key, bool required)
{
	lua_getfield(L, -1, key);
	char *r = NULL;
	if (lua_isnil(L, -1)) {
		if (required)
			luaL_error(L, "%s: %s: missing field '%s'", c->file, c->op, key);
	} else if (lua_type(L, -1) != LUA_TSTRING) {
		luaL_error(L, "%s: %s: field '%s' must be a string, not a %s", c->file, c->op, key,
			   luaL_typename(L, -1));
	} else {
		r = xstrdup(L, c, lua_tostring(L, -1));
	}
	lua_pop(L, 1);
	return r;
}

static bool get_bool(lua_State *L, ctx *c, const char *key)
{
	lua_getfield(L, -1, key);
	bool r = false;
	if (!lua_isnil(L, -1)) {
		if (!lua_isboolean(L, -1))
			luaL_error(L, "%s: %s: field '%s' must be true or false", c->file, c->op, key);
		r = lua_toboolean(L, -1);
	}
	lua_pop(L, 1);
	return r;
}

/* The list at field key of the top table, as strings. */
static int get_string_list(lua_State *L, ctx *c, const char *key, char ***out, const char *where)
{
	lua_getfield(L, -1, key);
	*out = NULL;
	if (lua_isnil(L, -1)) {
		lua_pop(L, 1);
		return 0;
	}
	if (!lua_istable(L, -1))
		luaL_error(L, "%s: %s: field '%s%s' must be a list of strings", c->file, c->op, where, key);
	int n = (int)luaL_len(L, -1);
	*out = xalloc(L, c, (size_t)(n + 1) * sizeof(char *));
	for (int i = 1; i <= n; i++) {
		lua_geti(L, -1, i);
		if (lua_type(L, -1) != LUA_TSTRING)
			luaL_error(L, "%s: %s: %s%s[%d] must be a string", c->file, c->op, where, key, i);
		(*out)[i - 1] = xstrdup(L, c, lua_tostring(L, -1));
		lua_pop(L, 1);
	}
	lua_pop(L, 1);
	return n;
}

static const char *const known_op_fields[] = {
	"name", "doc", "inputs", "outputs", "attrs", "shape", "properties", "kernel", "axioms",
	"generate", "firmware", "source", "opaque", "constant", "onnx", "cudnn", "cost", NULL,
};
static const char *const known_attr_fields[] = { "name", "type", "values", "derived", NULL };
static const char *const known_shape_fields[] = { "require", "each", "out", NULL };
static const char *const known_prop_fields[] = { "commutative", "associative", "linear", "shape_only",
						   "contraction", NULL };

/* Rejects keys of the top table not in known: a typo must not pass silently. */
static void check_keys(lua_State *L, ctx *c, const char *const *known, const char *where)
{
	lua_pushnil(L);
	while (lua_next(L, -2)) {
		lua_pop(L, 1);
		if (lua_type(L, -1) == LUA_TNUMBER && strcmp(where, "") != 0)
			continue;
		if (lua_type(L, -1) != LUA_TSTRING)
			luaL_error(L, "%s: %s: %s has a non-string key", c->file, c->op, where[0] ? where : "table");
		const char *k = lua_tostring(L, -1);
		int i = 0;
		while (known[i] && strcmp(known[i], k) != 0)
			i++;
		if (!known[i])
			luaL_error(L, "%s: %s: unknown field '%s%s'", c->file, c->op, where, k);
	}
}

static void read_attr(lua_State *L, ctx *c, int i, spec_attr *a)
{
	char where[64];
	snprintf(where, sizeof where, "attrs[%d].", i);
	if (!lua_istable(L, -1))
		luaL_error(L, "%s: %s: attrs[%d] must be a table", c->file, c->op, i);
	check_keys(L, c, known_attr_fields, where);
	lua_getfield(L, -1, "name");
	if (lua_type(L, -1) != LUA_TSTRING)
		luaL_error(L, "%s: %s: attrs[%d] needs a string field 'name'", c->file, c->op, i);
	a->name = xstrdup(L, c, lua_tostring(L, -1));
	lua_pop(L, 1);
	char *type = get_string(L, c, "type", false);
	if (!type)
		luaL_error(L, "%s: %s: attribute %s: missing field 'type'", c->file, c->op, a->name);
	if (strcmp(type, "int") == 0)
		a->type = SPEC_INT;
	else if (strcmp(type, "enum") == 0)
		a->type = SPEC_ENUM;
	else if (strcmp(type, "float") == 0)
		a->type = SPEC_FLOAT;
	else
		luaL_error(L, "%s: %s: attribute %s: type must be int, enum or float, not '%s'", c->file,
			   c->op, a->name, type);
	/*
	 * derived = true: the value comes from elsewhere (split's size, from
	 * the output a rewrite replaces); derived = "expr": computed from the
	 * input shapes (groupconv2d's group), so every rewrite can fill it in.
	 */
	lua_getfield(L, -1, "derived");
	if (lua_type(L, -1) == LUA_TSTRING) {
		a->derived = true;
		a->derive = xstrdup(L, c, lua_tostring(L, -1));
	} else if (!lua_isnil(L, -1) && !lua_isboolean(L, -1)) {
		luaL_error(L, "%s: %s: attribute %s: 'derived' must be true or a shape expression", c->file,
			   c->op, a->name);
	} else {
		a->derived = lua_toboolean(L, -1);
	}
	lua_pop(L, 1);
	if (a->derived && a->type != SPEC_INT)
		luaL_error(L, "%s: %s: attribute %s: only an int attribute can be derived", c->file, c->op, a->name);
	lua_getfield(L, -1, "values");
	if (!lua_isnil(L, -1)) {
		if (!lua_istable(L, -1))
			luaL_error(L, "%s: %s: attribute %s: 'values' must be a list", c->file, c->op, a->name);
		int n = (int)luaL_len(L, -1);
		if (n == 0)
			luaL_error(L, "%s: %s: attribute %s: 'values' is empty", c->file, c->op, a->name);
		a->nvalues = n;
		a->values = xalloc(L, c, (size_t)n * sizeof *a->values);
		if (a->type == SPEC_ENUM)
			a->enum_names = xalloc(L, c, (size_t)n * sizeof(char *));
		for (int k = 1; k <= n; k++) {
			lua_geti(L, -1, k);
			if (a->type == SPEC_ENUM) {
				if (lua_type(L, -1) != LUA_TSTRING)
					luaL_error(L, "%s: %s: attribute %s: values[%d] must be a name", c->file,
						   c->op, a->name, k);
				a->enum_names[k - 1] = xstrdup(L, c, lua_tostring(L, -1));
				a->values[k - 1] = k - 1;
			} else if (a->type == SPEC_FLOAT) {
				/* stored bit for bit, as the IR holds a float attribute */
				if (lua_type(L, -1) != LUA_TNUMBER)
					luaL_error(L, "%s: %s: attribute %s: values[%d] must be a number", c->file,
						   c->op, a->name, k);
				float f = (float)lua_tonumber(L, -1);
				memcpy(&a->values[k - 1], &f, sizeof f);
			} else {
				if (!lua_isinteger(L, -1))
					luaL_error(L, "%s: %s: attribute %s: values[%d] must be an integer", c->file,
						   c->op, a->name, k);
				a->values[k - 1] = (int32_t)lua_tointeger(L, -1);
			}
			lua_pop(L, 1);
		}
	} else if (a->type == SPEC_ENUM) {
		luaL_error(L, "%s: %s: attribute %s: an enum needs 'values'", c->file, c->op, a->name);
	}
	lua_pop(L, 1);
}

static void read_shape(lua_State *L, ctx *c, spec_op *op)
{
	lua_getfield(L, -1, "shape");
	if (lua_isnil(L, -1)) {
		lua_pop(L, 1);
		if (!op->source && !op->opaque)
			luaL_error(L, "%s: %s: missing field 'shape'", c->file, c->op);
		return;
	}
	if (!lua_istable(L, -1))
		luaL_error(L, "%s: %s: field 'shape' must be a table", c->file, c->op);
	check_keys(L, c, known_shape_fields, "shape.");
	op->nrequire = get_string_list(L, c, "require", &op->require, "shape.");
	op->neach = get_string_list(L, c, "each", &op->each, "shape.");
	lua_getfield(L, -1, "out");
	if (!lua_istable(L, -1))
		luaL_error(L, "%s: %s: missing field 'shape.out' (a list with one entry per output)", c->file, c->op);
	if ((int)luaL_len(L, -1) != op->nout)
		luaL_error(L, "%s: %s: shape.out has %d entries for %d outputs", c->file, c->op,
			   (int)luaL_len(L, -1), op->nout);
	op->outs = xalloc(L, c, (size_t)op->nout * sizeof *op->outs);
	for (int i = 1; i <= op->nout; i++) {
		lua_geti(L, -1, i);
		if (!lua_istable(L, -1))
			luaL_error(L, "%s: %s: shape.out[%d] must be a table", c->file, c->op, i);
		spec_out *o = &op->outs[i - 1];
		o->rank = get_string(L, c, "rank", false);
		o->dim = get_string(L, c, "dim", false);
		o->ndims = get_string_list(L, c, "dims", &o->dims, "shape.out.");
		if (!o->dims && !(o->rank && o->dim))
			luaL_error(L, "%s: %s: shape.out[%d] needs 'dims' or both 'rank' and 'dim'", c->file, c->op, i);
		if (o->dims && (o->rank || o->dim))
			luaL_error(L, "%s: %s: shape.out[%d] has 'dims' and 'rank'/'dim'; use one form", c->file, c->op, i);
		if (o->ndims > 4)
			luaL_error(L, "%s: %s: shape.out[%d] has more than 4 dims", c->file, c->op, i);
		lua_pop(L, 1);
	}
	lua_pop(L, 2);
}

static void read_axioms(lua_State *L, ctx *c, spec_op *op)
{
	lua_getfield(L, -1, "axioms");
	if (lua_isnil(L, -1))
		luaL_error(L, "%s: %s: missing field 'axioms' (write axioms = {} when there are none)", c->file, c->op);
	if (!lua_istable(L, -1))
		luaL_error(L, "%s: %s: field 'axioms' must be a list", c->file, c->op);
	int n = (int)luaL_len(L, -1);
	op->axioms = xalloc(L, c, (size_t)(n + 1) * sizeof *op->axioms);
	for (int i = 1; i <= n; i++) {
		lua_geti(L, -1, i);
		if (!lua_istable(L, -1) || luaL_len(L, -1) != 2)
			luaL_error(L, "%s: %s: axioms[%d] must be { \"name\", \"(forall ...)\" }", c->file, c->op, i);
		lua_geti(L, -1, 1);
		lua_geti(L, -2, 2);
		if (lua_type(L, -2) != LUA_TSTRING || lua_type(L, -1) != LUA_TSTRING)
			luaL_error(L, "%s: %s: axioms[%d] must be { \"name\", \"(forall ...)\" }", c->file, c->op, i);
		op->axioms[i - 1].name = xstrdup(L, c, lua_tostring(L, -2));
		op->axioms[i - 1].text = xstrdup(L, c, lua_tostring(L, -1));
		lua_pop(L, 3);
	}
	op->naxioms = n;
	lua_pop(L, 1);
}

static void read_properties(lua_State *L, ctx *c, spec_op *op)
{
	lua_getfield(L, -1, "properties");
	if (lua_isnil(L, -1)) {
		lua_pop(L, 1);
		return;
	}
	if (!lua_istable(L, -1))
		luaL_error(L, "%s: %s: field 'properties' must be a table", c->file, c->op);
	check_keys(L, c, known_prop_fields, "properties.");
	op->commutative = get_bool(L, c, "commutative");
	op->associative = get_bool(L, c, "associative");
	op->contraction = get_bool(L, c, "contraction");
	char **lin;
	int n = get_string_list(L, c, "linear", &lin, "properties.");
	for (int i = 0; i < n; i++) {
		int k = spec_input_index(op, lin[i]);
		if (k < 0)
			luaL_error(L, "%s: %s: properties.linear names '%s', which is not an input", c->file, c->op, lin[i]);
		op->linear_mask |= 1u << k;
	}
	char **only;
	n = get_string_list(L, c, "shape_only", &only, "properties.");
	for (int i = 0; i < n; i++) {
		int k = spec_input_index(op, only[i]);
		if (k < 0)
			luaL_error(L, "%s: %s: properties.shape_only names '%s', which is not an input", c->file, c->op,
				   only[i]);
		op->shape_mask |= 1u << k;
	}
	if (op->commutative && op->nin != 2)
		luaL_error(L, "%s: %s: only a two-input operator can be commutative", c->file, c->op);
	lua_pop(L, 1);
}

static const char *const known_onnx_fields[] = { "import", "export", NULL };
static const char *const known_import_fields[] = { "op", "hook", NULL };
static const char *const known_export_fields[] = { "op", "hook", "since", NULL };
static const char *const known_cudnn_fields[] = { "kind", "mode", NULL };
static const char *const known_cost_fields[] = { "key_words", "flops", "free", "ort_weights", "ort_cold", NULL };

/* A C identifier: hooks and modes are pasted into C by generated/ops_host.h. */
static char *get_ident(lua_State *L, ctx *c, const char *key, bool required, const char *where)
{
	char *r = get_string(L, c, key, required);
	for (const char *p = r; p && *p; p++)
		if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || *p == '_' || (*p >= '0' && *p <= '9' && p != r)))
			luaL_error(L, "%s: %s: %s%s must be a C identifier, not '%s'", c->file, c->op, where, key, r);
	if (r && !*r)
		luaL_error(L, "%s: %s: %s%s is empty", c->file, c->op, where, key);
	return r;
}

/* An integer field of the top table from lo to hi; def when absent. */
static int get_int(lua_State *L, ctx *c, const char *key, int def, int lo, int hi, const char *where)
{
	lua_getfield(L, -1, key);
	int r = def;
	if (!lua_isnil(L, -1)) {
		if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < lo || lua_tointeger(L, -1) > hi)
			luaL_error(L, "%s: %s: %s%s must be an integer from %d to %d", c->file, c->op, where, key, lo, hi);
		r = (int)lua_tointeger(L, -1);
	}
	lua_pop(L, 1);
	return r;
}

/* Pushes field key of the top table if it is a table (true), nothing if absent (false). */
static bool open_table(lua_State *L, ctx *c, const char *key, const char *const *known, const char *where)
{
	lua_getfield(L, -1, key);
	if (lua_isnil(L, -1)) {
		lua_pop(L, 1);
		return false;
	}
	if (!lua_istable(L, -1))
		luaL_error(L, "%s: %s: field '%s%s' must be a table", c->file, c->op, where, key);
	char w[64];
	snprintf(w, sizeof w, "%s%s.", where, key);
	check_keys(L, c, known, w);
	return true;
}

/*
 * onnx = { import = { { op = "Relu", hook = "unary" }, ... },
 *          export = { op = "Relu", since = 1, hook = "plain" } },
 * cudnn = { kind = "activation", mode = "CUDNN_ACTIVATION_RELU" },
 * cost = { key_words = 1, flops = 4, free = true, ort_weights = { "w" }, ort_cold = true }:
 * the tables host/ and the cost model read, generated from here (docs/adding-an-operator.md).
 */
static void read_host(lua_State *L, ctx *c, spec_op *op)
{
	spec_host *h = &op->host;
	h->export_since = 1;
	h->key_words = -1;
	h->flops = 1;
	if (open_table(L, c, "onnx", known_onnx_fields, "")) {
		lua_getfield(L, -1, "import");
		if (!lua_isnil(L, -1)) {
			if (!lua_istable(L, -1))
				luaL_error(L, "%s: %s: onnx.import must be a list of { op = ..., hook = ... }", c->file, c->op);
			h->nimport = (int)luaL_len(L, -1);
			h->import = xalloc(L, c, (size_t)(h->nimport + 1) * sizeof *h->import);
			for (int i = 1; i <= h->nimport; i++) {
				char w[64];
				snprintf(w, sizeof w, "onnx.import[%d].", i);
				lua_geti(L, -1, i);
				if (!lua_istable(L, -1))
					luaL_error(L, "%s: %s: onnx.import[%d] must be a table", c->file, c->op, i);
				check_keys(L, c, known_import_fields, w);
				h->import[i - 1].type = get_ident(L, c, "op", true, w);
				h->import[i - 1].hook = get_ident(L, c, "hook", true, w);
				lua_pop(L, 1);
			}
		}
		lua_pop(L, 1);
		if (open_table(L, c, "export", known_export_fields, "onnx.")) {
			h->export_type = get_ident(L, c, "op", false, "onnx.export.");
			h->export_hook = get_ident(L, c, "hook", false, "onnx.export.");
			h->export_since = get_int(L, c, "since", 1, 1, 99, "onnx.export.");
			if (!h->export_type && !h->export_hook)
				luaL_error(L, "%s: %s: onnx.export needs op (a plain node) or hook", c->file, c->op);
			if (!h->export_hook)
				h->export_hook = xstrdup(L, c, "plain");
			lua_pop(L, 1);
		}
		lua_pop(L, 1);
	}
	if (open_table(L, c, "cudnn", known_cudnn_fields, "")) {
		h->cudnn_kind = get_ident(L, c, "kind", true, "cudnn.");
		h->cudnn_mode = get_ident(L, c, "mode", false, "cudnn.");
		lua_pop(L, 1);
	}
	if (open_table(L, c, "cost", known_cost_fields, "")) {
		h->key_words = get_int(L, c, "key_words", -1, 1, 8, "cost.");
		h->flops = get_int(L, c, "flops", 1, 0, 15, "cost.");
		h->free = get_bool(L, c, "free");
		h->ort_cold = get_bool(L, c, "ort_cold");
		char **w;
		int n = get_string_list(L, c, "ort_weights", &w, "cost.");
		for (int i = 0; i < n; i++) {
			int k = spec_input_index(op, w[i]);
			if (k < 0)
				luaL_error(L, "%s: %s: cost.ort_weights names '%s', which is not an input", c->file, c->op, w[i]);
			h->ort_weights |= 1u << k;
		}
		lua_pop(L, 1);
	}
}

/* Reads the operator table at the top of the stack into op. */
static void read_op(lua_State *L, ctx *c, spec_op *op)
{
	c->op = "(unnamed operator)";
	if (!lua_istable(L, -1))
		luaL_error(L, "%s: an operator spec must be a table", c->file);
	op->name = get_string(L, c, "name", true);
	c->op = op->name;
	for (const char *p = op->name; *p; p++)
		if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9' && p != op->name) || *p == '_'))
			luaL_error(L, "%s: %s: an operator name is lower case letters, digits and _", c->file, c->op);
	check_keys(L, c, known_op_fields, "");
	op->file = xstrdup(L, c, c->file);
	op->doc = get_string(L, c, "doc", true);
	op->kernel = get_string(L, c, "kernel", true);
	op->source = get_bool(L, c, "source");
	op->opaque = get_bool(L, c, "opaque");
	op->constant = get_bool(L, c, "constant");
	lua_getfield(L, -1, "generate");
	op->generate = lua_isnil(L, -1) ? true : lua_toboolean(L, -1);
	if (!lua_isnil(L, -1) && !lua_isboolean(L, -1))
		luaL_error(L, "%s: %s: field 'generate' must be true or false", c->file, c->op);
	lua_pop(L, 1);
	lua_getfield(L, -1, "firmware");
	op->firmware = lua_isnil(L, -1) ? true : lua_toboolean(L, -1);
	if (!lua_isnil(L, -1) && !lua_isboolean(L, -1))
		luaL_error(L, "%s: %s: field 'firmware' must be true or false", c->file, c->op);
	lua_pop(L, 1);
	lua_getfield(L, -1, "inputs");
	if (!lua_istable(L, -1))
		luaL_error(L, "%s: %s: missing field 'inputs' (a list of input names)", c->file, c->op);
	lua_pop(L, 1);
	op->nin = get_string_list(L, c, "inputs", &op->inputs, "");
	if (op->nin > 16)
		luaL_error(L, "%s: %s: more than 16 inputs", c->file, c->op);
	lua_getfield(L, -1, "outputs");
	if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 1 || lua_tointeger(L, -1) > 8)
		luaL_error(L, "%s: %s: field 'outputs' must be an integer from 1 to 8", c->file, c->op);
	op->nout = (int)lua_tointeger(L, -1);
	lua_pop(L, 1);
	lua_getfield(L, -1, "attrs");
	if (!lua_istable(L, -1))
		luaL_error(L, "%s: %s: missing field 'attrs' (write attrs = {} when there are none)", c->file, c->op);
	op->nattr = (int)luaL_len(L, -1);
	if (op->nattr > 8)
		luaL_error(L, "%s: %s: more than 8 attributes", c->file, c->op);
	op->attrs = xalloc(L, c, (size_t)(op->nattr + 1) * sizeof *op->attrs);
	for (int i = 1; i <= op->nattr; i++) {
		lua_geti(L, -1, i);
		read_attr(L, c, i, &op->attrs[i - 1]);
		for (int j = 0; j < i - 1; j++)
			if (strcmp(op->attrs[j].name, op->attrs[i - 1].name) == 0)
				luaL_error(L, "%s: %s: attribute %s is declared twice", c->file, c->op, op->attrs[j].name);
		if (op->generate && !op->attrs[i - 1].derived && op->attrs[i - 1].nvalues == 0)
			luaL_error(L, "%s: %s: attribute %s has no values to enumerate (add values, or generate = false)",
				   c->file, c->op, op->attrs[i - 1].name);
		lua_pop(L, 1);
	}
	lua_pop(L, 1);
	read_properties(L, c, op);
	read_shape(L, c, op);
	read_axioms(L, c, op);
	read_host(L, c, op);
}

/* lua_pcall'd: stack is [ctx lightuserdata]; the chunk's result was left by the caller. */
static int extract(lua_State *L)
{
	ctx *c = lua_touserdata(L, 1);
	lua_pushvalue(L, 2); /* the returned table */
	if (!lua_istable(L, -1))
		return luaL_error(L, "%s: the file must return an operator table or a list of them", c->file);
	lua_getfield(L, -1, "name");
	bool single = !lua_isnil(L, -1);
	lua_pop(L, 1);
	if (!single && luaL_len(L, -1) == 0) {
		/* a table with fields but no list part is one operator missing its name */
		lua_pushnil(L);
		single = lua_next(L, -2) != 0;
		if (single)
			lua_pop(L, 2);
	}
	int n = single ? 1 : (int)luaL_len(L, -1);
	if (n == 0)
		return luaL_error(L, "%s: the file defines no operators", c->file);
	spec_set *s = c->set;
	spec_op *ops = realloc(s->ops, (size_t)(s->nops + n) * sizeof *ops);
	if (!ops)
		return luaL_error(L, "%s: out of memory", c->file);
	s->ops = ops;
	for (int i = 1; i <= n; i++) {
		spec_op *op = &s->ops[s->nops];
		memset(op, 0, sizeof *op);
		if (!single)
			lua_geti(L, -1, i);
		read_op(L, c, op);
		s->nops++;
		if (!single)
			lua_pop(L, 1);
	}
	return 0;
}

static int load_file(spec_set *s, const char *file)
{
	lua_State *L = luaL_newstate();
	if (!L) {
		snprintf(s->err, sizeof s->err, "%s: cannot create a Lua state", file);
		return -1;
	}
	/* Only pure libraries: a spec computes a table, it has no business with files. */
	luaL_requiref(L, "_G", luaopen_base, 1);
	luaL_requiref(L, "string", luaopen_string, 1);
	luaL_requiref(L, "table", luaopen_table, 1);
	luaL_requiref(L, "math", luaopen_math, 1);
	lua_settop(L, 0);
	int rc = luaL_loadfile(L, file);
	if (rc == LUA_OK)
		rc = lua_pcall(L, 0, 1, 0);
	if (rc == LUA_OK) {
		ctx c = { s, file, NULL };
		lua_pushcfunction(L, extract);
		lua_pushlightuserdata(L, &c);
		lua_pushvalue(L, 1);
		rc = lua_pcall(L, 2, 0, 0);
	}
	if (rc != LUA_OK) {
		const char *m = lua_tostring(L, -1);
		snprintf(s->err, sizeof s->err, "%s", m ? m : "error object is not a string");
	}
	lua_close(L);
	return rc == LUA_OK ? 0 : -1;
}

static int cmp_ops(const void *a, const void *b)
{
	return strcmp(((const spec_op *)a)->name, ((const spec_op *)b)->name);
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

#define FAIL(...) (snprintf(s->err, sizeof s->err, __VA_ARGS__), -1)

/* Checks across operators, once all are loaded. */
static int check_set(spec_set *s)
{
	if (s->nops == 0)
		return FAIL("no operators were loaded");
	for (int i = 0; i < s->nops; i++) {
		spec_op *op = &s->ops[i];
		if (i > 0 && strcmp(s->ops[i - 1].name, op->name) == 0)
			return FAIL("%s: %s: operator defined twice (also in %s)", op->file, op->name, s->ops[i - 1].file);
		/* Enum values must mean one thing everywhere: they become C constants. */
		for (int j = 0; j < op->nattr; j++) {
			spec_attr *a = &op->attrs[j];
			for (int k = 0; a->type == SPEC_ENUM && k < i; k++)
				for (int m = 0; m < s->ops[k].nattr; m++) {
					spec_attr *b = &s->ops[k].attrs[m];
					if (b->type != SPEC_ENUM || strcmp(a->name, b->name) != 0)
						continue;
					bool same = a->nvalues == b->nvalues;
					for (int v = 0; same && v < a->nvalues; v++)
						same = strcmp(a->enum_names[v], b->enum_names[v]) == 0;
					if (!same)
						return FAIL("%s: %s: enum attribute %s has other values than in %s", op->file,
							    op->name, a->name, s->ops[k].name);
				}
		}
		/* An ONNX type imports through one operator's hook: the importer looks it up by type. */
		for (int j = 0; j < op->host.nimport; j++)
			for (int k = 0; k <= i; k++)
				for (int m = 0; m < (k == i ? j : s->ops[k].host.nimport); m++)
					if (strcmp(op->host.import[j].type, s->ops[k].host.import[m].type) == 0)
						return FAIL("%s: %s: ONNX %s is imported by %s too", op->file, op->name,
							    op->host.import[j].type, s->ops[k].name);
		char err[512];
		if (!spec_expr_check_op(op, err, sizeof err))
			return FAIL("%s: %s: %s", op->file, op->name, err);
		for (int j = 0; j < op->naxioms; j++) {
			axiom ax;
			for (int k = 0; k < j; k++)
				if (strcmp(op->axioms[k].name, op->axioms[j].name) == 0)
					return FAIL("%s: %s: axiom %s is defined twice", op->file, op->name, op->axioms[j].name);
			if (!axiom_parse(s, op->axioms[j].name, op->axioms[j].text, &ax, err, sizeof err))
				return FAIL("%s: %s: axiom %s: %s", op->file, op->name, op->axioms[j].name, err);
			axiom_free(&ax);
		}
	}
	return 0;
}

int spec_load_files(spec_set *s, int n, char *const *files)
{
	memset(s, 0, sizeof *s);
	int rc = 0;
	for (int i = 0; rc == 0 && i < n; i++)
		rc = load_file(s, files[i]);
	if (rc == 0 && s->nops)
		qsort(s->ops, (size_t)s->nops, sizeof *s->ops, cmp_ops);
	if (rc == 0)
		rc = check_set(s);
	if (rc != 0) { /* nothing half-loaded is left to free; only the message stays */
		char err[sizeof s->err];
		memcpy(err, s->err, sizeof err);
		spec_free(s);
		memcpy(s->err, err, sizeof err);
	}
	return rc;
}

int spec_load_dir(spec_set *s, const char *dir)
{
	char path[4096];
	snprintf(path, sizeof path, "%s/ops", dir);
	DIR *d = opendir(path);
	if (!d) {
		snprintf(path, sizeof path, "%s", dir);
		d = opendir(path);
	}
	if (!d) {
		memset(s, 0, sizeof *s);
		snprintf(s->err, sizeof s->err, "%s: cannot open the spec folder", dir);
		return -1;
	}
	char **files = NULL;
	int n = 0;
	struct dirent *e;
	while ((e = readdir(d))) {
		size_t len = strlen(e->d_name);
		if (len < 5 || strcmp(e->d_name + len - 4, ".lua") != 0)
			continue;
		char **f = realloc(files, (size_t)(n + 1) * sizeof *f);
		if (!f)
			break;
		files = f;
		size_t plen = strlen(path) + len + 2;
		if (!(files[n] = malloc(plen)))
			break;
		snprintf(files[n], plen, "%s/%s", path, e->d_name);
		n++;
	}
	closedir(d);
	qsort(files, (size_t)n, sizeof *files, cmp_str);
	int rc = spec_load_files(s, n, files);
	for (int i = 0; i < n; i++)
		free(files[i]);
	free(files);
	return rc;
}

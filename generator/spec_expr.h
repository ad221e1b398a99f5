/* spec_expr.h: shape expressions of spec/ compiled to C. */
#ifndef GEN_SPEC_EXPR_H
#define GEN_SPEC_EXPR_H

#include <stdbool.h>
#include <stddef.h>

#include "buf.h"
#include "spec.h"

/*
 * Shape rules are small C-like integer expressions over the input shapes
 * and the attributes:
 *
 *   x[e]         extent e of input x      rank(x), numel(x)
 *   stride_h     an attribute              same     a value of an enum attribute
 *   ceil_div(a, b)                         i        the axis, in `each` and `dim`
 *   + - * / % == != < <= > >= && || ! ?:   integer literals, parentheses
 *
 * The parser checks every name against the operator, so a typo fails at
 * load time with the operator and the expression, and writes the C that
 * generated/ops.c compiles (see emit/emit_ops.c).
 */
bool spec_expr_to_c(const spec_op *op, const char *expr, bool allow_i, gen_buf *out,
		    char *err, size_t errsize);

/* Checks every expression of op's shape rule. */
bool spec_expr_check_op(const spec_op *op, char *err, size_t errsize);

/* Writes NAME in upper case (C constant style). */
void spec_upper(gen_buf *b, const char *name);

#endif

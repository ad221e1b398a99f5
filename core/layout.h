/* layout.h: which operators are data layouts (NHWC), the rules without them, and a graph's layout figures. */
#ifndef TASOC_LAYOUT_H
#define TASOC_LAYOUT_H

#include "cost.h"
#include "ir.h"
#include "rule.h"

/*
 * A tensor's layout is not a field of the IR: an activation in NHWC is the
 * NCHW one converted by the operator nhwc, and an operator that reads or
 * writes NHWC is an operator of its own (conv2d_nhwc). The rules that
 * choose and move layouts are then rules like any other, proved from the
 * axioms of spec/ops/{nhwc,nchw,conv2d_nhwc}.lua (docs/search.md,
 * "Layouts"), and the searches choose layouts with every other rewrite.
 */

/* Whether op is a layout conversion or an operator on NHWC activations. */
bool tasoc_op_is_layout(int op);

/*
 * Whether rule r mentions a layout operator on either side: read from its
 * right side, its root and, where the table has it, its left side; a
 * firmware table without left sides (TASOC_NO_RULE_LHS) falls back to the
 * rule's text, and a rule with neither counts as not mentioning one.
 */
bool tasoc_rule_is_layout(const tasoc_rule *r);

/*
 * Copies into out (room for n + 1 rules) the rules of rules[0..n) that
 * mention no layout operator, ending with an all-zero entry; returns how
 * many. The graph-only search (`--layout off`) runs on this table.
 */
int tasoc_rules_without_layout(const tasoc_rule *rules, int n, tasoc_rule *out);

/*
 * Whether rule r makes a layout operator where its left side has none: the
 * rules that change a layout (conv_nhwc, a convolution into NHWC between
 * conversions), as against those that move or cancel conversions already
 * there.
 */
bool tasoc_rule_makes_layout(const tasoc_rule *r);

/*
 * Whether changing a layout can pay on g under cm: cm's runtime does not
 * choose convolution layouts itself (TASOC_COST_OWN_CONV_LAYOUT, cost.h:
 * the ort model) and prices some live convolution of g lower in NHWC
 * (conv2d_nhwc on the permuted shapes) than as it is. When none is, a graph the rules that make layouts reach does
 * the work of one without them plus conversions (element-wise operators
 * cost the same in either layout, up to a measuring model's noise), so
 * tasoc_optimize leaves those rules out of its search instead of spending
 * its budget on conversions that cannot pay; the rules that move or cancel
 * conversions already there (imported Transposes) stay (docs/search.md,
 * "Layouts"). Under a measuring model this times each convolution shape's
 * NHWC form once (cached like any key).
 */
bool tasoc_layout_may_pay(tasoc_cost_model *cm, const tasoc_graph *g);

/* Copies the rules of rules[0..n) that do not make a layout into out (room for n + 1), as above; returns how many. */
int tasoc_rules_without_layout_changes(const tasoc_rule *rules, int n, tasoc_rule *out);

/* An NCHW shape [n, c, h, w] as NHWC [n, h, w, c], and back: the conversions' shape functions. */
tasoc_shape tasoc_shape_nhwc(const tasoc_shape *s);
tasoc_shape tasoc_shape_nchw(const tasoc_shape *s);

/*
 * What a conv2d_nhwc key k runs as on a backend with no NHWC convolution of
 * its own (cpu), or none for these shapes (cudnn): its input converted to
 * NCHW (*in), the NCHW convolution (*conv), the result converted back (*out).
 * Its cost is the three summed.
 */
void tasoc_conv_nhwc_parts(const tasoc_cost_key *k, tasoc_cost_key *in, tasoc_cost_key *conv, tasoc_cost_key *out);

/* A graph's layout figures, for the reports. */
typedef struct tasoc_layout_counts {
	int32_t nhwc_ops;     /* live operators on NHWC activations (conv2d_nhwc) */
	int32_t conversions;  /* live nhwc and nchw conversions */
} tasoc_layout_counts;

void tasoc_layout_count(const tasoc_graph *g, tasoc_layout_counts *c);

#endif

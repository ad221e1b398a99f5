/* test_derive.c: redundancy pruning: which rules one or two smaller rules yield, and which they do not. */
#include <criterion/criterion.h>
#include <stdio.h>

#include "../generator/derive.h"

static spec_set S;

static void load_spec(void)
{
	cr_assert_eq(spec_load_dir(&S, "spec"), 0, "%s", S.err);
}

static void free_spec(void)
{
	spec_free(&S);
}

/* Rules a (relu through transpose), b (tanh through transpose), c (ewadd commutes into matmul's sum). */
static const char steps_text[] =
	"a  (transpose (relu ?x))  =>  (relu (transpose ?x))  ; proved: x\n"
	"b  (transpose (tanh ?x))  =>  (tanh (transpose ?x))  ; proved: x\n"
	"c  (ewadd (matmul ?x ?y) (matmul ?x ?z))  =>  (matmul ?x (ewadd ?y ?z))  ; proved: x\n"
	"m  [(relu ?x) (tanh ?x)]  =>  [(relu ?x) (tanh ?x)]  ; proved: x\n";

/* "" when the one rule of text is not derivable from the steps, else the steps' names: "b a", or "a". */
static const char *derivation(const char *text)
{
	static char out[32];
	rule_set steps, r;
	char err[512];
	cr_assert_eq(rule_file_parse(&S, steps_text, "steps.rules", &steps, err, sizeof err), 0, "%s", err);
	cr_assert_eq(rule_file_parse(&S, text, "r.rules", &r, err, sizeof err), 0, "%s", err);
	const rule *sp[8];
	for (int i = 0; i < steps.n; i++)
		sp[i] = &steps.rules[i];
	int via[2];
	out[0] = '\0';
	if (gen_derivable(&S, &r.rules[0], sp, steps.n, via))
		snprintf(out, sizeof out, "%s%s%s", steps.rules[via[0]].name, via[1] >= 0 ? " " : "",
			 via[1] >= 0 ? steps.rules[via[1]].name : "");
	rule_set_free(&steps);
	rule_set_free(&r);
	return out;
}

TestSuite(derive, .init = load_spec, .fini = free_spec);

Test(derive, two_steps_through_a_chain)
{
	cr_assert_str_eq(derivation("r  (transpose (tanh (relu ?x)))  =>  (tanh (relu (transpose ?x)))  ; proved: x\n"),
			 "b a");
}

Test(derive, one_step_inside_a_context)
{
	cr_assert_str_eq(derivation("r  (sigmoid (transpose (relu ?x)))  =>  (sigmoid (relu (transpose ?x)))  ; proved: x\n"),
			 "a");
}

/* The right side is reached with a commutative operator's operands the other way round. */
Test(derive, commutative_operands_either_way)
{
	cr_assert_str_eq(derivation("r  (ewadd (matmul ?x ?z) (matmul ?x ?y))  =>  (matmul ?x (ewadd ?y ?z))  ; proved: x\n"),
			 "c");
}

Test(derive, what_the_steps_do_not_reach_stays)
{
	/* three steps needed (relu, tanh, relu again): two are not enough */
	cr_assert_str_eq(derivation("r  (transpose (relu (tanh (relu ?x))))  =>  (relu (tanh (relu (transpose ?x))))  ; "
				    "proved: x\n"), "");
	/* no step rewrites sigmoid */
	cr_assert_str_eq(derivation("r  (transpose (sigmoid ?x))  =>  (sigmoid (transpose ?x))  ; proved: x\n"), "");
	/* a step's left side matches, but nothing leads back to this right side */
	cr_assert_str_eq(derivation("r  (transpose (relu ?x))  =>  (transpose (relu ?x))  ; proved: x\n"), "");
	/* rules with several outputs are neither pruned nor steps */
	cr_assert_str_eq(derivation("r  [(relu ?x) (tanh ?x)]  =>  [(relu ?x) (tanh ?x)]  ; proved: x\n"), "");
}

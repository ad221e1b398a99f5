/* test_format.c: the core's own message formatter (core/format.c): what it formats, and how it cuts. */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdio.h>

#include "../core/format.h"

Test(format, the_conversions_the_core_uses_match_snprintf)
{
	char got[128], want[128];
	tasoc_format(got, sizeof got, "node '%s': %d inputs, %d%% of %.5s", "conv1", -42, 7, "abcdefgh");
	snprintf(want, sizeof want, "node '%s': %d inputs, %d%% of %.5s", "conv1", -42, 7, "abcdefgh");
	cr_assert_str_eq(got, want);
	tasoc_format(got, sizeof got, "%d %d %d", INT_MIN, INT_MAX, 0);
	snprintf(want, sizeof want, "%d %d %d", INT_MIN, INT_MAX, 0);
	cr_assert_str_eq(got, want);
}

Test(format, output_is_cut_to_fit_and_always_terminated)
{
	char buf[8];
	cr_assert_eq(tasoc_format(buf, sizeof buf, "%s-%d", "abcdef", 12345), 7);
	cr_assert_str_eq(buf, "abcdef-");
	cr_assert_eq(tasoc_format(buf, 1, "anything"), 0);
	cr_assert_str_eq(buf, "");
	buf[0] = 'x';
	cr_assert_eq(tasoc_format(buf, 0, "anything"), 0);
	cr_assert_eq(buf[0], 'x', "size 0 writes nothing");
}

Test(format, conversions_it_does_not_know_are_copied_without_taking_an_argument)
{
	char buf[64];
	/* Through a variable: the compiler's printf check would refuse the literal, rightly. */
	const char *fmt = "%g then %s, and a lone %";
	tasoc_format(buf, sizeof buf, fmt, "s");
	cr_assert_str_eq(buf, "%g then s, and a lone %");
}

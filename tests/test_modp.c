/* test_modp.c: the portable modular product (no 128-bit type) equals the exact one. */
#define TASOC_MODP_NO_INT128
#include "../core/modp.h"

#include <criterion/criterion.h>

/* The exact product reduced by the compiler's 128-bit type, independent of modp.h's reduction. */
static uint64_t exact(uint64_t a, uint64_t b)
{
	__extension__ typedef unsigned __int128 u128;
	return (uint64_t)(((u128)a * b) % TASOC_MODP);
}

Test(modp, portable_mul_edges)
{
	/* Operands at the limb and field boundaries, where a carry would go astray. */
	const uint64_t e[] = { 0, 1, 2, 3, 0xffffffffu, 0x100000000u, 1ull << 60, TASOC_MODP / 2,
			       TASOC_MODP - 2, TASOC_MODP - 1 };
	for (size_t i = 0; i < sizeof e / sizeof *e; i++)
		for (size_t j = 0; j < sizeof e / sizeof *e; j++)
			cr_assert_eq(tasoc_modp_mul(e[i], e[j]), exact(e[i], e[j]), "%llu * %llu",
				     (unsigned long long)e[i], (unsigned long long)e[j]);
}

Test(modp, portable_mul_random)
{
	uint64_t x = 88172645463325252ull;
	for (int i = 0; i < 200000; i++) {
		x ^= x << 13, x ^= x >> 7, x ^= x << 17;
		uint64_t a = x % TASOC_MODP;
		x ^= x << 13, x ^= x >> 7, x ^= x << 17;
		uint64_t b = x % TASOC_MODP;
		cr_assert_eq(tasoc_modp_mul(a, b), exact(a, b));
	}
	cr_assert_eq(tasoc_modp_mul(tasoc_modp_inv(12345), 12345), 1);
}
